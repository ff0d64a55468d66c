//! Unit tests of the heap rules: the members of the infinite subtraction sets, the options
//! each rule lists.

use super::*;
use crate::ErrorKind;
use crate::limits::{MAX_LISTED_HEAP, MAX_OCTAL_DIGITS, MAX_SET, MAX_SET_MEMBER};

/// The Fibonacci numbers 1, 2, 3, 5, … that fit in a u64 (92 of them, the last is F(93)),
/// computed here in u128 so that the last sum cannot overflow.
fn fibonacci_upto(n: u64) -> Vec<u64> {
    let (mut a, mut b, mut out) = (1u128, 2u128, Vec::new());
    while a <= u128::from(n) {
        out.push(a as u64);
        (a, b) = (b, a + b);
    }
    out
}

#[test]
fn fibonacci_members_reach_the_largest_that_fits() {
    let largest = 12_200_160_415_121_876_738u64;
    for n in [0, 1, 2, 4, 100, largest - 1, largest, u64::MAX] {
        assert_eq!(SubtractionSet::Fibonacci.members_upto(n), fibonacci_upto(n), "upto {n}");
    }
    let all = SubtractionSet::Fibonacci.members_upto(u64::MAX);
    assert_eq!((all.len(), all.last()), (92, Some(&largest)));
}

#[test]
fn the_infinite_sets_are_written_with_an_ellipsis() {
    let cases = [
        (SubtractionSet::Finite(vec![1, 3, 4]), "{1, 3, 4}"),
        (SubtractionSet::PowersOfTwo, "{1, 2, 4, 8, …}"),
        (SubtractionSet::Fibonacci, "{1, 2, 3, 5, 8, …}"),
        (SubtractionSet::Squares, "{1, 4, 9, 16, …}"),
    ];
    for (set, notation) in cases {
        assert_eq!(set.notation(), notation);
        // The first members written are the set's own.
        let first: Vec<u64> = notation.trim_matches(['{', '}']).split(", ").filter_map(|m| m.parse().ok()).collect();
        assert_eq!(set.members_upto(first[first.len() - 1]), first, "{notation}");
    }
}

/// A finite set may have MAX_SET amounts, each at most MAX_SET_MEMBER; one more of either is
/// refused, naming the limit.
#[test]
fn finite_sets_are_limited_exactly() {
    let most: Vec<u64> = (1..=MAX_SET as u64).collect();
    assert_eq!(finite_set(most.clone()).unwrap(), SubtractionSet::Finite(most.clone()));
    let e = finite_set((1..=MAX_SET as u64 + 1).collect()).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::TooLarge { limit: MAX_SET as u64 });
    assert_eq!(finite_set(vec![MAX_SET_MEMBER, 1]).unwrap(), SubtractionSet::Finite(vec![1, MAX_SET_MEMBER]));
    let e = finite_set(vec![1, MAX_SET_MEMBER + 1]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::TooLarge { limit: MAX_SET_MEMBER });
    assert!(e.to_string().contains(&(MAX_SET_MEMBER + 1).to_string()), "{e}");
}

#[test]
fn octal_codes_need_a_point_and_one_digit_before_it() {
    for code in ["4", "0", "7", "77", "12.3", "04.7"] {
        let e = Octal::parse(code).unwrap_err();
        assert!(e.to_string().contains("refusal-octal-not-code"), "{code}: {e}");
    }
    assert_eq!(Octal::parse(".137").unwrap().digits, [0, 1, 3, 7]);
    // Only 0 with nothing after it allows no move; 4 alone splits a heap in two.
    for code in ["0.0", "0.000", ".0"] {
        let e = Octal::parse(code).unwrap_err();
        assert!(e.to_string().contains("refusal-octal-no-move"), "{code}: {e}");
    }
    assert_eq!(Octal::parse("4.0").unwrap().digits, [4]);
    assert_eq!(Octal::parse("4.070").unwrap().code(), "4.07");
}

/// An octal code may have MAX_OCTAL_DIGITS digits after the point, and not one more.
#[test]
fn octal_codes_are_limited_exactly() {
    let code = |digits: usize| format!("0.{}7", "0".repeat(digits - 1));
    assert_eq!(Octal::parse(&code(MAX_OCTAL_DIGITS)).unwrap().max_removal(), MAX_OCTAL_DIGITS as u64);
    let e = Octal::parse(&code(MAX_OCTAL_DIGITS + 1)).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::TooLarge { limit: MAX_OCTAL_DIGITS as u64 });
}

/// The first option of an octal game's heap, by the definition of the code's digits: the
/// smallest take that leaves nothing or one heap, or else the first split.
fn first_octal_option(digits: &[u8], n: u64) -> Option<Vec<u64>> {
    let takes = (1..digits.len() as u64).find_map(|k| match digits[k as usize] {
        d if d & 1 != 0 && n == k => Some(vec![]),
        d if d & 2 != 0 && n > k => Some(vec![n - k]),
        _ => None,
    });
    takes.or_else(|| {
        (0..digits.len() as u64).find(|&k| digits[k as usize] & 4 != 0 && n >= k + 2).map(|k| vec![n - k - 1, 1])
    })
}

/// A large heap's first option is known without listing the others, and is the same as the
/// first listed: for every code of up to two digits after the point (those that never split
/// included: a large heap of 0.1 has no option at all), small heaps and huge ones.
#[test]
fn an_octal_heaps_first_option_follows_its_code() {
    for before in [0u8, 4] {
        for d1 in 0..8u8 {
            for d2 in 0..8u8 {
                let Ok(o) = Octal::parse(&format!("{before}.{d1}{d2}")) else { continue };
                let rule = HeapRule::octal(o.clone());
                for n in (0..12).chain([MAX_LISTED_HEAP + 1, 1 << 40, u64::MAX]) {
                    let expected = first_octal_option(&o.digits, n);
                    assert_eq!(rule.first_option(n).unwrap(), expected, "{} heap {n}", o.code());
                    if n < 12 {
                        assert_eq!(rule.options(n).unwrap().first(), expected.as_ref(), "{} heap {n}", o.code());
                    }
                }
            }
        }
    }
}

