//! The drawing-independent description of a chart: axes, heat-map cells, line segments, points
//! (each with its tooltip), legend entries and the text description. The chart kinds build a
//! [`Plot`] from exact values; [`super::draw`] turns any `Plot` into SVG, so axes, legend and
//! colours are drawn by one piece of code for every kind.

use super::highlight::Highlight;
use super::wording::{msg, push_sentence};
use crate::views::i18n::Lang;

/// What a drawn thing means, which decides its colour (a CSS variable of the site's stylesheet).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    /// Background.
    Bg,
    /// Text and axes.
    Fg,
    /// Grid lines.
    Grid,
    /// P-positions.
    P,
    /// N-positions, faint marks.
    N,
    /// Guide lines.
    Line,
    /// The highlighted position.
    Highlight,
    /// A heat-map value 0..=7 (7 stands for 7 and more).
    Heat(u8),
    /// The shaded pre-period of a Grundy sequence.
    PrePeriod,
    /// The shaded blocks of a Grundy sequence's period.
    Period,
    /// Cells where misère play and normal play disagree.
    Differs,
}

impl Role {
    const FIXED: [Role; 7] = [Role::Bg, Role::Fg, Role::Grid, Role::P, Role::N, Role::Line, Role::Highlight];

    /// The last heat-map value with its own colour (larger values share it).
    pub const HEAT_TOP: u64 = 7;

    /// A small number unique to the role, used to build its sentinel colour.
    pub fn index(self) -> u8 {
        match self {
            Role::Heat(v) => 7 + v.min(7),
            Role::PrePeriod => 15,
            Role::Period => 16,
            Role::Differs => 17,
            fixed => Self::FIXED.iter().position(|&r| r == fixed).unwrap_or(0) as u8,
        }
    }

    /// The role with this index.
    pub fn from_index(i: u8) -> Option<Role> {
        match i {
            0..7 => Some(Self::FIXED[usize::from(i)]),
            7..15 => Some(Role::Heat(i - 7)),
            15 => Some(Role::PrePeriod),
            16 => Some(Role::Period),
            17 => Some(Role::Differs),
            _ => None,
        }
    }

    /// The CSS variable that colours it.
    pub fn var(self) -> String {
        match self {
            Role::Bg => "--chart-bg".into(),
            Role::Fg => "--chart-fg".into(),
            Role::Grid => "--chart-grid".into(),
            Role::P => "--chart-p".into(),
            Role::N => "--chart-n".into(),
            Role::Line => "--chart-line".into(),
            Role::Highlight => "--chart-highlight".into(),
            Role::Heat(v) => format!("--heat-{}", v.min(7)),
            Role::PrePeriod => "--chart-pre-period".into(),
            Role::Period => "--chart-period".into(),
            Role::Differs => "--chart-differs".into(),
        }
    }

    /// The class stem of its rules in the stylesheet: `.f-STEM` fills and `.s-STEM` strokes with
    /// [`Role::var`] (`p` for `--chart-p`, `heat-3` for `--heat-3`).
    pub fn class(self) -> String {
        let var = self.var();
        var.strip_prefix("--chart-").or_else(|| var.strip_prefix("--")).unwrap_or(&var).to_string()
    }

    /// Every role, heat values included.
    #[cfg(test)]
    pub fn all() -> impl Iterator<Item = Role> {
        (0..=u8::MAX).map_while(Role::from_index)
    }

    /// The heat role of a value: 0 (a P-position) has the P colour shared by every chart, table
    /// and widget; values of 7 and more share the last colour.
    pub fn heat(value: u64) -> Role {
        if value == 0 { Role::P } else { Role::Heat(value.min(Self::HEAT_TOP) as u8) }
    }
}

/// One axis: integer values `lo..=hi` and its label.
#[derive(Debug, Clone)]
pub(crate) struct Axis {
    /// Axis label.
    pub label: String,
    /// First value.
    pub lo: u64,
    /// Last value.
    pub hi: u64,
}

