//! The catalogue: every game family by its standard notation, as one [`Game`] value that all
//! surfaces share. A game is a shape (a sum of heaps of one [`HeapRule`], or a whole-position
//! game) plus the play convention (normal or misère). Its names, titles and rule sentences live
//! here so that the terminal, the pages, the play widget and the exercise sheets word a game the
//! same way.

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

/// Named octal games: name, code, title.
pub const OCTAL_NAMES: [(&str, &str, &str); 3] =
    [("kayles", "0.77", "Kayles"), ("dawson-chess", "0.137", "Dawson's chess"), ("dawson-kayles", "0.07", "Dawson's Kayles")];

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
        match &self.shape {
            Shape::Heaps(HeapRule::Subtraction(set)) => s.push_str(&format!(" --set {}", set.words())),
            Shape::Heaps(HeapRule::Take { max_take: Some(k) }) => s.push_str(&format!(" --max-take {k}")),
            _ => {}
        }
        if self.misere {
            s.push_str(" --misere");
        }
        s
    }

    /// The words that name this game at `position`, e.g. `octal 0.77 5 7 --misere`.
    pub fn words(&self, position: &[u64]) -> String {
        let heaps: String = position.iter().map(|h| format!(" {h}")).collect();
        format!("{}{}{heaps}{}", self.name, self.words_before(), self.words_after())
    }

    /// The game's title, e.g. "Kayles (octal 0.77)" or "the subtraction game {2, 5}".
    pub fn title(&self) -> String {
        let base = match &self.shape {
            Shape::Heaps(HeapRule::Take { max_take: None }) => "Nim".to_string(),
            Shape::Heaps(HeapRule::Take { max_take: Some(k) }) => format!("Nim with at most {k} per move"),
            Shape::Heaps(HeapRule::Subtraction(set)) => format!("Subtraction game {}", set.notation()),
            Shape::Heaps(HeapRule::Octal(o)) => match OCTAL_NAMES.iter().find(|n| n.1 == o.code()) {
                Some((_, code, title)) => format!("{title} (octal {code})"),
                None => format!("Octal game {}", o.code()),
            },
            Shape::Heaps(HeapRule::Lasker) => "Lasker's Nim".into(),
            Shape::Heaps(HeapRule::GrundyGame) => "Grundy's game".into(),
            Shape::Heaps(HeapRule::Script(s)) | Shape::Tuple(s) => s.title().to_string(),
            Shape::Wythoff => "Wythoff's game".into(),
        };
        if self.misere { format!("{base}, misère play") } else { base }
    }

    /// The rule in one or two sentences, for pages, sheets and the play widget.
    pub fn rule_text(&self) -> String {
        let moves = match &self.shape {
            Shape::Heaps(HeapRule::Take { max_take: None }) => "A move takes any number of counters from one heap.".into(),
            Shape::Heaps(HeapRule::Take { max_take: Some(k) }) => {
                format!("A move takes from 1 to {k} counters from one heap.")
            }
            Shape::Heaps(HeapRule::Subtraction(set)) => {
                let amounts = match set {
                    SubtractionSet::Finite(s) if s.len() == 1 => format!("exactly {}", s[0]),
                    SubtractionSet::Finite(_) => format!("a number of counters in {}", set.notation()),
                    SubtractionSet::PowersOfTwo => "a power of two (1, 2, 4, 8, …) of counters".into(),
                    SubtractionSet::Fibonacci => "a Fibonacci number (1, 2, 3, 5, 8, …) of counters".into(),
                    SubtractionSet::Squares => "a square number (1, 4, 9, 16, …) of counters".into(),
                };
                format!("A move takes {amounts} from one heap.")
            }
            Shape::Heaps(HeapRule::Octal(o)) => octal_rule(o),
            Shape::Heaps(HeapRule::Lasker) => {
                "A move takes any number of counters from one heap, or splits one heap into two non-empty heaps.".into()
            }
            Shape::Heaps(HeapRule::GrundyGame) => "A move splits one heap into two non-empty heaps of different sizes.".into(),
            Shape::Heaps(HeapRule::Script(s)) | Shape::Tuple(s) => s.rule().to_string(),
            Shape::Wythoff => {
                "A move takes any number of counters from one pile, or the same number from both piles.".into()
            }
        };
        let end = if self.misere {
            "Whoever makes the last move loses (misère play)."
        } else {
            "Whoever makes the last move wins."
        };
        if moves.is_empty() { end.into() } else { format!("{moves} {end}") }
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
fn octal_rule(o: &Octal) -> String {
    let mut parts = Vec::new();
    for (k, &d) in o.digits.iter().enumerate() {
        let counters = if k == 1 { "1 counter".to_string() } else { format!("{k} counters") };
        let mut leave = Vec::new();
        if d & 1 != 0 {
            leave.push("the whole heap");
        }
        if d & 2 != 0 {
            leave.push("from the end of a heap");
        }
        if d & 4 != 0 {
            leave.push("from inside a heap, splitting it in two");
        }
        if leave.is_empty() {
            continue;
        }
        if k == 0 {
            parts.push("split a heap into two non-empty heaps without taking any".to_string());
        } else {
            parts.push(format!("take {counters} ({})", join_or(&leave)));
        }
    }
    format!("Octal code {}: a move may {}.", o.code(), join_or(&parts.iter().map(String::as_str).collect::<Vec<_>>()))
}

fn join_or(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{}, or {last}", init.join(", ")),
    }
}
