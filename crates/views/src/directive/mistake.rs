//! What can be wrong in a directive's words ([`Mistake`]), as data, and the error that places
//! it at a word ([`DirectiveError`]); a family's refusal of a word ([`arg_error`]) and the
//! "did you mean" of a misspelt name ([`suggest`]) become one here.

use super::lexer::Word;
use nimbook_engine::GameError;
use nimbook_engine::rules::registry::{ArgKind, NumberMistake};
use std::fmt;

/// A mistake in a directive: what is wrong, and the word it is about (`None`: the whole thing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectiveError {
    /// What is wrong.
    pub mistake: Mistake,
    /// Offset of the offending word, if one word is to blame.
    pub offset: Option<usize>,
}

/// What is wrong in a directive's words, as data; its `Display` form is the message a reader
/// sees (the edges put it at the word's file, line and column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mistake {
    /// A word that should be a whole number is not one.
    NotANumber {
        /// What the number is ("heap", "amount" …).
        what: String,
        /// The word.
        text: String,
    },
    /// A negative number where a whole number 0 or more belongs.
    Negative {
        /// What the number is.
        what: String,
        /// The word.
        text: String,
    },
    /// A number larger than the largest whole number nimbook computes with.
    NumberTooLarge {
        /// What the number is.
        what: String,
        /// The word.
        text: String,
    },
    /// A word that names no game.
    UnknownGame {
        /// The word.
        name: String,
        /// The closest known name, when one is close enough to be a likely typo.
        did_you_mean: Option<String>,
        /// Every name the directive knows.
        expected: Vec<String>,
    },
    /// A flag the directive does not take.
    UnknownOption {
        /// The flag as written.
        name: String,
        /// The directive ("nim", "the wythoff chart" …).
        context: String,
        /// The closest flag, when one is close enough to be a likely typo.
        did_you_mean: Option<String>,
        /// Every flag the directive takes.
        expected: Vec<String>,
    },
    /// The engine refused the request the words make.
    Game(GameError),
    /// Any other mistake, worded where it was found.
    Other(String),
}

impl DirectiveError {
    /// A mistake worded where it was found, about the word at `offset`.
    pub fn new(offset: Option<usize>, message: impl Into<String>) -> Self {
        DirectiveError { mistake: Mistake::Other(message.into()), offset }
    }

    /// The message a reader sees, in English (a lesson's diagnostics).
    pub fn message(&self) -> String {
        self.mistake.to_string()
    }

    /// The message in `lang`: the engine's refusals are worded in it (the page's engine
    /// module answers in the page's language); the grammar's own mistakes are in English.
    pub fn message_in(&self, lang: crate::i18n::Lang<'_>) -> String {
        match &self.mistake {
            Mistake::Game(e) => crate::facts::error(e, lang),
            other => other.to_string(),
        }
    }
}

impl fmt::Display for DirectiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.mistake.fmt(f)
    }
}

impl fmt::Display for Mistake {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hint = |s: &Option<String>, quote: bool| match (s, quote) {
            (Some(s), true) => format!(" (did you mean \"{s}\"?)"),
            (Some(s), false) => format!(" (did you mean {s}?)"),
            (None, _) => String::new(),
        };
        match self {
            Mistake::NotANumber { what, text } => write!(f, "{what} \"{text}\" is not a whole number"),
            Mistake::Negative { what, text } => {
                write!(f, "{what} \"{text}\" is negative; expected a whole number 0 or more")
            }
            Mistake::NumberTooLarge { what, text } => {
                write!(f, "{what} \"{text}\" is too large; the largest allowed is {}", u64::MAX)
            }
            Mistake::UnknownGame { name, did_you_mean, expected } => write!(
                f,
                "unknown game \"{name}\"{}; expected one of {}",
                hint(did_you_mean, true),
                expected.join(", ")
            ),
            Mistake::UnknownOption { name, context, did_you_mean, expected } => {
                let expected = if expected.is_empty() {
                    "it takes no options".to_string()
                } else {
                    format!("expected {}", expected.join(", "))
                };
                write!(f, "unknown option \"{name}\" for {context}{}; {expected}", hint(did_you_mean, false))
            }
            Mistake::Game(e) => f.write_str(&crate::facts::english(e)),
            Mistake::Other(message) => f.write_str(message),
        }
    }
}

impl std::error::Error for DirectiveError {}

impl From<GameError> for DirectiveError {
    fn from(e: GameError) -> Self {
        DirectiveError { mistake: Mistake::Game(e), offset: None }
    }
}

pub(crate) fn fail<T>(word: Option<&Word<'_>>, message: impl Into<String>) -> Result<T, DirectiveError> {
    Err(DirectiveError::new(word.map(|w| w.offset), message))
}

pub(crate) fn mistake<T>(word: &Word<'_>, mistake: Mistake) -> Result<T, DirectiveError> {
    Err(DirectiveError { mistake, offset: Some(word.offset) })
}

/// A family's refusal of the word at `at`, as a mistake of the directive; `what` names a number
/// where the caller names it better than the family.
pub fn arg_error(at: usize, kind: ArgKind, what: &str) -> DirectiveError {
    let mistake = match kind {
        ArgKind::Number { mistake, what: theirs, text } => {
            let what = if what.is_empty() { crate::i18n::english().word(theirs) } else { what.to_string() };
            match mistake {
                NumberMistake::NotANumber => Mistake::NotANumber { what, text },
                NumberMistake::Negative => Mistake::Negative { what, text },
                NumberMistake::TooLarge => Mistake::NumberTooLarge { what, text },
            }
        }
        ArgKind::Unknown { what, text, known } => {
            let hint = suggest(&text, known).map(|s| format!(" (did you mean \"{s}\"?)")).unwrap_or_default();
            Mistake::Other(format!(
                "unknown {what} \"{text}\"{hint}; write amounts such as 1,3,4 or one of {}",
                known.join(", ")
            ))
        }
        ArgKind::Invalid(why) => Mistake::Game(GameError::Invalid { reason: why }),
        ArgKind::Refused(e) => Mistake::Game(e),
    };
    DirectiveError { mistake, offset: Some(at) }
}

/// The error for a word that names no game: the closest of `names` as a hint, and all of them.
pub(crate) fn unknown_game<T>(word: &Word<'_>, names: &[String]) -> Result<T, DirectiveError> {
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let did_you_mean = suggest(word.text, &refs).map(str::to_string);
    mistake(word, Mistake::UnknownGame { name: word.text.to_string(), did_you_mean, expected: names.to_vec() })
}

/// The closest of `candidates` to `word`, if one is close enough to be a likely typo.
pub fn suggest<'c>(word: &str, candidates: &[&'c str]) -> Option<&'c str> {
    candidates
        .iter()
        .map(|c| (strsim::damerau_levenshtein(word, c), *c))
        .filter(|&(d, c)| d <= 2.max(c.len() / 3))
        .min()
        .map(|(_, c)| c)
}
