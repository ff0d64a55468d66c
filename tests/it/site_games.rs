//! A site's own games (issue 22, findings 6 and 7): `games/NAME.rhai` defines a game once for
//! every lesson of both editions, the exercise sheet run in the site and `example --site`; its
//! title, rule, coordinate names and move words are translated by messages named after the game;
//! a page's game block may not take its name; an edited game file is never answered from the
//! build cache. The fixture `tests/fixtures/sites/games` has Turning Turtles (a row of coins)
//! and Staircase Nim, each used in two lessons.

use crate::util::{copy_dir, fixture, reader_text};
use nimbook::error::Error;
use nimbook::site::{self, Layout};
use std::fs;
use std::path::Path;
use std::process::Command;

fn site_copy() -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    copy_dir(&fixture("sites/games"), tmp.path());
    tmp
}

fn build(root: &Path) -> Result<site::Summary, Error> {
    site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english())
}

fn page(root: &Path, name: &str) -> String {
    fs::read_to_string(root.join("output").join(name)).unwrap()
}

/// The text a reader sees, with its white space collapsed.
fn seen(html: &str) -> String {
    reader_text(html).split_whitespace().collect::<Vec<_>>().join(" ")
}

fn errors(e: Error) -> Vec<String> {
    match e {
        Error::Diagnostics(list) => list.iter().map(ToString::to_string).collect(),
        other => panic!("expected diagnostics, got {other}"),
    }
}

/// Turning Turtles is Nim with a heap at the place of each head (coins numbered from 1): the
/// value of a row is the XOR of the places of its heads (Berlekamp, Conway and Guy, *Winning
/// Ways*, ch. 14). The tests check the site's numbers against this, computed here.
fn turtles_value(row: &[u64]) -> u64 {
    row.iter().enumerate().filter(|&(_, &c)| c == 1).fold(0, |x, (i, _)| x ^ (i as u64 + 1))
}

#[test]
fn one_game_file_serves_two_lessons_in_both_editions() {
    let tmp = site_copy();
    let root = tmp.path();
    build(root).unwrap();
    let first = seen(&page(root, "turtles.html"));
    let second = seen(&page(root, "again.html"));
    let zh_first = seen(&page(root, "zh/turtles.html"));
    let zh_second = seen(&page(root, "zh/again.html"));
    let g = turtles_value(&[1, 0, 1]);
    assert!(second.contains(&format!("The row 1 0 1 has Grundy value {g}.")), "{second}");
    assert!(zh_second.contains(&format!("一排 1 0 1 的 Grundy 值是 {g}。")), "{zh_second}");
    // The title and rule: the rule's own in English, the site's messages in Chinese.
    assert!(first.contains("Turning Turtles. Turn one head to tails;"), "{first}");
    assert!(zh_first.contains("翻乌龟。 把一枚正面翻成反面；"), "{zh_first}");
    assert!(!zh_first.contains("Turning Turtles"), "{zh_first}");
    // The one winning move of 0 1 1 0 1 (value 2 ⊕ 3 ⊕ 5 = 4): turning coins 1 and 5 leaves
    // heads at 2 and 3 with 1, whose XOR is 0 — in the rule's words, and in the site's Chinese.
    assert_eq!(turtles_value(&[1, 1, 1, 0, 0]), 0);
    assert!(first.contains("with 1 winning move. turn coins 1 and 5:"), "{first}");
    assert!(zh_first.contains("翻第 1 枚和第 5 枚"), "{zh_first}");
    // The play widget: a board of coins, named in the page's language, with each move's words.
    let config = page(root, "zh/turtles.html");
    assert!(config.contains("&quot;board&quot;:&quot;coins&quot;"), "no coin board");
    assert!(config.contains("第 5 枚硬币"), "no coin names");
    // Staircase Nim's chart names its axes by the rule's coordinates.
    let chart = page(root, "again.html");
    assert!(chart.contains("stair 1") && chart.contains("stair 2"), "the axes are not named by the rule");
    assert!(!chart.contains("coordinate x"), "an axis keeps the default name");
    assert!(second.contains("with stair 1 across (x) and stair 2 up (y)"), "{second}");
}

#[test]
fn a_page_may_not_redefine_a_site_game_and_a_broken_file_is_named() {
    let tmp = site_copy();
    let root = tmp.path();
    fs::write(
        root.join("content/03-clash.md"),
        "+++\ntitle = \"Clash\"\n+++\n\n```game turtles\nfn options(n) { [] }\n```\n",
    )
    .unwrap();
    let e = errors(build(root).unwrap_err());
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].contains("03-clash.md:5:1") && e[0].contains("already the site's (games/turtles.rhai)"), "{e:?}");
    fs::remove_file(root.join("content/03-clash.md")).unwrap();
    fs::write(root.join("games/broken.rhai"), "fn moves(p) {\n  let x = ;\n}\n").unwrap();
    let e = errors(build(root).unwrap_err());
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].contains("games/broken.rhai:2:"), "{e:?}");
}

