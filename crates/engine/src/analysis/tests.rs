//! Unit tests of the worked example's frame (`analysis`): which positions a game accepts, and
//! the method each convention's answer is found by.

use super::*;
use crate::rules::{HeapRule, Octal};
use crate::script::ScriptGame;
use std::sync::Arc;

fn nim(misere: bool) -> Game {
    Game::heaps("nim", HeapRule::take(None), misere)
}

fn wythoff(misere: bool) -> Game {
    Game::wythoff(misere)
}

fn kayles(misere: bool) -> Game {
    Game::heaps("kayles", HeapRule::octal(Octal::parse("0.77").unwrap()), misere)
}

#[test]
fn a_position_has_one_to_max_components_heaps_and_wythoff_two() {
    assert!(validate(&nim(false), &[]).unwrap_err().to_string().contains("refusal-no-heap"));
    assert!(validate(&nim(false), &[0]).is_ok());
    assert!(validate(&nim(false), &vec![1; MAX_COMPONENTS]).is_ok());
    let e = validate(&nim(false), &vec![1; MAX_COMPONENTS + 1]).unwrap_err().to_string();
    assert!(e.contains("refusal-too-many-heaps(count: 1001"), "{e}");
    assert!(example(&nim(false), &vec![1; MAX_COMPONENTS + 1]).is_err());
    for piles in [&[4][..], &[4, 7, 1]] {
        let e = example(&wythoff(false), piles).unwrap_err().to_string();
        assert!(e.contains("refusal-wythoff-two-piles"), "{piles:?}: {e}");
    }
    assert!(validate(&wythoff(true), &[4, 7]).is_ok());
}

/// The method a worked example names: each heap game's own (closed form, period, table), and
/// a search wherever the convention is misère, except for Nim, whose misère rule is a formula.
#[test]
fn each_convention_names_its_method() {
    let method = |game: &Game, position: &[u64]| {
        let ex = example(game, position).unwrap();
        (ex.method, ex.method_reason.fact)
    };
    assert_eq!(method(&nim(false), &[8, 12, 13]), ("closed form".into(), "game-closed-nim"));
    assert_eq!(method(&nim(true), &[8, 12, 13]).0, "closed form");
    assert_eq!(method(&kayles(false), &[100, 3]).0, "period");
    assert_eq!(method(&kayles(true), &[10, 3]), ("search".into(), "game-method-misere-search"));
    assert_eq!(method(&wythoff(false), &[4, 7]), ("closed form".into(), "game-method-wythoff"));
    assert_eq!(method(&wythoff(true), &[4, 7]), ("search".into(), "game-method-misere-search"));
    let script =
        ScriptGame::compile("steps", "fn moves(p) { if p[0] > 0 { [[p[0] - 1, p[1]]] } else { [] } }").unwrap();
    let tuple = Game::tuple("steps", script);
    assert_eq!(method(&tuple, &[3, 1]), ("search".into(), "game-method-search"));
    let heap_rule = ScriptGame::compile("one", "fn options(n) { if n > 0 { [[n - 1]] } else { [] } }").unwrap();
    let own = Game::heaps("one", HeapRule::script(Arc::new(heap_rule)), false);
    assert_eq!(method(&own, &[5]).0, "table");
}

/// A finite subtraction set and an octal code are facts of the example (the chart and the play
/// widget read them); other games have neither.
#[test]
fn an_example_names_its_set_or_code() {
    let set = crate::rules::finite_set(vec![2, 5]).unwrap();
    let ex = example(&Game::heaps("subtraction", HeapRule::subtraction(set), false), &[12]).unwrap();
    assert_eq!((ex.set, ex.code), (Some(vec![2, 5]), None));
    let ex = example(&kayles(false), &[5, 7]).unwrap();
    assert_eq!((ex.set, ex.code), (None, Some("0.77".to_string())));
    let squares = HeapRule::subtraction(crate::rules::SubtractionSet::Squares);
    let ex = example(&Game::heaps("subtraction", squares, false), &[12]).unwrap();
    assert_eq!((ex.set, ex.code), (None, None));
    let ex = example(&nim(false), &[3]).unwrap();
    assert_eq!((ex.set, ex.code), (None, None));
}

