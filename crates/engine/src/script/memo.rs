//! A teacher's game's memory of moves, and what reading it costs: the options of each position
//! asked are computed once (one position at a time, or a whole level of a search on all cores)
//! and remembered with what computing them cost, and every request that reads a position is
//! charged that cost, once ([`super::meter`]), within its budgets of operations and of numbers.

use super::meter::{self, Account};
use super::{Options, ScriptGame, too_large};
use crate::GameError;
use crate::fact::Arg;
use std::sync::atomic::Ordering;

impl ScriptGame {
    /// The account this thread's work is charged to: its request's, or the game's own.
    pub(super) fn account(&self) -> Charged<'_> {
        match meter::current() {
            Some(request) => Charged::Request(request),
            None => Charged::Own(&self.own),
        }
    }

    pub(super) fn over_operations<T>(&self) -> Result<T, GameError> {
        too_large(self.operation_budget, "refusal-rule-operations", [("game", Arg::from(self.name.as_str()))])
    }

    pub(super) fn over_numbers<T>(&self) -> Result<T, GameError> {
        too_large(self.number_budget, "refusal-rule-numbers", [("game", Arg::from(self.name.as_str()))])
    }

    /// Answers from the memory of options (charging the request what the position cost, the
    /// first time it reads it), or runs `compute` (options and their cost) and remembers them.
    pub(super) fn remembered(
        &self,
        key: &[u64],
        compute: impl FnOnce() -> Result<(Vec<Vec<u64>>, u64), GameError>,
    ) -> Result<Vec<Vec<u64>>, GameError> {
        let account = self.account();
        let known = self.memo.lock().unwrap_or_else(|e| e.into_inner()).get(key).cloned();
        if let Some((options, cost)) = known {
            self.read(&account, key, &options, cost)?;
            return Ok(options.to_vec());
        }
        let (options, cost) = compute()?;
        self.computed(&account, key, &options)?;
        self.remember(key, Options::from(options.as_slice()), cost);
        Ok(options)
    }

    /// Charges a request reading the remembered `options` of `position`, which cost `cost` to
    /// compute: once per request and position (a game's own account is not charged for them).
    /// A request past a budget is refused every read after, so that a search that asks again
    /// for a position a batch could not charge meets the refusal.
    pub(super) fn read(
        &self,
        account: &Account,
        position: &[u64],
        options: &[Vec<u64>],
        cost: u64,
    ) -> Result<(), GameError> {
        if account.charges_reads() && account.operations() > self.operation_budget {
            return self.over_operations();
        }
        if account.charges_reads() && account.numbers() > self.number_budget {
            return self.over_numbers();
        }
        if account.first_read(self.fingerprint, position) {
            if account.spend(cost) > self.operation_budget {
                return self.over_operations();
            }
            if account.read_numbers(numbers_of(position, options)) > self.number_budget {
                return self.over_numbers();
            }
        }
        Ok(())
    }

    /// Charges the numbers of options just computed (their operations are charged by the call),
    /// so that a batch run on all cores stops making them once the bound is passed.
    pub(super) fn computed(&self, account: &Account, position: &[u64], options: &[Vec<u64>]) -> Result<(), GameError> {
        account.first_read(self.fingerprint, position);
        if account.read_numbers(numbers_of(position, options)) > self.number_budget {
            return self.over_numbers();
        }
        Ok(())
    }

    /// Remembers the options of `position` and their cost; a memory that would hold more than
    /// the number budget is emptied first (what it held is computed again when asked).
    pub(super) fn remember(&self, position: &[u64], options: Options, cost: u64) {
        let numbers = numbers_of(position, &options);
        let mut memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        if self.memo_numbers.fetch_add(numbers, Ordering::Relaxed).saturating_add(numbers) > self.number_budget {
            memo.clear();
            self.memo_numbers.store(numbers, Ordering::Relaxed);
        }
        memo.insert(position.to_vec(), (options, cost));
    }

    /// The options of many tuples at once (games on tuples), computed on all cores and
    /// remembered together: for a search that knows which positions it will need. A tuple
    /// whose options fail gets none here and is not remembered; asking
    /// [`ScriptGame::tuple_moves`] for it again reports the failure.
    pub fn tuple_moves_of_all(&self, positions: &[Vec<u64>]) -> Vec<Vec<Vec<u64>>> {
        let mut all = Vec::with_capacity(positions.len());
        self.visit_moves_of_all(positions, &mut |options| all.push(options.to_vec()));
        all
    }

    /// [`Self::tuple_moves_of_all`], lending each tuple's options to `f` in order instead of
    /// copying them (a search reads them once, to find the next level).
    pub fn visit_moves_of_all(&self, positions: &[Vec<u64>], f: &mut dyn FnMut(&[Vec<u64>])) {
        use rayon::prelude::*;
        let known: Vec<Option<(Options, u64)>> = {
            let memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
            positions.iter().map(|p| memo.get(p).cloned()).collect()
        };
        // The request's account goes with its positions to every core.
        let request = meter::current();
        // (options, and their cost when they are new and to be remembered). Past a bound nothing
        // more is computed or remembered: the search that follows asks again, one position at a
        // time, and meets the refusal there.
        let computed: Vec<(Option<Options>, Option<u64>)> = positions
            .par_iter()
            .zip(known)
            .map(|(p, k)| {
                meter::within(request.clone(), || {
                    let account = self.account();
                    match k {
                        Some((options, cost)) => match self.read(&account, p, &options, cost) {
                            Ok(()) => (Some(options), None),
                            Err(_) => (None, None),
                        },
                        None if account.numbers() > self.number_budget
                            || account.operations() > self.operation_budget =>
                        {
                            (None, None)
                        }
                        None => match self.run_tuple_moves(p).and_then(|(o, cost)| {
                            self.computed(&account, p, &o)?;
                            Ok((o, cost))
                        }) {
                            Ok((options, cost)) => (Some(Options::from(options)), Some(cost)),
                            Err(_) => (None, None),
                        },
                    }
                })
            })
            .collect();
        for (p, (options, cost)) in positions.iter().zip(computed) {
            match (options, cost) {
                (Some(options), Some(cost)) => {
                    f(&options);
                    self.remember(p, options, cost);
                }
                (Some(options), None) => f(&options),
                (None, _) => f(&[]),
            }
        }
    }
}

/// The account a call is charged to (see [`meter`]).
pub(super) enum Charged<'a> {
    Request(std::sync::Arc<Account>),
    Own(&'a Account),
}

impl std::ops::Deref for Charged<'_> {
    type Target = Account;
    fn deref(&self) -> &Account {
        match self {
            Charged::Request(a) => a,
            Charged::Own(a) => a,
        }
    }
}

/// The numbers a position and its options come to, as the number budget counts them.
pub(super) fn numbers_of(position: &[u64], options: &[Vec<u64>]) -> u64 {
    (position.len() + options.iter().map(Vec::len).sum::<usize>()) as u64
}
