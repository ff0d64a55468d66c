//! The catalogue: every game family by its standard notation, as one [`Game`] value that all
//! surfaces share. A game is a shape (a sum of heaps of one [`HeapRule`], or a whole-position
//! game) plus the play convention (normal or misère). Its title and rule are facts here (the
//! messages `game-title-…` and `game-rule-…` with their numbers), which the terminal, the pages,
//! the play widget and the exercise sheets word the same way through `crate::views::facts`.

use super::fact::{Arg, Fact};
use super::rules::{HeapRule, Octal, SubtractionSet};
use super::script::ScriptGame;
use std::sync::Arc;

/// The shape of a game's positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// A sum of heaps, each played by the same rule.
    Heaps(HeapRule),
    /// Wythoff's game on two piles.
    Wythoff,
    /// A teacher's game on tuples.
    Tuple(Arc<ScriptGame>),
}

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

/// Named octal games: name, code, and the message that names the game on a page.
pub const OCTAL_NAMES: [(&str, &str, &str); 3] = [
    ("kayles", "0.77", "game-name-kayles"),
    ("dawson-chess", "0.137", "game-name-dawson-chess"),
    ("dawson-kayles", "0.07", "game-name-dawson-kayles"),
];

/// The octal games that are played with rows of pins, and their rule in those words: the
/// bowling games, whose rows a student knocks pins out of rather than takes counters from.
const PIN_RULES: [(&str, &str); 2] = [("0.77", "game-rule-kayles"), ("0.07", "game-rule-dawson-kayles")];

/// What a heap game's heaps are made of, for the words of a position ("heaps 5, 7" or
/// "rows of 5 and 7 pins"); serialised as `counters` or `pins`, which the messages select on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Things {
    /// Counters (stones) in heaps: every game but the bowling ones.
    Counters,
    /// Pins in rows: Kayles and Dawson's Kayles.
    Pins,
}

impl Things {
    /// The name the messages select on.
    pub fn name(self) -> &'static str {
        match self {
            Things::Counters => "counters",
            Things::Pins => "pins",
        }
    }
}

impl serde::Serialize for Things {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// The families of heap games that take a list of heaps, with a sample of each (for messages).
pub const HEAP_FAMILIES: [(&str, &str); 7] = [
    ("subtraction", "subtraction 5 12 --set 2,5"),
    ("octal", "octal 0.77 5 7"),
    ("kayles", "kayles 5 7"),
    ("dawson-chess", "dawson-chess 9"),
    ("dawson-kayles", "dawson-kayles 9"),
    ("lasker", "lasker 2 2 3"),
    ("grundy-game", "grundy-game 7 9"),
];

impl Game {
    /// A heap game.
    pub fn heaps(name: &str, rule: HeapRule, misere: bool) -> Game {
        Game { name: name.into(), shape: Shape::Heaps(rule), misere }
    }

    /// Wythoff's game: two piles, take from one or the same from both.
    pub fn wythoff(misere: bool) -> Game {
        Game { name: "wythoff".into(), shape: Shape::Wythoff, misere }
    }

    /// A teacher's game on tuples, in normal play.
    pub fn tuple(name: &str, script: super::script::ScriptGame) -> Game {
        Game { name: name.into(), shape: Shape::Tuple(std::sync::Arc::new(script)), misere: false }
    }

    /// The heap rule, for heap games.
    pub fn heap_rule(&self) -> Option<&HeapRule> {
        match &self.shape {
            Shape::Heaps(r) => Some(r),
            _ => None,
        }
    }

    /// The words between the game's name and its position (`0.77` for `octal 0.77 5 7`).
    fn words_before(&self) -> String {
        match &self.shape {
            Shape::Heaps(HeapRule::Octal(o)) if self.name == "octal" => format!(" {}", o.code()),
            _ => String::new(),
        }
    }

    /// The words after the position (`--set 2,5`, `--misere`).
    fn words_after(&self) -> String {
        let mut s = String::new();
        // Nim's words name the convention first: `nim 9 5 8 --misere --max-take 3`.
        let nim = matches!(self.shape, Shape::Heaps(HeapRule::Take { .. })) && self.name != "bash";
        if self.misere && nim {
            s.push_str(" --misere");
        }
        match &self.shape {
            Shape::Heaps(HeapRule::Subtraction(set)) => s.push_str(&format!(" --set {}", set.words())),
            // The Bash game names its limit after its one heap: `bash 23 2`.
            Shape::Heaps(HeapRule::Take { max_take: Some(k) }) if self.name == "bash" => s.push_str(&format!(" {k}")),
            Shape::Heaps(HeapRule::Take { max_take: Some(k) }) => s.push_str(&format!(" --max-take {k}")),
            _ => {}
        }
        if self.misere && !nim {
            s.push_str(" --misere");
        }
        s
    }

    /// The teacher's rule behind the game, for a game a script defines (heaps or tuples).
    pub fn script(&self) -> Option<&super::script::ScriptGame> {
        match &self.shape {
            Shape::Heaps(HeapRule::Script(s)) | Shape::Tuple(s) => Some(s),
            _ => None,
        }
    }

