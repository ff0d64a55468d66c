//! The pieces of markup every stage shares, kept in a leaf module so that the lesson pass,
//! the templates, the listings, the charts and the preview server use one definition without
//! depending on each other: the Markdown options of every parse, HTML escaping, and Unicode's
//! sub- and superscript characters (a formula's text form, 2³⁰ in a heading, aₖ in a chart).

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

/// `s` in Unicode superscript characters (`30` → `³⁰`), if every character has one.
pub fn superscript(s: &str) -> Option<String> {
    script(s, true)
}

/// `s` in Unicode subscript characters (`12` → `₁₂`), if every character has one.
pub fn subscript(s: &str) -> Option<String> {
    script(s, false)
}

/// `s` in Unicode sub- or superscript characters, if every character has one.
pub fn script(s: &str, up: bool) -> Option<String> {
    const PLAIN: &str = "0123456789+-−=()aehijklmnoprstuvx";
    const SUB: &str = "₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ";
    const SUP: &str = "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ᵃᵉʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛˣ";
    let table: Vec<char> = if up { SUP.chars().collect() } else { SUB.chars().collect() };
    s.chars().map(|c| PLAIN.chars().position(|p| p == c).map(|i| table[i])).collect()
}
