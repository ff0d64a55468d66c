//! Tests of the `nimbook` binary as a user runs it: `example` (JSON and text), `judge` on the
//! published samples in `crates/views/src/judge/samples/` (the one copy, which the crate embeds), `verify`, `play` driven through standard
//! input (in English and, with --lang zh, in Chinese), and the one-line error for each kind of
//! bad argument.

use serde_json::{Value, json};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs the binary with `args`, feeding `stdin`.
fn nimbook(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimbook"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child.stdin.take().expect("stdin is piped").write_all(stdin.as_bytes()).expect("stdin is written");
    child.wait_with_output().expect("the binary finishes")
}

/// Runs the binary, which must succeed, and returns its standard output.
fn ok(args: &[&str], stdin: &str) -> String {
    let out = nimbook(args, stdin);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "nimbook {args:?} failed: {stderr}");
    assert!(stderr.is_empty(), "nimbook {args:?} wrote to stderr: {stderr}");
    String::from_utf8(out.stdout).expect("stdout is UTF-8")
}

/// `nimbook example WORDS --json`, parsed.
fn example_json(words: &str) -> Value {
    let mut args = vec!["example"];
    args.extend(words.split_whitespace());
    args.push("--json");
    serde_json::from_str(&ok(&args, "")).expect("example --json prints JSON")
}

/// An example's winning moves, each as heap, take, leaves and the heaps that replace it.
fn moves_of(v: &serde_json::Value) -> serde_json::Value {
    let moves = v["winning_moves"].as_array().expect("a list of moves");
    moves.iter().map(|m| json!({"heap": m["heap"], "take": m["take"], "leaves": m["leaves"], "to": m["to"]})).collect()
}

#[test]
fn nim_8_12_13_as_json() {
    let v = example_json("nim 8 12 13");
    assert_eq!(v["game"], "nim");
    assert_eq!(v["nim_sum"], 9);
    assert_eq!(v["first_player_wins"], true);
    assert_eq!(
        moves_of(&v),
        json!([
            {"heap": 1, "take": 7, "leaves": 1, "to": [1]},
            {"heap": 2, "take": 7, "leaves": 5, "to": [5]},
            {"heap": 3, "take": 9, "leaves": 4, "to": [4]},
        ])
    );
    assert_eq!(v["winning_move_count"], 3);
    assert_eq!(v["grundy"], 9);
}

#[test]
fn nim_3_4_5_has_one_winning_move_in_normal_and_misere_play() {
    for words in ["nim 3 4 5", "nim 3 4 5 --misere"] {
        let v = example_json(words);
        assert_eq!(moves_of(&v), json!([{"heap": 1, "take": 2, "leaves": 1, "to": [1]}]), "{words}");
    }
    assert_eq!(example_json("nim 3 4 5 --misere")["misere"], true);
}

#[test]
fn a_number_past_64_bits_is_written_exactly_in_the_json() {
    // m + 1 = 2^64: the JSON is never `null`, and the number is written digit for digit.
    let text = ok(&["example", "bash", "5", "18446744073709551615", "--json"], "");
    assert!(text.starts_with('{') && !text.contains("null,\"n\""), "{text}");
    assert!(text.contains("\"modulus\":18446744073709551616,"), "{text}");
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["first_player_wins"], true);
    assert_eq!(v["winning_moves"][0]["take"], 5);
}

#[test]
fn other_games_as_json() {
    let v = example_json("bash 23 2");
    assert_eq!(v["game"], "bash");
    assert_eq!(v["first_player_wins"], true);
    assert_eq!(v["residue"], 2);
    assert_eq!(moves_of(&v), json!([{"heap": 1, "take": 2, "leaves": 21, "to": [21]}]));
    assert_eq!(v["grundy"], 2);

    let v = example_json("wythoff 4 7");
    assert_eq!(v["first_player_wins"], false);
    assert_eq!(v["winning_moves"], json!([]));
    assert_eq!(v["winner"], "second");

    assert_eq!(example_json("xor-range 1 100")["xor"], 100);
    assert_eq!(example_json("euler301 30")["count"], 2_178_309);
}

