//! The three charts of any game of the model: the Grundy sequence of one heap (with its proved
//! pre-period and period shaded), the P-positions of two heaps (normal or misère, from
//! [`Solver::wins`]) and the Grundy heat map of two heaps (from [`Solver::grundy`], so g(x) xor g(y)
//! for heap games). Nothing here knows a particular game: the rules, title and values all come
//! from [`crate::games`].

use super::axes::View;
use super::grids::{Grid, p_grid};
use super::highlight::Highlight;
use super::plot::{Axis, Band, LIST_LIMIT, LegendEntry, Marker, Plot, Role, Segment, Swatch, pair};
use super::wording::{coordinate, list, msg, push_sentence, sentences, status, xor};
use crate::games::GameError;
use crate::games::analysis::Solver;
use crate::games::catalogue::{Game, Shape};
use crate::games::values::HeapValues;
use crate::views::i18n::Lang;

/// The largest heat map whose cells are wide enough for a written value (two digits at 15 units).
const LABELLED_HEAT: u64 = 16;

fn numbers(values: impl Iterator<Item = u64>) -> Vec<String> {
    values.map(|v| v.to_string()).collect()
}

fn axis(label: String, hi: u64) -> Axis {
    Axis { label, lo: 0, hi }
}

/// The name a teacher's rule gives entry `entry` (from 1) of a position (`fn coordinate(i)`:
/// "stair 1"), in `lang`; `None` where the chart's own words stand.
pub(crate) fn own_name(game: &Game, entry: usize, lang: Lang<'_>) -> Result<Option<String>, GameError> {
    let Some(script) = game.script() else { return Ok(None) };
    Ok(crate::games::reading::coordinate(script, entry)?
        .map(|own| crate::views::facts::text(&crate::games::fact::Fact::new("game-own-words", [("words", own)]), lang)))
}

/// The axis of one coordinate (`heap x`, `pile y`) of a two-coordinate chart of this game: entry
/// `entry` (from 0) drawn as `name`; a teacher's rule that names its entries names the axis, and
/// a chart with `--axes` names the entry by its number (`heap 3`).
fn coordinate_axis(
    game: &Game,
    view: &View,
    entry: usize,
    name: &str,
    size: u64,
    lang: Lang<'_>,
) -> Result<Axis, GameError> {
    let name = if view.is_pair() { name.to_string() } else { (entry + 1).to_string() };
    match own_name(game, entry + 1, lang)? {
        Some(own) => Ok(axis(own, size)),
        None => Ok(axis(msg!(lang, "chart-axis-coord", kind = coordinate(game), axis = name), size)),
    }
}

/// The name of entry `entry` (from 1) in the chart's words: the rule's own, else `heap 3`.
pub(crate) fn entry_name(game: &Game, entry: usize, lang: Lang<'_>) -> Result<String, GameError> {
    Ok(match own_name(game, entry, lang)? {
        Some(own) => own,
        None => msg!(lang, "chart-axis-coord", kind = coordinate(game), axis = entry.to_string()),
    })
}

/// The names a rule gives the chart's two entries (`fn coordinate(i)`: "stair 1", "stair 3"),
/// when it names both: the title and the description say them rather than "coordinates".
fn own_axes(game: &Game, view: &View, lang: Lang<'_>) -> Result<Option<(String, String)>, GameError> {
    Ok(match (own_name(game, view.x + 1, lang)?, own_name(game, view.y + 1, lang)?) {
        (Some(x), Some(y)) => Some((x, y)),
        _ => None,
    })
}

/// "The other entries are held fixed: stair 2 = 0." for a chart with `--axes`; empty otherwise.
fn held_fixed(game: &Game, view: &View, lang: Lang<'_>) -> Result<String, GameError> {
    let fixed = view.fixed();
    if view.is_pair() || fixed.is_empty() {
        return Ok(String::new());
    }
    let items = fixed
        .iter()
        .map(|&(i, v)| Ok(format!("{} = {v}", entry_name(game, i, lang)?)))
        .collect::<Result<Vec<_>, GameError>>()?;
    Ok(msg!(lang, "chart-axes-fixed", kind = coordinate(game), list = list(lang, &items, LIST_LIMIT)))
}

/// A cell's position as the tooltips write it: the pair, or the whole position with `--axes`.
fn cell(view: &View, x: u64, y: u64) -> String {
    if view.is_pair() {
        pair(x, y)
    } else {
        format!("({})", view.position(x, y).iter().map(u64::to_string).collect::<Vec<_>>().join(", "))
    }
}

