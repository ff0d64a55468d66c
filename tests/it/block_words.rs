//! The words the templates write around computed blocks (worked examples, callouts, answers,
//! charts, verify certificates, play blocks, game blocks, tested listings, tables), in each
//! language: the fixture site `sites/blocks` has every block kind in English and in Chinese
//! (`content/zh/`). On the Chinese page no English word is left outside maths, code, names and
//! what the engine itself writes (its rules, titles and reasons, localised elsewhere); the
//! English page says what it said before the messages existed.

use crate::util::{copy_dir, fixture};
use nimbook::directive::{compute, parse_example_in, split_words};
use nimbook::site::{self, Layout};
use nimbook::views::i18n::Messages;
use std::collections::BTreeSet;
use std::fs;

/// The words of the fixture's examples and play blocks: what the engine computes for them is
/// the engine's text, not the templates'.
const ENGINE_WORDS: &[&str] = &[
    "nim 8 12 13",
    "nim 3 4 5",
    "nim 3 4 5 --misere",
    "nim 1 1 1 --misere",
    "nim 1 2 3",
    "nim 7 5 9 --max-take 3",
    "theorem1 8 12 13",
    "theorem2 1 2 3",
    "bash 23 2",
    "bash 21 2 --misere",
    "wythoff 4 7",
    "wythoff 4 9",
    "xor-range 13 37",
    "xor-range 0 10",
    "euler301 10",
    "kayles 5 7",
    "kayles 2 2",
    "subtraction 12 --set 1,3,4",
    "kayles 1 1 2 --misere",
];

/// ASCII words allowed on a Chinese page: names, maths and code.
const ALLOWED: &[&str] = &[
    "nimbook",
    "JavaScript",
    "HDU",
    "Nim",
    "mex",
    "mod",
    "misère",
    "Sprague",
    "Grundy",
    "Kayles",
    "Python",
    "English",
];

/// Builds the fixture site; returns (English page, Chinese page).
fn pages() -> (String, String) {
    let tmp = tempfile::tempdir().unwrap();
    copy_dir(&fixture("sites/blocks"), tmp.path());
    let out = tmp.path().join("output");
    site::build(&Layout::new(tmp.path()), &out, nimbook::views::i18n::english()).unwrap_or_else(|e| panic!("{e}"));
    let read = |p: &str| fs::read_to_string(out.join(p)).unwrap();
    (read("blocks.html"), read("zh/blocks.html"))
}

/// `text` without every `<tag …>…</tag>` element.
fn without(text: &str, open: &str, close: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(open) {
        out.push_str(&rest[..i]);
        rest = rest[i..].find(close).map_or("", |j| &rest[i + j + close.len()..]);
    }
    out.push_str(rest);
    out
}

/// The values of every `name="…"` (or `name='…'`) attribute.
fn attributes(html: &str, name: &str, quote: char) -> Vec<String> {
    let marker = format!("{name}={quote}");
    html.match_indices(&marker)
        .filter_map(|(i, _)| {
            let start = i + marker.len();
            html[start..].find(quote).map(|end| crate::util::decode(&html[start..start + end]))
        })
        .collect()
}

/// Every string in a JSON value.
fn strings(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::String(s) => out.push(s.clone()),
        serde_json::Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        serde_json::Value::Object(o) => o.values().for_each(|x| strings(x, out)),
        _ => {}
    }
}

/// The text a reader sees or hears on a page: text between tags, `aria-label`s and `title`s,
/// and the play widget's messages (with their `{name}` slots taken out); without maths,
/// pictures and code.
fn visible_text(page: &str) -> String {
    let mut page = page.to_string();
    for (open, close) in [("<svg", "</svg>"), ("<math", "</math>"), ("<code", "</code>"), ("<script", "</script>")] {
        page = without(&page, open, close);
    }
    let mut parts = attributes(&page, "aria-label", '"');
    parts.extend(attributes(&page, "title", '"'));
    for messages in attributes(&page, "data-messages", '\'') {
        let json: serde_json::Value = serde_json::from_str(&messages).expect("data-messages is JSON");
        let mut texts = Vec::new();
        strings(&json, &mut texts);
        parts.extend(texts.iter().map(|t| without(t, "{", "}")));
    }
    let mut rest = page.as_str();
    while let Some(i) = rest.find('>') {
        rest = &rest[i + 1..];
        let end = rest.find('<').unwrap_or(rest.len());
        parts.push(crate::util::decode(&rest[..end]));
    }
    parts.join("\n")
}

