//! `nimbook build`: the site into its output folder.

use super::Reader;
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
    pub(super) root: PathBuf,
    /// Where to write the site (default: ROOT/output).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    #[command(flatten)]
    pub(super) say: super::SayArg,
}

/// Runs `nimbook build`.
pub fn run(args: BuildArgs, reader: &Reader) -> Result<ExitCode> {
    build(&args.root, args.out.as_deref(), reader)
}

/// `nimbook build`, saying what it did (and its warnings) to `reader`.
pub fn build(root: &Path, out: Option<&Path>, reader: &Reader) -> Result<ExitCode> {
    let started = Instant::now();
    let layout = crate::site::Layout::new(root).speaking(reader.code());
    let out = out.map_or_else(|| root.join("output"), Path::to_path_buf);
    let summary = crate::site::build(&layout, &out, reader.lang())?;
    let elapsed = format!("{:.0?}", started.elapsed());
    eprintln!(
        "{}",
        reader.say(&crate::message!(
            "cli-built",
            lessons = summary.lessons,
            files = summary.files,
            out = out.as_path(),
            time = elapsed
        ))
    );
    Ok(ExitCode::SUCCESS)
}
