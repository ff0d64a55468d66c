//! The integration tests: one binary, a module per area (see README.md, "Tests").

mod assets;
mod block_words;
mod cache;
mod cli;
mod course;
mod edges;
mod exercises;
mod families;
mod fuzz;
mod games;
mod languages;
mod listings;
mod messages;
mod prose;
mod referee;
mod rules;
mod serve;
mod serve_limits;
mod site;
mod util;
