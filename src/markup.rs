//! The two pieces of markup every stage shares, kept in a leaf module so that the lesson pass,
//! the templates, the listings, the charts and the preview server use one definition without
//! depending on each other: the Markdown options of every parse, and HTML escaping.

use pulldown_cmark::Options;

/// The one set of Markdown options every part of nimbook uses.
pub fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_HEADING_ATTRIBUTES
        | Options::ENABLE_MATH
        | Options::ENABLE_GFM
}

/// Escapes text for HTML or SVG element content and double-quoted attribute values.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    pulldown_cmark_escape::escape_html(&mut out, text).expect("writing to a String");
    out
}
