//! The family sections of the terminal's worked example (see [`super::example`]): Nim's binary
//! column table with its nim-sum row and the misère endgame, the Bash game's residue, Wythoff's
//! pairs and the pair with the piles' difference. They print the facts the one example carries
//! (`GameExample::nim`, `bash`, `wythoff`), nothing computed here, in the words of
//! [`super::Words`].

use super::table::{Align, Table};
use super::{Out, flag, list_all};
use nimbook_engine::analysis::{BashFacts, GameExample, NimFacts, WythoffFacts};
use nimbook_engine::wythoff;

/// Nim's section: the rule, the binary table and the verdict by the XOR (or the endgame).
pub(super) fn nim(out: &mut Out, ex: &GameExample, f: &NimFacts) {
    use Align::{Left, Right};
    let w = out.w;
    let limit = f.max_take.map(|k| w.t("worked-nim-at-most", &[("k", k.into())])).unwrap_or_default();
    out.line(w.t(
        "terminal-nim-heading",
        &[("heaps", w.list(&ex.heaps).into()), ("limit", limit.into()), ("rules", w.rules(ex.misere).into())],
    ));
    if let Some(m) = f.modulus {
        out.line(w.t("terminal-nim-residues", &[("k", (m - 1).into()), ("modulus", m.into())]));
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
    let mut header = vec![w.word("terminal-col-heap"), String::new()];
    if let Some(m) = f.modulus {
        header[1] = w.word("terminal-col-size");
        header.push(format!("mod {m}"));
    }
    if wide {
        header.push(w.word("worked-col-binary"));
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
    let residues = flag(f.modulus.is_some());
    let verdict = w.verdict(ex.winner);
    if f.endgame {
        let ones = f.values.iter().filter(|&&v| v == 1).count();
        out.line(w.t("terminal-nim-endgame", &[("residues", residues)]));
        out.line(w.t("terminal-nim-endgame-ones", &[("ones", ones.into()), ("verdict", verdict.into())]));
    } else {
        out.line(w.t(
            "terminal-nim-sum",
            &[
                ("residues", residues),
                ("sum", f.value_sum.into()),
                ("zero", flag(f.value_sum == 0)),
                ("verdict", verdict.into()),
            ],
        ));
        if ex.misere {
            out.line(w.t("terminal-nim-misere", &[("residues", flag(f.modulus.is_some()))]));
        }
    }
}

/// The Bash game's section: one division decides.
pub(super) fn bash(out: &mut Out, ex: &GameExample, f: &BashFacts) {
    let w = out.w;
    let period = u128::from(f.m) + 1;
    out.line(
        w.t("terminal-bash-heading", &[("n", f.n.into()), ("m", f.m.into()), ("rules", w.rules(ex.misere).into())]),
    );
    let shown = ex.p_positions.len().min(40);
    let more = shown < ex.p_positions.len() || (ex.sequence.len() as u64) <= f.n;
    out.line(w.t(
        "terminal-bash-losing",
        &[
            ("misere", flag(ex.misere)),
            ("period", period.into()),
            ("listed", flag(!ex.p_positions.is_empty())),
            ("sizes", list_all(&ex.p_positions[..shown]).into()),
            ("more", flag(more)),
        ],
    ));
    out.blank();
    if ex.misere && f.n == 0 {
        out.line(w.word("terminal-bash-empty"));
        return;
    }
    let target = u8::from(ex.misere);
    out.line(w.t(
        "terminal-bash-residue",
        &[
            ("n", f.n.into()),
            ("period", period.into()),
            ("residue", f.residue.into()),
            ("wins", flag(ex.first_player_wins)),
            ("target", target.into()),
            ("verdict", w.verdict(ex.winner).into()),
        ],
    ));
    if let Some(mv) = ex.winning_moves.first() {
        out.line(w.t(
            "terminal-bash-move",
            &[
                ("take", mv.take.unwrap_or(0).into()),
                ("leaves", mv.leaves.unwrap_or(0).into()),
                ("misere", flag(ex.misere)),
                ("period", period.into()),
            ],
        ));
    }
}

/// Wythoff's section: the pairs, and the one with the piles' difference.
pub(super) fn wythoff(out: &mut Out, ex: &GameExample, f: &WythoffFacts) {
    let w = out.w;
    let [a, b] = f.piles;
    out.line(w.t("terminal-wythoff-heading", &[("a", a.into()), ("b", b.into()), ("misere", flag(ex.misere))]));
    out.line(w.word("terminal-wythoff-pairs"));
    let mut table = Table::new(&[Align::Right, Align::Right, Align::Right]);
    table.row(["k", "a_k", "b_k"]);
    for p in &f.pairs {
        table.row([p.k, p.a, p.b]);
    }
    out.table(&table);
    out.blank();
    if ex.misere {
        out.line(w.t(
            "terminal-wythoff-misere",
            &[("searched", ex.searched.into()), ("verdict", w.verdict(ex.winner).into())],
        ));
        return;
    }
    let d = f.difference;
    let a_d = wythoff::a_of(d);
    let b_d = a_d + u128::from(d);
    out.line(w.t(
        "terminal-wythoff-difference",
        &[
            ("d", d.into()),
            ("ad", a_d.into()),
            ("bd", b_d.into()),
            ("smaller", a.min(b).into()),
            ("p", flag(!ex.first_player_wins)),
            ("a", a.into()),
            ("b", b.into()),
            ("verdict", w.verdict(ex.winner).into()),
        ],
    ));
}
