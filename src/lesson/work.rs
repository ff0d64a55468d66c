//! What one page asks of the engine, and what that may cost: the page's worked examples by key
//! (a page usually asks for the same words many times: `example("…").a`, `example("…").b`),
//! and the cost of every request of a teacher's rule it uses — its examples, charts, play
//! tables and certificates — each counted once, at what it cost computed alone (the engine's
//! [`crate::games::script::metered_cost`]), also when the site's block cache held it. The sum is
//! bounded by [`MAX_PAGE_OPERATIONS`], so a page's work is bounded whatever it asks, and whether
//! it builds never depends on the cache or on the order its blocks were computed in.

use crate::games::GameError;
use crate::views::limits::MAX_PAGE_OPERATIONS;
use minijinja::value::Value;
use std::collections::{HashMap, HashSet};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

/// How many computed examples a page keeps in memory.
const EXAMPLE_CACHE_ENTRIES: usize = 4096;

/// One page's examples and what its requests have cost.
#[derive(Debug, Default)]
pub struct PageWork {
    /// Worked examples by key (language and block key), worded, with their cost.
    examples: Mutex<HashMap<String, (Value, u64)>>,
    /// The requests charged so far, by kind and key.
    charged: Mutex<HashSet<String>>,
    /// Their costs, added up.
    spent: AtomicU64,
    /// The costs of the examples computed ahead of their use ([`PageWork::may_compute_ahead`]).
    ahead: AtomicU64,
}

impl PageWork {
    /// The example kept under `key`, with its cost.
    pub fn example(&self, key: &str) -> Option<(Value, u64)> {
        self.examples.lock().unwrap_or_else(|e| e.into_inner()).get(key).cloned()
    }

    /// Keeps an example and its cost (forgetting all once there are many: they are computed
    /// again, or read from the block cache, when asked).
    pub fn keep(&self, key: String, value: Value, cost: u64) {
        let mut map = self.examples.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= EXAMPLE_CACHE_ENTRIES {
            map.clear();
        }
        map.insert(key, (value, cost));
    }

    /// Charges the page for the request of `kind` and `key` at `cost`, the first time it uses it.
    pub fn charge(&self, kind: &str, key: &str, cost: u64) -> Result<(), GameError> {
        let first = self.charged.lock().unwrap_or_else(|e| e.into_inner()).insert(format!("{kind}\u{0}{key}"));
        if first && self.spent.fetch_add(cost, Ordering::Relaxed).saturating_add(cost) > MAX_PAGE_OPERATIONS {
            return Err(GameError::too_large(MAX_PAGE_OPERATIONS, "refusal-page-operations", []));
        }
        Ok(())
    }

    /// Notes the cost of an example computed ahead of its use.
    pub fn computed_ahead(&self, cost: u64) {
        self.ahead.fetch_add(cost, Ordering::Relaxed);
    }

    /// Whether the page may compute more ahead of use: what it computed ahead is within what the
    /// page may cost at all, so that a page's work before its first use is bounded too.
    pub fn may_compute_ahead(&self) -> bool {
        self.ahead.load(Ordering::Relaxed) <= MAX_PAGE_OPERATIONS
    }

    /// What the page's requests have cost so far.
    pub fn spent(&self) -> u64 {
        self.spent.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_is_charged_once_and_the_page_stops_at_its_bound() {
        let work = PageWork::default();
        work.charge("chart", "a", MAX_PAGE_OPERATIONS - 10).unwrap();
        work.charge("chart", "a", MAX_PAGE_OPERATIONS).unwrap();
        work.charge("play", "a", 10).unwrap();
        assert_eq!(work.spent(), MAX_PAGE_OPERATIONS);
        let e = work.charge("example", "b", 1).unwrap_err();
        let e = crate::views::facts::english(&e);
        assert!(e.contains(&format!("more than {MAX_PAGE_OPERATIONS} operations")), "{e}");
    }
}
