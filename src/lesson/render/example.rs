//! The `example` block: a worked example (named in the front matter, defined by the block's
//! body, or unnamed) shown through its partial `templates/examples/KIND.html`, with the
//! block's settings after its name: `title="…"`, `words=show|hide`, `playout=none|short|full`,
//! `values=grundy|pn`, `table=show|hide`.

use super::*;

impl PageRender<'_> {
    pub(super) fn example_block(&mut self, rest: &str, offset: usize, body: &str, map: &SourceMap) -> Option<String> {
        let name = example_name(rest);
        let options = match ExampleOptions::parse(rest) {
            Ok(o) => o,
            Err(message) => {
                self.error(offset, message);
                return None;
            }
        };
        let (example, kind, words) = if body.trim().is_empty() {
            let Some(name) = name else {
                self.error(offset, "this example block is empty: write the example's words inside (e.g. nim 8 12 13), or name a front-matter example after ```example");
                return None;
            };
            if self.failed_examples.contains(name) {
                return None;
            }
            let Some(named) = self.examples.get(name) else {
                let known: Vec<&str> = self.examples.keys().map(String::as_str).collect();
                let hint =
                    directive::suggest(name, &known).map(|s| format!(" (did you mean \"{s}\"?)")).unwrap_or_default();
                self.error(
                    offset,
                    format!(
                        "there is no example named \"{name}\"{hint}; define it under [examples] in the front matter"
                    ),
                );
                return None;
            };
            (named.value.clone(), named.request.kind(), named.words.clone())
        } else if let Some(name) = name {
            // Defined before the main pass.
            let named = self.examples.get(name)?;
            (named.value.clone(), named.request.kind(), named.words.clone())
        } else {
            let body = if body.contains("{{") { self.words_with_data(body, offset)? } else { body.to_string() };
            match directive::parse_example_in(&split_words(&body), &self.defined) {
                Ok(request) => {
                    match crate::lesson::language::computed_example(
                        &request,
                        &self.defined,
                        self.cache,
                        &self.memo,
                        self.lang,
                    ) {
                        Ok(value) => (value, request.kind(), request.to_words()),
                        Err(e) if self.rule_failed(&e, &request.to_words(), map.file_offset(0)) => return None,
                        Err(e) => {
                            self.error(map.file_offset(0), e.to_string());
                            return None;
                        }
                    }
                }
                Err(e) => {
                    self.directive_error(e, map, offset);
                    return None;
                }
            }
        };
        let n = self.next_number("example");
        let id = self.unique_id(&match name {
            Some(name) => format!("example-{name}"),
            None => format!("example-{n}"),
        });
        let template = format!("examples/{kind}.html");
        let (title_text, title) = match options.title {
            Some(t) => {
                let (text, html) = self.render_title(&t, offset);
                self.plain.push_str(&text);
                self.plain.push(' ');
                (Some(text), Some(Value::from_safe_string(html)))
            }
            None => (None, None),
        };
        // The heading words the example from its facts; the block's own words only on request.
        let show_words = options.words.unwrap_or(false);
        let (playout, playout_limit) = match options.playout {
            Playout::Full => ("full", None),
            Playout::Short => ("short", Some(SHORT_PLAYOUT)),
            Playout::None => ("none", None),
        };
        // A game's rule is stated at its first example on the page (its sentence is the same
        // every time); later examples of the same game name it only.
        let rule = example.get_attr("rule").ok().filter(|r| !r.is_undefined() && !r.is_none());
        let state_rule = rule.is_none_or(|r| self.rules_stated.insert(r.to_string()));
        self.render_template(
            &template,
            context! {
                ex => example, words, name, id, number => n, title, title_text, show_words,
                playout, playout_limit, values => options.values, table => options.table, state_rule
            },
            offset,
        )
    }
}

/// How many moves a `playout=short` play-out shows.
pub(super) const SHORT_PLAYOUT: usize = 4;

