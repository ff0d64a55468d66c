//! Green Hackenbush on rooted trees (Berlekamp, Conway and Guy, *Winning Ways*) by its closed
//! form: the value of a vertex is the XOR, over its children `c`, of `g(c) + 1` (a branch is an
//! edge with a tree on top: the colon principle turns the tree into a stalk of `g(c)` edges, and
//! the edge below makes it `g(c) + 1`). A leaf of the engine, pure and exact: the judge for
//! HDU 3094 answers from it (`crates/views/src/judge/`), and the lesson language offers `tree_values(parents)`
//! (`src/lesson/language.rs`). The game itself is the site's `games/hackenbush.rhai`, solved by
//! the engine's search, so the pages check this closed form instead of relying on it.
//!
//! Both entry points are iterative (an explicit stack, then the vertices in reverse order of
//! discovery), so a path of 10^5 vertices needs no deep recursion. A vertex's value is at most
//! the number of edges above it, so it always fits in `u64`.

use super::fact::Arg;
use super::{GameError, err};

/// The value of every vertex's subtree, for a tree on the vertices `1..=n` rooted at 1 and
/// given by its `n − 1` undirected edges, in any order and either way round (as HDU 3094 gives
/// them). Entry `v − 1` is `g(v)`; the root's value decides the game: the first player wins
/// exactly when it is not 0. Refuses a vertex outside `1..=n`, a wrong number of edges, and
/// edges that do not join all the vertices to the root (then some edge closes a cycle).
pub fn tree_values(n: usize, edges: &[(usize, usize)]) -> Result<Vec<u64>, GameError> {
    if n == 0 {
        return err("refusal-tree-empty", []);
    }
    if edges.len() != n - 1 {
        return err(
            "refusal-tree-edges",
            [("n", Arg::from(n)), ("need", Arg::from(n - 1)), ("edges", Arg::from(edges.len()))],
        );
    }
    // Adjacency lists in one array (compressed rows): no vector per vertex.
    let mut degree = vec![0usize; n + 1];
    for &(a, b) in edges {
        for v in [a, b] {
            if v == 0 || v > n {
                return err("refusal-tree-vertex", [("vertex", Arg::from(v)), ("n", Arg::from(n))]);
            }
            degree[v] += 1;
        }
    }
    let mut start = vec![0usize; n + 2];
    for v in 1..=n {
        start[v + 1] = start[v] + degree[v];
    }
    let mut fill = start.clone();
    let mut next = vec![0usize; 2 * edges.len()];
    for &(a, b) in edges {
        next[fill[a]] = b;
        fill[a] += 1;
        next[fill[b]] = a;
        fill[b] += 1;
    }
    // Discover the vertices from the root with an explicit stack; `parent[v]` is set once.
    let mut parent = vec![usize::MAX; n + 1];
    let mut order = Vec::with_capacity(n);
    let mut stack = vec![1usize];
    parent[1] = 0;
    while let Some(v) = stack.pop() {
        order.push(v);
        for &w in &next[start[v]..start[v + 1]] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                stack.push(w);
            }
        }
    }
    if order.len() != n {
        return err("refusal-tree-cycle", [("n", Arg::from(n)), ("reached", Arg::from(order.len()))]);
    }
    // Children come after their parent in `order`: in reverse, each child is done first.
    let mut value = vec![0u64; n + 1];
    for &v in order.iter().rev() {
        if v != 1 {
            value[parent[v]] ^= value[v] + 1;
        }
    }
    Ok(value[1..].to_vec())
}

