//! Bit-sliced arithmetic for the certificates in [`super`]: 64 cases checked a word at a time.
//!
//! A check enumerates a *case space* of `2^k` cases numbered `c = 0 … 2^k − 1`; the numbers of a
//! case (x, y, z, heaps …) are bit fields of `c`. Word `w` holds the 64 cases `64w … 64w + 63`,
//! one per lane. A number is held as [`Planes`]: plane `j` is the word whose lane `l` is binary
//! digit `j` of that number in case `64w + l`. XOR is still the paper's Definition 2, digit by
//! digit through the truth table ([`xor`]), only for 64 cases at once; sums, differences and
//! comparisons are ripple circuits on the planes. [`run`] drives a check over the space, on
//! both cores when it is large, and reports the case count and the first failing case.

use rayon::prelude::*;

/// Binary digits held per number: enough for 2^10 + 2^10 with room to spare.
pub const DIGITS: usize = 16;

/// One number in 64 cases: `planes[j]` holds digit `j` of each lane.
pub type Planes = [u64; DIGITS];

/// Digit `j` of the case number `64w + l`, for the 64 lanes `l` of word `w`.
fn index_plane(w: u64, j: u32) -> u64 {
    const LANES: [u64; 6] = [
        0xAAAA_AAAA_AAAA_AAAA,
        0xCCCC_CCCC_CCCC_CCCC,
        0xF0F0_F0F0_F0F0_F0F0,
        0xFF00_FF00_FF00_FF00,
        0xFFFF_0000_FFFF_0000,
        0xFFFF_FFFF_0000_0000,
    ];
    match j {
        0..6 => LANES[j as usize],
        _ if (w >> (j - 6)) & 1 == 1 => !0,
        _ => 0,
    }
}

/// The number stored in bits `shift … shift + width − 1` of the case number, for word `w`.
pub fn field(w: u64, shift: u32, width: u32) -> Planes {
    let mut p = [0; DIGITS];
    for j in 0..width {
        p[j as usize] = index_plane(w, shift + j);
    }
    p
}

/// The same number `v` in every lane.
pub fn constant(v: u64) -> Planes {
    let mut p = [0; DIGITS];
    for (j, plane) in p.iter_mut().enumerate() {
        *plane = if (v >> j) & 1 == 1 { !0 } else { 0 };
    }
    p
}

/// Definition 1 on 64 lanes: the truth table read as a sum of its 1-rows
/// (`a ⊕ b` is 1 exactly on the rows (p, q) where `TABLE[p][q]` is 1).
pub fn bit_xor(table: &[[u8; 2]; 2], a: u64, b: u64) -> u64 {
    let lit = |x: u64, want: usize| if want == 1 { x } else { !x };
    let mut r = 0;
    for (p, row) in table.iter().enumerate() {
        for (q, &v) in row.iter().enumerate() {
            if v == 1 {
                r |= lit(a, p) & lit(b, q);
            }
        }
    }
    r
}

/// Definition 2 on 64 lanes: digit `j` of `x xor y` is the truth table on digit `j` of each.
pub fn xor(table: &[[u8; 2]; 2], x: &Planes, y: &Planes) -> Planes {
    let mut r = [0; DIGITS];
    for j in 0..DIGITS {
        r[j] = bit_xor(table, x[j], y[j]);
    }
    r
}

/// Lanes where `x = y` (every digit the same).
pub fn eq(x: &Planes, y: &Planes) -> u64 {
    x.iter().zip(y).fold(!0, |m, (a, b)| m & !(a ^ b))
}

/// Lanes where `x = 0`.
pub fn is_zero(x: &Planes) -> u64 {
    !x.iter().fold(0, |m, a| m | a)
}

/// Lanes where `x < y`, deciding at the highest digit where they differ.
pub fn less(x: &Planes, y: &Planes) -> u64 {
    let (mut lt, mut same) = (0, !0u64);
    for j in (0..DIGITS).rev() {
        lt |= same & !x[j] & y[j];
        same &= !(x[j] ^ y[j]);
    }
    lt
}

/// `x + y` by a ripple-carry adder, and the lanes whose sum does not fit in [`DIGITS`] digits.
pub fn add(x: &Planes, y: &Planes) -> (Planes, u64) {
    let (mut r, mut carry) = ([0; DIGITS], 0u64);
    for j in 0..DIGITS {
        r[j] = x[j] ^ y[j] ^ carry;
        carry = (x[j] & y[j]) | (carry & (x[j] ^ y[j]));
    }
    (r, carry)
}

/// `x − y` by a ripple-borrow subtractor, and the lanes where `y > x` (a borrow out).
pub fn sub(x: &Planes, y: &Planes) -> (Planes, u64) {
    let (mut r, mut borrow) = ([0; DIGITS], 0u64);
    for j in 0..DIGITS {
        r[j] = x[j] ^ y[j] ^ borrow;
        borrow = (!x[j] & y[j]) | (borrow & !(x[j] ^ y[j]));
    }
    (r, borrow)
}

/// What one word of a check found: the lanes that are cases, and those where the statement held.
pub struct Lanes {
    /// Lanes that are cases of the statement (others are outside its hypothesis).
    pub cases: u64,
    /// Lanes where the statement held (only read where `cases` is set).
    pub ok: u64,
}

/// The outcome of a check over a case space.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Outcome {
    /// How many cases were checked.
    pub cases: u64,
    /// The smallest case number where the statement failed.
    pub first_failure: Option<u64>,
}

