//! The words of a game in the catalogue, in one grammar for every surface: `kayles 5 7`,
//! `octal 0.77 5 7 --misere`, `subtraction 5 12 --set 2,5`, `lasker 2 2 3`, a teacher's game by
//! its name, and the rules alone (`--game "octal 0.77"` for charts, play, exercises and
//! `verify`). Positions are parsed here; the rules become a [`Game`] of the model.

use super::{DirectiveError, FlagSpec, Word, fail, parse_list, parse_number, split_flags, suggest};
use nimbook_engine::catalogue::{Game, HEAP_FAMILIES, OCTAL_NAMES, Shape};
use nimbook_engine::rules::{HeapRule, Octal, SubtractionSet, finite_set};
use nimbook_engine::script::{ScriptError, ScriptGame};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The games a lesson defined with ```` ```game NAME ```` blocks, by name.
pub type Defined = BTreeMap<String, Arc<ScriptGame>>;

/// Compiles a teacher's game (a site's `games/NAME.rhai` or a page's ```` ```game NAME ```` block)
/// and checks its reading functions, with the message a teacher needs when it fails.
pub fn compile(name: &str, body: &str) -> Result<ScriptGame, ScriptError> {
    ScriptGame::compile(name, body)
        .and_then(|g| nimbook_engine::reading::check(&g).map(|()| g))
        .map_err(|e| ScriptError { message: format!("game \"{name}\": {}", e.message), at: e.at })
}

/// The rule words of the built-in families a general game may name, besides the catalogue's.
const ALSO: [&str; 3] = ["nim", "bash", "wythoff"];

/// Every game name the grammar knows, built-in and defined.
pub fn game_names(defined: &Defined) -> Vec<String> {
    let mut names: Vec<String> = ALSO.iter().map(|s| s.to_string()).collect();
    names.extend(HEAP_FAMILIES.iter().map(|f| f.0.to_string()));
    names.extend(defined.keys().cloned());
    names
}

