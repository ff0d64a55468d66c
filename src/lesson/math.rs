//! Maths: `$…$` and `$$…$$` LaTeX becomes MathML when the site is built, so no page needs
//! JavaScript to show a formula.

use pulldown_latex::config::DisplayMode;
use pulldown_latex::{Parser, RenderConfig, Storage, push_mathml};

/// Renders LaTeX to a `<math>` element, or says what is wrong with it.
pub fn to_mathml(latex: &str, display: bool) -> Result<String, String> {
    super::limits::check_math(latex)?;
    let storage = Storage::new();
    // Parse once to find errors: pulldown-latex would otherwise draw them in red on the page.
    if let Some(Err(e)) = Parser::new(latex, &storage).find(Result::is_err) {
        let text = e.to_string();
        let first = text.lines().next().unwrap_or_default().trim_start_matches("parsing error: ").to_string();
        return Err(format!("maths \"{}\" cannot be read: {first}", latex.trim()));
    }
    let storage = Storage::new();
    let config = RenderConfig {
        display_mode: if display { DisplayMode::Block } else { DisplayMode::Inline },
        annotation: Some(latex),
        ..RenderConfig::default()
    };
    let mut out = String::new();
    push_mathml(&mut out, Parser::new(latex, &storage), config)
        .map_err(|e| format!("maths could not be written: {e}"))?;
    Ok(escape_annotation(&out, latex))
}

/// pulldown-latex writes the LaTeX source into the `<annotation>` element as it is; escape it
/// so that `<`, `&` and `>` in a formula cannot break the page.
fn escape_annotation(mathml: &str, latex: &str) -> String {
    let open = "<annotation encoding=\"application/x-tex\">";
    match mathml.find(open) {
        Some(start) => {
            let content_start = start + open.len();
            let raw_end = content_start + latex.len();
            if mathml.get(content_start..raw_end) == Some(latex) {
                let mut s = String::with_capacity(mathml.len() + 16);
                s.push_str(&mathml[..content_start]);
                pulldown_cmark_escape::escape_html_body_text(&mut s, latex).expect("writing to a String");
                s.push_str(&mathml[raw_end..]);
                s
            } else {
                mathml.to_string()
            }
        }
        None => mathml.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_and_display() {
        let m = to_mathml("x \\oplus y", false).unwrap();
        assert!(m.starts_with("<math"), "{m}");
        assert!(m.contains("⊕"), "{m}");
        let d = to_mathml("T = 0", true).unwrap();
        assert!(d.contains("display=\"block\""), "{d}");
    }

    #[test]
    fn source_is_escaped_in_the_annotation() {
        let m = to_mathml("a < b", false).unwrap();
        assert!(m.contains("a &lt; b"), "{m}");
        assert!(!m.contains("a < b"), "{m}");
    }

    #[test]
    fn bad_latex_is_an_error() {
        let e = to_mathml("\\frac{1", false).unwrap_err();
        assert!(e.contains("cannot be read"), "{e}");
    }
}
