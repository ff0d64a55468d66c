//! The charts drawn on a grid of two numbers that keep their own views: Wythoff (with the lines
//! its P-positions follow), a slice of three-heap Nim and the Bash game (heap against limit). The
//! general two-heap charts of any game (`general.rs`) share [`p_grid`].
//!
//! Which points are P is always asked of [`crate::games`]; [`p_grid`] turns such a predicate into
//! dots with tooltips, a legend entry and a description that lists the P-positions, so each
//! kind below only states its rule in words.

use super::highlight::Highlight;
use super::plot::{Axis, LIST_LIMIT, Marker, Plot, Role, Segment, Swatch, pair};
use super::wording::{clauses, list, msg, push_sentence, sentences, status};
use crate::games::{GameError, nim, wythoff};
use crate::views::i18n::Lang;

/// Puts a list of P-positions into words.
type Summary<'a> = dyn Fn(&[(u64, u64)]) -> String + 'a;

/// A chart of the P-positions of a two-coordinate game.
pub(crate) struct Grid<'a> {
    pub title: String,
    pub x: Axis,
    pub y: Axis,
    /// The rule, in words; the description starts with it.
    pub intro: String,
    /// The legend entry of the dots.
    pub p_label: String,
    /// Whether (x, y) is a P-position, from the engine.
    pub is_p: &'a dyn Fn(u64, u64) -> bool,
    /// The tooltip of a P-position.
    pub tooltip: &'a dyn Fn(u64, u64) -> String,
    /// The P-positions found, in words (`None`: listed as pairs).
    pub summary: Option<&'a Summary<'a>>,
    /// What a coordinate is (the selector of [`super::wording::coordinate`]).
    pub kind: &'static str,
}

fn axis(label: String, lo: u64, hi: u64) -> Axis {
    Axis { label, lo, hi }
}

/// The axis of a heap or pile, `heap x` (`堆 x`).
fn coordinate_axis(kind: &str, name: &str, lo: u64, hi: u64, lang: Lang<'_>) -> Axis {
    axis(msg!(lang, "chart-axis-coord", kind = kind, axis = name), lo, hi)
}

/// Dots on the P-positions, the legend and the description; `extra` adds lines before the
/// highlight, which is drawn on top.
pub(crate) fn p_grid(g: Grid<'_>, hl: Option<&Highlight>, lang: Lang<'_>, extra: impl FnOnce(&mut Plot)) -> Plot {
    let mut plot = Plot::new(g.title, g.x, g.y);
    plot.kind = g.kind;
    let mut found = Vec::new();
    for x in plot.x.lo..=plot.x.hi {
        for y in plot.y.lo..=plot.y.hi {
            if (g.is_p)(x, y) {
                plot.mark(x, y, Role::P, Marker::Dot, Some((g.tooltip)(x, y)));
                found.push((x, y));
            }
        }
    }
    plot.legend(Swatch::Dot, Role::P, g.p_label);
    let listed = match g.summary {
        Some(summary) => summary(&found),
        None => list(lang, &found.iter().map(|&(x, y)| pair(x, y)).collect::<Vec<_>>(), LIST_LIMIT),
    };
    plot.description = sentences(lang, &[g.intro, msg!(lang, "chart-p-count", n = found.len(), list = listed)]);
    extra(&mut plot);
    if let Some(h) = hl {
        let (x, y) = (h.coords[0], h.coords[1]);
        plot.highlight(h, x, y, &status(lang, (g.is_p)(x, y)), lang);
    }
    plot
}

