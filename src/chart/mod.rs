//! Charts of P-positions, drawn at build time as SVG with plotters' SVG backend.
//!
//! A ```` ```chart ```` block in a lesson holds words such as `wythoff --size 20 --highlight main`.
//! [`parse_chart`] checks them into a typed [`ChartRequest`] (every error names the offending word's
//! offset); the lesson layer resolves `--highlight NAME` ([`highlight_name`]) to a computed
//! [`Example`] and calls [`render`], which asks [`crate::games`] which positions are P, lays the
//! result out as a `plot::Plot` (the chart kinds live in `grids.rs` and `sequences.rs`), draws it
//! with plotters (`draw.rs`) and finishes the SVG (`svg.rs`): CSS-variable colours for dark mode,
//! a `<title>` tooltip on every point that matters, and an accessible `<title>`/`<desc>` pair.

mod draw;
mod grids;
mod highlight;
mod parse;
mod plot;
mod sequences;
mod svg;

use crate::directive::{DirectiveError, Example, Word};

/// The largest `--size` (and `--n`, `--m`) of a chart drawn on a grid of points.
pub const MAX_GRID: u64 = 60;
/// The largest `--size` of the Grundy heat map (one coloured cell per position).
pub const MAX_HEAT: u64 = 40;
/// The largest `--size` of a one-heap chart (`xor-upto`, `subtraction`).
pub const MAX_LINE: u64 = 100;
/// The largest `--bits` of an `euler301` chart (2^10 = 1024 numbers).
pub const MAX_BITS: u32 = 10;

/// A parsed ```` ```chart ```` block: what to draw and which position to mark.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartRequest {
    /// The chart kind and its options.
    pub kind: ChartKind,
    /// The position to highlight, if any.
    pub mark: Option<Mark>,
    /// Byte offset of the kind word (errors about the chart as a whole point here).
    pub offset: usize,
    /// True when `--max-take` (bounded) or `--set` (grundy, subtraction) was left out, to be
    /// taken from the highlighted example when the chart is drawn.
    pub from_highlight: bool,
}

/// The chart kinds and their options, checked against their limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChartKind {
    /// `wythoff --size N`: Wythoff P-positions on the grid 0..=N with the lines y = φx, y = x/φ.
    Wythoff {
        /// The largest pile shown.
        size: u64,
    },
    /// `nim2 --size N [--misere]`: two-heap Nim.
    Nim2 {
        /// The largest heap shown.
        size: u64,
        /// Misère play.
        misere: bool,
    },
    /// `nim3 --size N [--z Z]`: the slice z = Z of three-heap Nim.
    Nim3 {
        /// The largest heap shown on each axis.
        size: u64,
        /// The fixed third heap (`None`: taken from the highlight).
        z: Option<u64>,
    },
    /// `bash --n N --m M`: the Bash game, heap n against the most per move m.
    Bash {
        /// The largest heap shown.
        n: u64,
        /// The largest limit shown.
        m: u64,
    },
    /// `bounded --size N --max-take K`: two-heap Nim taking at most K per move.
    Bounded {
        /// The largest heap shown.
        size: u64,
        /// The most a move may take.
        max_take: u64,
    },
    /// `xor-upto --size N`: 1 xor 2 xor … xor n against n.
    XorUpto {
        /// The largest n shown.
        size: u64,
    },
    /// `euler301 --bits B`: the n from 1 to 2^B with n xor 2n xor 3n = 0.
    Euler301 {
        /// The bound is 2^bits.
        bits: u32,
    },
    /// `grundy --set S --size N`: heat map of g(x) xor g(y) for two heaps of a subtraction game.
    Grundy {
        /// The subtraction set, as written.
        set: Vec<u64>,
        /// The largest heap shown.
        size: u64,
    },
    /// `subtraction --set S --size N`: one heap of a subtraction game, its Grundy values.
    Subtraction {
        /// The subtraction set, as written.
        set: Vec<u64>,
        /// The largest heap shown.
        size: u64,
    },
}

impl ChartKind {
    /// The kind's name, as written in the block.
    pub fn name(&self) -> &'static str {
        match self {
            ChartKind::Wythoff { .. } => "wythoff",
            ChartKind::Nim2 { .. } => "nim2",
            ChartKind::Nim3 { .. } => "nim3",
            ChartKind::Bash { .. } => "bash",
            ChartKind::Bounded { .. } => "bounded",
            ChartKind::XorUpto { .. } => "xor-upto",
            ChartKind::Euler301 { .. } => "euler301",
            ChartKind::Grundy { .. } => "grundy",
            ChartKind::Subtraction { .. } => "subtraction",
        }
    }
}

/// The position a chart marks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mark {
    /// `--highlight NAME`: a named example on the page, resolved by the lesson.
    Named {
        /// The example's name.
        name: String,
        /// Byte offset of the name.
        offset: usize,
    },
    /// `--at X,Y` (or `X,Y,Z`, or one number for one-heap charts): a position given directly.
    At {
        /// The coordinates, checked against the chart's range.
        coords: Vec<u64>,
        /// Byte offset of the coordinates.
        offset: usize,
    },
}

