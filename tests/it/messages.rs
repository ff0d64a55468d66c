//! The Chinese messages against their English twins, by the placeholders they use: a message
//! that drops a placeholder loses a number the reader needs, and one that names a placeholder
//! the code never passes shows it unresolved. Each zh message in `templates/messages/zh/*.ftl`
//! must use exactly the placeholders of the English message of the same name, except the few
//! listed below, each with the reason the languages differ.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The messages of one Fluent file: name → its text (all its lines).
fn messages(path: &Path) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut bodies: BTreeMap<String, String> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('#') {
            continue;
        }
        let starts_message = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) && line.contains('=');
        if starts_message {
            let (name, body) = line.split_once('=').unwrap();
            let name = name.trim().to_string();
            assert!(bodies.insert(name.clone(), body.to_string()).is_none(), "{}: {name} twice", path.display());
            current = Some(name);
        } else if let Some(name) = &current {
            // Continuation lines: indented text, variants and the `}` that closes a selector.
            let body = bodies.get_mut(name).unwrap();
            body.push('\n');
            body.push_str(line);
        }
    }
    bodies
}

/// The names after `{ $` in a message body.
fn variables(body: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = body;
    while let Some(i) = rest.find('{') {
        let after = rest[i + 1..].trim_start();
        if let Some(name) = after.strip_prefix('$') {
            let end = name.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-')).unwrap_or(name.len());
            out.insert(name[..end].to_string());
        }
        rest = &rest[i + 1..];
    }
    out
}

/// A placeholder used only to choose an English plural form (`{ $n -> [one] … }`), never shown.
fn only_a_plural_selector(body: &str, name: &str) -> bool {
    let used = body.matches(&format!("${name}")).count();
    used > 0 && body.matches(&format!("${name} ->")).count() == used
}

/// Where the Chinese message rightly differs: (message, placeholder, whether zh has it and en
/// not (true) or en has it and zh not (false), why).
const DIFFERENCES: &[(&str, &str, bool, &str)] = &[
    ("worked-theorem1-take", "heap", true, "Chinese names the heap before the take: 从第 H 堆取走 …"),
    ("worked-theorem1-take-from", "heap", false, "…so the heap is in worked-theorem1-take instead"),
    ("exercises-heaps", "count", true, "Chinese counts the heaps (3 堆石子：…); the code passes count"),
    ("game-reason-left-heaps", "count", true, "Chinese counts the heaps left (剩下 … 的 2 堆); the code passes count"),
    (
        "game-reason-left-nothing",
        "things",
        true,
        "Chinese says a row's pins are all knocked down, English says nothing",
    ),
    (
        "move-split",
        "things",
        true,
        "English names the heap or the row through move-heap-name; Chinese counts pins and counters",
    ),
    (
        "listing-samples",
        "site",
        true,
        "Chinese spaces a Latin judge name from the 在 before it (在 HDU 1850), not 洛谷",
    ),
];

#[test]
fn chinese_messages_use_exactly_the_placeholders_of_their_english_twins() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/messages");
    let mut files = 0;
    let mut compared = 0;
    let mut used_differences = BTreeSet::new();
    for entry in std::fs::read_dir(dir.join("en")).unwrap() {
        let en_path = entry.unwrap().path();
        let file = en_path.file_name().unwrap().to_string_lossy().into_owned();
        let (en, zh) = (messages(&en_path), messages(&dir.join("zh").join(&file)));
        assert_eq!(en.keys().collect::<Vec<_>>(), zh.keys().collect::<Vec<_>>(), "{file}: the same messages");
        for (name, en_body) in &en {
            let (en_vars, zh_vars) = (variables(en_body), variables(&zh[name]));
            for var in en_vars.union(&zh_vars) {
                let (in_en, in_zh) = (en_vars.contains(var), zh_vars.contains(var));
                if in_en == in_zh {
                    continue;
                }
                // An English plural selector has no Chinese counterpart (Chinese has no plural).
                if in_en && only_a_plural_selector(en_body, var) {
                    continue;
                }
                let listed = DIFFERENCES.iter().position(|d| d.0 == name && d.1 == var && d.2 == in_zh);
                let Some(i) = listed else {
                    panic!(
                        "{file}: {name} uses ${var} in {} but not in {}",
                        if in_en { "English" } else { "Chinese" },
                        if in_en { "Chinese" } else { "English" }
                    )
                };
                used_differences.insert(i);
            }
            compared += 1;
        }
        files += 1;
    }
    assert_eq!(files, 18, "every message file is compared (the course games' words among them)");
    assert!(compared > 300, "{compared} messages compared");
    // A listed difference that no longer exists is taken off the list.
    assert_eq!(used_differences.len(), DIFFERENCES.len(), "listed differences still found: {used_differences:?}");
}

/// A subtraction in a message is written with the minus sign (U+2212), as the formulas on the
/// page are: an ASCII hyphen between two terms reads as a dash in running text.
#[test]
fn a_subtraction_in_a_message_uses_the_minus_sign() {
    let hyphen = hyphen_between_terms;
    for lang in ["en", "zh"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/messages").join(lang);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            for (name, body) in messages(&path) {
                assert!(!hyphen(&body), "{}: {name} subtracts with '-': {body}", path.display());
            }
        }
    }
    assert!(hyphen("m + 1 - t") && hyphen("{ $n } - 1") && !hyphen("m + 1 − t") && !hyphen("--max-take -1"));
}

/// Whether `text` has " - " between two terms (a letter, digit or bracket on each side).
fn hyphen_between_terms(text: &str) -> bool {
    let term_end = |c: char| c.is_alphanumeric() || matches!(c, ')' | '}' | ']');
    let term_start = |c: char| c.is_alphanumeric() || matches!(c, '(' | '{' | '[');
    let chars: Vec<char> = text.chars().collect();
    chars.windows(5).any(|w| term_end(w[0]) && w[1] == ' ' && w[2] == '-' && w[3] == ' ' && term_start(w[4]))
}

/// The built-in messages keep the course's glossary (`content/glossary.toml`): no message
/// writes a variant the glossary lists under `avoid` for its language (the lessons are held to
/// it by the build's warnings, see `course.rs`).
#[test]
fn messages_write_the_glossarys_terms() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let glossary = nimbook::site::glossary::load(&root.join("content")).unwrap();
    assert!(glossary.terms.len() >= 20, "the course's glossary is read");
    let mut checked = 0;
    for lang in ["en", "zh"] {
        let dir = root.join("templates/messages").join(lang);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            for (name, body) in messages(&path) {
                let found = glossary.check(lang, &path, &body);
                assert!(found.is_empty(), "{}: {name}: {}", path.display(), found[0].message);
                checked += 1;
            }
        }
    }
    assert!(checked > 500, "{checked} messages checked");
    // The check sees a variant where one is written.
    let planted = glossary.check("zh", Path::new("x.ftl"), "chart-ring-marks = 圆环标出的是");
    assert_eq!(planted.len(), 1);
}
