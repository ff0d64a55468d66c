//! The paper's Properties 1–11 of XOR and its Theorems 1 and 2, as statements checked
//! exhaustively over a stated range. Each check returns a [`Certificate`]: what was claimed,
//! over which cases, how many were checked, and the first counterexample if one ever appears.
//!
//! The checks run 64 cases a word ([`sliced`]): the numbers of a case are bit fields of its
//! case number, and XOR is the paper's digit-by-digit Definition 2 through the truth table,
//! done on a word of 64 cases at once. Before any check runs, [`work`] bounds what it will do
//! by one checked formula per statement, for `nimbook verify` and ```` ```verify ```` blocks alike.
//! A certificate's words (name, statement, domain, counterexample) are facts ([`Fact`]): in
//! English on the certificate, in the page's language on a lesson.

mod sliced;

use super::fact::{Arg, Fact};
use super::nim::{self, NimRules};
use super::search::{BruteForce, NimGame};
use super::{GameError, err};
use serde::Serialize;
use sliced::{Lanes, Planes, add, constant, eq, field, is_zero, less, run, sub};

/// The range the checks run over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Range {
    /// Numbers are checked below 2^bits.
    pub bits: u32,
    /// Positions of 2 up to this many heaps are checked for the theorems.
    pub heaps: usize,
}

impl Default for Range {
    fn default() -> Self {
        Range { bits: 6, heaps: 3 }
    }
}

/// The largest `bits` allowed.
pub const MAX_PROPERTY_BITS: u32 = 10;
/// The most work one statement may take, in the units of [`work`]: 2^30 cases of a property
/// checked a word at a time (Property 6 with `--bits 10`, about a second on one core).
pub const MAX_WORK: u64 = 1 << 30;
/// What one position of the game-tree search in `bouton` counts for in [`work`]: a search
/// visits a position and its options, about as slow as checking this many cases a word at a time.
pub const SEARCH_WEIGHT: u64 = 1 << 10;

impl Range {
    /// Checks that `bits` and `heaps` are in range (see [`work`] for the bound on the work).
    pub fn validate(&self) -> Result<(), GameError> {
        if self.bits == 0 || self.bits > MAX_PROPERTY_BITS {
            return err("refusal-bits-range", [("max", Arg::from(MAX_PROPERTY_BITS))]);
        }
        if self.heaps < 2 {
            return err("refusal-property-heaps", []);
        }
        Ok(())
    }

    fn n(&self) -> u64 {
        1 << self.bits
    }
}

/// `Σ weight(k) · base^k` for `k = from … to`, or `None` when it does not fit in a `u64`.
/// Every term is at least twice the one before (`base ≥ 2`), so the sum overflows within 64
/// terms and the loop stops there however large `to` is.
/// `base` must be at least 2 (so [`work`] validates the range first).
fn power_sum(base: u64, from: usize, to: usize, weight: impl Fn(u64) -> u64) -> Option<u64> {
    let mut sum = 0u64;
    for k in from..=to {
        let k32 = u32::try_from(k).ok()?;
        let term = base.checked_pow(k32)?.checked_mul(weight(k as u64))?;
        sum = sum.checked_add(term)?;
    }
    Some(sum)
}

/// The work a statement's check does on `range`, by one checked formula each: the cases it
/// enumerates (including those outside its hypothesis, which it visits to skip); for the
/// theorems, times k² for positions of k heaps (k heaps to try, each an XOR of k heaps); for
/// `bouton`, the positions it searches times [`SEARCH_WEIGHT`]. `None` when the count does not
/// even fit in 64 bits. Unknown ids count as no work (they are refused by [`certify`]).
pub fn work(id: &str, range: Range) -> Option<u64> {
    range.validate().ok()?;
    let bits = range.bits;
    let n = 1u64.checked_shl(bits)?;
    let heaps = range.heaps;
    match id {
        "property-1" => Some(4),
        "property-2" => Some(8),
        "property-3" => Some(n),
        "property-4" | "property-5" => n.checked_pow(2),
        "property-6" | "property-7" => n.checked_pow(3),
        // Σ_{t ≤ bits} 2^t, and Σ_{t < bits} 2^t.
        "property-8" => power_sum(2, 0, bits as usize, |_| 1),
        "property-9" => n.checked_sub(1),
        "property-10" => power_sum(4, 0, bits as usize, |_| 1),
        "property-11" => n.checked_pow(2)?.checked_mul(4),
        "theorem-1" => power_sum(n, 2, heaps, |k| k * k),
        // For k heaps: k − 1 free heaps (the last is their XOR) and the new size y, per heap.
        "theorem-2" => power_sum(n, 2, heaps, |k| k * k),
        "bouton" => power_sum(n.min(8), 1, heaps, |_| 1)?.checked_mul(SEARCH_WEIGHT),
        _ => Some(0),
    }
}

