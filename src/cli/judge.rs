//! `nimbook judge`: a judge problem's expected output for the input on standard input.

use crate::error::{Error, Result};
use crate::judge;
use std::io;
use std::process::ExitCode;

/// Print the expected output of a judge problem for the input on standard input.
///
/// For checking students' programs against the online judges' problems, e.g.
/// `nimbook judge p2197 < input.txt > expected.txt`. The input is read as the judge gives
/// it; a malformed number is reported with its line and column.
#[derive(Debug, clap::Args)]
pub struct JudgeArgs {
    /// Which problem.
    #[arg(value_enum)]
    problem: JudgeProblem,
    #[command(flatten)]
    pub(super) say: super::SayArg,
}

/// Runs `nimbook judge`; a mistake in the input is worded for `reader`.
pub fn run(args: JudgeArgs, reader: &super::Reader) -> Result<ExitCode> {
    // The mistake is worded here, in the reader's language: an engine's refusal in it has no
    // message of its own to carry.
    judge::run_to(args.problem.0, io::stdin().lock(), io::stdout().lock())
        .map_err(|e| Error::usage(e.in_lang(reader.lang())))?;
    Ok(ExitCode::SUCCESS)
}

/// A judge problem as the command line names it: the names and the help come from
/// [`judge::Problem`] itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JudgeProblem(pub judge::Problem);

impl clap::ValueEnum for JudgeProblem {
    fn value_variants<'a>() -> &'a [Self] {
        static ALL: std::sync::OnceLock<Vec<JudgeProblem>> = std::sync::OnceLock::new();
        ALL.get_or_init(|| judge::Problem::all().map(JudgeProblem).collect())
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        Some(clap::builder::PossibleValue::new(self.0.name()).help(self.0.summary()))
    }
}
