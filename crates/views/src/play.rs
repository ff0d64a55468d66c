//! The play widget's build-time tables. A ```` ```play ```` block names a game and a position
//! (or a named example); here the game model computes everything the in-page script needs, so
//! that `templates/static/play.js` only reads tables and knows no rules:
//!
//! - normal-play heap games (`kind: "heaps"`): for every heap size 0..=max its options (the heaps
//!   that replace it, in the model's order) and the Grundy values g(0..=max); a sum is decided by
//!   XOR of the heaps' values (Sprague–Grundy);
//! - misère heap games (`kind: "heaps"` with `wins`): the same options, and for every position
//!   reachable from the start (as sorted non-empty heaps, key `"1,2,3"`) whether the player to
//!   move wins;
//! - Wythoff's game and games on tuples (`kind: "positions"`): every position reachable from the
//!   start, its options (indices into the list) and whether the player to move wins.
//!
//! The size of a table is bounded by [`MAX_PLAY_ENTRIES`]; a larger block is refused. A table of
//! more than [`MAX_EMBEDDED_TABLE`] bytes is not put in its page: the page's engine module makes
//! it there ([`config`]). The table's title and rule are in the page's language (the engine's
//! `game-…` messages).

use crate::directive::Request;
use crate::i18n::Lang;
use nimbook_engine::GameError;
use nimbook_engine::analysis::{Solver, validate};
use nimbook_engine::catalogue::{Game, Shape};
use nimbook_engine::positions::as_sum;
use nimbook_engine::reach::{Reach, Seen, reach};
use nimbook_engine::reading::{self, Board};
use nimbook_engine::rules::Wythoff;
use serde::Serialize;
use std::collections::BTreeMap;

/// The HTML of a play block (`blocks/play.html` in `env`): the widget's `table` (as JSON, from the
/// build cache or computed) for the block's canonical `words`, starting at `start`, with the
/// section's `id`, on a page in `lang`. The lesson pass and the page's engine module both lay a
/// play block out here, so both give the same bytes. A table of more than
/// [`MAX_EMBEDDED_TABLE`] bytes is left out (`config` is none): the page asks its engine module
/// for it ([`config`] of the same words) when the block comes into view.
pub fn block(
    env: &minijinja::Environment<'_>,
    lang: &str,
    mut table: serde_json::Value,
    words: &str,
    start: &[u64],
    id: &str,
) -> Result<String, minijinja::Error> {
    let text = |field: &str| table[field].as_str().unwrap_or_default().to_string();
    let (title, rule, kind, things) = (text("title"), text("rule"), text("kind"), text("things"));
    let said = text("startSaid");
    let config = config(&mut table, words);
    let config = (config.len() <= MAX_EMBEDDED_TABLE).then_some(config);
    env.get_template("blocks/play.html")?.render(
        minijinja::context! { lang, id, words, title, rule, config, start => start.to_vec(), kind, things, said },
    )
}

/// The widget's data for a play block of `words` (`bash 23 2`): its `table` with the words
/// added, as JSON text — what a page embeds in `data-config`, or gets from its engine module.
pub fn config(table: &mut serde_json::Value, words: &str) -> String {
    table["words"] = serde_json::Value::from(words);
    table.to_string()
}

/// The largest widget table a page embeds, in bytes of JSON. A larger one (every position of a
/// game of Moore's Nim, say) would weigh more than the rest of the page and than the engine
/// module itself, which the browser keeps once loaded: the page computes it instead.
pub const MAX_EMBEDDED_TABLE: usize = 24 * 1024;

/// The widget's table for `game` from `start` (see [`game_of`]), with both conventions when
/// `toggle` is set, as the JSON a page embeds; the error says why there is none.
pub fn table_json(game: &Game, start: &[u64], toggle: bool, lang: Lang<'_>) -> Result<serde_json::Value, PlayRefusal> {
    json_of(game, start, toggle, lang, Words::All)
}

/// The table as a page needs it: [`table_json`], except that a table too large for its page
/// (more than [`MAX_EMBEDDED_TABLE`] bytes before its moves are worded) leaves its moves
/// unworded, since the page's engine module makes the whole table there ([`block`] decides the
/// same either way, and the same blocks are refused). A rule's words for every move of Moore's
/// Nim from (2, 3, 5, 6) are 15,498 calls of `describe` that no page would hold.
pub fn page_table_json(
    game: &Game,
    start: &[u64],
    toggle: bool,
    lang: Lang<'_>,
) -> Result<serde_json::Value, PlayRefusal> {
    json_of(game, start, toggle, lang, Words::IfEmbedded)
}

fn json_of(
    game: &Game,
    start: &[u64],
    toggle: bool,
    lang: Lang<'_>,
    words: Words,
) -> Result<serde_json::Value, PlayRefusal> {
    // One request of the engine: a teacher's rule spends here what it would spend alone.
    let table = nimbook_engine::script::metered(|| {
        if toggle { toggled(game, start, lang, words) } else { table_of(game, start, lang, words) }
    })?;
    Ok(serde_json::to_value(table).expect("play tables serialise"))
}

