//! The calculations of the terminal's worked example (see [`super`]), which are not games to
//! play: Theorem 1's construction step by step (also printed under a Nim example's winning
//! moves), Theorem 2's table of every move, the XOR of a range by the period-4 rule, and
//! Project Euler 301 by the Fibonacci count.

use super::table::Align::{Left, Right};
use super::{Out, Table, flag};
use nimbook_engine::euler301::Euler301Example;
use nimbook_engine::nim::{Theorem1, Theorem2};
use nimbook_engine::xor::XorRangeExample;

/// Why a Nim move wins, step by step: on its own (`standalone`) or after a Nim example.
pub(super) fn theorem1(out: &mut Out, t1: &Theorem1, standalone: bool) {
    let w = out.w;
    let xs: Vec<u64> = t1.rows.iter().map(|r| r.x).collect();
    if standalone {
        out.line(w.t("terminal-theorem1-heading", &[("heaps", w.list(&xs).into())]));
        out.line(w.t(
            "terminal-theorem1-sum",
            &[("n", xs.len().into()), ("t", t1.t.into()), ("bits", t1.t_bits.as_str().into())],
        ));
    } else {
        out.line(w.t("terminal-theorem1-construction", &[("t", t1.t.into()), ("bits", t1.t_bits.as_str().into())]));
    }
    out.line(w.t("terminal-theorem1-step1", &[("bit", t1.bit.into()), ("value", t1.bit_value.into())]));
    out.line(w.word("terminal-theorem1-step2"));
    let mut table = Table::new(&[Right, Right, Right, Right, Right, Left, Left]);
    let binary = w.word("worked-col-binary");
    table.row([
        w.word("terminal-col-heap"),
        "x_i".into(),
        binary.clone(),
        "T_i".into(),
        binary,
        w.t("terminal-theorem1-col-has", &[("bit", t1.bit_value.into())]),
        w.word("terminal-theorem1-col-smaller"),
    ]);
    let yes_no = |b: bool| w.word(if b { "worked-yes" } else { "worked-no" });
    for r in &t1.rows {
        table.row([
            r.heap.to_string(),
            r.x.to_string(),
            r.x_bits.clone(),
            r.t_i.to_string(),
            r.t_i_bits.clone(),
            yes_no(r.has_bit),
            yes_no(r.smaller),
        ]);
    }
    out.table(&table);
    let c = &t1.chosen;
    let heaps: Vec<String> = t1.heaps_with_bit.iter().map(usize::to_string).collect();
    out.line(w.t(
        "terminal-theorem1-step3",
        &[
            ("count", heaps.len().into()),
            ("heaps", w.and_list(&heaps).into()),
            ("heap", c.heap.into()),
            ("size", (c.take + c.leaves).into()),
            ("take", c.take.into()),
            ("leaves", c.leaves.into()),
        ],
    ));
    out.line(w.t("terminal-theorem1-step4", &[("heaps", w.list(&t1.after).into()), ("sum", t1.after_sum.into())]));
}

/// Every move from a position of nim-sum 0, and the nim-sum it leaves.
pub(super) fn theorem2(out: &mut Out, t2: &Theorem2) {
    let w = out.w;
    out.line(w.t("terminal-theorem2-heading", &[("heaps", w.list(&t2.heaps).into())]));
    let mut table = Table::new(&[Right, Right, Right, Left, Right]);
    table.row(
        ["terminal-col-heap", "terminal-col-take", "terminal-col-leaves", "terminal-col-heaps-after"]
            .into_iter()
            .chain(["terminal-col-nim-sum-after"])
            .map(|id| w.word(id)),
    );
    for m in &t2.moves {
        let mut after = t2.heaps.clone();
        after[m.mv.heap - 1] = m.mv.leaves;
        table.row([
            m.mv.heap.to_string(),
            m.mv.take.to_string(),
            m.mv.leaves.to_string(),
            w.list(&after),
            m.sum_after.to_string(),
        ]);
    }
    out.table(&table);
    let id = if t2.holds { "terminal-theorem2-holds" } else { "terminal-theorem2-fails" };
    out.line(w.t(id, &[("count", t2.count.into())]));
}

