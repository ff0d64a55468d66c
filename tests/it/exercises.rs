//! Exercise sheets (`nimbook exercises`): every family of the model gives a sheet whose key is
//! what `analysis::example` computes for the problem's words (parsed back with the example
//! grammar); the same seed gives the same bytes; sections state the rule once; questions follow
//! the settings; no trivial positions unless asked; the key prints open; a teacher's game from
//! `--game-file` works; bad options stop with one line; sites can restyle the sheets; `--lang zh`
//! writes both pages in Chinese (no English word left) and a site's messages can add a language.
//! Also the other teachers' commands that come from the clap definition: completions and the man
//! page.

use crate::util::{latin_words, reader_text};
use nimbook::directive::{Defined, parse_game_position, split_words};
use nimbook::exercises::{self, SheetOptions, is_trivial};
use nimbook::games::analysis;
use std::fs;
use std::path::Path;
use std::process::{Command, Output};

fn nimbook(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nimbook")).args(args).current_dir(dir).output().expect("the binary runs")
}

/// Writes a sheet with `options` into a fresh folder and returns (sheet, answers).
fn sheets(options: &SheetOptions) -> (String, String) {
    let tmp = tempfile::tempdir().unwrap();
    let w = exercises::write(options, &tmp.path().join("out"), None).unwrap();
    (fs::read_to_string(w.sheet).unwrap(), fs::read_to_string(w.answers).unwrap())
}

/// The `data-words` of every element whose class is `class`, in order.
fn words_of(html: &str, class: &str) -> Vec<String> {
    html.split(&format!("class=\"{class}\""))
        .skip(1)
        .map(|block| {
            let start = block.find("data-words=\"").expect("each problem has its words") + "data-words=\"".len();
            block[start..][..block[start..].find('"').unwrap()].to_string()
        })
        .collect()
}

/// The texts between `open` and the next `close` in `html`.
fn between(html: &str, open: &str, close: &str) -> Vec<String> {
    html.split(open).skip(1).map(|s| s[..s.find(close).unwrap()].to_string()).collect()
}

/// A move as the key should write it, from the engine's example.
fn expected_move(ex: &analysis::GameExample, m: &analysis::GameMove) -> String {
    let nums = |v: &[u64], sep: &str| v.iter().map(u64::to_string).collect::<Vec<_>>().join(sep);
    // Kayles and Dawson's Kayles are rows of pins; every other heap game has heaps.
    let heap = if ex.code.as_deref().is_some_and(|c| c == "0.77" || c == "0.07") { "row" } else { "heap" };
    // The only heap of a position is not numbered ("12 → 9").
    let place = |h: usize| if ex.heaps.len() == 1 { String::new() } else { format!(" in {heap} {h}") };
    match m.heap {
        Some(h) if m.to.is_empty() => {
            format!("{} → {}{}", m.from.unwrap(), if ex.keeps_empty_heaps { "0" } else { "nothing" }, place(h))
        }
        Some(h) => format!("{} → {}{}", m.from.unwrap(), nums(&m.to, " + "), place(h)),
        None => format!("to ({})", nums(&m.position, ", ")),
    }
}

