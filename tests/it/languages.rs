//! Sites in several languages (issue 14): `content/` in the site's language and `content/zh/`
//! in Chinese build into one site with an edition per language — pages, navigation, index and
//! search index of their own, `lang` set, a language switch that lands on the same lesson, lists
//! in the page's language, and a warning for a lesson one edition lacks.

use nimbook::site::{self, Layout};
use std::fs;
use std::path::Path;

fn write(root: &Path, rel: &str, text: &str) {
    let path = root.join(rel);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, text).unwrap();
}

/// Two English lessons, their Chinese translations but for the second, and a picture each.
fn bilingual_site() -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    write(
        root,
        "content/01-nim.md",
        "+++\ntitle = \"Nim\"\n[examples]\nmain = \"nim 3 4 5\"\n+++\n\n## The heaps {#heaps}\n\nThe heaps are {{ main.heaps | and_list }}. See [the next lesson](02-more.md#more).\n\n![board](img/board.png)\n",
    );
    write(
        root,
        "content/02-more.md",
        "+++\ntitle = \"More\"\n+++\n\n## More {#more}\n\nBack to [Nim](01-nim.md#heaps).\n",
    );
    write(
        root,
        "content/zh/01-nim.md",
        "+++\ntitle = \"尼姆博弈\"\n[examples]\nmain = \"nim 3 4 5\"\n+++\n\n## 石子堆 {#heaps}\n\n三堆石子分别有 {{ main.heaps | and_list }} 枚，{{ 2 | ordinal }} 堆最多。见[下一课](02-more.md#more)。\n\n![棋盘](img/board.png)\n",
    );
    write(root, "content/img/board.png", "png");
    write(root, "content/zh/img/board.png", "png");
    tmp
}

fn read(root: &Path, rel: &str) -> String {
    fs::read_to_string(root.join("output").join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The `href`s of the language switch of a page.
fn switch_links(html: &str) -> Vec<(String, String)> {
    let Some(start) = html.find("<nav class=\"language-switch\"") else { return Vec::new() };
    let nav = &html[start..start + html[start..].find("</nav>").unwrap()];
    nav.split("<a href=\"")
        .skip(1)
        .map(|a| {
            let href = a[..a.find('"').unwrap()].to_string();
            let lang = a.split("hreflang=\"").nth(1).map(|l| l[..l.find('"').unwrap()].to_string()).unwrap();
            (lang, href)
        })
        .collect()
}

#[test]
fn each_language_is_an_edition_with_its_own_pages_index_and_search() {
    let tmp = bilingual_site();
    let root = tmp.path();
    let summary = site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english())
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(summary.lessons, 3);

    let en = read(root, "nim.html");
    let zh = read(root, "zh/nim.html");
    assert!(en.contains("<html lang=\"en\">") && zh.contains("<html lang=\"zh-Hans\">"));
    assert!(en.contains("The heaps are 3, 4 and 5."), "{en}");
    assert!(zh.contains("三堆石子分别有 3、4 和 5 枚，第 2 堆最多。"), "{zh}");
    // A link to a lesson the translation lacks leads to the site's own language.
    assert!(zh.contains("href=\"../more.html#more\""), "{zh}");
    // Static files once, at the root; the Chinese pages reach them from their folder.
    assert!(zh.contains("href=\"../static/style.css\"") && en.contains("href=\"static/style.css\""));
    assert!(!root.join("output/zh/static").exists());
    // Chrome in the page's language.
    assert!(zh.contains("课程目录") && zh.contains("第 1 课，共 1 课"), "{zh}");
    assert!(en.contains("Lesson 1 of 2"));

    // The switch lands on the same lesson, and every link resolves to a page the site has.
    assert_eq!(switch_links(&en), [("zh-Hans".to_string(), "zh/nim.html".to_string())]);
    assert_eq!(switch_links(&zh), [("en".to_string(), "../nim.html".to_string())]);
    assert!(en.contains("<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"zh/nim.html\">"));
    // A lesson without a translation: its switch leads to the other edition's index, and the
    // build says which lesson is missing.
    let more = read(root, "more.html");
    assert_eq!(switch_links(&more), [("zh-Hans".to_string(), "zh/index.html".to_string())]);
    assert!(!more.contains("hreflang=\"zh-Hans\" href=\"zh/index.html\">\n<link"), "no alternate for a missing page");
    let warnings: Vec<String> = summary.warnings.iter().map(|w| w.to_string()).collect();
    assert!(warnings.iter().any(|w| w.contains("has no 02-more.md")), "{warnings:?}");
    for (page, html) in [("nim.html", &en), ("zh/nim.html", &zh), ("more.html", &more)] {
        let folder = Path::new(page).parent().unwrap();
        for (_, href) in switch_links(html) {
            assert!(root.join("output").join(folder).join(&href).is_file(), "{page}: {href}");
        }
    }

    // Each edition has its own index, navigation and search index.
    let zh_index = read(root, "zh/index.html");
    assert!(zh_index.contains("尼姆博弈") && !zh_index.contains(">More<"), "{zh_index}");
    assert!(read(root, "index.html").contains(">More<"));
    let zh_search = crate::util::search_index(&root.join("output/zh"));
    assert_eq!(zh_search.as_array().unwrap().len(), 1);
    assert_eq!(zh_search[0]["title"], "尼姆博弈");
    assert!(zh_search[0]["text"].as_str().unwrap().contains("三堆石子"));
    let en_search = crate::util::search_index(&root.join("output"));
    assert_eq!(en_search.as_array().unwrap().len(), 2);

    // Pictures beside each edition's lessons are copied; the lessons' Markdown is not.
    assert!(root.join("output/zh/img/board.png").is_file() && root.join("output/img/board.png").is_file());
    assert!(!root.join("output/zh/01-nim.md").exists());

    // Two lessons missing from an edition: one warning names both.
    write(root, "content/03-last.md", "+++\ntitle = \"Last\"\n+++\n\nThe end.\n");
    let summary = site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english())
        .unwrap_or_else(|e| panic!("{e}"));
    let missing: Vec<String> =
        summary.warnings.iter().map(|w| w.to_string()).filter(|w| w.contains("edition lacks")).collect();
    assert_eq!(missing.len(), 1, "{missing:?}");
    assert!(
        missing[0].contains("has no 02-more.md or 03-last.md: the zh edition lacks these 2 lessons"),
        "{missing:?}"
    );
}

