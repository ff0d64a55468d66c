//! Where each vertex of a rooted tree is drawn: the lesson language's `tree_layout(parents)`
//! (`src/lesson/language.rs`), which a lesson turns into a drawing of a Green Hackenbush tree
//! with each vertex labelled by its value (`games::hackenbush::parent_values`). The tree is a
//! position of the course's game `games/hackenbush.rhai`: the parent of vertex 2, 3, …, each
//! below its child, 0 for a fallen vertex. Only whole-number grid places are computed here;
//! the page scales them.
//!
//! The layout is the usual tidy one for small trees: the leaves, met in depth-first order
//! (children by increasing number), stand two columns apart, and a parent stands midway between
//! its first and last child, so no two edges cross. Iterative, like the engine's closed form.

use nimbook_engine::hackenbush;
use serde::Serialize;

/// One vertex of the drawing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Placed {
    /// The vertex's number (1 is the root).
    pub vertex: u64,
    /// Its parent, 0 for the root.
    pub parent: u64,
    /// The edges between it and the root.
    pub depth: u64,
    /// Its column: leaves are two columns apart.
    pub column: u64,
    /// Its value by the colon principle (the XOR of the children's values plus one).
    pub value: u64,
}

/// The vertices still standing, root first, with their places and values; a bad parent list
/// is refused as [`hackenbush::parent_values`] refuses it.
pub fn layout(parents: &[u64]) -> Result<Vec<Placed>, nimbook_engine::GameError> {
    let values = hackenbush::parent_values(parents)?;
    let n = parents.len() + 1;
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n + 1];
    for (i, &p) in parents.iter().enumerate() {
        if p != 0 {
            children[p as usize].push(i + 2);
        }
    }
    let mut depth = vec![0u64; n + 1];
    let mut column = vec![0u64; n + 1];
    let mut present = vec![false; n + 1];
    let mut leaves = 0;
    let mut stack = vec![1usize];
    while let Some(v) = stack.pop() {
        present[v] = true;
        if children[v].is_empty() {
            column[v] = 2 * leaves;
            leaves += 1;
        }
        for &c in children[v].iter().rev() {
            depth[c] = depth[v] + 1;
            stack.push(c);
        }
    }
    // Children have larger numbers than their parent: in reverse, a parent's children are placed.
    for v in (1..=n).rev() {
        if let (Some(&first), Some(&last)) = (children[v].first(), children[v].last()) {
            column[v] = (column[first] + column[last]) / 2;
        }
    }
    Ok((1..=n)
        .filter(|&v| present[v])
        .map(|v| Placed {
            vertex: v as u64,
            parent: if v == 1 { 0 } else { parents[v - 2] },
            depth: depth[v],
            column: column[v],
            value: values[v - 1],
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaves_two_apart_parents_between_their_children() {
        // 1 - 2 - {3, 4}, 1 - 5; vertex 6 fell.
        let placed = layout(&[1, 2, 2, 1, 0]).unwrap();
        let at: Vec<(u64, u64, u64)> = placed.iter().map(|p| (p.vertex, p.depth, p.column)).collect();
        assert_eq!(at, [(1, 0, 2), (2, 1, 1), (3, 2, 0), (4, 2, 2), (5, 1, 4)]);
        // Branches worth g(2) + 1 = (1 XOR 1) + 1 = 1 and g(5) + 1 = 1: the root is worth 0.
        assert_eq!(placed[0].value, 0);
        assert_eq!(placed[1].value, 0);
    }
}
