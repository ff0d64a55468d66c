//! Limits on the work a lesson can ask for, checked before the work is done. A lesson is
//! rendered by the `nimbook` crate's `lesson::render`; its `{{ … }}` expressions go through [`check_expression`]
//! before minijinja parses them, its `$…$` maths through [`check_math`] before pulldown-latex
//! reads it, and the templates' environment ([`crate::environment::environment`]) gets fuel, a
//! recursion limit and size-checked versions of the filters that can multiply text
//! ([`register_bounded_filters`]). Every limit is a named constant here and is listed in the
//! manual's table of limits (`book/content/20-messages-and-limits.md`); an error says which
//! limit and what to do instead.

use crate::markup::escape_html;
use crate::message::Message;
use minijinja::value::{Kwargs, Value};
use minijinja::{AutoEscape, Environment, Error, ErrorKind, State};

/// What all the requests of teachers' rules one page uses may cost in all (its blocks and its
/// `example("…")`), each counted once, as computed alone, also when the block cache holds it:
/// a page builds or fails the same way with or without the cache (one request may cost up to
/// the engine's `MAX_GAME_OPERATIONS`).
pub const MAX_PAGE_OPERATIONS: u64 = 400_000_000;

/// The most numbers minijinja's `range()` gives (its own bound, which its error does not name;
/// checked by this module's tests).
pub const RANGE_LIMIT: usize = 100_000;

/// For an error minijinja gives at one of its own bounds (`detail`, its words), what a lesson's
/// message says instead: the bound's number and what to do.
pub fn library_limit(detail: &str) -> Option<Message> {
    match detail {
        "range has too many elements" => Some(crate::message!("mistake-lesson-range-limit", max = RANGE_LIMIT)),
        "recursion limit exceeded" => Some(crate::message!("mistake-lesson-recursion-limit", max = TEMPLATE_RECURSION)),
        _ => None,
    }
}

/// The longest `{{ … }}` expression, in bytes.
pub const MAX_EXPRESSION_BYTES: usize = 4_000;
/// The deepest nesting of brackets and prefix operators (`-`, `+`, `not`) in one expression.
pub const MAX_EXPRESSION_NESTING: usize = 32;
/// The longest text one filter may build (`join`, `replace`, `indent`), in bytes.
pub const MAX_VALUE_BYTES: usize = 100_000;
/// The most digits `binary(width)` pads to (a number has at most 64 binary digits).
pub const MAX_BINARY_WIDTH: u32 = 64;
/// The most cells of a board `geography(rows)` answers (walls included): 200 × 200. The answer
/// lists every cell, so this bounds the value a lesson holds, not the engine's work.
pub const MAX_BOARD_CELLS: usize = 40_000;
/// Template instructions one page (or one expression) may run: minijinja's fuel.
pub const TEMPLATE_FUEL: u64 = 5_000_000;
/// How deep templates may call each other or themselves (includes, macros).
pub const TEMPLATE_RECURSION: usize = 64;
/// The most values (`{{ … }}`) one lesson's template may print (a loop over a long list of
/// moves is fine; a loop over `range(10**9)` is refused).
pub const MAX_PRINTED_VALUES: usize = 100_000;
/// The most text, in bytes, one lesson's template may write (its loops included).
pub const MAX_TEMPLATE_BYTES: usize = 4_000_000;
/// The most Markdown elements (each start, end and run of text: a table cell is about three)
/// one lesson may hold, before and after its template runs: the longest lesson of the course has
/// about 1,200, and each element costs the page pass about 300 bytes while it works.
pub const MAX_MARKDOWN_ELEMENTS: usize = 200_000;
/// The longest `$…$` or `$$…$$` formula, in bytes.
pub const MAX_MATH_BYTES: usize = 20_000;
/// The deepest nesting of `{…}` groups and `\left…\right` pairs in one formula.
pub const MAX_MATH_NESTING: usize = 64;

/// A `{{ … }}` expression or a `$…$` formula past one of the bounds above, with its measure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TooBig {
    /// An expression of this many bytes, past [`MAX_EXPRESSION_BYTES`].
    ExpressionBytes(usize),
    /// An expression nested this deep, past [`MAX_EXPRESSION_NESTING`].
    ExpressionNesting(usize),
    /// A formula of this many bytes, past [`MAX_MATH_BYTES`].
    MathBytes(usize),
    /// A formula nested this deep, past [`MAX_MATH_NESTING`].
    MathNesting(usize),
}