/// The value of every vertex of a position of the site's game `hackenbush`: `parents[i]` is the
/// parent of vertex `i + 2` (vertex 1 is the root, on the ground), or 0 when that vertex has
/// fallen. A parent has a smaller number than its child, so the vertices are already in an
/// order where each child comes after its parent. Entry `v − 1` is `g(v)`, 0 for a fallen
/// vertex. Refuses a parent that is not smaller than its child, and a vertex whose parent fell
/// while it did not (it would hang in the air).
pub fn parent_values(parents: &[u64]) -> Result<Vec<u64>, GameError> {
    let n = parents.len() + 1;
    let present = |v: usize| v == 1 || parents[v - 2] != 0;
    for (i, &p) in parents.iter().enumerate() {
        let v = i + 2;
        if p != 0 {
            if p >= v as u64 {
                return err("refusal-tree-parent-order", [("vertex", Arg::from(v)), ("parent", Arg::from(p))]);
            }
            if !present(p as usize) {
                return err("refusal-tree-parent-fallen", [("vertex", Arg::from(v)), ("parent", Arg::from(p))]);
            }
        }
    }
    let mut value = vec![0u64; n + 1];
    for v in (2..=n).rev() {
        if present(v) {
            value[parents[v - 2] as usize] ^= value[v] + 1;
        }
    }
    Ok(value[1..].to_vec())
}

/// Whether the first player wins Green Hackenbush on the tree of [`tree_values`].
pub fn first_player_wins(n: usize, edges: &[(usize, usize)]) -> Result<bool, GameError> {
    Ok(tree_values(n, edges)?[0] != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stalks_forks_and_the_samples_of_hdu_3094() {
        // A stalk of k edges is a Nim heap of k.
        assert_eq!(tree_values(4, &[(1, 2), (2, 3), (3, 4)]).unwrap(), [3, 2, 1, 0]);
        // Two edges on the root: 1 XOR 1 = 0.
        assert_eq!(tree_values(3, &[(1, 2), (1, 3)]).unwrap()[0], 0);
        let sample = [(6, 2), (4, 3), (8, 4), (9, 5), (8, 6), (2, 7), (5, 8), (1, 9), (6, 10)];
        assert!(first_player_wins(10, &sample).unwrap());
        assert_eq!(tree_values(1, &[]).unwrap(), [0]);
    }

    #[test]
    fn a_long_path_needs_no_recursion() {
        let n = 100_000;
        let edges: Vec<(usize, usize)> = (1..n).map(|v| (v + 1, v)).collect();
        assert_eq!(tree_values(n, &edges).unwrap()[0], (n - 1) as u64);
        let parents: Vec<u64> = (1..n as u64).collect();
        assert_eq!(parent_values(&parents).unwrap()[0], (n - 1) as u64);
    }

    #[test]
    fn parents_agree_with_edges_and_fallen_vertices_count_nothing() {
        // 1 - 2 - 3, 2 - 4, 1 - 5; vertex 6 fell.
        let parents = [1, 2, 2, 1, 0];
        let edges = [(1, 2), (2, 3), (2, 4), (1, 5)];
        let by_edges = tree_values(5, &edges).unwrap();
        assert_eq!(parent_values(&parents).unwrap()[..5], by_edges[..]);
        // g(2) = 1 XOR 1 = 0, so the root has two branches worth 0 + 1 and 0 + 1.
        assert_eq!(by_edges[0], 0);
        assert_eq!(by_edges[1], 0);
        // A tree worth something (by hand, with the colon principle): 1 - 2 - 3 and 1 - 4. The
        // stalk 2 - 3 is worth 0 + 1 = 1 below 2, so the branch through 2 is worth 1 + 1 = 2 and
        // the branch to 4 is worth 0 + 1 = 1: g(1) = 2 XOR 1 = 3.
        let edges = [(1, 2), (2, 3), (1, 4)];
        let by_edges = tree_values(4, &edges).unwrap();
        assert_eq!(by_edges, [3, 1, 0, 0]);
        assert_eq!(parent_values(&[1, 2, 1]).unwrap()[..4], by_edges[..]);
    }

    #[test]
    fn bad_trees_are_refused() {
        assert!(tree_values(3, &[(1, 2)]).is_err());
        assert!(tree_values(3, &[(1, 2), (2, 4)]).is_err());
        assert!(tree_values(4, &[(1, 2), (2, 1), (3, 4)]).is_err());
        assert!(parent_values(&[2]).is_err());
        assert!(parent_values(&[0, 2]).is_err());
    }
}
