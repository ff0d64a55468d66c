//! The command line: clap definitions, and one function per command taking plain values.

use crate::directive::split_words;
use crate::directive::{self, Defined, Request, words_from_args};
use crate::error::{Error, Result};
use crate::games::{properties, sg_certificate};
use crate::judge;
use clap::{CommandFactory, Parser, Subcommand};
use std::io::{self, Write};
use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

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

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Show a worked example in the terminal, e.g. `nimbook example nim 8 12 13`.
    ///
    /// The words are the same as inside an ```example block in a lesson: any game of the
    /// catalogue and a position (nim HEAPS… [--misere] [--max-take K] | bash N M | wythoff A B |
    /// subtraction HEAPS… --set 1,3,4 | octal CODE HEAPS… | kayles, dawson-chess, dawson-kayles,
    /// lasker, grundy-game HEAPS…, each with --misere), a game of a --game-file, or a
    /// calculation (xor-range A B | euler301 BITS | theorem1 HEAPS… | theorem2 HEAPS…).
    /// Add --json for one JSON object instead of text.
    Example {
        /// A site whose games (ROOT/games/*.rhai) to know, e.g. --site my-course.
        #[arg(long, value_name = "ROOT")]
        site: Option<PathBuf>,
        /// A teacher's game in Rhai (`fn options(n)` or `fn moves(p)`), named by the file's stem; repeatable.
        #[arg(long = "game-file", value_name = "FILE.rhai")]
        game_files: Vec<PathBuf>,
        /// The game and its numbers (add --json anywhere for JSON output).
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_name = "GAME ARGS")]
        words: Vec<String>,
    },
    /// Print the expected output of a judge problem for the input on standard input.
    ///
    /// For checking students' programs against the online judges' problems, e.g.
    /// `nimbook judge p2197 < input.txt > expected.txt`. The input is read as the judge gives
    /// it; a malformed number is reported with its line and column.
    Judge {
        /// Which problem.
        #[arg(value_enum)]
        problem: JudgeProblem,
    },
    /// Play against the computer in the terminal, e.g. `nimbook play nim 3 4 5`.
    ///
    /// Any game `example` takes: nim 3 4 5, kayles 5 7, subtraction 9 --set 2,5, wythoff 4 9 …
    /// The computer moves first unless you add --human-first.
    Play {
        /// A site whose games (ROOT/games/*.rhai) to know, e.g. --site my-course.
        #[arg(long, value_name = "ROOT")]
        site: Option<PathBuf>,
        /// A teacher's game in Rhai, named by the file's stem; repeatable.
        #[arg(long = "game-file", value_name = "FILE.rhai")]
        game_files: Vec<PathBuf>,
        /// The game and its starting position (add --human-first anywhere to move first).
        #[arg(trailing_var_arg = true, allow_hyphen_values = true, value_name = "GAME ARGS")]
        words: Vec<String>,
    },
    /// Build the site: ROOT/content/*.md through ROOT/templates into ROOT/output.
    ///
    /// Everything is checked first; if anything is wrong, every mistake is listed with its
    /// file, line and column, and the previous output folder is left exactly as it was.
    Build {
        /// The site folder (holds content/, templates/, games/ and nimbook.toml).
        #[arg(default_value = ".")]
        root: PathBuf,
        /// Where to write the site (default: ROOT/output).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
    },
    /// Check the whole site as `build` would (lessons, examples, links, templates), writing nothing.
    ///
    /// With --listings, also test every code listing whose fence declares what it solves
    /// (```cpp solves=hdu1850, ```python checks=xor-upto): compile it (g++, python3 or rustc),
    /// run it on the problem's samples and on random inputs, and compare with `nimbook judge`
    /// or the engine. Only this needs a compiler; building the site never does.
    Check {
        /// The site folder.
        #[arg(default_value = ".")]
        root: PathBuf,
        /// Also compile and test the lessons' tested code listings.
        #[arg(long)]
        listings: bool,
        /// The seed of the listings' random inputs (the same seed gives the same inputs).
        #[arg(long, value_name = "N", default_value_t = 301, requires = "listings")]
        seed: u64,
    },
    /// Print the body HTML of one lesson (no page layout), e.g. `nimbook render content/05-nim.md`.
    ///
    /// Uses the templates of the site the file belongs to, if any. Handy for a quick look at
    /// one lesson or to pipe into another tool; `nimbook serve` previews the whole site.
    Render {
        /// The lesson's Markdown file.
        file: PathBuf,
    },
    /// Start a new site in ROOT with a sample lesson, a writing guide and the default templates.
    ///
    /// Then `cd ROOT` and run `nimbook serve` to preview it as you write, or `nimbook build` to
    /// make the finished site in ROOT/output. The templates/ folder holds the page layout,
    /// the worked-example and exercise-sheet templates and the stylesheet, ready to restyle.
    New {
        /// The folder to create the site in.
        root: PathBuf,
    },
    /// Preview the site while you write: build it, serve it, and rebuild and reload on every save.
    ///
    /// The site is built into memory (output/ is not touched: `nimbook build` writes that) and
    /// served at http://127.0.0.1:3000/. Saving a file in content/ or templates/, or
    /// nimbook.toml, rebuilds only what changed and reloads the open browser tabs. A mistake is
    /// shown in the terminal and over the page, with its file, line and column, while the last
    /// good pages stay up; save a fix and the page comes back. Ctrl-C stops the server.
    Serve {
        /// The site folder (holds content/, templates/, games/ and nimbook.toml).
        #[arg(default_value = ".")]
        root: PathBuf,
        /// The port to serve on; 0 picks a free one (the address is printed).
        #[arg(long, short, default_value_t = crate::serve::DEFAULT_PORT)]
        port: u16,
        /// The address to listen on. The default, 127.0.0.1, is this computer only; 0.0.0.0
        /// lets other computers on the network see the pages (e.g. a classroom projector).
        #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
        bind: IpAddr,
    },
    /// Make a printable exercise sheet and its answer key, e.g. `nimbook exercises kayles nim wythoff --count 15`.
    ///
    /// Each SECTION is a game's rules in the example grammar, optionally followed by the
    /// section's own settings: "kayles", "subtraction --set 2,5 --count 5 --max 30",
    /// "nim --max-take 3 --heaps 1", "octal 0.137 --winning-only". A section's settings are
    /// --count, --heaps, --min, --max, --winning-only and --trivial; the options below are the
    /// defaults for every section, and --count is the total, shared among the sections without
    /// their own. The sheet states each rule once and lists the positions in a numbered grid
    /// with room to write; answers.html gives each answer and why (--worked adds the engine's
    /// worked example). Both files are self-contained and print on A4. The same --seed and
    /// options always give the same sheet.
    Exercises {
        /// The sections: a game's rules, then its own settings, e.g. "kayles --count 5".
        #[arg(required = true, value_name = "SECTION")]
        sections: Vec<String>,
        /// How many problems in all (default 12), shared among sections without their own --count.
        #[arg(long, short = 'n')]
        count: Option<usize>,
        /// The random seed (default: a new one, printed so the sheet can be made again).
        #[arg(long, short)]
        seed: Option<u64>,
        /// The folder to write sheet.html and answers.html into (created if missing).
        #[arg(long, short, value_name = "DIR", default_value = "exercises")]
        out: PathBuf,
        /// Heaps per problem, a number or a range such as 2..4 (default 2..3; at most 8).
        #[arg(long, value_name = "N|A..B")]
        heaps: Option<String>,
        /// The smallest heap or pile (default 1).
        #[arg(long, value_name = "N")]
        min: Option<u64>,
        /// The largest heap or pile (default 15; at most 1000).
        #[arg(long, value_name = "N")]
        max: Option<u64>,
        /// Only positions the player to move can win: every problem asks for a winning move.
        #[arg(long)]
        winning_only: bool,
        /// Misère play in every section: whoever makes the last move loses.
        #[arg(long)]
        misere: bool,
        /// Allow trivial positions: over already, won in one move (wythoff 5 5), or equal pairs (nim 4 4).
        #[arg(long)]
        trivial: bool,
        /// Put each problem's worked example on the key, after the answers.
        #[arg(long)]
        worked: bool,
        /// The sheet's heading (default: names the games, e.g. "Exercises: Nim").
        #[arg(long)]
        title: Option<String>,
        /// The language of the sheet and the key: en or zh (or one a site's templates/messages/ adds).
        #[arg(long, value_name = "LANG", default_value = "en")]
        lang: String,
        /// A site whose templates/ and style to use (default: the current folder, if it is a site).
        #[arg(long, value_name = "ROOT", default_value = ".")]
        site: PathBuf,
        /// A teacher's game in Rhai, named by the file's stem; repeatable.
        #[arg(long = "game-file", value_name = "FILE.rhai")]
        game_files: Vec<PathBuf>,
    },
    /// Print a shell completion script, e.g. `nimbook completions bash > ~/.local/share/bash-completion/completions/nimbook`.
    ///
    /// For zsh, save it as _nimbook in a folder of your $fpath; for fish, as
    /// ~/.config/fish/completions/nimbook.fish; for PowerShell, add it to your $PROFILE.
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff) on standard output, e.g. `nimbook man > nimbook.1 && man ./nimbook.1`.
    Man,
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
        /// For `sprague-grundy`: the heap game, e.g. --game kayles or --game "subtraction --set 1,3,4".
        #[arg(long, allow_hyphen_values = true)]
        game: Option<String>,
        /// For `sprague-grundy`: the largest heap in a sum (sums of up to HEAPS heaps are checked).
        #[arg(long)]
        max: Option<u64>,
        /// Print the certificates as JSON.
        #[arg(long)]
        json: bool,
        /// A site whose games (ROOT/games/*.rhai) to know, e.g. --site my-course.
        #[arg(long, value_name = "ROOT")]
        site: Option<PathBuf>,
        /// A teacher's game in Rhai for `--game`, named by the file's stem; repeatable.
        #[arg(long = "game-file", value_name = "FILE.rhai")]
        game_files: Vec<PathBuf>,
    },
}