#[test]
fn text_examples() {
    let text = ok(&["example", "wythoff", "8", "4"], "");
    assert!(text.contains("1 winning move:\n  take 1 from pile 1, leaving (7, 4)"), "{text}");
    let text = ok(&["example", "nim", "8", "12", "13"], "");
    assert!(text.contains("   3: 13 1 1 0 1\n ---------------\n   T:  9 1 0 0 1\n"), "{text}");
    assert!(text.contains("in heap 1, 8 ⊕ 9 = 1 < 8, take 7 leaving 1"), "{text}");
}

#[test]
fn judge_reproduces_the_published_samples() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/views/src/judge/samples");
    let mut inputs: Vec<_> = std::fs::read_dir(&dir)
        .expect("the samples folder exists")
        .map(|e| e.expect("a fixture").path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    inputs.sort();
    let problems: Vec<String> = inputs.iter().map(|p| p.file_stem().unwrap().to_string_lossy().into_owned()).collect();
    assert_eq!(
        problems,
        [
            "hdu1527", "hdu1536", "hdu1846", "hdu1847", "hdu1848", "hdu1850", "hdu1907", "hdu2516", "hdu3032",
            "hdu3094", "hdu3404", "hdu3537", "hdu3595", "hdu5795", "p2197", "p4055", "poj2484"
        ]
    );
    for (input, problem) in inputs.iter().zip(&problems) {
        let stdin = std::fs::read_to_string(input).unwrap();
        let expected = std::fs::read_to_string(input.with_extension("out")).expect("each .in has its .out");
        assert_eq!(ok(&["judge", problem], &stdin), expected, "judge {problem}");
    }
}

#[test]
fn bad_arguments_give_one_line_naming_the_word() {
    for (args, word) in [
        ("nim 8 twelve", "twelve"),
        ("nim -3", "-3"),
        ("nim 99999999999999999999", "99999999999999999999"),
        ("bash 10 0", "0"),
        ("chess 1 2", "chess"),
        ("nim 1 --misère", "--misère"),
    ] {
        let mut argv = vec!["example"];
        argv.extend(args.split_whitespace());
        let out = nimbook(&argv, "");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(!out.status.success(), "{args}: succeeded");
        assert!(out.stdout.is_empty(), "{args}: wrote to stdout");
        assert_eq!(stderr.lines().count(), 1, "{args}: not one line: {stderr}");
        assert!(stderr.starts_with("error: "), "{args}: {stderr}");
        assert!(stderr.contains(&format!("\"{word}\"")), "{args}: {stderr} does not name {word}");
    }
    for argv in [&["example"][..], &["example", "--json"], &["play"]] {
        let out = nimbook(argv, "");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(!out.status.success(), "{argv:?}");
        assert_eq!(stderr.lines().count(), 1, "{argv:?}: {stderr}");
        assert!(stderr.contains("no game named; expected one of nim, bash"), "{argv:?}: {stderr}");
    }
    let out = nimbook(&["judge", "hdu1527"], "2 1\n8 x\n");
    assert!(!out.status.success());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap().trim_end(),
        "error: input:2:3: second pile size \"x\" is not a whole number"
    );
}

/// `nimbook judge --lang zh` words a mistake of the input in Chinese, the problem's answers
/// before it untouched.
#[test]
fn judge_words_a_mistake_in_the_readers_language() {
    let out = nimbook(&["judge", "p2197", "--lang", "zh"], "2\n2\n1 1\n2\n1 x\n");
    assert!(!out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "No\n");
    assert_eq!(String::from_utf8(out.stderr).unwrap().trim_end(), "错误：输入第 5 行第 3 列：堆的大小“x”不是整数");
}

#[test]
fn verify_prints_a_line_per_statement() {
    let text = ok(&["verify", "--bits", "4"], "");
    for id in nimbook::games::properties::IDS {
        let line = text.lines().find(|l| l.split_whitespace().next() == Some(id));
        let line = line.unwrap_or_else(|| panic!("no line for {id} in\n{text}"));
        assert!(line.contains(" holds: "), "{line}");
    }
    assert!(!text.contains("FAILS"), "{text}");
}

