//! Draws a [`Plot`] with plotters' SVG backend: title band, chart with axes and grid, legend band.
//!
//! Every colour is a sentinel RGB value that encodes a [`Role`] (and whether the element carries a
//! tooltip); [`super::svg`] later swaps each for the role's CSS variable and attaches the tooltips.
//! The layout is computed here once for all chart kinds, on a drawing 420 units wide (so that it
//! shrinks little on a phone), with text of at least 15 units: on a 390 px phone the chart is
//! about 359 px wide, so the smallest text renders at 15 · 359 / 420 ≈ 12.8 px.

use super::plot::{Marker, Plot, Role, Swatch};
use crate::message::Message;
use plotters::coord::Shift;
use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint, Ranged};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Width of the drawing, in SVG user units.
pub(crate) const WIDTH: u32 = 420;
/// Font sizes in user units: title, axis names, tick labels and legend.
const TITLE_PX: f64 = 19.0;
const AXIS_PX: f64 = 15.0;
pub(crate) const LABEL_PX: f64 = 15.0;
const LEGEND_PX: f64 = 15.0;
/// Space around the plotting area.
const MARGIN_TOP: u32 = 10;
const MARGIN_RIGHT: u32 = 24;
const MARGIN_BOTTOM: u32 = 6;
const MARGIN_LEFT: u32 = 8;
const Y_LABELS: u32 = 64;
const X_LABELS: u32 = 50;
/// The row above the plot that holds the bands' labels, and the least space between two labels.
const BAND_ROW: u32 = 22;
const BAND_GAP: f64 = 8.0;
/// Legend rows, and the step between the lines of a wrapped entry.
const LEGEND_ROW: u32 = 26;
const LEGEND_LINE: u32 = 18;
const LEGEND_PAD: u32 = 8;
const SWATCH: i32 = 18;

/// The first two bytes of every sentinel colour; the third is `role index · 2 + titled`.
pub(crate) const SENTINEL: (u8, u8) = (0xC3, 0x5A);

/// The sentinel colour of a role.
fn color(role: Role, titled: bool) -> RGBColor {
    RGBColor(SENTINEL.0, SENTINEL.1, role.index() * 2 + u8::from(titled))
}

/// A plotters font of `px` user units (plotters writes `font-size` as size / 1.24).
fn font(px: f64, bold: bool) -> TextStyle<'static> {
    let style = if bold { FontStyle::Bold } else { FontStyle::Normal };
    ("sans-serif", px * 1.24, style).into_font().color(&color(Role::Fg, false))
}

/// Whether a character is set about one em wide: CJK ideographs, kana, hangul, full-width forms
/// and CJK punctuation.
fn is_wide(c: char) -> bool {
    matches!(
        u32::from(c),
        0x1100..=0x115F
            | 0x2E80..=0x303E
            | 0x3041..=0x33FF
            | 0x3400..=0x4DBF
            | 0x4E00..=0x9FFF
            | 0xA000..=0xA4CF
            | 0xAC00..=0xD7A3
            | 0xF900..=0xFAFF
            | 0xFE30..=0xFE4F
            | 0xFF00..=0xFF60
            | 0xFFE0..=0xFFE6
    )
}

/// A rough width of `text` at `px`: sans-serif averages about half an em per character, a
/// little more in bold; a CJK character is a whole em.
pub(crate) fn text_width(text: &str, px: f64, bold: bool) -> f64 {
    let wide = text.chars().filter(|&c| is_wide(c)).count();
    let narrow = text.chars().count() - wide;
    narrow as f64 * px * if bold { 0.6 } else { 0.52 } + wide as f64 * px
}

/// Punctuation a line must not start with, and punctuation it must not end with (CJK rules).
const NO_BREAK_BEFORE: &str = "，。、：；！？）》」』】〉”’";
const NO_BREAK_AFTER: &str = "（《「『【〈“‘";

/// A piece of text a line may break before, and whether a space separates it from the piece
/// before it.
#[derive(Debug, Clone, PartialEq)]
struct Piece {
    text: String,
    space: bool,
}

/// CJK punctuation after which a phrase ends: where a title prefers to break.
const PHRASE_END: &str = "，。、：；！？";

/// The operators that hold a formula together: a line never breaks beside one. Chinese 到
/// between two numbers ("0 到 40") is a range, read as one.
const OPERATORS: [&str; 11] = ["=", "≤", "≥", "≠", "<", ">", "⊕", "+", "−", "×", "到"];

