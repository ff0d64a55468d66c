//! The expected output of the public judge problems for a given input: `nimbook judge`, and a
//! lesson's judge box, answered in the page by the engine module.
//!
//! The input is streamed ([`tokens`]): whitespace-separated whole numbers (and a board's rows of
//! characters), read as the judges' own reference programs read them; and so is the output ([`run_to`]): each answer is written
//! as it is found. Memory is bounded by one test case's needs and two buffers, never by the
//! input's or the output's size. The answers come from the game model: Nim, Bash and Wythoff by
//! their closed forms, and the subtraction games (HDU 1536, 1847, 1848), Lasker's Nim (HDU 3032)
//! and taking or splitting into three (HDU 5795) by the Grundy values of [`HeapValues`], XORed
//! over the heaps of a position (Sprague–Grundy), and
//! Fibonacci Nim (HDU 2516) by Zeckendorf's closed form ([`nimbook_engine::fibonacci`]), misère
//! Nim (HDU 1907) by the SJ theorem ([`nimbook_engine::antisg`]), Mock Turtles (HDU 3537) by the
//! odious numbers ([`nimbook_engine::coins`]), the lights of HDU 3404 by nim multiplication
//! ([`nimbook_engine::nim_product`]), Green Hackenbush on a tree (HDU 3094) by the colon
//! principle ([`nimbook_engine::hackenbush`]), the circle of coins (POJ 2484) by Kayles: the
//! first move opens the circle into a row, a Kayles heap, and the game on a board of JSOI 2009
//! (Luogu P4055) by maximum matching ([`crate::board`], from [`nimbook_engine::geography`]). A bad token is reported with its line
//! and column.
//!
//! Each problem is one file in `problems/`: its input format and bounds, its solver, its
//! published sample (`samples/`, the one copy) and its random inputs, listed once in
//! [`PROBLEMS`].

pub mod tokens;

mod problems {
    pub mod hdu1527;
    pub mod hdu1536;
    pub mod hdu1846;
    pub mod hdu1847;
    pub mod hdu1848;
    pub mod hdu1850;
    pub mod hdu1907;
    pub mod hdu2516;
    pub mod hdu3032;
    pub mod hdu3094;
    pub mod hdu3404;
    pub mod hdu3537;
    pub mod hdu3595;
    pub mod hdu5795;
    pub mod p2197;
    pub mod p4055;
    pub mod poj2484;
}

pub use problems::hdu1536::{HDU1536_MAX_AMOUNT, HDU1536_MAX_HEAP};
pub use problems::hdu1850::HDU1850_MAX_PILES;
pub use problems::hdu3094::HDU3094_MAX_VERTICES;
pub use problems::hdu3537::HDU3537_MOST_HEADS;
pub use problems::p4055::P4055_MAX_SIDE;

use crate::rng::SplitMix64;
use nimbook_engine::GameError;
use nimbook_engine::rules::{HeapRule, SubtractionSet};
use nimbook_engine::values::{HeapValues, mex_table};
use std::cell::RefCell;
use std::io::{BufRead, BufWriter, Read, Write};
pub use tokens::JudgeError;
use tokens::{Number, Tokens};

/// What a problem's file gives: its name and summary, its published sample, the solver of its
/// input and a maker of random inputs within its bounds.
#[derive(Debug)]
pub struct Spec {
    /// The name as a command and a page write it (`p2197`, `hdu1850`).
    pub name: &'static str,
    /// What the problem asks and what it answers, for the command line's help.
    pub summary: &'static str,
    /// The sample input and its output: the problem's published one, or, where none could be
    /// found to quote, a small input of the course's own (`sample_published` says which).
    pub sample: (&'static str, &'static str),
    /// Whether `sample` is the problem's own published sample.
    pub sample_published: bool,
    /// Reads the cases from the tokens and says each answer as it is found.
    pub solve: fn(&mut Tokens<&mut dyn BufRead>, &mut Say<'_>) -> Result<(), JudgeError>,
    /// A random input of `cases` cases (one to three), within the problem's published limits.
    pub random: fn(&mut SplitMix64, u64) -> String,
}

/// Where a solver says its answers.
pub type Say<'a> = dyn FnMut(&str) -> Result<(), JudgeError> + 'a;

/// Every problem, in the order the command line and the manual list them.
pub static PROBLEMS: [&Spec; 17] = [
    &problems::p2197::SPEC,
    &problems::hdu1850::SPEC,
    &problems::hdu1527::SPEC,
    &problems::hdu1846::SPEC,
    &problems::hdu1536::SPEC,
    &problems::hdu1847::SPEC,
    &problems::hdu1848::SPEC,
    &problems::hdu3032::SPEC,
    &problems::hdu5795::SPEC,
    &problems::hdu2516::SPEC,
    &problems::hdu3094::SPEC,
    &problems::poj2484::SPEC,
    &problems::hdu1907::SPEC,
    &problems::hdu3537::SPEC,
    &problems::hdu3404::SPEC,
    &problems::hdu3595::SPEC,
    &problems::p4055::SPEC,
];

/// A problem `judge` can answer: one of [`PROBLEMS`], named by [`Problem::name`].
#[derive(Clone, Copy)]
pub struct Problem(&'static Spec);

impl Problem {
    /// Every problem, in [`PROBLEMS`]' order.
    pub fn all() -> impl Iterator<Item = Problem> {
        PROBLEMS.iter().map(|&spec| Problem(spec))
    }

    /// The problem's name as a command and a page write it (`p2197`, `hdu1850`).
    pub fn name(self) -> &'static str {
        self.0.name
    }

    /// The problem named `name` (any case), if there is one.
    pub fn from_name(name: &str) -> Option<Problem> {
        Problem::all().find(|p| p.name().eq_ignore_ascii_case(name))
    }

    /// What the problem asks and what it answers, for the command line's help.
    pub fn summary(self) -> &'static str {
        self.0.summary
    }

