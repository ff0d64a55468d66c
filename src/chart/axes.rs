//! Which two entries of a position a two-coordinate chart (`p-positions`, `grundy-map`) draws.
//!
//! By default the axes are entries 1 and 2 of a two-entry position. `--axes I,J` chooses entries
//! I (across) and J (up) of a longer position, the others held at the values of `--at` or of the
//! highlighted example, or at 0: `p-positions staircase --size 12 --axes 1,3` draws stair 1
//! against stair 3 with stair 2 empty. The option is read in `parse.rs`, checked against the
//! game and the highlight here, and [`View::position`] builds the whole position of each cell,
//! which the general charts (`general.rs`) ask the engine about. Nothing here knows a game.

use super::subject::GameChart;
use crate::directive::{DirectiveError, Word, parse_list};
use crate::games::catalogue::{Game, Shape};
use crate::message::Message;

/// The most entries `--axes` may name (a position longer than this is not charted by entry).
pub const MAX_AXIS: usize = 16;

/// `--axes I,J`: entries I and J (from 1) are the chart's x and y.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AxesOption {
    /// The entry drawn across, from 1.
    pub x: usize,
    /// The entry drawn up, from 1.
    pub y: usize,
    /// Byte offset of the option's value (errors point here).
    pub offset: usize,
}

impl AxesOption {
    /// The longer of the two entries: a position must have at least this many.
    pub fn needs(self) -> usize {
        self.x.max(self.y)
    }

    /// `I,J` as written.
    pub fn words(self) -> String {
        format!("{},{}", self.x, self.y)
    }
}

/// Reads the value of `--axes`: two different entries, each from 1 to [`MAX_AXIS`].
pub(crate) fn parse(word: &Word<'_>) -> Result<AxesOption, DirectiveError> {
    let list = parse_list(word, crate::directive::what("chart-what-axes-entry"))?;
    let fail = |m: Message| Err(DirectiveError::new(Some(word.offset), m));
    let [x, y] = list[..] else {
        return fail(crate::message!("chart-axes-count", axes = word.text, count = list.len()));
    };
    for v in [x, y] {
        if v == 0 || v > MAX_AXIS as u64 {
            return fail(crate::message!("chart-axes-no-entry", axes = word.text, entry = v, max = MAX_AXIS));
        }
    }
    if x == y {
        return fail(crate::message!(
            "chart-axes-same",
            axes = word.text,
            x = x,
            other = if x == 1 { 2u64 } else { 1 }
        ));
    }
    Ok(AxesOption { x: x as usize, y: y as usize, offset: word.offset })
}

/// Checks the axes against a game the chart names (Wythoff's game has two piles only).
pub(crate) fn check_game(axes: AxesOption, game: &Game) -> Result<(), DirectiveError> {
    if matches!(&game.shape, Shape::Whole(rule) if rule.family::<crate::games::rules::Wythoff>().is_some())
        && axes.needs() > 2
    {
        return Err(DirectiveError::new(Some(axes.offset), crate::message!("chart-axes-wythoff", axes = axes.words())));
    }
    Ok(())
}

/// Checks a whole position (from `--at` or an example) against the axes: it must have both entries.
/// `what` names the position in the message (`chart-what-…`).
pub(crate) fn check_position(axes: AxesOption, position: &[u64], what: Message) -> Result<(), Message> {
    if position.len() == 1 {
        return Err(crate::message!("chart-axes-one-entry", what = what, axes = axes.words()));
    }
    if position.len() < axes.needs() {
        return Err(crate::message!(
            "chart-axes-too-few",
            what = what,
            count = position.len(),
            axes = axes.words(),
            needs = axes.needs()
        ));
    }
    Ok(())
}

/// How a two-coordinate chart's cells map to positions: entries `x` and `y` (from 0) vary, the
/// others keep their values in `base`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct View {
    /// The entry drawn across, from 0.
    pub x: usize,
    /// The entry drawn up, from 0.
    pub y: usize,
    /// The whole position; entries `x` and `y` are replaced cell by cell.
    pub base: Vec<u64>,
}

impl View {
    /// The view of a chart: entries 1 and 2 of a pair by default; with `--axes`, the chosen
    /// entries of `whole` (the position of `--at` or of the example), or of zeros.
    pub fn of(chart: &GameChart, whole: Option<&[u64]>) -> View {
        match chart.axes {
            None => View { x: 0, y: 1, base: vec![0, 0] },
            Some(a) => {
                let mut base = whole.map(<[u64]>::to_vec).unwrap_or_default();
                if base.len() < a.needs() {
                    base.resize(a.needs(), 0);
                }
                View { x: a.x - 1, y: a.y - 1, base }
            }
        }
    }

    /// Whether this is the plain view of a pair, (x, y) = entries 1 and 2 of two.
    pub fn is_pair(&self) -> bool {
        self.x == 0 && self.y == 1 && self.base.len() == 2
    }

    /// The position of the cell (x, y).
    pub fn position(&self, x: u64, y: u64) -> Vec<u64> {
        let mut p = self.base.clone();
        p[self.x] = x;
        p[self.y] = y;
        p
    }

    /// The entries held fixed, as (entry from 1, value).
    pub fn fixed(&self) -> Vec<(usize, u64)> {
        (0..self.base.len()).filter(|&i| i != self.x && i != self.y).map(|i| (i + 1, self.base[i])).collect()
    }

    /// The largest number in the position of any cell up to `size`.
    pub fn largest(&self, size: u64) -> u64 {
        self.fixed().iter().map(|f| f.1).max().unwrap_or(0).max(size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directive::split_words;

    #[test]
    fn axes_are_two_different_entries_from_one() {
        let words = split_words("1,3 3,3 0,2 1 2,99");
        assert_eq!(parse(&words[0]).unwrap(), AxesOption { x: 1, y: 3, offset: 0 });
        assert!(parse(&words[1]).unwrap_err().message().contains("the same entry twice"));
        assert!(parse(&words[2]).unwrap_err().message().contains("entry 0 does not exist"));
        assert!(parse(&words[3]).unwrap_err().message().contains("has 1 number; it takes two"));
        assert!(parse(&words[4]).unwrap_err().message().contains("entry 99 does not exist"));
    }

    #[test]
    fn a_view_holds_the_other_entries() {
        let chart = |axes| GameChart {
            game: None,
            size: 5,
            alias: None,
            compare_normal: false,
            axes,
            unit: false,
            compare_sj: false,
        };
        let v = View::of(&chart(Some(AxesOption { x: 3, y: 1, offset: 0 })), Some(&[4, 7]));
        assert_eq!(v.position(2, 5), vec![5, 7, 2]);
        assert_eq!(v.fixed(), vec![(2, 7)]);
        assert_eq!(v.largest(5), 7);
        assert!(!v.is_pair());
        let plain = View::of(&chart(None), None);
        assert!(plain.is_pair());
        assert_eq!(plain.position(2, 5), vec![2, 5]);
        let what = || crate::message::Message::from("x");
        let at = AxesOption { x: 1, y: 3, offset: 0 };
        assert!(check_position(at, &[4], what()).unwrap_err().to_string().contains("x has one entry"));
        assert!(check_position(at, &[4, 1], what()).unwrap_err().to_string().contains("names entry 3"));
    }
}
