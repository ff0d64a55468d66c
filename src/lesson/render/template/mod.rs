//! The lesson as a minijinja template. A lesson's Markdown is rendered by minijinja itself,
//! *before* the Markdown pass, so `{% if %}`, `{% for … if … %}`, `{% set %}` with
//! `namespace()`, `loop.*`, macros and `{{ … }}` mean exactly what minijinja says, inline or on
//! their own lines, in prose, tables, lists and callout bodies. Three things are added around it:
//!
//! - **Literal text.** Code spans, code blocks (also the bodies of `example`, `chart`, `verify`,
//!   `play` and `game` blocks, inside callouts too), heading attributes (`{#id}`) and a colour
//!   in maths (`\color{#ff0000}`) are taken out of the template and put back after it ran, so
//!   minijinja never reads them.
//! - **Places.** A marker before every line's first word and every `{{` lets the output be
//!   mapped back to the lesson file ([`SourceMap`]), so every later error keeps its line and
//!   column; minijinja's own errors carry their range in the template, mapped back the same way.
//! - **Values.** A printed value is written as a placeholder and put in by the Markdown pass
//!   ([`super::prose`]) as text, so a value never turns into Markdown (`*`, `|` or `<` in it are
//!   shown as they are) and sits in a table cell or a formula like any other text.
//!
//! A block tag alone on its line takes the whole line with it (so a loop can make list items or
//! table rows); a tag inside a line stays inline. A value expression that fails is reported
//! once and left out, and the page is rendered again to find the next mistake; a failed block
//! tag stops the page (what follows it would be wrong).

use super::*;
use crate::views::limits::{MAX_PRINTED_VALUES, MAX_TEMPLATE_BYTES, TEMPLATE_FUEL, check_expression};
use minijinja::machinery::{Token, tokenize};
use minijinja::syntax::SyntaxConfig;
use std::sync::Mutex;

mod errors;

/// Starts a position marker (`MARK n END`): the text after it comes from `positions[n]`.
const MARK: char = '\u{FDD0}';
/// Ends a marker, a literal or a value.
pub(super) const END: char = '\u{FDD1}';
/// Starts a literal (`LITERAL n END`): text the template must not read, put back after it ran.
const LITERAL: char = '\u{FDD2}';
/// Whether `c` is one of the page's own marks (U+FDD0 to U+FDD3), which a lesson may not write.
pub fn is_reserved(c: char) -> bool {
    [MARK, END, LITERAL, VALUE].contains(&c)
}

/// A value as the formatter printed it: its text, and whether it is a safe string (HTML).
type PrintedText = (String, bool);

/// Where a template run's formatter keeps the values it printed, and their bytes so far.
type Sink = Arc<Mutex<(Vec<PrintedText>, usize)>>;

/// What the page's marks stand for while a template runs: the values printed so far, and the
/// text the template ran on with its literal parts. Text that a macro or a `{% set %}…{% endset %}`
/// block wrote holds marks (the template's output is only read back at the end); `example()` reads
/// its words through [`Marks::resolve`], so such words name a game as they would print.
#[derive(Default)]
pub(super) struct Marks {
    values: Option<Sink>,
    src: String,
    literals: Vec<Range<usize>>,
}

impl Marks {
    /// `text` read back as the page would print it ([`read_back`], then each printed value put
    /// in); `None` when a value's mark names no value this run printed.
    pub(super) fn resolve(&self, text: &str) -> Option<String> {
        let values = self.values.as_ref()?.lock().unwrap_or_else(|e| e.into_inner());
        self.resolve_values(text, &values.0, 0)
    }

    /// [`Marks::resolve`] of `text`, `depth` values deep (a value's text may hold the marks of
    /// values printed before it, never its own).
    fn resolve_values(&self, text: &str, values: &[PrintedText], depth: usize) -> Option<String> {
        if depth > 16 {
            return None;
        }
        let (text, _) = read_back(text, &[], &self.literals, &self.src, 0);
        let mut out = String::with_capacity(text.len());
        let mut rest = 0;
        while let Some(found) = text[rest..].find(VALUE) {
            let at = rest + found;
            out.push_str(&text[rest..at]);
            let (n, after) = sentinel_number(&text, at)?;
            out.push_str(&self.resolve_values(&values.get(n)?.0, values, depth + 1)?);
            rest = after;
        }
        out.push_str(&text[rest..]);
        Some(out)
    }
}

