//! Tests of the wording of the engine's facts in every language: a worked example of every
//! family, worded in Chinese, has its prose (titles, rules, reasons, proofs, play-out rules) in
//! Chinese with no English word left; in English it is worded as before.

use crate::directive::{self, Defined, split_words};
use crate::i18n::{Lang, Messages};
use minijinja::Value;
use nimbook_engine::catalogue::Game;
use nimbook_engine::script::ScriptGame;
use std::sync::Arc;

/// A request of every family of worked example, and of every kind of general game.
const REQUESTS: &[&str] = &[
    "nim 8 12 13",
    "nim 3 4 5 --misere",
    "nim 1 1 5 --misere",
    "nim 5 --misere",
    "nim 3 4 5 --max-take 3",
    "nim 2 3 --misere --max-take 3",
    "bash 23 2",
    "bash 23 2 --misere",
    "wythoff 4 7",
    "wythoff 4 7 --misere",
    "xor-range 5 100",
    "xor-range 0 6",
    "euler301 10",
    "theorem1 8 12 13",
    "theorem2 1 2 3",
    "kayles 5 7",
    "kayles 5 7 --misere",
    "kayles 100000",
    "dawson-chess 9",
    "dawson-kayles 9",
    "subtraction 20 13 --set 1,3,4",
    "subtraction 20 --set 2",
    "subtraction 30 --set powers-of-two",
    "subtraction 30 --set fibonacci",
    "subtraction 30 --set squares",
    "subtraction 20 13 --set 2,5 --misere",
    "octal 4.07 9 5",
    "octal 0.6 9 5",
    "lasker 2 2 3",
    "lasker 5 7 --misere",
    "grundy-game 7 9",
    "take12 7 5",
    "take12 7 5 --misere",
    "stairs 0 2 3",
    "stairs 1 2 3",
];

/// JSON keys whose strings are data, not prose (names, words of a command, enum values).
const DATA_KEYS: [&str; 10] =
    ["game", "words", "method", "winner", "mover", "from", "family", "rule", "pile", "things"];

/// ASCII words a Chinese sentence may keep: names of people and mathematical notation.
const ALLOWED: [&str; 7] = ["Guy", "Smith", "Lasker", "Grundy", "Dawson", "mod", "mex"];

/// The games the tests define: a heap game and a game on tuples, their titles and rules (the
/// teacher's words) in Chinese as a Chinese lesson would write them.
fn defined() -> Defined {
    let take12 = "fn title() { \"一次取一到两枚\" }\nfn options(n) { let o = []; for k in 1..=2 { if k <= n { o.push(n - k); } } o }";
    let stairs = "fn title() { \"阶梯博弈\" }\nfn rule() { \"每一步把一级台阶上的若干枚石子移到下一级台阶。\" }\n\
                  fn moves(p) { let o = []; for i in 1..p.len() { for k in 1..=p[i] { let q = p; q[i] -= k; \
                  q[i-1] += k; o.push(q); } } o }";
    let mut d = Defined::new();
    d.insert("take12".into(), Arc::new(ScriptGame::compile("take12", take12).unwrap()));
    d.insert("stairs".into(), Arc::new(ScriptGame::compile("stairs", stairs).unwrap()));
    d
}

/// The worked example of `words`, its facts worded in `lang` (as a page or `--json` sees it).
fn example(words: &str, lang: Lang<'_>) -> serde_json::Value {
    let request = directive::parse_example_in(&split_words(words), &defined()).unwrap();
    let facts = directive::compute(&request).unwrap_or_else(|e| panic!("{words}: {}", super::english(&e)));
    super::worded_json(&facts, lang)
}

/// Every prose string of a JSON value, with the path to it.
fn prose(value: &serde_json::Value, path: &str, out: &mut Vec<(String, String)>) {
    match value {
        serde_json::Value::String(s) if s.chars().any(|c| c.is_alphabetic()) => out.push((path.into(), s.clone())),
        serde_json::Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                prose(v, &format!("{path}[{i}]"), out);
            }
        }
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                if !DATA_KEYS.contains(&k.as_str()) {
                    prose(v, &format!("{path}.{k}"), out);
                }
            }
        }
        _ => {}
    }
}

