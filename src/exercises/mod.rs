//! `nimbook exercises`: a printable exercise sheet and its answer key for any game of the model,
//! drawn from a seed so that the same command always gives the same sheet, byte for byte.
//!
//! A sheet is made of **sections**, one per game, each written as the rules in the example
//! grammar followed by the section's own settings:
//! `"kayles --count 5 --heaps 2..3 --max 12"`, `"subtraction --set 2,5 --winning-only"`,
//! `"nim --max-take 3 --heaps 1"`. Settings a section does not give come from the command's
//! options (`--heaps`, `--min`, `--max`, `--winning-only`, `--trivial`); `--count` on the command
//! is the total, shared among the sections that do not give their own.
//!
//! The flow: [`settings`] parses and checks every section ([`Section`]) → [`pick::generate`]
//! draws positions (not trivial unless asked, winning ones for `--winning-only`, no repeats) and
//! asks the engine ([`crate::directive::compute`], in the sheet's language) for each answer →
//! [`mod@render`] writes the sheet and the key through `templates/exercises/*.html`, every word in
//! the language of `--lang` (`templates/messages/LANG/exercises.ftl`).

pub mod pick;
pub mod render;

use crate::directive::{self, Defined, Word, split_words};
use crate::error::{Error, Result};
use crate::games::catalogue::{Game, Shape};
use crate::views::i18n::{Lang, MessageArg, Messages};

pub use pick::{Exercise, SplitMix64, generate, is_trivial};
pub use render::{Sheets, Written, render, write};

/// The most problems on one sheet.
pub const MAX_COUNT: usize = 100;
/// The largest heap or pile a sheet may ask about.
pub const MAX_SIZE: u64 = 1000;
/// The most heaps of a problem.
pub const MAX_SHEET_HEAPS: usize = 8;
/// Problems on a sheet when `--count` is not given.
pub const DEFAULT_COUNT: usize = 12;

/// The options of `nimbook exercises`, as given (unchecked): the command line reads them into
/// this type itself (the seed and the games are filled in after).
#[derive(Debug, Clone, clap::Args)]
pub struct SheetOptions {
    /// The sections: a game's rules, then its own settings, e.g. "kayles --count 5".
    #[arg(required = true, value_name = "SECTION")]
    pub sections: Vec<String>,
    /// How many problems in all (default 12), shared among sections without their own --count.
    #[arg(long, short = 'n')]
    pub count: Option<usize>,
    /// The seed of the random draw (the command line's `--seed`, or a new one).
    #[arg(skip)]
    pub seed: u64,
    /// Heaps per problem, a number or a range such as 2..4 (default 2..3; at most 8).
    #[arg(long, value_name = "N|A..B")]
    pub heaps: Option<String>,
    /// The smallest heap or pile (default 1).
    #[arg(long, value_name = "N")]
    pub min: Option<u64>,
    /// The largest heap or pile (default 15; at most 1000).
    #[arg(long, value_name = "N")]
    pub max: Option<u64>,
    /// Only positions the player to move can win: every problem asks for a winning move.
    #[arg(long)]
    pub winning_only: bool,
    /// Misère play in every section: whoever makes the last move loses.
    #[arg(long)]
    pub misere: bool,
    /// Allow trivial positions: over already, won in one move (wythoff 5 5), or equal pairs (nim 4 4).
    #[arg(long)]
    pub trivial: bool,
    /// Put each problem's worked example on the key, after the answers.
    #[arg(long)]
    pub worked: bool,
    /// The sheet's heading (default: names the games, e.g. "Exercises: Nim").
    #[arg(long)]
    pub title: Option<String>,
    /// The language of the sheet and the key: en or zh (or one a site's templates/messages/ adds).
    #[arg(long, value_name = "LANG", default_value = "en")]
    pub lang: String,
    /// Games defined by the teacher (`--game-file`, and a site's), by name.
    #[arg(skip)]
    pub defined: Defined,
    /// The `--game-file` arguments, for the command line that makes the sheet again.
    #[arg(skip)]
    pub game_files: Vec<String>,
}