/// `wythoff --size N [--rays]`.
pub(crate) fn wythoff(size: u64, hl: Option<&Highlight>, rays: bool, lang: Lang<'_>) -> Result<Plot, GameError> {
    let tooltip = |x: u64, y: u64| {
        let k = x.abs_diff(y);
        // aₖ and bₖ with k as a subscript, as the legend writes them (not a_k).
        let k = crate::markup::subscript(&k.to_string()).expect("every digit has a subscript");
        let name = if x <= y { format!("(a{k}, b{k})") } else { format!("(b{k}, a{k})") };
        msg!(lang, "chart-wythoff-tooltip", pair = pair(x, y), name = name)
    };
    let grid = Grid {
        title: msg!(lang, "chart-wythoff-title", size = size),
        x: coordinate_axis("pile", "x", 0, size, lang),
        y: coordinate_axis("pile", "y", 0, size, lang),
        intro: msg!(lang, "chart-wythoff-intro", size = size),
        p_label: lang.word("chart-wythoff-legend"),
        is_p: &wythoff::is_p_position,
        tooltip: &tooltip,
        summary: None,
        kind: "pile",
    };
    Ok(p_grid(grid, hl, lang, |plot| {
        // Drawing only: the lines are where the P-positions cluster, not how they are found.
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        plot.line(phi, 0.0, Role::Line);
        plot.line(1.0 / phi, 0.0, Role::Line);
        plot.legend(Swatch::Line, Role::Line, lang.word("chart-wythoff-lines"));
        if let Some(h) = hl.filter(|_| rays) {
            draw_rays(plot, (h.coords[0], h.coords[1]), &wythoff::is_p_position, true, &QUEEN, lang);
        }
    }))
}

/// The messages of a chart's rays: their legend entry, their sentence (with the P-positions met
/// on the row, the column and, for the queen, the diagonal) and the sentence when none is met.
struct RayWords {
    legend: &'static str,
    text: &'static str,
    none: &'static str,
}

/// The queen's rays in Wythoff's game: the row, the column and the diagonal.
const QUEEN: RayWords = RayWords { legend: "chart-rays-legend", text: "chart-rays-text", none: "chart-rays-none" };
/// A Nim move in the slice of three-heap Nim: the row (heap x) and the column (heap y).
const ROOK: RayWords =
    RayWords { legend: "chart-nim-rays-legend", text: "chart-nim-rays-text", none: "chart-nim-rays-none" };

/// The rays of the moves from (x, y): along the row (x shrinks), down the column (y shrinks) and,
/// with `diagonal`, down the diagonal (both shrink), each drawn and the P-positions it meets named.
fn draw_rays(
    plot: &mut Plot,
    (x, y): (u64, u64),
    is_p: &dyn Fn(u64, u64) -> bool,
    diagonal: bool,
    words: &RayWords,
    lang: Lang<'_>,
) {
    let m = if diagonal { x.min(y) } else { 0 };
    let lines: [Vec<(u64, u64)>; 3] = [
        (0..x).rev().map(|a| (a, y)).collect(),
        (0..y).rev().map(|b| (x, b)).collect(),
        (1..=m).map(|t| (x - t, y - t)).collect(),
    ];
    for &(a, b) in lines.iter().filter_map(|line| line.last()) {
        plot.segments.push(Segment {
            from: (x as f64, y as f64),
            to: (a as f64, b as f64),
            role: Role::Highlight,
            width: 2,
        });
    }
    let met =
        lines.map(|line| line.into_iter().filter(|&(a, b)| is_p(a, b)).map(|(a, b)| pair(a, b)).collect::<Vec<_>>());
    let met_any = met.iter().any(|m| !m.is_empty());
    let [row, column, diagonal_met] =
        met.map(|m| if m.is_empty() { lang.word("chart-list-none") } else { m.join(&lang.word("list-separator")) });
    plot.legend(Swatch::Line, Role::Highlight, lang.t(words.legend, &[("pair", pair(x, y).into())]));
    let mut args = vec![("pair", pair(x, y).into()), ("row", row.into()), ("column", column.into())];
    if diagonal {
        args.push(("diagonal", diagonal_met.into()));
    }
    let text = lang.t(words.text, &args);
    let end = lang.word(if met_any { "chart-rays-winning" } else { words.none });
    push_sentence(lang, &mut plot.description, &sentences(lang, &[text, end]));
}