/// `g(x) xor g(y)` with these two terms.
fn heap_sum(x: &str, y: &str, lang: Lang<'_>) -> String {
    xor(lang, &[format!("g({x})"), format!("g({y})")])
}

/// How a chart of P-positions writes a heap's value in its sentences: as the heap itself when
/// every value in the chart's range is the heap (Nim), as the heap mod m when the values run
/// 0, 1, …, m − 1 over and over (Nim with at most m − 1 per move), and as g(x) otherwise. The
/// first two read on the pages that come before Grundy values; all three are what the values
/// are, read off the values themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Term {
    Heap,
    Mod(u64),
    Grundy,
}

impl Term {
    /// The form of the values g(0) … g(size).
    fn of(values: &HeapValues, size: u64) -> Result<Term, GameError> {
        let g = (0..=size).map(|x| values.value(x)).collect::<Result<Vec<_>, _>>()?;
        let is = |f: &dyn Fn(u64) -> u64| (0..=size).all(|x| g[x as usize] == f(x));
        if is(&|x| x) {
            return Ok(Term::Heap);
        }
        let first_zero = (1..=size).find(|&x| g[x as usize] == 0);
        Ok(match first_zero {
            Some(m) if m >= 2 && is(&|x| x % m) => Term::Mod(m),
            _ => Term::Grundy,
        })
    }

    /// The term for the heap written `x`.
    fn of_heap(self, x: &str) -> String {
        match self {
            Term::Heap => x.to_string(),
            Term::Mod(m) => format!("({x} mod {m})"),
            Term::Grundy => format!("g({x})"),
        }
    }

    /// The sum of the two heaps' terms, `x xor y`, `(x mod m) xor (y mod m)` or `g(x) xor g(y)`.
    fn sum(self, x: &str, y: &str, lang: Lang<'_>) -> String {
        xor(lang, &[self.of_heap(x), self.of_heap(y)])
    }
}

/// `sequence`: g(0), …, g(size) of one heap, the period marked when one is proved.
pub(crate) fn sequence(game: &Game, size: u64, hl: Option<&Highlight>, lang: Lang<'_>) -> Result<Plot, GameError> {
    let Shape::Heaps(rule) = &game.shape else {
        return Err(GameError::invalid(
            "refusal-chart-sequence-heaps",
            [("game", crate::games::fact::Arg::from(game.title()))],
        ));
    };
    if game.misere {
        return Err(GameError::invalid("refusal-chart-sequence-misere", []));
    }
    one_heap_positions(game, size)?;
    let values = HeapValues::shared(rule, size)?;
    let g = values.sequence(size)?;
    let title = crate::views::facts::title(game, lang);
    // The bands' labels sit in a row above the plot (see `draw`), so no headroom is needed.
    let top = g.iter().copied().max().unwrap_or(0).max(1);
    let mut plot = Plot::new(
        msg!(lang, "chart-seq-title", game = &title, size = size, kind = coordinate(game)),
        axis(msg!(lang, "chart-axis-heap-n", kind = coordinate(game)), size),
        axis(lang.word("chart-axis-grundy"), top),
    );
    plot.kind = coordinate(game);
    let mut period_text = String::new();
    if let Some(p) = values.period() {
        if p.pre_period > 0 && p.pre_period <= size + 1 {
            let label = msg!(lang, "chart-pre-period-label", last = p.pre_period - 1);
            plot.bands.push(Band { from: 0, to: p.pre_period - 1, role: Role::PrePeriod, label: label.clone() });
            plot.legend(Swatch::Square, Role::PrePeriod, label);
        }
        let mut start = p.pre_period;
        let mut first = true;
        while start <= size {
            let to = (start + p.period - 1).min(size);
            let label = if first { msg!(lang, "chart-period-label", p = p.period) } else { String::new() };
            plot.bands.push(Band { from: start, to, role: Role::Period, label });
            first = false;
            start += 2 * p.period;
        }
        if p.pre_period <= size {
            let label = msg!(lang, "chart-period-legend", p = p.period, from = p.pre_period);
            plot.legend(Swatch::Square, Role::Period, label);
        }
        // The period's proof is the lesson's to give; the chart's words say what it shows.
        period_text = msg!(lang, "chart-period-text", p = p.period, from = p.pre_period);
    }
    for (n, &v) in (0..).zip(&g) {
        if v > 0 {
            let x = n as f64;
            plot.segments.push(Segment { from: (x, 0.0), to: (x, v as f64), role: Role::Grid, width: 2 });
        }
        let role = if v == 0 { Role::P } else { Role::N };
        let tooltip = msg!(lang, "chart-seq-point", n = n, v = v, status = status(lang, v == 0));
        plot.mark(n, v, role, Marker::Dot, Some(tooltip));
    }
    plot.legend(Swatch::Dot, Role::P, lang.word("chart-seq-legend-p"));
    plot.legend(Swatch::Dot, Role::N, lang.word("chart-seq-legend-n"));
    let zeros = numbers((0..=size).filter(|&n| g[n as usize] == 0));
    plot.description = sentences(
        lang,
        &[
            msg!(lang, "chart-one-heap-intro", size = size, game = &title, kind = coordinate(game)),
            crate::views::facts::rule(game, lang),
            lang.word("chart-seq-explain"),
            msg!(lang, "chart-seq-zeros", list = list(lang, &zeros, LIST_LIMIT)),
            msg!(lang, "chart-seq-values", size = size, list = list(lang, &numbers(g.iter().copied()), g.len())),
            period_text,
        ],
    );
    if let Some(h) = hl {
        let n = h.coords[0];
        let v = g[n as usize];
        let fact = msg!(lang, "chart-with-status", fact = format!("g({n}) = {v}"), status = status(lang, v == 0));
        plot.highlight(h, n, v, &fact, lang);
    }
    Ok(plot)
}

