//! Errors for everything that touches files: each carries the file (and where known the line
//! and column) it is about, and [`report`] prints the whole chain once, in `main`. What an error
//! says is a [`Message`], worded in the reader's language only where it is shown.

use crate::i18n::{Lang, english};
use crate::message::Message;
use std::fmt;
use std::path::{Path, PathBuf};

/// A mistake at a place in a file, reported like a compiler: `path:line:col: message`. A
/// lesson's warnings are kept with it in the build cache, so it serialises.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Diagnostic {
    /// The file, as the user named it (relative to the site root where possible).
    pub path: PathBuf,
    /// Line, from 1 (0 when the whole file is meant).
    pub line: usize,
    /// Column in characters, from 1 (0 when the whole line or file is meant).
    pub column: usize,
    /// What is wrong and what to do.
    pub message: Message,
    /// The source line and the span under it, when the text is known.
    pub snippet: Option<Snippet>,
    /// For a mistake in a file many pages use (a site template, a game in `games/`), its place
    /// and the mistake (`path:line: what`): the same mistake met by many blocks or pages is
    /// reported once.
    pub shared: Option<Box<str>>,
}

/// A source line and the part of it a diagnostic is about, drawn like rustc draws it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Snippet {
    /// The line, without its line break; of a long line, the part around the span, with `…`
    /// where it is cut (see [`SNIPPET_CONTEXT`]).
    pub line_text: String,
    /// The column (in characters, from 1) the span starts at, in `line_text`.
    pub column: usize,
    /// How many characters the span covers (at least 1).
    pub width: usize,
}

/// How many characters of a line a snippet shows on each side of its span (a line of 20,000
/// links keeps 20,000 short snippets, not 20,000 copies of itself).
pub const SNIPPET_CONTEXT: usize = 60;
/// The most characters of a span a snippet shows.
pub const SNIPPET_SPAN: usize = 160;

/// A text's lines, found once (and only when a diagnostic needs them): each diagnostic in the
/// text then costs a binary search for its line and a count of characters from the last place
/// asked on that line (or from the line's start), not a scan from the start of the text.
#[derive(Debug)]
pub struct LineIndex<'t> {
    text: &'t str,
    starts: std::cell::OnceCell<Vec<usize>>,
    /// The last place asked: its byte offset and its column.
    last: std::cell::Cell<(usize, usize)>,
}

impl<'t> LineIndex<'t> {
    /// The lines of `text` (nothing is computed yet).
    pub fn new(text: &'t str) -> Self {
        LineIndex { text, starts: std::cell::OnceCell::new(), last: std::cell::Cell::new((usize::MAX, 0)) }
    }

    /// Where each line starts.
    fn starts(&self) -> &[usize] {
        self.starts
            .get_or_init(|| std::iter::once(0).chain(self.text.match_indices('\n').map(|(i, _)| i + 1)).collect())
    }

    /// Line and column (both from 1, column counted in characters) of a byte offset, and the
    /// byte range of its line (without the line break).
    pub fn place(&self, offset: usize) -> (usize, usize, std::ops::Range<usize>) {
        let offset = floor_char_boundary(self.text, offset.min(self.text.len()));
        let starts = self.starts();
        let line = starts.partition_point(|&s| s <= offset);
        let start = starts[line - 1];
        let end = starts.get(line).map_or(self.text.len(), |next| next - 1);
        let (last, last_column) = self.last.get();
        let (from, column) = if (start..=offset).contains(&last) { (last, last_column) } else { (start, 1) };
        let column = column + self.text[from..offset].chars().count();
        self.last.set((offset, column));
        (line, column, start..end)
    }
}

impl Diagnostic {
    /// A diagnostic at a byte offset of a file's text.
    pub fn at(path: &Path, text: &str, offset: usize, message: impl Into<Message>) -> Self {
        Diagnostic::at_line(path, &LineIndex::new(text), offset, message)
    }

    /// A diagnostic at a byte offset of the text `lines` indexes: for many diagnostics in one
    /// text, each costs time and memory independent of the text's and the line's length.
    pub fn at_line(path: &Path, lines: &LineIndex<'_>, offset: usize, message: impl Into<Message>) -> Self {
        let text = lines.text;
        let (line, column, range) = lines.place(offset);
        let offset = floor_char_boundary(text, offset.min(text.len()));
        // The span, measured on a bounded piece of the rest of the line.
        let rest = &text[offset..floor_char_boundary(text, range.end.min(offset + 4 * SNIPPET_SPAN))];
        let width = span_width(rest).min(SNIPPET_SPAN);
        let before = &text[range.start..offset];
        let left = before.char_indices().rev().nth(SNIPPET_CONTEXT - 1).map_or(range.start, |(i, _)| range.start + i);
        let after = &text[offset..range.end];
        let right = after.char_indices().nth(width + SNIPPET_CONTEXT).map_or(range.end, |(i, _)| offset + i);
        let cut_left = left > range.start;
        let mut line_text = String::with_capacity(right - left + 8);
        if cut_left {
            line_text.push('…');
        }
        line_text.push_str(&text[left..right]);
        if right < range.end {
            line_text.push('…');
        }
        let column_in_text = text[left..offset].chars().count() + 1 + usize::from(cut_left);
        let snippet = Snippet { line_text, column: column_in_text, width };
        Diagnostic {
            path: path.to_path_buf(),
            line,
            column,
            message: message.into(),
            snippet: Some(snippet),
            shared: None,
        }
    }

