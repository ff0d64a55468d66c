//! The three charts of any game of the model: the Grundy sequence of one heap (with its proved
//! pre-period and period shaded), the P-positions of two heaps (normal or misère, from
//! [`Solver::wins`]) and the Grundy heat map of two heaps (from [`Solver::grundy`], so g(x) xor g(y)
//! for heap games). Nothing here knows a particular game: the rules, title and values all come
//! from [`crate::games`].

use super::grids::{Grid, p_grid};
use super::highlight::Highlight;
use super::plot::{Axis, Band, LIST_LIMIT, LegendEntry, Plot, Role, Segment, Shape, Swatch, list, pair, status};
use crate::games::GameError;
use crate::games::analysis::Solver;
use crate::games::catalogue::{Game, Shape as GameShape};
use crate::games::values::HeapValues;

/// The largest heat map whose cells are wide enough for a written value (two digits at 15 units).
const LABELLED_HEAT: u64 = 16;

fn numbers(values: impl Iterator<Item = u64>) -> Vec<String> {
    values.map(|v| v.to_string()).collect()
}

fn axis(label: &str, hi: u64) -> Axis {
    Axis { label: label.into(), lo: 0, hi }
}

/// The words for the two coordinates of a position of this game.
fn coordinate(game: &Game) -> &'static str {
    match game.shape {
        GameShape::Heaps(_) => "heap",
        GameShape::Wythoff => "pile",
        GameShape::Tuple(_) => "coordinate",
    }
}

/// `sequence`: g(0), …, g(size) of one heap, the period marked when one is proved.
pub(crate) fn sequence(game: &Game, size: u64, hl: Option<&Highlight>) -> Result<Plot, GameError> {
    let GameShape::Heaps(rule) = &game.shape else {
        return Err(GameError(format!(
            "{} is not played on heaps, so it has no sequence of one-heap values; chart it with p-positions or grundy-map",
            game.title()
        )));
    };
    if game.misere {
        return Err(GameError(
            "Grundy values are those of normal play; for misère play chart the P-positions (p-positions)".into(),
        ));
    }
    let values = HeapValues::shared(rule, size)?;
    let g = values.sequence(size)?;
    let title = game.title();
    // The bands' labels sit in a row above the plot (see `draw`), so no headroom is needed.
    let top = g.iter().copied().max().unwrap_or(0).max(1);
    let mut plot = Plot::new(
        format!("{title}: Grundy values for heaps up to {size}"),
        axis("heap n", size),
        axis("Grundy value g(n)", top),
    );
    let mut period_text = String::new();
    if let Some(p) = values.period() {
        if p.pre_period > 0 && p.pre_period <= size + 1 {
            let label = format!("pre-period 0–{}", p.pre_period - 1);
            plot.bands.push(Band { from: 0, to: p.pre_period - 1, role: Role::PrePeriod, label: label.clone() });
            plot.legend(Swatch::Square, Role::PrePeriod, label);
        }
        let mut start = p.pre_period;
        let mut first = true;
        while start <= size {
            let to = (start + p.period - 1).min(size);
            let label = if first { format!("period {}", p.period) } else { String::new() };
            plot.bands.push(Band { from: start, to, role: Role::Period, label });
            first = false;
            start += 2 * p.period;
        }
        if p.pre_period <= size {
            plot.legend(
                Swatch::Square,
                Role::Period,
                format!("period {}: g(n + {}) = g(n) from n = {}", p.period, p.period, p.pre_period),
            );
        }
        period_text = format!(
            " The values repeat with period {} from n = {} on (pre-period {}), proved by {}; the shaded blocks \
             mark every other period.",
            p.period, p.pre_period, p.pre_period, p.theorem
        );
    }
    for (n, &v) in (0..).zip(&g) {
        if v > 0 {
            let x = n as f64;
            plot.segments.push(Segment { from: (x, 0.0), to: (x, v as f64), role: Role::Grid, width: 2 });
        }
        let role = if v == 0 { Role::P } else { Role::N };
        plot.mark(n, v, role, Shape::Dot, Some(format!("n = {n}: g({n}) = {v}, {}", status(v == 0))));
    }
    plot.legend(Swatch::Dot, Role::P, "P-position: g(n) = 0");
    plot.legend(Swatch::Dot, Role::N, "N-position: g(n) > 0");
    let zeros = numbers((0..=size).filter(|&n| g[n as usize] == 0));
    plot.description = format!(
        "One heap of n counters, n from 0 to {size}, of {title}. {} The height of each point is the Grundy \
         value g(n), the least number that is not the value of a position one move away. g(n) = 0 exactly at \
         the P-positions, where the player to move loses: n = {}. The values g(0) to g({size}) are {}.{period_text}",
        game.rule_text(),
        list(&zeros, LIST_LIMIT),
        list(&numbers(g.iter().copied()), g.len())
    );
    if let Some(h) = hl {
        let n = h.coords[0];
        let v = g[n as usize];
        plot.highlight(h, n, v, &format!("g({n}) = {v}, {}", status(v == 0)));
    }
    Ok(plot)
}