/// The name of an ```` ```example NAME key=value … ```` block, if it has one.
pub(super) fn example_name(rest: &str) -> Option<&str> {
    rest.split_whitespace().next().filter(|w| !w.contains('='))
}

/// How much of the play-out an example block shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Playout {
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
pub(super) struct ExampleOptions {
    /// The heading the student sees (Markdown, `$…$` and `{{ … }}` allowed).
    pub title: Option<String>,
    /// How much of the play-out to show.
    pub playout: Playout,
    /// Whether the block's words (`nim 8 12 13`) appear in the heading (default: no; the
    /// heading words the example from its facts).
    pub words: Option<bool>,
    /// How one heap's positions are labelled: `grundy` (values, the default) or `pn` (P and N
    /// only, for lessons before Grundy values are taught).
    pub values: &'static str,
    /// Whether the example's main table is shown: `show` (the default) or `hide`.
    pub table: &'static str,
}

impl ExampleOptions {
    pub(super) fn parse(rest: &str) -> Result<Self, String> {
        let mut options =
            ExampleOptions { title: None, playout: Playout::Full, words: None, values: "grundy", table: "show" };
        let mut s = rest.trim_start();
        if let Some(name) = example_name(s) {
            s = s[name.len()..].trim_start();
        }
        const USAGE: &str = "an example block takes a name and then title=\"…\", playout=none|short|full, \
                             words=show|hide, values=grundy|pn, table=show|hide, e.g. ```example main \
                             title=\"A losing position\" playout=short";
        while !s.is_empty() {
            let Some((key, after)) = s.split_once('=') else {
                return Err(format!(
                    "\"{}\" is not understood here; {USAGE}",
                    s.split_whitespace().next().unwrap_or(s)
                ));
            };
            let (value, next) = match after.strip_prefix('"') {
                Some(quoted) => match quoted.find('"') {
                    Some(end) => (&quoted[..end], &quoted[end + 1..]),
                    None => return Err(format!("the quote after {key}= is not closed; {USAGE}")),
                },
                None => after.split_at(after.find(char::is_whitespace).unwrap_or(after.len())),
            };
            match (key.trim(), value) {
                ("title", t) => options.title = Some(t.to_string()),
                ("playout", "full") => options.playout = Playout::Full,
                ("playout", "short") => options.playout = Playout::Short,
                ("playout", "none") => options.playout = Playout::None,
                ("words", "show") => options.words = Some(true),
                ("words", "hide") => options.words = Some(false),
                ("values", "grundy") => options.values = "grundy",
                ("values", "pn") => options.values = "pn",
                ("table", "show") => options.table = "show",
                ("table", "hide") => options.table = "hide",
                (key @ ("playout" | "words" | "values" | "table"), v) => {
                    return Err(format!("{key}={v} is not a choice; {USAGE}"));
                }
                (key, _) => {
                    let hint = directive::suggest(key, &["title", "playout", "words", "values", "table"])
                        .map(|s| format!(" (did you mean {s}?)"))
                        .unwrap_or_default();
                    return Err(format!("unknown setting \"{key}\"{hint}; {USAGE}"));
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
        assert_eq!((o.playout, o.words), (Playout::Short, None));
        assert_eq!(example_name("title=\"x\""), None);
        assert_eq!(ExampleOptions::parse("main").unwrap().playout, Playout::Full);
        assert!(ExampleOptions::parse("main playout=some").unwrap_err().contains("not a choice"));
        let o = ExampleOptions::parse("main values=pn table=hide").unwrap();
        assert_eq!((o.values, o.table), ("pn", "hide"));
        assert!(ExampleOptions::parse("main values=nim").unwrap_err().contains("not a choice"));
        assert!(ExampleOptions::parse("main titel=\"x\"").unwrap_err().contains("did you mean title?"));
        assert!(ExampleOptions::parse("main title=\"x").unwrap_err().contains("not closed"));
    }
}
