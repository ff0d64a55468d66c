//! `nimbook play`: a game against the computer in the terminal ([`crate::terminal_play`]), in
//! the language of `--lang`.

use super::{GameArgs, LangArg, parse_request, take_switch, take_value};
use crate::error::{Error, Result};
use crate::terminal_play::PlayError;
use std::io;
use std::process::ExitCode;

/// Play against the computer in the terminal, e.g. `nimbook play nim 3 4 5`.
///
/// Any game `example` takes: nim 3 4 5, kayles 5 7, subtraction 9 --set 2,5, wythoff 4 9 …
/// The computer moves first unless you add --human-first. Type a move as numbers ("2 1" takes
/// 1 from heap 2), ? (or hint) for a hint and q (or quit) to quit, in every language. Add
/// --lang zh anywhere to play in Chinese.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub(super) games: GameArgs,
    #[command(flatten)]
    pub(super) lang: LangArg,
    /// The game and its starting position (add --human-first or --lang LANG anywhere).
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_name = "GAME ARGS")]
    pub(super) words: Vec<String>,
}

/// Runs `nimbook play`.
pub fn run(mut args: PlayArgs) -> Result<ExitCode> {
    let human_first = take_switch(&mut args.words, "--human-first");
    // After the game's words, clap leaves `--lang zh` among them.
    if let Some(code) = take_value(&mut args.words, "--lang")? {
        args.lang = LangArg { lang: code };
    }
    let lang = args.lang.lang_of(args.games.messages()?)?;
    let request = parse_request(&args.words, &args.games.load(lang)?, lang)?;
    let stdin = io::stdin();
    crate::terminal_play::run(&request, human_first, lang, &mut stdin.lock(), &mut io::stdout()).map_err(
        |e| match e {
            PlayError::NotAGame(why) => Error::usage(why),
            // The model's refusal, worded from the message files in the game's language.
            PlayError::Game(e) => Error::usage(crate::views::facts::error(&e, lang)),
            PlayError::Io(e) => Error::io(crate::message!("cli-playing"), e),
        },
    )?;
    Ok(ExitCode::SUCCESS)
}
