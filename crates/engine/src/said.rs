//! A move in words, as a fact: the field `said` that every move of a worked example, a play-out
//! and an exercise key carries, so that one macro (or one line of the terminal) words a move of
//! any game. The analysis ([`crate::analysis`]) fills it when it makes a move and the terminal's
//! game against the computer says its moves with it; a teacher's rule that says its moves
//! (`fn describe(p, q)`, [`crate::reading`]) replaces it with its own words. The views word the
//! facts from the messages `move-*`, which the play widget of a page fills in the same way.

use crate::GameError;
use crate::catalogue::{Game, Shape};
use crate::fact::{Arg, Fact};
use crate::rules::Things;
use crate::wythoff::Pile;

/// The move of `game` from `p` to the position `after` (in heap `heap`, to the parts `to`) in
/// the rule's own words where it says its moves (`fn describe`), else in the words of [`step`]:
/// one move as the terminal's game says it. (A worked example words its moves with [`step`] as
/// it makes them and replaces them in a batch, [`crate::analysis`].)
pub fn of(game: &Game, p: &[u64], heap: Option<usize>, to: &[u64], after: &[u64]) -> Result<Fact, GameError> {
    if let Some(script) = game.script()
        && let Some(own) = crate::reading::describe(script, p, after)?
    {
        return Ok(own);
    }
    Ok(step(game, p, heap, to))
}

/// The move of `game` from `p` in heap `heap` (from 0) to the parts `to`, or, without a heap, to
/// the whole position `to`: the words of [`heap_move`], [`pile_move`] or [`to_position`].
pub fn step(game: &Game, p: &[u64], heap: Option<usize>, to: &[u64]) -> Fact {
    match (heap, &game.shape) {
        (Some(i), _) => heap_move(i + 1, p[i], to, game.things(), !game.keeps_empty_heaps(), p.len() == 1),
        (None, Shape::Whole(rule)) => match rule.step(p, to) {
            (Some(pile), Some(take)) => pile_move(pile, take, to),
            _ => to_position(to),
        },
        (None, Shape::Heaps(_)) => to_position(to),
    }
}

/// A move in heap `heap` (from 1) of size `from` that leaves the parts `to`, in a game whose
/// moves may split a heap (`splits`) or not: "take all 5 from heap 1",
/// "take 3 from heap 2" (a game that never splits: the heaps after it show what is left),
/// "take 3 from heap 2, leaving 4", "knock down 1 in row 1 (7), leaving 3 + 3", "split heap
/// 1 (7) into 4 + 3"; where the position is that one heap (`one_heap`), "the heap" and what it
/// keeps: "take 3 from the heap, leaving 9".
pub fn heap_move(heap: usize, from: u64, to: &[u64], things: Things, splits: bool, one_heap: bool) -> Fact {
    let take = from.saturating_sub(to.iter().sum());
    let things = ("things", Arg::from(things.name()));
    // "heap 2", or "the heap" when the position is that one heap (the message move-heap-name).
    let at = ("heap", Arg::from(heap));
    let one = ("one", Arg::from(if one_heap { "yes" } else { "no" }));
    let parts = || ("parts", joined("move-parts-separator", to));
    match to {
        [] if from > 1 => Fact::new("move-take-all", [("size", Arg::from(from)), at, one, things]),
        // A heap of one: "take 1 from heap 2".
        [] => Fact::new("move-take", [("take", Arg::from(take)), at, one, ("leaves", Arg::from(0u64)), things]),
        [left] if !splits => {
            Fact::new("move-take", [("take", Arg::from(take)), at, one, ("leaves", Arg::from(*left)), things])
        }
        [left] => {
            Fact::new("move-take-leaving", [("take", Arg::from(take)), at, one, ("leaves", Arg::from(*left)), things])
        }
        _ if take == 0 => Fact::new("move-split", [at, one, ("size", Arg::from(from)), parts(), things]),
        _ => Fact::new(
            "move-take-split",
            [("take", Arg::from(take)), at, one, ("size", Arg::from(from)), parts(), things],
        ),
    }
}

/// A move of Wythoff's game: "take 2 from both piles, leaving (1, 3)".
pub fn pile_move(pile: Pile, take: u64, to: &[u64]) -> Fact {
    let pile = match pile {
        Pile::First => "first",
        Pile::Second => "second",
        Pile::Both => "both",
    };
    Fact::new(
        "move-pile",
        [("take", Arg::from(take)), ("pile", Arg::from(pile)), ("position", joined("move-position-separator", to))],
    )
}

/// A move of a whole-position game that does not say its moves: "move to (3, 1)".
pub fn to_position(to: &[u64]) -> Fact {
    Fact::new("move-to", [("position", joined("move-position-separator", to))])
}

/// Numbers joined by the separator message `separator`.
fn joined(separator: &'static str, numbers: &[u64]) -> Arg {
    Arg::Joined { joined: separator, items: numbers.iter().map(|&n| Arg::from(n)).collect() }
}