/// What a `p-positions` chart of a misère game compares the search with, shading the cells
/// where they disagree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Compare {
    /// Nothing.
    None,
    /// `--compare-normal`: the same game in normal play.
    Normal,
    /// `--compare-sj`: the SJ rule's prediction from the heaps' normal-play Grundy values.
    Sj,
}

/// `p-positions`: the P-positions (x, y) of two heaps, normal or misère.
pub(crate) fn p_positions(
    game: &Game,
    size: u64,
    view: &View,
    hl: Option<&Highlight>,
    compare: Compare,
    lang: Lang<'_>,
) -> Result<Plot, GameError> {
    let comparing = compare != Compare::None;
    if comparing && !game.misere {
        let id = match compare {
            Compare::Sj => "refusal-chart-compare-sj-normal",
            _ => "refusal-chart-compare-normal-normal",
        };
        return Err(GameError::invalid(id, [("game", crate::games::fact::Arg::from(game.title()))]));
    }
    let mut solver = Solver::new(game, view.largest(size))?;
    let n = (size + 1) as usize;
    let blank = NotPositions::of(game, size, view, hl)?;
    let mut p = vec![false; n * n];
    for x in 0..=size {
        for y in 0..=size {
            p[x as usize * n + y as usize] = !blank.has(x, y) && !solver.wins(&view.position(x, y))?;
        }
    }
    let values = solver.values().filter(|_| !game.misere && view.is_pair());
    let term = values.map(|v| Term::of(v, size)).transpose()?;
    let is_p = |x: u64, y: u64| p[x as usize * n + y as usize];
    let tooltip = |x: u64, y: u64| match (values.and_then(|v| Some((v.value(x).ok()?, v.value(y).ok()?))), term) {
        // The heaps are their own values: the sum is the heaps' XOR, said once.
        (Some((a, b)), Some(Term::Heap)) => {
            msg!(lang, "chart-pp-tooltip-xor", pair = pair(x, y), values = xor(lang, &[a.to_string(), b.to_string()]))
        }
        (Some((a, b)), Some(term)) => msg!(
            lang,
            "chart-pp-tooltip-values",
            pair = pair(x, y),
            sum = term.sum(&x.to_string(), &y.to_string(), lang),
            values = xor(lang, &[a.to_string(), b.to_string()]),
        ),
        _ => msg!(lang, "chart-pp-tooltip", pair = cell(view, x, y)),
    };
    let dots = match term {
        Some(term) => msg!(lang, "chart-pp-dots-heaps", sum = term.sum("x", "y", lang), kind = coordinate(game)),
        None => lang.word("chart-pp-dots"),
    };
    let p_label = lang.word(if game.misere { "chart-pp-legend-misere" } else { "chart-pp-legend" });
    let name = crate::views::facts::title(game, lang);
    let title = match own_axes(game, view, lang)? {
        Some((x, y)) => msg!(lang, "chart-pp-title-named", game = &name, x = &x, y = &y, size = size),
        None => msg!(lang, "chart-pp-title", game = &name, kind = coordinate(game), size = size),
    };
    let grid = two_entry_grid(game, size, view, title, dots, p_label, &is_p, &tooltip, lang)?;
    let mut differs = match compare {
        Compare::None => Vec::new(),
        Compare::Normal => differences(game, size, view, &is_p)?,
        Compare::Sj => super::sj::differences(game, size, view, &is_p)?,
    };
    differs.retain(|&(x, y)| !blank.has(x, y));
    let ids = match compare {
        Compare::Sj => ["chart-sj-tooltip", "chart-sj-legend", "chart-sj-text"],
        _ => ["chart-differs-tooltip", "chart-differs-legend", "chart-differs-text"],
    };
    Ok(p_grid(grid, hl, lang, |plot| {
        blank.shade(plot, lang);
        if !comparing {
            return;
        }
        plot.cells = differs.iter().map(|&(x, y)| (x, y, Role::Differs)).collect();
        for &(x, y) in differs.iter().filter(|&&(x, y)| !is_p(x, y)) {
            let t = lang.t(ids[0], &[("pair", crate::views::i18n::MessageArg::from(cell(view, x, y)))]);
            plot.mark(x, y, Role::Bg, Marker::SmallDot, Some(t));
        }
        plot.legend(Swatch::Square, Role::Differs, lang.word(ids[1]));
        let cells: Vec<String> = differs.iter().map(|&(x, y)| cell(view, x, y)).collect();
        let text = lang.t(
            ids[2],
            &[
                ("n", crate::views::i18n::MessageArg::from(differs.len())),
                ("list", crate::views::i18n::MessageArg::from(list(lang, &cells, LIST_LIMIT))),
            ],
        );
        push_sentence(lang, &mut plot.description, &text);
    }))
}

