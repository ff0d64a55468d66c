//! Repairs the MathML that pulldown-latex writes so that it is valid MathML in HTML, after
//! [`super::math::sanitize`] has made sure that only MathML tags are markup.
//!
//! pulldown-latex 0.8 (the newest release) writes three kinds of markup the W3C checker refuses:
//! attributes with no space between them (`stretchy="true"minsize="1.2em"`, for `\bigl(`),
//! `displaystyle` and `scriptlevel` on an `<mrow>` (for `\tfrac`, `\dfrac`), where only
//! `<mstyle>` may carry them, and a script element with more children than it takes
//! (`\log_2` puts the thin space before "log" inside the `<msub>`). Browsers draw all three as
//! meant, so [`repair`] keeps the meaning and changes only the form: attributes are written
//! apart, such an `<mrow>` becomes an `<mstyle>` (which MathML Core lays out as an `<mrow>`), and
//! a script element's extra leading `<mspace>` moves in front of it (any other extra children
//! are grouped into an `<mrow>` as its base). It also writes `\not\equiv` and its kin as the
//! one character Unicode has for them (`≢`, not `≡` and a combining slash), the form the checker
//! asks for (NFC), and the no-break space of `\ ` and `~` as that character (pulldown-latex
//! writes it as the escaped text `&amp;nbsp;`, which a reader would see). Markup that needs none
//! of this is written back byte for byte as it came.

/// One node of a MathML tree: an element, or text (kept escaped, as it came).
#[derive(Debug, Clone, PartialEq)]
enum Node {
    Element(Element),
    Text(String),
}

#[derive(Debug, Clone, PartialEq)]
struct Element {
    name: String,
    attributes: Vec<(String, String)>,
    children: Vec<Node>,
    /// Written as `<name … />`.
    empty: bool,
}

/// What pulldown-latex 0.8 writes for a no-break space: the entity's name, escaped as text.
const NBSP_ESCAPED: &str = "&amp;nbsp;";

/// How many children a script or fraction element takes; other elements take any number.
fn arity(name: &str) -> Option<usize> {
    match name {
        "msub" | "msup" | "munder" | "mover" | "mfrac" | "mroot" => Some(2),
        "msubsup" | "munderover" => Some(3),
        _ => None,
    }
}

/// Attributes that MathML in HTML allows on `<mstyle>` but not on `<mrow>`.
const STYLE_ATTRIBUTES: &[&str] = &["displaystyle", "scriptlevel"];

/// Repairs `mathml` (one sanitised `<math>` element) as the module note says. Markup that
/// cannot be read as a tree of tags is returned unchanged: [`super::math::sanitize`] has
/// already made it harmless, and a repair must never lose a formula.
pub fn repair(mathml: &str) -> String {
    let Some(nodes) = parse(mathml) else {
        return mathml.to_string();
    };
    let nodes = nodes.into_iter().flat_map(fix).collect::<Vec<_>>();
    let mut out = String::with_capacity(mathml.len() + 16);
    for node in &nodes {
        write(node, &mut out);
    }
    out
}

/// The formula as plain text, for the search index: what a reader sees (`x ⊕ y`, `xᵢ`, `2ᵗ`),
/// never its LaTeX source. Scripts are written with Unicode's sub- and superscript letters
/// when each of their characters has one, else after their base (a subscript) or a `^` (an
/// exponent); a fraction is `a/b`.
pub fn text_form(mathml: &str) -> String {
    let mut out = String::new();
    match parse(mathml) {
        Some(nodes) => nodes.iter().for_each(|n| text_of(n, &mut out)),
        None => out.push_str(mathml),
    }
    let out = out.split_whitespace().collect::<Vec<_>>().join(" ");
    // A fraction is set apart by spaces (`1/2 N`), but not from the brackets around it.
    out.replace("( ", "(").replace(" )", ")").replace(" ,", ",")
}

/// Operators written without spaces around them (brackets, invisible operators); `,` and `;`
/// take a space after them only.
const TIGHT_OPERATORS: &[&str] =
    &["(", ")", "[", "]", "{", "}", "|", ".", "!", "′", "/", "\u{2061}", "\u{2062}", "\u{2063}"];

