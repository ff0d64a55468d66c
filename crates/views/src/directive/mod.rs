//! The one grammar for worked examples: the words after `nimbook example` in a terminal, the
//! body of an ```` ```example ```` block in a lesson, and the problems the exercise generator
//! writes are all parsed here, into a typed [`Request`].
//!
//! Words keep their byte offset in the text they came from, so that a lesson can report an
//! error at the exact line and column of the bad word.

pub mod certificate;
pub mod game;

pub use game::{Defined, parse_game, parse_game_position};
use nimbook_engine::catalogue::Game;
use nimbook_engine::rules::registry::{ArgKind, NumberMistake};
use nimbook_engine::{self, GameError, analysis, euler301, nim, xor};
use serde::Serialize;
use std::fmt;

/// One whitespace-separated word and where it starts in its source text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Word<'a> {
    /// The word.
    pub text: &'a str,
    /// Byte offset of its first character in the text it was split from.
    pub offset: usize,
}

/// Splits text into words at whitespace, remembering where each word starts.
pub fn split_words(text: &str) -> Vec<Word<'_>> {
    let mut words = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                words.push(Word { text: &text[s..i], offset: s });
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        words.push(Word { text: &text[s..], offset: s });
    }
    words
}

/// The words joined by single spaces: a block's words in one canonical line.
pub fn joined(words: &[Word<'_>]) -> String {
    words.iter().map(|w| w.text).collect::<Vec<_>>().join(" ")
}

/// Words from a command line (no offsets: each word's offset is its index).
pub fn words_from_args(args: &[String]) -> Vec<Word<'_>> {
    args.iter().enumerate().map(|(i, a)| Word { text: a, offset: i }).collect()
}

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

    /// The message a reader sees.
    pub fn message(&self) -> String {
        self.mistake.to_string()
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
            Mistake::Game(e) => e.fmt(f),
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

fn fail<T>(word: Option<&Word<'_>>, message: impl Into<String>) -> Result<T, DirectiveError> {
    Err(DirectiveError::new(word.map(|w| w.offset), message))
}

fn mistake<T>(word: &Word<'_>, mistake: Mistake) -> Result<T, DirectiveError> {
    Err(DirectiveError { mistake, offset: Some(word.offset) })
}

/// Parses a whole number, naming the thing it should be in the error.
pub fn parse_number(word: &Word<'_>, what: &str) -> Result<u64, DirectiveError> {
    // One reading of a number, the families' own: only the wording of `what` is ours.
    nimbook_engine::rules::registry::number(word.text, "").map_err(|kind| arg_error(word.offset, kind, what))
}

/// A family's refusal of the word at `at`, as a mistake of the directive; `what` names a number
/// where the caller names it better than the family.
pub fn arg_error(at: usize, kind: ArgKind, what: &str) -> DirectiveError {
    let mistake = match kind {
        ArgKind::Number { mistake, what: theirs, text } => {
            let what = if what.is_empty() { theirs.to_string() } else { what.to_string() };
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
        ArgKind::Invalid(why) => Mistake::Other(why),
    };
    DirectiveError { mistake, offset: Some(at) }
}

/// Parses a comma-separated list of whole numbers such as `1,3,4`; errors point at the bad one.
pub fn parse_list(word: &Word<'_>, what: &str) -> Result<Vec<u64>, DirectiveError> {
    let mut out = Vec::new();
    let mut offset = word.offset;
    for part in word.text.split(',') {
        out.push(parse_number(&Word { text: part, offset }, what)?);
        offset += part.len() + 1;
    }
    Ok(out)
}

/// A flag a directive accepts, and the name of its value if it takes one (the engine's type:
/// the families' flags are declared there).
pub use nimbook_engine::rules::registry::Flag;

/// Positional words and flags, split according to a list of accepted flags.
#[derive(Debug, Default)]
pub struct Parsed<'a> {
    /// The words that are not flags, in order.
    pub positional: Vec<Word<'a>>,
    /// The flags given, with their value word if they take one.
    pub flags: Vec<(&'static str, Word<'a>, Option<Word<'a>>)>,
}

impl<'a> Parsed<'a> {
    /// Whether a switch was given.
    pub fn has(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, _, _)| *n == name)
    }
    /// The value word of a flag, if given.
    pub fn value(&self, name: &str) -> Option<&Word<'a>> {
        self.flags.iter().find(|(n, _, _)| *n == name).and_then(|(_, _, v)| v.as_ref())
    }
    /// A numeric flag's value.
    pub fn number(&self, name: &str, what: &str) -> Result<Option<u64>, DirectiveError> {
        self.value(name).map(|w| parse_number(w, what)).transpose()
    }
}

