//! The build cache beside a site (`.nimbook-cache/`) as `nimbook build` uses it, and the work
//! bound on ```` ```verify ```` blocks: a second build takes computed blocks from the cache,
//! changed words are computed afresh, an entry of another engine version is never used,
//! `check` writes no cache, and a block asking for too much work is a diagnostic.

use nimbook::error::Error;
use nimbook::games::ENGINE_VERSION;
use nimbook::lesson::cache::{BlockCache, CACHE_DIR, PACK_NAME};
use nimbook::site::{self, Layout};
use serde_json::json;
use std::fs;
use std::path::Path;

/// A one-lesson site whose lesson has one `verify` block with `words`.
fn site_with_verify(words: &str) -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    write_lesson(tmp.path(), words);
    tmp
}

fn write_lesson(root: &Path, words: &str) {
    fs::create_dir_all(root.join("content")).unwrap();
    let text = format!("+++\ntitle = \"Checks\"\n+++\n\nSome text.\n\n```verify\n{words}\n```\n");
    fs::write(root.join("content/01-checks.md"), text).unwrap();
}

fn build(root: &Path) -> String {
    site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english())
        .unwrap_or_else(|e| panic!("{e}"));
    fs::read_to_string(root.join("output/checks.html")).unwrap()
}

/// A forged entry, as a stand-in for "a value the engine would not compute now".
fn forge(root: &Path, cache: &BlockCache, key: &str, cases: u64) {
    let cert = json!([{ "id": "property-4", "name": "Cancellation", "statement": "forged",
        "domain": "forged", "cases": cases, "counterexample": null, "holds": true }]);
    store(root, cache, "verify", key, &cert);
}

/// Stores a value as a build would (keep the value, save), and drops the lessons the cache keeps
/// whole: a lesson is kept with the values of its blocks, so a value forged under an unchanged
/// lesson would never be read (a build never changes a value under its key).
fn store(root: &Path, cache: &BlockCache, kind: &str, words: &str, value: &serde_json::Value) {
    cache.put(kind, words, value);
    cache.save();
    let pack = root.join(CACHE_DIR).join(PACK_NAME);
    let text = fs::read_to_string(&pack).unwrap();
    let kept: String =
        text.lines().filter(|line| !line.contains("\"kind\":\"lesson\"")).map(|l| format!("{l}\n")).collect();
    fs::write(&pack, kept).unwrap();
}

#[test]
fn a_second_build_takes_blocks_from_the_cache_and_changed_words_are_recomputed() {
    let tmp = site_with_verify("property-4");
    let first = build(tmp.path());
    assert!(first.contains("one by one: 4096 cases"), "{first}");
    let dir = tmp.path().join(CACHE_DIR);
    assert!(dir.join(".gitignore").is_file() && dir.join("CACHEDIR.TAG").is_file());
    // The cache is what the build reads: an entry for exactly these words is used as it is.
    let cache = site_cache(tmp.path());
    forge(tmp.path(), &cache, "property-4 --bits 6 --heaps 3", 7);
    assert!(build(tmp.path()).contains("one by one: 7 cases"));
    // Other words are other entries: computed afresh.
    write_lesson(tmp.path(), "property-4 --bits 5");
    assert!(build(tmp.path()).contains("one by one: 1024 cases"));
    // Deleting the folder is safe: everything is computed again.
    fs::remove_dir_all(&dir).unwrap();
    write_lesson(tmp.path(), "property-4");
    assert_eq!(build(tmp.path()), first);
}

#[test]
fn an_entry_of_another_engine_version_is_never_used() {
    let tmp = site_with_verify("property-4");
    for version in [ENGINE_VERSION + 1, ENGINE_VERSION.wrapping_sub(1)] {
        forge(tmp.path(), &site_cache(tmp.path()).with_engine_version(version), "property-4 --bits 6 --heaps 3", 7);
    }
    let page = build(tmp.path());
    assert!(page.contains("one by one: 4096 cases") && !page.contains("one by one: 7 cases"), "{page}");
}

