//! The game graph of a small worked example: every position reachable from the start, each
//! with its options, ordered so that a position comes after all of its options, and labelled
//! P or N by the game's convention. It is the backward labelling of a first lesson drawn step
//! by step (`templates/examples/sections/graph.html`): terminal positions first, then each
//! position once its options are labelled. Part of [`super::example`], so a position a student
//! types in the page gets its own graph from the same code.

use super::Solver;
use crate::GameError;
use crate::catalogue::Game;
use crate::limits::{MAX_GRAPH_ENTRY_SUM, MAX_GRAPH_POSITIONS};
use crate::reach::{Reach, Seen, reach};
use serde::Serialize;

/// The positions reachable from a start, in labelling order, with their moves and labels.
/// Heaps that split are given as a sum: without empty heaps, smallest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Graph {
    /// The positions: every option of a position comes before it, so the last is the start.
    /// Among positions of equal height (the longest play left) the smaller comes first.
    pub positions: Vec<Vec<u64>>,
    /// Each position's options as indices into `positions` (each smaller than the position's
    /// own), in the rule's order, each once.
    pub options: Vec<Vec<usize>>,
    /// Whether the player to move wins there (an N-position) by the game's convention.
    pub wins: Vec<bool>,
    /// For an N-position, its first option that is a P-position: the move that labels it;
    /// none for a P-position.
    pub to_p: Vec<Option<usize>>,
}

/// The graph of `game` from `start`, or `None` when the start's entries add up to more than
/// [`MAX_GRAPH_ENTRY_SUM`] or more than [`MAX_GRAPH_POSITIONS`] positions are reachable.
pub fn graph(game: &Game, start: &[u64], solver: &mut Solver<'_>) -> Result<Option<Graph>, GameError> {
    if start.iter().try_fold(0u64, |s, &e| s.checked_add(e)).is_none_or(|s| s > MAX_GRAPH_ENTRY_SUM) {
        return Ok(None);
    }
    // Heaps that split are a sum, the same in any order: each is drawn once, largest last and
    // without empty heaps. Heaps that never split keep their places, so the position is as played.
    let seen = if game.heap_rule().is_some_and(|r| r.splits()) { Seen::AsSum } else { Seen::AsPlayed };
    let Some(Reach { positions: found, moves }) =
        reach(game, start, seen, &mut |r| r.positions.len() <= MAX_GRAPH_POSITIONS)?
    else {
        return Ok(None);
    };
    // An option reached by two moves is drawn once.
    let moves: Vec<Vec<usize>> = moves
        .into_iter()
        .map(|to| {
            let mut once: Vec<usize> = Vec::with_capacity(to.len());
            for i in to {
                if !once.contains(&i) {
                    once.push(i);
                }
            }
            once
        })
        .collect();
    let Some(height) = heights(&moves) else { return Ok(None) };
    let mut order: Vec<usize> = (0..found.len()).collect();
    order.sort_by(|&a, &b| height[a].cmp(&height[b]).then_with(|| found[a].cmp(&found[b])));
    let mut place = vec![0; found.len()];
    for (k, &i) in order.iter().enumerate() {
        place[i] = k;
    }
    let mut g = Graph { positions: Vec::new(), options: Vec::new(), wins: Vec::new(), to_p: Vec::new() };
    for &i in &order {
        g.wins.push(solver.wins(&found[i])?);
        g.options.push(moves[i].iter().map(|&j| place[j]).collect());
        g.positions.push(found[i].clone());
    }
    for k in 0..g.positions.len() {
        let first_p = g.options[k].iter().copied().find(|&j| !g.wins[j]);
        g.to_p.push(first_p.filter(|_| g.wins[k]));
    }
    Ok(Some(g))
}

/// The longest play left from each position (0 for a terminal one), or `None` when a move
/// leads back to a position already on the way (a game that does not end).
fn heights(moves: &[Vec<usize>]) -> Option<Vec<usize>> {
    let mut height: Vec<Option<usize>> = vec![None; moves.len()];
    let mut on_path = vec![false; moves.len()];
    for root in 0..moves.len() {
        // Iterative depth-first search: (position, how many of its options are looked at).
        let mut stack = vec![(root, 0)];
        while let Some(&(v, next)) = stack.last() {
            if height[v].is_some() {
                stack.pop();
                continue;
            }
            on_path[v] = true;
            if let Some(&w) = moves[v].get(next) {
                if let Some(top) = stack.last_mut() {
                    top.1 += 1;
                }
                if on_path[w] {
                    return None;
                }
                if height[w].is_none() {
                    stack.push((w, 0));
                }
            } else {
                // Every option is finished: it was finished before or looked at just now.
                height[v] = Some(moves[v].iter().filter_map(|&w| height[w]).map(|h| h + 1).max().unwrap_or(0));
                on_path[v] = false;
                stack.pop();
            }
        }
    }
    height.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::heights;

    #[test]
    fn heights_are_the_longest_plays_left_and_a_cycle_has_none() {
        // 3 → 2 → 0, 3 → 1 → 0, 2 → 1: the longest play from 3 is 3 → 2 → 1 → 0.
        assert_eq!(heights(&[vec![], vec![0], vec![1, 0], vec![2, 1]]), Some(vec![0, 1, 2, 3]));
        assert_eq!(heights(&[vec![1], vec![2], vec![0]]), None);
        assert_eq!(heights(&[vec![], vec![1]]), None);
    }
}
