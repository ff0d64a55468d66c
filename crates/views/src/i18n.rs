//! Every word nimbook writes on a page, in each language a site is written in.
//!
//! Sits beside the templates: the message files are Project Fluent files
//! (`templates/messages/LANG/*.ftl`), built in like the default templates and overridden message
//! by message by a site's own `templates/messages/LANG/*.ftl` (which may also add a language).
//! The engine's sentences (a game's rule, the reason of a winning move), the templates' labels
//! (`{{ t("winning-moves") }}`), the charts' titles and the play widget's messages all come from
//! here: a surface asks a [`Lang`] for a message by id with its arguments.
//!
//! Numbers are passed as text unless they are small enough to be exact in Fluent's floating
//! point (2^53): the value shown is always the exact integer, and plural rules still see it.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::BTreeMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Arc, OnceLock};

use crate::message::Message;

macro_rules! builtin {
    ($($lang:literal / $name:literal),* $(,)?) => {
        &[$(($lang, $name, include_str!(concat!("../../../templates/messages/", $lang, "/", $name)))),*]
    };
}

/// The built-in message files: (language, file name, text).
pub const DEFAULT_MESSAGES: &[(&str, &str, &str)] = builtin!(
    "en" / "site.ftl",
    "en" / "games.ftl",
    "en" / "examples.ftl",
    "en" / "play.ftl",
    "en" / "charts.ftl",
    "en" / "exercises.ftl",
    "en" / "serve.ftl",
    "en" / "terminal-play.ftl",
    "en" / "refusals.ftl",
    "en" / "terminal.ftl",
    "en" / "terminal-errors.ftl",
    "en" / "terminal-lesson.ftl",
    "en" / "terminal-charts.ftl",
    "en" / "terminal-site.ftl",
    "en" / "terminal-serve.ftl",
    "en" / "terminal-listings.ftl",
    "en" / "judge.ftl",
    "en" / "mistakes.ftl",
    "zh" / "site.ftl",
    "zh" / "games.ftl",
    "zh" / "examples.ftl",
    "zh" / "play.ftl",
    "zh" / "charts.ftl",
    "zh" / "exercises.ftl",
    "zh" / "serve.ftl",
    "zh" / "terminal-play.ftl",
    "zh" / "refusals.ftl",
    "zh" / "terminal.ftl",
    "zh" / "terminal-errors.ftl",
    "zh" / "terminal-lesson.ftl",
    "zh" / "terminal-charts.ftl",
    "zh" / "terminal-site.ftl",
    "zh" / "terminal-serve.ftl",
    "zh" / "terminal-listings.ftl",
    "zh" / "judge.ftl",
    "zh" / "mistakes.ftl",
);

/// The language every other one falls back to, and the default of a site.
pub const DEFAULT_LANGUAGE: &str = "en";

/// A language's messages: the parsed files are shared (`Arc`), so that nimbook's own files are
/// parsed once per process however many sites, readers and builds use them.
type Bundle = FluentBundle<Arc<FluentResource>>;

/// [`DEFAULT_MESSAGES`] parsed, once per process; a built-in file that does not parse is a bug
/// of nimbook's (a test reads them all).
fn builtin_resources() -> &'static [Arc<FluentResource>] {
    static PARSED: OnceLock<Vec<Arc<FluentResource>>> = OnceLock::new();
    PARSED.get_or_init(|| {
        DEFAULT_MESSAGES
            .iter()
            .map(|(lang, name, text)| {
                Arc::new(
                    FluentResource::try_new(text.to_string())
                        .unwrap_or_else(|(_, errors)| panic!("built-in messages {lang}/{name}: {errors:?}")),
                )
            })
            .collect()
    })
}

/// Whether a site's message `file` is a copy of nimbook's own file of the same language and name
/// (a course whose `templates/` began as a copy of nimbook's): it changes nothing, so it is neither read
/// again nor sent to a page. (Were it read again after another of the site's files, it would put
/// back what that file changed: a copy of nimbook's file is taken to be nimbook's.)
fn is_builtin_copy(file: &MessageFile) -> bool {
    DEFAULT_MESSAGES.iter().any(|(lang, name, text)| *lang == file.lang && *name == file.name && *text == file.text)
}

