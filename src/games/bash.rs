//! The Bash game: one heap of n, a move takes 1 to m, whoever takes the last wins
//! (or, misère, loses). Positions are lost for the mover exactly when n mod (m+1) is 0
//! (misère: 1).

use super::limits::PLAYOUT_LIMIT;
use super::{GameError, Player, err};
use serde::Serialize;

/// A move in the Bash game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BashMove {
    /// How many are taken.
    pub take: u64,
    /// How many remain.
    pub leaves: u64,
}

/// Serialised like every heap game's move: the heap (always 1), what is taken and left, and
/// `to`, the heaps that replace it (none when it is emptied).
impl Serialize for BashMove {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        super::nim::Move { heap: 1, take: self.take, leaves: self.leaves }.serialize(s)
    }
}

fn period(m: u64) -> u128 {
    u128::from(m) + 1
}

fn residue(n: u64, m: u64) -> u64 {
    (u128::from(n) % period(m)) as u64
}

fn losing_residue(misere: bool) -> u64 {
    u64::from(misere)
}

/// Checks the request.
pub fn validate(m: u64) -> Result<(), GameError> {
    if m == 0 {
        return err("the most a move may take (m) must be at least 1");
    }
    Ok(())
}

/// True when the player to move wins.
pub fn first_player_wins(n: u64, m: u64, misere: bool) -> bool {
    if misere && n == 0 {
        // The opponent took the last counter and lost.
        return true;
    }
    residue(n, m) != losing_residue(misere)
}

/// The winning moves (at most one: take what brings the residue to the losing one).
pub fn winning_moves(n: u64, m: u64, misere: bool) -> Vec<BashMove> {
    if n == 0 || !first_player_wins(n, m, misere) {
        return Vec::new();
    }
    let r = residue(n, m);
    let target = losing_residue(misere);
    let take = if r >= target { r - target } else { (period(m) + u128::from(r) - u128::from(target)) as u64 };
    if take == 0 || take > n || take > m {
        return Vec::new();
    }
    vec![BashMove { take, leaves: n - take }]
}

/// One ply of the play-out.
#[derive(Debug, Clone, Serialize)]
pub struct BashPly {
    /// Ply number, from 1.
    pub ply: usize,
    /// Who moves.
    pub mover: Player,
    /// Heap before.
    pub before: u64,
    /// Whether the mover was winning.
    pub winning: bool,
    /// The move.
    #[serde(rename = "move")]
    pub mv: BashMove,
}

/// The worked example for `bash N M`.
#[derive(Debug, Clone, Serialize)]
pub struct BashExample {
    /// The heap.
    pub n: u64,
    /// The most per move.
    pub m: u64,
    /// Misère play.
    pub misere: bool,
    /// m + 1, the period of the pattern.
    pub period: u128,
    /// n mod (m+1).
    pub residue: u64,
    /// The heap's Grundy value in normal play: n mod (m+1).
    pub grundy: u64,
    /// How many winning moves there are (0 or 1).
    pub winning_move_count: usize,
    /// Whether the player to move wins.
    pub first_player_wins: bool,
    /// Who wins.
    pub winner: Player,
    /// The winning moves (empty or one).
    pub winning_moves: Vec<BashMove>,
    /// The losing heap sizes up to n (at most 40 of them listed).
    pub p_positions: Vec<u64>,
    /// The play-out: the winner restores the residue, the loser plays [`super::loser::bash_take`].
    pub playout: Vec<BashPly>,
    /// True when the play-out was cut short.
    pub playout_truncated: bool,
}

/// Computes the Bash worked example.
pub fn example(n: u64, m: u64, misere: bool) -> Result<BashExample, GameError> {
    validate(m)?;
    let first = first_player_wins(n, m, misere);
    let mut p_positions = Vec::new();
    let mut p = u128::from(losing_residue(misere));
    while p <= u128::from(n) && p_positions.len() < 40 {
        p_positions.push(p as u64);
        p += period(m);
    }
    let mut playout = Vec::new();
    let mut heap = n;
    let mut mover = Player::First;
    let mut truncated = false;
    while heap > 0 {
        if playout.len() == PLAYOUT_LIMIT {
            truncated = true;
            break;
        }
        let best = winning_moves(heap, m, misere);
        let winning = !best.is_empty();
        let mv = best.first().copied().unwrap_or_else(|| {
            let take = super::loser::bash_take(heap, m, misere).expect("the heap is not empty");
            BashMove { take, leaves: heap - take }
        });
        playout.push(BashPly { ply: playout.len() + 1, mover, before: heap, winning, mv });
        heap = mv.leaves;
        mover = mover.other();
    }
    Ok(BashExample {
        n,
        m,
        misere,
        period: period(m),
        residue: residue(n, m),
        grundy: residue(n, m),
        winning_move_count: winning_moves(n, m, misere).len(),
        first_player_wins: first,
        winner: if first { Player::First } else { Player::Second },
        winning_moves: winning_moves(n, m, misere),
        p_positions,
        playout,
        playout_truncated: truncated,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hdu_1846_samples() {
        assert!(first_player_wins(23, 2, false));
        assert!(!first_player_wins(4, 3, false));
        assert_eq!(winning_moves(23, 2, false), vec![BashMove { take: 2, leaves: 21 }]);
    }

    #[test]
    fn misere_bash() {
        assert!(!first_player_wins(1, 3, true));
        assert!(first_player_wins(2, 3, true));
        assert_eq!(winning_moves(6, 3, true), vec![BashMove { take: 1, leaves: 5 }]);
        assert!(first_player_wins(0, 3, true));
    }

    #[test]
    fn largest_m() {
        assert!(first_player_wins(u64::MAX, u64::MAX, false));
        assert_eq!(winning_moves(u64::MAX, u64::MAX, false)[0].leaves, 0);
        assert!(validate(0).is_err());
    }

    #[test]
    fn example_playout_ends_with_the_winner() {
        let ex = example(23, 2, false).unwrap();
        assert_eq!(ex.residue, 2);
        assert_eq!(ex.p_positions[..3], [0, 3, 6]);
        let last = ex.playout.last().unwrap();
        assert_eq!(last.mover, Player::First);
        assert_eq!(last.mv.leaves, 0);
    }
}