/// Refuses a range whose check would do more than [`MAX_WORK`].
fn check_work(id: &str, range: Range) -> Result<(), GameError> {
    match work(id, range) {
        Some(w) if w <= MAX_WORK => Ok(()),
        _ => err(
            "refusal-property-work",
            [
                ("id", Arg::from(id)),
                ("bits", Arg::from(range.bits)),
                ("heaps", Arg::from(range.heaps)),
                ("power", Arg::from(MAX_WORK.trailing_zeros())),
            ],
        ),
    }
}

/// The result of checking one statement.
#[derive(Debug, Clone, Serialize)]
pub struct Certificate {
    /// A short id: `property-1` … `property-11`, `theorem-1`, `theorem-2`, `bouton`.
    pub id: &'static str,
    /// The cases it was checked on (`verify-domain-…` with its numbers). Its name and statement
    /// are the messages `verify-name-ID` and `verify-statement-ID`; the views word all three.
    pub domain: Fact,
    /// How many cases were checked.
    pub cases: u64,
    /// The first case where the statement failed, if any (`verify-case-…`).
    pub counterexample: Option<Fact>,
    /// True when no counterexample was found.
    pub holds: bool,
}

impl Certificate {
    /// A certificate of statement `id`.
    pub fn new(id: &'static str, domain: Fact, cases: u64, counterexample: Option<Fact>) -> Self {
        Certificate { id, domain, cases, holds: counterexample.is_none(), counterexample }
    }
}

/// Every statement id, in order.
pub const IDS: [&str; 14] = [
    "property-1",
    "property-2",
    "property-3",
    "property-4",
    "property-5",
    "property-6",
    "property-7",
    "property-8",
    "property-9",
    "property-10",
    "property-11",
    "theorem-1",
    "theorem-2",
    "bouton",
];

/// Definition 1 of the paper: the truth table of XOR on single bits, `TABLE[a][b]`.
const TRUTH_TABLE: [[u8; 2]; 2] = [[0, 1], [1, 0]];

/// Definition 2 of the paper: XOR of whole numbers, digit by digit of their binary forms (the
/// shorter one padded with zeros), each digit by the truth table. The properties are checked
/// on this definition, not on the machine's `^`, which [`certify`] also compares it with.
pub fn xor_by_definition(x: u64, y: u64) -> u64 {
    xor_digits(&TRUTH_TABLE, 64, x, y)
}

/// Definition 2 with the truth table `table`, on the low `digits` binary digits: a number of a
/// counterexample, worked out as the check worked it out (on [`sliced::DIGITS`] digits).
fn xor_digits(table: &[[u8; 2]; 2], digits: u32, x: u64, y: u64) -> u64 {
    (0..digits).map(|i| u64::from(table[(x >> i & 1) as usize][(y >> i & 1) as usize]) << i).sum()
}

/// `x₁ xor x₂ xor … xor xₖ`, left to right from the first number: no identity is assumed, so a
/// wrong truth table is checked exactly as written (an empty list is 0).
fn xor_all<'a>(xor: &impl Fn(&Planes, &Planes) -> Planes, numbers: impl Iterator<Item = &'a Planes>) -> Planes {
    numbers.copied().reduce(|acc, x| xor(&acc, &x)).unwrap_or_default()
}

struct Check {
    cases: u64,
    counterexample: Option<Fact>,
}

/// A counterexample's words: the message `verify-case-KIND` with numbers.
fn case<const N: usize>(kind: &'static str, args: [(&'static str, u64); N]) -> Fact {
    Fact::new(kind, args.map(|(name, v)| (name, Arg::from(v))))
}

/// A counterexample naming heaps (`heaps [1, 0]`) and more numbers.
fn heaps_case<const N: usize>(kind: &'static str, heaps: &[u64], args: [(&'static str, u64); N]) -> Fact {
    let mut w = case(kind, args);
    w.args.insert("heaps", format!("{heaps:?}").into());
    w
}