/// Checks every entry of a key against the engine; returns how many were checked.
fn check_key(sheet: &str, answers: &str, defined: &Defined) -> usize {
    let asked = words_of(sheet, "problem");
    let answered = words_of(answers, "key-entry");
    assert_eq!(asked, answered, "the key answers the sheet's problems in order");
    let entries = between(answers, "<tr class=\"key-entry\"", "</tr>");
    for (words, entry) in answered.iter().zip(&entries) {
        let (game, position) = parse_game_position(&split_words(words), defined).expect("the words parse");
        assert_eq!(&game.words(&position), words, "the words are the grammar's own");
        let ex = analysis::example(&game, &position).unwrap();
        let verdict = if ex.first_player_wins { "Wins" } else { "Loses" };
        assert!(entry.contains(&format!("<strong class=\"key-verdict\">{verdict}</strong>")), "{words}: {entry}");
        let shown = between(entry, "<span class=\"key-move\">", "</span>");
        let expected: Vec<String> = ex.winning_moves.iter().take(4).map(|m| expected_move(&ex, m)).collect();
        assert_eq!(shown, expected, "{words}");
        assert_eq!(ex.first_player_wins, !shown.is_empty(), "{words}: a won position has a winning move");
        let count = ex.winning_move_count.unwrap();
        if count > 4 {
            assert!(entry.contains(&format!("(and {} more)", count - 4)), "{words}");
        }
        if let Some(g) = ex.grundy.filter(|_| !ex.misere && !ex.components.is_empty()) {
            assert!(entry.contains(&format!("= {g}")), "{words}: the why gives the value {g}");
            if g != 0 && ex.components.len() == 1 {
                // One heap: its value is not 0, so the mex rule gives a move to value 0.
                let said = format!("g({}) = {g} ≠ 0, so by the mex rule a move leaves value 0", ex.components[0].size);
                assert!(entry.contains(&said), "{words}: {said}\n{entry}");
            } else if g != 0 {
                // The reason names the sum's highest bit and the first component whose value has it.
                let bit = 1u64 << (63 - g.leading_zeros());
                let c = ex.components.iter().find(|c| c.grundy & bit != 0).unwrap();
                let said = format!(
                    "Its highest bit is {bit}, and g({}) = {} has it too, so {} ⊕ {g} = {} &lt; {}",
                    c.size,
                    c.grundy,
                    c.grundy,
                    c.grundy ^ g,
                    c.grundy
                );
                assert!(entry.contains(&said), "{words}: {said}\n{entry}");
            }
        }
    }
    answered.len()
}

#[test]
fn every_family_gives_a_key_that_agrees_with_the_engine() {
    let families = [
        "nim",
        "nim --max-take 3 --heaps 1",
        "nim --misere --heaps 2..4",
        "wythoff",
        "kayles",
        "dawson-chess",
        "dawson-kayles",
        "octal 4.07",
        "subtraction --set 2,5",
        "subtraction --set fibonacci",
        "subtraction --set powers-of-two",
        "subtraction --set squares --misere --max 8",
        "lasker",
        "grundy-game",
        "wythoff --misere --max 8",
        "kayles --misere --max 7 --heaps 1..2",
    ];
    let o = SheetOptions::new(&families, 64, 99);
    let (sheet, answers) = sheets(&o);
    assert_eq!(check_key(&sheet, &answers, &Defined::new()), 64);
    // Each section states its rule once, on the sheet and on the key.
    assert_eq!(sheet.matches("class=\"ex-rule\"").count(), families.len());
    assert_eq!(answers.matches("class=\"ex-rule\"").count(), families.len());
    assert!(sheet.contains("Whoever makes the last move loses (misère play)."));
}

#[test]
fn the_same_seed_gives_the_same_bytes_and_another_seed_other_problems() {
    let sections = ["kayles", "subtraction --set 2,5", "lasker", "octal 0.137", "nim", "wythoff"];
    let o = SheetOptions::new(&sections, 15, 2024);
    assert_eq!(sheets(&o), sheets(&o));
    let other = words_of(&sheets(&SheetOptions::new(&sections, 15, 2025)).0, "problem");
    assert_ne!(words_of(&sheets(&o).0, "problem"), other);
    // Through the command line, from two folders.
    let tmp = tempfile::tempdir().unwrap();
    for out in ["a", "b"] {
        let run = nimbook(&["exercises", "kayles", "wythoff", "-n", "6", "--seed", "7", "--out", out], tmp.path());
        assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
        assert!(String::from_utf8_lossy(&run.stderr).contains("wrote 6 problems"));
    }
    for file in ["sheet.html", "answers.html"] {
        assert_eq!(
            fs::read(tmp.path().join("a").join(file)).unwrap(),
            fs::read(tmp.path().join("b").join(file)).unwrap()
        );
    }
    // The key's footer gives the command that makes both again; the student's sheet names
    // neither the seed nor the command (it must not lead to its key).
    let command = "nimbook exercises \"kayles --count 3 --heaps 2..3 --min 1 --max 15\" \
                   \"wythoff --count 3 --min 1 --max 15\" --seed 7";
    let answers = fs::read_to_string(tmp.path().join("a/answers.html")).unwrap();
    assert!(answers.replace("&quot;", "\"").contains(command));
    let sheet = fs::read_to_string(tmp.path().join("a/sheet.html")).unwrap();
    for leak in ["--seed", "seed 7", "nimbook exercises"] {
        assert!(!sheet.contains(leak), "the student's sheet says {leak:?}");
    }
    let run = nimbook(&["exercises", "nim", "--count", "2"], tmp.path());
    assert!(run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("add --seed"), "a drawn seed is printed");
}