fn text_of(node: &Node, out: &mut String) {
    let e = match node {
        Node::Text(t) => {
            out.push_str(&unescape(t));
            return;
        }
        Node::Element(e) => e,
    };
    let child = |i: usize| -> String {
        let mut s = String::new();
        e.children.iter().filter(|c| matches!(c, Node::Element(_))).nth(i).into_iter().for_each(|c| text_of(c, &mut s));
        s.trim().to_string()
    };
    match e.name.as_str() {
        "annotation" | "annotation-xml" => {}
        "mspace" => out.push(' '),
        "mo" => {
            let mut s = String::new();
            e.children.iter().for_each(|c| text_of(c, &mut s));
            let s = s.trim();
            if s == "," || s == ";" {
                out.push_str(s);
                out.push(' ');
            } else if TIGHT_OPERATORS.contains(&s) {
                out.push_str(s.trim_matches(|c| ('\u{2061}'..='\u{2063}').contains(&c)));
            } else {
                out.push(' ');
                out.push_str(s);
                out.push(' ');
            }
        }
        "msub" | "msup" | "msubsup" | "munder" | "mover" | "munderover" => {
            out.push_str(&child(0));
            let scripts: &[(usize, bool)] = match e.name.as_str() {
                "msub" | "munder" => &[(1, false)],
                "msup" | "mover" => &[(1, true)],
                _ => &[(1, false), (2, true)],
            };
            for &(i, up) in scripts {
                let s = child(i);
                // A subscript reads well after its base (xα); an exponent needs its mark (N^(3/2)).
                let fallback = |s: String| match (up, s.chars().count()) {
                    (false, _) => s,
                    (true, 1) => format!("^{s}"),
                    (true, _) => format!("^({s})"),
                };
                out.push_str(&crate::markup::script(&s, up).unwrap_or_else(|| fallback(s)));
            }
        }
        "mfrac" => {
            let wrap = |s: String| if s.chars().count() > 1 { format!("({s})") } else { s };
            out.push_str(&format!(" {}/{} ", wrap(child(0)), wrap(child(1))));
        }
        "msqrt" => {
            let mut s = String::new();
            e.children.iter().for_each(|c| text_of(c, &mut s));
            out.push_str(&format!("√({})", s.trim()));
        }
        "mtd" | "mtr" => {
            out.push(' ');
            e.children.iter().for_each(|c| text_of(c, out));
            out.push(' ');
        }
        _ => e.children.iter().for_each(|c| text_of(c, out)),
    }
}