/// How a point is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Marker {
    /// A filled dot.
    Dot,
    /// A smaller filled dot, for the many unremarkable positions.
    SmallDot,
    /// A thick ring, for the highlighted position.
    Ring,
}

/// A point of the chart.
#[derive(Debug, Clone)]
pub(crate) struct Point {
    /// x value.
    pub x: u64,
    /// y value.
    pub y: u64,
    /// Its colour.
    pub role: Role,
    /// Its shape.
    pub shape: Marker,
    /// Its tooltip, if it is a point that matters.
    pub title: Option<String>,
}

/// A shaded run of columns `from..=to` across the whole height, with a label at the top.
#[derive(Debug, Clone)]
pub(crate) struct Band {
    /// First column.
    pub from: u64,
    /// Last column.
    pub to: u64,
    /// Its colour.
    pub role: Role,
    /// Text written at its top (may be empty).
    pub label: String,
}

/// A straight line between two points in data coordinates (drawing only).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Segment {
    /// One end.
    pub from: (f64, f64),
    /// The other end.
    pub to: (f64, f64),
    /// Its colour.
    pub role: Role,
    /// Stroke width in pixels.
    pub width: u32,
}

/// What a legend entry's sample looks like.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Swatch {
    /// Like [`Marker::Dot`].
    Dot,
    /// Like [`Marker::Ring`].
    Ring,
    /// A filled square (heat-map colours).
    Square,
    /// A short line.
    Line,
}

/// One legend entry.
#[derive(Debug, Clone)]
pub(crate) struct LegendEntry {
    /// The sample.
    pub swatch: Swatch,
    /// Its colour.
    pub role: Role,
    /// The text.
    pub label: String,
}

/// A whole chart, ready to draw.
#[derive(Debug, Clone)]
pub(crate) struct Plot {
    /// The title (caption and `<title>`).
    pub title: String,
    /// The horizontal axis.
    pub x: Axis,
    /// The vertical axis.
    pub y: Axis,
    /// Shaded column ranges, drawn first.
    pub bands: Vec<Band>,
    /// Heat-map cells `(x, y, colour)`, drawn over the bands.
    pub cells: Vec<(u64, u64, Role)>,
    /// Values written at the centre of cells `(x, y, text)`, over the cells.
    pub texts: Vec<(u64, u64, String)>,
    /// Lines, drawn over the cells.
    pub segments: Vec<Segment>,
    /// Points, drawn last, in order.
    pub marks: Vec<Point>,
    /// The legend, in order.
    pub legend: Vec<LegendEntry>,
    /// The text description (`<desc>`).
    pub description: String,
    /// What one coordinate is (`heap`, `row` of pins, `pile`, `coordinate`: the selector of
    /// [`super::wording::coordinate`]), for naming the highlighted position.
    pub kind: &'static str,
}

impl Plot {
    /// An empty plot with these axes.
    pub fn new(title: String, x: Axis, y: Axis) -> Plot {
        Plot {
            title,
            x,
            y,
            bands: Vec::new(),
            cells: Vec::new(),
            texts: Vec::new(),
            segments: Vec::new(),
            marks: Vec::new(),
            legend: Vec::new(),
            description: String::new(),
            kind: "heap",
        }
    }

    /// Adds a legend entry.
    pub fn legend(&mut self, swatch: Swatch, role: Role, label: impl Into<String>) {
        self.legend.push(LegendEntry { swatch, role, label: label.into() });
    }

    /// Adds a point.
    pub fn mark(&mut self, x: u64, y: u64, role: Role, shape: Marker, title: Option<String>) {
        self.marks.push(Point { x, y, role, shape, title });
    }

    /// Adds the line y = slope·x + intercept for x ≥ 0, clipped to the plotted area.
    pub fn line(&mut self, slope: f64, intercept: f64, role: Role) {
        let (x0, x1) = (0.0f64, self.x.hi as f64 + 0.5);
        let (y0, y1) = (self.y.lo as f64 - 0.5, self.y.hi as f64 + 0.5);
        let (mut a, mut b) = (x0, x1);
        if slope > 0.0 {
            a = a.max((y0 - intercept) / slope);
            b = b.min((y1 - intercept) / slope);
        } else if !(y0..=y1).contains(&intercept) {
            return;
        }
        if a < b {
            let f = |x: f64| slope * x + intercept;
            self.segments.push(Segment { from: (a, f(a)), to: (b, f(b)), role, width: 1 });
        }
    }

