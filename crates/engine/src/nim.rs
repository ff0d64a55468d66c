//! Nim and its relatives: normal play (Bouton), misère play, and at most K per move.
//!
//! Every variant is solved through one idea: each heap has a value `g` (the heap itself, or its
//! residue mod K+1 when moves are bounded), and a position is lost for the player to move
//! exactly when the XOR of the values is 0 (misère: unless every value is at most 1, when it is
//! lost exactly when an odd number of them are 1). From that, each heap has at most one winning
//! move, computed directly rather than by trying every move.

use super::antisg::SjSum;
use super::fact::{Arg, Fact};
use super::limits::{MAX_HEAPS, THEOREM2_LIMIT};
use super::xor::{bit_width, highest_bit, nim_sum, to_binary};
use super::{GameError, err, too_large};
use serde::Serialize;

/// The rules of one Nim variant.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct NimRules {
    /// Misère play: whoever takes the last counter loses.
    pub misere: bool,
    /// At most this many counters per move (`None`: any number).
    pub max_take: Option<u64>,
}

/// A move: take `take` counters from heap `heap` (numbered from 1), leaving `leaves` there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// Heap number, from 1.
    pub heap: usize,
    /// How many counters are taken.
    pub take: u64,
    /// How many counters remain in that heap.
    pub leaves: u64,
}

/// Serialised like every heap game's move: `heap`, `take`, `leaves`, and `to`, the heaps that
/// replace the heap (`[leaves]`, or none when it is emptied).
impl Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Move", 4)?;
        st.serialize_field("heap", &self.heap)?;
        st.serialize_field("take", &self.take)?;
        st.serialize_field("leaves", &self.leaves)?;
        let to: &[u64] = if self.leaves == 0 { &[] } else { std::slice::from_ref(&self.leaves) };
        st.serialize_field("to", to)?;
        st.end()
    }
}

/// Checks the rules and heaps of a request.
pub fn validate(heaps: &[u64], rules: NimRules) -> Result<(), GameError> {
    if heaps.is_empty() {
        return err("refusal-nim-no-heap", []);
    }
    if heaps.len() > MAX_HEAPS {
        return too_large(MAX_HEAPS, "refusal-too-many-heaps", [("count", Arg::from(heaps.len()))]);
    }
    if rules.max_take == Some(0) {
        return err("refusal-max-take-zero", []);
    }
    Ok(())
}

/// The value of one heap under the rules: the heap itself, or its residue mod K+1 (the heap
/// rule's closed form, the one place the formula is written).
pub fn heap_value(x: u64, rules: NimRules) -> u64 {
    crate::rules::take::value(x, rules.max_take)
}

fn values(heaps: &[u64], rules: NimRules) -> Vec<u64> {
    heaps.iter().map(|&x| heap_value(x, rules)).collect()
}

/// True when the player to move wins with best play: in misère play by the rule of the SJ
/// theorem on the heaps' values ([`SjSum`], the engine's one misère rule). For Nim a heap's
/// value is 0 exactly when it is empty, so the theorem applies; for bounded Nim the same rule on
/// the residues holds too, which the referee tests check position by position.
pub fn first_player_wins(heaps: &[u64], rules: NimRules) -> bool {
    let g = values(heaps, rules);
    if rules.misere { SjSum::of(&g).first_player_wins() } else { nim_sum(&g) != 0 }
}

/// Every winning move, ordered by heap (each heap has at most one).
pub fn winning_moves(heaps: &[u64], rules: NimRules) -> Vec<Move> {
    let g = values(heaps, rules);
    let total = nim_sum(&g);
    let all = SjSum::of(&g);
    let mut moves = Vec::new();
    for (i, (&x, &gi)) in heaps.iter().zip(&g).enumerate() {
        let others_sum = total ^ gi;
        let target = if rules.misere {
            // The value this heap must take so that the mover then loses by the SJ theorem: the
            // others' XOR, unless that leaves the endgame on the wrong side (then 1 or 0).
            let mut others = all;
            others.remove(gi);
            [others_sum, 0, 1].into_iter().find(|&t| {
                let mut after = others;
                after.add(t);
                !after.first_player_wins()
            })
        } else {
            Some(others_sum)
        };
        if let Some(take) = target.and_then(|t| take_to_reach(x, gi, t, rules)) {
            moves.push(Move { heap: i + 1, take, leaves: x - take });
        }
    }
    moves
}

