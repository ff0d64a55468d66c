//! The whole course on one page for printing (`print.html` in each edition, as mdBook's
//! `print.html`): every lesson in order, the answers gathered at the end, the play widgets
//! shown by their heading, rule and start, and page breaks that keep tables and charts whole
//! (the stylesheet's `.print-page` rules). It comes last in an edition's build: it reads the
//! lessons' rendered bodies — HTML nimbook wrote — and rewrites only what one page needs
//! changed: ids get the lesson's key as prefix (so "exercises" in two lessons stay two
//! anchors), references to ids follow them, and links between lessons become links within
//! the page. Everything else is copied byte for byte.
//!
//! The page's ids cannot collide, whatever the lessons' file names and ids, and each is a valid
//! XML name (an id inside a chart's SVG must be): a lesson's key is `l` and its place on the page
//! (`l5`, [`key`]), where it starts; its title is `l5-`; an id `x` of its body becomes `l5-x` (an
//! id is never empty, and the digits end at the first `-`). The page's own ids start with
//! `answers`: `answers` and its heading `answers-title`, and under it `answers-l5` for a lesson's
//! answers and `answers-l5-x` for the title of the answer `l5-x`.

use std::collections::BTreeMap;

/// One lesson as the print page shows it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct PrintLesson {
    /// The anchor of the lesson's start on the print page (its key, [`key`]).
    pub id: String,
    /// The body, rewritten for the print page, without its answers.
    pub body: String,
    /// The lesson's answers, in order, for the end of the page.
    pub answers: Vec<PrintAnswer>,
}

/// One answer, moved to the end of the print page.
#[derive(Debug, Clone, serde::Serialize)]
pub struct PrintAnswer {
    /// Its id on the print page (the place in the lesson links to it).
    pub id: String,
    /// The exercise it answers, as the lesson numbers it (empty when it names none).
    pub exercise: String,
    /// The answer's HTML.
    pub body: String,
}

