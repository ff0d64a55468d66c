//! The catalogue: every game family by its standard notation, as one [`Game`] value that all
//! surfaces share. A game is a shape (a sum of heaps of one [`HeapRule`], or a whole-position
//! game) plus the play convention (normal or misère). Its title and rule are facts here (the
//! messages `game-title-…` and `game-rule-…` with their numbers), which the terminal, the pages,
//! the play widget and the exercise sheets word the same way through `crate::views::facts`.

use super::GameError;
use super::fact::Fact;
use super::rules::{HeapRule, WholeRule, end_id};
pub use super::rules::{OCTAL_NAMES, Shape, Things};

/// A game: its name as written in a lesson, its shape, and whether play is misère.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// The word that names the game (`kayles`, `octal`, `subtraction`, a teacher's name …).
    pub name: String,
    /// The positions and the moves.
    pub shape: Shape,
    /// Misère play: whoever makes the last move loses.
    pub misere: bool,
}

impl Game {
    /// A heap game.
    pub fn heaps(name: &str, rule: HeapRule, misere: bool) -> Game {
        Game { name: name.into(), shape: Shape::Heaps(rule), misere }
    }

    /// Wythoff's game: two piles, take from one or the same from both.
    pub fn wythoff(misere: bool) -> Game {
        Game { name: "wythoff".into(), shape: Shape::Whole(WholeRule::wythoff()), misere }
    }

    /// A teacher's game on tuples, in normal play.
    pub fn tuple(name: &str, script: super::script::ScriptGame) -> Game {
        Game { name: name.into(), shape: Shape::Whole(WholeRule::script(std::sync::Arc::new(script))), misere: false }
    }

    /// The heap rule, for heap games.
    pub fn heap_rule(&self) -> Option<&HeapRule> {
        match &self.shape {
            Shape::Heaps(r) => Some(r),
            _ => None,
        }
    }

    /// The words between the game's name and its position (`0.77` for `octal 0.77 5 7`), and
    /// after it (`--set 2,5`, `--misere`).
    fn words_around(&self) -> (String, String) {
        match &self.shape {
            Shape::Heaps(rule) => rule.words(&self.name, self.misere),
            _ => (String::new(), if self.misere { " --misere".into() } else { String::new() }),
        }
    }

    /// The teacher's rule behind the game, for a game a script defines (heaps or tuples).
    pub fn script(&self) -> Option<&super::script::ScriptGame> {
        match &self.shape {
            Shape::Heaps(rule) => rule.script().map(|s| &**s),
            Shape::Whole(rule) => rule.script().map(|s| &**s),
        }
    }

    /// Whether `position` is a position of the game at all: a teacher's rule may say that some
    /// tuples are not (`fn valid(p)`); every other game takes every tuple it is played on.
    pub fn is_position(&self, position: &[u64]) -> Result<bool, GameError> {
        match self.script() {
            Some(script) => super::reading::valid(script, position),
            None => Ok(true),
        }
    }

    /// The words that name this game at `position`, e.g. `octal 0.77 5 7 --misere`.
    pub fn words(&self, position: &[u64]) -> String {
        let heaps: String = position.iter().map(|h| format!(" {h}")).collect();
        let (before, after) = self.words_around();
        format!("{}{before}{heaps}{after}", self.name)
    }

    /// The game's title, e.g. "Kayles (octal 0.77)" or "Subtraction game {2, 5}", as a fact the
    /// views word (`crate::views::facts::title`). A teacher's game keeps the title its script gives.
    pub fn title(&self) -> Fact {
        let base = match &self.shape {
            // A family may word its title under misère play itself (a named octal code joins the
            // convention inside its brackets where a language wants it).
            Shape::Heaps(rule) => match rule.misere_title() {
                Some(title) if self.misere => return title,
                _ => rule.title(),
            },
            Shape::Whole(rule) => rule.title(),
        };
        if self.misere { Fact::new("game-title-misere", [("title", base.into())]) } else { base }
    }

    /// What the game's heaps are made of.
    pub fn things(&self) -> Things {
        match &self.shape {
            Shape::Heaps(rule) => rule.things(),
            _ => Things::Counters,
        }
    }

    /// The rule in one or two sentences, as a fact the views word (`crate::views::facts::rule`). A
    /// teacher's game keeps the rule its script gives, followed by the end of the game.
    pub fn rule(&self) -> Fact {
        match (&self.shape, self.script()) {
            (_, Some(s)) if s.rule().is_empty() => Fact::id(end_id(self.misere)),
            (Shape::Heaps(rule), _) => joined(rule.moves(), self.misere),
            (Shape::Whole(rule), _) => joined(rule.moves_fact(), self.misere),
        }
    }

    /// True when positions are heaps whose empty ones keep their place (games that never
    /// split: Nim's "8 12 0"); false when heaps come and go (splitting games).
    pub fn keeps_empty_heaps(&self) -> bool {
        match &self.shape {
            Shape::Heaps(r) => !r.splits(),
            _ => true,
        }
    }
}

