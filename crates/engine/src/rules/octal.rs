//! Octal games, asked by their code (`octal 0.77 5 7`, `octal 4.07 9`) or by the name of a
//! classic one (`kayles`, `dawson-chess`, `dawson-kayles`). Digit `d[k]` of the code says what
//! removing `k` counters may leave. A finite code's values are periodic, proved by Guy and
//! Smith's theorem ([`PeriodTheorem::Octal`]); with the period, the winning splits of a heap of
//! 10^18 are counted by residue classes, not listed.

use super::registry::{ArgError, ArgKind, Entry, MISERE, Name};
use super::{Found, HeapFamily, HeapRule, Period, PeriodTheorem, Shape, Things, Valued};
use crate::fact::{Arg, Fact};
use crate::limits::{MAX_LISTED_HEAP, MAX_OCTAL_DIGITS};
use crate::{GameError, err, too_large};
use std::any::Any;

/// Named octal games: name, code, and the message that names the game on a page.
pub const OCTAL_NAMES: [(&str, &str, &str); 3] = [
    ("kayles", "0.77", "game-name-kayles"),
    ("dawson-chess", "0.137", "game-name-dawson-chess"),
    ("dawson-kayles", "0.07", "game-name-dawson-kayles"),
];

/// The octal games that are played with rows of pins, and their rule in those words: the
/// bowling games, whose rows a student knocks pins out of rather than takes counters from.
const PIN_RULES: [(&str, &str); 2] = [("0.77", "game-rule-kayles"), ("0.07", "game-rule-dawson-kayles")];

