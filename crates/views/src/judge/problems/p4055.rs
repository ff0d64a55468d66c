//! Luogu P4055 (JSOI 2009 "游戏", BZOJ 1443): a token on a board of free cells and walls, moved
//! to a neighbouring cell it has not visited; one player places it and the other moves first
//! (`WIN` and the placer's winning cells, or `LOSE`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "p4055",
    summary: "Luogu P4055 (JSOI 2009): vertex geography on a board; the placer wins at the cells some maximum matching misses (`WIN` and those cells, or `LOSE`)",
    sample: (include_str!("../samples/p4055.in"), include_str!("../samples/p4055.out")),
    sample_published: true,
    solve,
    random,
};

/// The most rows and the most columns a board of P4055 has (its statement's bound, 1 ≤ N, M ≤
/// 100): the board is held, so this bounds the judge's memory.
pub const P4055_MAX_SIDE: u64 = 100;

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    let side = |t: &mut Tokens<&mut dyn BufRead>, what: &'static str| -> Result<usize, JudgeError> {
        let n = t.expect(what)?;
        if n.value == 0 || n.value > P4055_MAX_SIDE {
            let what = message::Message::new(what, []);
            return Err(n.place.error(message!(
                "judge-board-side",
                most = P4055_MAX_SIDE,
                what = what,
                found = n.value
            )));
        }
        Ok(n.value as usize)
    };
    let rows = side(t, "judge-what-rows-N")?;
    let columns = side(t, "judge-what-columns-M")?;
    let mut free = Vec::with_capacity(rows);
    for _ in 0..rows {
        // '.' is a free cell (index 0 of the alphabet), '#' a wall.
        let row = t.word("judge-what-board-row", columns, b".#")?;
        free.push(row.into_iter().map(|c| c == 0).collect::<Vec<bool>>());
    }
    // The player to move from a cell wins exactly when every maximum matching covers it; the
    // placer, who lets the other move first, wins at the cells some maximum matching misses:
    // those from which the player to move loses, row by row.
    let placed: String =
        crate::board::answer(&free).losing.iter().map(|cell| format!("{} {}\n", cell.row, cell.column)).collect();
    if placed.is_empty() {
        say("LOSE\n")
    } else {
        say("WIN\n")?;
        say(&placed)
    }
}

fn random(rng: &mut SplitMix64, _cases: u64) -> String {
    // One board (the problem has one case) of up to 6 × 6, mostly small, walls at a random
    // density. A third of the boards are built to have a perfect matching (dominoes laid in
    // rows, the cells they leave made walls), since those are the LOSE boards, which random
    // boards seldom are.
    let rows = rng.range(1, 6) as usize;
    let columns = rng.range(1, 6) as usize;
    let mut grid = vec![vec![b'.'; columns]; rows];
    if rng.range(0, 2) == 0 {
        for row in &mut grid {
            let mut c = 0;
            while c < columns {
                if c + 1 < columns && rng.range(0, 3) > 0 {
                    c += 2;
                } else {
                    row[c] = b'#';
                    c += 1;
                }
            }
        }
    } else {
        let walls = rng.range(0, 4);
        for row in &mut grid {
            for cell in row.iter_mut() {
                if rng.range(0, 9) < walls {
                    *cell = b'#';
                }
            }
        }
    }
    let mut s = format!("{rows} {columns}\n");
    for row in grid {
        s += &String::from_utf8(row).expect("ASCII");
        s.push('\n');
    }
    s
}
