//! Unit tests of `positions`: the search against Staircase Nim's theorem, the errors of a rule
//! that fails, the one form a position is remembered in, and the search's bounds, exact.

use super::*;
use crate::limits::MAX_LISTED_HEAP;
use crate::script::ScriptGame;
use std::sync::Arc;

fn tuple_game(source: &str) -> Game {
    let script = ScriptGame::compile("g", source).unwrap_or_else(|e| panic!("{e}"));
    Game { name: "g".into(), shape: Shape::Whole(crate::rules::WholeRule::script(Arc::new(script))), misere: false }
}

const STAIRCASE: &str = "fn moves(p) { let o = []; for i in 0..p.len() { for k in 1..=p[i] { let q = p; \
                         q[i] -= k; if i > 0 { q[i - 1] += k; } o.push(q); } } o }";

/// The Grundy values found by the search (whose positions' moves are asked for on all
/// cores first) against Staircase Nim's theorem, on every staircase of three stairs with at
/// most 4 coins each, one search per position and one shared by all.
#[test]
fn searched_grundy_values_of_a_tuple_game_match_its_theorem() {
    let game = tuple_game(STAIRCASE);
    let mut shared = Search::new(&game);
    for a in 0..=4u64 {
        for b in 0..=4 {
            for c in 0..=4 {
                let p = [a, b, c];
                let theorem = a ^ c;
                assert_eq!(Search::new(&game).grundy(&p).unwrap(), theorem, "{p:?}");
                assert_eq!(shared.grundy(&p).unwrap(), theorem, "{p:?}");
                assert_eq!(Search::new(&game).wins(&p).unwrap(), theorem != 0, "{p:?}");
                assert_eq!(shared.wins(&p).unwrap(), theorem != 0, "{p:?}");
            }
        }
    }
}

/// A game that can return to a position, a rule that fails somewhere in the tree, and a
/// move that changes the tuple's length are errors naming what happened, for Grundy values
/// (whose search asks for every position's moves first) as for who wins, and asking again
/// gives the same error: a failed position is never remembered as one without moves.
#[test]
fn a_cycle_a_failing_rule_and_a_changed_length_are_reported() {
    let cycle = tuple_game("fn moves(p) { if p[0] == 0 { [] } else { [[p[0] % 3 + 1], [0]] } }");
    let fails = tuple_game(
        "fn moves(p) { if p[0] == 2 { throw \"no rule for 2\"; } let o = []; let k = p[0]; while k > 0 { k -= 1; \
         o.push([k]); } o }",
    );
    let longer = tuple_game("fn moves(p) { if p[0] == 0 { [] } else { [[p[0] - 1, 0]] } }");
    for _ in 0..2 {
        let e = Search::new(&cycle).grundy(&[1]).unwrap_err();
        assert!(e.to_string().contains("cause: Repeats"), "{e}");
        let e = Search::new(&cycle).wins(&[1]).unwrap_err();
        assert!(e.to_string().contains("cause: Repeats"), "{e}");
        let e = Search::new(&fails).grundy(&[5]).unwrap_err();
        assert!(e.to_string().contains("position: Some(Tuple([2]))") && e.to_string().contains("no rule for 2"), "{e}");
        let e = Search::new(&fails).wins(&[5]).unwrap_err();
        assert!(e.to_string().contains("position: Some(Tuple([2]))"), "{e}");
        let e = Search::new(&longer).grundy(&[3]).unwrap_err();
        assert!(e.to_string().contains("LengthChanged { from: 1, to: 2 }"), "{e}");
    }
    // Below the failing position the game is fine.
    assert_eq!(Search::new(&fails).grundy(&[1]).unwrap(), 1);
}