/// The grid of a chart over the positions (x, y) up to `size` of a game on two entries: its
/// title, its axes (named by the rule where it names its entries) and the
/// description's opening (the game, the axes, the rule, then `cells`, what a cell shows).
#[allow(clippy::too_many_arguments)]
fn two_entry_grid<'a>(
    game: &Game,
    size: u64,
    view: &View,
    title: String,
    cells: String,
    p_label: String,
    is_p: &'a dyn Fn(u64, u64) -> bool,
    tooltip: &'a dyn Fn(u64, u64) -> String,
    lang: Lang<'_>,
) -> Result<Grid<'a>, GameError> {
    let name = crate::views::facts::title(game, lang);
    Ok(Grid {
        title,
        x: coordinate_axis(game, view, view.x, "x", size, lang)?,
        y: coordinate_axis(game, view, view.y, "y", size, lang)?,
        intro: sentences(
            lang,
            &[
                match own_axes(game, view, lang)? {
                    Some((x, y)) => msg!(lang, "chart-two-intro-named", game = &name, x = &x, y = &y, size = size),
                    None => msg!(lang, "chart-two-intro", game = &name, kind = coordinate(game), size = size),
                },
                held_fixed(game, view, lang)?,
                crate::views::facts::rule(game, lang),
                cells,
            ],
        ),
        p_label,
        is_p,
        tooltip,
        summary: None,
        kind: coordinate(game),
    })
}

/// The positions (x, y) up to `size` that are P in one of misère and normal play and not in the other.
fn differences(
    game: &Game,
    size: u64,
    view: &View,
    misere_p: &dyn Fn(u64, u64) -> bool,
) -> Result<Vec<(u64, u64)>, GameError> {
    let normal = Game { misere: false, ..game.clone() };
    let mut solver = Solver::new(&normal, view.largest(size))?;
    let mut out = Vec::new();
    for x in 0..=size {
        for y in 0..=size {
            if solver.wins(&view.position(x, y))? == misere_p(x, y) {
                out.push((x, y));
            }
        }
    }
    Ok(out)
}