/// Attributes that hold one id or a list of ids, separated by spaces.
const ID_LISTS: [&str; 7] =
    ["id", "for", "headers", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns"];
/// Elements whose content is raw text: no tags inside to rewrite.
const RAW_TEXT: [&str; 3] = ["script", "style", "textarea"];

/// Where `tag` (a closing tag such as `</form>`, in lower case) first is in `html`, in any case
/// of its letters: found without a lower-cased copy of the rest of the page (a lesson has a form
/// for every worked example, and its body is hundreds of kilobytes).
fn find_tag(html: &str, tag: &str) -> Option<usize> {
    let (bytes, tag) = (html.as_bytes(), tag.as_bytes());
    let mut from = 0;
    while let Some(i) = html[from..].find('<') {
        let at = from + i;
        if bytes.get(at..at + tag.len()).is_some_and(|b| b.eq_ignore_ascii_case(tag)) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// Rewrites one lesson's rendered `body` for the print page. `key` is the lesson's ([`key`]),
/// and `lessons` maps each lesson page of the edition (`02-xor.html`) to its key, so that a link to
/// it becomes a link within the print page; `answer_link` words the link left where an answer
/// was, from the exercise it answers (in the page's language).
pub fn lesson(
    key: &str,
    body: &str,
    lessons: &BTreeMap<String, String>,
    answer_link: &dyn Fn(&str) -> String,
) -> PrintLesson {
    let mut out = String::with_capacity(body.len() + body.len() / 8);
    let mut answers = Vec::new();
    // The open answer: where it starts in `out`, its id and exercise, and how many `details`
    // are open inside it.
    let mut answer: Option<(usize, String, String, usize)> = None;
    let mut rest = body;
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        rest = &rest[lt..];
        if let Some(comment) = rest.strip_prefix("<!--") {
            let end = comment.find("-->").map_or(rest.len(), |i| 4 + i + 3);
            out.push_str(&rest[..end]);
            rest = &rest[end..];
            continue;
        }
        let Some(tag) = Tag::read(rest) else {
            out.push('<');
            rest = &rest[1..];
            continue;
        };
        let text = &rest[..tag.len];
        rest = &rest[tag.len..];
        let name = tag.name.to_ascii_lowercase();
        if !tag.closing && name == "noscript" {
            // What a page says when scripts are off (how to play offline) has nothing to say
            // on paper, where the widget is shown by its heading and rule.
            let end = find_tag(rest, "</noscript>").map_or(rest.len(), |i| i + "</noscript>".len());
            rest = &rest[end..];
            continue;
        }
        if !tag.closing
            && name == "form"
            && tag.attr("class").is_some_and(|c| c.split(' ').any(|c| c == "explore-form"))
        {
            // The field where a student changes a worked example or a game's start is a thing
            // of the screen: paper shows the lesson's own example.
            let end = find_tag(rest, "</form>").map_or(rest.len(), |i| i + "</form>".len());
            rest = &rest[end..];
            continue;
        }
        if !tag.closing && name == "details" && tag.attr("class").is_some_and(|c| c.split(' ').any(|c| c == "answer")) {
            if let Some((_, _, _, depth)) = answer.as_mut() {
                *depth += 1;
            } else {
                let id = tag.attr("id").map(|id| prefixed(key, id)).unwrap_or_default();
                let exercise = tag.attr("data-exercise").unwrap_or_default().to_string();
                answer = Some((out.len(), id, exercise, 0));
            }
        } else if !tag.closing && name == "details" {
            if let Some((_, _, _, depth)) = answer.as_mut() {
                *depth += 1;
            }
        }
        rewrite(&mut out, text, &tag, key, lessons, &name);
        if tag.closing && name == "details" {
            match answer.as_mut() {
                Some((_, _, _, depth)) if *depth > 0 => *depth -= 1,
                Some(_) => {
                    let (start, id, exercise, _) = answer.take().expect("matched");
                    let element = out.split_off(start);
                    let words = crate::markup::escape_html(&answer_link(&exercise));
                    out.push_str(&format!("<p class=\"print-answer-link\"><a href=\"#{id}\">{words}</a></p>"));
                    answers.push(PrintAnswer { id, exercise, body: answer_body(&element) });
                }
                None => {}
            }
        }
        if !tag.closing && RAW_TEXT.contains(&name.as_str()) {
            let close = format!("</{name}");
            let end = find_tag(rest, &close).unwrap_or(rest.len());
            out.push_str(&rest[..end]);
            rest = &rest[end..];
        }
    }
    out.push_str(rest);
    PrintLesson { id: key.to_string(), body: out, answers }
}

/// The inside of an answer's `<div class="answer-body">` (the built-in `blocks/answer.html`),
/// or the whole element, opened, when a site's own template draws it otherwise.
fn answer_body(element: &str) -> String {
    const OPEN: &str = "<div class=\"answer-body\">";
    match (element.find(OPEN), element.rfind("</div>")) {
        (Some(start), Some(end)) if start + OPEN.len() <= end => element[start + OPEN.len()..end].trim().to_string(),
        _ => element.replacen("<details", "<details open", 1),
    }
}

/// The key of the lesson at place `index` (from 0) of the print page (see the module's note).
pub fn key(index: usize) -> String {
    format!("l{}", index + 1)
}

/// The print page's id for the id `id` of the lesson keyed `key` (see the module's note).
fn prefixed(key: &str, id: &str) -> String {
    format!("{key}-{id}")
}

/// The tag `text` with its ids, references to ids and links rewritten. A play widget's
/// section becomes a `play-print` section, shown, without the data its script would read: the
/// print page has no script, and the widget's heading, rule and start stand for it. A box a
/// student could change (`div.explore`) loses the data its script would send to the engine.
/// The tag is written at the end of `out`.
fn rewrite(out: &mut String, text: &str, tag: &Tag<'_>, key: &str, lessons: &BTreeMap<String, String>, name: &str) {
    if tag.closing || tag.attrs.is_empty() {
        out.push_str(text);
        return;
    }
    let has_class = |class: &str| tag.attr("class").is_some_and(|c| c.split(' ').any(|c| c == class));
    let play = name == "section" && has_class("play");
    let explore = name == "div" && has_class("explore");
    let mut copied = 0;
    for a in &tag.attrs {
        let attr_name = a.name.to_ascii_lowercase();
        let new_value = if ID_LISTS.contains(&attr_name.as_str()) {
            Some(a.value.split(' ').filter(|s| !s.is_empty()).map(|id| prefixed(key, id)).collect::<Vec<_>>().join(" "))
        } else if attr_name == "href" {
            link(a.value, key, lessons)
        } else if a.value.contains("url(#") {
            Some(a.value.replace("url(#", &format!("url(#{key}-")))
        } else {
            None
        };
        let dropped = (play
            && matches!(
                attr_name.as_str(),
                "hidden" | "data-config" | "data-config-from" | "data-words" | "data-messages"
            ))
            || (explore && attr_name == "data-explore");
        if dropped {
            out.push_str(text[copied..a.start].trim_end());
            copied = a.end;
            continue;
        }
        if play && attr_name == "class" {
            out.push_str(&text[copied..a.value_start]);
            let classes: Vec<&str> = a.value.split(' ').map(|c| if c == "play" { "play-print" } else { c }).collect();
            out.push_str(&classes.join(" "));
            copied = a.value_start + a.value.len();
            continue;
        }
        if let Some(v) = new_value {
            out.push_str(&text[copied..a.value_start]);
            out.push_str(&v);
            copied = a.value_start + a.value.len();
        }
    }
    out.push_str(&text[copied..]);
}

/// A link's new target on the print page: `#x` → `#l5-x` (`l5` the lesson's key); `other.html#x`
/// (a lesson of the edition) → `#l7-x`; `other.html` → `#other`; anything else unchanged (`None`).
fn link(href: &str, key: &str, lessons: &BTreeMap<String, String>) -> Option<String> {
    if let Some(id) = href.strip_prefix('#') {
        return Some(if id.is_empty() { format!("#{key}") } else { format!("#{}", prefixed(key, id)) });
    }
    let (page, anchor) = href.split_once('#').map_or((href, None), |(p, a)| (p, Some(a)));
    let other = lessons.get(page)?;
    Some(match anchor {
        Some(a) if !a.is_empty() => format!("#{}", prefixed(other, a)),
        _ => format!("#{other}"),
    })
}

/// One start or end tag, read from the start of a text.
struct Tag<'a> {
    name: &'a str,
    closing: bool,
    attrs: Vec<Attr<'a>>,
    /// The tag's length in bytes, `<` to `>`.
    len: usize,
}

/// One attribute of a tag: byte ranges are relative to the tag's start.
struct Attr<'a> {
    name: &'a str,
    value: &'a str,
    /// Where the attribute starts and ends in the tag.
    start: usize,
    end: usize,
    /// Where its value starts (after an opening quote).
    value_start: usize,
}

