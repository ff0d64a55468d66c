//! The moves of the losing side in a play-out: varied and plausible, but fixed.
//!
//! A play-out table teaches best when the side without a winning move plays like a naive
//! opponent, not like a machine that always takes one counter from the largest heap (Li Xuewu's
//! computer-vs-human program's game for 8, 12, 13 is nine varied moves, the old rule made it 27 monotone ones). So the
//! loser's move is chosen by a pseudo-random number seeded from the position alone: the same
//! position always gives the same move (pages are the same on every build), different positions
//! give different heaps and amounts. The loser also keeps the game going: it never leaves a
//! position the winner can finish in one move when another move exists. The winner's moves are
//! not chosen here; the play-outs still play a winning move whenever there is one.
//!
//! The rule each play-out follows is a fact of the example (`Playout::rule`: `nim`, `bash`,
//! `wythoff` or `game`); the views word it from the messages `game-playout-rule-RULE`.

/// A 64-bit mix of the position and a salt (splitmix64's finaliser over each word).
///
/// What the play-outs need of it is that it is fixed by the position and salt and spreads
/// them well; which well-spread value it gives is free. So an OR or AND in place of the XOR that
/// brings in the salt, or an OR in place of the one that brings in the length, would do as
/// well: each still gives a fixed, collision-free seed. The XOR of each word is the one that
/// matters, and the collision test catches an OR or AND there.
pub fn seed(words: &[u64], salt: u64) -> u64 {
    let mut h = 0x9E37_79B9_7F4A_7C15u64 ^ salt.wrapping_mul(0xD1B5_4A32_D192_ED03);
    for &w in words {
        h = mix(h ^ w);
    }
    mix(h ^ words.len() as u64)
}

fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A number in `1..=most` (`most` at least 1), from a seed.
pub fn amount(seed: u64, most: u64) -> u64 {
    1 + seed % most
}

/// An index below `len` (`len` at least 1), from a seed.
pub fn index(seed: u64, len: usize) -> usize {
    (seed % len as u64) as usize
}

/// A Nim move for the losing side: heap `i` (from 0) and the amount, under a cap on one move.
/// With one heap left and a cap `m` (the Bash game), it keeps more than the winner can clear
/// (`m`, or `m + 1` in misère play) when it can. Returns `None` only when every heap is empty.
pub fn nim_move(heaps: &[u64], max_take: Option<u64>, misere: bool) -> Option<(usize, u64)> {
    let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
    if live.is_empty() {
        return None;
    }
    if let (&[i], Some(m)) = (&live[..], max_take) {
        let n = heaps[i];
        let most = m.min(n);
        let finish = if misere { m.saturating_add(1) } else { m };
        // The largest amount that still leaves more than `finish`.
        let safe = n.saturating_sub(finish).saturating_sub(1).min(most);
        return Some((i, amount(seed(&[n, m, u64::from(misere)], 3), if safe >= 1 { safe } else { most })));
    }
    let cap = |x: u64| max_take.map_or(x, |k| k.min(x));
    // With two heaps left, emptying one leaves the winner a single heap to clear: keep both
    // when a heap of two or more allows it (with three or more, no move leaves one heap).
    let keep_two = live.len() == 2 && live.iter().any(|&i| heaps[i] >= 2);
    let choices: Vec<usize> = if keep_two { live.into_iter().filter(|&i| heaps[i] >= 2).collect() } else { live };
    let i = choices[index(seed(heaps, 1), choices.len())];
    let most = if keep_two { cap(heaps[i]).min(heaps[i] - 1) } else { cap(heaps[i]) };
    Some((i, amount(seed(heaps, 2), most)))
}

