//! The command line: the clap definition of every command, one file per command (as mdBook's
//! `src/cmd/`), each with its arguments as a clap `Args` type and a `run` taking them; the
//! helpers the commands share (the games a command knows, standard output) are here.

mod build;
mod check;
mod completions;
mod example;
mod exercises;
mod judge;
mod new;
mod play;
mod render;
mod serve;
mod verify;

pub use crate::site::reader::Reader;
pub use build::build;
pub use check::{check, check_listings};
pub use example::{example, example_output};
pub use exercises::exercises;
pub use judge::JudgeProblem;
pub use new::new;
pub use render::render;
pub use verify::{VerifyRange, verify};

use crate::directive::{self, Defined, Request, words_from_args};
use crate::error::{Error, Result};
use clap::{Parser, Subcommand};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

/// nimbook: lessons on Nim and other games, with every worked example computed.
#[derive(Debug, Parser)]
#[command(
    name = "nimbook",
    version,
    about,
    long_about = None,
    after_help = "Start with `nimbook new my-course`, then `cd my-course` and `nimbook serve` to see it in a \
                  browser as you write. `nimbook COMMAND --help` explains each command."
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The commands. Each variant's help is its `Args` type's doc comment, which clap reads when the
/// variant has none of its own (a variant's comment would replace the command's long help).
#[derive(Debug, Subcommand)]
#[allow(missing_docs)]
pub enum Command {
    Example(example::ExampleArgs),
    Judge(judge::JudgeArgs),
    Play(play::PlayArgs),
    Build(build::BuildArgs),
    Check(check::CheckArgs),
    Render(render::RenderArgs),
    New(new::NewArgs),
    Serve(serve::ServeArgs),
    Exercises(exercises::ExercisesArgs),
    Completions(completions::CompletionsArgs),
    /// Print the manual page (roff) on standard output, e.g. `nimbook man > nimbook.1 && man ./nimbook.1`.
    Man,
    Verify(verify::VerifyArgs),
}

impl Command {
    /// Whether the command runs a site's templates: `main` runs it in a worker process, whose
    /// memory is bounded ([`crate::worker`]).
    pub fn runs_templates(&self) -> bool {
        matches!(self, Command::Build(_) | Command::Check(_) | Command::Render(_) | Command::Exercises(_))
    }

    /// Whom the command speaks to at the terminal ([`Reader`]): its `--lang`, else the language
    /// of the site it reads, else English. An unknown `--lang` is refused.
    pub fn reader(&self) -> Result<Reader> {
        let in_words = |words: &[String]| {
            let i = words.iter().position(|w| w == "--lang" || w.starts_with("--lang="))?;
            words[i].strip_prefix("--lang=").map(str::to_string).or_else(|| words.get(i + 1).cloned())
        };
        match self {
            Command::Build(a) => Reader::new(Some(&a.root), a.say.lang.as_deref()),
            Command::Check(a) => Reader::new(Some(&a.root), a.say.lang.as_deref()),
            Command::Serve(a) => Reader::new(Some(&a.root), a.say.lang.as_deref()),
            Command::Render(a) => Reader::new(a.site_root().as_deref(), a.say.lang.as_deref()),
            Command::New(a) => Reader::new(None, a.say.lang.as_deref()),
            Command::Judge(a) => Reader::new(None, a.say.lang.as_deref()),
            // These refuse an unknown language in their own words.
            Command::Exercises(a) => Ok(Reader::lenient(Some(&a.site), Some(&a.sheet.lang))),
            Command::Example(a) => Ok(Reader::lenient(a.games.site.as_deref(), in_words(&a.words).as_deref())),
            Command::Play(a) => Ok(Reader::lenient(
                a.games.site.as_deref(),
                Some(in_words(&a.words).as_deref().unwrap_or(a.lang.lang.as_str())),
            )),
            Command::Verify(a) => Ok(Reader::lenient(a.games.site.as_deref(), Some(&a.lang.lang))),
            Command::Completions(_) | Command::Man => Ok(Reader::english()),
        }
    }
}

