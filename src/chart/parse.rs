//! The words of a ```` ```chart ```` block → a [`ChartRequest`], with the shared grammar of
//! [`crate::directive`]: `split_flags` for the options, `parse_number` for values and `suggest`
//! for typos. Every error carries the offset of the word it is about; errors about a missing
//! option point at the chart kind.

use super::subject::{self, Alias, GameChart};
use super::{ChartKind, ChartRequest, MAX_CHART_BITS, MAX_GRID, MAX_HEAT, MAX_STRIP, Mark};
use crate::directive::{Defined, DirectiveError, Flag, Parsed, Word, parse_list, parse_number, split_flags, suggest};
use crate::games::catalogue::Game;
use crate::games::fact::{Arg, Fact};
use crate::games::rules::HeapRule;
use crate::message::Message;

/// The chart kinds, each with a sample block: the three general ones first, then the older
/// words (`nim2`, `bounded`, `grundy` and `subtraction` are instances of the general ones).
pub(crate) const KINDS: [(&str, &str); 13] = [
    ("sequence", "sequence --game kayles --size 80"),
    ("pn-strip", "pn-strip --game \"subtraction --set 1,2\" --size 20"),
    ("p-positions", "p-positions --game \"octal 0.77\" --size 20"),
    ("grundy-map", "grundy-map --game lasker --size 16"),
    ("wythoff", "wythoff --size 20"),
    ("nim2", "nim2 --size 15"),
    ("nim3", "nim3 --size 15 --z 5"),
    ("bash", "bash --n 30 --m 5"),
    ("bounded", "bounded --size 20 --max-take 3"),
    ("xor-upto", "xor-upto --size 40"),
    ("euler301", "euler301 --bits 8"),
    ("grundy", "grundy --set 1,3,4 --size 20"),
    ("subtraction", "subtraction --set 1,3,4 --size 30"),
];

// A flag's value is the id of its description (`chart-flag-…`, terminal-charts.ftl).
const HIGHLIGHT: Flag = Flag { name: "--highlight", value: Some("chart-flag-highlight") };
const AT: Flag = Flag { name: "--at", value: Some("chart-flag-at") };
const SIZE: Flag = Flag { name: "--size", value: Some("chart-flag-size") };
const COMPARE: Flag = Flag { name: "--compare-normal", value: None };
const AXES: Flag = Flag { name: "--axes", value: Some("chart-flag-axes") };
const UNIT: Flag = Flag { name: "--unit", value: None };
const COMPARE_SJ: Flag = Flag { name: "--compare-sj", value: None };
const RAYS: Flag = Flag { name: "--rays", value: None };

fn fail<T>(word: Option<&Word<'_>>, message: Message) -> Result<T, DirectiveError> {
    Err(DirectiveError::new(word.map(|w| w.offset), message))
}

