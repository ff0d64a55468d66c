//! The game model's rules: an impartial game named by its standard notation, and the options of
//! one of its positions. This is all a family has to provide; [`super::values`] turns options
//! into Grundy values (with periods proved where the theory allows), and [`super::analysis`]
//! turns values into verdicts, winning moves and play-outs for every surface.
//!
//! Two shapes of game exist. A *heap game* is played on several heaps of one rule at once (a
//! disjunctive sum): a move changes one heap into zero, one or two heaps, and everything about the
//! sum follows from each heap's Grundy value. A *whole-position game* (Wythoff's game, or a
//! teacher's game on tuples) is played on a tuple of numbers that is not a sum, and is solved by
//! search over its positions.

use super::limits::{MAX_LISTED_HEAP, MAX_OCTAL_DIGITS, MAX_SET, MAX_SET_MEMBER};
use super::script::ScriptGame;
use super::{GameError, err, too_large};
use std::sync::Arc;

/// The amounts a subtraction game lets a move take from one heap.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SubtractionSet {
    /// A finite set, sorted and without repeats.
    Finite(Vec<u64>),
    /// 1, 2, 4, 8, …
    PowersOfTwo,
    /// 1, 2, 3, 5, 8, … (the Fibonacci numbers, each once).
    Fibonacci,
    /// 1, 4, 9, 16, …
    Squares,
}

impl SubtractionSet {
    /// The members that are at most `n`, ascending.
    pub fn members_upto(&self, n: u64) -> Vec<u64> {
        match self {
            SubtractionSet::Finite(s) => s.iter().copied().take_while(|&x| x <= n).collect(),
            SubtractionSet::PowersOfTwo => (0..64).map(|i| 1u64 << i).take_while(|&x| x <= n).collect(),
            SubtractionSet::Fibonacci => {
                let (mut a, mut b, mut out) = (1u64, 2u64, Vec::new());
                while a <= n {
                    out.push(a);
                    let Some(c) = a.checked_add(b) else {
                        if b <= n {
                            out.push(b);
                        }
                        break;
                    };
                    (a, b) = (b, c);
                }
                out
            }
            SubtractionSet::Squares => (1u64..).map_while(|i| i.checked_mul(i)).take_while(|&x| x <= n).collect(),
        }
    }

    /// The set as it is written after `--set`.
    pub fn words(&self) -> String {
        match self {
            SubtractionSet::Finite(s) => s.iter().map(u64::to_string).collect::<Vec<_>>().join(","),
            SubtractionSet::PowersOfTwo => "powers-of-two".into(),
            SubtractionSet::Fibonacci => "fibonacci".into(),
            SubtractionSet::Squares => "squares".into(),
        }
    }

    /// The set in mathematical notation, e.g. `{1, 3, 4}` or `{1, 2, 4, 8, …}`.
    pub fn notation(&self) -> String {
        match self {
            SubtractionSet::Finite(s) => {
                format!("{{{}}}", s.iter().map(u64::to_string).collect::<Vec<_>>().join(", "))
            }
            SubtractionSet::PowersOfTwo => "{1, 2, 4, 8, …}".into(),
            SubtractionSet::Fibonacci => "{1, 2, 3, 5, 8, …}".into(),
            SubtractionSet::Squares => "{1, 4, 9, 16, …}".into(),
        }
    }
}

/// Checks and normalises a finite subtraction set (sorted, repeats removed).
pub fn finite_set(mut set: Vec<u64>) -> Result<SubtractionSet, GameError> {
    if set.is_empty() {
        return err("the subtraction set is empty: name at least one amount, e.g. --set 1,3,4");
    }
    if set.contains(&0) {
        return err("the subtraction set contains 0, but a move must take at least one");
    }
    if set.len() > MAX_SET {
        return too_large(
            MAX_SET,
            format!("the subtraction set has {} amounts; at most {MAX_SET} are allowed", set.len()),
        );
    }
    if let Some(big) = set.iter().find(|&&s| s > MAX_SET_MEMBER) {
        return too_large(
            MAX_SET_MEMBER,
            format!("the amount {big} is too large for a subtraction set: at most {MAX_SET_MEMBER}"),
        );
    }
    set.sort_unstable();
    set.dedup();
    Ok(SubtractionSet::Finite(set))
}

