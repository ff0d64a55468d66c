//! The integration tests: one binary, a module per area (see README.md, "Tests").

mod cache;
mod cli;
mod course;
mod exercises;
mod games;
mod serve;
mod site;
mod util;
