//! The site generator end to end: fixture sites built into temporary folders, the pages they
//! make, the errors bad lessons give (file:line:col), determinism, and the rule that a failed
//! build leaves the previous output exactly as it was.

use crate::util::{copy_dir, fixture};
use nimbook::error::Error;
use nimbook::games::xor::nim_sum;
use nimbook::lesson::render_lesson;
use nimbook::markup::options;
use nimbook::site::{self, Layout};
use std::fs;
use std::path::{Path, PathBuf};

/// Copies a fixture site into a fresh temporary folder.
fn site_copy(name: &str) -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    copy_dir(&fixture(&format!("sites/{name}")), tmp.path());
    tmp
}

fn build(root: &Path) -> Result<site::Summary, Error> {
    site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english())
}

fn page(root: &Path, name: &str) -> String {
    fs::read_to_string(root.join("output").join(name)).unwrap()
}

fn diagnostics(e: Error) -> Vec<String> {
    match e {
        Error::Diagnostics(list) => list.iter().map(ToString::to_string).collect(),
        other => panic!("expected diagnostics, got {other}"),
    }
}

#[test]
fn builds_pages_with_computed_examples() {
    let tmp = site_copy("basic");
    let summary = build(tmp.path()).unwrap();
    assert_eq!(summary.lessons, 2);
    let nim = page(tmp.path(), "nim.html");
    assert!(nim.contains("have nim-sum 9"), "the prose value is computed");
    assert!(nim.contains("takes 7 from heap 1"));
    assert!(nim.contains("<math"), "maths becomes MathML");
    assert!(nim.contains("<td class=\"bit odd\">1</td>"), "the binary table marks the odd columns");
    assert!(nim.contains("Theorem 1"), "callouts are numbered");
    assert!(nim.contains("id=\"bouton\""));
    assert!(nim.contains("Show the answer to exercise 1"));
    // `property-4 --bits 4` checks x xor y = 0 iff x = y on every pair x, y < 16: 16² cases.
    assert!(nim.contains("Checked one by one: 256 cases (all x, y &lt; 16)"), "the verify block shows its certificate");
    assert!(nim.contains("and no counterexample was found") && nim.contains("Checked ✓"), "and its verdict");
    let intro = page(tmp.path(), "intro.html");
    assert!(intro.contains("href=\"nim.html#bouton\""), "links to lessons are rewritten");
    assert!(intro.contains("rel=\"next\" href=\"nim.html\""));
    for name in ["index.html", "static/style.css", "search-index.js"] {
        assert!(tmp.path().join("output").join(name).exists(), "{name} is written");
    }
}

#[test]
fn changing_the_example_changes_every_number() {
    let tmp = site_copy("basic");
    let lesson = tmp.path().join("content/02-nim.md");
    let text = fs::read_to_string(&lesson).unwrap();
    fs::write(&lesson, text.replace("nim 8 12 13", "nim 5 9 14")).unwrap();
    build(tmp.path()).unwrap();
    let nim = page(tmp.path(), "nim.html");
    let expected = nim_sum(&[5, 9, 14]);
    assert!(nim.contains(&format!("have nim-sum {expected} ")), "prose follows the example");
    assert!(!nim.contains("have nim-sum 9 "));
    let first = nimbook::games::nim::winning_moves(&[5, 9, 14], Default::default())[0];
    assert!(nim.contains(&format!("takes {} from heap {}", first.take, first.heap)));
    assert!(nim.contains("Nim, heaps 5, 9, 14"), "the worked example's heading follows");
}

#[test]
fn output_is_deterministic() {
    let a = site_copy("basic");
    let b = site_copy("basic");
    build(a.path()).unwrap();
    build(b.path()).unwrap();
    assert_eq!(crate::util::files_under(&a.path().join("output")), crate::util::files_under(&b.path().join("output")));
    // And rebuilding in place gives the same bytes again.
    let before = crate::util::files_under(&a.path().join("output"));
    build(a.path()).unwrap();
    assert_eq!(before, crate::util::files_under(&a.path().join("output")));
}

#[test]
fn a_failed_build_leaves_the_output_untouched() {
    let tmp = site_copy("basic");
    build(tmp.path()).unwrap();
    let before = crate::util::files_under(&tmp.path().join("output"));
    let lesson = tmp.path().join("content/02-nim.md");
    let text = fs::read_to_string(&lesson).unwrap();
    fs::write(&lesson, text.replace("nim 8 12 13", "nim 8 twelve 13")).unwrap();
    let errors = diagnostics(build(tmp.path()).unwrap_err());
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].ends_with("02-nim.md:5:15: heap size \"twelve\" is not a whole number"), "{errors:?}");
    assert_eq!(before, crate::util::files_under(&tmp.path().join("output")));
    let leftovers: Vec<_> = fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .filter(|name| name != nimbook::lesson::cache::CACHE_DIR)
        .collect();
    assert_eq!(leftovers.len(), 2, "no staging folder is left behind: {leftovers:?}");
}