/// Which moves a table words in the rule's words (`fn describe(p, q)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Words {
    /// Every move.
    All,
    /// Every move when the table without them fits its page ([`MAX_EMBEDDED_TABLE`]); none
    /// otherwise.
    IfEmbedded,
}

/// Why words that are no game cannot be played.
pub fn not_a_game(words: &str) -> PlayRefusal {
    PlayRefusal::NotAGame { words: words.to_string() }
}

/// The most numbers (options, heap values, positions) one play block may embed in its page.
pub const MAX_PLAY_ENTRIES: usize = 40_000;

/// What a page embeds for one play block (serialised as JSON into `data-config`).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayTable {
    /// The game's title, e.g. "Kayles (octal 0.77)".
    pub title: String,
    /// The rule in a sentence or two.
    pub rule: String,
    /// The words of the block's game at its start (`kayles 5 7`).
    pub words: String,
    /// The starting position.
    pub start: Vec<u64>,
    /// The starting position in the rule's words (`fn position(p)`), in the page's language,
    /// for the block's heading; none when the rule does not word its positions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start_said: Option<String>,
    /// Misère play.
    pub misere: bool,
    /// `"heaps"` or `"positions"`.
    pub kind: &'static str,
    /// What the heaps are made of (`counters`, `pins`), for the heading's words.
    pub things: nimbook_engine::catalogue::Things,
    /// Whether a move can split a heap (the widget then says "split into a + b").
    pub splits: bool,
    /// Whether an emptied heap keeps its place (shown as 0).
    pub keeps_empty: bool,
    /// Nim itself (the widget adds the binary XOR to its explanation).
    pub nim: bool,
    /// A heap game, also when it is played position by position (its rule words its moves):
    /// the widget names each entry as a heap ("Heap 2").
    pub heap_game: bool,
    /// Heap games: `options[n]` lists the options of a heap of n.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<Vec<Vec<u64>>>,
    /// Normal-play heap games: g(0), …, g(max).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grundy: Option<Vec<u64>>,
    /// Misère heap games: sorted non-empty heaps joined by commas → the player to move wins.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wins: Option<BTreeMap<String, bool>>,
    /// Positions games: every position reachable from the start (the start first).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub positions: Vec<Vec<u64>>,
    /// Positions games: the options of each position, as indices into `positions`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<Vec<usize>>,
    /// Positions games: whether the player to move from each position wins.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub win: Vec<bool>,
    /// Games with at most m per move (Bash, bounded Nim): m + 1, the block each heap is shown in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub block: Option<u64>,
    /// How the widget draws a position (`fn board()` of a teacher's rule): bars (the default),
    /// or a row of coins or cells clicked to move (positions games).
    pub board: Board,
    /// The names of the entries in the rule's words (`fn coordinate(i)`), in the page's
    /// language, one per entry of the start; empty for the widget's own words.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
    /// Positions games whose rule describes its moves (`fn describe(p, q)`): each move of
    /// `moves` in the rule's words, in the page's language.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub said: Vec<Vec<String>>,
    /// `--toggle-misere`: the same start under the other convention (the widget's toggle).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alt: Option<Box<PlayTable>>,
}

/// The play block option that embeds both conventions and shows a misère toggle.
pub const TOGGLE_MISERE: &str = "--toggle-misere";

/// Splits `--toggle-misere` off a play block's words: the remaining words and whether it was there.
pub fn take_toggle(words: &str) -> (String, bool) {
    let mut found = false;
    let kept: Vec<&str> = words
        .split_whitespace()
        .filter(|w| {
            let hit = *w == TOGGLE_MISERE;
            found |= hit;
            !hit
        })
        .collect();
    (kept.join(" "), found)
}

/// The table of `start` under both conventions: the block's own, with the other as `alt`.
pub fn table_with_toggle(game: &Game, start: &[u64], lang: Lang<'_>) -> Result<PlayTable, PlayRefusal> {
    toggled(game, start, lang, Words::All)
}

fn toggled(game: &Game, start: &[u64], lang: Lang<'_>, words: Words) -> Result<PlayTable, PlayRefusal> {
    let mut t = table_of(game, start, lang, words)?;
    let other = Game { misere: !game.misere, ..game.clone() };
    let alt = table_of(&other, start, lang, words).map_err(|e| PlayRefusal::Toggle(Box::new(e)))?;
    t.alt = Some(Box::new(alt));
    Ok(t)
}

/// The game and position of a request that is a game to play (`None` for the others).
pub fn game_of(request: &Request) -> Option<(Game, Vec<u64>)> {
    request.game_at()
}

/// The key of a heap position in `wins`: its non-empty heaps, sorted, joined by commas.
fn key(position: &[u64]) -> String {
    as_sum(position).iter().map(u64::to_string).collect::<Vec<_>>().join(",")
}