/// What the engine writes for the fixture's blocks, in `lang`: the strings of the computed
/// examples, the play tables' titles and rules, the charts' captions.
fn engine_text(page: &str, lang: &str) -> Vec<String> {
    let messages = Messages::builtin();
    let mut out = Vec::new();
    for words in ENGINE_WORDS {
        let request = parse_example_in(&split_words(words), &Default::default()).unwrap();
        let example = compute(&request).unwrap_or_else(|e| panic!("{words}: {e:?}"));
        strings(&nimbook::views::facts::worded_json(&example, messages.lang(lang)), &mut out);
        out.push(words.to_string());
    }
    for config in attributes(page, "data-config", '"') {
        let json: serde_json::Value = serde_json::from_str(&config).unwrap();
        for t in [&json, &json["alt"]] {
            for field in ["title", "rule"] {
                out.extend(t[field].as_str().map(str::to_string));
            }
        }
    }
    for (open, close) in [("<figcaption><strong>", "</strong>"), ("<summary>", "</p></details>")] {
        for (i, _) in page.match_indices(open) {
            let start = i + open.len();
            let Some(end) = page[start..].find(close) else { continue };
            let inner = &page[start..start + end];
            out.push(crate::util::decode(inner.rsplit('>').next().unwrap_or(inner)));
        }
    }
    // The longest first, so that a sentence is taken out before a word inside it.
    out.retain(|s| s.chars().filter(char::is_ascii_alphabetic).count() >= 3);
    out.sort_by_key(|s| std::cmp::Reverse(s.len()));
    out
}

/// `text` without each occurrence of `phrase` that is not part of a longer word.
fn remove_phrase(text: &str, phrase: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(phrase) {
        let before = rest[..i].chars().next_back();
        let after = rest[i + phrase.len()..].chars().next();
        let inside = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric());
        out.push_str(&rest[..i]);
        if inside(before) || inside(after) {
            out.push_str(phrase);
        } else {
            out.push(' ');
        }
        rest = &rest[i + phrase.len()..];
    }
    out.push_str(rest);
    out
}

/// The English words (3 letters or more) of the Chinese page outside names, maths, code and
/// the engine's text.
fn english_words(page: &str) -> BTreeSet<String> {
    let mut text = visible_text(page);
    for s in engine_text(page, "zh") {
        text = remove_phrase(&text, &s);
    }
    let mut words = BTreeSet::new();
    for word in text.split(|c: char| !(c.is_ascii_alphabetic() || c == 'è')) {
        let english = word.chars().count() >= 3 && (word.is_ascii() || word.contains('è'));
        if english && !ALLOWED.contains(&word) {
            words.insert(word.to_string());
        }
    }
    words
}

#[test]
fn the_chinese_page_has_no_english_around_the_blocks() {
    let (_, zh) = pages();
    let leaks = english_words(&zh);
    assert!(leaks.is_empty(), "English on the Chinese page: {leaks:?}");
    // The Chinese words are there, block by block.
    for words in [
        "例 1",
        "先手<strong>必胜</strong>：尼姆和为 9，不为 0。",
        "从第 1 堆取走 7 枚，剩下 1 枚。理由：8 ⊕ 9 = 1（1000 → 0001）",
        "一局最优对局演示（9 步）",
        "先手取走最后一枚石子，获胜。",
        "每一堆都是 0 或 1：这是反常规则下的残局",
        "<td>先手</td>",
        "定理 1 的逐步演示",
        "没有一种走法留下 0，正如定理 2 所说。",
        "必胜走法：取走 2 枚，剩下 21 枚",
        "从第二堆取走 2 枚，剩下 (4, 7)。",
        "按斐波那契数计数：<strong>144</strong>。逐个尝试每个 n：144——两者一致。",
        "先手<strong>必胜</strong>，共有 2 种必胜走法。",
        "：无论怎么走，都会给对手留下必胜的局面。",
        "标为 P（先手必败）或 N（先手必胜）",
        "<a class=\"callout-label\" href=\"#t\">定理</a><span class=\"callout-title\">（布顿定理）</span>",
        ">引理 1<",
        ">推论 1<",
        ">性质 1<",
        ">定义 1<",
        ">证明<",
        ">注<",
        ">练习 1<",
        "显示练习 1 的答案",
        "aria-label=\"证毕\"",
        "aria-label=\"表格\"",
        "用文字描述这张图",
        "与电脑对弈：",
        "尼姆博弈，各堆为 8、12、13",
        "游戏 <code>square-or-half</code>：减去平方数或减半",
        "规则的程序写法（一堆石子的所有后继）",
        "<span class=\"badge\">已验证 ✓</span> <strong>消去律</strong>：x ⊕ y = 0 当且仅当 x = y",
        "逐一检验了 4096 种情形（所有 x, y &lt; 64），没有发现反例。",
        "（所有由 1 到 3 堆组成、每堆小于 8 的局面）",
        "个；求这些和的值共搜索了 53 个局面）",
        "C++ 代码（HDU 1850）：已在 HDU 1850 的公开样例和 40 组随机输入上测试，与期望输出一致。",
        "在 10 组固定的边界数据和 40 组随机输入上测试",
        "\"youStart\": \"你先走\"",
        "\"thinking\": \"电脑正在思考……\"",
    ] {
        assert!(zh.contains(words), "the Chinese page lacks {words:?}");
    }
}

