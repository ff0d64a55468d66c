//! Links and anchors: links to other lessons are rewritten (`05-nim.md` → `nim.html`) and
//! recorded for the site to check; headings get page-unique anchors made from their text.

use super::template::{END, VALUE};
use super::*;

impl PageRender<'_> {
    /// Records a link for checking and rewrites `05-nim.md#x` to `nim.html#x`.
    pub(super) fn link<'e>(&mut self, dest: &CowStr<'e>, offset: usize) -> CowStr<'e> {
        let d = dest.as_ref();
        if d.contains("://") || d.starts_with("mailto:") || d.starts_with('/') {
            return dest.clone();
        }
        let (file, anchor) = match d.split_once('#') {
            Some((f, a)) => (f, Some(a.to_string())),
            None => (d, None),
        };
        if file.is_empty() {
            self.links.push(LinkRef { file: None, anchor, offset });
            return dest.clone();
        }
        let file = file.strip_prefix("./").unwrap_or(file);
        if !file.ends_with(".md") {
            self.record_resource(file, offset);
            return dest.clone();
        }
        if file.contains('/') {
            return dest.clone();
        }
        self.links.push(LinkRef { file: Some(file.to_string()), anchor: anchor.clone(), offset });
        let url = crate::lesson::page_url(file);
        CowStr::from(match anchor {
            Some(a) => format!("{url}#{a}"),
            None => url,
        })
    }

    /// Records a link to a page or file of the site that is not a lesson (`welcome.html`,
    /// `img/board.png`), for the site to check that it exists.
    pub(super) fn record_resource(&mut self, dest: &str, offset: usize) {
        if dest.contains("://") || dest.starts_with("mailto:") || dest.starts_with("data:") || dest.starts_with('/') {
            return;
        }
        let path = dest.split(['#', '?']).next().unwrap_or_default().replace("%20", " ");
        if !path.is_empty() {
            self.resources.push(LinkRef { file: Some(path), anchor: None, offset });
        }
    }

    pub(super) fn unique_id(&mut self, base: &str) -> String {
        let mut id = base.to_string();
        if self.ids.contains(&id) {
            // Numbers already tried for this base stay taken, so each is tried once.
            let next = self.id_next.entry(base.to_string()).or_insert(2);
            loop {
                id = format!("{base}-{next}");
                *next += 1;
                if !self.ids.contains(&id) {
                    break;
                }
            }
        }
        self.ids.insert(id.clone());
        id
    }

    pub(super) fn next_number(&mut self, counter: &'static str) -> usize {
        let n = self.counters.entry(counter).or_insert(0);
        *n += 1;
        *n
    }
}

/// The visible text of some events (for heading anchors and the table of contents).
pub(super) fn plain_text(events: &[Event<'_>]) -> String {
    let mut s = String::new();
    for e in events {
        match e {
            Event::Text(t) | Event::Code(t) => s.push_str(t),
            Event::InlineHtml(h) if h.contains("<math") => s.push_str(&math_text(h)),
            _ => {}
        }
    }
    s.trim().to_string()
}

/// The characters inside a MathML element, without tags or the annotation.
pub(super) fn math_text(mathml: &str) -> String {
    // The annotation (the LaTeX source) is left out; what follows it (glued punctuation) is kept.
    let visible = match (mathml.find("<annotation"), mathml.find("</annotation>")) {
        (Some(a), Some(b)) if a < b => format!("{}{}", &mathml[..a], &mathml[b..]),
        _ => mathml.to_string(),
    };
    // The maths' text is escaped (`<mo>&lt;</mo>`): the title wants the characters.
    text_of_html(&visible)
}

/// The text HTML shows (a title's maths, a value that is HTML in the page's plain text): without
/// its tags, its five named characters read back.
pub(super) fn text_of_html(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&")
}
/// The text an automatic anchor is made from: the heading's visible text, except that computed
/// values (printed by `{{ … }}`, also inside maths) are left out, so that the anchor stays the same when the
/// lesson's numbers change. `shown` is the heading as rendered, used when it computes nothing.
pub(super) fn anchor_text(source: &[Spanned<'_>], shown: &str) -> String {
    let computes = source.iter().any(|(e, _)| matches!(e, Event::Text(t) | Event::InlineMath(t) if t.contains(VALUE)));
    if !computes {
        return shown.to_string();
    }
    let mut s = String::new();
    for (e, _) in source {
        match e {
            Event::Text(t) => s.push_str(&without_expressions(t)),
            Event::Code(t) => s.push_str(t),
            Event::InlineMath(m) if !m.contains(VALUE) => {
                if let Ok(html) = math::to_mathml(m, false) {
                    s.push_str(&math_text(&html));
                }
            }
            _ => {}
        }
    }
    let s = s.trim();
    // A heading that is all computed keeps the words of its expressions.
    if s.chars().any(char::is_alphanumeric) { s.to_string() } else { shown.to_string() }
}

/// `text` without its values' placeholders.
fn without_expressions(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(start) = rest.find(VALUE) {
        out.push_str(&rest[..start]);
        rest = rest[start..].find(END).map_or("", |end| &rest[start + end + END.len_utf8()..]);
    }
    out.push_str(rest);
    out
}

/// An anchor from a heading: lower case, letters and digits of any script, words joined by `-`.
pub fn slugify(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            out.push(c);
        } else if (c.is_whitespace() || c == '-' || c == '_') && !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    let trimmed = out.trim_end_matches('-');
    if trimmed.is_empty() { "section".to_string() } else { trimmed.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs() {
        assert_eq!(slugify("Bouton's theorem"), "boutons-theorem");
        assert_eq!(slugify("  Why XOR?  "), "why-xor");
        assert_eq!(slugify("异或的性质"), "异或的性质");
        assert_eq!(slugify("!!!"), "section");
    }

    #[test]
    fn anchors_leave_computed_values_out() {
        let events: Vec<_> = parse_events("## Every move from \u{FDD3}0\u{FDD1}")
            .into_iter()
            .filter(|(e, _)| matches!(e, Event::Text(_)))
            .collect();
        assert_eq!(slugify(&anchor_text(&events, "Every move from 3, 4 and 5")), "every-move-from");
        assert_eq!(anchor_text(&[], "Bouton"), "Bouton");
    }
}
