//! What the page's engine module answers: a request in JSON (`{"op": "site" | "example" |
//! "render" | "play" | "play_table" | "judge", …}`) and its reply. `site` hands the module the templates,
//! message files and games the build used (the built-in templates and messages with the site's
//! over them: the module carries no copy of its own, so a page weighs one copy); `example` answers with the JSON of
//! `nimbook example WORDS --json`; `render` with the worked example's HTML fragment, as the
//! lesson pass lays it out ([`nimbook_views::worked::render`]); `play` with a play block for a
//! new start ([`nimbook_views::play::block`]); `play_table` with the widget's table of a block
//! too large to be held in its page. Every answer goes through the
//! same functions as the build's, so a page can only show what the build would have shown.

use minijinja::Environment;
use nimbook_views::directive::{self, Defined};
use nimbook_views::i18n::{DEFAULT_LANGUAGE, Lang, MessageFile, Messages};
use nimbook_views::worked::{self, BlockLayout};
use nimbook_views::{environment, facts};
use serde::Deserialize;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;

/// A request from the page.
#[derive(Debug, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
enum PageCall {
    /// The site's templates (name relative to `templates/`, source: the built-in ones with the
    /// site's in their place, [`nimbook_views::templates::with_site`]), its message files (the
    /// built-in ones, then the site's, [`Messages::with_site`]) and its games (name, Rhai
    /// source): sent once, before any other request. The module has no copy of its own.
    Site {
        #[serde(default)]
        templates: Vec<(String, String)>,
        #[serde(default)]
        messages: Vec<MessageFile>,
        #[serde(default)]
        games: Vec<(String, String)>,
    },
    /// The example of `words` as `nimbook example WORDS --json` prints it, worded in `lang`.
    Example {
        words: String,
        #[serde(default = "english")]
        lang: String,
        /// The games the page itself defines (its ```` ```game ```` blocks), beside the site's.
        #[serde(default)]
        games: Vec<(String, String)>,
    },
    /// The expected output of a judge problem for `input` (what `nimbook judge PROBLEM` prints);
    /// a mistake in the input is worded in `lang`.
    Judge {
        problem: nimbook_views::judge::Problem,
        input: String,
        #[serde(default = "english")]
        lang: String,
    },
    /// The HTML of a play block, as the block `play` was built.
    Play(PlayAsk),
    /// The widget's data of a play block (a block whose table the page does not hold,
    /// [`nimbook_views::play::MAX_EMBEDDED_TABLE`]): the JSON the build would have put in its
    /// `data-config`.
    PlayTable(PlayAsk),
    /// The HTML of the worked example of `words`, laid out as `layout` on a page in `lang`.
    Render {
        words: String,
        #[serde(default = "english")]
        lang: String,
        layout: BlockLayout,
        #[serde(default)]
        games: Vec<(String, String)>,
    },
}

/// A play block asked for: `words` (a game and the position to start from), on a page in
/// `lang` that defines `games` of its own, built as `play` says.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayAsk {
    words: String,
    #[serde(default = "english")]
    lang: String,
    play: PlayBlock,
    #[serde(default)]
    games: Vec<(String, String)>,
}

/// How a play block was built: its section's id, and whether it lets the student switch between
/// normal and misère play.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayBlock {
    id: String,
    #[serde(default)]
    toggle: bool,
}

fn english() -> String {
    nimbook_views::i18n::DEFAULT_LANGUAGE.to_string()
}

/// The module's answer: the text asked for, or an error message in the words the command line
/// uses for the same mistake.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// The JSON or HTML asked for.
    Answer(String),
    /// Why there is no answer: a mistake in the request.
    Error(String),
    /// Why there is no answer: the request passes one of the engine's bounds (a position too
    /// large to work out, a table too large for a page). The text is the command line's, for a
    /// teacher; a page tells its student in the lesson's own words to try smaller numbers.
    TooLarge(String),
}

impl Reply {
    /// The reply's text, whichever it is.
    pub fn into_text(self) -> String {
        match self {
            Reply::Answer(text) | Reply::Error(text) | Reply::TooLarge(text) => text,
        }
    }
}

/// Why a request has no answer: a mistake, or one of the engine's bounds passed.
enum Refused {
    Mistake(String),
    TooLarge(String),
}

impl From<String> for Refused {
    fn from(text: String) -> Self {
        Refused::Mistake(text)
    }
}