#[test]
fn the_english_page_says_what_it_said_before() {
    let (en, _) = pages();
    for words in [
        "<a class=\"callout-label\" href=\"#t\">Theorem</a> <span class=\"callout-title\">(Bouton&#x27;s theorem)</span>",
        "<a class=\"callout-label\" href=\"#proof-1\">Proof</a>",
        "<a class=\"callout-label\" href=\"#remark-1\">Remark</a>",
        "<a class=\"callout-label\" href=\"#exercise-1\">Exercise 1</a>",
        "<p class=\"qed\"><span role=\"img\" aria-label=\"end of proof\">∎</span></p>",
        "<summary>Show the answer to exercise 1</summary>",
        "<p class=\"worked-heading\">Game <code>square-or-half</code>: Subtract a square, or halve</p>",
        "<summary>The rule as a program (options of a heap)</summary>",
        "role=\"region\" aria-label=\"Table\">",
        "<p>Heaps 8, 12 and 13.</p>",
        "\n The player to move <strong>wins</strong> with best play: the XOR is 9, not 0.\n</p>\n<p>3 winning moves:</p>",
        "<li>From heap 1 take 7, leaving 1. Why: 8 ⊕ 9 = 1 (1000 → 0001), and 1 &lt; 8, so the heap can be lowered to 1; then the XOR of all heaps is 0.</li>",
        "<summary>An optimal play-out (9 moves)</summary>",
        "<summary>An optimal play-out (9 moves; the first 4 shown)</summary>",
        "<p class=\"playout-rule\">How to read this play-out: the winner always plays a winning move; the loser has none, so the loser&#x27;s moves only show what a player might try (never leaving a single heap, which the winner finishes at once, while two can be kept), and the winner would answer any other move just as surely.</p>",
        "<thead><tr><th scope=\"col\" class=\"ply\">Move</th><th scope=\"col\">Who</th><th scope=\"col\" class=\"before\">Heaps before</th><th scope=\"col\" class=\"before\">XOR</th><th scope=\"col\">What is played</th><th scope=\"col\">Heaps after</th><th scope=\"col\">XOR</th></tr></thead>",
        "<td>first</td>",
        "<p>The first player takes the last counter and wins.</p>",
        "<p>The first player wins: the other player had to take the last counter.</p>",
        "<p>Heaps 3, 4 and 5, misère play (whoever takes the last counter loses).</p>",
        "Every heap is 0 or 1: this is the misère endgame, where the rule flips.",
        "<p>Heaps 7, 5 and 9, at most 3 per move.</p>",
        "Each heap&#x27;s residue mod 4, in binary, and their XOR",
        ": Theorem 1, step by step, for the list 8, 12, 13</p>",
        "<li>Its highest 1-bit is worth 2<sup>3</sup> = 8. An odd number of heaps have that bit (3 here: heaps 1, 2 and 3), since otherwise it would cancel in T.</li>",
        "<li>Take x<sub>1</sub> − T<sub>1</sub> = 7 from heap 1, leaving 1. The heaps become 1, 12 and 13, whose nim-sum is 0.</li>",
        "<p>The heaps 1, 2 and 3 have nim-sum 0. All 6 legal moves, and the nim-sum each one leaves:</p>",
        "<p class=\"verdict\">Not one of them leaves 0, as Theorem 2 says.</p>",
        "<p>One heap of 21; a move takes 1 or 2; whoever takes the last counter loses. The pattern repeats every m + 1 = 3, and 21 mod 3 = 0.</p>",
        "<p class=\"verdict\">The player to move <strong>wins</strong>. Winning move: take 2, leaving 21, a losing size for the opponent.</p>",
        "<p class=\"verdict\">The player to move <strong>loses</strong>: (4, 7) is one of the P-positions below.</p>",
        "<li>Take 2 from the second pile, leaving (4, 7).</li>",
        "<li>The range starts at 0, so nothing is removed.</li>",
        "<p class=\"verdict\">13 ⊕ … ⊕ 37 = <strong>13</strong>.</p>",
        "<p>Count the n with 1 ≤ n ≤ 2<sup>10</sup> = 1024 and n ⊕ 2n ⊕ 3n = 0.</p>",
        "<p class=\"verdict\">By the Fibonacci count: <strong>144</strong>. By trying every n: 144 — they agree.</p>",
        "<li>Row 1, of 5 pins: options 4 (value 1), 3 (value 3), 3 + 1 (value 2), 2 + 2 (value 0), 2 + 1 (value 3), so g = mex {0, 1, 2, 3} = <strong>4</strong>.</li>",
        "<p>Value of the position: 4 ⊕ 2 = <strong>6</strong>.</p>",
        "<p class=\"verdict\">The player to move <strong>wins</strong>, with 2 winning moves.</p>",
        "<p class=\"verdict\">The player to move <strong>loses</strong>: every move leaves a winning position for the opponent.</p>",
        "<p>Each heap from 0 to 12, labelled P (the player to move loses) or N (the player to move wins):</p>",
        "<details class=\"chart-description\"><summary>The chart in words</summary>",
        "<noscript><p class=\"play-offline\">With JavaScript on, you could play here against the computer: Wythoff&#x27;s game from (4, 7).</p></noscript>",
        "<p class=\"certificate-verdict\"><span class=\"badge\">Checked ✓</span> <strong>Cancellation</strong>: x ⊕ y = 0 if and only if x = y</p>",
        "<p class=\"certificate-detail\">Checked one by one: 4096 cases (all x, y &lt; 64), and no counterexample was found.</p>",
        "<p class=\"certificate-detail\">Checked one by one: 16384 cases (all x, y &lt; 64, with 2, 4, 6 or 8 copies of y), and no counterexample was found.</p>",
        "(every move from all sequences of 2 to 3 heaps below 64 with T = 0)",
        "(Kayles (octal 0.77): all sums of up to 2 rows of 0 to 5 pins each, a sum counted once whatever the order of its rows, that is C(5+2, 2) = 21 sums; the searches of these sums visited 53 positions in all)",
        "<p class=\"certificate-detail listing-note\">C++ listing for HDU 1850: tested on HDU 1850&#x27;s published samples and 40 random inputs, compared with the expected output.</p>",
        "on 10 fixed edge cases and 40 random inputs, compared with answers computed another way.</p>",
        "\"youStart\": \"You start\"",
        // A heading is worded from the example's facts, not from the block's words.
        ": Nim, heaps 8, 12, 13</p>",
        "Play against the computer: Nim, heaps 3, 4, 5</p>",
        "\"hintNone\": \"Hint: there is no winning move here: every move leaves a position the player to move wins.\"",
    ] {
        assert!(en.contains(words), "the English page lacks {words:?}");
    }
}

