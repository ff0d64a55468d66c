//! Charts of P-positions, drawn at build time as SVG with plotters' SVG backend.
//!
//! A ```` ```chart ```` block in a lesson holds words such as `wythoff --size 20 --highlight main`.
//! [`parse_chart`] checks them into a typed [`ChartRequest`] (every error names the offending word's
//! offset); the lesson layer resolves `--highlight NAME` ([`highlight_name`]) to a named
//! example's [`Request`] (its game and position) and calls [`render`], which asks [`crate::games`] which positions are P, lays the
//! result out as a `plot::Plot` (the chart kinds live in `grids.rs` and `sequences.rs`), draws it
//! with plotters (`draw.rs`) and finishes the SVG (`svg.rs`): CSS-variable colours for dark mode,
//! a `<title>` tooltip on every point that matters, and an accessible `<title>`/`<desc>` pair.
//! Every word is in the page's language (`wording.rs` and `templates/messages/LANG/charts.ftl`).

mod axes;
mod draw;
mod general;
mod grids;
mod highlight;
mod parse;
mod plot;
mod sequences;
mod sj;
mod subject;
mod svg;
mod units;
mod wording;

pub use axes::AxesOption;
pub use subject::{Alias, GameChart};

use crate::directive::{Defined, DirectiveError, Request, Word};
use crate::views::i18n::Lang;

/// The largest `--size` (and `--n`, `--m`) of a chart drawn on a grid of points.
pub const MAX_GRID: u64 = 60;
/// The largest `--size` of the Grundy heat map (one coloured cell per position).
pub const MAX_HEAT: u64 = 40;
/// The largest `--size` of a one-heap chart (`xor-upto`, `sequence`).
pub const MAX_STRIP: u64 = 100;
/// The largest `--bits` of an `euler301` chart (2^10 = 1024 numbers).
pub const MAX_CHART_BITS: u32 = 10;

/// A parsed ```` ```chart ```` block: what to draw and which position to mark.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartRequest {
    /// The chart kind and its options.
    pub kind: ChartKind,
    /// The position to highlight, if any.
    pub mark: Option<Mark>,
    /// Byte offset of the kind word (errors about the chart as a whole point here).
    pub offset: usize,
}

/// The chart kinds and their options, checked against their limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChartKind {
    /// `wythoff --size N [--rays]`: Wythoff P-positions on the grid 0..=N with the lines
    /// y = φx, y = x/φ; `--rays` draws the queen's three rays from the highlighted position.
    Wythoff {
        /// The largest pile shown.
        size: u64,
        /// Draw the row, column and diagonal the highlighted position moves along.
        rays: bool,
    },
    /// `nim3 --size N [--z Z]`: the slice z = Z of three-heap Nim.
    Nim3 {
        /// The largest heap shown on each axis.
        size: u64,
        /// The fixed third heap (`None`: taken from the highlight).
        z: Option<u64>,
        /// Draw the row and column the highlighted position moves along (a move in heap x or y).
        rays: bool,
    },
    /// `bash --n N --m M`: the Bash game, heap n against the most per move m.
    Bash {
        /// The largest heap shown.
        n: u64,
        /// The largest limit shown.
        m: u64,
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
    /// `sequence GAME --size N`: the Grundy values of one heap, the period marked
    /// (also `subtraction --set S --size N`).
    Sequence(GameChart),
    /// `pn-strip GAME --size N`: one heap 0..=N coloured P or N, without Grundy values.
    PnStrip(GameChart),
    /// `p-positions GAME --size N [--compare-normal]`: the P-positions of two heaps, normal or
    /// misère (also `nim2 --size N [--misere [--compare-normal]]` and `bounded --size N --max-take K`).
    PPositions(GameChart),
    /// `grundy-map GAME --size N`: the Grundy value of each position of two heaps
    /// (also `grundy --set S --size N`).
    GrundyMap(GameChart),
}

