//! What a family of games has to say beyond the general worked example: Nim's binary table,
//! residues and Theorem 1 construction, the Bash game's one heap and its residue, Wythoff's pairs
//! and difference. [`super::example`] adds these sections to the one [`super::GameExample`]
//! by the game's rules alone (never by the name it was asked under), so `bash 22 2` and
//! `nim 22 --max-take 2` are one game with one example, and a change of convention (normal ↔
//! misère) keeps every key.

use super::super::catalogue::{Game, Shape};
use super::super::nim::{self, BinaryTable, NimRules, Theorem1};
use super::super::rules::Wythoff;
use super::super::wythoff::{self, PairRow};
use super::GameMove;
use serde::Serialize;

/// Which family's sections an example has (and which partial section shows it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Family {
    /// Nim, bounded or not, normal or misère, on several heaps.
    Nim,
    /// One heap of Nim with at most M per move: the Bash game.
    Bash,
    /// Wythoff's game.
    Wythoff,
    /// Any other game.
    Game,
}

/// Nim's section: each heap's value (the heap, or its residue), their XOR in binary, the misère
/// endgame and Theorem 1's construction.
#[derive(Debug, Clone, Serialize)]
pub struct NimFacts {
    /// At most this many per move.
    pub max_take: Option<u64>,
    /// K + 1 when moves are limited to K: heap values are residues modulo this.
    pub modulus: Option<u128>,
    /// XOR of the heap sizes.
    pub nim_sum: u64,
    /// The value of each heap that enters the XOR (the heap, or its residue mod K+1).
    pub values: Vec<u64>,
    /// XOR of `values`: the number that decides the game (equals `nim_sum` without a limit).
    pub value_sum: u64,
    /// True in misère play when every heap value is 0 or 1 (the endgame where the rule flips).
    pub endgame: bool,
    /// The binary column table.
    pub binary: BinaryTable,
    /// The steps of Theorem 1 (normal play without a limit, nim-sum not 0).
    pub theorem1: Option<Theorem1>,
}

/// The Bash game's section: one heap of `n`, at most `m` a move.
#[derive(Debug, Clone, Serialize)]
pub struct BashFacts {
    /// The heap.
    pub n: u64,
    /// The most per move.
    pub m: u64,
    /// n mod (m+1).
    pub residue: u64,
}

/// Wythoff's section: the piles, their difference and the first P-positions.
#[derive(Debug, Clone, Serialize)]
pub struct WythoffFacts {
    /// The piles, in the order given.
    pub piles: [u64; 2],
    /// The difference of the piles (the k of the P-position with the same difference).
    pub difference: u64,
    /// The first P-positions, k = 0 up to at least 10 and past the piles' difference (at most 40).
    pub pairs: Vec<PairRow>,
}

/// The sections of one example.
pub(super) struct Sections {
    pub family: Family,
    pub nim: Option<NimFacts>,
    pub bash: Option<BashFacts>,
    pub wythoff: Option<WythoffFacts>,
}

/// The family sections of `game` at `position`, whose winning moves are `moves`.
pub(super) fn sections(game: &Game, position: &[u64], moves: &[GameMove]) -> Sections {
    let mut s = Sections { family: Family::Game, nim: None, bash: None, wythoff: None };
    // Chosen by the rule, never by the name: `bash 22 2`, `nim 22 --max-take 2` and
    // `subtraction 22 --set 1,2` are one game with one example.
    let take_limit = game.heap_rule().and_then(|r| r.take_limit());
    match (&game.shape, position) {
        (Shape::Heaps(_), _) if take_limit.is_some() => {
            let max_take = take_limit.flatten();
            let rules = NimRules { misere: game.misere, max_take };
            s.nim = Some(nim_facts(position, rules, moves));
            s.family = Family::Nim;
            if let (Some(m), [n]) = (max_take, position) {
                s.family = Family::Bash;
                s.bash = Some(BashFacts { n: *n, m, residue: nim::heap_value(*n, rules) });
            }
        }
        (Shape::Whole(rule), &[a, b]) if rule.family::<Wythoff>().is_some() => {
            s.family = Family::Wythoff;
            s.wythoff = Some(wythoff_facts(a, b));
        }
        _ => {}
    }
    s
}

