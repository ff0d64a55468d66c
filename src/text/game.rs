//! The terminal form of the general worked example ([`GameExample`]): the rule, the Grundy
//! sequence of one heap with its proved period, each heap's value (with the mex computation
//! for small heaps), the verdict, every winning move with its reason, and the play-out. Any
//! game of the catalogue, and any game a lesson defines, is printed by this one function.

use super::{Align, Out, Table, count_of, list, verdict};
use crate::games::Player;
use crate::games::analysis::GameExample;

/// Grundy values per table row.
const PER_ROW: usize = 20;
/// The most winning moves printed.
const MOVES_SHOWN: usize = 10;
/// The most play-out moves printed.
const PLAYOUT_SHOWN: usize = 40;

fn position(heaps: &[u64]) -> String {
    if heaps.is_empty() { "(nothing)".into() } else { heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" ") }
}

fn option(to: &[u64]) -> String {
    if to.is_empty() { "nothing".into() } else { to.iter().map(u64::to_string).collect::<Vec<_>>().join(" + ") }
}

/// Writes a general worked example.
pub(super) fn game_text(out: &mut Out, ex: &GameExample) {
    out.line(format!("{}: {}", ex.title, position(&ex.heaps)));
    out.line(&ex.rule);
    if !ex.sequence.is_empty() {
        out.blank();
        out.line("Grundy values of one heap, g(n) = mex of the values of its options:");
        for (i, chunk) in ex.sequence.chunks(PER_ROW).enumerate() {
            let start = i * PER_ROW;
            let mut table = Table::new(&[Align::Left]);
            table.row(std::iter::once("n".to_string()).chain((start..start + chunk.len()).map(|i| i.to_string())));
            table.row(std::iter::once("g(n)".to_string()).chain(chunk.iter().map(u64::to_string)));
            out.table(&table);
        }
        let last = ex.sequence.len() - 1;
        out.line(format!("P-positions (g = 0) up to {last}: {}", list(&ex.p_positions)));
        match &ex.period {
            Some(p) => {
                out.line(format!(
                    "Period {} from n = {} on (values {}), proved: {}.",
                    p.period,
                    p.pre_period,
                    list(&p.block),
                    p.theorem
                ));
            }
            None => out.line(format!("Values by {}: {}.", ex.method, ex.method_reason)),
        }
    }
    out.blank();
    for c in &ex.components {
        match &c.mex {
            Some(m) if !m.options.is_empty() => {
                let opts: Vec<String> = m.options.iter().map(|o| format!("{}→{}", option(&o.to), o.grundy)).collect();
                out.line(format!(
                    "heap {}: {} has options {}; mex {{{}}} = {}",
                    c.heap,
                    c.size,
                    opts.join(", "),
                    m.values.iter().map(u64::to_string).collect::<Vec<_>>().join(", "),
                    c.grundy
                ));
            }
            _ => out.line(format!("heap {}: g({}) = {}", c.heap, c.size, c.grundy)),
        }
    }
    if ex.heap_game && !ex.misere && ex.components.len() > 1 {
        if let Some(g) = ex.grundy {
            let parts: Vec<String> = ex.components.iter().map(|c| c.grundy.to_string()).collect();
            out.line(format!("Grundy value of the sum: {} = {g}", parts.join(" xor ")));
        }
    } else if let (Some(g), false) = (ex.grundy, ex.heap_game) {
        out.line(format!("Grundy value of the position (by search): {g}"));
    }
    if ex.misere {
        out.line(format!("Misère play: decided by searching {} positions.", ex.searched));
    }
    let winner = if ex.first_player_wins { Player::First } else { Player::Second };
    out.line(format!(
        "The position is {}, {}",
        if ex.first_player_wins { "an N-position" } else { "a P-position" },
        verdict(winner)
    ));
    if ex.first_player_wins {
        let count = match ex.winning_move_count {
            Some(n) => count_of(n as usize, "winning move"),
            None => "more winning moves than can be counted; the first".into(),
        };
        out.line(format!("{count}:"));
        for m in ex.winning_moves.iter().take(MOVES_SHOWN) {
            match (m.heap, m.from) {
                (Some(h), Some(from)) => out.line(format!("  heap {h}: {from} → {} ({})", option(&m.to), m.reason)),
                _ => out.line(format!("  to ({}): {}", position(&m.position), m.reason)),
            }
        }
        if let Some(n) = ex.winning_move_count
            && n > ex.winning_moves.len().min(MOVES_SHOWN) as u128
        {
            out.line(format!("  … and {} more", n - ex.winning_moves.len().min(MOVES_SHOWN) as u128));
        }
    }
    if !ex.playout.is_empty() {
        out.blank();
        out.line(format!(
            "An optimal play-out ({}):",
            crate::games::loser::playout_rule(crate::games::loser::PlayoutKind::Game, crate::i18n::english())
        ));
        let mut table = Table::new(&[Align::Right, Align::Left, Align::Left, Align::Left]);
        table.row(["move", "player", "position after", "note"]);
        table.rule();
        for ply in ex.playout.iter().take(PLAYOUT_SHOWN) {
            let who = if ply.mover == Player::First { "first" } else { "second" };
            table.row([ply.ply.to_string(), who.to_string(), position(&ply.mv.position), ply.mv.reason.clone()]);
        }
        out.table(&table);
        if ex.playout.len() > PLAYOUT_SHOWN || ex.playout_truncated {
            out.line("(play-out cut short)");
        }
    }
}