/// Runs a parsed command line; what it says at the terminal is worded for `reader`.
pub fn run(cli: Cli, reader: &Reader) -> Result<ExitCode> {
    match cli.command {
        Command::Example(args) => example::run(args),
        Command::Judge(args) => judge::run(args, reader),
        Command::Play(args) => play::run(args),
        Command::Build(args) => build::run(args, reader),
        Command::Check(args) => check::run(args, reader),
        Command::Render(args) => render::run(args),
        Command::New(args) => new::run(args, reader),
        Command::Serve(args) => serve::run(args, reader),
        Command::Exercises(args) => exercises::run(args),
        Command::Completions(args) => completions::run(args),
        Command::Man => completions::man(),
        Command::Verify(args) => verify::run(args),
    }
}

/// `--lang LANG` of a command that reads a site: the language it speaks at the terminal.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct SayArg {
    /// The language of what the command says at the terminal (its mistakes, warnings and
    /// summary), e.g. zh; default: the site's `language` in nimbook.toml, else en.
    #[arg(long, value_name = "LANG")]
    pub lang: Option<String>,
}

/// The language a command's words are in: `--lang LANG` (en, zh, or another of the built-in
/// message files), checked against them.
#[derive(Debug, Clone, clap::Args)]
pub struct LangArg {
    /// The language of the words: en or zh.
    #[arg(long, value_name = "LANG", default_value = crate::views::i18n::DEFAULT_LANGUAGE)]
    pub(super) lang: String,
}

impl LangArg {
    /// The language, refused with the languages there are when nimbook has no messages in it.
    pub fn lang(&self) -> Result<crate::views::i18n::Lang<'static>> {
        self.lang_of(builtin_messages())
    }

    /// The language in `messages` (a site's, [`GameArgs::messages`]), refused when they have
    /// none in it.
    pub fn lang_of(
        &self,
        messages: &'static crate::views::i18n::Messages,
    ) -> Result<crate::views::i18n::Lang<'static>> {
        if !messages.has(&self.lang) {
            let known: Vec<String> = messages.languages().map(str::to_string).collect();
            let languages = crate::site::comma_list(&known);
            return Err(Error::usage(crate::message!(
                "cli-no-such-language",
                lang = &self.lang,
                languages = languages
            )));
        }
        Ok(messages.lang(&self.lang))
    }
}

/// nimbook's own message files, loaded once.
fn builtin_messages() -> &'static crate::views::i18n::Messages {
    static MESSAGES: std::sync::OnceLock<Arc<crate::views::i18n::Messages>> = std::sync::OnceLock::new();
    MESSAGES.get_or_init(crate::views::i18n::Messages::builtin)
}

/// The games a command knows besides the built-in ones: `--site ROOT` (ROOT/games/*.rhai) and
/// `--game-file FILE.rhai`, repeatable.
#[derive(Debug, Clone, clap::Args)]
pub struct GameArgs {
    /// A site whose games (ROOT/games/*.rhai) to know, e.g. --site my-course.
    #[arg(long, value_name = "ROOT")]
    pub(super) site: Option<PathBuf>,
    /// A teacher's game in Rhai (`fn options(n)` or `fn moves(p)`), named by the file's stem; repeatable.
    #[arg(long = "game-file", value_name = "FILE.rhai")]
    game_files: Vec<PathBuf>,
}

impl GameArgs {
    /// The games these arguments name ([`load_games`]); a mistake in them is worded in `lang`.
    pub fn load(&self, lang: crate::views::i18n::Lang<'_>) -> Result<Defined> {
        load_games(self.site.as_deref(), &self.game_files, lang)
    }

    /// The messages the words are in: with `--site ROOT`, the site's own message files
    /// (ROOT/templates/messages, which word its games in each language) over nimbook's, as the
    /// site's pages are worded; nimbook's alone otherwise.
    pub fn messages(&self) -> Result<&'static crate::views::i18n::Messages> {
        let Some(root) = &self.site else { return Ok(builtin_messages()) };
        static SITE: std::sync::OnceLock<Arc<crate::views::i18n::Messages>> = std::sync::OnceLock::new();
        let templates = crate::site::Layout::new(root).templates;
        let loaded = crate::lesson::language::load_messages(templates.is_dir().then_some(templates.as_path()))?;
        Ok(SITE.get_or_init(|| loaded))
    }
}

