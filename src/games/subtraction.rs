//! Subtraction games: one heap, a move takes an amount from a fixed set S. Their Sprague–Grundy
//! values are computed bottom-up, g(n) = mex { g(n - s) : s in S, s <= n }.

use super::search::mex;
use super::{GameError, err};
use serde::Serialize;

/// The largest heap whose Grundy table is computed.
pub const MAX_HEAP: u64 = 100_000;
/// The most amounts a subtraction set may have.
pub const MAX_SET: usize = 64;

/// Checks a subtraction set: non-empty, positive, at most [`MAX_SET`] amounts.
pub fn validate_set(set: &[u64]) -> Result<(), GameError> {
    if set.is_empty() {
        return err("the subtraction set is empty: name at least one amount, e.g. --set 1,3,4");
    }
    if set.contains(&0) {
        return err("the subtraction set contains 0, but a move must take at least one");
    }
    if set.len() > MAX_SET {
        return err(format!("the subtraction set has {} amounts; at most {MAX_SET} are allowed", set.len()));
    }
    Ok(())
}

/// Grundy values g(0), …, g(n) of the subtraction game with set `set`.
pub fn grundy_values(set: &[u64], n: u64) -> Result<Vec<u64>, GameError> {
    validate_set(set)?;
    if n > MAX_HEAP {
        return err(format!("heap {n} is too large for a Grundy table (at most {MAX_HEAP})"));
    }
    let mut g: Vec<u64> = Vec::with_capacity(n as usize + 1);
    for h in 0..=n {
        let options: Vec<u64> = set.iter().filter(|&&s| s <= h).map(|&s| g[(h - s) as usize]).collect();
        g.push(mex(&options));
    }
    Ok(g)
}

/// A winning move from a heap: take `take`, leaving a heap of Grundy value 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SubtractionMove {
    /// How many are taken.
    pub take: u64,
    /// How many remain.
    pub leaves: u64,
}

/// The worked example for `subtraction N --set S`.
#[derive(Debug, Clone, Serialize)]
pub struct SubtractionExample {
    /// The heap.
    pub n: u64,
    /// The subtraction set, sorted.
    pub set: Vec<u64>,
    /// g(0..=n).
    pub grundy: Vec<u64>,
    /// The heaps up to n with Grundy value 0 (P-positions).
    pub p_positions: Vec<u64>,
    /// Whether the player to move from n wins.
    pub first_player_wins: bool,
    /// The winning moves from n.
    pub winning_moves: Vec<SubtractionMove>,
}

/// Computes the subtraction-game worked example.
pub fn example(n: u64, set: &[u64]) -> Result<SubtractionExample, GameError> {
    let mut set = set.to_vec();
    set.sort_unstable();
    set.dedup();
    let grundy = grundy_values(&set, n)?;
    let p_positions = (0..=n).filter(|&h| grundy[h as usize] == 0).collect();
    let winning_moves = set
        .iter()
        .filter(|&&s| s <= n && grundy[(n - s) as usize] == 0)
        .map(|&s| SubtractionMove { take: s, leaves: n - s })
        .collect();
    Ok(SubtractionExample { n, first_player_wins: grundy[n as usize] != 0, set, grundy, p_positions, winning_moves })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_1_3_4() {
        let g = grundy_values(&[1, 3, 4], 10).unwrap();
        assert_eq!(g, vec![0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1]);
        let ex = example(10, &[4, 3, 1, 3]).unwrap();
        assert_eq!(ex.set, vec![1, 3, 4]);
        assert_eq!(ex.p_positions, vec![0, 2, 7, 9]);
        assert_eq!(
            ex.winning_moves,
            vec![SubtractionMove { take: 1, leaves: 9 }, SubtractionMove { take: 3, leaves: 7 }]
        );
    }

    #[test]
    fn bad_sets() {
        assert!(validate_set(&[]).is_err());
        assert!(validate_set(&[0, 1]).is_err());
        assert!(grundy_values(&[1], MAX_HEAP + 1).is_err());
    }
}
