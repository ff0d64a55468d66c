//! Exercise keys (`nimbook exercises`, English and Chinese) against the referee: for every
//! problem of every family, in both conventions, the verdict, each winning move the key shows
//! (its heap, what the heap had and what it leaves, or the pair it reaches) and the count of
//! the moves it leaves out; and the Chinese key shows the same moves as the English one. Heaps
//! reach the sheets' default 15 in normal play, where the referee XORs its own table of one
//! heap's values; misère sections are kept to heaps the referee's search over whole positions
//! covers.

use super::examples::{SQUARE_OR_HALF, TAKE_OR_SPLIT};
use super::moves::{HeapGame, Wythoff};
use super::rhai_rules::Script;
use super::{Referee, Rules, numbers};
use nimbook::directive::{Defined, parse_game_position, split_words};
use nimbook::exercises::{self, SheetOptions};
use nimbook::games::script::ScriptGame;
use std::collections::BTreeSet;

/// The most moves a key shows (`exercises-more` counts the rest).
const SHOWN: usize = 4;

/// The key entries of a sheet for one section: (words, the entry's HTML), in order.
fn key_entries(section: &str, lang: &str, seed: u64, defined: &Defined) -> Vec<(String, String)> {
    let mut o = SheetOptions::new(&[section], 16, seed);
    o.lang = lang.into();
    o.defined = defined.clone();
    let tmp = tempfile::tempdir().unwrap();
    let written = exercises::write(&o, &tmp.path().join("out"), None).unwrap();
    let answers = std::fs::read_to_string(written.answers).unwrap();
    answers
        .split("<tr class=\"key-entry\"")
        .skip(1)
        .map(|e| {
            let e = &e[..e.find("</tr>").unwrap()];
            let start = e.find("data-words=\"").unwrap() + "data-words=\"".len();
            (e[start..][..e[start..].find('"').unwrap()].to_string(), e.to_string())
        })
        .collect()
}

/// The texts between `open` and the next `close` in `html`.
fn between(html: &str, open: &str, close: &str) -> Vec<String> {
    html.split(open).skip(1).map(|s| s[..s.find(close).unwrap()].to_string()).collect()
}

/// A shown move read back by value: a heap move (heap from 1, the heap before, the heaps it
/// leaves, whether it wrote an emptied heap as 0) or the pair a Wythoff move reaches.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone)]
enum Shown {
    Heap { heap: usize, from: u64, to: Vec<u64>, zero: bool },
    Pair(Vec<u64>),
}

fn read_move(text: &str) -> Shown {
    // English puts the heap last ("10 → 3 in heap 1"), Chinese first ("第 1 堆 10 → 3").
    let text = match text.split_once(" in ") {
        Some((head, heap)) => format!("{heap} {head}"),
        None => text.to_string(),
    };
    match text.split_once('→') {
        Some((before, after)) => {
            let head = numbers(before);
            let mut to: Vec<u64> = numbers(after);
            let zero = to == [0];
            to.retain(|&h| h > 0);
            to.sort_unstable_by(|a, b| b.cmp(a));
            // The only heap of a position is not numbered ("12 → 9"): it is heap 1.
            let head = if head.len() == 1 { vec![1, head[0]] } else { head };
            assert_eq!(head.len(), 2, "a heap move names its heap and what it had: {text}");
            Shown::Heap { heap: head[0] as usize, from: head[1], to, zero }
        }
        None => Shown::Pair(numbers(&text)),
    }
}

/// What the referee says of a position: who wins, and every winning move in the key's terms.
struct Answer {
    wins: bool,
    winning: BTreeSet<Shown>,
}

/// A heap game's answer: in normal play by the XOR of the referee's own heap values, in misère
/// play by its search over whole positions.
fn heap_answer(rules: &HeapGame, g: &[u64], referee: &mut Referee<HeapGame>, p: &[u64], misere: bool) -> Answer {
    let loses = |referee: &mut Referee<HeapGame>, q: &[u64]| {
        if misere { !referee.wins(q, true) } else { q.iter().fold(0, |x, &h| x ^ g[h as usize]) == 0 }
    };
    let wins = !loses(referee, p);
    let mut winning = BTreeSet::new();
    for (i, to, after) in rules.heap_moves(p) {
        if loses(referee, &after) {
            let zero = to.is_empty() && rules.keeps_empty;
            winning.insert(Shown::Heap { heap: i + 1, from: p[i], to, zero });
        }
    }
    Answer { wins, winning }
}

fn wythoff_answer(referee: &mut Referee<Wythoff>, p: &[u64], misere: bool) -> Answer {
    let winning: BTreeSet<Shown> =
        Wythoff.moves(p).into_iter().filter(|q| !referee.wins(q, misere)).map(Shown::Pair).collect();
    Answer { wins: referee.wins(p, misere), winning }
}