#[test]
fn a_corrupt_cache_is_ignored() {
    let tmp = site_with_verify("property-6 property-7");
    let first = build(tmp.path());
    let pack = tmp.path().join(CACHE_DIR).join(PACK_NAME);
    let text = fs::read_to_string(&pack).unwrap();
    // One certificate (the explorer page keeps the examples of its games beside it).
    assert_eq!(text.lines().filter(|line| line.contains("\"kind\":\"verify\"")).count(), 1, "{text}");
    fs::write(&pack, text.replace("262144", "262143")).unwrap();
    assert_eq!(build(tmp.path()), first);
    assert_eq!(fs::read_to_string(&pack).unwrap(), text, "the corrupt entry is computed and saved again");
}

#[test]
fn check_writes_no_cache() {
    let tmp = site_with_verify("property-4");
    site::generate(&Layout::new(tmp.path())).unwrap();
    assert!(!tmp.path().join(CACHE_DIR).exists());
}

/// Issue 10: a block is bounded by the same formula as `nimbook verify`, before any work.
#[test]
fn a_verify_block_beyond_the_work_bound_is_a_diagnostic() {
    let tmp = site_with_verify("theorem-1 --bits 10 --heaps 3");
    let e =
        site::build(&Layout::new(tmp.path()), &tmp.path().join("output"), nimbook::views::i18n::english()).unwrap_err();
    let Error::Diagnostics(d) = e else { panic!("expected diagnostics, got {e}") };
    let text = d[0].to_string();
    assert!(text.contains("content/01-checks.md:7:1: theorem-1 with --bits 10 and --heaps 3 is more work"), "{text}");
    assert!(!tmp.path().join(CACHE_DIR).exists(), "an error is not cached");
}

/// A lesson with a game of its own, a named example, an unnamed one, `{{ example() }}` in prose
/// and a play block: every computed block of the kinds the build caches.
fn write_game_lesson(root: &Path, comment: &str) {
    fs::create_dir_all(root.join("content")).unwrap();
    let text = format!(
        "+++\ntitle = \"Games\"\n[examples]\nmain = \"twos 5 7\"\n+++\n\n```game twos\n// {comment}\nfn options(n) {{ let o = []; for k in 1..=2 {{ if k <= n {{ o.push(n - k); }} }} o }}\n```\n\n\
         The first player has {{{{ main.winning_move_count }}}} winning moves; in kayles 4 4 there are {{{{ example(\"kayles 4 4\").winning_move_count }}}}.\n\n\
         ```example main\n```\n\n```example\nnim 3 4 5\n```\n\n```play main\n```\n"
    );
    fs::write(root.join("content/01-games.md"), text).unwrap();
}

fn build_page(root: &Path, page: &str) -> String {
    site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english())
        .unwrap_or_else(|e| panic!("{e}"));
    fs::read_to_string(root.join("output").join(page)).unwrap()
}

/// Every entry in the cache: (kind, words, value), read from its file of
/// `IDLE NAME<TAB>HEADER<TAB>BODY` lines.
fn entries(root: &Path) -> Vec<(String, String, serde_json::Value)> {
    let mut out = Vec::new();
    let text = fs::read_to_string(root.join(CACHE_DIR).join(PACK_NAME)).unwrap();
    for line in text.lines() {
        let mut fields = line.split('\t');
        let (_, head, body) = (fields.next().unwrap(), fields.next().unwrap(), fields.next().unwrap());
        let head: serde_json::Value = serde_json::from_str(head).unwrap();
        let kind = head["kind"].as_str().unwrap().to_string();
        let words = head["words"].as_str().unwrap().to_string();
        out.push((kind, words, serde_json::from_str(body).unwrap()));
    }
    out.sort_by(|a, b| (&a.0, &a.1).cmp(&(&b.0, &b.1)));
    out
}

