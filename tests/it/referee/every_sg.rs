//! The Every-SG sum of HDU 3595 against the referee (lesson 23). The referee plays the sum by
//! its definition in `course_games.rs`, checks that definition's pair moves against the
//! problem's own words (the larger heap loses a multiple of the smaller), and finds the suspense number of a whole position by its definition with a memoised search of its
//! own; its win/lose search is the one of `mod.rs`. With them: every pair up to 40 must have the
//! suspense of `nimbook::games::euclid`, odd exactly where the mover wins; every sum of two and
//! three pairs (and four small ones), searched as the whole compound game in which each turn
//! moves in every live pair, must be won by the mover exactly when the largest suspense is odd
//! (the Every-SG theorem; the compound's own suspense is the largest); HDU 3595's judge must
//! agree with the compound search on small sums and with the referee's suspense on pairs up to
//! 1000; and the engine's worked examples of the course's rule files (`games/euclid.rhai`,
//! `games/every-euclid.rhai`, read as `course_games.rs` reads them) must give the referee's
//! suspense and verdicts. The rule files' moves and words are checked in `course_games.rs`.

use super::course_games::{ByDefinition, Definition, engine_examples};
use super::judges::lines;
use super::{Referee, Rules};
use nimbook::games::euclid::{euclid_suspense, euclid_wins};
use nimbook::judge::Problem;
use std::collections::{BTreeSet, HashMap};

/// HDU 3595's answer: MM moves first and wins, or GG wins.
fn answer(wins: bool) -> &'static str {
    if wins { "MM" } else { "GG" }
}

/// The pairs one move of the game leads to, in HDU 3595's words: from the larger heap take a
/// positive multiple of the smaller (either heap when they are equal); none when a heap is empty.
fn pair_options(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    if a == 0 || b == 0 {
        return out;
    }
    if a >= b {
        out.extend((1..=a / b).map(|k| (a - k * b, b)));
    }
    if b >= a {
        out.extend((1..=b / a).map(|k| (a, b - k * a)));
    }
    out
}

/// Pairs one after the other (a1 b1 a2 b2 …), played as an Every-SG sum: the moves of the
/// referee's [`Definition::EveryEuclid`] (every pair that has a move moved, the others staying as
/// they are; no move when no pair has one), remembered by a key that knows the sum's symmetries.
/// One pair is the game itself.
struct EverySum;

impl Rules for EverySum {
    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        Definition::EveryEuclid.labelled_moves(p).into_iter().map(|(_, q)| q).collect()
    }

    /// A pair is the same game with its heaps swapped, and a sum the same in any order.
    fn key(&self, p: &[u64]) -> Vec<u64> {
        let mut pairs: Vec<(u64, u64)> = p.chunks(2).map(|c| (c[0].min(c[1]), c[0].max(c[1]))).collect();
        pairs.sort_unstable();
        pairs.into_iter().flat_map(|(a, b)| [a, b]).collect()
    }
}

/// The referee's suspense numbers of whole positions, by the definition: 0 when no move is left;
/// otherwise one more than the largest even suspense of an option if there is one, else one
/// more than the least suspense of an option.
struct Suspense<R: Rules> {
    rules: R,
    memo: HashMap<Vec<u64>, u64>,
}

impl<R: Rules> Suspense<R> {
    fn new(rules: R) -> Self {
        Suspense { rules, memo: HashMap::new() }
    }

    fn of(&mut self, p: &[u64]) -> u64 {
        let key = self.rules.key(p);
        if let Some(&s) = self.memo.get(&key) {
            return s;
        }
        let values: Vec<u64> = self.rules.moves(p).iter().map(|q| self.of(q)).collect();
        let s = match values.iter().filter(|&&s| s % 2 == 0).max() {
            Some(&even) => even + 1,
            None => values.iter().min().map_or(0, |&least| least + 1),
        };
        self.memo.insert(key, s);
        s
    }
}

/// Every sum of `pairs` pairs with entries from 0 to `max`, as flat lists.
fn sums(pairs: usize, max: u64) -> Vec<Vec<u64>> {
    let mut out: Vec<Vec<u64>> = vec![vec![]];
    for _ in 0..2 * pairs {
        out = out.iter().flat_map(|p| (0..=max).map(move |x| [&p[..], &[x]].concat())).collect();
    }
    out
}

