//! The engine's refusals, as data: what kind of refusal, the bound that was passed, and for a
//! teacher's rule the game, the position it was asked about, what went wrong and where in the
//! rule. Nothing here decides by reading a message; the edges (a lesson's diagnostics, the
//! command line) place the error in the teacher's file and show its `Display` form.

use std::fmt;

/// Why the engine refused a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The request is not one the game allows (a bad set, a tuple of the wrong length …);
    /// `reason` says what was wrong and what is allowed.
    Invalid {
        /// What was wrong and what is allowed, for a reader.
        reason: String,
    },
    /// The request passes one of the engine's bounds ([`super::limits`]).
    TooLarge {
        /// The bound that was passed.
        limit: u64,
        /// What passed it and what to do, for a reader.
        reason: String,
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
    /// The rule's language stopped it: its own description of the error, without a position.
    Script {
        /// Rhai's words for the error.
        message: String,
    },
    /// One call ran more than `limit` operations.
    TooManyOperations {
        /// The most one call may run ([`super::limits::MAX_SCRIPT_OPERATIONS`]).
        limit: u64,
    },
    /// One call made an array of more than `limit` elements.
    ArrayTooLarge {
        /// The most one call may make ([`super::limits::MAX_SCRIPT_ARRAY`]).
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
        /// What it was asked about ("the position (1, 2)", "the board").
        about: String,
        /// What went wrong.
        message: String,
    },
}

impl GameError {
    /// A request the game does not allow.
    pub fn invalid(reason: impl Into<String>) -> Self {
        GameError::Invalid { reason: reason.into() }
    }

    /// A request beyond the bound `limit` of [`super::limits`].
    pub fn too_large(limit: impl TryInto<u64>, reason: impl Into<String>) -> Self {
        GameError::TooLarge { limit: limit.try_into().unwrap_or(u64::MAX), reason: reason.into() }
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

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Invalid { reason } | GameError::TooLarge { reason, .. } => f.write_str(reason),
            GameError::Rule(r) => r.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

impl fmt::Display for Asked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Asked::Heap(n) => write!(f, "a heap of {n}"),
            Asked::Tuple(p) => write!(f, "({})", p.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")),
        }
    }
}

impl fmt::Display for RuleFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let game = &self.game;
        let line = self.at.map(|(l, _)| format!(", at line {l} of the rule")).unwrap_or_default();
        let for_position = self.position.as_ref().map(|p| format!(" for {p}")).unwrap_or_default();
        match &self.cause {
            RuleCause::Script { message } => write!(f, "the rule of \"{game}\" failed{for_position}{line}: {message}"),
            RuleCause::TooManyOperations { limit } => write!(
                f,
                "the rule of \"{game}\" took more than {limit} operations (the most one call may take){for_position}\
                 {line}; look for a loop that does not end or does too much"
            ),
            RuleCause::ArrayTooLarge { limit } => write!(
                f,
                "the rule of \"{game}\" made an array of more than {limit} elements (nested ones included; the most \
                 one call may make){for_position}{line}; a position with that many moves is too large to search"
            ),
            RuleCause::NotAList { function } => {
                write!(
                    f,
                    "fn {function} of \"{game}\" must return an array{}",
                    for_position.replacen(" for", ", for", 1)
                )
            }
            RuleCause::OptionNotATuple => {
                write!(f, "each option of \"{game}\" must be an array{}", for_position.replacen(" for", ", for", 1))
            }
            RuleCause::Negative { value } => {
                write!(f, "\"{game}\" gave the negative number {value} as an option{}", of(&self.position))
            }
            RuleCause::NotANumber { found } => {
                write!(f, "\"{game}\" gave a {found} where a number belongs, as an option{}", of(&self.position))
            }
            RuleCause::NotSmaller { left } => write!(
                f,
                "\"{game}\" gave an option{} that leaves a heap of {left}; every heap an option leaves must be smaller \
                 than the heap it came from",
                of(&self.position)
            ),
            RuleCause::MoveFromEmpty => write!(
                f,
                "\"{game}\" gave an option for a heap of 0; a heap of 0 is no heap and has no move, so options(0) \
                 must be [] (begin with `if n == 0 {{ return []; }}` if the rule would give one)"
            ),
            RuleCause::LengthChanged { from, to } => write!(
                f,
                "\"{game}\" turned a tuple of {from} numbers into one of {to}; a move must keep the tuple's length"
            ),
            RuleCause::Reading { function, about, message } => {
                write!(f, "fn {function} of \"{game}\" failed for {about}{line}: {message}")
            }
            RuleCause::Repeats => write!(
                f,
                "the position {} can be reached again from itself, so play need not end; an impartial game here must \
                 end after finitely many moves",
                self.position.as_ref().map(Asked::to_string).unwrap_or_default()
            ),
        }
    }
}

fn of(position: &Option<Asked>) -> String {
    position.as_ref().map(|p| format!(" of {p}")).unwrap_or_default()
}

/// Shorthand for an [`ErrorKind::Invalid`] refusal.
pub(crate) fn err<T>(reason: impl Into<String>) -> Result<T, GameError> {
    Err(GameError::invalid(reason))
}

/// Shorthand for an [`ErrorKind::TooLarge`] refusal at the bound `limit`.
pub(crate) fn too_large<T>(limit: impl TryInto<u64>, reason: impl Into<String>) -> Result<T, GameError> {
    Err(GameError::too_large(limit, reason))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_failure_names_the_game_the_position_the_limit_and_the_line() {
        let e = GameError::rule("g", Some(Asked::Heap(5)), RuleCause::TooManyOperations { limit: 7 }, Some((3, 4)));
        assert_eq!(e.kind(), ErrorKind::Rule);
        assert_eq!(
            e.to_string(),
            "the rule of \"g\" took more than 7 operations (the most one call may take) for a heap of 5, at line 3 of \
             the rule; look for a loop that does not end or does too much"
        );
        let e = GameError::rule("t", Some(Asked::Tuple(vec![1, 2])), RuleCause::Repeats, None);
        assert!(e.to_string().starts_with("the position (1, 2) can be reached again"), "{e}");
        let e =
            GameError::rule("t", Some(Asked::Tuple(vec![1])), RuleCause::NotAList { function: "moves".into() }, None);
        assert_eq!(e.to_string(), "fn moves of \"t\" must return an array, for (1)");
        let e = GameError::too_large(9u64, "too big");
        assert_eq!((e.kind(), e.to_string()), (ErrorKind::TooLarge { limit: 9 }, "too big".to_string()));
    }
}
