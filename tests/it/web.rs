//! The page's engine module (`crates/web`) against the build and the command line: for random
//! example words over every catalogue family, both conventions, the calculations and the
//! course's own games (`games/*.rhai`), plus words with mistakes in them,
//! - the module's `example` answer is the same text as `nimbook example WORDS --json`, or the
//!   same error message;
//! - its `render` and `play` answers are the same HTML the build writes for a worked example
//!   and a play block of the same words, in English and in Chinese, and its `play_table` answer
//!   the table the page holds, or, for a table too large to hold, the one the build computed;
//! - its `judge` answer is `nimbook judge`'s for the samples, random inputs and a bad one;
//! - the WebAssembly module the build ships (run by Node, `tests/wasm/same-bytes.mjs`) gives the
//!   same bytes as the native calls, for every kind of request.

use crate::util;
use nimbook::directive::Defined;
use nimbook::rng::SplitMix64;
use nimbook::site::engine::SiteData;
use nimbook_web::{Reply, call};
use serde_json::json;
use std::path::Path;

/// How many random words each differential test draws: 2,000 in a release build (CI runs this
/// module so, `.ci/run`), fewer in the debug build of `cargo test`.
const WORDS: usize = if cfg!(debug_assertions) { 300 } else { 2000 };

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn course_games() -> Defined {
    nimbook::site::game_files::load(repo()).unwrap()
}

/// Tells this thread's module what the course's site is.
fn start_course_site() -> SiteData {
    start_site(repo())
}

/// Tells this thread's module what the site at `root` is, as the build reads it.
fn start_site(root: &Path) -> SiteData {
    let games = nimbook::site::game_files::load(root).unwrap();
    let files = nimbook::lesson::language::SiteFiles::read(Some(&root.join("templates"))).unwrap();
    let site = SiteData::new(&files, &games);
    let reply = call(
        &json!({"op": "site", "templates": site.templates, "messages": site.messages, "games": site.games}).to_string(),
    );
    assert_eq!(reply, Reply::Answer(String::new()));
    site
}

fn heaps(rng: &mut SplitMix64, count: u64, max: u64) -> String {
    (0..rng.range(1, count)).map(|_| rng.range(0, max).to_string()).collect::<Vec<_>>().join(" ")
}

/// Random example words: every catalogue family and calculation, both conventions, the course's
/// games at positions of their own shape, and words with a mistake.
fn random_words(rng: &mut SplitMix64) -> String {
    let misere = |rng: &mut SplitMix64| if rng.below(3) == 0 { " --misere" } else { "" };
    match rng.below(17) {
        0 => format!("nim {}{}", heaps(rng, 6, 40), misere(rng)),
        1 => format!("nim {} --max-take {}{}", heaps(rng, 5, 30), rng.range(1, 6), misere(rng)),
        2 => format!("bash {} {}{}", rng.range(0, 60), rng.range(1, 8), misere(rng)),
        3 => format!("wythoff {} {}{}", rng.range(0, 30), rng.range(0, 30), misere(rng)),
        4 => {
            let set: Vec<String> = (0..rng.range(1, 4)).map(|_| rng.range(1, 7).to_string()).collect();
            format!("subtraction {} --set {}{}", heaps(rng, 4, 40), set.join(","), misere(rng))
        }
        5 => {
            let codes = ["0.137", "0.07", "0.77", "4.7", "0.51", "0.6"];
            format!("octal {} {}{}", codes[rng.below(codes.len() as u64) as usize], heaps(rng, 4, 25), misere(rng))
        }
        6 => {
            let names = ["kayles", "dawson-chess", "dawson-kayles", "lasker", "grundy-game"];
            format!("{} {}{}", names[rng.below(names.len() as u64) as usize], heaps(rng, 4, 24), misere(rng))
        }
        7 => format!("xor-range {} {}", rng.range(0, 1000), rng.range(0, 2000)),
        8 => format!("euler301 {}", rng.range(1, 40)),
        9 => format!("theorem1 {}", heaps(rng, 5, 100)),
        10 => format!("theorem2 {}", heaps(rng, 5, 100)),
        11 => {
            // Chomp: rows never longer than the row below.
            let mut rows = vec![rng.range(1, 6)];
            for _ in 0..rng.below(3) {
                let last = *rows.last().unwrap();
                rows.push(rng.range(0, last + 1));
            }
            format!("chomp {}", rows.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
        }
        12 => {
            // A tree: each vertex's parent numbered below it.
            let parents: Vec<String> = (0..rng.range(1, 6)).map(|i| rng.range(1, i + 2).to_string()).collect();
            format!("hackenbush {}", parents.join(" "))
        }
        13 => {
            let names = ["mock-turtles", "ruler", "turning-turtles"];
            let coins: Vec<String> = (0..rng.range(1, 8)).map(|_| rng.below(2).to_string()).collect();
            format!("{} {}", names[rng.below(3) as usize], coins.join(" "))
        }
        14 => {
            let wrong = ["nim 8 twelve 13", "nim", "bash 5", "kayles -3", "octal 0.9 4", "wythoff 1", "nimm 3 4"];
            wrong[rng.below(wrong.len() as u64) as usize].to_string()
        }
        15 => format!("nim {}", heaps(rng, 3, 1 << 40)),
        _ => format!("kayles {} {}", rng.range(0, 1_000_000_000), rng.range(0, 100)),
    }
}

fn words_of(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_string).collect()
}