/// The pieces of `text` a line may break between: words, except that a formula stays whole
/// (`S = {1, 3, 4}`, `n ⊕ 2n ⊕ 3n = 0`, `n ≤ 8`: no break beside an operator); and, in CJK text, between two characters when one of them is a CJK
/// character (not before closing punctuation nor after opening punctuation), or only after a
/// phrase's punctuation when not `fine`.
fn unbreakable(text: &str, fine: bool) -> Vec<Piece> {
    let mut words: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match words.last_mut() {
            Some(last)
                if OPERATORS.iter().any(|o| last.ends_with(o))
                    || OPERATORS.contains(&word)
                    || last.matches('{').count() > last.matches('}').count() =>
            {
                last.push(' ');
                last.push_str(word);
            }
            _ => words.push(word.to_string()),
        }
    }
    let mut pieces = Vec::new();
    for word in words {
        let mut piece = Piece { text: String::new(), space: !pieces.is_empty() };
        let mut prev: Option<char> = None;
        for c in word.chars() {
            if let Some(p) = prev
                && (if fine { is_wide(c) || is_wide(p) } else { PHRASE_END.contains(p) })
                && !NO_BREAK_BEFORE.contains(c)
                && !NO_BREAK_AFTER.contains(p)
                && p != ' '
                && c != ' '
            {
                pieces.push(std::mem::replace(&mut piece, Piece { text: String::new(), space: false }));
            }
            piece.text.push(c);
            prev = Some(c);
        }
        pieces.push(piece);
    }
    pieces
}

/// Breaks `text` into lines no wider than `limit`, greedily.
fn wrap_at(text: &str, px: f64, bold: bool, limit: f64) -> Vec<String> {
    wrap_pieces(unbreakable(text, true), px, bold, limit)
}

/// Puts `pieces` into lines no wider than `limit`, greedily (a piece wider than `limit` gets a
/// line of its own).
fn wrap_pieces(pieces: Vec<Piece>, px: f64, bold: bool, limit: f64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for piece in pieces {
        let gap = if piece.space { " " } else { "" };
        match lines.last_mut() {
            Some(line) if text_width(&format!("{line}{gap}{}", piece.text), px, bold) <= limit => {
                line.push_str(gap);
                line.push_str(&piece.text);
            }
            _ => lines.push(piece.text),
        }
    }
    lines
}

/// Breaks a bold title into lines no wider than `width`, of about equal length (no lone last
/// word). CJK text breaks after a phrase's punctuation when the phrases fit, else between characters.
fn wrap(text: &str, px: f64, width: f64) -> Vec<String> {
    let coarse = balanced(&unbreakable(text, false), text, px, width);
    if coarse.iter().all(|l| text_width(l, px, true) <= width) {
        return coarse;
    }
    balanced(&unbreakable(text, true), text, px, width)
}

/// The fewest lines of `pieces` within `width`, balanced.
fn balanced(pieces: &[Piece], text: &str, px: f64, width: f64) -> Vec<String> {
    let greedy = wrap_pieces(pieces.to_vec(), px, true, width);
    let mut limit = text_width(text, px, true) / greedy.len() as f64;
    while limit < width {
        let lines = wrap_pieces(pieces.to_vec(), px, true, limit);
        if lines.len() <= greedy.len() {
            return lines;
        }
        limit += px;
    }
    greedy
}

/// A tick step giving at most ten labelled values over `span`: 1, 2, 5, 10, 20, 50, …
fn tick_step(span: u64) -> u64 {
    let mut step = 1;
    loop {
        for m in [1, 2, 5] {
            if span / (step * m) <= 10 {
                return step * m;
            }
        }
        step *= 10;
    }
}

/// One legend entry placed in its row: which entry, its x offset, its text broken into lines.
struct LegendItem {
    entry: usize,
    dx: i32,
    lines: Vec<String>,
}

/// A row of the legend and its height (the tallest entry's).
struct LegendRow {
    items: Vec<LegendItem>,
    height: u32,
}