/// A mistake that names a game (its title, a fact worded in the reader's language) or lists
/// names: the `chart-…` message `id` with `args`, at `word`.
fn fail_fact<T>(
    word: Option<&Word<'_>>,
    id: &'static str,
    args: impl IntoIterator<Item = (&'static str, Arg)>,
) -> Result<T, DirectiveError> {
    Err(DirectiveError { mistake: crate::directive::words(id, args), offset: word.map(|w| w.offset) })
}

/// How a mistake about a flag names a chart ("a wythoff chart").
fn context(kind: &str) -> Arg {
    Arg::Fact(Box::new(Fact::new("chart-option-context", [("kind", Arg::from(kind))])))
}

/// A game's title, worded where the mistake is shown.
pub(crate) fn title(game: &Game) -> Arg {
    Arg::Fact(Box::new(game.title()))
}

/// The chart kinds, as a list.
fn kind_list(names: &[&str]) -> Arg {
    Arg::Joined { joined: "mistake-list-separator", items: names.iter().map(|&n| Arg::from(n)).collect() }
}

/// The options one kind accepts, besides `--highlight` and `--at`.
fn kind_flags(kind: &str) -> Vec<Flag> {
    let own: &[Flag] = match kind {
        "xor-upto" => &[SIZE],
        "wythoff" => &[SIZE, RAYS],
        "nim2" => &[SIZE, Flag { name: "--misere", value: None }, COMPARE],
        "nim3" => &[SIZE, Flag { name: "--z", value: Some("chart-flag-z") }, RAYS],
        "bash" => {
            &[Flag { name: "--n", value: Some("chart-flag-n") }, Flag { name: "--m", value: Some("chart-flag-m") }]
        }
        "bounded" => &[SIZE, Flag { name: "--max-take", value: Some("flag-value-max-take") }],
        "euler301" => &[Flag { name: "--bits", value: Some("chart-flag-bits") }],
        _ => &[crate::games::rules::SET_FLAG, SIZE],
    };
    own.iter().copied().chain([HIGHLIGHT, AT]).collect()
}

/// The checked options of one block, with the words they came from.
struct Options<'p, 'a> {
    parsed: &'p Parsed<'a>,
    kind: &'a Word<'a>,
    sample: &'static str,
}

impl Options<'_, '_> {
    /// A whole-number option that must be given, within `min..=max`; `what` is the letter
    /// that stands for its value, `why` says why `max` is the limit.
    fn required(&self, name: &str, what: &str, min: u64, max: u64, why: Message) -> Result<u64, DirectiveError> {
        let Some(word) = self.parsed.value(name) else {
            return fail(
                Some(self.kind),
                crate::message!(
                    "chart-needs-option",
                    kind = self.kind.text,
                    option = name,
                    value = what,
                    sample = self.sample
                ),
            );
        };
        let value = parse_number(word, name)?;
        if value < min {
            return fail(Some(word), crate::message!("chart-option-at-least", option = name, value = value, min = min));
        }
        if value > max {
            return fail(
                Some(word),
                crate::message!("chart-option-too-large", option = name, value = value, max = max, why = why),
            );
        }
        Ok(value)
    }

    /// The subtraction set of `--set`, which must be given.
    fn set(&self) -> Result<crate::games::rules::SubtractionSet, DirectiveError> {
        let Some(word) = self.parsed.value("--set") else {
            return fail(
                Some(self.kind),
                crate::message!("chart-needs-set", kind = self.kind.text, sample = self.sample),
            );
        };
        // The families' one reading of a set (amounts, or a named infinite set).
        crate::games::rules::parse_set(word.offset, word.text)
            .map_err(|e| crate::views::directive::arg_error(e.at, e.kind, None))
    }
}

/// A general chart: `KIND [--game] GAME… --size N [--highlight NAME | --at POSITION]`.
fn parse_general(
    first: &Word<'_>,
    rest: &[Word<'_>],
    sample: &'static str,
    defined: &Defined,
) -> Result<ChartRequest, DirectiveError> {
    let (own, game_words) = subject::split(rest)?;
    let switches: &[Flag] = match first.text {
        "p-positions" => &[COMPARE, COMPARE_SJ, AXES],
        "grundy-map" => &[AXES],
        "sequence" => &[UNIT],
        _ => &[],
    };
    let accepted: Vec<Flag> = [SIZE, HIGHLIGHT, AT].into_iter().chain(switches.iter().copied()).collect();
    let parsed = split_flags(&own, &accepted, context(first.text))?;
    let opts = Options { parsed: &parsed, kind: first, sample };
    let game = subject::parse(&game_words, defined)?;
    if game.is_none() && parsed.value("--highlight").is_none() {
        return fail(Some(first), crate::message!("chart-needs-game", kind = first.text, sample = sample));
    }
    let (max, why, kind): (u64, Message, fn(GameChart) -> ChartKind) = match first.text {
        "sequence" => (MAX_STRIP, crate::message!("chart-why-strip"), ChartKind::Sequence),
        "pn-strip" => (MAX_STRIP, crate::message!("chart-why-strip"), ChartKind::PnStrip),
        "p-positions" => (MAX_GRID, crate::message!("chart-why-grid"), ChartKind::PPositions),
        _ => (MAX_HEAT, crate::message!("chart-why-heat"), ChartKind::GrundyMap),
    };
    let size = opts.required("--size", "N", 1, max, why)?;
    let compare_normal = parsed.has("--compare-normal");
    if let Some(g) = game.as_ref().filter(|g| compare_normal && !g.misere) {
        return fail_fact(Some(first), "chart-compare-normal-game", [("game", title(g))]);
    }
    let axes = parsed.value("--axes").map(super::axes::parse).transpose()?;
    if let (Some(a), Some(g)) = (axes, game.as_ref()) {
        super::axes::check_game(a, g)?;
    }
    let unit = parsed.has("--unit");
    if let Some(g) = game
        .as_ref()
        .filter(|g| unit && !matches!(&g.shape, crate::games::catalogue::Shape::Whole(r) if r.script().is_some()))
    {
        let id = if g.heap_rule().is_some() { "chart-unit-heaps" } else { "chart-unit-piles" };
        return fail_fact(Some(first), id, [("game", title(g))]);
    }
    let compare_sj = parsed.has("--compare-sj");
    if let Some(g) = game.as_ref().filter(|g| compare_sj && (!g.misere || g.heap_rule().is_none())) {
        let id = if g.heap_rule().is_none() { "chart-compare-sj-not-heaps" } else { "chart-compare-sj-normal" };
        return fail_fact(Some(first), id, [("game", title(g))]);
    }
    if compare_sj && compare_normal {
        return fail(Some(first), crate::message!("chart-compare-both"));
    }
    let kind = kind(GameChart { game, size, alias: None, compare_normal, axes, unit, compare_sj });
    let mark = mark(&parsed, &kind)?;
    Ok(ChartRequest { kind, mark, offset: first.offset })
}

/// The highlight of a chart: `--highlight NAME` or `--at POSITION`, not both.
fn mark(parsed: &Parsed<'_>, kind: &ChartKind) -> Result<Option<Mark>, DirectiveError> {
    Ok(match (parsed.value("--highlight"), parsed.value("--at")) {
        (Some(_), Some(at)) => return fail(Some(at), crate::message!("chart-highlight-and-at")),
        (Some(name), None) => Some(Mark::Named { name: name.text.to_string(), offset: name.offset }),
        (None, Some(at)) => {
            let coords = parse_list(at, crate::directive::what("chart-what-at-coordinate"))?;
            super::highlight::check_at(kind, &coords, at)?;
            Some(Mark::At { coords, offset: at.offset })
        }
        (None, None) => None,
    })
}

/// A heap game of the model, for the older chart words.
fn heaps(name: &str, rule: HeapRule, misere: bool) -> Option<Game> {
    Some(Game::heaps(name, rule, misere))
}

/// Parses the words of a chart block.
pub(crate) fn parse(words: &[Word<'_>], defined: &Defined) -> Result<ChartRequest, DirectiveError> {
    let names: Vec<&str> = KINDS.iter().map(|k| k.0).collect();
    let Some((first, rest)) = words.split_first() else {
        return fail_fact(None, "chart-empty", [("kinds", kind_list(&names))]);
    };
    let Some(&(_, sample)) = KINDS.iter().find(|k| k.0 == first.text) else {
        let hint = match suggest(first.text, &names) {
            Some(s) => Arg::Fact(Box::new(Fact::new("mistake-did-you-mean-name", [("word", Arg::from(s))]))),
            None => Arg::Text(String::new()),
        };
        return fail_fact(
            Some(first),
            "chart-unknown",
            [("name", Arg::from(first.text)), ("hint", hint), ("kinds", kind_list(&names))],
        );
    };
    if let Some(w) = rest.iter().find(|w| w.text == "--title" || w.text.starts_with("--title=")) {
        return fail(Some(w), crate::message!("chart-no-title"));
    }
    if ["sequence", "pn-strip", "p-positions", "grundy-map"].contains(&first.text) {
        return parse_general(first, rest, sample, defined);
    }
    let parsed = split_flags(rest, &kind_flags(first.text), context(first.text))?;
    if let Some(extra) = parsed.positional.first() {
        return fail(Some(extra), crate::message!("chart-only-options", word = extra.text, sample = sample));
    }
    let opts = Options { parsed: &parsed, kind: first, sample };
    let grid = || crate::message!("chart-why-grid");
    // `--max-take` of a bounded chart and `--set` of a subtraction chart may be left out when
    // the chart highlights a named example: the game is then the example's (see `game::resolve`).
    let named = parsed.value("--highlight").is_some();
    let general = |alias, game, max, why, kind: fn(GameChart) -> ChartKind| -> Result<ChartKind, DirectiveError> {
        let size = opts.required("--size", "N", 1, max, why)?;
        let compare_normal = parsed.has("--compare-normal");
        if compare_normal && !parsed.has("--misere") {
            return fail(Some(first), crate::message!("chart-compare-normal-needs-misere"));
        }
        Ok(kind(GameChart {
            game,
            size,
            alias: Some(alias),
            compare_normal,
            axes: None,
            unit: false,
            compare_sj: false,
        }))
    };
    let kind = match first.text {
        "wythoff" => {
            let rays = parsed.has("--rays");
            if rays && parsed.value("--highlight").is_none() && parsed.value("--at").is_none() {
                return fail(Some(first), crate::message!("chart-rays-wythoff"));
            }
            ChartKind::Wythoff { size: opts.required("--size", "N", 1, MAX_GRID, grid())?, rays }
        }
        "nim2" => {
            let game = heaps("nim", HeapRule::take(None), parsed.has("--misere"));
            general(Alias::Nim2, game, MAX_GRID, grid(), ChartKind::PPositions)?
        }
        "nim3" => {
            let rays = parsed.has("--rays");
            if rays && parsed.value("--highlight").is_none() && parsed.value("--at").is_none() {
                return fail(Some(first), crate::message!("chart-rays-nim3"));
            }
            let size = opts.required("--size", "N", 1, MAX_GRID, grid())?;
            ChartKind::Nim3 { size, z: parsed.number("--z", "--z")?, rays }
        }
        "bash" => ChartKind::Bash {
            n: opts.required("--n", "N", 1, MAX_GRID, grid())?,
            m: opts.required("--m", "M", 1, MAX_GRID, grid())?,
        },
        "bounded" => {
            let game = if named && parsed.value("--max-take").is_none() {
                None
            } else {
                // No number is larger than u64::MAX: the limit is never said.
                let k = opts.required("--max-take", "K", 1, u64::MAX, Message::Text(String::new()))?;
                heaps("nim", HeapRule::take(Some(k)), false)
            };
            general(Alias::Bounded, game, MAX_GRID, grid(), ChartKind::PPositions)?
        }
        "xor-upto" => {
            ChartKind::XorUpto { size: opts.required("--size", "N", 1, MAX_STRIP, crate::message!("chart-why-strip"))? }
        }
        "euler301" => {
            let why = crate::message!("chart-why-bits", bits = MAX_CHART_BITS, numbers = 1u64 << MAX_CHART_BITS);
            ChartKind::Euler301 { bits: opts.required("--bits", "B", 1, u64::from(MAX_CHART_BITS), why)? as u32 }
        }
        "grundy" | "subtraction" => {
            let game = if named && parsed.value("--set").is_none() {
                None
            } else {
                heaps("subtraction", HeapRule::subtraction(opts.set()?), false)
            };
            if first.text == "grundy" {
                general(Alias::Grundy, game, MAX_HEAT, crate::message!("chart-why-heat"), ChartKind::GrundyMap)?
            } else {
                general(Alias::Subtraction, game, MAX_STRIP, crate::message!("chart-why-strip"), ChartKind::Sequence)?
            }
        }
        other => unreachable!("{other} is in KINDS"),
    };
    let mark = mark(&parsed, &kind)?;
    if let ChartKind::Nim3 { z: None, .. } = kind {
        let has_z = match &mark {
            Some(Mark::Named { .. }) => true,
            Some(Mark::At { coords, .. }) => coords.len() == 3,
            None => false,
        };
        if !has_z {
            return fail(Some(first), crate::message!("chart-nim3-needs-z"));
        }
    }
    Ok(ChartRequest { kind, mark, offset: first.offset })
}
