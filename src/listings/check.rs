//! `nimbook check --listings`: every tested listing of `content/*.md` is compiled and run on its
//! problem's published samples (or its contract's fixed edge cases) and on random inputs, and
//! its output is compared with `nimbook judge` or the engine. A listing's first mistake is
//! reported as `content/05-nim.md:131:1: listing solves=hdu1850: on input "…" expected "…" got "…"`.
//! What the report says is [`Message`]s of `templates/messages/LANG/terminal-listings.ftl`,
//! worded where it is printed, in the reader's language ([`ListingFailure::in_lang`]).

use super::exec::{self, Program, RunLimits, RunOutcome};
use super::{CodeLanguage, Listing, RANDOM_CASES, Target};
use crate::error::{Error, Result};
use crate::judge;
use crate::message;
use crate::message::Message;
use crate::rng::SplitMix64 as Rng;
use crate::views::i18n::{Lang, english};
use std::path::Path;
use std::sync::Arc;

/// How to test.
#[derive(Debug, Clone, Copy)]
pub struct CheckOptions {
    /// The random inputs' seed (each listing mixes in its line, so inputs differ per listing).
    pub seed: u64,
    /// How many random inputs per listing.
    pub cases: usize,
    /// Time and output limits.
    pub limits: RunLimits,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions { seed: 301, cases: RANDOM_CASES, limits: RunLimits::default() }
    }
}

/// A listing that passed: how many inputs it was run on.
#[derive(Debug, Clone)]
pub struct Passed {
    /// `content/05-nim.md:120:1: listing solves=p2197` ([`Listing::label`]).
    pub label: Message,
    /// The language.
    pub lang: CodeLanguage,
    /// Inputs tried.
    pub inputs: usize,
}

/// The outcome of testing the listings of a site.
#[derive(Debug, Default)]
pub struct Report {
    /// The listings that passed.
    pub passed: Vec<Passed>,
    /// The failing listings, each with its first mistake.
    pub failures: Vec<ListingFailure>,
}

/// Tests every listing of `ROOT/content/*.md` (in file-name order).
pub fn check_site(root: &Path, options: &CheckOptions) -> Result<Report> {
    let content = root.join("content");
    let entries =
        std::fs::read_dir(&content).map_err(|e| Error::io(message!("listing-reading", path = &content), e))?;
    let mut files: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .filter(|n| n.ends_with(".md"))
        .collect();
    files.sort();
    let mut report = Report::default();
    for name in files {
        let full = content.join(&name);
        let text =
            std::fs::read_to_string(&full).map_err(|e| Error::io(message!("listing-reading", path = &full), e))?;
        for listing in super::find(&Path::new("content").join(&name), &text) {
            match check_listing(&listing, options) {
                Ok(passed) => report.passed.push(passed),
                Err(message) => report.failures.push(message),
            }
        }
    }
    Ok(report)
}

/// A listing that failed: where it is (`content/05-nim.md:140:1: listing solves=hdu1850`) and
/// its first mistake; [`ListingFailure::in_lang`] is the report's line (its `Display`, in
/// English).
#[derive(Debug, Clone)]
pub struct ListingFailure {
    /// The listing's place and annotation ([`Listing::label`]).
    pub label: Message,
    /// What went wrong first: the annotation, the build, or a run on one input.
    pub mistake: Mistake,
}

impl ListingFailure {
    /// The report's line in `lang`: the label, then the mistake.
    pub fn in_lang(&self, lang: Lang<'_>) -> String {
        message!("listing-failed", label = self.label.clone(), mistake = self.mistake.in_lang(lang)).in_lang(lang)
    }
}

/// English (tests); a reader sees [`ListingFailure::in_lang`].
impl std::fmt::Display for ListingFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_lang(english()))
    }
}

/// What went wrong first in a listing: a message, or `nimbook judge`'s refusal of an input
/// nimbook made itself (a bug of nimbook's), whose engine refusal has words only in a language.
#[derive(Debug, Clone)]
pub enum Mistake {
    /// The mistake, worded where it is shown.
    Said(Message),
    /// The judge refused a generated input.
    JudgeRefused(Arc<judge::JudgeError>),
}

impl Mistake {
    /// The mistake in `lang`.
    pub fn in_lang(&self, lang: Lang<'_>) -> String {
        match self {
            Mistake::Said(message) => message.in_lang(lang),
            Mistake::JudgeRefused(e) => message!("listing-judge-refused", error = e.in_lang(lang)).in_lang(lang),
        }
    }
}

impl From<Message> for Mistake {
    fn from(message: Message) -> Self {
        Mistake::Said(message)
    }
}

impl std::error::Error for ListingFailure {}