/// Parses a game and its position: `NAME [CODE] NUMBERS… [--set S] [--misere]`.
pub fn parse_game_position(words: &[Word<'_>], defined: &Defined) -> Result<(Game, Vec<u64>), DirectiveError> {
    let (game, positional) = parse_rules(words, defined, true)?;
    let first = &words[0];
    if positional.is_empty() {
        let sample = HEAP_FAMILIES.iter().find(|f| f.0 == game.name).map_or("", |f| f.1);
        let e = if sample.is_empty() { String::new() } else { format!(" (e.g. \"{sample}\")") };
        return fail(Some(first), format!("{} needs at least one heap size{e}", game.name));
    }
    let what = if matches!(game.shape, Shape::Tuple(_)) { "number" } else { "heap size" };
    let position = positional.iter().map(|w| parse_number(w, what)).collect::<Result<Vec<_>, _>>()?;
    if matches!(game.shape, Shape::Wythoff) && position.len() != 2 {
        return fail(positional.get(2).or(positional.last()), "Wythoff's game is played on exactly two piles");
    }
    Ok((game, position))
}

/// Parses the rules alone (`kayles`, `octal 0.77`, `subtraction --set 1,3,4`, `nim --max-take 3`).
pub fn parse_game(words: &[Word<'_>], defined: &Defined) -> Result<Game, DirectiveError> {
    let (game, rest) = parse_rules(words, defined, false)?;
    if let Some(w) = rest.first() {
        return fail(Some(w), format!("unexpected \"{}\": name the game only, without a position", w.text));
    }
    Ok(game)
}

fn parse_rules<'a>(
    words: &[Word<'a>],
    defined: &Defined,
    with_position: bool,
) -> Result<(Game, Vec<Word<'a>>), DirectiveError> {
    let Some((first, rest)) = words.split_first() else {
        return fail(None, format!("no game named; expected one of {}", game_names(defined).join(", ")));
    };
    let name = first.text;
    let misere = FlagSpec { name: "--misere", value: None };
    let set = FlagSpec { name: "--set", value: Some("the amounts a move may take, e.g. 1,3,4 or fibonacci") };
    let max_take = FlagSpec { name: "--max-take", value: Some("the most a move may take, K") };
    let accepted: &[FlagSpec] = match name {
        "subtraction" => &[set, misere],
        "nim" => &[max_take, misere],
        _ => &[misere],
    };
    let parsed = split_flags(rest, accepted, name)?;
    let mut positional = parsed.positional.clone();
    let is_misere = parsed.has("--misere");
    let rule = match name {
        "nim" => {
            let k = parsed.number("--max-take", "the most per move")?;
            if k == Some(0) {
                return fail(
                    parsed.value("--max-take"),
                    "--max-take must be at least 1 (a move takes at least one counter)",
                );
            }
            HeapRule::Take { max_take: k }
        }
        "bash" if !with_position => {
            return fail(Some(first), "as a game without a position, the Bash game is \"nim --max-take M\" (one heap)");
        }
        "bash" => {
            // `bash N M`: one heap of N, at most M a move.
            let names = ["heap size N", "most per move M"];
            if positional.len() < 2 {
                return fail(
                    positional.last().or(Some(first)),
                    format!(
                        "bash needs {}; the {} is missing (e.g. \"bash 23 2\")",
                        names.join(" and "),
                        names[positional.len()]
                    ),
                );
            }
            if let Some(extra) = positional.get(2) {
                return fail(
                    Some(extra),
                    format!("unexpected \"{}\": bash takes exactly {} (bash 23 2)", extra.text, names.join(" and ")),
                );
            }
            let m = parse_number(&positional[1], "the most per move")?;
            if m == 0 {
                return fail(Some(&positional[1]), "the most per move \"0\" must be at least 1 (a move takes 1 to M)");
            }
            positional.truncate(1);
            HeapRule::Take { max_take: Some(m) }
        }
        "wythoff" => return Ok((Game::wythoff(is_misere), positional)),
        "subtraction" => {
            let Some(w) = parsed.value("--set") else {
                return fail(
                    Some(first),
                    "subtraction needs --set with the amounts a move may take (e.g. \"subtraction 5 12 --set 2,5\", \
                     or --set powers-of-two, fibonacci, squares)",
                );
            };
            HeapRule::Subtraction(parse_set(w)?)
        }
        "octal" => {
            if positional.is_empty() {
                return fail(Some(first), "octal needs a code, e.g. \"octal 0.77 5 7\" (0.77 is Kayles)");
            }
            let code = positional.remove(0);
            HeapRule::Octal(Octal::parse(code.text).or_else(|e| fail(Some(&code), e.to_string()))?)
        }
        "lasker" => HeapRule::Lasker,
        "grundy-game" => HeapRule::GrundyGame,
        _ => {
            if let Some((_, code, _)) = OCTAL_NAMES.iter().find(|n| n.0 == name) {
                HeapRule::Octal(Octal::parse(code).expect("the catalogue's codes are valid"))
            } else if let Some(script) = defined.get(name) {
                let shape = if script.is_heap_game() {
                    Shape::Heaps(HeapRule::Script(script.clone()))
                } else {
                    Shape::Tuple(script.clone())
                };
                return Ok((Game { name: name.into(), shape, misere: is_misere }, positional));
            } else {
                return super::unknown_game(first, &game_names(defined));
            }
        }
    };
    Ok((Game::heaps(name, rule, is_misere), positional))
}

/// Parses the value of `--set`: amounts such as `1,3,4`, or a named infinite set.
pub fn parse_set(word: &Word<'_>) -> Result<SubtractionSet, DirectiveError> {
    match word.text {
        "powers-of-two" => Ok(SubtractionSet::PowersOfTwo),
        "fibonacci" => Ok(SubtractionSet::Fibonacci),
        "squares" => Ok(SubtractionSet::Squares),
        text if text.starts_with(|c: char| c.is_ascii_alphabetic()) => {
            let named = ["powers-of-two", "fibonacci", "squares"];
            let hint = suggest(text, &named).map(|s| format!(" (did you mean \"{s}\"?)")).unwrap_or_default();
            fail(
                Some(word),
                format!("unknown set \"{text}\"{hint}; write amounts such as 1,3,4 or one of {}", named.join(", ")),
            )
        }
        _ => finite_set(parse_list(word, "amount")?).or_else(|e| fail(Some(word), e.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directive::split_words;

    fn parse(s: &str) -> Result<(Game, Vec<u64>), DirectiveError> {
        parse_game_position(&split_words(s), &Defined::new())
    }

    #[test]
    fn words_round_trip() {
        for s in [
            "kayles 5 7",
            "octal 0.77 5 7 --misere",
            "octal 4.07 9",
            "subtraction 5 12 --set 2,5",
            "subtraction 5 12 --set 2,5 --misere",
            "lasker 2 2 3 --misere",
            "subtraction 9 --set fibonacci",
            "lasker 2 2 3",
            "grundy-game 7",
            "dawson-chess 9 --misere",
            "wythoff 4 7 --misere",
            "wythoff 4 7",
            "nim 8 12 13",
            "nim 3 4 5 --misere --max-take 3",
            "bash 23 2",
            "bash 23 2 --misere",
        ] {
            let (g, p) = parse(s).unwrap();
            assert_eq!(g.words(&p), s);
        }
    }

    #[test]
    fn mistakes_name_the_word() {
        let e = parse("octal 0.87 5").unwrap_err();
        assert_eq!(e.offset, Some(6));
        assert!(e.message().contains("not octal"), "{}", e.message());
        let e = parse("subtraction 5 --set fibonaci").unwrap_err();
        assert!(e.message().contains("did you mean \"fibonacci\""), "{}", e.message());
        let e = parse("kayle 5").unwrap_err();
        assert!(e.message().contains("did you mean \"kayles\""), "{}", e.message());
        assert!(parse("kayles").unwrap_err().message().contains("at least one heap"));
        assert!(parse("subtraction 5").unwrap_err().message().contains("needs --set"));
        let g = parse_game(&split_words("octal 0.77"), &Defined::new()).unwrap();
        assert_eq!(crate::facts::title(&g, crate::i18n::english()), "Kayles (octal 0.77)");
        assert!(parse_game(&split_words("kayles 5"), &Defined::new()).is_err());
    }
}
