//! The page reader's checks of worked examples against the referee (`super::super`): the winning
//! moves a block states and every row of its play-out are the referee's own moves of the
//! block's game, for heap games and Wythoff's game.

use super::super::moves::HeapGame;
use super::super::numbers;
use super::grammar::{Grammar, Read, Slot};
use super::page::page_text;
use std::collections::BTreeMap;

/// A worked example's game as the referee plays it, from the block's words: a heap game of a
/// family the referee defines, the position, and whether play is misère. None for other games
/// (their moves are checked by the editions' agreement alone).
pub(super) fn referee_game(words: &str) -> Option<(HeapGame, Vec<u64>, bool)> {
    let tokens: Vec<&str> = words.split_whitespace().collect();
    let mut heaps = Vec::new();
    let (mut max_take, mut set, mut misere) = (None, None, false);
    let mut i = 1;
    while i < tokens.len() {
        match tokens[i] {
            "--misere" => misere = true,
            "--max-take" => {
                i += 1;
                max_take = Some(tokens[i].parse().ok()?);
            }
            "--set" => {
                i += 1;
                set = Some(tokens[i].split(',').map(str::parse).collect::<Result<Vec<u64>, _>>().ok()?);
            }
            t => heaps.push(t.parse().ok()?),
        }
        i += 1;
    }
    let game = match (tokens[0], set) {
        ("nim", None) => HeapGame::nim(max_take),
        ("bash", None) => {
            // Bash's game: one heap of n, a move takes 1 to m.
            let m = heaps.pop()?;
            HeapGame::nim(Some(m))
        }
        ("subtraction", Some(set)) => HeapGame::subtraction(&set),
        ("kayles", None) => HeapGame::octal("0.77"),
        ("dawson-kayles", None) => HeapGame::octal("0.07"),
        ("dawson-chess", None) => HeapGame::octal("0.137"),
        ("lasker", None) => HeapGame::lasker(),
        ("grundy-game", None) => HeapGame::grundy_game(),
        _ => return None,
    };
    Some((game, heaps, misere))
}

/// The messages that state a winning move of a worked example, with its places.
pub(super) const WINNING_MOVES: [&str; 7] = [
    "move-take-all",
    "move-take",
    "move-take-leaving",
    "move-take-split",
    "move-split",
    "worked-nim-move",
    "worked-bash-move",
];

/// A move as its words say it, read by role.
struct MoveRead {
    /// The heap it names (from 1; 1 when it names none, the only heap).
    heap: usize,
    /// The heap's size before the move, when the words say it.
    from: Option<u64>,
    /// What it takes, when the words say it.
    take: Option<u64>,
    /// What the heap becomes (its parts; empty when it is gone), when the words say it.
    left: Option<Vec<u64>>,
}

/// Reads a move's sentence by its places: `heap` (1 where the words name "the heap"), `from`
/// or `size`, `take` (everything in "take all 5"), and what is left: `parts`, `to`, or `leaves`.
fn move_read(id: &str, s: &BTreeMap<String, Slot>) -> MoveRead {
    let all = |k: &str| match s.get(k) {
        Some(Slot::Numbers(v) | Slot::Words(v, _)) => Some(v.clone()),
        None => None,
    };
    let one = |k: &str| s.get(k).and_then(Slot::numbers).filter(|v| v.len() == 1).map(|v| v[0]);
    let heap = one("heap").unwrap_or(1) as usize;
    let from = one("from").or(one("size"));
    let take = match id {
        "move-take-all" => from,
        _ => one("take"),
    };
    let left = match id {
        "move-take-all" => Some(Vec::new()),
        _ => all("parts").or_else(|| all("to")).or_else(|| one("leaves").map(|l| vec![l])),
    };
    MoveRead { heap, from, take, left }
}