/// The ASCII words of three letters or more in `text` that are not [`ALLOWED`].
fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !ALLOWED.contains(w))
        .map(str::to_string)
        .collect()
}

fn is_chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[test]
fn every_family_speaks_chinese() {
    let messages = Messages::builtin();
    let zh = messages.lang("zh");
    let mut failures = Vec::new();
    let mut seen = 0;
    for words in REQUESTS {
        let json = example(words, zh);
        let mut found = Vec::new();
        prose(&json, "", &mut found);
        for (path, text) in found {
            seen += 1;
            let english = english_words(&text);
            if !english.is_empty() || !is_chinese(&text) {
                failures.push(format!("{words}: {path} = {text:?} ({english:?})"));
            }
        }
    }
    for rule in PLAYOUT_RULES {
        let text = zh.word(&format!("game-playout-rule-{rule}"));
        if !english_words(&text).is_empty() || !is_chinese(&text) {
            failures.push(format!("play-out rule {rule} = {text:?}"));
        }
    }
    assert!(seen > 100, "only {seen} sentences were checked");
    assert!(failures.is_empty(), "English in Chinese examples:\n{}", failures.join("\n"));
}

/// Every rule a play-out follows (`Playout::rule`).
const PLAYOUT_RULES: [&str; 4] = ["nim", "bash", "wythoff", "game"];

#[test]
fn chinese_sentences_read_as_the_course_words_them() {
    let messages = Messages::builtin();
    let zh = messages.lang("zh");
    let kayles = example("kayles 5 7", zh);
    let text = |v: &serde_json::Value| v.as_str().unwrap_or_else(|| panic!("not text: {v}")).to_string();
    assert_eq!(kayles["title"], "保龄球游戏（八进制 0.77）");
    let rule = text(&kayles["rule"]);
    assert!(rule.starts_with("每一步在某一排中击倒一个球瓶，或者两个紧挨着的球瓶"), "{rule}");
    assert!(rule.ends_with("走最后一步的一方获胜。"), "{rule}");
    assert_eq!(kayles["things"], "pins", "Kayles is played with rows of pins");
    // A code without a name of its own is worded from its digits.
    let octal = example("octal 0.137 9", zh);
    let rule = text(&octal["rule"]);
    assert!(rule.starts_with("八进制代码 0.137："), "{rule}");
    let big = example("kayles 100000", zh);
    assert!(text(&big["period"]["theorem"]).starts_with("由 Guy 和 Smith 关于八进制游戏的周期定理"));
    let nim = example("nim 8 12 13", zh);
    assert_eq!(nim["winning_moves"][0]["reason"], "在第 1 堆中，8 ⊕ 9 = 1 < 8，取走 7 枚，剩下 1 枚");
    let x = example("xor-range 5 100", zh);
    assert_eq!(x["rule_b"], "n mod 4 = 0，所以异或的结果是 n");
    // Numbers beyond 2^53 stay exact.
    let huge = example("nim 18446744073709551615 1", zh);
    let reason = text(&huge["winning_moves"][0]["reason"]);
    assert!(reason.contains("18446744073709551614"), "{reason}");
}