#[test]
fn sections_have_their_own_settings_and_questions() {
    let o = SheetOptions::new(
        &["nim --count 4 --heaps 4 --max 9 --winning-only", "kayles --count 3 --heaps 1 --min 20 --max 30"],
        7,
        5,
    );
    let (sheet, answers) = sheets(&o);
    check_key(&sheet, &answers, &Defined::new());
    let words = words_of(&sheet, "problem");
    assert_eq!(words.len(), 7);
    for w in &words[..4] {
        let ex = nimbook::directive::example_from_text(w).unwrap();
        let v = serde_json::to_value(&ex).unwrap();
        assert_eq!(v["heaps"].as_array().unwrap().len(), 4, "{w}");
        assert_eq!(v["first_player_wins"], true, "{w}: winning-only");
    }
    for w in &words[4..] {
        let n: u64 = w.strip_prefix("kayles ").unwrap().parse().unwrap();
        assert!((20..=30).contains(&n), "{w}");
    }
    let questions = between(&sheet, "<p class=\"ex-question\">", "</p>");
    assert!(questions[0].starts_with("The player to move can win each position below. Find a winning move"));
    assert!(questions[1].starts_with("For each position: does the player to move win or lose"));
    // The student's sheet shows positions, not the solver's words.
    assert!(sheet.contains("heaps "), "positions in words");
    let body = &sheet[sheet.find("<main").unwrap()..sheet.find("</main>").unwrap()];
    let visible: String = body.split('<').map(|s| s.split_once('>').map_or(s, |x| x.1)).collect();
    assert!(visible.contains("heaps "), "{visible}");
    assert!(!visible.contains("kayles 2") && !visible.contains("--"), "no engine words on the sheet: {visible}");
    assert!(!sheet.contains("key-move") && !sheet.contains("Wins"), "the sheet gives nothing away");
}

#[test]
fn trivial_positions_only_when_asked() {
    let game = |w: &str| nimbook::directive::parse_game(&split_words(w), &Defined::new()).unwrap();
    for (section, rules) in
        [("wythoff --max 6", "wythoff"), ("nim --heaps 1..2 --max 5", "nim"), ("kayles --heaps 1..2 --max 5", "kayles")]
    {
        let (sheet, _) = sheets(&SheetOptions::new(&[section], 20, 3));
        for w in words_of(&sheet, "problem") {
            let (g, p) = parse_game_position(&split_words(&w), &Defined::new()).unwrap();
            assert!(!is_trivial(&g, &p).unwrap(), "{w} is trivial");
        }
        // With --trivial, small ranges do give them (wythoff 5 5, nim 4, nim 4 4 …).
        let (sheet, _) = sheets(&SheetOptions::new(&[&format!("{section} --trivial")], 30, 3));
        let g = game(rules);
        let trivial = words_of(&sheet, "problem")
            .iter()
            .filter(|w| is_trivial(&g, &parse_game_position(&split_words(w), &Defined::new()).unwrap().1).unwrap())
            .count();
        assert!(trivial > 0, "{section} --trivial");
    }
    assert!(is_trivial(&game("wythoff"), &[5, 5]).unwrap());
}