/// A rule's moves followed by the end of the game under the convention.
fn joined(moves: Fact, misere: bool) -> Fact {
    Fact::new("game-rule-joined", [("moves", moves.into()), ("end", Fact::id(end_id(misere)).into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fact::Arg;
    use crate::rules::{Octal, SubtractionSet, finite_set};
    use std::sync::Arc;

    fn heaps(name: &str, rule: HeapRule, misere: bool) -> Game {
        Game::heaps(name, rule, misere)
    }

    /// Each family's title names it by its rule (the Bash game is bounded Nim played on one
    /// heap, which is a rule of its own, and titled so whatever name asked for it).
    #[test]
    fn each_family_has_its_title() {
        let capped = HeapRule::take(Some(2));
        let titled = [
            (heaps("nim", HeapRule::take(None), false), "game-title-nim"),
            (heaps("bash", HeapRule::bash(2), false), "game-title-bash"),
            (heaps("any", HeapRule::bash(2), false), "game-title-bash"),
            (heaps("nim", capped.clone(), false), "game-title-bounded-nim"),
            (heaps("split-three", HeapRule::new(crate::rules::SplitThree), false), "game-title-split-three"),
            (
                heaps("subtraction", HeapRule::subtraction(finite_set(vec![2, 5]).unwrap()), false),
                "game-title-subtraction",
            ),
            (heaps("kayles", HeapRule::octal(Octal::parse("0.77").unwrap()), false), "game-title-octal-named"),
            (heaps("octal", HeapRule::octal(Octal::parse("0.77").unwrap()), true), "game-title-octal-named-misere"),
            (heaps("octal", HeapRule::octal(Octal::parse("0.6").unwrap()), false), "game-title-octal"),
            (heaps("lasker", HeapRule::lasker(), false), "game-title-lasker"),
            (heaps("grundy-game", HeapRule::grundy_game(), false), "game-title-grundy-game"),
            (Game::wythoff(false), "game-title-wythoff"),
        ];
        for (game, id) in titled {
            assert_eq!(game.title().fact, id, "{}", game.words(&[]));
        }
        // Misère play wraps the title, except where the language joins it to a named code.
        let misere = heaps("bash", HeapRule::bash(2), true).title();
        assert_eq!(misere.fact, "game-title-misere");
        assert_eq!(misere.args["title"], Arg::from(Fact::new("game-title-bash", [("k", Arg::from(2u64))])));
    }

    /// Each family's rule names it, and a subtraction set of one amount has its own words; a
    /// teacher's rule with no words of its own says only who wins.
    #[test]
    fn each_family_has_its_rule() {
        let set = |s: Vec<u64>| HeapRule::subtraction(finite_set(s).unwrap());
        let ruled = [
            (HeapRule::take(None), "game-rule-nim"),
            (HeapRule::take(Some(3)), "game-rule-bounded-nim"),
            (set(vec![3]), "game-rule-subtraction-one"),
            (set(vec![1, 3]), "game-rule-subtraction-finite"),
            (HeapRule::subtraction(SubtractionSet::PowersOfTwo), "game-rule-subtraction-powers-of-two"),
            (HeapRule::subtraction(SubtractionSet::Fibonacci), "game-rule-subtraction-fibonacci"),
            (HeapRule::subtraction(SubtractionSet::Squares), "game-rule-subtraction-squares"),
            (HeapRule::octal(Octal::parse("0.77").unwrap()), "game-rule-kayles"),
            (HeapRule::octal(Octal::parse("0.07").unwrap()), "game-rule-dawson-kayles"),
            (HeapRule::octal(Octal::parse("0.137").unwrap()), "game-octal-rule"),
            (HeapRule::lasker(), "game-rule-lasker"),
            (HeapRule::grundy_game(), "game-rule-grundy-game"),
            (HeapRule::new(crate::rules::SplitThree), "game-rule-split-three"),
        ];
        for (rule, id) in ruled {
            for misere in [false, true] {
                let fact = heaps("g", rule.clone(), misere).rule();
                assert_eq!(fact.fact, "game-rule-joined");
                let end = if misere { "game-rule-last-loses" } else { "game-rule-last-wins" };
                assert_eq!(fact.args["end"], Arg::from(Fact::id(end)));
                match &fact.args["moves"] {
                    Arg::Fact(moves) => assert_eq!(moves.fact, id, "{rule:?}"),
                    other => panic!("{rule:?}: {other:?}"),
                }
            }
        }
        assert_eq!(
            heaps("g", set(vec![3]), false).rule().args["moves"],
            Arg::from(Fact::new("game-rule-subtraction-one", [("n", Arg::from(3u64))]))
        );
        // A teacher's rule: its own words and the end, or only the end when it has none.
        let own = |source: &str| {
            let script = crate::script::ScriptGame::compile("own", source).unwrap();
            heaps("own", HeapRule::script(Arc::new(script)), true).rule()
        };
        let plain = own("fn options(n) { if n > 0 { [[n - 1]] } else { [] } }");
        assert_eq!(plain, Fact::id("game-rule-last-loses"));
        let worded = own("fn rule() { \"Take one.\" }\nfn options(n) { if n > 0 { [[n - 1]] } else { [] } }");
        assert_eq!(worded.fact, "game-rule-joined");
    }
}
