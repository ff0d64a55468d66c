//! The placeable-swapping mutator: proof that the page reader (`referee::read_back`) catches a
//! number put in another number's place. For every message of every message file of both
//! languages that has two or more placeables, and for every pair of them, the course is built
//! with the pair swapped (`{ $from }` where `{ $to }` was, and the reverse); a swap that changes
//! no page is invisible and counted as such, and every swap that changes what a reader sees must
//! make the reader report a problem on the built pages. It builds the course once per swap
//! (about 20 minutes in release on two cores), so it is ignored and run by hand:
//! `cargo test --release --test it swaps:: -- --ignored`. With `SWAPS_ONLY=en/chart-,zh/chart-`
//! in the environment only the messages whose `LANG/ID` starts with one of the prefixes are
//! swapped, and each escaping swap is shown with a line it changed (a reader's work on one
//! class of escapes).

use crate::referee::read_back;
use crate::util::{copy_dir, files_under, reader_text};
use nimbook::site::{self, Layout};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// A message's lines in a Fluent file: from its `id =` line to the next line that starts at the
/// left margin (a comment, a blank line followed by one, or the next message).
fn message_spans(ftl: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let mut spans = Vec::new();
    let mut offset = 0;
    let mut open: Option<(String, usize)> = None;
    for line in ftl.split_inclusive('\n') {
        let starts_entry = line.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '#' || c == '-');
        if starts_entry || line.trim().is_empty() {
            if let Some((id, start)) = open.take() {
                spans.push((id, start..offset));
            }
        }
        if line.starts_with(|c: char| c.is_ascii_lowercase()) {
            if let Some((id, _)) = line.split_once(" =") {
                open = Some((id.trim().to_string(), offset));
            }
        }
        offset += line.len();
    }
    if let Some((id, start)) = open {
        spans.push((id, start..offset));
    }
    spans
}

