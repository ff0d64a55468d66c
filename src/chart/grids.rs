//! The charts drawn on a grid of two numbers that keep their own views: Wythoff (with the lines
//! its P-positions follow), a slice of three-heap Nim and the Bash game (heap against limit). The
//! general two-heap charts of any game (`general.rs`) share [`p_grid`].
//!
//! Which points are P is always asked of [`crate::games`]; [`p_grid`] turns such a predicate into
//! dots with tooltips, a legend entry and a description that lists the P-positions, so each
//! kind below only states its rule in words.

use super::highlight::Highlight;
use super::plot::{Axis, LIST_LIMIT, Plot, Role, Segment, Shape, Swatch, list, pair, status};
use crate::games::{GameError, bash, nim, wythoff};

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
}

fn axis(label: &str, lo: u64, hi: u64) -> Axis {
    Axis { label: label.into(), lo, hi }
}

/// Dots on the P-positions, the legend and the description; `extra` adds lines before the
/// highlight, which is drawn on top.
pub(crate) fn p_grid(g: Grid<'_>, hl: Option<&Highlight>, extra: impl FnOnce(&mut Plot)) -> Plot {
    let mut plot = Plot::new(g.title, g.x, g.y);
    let mut found = Vec::new();
    for x in plot.x.lo..=plot.x.hi {
        for y in plot.y.lo..=plot.y.hi {
            if (g.is_p)(x, y) {
                plot.mark(x, y, Role::P, Shape::Dot, Some((g.tooltip)(x, y)));
                found.push((x, y));
            }
        }
    }
    plot.legend(Swatch::Dot, Role::P, g.p_label);
    let listed = match g.summary {
        Some(summary) => summary(&found),
        None => list(&found.iter().map(|&(x, y)| pair(x, y)).collect::<Vec<_>>(), LIST_LIMIT),
    };
    plot.description = format!(
        "{} There {} {} P-position{} in this range: {listed}.",
        g.intro,
        if found.len() == 1 { "is" } else { "are" },
        found.len(),
        if found.len() == 1 { "" } else { "s" },
    );
    extra(&mut plot);
    if let Some(h) = hl {
        let (x, y) = (h.coords[0], h.coords[1]);
        plot.highlight(h, x, y, status((g.is_p)(x, y)));
    }
    plot
}

/// `wythoff --size N [--rays]`.
pub(crate) fn wythoff(size: u64, hl: Option<&Highlight>, rays: bool) -> Result<Plot, GameError> {
    let tooltip = |x: u64, y: u64| {
        let k = x.abs_diff(y);
        let name = if x <= y { format!("(a_{k}, b_{k})") } else { format!("(b_{k}, a_{k})") };
        format!("P-position {} = {name}: the player to move loses", pair(x, y))
    };
    let grid = Grid {
        title: format!("Wythoff's game: P-positions for piles up to {size}"),
        x: axis("pile x", 0, size),
        y: axis("pile y", 0, size),
        intro: format!(
            "Wythoff's game with piles x and y from 0 to {size}: a move takes any number from one pile, \
             or the same number from both. A dot marks each P-position (a_k, b_k) and its mirror (b_k, a_k), \
             with a_k = floor(k·φ) and b_k = a_k + k: the player to move loses there. The dots lie close to \
             the lines y = φx and y = x/φ, where φ = (1 + √5)/2."
        ),
        p_label: "P-position (a_k, b_k) or (b_k, a_k)".into(),
        is_p: &wythoff::is_p_position,
        tooltip: &tooltip,
        summary: None,
    };
    Ok(p_grid(grid, hl, |plot| {
        // Drawing only: the lines are where the P-positions cluster, not how they are found.
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        plot.line(phi, 0.0, Role::Line);
        plot.line(1.0 / phi, 0.0, Role::Line);
        plot.legend(Swatch::Line, Role::Line, "y = φx and y = x/φ");
        if let Some(h) = hl.filter(|_| rays) {
            queen_rays(plot, h.coords[0], h.coords[1]);
        }
    }))
}