#[test]
fn english_is_worded_as_before() {
    let en = crate::i18n::english();
    let kayles = example("kayles 5 7", en);
    assert_eq!(kayles["title"], "Kayles (octal 0.77)");
    assert_eq!(
        kayles["rule"],
        "A move knocks down one pin, or two pins standing next to each other, anywhere in a row; knocking pins out of \
         the middle leaves two rows. Whoever makes the last move wins."
    );
    assert_eq!(
        example("octal 0.77 5 7", en)["rule"],
        "A move knocks down one pin, or two pins standing next to each other, anywhere in a row; knocking pins out of \
         the middle leaves two rows. Whoever makes the last move wins.",
        "the code of a named game is that game"
    );
    assert_eq!(
        example("octal 0.75 5", en)["rule"],
        "Octal code 0.75: a move may take 1 counter (the whole heap, from the end of a heap, or from inside a heap, \
         splitting it in two), or take 2 counters (the whole heap, or from inside a heap, splitting it in two). Whoever \
         makes the last move wins."
    );
    let game = Game { misere: true, ..kayles_game() };
    assert_eq!(crate::facts::title(&game, crate::i18n::english()), "Kayles (octal 0.77), misère play");
    let nim = example("nim 1 1 5 --misere", en);
    assert_eq!(
        nim["winning_moves"][0]["reason"],
        "in heap 3, take 4 leaving 1, so that 3 heaps of 1 remain and none bigger (odd: the opponent takes the last)"
    );
    let nim = example("nim 1 5 --misere", en);
    assert_eq!(
        nim["winning_moves"][0]["reason"],
        "in heap 2, take 5 leaving 0, so that 1 heap of 1 remains and none bigger (odd: the opponent takes the last)"
    );
    let sub = example("subtraction 20 --set 1,3,4", en);
    assert_eq!(
        sub["method_reason"],
        "once every move is legal, each value is the mex of the values at the distances in the set, all among the 4 \
         values before it, so those 4 values determine it; the 4 values from g(0) repeat 7 places later, so the \
         whole sequence repeats from 0 on"
    );
}

fn kayles_game() -> Game {
    directive::game::parse_game(&split_words("kayles"), &Defined::new()).unwrap()
}

/// A certificate's words in Chinese: its name, statement, domain and counterexample come from
/// the messages, with the same numbers.
#[test]
fn certificates_speak_the_pages_language() {
    use nimbook_engine::properties::{IDS, Range, certify, certify_with};
    let messages = crate::i18n::Messages::builtin();
    let (en, zh) = (messages.lang("en"), messages.lang("zh"));
    let and_table = [[0, 0], [0, 1]];
    let range = Range { bits: 4, heaps: 3 };
    let t2 = certify_with(&and_table, "theorem-2", range).unwrap();
    let json = crate::facts::certificate(&t2, en);
    assert_eq!(json["domain"], crate::facts::text(&t2.domain, en).as_str());
    assert_eq!(json["counterexample"], "heaps [1, 1], heap 1 from 1 to 0");
    assert_eq!(json["name"], "Theorem 2");
    let json = crate::facts::certificate(&t2, zh);
    assert_eq!(json["name"], "定理 2");
    assert_eq!(json["counterexample"], "各堆 [1, 1]，第 1 堆从 1 变为 0");
    assert_eq!(json["domain"], "所有由 2 到 3 堆组成、每堆小于 16 且 T = 0 的序列出发的每一步");
    for id in IDS {
        let c = certify(id, Range { bits: 3, heaps: 2 }).unwrap();
        for lang in [en, zh] {
            let json = crate::facts::certificate(&c, lang);
            for field in ["name", "statement", "domain"] {
                let text = json[field].as_str().unwrap();
                assert!(!text.starts_with("verify-"), "{id} {field} in {}: {text}", lang.code());
            }
        }
    }
}

