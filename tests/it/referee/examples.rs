//! Worked examples (`analysis::example`) against the referee, on every small position of every
//! family, in normal and misère play: the verdict, the normal-play Grundy value of the whole
//! position (the referee's mex over whole positions, not a XOR of heap values), the exact
//! number of winning moves, and each listed winning move — its heap, what replaces it and the
//! whole position it leaves — and, for one heap, the Grundy sequence the example shows.

use super::moves::{HeapGame, Wythoff};
use super::rhai_rules::{Script, Tuples};
use super::{Referee, Rules, small_positions};
use nimbook::directive::{self, split_words};
use nimbook::games::analysis::{self, LISTED_MOVES};
use nimbook::games::catalogue::{Game, Shape};
use nimbook::games::rules::HeapRule;
use nimbook::games::script::ScriptGame;
use std::collections::BTreeSet;
use std::sync::Arc;

/// The engine's game named by `words` (rules only), in normal play.
pub fn game(words: &str) -> Game {
    let text = format!("{words} 1 1");
    let (game, _) = directive::parse_game_position(&split_words(&text), &Default::default()).unwrap();
    assert!(!game.misere, "{words}");
    game
}

/// Checks every position of `positions` in both conventions; returns how many examples were checked.
pub fn check_heap_game(game: &Game, rules: HeapGame, positions: &[Vec<u64>]) -> usize {
    let mut referee = Referee::new(rules.clone());
    let mut checked = 0;
    for misere in [false, true] {
        let game = Game { misere, ..game.clone() };
        assert_eq!(game.keeps_empty_heaps(), rules.keeps_empty, "{}", game.words(&[]));
        for p in positions {
            let words = game.words(p);
            let ex = analysis::example(&game, p).unwrap_or_else(|e| panic!("{words}: {e:?}"));
            assert_eq!(ex.first_player_wins, referee.wins(p, misere), "{words}: verdict");
            assert_eq!(ex.grundy, Some(referee.grundy(p)), "{words}: Grundy value");
            let winning: Vec<(usize, Vec<u64>, Vec<u64>)> =
                rules.heap_moves(p).into_iter().filter(|m| !referee.wins(&m.2, misere)).collect();
            assert_eq!(ex.winning_move_count, Some(winning.len() as u128), "{words}: winning moves counted");
            assert_eq!(ex.winning_moves.len(), winning.len().min(LISTED_MOVES), "{words}: winning moves listed");
            let mut listed = BTreeSet::new();
            for m in &ex.winning_moves {
                let i = m.heap.unwrap() - 1;
                let found = winning.iter().find(|w| w.0 == i && w.1 == m.to);
                let Some((_, to, after)) = found else { panic!("{words}: {m:?} is not a winning move") };
                assert_eq!(&m.position, after, "{words}: the position {m:?} leaves");
                let leaves: u64 = to.iter().sum();
                assert_eq!((m.from, m.take, m.leaves), (Some(p[i]), Some(p[i] - leaves), Some(leaves)), "{words}");
                assert!(listed.insert((i, m.to.clone())), "{words}: {m:?} listed twice");
            }
            checked += 1;
        }
    }
    checked
}

/// Checks a whole-position game (Wythoff's, a teacher's game on tuples) in both conventions.
fn check_positions_game<R: Rules>(game: &Game, rules: R, positions: &[Vec<u64>]) -> usize {
    let mut referee = Referee::new(rules);
    let mut checked = 0;
    for misere in [false, true] {
        let game = Game { misere, ..game.clone() };
        for p in positions {
            let words = game.words(p);
            let ex = analysis::example(&game, p).unwrap_or_else(|e| panic!("{words}: {e:?}"));
            assert_eq!(ex.first_player_wins, referee.wins(p, misere), "{words}: verdict");
            assert_eq!(ex.grundy, Some(referee.grundy(p)), "{words}: Grundy value");
            let options: BTreeSet<Vec<u64>> = referee.rules.moves(p).into_iter().collect();
            let winning: BTreeSet<Vec<u64>> = options.into_iter().filter(|q| !referee.wins(q, misere)).collect();
            assert_eq!(ex.winning_move_count, Some(winning.len() as u128), "{words}: winning moves counted");
            let listed: BTreeSet<Vec<u64>> = ex.winning_moves.iter().map(|m| m.position.clone()).collect();
            assert_eq!(listed.len(), ex.winning_moves.len(), "{words}: a move listed twice");
            assert_eq!(listed.len(), winning.len().min(LISTED_MOVES), "{words}: winning moves listed");
            assert!(listed.is_subset(&winning), "{words}: listed {listed:?}, winning {winning:?}");
            checked += 1;
        }
    }
    checked
}

