//! Wythoff's game: two piles; take any number from one pile, or the same number from both.
//!
//! The P-positions are the pairs (a_k, b_k) with a_k = floor(k·φ) and b_k = a_k + k. They are
//! computed exactly with integer square roots: floor(k·φ) = floor((k + floor(k·√5)) / 2) because
//! k·√5 is never a whole number for k ≥ 1, and floor(k·√5) = isqrt(5k²). Every positive whole
//! number is in exactly one pair (Beatty's theorem), so the partner of a pile is found by
//! inverting those formulas and checking the few candidates around the estimate.

use super::fact::Arg;
use super::{GameError, err};
use serde::Serialize;

/// floor(n·√5) = isqrt(5n²), exactly, for every `u64` n.
///
/// 5n² needs up to 131 bits, so the square root is taken of floor(5n²/16) (which fits in 128
/// bits) and the last two binary digits of the root are then found with exact comparisons.
pub fn floor_sqrt5_times(n: u64) -> u128 {
    let (q, r) = (u128::from(n / 4), u128::from(n % 4));
    // 5n² = 16·y + z with 0 <= z < 16, from n = 4q + r.
    let low = 40 * q * r + 5 * r * r;
    let y = 5 * q * q + low / 16;
    let z = low % 16;
    let t = y.isqrt();
    let slack = y - t * t;
    // The root is 4t + d for the largest d in 0..=3 with (4t + d)² <= 16y + z,
    // i.e. 8td + d² <= z + 16·slack. (Writing 2d for d² would give the same roots: the two
    // differ only when 5n² + 1, + 2 or + 3 is the square of an m ≡ 3 mod 4, or when
    // 5n² = (4t + 1)², and neither happens — m² − 5n² = 1 has only
    // m ≡ 1 mod 4, as (9 + 4√5)^k shows; 2 and 3 are not squares mod 5; √5 is irrational.)
    let d = (0..=3u128).rev().find(|&d| 8 * t * d + d * d <= z + 16 * slack).unwrap_or(0);
    4 * t + d
}

/// a_k = floor(k·φ), exactly, in 128-bit arithmetic.
pub fn a_of(k: u64) -> u128 {
    (u128::from(k) + floor_sqrt5_times(k)) / 2
}

/// b_k = a_k + k = floor(k·φ²).
pub fn b_of(k: u64) -> u128 {
    a_of(k) + u128::from(k)
}

/// The k-th P-position (a_k, b_k), or `None` when b_k does not fit in `u64`.
pub fn pair(k: u64) -> Option<(u64, u64)> {
    let b = u64::try_from(b_of(k)).ok()?;
    Some((a_of(k) as u64, b))
}

/// The other pile of the P-position that contains `n` (0 pairs with 0). The partner of a
/// large a_k may not fit in `u64`, hence the `u128`.
pub fn partner(n: u64) -> u128 {
    if n == 0 {
        return 0;
    }
    let n128 = u128::from(n);
    let s = floor_sqrt5_times(n);
    // n = a_k: k is within a step or two of n/φ = (n√5 - n)/2 (and k < n).
    let k_a = ((s - n128) / 2) as u64;
    for k in k_a.saturating_sub(1)..=k_a.saturating_add(2) {
        if a_of(k) == n128 {
            return n128 + u128::from(k);
        }
    }
    // n = b_k: k is within a step or two of n/φ² = (3n - n√5)/2.
    let k_b = ((3 * n128 - s) / 2) as u64;
    for k in k_b.saturating_sub(2)..=k_b.saturating_add(2) {
        if k >= 1 && b_of(k) == n128 {
            return n128 - u128::from(k);
        }
    }
    unreachable!("Beatty's theorem: every positive integer is some a_k or some b_k")
}

/// Which pile a move takes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Pile {
    /// The first pile named.
    First,
    /// The second pile named.
    Second,
    /// The same number from both.
    Both,
}

/// A move in Wythoff's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct WythoffMove {
    /// Where the counters come from.
    pub from: Pile,
    /// How many are taken (from each pile, for `Both`).
    pub take: u64,
    /// The piles after the move, in the order given.
    pub leaves: [u64; 2],
}

/// True when (a, b) is a P-position (lost for the player to move).
pub fn is_p_position(a: u64, b: u64) -> bool {
    let (lo, hi) = (a.min(b), a.max(b));
    a_of(hi - lo) == u128::from(lo)
}

/// True when the player to move wins.
pub fn first_player_wins(a: u64, b: u64) -> bool {
    !is_p_position(a, b)
}