/// A teacher's Turning Turtles, whose reading functions word its coins and moves.
const TURTLES: &str = r#"
fn title() { "Turning Turtles" }
fn moves(p) {
  let o = [];
  for i in 0..p.len() {
    if p[i] == 1 {
      let q = p; q[i] = 0; o.push(q);
      for j in 0..i { let r = q; r[j] = 1 - r[j]; o.push(r); }
    }
  }
  o
}
fn coordinate(i) { "coin " + i }
fn describe(p, q) {
  let turned = [];
  for i in 0..p.len() { if p[i] != q[i] { turned.push(i + 1); } }
  if turned.len() == 1 { #{ text: "turn coin " + turned[0], a: turned[0] } }
  else { #{ text: "turn coins " + turned[0] + " and " + turned[1], a: turned[0], b: turned[1] } }
}
fn board() { "coins" }
"#;

/// A teacher's own words for a coin and a move, worded as the pages word them.
#[test]
fn a_tuple_game_names_its_coins_and_moves() {
    use nimbook_engine::fact::Fact;
    use nimbook_engine::reading::{Board, board, check, coordinate, describe, why};
    let said = |f: &Fact| super::text(f, crate::i18n::english());
    let g = ScriptGame::compile("turtles", TURTLES).unwrap();
    check(&g).unwrap();
    assert_eq!(board(&g).unwrap(), Board::Coins);
    let c = coordinate(&g, 3).unwrap().unwrap();
    assert_eq!(said(&Fact::new("game-own-words", [("words", c)])), "coin 3");
    assert_eq!(said(&describe(&g, &[0, 1, 1], &[1, 1, 0]).unwrap().unwrap()), "turn coins 1 and 3");
    assert_eq!(said(&describe(&g, &[0, 1, 1], &[0, 1, 0]).unwrap().unwrap()), "turn coin 3");
    assert!(why(&g, &[1]).unwrap().is_none());
}

#[test]
fn a_game_is_titled_and_ruled_in_each_language() {
    let messages = Messages::builtin();
    let request = directive::parse_example_in(&split_words("nim 8 12 13"), &Defined::new()).unwrap();
    let directive::Request::Game { game, .. } = request else { panic!("a game") };
    assert_eq!(super::title(&game, messages.lang("en")), "Nim");
    let en = super::rule(&game, messages.lang("en"));
    let zh = super::rule(&game, messages.lang("zh"));
    assert!(en.contains("from one heap"), "{en}");
    assert!(is_chinese(&zh) && english_words(&zh).is_empty(), "{zh}");
}

#[test]
fn a_json_line_is_the_worded_value_on_one_line() {
    let messages = Messages::builtin();
    let request = directive::parse_example_in(&split_words("bash 23 2 --misere"), &Defined::new()).unwrap();
    let facts = directive::compute(&request).unwrap();
    let line = super::json_line(&facts, messages.lang("en"));
    assert!(line.ends_with('\n') && line.matches('\n').count() == 1, "{line}");
    let value: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(value, super::worded_json(&facts, messages.lang("en")));
}

/// Wording keeps a part with no fact in it as it is when its maps' keys are in order (JSON's
/// order), and otherwise gives every map its keys in order, as before.
#[test]
fn a_part_without_facts_is_kept_and_every_map_comes_out_in_order() {
    let messages = crate::i18n::Messages::builtin();
    let lang = messages.lang("en");
    let plain = Value::from(minijinja::value::Serde(&serde_json::json!({"a": [1, 2, [3, 4]], "b": {"c": 5}})));
    let out = super::worded(&plain, lang);
    assert_eq!(out, plain);
    assert_eq!(out.to_string(), plain.to_string());
    let unordered = Value::from(minijinja::value::Serde(&indexmap_like()));
    let out = super::worded(&unordered, lang);
    let keys: Vec<String> = out.try_iter().unwrap().map(|k| k.to_string()).collect();
    assert_eq!(keys, ["a", "b", "c"]);
    let with_fact =
        Value::from(minijinja::value::Serde(&serde_json::json!({"list": [1, {"fact": "game-title-nim", "args": {}}]})));
    let out = super::worded(&with_fact, lang);
    assert_eq!(out.get_attr("list").unwrap().get_item(&Value::from(0)).unwrap(), Value::from(1));
    assert_eq!(
        out.get_attr("list").unwrap().get_item(&Value::from(1)).unwrap().kind(),
        minijinja::value::ValueKind::String
    );
}

/// A map whose keys come in another order than their own (a struct's fields).
fn indexmap_like() -> impl serde::Serialize {
    #[derive(serde::Serialize)]
    struct Unordered {
        c: u64,
        a: u64,
        b: u64,
    }
    Unordered { c: 1, a: 2, b: 3 }
}