impl ChartKind {
    /// The kind's name, as written in the block.
    pub fn name(&self) -> &'static str {
        match self {
            ChartKind::Wythoff { .. } => "wythoff",
            ChartKind::Nim3 { .. } => "nim3",
            ChartKind::Bash { .. } => "bash",
            ChartKind::XorUpto { .. } => "xor-upto",
            ChartKind::Euler301 { .. } => "euler301",
            ChartKind::Sequence(c) | ChartKind::PPositions(c) | ChartKind::GrundyMap(c) | ChartKind::PnStrip(c)
                if c.alias.is_some() =>
            {
                c.alias.map_or("", Alias::name)
            }
            ChartKind::Sequence(_) => "sequence",
            ChartKind::PnStrip(_) => "pn-strip",
            ChartKind::PPositions(_) => "p-positions",
            ChartKind::GrundyMap(_) => "grundy-map",
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
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Chart {
    /// The chart's title (also the SVG's `<title>` and the visible caption).
    pub title: String,
    /// What the chart shows, in words, for screen readers (also the SVG's `<desc>`).
    pub description: String,
    /// The SVG markup: one `<svg>` element, scaled to its container.
    pub svg: String,
}

/// Parses the words of a ```` ```chart ```` block; `defined` holds the games the lesson defined.
pub fn parse_chart(words: &[Word<'_>], defined: &Defined) -> Result<ChartRequest, DirectiveError> {
    parse::parse(words, defined)
}

/// The example name given with `--highlight`, which the lesson must resolve before [`render`].
pub fn highlight_name(req: &ChartRequest) -> Option<&str> {
    match &req.mark {
        Some(Mark::Named { name, .. }) => Some(name),
        _ => None,
    }
}

/// Draws a chart in `lang` (its title, labels, legend, tooltips and description); `highlight` is
/// the example named by `--highlight` (ignored otherwise). Errors are messages, worded where they
/// are shown in the reader's language (the teacher's diagnostics, `terminal-charts.ftl`).
///
/// Errors: a `--highlight` without its example, an example of a kind the chart cannot show, or a
/// highlighted position outside the chart, each pointing at the offending word.
pub fn render(req: &ChartRequest, highlight: Option<&Request>, lang: Lang<'_>) -> Result<Chart, DirectiveError> {
    // One request of the engine: a teacher's rule spends here what it would spend alone.
    crate::games::script::metered(|| render_alone(req, highlight, lang))
}

fn render_alone(req: &ChartRequest, highlight: Option<&Request>, lang: Lang<'_>) -> Result<Chart, DirectiveError> {
    let at_kind = |message: crate::message::Message| DirectiveError::new(Some(req.offset), message);
    let refused = |e| DirectiveError { mistake: crate::directive::Mistake::Game(e), offset: Some(req.offset) };
    let general = match &req.kind {
        ChartKind::Sequence(c) | ChartKind::PnStrip(c) => Some((c, subject::Axes::One)),
        ChartKind::PPositions(c) | ChartKind::GrundyMap(c) => Some((c, subject::Axes::Two)),
        _ => None,
    };
    let (plot, mark) = if let Some((chart, axes)) = general {
        let named = match &req.mark {
            Some(Mark::Named { name, offset }) => {
                let example = highlight.ok_or_else(|| {
                    DirectiveError::new(Some(*offset), crate::message!("chart-no-example", name = name.as_str()))
                })?;
                Some((name.as_str(), *offset, example))
            }
            _ => None,
        };
        let (game, mut mark) = subject::resolve(chart, named, axes)
            .map_err(|e| DirectiveError { offset: e.offset.or(Some(req.offset)), ..e })?;
        if let Some(Mark::At { coords, .. }) = &req.mark {
            mark = Some(match chart.axes.filter(|_| axes == subject::Axes::Two) {
                Some(a) => highlight::Highlight {
                    label: None,
                    coords: vec![coords[a.x - 1], coords[a.y - 1]],
                    part: Some(highlight::Part::Whole(coords.clone())),
                },
                None => highlight::Highlight { label: None, coords: coords.clone(), part: None },
            });
        }
        let whole = match mark.as_ref().and_then(|m| m.part.as_ref()) {
            Some(highlight::Part::Whole(all)) => Some(all.as_slice()),
            _ => None,
        };
        let view = axes::View::of(chart, whole);
        if let (Some(h), Some(Mark::Named { name, offset })) = (&mark, &req.mark) {
            highlight::check_range(&req.kind, &h.coords).map_err(|(_, m)| {
                DirectiveError::new(
                    Some(*offset),
                    crate::message!("chart-highlight-mistake", name = name.as_str(), mistake = m),
                )
            })?;
        }
        let plot = match &req.kind {
            ChartKind::Sequence(c) if c.unit => units::sequence(&game, c.size, mark.as_ref(), lang),
            ChartKind::Sequence(c) => general::sequence(&game, c.size, mark.as_ref(), lang),
            ChartKind::PnStrip(c) => general::pn_strip(&game, c.size, mark.as_ref(), lang),
            ChartKind::PPositions(c) => {
                let compare = match (c.compare_normal, c.compare_sj) {
                    (true, _) => general::Compare::Normal,
                    (_, true) => general::Compare::Sj,
                    _ => general::Compare::None,
                };
                general::p_positions(&game, c.size, &view, mark.as_ref(), compare, lang)
            }
            _ => general::grundy_map(&game, chart.size, &view, mark.as_ref(), lang),
        };
        (plot.map_err(refused)?, mark)
    } else {
        let mark = highlight::resolve(req, highlight)?;
        let plot = match &req.kind {
            ChartKind::Wythoff { size, rays } => grids::wythoff(*size, mark.as_ref(), *rays, lang),
            ChartKind::Nim3 { size, z, rays } => {
                let z = z
                    .or_else(|| mark.as_ref().and_then(|m| m.coords.get(2).copied()))
                    .ok_or_else(|| at_kind(crate::message!("chart-nim3-needs-z-highlighted")))?;
                grids::nim3(*size, z, mark.as_ref(), *rays, lang)
            }
            ChartKind::Bash { n, m } => grids::bash(*n, *m, mark.as_ref(), lang),
            ChartKind::XorUpto { size } => sequences::xor_upto(*size, mark.as_ref(), lang),
            ChartKind::Euler301 { bits } => sequences::euler301(*bits, mark.as_ref(), lang),
            _ => unreachable!("the general kinds are drawn above"),
        };
        (plot.map_err(refused)?, mark)
    };
    let mut plot = plot;
    plot.space_cjk();
    let id = chart_id(&plot, mark.as_ref());
    let svg = draw::draw(&plot)
        .and_then(|raw| svg::finish(&raw, &plot, &id, &lang.word("chart-font-family")))
        .map_err(at_kind)?;
    Ok(Chart { title: plot.title, description: plot.description, svg })
}

/// A deterministic id for the chart's `<title>`/`<desc>`: FNV-1a of what the chart shows (its
/// title and description name the game, the range and every point) and of the highlight.
fn chart_id(plot: &plot::Plot, mark: Option<&highlight::Highlight>) -> String {
    let key = format!("{}|{}|{:?}", plot.title, plot.description, mark.map(|m| (&m.label, &m.coords)));
    let hash = key.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    format!("chart-{hash:016x}")
}

#[cfg(test)]
mod tests;
