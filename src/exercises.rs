//! `nimbook exercises`: a printable exercise sheet and its answer key, drawn at random from a
//! seed so that the same command always gives the same sheet, byte for byte.
//!
//! Each problem is a [`Request`] of the one example grammar, so it is shown on the sheet in the
//! words an `example` block takes (`nim 5 9 12`), and its answer on the key is the engine's
//! worked example, rendered with the same `templates/examples/*.html` partials as the lessons.
//! The pages are self-contained (the CSS is inlined) and print on A4.
//!
//! Every option is checked before anything is drawn, and drawing never loops forever: a
//! position is sampled a bounded number of times, then the allowed positions are listed and
//! chosen from; if none is allowed (say `--winning-only` with heaps that always lose) the
//! command says so.

use crate::directive::{self, Example, Request, split_words};
use crate::error::{Error, Result};
use crate::games::nim;
use crate::templates;
use minijinja::context;
use minijinja::value::{Serde, Value};
use serde::Serialize;
use std::collections::BTreeSet;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

/// The most problems on one sheet.
pub const MAX_COUNT: usize = 100;
/// The largest heap or pile a sheet may ask about.
pub const MAX_SIZE: u64 = 1000;
/// The most heaps of a Nim problem.
pub const MAX_HEAPS: usize = 8;
/// How many random positions are tried for one problem before the allowed ones are listed.
const SAMPLE_TRIES: usize = 1000;
/// The most positions listed when sampling found nothing.
const LIST_LIMIT: usize = 250_000;

/// A game the exercise sheets can ask about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Game {
    /// Nim: several heaps, take any number from one heap (with --misere, --max-take).
    Nim,
    /// The Bash game: one heap, take 1 to M (with --misere; M from --max-take).
    Bash,
    /// Wythoff's game: two piles, take from one or the same from both.
    Wythoff,
    /// XOR of a range of numbers, a XOR (a+1) XOR … XOR b.
    XorRange,
}

impl Game {
    /// The name in the example grammar (`xor-range`).
    pub fn name(self) -> &'static str {
        match self {
            Game::Nim => "nim",
            Game::Bash => "bash",
            Game::Wythoff => "wythoff",
            Game::XorRange => "xor-range",
        }
    }

    /// The name in a sentence.
    pub fn title(self) -> &'static str {
        match self {
            Game::Nim => "Nim",
            Game::Bash => "the Bash game",
            Game::Wythoff => "Wythoff's game",
            Game::XorRange => "XOR of a range",
        }
    }

    /// Whether positions of this game are won or lost (XOR of a range is a calculation).
    pub fn has_winner(self) -> bool {
        self != Game::XorRange
    }
}

/// The options of `nimbook exercises`, as given (unchecked).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The games, used in turn (problem 1 from the first, problem 2 from the second, …).
    pub games: Vec<Game>,
    /// How many problems.
    pub count: usize,
    /// The seed of the random draw.
    pub seed: u64,
    /// Nim: how many heaps, `3` or a range `2..4` (default 3).
    pub heaps: Option<String>,
    /// Smallest heap or pile (default 1, or `max` if that is smaller).
    pub min: Option<u64>,
    /// Largest heap or pile (default 15).
    pub max: Option<u64>,
    /// Only positions the player to move wins.
    pub winning_only: bool,
    /// Misère play (Nim and Bash).
    pub misere: bool,
    /// Nim: at most K per move; Bash: the most per move M (default: 2 to 5 at random).
    pub max_take: Option<u64>,
    /// The sheet's heading (default: names the games).
    pub title: Option<String>,
}

impl Options {
    /// Options with every default: `count` problems of `games` from `seed`.
    pub fn new(games: &[Game], count: usize, seed: u64) -> Self {
        Options {
            games: games.to_vec(),
            count,
            seed,
            heaps: None,
            min: None,
            max: None,
            winning_only: false,
            misere: false,
            max_take: None,
            title: None,
        }
    }
}

