//! The general game model against an independent referee: every family's Grundy values, verdicts
//! and winning-move counts are compared with `games::search::Solver` run on move generators
//! written here from the games' definitions (not from `games::rules`), on every small position,
//! in normal and misère play; and published sequences (Kayles, Dawson's chess) are compared
//! with the engine's values and proved periods.

use nimbook::directive::{self, Example, split_words};
use nimbook::games::analysis;
use nimbook::games::catalogue::Game as ModelGame;
use nimbook::games::rules::{HeapRule, Octal, SubtractionSet, finite_set};
use nimbook::games::search::{BruteForce, Moves};
use nimbook::games::values::HeapValues;
use proptest::prelude::*;
use std::collections::BTreeSet;

/// A heap game for the referee: how a heap of `n` may be replaced, from the game's definition.
#[derive(Clone)]
struct Referee(fn(&[u64], u64) -> Vec<Vec<u64>>, Vec<u64>);

impl Moves for Referee {
    type Position = Vec<u64>;
    fn moves(&self, p: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..p.len() {
            for to in (self.0)(&self.1, p[i]) {
                let mut q: Vec<u64> = p[..i].iter().chain(&p[i + 1..]).copied().collect();
                q.extend(to.into_iter().filter(|&h| h > 0));
                out.push(q);
            }
        }
        out
    }
    fn canonical(&self, p: &Vec<u64>) -> Vec<u64> {
        let mut q: Vec<u64> = p.iter().copied().filter(|&h| h > 0).collect();
        q.sort_unstable();
        q
    }
}

fn subtract(set: &[u64], n: u64) -> Vec<Vec<u64>> {
    set.iter().filter(|&&s| s <= n).map(|&s| vec![n - s]).collect()
}

/// Octal code digits in `code` (digit k at index k): remove k, leaving 0, 1 or 2 heaps.
fn octal(code: &[u64], n: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for (k, &d) in code.iter().enumerate() {
        let k = k as u64;
        if n < k {
            continue;
        }
        let rest = n - k;
        if d & 1 == 1 && rest == 0 && k > 0 {
            out.push(vec![]);
        }
        if d & 2 == 2 && rest > 0 && k > 0 {
            out.push(vec![rest]);
        }
        if d & 4 == 4 {
            for a in 1..rest {
                if a <= rest - a {
                    out.push(vec![a, rest - a]);
                }
            }
        }
    }
    out
}

fn lasker(_: &[u64], n: u64) -> Vec<Vec<u64>> {
    let mut out: Vec<Vec<u64>> = (0..n).map(|m| vec![m]).collect();
    out.extend((1..n).filter(|&a| a <= n - a).map(|a| vec![a, n - a]));
    out
}

fn grundy_game(_: &[u64], n: u64) -> Vec<Vec<u64>> {
    (1..n).filter(|&a| a < n - a).map(|a| vec![a, n - a]).collect()
}

/// HDU 5795's game: take any number from a heap, or split it into three non-empty heaps.
fn split_three(_: &[u64], n: u64) -> Vec<Vec<u64>> {
    let mut out: Vec<Vec<u64>> = (0..n).map(|m| vec![m]).collect();
    for a in 1..n {
        for b in a..n {
            if a + b < n && b <= n - a - b {
                out.push(vec![a, b, n - a - b]);
            }
        }
    }
    out
}

fn take(k: &[u64], n: u64) -> Vec<Vec<u64>> {
    (1..=k[0].min(n)).map(|t| vec![n - t]).collect()
}

/// Every position of 1 to 3 heaps of at most `max` (heaps in non-decreasing order).
fn small_positions(max: u64) -> Vec<Vec<u64>> {
    let mut out = Vec::new();
    for a in 0..=max {
        out.push(vec![a]);
        for b in a..=max {
            out.push(vec![a, b]);
            for c in b..=max {
                out.push(vec![a, b, c]);
            }
        }
    }
    out
}

