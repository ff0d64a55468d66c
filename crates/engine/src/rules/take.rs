//! Nim and Nim with at most K per move, asked as `nim 8 12 13`, `nim 9 5 --max-take 3` or the
//! Bash game's `bash 23 2` (one heap, at most 2 a move). A heap of `n` is worth `n`, or
//! `n mod (K + 1)` with a limit; at most one take reaches a given value. Nim's binary table,
//! theorems and misère endgame are [`crate::nim`]'s, which reads the formulas here.

use super::registry::{ArgError, ArgKind, Args, Entry, Flag, MISERE, Name};
use super::{Found, HeapFamily, Shape, Valued, single, with_k};
use crate::GameError;
use crate::fact::{Arg, Fact};
use crate::limits::MAX_LISTED_HEAP;
use std::any::Any;

/// Take 1 to `max_take` counters from one heap (any number when `None`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Take {
    /// The most a move may take, or `None` for any number.
    pub max_take: Option<u64>,
    /// The Bash game: played on exactly one heap.
    pub one_heap: bool,
}

/// The value of a heap of `x` when a move takes at most `max_take`: `x`, or `x mod (K + 1)`
/// (the one place the formula is written).
pub fn value(x: u64, max_take: Option<u64>) -> u64 {
    match max_take {
        None => x,
        Some(k) => k.checked_add(1).map_or(x, |m| x % m),
    }
}

/// How many to take from a heap of `x` (value `g`) so that its value becomes `target`: the one
/// such take, if any (a value is reached by one take at most, as residues repeat only after K+1).
pub fn take_to_reach(x: u64, g: u64, target: u64, max_take: Option<u64>) -> Option<u64> {
    match max_take {
        None => (target < x).then(|| x - target),
        Some(k) => {
            if target > k || target == g {
                return None;
            }
            let modulus = u128::from(k) + 1;
            let take = ((u128::from(g) + modulus - u128::from(target)) % modulus) as u64;
            (take >= 1 && take <= x).then_some(take)
        }
    }
}

const MAX_TAKE: Flag = Flag { name: "--max-take", value: Some("flag-value-max-take") };

/// `nim HEAPS… [--misere] [--max-take K]`.
pub static NIM: Entry = Entry {
    names: &[Name { word: "nim", sample: "nim 8 12 13" }],
    flags: &[MAX_TAKE, MISERE],
    parse: |_, args| {
        let k = args.number("--max-take", "what-most-per-move")?;
        if k == Some(0) {
            let at = args.value("--max-take").map_or(0, |v| v.0);
            return Err(ArgError::at(at, ArgKind::Invalid(Fact::id("refusal-max-take-zero"))));
        }
        Ok(Shape::Heaps(super::HeapRule::new(Take { max_take: k, one_heap: false })))
    },
};

/// `bash N M [--misere]`: one heap of N, at most M a move.
pub static BASH: Entry =
    Entry { names: &[Name { word: "bash", sample: "bash 23 2" }], flags: &[MISERE], parse: parse_bash };

fn parse_bash(_: &str, args: &mut Args<'_>) -> Result<Shape, ArgError> {
    if !args.with_position() {
        return Err(args.at_name(ArgKind::Invalid(Fact::id("refusal-bash-alone"))));
    }
    let words = args.positional();
    if words.len() < 2 {
        let kind = ArgKind::Invalid(Fact::new("refusal-bash-missing", [("given", Arg::from(words.len()))]));
        return Err(words.last().map_or_else(|| args.at_name(kind.clone()), |w| ArgError::at(w.0, kind.clone())));
    }
    if let Some(&(at, extra)) = words.get(2) {
        let why = Fact::new("refusal-bash-extra", [("extra", Arg::from(extra))]);
        return Err(ArgError::at(at, ArgKind::Invalid(why)));
    }
    let (at, text) = args.take_after(1)[0];
    let m = super::registry::number(text, "what-most-per-move").map_err(|k| ArgError::at(at, k))?;
    if m == 0 {
        return Err(ArgError::at(at, ArgKind::Invalid(Fact::id("refusal-bash-zero"))));
    }
    Ok(Shape::Heaps(super::HeapRule::new(Take { max_take: Some(m), one_heap: true })))
}

impl HeapFamily for Take {
    fn key(&self) -> Option<String> {
        Some(format!("take {:?} {}", self.max_take, self.one_heap))
    }

    fn visit_options(&self, n: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> Result<(), GameError> {
        let most = self.max_take.map_or(n, |k| k.min(n));
        if most > MAX_LISTED_HEAP {
            return super::too_many_options(n);
        }
        for take in 1..=most {
            if !visit(&single(n - take)) {
                break;
            }
        }
        Ok(())
    }

    fn clears(&self, n: u64) -> Result<bool, GameError> {
        Ok(n > 0 && self.max_take.is_none_or(|k| n <= k))
    }

    fn first_option(&self, n: u64) -> Result<Option<Vec<u64>>, GameError> {
        Ok((n > 0).then(|| single(n - 1)))
    }

    fn take_limit(&self) -> Option<Option<u64>> {
        Some(self.max_take)
    }

    fn closed_form(&self, n: u64) -> Option<u64> {
        Some(value(n, self.max_take))
    }

    fn closed_form_reason(&self) -> Option<&'static str> {
        Some(if self.max_take.is_some() { "game-closed-bounded-nim" } else { "game-closed-nim" })
    }

    fn table_limit(&self) -> u64 {
        1_000_000
    }

    fn listing_cost(&self, _: &dyn Valued, _: u64, _: usize) -> u64 {
        1
    }

    fn with_value(
        &self,
        _: &dyn Valued,
        n: u64,
        target: u64,
        list: usize,
        _: bool,
    ) -> Option<Result<(Found, u64), GameError>> {
        let mut found = Found::none();
        if let Some(take) = take_to_reach(n, value(n, self.max_take), target, self.max_take) {
            found.add(single(n - take), list);
        }
        Some(Ok((found, 1)))
    }

    fn title(&self) -> Fact {
        match (self.max_take, self.one_heap) {
            (None, _) => Fact::id("game-title-nim"),
            (Some(k), true) => with_k("game-title-bash", k),
            (Some(k), false) => with_k("game-title-bounded-nim", k),
        }
    }

    fn moves(&self) -> Fact {
        match self.max_take {
            None => Fact::id("game-rule-nim"),
            Some(k) => with_k("game-rule-bounded-nim", k),
        }
    }

    /// Nim's words name the convention first (`nim 9 5 8 --misere --max-take 3`); the Bash
    /// game names its limit after its one heap (`bash 23 2 --misere`).
    fn words(&self, _: &str, misere: bool) -> (String, String) {
        let misere = if misere { " --misere" } else { "" };
        let after = match (self.max_take, self.one_heap) {
            (Some(k), true) => format!(" {k}{misere}"),
            (Some(k), false) => format!("{misere} --max-take {k}"),
            (None, _) => misere.to_string(),
        };
        (String::new(), after)
    }

    fn heaps(&self) -> Option<usize> {
        self.one_heap.then_some(1)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
