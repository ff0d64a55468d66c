//! Prose values: the values a lesson's template printed ([`super::template`]) are put into the
//! page's text here, as text, where the Markdown pass meets their placeholders; and the values
//! `{{ … }}` sees (the page's named examples, `data`, the functions), with the hints that
//! explain a failed expression at its line and column.

use super::template::{END, VALUE};
use super::*;

impl PageRender<'_> {
    /// Puts the printed values into `text` in place of their placeholders.
    pub(super) fn substitute(&self, text: &str) -> String {
        self.substitute_with(text, |v| v.to_string())
    }

    /// [`Self::substitute`] for a link's or a picture's address.
    pub(super) fn substitute_cow<'e>(&self, text: &CowStr<'e>) -> CowStr<'e> {
        if text.contains(VALUE) { CowStr::from(self.substitute(text)) } else { text.clone() }
    }

    /// [`Self::substitute`] for HTML: the values are escaped.
    pub(super) fn substitute_html(&self, html: &str) -> String {
        self.substitute_with(html, crate::markup::escape_html)
    }

    fn substitute_with(&self, text: &str, show: impl Fn(&str) -> String) -> String {
        if !text.contains(VALUE) {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = 0;
        while let Some(found) = text[rest..].find(VALUE) {
            let start = rest + found;
            out.push_str(&text[rest..start]);
            let digits = start + VALUE.len_utf8();
            let parsed = text[digits..].find(END).and_then(|len| {
                let n: usize = text[digits..digits + len].parse().ok()?;
                Some((n, digits + len + END.len_utf8()))
            });
            match parsed.and_then(|(n, after)| Some((self.values.get(n)?, after))) {
                Some((value, after)) => {
                    out.push_str(&show(value));
                    rest = after;
                }
                None => {
                    out.push(VALUE);
                    rest = digits;
                }
            }
        }
        out.push_str(&text[rest..]);
        out
    }

    pub(super) fn context(&self) -> Value {
        let mut values: BTreeMap<String, Value> =
            self.examples.iter().map(|(k, named)| (k.clone(), named.value.clone())).collect();
        // `example("…")` that knows this page's own games and the site's block cache.
        let defined = self.defined.clone();
        let cache = self.cache.cloned();
        let memo = self.memo.clone();
        let messages = Arc::clone(self.messages);
        let lang = self.lang.code().to_string();
        values.insert(
            "example".into(),
            Value::from_function(move |words: String| {
                crate::lesson::language::example_value(&words, &defined, cache.as_ref(), &memo, messages.lang(&lang))
            }),
        );
        // Lists and ordinals in prose follow the page's language.
        values.insert("lang".into(), Value::from(self.lang.code()));
        if let Some(data) = &self.data {
            values.insert("data".into(), data.clone());
        }
        Value::from(values)
    }

    /// The value of an expression among the page's own values (no loop or `set` names), if it
    /// has one: used to explain a failed expression.
    fn page_value(&self, expr: &str) -> Option<Value> {
        crate::views::limits::check_expression(expr).ok()?;
        let compiled = self.env.compile_expression(expr).ok()?;
        compiled.eval(self.context_value.clone()).ok().filter(|v| !v.is_undefined())
    }

    /// Example words with `{{ … }}` in them (`nim {{ data.stairs | join(" ") }}`): the values
    /// come from the front matter's `[data]` and the functions only, since the examples are
    /// computed before the prose. `None` after an error (reported at `offset`).
    pub(super) fn words_with_data(&mut self, words: &str, offset: usize) -> Option<String> {
        let data = self.data.clone().unwrap_or(Value::UNDEFINED);
        let values = context! { data };
        let mut out = String::new();
        let mut rest = words;
        while let Some(start) = rest.find("{{") {
            out.push_str(&rest[..start]);
            let Some(len) = rest[start + 2..].find("}}") else {
                self.error(offset, "\"{{\" in these example words is not closed by \"}}\"");
                return None;
            };
            let expr = rest[start + 2..start + 2 + len].trim();
            let value = crate::views::limits::check_expression(expr)
                .map_err(|e| e.to_string())
                .and_then(|()| self.env.compile_expression(expr).map_err(|e| e.to_string()))
                .and_then(|c| c.eval(values.clone()).map_err(|e| e.to_string()));
            match value {
                Ok(v) if !v.is_undefined() && !v.is_none() => out.push_str(&v.to_string()),
                Ok(_) | Err(_) => {
                    self.error(
                        offset,
                        format!(
                            "\"{{{{ {expr} }}}}\" in example words has no value: example words may use the \
                             front matter's [data] (e.g. {{{{ data.stairs | join(\" \") }}}}) and functions, \
                             not other examples"
                        ),
                    );
                    return None;
                }
            }
            rest = &rest[start + 2 + len + 2..];
        }
        out.push_str(rest);
        Some(out)
    }

    /// Why an expression has no value: an index past the end of a list, or a missing field.
    pub(super) fn no_value(&self, expr: &str) -> String {
        self.empty_list(expr).unwrap_or_else(|| {
            format!(
                "\"{{{{ {expr} }}}}\" has no value: a field name is misspelt or absent \
                 (`nimbook example … --json` lists an example's fields)"
            )
        })
    }

    /// If `expr` takes item `[n]` of a list that has no item `n`, says so (and, for a
    /// position's winning moves, that the position has none and how to write for both cases).
    pub(super) fn empty_list(&self, expr: &str) -> Option<String> {
        for (list, index) in crate::views::prose::indexed_lists(expr) {
            let Some(value) = self.page_value(list) else { continue };
            let Some(len) = value.len() else { continue };
            if index < len {
                continue;
            }
            let what = if len == 0 {
                if list.ends_with("winning_moves") {
                    format!("{list} is an empty list: this position has no winning moves (the player to move loses)")
                } else {
                    format!("{list} is an empty list")
                }
            } else {
                format!("{list} has {len} item{} (counted from [0])", if len == 1 { "" } else { "s" })
            };
            return Some(format!(
                "\"{{{{ {expr} }}}}\": there is no item [{index}]: {what}; to write for every case, use \
                 {{% if {list} %}} … {{% else %}} … {{% endif %}} or {{% for item in {list} %}}"
            ));
        }
        None
    }
}

/// Punctuation that may not begin a line, so it stays with the formula before it: Western, and
/// the full-width marks of Chinese (a line must not begin with "。" or "）" either).
const CLOSING_PUNCTUATION: &[char] = &[
    ',', '.', ';', ':', '!', '?', ')', ']', '’', '”', '。', '，', '、', '；', '：', '！', '？', '）', '］', '｝', '」',
    '』', '】', '》', '〉', '〕', '〗', '〙', '．', '…',
];

/// The punctuation that opens `text` (a comma, a full stop, a closing bracket …), if any.
pub(super) fn trailing_punctuation(text: &str) -> &str {
    let end = text.find(|c: char| !CLOSING_PUNCTUATION.contains(&c)).unwrap_or(text.len());
    &text[..end]
}