impl SheetOptions {
    /// Options with every default: `sections` with `count` problems in all, from `seed`.
    pub fn new(sections: &[&str], count: usize, seed: u64) -> Self {
        SheetOptions {
            sections: sections.iter().map(|s| s.to_string()).collect(),
            count: Some(count),
            seed,
            heaps: None,
            min: None,
            max: None,
            winning_only: false,
            misere: false,
            trivial: false,
            worked: false,
            title: None,
            lang: crate::views::i18n::DEFAULT_LANGUAGE.to_string(),
            defined: Defined::new(),
            game_files: Vec::new(),
        }
    }
}

/// One section of a sheet, checked, with every setting filled in.
#[derive(Debug, Clone)]
pub struct Section {
    /// The game.
    pub game: Game,
    /// The rules in the example grammar (`subtraction --set 2,5`).
    pub rules: String,
    /// How many problems.
    pub count: usize,
    /// Fewest and most heaps (or tuple entries).
    pub heaps: (usize, usize),
    /// Smallest heap or pile.
    pub min: u64,
    /// Largest heap or pile.
    pub max: u64,
    /// Only positions the player to move wins.
    pub winning_only: bool,
    /// Trivial positions allowed.
    pub trivial: bool,
}

/// The number of entries every position of a game has, with the words that say so, for a game
/// played on a fixed number (Wythoff's two piles).
fn fixed_length(game: &Game) -> Option<(usize, crate::games::fact::Fact)> {
    match &game.shape {
        Shape::Whole(rule) => rule.length(),
        Shape::Heaps(_) => None,
    }
}

impl Section {
    /// The section as the words that make it again, every setting spelt out.
    pub fn words(&self) -> String {
        let mut s = format!("{} --count {}", self.rules, self.count);
        if fixed_length(&self.game).is_none() {
            let (lo, hi) = self.heaps;
            s += &if lo == hi { format!(" --heaps {lo}") } else { format!(" --heaps {lo}..{hi}") };
        }
        s += &format!(" --min {} --max {}", self.min, self.max);
        if self.winning_only {
            s += " --winning-only";
        }
        if self.trivial {
            s += " --trivial";
        }
        s
    }
}

/// Checked options.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The sections, in order.
    pub sections: Vec<Section>,
    /// The seed.
    pub seed: u64,
    /// The heading given by `--title` (`None`: [`Settings::title`] names the games).
    pub title: Option<String>,
    /// The language of the sheet and the key.
    pub lang: String,
    /// Worked examples on the key.
    pub worked: bool,
    /// `--game-file` arguments.
    pub game_files: Vec<String>,
}

impl Settings {
    /// How many problems in all.
    pub fn count(&self) -> usize {
        self.sections.iter().map(|s| s.count).sum()
    }

    /// The heading: `--title`, or the games' titles in `lang`.
    pub fn title(&self, lang: Lang<'_>) -> String {
        self.title.clone().unwrap_or_else(|| default_title(&self.sections, lang))
    }
}

/// A mistake in the sheet's options, worded in the sheet's language (`exercises-error-…`).
fn said(lang: Lang<'_>, id: &str, args: &[(&str, MessageArg)]) -> Error {
    Error::usage(lang.t(id, args))
}

/// A mistake in the section written `text`, worded in the sheet's language.
fn in_section(lang: Lang<'_>, text: &str, message: String) -> Error {
    said(lang, "exercises-error-section", &[("section", text.into()), ("message", message.into())])
}

/// The words of an error in the sheet's language (a section's mistake is prefixed with its
/// section).
fn words_of(e: Error, lang: Lang<'_>) -> String {
    e.in_lang(lang)
}

/// The lengths of the sheet's default range (2 and 3 entries) that a teacher's tuple game
/// plays: a rule written for pairs (`p[0]`, `p[1]`) fails or changes the length on triples, and
/// one written for triples fails on pairs. Tried on the small positions of ones and of twos.
fn tuple_lengths(game: &Game) -> Option<(usize, usize)> {
    let plays = |n: usize| [1, 2].iter().all(|&x| crate::games::positions::steps(game, &vec![x; n]).is_ok());
    match (plays(2), plays(3)) {
        (true, true) => Some((2, 3)),
        (true, false) => Some((2, 2)),
        (false, true) => Some((3, 3)),
        (false, false) => None,
    }
}

