//! The words of every built-in family, in one list: the names a lesson, a chart or the command
//! line may give a game, the flags each takes, and the parser that turns the words after the
//! name into the game's [`Shape`]. The grammar (`nimbook_views::directive::game`) splits words
//! and flags, looks the name up here and places a refusal at the word it names; a family's
//! file says everything else.

use super::Shape;
use super::{grundy_game, lasker, octal, split_three, subtraction, take, wythoff_rule};
use crate::fact::Fact;

/// A flag a family takes, and the message id of what its value is (`None` for a switch).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Flag {
    /// The flag, with its dashes.
    pub name: &'static str,
    /// The message id that says what its value is, or `None` for a switch.
    pub value: Option<&'static str>,
}

/// `--misere`, which every family takes.
pub const MISERE: Flag = Flag { name: "--misere", value: None };

/// A name of a family, and a sample of its words for messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Name {
    /// The word.
    pub word: &'static str,
    /// The words of one game of it with a position, e.g. `octal 0.77 5 7`.
    pub sample: &'static str,
}

/// One family's words.
#[derive(Debug)]
pub struct Entry {
    /// The names it answers to.
    pub names: &'static [Name],
    /// The flags it takes, `--misere` included.
    pub flags: &'static [Flag],
    /// Reads the words after the name (`name` is the one given), taking the ones that belong to
    /// the rule out of `args` and leaving the position.
    pub parse: fn(name: &str, args: &mut Args<'_>) -> Result<Shape, ArgError>,
}

/// Every built-in family, in the order the manual lists them.
pub static FAMILIES: [&Entry; 8] = [
    &take::NIM,
    &take::BASH,
    &wythoff_rule::ENTRY,
    &subtraction::ENTRY,
    &octal::ENTRY,
    &lasker::ENTRY,
    &grundy_game::ENTRY,
    &split_three::ENTRY,
];

/// The family a name belongs to.
pub fn entry(name: &str) -> Option<&'static Entry> {
    FAMILIES.iter().copied().find(|e| e.names.iter().any(|n| n.word == name))
}

/// Every built-in name with its sample, in [`FAMILIES`]' order.
pub fn names() -> impl Iterator<Item = &'static Name> {
    FAMILIES.iter().flat_map(|e| e.names.iter())
}

/// The sample of a name, if it is a built-in one.
pub fn sample(name: &str) -> Option<&'static str> {
    names().find(|n| n.word == name).map(|n| n.sample)
}

/// A word and where it starts, as the caller counts (a byte offset in a lesson's line).
pub type Located<'a> = (usize, &'a str);

/// The words after a game's name, each with where it starts: those that are not flags in order,
/// and the flags with their values.
#[derive(Debug, Default)]
pub struct Args<'a> {
    positional: Vec<Located<'a>>,
    flags: Vec<(&'a str, usize, Option<Located<'a>>)>,
    with_position: bool,
    name_at: usize,
}

impl<'a> Args<'a> {
    /// No words yet; `name_at` is where the name starts, `with_position` whether a position
    /// follows the rule.
    pub fn new(name_at: usize, with_position: bool) -> Self {
        Args { name_at, with_position, ..Args::default() }
    }

    /// A word that is not a flag.
    pub fn push_word(&mut self, at: usize, text: &'a str) {
        self.positional.push((at, text));
    }

