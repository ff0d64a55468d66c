//! The options of one heap that have a given Grundy value: the winning moves of a sum are found
//! here, heap by heap (a move in heap `i` wins exactly when it leaves a value equal to the
//! XOR of the other heaps' values).
//!
//! Small heaps are answered by listing their options. Heaps too large to list are answered by
//! arithmetic where the family allows it: Nim's and bounded Nim's single option, Lasker's Nim's
//! inverse formula, and an octal game's proved period, which makes the value of a split depend
//! only on the residue of the smaller part — so the winning splits of a heap of 10^18 are
//! counted exactly and the first of them listed.

use super::GameError;
pub use super::rules::Found;
use super::rules::HeapOption;
use super::values::HeapValues;

/// At most how many options [`with_value`] looks at for a heap of `n`, listing `list` of
/// them: what a worked example counts against [`super::limits::MAX_LISTED_OPTIONS`] before it
/// asks. The heaps of one position share the `list` options listed, so a caller adding up the
/// heaps of a position passes `list` for one heap and 0 for the others.
pub fn listing_cost(values: &HeapValues, n: u64, list: usize) -> u64 {
    values.rule().listing_cost(values, n, list)
}

/// The options of a heap of `n` whose value is `target`, listing at most `list` of them: by the
/// family's own arithmetic where it has some, else by listing every option.
pub fn with_value(values: &HeapValues, n: u64, target: u64, list: usize) -> Result<Found, GameError> {
    match values.rule().with_value(values, n, target, list, false) {
        Some(answer) => answer.map(|(found, _)| found),
        None => by_listing(values, n, target, list, false).map(|(found, _)| found),
    }
}

/// The first option of a heap of `n` whose value is `target`, in the rule's order, and how
/// many options were looked at to find it: where [`with_value`] would list them all, the
/// listing stops at the first (a play-out needs one winning move, not their count).
pub fn first_with_value(values: &HeapValues, n: u64, target: u64) -> Result<(Option<HeapOption>, u64), GameError> {
    let (found, looked) = match values.rule().with_value(values, n, target, 1, true) {
        Some(answer) => answer?,
        None => by_listing(values, n, target, 1, true)?,
    };
    Ok((found.listed.into_iter().next(), looked))
}

