//! The lesson language's environment as a build makes it: one minijinja environment per build,
//! shared by every page, which runs a lesson's text (see [`crate::lesson::render`]) and lays out
//! the pages. Its filters, functions and built-in templates are the views'
//! ([`crate::views::environment`], the same the page's engine module uses); this module reads the
//! site's own templates and message files from disk, and gives `example("…")` the page's work
//! ([`PageWork`]) and the build cache.

use crate::directive;
use crate::error::{Diagnostic, Error};
use crate::games::GameError;
use crate::lesson::cache::BlockCache;
pub use crate::lesson::work::PageWork;
use crate::views::environment::engine_error;
use crate::views::i18n::{Lang, MessageFile, Messages};
use crate::views::templates::template_error;
use minijinja::Environment;
use minijinja::value::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Builds the environment: defaults, then every `*.html` under `dir` (if it exists) by its
/// path relative to `dir`, which replaces the default of the same name.
pub fn environment(dir: Option<&Path>) -> Result<Environment<'static>, Error> {
    environment_with_messages(dir).map(|(env, _)| env)
}

/// [`environment`], with the messages (built in, overridden by `dir/messages/`) its `t()`,
/// lists and ordinals use, for the engine's sentences on the same pages.
pub fn environment_with_messages(dir: Option<&Path>) -> Result<(Environment<'static>, Arc<Messages>), Error> {
    SiteFiles::read(dir)?.environment()
}

/// A site's own templates and message files (under its templates folder), read once: the
/// build's environment is made from them, and the page's engine module is handed the same ones.
#[derive(Debug, Clone, Default)]
pub struct SiteFiles {
    /// The templates folder, if the site has one (where template mistakes are reported).
    dir: Option<PathBuf>,
    /// Every `*.html` under it, by its path relative to it, with its text.
    pub templates: Vec<(String, String)>,
    /// Its message files, `messages/LANG/*.ftl` in order (languages, then names).
    pub messages: Vec<MessageFile>,
    /// The path of each message file, for diagnostics.
    message_paths: Vec<PathBuf>,
}

impl SiteFiles {
    /// The files under the templates folder `dir` (none when it is missing).
    pub fn read(dir: Option<&Path>) -> Result<SiteFiles, Error> {
        let mut templates = Vec::new();
        if let Some(dir) = dir.filter(|d| d.is_dir()) {
            for (name, path) in crate::walk::files_under(dir, Some("html"), dir.parent().unwrap_or(dir))? {
                let source = std::fs::read_to_string(&path)
                    .map_err(|e| Error::io(crate::message!("lesson-reading", path = &path), e))?;
                templates.push((name, source));
            }
        }
        let (messages, message_paths) = message_files(dir)?;
        Ok(SiteFiles { dir: dir.map(Path::to_path_buf), templates, messages, message_paths })
    }

    /// The built-in messages overridden by the site's; a file that does not parse is a
    /// diagnostic at its path.
    pub fn messages(&self) -> Result<Arc<Messages>, Error> {
        parsed_messages(&self.messages, &self.message_paths)
    }

    /// The environment: the views' filters, functions and built-in templates, each template
    /// replaced by the site's of the same name, with the messages its `t()` uses.
    pub fn environment(&self) -> Result<(Environment<'static>, Arc<Messages>), Error> {
        let messages = self.messages()?;
        let env = crate::views::environment::environment(Arc::clone(&messages), self.templates.clone()).map_err(
            |errors| {
                let folder = self.dir.as_deref().unwrap_or(Path::new("(built-in templates)"));
                Error::Diagnostics(errors.iter().map(|e| template_error(folder, &e.error)).collect())
            },
        )?;
        Ok((env, messages))
    }
}

/// The built-in messages overridden by `DIR/messages/LANG/*.ftl` (`DIR` is the site's
/// templates folder); a folder of a new language adds that language.
pub fn load_messages(templates: Option<&Path>) -> Result<Arc<Messages>, Error> {
    let (files, paths) = message_files(templates)?;
    parsed_messages(&files, &paths)
}

fn parsed_messages(files: &[MessageFile], paths: &[PathBuf]) -> Result<Arc<Messages>, Error> {
    Messages::from_files(files).map_err(|errors| {
        Error::Diagnostics(
            errors
                .into_iter()
                .map(|(i, message)| {
                    Diagnostic::at(
                        &paths[i],
                        &files[i].text,
                        0,
                        crate::message!("lesson-messages-unparsed", why = message),
                    )
                })
                .collect(),
        )
    })
}

/// The language folders of a templates folder, `DIR/messages/LANG/`, in order: none when it has
/// no `messages/`.
pub fn language_folders(templates: &Path) -> std::io::Result<Vec<PathBuf>> {
    let dir = templates.join("messages");
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    let mut langs: Vec<PathBuf> =
        std::fs::read_dir(&dir)?.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.is_dir()).collect();
    langs.sort();
    Ok(langs)
}

/// The site's message files, `DIR/messages/LANG/*.ftl` in order (languages, then names), each
/// with its path.
fn message_files(templates: Option<&Path>) -> Result<(Vec<MessageFile>, Vec<PathBuf>), Error> {
    let (mut files, mut paths) = (Vec::new(), Vec::new());
    let Some(templates) = templates else { return Ok((files, paths)) };
    let langs = language_folders(templates)
        .map_err(|e| Error::io(crate::message!("lesson-reading", path = &templates.join("messages")), e))?;
    for lang_dir in langs {
        let lang = lang_dir.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        let mut ftl: Vec<_> = std::fs::read_dir(&lang_dir)
            .map_err(|e| Error::io(crate::message!("lesson-reading", path = &lang_dir), e))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        ftl.sort();
        for file in ftl {
            let text = std::fs::read_to_string(&file)
                .map_err(|e| Error::io(crate::message!("lesson-reading", path = &file), e))?;
            let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            files.push(MessageFile { lang: lang.clone(), name, text });
            paths.push(file);
        }
    }
    Ok((files, paths))
}