/// Parses `--heaps`: `3` or an inclusive range `2..4`; a mistake is worded in `lang`.
pub fn parse_heaps(text: &str, lang: Lang<'_>) -> Result<(usize, usize)> {
    let bad = || said(lang, "exercises-error-heaps-form", &[("text", text.into())]);
    let number = |s: &str| s.trim().parse::<usize>().map_err(|_| bad());
    let (lo, hi) = match text.split_once("..") {
        Some((a, b)) => (number(a)?, number(b.strip_prefix('=').unwrap_or(b))?),
        None => {
            let n = number(text)?;
            (n, n)
        }
    };
    if lo == 0 {
        return Err(said(lang, "exercises-error-heaps-zero", &[]));
    }
    if lo > hi {
        return Err(said(
            lang,
            "exercises-error-heaps-empty",
            &[("text", text.into()), ("lo", hi.into()), ("hi", lo.into())],
        ));
    }
    if hi > MAX_SHEET_HEAPS {
        return Err(said(
            lang,
            "exercises-error-heaps-too-many",
            &[("text", text.into()), ("limit", MAX_SHEET_HEAPS.into())],
        ));
    }
    Ok((lo, hi))
}

/// A section's own settings, split from its rule words.
#[derive(Default)]
struct Own {
    count: Option<usize>,
    heaps: Option<String>,
    min: Option<u64>,
    max: Option<u64>,
    winning_only: bool,
    trivial: bool,
}

fn split_section<'a>(text: &'a str, lang: Lang<'_>) -> Result<(Vec<Word<'a>>, Own)> {
    let words = split_words(text);
    let mut own = Own::default();
    let mut rules = Vec::new();
    let mut it = words.into_iter();
    while let Some(w) = it.next() {
        let mut value = |flag: &str| {
            it.next().map(|v| v.text).ok_or_else(|| {
                let args = [("flag", flag.into()), ("sample", sample(flag).into())];
                in_section(lang, text, lang.t("exercises-error-needs-value", &args))
            })
        };
        let number = |flag: &str, v: &str| {
            v.parse::<u64>().map_err(|_| {
                let args = [("flag", flag.into()), ("text", v.into())];
                in_section(lang, text, lang.t("exercises-error-not-a-number", &args))
            })
        };
        match w.text {
            "--count" => own.count = Some(number("--count", value("--count")?)? as usize),
            "--heaps" => own.heaps = Some(value("--heaps")?.to_string()),
            "--min" => own.min = Some(number("--min", value("--min")?)?),
            "--max" => own.max = Some(number("--max", value("--max")?)?),
            "--winning-only" => own.winning_only = true,
            "--trivial" => own.trivial = true,
            _ => rules.push(w),
        }
    }
    Ok((rules, own))
}

fn sample(flag: &str) -> &'static str {
    match flag {
        "--heaps" => "2..4",
        "--count" => "5",
        _ => "12",
    }
}