/// Issue 13: worked examples, `{{ example() }}` values and play tables are cached like
/// certificates; a warm build gives the same pages; a forged entry shows that the cache is what
/// the build reads, and an edited game, other words or another engine version never see it.
#[test]
fn examples_and_play_tables_are_cached_and_invalidated_by_the_game_and_the_engine() {
    let tmp = tempfile::tempdir().unwrap();
    write_game_lesson(tmp.path(), "version 1");
    let cold = build_page(tmp.path(), "games.html");
    assert!(cold.contains("The first player has 2 winning moves"), "{cold}");
    // The lesson's entries (the explorer page adds examples of the catalogue's games).
    let lesson = ["kayles 4 4", "nim 3 4 5", "twos 5 7"];
    let cached: Vec<_> =
        entries(tmp.path()).into_iter().filter(|(_, w, _)| lesson.iter().any(|l| w.contains(l))).collect();
    // An example is kept as facts, one entry for every language; a play table is drawn in words,
    // so its key starts with the page's language.
    fn words_of<'a>(k: &str, w: &'a str) -> &'a str {
        let mut parts = w.split('\u{0}');
        if k == "play" { parts.nth(1) } else { parts.next() }.unwrap()
    }
    let kinds: Vec<(&str, &str)> = cached.iter().map(|(k, w, _)| (k.as_str(), words_of(k, w))).collect();
    assert_eq!(
        kinds,
        [("example", "kayles 4 4"), ("example", "nim 3 4 5"), ("example", "twos 5 7"), ("play", "twos 5 7")]
    );
    // The key of a game the lesson defines names the game's fingerprint.
    assert!(cached.iter().all(|(k, w, _)| (k == "play") == w.starts_with("en\u{0}")), "{cached:?}");
    assert!(cached[2].1.contains("\u{0}twos:"), "{:?}", cached[2].1);
    assert_eq!(build_page(tmp.path(), "games.html"), cold, "a warm build gives the same page");

    // Forge the stored example: the next build shows the forged count, so it read the cache.
    let (_, words, mut value) = cached[2].clone();
    value["winning_move_count"] = json!(42);
    store(tmp.path(), &site_cache(tmp.path()), "example", &words, &value);
    assert!(build_page(tmp.path(), "games.html").contains("The first player has 42 winning moves"));
    // The same forgery under another engine version is never used.
    fs::remove_dir_all(tmp.path().join(CACHE_DIR)).unwrap();
    for version in [ENGINE_VERSION + 1, ENGINE_VERSION.wrapping_sub(1)] {
        store(tmp.path(), &site_cache(tmp.path()).with_engine_version(version), "example", &words, &value);
    }
    assert_eq!(build_page(tmp.path(), "games.html"), cold);
    // Editing the game (even a comment) changes its fingerprint: the forged entry is not used.
    store(tmp.path(), &site_cache(tmp.path()), "example", &words, &value);
    write_game_lesson(tmp.path(), "version 2");
    let edited = build_page(tmp.path(), "games.html");
    assert!(edited.contains("The first player has 2 winning moves"), "{edited}");
    let fresh = entries(tmp.path());
    assert!(fresh.iter().any(|(k, w, _)| k == "example" && w.starts_with("twos 5 7\u{0}") && *w != words), "{fresh:?}");
}

#[test]
fn sprague_grundy_certificates_are_cached_too() {
    let tmp = site_with_verify("sprague-grundy --game kayles --heaps 2 --max 5");
    let cold = build(tmp.path());
    assert!(cold.contains("one by one: 21 cases"), "{cold}");
    let cached: Vec<_> = entries(tmp.path()).into_iter().filter(|(k, _, _)| k == "verify").collect();
    assert_eq!(cached.len(), 1, "{cached:?}");
    let (kind, words, mut value) = cached[0].clone();
    assert_eq!(kind, "verify");
    assert!(words.starts_with("sprague-grundy --game kayles --heaps 2 --max 5"), "{words:?}");
    // A forged count shows on the next page: the certificate came from the cache.
    value[0]["cases"] = json!(7);
    store(tmp.path(), &site_cache(tmp.path()), "verify", &words, &value);
    assert!(build(tmp.path()).contains("one by one: 7 cases"));
    // Other words are certified afresh.
    write_lesson(tmp.path(), "sprague-grundy --game kayles --heaps 2 --max 6");
    assert!(build(tmp.path()).contains("one by one: 28 cases"));
}

