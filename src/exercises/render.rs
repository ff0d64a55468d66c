//! The views of a drawn sheet: the student's sheet (sections with the rule stated once, a
//! numbered grid of positions with room to write) and the key (each problem's answer and a
//! short why, optionally the worked example), rendered through `templates/exercises/*.html`.
//! The answer's words come from the one worked example ([`GameExample`]) of each problem; every
//! word on both pages is in the sheet's language (`templates/messages/LANG/exercises.ftl`,
//! the templates' `t()`).

use super::{Exercise, Section, Settings};
use crate::error::{Error, Result};
use crate::games::analysis::{GameExample, GameMove};
use crate::games::catalogue::{Game, Shape};
use crate::views::i18n::{Lang, MessageArg, Messages};
use crate::views::templates;
use minijinja::value::{Serde, Value};
use minijinja::{Environment, context};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The most winning moves listed for one problem on the key (all are counted).
pub const KEY_MOVES: usize = 4;

/// A game's title and rule in `lang`: the one place the sheets take them from. The catalogue
/// (`crates/engine/src/catalogue.rs`) writes them in every language.
pub fn title_and_rule(game: &Game, lang: Lang<'_>) -> (String, String) {
    (crate::views::facts::title(game, lang), crate::views::facts::rule(game, lang))
}

fn numbers(v: &[u64], separator: &str) -> String {
    v.iter().map(u64::to_string).collect::<Vec<_>>().join(separator)
}

/// How a position is shown to the student: `heaps 5, 9 and 12`, `piles 4 and 7`, `(3, 1, 2)`,
/// or with the names a teacher's rule gives its entries (`stair 1: 3, stair 2: 0`).
pub fn position_text(game: &Game, ex: &GameExample, lang: Lang<'_>) -> String {
    let p = ex.heaps.as_slice();
    if let Some(said) = &ex.said {
        return crate::views::facts::text(said, lang);
    }
    if ex.coordinates.len() == p.len() {
        let named: Vec<String> = ex
            .coordinates
            .iter()
            .zip(p)
            .map(|(c, v)| {
                lang.t(
                    "exercises-named-entry",
                    &[("name", crate::views::facts::text(c, lang).into()), ("value", (*v).into())],
                )
            })
            .collect();
        return named.join(&lang.word("list-separator"));
    }
    let things = || MessageArg::Text(game.things().name().to_string());
    let list = || lang.and_list(&p.iter().map(u64::to_string).collect::<Vec<_>>()).into();
    match (&game.shape, p) {
        (Shape::Whole(rule), _) if rule.piles() => {
            lang.t("exercises-piles", &[("list", list()), ("count", p.len().into())])
        }
        (Shape::Whole(_), _) => format!("({})", numbers(p, ", ")),
        (Shape::Heaps(_), [one]) => lang.t("exercises-one-heap", &[("n", (*one).into()), ("things", things())]),
        (Shape::Heaps(_), _) => {
            lang.t("exercises-heaps", &[("list", list()), ("count", p.len().into()), ("things", things())])
        }
    }
}

/// One winning move in a line of a key, shorter than a move's words (`said`) so that the key's
/// columns fit: `9 → 4 in heap 2`, `7 → 3 + 2 in heap 1`, `12 → 9` (the only heap), `to (3, 5)`;
/// a rule that says its moves (`fn describe`) is quoted.
pub fn move_text(ex: &GameExample, m: &GameMove, lang: Lang<'_>) -> String {
    if m.said.fact == "game-own-words" {
        return crate::views::facts::text(&m.said, lang);
    }
    match (m.heap, m.from) {
        (Some(heap), Some(from)) => {
            let to = if !m.to.is_empty() {
                numbers(&m.to, " + ")
            } else if ex.keeps_empty_heaps {
                "0".to_string()
            } else {
                lang.word("exercises-move-nothing")
            };
            if ex.heaps.len() == 1 {
                // The only heap needs no number: "12 → 9".
                return lang.t("exercises-move-one-heap", &[("from", from.into()), ("to", to.into())]);
            }
            let things = MessageArg::Text(ex.things.name().to_string());
            lang.t(
                "exercises-move-heap",
                &[("heap", heap.into()), ("from", from.into()), ("to", to.into()), ("things", things)],
            )
        }
        _ => lang.t("exercises-move-to", &[("position", numbers(&m.position, ", ").into())]),
    }
}

