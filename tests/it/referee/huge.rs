//! Exact winning-move counts at huge heaps (10^12 and 10^18), which no search can reach: the
//! referee finds the period in its own table of one heap's values, then counts the options of
//! a huge heap with the value a winning move needs per residue class — one by one below the
//! pre-period, whole periods at a time above it, a split (a, rest − a) classed by a's residue.
//! The counting is first checked against counting one option at a time on heaps the table holds.

use super::moves::HeapGame;
use super::period::{Periodic, numbers_of_class};
use nimbook::games::analysis;
use nimbook::games::catalogue::Game;

/// An octal code as (digit k, bits) and its values with their period.
struct Octal {
    digits: Vec<u64>,
    values: Periodic,
}

impl Octal {
    fn new(code: &str) -> Self {
        let digits = code.replace('.', "").chars().map(|c| c.to_digit(8).unwrap() as u64).collect();
        // 1000 values: for 0.77 and 0.07 far beyond 2 (pre-period + period) + 3, so by the
        // periodicity theorem of octal games the period found holds for every heap.
        Octal { digits, values: Periodic::new(HeapGame::octal(code).heap_values(1000)) }
    }

    /// How many options of a heap of `n` have the value `v`.
    fn count(&self, n: u64, v: u64) -> u128 {
        let mut count = 0;
        for (k, &d) in self.digits.iter().enumerate() {
            let k = k as u64;
            if k > n {
                break;
            }
            let rest = n - k;
            if k > 0 && d & 1 != 0 && rest == 0 && v == 0 {
                count += 1;
            }
            if k > 0 && d & 2 != 0 && rest > 0 && self.values.value(rest) == v {
                count += 1;
            }
            if d & 4 != 0 {
                count += self.splits(rest, v);
            }
        }
        count
    }

    /// How many splits of `rest` into a + (rest − a), 1 ≤ a ≤ rest / 2, have g(a) ⊕ g(rest − a) = v.
    fn splits(&self, rest: u64, v: u64) -> u128 {
        let g = &self.values;
        let (pre, p) = (g.pre as u64, g.period as u64);
        let half = rest / 2;
        let mut count = 0u128;
        // Small a, one by one.
        for a in 1..=half.min(pre.saturating_sub(1)) {
            count += (g.value(a) ^ g.value(rest - a) == v) as u128;
        }
        if half < pre {
            return count;
        }
        // a in pre..=half: then rest − a ≥ a ≥ pre too, and both values depend only on a's residue.
        assert!(rest >= 2 * pre);
        for r in 0..p {
            let other = ((rest - 2 * pre) % p + p - r) % p;
            if g.table[(pre + r) as usize] ^ g.table[(pre + other) as usize] == v {
                count += numbers_of_class(0, half - pre, r, p);
            }
        }
        count
    }

    /// The winning moves of a sum of heaps: in each heap, the options worth the XOR of the others.
    fn winning_moves(&self, heaps: &[u64]) -> u128 {
        let total = heaps.iter().fold(0, |x, &h| x ^ self.values.value(h));
        if total == 0 {
            return 0;
        }
        heaps.iter().map(|&h| self.count(h, total ^ self.values.value(h))).sum()
    }
}

#[test]
fn residue_counting_agrees_with_one_option_at_a_time() {
    for code in ["0.77", "0.07", "0.137"] {
        let octal = Octal::new(code);
        let rules = HeapGame::octal(code);
        for n in (150..1000).step_by(23) {
            for v in 0..8 {
                let direct = rules
                    .options(n)
                    .iter()
                    .filter(|o| o.iter().fold(0, |x, &h| x ^ octal.values.value(h)) == v)
                    .count() as u128;
                assert_eq!(octal.count(n, v), direct, "{code} at {n}, value {v}");
            }
        }
    }
}

