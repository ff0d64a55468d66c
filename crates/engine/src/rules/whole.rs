//! Whole-position games: a game played on a tuple of numbers that is not a sum of heaps
//! (Wythoff's game on two piles, a teacher's `fn moves(p)`). A family says what the moves from
//! a tuple are and whatever else it knows (a formula for who wins and the winning moves, a
//! losing side's move); the search of [`crate::positions`] decides everything it does not.

use super::single_length;
use crate::GameError;
use crate::fact::Fact;
use crate::script::ScriptGame;
use crate::wythoff::Pile;
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// What one family of whole-position games provides. Only [`Self::key`], [`Self::moves`],
/// [`Self::title`] and [`Self::moves_fact`] must be written; the rest defaults to the search.
pub trait WholeFamily: fmt::Debug + Send + Sync + Any {
    /// What makes two rules one; `None` for a rule compared by its definition ([`Self::same`]).
    fn key(&self) -> Option<String>;

    /// Whether two rules with no key are one (a teacher's rules, by their source).
    fn same(&self, _other: &dyn WholeFamily) -> bool {
        false
    }

    /// Every position one move from `p`, in a fixed order.
    fn moves(&self, p: &[u64]) -> Result<Vec<Vec<u64>>, GameError>;

    /// Calls `f` with the moves from `p`: a family that remembers its moves lends them.
    fn with_moves(&self, p: &[u64], f: &mut dyn FnMut(&[Vec<u64>])) -> Result<(), GameError> {
        f(&self.moves(p)?);
        Ok(())
    }

    /// Asks for the moves of every position of `level` at once, ahead of a search (a teacher's
    /// rule, on all cores), and lends each position's moves to `found`, in order (none for a
    /// position whose moves failed); `false` when the family does not ask ahead.
    fn ask_ahead(&self, _level: &[Vec<u64>], _found: &mut dyn FnMut(&[Vec<u64>])) -> bool {
        false
    }

    /// Whether the order of a tuple's entries does not matter (its positions are remembered
    /// sorted).
    fn symmetric(&self) -> bool {
        false
    }

    /// The length every position has, with the refusal of any other, for a family played on a
    /// fixed number of entries.
    fn length(&self) -> Option<(usize, Fact)> {
        None
    }

    /// Whether the entries are piles of counters (named "pile 1", "pile 2"), not coordinates.
    fn piles(&self) -> bool {
        false
    }

    /// Who wins `p` in normal play, by a formula; `None` to search.
    fn wins(&self, _p: &[u64]) -> Option<bool> {
        None
    }

    /// The winning moves from `p` in normal play, by a formula; `None` to search.
    fn winning_moves(&self, _p: &[u64]) -> Option<Vec<Vec<u64>>> {
        None
    }

    /// Whether a search for the Grundy value of `p` is worth starting (Wythoff's pairs decide a
    /// position without one, and large boards are not searched).
    fn grundy_searched(&self, _p: &[u64]) -> bool {
        true
    }

    /// How the values are known when the search does not decide: the method and its message.
    fn method(&self) -> (&'static str, &'static str) {
        ("search", "game-method-search")
    }

    /// The pile and amount of a move from `p` to `to`, where the family's moves have them.
    fn step(&self, _p: &[u64], _to: &[u64]) -> (Option<Pile>, Option<u64>) {
        (None, None)
    }

    /// How the losing side of a play-out chooses (a [`crate::analysis::Playout`]'s `rule`).
    fn playout_rule(&self) -> &'static str {
        "game"
    }

    /// The losing side's move from `p` by the family's own rule; `None` for the general one.
    fn losing_move(&self, _p: &[u64]) -> Option<Option<Vec<u64>>> {
        None
    }

    /// The family's title, as a fact.
    fn title(&self) -> Fact;

    /// The moves of the rule, as a fact; the end of the game follows it.
    fn moves_fact(&self) -> Fact;

    /// The teacher's rule behind a game a script defines.
    fn script(&self) -> Option<&Arc<ScriptGame>> {
        None
    }

    /// The rule as `Any`, for [`WholeRule::family`].
    fn as_any(&self) -> &dyn Any;
}

/// The rule of a whole-position game: a rule of any [`WholeFamily`].
#[derive(Clone)]
pub struct WholeRule(Arc<dyn WholeFamily>);

impl WholeRule {
    /// A rule of a family.
    pub fn new(family: impl WholeFamily) -> WholeRule {
        WholeRule(Arc::new(family))
    }

    /// Wythoff's game.
    pub fn wythoff() -> WholeRule {
        WholeRule::new(super::Wythoff)
    }

    /// A teacher's game on tuples.
    pub fn script(script: Arc<ScriptGame>) -> WholeRule {
        WholeRule::new(ScriptTuples(script))
    }

    /// The rule as its family's own type, for a view that draws one family's picture.
    pub fn family<T: WholeFamily>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }
}

impl std::ops::Deref for WholeRule {
    type Target = dyn WholeFamily;

    fn deref(&self) -> &Self::Target {
        &*self.0
    }
}

impl fmt::Debug for WholeRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for WholeRule {
    fn eq(&self, other: &Self) -> bool {
        match (self.0.key(), other.0.key()) {
            (Some(a), Some(b)) => a == b,
            (None, None) => self.0.same(&*other.0),
            _ => false,
        }
    }
}

impl Eq for WholeRule {}

/// A teacher's game on tuples (`fn moves(p)`), named by the teacher; the grammar finds it among
/// the site's games.
#[derive(Debug, Clone)]
pub struct ScriptTuples(pub Arc<ScriptGame>);

impl WholeFamily for ScriptTuples {
    /// Never shared by a key: two sites may give one name to different rules.
    fn key(&self) -> Option<String> {
        None
    }

    fn same(&self, other: &dyn WholeFamily) -> bool {
        other.as_any().downcast_ref::<ScriptTuples>().is_some_and(|o| o.0 == self.0)
    }

    fn moves(&self, p: &[u64]) -> Result<Vec<Vec<u64>>, GameError> {
        let moves = self.0.tuple_moves(p)?;
        single_length(self.0.name(), p, &moves)?;
        Ok(moves)
    }

    fn with_moves(&self, p: &[u64], f: &mut dyn FnMut(&[Vec<u64>])) -> Result<(), GameError> {
        self.0.with_tuple_moves(p, |moves| {
            single_length(self.0.name(), p, moves)?;
            f(moves);
            Ok(())
        })?
    }

    fn ask_ahead(&self, level: &[Vec<u64>], found: &mut dyn FnMut(&[Vec<u64>])) -> bool {
        self.0.visit_moves_of_all(level, found);
        true
    }

    fn symmetric(&self) -> bool {
        self.0.symmetric()
    }

    fn title(&self) -> Fact {
        super::HeapFamily::title(&super::ScriptRule(self.0.clone()))
    }

    fn moves_fact(&self) -> Fact {
        super::HeapFamily::moves(&super::ScriptRule(self.0.clone()))
    }

    fn script(&self) -> Option<&Arc<ScriptGame>> {
        Some(&self.0)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
