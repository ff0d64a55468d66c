//! What one request may spend of teachers' rules: a block of a page (a worked example, a chart, a
//! play block's table, a certificate), a `{{ example("…") }}` of its prose, or a question the
//! page's engine module answers. [`metered`] runs a request with an [`Account`] of its own; every
//! call of a rule inside it is charged there, and so is every position the request reads from
//! a game's memory of moves, at what computing it cost. A request therefore costs what it would
//! cost computed alone, whatever other requests computed before it, on which thread, or whether
//! the site's block cache held them: the same blocks build or fail the same way on every build,
//! cold or warm. Work done outside any request (the terminal's `play`, a sheet's problems) is
//! charged to the game itself, as one long request.
//!
//! What one call of a rule is charged ([`start_call`], [`progress`], [`end_call`]) is Rhai's
//! count of operations and the work that count leaves out, so that the charge bounds time: one
//! operation per [`ALLOCATED_BYTES_PER_OPERATION`] the call allocates (copying), one per
//! comparison a library function makes ([`compared`]: `contains`, `==` of arrays), and at each
//! operation one per [`HELD_BYTES_PER_OPERATION`] of data held beyond [`HELD_FREE_BYTES`] (an
//! operation may walk all of it). The allocator measures the data ([`memory`]), read at every
//! operation: a call that holds more than [`MAX_RULE_HELD_BYTES`] is stopped there ([`Stop`]),
//! which is what bounds a rule's memory. The same rule is charged the same on every run of one
//! build.

use crate::limits::{ALLOCATED_BYTES_PER_OPERATION, HELD_BYTES_PER_OPERATION, HELD_FREE_BYTES, MAX_RULE_HELD_BYTES};
use crate::memory;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Positions a request has read, by game (its fingerprint).
type Read = Mutex<HashMap<u64, HashSet<Vec<u64>>>>;

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
            Some(read) => {
                let mut read = read.lock().unwrap_or_else(|e| e.into_inner());
                let positions = read.entry(game).or_default();
                // Copied only the first time: most reads are of positions read before.
                !positions.contains(position) && positions.insert(position.to_vec())
            }
            None => false,
        }
    }
}

thread_local! {
    /// The account of the request running on this thread, if any.
    static CURRENT: RefCell<Option<Arc<Account>>> = const { RefCell::new(None) };
    /// The call of a rule running on this thread.
    static CALL: Cell<Call> = const { Cell::new(Call::IDLE) };
    /// What [`progress`] reads at every operation of that call.
    static WATCH: Cell<Watch> = const { Cell::new(Watch::IDLE) };
}

/// The two bounds [`progress`] compares at every operation, kept apart from the [`Call`] so that
/// an operation reads two numbers, not the whole account: the most the thread may hold (what it
/// held when the call started and [`MAX_RULE_HELD_BYTES`]), and the operation at which the call
/// is charged next.
#[derive(Debug, Clone, Copy)]
struct Watch {
    held_limit: i64,
    next_charge: u64,
}

impl Watch {
    const IDLE: Watch = Watch { held_limit: i64::MAX, next_charge: u64::MAX };
}

/// One call of a rule, as it is charged: Rhai's operations, and beside them the work its count
/// leaves out, measured by the allocator ([`memory`]) and by the comparisons it makes.
#[derive(Debug, Clone, Copy)]
struct Call {
    active: bool,
    /// The most the call may be charged (what is left of its budget).
    allowed: u64,
    /// Rhai's operations when the call was last charged.
    steps: u64,
    /// Charged for the data the call held, step by step: an operation may copy, measure or walk
    /// all of it, so each counts one more per [`HELD_BYTES_PER_OPERATION`] held beyond the first
    /// [`HELD_FREE_BYTES`].
    held: u64,
    /// Comparisons of two values made inside a library function (`contains`, `index_of`, `==`
    /// of arrays), one operation each.
    compared: u64,
    /// What the thread held and had allocated when the call started.
    start: memory::Reading,
}

