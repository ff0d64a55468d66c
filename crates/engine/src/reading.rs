//! How a teacher's game reads: the optional functions a rule may define beside `fn options(n)`
//! or `fn moves(p)`, called here and nowhere else. Each has a plain default, which is what a
//! rule without it gets (the views' own words):
//!
//! - `fn coordinate(i)` — the name of entry `i` of a position, from 1 ("stair 1", "heap",
//!   "coin 3"): chart axes, the play widget's rows, the exercise sheet. Default: the views'
//!   "coordinate x" / "heap 1".
//! - `fn describe(p, q)` — the move from `p` to `q` in words ("take 2", "turn coins 3 and 5"):
//!   the terminal, the key, the play widget, worked examples. Default: "to (3, 1)".
//! - `fn board()` — how the play widget draws a position: `"bars"` (one bar per entry, the
//!   default), `"coins"` (a row of coins, entry 0 tails and 1 heads, clicked to move),
//!   `"cells"` (a row of numbered cells, clicked to move), `"lights"` (a square board of
//!   lights, entries row by row, 1 on and 0 off, clicked to move), `"stairs"` (a staircase with the
//!   coins on each stair, a stair clicked to move coins from it), `"rows"` (rows of squares,
//!   entry 1 at the bottom, a square clicked to move), `"columns"` (the same board on its side:
//!   columns of squares, entry 1 at the left), `"pieces"` (two pieces in each row with
//!   entry i the squares between them, a square clicked to slide a piece onto it), `"grid"` (a
//!   piece on a board of squares), `"walk"` (a token walking on a board with walls: entry 1
//!   the width, entry 2 the token's square, then each square, 0 open, 1 visited, 2 a wall; a
//!   square clicked to move the token onto it) or `"tree"` (a rooted tree drawn from its
//!   parent list, an edge clicked to cut it).
//! - `fn numbered_from()` — the number the game gives its first entry (0 for coins numbered
//!   0, 1, 2, …): the number charts put on an entry. Default: 1.
//! - `fn valid(p)` — whether `p` is a position of the game at all (Chomp's rows never grow
//!   upwards): the engine refuses any other position it is asked about, and a chart leaves its
//!   cell blank. Default: every tuple of the right length is a position.
//! - `fn position(p)` — the position in words ("rows of 4, 4 and 2"): the exercise sheet and
//!   its key. Default: each entry named with its value ("row 1: 4, row 2: 4, row 3: 2").
//! - `fn why(p)` — a short reason for the answer key, for the position `p`. Default: the Grundy
//!   value found by search.
//!
//! Words are the teacher's and may be translated: each function returns either text or a map
//! of the text (`text`) and named numbers, and the result is a fact ([`Arg::Own`]) whose
//! message id is named after the game (`game-NAME-coordinate`, `game-NAME-move`,
//! `game-NAME-position`, `game-NAME-why`; also `game-NAME-title` and `game-NAME-rule` for `fn title()` and
//! `fn rule()`). A site's message files that define the id word it in their language with the
//! numbers (and `i`, `from`/`to` given by nimbook); otherwise the rule's own text shows.

use super::fact::{Arg, Fact};
use super::script::{ScriptError, ScriptGame};
use super::{GameError, RuleCause};
use rhai::{Array, Dynamic, Map};
use std::collections::BTreeMap;

