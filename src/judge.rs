//! `nimbook judge`: the expected output of the public judge problems for a given input.
//!
//! Input is read as whitespace-separated tokens, the way the judges' own reference programs
//! read it; a malformed token is reported with its line and column.

use crate::directive::{Word, parse_number, split_words};
use crate::error::line_col;
use crate::games::{bash, nim, wythoff};
use std::fmt::Write as _;

/// The problems `judge` can answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Problem {
    /// Luogu P2197: Nim, does the first player win? (`Yes` / `No`)
    P2197,
    /// HDU 1850: Nim, how many winning first moves?
    Hdu1850,
    /// HDU 1527: Wythoff's game, does the first player win? (`1` / `0`)
    Hdu1527,
    /// HDU 1846: Bash game, `first` or `second`?
    Hdu1846,
}

struct Tokens<'a> {
    text: &'a str,
    words: std::vec::IntoIter<Word<'a>>,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Tokens { text, words: split_words(text).into_iter() }
    }

    fn error(&self, word: Option<&Word<'_>>, message: String) -> String {
        match word {
            Some(w) => {
                let (line, col) = line_col(self.text, w.offset);
                format!("input:{line}:{col}: {message}")
            }
            None => format!("input: {message}"),
        }
    }

    /// The next number, or `None` at the end of the input.
    fn next(&mut self, what: &str) -> Result<Option<u64>, String> {
        match self.words.next() {
            None => Ok(None),
            Some(w) => parse_number(&w, what).map(Some).map_err(|e| self.error(Some(&w), e.message)),
        }
    }

    /// The next number, which must be there.
    fn expect(&mut self, what: &str) -> Result<u64, String> {
        self.next(what)?.ok_or_else(|| self.error(None, format!("the input ended where a {what} was expected")))
    }
}

/// Answers a whole judge input; the error names the line and column of a bad token.
pub fn run(problem: Problem, input: &str) -> Result<String, String> {
    let mut t = Tokens::new(input);
    let mut out = String::new();
    match problem {
        Problem::P2197 => {
            let cases = t.expect("number of test cases")?;
            for _ in 0..cases {
                let n = t.expect("number of heaps")?;
                let mut sum = 0;
                for _ in 0..n {
                    sum ^= t.expect("heap size")?;
                }
                out.push_str(if sum != 0 { "Yes\n" } else { "No\n" });
            }
        }
        Problem::Hdu1850 => {
            while let Some(m) = t.next("number of piles")? {
                if m == 0 {
                    break;
                }
                let heaps = (0..m).map(|_| t.expect("pile size")).collect::<Result<Vec<_>, _>>()?;
                let count = nim::winning_moves(&heaps, nim::NimRules::default()).len();
                writeln!(out, "{count}").expect("writing to a String");
            }
        }
        Problem::Hdu1527 => {
            while let Some(a) = t.next("pile size")? {
                let b = t.expect("second pile size")?;
                out.push_str(if wythoff::first_player_wins(a, b) { "1\n" } else { "0\n" });
            }
        }
        Problem::Hdu1846 => {
            let cases = t.expect("number of test cases")?;
            for _ in 0..cases {
                let words_before = t.words.as_slice().first().copied();
                let n = t.expect("number of stones n")?;
                let m = t.expect("the most per move m")?;
                if m == 0 {
                    return Err(t.error(words_before.as_ref(), "m must be at least 1".into()));
                }
                out.push_str(if bash::first_player_wins(n, m, false) { "first\n" } else { "second\n" });
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        assert_eq!(run(Problem::P2197, "2\n2\n1 1\n2\n1 0\n").unwrap(), "No\nYes\n");
        assert_eq!(run(Problem::Hdu1850, "3\n5 7 9\n0\n").unwrap(), "1\n");
        assert_eq!(run(Problem::Hdu1527, "2 1\n8 4\n4 7\n").unwrap(), "0\n1\n0\n");
        assert_eq!(run(Problem::Hdu1846, "2\n23 2\n4 3\n").unwrap(), "first\nsecond\n");
    }

    #[test]
    fn hdu1850_keeps_going_after_a_losing_case() {
        // The seed's program stops at the first losing case; the problem wants every case.
        assert_eq!(run(Problem::Hdu1850, "2\n3 3\n3\n5 7 9\n").unwrap(), "0\n1\n");
    }

    #[test]
    fn errors_name_the_place() {
        let e = run(Problem::Hdu1527, "2 1\n8 x\n").unwrap_err();
        assert_eq!(e, "input:2:3: second pile size \"x\" is not a whole number");
        let e = run(Problem::P2197, "1\n3\n1 2\n").unwrap_err();
        assert!(e.contains("ended where a heap size was expected"), "{e}");
    }
}