impl Check {
    fn new() -> Self {
        Check { cases: 0, counterexample: None }
    }
    fn case(&mut self, ok: bool, describe: impl FnOnce() -> Fact) {
        self.cases += 1;
        if !ok && self.counterexample.is_none() {
            self.counterexample = Some(describe());
        }
    }
    /// Adds a word-at-a-time run; `describe` turns the failing case number into words.
    fn outcome(&mut self, o: sliced::Outcome, describe: impl FnOnce(u64) -> Fact) {
        self.cases += o.cases;
        if let (None, Some(c)) = (&self.counterexample, o.first_failure) {
            self.counterexample = Some(describe(c));
        }
    }
}

/// Calls `f` on every sequence of `len` numbers below `n`.
fn for_each_sequence(len: usize, n: u64, mut f: impl FnMut(&[u64])) {
    let mut seq = vec![0u64; len];
    loop {
        f(&seq);
        let mut i = 0;
        loop {
            if i == len {
                return;
            }
            seq[i] += 1;
            if seq[i] < n {
                break;
            }
            seq[i] = 0;
            i += 1;
        }
    }
}

/// The number in bits `shift … shift + width − 1` of a case number.
fn part(c: u64, shift: u32, width: u32) -> u64 {
    (c >> shift) & ((1 << width) - 1)
}

/// `2^t` in every lane.
fn pow2(t: u32) -> Planes {
    constant(1 << t)
}

/// The machine's `^`, digit by digit: what Property 5 compares Definition 2 with.
fn machine_xor(x: &Planes, y: &Planes) -> Planes {
    std::array::from_fn(|j| x[j] ^ y[j])
}

/// Heaps `0 … len − 1` of a case, each `bits` wide.
fn heaps_of(c: u64, len: usize, bits: u32) -> Vec<u64> {
    (0..len as u32).map(|i| part(c, i * bits, bits)).collect()
}

/// Checks one statement by id over the range.
pub fn certify(id: &str, range: Range) -> Result<Certificate, GameError> {
    certify_with(&TRUTH_TABLE, id, range)
}