/// How the play widget draws a position of a game (`fn board()`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Board {
    /// One bar per entry, chosen and then moved in with buttons (the default).
    Bars,
    /// A row of coins (0 tails, 1 heads); clicking coins makes the move that turns them.
    Coins,
    /// A row of numbered cells; clicking cells makes the move that changes them.
    Cells,
    /// A square board of lights, the entries row by row (1 on, 0 off); clicking lights makes the
    /// move that switches them (HDU 3404's Switch lights).
    Lights,
    /// A staircase: entry i is stair i + 1 (stair 1 the lowest), drawn with its coins; clicking a
    /// stair picks it, and the moves offered are those that take coins off every stair picked
    /// (Staircase Nim).
    Stairs,
    /// Rows of squares, entry i the length of row i + 1 (row 1 at the bottom); clicking the
    /// square in row r and column c makes the move that leaves row r with c - 1 squares and
    /// the rows below it as they were (Chomp: the square and all above and to its right go).
    Rows,
    /// The rows board on its side: columns of squares, entry i the height of column i + 1
    /// (column 1 at the left); clicking the square in column c and row r (from the bottom) makes
    /// the move that leaves column c with r - 1 squares and the columns to its left as they were
    /// (Chomp written by column heights).
    Columns,
    /// Rows of squares with two pieces in each, entry i the number of empty squares between the
    /// pieces of row i + 1 (row 1 at the top): the student's piece at the left, the computer's at
    /// the right. Clicking a square slides the student's piece onto it: the move that leaves row
    /// r with the squares between that square and the other piece, and the other rows as they
    /// were (Northcott's game: a gap is a Nim heap).
    Pieces,
    /// A board of squares, one per two-entry position (x across, y up), with a piece on the
    /// current one; clicking a square the piece can reach makes that move (Wythoff's queen).
    Grid,
    /// A token walking on a board of squares: entry 1 is the board's width, entry 2 the token's
    /// square (from 1, row by row from the top left), then each square row by row: 0 open, 1
    /// visited (the token's own among them), 2 a wall. Clicking a square makes the move that
    /// puts the token there (vertex geography).
    Walk,
    /// A rooted tree: entry i is the parent of vertex i + 2 (0 once it has fallen), vertex 1 the
    /// root on the ground; clicking an edge cuts it (Green Hackenbush).
    Tree,
}

impl Board {
    /// Whether a reader says a position drawn on this board by typing its entries (heaps, coins,
    /// rows, a tree's parents): false where the entries are the board's layout rather than words
    /// a reader says (a walk: the board's width, the token's square, every square's state). A
    /// worked example or game on such a board gets no field for a position of the student's own.
    /// Every board decides (no default), so that a new one cannot be given a field by mistake.
    pub fn is_typed(self) -> bool {
        match self {
            Board::Bars
            | Board::Coins
            | Board::Cells
            | Board::Lights
            | Board::Stairs
            | Board::Rows
            | Board::Columns
            | Board::Pieces
            | Board::Grid
            | Board::Tree => true,
            Board::Walk => false,
        }
    }
}

/// The message id of a teacher's words about `game`: `game-NAME-WHAT`.
pub fn message_id(game: &str, what: &str) -> String {
    format!("game-{game}-{what}")
}

/// A teacher's text (`fn title()`, `fn rule()`) as words a site may translate.
pub fn own_text(game: &ScriptGame, what: &str, text: &str) -> Arg {
    Arg::Own { own: message_id(game.name(), what), text: text.to_string(), args: BTreeMap::new() }
}

/// The name of entry `i` (from 1) of a position (`fn coordinate(i)`), or `None` for the default.
pub fn coordinate(game: &ScriptGame, i: usize) -> Result<Option<Arg>, GameError> {
    if !game.defines("coordinate", 1) {
        return Ok(None);
    }
    let about = Fact::new("refusal-about-entry", [("i", Arg::from(i))]);
    let out = call(game, "coordinate", (Dynamic::from_int(i as i64),), &about)?;
    let mut arg = words(game, "coordinate", out, &about)?;
    if let Arg::Own { args, .. } = &mut arg {
        args.entry("i".into()).or_insert(Arg::from(i));
    }
    Ok(Some(arg))
}

/// The move from `p` to `q` in the rule's words (`fn describe(p, q)`), as a fact; `None` for
/// the default.
pub fn describe(game: &ScriptGame, p: &[u64], q: &[u64]) -> Result<Option<Fact>, GameError> {
    if !game.defines("describe", 2) {
        return Ok(None);
    }
    let shown = Fact::new("refusal-about-move", [("from", Arg::from(tuple(p))), ("to", Arg::from(tuple(q)))]);
    let out = call(game, "describe", (array(p), array(q)), &shown)?;
    Ok(Some(Fact::new("game-own-words", [("words", words(game, "move", out, &shown)?)])))
}

