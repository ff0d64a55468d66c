//! The site's glossary, `content/glossary.toml`: one term per concept, named in each language
//! of the site, with the variants a writer must not use and the further names a reader may
//! search for. The build reads it after the lessons are rendered and uses it twice:
//!
//! - **Search:** a page that uses a term is also found by the term's names in the other
//!   languages and by its `search` names (the Chinese page on 威佐夫博弈 answers "Wythoff"):
//!   they go into the page's `aliases` in the search index ([`Glossary::aliases`]).
//! - **One term per concept:** a lesson that writes a variant the glossary lists under `avoid`
//!   gets a warning at the variant's line and column, naming the term to write ([`Glossary::check`]).
//!
//! The file is optional; a mistake in it is an error at its line and column.

use crate::error::{Diagnostic, Error, LineIndex, Result};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The most warnings a lesson gets for one variant; the rest are counted in one more.
pub const MAX_WARNINGS: usize = 20;

/// The glossary's file name, in `content/`.
pub const GLOSSARY_FILE: &str = "glossary.toml";

/// One concept.
/// (Any key but `search`, `avoid`, `allow` and `index` is a language's name for it, so a misspelt key whose value
/// is a list is an error, and one whose value is a name is a language no edition has.)
#[derive(Debug, Clone, Default, Deserialize, PartialEq)]
pub struct Term {
    /// Its name in each language (`en = "Wythoff's game"`, `zh = "威佐夫博弈"`).
    #[serde(flatten)]
    pub names: BTreeMap<String, String>,
    /// Further names a reader of any edition may search for (`["Wythoff"]`).
    #[serde(default)]
    pub search: Vec<String>,
    /// Per language, the variants that must not be written for it (`zh = ["威索夫博弈"]`).
    #[serde(default)]
    pub avoid: BTreeMap<String, Vec<String>>,
    /// Per language, longer words that hold a variant and are right (`zh = ["个石子数"]`: "a
    /// pile size", where 个 counts the size, not the counters).
    #[serde(default)]
    pub allow: BTreeMap<String, Vec<String>>,
    /// `index = false`: words every page has (a heading's), which would find every page.
    #[serde(default = "yes")]
    pub index: bool,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    term: Vec<Term>,
}

/// The glossary of a site.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Glossary {
    /// The terms, in the file's order.
    pub terms: Vec<Term>,
    /// The file they came from (for the warnings), if any.
    pub path: Option<PathBuf>,
}

/// Reads `content/glossary.toml`; an empty glossary when there is none.
pub fn load(content: &Path) -> Result<Glossary> {
    let path = content.join(GLOSSARY_FILE);
    if !path.is_file() {
        return Ok(Glossary::default());
    }
    let text = std::fs::read_to_string(&path).map_err(|e| super::reading(&path, e))?;
    let shown = super::display_path(&path);
    let file: File = toml::from_str(&text).map_err(|e| {
        let offset = e.span().map_or(0, |s| s.start);
        let message = crate::message!("site-glossary-syntax", detail = e.message().trim_end().replace('\n', " "));
        Error::Diagnostics(vec![Diagnostic::at(&shown, &text, offset, message)])
    })?;
    Ok(Glossary { terms: file.term, path: Some(shown) })
}

impl Glossary {
    /// The names a page of language `lang` is also found by: for every term the page's text
    /// uses (in `lang`), its names in the other languages and its search names, each once.
    pub fn aliases(&self, lang: &str, text: &str) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for term in self.terms.iter().filter(|t| t.index) {
            let Some(name) = term.names.get(lang) else { continue };
            if name.is_empty() || !text.contains(name.as_str()) {
                continue;
            }
            let others = term.names.iter().filter(|(l, _)| *l != lang).map(|(_, n)| n);
            for alias in others.chain(&term.search) {
                if !out.contains(alias) && !text.contains(alias.as_str()) {
                    out.push(alias.clone());
                }
            }
        }
        out
    }

    /// A warning for each variant the glossary says not to write that `text` (a lesson of
    /// language `lang`, from the file `path`) writes: at most [`MAX_WARNINGS`] of them for a
    /// variant, then one that counts the rest.
    pub fn check(&self, lang: &str, path: &Path, text: &str) -> Vec<Diagnostic> {
        let mut warnings = Vec::new();
        let lines = LineIndex::new(text);
        let source = self.path.as_ref().map_or_else(|| GLOSSARY_FILE.to_string(), |p| p.display().to_string());
        let notes = front_matter_comments(text);
        for term in &self.terms {
            let (Some(variants), Some(name)) = (term.avoid.get(lang), term.names.get(lang)) else { continue };
            for variant in variants.iter().filter(|v| !v.is_empty()) {
                let mut found = 0usize;
                let mut first_unsaid = None;
                for (offset, _) in text.match_indices(variant.as_str()) {
                    // A variant inside the term itself ("SG 值" in "SG 值表") is not a variant.
                    if name.contains(variant.as_str()) && text[offset..].starts_with(name.as_str()) {
                        continue;
                    }
                    // A longer word the glossary allows.
                    let allowed = term.allow.get(lang).into_iter().flatten().any(|a| {
                        a.match_indices(variant.as_str()).any(|(at, _)| {
                            offset
                                .checked_sub(at)
                                .and_then(|from| text.get(from..))
                                .is_some_and(|t| t.starts_with(a.as_str()))
                        })
                    });
                    if allowed {
                        continue;
                    }
                    // A note to the teacher in the front matter is not on the page.
                    if notes.iter().any(|r| r.contains(&offset)) {
                        continue;
                    }
                    found += 1;
                    if found > MAX_WARNINGS {
                        first_unsaid.get_or_insert(offset);
                        continue;
                    }
                    warnings.push(Diagnostic::at_line(
                        path,
                        &lines,
                        offset,
                        crate::message!("site-glossary-variant", variant = variant, name = name, source = &source),
                    ));
                }
                if let Some(offset) = first_unsaid {
                    let more = found - MAX_WARNINGS;
                    warnings.push(Diagnostic::at_line(
                        path,
                        &lines,
                        offset,
                        crate::message!(
                            "site-glossary-variant-more",
                            variant = variant,
                            more = more,
                            name = name,
                            source = &source
                        ),
                    ));
                }
            }
        }
        warnings
    }
}