/// The largest first entry a grid board shows: 11 squares across and the row numbers fit a
/// 390 px phone.
pub const MAX_GRID_WIDTH: u64 = 10;
/// The largest second entry a grid board shows (the board grows down the page).
pub const MAX_GRID_HEIGHT: u64 = 20;

/// The most squares in a row of a rows board: 12 squares and the row numbers fit a 390 px
/// phone.
pub const MAX_ROW_LENGTH: u64 = 12;
/// The most rows a rows board shows (the board grows down the page).
pub const MAX_ROWS: usize = 20;
/// The most squares between the two pieces of a row on a pieces board: the row with its two
/// pieces is then [`MAX_ROW_LENGTH`] squares long.
pub const MAX_GAP: u64 = MAX_ROW_LENGTH - 2;

/// Whether `p` is a square board of lights (each 0 or 1) of at most [`MAX_ROW_LENGTH`] a side.
fn lights_fit(p: &[u64]) -> bool {
    let side = p.len().isqrt();
    side > 0 && side * side == p.len() && side as u64 <= MAX_ROW_LENGTH && p.iter().all(|&v| v <= 1)
}

/// Whether `p` is a walk board of the same width and size as `start`, fitting a phone: its
/// width (entry 1) at most [`MAX_ROW_LENGTH`], at most [`MAX_ROWS`] rows, the token (entry 2)
/// on one of its squares, and every square 0, 1 or 2.
fn walk_fits(p: &[u64], start: &[u64]) -> bool {
    let (Some(&width), Some(&token)) = (p.first(), p.get(1)) else { return false };
    let squares = p.len() as u64 - 2;
    (1..=MAX_ROW_LENGTH).contains(&width)
        && squares % width == 0
        && squares / width <= MAX_ROWS as u64
        && (1..=squares).contains(&token)
        && p.len() == start.len()
        && start.first() == Some(&width)
        && p[2..].iter().all(|&s| s <= 2)
}

/// Why a block cannot be played: the engine's refusal, or a table or board that does not fit.
#[derive(Debug, Clone)]
pub enum PlayRefusal {
    /// The words name no game with a position to play.
    NotAGame {
        /// The block's words.
        words: String,
    },
    /// The engine refused the game or a position of it.
    Game(GameError),
    /// The table of moves would need more than [`MAX_PLAY_ENTRIES`] entries.
    TooLarge {
        /// The game's words.
        words: String,
    },
    /// A tree board whose start is not a parent list.
    NotATree {
        /// The game's words.
        words: String,
    },
    /// A grid board whose start does not fit [`MAX_GRID_WIDTH`] by [`MAX_GRID_HEIGHT`].
    OffGrid {
        /// The game's words.
        words: String,
    },
    /// A rows board that reaches a position with more than [`MAX_ROWS`] rows or a row longer
    /// than [`MAX_ROW_LENGTH`].
    OffRows {
        /// The game's words.
        words: String,
    },
    /// A columns board that reaches a position with more than [`MAX_ROW_LENGTH`] columns or a
    /// column higher than [`MAX_ROWS`].
    OffColumns {
        /// The game's words.
        words: String,
    },
    /// A pieces board that reaches a position with more than [`MAX_ROWS`] rows or more than
    /// [`MAX_GAP`] squares between two pieces.
    OffPieces {
        /// The game's words.
        words: String,
    },
    /// A lights board reaching a position that is not a square of at most [`MAX_ROW_LENGTH`]
    /// lights a side, each 0 or 1.
    OffLights {
        /// The game's words.
        words: String,
    },
    /// A walk board reaching a position that is not a board of at most [`MAX_ROW_LENGTH`]
    /// columns and [`MAX_ROWS`] rows (width, token, squares), the same board as the start's.
    OffWalk {
        /// The game's words.
        words: String,
    },
    /// The other convention's table (`--toggle-misere`) was refused.
    Toggle(Box<PlayRefusal>),
}

impl From<GameError> for PlayRefusal {
    fn from(e: GameError) -> Self {
        PlayRefusal::Game(e)
    }
}