fn nim_facts(heaps: &[u64], rules: NimRules, moves: &[GameMove]) -> NimFacts {
    let values: Vec<u64> = heaps.iter().map(|&x| nim::heap_value(x, rules)).collect();
    let with_move: Vec<usize> = moves.iter().filter_map(|m| m.heap).collect();
    let plain = !rules.misere && rules.max_take.is_none();
    NimFacts {
        max_take: rules.max_take,
        modulus: rules.max_take.map(|k| u128::from(k) + 1),
        nim_sum: heaps.iter().fold(0, |a, &b| a ^ b),
        value_sum: values.iter().fold(0, |a, &b| a ^ b),
        endgame: rules.misere && crate::antisg::SjSum::of(&values).in_endgame(),
        binary: nim::binary_table(heaps, &values, &with_move),
        theorem1: if plain { nim::theorem1(heaps) } else { None },
        values,
    }
}

fn wythoff_facts(a: u64, b: u64) -> WythoffFacts {
    let difference = a.abs_diff(b);
    let last_k = difference.clamp(10, 39);
    let pairs = (0..=last_k)
        .map(|k| {
            let (a, b) = wythoff::pair(k).expect("k below 40 has a pair");
            PairRow { k, a, b }
        })
        .collect();
    WythoffFacts { piles: [a, b], difference, pairs }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::HeapRule;

    fn nim(misere: bool, max_take: Option<u64>, heaps: &[u64]) -> NimFacts {
        let game = Game::heaps("nim", HeapRule::take(max_take), misere);
        sections(&game, heaps, &[]).nim.expect("Nim has its section")
    }

    #[test]
    fn theorem_1_is_for_plain_nim_only() {
        // Theorem 1's construction reads the nim-sum of the heaps themselves: it is the answer in
        // normal play without a limit, and no other convention's.
        let t = nim(false, None, &[8, 12, 13]).theorem1.expect("8 ^ 12 ^ 13 = 9 is not 0");
        assert_eq!(t.t, 9);
        assert!(nim(true, None, &[8, 12, 13]).theorem1.is_none(), "misère");
        assert!(nim(false, Some(3), &[8, 12, 13]).theorem1.is_none(), "at most 3 a move");
        assert!(nim(true, Some(3), &[8, 12, 13]).theorem1.is_none(), "both");
    }

    #[test]
    fn the_endgame_is_misere_with_every_value_at_most_one() {
        assert!(nim(true, None, &[1, 1, 0]).endgame);
        assert!(nim(true, Some(2), &[3, 4]).endgame, "3 and 4 leave 0 and 1 mod 3");
        assert!(!nim(true, None, &[1, 2]).endgame);
        assert!(!nim(false, None, &[1, 1, 0]).endgame, "normal play has no endgame rule");
        assert!(!nim(false, Some(2), &[3, 4]).endgame);
    }

    #[test]
    fn each_family_has_its_section() {
        let bash = Game::heaps("bash", HeapRule::bash(2), false);
        let s = sections(&bash, &[23], &[]);
        assert_eq!(s.family, Family::Bash);
        assert_eq!(s.bash.map(|b| (b.n, b.m, b.residue)), Some((23, 2, 2)));
        // The same rule on two heaps is Nim with a limit: the sections follow the rule and the
        // number of heaps, never the name.
        let s = sections(&bash, &[23, 5], &[]);
        assert_eq!(s.family, Family::Nim);
        assert!(s.bash.is_none());
        let wythoff = Game::wythoff(false);
        let s = sections(&wythoff, &[7, 4], &[]);
        assert_eq!(s.family, Family::Wythoff);
        let w = s.wythoff.expect("two piles");
        assert_eq!((w.piles, w.difference), ([7, 4], 3));
        assert_eq!(sections(&wythoff, &[7], &[]).family, Family::Game);
        let kayles = Game::heaps("kayles", HeapRule::octal(crate::rules::Octal::parse("0.77").unwrap()), false);
        assert_eq!(sections(&kayles, &[5], &[]).family, Family::Game);
    }
}