/// The short reason for the verdict, from the example's own numbers.
pub fn why(game: &Game, ex: &GameExample, lang: Lang<'_>) -> String {
    if let Some(why) = &ex.why {
        // The rule's own reason (`fn why(p)`), with the engine's verdict beside it.
        let id = if ex.first_player_wins { "exercises-why-search-wins" } else { "exercises-why-search-loses" };
        // One sentence each: the rule's words end with the language's full stop whether or not
        // the rule wrote one.
        let own = crate::views::facts::text(why, lang);
        let own = own.trim_end().trim_end_matches(['.', '。', ';', '；', ',', '，']);
        return lang.t("exercises-why-own", &[("why", own.into()), ("verdict", lang.word(id).into())]);
    }
    if ex.misere {
        let id = if ex.first_player_wins { "exercises-why-misere-wins" } else { "exercises-why-misere-loses" };
        return lang.t(id, &[("n", ex.searched.into())]);
    }
    if !ex.components.is_empty() {
        let values: Vec<String> = ex.components.iter().map(|c| format!("g({})", c.size)).collect();
        let numbers: Vec<String> = ex.components.iter().map(|c| c.grundy.to_string()).collect();
        let g = ex.grundy.unwrap_or(0);
        let sum = if ex.components.len() == 1 {
            format!("{} = {g}", values[0])
        } else {
            format!("{} = {} = {g}", values.join(" ⊕ "), numbers.join(" ⊕ "))
        };
        if g == 0 {
            return lang.t("exercises-why-zero", &[("sum", sum.into())]);
        }
        if ex.components.len() == 1 {
            // One heap: no sum to take apart; the mex rule gives a move to value 0.
            return lang.t("exercises-why-one-nonzero", &[("sum", sum.into())]);
        }
        // The highest bit of the sum is in some component's value; that component moves to
        // value ⊕ sum, which is smaller, so the mex rule guarantees the move exists.
        let bit = 1u64 << (63 - g.leading_zeros());
        let c = ex
            .components
            .iter()
            .find(|c| c.grundy & bit != 0)
            .expect("a non-zero XOR has a component with its top bit");
        let kind = if game.heap_rule().and_then(|r| r.take_limit()) == Some(None) { "nim" } else { "other" };
        return lang.t(
            "exercises-why-nonzero",
            &[
                ("sum", sum.into()),
                ("s", g.into()),
                ("bit", bit.into()),
                ("value", format!("g({})", c.size).into()),
                ("g", c.grundy.into()),
                ("target", (c.grundy ^ g).into()),
                ("heap", c.heap.into()),
                ("kind", kind.into()),
                ("things", MessageArg::Text(ex.things.name().to_string())),
            ],
        );
    }
    if let (Shape::Whole(rule), &[a, b]) = (&game.shape, ex.heaps.as_slice())
        && rule.family::<crate::games::rules::Wythoff>().is_some()
    {
        let (a, b) = (a.min(b), a.max(b));
        return if ex.first_player_wins {
            lang.t("exercises-why-wythoff-wins", &[("a", a.into()), ("b", b.into())])
        } else {
            lang.t("exercises-why-wythoff-loses", &[("a", a.into()), ("b", b.into()), ("k", (b - a).into())])
        };
    }
    match ex.grundy {
        Some(0) => lang.word("exercises-why-search-zero"),
        Some(g) => lang.t("exercises-why-search-nonzero", &[("g", g.into())]),
        None if ex.first_player_wins => lang.word("exercises-why-search-wins"),
        None => lang.word("exercises-why-search-loses"),
    }
}

/// What the section asks, matching its settings.
pub fn question(s: &Section, lang: Lang<'_>) -> String {
    lang.word(if s.winning_only { "exercises-question-winning-only" } else { "exercises-question" })
}

/// The two pages of a sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheets {
    /// The problems, with room for the answers.
    pub sheet: String,
    /// The answer key.
    pub answers: String,
}

/// What a sheet is written with: the templates, messages and stylesheet of the site at `site`
/// (if it is one), or the built-in ones.
pub struct Look {
    env: Environment<'static>,
    /// The messages (built in, overridden or added to by the site's `templates/messages/`).
    pub messages: Arc<Messages>,
    dir: PathBuf,
    site_css: String,
}

impl Look {
    /// The site's look, or the built-in one when `site` is not a site.
    pub fn new(site: Option<&Path>) -> Result<Look> {
        let site = site.filter(|root| crate::site::config::is_site(root));
        let templates_dir = site.map(|root| root.join("templates"));
        let (env, messages) = crate::lesson::language::environment_with_messages(templates_dir.as_deref())?;
        let mut assets = crate::site::static_files(templates_dir.as_deref())?;
        let site_css = String::from_utf8_lossy(&assets.remove("static/style.css").unwrap_or_default()).into_owned();
        let dir = templates_dir.unwrap_or_else(|| PathBuf::from("(built-in templates)"));
        Ok(Look { env, messages, dir, site_css })
    }

