//! The game behind a general chart (`sequence`, `p-positions`, `grundy-map`): read from the
//! chart's own words with the shared game grammar ([`crate::directive::parse_game`], so a game a
//! lesson defines works too), or inherited from the example named by `--highlight`, for any game
//! of the model. The old per-game kinds (`subtraction`, `grundy`, `nim2`, `bounded`) are instances
//! of the general ones and only say which family an inherited game must belong to ([`Alias`]).

use super::highlight::{Highlight, Part};
use crate::directive::{Defined, DirectiveError, Mistake, Request, Word, parse_game};
use crate::games::catalogue::{Game, Shape};
use crate::games::fact::{Arg, Fact};
use crate::games::rules::Subtraction;
use crate::message::Message;

/// The options of a general chart: its game (`None`: taken from the highlighted example) and size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameChart {
    /// The game, when the chart names it.
    pub game: Option<Game>,
    /// The largest heap shown.
    pub size: u64,
    /// The older kind word this chart was written with, if any.
    pub alias: Option<Alias>,
    /// `--compare-normal` (p-positions of a misère game): mark where normal play differs.
    pub compare_normal: bool,
    /// `--axes I,J` (p-positions, grundy-map): the two entries drawn, the others held fixed.
    pub axes: Option<super::axes::AxesOption>,
    /// `--unit` (sequence of a game on tuples): the value of one unit in each entry, numbered as
    /// the game numbers them.
    pub unit: bool,
    /// `--compare-sj` (p-positions of a misère heap game): mark where the SJ rule's prediction,
    /// from the heaps' normal-play Grundy values, disagrees with the misère search.
    pub compare_sj: bool,
}

/// The older chart words that are instances of a general chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Alias {
    /// `subtraction --set S`: the sequence of a subtraction game.
    Subtraction,
    /// `grundy --set S`: the heat map of a subtraction game.
    Grundy,
    /// `nim2 [--misere]`: the P-positions of two-heap Nim.
    Nim2,
    /// `bounded --max-take K`: the P-positions of two-heap Nim with at most K per move.
    Bounded,
}

impl Alias {
    /// The word.
    pub fn name(self) -> &'static str {
        match self {
            Alias::Subtraction => "subtraction",
            Alias::Grundy => "grundy",
            Alias::Nim2 => "nim2",
            Alias::Bounded => "bounded",
        }
    }

    /// Whether an inherited game is of this chart's family; otherwise the mistake (a fact: it
    /// names the game), about the example `name`.
    fn accepts(self, game: &Game, name: &str) -> Result<(), Fact> {
        let rule = game.heap_rule();
        let take_limit = rule.and_then(|r| r.take_limit());
        let ok = match self {
            Alias::Subtraction | Alias::Grundy => rule.is_some_and(|r| r.family::<Subtraction>().is_some()),
            Alias::Nim2 => take_limit == Some(None),
            Alias::Bounded => matches!(take_limit, Some(Some(_))),
        };
        if ok {
            return Ok(());
        }
        let (option, general) = match self {
            Alias::Subtraction => ("chart-alias-give-set", "sequence"),
            Alias::Grundy => ("chart-alias-give-set", "grundy-map"),
            Alias::Nim2 => ("chart-alias-nim-example", "p-positions"),
            Alias::Bounded => ("chart-alias-give-max-take", "p-positions"),
        };
        Err(Fact::new(
            "chart-highlight-alias",
            [
                ("name", Arg::from(name)),
                ("game", super::parse::title(game)),
                ("kind", Arg::from(self.name())),
                ("option", Arg::Fact(Box::new(Fact::id(option)))),
                ("general", Arg::from(general)),
            ],
        ))
    }
}

/// Chart flags that take a value; everything else after the kind word names the game.
const CHART_FLAGS: [&str; 4] = ["--size", "--highlight", "--at", "--axes"];
/// Chart flags without a value.
const CHART_SWITCHES: [&str; 3] = ["--compare-normal", "--unit", "--compare-sj"];
/// The flags of the game grammar.
const GAME_FLAGS: [&str; 3] = ["--misere", "--set", "--max-take"];

