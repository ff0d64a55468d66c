//! Unit tests of the solver: the limits of its answers (Wythoff's Grundy values, a search past
//! its bounds, the options a position may look at), the moves it lists, and the losing side of
//! a play-out, checked against the games' definitions.

use super::*;
use crate::limits::MAX_WYTHOFF_GRUNDY_POSITIONS;

/// Wythoff's Grundy values by their definition: the mex of every position one move away.
fn wythoff_grundy(a: usize, b: usize) -> u64 {
    let mut g = vec![vec![0u64; b + 1]; a + 1];
    for x in 0..=a {
        for y in 0..=b {
            let mut seen = std::collections::BTreeSet::new();
            seen.extend((0..x).map(|i| g[i][y]));
            seen.extend((0..y).map(|j| g[x][j]));
            seen.extend((1..=x.min(y)).map(|t| g[x - t][y - t]));
            g[x][y] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    g[a][b]
}

/// Normal-play Wythoff's Grundy value is searched for up to MAX_WYTHOFF_GRUNDY_POSITIONS
/// positions below it (5,000: a pair of 100 and 50 has exactly that many) and not beyond,
/// where the pairs still decide who wins.
#[test]
fn wythoff_grundy_values_stop_at_their_limit() {
    let game = Game::wythoff(false);
    let mut solver = Solver::new(&game, 0).unwrap();
    assert_eq!(MAX_WYTHOFF_GRUNDY_POSITIONS, 100 * 50);
    for (a, b) in [(99, 49), (49, 99), (7, 4), (0, 0)] {
        assert_eq!(solver.grundy(&[a, b]).unwrap(), Some(wythoff_grundy(a as usize, b as usize)), "({a}, {b})");
    }
    // One pile is a Nim heap: its value is its size.
    assert_eq!(solver.grundy(&[4999, 0]).unwrap(), Some(4999));
    // Beyond, none; the product of the sizes is not allowed to overflow.
    for (a, b) in [(100, 49), (49, 100), (70, 70), (5000, 0), (0, 5000), (u64::MAX, u64::MAX)] {
        assert_eq!(solver.grundy(&[a, b]).unwrap(), None, "({a}, {b})");
    }
}

/// A teacher's game on tuples: a search too large for its bounds has no value (`None`),
/// but a rule that fails is an error, named as the rule's.
#[test]
fn a_search_too_large_has_no_value_but_a_failing_rule_is_an_error() {
    use crate::script::ScriptGame;
    let stairs = "fn moves(p) { if p[0] > 9 { throw \"stop\"; } let o = []; for i in 1..p.len() { \
                  for k in 1..=p[i] { let q = p; q[i] -= k; q[i-1] += k; o.push(q); } } o }";
    let game = |budget| {
        let script = ScriptGame::compile("stairs", stairs).unwrap().with_budgets(budget, u64::MAX);
        Game::tuple("stairs", script)
    };
    let stairs = game(u64::MAX);
    let mut solver = Solver::new(&stairs, 0).unwrap();
    // Moving one step down the stairs: the odd steps (from 1) are a Nim sum, 2 ⊕ 1.
    assert_eq!(solver.grundy(&[0, 2, 0, 1]).unwrap(), Some(3));
    let small = game(1_000);
    assert_eq!(Solver::new(&small, 0).unwrap().grundy(&[0, 6, 6, 6]).unwrap(), None);
    let e = Solver::new(&stairs, 0).unwrap().grundy(&[0, 0, 10]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Rule, "{e}");
}

fn kayles(misere: bool) -> Game {
    Game::heaps("kayles", HeapRule::octal(crate::rules::Octal::parse("0.77").unwrap()), misere)
}

/// A search lists no more winning moves than asked for, and counts them all.
#[test]
fn the_search_lists_what_is_asked_and_counts_all() {
    let game = kayles(true);
    let mut solver = Solver::new(&game, 12).unwrap();
    let (p, all) = (0..12)
        .flat_map(|a| (0..=a).map(move |b| vec![a, b]))
        .find_map(|p| {
            let all = solver.winning_moves(&p, usize::MAX).unwrap();
            (all.1.len() >= 3).then_some((p, all))
        })
        .unwrap();
    for list in [0, 1, 2] {
        let (count, listed) = solver.winning_moves(&p, list).unwrap();
        let to = |moves: &[GameMove]| moves.iter().map(|m| m.position.clone()).collect::<Vec<_>>();
        assert_eq!((count, to(&listed)), (all.0, to(&all.1[..list])), "{p:?}, listing {list}");
    }
}

/// The options one position's winning moves look at are counted once for the moves listed
/// (the listing term of a periodic octal game: `list` periods), however many heaps share
/// them. Exactly past MAX_LISTED_OPTIONS the moves are not counted: each heap's first winning
/// move is listed, with no count; with nothing left to look at, the listing is refused.
#[test]
fn a_position_charges_its_listing_once() {
    let game = kayles(false);
    for p in [vec![1000], vec![1000, 1001, 1003]] {
        let mut solver = Solver::new(&game, 0).unwrap();
        let values = solver.values().unwrap().clone();
        let period = values.period().unwrap().period;
        assert!(solver.wins(&p).unwrap(), "{p:?}");
        let cost = p.iter().map(|&h| options::listing_cost(&values, h, 0)).sum::<u64>() + 7 * period;
        solver.listed_options = MAX_LISTED_OPTIONS - cost;
        let (count, listed) = solver.winning_moves(&p, 7).unwrap();
        assert!(count.is_some() && listed.len() == 7, "{p:?}: counted within the bound");
        solver.listed_options = MAX_LISTED_OPTIONS - cost + 1;
        let (count, some) = solver.winning_moves(&p, 7).unwrap();
        assert!(count.is_none() && !some.is_empty() && some.len() <= p.len(), "{p:?}: {count:?}, {}", some.len());
        let all = Solver::new(&game, 0).unwrap().winning_moves(&p, usize::MAX).unwrap().1;
        for m in &some {
            assert!(all.iter().any(|w| w.position == m.position), "{p:?}: {m:?} is not a winning move");
        }
        solver.listed_options = MAX_LISTED_OPTIONS;
        let e = solver.winning_moves(&p, 7).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::TooLarge { limit: MAX_LISTED_OPTIONS }, "{p:?}");
    }
}

/// The play-out's rule names the way the loser chooses: Nim's family by its own rule (one
/// heap with a cap: Bash's), Wythoff's by its piles, every other game by the general one.
#[test]
fn each_shape_names_its_playout_rule() {
    let take = |k| Game::heaps("nim", HeapRule::take(k), false);
    let set = HeapRule::subtraction(crate::rules::finite_set(vec![1, 2, 3]).unwrap());
    let wythoff = |misere| Game::wythoff(misere);
    let stairs = crate::script::ScriptGame::compile("stairs", "fn moves(p) { [] }").unwrap();
    let cases = [
        (take(None), vec![3, 4, 5], "nim"),
        (take(None), vec![9], "nim"),
        (take(Some(3)), vec![9], "bash"),
        (take(Some(3)), vec![9, 2], "nim"),
        (Game::heaps("subtraction", set.clone(), false), vec![9], "bash"),
        (Game::heaps("subtraction", set, true), vec![9, 2], "nim"),
        (kayles(false), vec![9], "game"),
        (wythoff(false), vec![3, 5], "wythoff"),
        (wythoff(true), vec![3, 5], "wythoff"),
        (Game::tuple("stairs", stairs), vec![1, 2], "game"),
    ];
    for (game, start, rule) in cases {
        assert_eq!(Solver::new(&game, 0).unwrap().playout_rule(&start), rule, "{} {start:?}", game.name);
    }
}

/// Wythoff's loser moves by its piles' own rule, also where the piles are far too large to
/// list their moves: a legal move, by the game's definition.
#[test]
fn wythoffs_loser_moves_on_huge_piles() {
    for misere in [false, true] {
        let game = Game::wythoff(misere);
        let mut solver = Solver::new(&game, 0).unwrap();
        for (a, b) in [(1u64 << 50, (1 << 50) + 12_345), (u64::MAX, u64::MAX - 1), (3, 5)] {
            let m = solver.losing_move(&[a, b]).unwrap().unwrap();
            let [x, y] = m.position[..] else { panic!("{:?}", m.position) };
            let legal = (x < a && y == b) || (x == a && y < b) || (x < a && a - x == b - y);
            assert!(legal, "({a}, {b}) to ({x}, {y})");
            assert_eq!(m.take, Some(if x < a { a - x } else { b - y }));
        }
    }
}

/// The loser of a heap game never leaves a position the winner ends in one move when one of
/// its moves avoids that, and it varies what it takes from a single heap. "Ends in one move"
/// is worked out here from the options alone.
#[test]
fn the_loser_avoids_a_finish_and_varies() {
    let rule = HeapRule::subtraction(crate::rules::finite_set(vec![1, 3, 4]).unwrap());
    for game in [kayles(false), Game::heaps("subtraction", rule, false)] {
        let rule = game.heap_rule().unwrap();
        let after = |p: &[u64], i: usize, o: &[u64]| -> Vec<u64> {
            let mut q: Vec<u64> = p.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &h)| h).collect();
            q.extend(o);
            q
        };
        let ended = |q: &[u64]| q.iter().all(|&h| rule.options(h).unwrap().is_empty());
        let finishes = |q: &[u64]| {
            ended(q)
                || q.iter().enumerate().any(|(i, &h)| rule.options(h).unwrap().iter().any(|o| ended(&after(q, i, o))))
        };
        let mut solver = Solver::new(&game, 40).unwrap();
        let mut takes = std::collections::BTreeSet::new();
        let mut avoided = 0;
        for a in 1..=12u64 {
            for b in 0..=a {
                let p: Vec<u64> = [a, b].into_iter().filter(|&h| h > 0).collect();
                let Some(m) = solver.losing_move(&p).unwrap() else { continue };
                let i = m.heap.unwrap() - 1;
                let avoidable = p
                    .iter()
                    .enumerate()
                    .any(|(i, &h)| rule.options(h).unwrap().iter().any(|o| !finishes(&after(&p, i, o))));
                if avoidable {
                    assert!(!finishes(&after(&p, i, &m.to)), "{}: {p:?} to {:?}", game.name, m.position);
                    avoided += 1;
                }
                if b == 0 {
                    takes.insert(m.take);
                }
            }
        }
        assert!(avoided > 20 && takes.len() > 1, "{}: {avoided} avoided, takes {takes:?}", game.name);
    }
}