/// Checks the options and fills in the defaults; every error is one line.
pub fn settings(o: &SheetOptions) -> Result<Settings> {
    // Said in the sheet's language, as the sheet is.
    let messages = Messages::builtin();
    let lang = messages.lang(&o.lang);
    if o.sections.is_empty() {
        return Err(said(lang, "exercises-error-no-game", &[]));
    }
    let mut sections = Vec::new();
    let mut owns = Vec::new();
    for text in &o.sections {
        let (mut words, own) = split_section(text, lang)?;
        let fail = |id: &str, args: &[(&str, MessageArg)]| Err(in_section(lang, text, lang.t(id, args)));
        let misere_word = split_words("--misere");
        if o.misere && !words.iter().any(|w| w.text == "--misere") {
            words.extend(misere_word.iter().cloned());
        }
        let game =
            directive::game::parse_game(&words, &o.defined).map_err(|e| in_section(lang, text, e.message_in(lang)))?;
        let rules = game.words(&[]);
        let fixed = fixed_length(&game);
        let heaps = match own.heaps.as_ref().or(o.heaps.as_ref().filter(|_| fixed.is_none())) {
            Some(_) if fixed.is_some() => {
                let why = fixed.map(|f| crate::views::facts::text(&f.1, lang)).unwrap_or_default();
                return fail("exercises-error-fixed-length", &[("why", why.into())]);
            }
            Some(h) => parse_heaps(h, lang).map_err(|e| in_section(lang, text, words_of(e, lang)))?,
            None if let Some((n, _)) = fixed => (n, n),
            None if matches!(game.shape, Shape::Whole(_)) => match tuple_lengths(&game) {
                Some(lengths) => lengths,
                None => return fail("exercises-error-tuple-length", &[]),
            },
            None => (2, 3),
        };
        let max = own.max.or(o.max).unwrap_or(15);
        if max > MAX_SIZE {
            return fail("exercises-error-max-too-big", &[("max", max.into()), ("limit", MAX_SIZE.into())]);
        }
        let min = own.min.or(o.min).unwrap_or(1.min(max));
        if min > max {
            return fail("exercises-error-min-over-max", &[("min", min.into()), ("max", max.into())]);
        }
        if max == 0 {
            return fail("exercises-error-max-zero", &[]);
        }
        if own.count == Some(0) {
            return fail("exercises-error-count-zero", &[]);
        }
        owns.push(own.count);
        sections.push(Section {
            game,
            rules,
            count: 0,
            heaps,
            min,
            max,
            winning_only: own.winning_only || o.winning_only,
            trivial: own.trivial || o.trivial,
        });
    }
    share_counts(&mut sections, &owns, o.count, lang)?;
    let title = o.title.as_ref().map(|t| t.trim().to_string()).filter(|t| !t.is_empty());
    Ok(Settings {
        sections,
        seed: o.seed,
        title,
        lang: o.lang.clone(),
        worked: o.worked,
        game_files: o.game_files.clone(),
    })
}

/// Gives each section its count: its own, or a share of the total (earlier sections first).
fn share_counts(sections: &mut [Section], owns: &[Option<usize>], total: Option<usize>, lang: Lang<'_>) -> Result<()> {
    let fixed: usize = owns.iter().flatten().sum();
    let open = owns.iter().filter(|c| c.is_none()).count();
    let rest = match total {
        Some(0) => return Err(said(lang, "exercises-error-count-zero", &[])),
        Some(t) if open > 0 && t < fixed + open => {
            let args = [("count", t.into()), ("fixed", fixed.into()), ("open", open.into())];
            return Err(said(lang, "exercises-error-count-too-few", &args));
        }
        Some(t) if open == 0 && t != fixed => {
            return Err(said(lang, "exercises-error-count-mismatch", &[("count", t.into()), ("fixed", fixed.into())]));
        }
        Some(t) => t - fixed,
        None => DEFAULT_COUNT.max(open),
    };
    for (i, (s, own)) in sections.iter_mut().zip(owns).enumerate() {
        let k = owns[..i].iter().filter(|c| c.is_none()).count();
        s.count = own.unwrap_or_else(|| rest / open + usize::from(k < rest % open));
    }
    let all: usize = sections.iter().map(|s| s.count).sum();
    if all > MAX_COUNT {
        return Err(said(lang, "exercises-error-too-many", &[("count", all.into()), ("limit", MAX_COUNT.into())]));
    }
    Ok(())
}

fn default_title(sections: &[Section], lang: Lang<'_>) -> String {
    let mut titles: Vec<String> = Vec::new();
    for s in sections {
        let t = render::title_and_rule(&s.game, lang).0;
        if !titles.contains(&t) {
            titles.push(t);
        }
    }
    if titles.len() > 3 {
        return lang.t("exercises-title-many", &[("n", titles.len().into())]);
    }
    lang.t("exercises-title", &[("games", lang.and_list(&titles).into())])
}

/// The command line that makes this sheet again, byte for byte (run where this one was run).
pub fn command_line(s: &Settings) -> String {
    let mut c = String::from("nimbook exercises");
    for f in &s.game_files {
        c += &format!(" --game-file {}", quoted(f));
    }
    for section in &s.sections {
        c += &format!(" {}", quoted(&section.words()));
    }
    if let Some(title) = &s.title {
        c += &format!(" --title {}", quoted(title));
    }
    c += &format!(" --seed {}", s.seed);
    if s.worked {
        c += " --worked";
    }
    if s.lang != crate::views::i18n::DEFAULT_LANGUAGE {
        c += &format!(" --lang {}", s.lang);
    }
    c
}

