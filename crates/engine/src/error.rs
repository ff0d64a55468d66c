//! The engine's refusals, as data: what kind of refusal, the bound that was passed, why (a
//! [`Fact`], worded by the views from the message files in the reader's language), and for a
//! teacher's rule the game, the position it was asked about, what went wrong and where in the
//! rule. The engine words nothing: `Display` shows the fact's id and arguments (for logs and
//! tests); the edges (a lesson's diagnostics, the command line, the page) word the error with
//! `nimbook_views::facts::error` and place it in the teacher's file.

use crate::fact::{Arg, Fact};

/// Why the engine refused a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The request is not one the game allows (a bad set, a tuple of the wrong length …);
    /// `reason` says what was wrong and what is allowed.
    Invalid {
        /// What was wrong and what is allowed.
        reason: Fact,
    },
    /// The request passes one of the engine's bounds ([`super::limits`]).
    TooLarge {
        /// The bound that was passed.
        limit: u64,
        /// What passed it and what to do.
        reason: Fact,
    },
    /// A teacher's rule failed, or broke what a rule must do.
    Rule(Box<RuleFailure>),
}

/// The kinds of [`GameError`], for callers that decide on the kind alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// [`GameError::Invalid`].
    Invalid,
    /// [`GameError::TooLarge`], whose bound is `limit`.
    TooLarge {
        /// The bound that was passed.
        limit: u64,
    },
    /// [`GameError::Rule`].
    Rule,
}

/// A teacher's rule that failed: which game, for which position, why, and where in the rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleFailure {
    /// The game's name.
    pub game: String,
    /// The position the rule was asked about, when one was.
    pub position: Option<Asked>,
    /// What went wrong.
    pub cause: RuleCause,
    /// Line and column inside the rule's source (from 1), when the rule's language knows them.
    pub at: Option<(usize, usize)>,
}

/// The position a rule was asked about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Asked {
    /// A heap of this size (`fn options(n)`).
    Heap(u64),
    /// A tuple (`fn moves(p)`).
    Tuple(Vec<u64>),
}

/// What went wrong in a teacher's rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleCause {
    /// The rule's language stopped it: a function the rule calls that does not exist (with the
    /// name it likely meant), or Rhai's own description of the error, without a position.
    Script {
        /// `refusal-script-unknown-function…` or `refusal-script-message` (Rhai's words).
        problem: Fact,
    },
    /// One call ran more than `limit` operations.
    TooManyOperations {
        /// The most one call may run ([`super::limits::MAX_SCRIPT_OPERATIONS`]).
        limit: u64,
    },
    /// `fn function` returned something other than an array.
    NotAList {
        /// The function's name.
        function: String,
    },
    /// An option of a tuple game was not an array.
    OptionNotATuple,
    /// An option held a negative number.
    Negative {
        /// The number.
        value: i64,
    },
    /// An option held a value of this type where a number belongs.
    NotANumber {
        /// The type's name in the rule's language.
        found: String,
    },
    /// An option of a heap game left a heap as large as the heap it came from (play need not end).
    NotSmaller {
        /// The heap the option left.
        left: u64,
    },
    /// `fn options(0)` gave an option: a heap of 0 is no heap, and has no move.
    MoveFromEmpty,
    /// A move changed the tuple's length.
    LengthChanged {
        /// The length before the move.
        from: usize,
        /// The length after it.
        to: usize,
    },
    /// The position can be reached again from itself, so play need not end.
    Repeats,
    /// One of the functions that say how a game reads (`fn describe`, `fn why` …, see
    /// [`super::reading`]) failed or gave what it may not give.
    Reading {
        /// The function.
        function: String,
        /// What it was asked about (`refusal-about-position` …).
        about: Fact,
        /// What went wrong (`refusal-reading-…`, or `refusal-script-…` where the language stopped it).
        problem: Fact,
    },
}