/// Every winning move: reduce the first pile to the second's partner, the second to the
/// first's partner, or both piles to the P-position with the same difference.
pub fn winning_moves(a: u64, b: u64) -> Vec<WythoffMove> {
    if is_p_position(a, b) {
        return Vec::new();
    }
    let mut moves = Vec::new();
    // Each `<` below could be `<=` with no change of meaning: equality would make (a, b)
    // itself a P-position (pa = a: a is b's partner; pb = b likewise; ad = lo: the smaller pile
    // is a_d for the difference d), which returned above.
    let pa = partner(b);
    if pa < u128::from(a) {
        let pa = pa as u64;
        moves.push(WythoffMove { from: Pile::First, take: a - pa, leaves: [pa, b] });
    }
    let pb = partner(a);
    if pb < u128::from(b) {
        let pb = pb as u64;
        moves.push(WythoffMove { from: Pile::Second, take: b - pb, leaves: [a, pb] });
    }
    let (lo, hi) = (a.min(b), a.max(b));
    let ad = a_of(hi - lo);
    if ad < u128::from(lo) {
        let take = lo - ad as u64;
        moves.push(WythoffMove { from: Pile::Both, take, leaves: [a - take, b - take] });
    }
    moves
}

/// Checks a move; the error says what is wrong with it.
pub fn check_move(a: u64, b: u64, from: Pile, take: u64) -> Result<WythoffMove, GameError> {
    if take == 0 {
        return err("refusal-take-nothing", []);
    }
    let leaves = match from {
        Pile::First if take <= a => [a - take, b],
        Pile::Second if take <= b => [a, b - take],
        Pile::Both if take <= a && take <= b => [a - take, b - take],
        Pile::First => return err("refusal-wythoff-pile-short", [("pile", Arg::from(1u64)), ("size", Arg::from(a))]),
        Pile::Second => return err("refusal-wythoff-pile-short", [("pile", Arg::from(2u64)), ("size", Arg::from(b))]),
        Pile::Both => {
            return err(
                "refusal-wythoff-both-short",
                [("take", Arg::from(take)), ("a", Arg::from(a)), ("b", Arg::from(b))],
            );
        }
    };
    Ok(WythoffMove { from, take, leaves })
}

/// One row of the table of P-positions.
#[derive(Debug, Clone, Serialize)]
pub struct PairRow {
    /// k.
    pub k: u64,
    /// a_k = floor(k·φ).
    pub a: u64,
    /// b_k = a_k + k.
    pub b: u64,
}

