//! The mathematics of the games: pure functions on exact integers, no I/O.
//!
//! Every page, exercise and judge answer that nimbook prints is computed here. Heaps are `u64`;
//! anything wider is done in `u128` or with checked arithmetic, and an input whose answer would not
//! fit is rejected with a [`GameError`] rather than answered wrongly. The brute-force solver in
//! [`search`] is the referee: the tests check every closed form below against it.

pub mod analysis;
pub mod catalogue;
pub mod euler301;
pub mod fact;
pub mod limits;
pub mod loser;
pub mod nim;
pub mod options;
pub mod positions;
pub mod properties;
pub mod reading;
pub mod rules;
pub mod script;
pub mod search;
pub mod sg_certificate;
pub mod values;
pub mod wythoff;
pub mod xor;

use std::fmt;

/// The version of every computed result: bump it whenever any number, certificate or example the engine produces changes (it keys the build cache).
pub const ENGINE_VERSION: u32 = 5;

/// Why the engine refused a request: what kind of refusal it is, for decisions (which never read
/// the message), and a message that says what was wrong and what is allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameError {
    kind: ErrorKind,
    message: String,
}

/// The kinds of [`GameError`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The request is not one the game allows (a bad set, a tuple of the wrong length …).
    Invalid,
    /// The request passes one of the engine's bounds ([`limits`]), whose number is `limit`.
    TooLarge {
        /// The bound that was passed.
        limit: u64,
    },
    /// A teacher's rule failed or broke what a rule must do (a negative option, a move that
    /// changes a tuple's length, a position that comes back).
    Rule,
}

impl GameError {
    /// A request the game does not allow.
    pub fn invalid(message: impl Into<String>) -> Self {
        GameError { kind: ErrorKind::Invalid, message: message.into() }
    }

    /// A request beyond the bound `limit` of [`limits`].
    pub fn too_large(limit: impl TryInto<u64>, message: impl Into<String>) -> Self {
        GameError { kind: ErrorKind::TooLarge { limit: limit.try_into().unwrap_or(u64::MAX) }, message: message.into() }
    }

    /// A teacher's rule that failed.
    pub fn rule(message: impl Into<String>) -> Self {
        GameError { kind: ErrorKind::Rule, message: message.into() }
    }

    /// What kind of refusal this is.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The message, for a reader.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The message, owned.
    pub fn into_message(self) -> String {
        self.message
    }

    /// The same refusal with `context` put before its message.
    pub fn context(self, context: impl std::fmt::Display) -> Self {
        GameError { kind: self.kind, message: format!("{context}: {}", self.message) }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for GameError {}

/// Shorthand for an [`ErrorKind::Invalid`] refusal.
pub(crate) fn err<T>(msg: impl Into<String>) -> Result<T, GameError> {
    Err(GameError::invalid(msg))
}

/// Shorthand for an [`ErrorKind::TooLarge`] refusal at the bound `limit`.
pub(crate) fn too_large<T>(limit: impl TryInto<u64>, msg: impl Into<String>) -> Result<T, GameError> {
    Err(GameError::too_large(limit, msg))
}

/// Which player a statement is about: the one to move now, or the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The player who moves first from the example's starting position.
    First,
    /// The other player.
    Second,
}

impl Player {
    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}