impl<'a> Tag<'a> {
    /// Reads a tag at the start of `text` (which starts with `<`); `None` when it is not one (a
    /// `<` in text, `<!doctype>`, a tag never closed).
    fn read(text: &'a str) -> Option<Tag<'a>> {
        let b = text.as_bytes();
        let mut i = 1;
        let closing = b.get(1) == Some(&b'/');
        if closing {
            i += 1;
        }
        if !b.get(i)?.is_ascii_alphabetic() {
            return None;
        }
        let name_start = i;
        while i < b.len() && !b[i].is_ascii_whitespace() && b[i] != b'>' && b[i] != b'/' {
            i += 1;
        }
        let name = &text[name_start..i];
        let mut attrs = Vec::new();
        loop {
            while i < b.len() && (b[i].is_ascii_whitespace() || b[i] == b'/') {
                i += 1;
            }
            match b.get(i)? {
                b'>' => return Some(Tag { name, closing, attrs, len: i + 1 }),
                _ => {
                    let start = i;
                    while i < b.len() && !b[i].is_ascii_whitespace() && !matches!(b[i], b'=' | b'>' | b'/') {
                        i += 1;
                    }
                    let attr_name = &text[start..i];
                    if b.get(i) != Some(&b'=') {
                        attrs.push(Attr { name: attr_name, value: "", start, end: i, value_start: i });
                        continue;
                    }
                    i += 1;
                    let (value_start, value_end, end) = match b.get(i)? {
                        q @ (b'"' | b'\'') => {
                            let close = text[i + 1..].find(*q as char)? + i + 1;
                            (i + 1, close, close + 1)
                        }
                        _ => {
                            let s = i;
                            while i < b.len() && !b[i].is_ascii_whitespace() && b[i] != b'>' {
                                i += 1;
                            }
                            (s, i, i)
                        }
                    };
                    i = end;
                    attrs.push(Attr { name: attr_name, value: &text[value_start..value_end], start, end, value_start });
                }
            }
        }
    }

    fn attr(&self, name: &str) -> Option<&'a str> {
        self.attrs.iter().find(|a| a.name.eq_ignore_ascii_case(name)).map(|a| a.value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(exercise: &str) -> String {
        format!("Answer to {exercise} <end>")
    }

    fn lessons() -> BTreeMap<String, String> {
        [("02-xor.html", "02-xor"), ("05-nim.html", "05-nim")].map(|(u, s)| (u.to_string(), s.to_string())).into()
    }

    #[test]
    fn a_closing_tag_is_found_in_any_case_and_only_as_a_tag() {
        assert_eq!(find_tag("a </FoRm> b", "</form>"), Some(2));
        assert_eq!(find_tag("</for</form>", "</form>"), Some(5));
        assert_eq!(find_tag("form> </formx", "</form>"), None);
        assert_eq!(find_tag("x</scriptz", "</script"), Some(1));
        assert_eq!(find_tag("\u{4e2d}</NOSCRIPT>", "</noscript>"), Some(3));
        assert_eq!(find_tag("", "</form>"), None);
    }

    #[test]
    fn ids_references_and_links_follow_the_lesson() {
        let body = "<h2 id=\"exercises\">E</h2><p>See <a href=\"#exercises\">above</a>, \
                    <a href=\"02-xor.html#table\">the table</a>, <a href=\"05-nim.html\">Nim</a> and \
                    <a href=\"https://example.org/#x\">out</a>.</p>\
                    <figure id=\"c\"><svg aria-labelledby=\"c-title c-desc\"><title id=\"c-title\">t</title></svg></figure>\
                    <!-- <a id=\"kept\"> --><code>&lt;a id=\"no\"&gt;</code><img src=\"img/a.png\" alt=\"\">";
        let p = lesson("05-nim", body, &lessons(), &words);
        assert_eq!(
            p.body,
            "<h2 id=\"05-nim-exercises\">E</h2><p>See <a href=\"#05-nim-exercises\">above</a>, \
             <a href=\"#02-xor-table\">the table</a>, <a href=\"#05-nim\">Nim</a> and \
             <a href=\"https://example.org/#x\">out</a>.</p>\
             <figure id=\"05-nim-c\"><svg aria-labelledby=\"05-nim-c-title 05-nim-c-desc\"><title id=\"05-nim-c-title\">t</title></svg></figure>\
             <!-- <a id=\"kept\"> --><code>&lt;a id=\"no\"&gt;</code><img src=\"img/a.png\" alt=\"\">"
        );
        assert!(p.answers.is_empty());
    }

    #[test]
    fn answers_move_to_the_end_and_nested_details_stay() {
        let body = "<p>Q</p>\n<details class=\"answer\" id=\"answer-1\" data-exercise=\"2\">\n  <summary>Show</summary>\n  \
                    <div class=\"answer-body\">\n<p>A <a href=\"#q\">q</a></p><details><summary>more</summary><p>x</p></details>\n  </div>\n</details>\n<p>After</p>";
        let p = lesson("01-p", body, &lessons(), &words);
        assert_eq!(
            p.body,
            "<p>Q</p>\n<p class=\"print-answer-link\"><a href=\"#01-p-answer-1\">Answer to 2 &lt;end&gt;</a></p>\n<p>After</p>"
        );
        assert_eq!(p.answers.len(), 1);
        assert_eq!((p.answers[0].id.as_str(), p.answers[0].exercise.as_str()), ("01-p-answer-1", "2"));
        assert_eq!(
            p.answers[0].body,
            "<p>A <a href=\"#01-p-q\">q</a></p><details><summary>more</summary><p>x</p></details>"
        );
    }

    #[test]
    fn a_play_widget_is_shown_by_its_heading_and_a_script_is_left_alone() {
        let body = "<section class=\"play\" id=\"play-1\" data-config=\"{&quot;a&quot;:1}\" data-messages='{\"a\":\"b\"}' hidden>\n<p>h</p></section>\
                    <noscript><p class=\"play-offline\">Run <code>nimbook play</code></p></noscript>\
                    <script>if (a < b) { x = '<b id=\"y\">'; }</script><p id=\"z\">z</p>";
        let p = lesson("01-p", body, &lessons(), &words);
        assert_eq!(
            p.body,
            "<section class=\"play-print\" id=\"01-p-play-1\">\n<p>h</p></section>\
             <script>if (a < b) { x = '<b id=\"y\">'; }</script><p id=\"01-p-z\">z</p>"
        );
    }

    #[test]
    fn paper_keeps_the_lesson_example_and_drops_what_a_student_would_change() {
        let body = "<div class=\"explore\" data-explore=\"{&quot;words&quot;:&quot;moore2 3 5&quot;}\">\n\
                    <section class=\"play\" id=\"play-2\" data-config-from=\"engine\" data-words=\"moore2 3 5\" hidden>\
                    <p>h</p></section>\n<form class=\"explore-form\" hidden><label for=\"play-2-position\">Start</label>\
                    <input id=\"play-2-position\" value=\"moore2 3 5\"></form>\n</div>";
        let p = lesson("01-p", body, &lessons(), &words);
        assert_eq!(
            p.body,
            "<div class=\"explore\">\n<section class=\"play-print\" id=\"01-p-play-2\"><p>h</p></section>\n\n</div>"
        );
    }
}
