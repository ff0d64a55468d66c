//! nimbook: a static-site generator for lessons on combinatorial game theory, in which every
//! worked example is computed by the engine in [`games`].
//!
//! The modules in the order of the flow: `content/*.md` → [`lesson`] (front matter, the lesson
//! language, the Markdown pass) → [`directive`] (a block's words → a typed request) → [`games`]
//! (the model: pure, exact, returns facts) → [`views`] (the facts worded and drawn: HTML
//! templates, charts, the terminal, in each language) → [`site`] (navigation, checks, atomic
//! swap into `output/`) and [`serve`] (the live preview). Beside the site, the classroom tools
//! use the same model and views: [`exercises`], [`judge`], [`listings`], [`play`]. The [`cli`] is
//! a thin layer over all of these; [`error`], [`markup`], [`rng`] and [`walk`] are shared leaves.
#![warn(missing_docs)]

pub mod lesson;

pub mod directive;

pub mod games;

pub mod views;

pub mod serve;
pub mod site;

pub mod exercises;
pub mod judge;
pub mod listings;
pub mod play;

pub mod cli;

pub mod error;
pub mod markup;
pub mod rng;
pub mod walk;