/// The engine's refusal in `lang`, told apart by its kind.
fn refused(e: &nimbook_engine::GameError, lang: Lang<'_>) -> Refused {
    let text = facts::error(e, lang);
    match e.kind() {
        nimbook_engine::ErrorKind::TooLarge { .. } => Refused::TooLarge(text),
        _ => Refused::Mistake(text),
    }
}

/// A play block's refusal in `lang`: too large when the engine's bound or the page's table or
/// board is what stops it.
fn play_refused(e: &nimbook_views::play::PlayRefusal, lang: Lang<'_>) -> Refused {
    use nimbook_views::play::PlayRefusal as P;
    match e {
        P::Game(g) => refused(g, lang),
        P::Toggle(inner) => match play_refused(inner, lang) {
            Refused::TooLarge(_) => Refused::TooLarge(e.message(lang)),
            Refused::Mistake(_) => Refused::Mistake(e.message(lang)),
        },
        P::TooLarge { .. }
        | P::OffGrid { .. }
        | P::OffRows { .. }
        | P::OffColumns { .. }
        | P::OffPieces { .. }
        | P::OffLights { .. }
        | P::OffWalk { .. } => Refused::TooLarge(e.message(lang)),
        P::NotAGame { .. } | P::NotATree { .. } => Refused::Mistake(e.message(lang)),
    }
}

/// What the module knows of the site: its templates' environment, its messages and its games.
struct Site {
    env: Environment<'static>,
    messages: Arc<Messages>,
    games: Defined,
}

/// The longest judge input the page takes, in bytes: a pasted input, not a judge's whole test
/// data (`nimbook judge` streams any length).
const MAX_JUDGE_INPUT: usize = 4 << 20;

/// How many games of pages the module keeps compiled.
const PAGE_GAMES_KEPT: usize = 64;

thread_local! {
    static SITE: RefCell<Option<Rc<Site>>> = const { RefCell::new(None) };
    /// The games of the pages asked about, compiled, by name and source.
    static PAGE_GAMES: RefCell<HashMap<(String, String), Arc<nimbook_engine::script::ScriptGame>>> =
        RefCell::new(HashMap::new());
    /// The last play table made, by its request ([`play_table`]).
    static LAST_TABLE: RefCell<Option<(String, serde_json::Value)>> = const { RefCell::new(None) };
}

/// The site the page sent; the module has no templates or messages of its own.
fn site() -> Result<Rc<Site>, String> {
    SITE.with(|s| s.borrow().clone())
        .ok_or_else(|| "the page has not sent its site's templates and messages yet (request \"site\" first)".into())
}

/// Answers one request (UTF-8 JSON, see the module's note).
pub fn call(request: &str) -> Reply {
    let request: PageCall = match serde_json::from_str(request) {
        Ok(r) => r,
        Err(e) => return Reply::Error(format!("the request is not understood: {e}")),
    };
    // Each request is one request of the engine, charged as the build charges the same words.
    match nimbook_engine::script::metered(|| answer(request)) {
        Ok(text) => Reply::Answer(text),
        Err(Refused::Mistake(message)) => Reply::Error(message),
        Err(Refused::TooLarge(message)) => Reply::TooLarge(message),
    }
}