/// The one-heap facts of an example: the Grundy sequence it shows and its P-positions.
fn check_sequence(game: &Game, rules: &HeapGame, heap: u64) {
    let ex = analysis::example(game, &[heap]).unwrap();
    let g = rules.heap_values(ex.sequence.len() as u64);
    assert!(ex.sequence.len() as u64 > heap.min(40), "{}: a sequence is shown", game.words(&[heap]));
    assert_eq!(ex.sequence, g[..ex.sequence.len()], "{}: the sequence shown", game.words(&[heap]));
    let p: Vec<u64> = (0..ex.sequence.len() as u64).filter(|&n| g[n as usize] == 0).collect();
    assert_eq!(ex.p_positions, p, "{}", game.words(&[heap]));
    assert_eq!(ex.components[0].grundy, g[heap as usize]);
}

#[test]
fn nim_and_nim_with_at_most_k_match_the_referee() {
    let mut checked = check_heap_game(&game("nim"), HeapGame::nim(None), &small_positions(3, 7));
    checked += check_heap_game(&game("nim"), HeapGame::nim(None), &small_positions(4, 3));
    for k in 1..=4 {
        let words = format!("nim --max-take {k}");
        checked += check_heap_game(&game(&words), HeapGame::nim(Some(k)), &small_positions(3, 6));
    }
    eprintln!("nim: {checked} examples");
}

#[test]
fn bash_matches_the_referee() {
    // The Bash game is Nim with at most m on one heap (as the play widget plays it).
    let mut checked = 0;
    for m in 1..=6 {
        let rules = HeapGame::nim(Some(m));
        let mut referee = Referee::new(rules.clone());
        let positions: Vec<Vec<u64>> = (0..=40).map(|n| vec![n]).collect();
        let game = Game::heaps("nim", HeapRule::take(Some(m)), false);
        checked += check_heap_game(&game, rules, &positions);
        for n in 0..=40 {
            for misere in [false, true] {
                let engine = nimbook::games::nim::first_player_wins(
                    &[n],
                    nimbook::games::nim::NimRules { misere, max_take: Some(m) },
                );
                assert_eq!(engine, referee.wins(&[n], misere), "bash {n} {m} misère {misere}");
                let words = format!("bash {n} {m}{}", if misere { " --misere" } else { "" });
                let request = directive::parse_example(&split_words(&words)).unwrap();
                assert_eq!(request.first_player_wins(), Some(referee.wins(&[n], misere)), "{words}");
            }
        }
    }
    eprintln!("bash: {checked} examples");
}

/// The terminal's misère hint for Nim with at most K per move plays the misère rule on the
/// residues mod K + 1: the player to move loses exactly when every residue is 0 or 1 and an odd
/// number are 1, or some residue is 2 or more and the residues XOR to 0. The referee's own
/// search agrees on every position of up to three heaps of at most 13.
#[test]
fn misere_nim_with_at_most_k_is_the_misere_rule_on_residues() {
    for k in 1..=4u64 {
        let mut referee = Referee::new(HeapGame::nim(Some(k)));
        for a in 0..=13u64 {
            for b in a..=13 {
                for c in b..=13 {
                    for heaps in [vec![a], vec![a, b], vec![a, b, c]] {
                        let residues: Vec<u64> = heaps.iter().map(|h| h % (k + 1)).collect();
                        let xor = residues.iter().fold(0, |x, r| x ^ r);
                        let loses = if residues.iter().all(|&r| r <= 1) {
                            residues.iter().filter(|&&r| r == 1).count() % 2 == 1
                        } else {
                            xor == 0
                        };
                        assert_eq!(referee.wins(&heaps, true), !loses, "{heaps:?} at most {k}, misère");
                    }
                }
            }
        }
    }
    let text = nimbook::views::text::render(
        &directive::compute(&directive::parse_example(&split_words("nim 17 23 9 --max-take 4 --misere")).unwrap())
            .unwrap(),
        nimbook::views::i18n::english(),
    );
    assert!(text.contains("play on the residues as in normal play until a move would leave only residues 0 and 1"));
}

