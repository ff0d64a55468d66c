//! A plain referee for the certificates in [`super`] (tests only): each statement checked one
//! case at a time on ordinary integers, in case-number order, with XOR worked digit by digit
//! from a truth table of its own. For every one of the 16 truth tables of two bits, the
//! certificate's verdict, case count, domain and first counterexample must be the referee's:
//! so a case that reads the wrong field, a counterexample worded from the wrong numbers, or a
//! statement checked on the wrong cases fails here even where the true table would hide it.
//!
//! The referee shares no code with the checks: no bit planes, no `run`, no `xor`; only the
//! constructors of the facts it compares ([`case`], [`heaps_case`]) and the statement ids.

use super::*;

/// The digits a check holds per number (sums past them overflow).
const WIDTH: u32 = 16;
const LIMIT: u64 = 1 << WIDTH;

/// Definition 2 through `table`, on `WIDTH` digits.
fn x(table: &[[u8; 2]; 2], a: u64, b: u64) -> u64 {
    let mut r = 0;
    for i in 0..WIDTH {
        let (p, q) = ((a >> i) & 1, (b >> i) & 1);
        if table[p as usize][q as usize] == 1 {
            r |= 1 << i;
        }
    }
    r
}

/// `x₁ xor … xor xₖ`, left to right from the first.
fn x_all(table: &[[u8; 2]; 2], numbers: &[u64]) -> u64 {
    numbers[1..].iter().fold(numbers[0], |acc, &n| x(table, acc, n))
}

/// What a check found: the cases, in order, and the first that failed.
#[derive(Default)]
struct Tally {
    cases: u64,
    first: Option<Fact>,
}

impl Tally {
    fn case(&mut self, ok: bool, describe: impl FnOnce() -> Fact) {
        self.cases += 1;
        if !ok && self.first.is_none() {
            self.first = Some(describe());
        }
    }
}

/// The numbers `0 … n^len − 1` read as `len` digits base `n`, the first heap lowest.
fn sequences(len: usize, n: u64) -> impl Iterator<Item = Vec<u64>> {
    (0..n.pow(len as u32)).map(move |mut k| {
        (0..len)
            .map(|_| {
                let d = k % n;
                k /= n;
                d
            })
            .collect()
    })
}