/// The legend laid out in rows `width` wide: entries side by side while they fit, an entry wider
/// than a whole row broken at words into lines, so that no text leaves the drawing.
fn legend_rows(plot: &Plot, width: f64) -> Vec<LegendRow> {
    let text_room = width - f64::from(SWATCH) - 8.0;
    let mut rows: Vec<LegendRow> = Vec::new();
    let mut x = 0.0;
    for (entry, e) in plot.legend.iter().enumerate() {
        let lines = wrap_at(&e.label, LEGEND_PX, false, text_room);
        let text_w = lines.iter().map(|l| text_width(l, LEGEND_PX, false)).fold(0.0, f64::max);
        let w = f64::from(SWATCH) + 8.0 + text_w;
        if rows.is_empty() || (x > 0.0 && x + w > width) {
            rows.push(LegendRow { items: Vec::new(), height: LEGEND_ROW });
            x = 0.0;
        }
        if let Some(row) = rows.last_mut() {
            row.height = row.height.max(LEGEND_ROW + (lines.len() as u32 - 1) * LEGEND_LINE);
            row.items.push(LegendItem { entry, dx: x as i32, lines });
        }
        x += w + 24.0;
    }
    rows
}

/// Plotters' failure (its own words).
fn err(e: impl std::fmt::Display) -> Message {
    crate::message!("chart-draw-failed", detail = e.to_string())
}

/// Draws the plot; returns the raw SVG (with sentinel colours) of size `WIDTH` × computed height.
pub(crate) fn draw(plot: &Plot) -> Result<String, Message> {
    let left = MARGIN_LEFT + Y_LABELS;
    let plot_w = WIDTH - left - MARGIN_RIGHT;
    let (nx, ny) = (plot.x.hi - plot.x.lo + 1, plot.y.hi - plot.y.lo + 1);
    // A one-row strip is as tall as a cell is wide (at least a thumb's height); grids are squarer.
    let aspect = if ny == 1 { (1.0 / nx as f64).max(0.09) } else { (ny as f64 / nx as f64).clamp(0.45, 1.0) };
    let plot_h = (f64::from(plot_w) * aspect).round() as u32;
    let title_lines = wrap(&plot.title, TITLE_PX, f64::from(WIDTH) - 40.0);
    let title_h = 12 + title_lines.len() as u32 * 24;
    let band_row = if plot.bands.iter().any(|b| !b.label.is_empty()) { BAND_ROW } else { 0 };
    let chart_h = MARGIN_TOP + band_row + plot_h + X_LABELS + MARGIN_BOTTOM;
    let rows = legend_rows(plot, f64::from(WIDTH - left - MARGIN_LEFT));
    let legend_h = rows.iter().map(|r| r.height).sum::<u32>() + LEGEND_PAD;
    let height = title_h + chart_h + legend_h;

    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (WIDTH, height)).into_drawing_area();
        root.fill(&color(Role::Bg, false)).map_err(err)?;
        let (title_area, rest) = root.split_vertically(title_h);
        let (chart_area, legend_area) = rest.split_vertically(chart_h);
        for (i, line) in title_lines.iter().enumerate() {
            let style = font(TITLE_PX, true).pos(Pos::new(HPos::Center, VPos::Top));
            let y = 12 + i as i32 * 24;
            title_area.draw(&Text::new(line.as_str(), ((WIDTH / 2) as i32, y), style)).map_err(err)?;
        }
        draw_chart(plot, &chart_area, (plot_w, plot_h), band_row)?;
        draw_legend(plot, &legend_area, &rows, left as i32)?;
        root.present().map_err(err)?;
    }
    Ok(out)
}

/// An axis of integer values `lo..=hi`, one unit each, values at the unit centres; ticks and
/// bold grid lines at round numbers, light grid lines at every value (when they fit).
struct Cells {
    range: std::ops::Range<f64>,
    bold: Vec<f64>,
    light: Vec<f64>,
}

impl Cells {
    fn new(lo: u64, hi: u64) -> Cells {
        let step = tick_step(hi - lo);
        Cells {
            range: lo as f64 - 0.5..hi as f64 + 0.5,
            bold: (lo..=hi).filter(|v| v % step == 0).map(|v| v as f64).collect(),
            light: if hi - lo <= 64 { (lo..=hi).map(|v| v as f64).collect() } else { Vec::new() },
        }
    }
}

impl Ranged for Cells {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, value: &f64, limit: (i32, i32)) -> i32 {
        let t = (value - self.range.start) / (self.range.end - self.range.start);
        limit.0 + (t * f64::from(limit.1 - limit.0)).round() as i32
    }

    fn key_points<Hint: KeyPointHint>(&self, hint: Hint) -> Vec<f64> {
        if hint.weight().allow_light_points() { self.light.clone() } else { self.bold.clone() }
    }

    fn range(&self) -> std::ops::Range<f64> {
        self.range.clone()
    }
}