/// [`certify`] with XOR defined by `table`: under a wrong table a statement must fail, which the
/// tests of the engine and of the certificates' wording check.
pub fn certify_with(table: &[[u8; 2]; 2], id: &str, range: Range) -> Result<Certificate, GameError> {
    range.validate()?;
    if !IDS.contains(&id) {
        return err("refusal-property-unknown", [("id", Arg::from(id)), ("ids", Arg::from(IDS.join(", ")))]);
    }
    check_work(id, range)?;
    let xor = |x: &Planes, y: &Planes| sliced::xor(table, x, y);
    let n = range.n();
    let b = range.bits;
    let domain = |kind: &'static str, args: &[(&'static str, u64)]| {
        Fact::new(kind, args.iter().map(|&(name, v)| (name, Arg::from(v))))
    };
    let mut c = Check::new();
    let (id, domain): (&'static str, Fact) = match id {
        "property-1" => {
            let o = run(2, |w| {
                let (a, bb) = (field(w, 0, 1), field(w, 1, 1));
                Lanes { cases: !0, ok: eq(&xor(&a, &bb), &xor(&bb, &a)) }
            });
            c.outcome(o, |k| case("verify-case-ab", [("a", part(k, 0, 1)), ("b", part(k, 1, 1))]));
            ("property-1", domain("verify-domain-property-1", &[]))
        }
        "property-2" => {
            let o = run(3, |w| {
                let (a, bb, d) = (field(w, 0, 1), field(w, 1, 1), field(w, 2, 1));
                Lanes { cases: !0, ok: eq(&xor(&xor(&a, &bb), &d), &xor(&a, &xor(&bb, &d))) }
            });
            c.outcome(o, |k| {
                case("verify-case-abc", [("a", part(k, 0, 1)), ("b", part(k, 1, 1)), ("c", part(k, 2, 1))])
            });
            ("property-2", domain("verify-domain-property-2", &[]))
        }
        "property-3" => {
            let o = run(b, |w| {
                let x = field(w, 0, b);
                Lanes { cases: !0, ok: eq(&xor(&x, &constant(0)), &x) }
            });
            c.outcome(o, |k| case("verify-case-x", [("x", k)]));
            ("property-3", domain("verify-domain-property-3", &[("n", n)]))
        }
        "property-4" => {
            let o = run(2 * b, |w| {
                let (x, y) = (field(w, 0, b), field(w, b, b));
                Lanes { cases: !0, ok: !(is_zero(&xor(&x, &y)) ^ eq(&x, &y)) }
            });
            c.outcome(o, |k| case("verify-case-xy", [("x", part(k, 0, b)), ("y", part(k, b, b))]));
            ("property-4", domain("verify-domain-property-4", &[("n", n)]))
        }
        "property-5" => {
            let o = run(2 * b, |w| {
                let (x, y) = (field(w, 0, b), field(w, b, b));
                let xy = xor(&x, &y);
                Lanes { cases: !0, ok: eq(&xy, &xor(&y, &x)) & eq(&xy, &machine_xor(&x, &y)) }
            });
            c.outcome(o, |k| case("verify-case-xy", [("x", part(k, 0, b)), ("y", part(k, b, b))]));
            ("property-5", domain("verify-domain-property-5", &[("n", n)]))
        }
        "property-6" | "property-7" => {
            let associativity = id == "property-6";
            let o = run(3 * b, |w| {
                let (x, y, z) = (field(w, 0, b), field(w, b, b), field(w, 2 * b, b));
                let ok = if associativity {
                    eq(&xor(&xor(&x, &y), &z), &xor(&x, &xor(&y, &z)))
                } else {
                    !eq(&x, &y) | eq(&xor(&x, &z), &xor(&y, &z))
                };
                Lanes { cases: !0, ok }
            });
            c.outcome(o, |k| {
                case("verify-case-xyz", [("x", part(k, 0, b)), ("y", part(k, b, b)), ("z", part(k, 2 * b, b))])
            });
            if associativity {
                ("property-6", domain("verify-domain-property-6", &[("n", n)]))
            } else {
                ("property-7", domain("verify-domain-property-7", &[("n", n)]))
            }
        }
        "property-8" => {
            for t in 0..=b {
                let o = run(t, |w| {
                    let x = field(w, 0, t);
                    let (sum, overflow) = add(&x, &pow2(t));
                    Lanes { cases: !0, ok: eq(&xor(&x, &pow2(t)), &sum) & !overflow }
                });
                c.outcome(o, |k| case("verify-case-tx", [("t", u64::from(t)), ("x", k)]));
            }
            ("property-8", domain("verify-domain-property-8", &[("bits", u64::from(b))]))
        }
        "property-9" => {
            for t in 0..b {
                let o = run(t, |w| {
                    // x = 2^t + (the case number): its highest 1-bit is 2^t.
                    let mut x = field(w, 0, t);
                    x[t as usize] = !0;
                    let (difference, borrow) = sub(&x, &pow2(t));
                    Lanes { cases: !0, ok: eq(&xor(&x, &pow2(t)), &difference) & !borrow }
                });
                c.outcome(o, |k| case("verify-case-tx", [("t", u64::from(t)), ("x", k + (1 << t))]));
            }
            ("property-9", domain("verify-domain-property-9", &[("bits", u64::from(b))]))
        }
        "property-10" => {
            for t in 0..=b {
                let o = run(2 * t, |w| {
                    let (x, y) = (field(w, 0, t), field(w, t, t));
                    let (left, over_left) = add(&xor(&x, &y), &pow2(t));
                    let (y_up, over_y) = add(&y, &pow2(t));
                    Lanes { cases: !0, ok: eq(&left, &xor(&x, &y_up)) & !over_left & !over_y }
                });
                c.outcome(o, |k| {
                    case("verify-case-txy", [("t", u64::from(t)), ("x", part(k, 0, t)), ("y", part(k, t, t))])
                });
            }
            ("property-10", domain("verify-domain-property-10", &[("bits", u64::from(b))]))
        }
        "property-11" => {
            // Case number: x, y, then which of 2, 4, 6, 8 copies (two bits).
            let o = run(2 * b + 2, |w| {
                let (x, y, pairs) = (field(w, 0, b), field(w, b, b), field(w, 2 * b, 2));
                let (mut acc, mut ok) = (x, 0);
                for copies in 1..=8u64 {
                    acc = xor(&acc, &y);
                    if copies % 2 == 0 {
                        let p = copies / 2 - 1;
                        let lanes = eq(&pairs, &constant(p));
                        ok |= lanes & eq(&acc, &x);
                    }
                }
                Lanes { cases: !0, ok }
            });
            c.outcome(o, |k| {
                let copies = 2 * (part(k, 2 * b, 2) + 1);
                case("verify-case-copies", [("x", part(k, 0, b)), ("y", part(k, b, b)), ("copies", copies)])
            });
            ("property-11", domain("verify-domain-property-11", &[("n", n)]))
        }
        "theorem-1" => {
            for len in 2..=range.heaps {
                let o = run(b * len as u32, |w| theorem1_word(&xor, w, len, b));
                c.outcome(o, |k| heaps_case("verify-case-heaps", &heaps_of(k, len, b), []));
            }
            ("theorem-1", domain("verify-domain-theorem-1", &[("heaps", range.heaps as u64), ("n", n)]))
        }
        "theorem-2" => {
            for len in 2..=range.heaps {
                for i in 0..len {
                    let o = run(b * len as u32, |w| theorem2_word(&xor, w, len, i, b));
                    c.outcome(o, |k| {
                        // The case number holds the free heaps, then y: the last heap is their XOR.
                        let mut heaps = heaps_of(k, len, b);
                        let y = heaps.pop().unwrap_or_default();
                        let last = heaps.iter().copied().reduce(|t, x| xor_digits(table, sliced::DIGITS as u32, t, x));
                        heaps.push(last.unwrap_or_default());
                        let args = [("heap", i as u64 + 1), ("from", heaps[i]), ("to", y)];
                        heaps_case("verify-case-heaps-move", &heaps, args)
                    });
                }
            }
            ("theorem-2", domain("verify-domain-theorem-2", &[("heaps", range.heaps as u64), ("n", n)]))
        }
        _ => {
            // bouton: the game-tree search is far slower than the formulas: keep its range small.
            let small = n.min(8);
            let mut solver = BruteForce::new(NimGame::default());
            for len in 1..=range.heaps {
                for_each_sequence(len, small, |heaps| {
                    let searched = solver.first_player_wins(&heaps.to_vec(), false);
                    let formula = nim::first_player_wins(heaps, NimRules::default());
                    c.case(searched == formula, || heaps_case("verify-case-heaps", heaps, []));
                });
            }
            ("bouton", domain("verify-domain-bouton", &[("heaps", range.heaps as u64), ("small", small)]))
        }
    };
    Ok(Certificate::new(id, domain, c.cases, c.counterexample))
}

