//! Finishes the SVG that plotters wrote: each sentinel colour becomes a class (`f-p` fills with
//! `var(--chart-p)`, `s-grid` strokes with `var(--chart-grid)`, [`Role::class`]), whose rules the
//! chart carries in its own `<style>`, so that it follows the site's colours and dark mode in a
//! few bytes per element and needs no rule from the site's stylesheet (a teacher's own copy of an
//! older one included), every element drawn with a "titled"
//! sentinel receives the next tooltip as a `<title>` child, and the root element is made
//! accessible (`role="img"`, `aria-labelledby` naming a `<title>` and a `<desc>`) and scalable
//! (a `viewBox`, and the width and height of the drawing in CSS pixels, which the stylesheet
//! lets shrink to a narrow column: a chart is never stretched wider than it was drawn, so its
//! labels keep the size they were drawn at on a desktop).

use super::draw::SENTINEL;
use super::plot::{Plot, Role};
use crate::message::Message;
use std::collections::BTreeSet;

use crate::markup::escape_html as escape;

/// The role and titled flag a sentinel colour such as `#C35A07` stands for.
fn sentinel(value: &str) -> Option<(Role, bool)> {
    let hex = value.strip_prefix('#')?;
    let byte = |i: usize| hex.get(i..i + 2).and_then(|h| u8::from_str_radix(h, 16).ok());
    if hex.len() != 6 || (byte(0)?, byte(2)?) != SENTINEL {
        return None;
    }
    let code = byte(4)?;
    Some((Role::from_index(code / 2)?, code % 2 == 1))
}

/// One attribute: its name and (escaped) value.
type Attribute<'a> = (&'a str, &'a str);

/// Splits the inside of a tag (`circle cx="1" r="2"`) into its name and attributes.
fn attributes(inner: &str) -> Result<(&str, Vec<Attribute<'_>>), Message> {
    let inner = inner.trim();
    let (name, mut rest) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
    let mut attrs = Vec::new();
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            return Ok((name, attrs));
        }
        let bad = || crate::message!("chart-svg-unreadable", near = rest);
        let (key, value) = rest.split_once("=\"").ok_or_else(bad)?;
        let (value, after) = value.split_once('"').ok_or_else(bad)?;
        attrs.push((key.trim(), value));
        rest = after;
    }
}

/// A `font-size` with at most one decimal (plotters writes e.g. 12.999999999999998).
fn round_size(value: &str) -> String {
    value.parse::<f64>().map(|v| format!("{}", (v * 10.0).round() / 10.0)).unwrap_or_else(|_| value.to_string())
}

/// The new root element, followed by the accessible title and description. The chart's text
/// takes its `fonts` from the root (SVG's `font-family` is inherited), so the language's list of
/// fonts is written once rather than on every label.
fn root(attrs: &[(&str, &str)], plot: &Plot, id: &str, fonts: &str) -> Result<String, Message> {
    let view_box = attrs
        .iter()
        .find(|(k, _)| *k == "viewBox")
        .map(|(_, v)| *v)
        .ok_or_else(|| crate::message!("chart-svg-no-view-box"))?;
    let size: Vec<&str> = view_box.split_whitespace().collect();
    let [_, _, width, height] = size[..] else {
        return Err(crate::message!("chart-svg-bad-view-box", view_box = view_box));
    };
    Ok(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"{view_box}\" width=\"{width}\" height=\"{height}\" role=\"img\" \
         aria-labelledby=\"{id}-title {id}-desc\" class=\"nimbook-chart\" font-family=\"{}\" \
         style=\"max-width:100%;height:auto;background:var(--chart-bg)\">\n\
         <title id=\"{id}-title\">{}</title>\n<desc id=\"{id}-desc\">{}</desc>\n",
        escape(&fonts.replace('"', "'")),
        escape(&plot.title),
        escape(&plot.description)
    ))
}

/// One rewritten attribute: its name and its value as written.
type Rewritten<'a> = (&'a str, String);

