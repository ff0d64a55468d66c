//! A board of squares as a lesson writes it (rows of `.` for a free cell and `#` for a wall), read
//! and answered for the lesson language's `geography(rows)`: vertex geography on the board, each
//! cell decided by the engine's matching ([`nimbook_engine::geography`]). The answer is facts:
//! counts, cells by (row, column) from 1, and each cell's state as an id (`wall`, `win`,
//! `lose`), which the lesson words; the page's module answers the same way.

use crate::limits::MAX_BOARD_CELLS;
use nimbook_engine::geography;
use serde::Serialize;

/// A cell by row and column, both from 1, as a lesson and a judge number them. A lesson sees
/// it as the list `[row, column]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    /// The row, from 1 at the top.
    pub row: usize,
    /// The column, from 1 at the left.
    pub column: usize,
}

impl Cell {
    /// The cell of 0-based row `r` and column `c`.
    fn at(r: usize, c: usize) -> Cell {
        Cell { row: r + 1, column: c + 1 }
    }
}

impl Serialize for Cell {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // A list, not a tuple: a lesson compares it with `[2, 3]` and finds it `in` a list.
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(2))?;
        seq.serialize_element(&self.row)?;
        seq.serialize_element(&self.column)?;
        seq.end()
    }
}

/// What `geography(rows)` gives a lesson.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Geography {
    /// How many rows the board has.
    pub rows: usize,
    /// How many columns.
    pub columns: usize,
    /// How many cells are free (not walls).
    pub cells: usize,
    /// The size of a maximum matching of the free cells (neighbours up, down, left, right).
    pub matching: usize,
    /// The cells from which the player to move wins (those every maximum matching covers), row
    /// by row.
    pub winning: Vec<Cell>,
    /// The cells from which the player to move loses: where a player who places the token and
    /// lets the other move first should place it.
    pub losing: Vec<Cell>,
    /// Each cell's state, row by row: `wall`, `win` (the player to move from it wins) or `lose`.
    pub grid: Vec<Vec<&'static str>>,
    /// Each cell's partner in the one maximum matching found (`None` for a wall or an unmatched
    /// cell): from a `win` cell, the winning reply.
    pub partner: Vec<Vec<Option<Cell>>>,
}

/// Why a board cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardError {
    /// The board has no rows, or rows with no cells.
    Empty,
    /// A row whose length is not the first row's.
    Ragged {
        /// The row, from 1.
        row: usize,
        /// Its number of cells.
        found: usize,
        /// The first row's.
        expected: usize,
    },
    /// A cell that is neither `.` nor `#`.
    Character {
        /// Its row, from 1.
        row: usize,
        /// Its column, from 1.
        column: usize,
        /// What it holds.
        found: char,
    },
    /// A board of more than [`MAX_BOARD_CELLS`] cells.
    TooLarge {
        /// Its number of cells, walls included.
        cells: usize,
    },
}

impl BoardError {
    /// The mistake, worded where it is shown (messages `mistake-board-…`, mistakes.ftl).
    pub fn message(&self) -> crate::message::Message {
        match *self {
            BoardError::Empty => crate::message!("mistake-board-empty"),
            BoardError::Ragged { row, found, expected } => {
                crate::message!("mistake-board-ragged", row = row, found = found, expected = expected)
            }
            BoardError::Character { row, column, found } => {
                crate::message!("mistake-board-character", row = row, column = column, found = format!("{found:?}"))
            }
            BoardError::TooLarge { cells } => {
                crate::message!("mistake-board-too-large", cells = cells, max = MAX_BOARD_CELLS)
            }
        }
    }
}

/// English (tests, logs).
impl std::fmt::Display for BoardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for BoardError {}