/// Checked options with the defaults filled in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// The games, in turn.
    pub games: Vec<Game>,
    /// How many problems.
    pub count: usize,
    /// The seed.
    pub seed: u64,
    /// Fewest and most heaps (Nim).
    pub heaps: (usize, usize),
    /// Whether `--heaps` was given (for the regenerating command line).
    heaps_given: Option<String>,
    /// Smallest heap or pile.
    pub min: u64,
    /// Largest heap or pile.
    pub max: u64,
    /// Only positions the player to move wins.
    pub winning_only: bool,
    /// Misère play.
    pub misere: bool,
    /// The most per move, if fixed.
    pub max_take: Option<u64>,
    /// The heading.
    pub title: String,
}

fn usage<T>(message: impl Into<String>) -> Result<T> {
    Err(Error::Usage(message.into()))
}

/// Parses `--heaps`: `3` or an inclusive range `2..4`.
pub fn parse_heaps(text: &str) -> Result<(usize, usize)> {
    let bad =
        || Error::Usage(format!("--heaps takes a number of heaps such as 3 or a range such as 2..4, not \"{text}\""));
    let number = |s: &str| s.trim().parse::<usize>().map_err(|_| bad());
    let (lo, hi) = match text.split_once("..") {
        Some((a, b)) => (number(a)?, number(b.strip_prefix('=').unwrap_or(b))?),
        None => {
            let n = number(text)?;
            (n, n)
        }
    };
    if lo == 0 {
        return usage("--heaps must be at least 1 (a Nim problem has at least one heap)");
    }
    if lo > hi {
        return usage(format!("--heaps {text}: the range is empty; write the smaller number first, e.g. {hi}..{lo}"));
    }
    if hi > MAX_HEAPS {
        return usage(format!("--heaps {text} is too many for a sheet: at most {MAX_HEAPS} heaps"));
    }
    Ok((lo, hi))
}

fn only_for(option: &str, games: &[Game], allowed: &[Game]) -> Result<()> {
    if games.iter().any(|g| allowed.contains(g)) {
        return Ok(());
    }
    let names: Vec<&str> = allowed.iter().map(|g| g.name()).collect();
    let given: Vec<&str> = games.iter().map(|g| g.name()).collect();
    usage(format!(
        "{option} is for {} problems only, and this sheet has {}; add one of those games or leave {option} out",
        names.join(" and "),
        given.join(", ")
    ))
}

/// Checks the options and fills in the defaults; every error is one line naming the option.
pub fn settings(o: &Options) -> Result<Settings> {
    if o.games.is_empty() {
        return usage("name at least one game: nim, bash, wythoff or xor-range");
    }
    if o.count == 0 {
        return usage("--count must be at least 1");
    }
    if o.count > MAX_COUNT {
        return usage(format!("--count {} is too many for one sheet: at most {MAX_COUNT}", o.count));
    }
    let max = o.max.unwrap_or(15);
    if max > MAX_SIZE {
        return usage(format!(
            "--max {max} is too big for a sheet: at most {MAX_SIZE} (larger numbers make tables too wide to print)"
        ));
    }
    let min = o.min.unwrap_or(1.min(max));
    if min > max {
        return usage(format!("--min {min} is larger than --max {max}"));
    }
    let heaps = match &o.heaps {
        Some(text) => {
            only_for("--heaps", &o.games, &[Game::Nim])?;
            parse_heaps(text)?
        }
        None => (3, 3),
    };
    if o.misere {
        only_for("--misere", &o.games, &[Game::Nim, Game::Bash])?;
    }
    if let Some(k) = o.max_take {
        only_for("--max-take", &o.games, &[Game::Nim, Game::Bash])?;
        if k == 0 {
            return usage("--max-take must be at least 1 (a move takes at least one counter)");
        }
        if k > MAX_SIZE {
            return usage(format!("--max-take {k} is too big for a sheet: at most {MAX_SIZE}"));
        }
    }
    if o.winning_only && !o.games.iter().any(|g| g.has_winner()) {
        return usage("--winning-only needs a game with a winner (nim, bash or wythoff); xor-range has none");
    }
    if max == 0 && o.games.iter().any(|g| g.has_winner()) {
        return usage("--max 0 leaves nothing to play: every heap and pile would be empty; raise --max");
    }
    let title = match &o.title {
        Some(t) if !t.trim().is_empty() => t.trim().to_string(),
        _ => default_title(&o.games),
    };
    Ok(Settings {
        games: o.games.clone(),
        count: o.count,
        seed: o.seed,
        heaps,
        heaps_given: o.heaps.clone(),
        min,
        max,
        winning_only: o.winning_only,
        misere: o.misere,
        max_take: o.max_take,
        title,
    })
}