/// The `<section …>…</section>` elements of `page` that open with `open` and mention `game`
/// (sections do not nest in these blocks).
fn sections_of<'a>(page: &'a str, open: &str, game: &str) -> Vec<&'a str> {
    let mut out = Vec::new();
    let mut rest = page;
    while let Some(i) = rest.find(open) {
        let end = rest[i..].find("</section>").map_or(rest.len(), |j| i + j);
        if rest[i..end].contains(game) {
            out.push(&rest[i..end]);
        }
        rest = &rest[end..];
    }
    out
}

/// Issue 23: Kayles is played with rows of pins, so its worked examples and its play widget say
/// row (排, 个 in Chinese) wherever another game says heap (堆, 枚); a game of counters keeps them.
#[test]
fn kayles_speaks_of_rows_of_pins_in_both_languages() {
    let (en, zh) = pages();
    let worked_en = sections_of(&en, "<section class=\"worked", "Kayles");
    let worked_zh = sections_of(&zh, "<section class=\"worked", "保龄球");
    assert!(worked_en.len() >= 2 && worked_zh.len() == worked_en.len(), "{} {}", worked_en.len(), worked_zh.len());
    for (e, z) in worked_en.iter().zip(&worked_zh) {
        let (e, z) = (crate::util::decode(e), crate::util::decode(z));
        for heap in ["Heap ", "heap ", "heaps ", "Heaps "] {
            assert!(!e.contains(heap), "a Kayles example says {heap:?}: {}", visible_text(&e));
        }
        assert!(!z.contains('堆') && !z.contains('枚'), "a Kayles example says 堆 or 枚: {}", visible_text(&z));
    }
    // The normal-play example names its rows and words the reason in rows.
    let (e, z) = (crate::util::decode(worked_en[0]), crate::util::decode(worked_zh[0]));
    assert!(e.contains("Row 1, of 5 pins") && e.contains("row 1 has value"), "{}", visible_text(&e));
    assert!(z.contains("第 1 排共 5 个球瓶") && z.contains("第 1 排的 SG 值是"), "{}", visible_text(&z));
    // The play widget's words, but for those it says only in Nim (the XOR of the heaps) or in
    // the Bash game (a heap in blocks).
    let widget = |page: &str| -> Vec<(String, String)> {
        let section = sections_of(page, "<section class=\"play\"", "kayles 5 7")[0];
        let json = attributes(section, "data-messages", '\'').remove(0);
        let map: serde_json::Map<String, serde_json::Value> = serde_json::from_str(&json).unwrap();
        let mut out = Vec::new();
        for (key, value) in map.into_iter().filter(|(k, _)| !k.starts_with("nim") && k != "hintNim" && k != "blocks") {
            let mut texts = Vec::new();
            strings(&value, &mut texts);
            out.extend(texts.into_iter().map(|t| (key.clone(), t)));
        }
        out
    };
    let (play_en, play_zh) = (widget(&en), widget(&zh));
    assert!(play_en.contains(&("heapName".to_string(), "Row {heap}:".to_string())), "{play_en:?}");
    assert!(play_zh.contains(&("heapName".to_string(), "第 {heap} 排：".to_string())), "{play_zh:?}");
    for (key, text) in &play_en {
        assert!(!text.contains("heap ") && !text.contains("Heap") && !text.contains("counter"), "{key}: {text}");
    }
    for (key, text) in &play_zh {
        assert!(!text.contains('堆') && !text.contains('枚') && !text.contains("石子"), "{key}: {text}");
    }
    // Nim on the same page still has heaps.
    assert!(
        sections_of(&zh, "<section class=\"play\"", "nim ")
            .iter()
            .any(|s| crate::util::decode(s).contains("第 {heap} 堆"))
    );
}