/// The messages of every language a site can use.
pub struct Messages {
    bundles: BTreeMap<String, Bundle>,
    /// A hash of every message file read (language, name and text, built-in ones included).
    fingerprint: u64,
}

impl std::fmt::Debug for Messages {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Messages").field("languages", &self.bundles.keys().collect::<Vec<_>>()).finish()
    }
}

/// One argument of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MessageArg {
    /// An integer (shown exactly; plural rules see it).
    Num(i128),
    /// Text, put in as it is.
    Text(String),
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for MessageArg {
            fn from(n: $t) -> Self {
                MessageArg::Num(n as i128)
            }
        }
    )*};
}
num_arg!(u8, u16, u32, u64, usize, i32, i64);

impl From<u128> for MessageArg {
    fn from(n: u128) -> Self {
        i128::try_from(n).map_or_else(|_| MessageArg::Text(n.to_string()), MessageArg::Num)
    }
}

impl From<String> for MessageArg {
    fn from(s: String) -> Self {
        MessageArg::Text(s)
    }
}

impl From<&str> for MessageArg {
    fn from(s: &str) -> Self {
        MessageArg::Text(s.to_string())
    }
}

impl From<&String> for MessageArg {
    fn from(s: &String) -> Self {
        MessageArg::Text(s.clone())
    }
}

/// Integers up to this are exact as Fluent's numbers.
const EXACT: i128 = 1 << 53;

fn bundle_for(lang: &str) -> Result<Bundle, Message> {
    let id: unic_langid::LanguageIdentifier =
        lang.parse().map_err(|_| crate::message!("error-language-tag", lang = lang))?;
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Pages are HTML with `dir` set; Unicode isolation marks would only be stray characters.
    bundle.set_use_isolating(false);
    Ok(bundle)
}

/// Adds a message file's `source` to `lang`'s bundle; the error is Fluent's own words for what
/// does not parse, or that `lang` is no language tag.
fn add(bundles: &mut BTreeMap<String, Bundle>, lang: &str, source: String) -> Result<(), Message> {
    let resource = FluentResource::try_new(source)
        .map_err(|(_, errors)| Message::Text(errors.iter().map(|e| format!("{e:?}")).collect::<Vec<_>>().join("; ")))?;
    add_parsed(bundles, lang, Arc::new(resource))
}

/// Adds a parsed message file to `lang`'s bundle (made when it is the language's first).
fn add_parsed(
    bundles: &mut BTreeMap<String, Bundle>,
    lang: &str,
    resource: Arc<FluentResource>,
) -> Result<(), Message> {
    if !bundles.contains_key(lang) {
        bundles.insert(lang.to_string(), bundle_for(lang)?);
    }
    bundles.get_mut(lang).expect("just inserted").add_resource_overriding(resource);
    Ok(())
}

/// A site's message file: its language folder, its file name and its text.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MessageFile {
    /// The language, e.g. `zh` (the folder `templates/messages/zh/`).
    pub lang: String,
    /// The file's name, e.g. `examples.ftl`.
    pub name: String,
    /// Its Fluent text.
    pub text: String,
}

impl Messages {
    /// The built-in messages only.
    pub fn builtin() -> Arc<Messages> {
        static BUILTIN: OnceLock<Arc<Messages>> = OnceLock::new();
        BUILTIN.get_or_init(|| Arc::new(Messages::assemble(&[]).expect("only the built-in messages"))).clone()
    }

    /// The built-in messages overridden by a site's message `files` (read by the build from
    /// `templates/messages/LANG/*.ftl`), in order; a file of a new language adds that language.
    /// The error lists each file that does not parse, by its index in `files`, with Fluent's
    /// reasons.
    pub fn from_files(files: &[MessageFile]) -> Result<Arc<Messages>, Vec<(usize, Message)>> {
        if files.is_empty() { Ok(Messages::builtin()) } else { Messages::assemble(files).map(Arc::new) }
    }