/// Issue 10: a heap count that wrapped the old guard, and a property whose cases the old guard
/// did not count, are both bounded before any work by one checked formula.
#[test]
fn verify_bounds_the_work_before_doing_it() {
    let out = nimbook(&["verify", "--bits", "2", "--heaps", "9223372036854775809", "theorem-1"], "");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("lower --bits or --heaps"), "{stderr}");
    let refused = nimbook(&["verify", "--bits", "10", "--heaps", "3", "theorem-2"], "");
    assert!(!refused.status.success() && String::from_utf8_lossy(&refused.stderr).contains("more work than the limit"));
    let text = ok(&["verify", "--bits", "10", "--heaps", "2", "theorem-2"], "");
    assert!(text.contains("holds") && text.contains("checked 1047552 cases"), "{text}");
}

/// verify's mistakes are in the language of --lang: a game's words as well as the engine's refusal.
#[test]
fn verify_says_its_mistakes_in_the_language_asked() {
    let out = nimbook(&["verify", "sprague-grundy", "--game", "kayle", "--lang", "zh"], "");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && stderr.contains("没有名为“kayle”的游戏（是不是想写“kayles”？）"), "{stderr}");
    let out = nimbook(&["verify", "sprague-grundy", "--game", "wythoff", "--lang", "zh"], "");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && stderr.contains("wythoff 不是在堆上玩的游戏"), "{stderr}");
    let out = nimbook(&["verify", "--bits", "10", "--heaps", "3", "theorem-2", "--lang", "zh"], "");
    assert!(!out.status.success() && !String::from_utf8_lossy(&out.stderr).contains("limit"));
}

#[test]
fn play_against_the_computer_through_stdin() {
    // The computer moves first from 3 4 5 (Grundy total 2) and cannot be beaten.
    let text = ok(&["play", "nim", "3", "4", "5"], "1 1\n2 1\n2 1\n2 1\n2 1\n");
    assert!(
        text.contains(
            "computer: Heap 1 had Grundy value 3; the others XOR to 1. I take 2 from heap 1: a heap of value 1, \
             so the total is 0.\nheaps: 1 4 5\n"
        ),
        "{text}"
    );
    assert!(text.ends_with("heaps: 0 0 0\nNo moves are left: the computer wins.\n"), "{text}");
    // Moving first from a won Kayles position, the human can split a row of pins.
    let text = ok(&["play", "kayles", "5", "--human-first"], "1 2 2\n");
    assert!(text.contains("you knock down 1 in the row (5), leaving 2 + 2\nrows: 2 2\n"), "{text}");
    assert!(
        text.contains("computer: The rows' Grundy values 2 ⊕ 2 XOR to 0, so every move leaves a nonzero total"),
        "{text}"
    );
    // A bad move, a hint and the end of the input.
    let text = ok(&["play", "wythoff", "4", "7", "--human-first"], "0 0\n?\n");
    assert!(text.contains("(0, 0) cannot be reached from (4, 7) in one move; try again"), "{text}");
    assert!(
        text.contains("Hint: there is no winning move here: every move leaves a position the player to move wins.\n"),
        "{text}"
    );
    assert!(text.ends_with("without a winner. Goodbye!\n"), "{text}");
    // A game that cannot be played.
    let out = nimbook(&["play", "euler301", "30"], "");
    assert!(!out.status.success());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("\"euler301\" cannot be played"), "{stderr}");
}

