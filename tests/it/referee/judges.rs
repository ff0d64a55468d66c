//! The judges (`nimbook::judge`) on generated inputs, every answer compared with the referee:
//! small positions by the referee's search over whole positions, and large heaps (up to the
//! problems' limits, where an answer depends on the whole table) by the referee's own table of
//! one heap's Grundy values, XORed by hand.

use super::moves::{FibonacciNim, HeapGame, Wythoff};
use super::{Referee, small_positions};
use nimbook::judge::{Problem, run};

/// The answer lines of `problem` for `input` (the other referees' judge checks read them too).
pub(super) fn lines(problem: Problem, input: &str) -> Vec<String> {
    run(problem, input).unwrap().lines().map(str::to_string).collect()
}

fn joined(p: &[u64]) -> String {
    p.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
}

/// An input of T cases, each its number of heaps on a line and then the heaps (Luogu P2197,
/// HDU 1907, 3032 and 5795).
fn cases_of_heaps(cases: &[Vec<u64>]) -> String {
    let mut input = format!("{}\n", cases.len());
    for c in cases {
        input += &format!("{}\n{}\n", c.len(), joined(c));
    }
    input
}

#[test]
fn nim_judges_match_the_referee() {
    let positions: Vec<Vec<u64>> = small_positions(4, 5).into_iter().filter(|p| !p.is_empty()).collect();
    let mut nim = Referee::new(HeapGame::nim(None));
    // Luogu P2197: does the first player win?
    let input = cases_of_heaps(&positions);
    let got = lines(Problem::from_name("p2197").unwrap(), &input);
    assert_eq!(got.len(), positions.len());
    for (p, line) in positions.iter().zip(&got) {
        assert_eq!(line, if nim.wins(p, false) { "Yes" } else { "No" }, "p2197 {p:?}");
    }
    // HDU 1850: how many winning first moves?
    let input: String = positions.iter().map(|p| format!("{}\n{}\n", p.len(), joined(p))).collect::<String>() + "0\n";
    let got = lines(Problem::from_name("hdu1850").unwrap(), &input);
    assert_eq!(got.len(), positions.len());
    let rules = HeapGame::nim(None);
    for (p, line) in positions.iter().zip(&got) {
        let count = rules.heap_moves(p).iter().filter(|m| !nim.wins(&m.2, false)).count();
        assert_eq!(line, &count.to_string(), "hdu1850 {p:?}");
    }
}

#[test]
fn wythoff_and_bash_judges_match_the_referee() {
    let mut wythoff = Referee::new(Wythoff);
    let pairs: Vec<(u64, u64)> = (0..=25).flat_map(|a| (0..=25).map(move |b| (a, b))).collect();
    let input: String = pairs.iter().map(|(a, b)| format!("{a} {b}\n")).collect();
    let got = lines(Problem::from_name("hdu1527").unwrap(), &input);
    assert_eq!(got.len(), pairs.len());
    for (&(a, b), line) in pairs.iter().zip(&got) {
        assert_eq!(line, if wythoff.wins(&[a, b], false) { "1" } else { "0" }, "hdu1527 {a} {b}");
    }
    let cases: Vec<(u64, u64)> = (0..=60).flat_map(|n| (1..=8).map(move |m| (n, m))).collect();
    let mut input = format!("{}\n", cases.len());
    for (n, m) in &cases {
        input += &format!("{n} {m}\n");
    }
    let got = lines(Problem::from_name("hdu1846").unwrap(), &input);
    assert_eq!(got.len(), cases.len());
    for (&(n, m), line) in cases.iter().zip(&got) {
        let wins = Referee::new(HeapGame::nim(Some(m))).wins(&[n], false);
        assert_eq!(line, if wins { "first" } else { "second" }, "hdu1846 {n} {m}");
    }
}

