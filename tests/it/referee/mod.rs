//! An independent referee for the game engine, and the checks that compare the engine with it.
//!
//! The referee (this file, `moves.rs`, `rhai_rules.rs` and `period.rs`) shares nothing with
//! `crates/engine/src`: it names no item of the crate at all. Its move generators are written from each
//! game's definition (Nim, Nim with at most K, subtraction sets, octal codes with splitting,
//! Lasker's Nim, Grundy's game, Wythoff's game, and teachers' rules run through a plain
//! `rhai::Engine::new()` of its own); its win/lose search (normal and misère) and its mex and
//! Grundy search are memoised recursions over whole positions written here. The check modules
//! (`examples.rs`, `exhaustive.rs`, `judges.rs`, `play.rs`, `huge.rs`, `hackenbush.rs`, `lights.rs` for nim multiplication and Switch lights, `every_sg.rs` for suspense numbers and HDU 3595's Every-SG sum, `geography.rs` for vertex geography on boards, `graph.rs` for the game graphs of small examples, `keys.rs` for exercise
//! keys in both languages, `charts.rs` for charts' P cells, `course_games.rs` for the course's
//! own games against their definitions, `read_back.rs` for every computed sentence of the built
//! course read back by value) call the crate only for the answers they
//! check, so an engine bug that the referee would share cannot hide.

pub mod moves;
pub mod period;
pub mod rhai_rules;

mod charts;
mod coins;
mod course_games;
mod every_sg;
mod examples;
mod exhaustive;
mod geography;
mod graph;
mod hackenbush;
mod huge;
mod judges;
mod keys;
mod lights;
mod play;
pub mod read_back;

use std::collections::HashMap;

/// A game as the referee sees it: the whole positions one move leads to, in any order.
pub trait Rules {
    /// Every position reachable from `p` in one move (repeats allowed; they are one move).
    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>>;
    /// The form in which a position is remembered (two positions with one form are the same game).
    fn key(&self, p: &[u64]) -> Vec<u64> {
        p.to_vec()
    }
}

/// The digit runs of `text`, in order (a run too long for a `u64`, a page's huge number, is left
/// out: no reader here compares one).
pub fn numbers(text: &str) -> Vec<u64> {
    text.split(|c: char| !c.is_ascii_digit()).filter(|s| !s.is_empty()).filter_map(|s| s.parse().ok()).collect()
}