#[test]
fn the_key_prints_open_and_can_carry_worked_examples() {
    let mut o = SheetOptions::new(&["kayles", "wythoff"], 4, 8);
    let (_, answers) = sheets(&o);
    assert!(!answers.contains("<details") && !answers.contains("class=\"worked"), "short key: no collapsed parts");
    o.worked = true;
    let (sheet, answers) = sheets(&o);
    assert_eq!(answers.matches("class=\"worked worked-").count(), 4);
    assert_eq!(answers.matches("<details").count(), answers.matches("<details class=\"playout\" open>").count());
    assert!(answers.contains("<details class=\"playout\" open>"));
    for page in [&sheet, &answers] {
        assert!(page.starts_with("<!doctype html>"));
        assert!(page.contains("@page { size: A4"), "print rules are inlined");
        assert!(page.contains("--accent"), "the site's stylesheet is inlined");
    }
    assert!(answers.contains("--worked"), "the key gives the command to make it again");
    assert!(!sheet.contains("--worked"), "the sheet does not lead to its key");
}

const STAIRCASE: &str = "fn title() { \"Take one or two\" }\nfn rule() { \"Take 1 or 2 counters from a heap.\" }\n\
fn options(n) { let o = []; if n >= 1 { o.push([n - 1]); } if n >= 2 { o.push([n - 2]); } o }\n";

#[test]
fn a_teachers_game_from_a_file() {
    let tmp = tempfile::tempdir().unwrap();
    fs::write(tmp.path().join("take12.rhai"), STAIRCASE).unwrap();
    let run = nimbook(
        &["exercises", "--game-file", "take12.rhai", "take12 --heaps 2..3", "-n", "5", "--seed", "4", "--out", "o"],
        tmp.path(),
    );
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let sheet = fs::read_to_string(tmp.path().join("o/sheet.html")).unwrap();
    let answers = fs::read_to_string(tmp.path().join("o/answers.html")).unwrap();
    assert!(sheet.contains("Take one or two") && sheet.contains("Take 1 or 2 counters from a heap."));
    assert!(answers.contains("--game-file take12.rhai") && !sheet.contains("--game-file"));
    let mut defined = Defined::new();
    let game = nimbook::games::script::ScriptGame::compile("take12", STAIRCASE).unwrap();
    defined.insert("take12".into(), std::sync::Arc::new(game));
    assert_eq!(check_key(&sheet, &answers, &defined), 5);
    // example and verify read the same file.
    let run = nimbook(&["example", "--game-file", "take12.rhai", "take12", "4", "5", "--json"], tmp.path());
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let v: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    assert_eq!(v["grundy"], 1 ^ 2, "g(n) = n mod 3 for take 1 or 2");
    let run = nimbook(
        &["verify", "sprague-grundy", "--game", "take12", "--game-file", "take12.rhai", "--max", "6"],
        tmp.path(),
    );
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    // A mistake in the file is reported at its line and column.
    fs::write(tmp.path().join("bad.rhai"), "fn options(n) {\n  let x = ;\n}\n").unwrap();
    let run = nimbook(&["example", "--game-file", "bad.rhai", "bad", "3"], tmp.path());
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success());
    assert!(stderr.contains("bad.rhai:2:"), "{stderr}");
    let run = nimbook(&["example", "--game-file", "kayles.rhai", "kayles", "3"], tmp.path());
    assert!(String::from_utf8_lossy(&run.stderr).contains("kayles.rhai"), "a missing or built-in name is refused");
    // The names a site's games/ takes, no others: a name starts with a letter.
    fs::write(tmp.path().join("9lives.rhai"), "fn options(n) { [] }\n").unwrap();
    let run = nimbook(&["example", "--game-file", "9lives.rhai", "nim", "3"], tmp.path());
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success() && stderr.contains("\"9lives\" is not a name (start it with a letter"), "{stderr}");
}