/// A position of one heap has no other heaps to XOR with: its winning moves are takes
/// ("take 3 from the heap, leaving 9") and their reason names only the heap's value, in both languages.
#[test]
fn a_single_heap_is_not_one_heap_of_many() {
    let (en, zh) = pages();
    let (e, z) = (visible_text(&en), visible_text(&zh));
    assert!(
        e.contains("take 3 from the heap, leaving 9: the heap has value 3, and the move leaves a heap of value 0."),
        "{e}"
    );
    // The heap's value before the move, not the value of what it leaves.
    assert!(z.contains("从这一堆取走 3 枚，剩下 9 枚：这一堆原来的 SG 值是 3"), "{z}");
    assert!(z.contains("这一堆原来的 SG 值是 3；这一步之后剩下一个 SG 值为 0 的堆"), "{z}");
    // Its value is the heap's, not "heap 1's".
    assert!(e.contains("The heap of 12: options") && z.contains("这一堆共 12 枚：后继局面为"), "{e}\n{z}");
    // Its play-out takes from the heap, as the Bash game's does, not "3 from heap 1": the two
    // Bash examples and the two of the subtraction game on one heap.
    assert_eq!(e.matches("Heap before\n\nTakes\n\nLeaves").count(), 4, "{e}");
    assert_eq!(z.matches("走前石子数\n\n取走\n\n剩下").count(), 4, "{z}");
    // Where the examples have several heaps, the reason still XORs the others.
    assert!(e.contains("row 1 has value 4 and the others XOR to 2"), "{e}");
    assert!(!e.contains("from heap 1, leaving 9") && !e.contains("heap 1 has value 3 and the others"), "{e}");
    assert!(!z.contains("第 1 堆的 SG 值是 3，其余各堆"), "{z}");
}