/// Where the bands' labels go in their row above the plot, given each label's text and the x
/// of its band's left edge: each starts at its band. A label that would come within
/// [`BAND_GAP`] of the next kept label, or leave the drawing, is dropped (the legend names every
/// band with the same colour), so a later label wins: the period matters more than the
/// pre-period before it.
fn place_band_labels(labels: &[(String, f64)]) -> Vec<(String, f64)> {
    let mut limit = f64::from(WIDTH) - 2.0;
    let mut kept = Vec::new();
    for (text, x) in labels.iter().rev() {
        let x = x + 2.0;
        if x + text_width(text, LABEL_PX, true) + BAND_GAP <= limit {
            kept.push((text.clone(), x));
            limit = x;
        }
    }
    kept.reverse();
    kept
}

fn draw_chart(
    plot: &Plot,
    area: &DrawingArea<SVGBackend<'_>, Shift>,
    size: (u32, u32),
    band_row: u32,
) -> Result<(), Message> {
    let mut chart = ChartBuilder::on(area)
        .margin_top(MARGIN_TOP + band_row)
        .margin_right(MARGIN_RIGHT)
        .margin_bottom(MARGIN_BOTTOM)
        .margin_left(MARGIN_LEFT)
        .x_label_area_size(X_LABELS)
        .y_label_area_size(Y_LABELS)
        .build_cartesian_2d(Cells::new(plot.x.lo, plot.x.hi), Cells::new(plot.y.lo, plot.y.hi))
        .map_err(err)?;
    let mut labels = Vec::new();
    for b in &plot.bands {
        let (lo, hi) = (plot.y.lo as f64 - 0.5, plot.y.hi as f64 + 0.5);
        let rect = [(b.from as f64 - 0.5, lo), (b.to as f64 + 0.5, hi)];
        chart.plotting_area().draw(&Rectangle::new(rect, color(b.role, false).filled())).map_err(err)?;
        if !b.label.is_empty() {
            // The chart area spans the drawing's full width, so backend x is the area's x.
            let (x, _) = chart.backend_coord(&(b.from as f64 - 0.5, hi));
            labels.push((b.label.clone(), f64::from(x)));
        }
    }
    for (text, x) in place_band_labels(&labels) {
        let style = font(LABEL_PX, true).pos(Pos::new(HPos::Left, VPos::Top));
        area.draw(&Text::new(text, (x.round() as i32, MARGIN_TOP as i32), style)).map_err(err)?;
    }
    let integer = |v: &f64| format!("{v:.0}");
    chart
        .configure_mesh()
        .axis_style(color(Role::Fg, false).stroke_width(1))
        .bold_line_style(color(Role::Grid, false).stroke_width(1))
        .light_line_style(color(Role::Grid, false).mix(0.45).stroke_width(1))
        .label_style(font(LABEL_PX, false))
        .axis_desc_style(font(AXIS_PX, false))
        .x_label_formatter(&integer)
        .y_label_formatter(if plot.y.hi == plot.y.lo { &|_: &f64| String::new() } else { &integer })
        .x_desc(plot.x.label.as_str())
        .y_desc(plot.y.label.as_str())
        .draw()
        .map_err(err)?;
    let area = chart.plotting_area();
    for &(x, y, role) in &plot.cells {
        let (x, y) = (x as f64, y as f64);
        area.draw(&Rectangle::new([(x - 0.5, y - 0.5), (x + 0.5, y + 0.5)], color(role, false).filled()))
            .map_err(err)?;
    }
    for (x, y, text) in &plot.texts {
        let style = font(LABEL_PX, false).pos(Pos::new(HPos::Center, VPos::Center));
        area.draw(&Text::new(text.clone(), (*x as f64, *y as f64), style)).map_err(err)?;
    }
    for s in &plot.segments {
        area.draw(&PathElement::new(vec![s.from, s.to], color(s.role, false).stroke_width(s.width))).map_err(err)?;
    }
    let (nx, ny) = (plot.x.hi - plot.x.lo + 1, plot.y.hi - plot.y.lo + 1);
    let cell = (f64::from(size.0) / nx as f64).min(f64::from(size.1) / ny as f64);
    let dot = (cell * 0.34).clamp(2.0, 7.0).round() as u32;
    for m in &plot.marks {
        let c = color(m.role, m.title.is_some());
        let (radius, style) = match m.shape {
            Marker::Dot => (dot, c.filled()),
            Marker::SmallDot => ((dot / 2).max(1), c.filled()),
            Marker::Ring => ((dot + 4).max(7), c.stroke_width(3)),
        };
        area.draw(&Circle::new((m.x as f64, m.y as f64), radius, style)).map_err(err)?;
    }
    Ok(())
}