/// A worked example's winning moves, read by role, checked against the referee: the heap is one
/// of the position's, it had what the sentence says, what it leaves is one of its options in the
/// game, and the position after the move is lost for the player to move.
pub(super) fn winning_moves(place: &str, lang: &str, words: &str, read: &Read) -> Vec<String> {
    let Some((game, p, misere)) = referee_game(words) else { return vec![] };
    let mut referee = super::super::Referee::new(game.clone());
    let mut out = Vec::new();
    for (id, s) in read.iter().filter(|(id, _)| WINNING_MOVES.contains(&id.as_str())) {
        let m = move_read(id, s);
        let heap = m.heap;
        let Some(&had) = p.get(heap.wrapping_sub(1)) else {
            out.push(format!("{lang}/{place}: {id} names heap {heap} of {p:?} ({words})"));
            continue;
        };
        let from = m.from.unwrap_or(had);
        let left = m.left.or_else(|| m.take.and_then(|t| had.checked_sub(t)).map(|l| vec![l]));
        let Some(mut left) = left else { continue };
        left.retain(|&h| h > 0);
        left.sort_unstable_by(|a, b| b.cmp(a));
        if from != had {
            out.push(format!("{lang}/{place}: {id} moves in heap {heap} from {from}, but it has {had} ({words})"));
            continue;
        }
        if let Some(take) = m.take {
            if left.iter().sum::<u64>() + take != had {
                out.push(format!("{lang}/{place}: {id} takes {take} from {had} and leaves {left:?} ({words})"));
            }
        }
        if !game.options(had).contains(&left) {
            out.push(format!("{lang}/{place}: {id}: {had} → {left:?} is not a move of {words}"));
            continue;
        }
        let after: Vec<u64> = p[..heap - 1].iter().chain(&left).chain(&p[heap..]).copied().collect();
        if referee.wins(&after, misere) {
            out.push(format!("{lang}/{place}: {id}: {had} → {left:?} in heap {heap} is not a winning move of {words}"));
        }
    }
    out
}

/// The rows of a worked example's play-out table (its header row left out), each a list of its
/// cells' text as a reader sees it; None when the fragment shows no play-out.
fn playout_rows(fragment: &str) -> Option<Vec<Vec<String>>> {
    let at = fragment.find("<table class=\"playout-table")?;
    let table = &fragment[at..at + fragment[at..].find("</table>")?];
    Some(
        table
            .split("<tr")
            .skip(2)
            // A note under a move ("The key move: …") is read by the block-words tests.
            .filter(|row| !row.starts_with(" class=\"playout-note"))
            .map(|row| row.split("<t").skip(1).map(|c| page_text(&format!("<t{c}"))).collect())
            .collect(),
    )
}

