//! The highlighted position of a chart: from `--at` (checked while parsing) or from the example
//! named by `--highlight` (checked when the lesson hands the example's [`Request`] to `render`).
//! An example of the wrong game, or with other rules than the chart's, is an error at the name.

use super::wording::msg;
use super::{ChartKind, ChartRequest, Mark};
use crate::directive::{Calculation, DirectiveError, Mistake, Request, Word};
use crate::games::catalogue::Shape;
use crate::games::fact::{Arg, Fact};
use crate::message::Message;
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

/// One axis a position must lie on: its range, its name in a mistake, and the option that
/// widens it.
struct Range {
    lo: u64,
    hi: u64,
    axis: Message,
    option: &'static str,
}

fn ranges(kind: &ChartKind) -> Vec<Range> {
    let r = |lo, hi, axis: &str, option| {
        let axis = match axis {
            "heap n" => crate::message!("chart-axis-bash-heap"),
            "limit m" => crate::message!("chart-axis-bash-limit"),
            letter => Message::from(letter),
        };
        Range { lo, hi, axis, option }
    };
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
fn at_form(kind: &ChartKind) -> Message {
    match kind {
        ChartKind::Nim3 { .. } => crate::message!("chart-at-form-nim3"),
        ChartKind::Bash { .. } => crate::message!("chart-at-form-bash"),
        ChartKind::XorUpto { .. } | ChartKind::Sequence(_) | ChartKind::PnStrip(_) | ChartKind::Euler301 { .. } => {
            crate::message!("chart-at-form-one")
        }
        _ => crate::message!("chart-at-form-two"),
    }
}

/// Checks a position against the chart's range; the error names the coordinate (`index`) at fault.
pub(crate) fn check_range(kind: &ChartKind, coords: &[u64]) -> Result<(), (usize, Message)> {
    for (i, (&v, r)) in coords.iter().zip(ranges(kind)).enumerate() {
        if v < r.lo {
            return Err((i, crate::message!("chart-outside-below", axis = r.axis, value = v, start = r.lo)));
        }
        if v > r.hi {
            let least = match r.option {
                "--bits" => u64::from(64 - (v - 1).leading_zeros()),
                _ => v,
            };
            let said = crate::message!(
                "chart-outside-above",
                axis = r.axis,
                value = v,
                end = r.hi,
                option = r.option,
                least = least
            );
            return Err((i, said));
        }
    }
    if let (ChartKind::Nim3 { z: Some(z), .. }, Some(&cz)) = (kind, coords.get(2))
        && cz != *z
    {
        return Err((2, crate::message!("chart-outside-slice", heap = cz, z = *z)));
    }
    Ok(())
}

/// Checks the numbers of `--at` against the chart (called while parsing).
pub(crate) fn check_at(kind: &ChartKind, coords: &[u64], word: &Word<'_>) -> Result<(), DirectiveError> {
    if let ChartKind::PPositions(c) | ChartKind::GrundyMap(c) = kind
        && let Some(a) = c.axes
    {
        super::axes::check_position(a, coords, crate::message!("chart-what-at", at = word.text))
            .map_err(|m| DirectiveError::new(Some(word.offset), m))?;
        let pair = [coords[a.x - 1], coords[a.y - 1]];
        return check_range(kind, &pair).map_err(|(i, message)| {
            let entry = if i == 0 { a.x } else { a.y } - 1;
            let offset = word.offset + word.text.split(',').take(entry).map(|p| p.len() + 1).sum::<usize>();
            DirectiveError::new(
                Some(offset),
                crate::message!("chart-at-entry-mistake", entry = entry + 1, mistake = message),
            )
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
            crate::message!(
                "chart-at-count",
                at = word.text,
                count = coords.len(),
                kind = kind.name(),
                form = at_form(kind)
            ),
        ));
    }
    check_range(kind, coords).map_err(|(i, message)| {
        let offset = word.offset + word.text.split(',').take(i).map(|p| p.len() + 1).sum::<usize>();
        DirectiveError::new(Some(offset), crate::message!("chart-at-mistake", mistake = message))
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

/// The position of an example on this chart, or what the chart needs instead: the mistake about
/// `--highlight NAME` (a fact: it names the example's game).
fn position_of(kind: &ChartKind, example: &Request, name: &str) -> Result<Vec<u64>, Fact> {
    let (found, wanted) = match kind {
        ChartKind::Wythoff { .. } => (wythoff_piles(example), "chart-wanted-wythoff"),
        ChartKind::Nim3 { .. } => (nim3_heaps(example), "chart-wanted-nim3"),
        ChartKind::Bash { .. } => (bash_heap(example), "chart-wanted-bash"),
        ChartKind::XorUpto { .. } => (
            if let Request::Calc(Calculation::XorRange { b, .. }) = example { Some(vec![*b]) } else { None },
            "chart-wanted-xor-range",
        ),
        ChartKind::Euler301 { .. } => (
            if let Request::Calc(Calculation::Euler301 { bits }) = example {
                1u64.checked_shl(*bits).map(|l| vec![l])
            } else {
                None
            },
            "chart-wanted-euler301",
        ),
        ChartKind::Sequence(_) | ChartKind::PnStrip(_) | ChartKind::PPositions(_) | ChartKind::GrundyMap(_) => {
            (None, "chart-wanted-game")
        }
    };
    found.ok_or_else(|| {
        Fact::new(
            "chart-highlight-wrong-example",
            [
                ("name", Arg::from(name)),
                ("example", describe(example)),
                ("kind", Arg::from(kind.name())),
                ("wanted", Arg::Fact(Box::new(Fact::id(wanted)))),
            ],
        )
    })
}

/// An example's game and rules, in words.
fn describe(example: &Request) -> Arg {
    let fact = match example {
        Request::Game { game, heaps } => {
            Fact::new("chart-example-game", [("game", super::parse::title(game)), ("count", Arg::from(heaps.len()))])
        }
        Request::Calc(c) => Fact::new("chart-example-calc", [("kind", Arg::from(c.kind()))]),
    };
    Arg::Fact(Box::new(fact))
}

/// The position to highlight, from `--at` or the example named by `--highlight`.
pub(crate) fn resolve(req: &ChartRequest, example: Option<&Request>) -> Result<Option<Highlight>, DirectiveError> {
    match &req.mark {
        None => Ok(None),
        Some(Mark::At { coords, .. }) => Ok(Some(Highlight { label: None, coords: coords.clone(), part: None })),
        Some(Mark::Named { name, offset }) => {
            let fail = |message: Message| DirectiveError::new(Some(*offset), message);
            let example = example.ok_or_else(|| fail(crate::message!("chart-no-example", name = name.as_str())))?;
            let coords = position_of(&req.kind, example, name)
                .map_err(|fact| DirectiveError { mistake: Mistake::Words(fact), offset: Some(*offset) })?;
            check_range(&req.kind, &coords).map_err(|(_, m)| {
                fail(crate::message!("chart-highlight-mistake", name = name.as_str(), mistake = m))
            })?;
            Ok(Some(Highlight { label: Some(name.clone()), coords, part: None }))
        }
    }
}