#[test]
fn bad_options_stop_with_one_line() {
    let tmp = tempfile::tempdir().unwrap();
    for (args, says) in [
        (&["nim", "--count", "0"][..], "--count must be at least 1"),
        (&["nim", "--count", "1000"], "1000 problems is too many for one sheet"),
        (&["nim --count 3", "kayles --count 2", "--count", "4"], "does not match the sections' own counts"),
        (&["nim", "--max", "5000"], "--max 5000 is too big for a sheet"),
        (&["nim", "--min", "9", "--max", "3"], "--min 9 is larger than --max 3"),
        (&["nim --heaps 0"], "--heaps must be at least 1"),
        (&["nim", "--heaps", "4..2"], "the range is empty"),
        (&["nim --heaps lots"], "--heaps takes a number"),
        (&["nim", "--heaps", "20"], "at most 8 heaps"),
        (&["wythoff --heaps 3"], "Wythoff's game is played on exactly two piles; leave --heaps out"),
        (&["bash"], "the Bash game is"),
        (&["kayle"], "did you mean"),
        (&["nim --heaps"], "--heaps needs a value"),
        (&["nim --heaps 2 --min 5 --max 5"], "cannot be met"),
        (&["nim --heaps 2 --min 4 --max 4 --winning-only --trivial"], "no position is won"),
        (&["nim", "--lang", "fr"], "the languages are en and zh"),
    ] {
        let mut a = vec!["exercises"];
        a.extend(args);
        let run = nimbook(&a, tmp.path());
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(!run.status.success(), "{args:?} succeeded");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("error: ") && stderr.contains(says), "{args:?}: {stderr}");
    }
    assert!(!tmp.path().join("exercises").exists(), "nothing is written after an error");
}

/// A Chinese sheet's mistakes are said in Chinese: the sheet's own, the words' and the engine's.
#[test]
fn a_chinese_sheets_mistakes_are_in_chinese() {
    let tmp = tempfile::tempdir().unwrap();
    for (args, says) in [
        (&["nim", "--count", "1000"][..], "一张练习纸放不下 1000 道题：最多 100 道"),
        (&["nim", "--heaps", "4..2"], "题组“nim”：--heaps 4..2：这个范围是空的；请先写较小的数，例如 2..4"),
        (&["kayle"], "题组“kayle”：没有名为“kayle”的游戏（是不是想写“kayles”？）"),
        (&["wythoff --heaps 3"], "题组“wythoff --heaps 3”：威佐夫游戏恰好在两堆上进行；请去掉 --heaps"),
        (&["nim --heaps 2 --min 5 --max 5"], "抽不出题目：每个局面都是平凡的"),
    ] {
        let mut a = vec!["exercises", "--lang", "zh"];
        a.extend(args);
        let run = nimbook(&a, tmp.path());
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(!run.status.success(), "{args:?} succeeded");
        assert!(stderr.starts_with("错误：") && stderr.contains(says), "{args:?}: {stderr}");
    }
}

#[test]
fn sites_can_restyle_the_sheets() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("course");
    nimbook::site::new::create(&root).unwrap();
    for name in ["page", "sheet", "answers"] {
        assert!(root.join(format!("templates/exercises/{name}.html")).is_file(), "nimbook new writes {name}.html");
    }
    let sheet = root.join("templates/exercises/sheet.html");
    let text = fs::read_to_string(&sheet).unwrap();
    fs::write(&sheet, text.replace("{{ t('exercises-answer-space') }}", "Write here")).unwrap();
    let run = nimbook(&["exercises", "nim", "--count", "2", "--seed", "1"], &root);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    assert!(fs::read_to_string(root.join("exercises/sheet.html")).unwrap().contains("Write here"));
    fs::write(&sheet, "{% if %}").unwrap();
    let run = nimbook(&["exercises", "nim", "--count", "2", "--seed", "1"], &root);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(!run.status.success());
    assert!(stderr.contains("exercises/sheet.html"), "{stderr}");
}

#[test]
fn completions_and_the_man_page() {
    let tmp = tempfile::tempdir().unwrap();
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let run = nimbook(&["completions", shell], tmp.path());
        assert!(run.status.success(), "{shell}");
        let script = String::from_utf8_lossy(&run.stdout);
        for word in ["exercises", "serve", "winning-only", "game-file"] {
            assert!(script.contains(word), "{shell} completions lack {word}");
        }
    }
    let run = nimbook(&["man"], tmp.path());
    assert!(run.status.success());
    let page = String::from_utf8_lossy(&run.stdout);
    for word in ["nimbook", "serve", "exercises", "build"] {
        assert!(page.contains(word), "the man page lacks {word}");
    }
    assert!(!nimbook(&["completions", "tcsh"], tmp.path()).status.success());
}

