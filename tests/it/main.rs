//! The integration tests: one binary, a module per area (see README.md, "Tests").

mod cli;
mod games;
mod site;
