//! Front matter: optional TOML between two `+++` lines at the top of a lesson.

use crate::error::Diagnostic;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

/// What a lesson says about itself.
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct FrontMatter {
    /// The page title.
    pub title: Option<String>,
    /// One sentence for the index and search results.
    pub summary: Option<String>,
    /// Position in the course (default: the number in the file name).
    pub order: Option<i64>,
    /// `numbered = false`: a page of the course that is not a lesson (references, a glossary).
    /// It keeps its place in the order but has no "Lesson N of M", does not count in M, and
    /// the lists show it without a number, after the lessons (as mdBook's suffix chapters).
    pub numbered: Option<bool>,
    /// Named worked examples: name → example words, e.g. `main = "nim 8 12 13"`.
    #[serde(default)]
    pub examples: BTreeMap<String, String>,
    /// The lesson's own data (`[data] stairs = [3, 2, 6]`), seen as `{{ data.stairs }}`.
    pub data: Option<toml::Table>,
}

/// A lesson's text split into front matter and Markdown body.
#[derive(Debug, Clone)]
pub struct Split<'a> {
    /// The parsed front matter, if the file has one.
    pub front: Option<FrontMatter>,
    /// The raw TOML of the front matter and its byte offset in the file.
    pub front_source: Option<(&'a str, usize)>,
    /// The Markdown after the front matter.
    pub body: &'a str,
    /// Byte offset of `body` in the file.
    pub body_offset: usize,
}

const FENCE: &str = "+++";
/// The byte-order mark some editors put at the start of a UTF-8 file.
const BOM: char = '\u{feff}';

/// Splits and parses the front matter; errors carry the file's line and column.
///
/// A UTF-8 byte-order mark at the start (some Windows editors write one) is skipped.
pub fn split<'a>(path: &Path, text: &'a str) -> Result<Split<'a>, Diagnostic> {
    let start = if text.starts_with(BOM) { BOM.len_utf8() } else { 0 };
    let first_line_end = text[start..].find('\n').map_or(text.len(), |i| start + i + 1);
    if text[start..first_line_end].trim_end() == "---" && looks_like_yaml(&text[first_line_end..]) {
        return Err(Diagnostic::at(path, text, start, crate::message!("lesson-front-yaml")));
    }
    if text[start..first_line_end].trim_end() != FENCE {
        return Ok(Split { front: None, front_source: None, body: &text[start..], body_offset: start });
    }
    let toml_start = first_line_end;
    let mut pos = toml_start;
    let closing = loop {
        if pos >= text.len() {
            return Err(Diagnostic::at(path, text, 0, crate::message!("lesson-front-unclosed")));
        }
        let end = text[pos..].find('\n').map_or(text.len(), |i| pos + i + 1);
        if text[pos..end].trim_end() == FENCE {
            break (pos, end);
        }
        pos = end;
    };
    let toml_source = &text[toml_start..closing.0];
    let front: FrontMatter = toml::from_str(toml_source).map_err(|e| {
        let offset = toml_start + e.span().map_or(0, |s| s.start);
        // toml's own words, and a hint when it is a backslash in a double-quoted string.
        let why = e.message().trim_end().replace('\n', " ");
        let message = if why.contains("escape") {
            crate::message!("lesson-front-toml-escape", why = why)
        } else {
            crate::message!("lesson-front-toml", why = why)
        };
        Diagnostic::at(path, text, offset, message)
    })?;
    if let Some(bad) = front.examples.keys().find(|k| !is_identifier(k)) {
        let offset = toml_start + toml_source.find(bad.as_str()).unwrap_or(0);
        return Err(Diagnostic::at(path, text, offset, crate::message!("lesson-front-example-name", name = bad)));
    }
    Ok(Split {
        front: Some(front),
        front_source: Some((toml_source, toml_start)),
        body: &text[closing.1..],
        body_offset: closing.1,
    })
}

/// Whether the text after a `---` line reads as YAML front matter: `key: value` lines up to a
/// closing `---` (a plain `---` rule in Markdown is not followed by those).
fn looks_like_yaml(rest: &str) -> bool {
    let mut lines = rest.lines();
    let mut keys = 0;
    for line in lines.by_ref() {
        if line.trim_end() == "---" {
            return keys > 0;
        }
        let key = line.split_once(':').map(|(k, _)| k.trim());
        if key.is_some_and(|k| !k.is_empty() && k.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-')) {
            keys += 1;
        } else if !line.trim().is_empty() && !line.starts_with([' ', '-', '#']) {
            return false;
        }
    }
    false
}

/// Whether a name can be used in `{{ name.field }}`.
pub fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p() -> &'static Path {
        Path::new("content/05-nim.md")
    }

    #[test]
    fn no_front_matter() {
        let s = split(p(), "# Hi\n").unwrap();
        assert!(s.front.is_none());
        assert_eq!(s.body, "# Hi\n");
    }

    #[test]
    fn front_matter_parsed() {
        let text = "+++\ntitle = \"Nim\"\n[examples]\nmain = \"nim 8 12 13\"\n+++\nBody\n";
        let s = split(p(), text).unwrap();
        let f = s.front.unwrap();
        assert_eq!(f.title.as_deref(), Some("Nim"));
        assert_eq!(f.examples["main"], "nim 8 12 13");
        assert_eq!(s.body, "Body\n");
        assert_eq!(&text[s.body_offset..], "Body\n");
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let text = "\u{feff}+++\ntitle = \"Nim\"\n+++\nBody\n";
        let s = split(p(), text).unwrap();
        assert_eq!(s.front.unwrap().title.as_deref(), Some("Nim"));
        assert_eq!(s.body, "Body\n");
        let plain = split(p(), "\u{feff}# Hi\n").unwrap();
        assert_eq!((plain.body, plain.body_offset), ("# Hi\n", 3));
        let e = split(p(), "\u{feff}+++\nsumary = 3\n+++\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 1), "{e}");
    }

    #[test]
    fn errors_have_positions() {
        let e = split(p(), "+++\ntitle = \"Nim\"\nsumary = 3\n+++\n").unwrap_err();
        assert_eq!((e.line, e.column), (3, 1), "{e}");
        assert!(e.message.to_string().contains("sumary"), "{e}");
        let e = split(p(), "+++\ntitle = \"Nim\n").unwrap_err();
        assert!(e.message.to_string().contains("never closed"), "{e}");
        let e = split(p(), "+++\n[examples]\n\"2x\" = \"nim 1\"\n+++\n").unwrap_err();
        assert_eq!(e.line, 3, "{e}");
    }

    #[test]
    fn yaml_front_matter_is_named_at_line_1() {
        let e = split(p(), "---\ntitle: Nim\norder: 3\n---\n# Body\n").unwrap_err();
        assert_eq!((e.line, e.column), (1, 1), "{e}");
        assert!(e.message.to_string().starts_with("front matter is TOML between +++ lines"), "{e}");
        // A rule at the top of plain Markdown is not front matter.
        assert!(split(p(), "---\nSome text.\n").unwrap().front.is_none());
    }

    #[test]
    fn a_backslash_in_a_title_suggests_single_quotes() {
        let e = split(p(), "+++\ntitle = \"$x \\oplus y$\"\n+++\n").unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        assert!(e.message.to_string().contains("'single quotes'"), "{e}");
    }

    #[test]
    fn data_is_any_toml() {
        let s = split(p(), "+++\n[data]\nstairs = [3, 2, 6]\n+++\n").unwrap();
        assert_eq!(s.front.unwrap().data.unwrap()["stairs"].as_array().unwrap().len(), 3);
    }
}
