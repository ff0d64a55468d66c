//! The mathematics of the games: pure functions on exact integers, no I/O.
//!
//! Every page, exercise and judge answer that nimbook prints is computed here. Heaps are `u64`;
//! anything wider is done in `u128` or with checked arithmetic, and an input whose answer would not
//! fit is rejected with a [`GameError`] rather than answered wrongly. The brute-force solver in
//! [`search`] is the referee: the tests check every closed form below against it.

pub mod analysis;
pub mod antisg;
pub mod catalogue;
pub mod coins;
mod error;
pub mod euclid;
pub mod euler301;
pub mod fact;
pub mod fibonacci;
pub mod geography;
pub mod hackenbush;
pub mod limits;
pub mod loser;
pub mod memory;
pub mod names;
pub mod nim;
pub mod nim_product;
pub mod options;
pub mod positions;
pub mod properties;
pub mod reach;
pub mod reading;
pub mod rules;
pub mod said;
pub mod script;
pub mod search;
pub mod sg_certificate;
pub mod values;
pub mod wythoff;
pub mod xor;

pub use error::{Asked, ErrorKind, GameError, RuleCause, RuleFailure};
pub(crate) use error::{err, too_large};

/// The version of every computed result: bump it whenever any number, certificate or example the engine produces changes (it keys the build cache).
pub const ENGINE_VERSION: u32 = 11;

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

/// The engine's tests measure rules' memory as the programs that ship it do.
#[cfg(test)]
#[global_allocator]
static TESTS_ALLOCATOR: memory::Counting<std::alloc::System> = memory::Counting(std::alloc::System);