/// The XOR of a range: the XOR from 0 to b, with the XOR from 0 to a − 1 taken off.
pub(super) fn xor_range(out: &mut Out, ex: &XorRangeExample) {
    let w = out.w;
    let (a, b) = (ex.a, ex.b);
    let range = |from: u64, to: u64| {
        if to - from < 4 {
            w.xor_of(&(from..=to).map(|n| n.to_string()).collect::<Vec<_>>())
        } else {
            w.xor_of(&[from.to_string(), (from + 1).to_string(), "…".into(), to.to_string()])
        }
    };
    out.line(w.t("terminal-xor-range-heading", &[("a", a.into()), ("b", b.into()), ("range", range(a, b).into())]));
    match &ex.rule_before_a {
        Some(rule_before_a) => {
            out.line(format!("  = {}", w.xor_of(&[format!("({})", range(0, b)), format!("({})", range(0, a - 1))])));
            out.line(format!("  {}", w.word("terminal-xor-range-cancels")));
            let upto = |to: u64, rule: &nimbook_engine::fact::Fact, value: u64| {
                w.t(
                    "terminal-xor-range-upto",
                    &[
                        ("range", range(0, to).into()),
                        ("n", to.into()),
                        ("rule", w.fact(rule).into()),
                        ("value", value.into()),
                    ],
                )
            };
            out.line(upto(b, &ex.rule_b, ex.upto_b));
            out.line(upto(a - 1, rule_before_a, ex.upto_before_a));
            let result = format!("{} = {}", w.xor_of(&[ex.upto_b.to_string(), ex.upto_before_a.to_string()]), ex.xor);
            out.line(w.t("terminal-xor-range-result", &[("value", result.into())]));
        }
        None => {
            out.line(w.t(
                "terminal-xor-range-for",
                &[("n", b.into()), ("rule", w.fact(&ex.rule_b).into()), ("value", ex.upto_b.into())],
            ));
            out.line(w.t("terminal-xor-range-result", &[("value", ex.xor.into())]));
        }
    }
    out.blank();
    let pattern = w.xor_of(&["0", "1", "…", "n"]);
    out.line(w.t("terminal-xor-range-period", &[("range", pattern.into())]));
    let mut table = Table::new(&[Left]);
    table.row(std::iter::once("n".to_string()).chain(ex.table.iter().map(|r| r[0].to_string())));
    table.row(std::iter::once(w.word("terminal-xor-range-row")).chain(ex.table.iter().map(|r| r[1].to_string())));
    out.table(&table);
}

/// Project Euler 301: the n with n xor 2n xor 3n = 0, counted by a Fibonacci number.
pub(super) fn euler301(out: &mut Out, ex: &Euler301Example) {
    let w = out.w;
    out.line(w.t("terminal-euler301-question", &[("bits", ex.bits.into()), ("limit", ex.limit.into())]));
    out.line(w.word("terminal-euler301-carries"));
    out.line(w.t(
        "terminal-euler301-fibonacci",
        &[("bits", ex.bits.into()), ("index", (ex.bits + 2).into()), ("count", ex.count.into())],
    ));
    match ex.brute_force {
        Some(bf) => {
            out.line(w.t("terminal-euler301-brute-force", &[("count", bf.into()), ("agree", flag(bf == ex.count))]))
        }
        None => out.line(w.word("terminal-euler301-no-brute-force")),
    }
    out.blank();
    out.line(w.word("worked-euler301-solutions"));
    let mut table = Table::new(&[Right, Right]);
    table.row(["n".to_string(), w.word("worked-col-binary")]);
    for (n, bits) in &ex.first_solutions {
        table.row([n.to_string(), bits.clone()]);
    }
    out.table(&table);
    if !ex.counts.is_empty() {
        out.blank();
        out.line(w.word("terminal-euler301-counts"));
        let mut table = Table::new(&[Right, Right]);
        table.row([w.word("terminal-col-bits"), w.word("worked-euler301-count-row")]);
        for c in &ex.counts {
            table.row([c.bits.to_string(), c.count.to_string()]);
        }
        out.table(&table);
    }
}
