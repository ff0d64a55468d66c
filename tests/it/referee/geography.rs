//! Vertex geography on boards against the referee (the bipartite-graph game). The referee
//! plays the game by its definition: a position is the token's cell and the cells visited, as
//! one tuple (cell, then a 0/1 mark per cell), a move goes up, down, left or right to a free
//! cell not yet visited; its win/lose search is the one of `mod.rs`. With it: every cell of
//! every board of up to 10 cells, and of pseudo-random boards up to 4 × 5, must be won for the
//! player to move exactly where `nimbook::games::geography::board` says; each winning cell's
//! partner must be a winning reply (a neighbour from which the opponent, to move, loses).

use super::{Referee, Rules};
use nimbook::games::geography::board;

/// The game on a board of `width` columns whose free cells are `free` (row by row).
struct Geography {
    width: usize,
    free: Vec<bool>,
}

/// The squares up, down, left and right of square `at` (row by row from 0) on a board of
/// `width` columns and `squares` squares: the referee's one adjacency, for both of its
/// encodings of the game.
pub(super) fn neighbours(at: usize, width: usize, squares: usize) -> Vec<usize> {
    let (r, c) = (at / width, at % width);
    let mut near = Vec::new();
    if r > 0 {
        near.push(at - width);
    }
    if at + width < squares {
        near.push(at + width);
    }
    if c > 0 {
        near.push(at - 1);
    }
    if c + 1 < width {
        near.push(at + 1);
    }
    near
}

impl Rules for Geography {
    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        let (at, seen) = (p[0] as usize, &p[1..]);
        neighbours(at, self.width, self.free.len())
            .into_iter()
            .filter(|&n| self.free[n] && seen[n] == 0)
            .map(|n| {
                let mut q = p.to_vec();
                q[0] = n as u64;
                q[1 + n] = 1;
                q
            })
            .collect()
    }
}

/// The position with the token on `at` after visiting the cells `seen`, on a board of `cells`.
fn position(cells: usize, at: usize, seen: &[usize]) -> Vec<u64> {
    let mut p = vec![0u64; cells + 1];
    p[0] = at as u64;
    for &s in seen {
        p[1 + s] = 1;
    }
    p
}

fn check(width: usize, free: &[bool]) {
    let rows: Vec<Vec<bool>> = free.chunks(width).map(<[bool]>::to_vec).collect();
    let answer = board(&rows);
    let mut referee = Referee::new(Geography { width, free: free.to_vec() });
    for at in 0..free.len() {
        let (r, c) = (at / width, at % width);
        let expected = free[at].then(|| referee.wins(&position(free.len(), at, &[at]), false));
        assert_eq!(answer.wins[r][c], expected, "cell ({r}, {c}) of {rows:?}");
        // A winning cell's partner is a winning reply: the opponent, to move there, loses.
        if expected == Some(true) {
            let (y, x) = answer.partner[r][c].unwrap_or_else(|| panic!("no partner for ({r}, {c}) of {rows:?}"));
            assert_eq!(r.abs_diff(y) + c.abs_diff(x), 1, "({r}, {c}) → ({y}, {x}) of {rows:?}");
            let to = y * width + x;
            assert!(
                free[to] && !referee.wins(&position(free.len(), to, &[at, to]), false),
                "({r}, {c}) → ({y}, {x}) of {rows:?}"
            );
        }
    }
}

#[test]
fn every_small_board_is_decided_as_the_referee_plays_it() {
    for (rows, width) in [(1, 6), (2, 3), (3, 3), (2, 5)] {
        let cells = rows * width;
        for mask in 0u32..(1 << cells) {
            let free: Vec<bool> = (0..cells).map(|i| mask >> i & 1 == 1).collect();
            check(width, &free);
        }
    }
}

#[test]
fn pseudo_random_boards_up_to_four_by_five_are_decided_as_the_referee_plays_them() {
    // A fixed linear congruential sequence: the same boards on every run.
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        state >> 33
    };
    for (rows, width, count) in [(3, 4, 200), (4, 4, 60), (4, 5, 12)] {
        for _ in 0..count {
            // About one cell in four blocked, so that the boards have long paths.
            let free: Vec<bool> = (0..rows * width).map(|_| next() % 4 != 0).collect();
            check(width, &free);
        }
    }
}

/// JSOI 2009 (Luogu P4055) by the referee: the placer wins at the cells from which the player
/// to move loses; `WIN` and those cells row by row, or `LOSE`.
fn p4055_expected(width: usize, free: &[bool]) -> String {
    let mut referee = Referee::new(Geography { width, free: free.to_vec() });
    let placed: String = (0..free.len())
        .filter(|&at| free[at] && !referee.wins(&position(free.len(), at, &[at]), false))
        .map(|at| format!("{} {}\n", at / width + 1, at % width + 1))
        .collect();
    if placed.is_empty() { "LOSE\n".to_string() } else { format!("WIN\n{placed}") }
}

#[test]
fn p4055_judge_matches_the_referee_on_every_small_board() {
    let problem = nimbook::judge::Problem::from_name("p4055").unwrap();
    // The published sample, by the referee's own play.
    let sample: Vec<bool> = ".##...#.#".chars().map(|c| c == '.').collect();
    assert_eq!(p4055_expected(3, &sample), "WIN\n2 3\n3 2\n");
    for (rows, width) in [(1, 1), (1, 4), (2, 2), (3, 2), (2, 4), (3, 3)] {
        let cells = rows * width;
        for mask in 0u32..(1 << cells) {
            let free: Vec<bool> = (0..cells).map(|i| mask >> i & 1 == 1).collect();
            let grid: String = free
                .chunks(width)
                .map(|row| row.iter().map(|&f| if f { '.' } else { '#' }).collect::<String>() + "\n")
                .collect();
            let input = format!("{rows} {width}\n{grid}");
            let got = super::judges::lines(problem, &input).join("\n") + "\n";
            assert_eq!(got, p4055_expected(width, &free), "{input}");
        }
    }
}