/// The course's rule file `games/NAME.rhai`.
fn rule_file(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("games/{name}.rhai"));
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn the_referee_knows_its_own_small_facts() {
    let mut s = Suspense::new(EverySum);
    // By hand: (5, 0) is over; (7, 7) ends at once; (2, 1) goes to (0, 1); (3, 2) has the one
    // move to (1, 2), from which the mover ends the game; (5, 3) goes to (2, 3), whose one move
    // is to (2, 1).
    assert_eq!(pair_options(3, 2), [(1, 2)]);
    assert_eq!(pair_options(2, 4), [(2, 2), (2, 0)]);
    assert_eq!(pair_options(3, 3), [(0, 3), (3, 0)]);
    assert_eq!(pair_options(0, 4), []);
    let known = [((5, 0), 0), ((7, 7), 1), ((2, 1), 1), ((3, 2), 2), ((2, 3), 2), ((5, 3), 3)];
    for ((a, b), want) in known {
        assert_eq!(s.of(&[a, b]), want, "the suspense of ({a}, {b})");
    }
    // A sum moves every live pair and keeps a dead one; (3, 2) with (1, 1): the only move leaves
    // (1, 2) and (0, 1) or (1, 0), and the other player ends (1, 2).
    assert_eq!(EverySum.moves(&[3, 2, 1, 1]), [vec![1, 2, 0, 1], vec![1, 2, 1, 0]]);
    assert_eq!(EverySum.moves(&[3, 2, 0, 9]), [vec![1, 2, 0, 9]]);
    assert_eq!(EverySum.moves(&[0, 2, 9, 0]), Vec::<Vec<u64>>::new());
    let mut referee = Referee::new(EverySum);
    assert!(!referee.wins(&[3, 2, 1, 1], false));
    assert_eq!(s.of(&[3, 2, 1, 1]), 2);
    // The problem's own words and the course's definition (either heap loses a multiple of the
    // other's size) are one game.
    for a in 0..=40 {
        for b in 0..=40 {
            let own: BTreeSet<Vec<u64>> = pair_options(a, b).into_iter().map(|(x, y)| vec![x, y]).collect();
            let course: BTreeSet<Vec<u64>> = ByDefinition(Definition::Euclid).moves(&[a, b]).into_iter().collect();
            assert_eq!(own, course, "the moves of ({a}, {b})");
        }
    }
}

#[test]
fn every_pair_has_the_engines_suspense() {
    let mut s = Suspense::new(EverySum);
    let mut referee = Referee::new(EverySum);
    let mut lost = 0;
    for a in 0..=40 {
        for b in 0..=40 {
            let own = s.of(&[a, b]);
            let wins = referee.wins(&[a, b], false);
            assert_eq!(own % 2 == 1, wins, "the referee's own suspense {own} of ({a}, {b}) and its search");
            assert_eq!(euclid_suspense(a, b), own, "the suspense of ({a}, {b})");
            assert_eq!(euclid_wins(a, b), wins, "who wins ({a}, {b})");
            lost += usize::from(!wins);
        }
    }
    assert!(lost > 200, "only {lost} pairs are lost");
}

#[test]
fn the_every_sg_theorem_holds_on_small_sums() {
    let started = std::time::Instant::now();
    let mut referee = Referee::new(EverySum);
    let mut s = Suspense::new(EverySum);
    let mut checked = 0;
    let mut lost = 0;
    for (pairs, max) in [(2, 8), (3, 6), (4, 3)] {
        for p in sums(pairs, max) {
            let longest = p.chunks(2).map(|c| s.of(c)).max().unwrap();
            let wins = referee.wins(&p, false);
            assert_eq!(wins, longest % 2 == 1, "the sum {p:?}: the largest suspense is {longest}");
            // The compound's own suspense is the largest of its pairs'.
            assert_eq!(s.of(&p), longest, "the suspense of the sum {p:?}");
            checked += 1;
            lost += usize::from(!wins);
        }
    }
    assert!(lost > 1000, "only {lost} of {checked} sums are lost");
    eprintln!("every_sg: {checked} sums searched in {:?}", started.elapsed());
}