/// The queen's three rays from (x, y): along the row (pile x shrinks), down the column (pile y
/// shrinks) and down the diagonal (both shrink), with the P-positions each meets named.
fn queen_rays(plot: &mut Plot, x: u64, y: u64) {
    let m = x.min(y);
    let (fx, fy) = (x as f64, y as f64);
    let ends = [(0.0, fy), (fx, 0.0), (fx - m as f64, fy - m as f64)];
    for end in ends {
        if end != (fx, fy) {
            plot.segments.push(Segment { from: (fx, fy), to: end, role: Role::Highlight, width: 2 });
        }
    }
    let row: Vec<(u64, u64)> = (0..x).rev().map(|a| (a, y)).filter(|&(a, b)| wythoff::is_p_position(a, b)).collect();
    let col: Vec<(u64, u64)> = (0..y).rev().map(|b| (x, b)).filter(|&(a, b)| wythoff::is_p_position(a, b)).collect();
    let diag: Vec<(u64, u64)> =
        (1..=m).map(|t| (x - t, y - t)).filter(|&(a, b)| wythoff::is_p_position(a, b)).collect();
    let named = |v: &[(u64, u64)]| {
        if v.is_empty() {
            "none".to_string()
        } else {
            v.iter().map(|&(a, b)| pair(a, b)).collect::<Vec<_>>().join(", ")
        }
    };
    plot.legend(Swatch::Line, Role::Highlight, format!("queen's moves from {}", pair(x, y)));
    plot.description.push_str(&format!(
        " From {p} a move goes along one of three rays: the row (the first pile shrinks), the column (the second \
         pile shrinks) or the diagonal (both shrink by the same amount). Each row, column and diagonal holds exactly \
         one P-position, so each ray meets at most one: on the row {}, on the column {}, on the diagonal {}.{}",
        named(&row),
        named(&col),
        named(&diag),
        if row.len() + col.len() + diag.len() == 0 {
            " No ray reaches a P-position, so every move leads to an N-position: this is a P-position."
        } else {
            " Moving to one of these is a winning move."
        },
        p = pair(x, y),
    ));
}

/// `nim3 --size N --z Z`.
pub(crate) fn nim3(size: u64, z: u64, hl: Option<&Highlight>) -> Result<Plot, GameError> {
    let is_p = |x: u64, y: u64| !nim::first_player_wins(&[x, y, z], nim::NimRules::default());
    let tooltip = |x: u64, y: u64| {
        format!("P-position ({x}, {y}, {z}): {x} xor {y} xor {z} = {}, the player to move loses", x ^ y ^ z)
    };
    let grid = Grid {
        title: format!("Three-heap Nim, slice z = {z}: P-positions up to {size}"),
        x: axis("heap x", 0, size),
        y: axis("heap y", 0, size),
        intro: format!(
            "A slice of Nim with three heaps: x and y from 0 to {size}, the third heap fixed at {z}. \
             A dot marks each P-position (x, y, {z}), where x xor y xor {z} = 0, that is y = x xor {z}: \
             the player to move loses."
        ),
        p_label: format!("P-position: x xor y xor {z} = 0"),
        is_p: &is_p,
        tooltip: &tooltip,
        summary: None,
    };
    Ok(p_grid(grid, hl, |_| {}))
}

/// `bash --n N --m M`.
pub(crate) fn bash(n: u64, m: u64, hl: Option<&Highlight>) -> Result<Plot, GameError> {
    let is_p = |heap: u64, limit: u64| !bash::first_player_wins(heap, limit, false);
    let tooltip = |heap: u64, limit: u64| {
        format!(
            "P-position: heap {heap}, at most {limit} per move: {} divides {heap}, the player to move loses",
            u128::from(limit) + 1
        )
    };
    // Listed by limit: "for m = 2, n = 0, 3, 6, …".
    let by_limit = |found: &[(u64, u64)]| {
        let rows: Vec<String> = (1..=m)
            .map(|limit| {
                let heaps: Vec<String> = found.iter().filter(|p| p.1 == limit).map(|p| p.0.to_string()).collect();
                format!("for m = {limit}, n = {}", list(&heaps, LIST_LIMIT))
            })
            .collect();
        rows.join("; ")
    };
    let grid = Grid {
        title: format!("Bash game: losing heaps up to {n} for limits up to {m}"),
        x: axis("heap n", 0, n),
        y: axis("most per move m", 1, m),
        intro: format!(
            "The Bash game: one heap of n counters (n from 0 to {n}), a move takes 1 to m of them \
             (m from 1 to {m}), whoever takes the last wins; (n, m) is a heap of n with at most m per move. A dot marks each \
             P-position, where m + 1 divides n: the player to move loses, since the other answers every take of t with m + 1 - t."
        ),
        p_label: "P-position: m + 1 divides n".into(),
        is_p: &is_p,
        tooltip: &tooltip,
        summary: Some(&by_limit),
    };
    Ok(p_grid(grid, hl, |_| {}))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn titled(plot: &Plot, role: Role) -> usize {
        plot.marks.iter().filter(|m| m.role == role && m.title.is_some()).count()
    }

    #[test]
    fn wythoff_dots_are_the_engine_pairs() {
        let plot = wythoff(20, None, false).unwrap();
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
        let plot = nim3(7, 5, None).unwrap();
        assert!(plot.marks.iter().all(|m| m.x ^ m.y == 5));
        assert_eq!(plot.marks.len(), 8);
        let plot = bash(12, 3, None).unwrap();
        let p: Vec<(u64, u64)> = plot.marks.iter().map(|m| (m.x, m.y)).collect();
        assert!(p.contains(&(12, 3)) && p.contains(&(12, 2)) && p.contains(&(12, 1)) && !p.contains(&(11, 2)));
    }
}