    /// Spaces CJK text from the Latin letters and digits next to it, in every text of the plot
    /// ([`super::wording::spaced`]; English is left as it is).
    pub fn space_cjk(&mut self) {
        use super::wording::spaced;
        for text in [&mut self.title, &mut self.x.label, &mut self.y.label, &mut self.description] {
            *text = spaced(text);
        }
        for band in &mut self.bands {
            band.label = spaced(&band.label);
        }
        for entry in &mut self.legend {
            entry.label = spaced(&entry.label);
        }
        for point in &mut self.marks {
            point.title = point.title.as_deref().map(spaced);
        }
    }

    /// Marks the highlighted position with a ring, names it in the legend and the description.
    /// `status` says what the position is, e.g. "a P-position: the player to move loses".
    pub fn highlight(&mut self, h: &Highlight, x: u64, y: u64, status: &str, lang: Lang<'_>) {
        self.highlight_named(h.name(self.kind, lang), x, y, status, lang);
    }

    /// [`Plot::highlight`] with the position's name given: a chart of numbers (not heaps) names
    /// its highlighted number `n = 42`, not a heap.
    pub fn highlight_named(&mut self, name: String, x: u64, y: u64, status: &str, lang: Lang<'_>) {
        let tooltip = msg!(lang, "chart-highlight-tooltip", name = capitalize(&name), status = status);
        self.mark(x, y, Role::Highlight, Marker::Ring, Some(tooltip));
        self.legend(Swatch::Ring, Role::Highlight, name.clone());
        push_sentence(lang, &mut self.description, &msg!(lang, "chart-ring-marks", name = name, status = status));
    }
}

/// The first letter in upper case.
pub(crate) fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// The most items a description lists before it summarises.
pub(crate) const LIST_LIMIT: usize = 40;

/// A pair as "(x, y)".
pub(crate) fn pair(x: u64, y: u64) -> String {
    format!("({x}, {y})")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roles_round_trip_through_their_index() {
        for i in 0..18 {
            assert_eq!(Role::from_index(i).map(Role::index), Some(i));
        }
        assert_eq!(Role::from_index(18), None);
        assert_eq!(Role::heat(12), Role::Heat(7));
        assert_eq!(Role::heat(12).var(), "--heat-7");
        assert_eq!(Role::heat(0), Role::P);
    }

    #[test]
    fn lists_read_as_prose() {
        use super::super::wording::list;
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let en = crate::views::i18n::english();
        assert_eq!(list(en, &s(&[]), 3), "none");
        assert_eq!(list(en, &s(&["a"]), 3), "a");
        assert_eq!(list(en, &s(&["a", "b", "c"]), 3), "a, b and c");
        assert_eq!(list(en, &s(&["a", "b", "c", "d"]), 2), "a, b, and 2 more");
        let m = crate::views::i18n::Messages::builtin();
        let zh = m.lang("zh");
        assert_eq!(list(zh, &s(&["1", "2", "3"]), 3), "1、2 和 3");
        assert_eq!(list(zh, &s(&["1", "2", "3", "4"]), 2), "1、2 等，另有 2 个");
    }

    #[test]
    fn lines_are_clipped_to_the_plot() {
        let axis = |hi| Axis { label: String::new(), lo: 0, hi };
        let mut p = Plot::new(String::new(), axis(10), axis(10));
        p.line(2.0, 0.0, Role::Line);
        let s = p.segments[0];
        assert_eq!(s.from, (0.0, 0.0));
        assert_eq!(s.to, (5.25, 10.5));
        p.line(0.0, 20.0, Role::Line);
        assert_eq!(p.segments.len(), 1);
    }
}