    /// The built-in message files, then a site's `files` after them: everything
    /// [`Messages::from_files`] reads that a page can show, as the build sends it to the page's
    /// engine module. The terminal's own files (`terminal*.ftl`: what the command line says),
    /// nimbook's or the site's, are left out, since no page words with them, and so is a site's
    /// copy of one of nimbook's files, which changes nothing.
    pub fn with_site(files: &[MessageFile]) -> Vec<MessageFile> {
        let for_pages = |name: &str| !name.starts_with("terminal");
        let builtin = DEFAULT_MESSAGES.iter().filter(|(_, name, _)| for_pages(name)).map(|(lang, name, text)| {
            MessageFile { lang: lang.to_string(), name: name.to_string(), text: text.to_string() }
        });
        let site = files.iter().filter(|f| for_pages(&f.name) && !is_builtin_copy(f)).cloned();
        builtin.chain(site).collect()
    }

    /// The messages of exactly `files` (what [`Messages::with_site`] gave), with no built-in
    /// ones added: the page's engine module carries no copy of its own. English must be among
    /// them, since every language falls back to it; the error is `(index, reason)` as for
    /// [`Messages::from_files`], with no index when a whole language is missing.
    pub fn from_all_files(files: &[MessageFile]) -> Result<Arc<Messages>, Vec<(Option<usize>, Message)>> {
        let messages = Messages::read(BTreeMap::new(), DefaultHasher::new(), files, |_| false)
            .map_err(|e| e.into_iter().map(|(i, m)| (Some(i), m)).collect::<Vec<_>>())?;
        if !messages.has(DEFAULT_LANGUAGE) {
            return Err(vec![(None, crate::message!("error-no-fallback-language", lang = DEFAULT_LANGUAGE))]);
        }
        Ok(Arc::new(messages))
    }

    /// The built-in messages, then `files` over them; a file of `files` that is a copy of a
    /// built-in one is skipped ([`is_builtin_copy`]), as [`Messages::with_site`] leaves it out
    /// of what a page gets.
    fn assemble(files: &[MessageFile]) -> Result<Messages, Vec<(usize, Message)>> {
        let mut bundles = BTreeMap::new();
        let mut fingerprint = DefaultHasher::new();
        for ((lang, name, text), resource) in DEFAULT_MESSAGES.iter().zip(builtin_resources()) {
            (lang, name, text).hash(&mut fingerprint);
            add_parsed(&mut bundles, lang, Arc::clone(resource))
                .unwrap_or_else(|e| panic!("built-in messages {lang}/{name}: {e}"));
        }
        Messages::read(bundles, fingerprint, files, is_builtin_copy)
    }

    /// `files` read over `bundles`, but those `skip` says, one fingerprint for all. (Generic, so
    /// that the page's module, which reads what the build sent it, keeps no copy of the built-in
    /// files.)
    fn read(
        mut bundles: BTreeMap<String, Bundle>,
        mut fingerprint: DefaultHasher,
        files: &[MessageFile],
        skip: impl Fn(&MessageFile) -> bool,
    ) -> Result<Messages, Vec<(usize, Message)>> {
        let mut errors = Vec::new();
        for (i, file) in files.iter().enumerate() {
            if skip(file) {
                continue;
            }
            (&file.lang, &file.name, &file.text).hash(&mut fingerprint);
            if let Err(message) = add(&mut bundles, &file.lang, file.text.clone()) {
                errors.push((i, message));
            }
        }
        if errors.is_empty() { Ok(Messages { bundles, fingerprint: fingerprint.finish() }) } else { Err(errors) }
    }

