//! The process-wide memory limit of `memory::limit_process`, in a test program of its own (the
//! limit holds for the whole process, so it cannot share one with other tests). An allocation
//! past the limit is refused; `try_reserve` sees the refusal as an error where other code would
//! end the process.

use nimbook_engine::memory;

#[global_allocator]
static ALLOCATOR: memory::Counting<std::alloc::System> = memory::Counting(std::alloc::System);

#[test]
fn an_allocation_past_the_process_limit_is_refused_and_one_within_it_is_not() {
    memory::limit_process(64 << 20);
    let mut big: Vec<u8> = Vec::new();
    assert!(big.try_reserve_exact(100 << 20).is_err(), "100 MiB past a 64 MiB limit");
    let mut fits: Vec<u8> = Vec::new();
    assert!(fits.try_reserve_exact(16 << 20).is_ok(), "16 MiB within it");
    // What is held counts: three more 16 MiB blocks reach the limit, the fourth is refused.
    let mut held = vec![fits];
    let mut refused = false;
    for _ in 0..4 {
        let mut more: Vec<u8> = Vec::new();
        if more.try_reserve_exact(16 << 20).is_err() {
            refused = true;
            break;
        }
        held.push(more);
    }
    assert!(refused && held.len() == 4, "{} blocks of 16 MiB held under 64 MiB", held.len());
    // What is freed is given back.
    held.clear();
    let mut again: Vec<u8> = Vec::new();
    assert!(again.try_reserve_exact(48 << 20).is_ok(), "48 MiB after freeing the blocks");
}