/// Removes every `flag` from `words` and says whether it was there.
fn take_switch(words: &mut Vec<String>, flag: &str) -> bool {
    let before = words.len();
    words.retain(|w| w != flag);
    words.len() != before
}

/// Removes `flag VALUE` (or `flag=VALUE`) from `words` and gives the value, if the flag is there.
fn take_value(words: &mut Vec<String>, flag: &str) -> Result<Option<String>> {
    let inline = format!("{flag}=");
    let Some(i) = words.iter().position(|w| w == flag || w.starts_with(&inline)) else { return Ok(None) };
    let word = words.remove(i);
    if let Some(value) = word.strip_prefix(&inline) {
        return Ok(Some(value.to_string()));
    }
    if i < words.len() {
        return Ok(Some(words.remove(i)));
    }
    Err(Error::usage(crate::message!("cli-needs-value", flag = flag)))
}

/// Parses example words from the command line, knowing the games of `--game-file`; the error
/// names the bad word.
pub fn parse_request(words: &[String], defined: &Defined, lang: crate::views::i18n::Lang<'_>) -> Result<Request> {
    directive::parse_example_in(&words_from_args(words), defined).map_err(|e| Error::usage(e.message_in(lang)))
}

fn write_stdout(s: &str) -> Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(s.as_bytes())
        .and_then(|_| out.flush())
        .map_err(|e| Error::io(crate::message!("cli-writing-stdout"), e))
}

/// The games a command knows: the site's (`--site ROOT`: ROOT/games/*.rhai) and those of
/// `--game-file`; a name both use is refused. A game's mistake is worded in `lang`.
pub fn load_games(site: Option<&Path>, files: &[PathBuf], lang: crate::views::i18n::Lang<'_>) -> Result<Defined> {
    let mut defined = match site {
        Some(root) => crate::site::game_files::load_in(root, lang)?,
        None => Defined::new(),
    };
    for (name, game) in load_game_files(files, lang)? {
        if defined.contains_key(&name) {
            return Err(Error::usage(crate::message!("cli-game-file-clash", name = &name)));
        }
        defined.insert(name, game);
    }
    Ok(defined)
}

/// Compiles the teacher's games of `--game-file`: each named by its file's stem. A mistake is
/// reported as `FILE:line:col: message`, worded in `lang`.
pub fn load_game_files(paths: &[PathBuf], lang: crate::views::i18n::Lang<'_>) -> Result<Defined> {
    let mut defined = Defined::new();
    // The same names as a site's `games/` takes (`game_blocks::check_name`): a file named
    // otherwise would be a game a lesson could never use.
    let builtin = directive::example_names(&Defined::new());
    for path in paths {
        let shown = path.as_path();
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
        match crate::lesson::game_blocks::check_name(&name, &builtin) {
            Ok(()) => {}
            Err(crate::lesson::game_blocks::NameError::BuiltIn(_)) => {
                return Err(Error::usage(crate::message!("cli-game-file-builtin", file = shown, name = &name)));
            }
            Err(_) => return Err(Error::usage(crate::message!("cli-game-file-bad-name", file = shown, name = &name))),
        }
        let source = std::fs::read_to_string(path).map_err(|e| crate::site::reading(shown, e))?;
        let game = crate::lesson::game_blocks::compile(&name, &source).map_err(|e| {
            // The script's mistake in the reader's language, at its place (`FILE:line:col: `).
            let message = crate::views::facts::script_error(&name, &e, lang);
            Error::usage(match e.at {
                Some((line, col)) => format!("{}:{line}:{col}: {message}", shown.display()),
                None => format!("{}: {message}", shown.display()),
            })
        })?;
        defined.insert(name, Arc::new(game));
    }
    Ok(defined)
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
