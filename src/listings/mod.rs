//! Tested code listings, like rustdoc's doctests. A fenced code block in a lesson may declare what
//! it solves in its info string:
//!
//! ````text
//! ```cpp solves=hdu1850        a whole program for a judge problem `nimbook judge` answers
//! ```python checks=xor-upto    a function with a contract against an engine function
//! ````
//!
//! The language is the first word (`cpp`/`c++`, `python`/`py`, `rust`/`rs`). Building the site
//! only parses the annotation (an unknown problem or contract is an error at the fence) and shows
//! the listing with a note through `templates/blocks/listing.html`; no compiler is needed.
//! `nimbook check --listings` ([`check`]) finds the listings ([`find`]), compiles and runs them
//! ([`exec`]) on the published samples and on random inputs (each judge problem's own, [`crate::judge`], and the [`contracts`]'), and
//! compares the output with `nimbook judge` or the engine.

pub mod check;
pub mod contracts;
pub mod exec;
mod group;

use crate::judge::Problem;
use crate::message;
use crate::message::Message;
use contracts::Contract;
use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};
use serde::Serialize;
use std::path::Path;

/// How many random inputs each listing is run on, besides the samples (or fixed edge cases).
pub const RANDOM_CASES: usize = 40;

/// The language of a listing, from the first word of its fence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum CodeLanguage {
    /// C++17, compiled with `g++ -std=c++17 -O2`.
    Cpp,
    /// Python 3, run with `python3`.
    Python,
    /// Rust, compiled with `rustc -O`.
    Rust,
}

impl CodeLanguage {
    /// The language of a fence's first word, if it is one of ours.
    pub fn from_word(word: &str) -> Option<CodeLanguage> {
        match word {
            "cpp" | "c++" | "cxx" => Some(CodeLanguage::Cpp),
            "python" | "py" | "python3" => Some(CodeLanguage::Python),
            "rust" | "rs" => Some(CodeLanguage::Rust),
            _ => None,
        }
    }

    /// The name shown to readers.
    pub fn display(self) -> &'static str {
        match self {
            CodeLanguage::Cpp => "C++",
            CodeLanguage::Python => "Python",
            CodeLanguage::Rust => "Rust",
        }
    }

    /// The class suffix syntax highlighters expect (`language-…`).
    pub fn class(self) -> &'static str {
        match self {
            CodeLanguage::Cpp => "cpp",
            CodeLanguage::Python => "python",
            CodeLanguage::Rust => "rust",
        }
    }
}

/// What a listing claims.
#[derive(Debug, Clone, Copy)]
pub enum Target {
    /// A whole program for a judge problem: standard input to standard output.
    Solves(Problem),
    /// A function obeying a contract; nimbook supplies `main`.
    Checks(&'static Contract),
}

impl Target {
    /// `solves=hdu1850` or `checks=xor-upto`, as written in the fence.
    pub fn words(&self) -> String {
        match self {
            Target::Solves(p) => format!("solves={}", problem_name(*p)),
            Target::Checks(c) => format!("checks={}", c.name),
        }
    }
}

/// A parsed fence annotation.
#[derive(Debug, Clone, Copy)]
pub struct Annotation {
    /// The language.
    pub lang: CodeLanguage,
    /// What it solves or checks.
    pub target: Target,
}

/// The judge problem's command-line name, e.g. `hdu1850`.
pub fn problem_name(p: Problem) -> String {
    p.name().to_string()
}

/// The problem's judge (`hdu`, `poj`, `luogu`) and its number there (`1850`, `2484`, `P2197`).
pub fn problem_site_number(p: Problem) -> (&'static str, String) {
    let name = problem_name(p);
    if let Some(n) = name.strip_prefix("hdu") {
        ("hdu", n.to_string())
    } else if let Some(n) = name.strip_prefix("poj") {
        ("poj", n.to_string())
    } else {
        ("luogu", name.to_uppercase())
    }
}

/// Parses a fence's info string. `None`: not a tested listing (no `solves=`/`checks=`), shown as
/// ordinary code. `Some(Err)`: a listing annotation with a mistake, with a hint.
pub fn parse_info(info: &str) -> Option<Result<Annotation, AnnotationError>> {
    let mut words = info.split_whitespace();
    let lang_word = words.next()?;
    let rest: Vec<&str> = words.collect();
    let key = rest.iter().find(|w| w.starts_with("solves=") || w.starts_with("checks="))?;
    let (key, value) = key.split_once('=').expect("found by its '='");
    let value = value.trim_matches('"');
    Some(parse_parts(lang_word, key, value))
}

/// What is wrong in a tested listing's fence; [`AnnotationError::message`] is the diagnostic, with
/// what is known (its `Display`, the same in English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnnotationError {
    /// A language nimbook cannot run, with the annotation as written.
    Language {
        /// The fence's language word.
        word: String,
        /// `solves` or `checks`.
        key: String,
        /// The annotation's value.
        value: String,
    },
    /// `solves=` names no judge problem.
    UnknownProblem(String),
    /// `checks=` names no contract.
    UnknownContract(String),
}

