//! Tests of the certificates in [`super`]: every statement holds, the case counts are those of
//! the case-by-case enumeration, a wrong truth table is caught, Theorem 1's construction is the
//! engine's, and the work bound refuses what it must (issue 10) before doing any of it.

use super::*;

#[test]
fn every_statement_holds_on_a_small_range() {
    for range in [Range { bits: 4, heaps: 3 }, Range { bits: 1, heaps: 2 }, Range { bits: 3, heaps: 5 }] {
        for cert in certify_all(range).unwrap() {
            assert!(cert.holds, "{} failed: {:?}", cert.id, cert.counterexample);
            assert!(cert.cases > 0, "{} checked nothing", cert.id);
        }
    }
}

/// The counts of the former one-case-at-a-time loops, for the ranges the lessons use.
#[test]
fn case_counts_are_those_of_the_plain_enumeration() {
    let default: [u64; 14] = [4, 8, 64, 4096, 4096, 262_144, 262_144, 127, 63, 5461, 16_384, 262_080, 391_104, 584];
    let four_heaps: [u64; 14] = [4, 8, 16, 256, 256, 4096, 4096, 31, 15, 341, 1024, 65_520, 128_880, 4680];
    for (range, expected) in [(Range::default(), default), (Range { bits: 4, heaps: 4 }, four_heaps)] {
        let counts: Vec<u64> = certify_all(range).unwrap().iter().map(|c| c.cases).collect();
        assert_eq!(counts, expected, "{range:?}");
    }
    // Theorem 1 on 2 heaps below 16: 256 positions, 16 of them with T = 0.
    assert_eq!(certify("theorem-1", Range { bits: 4, heaps: 2 }).unwrap().cases, 240);
}

/// With OR's truth table in place of XOR's, the statements that OR breaks are caught, with the
/// first counterexample, and the ones that OR also satisfies still hold.
#[test]
fn a_wrong_truth_table_is_caught() {
    let or_table = [[0, 1], [1, 1]];
    let range = Range { bits: 4, heaps: 3 };
    let failing: Vec<&str> =
        IDS.iter().copied().filter(|id| !certify_with(&or_table, id, range).unwrap().holds).collect();
    assert_eq!(failing, ["property-4", "property-5", "property-9", "property-11", "theorem-1"]);
    let p4 = certify_with(&or_table, "property-4", range).unwrap();
    assert_eq!(p4.counterexample, Some(case("verify-case-xy", [("x", 1), ("y", 1)])));
    let p9 = certify_with(&or_table, "property-9", range).unwrap();
    assert_eq!(p9.counterexample, Some(case("verify-case-tx", [("t", 0), ("x", 1)])));
    let t1 = certify_with(&or_table, "theorem-1", range).unwrap();
    assert_eq!(t1.counterexample, Some(heaps_case("verify-case-heaps", &[1, 0], [])));
    // Theorem 2 holds for OR too (a zero position's last heap is then the OR of the others);
    // AND breaks it: from [1, 1] (1 and 1 = 1 … the last heap is their AND) moving to 0 gives 0.
    let and_table = [[0, 0], [0, 1]];
    let t2 = certify_with(&and_table, "theorem-2", range).unwrap();
    let moved = heaps_case("verify-case-heaps-move", &[1, 1], [("heap", 1), ("from", 1), ("to", 0)]);
    assert_eq!(t2.counterexample, Some(moved));
}

/// The certificate's construction (first heap with the highest bit of T, reduced to T xor xᵢ)
/// is the move the engine's Theorem 1 view shows.
#[test]
fn theorem1_construction_is_the_engines() {
    for len in 2..=3 {
        for_each_sequence(len, 16, |heaps| {
            let t = heaps.iter().fold(0, |a, &x| a ^ x);
            let Some(view) = nim::theorem1(heaps) else {
                assert_eq!(t, 0);
                return;
            };
            let top = 63 - t.leading_zeros();
            let i = heaps.iter().position(|&x| x >> top & 1 == 1).unwrap();
            assert_eq!((view.chosen.heap, view.chosen.leaves), (i + 1, t ^ heaps[i]), "{heaps:?}");
        });
    }
}

/// For the properties every enumerated case is a case, so the work formula must equal the count.
#[test]
fn the_work_formula_counts_what_the_properties_check() {
    for bits in [1, 3, 6] {
        let range = Range { bits, heaps: 2 };
        for id in &IDS[..11] {
            assert_eq!(work(id, range), Some(certify(id, range).unwrap().cases), "{id} at {bits} bits");
        }
    }
}

