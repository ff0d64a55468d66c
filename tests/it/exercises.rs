//! Exercise sheets (`nimbook exercises`): the same seed gives the same bytes, another seed other
//! problems; every answer on the key is what the engine computes for the problem's words
//! (parsed back with the example grammar); `--winning-only` gives only winning positions; bad
//! options stop with one line; sites can restyle the sheets. Also the other teachers'
//! commands that come from the clap definition: shell completions and the man page.

use nimbook::directive::{self, split_words};
use nimbook::exercises::{self, Game, Options};
use serde_json::Value;
use std::fs;
use std::path::Path;
use std::process::{Command, Output};

fn nimbook(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nimbook")).args(args).current_dir(dir).output().expect("the binary runs")
}

/// Writes a sheet with `options` into a fresh folder and returns (sheet, answers).
fn sheets(options: &Options) -> (String, String) {
    let tmp = tempfile::tempdir().unwrap();
    let w = exercises::write(options, &tmp.path().join("out"), None).unwrap();
    (fs::read_to_string(w.sheet).unwrap(), fs::read_to_string(w.answers).unwrap())
}

/// The `data-words` of every element of `class` in `html`, in order.
fn words_of(html: &str, class: &str) -> Vec<String> {
    html.split(&format!("class=\"{class}\""))
        .skip(1)
        .map(|block| {
            let start = block.find("data-words=\"").expect("each problem has its words") + "data-words=\"".len();
            block[start..][..block[start..].find('"').unwrap()].to_string()
        })
        .collect()
}

/// The text of every `<li class="key-move">` in `html`.
fn key_moves(html: &str) -> Vec<String> {
    html.split("<li class=\"key-move\">").skip(1).map(|s| s[..s.find("</li>").unwrap()].to_string()).collect()
}

fn all_games() -> Vec<Game> {
    vec![Game::Nim, Game::Bash, Game::Wythoff, Game::XorRange]
}

#[test]
fn the_same_seed_gives_the_same_bytes() {
    let mut o = Options::new(&all_games(), 12, 2024);
    o.heaps = Some("2..4".into());
    assert_eq!(sheets(&o), sheets(&o));
    // And through the command line, from two different folders.
    let tmp = tempfile::tempdir().unwrap();
    let args = ["exercises", "nim", "wythoff", "--count", "6", "--seed", "7", "--winning-only"];
    for out in ["a", "b"] {
        let mut a = args.to_vec();
        a.extend(["--out", out]);
        let run = nimbook(&a, tmp.path());
        assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(stderr.contains("wrote 6 problems"), "{stderr}");
        assert!(!stderr.contains("seed 7:"), "a given seed is not announced: {stderr}");
    }
    for file in ["sheet.html", "answers.html"] {
        assert_eq!(
            fs::read(tmp.path().join("a").join(file)).unwrap(),
            fs::read(tmp.path().join("b").join(file)).unwrap()
        );
    }
    // Without --seed a seed is drawn and printed so that the sheet can be made again.
    let run = nimbook(&["exercises", "nim", "--count", "2"], tmp.path());
    assert!(run.status.success());
    assert!(String::from_utf8_lossy(&run.stderr).contains("add --seed"));
    assert!(tmp.path().join("exercises/sheet.html").is_file(), "the default folder is exercises/");
}

#[test]
fn another_seed_gives_other_problems() {
    let a = words_of(&sheets(&Options::new(&all_games(), 12, 1)).0, "problem");
    let b = words_of(&sheets(&Options::new(&all_games(), 12, 2)).0, "problem");
    assert_eq!(a.len(), 12);
    assert_ne!(a, b);
    // Problems take the games in turn, and do not repeat while there are others to ask.
    let games: Vec<&str> = a.iter().map(|w| w.split(' ').next().unwrap()).collect();
    assert_eq!(&games[..4], ["nim", "bash", "wythoff", "xor-range"]);
    let mut unique = a.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), a.len());
}

