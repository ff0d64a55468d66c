//! Prose values: the values a lesson's template printed ([`super::template`]) are put into the
//! page's text here, where the Markdown pass meets their placeholders: as text, or as HTML when
//! the value is one of minijinja's safe strings (what a macro of an `.html` template returns, or
//! a value marked `| safe`), as minijinja itself would print it; and the values
//! `{{ … }}` sees (the page's named examples, `data`, the functions), with the hints that
//! explain a failed expression at its line and column.

use super::template::VALUE;
use super::*;

/// A value a lesson's template printed: its text, and whether that text is HTML (a safe
/// string), put into the page's text as it is rather than as text.
#[derive(Debug, Clone)]
pub(super) struct Printed {
    pub(super) text: String,
    pub(super) html: bool,
}

/// One piece of a text with value placeholders ([`VALUE`], the value's number, [`END`](super::template::END)): a
/// stretch of its own text, or the value a placeholder names.
enum Piece<'t> {
    Text(&'t str),
    /// The value numbered `n`.
    Value(usize, &'t Printed),
}

impl PageRender<'_> {
    /// Puts the printed values into `text` in place of their placeholders, each as its text
    /// (in a title, a formula or an address, where a value is never HTML).
    pub(super) fn substitute(&self, text: &str) -> String {
        self.text_below(text, self.values.len())
    }

    /// [`Self::substitute`] with only the values numbered below `below` put in: a value's own
    /// text holds placeholders of values printed before it, never its own or later ones.
    fn text_below(&self, text: &str, below: usize) -> String {
        self.substitute_with(text, below, |n, v| self.text_below(&v.text, n))
    }

    /// [`Self::substitute_html`] with only the values numbered below `below` put in.
    fn html_below(&self, html: &str, below: usize) -> String {
        self.substitute_with(html, below, |n, v| {
            if v.html { self.html_below(&v.text, n) } else { crate::markup::escape_html(&self.text_below(&v.text, n)) }
        })
    }

    /// `text` with its placeholders replaced, as pieces: text, and the HTML of the values that
    /// are HTML (`true`), in order; neighbouring text is one piece.
    pub(super) fn pieces(&self, text: &str) -> Vec<(String, bool)> {
        let mut pieces: Vec<(String, bool)> = Vec::new();
        self.each_piece(text, self.values.len(), |piece| {
            let (piece, html) = match piece {
                Piece::Text(t) => (t.to_string(), false),
                Piece::Value(n, v) if v.html => (self.html_below(&v.text, n), true),
                Piece::Value(n, v) => (self.text_below(&v.text, n), false),
            };
            match pieces.last_mut() {
                Some((last, false)) if !html => last.push_str(&piece),
                _ => pieces.push((piece, html)),
            }
        });
        pieces
    }

    /// [`Self::substitute`] for a link's or a picture's address.
    pub(super) fn substitute_cow<'e>(&self, text: &CowStr<'e>) -> CowStr<'e> {
        if text.contains(VALUE) { CowStr::from(self.substitute(text)) } else { text.clone() }
    }

    /// [`Self::substitute`] for HTML: a value that is text is escaped, one that is HTML is put
    /// in as it is.
    pub(super) fn substitute_html(&self, html: &str) -> String {
        self.html_below(html, self.values.len())
    }

    fn substitute_with(&self, text: &str, below: usize, show: impl Fn(usize, &Printed) -> String) -> String {
        if !text.contains(VALUE) {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len());
        self.each_piece(text, below, |piece| match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Value(n, v) => out.push_str(&show(n, v)),
        });
        out
    }

    /// Walks `text`, giving its text between placeholders and the value of each placeholder in
    /// order (a placeholder that names no value stays text). A value's own text may hold the
    /// placeholders of the values printed inside it (a macro's), always of values printed
    /// before it: the callers put those in too.
    fn each_piece<'t>(&'t self, text: &'t str, below: usize, mut f: impl FnMut(Piece<'t>)) {
        let mut rest = 0;
        while let Some(found) = text[rest..].find(VALUE) {
            let start = rest + found;
            f(Piece::Text(&text[rest..start]));
            let digits = start + VALUE.len_utf8();
            let parsed = super::template::sentinel_number(text, start);
            match parsed.filter(|&(n, _)| n < below).and_then(|(n, after)| Some((n, self.values.get(n)?, after))) {
                Some((n, value, after)) => {
                    f(Piece::Value(n, value));
                    rest = after;
                }
                None => {
                    f(Piece::Text(&text[start..digits]));
                    rest = digits;
                }
            }
        }
        f(Piece::Text(&text[rest..]));
    }

    pub(super) fn context(&self) -> Value {
        let mut values: BTreeMap<String, Value> =
            self.examples.iter().map(|(k, named)| (k.clone(), named.value.clone())).collect();
        // `example("…")` that knows this page's own games and the site's block cache.
        let defined = self.defined.clone();
        let cache = self.cache.cloned();
        let memo = self.memo.clone();
        let messages = Arc::clone(self.messages);
        let (lang, reader) = (self.lang.code().to_string(), self.reader.code().to_string());
        let marks = Arc::clone(&self.marks);
        values.insert(
            "example".into(),
            Value::from_function(move |words: String| {
                let langs = (messages.lang(&lang), messages.lang(&reader));
                // Words a macro or a `{% set %}` block wrote hold the page's marks: read as printed.
                let words = if words.chars().any(super::is_reserved) {
                    marks.lock().unwrap_or_else(|e| e.into_inner()).resolve(&words).unwrap_or(words)
                } else {
                    words
                };
                crate::lesson::language::example_value(&words, &defined, cache.as_ref(), &memo, langs)
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
                self.error(offset, crate::message!("lesson-words-value-unclosed"));
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
                    self.error(offset, crate::message!("lesson-words-no-value", expr = expr));
                    return None;
                }
            }
            rest = &rest[start + 2 + len + 2..];
        }
        out.push_str(rest);
        Some(out)
    }

    /// Why an expression has no value: an index past the end of a list, or a missing field.
    pub(super) fn no_value(&self, expr: &str) -> Message {
        self.empty_list(expr).unwrap_or_else(|| crate::message!("lesson-no-value", expr = expr))
    }

    /// If `expr` takes item `[n]` of a list that has no item `n`, says so (and, for a
    /// position's winning moves, that the position has none and how to write for both cases).
    pub(super) fn empty_list(&self, expr: &str) -> Option<Message> {
        for (list, index) in crate::views::prose::indexed_lists(expr) {
            let Some(value) = self.page_value(list) else { continue };
            let Some(len) = value.len() else { continue };
            if index < len {
                continue;
            }
            let what = if len == 0 {
                if list.ends_with("winning_moves") {
                    crate::message!("lesson-list-no-winning-moves", list = list)
                } else {
                    crate::message!("lesson-list-empty", list = list)
                }
            } else {
                crate::message!("lesson-list-items", list = list, count = len)
            };
            return Some(crate::message!("lesson-no-item", expr = expr, index = index, what = what, list = list));
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