/// Checks one key entry against the answer; returns the moves it shows.
fn check_entry(words: &str, entry: &str, lang: &str, answer: &Answer) -> Vec<Shown> {
    let verdict = between(entry, "<strong class=\"key-verdict\">", "</strong>");
    let want = match (lang, answer.wins) {
        ("en", true) => "Wins",
        ("en", false) => "Loses",
        (_, true) => "必胜",
        (_, false) => "必败",
    };
    assert_eq!(verdict, [want], "{lang} {words}: the verdict");
    let shown: Vec<Shown> =
        between(entry, "<span class=\"key-move\">", "</span>").iter().map(|m| read_move(m)).collect();
    assert_eq!(shown.len(), answer.winning.len().min(SHOWN), "{lang} {words}: {shown:?} of {:?}", answer.winning);
    assert_eq!(shown.iter().collect::<BTreeSet<_>>().len(), shown.len(), "{lang} {words}: a move shown twice");
    for m in &shown {
        assert!(answer.winning.contains(m), "{lang} {words}: {m:?} is not a winning move ({:?})", answer.winning);
    }
    let more = answer.winning.len().saturating_sub(SHOWN);
    let phrase = |n: usize| if lang == "en" { format!("(and {n} more)") } else { format!("（另有 {n} 种）") };
    if more > 0 {
        assert!(entry.contains(&phrase(more)), "{lang} {words}: {more} more moves not counted\n{entry}");
    } else {
        assert!(!entry.contains(if lang == "en" { "more)" } else { "（另有" }), "{lang} {words}: {entry}");
    }
    shown
}

/// Checks the keys of one section in both languages; returns how many entries were checked and
/// how many of them leave moves out (so that the count of the rest was checked too).
fn check_section(section: &str, seed: u64, mut answer: impl FnMut(&[u64], bool) -> Answer) -> (usize, usize) {
    check_defined_section(section, seed, &Defined::new(), &mut answer)
}

/// [`check_section`] for a section whose game a teacher defined.
fn check_defined_section(
    section: &str,
    seed: u64,
    defined: &Defined,
    answer: &mut impl FnMut(&[u64], bool) -> Answer,
) -> (usize, usize) {
    let en = key_entries(section, "en", seed, defined);
    let zh = key_entries(section, "zh", seed, defined);
    assert_eq!(
        en.iter().map(|e| &e.0).collect::<Vec<_>>(),
        zh.iter().map(|e| &e.0).collect::<Vec<_>>(),
        "{section}: the same problems in both languages"
    );
    assert!(!en.is_empty(), "{section}");
    let mut cut = 0;
    for ((words, en_entry), (_, zh_entry)) in en.iter().zip(&zh) {
        let (game, p) = parse_game_position(&split_words(words), defined).unwrap();
        let answer = answer(&p, game.misere);
        cut += (answer.winning.len() > SHOWN) as usize;
        let en_moves = check_entry(words, en_entry, "en", &answer);
        let zh_moves = check_entry(words, zh_entry, "zh", &answer);
        assert_eq!(en_moves, zh_moves, "{words}: the Chinese key shows other moves than the English");
    }
    (en.len(), cut)
}

#[test]
fn exercise_keys_of_heap_games_match_the_referee_in_both_languages() {
    let (mut checked, mut cut) = (0, 0);
    for (section, rules) in [
        ("nim", HeapGame::nim(None)),
        ("nim --max-take 3 --heaps 1..3", HeapGame::nim(Some(3))),
        ("kayles", HeapGame::octal("0.77")),
        ("dawson-chess", HeapGame::octal("0.137")),
        ("dawson-kayles", HeapGame::octal("0.07")),
        ("octal 4.07", HeapGame::octal("4.07")),
        ("subtraction --set 2,5", HeapGame::subtraction(&[2, 5])),
        ("subtraction --set fibonacci", HeapGame::subtraction(&[1, 2, 3, 5, 8, 13])),
        ("lasker", HeapGame::lasker()),
        ("grundy-game", HeapGame::grundy_game()),
    ] {
        let g = rules.heap_values(15);
        for (section, seed) in [(section.to_string(), 7), (format!("{section} --misere --max 7"), 8)] {
            let mut referee = Referee::new(rules.clone());
            let (n, c) = check_section(&section, seed, |p, misere| heap_answer(&rules, &g, &mut referee, p, misere));
            (checked, cut) = (checked + n, cut + c);
        }
    }
    assert!(cut > 10, "some keys leave moves out ({cut})");
    eprintln!("keys of heap games: {checked} entries ({cut} with more moves than shown), each in English and Chinese");
}

#[test]
fn exercise_keys_of_wythoffs_game_match_the_referee_in_both_languages() {
    let mut referee = Referee::new(Wythoff);
    let mut checked = 0;
    for (section, seed) in [("wythoff", 3), ("wythoff --misere", 4), ("wythoff --min 0 --max 4", 5)] {
        checked += check_section(section, seed, |p, misere| wythoff_answer(&mut referee, p, misere)).0;
    }
    eprintln!("keys of Wythoff's game: {checked} entries, each in English and Chinese");
}

#[test]
fn exercise_keys_of_teachers_heap_games_match_the_referee_run_through_plain_rhai() {
    let mut checked = 0;
    for (name, source) in [("take-or-split", TAKE_OR_SPLIT), ("square-or-half", SQUARE_OR_HALF)] {
        let mut defined = Defined::new();
        defined.insert(name.into(), std::sync::Arc::new(ScriptGame::compile(name, source).unwrap()));
        let rules = Script::new(source).heap_game();
        let g = rules.heap_values(15);
        for (section, seed) in [(name.to_string(), 9), (format!("{name} --misere --max 7"), 10)] {
            let mut referee = Referee::new(rules.clone());
            let mut answer = |p: &[u64], misere: bool| heap_answer(&rules, &g, &mut referee, p, misere);
            checked += check_defined_section(&section, seed, &defined, &mut answer).0;
        }
    }
    eprintln!("keys of teachers' heap games: {checked} entries, each in English and Chinese");
}