/// The position `p` in the rule's words (`fn position(p)`: "rows of 4, 4 and 2"), as a fact;
/// `None` for the default (each entry named with its value).
pub fn position(game: &ScriptGame, p: &[u64]) -> Result<Option<Fact>, GameError> {
    words_at(game, "position", p)
}

/// A short reason for the verdict at `p` (`fn why(p)`), as a fact; `None` for the default.
pub fn why(game: &ScriptGame, p: &[u64]) -> Result<Option<Fact>, GameError> {
    words_at(game, "why", p)
}

/// The words of the reading function `function` of one position (`fn why(p)`, `fn
/// position(p)`), as a fact worded by `game-NAME-FUNCTION`; `None` when the rule has no such
/// function.
fn words_at(game: &ScriptGame, function: &str, p: &[u64]) -> Result<Option<Fact>, GameError> {
    if !game.defines(function, 1) {
        return Ok(None);
    }
    let shown = Fact::new("refusal-about-position", [("position", Arg::from(tuple(p)))]);
    let out = call(game, function, (array(p),), &shown)?;
    Ok(Some(Fact::new("game-own-words", [("words", words(game, function, out, &shown)?)])))
}

/// Whether `p` is a position of the game (`fn valid(p)`; every position by default).
pub fn valid(game: &ScriptGame, p: &[u64]) -> Result<bool, GameError> {
    if !game.defines("valid", 1) {
        return Ok(true);
    }
    let about = Fact::new("refusal-about-position", [("position", Arg::from(tuple(p)))]);
    let out = call(game, "valid", (array(p),), &about)?;
    out.as_bool().map_err(|_| {
        let problem = Fact::new("refusal-reading-valid", [("returned", Arg::from(out.to_string()))]);
        reading_error(game, "valid", &about, problem, None)
    })
}

/// How the play widget draws the game (`fn board()`; bars by default).
pub fn board(game: &ScriptGame) -> Result<Board, GameError> {
    if !game.defines("board", 0) {
        return Ok(Board::Bars);
    }
    let about = Fact::id("refusal-about-board");
    let out = call(game, "board", (), &about)?;
    match out.clone().into_string().ok().as_deref() {
        Some("bars") => Ok(Board::Bars),
        Some("coins") => Ok(Board::Coins),
        Some("cells") => Ok(Board::Cells),
        Some("lights") => Ok(Board::Lights),
        Some("stairs") => Ok(Board::Stairs),
        Some("rows") => Ok(Board::Rows),
        Some("columns") => Ok(Board::Columns),
        Some("pieces") => Ok(Board::Pieces),
        Some("grid") => Ok(Board::Grid),
        Some("walk") => Ok(Board::Walk),
        Some("tree") => Ok(Board::Tree),
        _ => Err(reading_error(
            game,
            "board",
            &about,
            Fact::new("refusal-reading-board", [("returned", Arg::from(out.to_string()))]),
            None,
        )),
    }
}

/// The largest number a game may give its first entry: far beyond any count a page shows.
pub const MOST_NUMBERED_FROM: i64 = 1_000_000;

/// The number the game gives its first entry (`fn numbered_from()`; 1 by default): a chart of
/// entries numbers entry `i` (from 1) as `i - 1 + numbered_from`, as the game's own words do.
pub fn numbered_from(game: &ScriptGame) -> Result<u64, GameError> {
    if !game.defines("numbered_from", 0) {
        return Ok(1);
    }
    let about = Fact::id("refusal-about-numbered-from");
    let out = call(game, "numbered_from", (), &about)?;
    match out.as_int() {
        Ok(n @ 0..=MOST_NUMBERED_FROM) => Ok(n as u64),
        _ => Err(reading_error(
            game,
            "numbered_from",
            &about,
            Fact::new(
                "refusal-reading-numbered-from",
                [("returned", Arg::from(out.to_string())), ("most", Arg::from(MOST_NUMBERED_FROM as u64))],
            ),
            None,
        )),
    }
}

