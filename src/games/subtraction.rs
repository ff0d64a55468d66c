//! Subtraction games: one heap, a move takes an amount from a fixed set S. Their Sprague–Grundy
//! values are computed bottom-up, g(n) = mex { g(n - s) : s in S, s <= n }.

use super::search::mex;
use super::{GameError, err};

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_1_3_4() {
        let g = grundy_values(&[1, 3, 4], 10).unwrap();
        assert_eq!(g, vec![0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1]);
    }

    #[test]
    fn bad_sets() {
        assert!(validate_set(&[]).is_err());
        assert!(validate_set(&[0, 1]).is_err());
        assert!(grundy_values(&[1], MAX_HEAP + 1).is_err());
    }
}
