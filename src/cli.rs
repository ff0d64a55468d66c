//! The command line: clap definitions, and one function per command taking plain values.

use crate::directive::{self, Request, words_from_args};
use crate::error::{Error, Result};
use crate::games::properties;
use crate::judge;
use clap::{Parser, Subcommand};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// nimbook: lessons on Nim and other games, with every worked example computed.
#[derive(Debug, Parser)]
#[command(name = "nimbook", version, about, long_about = None)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Show a worked example in the terminal, e.g. `nimbook example nim 8 12 13`.
    ///
    /// The words are the same as inside an ```example block in a lesson:
    /// nim HEAPS… [--misere] [--max-take K] | bash N M [--misere] | wythoff A B |
    /// xor-range A B | euler301 BITS | theorem1 HEAPS… | theorem2 HEAPS… |
    /// subtraction N --set 1,3,4. Add --json for one JSON object instead of text.
    Example {
        /// The game and its numbers (add --json anywhere for JSON output).
        #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true, value_name = "GAME ARGS")]
        words: Vec<String>,
    },
    /// Print the expected output of a judge problem for the input on standard input.
    Judge {
        /// Which problem.
        #[arg(value_enum)]
        problem: judge::Problem,
    },
    /// Play against the computer in the terminal, e.g. `nimbook play nim 3 4 5`.
    ///
    /// Games: nim HEAPS… [--misere] [--max-take K], bash N M [--misere], wythoff A B.
    /// The computer moves first unless you add --human-first.
    Play {
        /// The game and its starting position (add --human-first anywhere to move first).
        #[arg(required = true, trailing_var_arg = true, allow_hyphen_values = true, value_name = "GAME ARGS")]
        words: Vec<String>,
    },
    /// Build the site: ROOT/content/*.md through ROOT/templates into ROOT/output.
    ///
    /// Everything is checked first; if anything is wrong, every mistake is listed with its
    /// file, line and column, and the previous output folder is left exactly as it was.
    Build {
        /// The site folder (holds content/, templates/ and nimbook.toml).
        #[arg(default_value = ".")]
        root: PathBuf,
        /// Where to write the site (default: ROOT/output).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
    /// Check the whole site as `build` would (lessons, examples, links, templates), writing nothing.
    Check {
        /// The site folder.
        #[arg(default_value = ".")]
        root: PathBuf,
    },
    /// Print the body HTML of one lesson (no page layout), e.g. for a preview or a pipe.
    Render {
        /// The lesson's Markdown file.
        file: PathBuf,
    },
    /// Start a new site in ROOT with a sample lesson, a writing guide and the default templates.
    New {
        /// The folder to create the site in.
        root: PathBuf,
    },
    /// Check the XOR properties 1–11 and Theorems 1 and 2 exhaustively and print certificates.
    Verify {
        /// Statements to check (default: all): property-1 … property-11, theorem-1, theorem-2, bouton, or all.
        statements: Vec<String>,
        /// Check numbers below 2^BITS.
        #[arg(long, default_value_t = 6)]
        bits: u32,
        /// Check positions of 2 up to HEAPS heaps.
        #[arg(long, default_value_t = 3)]
        heaps: usize,
        /// Print the certificates as JSON.
        #[arg(long)]
        json: bool,
    },
}

/// Removes every `flag` from `words` and says whether it was there.
fn take_switch(words: &mut Vec<String>, flag: &str) -> bool {
    let before = words.len();
    words.retain(|w| w != flag);
    words.len() != before
}