#[test]
fn every_error_of_a_build_is_reported_at_once() {
    let tmp = site_copy("basic");
    let intro = tmp.path().join("content/01-intro.md");
    let text = fs::read_to_string(&intro).unwrap();
    fs::write(
        &intro,
        text.replace("02-nim.md#bouton", "02-nim.md#boutn").replace("[Nim](02-nim.md)", "[Nim](02-nimm.md)"),
    )
    .unwrap();
    fs::write(
        tmp.path().join("content/03-broken.md"),
        b"+++\ntitle = \"Broken\"\n+++\n\n```example\nbash 10 0\n```\n\xff\n",
    )
    .unwrap();
    let errors = diagnostics(build(tmp.path()).unwrap_err());
    let joined = errors.join("\n");
    assert!(
        joined.contains(
            "01-intro.md:8:12: broken link: there is no lesson 02-nimm.md in content/ (did you mean 02-nim.md?)"
        ),
        "{joined}"
    );
    assert!(joined.contains("01-intro.md:8:34: broken link: 02-nim.md has no anchor #boutn"), "{joined}");
    assert!(joined.contains("03-broken.md:8:1: the file is not valid UTF-8 text here"), "{joined}");
    assert!(!tmp.path().join("output").exists(), "nothing is written");
}

#[test]
fn a_missing_content_folder_is_a_clear_error() {
    let tmp = tempfile::tempdir().unwrap();
    let e = build(tmp.path()).unwrap_err().to_string();
    assert!(e.contains("there is no content folder") && e.contains("nimbook new"), "{e}");
}

#[test]
fn a_folder_nimbook_did_not_make_is_never_replaced() {
    let tmp = site_copy("basic");
    let out = tmp.path().join("src");
    fs::create_dir(&out).unwrap();
    fs::write(out.join("keep.rs"), "fn main() {}").unwrap();
    let e = site::build(&Layout::new(tmp.path()), &out, nimbook::views::i18n::english()).unwrap_err().to_string();
    assert!(e.contains("was not made by nimbook"), "{e}");
    assert!(out.join("keep.rs").exists());
}

#[test]
fn template_errors_name_the_template_and_line() {
    let tmp = site_copy("basic");
    fs::create_dir_all(tmp.path().join("templates")).unwrap();
    fs::write(
        tmp.path().join("templates/index.html"),
        "{% extends \"base.html\" %}\n{% block content %}\n{{ lessons | nosuchfilter }}\n{% endblock %}\n",
    )
    .unwrap();
    let errors = diagnostics(build(tmp.path()).unwrap_err());
    assert!(errors.iter().any(|e| e.contains("index.html:3") && e.contains("nosuchfilter")), "{errors:?}");
}

#[test]
fn the_starter_site_builds_at_once() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("course");
    site::new::create(&root).unwrap();
    let summary = build(&root).unwrap();
    // The welcome, the writing guide, and the lesson on the site's own game (games/staircase.rhai).
    assert_eq!(summary.lessons, 3);
    assert!(fs::read_to_string(root.join("output/your-own-game.html")).unwrap().contains("take 1 off stair 1"));
    // The layouts and the stylesheet are the course's to change; the page scripts and the blocks
    // that feed them stay nimbook's, so that a newer nimbook brings its widgets with it.
    assert!(root.join("templates/base.html").is_file() && root.join("templates/static/style.css").is_file());
    for own in ["static/play.js", "static/explore.js", "blocks/play.html", "blocks/explore.html"] {
        assert!(!root.join("templates").join(own).exists(), "{own} was copied");
    }
    let written = fs::read_to_string(root.join("output/static/play.js")).unwrap();
    assert_eq!(
        written,
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/static/play.js")).unwrap()
    );
    assert!(site::new::create(&root).is_err(), "an existing site is not overwritten");
}

#[test]
fn plain_markdown_renders_exactly_as_pulldown_cmark() {
    let env = nimbook::lesson::language::environment(None).unwrap();
    let mut checked = 0;
    for entry in fs::read_dir(fixture("plain")).unwrap() {
        let path = entry.unwrap().path();
        let text = fs::read_to_string(&path).unwrap();
        let ours = render_lesson(&env, &path, &text).unwrap().body;
        let mut theirs = String::new();
        pulldown_cmark::html::push_html(&mut theirs, pulldown_cmark::Parser::new_ext(&text, options()));
        assert_eq!(ours, theirs, "{}", path.display());
        checked += 1;
    }
    assert!(checked >= 4);
}

