//! The family sections of the terminal's worked example (see [`super::example`]): Nim's binary
//! column table with its nim-sum row and the misère endgame, the Bash game's residue, Wythoff's
//! pairs and the pair with the piles' difference. They print the facts the one example carries
//! (`GameExample::nim`, `bash`, `wythoff`), nothing computed here.

use super::{Align, Out, Table, list, list_all, verdict};
use nimbook_engine::analysis::{BashFacts, GameExample, NimFacts, WythoffFacts};
use nimbook_engine::wythoff;

/// Nim's section: the rule, the binary table and the verdict by the XOR (or the endgame).
pub(super) fn nim(out: &mut Out, ex: &GameExample, f: &NimFacts) {
    use Align::{Left, Right};
    let limit = f.max_take.map(|k| format!(", at most {k} per move")).unwrap_or_default();
    out.line(format!("Nim with heaps {}{limit} ({}).", list(&ex.heaps), super::rules_phrase(ex.misere)));
    if let Some(m) = f.modulus {
        out.line(format!(
            "With at most {} per move a heap counts as its residue mod {m}: the XOR of the residues decides.",
            m - 1
        ));
    }
    out.blank();
    let b = &f.binary;
    let wide = b.width > 8;
    let mut align = vec![Right, Right];
    if f.modulus.is_some() {
        align.push(Right);
    }
    if wide {
        align.push(Left);
    }
    let mut table = Table::new(&align);
    let mut header = vec!["heap".to_string(), String::new()];
    if let Some(m) = f.modulus {
        header[1] = "size".into();
        header.push(format!("mod {m}"));
    }
    if wide {
        header.push("binary".into());
    } else {
        header.extend(b.columns.iter().cloned());
    }
    table.row(header);
    let bits_cells = |bits: &str| -> Vec<String> {
        if wide { vec![bits.to_string()] } else { bits.chars().map(String::from).collect() }
    };
    for r in &b.rows {
        let mut cells = vec![format!("{}:", r.heap), r.size.to_string()];
        if f.modulus.is_some() {
            cells.push(r.value.to_string());
        }
        cells.extend(bits_cells(&r.bits));
        table.row(cells);
    }
    table.rule();
    let mut sum_row = vec!["T:".to_string()];
    if f.modulus.is_some() {
        sum_row.push(String::new());
    }
    sum_row.push(b.sum.to_string());
    sum_row.extend(bits_cells(&b.sum_bits));
    table.row(sum_row);
    out.table(&table);
    out.blank();
    let t_name = if f.modulus.is_some() { "the XOR of the residues" } else { "the nim-sum" };
    if f.endgame {
        let ones = f.values.iter().filter(|&&v| v == 1).count();
        out.line(format!(
            "Misère endgame: every heap is {}0 or 1, and the rule flips — the player to move loses exactly when an \
             odd number of them are 1.",
            if f.modulus.is_some() { "≡ " } else { "" }
        ));
        out.line(format!("Here {ones} {} 1, {}", if ones == 1 { "is" } else { "are" }, verdict(ex.winner)));
    } else {
        let cmp = if f.value_sum == 0 { "" } else { " ≠ 0" };
        out.line(format!("T = {t_name} = {}{cmp}, {}", f.value_sum, verdict(ex.winner)));
        if ex.misere {
            out.line(
                "Misère play: play as in normal Nim until a move would leave only heaps of 0 and 1; then leave an \
                 odd number of 1s instead, so that the opponent takes the last counter.",
            );
        }
    }
}

/// The Bash game's section: one division decides.
pub(super) fn bash(out: &mut Out, ex: &GameExample, f: &BashFacts) {
    let period = u128::from(f.m) + 1;
    out.line(format!(
        "Bash game: one heap of {}, a move takes 1 to {} ({}).",
        f.n,
        f.m,
        super::rules_phrase(ex.misere)
    ));
    let losing =
        if ex.misere { format!("one more than a multiple of {period}") } else { format!("the multiples of {period}") };
    let shown = ex.p_positions.len().min(40);
    let more = if shown < ex.p_positions.len() || (ex.sequence.len() as u64) <= f.n { " …" } else { "" };
    out.line(format!(
        "The player to move loses exactly on the heaps that are {losing} (m + 1 = {period}){}{}{more}",
        if ex.p_positions.is_empty() { "." } else { ": " },
        list_all(&ex.p_positions[..shown])
    ));
    out.blank();
    if ex.misere && f.n == 0 {
        out.line("The heap is empty: the opponent took the last counter and lost, so the player to move has won.");
        return;
    }
    let target = u8::from(ex.misere);
    let cmp = if ex.first_player_wins { format!(" ≠ {target}") } else { String::new() };
    out.line(format!("{} mod {period} = {}{cmp}, {}", f.n, f.residue, verdict(ex.winner)));
    if let Some(mv) = ex.winning_moves.first() {
        out.line(format!(
            "Winning move: take {}, leaving {}, {}.",
            mv.take.unwrap_or(0),
            mv.leaves.unwrap_or(0),
            losing.replace("the multiples", "a multiple")
        ));
    }
}

/// Wythoff's section: the pairs, and the one with the piles' difference.
pub(super) fn wythoff(out: &mut Out, ex: &GameExample, f: &WythoffFacts) {
    let [a, b] = f.piles;
    out.line(format!(
        "Wythoff's game on piles ({a}, {b}): take any number from one pile, or the same number from both; {}.",
        if ex.misere { "whoever takes the last counter loses" } else { "whoever takes the last counter wins" }
    ));
    out.line("The P-positions of normal play are (a_k, b_k), a_k = ⌊k·φ⌋, b_k = a_k + k:");
    let mut table = Table::new(&[Align::Right, Align::Right, Align::Right]);
    table.row(["k", "a_k", "b_k"]);
    for p in &f.pairs {
        table.row([p.k, p.a, p.b]);
    }
    out.table(&table);
    out.blank();
    if ex.misere {
        out.line(format!("Misère play: decided by searching {} positions, {}", ex.searched, verdict(ex.winner)));
        return;
    }
    let d = f.difference;
    let a_d = wythoff::a_of(d);
    let b_d = a_d + u128::from(d);
    let (is, relation) = if ex.first_player_wins { ("is not", "≠") } else { ("is", "=") };
    out.line(format!(
        "The piles differ by {d}, and the P-position with that difference is (a_{d}, b_{d}) = ({a_d}, {b_d}). \
         The smaller pile is {} {relation} a_{d}, so ({a}, {b}) {is} a P-position, {}",
        a.min(b),
        verdict(ex.winner)
    ));
}
