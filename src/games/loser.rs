//! The moves of the losing side in a play-out: varied and plausible, but fixed.
//!
//! A play-out table teaches best when the side without a winning move plays like a naive
//! opponent, not like a machine that always takes one counter from the largest heap (seed 002's
//! game for 8, 12, 13 is nine varied moves, the old rule made it 27 monotone ones). So the
//! loser's move is chosen by a pseudo-random number seeded from the position alone: the same
//! position always gives the same move (pages are the same on every build), different positions
//! give different heaps and amounts. The loser also keeps the game going: it never leaves a
//! position the winner can finish in one move when another move exists. The winner's moves are
//! not chosen here; the play-outs still play a winning move whenever there is one.
//!
//! The rules in words, which pages and the terminal print above a play-out, are the messages
//! `game-playout-rule-…` ([`playout_rule`]).

use crate::i18n::Lang;

/// The kinds of play-out, each played by its own rule (see [`playout_rule`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayoutKind {
    /// Nim and its variants ([`nim_move`]).
    Nim,
    /// The Bash game ([`bash_take`]).
    Bash,
    /// Wythoff's game ([`wythoff_move`]).
    Wythoff,
    /// Any game of the catalogue (the solver's `losing_move`).
    Game,
}

impl PlayoutKind {
    /// Every kind, with the name templates use (`playout_rule.nim`).
    pub const ALL: [(PlayoutKind, &'static str); 4] = [
        (PlayoutKind::Nim, "nim"),
        (PlayoutKind::Bash, "bash"),
        (PlayoutKind::Wythoff, "wythoff"),
        (PlayoutKind::Game, "game"),
    ];
}

/// How a play-out of `kind` is played, in words in `lang` (a clause, no full stop): pages and
/// terminal text put it above the table.
pub fn playout_rule(kind: PlayoutKind, lang: Lang<'_>) -> String {
    lang.word(match kind {
        PlayoutKind::Nim => "game-playout-rule-nim",
        PlayoutKind::Bash => "game-playout-rule-bash",
        PlayoutKind::Wythoff => "game-playout-rule-wythoff",
        PlayoutKind::Game => "game-playout-rule-game",
    })
}

/// Every play-out rule in `lang`, by the names templates use (`{{ playout_rule.nim }}`).
pub fn playout_rules(lang: Lang<'_>) -> std::collections::BTreeMap<&'static str, String> {
    PlayoutKind::ALL.iter().map(|&(kind, name)| (name, playout_rule(kind, lang))).collect()
}

/// A 64-bit mix of the position and a salt (splitmix64's finaliser over each word).
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
/// Returns `None` only when every heap is empty.
pub fn nim_move(heaps: &[u64], max_take: Option<u64>) -> Option<(usize, u64)> {
    let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
    if live.is_empty() {
        return None;
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

/// A Bash move for the losing side: the amount taken from a heap of `n` (at most `m` a move),
/// keeping more than the winner can clear (`m`, or `m + 1` in misère play) when it can.
pub fn bash_take(n: u64, m: u64, misere: bool) -> Option<u64> {
    if n == 0 {
        return None;
    }
    let most = m.min(n);
    let finish = if misere { m.saturating_add(1) } else { m };
    // The largest amount that still leaves more than `finish`.
    let safe = n.saturating_sub(finish).saturating_sub(1).min(most);
    Some(amount(seed(&[n, m, u64::from(misere)], 3), if safe >= 1 { safe } else { most }))
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
    fn nim_moves_are_legal_and_keep_two_heaps() {
        for a in 0..8u64 {
            for b in 0..8u64 {
                for c in 0..8u64 {
                    let h = [a, b, c];
                    let Some((i, t)) = nim_move(&h, None) else {
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
        let (i, t) = nim_move(&[5, 9], Some(3)).unwrap();
        assert!(t <= 3 && t < [5, 9][i]);
    }

    #[test]
    fn bash_moves_keep_out_of_the_winners_reach() {
        for n in 1..40u64 {
            let t = bash_take(n, 3, false).unwrap();
            assert!((1..=3.min(n)).contains(&t));
            if n > 4 {
                assert!(n - t > 3, "{n} take {t}");
            }
        }
        assert!(bash_take(9, 2, false).into_iter().chain(bash_take(12, 2, false)).all(|t| t <= 2));
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

    // The play-outs themselves: the winner always wins, the loser is legal and varied.

    use super::super::{Player, bash, catalogue, nim, wythoff};

    #[test]
    fn nim_playout_of_8_12_13_is_short_varied_and_fixed() {
        let rules = nim::NimRules::default();
        let p = nim::playout(&[8, 12, 13], rules);
        assert!(!p.truncated);
        assert!(p.rows.len() < 15, "{} moves", p.rows.len());
        assert_eq!(p.winner, Player::First);
        let again = nim::playout(&[8, 12, 13], rules);
        let moves = |p: &nim::Playout| p.rows.iter().map(|r| (r.mv.heap, r.mv.take)).collect::<Vec<_>>();
        assert_eq!(moves(&p), moves(&again));
    }

    #[test]
    fn nim_playouts_winner_always_wins_loser_is_legal_and_varied() {
        for misere in [false, true] {
            for max_take in [None, Some(3)] {
                let rules = nim::NimRules { misere, max_take };
                let mut off_largest = 0;
                let mut amounts = std::collections::BTreeSet::new();
                for start in [[8u64, 12, 13], [3, 4, 5], [1, 2, 3], [7, 9, 14], [5, 5, 6], [10, 11, 12]] {
                    let p = nim::playout(&start, rules);
                    for r in &p.rows {
                        let wins = nim::first_player_wins(&r.before, rules);
                        assert_eq!(r.winning, wins, "{start:?} {r:?}");
                        assert!(nim::check_move(&r.before, rules, r.mv.heap, r.mv.take).is_ok(), "{r:?}");
                        if wins {
                            assert!(!nim::first_player_wins(&r.after, rules), "winner slipped: {r:?}");
                        } else {
                            let largest = *r.before.iter().max().unwrap();
                            if r.before[r.mv.heap - 1] != largest {
                                off_largest += 1;
                            }
                            amounts.insert(r.mv.take);
                        }
                    }
                }
                assert!(off_largest > 0, "the loser always played in the largest heap ({rules:?})");
                assert!(amounts.len() > 1, "the loser always took the same amount ({rules:?})");
            }
        }
    }

    #[test]
    fn bash_playout_winner_restores_loser_varies() {
        for (n, m, misere) in [(23, 2, false), (40, 3, false), (30, 4, true)] {
            let ex = bash::example(n, m, misere).unwrap();
            let mut takes = std::collections::BTreeSet::new();
            for p in &ex.playout {
                assert!(p.mv.take >= 1 && p.mv.take <= m.min(p.before));
                assert_eq!(p.mv.leaves, p.before - p.mv.take);
                if p.winning {
                    assert!(!bash::first_player_wins(p.mv.leaves, m, misere));
                } else {
                    takes.insert(p.mv.take);
                }
            }
            assert!(takes.len() > 1, "{n} {m}: the loser always took {takes:?}");
            let again = bash::example(n, m, misere).unwrap();
            assert!(ex.playout.iter().zip(&again.playout).all(|(a, b)| a.mv.take == b.mv.take));
        }
    }

    #[test]
    fn wythoff_playout_winner_always_wins_loser_varies() {
        let mut kinds = std::collections::BTreeSet::new();
        for (a, b) in [(9, 14), (20, 30), (17, 5), (40, 41)] {
            let ex = wythoff::example(a, b).unwrap();
            for p in &ex.playout {
                let [x, y] = p.mv.leaves;
                assert!(x <= p.before[0] && y <= p.before[1] && (x, y) != (p.before[0], p.before[1]));
                if p.winning {
                    assert!(wythoff::is_p_position(x, y));
                } else {
                    kinds.insert(format!("{:?}", p.mv.from));
                }
            }
        }
        assert!(kinds.len() > 1, "the loser always moved in {kinds:?}");
    }

    #[test]
    fn general_playouts_winner_always_wins_loser_varies() {
        let game = catalogue::Game::heaps(
            "subtraction",
            super::super::rules::HeapRule::Subtraction(super::super::rules::finite_set(vec![1, 3, 4]).unwrap()),
            false,
        );
        let ex = super::super::analysis::example(&game, &[20, 9]).unwrap();
        let mut heaps = std::collections::BTreeSet::new();
        for p in &ex.playout {
            let mut s = super::super::analysis::Solver::new(&game, 20).unwrap();
            assert_eq!(p.winning, s.wins(&p.before).unwrap());
            if p.winning {
                assert!(!s.wins(&p.mv.position).unwrap());
            } else {
                heaps.insert((p.mv.heap, p.mv.take));
            }
        }
        assert!(heaps.len() > 1, "{heaps:?}");
        let again = super::super::analysis::example(&game, &[20, 9]).unwrap();
        let pos = |e: &super::super::analysis::GameExample| {
            e.playout.iter().map(|p| p.mv.position.clone()).collect::<Vec<_>>()
        };
        assert_eq!(pos(&ex), pos(&again));
    }
}
