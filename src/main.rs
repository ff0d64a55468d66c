//! The `nimbook` binary: parse the command line, run the library, print any error once.

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = nimbook::cli::Cli::parse();
    match nimbook::cli::run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("{}", nimbook::error::report(&e));
            ExitCode::FAILURE
        }
    }
}
