//! The words of a game in the catalogue, in one grammar for every surface: `kayles 5 7`,
//! `octal 0.77 5 7 --misere`, `subtraction 5 12 --set 2,5`, `lasker 2 2 3`, a teacher's game by
//! its name, and the rules alone (`--game "octal 0.77"` for charts, play, exercises and
//! `verify`). Positions are parsed here; the rules become a [`Game`] of the model.

use super::{DirectiveError, Flag, Mistake, Word, arg_error, fail, parse_number, split_flags, what};
use nimbook_engine::GameError;
use nimbook_engine::catalogue::{Game, Shape};
use nimbook_engine::fact::Arg;
use nimbook_engine::rules::registry::{self, Args, MISERE};
use nimbook_engine::rules::{HeapRule, WholeRule};
use nimbook_engine::script::{ScriptError, ScriptGame};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The games a lesson defined with ```` ```game NAME ```` blocks, by name.
pub type Defined = BTreeMap<String, Arc<ScriptGame>>;

/// Compiles a teacher's game (a site's `games/NAME.rhai` or a page's ```` ```game NAME ```` block)
/// and checks its reading functions; [`crate::facts::script_error`] words a failure.
pub fn compile(name: &str, body: &str) -> Result<ScriptGame, ScriptError> {
    ScriptGame::compile(name, body).and_then(|g| nimbook_engine::reading::check(&g).map(|()| g))
}

/// Every game name the grammar knows, built-in and defined.
pub fn game_names(defined: &Defined) -> Vec<String> {
    let mut names: Vec<String> = registry::names().map(|n| n.word.to_string()).collect();
    names.extend(defined.keys().cloned());
    names
}

/// Parses a game and its position: `NAME [CODE] NUMBERS… [--set S] [--misere]`.
pub fn parse_game_position(words: &[Word<'_>], defined: &Defined) -> Result<(Game, Vec<u64>), DirectiveError> {
    let (game, positional) = parse_rules(words, defined, true)?;
    let first = &words[0];
    if positional.is_empty() {
        return fail(
            Some(first),
            "mistake-needs-heap",
            [
                ("game", Arg::from(game.name.as_str())),
                ("example", super::mistake::example(registry::sample(&game.name))),
            ],
        );
    }
    let id = match &game.shape {
        Shape::Whole(rule) if !rule.piles() => "what-number",
        _ => "what-heap-size",
    };
    let position = positional.iter().map(|w| parse_number(w, what(id))).collect::<Result<Vec<_>, _>>()?;
    if let Shape::Whole(rule) = &game.shape
        && let Some((length, why)) = rule.length()
        && position.len() != length
    {
        let at = positional.get(length).or(positional.last()).map(|w| w.offset);
        return Err(DirectiveError { mistake: Mistake::Game(GameError::Invalid { reason: why }), offset: at });
    }
    Ok((game, position))
}

/// Parses the rules alone (`kayles`, `octal 0.77`, `subtraction --set 1,3,4`, `nim --max-take 3`).
pub fn parse_game(words: &[Word<'_>], defined: &Defined) -> Result<Game, DirectiveError> {
    let (game, rest) = parse_rules(words, defined, false)?;
    if let Some(w) = rest.first() {
        return fail(Some(w), "mistake-rules-only", [("word", Arg::from(w.text))]);
    }
    Ok(game)
}

/// Parses a game's name and rules: a built-in family reads its own words ([`registry`]); a
/// game the site defines takes `--misere` alone. Returns the words left for the position.
fn parse_rules<'a>(
    words: &[Word<'a>],
    defined: &Defined,
    with_position: bool,
) -> Result<(Game, Vec<Word<'a>>), DirectiveError> {
    let Some((first, rest)) = words.split_first() else {
        return fail(None, "mistake-no-game", [("expected", super::mistake::list(&game_names(defined)))]);
    };
    let name = first.text;
    let entry = registry::entry(name);
    let accepted: &[Flag] = entry.map_or(&[MISERE], |e| e.flags);
    let parsed = split_flags(rest, accepted, name)?;
    let misere = parsed.has("--misere");
    let shape = match (entry, defined.get(name)) {
        (Some(entry), _) => {
            let mut args = Args::new(first.offset, with_position);
            for w in &parsed.positional {
                args.push_word(w.offset, w.text);
            }
            for (flag, w, value) in &parsed.flags {
                args.push_flag(flag, w.offset, value.map(|v| (v.offset, v.text)));
            }
            let shape = (entry.parse)(name, &mut args).map_err(|e| arg_error(e.at, e.kind, None))?;
            let positional = args.into_positional().into_iter().map(|(offset, text)| Word { text, offset }).collect();
            return Ok((Game { name: name.into(), shape, misere }, positional));
        }
        (None, Some(script)) if script.is_heap_game() => Shape::Heaps(HeapRule::script(script.clone())),
        (None, Some(script)) => Shape::Whole(WholeRule::script(script.clone())),
        (None, None) => return super::unknown_game(first, &game_names(defined)),
    };
    Ok((Game { name: name.into(), shape, misere }, parsed.positional))
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

    /// Every name of the families' registry parses its own sample, and the game says its words
    /// back as the sample writes them.
    #[test]
    fn every_registered_name_parses_its_sample() {
        for name in registry::names() {
            let (g, p) = parse(name.sample).unwrap_or_else(|e| panic!("{}: {}", name.sample, e.message()));
            assert_eq!(g.name, name.word);
            assert_eq!(g.words(&p), name.sample);
        }
    }

    /// A family's refusal of a word is placed at that word.
    #[test]
    fn a_familys_refusal_points_at_its_word() {
        let at = |s: &str| parse(s).unwrap_err().offset;
        assert_eq!(at("bash 23 2 5"), Some(10), "the extra word");
        assert_eq!(at("bash 23 0"), Some(8), "the limit");
        assert_eq!(at("bash 23"), Some(5), "the last word given");
        assert_eq!(at("nim 5 --max-take 0"), Some(17), "the flag's value");
        assert_eq!(at("subtraction 5 --set 1,x"), Some(22), "the bad amount");
        assert_eq!(at("octal 9 5"), Some(6), "the code");
        let e = parse("subtraction 5 --set squars").unwrap_err();
        assert!(e.message().contains("did you mean \"squares\""), "{}", e.message());
        // The Bash game is one heap; Wythoff's game two piles.
        assert!(parse_game(&split_words("bash"), &Defined::new()).is_err());
        assert_eq!(at("wythoff 1 2 3"), Some(12));
    }
}
