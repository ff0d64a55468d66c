//! The game graph of small worked examples (`GameExample::graph`, drawn step by step on a
//! lesson page) against the referee: the same positions as the referee's own walk from the
//! start (none drawn twice, the start last), each with exactly the options the referee's move
//! generator gives, each option before the position it comes from, each labelled as the
//! referee's search decides in both conventions, and an N-position's marked arrow the first
//! option the referee finds lost for the player to move. Larger examples have no graph.

use super::examples::game;
use super::moves::{HeapGame, Wythoff};
use super::{Referee, Rules, small_positions};
use nimbook::games::analysis;
use nimbook::games::catalogue::{Game, Shape};
use std::collections::{BTreeSet, HashMap};

/// The most positions a graph is drawn with (the lesson's row of nodes on a phone).
const MOST: usize = 12;

/// Checks the graph of `start` in both conventions; `same` is the form in which two positions
/// are one (the heaps in place, or as a sum for heaps that split; the tuple of a whole position).
/// Returns how many graphs were drawn.
fn check<R: Rules + Clone>(game: &Game, rules: R, start: &[u64], same: fn(&R, &[u64]) -> Vec<u64>) -> usize {
    // The referee's walk from the start.
    let mut seen: HashMap<Vec<u64>, Vec<u64>> = HashMap::from([(same(&rules, start), start.to_vec())]);
    let mut queue = vec![start.to_vec()];
    while let Some(p) = queue.pop() {
        for q in rules.moves(&p) {
            if seen.len() > MOST {
                break;
            }
            if let std::collections::hash_map::Entry::Vacant(e) = seen.entry(same(&rules, &q)) {
                e.insert(q.clone());
                queue.push(q);
            }
        }
    }
    let mut drawn = 0;
    for misere in [false, true] {
        let game = Game { misere, ..game.clone() };
        let words = game.words(start);
        let ex = analysis::example(&game, start).unwrap_or_else(|e| panic!("{words}: {e:?}"));
        if seen.len() > MOST {
            assert!(ex.graph.is_none(), "{words}: more than {MOST} positions, yet a graph");
            continue;
        }
        let g = ex.graph.unwrap_or_else(|| panic!("{words}: {} positions and no graph", seen.len()));
        let mut referee = Referee::new(rules.clone());
        let forms: Vec<Vec<u64>> = g.positions.iter().map(|p| same(&rules, p)).collect();
        let distinct: BTreeSet<&Vec<u64>> = forms.iter().collect();
        assert_eq!(distinct.len(), forms.len(), "{words}: a position drawn twice");
        assert_eq!(distinct, seen.keys().collect(), "{words}: the positions");
        assert_eq!(forms.last(), Some(&same(&rules, start)), "{words}: the start is labelled last");
        for (k, p) in g.positions.iter().enumerate() {
            assert!(g.options[k].iter().all(|&j| j < k), "{words}: an option of {p:?} after it");
            let options: BTreeSet<Vec<u64>> = g.options[k].iter().map(|&j| forms[j].clone()).collect();
            let expected: BTreeSet<Vec<u64>> = rules.moves(p).iter().map(|q| same(&rules, q)).collect();
            assert_eq!(options, expected, "{words}: the options of {p:?}");
            assert_eq!(options.len(), g.options[k].len(), "{words}: an option of {p:?} twice");
            assert_eq!(g.wins[k], referee.wins(p, misere), "{words}: the label of {p:?}");
            let first_lost = g.options[k].iter().copied().find(|&j| !referee.wins(&g.positions[j], misere));
            assert_eq!(g.to_p[k], first_lost.filter(|_| g.wins[k]), "{words}: the marked move of {p:?}");
        }
        drawn += 1;
    }
    drawn
}

/// A heap that is never split keeps its place (an emptied one stays as 0), so the heaps
/// themselves say the position; heaps that split are a sum, the same in any order.
fn key(rules: &HeapGame, p: &[u64]) -> Vec<u64> {
    if rules.keeps_empty { p.to_vec() } else { rules.key(p) }
}

fn tuple(_: &Wythoff, p: &[u64]) -> Vec<u64> {
    p.to_vec()
}

#[test]
fn small_examples_have_the_referees_graph() {
    let mut drawn = 0;
    for set in [vec![1, 3, 4], vec![1, 2], vec![2, 5], vec![1, 2, 3]] {
        let words = format!("subtraction --set {}", set.iter().map(u64::to_string).collect::<Vec<_>>().join(","));
        for heap in 0..=14 {
            drawn += check(&game(&words), HeapGame::subtraction(&set), &[heap], key);
        }
    }
    for p in small_positions(3, 3) {
        drawn += check(&game("nim"), HeapGame::nim(None), &p, key);
    }
    for heap in 0..=8 {
        drawn += check(&game("kayles"), HeapGame::octal("0.77"), &[heap], key);
    }
    let wythoff = Game {
        name: "wythoff".into(),
        shape: Shape::Whole(nimbook::games::rules::WholeRule::wythoff()),
        misere: false,
    };
    for a in 0..=4 {
        for b in 0..=4 {
            drawn += check(&wythoff, Wythoff, &[a, b], tuple);
        }
    }
    // Each kind had small examples drawn and large ones left without a graph.
    assert!(drawn > 100, "{drawn} graphs");
    eprintln!("graphs: {drawn} drawn");
}

#[test]
fn a_large_start_has_no_graph() {
    for words in ["nim 8 12 13", "subtraction 20 --set 1,3,4", "nim 100000000000"] {
        let (g, p) =
            nimbook::directive::parse_game_position(&nimbook::directive::split_words(words), &Default::default())
                .unwrap();
        assert!(analysis::example(&g, &p).unwrap().graph.is_none(), "{words}");
    }
}
