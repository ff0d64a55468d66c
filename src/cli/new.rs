//! `nimbook new`: a new site with sample lessons, a game file and the default templates.

use crate::error::Result;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Start a new site in ROOT with sample lessons, a writing guide and the default templates.
///
/// Then `cd ROOT` and run `nimbook serve` to preview it as you write, or `nimbook build` to
/// make the finished site in ROOT/output. The templates/ folder holds the page layout,
/// the worked-example and exercise-sheet templates and the stylesheet, ready to restyle.
#[derive(Debug, clap::Args)]
pub struct NewArgs {
    /// The folder to create the site in.
    root: PathBuf,
}

/// Runs `nimbook new`.
pub fn run(args: NewArgs) -> Result<ExitCode> {
    new(&args.root)
}

/// `nimbook new`.
pub fn new(root: &Path) -> Result<ExitCode> {
    let written = crate::site::new::create(root)?;
    eprintln!(
        "created a new site in {} ({} files); build it with: nimbook build {}",
        root.display(),
        written.len(),
        root.display()
    );
    Ok(ExitCode::SUCCESS)
}