/// Splits `words` into positionals and the flags in `accepted`; `usage` ends error messages.
pub fn split_flags<'a>(words: &[Word<'a>], accepted: &[Flag], context: &str) -> Result<Parsed<'a>, DirectiveError> {
    let mut parsed = Parsed::default();
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        let is_flag = w.text.starts_with("--")
            || (w.text.starts_with('-') && !w.text[1..].starts_with(|c: char| c.is_ascii_digit()));
        if !is_flag {
            parsed.positional.push(w);
            i += 1;
            continue;
        }
        let (name, inline) = match w.text.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (w.text, None),
        };
        let Some(spec) = accepted.iter().find(|s| s.name == name) else {
            let names: Vec<&str> = accepted.iter().map(|s| s.name).collect();
            return mistake(
                &w,
                Mistake::UnknownOption {
                    name: name.to_string(),
                    context: context.to_string(),
                    did_you_mean: suggest(name, &names).map(str::to_string),
                    expected: names.iter().map(|s| s.to_string()).collect(),
                },
            );
        };
        if parsed.has(spec.name) {
            return fail(Some(&w), format!("option {} is given twice", spec.name));
        }
        let value = match (spec.value, inline) {
            (None, None) => None,
            (None, Some(_)) => return fail(Some(&w), format!("option {} takes no value", spec.name)),
            (Some(_), Some(v)) => Some(Word { text: v, offset: w.offset + name.len() + 1 }),
            (Some(what), None) => {
                i += 1;
                match words.get(i) {
                    Some(v) => Some(*v),
                    None => return fail(Some(&w), format!("option {} needs a value: {what}", spec.name)),
                }
            }
        };
        parsed.flags.push((spec.name, w, value));
        i += 1;
    }
    Ok(parsed)
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

/// The calculations `example` accepts besides the games, with a sample of each.
pub const CALCULATIONS: [(&str, &str); 4] = [
    ("xor-range", "xor-range 1 100"),
    ("euler301", "euler301 30"),
    ("theorem1", "theorem1 8 12 13"),
    ("theorem2", "theorem2 1 2 3"),
];

/// A calculation about Nim that is not a game to play: Theorem 1's construction, Theorem 2's
/// table, the XOR of a range, Project Euler 301.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Calculation {
    /// The steps of Theorem 1 on some heaps.
    Theorem1 {
        /// The heaps (nim-sum not 0).
        heaps: Vec<u64>,
    },
    /// Every move from a zero position (Theorem 2).
    Theorem2 {
        /// The heaps (nim-sum 0).
        heaps: Vec<u64>,
    },
    /// XOR of a range.
    XorRange {
        /// Start.
        a: u64,
        /// End.
        b: u64,
    },
    /// Project Euler 301.
    Euler301 {
        /// Bound 2^bits.
        bits: u32,
    },
}

/// A worked-example request, checked and typed: a game at a position, or a calculation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// Any game (Nim, the Bash game, Wythoff's game, the catalogue's, a lesson's own) at a
    /// position.
    Game {
        /// The rules.
        game: Game,
        /// The position: heaps, or a tuple.
        heaps: Vec<u64>,
    },
    /// A calculation.
    Calc(Calculation),
}

impl Calculation {
    /// The calculation's name (and the name of its partial).
    pub fn kind(&self) -> &'static str {
        match self {
            Calculation::Theorem1 { .. } => "theorem1",
            Calculation::Theorem2 { .. } => "theorem2",
            Calculation::XorRange { .. } => "xor-range",
            Calculation::Euler301 { .. } => "euler301",
        }
    }

    /// The heaps a calculation is about, for Theorems 1 and 2 (Nim positions).
    pub fn heaps(&self) -> Option<&[u64]> {
        match self {
            Calculation::Theorem1 { heaps } | Calculation::Theorem2 { heaps } => Some(heaps),
            _ => None,
        }
    }

    /// The words that produce this calculation.
    pub fn to_words(&self) -> String {
        let list = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        match self {
            Calculation::Theorem1 { heaps } => format!("theorem1 {}", list(heaps)),
            Calculation::Theorem2 { heaps } => format!("theorem2 {}", list(heaps)),
            Calculation::XorRange { a, b } => format!("xor-range {a} {b}"),
            Calculation::Euler301 { bits } => format!("euler301 {bits}"),
        }
    }
}

