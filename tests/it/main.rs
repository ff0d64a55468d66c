//! The integration tests: one binary, a module per area (see CONTRIBUTING.md, "Testing").

mod assets;
mod block_words;
mod book;
mod boundary;
mod cache;
mod cli;
mod course;
mod edges;
mod exercises;
mod families;
mod fuzz;
mod games;
mod jinja;
mod languages;
mod listings;
mod messages;
mod print;
mod prose;
mod referee;
mod rules;
mod serve;
mod serve_limits;
mod serve_watch;
mod site;
mod util;