/// Checks every entry of a key against the engine; returns how many were checked.
fn check_key(sheet: &str, answers: &str) -> usize {
    let asked = words_of(sheet, "problem");
    let answered = words_of(answers, "key-entry");
    assert_eq!(asked, answered, "the key answers the sheet's problems in order");
    let entries: Vec<&str> = answers.split("<article class=\"key-entry\"").skip(1).collect();
    for (words, entry) in answered.iter().zip(&entries) {
        let request = directive::parse_example(&split_words(words)).expect("the words parse");
        assert_eq!(&request.to_words(), words, "the words are the grammar's own");
        let example = directive::compute(&request).unwrap();
        let ex: Value = serde_json::to_value(&example).unwrap();
        let shown = key_moves(entry);
        if example.kind() == "xor-range" {
            assert!(entry.contains(&format!("= <strong>{}</strong>", ex["xor"])), "{words}");
            assert!(shown.is_empty());
            continue;
        }
        let wins = ex["first_player_wins"].as_bool().unwrap();
        let verdict = if wins { "<strong>wins</strong>" } else { "<strong>loses</strong>" };
        assert!(entry.contains(&format!("The player to move {verdict}")), "{words}");
        let expected: Vec<String> = ex["winning_moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| match example.kind() {
                "nim" => format!("from heap {} take {}, leaving {}", m["heap"], m["take"], m["leaves"]),
                "bash" => format!("take {}, leaving {}", m["take"], m["leaves"]),
                "wythoff" => {
                    let from = match m["from"].as_str().unwrap() {
                        "both" => "both piles".to_string(),
                        pile => format!("the {pile} pile"),
                    };
                    format!("take {} from {from}, leaving ({}, {})", m["take"], m["leaves"][0], m["leaves"][1])
                }
                other => panic!("unexpected game {other}"),
            })
            .collect();
        assert_eq!(shown, expected, "{words}");
        assert_eq!(wins, !expected.is_empty(), "{words}: a winning position has a winning move");
        // The worked example itself comes from the lessons' partial.
        assert!(entry.contains(&format!("class=\"worked worked-{}\"", example.kind())), "{words}");
    }
    answered.len()
}

#[test]
fn every_answer_on_the_key_is_the_engines() {
    let mut checked = 0;
    let mut o = Options::new(&all_games(), 40, 99);
    o.heaps = Some("2..5".into());
    o.max = Some(40);
    let (sheet, answers) = sheets(&o);
    checked += check_key(&sheet, &answers);
    // Variants: misère and bounded moves for Nim and Bash, small heaps with many losing positions.
    for (misere, max_take, min, max) in [(true, None, 0, 6), (false, Some(3), 1, 20), (true, Some(2), 0, 9)] {
        let mut o = Options::new(&[Game::Nim, Game::Bash], 20, 5);
        o.heaps = Some("1..4".into());
        o.misere = misere;
        o.max_take = max_take;
        o.min = Some(min);
        o.max = Some(max);
        let (sheet, answers) = sheets(&o);
        checked += check_key(&sheet, &answers);
        if misere {
            assert!(words_of(&sheet, "problem").iter().all(|w| w.contains("--misere")));
        }
    }
    assert_eq!(checked, 100);
}

#[test]
fn winning_only_gives_winning_positions() {
    for (games, heaps, misere, max_take) in [
        (vec![Game::Nim, Game::Bash, Game::Wythoff], "2..3", false, None),
        (vec![Game::Nim], "1..3", true, None),
        (vec![Game::Nim, Game::Bash], "2", false, Some(2)),
        (vec![Game::Wythoff, Game::XorRange], "3", false, None),
    ] {
        let mut o = Options::new(&games, 30, 11);
        if games.contains(&Game::Nim) {
            o.heaps = Some(heaps.into());
        }
        o.winning_only = true;
        o.misere = misere;
        o.max_take = max_take;
        o.min = Some(0);
        o.max = Some(7);
        let (sheet, answers) = sheets(&o);
        check_key(&sheet, &answers);
        for words in words_of(&sheet, "problem") {
            let ex = directive::example_from_text(&words).unwrap();
            let ex: Value = serde_json::to_value(&ex).unwrap();
            if ex["game"] != "xor-range" {
                assert_eq!(ex["first_player_wins"], true, "{words} is not a first-player win");
            }
        }
    }
    // Few winning positions: they are all used, then repeated, and the draw ends.
    let mut o = Options::new(&[Game::Nim], 6, 3);
    o.heaps = Some("2".into());
    o.min = Some(1);
    o.max = Some(2);
    o.winning_only = true;
    let words = words_of(&sheets(&o).0, "problem");
    assert_eq!(words.len(), 6);
    assert!(words.iter().all(|w| w == "nim 1 2" || w == "nim 2 1"), "{words:?}");
}

