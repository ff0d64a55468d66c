//! Maths: `$…$` and `$$…$$` LaTeX becomes MathML when the site is built, so no page needs
//! JavaScript to show a formula.
//!
//! pulldown-latex writes some characters as they are (`<mo><</mo>`, `<mi>&</mi>`) and the
//! argument of `\operatorname{…}` verbatim, so its output goes through [`sanitize`]: only
//! MathML elements stay markup, every other `<`, `>` and `&` becomes text. Then
//! [`super::mathml::repair`] rewrites the few forms of pulldown-latex's MathML that are not valid.

use crate::views::message::Message;
use pulldown_latex::config::DisplayMode;
use pulldown_latex::{Parser, RenderConfig, Storage, push_mathml};

/// Commands a lesson on games uses most, for did-you-mean.
const COMMON_COMMANDS: &[&str] = &[
    "oplus",
    "bmod",
    "pmod",
    "mod",
    "le",
    "leq",
    "ge",
    "geq",
    "neq",
    "cdot",
    "times",
    "frac",
    "sum",
    "ldots",
    "dots",
    "cdots",
    "text",
    "mathrm",
    "operatorname",
    "left",
    "right",
    "quad",
    "qquad",
    "in",
    "notin",
    "mathbb",
    "sqrt",
    "binom",
    "lfloor",
    "rfloor",
    "lceil",
    "rceil",
    "infty",
    "to",
    "rightarrow",
    "Rightarrow",
    "iff",
    "implies",
    "equiv",
    "lnot",
    "land",
    "lor",
    "min",
    "max",
    "mex",
    "overline",
    "underline",
    "phi",
    "varphi",
    "alpha",
    "beta",
    "gamma",
    "delta",
    "epsilon",
    "lambda",
    "pi",
    "sigma",
    "tau",
    "mathcal",
    "subset",
    "subseteq",
    "cup",
    "cap",
    "emptyset",
    "forall",
    "exists",
    "ne",
    "approx",
];

/// The first `\command` of `latex` that pulldown-latex does not know, if that is what is wrong.
fn unknown_command(latex: &str) -> Option<String> {
    let mut rest = latex;
    while let Some(i) = rest.find('\\') {
        let name_len = rest[i + 1..].find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(rest.len() - i - 1);
        let command = &rest[i..i + 1 + name_len];
        rest = &rest[i + 1 + name_len.max(1).min(rest.len() - i - 1)..];
        if name_len == 0 {
            continue;
        }
        // Alone, with arguments to spare: a known command parses, an unknown one does not.
        let probe = format!("{command}{{a}}{{b}}{{c}}");
        let storage = Storage::new();
        let error = Parser::new(&probe, &storage).find(Result::is_err);
        if let Some(Err(e)) = error
            && e.to_string().contains("unknown")
        {
            return Some(command.to_string());
        }
    }
    None
}

/// Why a formula cannot be shown: the message, and the command it names when the mistake is an
/// unknown command (for the caret, which points at it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MathError {
    /// What is wrong and what to do, worded where it is shown.
    pub message: Message,
    /// The unknown command (`\bmodd`), when that is the mistake.
    pub command: Option<String>,
}

impl std::fmt::Display for MathError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message)
    }
}

/// Renders LaTeX to a `<math>` element, or says what is wrong with it.
pub fn to_mathml(latex: &str, display: bool) -> Result<String, MathError> {
    crate::views::limits::check_math(latex).map_err(|e| MathError { message: e.message(), command: None })?;
    let storage = Storage::new();
    // Parse once to find errors: pulldown-latex would otherwise draw them in red on the page.
    if let Some(Err(e)) = Parser::new(latex, &storage).find(Result::is_err) {
        let text = e.to_string();
        let first = text.lines().next().unwrap_or_default().trim_start_matches("parsing error: ").to_string();
        if let Some(command) = unknown_command(latex) {
            let hint = match crate::directive::suggest(&command[1..], COMMON_COMMANDS).filter(|_| command.len() > 4) {
                Some(name) => crate::message!("lesson-math-did-you-mean", name = name),
                None => Message::from(""),
            };
            let message =
                crate::message!("lesson-math-unknown-command", latex = latex.trim(), command = &command, hint = hint);
            return Err(MathError { message, command: Some(command) });
        }
        return Err(MathError {
            message: crate::message!("lesson-math-unreadable", latex = latex.trim(), why = first),
            command: None,
        });
    }
    let storage = Storage::new();
    let config = RenderConfig {
        display_mode: if display { DisplayMode::Block } else { DisplayMode::Inline },
        annotation: Some(latex),
        ..RenderConfig::default()
    };
    let mut out = String::new();
    push_mathml(&mut out, Parser::new(latex, &storage), config).map_err(|e| MathError {
        message: crate::message!("lesson-math-unwritable", why = e.to_string()),
        command: None,
    })?;
    Ok(super::mathml::repair(&sanitize(&escape_annotation(&out, latex))))
}

