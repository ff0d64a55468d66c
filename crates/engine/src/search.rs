//! The referee: P/N outcomes and Sprague–Grundy values by memoised game-tree search.
//!
//! Any game given as positions and the moves between them can be solved here, in normal play
//! (the player who cannot move loses) or misère play (the player who cannot move wins). It is
//! slow and simple on purpose: the closed forms in the other modules are tested against it.

use std::collections::HashMap;
use std::hash::Hash;

/// A finite, acyclic two-player game described by its moves.
pub trait Moves {
    /// A position of the game.
    type Position: Clone + Eq + Hash;
    /// Every position reachable in one move from `p` (empty when `p` is terminal).
    fn moves(&self, p: &Self::Position) -> Vec<Self::Position>;
    /// A representative of `p` for memoisation (e.g. sorted heaps); identity by default.
    fn canonical(&self, p: &Self::Position) -> Self::Position {
        p.clone()
    }
}

/// Memoised solver for one game.
pub struct BruteForce<G: Moves> {
    game: G,
    normal: HashMap<G::Position, bool>,
    misere: HashMap<G::Position, bool>,
    grundy: HashMap<G::Position, u64>,
}

impl<G: Moves> BruteForce<G> {
    /// A solver with empty memo tables.
    pub fn new(game: G) -> Self {
        BruteForce { game, normal: HashMap::new(), misere: HashMap::new(), grundy: HashMap::new() }
    }

    /// The game being solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// True when the player to move from `p` wins with best play (an N-position).
    pub fn first_player_wins(&mut self, p: &G::Position, misere: bool) -> bool {
        let key = self.game.canonical(p);
        let memo = if misere { &self.misere } else { &self.normal };
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let moves = self.game.moves(p);
        let wins = if moves.is_empty() { misere } else { moves.iter().any(|q| !self.first_player_wins(q, misere)) };
        let memo = if misere { &mut self.misere } else { &mut self.normal };
        memo.insert(key, wins);
        wins
    }

    /// The moves from `p` that leave the opponent in a P-position.
    pub fn winning_moves(&mut self, p: &G::Position, misere: bool) -> Vec<G::Position> {
        let moves = self.game.moves(p);
        moves.into_iter().filter(|q| !self.first_player_wins(q, misere)).collect()
    }

    /// The Sprague–Grundy value of `p`: the least value not among its options' values.
    pub fn grundy(&mut self, p: &G::Position) -> u64 {
        let key = self.game.canonical(p);
        if let Some(&g) = self.grundy.get(&key) {
            return g;
        }
        let options: Vec<u64> = self.game.moves(p).iter().map(|q| self.grundy(q)).collect();
        let g = mex(&options);
        self.grundy.insert(key, g);
        g
    }
}

/// The minimum excludant: the least whole number not in `values`.
pub fn mex(values: &[u64]) -> u64 {
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if (v as usize) < seen.len() {
            seen[v as usize] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u64
}

/// Nim on a list of heaps; with `max_take`, a move removes at most that many.
#[derive(Debug, Clone, Copy, Default)]
pub struct NimGame {
    /// The most a move may take, or `None` for no limit.
    pub max_take: Option<u64>,
}

impl Moves for NimGame {
    type Position = Vec<u64>;
    fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &x) in p.iter().enumerate() {
            let most = self.max_take.map_or(x, |k| k.min(x));
            for take in 1..=most {
                let mut q = p.clone();
                q[i] = x - take;
                out.push(q);
            }
        }
        out
    }
    fn canonical(&self, p: &Vec<u64>) -> Vec<u64> {
        let mut q = p.clone();
        q.sort_unstable();
        q
    }
}

/// Wythoff's game: take any number from one pile, or the same number from both.
#[derive(Debug, Clone, Copy, Default)]
pub struct WythoffGame;

impl Moves for WythoffGame {
    type Position = (u64, u64);
    fn moves(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        out.extend((0..a).map(|x| (x, b)));
        out.extend((0..b).map(|y| (a, y)));
        out.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
        out
    }
}

/// One heap; a move takes a number of counters that is in the subtraction set.
#[derive(Debug, Clone, Default)]
pub struct SubtractionGame {
    /// The amounts a move may take.
    pub set: Vec<u64>,
}

impl Moves for SubtractionGame {
    type Position = u64;
    fn moves(&self, &n: &u64) -> Vec<u64> {
        self.set.iter().filter(|&&s| s <= n).map(|&s| n - s).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_examples() {
        assert_eq!(mex(&[]), 0);
        assert_eq!(mex(&[0, 1, 3]), 2);
        assert_eq!(mex(&[1, 2]), 0);
        assert_eq!(mex(&[2, 0, 1]), 3);
    }

    #[test]
    fn small_nim_facts() {
        let mut s = BruteForce::new(NimGame::default());
        assert!(!s.first_player_wins(&vec![0, 0], false));
        assert!(s.first_player_wins(&vec![0, 0], true));
        assert!(!s.first_player_wins(&vec![1, 2, 3], false));
        assert!(s.first_player_wins(&vec![8, 12, 13], false));
        assert_eq!(s.grundy(&vec![5]), 5);
    }

    #[test]
    fn wythoff_first_p_positions() {
        let mut s = BruteForce::new(WythoffGame);
        let mut ps = Vec::new();
        for a in 0..14u64 {
            for b in a..14u64 {
                if !s.first_player_wins(&(a, b), false) {
                    ps.push((a, b));
                }
            }
        }
        assert_eq!(ps, vec![(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]);
    }
}