/// The value of `{{ example("…") }}`: a worked example computed from its words, knowing the
/// games the lesson defined, from the site's block cache when there is one, charged to the page.
/// Its facts are worded in `lang`, the page's language; its mistakes in `reader`'s (the site's
/// `language` or `--lang`), as minijinja's detail, which the lesson's diagnostic shows.
pub fn example_value(
    words: &str,
    defined: &directive::Defined,
    cache: Option<&BlockCache>,
    work: &PageWork,
    (lang, reader): (Lang<'_>, Lang<'_>),
) -> Result<Value, minijinja::Error> {
    // Text a macro or a `{% set %}…{% endset %}` block wrote keeps the page's marks (of places and
    // printed values), which the page reads back before it calls this (`template::Marks`); marks
    // left (none it made) are no game's words, and saying so is clearer than an unknown game
    // named by invisible characters.
    if words.chars().any(crate::lesson::render::is_reserved) {
        return Err(engine_error(crate::message!("lesson-example-macro-words").in_lang(reader)));
    }
    let call =
        |mistake: String| crate::message!("lesson-example-call", words = words, mistake = mistake).in_lang(reader);
    let request = directive::parse_example_in(&directive::split_words(words), defined)
        .map_err(|e| engine_error(call(e.message_in(reader))))?;
    computed_example(&request, defined, cache, work, lang, Charge::Page).map_err(|e| {
        engine_error(call(crate::views::facts::error(&e, reader))).with_source(crate::views::facts::RefusalError(e))
    })
}

/// Whether a computed example is one the page uses (and is charged for), or one computed ahead
/// of its use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Charge {
    /// The page uses it: charged to the page, once ([`PageWork::charge`]).
    Page,
    /// Computed ahead, so that the page finds it ready: charged when the page uses it.
    Ahead,
}

/// The key of a computed block in the site's block cache: the block's canonical words (with
/// the page's language first for the blocks that are drawn in words: charts, play tables), and
/// the name and fingerprint of every game the lesson defines (so an edited game is never
/// answered from an old computation). An example's facts are the same in every language.
pub fn block_key(words: &str, defined: &directive::Defined) -> String {
    let mut key = words.to_string();
    for (name, game) in defined {
        key.push_str(&format!("\u{0}{name}:{:x}", game.fingerprint()));
    }
    key
}

/// The facts of an example (not yet worded) and what computing them cost: from the block
/// cache under `key` ([`block_key`] of its words), or computed and kept there. Lessons and the
/// explorer page share the entries.
pub fn example_facts_cached(
    request: &directive::Request,
    key: &str,
    cache: Option<&BlockCache>,
) -> Result<(Value, u64), GameError> {
    if let Some((json, cost)) = cache.and_then(|c| c.get_with_cost("example", key)) {
        return Ok((Value::from(minijinja::value::Serde(&json)), cost));
    }
    let (computed, cost) = crate::games::script::metered_cost(|| crate::views::environment::example_facts(request));
    let (facts, json) = computed?;
    if let (Some(c), Some(json)) = (cache, json) {
        c.put_with_cost("example", key, &json, cost);
    }
    Ok((facts, cost))
}

/// The key of a play block's table in the build cache: its `words` (with `--toggle-misere` when
/// `toggle`), the page's language (the table is worded) and the games defined ([`block_key`]).
/// Lessons and the explorer page share the entries.
pub fn play_table_key(words: &str, toggle: bool, lang: Lang<'_>, defined: &directive::Defined) -> String {
    let toggle = if toggle { " --toggle-misere" } else { "" };
    block_key(&format!("{}\u{0}{words}{toggle}", lang.code()), defined)
}

/// The worked example of `request` as the templates see it, from the page's memory (worded),
/// the site's block cache (facts and their cost), or the engine (facts), its facts worded in
/// `lang`, and charged to the page when it uses it ([`Charge`]). Both keys hold the canonical
/// words and the fingerprint of every game the lesson defines, so an edited game is never
/// answered from an old computation; the block cache adds the engine's version. The value is
/// the example's JSON (the same on the first build and every later one); an example JSON cannot
/// hold (a count beyond 64 bits) is computed every time instead. Its cost is what computing it
/// alone costs, stored in the cache beside it.
pub fn computed_example(
    request: &directive::Request,
    defined: &directive::Defined,
    cache: Option<&BlockCache>,
    work: &PageWork,
    lang: Lang<'_>,
    charge: Charge,
) -> Result<Value, GameError> {
    let key = block_key(&request.to_words(), defined);
    let memo_key = format!("{}\u{0}{key}", lang.code());
    let (value, cost) = match work.example(&memo_key) {
        Some(known) => known,
        // Computed ahead of its use, past what the page may cost: left for its use to refuse.
        None if charge == Charge::Ahead && !work.may_compute_ahead() => return Ok(Value::UNDEFINED),
        None => {
            let (facts, cost) = example_facts_cached(request, &key, cache)?;
            // Worded on every build, in the page's language, from the messages the site has now.
            let value = crate::views::facts::worded(&facts, lang);
            work.keep(memo_key, value.clone(), cost);
            if charge == Charge::Ahead {
                work.computed_ahead(cost);
            }
            (value, cost)
        }
    };
    if charge == Charge::Page {
        work.charge("example", &key, cost)?;
    }
    Ok(value)
}
