//! The build's edge cases, each found by an adversarial review: two lessons (or a lesson and
//! the index) making one page, a byte-order mark before the front matter, link loops under
//! `templates/static/`, file names that would break links, text in maths that HTML would read
//! as markup, titles and search text made from maths and headings, and every limit on a
//! lesson's `{{ … }}` and maths reported at its file:line:col.

use crate::util::{copy_dir, fixture};
use nimbook::error::Error;
use nimbook::lesson::language;
use nimbook::lesson::render_lesson;
use nimbook::site::{self, Layout};
use std::fs;
use std::path::Path;

fn site_copy() -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    copy_dir(&fixture("sites/basic"), tmp.path());
    tmp
}

fn errors_of(root: &Path) -> Vec<String> {
    match site::generate(&Layout::new(root)) {
        Err(Error::Diagnostics(list)) => list.iter().map(ToString::to_string).collect(),
        Err(other) => vec![other.to_string()],
        Ok(_) => panic!("the site should not build"),
    }
}

#[test]
fn a_lesson_file_past_its_bound_is_refused_unread() {
    let tmp = site_copy();
    let big = "Some words.\n\n".repeat(4_000_000 / 13 + 1000);
    fs::write(tmp.path().join("content/09-big.md"), big).unwrap();
    let errors = errors_of(tmp.path());
    assert!(errors.iter().any(|e| e.contains("09-big.md") && e.contains("more than 4000000 bytes")), "{errors:?}");
}

#[test]
fn a_lesson_named_index_is_an_error_naming_it() {
    let tmp = site_copy();
    fs::write(tmp.path().join("content/00-index.md"), "# Hijack\n").unwrap();
    let errors = errors_of(tmp.path());
    assert!(
        errors
            .iter()
            .any(|e| e.contains("00-index.md") && e.contains("index.html") && e.contains("the site's own pages")),
        "{errors:?}"
    );
    // Two lessons making one page: both are named.
    fs::remove_file(tmp.path().join("content/00-index.md")).unwrap();
    fs::write(tmp.path().join("content/03-nim.md"), "# Again\n").unwrap();
    let errors = errors_of(tmp.path());
    assert!(errors.iter().any(|e| e.contains("03-nim.md") && e.contains("02-nim.md")), "{errors:?}");
}

#[test]
fn file_names_that_would_break_links_are_refused() {
    for name in ["03-a#b.md", "03-what?.md", "03-100%.md"] {
        let tmp = site_copy();
        fs::write(tmp.path().join("content").join(name), "# X\n").unwrap();
        let errors = errors_of(tmp.path());
        assert!(errors.iter().any(|e| e.contains(name) && e.contains("rename it")), "{name}: {errors:?}");
    }
}

#[test]
fn a_byte_order_mark_before_the_front_matter_is_accepted() {
    let tmp = site_copy();
    let lesson = tmp.path().join("content/02-nim.md");
    let text = fs::read_to_string(&lesson).unwrap();
    fs::write(&lesson, format!("\u{feff}{text}")).unwrap();
    let (files, _) = site::generate(&Layout::new(tmp.path())).unwrap();
    let page = String::from_utf8(files["nim.html"].clone()).unwrap();
    assert!(page.contains("<title>Nim"), "the front matter was read");
    assert!(!page.contains("+++") && !page.contains('\u{feff}'));
}

#[cfg(unix)]
#[test]
fn a_link_loop_under_static_is_an_error_not_a_hang() {
    let tmp = site_copy();
    let dir = tmp.path().join("templates/static");
    fs::create_dir_all(&dir).unwrap();
    std::os::unix::fs::symlink(".", dir.join("a")).unwrap();
    std::os::unix::fs::symlink(".", dir.join("b")).unwrap();
    let errors = errors_of(tmp.path());
    assert!(errors.iter().any(|e| e.contains("a loop")), "{errors:?}");
}

fn lesson(text: &str) -> Result<nimbook::lesson::RenderedLesson, Vec<String>> {
    let env = language::environment(None).unwrap();
    render_lesson(&env, Path::new("content/05-x.md"), text).map_err(|ds| ds.iter().map(ToString::to_string).collect())
}

#[test]
fn maths_text_is_never_markup_and_titles_keep_it() {
    let r =
        lesson("+++\ntitle = \"T\"\n+++\n## When $a < b$ and $c > d$\n\n$\\operatorname{<i>x</i>} \\& y$\n").unwrap();
    assert!(!r.body.contains("<mo><</mo>") && !r.body.contains("<i>"), "{}", r.body);
    assert!(r.body.contains("&lt;i&gt;"), "{}", r.body);
    assert_eq!(r.toc[0].title, "When a<b and c>d");
    let plain = lesson("+++\nsummary = \"S\"\n+++\n# Is $a < b$?\n\nText.\n").unwrap();
    assert_eq!(plain.title.as_deref(), Some("Is a<b?"));
}

