//! Undirected vertex geography on a board: a token stands on a cell; a move takes it to a
//! neighbouring free cell (up, down, left or right) it has not visited; a player with no move
//! loses. A leaf of the engine, pure and exact, for the lesson on the game and its judge
//! problem (JSOI 2009 "游戏", Luogu P4055), where one player places the token and the other
//! moves first.
//!
//! The board's cells form a bipartite graph (colour a cell by the parity of row + column), and
//! the game is decided by matchings: the player to move from a cell v wins exactly when v lies
//! in every maximum matching. If it does, take a maximum matching M and always move along the
//! edge of M at the token: the opponent's reply from M's other end leaves M (else the path so
//! far, turned around, would give a maximum matching without v), and reaches a cell matched in
//! M (else swapping along the path would give a larger matching), so the mover always has a
//! reply. If v is missed by some maximum matching M, the opponent plays that strategy: every
//! move from v reaches a cell matched by M (else M was not maximum), and they answer along M.
//!
//! Which cells some maximum matching misses is read off one maximum matching (Hopcroft and
//! Karp's algorithm): exactly the cells an even alternating path reaches from a cell it leaves
//! unmatched (on the same side). Both passes take O(E·√V) and O(E) steps: a board of 10⁶
//! cells is answered in well under a second, with memory linear in its cells.

/// No vertex: the other end of an unmatched vertex.
const NONE: usize = usize::MAX;

/// A bipartite graph's maximum matching and, for each vertex, whether every maximum matching
/// covers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matching {
    /// The partner of each left vertex in the matching found, if any.
    pub left: Vec<Option<usize>>,
    /// The partner of each right vertex.
    pub right: Vec<Option<usize>>,
    /// Whether each left vertex lies in every maximum matching.
    pub left_always: Vec<bool>,
    /// Whether each right vertex lies in every maximum matching.
    pub right_always: Vec<bool>,
}

impl Matching {
    /// How many edges a maximum matching has.
    pub fn size(&self) -> usize {
        self.left.iter().flatten().count()
    }
}

/// The maximum matching of the bipartite graph whose left vertex `u` is joined to the right
/// vertices `adjacent[u]` (each below `right`), and which vertices every maximum matching covers.
pub fn maximum_matching(adjacent: &[Vec<usize>], right: usize) -> Matching {
    let left = adjacent.len();
    let (mut mate_l, mut mate_r) = (vec![NONE; left], vec![NONE; right]);
    let mut dist = vec![usize::MAX; left];
    let mut next = vec![0usize; left];
    loop {
        // Layers of alternating paths from the unmatched left vertices.
        let mut queue: Vec<usize> = (0..left).filter(|&u| mate_l[u] == NONE).collect();
        dist.fill(usize::MAX);
        for &u in &queue {
            dist[u] = 0;
        }
        let mut free_reached = false;
        let mut head = 0;
        while head < queue.len() {
            let u = queue[head];
            head += 1;
            for &v in &adjacent[u] {
                match mate_r[v] {
                    NONE => free_reached = true,
                    w if dist[w] == usize::MAX => {
                        dist[w] = dist[u] + 1;
                        queue.push(w);
                    }
                    _ => {}
                }
            }
        }
        if !free_reached {
            break;
        }
        // Augmenting paths along the layers, vertex-disjoint, found without recursion.
        next.fill(0);
        for root in 0..left {
            if mate_l[root] != NONE {
                continue;
            }
            let mut stack = vec![root];
            while let Some(&u) = stack.last() {
                let Some(&v) = adjacent[u].get(next[u]) else {
                    dist[u] = usize::MAX;
                    stack.pop();
                    continue;
                };
                next[u] += 1;
                match mate_r[v] {
                    NONE => {
                        // Flip the path: each left vertex on it takes the right vertex after it.
                        let mut v = v;
                        for &x in stack.iter().rev() {
                            let old = mate_l[x];
                            mate_l[x] = v;
                            mate_r[v] = x;
                            v = old;
                        }
                        break;
                    }
                    w if dist[w] == dist[u].wrapping_add(1) => stack.push(w),
                    _ => {}
                }
            }
        }
    }
    // A vertex some maximum matching misses: unmatched here, or the partner of a vertex next to
    // one such vertex on the other side (an even alternating path from an unmatched vertex).
    let mut right_adjacent = vec![Vec::new(); right];
    for (u, vs) in adjacent.iter().enumerate() {
        for &v in vs {
            right_adjacent[v].push(u);
        }
    }
    let left_missed = missed(adjacent, &mate_l, &mate_r);
    let right_missed = missed(&right_adjacent, &mate_r, &mate_l);
    let some = |m: &[usize]| m.iter().map(|&x| (x != NONE).then_some(x)).collect();
    Matching {
        left: some(&mate_l),
        right: some(&mate_r),
        left_always: left_missed.iter().map(|&m| !m).collect(),
        right_always: right_missed.iter().map(|&m| !m).collect(),
    }
}

/// The vertices of one side that some maximum matching misses, given a maximum matching
/// (`mate` of that side, `other` of the other): those an even alternating path reaches from an
/// unmatched vertex of the side, the unmatched ones included.
fn missed(adjacent: &[Vec<usize>], mate: &[usize], other: &[usize]) -> Vec<bool> {
    let mut missed: Vec<bool> = mate.iter().map(|&m| m == NONE).collect();
    let mut queue: Vec<usize> = (0..mate.len()).filter(|&u| missed[u]).collect();
    while let Some(u) = queue.pop() {
        for &v in &adjacent[u] {
            // In a maximum matching a neighbour of an unmatched (or so reached) vertex is matched.
            let w = other[v];
            if w != NONE && !missed[w] {
                missed[w] = true;
                queue.push(w);
            }
        }
    }
    missed
}

