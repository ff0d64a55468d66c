//! The engine words nothing: its refusals are facts (`refusal-…` ids with numbers), worded by
//! the views from `templates/messages/{en,zh}/refusals.ftl`. These tests read the engine's
//! source for the ids it names and for sentences it might still write, and word a few refusals
//! in both languages as a reader sees them.

use nimbook::views::facts;
use nimbook::views::i18n::{Messages, english};
use std::collections::BTreeSet;
use std::path::Path;

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a file before its tests (its `#[cfg(test)]` module or its first `#[test]`; a
/// file named tests.rs has none).
fn production(path: &Path) -> String {
    if path.file_name().is_some_and(|n| n == "tests.rs") {
        return String::new();
    }
    let text = std::fs::read_to_string(path).unwrap();
    let end = ["#[cfg(test)]", "#[test]"].iter().filter_map(|m| text.find(m)).min().unwrap_or(text.len());
    text[..end].to_string()
}

/// The string literals of `code` (plain "…" literals; comments dropped line by line).
fn literals(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in code.lines() {
        let line = line.trim_start();
        if line.starts_with("//") {
            continue;
        }
        let mut rest = line;
        while let Some(start) = rest.find('"') {
            let after = &rest[start + 1..];
            let mut end = None;
            let mut escaped = false;
            for (i, c) in after.char_indices() {
                match c {
                    '\\' if !escaped => escaped = true,
                    '"' if !escaped => {
                        end = Some(i);
                        break;
                    }
                    _ => escaped = false,
                }
            }
            let Some(end) = end else { break };
            out.push(after[..end].to_string());
            rest = &after[end + 1..];
        }
    }
    out
}

fn ids(lang: &str) -> BTreeSet<String> {
    Messages::builtin().ids(lang).into_iter().collect()
}

#[test]
fn every_refusal_the_code_names_has_its_message_in_both_languages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["crates/engine/src", "crates/views/src", "crates/web/src", "src"] {
        sources(&root.join(dir), &mut files);
    }
    let (en, zh) = (ids("en"), ids("zh"));
    let mut named = 0;
    for file in &files {
        for literal in literals(&production(file)) {
            let id_like = ["refusal-", "mistake-", "flag-value-", "what-"].iter().any(|p| literal.starts_with(p))
                && literal.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if !id_like || literal.ends_with('-') {
                continue;
            }
            named += 1;
            // A list's prefix ("a, b and c"): its two messages.
            let list = |ids: &BTreeSet<String>| {
                ids.contains(&format!("{literal}-separator")) && ids.contains(&format!("{literal}-or"))
            };
            if list(&en) && list(&zh) {
                continue;
            }
            assert!(en.contains(&literal), "{}: \"{literal}\" has no English message", file.display());
            assert!(zh.contains(&literal), "{}: \"{literal}\" has no Chinese message", file.display());
        }
    }
    assert!(named > 90, "only {named} refusal ids found: is the source reader broken?");
}

/// The literals of a file's production code that are sentences: three or more words of prose,
/// outside comments and panics on a broken invariant (`expect`, `unreachable!`), which are not
/// shown to readers. A word that starts with `{` (a format placeholder such as `{k}`) or `-` (a
/// flag such as `--max-take`) is not prose and does not count.
fn sentences(file: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for line in production(file).lines() {
        if line.trim_start().starts_with("//")
            || ["expect(", "unreachable!(", "panic!(", "assert"].iter().any(|p| line.contains(p))
        {
            continue;
        }
        for literal in literals(line) {
            let words = literal
                .split_whitespace()
                .filter(|w| !w.starts_with(['{', '-']) && w.chars().any(|c| c.is_ascii_alphabetic()))
                .count();
            if words >= 3 {
                out.push(literal);
            }
        }
    }
    out
}

/// No sentence in the engine's production code, nor in the grammar of a game's words (which
/// the page's engine module runs too): a literal of three or more words is a message it would
/// be writing in English. Panics on a broken invariant (`expect`, `unreachable!`) are not shown
/// to readers and are allowed.
#[test]
fn the_engine_and_the_grammar_write_no_sentence() {
    let mut files = Vec::new();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    sources(&root.join("crates/engine/src"), &mut files);
    sources(&root.join("crates/views/src/directive"), &mut files);
    let mut found = Vec::new();
    for file in &files {
        found.extend(sentences(file).into_iter().map(|literal| format!("{}: \"{literal}\"", file.display())));
    }
    assert!(found.is_empty(), "English in the engine or the grammar:\n{}", found.join("\n"));
}

/// A mistake in a game's words reads in the language asked, the suggestion and the list of
/// names included; a family's refusal of a word (Wythoff's two piles) too.
#[test]
fn a_mistake_in_the_words_is_worded_in_each_language() {
    use nimbook::views::directive::{parse_example, split_words};
    let zh = Messages::builtin();
    let zh = zh.lang("zh");
    let e = parse_example(&split_words("kayle 5")).unwrap_err();
    assert!(e.message().starts_with("unknown game \"kayle\" (did you mean \"kayles\"?); expected one of nim, "));
    assert!(e.message_in(zh).starts_with("没有名为“kayle”的游戏（是不是想写“kayles”？）；可以写的名字有：nim、"));
    let e = parse_example(&split_words("subtraction 5 --set")).unwrap_err();
    assert_eq!(e.message(), "option --set needs a value: the amounts a move may take, e.g. 1,3,4 or fibonacci");
    assert_eq!(e.message_in(zh), "选项 --set 需要一个值：每步可取的数，例如 1,3,4 或 fibonacci");
    let e = parse_example(&split_words("xor-range 5")).unwrap_err();
    assert_eq!(
        e.message(),
        "xor-range needs range start and range end; the range end is missing (e.g. \"xor-range 1 100\")"
    );
    assert_eq!(e.message_in(zh), "xor-range 需要区间起点和区间终点；缺少区间终点（例如“xor-range 1 100”）");
    let e = parse_example(&split_words("wythoff 3 4 5")).unwrap_err();
    assert_eq!((e.offset, e.message_in(zh).as_str()), (Some(12), "威佐夫游戏恰好在两堆上进行"));
    let e = parse_example(&split_words("nim 5 x")).unwrap_err();
    assert_eq!(e.message_in(zh), "堆的大小“x”不是整数");
}

