//! The views: every surface that shows the model reads the engine's facts here and words them,
//! in each language of the site. [`directive`] parses a game's words ("nim 8 12 13") into a
//! typed request for the engine (`nimbook-engine`); [`facts`] words a fact from the message files
//! ([`i18n`]); [`templates`] holds the pages' templates (worked examples, callouts, play tables);
//! [`text`] is the terminal's form of a worked example; [`error`] and [`markup`] are the
//! diagnostics and the HTML escaping they share. The lesson pass, the site, the exercise sheets,
//! the charts and the command line (the `nimbook` crate) come here for words; nothing here
//! computes a game, and nothing here reads a file, a clock or a thread: the crate builds for
//! `wasm32-unknown-unknown` as it is, so the page's engine module words facts with the same
//! message files and templates as the build.
#![warn(missing_docs)]

pub mod board;
pub mod directive;
pub mod environment;
pub mod error;
pub mod facts;
pub mod i18n;
pub mod judge;
pub mod limits;
pub mod markup;
pub mod message;
pub mod play;
pub mod prose;
pub mod rng;
pub mod templates;
pub mod text;
pub mod tree;
pub mod worked;

/// The tests charge teachers' rules for their memory as the `nimbook` command does.
#[cfg(test)]
#[global_allocator]
static TESTS_ALLOCATOR: nimbook_engine::memory::Counting<std::alloc::System> =
    nimbook_engine::memory::Counting(std::alloc::System);