/// Starts a value (`VALUE n END`): the n-th value the template printed. It has no brackets,
/// so Markdown never reads it as a heading's `{#id}` or a brace in `$…$`.
pub(super) const VALUE: char = '\u{FDD3}';
/// The detail of the error a `none` value raises when printed.
const NO_VALUE: &str = "nimbook: none printed";

/// Why the formatter refused a value, attached to its error as the source so that the error's
/// report is chosen by this type, never by reading the message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PrintRefusal {
    /// `none` was printed.
    NoValue,
    /// The page printed more than [`MAX_PRINTED_VALUES`] values.
    TooManyValues,
    /// The page's values and text came to more than [`MAX_TEMPLATE_BYTES`].
    TooMuchText,
}

impl std::fmt::Display for PrintRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            PrintRefusal::NoValue => "none printed",
            PrintRefusal::TooManyValues => "too many values printed",
            PrintRefusal::TooMuchText => "too much text printed",
        })
    }
}

impl std::error::Error for PrintRefusal {}

/// The refusal an error carries, if the formatter made it.
pub(super) fn refusal(e: &minijinja::Error) -> Option<PrintRefusal> {
    std::error::Error::source(e).and_then(|s| s.downcast_ref::<PrintRefusal>()).copied()
}
/// How many failed `{{ … }}` one page reports before it stops.
const MAX_REPORTED: usize = 50;

/// Text built from pieces of an older text, with a map from new offsets back to old ones.
#[derive(Default)]
struct Spliced {
    text: String,
    /// (offset in `text`, offset in the old text), sorted.
    segments: Vec<(usize, usize)>,
}

impl Spliced {
    fn copy(&mut self, old: &str, range: Range<usize>) {
        if !range.is_empty() {
            self.segments.push((self.text.len(), range.start));
            self.text.push_str(&old[range]);
        }
    }
    fn insert(&mut self, text: &str, old_at: usize) {
        self.segments.push((self.text.len(), old_at));
        self.text.push_str(text);
    }
    fn old(&self, new: usize) -> usize {
        let i = self.segments.partition_point(|&(n, _)| n <= new).saturating_sub(1);
        self.segments.get(i).map_or(new, |&(n, o)| o + new.saturating_sub(n))
    }
}

/// The tags minijinja's own lexer finds in the template, by their range in it.
#[derive(Default)]
struct Tags {
    /// Template data (text printed as it is).
    data: Vec<Range<usize>>,
    /// `{{ … }}`, and whether it strips the whitespace before it (`{{-`).
    values: Vec<(Range<usize>, bool)>,
    /// `{% … %}` and `{# … #}`.
    blocks: Vec<Range<usize>>,
}