/// `p-positions`: the P-positions (x, y) of two heaps, normal or misère.
pub(crate) fn p_positions(
    game: &Game,
    size: u64,
    hl: Option<&Highlight>,
    compare_normal: bool,
) -> Result<Plot, GameError> {
    if compare_normal && !game.misere {
        return Err(GameError(format!(
            "--compare-normal marks where misère play differs from normal play, but this chart shows {} in normal \
             play; chart a misère game (add --misere)",
            game.title()
        )));
    }
    let mut solver = Solver::new(game, size)?;
    let n = (size + 1) as usize;
    let mut p = vec![false; n * n];
    for x in 0..=size {
        for y in 0..=size {
            p[x as usize * n + y as usize] = !solver.wins(&[x, y])?;
        }
    }
    let values = solver.values().filter(|_| !game.misere);
    let is_p = |x: u64, y: u64| p[x as usize * n + y as usize];
    let tooltip = |x: u64, y: u64| match values.and_then(|v| Some((v.value(x).ok()?, v.value(y).ok()?))) {
        Some((a, b)) => {
            format!("P-position {}: g({x}) xor g({y}) = {a} xor {b} = 0, the player to move loses", pair(x, y))
        }
        None => format!("P-position {}: the player to move loses", pair(x, y)),
    };
    let c = coordinate(game);
    let title = game.title();
    let grid = Grid {
        title: format!("{title}: P-positions of two {c}s up to {size}"),
        x: axis(&format!("{c} x"), size),
        y: axis(&format!("{c} y"), size),
        intro: format!(
            "{title} with two {c}s x and y from 0 to {size}. {} A dot marks each P-position, where the player \
             to move loses{}.",
            game.rule_text(),
            if values.is_some() { " (for heaps: where g(x) xor g(y) = 0)" } else { "" }
        ),
        p_label: if game.misere { "P-position (misère play)" } else { "P-position: the player to move loses" }.into(),
        is_p: &is_p,
        tooltip: &tooltip,
        summary: None,
    };
    let differs = if compare_normal { differences(game, size, &is_p)? } else { Vec::new() };
    Ok(p_grid(grid, hl, |plot| {
        if !compare_normal {
            return;
        }
        plot.cells = differs.iter().map(|&(x, y)| (x, y, Role::Differs)).collect();
        for &(x, y) in differs.iter().filter(|&&(x, y)| !is_p(x, y)) {
            let t = format!("{}: a P-position in normal play but not in misère play", pair(x, y));
            plot.mark(x, y, Role::Bg, Shape::SmallDot, Some(t));
        }
        plot.legend(Swatch::Square, Role::Differs, "differs from normal play");
        let cells: Vec<String> = differs.iter().map(|&(x, y)| pair(x, y)).collect();
        plot.description.push_str(&format!(
            " Shaded cells are where misère play and normal play disagree ({} of them): {}.",
            differs.len(),
            list(&cells, LIST_LIMIT)
        ));
    }))
}

/// The positions (x, y) up to `size` that are P in one of misère and normal play and not in the other.
fn differences(game: &Game, size: u64, misere_p: &dyn Fn(u64, u64) -> bool) -> Result<Vec<(u64, u64)>, GameError> {
    let normal = Game { misere: false, ..game.clone() };
    let mut solver = Solver::new(&normal, size)?;
    let mut out = Vec::new();
    for x in 0..=size {
        for y in 0..=size {
            if solver.wins(&[x, y])? == misere_p(x, y) {
                out.push((x, y));
            }
        }
    }
    Ok(out)
}

