//! `nimbook play`: a game against the computer in the terminal ([`crate::terminal_play`]).

use super::{GameArgs, parse_request, take_switch};
use crate::error::{Error, Result};
use crate::terminal_play::PlayError;
use std::io;
use std::process::ExitCode;

/// Play against the computer in the terminal, e.g. `nimbook play nim 3 4 5`.
///
/// Any game `example` takes: nim 3 4 5, kayles 5 7, subtraction 9 --set 2,5, wythoff 4 9 …
/// The computer moves first unless you add --human-first.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    #[command(flatten)]
    games: GameArgs,
    /// The game and its starting position (add --human-first anywhere to move first).
    #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_name = "GAME ARGS")]
    words: Vec<String>,
}

/// Runs `nimbook play`.
pub fn run(mut args: PlayArgs) -> Result<ExitCode> {
    let human_first = take_switch(&mut args.words, "--human-first");
    let request = parse_request(&args.words, &args.games.load()?)?;
    let stdin = io::stdin();
    crate::terminal_play::run(&request, human_first, &mut stdin.lock(), &mut io::stdout()).map_err(|e| match e {
        PlayError::NotAGame(why) => Error::Usage(why),
        PlayError::Game(e) => Error::Usage(crate::views::facts::english(&e)),
        PlayError::Io(e) => Error::io("playing", e),
    })?;
    Ok(ExitCode::SUCCESS)
}