#[test]
fn the_module_answers_examples_as_the_command_line_does() {
    start_course_site();
    let defined = course_games();
    let mut rng = SplitMix64::new(39);
    let (mut answers, mut errors, mut bounds) = (0, 0, 0);
    for _ in 0..WORDS {
        let words = random_words(&mut rng);
        let cli = nimbook::cli::example_output(&words_of(&words), true, &defined).map_err(|e| e.to_string());
        let page = match call(&json!({"op": "example", "words": words}).to_string()) {
            Reply::Answer(text) => Ok(text),
            Reply::Error(e) => Err(e),
            Reply::TooLarge(e) => {
                // A bound passed, which the page words for its student: the engine's words say so.
                assert!(e.contains("more than") || e.contains("at most") || e.contains("up to"), "{words}: {e}");
                bounds += 1;
                Err(e)
            }
        };
        assert_eq!(page, cli, "{words}");
        if cli.is_ok() { answers += 1 } else { errors += 1 }
    }
    // The words reach both the answers and the refusals.
    assert!(answers > WORDS * 3 / 4 && errors > WORDS / 40, "{answers} answers, {errors} errors");
    assert!(bounds > 0 && bounds < errors, "{bounds} of the {errors} refusals are bounds");
}

/// Every explorable example of a built page: its data and the fragment the build wrote.
fn explorables(html: &str) -> Vec<(serde_json::Value, String)> {
    const OPEN: &str = "<div class=\"explore\" data-explore=\"";
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(at) = rest.find(OPEN) {
        rest = &rest[at + OPEN.len()..];
        let end = rest.find('"').unwrap();
        let data: serde_json::Value = serde_json::from_str(&crate::util::decode(&rest[..end])).unwrap();
        let body = &rest[end..];
        let start = body.find(">\n").unwrap() + 2;
        let stop = body.find("\n<form class=\"explore-form\"").unwrap();
        out.push((data, body[start..stop].to_string()));
        rest = &body[stop..];
    }
    out
}