impl Command {
    /// Whether the command runs a site's templates: `main` runs it in a worker process, whose
    /// memory is bounded ([`crate::worker`]).
    pub fn runs_templates(&self) -> bool {
        matches!(
            self,
            Command::Build { .. } | Command::Check { .. } | Command::Render { .. } | Command::Exercises { .. }
        )
    }
}

/// Removes every `flag` from `words` and says whether it was there.
fn take_switch(words: &mut Vec<String>, flag: &str) -> bool {
    let before = words.len();
    words.retain(|w| w != flag);
    words.len() != before
}

/// Parses example words from the command line, knowing the games of `--game-file`; the error
/// names the bad word.
pub fn parse_request(words: &[String], defined: &Defined) -> Result<Request> {
    directive::parse_example_in(&words_from_args(words), defined).map_err(|e| Error::Usage(e.message()))
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> Result<ExitCode> {
    match cli.command {
        Command::Example { mut words, game_files, site } => {
            let json = take_switch(&mut words, "--json");
            example(&words, json, &load_games(site.as_deref(), &game_files)?)
        }
        Command::Judge { problem } => {
            judge::run_to(problem.0, io::stdin().lock(), io::stdout().lock()).map_err(Error::Usage)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Play { mut words, game_files, site } => {
            let human_first = take_switch(&mut words, "--human-first");
            let request = parse_request(&words, &load_games(site.as_deref(), &game_files)?)?;
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
        Command::Verify { statements, bits, heaps, game, max, json, game_files, site } => {
            let defined = load_games(site.as_deref(), &game_files)?;
            verify(&statements, &VerifyRange { bits, heaps, max }, game.as_deref(), json, &defined)
        }
        Command::Build { root, out } => build(&root, out.as_deref()),
        Command::Check { root, listings, seed } => {
            let code = check(&root)?;
            if listings { check_listings(&root, seed) } else { Ok(code) }
        }
        Command::Render { file } => render(&file),
        Command::New { root } => new(&root),
        Command::Serve { root, port, bind } => {
            crate::serve::run(&root, bind, port)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Exercises {
            sections,
            count,
            seed,
            out,
            heaps,
            min,
            max,
            winning_only,
            misere,
            trivial,
            worked,
            title,
            lang,
            site,
            game_files,
        } => {
            let seed_given = seed.is_some();
            let seed = seed.unwrap_or_else(new_seed);
            let options = crate::exercises::SheetOptions {
                sections,
                count,
                seed,
                heaps,
                min,
                max,
                winning_only,
                misere,
                trivial,
                worked,
                title,
                lang,
                // Run inside a site (or given --site), the site's games are known too.
                defined: load_games(crate::site::config::is_site(&site).then_some(site.as_path()), &game_files)?,
                game_files: game_files.iter().map(|p| p.display().to_string()).collect(),
            };
            exercises(&options, &out, &site, seed_given)
        }
        Command::Completions { shell } => {
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "nimbook", &mut out);
            write_stdout(&String::from_utf8_lossy(&out))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Man => {
            let mut out = Vec::new();
            clap_mangen::Man::new(Cli::command())
                .render(&mut out)
                .map_err(|e| Error::io("writing the manual page", e))?;
            write_stdout(&String::from_utf8_lossy(&out))?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn write_stdout(s: &str) -> Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(s.as_bytes()).and_then(|_| out.flush()).map_err(|e| Error::io("writing to standard output", e))
}

/// The games a command knows: the site's (`--site ROOT`: ROOT/games/*.rhai) and those of
/// `--game-file`; a name both use is refused.
pub fn load_games(site: Option<&Path>, files: &[PathBuf]) -> Result<Defined> {
    let mut defined = match site {
        Some(root) => crate::site::games::load(root)?,
        None => Defined::new(),
    };
    for (name, game) in load_game_files(files)? {
        if defined.contains_key(&name) {
            return Err(Error::Usage(format!(
                "--game-file: \"{name}\" is already a game of the site (games/{name}.rhai); rename the file"
            )));
        }
        defined.insert(name, game);
    }
    Ok(defined)
}

/// Compiles the teacher's games of `--game-file`: each named by its file's stem. A mistake is
/// reported as `FILE:line:col: message`.
pub fn load_game_files(paths: &[PathBuf]) -> Result<Defined> {
    let mut defined = Defined::new();
    let builtin = directive::game::game_names(&Defined::new());
    for path in paths {
        let shown = path.display();
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
        let valid = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !valid || name.starts_with('-') {
            return Err(Error::Usage(format!(
                "{shown}: the game is named by the file's stem, and \"{name}\" is not a name (use letters, digits and -)"
            )));
        }
        if builtin.contains(&name) || directive::example_names(&Defined::new()).contains(&name) {
            return Err(Error::Usage(format!("{shown}: \"{name}\" is a built-in game; rename the file")));
        }
        let source = std::fs::read_to_string(path).map_err(|e| Error::io(format!("reading {shown}"), e))?;
        let game = crate::lesson::games::compile(&name, &source).map_err(|e| {
            Error::Usage(match e.at {
                Some((line, col)) => format!("{shown}:{line}:{col}: {}", e.message),
                None => format!("{shown}: {}", e.message),
            })
        })?;
        defined.insert(name, Arc::new(game));
    }
    Ok(defined)
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

/// `nimbook example`.
pub fn example(words: &[String], json: bool, defined: &Defined) -> Result<ExitCode> {
    write_stdout(&example_output(words, json, defined)?)?;
    Ok(ExitCode::SUCCESS)
}

/// What `nimbook example WORDS [--json]` prints: the terminal's worked example, or the engine's
/// facts worded in English as one line of JSON (the page's engine module answers
/// `nimbook.example(words)` with the same bytes).
pub fn example_output(words: &[String], json: bool, defined: &Defined) -> Result<String> {
    let request = parse_request(words, defined)?;
    let example = directive::compute(&request).map_err(|e| Error::Usage(e.to_string()))?;
    Ok(if json {
        // The engine's facts worded in English, as the terminal words them.
        crate::views::facts::json_line(&example, crate::views::i18n::english())
    } else {
        crate::views::text::render(&example)
    })
}

/// `nimbook build`.
pub fn build(root: &Path, out: Option<&Path>) -> Result<ExitCode> {
    let started = Instant::now();
    let layout = crate::site::Layout::new(root);
    let out = out.map_or_else(|| root.join("output"), Path::to_path_buf);
    let summary = crate::site::build(&layout, &out)?;
    eprintln!(
        "built {} ({} files) into {} in {:.0?}",
        crate::site::lesson_count(summary.lessons),
        summary.files,
        out.display(),
        started.elapsed()
    );
    Ok(ExitCode::SUCCESS)
}

/// `nimbook check`.
pub fn check(root: &Path) -> Result<ExitCode> {
    let (_, summary) = crate::site::generate(&crate::site::Layout::new(root))?;
    for w in &summary.warnings {
        eprintln!("warning: {}", w.render());
    }
    match summary.warnings.len() {
        0 => eprintln!("checked {}: no problems found", crate::site::lesson_count(summary.lessons)),
        n => eprintln!(
            "checked {}: no errors, {n} warning{}",
            crate::site::lesson_count(summary.lessons),
            if n == 1 { "" } else { "s" }
        ),
    }
    Ok(ExitCode::SUCCESS)
}

/// `nimbook check --listings`: each listing's result on standard error; exit status 1 if any fails.
pub fn check_listings(root: &Path, seed: u64) -> Result<ExitCode> {
    let options = crate::listings::check::CheckOptions { seed, ..Default::default() };
    // Each listing runs in a process group of its own, which the terminal's Ctrl-C does not
    // reach: stop them on the way out. (A handler set before, by a program embedding this
    // command, is left in place.)
    let _ = ctrlc::set_handler(|| {
        crate::listings::exec::stop_all();
        eprintln!("stopped");
        std::process::exit(130);
    });
    let report = crate::listings::check::check_site(root, &options)?;
    for p in &report.passed {
        eprintln!("ok    {} ({}): passed {} inputs", p.label, p.lang.display(), p.inputs);
    }
    for f in &report.failures {
        eprintln!("error: {f}");
    }
    let total = report.passed.len() + report.failures.len();
    eprintln!(
        "tested {total} listings (seed {seed}): {} passed, {} failed",
        report.passed.len(),
        report.failures.len()
    );
    Ok(if report.failures.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// `nimbook render FILE`: templates come from the site the file belongs to, if any.
pub fn render(file: &Path) -> Result<ExitCode> {
    let site_templates = file.parent().and_then(Path::parent).map(|root| root.join("templates"));
    let env = crate::lesson::language::environment(site_templates.as_deref())?;
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

/// A seed for a sheet when none is given: short, so that it is easy to type again.
fn new_seed() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    (nanos % 1_000_000) as u64
}

/// `nimbook exercises`: writes the sheet and the key, and says where (and the seed, if it was
/// drawn).
pub fn exercises(
    options: &crate::exercises::SheetOptions,
    out: &Path,
    site: &Path,
    seed_given: bool,
) -> Result<ExitCode> {
    let written = crate::exercises::write(options, out, Some(site))?;
    // Said in the sheet's language, as the sheet is.
    let messages = crate::views::i18n::Messages::builtin();
    let lang = messages.lang(&options.lang);
    let path = |p: &Path| crate::views::i18n::Arg::Text(p.display().to_string());
    eprintln!(
        "{}",
        lang.t(
            "exercises-wrote",
            &[("n", written.count.into()), ("sheet", path(&written.sheet)), ("answers", path(&written.answers))]
        )
    );
    if !seed_given {
        eprintln!("{}", lang.t("exercises-seed-again", &[("seed", options.seed.into())]));
    }
    Ok(ExitCode::SUCCESS)
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
                    .map_err(|e| crate::games::GameError::invalid(e.message()))?;
                sg_certificate::certify(&request)
            } else {
                properties::certify(id, range)
            }
        })
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(|e| Error::Usage(e.to_string()))?;
    let all_hold = certs.iter().all(|c| c.holds);
    let worded: Vec<serde_json::Value> =
        certs.iter().map(|c| crate::views::facts::certificate(c, crate::views::i18n::english())).collect();
    let text = if json {
        serde_json::to_string_pretty(&worded).expect("certificates serialise") + "\n"
    } else {
        let mut s = String::new();
        let field = |c: &serde_json::Value, name: &str| c[name].as_str().unwrap_or_default().to_string();
        for (c, w) in certs.iter().zip(&worded) {
            let verdict = if c.holds { "holds" } else { "FAILS" };
            s.push_str(&format!("{:<12} {verdict}: {}\n", c.id, field(w, "statement")));
            s.push_str(&format!("             checked {} cases: {}\n", c.cases, field(w, "domain")));
            if c.counterexample.is_some() {
                s.push_str(&format!("             first counterexample: {}\n", field(w, "counterexample")));
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

    #[test]
    fn cli_definition_is_valid() {
        Cli::command().debug_assert();
    }
}
