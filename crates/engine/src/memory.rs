//! The memory a thread holds, as the process's allocator sees it: what a teacher's rule is
//! charged for beside Rhai's count of operations ([`crate::script`]). Rhai counts one operation
//! for copying an array of 20,000 numbers as for adding two numbers, so operations alone do not
//! bound time; the work of one operation is at most proportional to the data the call holds and
//! makes, and that the allocator measures exactly, the same way on every run of one build.
//!
//! [`Counting`] wraps the process's allocator (each program that runs rules installs it with
//! `#[global_allocator]`: the `nimbook` command, the page's engine module, the test programs)
//! and keeps, per thread, the bytes held, their peak since it was last read, and the bytes
//! allocated in all. A program without it charges rules by operations alone.
//!
//! A process may also set a limit on what all its threads hold together ([`limit_process`]):
//! past it an allocation fails, which ends the process. The `nimbook` command sets one in the
//! process that builds a site, so that a template that grows a value without bound (minijinja
//! has no bound on `~` or list `+`) ends that process, which its parent reports, instead of
//! taking the computer's memory (see `nimbook::worker`).

use std::alloc::{GlobalAlloc, Layout};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};

/// The process's allocator `A`, counting what each thread allocates and frees.
pub struct Counting<A>(pub A);

/// One thread's counts.
struct Counts {
    /// Bytes allocated on this thread and not yet freed on it.
    held: Cell<i64>,
    /// The most `held` has been since [`since`] or [`reading`] last read it.
    peak: Cell<i64>,
    /// Bytes allocated on this thread in all.
    allocated: Cell<u64>,
    /// What this thread's holdings changed by since it last added them to [`TOTAL`].
    pending: Cell<i64>,
}

thread_local! {
    static COUNTS: Counts = const {
        Counts { held: Cell::new(0), peak: Cell::new(0), allocated: Cell::new(0), pending: Cell::new(0) }
    };
}

/// The most bytes the process's threads may hold together; 0 while no limit is set.
static LIMIT: AtomicI64 = AtomicI64::new(0);
/// What all threads hold together, as far as they have added their changes (each thread adds
/// its change once it reaches [`FLUSH`], so this is right to within a mebibyte per thread).
static TOTAL: AtomicI64 = AtomicI64::new(0);
/// A thread adds its change to [`TOTAL`] when it reaches this many bytes either way.
const FLUSH: i64 = 1 << 20;
/// Whether an allocation was refused: the process is then on its way to report it and end.
static REFUSED: AtomicBool = AtomicBool::new(false);
/// What the process may hold beyond its limit after a refusal, to report it: Rust's report of a
/// failed allocation, or a panic's, reads the program's debugging information to print a
/// backtrace (`RUST_BACKTRACE`), and a refusal there would wait for ever on the lock the report
/// holds. Still a bound.
const REPORTING: i64 = 256 << 20;

/// From now on, an allocation that would take what the process's threads hold together past
/// `bytes` fails (and a failed allocation ends the process). Set it once, at the start of the
/// process, before other threads begin: what was held before is not counted.
pub fn limit_process(bytes: u64) {
    LIMIT.store(i64::try_from(bytes).unwrap_or(i64::MAX).max(1), Ordering::Relaxed);
}

/// Whether allocating `bytes` more would take the process past its limit. Checked against the
/// shared total only when this thread's own change reaches [`FLUSH`], so small allocations
/// cost one relaxed load.
fn refused(bytes: usize) -> bool {
    let limit = LIMIT.load(Ordering::Relaxed);
    if limit == 0 {
        return false;
    }
    COUNTS
        .try_with(|c| {
            let change = c.pending.get().saturating_add(i64::try_from(bytes).unwrap_or(i64::MAX));
            if change < FLUSH {
                return false;
            }
            let limit = if REFUSED.load(Ordering::Relaxed) || std::thread::panicking() {
                limit.saturating_add(REPORTING)
            } else {
                limit
            };
            let over = TOTAL.load(Ordering::Relaxed).saturating_add(change) > limit;
            if over {
                REFUSED.store(true, Ordering::Relaxed);
            }
            over
        })
        .unwrap_or(false)
}

/// Adds `by` to this thread's change, and the change to [`TOTAL`] once it is large.
fn pend(c: &Counts, by: i64) {
    if LIMIT.load(Ordering::Relaxed) == 0 {
        return;
    }
    let change = c.pending.get().saturating_add(by);
    if change.abs() >= FLUSH {
        TOTAL.fetch_add(change, Ordering::Relaxed);
        c.pending.set(0);
    } else {
        c.pending.set(change);
    }
}

