//! Green Hackenbush on trees against the referee: the closed form (`games::hackenbush`), the
//! judge for HDU 3094 and the course's own game `games/hackenbush.rhai` (its moves as the
//! referee's plain Rhai runs them, and the engine's search of it), on every tree of up to 8
//! vertices. The referee plays on edge sets (`moves::TreeCut`), not on the parent lists the
//! engine and the site's game use, and finds values with its own mex search.

use super::moves::TreeCut;
use super::rhai_rules::Script;
use super::{Referee, Rules};
use nimbook::judge::{Problem, run};
use std::collections::BTreeSet;

/// Every rooted tree on `n` vertices given as parent lists: the parent of vertex v (from 2) is
/// any vertex below v. Each unlabelled rooted tree appears (many times).
fn parent_lists(n: u64) -> Vec<Vec<u64>> {
    let mut out = vec![vec![]];
    for v in 2..=n {
        out = out.iter().flat_map(|p: &Vec<u64>| (1..v).map(move |q| [p.clone(), vec![q]].concat())).collect();
    }
    out
}

/// The edges of a parent list, each pair `a < b`, sorted, flattened (the referee's position).
fn edge_position(parents: &[u64]) -> Vec<u64> {
    let mut edges: Vec<(u64, u64)> = parents
        .iter()
        .enumerate()
        .filter(|&(_, &p)| p != 0)
        .map(|(i, &p)| (p.min(i as u64 + 2), p.max(i as u64 + 2)))
        .collect();
    edges.sort();
    edges.into_iter().flat_map(|(a, b)| [a, b]).collect()
}

/// The vertices of the subtree of `v` (v and everything that hangs from it).
fn subtree(parents: &[u64], v: u64) -> Vec<u64> {
    let mut inside = vec![v];
    for w in v + 1..=parents.len() as u64 + 1 {
        if inside.contains(&parents[w as usize - 2]) {
            inside.push(w);
        }
    }
    inside
}

#[test]
fn the_referee_knows_stalks_and_forks() {
    let mut referee = Referee::new(TreeCut { root: 1 });
    // A stalk of 3 edges is a heap of 3; two edges on the root are 1 XOR 1 = 0; a fork on a stalk
    // of one edge (1-2, 2-3, 2-4) has the value 0 + 1 = 1.
    assert_eq!(referee.grundy(&[1, 2, 2, 3, 3, 4]), 3);
    assert_eq!(referee.grundy(&[1, 2, 1, 3]), 0);
    assert_eq!(referee.grundy(&[1, 2, 2, 3, 2, 4]), 1);
}

#[test]
fn closed_form_judge_and_every_vertex_match_the_referee() {
    use nimbook::games::hackenbush;
    let mut input = String::new();
    let mut expected = Vec::new();
    let mut trees = 0;
    for n in 1..=8u64 {
        for parents in parent_lists(n) {
            let position = edge_position(&parents);
            let g = Referee::new(TreeCut { root: 1 }).grundy(&position);
            assert_eq!(hackenbush::parent_values(&parents).unwrap()[0], g, "{parents:?}");
            // The judge reads the same tree with the labels 2..n reversed (so a parent may have the
            // larger number) and every other edge written child first.
            let label = |v: u64| if v == 1 { 1 } else { n + 2 - v };
            input += &format!("{n}\n");
            for (i, &p) in parents.iter().enumerate() {
                let (a, b) = (label(i as u64 + 2), label(p));
                input += &if i % 2 == 0 { format!("{a} {b}\n") } else { format!("{b} {a}\n") };
            }
            expected.push(if g != 0 { "Alice" } else { "Bob" });
            // Every vertex's value is the value of the tree that hangs from it, rooted there.
            if n <= 7 {
                let values = hackenbush::parent_values(&parents).unwrap();
                for v in 2..=n {
                    let inside = subtree(&parents, v);
                    let own: Vec<u64> = edge_position(
                        &parents
                            .iter()
                            .enumerate()
                            .map(|(i, &p)| if inside.contains(&(i as u64 + 2)) && i as u64 + 2 != v { p } else { 0 })
                            .collect::<Vec<_>>(),
                    );
                    let g_v = Referee::new(TreeCut { root: v }).grundy(&own);
                    assert_eq!(values[v as usize - 1], g_v, "{parents:?}, vertex {v}");
                }
            }
            trees += 1;
        }
    }
    let got = run(Problem::from_name("hdu3094").unwrap(), &format!("{trees}\n{input}")).unwrap();
    assert_eq!(got.lines().collect::<Vec<_>>(), expected);
}

#[test]
fn the_courses_game_moves_as_the_referee_and_the_engine_searches_it_right() {
    use nimbook::games::analysis;
    use nimbook::games::catalogue::Game;
    use nimbook::games::script::ScriptGame;
    let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/hackenbush.rhai")).unwrap();
    let script = Script::new(&source);
    let game = Game::tuple("hackenbush", ScriptGame::compile("hackenbush", &source).unwrap());
    let mut referee = Referee::new(TreeCut { root: 1 });
    for n in 2..=7u64 {
        for parents in parent_lists(n) {
            // Every position reached in play, not only whole trees: all cuts, all the way down.
            let mut todo = vec![parents.clone()];
            let mut seen = BTreeSet::new();
            while let Some(p) = todo.pop() {
                if !seen.insert(p.clone()) {
                    continue;
                }
                let by_rule: BTreeSet<Vec<u64>> = script.tuple_moves(&p).iter().map(|q| edge_position(q)).collect();
                let own: BTreeSet<Vec<u64>> = referee.rules.moves(&edge_position(&p)).into_iter().collect();
                assert_eq!(by_rule, own, "the moves of {p:?}");
                todo.extend(script.tuple_moves(&p));
            }
            if n <= 6 {
                let ex = analysis::example(&game, &parents).unwrap();
                assert_eq!(ex.grundy, Some(referee.grundy(&edge_position(&parents))), "{parents:?}");
            }
        }
    }
}