fn answer(request: PageCall) -> Result<String, Refused> {
    match request {
        PageCall::Site { templates, messages, games } => {
            let messages = Messages::from_all_files(&messages).map_err(|errors| match &errors[0] {
                (Some(i), why) => {
                    format!("the site's message file {}/{} does not parse: {why}", messages[*i].lang, messages[*i].name)
                }
                (None, why) => format!("the site's messages are incomplete: {why}"),
            })?;
            let env = environment::environment_of(Arc::clone(&messages), templates).map_err(|errors| {
                let e = &errors[0];
                format!("the site's template {} does not compile: {}", e.name, e.error)
            })?;
            let games = compile_all(&games, &Defined::new(), messages.lang(DEFAULT_LANGUAGE))?;
            SITE.with(|s| *s.borrow_mut() = Some(Rc::new(Site { env, messages, games })));
            LAST_TABLE.with(|t| *t.borrow_mut() = None);
            Ok(String::new())
        }
        PageCall::Example { words, lang, games } => {
            let (site, request) = read(&words, &lang, &games)?;
            let example = directive::compute(&request).map_err(|e| refused(&e, site.messages.lang(&lang)))?;
            Ok(facts::json_line(&example, site.messages.lang(&lang)))
        }
        PageCall::Judge { problem, input, lang } => {
            // The judge needs no site; its mistakes are worded from the site's messages once the
            // page has sent them, else from the built-in English (the command line's words).
            let site = SITE.with(|s| s.borrow().clone());
            let lang = match &site {
                Some(site) => site.messages.lang(&lang),
                None => nimbook_views::i18n::english(),
            };
            if input.len() > MAX_JUDGE_INPUT {
                let said = nimbook_views::message!("judge-input-too-long", bytes = input.len(), most = MAX_JUDGE_INPUT);
                return Err(said.in_lang(lang).into());
            }
            Ok(nimbook_views::judge::run(problem, &input).map_err(|e| e.in_lang(lang))?)
        }
        PageCall::Play(PlayAsk { words, lang, play, games }) => {
            let (site, request) = read(&words, &lang, &games)?;
            let (table, start) = play_table(&site, &request, &lang, &play, &games)?;
            Ok(nimbook_views::play::block(&site.env, &lang, table, &request.to_words(), &start, &play.id)
                .map_err(|e| format!("the game could not be laid out: {e}"))?)
        }
        PageCall::PlayTable(PlayAsk { words, lang, play, games }) => {
            let (site, request) = read(&words, &lang, &games)?;
            let (mut table, _) = play_table(&site, &request, &lang, &play, &games)?;
            Ok(nimbook_views::play::config(&mut table, &request.to_words()))
        }
        PageCall::Render { words, lang, layout, games } => {
            let (site, request) = read(&words, &lang, &games)?;
            let (facts, _) =
                environment::example_facts(&request).map_err(|e| refused(&e, site.messages.lang(&lang)))?;
            let ex = facts::worded(&facts, site.messages.lang(&lang));
            Ok(worked::render(&site.env, &lang, request.kind(), ex, &request.to_words(), &layout, None)
                .map_err(|e| format!("the worked example could not be laid out: {e}"))?)
        }
    }
}

/// The play widget's table of `request` in `lang`, and its start. The last one made is kept: a
/// page that gets a new play block without its table (`play`) asks for it next (`play_table`).
fn play_table(
    site: &Site,
    request: &directive::Request,
    lang: &str,
    play: &PlayBlock,
    games: &[(String, String)],
) -> Result<(serde_json::Value, Vec<u64>), Refused> {
    let lang_of = site.messages.lang(lang);
    let (game, start) = nimbook_views::play::game_of(request)
        .ok_or_else(|| nimbook_views::play::not_a_game(&request.to_words()).message(lang_of))?;
    let key = serde_json::json!([request.to_words(), lang, play.toggle, games]).to_string();
    if let Some(table) = LAST_TABLE.with(|t| t.borrow().as_ref().filter(|(k, _)| *k == key).map(|(_, t)| t.clone())) {
        return Ok((table, start));
    }
    let table =
        nimbook_views::play::table_json(&game, &start, play.toggle, lang_of).map_err(|e| play_refused(&e, lang_of))?;
    LAST_TABLE.with(|t| *t.borrow_mut() = Some((key, table.clone())));
    Ok((table, start))
}

/// The site, and `words` read as the command line reads them, knowing the site's games and the
/// page's `games`, for a page in `lang` (a language the site has, checked first).
fn read(words: &str, lang: &str, games: &[(String, String)]) -> Result<(Rc<Site>, directive::Request), String> {
    let site = site()?;
    if !site.messages.has(lang) {
        return Err(format!("the site has no messages in the language \"{lang}\""));
    }
    let defined = compile_all(games, &site.games, site.messages.lang(lang))?;
    let request = directive::parse_example_in(&directive::split_words(words), &defined)
        .map_err(|e| e.message_in(site.messages.lang(lang)))?;
    Ok((site, request))
}

/// `games` compiled (each once per name and source), beside the games in `base`.
fn compile_all(games: &[(String, String)], base: &Defined, lang: Lang<'_>) -> Result<Defined, String> {
    let mut defined = base.clone();
    for (name, source) in games {
        let key = (name.clone(), source.clone());
        let known = PAGE_GAMES.with(|g| g.borrow().get(&key).cloned());
        let game = match known {
            Some(game) => game,
            None => {
                let game =
                    Arc::new(directive::game::compile(name, source).map_err(|e| facts::script_error(name, &e, lang))?);
                PAGE_GAMES.with(|g| {
                    let mut g = g.borrow_mut();
                    if g.len() >= PAGE_GAMES_KEPT {
                        g.clear();
                    }
                    g.insert(key, Arc::clone(&game));
                });
                game
            }
        };
        defined.insert(name.clone(), game);
    }
    Ok(defined)
}

#[cfg(test)]
mod tests;