#[test]
fn the_module_lays_out_what_the_build_writes_in_both_languages() {
    // A course of two editions whose lessons are random worked examples (no titles: a
    // student's position is laid out without the teacher's).
    let tmp = tempfile::tempdir().unwrap();
    util::copy_dir(&repo().join("games"), &tmp.path().join("games"));
    util::copy_dir(&repo().join("templates"), &tmp.path().join("templates"));
    std::fs::write(tmp.path().join("nimbook.toml"), "title = \"Explore\"\nlanguage = \"en\"\n").unwrap();
    let mut rng = SplitMix64::new(2026);
    let mut blocks = Vec::new();
    let games = course_games();
    while blocks.len() < 60 {
        let words = random_words(&mut rng);
        if nimbook::cli::example_output(&words_of(&words), true, &games).is_ok() {
            let playout = ["", " playout=short", " playout=none", " words=show", " values=pn table=hide"];
            blocks.push(format!("```example{}\n{words}\n```\n", playout[blocks.len() % playout.len()]));
        }
    }
    // And play blocks, each a game whose table a page may hold, some with both conventions;
    // the first two too large for the page to hold their tables.
    let english = nimbook::views::i18n::english();
    blocks.push("```play\nwythoff 12 20\n```\n".to_string());
    blocks.push("```play --toggle-misere\nkayles 10 9 8\n```\n".to_string());
    while blocks.len() < 80 {
        let words = random_words(&mut rng);
        let playable = nimbook::directive::parse_example_in(&nimbook::directive::split_words(&words), &games)
            .ok()
            .and_then(|r| nimbook::views::play::game_of(&r))
            .is_some_and(|(game, start)| nimbook::views::play::table_json(&game, &start, true, english).is_ok());
        if playable {
            let toggle = if blocks.len() % 3 == 0 { " --toggle-misere" } else { "" };
            blocks.push(format!("```play{toggle}\n{words}\n```\n"));
        }
    }
    for (dir, title) in [("content", "Examples"), ("content/zh", "例题")] {
        std::fs::create_dir_all(tmp.path().join(dir)).unwrap();
        let lesson = format!("+++\ntitle = \"{title}\"\n+++\n\n{}", blocks.join("\n"));
        std::fs::write(tmp.path().join(dir).join("01-examples.md"), lesson).unwrap();
    }
    let out = tmp.path().join("output");
    nimbook::cli::build(tmp.path(), Some(&out), &nimbook::site::reader::Reader::english()).unwrap();
    start_site(tmp.path());
    let (mut compared, mut held_by_engine) = (0, 0);
    for (page, lang) in [("examples.html", "en"), ("zh/examples.html", "zh")] {
        let html = std::fs::read_to_string(out.join(page)).unwrap();
        let found = explorables(&html);
        assert_eq!(found.len(), blocks.len(), "{page}");
        for (data, fragment) in found {
            assert_eq!(data["lang"], lang);
            let request = if data.get("play").is_some() {
                json!({"op": "play", "words": data["words"], "lang": data["lang"], "play": data["play"], "games": data["games"]})
            } else {
                json!({
                    "op": "render", "words": data["words"], "lang": data["lang"], "layout": data["layout"], "games": data["games"]
                })
            };
            assert_eq!(call(&request.to_string()), Reply::Answer(fragment.clone()), "{page}: {}", data["words"]);
            compared += 1;
            if data.get("play").is_some() {
                let mut asked = request.clone();
                asked["op"] = json!("play_table");
                let Reply::Answer(table) = call(&asked.to_string()) else {
                    panic!("{page}: no table of {}", data["words"])
                };
                // A page holds its table, or the module makes it: either way the same JSON.
                if fragment.contains("data-config-from=\"engine\"") {
                    assert!(table.len() > nimbook::views::play::MAX_EMBEDDED_TABLE);
                    let words = data["words"].as_str().unwrap();
                    let request = nimbook::directive::parse_example_in(&nimbook::directive::split_words(words), &games);
                    let (game, start) = nimbook::views::play::game_of(&request.unwrap()).unwrap();
                    let messages = nimbook::views::i18n::Messages::builtin();
                    let toggle = data["play"]["toggle"].as_bool().unwrap();
                    let mut built =
                        nimbook::views::play::table_json(&game, &start, toggle, messages.lang(lang)).unwrap();
                    assert_eq!(table, nimbook::views::play::config(&mut built, words), "{page}: {words}");
                    held_by_engine += 1;
                } else {
                    let held = format!("data-config=\"{}\"", minijinja::HtmlEscape(&table));
                    assert!(fragment.contains(&held), "{page}: {}", data["words"]);
                }
            }
        }
    }
    assert_eq!(compared, 160);
    assert!(held_by_engine >= 4, "{held_by_engine}");
}

#[test]
fn the_module_judges_as_the_command_line_does() {
    let mut rng = nimbook::rng::SplitMix64::new(1850);
    for problem in nimbook::judge::Problem::all() {
        let (sample, expected) = problem.sample();
        let inputs = std::iter::once(sample.to_string())
            .chain((0..5).map(|_| problem.random(&mut rng)))
            .chain(["1\n3\n1 x 2\n".to_string()]);
        for input in inputs {
            let native = match nimbook::judge::run(problem, &input) {
                Ok(out) => Reply::Answer(out),
                Err(e) => Reply::Error(e.to_string()),
            };
            let page = call(&json!({"op": "judge", "problem": problem.name(), "input": input}).to_string());
            assert_eq!(page, native, "{}: {input}", problem.name());
        }
        let page = call(&json!({"op": "judge", "problem": problem.name(), "input": sample}).to_string());
        assert_eq!(page, Reply::Answer(expected.to_string()), "{}'s sample", problem.name());
    }
}

