//! `nimbook build`: the site into its output folder.

use crate::error::Result;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// Build the site: ROOT/content/*.md through ROOT/templates into ROOT/output.
///
/// Everything is checked first; if anything is wrong, every mistake is listed with its
/// file, line and column, and the previous output folder is left exactly as it was.
#[derive(Debug, clap::Args)]
pub struct BuildArgs {
    /// The site folder (holds content/, templates/, games/ and nimbook.toml).
    #[arg(default_value = ".")]
    root: PathBuf,
    /// Where to write the site (default: ROOT/output).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

/// Runs `nimbook build`.
pub fn run(args: BuildArgs) -> Result<ExitCode> {
    build(&args.root, args.out.as_deref())
}

/// `nimbook build`.
pub fn build(root: &Path, out: Option<&Path>) -> Result<ExitCode> {
    let started = Instant::now();
    let layout = crate::site::Layout::new(root);
    let out = out.map_or_else(|| root.join("output"), Path::to_path_buf);
    let summary = crate::site::build(&layout, &out)?;
    eprintln!(
        "built {} ({} files) into {} in {:.0?}",
        crate::site::lesson_count(summary.lessons),
        summary.files,
        out.display(),
        started.elapsed()
    );
    Ok(ExitCode::SUCCESS)
}