/// An octal game's code: digit `d[k]` says what removing `k` counters may leave (bit 1: nothing,
/// bit 2: one heap, bit 4: two non-empty heaps). `d[0]` is the digit before the point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Octal {
    /// The digits, `d[0]` first; the last is not 0.
    pub digits: Vec<u8>,
}

impl Octal {
    /// Parses a code such as `0.77`, `.137` or `4.07`.
    pub fn parse(code: &str) -> Result<Octal, GameError> {
        let hint = "write an octal code such as 0.77 (Kayles) or 4.07: digits 0 to 7, one before the point";
        let (before, after) = code.split_once('.').unwrap_or((code, ""));
        let before = if before.is_empty() { "0" } else { before };
        if before.len() != 1 || !code.contains('.') {
            return err(format!("\"{code}\" is not an octal code: {hint}"));
        }
        let mut digits = Vec::new();
        for c in before.chars().chain(after.chars()) {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => return err(format!("\"{code}\" has the digit '{c}', which is not octal (0 to 7): {hint}")),
            }
        }
        if digits[0] != 0 && digits[0] != 4 {
            return err(format!(
                "\"{code}\" starts with {}: before the point only 0 or 4 make sense (4: split a heap in two without \
                 taking any)",
                digits[0]
            ));
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.len() == 1 && digits[0] == 0 {
            return err(format!("\"{code}\" allows no move at all: {hint}"));
        }
        if digits.len() - 1 > MAX_OCTAL_DIGITS {
            return too_large(
                MAX_OCTAL_DIGITS,
                format!("\"{code}\" has more than {MAX_OCTAL_DIGITS} digits after the point"),
            );
        }
        Ok(Octal { digits })
    }

    /// The code in its usual form, e.g. `0.77`.
    pub fn code(&self) -> String {
        let after: String = self.digits[1..].iter().map(|d| char::from(b'0' + d)).collect();
        format!("{}.{}", self.digits[0], if after.is_empty() { "0".into() } else { after })
    }

    /// The largest number of counters a move removes.
    pub fn max_removal(&self) -> u64 {
        (self.digits.len() - 1) as u64
    }

    /// Whether some move leaves two heaps.
    pub fn splits(&self) -> bool {
        self.digits.iter().any(|d| d & 4 != 0)
    }
}

/// The rule of one heap in a heap game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeapRule {
    /// Take any number, or at most `max_take` (Nim and Nim with at most K per move).
    Take {
        /// The most a move may take, or `None` for any number.
        max_take: Option<u64>,
    },
    /// Take an amount that belongs to a set.
    Subtraction(SubtractionSet),
    /// An octal game.
    Octal(Octal),
    /// Lasker's Nim: take any number, or split a heap into two non-empty heaps.
    Lasker,
    /// Grundy's game: split a heap into two unequal non-empty heaps.
    GrundyGame,
    /// A teacher's game, from a lesson's `game` block.
    Script(Arc<ScriptGame>),
}

/// One option of a heap: the heaps that replace it, largest first, with no empty heaps.
pub type HeapOption = Vec<u64>;

impl HeapRule {
    /// `Some(K)` when a move takes 1 to K counters from one heap and nothing else (`Some(None)`:
    /// any number): Nim, bounded Nim, and the subtraction game {1, 2, …, K}, which are one game.
    pub fn take_limit(&self) -> Option<Option<u64>> {
        match self {
            HeapRule::Take { max_take } => Some(*max_take),
            HeapRule::Subtraction(SubtractionSet::Finite(s))
                if s.iter().enumerate().all(|(i, &x)| x == i as u64 + 1) =>
            {
                s.last().map(|&k| Some(k))
            }
            _ => None,
        }
    }

    /// Whether a move can turn one heap into two.
    pub fn splits(&self) -> bool {
        match self {
            HeapRule::Take { .. } | HeapRule::Subtraction(_) => false,
            HeapRule::Octal(o) => o.splits(),
            HeapRule::Lasker | HeapRule::GrundyGame => true,
            HeapRule::Script(s) => s.splits(),
        }
    }

