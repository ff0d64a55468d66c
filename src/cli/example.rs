//! `nimbook example`: a worked example in the terminal, or as one line of JSON.

use super::{GameArgs, LangArg, parse_request, take_switch, take_value, write_stdout};
use crate::directive::{self, Defined};
use crate::error::{Error, Result};
use crate::views::i18n::Lang;
use std::process::ExitCode;

/// Show a worked example in the terminal, e.g. `nimbook example nim 8 12 13`.
///
/// The words are the same as inside an ```example block in a lesson: any game of the
/// catalogue and a position (nim HEAPS… [--misere] [--max-take K] | bash N M | wythoff A B |
/// subtraction HEAPS… --set 1,3,4 | octal CODE HEAPS… | kayles, dawson-chess, dawson-kayles,
/// lasker, grundy-game, split-three HEAPS…, each with --misere), a game of a --game-file, or a
/// calculation (xor-range A B | euler301 BITS | theorem1 HEAPS… | theorem2 HEAPS…).
/// Add --json for one JSON object instead of text, and --lang zh for the text (or the JSON's
/// words) in Chinese, worded from the same message files as the pages.
#[derive(Debug, clap::Args)]
pub struct ExampleArgs {
    #[command(flatten)]
    pub(super) games: GameArgs,
    /// The game and its numbers (add --json anywhere for JSON output, and --lang zh anywhere for
    /// the words in Chinese).
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_name = "GAME ARGS")]
    pub(super) words: Vec<String>,
}

/// Runs `nimbook example`.
pub fn run(mut args: ExampleArgs) -> Result<ExitCode> {
    let json = take_switch(&mut args.words, "--json");
    let code = take_value(&mut args.words, "--lang")?.unwrap_or_else(|| crate::views::i18n::DEFAULT_LANGUAGE.into());
    let lang = LangArg { lang: code }.lang_of(args.games.messages()?)?;
    write_stdout(&example_in(&args.words, json, &args.games.load(lang)?, lang)?)?;
    Ok(ExitCode::SUCCESS)
}

/// `nimbook example`.
pub fn example(words: &[String], json: bool, defined: &Defined) -> Result<ExitCode> {
    write_stdout(&example_output(words, json, defined)?)?;
    Ok(ExitCode::SUCCESS)
}

/// What `nimbook example WORDS [--json]` prints: the terminal's worked example in English, or the
/// engine's facts worded in English as one line of JSON (the page's engine module answers
/// `nimbook.example(words)` with the same bytes).
pub fn example_output(words: &[String], json: bool, defined: &Defined) -> Result<String> {
    example_in(words, json, defined, crate::views::i18n::english())
}

/// [`example_output`] worded in `lang` (`--lang`): the terminal's text from the message files of
/// that language, or the JSON's facts (which the page's engine module words the same way for the
/// page's language).
pub fn example_in(words: &[String], json: bool, defined: &Defined, lang: Lang<'_>) -> Result<String> {
    let request = parse_request(words, defined, lang)?;
    let example = directive::compute(&request).map_err(|e| Error::usage(crate::views::facts::error(&e, lang)))?;
    Ok(if json { crate::views::facts::json_line(&example, lang) } else { crate::views::text::render(&example, lang) })
}