/// `pn-strip`: one heap from 0 to `size`, each coloured P or N, with no Grundy values (for the
/// first lessons, before values are introduced). Works in normal and misère play.
pub(crate) fn pn_strip(game: &Game, size: u64, hl: Option<&Highlight>) -> Result<Plot, GameError> {
    if !matches!(game.shape, GameShape::Heaps(_)) {
        return Err(GameError(format!(
            "{} is not played on heaps, so it has no one-heap strip; chart it with p-positions",
            game.title()
        )));
    }
    let mut solver = Solver::new(game, size)?;
    let p: Vec<bool> = (0..=size).map(|n| solver.wins(&[n]).map(|w| !w)).collect::<Result<_, _>>()?;
    let title = game.title();
    let mut plot = Plot::new(format!("{title}: P and N for one heap up to {size}"), axis("heap n", size), axis("", 0));
    for (n, &is_p) in (0..).zip(&p) {
        plot.cells.push((n, 0, if is_p { Role::P } else { Role::N }));
        plot.mark(n, 0, Role::Bg, Shape::SmallDot, Some(format!("n = {n}: {}", status(is_p))));
    }
    plot.legend(Swatch::Square, Role::P, "P: the player to move loses");
    plot.legend(Swatch::Square, Role::N, "N: the player to move wins");
    let ps = numbers((0..=size).filter(|&n| p[n as usize]));
    plot.description = format!(
        "One heap of n counters, n from 0 to {size}, of {title}. {} Each cell is coloured P where the player to \
         move loses (every move leads to an N-position) and N where the player to move wins (some move leads to a \
         P-position). The P-positions are n = {}.",
        game.rule_text(),
        list(&ps, LIST_LIMIT)
    );
    if let Some(h) = hl {
        let n = h.coords[0];
        plot.highlight(h, n, 0, status(p[n as usize]));
    }
    Ok(plot)
}

/// `grundy-map`: each cell coloured by the Grundy value of (x, y), the zeros (P) marked.
pub(crate) fn grundy_map(game: &Game, size: u64, hl: Option<&Highlight>) -> Result<Plot, GameError> {
    if game.misere {
        return Err(GameError(
            "the heat map shows normal-play Grundy values; for misère play chart the P-positions (p-positions)".into(),
        ));
    }
    let mut solver = Solver::new(game, size)?;
    let n = (size + 1) as usize;
    let mut g = vec![0u64; n * n];
    for x in 0..=size {
        for y in 0..=size {
            g[x as usize * n + y as usize] = solver.grundy(&[x, y])?.ok_or_else(|| {
                GameError(format!("the Grundy value of ({x}, {y}) needs too large a search; lower --size"))
            })?;
        }
    }
    let value = |x: u64, y: u64| g[x as usize * n + y as usize];
    let heaps = solver.values().is_some();
    let what = if heaps { "g(x) xor g(y)" } else { "g(x, y)" };
    let at = |x: u64, y: u64| if heaps { format!("g({x}) xor g({y})") } else { format!("g({x}, {y})") };
    let tooltip = |x: u64, y: u64| format!("P-position {}: {} = 0, the player to move loses", pair(x, y), at(x, y));
    let c = coordinate(game);
    let title = game.title();
    let grid = Grid {
        title: format!("{title}: Grundy values of two {c}s up to {size}"),
        x: axis(&format!("{c} x"), size),
        y: axis(&format!("{c} y"), size),
        intro: format!(
            "{title} with two {c}s x and y from 0 to {size}. {} Each cell is coloured by the Grundy value of \
             the position{}, and a dot marks each P-position, where it is 0.",
            game.rule_text(),
            if heaps { ", g(x) xor g(y) by the Sprague–Grundy theorem" } else { "" }
        ),
        p_label: format!("P-position: {what} = 0"),
        is_p: &|x, y| value(x, y) == 0,
        tooltip: &tooltip,
        summary: None,
    };
    let mut plot = p_grid(grid, None, |_| {});
    // The P dots sit on cells of the P colour: draw them in the background colour.
    for m in &mut plot.marks {
        m.role = Role::Bg;
        m.shape = Shape::SmallDot;
    }
    plot.legend.clear();
    plot.cells = (0..=size).flat_map(|x| (0..=size).map(move |y| (x, y, Role::heat(value(x, y))))).collect();
    let top = g.iter().copied().max().unwrap_or(0);
    if size <= LABELLED_HEAT && top > Role::HEAT_TOP {
        // Values that share the last colour are written in their cells.
        plot.texts = (0..=size)
            .flat_map(|x| (0..=size).map(move |y| (x, y)))
            .filter(|&(x, y)| value(x, y) >= Role::HEAT_TOP)
            .map(|(x, y)| (x, y, value(x, y).to_string()))
            .collect();
    }
    plot.legend.extend((0..=top.min(Role::HEAT_TOP)).map(|v| LegendEntry {
        swatch: Swatch::Square,
        role: Role::heat(v),
        label: match v {
            0 => "0: P-position".to_string(),
            v if v == Role::HEAT_TOP && top > v && size <= LABELLED_HEAT => format!("≥ {v} (written)"),
            v if v == Role::HEAT_TOP && top > v => format!("≥ {v}"),
            v => v.to_string(),
        },
    }));
    if let Some(h) = hl {
        let (x, y) = (h.coords[0], h.coords[1]);
        let v = value(x, y);
        plot.highlight(h, x, y, &format!("{} = {v}, {}", at(x, y), status(v == 0)));
    }
    Ok(plot)
}
