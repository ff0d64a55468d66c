//! The words of a ```` ```chart ```` block → a [`ChartRequest`], with the shared grammar of
//! [`crate::directive`]: `split_flags` for the options, `parse_number` for values and `suggest`
//! for typos. Every error carries the offset of the word it is about; errors about a missing
//! option point at the chart kind.

use super::subject::{self, Alias, GameChart};
use super::{ChartKind, ChartRequest, MAX_CHART_BITS, MAX_GRID, MAX_HEAT, MAX_STRIP, Mark};
use crate::directive::{Defined, DirectiveError, Flag, Parsed, Word, parse_list, parse_number, split_flags, suggest};
use crate::games::catalogue::Game;
use crate::games::rules::HeapRule;

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

const HIGHLIGHT: Flag = Flag { name: "--highlight", value: Some("the name of an example on the page") };
const AT: Flag = Flag { name: "--at", value: Some("a position such as 4,7") };
const SIZE: Flag = Flag { name: "--size", value: Some("the largest heap shown, N") };
const COMPARE: Flag = Flag { name: "--compare-normal", value: None };
const AXES: Flag = Flag { name: "--axes", value: Some("the two entries drawn, across then up, e.g. 1,3") };
const UNIT: Flag = Flag { name: "--unit", value: None };
const COMPARE_SJ: Flag = Flag { name: "--compare-sj", value: None };
const RAYS: Flag = Flag { name: "--rays", value: None };

fn fail<T>(word: Option<&Word<'_>>, message: impl Into<String>) -> Result<T, DirectiveError> {
    Err(DirectiveError::new(word.map(|w| w.offset), message))
}