#[test]
fn play_in_chinese_with_lang() {
    // --lang after the game's words, as --human-first: the computer takes the one counter.
    let text = ok(&["play", "nim", "1", "--lang", "zh"], "");
    assert!(text.starts_with("尼姆博弈："), "{text}");
    assert!(text.contains("输入要取走几枚（如“1”）；输入 ? 获取提示，输入 q 退出。\n各堆：1\n我先走。\n"), "{text}");
    assert!(
        text.ends_with(
            "电脑：这一堆的 SG 值是 1：我从这一堆取走 1 枚，剩下 0 枚，这一堆的 SG 值为 0\n各堆：0\n没有可走的步了：电脑赢了。\n"
        ),
        "{text}"
    );
    // --lang before them, a refused move, a hint and quit typed as in English.
    let text = ok(&["play", "--lang", "zh", "nim", "3", "4", "5", "--human-first"], "7 1\nhint\nquit\n");
    assert!(text.contains("没有第 7 堆：各堆的编号是 1 到 3；请重新输入（? 获取提示，q 退出）\n"), "{text}");
    assert!(text.contains("提示：第 1 堆的 SG 值是 3，"), "{text}");
    assert!(text.ends_with("你的走法> 你退出了。再见！\n"), "{text}");
    let english: Vec<&str> = text.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 3).collect();
    assert!(english.is_empty(), "English words {english:?} in\n{text}");
    // A game that cannot be played is refused in Chinese; a language without messages is refused.
    let out = nimbook(&["play", "euler301", "30", "--lang", "zh"], "");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("“euler301”不能对弈"), "{out:?}");
    let out = nimbook(&["play", "nim", "1", "--lang", "fr"], "");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--lang fr: there are no messages"), "{out:?}");
}

#[test]
fn check_lists_warnings_and_still_succeeds() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("content")).unwrap();
    std::fs::write(dir.path().join("content/01-a.md"), "+++\ntitle = \"A\"\n+++\n\nSee [the welcome](welcom.html).\n")
        .unwrap();
    let out = nimbook(&["check", dir.path().to_str().unwrap()], "");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("content/01-a.md:5:5: this links to welcom.html"), "{stderr}");
    assert!(stderr.contains("welcom.html"), "{stderr}");
    assert!(stderr.contains("no errors, 1 warning"), "{stderr}");
}

/// Issue 21: `judge` answers as it reads. The first case is sent and the input kept open: its
/// answer comes before the rest of the input is written (at most PATIENCE is waited for it).
#[test]
fn judge_answers_each_case_before_the_input_ends() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimbook"))
        .args(["judge", "p2197"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in stdout.lines().map_while(Result::ok) {
            // The test stops listening once it has what it needs.
            tx.send(line).ok();
        }
    });
    stdin.write_all(b"3\n2\n1 1\n").unwrap();
    stdin.flush().unwrap();
    let first = rx.recv_timeout(crate::serve::PATIENCE);
    stdin.write_all(b"2\n1 0\n1\n0\n").unwrap();
    drop(stdin);
    let rest: Vec<String> = rx.iter().collect();
    assert!(child.wait().unwrap().success(), "the judge failed");
    assert_eq!(first.as_deref(), Ok("No"), "the first answer came before the input ended");
    assert_eq!(rest, ["Yes", "No"]);
}

#[test]
fn a_new_site_has_a_final_newline_and_one_lesson_is_one_lesson() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("course");
    let root_arg = root.to_str().unwrap();
    assert!(nimbook(&["new", root_arg], "").status.success());
    assert!(std::fs::read_to_string(root.join("nimbook.toml")).unwrap().ends_with('\n'));
    std::fs::remove_dir_all(root.join("content")).unwrap();
    std::fs::create_dir(root.join("content")).unwrap();
    std::fs::write(root.join("content/01-one.md"), "+++\ntitle = \"One\"\n+++\nText.\n").unwrap();
    let out = nimbook(&["build", root_arg], "");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.starts_with("built 1 lesson ("), "{stderr}");
}

#[test]
fn exercises_in_chinese_say_what_they_wrote_in_chinese() {
    let tmp = tempfile::tempdir().unwrap();
    let out_dir = tmp.path().join("sheet");
    let out_arg = out_dir.to_str().unwrap();
    for (lang, said) in [("zh", "已把 3 道题写入"), ("en", "wrote 3 problems to")] {
        let out = nimbook(&["exercises", "kayles", "--count", "3", "--lang", lang, "--out", out_arg], "");
        assert!(out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(said), "{lang}: {stderr}");
        let seed_line = if lang == "zh" { "加上 --seed" } else { "add --seed" };
        assert!(stderr.contains(seed_line), "{lang}: the drawn seed is given: {stderr}");
    }
}

