//! Wythoff's game (`wythoff 4 7`): two piles; a move takes any number from one pile, or the same
//! number from both. Its losing positions are the pairs (⌊kφ⌋, ⌊kφ²⌋), computed exactly in
//! [`crate::wythoff`] at any size, so normal play needs no search; misère play and Grundy values
//! are searched.

use super::registry::{Entry, MISERE, Name};
use super::{Shape, WholeFamily, WholeRule};
use crate::fact::Fact;
use crate::limits::{MAX_LISTED_HEAP, MAX_WYTHOFF_GRUNDY_POSITIONS};
use crate::wythoff::{self, Pile};
use crate::{GameError, loser, too_large};
use std::any::Any;

/// Wythoff's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wythoff;

/// `wythoff A B [--misere]`.
pub static ENTRY: Entry = Entry {
    names: &[Name { word: "wythoff", sample: "wythoff 4 7" }],
    flags: &[MISERE],
    parse: |_, _| Ok(Shape::Whole(WholeRule::wythoff())),
};

impl WholeFamily for Wythoff {
    fn key(&self) -> Option<String> {
        Some("wythoff".into())
    }

    /// Takes from the first pile (the most first), then from the second, then from both.
    fn moves(&self, p: &[u64]) -> Result<Vec<Vec<u64>>, GameError> {
        let &[a, b] = p else {
            return crate::err("refusal-wythoff-two-piles", []);
        };
        if a.max(b) > MAX_LISTED_HEAP {
            return too_large(MAX_LISTED_HEAP, "refusal-wythoff-too-many-moves", [("a", a.into()), ("b", b.into())]);
        }
        let mut out: Vec<Vec<u64>> = (0..a).rev().map(|x| vec![x, b]).collect();
        out.extend((0..b).rev().map(|y| vec![a, y]));
        out.extend((1..=a.min(b)).map(|t| vec![a - t, b - t]));
        Ok(out)
    }

    fn symmetric(&self) -> bool {
        true
    }

    fn length(&self) -> Option<(usize, Fact)> {
        Some((2, Fact::id("refusal-wythoff-two-piles")))
    }

    fn piles(&self) -> bool {
        true
    }

    fn wins(&self, p: &[u64]) -> Option<bool> {
        Some(wythoff::first_player_wins(p[0], p[1]))
    }

    fn winning_moves(&self, p: &[u64]) -> Option<Vec<Vec<u64>>> {
        Some(wythoff::winning_moves(p[0], p[1]).into_iter().map(|m| m.leaves.to_vec()).collect())
    }

    fn grundy_searched(&self, p: &[u64]) -> bool {
        (u128::from(p[0]) + 1).saturating_mul(u128::from(p[1]) + 1) <= MAX_WYTHOFF_GRUNDY_POSITIONS
    }

    fn method(&self) -> (&'static str, &'static str) {
        ("closed form", "game-method-wythoff")
    }

    fn step(&self, p: &[u64], to: &[u64]) -> (Option<Pile>, Option<u64>) {
        let (&[a, b], &[x, y]) = (p, to) else { return (None, None) };
        let pile = match (x < a, y < b) {
            (true, true) => Pile::Both,
            (true, false) => Pile::First,
            _ => Pile::Second,
        };
        (Some(pile), Some(if x < a { a - x } else { b - y }))
    }

    fn playout_rule(&self) -> &'static str {
        "wythoff"
    }

    fn losing_move(&self, p: &[u64]) -> Option<Option<Vec<u64>>> {
        Some(loser::wythoff_move(p[0], p[1]).map(|(kind, t)| match kind {
            0 => vec![p[0] - t, p[1]],
            1 => vec![p[0], p[1] - t],
            _ => vec![p[0] - t, p[1] - t],
        }))
    }

    fn title(&self) -> Fact {
        Fact::id("game-title-wythoff")
    }

    fn moves_fact(&self) -> Fact {
        Fact::id("game-rule-wythoff")
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