/// `text` as one word of a POSIX shell: as it is when every character is plain (a file name),
/// in double quotes, or in single quotes when it holds a character that double quotes would
/// still read (`"`, `$`, `` ` ``, `\\`, `!`).
fn quoted(text: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "._/,:=+-".contains(c);
    if !text.is_empty() && text.chars().all(plain) {
        text.to_string()
    } else if text.contains(['"', '$', '`', '\\', '!']) {
        format!("'{}'", text.replace('\'', "'\\''"))
    } else {
        format!("\"{text}\"")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_quotes_every_word_for_a_shell() {
        assert_eq!(quoted("nim --count 3"), "\"nim --count 3\"");
        assert_eq!(quoted("games/take12.rhai"), "games/take12.rhai");
        assert_eq!(quoted("Chomp's \"practice\""), "'Chomp'\\''s \"practice\"'");
        let mut o = SheetOptions::new(&["nim"], 2, 6);
        o.title = Some("Practice $1".into());
        let line = command_line(&settings(&o).unwrap());
        assert!(line.contains(" --title 'Practice $1' --seed 6"), "{line}");
    }

    #[test]
    fn heaps_ranges() {
        assert_eq!(parse_heaps("3", crate::views::i18n::english()).unwrap(), (3, 3));
        assert_eq!(parse_heaps("2..4", crate::views::i18n::english()).unwrap(), (2, 4));
        assert_eq!(parse_heaps("2..=4", crate::views::i18n::english()).unwrap(), (2, 4));
        for bad in ["0", "4..2", "x", "1..9", "", "2..", "..3"] {
            assert!(parse_heaps(bad, crate::views::i18n::english()).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_teachers_tuple_game_gets_the_lengths_its_rule_plays() {
        let compile = |name: &str, source: &str| {
            std::sync::Arc::new(crate::games::script::ScriptGame::compile(name, source).unwrap())
        };
        // A rule for pairs (it reads p[0] and p[1] and returns pairs), one for any length, and
        // one that plays neither pairs nor triples.
        let pairs = "fn moves(p) { if p[0] > 0 { [[p[0] - 1, p[1]]] } else { [] } }";
        let any =
            "fn moves(p) { let o = []; for i in 0..p.len() { if p[i] > 0 { let q = p; q[i] -= 1; o.push(q); } } o }";
        let quads = "fn moves(p) { if p[3] > 0 { [[p[0], p[1], p[2], p[3] - 1]] } else { [] } }";
        let mut o = SheetOptions::new(&["pairs", "any", "any --heaps 4"], 6, 1);
        o.defined.insert("pairs".into(), compile("pairs", pairs));
        o.defined.insert("any".into(), compile("any", any));
        o.defined.insert("quads".into(), compile("quads", quads));
        let s = settings(&o).unwrap();
        assert_eq!(s.sections.iter().map(|s| s.heaps).collect::<Vec<_>>(), [(2, 2), (2, 3), (4, 4)]);
        o.sections = vec!["quads".into()];
        let e = settings(&o).err().unwrap().to_string();
        assert!(e.contains("neither 2 nor 3 entries") && e.contains("--heaps N"), "{e}");
        o.sections = vec!["quads --heaps 4".into()];
        assert_eq!(settings(&o).unwrap().sections[0].heaps, (4, 4));
    }

    #[test]
    fn counts_are_shared_and_own_counts_kept() {
        let o = SheetOptions::new(&["kayles", "nim --count 2", "wythoff"], 9, 1);
        let s = settings(&o).unwrap();
        assert_eq!(s.sections.iter().map(|s| s.count).collect::<Vec<_>>(), [4, 2, 3]);
        assert_eq!(s.sections[1].rules, "nim");
        assert_eq!(s.sections[2].heaps, (2, 2));
        let mut o = SheetOptions::new(&["subtraction --set 2,5 --heaps 1..2 --max 30 --winning-only"], 5, 1);
        o.misere = true;
        let s = settings(&o).unwrap();
        assert_eq!(
            s.sections[0].words(),
            "subtraction --set 2,5 --misere --count 5 --heaps 1..2 --min 1 --max 30 --winning-only"
        );
    }
}
