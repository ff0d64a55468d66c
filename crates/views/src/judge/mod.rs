//! The expected output of the public judge problems for a given input: `nimbook judge`, and a
//! lesson's judge box, answered in the page by the engine module.
//!
//! The input is streamed ([`tokens`]): whitespace-separated whole numbers, read as the judges'
//! own reference programs read them; and so is the output ([`run_to`]): each answer is written
//! as it is found. Memory is bounded by one test case's needs and two buffers, never by the
//! input's or the output's size. The answers come from the game model: Nim, Bash and Wythoff by their closed
//! forms, and the subtraction games (HDU 1536, 1847, 1848) and Lasker's Nim (HDU 3032) by the
//! Grundy values of [`HeapValues`], XORed over the heaps of a position (Sprague–Grundy), and
//! Fibonacci Nim (HDU 2516) by Zeckendorf's closed form ([`fibonacci`]), misère Nim (HDU 1907) by
//! the SJ theorem ([`antisg`]), Mock Turtles (HDU 3537) by the odious numbers ([`coins`]), Green
//! Hackenbush on a tree (HDU 3094) by the colon principle ([`hackenbush`]), and the circle of
//! coins (POJ 2484) by Kayles: the first move opens the circle into a row, a Kayles heap. A bad
//! token is reported with its line and column.

pub mod tokens;

use nimbook_engine::GameError;
use nimbook_engine::rules::{HeapRule, Octal, SubtractionSet};
use nimbook_engine::values::{HeapValues, mex_table};
use nimbook_engine::{antisg, coins, fibonacci, hackenbush, nim, wythoff};
use std::cell::RefCell;
use std::io::{BufRead, BufWriter, Read, Write};
use tokens::{Number, Tokens};

/// The problems `judge` can answer; [`Problem::ALL`] lists them, each with its name
/// ([`Problem::name`]) and what it asks ([`Problem::summary`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Problem {
    /// Luogu P2197.
    P2197,
    /// HDU 1850.
    Hdu1850,
    /// HDU 1527.
    Hdu1527,
    /// HDU 1846.
    Hdu1846,
    /// HDU 1536 (S-Nim).
    Hdu1536,
    /// HDU 1847.
    Hdu1847,
    /// HDU 1848.
    Hdu1848,
    /// HDU 3032.
    Hdu3032,
    /// HDU 2516.
    Hdu2516,
    /// HDU 3094.
    Hdu3094,
    /// POJ 2484.
    Poj2484,
    /// HDU 1907 (also POJ 3480, Luogu P4279).
    Hdu1907,
    /// HDU 3537.
    Hdu3537,
}

impl Problem {
    /// Every problem, in the order the command line and the manual list them.
    pub const ALL: [Problem; 13] = [
        Problem::P2197,
        Problem::Hdu1850,
        Problem::Hdu1527,
        Problem::Hdu1846,
        Problem::Hdu1536,
        Problem::Hdu1847,
        Problem::Hdu1848,
        Problem::Hdu3032,
        Problem::Hdu2516,
        Problem::Hdu3094,
        Problem::Poj2484,
        Problem::Hdu1907,
        Problem::Hdu3537,
    ];

    /// The problem's name as a command and a page write it (`p2197`, `hdu1850`).
    pub fn name(self) -> &'static str {
        match self {
            Problem::P2197 => "p2197",
            Problem::Hdu1850 => "hdu1850",
            Problem::Hdu1527 => "hdu1527",
            Problem::Hdu1846 => "hdu1846",
            Problem::Hdu1536 => "hdu1536",
            Problem::Hdu1847 => "hdu1847",
            Problem::Hdu1848 => "hdu1848",
            Problem::Hdu3032 => "hdu3032",
            Problem::Hdu2516 => "hdu2516",
            Problem::Hdu3094 => "hdu3094",
            Problem::Poj2484 => "poj2484",
            Problem::Hdu1907 => "hdu1907",
            Problem::Hdu3537 => "hdu3537",
        }
    }

    /// The problem named `name` (any case), if there is one.
    pub fn from_name(name: &str) -> Option<Problem> {
        Problem::ALL.into_iter().find(|p| p.name().eq_ignore_ascii_case(name))
    }

    /// What the problem asks and what it answers, for the command line's help.
    pub fn summary(self) -> &'static str {
        match self {
            Problem::P2197 => "Luogu P2197: Nim, does the first player win? (`Yes` / `No`)",
            Problem::Hdu1850 => "HDU 1850: Nim, how many winning first moves?",
            Problem::Hdu1527 => "HDU 1527: Wythoff's game, does the first player win? (`1` / `0`)",
            Problem::Hdu1846 => "HDU 1846: Bash game, `first` or `second`?",
            Problem::Hdu1536 => {
                "HDU 1536 (S-Nim): a subtraction set per case, then positions of several heaps (`W` / `L`)"
            }
            Problem::Hdu1847 => "HDU 1847: one heap, a move takes a power of two (`Kiki` / `Cici`)",
            Problem::Hdu1848 => "HDU 1848: three heaps, a move takes a Fibonacci number (`Fibo` / `Nacci`)",
            Problem::Hdu3032 => "HDU 3032: Lasker's Nim, take any number or split a heap in two (`Alice` / `Bob`)",
            Problem::Hdu2516 => {
                "HDU 2516: Fibonacci Nim, one heap, a move takes at most twice the previous take (`First win` / `Second win`)"
            }
            Problem::Hdu3094 => {
                "HDU 3094: Green Hackenbush on a tree rooted at vertex 1, a move cuts an edge and what hangs from it falls (`Alice` / `Bob`)"
            }
            Problem::Poj2484 => {
                "POJ 2484: coins in a circle, a move takes one coin or two adjacent ones (`Alice` / `Bob`)"
            }
            Problem::Hdu1907 => {
                "HDU 1907 (also POJ 3480, Luogu P4279): misère Nim, whoever eats the last M&M loses (`John` / `Brother`)"
            }
            Problem::Hdu3537 => {
                "HDU 3537: Mock Turtles, the heads' coins given, a coin possibly named twice (`Yes`: the first player loses / `No`)"
            }
        }
    }
}