    /// The messages of `lang`; a language without messages is refused, naming those there are.
    pub fn lang(&self, lang: &str) -> Result<Lang<'_>> {
        if self.messages.has(lang) {
            return Ok(self.messages.lang(lang));
        }
        let known: Vec<String> = self.messages.languages().map(str::to_string).collect();
        let languages = crate::site::and_list(&known);
        Err(Error::usage(crate::message!("cli-no-such-sheet-language", lang = lang, languages = languages)))
    }
}

fn problem_value(p: &Exercise, game: &Game, worked: bool, lang: Lang<'_>) -> Value {
    let ex = &p.example;
    let moves: Vec<String> = ex.winning_moves.iter().take(KEY_MOVES).map(|m| move_text(ex, m, lang)).collect();
    let (more, more_text) = match ex.winning_move_count {
        Some(n) => {
            let n = n.saturating_sub(moves.len() as u128);
            let text = if n == 0 { String::new() } else { lang.t("exercises-more", &[("n", n.into())]) };
            (n.to_string(), text)
        }
        None if ex.winning_moves.len() > moves.len() => ("many".to_string(), lang.word("exercises-many-more")),
        None => ("0".to_string(), String::new()),
    };
    context! {
        number => p.number,
        words => p.words.clone(),
        position => position_text(game, ex, lang),
        wins => ex.first_player_wins,
        moves,
        more,
        more_text,
        why => why(game, ex, lang),
        ex => if worked { crate::views::facts::worded(&Value::from(Serde(ex)), lang) } else { Value::from(()) },
    }
}

/// Renders the sheet and the key in the sheet's language (`s.lang`, which `look` must have).
pub fn render(problems: &[Exercise], s: &Settings, look: &Look) -> Result<Sheets> {
    let lang = look.lang(&s.lang)?;
    let sections: Vec<Value> = s
        .sections
        .iter()
        .enumerate()
        .map(|(i, section)| {
            let problems: Vec<Value> = problems
                .iter()
                .filter(|p| p.section == i)
                .map(|p| problem_value(p, &section.game, s.worked, lang))
                .collect();
            let (title, rule) = title_and_rule(&section.game, lang);
            context! {
                letter => char::from(b'A' + (i % 26) as u8).to_string(),
                title,
                rule,
                question => question(section, lang),
                winning_only => section.winning_only,
                words => section.words(),
                problems,
            }
        })
        .collect();
    let description =
        lang.t("exercises-description", &[("problems", s.count().into()), ("sections", s.sections.len().into())]);
    let ctx = context! {
        title => s.title(lang),
        description,
        command => super::command_line(s),
        seed => s.seed,
        lang => lang.code(),
        lang_tag => lang.tag(),
        language => lang.code(),
        worked => s.worked,
        site_css => Value::from_safe_string(look.site_css.replace("</style", "<\\/style")),
        sections,
    };
    let render = |name: &str| {
        look.env
            .get_template(name)
            .and_then(|t| t.render(&ctx))
            .map_err(|e| Error::Diagnostics(vec![templates::template_error(&look.dir, &e)]))
    };
    Ok(Sheets { sheet: render("exercises/sheet.html")?, answers: render("exercises/answers.html")? })
}

/// What [`fn@write`] wrote.
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
pub fn write(o: &super::SheetOptions, out: &Path, site: Option<&Path>) -> Result<Written> {
    let s = super::settings(o)?;
    let look = Look::new(site)?;
    // An unknown language is refused before any problem is drawn.
    look.lang(&s.lang)?;
    let problems = super::generate(&s)?;
    let sheets = render(&problems, &s, &look)?;
    if out.exists() && !out.is_dir() {
        return Err(Error::usage(crate::message!("site-output-not-folder", path = out)));
    }
    std::fs::create_dir_all(out).map_err(|e| crate::site::output::creating(out, e))?;
    let sheet = out.join("sheet.html");
    let answers = out.join("answers.html");
    for (path, text) in [(&sheet, &sheets.sheet), (&answers, &sheets.answers)] {
        std::fs::write(path, text).map_err(|e| crate::site::output::writing(path, e))?;
    }
    Ok(Written { sheet, answers, count: problems.len() })
}
