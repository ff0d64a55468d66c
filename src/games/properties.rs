//! The paper's Properties 1–11 of XOR and its Theorems 1 and 2, as statements checked
//! exhaustively over a stated range. Each check returns a [`Certificate`]: what was claimed,
//! over which cases, how many were checked, and the first counterexample if one ever appears.

use super::nim::{self, NimRules};
use super::search::{NimGame, Solver};
use super::xor::nim_sum;
use super::{GameError, err};
use serde::Serialize;

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
pub const MAX_BITS: u32 = 10;
/// The largest number of cases a theorem check may visit (2^(bits·heaps)).
pub const MAX_POSITIONS_LOG2: u32 = 24;

impl Range {
    /// Checks that the range is small enough to enumerate.
    pub fn validate(&self) -> Result<(), GameError> {
        if self.bits == 0 || self.bits > MAX_BITS {
            return err(format!("--bits must be from 1 to {MAX_BITS}"));
        }
        if self.heaps < 2 {
            return err("--heaps must be at least 2 (the theorems are about sequences of two or more heaps)");
        }
        if self.bits as usize * self.heaps > MAX_POSITIONS_LOG2 as usize {
            return err(format!(
                "{} heaps below 2^{} is more than 2^{MAX_POSITIONS_LOG2} positions; lower --bits or --heaps",
                self.heaps, self.bits
            ));
        }
        Ok(())
    }

    fn n(&self) -> u64 {
        1 << self.bits
    }
}

