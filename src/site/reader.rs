//! Whom a command (or the preview server) speaks to at the terminal, and in what language: its
//! mistakes, warnings and summary are [`crate::message::Message`]s, worded here once, in the site's `language`
//! (`nimbook.toml`) or `--lang`, from the site's message files over nimbook's. `main` makes the
//! [`Reader`] before the command runs, so even a mistake that stops the command before it has
//! read anything (a config file that does not parse) is worded in the reader's language. The
//! message files are read only when the reader is first told something: a command that hands its
//! work to a worker process (`nimbook build`) reads them in the worker, and in `main` only when
//! the worker fails.

use crate::error::{Error, Result};
use crate::views::i18n::{DEFAULT_LANGUAGE, DEFAULT_MESSAGES, Lang, Messages};
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

/// The messages a command words its terminal output from, and the language.
#[derive(Debug, Clone)]
pub struct Reader {
    /// The site's templates folder, whose `messages/` are read over nimbook's; none for a
    /// command without a site.
    templates: Option<PathBuf>,
    /// The messages, read when first needed.
    messages: OnceLock<Arc<Messages>>,
    code: String,
}

impl Reader {
    /// English from nimbook's messages: what a command without a site or `--lang` speaks.
    pub fn english() -> Reader {
        Reader { templates: None, messages: OnceLock::new(), code: DEFAULT_LANGUAGE.to_string() }
    }

    /// The reader of a command about the site at `root` (when it has one), `lang` over the
    /// site's `language`. The site's own message files are used when they parse (when they do
    /// not, the build says so, in nimbook's words). A language with no messages is refused.
    pub fn new(root: Option<&Path>, lang: Option<&str>) -> Result<Reader> {
        Reader::read(root, lang, true)
    }

    /// [`Reader::new`] for a command that refuses an unknown language in its own words (a
    /// sheet's `--lang`): the reader then speaks the site's language, or English.
    pub fn lenient(root: Option<&Path>, lang: Option<&str>) -> Reader {
        Reader::read(root, lang, false).unwrap_or_else(|_| Reader::english())
    }

    fn read(root: Option<&Path>, lang: Option<&str>, strict: bool) -> Result<Reader> {
        let site = root.filter(|r| crate::site::config::is_site(r));
        let templates = site.map(|r| crate::site::Layout::new(r).templates).filter(|t| t.is_dir());
        let languages = languages(templates.as_deref());
        let site_language = || site.and_then(|r| crate::site::config::load(r).ok()).map(|c| c.language);
        let known = |c: &String| languages.contains(c);
        let code = match lang {
            Some(code) if strict && !languages.iter().any(|l| l == code) => {
                let languages = crate::site::and_list(&languages);
                return Err(Error::usage(crate::message!("cli-no-such-language", lang = code, languages = languages)));
            }
            Some(code) if languages.iter().any(|l| l == code) => code.to_string(),
            _ => site_language().filter(known).unwrap_or_else(|| DEFAULT_LANGUAGE.to_string()),
        };
        Ok(Reader { templates, messages: OnceLock::new(), code })
    }

    /// The language. The message files are read the first time (nimbook's alone when the
    /// site's do not parse: the build says what is wrong with them, in nimbook's words).
    pub fn lang(&self) -> Lang<'_> {
        let messages = self.messages.get_or_init(|| {
            self.templates
                .as_deref()
                .and_then(|t| crate::lesson::language::load_messages(Some(t)).ok())
                .unwrap_or_else(Messages::builtin)
        });
        messages.lang(&self.code)
    }

    /// The language's code (`en`, `zh`), as a worker process is told it.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// `message` in the reader's language.
    pub fn say(&self, message: &crate::message::Message) -> String {
        message.in_lang(self.lang())
    }

    /// A warning, as a line of standard error.
    pub fn warn(&self, warning: &crate::error::Diagnostic) {
        eprintln!("{}", crate::error::warning(warning, self.lang()));
    }
}

/// The languages a reader may be spoken to in, in order: nimbook's own, and each folder of the
/// site's `templates/messages/` (a language of the site's own), found without reading a message
/// file.
fn languages(templates: Option<&Path>) -> Vec<String> {
    let mut languages: Vec<String> = DEFAULT_MESSAGES.iter().map(|(lang, _, _)| lang.to_string()).collect();
    let folders = templates.and_then(|t| crate::lesson::language::language_folders(t).ok()).unwrap_or_default();
    languages.extend(folders.iter().filter_map(|f| f.file_name()?.to_str().map(str::to_string)));
    languages.sort();
    languages.dedup();
    languages
}