#[test]
fn the_sheet_asks_and_the_key_answers() {
    let (sheet, answers) = sheets(&Options::new(&[Game::Nim], 3, 8));
    assert!(sheet.contains("class=\"answer-space\""));
    assert!(
        !sheet.contains("<li class=\"key-move\">") && !sheet.contains("class=\"worked"),
        "the sheet gives nothing away"
    );
    for page in [&sheet, &answers] {
        assert!(page.starts_with("<!doctype html>"));
        assert!(page.contains("@page { size: A4"), "print rules are inlined");
        assert!(page.contains("--accent"), "the site's stylesheet is inlined");
        assert!(!page.contains("<link rel=\"stylesheet\""), "nothing is loaded from elsewhere");
        assert!(page.contains("nimbook exercises nim --count 3 --seed 8"), "the command to make it again");
    }
    assert!(answers.contains("class=\"binary-table\""), "the key reuses the worked-example partial");
    assert!(answers.contains("Why:"));
}

#[test]
fn bad_options_stop_with_one_line() {
    let tmp = tempfile::tempdir().unwrap();
    for (args, says) in [
        (&["nim", "--count", "0"][..], "--count must be at least 1"),
        (&["nim", "--count", "1000"], "--count 1000 is too many for one sheet"),
        (&["nim", "--max", "5000"], "--max 5000 is too big for a sheet"),
        (&["nim", "--min", "9", "--max", "3"], "--min 9 is larger than --max 3"),
        (&["nim", "--heaps", "0"], "--heaps must be at least 1"),
        (&["nim", "--heaps", "4..2"], "the range is empty"),
        (&["nim", "--heaps", "lots"], "--heaps takes a number of heaps"),
        (&["nim", "--heaps", "20"], "at most 8 heaps"),
        (&["wythoff", "--misere"], "--misere is for nim and bash problems only"),
        (&["wythoff", "--heaps", "3"], "--heaps is for nim problems only"),
        (&["xor-range", "--max-take", "2"], "--max-take is for nim and bash problems only"),
        (&["nim", "--max-take", "0"], "--max-take must be at least 1"),
        (&["xor-range", "--winning-only"], "--winning-only needs a game with a winner"),
        (&["nim", "--heaps", "2", "--min", "5", "--max", "5", "--winning-only"], "--winning-only cannot be met"),
        (&["nim", "--heaps", "1", "--min", "0", "--max", "1", "--misere", "--winning-only"], "cannot be met"),
        (&["bash", "--min", "0", "--max", "0"], "--max 0 leaves nothing to play"),
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
    fs::write(&sheet, text.replace("Your answer", "Write your answer here")).unwrap();
    let run = nimbook(&["exercises", "nim", "--count", "2", "--seed", "1"], &root);
    assert!(run.status.success(), "{}", String::from_utf8_lossy(&run.stderr));
    let page = fs::read_to_string(root.join("exercises/sheet.html")).unwrap();
    assert!(page.contains("Write your answer here"));
    // A broken template is reported with its file, like a lesson's mistake.
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
        for word in ["exercises", "serve", "winning-only", "completions"] {
            assert!(script.contains(word), "{shell} completions lack {word}");
        }
    }
    let run = nimbook(&["man"], tmp.path());
    assert!(run.status.success());
    let page = String::from_utf8_lossy(&run.stdout);
    assert!(page.starts_with(".ie") || page.contains(".TH nimbook"), "roff: {}", &page[..80.min(page.len())]);
    for word in ["nimbook", "serve", "exercises", "build"] {
        assert!(page.contains(word), "the man page lacks {word}");
    }
    let run = nimbook(&["completions", "tcsh"], tmp.path());
    assert!(!run.status.success());
}
