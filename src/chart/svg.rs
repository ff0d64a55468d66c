//! Finishes the SVG that plotters wrote: each sentinel colour becomes `style="fill:var(--chart-…)"`
//! so the chart follows the site's colours and dark mode, every element drawn with a "titled"
//! sentinel receives the next tooltip as a `<title>` child, and the root element is made
//! accessible (`role="img"`, `aria-labelledby` naming a `<title>` and a `<desc>`) and scalable
//! (a `viewBox`, and the width and height of the drawing in CSS pixels, which the stylesheet
//! lets shrink to a narrow column: a chart is never stretched wider than it was drawn, so its
//! labels keep the size they were drawn at on a desktop).

use super::draw::SENTINEL;
use super::plot::{Plot, Role};

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
fn attributes(inner: &str) -> Result<(&str, Vec<Attribute<'_>>), String> {
    let inner = inner.trim();
    let (name, mut rest) = inner.split_once(char::is_whitespace).unwrap_or((inner, ""));
    let mut attrs = Vec::new();
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            return Ok((name, attrs));
        }
        let bad = || format!("could not read the SVG that plotters wrote, near \"{rest}\"");
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
fn root(attrs: &[(&str, &str)], plot: &Plot, id: &str, fonts: &str) -> Result<String, String> {
    let view_box = attrs.iter().find(|(k, _)| *k == "viewBox").map(|(_, v)| *v).ok_or("plotters wrote no viewBox")?;
    let size: Vec<&str> = view_box.split_whitespace().collect();
    let [_, _, width, height] = size[..] else {
        return Err(format!("plotters wrote the viewBox \"{view_box}\", not four numbers"));
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

/// Rewrites one element's start tag; returns it and whether it takes the next tooltip. Text
/// drops the one generic family plotters knows: it inherits the root's fonts.
fn element(name: &str, attrs: &[(&str, &str)], self_closing: bool) -> Result<(String, bool), String> {
    let mut tag = format!("<{name}");
    let mut style = Vec::new();
    let mut titled = false;
    for &(key, value) in attrs {
        match key {
            "fill" | "stroke" if value.starts_with('#') => {
                let (role, t) =
                    sentinel(value).ok_or_else(|| format!("a chart element has the unexpected colour {value}"))?;
                style.push(format!("{key}:var({})", role.var()));
                titled |= t;
            }
            "opacity" if value == "1" => {}
            "stroke" if value == "none" => {}
            "font-size" => tag.push_str(&format!(" font-size=\"{}\"", round_size(value))),
            "font-family" => {}
            _ => tag.push_str(&format!(" {key}=\"{value}\"")),
        }
    }
    if !style.iter().any(|s| s.starts_with("stroke")) {
        // Filled shapes and text: plotters' stroke-width has nothing to apply to.
        tag = tag.replace(" stroke-width=\"1\"", "");
    }
    if !style.is_empty() {
        tag.push_str(&format!(" style=\"{}\"", style.join(";")));
    }
    tag.push_str(if self_closing { "/>" } else { ">" });
    Ok((tag, titled))
}

/// Turns plotters' raw SVG into the finished chart; `fonts` is the CSS font-family of its text.
pub(crate) fn finish(raw: &str, plot: &Plot, id: &str, fonts: &str) -> Result<String, String> {
    let mut titles = plot.marks.iter().filter_map(|m| m.title.as_deref());
    let mut out = String::with_capacity(raw.len() + raw.len() / 4);
    let mut rest = raw;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        let end = start + rest[start..].find('>').ok_or("plotters wrote an unfinished tag")?;
        let tag = &rest[start..=end];
        rest = &rest[end + 1..];
        if tag.starts_with("</") || tag.starts_with("<?") {
            out.push_str(tag);
            continue;
        }
        let self_closing = tag.ends_with("/>");
        let (name, attrs) = attributes(&tag[1..tag.len() - if self_closing { 2 } else { 1 }])?;
        if name == "svg" {
            out.push_str(&root(&attrs, plot, id, fonts)?);
            continue;
        }
        let (new_tag, titled) = element(name, &attrs, self_closing)?;
        match (titled, self_closing) {
            (false, _) => out.push_str(&new_tag),
            (true, true) => {
                let title = titles.next().ok_or("a chart element has a tooltip colour but no tooltip")?;
                out.push_str(&format!("{}><title>{}</title></{name}>", &new_tag[..new_tag.len() - 2], escape(title)));
            }
            (true, false) => return Err(format!("a <{name}> element cannot take a tooltip")),
        }
    }
    out.push_str(rest);
    if titles.next().is_some() {
        return Err("some points of the chart were not drawn, so their tooltips have no place".into());
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
        plot.mark(0, 0, Role::P, crate::chart::plot::Shape::Dot, Some("a \"b\"".into()));
        let raw = "<svg width=\"10\" height=\"10\" viewBox=\"0 0 10 10\" xmlns=\"http://www.w3.org/2000/svg\">\n\
                   <circle cx=\"1\" cy=\"2\" r=\"3\" opacity=\"1\" fill=\"#C35A07\" stroke=\"none\" stroke-width=\"1\"/>\n\
                   <text x=\"1\" font-size=\"12.999999999999998\" fill=\"#C35A02\">\nhi\n</text>\n</svg>\n";
        let svg = finish(raw, &plot, "c", "sans-serif").unwrap();
        assert!(svg.contains("<title id=\"c-title\">T &amp; &lt;t&gt;</title>"), "{svg}");
        assert!(svg.contains(
            "<circle cx=\"1\" cy=\"2\" r=\"3\" style=\"fill:var(--chart-p)\">\
             <title>a &quot;b&quot;</title></circle>"
        ));
        assert!(svg.contains("<text x=\"1\" font-size=\"13\" style=\"fill:var(--chart-fg)\">"), "{svg}");
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
