//! `nimbook render`: one lesson's body HTML.

use super::write_stdout;
use crate::error::{Error, Result};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Print the body HTML of one lesson (no page layout), e.g. `nimbook render content/05-nim.md`.
///
/// Uses the templates of the site the file belongs to, if any. Handy for a quick look at
/// one lesson or to pipe into another tool; `nimbook serve` previews the whole site.
#[derive(Debug, clap::Args)]
pub struct RenderArgs {
    /// The lesson's Markdown file.
    file: PathBuf,
    #[command(flatten)]
    pub(super) say: super::SayArg,
}

impl RenderArgs {
    /// The site the file belongs to: the folder above its `content/`.
    pub(super) fn site_root(&self) -> Option<PathBuf> {
        self.file.parent().and_then(Path::parent).map(Path::to_path_buf)
    }
}

/// Runs `nimbook render`.
pub fn run(args: RenderArgs) -> Result<ExitCode> {
    render(&args.file)
}

/// `nimbook render FILE`: templates come from the site the file belongs to, if any.
pub fn render(file: &Path) -> Result<ExitCode> {
    let site_templates = file.parent().and_then(Path::parent).map(|root| root.join("templates"));
    let env = crate::lesson::language::environment(site_templates.as_deref())?;
    let lesson = crate::lesson::Lesson::load(file, file).map_err(|d| Error::Diagnostics(vec![d]))?;
    let rendered = crate::lesson::render_lesson(&env, &lesson.path, &lesson.text).map_err(Error::Diagnostics)?;
    write_stdout(&rendered.body)?;
    Ok(ExitCode::SUCCESS)
}
