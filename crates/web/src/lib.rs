//! The engine module of a student's page: the engine (`nimbook-engine`) and the views that
//! word it (`nimbook-views`), built for `wasm32-unknown-unknown` and shipped inside every site
//! (`static/engine.js`). A page hands it a position's words and gets back what the build writes
//! for the same words: the example's JSON (the same bytes as `nimbook example WORDS --json`) or
//! the worked example's HTML fragment, laid out by the site's templates in the page's language.
//!
//! The interface is JSON over linear memory, with no JavaScript imports: the page copies a
//! request into memory it got from [`nimbook_alloc`], calls [`nimbook_call`], and reads the
//! reply it is pointed to ([`nimbook_reply_ptr`], [`nimbook_reply_len`]): 1 for an answer, 0
//! for a mistake and 2 for a request past one of the engine's bounds. The logic is
//! [`call`], which the tests run natively too. Nothing here reads a file, a clock or a thread.

mod site;

/// Teachers' rules are charged for their memory in the page as in the build
/// ([`nimbook_engine::memory`]). Only in the module itself: natively this crate is a library of
/// the tests, whose program has its own.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: nimbook_engine::memory::Counting<std::alloc::System> =
    nimbook_engine::memory::Counting(std::alloc::System);

pub use site::{Reply, call};

use std::cell::RefCell;

thread_local! {
    /// The last reply, kept until the next call so the page can read it.
    static REPLY: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Memory for a request of `len` bytes; the page writes the request there and passes it to
/// [`nimbook_call`], which frees it.
#[unsafe(no_mangle)]
pub extern "C" fn nimbook_alloc(len: usize) -> *mut u8 {
    let mut buffer = Vec::<u8>::with_capacity(len.max(1));
    let ptr = buffer.as_mut_ptr();
    std::mem::forget(buffer);
    ptr
}

/// Answers the request of `len` bytes at `ptr` (UTF-8 JSON, see [`call`]) and frees it. The
/// reply is kept for [`nimbook_reply_ptr`] and [`nimbook_reply_len`]; the result is 1 when it
/// is an answer, 0 when it is an error message and 2 when the request passes one of the
/// engine's bounds ([`Reply::TooLarge`]).
///
/// # Safety
/// `ptr` must come from [`nimbook_alloc`] with `len` bytes written.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn nimbook_call(ptr: *mut u8, len: usize) -> u32 {
    // SAFETY: the page wrote `len` bytes into the allocation `nimbook_alloc(len)` returned.
    let bytes = unsafe { Vec::from_raw_parts(ptr, len, len.max(1)) };
    let reply = match std::str::from_utf8(&bytes) {
        Ok(request) => call(request),
        Err(_) => Reply::Error("the request is not UTF-8 text".into()),
    };
    let code = match reply {
        Reply::Answer(_) => 1,
        Reply::Error(_) => 0,
        Reply::TooLarge(_) => 2,
    };
    REPLY.with(|r| *r.borrow_mut() = reply.into_text().into_bytes());
    code
}

/// Where the last reply starts.
#[unsafe(no_mangle)]
pub extern "C" fn nimbook_reply_ptr() -> *const u8 {
    REPLY.with(|r| r.borrow().as_ptr())
}

/// How long the last reply is, in bytes.
#[unsafe(no_mangle)]
pub extern "C" fn nimbook_reply_len() -> usize {
    REPLY.with(|r| r.borrow().len())
}
