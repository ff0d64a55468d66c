//! The `nimbook` binary: parse the command line, run the library, print any error once.

use clap::Parser;
use std::process::ExitCode;

/// mimalloc instead of the system's allocator: the engine's searches and the Rhai interpreter
/// allocate many small values, often on several threads; measured on the course, mimalloc
/// takes a quarter off a cold build (see bench/course.sh). Counted per thread, so that a
/// teacher's rule is charged for the data it holds and makes (`nimbook_engine::memory`).
#[global_allocator]
static GLOBAL: nimbook::games::memory::Counting<mimalloc::MiMalloc> =
    nimbook::games::memory::Counting(mimalloc::MiMalloc);

fn main() -> ExitCode {
    // A worker limits its memory before anything else runs (see `nimbook::worker`).
    let worker = nimbook::worker::asked();
    if worker {
        nimbook::worker::enter();
    }
    if nimbook::worker::serving() {
        // The preview server's builder: its arguments are the site folder and, when the server
        // was given --lang, the language its mistakes are worded in.
        let root = std::env::args_os().nth(1).map(std::path::PathBuf::from).unwrap_or_default();
        let lang = std::env::args().nth(2);
        return match nimbook::serve::serve_worker(&root, lang.as_deref()) {
            Ok(code) => code,
            Err(e) => {
                let reader = nimbook::site::reader::Reader::lenient(Some(&root), lang.as_deref());
                eprintln!("{}", nimbook::error::report(&e, reader.lang()));
                ExitCode::FAILURE
            }
        };
    }
    let cli = nimbook::cli::Cli::parse();
    // Whom the command speaks to: its mistakes and summary are worded in the reader's language.
    let reader = match cli.command.reader() {
        Ok(reader) => reader,
        Err(e) => {
            eprintln!("{}", nimbook::error::report(&e, nimbook::views::i18n::english()));
            return ExitCode::FAILURE;
        }
    };
    let result = if !worker && cli.command.runs_templates() {
        nimbook::worker::run_in_worker()
    } else {
        nimbook::cli::run(cli, &reader)
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("{}", nimbook::error::report(&e, reader.lang()));
            ExitCode::FAILURE
        }
    }
}
