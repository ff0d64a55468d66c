//! Coin-turning games (Lenstra; Berlekamp, Conway and Guy, *Winning Ways*, ch. 14) by their
//! closed forms. A leaf of the engine, pure and exact in `u64`: the judge for HDU 3537 answers
//! from it (`crates/views/src/judge/`), and the lesson language offers `mock_turtles_value(n)`,
//! `ruler_value(n)` and `odious(n)` from it (`src/lesson/language.rs`). The games themselves are
//! played on pages as the site's games (`games/turning-turtles.rhai`, `games/mock-turtles.rhai`,
//! `games/ruler.rhai`), solved by the engine's search, so the pages check these closed forms
//! instead of relying on them.
//!
//! A row of coins; a move turns over a set of coins allowed by the game, the rightmost of which
//! goes from heads to tails. The value of a position is the XOR of the values of its single
//! heads, so each game is one sequence:
//! - Turning Turtles (turn one or two coins, coins numbered from 1): the value of coin `n` is `n`;
//! - Mock Turtles (turn one, two or three coins, coins numbered from 0): the `n`-th odious
//!   number, `2n` or `2n + 1`, whichever has an odd number of ones in binary;
//! - the Ruler game (turn a run of consecutive coins ending at the head, coins numbered from 1):
//!   the largest power of 2 dividing `n`.

use super::fact::Arg;
use super::{GameError, err};

/// True when `n` has an odd number of ones in binary (1, 2, 4, 7, 8, 11, …); 0 is evil.
pub fn is_odious(n: u64) -> bool {
    n.count_ones() % 2 == 1
}

/// The value of a single head at coin `n` (from 0) in Mock Turtles: the `n`-th odious number,
/// counting from 0. Exactly one of `2n` and `2n + 1` is odious (they differ in the last bit).
/// `None` past `u64` (n ≥ 2^63).
pub fn mock_turtles_value(n: u64) -> Option<u64> {
    let even = n.checked_mul(2)?;
    Some(if is_odious(even) { even } else { even + 1 })
}

/// The value of a single head at coin `n ≥ 1` in the Ruler game: the largest power of 2 that
/// divides `n`. Coin 0 does not exist (the row is numbered from 1).
pub fn ruler_value(n: u64) -> Result<u64, GameError> {
    if n == 0 {
        return err("refusal-ruler-zero", []);
    }
    Ok(1 << n.trailing_zeros())
}

/// The value of a Mock Turtles row whose heads are at `heads` (coins from 0). A coin named twice
/// is one head (HDU 3537 may name a coin more than once), so the list is made a set first.
pub fn mock_turtles_position(heads: &[u64]) -> Result<u64, GameError> {
    let mut set = heads.to_vec();
    set.sort_unstable();
    set.dedup();
    let mut value = 0;
    for &n in &set {
        match mock_turtles_value(n) {
            Some(v) => value ^= v,
            None => return err("refusal-coin-range", [("coin", Arg::from(n))]),
        }
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_odious_numbers_and_the_ruler() {
        let mock: Vec<u64> = (0..12).map(|n| mock_turtles_value(n).unwrap()).collect();
        assert_eq!(mock, [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22]);
        let ruler: Vec<u64> = (1..=12).map(|n| ruler_value(n).unwrap()).collect();
        assert_eq!(ruler, [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4]);
        assert!(ruler_value(0).is_err());
        assert_eq!(mock_turtles_value(u64::MAX / 2), Some(u64::MAX - 1 + u64::from(!is_odious(u64::MAX - 1))));
        assert_eq!(mock_turtles_value(1 << 63), None);
    }

    #[test]
    fn a_repeated_coin_is_one_head() {
        assert_eq!(mock_turtles_position(&[0, 1, 2, 3]).unwrap(), 0);
        assert_eq!(mock_turtles_position(&[5, 5, 5]).unwrap(), 11);
        assert!(mock_turtles_position(&[1 << 63]).is_err());
    }
}