impl PlayRefusal {
    /// The refusal in `lang` (`play-refusal-…` messages; the engine's from `refusal-…`).
    pub fn message(&self, lang: Lang<'_>) -> String {
        let words = |id: &str, w: &str| lang.t(id, &[("words", w.into())]);
        // A board that does not fit: the game's words and the board's two bounds.
        let board = |w: &str, id: &str, (a, x): (&str, u64), (b, y): (&str, u64)| {
            lang.t(id, &[("words", w.into()), (a, x.into()), (b, y.into())])
        };
        match self {
            PlayRefusal::NotAGame { words: w } => words("play-refusal-not-a-game", w),
            PlayRefusal::Game(e) => crate::facts::error(e, lang),
            PlayRefusal::TooLarge { words: w } => {
                lang.t("play-refusal-too-large", &[("words", w.into()), ("limit", MAX_PLAY_ENTRIES.into())])
            }
            PlayRefusal::NotATree { words: w } => words("play-refusal-not-a-tree", w),
            PlayRefusal::OffGrid { words: w } => {
                board(w, "play-refusal-off-grid", ("width", MAX_GRID_WIDTH), ("height", MAX_GRID_HEIGHT))
            }
            PlayRefusal::OffRows { words: w } => {
                board(w, "play-refusal-off-rows", ("rows", MAX_ROWS as u64), ("length", MAX_ROW_LENGTH))
            }
            PlayRefusal::OffColumns { words: w } => {
                board(w, "play-refusal-off-columns", ("columns", MAX_ROW_LENGTH), ("height", MAX_ROWS as u64))
            }
            PlayRefusal::OffPieces { words: w } => {
                board(w, "play-refusal-off-pieces", ("rows", MAX_ROWS as u64), ("gap", MAX_GAP))
            }
            PlayRefusal::OffLights { words: w } => {
                lang.t("play-refusal-off-lights", &[("words", w.into()), ("side", MAX_ROW_LENGTH.into())])
            }
            PlayRefusal::OffWalk { words: w } => {
                board(w, "play-refusal-off-walk", ("columns", MAX_ROW_LENGTH), ("rows", MAX_ROWS as u64))
            }
            PlayRefusal::Toggle(e) => {
                lang.t("play-refusal-toggle", &[("flag", TOGGLE_MISERE.into()), ("message", e.message(lang).into())])
            }
        }
    }
}

/// Computes the table of `game` from `start`, its title and rule in `lang`; the error says why
/// a block cannot be played.
pub fn table(game: &Game, start: &[u64], lang: Lang<'_>) -> Result<PlayTable, PlayRefusal> {
    table_of(game, start, lang, Words::All)
}

fn table_of(game: &Game, start: &[u64], lang: Lang<'_>, worded: Words) -> Result<PlayTable, PlayRefusal> {
    validate(game, start)?;
    let words = game.words(start);
    let largest = start.iter().copied().max().unwrap_or(0);
    if largest as usize > MAX_PLAY_ENTRIES {
        return Err(PlayRefusal::TooLarge { words });
    }
    let mut solver = Solver::new(game, largest)?;
    // Nim's family, however it was asked: its widget shows the binary columns or the blocks of K + 1.
    let take_limit = game.heap_rule().and_then(|r| r.take_limit());
    let mut t = PlayTable {
        title: crate::facts::title(game, lang),
        rule: crate::facts::rule(game, lang),
        words: words.clone(),
        start: start.to_vec(),
        misere: game.misere,
        kind: "positions",
        things: game.things(),
        splits: game.heap_rule().is_some_and(|r| r.splits()),
        keeps_empty: game.keeps_empty_heaps(),
        nim: take_limit == Some(None),
        heap_game: game.heap_rule().is_some(),
        options: Vec::new(),
        grundy: None,
        wins: None,
        positions: Vec::new(),
        moves: Vec::new(),
        win: Vec::new(),
        block: take_limit.flatten().and_then(|m| m.checked_add(1)),
        board: Board::Bars,
        names: Vec::new(),
        said: Vec::new(),
        start_said: None,
        alt: None,
    };
    let script = game.script();
    if let Some(script) = script {
        let own = PlayRefusal::Game;
        t.board = reading::board(script).map_err(own)?;
        for i in 1..=start.len() {
            let Some(name) = reading::coordinate(script, i).map_err(own)? else { break };
            t.names
                .push(crate::facts::text(&nimbook_engine::fact::Fact::new("game-own-words", [("words", name)]), lang));
        }
    }
    // A grid board fits a phone: two entries, the first at most MAX_GRID_WIDTH.
    let fits_grid = matches!(start, &[x, y] if x <= MAX_GRID_WIDTH && y <= MAX_GRID_HEIGHT);
    if let Shape::Whole(rule) = &game.shape
        && rule.piles()
    {
        // A game on piles (Wythoff's): each is named as one ("Pile 1"), not by its number alone.
        t.names = (1..=start.len()).map(|i| lang.t("play-ui-pile-name", &[("pile", i.into())])).collect();
        // Wythoff's queen on a chess board (lesson 10's picture), while the board fits.
        if fits_grid && rule.family::<Wythoff>().is_some() {
            t.board = Board::Grid;
        }
    }
    // A tree board reads the position as a parent list: entry i is the parent of vertex i + 2,
    // numbered below it (0 once it has fallen), so that vertex 1 is the root.
    let is_tree = start.iter().zip(2u64..).all(|(&parent, v)| parent < v);
    if t.board == Board::Tree && !is_tree {
        return Err(PlayRefusal::NotATree { words });
    }
    if t.board == Board::Grid && !fits_grid {
        return Err(PlayRefusal::OffGrid { words });
    }
    let describes = script.is_some_and(|s| s.defines("describe", 2));
    let mut entries = 0usize;
    if let Some(rule) = game.heap_rule() {
        // A heap game whose rule words its moves (`fn describe`) is played position by position,
        // so that the widget says each move in those words, as the worked example does; one whose
        // positions are too many for a page is played heap by heap, in the standard words.
        if describes {
            match positions(game, start, t.clone(), &mut solver, lang, worded) {
                Err(PlayRefusal::TooLarge { .. }) => {}
                done => return done,
            }
        }
        t.kind = "heaps";
        for n in 0..=largest {
            let options = rule.options(n)?;
            entries += options.len() + 1;
            if entries > MAX_PLAY_ENTRIES {
                return Err(PlayRefusal::TooLarge { words });
            }
            t.options.push(options);
        }
        if !game.misere {
            let values = solver.values().expect("heap games have values");
            t.grundy = Some((0..=largest).map(|n| values.value(n)).collect::<Result<_, _>>()?);
            return Ok(t);
        }
        // Misère: every position reachable from the start, by its key (a sum of heaps, in any
        // order and without empty ones, is one position).
        let Some(reached) = reach(game, start, Seen::AsSum, &mut |r| entries + r.positions.len() <= MAX_PLAY_ENTRIES)?
        else {
            return Err(PlayRefusal::TooLarge { words });
        };
        let mut wins = BTreeMap::new();
        for p in &reached.positions {
            wins.insert(key(p), solver.wins(p)?);
        }
        t.wins = Some(wins);
        return Ok(t);
    }
    positions(game, start, t, &mut solver, lang, worded)
}