/// Compares one family with its referee on all small positions, normal and misère.
fn cross_check(words: &str, referee: Referee, single_max: u64, position_max: u64) {
    let (game, _) = directive::parse_game_position(&split_words(&format!("{words} 1")), &Default::default()).unwrap();
    let rule = game.heap_rule().unwrap().clone();
    let mut solver = BruteForce::new(referee.clone());
    let values = HeapValues::new(&rule, single_max).unwrap();
    for n in 0..=single_max {
        assert_eq!(values.value(n).unwrap(), solver.grundy(&vec![n]), "{words}: g({n})");
    }
    for misere in [false, true] {
        let game = ModelGame { misere, ..game.clone() };
        for p in small_positions(position_max) {
            let ex = analysis::example(&game, &p).unwrap();
            let wins = solver.first_player_wins(&p, misere);
            assert_eq!(ex.first_player_wins, wins, "{}", game.words(&p));
            // Winning moves are distinct by (heap, the heaps that replace it).
            let mut referee_moves = BTreeSet::new();
            for i in 0..p.len() {
                for to in (referee.0)(&referee.1, p[i]) {
                    let mut after: Vec<u64> = p[..i].iter().chain(&p[i + 1..]).copied().collect();
                    after.extend(to.iter().copied().filter(|&h| h > 0));
                    if !solver.first_player_wins(&after, misere) {
                        let mut to: Vec<u64> = to.into_iter().filter(|&h| h > 0).collect();
                        to.sort_unstable_by(|a, b| b.cmp(a));
                        referee_moves.insert((i + 1, to));
                    }
                }
            }
            let engine_moves: BTreeSet<(usize, Vec<u64>)> =
                ex.winning_moves.iter().map(|m| (m.heap.unwrap(), m.to.clone())).collect();
            assert_eq!(engine_moves, referee_moves, "{}", game.words(&p));
            assert_eq!(ex.winning_move_count, Some(referee_moves.len() as u128), "{}", game.words(&p));
            if !misere {
                assert_eq!(ex.grundy, Some(solver.grundy(&p)), "{}", game.words(&p));
            }
        }
    }
}

#[test]
fn subtraction_games_match_the_referee() {
    for set in [vec![1, 3, 4], vec![2, 5], vec![1, 2, 3], vec![3, 4], vec![5], vec![2, 3, 7]] {
        let words = format!("subtraction --set {}", set.iter().map(u64::to_string).collect::<Vec<_>>().join(","));
        cross_check(&words, Referee(subtract, set), 80, 7);
    }
    let powers: Vec<u64> = (0..7).map(|i| 1 << i).collect();
    cross_check("subtraction --set powers-of-two", Referee(subtract, powers), 100, 7);
    cross_check("subtraction --set fibonacci", Referee(subtract, vec![1, 2, 3, 5, 8, 13, 21, 34, 55, 89]), 100, 7);
    let squares: Vec<u64> = (1..11).map(|i| i * i).collect();
    cross_check("subtraction --set squares", Referee(subtract, squares), 100, 7);
}

#[test]
fn octal_games_match_the_referee() {
    for (words, code) in [
        ("kayles", vec![0, 7, 7]),
        ("dawson-chess", vec![0, 1, 3, 7]),
        ("dawson-kayles", vec![0, 0, 7]),
        ("octal 0.4", vec![0, 4]),
        ("octal 4.07", vec![4, 0, 7]),
        ("octal 0.6", vec![0, 6]),
        ("octal 0.51", vec![0, 5, 1]),
    ] {
        cross_check(words, Referee(octal, code), 40, 6);
    }
}

#[test]
fn lasker_grundy_game_and_bounded_nim_match_the_referee() {
    cross_check("lasker", Referee(lasker, vec![]), 40, 6);
    cross_check("grundy-game", Referee(grundy_game, vec![]), 40, 7);
    cross_check("nim --max-take 3", Referee(take, vec![3]), 40, 6);
    cross_check("nim", Referee(take, vec![u64::MAX]), 30, 6);
    cross_check("split-three", Referee(split_three, vec![]), 40, 6);
}

