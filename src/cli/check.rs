//! `nimbook check`: the whole site checked as `build` would, and its tested listings.

use super::Reader;
use crate::error::Result;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Check the whole site as `build` would (lessons, examples, links, templates), writing nothing.
///
/// With --listings, also test every code listing whose fence declares what it solves
/// (```cpp solves=hdu1850, ```python checks=xor-upto): compile it (g++, python3 or rustc),
/// run it on the problem's samples and on random inputs, and compare with `nimbook judge`
/// or the engine. Only this needs a compiler; building the site never does.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// The site folder.
    #[arg(default_value = ".")]
    pub(super) root: PathBuf,
    /// Also compile and test the lessons' tested code listings.
    #[arg(long)]
    listings: bool,
    /// The seed of the listings' random inputs (the same seed gives the same inputs).
    #[arg(long, value_name = "N", default_value_t = 301, requires = "listings")]
    seed: u64,
    #[command(flatten)]
    pub(super) say: super::SayArg,
}

/// Runs `nimbook check`.
pub fn run(args: CheckArgs, reader: &Reader) -> Result<ExitCode> {
    let code = check(&args.root, reader)?;
    if args.listings { check_listings(&args.root, args.seed, reader) } else { Ok(code) }
}

/// `nimbook check`, saying what it found to `reader`.
pub fn check(root: &Path, reader: &Reader) -> Result<ExitCode> {
    let (_, summary) = crate::site::generate(&crate::site::Layout::new(root).speaking(reader.code()))?;
    for w in &summary.warnings {
        reader.warn(w);
    }
    let said = crate::message!("cli-checked", lessons = summary.lessons, warnings = summary.warnings.len());
    eprintln!("{}", reader.say(&said));
    Ok(ExitCode::SUCCESS)
}

/// `nimbook check --listings`: each listing's result on standard error; exit status 1 if any fails.
pub fn check_listings(root: &Path, seed: u64, reader: &Reader) -> Result<ExitCode> {
    let options = crate::listings::check::CheckOptions { seed, ..Default::default() };
    // Each listing runs in a process group of its own, which the terminal's Ctrl-C does not
    // reach: stop them on the way out. (A handler set before, by a program embedding this
    // command, is left in place.)
    let stopped = reader.say(&crate::message!("cli-stopped"));
    let _ = ctrlc::set_handler(move || {
        crate::listings::exec::stop_all();
        eprintln!("{stopped}");
        std::process::exit(130);
    });
    let report = crate::listings::check::check_site(root, &options)?;
    for p in &report.passed {
        let passed = crate::message!(
            "cli-listing-passed",
            listing = p.label.clone(),
            lang = p.lang.display(),
            inputs = p.inputs
        );
        eprintln!("{}", reader.say(&passed));
    }
    for f in &report.failures {
        eprintln!("{}", reader.say(&crate::message!("error-line", text = f.in_lang(reader.lang()))));
    }
    let total = report.passed.len() + report.failures.len();
    let tested = crate::message!(
        "cli-listings-tested",
        total = total,
        seed = seed,
        passed = report.passed.len(),
        failed = report.failures.len()
    );
    eprintln!("{}", reader.say(&tested));
    Ok(if report.failures.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