/// Whether the running program counts its memory (it installed [`Counting`]).
static INSTALLED: AtomicBool = AtomicBool::new(false);

fn grew(bytes: usize) {
    if !INSTALLED.load(Ordering::Relaxed) {
        INSTALLED.store(true, Ordering::Relaxed);
    }
    // `try_with`: an allocation while the thread's locals are being torn down is not counted.
    let _ = COUNTS.try_with(|c| {
        let now = c.held.get().saturating_add(bytes as i64);
        c.held.set(now);
        c.peak.set(c.peak.get().max(now));
        c.allocated.set(c.allocated.get().saturating_add(bytes as u64));
        pend(c, bytes as i64);
    });
}

fn shrank(bytes: usize) {
    let _ = COUNTS.try_with(|c| {
        c.held.set(c.held.get().saturating_sub(bytes as i64));
        pend(c, -(bytes as i64));
    });
}

// SAFETY: every call goes to the wrapped allocator unchanged, or is refused with a null
// pointer (as an allocator out of memory answers); the counting touches only thread-local cells
// and two atomics, allocates nothing and cannot unwind.
unsafe impl<A: GlobalAlloc> GlobalAlloc for Counting<A> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if refused(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's contract is passed on as it is.
        let p = unsafe { self.0.alloc(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if refused(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: as `alloc`.
        let p = unsafe { self.0.alloc_zeroed(layout) };
        if !p.is_null() {
            grew(layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as `alloc`.
        unsafe { self.0.dealloc(ptr, layout) };
        shrank(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() && refused(new_size - layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: as `alloc`.
        let p = unsafe { self.0.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            if new_size >= layout.size() {
                grew(new_size - layout.size());
            } else {
                shrank(layout.size() - new_size);
            }
        }
        p
    }
}

/// What this thread holds and has allocated, at one moment (see [`since`]).
#[derive(Debug, Clone, Copy, Default)]
pub struct Reading {
    held: i64,
    allocated: u64,
}

impl Reading {
    /// Nothing held or allocated.
    pub const ZERO: Reading = Reading { held: 0, allocated: 0 };

    /// What the thread held at this reading ([`held_now`]'s measure).
    pub fn held(&self) -> i64 {
        self.held
    }
}

/// This thread's memory now; its peak starts again from what it holds.
pub fn reading() -> Reading {
    COUNTS.with(|c| {
        let held = c.held.get();
        c.peak.set(held);
        Reading { held, allocated: c.allocated.get() }
    })
}

/// Since `start` (this thread's [`reading`]): the most bytes held beyond what was held then, at
/// any moment since the last call of this function or of [`reading`], and the bytes allocated.
pub fn since(start: Reading) -> (u64, u64) {
    COUNTS.with(|c| {
        let held = c.held.get();
        let peak = c.peak.replace(held);
        let above = u64::try_from(peak.saturating_sub(start.held)).unwrap_or(0);
        (above, c.allocated.get().saturating_sub(start.allocated))
    })
}

/// What this thread holds now, as [`Reading`]s count it (it may be below 0: memory allocated on
/// another thread and freed on this one): a cheaper reading than [`since`], which also keeps
/// the peak.
pub fn held_now() -> i64 {
    COUNTS.with(|c| c.held.get())
}

/// Whether this program counts its memory ([`Counting`] is its allocator).
pub fn counted() -> bool {
    // An allocation through the wrapper marks it installed.
    std::hint::black_box(Box::new(0u64));
    INSTALLED.load(Ordering::Relaxed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_test_program_counts_what_a_thread_holds_and_allocates() {
        assert!(counted(), "the engine's tests install the counting allocator");
        let start = reading();
        let big: Vec<u64> = Vec::with_capacity(10_000);
        let (held, allocated) = since(start);
        assert!(held >= 80_000 && allocated >= 80_000, "{held} {allocated}");
        drop(big);
        // The peak since the last reading is what was held then; after it, what is held now.
        assert!(since(start).0 >= 80_000);
        let (held, allocated) = since(start);
        assert!(held < 80_000 && allocated >= 80_000, "{held} {allocated}");
        // Another thread's memory is its own.
        let other = std::thread::spawn(move || since(reading()).0).join().unwrap();
        assert!(other < 80_000, "{other}");
    }
}