#[test]
fn a_refusal_reads_the_same_in_english_as_before_and_has_its_numbers_in_chinese() {
    let zh = Messages::builtin();
    let zh = zh.lang("zh");
    let e = nimbook::games::nim::check_move(&[3, 0, 5], Default::default(), 1, 4).unwrap_err();
    assert_eq!(facts::error(&e, english()), "heap 1 has only 3, so you cannot take 4");
    assert_eq!(facts::error(&e, zh), "第 1 堆只有 3 枚，不能取走 4 枚");
    let e = nimbook::games::rules::Octal::parse("0.8").unwrap_err();
    assert!(facts::error(&e, english()).starts_with("\"0.8\" has the digit '8', which is not octal"));
    let game = nimbook::views::directive::game::compile("up", "fn options(n) { if n == 0 { [] } else { [n] } }");
    let e = game.unwrap_err();
    assert_eq!(
        facts::script_error("up", &e, english()),
        "game \"up\": \"up\" gave an option of a heap of 1 that leaves a heap of 1; every heap an option leaves \
         must be smaller than the heap it came from"
    );
    assert!(facts::script_error("up", &e, zh).contains("1 枚一堆"), "{}", facts::script_error("up", &e, zh));
}

/// Nothing the program says to a reader is an English sentence in its code (issue 40): what the
/// command line, the build, the preview server, the judges and the page's module tell a reader
/// are messages of `templates/messages/LANG/*.ftl`. A literal of three or more words is a
/// sentence, except text that is not said to a reader, each listed here with why: HTML, files
/// nimbook writes, a library's own words it recognises, and the page module's protocol.
#[test]
fn the_program_says_nothing_outside_its_message_files() {
    const NOT_SAID: [(&str, &str, &str); 16] = [
        ("src/worker.rs", "memory allocation of ", "Rust's own words, recognised in a worker's output"),
        ("src/site/output.rs", "This folder is generated", "the note file written into output/"),
        ("src/site/new.rs", "# Settings for this nimbook site.", "the sample nimbook.toml `new` writes"),
        ("src/lesson/cache/folder.rs", "# nimbook's build cache", "the cache folder's own files (CACHEDIR.TAG)"),
        ("src/lesson/render/template/mod.rs", "nimbook: none printed", "an internal marker, reported by type"),
        ("src/lesson/render/template/mod.rs", "too many values printed", "a typed refusal's log text"),
        ("src/lesson/render/template/mod.rs", "too much text printed", "a typed refusal's log text"),
        ("crates/views/src/limits.rs", "range has too many elements", "minijinja's words, recognised"),
        ("crates/views/src/limits.rs", "recursion limit exceeded", "minijinja's words, recognised"),
        ("crates/views/src/judge/mod.rs", "no judge problem", "serde's error for a malformed page request"),
        ("crates/web/src/lib.rs", "the request is not UTF-8", "the page module's protocol"),
        ("crates/web/src/site.rs", "the page has not sent", "the page module's protocol"),
        ("crates/web/src/site.rs", "the request is not understood", "the page module's protocol"),
        ("crates/web/src/site.rs", "the site's ", "a site the build has checked already, sent again"),
        ("crates/web/src/site.rs", " could not be laid out: ", "templates the build has rendered already"),
        (
            "crates/web/src/site.rs",
            "the site has no messages",
            "the page module's protocol: a page asks in its language",
        ),
    ];
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "crates/views/src", "crates/web/src"] {
        sources(&root.join(dir), &mut files);
    }
    let mut found = Vec::new();
    let mut allowed = BTreeSet::new();
    for file in &files {
        let shown = file.strip_prefix(root).unwrap().to_string_lossy().replace('\\', "/");
        // A judge problem's summary is `nimbook judge`'s help and its outputs are the problem's;
        // a listing's contract is code in C++, Python and Rust.
        if shown.contains("/judge/problems/") || shown.ends_with("listings/contracts.rs") || shown.contains("/tests/") {
            continue;
        }
        // HTML is markup, not a sentence.
        for literal in sentences(file).into_iter().filter(|l| !l.contains('<')) {
            match NOT_SAID.iter().position(|(f, text, _)| shown == *f && literal.contains(text)) {
                Some(i) => {
                    allowed.insert(i);
                }
                None => found.push(format!("{shown}: \"{literal}\"")),
            }
        }
    }
    assert!(found.is_empty(), "English said outside the message files:\n{}", found.join("\n"));
    let stale: Vec<&str> = (0..NOT_SAID.len()).filter(|i| !allowed.contains(i)).map(|i| NOT_SAID[i].1).collect();
    assert!(stale.is_empty(), "listed but no longer in the code (take them off): {stale:?}");
}