fn draw_legend(
    plot: &Plot,
    area: &DrawingArea<SVGBackend<'_>, Shift>,
    rows: &[LegendRow],
    left: i32,
) -> Result<(), Message> {
    let mut top = 0;
    for row in rows {
        let y = top + (LEGEND_ROW / 2) as i32;
        top += row.height as i32;
        for item in &row.items {
            let entry = &plot.legend[item.entry];
            let x = left + item.dx;
            let c = color(entry.role, false);
            let mid = (x + SWATCH / 2, y);
            match entry.swatch {
                Swatch::Dot => area.draw(&Circle::new(mid, 5, c.filled())),
                Swatch::Ring => area.draw(&Circle::new(mid, 6, c.stroke_width(3))),
                Swatch::Square => area.draw(&Rectangle::new([(x + 1, y - 8), (x + SWATCH - 1, y + 8)], c.filled())),
                Swatch::Line => area.draw(&PathElement::new(vec![(x, y), (x + SWATCH, y)], c.stroke_width(3))),
            }
            .map_err(err)?;
            for (k, line) in item.lines.iter().enumerate() {
                let style = font(LEGEND_PX, false).pos(Pos::new(HPos::Left, VPos::Center));
                let at = (x + SWATCH + 8, y + k as i32 * LEGEND_LINE as i32);
                area.draw(&Text::new(line.as_str(), at, style)).map_err(err)?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_numbers() {
        assert_eq!(tick_step(5), 1);
        assert_eq!(tick_step(20), 2);
        assert_eq!(tick_step(60), 10);
        assert_eq!(tick_step(100), 10);
        assert_eq!(tick_step(1024), 100);
        assert_eq!(tick_step(1100), 200);
    }

    #[test]
    fn titles_wrap_at_words() {
        let lines = wrap("one two three four five six seven", LABEL_PX, 80.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.join(" "), "one two three four five six seven");
        let title = "Two heaps of the subtraction game S = {1, 3, 4}: g(x) xor g(y) up to 30";
        let lines = wrap(title, TITLE_PX, 560.0);
        assert_eq!(lines.len(), 2);
        assert!(lines.iter().any(|l| l.contains("S = {1, 3, 4}:")), "{lines:?}");
        assert_eq!(wrap("short", TITLE_PX, 560.0), ["short"]);
    }

    #[test]
    fn chinese_wraps_between_characters() {
        assert_eq!(text_width("堆 x", 10.0, false), 10.0 + 2.0 * 5.2);
        let title = "Lasker 尼姆：两堆（0 到 12）的 P 态，当前行动的一方必败";
        let lines = wrap_at(title, TITLE_PX, true, 200.0);
        assert!(lines.len() > 1, "{lines:?}");
        for line in &lines {
            assert!(text_width(line, TITLE_PX, true) <= 200.0 || !line.contains(' '), "{line}");
            assert!(!line.starts_with(['，', '）', '：']) && !line.ends_with('（'), "{lines:?}");
        }
        // Joining the lines gives the text back: no space is added between CJK characters.
        assert_eq!(lines.concat().replace(' ', ""), title.replace(' ', ""));
        let pieces: Vec<String> = unbreakable("周期 4：n ≥ 71 时", true).into_iter().map(|p| p.text).collect();
        assert_eq!(pieces, ["周", "期", "4：", "n ≥ 71", "时"]);
        // A title breaks after a phrase's punctuation when it can.
        let title = "反常规则下的尼姆博弈：两堆（0 到 12）的 P 态";
        assert_eq!(wrap(title, TITLE_PX, 380.0), ["反常规则下的尼姆博弈：", "两堆（0 到 12）的 P 态"]);
        // A formula is never split, in any width.
        let title = "Project Euler 301：满足 n ⊕ 2n ⊕ 3n = 0 的 n ≤ 64";
        for width in [200.0, 260.0, 300.0, 380.0] {
            let lines = wrap(title, TITLE_PX, width);
            assert!(lines.iter().any(|l| l.contains("n ⊕ 2n ⊕ 3n = 0")), "{width}: {lines:?}");
            assert!(lines.iter().any(|l| l.contains("n ≤ 64")), "{width}: {lines:?}");
        }
        let lines = wrap("减法游戏 {2, 5}：一堆 0 到 40 枚石子的 SG 值", TITLE_PX, 300.0);
        assert!(lines.iter().any(|l| l.contains("0 到 40")), "{lines:?}");
    }
}
