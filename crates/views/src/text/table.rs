//! The tables of the terminal's worked example (see [`super`]): rows of cells printed with
//! aligned columns, one space apart, each line indented by one space. A column is as wide as
//! its widest cell on the screen, so a Chinese header, whose characters take two columns each
//! in a terminal, lines up with the numbers under it.

use unicode_width::UnicodeWidthStr;

/// How a column is aligned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Align {
    Left,
    Right,
}

/// A row of cells, or a rule of dashes as wide as the table.
enum Row {
    Cells(Vec<String>),
    Rule,
}

/// Rows of cells printed with aligned columns, one space apart, each line indented by one space.
pub(super) struct Table {
    align: Vec<Align>,
    rows: Vec<Row>,
}

/// How many columns `text` takes in a terminal (two for a CJK character, one for `8` or `→`).
pub(super) fn width(text: &str) -> usize {
    text.width()
}

impl Table {
    pub(super) fn new(align: &[Align]) -> Self {
        Table { align: align.to_vec(), rows: Vec::new() }
    }

    pub(super) fn row<S: ToString>(&mut self, cells: impl IntoIterator<Item = S>) {
        self.rows.push(Row::Cells(cells.into_iter().map(|c| c.to_string()).collect()));
    }

    pub(super) fn rule(&mut self) {
        self.rows.push(Row::Rule);
    }

    /// The rows of cells, rules left out (for the tests' check of the columns).
    #[cfg(test)]
    pub(super) fn cells(&self) -> Vec<Vec<String>> {
        self.rows
            .iter()
            .filter_map(|r| match r {
                Row::Cells(cells) => Some(cells.clone()),
                Row::Rule => None,
            })
            .collect()
    }

    /// Each column's width on the screen: that of its widest cell.
    fn widths(&self) -> Vec<usize> {
        let mut widths: Vec<usize> = Vec::new();
        for row in &self.rows {
            if let Row::Cells(cells) = row {
                for (i, c) in cells.iter().enumerate() {
                    let w = width(c);
                    match widths.get_mut(i) {
                        Some(old) => *old = (*old).max(w),
                        None => widths.push(w),
                    }
                }
            }
        }
        widths
    }

    pub(super) fn render(&self) -> String {
        let widths = self.widths();
        let total = widths.iter().sum::<usize>() + widths.len().saturating_sub(1);
        let mut s = String::new();
        for row in &self.rows {
            let line = match row {
                Row::Rule => "-".repeat(total),
                Row::Cells(cells) => {
                    let parts: Vec<String> = cells
                        .iter()
                        .enumerate()
                        .map(|(i, c)| {
                            let pad = " ".repeat(widths[i] - width(c));
                            match self.align.get(i).copied().unwrap_or(Align::Right) {
                                Align::Left => format!("{c}{pad}"),
                                Align::Right => format!("{pad}{c}"),
                            }
                        })
                        .collect();
                    parts.join(" ")
                }
            };
            s.push(' ');
            s.push_str(line.trim_end());
            s.push('\n');
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A Chinese header takes two columns a character: the numbers under it line up with its
    /// right edge on the screen, not with its count of characters.
    #[test]
    fn columns_are_as_wide_as_their_cells_on_the_screen() {
        let mut table = Table::new(&[Align::Right, Align::Left, Align::Right]);
        table.row(["步", "走子方", "尼姆和"]);
        table.row(["1", "先手", "9"]);
        table.rule();
        table.row(["12", "first", "0"]);
        assert_eq!(table.render(), " 步 走子方 尼姆和\n  1 先手        9\n ----------------\n 12 first       0\n");
        assert_eq!(table.widths(), [2, 6, 6]);
        assert_eq!(width("先手 8 → 3"), 10);
    }
}