/// The loser of a game on tuples also avoids leaving a position the winner ends in one move,
/// where it has at most TUPLE_TRIES moves to try; worked out from the game's moves alone.
#[test]
fn the_loser_of_a_tuple_game_avoids_a_finish() {
    let stairs = "fn moves(p) { let o = []; for i in 1..p.len() { for k in 1..=p[i] { let q = p; \
                  q[i] -= k; q[i-1] += k; o.push(q); } } o }";
    let game = Game::tuple("stairs", crate::script::ScriptGame::compile("stairs", stairs).unwrap());
    let script = game.script().unwrap();
    let moves = |p: &[u64]| script.tuple_moves(p).unwrap();
    let finishes = |q: &[u64]| moves(q).is_empty() || moves(q).iter().any(|r| moves(r).is_empty());
    let mut solver = Solver::new(&game, 0).unwrap();
    let (mut avoided, mut chosen) = (0, std::collections::BTreeSet::new());
    for p in (0..4u64).flat_map(|a| (0..4).flat_map(move |b| (0..4).map(move |c| vec![0, a, b, c]))) {
        let all = moves(&p);
        let Some(m) = solver.losing_move(&p).unwrap() else { continue };
        assert!(all.len() <= TUPLE_TRIES && all.contains(&m.position), "{p:?} to {:?}", m.position);
        if all.iter().any(|q| !finishes(q)) {
            assert!(!finishes(&m.position), "{p:?} to {:?}", m.position);
            avoided += 1;
            chosen.insert(all.iter().position(|q| *q == m.position));
        }
    }
    assert!(avoided > 20 && chosen.len() > 2, "{avoided} avoided, chose {chosen:?}");
}

