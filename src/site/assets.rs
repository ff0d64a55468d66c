//! Files next to the lessons, and the checks that need the whole site: every file under
//! `content/` that is not a lesson (`content/img/board.png`) is copied to the same place in the
//! site (`output/img/board.png`), and every link or image a lesson has to a page or file that
//! is not a lesson (`[x](welcome.html)`, `![b](img/board.png)`) must lead to something the
//! build makes; one that does not is a warning (the build goes on). Behind a link that leads out
//! of the site, only the files lessons reference are copied. Also here: one template
//! mistake reported once, however many blocks or pages met it.

use super::Page;
use crate::error::{Diagnostic, LineIndex, Result};
use crate::views::message::Message;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Arc;

/// The files under `content/` to copy: everything but the lessons (`*.md` at the top and in
/// the folders of other languages, `lesson_folders`), the glossary (`content/glossary.toml`, an
/// input of the build, not a file of the site) and hidden files (`.DS_Store`, editors' swap
/// files), by their path relative to `content/`.
///
/// Links that lead out of the site (`content/shared -> ../../other-course/img`, or
/// `content/etc -> /etc`) are never walked ([`crate::walk`]): behind them only the files some
/// lesson links to (`referenced`, paths in the site such as `shared/board.png`) are copied, so a
/// course can share its pictures with another without publishing the rest of that folder. A
/// referenced file that is not there is left to [`check_resources`], which warns; one that is
/// not a regular file is an error.
pub fn content_assets(
    content: &Path,
    lesson_folders: &[&str],
    referenced: &BTreeSet<String>,
    site: &Path,
) -> Result<BTreeMap<String, Vec<u8>>> {
    let skipped = |name: &str| {
        let folder = name.rsplit_once('/').map_or("", |(folder, _)| folder);
        let top_level_lesson = (folder.is_empty() || lesson_folders.contains(&folder)) && name.ends_with(".md");
        let glossary = name == super::glossary::GLOSSARY_FILE;
        top_level_lesson || glossary || name.split('/').any(|part| part.starts_with('.'))
    };
    let read = |path: &Path| std::fs::read(path).map_err(|e| super::reading(path, e));
    let walked = crate::walk::walk(content, None, site)?;
    let mut out = BTreeMap::new();
    for (name, path) in walked.files.into_iter().filter(|(name, _)| !skipped(name)) {
        out.insert(name, read(&path)?);
    }
    for (link, _) in walked.outside {
        let under = format!("{link}/");
        let behind = referenced.range(link.clone()..).take_while(|r| **r == link || r.starts_with(&under));
        for name in behind.filter(|name| !skipped(name)) {
            let path = content.join(name);
            match std::fs::metadata(&path) {
                Ok(meta) if meta.is_file() => {
                    out.insert(name.clone(), read(&path)?);
                }
                Ok(meta) if !meta.is_dir() => return Err(crate::walk::not_regular(&path)),
                _ => {}
            }
        }
    }
    Ok(out)
}

/// The files of the site the lessons link to or show (`img/board.png`, `zh/` pages' links made
/// relative to the site's root), by their path in the site.
pub fn referenced(editions: &[super::languages::Edition], pages: &[Vec<Arc<Page>>]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (ed, pages) in editions.iter().zip(pages) {
        for link in pages.iter().flat_map(|p| &p.rendered.resources) {
            if let Some(file) = &link.file {
                out.insert(normalise(&format!("{}{file}", ed.prefix)));
            }
        }
    }
    out
}

/// Warnings for links and images that lead to nothing the site has (`made`: every file the
/// build writes, by its path in the site).
pub fn check_resources(pages: &[Arc<Page>], made: &BTreeSet<String>, prefix: &str) -> Vec<Diagnostic> {
    let names: Vec<&str> = made.iter().map(String::as_str).collect();
    let mut warnings = Vec::new();
    for p in pages {
        // Found once per page, and only if a link of it is broken.
        let lines = LineIndex::new(&p.lesson.text);
        for link in &p.rendered.resources {
            let Some(target) = &link.file else { continue };
            // A page of another language lives in its folder: its links start there.
            let target = normalise(&format!("{prefix}{target}"));
            let folder = format!("{target}/");
            if made.contains(&target) || made.range(folder.clone()..).next().is_some_and(|m| m.starts_with(&folder)) {
                continue;
            }
            let hint = super::did_you_mean(crate::directive::suggest(&target, &names));
            warnings.push(Diagnostic::at_line(
                &p.lesson.path,
                &lines,
                link.offset,
                crate::message!("site-missing-file", target = &target, hint = hint),
            ));
        }
    }
    warnings
}

/// `./img/../img/a.png` → `img/a.png`.
fn normalise(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    parts.join("/")
}

/// The same mistake in a shared file (a template, a site's game) met by many blocks or pages is
/// reported once, at the first place, with how many more places met it.
pub fn once_per_shared_mistake(diags: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = Vec::new();
    let mut seen: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for d in diags {
        let Some(key) = d.shared.as_deref().map(str::to_string) else {
            out.push(d);
            continue;
        };
        match seen.get_mut(&key) {
            Some((_, more)) => *more += 1,
            None => {
                seen.insert(key, (out.len(), 0));
                out.push(d);
            }
        }
    }
    for (i, more) in seen.into_values() {
        if more > 0 {
            let mistake = std::mem::replace(&mut out[i].message, Message::Num(0));
            out[i].message = crate::message!("error-same-mistake", mistake = mistake, more = more);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_normalised() {
        assert_eq!(normalise("./img/../img/a.png"), "img/a.png");
        assert_eq!(normalise("welcome.html"), "welcome.html");
    }

    #[test]
    fn a_template_mistake_is_reported_once() {
        let d = |file: &str, msg: &str, template: Option<&str>| Diagnostic {
            shared: template.map(Box::from),
            ..Diagnostic::at(Path::new(file), "x", 0, msg)
        };
        let same = "while rendering this block, templates/examples/nim.html:3: template error: boom";
        let key = Some("templates/examples/nim.html:3: boom");
        let out = once_per_shared_mistake(vec![d("a.md", same, key), d("b.md", same, key), d("b.md", same, None)]);
        assert_eq!(out.len(), 2, "a diagnostic that is not a template's mistake is never merged");
        assert!(out[0].message.to_string().ends_with("stopped 1 more place; fix it once)"), "{}", out[0]);
        let page = "template error: undefined value";
        let key = Some("templates/lesson.html:0: undefined value");
        let out =
            once_per_shared_mistake(vec![d("templates/lesson.html", page, key), d("templates/lesson.html", page, key)]);
        assert_eq!(out.len(), 1);
    }
}