/// A judge box's mistake is worded in the page's language, from the site's messages: the bad
/// number, and an input past the page's bound.
#[test]
fn the_module_words_a_judge_mistake_in_the_pages_language() {
    start_course_site();
    let judge = |lang: &str, input: &str| {
        call(&json!({"op": "judge", "problem": "hdu1527", "input": input, "lang": lang}).to_string())
    };
    assert_eq!(judge("zh", "2 1\n8 x\n"), Reply::Error("输入第 2 行第 3 列：第二堆的大小“x”不是整数".into()));
    assert_eq!(
        judge("en", "2 1\n8 x\n"),
        Reply::Error("input:2:3: second pile size \"x\" is not a whole number".into())
    );
    let long = "1 2\n".repeat((4 << 20) / 4 + 1);
    assert_eq!(
        judge("zh", &long),
        Reply::Error(format!("这份输入有 {} 字节；页面只能回答不超过 4194304 字节的输入", long.len()))
    );
    assert_eq!(
        judge("en", &long),
        Reply::Error(format!("this input is {} bytes; the page answers inputs of up to 4194304 bytes", long.len()))
    );
}

#[test]
fn the_shipped_module_gives_the_same_bytes_as_the_native_calls() {
    if std::process::Command::new("node").arg("--version").output().is_err() {
        assert!(!util::in_ci(), "node is needed to run the page's engine module");
        eprintln!("skipped: no node to run the page's engine module");
        return;
    }
    let site = start_course_site();
    let mut rng = SplitMix64::new(7);
    let mut judge_rng = SplitMix64::new(8);
    let layout = json!({
        "id": "example-main", "name": "main", "number": 1, "show_words": false, "playout": "full",
        "values": "grundy", "table": "show", "rules_stated": []
    });
    let mut cases = Vec::new();
    for i in 0..WORDS {
        let words = random_words(&mut rng);
        let lang = if i % 2 == 0 { "en" } else { "zh" };
        let request = match i % 8 {
            0..=3 => json!({"op": "example", "words": words, "lang": lang}),
            4..=5 => json!({"op": "render", "words": words, "lang": lang, "layout": layout}),
            6 => {
                let op = if (i / 8) % 2 == 0 { "play" } else { "play_table" };
                let play = json!({"id": "play-1", "toggle": (i / 16) % 2 == 1});
                json!({"op": op, "words": words, "lang": lang, "play": play})
            }
            _ => {
                let problem = nimbook::judge::Problem::all().nth((i / 8) % nimbook::judge::PROBLEMS.len()).unwrap();
                let input = problem.random(&mut judge_rng);
                json!({"op": "judge", "problem": problem.name(), "input": input})
            }
        };
        let (code, text) = match call(&request.to_string()) {
            Reply::Answer(text) => (1, text),
            Reply::Error(text) => (0, text),
            Reply::TooLarge(text) => (2, text),
        };
        cases.push(json!({"request": request.to_string(), "code": code, "text": text}));
    }
    let tmp = tempfile::tempdir().unwrap();
    let deflated =
        base64::Engine::decode(&base64::engine::general_purpose::STANDARD, nimbook::site::engine::MODULE_BASE64)
            .expect("the module is base64");
    std::fs::write(tmp.path().join("engine.wasm.deflate"), deflated).unwrap();
    let site = json!({"op": "site", "templates": site.templates, "messages": site.messages, "games": site.games});
    std::fs::write(tmp.path().join("cases.json"), json!({"site": site.to_string(), "cases": cases}).to_string())
        .unwrap();
    let output = std::process::Command::new("node")
        .arg(repo().join("tests/wasm/same-bytes.mjs"))
        .arg(tmp.path().join("engine.wasm.deflate"))
        .arg(tmp.path().join("cases.json"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains(&format!("{WORDS} passed, 0 failed")), "{stdout}");
}