/// A board's answer: for each cell (row by row), whether the player to move from a token there
/// wins (`Some(true)`), loses (`Some(false)`), or the cell is blocked (`None`), and the size of a
/// maximum matching of its free cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardAnswer {
    pub wins: Vec<Vec<Option<bool>>>,
    pub matching: usize,
    /// Each free cell's partner in one maximum matching (the winning reply from it, when the
    /// player to move there wins), as (row, column).
    pub partner: Vec<Vec<Option<(usize, usize)>>>,
}

/// Decides vertex geography from every cell of a board whose `free[r][c]` cells may be visited
/// (rows of any lengths; a cell past the end of a row is blocked).
pub fn board(free: &[Vec<bool>]) -> BoardAnswer {
    let cols = free.iter().map(Vec::len).max().unwrap_or(0);
    let is_free = |r: usize, c: usize| free.get(r).and_then(|row| row.get(c)).copied().unwrap_or(false);
    // Left: free cells with row + column even; right: the odd ones; each numbered in turn.
    let mut index = vec![vec![NONE; cols]; free.len()];
    let (mut lefts, mut rights) = (Vec::new(), Vec::new());
    for (r, row) in index.iter_mut().enumerate() {
        for (c, slot) in row.iter_mut().enumerate() {
            if is_free(r, c) {
                let side = if (r + c) % 2 == 0 { &mut lefts } else { &mut rights };
                *slot = side.len();
                side.push((r, c));
            }
        }
    }
    let adjacent: Vec<Vec<usize>> = lefts
        .iter()
        .map(|&(r, c)| {
            let near = [(r.wrapping_sub(1), c), (r + 1, c), (r, c.wrapping_sub(1)), (r, c + 1)];
            near.into_iter().filter(|&(y, x)| is_free(y, x)).map(|(y, x)| index[y][x]).collect()
        })
        .collect();
    let m = maximum_matching(&adjacent, rights.len());
    let mut wins: Vec<Vec<Option<bool>>> = free.iter().map(|row| vec![None; row.len()]).collect();
    let mut partner: Vec<Vec<Option<(usize, usize)>>> = free.iter().map(|row| vec![None; row.len()]).collect();
    for (i, &(r, c)) in lefts.iter().enumerate() {
        wins[r][c] = Some(m.left_always[i]);
        partner[r][c] = m.left[i].map(|j| rights[j]);
    }
    for (j, &(r, c)) in rights.iter().enumerate() {
        wins[r][c] = Some(m.right_always[j]);
        partner[r][c] = m.right[j].map(|i| lefts[i]);
    }
    BoardAnswer { wins, matching: m.size(), partner }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the player to move wins with the token on `at`, cells in `seen` used: by trying
    /// every move (boards of at most 16 cells).
    fn search(free: u32, width: usize, at: usize, seen: u32) -> bool {
        let (r, c) = (at / width, at % width);
        let mut near = vec![at + width];
        if r > 0 {
            near.push(at - width);
        }
        if c > 0 {
            near.push(at - 1);
        }
        if c + 1 < width {
            near.push(at + 1);
        }
        near.into_iter()
            .filter(|&n| n < 32 && free >> n & 1 == 1 && seen >> n & 1 == 0)
            .any(|n| !search(free, width, n, seen | 1 << n))
    }

    #[test]
    fn every_cell_of_every_small_board_is_decided_as_by_playing() {
        for (rows, width) in [(3, 3), (2, 4), (4, 3), (1, 5)] {
            let cells = rows * width;
            for free in 0u32..(1 << cells) {
                let grid: Vec<Vec<bool>> =
                    (0..rows).map(|r| (0..width).map(|c| free >> (r * width + c) & 1 == 1).collect()).collect();
                let answer = board(&grid);
                for at in 0..cells {
                    let expected = (free >> at & 1 == 1).then(|| search(free, width, at, 1 << at));
                    assert_eq!(answer.wins[at / width][at % width], expected, "board {free:b}, cell {at}");
                }
            }
        }
    }

    #[test]
    fn a_winning_cell_is_answered_along_its_partner() {
        // . # #
        // . . .
        // # . #
        let grid = [".##", "...", "#.#"].map(|r| r.chars().map(|c| c == '.').collect::<Vec<_>>());
        let answer = board(&grid);
        assert_eq!(answer.matching, 2);
        let lost: Vec<(usize, usize)> = (0..3)
            .flat_map(|r| (0..3).map(move |c| (r, c)))
            .filter(|&(r, c)| answer.wins[r][c] == Some(false))
            .collect();
        assert_eq!(lost, [(1, 2), (2, 1)]);
        // From (0, 0) the only move is to (1, 0), its partner.
        assert_eq!(answer.partner[0][0], Some((1, 0)));
    }

    #[test]
    fn a_large_board_is_answered() {
        let grid: Vec<Vec<bool>> = (0..300).map(|r| (0..300).map(|c| (r * 7 + c * 13) % 11 != 0).collect()).collect();
        let answer = board(&grid);
        let free = grid.iter().flatten().filter(|&&f| f).count();
        assert!(answer.matching <= free / 2);
        // Every cell wins for its mover exactly when a perfect matching exists.
        let losing = answer.wins.iter().flatten().filter(|&&w| w == Some(false)).count();
        assert_eq!(losing > 0, 2 * answer.matching < free);
        // Each partner is a free neighbour whose partner is the cell.
        for (r, row) in answer.partner.iter().enumerate() {
            for (c, p) in row.iter().enumerate() {
                if let &Some((y, x)) = p {
                    assert_eq!(r.abs_diff(y) + c.abs_diff(x), 1);
                    assert_eq!(answer.partner[y][x], Some((r, c)));
                }
            }
        }
    }
}
