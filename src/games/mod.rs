//! The mathematics of the games: pure functions on exact integers, no I/O.
//!
//! Every page, exercise and judge answer that nimbook prints is computed here. Heaps are `u64`;
//! anything wider is done in `u128` or with checked arithmetic, and an input whose answer would not
//! fit is rejected with a [`GameError`] rather than answered wrongly. The brute-force solver in
//! [`search`] is the referee: the tests check every closed form below against it.

pub mod analysis;
pub mod bash;
pub mod catalogue;
pub mod euler301;
#[cfg(test)]
mod languages;
pub mod loser;
pub mod nim;
pub mod options;
pub mod positions;
pub mod properties;
pub mod quick;
pub mod rules;
pub mod script;
pub mod search;
pub mod sg_certificate;
pub mod values;
pub mod wythoff;
pub mod xor;

use std::fmt;

/// The version of every computed result: bump it whenever any number, certificate or example the engine produces changes (it keys the build cache).
pub const ENGINE_VERSION: u32 = 3;

/// Why the engine refused a request. The message says what was wrong and what is allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameError(pub String);

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for GameError {}

/// Shorthand for building a [`GameError`].
pub(crate) fn err<T>(msg: impl Into<String>) -> Result<T, GameError> {
    Err(GameError(msg.into()))
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

/// The most plies an optimal play-out lists before it is cut short and marked truncated.
pub const PLAYOUT_LIMIT: usize = 120;