/// The byte ranges of the comment lines (`# …`) in a lesson's TOML front matter: notes for the
/// teacher, which no page shows.
fn front_matter_comments(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut lines = text.split_inclusive('\n');
    let mut at = 0;
    match lines.next() {
        Some(first) if first.trim_end() == "+++" => at += first.len(),
        _ => return out,
    }
    for line in lines {
        if line.trim_end() == "+++" {
            break;
        }
        if line.trim_start().starts_with('#') {
            out.push(at..at + line.len());
        }
        at += line.len();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glossary() -> Glossary {
        let file: File = toml::from_str(
            "[[term]]\nen = \"Wythoff's game\"\nzh = \"威佐夫博弈\"\nsearch = [\"Wythoff\"]\navoid = { zh = [\"威索夫博弈\"] }\n\
             [[term]]\nen = \"counter\"\nzh = \"枚\"\navoid = { zh = [\"个石子\"] }\nallow = { zh = [\"个石子数\"] }\n",
        )
        .unwrap();
        Glossary { terms: file.term, path: None }
    }

    #[test]
    fn a_page_is_found_by_the_other_names_of_its_terms() {
        let g = glossary();
        assert_eq!(g.aliases("zh", "本课讲威佐夫博弈。"), ["Wythoff's game", "Wythoff"]);
        assert!(g.aliases("zh", "本课讲尼姆博弈。").is_empty(), "only the terms a page uses");
        assert_eq!(
            g.aliases("en", "Wythoff's game adds a move."),
            ["威佐夫博弈"],
            "a name already there is not repeated"
        );
    }

    #[test]
    fn a_variant_is_reported_where_it_is_written() {
        let g = glossary();
        let text = "第一行\n这是威索夫博弈。\n";
        let w = g.check("zh", Path::new("content/zh/10-wythoff.md"), text);
        assert_eq!(w.len(), 1);
        assert_eq!((w[0].line, w[0].column), (2, 3));
        assert!(w[0].message.to_string().contains("write \"威佐夫博弈\""), "{}", w[0].message);
        assert!(g.check("en", Path::new("x.md"), text).is_empty(), "variants are per language");
        // A longer word the glossary allows is not a variant.
        let w = g.check("zh", Path::new("x.md"), "每个石子数 x，三个石子");
        assert_eq!(w.iter().map(|d| d.column).collect::<Vec<_>>(), [10]);
        // A teacher's note in the front matter is not on the page; the title is.
        let text = "+++\n# 威索夫博弈的例子\ntitle = \"威索夫博弈\"\n+++\n";
        let w = g.check("zh", Path::new("x.md"), text);
        assert_eq!(w.iter().map(|d| d.line).collect::<Vec<_>>(), [3]);
    }

    #[test]
    fn an_allowed_word_that_starts_inside_a_character_is_not_a_panic() {
        // "3个石子" holds the variant "个石子" one byte in; before "两" that byte is inside a
        // character of the text.
        let file: File =
            toml::from_str("[[term]]\nzh = \"枚\"\navoid = { zh = [\"个石子\"] }\nallow = { zh = [\"3个石子\"] }\n")
                .unwrap();
        let g = Glossary { terms: file.term, path: None };
        let w = g.check("zh", Path::new("x.md"), "桌上有两个石子。还有3个石子。");
        assert_eq!(w.iter().map(|d| d.column).collect::<Vec<_>>(), [5], "the first is a variant, the second allowed");
    }

    #[test]
    fn a_variant_written_everywhere_is_counted_not_listed() {
        let g = glossary();
        let text = "三个石子，".repeat(5000);
        let w = g.check("zh", Path::new("x.md"), &text);
        assert_eq!(w.len(), MAX_WARNINGS + 1);
        assert!(
            w[MAX_WARNINGS].message.to_string().contains(&format!("{} more times", 5000 - MAX_WARNINGS)),
            "{}",
            w[MAX_WARNINGS].message
        );
        assert_eq!(w[MAX_WARNINGS].column, MAX_WARNINGS * 5 + 2);
    }
}
