//! A site is more than Markdown: files next to the lessons are copied and links to them
//! checked (a missing one is a warning, the build goes on), an answer with no exercise is a
//! warning, one template mistake is reported once, and every diagnostic shows its source line
//! with carets under the mistake.

use crate::util::{copy_dir, fixture};
use nimbook::error::{Error, report};
use nimbook::site::{self, Layout};
use std::fs;

fn site_with(lesson: &str) -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    copy_dir(&fixture("sites/basic"), tmp.path());
    fs::write(tmp.path().join("content/03-extra.md"), lesson).unwrap();
    tmp
}

#[test]
fn files_next_to_the_lessons_are_copied_and_links_checked() {
    let tmp = site_with(
        "+++\ntitle = \"Extra\"\n+++\n![board](img/board.png) [home](index.html) [nim](nim.html)\n\
         [x](welcom.html) ![b](img/bord.png)\n\n```answer\nNo exercise.\n```\n",
    );
    fs::create_dir_all(tmp.path().join("content/img")).unwrap();
    fs::write(tmp.path().join("content/img/board.png"), b"\x89PNG").unwrap();
    fs::write(tmp.path().join("content/.hidden"), b"x").unwrap();
    let out = tmp.path().join("output");
    let summary = site::build(&Layout::new(tmp.path()), &out, nimbook::views::i18n::english()).unwrap();
    assert_eq!(fs::read(out.join("img/board.png")).unwrap(), b"\x89PNG");
    assert!(!out.join(".hidden").exists());
    let warnings: Vec<String> = summary.warnings.iter().map(|w| w.render()).collect();
    assert_eq!(warnings.len(), 3, "{warnings:#?}");
    assert!(warnings[0].contains("03-extra.md:7:1: this answer has no exercise before it"), "{warnings:#?}");
    assert!(
        warnings[1].contains("03-extra.md:5:1: this links to welcom.html, which the site does not have"),
        "{warnings:#?}"
    );
    assert!(
        warnings[2].contains("img/bord.png") && warnings[2].contains("did you mean img/board.png?"),
        "{warnings:#?}"
    );
    // The snippet: the line and carets under the link.
    assert!(warnings[1].ends_with("5 | [x](welcom.html) ![b](img/bord.png)\n  | ^^^^^^^^^^^^^^^^"), "{}", warnings[1]);
}

#[test]
fn a_template_mistake_is_reported_once_with_its_line() {
    let tmp =
        site_with("+++\ntitle = \"Extra\"\n[examples]\na = \"nim 1 2\"\n+++\n```example a\n```\n\n```example a\n```\n");
    fs::create_dir_all(tmp.path().join("templates/examples/sections")).unwrap();
    fs::write(tmp.path().join("templates/examples/sections/nim.html"), "<p>{{ ex.nope.deeper }}</p>\n").unwrap();
    let e = site::generate(&Layout::new(tmp.path())).unwrap_err();
    let Error::Diagnostics(list) = &e else { panic!("{e}") };
    assert_eq!(list.len(), 1, "{}", report(&e, nimbook::views::i18n::english()));
    assert!(
        list[0].message.to_string().contains("more places; fix it once"),
        "{}",
        report(&e, nimbook::views::i18n::english())
    );
    assert!(
        report(&e, nimbook::views::i18n::english()).contains("13 | ```example main\n   | ^^^^^^^^^^^^^^^"),
        "{}",
        report(&e, nimbook::views::i18n::english())
    );
    // A page template: once for all pages, with the template's line.
    fs::remove_file(tmp.path().join("templates/examples/sections/nim.html")).unwrap();
    fs::write(
        tmp.path().join("templates/lesson.html"),
        "{% extends \"base.html\" %}\n{% block content %}{{ page.nope.deeper }}{% endblock %}\n",
    )
    .unwrap();
    let e = site::generate(&Layout::new(tmp.path())).unwrap_err();
    let Error::Diagnostics(list) = &e else { panic!("{e}") };
    assert_eq!(list.len(), 1, "{}", report(&e, nimbook::views::i18n::english()));
    assert!(
        report(&e, nimbook::views::i18n::english())
            .contains("2 | {% block content %}{{ page.nope.deeper }}{% endblock %}\n  |"),
        "{}",
        report(&e, nimbook::views::i18n::english())
    );
}

#[test]
fn every_diagnostic_shows_its_line_and_a_caret() {
    let tmp = site_with("+++\ntitle = \"Extra\"\n[examples]\na = \"nim 8 twelve\"\n+++\nText.\n");
    let e = site::generate(&Layout::new(tmp.path())).unwrap_err();
    let text = report(&e, nimbook::views::i18n::english());
    assert!(text.contains("03-extra.md:4:12: heap size \"twelve\" is not a whole number"), "{text}");
    assert!(text.contains("4 | a = \"nim 8 twelve\"\n  |            ^^^^^^"), "{text}");
}