    /// A diagnostic about a whole file.
    pub fn file(path: &Path, message: impl Into<Message>) -> Self {
        Diagnostic {
            path: path.to_path_buf(),
            line: 0,
            column: 0,
            message: message.into(),
            snippet: None,
            shared: None,
        }
    }

    /// The source line with carets under the span, rustc's way, without the first line:
    /// ```text
    ///    |
    /// 23 | nim 8 twelve
    ///    |       ^^^^^^
    /// ```
    /// Empty when the line is not known.
    pub fn snippet_text(&self) -> String {
        use annotate_snippets::{AnnotationKind, Group, Level, Renderer, Snippet as Source};
        let Some(snippet) = self.snippet.as_ref().filter(|_| self.line > 0) else {
            return String::new();
        };
        let text = &snippet.line_text;
        let byte = |col: usize| text.char_indices().nth(col).map_or(text.len(), |(i, _)| i);
        let start = byte(snippet.column.saturating_sub(1));
        let end = byte(snippet.column.saturating_sub(1) + snippet.width.max(1)).max(start);
        // annotate-snippets (the crate rustc uses) draws the line and the carets; the
        // `path:line:col: message` line above it stays ours, for tools and the preview overlay.
        let group = Group::with_level(Level::ERROR).element(
            Source::source(text.as_str())
                .line_start(self.line)
                .fold(false)
                .annotation(AnnotationKind::Primary.span(start..end)),
        );
        Renderer::plain().render(&[group]).trim_matches('\n').to_string()
    }

    /// The first line (`path:line:col: message`) and, under it, the snippet, in English.
    pub fn render(&self) -> String {
        self.render_in(english())
    }

    /// The first line (`path:line:col: message`, the message in `lang`) and, under it, the
    /// snippet.
    pub fn render_in(&self, lang: Lang<'_>) -> String {
        let first = self.line_in(lang);
        let snippet = self.snippet_text();
        if snippet.is_empty() { first } else { format!("{first}\n{snippet}") }
    }

    /// `path:line:col: message`, the message in `lang`.
    pub fn line_in(&self, lang: Lang<'_>) -> String {
        format!("{}: {}", self.location(), self.message.in_lang(lang))
    }
}

/// How wide the span starting at `rest` (up to the end of its line) is: a `{{ … }}` or
/// `{% … %}` whole, a fence's line, or a word.
fn span_width(rest: &str) -> usize {
    let chars = |s: &str| s.chars().count().max(1);
    for (open, close) in [("{{", "}}"), ("{%", "%}")] {
        if rest.starts_with(open)
            && let Some(end) = rest.find(close)
        {
            return chars(&rest[..end + 2]);
        }
    }
    if let Some(maths) = rest.strip_prefix('$') {
        let delimiter = if maths.starts_with('$') { "$$" } else { "$" };
        if let Some(end) = rest[delimiter.len()..].find(delimiter) {
            return chars(&rest[..end + 2 * delimiter.len()]);
        }
    }
    if let Some(command) = rest.strip_prefix('\\') {
        let name = command.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(command.len());
        return chars(&rest[..name + 1]);
    }
    if rest.starts_with("```") || rest.starts_with("~~~") {
        return chars(rest.trim_end());
    }
    let word_end = rest.char_indices().skip(1).find(|&(_, c)| c.is_whitespace() || matches!(c, '"' | '\'' | ','));
    chars(&rest[..word_end.map_or(rest.len(), |(i, _)| i)])
}

impl Diagnostic {
    /// `path:line:col`, or as much of it as is known.
    pub fn location(&self) -> String {
        let mut s = self.path.display().to_string();
        if self.line > 0 {
            s.push_str(&format!(":{}", self.line));
            if self.column > 0 {
                s.push_str(&format!(":{}", self.column));
            }
        }
        s
    }
}

/// English: tests; what a reader sees is [`Diagnostic::render_in`].
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.line_in(english()))
    }
}

/// Line and column (both from 1, column counted in characters) of a byte offset.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let (line, column, _) = LineIndex::new(text).place(offset);
    (line, column)
}

fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Everything that can stop a command.
#[derive(Debug)]
pub enum Error {
    /// One or more mistakes in the site's files, all reported together.
    Diagnostics(Vec<Diagnostic>),
    /// A file or folder could not be read or written.
    Io {
        /// What was being done, e.g. "reading content/05-nim.md".
        action: Message,
        /// The cause.
        source: std::io::Error,
    },
    /// A bad request from the command line (the message names the bad word).
    Usage(Message),
    /// A failure inside nimbook itself (a caught panic), with what to do next.
    Internal(Message),
}

impl Error {
    /// An I/O error with what was being done.
    pub fn io(action: impl Into<Message>, source: std::io::Error) -> Self {
        Error::Io { action: action.into(), source }
    }

    /// A bad request from the command line.
    pub fn usage(message: impl Into<Message>) -> Self {
        Error::Usage(message.into())
    }

    /// A failure inside nimbook itself.
    pub fn internal(message: impl Into<Message>) -> Self {
        Error::Internal(message.into())
    }

    /// The error in `lang`: each diagnostic on its own line, or the error and its causes (a
    /// cause's words are its library's).
    pub fn in_lang(&self, lang: Lang<'_>) -> String {
        match self {
            Error::Diagnostics(list) => list.iter().map(|d| d.line_in(lang)).collect::<Vec<_>>().join("\n"),
            Error::Io { action, .. } => crate::message!("error-failed", action = action.clone()).in_lang(lang),
            Error::Usage(message) | Error::Internal(message) => message.in_lang(lang),
        }
    }
}

/// English: tests, and errors from libraries' traits; what a reader sees is [`report`]'s.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(english()))
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl From<Vec<Diagnostic>> for Error {
    fn from(list: Vec<Diagnostic>) -> Self {
        Error::Diagnostics(list)
    }
}

/// The text `main` prints, in `lang`: every diagnostic on its own line, or the error and its
/// causes.
pub fn report(e: &Error, lang: Lang<'_>) -> String {
    let error = |text: String| crate::message!("error-line", text = text).in_lang(lang);
    match e {
        Error::Diagnostics(list) => {
            let mut s = String::new();
            for d in list {
                s.push_str(&error(d.render_in(lang)));
                s.push('\n');
            }
            s.push_str(&crate::message!("error-count", count = list.len()).in_lang(lang));
            s
        }
        _ => error(with_causes(e, lang)),
    }
}

/// The error in `lang` and, after it, its causes (in their libraries' words).
pub fn with_causes(e: &Error, lang: Lang<'_>) -> String {
    let mut s = e.in_lang(lang);
    let mut cause = std::error::Error::source(e);
    while let Some(c) = cause {
        s.push_str(&format!(": {c}"));
        cause = c.source();
    }
    s
}

/// A warning's line in `lang`: `warning: path:line:col: message` and the snippet.
pub fn warning(d: &Diagnostic, lang: Lang<'_>) -> String {
    crate::message!("warning-line", text = d.render_in(lang)).in_lang(lang)
}

/// Shorthand for results of this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column() {
        let text = "ab\ncdé\nf";
        assert_eq!(line_col(text, 0), (1, 1));
        assert_eq!(line_col(text, 3), (2, 1));
        assert_eq!(line_col(text, 7), (2, 4));
        assert_eq!(line_col(text, 8), (3, 1));
        assert_eq!(line_col(text, 99), (3, 2));
    }

    #[test]
    fn diagnostics_read_like_a_compiler() {
        let d = Diagnostic::at(
            Path::new("content/05-nim.md"),
            "a\nnim 8 twelve",
            8,
            "heap size \"twelve\" is not a whole number",
        );
        assert_eq!(d.to_string(), "content/05-nim.md:2:7: heap size \"twelve\" is not a whole number");
        assert_eq!(Diagnostic::file(Path::new("x.md"), "bad").to_string(), "x.md: bad");
    }

    #[test]
    fn snippets_put_carets_under_the_span() {
        let d = Diagnostic::at(Path::new("a.md"), "a\nnim 8 twelve\n", 8, "bad");
        assert_eq!(d.render(), "a.md:2:7: bad\n  |\n2 | nim 8 twelve\n  |       ^^^^^^");
        let d = Diagnostic::at(Path::new("a.md"), "x {{ mian.y }} z", 2, "bad");
        assert!(d.snippet_text().ends_with("  ^^^^^^^^^^^^"), "{}", d.snippet_text());
        let d = Diagnostic::at(Path::new("a.md"), "\tab {{ x }}", 4, "bad");
        assert!(d.snippet_text().ends_with("\n  |        ^^^^^^^"), "{}", d.snippet_text());
        assert_eq!(Diagnostic::file(Path::new("x.md"), "bad").render(), "x.md: bad");
    }
}
