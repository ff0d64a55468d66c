//! The game model's rules: an impartial game named by its standard notation, and the options of
//! one of its positions. This is all a family has to provide; [`super::values`] turns options
//! into Grundy values (with periods proved where the theory allows), and [`super::analysis`]
//! turns values into verdicts, winning moves and play-outs for every surface.
//!
//! Two shapes of game exist. A *heap game* is played on several heaps of one rule at once (a
//! disjunctive sum): a move changes one heap into zero or more heaps, and everything about the
//! sum follows from each heap's Grundy value. A *whole-position game* (Wythoff's game, or a
//! teacher's game on tuples) is played on a tuple of numbers that is not a sum, and is solved by
//! search over its positions.
//!
//! Each built-in family is one file in `rules/` holding its rule, which implements
//! [`HeapFamily`] (or [`WholeFamily`] for a whole-position game), and its words, a
//! [`registry::Entry`] listed once in [`registry::FAMILIES`]. [`HeapRule`] and [`WholeRule`]
//! hold a rule of any family; nothing outside a family's file asks which family a rule belongs
//! to, except where a view draws one family's own picture ([`HeapRule::family`],
//! [`WholeRule::family`]).

mod grundy_game;
mod lasker;
mod octal;
pub mod registry;
mod script_rule;
mod split_three;
mod subtraction;
pub mod take;
mod whole;
mod wythoff_rule;

pub use grundy_game::GrundyGame;
pub use lasker::Lasker;
pub use octal::{OCTAL_NAMES, Octal};
pub use script_rule::ScriptRule;
pub use split_three::SplitThree;
pub use subtraction::{SET_FLAG, Subtraction, SubtractionSet, finite_set, parse_set};
pub use take::Take;
pub use whole::{ScriptTuples, WholeFamily, WholeRule};
pub use wythoff_rule::Wythoff;

use super::fact::{Arg, Fact};
use super::limits::MAX_LISTED_HEAP;
use super::script::ScriptGame;
use super::{Asked, GameError, RuleCause};
use serde::Serialize;
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// One option of a heap: the heaps that replace it, largest first, with no empty heaps.
pub type HeapOption = Vec<u64>;

/// The shape of a game's positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// A sum of heaps, each played by the same rule.
    Heaps(HeapRule),
    /// A game on a tuple that is not a sum: Wythoff's game, a teacher's game on tuples.
    Whole(WholeRule),
}

/// What a heap game's heaps are made of, for the words of a position ("heaps 5, 7" or
/// "rows of 5 and 7 pins"); serialised as `counters` or `pins`, which the messages select on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Things {
    /// Counters (stones) in heaps: every game but the bowling ones.
    Counters,
    /// Pins in rows: Kayles and Dawson's Kayles.
    Pins,
}

impl Things {
    /// The name the messages select on.
    pub fn name(self) -> &'static str {
        match self {
            Things::Counters => "counters",
            Things::Pins => "pins",
        }
    }
}

impl serde::Serialize for Things {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// The theorem that proves a family's values periodic once a table shows a period long enough.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeriodTheorem {
    /// A subtraction game whose largest move is `t`: each value follows from the `t` before it.
    Window {
        /// The most a move removes.
        t: u64,
    },
    /// Guy and Smith's theorem for octal games whose moves remove at most `t` counters.
    Octal {
        /// The most a move removes.
        t: u64,
    },
}

impl PeriodTheorem {
    /// The most a move removes (the `t` of either theorem).
    pub fn max_removal(self) -> u64 {
        match self {
            PeriodTheorem::Window { t } | PeriodTheorem::Octal { t } => t,
        }
    }
}

/// A proved period of a Grundy sequence: `g(n + period) = g(n)` for every `n >= pre_period`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Period {
    /// The first heap from which the sequence repeats.
    pub pre_period: u64,
    /// The length of the repeating block.
    pub period: u64,
    /// The largest number a move removes (the `t` of the theorem).
    pub max_removal: u64,
    /// The equality was checked for every `n` from `pre_period` up to this heap (inclusive).
    pub checked_to: u64,
    /// The theorem that turns the check into a proof, with its numbers.
    pub theorem: Fact,
    /// One full period of values, from `g(pre_period)` on.
    pub block: Vec<u64>,
}

/// The Grundy values a family's fast answers read ([`HeapFamily::with_value`]): implemented by
/// [`super::values::HeapValues`].
pub trait Valued {
    /// The Grundy value of a heap of `n`.
    fn value(&self, n: u64) -> Result<u64, GameError>;
    /// The proved period, if the values have one.
    fn period(&self) -> Option<&Period>;
}

/// The options of a heap with the wanted value: how many (when known) and the first few.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// How many options have the value; `None` when there are too many to count.
    pub count: Option<u128>,
    /// The first of them in the rule's order of options.
    pub listed: Vec<HeapOption>,
}

impl Found {
    /// None found yet, and the count known.
    pub fn none() -> Found {
        Found { count: Some(0), listed: Vec::new() }
    }

