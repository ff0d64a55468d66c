//! `nimbook verify`: the XOR properties, Theorems 1 and 2 and Sprague–Grundy sums checked
//! exhaustively, with certificates.

use super::{GameArgs, LangArg, write_stdout};
use crate::directive::{Defined, split_words};
use crate::error::{Error, Result};
use crate::games::{properties, sg_certificate};
use crate::views::i18n::Lang;
use std::process::ExitCode;

/// Check the XOR properties 1–11 and Theorems 1 and 2 exhaustively and print certificates.
#[derive(Debug, clap::Args)]
pub struct VerifyArgs {
    /// Statements to check (default: all): property-1 … property-11, theorem-1, theorem-2, bouton, or all.
    statements: Vec<String>,
    /// Check numbers below 2^BITS.
    #[arg(long, default_value_t = 6)]
    bits: u32,
    /// Check positions of 2 up to HEAPS heaps.
    #[arg(long, default_value_t = 3)]
    heaps: usize,
    /// For `sprague-grundy`: the heap game, e.g. --game kayles or --game "subtraction --set 1,3,4".
    #[arg(long, allow_hyphen_values = true)]
    game: Option<String>,
    /// For `sprague-grundy`: the largest heap in a sum (sums of up to HEAPS heaps are checked).
    #[arg(long)]
    max: Option<u64>,
    /// Print the certificates as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    pub(super) games: GameArgs,
    #[command(flatten)]
    pub(super) lang: LangArg,
}

/// Runs `nimbook verify`.
pub fn run(args: VerifyArgs) -> Result<ExitCode> {
    let lang = args.lang.lang_of(args.games.messages()?)?;
    let defined = args.games.load(lang)?;
    let range = VerifyRange { bits: args.bits, heaps: args.heaps, max: args.max };
    verify(&args.statements, &range, args.game.as_deref(), args.json, &defined, lang)
}

/// The ranges `nimbook verify` checks over.
#[derive(Debug, Clone, Copy)]
pub struct VerifyRange {
    /// Numbers below 2^bits.
    pub bits: u32,
    /// Positions of up to this many heaps.
    pub heaps: usize,
    /// For `sprague-grundy`: the largest heap.
    pub max: Option<u64>,
}

/// `nimbook verify`: exit status 1 if any statement fails.
pub fn verify(
    statements: &[String],
    r: &VerifyRange,
    game: Option<&str>,
    json: bool,
    defined: &Defined,
    lang: Lang<'_>,
) -> Result<ExitCode> {
    let VerifyRange { bits, heaps, max } = *r;
    let range = properties::Range { bits, heaps };
    let all = statements.is_empty() || statements.iter().any(|s| s == "all");
    let ids: Vec<&str> = if all { properties::IDS.to_vec() } else { statements.iter().map(String::as_str).collect() };
    let certs = ids
        .iter()
        .map(|&id| {
            if id == sg_certificate::ID {
                // The same words a lesson's verify block takes after the statement id.
                let mut text = game.map(|g| format!("--game {g}")).unwrap_or_default();
                text += &format!(" --heaps {heaps}");
                if let Some(m) = max {
                    text += &format!(" --max {m}");
                }
                let request = crate::directive::certificate::parse(&split_words(&text), None, defined)
                    .map_err(|e| Error::usage(e.message_in(lang)))?;
                sg_certificate::certify(&request).map_err(|e| Error::usage(crate::views::facts::error(&e, lang)))
            } else {
                properties::certify(id, range).map_err(|e| Error::usage(crate::views::facts::error(&e, lang)))
            }
        })
        .collect::<Result<Vec<_>>>()?;
    let all_hold = certs.iter().all(|c| c.holds);
    let worded: Vec<serde_json::Value> = certs.iter().map(|c| crate::views::facts::certificate(c, lang)).collect();
    let text = if json {
        serde_json::to_string_pretty(&worded).expect("certificates serialise") + "\n"
    } else {
        let mut s = String::new();
        let field = |c: &serde_json::Value, name: &str| c[name].as_str().unwrap_or_default().to_string();
        // The statement's id in a column of its own; every word from the message files.
        let indent = " ".repeat(13);
        for (c, w) in certs.iter().zip(&worded) {
            let verdict = lang.word(if c.holds { "verify-line-holds" } else { "verify-line-fails" });
            s.push_str(&format!("{:<12} {verdict}{}{}\n", c.id, lang.word("verify-colon"), field(w, "statement")));
            let checked =
                lang.t("verify-line-checked", &[("cases", c.cases.into()), ("domain", field(w, "domain").into())]);
            s.push_str(&format!("{indent}{checked}\n"));
            if c.counterexample.is_some() {
                let first =
                    lang.t("verify-line-counterexample", &[("counterexample", field(w, "counterexample").into())]);
                s.push_str(&format!("{indent}{first}\n"));
            }
        }
        s
    };
    write_stdout(&text)?;
    Ok(if all_hold { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
