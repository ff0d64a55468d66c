//! The terminal form of a worked example: what `nimbook example` prints without `--json`
//! (`src/cli/example.rs` computes the [`Example`] and calls [`render`] in the language of `--lang`).
//!
//! Every number comes from the computed [`Example`]; this module only lays it out — plain
//! UTF-8 text, columns aligned with spaces, no colours — as tables (the binary column table
//! with its nim-sum row, play-outs, P-positions, Grundy values; see [`table`]) and one-line
//! reasons ("in heap 1, 8 xor 9 = 1 < 8, take 7 leaving 1"). Long lists are cut short with "…".
//! Every word comes from the message files (`templates/messages/LANG/terminal.ftl`, and the
//! pages' own messages where a page says the same thing), in the language asked for with
//! `--lang`; only numbers, binary digits and notation are written here.

mod calculations;
mod example;
mod sections;
mod table;
#[cfg(test)]
mod tests;

use crate::directive::Example;
use crate::i18n::{Lang, MessageArg};
use nimbook_engine::Player;
use nimbook_engine::fact::Fact;
use table::Table;

/// Renders a worked example as text for the terminal, worded in `lang`.
pub fn render(example: &Example, lang: Lang<'_>) -> String {
    written(example, lang).text
}

/// The example written out (the tests also look at its tables).
fn written<'a>(example: &Example, lang: Lang<'a>) -> Out<'a> {
    let mut out = Out::new(lang);
    match example {
        Example::Theorem1(t1) => calculations::theorem1(&mut out, t1, true),
        Example::Theorem2(t2) => calculations::theorem2(&mut out, t2),
        Example::XorRange(ex) => calculations::xor_range(&mut out, ex),
        Example::Euler301(ex) => calculations::euler301(&mut out, ex),
        Example::Game(ex) => example::game_text(&mut out, ex),
    }
    out
}

/// A yes/no argument of a message, for its selectors (`[true]`).
fn flag(b: bool) -> MessageArg {
    MessageArg::Text(if b { "true" } else { "false" }.into())
}

/// A player as a message's selector wants it: `first` or `second`.
fn who(p: Player) -> MessageArg {
    MessageArg::Text(
        match p {
            Player::First => "first",
            Player::Second => "second",
        }
        .into(),
    )
}

/// The text being built, a line at a time, and the words it is written in.
struct Out<'a> {
    text: String,
    w: Words<'a>,
    /// Every table written, for the tests' check of its columns.
    #[cfg(test)]
    tables: Vec<(Vec<Vec<String>>, String)>,
}

impl<'a> Out<'a> {
    fn new(lang: Lang<'a>) -> Self {
        Out {
            text: String::new(),
            w: Words(lang),
            #[cfg(test)]
            tables: Vec::new(),
        }
    }

    fn line(&mut self, text: impl AsRef<str>) {
        self.text.push_str(text.as_ref().trim_end());
        self.text.push('\n');
    }

    fn blank(&mut self) {
        self.text.push('\n');
    }

    fn table(&mut self, table: &Table) {
        let rendered = table.render();
        #[cfg(test)]
        self.tables.push((table.cells(), rendered.clone()));
        self.text.push_str(&rendered);
    }

    /// Prints a play-out table under its title and how the game ends, or the sentence for a
    /// game that was over before it began.
    fn playout(&mut self, title: &str, table: &Table, ending: Ending) {
        let w = self.w;
        self.blank();
        let Some(last) = ending.last else {
            self.line(w.t("terminal-playout-none", &[("misere", flag(ending.misere))]));
            return;
        };
        self.line(title);
        self.table(table);
        if ending.truncated {
            self.line(w.t(
                "terminal-playout-cut",
                &[("plies", ending.plies.into()), ("winner", w.player(ending.winner).into())],
            ));
        } else {
            self.line(w.last_taker(last, ending.misere, ending.counters));
        }
    }
}

/// The words of the terminal in one language: the messages, and the phrases made of them.
#[derive(Clone, Copy)]
struct Words<'a>(Lang<'a>);

impl Words<'_> {
    /// The message `id` with `args`.
    fn t(self, id: &str, args: &[(&str, MessageArg)]) -> String {
        self.0.t(id, args)
    }

    /// A message without arguments.
    fn word(self, id: &str) -> String {
        self.0.word(id)
    }

    /// A fact of the engine.
    fn fact(self, fact: &Fact) -> String {
        crate::facts::text(fact, self.0)
    }

    /// Items joined as a list ending in "and" ("1, 2 and 3").
    fn and_list(self, items: &[String]) -> String {
        self.0.and_list(items)
    }

    /// "first", "second": a player as the pages name them.
    fn player(self, p: Player) -> String {
        self.t("worked-player", &[("who", who(p))])
    }

    /// Who wins, as a sentence ending: "so the first player (the one to move) wins."
    fn verdict(self, winner: Player) -> String {
        self.t("terminal-verdict", &[("winner", who(winner))])
    }

    /// The convention: "normal play: whoever takes the last counter wins".
    fn rules(self, misere: bool) -> String {
        self.t("terminal-rules", &[("misere", flag(misere))])
    }

    /// Numbers separated by spaces; a long list shows its first few and how many there are.
    fn list<T: ToString>(self, values: &[T]) -> String {
        let shown: Vec<String> = values.iter().take(LIST_LIMIT).map(T::to_string).collect();
        if values.len() > LIST_LIMIT {
            self.t("terminal-list-cut", &[("shown", shown.join(" ").into()), ("count", values.len().into())])
        } else {
            shown.join(" ")
        }
    }

    /// Terms joined by the XOR operator: "1 xor 2 xor 3".
    fn xor_of<T: AsRef<str>>(self, terms: &[T]) -> String {
        let op = format!(" {} ", self.word("terminal-xor"));
        terms.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(&op)
    }

    /// Who took the last counter (made the last move) and what that means.
    fn last_taker(self, last: Player, misere: bool, counters: bool) -> String {
        if !counters {
            let winner = if misere { last.other() } else { last };
            return self.t(
                "terminal-last-move",
                &[("mover", self.player(last).into()), ("winner", self.player(winner).into())],
            );
        }
        if misere {
            self.t(
                "terminal-last-counter-misere",
                &[("last", self.player(last).into()), ("other", self.player(last.other()).into())],
            )
        } else {
            self.t("worked-nim-ends", &[("winner", who(last)), ("misere", flag(false))])
        }
    }
}

/// The most numbers a list shows before it is cut short.
const LIST_LIMIT: usize = 12;

/// Every number, separated by spaces (for lists that are already short).
fn list_all<T: ToString>(values: &[T]) -> String {
    values.iter().map(T::to_string).collect::<Vec<_>>().join(" ")
}

/// How a play-out ends, for the sentence under its table.
struct Ending {
    /// Who made the last move listed (`None`: no move was possible).
    last: Option<Player>,
    /// How many moves are listed.
    plies: usize,
    /// Whether the listing was cut short.
    truncated: bool,
    /// Who wins with best play.
    winner: Player,
    /// Misère play.
    misere: bool,
    /// Whether the moves take counters (heap games, Wythoff's game), or are a teacher's moves.
    counters: bool,
}
