//! The views: every surface that shows the model reads the engine's facts here and words or
//! draws them, in each language of the site. [`facts`] words a fact from the message files
//! ([`i18n`]); [`templates`] is the minijinja environment of the pages (worked examples,
//! callouts, play tables); [`chart`] draws SVG charts with plotters; [`text`] is the terminal's
//! form of a worked example. The lesson pass, the site, the exercise sheets and the command
//! line all come here for words; nothing here computes a game.

pub mod chart;
pub mod facts;
pub mod i18n;
pub mod templates;
pub mod text;
pub mod tree;