/// Ranges of `src` the template must leave as written: code spans, code blocks other than
/// callouts, heading attributes and a `{#…}` in maths; a callout's body is prose, so only its own
/// code is literal.
fn literal_ranges(src: &str, depth: usize) -> Vec<Range<usize>> {
    let events = parse_events(src);
    let mut found = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let (ev, range) = &events[i];
        match ev {
            Event::Code(_) => found.push(range.clone()),
            // In maths, `{#` is TeX's (a colour: `\color{#ff0000}`), never a template comment:
            // it is literal up to its closing brace.
            Event::InlineMath(_) | Event::DisplayMath(_) => {
                let maths = &src[range.clone()];
                let mut from = 0;
                while let Some(at) = maths[from..].find("{#").map(|a| from + a) {
                    let close = maths[at..].find('}').map_or(maths.len(), |c| at + c + 1);
                    found.push(range.start + at..range.start + close);
                    from = close;
                }
            }
            Event::Start(Tag::CodeBlock(kind)) => {
                let end = events[i..].iter().position(|(e, _)| matches!(e, Event::End(TagEnd::CodeBlock)));
                let end = end.map_or(events.len(), |e| i + e);
                let callout = matches!(kind, CodeBlockKind::Fenced(info) if CALLOUTS.contains(&info_parts(info).0));
                if !callout {
                    found.push(range.clone());
                } else if depth < MAX_DEPTH {
                    let mut body = String::new();
                    let mut pieces = Vec::new();
                    for (e, r) in &events[i + 1..end] {
                        if let Event::Text(t) = e {
                            pieces.push((body.len(), r.start));
                            body.push_str(t);
                        }
                    }
                    let at = |local: usize| {
                        let k = pieces.partition_point(|&(l, _)| l <= local).saturating_sub(1);
                        pieces.get(k).map_or(range.start, |&(l, s)| s + local - l)
                    };
                    for r in literal_ranges(&body, depth + 1).into_iter().filter(|r| !r.is_empty()) {
                        found.push(at(r.start)..at(r.end - 1) + 1);
                    }
                }
                i = end + 1;
                continue;
            }
            Event::Start(Tag::Heading { id, classes, attrs, .. })
                if id.is_some() || !classes.is_empty() || !attrs.is_empty() =>
            {
                let line_end = src[range.clone()].find('\n').map_or(range.end, |n| range.start + n);
                let line = src[range.start..line_end].trim_end();
                if line.ends_with('}')
                    && let Some(open) = line.rfind('{')
                {
                    found.push(range.start + open..range.start + line.len());
                }
            }
            _ => {}
        }
        i += 1;
    }
    found.sort_by_key(|r| r.start);
    let mut merged: Vec<Range<usize>> = Vec::new();
    for r in found {
        if merged.last().is_none_or(|m| r.start >= m.end) {
            merged.push(r);
        }
    }
    merged
}

/// The tags of `text` by minijinja's lexer, or the offset of the first it cannot read.
fn lex(text: &str) -> Result<Tags, Option<usize>> {
    let mut tags = Tags::default();
    let mut open = None;
    let mut last_end = 0;
    for token in tokenize(text, false, SyntaxConfig::default()) {
        let (token, span) = token.map_err(|e| e.range().map(|r| r.start))?;
        let (start, end) = (span.start_offset as usize, span.end_offset as usize);
        // What the lexer skipped between two tokens is a comment (and the space it trimmed).
        if let Some(at) = text.get(last_end..start).and_then(|gap| gap.find("{#")) {
            let close = text[last_end..start].rfind("#}").map_or(start, |c| last_end + c + 2);
            tags.blocks.push(last_end + at..close);
        }
        last_end = end;
        match token {
            Token::TemplateData(_) => tags.data.push(start..end),
            Token::VariableStart | Token::BlockStart => open = Some(start),
            Token::VariableEnd => {
                let at = open.take().unwrap_or(start);
                tags.values.push((at..end, text[at + 2..].starts_with('-')));
            }
            Token::BlockEnd => tags.blocks.push(open.take().unwrap_or(start)..end),
            _ => {}
        }
    }
    if let Some(at) = text.get(last_end..).and_then(|gap| gap.find("{#")) {
        let close = text[last_end..].rfind("#}").map_or(text.len(), |c| last_end + c + 2);
        tags.blocks.push(last_end + at..close);
    }
    tags.blocks.sort_by_key(|r| r.start);
    Ok(tags)
}

/// The inside of a tag, without its delimiters and whitespace marks.
fn inner(tag: &str) -> &str {
    tag.get(2..tag.len().saturating_sub(2)).unwrap_or("").trim_matches(['-', '+']).trim()
}

