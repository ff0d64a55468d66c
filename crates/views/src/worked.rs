//! A worked example laid out as a page shows it: the settings of an ```` ```example ```` block
//! (`title="…"`, `playout=none|short|full`, `words=show|hide`, `values=grundy|pn`,
//! `table=show|hide`, `graph=steps|none`) and the fragment its partial `templates/examples/KIND.html` writes from the
//! example's worded facts. The lesson pass (the `nimbook` crate) and the page's engine module
//! both lay an example out here, so a position a student types is shown exactly as the build
//! would show it.

use crate::message::Message;
use minijinja::value::Value;
use minijinja::{Environment, context};
use serde::{Deserialize, Serialize};

/// Where one example block sits on its page and how it is shown: everything its template reads
/// besides the example itself and the title.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockLayout {
    /// The section's id (`example-main`, `example-3`).
    pub id: String,
    /// The front-matter name of the example, if it has one.
    pub name: Option<String>,
    /// The example's number on the page (1 for the first).
    pub number: usize,
    /// Whether the heading shows the block's words.
    pub show_words: bool,
    /// How much of the play-out is shown.
    pub playout: PlayoutShown,
    /// `grundy` or `pn`: how one heap's positions are labelled.
    pub values: String,
    /// `show` or `hide`: whether the main table is shown.
    pub table: String,
    /// Whether the game graph is drawn, to be labelled step by step (where the example has one).
    #[serde(default)]
    pub graph: bool,
    /// The rules (worded) that examples before this one on the page have stated: a game's rule
    /// is stated at its first example on a page, and later examples of the same game name it
    /// only.
    pub rules_stated: Vec<String>,
}

/// The rule an example states (its `rule` sentence), if it has one.
pub fn rule(ex: &Value) -> Option<String> {
    ex.get_attr("rule").ok().filter(|r| !r.is_undefined() && !r.is_none()).map(|r| r.to_string())
}

/// The HTML of a worked example: `ex` (its facts, worded in `lang`) for the canonical `words`,
/// laid out by `examples/KIND.html` in `env`, under `title` (HTML, with its text for the
/// section's label) or, without one, the heading the template words from the facts.
pub fn render(
    env: &Environment<'_>,
    lang: &str,
    kind: &str,
    ex: Value,
    words: &str,
    layout: &BlockLayout,
    title: Option<(&str, &str)>,
) -> Result<String, minijinja::Error> {
    let (playout, playout_limit) = match layout.playout {
        PlayoutShown::Full => ("full", None),
        PlayoutShown::Short => ("short", Some(SHORT_PLAYOUT)),
        PlayoutShown::None => ("none", None),
    };
    let state_rule = rule(&ex).is_none_or(|r| !layout.rules_stated.contains(&r));
    let (title_text, title) = match title {
        Some((text, html)) => (Some(text.to_string()), Some(Value::from_safe_string(html.to_string()))),
        None => (None, None),
    };
    env.get_template(&format!("examples/{kind}.html"))?.render(context! {
        lang,
        ex,
        words,
        name => &layout.name,
        id => &layout.id,
        number => layout.number,
        title,
        title_text,
        show_words => layout.show_words,
        playout,
        playout_limit,
        values => &layout.values,
        table => &layout.table,
        graph => layout.graph,
        state_rule,
    })
}

/// How many moves a `playout=short` play-out shows.
pub const SHORT_PLAYOUT: usize = 4;

/// The name of an ```` ```example NAME key=value … ```` block, if it has one.
pub fn example_name(rest: &str) -> Option<&str> {
    rest.split_whitespace().next().filter(|w| !w.contains('='))
}

/// How much of the play-out an example block shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayoutShown {
    /// All of it (the default), folded in `<details>`.
    Full,
    /// The first [`SHORT_PLAYOUT`] moves.
    Short,
    /// None.
    None,
}