/// The most piles a case of HDU 1850 has (its statement's bound, 0 < M ≤ 100): one case's piles
/// are held, so this bounds the judge's memory.
pub const HDU1850_MAX_PILES: u64 = 100;

/// The most vertices HDU 3094 allows in one tree (its statement's bound, N ≤ 10^5): one case's
/// edges are held, so this bounds the judge's memory.
pub const HDU3094_MAX_VERTICES: u64 = 100_000;

/// The most heads a case of HDU 3537 names (the problem's bound keeps a case's memory small).
pub const HDU3537_MOST_HEADS: u64 = 100;

/// The largest amount HDU 1536 allows in a subtraction set (the model's own bound too).
pub const HDU1536_MAX_AMOUNT: u64 = nimbook_engine::limits::MAX_SET_MEMBER;

/// The largest heap HDU 1536's statement allows (h ≤ 10000): heaps up to it are read from a
/// table made by the mex rule alone; a larger one is answered too, by the model's period.
pub const HDU1536_MAX_HEAP: u64 = 10_000;

/// Grundy values of one heap rule for the judge, all from the model's [`HeapValues`]: a closed
/// form or a proved period answers every heap, and a table grows in place to the largest heap
/// asked, up to the rule's limit, where the model's refusal (with its reason) becomes the error
/// at the heap's place. A subtraction set's heaps up to the problem's bound are first read from
/// the model's mex table alone: the period search (up to 2^18 values for a set of a hundred
/// amounts) is made only when a larger heap comes.
struct Values {
    rule: HeapRule,
    bounded: Vec<u64>,
    values: Option<HeapValues>,
}

impl Values {
    /// Values by [`HeapValues`] alone.
    fn new(rule: HeapRule) -> Result<Values, String> {
        let values = HeapValues::new(&rule, 0).map_err(|e| e.to_string())?;
        Ok(Values { rule, bounded: Vec::new(), values: Some(values) })
    }

    /// Values of a subtraction set, heaps up to `upto` by the mex rule alone ([`mex_table`]).
    fn subtraction(set: SubtractionSet, upto: u64) -> Result<Values, String> {
        let rule = HeapRule::subtraction(set);
        let bounded = mex_table(&rule, upto).map_err(|e| e.to_string())?;
        Ok(Values { rule, bounded, values: None })
    }

