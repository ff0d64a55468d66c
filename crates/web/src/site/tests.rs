//! The module's requests answered natively: errors in the command line's words, a site's games
//! and a page's games, an unknown language, a layout from the page.

use super::*;

/// Sends this thread's module a site with no files of its own (the built-in templates and
/// messages, as a build sends them), once.
fn start() {
    thread_local!(static STARTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    if !STARTED.get() {
        let templates = nimbook_views::templates::with_site([]);
        let messages = Messages::with_site(&[]);
        let reply = call(&serde_json::json!({"op": "site", "templates": templates, "messages": messages}).to_string());
        assert_eq!(reply, Reply::Answer(String::new()));
        STARTED.set(true);
    }
}

fn ask(json: serde_json::Value) -> Reply {
    start();
    call(&json.to_string())
}

fn answer(json: serde_json::Value) -> String {
    match ask(json) {
        Reply::Answer(text) => text,
        Reply::Error(e) | Reply::TooLarge(e) => panic!("{e}"),
    }
}

fn error(json: serde_json::Value) -> String {
    match ask(json) {
        Reply::Answer(text) => panic!("answered: {text}"),
        Reply::TooLarge(e) => panic!("a bound, not a mistake: {e}"),
        Reply::Error(e) => e,
    }
}

#[test]
fn a_position_past_the_engines_bounds_is_told_apart_from_a_mistake() {
    let too_large = serde_json::json!({"op": "example", "words": "grundy-game 100000000"});
    match ask(too_large) {
        Reply::TooLarge(e) => assert!(e.contains("19999"), "the command line's words: {e}"),
        other => panic!("{other:?}"),
    }
    // A table too large for a page is a bound as well.
    let play = serde_json::json!({"op": "play_table", "words": "nim 1000 999", "play": {"id": "p"}});
    assert!(matches!(ask(play), Reply::TooLarge(e) if e.contains("too large to play in a page")));
}

#[test]
fn an_example_is_the_engines_facts_worded() {
    let text = answer(serde_json::json!({"op": "example", "words": "nim 8 12 13"}));
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["nim_sum"], 9);
    assert_eq!(json["winning_moves"].as_array().unwrap().len(), 3);
    assert!(text.ends_with("}\n"), "one line, as the command line prints it");
    let zh = answer(serde_json::json!({"op": "example", "words": "kayles 5 7", "lang": "zh"}));
    assert!(zh.contains("保龄球"), "{zh}");
}

#[test]
fn mistakes_are_worded_as_on_the_command_line() {
    let e = error(serde_json::json!({"op": "example", "words": "nim 8 twelve 13"}));
    assert_eq!(e, "heap size \"twelve\" is not a whole number");
    // A Chinese page's mistakes are in Chinese, the grammar's as well as the engine's.
    let e = error(serde_json::json!({"op": "example", "words": "nim 8 twelve 13", "lang": "zh"}));
    assert_eq!(e, "堆的大小“twelve”不是整数");
    let e = error(serde_json::json!({"op": "example", "words": "wythoff 3", "lang": "zh"}));
    assert_eq!(e, "威佐夫游戏恰好在两堆上进行");
    let e = error(serde_json::json!({"op": "example", "words": "nim 1", "lang": "xx"}));
    assert!(e.contains("no messages in the language \"xx\""), "{e}");
    assert!(error(serde_json::json!({"op": "fly"})).contains("not understood"));
    // Both play requests take the same fields, and only those.
    for op in ["play", "play_table"] {
        let asked = serde_json::json!({"op": op, "words": "nim 3", "play": {"id": "p"}, "colour": "red"});
        assert!(error(asked).contains("unknown field `colour`"), "{op}");
    }
    assert!(matches!(call("{"), Reply::Error(_)));
}

#[test]
fn a_page_game_is_compiled_and_named() {
    let take = "fn options(n) { let o = []; for k in 1..=2 { if k <= n { o.push(n - k); } } o }";
    let games = serde_json::json!([["taketwo", take]]);
    let text = answer(serde_json::json!({"op": "example", "words": "taketwo 7", "games": games}));
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    // Take 1 or 2: the values cycle 0, 1, 2, so a heap of 7 is worth 1.
    assert_eq!(json["grundy"], 1, "{text}");
    let e = error(serde_json::json!({"op": "example", "words": "taketwo 7"}));
    assert!(e.contains("taketwo"), "{e}");
    let bad = serde_json::json!([["broken", "fn options(n) { n + }"]]);
    let e = error(serde_json::json!({"op": "example", "words": "broken 3", "games": bad}));
    assert!(e.starts_with("game \"broken\""), "{e}");
}

#[test]
fn a_fragment_is_laid_out_as_the_page_asks() {
    let layout = serde_json::json!({
        "id": "example-main", "name": "main", "number": 2, "show_words": false, "playout": "short",
        "values": "grundy", "table": "show", "rules_stated": []
    });
    let html = answer(serde_json::json!({"op": "render", "words": "nim 11 22 33 44", "layout": layout}));
    assert!(html.contains("id=\"example-main\""), "{html}");
    assert!(html.contains(">Example 2</a>"), "{html}");
    let zh = answer(serde_json::json!({"op": "render", "words": "nim 11 22 33 44", "lang": "zh", "layout": layout}));
    assert!(zh.contains(">例 2</a>"), "{zh}");
    let e = error(serde_json::json!({"op": "render", "words": "nim", "layout": layout}));
    assert!(!e.is_empty());
}

#[test]
fn the_module_knows_no_words_before_the_site_is_sent() {
    // A thread of its own: no site has been sent on it.
    let refused = std::thread::spawn(|| call(r#"{"op": "example", "words": "nim 1 2"}"#)).join().unwrap();
    let Reply::Error(e) = refused else { panic!("answered without a site: {refused:?}") };
    assert!(e.contains("has not sent its site"), "{e}");
    // Without English, which every language falls back to, a site is refused.
    let zh_only: Vec<MessageFile> = Messages::with_site(&[]).into_iter().filter(|f| f.lang == "zh").collect();
    let e = error(serde_json::json!({"op": "site", "messages": zh_only}));
    assert!(e.contains("no messages in en"), "{e}");
}
