//! `nimbook completions` and `nimbook man`: the shell completions and the manual page, made
//! from the command line's own definition.

use super::{Cli, write_stdout};
use crate::error::{Error, Result};
use clap::CommandFactory;
use std::process::ExitCode;

/// Print a shell completion script, e.g. `nimbook completions bash > ~/.local/share/bash-completion/completions/nimbook`.
///
/// For zsh, save it as _nimbook in a folder of your $fpath; for fish, as
/// ~/.config/fish/completions/nimbook.fish; for PowerShell, add it to your $PROFILE.
#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

/// Runs `nimbook completions`.
pub fn run(args: CompletionsArgs) -> Result<ExitCode> {
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "nimbook", &mut out);
    write_stdout(&String::from_utf8_lossy(&out))?;
    Ok(ExitCode::SUCCESS)
}

/// Runs `nimbook man`.
pub fn man() -> Result<ExitCode> {
    let mut out = Vec::new();
    clap_mangen::Man::new(Cli::command())
        .render(&mut out)
        .map_err(|e| Error::io(crate::message!("cli-writing-manual"), e))?;
    write_stdout(&String::from_utf8_lossy(&out))?;
    Ok(ExitCode::SUCCESS)
}
