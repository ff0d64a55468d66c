//! The terminal form of a worked example of any game ([`GameExample`]): the family's section
//! where it has one (Nim's binary table, the Bash game's residue, Wythoff's pairs — see
//! [`super::sections`]) or else the rule, the Grundy sequence of one heap with its proved period
//! and each heap's value (with the mex computation for small heaps); then the verdict, every
//! winning move with its reason, and the play-out. Every game, built in or a lesson's own, is
//! printed by this one function.

use super::{Align, Ending, Out, Table, count_of, en, list, player, sections, verdict};
use nimbook_engine::analysis::{Family, GameExample, GameMove};
use nimbook_engine::wythoff::Pile;

/// Grundy values per table row.
const PER_ROW: usize = 20;
/// The most winning moves printed.
const MOVES_SHOWN: usize = 10;

fn position(heaps: &[u64]) -> String {
    if heaps.is_empty() { "(nothing)".into() } else { heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" ") }
}

fn option(to: &[u64]) -> String {
    if to.is_empty() { "nothing".into() } else { to.iter().map(u64::to_string).collect::<Vec<_>>().join(" + ") }
}

fn pile_phrase(pile: Pile) -> &'static str {
    match pile {
        Pile::First => "from pile 1",
        Pile::Second => "from pile 2",
        Pile::Both => "from both piles",
    }
}