/// Rejects a k whose pair does not fit.
pub fn checked_pair(k: u64) -> Result<(u64, u64), GameError> {
    pair(k).ok_or_else(|| {
        GameError::invalid("refusal-wythoff-pair-too-large", [("k", Arg::from(k)), ("max", Arg::from(u64::MAX))])
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const A000201: [u64; 20] = [1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22, 24, 25, 27, 29, 30, 32];
    const A001950: [u64; 20] = [2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36, 39, 41, 44, 47, 49, 52];

    #[test]
    fn first_twenty_pairs_match_oeis() {
        for k in 1..=20u64 {
            assert_eq!(pair(k), Some((A000201[k as usize - 1], A001950[k as usize - 1])));
        }
        assert_eq!(pair(0), Some((0, 0)));
    }

    #[test]
    fn pairs_partition_the_naturals() {
        let mut seen = vec![0u8; 5000];
        for k in 1..2000u64 {
            let (a, b) = pair(k).unwrap();
            for x in [a, b] {
                if (x as usize) < seen.len() {
                    seen[x as usize] += 1;
                }
            }
        }
        assert!(seen[1..3000].iter().all(|&c| c == 1));
    }

    #[test]
    fn partner_inverts_pairs() {
        for k in 0..5000u64 {
            let (a, b) = pair(k).unwrap();
            assert_eq!(partner(a), u128::from(b));
            assert_eq!(partner(b), u128::from(a));
        }
    }

    /// a·b as a 256-bit number (high, low), by 64-bit limbs.
    fn mul_wide(a: u128, b: u128) -> (u128, u128) {
        let mask = u128::from(u64::MAX);
        let (a1, a0, b1, b0) = (a >> 64, a & mask, b >> 64, b & mask);
        let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
        let mid = (p00 >> 64) + (p01 & mask) + (p10 & mask);
        let lo = (p00 & mask) | (mid << 64);
        let hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
        (hi, lo)
    }

    #[test]
    fn floor_sqrt5_is_exact() {
        let check = |n: u64| {
            let s = floor_sqrt5_times(n);
            let five_n2 = mul_wide(5 * u128::from(n), u128::from(n));
            assert!(mul_wide(s, s) <= five_n2, "n = {n}: s too big");
            assert!(mul_wide(s + 1, s + 1) > five_n2, "n = {n}: s too small");
        };
        for n in 0..100_000 {
            check(n);
        }
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            check(x >> 2);
            check(x);
        }
        for n in [u64::MAX, u64::MAX - 1, 1 << 63, (1 << 62) - 1, 1 << 62] {
            check(n);
        }
        assert_eq!(mul_wide(u128::MAX, u128::MAX), (u128::MAX - 1, 1));
    }

    #[test]
    fn partner_near_the_top() {
        for n in [u64::MAX, u64::MAX - 1, u64::MAX - 2, 1 << 63, 12_345_678_901_234_567_890] {
            let p = partner(n);
            let (lo, hi) = (p.min(u128::from(n)), p.max(u128::from(n)));
            assert_eq!(a_of((hi - lo) as u64), lo, "n = {n}");
        }
    }

    #[test]
    fn hdu_1527_samples() {
        assert!(!first_player_wins(2, 1));
        assert!(first_player_wins(8, 4));
        assert!(!first_player_wins(4, 7));
    }

    #[test]
    fn the_largest_pair_that_fits() {
        // Find the largest k whose pair fits, by bisection, and check the boundary.
        let (mut lo, mut hi) = (0u64, u64::MAX);
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            if pair(mid).is_some() { lo = mid } else { hi = mid - 1 }
        }
        let (a, b) = pair(lo).unwrap();
        assert!(is_p_position(a, b));
        assert_eq!(partner(a), u128::from(b));
        assert_eq!(partner(b), u128::from(a));
        assert!(pair(lo + 1).is_none());
        assert!(checked_pair(lo + 1).is_err());
    }

    #[test]
    fn moves_near_10_to_18() {
        let (a, b) = (1_000_000_000_000_000_000u64, 1_234_567_890_123_456_789u64);
        let moves = winning_moves(a, b);
        assert!(!moves.is_empty());
        for m in moves {
            assert!(is_p_position(m.leaves[0], m.leaves[1]));
            assert!(m.leaves[0] <= a && m.leaves[1] <= b);
        }
    }

    #[test]
    fn example_4_7_is_lost() {
        let game = super::super::catalogue::Game::wythoff(false);
        let ex = super::super::analysis::example(&game, &[4, 7]).unwrap();
        assert!(!ex.first_player_wins);
        assert_eq!(ex.wythoff.as_ref().unwrap().difference, 3);
        let last = ex.playout.rows.last().unwrap();
        assert_eq!(last.after, [0, 0]);
        assert_eq!(last.mover, super::super::Player::Second);
    }

    #[test]
    fn check_move_takes_what_the_piles_hold_and_refuses_the_rest() {
        let ok = |from, take, leaves| Ok(WythoffMove { from, take, leaves });
        // Up to the whole pile, from either pile or from both.
        assert_eq!(check_move(3, 5, Pile::First, 3), ok(Pile::First, 3, [0, 5]));
        assert_eq!(check_move(3, 5, Pile::First, 1), ok(Pile::First, 1, [2, 5]));
        assert_eq!(check_move(3, 5, Pile::Second, 5), ok(Pile::Second, 5, [3, 0]));
        assert_eq!(check_move(3, 5, Pile::Second, 2), ok(Pile::Second, 2, [3, 3]));
        assert_eq!(check_move(3, 5, Pile::Both, 3), ok(Pile::Both, 3, [0, 2]));
        assert_eq!(check_move(5, 3, Pile::Both, 3), ok(Pile::Both, 3, [2, 0]));
        assert_eq!(check_move(5, 3, Pile::Both, 1), ok(Pile::Both, 1, [4, 2]));
        // Nothing, more than a pile holds, or more than the smaller pile from both.
        for (a, b, from, take) in [
            (3, 5, Pile::First, 0),
            (3, 5, Pile::Second, 0),
            (3, 5, Pile::Both, 0),
            (3, 5, Pile::First, 4),
            (3, 5, Pile::Second, 6),
            (3, 5, Pile::Both, 4),
            (5, 3, Pile::Both, 4),
            (0, 0, Pile::First, 1),
        ] {
            assert!(check_move(a, b, from, take).is_err(), "({a}, {b}) {from:?} {take}");
        }
    }
}