#[test]
fn charts_are_cached_by_their_words_and_the_example_they_highlight() {
    let tmp = tempfile::tempdir().unwrap();
    let lesson = |heaps: &str| {
        format!(
            "+++\ntitle = \"Charts\"\n[examples]\nmain = \"nim {heaps}\"\n+++\n\n```chart\ngrundy-map nim --size 8 \
             --highlight main\n```\n"
        )
    };
    fs::create_dir_all(tmp.path().join("content")).unwrap();
    fs::write(tmp.path().join("content/01-charts.md"), lesson("3 5")).unwrap();
    let cold = build_page(tmp.path(), "charts.html");
    let charts: Vec<_> = entries(tmp.path()).into_iter().filter(|(k, _, _)| k == "chart").collect();
    assert_eq!(charts.len(), 1, "{charts:?}");
    let (_, words, mut value) = charts[0].clone();
    assert!(words.contains("grundy-map nim --size 8 --highlight main --highlighting nim 3 5"), "{words:?}");
    assert_eq!(build_page(tmp.path(), "charts.html"), cold, "a warm build gives the same page");
    // A forged title shows: the chart came from the cache.
    value["title"] = json!("A forged chart");
    store(tmp.path(), &site_cache(tmp.path()), "chart", &words, &value);
    assert!(build_page(tmp.path(), "charts.html").contains("A forged chart"));
    // Highlighting another position is another chart, drawn afresh.
    fs::write(tmp.path().join("content/01-charts.md"), lesson("2 6")).unwrap();
    let other = build_page(tmp.path(), "charts.html");
    assert!(!other.contains("A forged chart") && other != cold);
    // An entry that is not a chart is drawn again, not trusted.
    store(tmp.path(), &site_cache(tmp.path()), "chart", &words, &json!({"not": "a chart"}));
    fs::write(tmp.path().join("content/01-charts.md"), lesson("3 5")).unwrap();
    assert_eq!(build_page(tmp.path(), "charts.html"), cold);
}

/// A lesson whose cached values carry the site's words: a game's title and rule in prose (an
/// example) and in a play block, a chart's title, and a game the lesson defines (`take`, moves
/// of 1 to `most`).
fn write_words_lesson(root: &Path, most: u64) {
    fs::create_dir_all(root.join("content")).unwrap();
    let text = format!(
        "+++\ntitle = \"Words\"\n+++\n\n```game take\nfn options(n) {{ let o = []; for k in 1..={most} {{ if k <= n {{ o.push(n - k); }} }} o }}\n```\n\n\
         Rule: {{{{ example(\"kayles 4 4\").rule }}}} Moves: {{{{ example(\"take 9\").winning_move_count }}}} of {{{{ example(\"take 9\").winning_moves | length }}}}; g = {{{{ example(\"take 9\").components[0].grundy }}}}.\n\n\
         ```play\nkayles 5 7\n```\n\n```chart\nsequence --game kayles --size 12\n```\n"
    );
    fs::write(root.join("content/01-words.md"), text).unwrap();
}

