//! The judge's input as a stream of whole numbers (and rows of a grid, [`Tokens::word`]), read incrementally from any [`BufRead`].
//!
//! Memory stays bounded whatever the input's size: a number is accumulated digit by digit as its
//! bytes arrive, and of a malformed token only its first [`SHOWN`] bytes are kept, for the error
//! message. Each token remembers where it started (line and column, counting characters as the
//! rest of nimbook does), so a bad token or a premature end of input is reported as
//! `input:LINE:COL: …`. A UTF-8 byte-order mark at the very start is skipped, as editors on
//! Windows like to write one.
//!
//! A mistake carries no sentence: a [`Message`] of `templates/messages/LANG/judge.ftl` (what
//! was expected, named by a `judge-what-…` id; what was found), worded by whoever shows it, in
//! the reader's language ([`JudgeError::in_lang`]): `nimbook judge` in `--lang`'s or the site's,
//! the page's engine module in the page's.

use crate::i18n::{Lang, english};
use crate::message;
use crate::message::Message;
use nimbook_engine::GameError;
use std::io::BufRead;

/// How many bytes of a malformed token the error message quotes.
pub const SHOWN: usize = 40;

const BOM: [u8; 3] = [0xEF, 0xBB, 0xBF];

/// Where a token starts: 1-based line and column (in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    /// The line, from 1.
    pub line: u64,
    /// The column, from 1, in characters.
    pub col: u64,
}

impl Place {
    /// A mistake of the input at this place.
    pub fn error(self, message: impl Into<Message>) -> JudgeError {
        JudgeError::Input { place: self, message: message.into() }
    }

    /// The engine's refusal of the number at this place (a heap beyond what it works out).
    pub fn refused(self, error: GameError) -> JudgeError {
        JudgeError::Engine { place: self, error, tree: false }
    }

    /// The engine's refusal of the tree of the case read up to this place (HDU 3094: edges that
    /// make no tree).
    pub fn refused_tree(self, error: GameError) -> JudgeError {
        JudgeError::Engine { place: self, error, tree: true }
    }
}

/// The message that names what was expected: `what` is the id of a `judge-what-…` message
/// ("heap size", "number of test cases T").
fn named(what: &'static str) -> Message {
    Message::new(what, [])
}

/// Why a judge gave no answer (or stopped answering).
#[derive(Debug)]
pub enum JudgeError {
    /// The input is not what the problem's statement says, at `place`: what was expected or
    /// found, said as a judge says it.
    Input {
        /// Where the bad or missing token is.
        place: Place,
        /// What was wrong there.
        message: Message,
    },
    /// The engine refused a number of the input at `place` (or, with `tree`, the tree of the
    /// case read up to there).
    Engine {
        /// Where the number (or the case) is.
        place: Place,
        /// The engine's refusal.
        error: GameError,
        /// Whether the refusal is of the case's tree, not of one number.
        tree: bool,
    },
    /// The engine refused what the problem needs (a rule whose values it cannot give).
    Refused(GameError),
    /// Reading the input failed.
    Read(std::io::Error),
    /// Writing the answers failed (say, standard output closed).
    Write(std::io::Error),
}

impl JudgeError {
    /// The mistake in `lang`: `input:LINE:COL: what is wrong` (a failed read or write, or the
    /// engine's refusal, with the system's or the engine's words).
    pub fn in_lang(&self, lang: Lang<'_>) -> String {
        let at = |place: &Place, message: Message| {
            message!("judge-at", line = place.line, col = place.col, message = message).in_lang(lang)
        };
        match self {
            JudgeError::Input { place, message } => at(place, message.clone()),
            JudgeError::Engine { place, error, tree } => {
                let why = crate::facts::error(error, lang);
                at(place, if *tree { message!("judge-tree-refused", why = why) } else { Message::Text(why) })
            }
            JudgeError::Refused(e) => crate::facts::error(e, lang),
            JudgeError::Read(e) => message!("judge-read-failed", error = e).in_lang(lang),
            JudgeError::Write(e) => message!("judge-write-failed", error = e).in_lang(lang),
        }
    }
}

/// English (tests, and `nimbook check --listings`' words of a refused input until it words in
/// the reader's language); a reader sees [`JudgeError::in_lang`].
impl std::fmt::Display for JudgeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_lang(english()))
    }
}

impl std::error::Error for JudgeError {}

/// A number read from the input, with where it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Number {
    /// Its value.
    pub value: u64,
    /// Where its first digit is.
    pub place: Place,
}

/// A token's first bytes as an error message quotes them (`…` when it was longer).
fn shown(bytes: &[u8], len: usize) -> String {
    let mut text = String::from_utf8_lossy(bytes).into_owned();
    if len > SHOWN {
        text.push('…');
    }
    text
}

/// A token being read: its digits' value so far and what is wrong with it, if anything.
#[derive(Default)]
struct Pending {
    value: u64,
    digits: bool,
    not_digit: bool,
    overflow: bool,
    len: usize,
    shown: Vec<u8>,
}

/// Whitespace-separated whole numbers from a reader.
pub struct Tokens<R> {
    reader: R,
    line: u64,
    col: u64,
    at_start: bool,
    /// Just after the last token (or the start): where a missing token is reported.
    last_end: Place,
}

impl<R: BufRead> Tokens<R> {
    /// Reads numbers from `reader`.
    pub fn new(reader: R) -> Self {
        Tokens { reader, line: 1, col: 1, at_start: true, last_end: Place { line: 1, col: 1 } }
    }

    /// Where the reader is now.
    fn place(&self) -> Place {
        Place { line: self.line, col: self.col }
    }

