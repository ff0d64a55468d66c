//! `nimbook exercises`: a printable exercise sheet and its key ([`crate::exercises`]).

use super::load_games;
use crate::error::Result;
use crate::exercises::SheetOptions;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Make a printable exercise sheet and its answer key, e.g. `nimbook exercises kayles nim wythoff --count 15`.
///
/// Each SECTION is a game's rules in the example grammar, optionally followed by the
/// section's own settings: "kayles", "subtraction --set 2,5 --count 5 --max 30",
/// "nim --max-take 3 --heaps 1", "octal 0.137 --winning-only". A section's settings are
/// --count, --heaps, --min, --max, --winning-only and --trivial; the options below are the
/// defaults for every section, and --count is the total, shared among the sections without
/// their own. The sheet states each rule once and lists the positions in a numbered grid
/// with room to write; answers.html gives each answer and why (--worked adds the engine's
/// worked example). Both files are self-contained and print on A4. The same --seed and
/// options always give the same sheet.
#[derive(Debug, clap::Args)]
pub struct ExercisesArgs {
    #[command(flatten)]
    pub(super) sheet: SheetOptions,
    /// The random seed (default: a new one, printed so the sheet can be made again).
    #[arg(long, short)]
    seed: Option<u64>,
    /// The folder to write sheet.html and answers.html into (created if missing).
    #[arg(long, short, value_name = "DIR", default_value = "exercises")]
    out: PathBuf,
    /// A site whose templates/ and style to use (default: the current folder, if it is a site).
    #[arg(long, value_name = "ROOT", default_value = ".")]
    pub(super) site: PathBuf,
    /// A teacher's game in Rhai, named by the file's stem; repeatable.
    #[arg(long = "game-file", value_name = "FILE.rhai")]
    game_files: Vec<PathBuf>,
}

/// Runs `nimbook exercises`.
pub fn run(args: ExercisesArgs) -> Result<ExitCode> {
    let ExercisesArgs { mut sheet, seed, out, site, game_files } = args;
    sheet.seed = seed.unwrap_or_else(new_seed);
    // Run inside a site (or given --site), the site's games are known too.
    // A game's mistake is worded in the sheet's language, as the sheet's own mistakes are.
    let messages = crate::views::i18n::Messages::builtin();
    let lang = messages.lang(&sheet.lang);
    sheet.defined = load_games(crate::site::config::is_site(&site).then_some(site.as_path()), &game_files, lang)?;
    sheet.game_files = game_files.iter().map(|p| p.display().to_string()).collect();
    exercises(&sheet, &out, &site, seed.is_some())
}

/// A seed for a sheet when none is given: short, so that it is easy to type again.
fn new_seed() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    (nanos % 1_000_000) as u64
}

/// `nimbook exercises`: writes the sheet and the key, and says where (and the seed, if it was
/// drawn).
pub fn exercises(
    options: &crate::exercises::SheetOptions,
    out: &Path,
    site: &Path,
    seed_given: bool,
) -> Result<ExitCode> {
    let written = crate::exercises::write(options, out, Some(site))?;
    // Said in the sheet's language, as the sheet is.
    let messages = crate::views::i18n::Messages::builtin();
    let lang = messages.lang(&options.lang);
    let path = |p: &Path| crate::views::i18n::MessageArg::Text(p.display().to_string());
    eprintln!(
        "{}",
        lang.t(
            "exercises-wrote",
            &[("n", written.count.into()), ("sheet", path(&written.sheet)), ("answers", path(&written.answers))]
        )
    );
    if !seed_given {
        eprintln!("{}", lang.t("exercises-seed-again", &[("seed", options.seed.into())]));
    }
    Ok(ExitCode::SUCCESS)
}