/// The options one kind accepts, besides `--highlight` and `--at`.
fn kind_flags(kind: &str) -> Vec<Flag> {
    let own: &[Flag] = match kind {
        "xor-upto" => &[SIZE],
        "wythoff" => &[SIZE, RAYS],
        "nim2" => &[SIZE, Flag { name: "--misere", value: None }, COMPARE],
        "nim3" => &[SIZE, Flag { name: "--z", value: Some("the fixed third heap, Z") }, RAYS],
        "bash" => &[
            Flag { name: "--n", value: Some("the largest heap shown, N") },
            Flag { name: "--m", value: Some("the largest limit per move shown, M") },
        ],
        "bounded" => &[SIZE, Flag { name: "--max-take", value: Some("the most a move may take, K") }],
        "euler301" => &[Flag { name: "--bits", value: Some("the number of bits B (n runs to 2^B)") }],
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
    /// A whole-number option that must be given, within `min..=max`.
    fn required(&self, name: &str, what: &str, min: u64, max: u64, why: &str) -> Result<u64, DirectiveError> {
        let Some(word) = self.parsed.value(name) else {
            return fail(
                Some(self.kind),
                format!("{} chart needs {name} {what} (e.g. \"{}\")", self.kind.text, self.sample),
            );
        };
        let value = parse_number(word, name)?;
        if value < min {
            return fail(Some(word), format!("{name} \"{value}\" must be at least {min}"));
        }
        if value > max {
            return fail(Some(word), format!("{name} {value} is too large: at most {max} {why}"));
        }
        Ok(value)
    }

    /// The subtraction set of `--set`, which must be given.
    fn set(&self) -> Result<crate::games::rules::SubtractionSet, DirectiveError> {
        let Some(word) = self.parsed.value("--set") else {
            return fail(
                Some(self.kind),
                format!(
                    "{} chart needs --set with the amounts a move may take (e.g. \"{}\")",
                    self.kind.text, self.sample
                ),
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
    let context = format!("a {} chart", first.text);
    let switches: &[Flag] = match first.text {
        "p-positions" => &[COMPARE, COMPARE_SJ, AXES],
        "grundy-map" => &[AXES],
        "sequence" => &[UNIT],
        _ => &[],
    };
    let accepted: Vec<Flag> = [SIZE, HIGHLIGHT, AT].into_iter().chain(switches.iter().copied()).collect();
    let parsed = split_flags(&own, &accepted, &context)?;
    let opts = Options { parsed: &parsed, kind: first, sample };
    let game = subject::parse(&game_words, defined)?;
    if game.is_none() && parsed.value("--highlight").is_none() {
        return fail(
            Some(first),
            format!(
                "a {} chart needs a game (e.g. \"{sample}\"), or --highlight NAME to chart the game of a named example",
                first.text
            ),
        );
    }
    let (max, why, kind): (u64, &str, fn(GameChart) -> ChartKind) = match first.text {
        "sequence" => (MAX_STRIP, "for a one-heap chart", ChartKind::Sequence),
        "pn-strip" => (MAX_STRIP, "for a one-heap chart", ChartKind::PnStrip),
        "p-positions" => (MAX_GRID, "for a grid chart", ChartKind::PPositions),
        _ => (MAX_HEAT, "for a heat map", ChartKind::GrundyMap),
    };
    let size = opts.required("--size", "N", 1, max, why)?;
    let compare_normal = parsed.has("--compare-normal");
    if let Some(g) = game.as_ref().filter(|g| compare_normal && !g.misere) {
        return fail(
            Some(first),
            format!(
                "--compare-normal marks where misère play differs from normal play, but {} is in normal play; add --misere",
                crate::views::facts::title(g, crate::views::i18n::english())
            ),
        );
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
        return fail(
            Some(first),
            format!(
                "--unit charts the value of one unit in each entry of a game on tuples (e.g. \"sequence --game                  mock-turtles --unit --size 10\"), but {} is played on {}; drop --unit",
                crate::views::facts::title(g, crate::views::i18n::english()),
                if g.heap_rule().is_some() { "heaps: its sequence is the values of one heap" } else { "two piles" }
            ),
        );
    }
    let compare_sj = parsed.has("--compare-sj");
    if let Some(g) = game.as_ref().filter(|g| compare_sj && (!g.misere || g.heap_rule().is_none())) {
        return fail(
            Some(first),
            format!(
                "--compare-sj marks where the SJ rule (from each heap's normal-play Grundy value) disagrees with the \
                 misère search, so it needs a heap game in misère play, but {} {}",
                crate::views::facts::title(g, crate::views::i18n::english()),
                if g.heap_rule().is_none() { "is not played on heaps" } else { "is in normal play; add --misere" }
            ),
        );
    }
    if compare_sj && compare_normal {
        return fail(Some(first), "give --compare-normal or --compare-sj, not both: a chart shades one comparison");
    }
    let kind = kind(GameChart { game, size, alias: None, compare_normal, axes, unit, compare_sj });
    let mark = mark(&parsed, &kind)?;
    Ok(ChartRequest { kind, mark, offset: first.offset })
}

/// The highlight of a chart: `--highlight NAME` or `--at POSITION`, not both.
fn mark(parsed: &Parsed<'_>, kind: &ChartKind) -> Result<Option<Mark>, DirectiveError> {
    Ok(match (parsed.value("--highlight"), parsed.value("--at")) {
        (Some(_), Some(at)) => return fail(Some(at), "give --highlight NAME or --at POSITION, not both"),
        (Some(name), None) => Some(Mark::Named { name: name.text.to_string(), offset: name.offset }),
        (None, Some(at)) => {
            let coords = parse_list(at, "--at coordinate")?;
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
        return fail(None, format!("the chart block is empty; name a chart: {}", names.join(", ")));
    };
    let Some(&(_, sample)) = KINDS.iter().find(|k| k.0 == first.text) else {
        let hint = suggest(first.text, &names).map(|s| format!(" (did you mean \"{s}\"?)")).unwrap_or_default();
        return fail(
            Some(first),
            format!("unknown chart \"{}\"{hint}; expected one of {}", first.text, names.join(", ")),
        );
    };
    if let Some(w) = rest.iter().find(|w| w.text == "--title" || w.text.starts_with("--title=")) {
        return fail(Some(w), "charts make their own title, axis labels and legend: remove --title");
    }
    if ["sequence", "pn-strip", "p-positions", "grundy-map"].contains(&first.text) {
        return parse_general(first, rest, sample, defined);
    }
    let context = format!("a {} chart", first.text);
    let parsed = split_flags(rest, &kind_flags(first.text), &context)?;
    if let Some(extra) = parsed.positional.first() {
        return fail(
            Some(extra),
            format!("unexpected \"{}\": a chart takes only options (e.g. \"{sample}\")", extra.text),
        );
    }
    let opts = Options { parsed: &parsed, kind: first, sample };
    let grid = "for a grid chart";
    // `--max-take` of a bounded chart and `--set` of a subtraction chart may be left out when
    // the chart highlights a named example: the game is then the example's (see `game::resolve`).
    let named = parsed.value("--highlight").is_some();
    let general = |alias, game, max, why, kind: fn(GameChart) -> ChartKind| -> Result<ChartKind, DirectiveError> {
        let size = opts.required("--size", "N", 1, max, why)?;
        let compare_normal = parsed.has("--compare-normal");
        if compare_normal && !parsed.has("--misere") {
            return fail(
                Some(first),
                "--compare-normal marks where misère play differs from normal play; add --misere",
            );
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
                return fail(
                    Some(first),
                    "--rays draws the queen's moves from a position: add --highlight NAME or --at X,Y",
                );
            }
            ChartKind::Wythoff { size: opts.required("--size", "N", 1, MAX_GRID, grid)?, rays }
        }
        "nim2" => {
            let game = heaps("nim", HeapRule::take(None), parsed.has("--misere"));
            general(Alias::Nim2, game, MAX_GRID, grid, ChartKind::PPositions)?
        }
        "nim3" => {
            let rays = parsed.has("--rays");
            if rays && parsed.value("--highlight").is_none() && parsed.value("--at").is_none() {
                return fail(
                    Some(first),
                    "--rays draws the moves in heaps x and y from a position: add --highlight NAME or --at X,Y,Z",
                );
            }
            let size = opts.required("--size", "N", 1, MAX_GRID, grid)?;
            ChartKind::Nim3 { size, z: parsed.number("--z", "--z")?, rays }
        }
        "bash" => ChartKind::Bash {
            n: opts.required("--n", "N", 1, MAX_GRID, grid)?,
            m: opts.required("--m", "M", 1, MAX_GRID, grid)?,
        },
        "bounded" => {
            let game = if named && parsed.value("--max-take").is_none() {
                None
            } else {
                let k = opts.required("--max-take", "K", 1, u64::MAX, "")?;
                heaps("nim", HeapRule::take(Some(k)), false)
            };
            general(Alias::Bounded, game, MAX_GRID, grid, ChartKind::PPositions)?
        }
        "xor-upto" => ChartKind::XorUpto { size: opts.required("--size", "N", 1, MAX_STRIP, "for a one-heap chart")? },
        "euler301" => ChartKind::Euler301 {
            bits: opts.required("--bits", "B", 1, u64::from(MAX_CHART_BITS), "(2^10 = 1024 numbers)")? as u32,
        },
        "grundy" | "subtraction" => {
            let game = if named && parsed.value("--set").is_none() {
                None
            } else {
                heaps("subtraction", HeapRule::subtraction(opts.set()?), false)
            };
            if first.text == "grundy" {
                general(Alias::Grundy, game, MAX_HEAT, "for a heat map", ChartKind::GrundyMap)?
            } else {
                general(Alias::Subtraction, game, MAX_STRIP, "for a one-heap chart", ChartKind::Sequence)?
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
            return fail(
                Some(first),
                "nim3 needs --z Z (the fixed third heap), or a highlight with three heaps (e.g. \"nim3 --size 15 --z 5\")",
            );
        }
    }
    Ok(ChartRequest { kind, mark, offset: first.offset })
}
