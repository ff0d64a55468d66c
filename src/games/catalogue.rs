//! The catalogue: every game family by its standard notation, as one [`Game`] value that all
//! surfaces share. A game is a shape (a sum of heaps of one [`HeapRule`], or a whole-position
//! game) plus the play convention (normal or misère). Its names, titles and rule sentences live
//! here (in the message files' words, `game-title-…` and `game-rule-…`, in any language) so that
//! the terminal, the pages, the play widget and the exercise sheets word a game the same way.

use super::rules::{HeapRule, Octal, SubtractionSet};
use super::script::ScriptGame;
use crate::i18n::{Lang, english};
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

/// Named octal games: name, code, English title (a page's title is the message `game-name-NAME`).
pub const OCTAL_NAMES: [(&str, &str, &str); 3] = [
    ("kayles", "0.77", "Kayles"),
    ("dawson-chess", "0.137", "Dawson's chess"),
    ("dawson-kayles", "0.07", "Dawson's Kayles"),
];

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

    /// The words that name this game at `position`, e.g. `octal 0.77 5 7 --misere`.
    pub fn words(&self, position: &[u64]) -> String {
        let heaps: String = position.iter().map(|h| format!(" {h}")).collect();
        format!("{}{}{heaps}{}", self.name, self.words_before(), self.words_after())
    }

    /// The game's title in English, e.g. "Kayles (octal 0.77)" or "Subtraction game {2, 5}"
    /// (for the terminal and for diagnostics; pages use [`Game::title_in`]).
    pub fn title(&self) -> String {
        self.title_in(english())
    }

    /// The game's title in `lang`. A teacher's game keeps the title its script gives.
    pub fn title_in(&self, lang: Lang<'_>) -> String {
        let base = match &self.shape {
            Shape::Heaps(HeapRule::Take { max_take: None }) => lang.word("game-title-nim"),
            Shape::Heaps(HeapRule::Take { max_take: Some(k) }) if self.name == "bash" => {
                lang.t("game-title-bash", &[("k", (*k).into())])
            }
            Shape::Heaps(HeapRule::Take { max_take: Some(k) }) => {
                lang.t("game-title-bounded-nim", &[("k", (*k).into())])
            }
            Shape::Heaps(HeapRule::Subtraction(set)) => {
                lang.t("game-title-subtraction", &[("set", set.notation().into())])
            }
            Shape::Heaps(HeapRule::Octal(o)) => match OCTAL_NAMES.iter().find(|n| n.1 == o.code()) {
                Some((name, code, _)) => {
                    let args = [("name", lang.word(&format!("game-name-{name}")).into()), ("code", (*code).into())];
                    if self.misere {
                        // The convention joins the code inside the brackets where a language wants it.
                        return lang.t("game-title-octal-named-misere", &args);
                    }
                    lang.t("game-title-octal-named", &args)
                }
                None => lang.t("game-title-octal", &[("code", o.code().into())]),
            },
            Shape::Heaps(HeapRule::Lasker) => lang.word("game-title-lasker"),
            Shape::Heaps(HeapRule::GrundyGame) => lang.word("game-title-grundy-game"),
            Shape::Heaps(HeapRule::Script(s)) | Shape::Tuple(s) => s.title().to_string(),
            Shape::Wythoff => lang.word("game-title-wythoff"),
        };
        if self.misere { lang.t("game-title-misere", &[("title", base.into())]) } else { base }
    }

    /// The rule in one or two English sentences (for the terminal and for diagnostics; pages,
    /// sheets and the play widget use [`Game::rule_text_in`]).
    pub fn rule_text(&self) -> String {
        self.rule_text_in(english())
    }

    /// The rule in one or two sentences in `lang`. A teacher's game keeps the rule its script
    /// gives, followed by the end of the game in `lang`.
    pub fn rule_text_in(&self, lang: Lang<'_>) -> String {
        let moves = match &self.shape {
            Shape::Heaps(HeapRule::Take { max_take: None }) => lang.word("game-rule-nim"),
            Shape::Heaps(HeapRule::Take { max_take: Some(k) }) => {
                lang.t("game-rule-bounded-nim", &[("k", (*k).into())])
            }
            Shape::Heaps(HeapRule::Subtraction(set)) => match set {
                SubtractionSet::Finite(s) if s.len() == 1 => lang.t("game-rule-subtraction-one", &[("n", s[0].into())]),
                SubtractionSet::Finite(_) => lang.t("game-rule-subtraction-finite", &[("set", set.notation().into())]),
                SubtractionSet::PowersOfTwo => lang.word("game-rule-subtraction-powers-of-two"),
                SubtractionSet::Fibonacci => lang.word("game-rule-subtraction-fibonacci"),
                SubtractionSet::Squares => lang.word("game-rule-subtraction-squares"),
            },
            Shape::Heaps(HeapRule::Octal(o)) => octal_rule(o, lang),
            Shape::Heaps(HeapRule::Lasker) => lang.word("game-rule-lasker"),
            Shape::Heaps(HeapRule::GrundyGame) => lang.word("game-rule-grundy-game"),
            Shape::Heaps(HeapRule::Script(s)) | Shape::Tuple(s) => s.rule().to_string(),
            Shape::Wythoff => lang.word("game-rule-wythoff"),
        };
        let end = lang.word(if self.misere { "game-rule-last-loses" } else { "game-rule-last-wins" });
        if moves.is_empty() { end } else { lang.t("game-rule-joined", &[("moves", moves.into()), ("end", end.into())]) }
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

/// An octal code's rule in words.
fn octal_rule(o: &Octal, lang: Lang<'_>) -> String {
    let mut parts = Vec::new();
    for (k, &d) in o.digits.iter().enumerate() {
        let mut ways = Vec::new();
        for (bit, id) in [(1, "game-octal-whole"), (2, "game-octal-end"), (4, "game-octal-inside")] {
            if d & bit != 0 {
                ways.push(lang.word(id));
            }
        }
        if ways.is_empty() {
            continue;
        }
        if k == 0 {
            parts.push(lang.word("game-octal-split"));
        } else {
            let ways = join_or(lang, &ways, "game-octal-ways");
            parts.push(lang.t("game-octal-take", &[("k", k.into()), ("ways", ways.into())]));
        }
    }
    let moves = join_or(lang, &parts, "game-octal-moves");
    lang.t("game-octal-rule", &[("code", o.code().into()), ("moves", moves.into())])
}

/// Items joined by the messages `{list}-separator` and `{list}-or` ("a, b, or c").
fn join_or(lang: Lang<'_>, items: &[String], list: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let head = init.join(&lang.word(&format!("{list}-separator")));
            lang.t(&format!("{list}-or"), &[("head", head.into()), ("last", last.into())])
        }
    }
}