impl TooBig {
    /// The refusal as a lesson's diagnostic says it, with the bound and what to do, worded
    /// where it is shown.
    pub fn message(&self) -> Message {
        match *self {
            TooBig::ExpressionBytes(n) => {
                crate::message!("mistake-lesson-expression-bytes", bytes = n, max = MAX_EXPRESSION_BYTES)
            }
            TooBig::ExpressionNesting(n) => {
                crate::message!("mistake-lesson-expression-nesting", depth = n, max = MAX_EXPRESSION_NESTING)
            }
            TooBig::MathBytes(n) => crate::message!("mistake-lesson-math-bytes", bytes = n, max = MAX_MATH_BYTES),
            TooBig::MathNesting(n) => crate::message!("mistake-lesson-math-nesting", depth = n, max = MAX_MATH_NESTING),
        }
    }
}

/// English (tests); a lesson's diagnostic is [`TooBig::message`], in the reader's language.
impl std::fmt::Display for TooBig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for TooBig {}

/// Checks an expression's size and nesting before it is parsed (minijinja's parser recurses
/// once per prefix operator, so 6,000 `-` would overflow the stack).
pub fn check_expression(expr: &str) -> Result<(), TooBig> {
    if expr.len() > MAX_EXPRESSION_BYTES {
        return Err(TooBig::ExpressionBytes(expr.len()));
    }
    let nesting = expression_nesting(expr);
    if nesting > MAX_EXPRESSION_NESTING {
        return Err(TooBig::ExpressionNesting(nesting));
    }
    Ok(())
}

/// The deepest nesting of brackets plus the longest run of prefix operators, outside strings.
fn expression_nesting(expr: &str) -> usize {
    let (mut depth, mut deepest, mut prefix_run) = (0usize, 0usize, 0usize);
    // Whether the next token is an operand (so `-` there is a sign, not a subtraction).
    let mut operand_expected = true;
    let mut word = String::new();
    for (_, piece) in crate::prose::scan_strings(expr) {
        // A whole quoted string: a word before it ends there, and it is an operand.
        let c = piece.unwrap_or('"');
        if piece.is_some() && (c.is_alphanumeric() || c == '_') {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            let is_not = word == "not";
            operand_expected = is_not || matches!(word.as_str(), "and" | "or" | "in" | "is" | "if" | "else");
            prefix_run = if is_not { prefix_run + 1 } else { 0 };
            word.clear();
        }
        if piece.is_none() {
            deepest = deepest.max(depth + prefix_run);
            operand_expected = false;
            continue;
        }
        match c {
            '(' | '[' | '{' => {
                depth += 1;
                operand_expected = true;
            }
            ')' | ']' | '}' => {
                depth = depth.saturating_sub(1);
                operand_expected = false;
                prefix_run = 0;
            }
            '-' | '+' if operand_expected => prefix_run += 1,
            c if c.is_whitespace() => {}
            _ => {
                operand_expected = true;
                prefix_run = 0;
            }
        }
        deepest = deepest.max(depth + prefix_run);
    }
    if word == "not" {
        prefix_run += 1;
    }
    deepest.max(depth + prefix_run)
}

/// Checks a formula's size and nesting before pulldown-latex reads it (its time grows with the
/// square of the nesting).
pub fn check_math(latex: &str) -> Result<(), TooBig> {
    if latex.len() > MAX_MATH_BYTES {
        return Err(TooBig::MathBytes(latex.len()));
    }
    let (mut depth, mut deepest) = (0usize, 0usize);
    let bytes = latex.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if latex[i..].starts_with("\\left") => depth += 1,
            b'\\' if latex[i..].starts_with("\\right") => depth = depth.saturating_sub(1),
            // An escaped brace or backslash is a character, not a group.
            b'\\' => i += 1,
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        deepest = deepest.max(depth);
        i += 1;
    }
    if deepest > MAX_MATH_NESTING {
        return Err(TooBig::MathNesting(deepest));
    }
    Ok(())
}