fn distinct_games(games: &[Game]) -> Vec<Game> {
    let mut seen = Vec::new();
    for g in games {
        if !seen.contains(g) {
            seen.push(*g);
        }
    }
    seen
}

fn default_title(games: &[Game]) -> String {
    let titles: Vec<String> = distinct_games(games).iter().map(|g| g.title().to_string()).collect();
    let mut t = crate::text::and_list(&titles);
    if let Some(first) = t.get(..1) {
        t = first.to_uppercase() + &t[1..];
    }
    format!("Exercises: {t}")
}

/// A small seeded random number generator (SplitMix64): the same seed gives the same numbers on
/// every machine and with every version of the dependencies.
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n ≥ 1), every one equally likely.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0)");
        // 2^64 mod n values at the top would make the small numbers more likely: redraw them.
        let skip = (u64::MAX % n + 1) % n;
        loop {
            let x = self.next_u64();
            if x <= u64::MAX - skip {
                return x % n;
            }
        }
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }
}

/// One problem of a sheet.
#[derive(Debug, Clone, Serialize)]
pub struct Problem {
    /// Its number on the sheet, from 1.
    pub number: usize,
    /// The game.
    pub game: Game,
    /// The words of an `example` block that pose it, e.g. `nim 5 9 12`.
    pub words: String,
    /// The position, as the engine worked it out (the key's answer).
    pub example: Example,
    /// The request the words parse to.
    #[serde(skip)]
    pub request: Request,
}

/// The range of M for Bash problems.
fn bash_moves(s: &Settings) -> (u64, u64) {
    s.max_take.map_or((2, 5), |k| (k, k))
}

fn nim_rules(s: &Settings) -> nim::NimRules {
    nim::NimRules { misere: s.misere, max_take: s.max_take }
}

/// A random position of `game`.
fn sample(game: Game, s: &Settings, rng: &mut SplitMix64) -> Request {
    match game {
        Game::Nim => {
            let k = rng.range(s.heaps.0 as u64, s.heaps.1 as u64);
            let heaps = (0..k).map(|_| rng.range(s.min, s.max)).collect();
            Request::Nim { heaps, rules: nim_rules(s) }
        }
        Game::Bash => {
            let (lo, hi) = bash_moves(s);
            let n = rng.range(s.min.max(1), s.max);
            Request::Bash { n, m: rng.range(lo, hi), misere: s.misere }
        }
        Game::Wythoff => {
            let (a, b) = (rng.range(s.min, s.max), rng.range(s.min, s.max));
            Request::Wythoff { a: a.min(b), b: a.max(b) }
        }
        Game::XorRange => {
            let (a, b) = (rng.range(s.min, s.max), rng.range(s.min, s.max));
            Request::XorRange { a: a.min(b), b: a.max(b) }
        }
    }
}