#[test]
fn an_example_block_takes_a_title_and_a_play_out_setting() {
    let env = nimbook::lesson::language::environment(None).unwrap();
    let render = |info: &str| {
        let text = format!("+++\n[examples]\nmain = \"nim 6 9 14 --max-take 3\"\n+++\n```example {info}\n```\n");
        nimbook::lesson::render_lesson(&env, std::path::Path::new("content/05-x.md"), &text)
            .map(|r| crate::util::without_explore(&r.body))
            .map_err(|d| d.iter().map(|d| d.to_string()).collect::<Vec<_>>())
    };
    let plain = render("main").unwrap();
    assert!(
        plain.contains("Example 1</a>: Nim with at most 3 per move, heaps 6, 9, 14</p>")
            && plain.contains("<details class=\"playout\">"),
        "{plain}"
    );
    let titled = render("main title=\"A position with $T = {{ main.value_sum }}$\" playout=none").unwrap();
    assert!(!titled.contains("--max-take"), "{titled}");
    // A title follows the number with a colon, as a heading worded from the example does.
    assert!(titled.contains("Example 1</a>: A position with <math"), "{titled}");
    assert!(!titled.contains("playout"), "{titled}");
    let short = render("main playout=short words=show").unwrap();
    assert!(short.contains("--max-take") && short.contains("; the first 4 shown)"), "{short}");
    assert_eq!(short.matches("<tr class=\"winning\"").count() + short.matches("<tr class=\"losing\"").count(), 4);
    let nim = render("main title=\"Short\"").unwrap();
    assert!(nim.matches("<tr class=\"winning\"").count() + nim.matches("<tr class=\"losing\"").count() > 4);
    let e = render("main playout=half").unwrap_err();
    assert!(e[0].starts_with("content/05-x.md:5:1: playout=half is not a choice"), "{e:?}");
}

#[test]
fn nimbook_build_prints_warnings_and_errors_with_snippets() {
    let tmp = site_with("+++\ntitle = \"Extra\"\n+++\nSee ![b](img/board.png).\n");
    let run = || {
        let out =
            std::process::Command::new(env!("CARGO_BIN_EXE_nimbook")).arg("build").arg(tmp.path()).output().unwrap();
        (out.status.success(), String::from_utf8(out.stderr).unwrap())
    };
    let (ok, stderr) = run();
    assert!(ok, "{stderr}");
    assert!(stderr.contains("03-extra.md:4:5: this links to img/board.png"), "{stderr}");
    assert!(stderr.contains("4 | See ![b](img/board.png).\n  |     ^^^^^^^^^^^^^^^^^^"), "{stderr}");
    fs::write(tmp.path().join("content/03-extra.md"), "+++\n[examples]\nm = \"nim 8 twelve\"\n+++\n").unwrap();
    let (ok, stderr) = run();
    assert!(!ok);
    assert!(stderr.contains("error: "), "{stderr}");
    assert!(stderr.contains("3 | m = \"nim 8 twelve\"\n  |            ^^^^^^\n"), "{stderr}");
}

/// Issue 21: many broken links on one line cost memory in proportion to the links, not links
/// times line: each warning keeps the part of the line around its link, never a copy of the
/// whole line, and prints as much. (Its time is measured by `bench/links.sh`, not here.)
#[test]
fn many_broken_links_on_one_line_keep_no_copy_of_the_line() {
    let n = 3000;
    let line: Vec<String> = (0..n).map(|i| format!("[l{i}](missing{i}.png)")).collect();
    let line = line.join(" ");
    let tmp = site_with(&format!("+++\ntitle = \"Extra\"\n+++\n{line}\n\n{line}\n"));
    let generated = site::generate(&Layout::new(tmp.path()));
    let (_, summary) = generated.unwrap_or_else(|e| panic!("{}", &e.to_string()[..200]));
    assert_eq!(summary.warnings.len(), 2 * n);
    let kept: usize = summary.warnings.iter().filter_map(|w| w.snippet.as_ref()).map(|s| s.line_text.len()).sum();
    assert!(kept < 2 * n * 400, "the warnings keep {kept} bytes of two {}-byte lines", line.len());
    // Each still names its own place, and shows its own link under the carets.
    let last = &summary.warnings[2 * n - 1];
    let column = line.find(&format!("[l{}]", n - 1)).unwrap() + 1;
    assert_eq!((last.line, last.column), (6, column));
    let shown = last.render();
    assert!(shown.len() < 1000, "{} bytes shown", shown.len());
    let (text, carets) = (shown.lines().nth(2).unwrap(), shown.lines().last().unwrap());
    let at = carets.chars().position(|c| c == '^').unwrap();
    let under: String = text.chars().skip(at).collect();
    assert!(under.starts_with(&format!("[l{}](missing{}.png)", n - 1, n - 1)), "{shown}");
    // A broken link to a lesson is an error, at its place too.
    std::fs::write(
        tmp.path().join("content/03-extra.md"),
        format!("+++\ntitle = \"Extra\"\n+++\n{line} [a](missing-lesson.md) [b](gone.md)\n"),
    )
    .unwrap();
    let Err(Error::Diagnostics(errors)) = site::generate(&Layout::new(tmp.path())) else { panic!("broken links") };
    assert_eq!(errors.len(), 2);
    assert_eq!(errors[1].column, line.len() + " [a](missing-lesson.md) ".len() + 1);
    assert!(errors.iter().all(|e| e.snippet.as_ref().is_some_and(|s| s.line_text.len() < 400)));
}

/// Every template in the repository's `templates/` (each page, block and example partial) is
/// built into nimbook, so a site without a `templates/` folder of its own, or with only some of
/// them (the manual), renders every block the shipped course does.
#[test]
fn every_shipped_template_is_built_in() {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("templates");
    let mut missing = Vec::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "html") {
                let name = path.strip_prefix(&root).unwrap().to_string_lossy().replace('\\', "/");
                if !nimbook::views::templates::DEFAULT_TEMPLATES.iter().any(|(known, _)| *known == name) {
                    missing.push(name);
                }
            }
        }
    }
    assert!(missing.is_empty(), "templates not built in (crates/views/src/templates.rs): {missing:?}");
}