/// Words a thread takes at a time; a space of fewer words is checked on one thread.
const CHUNK: u64 = 1 << 10;

/// Checks every case `0 … 2^space_bits − 1` with `word`, which sees one word of 64 cases.
/// Spaces under 64 cases use the low lanes of word 0 only.
pub fn run(space_bits: u32, word: impl Fn(u64) -> Lanes + Sync) -> Outcome {
    run_words(space_bits, &word)
}

/// [`run`] with the check behind a reference: one copy of the driver (and of rayon's machinery)
/// for every check, not one per statement, which keeps the crate quick to compile.
fn run_words(space_bits: u32, word: &(dyn Fn(u64) -> Lanes + Sync)) -> Outcome {
    let in_space = if space_bits >= 6 { !0 } else { (1u64 << (1u32 << space_bits)) - 1 };
    let words = if space_bits >= 6 { 1u64 << (space_bits - 6) } else { 1 };
    let one = |w: u64| {
        let l = word(w);
        let cases = l.cases & in_space;
        let bad = cases & !l.ok;
        Outcome {
            cases: u64::from(cases.count_ones()),
            first_failure: (bad != 0).then(|| w * 64 + u64::from(bad.trailing_zeros())),
        }
    };
    let merge = |a: Outcome, b: Outcome| Outcome {
        cases: a.cases + b.cases,
        first_failure: match (a.first_failure, b.first_failure) {
            (Some(x), Some(y)) => Some(x.min(y)),
            (x, y) => x.or(y),
        },
    };
    let chunk = |start: u64| (start..(start + CHUNK).min(words)).map(one).fold(Outcome::default(), merge);
    if words <= CHUNK {
        chunk(0)
    } else {
        (0..words.div_ceil(CHUNK)).into_par_iter().map(|i| chunk(i * CHUNK)).reduce(Outcome::default, merge)
    }
}

/// The number in lane `l`: the tests' way to read a case back from the planes.
#[cfg(test)]
pub fn lane(p: &Planes, l: u32) -> u64 {
    p.iter().enumerate().map(|(j, &w)| ((w >> l) & 1) << j).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: [[u8; 2]; 2] = [[0, 1], [1, 0]];

    #[test]
    fn fields_hold_the_bits_of_the_case_number() {
        for w in [0u64, 1, 5, 1000] {
            for l in 0..64 {
                let c = w * 64 + u64::from(l);
                assert_eq!(lane(&field(w, 0, 4), l), c & 15);
                assert_eq!(lane(&field(w, 4, 5), l), (c >> 4) & 31);
                assert_eq!(lane(&field(w, 9, 7), l), (c >> 9) & 127);
            }
        }
    }

    #[test]
    fn circuits_agree_with_scalar_arithmetic() {
        // x = c & 1023, y = c >> 10 over 2^20 cases.
        for w in (0..1u64 << 14).step_by(37) {
            let (x, y) = (field(w, 0, 10), field(w, 10, 10));
            let (s, over) = add(&x, &y);
            let (d, borrow) = sub(&x, &y);
            let (e, lt, z, xr) = (eq(&x, &y), less(&x, &y), is_zero(&x), xor(&TABLE, &x, &y));
            for l in 0..64 {
                let c = w * 64 + u64::from(l);
                let (a, b) = (c & 1023, c >> 10);
                assert_eq!(lane(&s, l), a + b);
                assert_eq!(over >> l & 1, 0);
                assert_eq!(borrow >> l & 1 == 1, a < b);
                if a >= b {
                    assert_eq!(lane(&d, l), a - b);
                }
                assert_eq!(e >> l & 1 == 1, a == b);
                assert_eq!(lt >> l & 1 == 1, a < b);
                assert_eq!(z >> l & 1 == 1, a == 0);
                assert_eq!(lane(&xr, l), a ^ b);
            }
        }
        assert_eq!(lane(&constant(777), 13), 777);
    }

    #[test]
    fn a_wrong_truth_table_gives_a_wrong_xor() {
        let or_table = [[0, 1], [1, 1]];
        assert_eq!(bit_xor(&or_table, 0b1100, 0b1010) & 0b1111, 0b1110);
        assert_eq!(bit_xor(&TABLE, 0b1100, 0b1010) & 0b1111, 0b0110);
    }

    #[test]
    fn run_counts_every_case_and_finds_the_first_failure() {
        // Small space: 8 cases, all checked, the failures at 3 and 5.
        let small = run(3, |w| {
            let c = field(w, 0, 3);
            Lanes { cases: !0, ok: !(eq(&c, &constant(3)) | eq(&c, &constant(5))) }
        });
        assert_eq!(small, Outcome { cases: 8, first_failure: Some(3) });
        // Large space, split across threads: 2^20 cases, failures at 700_000 and 900_001.
        let at = |w: u64, c: u64| eq(&field(w, 0, 10), &constant(c & 1023)) & eq(&field(w, 10, 10), &constant(c >> 10));
        let large = run(20, |w| Lanes { cases: !0, ok: !(at(w, 900_001) | at(w, 700_000)) });
        assert_eq!(large, Outcome { cases: 1 << 20, first_failure: Some(700_000) });
        // Only the lanes marked as cases count.
        let odd = run(10, |w| Lanes { cases: field(w, 0, 1)[0], ok: !0 });
        assert_eq!(odd, Outcome { cases: 512, first_failure: None });
    }
}