/// How many to take from a heap of `x` (value `g`) so that its value becomes `target`: the one
/// such take, if any (a value is reached by one take at most, as residues repeat only after K+1).
pub(crate) fn take_to_reach(x: u64, g: u64, target: u64, rules: NimRules) -> Option<u64> {
    crate::rules::take::take_to_reach(x, g, target, rules.max_take)
}

/// One row of the binary column table.
#[derive(Debug, Clone, Serialize)]
pub struct BinaryRow {
    /// Heap number, from 1.
    pub heap: usize,
    /// The heap's size.
    pub size: u64,
    /// The value that enters the XOR (the size, or its residue mod K+1).
    pub value: u64,
    /// `value` in binary, padded to the table's width.
    pub bits: String,
    /// `T_i = T xor value`: what this heap's value must become for the XOR to be 0.
    pub target: u64,
    /// `target` in binary.
    pub target_bits: String,
    /// Whether this heap offers a winning move.
    pub has_winning_move: bool,
}

/// The binary column table with the nim-sum row.
#[derive(Debug, Clone, Serialize)]
pub struct BinaryTable {
    /// Number of binary digits in each row.
    pub width: u32,
    /// The place values of the columns, highest first (e.g. 8, 4, 2, 1).
    pub columns: Vec<String>,
    /// One row per heap.
    pub rows: Vec<BinaryRow>,
    /// The XOR of the values.
    pub sum: u64,
    /// `sum` in binary.
    pub sum_bits: String,
    /// For each column, how many rows have a 1 there.
    pub ones: Vec<usize>,
    /// For each column, whether that count is odd (exactly the 1-bits of the XOR).
    pub odd: Vec<bool>,
}

/// The binary column table of `heaps`, whose values are `g`; the heaps numbered in
/// `with_move` (from 1) have a winning move.
pub fn binary_table(heaps: &[u64], g: &[u64], with_move: &[usize]) -> BinaryTable {
    let sum = nim_sum(g);
    let width = g.iter().copied().chain([sum]).map(bit_width).max().unwrap_or(1);
    let rows = heaps
        .iter()
        .zip(g)
        .enumerate()
        .map(|(i, (&size, &value))| BinaryRow {
            heap: i + 1,
            size,
            value,
            bits: to_binary(value, width),
            target: sum ^ value,
            target_bits: to_binary(sum ^ value, width),
            has_winning_move: with_move.contains(&(i + 1)),
        })
        .collect();
    let ones = (0..width).rev().map(|b| g.iter().filter(|&&v| v >> b & 1 == 1).count()).collect();
    let columns = (0..width).rev().map(|b| (1u128 << b).to_string()).collect();
    let odd = (0..width).rev().map(|b| sum >> b & 1 == 1).collect();
    BinaryTable { width, columns, rows, sum, sum_bits: to_binary(sum, width), ones, odd }
}

/// Theorem 1 carried out on a position: the steps of the constructive proof.
#[derive(Debug, Clone, Serialize)]
pub struct Theorem1 {
    /// The nim-sum T (not 0).
    pub t: u64,
    /// T in binary.
    pub t_bits: String,
    /// Index of the highest 1-bit of T (0 is the units place).
    pub bit: u32,
    /// Place value of that bit, 2^bit.
    pub bit_value: u64,
    /// One row per heap: does it have that bit, and is T_i = T xor x_i smaller than x_i?
    pub rows: Vec<Theorem1Row>,
    /// Heaps (numbered from 1) whose value has the highest bit of T.
    pub heaps_with_bit: Vec<usize>,
    /// The move the proof builds: from the first heap with the bit, take x_i - T_i.
    pub chosen: Move,
    /// The heaps after the chosen move.
    pub after: Vec<u64>,
    /// The nim-sum after the chosen move (always 0).
    pub after_sum: u64,
}

/// One heap in the proof of Theorem 1.
#[derive(Debug, Clone, Serialize)]
pub struct Theorem1Row {
    /// Heap number, from 1.
    pub heap: usize,
    /// The heap size x_i.
    pub x: u64,
    /// x_i in binary.
    pub x_bits: String,
    /// T_i = T xor x_i.
    pub t_i: u64,
    /// T_i in binary.
    pub t_i_bits: String,
    /// Whether x_i has the highest bit of T.
    pub has_bit: bool,
    /// Whether T_i < x_i (true exactly when `has_bit`).
    pub smaller: bool,
}