/// Calls `visit` on every position of `game` the settings allow, in a fixed order, until it
/// says stop.
fn each_position(game: Game, s: &Settings, visit: &mut dyn FnMut(Request) -> ControlFlow<()>) {
    match game {
        Game::Nim => {
            for k in s.heaps.0..=s.heaps.1 {
                let mut heaps = vec![s.min; k];
                loop {
                    if visit(Request::Nim { heaps: heaps.clone(), rules: nim_rules(s) }).is_break() {
                        return;
                    }
                    // The next k-tuple, like an odometer.
                    let Some(i) = heaps.iter().rposition(|&h| h < s.max) else { break };
                    heaps[i] += 1;
                    for h in &mut heaps[i + 1..] {
                        *h = s.min;
                    }
                }
            }
        }
        Game::Bash => {
            let (lo, hi) = bash_moves(s);
            for n in s.min.max(1)..=s.max {
                for m in lo..=hi {
                    if visit(Request::Bash { n, m, misere: s.misere }).is_break() {
                        return;
                    }
                }
            }
        }
        Game::Wythoff | Game::XorRange => {
            for a in s.min..=s.max {
                for b in a..=s.max {
                    let r = if game == Game::Wythoff { Request::Wythoff { a, b } } else { Request::XorRange { a, b } };
                    if visit(r).is_break() {
                        return;
                    }
                }
            }
        }
    }
}

/// Whether a position may be asked: not one where the game is already over, a winning one if
/// asked for, and a range of more than one number when the sizes allow it.
fn allowed(r: &Request, s: &Settings) -> bool {
    let over_or_trivial = match r {
        Request::Nim { heaps, .. } => heaps.iter().all(|&h| h == 0),
        Request::Wythoff { a, b } => *a == 0 && *b == 0,
        Request::XorRange { a, b } => a == b && s.min < s.max,
        // Taking the whole heap at once is no exercise, when bigger heaps are allowed.
        Request::Bash { n, m, .. } => n <= m && s.max > *m,
        _ => false,
    };
    !over_or_trivial && (!s.winning_only || r.first_player_wins().unwrap_or(true))
}

fn options_phrase(s: &Settings, game: Game) -> String {
    let mut parts = Vec::new();
    if game == Game::Nim {
        let (lo, hi) = s.heaps;
        parts.push(if lo == hi { format!("{lo} heaps") } else { format!("{lo} to {hi} heaps") });
    }
    parts.push(format!("sizes {} to {}", s.min, s.max));
    if s.misere && matches!(game, Game::Nim | Game::Bash) {
        parts.push("misère".into());
    }
    if let Some(k) = s.max_take.filter(|_| matches!(game, Game::Nim | Game::Bash)) {
        parts.push(format!("at most {k} per move"));
    }
    parts.join(", ")
}

