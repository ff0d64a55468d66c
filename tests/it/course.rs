//! The shipped course in `content/`: it builds with no error, has the twelve lessons with their
//! exercises, and its numbers follow the examples named in the front matter.

use crate::util::copy_dir;
use nimbook::games::{nim, xor::nim_sum};
use nimbook::site::{self, Layout};
use std::fs;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A copy of the course (lessons only; the built-in templates are the repo's templates).
fn course_copy() -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    for dir in ["content", "templates"] {
        copy_dir(&repo().join(dir), &tmp.path().join(dir));
    }
    tmp
}

fn build(root: &Path) -> String {
    let out = root.join("output");
    site::build(&Layout::new(root), &out).unwrap_or_else(|e| panic!("{}", nimbook::error::report(&e)));
    out.to_string_lossy().into_owned()
}

#[test]
fn the_course_builds_with_every_lesson_and_its_exercises() {
    let tmp = course_copy();
    let out = build(tmp.path());
    let pages = [
        "positions",
        "xor",
        "theorem-1",
        "theorem-2",
        "nim",
        "misere",
        "bounded-nim",
        "bash",
        "xor-range",
        "wythoff",
        "euler-301",
        "sprague-grundy",
    ];
    for name in pages {
        let html = fs::read_to_string(Path::new(&out).join(format!("{name}.html"))).unwrap();
        let exercises = html.matches("class=\"callout callout-exercise\"").count();
        let answers = html.matches("<details class=\"answer\"").count();
        assert!(exercises >= 2, "{name}: {exercises} exercises");
        assert!(answers >= exercises, "{name}: every exercise has an answer");
        assert!(html.contains("class=\"worked"), "{name}: a computed worked example");
        assert!(!html.contains("{{"), "{name}: no unevaluated expression");
        assert!(!html.contains("<merror"), "{name}: no maths error");
        let blocks =
            html.matches("<section class=\"worked worked-").count() + html.matches("<section class=\"play\"").count();
        assert_eq!(blocks, html.matches("class=\"worked-heading\"").count(), "{name}: each block has one heading");
        assert_eq!(html.matches("<section").count(), html.matches("</section>").count(), "{name}: balanced sections");
    }
    let euler = fs::read_to_string(Path::new(&out).join("euler-301.html")).unwrap();
    assert!(euler.contains("2178309"), "PE 301's published answer, computed");
}

#[test]
fn the_nim_lesson_follows_its_example() {
    let tmp = course_copy();
    let lesson = tmp.path().join("content/05-nim.md");
    let text = fs::read_to_string(&lesson).unwrap();
    assert!(text.contains("main = \"nim 8 12 13\""), "the lesson names its example in the front matter");
    let out = build(tmp.path());
    let before = fs::read_to_string(Path::new(&out).join("nim.html")).unwrap();
    assert!(before.contains("<code>nim 8 12 13</code>"));

    fs::write(&lesson, text.replace("main = \"nim 8 12 13\"", "main = \"nim 5 9 14\"")).unwrap();
    let out = build(tmp.path());
    let after = fs::read_to_string(Path::new(&out).join("nim.html")).unwrap();
    assert!(after.contains("<code>nim 5 9 14</code>"), "the worked example follows");
    assert!(!after.contains("<code>nim 8 12 13</code>"));
    let sum = nim_sum(&[5, 9, 14]);
    let first = nim::winning_moves(&[5, 9, 14], nim::NimRules::default())[0];
    assert!(after.contains(&format!("<td>{sum}</td>")), "the nim-sum row follows");
    assert!(after.contains(&format!("From heap {} take {}, leaving {}", first.heap, first.take, first.leaves)));
    assert_ne!(before, after);
}