/// A position is remembered in one form: heaps without empty ones in any order, Wythoff's
/// piles either way round, and a symmetric tuple (`fn symmetric()`) in any order are each
/// one position, so asking again in another form searches nothing new; a tuple whose
/// order matters is searched again.
#[test]
fn a_position_is_remembered_in_one_form() {
    let nim = Game::heaps("nim", crate::rules::HeapRule::take(None), false);
    let mut search = Search::new(&nim);
    assert!(search.wins(&[3, 5]).unwrap());
    let seen = search.visited();
    assert!(search.wins(&[0, 5, 0, 3, 0]).unwrap());
    assert_eq!(search.visited(), seen, "empty heaps and order make no new position");
    // The positions below two heaps of 3, each once: the multisets of at most two heaps of
    // 1 to 3, and no heap at all.
    let mut search = Search::new(&nim);
    assert_eq!(search.grundy(&[3, 3]).unwrap(), 0);
    assert_eq!(search.visited(), 10);

    let wythoff = Game::wythoff(false);
    let mut search = Search::new(&wythoff);
    assert!(!search.wins(&[3, 5]).unwrap());
    let seen = search.visited();
    assert!(!search.wins(&[5, 3]).unwrap());
    assert_eq!(search.visited(), seen);

    // Nim on a tuple: its order does not matter, but only fn symmetric() says so.
    let nim_moves = "fn moves(p) { let o = []; for i in 0..p.len() { for k in 1..=p[i] { let q = p; q[i] -= k; \
                     o.push(q); } } o }";
    let symmetric = tuple_game(&format!("{nim_moves}\nfn symmetric() {{ true }}"));
    let mut search = Search::new(&symmetric);
    search.grundy(&[1, 2]).unwrap();
    let seen = search.visited();
    search.grundy(&[2, 1]).unwrap();
    assert_eq!(search.visited(), seen, "a symmetric tuple in another order is the same position");
    let ordered = tuple_game(nim_moves);
    let mut search = Search::new(&ordered);
    search.grundy(&[1, 2]).unwrap();
    let seen = search.visited();
    search.grundy(&[2, 1]).unwrap();
    assert!(search.visited() > seen, "a tuple whose order matters is another position");
}

/// A Grundy search of one Nim heap of 4 lists 4 + 3 + 2 + 1 = 10 numbers (a move to no
/// heap counts one): allowed with a bound of 10, refused with 9. A search for who wins in
/// normal play answers from Grundy values already found, without searching again.
#[test]
fn the_bound_on_numbers_is_exact_and_grundy_values_answer_who_wins() {
    let nim = Game::heaps("nim", crate::rules::HeapRule::take(None), false);
    assert_eq!(Search::new(&nim).with_bounds(10, MAX_SEARCH_STATES).grundy(&[4]).unwrap(), 4);
    let e = Search::new(&nim).with_bounds(9, MAX_SEARCH_STATES).grundy(&[4]).unwrap_err().to_string();
    assert!(e.contains("refusal-search-numbers(limit: 9)"), "{e}");
    // Its positions, 4, 3, 2, 1 and no heap, are held at once on the way down (the root,
    // three below it, and the fifth about to be pushed): a bound of 5 allows it, 4 does not.
    assert_eq!(Search::new(&nim).with_bounds(MAX_SEARCH_NUMBERS, 5).grundy(&[4]).unwrap(), 4);
    let e = Search::new(&nim).with_bounds(MAX_SEARCH_NUMBERS, 4).grundy(&[4]).unwrap_err().to_string();
    assert!(e.contains("refusal-search-positions(limit: 4)"), "{e}");
    let mut search = Search::new(&nim);
    assert_eq!(search.grundy(&[3, 5]).unwrap(), 6);
    let seen = search.visited();
    assert!(search.wins(&[3, 5]).unwrap());
    assert!(!search.wins(&[2, 0, 2]).unwrap());
    assert_eq!(search.visited(), seen, "who wins is read from the Grundy values");
}

/// A search for who wins stops at the first losing child, so it asks a teacher's rule for
/// few positions: here the root, the chain 2 → 1 → 0 (2 is lost) and nothing of the
/// hundreds of other positions, whose moves would cost far more than the rule's budget.
/// Asking for all of them ahead, as a Grundy search does, would spend the budget and fail.
#[test]
fn a_search_for_who_wins_asks_only_for_what_it_needs() {
    let source = "fn moves(p) { let n = p[0]; if n == 0 { return []; } if n <= 2 { return [[n - 1]]; } \
                  let o = [[2]]; for k in 3..n { o.push([k]); } o }";
    // The root's moves are charged a few thousand operations, all the positions' hundreds of
    // thousands (each list of moves is charged for the data it holds).
    let budgeted = || {
        let script = ScriptGame::compile("g", source).unwrap().with_budgets(100_000, 1_000_000);
        Game { name: "g".into(), shape: Shape::Whole(crate::rules::WholeRule::script(Arc::new(script))), misere: false }
    };
    let game = budgeted();
    assert!(Search::new(&game).wins(&[300]).unwrap());
    let game = budgeted();
    assert!(Search::new(&game).grundy(&[300]).is_err(), "the whole game is beyond the budget");
}

/// Wythoff's moves are listed up to piles of MAX_LISTED_HEAP, and refused beyond.
#[test]
fn wythoff_moves_are_listed_up_to_the_limit() {
    let wythoff = Game::wythoff(false);
    let at = steps(&wythoff, &[MAX_LISTED_HEAP, 0]).unwrap();
    assert_eq!(at.len() as u64, MAX_LISTED_HEAP);
    assert!(steps(&wythoff, &[0, MAX_LISTED_HEAP + 1]).is_err());
}