    /// The problem's sample input and output ([`Spec::sample`]).
    pub fn sample(self) -> (&'static str, &'static str) {
        self.0.sample
    }

    /// Whether [`Self::sample`] is the problem's published sample, not an input of the course's
    /// own.
    pub fn sample_published(self) -> bool {
        self.0.sample_published
    }

    /// A random input within the problem's published limits, kept small (one to three cases) so
    /// that a failing input can be quoted whole.
    pub fn random(self, rng: &mut SplitMix64) -> String {
        let cases = rng.range(1, 3);
        (self.0.random)(rng, cases)
    }
}

impl PartialEq for Problem {
    fn eq(&self, other: &Self) -> bool {
        self.name() == other.name()
    }
}

impl Eq for Problem {}

impl std::hash::Hash for Problem {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name().hash(state);
    }
}

impl std::fmt::Debug for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl serde::Serialize for Problem {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for Problem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        Problem::from_name(&name).ok_or_else(|| serde::de::Error::custom(format!("no judge problem {name}")))
    }
}

/// What a problem's file reads.
mod prelude {
    pub(crate) use super::tokens::{JudgeError, Number, Tokens};
    pub(crate) use super::{Say, Spec, Values, line, nim_heaps, size, sum_of_heaps};
    pub(crate) use crate::message;
    pub(crate) use crate::rng::SplitMix64;
    pub(crate) use nimbook_engine::rules::{HeapRule, Octal, SplitThree, SubtractionSet};
    pub(crate) use nimbook_engine::{antisg, coins, euclid, fibonacci, hackenbush, nim, nim_product, wythoff};
    pub(crate) use std::io::BufRead;
}

/// Mostly small numbers (where the structure shows), sometimes anything up to `hi`.
pub fn size(rng: &mut SplitMix64, lo: u64, hi: u64) -> u64 {
    if rng.coin() { rng.range(lo, hi.min(lo + 20)) } else { rng.range(lo, hi) }
}

/// `count` heaps in `lo..=hi`; half the time the last is replaced by the XOR of the others (when
/// that is within the limits), which makes the nim-sum 0 (random positions are nearly always won).
pub(crate) fn nim_heaps(rng: &mut SplitMix64, count: u64, lo: u64, hi: u64) -> Vec<u64> {
    let mut heaps: Vec<u64> = (0..count).map(|_| size(rng, lo, hi)).collect();
    if count >= 2 && rng.coin() {
        let rest = heaps[..heaps.len() - 1].iter().fold(0, |a, &x| a ^ x);
        if (lo..=hi).contains(&rest) {
            *heaps.last_mut().expect("two or more") = rest;
        }
    }
    heaps
}

/// One position of a sum of heaps: its number of heaps (read as `count`, the `judge-what-…`
/// message of the statement's name for it), then each heap, and the XOR of their Grundy values
/// (Sprague–Grundy).
pub(crate) fn sum_of_heaps(
    t: &mut Tokens<&mut dyn BufRead>,
    values: &mut Values,
    count: &'static str,
) -> Result<u64, JudgeError> {
    let n = t.expect(count)?.value;
    let mut g = 0;
    for _ in 0..n {
        g ^= values.get(t.expect("judge-what-heap")?)?;
    }
    Ok(g)
}

/// Numbers on one line.
pub(crate) fn line(values: &[u64]) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(" ") + "\n"
}

/// Grundy values of one heap rule for the judge, all from the model's [`HeapValues`]: a closed
/// form or a proved period answers every heap, and a table grows in place to the largest heap
/// asked, up to the rule's limit, where the model's refusal (with its reason) becomes the error
/// at the heap's place. A subtraction set's heaps up to the problem's bound are first read from
/// the model's mex table alone: the period search (up to 2^18 values for a set of a hundred
/// amounts) is made only when a larger heap comes.
pub(crate) struct Values {
    rule: HeapRule,
    bounded: Vec<u64>,
    values: Option<HeapValues>,
}

