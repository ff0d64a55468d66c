//! A teacher's game on heaps (a site's `games/NAME.rhai` or a lesson's `game` block whose
//! `fn options(n)` lists a heap's options): named by the teacher, so it has no entry in the
//! registry; the grammar finds it among the site's games.

use super::{HeapFamily, Valued};
use crate::GameError;
use crate::fact::Fact;
use crate::script::ScriptGame;
use std::any::Any;
use std::sync::Arc;

/// A teacher's rule for one heap.
#[derive(Debug, Clone)]
pub struct ScriptRule(pub Arc<ScriptGame>);

impl HeapFamily for ScriptRule {
    /// Never shared by a key: two sites may give one name to different rules.
    fn key(&self) -> Option<String> {
        None
    }

    fn same(&self, other: &dyn HeapFamily) -> bool {
        other.as_any().downcast_ref::<ScriptRule>().is_some_and(|o| o.0 == self.0)
    }

    fn visit_options(&self, n: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> Result<(), GameError> {
        for o in self.0.heap_options(n)? {
            if !visit(&o) {
                break;
            }
        }
        Ok(())
    }

    fn splits(&self) -> bool {
        self.0.splits()
    }

    fn clears(&self, n: u64) -> Result<bool, GameError> {
        Ok(n > 0 && self.0.heap_options(n)?.iter().any(Vec::is_empty))
    }

    fn table_limit(&self) -> u64 {
        100_000
    }

    fn table_reason(&self) -> &'static str {
        "game-table-script"
    }

    fn listing_cost(&self, _: &dyn Valued, n: u64, _: usize) -> u64 {
        n.saturating_add(1)
    }

    fn title(&self) -> Fact {
        Fact::new("game-title-own", [("title", crate::reading::own_text(&self.0, "title", self.0.title()))])
    }

    fn moves(&self) -> Fact {
        Fact::new("game-rule-own", [("rule", crate::reading::own_text(&self.0, "rule", self.0.rule()))])
    }

    fn script(&self) -> Option<&Arc<ScriptGame>> {
        Some(&self.0)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