/// Text as the sanitiser left it, with its character references read.
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let end = tail.find(';').filter(|&e| e <= 10);
        let decoded = end.and_then(|e| match &tail[1..e] {
            "lt" => Some('<'),
            "gt" => Some('>'),
            "amp" => Some('&'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            // pulldown-latex's one named entity: the space at either end of `\text{for }`.
            "nbsp" => Some('\u{a0}'),
            n => n
                .strip_prefix("#x")
                .or_else(|| n.strip_prefix("#X"))
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .or_else(|| n.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        });
        match (decoded, end) {
            (Some(c), Some(e)) => {
                out.push(c);
                rest = &tail[e + 1..];
            }
            _ => {
                out.push('&');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Parses tags and text into a forest, or `None` if the tags do not nest.
fn parse(s: &str) -> Option<Vec<Node>> {
    let mut stack: Vec<Element> =
        vec![Element { name: String::new(), attributes: vec![], children: vec![], empty: false }];
    let mut rest = s;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("</") {
            let end = after.find('>')?;
            let name = after[..end].trim();
            let done = stack.pop()?;
            if done.name != name || stack.is_empty() {
                return None;
            }
            stack.last_mut()?.children.push(Node::Element(done));
            rest = &after[end + 1..];
        } else if rest.starts_with('<') {
            let (element, used) = open_tag(rest)?;
            rest = &rest[used..];
            if element.empty {
                stack.last_mut()?.children.push(Node::Element(element));
            } else {
                stack.push(element);
            }
        } else {
            let end = rest.find('<').unwrap_or(rest.len());
            stack.last_mut()?.children.push(Node::Text(rest[..end].to_string()));
            rest = &rest[end..];
        }
    }
    if stack.len() != 1 {
        return None;
    }
    stack.pop().map(|root| root.children)
}

/// Reads an opening tag at the start of `s`: the element (without children) and the bytes read.
/// Attributes are `name="value"`, with or without space between them.
fn open_tag(s: &str) -> Option<(Element, usize)> {
    let inner = &s[1..];
    let name_len = inner.find(|c: char| !c.is_ascii_alphanumeric())?;
    if name_len == 0 {
        return None;
    }
    let mut element =
        Element { name: inner[..name_len].to_string(), attributes: vec![], children: vec![], empty: false };
    let mut at = 1 + name_len;
    loop {
        let rest = &s[at..];
        let trimmed = rest.trim_start();
        at += rest.len() - trimmed.len();
        if trimmed.starts_with('>') {
            return Some((element, at + 1));
        }
        if trimmed.starts_with("/>") {
            element.empty = true;
            return Some((element, at + 2));
        }
        let eq = trimmed.find('=')?;
        let name = &trimmed[..eq];
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == ':') {
            return None;
        }
        let value = trimmed[eq + 1..].strip_prefix('"')?;
        let close = value.find('"')?;
        element.attributes.push((name.to_string(), value[..close].to_string()));
        at += eq + 1 + 1 + close + 1;
    }
}

/// A relation followed by U+0338 (combining long solidus, what `\not` writes) and the one
/// character Unicode composes them into.
const NEGATED: &[(&str, &str)] = &[
    ("=\u{338}", "≠"),
    ("≡\u{338}", "≢"),
    ("∈\u{338}", "∉"),
    ("∋\u{338}", "∌"),
    ("∼\u{338}", "≁"),
    ("≃\u{338}", "≄"),
    ("≅\u{338}", "≇"),
    ("≈\u{338}", "≉"),
    ("≤\u{338}", "≰"),
    ("≥\u{338}", "≱"),
    ("&lt;\u{338}", "≮"),
    ("&gt;\u{338}", "≯"),
    ("⊂\u{338}", "⊄"),
    ("⊃\u{338}", "⊅"),
    ("⊆\u{338}", "⊈"),
    ("⊇\u{338}", "⊉"),
    ("∣\u{338}", "∤"),
    ("∥\u{338}", "∦"),
];

/// Repairs one node and its subtree; a script element's hoisted spaces come out before it.
fn fix(node: Node) -> Vec<Node> {
    let mut element = match node {
        Node::Text(text) if text.contains('\u{338}') => {
            return vec![Node::Text(NEGATED.iter().fold(text, |t, (pair, one)| t.replace(pair, one)))];
        }
        // `\ `, `~` and `\nobreakspace` come out as the escaped text `&amp;nbsp;`, which a reader
        // would see as "&nbsp;": they are the no-break space (U+00A0).
        Node::Text(text) if text.contains(NBSP_ESCAPED) => {
            return vec![Node::Text(text.replace(NBSP_ESCAPED, "\u{a0}"))];
        }
        Node::Text(_) => return vec![node],
        Node::Element(element) => element,
    };
    element.children = element.children.into_iter().flat_map(fix).collect();
    if element.name == "mrow" && element.attributes.iter().any(|(name, _)| STYLE_ATTRIBUTES.contains(&name.as_str())) {
        element.name = "mstyle".to_string();
    }
    let mut before = Vec::new();
    if let Some(n) = arity(&element.name) {
        let elements = |children: &[Node]| children.iter().filter(|c| matches!(c, Node::Element(_))).count();
        while elements(&element.children) > n && is_space(element.children.first()) {
            before.push(element.children.remove(0));
        }
        let count = elements(&element.children);
        if count > n {
            // Group the leading children into the base, so the scripts stay the last n - 1.
            let mut seen = 0;
            let split = element
                .children
                .iter()
                .position(|c| {
                    seen += usize::from(matches!(c, Node::Element(_)));
                    seen == count - n + 2
                })
                .unwrap_or(element.children.len());
            let base: Vec<Node> = element.children.drain(..split).collect();
            element.children.insert(
                0,
                Node::Element(Element { name: "mrow".to_string(), attributes: vec![], children: base, empty: false }),
            );
        }
    }
    before.push(Node::Element(element));
    before
}

fn is_space(node: Option<&Node>) -> bool {
    matches!(node, Some(Node::Element(e)) if e.name == "mspace")
}

/// Writes a node as pulldown-latex does: ` name="value"` for each attribute, ` />` for an
/// empty element.
fn write(node: &Node, out: &mut String) {
    match node {
        Node::Text(text) => out.push_str(text),
        Node::Element(e) => {
            out.push('<');
            out.push_str(&e.name);
            for (name, value) in &e.attributes {
                out.push(' ');
                out.push_str(name);
                out.push_str("=\"");
                out.push_str(value);
                out.push('"');
            }
            if e.empty {
                out.push_str(" />");
                return;
            }
            out.push('>');
            for child in &e.children {
                write(child, out);
            }
            out.push_str("</");
            out.push_str(&e.name);
            out.push('>');
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_that_needs_no_repair_is_unchanged() {
        let m = "<math display=\"inline\"><semantics><mrow><msub><mi>x</mi><mn>1</mn></msub><mo>&lt;</mo>\
                 <mspace width=\"0.1667em\" /></mrow><annotation encoding=\"application/x-tex\">x_1 &lt;\\,</annotation>\
                 </semantics></math>";
        assert_eq!(repair(m), m);
    }

    #[test]
    fn attributes_are_written_apart() {
        let m = "<mo symmetric=\"true\" stretchy=\"true\"minsize=\"1.2em\" maxsize=\"1.2em\">(</mo>";
        assert_eq!(repair(m), "<mo symmetric=\"true\" stretchy=\"true\" minsize=\"1.2em\" maxsize=\"1.2em\">(</mo>");
    }

    #[test]
    fn a_styled_mrow_becomes_an_mstyle() {
        let m =
            "<mrow><mrow displaystyle=\"false\" scriptlevel=\"0\"><mfrac><mn>2</mn><mn>3</mn></mfrac></mrow></mrow>";
        assert_eq!(
            repair(m),
            "<mrow><mstyle displaystyle=\"false\" scriptlevel=\"0\"><mfrac><mn>2</mn><mn>3</mn></mfrac></mstyle></mrow>"
        );
    }

    #[test]
    fn a_leading_space_leaves_a_script_element() {
        let m = "<mrow><mi>N</mi><msub><mspace width=\"0.1667em\" /><mi>log</mi><mn>2</mn></msub></mrow>";
        assert_eq!(
            repair(m),
            "<mrow><mi>N</mi><mspace width=\"0.1667em\" /><msub><mi>log</mi><mn>2</mn></msub></mrow>"
        );
    }

    #[test]
    fn a_negated_relation_is_one_character() {
        let m = super::super::math::to_mathml("x \\not\\equiv y \\pmod 3, a \\not< b", false).unwrap();
        assert!(m.contains("<mo>≢</mo>") && m.contains("≮"), "{m}");
        assert!(!m.split("<annotation").next().unwrap().contains('\u{338}'), "{m}");
    }

    #[test]
    fn a_no_break_space_is_a_space_not_its_name() {
        for latex in ["s \\in S,\\ s \\le n", "a~b", "a\\nobreakspace b"] {
            let m = super::super::math::to_mathml(latex, false).unwrap();
            let shown = m.split("<annotation").next().unwrap();
            assert!(shown.contains("<mtext>\u{a0}</mtext>") && !shown.contains("nbsp"), "{latex}: {m}");
        }
        // The space at the end of `\text{for }` is an entity in the markup and a space in the text.
        let m = super::super::math::to_mathml("x \\quad \\text{for } i", false).unwrap();
        assert_eq!(text_form(&m).replace('\u{a0}', " ").split_whitespace().collect::<Vec<_>>(), ["x", "for", "i"]);
    }

    #[test]
    fn other_extra_children_become_the_base() {
        let m = "<msubsup><mi>a</mi><mi>b</mi><mn>1</mn><mn>2</mn></msubsup>";
        assert_eq!(repair(m), "<msubsup><mrow><mi>a</mi><mi>b</mi></mrow><mn>1</mn><mn>2</mn></msubsup>");
        let m = "<mover><mspace width=\"1em\" /><mi>a</mi><mi>b</mi><mo>‾</mo></mover>";
        assert_eq!(repair(m), "<mspace width=\"1em\" /><mover><mrow><mi>a</mi><mi>b</mi></mrow><mo>‾</mo></mover>");
    }

    #[test]
    fn the_text_form_is_what_a_reader_sees() {
        let text = |latex: &str| text_form(&super::super::math::to_mathml(latex, false).unwrap());
        assert_eq!(text("x_i \\oplus y"), "xᵢ ⊕ y");
        assert_eq!(text("2^t + a < b"), "2ᵗ + a < b");
        assert_eq!(text("x_{\\alpha}"), "xα");
        assert_eq!(text("\\tfrac{1}{2} N^{3/2}"), "1/2 N^(3/2)");
        assert_eq!(text("n \\bmod 3 = 0"), "n mod 3 = 0");
        assert_eq!(text("(\\frac{a+1}{2}, b)"), "((a + 1)/2, b)");
        for latex in ["x_i \\oplus y", "\\mathrm{mex}(0, 1)", "\\sqrt{n} \\le \\lfloor n/2 \\rfloor"] {
            let t = text(latex);
            assert!(!t.contains('\\') && !t.contains('_') && !t.contains('^') && !t.contains('{'), "{latex}: {t}");
        }
    }

    #[test]
    fn markup_that_does_not_nest_is_returned_as_it_came() {
        for m in ["<mrow><mi>x</mrow>", "<mrow>", "</mrow>", "<mi a=b>x</mi>", "<mi a=\"b>x</mi>"] {
            assert_eq!(repair(m), m);
        }
    }

    #[test]
    fn the_converters_invalid_forms_are_repaired() {
        let cases = [
            ("N \\log_2 N", "<mspace width=\"0.1667em\" /><msub><mi>log</mi><mn>2</mn></msub>"),
            ("\\tfrac23 N", "<mstyle displaystyle=\"false\" scriptlevel=\"0\"><mfrac>"),
            ("g\\bigl(n\\bigr)", "stretchy=\"true\" minsize="),
        ];
        for (latex, expected) in cases {
            let m = super::super::math::to_mathml(latex, false).unwrap();
            assert!(m.contains(expected), "{latex}: {m}");
            assert!(!m.contains("\"m") && !m.contains("<mrow displaystyle"), "{latex}: {m}");
        }
    }
}