/// The theorems and `bouton` count positions, not cases: each position of k heaps that the
/// check enumerates costs k² for a theorem (k heaps to try, each an XOR of k heaps) and
/// [`SEARCH_WEIGHT`] for a searched position. Counted here by plain loops over the positions.
#[test]
fn the_work_formula_counts_the_positions_the_theorems_visit() {
    for (bits, heaps) in [(1, 2), (2, 3), (3, 4), (4, 2)] {
        let range = Range { bits, heaps };
        let n = 1u64 << bits;
        let (mut theorems, mut searched) = (0u64, 0u64);
        for k in 2..=heaps as u32 {
            theorems += n.pow(k) * u64::from(k * k);
        }
        for k in 1..=heaps as u32 {
            searched += n.min(8).pow(k);
        }
        assert_eq!(work("theorem-1", range), Some(theorems), "theorem-1 at {bits} bits, {heaps} heaps");
        assert_eq!(work("theorem-2", range), Some(theorems), "theorem-2 at {bits} bits, {heaps} heaps");
        assert_eq!(work("bouton", range), Some(searched * SEARCH_WEIGHT), "bouton at {bits} bits, {heaps} heaps");
    }
    // One searched position weighs as 2^10 cases checked a word at a time, so the search of
    // every position of up to 6 heaps below 8 (299,592 positions) is allowed and one more heap
    // is refused before any of it runs.
    assert!(check_work("bouton", Range { bits: 3, heaps: 6 }).is_ok());
    let e = check_work("bouton", Range { bits: 3, heaps: 7 }).unwrap_err().to_string();
    assert!(e.contains("refusal-property-work(bits: 3, heaps: 7, id: \"bouton\", power: 30)"), "{e}");
}

/// Issue 10: a heap count near 2^63 used to wrap the guard's multiplication and run forever;
/// Property 6 with `--bits 10` used to pass a guard on positions while looping over 2^30 cases.
#[test]
fn the_work_bound_uses_checked_arithmetic() {
    let huge = Range { bits: 2, heaps: 9_223_372_036_854_775_809 };
    assert_eq!(work("theorem-1", huge), None);
    assert_eq!(work("bouton", Range { bits: 1, heaps: usize::MAX }), None);
    for id in ["theorem-1", "theorem-2", "bouton"] {
        let e = certify(id, huge).unwrap_err();
        assert!(e.to_string().starts_with("refusal-property-work("), "{e}");
    }
    // Property 6 on 10 bits is 2^30 cases: exactly the limit, so allowed; theorems on 10 bits
    // and 3 heaps are 9 · 2^30 and refused.
    let ten = Range { bits: 10, heaps: 3 };
    assert_eq!(work("property-6", ten), Some(1 << 30));
    assert_eq!(work("property-6", ten), Some(MAX_WORK));
    assert!(certify("theorem-1", ten).is_err());
    assert!(certify("theorem-2", Range { bits: 2, heaps: 12 }).is_err());
    assert!(work("theorem-2", Range { bits: 2, heaps: 11 }).is_some_and(|w| w <= MAX_WORK));
    // An invalid range has no work figure at all.
    assert_eq!(work("property-3", Range { bits: 0, heaps: 3 }), None);
    assert_eq!(work("property-3", Range { bits: 11, heaps: 3 }), None);
}

#[test]
fn bad_requests() {
    assert!(certify("property-12", Range::default()).is_err());
    assert!(Range { bits: 0, heaps: 3 }.validate().is_err());
    assert!(Range { bits: 6, heaps: 1 }.validate().is_err());
    assert!(Range { bits: 11, heaps: 2 }.validate().is_err());
}

#[test]
fn definition_agrees_with_the_machine() {
    for x in 0..300u64 {
        for y in 0..300u64 {
            assert_eq!(xor_by_definition(x, y), x ^ y);
        }
    }
    assert_eq!(xor_by_definition(u64::MAX, 1), u64::MAX - 1);
}

#[test]
fn a_false_statement_would_be_caught() {
    let mut c = Check::new();
    c.case(true, || case("verify-case-x", [("x", 1)]));
    c.case(false, || case("verify-case-x", [("x", 2)]));
    c.case(false, || case("verify-case-x", [("x", 3)]));
    assert_eq!(c.counterexample, Some(case("verify-case-x", [("x", 2)])));
    assert_eq!(c.cases, 3);
}

/// Properties 8–10 add, subtract and XOR 2^t: a constant 2^t that read as 0 past t = 0 would
/// make them hold without testing anything (x ^ 0 = x + 0), so the constant is read lane by lane.
#[test]
fn two_to_the_t_is_two_to_the_t_in_every_lane() {
    for t in 0..sliced::DIGITS as u32 {
        let p = pow2(t);
        for l in [0, 1, 31, 63] {
            assert_eq!(sliced::lane(&p, l), 1u64 << t, "2^{t} in lane {l}");
        }
    }
}