/// `nim3 --size N --z Z [--rays]`.
pub(crate) fn nim3(size: u64, z: u64, hl: Option<&Highlight>, rays: bool, lang: Lang<'_>) -> Result<Plot, GameError> {
    let is_p = |x: u64, y: u64| !nim::first_player_wins(&[x, y, z], nim::NimRules::default());
    let tooltip = |x: u64, y: u64| msg!(lang, "chart-nim3-tooltip", x = x, y = y, z = z, v = x ^ y ^ z);
    let grid = Grid {
        title: msg!(lang, "chart-nim3-title", z = z, size = size),
        x: coordinate_axis("heap", "x", 0, size, lang),
        y: coordinate_axis("heap", "y", 0, size, lang),
        intro: msg!(lang, "chart-nim3-intro", size = size, z = z),
        p_label: msg!(lang, "chart-nim3-legend", z = z),
        is_p: &is_p,
        tooltip: &tooltip,
        summary: None,
        kind: "heap",
    };
    Ok(p_grid(grid, hl, lang, |plot| {
        if let Some(h) = hl.filter(|_| rays) {
            draw_rays(plot, (h.coords[0], h.coords[1]), &is_p, false, &ROOK, lang);
        }
    }))
}

/// `bash --n N --m M`.
pub(crate) fn bash(n: u64, m: u64, hl: Option<&Highlight>, lang: Lang<'_>) -> Result<Plot, GameError> {
    let is_p = |heap: u64, limit: u64| {
        !nim::first_player_wins(&[heap], nim::NimRules { misere: false, max_take: Some(limit) })
    };
    let tooltip = |heap: u64, limit: u64| {
        msg!(lang, "chart-bash-tooltip", heap = heap, limit = limit, divisor = u128::from(limit) + 1)
    };
    // Listed by limit: "for m = 2, n = 0, 3, 6, …".
    let by_limit = |found: &[(u64, u64)]| {
        let rows: Vec<String> = (1..=m)
            .map(|limit| {
                let heaps: Vec<String> = found.iter().filter(|p| p.1 == limit).map(|p| p.0.to_string()).collect();
                msg!(lang, "chart-bash-row", m = limit, list = list(lang, &heaps, LIST_LIMIT))
            })
            .collect();
        clauses(lang, &rows)
    };
    let grid = Grid {
        title: msg!(lang, "chart-bash-title", n = n, m = m),
        x: axis(msg!(lang, "chart-axis-heap-n", kind = "heap"), 0, n),
        y: axis(lang.word("chart-axis-limit"), 1, m),
        intro: msg!(lang, "chart-bash-intro", n = n, m = m),
        p_label: lang.word("chart-bash-legend"),
        is_p: &is_p,
        tooltip: &tooltip,
        summary: Some(&by_limit),
        kind: "heap",
    };
    Ok(p_grid(grid, hl, lang, |_| {}))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn titled(plot: &Plot, role: Role) -> usize {
        plot.marks.iter().filter(|m| m.role == role && m.title.is_some()).count()
    }

    #[test]
    fn wythoff_dots_are_the_engine_pairs() {
        let plot = wythoff(20, None, false, crate::views::i18n::english()).unwrap();
        let mut expected = 0;
        for k in 0.. {
            let (a, b) = wythoff::pair(k).unwrap();
            if b > 20 {
                break;
            }
            expected += if a == b { 1 } else { 2 };
        }
        assert_eq!(titled(&plot, Role::P), expected);
        assert_eq!(plot.segments.len(), 2);
        assert!(plot.description.contains("(4, 7)") && plot.description.contains("(7, 4)"));
    }

    #[test]
    fn slices_and_bash_follow_their_rules() {
        let plot = nim3(7, 5, None, false, crate::views::i18n::english()).unwrap();
        assert!(plot.marks.iter().all(|m| m.x ^ m.y == 5));
        assert_eq!(plot.marks.len(), 8);
        let plot = bash(12, 3, None, crate::views::i18n::english()).unwrap();
        let p: Vec<(u64, u64)> = plot.marks.iter().map(|m| (m.x, m.y)).collect();
        assert!(p.contains(&(12, 3)) && p.contains(&(12, 2)) && p.contains(&(12, 1)) && !p.contains(&(11, 2)));
    }
}