/// One element's attributes rewritten: a sentinel colour becomes a class (its rule added to
/// `rules`), plotters' defaults and its one font family are dropped, sizes rounded. Returns the
/// attributes (the classes last) and whether the element takes the next tooltip.
fn rewrite<'a>(attrs: &[Attribute<'a>], rules: &mut BTreeSet<String>) -> Result<(Vec<Rewritten<'a>>, bool), Message> {
    let mut kept = Vec::new();
    let mut classes = Vec::new();
    let mut titled = false;
    for &(key, value) in attrs {
        match key {
            "fill" | "stroke" if value.starts_with('#') => {
                let (role, t) = sentinel(value).ok_or_else(|| crate::message!("chart-svg-colour", colour = value))?;
                let class = format!("{}-{}", &key[..1], role.class());
                rules.insert(format!(".nimbook-chart .{class}{{{key}:var({})}}", role.var()));
                classes.push(class);
                titled |= t;
            }
            "opacity" if value == "1" => {}
            "stroke" if value == "none" => {}
            // 1 is SVG's own stroke width.
            "stroke-width" if value == "1" => {}
            "font-size" => kept.push((key, round_size(value))),
            // Text inherits the root's fonts.
            "font-family" => {}
            _ => kept.push((key, value.to_string())),
        }
    }
    if !classes.is_empty() {
        kept.push(("class", classes.join(" ")));
    }
    Ok((kept, titled))
}

