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
    #[command(flatten)]
    pub(super) say: super::SayArg,
}

/// Runs `nimbook new`.
pub fn run(args: NewArgs, reader: &super::Reader) -> Result<ExitCode> {
    new(&args.root, reader)
}

/// `nimbook new`, saying what it made to `reader`.
pub fn new(root: &Path, reader: &super::Reader) -> Result<ExitCode> {
    let written = crate::site::new::create(root)?;
    eprintln!("{}", reader.say(&crate::message!("cli-created", root = root, files = written.len())));
    Ok(ExitCode::SUCCESS)
}