#[test]
fn subtraction_judges_match_the_referee() {
    // HDU 1847: one heap, take a power of two.
    let powers: Vec<u64> = (0..8).map(|i| 1 << i).collect();
    let mut referee = Referee::new(HeapGame::subtraction(&powers));
    let input: String = (1..=200).map(|n| format!("{n}\n")).collect();
    for (n, line) in (1..=200u64).zip(lines(Problem::from_name("hdu1847").unwrap(), &input)) {
        assert_eq!(line, if referee.wins(&[n], false) { "Kiki" } else { "Cici" }, "hdu1847 {n}");
    }
    // HDU 1848: three heaps, take a Fibonacci number.
    let fib = [1, 2, 3, 5, 8, 13, 21];
    let mut referee = Referee::new(HeapGame::subtraction(&fib));
    let triples: Vec<Vec<u64>> = small_positions(3, 12).into_iter().filter(|p| p.len() == 3 && p[0] > 0).collect();
    let input: String = triples.iter().map(|p| format!("{}\n", joined(p))).collect::<String>() + "0 0 0\n";
    let got = lines(Problem::from_name("hdu1848").unwrap(), &input);
    assert_eq!(got.len(), triples.len());
    for (p, line) in triples.iter().zip(&got) {
        assert_eq!(line, if referee.wins(p, false) { "Fibo" } else { "Nacci" }, "hdu1848 {p:?}");
    }
    // HDU 1536: a set per case, then positions; small heaps by search.
    let mut input = String::new();
    let mut want = String::new();
    for set in [vec![2, 5], vec![1, 3, 4], vec![2, 3, 7], vec![3, 4, 9]] {
        let mut referee = Referee::new(HeapGame::subtraction(&set));
        let positions: Vec<Vec<u64>> = small_positions(3, 9).into_iter().filter(|p| !p.is_empty()).collect();
        input += &format!("{} {}\n{}\n", set.len(), joined(&set), positions.len());
        for p in &positions {
            input += &format!("{} {}\n", p.len(), joined(p));
            want.push(if referee.wins(p, false) { 'W' } else { 'L' });
        }
        want.push('\n');
    }
    input += "0\n";
    assert_eq!(run(Problem::from_name("hdu1536").unwrap(), &input).unwrap(), want);
}

#[test]
fn hdu1536_at_the_limits_matches_the_referees_table() {
    // 100 amounts up to 10000 and heaps up to 10000: each answer depends on the table's far end.
    let set: Vec<u64> = (1..=100).map(|i| i * 97 + i % 7).collect();
    let g = HeapGame::subtraction(&set).heap_values(10_000);
    // Half the positions get a third heap that the referee's table says makes them lost.
    let heaps: Vec<Vec<u64>> = (0..200u64)
        .map(|i| {
            let (a, b) = (10_000 - i, 9_000 + (i * 37) % 1000);
            let want = g[a as usize] ^ g[b as usize];
            let lost = (0..=10_000).rev().find(|&c| g[c as usize] == want);
            match lost {
                Some(c) if i % 2 == 0 => vec![a, b, c],
                _ => vec![a, b, i * 50],
            }
        })
        .collect();
    let mut input = format!("{} {}\n{}\n", set.len(), joined(&set), heaps.len());
    let mut want = String::new();
    for p in &heaps {
        input += &format!("3 {}\n", joined(p));
        want.push(if p.iter().fold(0, |x, &h| x ^ g[h as usize]) != 0 { 'W' } else { 'L' });
    }
    input += "0\n";
    assert!(want.contains('W') && want.contains('L'), "the inputs have both answers: {want}");
    assert_eq!(run(Problem::from_name("hdu1536").unwrap(), &input).unwrap(), want + "\n");
}

#[test]
fn lasker_judge_matches_the_referee() {
    let mut lasker = Referee::new(HeapGame::lasker());
    let positions: Vec<Vec<u64>> = small_positions(3, 7).into_iter().filter(|p| !p.is_empty()).collect();
    let input = cases_of_heaps(&positions);
    let got = lines(Problem::from_name("hdu3032").unwrap(), &input);
    assert_eq!(got.len(), positions.len());
    for (p, line) in positions.iter().zip(&got) {
        assert_eq!(line, if lasker.wins(p, false) { "Alice" } else { "Bob" }, "hdu3032 {p:?}");
    }
    // Larger heaps, by the referee's own table of one heap.
    let g = HeapGame::lasker().heap_values(300);
    let cases: Vec<Vec<u64>> = (1..=300).map(|a| vec![a, 301 - a, (a * 7) % 300 + 1]).collect();
    let input = cases_of_heaps(&cases);
    for (c, line) in cases.iter().zip(lines(Problem::from_name("hdu3032").unwrap(), &input)) {
        let x = c.iter().fold(0, |x, &h| x ^ g[h as usize]);
        assert_eq!(line, if x != 0 { "Alice" } else { "Bob" }, "hdu3032 {c:?}");
    }
}