    /// The words that name this game at `position`, e.g. `octal 0.77 5 7 --misere`.
    pub fn words(&self, position: &[u64]) -> String {
        let heaps: String = position.iter().map(|h| format!(" {h}")).collect();
        format!("{}{}{heaps}{}", self.name, self.words_before(), self.words_after())
    }

    /// The game's title, e.g. "Kayles (octal 0.77)" or "Subtraction game {2, 5}", as a fact the
    /// views word (`crate::views::facts::title`). A teacher's game keeps the title its script gives.
    pub fn title(&self) -> Fact {
        let k = |k: &u64| [("k", Arg::from(*k))];
        let base = match &self.shape {
            Shape::Heaps(HeapRule::Take { max_take: None }) => Fact::id("game-title-nim"),
            Shape::Heaps(HeapRule::Take { max_take: Some(m) }) if self.name == "bash" => {
                Fact::new("game-title-bash", k(m))
            }
            Shape::Heaps(HeapRule::Take { max_take: Some(m) }) => Fact::new("game-title-bounded-nim", k(m)),
            Shape::Heaps(HeapRule::Subtraction(set)) => {
                Fact::new("game-title-subtraction", [("set", set.notation().into())])
            }
            Shape::Heaps(HeapRule::Octal(o)) => match OCTAL_NAMES.iter().find(|n| n.1 == o.code()) {
                Some((_, code, name_id)) => {
                    let args = [("name", Fact::id(name_id).into()), ("code", Arg::from(*code))];
                    if self.misere {
                        // The convention joins the code inside the brackets where a language wants it.
                        return Fact::new("game-title-octal-named-misere", args);
                    }
                    Fact::new("game-title-octal-named", args)
                }
                None => Fact::new("game-title-octal", [("code", o.code().into())]),
            },
            Shape::Heaps(HeapRule::Lasker) => Fact::id("game-title-lasker"),
            Shape::Heaps(HeapRule::GrundyGame) => Fact::id("game-title-grundy-game"),
            Shape::Heaps(HeapRule::Script(s)) | Shape::Tuple(s) => {
                Fact::new("game-title-own", [("title", super::reading::own_text(s, "title", s.title()))])
            }
            Shape::Wythoff => Fact::id("game-title-wythoff"),
        };
        if self.misere { Fact::new("game-title-misere", [("title", base.into())]) } else { base }
    }

    /// What the game's heaps are made of.
    pub fn things(&self) -> Things {
        match &self.shape {
            Shape::Heaps(HeapRule::Octal(o)) if PIN_RULES.iter().any(|(code, _)| *code == o.code()) => Things::Pins,
            _ => Things::Counters,
        }
    }

