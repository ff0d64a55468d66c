//! What can be wrong in a directive's words ([`Mistake`]), as data, and the error that places
//! it at a word ([`DirectiveError`]); a family's refusal of a word ([`arg_error`]) and the
//! "did you mean" of a misspelt name ([`suggest`]) become one here. The words of a mistake are
//! the `mistake-…` messages (`refusals.ftl`), in the language of the surface that shows it.

use super::lexer::Word;
use crate::i18n::Lang;
use crate::message::Message;
use nimbook_engine::GameError;
use nimbook_engine::fact::{Arg, Fact};
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

/// What is wrong in a directive's words, as data; [`DirectiveError::message_in`] words it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mistake {
    /// A mistake of the words: a `mistake-…` message and its arguments (a word that is not a
    /// number, an option given twice, a word too many …).
    Words(Fact),
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
        /// The directive: a game's name as written, or a chart (a `chart-option-context…`
        /// message; boxed, to keep the error small).
        context: Box<Arg>,
        /// The closest flag, when one is close enough to be a likely typo.
        did_you_mean: Option<String>,
        /// Every flag the directive takes.
        expected: Vec<String>,
    },
    /// The engine refused the request the words make.
    Game(GameError),
    /// A chart's mistake: a `chart-…` message of `terminal-charts.ftl` and its arguments, worded
    /// where it is shown, in the reader's language (a chart's mistake that names a game, whose
    /// title is a fact, or lists names is a [`Mistake::Words`] of the same file).
    Said(Message),
}

/// What a number is, for a mistake about it: the message `id` ("what-heap-size" …).
pub fn what(id: &'static str) -> Arg {
    Arg::Fact(Box::new(Fact::id(id)))
}

/// "(did you mean …?)" with the likely word, the message `id`; nothing without one.
fn hint(id: &'static str, word: Option<&str>) -> Arg {
    match word {
        Some(word) => Arg::Fact(Box::new(Fact::new(id, [("word", Arg::from(word))]))),
        None => Arg::Text(String::new()),
    }
}

/// " (e.g. "WORDS")" after a mistake, with a sample of the right words; nothing without one.
pub(crate) fn example(sample: Option<&str>) -> Arg {
    match sample.filter(|s| !s.is_empty()) {
        Some(words) => Arg::Fact(Box::new(Fact::new("mistake-for-example", [("words", Arg::from(words))]))),
        None => Arg::Text(String::new()),
    }
}

/// Names as a list ("a, b, c"), each as it is written.
pub(crate) fn list(items: &[String]) -> Arg {
    Arg::Joined { joined: "mistake-list-separator", items: items.iter().map(|s| Arg::from(s.as_str())).collect() }
}

/// A mistake of the words: the message `id` with its arguments.
pub fn words(id: &'static str, args: impl IntoIterator<Item = (&'static str, Arg)>) -> Mistake {
    Mistake::Words(Fact::new(id, args))
}

impl DirectiveError {
    /// A chart's mistake, a message worded where it is shown, about the word at `offset`.
    pub fn new(offset: Option<usize>, message: impl Into<Message>) -> Self {
        DirectiveError { mistake: Mistake::Said(message.into()), offset }
    }

    /// The message in English: a lesson's diagnostics.
    pub fn message(&self) -> String {
        self.message_in(crate::i18n::english())
    }

    /// The message in `lang`: the command line's `--lang` and the page's engine module, which
    /// answers in the page's language.
    pub fn message_in(&self, lang: Lang<'_>) -> String {
        let fact = match &self.mistake {
            Mistake::Words(fact) => fact.clone(),
            Mistake::UnknownGame { name, did_you_mean, expected } => Fact::new(
                "mistake-unknown-game",
                [
                    ("name", Arg::from(name.as_str())),
                    ("hint", hint("mistake-did-you-mean-name", did_you_mean.as_deref())),
                    ("expected", list(expected)),
                ],
            ),
            Mistake::UnknownOption { name, context, did_you_mean, expected } => Fact::new(
                "mistake-unknown-option",
                [
                    ("name", Arg::from(name.as_str())),
                    ("context", (**context).clone()),
                    ("hint", hint("mistake-did-you-mean-option", did_you_mean.as_deref())),
                    ("count", Arg::from(expected.len())),
                    ("expected", list(expected)),
                ],
            ),
            Mistake::Game(e) => return crate::facts::error(e, lang),
            Mistake::Said(message) => return message.in_lang(lang),
        };
        crate::facts::text(&fact, lang)
    }
}

impl fmt::Display for DirectiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for DirectiveError {}

impl From<GameError> for DirectiveError {
    fn from(e: GameError) -> Self {
        DirectiveError { mistake: Mistake::Game(e), offset: None }
    }
}

/// The mistake `id` with its arguments, at `word` (or the whole directive).
pub(crate) fn fail<T>(
    word: Option<&Word<'_>>,
    id: &'static str,
    args: impl IntoIterator<Item = (&'static str, Arg)>,
) -> Result<T, DirectiveError> {
    Err(DirectiveError { mistake: words(id, args), offset: word.map(|w| w.offset) })
}

pub(crate) fn mistake<T>(word: &Word<'_>, mistake: Mistake) -> Result<T, DirectiveError> {
    Err(DirectiveError { mistake, offset: Some(word.offset) })
}

/// A family's refusal of the word at `at`, as a mistake of the directive; `what` names a number
/// where the caller names it better than the family.
pub fn arg_error(at: usize, kind: ArgKind, what: Option<Arg>) -> DirectiveError {
    let mistake = match kind {
        ArgKind::Number { mistake, what: theirs, text } => {
            let what = what.unwrap_or_else(|| self::what(theirs));
            let id = match mistake {
                NumberMistake::NotANumber => "mistake-not-a-number",
                NumberMistake::Negative => "mistake-negative",
                NumberMistake::TooLarge => "mistake-number-too-large",
            };
            words(id, [("what", what), ("text", Arg::Text(text)), ("max", Arg::from(u64::MAX))])
        }
        ArgKind::Unknown { what, text, known } => words(
            "mistake-unknown-name",
            [
                ("what", self::what(what)),
                ("hint", hint("mistake-did-you-mean-name", suggest(&text, known))),
                ("text", Arg::Text(text)),
                (
                    "known",
                    Arg::Joined {
                        joined: "mistake-list-separator",
                        items: known.iter().map(|&k| Arg::from(k)).collect(),
                    },
                ),
            ],
        ),
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

/// The closest of `candidates` to `word`, if one is close enough to be a likely typo (the
/// engine's measure, which also names a rule's mistyped function).
pub use nimbook_engine::names::suggest;
