//! Helpers shared by the integration tests: fixtures and copies of sites in temporary folders.

use std::fs;
use std::path::{Path, PathBuf};

/// A path under `tests/fixtures/`.
pub fn fixture(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(rel)
}

/// Whether the tests run under CI (`CI` set, and not empty or `false`; `.ci/run` sets it): a
/// tool a test needs that is missing is then a failure, never a skip.
pub fn in_ci() -> bool {
    std::env::var_os("CI").is_some_and(|v| !v.is_empty() && v != "false")
}

/// `text` with its character references (`&amp;`, `&#x2f;`, `&#39;`) as the characters they stand for.
pub fn decode(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest.find(';').filter(|&e| e < 12);
        let char = end.and_then(|e| {
            let name = &rest[1..e];
            match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some(' '),
                _ => name
                    .strip_prefix("#x")
                    .map(|h| u32::from_str_radix(h, 16))
                    .or_else(|| name.strip_prefix('#').map(str::parse))
                    .and_then(Result::ok)
                    .and_then(char::from_u32),
            }
        });
        match (char, end) {
            (Some(c), Some(e)) => {
                out.push(c);
                rest = &rest[e + 1..];
            }
            _ => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Every file under `dir`, by its path below it (`/` between folders), with its bytes.
pub fn files_under(dir: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_file())
        .map(|e| (e.path().strip_prefix(dir).unwrap().to_string_lossy().into_owned(), fs::read(e.path()).unwrap()))
        .collect()
}

/// Copies a folder and everything in it.
pub fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for entry in fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// The text a reader sees on a page (and its `aria-label`s, titles and alt texts), without code,
/// maths, scripts and the data the scripts read.
pub fn reader_text(html: &str) -> String {
    const SKIPPED: [&str; 5] = ["script", "style", "pre", "code", "math"];
    let mut out = String::new();
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        rest = &rest[lt + 1..];
        // The tag, to its `>` outside quotes.
        let mut quote = None;
        let mut end = rest.len();
        for (i, c) in rest.char_indices() {
            match (quote, c) {
                (None, '"' | '\'') => quote = Some(c),
                (Some(q), c) if c == q => quote = None,
                (None, '>') => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let tag = &rest[..end];
        rest = rest.get(end + 1..).unwrap_or("");
        let name: String = tag.chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
        for attr in [" aria-label=\"", " title=\"", " placeholder=\"", " alt=\""] {
            if let Some(i) = tag.find(attr) {
                let v = &tag[i + attr.len()..];
                out.push(' ');
                out.push_str(&v[..v.find('"').unwrap_or(v.len())]);
            }
        }
        out.push(' ');
        if SKIPPED.contains(&name.as_str()) && !tag.ends_with('/') {
            let close = format!("</{name}>");
            rest = rest.find(&close).map_or("", |i| &rest[i + close.len()..]);
        }
    }
    out.push_str(rest);
    // Character references (`&#x27;`) are characters, not words.
    let mut text = out;
    while let Some(start) = text.find('&') {
        let end = text[start..].find(';').filter(|&e| e < 10).map_or(start + 1, |e| start + e + 1);
        text.replace_range(start..end, " ");
    }
    text
}

/// The words in Latin letters (accented ones included) of three letters or more in `text` that
/// are not in `allowed`: on a Chinese page, English that leaked.
pub fn latin_words<'a>(text: &'a str, allowed: &[&str]) -> Vec<&'a str> {
    text.split(|c: char| !(c.is_ascii_alphabetic() || "èéà".contains(c)))
        .filter(|w| w.chars().count() >= 3 && !allowed.contains(w))
        .collect()
}

/// The seed every property test starts from unless `PROPTEST_RNG_SEED` gives another: each run
/// checks the same cases, so a failure seen once is seen again on the next run (no regression
/// files are written).
pub const PROPTEST_SEED: u64 = 0x6e69_6d62_6f6f_6b25;

/// A proptest configuration of `cases` cases from [`PROPTEST_SEED`]; the environment
/// (`PROPTEST_CASES`, `PROPTEST_RNG_SEED`, …) overrides it, so CI or a reader can run more.
pub fn proptest_config(cases: u32) -> proptest::test_runner::Config {
    use proptest::test_runner::{Config, RngSeed, contextualize_config};
    let fixed =
        Config { cases, rng_seed: RngSeed::Fixed(PROPTEST_SEED), failure_persistence: None, ..Config::default() };
    contextualize_config(fixed)
}

#[test]
fn proptest_cases_come_from_the_environment_when_set() {
    let config = proptest_config(24);
    let want = std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(24);
    assert_eq!(config.cases, want);
    if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
        assert_eq!(config.rng_seed, proptest::test_runner::RngSeed::Fixed(PROPTEST_SEED));
    }
}

/// A page without the parts that let a student change its worked examples (the data of each
/// `.explore` box and its form), so that a test reads the examples as the build laid them out.
pub fn without_explore(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    loop {
        let attr = rest.find(" data-explore=\"");
        let form = rest.find("<form class=\"explore-form\"");
        match (attr, form) {
            (Some(a), f) if f.is_none_or(|f| a < f) => {
                out.push_str(&rest[..a]);
                let after = &rest[a + " data-explore=\"".len()..];
                rest = &after[after.find('"').map_or(after.len(), |e| e + 1)..];
            }
            (_, Some(f)) => {
                out.push_str(&rest[..f]);
                let after = &rest[f..];
                rest = &after[after.find("</form>").map_or(after.len(), |e| e + "</form>".len())..];
            }
            _ => {
                out.push_str(rest);
                return out;
            }
        }
    }
}

/// The search index of an edition's output folder (`search-index.js`, a script that sets
/// `window.nimbookSearchIndex`), as JSON.
pub fn search_index(edition_dir: &Path) -> serde_json::Value {
    let script = fs::read_to_string(edition_dir.join("search-index.js")).unwrap();
    let json = script
        .strip_prefix("window.nimbookSearchIndex = ")
        .and_then(|s| s.strip_suffix(";\n"))
        .unwrap_or_else(|| panic!("search-index.js is not one assignment: {}", &script[..script.len().min(80)]));
    serde_json::from_str(json).unwrap()
}
