//! The integration tests: one binary, a module per area (see CONTRIBUTING.md, "Testing").

/// Teachers' rules are charged for their memory here as in the `nimbook` command.
#[global_allocator]
static ALLOCATOR: nimbook::games::memory::Counting<std::alloc::System> =
    nimbook::games::memory::Counting(std::alloc::System);

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
mod refusals;
mod rules;
mod serve;
mod serve_limits;
mod serve_watch;
mod site;
mod site_games;
mod swaps;
mod util;
mod web;
mod worker;
