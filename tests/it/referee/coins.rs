//! The coin-turning games against the referee (lesson 18): the referee's own moves of Turning
//! Turtles, Mock Turtles and the Ruler game ([`CoinRow`]) and its own mex search give every
//! single head's value, which must be the closed form of `nimbook::games::coins`; every row of
//! up to 9 coins must have the XOR of its heads' values (the theorem the lesson proves); the
//! site's game files (`games/*.rhai`), run by the referee's own Rhai engine, must have exactly
//! the referee's moves; and HDU 3537's judge must agree with the search on every set of heads
//! among the first 10 coins, written with a coin repeated.

use super::moves::{CoinRow, Turning};
use super::rhai_rules::{Script, Tuples};
use super::{Referee, Rules};
use nimbook::games::coins;
use nimbook::judge::{Problem, run};

/// The row of `len` coins with heads at the bits of `mask` (bit i is coin i from the left).
fn row(mask: u32, len: usize) -> Vec<u64> {
    (0..len).map(|i| u64::from(mask >> i & 1)).collect()
}

/// The value of a single head at place `i` (0 the leftmost) by the referee's search.
fn single(referee: &mut Referee<CoinRow>, i: usize) -> u64 {
    let mut p = vec![0; i + 1];
    p[i] = 1;
    referee.grundy(&p)
}

#[test]
fn single_heads_have_the_closed_forms() {
    let mut turtles = Referee::new(CoinRow(Turning::Turtles));
    let mut mock = Referee::new(CoinRow(Turning::Mock));
    let mut ruler = Referee::new(CoinRow(Turning::Ruler));
    for i in 0..14usize {
        let n = i as u64;
        // Turning Turtles and the Ruler number coins from 1, Mock Turtles from 0.
        assert_eq!(single(&mut turtles, i), n + 1, "Turning Turtles, coin {}", n + 1);
        assert_eq!(single(&mut mock, i), coins::mock_turtles_value(n).unwrap(), "Mock Turtles, coin {n}");
        assert_eq!(single(&mut ruler, i), coins::ruler_value(n + 1).unwrap(), "Ruler, coin {}", n + 1);
    }
    // The referee's own small facts: the first odious numbers, counted by hand.
    let hand: Vec<u64> = (0..8).map(|i| single(&mut mock, i)).collect();
    assert_eq!(hand, [1, 2, 4, 7, 8, 11, 13, 14]);
}

#[test]
fn a_row_is_worth_the_xor_of_its_heads() {
    for (turning, value) in [
        (Turning::Turtles, (|i: u64| i + 1) as fn(u64) -> u64),
        (Turning::Mock, |i| coins::mock_turtles_value(i).unwrap()),
        (Turning::Ruler, |i| coins::ruler_value(i + 1).unwrap()),
    ] {
        let mut referee = Referee::new(CoinRow(turning));
        for mask in 0u32..1 << 9 {
            let p = row(mask, 9);
            let xor = (0..9u64).filter(|&i| mask >> i & 1 == 1).fold(0, |acc, i| acc ^ value(i));
            assert_eq!(referee.grundy(&p), xor, "{turning:?} {p:?}");
        }
    }
}

#[test]
fn the_sites_game_files_have_the_referees_moves() {
    let root = env!("CARGO_MANIFEST_DIR");
    for (file, turning) in
        [("turning-turtles", Turning::Turtles), ("mock-turtles", Turning::Mock), ("ruler", Turning::Ruler)]
    {
        let source = std::fs::read_to_string(format!("{root}/games/{file}.rhai")).unwrap();
        let script = Tuples(Script::new(&source));
        let own = CoinRow(turning);
        for mask in 0u32..1 << 7 {
            let p = row(mask, 7);
            let mut a = script.moves(&p);
            let mut b = own.moves(&p);
            a.sort();
            b.sort();
            assert_eq!(a, b, "games/{file}.rhai from {p:?}");
        }
    }
}

#[test]
fn hdu3537_matches_the_referee_with_repeated_coins() {
    let mut referee = Referee::new(CoinRow(Turning::Mock));
    let mut input = String::new();
    let mut expected = Vec::new();
    for mask in 0u32..1 << 10 {
        let mut heads: Vec<u64> = (0..10u64).filter(|&i| mask >> i & 1 == 1).collect();
        // The problem may name a coin twice: name the last head twice and the first three times.
        if let (Some(&first), Some(&last)) = (heads.first(), heads.last()) {
            heads.extend([last, first, first]);
        }
        let list = heads.iter().map(u64::to_string).collect::<Vec<_>>().join(" ");
        input += &format!("{}\n{list}\n", heads.len());
        expected.push(if referee.wins(&row(mask, 10), false) { "No" } else { "Yes" });
    }
    let got = run(Problem::from_name("hdu3537").unwrap(), &input).unwrap();
    assert_eq!(got.lines().collect::<Vec<_>>(), expected);
}