/// The referee's certificate of `id` with XOR by `table`: (domain, cases, counterexample).
fn referee(table: &[[u8; 2]; 2], id: &str, bits: u32, heaps: usize) -> (Fact, u64, Option<Fact>) {
    let n = 1u64 << bits;
    let mut t = Tally::default();
    let xy = |f: &mut dyn FnMut(u64, u64)| (0..n).for_each(|y| (0..n).for_each(|a| f(a, y)));
    let domain_n = || Fact::new(leak(format!("verify-domain-{id}")), [("n", Arg::from(n))]);
    let domain_bits = || Fact::new(leak(format!("verify-domain-{id}")), [("bits", Arg::from(u64::from(bits)))]);
    let domain_heaps =
        || Fact::new(leak(format!("verify-domain-{id}")), [("heaps", Arg::from(heaps as u64)), ("n", Arg::from(n))]);
    let domain = match id {
        "property-1" | "property-2" => {
            let three = id == "property-2";
            for k in 0..if three { 8 } else { 4 } {
                let (a, b, c) = (k & 1, (k >> 1) & 1, k >> 2);
                if three {
                    let ok = x(table, x(table, a, b), c) == x(table, a, x(table, b, c));
                    t.case(ok, || case("verify-case-abc", [("a", a), ("b", b), ("c", c)]));
                } else {
                    t.case(x(table, a, b) == x(table, b, a), || case("verify-case-ab", [("a", a), ("b", b)]));
                }
            }
            Fact::new(leak(format!("verify-domain-{id}")), [])
        }
        "property-3" => {
            (0..n).for_each(|a| t.case(x(table, a, 0) == a, || case("verify-case-x", [("x", a)])));
            domain_n()
        }
        "property-4" | "property-5" => {
            xy(&mut |a, b| {
                let ok = if id == "property-4" {
                    (x(table, a, b) == 0) == (a == b)
                } else {
                    x(table, a, b) == x(table, b, a) && x(table, a, b) == a ^ b
                };
                t.case(ok, || case("verify-case-xy", [("x", a), ("y", b)]));
            });
            domain_n()
        }
        "property-6" | "property-7" => {
            for z in 0..n {
                xy(&mut |a, b| {
                    let ok = if id == "property-6" {
                        x(table, x(table, a, b), z) == x(table, a, x(table, b, z))
                    } else {
                        a != b || x(table, a, z) == x(table, b, z)
                    };
                    t.case(ok, || case("verify-case-xyz", [("x", a), ("y", b), ("z", z)]));
                });
            }
            domain_n()
        }
        "property-8" => {
            for s in 0..=bits {
                let p = 1 << s;
                for a in 0..p {
                    let ok = a + p < LIMIT && x(table, a, p) == a + p;
                    t.case(ok, || case("verify-case-tx", [("t", u64::from(s)), ("x", a)]));
                }
            }
            domain_bits()
        }
        "property-9" => {
            for s in 0..bits {
                let p = 1 << s;
                for a in p..2 * p {
                    t.case(x(table, a, p) == a - p, || case("verify-case-tx", [("t", u64::from(s)), ("x", a)]));
                }
            }
            domain_bits()
        }
        "property-10" => {
            for s in 0..=bits {
                let p = 1u64 << s;
                for b in 0..p {
                    for a in 0..p {
                        let (left, up) = (x(table, a, b) + p, b + p);
                        let ok = left < LIMIT && up < LIMIT && left == x(table, a, up);
                        t.case(ok, || case("verify-case-txy", [("t", u64::from(s)), ("x", a), ("y", b)]));
                    }
                }
            }
            domain_bits()
        }
        "property-11" => {
            for pairs in 1..=4u64 {
                xy(&mut |a, b| {
                    let copies = 2 * pairs;
                    let ok = (0..copies).fold(a, |acc, _| x(table, acc, b)) == a;
                    t.case(ok, || case("verify-case-copies", [("x", a), ("y", b), ("copies", copies)]));
                });
            }
            domain_n()
        }
        "theorem-1" => {
            for len in 2..=heaps {
                for h in sequences(len, n) {
                    let sum = x_all(table, &h);
                    if sum == 0 {
                        continue;
                    }
                    let top = 63 - sum.leading_zeros();
                    let ok = h.iter().position(|&v| (v >> top) & 1 == 1).is_some_and(|i| {
                        let mut after = h.clone();
                        after[i] = x(table, sum, h[i]);
                        after[i] < h[i] && x_all(table, &after) == 0
                    });
                    t.case(ok, || heaps_case("verify-case-heaps", &h, []));
                }
            }
            domain_heaps()
        }
        "theorem-2" => {
            for len in 2..=heaps {
                for i in 0..len {
                    // The free heaps and the new size y of heap i, y the highest digit.
                    for free in sequences(len, n) {
                        let (y, mut h) = (free[len - 1], free[..len - 1].to_vec());
                        h.push(x_all(table, &h));
                        if y >= h[i] {
                            continue;
                        }
                        let mut after = h.clone();
                        after[i] = y;
                        let args = [("heap", i as u64 + 1), ("from", h[i]), ("to", y)];
                        t.case(x_all(table, &after) != 0, || heaps_case("verify-case-heaps-move", &h, args));
                    }
                }
            }
            domain_heaps()
        }
        _ => {
            // Bouton's theorem is checked by a game-tree search, whatever the table: every
            // position of 1 … heaps heaps below min(n, 8), each holding.
            let small = n.min(8);
            t.cases = (1..=heaps as u32).map(|len| small.pow(len)).sum();
            let args = [("heaps", Arg::from(heaps as u64)), ("small", Arg::from(small))];
            Fact::new("verify-domain-bouton", args)
        }
    };
    (domain, t.cases, t.first)
}

/// A message id made at run time, for the tests only.
fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// Every truth table of two bits, the true one among them.
fn tables() -> impl Iterator<Item = [[u8; 2]; 2]> {
    (0..16u8).map(|m| [[m & 1, (m >> 1) & 1], [(m >> 2) & 1, (m >> 3) & 1]])
}

#[test]
fn every_truth_table_gives_the_plain_enumerations_certificate() {
    let mut failing = 0;
    for range in [Range { bits: 1, heaps: 2 }, Range { bits: 2, heaps: 4 }, Range { bits: 3, heaps: 3 }] {
        for table in tables() {
            for id in IDS {
                let cert = certify_with(&table, id, range).unwrap();
                let (domain, cases, first) = referee(&table, id, range.bits, range.heaps);
                let at = format!("{id} with table {table:?} on {range:?}");
                assert_eq!(cert.id, id, "{at}");
                assert_eq!(cert.domain, domain, "{at}");
                assert_eq!(cert.cases, cases, "{at}");
                assert_eq!(cert.counterexample, first, "{at}");
                assert_eq!(cert.holds, first.is_none(), "{at}");
                failing += usize::from(first.is_some());
            }
        }
    }
    // The referee is not vacuous: most wrong tables break most statements.
    assert!(failing > 300, "{failing} failing certificates");
}

/// The referee itself, on the true table: every statement holds, with the counts the lessons quote.
#[test]
fn the_referee_finds_the_true_table_true() {
    let counts: Vec<u64> = IDS.iter().map(|id| referee(&TRUTH_TABLE, id, 6, 3).1).collect();
    assert_eq!(counts, [4, 8, 64, 4096, 4096, 262_144, 262_144, 127, 63, 5461, 16_384, 262_080, 391_104, 584]);
    assert!(IDS.iter().all(|id| referee(&TRUTH_TABLE, id, 4, 3).2.is_none()));
}