/// The steps of Theorem 1's construction, or `None` when the nim-sum is 0.
pub fn theorem1(heaps: &[u64]) -> Option<Theorem1> {
    let t = nim_sum(heaps);
    let bit = highest_bit(t)?;
    let width = heaps.iter().copied().chain([t]).map(bit_width).max().unwrap_or(1);
    let rows: Vec<Theorem1Row> = heaps
        .iter()
        .enumerate()
        .map(|(i, &x)| {
            let t_i = t ^ x;
            Theorem1Row {
                heap: i + 1,
                x,
                x_bits: to_binary(x, width),
                t_i,
                t_i_bits: to_binary(t_i, width),
                has_bit: x >> bit & 1 == 1,
                smaller: t_i < x,
            }
        })
        .collect();
    let heaps_with_bit: Vec<usize> = rows.iter().filter(|r| r.has_bit).map(|r| r.heap).collect();
    // The highest bit of T comes from an odd number of heaps, so at least one has it.
    let first = &rows[heaps_with_bit[0] - 1];
    let chosen = Move { heap: first.heap, take: first.x - first.t_i, leaves: first.t_i };
    let mut after = heaps.to_vec();
    after[chosen.heap - 1] = chosen.leaves;
    let after_sum = nim_sum(&after);
    Some(Theorem1 {
        t,
        t_bits: to_binary(t, width),
        bit,
        bit_value: 1 << bit,
        rows,
        heaps_with_bit,
        chosen,
        after,
        after_sum,
    })
}

/// Theorem 2 on a position with nim-sum 0: every move and the non-zero nim-sum it leaves.
#[derive(Debug, Clone, Serialize)]
pub struct Theorem2 {
    /// The heaps, whose nim-sum is 0.
    pub heaps: Vec<u64>,
    /// Every legal move with the nim-sum after it.
    pub moves: Vec<Theorem2Move>,
    /// How many moves there are.
    pub count: usize,
    /// Whether every move leaves a non-zero nim-sum (Theorem 2 says always).
    pub holds: bool,
}

/// One move in the Theorem 2 table.
#[derive(Debug, Clone, Serialize)]
pub struct Theorem2Move {
    /// The move.
    #[serde(flatten)]
    pub mv: Move,
    /// The nim-sum after it.
    pub sum_after: u64,
}

/// Lists every move from a zero-sum position (Theorem 2's statement, checked on it).
pub fn theorem2(heaps: &[u64]) -> Result<Theorem2, GameError> {
    validate(heaps, NimRules::default())?;
    let t = nim_sum(heaps);
    if t != 0 {
        return err("refusal-theorem2-nonzero", [("sum", Arg::from(t))]);
    }
    let total: u128 = heaps.iter().map(|&x| u128::from(x)).sum();
    if total > u128::from(THEOREM2_LIMIT) {
        return too_large(THEOREM2_LIMIT, "refusal-theorem2-too-many", [("total", Arg::from(total))]);
    }
    let mut moves = Vec::new();
    for (i, &x) in heaps.iter().enumerate() {
        for take in 1..=x {
            let leaves = x - take;
            // The sum is 0, so the others' XOR is x itself.
            moves.push(Theorem2Move { mv: Move { heap: i + 1, take, leaves }, sum_after: x ^ leaves });
        }
    }
    let holds = moves.iter().all(|m| m.sum_after != 0);
    Ok(Theorem2 { heaps: heaps.to_vec(), count: moves.len(), moves, holds })
}

/// Checks a move against the rules; the error says what is wrong with it.
pub fn check_move(heaps: &[u64], rules: NimRules, heap: usize, take: u64) -> Result<Move, GameError> {
    if heap == 0 || heap > heaps.len() {
        return err("refusal-no-such-heap", [("heap", Arg::from(heap)), ("count", Arg::from(heaps.len()))]);
    }
    let x = heaps[heap - 1];
    if x == 0 {
        return err("refusal-heap-empty", [("heap", Arg::from(heap))]);
    }
    if take == 0 {
        return err("refusal-take-nothing", []);
    }
    if take > x {
        return err(
            "refusal-take-too-many",
            [("heap", Arg::from(heap)), ("size", Arg::from(x)), ("take", Arg::from(take))],
        );
    }
    if let Some(k) = rules.max_take
        && take > k
    {
        return err("refusal-take-over-max", [("max", Arg::from(k))]);
    }
    Ok(Move { heap, take, leaves: x - take })
}