#[test]
fn split_three_judge_matches_the_referee() {
    let mut game = Referee::new(HeapGame::split_three());
    let positions: Vec<Vec<u64>> = small_positions(3, 9).into_iter().filter(|p| !p.is_empty()).collect();
    let input = cases_of_heaps(&positions);
    let got = lines(Problem::from_name("hdu5795").unwrap(), &input);
    assert_eq!(got.len(), positions.len());
    let answer = |wins: bool| if wins { "First player wins." } else { "Second player wins." };
    for (p, line) in positions.iter().zip(&got) {
        assert_eq!(line, answer(game.wins(p, false)), "hdu5795 {p:?}");
    }
    // Larger heaps, by the referee's own table of one heap: two heaps, and three heaps whose
    // third is, where the table has one, the heap of value g(a) xor g(b) (a lost position).
    let g = HeapGame::split_three().heap_values(120);
    let cases: Vec<Vec<u64>> = (1..=120u64)
        .flat_map(|a| {
            let b = (a * 5) % 120 + 1;
            let third = (1..=120u64).find(|&c| g[c as usize] == g[a as usize] ^ g[b as usize]).unwrap_or(7);
            [vec![a, 121 - a], vec![a, b, third]]
        })
        .collect();
    let input = cases_of_heaps(&cases);
    let got = lines(Problem::from_name("hdu5795").unwrap(), &input);
    let lost = cases.iter().filter(|c| c.iter().fold(0, |x, &h| x ^ g[h as usize]) == 0).count();
    assert!(lost > 0, "some of the larger cases are lost");
    for (c, line) in cases.iter().zip(got) {
        let x = c.iter().fold(0, |x, &h| x ^ g[h as usize]);
        assert_eq!(line, answer(x != 0), "hdu5795 {c:?}");
    }
}

#[test]
fn fibonacci_nim_judge_and_closed_form_match_the_referee() {
    use nimbook::games::fibonacci;
    let mut referee = Referee::new(FibonacciNim);
    // The referee's own small facts first: the lost starts up to 21 are the Fibonacci numbers.
    let lost: Vec<u64> = (2..=21).filter(|&n| !referee.wins(&[n, n - 1], false)).collect();
    assert_eq!(lost, [2, 3, 5, 8, 13, 21]);
    // HDU 2516 for every start up to 400, by the referee's search of the whole game.
    let starts: Vec<u64> = (2..=400).collect();
    let input = starts.iter().map(|n| format!("{n}\n")).collect::<String>() + "0\n";
    let got = lines(Problem::from_name("hdu2516").unwrap(), &input);
    assert_eq!(got.len(), starts.len());
    for (&n, line) in starts.iter().zip(&got) {
        let wins = referee.wins(&[n, n - 1], false);
        assert_eq!(line, if wins { "First win" } else { "Second win" }, "hdu2516 {n}");
    }
    // Every position (n, limit) up to 150 counters: the closed form's winning take exists exactly
    // when the referee says the mover wins, and it leads to a position the referee says is lost.
    for n in 0..=150u64 {
        for limit in 0..=n {
            let wins = referee.wins(&[n, limit], false);
            let take = fibonacci::winning_take(n, limit);
            assert_eq!(take.is_some(), wins, "({n}, {limit})");
            if let Some(k) = take {
                assert!((1..=limit.min(n)).contains(&k), "({n}, {limit}): take {k} is not a move");
                assert!(!referee.wins(&[n - k, 2 * k], false), "({n}, {limit}): take {k} does not win");
            }
        }
    }
}