/// Issue 21: a cached value never outlives what it was computed from. After a warm build, each
/// input is changed in turn and the next build (with the cache) shows the new value: the site's
/// message files (a game's name and the end-of-game rule, a chart's title), a template, the
/// lesson's own game, and the engine's version.
#[test]
fn every_input_of_a_cached_value_is_in_its_key() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    write_words_lesson(root, 2);
    let cold = build_page(root, "words.html");
    assert!(cold.contains("Kayles (octal 0.77)") && cold.contains("Whoever makes the last move wins."), "{cold}");
    assert!(cold.contains("g = 0"), "take 9 with moves of 1 or 2: {cold}");
    assert_eq!(build_page(root, "words.html"), cold, "the warm build uses the cache");
    assert!(!entries(root).is_empty());

    // The site's messages: a game's name, the end rule and a chart's title, overridden.
    let messages = root.join("templates/messages/en");
    fs::create_dir_all(&messages).unwrap();
    fs::write(
        messages.join("games.ftl"),
        "game-name-kayles = Skittles\ngame-rule-last-wins = The last mover wins the skittles.\n",
    )
    .unwrap();
    let page = build_page(root, "words.html");
    assert!(page.contains("Skittles (octal 0.77)"), "the play block's title follows games.ftl");
    assert!(page.contains("The last mover wins the skittles."), "the example's rule follows games.ftl");
    assert!(!page.contains("Kayles (octal") && !page.contains("Whoever makes the last move wins."));
    // Edited again: the value follows the file, not the first override.
    fs::write(messages.join("games.ftl"), "game-name-kayles = Ninepins\n").unwrap();
    let page = build_page(root, "words.html");
    assert!(page.contains("Ninepins (octal 0.77)") && page.contains("Whoever makes the last move wins."));
    // Another language's file counts too (the words of every edition come from the one set).
    fs::create_dir_all(root.join("templates/messages/zh")).unwrap();
    fs::write(root.join("templates/messages/zh/games.ftl"), "game-name-kayles = 保龄\n").unwrap();
    assert!(build_page(root, "words.html").contains("Ninepins (octal 0.77)"));
    // Removing the override brings the built-in words back.
    fs::remove_dir_all(root.join("templates/messages")).unwrap();
    assert_eq!(build_page(root, "words.html"), cold);

    // A template: values are laid out by the templates on every build, never cached as HTML.
    fs::create_dir_all(root.join("templates/blocks")).unwrap();
    fs::write(root.join("templates/blocks/play.html"), "<p class=\"mine\">{{ title }}: {{ rule }}</p>\n").unwrap();
    let page = build_page(root, "words.html");
    assert!(page.contains("<p class=\"mine\">Kayles (octal 0.77): A move knocks down one pin"), "{page}");
    fs::remove_dir_all(root.join("templates")).unwrap();

    // The lesson's own game: moves of 1 to 3 instead of 1 or 2.
    write_words_lesson(root, 3);
    assert!(build_page(root, "words.html").contains("g = 1"), "take 9 with moves of 1 to 3");
    write_words_lesson(root, 2);
    assert_eq!(build_page(root, "words.html"), cold);

    // The engine's version: an entry stored under another version is never used.
    fs::remove_dir_all(root.join(CACHE_DIR)).unwrap();
    assert_eq!(build_page(root, "words.html"), cold);
    let (kind, words, mut value) =
        entries(root).into_iter().find(|(k, w, _)| k == "example" && w.contains("kayles 4 4")).unwrap();
    value["rule"] = json!("A forged rule.");
    for version in [ENGINE_VERSION + 1, ENGINE_VERSION.wrapping_sub(1)] {
        fs::remove_dir_all(root.join(CACHE_DIR)).unwrap();
        store(root, &site_cache(root).with_engine_version(version), &kind, &words, &value);
        assert_eq!(build_page(root, "words.html"), cold);
    }
    // Under this version and these inputs, it is: the forgery shows, so the build read the cache.
    store(root, &site_cache(root), &kind, &words, &value);
    assert!(build_page(root, "words.html").contains("A forged rule."));
}

/// The cache a build of the site at `root` uses: keyed by the site's messages.
fn site_cache(root: &Path) -> BlockCache {
    BlockCache::open(root)
        .with_inputs(&nimbook::lesson::language::load_messages(Some(&root.join("templates"))).unwrap())
}