/// A Wythoff move for the losing side: `0` the first pile, `1` the second, `2` both, and the
/// amount; it avoids leaving an empty pile or two equal piles (the winner clears those at once).
pub fn wythoff_move(a: u64, b: u64) -> Option<(u8, u64)> {
    let kinds: Vec<(u8, u64)> = [(0u8, a), (1, b), (2, a.min(b))].into_iter().filter(|&(_, most)| most > 0).collect();
    if kinds.is_empty() {
        return None;
    }
    let after = |kind: u8, t: u64| match kind {
        0 => (a - t, b),
        1 => (a, b - t),
        _ => (a - t, b - t),
    };
    let finishable = |(x, y): (u64, u64)| x == 0 || y == 0 || x == y;
    let first = {
        let (kind, most) = kinds[index(seed(&[a, b], 4), kinds.len())];
        (kind, amount(seed(&[a, b], 5), most))
    };
    // The salts of the attempts are arbitrary; any eight that differ do.
    for attempt in 0..8u64 {
        let (kind, most) = kinds[index(seed(&[a, b], 6 + 2 * attempt), kinds.len())];
        let t = amount(seed(&[a, b], 7 + 2 * attempt), most);
        if !finishable(after(kind, t)) {
            return Some((kind, t));
        }
    }
    // Each kind of move has at most two amounts that finish (emptying, equalising), so one of
    // 1, 2, 3 keeps the game going whenever any amount does.
    for &(kind, most) in &kinds {
        for t in 1..=most.min(3) {
            if !finishable(after(kind, t)) {
                return Some((kind, t));
            }
        }
    }
    Some(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_depends_on_the_position_and_nothing_else() {
        assert_eq!(seed(&[8, 12, 13], 1), seed(&[8, 12, 13], 1));
        assert_ne!(seed(&[8, 12, 13], 1), seed(&[8, 13, 12], 1));
        assert_ne!(seed(&[8, 12, 13], 1), seed(&[8, 12, 13], 2));
    }

    #[test]
    fn the_mix_is_splitmix64() {
        // SplitMix64's published outputs: from state 0, and the first three from state 1234567
        // (each output is the finaliser of the state after one step of the golden gamma).
        assert_eq!(mix(0), 0xE220_A839_7B1D_CDAF);
        let mut state = 1_234_567u64;
        for want in [6_457_827_717_110_365_317u64, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423] {
            assert_eq!(mix(state), want);
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        }
    }

    #[test]
    fn no_two_small_positions_or_salts_share_a_seed() {
        // Every position of one to three heaps of at most 15, under salts 0 to 8: a mix that
        // loses bits (an OR or AND in place of an XOR) would make two of them collide.
        let mut seen = std::collections::HashSet::new();
        let mut positions: Vec<Vec<u64>> = vec![vec![]];
        for len in 1..=3 {
            let mut p = vec![0u64; len];
            loop {
                positions.push(p.clone());
                let Some(i) = (0..len).find(|&i| p[i] < 15) else { break };
                p[i] += 1;
                p[..i].iter_mut().for_each(|x| *x = 0);
            }
        }
        for p in &positions {
            for salt in 0..9 {
                assert!(seen.insert(seed(p, salt)), "{p:?} salt {salt} repeats a seed");
            }
        }
        assert_eq!(seen.len(), (1 + 16 + 256 + 4096) * 9);
    }

    #[test]
    fn nim_moves_are_legal_and_keep_two_heaps() {
        for a in 0..8u64 {
            for b in 0..8u64 {
                for c in 0..8u64 {
                    let h = [a, b, c];
                    let Some((i, t)) = nim_move(&h, None, false) else {
                        assert_eq!(h, [0, 0, 0]);
                        continue;
                    };
                    assert!(t >= 1 && t <= h[i], "{h:?}: heap {i} take {t}");
                    let mut after = h;
                    after[i] -= t;
                    let live = after.iter().filter(|&&x| x > 0).count();
                    let could = h.iter().filter(|&&x| x > 0).count() >= 2 && h.iter().any(|&x| x >= 2);
                    if could {
                        assert!(live >= 2, "{h:?} -> {after:?}");
                    }
                }
            }
        }
        let (i, t) = nim_move(&[5, 9], Some(3), false).unwrap();
        assert!(t <= 3 && t < [5, 9][i]);
    }

    #[test]
    fn one_bounded_heap_keeps_out_of_the_winners_reach() {
        for misere in [false, true] {
            let finish = if misere { 4 } else { 3 };
            for n in 1..40u64 {
                let (i, t) = nim_move(&[n], Some(3), misere).unwrap();
                assert_eq!(i, 0);
                assert!((1..=3.min(n)).contains(&t));
                if n > finish + 1 {
                    assert!(n - t > finish, "{n} take {t}");
                }
            }
        }
        assert!([9u64, 12].iter().all(|&n| nim_move(&[0, n], Some(2), false).unwrap().1 <= 2));
    }

    #[test]
    fn wythoff_moves_avoid_finishing_positions() {
        for a in 0..15u64 {
            for b in 0..15u64 {
                let Some((kind, t)) = wythoff_move(a, b) else { continue };
                let (x, y) = match kind {
                    0 => (a - t, b),
                    1 => (a, b - t),
                    _ => (a - t, b - t),
                };
                assert!(t >= 1);
                let safe = |(x, y): (u64, u64)| x != 0 && y != 0 && x != y;
                let any_safe = (1..=a).any(|t| safe((a - t, b)))
                    || (1..=b).any(|t| safe((a, b - t)))
                    || (1..=a.min(b)).any(|t| safe((a - t, b - t)));
                if any_safe {
                    assert!(x != 0 && y != 0 && x != y, "({a}, {b}) -> ({x}, {y})");
                }
            }
        }
    }

    // The play-outs themselves, all made by the one solver: the winner always wins, the loser
    // is legal and varied, and the same position always gives the same play-out.

    use super::super::analysis::{GameExample, Solver, example};
    use super::super::catalogue::Game;
    use super::super::rules::{HeapRule, finite_set};
    use super::super::{Player, nim, wythoff};

    fn nim_game(misere: bool, max_take: Option<u64>) -> Game {
        Game::heaps("nim", HeapRule::take(max_take), misere)
    }

    fn moves(ex: &GameExample) -> Vec<Vec<u64>> {
        ex.playout.rows.iter().map(|r| r.after.clone()).collect()
    }

    #[test]
    fn nim_playout_of_8_12_13_is_short_varied_and_fixed() {
        let game = nim_game(false, None);
        let ex = example(&game, &[8, 12, 13]).unwrap();
        assert!(!ex.playout.truncated);
        assert!(ex.playout.rows.len() < 15, "{} moves", ex.playout.rows.len());
        assert_eq!(ex.playout.winner, Player::First);
        assert_eq!(ex.playout.rows[0].after, vec![1, 12, 13]);
        assert_eq!(moves(&ex), moves(&example(&game, &[8, 12, 13]).unwrap()));
    }

    #[test]
    fn nim_playouts_winner_always_wins_loser_is_legal_and_varied() {
        for misere in [false, true] {
            for max_take in [None, Some(3)] {
                let rules = nim::NimRules { misere, max_take };
                let game = nim_game(misere, max_take);
                let mut off_largest = 0;
                let mut amounts = std::collections::BTreeSet::new();
                for start in [[8u64, 12, 13], [3, 4, 5], [1, 2, 3], [7, 9, 14], [5, 5, 6], [10, 11, 12]] {
                    let ex = example(&game, &start).unwrap();
                    for r in &ex.playout.rows {
                        let wins = nim::first_player_wins(&r.before, rules);
                        assert_eq!(r.winning, wins, "{start:?} {r:?}");
                        let (heap, take) = (r.mv.heap.unwrap(), r.mv.take.unwrap());
                        assert!(take >= 1 && take <= r.before[heap - 1] && max_take.is_none_or(|k| take <= k));
                        assert_eq!(r.after[heap - 1], r.before[heap - 1] - take);
                        if wins {
                            assert!(!nim::first_player_wins(&r.after, rules), "winner slipped: {r:?}");
                        } else {
                            if r.before[heap - 1] != *r.before.iter().max().unwrap() {
                                off_largest += 1;
                            }
                            amounts.insert(take);
                        }
                    }
                }
                assert!(off_largest > 0, "the loser always played in the largest heap ({rules:?})");
                assert!(amounts.len() > 1, "the loser always took the same amount ({rules:?})");
            }
        }
    }

    #[test]
    fn one_heap_playout_winner_restores_loser_varies() {
        for (n, m, misere) in [(23, 2, false), (40, 3, false), (30, 4, true)] {
            let game = nim_game(misere, Some(m));
            let rules = nim::NimRules { misere, max_take: Some(m) };
            let ex = example(&game, &[n]).unwrap();
            let mut takes = std::collections::BTreeSet::new();
            for r in &ex.playout.rows {
                let take = r.mv.take.unwrap();
                assert!(take >= 1 && take <= m.min(r.before[0]));
                if r.winning {
                    assert!(!nim::first_player_wins(&r.after, rules));
                } else {
                    takes.insert(take);
                }
            }
            assert!(takes.len() > 1, "{n} {m}: the loser always took {takes:?}");
            assert_eq!(moves(&ex), moves(&example(&game, &[n]).unwrap()));
        }
    }

    #[test]
    fn wythoff_playout_winner_always_wins_loser_varies() {
        let game = Game::wythoff(false);
        let mut kinds = std::collections::BTreeSet::new();
        for (a, b) in [(9, 14), (20, 30), (17, 5), (40, 41)] {
            let ex = example(&game, &[a, b]).unwrap();
            for r in &ex.playout.rows {
                let (x, y) = (r.after[0], r.after[1]);
                assert!(x <= r.before[0] && y <= r.before[1] && (x, y) != (r.before[0], r.before[1]));
                if r.winning {
                    assert!(wythoff::is_p_position(x, y));
                } else {
                    kinds.insert(format!("{:?}", r.mv.pile));
                }
            }
        }
        assert!(kinds.len() > 1, "the loser always moved in {kinds:?}");
    }

    #[test]
    fn general_playouts_winner_always_wins_loser_varies() {
        let game = Game::heaps("subtraction", HeapRule::subtraction(finite_set(vec![1, 3, 4]).unwrap()), false);
        let ex = example(&game, &[20, 9]).unwrap();
        let mut heaps = std::collections::BTreeSet::new();
        for r in &ex.playout.rows {
            let mut s = Solver::new(&game, 20).unwrap();
            assert_eq!(r.winning, s.wins(&r.before).unwrap());
            if r.winning {
                assert!(!s.wins(&r.after).unwrap());
            } else {
                heaps.insert((r.mv.heap, r.mv.take));
            }
        }
        assert!(heaps.len() > 1, "{heaps:?}");
        assert_eq!(moves(&ex), moves(&example(&game, &[20, 9]).unwrap()));
    }
}
