//! Grundy's game (`grundy-game 7 9`): split a heap into two unequal non-empty heaps. Whether
//! its values are eventually periodic is an open problem, so they come from a table.

use super::registry::{Entry, MISERE, Name};
use super::{HeapFamily, HeapRule, Shape};
use crate::GameError;
use crate::fact::Fact;
use crate::limits::MAX_LISTED_HEAP;
use std::any::Any;

/// Grundy's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GrundyGame;

/// `grundy-game HEAPS… [--misere]`.
pub static ENTRY: Entry = Entry {
    names: &[Name { word: "grundy-game", sample: "grundy-game 7 9" }],
    flags: &[MISERE],
    parse: |_, _| Ok(Shape::Heaps(HeapRule::grundy_game())),
};

impl HeapFamily for GrundyGame {
    fn key(&self) -> Option<String> {
        Some("grundy-game".into())
    }

    fn visit_options(&self, n: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> Result<(), GameError> {
        if n > MAX_LISTED_HEAP {
            return super::too_many_options(n);
        }
        for a in (1..=n / 2).take_while(|&a| 2 * a != n) {
            if !visit(&[n - a, a]) {
                break;
            }
        }
        Ok(())
    }

    fn splits(&self) -> bool {
        true
    }

    /// No move leaves nothing: every move leaves two heaps.
    fn clears(&self, _: u64) -> Result<bool, GameError> {
        Ok(false)
    }

    fn first_option(&self, n: u64) -> Result<Option<Vec<u64>>, GameError> {
        Ok((n >= 3).then(|| vec![n - 1, 1]))
    }

    fn table_limit(&self) -> u64 {
        20_000
    }

    fn table_reason(&self) -> &'static str {
        "game-table-grundy-game"
    }

    fn listing_cost(&self, _: &dyn super::Valued, n: u64, _: usize) -> u64 {
        n / 2
    }

    fn title(&self) -> Fact {
        Fact::id("game-title-grundy-game")
    }

    fn moves(&self) -> Fact {
        Fact::id("game-rule-grundy-game")
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