    /// Counts one more, and lists it while fewer than `list` are listed.
    pub fn add(&mut self, o: HeapOption, list: usize) {
        self.count = self.count.map(|c| c + 1);
        if self.listed.len() < list {
            self.listed.push(o);
        }
    }
}

/// What one family of heap games provides: its options, what is known about its values, and
/// its words. Only [`Self::key`], [`Self::visit_options`], [`Self::table_limit`],
/// [`Self::title`] and [`Self::moves`] must be written; everything else has the answer that
/// follows from the options alone, which a family overrides where it knows better.
pub trait HeapFamily: fmt::Debug + Send + Sync + Any {
    /// What makes two rules one: rules with equal keys have the same options, and share their
    /// values in a process. `None` for a rule that is compared by its definition instead.
    fn key(&self) -> Option<String>;

    /// Whether two rules with no key are one (a teacher's rules, by their source).
    fn same(&self, _other: &dyn HeapFamily) -> bool {
        false
    }

    /// Calls `visit` with each option of a heap of `n` in the family's fixed order (single heaps
    /// by the amount removed, then splits), until it returns false. Refuses a heap whose options
    /// are too many to list.
    fn visit_options(&self, n: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> Result<(), GameError>;

    /// Whether a move can turn one heap into two or more.
    fn splits(&self) -> bool {
        false
    }

    /// Whether a heap of `n` (more than 0) has the option that leaves nothing. Families answer
    /// it for heaps too large to list.
    fn clears(&self, n: u64) -> Result<bool, GameError> {
        let mut found = false;
        self.visit_options(n, &mut |o: &[u64]| {
            found = o.is_empty();
            !found
        })?;
        Ok(found)
    }

    /// The first option of a heap of `n` in the family's order, or `None` when it has none;
    /// families answer it for heaps too large to list.
    fn first_option(&self, n: u64) -> Result<Option<HeapOption>, GameError> {
        first_listed(self, n)
    }

    /// `Some(K)` when a move takes 1 to K counters from one heap and nothing else (`Some(None)`:
    /// any number): Nim, bounded Nim, and the subtraction game {1, 2, …, K}, which are one game
    /// and are answered by Nim's formulas whatever they were asked as.
    fn take_limit(&self) -> Option<Option<u64>> {
        None
    }

    /// The Grundy value of a heap of `n` by a formula; `None` where the family has none, or
    /// where the value does not fit in a `u64`.
    fn closed_form(&self, _n: u64) -> Option<u64> {
        None
    }

    /// Why [`Self::closed_form`] holds, in one sentence: the id of its message (`game-closed-…`).
    fn closed_form_reason(&self) -> Option<&'static str> {
        None
    }

    /// The theorem that proves a period of this family's values, where one exists.
    fn period_theorem(&self) -> Option<PeriodTheorem> {
        None
    }

    /// Where a table of values stops: the most heaps computed bottom-up.
    fn table_limit(&self) -> u64;

    /// Why values come from a table when the family has no formula and no period theorem: the
    /// id of its message (`game-table-…`).
    fn table_reason(&self) -> &'static str {
        "game-table-no-theory"
    }

    /// At most how many options [`Self::with_value`] (or, where it has no answer, a listing of
    /// every option) looks at for a heap of `n`, listing `list` of them.
    fn listing_cost(&self, _values: &dyn Valued, n: u64, _list: usize) -> u64 {
        n.saturating_add(1)
    }

    /// The options of a heap of `n` whose value is `target`, by the family's own arithmetic
    /// (listing `list`, or stopping at `list` found when `stop` is set and leaving the count
    /// unknown), and how many options' values it computed; `None` to have them listed.
    fn with_value(
        &self,
        _values: &dyn Valued,
        _n: u64,
        _target: u64,
        _list: usize,
        _stop: bool,
    ) -> Option<Result<(Found, u64), GameError>> {
        None
    }

    /// The family's title, e.g. "Kayles (octal 0.77)", as a fact the views word.
    fn title(&self) -> Fact;

    /// The title under misère play, for a family that words it itself; `None` to have the
    /// title wrapped in the convention's words.
    fn misere_title(&self) -> Option<Fact> {
        None
    }

    /// The moves of the rule in one or two sentences, as a fact; the end of the game follows it.
    fn moves(&self) -> Fact;

    /// What the heaps are made of.
    fn things(&self) -> Things {
        Things::Counters
    }

    /// The words between the game's name and its position, and after the position, for a game
    /// asked as `name` (`octal 0.77 5 7`: " 0.77" before; `bash 23 2 --misere`: " 2 --misere" after).
    fn words(&self, _name: &str, misere: bool) -> (String, String) {
        (String::new(), if misere { " --misere".into() } else { String::new() })
    }

    /// How many heaps a position has, for a family defined on a fixed number (the Bash game:
    /// one heap); `None` for any number.
    fn heaps(&self) -> Option<usize> {
        None
    }

    /// The finite subtraction set, for the example's `set` field.
    fn set(&self) -> Option<Vec<u64>> {
        None
    }

    /// The octal code, for the example's `code` field.
    fn code(&self) -> Option<String> {
        None
    }

    /// The teacher's rule behind a game a script defines.
    fn script(&self) -> Option<&Arc<ScriptGame>> {
        None
    }

    /// The rule as `Any`, for [`HeapRule::family`].
    fn as_any(&self) -> &dyn Any;
}