/// `--lang` words what the engine says in the language asked for: `verify`'s lines and
/// certificates, and the words of `example --json`; the English stays as it was, and an unknown
/// language is refused with the languages there are.
#[test]
fn lang_words_verify_and_the_examples_json() {
    let zh = ok(&["verify", "property-1", "--bits", "3", "--lang", "zh"], "");
    assert!(zh.starts_with("property-1   成立："), "{zh}");
    assert!(zh.contains("检查了 4 种情形："), "{zh}");
    let latin = zh.replace("property-1", "");
    assert!(!latin.chars().any(|c| c.is_ascii_alphabetic() && c != 'a' && c != 'b'), "{zh}");
    let en = ok(&["verify", "property-1", "--bits", "3"], "");
    assert!(en.starts_with("property-1   holds: a ⊕ b = b ⊕ a"), "{en}");
    assert!(en.contains("\n             checked 4 cases: "), "{en}");
    let json: Value =
        serde_json::from_str(&ok(&["example", "nim", "3", "4", "5", "--json", "--lang", "zh"], "")).unwrap();
    assert_eq!(json["title"], "尼姆博弈");
    assert_eq!(json["grundy"], 2);
    let refused = nimbook(&["verify", "--lang", "fr"], "");
    let e = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success() && e.contains("the languages are en, zh"), "{e}");
}

/// `example --lang zh` prints the terminal's worked example in Chinese, worded from the message
/// files as the pages are; `--lang en`, the default, prints the English text as before.
#[test]
fn the_terminals_example_in_chinese() {
    let zh = ok(&["example", "nim", "8", "12", "13", "--lang", "zh"], "");
    assert!(zh.starts_with("尼姆博弈，各堆石子数为 8 12 13（正常规则：取走最后一枚石子的一方获胜）。\n"), "{zh}");
    assert!(zh.contains("\nT = 尼姆和 = 9 ≠ 0，所以先手（轮到走的一方）必胜。\n"), "{zh}");
    assert!(zh.contains("\n共有 3 种必胜走法：\n  在第 1 堆中，8 ⊕ 9 = 1 < 8，取走 7 枚，剩下 1 枚\n"), "{zh}");
    let latin = zh.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 3).collect::<Vec<_>>();
    assert!(latin.is_empty(), "English words {latin:?} in\n{zh}");
    let en = ok(&["example", "nim", "8", "12", "13", "--lang", "en"], "");
    assert_eq!(en, ok(&["example", "nim", "8", "12", "13"], ""));
    assert!(en.contains("T = the nim-sum = 9 ≠ 0, so the first player (the one to move) wins.\n"), "{en}");
    let refused = nimbook(&["example", "nim", "3", "--lang", "fr"], "");
    let e = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success() && e.contains("the languages are en, zh"), "{e}");
    // The engine's refusal of the words, in the language asked.
    for (lang, want) in
        [("zh", "“0.8”里有数字“8”，它不是八进制数字"), ("en", "\"0.8\" has the digit '8', which is not octal")]
    {
        let refused = nimbook(&["example", "octal", "0.8", "5", "--lang", lang], "");
        let e = String::from_utf8_lossy(&refused.stderr);
        assert!(!refused.status.success() && e.contains(want), "{e}");
    }
}