/// Splits the words after a general chart's kind into the chart's own options and the game's
/// words (`--game` is optional, quotes around the game's words are dropped).
pub(crate) fn split<'a>(words: &[Word<'a>]) -> Result<(Vec<Word<'a>>, Vec<Word<'a>>), DirectiveError> {
    let (mut chart, mut game) = (Vec::new(), Vec::new());
    let unquoted: Vec<Word<'a>> = words
        .iter()
        .map(|w| {
            let (text, offset) = w.text.strip_prefix('"').map_or((w.text, w.offset), |t| (t, w.offset + 1));
            Word { text: text.strip_suffix('"').unwrap_or(text), offset }
        })
        .filter(|w| !w.text.is_empty())
        .collect();
    let words = &unquoted[..];
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        let name = w.text.split_once('=').map_or(w.text, |(n, _)| n);
        if CHART_SWITCHES.contains(&name) {
            chart.push(w);
        } else if CHART_FLAGS.contains(&name) {
            chart.push(w);
            if !w.text.contains('=')
                && let Some(v) = words.get(i + 1)
            {
                chart.push(*v);
                i += 1;
            }
        } else if name == "--game" {
            if let Some(v) = w.text.strip_prefix("--game=") {
                game.push(Word { text: v, offset: w.offset + 7 });
            }
        } else if w.text.starts_with("--") && !GAME_FLAGS.contains(&name) {
            let all: Vec<&str> =
                CHART_FLAGS.iter().chain(&CHART_SWITCHES).chain(&GAME_FLAGS).chain(&["--game"]).copied().collect();
            return Err(DirectiveError {
                mistake: crate::directive::Mistake::UnknownOption {
                    name: name.to_string(),
                    context: Box::new(Arg::Fact(Box::new(Fact::id("chart-option-context-any")))),
                    did_you_mean: crate::directive::suggest(name, &all).map(str::to_string),
                    expected: all.iter().map(|s| s.to_string()).collect(),
                },
                offset: Some(w.offset),
            });
        } else {
            game.push(w);
        }
        i += 1;
    }
    Ok((chart, game))
}

/// Parses the game's words of a chart (`None` when there are none).
pub(crate) fn parse(words: &[Word<'_>], defined: &Defined) -> Result<Option<Game>, DirectiveError> {
    if words.is_empty() { Ok(None) } else { parse_game(words, defined).map(Some) }
}

/// The game and the position of an example, for every example that is a game; otherwise the
/// mistake about `--highlight NAME`.
pub(crate) fn of_example(example: &Request, name: &str) -> Result<(Game, Vec<u64>), Message> {
    example.game_at().ok_or_else(|| crate::message!("chart-highlight-not-a-game", name = name, kind = example.kind()))
}

/// How many coordinates a chart kind shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Axes {
    /// One heap.
    One,
    /// Two heaps (or piles).
    Two,
}

/// The chart's game, and the highlight taken from the example named by `--highlight`.
pub(crate) fn resolve(
    chart: &GameChart,
    named: Option<(&str, usize, &Request)>,
    axes: Axes,
) -> Result<(Game, Option<Highlight>), DirectiveError> {
    let Some((name, offset, example)) = named else {
        let game = chart
            .game
            .clone()
            .ok_or_else(|| DirectiveError::new(None, crate::message!("chart-needs-game-or-highlight")))?;
        return Ok((game, None));
    };
    let fail = |m: Message| DirectiveError::new(Some(offset), m);
    let fail_fact = |fact: Fact| DirectiveError { mistake: Mistake::Words(fact), offset: Some(offset) };
    let (game, position) = of_example(example, name).map_err(fail)?;
    match &chart.game {
        Some(own) if own != &game => {
            let args = [
                ("name", Arg::from(name)),
                ("example", super::parse::title(&game)),
                ("chart", super::parse::title(own)),
            ];
            return Err(fail_fact(Fact::new("chart-highlight-other-game", args)));
        }
        Some(_) => {}
        None => {
            if let Some(alias) = chart.alias {
                alias.accepts(&game, name).map_err(fail_fact)?;
            }
        }
    }
    let heap_game = matches!(game.shape, Shape::Heaps(_));
    if let (Axes::Two, Some(a)) = (axes, chart.axes) {
        super::axes::check_game(a, &game)?;
        let mut whole = position.clone();
        if heap_game && whole.len() < a.needs() {
            whole.resize(a.needs(), 0);
        }
        super::axes::check_position(a, &whole, crate::message!("chart-what-highlighted", name = name)).map_err(fail)?;
        let coords = vec![whole[a.x - 1], whole[a.y - 1]];
        return Ok((game, Some(Highlight { label: Some(name.to_string()), coords, part: Some(Part::Whole(whole)) })));
    }
    if let (Axes::One, true) = (axes, chart.unit) {
        return Err(fail(crate::message!("chart-highlight-unit", name = name)));
    }
    let (coords, part) = match axes {
        Axes::One => {
            let part = (position.len() > 1).then(|| Part::FirstOf(position.clone()));
            (vec![position[0]], part)
        }
        Axes::Two if position.len() == 1 && heap_game => (vec![position[0], 0], None),
        Axes::Two if position.len() == 2 => (position.clone(), None),
        Axes::Two if position.len() > 2 => (position[..2].to_vec(), Some(Part::FirstTwoOf(position.clone()))),
        Axes::Two => return Err(fail(crate::message!("chart-highlight-one-number", name = name))),
    };
    Ok((game, Some(Highlight { label: Some(name.to_string()), coords, part })))
}
