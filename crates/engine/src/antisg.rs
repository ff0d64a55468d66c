//! Anti-SG (misère play of a sum of impartial games) by the SJ theorem (Jia Zhihao, 2009), a
//! leaf of the engine, pure and exact: misère Nim (`nim.rs`), the worked example's endgame and the
//! judge for HDU 1907 (`crates/views/src/judge/`) all answer from its [`SjSum`].
//!
//! An Anti-SG game is a sum of impartial games in which the player who cannot move **wins**.
//! The SJ theorem: if the whole game is declared over as soon as every component has Grundy
//! value 0 (for Nim: a heap of value 0 is empty, so this is the ordinary end of the game), the
//! player to move wins exactly when either the XOR of the components' values is not 0 and some
//! component has value more than 1, or the XOR is 0 and no component has value more than 1.
//! Without that hypothesis the rule can fail (a component of value 0 that still has moves);
//! the engine's misère search (`search`) decides such games, and the tests compare the two.

/// The SJ theorem's verdict for components of Grundy values `values`: whether the player to move
/// wins the Anti-SG game (no components, or all of value 0, is a win for the player to move).
pub fn sj_first_player_wins(values: &[u64]) -> bool {
    SjSum::of(values).first_player_wins()
}

/// What the SJ theorem reads of the components, gathered one component at a time: their XOR and
/// how many have a value above 1. It is the engine's one misère rule: misère Nim and bounded
/// Nim (`nim.rs`: the verdict, the winning moves and their reasons), the example's endgame fact
/// (`analysis/sections.rs`) and the judge for HDU 1907 (which keeps this instead of the values of
/// a long input) all ask it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SjSum {
    xor: u64,
    big: u64,
}

impl SjSum {
    /// The sum of components of Grundy values `values`.
    pub fn of(values: &[u64]) -> SjSum {
        let mut sum = SjSum::default();
        values.iter().for_each(|&v| sum.add(v));
        sum
    }

    /// Adds a component of Grundy value `value`.
    pub fn add(&mut self, value: u64) {
        self.xor ^= value;
        self.big += u64::from(value > 1);
    }

    /// Takes away a component of Grundy value `value` that was added.
    pub fn remove(&mut self, value: u64) {
        self.xor ^= value;
        self.big -= u64::from(value > 1);
    }

    /// Whether no component has a value above 1: the endgame, where the theorem's verdict is the
    /// opposite of the XOR's.
    pub fn in_endgame(&self) -> bool {
        self.big == 0
    }

    /// The theorem's verdict for the components added so far.
    pub fn first_player_wins(&self) -> bool {
        // A non-zero XOR wins exactly outside the endgame.
        (self.xor != 0) != self.in_endgame()
    }
}

/// Misère Nim (Anti-Nim) on `heaps`: a heap's Grundy value is its size, and a heap of value 0 is
/// empty, so the SJ theorem's hypothesis holds and its verdict is exact.
pub fn anti_nim_first_player_wins(heaps: &[u64]) -> bool {
    sj_first_player_wins(heaps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_four_cases_of_the_theorem() {
        // XOR 0, no value above 1: an even number of ones (or nothing), the mover wins.
        assert!(sj_first_player_wins(&[]) && sj_first_player_wins(&[1, 1]) && sj_first_player_wins(&[0, 0]));
        // XOR not 0, no value above 1: an odd number of ones, the mover loses.
        assert!(!sj_first_player_wins(&[1]) && !sj_first_player_wins(&[1, 1, 1, 0]));
        // XOR not 0, a value above 1: the mover wins.
        assert!(sj_first_player_wins(&[2]) && sj_first_player_wins(&[3, 5, 1]));
        // XOR 0, a value above 1 (then at least two): the mover loses.
        assert!(!sj_first_player_wins(&[2, 2]) && !sj_first_player_wins(&[1, 2, 3]));
    }

    #[test]
    fn anti_nim_is_bouton_misere_rule() {
        // HDU 1907's sample: 3 5 1 is won, a single heap of 1 is lost.
        assert!(anti_nim_first_player_wins(&[3, 5, 1]));
        assert!(!anti_nim_first_player_wins(&[1]));
        // 46 equal big heaps pair off (XOR 0): lost; 45 leave one over: won.
        assert!(!anti_nim_first_player_wins(&[4747; 46]) && anti_nim_first_player_wins(&[4747; 45]));
    }
}