/// Tries the optional functions once when the game is compiled, so that a mistake in them
/// shows where the game is defined rather than in the first view that asks.
pub fn check(game: &ScriptGame) -> Result<(), ScriptError> {
    let fail = |e: GameError| ScriptError { at: e.rule_failure().and_then(|r| r.at), error: e };
    board(game).map_err(fail)?;
    coordinate(game, 1).map_err(fail)?;
    numbered_from(game).map_err(fail)?;
    for (name, params) in [
        ("describe", 2),
        ("why", 1),
        ("valid", 1),
        ("position", 1),
        ("board", 0),
        ("coordinate", 1),
        ("numbered_from", 0),
    ] {
        for wrong in (0..=2).filter(|&n| n != params) {
            if game.defines(name, wrong) {
                let args = [("function", Arg::from(name)), ("params", Arg::from(params)), ("wrong", Arg::from(wrong))];
                return Err(ScriptError { error: GameError::invalid("refusal-script-arity", args), at: None });
            }
        }
    }
    Ok(())
}

fn call(game: &ScriptGame, f: &str, args: impl rhai::FuncArgs, shown: &Fact) -> Result<Dynamic, GameError> {
    game.call_reading(f, args)?.map_err(|e| {
        let (inner, at) = super::script::innermost(*e);
        reading_error(game, f, shown, game.problem(inner), at)
    })
}

/// A reading function's failure: which function, about what, why, and where in the rule.
fn reading_error(game: &ScriptGame, f: &str, about: &Fact, problem: Fact, at: Option<(usize, usize)>) -> GameError {
    let cause = RuleCause::Reading { function: f.to_string(), about: about.clone(), problem };
    GameError::rule(game.name(), None, cause, at)
}

/// Text, or a map of `text` and named numbers, as the teacher's words about `what`.
fn words(game: &ScriptGame, what: &str, out: Dynamic, shown: &Fact) -> Result<Arg, GameError> {
    let own = message_id(game.name(), what);
    // The function whose words these are (a move's words come from fn describe).
    let function = if what == "move" { "describe" } else { what };
    let wrong = |why: Fact| reading_error(game, function, shown, why, None);
    if out.is_string() {
        return Ok(Arg::Own { own, text: out.into_string().unwrap_or_default(), args: BTreeMap::new() });
    }
    let Some(map) = out.clone().try_cast::<Map>() else {
        return Err(wrong(Fact::new("refusal-reading-not-words", [("found", Arg::from(out.type_name()))])));
    };
    let mut text = String::new();
    let mut args = BTreeMap::new();
    for (key, value) in map {
        if key == "text" {
            text = value
                .into_string()
                .map_err(|t| wrong(Fact::new("refusal-reading-text-type", [("found", Arg::from(t))])))?;
        } else if let Ok(n) = value.as_int() {
            let n = u64::try_from(n).map_err(|_| {
                let args = [("key", Arg::from(key.as_str())), ("number", Arg::from(n.to_string()))];
                wrong(Fact::new("refusal-reading-negative", args))
            })?;
            args.insert(key.to_string(), Arg::from(n));
        } else if value.is_string() {
            args.insert(key.to_string(), Arg::Text(value.into_string().unwrap_or_default()));
        } else if let Some(list) = value.clone().try_cast::<Array>() {
            // A list of numbers or of words, said as a list in the page's language ("3, 5, 2";
            // "3、5、2"; "(1, 2), (2, 1)"; "(1, 2)、(2, 1)").
            let mut items = Vec::with_capacity(list.len());
            for item in list {
                if item.is_string() {
                    items.push(Arg::Text(item.into_string().unwrap_or_default()));
                    continue;
                }
                let n = item.as_int().ok().and_then(|n| u64::try_from(n).ok()).ok_or_else(|| {
                    let args = [("key", Arg::from(key.as_str())), ("found", Arg::from(item.to_string()))];
                    wrong(Fact::new("refusal-reading-list-item", args))
                })?;
                items.push(Arg::from(n));
            }
            args.insert(key.to_string(), Arg::Joined { joined: "worked-list-separator", items });
        } else {
            let args = [("key", Arg::from(key.as_str())), ("found", Arg::from(value.type_name()))];
            return Err(wrong(Fact::new("refusal-reading-value-type", args)));
        }
    }
    if text.is_empty() {
        return Err(wrong(Fact::id("refusal-reading-no-text")));
    }
    Ok(Arg::Own { own, text, args })
}