impl Values {
    /// Values by [`HeapValues`] alone.
    pub(crate) fn new(rule: HeapRule) -> Result<Values, JudgeError> {
        let values = HeapValues::new(&rule, 0).map_err(JudgeError::Refused)?;
        Ok(Values { rule, bounded: Vec::new(), values: Some(values) })
    }

    /// Values of a subtraction set, heaps up to `upto` by the mex rule alone ([`mex_table`]).
    pub(crate) fn subtraction(set: SubtractionSet, upto: u64) -> Result<Values, JudgeError> {
        let rule = HeapRule::subtraction(set);
        let bounded = mex_table(&rule, upto).map_err(JudgeError::Refused)?;
        Ok(Values { rule, bounded, values: None })
    }

    /// g(heap), or an error at the heap's place.
    pub(crate) fn get(&mut self, heap: Number) -> Result<u64, JudgeError> {
        if let Some(&v) = usize::try_from(heap.value).ok().and_then(|i| self.bounded.get(i)) {
            return Ok(v);
        }
        let at = |e: GameError| heap.place.refused(e);
        let values = match &mut self.values {
            Some(values) => values,
            none => none.insert(HeapValues::new(&self.rule, 0).map_err(at)?),
        };
        values.reach(heap.value).map_err(at)?;
        values.value(heap.value).map_err(at)
    }
}

/// Answers a whole judge input held in memory (see [`run_to`]); a malformed input gives only
/// its error.
pub fn run(problem: Problem, input: &str) -> Result<String, JudgeError> {
    run_reader(problem, input.as_bytes())
}

/// Answers a judge input read from `input`, returned whole; a malformed input gives only its
/// error (see [`run_to`], which streams).
pub fn run_reader(problem: Problem, input: impl Read) -> Result<String, JudgeError> {
    let mut out = Vec::new();
    run_to(problem, input, &mut out)?;
    // Answers are numbers and words of ASCII.
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// The most bytes of answers held before they are written.
pub const OUTPUT_BUFFER: usize = 64 * 1024;
/// The most bytes of input read at once.
pub const INPUT_BUFFER: usize = 64 * 1024;

/// Answers a judge input read incrementally from `input`, writing each answer to `out` as it is
/// found: memory is bounded by a test case's needs and the two buffers ([`INPUT_BUFFER`],
/// [`OUTPUT_BUFFER`]), never by the input's or the output's size. The answers are flushed
/// whenever more input must be waited for, so a judge fed case by case answers each case at
/// once, and at the end. On a malformed input, the answers before it are written and the error
/// names the line and column of the bad token.
pub fn run_to(problem: Problem, input: impl Read, out: impl Write) -> Result<(), JudgeError> {
    let answers = RefCell::new(BufWriter::with_capacity(OUTPUT_BUFFER, out));
    let unwritten = RefCell::new(None);
    let solved = {
        let mut input = Input {
            inner: input,
            buf: vec![0; INPUT_BUFFER],
            pos: 0,
            filled: 0,
            answers: &answers,
            unwritten: &unwritten,
        };
        let mut t = Tokens::new(&mut input as &mut dyn BufRead);
        let mut say = |answer: &str| answers.borrow_mut().write_all(answer.as_bytes()).map_err(written);
        (problem.0.solve)(&mut t, &mut say)
    };
    // Answers that could not be written stopped the reading: that is the error to report.
    if let Some(e) = unwritten.into_inner() {
        return Err(written(e));
    }
    let flushed = answers.into_inner().flush().map_err(written);
    solved.and(flushed)
}

/// The error for answers that could not be written (say, standard output closed).
fn written(e: std::io::Error) -> JudgeError {
    JudgeError::Write(e)
}

/// The judge's input, read in blocks; before waiting for a block the answers so far are flushed.
struct Input<'a, R, W: Write> {
    inner: R,
    buf: Vec<u8>,
    pos: usize,
    filled: usize,
    answers: &'a RefCell<BufWriter<W>>,
    /// Why the answers could not be flushed, if they could not.
    unwritten: &'a RefCell<Option<std::io::Error>>,
}

impl<R: Read, W: Write> Read for Input<'_, R, W> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = self.fill_buf()?.read(out)?;
        self.consume(n);
        Ok(n)
    }
}

impl<R: Read, W: Write> BufRead for Input<'_, R, W> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.pos >= self.filled {
            if let Err(e) = self.answers.borrow_mut().flush() {
                let kind = e.kind();
                *self.unwritten.borrow_mut() = Some(e);
                return Err(kind.into());
            }
            self.filled = self.inner.read(&mut self.buf)?;
            self.pos = 0;
        }
        Ok(&self.buf[self.pos..self.filled])
    }

    fn consume(&mut self, n: usize) {
        self.pos = (self.pos + n).min(self.filled);
    }
}

#[cfg(test)]
mod tests;