/// `octal CODE HEAPS… [--misere]`, and the classic games by name: `kayles HEAPS…`.
pub static ENTRY: Entry = Entry {
    names: &[
        Name { word: "octal", sample: "octal 0.77 5 7" },
        Name { word: "kayles", sample: "kayles 5 7" },
        Name { word: "dawson-chess", sample: "dawson-chess 9" },
        Name { word: "dawson-kayles", sample: "dawson-kayles 9" },
    ],
    flags: &[MISERE],
    parse: |name, args| {
        if let Some((_, code, _)) = OCTAL_NAMES.iter().find(|n| n.0 == name) {
            return Ok(Shape::Heaps(HeapRule::octal(Octal::parse(code).expect("the catalogue's codes are valid"))));
        }
        let Some((at, code)) = args.take_first() else {
            return Err(args.at_name(ArgKind::Invalid(Fact::id("refusal-octal-needs-code"))));
        };
        let o = Octal::parse(code).map_err(|e| ArgError::refused(at, e))?;
        Ok(Shape::Heaps(HeapRule::octal(o)))
    },
};

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
        let (before, after) = code.split_once('.').unwrap_or((code, ""));
        let before = if before.is_empty() { "0" } else { before };
        if before.len() != 1 || !code.contains('.') {
            return err("refusal-octal-not-code", [("code", Arg::from(code))]);
        }
        let mut digits = Vec::new();
        for c in before.chars().chain(after.chars()) {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => {
                    return err(
                        "refusal-octal-digit",
                        [("code", Arg::from(code)), ("digit", Arg::from(c.to_string()))],
                    );
                }
            }
        }
        if digits[0] != 0 && digits[0] != 4 {
            return err(
                "refusal-octal-first-digit",
                [("code", Arg::from(code)), ("digit", Arg::from(u64::from(digits[0])))],
            );
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.len() == 1 && digits[0] == 0 {
            return err("refusal-octal-no-move", [("code", Arg::from(code))]);
        }
        if digits.len() - 1 > MAX_OCTAL_DIGITS {
            return too_large(MAX_OCTAL_DIGITS, "refusal-octal-too-long", [("code", Arg::from(code))]);
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

impl HeapFamily for Octal {
    fn key(&self) -> Option<String> {
        Some(format!("octal {}", self.code()))
    }

    fn visit_options(&self, n: u64, visit: &mut dyn FnMut(&[u64]) -> bool) -> Result<(), GameError> {
        if self.splits() && n > MAX_LISTED_HEAP {
            return super::too_many_options(n);
        }
        // The digits after the point take k >= 1 counters (the one before it only splits).
        for (k, &d) in self.digits.iter().enumerate().skip(1) {
            let k = k as u64;
            if d & 1 != 0 && n == k && !visit(&[]) {
                return Ok(());
            }
            if d & 2 != 0 && n > k && !visit(&[n - k]) {
                return Ok(());
            }
        }
        for (k, &d) in self.digits.iter().enumerate() {
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
        Ok(())
    }

    fn splits(&self) -> bool {
        Octal::splits(self)
    }

    fn clears(&self, n: u64) -> Result<bool, GameError> {
        Ok(n > 0 && self.digits.get(n as usize).is_some_and(|d| d & 1 != 0))
    }

    /// A code that splits lists too many options of a large heap: its first is the smallest
    /// take that leaves one heap, or else the first split (at these sizes no take leaves
    /// nothing). A code that never splits lists its few options.
    fn first_option(&self, n: u64) -> Result<Option<Vec<u64>>, GameError> {
        if self.splits() && n > MAX_LISTED_HEAP {
            for (k, &d) in self.digits.iter().enumerate().skip(1) {
                if d & 2 != 0 {
                    return Ok(Some(vec![n - k as u64]));
                }
            }
            let k = self.digits.iter().position(|d| d & 4 != 0).expect("a code that splits") as u64;
            return Ok(Some(vec![n - k - 1, 1]));
        }
        super::first_listed(self, n)
    }

    fn period_theorem(&self) -> Option<PeriodTheorem> {
        Some(PeriodTheorem::Octal { t: self.max_removal() })
    }

    fn table_limit(&self) -> u64 {
        if self.splits() { 1 << 14 } else { 1 << 18 }
    }

    /// With a period: one value per digit that takes; per digit that splits (see
    /// `splits_by_residue`), those below the pre-period one by one (fewer than pre-period +
    /// period for a small heap), one per residue class, and while listing, at most a period up
    /// to each split listed and a period past the last: `list` periods for the whole request,
    /// which a caller charges once, not per heap.
    fn listing_cost(&self, values: &dyn Valued, n: u64, list: usize) -> u64 {
        let digits = self.digits.len() as u64;
        match values.period() {
            Some(p) => {
                let takes = self.digits.iter().filter(|&&d| d & 2 != 0).count() as u64;
                let splits = self.digits.iter().filter(|&&d| d & 4 != 0).count() as u64;
                let per_split = p.pre_period.saturating_add(p.period.saturating_mul(3));
                let listing = match splits {
                    0 => 0,
                    _ => u64::try_from(list).unwrap_or(u64::MAX).saturating_mul(p.period),
                };
                takes.saturating_add(splits.saturating_mul(per_split)).saturating_add(listing)
            }
            None => digits.saturating_add(digits.saturating_mul(n / 2)),
        }
    }

    /// A proved period answers every heap, small or huge, in time linear in the period.
    fn with_value(
        &self,
        values: &dyn Valued,
        n: u64,
        target: u64,
        list: usize,
        _: bool,
    ) -> Option<Result<(Found, u64), GameError>> {
        values.period()?;
        Some(octal_by_period(values, self, n, target, list))
    }

    fn title(&self) -> Fact {
        match OCTAL_NAMES.iter().find(|n| n.1 == self.code()) {
            Some((_, code, name_id)) => {
                Fact::new("game-title-octal-named", [("name", Fact::id(name_id).into()), ("code", Arg::from(*code))])
            }
            None => Fact::new("game-title-octal", [("code", self.code().into())]),
        }
    }

    /// A named code: the convention joins the code inside the brackets where a language wants it.
    fn misere_title(&self) -> Option<Fact> {
        let (_, code, name_id) = OCTAL_NAMES.iter().find(|n| n.1 == self.code())?;
        Some(Fact::new(
            "game-title-octal-named-misere",
            [("name", Fact::id(name_id).into()), ("code", Arg::from(*code))],
        ))
    }

    fn moves(&self) -> Fact {
        match PIN_RULES.iter().find(|(code, _)| *code == self.code()) {
            Some((_, id)) => Fact::id(id),
            None => octal_rule(self),
        }
    }

    fn things(&self) -> Things {
        if PIN_RULES.iter().any(|(code, _)| *code == self.code()) { Things::Pins } else { Things::Counters }
    }

    /// The code follows the name unless the name is the code's own (`kayles 5 7`).
    fn words(&self, name: &str, misere: bool) -> (String, String) {
        let named = OCTAL_NAMES.iter().any(|n| n.0 == name && n.1 == self.code());
        let before = if named { String::new() } else { format!(" {}", self.code()) };
        (before, if misere { " --misere".into() } else { String::new() })
    }

    fn code(&self) -> Option<String> {
        Some(Octal::code(self))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// An octal code's rule, as a fact.
fn octal_rule(o: &Octal) -> Fact {
    let mut parts = Vec::new();
    for (k, &d) in o.digits.iter().enumerate() {
        let ways: Vec<Arg> = [(1, "game-octal-whole"), (2, "game-octal-end"), (4, "game-octal-inside")]
            .into_iter()
            .filter(|(bit, _)| d & bit != 0)
            .map(|(_, id)| Fact::id(id).into())
            .collect();
        if ways.is_empty() {
            continue;
        }
        if k == 0 {
            parts.push(Fact::id("game-octal-split").into());
        } else {
            let ways = Arg::Or { or: "game-octal-ways", items: ways };
            parts.push(Fact::new("game-octal-take", [("k", Arg::from(k)), ("ways", ways)]).into());
        }
    }
    let moves = Arg::Or { or: "game-octal-moves", items: parts };
    Fact::new("game-octal-rule", [("code", o.code().into()), ("moves", moves)])
}

/// The options of a huge heap of an octal game, by its proved period, and how many options'
/// values were computed to find them.
fn octal_by_period(
    values: &dyn Valued,
    o: &Octal,
    n: u64,
    target: u64,
    list: usize,
) -> Result<(Found, u64), GameError> {
    let Some(period) = values.period() else {
        return err("refusal-beyond-values", [("n", Arg::from(n))]);
    };
    let mut found = Found::none();
    let mut looked = 0;
    for (k, &d) in o.digits.iter().enumerate().skip(1) {
        let k = k as u64;
        if d & 1 != 0 && n == k && target == 0 {
            found.add(vec![], list);
        }
        if d & 2 != 0 && n > k {
            looked += 1;
            if values.value(n - k)? == target {
                found.add(vec![n - k], list);
            }
        }
    }
    for (k, &d) in o.digits.iter().enumerate() {
        let k = k as u64;
        if d & 4 != 0 && n >= k + 2 {
            looked += splits_by_residue(values, period, n - k, target, list, &mut found)?;
        }
    }
    Ok((found, looked))
}

/// Counts and lists the splits `rest = b + a` (`1 <= a <= b`) with `g(a) ⊕ g(b) = target`.
/// From the pre-period on, the value of a split depends only on the residue of `a` (and of
/// `rest - a`), so each residue class is counted at once. Returns how many splits' values
/// were computed.
fn splits_by_residue(
    values: &dyn Valued,
    period: &Period,
    rest: u64,
    target: u64,
    list: usize,
    found: &mut Found,
) -> Result<u64, GameError> {
    let (pre, p) = (period.pre_period, period.period);
    let hi = rest / 2;
    let looked = std::cell::Cell::new(0u64);
    let wins = |a: u64| -> Result<bool, GameError> {
        looked.set(looked.get() + 1);
        Ok(values.value(a)? ^ values.value(rest - a)? == target)
    };
    // Below the pre-period, one by one. From there on both parts are in the periodic part:
    // a >= pre, and rest - a >= rest - hi >= hi >= a.
    let direct_end = pre.saturating_sub(1).min(hi);
    for a in 1..=direct_end {
        if wins(a)? {
            found.add(vec![rest - a, a], list);
        }
    }
    // (Past `hi`, when the heap is too small to reach the periodic part, nothing is left.)
    let lo = (direct_end + 1).max(1);
    // One check per residue class.
    let mut any = false;
    for a in lo..(lo + p).min(hi + 1) {
        if wins(a)? {
            any = true;
            found.count = found.count.map(|c| c + u128::from((hi - a) / p) + 1);
        }
    }
    let mut a = lo;
    while any && found.listed.len() < list && a <= hi {
        if wins(a)? {
            found.listed.push(vec![rest - a, a]);
        }
        a += 1;
    }
    Ok(looked.get())
}
