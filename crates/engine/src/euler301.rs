//! Project Euler 301: how many n with 1 <= n <= 2^bits have n xor 2n xor 3n = 0?
//!
//! n xor 2n = 3n holds exactly when n and 2n share no 1-bit, i.e. n has no two adjacent 1-bits
//! (then n + 2n has no carries). Numbers below 2^bits with no adjacent 1-bits are counted by the
//! Fibonacci number F(bits + 2) (0 included); dropping 0 and adding 2^bits itself leaves F(bits + 2).

use super::fact::Arg;
use super::{GameError, err};
use serde::Serialize;

/// The largest `bits` accepted: n = 2^bits must fit in 64 bits.
pub const MAX_EULER_BITS: u32 = 63;
/// The largest `bits` the brute force is run for in a worked example.
pub const BRUTE_FORCE_EXAMPLE_BITS: u32 = 20;

/// True when n xor 2n xor 3n = 0 (computed in 128 bits, so no n overflows).
pub fn is_solution(n: u64) -> bool {
    let n = u128::from(n);
    n ^ (2 * n) ^ (3 * n) == 0
}

/// The Fibonacci number F(i) with F(0) = 0, F(1) = 1 (exact for i <= 186).
pub fn fibonacci(i: u32) -> u128 {
    let (mut a, mut b) = (0u128, 1u128);
    for _ in 0..i {
        (a, b) = (b, a + b);
    }
    a
}

fn check_bits(bits: u32) -> Result<(), GameError> {
    if bits > MAX_EULER_BITS {
        return err("refusal-euler-bits", [("max", Arg::from(MAX_EULER_BITS))]);
    }
    Ok(())
}

/// The count by the closed form F(bits + 2).
pub fn count(bits: u32) -> Result<u64, GameError> {
    check_bits(bits)?;
    Ok(fibonacci(bits + 2) as u64)
}

/// The count by trying every n from 1 to 2^bits.
pub fn count_brute_force(bits: u32) -> Result<u64, GameError> {
    check_bits(bits)?;
    Ok((1..=1u64 << bits).filter(|&n| is_solution(n)).count() as u64)
}

/// How many n with 1 <= n <= `limit` have n xor 2n xor 3n = 0, for any `limit` (not only a
/// power of two), by a digit DP over `limit`'s binary digits in O(log limit) steps: at each 1 of
/// `limit`, in position i, the n that agree with `limit` above i and have a 0 there continue with
/// any of the F(i + 2) strings of i digits without adjacent ones; a second 1 right after a 1
/// ends the count (no n can agree with `limit` on both); `limit` itself counts if it qualifies,
/// and n = 0 does not.
pub fn count_upto(limit: u64) -> u64 {
    let mut count: u64 = 0;
    let mut previous_one = false;
    for i in (0..64).rev() {
        if limit >> i & 1 == 0 {
            previous_one = false;
            continue;
        }
        // F(i + 2) <= F(65) fits easily; the total is at most limit + 1.
        count += fibonacci(i + 2) as u64;
        if previous_one {
            return count - 1;
        }
        previous_one = true;
    }
    // `limit` has no adjacent ones: it counts; 0 was counted among the strings and does not.
    count
}

/// One row of the table of counts.
#[derive(Debug, Clone, Serialize)]
pub struct CountRow {
    /// The number of bits.
    pub bits: u32,
    /// How many n <= 2^bits are solutions.
    pub count: u64,
}

/// The worked example for `euler301 BITS`.
#[derive(Debug, Clone, Serialize)]
pub struct Euler301Example {
    /// The bound is 2^bits.
    pub bits: u32,
    /// 2^bits.
    pub limit: u64,
    /// The count, by the closed form.
    pub count: u64,
    /// The same count by brute force, when bits is small enough to try every n.
    pub brute_force: Option<u64>,
    /// The solutions up to 64 (their binary forms have no two adjacent 1s).
    pub first_solutions: Vec<(u64, String)>,
    /// The counts for 1, 2, … up to bits (at most 12 rows), which follow the Fibonacci numbers.
    pub counts: Vec<CountRow>,
}