/// Reads rows of `.` and `#` into free cells, refusing a ragged, empty or oversized board before
/// holding it.
pub fn read(rows: &[String]) -> Result<Vec<Vec<bool>>, BoardError> {
    let width = rows.first().map(|r| r.chars().count()).unwrap_or(0);
    if width == 0 {
        return Err(BoardError::Empty);
    }
    let cells = rows.len().saturating_mul(width);
    if cells > MAX_BOARD_CELLS {
        return Err(BoardError::TooLarge { cells });
    }
    let mut free = Vec::with_capacity(rows.len());
    for (r, text) in rows.iter().enumerate() {
        // A bad character among the first `width` is named before a wrong length.
        let row = text
            .chars()
            .take(width)
            .enumerate()
            .map(|(c, ch)| match ch {
                '.' => Ok(true),
                '#' => Ok(false),
                found => Err(BoardError::Character { row: r + 1, column: c + 1, found }),
            })
            .collect::<Result<Vec<bool>, _>>()?;
        let found = text.chars().count();
        if found != width {
            return Err(BoardError::Ragged { row: r + 1, found, expected: width });
        }
        free.push(row);
    }
    Ok(free)
}

/// Vertex geography on the board `rows`, every cell decided.
pub fn geography(rows: &[String]) -> Result<Geography, BoardError> {
    read(rows).map(|free| answer(&free))
}

/// Vertex geography on a board of free cells (`free[r][c]`, rows of one length, at least one):
/// every cell decided. The lesson language and the judge of JSOI 2009 read the same answer.
pub fn answer(free: &[Vec<bool>]) -> Geography {
    let answer = geography::board(free);
    let (mut winning, mut losing) = (Vec::new(), Vec::new());
    let grid = answer
        .wins
        .iter()
        .enumerate()
        .map(|(r, row)| {
            row.iter()
                .enumerate()
                .map(|(c, state)| match state {
                    None => "wall",
                    Some(true) => {
                        winning.push(Cell::at(r, c));
                        "win"
                    }
                    Some(false) => {
                        losing.push(Cell::at(r, c));
                        "lose"
                    }
                })
                .collect()
        })
        .collect();
    let partner =
        answer.partner.iter().map(|row| row.iter().map(|p| p.map(|(r, c)| Cell::at(r, c))).collect()).collect();
    Geography {
        rows: free.len(),
        columns: free.first().map_or(0, Vec::len),
        cells: free.iter().flatten().filter(|&&f| f).count(),
        matching: answer.matching,
        winning,
        losing,
        grid,
        partner,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(text: &[&str]) -> Vec<String> {
        text.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_published_board() {
        // JSOI 2009's sample: the placer wins at (2, 3) and (3, 2).
        let g = geography(&rows(&[".##", "...", "#.#"])).unwrap();
        assert_eq!((g.rows, g.columns, g.cells, g.matching), (3, 3, 5, 2));
        let cells = |list: &[Cell]| list.iter().map(|c| (c.row, c.column)).collect::<Vec<_>>();
        assert_eq!(cells(&g.losing), [(2, 3), (3, 2)]);
        assert_eq!(cells(&g.winning), [(1, 1), (2, 1), (2, 2)]);
        assert_eq!(g.grid[0], vec!["win", "wall", "wall"]);
        // A winning cell's partner is a free neighbour.
        for &Cell { row: r, column: c } in &g.winning {
            let Cell { row: pr, column: pc } = g.partner[r - 1][c - 1].unwrap();
            assert_eq!(r.abs_diff(pr) + c.abs_diff(pc), 1);
            assert_ne!(g.grid[pr - 1][pc - 1], "wall");
        }
    }

    #[test]
    fn bad_boards_are_refused_with_their_place() {
        assert_eq!(geography(&[]).unwrap_err(), BoardError::Empty);
        assert_eq!(geography(&rows(&[""])).unwrap_err(), BoardError::Empty);
        assert_eq!(geography(&rows(&["..", "..."])).unwrap_err(), BoardError::Ragged { row: 2, found: 3, expected: 2 });
        assert_eq!(geography(&rows(&["..", "."])).unwrap_err(), BoardError::Ragged { row: 2, found: 1, expected: 2 });
        assert_eq!(
            geography(&rows(&["..", ".x"])).unwrap_err(),
            BoardError::Character { row: 2, column: 2, found: 'x' }
        );
        let wide = vec![".".repeat(MAX_BOARD_CELLS / 2 + 1); 2];
        assert!(matches!(geography(&wide).unwrap_err(), BoardError::TooLarge { .. }));
        assert!(geography(&rows(&["..", "."])).unwrap_err().to_string().contains("row 2"));
    }
}