#[test]
fn a_chinese_sheet_and_key_have_no_english_words() {
    let families = [
        "nim",
        "nim --max-take 3 --heaps 1",
        "nim --misere --heaps 2..4",
        "wythoff",
        "kayles --winning-only",
        "subtraction --set 2,5",
        "lasker",
        "wythoff --misere --max 8",
        "kayles --misere --max 7 --heaps 1..2",
    ];
    let mut o = SheetOptions::new(&families, 36, 12);
    o.lang = "zh".into();
    let (sheet, answers) = sheets(&o);
    for page in [&sheet, &answers] {
        assert!(page.contains("<html lang=\"zh-Hans\">"));
        assert_eq!(
            page.contains("--lang zh"),
            page == &answers,
            "the key's command that makes both again names the language; the sheet names no command"
        );
        let text = reader_text(page);
        // Games' titles and rules are Chinese too; only names stay in Latin letters.
        let names = ["nimbook", "misère", "Lasker", "Grundy", "Kayles", "Dawson", "Wythoff", "Nim", "mex"];
        let english = latin_words(&text, &names);
        assert!(english.is_empty(), "English on a Chinese page: {english:?}\n{text}");
    }
    for word in ["练习：", "种公平组合游戏", "姓名：", "答题区", "对下面每个局面", "堆石子：", "两堆石子："]
    {
        assert!(sheet.contains(word), "the sheet lacks {word}");
    }
    for word in ["（答案）", "局面", "理由", "必胜", "必败", "第 1 堆", "走到 (", "≠ 0。它的最高位是", "反常规则"]
    {
        assert!(answers.contains(word), "the key lacks {word}");
    }
    assert!(!sheet.contains("必胜</strong>"), "the sheet gives nothing away");
    // The same problems and verdicts as in English: only the words change.
    o.lang = "en".into();
    let (english_sheet, english_answers) = sheets(&o);
    assert_eq!(words_of(&sheet, "problem"), words_of(&english_sheet, "problem"));
    let verdicts = |page: &str| between(page, "<strong class=\"key-verdict\">", "</strong>");
    let en_verdicts: Vec<String> =
        verdicts(&english_answers).iter().map(|v| if v == "Wins" { "必胜" } else { "必败" }.to_string()).collect();
    assert_eq!(verdicts(&answers), en_verdicts);
    assert!(english_answers.contains("<html lang=\"en\">") && !english_answers.contains("--lang"));
    // With the worked examples, each has a Chinese heading.
    o.lang = "zh".into();
    o.worked = true;
    assert!(sheets(&o).1.contains("<p class=\"key-worked-title\">第 1 题详解</p>"));
}

#[test]
fn a_sites_messages_can_add_a_language_to_the_sheets() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("course");
    nimbook::site::new::create(&root).unwrap();
    fs::create_dir_all(root.join("templates/messages/fr")).unwrap();
    fs::write(root.join("templates/messages/fr/exercises.ftl"), "exercises-wins = Gagne\nexercises-name = Nom :\n")
        .unwrap();
    let run = nimbook(&["exercises", "nim", "--count", "3", "--seed", "2", "--lang", "fr"], &root);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let sheet = fs::read_to_string(root.join("exercises/sheet.html")).unwrap();
    let answers = fs::read_to_string(root.join("exercises/answers.html")).unwrap();
    assert!(sheet.contains("<html lang=\"fr\">") && sheet.contains("<span>Nom :</span>"));
    assert!(answers.contains(">Gagne</strong>") && answers.contains("Position"), "missing messages are English");
    let run = nimbook(&["exercises", "nim", "--lang", "de"], &root);
    assert!(String::from_utf8_lossy(&run.stderr).contains("the languages are en, fr and zh"));
}
