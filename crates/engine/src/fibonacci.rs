//! Fibonacci Nim (Whinihan 1963) by its closed form, and the Fibonacci arithmetic it rests on:
//! the Fibonacci test and Zeckendorf's representation (Zeckendorf 1972). A leaf of the engine,
//! pure and exact in `u64`: the judge for HDU 2516 answers from it (`crates/views/src/judge/`), and the
//! lesson language offers `zeckendorf(n)` and `fibonacci_upto(n)` from it
//! (`src/lesson/language.rs`). The game itself is played on pages as a teacher's `game` block,
//! solved by the engine's search, so the pages check this closed form instead of relying on it.
//!
//! The game: one heap of `n ≥ 2` counters; the first move takes from 1 to `n − 1`; afterwards a
//! move takes at least 1 and at most twice the previous take; whoever takes the last counter
//! wins. A position is `(n, limit)`: `n` counters left, at most `limit` may be taken now.
//! With `n > 0` it is won exactly when `limit` reaches the smallest term of `n`'s Zeckendorf
//! representation, and taking that term is a winning move; so the first player loses exactly
//! when `n` is a Fibonacci number.

use super::fact::Arg;
use super::{GameError, err};

/// The Fibonacci numbers of Zeckendorf's theorem, each once: 1, 2, 3, 5, 8, … up to `limit`
/// (the sequence 1, 1, 2, 3, … without its repeated 1). Stops before a term that would not fit
/// in `u64`, so the whole `u64` range is covered (the last term is F(93)).
pub fn fibonacci_upto(limit: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let (mut a, mut b) = (1u64, 2u64);
    while a <= limit {
        out.push(a);
        match a.checked_add(b) {
            Some(c) => (a, b) = (b, c),
            None if b <= limit => {
                out.push(b);
                break;
            }
            None => break,
        }
    }
    out
}

/// True when `n` is a Fibonacci number (1, 2, 3, 5, 8, …); 0 is not (no term is 0 or less).
pub fn is_fibonacci(n: u64) -> bool {
    fibonacci_upto(n).last() == Some(&n)
}

/// Zeckendorf's representation of `n`: the Fibonacci numbers, largest first, no two consecutive
/// in the sequence, whose sum is `n` (empty for 0). Found greedily: the largest Fibonacci number
/// not above what is left, each time; what is left is then below the next smaller Fibonacci
/// number, so the one after the term just taken is never taken.
pub fn zeckendorf(n: u64) -> Vec<u64> {
    let fib = fibonacci_upto(n);
    let mut left = n;
    let mut terms = Vec::new();
    for &f in fib.iter().rev() {
        if f <= left {
            terms.push(f);
            left -= f;
        }
    }
    terms
}

/// The smallest term of `n`'s Zeckendorf representation (`None` for 0).
pub fn smallest_term(n: u64) -> Option<u64> {
    zeckendorf(n).last().copied()
}

/// The winning take from the position `(n, limit)` — `n` counters left, at most `limit` may be
/// taken now — if the player to move wins: the smallest Zeckendorf term of `n`, when `limit`
/// allows it. `None` when the player to move loses (`n = 0`, or `limit` below that term).
pub fn winning_take(n: u64, limit: u64) -> Option<u64> {
    smallest_term(n).filter(|&z| z <= limit)
}

/// The first move of a game on `n` counters may take from 1 to `n − 1`: at least 2 counters are
/// needed for a game to start.
fn check_start(n: u64) -> Result<(), GameError> {
    if n < 2 {
        return err("refusal-fibonacci-start", [("n", Arg::from(n))]);
    }
    Ok(())
}

/// Whether the first player wins Fibonacci Nim on `n ≥ 2` counters: exactly when `n` is not a
/// Fibonacci number. A heap of fewer than 2 counters is refused.
pub fn first_player_wins(n: u64) -> Result<bool, GameError> {
    Ok(winning_first_take(n)?.is_some())
}

/// The winning first take on `n ≥ 2` counters, if there is one (the smallest Zeckendorf term,
/// which is below `n` exactly when `n` is not a Fibonacci number). A heap of fewer than 2
/// counters is refused.
pub fn winning_first_take(n: u64) -> Result<Option<u64>, GameError> {
    check_start(n)?;
    Ok(winning_take(n, n - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fibonacci_numbers_cover_u64() {
        assert_eq!(fibonacci_upto(20), [1, 2, 3, 5, 8, 13]);
        assert_eq!(fibonacci_upto(0), Vec::<u64>::new());
        let all = fibonacci_upto(u64::MAX);
        assert_eq!(all.len(), 92, "F(2) = 1 to F(93)");
        assert_eq!(*all.last().unwrap(), 12_200_160_415_121_876_738);
        assert!(all.windows(3).all(|w| w[0] + w[1] == w[2]));
        assert!(all[all.len() - 2].checked_add(all[all.len() - 1]).is_none(), "F(94) does not fit");
        assert!(is_fibonacci(12_200_160_415_121_876_738) && !is_fibonacci(u64::MAX) && !is_fibonacci(0));
        // Just below F(93): the sum that overflows must not bring F(93) in.
        let below = fibonacci_upto(12_200_160_415_121_876_737);
        assert_eq!((below.len(), *below.last().unwrap()), (91, 7_540_113_804_746_346_429), "F(92) is the last");
    }

    #[test]
    fn zeckendorf_terms_are_unique_and_apart() {
        assert_eq!(zeckendorf(100), [89, 8, 3]);
        assert_eq!(zeckendorf(0), Vec::<u64>::new());
        for n in (0..5000).chain([u64::MAX, u64::MAX - 1, 1 << 63]) {
            let z = zeckendorf(n);
            assert_eq!(z.iter().map(|&t| t as u128).sum::<u128>(), n as u128, "{n}");
            let fib = fibonacci_upto(u64::MAX);
            let idx: Vec<usize> =
                z.iter().map(|t| fib.iter().position(|f| f == t).expect("a Fibonacci term")).collect();
            assert!(idx.windows(2).all(|w| w[0] >= w[1] + 2), "{n}: {z:?} has two consecutive terms");
        }
    }

    #[test]
    fn the_first_move_and_its_refusal() {
        assert_eq!(winning_first_take(13).unwrap(), None);
        assert_eq!(winning_first_take(20).unwrap(), Some(2));
        assert!(first_player_wins(u64::MAX).unwrap());
        let e = first_player_wins(1).unwrap_err();
        assert!(e.to_string().contains("refusal-fibonacci-start(n: "), "{}", e.to_string());
        assert_eq!(winning_take(0, 5), None);
        assert_eq!(winning_take(12, 1), Some(1));
        assert_eq!(winning_take(12, 0), None);
    }
}
