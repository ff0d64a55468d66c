//! The highlighted position of a chart: from `--at` (checked while parsing) or from the example
//! named by `--highlight` (checked when the lesson hands the example's [`Request`] to `render`).
//! An example of the wrong game, or with other rules than the chart's, is an error at the name.

use super::wording::msg;
use super::{ChartKind, ChartRequest, Mark};
use crate::directive::{Calculation, DirectiveError, Request, Word};
use crate::games::catalogue::Shape;
use crate::views::i18n::Lang;

/// A position to draw distinctly, and where it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Highlight {
    /// The example's name, or `None` for a position given with `--at`.
    pub label: Option<String>,
    /// The position, one coordinate per axis (nim3: x, y, z).
    pub coords: Vec<u64>,
    /// Which part of a larger example the chart shows.
    pub part: Option<Part>,
}

/// The part of an example with more heaps than the chart shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Part {
    /// The first heap of these heaps (a one-heap chart).
    FirstOf(Vec<u64>),
    /// The first two heaps of these heaps (a two-heap chart).
    FirstTwoOf(Vec<u64>),
    /// Two entries of this whole position (a chart with `--axes`): named by the whole position.
    Whole(Vec<u64>),
}

impl Highlight {
    /// The position written as in the text, e.g. `(4, 7)` or `n = 12`.
    pub fn position(&self) -> String {
        match self.coords.as_slice() {
            [n] => format!("n = {n}"),
            c => format!("({})", c.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")),
        }
    }

    /// How the legend, tooltip and description name it, by the position itself (a reader never
    /// sees the example's name): `(4, 7)`, `heap of 30`, or `(8, 12) of heaps 8, 12, 13` for a part;
    /// `kind` is what a coordinate is (`row`: `row of 30 pins`, see [`super::wording::coordinate`]).
    pub fn name(&self, kind: &str, lang: Lang<'_>) -> String {
        if let Some(Part::Whole(all)) = &self.part {
            return format!("({})", all.iter().map(u64::to_string).collect::<Vec<_>>().join(", "));
        }
        let position = match self.coords.as_slice() {
            [n] => msg!(lang, "chart-heap-of", n = *n, kind = kind),
            _ => self.position(),
        };
        let heaps = |all: &[u64]| all.iter().map(u64::to_string).collect::<Vec<_>>().join(&lang.word("list-separator"));
        match &self.part {
            Some(Part::FirstOf(all)) => {
                msg!(lang, "chart-part-first", position = position, all = heaps(all), kind = kind)
            }
            Some(Part::FirstTwoOf(all)) => {
                msg!(lang, "chart-part-first-two", position = position, all = heaps(all), kind = kind)
            }
            Some(Part::Whole(_)) | None => position,
        }
    }
}

/// One axis a position must lie on: its range and the option that widens it.
struct Range {
    lo: u64,
    hi: u64,
    axis: &'static str,
    option: &'static str,
}

fn ranges(kind: &ChartKind) -> Vec<Range> {
    let r = |lo, hi, axis, option| Range { lo, hi, axis, option };
    match kind {
        ChartKind::Wythoff { size, .. } | ChartKind::Nim3 { size, .. } => {
            vec![r(0, *size, "x", "--size"), r(0, *size, "y", "--size")]
        }
        ChartKind::PPositions(c) | ChartKind::GrundyMap(c) => {
            vec![r(0, c.size, "x", "--size"), r(0, c.size, "y", "--size")]
        }
        // A `--unit` sequence numbers its entries as the game does (from 0 or 1, `fn
        // numbered_from`), which only the game knows: it checks the exact range when drawn.
        ChartKind::Sequence(c) | ChartKind::PnStrip(c) => vec![r(0, c.size, "n", "--size")],
        ChartKind::Bash { n, m } => vec![r(0, *n, "heap n", "--n"), r(1, *m, "limit m", "--m")],
        ChartKind::XorUpto { size } => vec![r(0, *size, "n", "--size")],
        ChartKind::Euler301 { bits } => vec![r(1, 1 << bits, "n", "--bits")],
    }
}

/// The forms `--at` takes on this chart, for messages.
fn at_form(kind: &ChartKind) -> &'static str {
    match kind {
        ChartKind::Nim3 { .. } => "X,Y or X,Y,Z (e.g. --at 3,5,6)",
        ChartKind::Bash { .. } => "N,M: heap and limit (e.g. --at 12,3)",
        ChartKind::XorUpto { .. } | ChartKind::Sequence(_) | ChartKind::PnStrip(_) | ChartKind::Euler301 { .. } => {
            "one number N (e.g. --at 12)"
        }
        _ => "X,Y (e.g. --at 4,7)",
    }
}

/// Checks a position against the chart's range; the error names the coordinate (`index`) at fault.
pub(crate) fn check_range(kind: &ChartKind, coords: &[u64]) -> Result<(), (usize, String)> {
    for (i, (&v, r)) in coords.iter().zip(ranges(kind)).enumerate() {
        if v < r.lo {
            return Err((i, format!("{} = {v} is outside the chart: {} starts at {}", r.axis, r.axis, r.lo)));
        }
        if v > r.hi {
            let hint = match r.option {
                "--bits" => format!("raise --bits to at least {}", 64 - (v - 1).leading_zeros()),
                option => format!("raise {option} to at least {v}"),
            };
            return Err((i, format!("{} = {v} is outside the chart, which ends at {}; {hint}", r.axis, r.hi)));
        }
    }
    if let (ChartKind::Nim3 { z: Some(z), .. }, Some(&cz)) = (kind, coords.get(2))
        && cz != *z
    {
        return Err((
            2,
            format!("the third heap is {cz}, but the chart shows the slice --z {z}; drop --z or make them equal"),
        ));
    }
    Ok(())
}

