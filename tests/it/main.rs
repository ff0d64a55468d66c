//! The integration tests: one binary, a module per area (see README.md, "Tests").

mod assets;
mod block_words;
mod boundary;
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
mod prose;
mod serve;
mod serve_limits;
mod serve_watch;
mod site;
mod util;