impl AnnotationError {
    /// The diagnostic, worded where it is shown.
    pub fn message(&self) -> Message {
        match self {
            AnnotationError::Language { word, key, value } => {
                message!("listing-language", word = word, key = key, value = value)
            }
            AnnotationError::UnknownProblem(value) => {
                let names: Vec<String> = Problem::all().map(problem_name).collect();
                message!("listing-unknown-problem", value = value, names = names.join(", "))
            }
            AnnotationError::UnknownContract(value) => {
                let names: Vec<&str> = contracts::CONTRACTS.iter().map(|c| c.name).collect();
                message!("listing-unknown-contract", value = value, names = names.join(", "))
            }
        }
    }
}

/// English (tests); a reader sees [`AnnotationError::message`] in the reader's language.
impl std::fmt::Display for AnnotationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.message(), f)
    }
}

impl std::error::Error for AnnotationError {}

fn parse_parts(lang_word: &str, key: &str, value: &str) -> Result<Annotation, AnnotationError> {
    let lang = CodeLanguage::from_word(lang_word).ok_or_else(|| AnnotationError::Language {
        word: lang_word.to_string(),
        key: key.to_string(),
        value: value.to_string(),
    })?;
    let target = if key == "solves" {
        Target::Solves(Problem::from_name(value).ok_or_else(|| AnnotationError::UnknownProblem(value.to_string()))?)
    } else {
        Target::Checks(contracts::find(value).ok_or_else(|| AnnotationError::UnknownContract(value.to_string()))?)
    };
    Ok(Annotation { lang, target })
}

/// What the page shows under a listing (the `blocks/listing.html` partial's context).
#[derive(Debug, Clone, Serialize)]
pub struct ListingView {
    /// `C++`, `Python`, `Rust`.
    pub language: &'static str,
    /// `cpp`, `python`, `rust`: for `class="language-…"`.
    pub class: &'static str,
    /// The code, unescaped (the template escapes it).
    pub code: String,
    /// For a judge problem, the judge's site (`hdu`, `luogu`) …
    pub problem_site: Option<&'static str>,
    /// … and the problem's number there (`1850`, `P2197`) …
    pub problem_number: Option<String>,
    /// … and whether the input it is tested on beside the random ones is the problem's published
    /// sample (or an input of the course's own, [`crate::judge::Problem::sample_published`]).
    pub sample_published: Option<bool>,
    /// For a contract, how many fixed edge cases it is run on.
    pub fixed_cases: Option<usize>,
    /// How many random inputs `nimbook check --listings` runs it on.
    pub random_cases: usize,
}

impl Annotation {
    /// The values the page's partial shows.
    pub fn view(&self, code: &str) -> ListingView {
        // A judge problem's site, number and sample, or a contract's fixed cases: one or the other.
        let (problem, fixed_cases) = match self.target {
            Target::Solves(p) => (Some((problem_site_number(p), p.sample_published())), None),
            Target::Checks(c) => (None, Some(c.fixed.len())),
        };
        let (problem, sample_published) = problem.unzip();
        let (problem_site, problem_number) = problem.unzip();
        ListingView {
            language: self.lang.display(),
            class: self.lang.class(),
            code: code.to_string(),
            problem_site,
            problem_number,
            sample_published,
            fixed_cases,
            random_cases: RANDOM_CASES,
        }
    }
}

/// A tested listing found in a lesson.
#[derive(Debug, Clone)]
pub struct Listing {
    /// The lesson file as shown in messages.
    pub path: std::path::PathBuf,
    /// 1-based line and column of the fence.
    pub line: usize,
    /// Column of the fence, from 1.
    pub column: usize,
    /// The code.
    pub code: String,
    /// What it claims (`Err` for a malformed annotation, reported as a failure).
    pub annotation: Result<Annotation, AnnotationError>,
}

impl Listing {
    /// `content/05-nim.md:140:1: listing solves=hdu1850`: the start of every message about it.
    pub fn label(&self) -> Message {
        let claim = match &self.annotation {
            Ok(a) => Message::Text(a.target.words()),
            Err(_) => message!("listing-malformed"),
        };
        let place = format!("{}:{}:{}", self.path.display(), self.line, self.column);
        message!("listing-label", place = place, claim = claim)
    }
}

/// Every tested listing of one lesson's text, in order.
pub fn find(path: &Path, text: &str) -> Vec<Listing> {
    let mut found = Vec::new();
    // Skip the front matter as the renderer does; offsets are then shifted back to the file's.
    let (body, base) = crate::lesson::front::split(path, text).map_or((text, 0), |s| (s.body, s.body_offset));
    let mut current: Option<(usize, Result<Annotation, AnnotationError>, String)> = None;
    for (event, range) in Parser::new_ext(body, crate::markup::options()).into_offset_iter() {
        match event {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                current = parse_info(&info).map(|a| (base + range.start, a, String::new()));
            }
            Event::Text(t) => {
                if let Some((_, _, code)) = current.as_mut() {
                    code.push_str(&t);
                }
            }
            Event::End(TagEnd::CodeBlock) => {
                if let Some((offset, annotation, code)) = current.take() {
                    let (line, column) = crate::error::line_col(text, offset);
                    found.push(Listing { path: path.to_path_buf(), line, column, code, annotation });
                }
            }
            _ => {}
        }
    }
    found
}