    /// Skips a byte-order mark at the start, even one split across reads.
    fn skip_bom(&mut self) -> Result<(), JudgeError> {
        self.at_start = false;
        let mut matched = 0;
        while matched < BOM.len() {
            let buf = self.reader.fill_buf().map_err(JudgeError::Read)?;
            let want = &BOM[matched..];
            let n = want.len().min(buf.len());
            if n == 0 || buf[..n] != want[..n] {
                if matched == 0 {
                    return Ok(());
                }
                return Err(Place { line: 1, col: 1 }.error(message!("judge-partial-bom")));
            }
            self.reader.consume(n);
            matched += n;
        }
        Ok(())
    }

    /// Reads the next token, giving each of its bytes to `byte` in turn; `None` at the end of
    /// the input, else where the token starts. Nothing of the token is kept here.
    fn scan(&mut self, mut byte: impl FnMut(u8)) -> Result<Option<Place>, JudgeError> {
        if self.at_start {
            self.skip_bom()?;
        }
        let mut start = None;
        loop {
            let here = self.place();
            let buf = self.reader.fill_buf().map_err(|e| here.error(message!("judge-reading-failed", error = &e)))?;
            if buf.is_empty() {
                break;
            }
            let mut used = 0;
            let mut done = false;
            for &b in buf {
                let space = matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c);
                if space && start.is_some() {
                    done = true;
                    break;
                }
                used += 1;
                if space {
                    if b == b'\n' {
                        self.line += 1;
                        self.col = 1;
                    } else {
                        self.col += 1;
                    }
                    continue;
                }
                if start.is_none() {
                    start = Some(Place { line: self.line, col: self.col });
                }
                // Columns count characters. Bytes are characters here: every byte before a
                // place that is ever reported is ASCII, since a token with any other byte is
                // refused at its start and the reading ends there.
                self.col += 1;
                byte(b);
            }
            self.reader.consume(used);
            if done {
                break;
            }
        }
        if start.is_some() {
            self.last_end = self.place();
        }
        Ok(start)
    }

    /// The next number, or `None` at the end of the input; `what` names it in errors (the id of
    /// a `judge-what-…` message).
    pub fn next(&mut self, what: &'static str) -> Result<Option<Number>, JudgeError> {
        let mut tok = Pending::default();
        let start = self.scan(|b| {
            tok.len += 1;
            if tok.shown.len() < SHOWN {
                tok.shown.push(b);
            }
            if b.is_ascii_digit() {
                tok.digits = true;
                match tok.value.checked_mul(10).and_then(|v| v.checked_add(u64::from(b - b'0'))) {
                    Some(v) => tok.value = v,
                    None => tok.overflow = true,
                }
            } else {
                tok.not_digit = true;
            }
        })?;
        let Some(place) = start else { return Ok(None) };
        if !tok.not_digit && !tok.overflow {
            return Ok(Some(Number { value: tok.value, place }));
        }
        let text = shown(&tok.shown, tok.len);
        let negative = tok.shown.first() == Some(&b'-') && tok.shown[1..].iter().all(u8::is_ascii_digit) && tok.len > 1;
        let what = named(what);
        Err(place.error(if negative {
            message!("judge-negative", what = what, text = text)
        } else if tok.not_digit || !tok.digits {
            message!("judge-not-a-number", what = what, text = text)
        } else {
            message!("judge-too-large", what = what, text = text, max = u64::MAX)
        }))
    }

    /// The next token, which must be there and be exactly `len` characters, each one of
    /// `alphabet` (a row of a grid: `.#`); each character's place in `alphabet` is returned.
    /// Only `len` bytes of it are held, whatever its length. `what` names it in errors (the id
    /// of a `judge-what-…` message).
    pub fn word(&mut self, what: &'static str, len: usize, alphabet: &[u8]) -> Result<Vec<usize>, JudgeError> {
        let (mut held, mut count, mut bad) = (Vec::with_capacity(len.min(1 << 16)), 0usize, None);
        let start = self.scan(|b| {
            count += 1;
            match alphabet.iter().position(|&a| a == b) {
                Some(i) if held.len() < len => held.push(i),
                Some(_) => {}
                None => {
                    bad.get_or_insert((count, b));
                }
            }
        })?;
        let Some(place) = start else {
            return Err(self.last_end.error(message!("judge-ended", what = named(what))));
        };
        if let Some((at, b)) = bad {
            // '.' or '#': each character quoted, joined by the language's "or".
            let letters = String::from_utf8_lossy(alphabet)
                .chars()
                .map(|c| Message::Text(format!("'{c}'")))
                .reduce(|left, right| message!("judge-or", left = left, right = right))
                .unwrap_or_else(|| Message::Text(String::new()));
            let at = Place { line: place.line, col: place.col + at as u64 - 1 };
            let what = named(what);
            return Err(at.error(if b.is_ascii_graphic() {
                message!("judge-holds-character", what = what, character = (b as char).to_string(), letters = letters)
            } else {
                message!("judge-holds-byte", what = what, byte = format!("{b:#04x}"), letters = letters)
            }));
        }
        if count != len {
            return Err(place.error(message!("judge-wrong-length", what = named(what), count = count, len = len)));
        }
        Ok(held)
    }

    /// The next number, which must be there; `what` names it in errors (the id of a
    /// `judge-what-…` message).
    pub fn expect(&mut self, what: &'static str) -> Result<Number, JudgeError> {
        self.next(what)?.ok_or_else(|| self.last_end.error(message!("judge-ended", what = named(what))))
    }
}