/// Draws the problems of a sheet.
pub fn generate(s: &Settings) -> Result<Vec<Problem>> {
    let mut rng = SplitMix64::new(s.seed);
    let mut used = BTreeSet::new();
    let mut problems = Vec::with_capacity(s.count);
    for i in 0..s.count {
        let game = s.games[i % s.games.len()];
        let mut chosen = None;
        for _ in 0..SAMPLE_TRIES {
            let r = sample(game, s, &mut rng);
            if allowed(&r, s) && !used.contains(&r.to_words()) {
                chosen = Some(r);
                break;
            }
        }
        let request = match chosen {
            Some(r) => r,
            None => {
                // Few positions are allowed: list them and choose among the unused ones.
                let mut all = Vec::new();
                let mut seen = 0;
                each_position(game, s, &mut |r| {
                    seen += 1;
                    if allowed(&r, s) {
                        all.push(r);
                    }
                    if seen >= LIST_LIMIT { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
                });
                if all.is_empty() {
                    return usage(format!(
                        "--winning-only cannot be met: every {} position with {} is lost for the player to move; \
                         widen --min/--max{}",
                        game.name(),
                        options_phrase(s, game),
                        if game == Game::Nim { " or --heaps" } else { "" }
                    ));
                }
                let unused: Vec<&Request> = all.iter().filter(|r| !used.contains(&r.to_words())).collect();
                if unused.is_empty() {
                    all.swap_remove(rng.below(all.len() as u64) as usize)
                } else {
                    unused[rng.below(unused.len() as u64) as usize].clone()
                }
            }
        };
        let words = request.to_words();
        debug_assert_eq!(directive::parse_example(&split_words(&words)).as_ref(), Ok(&request));
        let example = directive::compute(&request).map_err(|e| Error::Usage(format!("{words}: {e}")))?;
        used.insert(words.clone());
        problems.push(Problem { number: i + 1, game, words, example, request });
    }
    Ok(problems)
}

/// The command line that makes this sheet again.
pub fn command_line(s: &Settings) -> String {
    let mut c = String::from("nimbook exercises");
    for g in &s.games {
        c.push(' ');
        c.push_str(g.name());
    }
    c.push_str(&format!(" --count {} --seed {}", s.count, s.seed));
    if let Some(h) = &s.heaps_given {
        c.push_str(&format!(" --heaps {h}"));
    }
    c.push_str(&format!(" --min {} --max {}", s.min, s.max));
    if s.winning_only {
        c.push_str(" --winning-only");
    }
    if s.misere {
        c.push_str(" --misere");
    }
    if let Some(k) = s.max_take {
        c.push_str(&format!(" --max-take {k}"));
    }
    c
}

/// One line describing the sheet, e.g. "10 problems · heaps and piles of 1 to 15 · Nim with 3
/// heaps · seed 7".
fn description(s: &Settings) -> String {
    let mut parts = vec![format!("{} problem{}", s.count, if s.count == 1 { "" } else { "s" })];
    let games = distinct_games(&s.games);
    if games == [Game::XorRange] {
        parts.push(format!("numbers from {} to {}", s.min, s.max));
    } else {
        parts.push(format!("heaps and piles of {} to {}", s.min, s.max));
    }
    if games.contains(&Game::Nim) {
        let (lo, hi) = s.heaps;
        parts.push(if lo == hi { format!("Nim with {lo} heaps") } else { format!("Nim with {lo} to {hi} heaps") });
    }
    if s.misere {
        parts.push("misère play (whoever takes the last counter loses)".into());
    }
    if let Some(k) = s.max_take {
        parts.push(format!("at most {k} per move"));
    }
    if s.winning_only {
        parts.push("the player to move can win every game".into());
    }
    parts.push(format!("seed {}", s.seed));
    parts.join(" · ")
}

/// The two pages of a sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheets {
    /// The problems, with room for the answers.
    pub sheet: String,
    /// The answer key: each problem worked out by the engine.
    pub answers: String,
}

/// Whether `root` looks like a nimbook site (so that its templates may be used).
fn is_site(root: &Path) -> bool {
    root.join("content").is_dir() || root.join(crate::site::config::FILE_NAME).is_file()
}

/// Renders the sheet and the key with the templates of the site at `site` (if it is one) or
/// the built-in ones.
pub fn render(problems: &[Problem], s: &Settings, site: Option<&Path>) -> Result<Sheets> {
    let site = site.filter(|root| is_site(root));
    let templates_dir = site.map(|root| root.join("templates"));
    let env = templates::environment(templates_dir.as_deref())?;
    let language = match site {
        Some(root) => crate::site::config::load(root)?.language,
        None => "en".to_string(),
    };
    let mut assets = crate::site::static_files(templates_dir.as_deref())?;
    let site_css = String::from_utf8_lossy(&assets.remove("static/style.css").unwrap_or_default()).into_owned();
    let problems: Vec<Value> = problems
        .iter()
        .map(|p| {
            context! {
                number => p.number,
                game => p.game.name(),
                words => p.words.clone(),
                ex => Value::from(Serde(&p.example)),
            }
        })
        .collect();
    let ctx = context! {
        title => s.title.clone(),
        description => description(s),
        command => command_line(s),
        seed => s.seed,
        language,
        winning_only => s.winning_only,
        site_css => Value::from_safe_string(site_css.replace("</style", "<\\/style")),
        problems,
    };
    let dir = templates_dir.unwrap_or_else(|| PathBuf::from("(built-in templates)"));
    let render = |name: &str| {
        env.get_template(name)
            .and_then(|t| t.render(&ctx))
            .map_err(|e| Error::Diagnostics(vec![templates::template_error(&dir, &e)]))
    };
    Ok(Sheets { sheet: render("exercises/sheet.html")?, answers: render("exercises/answers.html")? })
}

