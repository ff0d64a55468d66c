//! Grundy values of one heap, for any [`HeapRule`]: by a closed form where one is known, by a
//! table computed bottom-up with the mex rule, and — for finite subtraction sets and finite
//! octal codes — by a period that is found in the table and *proved*, so that every heap that
//! fits in a `u64` is answered exactly.
//!
//! The proofs: a subtraction game with largest move `t` computes each value from the `t` values
//! before it, so once a window of `t` values repeats, everything after repeats too. For octal
//! games, Guy and Smith's periodicity theorem: if `g(n + p) = g(n)` for every `n` with
//! `n0 <= n < 2·n0 + p + t` (`t` the largest number a move removes), then it holds for every
//! `n >= n0`. Where neither applies, values are given up to a stated table limit and refused
//! beyond it with the reason.

use super::fact::{Arg, Fact};
use super::rules::{HeapRule, PeriodTheorem, Valued};
use super::{GameError, too_large};
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// How many rules' values the process keeps for reuse.
const SHARED_RULES: usize = 256;

pub use super::rules::Period;

/// The theorem that proves `period`, with its numbers: Guy and Smith's for octal games, the
/// window argument for subtraction games.
fn theorem_of(period: &Period, theorem: PeriodTheorem) -> Fact {
    let (p, n0, t) = (period.period, period.pre_period, period.max_removal);
    let args = [("p", Arg::from(p)), ("n0", Arg::from(n0)), ("t", Arg::from(t))];
    match theorem {
        PeriodTheorem::Octal { .. } => {
            // The window Guy and Smith's theorem asks for: n0 <= n < 2·n0 + p + t.
            let last = u128::from(n0) * 2 + u128::from(p) + u128::from(t) - 1;
            Fact::new("game-period-octal", args.into_iter().chain([("last", Arg::from(last))]))
        }
        PeriodTheorem::Window { .. } => Fact::new("game-period-subtraction", args),
    }
}

/// How the values of a rule are known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// A formula, with its reason.
    ClosedForm(Fact),
    /// A proved period.
    Period,
    /// A table up to a limit, with the reason no period is used.
    Table(Fact),
}

/// The Grundy values of one heap rule, ready to answer any heap the method allows.
#[derive(Debug, Clone)]
pub struct HeapValues {
    rule: HeapRule,
    table: Vec<u64>,
    period: Option<Period>,
    method: Method,
}

impl HeapValues {
    /// Prepares the values of `rule` for heaps up to `need` (a closed form or a proved period
    /// answers every heap; a table must reach `need`, or this refuses with the reason).
    pub fn new(rule: &HeapRule, need: u64) -> Result<HeapValues, GameError> {
        if let Some(id) = rule.closed_form_reason() {
            return Ok(HeapValues {
                rule: rule.clone(),
                table: Vec::new(),
                period: None,
                method: Method::ClosedForm(Fact::id(id)),
            });
        }
        let limit = rule.table_limit();
        let mut table = Vec::new();
        if let Some(theorem) = rule.period_theorem() {
            let t = theorem.max_removal();
            let mut size: u64 = 256.max(4 * t + 64);
            loop {
                let size_now = size.min(limit);
                extend(rule, &mut table, size_now)?;
                if let Some(period) = find_period(&table, theorem) {
                    return Ok(HeapValues { rule: rule.clone(), table, period: Some(period), method: Method::Period });
                }
                if size_now >= limit {
                    break;
                }
                size *= 2;
            }
            // No period within the table, which now holds every value up to the limit: a
            // table like any other from here (the extension below has nothing left to add).
        }
        let mut values = HeapValues::tabled(rule, table);
        values.reach(need)?;
        Ok(values)
    }