/// The one-heap P-positions: the zeros of the sequence in normal play; in misère play Bouton's
/// losing sizes for Nim's family (1, and 1 mod K + 1 with a limit), and none for a game whose
/// values say nothing of misère play.
#[test]
fn one_heap_p_positions_follow_the_convention() {
    let p = |game: &Game, n: u64| example(game, &[n]).unwrap().p_positions;
    assert_eq!(p(&nim(false), 6), [0]);
    assert_eq!(p(&nim(true), 6), [1]);
    let bash = |misere| Game::heaps("bash", HeapRule::bash(2), misere);
    assert_eq!(p(&bash(false), 9), [0, 3, 6, 9]);
    assert_eq!(p(&bash(true), 9), [1, 4, 7]);
    assert_eq!(p(&kayles(false), 9), [0]);
    assert!(p(&kayles(true), 9).is_empty());
}

/// The one-heap P-positions go up to the largest heap, not as far as the shown sequence (issue
/// 43: a page said "up to 300 there are 38" where there are more), and stop at
/// P_POSITIONS_LISTED, saying so in `p_positions_to`. Checked against a mex of the test's own.
#[test]
fn one_heap_p_positions_reach_the_largest_heap_and_say_where_they_stop() {
    let set = [1u64, 4, 9];
    let game =
        Game::heaps("subtraction", HeapRule::subtraction(crate::rules::SubtractionSet::Finite(set.to_vec())), false);
    let mut values: Vec<u64> = Vec::new();
    for n in 0..=2000u64 {
        let options: Vec<u64> = set.iter().filter(|&&s| s <= n).map(|&s| values[(n - s) as usize]).collect();
        values.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    let zeros = |to: u64| (0..=to).filter(|&n| values[n as usize] == 0).collect::<Vec<u64>>();
    let ex = example(&game, &[300]).unwrap();
    assert_eq!((ex.p_positions.clone(), ex.p_positions_to), (zeros(300), 300));
    assert!(ex.sequence.len() < 301, "the sequence shown stops sooner, and says so by its length");
    let ex = example(&game, &[2000]).unwrap();
    assert_eq!((ex.p_positions.clone(), ex.p_positions_to), (zeros(P_POSITIONS_LISTED), P_POSITIONS_LISTED));
}

/// The sequence of values shown: up to the largest heap (at most SEQUENCE_SHOWN); past that, for
/// a game with a proved period, the pre-period and two periods (at least 40 values).
#[test]
fn the_sequence_shows_the_period_twice_past_its_bound() {
    let shown = |game: &Game, n: u64| example(game, &[n]).unwrap().sequence.len() as u64;
    // Kayles: pre-period 71, period 12.
    assert_eq!(shown(&kayles(false), 30), 31);
    assert_eq!(shown(&kayles(false), SEQUENCE_SHOWN), SEQUENCE_SHOWN + 1);
    assert_eq!(shown(&kayles(false), SEQUENCE_SHOWN + 1), 71 + 2 * 12 + 1);
    assert_eq!(shown(&kayles(false), 1_000_000), 71 + 2 * 12 + 1);
    // A period from the start, of 3: at least 40.
    let set = crate::rules::finite_set(vec![1, 2]).unwrap();
    let small = Game::heaps("subtraction", HeapRule::subtraction(set), false);
    assert_eq!(shown(&small, 1_000_000), 41);
    // Nim's closed form has no period: the bound itself.
    assert_eq!(shown(&nim(false), 1_000_000), SEQUENCE_SHOWN + 1);
    // Each heap is numbered from 1.
    let ex = example(&kayles(false), &[5, 7]).unwrap();
    assert_eq!(ex.components.iter().map(|c| (c.heap, c.size)).collect::<Vec<_>>(), [(1, 5), (2, 7)]);
}

/// The mex worked out beside a small heap: every option with its values and their XOR (a split
/// into two rows of one value leaves 0), and the mex is the heap's value; shown up to
/// MEX_SHOWN_OPTIONS options.
#[test]
fn the_mex_shown_is_the_heaps_value() {
    let ex = example(&kayles(false), &(0..=MEX_SHOWN_HEAP).collect::<Vec<_>>()).unwrap();
    for c in &ex.components {
        let mex = c.mex.as_ref().expect("a small heap of Kayles shows its mex");
        assert_eq!(mex.mex, c.grundy, "heap {}", c.size);
        for o in &mex.options {
            assert_eq!(o.grundy, o.values.iter().fold(0, |a, b| a ^ b), "heap {} to {:?}", c.size, o.to);
        }
    }
    // A row of 5 knocked in the middle leaves two rows of 2, of values 2 and 2: 0 in all.
    let five = ex.components[5].mex.as_ref().unwrap();
    assert!(five.options.iter().any(|o| o.to == [2, 2] && o.values == [2, 2] && o.grundy == 0));
    // Lasker's Nim: a heap of 16 has 16 takes and 8 splits, 24 options; 17 has 25.
    let lasker = Game::heaps("lasker", HeapRule::lasker(), false);
    assert_eq!(
        (HeapRule::lasker().options(16).unwrap().len(), HeapRule::lasker().options(17).unwrap().len()),
        (24, 25)
    );
    let ex = example(&lasker, &[16, 17]).unwrap();
    assert!(ex.components[0].mex.is_some() && ex.components[1].mex.is_none());
}

/// A winning move's reason names the value it leaves: the XOR of the rows it leaves.
#[test]
fn a_split_leaves_the_xor_of_its_rows() {
    let ex = example(&kayles(false), &[5]).unwrap();
    let split = ex.winning_moves.iter().find(|m| m.to == [2, 2]).expect("5 → 2 + 2 wins");
    let reason = split.reason.as_ref().unwrap();
    assert_eq!(reason.fact, "game-reason-grundy-alone");
    match &reason.args["left"] {
        Arg::Fact(left) => {
            assert_eq!(left.fact, "game-reason-left-heaps");
            assert_eq!(left.args["value"], Arg::from(0u64));
        }
        other => panic!("{other:?}"),
    }
    // Beside other heaps, a winning split leaves the XOR of the others, which is not 0.
    let mut splits = 0;
    for position in [[5, 1], [7, 2], [9, 4], [12, 3], [10, 6]] {
        for m in example(&kayles(false), &position).unwrap().winning_moves {
            let reason = m.reason.unwrap();
            let Arg::Fact(left) = &reason.args["left"] else { panic!("{reason:?}") };
            if left.fact == "game-reason-left-heaps" {
                splits += 1;
                assert_eq!(left.args["value"], reason.args["others"], "{position:?} to {:?}", m.to);
                assert_ne!(reason.args["others"], Arg::from(0u64));
                assert_eq!(reason.args["heap"], Arg::from(m.heap.unwrap()));
            }
        }
    }
    assert!(splits > 0);
}

/// Lasker's Nim by its closed form, written here apart from the engine's.
fn lasker_value(n: u64) -> u64 {
    match n % 4 {
        0 if n > 0 => n - 1,
        3 => n + 1,
        _ => n,
    }
}

#[test]
fn past_the_listing_bound_an_example_keeps_its_value_verdict_and_some_moves() {
    let lasker = Game::heaps("lasker", HeapRule::lasker(), false);
    // A P-position whose play-out would look at too many options: the value and the verdict,
    // and a play-out that stops where a move would pass the bound.
    let ex = example(&lasker, &[3_000_000, 3_000_000]).unwrap();
    assert_eq!(ex.grundy, Some(0));
    assert!(!ex.first_player_wins && ex.winning_moves.is_empty());
    assert!(!ex.playout.rows.is_empty());
    // An N-position whose winning moves are too many to count: some of them, each a real
    // winning move (it leaves a nim-sum of 0 by the closed form), and no count.
    let p = [2_092_635_647, 1_021_989_979, 221_430_810, 1_897_856_004];
    let ex = example(&lasker, &p).unwrap();
    let total = p.iter().fold(0, |x, &h| x ^ lasker_value(h));
    assert_eq!(ex.grundy, Some(total));
    assert!(ex.first_player_wins && ex.winning_move_count.is_none());
    assert!(!ex.winning_moves.is_empty());
    for m in &ex.winning_moves {
        let after = m.position.iter().fold(0, |x, &h| x ^ lasker_value(h));
        assert_eq!(after, 0, "{m:?} is not a winning move");
    }
}

/// The Bash game is played on one heap: a position of two is refused, where bounded Nim with
/// the same limit takes any number of heaps.
#[test]
fn the_bash_game_has_one_heap() {
    let bash = Game::heaps("bash", HeapRule::bash(2), false);
    assert!(example(&bash, &[7]).is_ok());
    assert!(example(&bash, &[7, 3]).is_err());
    assert!(example(&Game::heaps("nim", HeapRule::take(Some(2)), false), &[7, 3]).is_ok());
    // One rule is not the other: the Bash game's title is its own.
    assert_ne!(HeapRule::bash(2), HeapRule::take(Some(2)));
}
