//! The page reader's view of a built page: its text as a reader sees it (markup dropped,
//! character references decoded, a line per block), the computed blocks it shows (worked
//! examples, charts, widgets) and the words of a worked example's block. `mod.rs` reads each
//! fragment with the grammar.

use crate::util::decode;
use regex::Regex;

/// A fragment's text as a reader sees it: markup dropped, character references decoded, a line
/// break where a block of text ends (a paragraph, a cell, a chart's tooltip), spaces collapsed.
/// Code, maths and scripts are left out.
pub(super) fn page_text(html: &str) -> String {
    const SKIPPED: [&str; 5] = ["script", "style", "pre", "code", "math"];
    const INLINE: [&str; 9] = ["a", "strong", "em", "span", "b", "i", "abbr", "sub", "sup"];
    let mut out = String::new();
    let mut rest = html;
    // A chart's title drawn over several lines (bold text elements, one after another) is one
    // line of text: where the last one ended, and whether one is open.
    let (mut title_end, mut in_title) = (None::<usize>, false);
    const JOIN: char = '\u{1}';
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        let end = rest[lt..].find('>').map_or(rest.len(), |e| lt + e + 1);
        let tag = &rest[lt + 1..end.saturating_sub(1).max(lt + 1)];
        let name: String = tag.trim_start_matches('/').chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
        rest = &rest[end..];
        if name == "text" {
            if tag.starts_with('/') && in_title {
                in_title = false;
                title_end = Some(out.len());
                continue;
            }
            if tag.contains("font-weight=\"bold\"") {
                in_title = true;
                if title_end.is_some_and(|e| out[e..].trim().is_empty()) {
                    out.truncate(title_end.unwrap());
                    out.push(JOIN);
                    continue;
                }
            }
        }
        // The labels a reader hears or sees on hovering are text of their own.
        for attr in [" aria-label=\"", " title=\"", " alt=\""] {
            if let Some(i) = tag.find(attr) {
                let v = &tag[i + attr.len()..];
                out.push('\n');
                out.push_str(&v[..v.find('"').unwrap_or(v.len())]);
                out.push('\n');
            }
        }
        if !INLINE.contains(&name.as_str()) {
            out.push('\n');
        }
        if SKIPPED.contains(&name.as_str()) && !tag.starts_with('/') && !tag.ends_with('/') {
            let close = format!("</{name}>");
            rest = rest.find(&close).map_or("", |i| &rest[i + close.len()..]);
        }
    }
    out.push_str(rest);
    let out =
        if out.contains(JOIN) { Regex::new(r"\s*\x01\s*").unwrap().replace_all(&out, " ").into_owned() } else { out };
    let decoded = decode(&out);
    decoded
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The computed fragments of a page, in order: (kind, the fragment's HTML). A fragment is an
/// element a block made (a worked example, a chart, a play widget, a judge, a certificate); a
/// lesson's own prose around them is the teacher's, not the messages'.
pub(super) fn fragments(html: &str) -> Vec<(&'static str, &str)> {
    // (kind, how the element opens, its tag; "" for the opening tag alone, whose labels are read)
    const KINDS: [(&str, &str, &str); 10] = [
        ("worked", "<section class=\"worked ", "section"),
        ("chart", "<figure class=\"chart\"", "figure"),
        ("play", "<section class=\"play\"", "section"),
        ("judge", "<section class=\"judge\"", "section"),
        ("certificate", "<section class=\"certificate ", "section"),
        // The page's own numbering: a callout's label, the lesson's number, a listing's note,
        // the print page's answers.
        ("callout", "<section class=\"callout ", ""),
        ("callout heading", "<p class=\"callout-heading\"", "p"),
        ("lesson number", "<p class=\"lesson-number\"", "p"),
        ("note", "<p class=\"certificate-detail listing-note\"", "p"),
        ("answers", "<h2 id=\"answers-", "h2"),
    ];
    let mut out = Vec::new();
    for (kind, open, tag) in KINDS {
        let (opening, closing) = (format!("<{tag}"), format!("</{tag}>"));
        let mut from = 0;
        while let Some(at) = html[from..].find(open).map(|i| from + i) {
            if tag.is_empty() {
                let end = at + html[at..].find('>').unwrap() + 1;
                out.push((kind, &html[at..end]));
                from = end;
                continue;
            }
            // The element's end: its own closing tag, counting the same tags opened inside it.
            let mut depth = 0;
            let mut i = at;
            let end = loop {
                let next_open = html[i + 1..].find(&opening).map(|j| i + 1 + j);
                let next_close = html[i + 1..].find(&closing).map(|j| i + 1 + j).expect("a closed element");
                match next_open {
                    Some(o) if o < next_close => {
                        depth += 1;
                        i = o;
                    }
                    _ if depth > 0 => {
                        depth -= 1;
                        i = next_close;
                    }
                    _ => break next_close + closing.len(),
                }
            };
            out.push((kind, &html[at..end]));
            from = end;
        }
    }
    out
}

/// The words of a worked example's block (`nim 8 12 13`), from the explorer the page gives it:
/// the explorer's data names the example's id.
pub(super) fn block_words(html: &str, fragment: &str) -> Option<String> {
    let id = fragment.split_once(" id=\"")?.1.split('"').next()?;
    for part in html.split("data-explore=\"").skip(1) {
        let data: serde_json::Value = serde_json::from_str(&decode(part.split('"').next()?)).ok()?;
        if data["layout"]["id"] == id {
            return data["words"].as_str().map(str::to_string);
        }
    }
    None
}
