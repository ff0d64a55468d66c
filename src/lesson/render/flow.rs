//! Control flow in prose: `{% if %}`/`{% elif %}`/`{% else %}`/`{% endif %}`,
//! `{% for x in list %}`/`{% else %}`/`{% endfor %}` and `{% set name = value %}` in a lesson's
//! Markdown are run *before* the Markdown pass, so a condition or a loop may span paragraphs,
//! list items and table rows. The result is new Markdown plus a [`SourceMap`] back to the
//! lesson file (every error keeps its line and column) that also records, for every piece of
//! text, the scope it was written in: `{{ … }}` is still evaluated by the Markdown pass, so a
//! value is escaped and placed exactly as everywhere else, and sees the loop's variable.
//!
//! A tag alone on its line takes the whole line with it. Code spans and fenced or indented code
//! (also the bodies of `example`, `chart`, `verify`, `play` and `game` blocks) are left as they
//! are; callout bodies are prose, so tags there are run. A page without tags is not touched.

use super::*;

use crate::lesson::limits::MAX_LOOP_PIECES;

/// A `{% … %}` tag: its words, and where it stands.
#[derive(Debug)]
struct FlowTag<'s> {
    /// The inside of the tag, trimmed.
    inner: &'s str,
    /// Offset of `{%` in the body.
    at: usize,
}

/// A branch of an `if`: its condition and the condition's offset (none for `else`), its body.
type Branch<'s> = (Option<(&'s str, usize)>, Vec<Node<'s>>);

#[derive(Debug)]
enum Node<'s> {
    /// Body text between two tags: its range in the body.
    Text(Range<usize>),
    /// Branches of `if`/`elif` (condition, its offset) and the `else` branch (no condition).
    If(Vec<Branch<'s>>),
    /// `for var in expr`, its body and its `else` (run when the list is empty).
    For { var: &'s str, expr: &'s str, at: usize, body: Vec<Node<'s>>, empty: Vec<Node<'s>> },
    /// `set name = expr`.
    Set { name: &'s str, expr: &'s str, at: usize },
}

/// Ranges of the body where `{%` is literal: code spans and the text of code blocks other than
/// callouts.
fn literal_ranges(src: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut in_literal_block = false;
    for (ev, range) in parse_events(src) {
        match ev {
            Event::Code(_) => out.push(range),
            Event::Start(Tag::CodeBlock(kind)) => {
                in_literal_block = match kind {
                    CodeBlockKind::Fenced(info) => !CALLOUTS.contains(&info_parts(&info).0),
                    CodeBlockKind::Indented => true,
                };
            }
            Event::End(TagEnd::CodeBlock) => in_literal_block = false,
            Event::Text(_) if in_literal_block => out.push(range),
            _ => {}
        }
    }
    out
}

/// Splits the body into text and tags; a tag alone on its line takes the line.
fn tokenize(src: &str) -> Vec<Result<FlowTag<'_>, Range<usize>>> {
    let literal = literal_ranges(src);
    let mut out = Vec::new();
    let (mut text_start, mut pos) = (0, 0);
    while let Some(found) = src[pos..].find("{%") {
        let at = pos + found;
        if let Some(r) = literal.iter().find(|r| r.contains(&at)) {
            pos = r.end.max(at + 2);
            continue;
        }
        let Some(len) = src[at + 2..].find("%}") else { break };
        let end = at + 2 + len + 2;
        let inner = src[at + 2..end - 2].trim_matches('-').trim();
        let line_start = src[..at].rfind('\n').map_or(0, |i| i + 1);
        let line_end = src[end..].find('\n').map_or(src.len(), |i| end + i + 1);
        let alone = src[line_start..at].trim().is_empty() && src[end..line_end].trim().is_empty();
        let (before_end, after) = if alone { (line_start.max(text_start), line_end) } else { (at, end) };
        out.push(Err(text_start..before_end));
        out.push(Ok(FlowTag { inner, at }));
        text_start = after;
        pos = after;
    }
    out.push(Err(text_start..src.len()));
    out
}

/// The first word of a tag and the rest.
fn keyword<'s>(tag: &FlowTag<'s>) -> (&'s str, &'s str) {
    match tag.inner.split_once(char::is_whitespace) {
        Some((k, rest)) => (k, rest.trim()),
        None => (tag.inner, ""),
    }
}

const SUPPORTED: &str = "lesson prose supports {% if %} … {% elif %} … {% else %} … {% endif %}, \
                         {% for x in list %} … {% else %} … {% endfor %} and {% set name = value %}";