    /// A flag, with its value word if it takes one.
    pub fn push_flag(&mut self, name: &'a str, at: usize, value: Option<(usize, &'a str)>) {
        self.flags.push((name, at, value));
    }

    /// Whether a position follows the rule (false for a chart's or a sheet's game alone).
    pub fn with_position(&self) -> bool {
        self.with_position
    }

    /// Whether a switch was given.
    pub fn has(&self, flag: &str) -> bool {
        self.flags.iter().any(|(n, _, _)| *n == flag)
    }

    /// The value word of a flag, if given.
    pub fn value(&self, flag: &str) -> Option<(usize, &'a str)> {
        self.flags.iter().find(|(n, _, _)| *n == flag).and_then(|f| f.2)
    }

    /// The value of a flag as a whole number, if given.
    pub fn number(&self, flag: &str, what: &'static str) -> Result<Option<u64>, ArgError> {
        self.value(flag).map(|(at, text)| number(text, what).map_err(|kind| ArgError::at(at, kind))).transpose()
    }

    /// The words that are not flags, in order.
    pub fn positional(&self) -> &[(usize, &'a str)] {
        &self.positional
    }

    /// Takes the first word that is not a flag out of the position.
    pub fn take_first(&mut self) -> Option<(usize, &'a str)> {
        (!self.positional.is_empty()).then(|| self.positional.remove(0))
    }

    /// Takes the words from the `keep`-th on out of the position.
    pub fn take_after(&mut self, keep: usize) -> Vec<(usize, &'a str)> {
        self.positional.split_off(keep.min(self.positional.len()))
    }

    /// A refusal about the name itself.
    pub fn at_name(&self, kind: ArgKind) -> ArgError {
        ArgError::at(self.name_at, kind)
    }

    /// The words left for the position.
    pub fn into_positional(self) -> Vec<(usize, &'a str)> {
        self.positional
    }
}

/// A word a family refuses, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArgError {
    /// Where the word starts, as the caller counted it.
    pub at: usize,
    /// What is wrong with it.
    pub kind: ArgKind,
}

impl ArgError {
    /// A refusal of the word at `at`.
    pub fn at(at: usize, kind: ArgKind) -> ArgError {
        ArgError { at, kind }
    }

    /// The engine's refusal of what the word at `at` makes.
    pub fn refused(at: usize, e: crate::GameError) -> ArgError {
        ArgError { at, kind: ArgKind::Refused(e) }
    }
}

/// What is wrong with a word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArgKind {
    /// A whole number was expected.
    Number {
        /// How the word fails to be one.
        mistake: NumberMistake,
        /// The message id of what the number is (`what-most-per-move` …).
        what: &'static str,
        /// The word.
        text: String,
    },
    /// A name the family does not know, among those it does.
    Unknown {
        /// The message id of what was named (`what-set` …).
        what: &'static str,
        /// The word.
        text: String,
        /// The names the family knows.
        known: &'static [&'static str],
    },
    /// Anything else: why, as a fact.
    Invalid(Fact),
    /// The engine refused what the word makes (a rule's checks).
    Refused(crate::GameError),
}

/// How a word fails to be a whole number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberMistake {
    /// It is not a number at all.
    NotANumber,
    /// It is negative.
    Negative,
    /// It is larger than 2^64 - 1.
    TooLarge,
}

/// Reads a whole number from 0 to 2^64 - 1, written in decimal digits only.
///
/// `what` is the message id of what the number is (`what-amount` …).
pub fn number(text: &str, what: &'static str) -> Result<u64, ArgKind> {
    let kind = |mistake| ArgKind::Number { mistake, what, text: text.to_string() };
    if text.starts_with('-') && text.len() > 1 && text[1..].bytes().all(|b| b.is_ascii_digit()) {
        return Err(kind(NumberMistake::Negative));
    }
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(kind(NumberMistake::NotANumber));
    }
    text.parse::<u64>().map_err(|_| kind(NumberMistake::TooLarge))
}

/// Reads a comma-separated list of whole numbers such as `1,3,4` starting at `at`; a refusal
/// names the number at fault.
pub fn number_list(at: usize, text: &str, what: &'static str) -> Result<Vec<u64>, ArgError> {
    let mut out = Vec::new();
    let mut offset = at;
    for part in text.split(',') {
        out.push(number(part, what).map_err(|kind| ArgError::at(offset, kind))?);
        offset += part.len() + 1;
    }
    Ok(out)
}