/// The `key=value` words after an example block's name: `title="A losing position"`,
/// `playout=none|short|full`, `words=show|hide`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExampleOptions {
    /// The heading the student sees (Markdown, `$…$` and `{{ … }}` allowed).
    pub title: Option<String>,
    /// How much of the play-out to show.
    pub playout: PlayoutShown,
    /// Whether the block's words (`nim 8 12 13`) appear in the heading (default: no; the
    /// heading words the example from its facts).
    pub words: Option<bool>,
    /// How one heap's positions are labelled: `grundy` (values, the default) or `pn` (P and N
    /// only, for lessons before Grundy values are taught).
    pub values: &'static str,
    /// Whether the example's main table is shown: `show` (the default) or `hide`.
    pub table: &'static str,
    /// Whether the game graph is drawn (`graph=steps`) or not (`graph=none`, the default).
    pub graph: bool,
}

/// What is wrong in an example block's settings; its `Display` says it with what is allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionsError {
    /// A word that is no `key=value`.
    NotASetting(String),
    /// `key="…` with no closing quote.
    Unclosed(String),
    /// A known key with a value it does not take.
    NotAChoice {
        /// The key.
        key: String,
        /// The value given.
        value: String,
    },
    /// A key no example block takes, with the likely typo.
    Unknown {
        /// The key.
        key: String,
        /// The closest known key.
        did_you_mean: Option<&'static str>,
    },
}

/// The settings an example block takes.
const KEYS: [&str; 6] = ["title", "playout", "words", "values", "table", "graph"];

impl OptionsError {
    /// What is wrong, with how an example block's settings are written
    /// (`mistake-lesson-example-settings`), worded where it is shown.
    pub fn message(&self) -> Message {
        let usage = || crate::message!("mistake-lesson-example-settings");
        match self {
            OptionsError::NotASetting(word) => {
                crate::message!("mistake-lesson-not-a-setting", word = word, usage = usage())
            }
            OptionsError::Unclosed(key) => {
                crate::message!("mistake-lesson-setting-unclosed", key = key, usage = usage())
            }
            OptionsError::NotAChoice { key, value } => {
                crate::message!("mistake-lesson-setting-not-a-choice", key = key, value = value, usage = usage())
            }
            OptionsError::Unknown { key, did_you_mean } => {
                let hint = match did_you_mean {
                    Some(word) => crate::message!("mistake-did-you-mean-option", word = *word),
                    None => Message::from(""),
                };
                crate::message!("mistake-lesson-unknown-setting", key = key, hint = hint, usage = usage())
            }
        }
    }
}

/// English (tests); a lesson's diagnostic is [`OptionsError::message`], in the reader's language.
impl std::fmt::Display for OptionsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for OptionsError {}

