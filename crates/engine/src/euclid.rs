//! The game of HDU 3595 ("GG and MM"), a relative of Euclid's game: two heaps (a, b); a move
//! picks one heap, of x counters, and takes a positive multiple of x from the other (k·x with
//! k ≥ 1, no more than that heap holds). A pair with an empty heap has no move. A leaf of the
//! engine, pure and exact: the judge of HDU 3595 answers from it (`crates/views/src/judge/`),
//! and the lesson language offers `euclid_suspense(a, b)` (`crates/views/src/environment.rs`).
//! The lesson on Every-SG plays the game on its pages as a site game (`games/euclid.rhai`),
//! whose suspense numbers the engine's search finds, so a page checks this formula against
//! the game itself.
//!
//! The suspense number of a pair follows the Euclidean algorithm. With a ≥ b ≥ 1, a = q·b + r:
//! the options are (r + j·b, b) for j = 0, …, q − 1 (the larger heap loses multiples of the
//! smaller; the smaller cannot lose a multiple of the larger). If r = 0 the move to (0, b) ends
//! the game and every other option can end it too, so the suspense is 1. Otherwise let t be the
//! suspense of (b, r). For q = 1 the one option is (r, b): the suspense is t + 1. For q ≥ 2 the
//! option (r + b, b), whose one move is to (r, b), has suspense t + 1, and every option with
//! j ≥ 2 can reach both of those two, one of which is a P-position, so it is an N-position;
//! the P-options are then (r, b) alone when t is even, and (r + b, b) alone when t is odd: the
//! suspense is t + 1 or t + 2, whichever is odd.

/// The suspense number of the pair (a, b): how many moves the game lasts when the player who
/// wins makes it last as long as they can and the other ends it as soon as they can. Odd
/// exactly when the player to move wins. At most about 2·log_φ(max(a, b)) + 2, so it is exact
/// for every pair of `u64`.
pub fn euclid_suspense(a: u64, b: u64) -> u64 {
    // The quotients of the Euclidean algorithm, from the pair down to a remainder of 0.
    let (mut a, mut b) = if a >= b { (a, b) } else { (b, a) };
    let mut quotients = Vec::new();
    while b > 0 {
        quotients.push(a / b);
        (a, b) = (b, a % b);
    }
    // Back up from the last step, whose remainder is 0 (suspense 1), or from an empty heap (0).
    let Some((_, before)) = quotients.split_last() else { return 0 };
    let mut s = 1;
    for &q in before.iter().rev() {
        s = if q == 1 || s % 2 == 0 { s + 1 } else { s + 2 };
    }
    s
}

/// True when the player to move from (a, b) wins: the suspense is odd.
pub fn euclid_wins(a: u64, b: u64) -> bool {
    euclid_suspense(a, b) % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The suspense by its definition, searched over the options (remembered in `memo`).
    fn searched(a: u64, b: u64, memo: &mut std::collections::HashMap<(u64, u64), u64>) -> u64 {
        if let Some(&s) = memo.get(&(a, b)) {
            return s;
        }
        let mut options = Vec::new();
        if let Some(q) = a.checked_div(b) {
            options.extend((1..=q).map(|k| (a - k * b, b)));
        }
        if let Some(q) = b.checked_div(a) {
            options.extend((1..=q).map(|k| (a, b - k * a)));
        }
        let values: Vec<u64> = options.iter().map(|&(x, y)| searched(x, y, memo)).collect();
        let s = match values.iter().filter(|&&s| s % 2 == 0).max() {
            Some(&s) => s + 1,
            None => values.iter().min().map_or(0, |&s| s + 1),
        };
        memo.insert((a, b), s);
        s
    }

    #[test]
    fn the_formula_is_the_definition_on_small_pairs() {
        let mut memo = std::collections::HashMap::new();
        for a in 0..=60 {
            for b in 0..=60 {
                assert_eq!(euclid_suspense(a, b), searched(a, b, &mut memo), "({a}, {b})");
            }
        }
    }

    #[test]
    fn known_pairs_and_the_largest() {
        assert_eq!(euclid_suspense(3, 2), 2, "(3, 2) has one move, to (1, 2), which wins at once");
        assert_eq!(euclid_suspense(5, 0), 0);
        assert_eq!(euclid_suspense(7, 7), 1);
        assert!(!euclid_wins(3, 2));
        // Consecutive Fibonacci numbers give every quotient 1: the longest play for their size.
        assert_eq!(euclid_suspense(12_200_160_415_121_876_738, 7_540_113_804_746_346_429), 91);
        assert!(euclid_suspense(u64::MAX, u64::MAX - 1) >= 2);
    }
}
