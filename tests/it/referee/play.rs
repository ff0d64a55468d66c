//! The play widget's tables (`views::play::table`, in both conventions) against the referee:
//! for heap games every heap's full list of options and g(0..=max); for misère heap games the
//! set of positions reachable from the start with each verdict; for Wythoff's game and games on
//! tuples every reachable position, each one's legal moves (all of them) and its verdict.

use super::moves::{HeapGame, Wythoff};
use super::rhai_rules::{Script, Tuples};
use super::{Referee, Rules};
use nimbook::games::catalogue::{Game, Shape};
use nimbook::games::rules::HeapRule;
use nimbook::games::script::ScriptGame;
use nimbook::views::i18n::english;
use nimbook::views::play::{PlayTable, table_with_toggle};
use std::collections::{BTreeMap, BTreeSet};

/// A heap position's key: its non-empty heaps sorted.
fn key(p: &[u64]) -> Vec<u64> {
    let mut q: Vec<u64> = p.iter().copied().filter(|&h| h > 0).collect();
    q.sort_unstable();
    q
}

/// Every position reachable from `start` (the start included), by the referee's moves, keyed.
fn reachable<R: Rules>(rules: &R, start: &[u64], key: impl Fn(&[u64]) -> Vec<u64>) -> BTreeMap<Vec<u64>, Vec<u64>> {
    let mut seen = BTreeMap::new();
    let mut stack = vec![start.to_vec()];
    while let Some(p) = stack.pop() {
        if seen.insert(key(&p), p.clone()).is_none() {
            stack.extend(rules.moves(&p));
        }
    }
    seen
}

fn check_heap_table(game: &Game, rules: HeapGame, start: &[u64]) -> usize {
    let t = table_with_toggle(game, start, english()).unwrap();
    let mut referee = Referee::new(rules.clone());
    let largest = *start.iter().max().unwrap();
    let g = rules.heap_values(largest);
    let mut entries = 0;
    for t in [&t, t.alt.as_deref().unwrap()] {
        let words = &t.words;
        assert_eq!(t.kind, "heaps", "{words}");
        assert_eq!(t.options.len() as u64, largest + 1, "{words}");
        for (n, options) in t.options.iter().enumerate() {
            let got: BTreeSet<Vec<u64>> = options.iter().cloned().collect();
            let want: BTreeSet<Vec<u64>> = rules.options(n as u64).into_iter().collect();
            assert_eq!(got.len(), options.len(), "{words}: an option of {n} listed twice");
            assert_eq!(got, want, "{words}: the options of a heap of {n}");
            entries += options.len();
        }
        if t.misere {
            assert!(t.grundy.is_none(), "{words}");
            let wins = t.wins.as_ref().unwrap();
            let all = reachable(&rules, start, key);
            let got: BTreeSet<&String> = wins.keys().collect();
            let names: BTreeMap<String, Vec<u64>> = all
                .into_values()
                .map(|p| (key(&p).iter().map(u64::to_string).collect::<Vec<_>>().join(","), p))
                .collect();
            assert_eq!(got, names.keys().collect(), "{words}: the reachable positions");
            for (k, p) in &names {
                assert_eq!(wins[k], referee.wins(p, true), "{words}: misère verdict at {k}");
            }
            entries += wins.len();
        } else {
            assert_eq!(t.grundy.as_deref(), Some(&g[..]), "{words}: g(0..={largest})");
            entries += g.len();
        }
    }
    entries
}

fn check_positions_table<R: Rules>(game: &Game, rules: R, start: &[u64]) -> usize {
    let t = table_with_toggle(game, start, english()).unwrap();
    let mut referee = Referee::new(rules);
    let mut entries = 0;
    for t in [&t, t.alt.as_deref().unwrap()] {
        check_positions(t, &mut referee, start);
        entries += t.positions.len() + t.moves.iter().map(Vec::len).sum::<usize>();
    }
    entries
}

fn check_positions<R: Rules>(t: &PlayTable, referee: &mut Referee<R>, start: &[u64]) {
    let words = &t.words;
    assert_eq!(t.kind, "positions", "{words}");
    assert_eq!(t.positions[0], start, "{words}: the start first");
    let got: BTreeSet<Vec<u64>> = t.positions.iter().cloned().collect();
    assert_eq!(got.len(), t.positions.len(), "{words}: a position listed twice");
    let want: BTreeSet<Vec<u64>> = reachable(&referee.rules, start, |p| p.to_vec()).into_keys().collect();
    assert_eq!(got, want, "{words}: the reachable positions");
    assert_eq!((t.moves.len(), t.win.len()), (t.positions.len(), t.positions.len()), "{words}");
    for (i, p) in t.positions.iter().enumerate() {
        let moves: BTreeSet<Vec<u64>> = t.moves[i].iter().map(|&j| t.positions[j].clone()).collect();
        assert_eq!(moves.len(), t.moves[i].len(), "{words}: a move from {p:?} listed twice");
        let legal: BTreeSet<Vec<u64>> = referee.rules.moves(p).into_iter().collect();
        assert_eq!(moves, legal, "{words}: the moves from {p:?}");
        assert_eq!(t.win[i], referee.wins(p, t.misere), "{words}: the verdict at {p:?}");
    }
}

#[test]
fn heap_games_play_tables_match_the_referee() {
    let mut entries = 0;
    for (words, rules, start) in [
        ("nim", HeapGame::nim(None), vec![3, 4, 5]),
        ("nim --max-take 2", HeapGame::nim(Some(2)), vec![23]),
        ("nim --max-take 3", HeapGame::nim(Some(3)), vec![5, 6, 7]),
        ("kayles", HeapGame::octal("0.77"), vec![5, 7]),
        ("dawson-kayles", HeapGame::octal("0.07"), vec![4, 9]),
        ("dawson-chess", HeapGame::octal("0.137"), vec![3, 8]),
        ("octal 4.07", HeapGame::octal("4.07"), vec![6, 4]),
        ("subtraction --set 1,3,4", HeapGame::subtraction(&[1, 3, 4]), vec![6, 7, 9]),
        ("lasker", HeapGame::lasker(), vec![2, 3, 5]),
        ("grundy-game", HeapGame::grundy_game(), vec![7, 9]),
    ] {
        entries += check_heap_table(&super::examples::game(words), rules, &start);
    }
    let source = super::examples::TAKE_OR_SPLIT;
    let script = std::sync::Arc::new(ScriptGame::compile("take-or-split", source).unwrap());
    let game = Game::heaps("take-or-split", HeapRule::script(script), false);
    entries += check_heap_table(&game, Script::new(source).heap_game(), &[4, 6]);
    eprintln!("play tables of heap games: {entries} entries");
}

#[test]
fn wythoff_and_tuple_play_tables_match_the_referee() {
    let wythoff = Game {
        name: "wythoff".into(),
        shape: Shape::Whole(nimbook::games::rules::WholeRule::wythoff()),
        misere: false,
    };
    let mut entries = check_positions_table(&wythoff, Wythoff, &[6, 9]);
    entries += check_positions_table(&wythoff, Wythoff, &[10, 4]);
    for (name, source, start) in
        [("staircase", super::examples::STAIRCASE, vec![1, 2, 3]), ("corner", super::examples::CORNER, vec![7, 5])]
    {
        let game = Game::tuple(name, ScriptGame::compile(name, source).unwrap());
        entries += check_positions_table(&game, Tuples(Script::new(source)), &start);
    }
    eprintln!("play tables of whole-position games: {entries} entries");
}