#[test]
fn subtraction_games_match_the_referee() {
    let mut checked = 0;
    for set in [vec![1, 3, 4], vec![2, 5], vec![1, 2, 3], vec![3, 4], vec![5], vec![2, 3, 7], vec![1, 4, 6, 9]] {
        let words = format!("subtraction --set {}", set.iter().map(u64::to_string).collect::<Vec<_>>().join(","));
        let rules = HeapGame::subtraction(&set);
        checked += check_heap_game(&game(&words), rules.clone(), &small_positions(3, 7));
        check_sequence(&game(&words), &rules, 90);
    }
    let named = [
        ("powers-of-two", (0..7).map(|i| 1 << i).collect::<Vec<u64>>()),
        ("fibonacci", vec![1, 2, 3, 5, 8, 13, 21, 34, 55, 89]),
        ("squares", (1..11).map(|i| i * i).collect()),
    ];
    for (name, set) in named {
        let words = format!("subtraction --set {name}");
        let rules = HeapGame::subtraction(&set);
        checked += check_heap_game(&game(&words), rules.clone(), &small_positions(3, 7));
        check_sequence(&game(&words), &rules, 100);
    }
    eprintln!("subtraction: {checked} examples");
}

#[test]
fn octal_games_match_the_referee() {
    let mut checked = 0;
    for (words, code) in [
        ("kayles", "0.77"),
        ("dawson-chess", "0.137"),
        ("dawson-kayles", "0.07"),
        ("octal 0.4", "0.4"),
        ("octal 4.07", "4.07"),
        ("octal 0.6", "0.6"),
        ("octal 0.51", "0.51"),
        ("octal 0.71", "0.71"),
        ("octal 0.35", "0.35"),
    ] {
        let rules = HeapGame::octal(code);
        checked += check_heap_game(&game(words), rules.clone(), &small_positions(3, 6));
        check_sequence(&game(words), &rules, 60);
    }
    eprintln!("octal: {checked} examples");
}

#[test]
fn lasker_and_grundys_game_match_the_referee() {
    let mut checked = check_heap_game(&game("lasker"), HeapGame::lasker(), &small_positions(3, 6));
    check_sequence(&game("lasker"), &HeapGame::lasker(), 60);
    checked += check_heap_game(&game("grundy-game"), HeapGame::grundy_game(), &small_positions(3, 7));
    check_sequence(&game("grundy-game"), &HeapGame::grundy_game(), 60);
    eprintln!("lasker and grundy-game: {checked} examples");
}

#[test]
fn wythoff_matches_the_referee_in_both_conventions() {
    let game = Game {
        name: "wythoff".into(),
        shape: Shape::Whole(nimbook::games::rules::WholeRule::wythoff()),
        misere: false,
    };
    let positions: Vec<Vec<u64>> = (0..=12).flat_map(|a| (0..=12).map(move |b| vec![a, b])).collect();
    let checked = check_positions_game(&game, Wythoff, &positions);
    eprintln!("wythoff: {checked} examples");
}

/// A teacher's heap game that splits: take 1 or 2, or split a heap of 3 or more in two.
pub const TAKE_OR_SPLIT: &str = "fn options(n) {\n  let out = [];\n  if n >= 1 { out.push(n - 1); }\n  if n >= 2 { out.push(n - 2); }\n  \
     for a in 1..n { if a <= n - a && n >= 3 { out.push([a, n - a]); } }\n  out\n}\n";
/// A teacher's heap game that does not split: take a square, or halve an even heap.
pub const SQUARE_OR_HALF: &str = "fn options(n) {\n  let out = [];\n  let k = 1;\n  while k * k <= n { out.push(n - k * k); \
                              k += 1; }\n  if n % 2 == 0 && n > 0 { out.push(n / 2); }\n  out\n}\n";