/// Issue 40: a lesson's mistakes are worded in the reader's language (`--lang zh`), each the
/// same mistake the English reader is told of.
#[test]
fn check_words_a_lessons_mistakes_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("content")).unwrap();
    let lesson = "+++\ntitle = \"A\"\n[examples]\nmain = \"nim 3 4 5\"\n+++\n\n```example mian\n```\n\n\
                  ```play mian\n```\n\n$a \\bmodd 3$\n\n```verify\n```\n";
    std::fs::write(dir.path().join("content/01-a.md"), lesson).unwrap();
    let root = dir.path().to_str().unwrap();
    let said = |lang: &str| {
        let out = nimbook(&["check", root, "--lang", lang], "");
        assert!(!out.status.success(), "{out:?}");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let (en, zh) = (said("en"), said("zh"));
    for english in [
        "content/01-a.md:7:1: there is no example named \"mian\" (did you mean \"main\"?); define it under [examples] in the front matter",
        "content/01-a.md:10:1: this play block follows \"mian\", but there is no example of that name on this page (did you mean \"main\"?)",
        "content/01-a.md:13:4: maths \"a \\bmodd 3\": unknown command \\bmodd; did you mean \\bmod? check its spelling",
        "content/01-a.md:15:1: this verify block names no statement; write one of: all, ",
    ] {
        assert!(en.contains(english), "{english}\n{en}");
    }
    for chinese in [
        "content/01-a.md:7:1: 没有名为“mian”的例题（是不是想写“main”？）；请在 front matter 的 [examples] 下定义它",
        "content/01-a.md:10:1: 这个对弈块跟随的是“mian”，但本页没有这个名字的例题（是不是想写“main”？）",
        "content/01-a.md:13:4: 公式“a \\bmodd 3”：未知的命令 \\bmodd；是不是想写 \\bmod？请检查拼写",
        "content/01-a.md:15:1: 这个验证块没有写要验证的命题；请写其中之一：all, ",
    ] {
        assert!(zh.contains(chinese), "{chinese}\n{zh}");
    }
    assert!(!zh.contains("there is no") && !zh.contains("unknown command"), "{zh}");
}

/// The site's own mistakes (a broken link, an output folder that is a file, a game file's
/// name, a folder with no content) are worded in the reader's language: `--lang zh`, or the
/// site's `language = "zh"` without it; English stays as it was.
#[test]
fn the_sites_mistakes_are_worded_in_the_readers_language() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("site");
    std::fs::create_dir_all(root.join("content")).unwrap();
    std::fs::write(root.join("content/01-a.md"), "# A\n\nSee [the next lesson](02-b.md).\n").unwrap();
    let root_arg = root.to_str().unwrap();
    let build = |extra: &[&str]| {
        let mut args = vec!["build", root_arg];
        args.extend(extra);
        let out = nimbook(&args, "");
        assert!(!out.status.success(), "{args:?} succeeded");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let en = build(&[]);
    assert!(en.contains("broken link: there is no lesson 02-b.md in content/"), "{en}");
    assert!(en.contains("1 error found; nothing was written"), "{en}");
    let zh = build(&["--lang", "zh"]);
    assert!(zh.contains("链接失效：content/ 中没有 02-b.md 这一课"), "{zh}");
    assert!(zh.contains("共发现 1 个错误"), "{zh}");
    assert!(!zh.contains("broken link"), "{zh}");
    // A site in Chinese speaks Chinese without --lang.
    std::fs::write(root.join("nimbook.toml"), "language = \"zh\"\n").unwrap();
    let zh_site = build(&[]);
    assert!(zh_site.contains("链接失效："), "{zh_site}");
    assert!(build(&["--lang", "en"]).contains("broken link: "), "--lang over the site's language");
    // An output folder that is a file; a game file whose name is not a name.
    std::fs::write(root.join("content/01-a.md"), "# A\n").unwrap();
    let file = root.join("taken");
    std::fs::write(&file, "").unwrap();
    let taken = build(&["--out", file.to_str().unwrap()]);
    assert!(taken.contains("已经存在，但不是文件夹；请另选一个 --out"), "{taken}");
    std::fs::create_dir_all(root.join("games")).unwrap();
    std::fs::write(root.join("games/9lives.rhai"), "fn options(n) { [] }\n").unwrap();
    let game = build(&[]);
    assert!(game.contains("游戏名“9lives”必须以字母开头"), "{game}");
    assert!(build(&["--lang", "en"]).contains("game name \"9lives\" must start with a letter"));
    // No content folder at all.
    let empty = tmp.path().join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let out = nimbook(&["build", empty.to_str().unwrap(), "--lang", "zh"], "");
    let e = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && e.contains("处没有 content 文件夹"), "{e}");
    // The command line's own mistake, in the language asked.
    let out = nimbook(&["example", "nim", "3", "--lang"], "");
    let e = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && e.contains("--lang needs a value, e.g. --lang zh"), "{e}");
}
