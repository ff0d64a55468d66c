//! The charts of one number n that are not games: the running XOR 1 xor 2 xor … xor n (its
//! period-4 pattern) and the solutions of Project Euler 301 laid out as a board of bits. Values
//! come from [`crate::games`]; every point carries a tooltip. (The Grundy sequence of a heap game
//! is the general `sequence` chart, in `general.rs`.)

use super::highlight::Highlight;
use super::plot::{Axis, LIST_LIMIT, Marker, Plot, Role, Swatch};
use super::wording::{clauses, list, msg};
use crate::games::{GameError, euler301, xor};
use crate::views::i18n::Lang;

/// The colour of each class n mod 4 on the running-XOR chart (the zeros are P-coloured).
const XOR_CLASSES: [Role; 4] = [Role::Line, Role::N, Role::Fg, Role::P];

/// `1 xor 2 xor … xor n = v`, written out for small n, with the rule that gives it.
fn xor_fact(n: u64, v: u64, lang: Lang<'_>) -> String {
    let sentence = match n {
        0 => msg!(lang, "chart-xor-none", v = v),
        1 => msg!(lang, "chart-xor-one", v = v),
        2 => msg!(lang, "chart-xor-two", v = v),
        3 => msg!(lang, "chart-xor-three", v = v),
        _ => msg!(lang, "chart-xor-many", n = n, v = v),
    };
    msg!(
        lang,
        "chart-xor-fact",
        sentence = sentence,
        rule = crate::views::facts::text(&crate::games::xor::xor_upto_rule(n), lang)
    )
}

fn numbers(values: impl Iterator<Item = u64>) -> Vec<String> {
    values.map(|v| v.to_string()).collect()
}

/// `xor-upto --size N`: f(n) = 1 xor 2 xor … xor n against n.
pub(crate) fn xor_upto(size: u64, hl: Option<&Highlight>, lang: Lang<'_>) -> Result<Plot, GameError> {
    let f: Vec<u64> = (0..=size).map(xor::xor_upto).collect();
    let top = f.iter().copied().max().unwrap_or(0).max(1);
    let mut plot = Plot::new(
        msg!(lang, "chart-xor-title", size = size),
        Axis { label: "n".into(), lo: 0, hi: size },
        Axis { label: lang.word("chart-xor-axis"), lo: 0, hi: top },
    );
    // The four lines the classes lie on: y = n, y = 1, y = n + 1, y = 0.
    for (class, (slope, intercept)) in [(1.0, 0.0), (0.0, 1.0), (1.0, 1.0), (0.0, 0.0)].into_iter().enumerate() {
        plot.line(slope, intercept, XOR_CLASSES[class]);
    }
    for (n, &v) in (0..).zip(&f) {
        let title = msg!(lang, "chart-xor-point", n = n, fact = xor_fact(n, v, lang));
        plot.mark(n, v, XOR_CLASSES[(n % 4) as usize], Marker::Dot, Some(title));
    }
    let rules: Vec<String> =
        (0..4).map(|n| crate::views::facts::text(&crate::games::xor::xor_upto_rule(n), lang)).collect();
    for (class, rule) in rules.iter().enumerate() {
        plot.legend(Swatch::Dot, XOR_CLASSES[class], rule.clone());
    }
    let zeros = numbers((0..=size).filter(|&n| f[n as usize] == 0));
    plot.description = msg!(
        lang,
        "chart-xor-text",
        size = size,
        rules = clauses(lang, &rules),
        zeros = list(lang, &zeros, LIST_LIMIT),
        values = list(lang, &numbers(f.iter().copied()), f.len()),
    );
    if let Some(h) = hl {
        let n = h.coords[0];
        let v = f[n as usize];
        plot.highlight_named(h.position(), n, v, &xor_fact(n, v, lang), lang);
    }
    Ok(plot)
}

/// `euler301 --bits B`: each n from 1 to 2^B on a board, n = columns·row + column.
pub(crate) fn euler301(bits: u32, hl: Option<&Highlight>, lang: Lang<'_>) -> Result<Plot, GameError> {
    let count = euler301::count(bits)?;
    let cols = 1u64 << bits.div_ceil(2);
    let limit = 1u64 << bits;
    let mut plot = Plot::new(
        msg!(lang, "chart-e301-title", limit = limit),
        Axis { label: msg!(lang, "chart-e301-axis-x", cols = cols), lo: 0, hi: cols - 1 },
        Axis { label: msg!(lang, "chart-e301-axis-y", cols = cols), lo: 0, hi: limit / cols },
    );
    let mut solutions = Vec::new();
    for n in 1..=limit {
        if euler301::is_solution(n) {
            let title = msg!(lang, "chart-e301-point", n = n, binary = format!("{n:b}"));
            plot.mark(n % cols, n / cols, Role::P, Marker::Dot, Some(title));
            solutions.push(n.to_string());
        } else {
            plot.mark(n % cols, n / cols, Role::N, Marker::SmallDot, None);
        }
    }
    plot.legend(Swatch::Dot, Role::P, lang.word("chart-e301-legend-p"));
    plot.legend(Swatch::Dot, Role::N, lang.word("chart-e301-legend-n"));
    plot.description = msg!(
        lang,
        "chart-e301-text",
        bits = bits,
        limit = limit,
        cols = cols,
        count = count,
        k = bits + 2,
        fibonacci = euler301::fibonacci(bits + 2),
        list = list(lang, &solutions, LIST_LIMIT),
    );
    if let Some(h) = hl {
        let n = h.coords[0];
        let wide = u128::from(n);
        let v = wide ^ (2 * wide) ^ (3 * wide);
        let what = if v == 0 {
            msg!(lang, "chart-e301-yes", binary = format!("{n:b}"))
        } else {
            msg!(lang, "chart-e301-no", binary = format!("{n:b}"), v = v)
        };
        plot.highlight_named(h.position(), n % cols, n / cols, &what, lang);
    }
    Ok(plot)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn running_xor_points_are_the_engine_values() {
        let plot = xor_upto(20, None, crate::views::i18n::english()).unwrap();
        assert_eq!(plot.marks.len(), 21);
        for m in &plot.marks {
            assert_eq!(m.y, xor::xor_upto(m.x));
        }
        assert!(plot.marks.iter().filter(|m| m.role == Role::P).all(|m| m.x % 4 == 3 && m.y == 0));
        assert!(plot.description.contains("n = 0, 3, 7, 11, 15 and 19"), "{}", plot.description);
    }

    #[test]
    fn euler301_marks_the_closed_form_count() {
        for bits in 1..=10 {
            let plot = euler301(bits, None, crate::views::i18n::english()).unwrap();
            let dots = plot.marks.iter().filter(|m| m.role == Role::P).count() as u64;
            assert_eq!(dots, euler301::count(bits).unwrap(), "bits = {bits}");
            assert_eq!(plot.marks.len() as u64, 1 << bits);
        }
    }
}
