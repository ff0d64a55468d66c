//! The positions reachable from a start: the one walk that the game graph of a worked example
//! (`analysis/graph.rs`) and the play box's table of positions (the views' `play`)
//! both read. Breadth first from the start, each position with its moves in the rule's order,
//! stopped as soon as the caller's bound says the part found is too large, so that a large
//! game is refused after a bounded amount of work. A teacher's game is asked for the moves of
//! a whole level at once (on all cores, where there are threads); the walk then finds them
//! remembered, so its order never depends on the threads.

use crate::GameError;
use crate::catalogue::{Game, Shape};
use crate::positions::{as_sum, steps};
use rustc_hash::FxHashMap as HashMap;

/// How positions are told apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seen {
    /// As played: every entry in its place.
    AsPlayed,
    /// As a sum of heaps, for heaps that split: without empty heaps, smallest first, so that
    /// the same heaps in another order are one position.
    AsSum,
}

impl Seen {
    fn form(self, p: Vec<u64>) -> Vec<u64> {
        match self {
            Seen::AsPlayed => p,
            Seen::AsSum => as_sum(&p),
        }
    }
}

/// The positions reachable from a start and their moves.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reach {
    /// The positions in breadth-first order, the start first (in the form [`Seen`] chose).
    pub positions: Vec<Vec<u64>>,
    /// For each position, one index into `positions` per move, in the rule's order (two moves
    /// to the same position give the index twice).
    pub moves: Vec<Vec<usize>>,
}

/// Every position reachable from `start`, or `None` as soon as `fits`, asked each time a
/// position's moves have been added, says that the part found so far is too large.
pub fn reach(
    game: &Game,
    start: &[u64],
    seen: Seen,
    fits: &mut dyn FnMut(&Reach) -> bool,
) -> Result<Option<Reach>, GameError> {
    let start = seen.form(start.to_vec());
    let mut r = Reach { positions: vec![start.clone()], moves: Vec::new() };
    let mut index: HashMap<Vec<u64>, usize> = HashMap::from_iter([(start, 0)]);
    // Where the level not yet asked of a teacher's game begins.
    let mut asked = 0;
    while r.moves.len() < r.positions.len() {
        let next = r.moves.len();
        if let Shape::Whole(rule) = &game.shape
            && next == asked
        {
            rule.ask_ahead(&r.positions[next..], &mut |_| {});
            asked = r.positions.len();
        }
        let mut to = Vec::new();
        for s in steps(game, &r.positions[next])? {
            let after = seen.form(s.after);
            let i = match index.get(&after) {
                Some(&i) => i,
                None => {
                    index.insert(after.clone(), r.positions.len());
                    r.positions.push(after);
                    r.positions.len() - 1
                }
            };
            to.push(i);
        }
        r.moves.push(to);
        if !fits(&r) {
            return Ok(None);
        }
    }
    Ok(Some(r))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{HeapRule, Octal};

    fn of(name: &str) -> Game {
        match name {
            "kayles" => Game::heaps(name, HeapRule::octal(Octal::parse("0.77").unwrap()), false),
            _ => Game::heaps(name, HeapRule::take(None), false),
        }
    }

    #[test]
    fn nim_from_two_and_one_reaches_every_smaller_pair_breadth_first() {
        let r = reach(&of("nim"), &[2, 1], Seen::AsPlayed, &mut |_| true).unwrap().unwrap();
        // (2, 1) → (1, 1), (0, 1), (2, 0); then (0, 1) and (1, 0) from (1, 1); (0, 0) last.
        assert_eq!(r.positions, vec![vec![2, 1], vec![1, 1], vec![0, 1], vec![2, 0], vec![1, 0], vec![0, 0]]);
        assert_eq!(r.moves[0], vec![1, 2, 3]);
        assert_eq!(r.moves[5], Vec::<usize>::new());
        // Every move of every position is listed, none twice unless two moves meet.
        for (p, to) in r.positions.iter().zip(&r.moves) {
            assert_eq!(to.len(), p.iter().sum::<u64>() as usize);
        }
    }

    #[test]
    fn a_sum_is_one_position_in_any_order_and_the_bound_stops_the_walk() {
        // Kayles from a row of 4: 3, (1, 2) [once, as a sum], 2, (1, 1) ...
        let r = reach(&of("kayles"), &[4], Seen::AsSum, &mut |_| true).unwrap().unwrap();
        assert!(r.positions.iter().all(|p| p.windows(2).all(|w| w[0] <= w[1]) && !p.contains(&0)));
        let distinct: std::collections::HashSet<_> = r.positions.iter().collect();
        assert_eq!(distinct.len(), r.positions.len());
        let mut asked = 0;
        assert_eq!(
            reach(&of("nim"), &[5, 5, 5], Seen::AsPlayed, &mut |r| {
                asked += 1;
                r.positions.len() <= 10
            })
            .unwrap(),
            None
        );
        assert_eq!(asked, 1, "the start's 15 moves pass the bound at once");
    }
}
