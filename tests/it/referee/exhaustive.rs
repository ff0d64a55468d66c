//! Exhaustive where cheap: every subtraction set of one to three amounts below 10 (129 sets)
//! and every octal code of one to three digits after the point, with 0 or 4 before it (1022
//! codes), against the referee — each heap's Grundy value, and who wins every position of one
//! or two heaps in normal and misère play — through the engine's solver (`analysis::Solver`,
//! which every worked example, play table and key uses). No sampling: every run checks all.
//! The octal codes take minutes in a debug build (the engine looks for each code's period far
//! beyond the heaps asked), so that test is ignored by `cargo test` and run by CI in release
//! mode: `cargo test --release --test it exhaustive -- --ignored`.

use super::moves::HeapGame;
use super::{Referee, small_positions};
use nimbook::games::analysis::Solver;
use nimbook::games::catalogue::Game;

/// Checks one game; returns how many answers were compared.
fn check(words: &str, rules: HeapGame, heap_max: u64, position_max: u64) -> usize {
    let game = super::examples::game(words);
    let mut compared = 0;
    let g = rules.heap_values(heap_max);
    let mut solver = Solver::new(&game, heap_max).unwrap();
    for n in 0..=heap_max {
        assert_eq!(solver.grundy(&[n]).unwrap(), Some(g[n as usize]), "{words}: g({n})");
        compared += 1;
    }
    let mut referee = Referee::new(rules);
    let positions: Vec<Vec<u64>> = small_positions(2, position_max);
    for misere in [false, true] {
        let game = Game { misere, ..game.clone() };
        let mut solver = Solver::new(&game, position_max).unwrap();
        for p in &positions {
            assert_eq!(solver.wins(p).unwrap(), referee.wins(p, misere), "{}", game.words(p));
            compared += 1;
        }
    }
    compared
}

#[test]
fn every_subtraction_set_of_up_to_three_amounts_below_ten() {
    let mut sets = 0;
    let mut compared = 0;
    for mask in 1u32..(1 << 9) {
        if mask.count_ones() > 3 {
            continue;
        }
        let set: Vec<u64> = (1..=9).filter(|i| mask & (1 << (i - 1)) != 0).collect();
        let words = format!("subtraction --set {}", set.iter().map(u64::to_string).collect::<Vec<_>>().join(","));
        compared += check(&words, HeapGame::subtraction(&set), 60, 8);
        sets += 1;
    }
    assert_eq!(sets, 129);
    eprintln!("subtraction sets: {sets} sets, {compared} answers");
}

#[test]
#[ignore = "minutes in a debug build; CI runs it in release mode (see the note at the top)"]
fn every_octal_code_of_up_to_three_digits() {
    let mut codes = 0;
    let mut compared = 0;
    for first in ["0", "4"] {
        for len in 1..=3u32 {
            for digits in 0..8u32.pow(len) {
                let tail: String = (0..len).rev().map(|i| char::from(b'0' + ((digits >> (3 * i)) & 7) as u8)).collect();
                if tail.ends_with('0') {
                    continue;
                }
                let code = format!("{first}.{tail}");
                compared += check(&format!("octal {code}"), HeapGame::octal(&code), 30, 5);
                codes += 1;
            }
        }
    }
    assert_eq!(codes, 1022);
    eprintln!("octal codes: {codes} codes, {compared} answers");
}