#[test]
fn bad_lessons_give_the_expected_diagnostics() {
    let env = nimbook::lesson::language::environment(None).unwrap();
    let mut checked = 0;
    let mut entries: Vec<PathBuf> = fs::read_dir(fixture("errors")).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries.iter().filter(|p| p.extension().is_some_and(|x| x == "md")) {
        let text = fs::read_to_string(path).unwrap();
        let errors = render_lesson(&env, Path::new("content/05-nim.md"), &text).expect_err("the lesson has mistakes");
        // Each diagnostic as `nimbook build` prints it: the first line, then the snippet.
        let got: String = errors.iter().map(|d| format!("{}\n", d.render())).collect();
        let expected = fs::read_to_string(path.with_extension("expected")).unwrap();
        assert_eq!(
            got,
            expected,
            "{} (`cargo run --example bless_diagnostics` rewrites the .expected files)",
            path.display()
        );
        checked += 1;
    }
    assert!(checked >= 4);
}

#[test]
fn an_edit_re_renders_only_that_lesson() {
    let tmp = site_copy("basic");
    let layout = Layout::new(tmp.path());
    let mut cache = site::Cache::default();
    site::generate_cached(&layout, &mut cache).unwrap();
    assert_eq!(cache.last_rendered, 2);
    site::generate_cached(&layout, &mut cache).unwrap();
    assert_eq!(cache.last_rendered, 0, "nothing changed");
    let intro = tmp.path().join("content/01-intro.md");
    let text = fs::read_to_string(&intro).unwrap();
    fs::write(&intro, text.replace("Start here", "Begin here")).unwrap();
    let (files, _) = site::generate_cached(&layout, &mut cache).unwrap();
    assert_eq!(cache.last_rendered, 1, "only the edited lesson is rendered again");
    assert!(String::from_utf8_lossy(&files["intro.html"]).contains("Begin here"));
    assert!(!String::from_utf8_lossy(&files["nim.html"]).contains("Begin here"));
    fs::create_dir_all(tmp.path().join("templates/examples/sections")).unwrap();
    fs::write(tmp.path().join("templates/examples/sections/nim.html"), "<p>restyled {{ ex.nim_sum }}</p>").unwrap();
    let (files, _) = site::generate_cached(&layout, &mut cache).unwrap();
    assert_eq!(cache.last_rendered, 2, "a template change renders every lesson again");
    assert!(
        String::from_utf8_lossy(&files["nim.html"]).contains("<p>restyled 9</p>"),
        "teachers restyle in templates/"
    );
}

#[test]
fn a_page_that_is_not_a_lesson_has_no_number_and_comes_after_the_lessons() {
    let tmp = site_copy("basic");
    // Numbered 00 so that, without the flag, it would come first and be "Lesson 1 of 3".
    fs::write(
        tmp.path().join("content/00-references.md"),
        "+++\ntitle = \"References\"\nnumbered = false\n+++\n\nThe sources.\n",
    )
    .unwrap();
    build(tmp.path()).unwrap();
    let refs = page(tmp.path(), "references.html");
    assert!(!refs.contains("class=\"lesson-number\""), "no \"Lesson N of M\" on it");
    let nim = page(tmp.path(), "nim.html");
    assert!(nim.contains("Lesson 2 of 2"), "it does not count among the lessons");
    assert!(nim.contains("rel=\"next\" href=\"references.html\""), "it comes after the last lesson");
    let index = page(tmp.path(), "index.html");
    let (lessons, more) = index.split_once("lesson-list-more").expect("the index lists it apart");
    assert!(!lessons.contains("references.html") && more.contains("references.html"));
    let print = page(tmp.path(), "print.html");
    assert_eq!(print.matches("class=\"lesson-number\"").count(), 2, "the print page numbers only the lessons");
}

#[test]
fn a_games_rule_is_stated_at_its_first_worked_example_only() {
    let tmp = site_copy("basic");
    fs::write(
        tmp.path().join("content/03-kayles.md"),
        "+++\ntitle = \"Kayles\"\n+++\n\n```example\nkayles 5 7\n```\n\n```example\nkayles 4 6\n```\n\n\
         ```example\nlasker 3 5\n```\n",
    )
    .unwrap();
    build(tmp.path()).unwrap();
    let page = crate::util::without_explore(&page(tmp.path(), "kayles.html"));
    let rule = "A move knocks down one pin, or two pins standing next to each other";
    assert_eq!(page.matches(rule).count(), 1, "Kayles' rule once, at its first example");
    assert_eq!(page.matches("<strong>Kayles (octal 0.77).</strong>").count(), 2, "both examples name the game");
    assert!(
        page.contains("A move takes any number of counters from one heap, or splits"),
        "another game states its own"
    );
}
