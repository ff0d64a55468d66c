//! `sequence GAME --unit --size N`: for a game on tuples, the Grundy value g(n) of the position
//! of N entries with a single 1 in entry n and 0 elsewhere, for each of the N entries, each
//! numbered as the game numbers it (from 1, or from what `fn numbered_from()` says: Mock
//! Turtles' coins from 0). For a coin-turning
//! game this is the value of a single head (the row's value is the XOR of its heads' values, so
//! the chart is the whole game); for any other game on tuples it is the same question asked of
//! its positions. The values come from the engine's general search ([`Solver::grundy`]), never
//! from a closed form, so a page that states a closed form beside the chart checks it.

use super::general::{entry_name, own_name};
use super::highlight::Highlight;
use super::plot::{Axis, LIST_LIMIT, Marker, Plot, Role, Segment, Swatch};
use super::wording::{list, msg, sentences, status};
use crate::games::GameError;
use crate::games::analysis::Solver;
use crate::games::catalogue::{Game, Shape};
use crate::views::i18n::Lang;

/// The Grundy values g(1), …, g(size) of the single-unit positions of a game on tuples.
pub(crate) fn values(game: &Game, size: u64) -> Result<Vec<u64>, GameError> {
    if !matches!(&game.shape, Shape::Whole(rule) if rule.script().is_some()) || game.misere {
        return Err(GameError::invalid("refusal-chart-unit", [("game", crate::games::fact::Arg::from(game.title()))]));
    }
    let mut solver = Solver::new(game, 1)?;
    (1..=size as usize)
        .map(|n| {
            let mut p = vec![0; size as usize];
            p[n - 1] = 1;
            solver.grundy(&p)?.ok_or_else(|| {
                GameError::invalid("refusal-chart-unit-search", [("entry", n.into()), ("size", size.into())])
            })
        })
        .collect()
}

/// `sequence GAME --unit --size N`.
pub(crate) fn sequence(game: &Game, size: u64, hl: Option<&Highlight>, lang: Lang<'_>) -> Result<Plot, GameError> {
    let g = values(game, size)?;
    // The number the game gives its first entry: entry n (from 1) is drawn at n - 1 + first.
    let first = match game.script() {
        Some(script) => crate::games::reading::numbered_from(script)?,
        None => 1,
    };
    let last = first + size - 1;
    let title = crate::views::facts::title(game, lang);
    let top = g.iter().copied().max().unwrap_or(0).max(1);
    let x_label = match (own_name(game, 1, lang)?, own_name(game, size as usize, lang)?) {
        (Some(from), Some(to)) => msg!(lang, "chart-unit-axis-x-named", first = from, last = to),
        _ => lang.word("chart-unit-axis-x"),
    };
    let mut plot = Plot::new(
        msg!(lang, "chart-unit-title", game = &title, size = size),
        Axis { label: x_label, lo: first, hi: last },
        Axis { label: lang.word("chart-unit-axis-y"), lo: 0, hi: top },
    );
    plot.kind = "coordinate";
    let mut said = Vec::new();
    for (n, &v) in (1..).zip(&g) {
        let at = n - 1 + first;
        let x = at as f64;
        if v > 0 {
            plot.segments.push(Segment { from: (x, 0.0), to: (x, v as f64), role: Role::Grid, width: 2 });
        }
        let name = entry_name(game, n as usize, lang)?;
        let tooltip = msg!(lang, "chart-unit-point", entry = &name, v = v, status = status(lang, v == 0));
        plot.mark(at, v, if v == 0 { Role::P } else { Role::N }, Marker::Dot, Some(tooltip));
        said.push(msg!(lang, "chart-unit-item", entry = &name, v = v));
    }
    plot.legend(Swatch::Dot, Role::N, lang.word("chart-unit-legend"));
    plot.description = sentences(
        lang,
        &[
            msg!(lang, "chart-unit-intro", game = &title, size = size),
            crate::views::facts::rule(game, lang),
            lang.word("chart-unit-explain"),
            msg!(lang, "chart-unit-values", list = list(lang, &said, LIST_LIMIT)),
        ],
    );
    if let Some(h) = hl {
        let at = h.coords[0];
        if !(first..=last).contains(&at) {
            let args = [("at", at.into()), ("first", first.into()), ("last", last.into())];
            return Err(GameError::invalid("refusal-chart-unit-at", args));
        }
        let n = at - first + 1;
        let v = g[(n - 1) as usize];
        let name = entry_name(game, n as usize, lang)?;
        let fact = msg!(lang, "chart-with-status", fact = format!("g = {v}"), status = status(lang, v == 0));
        plot.highlight_named(name, at, v, &fact, lang);
    }
    Ok(plot)
}