/// `pn-strip`: one heap from 0 to `size`, each coloured P or N, with no Grundy values (for the
/// first lessons, before values are introduced). Works in normal and misère play.
pub(crate) fn pn_strip(game: &Game, size: u64, hl: Option<&Highlight>, lang: Lang<'_>) -> Result<Plot, GameError> {
    if !matches!(game.shape, Shape::Heaps(_)) {
        return Err(GameError::invalid(
            "refusal-chart-strip-heaps",
            [("game", crate::games::fact::Arg::from(game.title()))],
        ));
    }
    one_heap_positions(game, size)?;
    let mut solver = Solver::new(game, size)?;
    let p: Vec<bool> = (0..=size).map(|n| solver.wins(&[n]).map(|w| !w)).collect::<Result<_, _>>()?;
    let title = crate::views::facts::title(game, lang);
    let mut plot = Plot::new(
        msg!(lang, "chart-pn-title", game = &title, size = size, kind = coordinate(game)),
        axis(msg!(lang, "chart-axis-heap-n", kind = coordinate(game)), size),
        axis(String::new(), 0),
    );
    plot.kind = coordinate(game);
    for (n, &is_p) in (0..).zip(&p) {
        plot.cells.push((n, 0, if is_p { Role::P } else { Role::N }));
        let tooltip = msg!(lang, "chart-pn-point", n = n, status = status(lang, is_p));
        plot.mark(n, 0, Role::Bg, Marker::SmallDot, Some(tooltip));
    }
    plot.legend(Swatch::Square, Role::P, lang.word("chart-pn-legend-p"));
    plot.legend(Swatch::Square, Role::N, lang.word("chart-pn-legend-n"));
    let ps = numbers((0..=size).filter(|&n| p[n as usize]));
    plot.description = sentences(
        lang,
        &[
            msg!(lang, "chart-one-heap-intro", size = size, game = &title, kind = coordinate(game)),
            crate::views::facts::rule(game, lang),
            lang.word("chart-pn-explain"),
            msg!(lang, "chart-pn-list", list = list(lang, &ps, LIST_LIMIT)),
        ],
    );
    if let Some(h) = hl {
        let n = h.coords[0];
        plot.highlight(h, n, 0, &status(lang, p[n as usize]), lang);
    }
    Ok(plot)
}

/// `grundy-map`: each cell coloured by the Grundy value of (x, y), the zeros (P) marked.
pub(crate) fn grundy_map(
    game: &Game,
    size: u64,
    view: &View,
    hl: Option<&Highlight>,
    lang: Lang<'_>,
) -> Result<Plot, GameError> {
    if game.misere {
        return Err(GameError::invalid("refusal-chart-heat-misere", []));
    }
    let mut solver = Solver::new(game, view.largest(size))?;
    let n = (size + 1) as usize;
    let blank = NotPositions::of(game, size, view, hl)?;
    let mut g = vec![0u64; n * n];
    for x in 0..=size {
        for y in 0..=size {
            if blank.has(x, y) {
                continue;
            }
            g[x as usize * n + y as usize] = solver
                .grundy(&view.position(x, y))?
                .ok_or_else(|| GameError::invalid("refusal-chart-heat-search", [("x", x.into()), ("y", y.into())]))?;
        }
    }
    let value = |x: u64, y: u64| g[x as usize * n + y as usize];
    let heaps = solver.values().is_some() && view.is_pair();
    let at = |x: &str, y: &str| if heaps { heap_sum(x, y, lang) } else { format!("g({x}, {y})") };
    let at_pos = |x: u64, y: u64| {
        if view.is_pair() { at(&x.to_string(), &y.to_string()) } else { format!("g{}", cell(view, x, y)) }
    };
    let tooltip = |x: u64, y: u64| msg!(lang, "chart-gm-tooltip", pair = cell(view, x, y), value = at_pos(x, y));
    let cells = if heaps {
        msg!(lang, "chart-gm-cells-heaps", sum = heap_sum("x", "y", lang))
    } else {
        lang.word("chart-gm-cells")
    };
    let p_label = msg!(lang, "chart-gm-legend-p", value = at("x", "y"));
    let name = crate::views::facts::title(game, lang);
    let title = match own_axes(game, view, lang)? {
        Some((x, y)) => msg!(lang, "chart-gm-title-named", game = &name, x = &x, y = &y, size = size),
        None => msg!(lang, "chart-gm-title", game = &name, kind = coordinate(game), size = size),
    };
    let is_p = |x, y| !blank.has(x, y) && value(x, y) == 0;
    let grid = two_entry_grid(game, size, view, title, cells, p_label, &is_p, &tooltip, lang)?;
    let mut plot = p_grid(grid, None, lang, |_| {});
    // The P dots sit on cells of the P colour: draw them in the background colour.
    for m in &mut plot.marks {
        m.role = Role::Bg;
        m.shape = Marker::SmallDot;
    }
    plot.legend.clear();
    plot.cells = (0..=size)
        .flat_map(|x| (0..=size).map(move |y| (x, y)))
        .filter(|&(x, y)| !blank.has(x, y))
        .map(|(x, y)| (x, y, Role::heat(value(x, y))))
        .collect();
    blank.shade(&mut plot, lang);
    let top = g.iter().copied().max().unwrap_or(0);
    if size <= LABELLED_HEAT && top > Role::HEAT_TOP {
        // Values that share the last colour are written in their cells.
        plot.texts = (0..=size)
            .flat_map(|x| (0..=size).map(move |y| (x, y)))
            .filter(|&(x, y)| !blank.has(x, y) && value(x, y) >= Role::HEAT_TOP)
            .map(|(x, y)| (x, y, value(x, y).to_string()))
            .collect();
    }
    plot.legend.extend((0..=top.min(Role::HEAT_TOP)).map(|v| LegendEntry {
        swatch: Swatch::Square,
        role: Role::heat(v),
        label: match v {
            0 => lang.word("chart-gm-legend-zero"),
            v if v == Role::HEAT_TOP && top > v && size <= LABELLED_HEAT => {
                msg!(lang, "chart-gm-legend-written", v = v)
            }
            v if v == Role::HEAT_TOP && top > v => format!("≥ {v}"),
            v => v.to_string(),
        },
    }));
    if let Some(h) = hl {
        let (x, y) = (h.coords[0], h.coords[1]);
        let v = value(x, y);
        let fact =
            msg!(lang, "chart-with-status", fact = format!("{} = {v}", at_pos(x, y)), status = status(lang, v == 0));
        plot.highlight(h, x, y, &fact, lang);
    }
    Ok(plot)
}

