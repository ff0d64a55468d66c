//! Engine tests against the brute-force solver: every closed form in `crates/engine/src` (Bouton's
//! nim-sum, misère Nim, Nim with at most K per move, the Bash game, Wythoff's pairs, subtraction
//! games, Sprague–Grundy sums, Theorem 1, PE 301, XOR of a range) is compared with
//! `games::search::Solver` or a plain loop on every small position, and `proptest` compares
//! them on random larger positions. A failure names the position, the expected and the actual
//! answer.

use nimbook::directive::{self, Example};
use nimbook::games::analysis::{self, GameExample};
use nimbook::games::catalogue::{Game as ModelGame, Shape};
use nimbook::games::nim::{self, Move, NimRules};
use nimbook::games::rules::{HeapRule, finite_set};
use nimbook::games::search::{BruteForce, Moves, NimGame, SubtractionGame, WythoffGame};
use nimbook::games::values::HeapValues;
use nimbook::games::{Player, euler301, wythoff, xor};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use std::cell::RefCell;

/// A proptest configuration of `cases` cases from a fixed seed (see `util::proptest_config`).
fn config(cases: u32) -> Config {
    crate::util::proptest_config(cases)
}

/// Every position of 1 to `max_heaps` heaps, each of 0 to `max_size` counters.
fn positions(max_heaps: usize, max_size: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut layer: Vec<Vec<u64>> = vec![Vec::new()];
    for _ in 0..max_heaps {
        layer = layer
            .iter()
            .flat_map(|p| {
                (0..=max_size).map(move |x| {
                    let mut q = p.clone();
                    q.push(x);
                    q
                })
            })
            .collect();
        all.extend(layer.iter().cloned());
    }
    all
}

/// The rule sets checked: normal and misère play, each without a limit and with K = 1..=4.
fn all_rules() -> Vec<NimRules> {
    let limits = [None, Some(1), Some(2), Some(3), Some(4)];
    [false, true].iter().flat_map(|&misere| limits.iter().map(move |&max_take| NimRules { misere, max_take })).collect()
}

/// The solver's winning moves from `heaps`, as engine moves ordered by heap.
fn searched_moves(solver: &mut BruteForce<NimGame>, heaps: &[u64], misere: bool) -> Vec<Move> {
    let mut moves: Vec<Move> = solver
        .winning_moves(&heaps.to_vec(), misere)
        .into_iter()
        .map(|after| {
            let i = (0..heaps.len()).find(|&i| after[i] != heaps[i]).expect("a move changes a heap");
            Move { heap: i + 1, take: heaps[i] - after[i], leaves: after[i] }
        })
        .collect();
    moves.sort_by_key(|m| (m.heap, m.take));
    moves
}

/// Compares answers about one position (who wins, and every winning move) with the solver's.
fn compare_nim(
    solver: &mut BruteForce<NimGame>,
    heaps: &[u64],
    rules: NimRules,
    wins: bool,
    moves: &[Move],
) -> Result<(), String> {
    assert_eq!(solver.game().max_take, rules.max_take, "the solver must play the same variant");
    let expected = solver.first_player_wins(&heaps.to_vec(), rules.misere);
    if wins != expected {
        return Err(format!("{heaps:?} with {rules:?}: first_player_wins expected {expected}, got {wins}"));
    }
    let expected = searched_moves(solver, heaps, rules.misere);
    if moves != expected {
        return Err(format!("{heaps:?} with {rules:?}: winning_moves expected {expected:?}, got {moves:?}"));
    }
    Ok(())
}

/// Compares the Nim closed forms with the solver on one position.
fn check_nim(solver: &mut BruteForce<NimGame>, heaps: &[u64], rules: NimRules) -> Result<(), String> {
    compare_nim(solver, heaps, rules, nim::first_player_wins(heaps, rules), &nim::winning_moves(heaps, rules))
}