    /// Every option of a heap of `n`, in a fixed order: single heaps by the amount removed,
    /// then splits by the amount removed and the smaller part.
    pub fn options(&self, n: u64) -> Result<Vec<HeapOption>, GameError> {
        let mut out = Vec::new();
        self.visit_options(n, |o: &[u64]| {
            out.push(o.to_vec());
            true
        })?;
        Ok(out)
    }

    /// Calls `visit` with each option of a heap of `n` in [`Self::options`]'s order (its heaps,
    /// largest first), until it returns false. Refuses heaps whose options are too many to list.
    /// The option is lent, not made: a caller that keeps one copies it, and one that only
    /// looks (the tables of values, where a heap of 2^14 has 2^27 options) allocates nothing.
    pub fn visit_options(&self, n: u64, mut visit: impl FnMut(&[u64]) -> bool) -> Result<(), GameError> {
        // The option of one heap of `m` (none left when `m` is 0).
        fn one(visit: &mut impl FnMut(&[u64]) -> bool, m: u64) -> bool {
            if m == 0 { visit(&[]) } else { visit(&[m]) }
        }
        let many = |n: u64| n > MAX_LISTED_HEAP;
        match self {
            HeapRule::Take { max_take } => {
                let most = max_take.map_or(n, |k| k.min(n));
                if most > MAX_LISTED_HEAP {
                    return too_large(
                        MAX_LISTED_HEAP,
                        format!("a heap of {n} has too many options to list (more than {MAX_LISTED_HEAP})"),
                    );
                }
                for take in 1..=most {
                    if !one(&mut visit, n - take) {
                        break;
                    }
                }
            }
            HeapRule::Subtraction(set) => {
                if matches!(set, SubtractionSet::Squares) && many(n) {
                    return too_large(
                        MAX_LISTED_HEAP,
                        format!("a heap of {n} has too many options to list (more than {MAX_LISTED_HEAP})"),
                    );
                }
                for s in set.members_upto(n) {
                    if !one(&mut visit, n - s) {
                        break;
                    }
                }
            }
            HeapRule::Octal(o) => {
                if o.splits() && many(n) {
                    return too_large(
                        MAX_LISTED_HEAP,
                        format!("a heap of {n} has too many options to list (more than {MAX_LISTED_HEAP})"),
                    );
                }
                // The digits after the point take k >= 1 counters (the one before it only splits).
                for (k, &d) in o.digits.iter().enumerate().skip(1) {
                    let k = k as u64;
                    if d & 1 != 0 && n == k && !visit(&[]) {
                        return Ok(());
                    }
                    if d & 2 != 0 && n > k && !visit(&[n - k]) {
                        return Ok(());
                    }
                }
                for (k, &d) in o.digits.iter().enumerate() {
                    let k = k as u64;
                    if d & 4 != 0 && n >= k + 2 {
                        let rest = n - k;
                        for a in 1..=rest / 2 {
                            if !visit(&[rest - a, a]) {
                                return Ok(());
                            }
                        }
                    }
                }
            }
            HeapRule::Lasker | HeapRule::GrundyGame => {
                if many(n) {
                    return too_large(
                        MAX_LISTED_HEAP,
                        format!("a heap of {n} has too many options to list (more than {MAX_LISTED_HEAP})"),
                    );
                }
                if matches!(self, HeapRule::Lasker) {
                    for take in 1..=n {
                        if !one(&mut visit, n - take) {
                            return Ok(());
                        }
                    }
                }
                let strict = matches!(self, HeapRule::GrundyGame);
                for a in 1..=n / 2 {
                    if strict && 2 * a == n {
                        break;
                    }
                    if !visit(&[n - a, a]) {
                        return Ok(());
                    }
                }
            }
            HeapRule::Script(s) => {
                for o in s.heap_options(n)? {
                    if !visit(&o) {
                        break;
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether a heap of `n` has the option that leaves nothing (a move that clears it), known
    /// without listing the options where the family allows: a loser's play-out asks it of heaps
    /// far too large to list (Lasker's Nim clears any heap, as its last take).
    pub fn clears(&self, n: u64) -> Result<bool, GameError> {
        Ok(n > 0
            && match self {
                HeapRule::Take { max_take } => max_take.is_none_or(|k| n <= k),
                HeapRule::Subtraction(SubtractionSet::Finite(s)) => s.contains(&n),
                HeapRule::Subtraction(SubtractionSet::PowersOfTwo) => n.is_power_of_two(),
                HeapRule::Subtraction(SubtractionSet::Squares) => n.isqrt() * n.isqrt() == n,
                HeapRule::Subtraction(SubtractionSet::Fibonacci) => {
                    SubtractionSet::Fibonacci.members_upto(n).last() == Some(&n)
                }
                HeapRule::Octal(o) => o.digits.get(n as usize).is_some_and(|d| d & 1 != 0),
                HeapRule::Lasker => true,
                HeapRule::GrundyGame => false,
                HeapRule::Script(s) => s.heap_options(n)?.iter().any(Vec::is_empty),
            })
    }

    /// The option a losing player takes in a play-out: the one that changes the least (the
    /// first in [`Self::options`]' order), or `None` when the heap has no move.
    pub fn first_option(&self, n: u64) -> Result<Option<HeapOption>, GameError> {
        let mut first = None;
        match self {
            // Large heaps: the first option is known without listing the rest. (At a heap of
            // exactly MAX_LISTED_HEAP, listing finds the same first option: `>=` is equivalent.)
            HeapRule::Take { .. } | HeapRule::Lasker if n > 0 => {
                return Ok(Some(if n == 1 { vec![] } else { vec![n - 1] }));
            }
            HeapRule::GrundyGame if n > MAX_LISTED_HEAP => return Ok(Some(vec![n - 1, 1])),
            // A code that splits lists too many options of a large heap: its first is the
            // smallest take that leaves one heap, or else the first split (at these sizes no
            // take leaves nothing). A code that never splits lists its few options below.
            HeapRule::Octal(o) if o.splits() && n > MAX_LISTED_HEAP => {
                for (k, &d) in o.digits.iter().enumerate().skip(1) {
                    if d & 2 != 0 {
                        return Ok(Some(vec![n - k as u64]));
                    }
                }
                let k = o.digits.iter().position(|d| d & 4 != 0).expect("a code that splits") as u64;
                return Ok(Some(vec![n - k - 1, 1]));
            }
            _ => {}
        }
        self.visit_options(n, |o: &[u64]| {
            first = Some(o.to_vec());
            false
        })?;
        Ok(first)
    }

    /// The Grundy value of a heap of `n` by a formula, for the families that have one; `None`
    /// also where the formula's value does not fit in a `u64` (see [`Self::closed_form_reason_id`]
    /// for which families have one).
    pub fn closed_form(&self, n: u64) -> Option<u64> {
        match self {
            HeapRule::Take { max_take: None } => Some(n),
            HeapRule::Take { max_take: Some(k) } => Some(k.checked_add(1).map_or(n, |m| n % m)),
            HeapRule::Subtraction(SubtractionSet::PowersOfTwo) => Some(n % 3),
            // g(4k + 3) = 4k + 4 does not fit in a u64 at n = 2^64 - 1: no value is given
            // there (the caller refuses the heap) rather than a wrapped one.
            HeapRule::Lasker => match n % 4 {
                0 if n > 0 => Some(n - 1),
                3 => n.checked_add(1),
                _ => Some(n),
            },
            _ => None,
        }
    }

    /// Why [`Self::closed_form`] holds, in one sentence: the id of its message (`game-closed-…`).
    pub fn closed_form_reason_id(&self) -> Option<&'static str> {
        Some(match self {
            HeapRule::Take { max_take: None } => "game-closed-nim",
            HeapRule::Take { max_take: Some(_) } => "game-closed-bounded-nim",
            HeapRule::Subtraction(SubtractionSet::PowersOfTwo) => "game-closed-powers-of-two",
            HeapRule::Lasker => "game-closed-lasker",
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests;
