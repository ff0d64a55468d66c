//! The words a chart writes, in the page's language: the chart kinds (`general.rs`, `grids.rs`,
//! `sequences.rs`) build every title, label, tooltip and sentence through these helpers and the
//! `chart-…` messages of `templates/messages/LANG/charts.ftl`, so a Chinese page gets a Chinese
//! chart and the terminal gets English ([`crate::views::i18n::english`]).
//!
//! A game's title and rule are the engine's facts ([`Game::title`], [`Game::rule`]) worded by the
//! views ([`crate::views::facts::title`]), as on every other surface, in the page's language.

use crate::games::catalogue::{Game, Shape};
use crate::views::i18n::Lang;

/// `msg!(lang, "id", name = value, …)`: the message `id` with its arguments (numbers stay exact).
macro_rules! msg {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $lang.t($id, &[$((stringify!($name), $crate::views::i18n::MessageArg::from($value))),*])
    };
}
pub(crate) use msg;

/// Sentences joined as a paragraph (a space between them in English, nothing in Chinese); empty
/// ones are left out.
pub(crate) fn sentences(lang: Lang<'_>, parts: &[String]) -> String {
    let gap = lang.word("chart-sentence-gap");
    parts.iter().filter(|s| !s.is_empty()).cloned().collect::<Vec<_>>().join(&gap)
}

/// Appends one sentence to a paragraph.
pub(crate) fn push_sentence(lang: Lang<'_>, text: &mut String, sentence: &str) {
    if !text.is_empty() {
        text.push_str(&lang.word("chart-sentence-gap"));
    }
    text.push_str(sentence);
}

/// The status of a position, in the words every chart uses.
pub(crate) fn status(lang: Lang<'_>, is_p: bool) -> String {
    lang.word(if is_p { "chart-status-p" } else { "chart-status-n" })
}

/// Items joined as "a, b, c and d" ("a、b、c 和 d"): the first `limit`, then "and N more".
pub(crate) fn list(lang: Lang<'_>, items: &[String], limit: usize) -> String {
    match items {
        [] => lang.word("chart-list-none"),
        [one] => one.clone(),
        _ if items.len() > limit => {
            let head = items[..limit].join(&lang.word("list-separator"));
            msg!(lang, "chart-list-more", head = head, n = items.len() - limit)
        }
        _ => lang.and_list(items),
    }
}

/// Clauses joined with "; " ("；").
pub(crate) fn clauses(lang: Lang<'_>, items: &[String]) -> String {
    items.join(&lang.word("chart-clause-separator"))
}

/// The sign of xor between two terms: ` xor ` in English, ` ⊕ ` in Chinese.
pub(crate) fn xor(lang: Lang<'_>, terms: &[String]) -> String {
    terms.join(&format!(" {} ", lang.word("chart-xor")))
}

/// The words for the coordinates of a position of this game, as a Fluent selector: `heap` for
/// heaps of counters, `row` for the rows of pins of the bowling games ([`Game::things`], the fact
/// the exercise sheets and worked examples select on too), `pile` for a game on piles
/// (Wythoff's) and `coordinate` for a teacher's tuples.
pub(crate) fn coordinate(game: &Game) -> &'static str {
    match &game.shape {
        Shape::Heaps(_) if game.things() == crate::games::catalogue::Things::Pins => "row",
        Shape::Heaps(_) => "heap",
        Shape::Whole(rule) if rule.piles() => "pile",
        Shape::Whole(_) => "coordinate",
    }
}

/// Whether a character is a CJK ideograph, kana or hangul (not punctuation).
fn is_ideograph(c: char) -> bool {
    matches!(u32::from(c), 0x3041..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF)
}

/// A space between a CJK character and a Latin letter, digit or bracket written next to it, as the
/// Chinese course writes them ("第 5 课", "Dawson 象棋"): a message that puts a name or number next
/// to CJK text need not know what the name starts with. Text without CJK is left as it is.
pub(crate) fn spaced(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut prev: Option<char> = None;
    for c in text.chars() {
        if let Some(p) = prev {
            let latin_after = c.is_ascii_alphanumeric() || "({".contains(c);
            let latin_before = p.is_ascii_alphanumeric() || ")}".contains(p);
            if (is_ideograph(p) && latin_after) || (latin_before && is_ideograph(c)) {
                out.push(' ');
            }
        }
        out.push(c);
        prev = Some(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directive::{Defined, parse_game, split_words};

    fn game(words: &str) -> Game {
        parse_game(&split_words(words), &Defined::new()).unwrap()
    }

    const GAMES: [&str; 18] = [
        "nim",
        "nim --misere",
        "nim --max-take 3",
        "subtraction --set 1,3,4",
        "subtraction --set 3",
        "subtraction --set powers-of-two",
        "subtraction --set fibonacci",
        "subtraction --set squares --misere",
        "kayles",
        "dawson-chess",
        "dawson-kayles",
        "octal 0.6",
        "octal 4.07",
        "octal 0.777",
        "lasker",
        "grundy-game",
        "split-three",
        "wythoff",
    ];

    #[test]
    fn cjk_and_latin_are_spaced() {
        assert_eq!(spaced("圆环标出的是80 枚石子的一堆"), "圆环标出的是 80 枚石子的一堆");
        assert_eq!(spaced("反常规则下的Lasker 尼姆"), "反常规则下的 Lasker 尼姆");
        assert_eq!(spaced("减法游戏 {1, 3}中"), "减法游戏 {1, 3} 中");
        assert_eq!(spaced("（八进制 0.77）：n = 3，g(3) = 1"), "（八进制 0.77）：n = 3，g(3) = 1");
        let english = "Kayles (octal 0.77): heap of 9 (heap 1 of heaps 9, 4)";
        assert_eq!(spaced(english), english);
    }

    #[test]
    fn chinese_titles_and_rules_have_no_english() {
        let m = crate::views::i18n::Messages::builtin();
        let zh = m.lang("zh");
        for words in GAMES {
            let g = game(words);
            for text in [crate::views::facts::title(&g, zh), crate::views::facts::rule(&g, zh)] {
                assert_eq!(super::super::tests::english_words(&text), Vec::<String>::new(), "{words}: {text}");
            }
        }
        assert_eq!(crate::views::facts::title(&game("kayles --misere"), zh), "保龄球游戏（八进制 0.77，反常规则）");
    }
}