/// The elements pulldown-latex writes; any other `<` is text.
const MATHML_ELEMENTS: &[&str] = &[
    "math",
    "semantics",
    "annotation",
    "mrow",
    "mi",
    "mo",
    "mn",
    "ms",
    "mtext",
    "mspace",
    "mfrac",
    "msqrt",
    "mroot",
    "msub",
    "msup",
    "msubsup",
    "munder",
    "mover",
    "munderover",
    "mmultiscripts",
    "mprescripts",
    "none",
    "mtable",
    "mtr",
    "mtd",
    "mlabeledtr",
    "mstyle",
    "mpadded",
    "mphantom",
    "menclose",
    "merror",
];

/// The length of the MathML tag at the start of `s` (`<mi>`, `</mrow>`, `<mi mathvariant="normal">`),
/// if it is one.
fn tag_len(s: &str) -> Option<usize> {
    let inner = s.strip_prefix('<')?;
    let inner = inner.strip_prefix('/').unwrap_or(inner);
    let name_len = inner.find(|c: char| !c.is_ascii_alphanumeric()).unwrap_or(inner.len());
    if !MATHML_ELEMENTS.contains(&&inner[..name_len]) {
        return None;
    }
    let rest = &inner[name_len..];
    if !(rest.starts_with('>') || rest.starts_with(' ') || rest.starts_with("/>")) {
        return None;
    }
    // Attributes are written by pulldown-latex in double quotes; find the end outside them.
    let mut quoted = false;
    for (i, c) in s.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '<' if i > 0 && !quoted => return None,
            '>' if !quoted => return Some(i + 1),
            _ => {}
        }
    }
    None
}

/// Whether `s` starts with a character reference (`&lt;`, `&#60;`, `&#x3C;`).
fn is_entity(s: &str) -> bool {
    let body = &s[1..];
    let end = body.find(';').filter(|&e| (1..=10).contains(&e));
    end.is_some_and(|e| body[..e].chars().all(|c| c.is_ascii_alphanumeric() || c == '#'))
}

/// Keeps MathML tags and escapes everything else that HTML would read as markup.
pub fn sanitize(mathml: &str) -> String {
    let mut out = String::with_capacity(mathml.len() + 16);
    let mut i = 0;
    while let Some(c) = mathml[i..].chars().next() {
        match c {
            '<' => match tag_len(&mathml[i..]) {
                Some(n) => {
                    out.push_str(&mathml[i..i + n]);
                    i += n;
                    continue;
                }
                None => out.push_str("&lt;"),
            },
            '>' => out.push_str("&gt;"),
            '&' if !is_entity(&mathml[i..]) => out.push_str("&amp;"),
            c => out.push(c),
        }
        i += c.len_utf8();
    }
    out
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
    fn text_in_formulas_is_never_markup() {
        let m = to_mathml("a < b > c", false).unwrap();
        assert!(m.contains("<mo>&lt;</mo>") && m.contains("<mo>&gt;</mo>"), "{m}");
        let m = to_mathml("\\operatorname{<i>x</i>}", false).unwrap();
        assert!(!m.contains("<i>") && m.contains("&lt;i&gt;x&lt;/i&gt;"), "{m}");
        let m = to_mathml("a \\& b", false).unwrap();
        assert!(m.contains("<mi>&amp;</mi>"), "{m}");
        let m = to_mathml("\\text{<b>}", false).unwrap();
        assert!(m.contains("&lt;b&gt;") && !m.contains("&amp;lt;"), "{m}");
        assert!(to_mathml("\\mathrm{a}", false).unwrap().contains("<mi mathvariant=\"normal\">a</mi>"));
    }

    #[test]
    fn bad_latex_is_an_error() {
        let e = to_mathml("\\frac{1", false).unwrap_err();
        assert!(e.message.to_string().contains("cannot be read") && e.command.is_none(), "{e}");
        let e = to_mathml("a \\bmodd 3 + \\frac{1}{2}", false).unwrap_err();
        assert!(e.message.to_string().contains("unknown command \\bmodd; did you mean \\bmod?"), "{e}");
        assert_eq!(e.command.as_deref(), Some("\\bmodd"));
    }
}
