//! The terminal form of a worked example of any game ([`GameExample`]): the family's section
//! where it has one (Nim's binary table, the Bash game's residue, Wythoff's pairs — see
//! [`super::sections`]) or else the rule, the Grundy sequence of one heap with its proved period
//! and each heap's value (with the mex computation for small heaps); then the verdict, every
//! winning move with its reason, and the play-out. Every game, built in or a lesson's own, is
//! printed by this one function, in the words of [`super::Words`].

use super::table::{Align, Table};
use super::{Ending, Out, Words, flag, sections};
use nimbook_engine::analysis::{Family, GameExample, GameMove};

/// Grundy values per table row.
const PER_ROW: usize = 20;
/// The most winning moves printed.
const MOVES_SHOWN: usize = 10;

/// A position: its heaps separated by spaces, or "(nothing)".
fn position(w: Words, heaps: &[u64]) -> String {
    if heaps.is_empty() {
        w.word("worked-nothing-left")
    } else {
        heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
    }
}

/// What a heap becomes: "3 + 3", or "nothing".
fn option(w: Words, to: &[u64]) -> String {
    if to.is_empty() { w.word("worked-nothing") } else { to.iter().map(u64::to_string).collect::<Vec<_>>().join(" + ") }
}

/// Writes a worked example.
pub(super) fn game_text(out: &mut Out, ex: &GameExample) {
    match (&ex.nim, &ex.bash, &ex.wythoff) {
        (_, Some(b), _) => sections::bash(out, ex, b),
        (Some(n), _, _) => sections::nim(out, ex, n),
        (_, _, Some(wy)) => sections::wythoff(out, ex, wy),
        _ => values(out, ex),
    }
    moves(out, ex);
    if let Some(t1) = ex.nim.as_ref().and_then(|n| n.theorem1.as_ref()) {
        out.blank();
        super::calculations::theorem1(out, t1, false);
    }
    playout(out, ex);
}

/// The general section: the rule, the values of one heap, each heap's value, the verdict.
fn values(out: &mut Out, ex: &GameExample) {
    let w = out.w;
    out.line(w.t(
        "terminal-game-heading",
        &[("title", w.fact(&ex.title).into()), ("position", position(w, &ex.heaps).into())],
    ));
    if !ex.coordinates.is_empty() {
        // The entries by the rule's names for them: "stair 1 = 3, stair 2 = 0".
        let named: Vec<String> =
            ex.coordinates.iter().zip(&ex.heaps).map(|(c, v)| format!("{} = {v}", w.fact(c))).collect();
        out.line(named.join(&w.word("worked-list-separator")));
    }
    out.line(w.fact(&ex.rule));
    if !ex.sequence.is_empty() {
        out.blank();
        out.line(w.word("terminal-grundy-values"));
        for (i, chunk) in ex.sequence.chunks(PER_ROW).enumerate() {
            let start = i * PER_ROW;
            let mut table = Table::new(&[Align::Left]);
            table.row(std::iter::once("n".to_string()).chain((start..start + chunk.len()).map(|i| i.to_string())));
            table.row(std::iter::once("g(n)".to_string()).chain(chunk.iter().map(u64::to_string)));
            out.table(&table);
        }
        let last = ex.sequence.len() - 1;
        if !ex.misere {
            out.line(w.t("terminal-p-positions", &[("last", last.into()), ("list", w.list(&ex.p_positions).into())]));
        }
        match &ex.period {
            Some(p) => out.line(w.t(
                "terminal-period",
                &[
                    ("period", p.period.into()),
                    ("pre", p.pre_period.into()),
                    ("block", w.list(&p.block).into()),
                    ("theorem", w.fact(&p.theorem).into()),
                ],
            )),
            None => out.line(w.t(
                "terminal-values-by",
                &[("method", ex.method.replace(' ', "-").into()), ("reason", w.fact(&ex.method_reason).into())],
            )),
        }
    }
    out.blank();
    for c in &ex.components {
        match &c.mex {
            Some(m) if !m.options.is_empty() => {
                let opts: Vec<String> =
                    m.options.iter().map(|o| format!("{}→{}", option(w, &o.to), o.grundy)).collect();
                out.line(w.t(
                    "terminal-mex",
                    &[
                        ("heap", c.heap.into()),
                        ("size", c.size.into()),
                        ("options", opts.join(&w.word("worked-list-separator")).into()),
                        ("values", m.values.iter().map(u64::to_string).collect::<Vec<_>>().join(", ").into()),
                        ("grundy", c.grundy.into()),
                    ],
                ));
            }
            _ => out.line(w.t(
                "terminal-heap-value",
                &[("heap", c.heap.into()), ("size", c.size.into()), ("grundy", c.grundy.into())],
            )),
        }
    }
    if ex.heap_game && !ex.misere && ex.components.len() > 1 {
        if let Some(g) = ex.grundy {
            let parts: Vec<String> = ex.components.iter().map(|c| c.grundy.to_string()).collect();
            out.line(w.t("terminal-sum-value", &[("sum", w.xor_of(&parts).into()), ("grundy", g.into())]));
        }
    } else if let (Some(g), false) = (ex.grundy, ex.heap_game) {
        out.line(w.t("terminal-position-value", &[("grundy", g.into())]));
    }
    if ex.misere {
        out.line(w.t("terminal-misere-searched", &[("searched", ex.searched.into())]));
    }
    out.line(
        w.t("terminal-position-is", &[("wins", flag(ex.first_player_wins)), ("verdict", w.verdict(ex.winner).into())]),
    );
    if let Some(why) = &ex.why {
        out.line(w.t("terminal-why", &[("reason", w.fact(why).into())]));
    }
}