    /// The values of `rule` for heaps up to `need`, computed once per process and shared: a
    /// period search or a table is not redone for every position of the same game. (Games
    /// defined by scripts are computed afresh: their tables are small.)
    pub fn shared(rule: &HeapRule, need: u64) -> Result<Arc<HeapValues>, GameError> {
        static CACHE: OnceLock<Mutex<Bounded<Arc<HeapValues>>>> = OnceLock::new();
        let Some(key) = rule.key() else {
            return HeapValues::new(rule, need).map(Arc::new);
        };
        let cache = CACHE.get_or_init(|| Mutex::new(Bounded::new(SHARED_RULES)));
        if let Some(v) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key)
            && v.covers(need)
        {
            return Ok(v.clone());
        }
        let values = Arc::new(HeapValues::new(rule, need)?);
        cache.lock().unwrap_or_else(|e| e.into_inner()).insert(key, values.clone());
        Ok(values)
    }

    /// Whether every heap up to `need` is answered.
    fn covers(&self, need: u64) -> bool {
        !matches!(self.method, Method::Table(_)) || need < self.table.len() as u64
    }

    /// The rule these values belong to.
    pub fn rule(&self) -> &HeapRule {
        &self.rule
    }

    /// How the values are known.
    pub fn method(&self) -> &Method {
        &self.method
    }

    /// The proved period, if the values have one.
    pub fn period(&self) -> Option<&Period> {
        self.period.as_ref()
    }

    /// Why the values are known, in `lang`: the closed form's reason, the period's theorem, or
    /// why the values come from a table (the same sentence as the [`Method`]'s, in English).
    pub fn reason(&self) -> Fact {
        match &self.method {
            Method::ClosedForm(why) | Method::Table(why) => why.clone(),
            Method::Period => {
                self.period.as_ref().map_or_else(|| Fact::id("game-method-search"), |p| p.theorem.clone())
            }
        }
    }

    /// Values of `rule` known only as a table, `table` so far, extended by [`Self::reach`].
    fn tabled(rule: &HeapRule, table: Vec<u64>) -> Self {
        HeapValues { rule: rule.clone(), table, period: None, method: Method::Table(table_reason(rule)) }
    }

    /// Makes every heap up to `need` answered: a table is extended in place by the mex rule (the
    /// values it holds are kept, so growing heap by heap costs no more than one table), up to
    /// the rule's limit, past which this refuses with the family's reason; a closed form or a
    /// proved period already answers every heap.
    pub fn reach(&mut self, need: u64) -> Result<(), GameError> {
        if self.covers(need) {
            return Ok(());
        }
        if need >= self.rule.table_limit() {
            return beyond_limit(&self.rule, need);
        }
        extend(&self.rule, &mut self.table, need + 1)
    }

    /// The Grundy value of a heap of `n`.
    pub fn value(&self, n: u64) -> Result<u64, GameError> {
        if let Some(v) = self.rule.closed_form(n) {
            return Ok(v);
        }
        if matches!(self.method, Method::ClosedForm(_)) {
            return too_large(u64::MAX, "refusal-value-too-large", [("n", Arg::from(n))]);
        }
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.table.get(i)) {
            return Ok(v);
        }
        if let Some(p) = &self.period {
            return Ok(p.block[((n - p.pre_period) % p.period) as usize]);
        }
        too_large(
            self.table.len(),
            "refusal-beyond-table",
            [
                ("n", Arg::from(n)),
                ("last", Arg::from(self.table.len().saturating_sub(1))),
                ("why", Arg::from(table_reason(&self.rule))),
            ],
        )
    }

    /// The Grundy value of an option: the XOR of its heaps' values.
    pub fn option_value(&self, option: &[u64]) -> Result<u64, GameError> {
        option.iter().try_fold(0, |acc, &h| Ok(acc ^ self.value(h)?))
    }

    /// g(0), …, g(n).
    pub fn sequence(&self, n: u64) -> Result<Vec<u64>, GameError> {
        (0..=n).map(|h| self.value(h)).collect()
    }
}

/// A memory of at most `capacity` entries by name, emptied whole when a new one would not fit
/// (a process meets few rules, so it is almost never emptied; the bound keeps a long-running
/// preview server's memory bounded).
struct Bounded<V> {
    map: HashMap<String, V>,
    capacity: usize,
}

impl<V> Bounded<V> {
    fn new(capacity: usize) -> Self {
        Bounded { map: HashMap::new(), capacity }
    }

    fn get(&self, key: &str) -> Option<&V> {
        self.map.get(key)
    }

