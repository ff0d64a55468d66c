//! XOR on whole numbers: the nim-sum of a list, the XOR of a range in O(1), and the helpers
//! that show numbers in binary for the column tables.

use super::fact::Fact;
use serde::Serialize;

/// The nim-sum (bitwise XOR) of all values.
pub fn nim_sum(values: &[u64]) -> u64 {
    values.iter().fold(0, |acc, &x| acc ^ x)
}

/// `0 xor 1 xor … xor n`, by the value of `n mod 4` (the seeds' `xor_n`).
pub fn xor_upto(n: u64) -> u64 {
    match n % 4 {
        0 => n,
        1 => 1,
        2 => n + 1,
        _ => 0,
    }
}

/// The XOR of every whole number from `a` to `b` inclusive, or `None` when `a > b`.
pub fn xor_range(a: u64, b: u64) -> Option<u64> {
    if a > b {
        return None;
    }
    let below = if a == 0 { 0 } else { xor_upto(a - 1) };
    Some(xor_upto(b) ^ below)
}

/// Which of the four cases of [`xor_upto`] applies to `n` (the views word it).
pub fn xor_upto_rule(n: u64) -> Fact {
    Fact::id(["game-xor-upto-0", "game-xor-upto-1", "game-xor-upto-2", "game-xor-upto-3"][(n % 4) as usize])
}

/// The number of binary digits needed to write `x` (at least 1, so that 0 is written "0").
pub fn bit_width(x: u64) -> u32 {
    (64 - x.leading_zeros()).max(1)
}

/// `x` in binary, padded with zeros on the left to `width` digits.
pub fn to_binary(x: u64, width: u32) -> String {
    format!("{:0width$b}", x, width = width as usize)
}

/// The index of the highest set bit of `x` (bit 0 is the units), or `None` for 0.
pub fn highest_bit(x: u64) -> Option<u32> {
    if x == 0 { None } else { Some(63 - x.leading_zeros()) }
}

/// The worked example for `xor-range A B`.
#[derive(Debug, Clone, Serialize)]
pub struct XorRangeExample {
    /// First number of the range.
    pub a: u64,
    /// Last number of the range.
    pub b: u64,
    /// `a xor (a+1) xor … xor b`.
    pub xor: u64,
    /// `0 xor … xor b`.
    pub upto_b: u64,
    /// `a - 1`, the end of the part removed (none when `a` is 0).
    pub before_a: Option<u64>,
    /// `0 xor … xor (a-1)` (0 when `a` is 0).
    pub upto_before_a: u64,
    /// Which mod-4 case gives `upto_b`.
    pub rule_b: Fact,
    /// Which mod-4 case gives `upto_before_a`, if `a > 0`.
    pub rule_before_a: Option<Fact>,
    /// The first values of `0 xor … xor n` (n = 0..16), showing the period 4.
    pub table: Vec<[u64; 2]>,
}

/// Builds the `xor-range` worked example; `None` when `a > b`.
pub fn xor_range_example(a: u64, b: u64) -> Option<XorRangeExample> {
    let xor = xor_range(a, b)?;
    Some(XorRangeExample {
        a,
        b,
        xor,
        upto_b: xor_upto(b),
        before_a: a.checked_sub(1),
        upto_before_a: if a == 0 { 0 } else { xor_upto(a - 1) },
        rule_b: xor_upto_rule(b),
        rule_before_a: if a == 0 { None } else { Some(xor_upto_rule(a - 1)) },
        table: (0..16).map(|n| [n, xor_upto(n)]).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xor_upto_matches_a_running_xor() {
        let mut acc = 0;
        for n in 0..2000u64 {
            acc ^= n;
            assert_eq!(xor_upto(n), acc, "n = {n}");
        }
    }

    #[test]
    fn xor_range_matches_a_loop() {
        for a in 0..60u64 {
            for b in a..60 {
                let direct = (a..=b).fold(0, |x, y| x ^ y);
                assert_eq!(xor_range(a, b), Some(direct));
            }
        }
        assert_eq!(xor_range(5, 4), None);
    }

    #[test]
    fn xor_range_at_the_top_of_u64() {
        assert_eq!(xor_upto(u64::MAX), 0); // u64::MAX mod 4 = 3
        assert_eq!(xor_range(u64::MAX, u64::MAX), Some(u64::MAX));
        assert_eq!(xor_range(u64::MAX - 1, u64::MAX), Some(1));
    }

    #[test]
    fn binary_helpers() {
        assert_eq!(nim_sum(&[8, 12, 13]), 9);
        assert_eq!(bit_width(0), 1);
        assert_eq!(bit_width(13), 4);
        assert_eq!(to_binary(9, 4), "1001");
        assert_eq!(to_binary(1, 4), "0001");
        assert_eq!(highest_bit(9), Some(3));
        assert_eq!(highest_bit(0), None);
        assert_eq!(highest_bit(u64::MAX), Some(63));
        assert_eq!(bit_width(u64::MAX), 64);
    }

    #[test]
    fn the_xor_range_example_states_each_step() {
        // Each case of n mod 4 has its own message.
        let ids: Vec<&str> = (0..8).map(|n| xor_upto_rule(n).fact).collect();
        assert_eq!(ids[..4], ["game-xor-upto-0", "game-xor-upto-1", "game-xor-upto-2", "game-xor-upto-3"]);
        assert_eq!(ids[4..], ids[..4]);
        // 7 xor 8 xor … xor 13 = (0 xor … xor 13) xor (0 xor … xor 6) = 1 xor 7 = 6, by a loop too.
        let ex = xor_range_example(7, 13).unwrap();
        assert_eq!((ex.a, ex.b, ex.xor), (7, 13, (7..=13).fold(0, |x, y| x ^ y)));
        assert_eq!((ex.xor, ex.upto_b, ex.before_a, ex.upto_before_a), (6, 1, Some(6), 7));
        assert_eq!(ex.rule_b, xor_upto_rule(13));
        assert_eq!(ex.rule_before_a, Some(xor_upto_rule(6)));
        assert_eq!(ex.table.len(), 16);
        assert!(ex.table.iter().all(|&[n, x]| x == (0..=n).fold(0, |a, b| a ^ b)), "{:?}", ex.table);
        // From 0 nothing is taken away.
        let ex = xor_range_example(0, 10).unwrap();
        assert_eq!((ex.xor, ex.upto_b, ex.before_a, ex.upto_before_a, ex.rule_before_a), (11, 11, None, 0, None));
        assert!(xor_range_example(3, 2).is_none());
    }
}