/// The result of checking one statement.
#[derive(Debug, Clone, Serialize)]
pub struct Certificate {
    /// A short id: `property-1` … `property-11`, `theorem-1`, `theorem-2`, `bouton`.
    pub id: &'static str,
    /// A human name.
    pub name: &'static str,
    /// The statement, in words and symbols.
    pub statement: &'static str,
    /// The cases it was checked on.
    pub domain: String,
    /// How many cases were checked.
    pub cases: u64,
    /// The first case where the statement failed, if any.
    pub counterexample: Option<String>,
    /// True when no counterexample was found.
    pub holds: bool,
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

/// XOR of single bits by the truth table.
fn bit_xor(a: u8, b: u8) -> u8 {
    TRUTH_TABLE[a as usize][b as usize]
}

/// Definition 2 of the paper: XOR of whole numbers, digit by digit of their binary forms (the
/// shorter one padded with zeros), each digit by the truth table. The properties are checked
/// on this definition, not on the machine's `^`, which [`certify`] also compares it with.
pub fn xor_by_definition(x: u64, y: u64) -> u64 {
    (0..64).map(|i| u64::from(bit_xor((x >> i & 1) as u8, (y >> i & 1) as u8)) << i).sum()
}

struct Check {
    cases: u64,
    counterexample: Option<String>,
}

impl Check {
    fn new() -> Self {
        Check { cases: 0, counterexample: None }
    }
    fn case(&mut self, ok: bool, describe: impl FnOnce() -> String) {
        self.cases += 1;
        if !ok && self.counterexample.is_none() {
            self.counterexample = Some(describe());
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

/// Checks one statement by id over the range.
pub fn certify(id: &str, range: Range) -> Result<Certificate, GameError> {
    range.validate()?;
    let n = range.n();
    let bits = range.bits;
    let values = format!("all x, y, z < {n}");
    let mut c = Check::new();
    let (id, name, statement, domain): (&'static str, &'static str, &'static str, String) = match id {
        "property-1" => {
            for a in 0..2u8 {
                for b in 0..2u8 {
                    c.case(bit_xor(a, b) == bit_xor(b, a), || format!("a = {a}, b = {b}"));
                }
            }
            ("property-1", "Commutativity on bits", "a ⊕ b = b ⊕ a for bits a, b", "all bits a, b".into())
        }
        "property-2" => {
            for a in 0..2u8 {
                for b in 0..2u8 {
                    for d in 0..2u8 {
                        c.case(bit_xor(bit_xor(a, b), d) == bit_xor(a, bit_xor(b, d)), || {
                            format!("a = {a}, b = {b}, c = {d}")
                        });
                    }
                }
            }
            (
                "property-2",
                "Associativity on bits",
                "(a ⊕ b) ⊕ c = a ⊕ (b ⊕ c) for bits a, b, c",
                "all bits a, b, c".into(),
            )
        }
        "property-3" => {
            for x in 0..n {
                c.case(xor_by_definition(x, 0) == x, || format!("x = {x}"));
            }
            ("property-3", "Zero is neutral", "x xor 0 = x", format!("all x < {n}"))
        }
        "property-4" => {
            for x in 0..n {
                for y in 0..n {
                    c.case((xor_by_definition(x, y) == 0) == (x == y), || format!("x = {x}, y = {y}"));
                }
            }
            ("property-4", "Cancellation", "x xor y = 0 if and only if x = y", format!("all x, y < {n}"))
        }
        "property-5" => {
            for x in 0..n {
                for y in 0..n {
                    c.case(
                        xor_by_definition(x, y) == xor_by_definition(y, x) && xor_by_definition(x, y) == x ^ y,
                        || format!("x = {x}, y = {y}"),
                    );
                }
            }
            ("property-5", "Commutativity", "x xor y = y xor x", format!("all x, y < {n}"))
        }
        "property-6" => {
            for x in 0..n {
                for y in 0..n {
                    for z in 0..n {
                        c.case(
                            xor_by_definition(xor_by_definition(x, y), z)
                                == xor_by_definition(x, xor_by_definition(y, z)),
                            || format!("x = {x}, y = {y}, z = {z}"),
                        );
                    }
                }
            }
            ("property-6", "Associativity", "(x xor y) xor z = x xor (y xor z)", values)
        }
        "property-7" => {
            for x in 0..n {
                for y in 0..n {
                    for z in 0..n {
                        c.case(x != y || xor_by_definition(x, z) == xor_by_definition(y, z), || {
                            format!("x = {x}, y = {y}, z = {z}")
                        });
                    }
                }
            }
            ("property-7", "Augmentation", "if x = y then x xor z = y xor z", values)
        }
        "property-8" => {
            for t in 0..=bits {
                for x in 0..1u64 << t {
                    c.case(xor_by_definition(x, 1 << t) == x + (1 << t), || format!("t = {t}, x = {x}"));
                }
            }
            (
                "property-8",
                "Adding a new top bit",
                "if x < 2^t then x xor 2^t = x + 2^t",
                format!("all t ≤ {bits}, x < 2^t"),
            )
        }
        "property-9" => {
            for t in 0..bits {
                for x in 1u64 << t..2u64 << t {
                    c.case(xor_by_definition(x, 1 << t) == x - (1 << t), || format!("t = {t}, x = {x}"));
                }
            }
            (
                "property-9",
                "Removing the top bit",
                "if the highest 1-bit of x is 2^t then x xor 2^t = x − 2^t",
                format!("all t < {bits}, 2^t ≤ x < 2^(t+1)"),
            )
        }
        "property-10" => {
            for t in 0..=bits {
                for x in 0..1u64 << t {
                    for y in 0..1u64 << t {
                        c.case(xor_by_definition(x, y) + (1 << t) == xor_by_definition(x, y + (1 << t)), || {
                            format!("t = {t}, x = {x}, y = {y}")
                        });
                    }
                }
            }
            (
                "property-10",
                "A top bit passes through",
                "if x < 2^t and y < 2^t then (x xor y) + 2^t = x xor (y + 2^t)",
                format!("all t ≤ {bits}, x, y < 2^t"),
            )
        }
        "property-11" => {
            for x in 0..n {
                for y in 0..n {
                    for pairs in 1..=4u32 {
                        let r = (0..2 * pairs).fold(x, |acc, _| xor_by_definition(acc, y));
                        c.case(r == x, || format!("x = {x}, y = {y}, {} copies of y", 2 * pairs));
                    }
                }
            }
            (
                "property-11",
                "An even number of copies cancels",
                "x xor y xor … xor y = x when y appears an even number of times",
                format!("all x, y < {n}, with 2, 4, 6 or 8 copies of y"),
            )
        }
        "theorem-1" => {
            for len in 2..=range.heaps {
                for_each_sequence(len, n, |heaps| {
                    if nim_sum(heaps) == 0 {
                        return;
                    }
                    let ok = nim::theorem1(heaps).is_some_and(|t1| {
                        let x = heaps[t1.chosen.heap - 1];
                        t1.chosen.take >= 1 && t1.chosen.take <= x && t1.after_sum == 0
                    });
                    c.case(ok, || format!("heaps {heaps:?}"));
                });
            }
            (
                "theorem-1",
                "Theorem 1",
                "if T = x₁ xor … xor xₙ ≠ 0, some heap has xᵢ > Tᵢ = T xor xᵢ, and taking xᵢ − Tᵢ from it leaves T = 0",
                format!("all sequences of 2 to {} heaps below {n} with T ≠ 0", range.heaps),
            )
        }
        "theorem-2" => {
            for len in 2..=range.heaps {
                for_each_sequence(len, n, |heaps| {
                    if nim_sum(heaps) != 0 {
                        return;
                    }
                    for (i, &x) in heaps.iter().enumerate() {
                        for y in 0..x {
                            c.case(x ^ y != 0, || format!("heaps {heaps:?}, heap {} from {x} to {y}", i + 1));
                        }
                    }
                });
            }
            (
                "theorem-2",
                "Theorem 2",
                "if T = 0, every move (replace some xᵢ by a smaller yᵢ) leaves T ≠ 0",
                format!("every move from all sequences of 2 to {} heaps below {n} with T = 0", range.heaps),
            )
        }
        "bouton" => {
            // The game-tree search is far slower than the formulas: keep its range small.
            let small = n.min(8);
            let mut solver = Solver::new(NimGame::default());
            for len in 1..=range.heaps {
                for_each_sequence(len, small, |heaps| {
                    let searched = solver.first_player_wins(&heaps.to_vec(), false);
                    let formula = nim::first_player_wins(heaps, NimRules::default());
                    c.case(searched == formula, || format!("heaps {heaps:?}"));
                });
            }
            (
                "bouton",
                "Bouton's theorem",
                "the player to move loses exactly when the nim-sum is 0 (checked against a game-tree search)",
                format!("all positions of 1 to {} heaps below {small}", range.heaps),
            )
        }
        other => {
            return err(format!("unknown statement \"{other}\"; expected one of: {}", IDS.join(", ")));
        }
    };
    Ok(Certificate {
        id,
        name,
        statement,
        domain,
        cases: c.cases,
        holds: c.counterexample.is_none(),
        counterexample: c.counterexample,
    })
}

/// Checks every statement.
pub fn certify_all(range: Range) -> Result<Vec<Certificate>, GameError> {
    IDS.iter().map(|id| certify(id, range)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_statement_holds_on_a_small_range() {
        let range = Range { bits: 4, heaps: 3 };
        for cert in certify_all(range).unwrap() {
            assert!(cert.holds, "{} failed: {:?}", cert.id, cert.counterexample);
            assert!(cert.cases > 0, "{} checked nothing", cert.id);
        }
    }

    #[test]
    fn case_counts() {
        let range = Range { bits: 4, heaps: 2 };
        assert_eq!(certify("property-4", range).unwrap().cases, 256);
        assert_eq!(certify("property-1", range).unwrap().cases, 4);
        // Theorem 1 on 2 heaps below 16: 256 positions, 16 of them with T = 0.
        assert_eq!(certify("theorem-1", range).unwrap().cases, 240);
    }

    #[test]
    fn bad_requests() {
        assert!(certify("property-12", Range::default()).is_err());
        assert!(Range { bits: 0, heaps: 3 }.validate().is_err());
        assert!(Range { bits: 6, heaps: 1 }.validate().is_err());
        assert!(Range { bits: 10, heaps: 3 }.validate().is_err());
    }

    #[test]
    fn definition_agrees_with_the_machine() {
        for x in 0..300u64 {
            for y in 0..300u64 {
                assert_eq!(xor_by_definition(x, y), x ^ y);
            }
        }
        assert_eq!(xor_by_definition(u64::MAX, 1), u64::MAX - 1);
    }

    #[test]
    fn a_false_statement_would_be_caught() {
        let mut c = Check::new();
        c.case(true, || "a".into());
        c.case(false, || "b".into());
        c.case(false, || "c".into());
        assert_eq!(c.counterexample.as_deref(), Some("b"));
        assert_eq!(c.cases, 3);
    }
}