/// Nim's heap lists one option per amount it may take, up to MAX_LISTED_HEAP of them, and
/// refuses more; a cap keeps a huge heap's options few.
#[test]
fn take_lists_its_options_up_to_the_limit() {
    let nim = HeapRule::take(None);
    let mut count = 0u64;
    nim.visit_options(MAX_LISTED_HEAP, |_| {
        count += 1;
        true
    })
    .unwrap();
    assert_eq!(count, MAX_LISTED_HEAP);
    let e = nim.visit_options(MAX_LISTED_HEAP + 1, |_| true).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::TooLarge { limit: MAX_LISTED_HEAP });
    let capped = HeapRule::take(Some(3));
    assert_eq!(capped.options(u64::MAX).unwrap(), [[u64::MAX - 1], [u64::MAX - 2], [u64::MAX - 3]]);
    let capped = HeapRule::take(Some(MAX_LISTED_HEAP + 1));
    assert!(capped.options(MAX_LISTED_HEAP).is_ok());
    assert!(capped.options(MAX_LISTED_HEAP + 1).is_err());
}

/// The first option of a large heap is known without listing: for Nim, Lasker's Nim and
/// Grundy's game the smallest change (take one, or split one off), as the first listed is
/// for a small heap.
#[test]
fn large_heaps_have_a_first_option() {
    let rules = [HeapRule::take(None), HeapRule::lasker(), HeapRule::grundy_game()];
    for rule in &rules {
        for n in 0..40 {
            assert_eq!(rule.first_option(n).unwrap().as_ref(), rule.options(n).unwrap().first(), "{rule:?} {n}");
        }
    }
    for n in [MAX_LISTED_HEAP + 1, 1 << 60, u64::MAX] {
        assert_eq!(rules[0].first_option(n).unwrap(), Some(vec![n - 1]));
        assert_eq!(rules[1].first_option(n).unwrap(), Some(vec![n - 1]));
        assert_eq!(rules[2].first_option(n).unwrap(), Some(vec![n - 1, 1]));
    }
}

/// A family with a closed form has the sentence that says why it holds, one of its own, and
/// the form agrees with the mex of its options on small heaps; a family without one has neither.
#[test]
fn each_closed_form_has_its_reason() {
    let rules = [
        HeapRule::take(None),
        HeapRule::take(Some(3)),
        HeapRule::subtraction(SubtractionSet::PowersOfTwo),
        HeapRule::subtraction(SubtractionSet::Squares),
        HeapRule::subtraction(SubtractionSet::Fibonacci),
        HeapRule::subtraction(finite_set(vec![1, 3, 4]).unwrap()),
        HeapRule::octal(Octal::parse("0.77").unwrap()),
        HeapRule::lasker(),
        HeapRule::grundy_game(),
        HeapRule::new(SplitThree),
    ];
    let mut reasons = std::collections::BTreeSet::new();
    for rule in &rules {
        let reason = rule.closed_form_reason();
        assert_eq!(rule.closed_form(5).is_some(), reason.is_some(), "{rule:?}");
        assert!(reason.is_none_or(|id| reasons.insert(id)), "{rule:?}: {reason:?} twice");
        let mut g: Vec<u64> = Vec::new();
        for n in 0..40u64 {
            let seen: Vec<u64> =
                rule.options(n).unwrap().iter().map(|o| o.iter().fold(0, |x, &h| x ^ g[h as usize])).collect();
            g.push((0..).find(|v| !seen.contains(v)).unwrap());
            if reason.is_some() {
                assert_eq!(rule.closed_form(n), Some(g[n as usize]), "{rule:?} at {n}");
            }
        }
    }
    assert_eq!(reasons.len(), 5);
}

/// Whether a heap can be cleared in one move is what its options say, and is known for heaps
/// too large to list.
#[test]
fn a_heap_clears_when_an_option_leaves_nothing() {
    let rules = [
        HeapRule::take(Some(3)),
        HeapRule::subtraction(SubtractionSet::PowersOfTwo),
        HeapRule::subtraction(SubtractionSet::Squares),
        HeapRule::subtraction(SubtractionSet::Fibonacci),
        HeapRule::subtraction(finite_set(vec![2, 5, 7]).unwrap()),
        HeapRule::octal(Octal::parse("0.137").unwrap()),
        HeapRule::octal(Octal::parse("4.07").unwrap()),
        HeapRule::lasker(),
        HeapRule::grundy_game(),
    ];
    for rule in &rules {
        for n in 0..70 {
            let empty = rule.options(n).unwrap().iter().any(Vec::is_empty);
            assert_eq!(rule.clears(n).unwrap(), empty, "{rule:?} at {n}");
        }
    }
    let huge = 1u64 << 62;
    assert!(HeapRule::lasker().clears(huge).unwrap());
    assert!(rules[1].clears(huge).unwrap() && !rules[1].clears(huge + 1).unwrap());
    assert!(rules[2].clears(huge).unwrap() && !rules[2].clears(huge - 1).unwrap());
    assert!(rules[3].clears(12_200_160_415_121_876_738).unwrap() && !rules[3].clears(u64::MAX).unwrap());
    assert!(!HeapRule::take(Some(3)).clears(huge).unwrap());
    assert!(HeapRule::take(None).clears(u64::MAX).unwrap());
}