/// Theorem 1 on one word of positions of `len` heaps: the cases are the lanes with T ≠ 0, and
/// the statement holds where the paper's construction works: the first heap having the highest
/// 1-bit of T has Tᵢ = T xor xᵢ < xᵢ (so it can be reduced to Tᵢ by taking xᵢ − Tᵢ ≥ 1, and
/// never more than xᵢ), and the heaps after that move have XOR 0.
fn theorem1_word(xor: &impl Fn(&Planes, &Planes) -> Planes, w: u64, len: usize, b: u32) -> Lanes {
    let heaps: Vec<Planes> = (0..len as u32).map(|i| field(w, i * b, b)).collect();
    let t = xor_all(xor, heaps.iter());
    // top[j]: digit j is the highest 1-digit of T.
    let mut top = [0u64; sliced::DIGITS];
    let mut above = 0u64;
    for j in (0..sliced::DIGITS).rev() {
        top[j] = t[j] & !above;
        above |= t[j];
    }
    let (mut taken, mut ok) = (0u64, 0u64);
    for (i, x) in heaps.iter().enumerate() {
        let has_bit = top.iter().zip(x).fold(0, |m, (tj, xj)| m | (tj & xj));
        let chosen = has_bit & !taken;
        taken |= has_bit;
        let t_i = xor(&t, x);
        let after = xor_all(xor, heaps.iter().enumerate().map(|(k, h)| if k == i { &t_i } else { h }));
        ok |= chosen & less(&t_i, x) & is_zero(&after);
    }
    Lanes { cases: !is_zero(&t), ok }
}

/// Theorem 2 on one word: positions of `len` heaps with T = 0 (the first `len − 1` heaps are
/// free, the last is their XOR) and a new size y for heap `i`. The cases are the lanes with
/// y < xᵢ (the legal moves); the statement holds where the heaps after the move have XOR ≠ 0.
fn theorem2_word(xor: &impl Fn(&Planes, &Planes) -> Planes, w: u64, len: usize, i: usize, b: u32) -> Lanes {
    let mut heaps: Vec<Planes> = (0..len as u32 - 1).map(|k| field(w, k * b, b)).collect();
    heaps.push(xor_all(xor, heaps.iter()));
    let y = field(w, (len as u32 - 1) * b, b);
    let after = xor_all(xor, heaps.iter().enumerate().map(|(k, h)| if k == i { &y } else { h }));
    Lanes { cases: less(&y, &heaps[i]), ok: !is_zero(&after) }
}

/// Checks every statement.
pub fn certify_all(range: Range) -> Result<Vec<Certificate>, GameError> {
    IDS.iter().map(|id| certify(id, range)).collect()
}

#[cfg(test)]
mod plain;
#[cfg(test)]
mod tests;