impl GameError {
    /// A request the game does not allow: the message `id` with `args`.
    pub fn invalid(id: &'static str, args: impl IntoIterator<Item = (&'static str, Arg)>) -> Self {
        GameError::Invalid { reason: Fact::new(id, args) }
    }

    /// A request beyond the bound `limit` of [`super::limits`]: the message `id` with `args`
    /// (the bound is among them as `limit`).
    pub fn too_large(
        limit: impl TryInto<u64>,
        id: &'static str,
        args: impl IntoIterator<Item = (&'static str, Arg)>,
    ) -> Self {
        let limit = limit.try_into().unwrap_or(u64::MAX);
        let mut reason = Fact::new(id, args);
        reason.args.entry("limit").or_insert(Arg::from(limit));
        GameError::TooLarge { limit, reason }
    }

    /// This refusal with one more argument of its reason (a rule's failure is unchanged).
    pub fn with(mut self, name: &'static str, arg: impl Into<Arg>) -> Self {
        if let GameError::Invalid { reason } | GameError::TooLarge { reason, .. } = &mut self {
            reason.args.insert(name, arg.into());
        }
        self
    }

    /// The reason of a refusal that is not a rule's failure.
    pub fn reason(&self) -> Option<&Fact> {
        match self {
            GameError::Invalid { reason } | GameError::TooLarge { reason, .. } => Some(reason),
            GameError::Rule(_) => None,
        }
    }

    /// A teacher's rule that failed.
    pub fn rule(game: &str, position: Option<Asked>, cause: RuleCause, at: Option<(usize, usize)>) -> Self {
        GameError::Rule(Box::new(RuleFailure { game: game.to_string(), position, cause, at }))
    }

    /// What kind of refusal this is.
    pub fn kind(&self) -> ErrorKind {
        match self {
            GameError::Invalid { .. } => ErrorKind::Invalid,
            GameError::TooLarge { limit, .. } => ErrorKind::TooLarge { limit: *limit },
            GameError::Rule(_) => ErrorKind::Rule,
        }
    }

    /// The failed rule, if a rule failed.
    pub fn rule_failure(&self) -> Option<&RuleFailure> {
        match self {
            GameError::Rule(r) => Some(r),
            _ => None,
        }
    }
}

/// The refusal's fact as its id and arguments, for the engine's own tests only: every other
/// reader of a refusal words it in a language (`nimbook_views::facts::error`), and without a
/// `Display` outside these tests the compiler finds any place that would show it unworded.
#[cfg(test)]
impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameError::Invalid { reason } | GameError::TooLarge { reason, .. } => write!(f, "{reason}"),
            GameError::Rule(r) => write!(f, "{r:?}"),
        }
    }
}

impl Asked {
    /// The position as a fact: `refusal-asked-heap` (a heap of `n`) or `refusal-asked-tuple`.
    pub fn fact(&self) -> Fact {
        match self {
            Asked::Heap(n) => Fact::new("refusal-asked-heap", [("n", Arg::from(*n))]),
            Asked::Tuple(p) => Fact::new("refusal-asked-tuple", [("position", Arg::Text(tuple(p)))]),
        }
    }
}

/// A tuple's numbers separated by commas: notation, the same in every language.
pub(crate) fn tuple(p: &[u64]) -> String {
    p.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
}

/// Shorthand for an [`ErrorKind::Invalid`] refusal: the message `id` with `args`.
pub(crate) fn err<T, const N: usize>(id: &'static str, args: [(&'static str, Arg); N]) -> Result<T, GameError> {
    Err(GameError::invalid(id, args))
}

/// Shorthand for an [`ErrorKind::TooLarge`] refusal at the bound `limit`: the message `id`
/// with `args` and `limit`.
pub(crate) fn too_large<T, const N: usize>(
    limit: impl TryInto<u64>,
    id: &'static str,
    args: [(&'static str, Arg); N],
) -> Result<T, GameError> {
    Err(GameError::too_large(limit, id, args))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_is_a_fact_with_its_bound() {
        let e = GameError::rule("g", Some(Asked::Heap(5)), RuleCause::TooManyOperations { limit: 7 }, Some((3, 4)));
        assert_eq!(e.kind(), ErrorKind::Rule);
        assert_eq!(e.rule_failure().map(|r| r.at), Some(Some((3, 4))));
        let e = GameError::too_large(9u64, "refusal-x", [("n", Arg::from(3u64))]);
        assert_eq!(e.kind(), ErrorKind::TooLarge { limit: 9 });
        assert_eq!(e.to_string(), "refusal-x(limit: 9, n: 3)");
        assert_eq!(Asked::Tuple(vec![1, 2]).fact().args["position"], Arg::Text("1, 2".into()));
    }
}