/// Computes the PE 301 worked example.
pub fn example(bits: u32) -> Result<Euler301Example, GameError> {
    let count = count(bits)?;
    let brute_force = if bits <= BRUTE_FORCE_EXAMPLE_BITS { Some(count_brute_force(bits)?) } else { None };
    let limit = 1u64 << bits;
    Ok(Euler301Example {
        bits,
        limit,
        count,
        brute_force,
        first_solutions: (1..=limit.min(64)).filter(|&n| is_solution(n)).map(|n| (n, format!("{n:b}"))).collect(),
        counts: (1..=bits.min(12)).map(|b| CountRow { bits: b, count: fibonacci(b + 2) as u64 }).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn published_answer() {
        assert_eq!(count(30).unwrap(), 2_178_309);
    }

    #[test]
    fn closed_form_matches_brute_force() {
        for bits in 0..=20 {
            assert_eq!(count(bits).unwrap(), count_brute_force(bits).unwrap(), "bits = {bits}");
        }
    }

    #[test]
    fn solutions_have_no_adjacent_ones() {
        for n in 1..100_000u64 {
            assert_eq!(is_solution(n), n & (n << 1) == 0, "n = {n}");
        }
    }

    #[test]
    fn the_worked_example_shows_what_a_plain_loop_finds() {
        // Every field against a loop over n that uses nothing of this module.
        let solves = |n: u64| (n ^ (2 * n) ^ (3 * n)) == 0;
        for bits in [1, 3, 6, BRUTE_FORCE_EXAMPLE_BITS] {
            let ex = example(bits).unwrap();
            let limit = 1u64 << bits;
            let brute = (1..=limit).filter(|&n| solves(n)).count() as u64;
            assert_eq!(
                (ex.bits, ex.limit, ex.count, ex.brute_force),
                (bits, limit, brute, Some(brute)),
                "bits = {bits}"
            );
            let first: Vec<(u64, String)> =
                (1..=limit.min(64)).filter(|&n| solves(n)).map(|n| (n, format!("{n:b}"))).collect();
            assert_eq!(ex.first_solutions, first, "bits = {bits}");
            let rows: Vec<(u32, u64)> =
                (1..=bits.min(12)).map(|b| (b, (1..=1u64 << b).filter(|&n| solves(n)).count() as u64)).collect();
            assert_eq!(ex.counts.iter().map(|r| (r.bits, r.count)).collect::<Vec<_>>(), rows, "bits = {bits}");
        }
        // Past the brute-force bound the example gives the closed form alone.
        let big = example(BRUTE_FORCE_EXAMPLE_BITS + 1).unwrap();
        let (b, b1) = (example(BRUTE_FORCE_EXAMPLE_BITS).unwrap(), example(BRUTE_FORCE_EXAMPLE_BITS - 1).unwrap());
        assert_eq!((big.brute_force, big.count), (None, b.count + b1.count), "the counts follow the Fibonacci numbers");
    }

    #[test]
    fn the_digit_dp_counts_up_to_any_limit() {
        // Against a running count by a plain test of every n.
        let mut running = 0;
        for n in 1..=5000u64 {
            running += u64::from(n & (n << 1) == 0);
            assert_eq!(count_upto(n), running, "limit {n}");
        }
        assert_eq!(count_upto(0), 0);
        assert_eq!(count_upto(100), 33, "the lesson's hand count");
        for bits in 0..=MAX_EULER_BITS {
            assert_eq!(count_upto(1 << bits), count(bits).unwrap(), "the corollary at 2^{bits}");
        }
        // The whole range: every n < 2^64 without adjacent ones, minus n = 0.
        assert_eq!(count_upto(u64::MAX), fibonacci(66) as u64 - 1);
    }

    #[test]
    fn limits() {
        assert_eq!(count(63).unwrap(), fibonacci(65) as u64);
        assert!(count(64).is_err());
    }
}