/// A teacher's game on tuples: staircase Nim on three stairs (move counters one stair down;
/// from the lowest stair they leave).
pub const STAIRCASE: &str = "fn moves(p) {\n  let out = [];\n  for i in 0..p.len() {\n    for t in 1..=p[i] {\n      \
                         let q = p;\n      q[i] -= t;\n      if i > 0 { q[i - 1] += t; }\n      out.push(q);\n    }\n  \
                         }\n  out\n}\n";
/// A teacher's game on pairs: move a queen-like counter down or left by 1 to 3, or diagonally by 1.
pub const CORNER: &str = "fn moves(p) {\n  let out = [];\n  for t in 1..=3 {\n    if p[0] >= t { out.push([p[0] - t, \
                      p[1]]); }\n    if p[1] >= t { out.push([p[0], p[1] - t]); }\n  }\n  if p[0] >= 1 && p[1] >= 1 { \
                      out.push([p[0] - 1, p[1] - 1]); }\n  out\n}\n";

#[test]
fn teachers_rules_match_the_referee_run_through_plain_rhai() {
    let mut checked = 0;
    for (name, source, max) in [("take-or-split", TAKE_OR_SPLIT, 6), ("square-or-half", SQUARE_OR_HALF, 8)] {
        let script = Arc::new(ScriptGame::compile(name, source).unwrap());
        let game = Game::heaps(name, HeapRule::script(script), false);
        let rules = Script::new(source).heap_game();
        checked += check_heap_game(&game, rules.clone(), &small_positions(3, max));
        check_sequence(&game, &rules, 40);
    }
    for (name, source, positions) in [
        ("staircase", STAIRCASE, small_positions(3, 3).into_iter().filter(|p| p.len() == 3).collect::<Vec<_>>()),
        ("corner", CORNER, (0..=9).flat_map(|a| (0..=9).map(move |b| vec![a, b])).collect()),
    ] {
        let game = Game::tuple(name, ScriptGame::compile(name, source).unwrap());
        let mut all = positions.clone();
        // Every order of a tuple is its own position.
        all.extend(positions.iter().map(|p| p.iter().rev().copied().collect::<Vec<_>>()));
        checked += check_positions_game(&game, Tuples(Script::new(source)), &all);
    }
    eprintln!("teachers' rules: {checked} examples");
}

#[test]
fn misere_wythoff_verdicts_and_move_counts_match_the_referee() {
    // Misère Wythoff is decided by the engine's search alone (no closed form to lean on).
    let game =
        Game { name: "wythoff".into(), shape: Shape::Whole(nimbook::games::rules::WholeRule::wythoff()), misere: true };
    let mut referee = Referee::new(Wythoff);
    for a in 0..=20 {
        for b in 0..=20 {
            let ex = analysis::example(&game, &[a, b]).unwrap();
            assert_eq!(ex.first_player_wins, referee.wins(&[a, b], true), "wythoff {a} {b} --misere");
            let options: BTreeSet<Vec<u64>> = Wythoff.moves(&[a, b]).into_iter().collect();
            let count = options.iter().filter(|q| !referee.wins(q, true)).count();
            assert_eq!(ex.winning_move_count, Some(count as u128), "wythoff {a} {b} --misere");
        }
    }
}

#[test]
fn the_site_game_chomp_matches_the_referee_on_every_small_board() {
    use super::moves::Chomp;
    // The course's own rule file, as the site compiles it, against cells eaten one by one.
    let source = include_str!("../../../games/chomp.rhai");
    let game = Game::tuple("chomp", ScriptGame::compile("chomp", source).unwrap());
    // Every board of at most three rows, non-increasing upwards, with rows of at most 4 cells.
    let mut boards = Vec::new();
    for a in 1..=4u64 {
        for b in 0..=a {
            for c in 0..=b {
                boards.push(vec![a, b, c]);
            }
        }
    }
    let checked = check_positions_game(&game, Chomp, &boards);
    // Gale's theorem on the referee's side: every rectangle but 1 × 1 is won by the first player.
    let mut referee = Referee::new(Chomp);
    assert!(!referee.wins(&[1, 0, 0], false));
    for rows in 1..=3usize {
        for cols in 1..=4u64 {
            let mut board = vec![0; 3];
            board[..rows].fill(cols);
            assert_eq!(referee.wins(&board, false), rows * cols as usize > 1, "{board:?}");
        }
    }
    eprintln!("chomp: {checked} examples");
}