/// The table of every position reachable from `start`, breadth first, each with its moves (and
/// their words, where the rule describes them) and whether the player to move wins.
fn positions(
    game: &Game,
    start: &[u64],
    mut t: PlayTable,
    solver: &mut Solver<'_>,
    lang: Lang<'_>,
    worded: Words,
) -> Result<PlayTable, PlayRefusal> {
    let words = t.words.clone();
    let script = game.script();
    let describes = script.is_some_and(|s| s.defines("describe", 2));
    if let Some(script) = script {
        t.start_said = reading::position(script, start)?.map(|f| crate::facts::text(&f, lang));
    }
    t.kind = "positions";
    // Each position and each move is an entry, and each move's words another where the rule
    // describes its moves (they are made below).
    let per_move = if describes { 2 } else { 1 };
    let mut entries = 0usize;
    let mut fits = |r: &Reach| {
        entries += r.moves.last().map_or(0, |m| m.len() * per_move) + 1;
        entries <= MAX_PLAY_ENTRIES
    };
    let Some(reached) = reach(game, start, Seen::AsPlayed, &mut fits)? else {
        return Err(PlayRefusal::TooLarge { words });
    };
    for p in &reached.positions {
        t.win.push(solver.wins(p)?);
    }
    t.positions = reached.positions;
    t.moves = reached.moves;
    // A rows board fits a phone: in every position it can reach, at most MAX_ROWS rows and none
    // longer than MAX_ROW_LENGTH.
    if t.board == Board::Rows && t.positions.iter().any(|p| p.len() > MAX_ROWS || p.iter().any(|&r| r > MAX_ROW_LENGTH))
    {
        return Err(PlayRefusal::OffRows { words });
    }
    // So does a columns board, the rows board on its side.
    if t.board == Board::Columns
        && t.positions.iter().any(|p| p.len() > MAX_ROW_LENGTH as usize || p.iter().any(|&h| h > MAX_ROWS as u64))
    {
        return Err(PlayRefusal::OffColumns { words });
    }
    // So does a pieces board: at most MAX_ROWS rows, and at most MAX_GAP squares between the
    // pieces of a row.
    if t.board == Board::Pieces && t.positions.iter().any(|p| p.len() > MAX_ROWS || p.iter().any(|&g| g > MAX_GAP)) {
        return Err(PlayRefusal::OffPieces { words });
    }
    // So does a lights board: a square of lights, each on or off, at most MAX_ROW_LENGTH a side.
    if t.board == Board::Lights && !t.positions.iter().all(|p| lights_fit(p)) {
        return Err(PlayRefusal::OffLights { words });
    }
    // So does a walk board: the start's board (width, token, squares) in every position reached,
    // at most MAX_ROW_LENGTH squares across and MAX_ROWS down.
    if t.board == Board::Walk && !t.positions.iter().all(|p| walk_fits(p, start)) {
        return Err(PlayRefusal::OffWalk { words });
    }
    if let Some(script) = script.filter(|_| describes) {
        let embedded = || serde_json::to_string(&t).map_or(0, |json| json.len()) <= MAX_EMBEDDED_TABLE;
        if worded == Words::All || embedded() {
            for (p, moves) in t.positions.iter().zip(&t.moves) {
                let mut said = Vec::with_capacity(moves.len());
                for &i in moves {
                    let fact = reading::describe(script, p, &t.positions[i])?;
                    said.push(fact.map(|f| crate::facts::text(&f, lang)).unwrap_or_default());
                }
                t.said.push(said);
            }
        }
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directive::{parse_example, split_words};

    fn of(words: &str) -> Result<PlayTable, PlayRefusal> {
        let (game, start) = game_of(&parse_example(&split_words(words)).unwrap()).unwrap();
        table(&game, &start, crate::i18n::english())
    }

    #[test]
    fn heap_games_carry_options_and_values() {
        let t = of("kayles 5 7").unwrap();
        assert_eq!(t.kind, "heaps");
        assert!(t.splits && !t.keeps_empty);
        assert_eq!(t.grundy.as_deref(), Some(&[0, 1, 2, 3, 1, 4, 3, 2][..]));
        assert!(t.options[3].contains(&vec![1, 1]) && t.options[3].contains(&vec![1]));
        let t = of("nim 3 4 5").unwrap();
        assert!(t.nim && t.keeps_empty);
        assert_eq!(t.options[2], vec![vec![1], vec![]]);
    }

    #[test]
    fn misere_and_wythoff_carry_won_positions() {
        let t = of("kayles 2 3 --misere").unwrap();
        let wins = t.wins.unwrap();
        // Misère: one heap of 1 loses for the player to move; nothing left wins.
        assert_eq!(wins.get("1"), Some(&false));
        assert_eq!(wins.get(""), Some(&true));
        let t = of("wythoff 4 9").unwrap();
        assert_eq!(t.positions[0], vec![4, 9]);
        assert!(t.win[0]);
        let p47 = t.positions.iter().position(|p| p == &vec![4, 7]).unwrap();
        assert!(!t.win[p47] && t.moves[0].contains(&p47));
        // The two piles are named as piles, as Nim's heaps are named as heaps.
        assert_eq!(t.names, ["Pile 1", "Pile 2"]);
        // The queen's board while it fits a phone; bars beyond.
        assert_eq!(t.board, Board::Grid);
        assert_eq!(of("wythoff 11 3").unwrap().board, Board::Bars);
        assert_eq!(of("wythoff 10 20").unwrap().board, Board::Grid);
        assert_eq!(of("wythoff 10 21").unwrap().board, Board::Bars);
    }

    #[test]
    fn bash_blocks_and_misere_toggles() {
        let t = of("bash 23 2").unwrap();
        assert_eq!((t.block, t.start.clone()), (Some(3), vec![23]));
        assert_eq!(t.grundy.as_ref().unwrap()[23], 2);
        assert_eq!(of("nim 3 4 5").unwrap().block, None);
        assert_eq!(take_toggle("main --toggle-misere"), ("main".to_string(), true));
        assert_eq!(take_toggle("nim 2 3 4"), ("nim 2 3 4".to_string(), false));
        let (game, start) = game_of(&parse_example(&split_words("nim 2 3 4")).unwrap()).unwrap();
        let t = table_with_toggle(&game, &start, crate::i18n::english()).unwrap();
        let alt = t.alt.as_ref().unwrap();
        assert!(!t.misere && alt.misere && t.grundy.is_some() && alt.wins.is_some());
        // Misère 1 1 loses for the mover? No: two heaps of 1 win in misère play (take one, leave one).
        assert_eq!(alt.wins.as_ref().unwrap().get("1,1"), Some(&true));
        assert_eq!(alt.wins.as_ref().unwrap().get("1,1,1"), Some(&false));
        let json = serde_json::to_string(&t).unwrap();
        assert!(json.contains("\"alt\":{") && !json.contains("\"block\""));
    }

    #[test]
    fn a_page_holds_a_small_table_and_leaves_a_large_one_to_its_engine() {
        let env = crate::environment::environment(crate::i18n::Messages::builtin(), Vec::new()).unwrap();
        let laid_out = |words: &str| {
            let (game, start) = game_of(&parse_example(&split_words(words)).unwrap()).unwrap();
            let mut table = table_json(&game, &start, false, crate::i18n::english()).unwrap();
            let html = block(&env, "en", table.clone(), words, &start, "play-1").unwrap();
            (html, config(&mut table, words))
        };
        let (small, config_of_small) = laid_out("nim 3 4 5");
        assert!(config_of_small.len() <= MAX_EMBEDDED_TABLE);
        let embedded = minijinja::HtmlEscape(&config_of_small).to_string();
        assert!(small.contains(&format!("data-config=\"{embedded}\"")), "{small}");
        assert!(!small.contains("data-config-from"));
        let (large, config_of_large) = laid_out("wythoff 12 20");
        assert!(config_of_large.len() > MAX_EMBEDDED_TABLE, "{}", config_of_large.len());
        assert!(
            !large.contains("data-config=")
                && large.contains("data-config-from=\"engine\" data-words=\"wythoff 12 20\"")
        );
        assert!(large.len() < MAX_EMBEDDED_TABLE, "{}", large.len());
    }

    #[test]
    fn a_page_words_the_moves_of_the_tables_it_holds_and_leaves_the_rest_to_its_engine() {
        // Staircase Nim with its moves worded.
        let stairs = "fn describe(p, q) { for i in 0..p.len() { if q[i] < p[i] { return \"from stair \" + (i + 1); } } }\n\
                      fn moves(p) { let o = []; for i in 0..p.len() { for k in 1..=p[i] { let q = p; q[i] -= k; \
                      if i > 0 { q[i - 1] += k; } o.push(q); } } o }";
        let mut defined = crate::directive::Defined::new();
        defined.insert(
            "stairs".into(),
            std::sync::Arc::new(nimbook_engine::script::ScriptGame::compile("stairs", stairs).unwrap()),
        );
        let env = crate::environment::environment(crate::i18n::Messages::builtin(), Vec::new()).unwrap();
        let english = crate::i18n::english();
        let html = |table: &serde_json::Value, words: &str, start: &[u64]| {
            block(&env, "en", table.clone(), words, start, "play-1").unwrap()
        };
        for (words, held) in [("stairs 2 1", true), ("stairs 4 5 6", false)] {
            let request = crate::directive::parse_example_in(&split_words(words), &defined).unwrap();
            let (game, start) = game_of(&request).unwrap();
            let whole = table_json(&game, &start, false, english).unwrap();
            let page = page_table_json(&game, &start, false, english).unwrap();
            assert!(whole["said"].as_array().is_some_and(|s| s.len() == whole["positions"].as_array().unwrap().len()));
            // A table the page holds is the whole table; a larger one has its moves unworded,
            // and the block is laid out the same either way (its engine makes the whole table).
            assert_eq!(page == whole, held, "{words}");
            assert_eq!(page.get("said").is_some(), held, "{words}");
            assert_eq!(html(&page, words, &start), html(&whole, words, &start), "{words}");
            assert_eq!(html(&page, words, &start).contains("data-config=\""), held, "{words}");
            let mut without_words = whole.clone();
            without_words.as_object_mut().unwrap().remove("said");
            if !held {
                assert_eq!(page, without_words);
            }
        }
    }

    #[test]
    fn a_rows_board_holds_every_position_it_can_reach_or_is_refused() {
        // Chomp by row lengths (bottom row first): eating a square cuts its row and every row above.
        let chomp = "fn board() { \"rows\" }\nfn moves(p) { let o = []; for r in 0..p.len() { \
                     for c in (if r == 0 { 1 } else { 0 })..p[r] { let q = p; for s in r..p.len() { \
                     if q[s] > c { q[s] = c; } } o.push(q); } } o }";
        let grows = "fn board() { \"rows\" }\nfn moves(p) { if p[0] < 13 { [[p[0] + 1]] } else { [] } }";
        let of = teachers(&[("chomp", chomp.into()), ("grows", grows.into())]);
        let t = of("chomp 3 3 2").unwrap();
        assert_eq!(t.board, Board::Rows);
        assert!(t.positions.contains(&vec![1, 1, 1]) && t.positions.contains(&vec![1, 0, 0]));
        assert!(of(&format!("chomp {MAX_ROW_LENGTH} 2")).is_ok());
        let e = of(&format!("chomp {} 2", MAX_ROW_LENGTH + 1)).unwrap_err().message(crate::i18n::english());
        assert!(e.contains("at most 20 rows of at most 12 squares"), "{e}");
        // A start that fits but a position that does not: refused as well.
        assert!(matches!(of("grows 1"), Err(PlayRefusal::OffRows { .. })));
        // The same board on its side: at most 12 columns of at most 20 squares.
        let on_side = chomp.replace("\"rows\"", "\"columns\"");
        let of = teachers(&[("columns", on_side)]);
        assert_eq!(of("columns 20 2").unwrap().board, Board::Columns);
        let e = of("columns 21 2").unwrap_err().message(crate::i18n::english());
        assert!(e.contains("at most 12 columns of at most 20 squares"), "{e}");
    }

    /// The play table of `words` among the teacher's games `games` (name, rule), in English.
    fn teachers(games: &[(&str, String)]) -> impl Fn(&str) -> Result<PlayTable, PlayRefusal> + use<> {
        let mut defined = crate::directive::Defined::new();
        for (name, body) in games {
            let game = nimbook_engine::script::ScriptGame::compile(name, body).unwrap();
            defined.insert(name.to_string(), std::sync::Arc::new(game));
        }
        move |words: &str| {
            let request = crate::directive::parse_example_in(&split_words(words), &defined).unwrap();
            let (game, start) = game_of(&request).unwrap();
            table(&game, &start, crate::i18n::english())
        }
    }

    #[test]
    fn a_lights_board_is_a_square_of_lights() {
        // Switch one light off; `three` is a row of three, no square.
        let off = "fn board() { \"lights\" }\nfn moves(p) { let o = []; for i in 0..p.len() { if p[i] == 1 \
                   { let q = p; q[i] = 0; o.push(q); } } o }";
        let still = "fn board() { \"lights\" }\nfn moves(p) { [] }";
        let of = teachers(&[("off", off.into()), ("still", still.into())]);
        assert_eq!(of("off 1 0 0 1").unwrap().board, Board::Lights);
        assert!(of("off 1 0 0 1 0 1 1 0 1").is_ok());
        for words in ["off 1 1 1", "off 1 0 2 1"] {
            let e = of(words).unwrap_err();
            assert!(matches!(e, PlayRefusal::OffLights { .. }), "{words}");
            assert!(e.message(crate::i18n::english()).contains("at most 12 lights a side"), "{words}");
        }
        // 12 lights a side fit; 13 do not.
        assert!(of(&format!("still{}", " 0".repeat(12 * 12))).is_ok());
        assert!(matches!(of(&format!("still{}", " 0".repeat(13 * 13))), Err(PlayRefusal::OffLights { .. })));
    }

    #[test]
    fn a_walk_board_keeps_its_board_in_every_position() {
        // The token moves to the next square while it is open; `widens` makes the board wider.
        let walk = "fn board() { \"walk\" }\nfn moves(p) { let a = p[1]; if a + 2 < p.len() && p[a + 2] == 0 \
                    { let q = p; q[1] = a + 1; q[a + 2] = 1; [q] } else { [] } }";
        let widens = "fn board() { \"walk\" }\nfn moves(p) { if p[0] == 1 { let q = p; q[0] = 2; [q] } else { [] } }";
        let of = teachers(&[("walk", walk.into()), ("widens", widens.into())]);
        let t = of("walk 3 1 1 0 0 0 0 2").unwrap();
        assert_eq!(t.board, Board::Walk);
        assert!(t.positions.contains(&vec![3, 3, 1, 1, 1, 0, 0, 2]));
        let e = of("widens 1 1 1 0").unwrap_err().message(crate::i18n::english());
        assert!(e.contains("at most 12 squares across and 20 rows, the same board"), "{e}");
        // Too wide, a token off the board, a square that is none of 0, 1 and 2.
        let wide = format!("walk {} 1 1{}", MAX_ROW_LENGTH + 1, " 0".repeat(MAX_ROW_LENGTH as usize));
        for words in [wide.as_str(), "walk 2 5 1 0 0 0", "walk 2 1 1 0 3 0", "walk 3 1 1 0"] {
            assert!(matches!(of(words), Err(PlayRefusal::OffWalk { .. })), "{words}");
        }
    }

    #[test]
    fn a_pieces_board_holds_every_gap_it_reaches() {
        let gaps = "fn board() { \"pieces\" }\nfn moves(p) { let o = []; for r in 0..p.len() { for g in 0..p[r] { \
                    let q = p; q[r] = g; o.push(q); } } o }";
        let widens = "fn board() { \"pieces\" }\nfn moves(p) { if p[0] < MAX { [[p[0] + 1]] } else { [] } }"
            .replace("MAX", &(MAX_GAP + 1).to_string());
        let of = teachers(&[("gaps", gaps.into()), ("widens", widens)]);
        let t = of("gaps 3 5 2").unwrap();
        assert_eq!(t.board, Board::Pieces);
        assert!(t.positions.contains(&vec![0, 0, 0]) && t.positions.contains(&vec![3, 1, 2]));
        assert!(of(&format!("gaps {MAX_GAP} 1")).is_ok());
        let e = of(&format!("gaps {} 1", MAX_GAP + 1)).unwrap_err().message(crate::i18n::english());
        assert!(e.contains("at most 20 rows with at most 10 squares between the two pieces"), "{e}");
        let rows = vec!["0"; MAX_ROWS].join(" ");
        assert!(matches!(of(&format!("gaps 1 {rows}")), Err(PlayRefusal::OffPieces { .. })));
        // A start that fits but a position that does not: refused as well.
        assert!(matches!(of("widens 1"), Err(PlayRefusal::OffPieces { .. })));
    }

    #[test]
    fn a_heap_game_that_words_its_moves_is_played_in_its_words() {
        let squares = "fn options(n) { let o = []; let k = 1; while k * k <= n { o.push(n - k * k); k += 1; } o }\n\
                       fn describe(p, q) { \"take a square\" }";
        let plain = "fn options(n) { let o = []; let k = 1; while k * k <= n { o.push(n - k * k); k += 1; } o }";
        let of = teachers(&[("squares", squares.into()), ("plain", plain.into())]);
        let t = of("squares 29").unwrap();
        assert_eq!((t.kind, t.heap_game), ("positions", true));
        assert_eq!(t.said[0].len(), 5);
        assert!(t.said[0].iter().all(|s| s == "take a square"));
        // Without words, or with more positions than a page holds, heap by heap.
        assert_eq!(of("plain 29").unwrap().kind, "heaps");
        let big = of("squares 40 40 40 40").unwrap();
        assert_eq!((big.kind, big.said.len()), ("heaps", 0));
    }

    #[test]
    fn large_blocks_are_refused() {
        let e = of("nim 1000 999").unwrap_err().message(crate::i18n::english());
        assert!(e.contains("too large to play in a page"), "{e}");
        // One converter for every view: a theorem's heaps are a Nim position, a range is no game.
        let (nim, heaps) = game_of(&parse_example(&split_words("theorem1 8 12 13")).unwrap()).unwrap();
        assert_eq!((nim.words(&heaps).as_str(), nim.misere), ("nim 8 12 13", false));
        assert!(game_of(&parse_example(&split_words("xor-range 1 9")).unwrap()).is_none());
    }
}