/// The least natural number not in `values`.
pub fn least_missing(values: &[u64]) -> u64 {
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if (v as usize) < seen.len() {
            seen[v as usize] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap() as u64
}

/// A memoised search over whole positions of one game: who wins under each convention, and
/// the Grundy value (normal play) found as the least value missing among the options' values.
pub struct Referee<R: Rules> {
    pub rules: R,
    normal: HashMap<Vec<u64>, bool>,
    misere: HashMap<Vec<u64>, bool>,
    grundy: HashMap<Vec<u64>, u64>,
}

impl<R: Rules> Referee<R> {
    pub fn new(rules: R) -> Self {
        Referee { rules, normal: HashMap::new(), misere: HashMap::new(), grundy: HashMap::new() }
    }

    /// True when the player to move from `p` wins. In normal play whoever cannot move loses;
    /// in misère play whoever cannot move wins (the other made the last move).
    pub fn wins(&mut self, p: &[u64], misere: bool) -> bool {
        let key = self.rules.key(p);
        let memo = if misere { &self.misere } else { &self.normal };
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let children = self.rules.moves(p);
        let w = if children.is_empty() { misere } else { children.iter().any(|c| !self.wins(c, misere)) };
        let memo = if misere { &mut self.misere } else { &mut self.normal };
        memo.insert(key, w);
        w
    }

    /// The Grundy value of the whole position `p` (no Sprague–Grundy: the mex over its options).
    pub fn grundy(&mut self, p: &[u64]) -> u64 {
        let key = self.rules.key(p);
        if let Some(&g) = self.grundy.get(&key) {
            return g;
        }
        let values: Vec<u64> = self.rules.moves(p).iter().map(|c| self.grundy(c)).collect();
        let g = least_missing(&values);
        self.grundy.insert(key, g);
        g
    }
}

/// Every position of 1 to `heaps` heaps of at most `max` each (in non-decreasing order, and,
/// for two or more heaps, also one unsorted copy so that the engine's heap numbers are tested).
pub fn small_positions(heaps: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out: Vec<Vec<u64>> = Vec::new();
    let mut layer: Vec<Vec<u64>> = (0..=max).map(|h| vec![h]).collect();
    for _ in 0..heaps {
        out.extend(layer.iter().cloned());
        layer =
            layer.iter().flat_map(|p| (*p.last().unwrap()..=max).map(move |h| [p.clone(), vec![h]].concat())).collect();
    }
    let unsorted: Vec<Vec<u64>> = out
        .iter()
        .filter(|p| p.len() > 1 && p[0] != p[p.len() - 1])
        .map(|p| p.iter().rev().copied().collect())
        .collect();
    out.extend(unsorted);
    out
}

#[test]
fn the_referee_knows_its_own_small_facts() {
    // Hand-checked facts, so that the referee itself is tested before it judges anything.
    assert_eq!(least_missing(&[]), 0);
    assert_eq!(least_missing(&[0, 1, 3, 1]), 2);
    let mut nim = Referee::new(moves::HeapGame::nim(None));
    assert_eq!(nim.grundy(&[3, 5]), 6);
    assert!(!nim.wins(&[1, 2, 3], false));
    assert!(!nim.wins(&[1, 1, 1], true), "misère Nim: three heaps of one lose for the mover");
    assert!(nim.wins(&[1, 1], true));
    let mut wythoff = Referee::new(moves::Wythoff);
    let cold: Vec<(u64, u64)> =
        (0..=10).flat_map(|a| (a..=10).map(move |b| (a, b))).filter(|&(a, b)| !wythoff.wins(&[a, b], false)).collect();
    assert_eq!(cold, [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
    // Misère Wythoff loses at (0, 1) and (2, 2) instead of (0, 0) and (1, 2), then as in normal play.
    let cold: Vec<(u64, u64)> =
        (0..=10).flat_map(|a| (a..=10).map(move |b| (a, b))).filter(|&(a, b)| !wythoff.wins(&[a, b], true)).collect();
    assert_eq!(cold, [(0, 1), (2, 2), (3, 5), (4, 7), (6, 10)]);
    let kayles = moves::HeapGame::octal("0.77");
    let g: Vec<u64> = (0..12).map(|n| Referee::new(kayles.clone()).grundy(&[n])).collect();
    assert_eq!(g, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
}

#[test]
fn the_referee_names_nothing_of_the_crate() {
    // The referee's own files name no item of the crate at all; the check modules name it
    // only for the answers they check, never its search, its positions' moves or its mex.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/referee");
    for file in ["mod.rs", "moves.rs", "rhai_rules.rs", "period.rs"] {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        let code: String = text.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
        let code = code.split("\n#[test]").next().unwrap();
        for word in [concat!("nim", "book"), concat!("crate", "::")] {
            assert!(!code.contains(word), "referee/{file} names {word}");
        }
    }
    // (Every file under the folder: the page reader is a folder of its own.)
    for (path, bytes) in crate::util::files_under(&dir) {
        let text = String::from_utf8(bytes).unwrap();
        // Split with concat! so that this list does not name them itself.
        let words = [
            concat!("games::", "search"),
            concat!("games::", "positions"),
            concat!("::", "mex"),
            concat!("visit_", "options"),
            concat!("rule.", "options"),
            concat!("steps", "("),
            // The engine's tables, closed forms and move counting: a check module compares
            // with them, never computes its expectation through them.
            concat!("games::", "values"),
            concat!("games::", "wythoff"),
            concat!("games::", "xor"),
            concat!("games::", "options"),
            concat!("games::", "loser"),
            concat!("games::", "sg_certificate"),
            concat!("Heap", "Values"),
        ];
        for word in words {
            assert!(!text.contains(word), "referee/{path} names {word}");
        }
    }
}