/// Why a winning move wins, for every variant: the misère endgame (an odd number of heaps of
/// value 1 and none bigger), the residues of bounded Nim, or Bouton's nim-sum.
pub fn move_reason(heaps: &[u64], rules: NimRules, mv: &Move) -> Fact {
    let i = mv.heap - 1;
    let take = Fact::new("game-nim-take", [("take", Arg::from(mv.take)), ("leaves", Arg::from(mv.leaves))]);
    let mut after = heaps.to_vec();
    after[i] = mv.leaves;
    let after_values = values(&after, rules);
    if rules.misere && SjSum::of(&after_values).in_endgame() {
        let ones = after_values.iter().filter(|&&v| v == 1).count();
        let id = if rules.max_take.is_some() { "game-nim-reason-endgame-bounded" } else { "game-nim-reason-endgame" };
        return Fact::new(id, [("heap", Arg::from(mv.heap)), ("take", take.into()), ("ones", Arg::from(ones))]);
    }
    let g = values(heaps, rules);
    let sum = nim_sum(&g);
    let target = sum ^ g[i];
    let mut args = vec![
        ("heap", Arg::from(mv.heap)),
        ("value", Arg::from(g[i])),
        ("sum", Arg::from(sum)),
        ("target", Arg::from(target)),
        ("take", take.into()),
    ];
    match rules.max_take {
        None => Fact::new("game-nim-reason", args),
        Some(k) => {
            args.push(("size", Arg::from(heaps[i])));
            args.push(("modulus", Arg::from(u128::from(k) + 1)));
            Fact::new("game-nim-reason-bounded", args)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    use crate::Player;
    use crate::analysis::{GameExample, NimFacts};
    use crate::rules::HeapRule;

    const NORMAL: NimRules = NimRules { misere: false, max_take: None };

    /// Nim's worked example through the one model.
    fn example(heaps: &[u64], rules: NimRules) -> (GameExample, NimFacts) {
        let game = crate::catalogue::Game::heaps("nim", HeapRule::take(rules.max_take), rules.misere);
        let ex = crate::analysis::example(&game, heaps).unwrap();
        let facts = ex.nim.clone().expect("Nim's examples have Nim's section");
        (ex, facts)
    }

    #[test]
    fn li_xuewus_example_8_12_13() {
        let (ex, nim) = example(&[8, 12, 13], NORMAL);
        assert_eq!(nim.nim_sum, 9);
        assert!(ex.first_player_wins);
        let moves: Vec<(Option<usize>, Option<u64>, Option<u64>)> =
            ex.winning_moves.iter().map(|m| (m.heap, m.take, m.leaves)).collect();
        assert_eq!(moves, vec![(Some(1), Some(7), Some(1)), (Some(2), Some(7), Some(5)), (Some(3), Some(9), Some(4))]);
        assert_eq!(
            winning_moves(&[8, 12, 13], NORMAL),
            vec![
                Move { heap: 1, take: 7, leaves: 1 },
                Move { heap: 2, take: 7, leaves: 5 },
                Move { heap: 3, take: 9, leaves: 4 },
            ]
        );
        assert_eq!(nim.binary.sum_bits, "1001");
        assert_eq!(nim.binary.rows[0].bits, "1000");
        assert_eq!(nim.binary.columns, vec!["8", "4", "2", "1"]);
        let t1 = nim.theorem1.unwrap();
        assert_eq!((t1.bit, t1.bit_value), (3, 8));
        assert_eq!(t1.heaps_with_bit, vec![1, 2, 3]);
        assert_eq!(t1.after, vec![1, 12, 13]);
        assert_eq!(t1.after_sum, 0);
        // The paper's program's table starts with the same move.
        assert_eq!(ex.playout.rows[0].after, vec![1, 12, 13]);
        assert_eq!(ex.playout.winner, Player::First);
        assert!(!ex.playout.truncated);
        assert!(ex.playout.rows.iter().all(|r| r.winning == (r.mover == Player::First)));
    }

    #[test]
    fn wikipedia_3_4_5_normal_and_misere() {
        for misere in [false, true] {
            let rules = NimRules { misere, max_take: None };
            assert_eq!(winning_moves(&[3, 4, 5], rules), vec![Move { heap: 1, take: 2, leaves: 1 }]);
        }
    }

    #[test]
    fn misere_endgame() {
        let rules = NimRules { misere: true, max_take: None };
        assert!(!first_player_wins(&[1], rules));
        assert!(first_player_wins(&[1, 1], rules));
        assert!(!first_player_wins(&[1, 1, 1], rules));
        assert!(first_player_wins(&[0, 0], rules));
        // One big heap: reduce it so that an odd number of 1-heaps remain.
        assert_eq!(winning_moves(&[1, 5], rules), vec![Move { heap: 2, take: 5, leaves: 0 }]);
        assert_eq!(winning_moves(&[5], rules), vec![Move { heap: 1, take: 4, leaves: 1 }]);
        // A heap of 2, the smallest heap outside the endgame (worked by hand): alone it wins by
        // leaving 1; two of them (XOR 0, a heap above 1) lose; beside a 1 it is taken whole,
        // leaving one heap of 1; in (2, 2, 1) only the 1 is taken, leaving (2, 2).
        assert_eq!(winning_moves(&[2], rules), vec![Move { heap: 1, take: 1, leaves: 1 }]);
        assert!(!first_player_wins(&[2, 2], rules) && winning_moves(&[2, 2], rules).is_empty());
        assert_eq!(winning_moves(&[1, 2], rules), vec![Move { heap: 2, take: 2, leaves: 0 }]);
        assert_eq!(winning_moves(&[2, 2, 1], rules), vec![Move { heap: 3, take: 1, leaves: 0 }]);
    }

    #[test]
    fn bounded_moves_can_wrap_the_residue() {
        let rules = NimRules { misere: false, max_take: Some(3) };
        // Residues 1 and 2, XOR 3: heap 1 can go to residue 2 by taking 3 (5 -> 2).
        let moves = winning_moves(&[5, 2], rules);
        assert!(moves.contains(&Move { heap: 1, take: 3, leaves: 2 }));
        assert!(moves.iter().all(|m| m.take <= 3));
    }

    #[test]
    fn one_heap_with_a_limit_is_the_bash_game() {
        // HDU 1846's samples, and misère play (whoever takes the last counter loses).
        let bash = |m, misere| NimRules { misere, max_take: Some(m) };
        assert!(first_player_wins(&[23], bash(2, false)));
        assert!(!first_player_wins(&[4], bash(3, false)));
        assert_eq!(winning_moves(&[23], bash(2, false)), vec![Move { heap: 1, take: 2, leaves: 21 }]);
        assert!(!first_player_wins(&[1], bash(3, true)));
        assert!(first_player_wins(&[2], bash(3, true)));
        assert_eq!(winning_moves(&[6], bash(3, true)), vec![Move { heap: 1, take: 1, leaves: 5 }]);
        assert!(first_player_wins(&[0], bash(3, true)));
        assert!(first_player_wins(&[u64::MAX], bash(u64::MAX, false)));
        assert_eq!(winning_moves(&[u64::MAX], bash(u64::MAX, false))[0].leaves, 0);
    }

    #[test]
    fn bounded_with_the_largest_limit() {
        let rules = NimRules { misere: false, max_take: Some(u64::MAX) };
        assert_eq!(winning_moves(&[8, 12, 13], rules), winning_moves(&[8, 12, 13], NORMAL));
    }

    #[test]
    fn huge_heaps() {
        let big = u64::MAX;
        let (ex, nim) = example(&[big, big - 1, 1], NORMAL);
        assert_eq!(nim.nim_sum, 0);
        assert!(!ex.first_player_wins);
        // The loser's varied amounts shrink even 64-bit heaps: the game ends within the limit.
        assert!(!ex.playout.truncated);
        assert_eq!(ex.playout.rows.last().unwrap().mover, Player::Second);
        assert_eq!(nim.binary.width, 64);
        assert_eq!(nim.binary.columns[0], "9223372036854775808");
    }

    #[test]
    fn theorem2_lists_every_move() {
        let t2 = theorem2(&[1, 2, 3]).unwrap();
        assert_eq!(t2.count, 6);
        assert!(t2.holds);
        assert!(theorem2(&[1, 2]).is_err());
        assert!(theorem2(&[300, 300]).is_err());
    }

    #[test]
    fn validation() {
        assert!(validate(&[], NORMAL).is_err());
        assert!(validate(&[1], NimRules { misere: false, max_take: Some(0) }).is_err());
        assert!(validate(&vec![1; MAX_HEAPS + 1], NORMAL).is_err());
        assert!(validate(&vec![1; MAX_HEAPS], NORMAL).is_ok(), "the limit itself is allowed");
    }

    /// Whether the player to move wins, by searching the game itself (no formula): a move takes
    /// 1 to `k` (or any number) from one heap; in misère play the player with no move wins.
    fn wins_by_search(heaps: &mut Vec<u64>, k: Option<u64>, misere: bool, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = heaps.clone();
        key.sort_unstable();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut any_move = false;
        let mut win = false;
        for i in 0..heaps.len() {
            for take in 1..=heaps[i].min(k.unwrap_or(u64::MAX)) {
                any_move = true;
                heaps[i] -= take;
                let opponent_wins = wins_by_search(heaps, k, misere, memo);
                heaps[i] += take;
                win |= !opponent_wins;
            }
        }
        let w = if any_move { win } else { misere };
        memo.insert(key, w);
        w
    }

    #[test]
    fn winning_moves_are_exactly_the_moves_to_lost_positions() {
        // Every position of one to three heaps up to 7, with and without a limit, in both
        // conventions: the moves listed are exactly those a search of the game calls winning.
        for k in [None, Some(1), Some(2), Some(3)] {
            for misere in [false, true] {
                let rules = NimRules { misere, max_take: k };
                let mut memo = HashMap::new();
                let mut positions: Vec<Vec<u64>> = (0..=7).map(|a| vec![a]).collect();
                positions.extend((0..=7).flat_map(|a| (0..=7).map(move |b| vec![a, b])));
                positions.extend((0..=7).flat_map(|a| (0..=7).flat_map(move |b| (0..=7).map(move |c| vec![a, b, c]))));
                for p in positions {
                    let mut expected = Vec::new();
                    for i in 0..p.len() {
                        for take in 1..=p[i].min(k.unwrap_or(u64::MAX)) {
                            let mut q = p.clone();
                            q[i] -= take;
                            if !wins_by_search(&mut q, k, misere, &mut memo) {
                                expected.push(Move { heap: i + 1, take, leaves: p[i] - take });
                            }
                        }
                    }
                    assert_eq!(winning_moves(&p, rules), expected, "{p:?} {rules:?}");
                }
            }
        }
    }

    #[test]
    fn the_binary_table_rows_name_their_heap_and_target() {
        let t = binary_table(&[8, 12, 13], &[8, 12, 13], &[1]);
        let rows: Vec<(usize, u64, u64)> = t.rows.iter().map(|r| (r.heap, r.value, r.target)).collect();
        // The sum is 9; each heap's target is its value XOR 9.
        assert_eq!(rows, [(1, 8, 1), (2, 12, 5), (3, 13, 4)]);
        assert_eq!((t.sum, t.width, t.rows[0].has_winning_move, t.rows[1].has_winning_move), (9, 4, true, false));
        let bits: Vec<&str> = t.rows.iter().map(|r| r.target_bits.as_str()).collect();
        assert_eq!(bits, ["0001", "0101", "0100"]);
        // Columns from the highest: 8 is in all three heaps, 4 in two, 2 in none, 1 in one.
        assert_eq!(t.ones, [3, 2, 0, 1]);
        assert_eq!(t.odd, [true, false, false, true], "the columns whose count is odd make the sum 9");
        assert_eq!(t.columns, ["8", "4", "2", "1"]);
    }

    #[test]
    fn theorem1_follows_the_highest_bit_of_the_sum() {
        let t = theorem1(&[8, 12, 13]).unwrap();
        let rows: Vec<(u64, u64, bool, bool)> = t.rows.iter().map(|r| (r.x, r.t_i, r.has_bit, r.smaller)).collect();
        // T = 9, its highest bit 8: every heap has it, and x XOR 9 is smaller for each.
        assert_eq!(rows, [(8, 1, true, true), (12, 5, true, true), (13, 4, true, true)]);
        assert_eq!((t.t, t.bit, t.chosen.heap, t.chosen.take, t.after_sum), (9, 3, 1, 7, 0));
        let bits: Vec<(&str, &str)> = t.rows.iter().map(|r| (r.x_bits.as_str(), r.t_i_bits.as_str())).collect();
        assert_eq!(bits, [("1000", "0001"), ("1100", "0101"), ("1101", "0100")]);
        assert_eq!(t.t_bits, "1001");
        assert!(theorem1(&[3, 5, 6]).is_none(), "no construction from a zero sum");
    }

    #[test]
    fn theorem2_lists_every_move_and_the_sum_it_leaves() {
        let t = theorem2(&[1, 2, 3]).unwrap();
        let moves: Vec<(usize, u64, u64, u64)> =
            t.moves.iter().map(|m| (m.mv.heap, m.mv.take, m.mv.leaves, m.sum_after)).collect();
        // The sum after a move is the XOR of the other heaps (2 ^ 3, 1 ^ 3, 1 ^ 2) and what is left.
        let want = [(1, 1, 0, 1), (2, 1, 1, 3), (2, 2, 0, 2), (3, 1, 2, 1), (3, 2, 1, 2), (3, 3, 0, 3)];
        assert_eq!(moves, want);
        assert_eq!((t.count, t.holds), (6, true));
        // Exactly THEOREM2_LIMIT moves are listed; one more heap of one is refused.
        let half = THEOREM2_LIMIT / 2;
        assert_eq!(theorem2(&[half, half]).unwrap().count as u64, THEOREM2_LIMIT);
        let e = theorem2(&[half, half, 1, 1]).unwrap_err().to_string();
        assert!(
            e.contains(&format!("refusal-theorem2-too-many(limit: {THEOREM2_LIMIT}, total: {})", THEOREM2_LIMIT + 2)),
            "{e}"
        );
    }

    #[test]
    fn a_move_is_checked_against_the_heaps_and_the_rules() {
        let rules = NimRules::default();
        for heap in [0, 4] {
            let e = check_move(&[3, 0, 5], rules, heap, 1).unwrap_err().to_string();
            assert_eq!(e, format!("refusal-no-such-heap(count: 3, heap: {heap})"));
        }
        assert!(check_move(&[3, 0, 5], rules, 2, 1).unwrap_err().to_string().contains("refusal-heap-empty(heap: 2)"));
        assert!(check_move(&[3, 0, 5], rules, 1, 0).is_err());
        assert!(
            check_move(&[3, 0, 5], rules, 1, 4)
                .unwrap_err()
                .to_string()
                .contains("refusal-take-too-many(heap: 1, size: 3, take: 4)")
        );
        let bash = NimRules { misere: false, max_take: Some(2) };
        assert!(check_move(&[3, 0, 5], bash, 3, 3).unwrap_err().to_string().contains("refusal-take-over-max(max: 2)"));
        assert_eq!(check_move(&[3, 0, 5], bash, 3, 2).unwrap(), Move { heap: 3, take: 2, leaves: 3 });
        assert_eq!(
            check_move(&[3, 0, 5], rules, 1, 3).unwrap(),
            Move { heap: 1, take: 3, leaves: 0 },
            "taking a whole heap is a move"
        );
        assert_eq!(check_move(&[3, 0, 5], bash, 1, 2).unwrap(), Move { heap: 1, take: 2, leaves: 1 }, "the cap itself");
        assert_eq!(check_move(&[3, 0, 5], rules, 3, 1).unwrap(), Move { heap: 3, take: 1, leaves: 4 });
    }

    #[test]
    fn a_move_serialises_with_the_heaps_that_replace_its_heap() {
        let json = |leaves| serde_json::to_value(Move { heap: 2, take: 3, leaves }).unwrap();
        assert_eq!(json(4), serde_json::json!({"heap": 2, "take": 3, "leaves": 4, "to": [4]}));
        assert_eq!(
            json(0),
            serde_json::json!({"heap": 2, "take": 3, "leaves": 0, "to": []}),
            "an emptied heap is gone"
        );
    }
}
