//! The languages of a site: the lessons in `content/` are the site's own language (`language`
//! in `nimbook.toml`, English by default), and a folder `content/LANG/` named by another language
//! nimbook has messages for (`zh`, or one the site adds in `templates/messages/LANG/`) holds the
//! same course in that language. Each language is an *edition*: its own pages (under `LANG/` in
//! the output), navigation, index and search index. Lessons are paired across editions by file
//! name, and every page offers the same lesson in the other languages.

use crate::error::{Diagnostic, Error, Result};
use crate::views::i18n::Messages;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One language of the site.
#[derive(Debug, Clone)]
pub struct Edition {
    /// The language tag (`en`, `zh`).
    pub lang: String,
    /// The folder of its lessons (`content` or `content/zh`).
    pub content: PathBuf,
    /// Where its pages go in the output: `""` for the site's language, `"zh/"` for another.
    pub prefix: String,
    /// Its lesson files, sorted.
    pub files: Vec<PathBuf>,
}

impl Edition {
    /// The way from one of this edition's pages back to the site's root (`""` or `"../"`).
    pub fn to_root(&self) -> String {
        "../".repeat(self.prefix.matches('/').count())
    }
}

/// The editions of the site under `content`: the site's language first, then each language
/// folder with lessons, by tag.
pub fn editions(content: &Path, default: &str, messages: &Messages) -> Result<Vec<Edition>> {
    let files = super::lesson_files(content)?;
    let mut out =
        vec![Edition { lang: default.to_string(), content: content.to_path_buf(), prefix: String::new(), files }];
    let mut langs: Vec<String> = messages.languages().filter(|l| *l != default).map(str::to_string).collect();
    langs.sort();
    for lang in langs {
        let dir = content.join(&lang);
        if !dir.is_dir() {
            continue;
        }
        let files = super::lesson_files(&dir)?;
        if !files.is_empty() {
            out.push(Edition { lang: lang.clone(), content: dir, prefix: format!("{lang}/"), files });
        }
    }
    if out[0].files.is_empty() {
        return Err(Error::usage(crate::message!("site-no-lessons", path = &super::display_path(content))));
    }
    Ok(out)
}

/// A link in a page's language switch.
#[derive(Debug, Clone, Serialize)]
pub struct Alternate {
    /// The edition's language (its folder's name: `en`, `zh`).
    pub lang: String,
    /// The language's tag in HTML (`en`, `zh-Hans`).
    pub tag: String,
    /// The language's name in itself ("English", "中文").
    pub name: String,
    /// The link from the current page: the same lesson, or the edition's index if it has none.
    pub url: String,
    /// Whether this is the page's own language.
    pub current: bool,
    /// Whether the link leads to the same lesson (false: to the edition's index).
    pub same_page: bool,
}

/// The language switch of a page of edition `from` whose lesson file is `file` (None for the
/// index): one entry per edition. `urls[e]` maps each lesson file of edition `e` to its page.
pub fn alternates(
    editions: &[Edition],
    urls: &[BTreeMap<String, String>],
    messages: &Messages,
    from: usize,
    file: Option<&str>,
) -> Vec<Alternate> {
    let back = editions[from].to_root();
    editions
        .iter()
        .enumerate()
        .map(|(e, ed)| {
            let target = file.and_then(|f| urls[e].get(f));
            let page = target.cloned().unwrap_or_else(|| "index.html".to_string());
            let url = if e == from { page } else { format!("{back}{}{page}", ed.prefix) };
            Alternate {
                lang: ed.lang.clone(),
                tag: messages.lang(&ed.lang).tag(),
                name: messages.lang(&ed.lang).word("language-name"),
                url,
                current: e == from,
                same_page: file.is_none() || target.is_some(),
            }
        })
        .collect()
}

/// Warnings for lessons one edition has and another lacks (the switch then leads to the index).
pub fn missing_translations(editions: &[Edition]) -> Vec<Diagnostic> {
    let names = |e: &Edition| -> BTreeSet<String> {
        e.files.iter().filter_map(|f| f.file_name().map(|n| n.to_string_lossy().into_owned())).collect()
    };
    let Some((first, rest)) = editions.split_first() else { return Vec::new() };
    let base = names(first);
    let mut out = Vec::new();
    for e in rest {
        let here = names(e);
        // One warning for all the lessons an edition lacks, not one per lesson.
        let missing: Vec<&String> = base.difference(&here).collect();
        if let [one] = missing[..] {
            out.push(Diagnostic::file(
                &super::display_path(&e.content),
                crate::message!("site-missing-lesson", lesson = one, lang = &e.lang),
            ));
        } else if !missing.is_empty() {
            let lessons: Vec<String> = missing.iter().map(|s| s.to_string()).collect();
            out.push(Diagnostic::file(
                &super::display_path(&e.content),
                crate::message!(
                    "site-missing-lessons",
                    lessons = super::or_list(&lessons),
                    lang = &e.lang,
                    count = missing.len()
                ),
            ));
        }
        for extra in here.difference(&base) {
            out.push(Diagnostic::file(
                &super::display_path(&e.content.join(extra)),
                crate::message!("site-no-counterpart", file = extra, content = &super::display_path(&first.content)),
            ));
        }
    }
    out
}