#[test]
fn links_in_a_translation_are_checked_within_its_edition() {
    let tmp = bilingual_site();
    let root = tmp.path();
    write(
        root,
        "content/zh/02-more.md",
        "+++\ntitle = \"更多\"\n+++\n\n## 更多 {#more}\n\n回到[尼姆博弈](01-nim.md#nowhere)。\n",
    );
    let e = site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english()).unwrap_err();
    let text = nimbook::error::report(&e, nimbook::views::i18n::english());
    assert!(text.contains("content/zh/02-more.md") && text.contains("has no anchor #nowhere"), "{text}");
    assert!(!root.join("output").exists(), "a failed build writes nothing");
}

#[test]
fn a_site_names_its_languages_and_their_titles_in_nimbook_toml() {
    let tmp = bilingual_site();
    let root = tmp.path();
    write(root, "nimbook.toml", "title = \"Nim\"\n[languages.zh]\ntitle = \"尼姆\"\ndescription = \"组合博弈入门\"\n");
    site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english())
        .unwrap_or_else(|e| panic!("{e}"));
    let zh_index = read(root, "zh/index.html");
    assert!(zh_index.contains("<h1>尼姆</h1>") && zh_index.contains("组合博弈入门"), "{zh_index}");
    assert!(read(root, "index.html").contains("<h1>Nim</h1>"));
    // A folder that is not a language nimbook has messages for is just a folder of files.
    write(root, "content/xx/notes.md", "# Notes\n");
    site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english())
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(root.join("output/xx/notes.md").is_file());
}

/// A site's own macros (`templates/macros.html`) serve the lessons of both editions through
/// `{% import %}`, each worded in its page's language where a filter words it; a macro that makes
/// HTML puts its HTML in (a macro of an .html template returns a safe string, as minijinja
/// prints it), its values escaped once, and the search reads its text; a template that is not
/// there is named with where lessons look for templates.
#[test]
fn a_sites_macros_serve_both_editions() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    write(
        root,
        "templates/macros.html",
        "{% macro heaps(ex) %}{{ ex.heaps | and_list }}{% endmacro %}\n\
         {% macro move(m, take, from) %}{{ take }} {{ m.take }} {{ from }} {{ m.heap }}{% endmacro %}\n\
         {% macro strong(x) %}<strong class=\"key\">{{ x }}</strong>{% endmacro %}\n",
    );
    let front = "+++\ntitle = \"Nim\"\n[examples]\nmain = \"nim 8 12 13\"\n+++\n\n";
    write(
        root,
        "content/01-nim.md",
        &format!(
            "{front}{{% import \"macros.html\" as m %}}\nFrom {{{{ m.heaps(main) }}}}, {{{{ m.move(main.winning_moves[0], \"take\", \"from heap\") }}}}.\n\nThe {{{{ m.strong(\"odd & even\") | safe }}}} rule, not {{{{ \"<em>\" }}}}.\n"
        ),
    );
    write(
        root,
        "content/zh/01-nim.md",
        &format!(
            "{front}{{% import \"macros.html\" as m %}}\n从 {{{{ m.heaps(main) }}}} 出发：{{{{ m.move(main.winning_moves[0], \"取走\", \"枚，第\") }}}} 堆。\n"
        ),
    );
    site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english()).unwrap();
    assert!(read(root, "nim.html").contains("From 8, 12 and 13, take 7 from heap 1."));
    let html = read(root, "nim.html");
    assert!(html.contains("<p>The <strong class=\"key\">odd &amp; even</strong> rule, not &lt;em&gt;.</p>"), "{html}");
    let search = read(root, "search-index.js");
    assert!(search.contains("From 8, 12 and 13, take 7 from heap 1. The odd & even rule, not <em>."), "{search}");
    assert!(read(root, "zh/nim.html").contains("从 8、12 和 13 出发：取走 7 枚，第 1 堆。"));
    write(root, "content/02-more.md", "+++\ntitle = \"More\"\n+++\n\n{% include \"mine.html\" %}\n");
    let e =
        site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english()).unwrap_err().to_string();
    assert!(e.contains("content/02-more.md:5:1:"), "{e}");
    assert!(e.contains("there is no template \"mine.html\""), "{e}");
    assert!(e.contains("the site's templates/ folder (templates/mine.html)"), "{e}");
    // A mistake inside an included template is told with the template's own line.
    write(root, "templates/mine.html", "First line.\n{{ main.nope.deeper }}\n");
    let e =
        site::build(&Layout::new(root), &root.join("output"), nimbook::views::i18n::english()).unwrap_err().to_string();
    assert!(e.contains("content/02-more.md:5:1:"), "{e}");
    assert!(e.contains("(templates/mine.html, line 2: "), "{e}");
}