/// The template minijinja runs: `text` with position markers, without the lines of tags that
/// stand alone and without the `{{ … }}` in `dropped`; and the body offsets of the markers.
fn template_source(text: &str, tags: &Tags, dropped: &BTreeSet<usize>) -> (Spliced, Vec<usize>) {
    let mut cuts: Vec<Range<usize>> = Vec::new();
    let mut marks: Vec<usize> = Vec::new();
    for tag in &tags.blocks {
        let line_start = text[..tag.start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[tag.end..].find('\n').map_or(text.len(), |i| tag.end + i + 1);
        if text[line_start..tag.start].trim().is_empty() && text[tag.end..line_end].trim().is_empty() {
            cuts.push(line_start..tag.start);
            cuts.push(tag.end..line_end);
        }
    }
    for (tag, dash) in &tags.values {
        if dropped.contains(&tag.start) {
            cuts.push(tag.clone());
        } else if !dash {
            marks.push(tag.start);
        }
    }
    for data in &tags.data {
        let mut line_start = true;
        for (i, c) in text[data.clone()].char_indices() {
            if c == '\n' {
                line_start = true;
            } else if line_start && !c.is_whitespace() {
                marks.push(data.start + i);
                line_start = false;
            }
        }
    }
    cuts.sort_by_key(|r| r.start);
    marks.sort_unstable();
    marks.dedup();
    let mut out = Spliced::default();
    let mut positions = Vec::new();
    let (mut pos, mut cut, mut mark) = (0, 0, 0);
    loop {
        let next_cut = cuts.get(cut).map_or(usize::MAX, |r| r.start.max(pos));
        let next_mark = marks.get(mark).copied().unwrap_or(usize::MAX);
        let next = next_cut.min(next_mark).min(text.len());
        out.copy(text, pos..next.max(pos));
        pos = pos.max(next);
        if next == text.len() && next_cut >= text.len() && next_mark >= text.len() {
            break;
        }
        if next_mark <= next_cut {
            if next_mark >= pos {
                out.insert(&format!("{MARK}{}{END}", positions.len()), next_mark);
                positions.push(next_mark);
            }
            mark += 1;
        } else {
            pos = pos.max(cuts[cut].end);
            cut += 1;
        }
    }
    (out, positions)
}

/// The template's output, refused past [`MAX_TEMPLATE_BYTES`] (a loop that prints no value
/// is bounded by fuel alone, which would let it write far too much).
struct Bounded(Vec<u8>);

impl std::io::Write for Bounded {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.0.len() + buf.len() > MAX_TEMPLATE_BYTES {
            return Err(std::io::Error::other("MAX_TEMPLATE_BYTES"));
        }
        self.0.extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The refusal of a page that prints more than [`MAX_PRINTED_VALUES`] values.
fn too_many_values() -> Message {
    crate::message!("lesson-template-too-many-values", max = MAX_PRINTED_VALUES)
}

/// The refusal of a page whose template, with the values it printed, writes more than
/// [`MAX_TEMPLATE_BYTES`].
fn too_much_printed() -> Message {
    crate::message!("lesson-template-too-much-printed", bytes = MAX_TEMPLATE_BYTES)
}

/// Splits `text` at the sentinel `start … END` (a number in between) that begins at `at`.
pub(super) fn sentinel_number(text: &str, at: usize) -> Option<(usize, usize)> {
    let digits_start = at + text[at..].chars().next()?.len_utf8();
    let len = text[digits_start..].find(END)?;
    let n = text[digits_start..digits_start + len].parse().ok()?;
    Some((n, digits_start + len + END.len_utf8()))
}

/// A page's template that failed: its diagnostic is already among the page's, at its place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Reported;

impl PageRender<'_> {
    /// Runs `src` (which starts at `base` in the file) as a minijinja template. `Ok(None)` when
    /// it has no tags (it is used as it is); `Err` after an error, which is [`Reported`].
    pub(super) fn run_template(&mut self, src: &str, base: usize) -> Result<Option<(String, SourceMap)>, Reported> {
        if !self.front_matter || !(src.contains("{{") || src.contains("{%") || src.contains("{#")) {
            return Ok(None);
        }
        if let Some(at) = src.find([MARK, END, LITERAL, VALUE]) {
            self.error(base + at, crate::message!("lesson-reserved-character"));
            return Err(Reported);
        }
        // The literal parts become placeholders the template cannot read.
        let literals = literal_ranges(src, 0);
        let mut stage = Spliced::default();
        let mut pos = 0;
        for (n, r) in literals.iter().enumerate() {
            stage.copy(src, pos..r.start);
            stage.insert(&format!("{LITERAL}{n}{END}"), r.start);
            pos = r.end;
        }
        stage.copy(src, pos..src.len());
        let tables: Vec<Range<usize>> = parse_events(src)
            .into_iter()
            .filter_map(|(e, r)| matches!(e, Event::Start(Tag::Table(_))).then_some(r))
            .collect();
        // In a table row a filter's bar is written `\|` (GitHub's cells split at `|`); a tag
        // reads it as the bar.
        let tags = loop {
            match lex(&stage.text) {
                Ok(tags) => break Some(tags),
                Err(Some(at))
                    if stage.text[at..].starts_with("\\|") && tables.iter().any(|t| t.contains(&stage.old(at))) =>
                {
                    stage.text.replace_range(at..at + 1, " ");
                }
                Err(_) => break None,
            }
        };
        let tags = tags.unwrap_or_default();
        for (tag, _) in tags.values.iter().map(|(r, d)| (r, *d)).chain(tags.blocks.iter().map(|r| (r, false))) {
            let text = &stage.text[tag.clone()];
            // A comment is never parsed; an expression is, and minijinja's parser recurses.
            if text.starts_with("{#") {
                continue;
            }
            if let Err(message) = check_expression(inner(text)) {
                self.error(base + stage.old(tag.start), message.message());
                return Err(Reported);
            }
        }
        let mut env = self.env.clone();
        let syntax = SyntaxConfig::builder().keep_trailing_newline(true).build();
        env.set_syntax(syntax.expect("the default delimiters are valid"));
        // The values printed, and their bytes: with the text the template writes around them, at
        // most MAX_TEMPLATE_BYTES (a value is kept whole until the Markdown pass puts it in).
        let sink: Sink = Arc::default();
        let values = Arc::clone(&sink);
        env.set_formatter(move |out, _state, value| {
            // An `if` without `else` whose condition is false prints nothing (strict mode has
            // already refused a name that does not exist).
            if value.is_undefined() {
                return Ok(());
            }
            if value.is_none() {
                return Err(minijinja::Error::new(minijinja::ErrorKind::InvalidOperation, NO_VALUE)
                    .with_source(PrintRefusal::NoValue));
            }
            let mut printed = values.lock().unwrap_or_else(|e| e.into_inner());
            let (values, bytes) = &mut *printed;
            if values.len() >= MAX_PRINTED_VALUES {
                return Err(minijinja::Error::new(
                    minijinja::ErrorKind::InvalidOperation,
                    too_many_values().to_string(),
                )
                .with_source(PrintRefusal::TooManyValues));
            }
            let text = value.to_string();
            if *bytes + text.len() > MAX_TEMPLATE_BYTES {
                return Err(minijinja::Error::new(
                    minijinja::ErrorKind::InvalidOperation,
                    too_much_printed().to_string(),
                )
                .with_source(PrintRefusal::TooMuchText));
            }
            *bytes += text.len();
            write!(out, "{VALUE}{}{END}", values.len()).map_err(minijinja::Error::from)?;
            values.push((text, value.is_safe()));
            Ok(())
        });
        // While the template runs, `example()` reads the marks in its words through these.
        *self.marks.lock().unwrap_or_else(|e| e.into_inner()) =
            Marks { values: Some(Arc::clone(&sink)), src: src.to_string(), literals: literals.clone() };
        let result = self.render_spliced(&env, &stage, &tags, &literals, &sink, (src, base));
        *self.marks.lock().unwrap_or_else(|e| e.into_inner()) = Marks::default();
        result
    }

    /// The template of `stage` rendered with `env` (whose formatter prints into `sink`), again
    /// without each failing tag until it renders or too many failed.
    fn render_spliced(
        &mut self,
        env: &minijinja::Environment<'static>,
        stage: &Spliced,
        tags: &Tags,
        literals: &[Range<usize>],
        sink: &Sink,
        (src, base): (&str, usize),
    ) -> Result<Option<(String, SourceMap)>, Reported> {
        let mut dropped = BTreeSet::new();
        let mut reported = 0;
        loop {
            let (source, positions) = template_source(&stage.text, tags, &dropped);
            let positions: Vec<usize> = positions.into_iter().map(|p| stage.old(p)).collect();
            *sink.lock().unwrap_or_else(|e| e.into_inner()) = (Vec::new(), 0);
            let name = self.path.display().to_string();
            let mut written = Bounded(Vec::new());
            let rendered = env
                .template_from_named_str(&name, &source.text)
                .and_then(|t| t.render_captured_to(self.context_value.clone(), &mut written));
            match rendered {
                Ok(_) => {
                    let out = String::from_utf8_lossy(&written.0);
                    let (values, _) = std::mem::take(&mut *sink.lock().unwrap_or_else(|e| e.into_inner()));
                    // A macro's output is printed as a value: its own markers go, its code comes back.
                    self.values = values
                        .into_iter()
                        .map(|(v, html)| super::prose::Printed {
                            text: read_back(&v, &[], literals, src, base).0,
                            html,
                        })
                        .collect();
                    return Ok(Some(read_back(&out, &positions, literals, src, base)));
                }
                Err(e) => {
                    let tag = self.template_error(&e, &source, stage, tags, base);
                    reported += 1;
                    match tag {
                        Some(start) if reported < MAX_REPORTED && dropped.insert(start) => {}
                        _ => return Err(Reported),
                    }
                }
            }
        }
    }
}

/// The template's output as Markdown: markers removed (they become the map to the file),
/// literal text put back.
fn read_back(out: &str, positions: &[usize], literals: &[Range<usize>], src: &str, base: usize) -> (String, SourceMap) {
    let mut text = String::with_capacity(out.len());
    let mut segments = vec![(0, base)];
    let mut rest = 0;
    while let Some(found) = out[rest..].find([MARK, LITERAL]) {
        let at = rest + found;
        text.push_str(&out[rest..at]);
        let Some((n, after)) = sentinel_number(out, at) else {
            rest = at + MARK.len_utf8();
            continue;
        };
        if out[at..].starts_with(MARK) {
            if let Some(&p) = positions.get(n) {
                segments.push((text.len(), base + p));
            }
        } else if let Some(r) = literals.get(n) {
            segments.push((text.len(), base + r.start));
            text.push_str(&src[r.clone()]);
            segments.push((text.len(), base + r.end));
        }
        rest = after;
    }
    text.push_str(&out[rest..]);
    (text, SourceMap { segments })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_and_heading_attributes_are_literal() {
        let src = "a `{{ x }}` b\n\n## T {#t}\n\n```text\n{% if %}\n```\n\n````exercise\nq `{{ y }}`\n````\n";
        let found: Vec<&str> = literal_ranges(src, 0).into_iter().map(|r| &src[r]).collect();
        assert_eq!(found, ["`{{ x }}`", "{#t}", "```text\n{% if %}\n```", "`{{ y }}`"]);
        let src = "a $\\color{#ff0000}{x} + {{ n }}$ b {# note #}\n\n$$\\color{#00f}{y}$$\n";
        let found: Vec<&str> = literal_ranges(src, 0).into_iter().map(|r| &src[r]).collect();
        assert_eq!(found, ["{#ff0000}", "{#00f}"], "a colour in maths; a comment in prose stays a comment");
    }

    #[test]
    fn lone_tags_take_their_line_and_markers_follow_the_text() {
        let text = "a\n  {% if x %}\nb {{ c }}\n{% endif %}\n";
        let tags = lex(text).unwrap();
        let (source, positions) = template_source(text, &tags, &BTreeSet::new());
        let plain: String = source.text.chars().filter(|c| !('\u{FDD0}'..='\u{FDD3}').contains(c)).collect();
        let plain: String = plain.chars().filter(|c| !c.is_ascii_digit()).collect();
        assert_eq!(plain, "a\n{% if x %}b {{ c }}\n{% endif %}");
        assert_eq!(positions, [0, 15, 17]);
    }
}