/// The notes under a play-out's moves, in order, with the class of their row.
fn playout_notes(html: &str) -> Vec<(String, String)> {
    html.split("<tr class=\"playout-note ")
        .skip(1)
        .map(|row| {
            let class = row[..row.find('"').unwrap()].to_string();
            let text = &row[row.find("<span>").unwrap() + 6..row.find("</span>").unwrap()];
            (class, crate::util::decode(text))
        })
        .collect()
}

#[test]
fn play_outs_say_why_the_winner_moves_and_grey_the_loser() {
    let (en, zh) = pages();
    let notes = playout_notes(&en);
    let said = |text: &str| notes.iter().filter(|(_, t)| t.starts_with(text)).count();
    // Nim 8 12 13 wins: its first move is the key move, in Nim's own terms.
    assert!(said("The key move: the nim-sum becomes 0.") >= 1, "{notes:?}");
    // Nim 1 2 3 and Wythoff 4 7 are lost at the start: the winner's first move is an answer.
    assert!(said("The winner's first answer: the nim-sum becomes 0.") >= 1);
    assert!(said("The winner's first answer: it leaves a P-position") >= 1);
    // Bounded Nim speaks of residues; Kayles of rows; a one-heap game (Bash) of P-positions.
    assert!(said("The key move: the residues' XOR becomes 0.") == 1);
    assert!(said("The key move: the rows' values now XOR to 0.") == 1);
    assert!(notes.iter().all(|(_, t)| !t.contains("heaps' values")), "a one-heap game has no XOR of heaps");
    // Normal play ends on the winner's move; misère play on the loser's forced one.
    assert!(said("The last move: the other player cannot move, and loses.") >= 1);
    assert!(said("The last move, forced on the loser: in misère play") >= 1);
    // Every note but the loser's sits under a winner's move; the loser's rows are grey.
    for (class, text) in &notes {
        assert_eq!(
            class == "losing",
            text.starts_with("No move wins here") || text.contains("forced on the loser"),
            "{text}"
        );
    }
    // In each play-out: one key move (or first answer) unless its only winning move is the last,
    // and one note on the loser's moves when the loser moves at all.
    for playout in en.split("<details class=\"playout\"").skip(1) {
        let playout = &playout[..playout.find("</details>").unwrap()];
        let notes = playout_notes(playout);
        let count = |text: &str| notes.iter().filter(|(_, t)| t.starts_with(text)).count();
        let winner_rows = playout.matches("<tr class=\"winning\">").count();
        let loser_rows = playout.matches("<tr class=\"losing\">").count();
        // In misère Nim the winner's first move may already be the switch to 1s, said instead.
        let first_is_switch =
            notes.iter().find(|(class, _)| class == "winning").is_some_and(|(_, t)| t.starts_with("The misère switch"));
        let keys = count("The key move") + count("The winner's first answer") + usize::from(first_is_switch);
        assert_eq!(keys, usize::from(winner_rows > 1 || count("The last move") == 0), "{notes:?}");
        assert_eq!(
            count("No move wins here"),
            usize::from(loser_rows > 1 || (loser_rows == 1 && count("The last move, forced") == 0)),
            "{notes:?}"
        );
    }
    assert_eq!(en.matches("<details class=\"playout\"").count(), zh.matches("<details class=\"playout\"").count());
    let zh_notes = playout_notes(&zh);
    assert_eq!(notes.len(), zh_notes.len(), "the same notes in both editions");
    for (en_note, zh_note) in notes.iter().zip(&zh_notes) {
        assert_eq!(en_note.0, zh_note.0);
    }
    assert!(zh_notes.iter().any(|(_, t)| t.starts_with("关键的一步：尼姆和变为 0。")));
    assert!(zh_notes.iter().any(|(_, t)| t.starts_with("胜方的第一次应对：")));
    assert!(zh_notes.iter().any(|(_, t)| t.starts_with("最后一步只能由败者来走")));
}