/// Parses tokens into nodes until one of `ends` (returned with the tag), or the end.
fn parse<'s>(
    tokens: &mut std::iter::Peekable<std::vec::IntoIter<Result<FlowTag<'s>, Range<usize>>>>,
    ends: &[&str],
) -> Result<(Vec<Node<'s>>, Option<FlowTag<'s>>), (usize, String)> {
    let mut nodes = Vec::new();
    while let Some(token) = tokens.next() {
        let tag = match token {
            Err(range) => {
                if !range.is_empty() {
                    nodes.push(Node::Text(range));
                }
                continue;
            }
            Ok(tag) => tag,
        };
        let (word, rest) = keyword(&tag);
        if ends.contains(&word) {
            return Ok((nodes, Some(tag)));
        }
        match word {
            "if" => {
                let mut branches = Vec::new();
                let mut condition = Some((rest, tag.at));
                loop {
                    let (body, end) = parse(tokens, &["elif", "else", "endif"])?;
                    let Some(end) = end else {
                        return Err((tag.at, "this {% if %} is never closed: add {% endif %} after it".into()));
                    };
                    branches.push((condition, body));
                    match keyword(&end) {
                        ("elif", c) if branches.last().is_some_and(|b| b.0.is_some()) => condition = Some((c, end.at)),
                        ("else", _) if branches.last().is_some_and(|b| b.0.is_some()) => condition = None,
                        ("endif", _) => break,
                        (w, _) => {
                            return Err((end.at, format!("{{% {w} %}} after {{% else %}}: {{% else %}} comes last")));
                        }
                    }
                }
                nodes.push(Node::If(branches));
            }
            "for" => {
                let Some((var, expr)) = rest.split_once(" in ") else {
                    return Err((tag.at, "write a loop as {% for move in main.winning_moves %}".into()));
                };
                let var = var.trim();
                if !front::is_identifier(var) {
                    return Err((
                        tag.at,
                        format!("\"{var}\" is not a simple name for a loop variable (letters, digits, _)"),
                    ));
                }
                let (body, end) = parse(tokens, &["else", "endfor"])?;
                let unclosed = || (tag.at, "this {% for %} is never closed: add {% endfor %} after it".to_string());
                let end = end.ok_or_else(unclosed)?;
                let empty = if keyword(&end).0 == "else" {
                    let (empty, end) = parse(tokens, &["endfor"])?;
                    end.ok_or_else(unclosed)?;
                    empty
                } else {
                    Vec::new()
                };
                nodes.push(Node::For { var, expr: expr.trim(), at: tag.at, body, empty });
            }
            "set" => {
                let Some((name, expr)) = rest.split_once('=') else {
                    return Err((
                        tag.at,
                        "write {% set name = value %}, e.g. {% set m = main.winning_moves[0] %}".into(),
                    ));
                };
                let name = name.trim();
                if !front::is_identifier(name) {
                    return Err((tag.at, format!("\"{name}\" is not a simple name to set (letters, digits, _)")));
                }
                nodes.push(Node::Set { name, expr: expr.trim(), at: tag.at });
            }
            "elif" | "else" | "endif" | "endfor" => {
                return Err((tag.at, format!("{{% {word} %}} without the {{% if %}} or {{% for %}} it closes")));
            }
            other => {
                let hint = directive::suggest(other, &["if", "elif", "else", "endif", "for", "endfor", "set"])
                    .map(|s| format!(" (did you mean \"{s}\"?)"))
                    .unwrap_or_default();
                return Err((tag.at, format!("unknown tag {{% {other} %}}{hint}; {SUPPORTED}")));
            }
        }
    }
    Ok((nodes, None))
}

/// The running state of one expansion.
struct Out {
    text: String,
    segments: Vec<(usize, usize, usize)>,
    pieces: usize,
}