/// Parses example words from the command line; the error names the bad word.
pub fn parse_request(words: &[String]) -> Result<Request> {
    directive::parse_example(&words_from_args(words)).map_err(|e| Error::Usage(e.message))
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> Result<ExitCode> {
    match cli.command {
        Command::Example { mut words } => {
            let json = take_switch(&mut words, "--json");
            example(&words, json)
        }
        Command::Judge { problem } => {
            let mut input = String::new();
            io::stdin().read_to_string(&mut input).map_err(|e| Error::io("reading standard input", e))?;
            let out = judge::run(problem, &input).map_err(Error::Usage)?;
            write_stdout(&out)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Play { mut words } => {
            let human_first = take_switch(&mut words, "--human-first");
            let request = parse_request(&words)?;
            let stdin = io::stdin();
            crate::play::run(&request, human_first, &mut stdin.lock(), &mut io::stdout()).map_err(|e| {
                if e.kind() == io::ErrorKind::InvalidInput {
                    Error::Usage(e.to_string())
                } else {
                    Error::io("playing", e)
                }
            })?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Verify { statements, bits, heaps, json } => verify(&statements, bits, heaps, json),
        Command::Build { root, out } => build(&root, out.as_deref()),
        Command::Check { root } => check(&root),
        Command::Render { file } => render(&file),
        Command::New { root } => new(&root),
    }
}

fn write_stdout(s: &str) -> Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(s.as_bytes()).and_then(|_| out.flush()).map_err(|e| Error::io("writing to standard output", e))
}

/// `nimbook example`.
pub fn example(words: &[String], json: bool) -> Result<ExitCode> {
    let request = parse_request(words)?;
    let example = directive::compute(&request).map_err(|e| Error::Usage(e.0))?;
    let text = if json {
        let mut s = serde_json::to_string(&example).expect("examples serialise");
        s.push('\n');
        s
    } else {
        crate::text::render(&example)
    };
    write_stdout(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// `nimbook build`.
pub fn build(root: &Path, out: Option<&Path>) -> Result<ExitCode> {
    let started = Instant::now();
    let layout = crate::site::Layout::new(root);
    let out = out.map_or_else(|| root.join("output"), Path::to_path_buf);
    let summary = crate::site::build(&layout, &out)?;
    eprintln!(
        "built {} lessons ({} files) into {} in {:.0?}",
        summary.lessons,
        summary.files,
        out.display(),
        started.elapsed()
    );
    Ok(ExitCode::SUCCESS)
}

/// `nimbook check`.
pub fn check(root: &Path) -> Result<ExitCode> {
    let (_, summary) = crate::site::generate(&crate::site::Layout::new(root))?;
    eprintln!("checked {} lessons: no problems found", summary.lessons);
    Ok(ExitCode::SUCCESS)
}

/// `nimbook render FILE`: templates come from the site the file belongs to, if any.
pub fn render(file: &Path) -> Result<ExitCode> {
    let site_templates = file.parent().and_then(Path::parent).map(|root| root.join("templates"));
    let env = crate::templates::environment(site_templates.as_deref())?;
    let lesson = crate::lesson::Lesson::load(file, file).map_err(|d| Error::Diagnostics(vec![d]))?;
    let rendered = crate::lesson::render_lesson(&env, &lesson.path, &lesson.text).map_err(Error::Diagnostics)?;
    write_stdout(&rendered.body)?;
    Ok(ExitCode::SUCCESS)
}

/// `nimbook new`.
pub fn new(root: &Path) -> Result<ExitCode> {
    let written = crate::site::new::create(root)?;
    eprintln!(
        "created a new site in {} ({} files); build it with: nimbook build {}",
        root.display(),
        written.len(),
        root.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// `nimbook verify`: exit status 1 if any statement fails.
pub fn verify(statements: &[String], bits: u32, heaps: usize, json: bool) -> Result<ExitCode> {
    let range = properties::Range { bits, heaps };
    let all = statements.is_empty() || statements.iter().any(|s| s == "all");
    let ids: Vec<&str> = if all { properties::IDS.to_vec() } else { statements.iter().map(String::as_str).collect() };
    let certs = ids
        .iter()
        .map(|id| properties::certify(id, range))
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(|e| Error::Usage(e.0))?;
    let all_hold = certs.iter().all(|c| c.holds);
    let text = if json {
        serde_json::to_string_pretty(&certs).expect("certificates serialise") + "\n"
    } else {
        let mut s = String::new();
        for c in &certs {
            let verdict = if c.holds { "holds" } else { "FAILS" };
            s.push_str(&format!("{:<12} {verdict}: {}\n", c.id, c.statement));
            s.push_str(&format!("             checked {} cases: {}\n", c.cases, c.domain));
            if let Some(ce) = &c.counterexample {
                s.push_str(&format!("             first counterexample: {ce}\n"));
            }
        }
        s
    };
    write_stdout(&text)?;
    Ok(if all_hold { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_valid() {
        Cli::command().debug_assert();
    }
}