/// The split-into-three family's formula, g(8k + 7) = 8k + 8, g(8k + 8) = 8k + 7, g(n) = n
/// otherwise, against the mex of the referee's options on every heap up to 200; and its huge
/// heaps answered (the take by the formula, the splits scanned), with the winning moves the
/// referee's rule allows.
#[test]
fn split_three_has_its_formula_and_answers_huge_heaps() {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=200u64 {
        let seen: BTreeSet<u64> =
            split_three(&[], n).iter().map(|o| o.iter().fold(0, |x, &h| x ^ g[h as usize])).collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    let (game, _) = directive::parse_game_position(&split_words("split-three 1"), &Default::default()).unwrap();
    let values = HeapValues::new(game.heap_rule().unwrap(), 0).unwrap();
    for (n, &v) in g.iter().enumerate() {
        assert_eq!(values.value(n as u64).unwrap(), v, "g({n})");
    }
    let huge = 1u64 << 60;
    let position = [huge, 5, u64::MAX - 1];
    let ex = analysis::example(&game, &position).unwrap();
    // 2^60 is 8k + 8: worth 2^60 - 1; 2^64 - 2 is 8k + 6: worth itself.
    assert_eq!(ex.grundy, Some((huge - 1) ^ 5 ^ (u64::MAX - 1)));
    assert!(ex.first_player_wins && !ex.winning_moves.is_empty());
    for m in &ex.winning_moves {
        let heap = position[m.heap.unwrap() - 1];
        let sum: u64 = m.to.iter().sum();
        assert!(m.to.len() <= 1 && sum < heap || m.to.len() == 3 && sum == heap, "{m:?}");
        assert!(m.to.iter().all(|&h| h > 0));
    }
    // The value 2^64 of a heap of 2^64 - 1 does not fit: refused, not wrapped.
    assert!(analysis::example(&game, &[u64::MAX]).is_err());
}

fn numbers(text: &str) -> Vec<u64> {
    text.split_whitespace().map(|w| w.parse().unwrap()).collect()
}

#[test]
fn published_sequences_and_periods() {
    let kayles = numbers(include_str!("../fixtures/games/kayles.txt"));
    let values = HeapValues::new(&HeapRule::octal(Octal::parse("0.77").unwrap()), 0).unwrap();
    assert_eq!(values.sequence(95).unwrap(), kayles);
    let p = values.period().unwrap();
    assert_eq!((p.pre_period, p.period), (71, 12));
    let dawson = numbers(include_str!("../fixtures/games/dawson-chess.txt"));
    let values = HeapValues::new(&HeapRule::octal(Octal::parse("0.137").unwrap()), 0).unwrap();
    assert_eq!(values.sequence(85).unwrap(), dawson);
    let p = values.period().unwrap();
    assert_eq!((p.pre_period, p.period), (52, 34));
    assert_eq!(p.block, dawson[52..]);
    // Dawson's Kayles (0.07) is Dawson's chess moved up by one heap.
    let shifted = HeapValues::new(&HeapRule::octal(Octal::parse("0.07").unwrap()), 0).unwrap();
    for n in 1..=85 {
        assert_eq!(shifted.value(n).unwrap(), dawson[n as usize - 1], "0.07 at {n}");
    }
    // The period answers every heap that fits in 64 bits.
    let values = HeapValues::new(&HeapRule::octal(Octal::parse("0.77").unwrap()), 0).unwrap();
    let n = 1_000_000_000_000_000_000u64;
    assert_eq!(values.value(n).unwrap(), kayles[(72 + (n - 72) % 12) as usize]);
    assert_eq!(values.value(u64::MAX).unwrap(), kayles[(72 + (u64::MAX - 72) % 12) as usize]);
}

#[test]
fn huge_positions_and_refusals() {
    let ex = directive::example_from_text("kayles 1000000000000000000 5").unwrap();
    let Example::Game(ex) = ex else { panic!("a general example") };
    // The count itself is checked exactly against the referee's residue counting in
    // referee::huge (kayles_and_dawsons_kayles_count_winning_moves_exactly_at_huge_heaps).
    assert_eq!(ex.winning_move_count.map(|c| c > 0), Some(ex.first_player_wins));
    assert!(ex.playout.rows.len() <= nimbook::games::limits::PLAYOUT_LIMIT);
    let e = directive::example_from_text("grundy-game 1000000").unwrap_err();
    assert!(e.message().contains("open problem"), "{}", e.message());
    // Misère Kayles is searched whole: refused at a bound of the search (here the numbers its
    // lists of moves would hold, reached before the count of positions).
    let e = directive::example_from_text("kayles 40 40 40 --misere").unwrap_err();
    assert!(e.message().contains("lists more than 40000000 numbers"), "{}", e.message());
    // Lasker's Nim looks at up to half a million splits of a heap of a million for a winning
    // move: fourteen such heaps, for the winning moves and the moves of the play-out, pass the
    // bound of 20 million options one example may look at. The example keeps its value, verdict
    // and winning moves (each a real one, by the closed form written here), and its play-out
    // stops, cut short, where a move would pass the bound.
    let lasker = |n: u64| match n % 4 {
        0 if n > 0 => n - 1,
        3 => n + 1,
        _ => n,
    };
    let heaps: Vec<u64> = std::iter::repeat_n(1_000_000, 13).chain([999_999]).collect();
    let words = format!("lasker {}", heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
    let Example::Game(ex) = directive::example_from_text(&words).unwrap() else { panic!("a general example") };
    assert_eq!(ex.grundy, Some(heaps.iter().fold(0, |x, &h| x ^ lasker(h))));
    assert!(ex.first_player_wins && !ex.winning_moves.is_empty() && ex.playout.truncated);
    for m in &ex.winning_moves {
        assert_eq!(m.position.iter().fold(0, |x, &h| x ^ lasker(h)), 0, "{m:?}");
    }
    let set = finite_set(vec![3, 1, 3]).unwrap();
    assert_eq!(set, SubtractionSet::Finite(vec![1, 3]));
}

proptest! {
    // A fixed seed (every run checks the same sets and codes); PROPTEST_CASES runs more.
    #![proptest_config(crate::util::proptest_config(24))]

    #[test]
    fn random_subtraction_sets_match_the_referee(set in prop::collection::btree_set(1u64..=9, 1..=3)) {
        let set: Vec<u64> = set.into_iter().collect();
        let words = format!("subtraction --set {}", set.iter().map(u64::to_string).collect::<Vec<_>>().join(","));
        cross_check(&words, Referee(subtract, set), 60, 5);
    }

    #[test]
    fn random_octal_codes_match_the_referee(digits in prop::collection::vec(0u64..=7, 1..=3), first in prop::bool::ANY) {
        let mut code = vec![if first { 4 } else { 0 }];
        code.extend(digits);
        if code.iter().skip(1).all(|&d| d == 0) {
            return Ok(());
        }
        let words = format!("octal {}.{}", code[0], code[1..].iter().map(u64::to_string).collect::<String>());
        cross_check(&words, Referee(octal, code), 30, 5);
    }
}

#[test]
fn every_game_has_the_common_json_keys() {
    let games = ["nim 3 4 5 --misere --max-take 2", "wythoff 3 5 --misere"];
    let general = nimbook::games::rules::registry::names().map(|n| n.sample);
    for words in games.into_iter().chain(general) {
        let ex = directive::example_from_text(words).unwrap();
        let json = serde_json::to_value(&ex).unwrap();
        for key in ["game", "grundy", "first_player_wins", "winning_move_count", "winning_moves"] {
            assert!(json.get(key).is_some(), "{words}: no \"{key}\" in {json}");
        }
        let count = json["winning_move_count"].as_u64().unwrap();
        assert_eq!(json["first_player_wins"].as_bool().unwrap(), count > 0, "{words}");
        for m in json["winning_moves"].as_array().unwrap() {
            if json["game"] != "wythoff" {
                assert!(m.get("heap").is_some() && m.get("to").is_some(), "{words}: {m}");
            }
        }
    }
}

/// The ```` ```game ```` blocks of the manual's chapter on teachers' games, by name: each is
/// shown twice, as source and live, and both copies must be the same program.
fn manual_games() -> Vec<(String, String)> {
    let chapter = include_str!("../../book/content/13-your-own-games.md");
    let mut out: Vec<(String, String)> = Vec::new();
    let mut rest = chapter;
    while let Some(start) = rest.find("\n```game ") {
        let start = start + 1;
        let after = &rest[start + 8..];
        let (name, body) = after.split_once('\n').unwrap();
        let end = body.find("\n```").unwrap();
        let game = (name.trim().to_string(), body[..end + 1].to_string());
        match out.iter().find(|(n, _)| *n == game.0) {
            Some(seen) => assert_eq!(seen, &game, "the source shown and the live block differ"),
            None => out.push(game),
        }
        rest = &body[end..];
    }
    out
}

#[test]
fn the_manual_games_are_right() {
    use nimbook::games::script::ScriptGame;
    use std::sync::Arc;
    let games = manual_games();
    assert_eq!(games.len(), 3, "{games:?}");
    let mut defined = directive::Defined::new();
    for (name, body) in &games {
        defined.insert(name.clone(), Arc::new(ScriptGame::compile(name, body).unwrap()));
    }
    // Staircase Nim: lost exactly when the XOR of the odd-numbered stairs is 0.
    for a in 0..=3u64 {
        for b in 0..=3u64 {
            for c in 0..=3u64 {
                let words = format!("staircase 0 {a} {b} {c}");
                let request = directive::parse_example_in(&split_words(&words), &defined).unwrap();
                let Example::Game(ex) = directive::compute(&request).unwrap() else { panic!() };
                assert_eq!(ex.first_player_wins, a ^ c != 0, "{words}");
            }
        }
    }
    // Turning Turtles: Nim on the places of the heads (coins from 1), so a row is lost exactly
    // when they XOR to 0; each winning move, in the rule's words, turns coins that make it 0.
    for bits in 0..32u64 {
        let row: Vec<u64> = (0..5).map(|i| (bits >> i) & 1).collect();
        let places = |r: &[u64]| r.iter().enumerate().filter(|&(_, &c)| c == 1).fold(0, |x, (i, _)| x ^ (i as u64 + 1));
        let words = format!("turtles {}", row.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        let request = directive::parse_example_in(&split_words(&words), &defined).unwrap();
        let Example::Game(ex) = directive::compute(&request).unwrap() else { panic!() };
        assert_eq!(ex.first_player_wins, places(&row) != 0, "{words}");
        for m in &ex.winning_moves {
            assert_eq!(places(&m.position), 0, "{words}");
            let said = nimbook::views::facts::text(&m.said, nimbook::views::i18n::english());
            let turned: Vec<String> =
                (0..5).filter(|&i| row[i] != m.position[i]).map(|i| (i + 1).to_string()).collect();
            let expected = match turned.as_slice() {
                [one] => format!("turn coin {one}"),
                [a, b] => format!("turn coins {a} and {b}"),
                _ => panic!("{words}: a move turns one or two coins"),
            };
            assert_eq!(said, expected, "{words}");
        }
    }
    // Subtract a square or halve, against a referee written from the rule.
    fn square_or_half(_: &[u64], n: u64) -> Vec<Vec<u64>> {
        let mut out: Vec<Vec<u64>> = (1..=n).take_while(|k| k * k <= n).map(|k| vec![n - k * k]).collect();
        if n % 2 == 0 && n > 0 {
            out.push(vec![n / 2]);
        }
        out
    }
    let mut solver = BruteForce::new(Referee(square_or_half, vec![]));
    for p in small_positions(12) {
        let words = format!("square-or-half {}", p.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        let request = directive::parse_example_in(&split_words(&words), &defined).unwrap();
        let Example::Game(ex) = directive::compute(&request).unwrap() else { panic!() };
        assert_eq!(ex.first_player_wins, solver.first_player_wins(&p, false), "{words}");
        assert_eq!(ex.grundy, Some(solver.grundy(&p)), "{words}");
    }
}

#[test]
fn nim_pages_give_the_engines_reason_for_every_move_in_every_variant() {
    let env = nimbook::lesson::language::environment(None).unwrap();
    for words in [
        "nim 8 12 13",
        "nim 3 4 5 --misere",
        "nim 1 1 5 --misere",
        "nim 7 5 9 --max-take 3",
        "nim 9 5 8 --misere --max-take 3",
        "nim 2 6 7 --misere --max-take 2",
    ] {
        let lesson = format!("+++\ntitle = \"t\"\n+++\n\n```example\n{words}\n```\n");
        let html = nimbook::lesson::render_lesson(&env, std::path::Path::new("content/01-t.md"), &lesson).unwrap().body;
        let Example::Game(ex) = directive::example_from_text(words).unwrap() else { panic!() };
        assert!(!ex.winning_moves.is_empty(), "{words}");
        let max_take = ex.nim.as_ref().expect("Nim's section").max_take;
        for m in &ex.winning_moves {
            let reason = nimbook::views::facts::text(
                m.reason.as_ref().expect("a winning move has its reason"),
                nimbook::views::i18n::english(),
            );
            let shown = reason.replace('<', "&lt;").replace('>', "&gt;");
            let normal = !ex.misere && max_take.is_none();
            assert!(normal || html.contains(&shown), "{words}: the page lacks \"{reason}\"");
        }
        // The wrong sentence of the old page never comes back.
        assert!(!html.contains("making the XOR of the residues 0"), "{words}");
    }
}

#[test]
fn a_one_move_play_out_is_one_move() {
    let env = nimbook::lesson::language::environment(None).unwrap();
    let lesson = "+++\ntitle = \"t\"\n+++\n\n```example\nlasker 8\n```\n";
    let html = nimbook::lesson::render_lesson(&env, std::path::Path::new("content/01-t.md"), lesson).unwrap().body;
    assert!(html.contains("An optimal play-out (1 move)"), "{html}");
}

#[test]
fn example_blocks_can_show_p_and_n_only_or_hide_their_table() {
    let env = nimbook::lesson::language::environment(None).unwrap();
    let render = |block: &str| {
        let lesson = format!(
            "+++\ntitle = \"t\"\n[examples]\nmain = \"subtraction 10 --set 1,3,4\"\nr = \"xor-range 13 37\"\n+++\n\n{block}\n"
        );
        nimbook::lesson::render_lesson(&env, std::path::Path::new("content/01-t.md"), &lesson).unwrap().body
    };
    let pn = render("```example main values=pn\n```");
    assert!(pn.contains("labelled P (the player to move loses)"), "{pn}");
    assert!(!pn.contains("Grundy values of one heap") && !pn.contains("mex"), "{pn}");
    assert!(pn.contains("a P-position"), "{pn}");
    let grundy = render("```example main\n```");
    assert!(grundy.contains("Grundy values of one heap"), "{grundy}");
    assert!(!render("```example r table=hide\n```").contains("period-table"));
    assert!(render("```example r\n```").contains("period-table"));
}