/// A worked example's play-out table, row by row, against the referee: each row starts where
/// the one before ended, its move (read by role from its words) is a move of the game from the
/// heap it names and leaves the heaps the row shows, and the player who can win always moves to
/// a position lost for the other.
pub(super) fn playout(place: &str, lang: &str, words: &str, fragment: &str, grammar: &Grammar) -> Vec<String> {
    let Some((game, start, misere)) = referee_game(words) else { return vec![] };
    let Some(rows) = playout_rows(fragment) else { return vec![] };
    let mut referee = super::super::Referee::new(game.clone());
    let mut out = Vec::new();
    let mut position = start.clone();
    let mut shown = 0;
    let has_rows = rows.iter().any(|cells| !cells.is_empty());
    for cells in rows {
        let wrong = |what: String| format!("{lang}/{place}: play-out row {}: {what} ({words})", cells[0]);
        // Columns: move, who, before, [XOR], the move, after, [XOR]; one heap: before, takes, leaves.
        let (before, after, m) = if cells.len() == 5 && numbers(&cells[2]).len() == 1 && numbers(&cells[3]).len() == 1 {
            let take = numbers(&cells[3]).first().copied();
            (numbers(&cells[2]), numbers(&cells[4]), MoveRead { heap: 1, from: None, take, left: None })
        } else {
            let xor = cells.len() == 7;
            let said = &cells[if xor { 4 } else { 3 }];
            let Some((id, slots)) = grammar.read(said).into_iter().next() else {
                out.push(wrong(format!("its move \"{said}\" is not read")));
                break;
            };
            (numbers(&cells[2]), numbers(&cells[if xor { 5 } else { 4 }]), move_read(&id, &slots))
        };
        if before.iter().filter(|&&h| h > 0).collect::<Vec<_>>()
            != position.iter().filter(|&&h| h > 0).collect::<Vec<_>>()
        {
            out.push(wrong(format!("starts at {before:?}, but the game is at {position:?}")));
            break;
        }
        let heap = m.heap;
        let Some(&had) = before.get(heap.wrapping_sub(1)) else {
            out.push(wrong(format!("moves in heap {heap} of {before:?}")));
            break;
        };
        let mut left: Vec<u64> = match (m.left.clone(), m.take) {
            (Some(left), _) => left,
            (None, Some(take)) if take <= had => vec![had - take],
            _ => {
                out.push(wrong(format!("takes more than heap {heap} has ({had})")));
                break;
            }
        };
        if m.take.is_some_and(|t| t + left.iter().sum::<u64>() != had) {
            out.push(wrong(format!("takes {:?} from {had} and leaves {left:?}", m.take)));
        }
        if m.from.is_some_and(|f| f != had) {
            out.push(wrong(format!("moves from {:?} in heap {heap}, which has {had}", m.from)));
        }
        let expected: Vec<u64> = before[..heap - 1].iter().chain(&left).chain(&before[heap..]).copied().collect();
        if expected.iter().filter(|&&h| h > 0).collect::<Vec<_>>()
            != after.iter().filter(|&&h| h > 0).collect::<Vec<_>>()
        {
            out.push(wrong(format!("the move leaves {expected:?}, the row says {after:?}")));
        }
        left.retain(|&h| h > 0);
        left.sort_unstable_by(|a, b| b.cmp(a));
        if !game.options(had).contains(&left) {
            out.push(wrong(format!("{had} → {left:?} is not a move")));
        }
        if referee.wins(&before, misere) && referee.wins(&after, misere) {
            out.push(wrong(format!("the winner leaves {after:?}, which the other player wins")));
        }
        position = after;
        shown += 1;
    }
    if shown == 0 && has_rows {
        out.push(format!("{lang}/{place}: no row of the play-out was read ({words})"));
    }
    out
}

/// A play-out of Wythoff's game against the referee's own moves: each row starts where the last
/// ended, its move is one of the game's and says the number it takes, and the player to move
/// takes a win wherever there is one.
pub(super) fn wythoff_playout(place: &str, lang: &str, words: &str, fragment: &str) -> Vec<String> {
    let mut tokens = words.split_whitespace();
    if tokens.next() != Some("wythoff") {
        return vec![];
    }
    let misere = words.contains("--misere");
    let mut position: Vec<u64> = tokens.filter_map(|t| t.parse().ok()).collect();
    let Some(rows) = playout_rows(fragment) else { return vec![] };
    let mut referee = super::super::Referee::new(super::super::moves::Wythoff);
    let mut out = Vec::new();
    for cells in rows {
        let [_, _, before, said, after] = &cells[..] else {
            out.push(format!("{lang}/{place}: a play-out row of {} cells ({words})", cells.len()));
            break;
        };
        let (before, after) = (numbers(before), numbers(after));
        let mut wrong = |what: String| out.push(format!("{lang}/{place}: play-out row {}: {what} ({words})", cells[0]));
        if before != position {
            wrong(format!("starts at {before:?}, but the game is at {position:?}"));
            break;
        }
        if !super::super::Rules::moves(&super::super::moves::Wythoff, &before).contains(&after) {
            wrong(format!("moves from {before:?} to {after:?}"));
            break;
        }
        // The move says what it takes and the pile it takes from (none for both), in the order
        // of the page's language, and then the piles it leaves, in order.
        let take = before.iter().zip(&after).map(|(b, a)| b - a).max().unwrap_or(0);
        let mut expected = vec![take];
        match (before[0] != after[0], before[1] != after[1]) {
            (true, false) => expected.push(1),
            (false, true) => expected.push(2),
            _ => {}
        }
        expected.sort_unstable();
        let mut read = numbers(said);
        let leaves = read.split_off(read.len().saturating_sub(2));
        read.sort_unstable();
        if read != expected || leaves != after {
            wrong(format!("\"{said}\" for taking {take}"));
        }
        if referee.wins(&before, misere) && referee.wins(&after, misere) {
            wrong(format!("misses the win from {before:?}"));
        }
        position = after;
    }
    out
}
