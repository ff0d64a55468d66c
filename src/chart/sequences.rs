//! The charts of one number n that are not games: the running XOR 1 xor 2 xor … xor n (its
//! period-4 pattern) and the solutions of Project Euler 301 laid out as a board of bits. Values
//! come from [`crate::games`]; every point carries a tooltip. (The Grundy sequence of a heap game
//! is the general `sequence` chart, in `general.rs`.)

use super::highlight::Highlight;
use super::plot::{Axis, LIST_LIMIT, Plot, Role, Shape, Swatch, list};
use crate::games::{GameError, euler301, xor};

/// The colour of each class n mod 4 on the running-XOR chart (the zeros are P-coloured).
const XOR_CLASSES: [Role; 4] = [Role::Line, Role::N, Role::Fg, Role::P];

/// `1 xor 2 xor … xor n = v`, written out for small n.
fn xor_sentence(n: u64, v: u64) -> String {
    match n {
        0 => format!("there is nothing to XOR, so the value is {v}"),
        1 => format!("the XOR of 1 alone is {v}"),
        2 => format!("1 xor 2 = {v}"),
        3 => format!("1 xor 2 xor 3 = {v}"),
        _ => format!("1 xor 2 xor … xor {n} = {v}"),
    }
}

fn numbers(values: impl Iterator<Item = u64>) -> Vec<String> {
    values.map(|v| v.to_string()).collect()
}

/// `xor-upto --size N`: f(n) = 1 xor 2 xor … xor n against n.
pub(crate) fn xor_upto(size: u64, hl: Option<&Highlight>) -> Result<Plot, GameError> {
    let f: Vec<u64> = (0..=size).map(xor::xor_upto).collect();
    let top = f.iter().copied().max().unwrap_or(0).max(1);
    let mut plot = Plot::new(
        format!("1 xor 2 xor … xor n for n up to {size}: period 4"),
        Axis { label: "n".into(), lo: 0, hi: size },
        Axis { label: "1 xor 2 xor … xor n".into(), lo: 0, hi: top },
    );
    // The four lines the classes lie on: y = n, y = 1, y = n + 1, y = 0.
    for (class, (slope, intercept)) in [(1.0, 0.0), (0.0, 1.0), (1.0, 1.0), (0.0, 0.0)].into_iter().enumerate() {
        plot.line(slope, intercept, XOR_CLASSES[class]);
    }
    for (n, &v) in (0..).zip(&f) {
        let title = format!("n = {n}: {} ({})", xor_sentence(n, v), xor::xor_upto_rule(n));
        plot.mark(n, v, XOR_CLASSES[(n % 4) as usize], Shape::Dot, Some(title));
    }
    let rules: Vec<&str> = (0..4).map(xor::xor_upto_rule).collect();
    for (class, rule) in rules.iter().enumerate() {
        plot.legend(Swatch::Dot, XOR_CLASSES[class], *rule);
    }
    let zeros = numbers((0..=size).filter(|&n| f[n as usize] == 0));
    plot.description = format!(
        "The running XOR f(n) = 1 xor 2 xor … xor n for n from 0 to {size}. It repeats with period 4: {}. \
         So the points lie on the lines y = n, y = 1, y = n + 1 and y = 0. f(n) = 0, which makes Nim with \
         heaps 1, 2, …, n a P-position, for n = {}. The values f(0) to f({size}) are {}.",
        rules.join("; "),
        list(&zeros, LIST_LIMIT),
        list(&numbers(f.iter().copied()), f.len())
    );
    if let Some(h) = hl {
        let n = h.coords[0];
        let v = f[n as usize];
        plot.highlight(h, n, v, &format!("{} ({})", xor_sentence(n, v), xor::xor_upto_rule(n)));
    }
    Ok(plot)
}

/// `euler301 --bits B`: each n from 1 to 2^B on a board, n = columns·row + column.
pub(crate) fn euler301(bits: u32, hl: Option<&Highlight>) -> Result<Plot, GameError> {
    let count = euler301::count(bits)?;
    let cols = 1u64 << bits.div_ceil(2);
    let limit = 1u64 << bits;
    let mut plot = Plot::new(
        format!("Project Euler 301: the n ≤ {limit} with n xor 2n xor 3n = 0"),
        Axis { label: format!("column: n mod {cols}"), lo: 0, hi: cols - 1 },
        Axis { label: format!("row: n div {cols}"), lo: 0, hi: limit / cols },
    );
    let mut solutions = Vec::new();
    for n in 1..=limit {
        if euler301::is_solution(n) {
            let title = format!("n = {n} = {n:b} in binary: no two adjacent 1-bits, so n xor 2n xor 3n = 0");
            plot.mark(n % cols, n / cols, Role::P, Shape::Dot, Some(title));
            solutions.push(n.to_string());
        } else {
            plot.mark(n % cols, n / cols, Role::N, Shape::SmallDot, None);
        }
    }
    plot.legend(Swatch::Dot, Role::P, "n xor 2n xor 3n = 0");
    plot.legend(Swatch::Dot, Role::N, "other n");
    plot.description = format!(
        "Each number n from 1 to 2^{bits} = {limit} sits in column n mod {cols} and row n div {cols}, so that \
         n = {cols}·row + column. A dot marks each n with n xor 2n xor 3n = 0, which happens exactly when n has \
         no two adjacent 1-bits in binary; a small dot marks the others. There are {count} of them, the \
         Fibonacci number F({}) = {}: {}.",
        bits + 2,
        euler301::fibonacci(bits + 2),
        list(&solutions, LIST_LIMIT)
    );
    if let Some(h) = hl {
        let n = h.coords[0];
        let wide = u128::from(n);
        let v = wide ^ (2 * wide) ^ (3 * wide);
        let what = if v == 0 {
            format!("{n:b} in binary has no two adjacent 1-bits, so n xor 2n xor 3n = 0")
        } else {
            format!("{n:b} in binary has two adjacent 1-bits, so n xor 2n xor 3n = {v}, not 0")
        };
        plot.highlight(h, n % cols, n / cols, &what);
    }
    Ok(plot)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn running_xor_points_are_the_engine_values() {
        let plot = xor_upto(20, None).unwrap();
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
            let plot = euler301(bits, None).unwrap();
            let dots = plot.marks.iter().filter(|m| m.role == Role::P).count() as u64;
            assert_eq!(dots, euler301::count(bits).unwrap(), "bits = {bits}");
            assert_eq!(plot.marks.len() as u64, 1 << bits);
        }
    }
}