    /// g(heap), or an error at the heap's place.
    fn get(&mut self, heap: Number) -> Result<u64, String> {
        if let Some(&v) = usize::try_from(heap.value).ok().and_then(|i| self.bounded.get(i)) {
            return Ok(v);
        }
        let at = |e: GameError| heap.place.error(e.to_string());
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
pub fn run(problem: Problem, input: &str) -> Result<String, String> {
    run_reader(problem, input.as_bytes())
}

/// Answers a judge input read from `input`, returned whole; a malformed input gives only its
/// error (see [`run_to`], which streams).
pub fn run_reader(problem: Problem, input: impl Read) -> Result<String, String> {
    let mut out = Vec::new();
    run_to(problem, input, &mut out)?;
    String::from_utf8(out).map_err(|e| format!("the answers are not UTF-8: {e}"))
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
pub fn run_to(problem: Problem, input: impl Read, out: impl Write) -> Result<(), String> {
    let answers = RefCell::new(BufWriter::with_capacity(OUTPUT_BUFFER, out));
    let unwritten = RefCell::new(None);
    let input =
        Input { inner: input, buf: vec![0; INPUT_BUFFER], pos: 0, filled: 0, answers: &answers, unwritten: &unwritten };
    let mut t = Tokens::new(input);
    let solved = solve(problem, &mut t, &Answers(&answers));
    drop(t);
    // Answers that could not be written stopped the reading: that is the error to report.
    if let Some(e) = unwritten.into_inner() {
        return Err(written(e));
    }
    let flushed = answers.into_inner().flush().map_err(written);
    solved.and(flushed)
}

/// The error for answers that could not be written (say, standard output closed).
fn written(e: std::io::Error) -> String {
    format!("writing the answers failed: {e}")
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

/// Where the answers go (shared with [`Input`], which flushes them).
struct Answers<'a, W: Write>(&'a RefCell<BufWriter<W>>);

impl<W: Write> Answers<'_, W> {
    fn say(&self, answer: &str) -> Result<(), String> {
        self.0.borrow_mut().write_all(answer.as_bytes()).map_err(written)
    }
}

/// Reads the cases of `problem` from `t` and writes their answers.
fn solve<R: BufRead, W: Write>(problem: Problem, t: &mut Tokens<R>, out: &Answers<'_, W>) -> Result<(), String> {
    match problem {
        Problem::P2197 => {
            let cases = t.expect("number of test cases")?.value;
            for _ in 0..cases {
                let n = t.expect("number of heaps")?.value;
                let mut sum = 0;
                for _ in 0..n {
                    sum ^= t.expect("heap size")?.value;
                }
                out.say(if sum != 0 { "Yes\n" } else { "No\n" })?;
            }
        }
        Problem::Hdu1850 => {
            while let Some(m) = t.next("number of piles")? {
                if m.value == 0 {
                    break;
                }
                if m.value > HDU1850_MAX_PILES {
                    return Err(m.place.error(format!(
                        "HDU 1850 has at most {HDU1850_MAX_PILES} piles in a case (0 < M ≤ {HDU1850_MAX_PILES}), not {}",
                        m.value
                    )));
                }
                // One case's heaps are kept (at most 100): the count of winning moves needs their
                // XOR first.
                let heaps =
                    (0..m.value).map(|_| t.expect("pile size").map(|n| n.value)).collect::<Result<Vec<_>, _>>()?;
                let count = nim::winning_moves(&heaps, nim::NimRules::default()).len();
                out.say(&format!("{count}\n"))?;
            }
        }
        Problem::Hdu1527 => {
            while let Some(a) = t.next("pile size")? {
                let b = t.expect("second pile size")?;
                out.say(if wythoff::first_player_wins(a.value, b.value) { "1\n" } else { "0\n" })?;
            }
        }
        Problem::Hdu1846 => {
            let cases = t.expect("number of test cases")?.value;
            for _ in 0..cases {
                let n = t.expect("number of stones n")?;
                let m = t.expect("the most per move m")?;
                if m.value == 0 {
                    return Err(m.place.error("m must be at least 1"));
                }
                let bash = nim::NimRules { misere: false, max_take: Some(m.value) };
                out.say(if nim::first_player_wins(&[n.value], bash) { "first\n" } else { "second\n" })?;
            }
        }
        Problem::Hdu1536 => hdu1536(t, out)?,
        Problem::Hdu1847 => {
            let mut values = Values::new(HeapRule::subtraction(SubtractionSet::PowersOfTwo))?;
            while let Some(n) = t.next("number of cards n")? {
                out.say(if values.get(n)? != 0 { "Kiki\n" } else { "Cici\n" })?;
            }
        }
        Problem::Hdu1848 => {
            let mut values = Values::new(HeapRule::subtraction(SubtractionSet::Fibonacci))?;
            while let Some(m) = t.next("heap size m")? {
                let n = t.expect("heap size n")?;
                let p = t.expect("heap size p")?;
                if m.value == 0 && n.value == 0 && p.value == 0 {
                    break;
                }
                let g = values.get(m)? ^ values.get(n)? ^ values.get(p)?;
                out.say(if g != 0 { "Fibo\n" } else { "Nacci\n" })?;
            }
        }
        Problem::Hdu3032 => {
            let mut values = Values::new(HeapRule::lasker())?;
            let cases = t.expect("number of test cases T")?.value;
            for _ in 0..cases {
                let n = t.expect("number of heaps N")?.value;
                let mut g = 0;
                for _ in 0..n {
                    g ^= values.get(t.expect("heap size")?)?;
                }
                out.say(if g != 0 { "Alice\n" } else { "Bob\n" })?;
            }
        }
        Problem::Hdu2516 => {
            while let Some(n) = t.next("number of stones n")? {
                if n.value == 0 {
                    break;
                }
                // The first move takes 1 to n - 1, so a game needs n >= 2 (the problem's own bound).
                let wins = fibonacci::first_player_wins(n.value).map_err(|e| n.place.error(e.to_string()))?;
                out.say(if wins { "First win\n" } else { "Second win\n" })?;
            }
        }
        Problem::Hdu3094 => {
            let cases = t.expect("number of test cases T")?.value;
            for _ in 0..cases {
                let n = t.expect("number of vertices N")?;
                if n.value == 0 || n.value > HDU3094_MAX_VERTICES {
                    return Err(n.place.error(format!(
                        "a tree of HDU 3094 has 1 to {HDU3094_MAX_VERTICES} vertices, not {}",
                        n.value
                    )));
                }
                let mut edges = Vec::with_capacity(n.value as usize - 1);
                for _ in 1..n.value {
                    let a = t.expect("an edge's first vertex I")?;
                    let b = t.expect("an edge's second vertex J")?;
                    edges.push((a.value as usize, b.value as usize));
                }
                let wins = hackenbush::first_player_wins(n.value as usize, &edges)
                    .map_err(|e| n.place.error(format!("the tree of this case: {e}")))?;
                out.say(if wins { "Alice\n" } else { "Bob\n" })?;
            }
        }
        Problem::Poj2484 => {
            // A circle of n coins is not a heap, but its first move opens it: taking one coin
            // leaves a row of n - 1, taking two leaves a row of n - 2, and a row is a Kayles heap
            // (octal 0.77). Alice wins exactly when one of these rows has Grundy value 0.
            let kayles = Octal::parse("0.77").map_err(|e| e.to_string())?;
            let mut values = Values::new(HeapRule::octal(kayles))?;
            while let Some(n) = t.next("number of coins n")? {
                if n.value == 0 {
                    break;
                }
                let mut alice = false;
                for take in 1..=n.value.min(2) {
                    let row = Number { value: n.value - take, place: n.place };
                    alice = alice || values.get(row)? == 0;
                }
                out.say(if alice { "Alice\n" } else { "Bob\n" })?;
            }
        }
        Problem::Hdu1907 => {
            let cases = t.expect("number of test cases T")?.value;
            for _ in 0..cases {
                let n = t.expect("number of colours N")?.value;
                // The heaps are read one at a time: the verdict needs only what `SjSum` keeps.
                let mut sum = antisg::SjSum::default();
                for _ in 0..n {
                    sum.add(t.expect("number of M&Ms of a colour")?.value);
                }
                out.say(if sum.first_player_wins() { "John\n" } else { "Brother\n" })?;
            }
        }
        Problem::Hdu3537 => {
            while let Some(n) = t.next("number of heads n")? {
                if n.value > HDU3537_MOST_HEADS {
                    return Err(n
                        .place
                        .error(format!("HDU 3537 names at most {HDU3537_MOST_HEADS} heads, not {}", n.value)));
                }
                let mut heads = Vec::new();
                for _ in 0..n.value {
                    heads.push(t.expect("coin of a head")?.value);
                }
                // A coin named twice is one head: the position is the set of heads.
                let value = coins::mock_turtles_position(&heads).map_err(|e| n.place.error(e.to_string()))?;
                out.say(if value == 0 { "Yes\n" } else { "No\n" })?;
            }
        }
    }
    Ok(())
}

/// HDU 1536: cases of a subtraction set and positions, until a set of size 0.
fn hdu1536<R: BufRead, W: Write>(t: &mut Tokens<R>, out: &Answers<'_, W>) -> Result<(), String> {
    while let Some(k) = t.next("size of the set k")? {
        if k.value == 0 {
            break;
        }
        let mut set = Vec::new();
        for _ in 0..k.value {
            let s = t.expect("amount of the set")?;
            if s.value == 0 || s.value > HDU1536_MAX_AMOUNT {
                return Err(s.place.error(format!(
                    "amount of the set {} is out of range: a move takes from 1 to {HDU1536_MAX_AMOUNT}",
                    s.value
                )));
            }
            set.push(s.value);
        }
        set.sort_unstable();
        set.dedup();
        // The set is built directly: HDU allows 100 amounts, more than a lesson's `--set` (64);
        // each amount is within the model's bound, so a period search, if a heap past the
        // statement's bound needs one, stays bounded.
        let mut values = Values::subtraction(SubtractionSet::Finite(set), HDU1536_MAX_HEAP)?;
        let m = t.expect("number of positions m")?.value;
        for _ in 0..m {
            let l = t.expect("number of heaps l")?.value;
            let mut g = 0;
            for _ in 0..l {
                g ^= values.get(t.expect("heap size")?)?;
            }
            out.say(if g != 0 { "W" } else { "L" })?;
        }
        out.say("\n")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