/// Full-width punctuation after a formula stays on its line, also when a template value writes
/// it (`{{ "，" if … }}`), and is written once.
#[test]
fn punctuation_a_template_writes_after_a_formula_is_glued_to_it() {
    let r = lesson("+++\ntitle = \"T\"\n+++\n{% for n in [1, 2] %}$x_{{ n }}${{ \"，\" if not loop.last else \"。\" }}{% endfor %}共两项\n\n$y$，以及 $z$。\n")
        .unwrap();
    for (mark, count) in [("，", 2), ("。", 2)] {
        assert_eq!(r.body.matches(&format!("</math>{mark}</span>")).count(), count, "{mark}: {}", r.body);
        assert_eq!(r.body.matches(mark).count(), count, "{mark} written once: {}", r.body);
    }
    assert!(r.body.contains("</span>共两项"), "{}", r.body);
}

/// A proved period is shown in rows one period long, so that the repeat runs down the columns;
/// without a period (or before a full period is shown) the table stays two rows.
#[test]
fn a_proved_period_is_shown_in_rows_one_period_long() {
    let r = lesson("+++\ntitle = \"T\"\n+++\n```example\nsubtraction 30 --set 2,5\n```\n\n```example\nsubtraction 4 --set 2,5\n```\n").unwrap();
    let at = r.body.find("grundy-rows").expect("a wrapped table");
    let table = &r.body[at..at + r.body[at..].find("</table>").unwrap()];
    let rows: Vec<Vec<&str>> = table
        .split("<tr>")
        .skip(2)
        .map(|row| row.split("<td").skip(1).map(|c| c.split('>').nth(1).unwrap().split('<').next().unwrap()).collect())
        .collect();
    // {2, 5} has period 7 from 0: 0 0 1 1 0 2 1, five rows for the sizes 0 to 30.
    assert_eq!(rows.len(), 5, "{table}");
    for row in &rows[..4] {
        assert_eq!(row, &["0", "0", "1", "1", "0", "2", "1"], "{table}");
    }
    assert_eq!(rows[4], ["0", "0", "1", "", "", "", ""], "{table}");
    assert!(table.contains("<th scope=\"row\">28–30</th>") && table.contains(">n mod 7</th>"), "{table}");
    assert_eq!(r.body.matches("grundy-rows").count(), 1, "the short table stays in two rows");
}

#[test]
fn search_text_keeps_headings_apart_from_what_follows() {
    let r = lesson("+++\ntitle = \"T\"\n+++\n## Heading\nParagraph\n\n```remark Note\nBody\n```\n").unwrap();
    assert!(r.text.contains("Heading Paragraph"), "{:?}", r.text);
    assert!(r.text.contains("Note Body"), "{:?}", r.text);
    // A link, bold run or code span inside a line leaves no gap: the text reads as the page.
    let r = lesson("+++\ntitle = \"T\"\n+++\n在[异或一课](02-xor.md)中，**必胜**的`nim`局面。\n").unwrap();
    assert!(r.text.contains("在异或一课中，必胜的nim局面。"), "{:?}", r.text);
}

/// Every limit a lesson can meet is an error at the expression's line and column.
#[test]
fn lesson_limits_are_diagnostics_at_their_place() {
    let front = "+++\ntitle = \"T\"\n[examples]\nmain = \"nim 1 2\"\n+++\nSome text\n";
    let cases = [
        ("{{ 5 | binary(65536) }}".to_string(), "width"),
        (format!("{{{{ {}1 }}}}", "-".repeat(6000)), "bytes long"),
        (format!("{{{{ {}1 }}}}", "-".repeat(200)), "nests"),
        ("{{ (range(100000)|join(\"x\"*30000))|length }}".to_string(), "longer than"),
        (format!("$$ {}1{} $$", "\\frac{".repeat(20_000), "}{2}".repeat(20_000)), "formula"),
        (format!("${}1{}$", "\\left(".repeat(100), "\\right)".repeat(100)), "groups deep"),
    ];
    for (body, needle) in cases {
        let errors = lesson(&format!("{front}x {body}\n")).unwrap_err();
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].starts_with("content/05-x.md:7:3: "), "{}", errors[0]);
        assert!(errors[0].contains(needle), "{needle}: {}", errors[0]);
    }
}
