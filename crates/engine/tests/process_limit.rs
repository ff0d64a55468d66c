//! The process-wide memory limit of `memory::limit_process`, in a test program of its own (the
//! limit holds for the whole process, so it cannot share one with other tests). An allocation
//! past the limit is refused; `try_reserve` sees the refusal as an error where other code would
//! end the process. The limit is lifted before anything is asserted, so that a failure's report
//! (which allocates) is not itself refused.

use nimbook_engine::memory;

#[global_allocator]
static ALLOCATOR: memory::Counting<std::alloc::System> = memory::Counting(std::alloc::System);

const MIB: usize = 1 << 20;

fn block(bytes: usize) -> Option<Vec<u8>> {
    let mut v: Vec<u8> = Vec::new();
    v.try_reserve_exact(bytes).ok().map(|()| v)
}

/// Blocks of 16 MiB added to `held` until one is refused (at most 40 in all); how many were added.
fn fill(held: &mut Vec<Vec<u8>>) -> usize {
    let before = held.len();
    while held.len() < 40 {
        match block(16 * MIB) {
            Some(b) => held.push(b),
            None => break,
        }
    }
    held.len() - before
}

#[test]
fn an_allocation_past_the_process_limit_is_refused_and_then_only_reporting_may_pass_it() {
    memory::limit_process(64 * MIB as u64);
    // What is held counts: blocks of 16 MiB until one is refused.
    let mut held = Vec::new();
    let fitted = fill(&mut held);
    // After a refusal the process may take 256 MiB more (to report it), and no more.
    let reporting = fill(&mut held);
    let past_all = block(16 * MIB).is_none();
    // What is freed is given back.
    held.clear();
    let again = block(100 * MIB).is_some();
    memory::limit_process(u64::MAX);
    assert!((3..=4).contains(&fitted), "{fitted} blocks of 16 MiB held under 64 MiB");
    assert!((15..=16).contains(&reporting), "{reporting} more blocks of 16 MiB in 256 MiB");
    assert!(past_all, "the limit and the reporting room are a bound");
    assert!(again, "100 MiB after freeing the blocks");
}