impl Request {
    /// The kind of example the request computes (the name of its partial): `game`, or the
    /// calculation's name.
    pub fn kind(&self) -> &'static str {
        match self {
            Request::Game { .. } => "game",
            Request::Calc(c) => c.kind(),
        }
    }

    /// The game and position a request is about: its game, or Nim for Theorems 1 and 2 (`None`
    /// for the other calculations). Every view (charts, the play widget) converts through here.
    pub fn game_at(&self) -> Option<(Game, Vec<u64>)> {
        match self {
            Request::Game { game, heaps } => Some((game.clone(), heaps.clone())),
            Request::Calc(c) => c
                .heaps()
                .map(|heaps| (Game::heaps("nim", nimbook_engine::rules::HeapRule::take(None), false), heaps.to_vec())),
        }
    }

    /// Whether the player to move wins, for games; `None` for calculations (and for positions
    /// too large to decide).
    pub fn first_player_wins(&self) -> Option<bool> {
        let Request::Game { game, heaps } = self else { return None };
        let largest = heaps.iter().copied().max().unwrap_or(0);
        analysis::Solver::new(game, largest).and_then(|mut s| s.wins(heaps)).ok()
    }

    /// The words that produce this request (a problem a teacher can paste into a lesson).
    pub fn to_words(&self) -> String {
        match self {
            Request::Game { game, heaps } => game.words(heaps),
            Request::Calc(c) => c.to_words(),
        }
    }
}

fn exactly<'a>(
    parsed: &Parsed<'a>,
    game: &str,
    names: &[&str],
    sample: &str,
    end: Option<&Word<'a>>,
) -> Result<Vec<Word<'a>>, DirectiveError> {
    let p = &parsed.positional;
    if p.len() < names.len() {
        let missing = names[p.len()];
        return fail(
            p.last().or(end),
            format!("{game} needs {}; the {missing} is missing (e.g. \"{sample}\")", names.join(" and ")),
        );
    }
    if p.len() > names.len() {
        let extra = &p[names.len()];
        return fail(
            Some(extra),
            format!("unexpected \"{}\": {game} takes exactly {} ({})", extra.text, names.join(" and "), sample),
        );
    }
    Ok(p.clone())
}

