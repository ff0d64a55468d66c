//! Lasker's Nim (`lasker 2 2 3`): take any number from a heap, or split a heap into two
//! non-empty heaps. Its values have a closed form: g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2,
//! g(4k + 3) = 4k + 4 and g(4k + 4) = 4k + 3. g is its own inverse, so the one take that
//! reaches a value is found by the formula; splits are scanned from the smaller part up.

use super::registry::{Entry, MISERE, Name};
use super::{Found, HeapFamily, HeapRule, Shape, Valued, single};
use crate::GameError;
use crate::fact::Fact;
use crate::limits::{MAX_LISTED_HEAP, SPLIT_SCAN};
use std::any::Any;

/// Lasker's Nim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lasker;

/// `lasker HEAPS… [--misere]`.
pub static ENTRY: Entry = Entry {
    names: &[Name { word: "lasker", sample: "lasker 2 2 3" }],
    flags: &[MISERE],
    parse: |_, _| Ok(Shape::Heaps(HeapRule::lasker())),
};

/// g(n); `None` at n = 2^64 - 1, whose value 2^64 does not fit (the heap is refused rather
/// than given a wrapped value).
fn value(n: u64) -> Option<u64> {
    match n % 4 {
        0 if n > 0 => Some(n - 1),
        3 => n.checked_add(1),
        _ => Some(n),
    }
}

impl HeapFamily for Lasker {
    fn key(&self) -> Option<String> {
        Some("lasker".into())
    }

    fn visit_options(&self, n: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> Result<(), GameError> {
        if n > MAX_LISTED_HEAP {
            return super::too_many_options(n);
        }
        for take in 1..=n {
            if !visit(&single(n - take)) {
                return Ok(());
            }
        }
        for a in 1..=n / 2 {
            if !visit(&[n - a, a]) {
                return Ok(());
            }
        }
        Ok(())
    }

    fn splits(&self) -> bool {
        true
    }

    /// Any heap clears, as its last take.
    fn clears(&self, n: u64) -> Result<bool, GameError> {
        Ok(n > 0)
    }

    fn first_option(&self, n: u64) -> Result<Option<Vec<u64>>, GameError> {
        Ok((n > 0).then(|| single(n - 1)))
    }

    fn closed_form(&self, n: u64) -> Option<u64> {
        value(n)
    }

    fn closed_form_reason(&self) -> Option<&'static str> {
        Some("game-closed-lasker")
    }

    fn table_limit(&self) -> u64 {
        1_000_000
    }

    /// The inverse formula for the takes, then the splits from the smaller part up.
    fn listing_cost(&self, _: &dyn Valued, n: u64, _: usize) -> u64 {
        1 + (n / 2).min(SPLIT_SCAN)
    }

    /// At most one take leaves a given value (g is a bijection), found by the inverse formula;
    /// takes come first in the rule's order. Then the splits from the smaller part up, up to
    /// SPLIT_SCAN of them (all of them below 2·SPLIT_SCAN), or until `list` are found when
    /// `stop` is set. The formula counts as one option looked at.
    fn with_value(
        &self,
        values: &dyn Valued,
        n: u64,
        target: u64,
        list: usize,
        stop: bool,
    ) -> Option<Result<(Found, u64), GameError>> {
        let mut found = Found::none();
        let mut looked = 1;
        if let Some(m) = value(target).filter(|&m| m < n) {
            found.add(single(m), list);
        }
        let full = |found: &Found| stop && found.listed.len() >= list;
        let mut a = 1;
        while a <= (n / 2).min(SPLIT_SCAN) && !full(&found) {
            looked += 1;
            let g = match (values.value(a), values.value(n - a)) {
                (Ok(x), Ok(y)) => x ^ y,
                (Err(e), _) | (_, Err(e)) => return Some(Err(e)),
            };
            if g == target {
                found.add(vec![n - a, a], list);
            }
            a += 1;
        }
        if stop || n / 2 > SPLIT_SCAN {
            found.count = None;
        }
        Some(Ok((found, looked)))
    }

    fn title(&self) -> Fact {
        Fact::id("game-title-lasker")
    }

    fn moves(&self) -> Fact {
        Fact::id("game-rule-lasker")
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