/// What [`write`] wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    /// The sheet's path.
    pub sheet: PathBuf,
    /// The key's path.
    pub answers: PathBuf,
    /// How many problems.
    pub count: usize,
}

/// Checks the options, draws the problems, renders and writes `sheet.html` and `answers.html`
/// into `out`.
pub fn write(o: &Options, out: &Path, site: Option<&Path>) -> Result<Written> {
    let s = settings(o)?;
    let problems = generate(&s)?;
    let sheets = render(&problems, &s, site)?;
    if out.exists() && !out.is_dir() {
        return usage(format!("{} exists and is not a folder; choose another --out", out.display()));
    }
    std::fs::create_dir_all(out).map_err(|e| Error::io(format!("creating {}", out.display()), e))?;
    let sheet = out.join("sheet.html");
    let answers = out.join("answers.html");
    for (path, text) in [(&sheet, &sheets.sheet), (&answers, &sheets.answers)] {
        std::fs::write(path, text).map_err(|e| Error::io(format!("writing {}", path.display()), e))?;
    }
    Ok(Written { sheet, answers, count: problems.len() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix_is_fixed_and_fair() {
        let mut a = SplitMix64::new(1);
        let mut b = SplitMix64::new(1);
        assert_eq!((0..5).map(|_| a.next_u64()).collect::<Vec<_>>(), (0..5).map(|_| b.next_u64()).collect::<Vec<_>>());
        // The published first output of SplitMix64 from seed 0.
        assert_eq!(SplitMix64::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
        let mut r = SplitMix64::new(7);
        let mut counts = [0u32; 3];
        for _ in 0..3000 {
            counts[r.range(4, 6) as usize - 4] += 1;
        }
        assert!(counts.iter().all(|&c| c > 900), "{counts:?}");
    }

    #[test]
    fn heaps_ranges() {
        assert_eq!(parse_heaps("3").unwrap(), (3, 3));
        assert_eq!(parse_heaps("2..4").unwrap(), (2, 4));
        assert_eq!(parse_heaps("2..=4").unwrap(), (2, 4));
        for bad in ["0", "4..2", "x", "1..9", "", "2..", "..3"] {
            assert!(parse_heaps(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn every_position_is_listed_once() {
        let mut o = Options::new(&[Game::Nim], 1, 0);
        o.heaps = Some("1..2".into());
        o.min = Some(0);
        o.max = Some(2);
        let s = settings(&o).unwrap();
        let mut all = Vec::new();
        each_position(Game::Nim, &s, &mut |r| {
            all.push(r.to_words());
            ControlFlow::Continue(())
        });
        assert_eq!(all.len(), 3 + 9);
        assert_eq!(all.iter().collect::<BTreeSet<_>>().len(), all.len());
    }

    #[test]
    fn impossible_winning_only_is_refused() {
        let mut o = Options::new(&[Game::Nim], 3, 1);
        o.heaps = Some("2".into());
        o.min = Some(5);
        o.max = Some(5);
        o.winning_only = true;
        let e = generate(&settings(&o).unwrap()).unwrap_err().to_string();
        assert!(e.starts_with("--winning-only cannot be met: every nim position with 2 heaps, sizes 5 to 5"), "{e}");
        // A small space is used up, then repeated, without looping.
        o.heaps = Some("3".into());
        let p = generate(&settings(&o).unwrap()).unwrap();
        assert!(p.iter().all(|p| p.words == "nim 5 5 5"));
    }
}
