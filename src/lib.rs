//! nimbook: a static-site generator for lessons on combinatorial game theory, in which every
//! worked example is computed by the engine in [`games`].
//!
//! The flow: `content/*.md` → [`lesson`] (front matter, Markdown events, directives parsed by
//! [`directive`], charts from [`chart`], maths as MathML) → [`site`] (navigation, templates,
//! checks, atomic swap into `output/`). The [`cli`] is a thin layer over these.
#![warn(missing_docs)]

pub mod chart;
pub mod cli;
pub mod directive;
pub mod error;
pub mod exercises;
pub mod facts;
pub mod games;
pub mod i18n;
pub mod judge;
pub mod lesson;
pub mod listings;
pub mod markup;
pub mod play;
pub mod rng;
pub mod serve;
pub mod site;
pub mod templates;
pub mod text;
pub mod walk;