/// Issue 42: whether a page builds must not depend on its cache. Each entry keeps what computing
/// it cost (the teacher's rule's operations, computed alone), and a warm build charges the page
/// that cost as the cold one did; the cost is part of what the entry's tag covers, so an edited
/// cost is an entry computed again, never a cheaper page.
#[test]
fn a_cached_entry_keeps_its_cost_and_an_edited_cost_is_computed_again() {
    let tmp = tempfile::tempdir().unwrap();
    write_game_lesson(tmp.path(), "costs");
    let cold = build_page(tmp.path(), "games.html");
    let pack = tmp.path().join(CACHE_DIR).join(PACK_NAME);
    let text = fs::read_to_string(&pack).unwrap();
    let costs: Vec<(String, u64)> = text
        .lines()
        .map(|line| {
            let head: serde_json::Value = serde_json::from_str(line.split('\t').nth(1).unwrap()).unwrap();
            (head["words"].as_str().unwrap().split('\u{0}').next().unwrap().to_string(), head["cost"].as_u64().unwrap())
        })
        .collect();
    // The teacher's game was run for its example; the built-in games cost nothing.
    assert!(costs.iter().any(|(w, c)| w == "twos 5 7" && *c > 0), "{costs:?}");
    assert!(costs.iter().any(|(w, c)| w == "nim 3 4 5" && *c == 0), "{costs:?}");
    assert_eq!(build_page(tmp.path(), "games.html"), cold);
    // Every cost edited to 0: each such entry is computed again and saved with its own cost.
    let edited = regex_free_zero_costs(&text);
    assert_ne!(edited, text);
    fs::write(&pack, &edited).unwrap();
    assert_eq!(build_page(tmp.path(), "games.html"), cold);
    assert_eq!(fs::read_to_string(&pack).unwrap(), text, "the entries with edited costs are computed again");
}