    fn insert(&mut self, key: String, value: V) {
        if self.map.len() >= self.capacity && !self.map.contains_key(&key) {
            self.map.clear();
        }
        self.map.insert(key, value);
    }
}

/// Why a rule's values come from a table: no period was found within the table (families
/// with a periodicity theorem), or the family has no such theorem.
fn table_reason(rule: &HeapRule) -> Fact {
    if rule.period_theorem().is_some() {
        return Fact::new("game-table-no-period", [("limit", Arg::from(rule.table_limit()))]);
    }
    Fact::id(rule.table_reason())
}

/// The refusal of a heap of `need` or more, past the table's limit, with the family's reason.
fn beyond_limit<T>(rule: &HeapRule, need: u64) -> Result<T, GameError> {
    let limit = rule.table_limit();
    too_large(
        limit,
        "refusal-heap-past-table",
        [("n", Arg::from(need)), ("why", Arg::from(table_reason(rule))), ("last", Arg::from(limit - 1))],
    )
}

/// g(0), …, g(upto) of `rule` by the mex rule alone, with no period searched: for a caller that
/// needs only the heaps up to a known bound (a judge's problem states one) and would pay for a
/// period search it does not use. Refused past the rule's table limit, like [`HeapValues`].
pub fn mex_table(rule: &HeapRule, upto: u64) -> Result<Vec<u64>, GameError> {
    let mut values = HeapValues::tabled(rule, Vec::new());
    values.reach(upto)?;
    Ok(values.table)
}

/// Extends `table` (g(0), g(1), …) to `len` values by the mex rule.
fn extend(rule: &HeapRule, table: &mut Vec<u64>, len: u64) -> Result<(), GameError> {
    let mut seen: Vec<bool> = Vec::new();
    while (table.len() as u64) < len {
        let n = table.len() as u64;
        seen.clear();
        let mark = |seen: &mut Vec<bool>, v: u64| {
            let v = v as usize;
            if v >= seen.len() {
                seen.resize(v + 1, false);
            }
            seen[v] = true;
        };
        let g = |m: u64| table[m as usize];
        // Every option from the rule itself (one meaning of the moves), lent without copying;
        // each leaves heaps smaller than `n` (a teacher's rule is held to that where its
        // options are made), whose values are in the table.
        rule.visit_options(n, |o: &[u64]| {
            mark(&mut seen, o.iter().fold(0, |acc, &h| acc ^ g(h)));
            true
        })?;
        table.push(seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64);
    }
    Ok(())
}

/// Finds the smallest period that the table shows and the theorem proves, with its pre-period.
fn find_period(table: &[u64], theorem: PeriodTheorem) -> Option<Period> {
    let t = theorem.max_removal();
    let octal = matches!(theorem, PeriodTheorem::Octal { .. });
    let len = table.len() as u64;
    for p in 1..=len / 2 {
        // The smallest n0 with g(n) = g(n + p) for every n0 <= n < len - p.
        let mut n0 = len - p;
        while n0 > 0 && table[(n0 - 1) as usize] == table[(n0 - 1 + p) as usize] {
            n0 -= 1;
        }
        let seen = len - p - n0;
        if seen < p + t.max(1) {
            continue;
        }
        // The equality must have been checked on the theorem's window: n < window_end.
        let window_end = if octal { 2 * n0 + p + t } else { n0 + t.max(1) };
        if window_end > len - p {
            // A period is visible but not yet proved: a longer table will prove it (or show
            // a smaller one); never report a larger period instead.
            return None;
        }
        let mut period = Period {
            pre_period: n0,
            period: p,
            max_removal: t,
            checked_to: len - p - 1,
            theorem: Fact::id("game-period-subtraction"),
            block: table[n0 as usize..(n0 + p) as usize].to_vec(),
        };
        period.theorem = theorem_of(&period, theorem);
        return Some(period);
    }
    None
}

impl Valued for HeapValues {
    fn value(&self, n: u64) -> Result<u64, GameError> {
        HeapValues::value(self, n)
    }

    fn period(&self) -> Option<&Period> {
        HeapValues::period(self)
    }
}

#[cfg(test)]
mod tests;
