//! Unit tests of the heap rules: the members of the infinite subtraction sets, the options
//! each rule lists.

use super::*;

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
