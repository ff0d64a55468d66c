//! Taking or splitting into three (`split-three 2 2 3`; HDU 5795, "A Simple Nim"): a move takes
//! any number of counters from one heap, or splits a heap into three non-empty heaps. Its
//! values have a closed form, g(8k + 7) = 8k + 8, g(8k + 8) = 8k + 7 and g(n) = n otherwise
//! (the standard solution of the problem; the tests check it against the mex of every option
//! of every heap up to 200, and the message `game-closed-split-three` gives the reason on a
//! page). g is its own inverse, so the one take that reaches a value is found by the formula;
//! splits are scanned in order.

use super::registry::{Entry, MISERE, Name};
use super::{Found, HeapFamily, HeapRule, Shape, Valued, single};
use crate::GameError;
use crate::fact::Fact;
use crate::limits::{MAX_LISTED_HEAP, SPLIT_SCAN};
use std::any::Any;

/// Take any number, or split a heap into three non-empty heaps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SplitThree;

/// `split-three HEAPS… [--misere]`.
pub static ENTRY: Entry = Entry {
    names: &[Name { word: "split-three", sample: "split-three 2 2 3" }],
    flags: &[MISERE],
    parse: |_, _| Ok(Shape::Heaps(HeapRule::new(SplitThree))),
};

/// g(n); `None` at n = 2^64 - 1 (a heap of 8k + 7 whose value 2^64 does not fit).
fn value(n: u64) -> Option<u64> {
    match n % 8 {
        0 if n > 0 => Some(n - 1),
        7 => n.checked_add(1),
        _ => Some(n),
    }
}

/// How many ways a heap of `n` splits into three non-empty heaps: the partitions of `n` into
/// three parts, the integer nearest n²/12.
fn split_count(n: u64) -> u128 {
    (u128::from(n) * u128::from(n) + 6) / 12
}

impl HeapFamily for SplitThree {
    fn key(&self) -> Option<String> {
        Some("split-three".into())
    }

    /// The takes by the amount taken, then the splits `a ≥ b ≥ c` by the smallest part `c`
    /// and then by `b`, each written largest first.
    fn visit_options(&self, n: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> Result<(), GameError> {
        if n > MAX_LISTED_HEAP {
            return super::too_many_options(n);
        }
        for take in 1..=n {
            if !visit(&single(n - take)) {
                return Ok(());
            }
        }
        for c in 1..=n / 3 {
            for b in c..=(n - c) / 2 {
                if !visit(&[n - c - b, b, c]) {
                    return Ok(());
                }
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
        Some("game-closed-split-three")
    }

    /// Tables are for a judge that asks the mex of small heaps; each heap lists some n²/12 splits.
    fn table_limit(&self) -> u64 {
        2_000
    }

    fn listing_cost(&self, _: &dyn Valued, n: u64, _: usize) -> u64 {
        1 + u64::try_from(split_count(n).min(u128::from(SPLIT_SCAN))).unwrap_or(SPLIT_SCAN)
    }

    /// The one take by the inverse formula, then the splits in order, up to SPLIT_SCAN of them
    /// (every one of a heap with no more splits than that, whose count is then exact), or
    /// until `list` are found when `stop` is set.
    fn with_value(
        &self,
        values: &dyn Valued,
        n: u64,
        target: u64,
        list: usize,
        stop: bool,
    ) -> Option<Result<(Found, u64), GameError>> {
        let mut found = Found::none();
        let mut looked = 1u64;
        if let Some(m) = value(target).filter(|&m| m < n) {
            found.add(single(m), list);
        }
        let mut complete = true;
        'scan: for c in 1..=n / 3 {
            for b in c..=(n - c) / 2 {
                if (stop && found.listed.len() >= list) || looked > SPLIT_SCAN {
                    complete = false;
                    break 'scan;
                }
                looked += 1;
                let a = n - c - b;
                let g = [a, b, c].iter().try_fold(0, |acc, &h| values.value(h).map(|v| acc ^ v));
                match g {
                    Ok(g) if g == target => found.add(vec![a, b, c], list),
                    Ok(_) => {}
                    Err(e) => return Some(Err(e)),
                }
            }
        }
        if stop || !complete {
            found.count = None;
        }
        Some(Ok((found, looked)))
    }

    fn title(&self) -> Fact {
        Fact::id("game-title-split-three")
    }

    fn moves(&self) -> Fact {
        Fact::id("game-rule-split-three")
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