#[test]
fn hdu3595_judge_matches_the_referee() {
    let problem = Problem::from_name("hdu3595").unwrap();
    // The sample, by the referee's search of the whole compound game.
    let mut referee = Referee::new(EverySum);
    assert!(!referee.wins(&[3, 2, 1, 1], false) && referee.wins(&[5, 3], false));
    assert!(referee.wins(&[4, 4, 6, 4, 7, 3], false));
    // Every sum of one or two pairs with heaps 1 to 5, and of three with heaps 1 to 4.
    let cases: Vec<Vec<u64>> = [(1, 5), (2, 5), (3, 4)]
        .into_iter()
        .flat_map(|(pairs, max)| sums(pairs, max - 1))
        .map(|p| p.iter().map(|x| x + 1).collect())
        .collect();
    let input: String = cases
        .iter()
        .map(|p| {
            let games: String = p.chunks(2).map(|c| format!("{} {}\n", c[0], c[1])).collect();
            format!("{}\n{games}", p.len() / 2)
        })
        .collect();
    let got = lines(problem, &input);
    assert_eq!(got.len(), cases.len());
    let mut lost = 0;
    for (p, line) in cases.iter().zip(&got) {
        let wins = referee.wins(p, false);
        assert_eq!(line, answer(wins), "hdu3595 {p:?}");
        lost += usize::from(!wins);
    }
    assert!(lost > 100, "only {lost} of the small sums are lost");
    // Heaps up to 1000, by the referee's suspense of each pair: a plain linear congruential
    // sequence draws the pairs, and half the cases hold a lost pair of suspense e with every
    // other pair below e, so that both answers are common.
    let mut s = Suspense::new(EverySum);
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = |below: u64| {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) % below
    };
    let mut cases: Vec<Vec<(u64, u64)>> = Vec::new();
    for i in 0..600 {
        let n = if i < 200 { 1 } else { 1 + next(6) };
        let mut draw = || (1 + next(1000), 1 + next(1000));
        let mut games: Vec<(u64, u64)> = (0..n).map(|_| draw()).collect();
        if i % 2 == 1 {
            let lost = (0..500).map(|_| draw()).find(|&(p, q)| s.of(&[p, q]) % 2 == 0).unwrap();
            let e = s.of(&[lost.0, lost.1]);
            for game in games.iter_mut() {
                *game = (0..100).map(|_| draw()).find(|&(p, q)| s.of(&[p, q]) < e).unwrap_or(lost);
            }
            games[next(n) as usize] = lost;
        }
        cases.push(games);
    }
    let input: String = cases
        .iter()
        .map(|c| format!("{}\n{}", c.len(), c.iter().map(|(p, q)| format!("{p} {q}\n")).collect::<String>()))
        .collect();
    let got = lines(problem, &input);
    assert_eq!(got.len(), cases.len());
    let mut lost = 0;
    for (c, line) in cases.iter().zip(&got) {
        let longest = c.iter().map(|&(p, q)| s.of(&[p, q])).max().unwrap();
        assert_eq!(line, answer(longest % 2 == 1), "hdu3595 {c:?}");
        lost += usize::from(longest % 2 == 0);
    }
    assert!(lost > 150, "only {lost} of the larger cases are lost");
}

#[test]
fn the_engines_examples_of_the_course_games_match_the_referee() {
    let mut referee = Referee::new(EverySum);
    let mut s = Suspense::new(EverySum);
    let (euclid_rule, every_rule) = (rule_file("euclid"), rule_file("every-euclid"));
    let euclid = engine_examples("euclid", &euclid_rule);
    for p in sums(1, 9) {
        let e = euclid(&p);
        assert_eq!(e.suspense, Some(s.of(&p)), "euclid {p:?}: the suspense");
        assert_eq!(e.first_player_wins, referee.wins(&p, false), "euclid {p:?}: who wins");
    }
    let every = engine_examples("every-euclid", &every_rule);
    for p in [sums(1, 4), sums(2, 3), sums(3, 2)].concat() {
        let e = every(&p);
        assert_eq!(e.first_player_wins, referee.wins(&p, false), "every-euclid {p:?}: who wins");
        assert_eq!(e.suspense, Some(s.of(&p)), "every-euclid {p:?}: the suspense");
    }
}
