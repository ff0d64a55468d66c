//! The whole-course print page (`print.html`, one per edition): every lesson in order, ids
//! unique across lessons, every link within the page landing on an id, the answers at the end,
//! the play widget shown by its heading.

use nimbook::site::{self, Layout};
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

fn write(root: &Path, rel: &str, text: &str) {
    let path = root.join(rel);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

fn lesson(title: &str, other: &str, answer: &str) -> String {
    format!(
        "+++\ntitle = \"{title}\"\n+++\n\n## Exercises\n\nSee [the other lesson's exercises]({other}#exercises).\n\n\
         ```exercise\nIs nim 3 4 5 won by the first player?\n```\n\n```answer\n{answer} [Back up](#exercises).\n```\n\n\
         ```play\nnim 3 4 5\n```\n"
    )
}

/// Every `id` of a page, and every in-page link target.
fn ids_and_links(html: &str) -> (Vec<String>, Vec<String>) {
    let grab = |marker: &str| -> Vec<String> {
        html.match_indices(marker)
            .map(|(i, _)| {
                let v = &html[i + marker.len()..];
                v[..v.find('"').unwrap()].to_string()
            })
            .collect()
    };
    (grab(" id=\""), grab("href=\"#"))
}

/// Every id of `html` once, and every in-page link landing on one.
fn assert_ids_unique_and_links_land(html: &str, what: &str) {
    let (ids, links) = ids_and_links(html);
    let mut seen = BTreeMap::new();
    for id in &ids {
        *seen.entry(id.clone()).or_insert(0) += 1;
    }
    let repeated: Vec<_> = seen.iter().filter(|(_, n)| **n > 1).collect();
    assert!(repeated.is_empty(), "{what}: repeated ids {repeated:?}");
    for l in &links {
        assert!(seen.contains_key(l), "{what}: a link to #{l}, which no element has");
    }
}

#[test]
fn lessons_whose_names_and_ids_look_alike_keep_their_anchors_apart() {
    // `x` with a heading "Title" beside a lesson `x-title`; `a` with a heading "b" beside a
    // lesson `a--b`; a lesson named `answers` and headings named like the page's own parts.
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    write(root, "nimbook.toml", "title = \"Course\"\n");
    let answered = "\n```exercise\nQ?\n```\n\n```answer\nA.\n```\n";
    write(root, "content/01-x.md", &format!("+++\ntitle = \"X\"\n+++\n\n## Title\n\n## Answers\n{answered}"));
    write(root, "content/02-x-title.md", &format!("+++\ntitle = \"X title\"\n+++\n\n## Answer 1\n{answered}"));
    write(root, "content/03-a.md", "+++\ntitle = \"A\"\n+++\n\n## B\n\nSee [b](#b) and [the other](04-a--b.md#b).\n");
    write(root, "content/04-a--b.md", "+++\ntitle = \"A, B\"\n+++\n\n## B\n\nBack to [a](03-a.md#b).\n");
    write(root, "content/05-answers.md", &format!("+++\ntitle = \"Answers\"\n+++\n\n## X\n{answered}"));
    let (files, _) = site::generate(&Layout::new(root)).unwrap();
    let html = String::from_utf8(files["print.html"].clone()).unwrap();
    assert_ids_unique_and_links_land(&html, "print.html");
    // Each link between lessons lands in the lesson it names.
    assert!(html.contains("href=\"#l4-b\"") && html.contains("href=\"#l3-b\""), "{html}");
}

#[test]
fn the_print_page_holds_every_lesson_once_with_answers_at_the_end() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    write(root, "nimbook.toml", "title = \"Course\"\n");
    write(root, "content/01-one.md", &lesson("One", "02-two.md", "Yes, the nim-sum is 2."));
    write(root, "content/02-two.md", &lesson("Two", "01-one.md", "Yes: take 2 from the first heap."));
    write(root, "content/zh/01-one.md", &lesson("第一课", "02-two.md", "是的，尼姆和为 2。"));
    write(root, "content/zh/02-two.md", &lesson("第二课", "01-one.md", "是的。"));
    let (files, _) = site::generate(&Layout::new(root)).unwrap();
    for (prefix, first, answer) in [("", "One", "the nim-sum is 2."), ("zh/", "第一课", "尼姆和为 2。")] {
        let html = String::from_utf8(files[&format!("{prefix}print.html")].clone()).unwrap();
        assert_ids_unique_and_links_land(&html, prefix);
        let (_, links) = ids_and_links(&html);
        // Both lessons, in order, each from its own anchor; the links between them stay inside.
        let one = html.find("id=\"l1\"").unwrap();
        let two = html.find("id=\"l2\"").unwrap();
        assert!(one < two && html[one..].contains(first), "{prefix}");
        assert!(links.contains(&"l2-exercises".to_string()) && links.contains(&"l1-exercises".to_string()));
        // The answers: none left in the lessons, all after the last lesson, each linked from its place.
        assert!(!html.contains("<details class=\"answer\""), "{prefix}");
        let answers = html.find("id=\"answers\"").unwrap();
        assert!(answers > two);
        let at = html.find(answer).unwrap();
        assert!(at > answers, "{prefix}: the answer is printed after the lessons");
        assert!(links.contains(&"l1-answer-1".to_string()), "{prefix}: {links:?}");
        // The play widget: no script on the page, its heading shown.
        assert!(!html.contains("play.js"), "{prefix}");
        assert!(
            html.contains("<section class=\"play-print\""),
            "{prefix}: the widget is shown by its heading and rule"
        );
        assert!(
            !html.contains("class=\"play\"") && !html.contains("data-config") && !html.contains("<noscript>"),
            "{prefix}"
        );
        // Every lesson page links to the print page.
        let page = String::from_utf8(files[&format!("{prefix}one.html")].clone()).unwrap();
        assert!(page.contains("href=\"print.html\""), "{prefix}");
    }
    let en = String::from_utf8(files["print.html"].clone()).unwrap();
    assert!(en.contains("The answer to exercise 1 is at the end of the course."), "{en}");
    let zh = String::from_utf8(files["zh/print.html"].clone()).unwrap();
    assert!(zh.contains("练习 1 的答案附在全部课程之后。"), "{zh}");
}