/// Checks the numbers of `--at` against the chart (called while parsing).
pub(crate) fn check_at(kind: &ChartKind, coords: &[u64], word: &Word<'_>) -> Result<(), DirectiveError> {
    if let ChartKind::PPositions(c) | ChartKind::GrundyMap(c) = kind
        && let Some(a) = c.axes
    {
        super::axes::check_position(a, coords, &format!("--at {}", word.text))
            .map_err(|m| DirectiveError::new(Some(word.offset), m))?;
        let pair = [coords[a.x - 1], coords[a.y - 1]];
        return check_range(kind, &pair).map_err(|(i, message)| {
            let entry = if i == 0 { a.x } else { a.y } - 1;
            let offset = word.offset + word.text.split(',').take(entry).map(|p| p.len() + 1).sum::<usize>();
            DirectiveError::new(Some(offset), format!("--at: entry {}: {message}", entry + 1))
        });
    }
    let allowed: &[usize] = match kind {
        ChartKind::Nim3 { .. } => &[2, 3],
        ChartKind::XorUpto { .. } | ChartKind::Sequence(_) | ChartKind::PnStrip(_) | ChartKind::Euler301 { .. } => &[1],
        _ => &[2],
    };
    if !allowed.contains(&coords.len()) {
        return Err(DirectiveError::new(
            Some(word.offset),
            format!(
                "--at \"{}\" has {} number{}; a {} chart takes {}",
                word.text,
                coords.len(),
                if coords.len() == 1 { "" } else { "s" },
                kind.name(),
                at_form(kind)
            ),
        ));
    }
    check_range(kind, coords).map_err(|(i, message)| {
        let offset = word.offset + word.text.split(',').take(i).map(|p| p.len() + 1).sum::<usize>();
        DirectiveError::new(Some(offset), format!("--at: {message}"))
    })
}

/// The heaps of a normal-play Nim example (or a theorem's), padded with empty heaps to three.
fn nim3_heaps(example: &Request) -> Option<Vec<u64>> {
    let (game, heaps) = example.game_at()?;
    let nim = game.heap_rule().and_then(|r| r.take_limit()) == Some(None) && !game.misere;
    (nim && heaps.len() <= 3).then(|| heaps.into_iter().chain(std::iter::repeat(0)).take(3).collect())
}

/// The heap and the limit of a normal-play Bash example (one heap, at most M a move).
fn bash_heap(example: &Request) -> Option<Vec<u64>> {
    let (game, heaps) = example.game_at()?;
    match (game.heap_rule().and_then(|r| r.take_limit()), &heaps[..], game.misere) {
        (Some(Some(m)), &[n], false) => Some(vec![n, m]),
        _ => None,
    }
}

/// The piles of a normal-play Wythoff example.
fn wythoff_piles(example: &Request) -> Option<Vec<u64>> {
    let (game, piles) = example.game_at()?;
    let wythoff = matches!(&game.shape, Shape::Whole(rule) if rule.family::<crate::games::rules::Wythoff>().is_some());
    (wythoff && !game.misere).then_some(piles)
}

/// The position of an example on this chart, or what the chart needs instead.
fn position_of(kind: &ChartKind, example: &Request) -> Result<Vec<u64>, String> {
    let (found, wanted) = match kind {
        ChartKind::Wythoff { .. } => (wythoff_piles(example), "a wythoff example in normal play"),
        ChartKind::Nim3 { .. } => (nim3_heaps(example), "a nim example with at most three heaps"),
        ChartKind::Bash { .. } => (bash_heap(example), "a bash example in normal play"),
        ChartKind::XorUpto { .. } => (
            if let Request::Calc(Calculation::XorRange { b, .. }) = example { Some(vec![*b]) } else { None },
            "an xor-range example",
        ),
        ChartKind::Euler301 { .. } => (
            if let Request::Calc(Calculation::Euler301 { bits }) = example {
                1u64.checked_shl(*bits).map(|l| vec![l])
            } else {
                None
            },
            "an euler301 example",
        ),
        ChartKind::Sequence(_) | ChartKind::PnStrip(_) | ChartKind::PPositions(_) | ChartKind::GrundyMap(_) => {
            (None, "an example of a game (the general charts resolve it themselves)")
        }
    };
    found.ok_or_else(|| format!("is {}, but a {} chart needs {wanted}", describe(example), kind.name()))
}

/// An example's game and rules, in words.
fn describe(example: &Request) -> String {
    match example {
        Request::Game { game, heaps } => {
            let n = heaps.len();
            format!(
                "a {} example on {n} {}",
                crate::views::facts::title(game, crate::views::i18n::english()),
                if n == 1 { "heap" } else { "heaps" }
            )
        }
        Request::Calc(c) => format!("a {} example", c.kind()),
    }
}

/// The position to highlight, from `--at` or the example named by `--highlight`.
pub(crate) fn resolve(req: &ChartRequest, example: Option<&Request>) -> Result<Option<Highlight>, DirectiveError> {
    match &req.mark {
        None => Ok(None),
        Some(Mark::At { coords, .. }) => Ok(Some(Highlight { label: None, coords: coords.clone(), part: None })),
        Some(Mark::Named { name, offset }) => {
            let fail = |message: String| DirectiveError::new(Some(*offset), message);
            let example =
                example.ok_or_else(|| fail(format!("--highlight {name}: there is no example named \"{name}\"")))?;
            let coords = position_of(&req.kind, example).map_err(|m| fail(format!("--highlight {name} {m}")))?;
            check_range(&req.kind, &coords).map_err(|(_, m)| fail(format!("--highlight {name}: {m}")))?;
            Ok(Some(Highlight { label: Some(name.clone()), coords, part: None }))
        }
    }
}
