//! The words of `nimbook play` ([`super::run`]): every line of a game in the terminal, worded
//! from the message files in the player's language. The moves ("take 2 from heap 1"), the
//! computer's reasons, the hints without Grundy values and the end of a game are the play
//! widget's messages (`play-ui-…`, `templates/messages/LANG/play.ftl`), so the terminal says
//! them as the page does; what only the terminal says, how to type a move, the board, the
//! hints with Grundy values and the refusals of a typed line, is `terminal-play-…`
//! (`terminal-play.ftl`). The game's title, rule and a teacher's described moves are the
//! engine's facts, worded by [`crate::views::facts`].

use super::{Grundy, MAX_INPUT_LINE, Plan, Played, Refusal, Table, list};
use crate::games::positions::Step;
use crate::views::facts;
use crate::views::i18n::MessageArg;

/// The XOR of `values`.
fn xor(values: &[u64]) -> u64 {
    values.iter().fold(0, |a, b| a ^ b)
}

impl Table<'_> {
    /// What the heaps are made of, as the messages select on it: `counters` or `pins`.
    fn things(&self) -> MessageArg {
        self.game.things().name().into()
    }

    /// The first line: the game's title and its rule.
    pub(super) fn title(&self) -> String {
        let (title, rule) = (facts::title(self.game, self.lang), facts::rule(self.game, self.lang));
        self.lang.t("terminal-play-game", &[("title", title.into()), ("rule", rule.into())])
    }

    /// How to type a move from `p`.
    fn how_to_type(&self, p: &[u64]) -> String {
        let id = match (self.heap_game(), self.splits(), p.len()) {
            (true, false, 1) => "terminal-play-type-count",
            (true, false, _) => "terminal-play-type-heap-count",
            (true, true, _) => "terminal-play-type-split",
            (false, ..) => "terminal-play-type-position",
        };
        self.lang.t(id, &[("things", self.things())])
    }

    /// The second line: how to type a move, ask for a hint and quit.
    pub(super) fn keys(&self, p: &[u64]) -> String {
        self.lang.t("terminal-play-keys", &[("how", self.how_to_type(p).into())])
    }

    /// The position: "heaps: 3 4 5", "rows: 5 7", "position: 4 9".
    pub(super) fn show(&self, p: &[u64]) -> String {
        let position = ("position", list(p, " ").into());
        if self.heap_game() {
            self.lang.t("terminal-play-board", &[position, ("things", self.things())])
        } else {
            self.lang.t("terminal-play-board-position", &[position])
        }
    }

    /// A move in words, as the play widget says it: "take 2 from heap 1", "knock down 1 in
    /// row 1 (5), leaving 2 + 2", "move to (4, 7)". A teacher's rule that describes its moves
    /// (`fn describe(p, q)`) says them in its words; a failure of that function stops the game
    /// with its message.
    fn describe(&self, p: &[u64], s: &Step) -> Played<String> {
        Ok(facts::text(&crate::games::said::of(self.game, p, s.heap, &s.to, &s.after)?, self.lang))
    }

    /// The human's move, as it is made: "you take 3 from heap 1".
    pub(super) fn you_moved(&self, p: &[u64], s: &Step) -> Played<String> {
        Ok(self.lang.t("terminal-play-you-moved", &[("move", self.describe(p, s)?.into())]))
    }

    /// The computer's move and why, in the game's terms: the Grundy values in a normal-play
    /// heap game, a losing position for the player to move otherwise (the play widget's reasons,
    /// and the terminal's own for a single heap, which has no others to XOR with).
    pub(super) fn computer_moved(&self, p: &[u64], plan: &Plan) -> Played<String> {
        let did = ("move", MessageArg::from(self.describe(p, &plan.step)?));
        let things = ("things", self.things());
        let why = match (&plan.grundy, plan.step.heap) {
            (Some(g), Some(i)) if plan.won && p.len() == 1 => self.lang.t(
                "terminal-play-explain-one-heap",
                &[("value", g.heaps[i].into()), did, ("left", self.value_left(g, p, &plan.step).into()), things],
            ),
            (Some(g), Some(i)) if plan.won => {
                // As the widget says it: "a heap of value 1", "rows of value 3 ⊕ 1 = 2".
                let left = match g.parts[..] {
                    [] => self.lang.word("play-ui-left-nothing"),
                    [one] => self.lang.t("play-ui-left-heap", &[("value", one.into()), things.clone()]),
                    _ => {
                        let value = format!("{} = {}", list(&g.parts, " ⊕ "), xor(&g.parts));
                        self.lang.t("play-ui-left-heaps", &[("value", value.into()), things.clone()])
                    }
                };
                let args = [
                    ("heap", (i + 1).into()),
                    ("value", g.heaps[i].into()),
                    ("others", (xor(&g.heaps) ^ g.heaps[i]).into()),
                    did,
                    ("left", left.into()),
                    things,
                ];
                self.lang.t("play-ui-explain-grundy-winning", &args)
            }
            (Some(g), _) => {
                self.lang.t("play-ui-explain-grundy-losing", &[("values", list(&g.heaps, " ⊕ ").into()), did, things])
            }
            // A move to a position without a heap number, or to no heap at all, is said without
            // the position: "()" would say nothing.
            (None, None) if plan.won => self.lang.t("play-ui-explain-winning-position", &[did]),
            (None, _) if plan.won && plan.step.after.is_empty() => {
                self.lang.t("play-ui-explain-winning-position", &[did])
            }
            (None, _) if plan.won => {
                self.lang.t("play-ui-explain-winning", &[did, ("position", list(&plan.step.after, ", ").into())])
            }
            (None, _) => self.lang.t("play-ui-explain-losing", &[did]),
        };
        Ok(self.lang.t("terminal-play-computer-moved", &[("why", why.into())]))
    }

    /// A hint for the human to move from `p`: the winning move and why, with the Grundy values
    /// where the game has them; or why no move wins.
    pub(super) fn hint(&self, p: &[u64], plan: &Plan) -> Played<String> {
        let things = ("things", self.things());
        Ok(match (&plan.grundy, plan.step.heap) {
            (Some(g), Some(i)) if plan.won => {
                let did = ("move", MessageArg::from(self.describe(p, &plan.step)?));
                let (value, left) = (("value", g.heaps[i].into()), ("left", self.value_left(g, p, &plan.step).into()));
                if p.len() == 1 {
                    self.lang.t("terminal-play-hint-one-heap", &[value, did, left, things])
                } else {
                    let others = ("others", (xor(&g.heaps) ^ g.heaps[i]).into());
                    self.lang
                        .t("terminal-play-hint-grundy", &[("heap", (i + 1).into()), value, others, did, left, things])
                }
            }
            (Some(g), _) => {
                self.lang.t("terminal-play-hint-grundy-losing", &[("values", list(&g.heaps, " ⊕ ").into())])
            }
            (None, _) if plan.won => {
                self.lang.t("play-ui-hint-losing", &[("move", self.describe(p, &plan.step)?.into())])
            }
            (None, _) => self.lang.word("play-ui-hint-none"),
        })
    }

    /// The value a winning move leaves in its heap's place: "leaving value 1", or "of value 2"
    /// after a move that already says the heaps it leaves (a split, or a take from the only heap,
    /// which says what the heap keeps unless it takes it all).
    fn value_left(&self, g: &Grundy, p: &[u64], step: &Step) -> String {
        let kept_said = p.len() == 1 && step.heap.is_some_and(|i| !step.to.is_empty() || p[i] == 1);
        let split = match (g.parts.len() > 1, kept_said) {
            (true, _) => "yes",
            (false, true) => "said",
            (false, false) => "no",
        };
        self.lang.t("terminal-play-value-left", &[("split", split.into()), ("value", xor(&g.parts).into())])
    }

    /// A typed line refused, and what to do: "heap 2 is empty; try again (? for a hint, q to quit)".
    pub(super) fn try_again(&self, p: &[u64], refusal: Refusal) -> String {
        let lang = self.lang;
        let things = ("things", self.things());
        let why = match refusal {
            Refusal::Negative(word) => lang.t("terminal-play-negative", &[("word", word.into())]),
            Refusal::TooLarge(word) => lang.t("terminal-play-too-large", &[("word", word.into())]),
            Refusal::NotAMove(line) => {
                lang.t("terminal-play-not-a-move", &[("line", line.into()), ("how", self.how_to_type(p).into())])
            }
            Refusal::Unreachable(to) => {
                lang.t("terminal-play-unreachable", &[("to", list(&to, ", ").into()), ("from", list(p, ", ").into())])
            }
            Refusal::NoSuchHeap(heap) => {
                lang.t("terminal-play-no-such-heap", &[("heap", heap.into()), ("count", p.len().into()), things])
            }
            Refusal::Empty(heap) => lang.t("terminal-play-empty-heap", &[("heap", heap.into()), things]),
            Refusal::TooFew { heap, size, take } => lang.t(
                "terminal-play-too-few",
                &[("heap", heap.into()), ("size", size.into()), ("take", take.into()), things],
            ),
            Refusal::NotOfGame => lang.t(
                "terminal-play-not-of-game",
                &[("title", facts::title(self.game, lang).into()), ("rule", facts::rule(self.game, lang).into())],
            ),
            Refusal::TooLong => lang.t("terminal-play-too-long", &[("bytes", MAX_INPUT_LINE.into())]),
        };
        lang.t("terminal-play-try-again", &[("why", why.into())])
    }
}
