//! What one request may spend of teachers' rules: a block of a page (a worked example, a chart, a
//! play block's table, a certificate), a `{{ example("…") }}` of its prose, or a question the
//! page's engine module answers. [`metered`] runs a request with an [`Account`] of its own; every
//! call of a rule inside it is charged there, and so is every position the request reads from
//! a game's memory of moves, at what computing it cost. A request therefore costs what it would
//! cost computed alone, whatever other requests computed before it, on which thread, or whether
//! the site's block cache held them: the same blocks build or fail the same way on every build,
//! cold or warm. Work done outside any request (the terminal's `play`, a sheet's problems) is
//! charged to the game itself, as one long request.

use rustc_hash::FxHashSet as HashSet;
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Positions of games (a game's fingerprint, the position) a request has read.
type Read = Mutex<HashSet<(u64, Vec<u64>)>>;

/// What one request, or one game outside any request, has spent.
#[derive(Debug, Default)]
pub struct Account {
    /// Rhai's operations, and the cost of the lists the rules returned.
    operations: AtomicU64,
    /// Numbers in the moves of the positions read (each position once).
    numbers: AtomicU64,
    /// The positions already charged to this account, by game (a request's reads): `None` for a
    /// game's own account, which is charged only for what it computes.
    read: Option<Read>,
}

impl Account {
    fn for_request() -> Account {
        Account { read: Some(Mutex::default()), ..Account::default() }
    }

    /// Operations spent so far.
    pub fn operations(&self) -> u64 {
        self.operations.load(Ordering::Relaxed)
    }

    /// Adds `n` operations; the total afterwards.
    pub(super) fn spend(&self, n: u64) -> u64 {
        self.operations.fetch_add(n, Ordering::Relaxed).saturating_add(n)
    }

    /// Numbers read so far.
    pub(super) fn numbers(&self) -> u64 {
        self.numbers.load(Ordering::Relaxed)
    }

    /// Adds `n` numbers read; the total afterwards.
    pub(super) fn read_numbers(&self, n: u64) -> u64 {
        self.numbers.fetch_add(n, Ordering::Relaxed).saturating_add(n)
    }

    /// Whether reads of remembered positions are charged (a request's account).
    pub(super) fn charges_reads(&self) -> bool {
        self.read.is_some()
    }

    /// Whether a request reads `position` of the game `game` for the first time (and notes it).
    /// A game's own account is never charged for what its memory answers.
    pub(super) fn first_read(&self, game: u64, position: &[u64]) -> bool {
        match &self.read {
            Some(read) => read.lock().unwrap_or_else(|e| e.into_inner()).insert((game, position.to_vec())),
            None => false,
        }
    }
}

thread_local! {
    /// The account of the request running on this thread, if any.
    static CURRENT: RefCell<Option<Arc<Account>>> = const { RefCell::new(None) };
}

/// Runs `request` with an account of its own, unless it runs inside another request already
/// (then it is part of that one).
pub fn metered<T>(request: impl FnOnce() -> T) -> T {
    if CURRENT.with(|c| c.borrow().is_some()) {
        return request();
    }
    within(Some(Arc::new(Account::for_request())), request)
}

/// The account of the request running on this thread.
pub(super) fn current() -> Option<Arc<Account>> {
    CURRENT.with(|c| c.borrow().clone())
}

/// Runs `f` charging `account` (a request's work that runs on another thread: a search's
/// positions computed on all cores).
pub(super) fn within<T>(account: Option<Arc<Account>>, f: impl FnOnce() -> T) -> T {
    struct Restore(Option<Arc<Account>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            CURRENT.with(|c| *c.borrow_mut() = self.0.take());
        }
    }
    let _restore = Restore(CURRENT.with(|c| c.replace(account)));
    f()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_inside_a_request_is_part_of_it_and_the_thread_is_left_as_it_was() {
        assert!(current().is_none());
        metered(|| {
            let outer = current().unwrap();
            outer.spend(5);
            metered(|| assert_eq!(current().unwrap().operations(), 5));
            assert!(outer.first_read(1, &[2, 3]));
            assert!(!outer.first_read(1, &[2, 3]));
            assert!(outer.first_read(2, &[2, 3]));
        });
        assert!(current().is_none());
        let own = Account::default();
        assert!(!own.first_read(1, &[2]));
        let caught = std::panic::catch_unwind(|| metered(|| panic!("a request that fails")));
        assert!(caught.is_err() && current().is_none());
    }
}
