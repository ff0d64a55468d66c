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
    assert_eq!(files, 19, "every message file is compared (the course games' words among them)");
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

/// The Rust files of the program and its crates (tests excluded), with their text.
fn sources() -> Vec<(std::path::PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    let mut stack: Vec<std::path::PathBuf> =
        ["src", "crates/engine/src", "crates/views/src", "crates/web/src"].iter().map(|d| root.join(d)).collect();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                out.push((path, text));
            }
        }
    }
    out
}

/// Each `message!("ID", name = value, …)` in `text`: the id and the names of its arguments.
fn message_uses(text: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("message!(\"") {
        rest = &rest[i + "message!(\"".len()..];
        let Some(end) = rest.find('"') else { break };
        let id = rest[..end].to_string();
        // The arguments up to the closing parenthesis, split at the commas outside brackets.
        let (mut depth, mut names, mut part) = (1usize, BTreeSet::new(), String::new());
        let mut in_string = false;
        for c in rest[end + 1..].chars() {
            match c {
                '"' => in_string = !in_string,
                '(' | '[' | '{' if !in_string => depth += 1,
                ')' | ']' | '}' if !in_string => depth -= 1,
                _ => {}
            }
            if depth == 0 || (depth == 1 && c == ',' && !in_string) {
                if let Some((name, _)) = part.split_once('=') {
                    names.insert(name.trim().to_string());
                }
                part.clear();
                if depth == 0 {
                    break;
                }
                continue;
            }
            part.push(c);
        }
        out.push((id, names));
    }
    out
}

/// Every message the program words with `message!` is in the English and the Chinese files,
/// and is given exactly the arguments its words use: a missing message shows its id, a missing
/// argument shows unresolved, and an argument no language uses is a number the reader loses.
#[test]
fn every_message_the_program_says_is_in_both_languages_with_its_arguments() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/messages");
    let all = |lang: &str| -> BTreeMap<String, String> {
        let mut all = BTreeMap::new();
        for entry in std::fs::read_dir(dir.join(lang)).unwrap() {
            all.extend(messages(&entry.unwrap().path()));
        }
        all
    };
    let (en, zh) = (all("en"), all("zh"));
    let mut checked = 0;
    for (path, text) in sources() {
        // The macro's own definition and its unit test use messages of their own.
        if path.ends_with("crates/views/src/message.rs") {
            continue;
        }
        for (id, names) in message_uses(&text) {
            let place = format!("{}: message!(\"{id}\")", path.display());
            let (Some(en_body), Some(zh_body)) = (en.get(&id), zh.get(&id)) else {
                panic!("{place}: the message is not in both templates/messages/en and zh");
            };
            let used: BTreeSet<String> = variables(en_body).union(&variables(zh_body)).cloned().collect();
            assert!(variables(en_body).is_subset(&names), "{place}: its English words use {used:?}, given {names:?}");
            assert!(variables(zh_body).is_subset(&names), "{place}: its Chinese words use {used:?}, given {names:?}");
            assert!(names.is_subset(&used), "{place}: given {names:?}, but its words use only {used:?}");
            checked += 1;
        }
    }
    assert!(checked >= 250, "{checked} uses of message! checked");
}