impl Call {
    const IDLE: Call =
        Call { active: false, allowed: u64::MAX, steps: 0, held: 0, compared: 0, start: memory::Reading::ZERO };

    /// The call when Rhai has counted `done` operations: charged for what it held since it was
    /// last charged, at each operation since; its whole charge (with what it allocated in all,
    /// one operation per [`ALLOCATED_BYTES_PER_OPERATION`], the work of copying it); and the most
    /// it held beyond what it was given since it was last charged.
    fn step(mut self, done: u64) -> (Call, u64, u64) {
        let (above, allocated) = memory::since(self.start);
        let per_operation = above.saturating_sub(HELD_FREE_BYTES) / HELD_BYTES_PER_OPERATION;
        let operations = done.saturating_sub(self.steps);
        self.held = self.held.saturating_add(operations.saturating_mul(per_operation));
        self.steps = done.max(self.steps);
        let charge = self
            .steps
            .saturating_add(self.held)
            .saturating_add(self.compared)
            .saturating_add(allocated / ALLOCATED_BYTES_PER_OPERATION);
        (self, charge, above)
    }
}

/// How many operations a call takes between two of its charges (what it holds is read at
/// every operation).
const STEP: u64 = 16;

/// Why a call of a rule was stopped before it returned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Stop {
    /// It was charged more than what is left of its budget.
    Budget,
    /// It held more than [`MAX_RULE_HELD_BYTES`].
    Held,
}

/// Starts charging a call of a rule on this thread, which may be charged at most `allowed`.
pub(super) fn start_call(allowed: u64) {
    let start = memory::reading();
    CALL.set(Call { active: true, allowed, start, ..Call::IDLE });
    let most = i64::try_from(MAX_RULE_HELD_BYTES).unwrap_or(i64::MAX);
    WATCH.set(Watch { held_limit: start.held().saturating_add(most), next_charge: STEP });
}

/// Rhai's progress in the call on this thread: `done` operations so far. Why the call must
/// stop, if it must: holding more than the most a call may hold, read before every operation,
/// so that one operation at most (about doubling what the call holds) runs past that bound;
/// or charged more than it is allowed, every [`STEP`] operations, at the peak the data held
/// reached in between (the allocator keeps the peak), so that no operation goes uncharged.
pub(super) fn progress(done: u64) -> Option<Stop> {
    let watch = WATCH.get();
    if memory::held_now() > watch.held_limit {
        return Some(Stop::Held);
    }
    if done < watch.next_charge {
        return None;
    }
    let call = CALL.get();
    if !call.active {
        return None;
    }
    let (call, charge, held) = call.step(done);
    CALL.set(call);
    WATCH.set(Watch { next_charge: call.steps.saturating_add(STEP), ..watch });
    if held > MAX_RULE_HELD_BYTES { Some(Stop::Held) } else { (charge > call.allowed).then_some(Stop::Budget) }
}

/// A comparison made inside a library function on this thread.
pub(super) fn compared() {
    let mut call = CALL.get();
    call.compared = call.compared.saturating_add(1);
    CALL.set(call);
}

/// Ends the call on this thread: what it is charged (the data it held since its last operation
/// counted as one more).
pub(super) fn end_call() -> u64 {
    let call = CALL.replace(Call::IDLE);
    WATCH.set(Watch::IDLE);
    call.step(call.steps.saturating_add(1)).1
}

/// Runs `request` with an account of its own, unless it runs inside another request already
/// (then it is part of that one).
pub fn metered<T>(request: impl FnOnce() -> T) -> T {
    metered_cost(request).0
}

/// Runs `request` as [`metered`] does, and says what it cost: what its account was charged (0
/// when it runs inside another request, which counts it). A page adds up the costs of the
/// requests it uses, from the block cache too (`MAX_PAGE_OPERATIONS`).
pub fn metered_cost<T>(request: impl FnOnce() -> T) -> (T, u64) {
    if CURRENT.with(|c| c.borrow().is_some()) {
        return (request(), 0);
    }
    let account = Arc::new(Account::for_request());
    let out = within(Some(Arc::clone(&account)), request);
    (out, account.operations())
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