/// A drawn chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chart {
    /// The chart's title (also the SVG's `<title>` and the visible caption).
    pub title: String,
    /// What the chart shows, in words, for screen readers (also the SVG's `<desc>`).
    pub description: String,
    /// The SVG markup: one `<svg>` element, scaled to its container.
    pub svg: String,
}

/// Parses the words of a ```` ```chart ```` block.
pub fn parse_chart(words: &[Word<'_>]) -> Result<ChartRequest, DirectiveError> {
    parse::parse(words)
}

/// The example name given with `--highlight`, which the lesson must resolve before [`render`].
pub fn highlight_name(req: &ChartRequest) -> Option<&str> {
    match &req.mark {
        Some(Mark::Named { name, .. }) => Some(name),
        _ => None,
    }
}

/// Draws a chart; `highlight` is the example named by `--highlight` (ignored otherwise).
///
/// Errors: a `--highlight` without its example, an example of a kind the chart cannot show, or a
/// highlighted position outside the chart, each pointing at the offending word.
pub fn render(req: &ChartRequest, highlight: Option<&Example>) -> Result<Chart, DirectiveError> {
    let completed;
    let req = if req.from_highlight {
        completed = inherit(req, highlight)?;
        &completed
    } else {
        req
    };
    let mark = highlight::resolve(req, highlight)?;
    let plot = match &req.kind {
        ChartKind::Wythoff { size } => grids::wythoff(*size, mark.as_ref()),
        ChartKind::Nim2 { size, misere } => grids::nim2(*size, *misere, mark.as_ref()),
        ChartKind::Nim3 { size, z } => {
            let z =
                z.or_else(|| mark.as_ref().and_then(|m| m.coords.get(2).copied())).ok_or_else(|| DirectiveError {
                    message: "nim3 needs --z Z (the fixed third heap), or a highlighted position with three heaps"
                        .into(),
                    offset: Some(req.offset),
                })?;
            grids::nim3(*size, z, mark.as_ref())
        }
        ChartKind::Bash { n, m } => grids::bash(*n, *m, mark.as_ref()),
        ChartKind::Bounded { size, max_take } => grids::bounded(*size, *max_take, mark.as_ref()),
        ChartKind::Grundy { set, size } => grids::grundy(set, *size, mark.as_ref()),
        ChartKind::XorUpto { size } => sequences::xor_upto(*size, mark.as_ref()),
        ChartKind::Euler301 { bits } => sequences::euler301(*bits, mark.as_ref()),
        ChartKind::Subtraction { set, size } => sequences::subtraction(set, *size, mark.as_ref()),
    }
    .map_err(|e| DirectiveError { message: e.0, offset: Some(req.offset) })?;
    let id = chart_id(req, mark.as_ref());
    let svg = draw::draw(&plot)
        .and_then(|raw| svg::finish(&raw, &plot, &id))
        .map_err(|message| DirectiveError { message, offset: Some(req.offset) })?;
    Ok(Chart { title: plot.title, description: plot.description, svg })
}

/// Fills in the option left out of the chart words from the highlighted example, so that the
/// chart follows the lesson's example when its rules change.
fn inherit(req: &ChartRequest, highlight: Option<&Example>) -> Result<ChartRequest, DirectiveError> {
    let name = highlight_name(req).unwrap_or("the example");
    let fail = |message: String| DirectiveError { message, offset: Some(req.offset) };
    let kind = match (&req.kind, highlight) {
        (ChartKind::Bounded { size, .. }, Some(Example::Nim(n))) => match n.max_take {
            Some(max_take) => ChartKind::Bounded { size: *size, max_take },
            None => return Err(fail(format!("{name} has no --max-take, so the bounded chart needs --max-take K"))),
        },
        (ChartKind::Grundy { size, .. }, Some(Example::Game(g))) if g.set.is_some() => {
            ChartKind::Grundy { set: g.set.clone().unwrap_or_default(), size: *size }
        }
        (ChartKind::Subtraction { size, .. }, Some(Example::Game(g))) if g.set.is_some() => {
            ChartKind::Subtraction { set: g.set.clone().unwrap_or_default(), size: *size }
        }
        (kind, _) => {
            let option = if matches!(kind, ChartKind::Bounded { .. }) { "--max-take K" } else { "--set" };
            return Err(fail(format!(
                "the {} chart takes its {option} from the highlighted example, but {name} is not of that game; give {option}",
                kind.name()
            )));
        }
    };
    Ok(ChartRequest { kind, mark: req.mark.clone(), offset: req.offset, from_highlight: false })
}

/// A deterministic id for the chart's `<title>`/`<desc>`: FNV-1a of the kind and the highlight.
fn chart_id(req: &ChartRequest, mark: Option<&highlight::Highlight>) -> String {
    let key = format!("{:?}|{:?}", req.kind, mark.map(|m| (&m.label, &m.coords)));
    let hash = key.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    format!("chart-{hash:016x}")
}

#[cfg(test)]
mod tests;