/// The cells (x, y) up to a chart's size that are no position of the game (`fn valid` of a
/// teacher's rule: a Chomp bar whose top row is longer than the bottom one). They are shaded,
/// named in the legend and counted in the description, and never asked about.
struct NotPositions {
    n: usize,
    cells: Vec<bool>,
    count: usize,
}

impl NotPositions {
    /// The cells of `game` up to `size` that are no position; a highlighted one is refused.
    fn of(game: &Game, size: u64, view: &View, hl: Option<&Highlight>) -> Result<NotPositions, GameError> {
        let n = (size + 1) as usize;
        let mut cells = vec![false; n * n];
        let mut count = 0;
        for x in 0..=size {
            for y in 0..=size {
                let blank = !game.is_position(&view.position(x, y))?;
                cells[x as usize * n + y as usize] = blank;
                count += usize::from(blank);
            }
        }
        if let Some(h) = hl
            && let [x, y, ..] = h.coords[..]
            && x <= size
            && y <= size
            && cells[x as usize * n + y as usize]
        {
            // The engine's own refusal of that position.
            crate::games::analysis::validate(game, &view.position(x, y))?;
        }
        Ok(NotPositions { n, cells, count })
    }

    fn has(&self, x: u64, y: u64) -> bool {
        self.cells[x as usize * self.n + y as usize]
    }

    /// Shades the cells, with a legend entry and a sentence of the description.
    fn shade(&self, plot: &mut Plot, lang: Lang<'_>) {
        if self.count == 0 {
            return;
        }
        let size = (self.n - 1) as u64;
        for x in 0..=size {
            for y in 0..=size {
                if self.has(x, y) {
                    plot.cells.push((x, y, Role::Grid));
                }
            }
        }
        plot.legend(Swatch::Square, Role::Grid, lang.word("chart-not-position-legend"));
        // The rule says which they are; the description counts them.
        push_sentence(lang, &mut plot.description, &msg!(lang, "chart-not-position-text", n = self.count));
    }
}

/// A chart of one heap, 0 to `size`, stands for every heap in the range: a rule that calls one
/// of them no position (`fn valid`) is refused with the engine's words for the first.
fn one_heap_positions(game: &Game, size: u64) -> Result<(), GameError> {
    for n in 0..=size {
        if !game.is_position(&[n])? {
            crate::games::analysis::validate(game, &[n])?;
        }
    }
    Ok(())
}