impl ExampleOptions {
    /// Reads the words after the block's name; the error says which word and what is allowed.
    pub fn parse(rest: &str) -> Result<Self, OptionsError> {
        let mut options = ExampleOptions {
            title: None,
            playout: PlayoutShown::Full,
            words: None,
            values: "grundy",
            table: "show",
            graph: false,
        };
        let mut s = rest.trim_start();
        if let Some(name) = example_name(s) {
            s = s[name.len()..].trim_start();
        }
        while !s.is_empty() {
            let Some((key, after)) = s.split_once('=') else {
                return Err(OptionsError::NotASetting(s.split_whitespace().next().unwrap_or(s).to_string()));
            };
            let (value, next) = match after.strip_prefix('"') {
                Some(quoted) => match quoted.find('"') {
                    Some(end) => (&quoted[..end], &quoted[end + 1..]),
                    None => return Err(OptionsError::Unclosed(key.trim().to_string())),
                },
                None => after.split_at(after.find(char::is_whitespace).unwrap_or(after.len())),
            };
            match (key.trim(), value) {
                ("title", t) => options.title = Some(t.to_string()),
                ("playout", "full") => options.playout = PlayoutShown::Full,
                ("playout", "short") => options.playout = PlayoutShown::Short,
                ("playout", "none") => options.playout = PlayoutShown::None,
                ("words", "show") => options.words = Some(true),
                ("words", "hide") => options.words = Some(false),
                ("values", "grundy") => options.values = "grundy",
                ("values", "pn") => options.values = "pn",
                ("table", "show") => options.table = "show",
                ("table", "hide") => options.table = "hide",
                ("graph", "steps") => options.graph = true,
                ("graph", "none") => options.graph = false,
                (key @ ("playout" | "words" | "values" | "table" | "graph"), v) => {
                    return Err(OptionsError::NotAChoice { key: key.to_string(), value: v.to_string() });
                }
                (key, _) => {
                    let did_you_mean = crate::directive::suggest(key, &KEYS);
                    return Err(OptionsError::Unknown { key: key.to_string(), did_you_mean });
                }
            }
            s = next.trim_start();
        }
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn example_options() {
        let o = ExampleOptions::parse("main title=\"A losing position\" playout=short").unwrap();
        assert_eq!(o.title.as_deref(), Some("A losing position"));
        assert_eq!((o.playout, o.words), (PlayoutShown::Short, None));
        assert_eq!(example_name("title=\"x\""), None);
        assert_eq!(ExampleOptions::parse("main").unwrap().playout, PlayoutShown::Full);
        assert!(ExampleOptions::parse("main playout=some").unwrap_err().to_string().contains("not a choice"));
        assert_eq!(
            ExampleOptions::parse("main playot=short").unwrap_err(),
            OptionsError::Unknown { key: "playot".into(), did_you_mean: Some("playout") }
        );
        let o = ExampleOptions::parse("main values=pn table=hide graph=steps").unwrap();
        assert_eq!((o.values, o.table, o.graph), ("pn", "hide", true));
        assert!(!ExampleOptions::parse("main").unwrap().graph);
        assert!(ExampleOptions::parse("main graph=tree").unwrap_err().to_string().contains("graph=steps|none"));
        assert!(ExampleOptions::parse("main values=nim").unwrap_err().to_string().contains("not a choice"));
        assert!(ExampleOptions::parse("main titel=\"x\"").unwrap_err().to_string().contains("did you mean title?"));
        assert!(ExampleOptions::parse("main title=\"x").unwrap_err().to_string().contains("not closed"));
    }

    fn layout(rules_stated: Vec<String>) -> BlockLayout {
        BlockLayout {
            id: "example-main".into(),
            name: Some("main".into()),
            number: 1,
            show_words: false,
            playout: PlayoutShown::Short,
            values: "grundy".into(),
            table: "show".into(),
            graph: false,
            rules_stated,
        }
    }

    #[test]
    fn an_example_states_its_rule_once_a_page() {
        let env = crate::environment::builtin();
        let english = crate::i18n::english();
        let words = "subtraction 29 --set 1,3,4";
        let ex = crate::environment::example_value(words, &crate::directive::Defined::new(), english).unwrap();
        let rule = rule(&ex).expect("a subtraction game has a rule");
        assert!(rule.contains("{1, 3, 4}"), "{rule}");
        let first = render(&env, "en", "game", ex.clone(), words, &layout(vec![]), None).unwrap();
        assert!(first.contains(&rule), "the first example of a game states its rule: {first}");
        assert!(first.contains("id=\"example-main\""), "{first}");
        // A later example of the same game on the page names the game only.
        let later = render(&env, "en", "game", ex, words, &layout(vec![rule.clone()]), None).unwrap();
        assert!(!later.contains(&rule), "{later}");
        assert!(later.len() < first.len());
        // An example with no rule, or a rule of none, has none to state.
        assert_eq!(super::rule(&Value::from(minijinja::value::Serde(&serde_json::json!({"title": "x"})))), None);
        assert_eq!(super::rule(&Value::from(minijinja::value::Serde(&serde_json::json!({"rule": null})))), None);
    }
}