#[test]
fn zeckendorf_matches_the_referees_own_representation() {
    use nimbook::games::fibonacci;
    // The referee's Fibonacci numbers and its representation: among all ways of writing n as a
    // sum of distinct Fibonacci numbers (by a search over subsets), the one with no two
    // consecutive terms, which Zeckendorf's theorem says is unique.
    let mut fib = vec![1u64, 2];
    while fib[fib.len() - 1] < 400 {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    for n in 1..=300u64 {
        let usable: Vec<usize> = (0..fib.len()).filter(|&i| fib[i] <= n).collect();
        let mut found = Vec::new();
        for mask in 0u32..(1 << usable.len()) {
            let chosen: Vec<usize> = usable.iter().copied().filter(|&i| mask >> i & 1 == 1).collect();
            let apart = chosen.windows(2).all(|w| w[1] > w[0] + 1);
            if apart && chosen.iter().map(|&i| fib[i]).sum::<u64>() == n {
                found.push(chosen.iter().rev().map(|&i| fib[i]).collect::<Vec<u64>>());
            }
        }
        assert_eq!(found.len(), 1, "{n}: {found:?}");
        assert_eq!(fibonacci::zeckendorf(n), found[0], "{n}");
        assert_eq!(fibonacci::is_fibonacci(n), fib.contains(&n), "{n}");
    }
}

/// Whether the player to move wins the circle of POJ 2484 with `coins` (bit i: coin i is still
/// there) out of `n` places: a move takes one coin, or two coins in neighbouring places (places
/// i and i + 1 mod n, both still there). Searched over every set of coins, by the referee alone.
fn circle_wins(n: u32, coins: u32, memo: &mut std::collections::HashMap<u32, bool>) -> bool {
    if let Some(&w) = memo.get(&coins) {
        return w;
    }
    let mut wins = false;
    for i in 0..n {
        if coins & (1 << i) == 0 {
            continue;
        }
        let j = (i + 1) % n;
        let mut leaves = vec![coins & !(1 << i)];
        if j != i && coins & (1 << j) != 0 {
            leaves.push(coins & !(1 << i) & !(1 << j));
        }
        if leaves.into_iter().any(|q| !circle_wins(n, q, memo)) {
            wins = true;
            break;
        }
    }
    memo.insert(coins, wins);
    wins
}

#[test]
fn coins_in_a_circle_judge_matches_the_referee() {
    // POJ 2484 for every circle up to 16 coins, by the referee's search over the coins themselves.
    let circles: Vec<u32> = (1..=16).collect();
    let input = circles.iter().map(|n| format!("{n}\n")).collect::<String>() + "0\n";
    let got = lines(Problem::from_name("poj2484").unwrap(), &input);
    assert_eq!(got.len(), circles.len());
    for (&n, line) in circles.iter().zip(&got) {
        let wins = circle_wins(n, (1u32 << n) - 1, &mut Default::default());
        assert_eq!(line, if wins { "Alice" } else { "Bob" }, "poj2484 {n}");
    }
}

#[test]
fn anti_nim_judge_and_the_sj_rule_match_the_referee() {
    use nimbook::games::antisg;
    // HDU 1907: every position of one to four heaps of at most 5 M&Ms (at least one M&M each),
    // by the referee's misère search of whole positions.
    let positions: Vec<Vec<u64>> =
        small_positions(4, 5).into_iter().filter(|p| !p.is_empty() && p.iter().all(|&h| h >= 1)).collect();
    let mut nim = Referee::new(HeapGame::nim(None));
    let input = cases_of_heaps(&positions);
    let got = lines(Problem::from_name("hdu1907").unwrap(), &input);
    assert_eq!(got.len(), positions.len());
    for (p, line) in positions.iter().zip(&got) {
        assert_eq!(line, if nim.wins(p, true) { "John" } else { "Brother" }, "hdu1907 {p:?}");
    }
    // The SJ rule on the referee's own Grundy values, for sums of two and three heaps of
    // subtraction games, where a heap of value 0 is empty or, when it is not, can move to a heap
    // of value 1: the rule agrees with the referee's misère search of the whole sum.
    for set in [&[1, 2][..], &[1, 3, 4], &[2, 5], &[2, 3]] {
        let mut game = Referee::new(HeapGame::subtraction(set));
        let g = HeapGame::subtraction(set).heap_values(12);
        for p in small_positions(3, 12) {
            let values: Vec<u64> = p.iter().map(|&h| g[h as usize]).collect();
            assert_eq!(antisg::sj_first_player_wins(&values), game.wins(&p, true), "{set:?} {p:?}");
        }
    }
}
