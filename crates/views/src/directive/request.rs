//! A worked-example request, checked and typed ([`Request`]): a game at a position, parsed by
//! the game grammar ([`super::game`]), or a calculation about Nim that is not a game.

use super::flags::{Parsed, parse_number, split_flags};
use super::game::{self, Defined, parse_game_position};
use super::lexer::Word;
use super::mistake::{DirectiveError, example, fail, list, unknown_game, what};
use nimbook_engine::catalogue::Game;
use nimbook_engine::fact::Arg;
use nimbook_engine::{analysis, euler301};

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

/// The positional words of a calculation that takes exactly the numbers `names` (`what-…`
/// messages); a word missing or one too many is a mistake naming them.
fn exactly<'a>(
    parsed: &Parsed<'a>,
    game: &str,
    names: &[&'static str],
    sample: &str,
    end: Option<&Word<'a>>,
) -> Result<Vec<Word<'a>>, DirectiveError> {
    let p = &parsed.positional;
    let needed = || Arg::Or { or: "mistake-and", items: names.iter().map(|&id| what(id)).collect() };
    if p.len() < names.len() {
        return fail(
            p.last().or(end),
            "mistake-word-missing",
            [
                ("game", Arg::from(game)),
                ("needed", needed()),
                ("missing", what(names[p.len()])),
                ("example", example(Some(sample))),
            ],
        );
    }
    if let Some(extra) = p.get(names.len()) {
        return fail(
            Some(extra),
            "mistake-word-extra",
            [
                ("word", Arg::from(extra.text)),
                ("game", Arg::from(game)),
                ("needed", needed()),
                ("sample", Arg::from(sample)),
            ],
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
        return fail(None, "mistake-no-game", [("expected", list(&example_names(defined)))]);
    };
    let sample = |name: &str| CALCULATIONS.iter().find(|g| g.0 == name).map_or("", |g| g.1);
    let name = first.text;
    let end = words.last();
    let calculation = match name {
        "theorem1" | "theorem2" => {
            let parsed = split_flags(rest, &[], name)?;
            if parsed.positional.is_empty() {
                return fail(
                    Some(first),
                    "mistake-needs-heap",
                    [("game", Arg::from(name)), ("example", example(Some(sample(name))))],
                );
            }
            let heaps = parsed
                .positional
                .iter()
                .map(|w| parse_number(w, what("what-heap-size")))
                .collect::<Result<Vec<_>, _>>()?;
            if heaps.len() > nimbook_engine::limits::MAX_HEAPS {
                return fail(
                    Some(&parsed.positional[nimbook_engine::limits::MAX_HEAPS]),
                    "refusal-too-many-heaps",
                    [("count", Arg::from(heaps.len())), ("limit", Arg::from(nimbook_engine::limits::MAX_HEAPS))],
                );
            }
            if name == "theorem1" { Calculation::Theorem1 { heaps } } else { Calculation::Theorem2 { heaps } }
        }
        "xor-range" => {
            let parsed = split_flags(rest, &[], name)?;
            let p = exactly(&parsed, name, &["what-range-start", "what-range-end"], sample(name), end)?;
            let a = parse_number(&p[0], what("what-range-start"))?;
            let b = parse_number(&p[1], what("what-range-end"))?;
            if a > b {
                return fail(Some(&p[1]), "mistake-range-backwards", [("start", Arg::from(a)), ("end", Arg::from(b))]);
            }
            Calculation::XorRange { a, b }
        }
        "euler301" => {
            let parsed = split_flags(rest, &[], name)?;
            let p = exactly(&parsed, name, &["what-bits"], sample(name), end)?;
            let bits = parse_number(&p[0], what("what-bits"))?;
            if bits > u64::from(euler301::MAX_EULER_BITS) {
                return fail(
                    Some(&p[0]),
                    "mistake-bits-too-large",
                    [("bits", Arg::from(bits)), ("limit", Arg::from(euler301::MAX_EULER_BITS))],
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