    /// A hash of every message file these messages were read from (built-in and the site's):
    /// whatever was computed with other messages has another fingerprint.
    pub fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// The languages with messages.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.bundles.keys().map(String::as_str)
    }

    /// Whether `lang` has messages.
    pub fn has(&self, lang: &str) -> bool {
        self.bundles.contains_key(lang)
    }

    /// The messages of `lang`, falling back to English for a message it lacks; English itself
    /// when `lang` has none.
    pub fn lang<'a>(&'a self, lang: &str) -> Lang<'a> {
        let fallback = &self.bundles[DEFAULT_LANGUAGE];
        match self.bundles.get_key_value(lang) {
            Some((code, bundle)) => Lang { code, bundle, fallback },
            None => Lang { code: DEFAULT_LANGUAGE, bundle: fallback, fallback },
        }
    }

    /// The ids of every message of `lang` (for tests that compare languages).
    pub fn ids(&self, lang: &str) -> Vec<String> {
        let Some(bundle) = self.bundles.get(lang) else { return Vec::new() };
        let mut ids = Vec::new();
        // A bundle does not list its messages; the files do.
        for (l, _, text) in DEFAULT_MESSAGES {
            if *l == lang {
                ids.extend(message_ids(text).into_iter().filter(|id| bundle.has_message(id)));
            }
        }
        ids.sort();
        ids.dedup();
        ids
    }
}

/// The ids of the messages defined in a Fluent file's text (lines `id = …` at the margin).
pub fn message_ids(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let ok = !id.is_empty()
                && id.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
                && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            ok.then(|| id.to_string())
        })
        .collect()
}

/// The messages of one language.
#[derive(Clone, Copy)]
pub struct Lang<'a> {
    code: &'a str,
    bundle: &'a Bundle,
    fallback: &'a Bundle,
}

impl std::fmt::Debug for Lang<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lang({})", self.code)
    }
}

impl<'a> Lang<'a> {
    /// The language's tag (`en`, `zh`).
    pub fn code(&self) -> &'a str {
        self.code
    }

    /// The message `id` with `args`. A message missing in this language comes from English; a
    /// message missing everywhere is shown as its id (the tests check every id exists).
    pub fn t(&self, id: &str, args: &[(&str, MessageArg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let v: FluentValue<'_> = match value {
                MessageArg::Num(n) if n.abs() <= EXACT => FluentValue::from(*n as f64),
                MessageArg::Num(n) => FluentValue::from(n.to_string()),
                MessageArg::Text(s) => FluentValue::from(s.clone()),
            };
            fluent_args.set(*name, v);
        }
        for bundle in [self.bundle, self.fallback] {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return no_space_at_full_width(bundle.format_pattern(pattern, Some(&fluent_args), &mut errors));
            }
        }
        id.to_string()
    }

    /// The message `id` with `args` if this language or English has it (a teacher's words named
    /// after a game, `game-NAME-title`: without a message the rule's own words are shown).
    pub fn own(&self, id: &str, args: &[(&str, MessageArg)]) -> Option<String> {
        [self.bundle, self.fallback].into_iter().any(|b| b.has_message(id)).then(|| self.t(id, args))
    }

    /// The language's tag for HTML's `lang` and `hreflang` (`en`, `zh-Hans`): this language's
    /// own message `language-tag` (never English's, which would mislabel a page), else its code.
    pub fn tag(&self) -> String {
        match self.bundle.get_message("language-tag").and_then(|m| m.value()) {
            Some(pattern) => {
                let mut errors = Vec::new();
                self.bundle.format_pattern(pattern, None, &mut errors).trim().to_string()
            }
            None => self.code.to_string(),
        }
    }

    /// A message without arguments.
    pub fn word(&self, id: &str) -> String {
        self.t(id, &[])
    }

    /// Items joined as a list ending in "and" ("3, 4 and 5"; "3、4 和 5").
    pub fn and_list(&self, items: &[String]) -> String {
        self.list(items, "list-and")
    }

    /// Items joined as a list ending in "or".
    pub fn or_list(&self, items: &[String]) -> String {
        self.list(items, "list-or")
    }

    fn list(&self, items: &[String], last: &str) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., tail] => {
                let head = init.join(&self.word("list-separator"));
                self.t(last, &[("head", MessageArg::Text(head)), ("last", MessageArg::Text(tail.clone()))])
            }
        }
    }
}

