//! Words for prose: the filters a lesson writer needs to keep a sentence true whatever the
//! numbers (`plural`, `ordinal`, `ordinal_word`, and the lists `and_list` and `or_list` of
//! [`crate::i18n::Lang`] in the page's language), registered by [`crate::environment::register`], and the lists of every
//! filter and function that messages (did-you-mean) and the manual (`book/`) name.

use crate::i18n::Messages;
use minijinja::value::Value;
use minijinja::{Environment, State};
use std::sync::Arc;

/// The language of the page being rendered: the `lang` of its context (English if none).
pub fn page_language(state: &State) -> String {
    state
        .lookup("lang")
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_else(|| crate::i18n::DEFAULT_LANGUAGE.into())
}

/// nimbook's own filters.
pub const OWN_FILTERS: &[&str] = &["and_list", "binary", "or_list", "ordinal", "ordinal_word", "plural"];

/// minijinja's built-in filters (checked by a test against the environment).
pub const BUILTIN_FILTERS: &[&str] = &[
    "abs",
    "attr",
    "batch",
    "bool",
    "capitalize",
    "count",
    "d",
    "default",
    "dictsort",
    "e",
    "escape",
    "first",
    "float",
    "groupby",
    "indent",
    "int",
    "items",
    "join",
    "last",
    "length",
    "lines",
    "list",
    "lower",
    "map",
    "max",
    "min",
    "pprint",
    "reject",
    "rejectattr",
    "replace",
    "reverse",
    "round",
    "safe",
    "select",
    "selectattr",
    "slice",
    "sort",
    "split",
    "string",
    "sum",
    "title",
    "tojson",
    "trim",
    "unique",
    "upper",
];

/// The functions a lesson's `{{ … }}` may call.
pub const FUNCTIONS: &[&str] = &["example", "nim_sum", "range", "wythoff_pair", "xor_range"];

/// Registers the prose filters.
/// Lists follow the page's language ("3, 4 and 5"; "3、4 和 5"); English plurals and ordinals
/// are English: in another language `plural` shows the number and the word as given, and
/// `ordinal`/`ordinal_word` take the language's `ordinal` message ("第 3").
pub fn register(env: &mut Environment<'static>, messages: &Arc<Messages>) {
    let english = |state: &State| page_language(state) == "en";
    env.add_filter(
        "plural",
        move |state: &State, n: i64, singular: String, plural_form: Option<String>| {
            if english(state) { plural(n, singular, plural_form) } else { format!("{n} {singular}") }
        },
    );
    let m = Arc::clone(messages);
    let other_ordinal = move |state: &State, n: i64| m.lang(&page_language(state)).t("ordinal", &[("n", n.into())]);
    let o = other_ordinal.clone();
    env.add_filter("ordinal", move |state: &State, n: i64| if english(state) { ordinal(n) } else { o(state, n) });
    env.add_filter(
        "ordinal_word",
        move |state: &State, n: i64| {
            if english(state) { ordinal_word(n) } else { other_ordinal(state, n) }
        },
    );
    let m = Arc::clone(messages);
    env.add_filter("or_list", move |state: &State, items: Vec<Value>| {
        m.lang(&page_language(state)).or_list(&items.iter().map(Value::to_string).collect::<Vec<_>>())
    });
    let m = Arc::clone(messages);
    env.add_filter("and_list", move |state: &State, items: Vec<Value>| {
        m.lang(&page_language(state)).and_list(&items.iter().map(Value::to_string).collect::<Vec<_>>())
    });
}

/// `3 | plural("move")` → "3 moves"; `1 | plural("move")` → "1 move"; an irregular plural is
/// the second argument: `2 | plural("reply", "replies")`.
pub fn plural(n: i64, singular: String, plural: Option<String>) -> String {
    let word = if n == 1 || n == -1 { singular } else { plural.unwrap_or_else(|| regular_plural(&singular)) };
    format!("{n} {word}")
}

/// The English plural of a regular noun: heap → heaps, box → boxes, strategy → strategies.
fn regular_plural(word: &str) -> String {
    let lower = word.to_lowercase();
    let consonant_y = lower.ends_with('y')
        && !lower.ends_with("ay")
        && !lower.ends_with("ey")
        && !lower.ends_with("oy")
        && !lower.ends_with("uy");
    if consonant_y {
        format!("{}ies", &word[..word.len() - 1])
    } else if ["s", "x", "z", "ch", "sh"].iter().any(|end| lower.ends_with(end)) {
        format!("{word}es")
    } else {
        format!("{word}s")
    }
}