/// Puts fuel and a recursion limit on `env` and replaces the filters that can multiply text
/// (`join`, `replace`, `indent`) by versions that refuse a result over [`MAX_VALUE_BYTES`].
pub fn register_bounded_filters(env: &mut Environment<'static>) {
    env.set_fuel(Some(TEMPLATE_FUEL));
    env.set_recursion_limit(TEMPLATE_RECURSION);
    env.add_filter("join", join);
    env.add_filter("replace", replace);
    env.add_filter("indent", indent);
}

/// A bounded filter's refusal, as the source of its minijinja error: the words a lesson's
/// diagnostic shows, in the reader's language (minijinja's own detail is the English).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LimitError(pub Message);

impl std::fmt::Display for LimitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::error::Error for LimitError {}

/// The refusal of a text longer than [`MAX_VALUE_BYTES`]: `what` is the message of the text
/// (`mistake-lesson-joined-too-long` …).
fn too_long(what: Message) -> Error {
    Error::new(ErrorKind::InvalidOperation, what.to_string()).with_source(LimitError(what))
}

/// Text of a value as the page would show it (escaped when the template escapes and the value
/// is not already safe HTML).
fn shown(state: &State, value: &Value) -> String {
    let text = value.to_string();
    if matches!(state.auto_escape(), AutoEscape::None) || value.is_safe() { text } else { escape_html(&text) }
}

/// `join(joiner="", attribute=None)`, as minijinja's, with a size limit.
fn join(state: &State, value: &Value, joiner: Option<Value>, kwargs: Kwargs) -> Result<Value, Error> {
    let attribute: Option<String> = kwargs.get("attribute")?;
    kwargs.assert_all_used()?;
    let joiner = joiner.map(|j| shown(state, &j)).unwrap_or_default();
    let mut out = String::new();
    let items: Box<dyn Iterator<Item = Value>> = match value.as_str() {
        Some(s) => Box::new(s.chars().map(Value::from).collect::<Vec<_>>().into_iter()),
        None => Box::new(value.try_iter()?),
    };
    for (i, item) in items.enumerate() {
        let item = match &attribute {
            Some(a) => a.split('.').try_fold(item, |v, key| v.get_attr(key))?,
            None => item,
        };
        if i > 0 {
            out.push_str(&joiner);
        }
        out.push_str(&shown(state, &item));
        if out.len() > MAX_VALUE_BYTES {
            return Err(too_long(crate::message!("mistake-lesson-joined-too-long", max = MAX_VALUE_BYTES)));
        }
    }
    Ok(if matches!(state.auto_escape(), AutoEscape::None) { Value::from(out) } else { Value::from_safe_string(out) })
}

/// `replace(old, new)`, as minijinja's, with a size limit.
fn replace(value: String, from: String, to: String) -> Result<Value, Error> {
    let count = if from.is_empty() { value.chars().count() + 1 } else { value.matches(from.as_str()).count() };
    let len =
        value.len().saturating_sub(count.saturating_mul(from.len())).saturating_add(count.saturating_mul(to.len()));
    if len > MAX_VALUE_BYTES {
        return Err(too_long(crate::message!("mistake-lesson-replaced-too-long", max = MAX_VALUE_BYTES)));
    }
    Ok(Value::from(value.replace(from.as_str(), &to)))
}