/// A move in words: "take 7 from heap 1, leaving 1", "heap 2: 7 → 3 + 3", "take 2 from both
/// piles, leaving 4 7", "to (3, 1)".
fn move_words(ex: &GameExample, m: &GameMove) -> String {
    if let Some(said) = &m.said {
        return en(said);
    }
    match (m.heap, m.from, m.take, m.leaves, m.pile) {
        (Some(h), Some(from), Some(take), Some(leaves), _) => {
            if m.to.len() <= 1 && ex.keeps_empty_heaps {
                format!("take {take} from heap {h}, leaving {leaves}")
            } else {
                format!("heap {h}: {from} → {}", option(&m.to))
            }
        }
        (_, _, Some(take), _, Some(pile)) => {
            format!("take {take} {}, leaving {}", pile_phrase(pile), position(&m.position))
        }
        _ => format!("to ({})", m.position.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")),
    }
}

/// Writes a worked example.
pub(super) fn game_text(out: &mut Out, ex: &GameExample) {
    match (&ex.nim, &ex.bash, &ex.wythoff) {
        (_, Some(b), _) => sections::bash(out, ex, b),
        (Some(n), _, _) => sections::nim(out, ex, n),
        (_, _, Some(w)) => sections::wythoff(out, ex, w),
        _ => values(out, ex),
    }
    moves(out, ex);
    if let Some(t1) = ex.nim.as_ref().and_then(|n| n.theorem1.as_ref()) {
        out.blank();
        super::theorem1_text(out, t1, false);
    }
    playout(out, ex);
}

/// The general section: the rule, the values of one heap, each heap's value, the verdict.
fn values(out: &mut Out, ex: &GameExample) {
    out.line(format!("{}: {}", en(&ex.title), position(&ex.heaps)));
    if !ex.coordinates.is_empty() {
        // The entries by the rule's names for them: "stair 1 = 3, stair 2 = 0".
        let named: Vec<String> =
            ex.coordinates.iter().zip(&ex.heaps).map(|(c, v)| format!("{} = {v}", en(c))).collect();
        out.line(named.join(", "));
    }
    out.line(en(&ex.rule));
    if !ex.sequence.is_empty() {
        out.blank();
        out.line("Grundy values of one heap, g(n) = mex of the values of its options:");
        for (i, chunk) in ex.sequence.chunks(PER_ROW).enumerate() {
            let start = i * PER_ROW;
            let mut table = Table::new(&[Align::Left]);
            table.row(std::iter::once("n".to_string()).chain((start..start + chunk.len()).map(|i| i.to_string())));
            table.row(std::iter::once("g(n)".to_string()).chain(chunk.iter().map(u64::to_string)));
            out.table(&table);
        }
        let last = ex.sequence.len() - 1;
        if !ex.misere {
            out.line(format!("P-positions (g = 0) up to {last}: {}", list(&ex.p_positions)));
        }
        match &ex.period {
            Some(p) => {
                out.line(format!(
                    "Period {} from n = {} on (values {}), proved: {}.",
                    p.period,
                    p.pre_period,
                    list(&p.block),
                    en(&p.theorem)
                ));
            }
            None => out.line(format!("Values by {}: {}.", ex.method, en(&ex.method_reason))),
        }
    }
    out.blank();
    for c in &ex.components {
        match &c.mex {
            Some(m) if !m.options.is_empty() => {
                let opts: Vec<String> = m.options.iter().map(|o| format!("{}→{}", option(&o.to), o.grundy)).collect();
                out.line(format!(
                    "heap {}: {} has options {}; mex {{{}}} = {}",
                    c.heap,
                    c.size,
                    opts.join(", "),
                    m.values.iter().map(u64::to_string).collect::<Vec<_>>().join(", "),
                    c.grundy
                ));
            }
            _ => out.line(format!("heap {}: g({}) = {}", c.heap, c.size, c.grundy)),
        }
    }
    if ex.heap_game && !ex.misere && ex.components.len() > 1 {
        if let Some(g) = ex.grundy {
            let parts: Vec<String> = ex.components.iter().map(|c| c.grundy.to_string()).collect();
            out.line(format!("Grundy value of the sum: {} = {g}", parts.join(" xor ")));
        }
    } else if let (Some(g), false) = (ex.grundy, ex.heap_game) {
        out.line(format!("Grundy value of the position (by search): {g}"));
    }
    if ex.misere {
        out.line(format!("Misère play: decided by searching {} positions.", ex.searched));
    }
    out.line(format!(
        "The position is {}, {}",
        if ex.first_player_wins { "an N-position" } else { "a P-position" },
        verdict(ex.winner)
    ));
    if let Some(why) = &ex.why {
        out.line(format!("Why: {}", en(why)));
    }
}

/// Why a move wins, in English.
fn reason(m: &GameMove) -> String {
    m.reason.as_ref().map(en).unwrap_or_default()
}

/// Every winning move (the first [`MOVES_SHOWN`]) with its reason.
fn moves(out: &mut Out, ex: &GameExample) {
    if !ex.first_player_wins || ex.family == Family::Bash {
        return;
    }
    let count = match ex.winning_move_count {
        Some(n) => count_of(n as usize, "winning move"),
        None => format!(
            "At least {} (too many options to count them all)",
            count_of(ex.winning_moves.len(), "winning move")
        ),
    };
    if ex.family != Family::Game {
        out.blank();
    }
    out.line(format!("{count}:"));
    for m in ex.winning_moves.iter().take(MOVES_SHOWN) {
        match ex.family {
            Family::Nim => out.line(format!("  {}", reason(m))),
            Family::Wythoff if !ex.misere => {
                let (x, y) = (m.position[0], m.position[1]);
                let k = x.abs_diff(y);
                let pile = pile_phrase(m.pile.unwrap_or(Pile::Both));
                let take = m.take.unwrap_or(0);
                out.line(format!(
                    "  take {take} {pile}, leaving ({x}, {y}): that is (a_{k}, b_{k}) = ({}, {})",
                    x.min(y),
                    x.max(y)
                ));
            }
            _ => out.line(format!("  {} ({})", move_words(ex, m), reason(m))),
        }
    }
    if let Some(n) = ex.winning_move_count
        && n > ex.winning_moves.len().min(MOVES_SHOWN) as u128
    {
        out.line(format!("  … and {} more", n - ex.winning_moves.len().min(MOVES_SHOWN) as u128));
    }
}

/// The play-out table and how the game ends.
fn playout(out: &mut Out, ex: &GameExample) {
    let rows = &ex.playout.rows;
    let sums = rows.first().is_some_and(|r| r.sum_before.is_some());
    let sum_name = match &ex.nim {
        Some(n) if n.modulus.is_some() => "T",
        Some(_) => "nim-sum",
        None => "g",
    };
    let mut align = vec![Align::Right, Align::Left, Align::Left];
    let mut header = vec!["ply", "mover", if ex.heap_game { "heaps" } else { "position" }];
    if sums {
        align.push(Align::Right);
        header.push(sum_name);
    }
    align.push(Align::Left);
    header.push("move");
    let mut table = Table::new(&align);
    table.row(header);
    let sum = |s: Option<u64>| s.map(|v| v.to_string()).unwrap_or_default();
    for r in rows {
        let note = if r.winning { " (winning)" } else { "" };
        let mut cells = vec![r.ply.to_string(), player(r.mover).into(), position(&r.before)];
        if sums {
            cells.push(sum(r.sum_before));
        }
        cells.push(format!("{}{note}", move_words(ex, &r.mv)));
        table.row(cells);
    }
    if let Some(last) = rows.last() {
        let (mover, note) = if ex.playout.truncated { ("…", "(cut short)") } else { ("end", "") };
        let mut cells = vec![String::new(), mover.into(), position(&last.after)];
        if sums {
            cells.push(sum(last.sum_after));
        }
        cells.push(note.into());
        table.row(cells);
    }
    let rule = crate::i18n::english().word(&format!("game-playout-rule-{}", ex.playout.rule));
    let ending = Ending {
        last: rows.last().map(|r| r.mover),
        plies: rows.len(),
        truncated: ex.playout.truncated,
        winner: ex.playout.winner,
        misere: ex.misere,
        counters: ex.heap_game || ex.family == Family::Wythoff,
    };
    let empty = if ex.misere {
        "No move is left: the opponent made the last move, so the player to move has won."
    } else {
        "No move is left: the player to move cannot move and has lost."
    };
    super::playout(out, &format!("Optimal play-out ({rule}):"), &table, ending, empty);
}