/// `1` → "1st", `2` → "2nd", `11` → "11th", `23` → "23rd".
pub fn ordinal(n: i64) -> String {
    let last_two = n.unsigned_abs() % 100;
    let suffix = match (last_two % 10, last_two) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// `1` → "first" … `20` → "twentieth"; beyond, "21st" and so on.
pub fn ordinal_word(n: i64) -> String {
    const WORDS: [&str; 20] = [
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "eleventh",
        "twelfth",
        "thirteenth",
        "fourteenth",
        "fifteenth",
        "sixteenth",
        "seventeenth",
        "eighteenth",
        "nineteenth",
        "twentieth",
    ];
    match usize::try_from(n) {
        Ok(i @ 1..=20) => WORDS[i - 1].to_string(),
        _ => ordinal(n),
    }
}

/// The message for a filter that does not exist in `expr`: its name, a did-you-mean, and the
/// list of filters.
pub fn unknown_filter(expr: &str) -> crate::message::Message {
    let all: Vec<&str> = OWN_FILTERS.iter().chain(BUILTIN_FILTERS).copied().collect();
    let unknown = filter_names(expr).into_iter().find(|name| !all.contains(name));
    let Some(name) = unknown else {
        return crate::message!("mistake-lesson-no-such-filter", expr = expr, filters = OWN_FILTERS.join(", "));
    };
    let hint = match crate::directive::suggest(name, &all) {
        Some(word) => crate::message!("mistake-did-you-mean-name", word = word),
        None => crate::message::Message::from(""),
    };
    crate::message!(
        "mistake-lesson-unknown-filter",
        expr = expr,
        name = name,
        hint = hint,
        own = OWN_FILTERS.join(", "),
        builtin = BUILTIN_FILTERS.join(", ")
    )
}

/// The names after each `|` of an expression (outside strings).
fn filter_names(expr: &str) -> Vec<&str> {
    let mut names = Vec::new();
    for (i, _) in outside_strings(expr).filter(|&(_, c)| c == '|') {
        let rest = expr[i + 1..].trim_start();
        let end = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
        if end > 0 {
            names.push(&rest[..end]);
        }
    }
    names
}

/// The characters of `expr` that are not inside a quoted string, with their offsets.
fn outside_strings(expr: &str) -> impl Iterator<Item = (usize, char)> + '_ {
    scan_strings(expr).filter_map(|(i, c)| Some((i, c?)))
}

/// Walks an expression: each character outside quoted strings as `Some(c)`, and `None` (at
/// the closing quote's offset) for each whole quoted string, whose characters are skipped.
pub(crate) fn scan_strings(expr: &str) -> impl Iterator<Item = (usize, Option<char>)> + '_ {
    let mut quote = None;
    let mut escaped = false;
    expr.char_indices().filter_map(move |(i, c)| match quote {
        Some(q) => {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
                return Some((i, None));
            }
            None
        }
        None if c == '"' || c == '\'' => {
            quote = Some(c);
            None
        }
        None => Some((i, Some(c))),
    })
}

/// Every `list[n]` in an expression: the list's own expression (`main.winning_moves`,
/// `example("nim 3 4 5").winning_moves`) and `n`.
pub fn indexed_lists(expr: &str) -> Vec<(&str, usize)> {
    let mut out = Vec::new();
    let bytes = expr.as_bytes();
    for (open, _) in outside_strings(expr).filter(|&(_, c)| c == '[') {
        let Some(close) = expr[open..].find(']').map(|i| open + i) else { continue };
        let Ok(index) = expr[open + 1..close].trim().parse::<usize>() else { continue };
        // Walk back over names, dots, and bracketed or parenthesised groups.
        let mut start = open;
        let mut depth = 0i32;
        while start > 0 {
            let c = bytes[start - 1];
            match c {
                b')' | b']' => depth += 1,
                b'(' | b'[' if depth > 0 => depth -= 1,
                _ if depth > 0 => {}
                c if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' => {}
                _ => break,
            }
            start -= 1;
        }
        if start < open {
            out.push((expr[start..open].trim(), index));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals_and_ordinals() {
        assert_eq!(plural(1, "move".into(), None), "1 move");
        assert_eq!(plural(3, "move".into(), None), "3 moves");
        assert_eq!(plural(0, "box".into(), None), "0 boxes");
        assert_eq!(plural(2, "strategy".into(), None), "2 strategies");
        assert_eq!(plural(2, "reply".into(), Some("replies".into())), "2 replies");
        assert_eq!(plural(2, "day".into(), None), "2 days");
        let ords: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 103, 111].map(ordinal).to_vec();
        assert_eq!(ords, ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "103rd", "111th"]);
        assert_eq!(ordinal_word(1), "first");
        assert_eq!(ordinal_word(2), "second");
        assert_eq!(ordinal_word(20), "twentieth");
        assert_eq!(ordinal_word(21), "21st");
    }

    #[test]
    fn lists_indexed_in_an_expression() {
        assert_eq!(indexed_lists("main.winning_moves[0].take"), [("main.winning_moves", 0)]);
        assert_eq!(
            indexed_lists("example(\"nim 3 4 5\").winning_moves[2].heap"),
            [("example(\"nim 3 4 5\").winning_moves", 2)]
        );
        assert_eq!(indexed_lists("'a[0]' ~ x"), []);
    }

    #[test]
    fn unknown_filters_are_named() {
        let m = unknown_filter("main.heaps | and_lst").to_string();
        assert!(m.contains("no filter \"and_lst\" (did you mean \"and_list\"?)"), "{m}");
        assert!(m.contains("plural"), "{m}");
    }

    #[test]
    fn the_filter_lists_are_the_environments() {
        let env = crate::environment::builtin();
        for name in OWN_FILTERS.iter().chain(BUILTIN_FILTERS) {
            let e = env.compile_expression(&format!("[1] | {name}")).unwrap().eval(Value::UNDEFINED);
            if let Err(e) = e {
                assert_ne!(e.kind(), minijinja::ErrorKind::UnknownFilter, "{name}: {e}");
            }
        }
        for name in FUNCTIONS {
            assert!(env.globals().any(|(g, _)| g == *name), "{name}");
        }
    }
}