fn array(p: &[u64]) -> Dynamic {
    Dynamic::from_array(p.iter().map(|&x| Dynamic::from_int(x as i64)).collect::<Array>())
}

fn tuple(p: &[u64]) -> String {
    super::error::tuple(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_the_functions_the_defaults_stand() {
        let g = ScriptGame::compile("take1", "fn options(n) { if n > 0 { [n - 1] } else { [] } }").unwrap();
        check(&g).unwrap();
        assert_eq!(board(&g).unwrap(), Board::Bars);
        assert!(coordinate(&g, 1).unwrap().is_none());
        assert!(describe(&g, &[2], &[1]).unwrap().is_none());
        assert_eq!(numbered_from(&g).unwrap(), 1);
    }

    #[test]
    fn a_game_numbers_its_entries_from_what_it_says() {
        let g = ScriptGame::compile("coins", "fn moves(p) { [] }\nfn numbered_from() { 0 }").unwrap();
        assert_eq!(numbered_from(&g).unwrap(), 0);
        let wrong = ScriptGame::compile("coins", "fn moves(p) { [] }\nfn numbered_from() { \"zero\" }").unwrap();
        let e = check(&wrong).expect_err("a number of the wrong type is refused where the game is defined");
        assert!(e.to_string().contains("refusal-reading-numbered-from"), "{e}");
    }

    #[test]
    fn reading_functions_spend_the_games_budget() {
        // A `describe` of about 10,000 operations, under a budget of 100,000 for all calls:
        // about ten moves are worded, then the budget is spent and said so.
        let source = "fn moves(p) { [] }\nfn describe(p, q) { let s = 0; for i in 0..2000 { s += i; } \"move\" }";
        let g = ScriptGame::compile("slow", source).unwrap().with_budgets(100_000, 1_000_000);
        let mut worded = 0;
        let e = loop {
            match describe(&g, &[2], &[1]) {
                Ok(_) => worded += 1,
                Err(e) => break e,
            }
            assert!(worded < 1000, "the budget never ran out");
        };
        assert!((3..100).contains(&worded), "{worded}");
        assert!(e.to_string().contains("refusal-rule-operations(game: \"slow\", limit: 100000)"), "{e}");
        assert!(g.operations_spent() > 100_000);
    }

    #[test]
    fn wrong_answers_are_named() {
        let g = ScriptGame::compile("b", "fn moves(p) { [] }\nfn board() { \"dice\" }").unwrap();
        let e = check(&g).unwrap_err();
        assert!(e.to_string().contains("refusal-reading-board") && e.to_string().contains("\"dice\""), "{e}");
        let g = ScriptGame::compile("w", "fn moves(p) { [] }\nfn why(p) { 3 }").unwrap();
        let e = why(&g, &[1]).unwrap_err();
        assert!(e.to_string().contains("refusal-reading-not-words"), "{}", e.to_string());
        let g = ScriptGame::compile("d", "fn moves(p) { [] }\nfn describe(p) { \"x\" }").unwrap();
        assert!(
            check(&g)
                .unwrap_err()
                .to_string()
                .contains("refusal-script-arity(function: \"describe\", params: 2, wrong: 1)")
        );
    }

    #[test]
    fn valid_says_which_tuples_are_positions_and_the_engine_refuses_the_rest() {
        let src = "fn moves(p) { [] }\nfn title() { \"Bars\" }\nfn valid(p) { p[0] >= p[1] }";
        let g = ScriptGame::compile("bars", src).unwrap();
        assert!(valid(&g, &[3, 2]).unwrap() && !valid(&g, &[2, 3]).unwrap());
        let game = crate::catalogue::Game::tuple("bars", g);
        assert!(crate::analysis::validate(&game, &[3, 3]).is_ok());
        let e = crate::analysis::validate(&game, &[2, 3]).unwrap_err().to_string();
        assert!(e.contains("refusal-not-a-position") && e.contains("2, 3"), "{e}");
        // Without fn valid every tuple is a position; a valid that answers a number is refused.
        let plain = ScriptGame::compile("plain", "fn moves(p) { [] }").unwrap();
        assert!(valid(&plain, &[9, 0]).unwrap());
        let odd = ScriptGame::compile("odd", "fn moves(p) { [] }\nfn valid(p) { 1 }").unwrap();
        let e = valid(&odd, &[1]).unwrap_err().to_string();
        assert!(e.contains("refusal-reading-valid") && e.contains("\"returned\": Text(\"1\")"), "{e}");
        let wrong = ScriptGame::compile("w", "fn moves(p) { [] }\nfn valid() { true }").unwrap();
        assert!(check(&wrong).unwrap_err().error.to_string().contains("function: \"valid\", params: 1, wrong: 0"));
    }

    #[test]
    fn a_list_of_numbers_or_words_is_said_as_a_list() {
        let g =
            ScriptGame::compile("l", "fn moves(p) { [] }\nfn position(p) { #{ text: \"gaps\", gaps: p } }").unwrap();
        let fact = position(&g, &[3, 5, 2]).unwrap().unwrap();
        let json = serde_json::to_string(&fact).unwrap();
        assert!(json.contains("\"gaps\":{\"joined\":\"worked-list-separator\",\"items\":[3,5,2]}"), "{json}");
        let bad =
            ScriptGame::compile("b", "fn moves(p) { [] }\nfn position(p) { #{ text: \"x\", xs: [1, -2] } }").unwrap();
        let e = format!("{:?}", position(&bad, &[1]).unwrap_err());
        assert!(e.contains("refusal-reading-list-item"), "{e}");
        // A list of words is said as a list too: each item as written.
        let words = ScriptGame::compile(
            "w",
            "fn moves(p) { [] }\nfn position(p) { #{ text: \"on\", on: [\"(1, 2)\", \"(2, 1)\"] } }",
        )
        .unwrap();
        let json = serde_json::to_string(&position(&words, &[1]).unwrap().unwrap()).unwrap();
        assert!(
            json.contains("\"on\":{\"joined\":\"worked-list-separator\",\"items\":[\"(1, 2)\",\"(2, 1)\"]}"),
            "{json}"
        );
    }

    #[test]
    fn every_board_word_names_its_board() {
        for (word, want) in [
            ("bars", Board::Bars),
            ("coins", Board::Coins),
            ("cells", Board::Cells),
            ("lights", Board::Lights),
            ("stairs", Board::Stairs),
            ("rows", Board::Rows),
            ("columns", Board::Columns),
            ("pieces", Board::Pieces),
            ("grid", Board::Grid),
            ("walk", Board::Walk),
            ("tree", Board::Tree),
        ] {
            let g = ScriptGame::compile("b", &format!("fn moves(p) {{ [] }}\nfn board() {{ \"{word}\" }}")).unwrap();
            assert_eq!(board(&g).unwrap(), want, "{word}");
            // Only a walk's entries are its board's layout rather than a position a reader types.
            assert_eq!(want.is_typed(), word != "walk", "{word}");
        }
    }

    #[test]
    fn an_error_in_words_names_the_function_and_the_position() {
        // A move's words come from fn describe, and the error says so, with both positions.
        let g = ScriptGame::compile("d", "fn moves(p) { [] }\nfn describe(p, q) { 3 }").unwrap();
        let e = describe(&g, &[3, 1], &[2, 1]).unwrap_err().to_string();
        assert!(
            e.contains("function: \"describe\"")
                && e.contains("refusal-about-move")
                && e.contains("\"3, 1\"")
                && e.contains("\"2, 1\"")
                && e.contains("refusal-reading-not-words"),
            "{e}"
        );
        let g = ScriptGame::compile("w", "fn moves(p) { [] }\nfn why(p) { #{ text: \"x\", k: -1 } }").unwrap();
        let e = why(&g, &[4, 0, 7]).unwrap_err().to_string();
        assert!(
            e.contains("function: \"why\"")
                && e.contains("refusal-about-position")
                && e.contains("\"4, 0, 7\"")
                && e.contains("refusal-reading-negative"),
            "{e}"
        );
    }
}
