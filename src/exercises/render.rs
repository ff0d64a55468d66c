//! The views of a drawn sheet: the student's sheet (sections with the rule stated once, a
//! numbered grid of positions with room to write) and the key (each problem's answer and a
//! short why, optionally the worked example), rendered through `templates/exercises/*.html`.
//! The answer's words come from the one worked example ([`GameExample`]) of each problem.

use super::{Problem, Section, Settings};
use crate::error::{Error, Result};
use crate::games::analysis::{GameExample, GameMove};
use crate::games::catalogue::{Game, Shape};
use crate::templates;
use minijinja::context;
use minijinja::value::{Serde, Value};
use std::path::{Path, PathBuf};

/// The most winning moves listed for one problem on the key (all are counted).
pub const KEY_MOVES: usize = 4;

/// How a position is shown to the student: `heaps 5, 9 and 12`, `piles 4 and 7`, `(3, 1, 2)`.
pub fn position_text(game: &Game, p: &[u64]) -> String {
    let list = |v: &[u64]| crate::text::and_list(v);
    match (&game.shape, p) {
        (Shape::Wythoff, _) => format!("piles {}", list(p)),
        (Shape::Tuple(_), _) => format!("({})", p.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")),
        (Shape::Heaps(_), [one]) => format!("a heap of {one}"),
        (Shape::Heaps(_), _) => format!("heaps {}", list(p)),
    }
}

/// One winning move in a line: `heap 2: 9 → 4`, `heap 1: 7 → 3 + 2`, `to (3, 5)`.
pub fn move_text(ex: &GameExample, m: &GameMove) -> String {
    match (m.heap, m.from) {
        (Some(heap), Some(from)) => {
            let to = if !m.to.is_empty() {
                m.to.iter().map(u64::to_string).collect::<Vec<_>>().join(" + ")
            } else if ex.keeps_empty_heaps {
                "0".to_string()
            } else {
                "nothing".to_string()
            };
            format!("heap {heap}: {from} → {to}")
        }
        _ => format!("to ({})", m.position.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")),
    }
}

/// The short reason for the verdict, from the example's own numbers.
pub fn why(game: &Game, ex: &GameExample) -> String {
    let join = |v: Vec<String>| v.join(" ⊕ ");
    if ex.misere {
        let tail = if ex.first_player_wins {
            "a winning move leaves a position lost for the opponent"
        } else {
            "every move leaves a position won for the opponent"
        };
        return format!("Misère play, decided by searching {} positions: {tail}.", ex.searched);
    }
    if !ex.components.is_empty() {
        let values: Vec<String> = ex.components.iter().map(|c| format!("g({})", c.size)).collect();
        let numbers: Vec<String> = ex.components.iter().map(|c| c.grundy.to_string()).collect();
        let g = ex.grundy.unwrap_or(0);
        let sum = if ex.components.len() == 1 {
            format!("{} = {g}", values[0])
        } else {
            format!("{} = {} = {g}", join(values), join(numbers))
        };
        return if g == 0 {
            format!("{sum}: every move makes the value non-zero.")
        } else {
            format!("{sum} ≠ 0: a winning move makes it 0.")
        };
    }
    if let (Shape::Wythoff, &[a, b]) = (&game.shape, ex.heaps.as_slice()) {
        let (a, b) = (a.min(b), a.max(b));
        return if ex.first_player_wins {
            format!("({a}, {b}) is no pair (⌊kφ⌋, ⌊kφ²⌋), and a winning move reaches one.")
        } else {
            format!("({a}, {b}) is the pair (⌊kφ⌋, ⌊kφ²⌋) with k = {}: a losing position.", b - a)
        };
    }
    match ex.grundy {
        Some(0) => "Grundy value 0 (by search): every move leaves a non-zero value.".into(),
        Some(g) => format!("Grundy value {g} ≠ 0 (by search): a winning move leaves 0."),
        None if ex.first_player_wins => "A winning move leaves a position lost for the opponent (by search).".into(),
        None => "Every move leaves a position won for the opponent (by search).".into(),
    }
}

/// What the section asks, matching its settings.
pub fn question(s: &Section) -> &'static str {
    if s.winning_only {
        "The player to move can win each position below. Find a winning move, and say why it wins."
    } else {
        "For each position: does the player to move win or lose with best play? If they win, give a winning move. \
         Say why."
    }
}

/// The two pages of a sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheets {
    /// The problems, with room for the answers.
    pub sheet: String,
    /// The answer key.
    pub answers: String,
}

/// Whether `root` looks like a nimbook site (so that its templates may be used).
fn is_site(root: &Path) -> bool {
    root.join("content").is_dir() || root.join(crate::site::config::FILE_NAME).is_file()
}

fn problem_value(p: &Problem, game: &Game, worked: bool) -> Value {
    let ex = &p.example;
    let moves: Vec<String> = ex.winning_moves.iter().take(KEY_MOVES).map(|m| move_text(ex, m)).collect();
    let more = match ex.winning_move_count {
        Some(n) => n.saturating_sub(moves.len() as u128).to_string(),
        None if ex.winning_moves.len() > moves.len() => "many".to_string(),
        None => "0".to_string(),
    };
    context! {
        number => p.number,
        words => p.words.clone(),
        position => position_text(game, &p.position),
        wins => ex.first_player_wins,
        moves,
        more,
        why => why(game, ex),
        ex => if worked { Value::from(Serde(ex)) } else { Value::from(()) },
    }
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
    let sections: Vec<Value> = s
        .sections
        .iter()
        .enumerate()
        .map(|(i, section)| {
            let problems: Vec<Value> =
                problems.iter().filter(|p| p.section == i).map(|p| problem_value(p, &section.game, s.worked)).collect();
            context! {
                letter => char::from(b'A' + (i % 26) as u8).to_string(),
                title => section.game.title(),
                rule => section.game.rule_text(),
                question => question(section),
                winning_only => section.winning_only,
                words => section.words(),
                problems,
            }
        })
        .collect();
    let count = s.count();
    let description = format!(
        "{count} problem{} in {} section{}",
        if count == 1 { "" } else { "s" },
        s.sections.len(),
        if s.sections.len() == 1 { "" } else { "s" }
    );
    let ctx = context! {
        title => s.title.clone(),
        description,
        command => super::command_line(s),
        seed => s.seed,
        language,
        worked => s.worked,
        site_css => Value::from_safe_string(site_css.replace("</style", "<\\/style")),
        sections,
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
pub fn write(o: &super::Options, out: &Path, site: Option<&Path>) -> Result<Written> {
    let s = super::settings(o)?;
    let problems = super::generate(&s)?;
    let sheets = render(&problems, &s, site)?;
    if out.exists() && !out.is_dir() {
        return Err(Error::Usage(format!("{} exists and is not a folder; choose another --out", out.display())));
    }
    std::fs::create_dir_all(out).map_err(|e| Error::io(format!("creating {}", out.display()), e))?;
    let sheet = out.join("sheet.html");
    let answers = out.join("answers.html");
    for (path, text) in [(&sheet, &sheets.sheet), (&answers, &sheets.answers)] {
        std::fs::write(path, text).map_err(|e| Error::io(format!("writing {}", path.display()), e))?;
    }
    Ok(Written { sheet, answers, count: problems.len() })
}