/// The marks of Chinese punctuation that carry their own space: a message that puts a value
/// next to one ("{ $title } 和", where the title ends in "）") must not add a space there.
const FULL_WIDTH_MARKS: &[char] =
    &['，', '。', '、', '；', '：', '（', '）', '《', '》', '！', '？', '【', '】', '「', '」'];

/// Drops the ASCII spaces that Chinese typography has no place for: beside full-width
/// punctuation ("（八进制 0.77） 和" → "（八进制 0.77）和") and between two Han characters
/// ("和 尼姆博弈" → "和尼姆博弈"), which a message's pattern makes when a value in it is Chinese.
fn no_space_at_full_width(text: std::borrow::Cow<'_, str>) -> String {
    if !text.contains(|c: char| FULL_WIDTH_MARKS.contains(&c) || is_han(c)) {
        return text.into_owned();
    }
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        let beside = |j: Option<usize>| j.and_then(|j| chars.get(j)).is_some_and(|n| FULL_WIDTH_MARKS.contains(n));
        let han = |j: Option<usize>| j.and_then(|j| chars.get(j)).is_some_and(|n| is_han(*n));
        if c == ' ' && (beside(i.checked_sub(1)) || beside(Some(i + 1)) || (han(i.checked_sub(1)) && han(Some(i + 1))))
        {
            continue;
        }
        out.push(c);
    }
    out
}

/// A Han character (the CJK Unified Ideographs and their first extension).
fn is_han(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3400}'..='\u{4dbf}')
}

/// English from the built-in messages: for the terminal and for callers with no page.
pub fn english() -> Lang<'static> {
    static EN: OnceLock<Arc<Messages>> = OnceLock::new();
    let messages: &'static Messages = EN.get_or_init(Messages::builtin);
    messages.lang(DEFAULT_LANGUAGE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_gets_every_message_file_but_the_terminals() {
        let names: Vec<String> =
            Messages::with_site(&[]).into_iter().map(|f| format!("{}/{}", f.lang, f.name)).collect();
        assert!(names.contains(&"zh/refusals.ftl".to_string()), "{names:?}");
        assert!(!names.iter().any(|n| n.contains("terminal")), "{names:?}");
        assert!(DEFAULT_MESSAGES.iter().any(|f| f.1 == "terminal.ftl"), "the terminal's messages are built in");
    }

    #[test]
    fn lists_numbers_and_fallback() {
        let m = Messages::builtin();
        let (en, zh) = (m.lang("en"), m.lang("zh"));
        let items: Vec<String> = ["3", "4", "5"].map(String::from).to_vec();
        assert_eq!(en.and_list(&items), "3, 4 and 5");
        assert_eq!(zh.and_list(&items), "3、4 和 5");
        assert_eq!(zh.or_list(&items[..2]), "3 或 4");
        assert_eq!(en.and_list(&items[..1]), "3");
        assert_eq!(en.or_list(&["1", "2", "3"].map(String::from)), "1, 2 or 3");
        assert_eq!(en.or_list(&["7".to_string()]), "7");
        // No space beside full-width punctuation, whatever the message's pattern puts there.
        let titles = ["保龄球游戏（八进制 0.77）".to_string(), "尼姆博弈".to_string()];
        assert_eq!(zh.and_list(&titles), "保龄球游戏（八进制 0.77）和尼姆博弈");
        assert_eq!(en.and_list(&["(a)".to_string(), "b".to_string()]), "(a) and b");
        assert_eq!(m.lang("fr").code(), "en", "an unknown language is English");
        // Exact integers beyond f64's 53 bits.
        let big = MessageArg::from(83_333_333_333_333_338u64);
        assert_eq!(
            en.t("list-and", &[("head", big.clone()), ("last", big)]),
            "83333333333333338 and 83333333333333338"
        );
        assert_eq!(en.t("no-such-message", &[]), "no-such-message");
    }

    #[test]
    fn every_language_has_every_message() {
        let m = Messages::builtin();
        let en = m.ids("en");
        assert!(!en.is_empty());
        for lang in m.languages() {
            assert_eq!(m.ids(lang), en, "{lang} has other messages than English");
        }
    }
}
