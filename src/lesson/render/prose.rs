//! Prose values: `{{ expression }}` in a lesson's text is evaluated against the page's named
//! examples (and the functions and filters of [`crate::templates`]), with errors at the
//! expression's line and column.

use super::*;

impl Page<'_> {
    /// Replaces every `{{ expression }}` in `text` by its value.
    pub(super) fn substitute(&mut self, text: &str, map: &SourceMap) -> String {
        if !self.front_matter || !text.contains("{{") {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = 0;
        while let Some(found) = text[rest..].find("{{") {
            let start = rest + found;
            out.push_str(&text[rest..start]);
            let Some(len) = text[start + 2..].find("}}") else {
                self.error(
                    map.file_offset(start),
                    "\"{{\" is not closed by \"}}\"; to show {{ itself write {{ \"{{\" }}",
                );
                out.push_str(&text[start..]);
                return out;
            };
            let expr = text[start + 2..start + 2 + len].trim();
            match self.evaluate(expr, map.scope(start)) {
                Ok(value) => out.push_str(&value),
                Err(message) => self.error(map.file_offset(start), message),
            }
            rest = start + 2 + len + 2;
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
                crate::templates::example_value(&words, &defined, cache.as_ref(), &memo, messages.lang(&lang))
            }),
        );
        // Lists and ordinals in prose follow the page's language.
        values.insert("lang".into(), Value::from(self.lang.code()));
        values.insert("playout_rule".into(), self.playout_rule.clone());
        if let Some(data) = &self.data {
            values.insert("data".into(), data.clone());
        }
        Value::from(values)
    }

    /// The text of an expression's value, in the scope the text was written in.
    pub(super) fn evaluate(&self, expr: &str, scope: usize) -> Result<String, String> {
        let value = self.evaluate_value(expr, scope)?;
        if value.is_undefined() || value.is_none() {
            return Err(self.no_value(expr, scope));
        }
        Ok(value.to_string())
    }

    /// The value of an expression (undefined and none are returned, not refused).
    pub(super) fn evaluate_value(&self, expr: &str, scope: usize) -> Result<Value, String> {
        crate::lesson::limits::check_expression(expr)?;
        let compiled = self.env.compile_expression_owned(expr.to_string()).map_err(|e| {
            format!("\"{{{{ {expr} }}}}\" is not a valid expression: {}", e.detail().unwrap_or("syntax error"))
        })?;
        let values = &self.scopes[scope];
        let known: Vec<&str> = self.examples.keys().map(String::as_str).collect();
        for name in compiled.undeclared_variables(false) {
            let is_function = self.env.globals().any(|(g, _)| g == name);
            let in_scope = values.get_attr(&name).is_ok_and(|v| !v.is_undefined());
            if !in_scope && !is_function && !self.failed_examples.contains(&name) {
                let hint =
                    directive::suggest(&name, &known).map(|s| format!(" (did you mean \"{s}\"?)")).unwrap_or_default();
                let list = if known.is_empty() {
                    "this page names no examples: add them under [examples] in the front matter".to_string()
                } else {
                    format!("examples on this page: {}", known.join(", "))
                };
                return Err(format!("\"{{{{ {expr} }}}}\": there is no example named \"{name}\"{hint}; {list}"));
            }
            if self.failed_examples.contains(&name) {
                // Its own error has been reported already.
                return Ok(Value::from(""));
            }
        }
        compiled.eval(values.clone()).map_err(|e| {
            if let Some(empty) = self.empty_list(expr, scope) {
                return empty;
            }
            if e.kind() == minijinja::ErrorKind::UnknownFilter {
                return crate::lesson::words::unknown_filter(expr);
            }
            let detail = e.detail().map(str::to_string).unwrap_or_else(|| e.kind().to_string());
            format!("\"{{{{ {expr} }}}}\" cannot be computed: {detail} (run `nimbook example … --json` to see an example's fields)")
        })
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
            let value = crate::lesson::limits::check_expression(expr)
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
    fn no_value(&self, expr: &str, scope: usize) -> String {
        self.empty_list(expr, scope).unwrap_or_else(|| {
            format!(
                "\"{{{{ {expr} }}}}\" has no value: a field name is misspelt or absent \
                 (`nimbook example … --json` lists an example's fields)"
            )
        })
    }

    /// If `expr` takes item `[n]` of a list that has no item `n`, says so (and, for a
    /// position's winning moves, that the position has none and how to write for both cases).
    fn empty_list(&self, expr: &str, scope: usize) -> Option<String> {
        for (list, index) in crate::lesson::words::indexed_lists(expr) {
            let Ok(value) = self.evaluate_value(list, scope) else { continue };
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