/// The positions a misère search visits, which a page reports: none before it runs; after the
/// winning moves of a position, at least the position and each of its options, and at most
/// every position reachable from it (heaps in any order being one position).
#[test]
fn a_search_reports_the_positions_it_visited() {
    let game = kayles(true);
    let rule = game.heap_rule().unwrap();
    let start = vec![4u64, 3];
    let mut reachable = std::collections::BTreeSet::new();
    let mut todo = vec![start.clone()];
    while let Some(mut p) = todo.pop() {
        p.retain(|&h| h > 0);
        p.sort_unstable();
        if reachable.insert(p.clone()) {
            for (i, &h) in p.iter().enumerate() {
                for o in rule.options(h).unwrap() {
                    let mut q = p.clone();
                    q.remove(i);
                    q.extend(o);
                    todo.push(q);
                }
            }
        }
    }
    let mut solver = Solver::new(&game, 4).unwrap();
    assert_eq!(solver.searched(), 0);
    let (count, _) = solver.winning_moves(&start, usize::MAX).unwrap();
    let options: std::collections::BTreeSet<Vec<u64>> = steps(&game, &start)
        .unwrap()
        .into_iter()
        .map(|s| {
            let mut q: Vec<u64> = s.after.into_iter().filter(|&h| h > 0).collect();
            q.sort_unstable();
            q
        })
        .collect();
    let searched = solver.searched();
    assert!(count.unwrap() > 0 && options.len() > 3, "{count:?} {options:?}");
    assert!(searched > options.len() && searched <= reachable.len(), "{searched} of {}", reachable.len());
}