#[test]
fn nim_variants_match_the_solver_on_every_small_position() {
    let all = positions(3, 7);
    assert_eq!(all.len(), 8 + 64 + 512);
    let mut failures = Vec::new();
    let mut checked = 0;
    for rules in all_rules() {
        let mut solver = BruteForce::new(NimGame { max_take: rules.max_take });
        for heaps in &all {
            checked += 1;
            if let Err(e) = check_nim(&mut solver, heaps, rules) {
                failures.push(e);
            }
        }
    }
    assert_eq!(checked, 10 * 584);
    assert!(
        failures.is_empty(),
        "{} disagreements, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
}

#[test]
fn nim_variants_match_the_solver_on_random_positions() {
    let strategy = prop::collection::vec(0u64..=12, 2..=4);
    for rules in all_rules() {
        let solver = RefCell::new(BruteForce::new(NimGame { max_take: rules.max_take }));
        let mut runner = TestRunner::new(config(128));
        let result = runner
            .run(&strategy, |heaps| check_nim(&mut solver.borrow_mut(), &heaps, rules).map_err(TestCaseError::fail));
        if let Err(e) = result {
            panic!("{rules:?}: {e}");
        }
    }
}

#[test]
fn a_wrong_formula_would_be_caught() {
    // Normal-play answers are wrong for misère play: the comparison must say so.
    let mut solver = BruteForce::new(NimGame::default());
    let misere = NimRules { misere: true, max_take: None };
    let normal = NimRules::default();
    for heaps in [[1u64, 1], [1, 0]] {
        assert!(check_nim(&mut solver, &heaps, misere).is_ok());
        let wrong = compare_nim(
            &mut solver,
            &heaps,
            misere,
            nim::first_player_wins(&heaps, normal),
            &nim::winning_moves(&heaps, normal),
        );
        assert!(wrong.is_err(), "{heaps:?}");
    }
    // A missing move is caught too.
    let mut moves = nim::winning_moves(&[8, 12, 13], normal);
    moves.pop();
    assert!(compare_nim(&mut solver, &[8, 12, 13], normal, true, &moves).unwrap_err().contains("winning_moves"));
}

/// The worked example of `words`, by the one model.
fn example_of(words: &str) -> GameExample {
    match directive::example_from_text(words) {
        Ok(Example::Game(ex)) => ex,
        other => panic!("{words}: {other:?}"),
    }
}

#[test]
fn bash_matches_the_subtraction_game_1_to_m() {
    for m in 1..=6u64 {
        let mut solver = BruteForce::new(SubtractionGame { set: (1..=m).collect() });
        for misere in [false, true] {
            let convention = if misere { " --misere" } else { "" };
            for n in 0..=40u64 {
                let ex = example_of(&format!("bash {n} {m}{convention}"));
                let expected = solver.first_player_wins(&n, misere);
                assert_eq!(ex.first_player_wins, expected, "bash n = {n}, m = {m}, misère {misere}");
                let mut expected: Vec<u64> = solver.winning_moves(&n, misere);
                expected.sort_unstable();
                let got: Vec<u64> = ex.winning_moves.iter().map(|mv| mv.leaves.unwrap()).collect();
                assert_eq!(got, expected, "bash winning moves, n = {n}, m = {m}, misère {misere}");
                for mv in &ex.winning_moves {
                    assert_eq!(mv.take.unwrap() + mv.leaves.unwrap(), n);
                    assert!((1..=m).contains(&mv.take.unwrap()));
                }
            }
        }
    }
}

#[test]
fn one_game_under_three_names_gives_one_answer() {
    // `bash N M`, `nim N --max-take M` and `subtraction N --set 1,…,M` are one game: the same
    // verdict, winning moves, play-out and (for the first two) the same facts.
    let answer = |ex: &GameExample| {
        let moves: Vec<Vec<u64>> = ex.winning_moves.iter().map(|m| m.position.clone()).collect();
        let plies: Vec<(Vec<u64>, bool)> = ex.playout.rows.iter().map(|r| (r.after.clone(), r.winning)).collect();
        (ex.first_player_wins, ex.winning_move_count, moves, plies, ex.playout.winner, ex.p_positions.clone())
    };
    for m in 1..=5u64 {
        let set: Vec<String> = (1..=m).map(|k| k.to_string()).collect();
        for n in [0u64, 1, 7, 22, 23, 40] {
            for convention in ["", " --misere"] {
                let bash = example_of(&format!("bash {n} {m}{convention}"));
                let nim = example_of(&format!("nim {n} --max-take {m}{convention}"));
                let sub = example_of(&format!("subtraction {n} --set {}{convention}", set.join(",")));
                assert_eq!(answer(&bash), answer(&nim), "bash {n} {m}{convention}");
                assert_eq!(answer(&bash), answer(&sub), "bash {n} {m}{convention} as a subtraction game");
                let facts = |ex: &GameExample| serde_json::to_value((&ex.nim, &ex.bash, ex.family)).unwrap();
                assert_eq!(facts(&bash), facts(&nim), "bash {n} {m}{convention}");
                assert_eq!(bash.playout.rule, "bash");
            }
        }
    }
}

#[test]
fn a_change_of_convention_keeps_every_key() {
    // A lesson that reads `{{ main.piles }}` or `{{ main.binary }}` keeps working when the
    // teacher adds --misere.
    for (normal, misere) in [
        ("wythoff 4 7", "wythoff 4 7 --misere"),
        ("nim 3 4 5", "nim 3 4 5 --misere"),
        ("bash 22 2", "bash 22 2 --misere"),
        ("kayles 5 7", "kayles 5 7 --misere"),
    ] {
        let keys = |words: &str| {
            let value = serde_json::to_value(example_of(words)).unwrap();
            value.as_object().unwrap().keys().cloned().collect::<Vec<_>>()
        };
        assert_eq!(keys(normal), keys(misere), "{normal}");
    }
    let ex = serde_json::to_value(example_of("wythoff 4 7 --misere")).unwrap();
    for key in ["piles", "pairs", "difference"] {
        assert!(ex.get(key).is_some(), "wythoff --misere lacks {key}");
    }
}

/// The solver's winning moves in Wythoff's game, sorted.
fn wythoff_searched(solver: &mut BruteForce<WythoffGame>, a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut moves = solver.winning_moves(&(a, b), false);
    moves.sort_unstable();
    moves
}

#[test]
fn wythoff_matches_the_solver_up_to_30() {
    let mut solver = BruteForce::new(WythoffGame);
    let mut p_positions = Vec::new();
    for a in 0..=30u64 {
        for b in 0..=30u64 {
            let expected = solver.first_player_wins(&(a, b), false);
            assert_eq!(wythoff::first_player_wins(a, b), expected, "({a}, {b})");
            assert_eq!(wythoff::is_p_position(a, b), !expected, "({a}, {b})");
            if !expected {
                p_positions.push((a, b));
            }
            let mut got: Vec<(u64, u64)> =
                wythoff::winning_moves(a, b).iter().map(|mv| (mv.leaves[0], mv.leaves[1])).collect();
            got.sort_unstable();
            assert_eq!(got, wythoff_searched(&mut solver, a, b), "winning moves from ({a}, {b})");
            for mv in wythoff::winning_moves(a, b) {
                assert_eq!(wythoff::check_move(a, b, mv.from, mv.take), Ok(mv), "({a}, {b}): {mv:?}");
            }
        }
    }
    // The P-positions are exactly the pairs (a_k, b_k) and their mirror images.
    let mut pairs = Vec::new();
    for k in 0.. {
        let (a, b) = wythoff::pair(k).unwrap();
        if b > 30 {
            break;
        }
        pairs.push((a, b));
        if a != b {
            pairs.push((b, a));
        }
    }
    pairs.sort_unstable();
    assert_eq!(p_positions, pairs);
    assert_eq!(pairs.len(), 1 + 2 * 11);
}

#[test]
fn wythoff_pairs_are_the_oeis_sequences() {
    const A000201: [u64; 20] = [1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32];
    const A001950: [u64; 20] = [2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52];
    let a: Vec<u64> = (1..=20).map(|k| wythoff::pair(k).unwrap().0).collect();
    let b: Vec<u64> = (1..=20).map(|k| wythoff::pair(k).unwrap().1).collect();
    assert_eq!(a, A000201);
    assert_eq!(b, A001950);
}

proptest! {
    #![proptest_config(config(200))]

    #[test]
    fn wythoff_moves_at_random_large_positions_are_legal_and_reach_p_positions(a in any::<u64>(), b in any::<u64>()) {
        let moves = wythoff::winning_moves(a, b);
        prop_assert_eq!(moves.is_empty(), wythoff::is_p_position(a, b));
        for mv in moves {
            prop_assert_eq!(wythoff::check_move(a, b, mv.from, mv.take), Ok(mv));
            prop_assert!(wythoff::is_p_position(mv.leaves[0], mv.leaves[1]), "{:?} from ({}, {})", mv, a, b);
        }
    }

    #[test]
    fn wythoff_p_positions_by_partner(n in 1u64..=u64::MAX / 3) {
        let p = wythoff::partner(n);
        let partner = u64::try_from(p).unwrap();
        prop_assert!(wythoff::is_p_position(n, partner));
        prop_assert_ne!(partner, n);
    }
}

proptest! {
    #![proptest_config(config(64))]

    #[test]
    fn subtraction_grundy_values_match_the_solver_for_random_sets(
        set in prop::collection::btree_set(1u64..=10, 1..=4),
        n in 0u64..=60,
    ) {
        let set: Vec<u64> = set.into_iter().collect();
        let mut solver = BruteForce::new(SubtractionGame { set: set.clone() });
        let expected: Vec<u64> = (0..=n).map(|h| solver.grundy(&h)).collect();
        let values = HeapValues::new(&HeapRule::subtraction(finite_set(set.clone()).unwrap()), n).unwrap();
        prop_assert_eq!(values.sequence(n).unwrap(), expected);
    }
}

#[test]
fn a_bounded_heap_has_grundy_value_x_mod_k_plus_1() {
    for k in 1..=6u64 {
        let mut solver = BruteForce::new(NimGame { max_take: Some(k) });
        let rules = NimRules { misere: false, max_take: Some(k) };
        for x in 0..=40u64 {
            let g = solver.grundy(&vec![x]);
            assert_eq!(g, x % (k + 1), "heap {x}, K = {k}");
            assert_eq!(nim::heap_value(x, rules), g, "heap {x}, K = {k}");
        }
    }
}

#[test]
fn sprague_grundy_sums_are_the_xor_of_the_heap_values() {
    let all = positions(3, 7);
    for max_take in [None, Some(1), Some(2), Some(3), Some(4)] {
        let rules = NimRules { misere: false, max_take };
        let mut solver = BruteForce::new(NimGame { max_take });
        for heaps in &all {
            let values: Vec<u64> = heaps.iter().map(|&x| nim::heap_value(x, rules)).collect();
            assert_eq!(solver.grundy(heaps), xor::nim_sum(&values), "{heaps:?}, K = {max_take:?}");
        }
    }
}

/// Checks Theorem 1's construction on one position.
fn check_theorem1(heaps: &[u64]) -> Result<(), String> {
    let t = xor::nim_sum(heaps);
    let Some(t1) = nim::theorem1(heaps) else {
        return if t == 0 { Ok(()) } else { Err(format!("{heaps:?}: nim-sum {t} but no construction")) };
    };
    if t == 0 {
        return Err(format!("{heaps:?}: a construction from nim-sum 0"));
    }
    let mv = t1.chosen;
    let legal = nim::check_move(heaps, NimRules::default(), mv.heap, mv.take).map_err(|e| {
        format!("{heaps:?}: the construction's move {mv:?} is illegal: {}", nimbook::views::facts::english(&e))
    })?;
    let mut after = heaps.to_vec();
    after[legal.heap - 1] = legal.leaves;
    if after != t1.after || xor::nim_sum(&after) != 0 || t1.after_sum != 0 {
        return Err(format!("{heaps:?}: {mv:?} leaves {after:?} (nim-sum {}), not nim-sum 0", xor::nim_sum(&after)));
    }
    if !nim::winning_moves(heaps, NimRules::default()).contains(&mv) {
        return Err(format!("{heaps:?}: {mv:?} is not among the winning moves"));
    }
    Ok(())
}

#[test]
fn theorem1_always_gives_a_legal_move_to_nim_sum_0() {
    let mut constructions = 0;
    for heaps in positions(3, 15) {
        check_theorem1(&heaps).unwrap();
        constructions += usize::from(xor::nim_sum(&heaps) != 0);
    }
    assert!(constructions > 4000);
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn theorem1_on_random_huge_heaps(heaps in prop::collection::vec(any::<u64>(), 1..=6)) {
        check_theorem1(&heaps).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn euler301_closed_form_matches_brute_force() {
    for bits in 0..=20 {
        assert_eq!(euler301::count(bits).unwrap(), euler301::count_brute_force(bits).unwrap(), "bits = {bits}");
    }
    assert_eq!(euler301::count(30).unwrap(), 2_178_309);
}

#[test]
fn xor_range_matches_a_loop() {
    for a in 0..70u64 {
        for b in a..70 {
            assert_eq!(xor::xor_range(a, b), Some((a..=b).fold(0, |acc, n| acc ^ n)), "{a}..={b}");
        }
    }
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn xor_range_matches_a_loop_anywhere(a in any::<u64>(), span in 0u64..300) {
        let b = a.saturating_add(span);
        prop_assert_eq!(xor::xor_range(a, b), Some((a..=b).fold(0, |acc, n| acc ^ n)));
        if a > 0 {
            prop_assert_eq!(xor::xor_range(a, a - 1), None);
        }
    }
}

/// Checks a Nim play-out against the solver: the winner's every move wins, the loser never
/// had a winning move, the game ends with every heap empty and the right player took the last.
fn check_playout(solver: &mut BruteForce<NimGame>, heaps: &[u64], rules: NimRules) -> Result<(), String> {
    let game = ModelGame::heaps("nim", HeapRule::take(rules.max_take), rules.misere);
    let p = analysis::example(&game, heaps).map_err(|e| nimbook::views::facts::english(&e))?.playout;
    let first_wins = solver.first_player_wins(&heaps.to_vec(), rules.misere);
    let winner = if first_wins { Player::First } else { Player::Second };
    if p.winner != winner || p.truncated {
        return Err(format!(
            "{heaps:?} {rules:?}: winner {:?} (truncated {}), expected {winner:?}",
            p.winner, p.truncated
        ));
    }
    let mut current = heaps.to_vec();
    for row in &p.rows {
        let fail = |what: &str| Err(format!("{heaps:?} {rules:?}, ply {}: {what}", row.ply));
        if row.before != current {
            return fail("the play-out skips a position");
        }
        let (Some(heap), Some(take)) = (row.mv.heap, row.mv.take) else { return fail("a move without its heap") };
        let legal = heap >= 1
            && heap <= current.len()
            && take >= 1
            && take <= current[heap - 1]
            && rules.max_take.is_none_or(|k| take <= k);
        if !legal {
            return fail("illegal move");
        }
        current[heap - 1] -= take;
        if row.after != current {
            return fail("the position after the move is wrong");
        }
        let mover_could_win = solver.first_player_wins(&row.before, rules.misere);
        if row.mover == winner {
            if !mover_could_win || !row.winning || solver.first_player_wins(&current, rules.misere) {
                return fail("the winner's move is not a winning move");
            }
        } else if mover_could_win || row.winning {
            return fail("the loser had a winning move");
        }
    }
    if current.iter().any(|&x| x > 0) {
        return Err(format!("{heaps:?} {rules:?}: the play-out ends at {current:?}"));
    }
    if let Some(last) = p.rows.last() {
        let took_last_wins = !rules.misere;
        if (last.mover == winner) != took_last_wins {
            return Err(format!("{heaps:?} {rules:?}: the {:?} player took the last counter", last.mover));
        }
    }
    Ok(())
}

#[test]
fn nim_playouts_on_random_positions() {
    let strategy = prop::collection::vec(0u64..=12, 2..=4);
    for rules in all_rules() {
        let solver = RefCell::new(BruteForce::new(NimGame { max_take: rules.max_take }));
        let mut runner = TestRunner::new(config(48));
        let result = runner.run(&strategy, |heaps| {
            check_playout(&mut solver.borrow_mut(), &heaps, rules).map_err(TestCaseError::fail)
        });
        if let Err(e) = result {
            panic!("{rules:?}: {e}");
        }
    }
}

#[test]
fn bash_and_wythoff_playouts() {
    for m in 1..=4u64 {
        let mut solver = BruteForce::new(SubtractionGame { set: (1..=m).collect() });
        for misere in [false, true] {
            for n in 0..=30u64 {
                let ex = example_of(&format!("bash {n} {m}{}", if misere { " --misere" } else { "" }));
                let mut heap = n;
                for ply in &ex.playout.rows {
                    let (take, leaves) = (ply.mv.take.unwrap(), ply.mv.leaves.unwrap());
                    assert_eq!(ply.before, [heap], "bash {n} {m}");
                    assert_eq!(take + leaves, heap);
                    assert!((1..=m).contains(&take), "bash {n} {m}: {ply:?}");
                    // The winner always moves to a lost position; the loser never can.
                    let after_wins = solver.first_player_wins(&leaves, misere);
                    assert_eq!(ply.mover == ex.winner, !after_wins, "bash {n} {m} {misere}: {ply:?}");
                    assert_eq!(ply.winning, ply.mover == ex.winner, "bash {n} {m} {misere}: {ply:?}");
                    heap = leaves;
                }
                assert_eq!(heap, 0, "bash {n} {m} {misere}");
                if let Some(last) = ex.playout.rows.last() {
                    assert_eq!(last.mover == ex.winner, !misere, "bash {n} {m} {misere}: who took the last");
                }
            }
        }
    }
    let mut solver = BruteForce::new(WythoffGame);
    let game = ModelGame {
        name: "wythoff".into(),
        shape: Shape::Whole(nimbook::games::rules::WholeRule::wythoff()),
        misere: false,
    };
    for a in 0..=20u64 {
        for b in 0..=20u64 {
            let ex = analysis::example(&game, &[a, b]).unwrap();
            assert_eq!(ex.first_player_wins, solver.first_player_wins(&(a, b), false));
            let mut piles = vec![a, b];
            for ply in &ex.playout.rows {
                assert_eq!(ply.before, piles);
                let (x, y) = (ply.after[0], ply.after[1]);
                let take = ply.mv.take.unwrap();
                let legal = match ply.mv.pile.unwrap() {
                    wythoff::Pile::First => piles[0] - x == take && y == piles[1],
                    wythoff::Pile::Second => piles[1] - y == take && x == piles[0],
                    wythoff::Pile::Both => piles[0] - x == take && piles[1] - y == take,
                };
                assert!(legal && take >= 1, "wythoff ({a}, {b}): {ply:?}");
                let after_wins = solver.first_player_wins(&(x, y), false);
                assert_eq!(ply.mover == ex.winner, !after_wins, "wythoff ({a}, {b}): {ply:?}");
                piles = ply.after.clone();
            }
            assert_eq!(piles, [0, 0]);
            if let Some(last) = ex.playout.rows.last() {
                assert_eq!(last.mover, ex.winner, "wythoff ({a}, {b}): the winner takes the last");
            }
        }
    }
}

#[test]
fn the_solver_game_trait_agrees_with_the_rules() {
    // The referee's own move generators, on a few hand-checked positions.
    assert_eq!(NimGame { max_take: Some(2) }.moves(&vec![3]), vec![vec![2], vec![1]]);
    assert_eq!(WythoffGame.moves(&(1, 1)), vec![(0, 1), (1, 0), (0, 0)]);
    assert_eq!(SubtractionGame { set: vec![1, 3] }.moves(&2), vec![1]);
}