/// `text` with every `"cost":N` written `"cost":0`.
fn regex_free_zero_costs(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("\"cost\":") {
        let (head, tail) = rest.split_at(at + "\"cost\":".len());
        out.push_str(head);
        out.push('0');
        rest = tail.trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out.push_str(rest);
    out
}

/// Issue 45: a cache cannot leak one edition's words into the other. The course (charts, play
/// tables, teachers' games) is built English only, then with both editions on the same cache, one build after the other (no race decides anything); every file equals a
/// build of both editions without a cache, byte for byte. And an English page holds Chinese only
/// where its lesson's author wrote it (titles of Chinese papers and problems), or in the link to
/// the Chinese edition.
#[test]
fn a_cache_made_by_one_edition_leaks_nothing_into_the_other() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut lessons: Vec<String> = fs::read_dir(repo.join("content"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .collect();
    lessons.sort();
    let make = |root: &Path, chinese: bool| {
        crate::util::copy_dir(&repo.join("games"), &root.join("games"));
        crate::util::copy_dir(&repo.join("templates"), &root.join("templates"));
        fs::create_dir_all(root.join("content/zh")).unwrap();
        fs::copy(repo.join("content/glossary.toml"), root.join("content/glossary.toml")).unwrap();
        for lesson in &lessons {
            fs::copy(repo.join("content").join(lesson), root.join("content").join(lesson)).unwrap();
            if chinese {
                fs::copy(repo.join("content/zh").join(lesson), root.join("content/zh").join(lesson)).unwrap();
            }
        }
    };
    let build = |root: &Path| {
        let out = root.join("output");
        site::build(&Layout::new(root), &out, nimbook::views::i18n::english()).unwrap_or_else(|e| panic!("{e}"));
        crate::util::files_under(&out)
    };
    let fresh = tempfile::tempdir().unwrap();
    make(fresh.path(), true);
    let reference = build(fresh.path());
    let warm = tempfile::tempdir().unwrap();
    make(warm.path(), false);
    let english_only = build(warm.path());
    assert!(!english_only.contains_key("zh/nim.html"));
    make(warm.path(), true);
    let both = build(warm.path());
    assert_eq!(both.keys().collect::<Vec<_>>(), reference.keys().collect::<Vec<_>>());
    for (name, bytes) in &reference {
        assert!(both[name] == *bytes, "{name} differs after an English-only build filled the cache");
    }
    // Chinese on an English page: only the author's, or the link to the other edition.
    let sources: String = lessons.iter().map(|l| fs::read_to_string(repo.join("content").join(l)).unwrap()).collect();
    let is_han = |c: char| ('\u{4e00}'..='\u{9fff}').contains(&c);
    let mut pages = 0;
    for (name, bytes) in &reference {
        if name.starts_with("zh/") || !name.ends_with(".html") {
            continue;
        }
        pages += 1;
        let page = String::from_utf8(bytes.clone()).unwrap().replace(">中文</a>", "></a>");
        for run in page.split(|c: char| !is_han(c)).filter(|r| !r.is_empty()) {
            assert!(sources.contains(run), "{name}: \"{run}\" is in no English lesson");
        }
    }
    assert!(pages >= 4, "{pages}");
}

/// A lesson whose text, templates, games, messages and program are unchanged is laid out from the
/// cache whole, with its warnings; the entries of its blocks stay as long as it does, so editing
/// it after many such builds computes nothing again; a changed template renders it again.
#[test]
fn an_unchanged_lesson_is_kept_whole_and_keeps_its_blocks() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    fs::create_dir_all(root.join("content")).unwrap();
    let lesson = |extra: &str| {
        format!(
            "+++\ntitle = \"Kept\"\n+++\n\nSee [nowhere](missing.png).\n\n```example\nkayles 5 7\n```\n\n```verify\nproperty-4\n```\n{extra}"
        )
    };
    fs::write(root.join("content/01-kept.md"), lesson("")).unwrap();
    let layout = Layout::new(root);
    let cold = site::build(&layout, &root.join("output"), nimbook::views::i18n::english()).unwrap();
    let page = fs::read_to_string(root.join("output/kept.html")).unwrap();
    let kinds = |root: &Path| entries(root).into_iter().map(|(k, _, _)| k).collect::<Vec<_>>();
    assert_eq!(kinds(root).iter().filter(|k| *k == "lesson").count(), 1, "{:?}", kinds(root));
    for _ in 0..=nimbook::lesson::cache::MAX_IDLE + 1 {
        let warm = site::build(&layout, &root.join("output"), nimbook::views::i18n::english()).unwrap();
        assert_eq!(warm.warnings, cold.warnings, "the lesson's warnings come with it");
        assert_eq!(fs::read_to_string(root.join("output/kept.html")).unwrap(), page);
    }
    // Its blocks' entries are still there: an edit renders the lesson again from them (a forged
    // certificate under the same words shows, so nothing was computed).
    assert!(kinds(root).contains(&"verify".to_string()) && kinds(root).contains(&"example".to_string()));
    let (_, words, mut value) = entries(root).into_iter().find(|(k, _, _)| k == "verify").unwrap();
    value[0]["cases"] = json!(7);
    let cache = site_cache(root);
    cache.put("verify", &words, &value);
    cache.save();
    assert_eq!(fs::read_to_string(root.join("output/kept.html")).unwrap(), page);
    fs::write(root.join("content/01-kept.md"), lesson("\nEdited.\n")).unwrap();
    assert!(build_page(root, "kept.html").contains("one by one: 7 cases"));
    // A template of the site's own changes the page: the kept lesson is not used.
    fs::create_dir_all(root.join("templates/blocks")).unwrap();
    let verify = nimbook::views::templates::DEFAULT_TEMPLATES.iter().find(|(n, _)| *n == "blocks/verify.html").unwrap();
    fs::write(root.join("templates/blocks/verify.html"), format!("{}<!-- restyled -->", verify.1)).unwrap();
    assert!(build_page(root, "kept.html").contains("<!-- restyled -->"), "the page follows the template");
}