    /// The rule in one or two sentences, as a fact the views word (`crate::views::facts::rule`). A
    /// teacher's game keeps the rule its script gives, followed by the end of the game.
    pub fn rule(&self) -> Fact {
        let moves = match &self.shape {
            Shape::Heaps(HeapRule::Take { max_take: None }) => Fact::id("game-rule-nim"),
            Shape::Heaps(HeapRule::Take { max_take: Some(k) }) => {
                Fact::new("game-rule-bounded-nim", [("k", Arg::from(*k))])
            }
            Shape::Heaps(HeapRule::Subtraction(set)) => match set {
                SubtractionSet::Finite(s) if s.len() == 1 => {
                    Fact::new("game-rule-subtraction-one", [("n", Arg::from(s[0]))])
                }
                SubtractionSet::Finite(_) => {
                    Fact::new("game-rule-subtraction-finite", [("set", set.notation().into())])
                }
                SubtractionSet::PowersOfTwo => Fact::id("game-rule-subtraction-powers-of-two"),
                SubtractionSet::Fibonacci => Fact::id("game-rule-subtraction-fibonacci"),
                SubtractionSet::Squares => Fact::id("game-rule-subtraction-squares"),
            },
            Shape::Heaps(HeapRule::Octal(o)) => match PIN_RULES.iter().find(|(code, _)| *code == o.code()) {
                Some((_, id)) => Fact::id(id),
                None => octal_rule(o),
            },
            Shape::Heaps(HeapRule::Lasker) => Fact::id("game-rule-lasker"),
            Shape::Heaps(HeapRule::GrundyGame) => Fact::id("game-rule-grundy-game"),
            Shape::Heaps(HeapRule::Script(s)) | Shape::Tuple(s) if s.rule().is_empty() => {
                return Fact::id(end_id(self.misere));
            }
            Shape::Heaps(HeapRule::Script(s)) | Shape::Tuple(s) => {
                Fact::new("game-rule-own", [("rule", super::reading::own_text(s, "rule", s.rule()))])
            }
            Shape::Wythoff => Fact::id("game-rule-wythoff"),
        };
        Fact::new("game-rule-joined", [("moves", moves.into()), ("end", Fact::id(end_id(self.misere)).into())])
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

/// The message that ends a rule: who wins with the last move.
fn end_id(misere: bool) -> &'static str {
    if misere { "game-rule-last-loses" } else { "game-rule-last-wins" }
}

/// An octal code's rule, as a fact.
fn octal_rule(o: &Octal) -> Fact {
    let mut parts = Vec::new();
    for (k, &d) in o.digits.iter().enumerate() {
        let ways: Vec<Arg> = [(1, "game-octal-whole"), (2, "game-octal-end"), (4, "game-octal-inside")]
            .into_iter()
            .filter(|(bit, _)| d & bit != 0)
            .map(|(_, id)| Fact::id(id).into())
            .collect();
        if ways.is_empty() {
            continue;
        }
        if k == 0 {
            parts.push(Fact::id("game-octal-split").into());
        } else {
            let ways = Arg::Or { or: "game-octal-ways", items: ways };
            parts.push(Fact::new("game-octal-take", [("k", Arg::from(k)), ("ways", ways)]).into());
        }
    }
    let moves = Arg::Or { or: "game-octal-moves", items: parts };
    Fact::new("game-octal-rule", [("code", o.code().into()), ("moves", moves)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::finite_set;

    fn heaps(name: &str, rule: HeapRule, misere: bool) -> Game {
        Game::heaps(name, rule, misere)
    }

    /// Each family's title names it by its rule, and by its name where the name is the family's
    /// (the Bash game is bounded Nim on one heap, asked for as `bash`).
    #[test]
    fn each_family_has_its_title() {
        let capped = HeapRule::Take { max_take: Some(2) };
        let titled = [
            (heaps("nim", HeapRule::Take { max_take: None }, false), "game-title-nim"),
            (heaps("bash", capped.clone(), false), "game-title-bash"),
            (heaps("nim", capped.clone(), false), "game-title-bounded-nim"),
            (
                heaps("subtraction", HeapRule::Subtraction(finite_set(vec![2, 5]).unwrap()), false),
                "game-title-subtraction",
            ),
            (heaps("kayles", HeapRule::Octal(Octal::parse("0.77").unwrap()), false), "game-title-octal-named"),
            (heaps("octal", HeapRule::Octal(Octal::parse("0.77").unwrap()), true), "game-title-octal-named-misere"),
            (heaps("octal", HeapRule::Octal(Octal::parse("0.6").unwrap()), false), "game-title-octal"),
            (heaps("lasker", HeapRule::Lasker, false), "game-title-lasker"),
            (heaps("grundy-game", HeapRule::GrundyGame, false), "game-title-grundy-game"),
            (Game::wythoff(false), "game-title-wythoff"),
        ];
        for (game, id) in titled {
            assert_eq!(game.title().fact, id, "{}", game.words(&[]));
        }
        // Misère play wraps the title, except where the language joins it to a named code.
        let misere = heaps("bash", capped, true).title();
        assert_eq!(misere.fact, "game-title-misere");
        assert_eq!(misere.args["title"], Arg::from(Fact::new("game-title-bash", [("k", Arg::from(2u64))])));
    }

    /// Each family's rule names it, and a subtraction set of one amount has its own words; a
    /// teacher's rule with no words of its own says only who wins.
    #[test]
    fn each_family_has_its_rule() {
        let set = |s: Vec<u64>| HeapRule::Subtraction(finite_set(s).unwrap());
        let ruled = [
            (HeapRule::Take { max_take: None }, "game-rule-nim"),
            (HeapRule::Take { max_take: Some(3) }, "game-rule-bounded-nim"),
            (set(vec![3]), "game-rule-subtraction-one"),
            (set(vec![1, 3]), "game-rule-subtraction-finite"),
            (HeapRule::Subtraction(SubtractionSet::PowersOfTwo), "game-rule-subtraction-powers-of-two"),
            (HeapRule::Subtraction(SubtractionSet::Fibonacci), "game-rule-subtraction-fibonacci"),
            (HeapRule::Subtraction(SubtractionSet::Squares), "game-rule-subtraction-squares"),
            (HeapRule::Octal(Octal::parse("0.77").unwrap()), "game-rule-kayles"),
            (HeapRule::Octal(Octal::parse("0.07").unwrap()), "game-rule-dawson-kayles"),
            (HeapRule::Octal(Octal::parse("0.137").unwrap()), "game-octal-rule"),
            (HeapRule::Lasker, "game-rule-lasker"),
            (HeapRule::GrundyGame, "game-rule-grundy-game"),
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
            heaps("own", HeapRule::Script(Arc::new(script)), true).rule()
        };
        let plain = own("fn options(n) { if n > 0 { [[n - 1]] } else { [] } }");
        assert_eq!(plain, Fact::id("game-rule-last-loses"));
        let worded = own("fn rule() { \"Take one.\" }\nfn options(n) { if n > 0 { [[n - 1]] } else { [] } }");
        assert_eq!(worded.fact, "game-rule-joined");
    }
}