/// The options of a heap of `n` whose value is `target`, found by listing the options (all of
/// them, or until `list` are found when `stop` is set, leaving the count unknown), and how many
/// options were looked at.
fn by_listing(values: &HeapValues, n: u64, target: u64, list: usize, stop: bool) -> Result<(Found, u64), GameError> {
    let mut found = Found::none();
    let mut failure = None;
    let mut looked = 0u64;
    values.rule().visit_options(n, |o: &[u64]| match values.option_value(o) {
        Ok(v) => {
            looked += 1;
            if v == target {
                found.add(o.to_vec(), list);
            }
            !(stop && found.listed.len() >= list)
        }
        Err(e) => {
            failure = Some(e);
            false
        }
    })?;
    if stop {
        found.count = None;
    }
    match failure {
        Some(e) => Err(e),
        None => Ok((found, looked)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::SPLIT_SCAN;
    use crate::rules::{HeapFamily, HeapRule, Lasker, Octal, SubtractionSet};

    #[test]
    fn counting_by_residues_agrees_with_listing() {
        for code in ["0.77", "0.137", "0.07", "0.4", "4.07"] {
            let o = Octal::parse(code).unwrap();
            let values = HeapValues::new(&HeapRule::octal(o.clone()), 0).unwrap();
            if values.period().is_none() {
                continue;
            }
            // Every heap where the periodic part begins (a split at the pre-period, or none)
            // and beyond.
            for n in (0..=400).chain([1001, 1002, 5000]) {
                for target in 0..10 {
                    let (listed, _) = by_listing(&values, n, target, usize::MAX, false).unwrap();
                    let (by_period, _) = o.with_value(&values, n, target, usize::MAX, false).unwrap().unwrap();
                    assert_eq!(listed, by_period, "{code} heap {n} value {target}");
                    let (few, _) = o.with_value(&values, n, target, 2, false).unwrap().unwrap();
                    assert_eq!(few.count, listed.count);
                    assert_eq!(few.listed[..], listed.listed[..listed.listed.len().min(2)]);
                }
            }
        }
    }

    /// What a worked example counts before it asks is at least what listing looks at (every
    /// option of the heap) and not far above it: the options of each family that is listed,
    /// heap by heap, against the estimate.
    #[test]
    fn the_listing_cost_bounds_the_options_listed_closely() {
        use crate::rules::finite_set;
        let rules = [
            HeapRule::grundy_game(),
            HeapRule::subtraction(SubtractionSet::Squares),
            HeapRule::subtraction(finite_set(vec![1, 3, 4]).unwrap()),
            HeapRule::octal(Octal::parse("0.6").unwrap()),
            HeapRule::octal(Octal::parse("4.07").unwrap()),
        ];
        for rule in rules {
            let values = HeapValues::new(&rule, 200).unwrap();
            for n in 0..=200u64 {
                let options = rule.options(n).unwrap().len() as u64;
                // Listing looks at every option once.
                assert_eq!(by_listing(&values, n, 0, 0, false).unwrap().1, options, "{rule:?} heap {n}");
                let cost = listing_cost(&values, n, 1);
                // (An octal game with a proved period is answered by residues, not listed.)
                if !(rule.code().is_some() && values.period().is_some()) {
                    assert!(cost >= options, "{rule:?} heap {n}: {cost} < {options} options");
                    assert!(cost <= 2 * options + 4, "{rule:?} heap {n}: {cost} for {options} options");
                    // The squares up to n are as many as its integer square root.
                    if rule == HeapRule::subtraction(SubtractionSet::Squares) {
                        assert_eq!(cost, options, "heap {n}");
                    }
                }
            }
        }
        // Lasker's Nim: the inverse formula and the splits, up to SPLIT_SCAN of them, which find
        // what listing every option finds, in the same order; the first of them looked for alone
        // within the same cost.
        let lasker = HeapValues::new(&HeapRule::lasker(), 0).unwrap();
        for n in 0..=60 {
            for target in 0..=64 {
                let (listed, _) = by_listing(&lasker, n, target, usize::MAX, false).unwrap();
                assert_eq!(with_value(&lasker, n, target, usize::MAX).unwrap(), listed, "heap {n} value {target}");
                let (first, looked) = first_with_value(&lasker, n, target).unwrap();
                assert_eq!(first.as_ref(), listed.listed.first(), "heap {n} value {target}");
                assert!(looked <= listing_cost(&lasker, n, 1), "heap {n} value {target}");
            }
        }
        // Every split is scanned up to a heap of 2·SPLIT_SCAN + 1, and the count is known; one
        // more and the scan stops short, and the count is unknown.
        let all = 2 * SPLIT_SCAN + 1;
        let (counted, looked) = Lasker.with_value(&lasker, all, 0, 0, false).unwrap().unwrap();
        assert_eq!((counted.count.is_some(), looked), (true, 1 + SPLIT_SCAN));
        let (uncounted, looked) = Lasker.with_value(&lasker, all + 1, 0, 0, false).unwrap().unwrap();
        assert_eq!((uncounted.count, looked), (None, 1 + SPLIT_SCAN));
        assert_eq!(listing_cost(&lasker, 9, 1), 1 + 4);
        assert_eq!(listing_cost(&lasker, 2 * SPLIT_SCAN + 1, 1), SPLIT_SCAN + 1);
        // A heap of 2^40 whose value no take and no scanned split reaches: all SPLIT_SCAN
        // splits looked at, and the formula's one.
        let n = 1u64 << 40;
        let target =
            (1..=SPLIT_SCAN).fold(0u64, |m, a| m.max(lasker.value(a).unwrap() ^ lasker.value(n - a).unwrap())) + 1;
        let target = (target..).find(|&t| HeapRule::lasker().closed_form(t).is_none_or(|m| m >= n)).unwrap();
        let (first, looked) = first_with_value(&lasker, n, target).unwrap();
        assert_eq!((first, looked), (None, listing_cost(&lasker, n, 1)));
    }

    /// The cost of an octal game with a proved period is at least what answering by residues
    /// computes, for every heap and value tried and any number listed, and within a small
    /// factor of the most it computes for some value.
    #[test]
    fn the_cost_by_residues_bounds_the_work_closely() {
        for code in ["0.77", "0.137", "0.07", "4.07", "0.33", "0.2"] {
            let o = Octal::parse(code).unwrap();
            let values = HeapValues::new(&HeapRule::octal(o.clone()), 0).unwrap();
            assert!(values.period().is_some(), "{code}");
            for n in [0, 1, 2, 5, 40, 150, 233, 400, 1001, 123_456_789_012, u64::MAX / 3] {
                for list in [0, 1, 2, 5] {
                    let cost = listing_cost(&values, n, list);
                    let most = (0..12)
                        .map(|target| o.with_value(&values, n, target, list, false).unwrap().unwrap().1)
                        .max()
                        .unwrap();
                    assert!(most <= cost, "{code} heap {n} list {list}: {most} > {cost}");
                    if n > 1000 {
                        assert!(cost <= 4 * most + 4, "{code} heap {n} list {list}: {cost} for {most}");
                    }
                    // A code that never splits computes one value per digit that takes: exactly
                    // its cost, when nothing is listed.
                    if !o.splits() && list == 0 && n > 1000 {
                        assert_eq!(cost, most, "{code} heap {n}");
                    }
                }
            }
        }
    }

    /// Nim's one option of each value, with or without a limit, is the one listing every
    /// option finds, on every small heap and every value (including those no take reaches).
    #[test]
    fn nims_option_of_a_value_is_the_listed_one() {
        for max_take in [None, Some(1), Some(2), Some(3), Some(7), Some(u64::MAX)] {
            let values = HeapValues::new(&HeapRule::take(max_take), 0).unwrap();
            for n in 0..=24 {
                for target in 0..=26 {
                    let (listed, _) = by_listing(&values, n, target, usize::MAX, false).unwrap();
                    assert_eq!(
                        with_value(&values, n, target, usize::MAX).unwrap(),
                        listed,
                        "{max_take:?} {n} {target}"
                    );
                    let (first, _) = first_with_value(&values, n, target).unwrap();
                    assert_eq!(first.as_ref(), listed.listed.first(), "{max_take:?} {n} {target}");
                }
            }
        }
    }

    #[test]
    fn huge_heaps_are_answered() {
        let values = HeapValues::new(&HeapRule::octal(Octal::parse("0.77").unwrap()), 0).unwrap();
        let n = 1_000_000_000_000_000_000;
        let g = values.value(n).unwrap();
        let f = with_value(&values, n, 0, 5).unwrap();
        assert_eq!(g != 0, f.count.unwrap() > 0);
        for o in &f.listed {
            assert_eq!(values.option_value(o).unwrap(), 0);
        }
        // Nim's one option of a value, at a heap far too large to list.
        let nim = HeapValues::new(&HeapRule::take(None), 0).unwrap();
        assert_eq!(with_value(&nim, n, 5, 5).unwrap().listed, vec![vec![5]]);
        assert_eq!(with_value(&nim, n, n, 5).unwrap().count, Some(0));
        assert_eq!(first_with_value(&nim, n, 5).unwrap(), (Some(vec![5]), 1));
        assert_eq!(first_with_value(&nim, n, n).unwrap(), (None, 1));
        // A cap too large to pass (2^64 − 1 per move) is no cap: the same one option.
        let uncapped = HeapValues::new(&HeapRule::take(Some(u64::MAX)), 0).unwrap();
        assert_eq!(with_value(&uncapped, n, 5, 5).unwrap().listed, vec![vec![5]]);
        assert_eq!(with_value(&uncapped, n, n, 5).unwrap().count, Some(0));
        assert_eq!(with_value(&uncapped, n, n - 1, 5).unwrap().listed, vec![vec![n - 1]]);
        let nim = HeapValues::new(&HeapRule::take(Some(3)), 0).unwrap();
        assert_eq!(with_value(&nim, 10, 0, 5).unwrap().listed, vec![vec![8]]);
        assert_eq!(with_value(&nim, 10, 2, 5).unwrap().listed, Vec::<HeapOption>::new());
    }
}
