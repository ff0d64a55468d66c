//! nimbook: a static-site generator for lessons on combinatorial game theory, in which every
//! worked example is computed by the engine in [`games`].
//!
//! The modules in the order of the flow: `content/*.md` → [`lesson`] (front matter, the lesson
//! language, the Markdown pass) → [`directive`] (a block's words → a typed request) → [`games`]
//! (the model: pure, exact, returns facts) → [`views`] (the facts worded and drawn: HTML
//! templates, charts, the terminal, in each language) → [`site`] (navigation, checks, atomic
//! swap into `output/`) and [`serve`] (the live preview). Beside the site, the classroom tools
//! use the same model and views: [`exercises`], [`judge`], [`listings`], [`terminal_play`]. The [`cli`] is
//! a thin layer over all of these; [`worker`] runs the commands that render a site in a child
//! process with bounded memory; [`error`], [`markup`], [`rng`] and [`walk`] are shared leaves.
#![warn(missing_docs)]

pub mod lesson;

/// The parsing of a game's words into a typed request (from the `nimbook-views` crate).
pub use nimbook_views::directive;

/// The engine: the `nimbook-engine` crate, pure and exact, which also builds for WebAssembly.
pub use nimbook_engine as games;

/// The views that word the engine's facts: the `nimbook-views` crate, which also builds for
/// WebAssembly. Charts, which draw with plotters, are [`chart`] in this crate.
pub use nimbook_views as views;

pub mod chart;

pub mod serve;
pub mod site;

pub mod exercises;

pub mod listings;
pub mod terminal_play;

pub mod cli;

pub use nimbook_views::{error, judge, markup, message, rng};
pub mod walk;
pub mod worker;

/// The tests charge teachers' rules for their memory as the `nimbook` command does.
#[cfg(test)]
#[global_allocator]
static TESTS_ALLOCATOR: crate::games::memory::Counting<std::alloc::System> =
    crate::games::memory::Counting(std::alloc::System);