/// Why a move wins.
fn reason(w: Words, m: &GameMove) -> String {
    m.reason.as_ref().map(|r| w.fact(r)).unwrap_or_default()
}

/// Every winning move (the first [`MOVES_SHOWN`]) with its reason.
fn moves(out: &mut Out, ex: &GameExample) {
    let w = out.w;
    if !ex.first_player_wins || ex.family == Family::Bash {
        return;
    }
    let heading = match ex.winning_move_count {
        Some(n) => w.t("worked-winning-moves", &[("n", n.into())]),
        None => w.t("terminal-winning-moves-at-least", &[("n", ex.winning_moves.len().into())]),
    };
    if ex.family != Family::Game {
        out.blank();
    }
    out.line(heading);
    for m in ex.winning_moves.iter().take(MOVES_SHOWN) {
        let said = match ex.family {
            Family::Nim => reason(w, m),
            Family::Wythoff if !ex.misere => {
                let (x, y) = (m.position[0], m.position[1]);
                let k = x.abs_diff(y);
                let mv = w.fact(&m.said);
                w.t(
                    "terminal-wythoff-move",
                    &[("move", mv.into()), ("k", k.into()), ("a", x.min(y).into()), ("b", x.max(y).into())],
                )
            }
            _ => w.t("terminal-move-reason", &[("move", w.fact(&m.said).into()), ("reason", reason(w, m).into())]),
        };
        out.line(format!("  {said}"));
    }
    if let Some(n) = ex.winning_move_count
        && n > ex.winning_moves.len().min(MOVES_SHOWN) as u128
    {
        let more = n - ex.winning_moves.len().min(MOVES_SHOWN) as u128;
        out.line(format!("  {}", w.t("terminal-and-more", &[("n", more.into())])));
    }
}

/// The play-out table and how the game ends.
fn playout(out: &mut Out, ex: &GameExample) {
    let w = out.w;
    let rows = &ex.playout.rows;
    let sums = rows.first().is_some_and(|r| r.sum_before.is_some());
    let sum_name = match &ex.nim {
        Some(n) if n.modulus.is_some() => "T".to_string(),
        Some(_) => w.word("terminal-col-nim-sum"),
        None => "g".to_string(),
    };
    let mut align = vec![Align::Right, Align::Left, Align::Left];
    let things = if ex.heap_game { "terminal-col-heaps" } else { "terminal-col-position" };
    let mut header = vec![w.word("terminal-col-ply"), w.word("terminal-col-mover"), w.word(things)];
    if sums {
        align.push(Align::Right);
        header.push(sum_name);
    }
    align.push(Align::Left);
    header.push(w.word("terminal-col-move"));
    let mut table = Table::new(&align);
    table.row(header);
    let sum = |s: Option<u64>| s.map(|v| v.to_string()).unwrap_or_default();
    for r in rows {
        let mut cells = vec![r.ply.to_string(), w.player(r.mover), position(w, &r.before)];
        if sums {
            cells.push(sum(r.sum_before));
        }
        cells.push(w.t("terminal-playout-move", &[("move", w.fact(&r.mv.said).into()), ("winning", flag(r.winning))]));
        table.row(cells);
    }
    if let Some(last) = rows.last() {
        let (mover, note) = if ex.playout.truncated {
            ("…".to_string(), w.word("terminal-playout-cut-note"))
        } else {
            (w.word("terminal-playout-end"), String::new())
        };
        let mut cells = vec![String::new(), mover, position(w, &last.after)];
        if sums {
            cells.push(sum(last.sum_after));
        }
        cells.push(note);
        table.row(cells);
    }
    let rule = w.word(&format!("game-playout-rule-{}", ex.playout.rule));
    let ending = Ending {
        last: rows.last().map(|r| r.mover),
        plies: rows.len(),
        truncated: ex.playout.truncated,
        winner: ex.playout.winner,
        misere: ex.misere,
        // "Takes the last counter" where every move takes counters (Nim, the Bash game, Wythoff's
        // game); "makes the last move" where a move may knock down pins or only split a heap.
        counters: matches!(ex.family, Family::Nim | Family::Bash | Family::Wythoff),
    };
    out.playout(&w.t("terminal-playout-heading", &[("rule", rule.into())]), &table, ending);
}