/// A heap game is finished in one move when one heap alone can move and a move of it leaves
/// only heaps that cannot, also when that move comes late in a large heap's options (Lasker's
/// Nim takes a heap whole as its last take).
#[test]
fn a_large_lasker_heap_alone_finishes() {
    let lasker = HeapRule::lasker();
    assert!(heap_game_finishes(&lasker, &[300]).unwrap());
    assert!(heap_game_finishes(&lasker, &[0, 300, 0]).unwrap());
    assert!(heap_game_finishes(&lasker, &[1 << 40]).unwrap());
    assert!(!heap_game_finishes(&lasker, &[300, 2]).unwrap());
    assert!(heap_game_finishes(&lasker, &[]).unwrap());
    // Dawson's Kayles: a heap of 1 cannot move; from 3, taking two from an end leaves 1.
    let dawson = HeapRule::octal(crate::rules::Octal::parse("0.07").unwrap());
    assert!(heap_game_finishes(&dawson, &[1, 3, 1]).unwrap());
    assert!(!heap_game_finishes(&dawson, &[1, 3, 3]).unwrap());
}

/// Up to MAX_LISTED_HEAP, a lone heap's first options are looked at for one that leaves only
/// heaps that cannot move: here an even heap moves to the odd heap below it, which cannot.
#[test]
fn a_lone_heap_up_to_the_bound_is_looked_at() {
    let script = "fn options(n) { if n % 2 == 0 && n > 0 { [n - 1] } else { [] } }";
    let rule = HeapRule::script(std::sync::Arc::new(crate::script::ScriptGame::compile("evens", script).unwrap()));
    assert!(heap_game_finishes(&rule, &[MAX_LISTED_HEAP, 7]).unwrap());
    assert!(heap_game_finishes(&rule, &[2, 3]).unwrap());
    assert!(!heap_game_finishes(&rule, &[2, 4]).unwrap());
}

/// The check looks at a lone heap's first 4 · 64 options and no more, so that a loser's move
/// costs a bounded number of options: a finish listed later, other than clearing the heap, is
/// not seen. Here a heap of 1 cannot move and every larger heap lists its move to 1 last.
#[test]
fn the_check_of_a_finish_is_bounded() {
    let script = "fn options(n) { let o = []; for m in 2..n { o.push(n + 1 - m); } if n > 1 { o.push(1); } o }";
    let rule = HeapRule::script(std::sync::Arc::new(crate::script::ScriptGame::compile("ones", script).unwrap()));
    // A heap of n has n - 1 options, the move to 1 last.
    let bound = 4 * CANDIDATES_PER_HEAP as u64;
    assert_eq!(rule.options(bound + 1).unwrap().len() as u64, bound);
    assert_eq!(rule.options(bound + 1).unwrap().last(), Some(&vec![1]));
    assert!(heap_game_finishes(&rule, &[bound + 1, 1]).unwrap());
    assert!(!heap_game_finishes(&rule, &[bound + 2, 1]).unwrap());
}

/// The check stops at the first finish it finds: a later option is not asked about (here
/// asking whether a heap of 999 can move is an error of the rule).
#[test]
fn the_check_of_a_finish_stops_at_the_first() {
    let script = "fn options(n) { if n == 999 { throw \"not asked\"; } if n == 1000 { [1, 999] } else { [] } }";
    let rule = HeapRule::script(std::sync::Arc::new(crate::script::ScriptGame::compile("stop", script).unwrap()));
    assert!(heap_game_finishes(&rule, &[1000]).unwrap());
    assert!(heap_game_finishes(&rule, &[999]).is_err());
}

/// A game on tuples is finished in one move when it has no move, or one of its moves leaves
/// none; the check looks at positions with at most 200 moves (here [n] moves to any smaller
/// [m], so [200] has 200 moves, one of them to [0]).
#[test]
fn the_check_of_a_tuple_finish_is_bounded() {
    let script = "fn moves(p) { let o = []; for k in 1..=p[0] { o.push([p[0] - k]); } o }";
    let game = Game::tuple("down", crate::script::ScriptGame::compile("down", script).unwrap());
    assert!(tuple_game_finishes(&game, &[0]).unwrap());
    assert!(tuple_game_finishes(&game, &[200]).unwrap());
    assert!(!tuple_game_finishes(&game, &[201]).unwrap());
}