#[test]
fn kayles_and_dawsons_kayles_count_winning_moves_exactly_at_huge_heaps() {
    let mut nonzero = 0;
    for (name, code) in [("kayles", "0.77"), ("dawson-kayles", "0.07"), ("dawson-chess", "0.137")] {
        let octal = Octal::new(code);
        let game = super::examples::game(name);
        for n in [1_000_000_000_000u64, 1_000_000_000_000_000_000, 999_999_999_999_999_989] {
            for heaps in [vec![n], vec![n, 5], vec![n, n + 1], vec![n + 3, 7, 12]] {
                let ex = analysis::example(&game, &heaps).unwrap();
                let want = octal.winning_moves(&heaps);
                assert_eq!(ex.winning_move_count, Some(want), "{}", game.words(&heaps));
                assert_eq!(ex.first_player_wins, want > 0, "{}", game.words(&heaps));
                nonzero += (want > 0) as usize;
            }
        }
    }
    assert!(nonzero > 10, "most of these positions have winning moves ({nonzero})");
}

#[test]
fn subtraction_games_count_winning_moves_exactly_at_huge_heaps() {
    for set in [vec![1, 3, 4], vec![2, 5], vec![2, 3, 7], vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10], vec![4, 9, 11]] {
        let words = format!("subtraction --set {}", set.iter().map(u64::to_string).collect::<Vec<_>>().join(","));
        let game: Game = super::examples::game(&words);
        let g = Periodic::new(HeapGame::subtraction(&set).heap_values(1000));
        for n in [1_000_000_000_000_000_000u64, 1_000_000_000_000_000_001, u64::MAX - 2] {
            for heaps in [vec![n], vec![n, 6], vec![n, n - 1, n - 3]] {
                let total = heaps.iter().fold(0, |x, &h| x ^ g.value(h));
                let want: u128 = if total == 0 {
                    0
                } else {
                    let count =
                        |h: u64| set.iter().filter(|&&s| s <= h && g.value(h - s) == total ^ g.value(h)).count();
                    heaps.iter().map(|&h| count(h) as u128).sum()
                };
                let ex = analysis::example(&game, &heaps).unwrap();
                assert_eq!(ex.winning_move_count, Some(want), "{}", game.words(&heaps));
                assert_eq!(ex.grundy, Some(total), "{}", game.words(&heaps));
            }
        }
    }
}

#[test]
fn nim_and_nim_with_at_most_k_count_winning_moves_exactly_at_huge_heaps() {
    // Nim: the referee's own table says a heap of n is worth n (checked here on a stretch), so a
    // winning move turns one heap h into h xor X, where X is the XOR of all heaps: one move for
    // each heap with h xor X < h.
    let table = HeapGame::nim(None).heap_values(200);
    assert!(table.iter().enumerate().all(|(n, &g)| g == n as u64), "g(n) = n for Nim");
    let game = super::examples::game("nim");
    let big = [1_000_000_000_000_000_000u64, u64::MAX, u64::MAX - 7, 1 << 63, (1 << 40) + 12345];
    let mut won = 0;
    for heaps in [vec![big[0], big[1]], vec![big[1], big[2], big[3]], big.to_vec(), vec![big[3], big[3]]] {
        let x = heaps.iter().fold(0, |x, &h| x ^ h);
        let want = heaps.iter().filter(|&&h| h ^ x < h).count() as u128;
        let ex = analysis::example(&game, &heaps).unwrap();
        assert_eq!(ex.winning_move_count, Some(want), "{}", game.words(&heaps));
        assert_eq!(ex.first_player_wins, x != 0, "{}", game.words(&heaps));
        won += (want > 0) as usize;
    }
    assert!(won >= 3);
    // Nim with at most k: the values repeat in the referee's table; count the takes 1..=k of
    // each heap that leave the value a winning move needs.
    for k in [1u64, 2, 3, 7, 100] {
        let g = Periodic::new(HeapGame::nim(Some(k)).heap_values(1000));
        let game = super::examples::game(&format!("nim --max-take {k}"));
        for heaps in [vec![big[0]], vec![big[0], big[1]], vec![big[1], big[2], big[4]], vec![big[0] + 1, 6]] {
            let x = heaps.iter().fold(0, |x, &h| x ^ g.value(h));
            let want: u128 = if x == 0 {
                0
            } else {
                heaps
                    .iter()
                    .map(|&h| (1..=k.min(h)).filter(|&t| g.value(h - t) == x ^ g.value(h)).count() as u128)
                    .sum()
            };
            let ex = analysis::example(&game, &heaps).unwrap();
            assert_eq!(ex.winning_move_count, Some(want), "{}", game.words(&heaps));
            assert_eq!(ex.grundy, Some(x), "{}", game.words(&heaps));
        }
    }
}