/// The names of the variables a message shows as `{ $name }`, each once, in order.
fn placeables(body: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = body;
    while let Some(at) = rest.find('{') {
        rest = &rest[at + 1..];
        let inner = rest.trim_start();
        let Some(var) = inner.strip_prefix('$') else { continue };
        let name: String = var.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-').collect();
        if var[name.len()..].trim_start().starts_with('}') && !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

/// `body` with every `{ $a }` shown as `$b` and every `{ $b }` as `$a`.
fn swapped(body: &str, a: &str, b: &str) -> String {
    let mut out = String::new();
    let mut rest = body;
    while let Some(at) = rest.find('{') {
        out.push_str(&rest[..=at]);
        rest = &rest[at + 1..];
        let inner = rest.trim_start();
        let skipped = rest.len() - inner.len();
        if let Some(var) = inner.strip_prefix('$') {
            let name: String =
                var.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-').collect();
            if var[name.len()..].trim_start().starts_with('}') && (name == a || name == b) {
                out.push_str(&rest[..skipped]);
                out.push('$');
                out.push_str(if name == a { b } else { a });
                rest = &var[name.len()..];
                continue;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Builds the site at `root` and returns what a reader sees of each page: its text without
/// markup, scripts or data (the words a page's scripts show come from the same messages through
/// the same views, in the page's engine module, which `web::` holds to the build's bytes).
fn build(root: &Path) -> BTreeMap<String, String> {
    let out = root.join("output");
    site::build(&Layout::new(root), &out, nimbook::views::i18n::english())
        .unwrap_or_else(|e| panic!("{}", nimbook::error::report(&e, nimbook::views::i18n::english())));
    files_under(&out)
        .into_iter()
        .filter(|(name, _)| name.ends_with(".html"))
        .map(|(name, bytes)| (name, reader_text(&String::from_utf8(bytes).unwrap())))
        .collect()
}

#[test]
fn the_mutators_swap_and_spans_are_right() {
    let ftl = "# a comment\nmove = Take { $take } ({ $from } → { $to })\nsel = { $n ->\n    [one] one { $x }\n   *[other] { $n } and { $x }\n}\n\nnext = { $a }\n";
    let spans = message_spans(ftl);
    let ids: Vec<&str> = spans.iter().map(|s| s.0.as_str()).collect();
    assert_eq!(ids, ["move", "sel", "next"]);
    let body = &ftl[spans[0].1.clone()];
    assert_eq!(placeables(body), ["take", "from", "to"]);
    assert_eq!(swapped(body, "from", "to"), "move = Take { $take } ({ $to } → { $from })\n");
    // A selector is not a placeable shown; it stays where it is.
    let sel = &ftl[spans[1].1.clone()];
    assert_eq!(placeables(sel), ["x", "n"]);
    assert_eq!(swapped(sel, "n", "x"), "sel = { $n ->\n    [one] one { $n }\n   *[other] { $x } and { $n }\n}\n");
}

#[test]
#[ignore = "builds the course once per swap (about 20 minutes in release): run it by hand"]
fn every_swap_of_two_placeables_that_changes_a_page_is_read_back_as_wrong() {
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let tmp = tempfile::tempdir().unwrap();
    for dir in ["content", "templates", "games"] {
        copy_dir(&repo.join(dir), &tmp.path().join(dir));
    }
    let root = tmp.path();
    let before = build(root);
    let problems = read_back::problems(&root.join("output"));
    assert!(problems.is_empty(), "the course itself: {problems:#?}");
    let (mut invisible, mut caught, mut escaped) = (0, 0, Vec::new());
    let only = std::env::var("SWAPS_ONLY").ok();
    for lang in ["en", "zh"] {
        let dir = root.join("templates/messages").join(lang);
        let mut files: Vec<PathBuf> = fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for file in files {
            let original = fs::read_to_string(&file).unwrap();
            for (id, span) in message_spans(&original) {
                let named = format!("{lang}/{id}");
                if only.as_ref().is_some_and(|o| !o.split(',').any(|o| named.starts_with(o))) {
                    continue;
                }
                let names = placeables(&original[span.clone()]);
                for (i, a) in names.iter().enumerate() {
                    for b in &names[i + 1..] {
                        let body = swapped(&original[span.clone()], a, b);
                        fs::write(&file, format!("{}{body}{}", &original[..span.start], &original[span.end..]))
                            .unwrap();
                        let after = build(root);
                        let name = format!("{lang}/{id}: {a} ↔ {b}");
                        let changed: Vec<&String> =
                            after.iter().filter(|(k, v)| before.get(*k) != Some(v)).map(|(k, _)| k).collect();
                        // The pages the swap changed are read (each with its twin; the others
                        // read right before): the lessons first, the print page (all lessons
                        // again) only if they show nothing wrong.
                        let page = |k: &String| k.trim_start_matches("zh/").to_string();
                        let lessons: Vec<String> =
                            changed.iter().map(|k| page(k)).filter(|k| k != "print.html").collect();
                        let out = root.join("output");
                        if after == before {
                            invisible += 1;
                        } else if !read_back::problems_of(&out, |p| lessons.iter().any(|l| l == p)).is_empty()
                            || !read_back::problems_of(&out, |p| {
                                p == "print.html" && changed.iter().any(|k| page(k) == p)
                            })
                            .is_empty()
                        {
                            caught += 1;
                        } else {
                            if only.is_some() {
                                let k = changed[0];
                                let (a, b) = (&after[k], &before[k]);
                                let at = a
                                    .char_indices()
                                    .zip(b.chars())
                                    .find(|((_, x), y)| x != y)
                                    .map_or(0, |((i, _), _)| i);
                                let from = a.floor_char_boundary(at.saturating_sub(80));
                                let to = a.floor_char_boundary((at + 80).min(a.len()));
                                eprintln!("escapes: {name}: {k}: …{}…", &a[from..to]);
                            }
                            escaped.push(format!("{name} (changes {changed:?})"));
                        }
                    }
                }
            }
            fs::write(&file, &original).unwrap();
        }
    }
    eprintln!("swaps: {caught} caught, {invisible} change no page, {} escape the reader", escaped.len());
    for e in &escaped {
        eprintln!("escapes: {e}");
    }
    if only.is_some() {
        return;
    }
    assert!(escaped.is_empty(), "swaps that change a page and that the reader lets by:\n{}", escaped.join("\n"));
    assert!(caught > 300, "only {caught} swaps caught");
}