/// The rule of one heap in a heap game: a rule of any [`HeapFamily`].
#[derive(Clone)]
pub struct HeapRule(Arc<dyn HeapFamily>);

impl HeapRule {
    /// A rule of a family.
    pub fn new(family: impl HeapFamily) -> HeapRule {
        HeapRule(Arc::new(family))
    }

    /// Nim, or Nim with at most `max_take` a move.
    pub fn take(max_take: Option<u64>) -> HeapRule {
        HeapRule::new(Take { max_take, one_heap: false })
    }

    /// The Bash game: one heap, at most `max_take` a move.
    pub fn bash(max_take: u64) -> HeapRule {
        HeapRule::new(Take { max_take: Some(max_take), one_heap: true })
    }

    /// The subtraction game of `set`.
    pub fn subtraction(set: SubtractionSet) -> HeapRule {
        HeapRule::new(Subtraction(set))
    }

    /// The octal game of a code.
    pub fn octal(code: Octal) -> HeapRule {
        HeapRule::new(code)
    }

    /// Lasker's Nim.
    pub fn lasker() -> HeapRule {
        HeapRule::new(Lasker)
    }

    /// Grundy's game.
    pub fn grundy_game() -> HeapRule {
        HeapRule::new(GrundyGame)
    }

    /// A teacher's game on heaps.
    pub fn script(script: Arc<ScriptGame>) -> HeapRule {
        HeapRule::new(ScriptRule(script))
    }

    /// The rule as its family's own type, for a view that draws one family's picture.
    pub fn family<T: HeapFamily>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }

    /// Calls `visit` with each option of a heap of `n` ([`HeapFamily::visit_options`]). The
    /// option is lent, not made: a caller that keeps one copies it, and one that only looks (the
    /// tables of values, where a heap of 2^14 has 2^27 options) allocates nothing.
    pub fn visit_options(&self, n: u64, mut visit: impl FnMut(&[u64]) -> bool) -> Result<(), GameError> {
        self.0.visit_options(n, &mut visit)
    }

    /// Every option of a heap of `n`, in the family's order.
    pub fn options(&self, n: u64) -> Result<Vec<HeapOption>, GameError> {
        let mut out = Vec::new();
        self.visit_options(n, |o: &[u64]| {
            out.push(o.to_vec());
            true
        })?;
        Ok(out)
    }
}

/// The message that ends a rule: who wins with the last move.
pub fn end_id(misere: bool) -> &'static str {
    if misere { "game-rule-last-loses" } else { "game-rule-last-wins" }
}

impl std::ops::Deref for HeapRule {
    type Target = dyn HeapFamily;

    fn deref(&self) -> &Self::Target {
        &*self.0
    }
}

impl fmt::Debug for HeapRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for HeapRule {
    fn eq(&self, other: &Self) -> bool {
        match (self.0.key(), other.0.key()) {
            (Some(a), Some(b)) => a == b,
            (None, None) => self.0.same(&*other.0),
            _ => false,
        }
    }
}

impl Eq for HeapRule {}

/// The first option [`HeapFamily::visit_options`] lists for a heap of `n`: what
/// [`HeapFamily::first_option`] is unless a family knows it without listing.
pub(crate) fn first_listed<F: HeapFamily + ?Sized>(family: &F, n: u64) -> Result<Option<HeapOption>, GameError> {
    let mut first = None;
    family.visit_options(n, &mut |o: &[u64]| {
        first = Some(o.to_vec());
        false
    })?;
    Ok(first)
}

/// The refusal of a heap of `n` whose options are too many to list.
pub(crate) fn too_many_options<T>(n: u64) -> Result<T, GameError> {
    super::too_large(MAX_LISTED_HEAP, "refusal-too-many-options", [("n", crate::fact::Arg::from(n))])
}

/// The option of one heap of `m` (none left when `m` is 0).
pub(crate) fn single(m: u64) -> HeapOption {
    if m == 0 { vec![] } else { vec![m] }
}

/// Checks that every move of a teacher's whole-position game keeps the tuple's length.
pub(crate) fn single_length(game: &str, position: &[u64], moves: &[Vec<u64>]) -> Result<(), GameError> {
    match moves.iter().find(|q| q.len() != position.len()) {
        Some(q) => Err(GameError::rule(
            game,
            Some(Asked::Tuple(position.to_vec())),
            RuleCause::LengthChanged { from: position.len(), to: q.len() },
            None,
        )),
        None => Ok(()),
    }
}

/// A fact with one number `k`.
pub(crate) fn with_k(id: &'static str, k: u64) -> Fact {
    Fact::new(id, [("k", Arg::from(k))])
}

#[cfg(test)]
mod tests;