impl Page<'_> {
    /// Runs the control-flow tags of `src` (which starts at `base` in the file). `Ok(None)`
    /// when there are none (the body is used as it is); `Err` after an error (reported).
    pub(super) fn expand(&mut self, src: &str, base: usize) -> Result<Option<(String, SourceMap)>, ()> {
        if !self.front_matter || !src.contains("{%") {
            return Ok(None);
        }
        let tokens = tokenize(src);
        if tokens.len() == 1 {
            return Ok(None);
        }
        let nodes = match parse(&mut tokens.into_iter().peekable(), &[]) {
            Ok((nodes, _)) => nodes,
            Err((at, message)) => {
                self.error(base + at, message);
                return Err(());
            }
        };
        let mut out = Out { text: String::with_capacity(src.len()), segments: Vec::new(), pieces: 0 };
        let mut locals = BTreeMap::new();
        self.run(&nodes, src, base, &mut locals, 0, &mut out)?;
        if out.segments.is_empty() {
            out.segments.push((0, base, 0));
        }
        Ok(Some((out.text, SourceMap { segments: out.segments })))
    }

    fn run(
        &mut self,
        nodes: &[Node<'_>],
        src: &str,
        base: usize,
        locals: &mut BTreeMap<String, Value>,
        mut scope: usize,
        out: &mut Out,
    ) -> Result<(), ()> {
        for node in nodes {
            match node {
                Node::Text(range) => {
                    out.pieces += 1;
                    if out.pieces > MAX_LOOP_PIECES {
                        self.error(base + range.start, format!("the loops on this page make more than {MAX_LOOP_PIECES} pieces of text; loop over a shorter list"));
                        return Err(());
                    }
                    out.segments.push((out.text.len(), base + range.start, scope));
                    out.text.push_str(&src[range.clone()]);
                }
                Node::Set { name, expr, at } => {
                    let value = self.tag_value(expr, scope, base + at)?;
                    locals.insert(name.to_string(), value);
                    scope = self.push_scope(locals);
                }
                Node::If(branches) => {
                    for (condition, body) in branches {
                        let taken = match condition {
                            Some((expr, at)) => self.tag_value(expr, scope, base + at)?.is_true(),
                            None => true,
                        };
                        if taken {
                            // `set` inside a branch is seen until the branch ends.
                            let mut inner = locals.clone();
                            self.run(body, src, base, &mut inner, scope, out)?;
                            break;
                        }
                    }
                }
                Node::For { var, expr, at, body, empty } => {
                    let list = self.tag_value(expr, scope, base + at)?;
                    let items: Vec<Value> = match list.try_iter() {
                        Ok(items) => items.collect(),
                        Err(_) => {
                            self.error(
                                base + at,
                                format!("{{% for {var} in {expr} %}}: {expr} is {list}, not a list to loop over"),
                            );
                            return Err(());
                        }
                    };
                    if items.is_empty() {
                        let mut inner = locals.clone();
                        self.run(empty, src, base, &mut inner, scope, out)?;
                    }
                    let length = items.len();
                    for (i, item) in items.into_iter().enumerate() {
                        let mut inner = locals.clone();
                        inner.insert(var.to_string(), item);
                        let info = context! {
                            index => i + 1, index0 => i, first => i == 0, last => i + 1 == length, length,
                            revindex => length - i
                        };
                        inner.insert("loop".to_string(), info);
                        let inner_scope = self.push_scope(&inner);
                        self.run(body, src, base, &mut inner, inner_scope, out)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// A new scope: the page's values with `locals` on top; returns its number.
    fn push_scope(&mut self, locals: &BTreeMap<String, Value>) -> usize {
        let mut values: BTreeMap<String, Value> = BTreeMap::new();
        if let Ok(keys) = self.scopes[0].try_iter() {
            for key in keys {
                if let Ok(v) = self.scopes[0].get_item(&key) {
                    values.insert(key.to_string(), v);
                }
            }
        }
        values.extend(locals.iter().map(|(k, v)| (k.clone(), v.clone())));
        self.scopes.push(Value::from(values));
        self.scopes.len() - 1
    }

    /// The value of a tag's expression, or an error reported at the tag.
    fn tag_value(&mut self, expr: &str, scope: usize, at: usize) -> Result<Value, ()> {
        self.evaluate_value(expr, scope)
            .map_err(|message| self.error(at, message.replace("{{ ", "{% ").replace(" }}", " %}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_alone_on_a_line_take_the_line() {
        let src = "a\n{% if x %}\nb\n{% endif %}\nc `{% no %}`\n";
        let tokens = tokenize(src);
        let texts: Vec<&str> = tokens.iter().filter_map(|t| t.as_ref().err()).map(|r| &src[r.clone()]).collect();
        assert_eq!(texts, ["a\n", "b\n", "c `{% no %}`\n"]);
    }

    #[test]
    fn unclosed_and_unknown_tags_are_errors() {
        let parsed = |src: &str| parse(&mut tokenize(src).into_iter().peekable(), &[]).map(|_| ()).unwrap_err().1;
        assert!(parsed("{% if a %} x").contains("never closed"));
        assert!(parsed("{% for a in b %} x").contains("never closed"));
        assert!(parsed("{% endif %}").contains("without"));
        assert!(parsed("{% fi %}").contains("did you mean \"if\""));
        assert!(parsed("{% include 'x' %}").contains("supports"));
    }
}
