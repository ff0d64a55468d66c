//! Subtraction games: a move takes from one heap an amount that belongs to a set, finite
//! (`subtraction 5 12 --set 2,5`) or one of the named infinite sets (`--set powers-of-two`,
//! `fibonacci`, `squares`). A finite set's values are periodic, proved by the window argument
//! ([`PeriodTheorem::Window`]); the powers of two have a formula, the other infinite sets a table.

use super::registry::{ArgError, ArgKind, Entry, Flag, MISERE, Name, number_list};
use super::{HeapFamily, HeapRule, PeriodTheorem, Shape, Valued, single};
use crate::fact::{Arg, Fact};
use crate::limits::{MAX_LISTED_HEAP, MAX_SET, MAX_SET_MEMBER};
use crate::{GameError, err, too_large};
use std::any::Any;

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
        return err("refusal-set-empty", []);
    }
    if set.contains(&0) {
        return err("refusal-set-zero", []);
    }
    if set.len() > MAX_SET {
        return too_large(MAX_SET, "refusal-set-too-many", [("count", Arg::from(set.len()))]);
    }
    if let Some(big) = set.iter().find(|&&s| s > MAX_SET_MEMBER) {
        return too_large(MAX_SET_MEMBER, "refusal-set-amount", [("amount", Arg::from(*big))]);
    }
    set.sort_unstable();
    set.dedup();
    Ok(SubtractionSet::Finite(set))
}

/// The named infinite sets, as `--set` names them.
const NAMED: [&str; 3] = ["powers-of-two", "fibonacci", "squares"];

/// `--set`, as every surface that names a subtraction set takes it.
pub const SET_FLAG: Flag = Flag { name: "--set", value: Some("flag-value-set") };

/// `subtraction HEAPS… --set S [--misere]`.
pub static ENTRY: Entry = Entry {
    names: &[Name { word: "subtraction", sample: "subtraction 5 12 --set 2,5" }],
    flags: &[SET_FLAG, MISERE],
    parse: |_, args| {
        let Some((at, text)) = args.value("--set") else {
            return Err(args.at_name(ArgKind::Invalid(Fact::id("refusal-set-missing"))));
        };
        Ok(Shape::Heaps(HeapRule::subtraction(parse_set(at, text)?)))
    },
};

/// Reads the value of `--set` starting at `at`: amounts such as `1,3,4`, or a named infinite set.
pub fn parse_set(at: usize, text: &str) -> Result<SubtractionSet, ArgError> {
    match text {
        "powers-of-two" => Ok(SubtractionSet::PowersOfTwo),
        "fibonacci" => Ok(SubtractionSet::Fibonacci),
        "squares" => Ok(SubtractionSet::Squares),
        _ if text.starts_with(|c: char| c.is_ascii_alphabetic()) => {
            Err(ArgError::at(at, ArgKind::Unknown { what: "what-set", text: text.into(), known: &NAMED }))
        }
        _ => finite_set(number_list(at, text, "what-amount")?).map_err(|e| ArgError::refused(at, e)),
    }
}

/// The subtraction game of a set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subtraction(pub SubtractionSet);

impl HeapFamily for Subtraction {
    fn key(&self) -> Option<String> {
        Some(format!("subtraction {}", self.0.words()))
    }

    fn visit_options(&self, n: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> Result<(), GameError> {
        if matches!(self.0, SubtractionSet::Squares) && n > MAX_LISTED_HEAP {
            return super::too_many_options(n);
        }
        for s in self.0.members_upto(n) {
            if !visit(&single(n - s)) {
                break;
            }
        }
        Ok(())
    }

    fn clears(&self, n: u64) -> Result<bool, GameError> {
        Ok(n > 0
            && match &self.0 {
                SubtractionSet::Finite(s) => s.contains(&n),
                SubtractionSet::PowersOfTwo => n.is_power_of_two(),
                SubtractionSet::Squares => n.isqrt() * n.isqrt() == n,
                SubtractionSet::Fibonacci => SubtractionSet::Fibonacci.members_upto(n).last() == Some(&n),
            })
    }

    /// {1, 2, …, K} is Nim with at most K a move.
    fn take_limit(&self) -> Option<Option<u64>> {
        match &self.0 {
            SubtractionSet::Finite(s) if s.iter().enumerate().all(|(i, &x)| x == i as u64 + 1) => {
                s.last().map(|&k| Some(k))
            }
            _ => None,
        }
    }

    fn closed_form(&self, n: u64) -> Option<u64> {
        matches!(self.0, SubtractionSet::PowersOfTwo).then_some(n % 3)
    }

    fn closed_form_reason(&self) -> Option<&'static str> {
        matches!(self.0, SubtractionSet::PowersOfTwo).then_some("game-closed-powers-of-two")
    }

    fn period_theorem(&self) -> Option<PeriodTheorem> {
        match &self.0 {
            SubtractionSet::Finite(s) => s.last().map(|&t| PeriodTheorem::Window { t }),
            _ => None,
        }
    }

    fn table_limit(&self) -> u64 {
        match self.0 {
            SubtractionSet::Finite(_) => 1 << 18,
            SubtractionSet::Squares => 100_000,
            _ => 1_000_000,
        }
    }

    fn table_reason(&self) -> &'static str {
        "game-table-infinite-subtraction"
    }

    fn listing_cost(&self, _: &dyn Valued, n: u64, _: usize) -> u64 {
        match &self.0 {
            SubtractionSet::Finite(s) => s.len() as u64,
            SubtractionSet::Squares => n.isqrt(),
            SubtractionSet::PowersOfTwo | SubtractionSet::Fibonacci => 100,
        }
    }

    fn title(&self) -> Fact {
        Fact::new("game-title-subtraction", [("set", self.0.notation().into())])
    }

    fn moves(&self) -> Fact {
        match &self.0 {
            SubtractionSet::Finite(s) if s.len() == 1 => {
                Fact::new("game-rule-subtraction-one", [("n", Arg::from(s[0]))])
            }
            SubtractionSet::Finite(_) => Fact::new("game-rule-subtraction-finite", [("set", self.0.notation().into())]),
            SubtractionSet::PowersOfTwo => Fact::id("game-rule-subtraction-powers-of-two"),
            SubtractionSet::Fibonacci => Fact::id("game-rule-subtraction-fibonacci"),
            SubtractionSet::Squares => Fact::id("game-rule-subtraction-squares"),
        }
    }

    fn words(&self, _: &str, misere: bool) -> (String, String) {
        (String::new(), format!(" --set {}{}", self.0.words(), if misere { " --misere" } else { "" }))
    }

    fn set(&self) -> Option<Vec<u64>> {
        match &self.0 {
            SubtractionSet::Finite(s) => Some(s.clone()),
            _ => None,
        }
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}