#[test]
fn an_edited_game_file_is_computed_again() {
    let tmp = site_copy();
    let root = tmp.path();
    build(root).unwrap();
    let before = seen(&page(root, "again.html"));
    assert!(before.contains("Grundy value 2."), "{before}");
    // A move now turns one head only: 1 0 1 lasts two moves whatever is played, value 0. The
    // cache must not answer with the old rule's value.
    let rule = fs::read_to_string(root.join("games/turtles.rhai")).unwrap();
    fs::write(root.join("games/turtles.rhai"), rule.replace("for j in 0..i {", "for j in 0..0 {")).unwrap();
    build(root).unwrap();
    let after = seen(&page(root, "again.html"));
    assert!(after.contains("Grundy value 0."), "the cache answered for the old rule: {after}");
}

#[test]
fn the_sheet_run_in_the_site_knows_its_games() {
    let tmp = site_copy();
    let root = tmp.path();
    let out = tmp.path().join("sheet");
    let run = Command::new(env!("CARGO_BIN_EXE_nimbook"))
        .args(["exercises", "turtles --heaps 5 --min 0 --max 1", "--count", "6", "--seed", "7", "--lang", "zh"])
        .arg("--out")
        .arg(&out)
        .current_dir(root)
        .output()
        .unwrap();
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let sheet = seen(&fs::read_to_string(out.join("sheet.html")).unwrap());
    let answers = seen(&fs::read_to_string(out.join("answers.html")).unwrap());
    assert!(sheet.contains("翻乌龟") && sheet.contains("第 1 枚硬币："), "{sheet}");
    // Each problem's reason is the rule's (`fn why`), its number the XOR of the heads' places.
    let mut reasons = 0;
    for part in answers.split("正面硬币位置的异或为 ").skip(1) {
        let n: u64 = part.chars().take_while(char::is_ascii_digit).collect::<String>().parse().unwrap();
        assert!(n < 8, "{part}");
        reasons += 1;
    }
    assert_eq!(reasons, 6, "{answers}");
    // Outside the site, the game is unknown; `example --site` knows it.
    let elsewhere = Command::new(env!("CARGO_BIN_EXE_nimbook")).args(["example", "turtles", "1", "0", "1"]).output();
    assert!(!elsewhere.unwrap().status.success());
    let given = Command::new(env!("CARGO_BIN_EXE_nimbook"))
        .args(["example", "--site"])
        .arg(root)
        .args(["turtles", "0", "1", "1", "0", "1"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&given.stdout);
    assert!(given.status.success(), "{}", String::from_utf8_lossy(&given.stderr));
    assert!(text.contains("coin 1 = 0, coin 2 = 1") && text.contains("turn coins 1 and 5"), "{text}");
    assert!(text.contains(&format!("which XOR to {}.", turtles_value(&[0, 1, 1, 0, 1]))), "{text}");
}

#[test]
fn play_in_the_terminal_says_moves_in_the_rules_words() {
    let tmp = site_copy();
    let mut child = Command::new(env!("CARGO_BIN_EXE_nimbook"))
        .args(["play", "--site"])
        .arg(tmp.path())
        .args(["turtles", "0", "0", "1", "0", "1", "--human-first"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), b"0 0 1 1 0\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    // 0 0 1 1 0 has heads at 3 and 4 (XOR 7): the computer's winning move turns both.
    assert_eq!(turtles_value(&[0, 0, 1, 1, 0]), 7);
    assert!(text.contains("you turn coins 4 and 5"), "{text}");
    assert!(text.contains("computer: I turn coins 3 and 4"), "{text}");
}

/// A site game whose rule fails while a page computes it: one error for the whole site, at the
/// failing line of `games/NAME.rhai`, however many lessons, editions and blocks meet it (an
/// `example` block, a front-matter example, `{{ example("…") }}` in prose).
#[test]
fn a_site_rule_that_fails_is_reported_once_at_its_line_in_its_file() {
    let tmp = site_copy();
    let path = tmp.path().join("games/turtles.rhai");
    let text = fs::read_to_string(&path).unwrap();
    let broken =
        text.replacen("fn moves(p) {\n", "fn moves(p) {\n  if p.len() > 1 && p[1] == 1 { throw \"no coin 2\"; }\n", 1);
    assert_ne!(broken, text, "the fixture's rule starts with fn moves(p)");
    fs::write(&path, &broken).unwrap();
    let e = errors(build(tmp.path()).unwrap_err());
    assert_eq!(e.len(), 1, "{e:#?}");
    assert!(e[0].contains("games/turtles.rhai:6:33: "), "at the throw: {e:#?}");
    assert!(e[0].contains("no coin 2") && e[0].contains("stopped 3 more places"), "{e:#?}");
}

/// `fn board() { "tree" }` draws a position as a rooted tree from its parent list (entry i is the
/// parent of vertex i + 2, a smaller number, 0 once it has fallen); a start that is no such list
/// is refused with the block's words and what to do.
#[test]
fn a_tree_board_takes_a_parent_list_and_refuses_anything_else() {
    let tmp = site_copy();
    let root = tmp.path();
    fs::write(
        root.join("games/cut.rhai"),
        "fn title() { \"Cutting\" }\n\
         fn rule() { \"Cut one edge; what hangs from it falls.\" }\n\
         fn moves(p) {\n\
           let out = [];\n\
           for i in 0..p.len() {\n\
             if p[i] != 0 {\n\
               let q = p;\n\
               q[i] = 0;\n\
               for j in (i + 1)..q.len() { if q[j] >= 2 && q[q[j] - 2] == 0 { q[j] = 0; } }\n\
               out.push(q);\n\
             }\n\
           }\n\
           out\n\
         }\n\
         fn board() { \"tree\" }\n",
    )
    .unwrap();
    let lesson = root.join("content/03-cut.md");
    fs::write(&lesson, "+++\ntitle = \"Cut\"\n+++\n\n```play\ncut 1 1 2\n```\n").unwrap();
    build(root).unwrap();
    // The widget's configuration (an HTML attribute) asks for the tree board.
    let html = page(root, "cut.html");
    assert!(html.contains("data-config=\"{&quot;board&quot;:&quot;tree&quot;"), "{html}");
    fs::write(&lesson, "+++\ntitle = \"Cut\"\n+++\n\n```play\ncut 2 1\n```\n").unwrap();
    let e = errors(build(root).unwrap_err());
    assert!(
        e.iter().any(|m| m.contains("\"cut 2 1\" cannot be played on a tree") && m.contains("fn board()")),
        "{e:#?}"
    );
}

#[cfg(unix)]
#[test]
fn a_game_file_that_links_out_of_the_site_is_refused_and_nothing_is_written() {
    // A course from someone else could link a game to a file of the reader's: its text would go
    // into every page's engine.
    let tmp = site_copy();
    let root = tmp.path();
    let elsewhere = tempfile::tempdir().unwrap();
    fs::write(elsewhere.path().join("secret.rhai"), "fn options(n) { [] }\n").unwrap();
    std::os::unix::fs::symlink(elsewhere.path().join("secret.rhai"), root.join("games/secret.rhai")).unwrap();
    let e = build(root).unwrap_err().to_string();
    assert!(e.contains("games/secret.rhai is a link to a file outside the site"), "{e}");
    assert!(!root.join("output").exists(), "a failed build writes nothing");
}

#[test]
fn a_tuple_the_rule_calls_no_position_is_refused_and_never_drawn_on_a_sheet() {
    // The course's Chomp (games/chomp.rhai) says with fn valid that a bar keeps the poison and
    // never grows upwards: (2, 3) is refused in both languages, and a sheet of random two-row
    // bars draws only bars, checked here by that definition.
    let course = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (lang, said) in [("en", "(2, 3) is not a position of Chomp"), ("zh", "（2, 3）不是吃巧克力（Chomp）的局面")]
    {
        let run = Command::new(env!("CARGO_BIN_EXE_nimbook"))
            .args(["example", "--site"])
            .arg(course)
            .args(["chomp", "2", "3", "--lang", lang])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(!run.status.success() && stderr.contains(said), "{stderr}");
    }
    let tmp = tempfile::tempdir().unwrap();
    let run = Command::new(env!("CARGO_BIN_EXE_nimbook"))
        .args(["exercises", "chomp --heaps 2 --min 0 --max 4", "--count", "8", "--seed", "3", "--out"])
        .arg(tmp.path())
        .current_dir(course)
        .output()
        .unwrap();
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let sheet = seen(&fs::read_to_string(tmp.path().join("sheet.html")).unwrap());
    // Each bar is said compactly, as the rule's fn position words it: "rows 4, 2 (bottom first)".
    let mut bars = 0;
    for part in sheet.split(". rows ").skip(1) {
        let rows: Vec<u64> =
            part.split(" (bottom first)").next().unwrap().split(", ").map(|r| r.parse().unwrap()).collect();
        assert!(rows[0] >= 1 && rows.windows(2).all(|w| w[1] <= w[0]), "a sheet drew {rows:?}: {sheet}");
        bars += 1;
    }
    assert_eq!(bars, 8, "{sheet}");
}