/// Tests one listing: `Err` is its first mistake.
pub fn check_listing(listing: &Listing, options: &CheckOptions) -> std::result::Result<Passed, ListingFailure> {
    let label = listing.label();
    let fail = |mistake: Mistake| ListingFailure { label: label.clone(), mistake };
    let annotation = listing.annotation.as_ref().map_err(|e| fail(e.message().into()))?;
    let source = match annotation.target {
        Target::Solves(_) => listing.code.clone(),
        Target::Checks(c) => format!("{}\n{}", listing.code, c.driver(annotation.lang)),
    };
    let program = exec::build(annotation.lang, &source, options.limits).map_err(|e| {
        let said = match annotation.target {
            Target::Checks(c) => {
                message!("listing-must-define", error = e.message(), signature = c.signature(annotation.lang))
            }
            Target::Solves(_) => e.message(),
        };
        fail(said.into())
    })?;
    let mut rng = Rng::new(options.seed ^ (listing.line as u64).wrapping_mul(0x9E37_79B9));
    let inputs = match annotation.target {
        Target::Solves(problem) => solves(&program, problem, &mut rng, options),
        Target::Checks(contract) => {
            let mut lines: Vec<String> = contract.fixed.iter().map(|s| s.to_string()).collect();
            lines.extend((0..options.cases).map(|_| super::contracts::random_input(contract, &mut rng)));
            let answers: Vec<String> = lines.iter().map(|l| (contract.answer)(l)).collect();
            checks(&program, &lines, &answers, options)
        }
    };
    let inputs = inputs.map_err(fail)?;
    Ok(Passed { label, lang: annotation.lang, inputs })
}

/// A string as the message quotes it: escaped, on one line, shortened past 300 characters.
pub fn quote(s: &str) -> String {
    let q = format!("{s:?}");
    if q.chars().count() > 300 { q.chars().take(297).collect::<String>() + "…\"" } else { q }
}

/// Output as judges compare it: trailing spaces and trailing blank lines do not matter.
fn normalise(s: &str) -> String {
    let lines: Vec<&str> = s.lines().map(str::trim_end).collect();
    let keep = lines.iter().rposition(|l| !l.is_empty()).map_or(0, |i| i + 1);
    lines[..keep].iter().map(|l| format!("{l}\n")).collect()
}

/// What went wrong in a run, if anything, as "on input … expected … got …".
fn verdict(outcome: RunOutcome, input: &str, expected: &str, limits: RunLimits) -> std::result::Result<(), Mistake> {
    let input = quote(input);
    let said = match outcome {
        RunOutcome::Ok(got) if normalise(&got) == normalise(expected) => return Ok(()),
        RunOutcome::Ok(got) => {
            message!("listing-wrong-output", input = input, expected = quote(expected), got = quote(&got))
        }
        RunOutcome::Failed(got, err) => message!(
            "listing-program-failed",
            input = input,
            expected = quote(expected),
            got = quote(&got),
            errors = quote(err.trim_end())
        ),
        RunOutcome::TimedOut => message!("listing-timed-out", input = input, limit = format!("{:?}", limits.run)),
        RunOutcome::TooMuchOutput => message!("listing-too-much-output", input = input, bytes = limits.output),
    };
    Err(said.into())
}

/// A failed run's mistake.
fn not_run(e: exec::ExecError) -> Mistake {
    e.message().into()
}

/// A judge program: the sample, then random inputs each answered by `nimbook judge`.
fn solves(
    program: &Program,
    problem: judge::Problem,
    rng: &mut Rng,
    options: &CheckOptions,
) -> std::result::Result<usize, Mistake> {
    let (input, expected) = problem.sample();
    verdict(program.run(input, options.limits).map_err(not_run)?, input, expected, options.limits)?;
    for _ in 0..options.cases {
        let input = problem.random(rng);
        let expected = judge::run(problem, &input).map_err(|e| Mistake::JudgeRefused(Arc::new(e)))?;
        verdict(program.run(&input, options.limits).map_err(not_run)?, &input, &expected, options.limits)?;
    }
    Ok(1 + options.cases)
}

/// A contract: all input lines in one run; on a failure of the whole run, line by line, so that
/// the message names the input that causes it.
fn checks(
    program: &Program,
    lines: &[String],
    answers: &[String],
    options: &CheckOptions,
) -> std::result::Result<usize, Mistake> {
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    if let RunOutcome::Ok(got) = program.run(&input, options.limits).map_err(not_run)? {
        let got: Vec<&str> = got.lines().map(str::trim_end).collect();
        for (i, (line, answer)) in lines.iter().zip(answers).enumerate() {
            let (input, expected) = (quote(line), quote(answer));
            match got.get(i) {
                Some(g) if g == answer => {}
                Some(g) => {
                    let said = message!("listing-wrong-output", input = input, expected = expected, got = quote(g));
                    return Err(said.into());
                }
                None => return Err(message!("listing-no-line", input = input, expected = expected).into()),
            }
        }
        return Ok(lines.len());
    }
    for (line, answer) in lines.iter().zip(answers) {
        let one = format!("{line}\n");
        verdict(program.run(&one, options.limits).map_err(not_run)?, line, &format!("{answer}\n"), options.limits)?;
    }
    Err(message!("listing-fails-only-together").into())
}