/// Parses the words of a worked example (`nim 8 12 13`, `bash 23 2`, `kayles 5 7`, …).
pub fn parse_example(words: &[Word<'_>]) -> Result<Request, DirectiveError> {
    parse_example_in(words, &Defined::new())
}

/// A sample of each game and calculation `example` knows without a site (the explorer page
/// offers them): its name and its words.
pub fn samples() -> Vec<(&'static str, &'static str)> {
    let mut out: Vec<(&str, &str)> = nimbook_engine::rules::registry::names().map(|n| (n.word, n.sample)).collect();
    out.extend(CALCULATIONS);
    out
}

/// Every name `example` accepts, with the games a lesson defined.
pub fn example_names(defined: &Defined) -> Vec<String> {
    let mut names = game::game_names(defined);
    names.extend(CALCULATIONS.iter().map(|g| g.0.to_string()));
    names
}

/// Parses the words of a worked example, knowing the games a lesson defined.
pub fn parse_example_in(words: &[Word<'_>], defined: &Defined) -> Result<Request, DirectiveError> {
    let Some((first, rest)) = words.split_first() else {
        return fail(None, format!("no game named; expected one of {}", example_names(defined).join(", ")));
    };
    let sample = |name: &str| CALCULATIONS.iter().find(|g| g.0 == name).map_or("", |g| g.1);
    let name = first.text;
    let end = words.last();
    let calculation = match name {
        "theorem1" | "theorem2" => {
            let parsed = split_flags(rest, &[], name)?;
            if parsed.positional.is_empty() {
                return fail(Some(first), format!("{name} needs at least one heap size (e.g. \"{}\")", sample(name)));
            }
            let heaps =
                parsed.positional.iter().map(|w| parse_number(w, "heap size")).collect::<Result<Vec<_>, _>>()?;
            if heaps.len() > nimbook_engine::limits::MAX_HEAPS {
                return fail(
                    Some(&parsed.positional[nimbook_engine::limits::MAX_HEAPS]),
                    format!("too many heaps: at most {} are allowed", nimbook_engine::limits::MAX_HEAPS),
                );
            }
            if name == "theorem1" { Calculation::Theorem1 { heaps } } else { Calculation::Theorem2 { heaps } }
        }
        "xor-range" => {
            let parsed = split_flags(rest, &[], name)?;
            let p = exactly(&parsed, name, &["start A", "end B"], sample(name), end)?;
            let a = parse_number(&p[0], "range start")?;
            let b = parse_number(&p[1], "range end")?;
            if a > b {
                return fail(
                    Some(&p[1]),
                    format!("range end {b} is smaller than range start {a}; write the smaller number first"),
                );
            }
            Calculation::XorRange { a, b }
        }
        "euler301" => {
            let parsed = split_flags(rest, &[], name)?;
            let p = exactly(&parsed, name, &["number of bits"], sample(name), end)?;
            let bits = parse_number(&p[0], "number of bits")?;
            if bits > u64::from(euler301::MAX_BITS) {
                return fail(
                    Some(&p[0]),
                    format!(
                        "number of bits \"{bits}\" is too large: at most {} (so that 2^bits fits in 64 bits)",
                        euler301::MAX_BITS
                    ),
                );
            }
            Calculation::Euler301 { bits: bits as u32 }
        }
        _ => {
            if !game::game_names(defined).iter().any(|n| n == name) {
                return unknown_game(first, &example_names(defined));
            }
            let (game, heaps) = parse_game_position(words, defined)?;
            return Ok(Request::Game { game, heaps });
        }
    };
    Ok(Request::Calc(calculation))
}

/// A computed worked example: plain data for templates, JSON and terminal text. Every example
/// serialises with a `game` key naming its game.
#[derive(Debug, Clone)]
#[allow(clippy::large_enum_variant)] // built once per block and read in place: boxing buys nothing
pub enum Example {
    /// Theorem 1's construction.
    Theorem1(nim::Theorem1),
    /// Theorem 2's table.
    Theorem2(nim::Theorem2),
    /// XOR of a range.
    XorRange(xor::XorRangeExample),
    /// Project Euler 301.
    Euler301(euler301::Euler301Example),
    /// Any game, by the one model.
    Game(analysis::GameExample),
}

/// The calculations, tagged with their name under `game`, as every example is.
#[derive(Serialize)]
#[serde(tag = "game", rename_all = "kebab-case")]
enum Tagged<'a> {
    Theorem1(&'a nim::Theorem1),
    Theorem2(&'a nim::Theorem2),
    XorRange(&'a xor::XorRangeExample),
    #[serde(rename = "euler301")]
    Euler301(&'a euler301::Euler301Example),
}

impl Serialize for Example {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Example::Theorem1(e) => Tagged::Theorem1(e).serialize(s),
            Example::Theorem2(e) => Tagged::Theorem2(e).serialize(s),
            Example::XorRange(e) => Tagged::XorRange(e).serialize(s),
            Example::Euler301(e) => Tagged::Euler301(e).serialize(s),
            Example::Game(e) => e.serialize(s),
        }
    }
}

impl Example {
    /// The name of the partial that shows it: `game`, or the calculation's name.
    pub fn kind(&self) -> &'static str {
        match self {
            Example::Theorem1(_) => "theorem1",
            Example::Theorem2(_) => "theorem2",
            Example::XorRange(_) => "xor-range",
            Example::Euler301(_) => "euler301",
            Example::Game(_) => "game",
        }
    }
}

/// Runs the engine for a request.
pub fn compute(request: &Request) -> Result<Example, GameError> {
    // One request of the engine: a teacher's rule spends here what it would spend alone.
    nimbook_engine::script::metered(|| compute_alone(request))
}

fn compute_alone(request: &Request) -> Result<Example, GameError> {
    let calculation = match request {
        Request::Game { game, heaps } => return Ok(Example::Game(analysis::example(game, heaps)?)),
        Request::Calc(c) => c,
    };
    Ok(match calculation {
        Calculation::Theorem1 { heaps } => {
            nim::validate(heaps, nim::NimRules::default())?;
            Example::Theorem1(nim::theorem1(heaps).ok_or_else(|| {
                GameError::invalid("Theorem 1 starts from a non-zero nim-sum, but these heaps have nim-sum 0; pick heaps such as 8 12 13")
            })?)
        }
        Calculation::Theorem2 { heaps } => Example::Theorem2(nim::theorem2(heaps)?),
        Calculation::XorRange { a, b } => Example::XorRange(
            xor::xor_range_example(*a, *b)
                .ok_or_else(|| GameError::invalid(format!("range end {b} is smaller than range start {a}")))?,
        ),
        Calculation::Euler301 { bits } => Example::Euler301(euler301::example(*bits)?),
    })
}

/// Parses and computes in one step, for callers that only have text.
pub fn example_from_text(text: &str) -> Result<Example, DirectiveError> {
    let request = parse_example(&split_words(text))?;
    Ok(compute(&request)?)
}

/// Re-exported so callers need one import for the whole grammar.
pub use nimbook_engine::GameError as EngineError;

#[cfg(test)]
mod tests {
    #[test]
    fn every_built_in_name_has_a_sample_that_computes() {
        let names = super::example_names(&super::Defined::new());
        let samples = super::samples();
        assert_eq!(samples.iter().map(|s| s.0.to_string()).collect::<Vec<_>>(), names);
        for (name, words) in samples {
            assert!(words.starts_with(name), "{words}");
            let request = super::parse_example(&super::split_words(words)).unwrap();
            super::compute(&request).unwrap_or_else(|e| panic!("{words}: {e}"));
        }
    }

    use super::*;

    fn parse(s: &str) -> Result<Request, DirectiveError> {
        parse_example(&split_words(s))
    }

    #[test]
    fn words_keep_offsets() {
        let w = split_words("  nim 8\t12\n13 ");
        assert_eq!(
            w.iter().map(|w| (w.text, w.offset)).collect::<Vec<_>>(),
            vec![("nim", 2), ("8", 6), ("12", 8), ("13", 11)]
        );
    }

    #[test]
    fn good_requests_round_trip() {
        for s in [
            "nim 8 12 13",
            "nim 3 4 5 --misere",
            "nim 3 4 5 --max-take 3",
            "nim 3 4 5 --misere --max-take 2",
            "bash 23 2",
            "bash 23 2 --misere",
            "wythoff 4 7",
            "xor-range 1 100",
            "euler301 30",
            "theorem1 8 12 13",
            "theorem2 1 2 3",
            "subtraction 20 --set 1,3,4",
            "kayles 5 7 --misere",
        ] {
            assert_eq!(parse(s).unwrap().to_words(), s);
        }
        assert_eq!(parse("nim 1 --max-take=3").unwrap().to_words(), "nim 1 --max-take 3");
    }

    #[test]
    fn bad_requests_name_the_word() {
        let e = parse("nim 8 twelve").unwrap_err();
        assert_eq!(e.message(), "heap size \"twelve\" is not a whole number");
        assert_eq!(e.offset, Some(6));
        let e = parse("nim 8 -3").unwrap_err();
        assert!(e.message().contains("\"-3\" is negative"), "{}", e.message());
        let e = parse("nim 99999999999999999999").unwrap_err();
        assert!(e.message().contains("too large"), "{}", e.message());
        let e = parse("bash 10 0").unwrap_err();
        assert!(e.message().contains("\"0\" must be at least 1"), "{}", e.message());
        assert_eq!(e.offset, Some(8));
        let e = parse("nimm 1 2").unwrap_err();
        assert!(e.message().contains("unknown game \"nimm\" (did you mean \"nim\"?)"), "{}", e.message());
        let e = parse("nim 1 2 --misère").unwrap_err();
        assert!(
            e.message().contains("unknown option \"--misère\" for nim (did you mean --misere?)"),
            "{}",
            e.message()
        );
        let e = parse("bash 10").unwrap_err();
        assert!(e.message().contains("most per move M is missing"), "{}", e.message());
        let e = parse("wythoff 1 2 3").unwrap_err();
        assert!(e.message().contains("exactly two piles"), "{}", e.message());
        assert_eq!(e.offset, Some(12));
        let e = parse("xor-range 5 4").unwrap_err();
        assert!(e.message().contains("smaller than range start"), "{}", e.message());
        let e = parse("nim 1 --max-take").unwrap_err();
        assert!(e.message().contains("needs a value"), "{}", e.message());
        let e = parse("subtraction 5 --set 1,x").unwrap_err();
        assert_eq!(e.offset, Some(22));
        assert!(parse("").is_err());
        assert!(parse("euler301 64").is_err());
    }

    #[test]
    fn compute_refuses_what_the_engine_cannot_show() {
        assert!(compute(&parse("theorem1 1 2 3").unwrap()).is_err());
        assert!(compute(&parse("theorem2 8 12 13").unwrap()).is_err());
        // 8 xor 12 xor 13 = 9: the first player wins, by taking 7 from the heap of 8.
        let Ok(Example::Game(ex)) = compute(&parse("nim 8 12 13").unwrap()) else { panic!("nim 8 12 13 is a game") };
        assert!(ex.first_player_wins);
        assert_eq!(ex.winning_moves[0].position, [1, 12, 13]);
    }
}