/// `indent(width=4, first=false, blank=false)`, as minijinja's, with a size limit.
fn indent(value: String, width: Option<usize>, first: Option<bool>, blank: Option<bool>) -> Result<Value, Error> {
    let width = width.unwrap_or(4);
    let lines = value.lines().count().max(1);
    if lines.saturating_mul(width).saturating_add(value.len()) > MAX_VALUE_BYTES {
        return Err(too_long(crate::message!("mistake-lesson-indented-too-long", max = MAX_VALUE_BYTES)));
    }
    let pad = " ".repeat(width);
    let body = value.strip_suffix('\n').unwrap_or(&value);
    let mut out = String::new();
    for (i, line) in body.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let wanted = if i == 0 { first.unwrap_or(false) } else { true };
        if wanted && (blank.unwrap_or(false) || !line.trim().is_empty()) {
            out.push_str(&pad);
        }
        out.push_str(line);
    }
    Ok(Value::from(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// minijinja's own bounds are where [`RANGE_LIMIT`] and [`TEMPLATE_RECURSION`] say, and its
    /// errors there are the words [`library_limit`] explains: a newer minijinja that moves either
    /// fails here, not in a teacher's message.
    #[test]
    fn minijinjas_own_bounds_are_explained_with_their_numbers() {
        let mut env = minijinja::Environment::new();
        env.set_recursion_limit(TEMPLATE_RECURSION);
        let run = |env: &minijinja::Environment<'_>, source: &str| {
            env.render_str(source, ()).map_err(|e| e.detail().unwrap_or_default().to_string())
        };
        assert!(run(&env, &format!("{{% for i in range({RANGE_LIMIT}) %}}{{% endfor %}}")).is_ok());
        let e = run(&env, &format!("{{% for i in range({}) %}}{{% endfor %}}", RANGE_LIMIT + 1)).unwrap_err();
        assert!(library_limit(&e).is_some_and(|m| m.to_string().contains("at most 100000 numbers")), "{e}");
        let e = run(&env, "{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(1) }}").unwrap_err();
        assert!(library_limit(&e).is_some_and(|m| m.to_string().contains("at most 64 deep")), "{e}");
        assert_eq!(library_limit("something else"), None);
    }

    #[test]
    fn nesting_counts_signs_and_brackets_not_subtraction() {
        assert_eq!(expression_nesting("main.nim_sum | binary"), 0);
        assert_eq!(expression_nesting("a - b - c - d - e"), 0);
        assert_eq!(expression_nesting("---1"), 3);
        assert_eq!(expression_nesting("((1))"), 2);
        assert_eq!(expression_nesting("not not x"), 2);
        assert_eq!(expression_nesting("\"((((((\" ~ x"), 0);
        assert!(check_expression(&format!("{}1", "-".repeat(6000))).is_err());
        assert!(check_expression(&format!("{}1", "-".repeat(100))).is_err());
        assert!(check_expression(&format!("{}1{}", "(".repeat(40), ")".repeat(40))).is_err());
        assert!(check_expression("example(\"nim 3 4 5\").nim_sum | binary(8)").is_ok());
    }

    #[test]
    fn maths_nesting_and_size() {
        assert!(check_math("\\frac{1}{2} \\oplus \\left( x \\right)").is_ok());
        assert!(check_math("\\{ a \\}").is_ok());
        let deep = format!("{}1{}", "\\frac{".repeat(20_000), "}{2}".repeat(20_000));
        assert!(check_math(&deep).unwrap_err().to_string().contains("bytes long"));
        let nested = format!("{}1{}", "{".repeat(100), "}".repeat(100));
        assert_eq!(check_math(&nested).unwrap_err(), TooBig::MathNesting(100));
    }

    fn eval(expr: &str) -> Result<String, Error> {
        let env = crate::environment::builtin();
        env.compile_expression(expr)?.eval(Value::UNDEFINED).map(|v| v.to_string())
    }

    #[test]
    fn filters_that_multiply_text_are_bounded() {
        let e = eval("(range(100000)|join(\"x\"*30000))|length").unwrap_err();
        assert!(e.to_string().contains("longer than"), "{e}");
        assert_eq!(eval("[1, 2, 3]|join(\", \")").unwrap(), "1, 2, 3");
        assert_eq!(eval("\"abc\"|join(\"-\")").unwrap(), "a-b-c");
        assert_eq!(eval("[{\"a\": 1}, {\"a\": 2}]|join(\"+\", attribute=\"a\")").unwrap(), "1+2");
        assert!(eval("(\"x\"*50000)|replace(\"x\", \"yyyy\")").is_err());
        assert_eq!(eval("\"Hello World\"|replace(\"Hello\", \"Bye\")").unwrap(), "Bye World");
        assert!(eval("(\"a\n\"*5000)|indent(1000)").is_err());
        assert_eq!(eval("\"a\nb\"|indent(2)").unwrap(), "a\n  b");
    }

    #[test]
    fn templates_join_escapes_like_minijinja() {
        let mut env = crate::environment::builtin();
        env.add_template("t.html", "{{ xs|join(\", \") }}").unwrap();
        let out = env.get_template("t.html").unwrap().render(minijinja::context! { xs => vec!["<a>", "b"] }).unwrap();
        assert_eq!(out, "&lt;a&gt;, b");
    }

    #[test]
    fn fuel_stops_endless_templates() {
        let mut env = crate::environment::builtin();
        env.add_template("t.html", "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}")
            .unwrap();
        let e = env.get_template("t.html").unwrap().render(()).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::OutOfFuel, "{e}");
    }
}