/// The start tag of element `name` with (rewritten) `attrs`.
fn start_tag(name: &str, attrs: &[Rewritten<'_>], self_closing: bool) -> String {
    let mut tag = format!("<{name}");
    for (key, value) in attrs {
        tag.push_str(&format!(" {key}=\"{value}\""));
    }
    tag.push_str(if self_closing { "/>" } else { ">" });
    tag
}

/// Lines drawn one after another with the same look (a grid's lines, say), kept as one `<path>`:
/// a few bytes per line instead of a whole element. Drawn the same, except that where two lines
/// of a translucent grid cross, the crossing is not drawn darker.
#[derive(Default)]
struct Lines {
    /// The attributes of the lines but their ends, as written after the path's `d`.
    look: String,
    /// The path so far (`M77 393V70M88 393V70`).
    d: String,
}

impl Lines {
    /// Takes a `<line>` (its rewritten attributes); false if it has no two ends.
    fn take(&mut self, out: &mut String, attrs: &[Rewritten<'_>]) -> bool {
        let end = |k: &str| attrs.iter().find(|(key, _)| *key == k).map(|(_, v)| v.as_str());
        let (Some(x1), Some(y1), Some(x2), Some(y2)) = (end("x1"), end("y1"), end("x2"), end("y2")) else {
            return false;
        };
        let mut look = String::new();
        for (key, value) in attrs {
            if !matches!(*key, "x1" | "y1" | "x2" | "y2") {
                look.push_str(&format!(" {key}=\"{value}\""));
            }
        }
        if look != self.look {
            self.flush(out);
            self.look = look;
        }
        let to = if x1 == x2 {
            format!("V{y2}")
        } else if y1 == y2 {
            format!("H{x2}")
        } else {
            format!("L{x2} {y2}")
        };
        self.d.push_str(&format!("M{x1} {y1}{to}"));
        true
    }

    /// Writes the path held, if any.
    fn flush(&mut self, out: &mut String) {
        if !self.d.is_empty() {
            out.push_str(&format!("<path d=\"{}\" fill=\"none\"{}/>\n", self.d, self.look));
            self.d.clear();
        }
    }
}

/// Turns plotters' raw SVG into the finished chart; `fonts` is the CSS font-family of its text.
pub(crate) fn finish(raw: &str, plot: &Plot, id: &str, fonts: &str) -> Result<String, Message> {
    let mut titles = plot.marks.iter().filter_map(|m| m.title.as_deref());
    let mut out = String::with_capacity(raw.len());
    let mut lines = Lines::default();
    // The rules of the classes used, and where they go (after the title and description).
    let mut rules = BTreeSet::new();
    let mut rules_at = None;
    let mut rest = raw;
    while let Some(start) = rest.find('<') {
        let between = &rest[..start];
        let end = start + rest[start..].find('>').ok_or_else(|| crate::message!("chart-svg-unfinished-tag"))?;
        let tag = &rest[start..=end];
        rest = &rest[end + 1..];
        let self_closing = tag.ends_with("/>");
        let parsed = if tag.starts_with("</") || tag.starts_with("<?") {
            None
        } else {
            Some(attributes(&tag[1..tag.len() - if self_closing { 2 } else { 1 }])?)
        };
        let rewritten = match &parsed {
            Some((name, attrs)) if *name != "svg" => Some(rewrite(attrs, &mut rules)?),
            _ => None,
        };
        if let (Some(("line", _)), Some((attrs, false))) = (&parsed, &rewritten)
            && self_closing
            && between.trim().is_empty()
            && lines.take(&mut out, attrs)
        {
            continue;
        }
        lines.flush(&mut out);
        out.push_str(between);
        match (parsed, rewritten) {
            (None, _) => out.push_str(tag),
            (Some((_, attrs)), None) => {
                out.push_str(&root(&attrs, plot, id, fonts)?);
                rules_at = Some(out.len());
            }
            (Some((name, _)), Some((attrs, titled))) => {
                let new_tag = start_tag(name, &attrs, self_closing);
                match (titled, self_closing) {
                    (false, _) => out.push_str(&new_tag),
                    (true, true) => {
                        let title = titles.next().ok_or_else(|| crate::message!("chart-svg-no-tooltip"))?;
                        out.push_str(&format!(
                            "{}><title>{}</title></{name}>",
                            &new_tag[..new_tag.len() - 2],
                            escape(title)
                        ));
                    }
                    (true, false) => return Err(crate::message!("chart-svg-tooltip-element", element = name)),
                }
            }
        }
    }
    lines.flush(&mut out);
    out.push_str(rest);
    let style = format!("<style>{}</style>\n", rules.into_iter().collect::<String>());
    out.insert_str(rules_at.ok_or_else(|| crate::message!("chart-svg-no-root"))?, &style);
    if titles.next().is_some() {
        return Err(crate::message!("chart-svg-tooltips-left"));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chart::plot::Axis;

    #[test]
    fn sentinels_decode() {
        assert_eq!(sentinel("#C35A07"), Some((Role::P, true)));
        assert_eq!(sentinel("#C35A0E"), Some((Role::Heat(0), false)));
        assert_eq!(sentinel("#000000"), None);
        assert_eq!(sentinel("#C35A"), None);
    }

    #[test]
    fn tags_are_rewritten_and_titled() {
        let axis = Axis { label: String::new(), lo: 0, hi: 1 };
        let mut plot = Plot::new("T & <t>".into(), axis.clone(), axis);
        plot.mark(0, 0, Role::P, crate::chart::plot::Marker::Dot, Some("a \"b\"".into()));
        let raw = "<svg width=\"10\" height=\"10\" viewBox=\"0 0 10 10\" xmlns=\"http://www.w3.org/2000/svg\">\n\
                   <circle cx=\"1\" cy=\"2\" r=\"3\" opacity=\"1\" fill=\"#C35A07\" stroke=\"none\" stroke-width=\"1\"/>\n\
                   <text x=\"1\" font-size=\"12.999999999999998\" fill=\"#C35A02\">\nhi\n</text>\n</svg>\n";
        let svg = finish(raw, &plot, "c", "sans-serif").unwrap();
        assert!(svg.contains("<title id=\"c-title\">T &amp; &lt;t&gt;</title>"), "{svg}");
        assert!(svg.contains(
            "<circle cx=\"1\" cy=\"2\" r=\"3\" class=\"f-p\">\
             <title>a &quot;b&quot;</title></circle>"
        ));
        assert!(svg.contains("<text x=\"1\" font-size=\"13\" class=\"f-fg\">"), "{svg}");
        assert!(
            svg.starts_with(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\" width=\"10\" height=\"10\" "
            ),
            "{svg}"
        );
        assert!(!svg.contains("width=\"100%\"") && svg.matches("width=").count() == 1, "{svg}");
        assert!(finish(&raw.replace("#C35A02", "#000000"), &plot, "c", "sans-serif").is_err());
    }
}

#[cfg(test)]
mod stylesheet {
    use super::Role;

    #[test]
    fn every_role_has_a_class_of_its_own() {
        let classes: std::collections::BTreeSet<String> = Role::all().map(Role::class).collect();
        assert_eq!(classes.len(), 18);
        assert!(classes.iter().all(|c| !c.is_empty() && c.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '-')));
    }
}
