//! The Markdown pass: pulldown-cmark events, with byte offsets, become HTML. On the way,
//! fenced blocks naming a directive (`example`, `chart`, `verify`, `play`, and the callouts)
//! are replaced by computed HTML from the templates, `{{ … }}` in text is evaluated against the
//! lesson's named examples, `$…$` becomes MathML, headings get anchors for the table of
//! contents, and links to other lessons are rewritten and recorded for the site to check.
//! Every mistake becomes a [`Diagnostic`] at its line and column; rendering goes on so that
//! one build reports all of them.

use super::cache::{self, BlockCache};
use super::front;
use super::games;
use super::math;
use crate::chart;
use crate::directive::{self, DirectiveError, Example, FlagSpec, split_flags, split_words};
use crate::error::Diagnostic;
use crate::games::{properties, sg_certificate};
use minijinja::value::{Serde, Value};
use minijinja::{Environment, context};
use pulldown_cmark::{CodeBlockKind, CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::Path;

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

/// An entry of a page's table of contents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TocEntry {
    /// 2 or 3.
    pub level: u8,
    /// The anchor.
    pub id: String,
    /// The heading's text.
    pub title: String,
}

/// A link to another lesson (or an anchor on this page), to be checked by the site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkRef {
    /// The lesson file linked to (`05-nim.md`), or `None` for an anchor on this page.
    pub file: Option<String>,
    /// The anchor after `#`, if any.
    pub anchor: Option<String>,
    /// Byte offset of the link in the lesson file.
    pub offset: usize,
}

/// A rendered lesson body and what the site needs to know about it.
#[derive(Debug, Clone, Default)]
pub struct RenderedLesson {
    /// The title: front matter, else the first `#` heading, else empty.
    pub title: Option<String>,
    /// The front matter's summary.
    pub summary: Option<String>,
    /// The front matter's order.
    pub order: Option<i64>,
    /// The body HTML.
    pub body: String,
    /// Level-2 and level-3 headings.
    pub toc: Vec<TocEntry>,
    /// Every anchor defined on the page.
    pub ids: BTreeSet<String>,
    /// Links to check.
    pub links: Vec<LinkRef>,
    /// Whether the page embeds a game (and so needs the play script).
    pub has_play: bool,
    /// True for plain Markdown whose title is its own first heading, left in the body.
    pub title_in_body: bool,
    /// The page's text without markup, for the search index.
    pub text: String,
}

/// The block kinds a fenced code block's info string can name.
const CALLOUTS: [&str; 9] =
    ["theorem", "lemma", "corollary", "property", "definition", "proof", "remark", "exercise", "answer"];
const DIRECTIVES: [&str; 5] = ["example", "chart", "verify", "play", "game"];
/// Callout kinds that are numbered, and the word shown before the number.
fn callout_label(kind: &str) -> &'static str {
    match kind {
        "theorem" => "Theorem",
        "lemma" => "Lemma",
        "corollary" => "Corollary",
        "property" => "Property",
        "definition" => "Definition",
        "proof" => "Proof",
        "remark" => "Remark",
        "exercise" => "Exercise",
        _ => "Answer",
    }
}
fn is_numbered(kind: &str) -> bool {
    !matches!(kind, "proof" | "remark" | "answer")
}

/// How deeply callouts may nest.
const MAX_DEPTH: usize = 8;

/// Maps byte offsets of a piece of Markdown to byte offsets of the lesson file.
#[derive(Debug, Clone)]
struct SourceMap {
    /// (offset in the piece, offset in the file), sorted.
    segments: Vec<(usize, usize)>,
}

impl SourceMap {
    fn contiguous(file_offset: usize) -> Self {
        SourceMap { segments: vec![(0, file_offset)] }
    }
    fn file_offset(&self, local: usize) -> usize {
        let i = self.segments.partition_point(|&(l, _)| l <= local).saturating_sub(1);
        let (l, f) = self.segments[i];
        f + local.saturating_sub(l)
    }
}

type Spanned<'e> = (Event<'e>, Range<usize>);

struct Page<'a> {
    env: &'a Environment<'static>,
    /// Where computed block values are kept between builds, if anywhere.
    cache: Option<&'a BlockCache>,
    path: &'a Path,
    text: &'a str,
    /// Whether the file has front matter: only then are `{{ … }}` evaluated and headings given
    /// anchors (plain Markdown stays exactly as CommonMark renders it).
    front_matter: bool,
    examples: BTreeMap<String, (Example, String)>,
    /// The games this lesson defines in ```` ```game ```` blocks.
    defined: directive::Defined,
    /// The named examples as the values `{{ … }}` sees, built once all are defined.
    values: Value,
    failed_examples: BTreeSet<String>,
    counters: BTreeMap<&'static str, usize>,
    ids: BTreeSet<String>,
    toc: Vec<TocEntry>,
    links: Vec<LinkRef>,
    diags: Vec<Diagnostic>,
    plain: String,
    has_play: bool,
    last_exercise: Option<usize>,
    depth: usize,
    first_h1: Option<String>,
    skip_first_h1: bool,
}

/// Renders one lesson. `text` is the whole file; `path` is used in messages.
pub fn render_lesson(env: &Environment<'static>, path: &Path, text: &str) -> Result<RenderedLesson, Vec<Diagnostic>> {
    render_lesson_cached(env, path, text, None)
}

/// [`render_lesson`], taking computed block values from `cache` when it has them.
pub fn render_lesson_cached(
    env: &Environment<'static>,
    path: &Path,
    text: &str,
    cache: Option<&BlockCache>,
) -> Result<RenderedLesson, Vec<Diagnostic>> {
    let split = front::split(path, text).map_err(|d| vec![d])?;
    let front = split.front.clone().unwrap_or_default();
    let mut page = Page {
        env,
        cache,
        path,
        text,
        front_matter: split.front.is_some(),
        examples: BTreeMap::new(),
        defined: directive::Defined::new(),
        values: Value::UNDEFINED,
        failed_examples: BTreeSet::new(),
        counters: BTreeMap::new(),
        ids: BTreeSet::new(),
        toc: Vec::new(),
        links: Vec::new(),
        diags: Vec::new(),
        plain: String::new(),
        has_play: false,
        last_exercise: None,
        depth: 0,
        first_h1: None,
        skip_first_h1: split.front.is_some() && front.title.is_none(),
    };
    let map = SourceMap::contiguous(split.body_offset);
    page.define_games(split.body, &map);
    if let Some((toml, toml_offset)) = split.front_source {
        for (name, words) in &front.examples {
            let offset = toml_offset + toml.find(words.as_str()).unwrap_or(0);
            page.define_example(name, words, &SourceMap::contiguous(offset), offset);
        }
    }
    page.define_inline_examples(split.body, &map);
    // Every named example is known now: build the values `{{ … }}` sees once, not per expression.
    page.values = page.context();
    let body = page.render_markdown(split.body, &map);
    if !page.diags.is_empty() {
        return Err(page.diags);
    }
    let title_in_body = split.front.is_none() && page.first_h1.is_some();
    Ok(RenderedLesson {
        title: front.title.clone().or(page.first_h1.take()),
        summary: front.summary.clone(),
        order: front.order,
        body,
        toc: page.toc,
        ids: page.ids,
        links: page.links,
        has_play: page.has_play,
        title_in_body,
        text: page.plain.split_whitespace().collect::<Vec<_>>().join(" "),
    })
}

fn parse_events(src: &str) -> Vec<Spanned<'_>> {
    Parser::new_ext(src, options()).into_offset_iter().collect()
}

/// The kind and the rest of a fence's info string, and the offset of the rest in the source.
fn info_parts(info: &str) -> (&str, &str) {
    let info = info.trim();
    match info.split_once(char::is_whitespace) {
        Some((kind, rest)) => (kind, rest.trim()),
        None => (info, ""),
    }
}

impl<'a> Page<'a> {
    fn error(&mut self, offset: usize, message: impl Into<String>) {
        self.diags.push(Diagnostic::at(self.path, self.text, offset, message));
    }

    fn directive_error(&mut self, e: DirectiveError, map: &SourceMap, fallback: usize) {
        let offset = e.offset.map_or(fallback, |o| map.file_offset(o));
        self.error(offset, e.message);
    }

    /// Parses and computes a named example; errors are reported once.
    fn define_example(&mut self, name: &str, words: &str, map: &SourceMap, offset: usize) {
        if self.examples.contains_key(name) || self.failed_examples.contains(name) {
            self.error(
                offset,
                format!("the example name \"{name}\" is used twice on this page; give each a different name"),
            );
            return;
        }
        let parsed = directive::parse_example_in(&split_words(words), &self.defined);
        match parsed.and_then(|r| Ok((directive::compute(&r)?, r.to_words()))) {
            Ok(entry) => {
                self.examples.insert(name.to_string(), entry);
            }
            Err(e) => {
                self.failed_examples.insert(name.to_string());
                self.directive_error(e, map, offset);
            }
        }
    }

    /// Compiles the page's ```` ```game NAME ```` blocks, before any example can name them.
    fn define_games(&mut self, src: &str, map: &SourceMap) {
        let events = parse_events(src);
        let builtin = directive::example_names(&directive::Defined::new());
        for (i, (ev, range)) in events.iter().enumerate() {
            let Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) = ev else { continue };
            let (kind, rest) = info_parts(info);
            if kind != "game" {
                continue;
            }
            let start = map.file_offset(range.start);
            let name = rest.split_whitespace().next().unwrap_or_default().to_string();
            if let Err(message) = games::check_name(&name, &builtin) {
                self.error(start, message);
                continue;
            }
            if self.defined.contains_key(&name) {
                self.error(start, format!("the game \"{name}\" is defined twice on this page"));
                continue;
            }
            let (body, body_map) = block_body(&events[i + 1..], map, start);
            match games::compile(&name, &body) {
                Ok(game) => {
                    self.defined.insert(name, std::sync::Arc::new(game));
                }
                Err(e) => {
                    let at = games::error_offset(&body, &e).map_or(start, |o| body_map.file_offset(o));
                    self.error(at, e.message);
                }
            }
        }
    }

    /// Finds ```` ```example NAME ```` blocks with a body and defines them before the main
    /// pass, so that prose above a block can use its values.
    fn define_inline_examples(&mut self, src: &str, map: &SourceMap) {
        let events = parse_events(src);
        for (i, (ev, range)) in events.iter().enumerate() {
            let Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) = ev else { continue };
            let (kind, rest) = info_parts(info);
            if kind != "example" || rest.is_empty() {
                continue;
            }
            let (body, body_map) = block_body(&events[i + 1..], map, map.file_offset(range.start));
            if !body.trim().is_empty() {
                let name = rest.split_whitespace().next().unwrap_or_default().to_string();
                if !front::is_identifier(&name) {
                    self.error(
                        map.file_offset(range.start),
                        format!("example name \"{name}\" must be a simple name (letters, digits, _)"),
                    );
                    self.failed_examples.insert(name);
                    continue;
                }
                self.define_example(&name, &body, &body_map, map.file_offset(range.start));
            }
        }
    }

    fn render_markdown(&mut self, src: &str, map: &SourceMap) -> String {
        let events = parse_events(src);
        let out = self.transform(&events, map);
        let mut html = String::with_capacity(src.len() * 2);
        pulldown_cmark::html::push_html(&mut html, out.into_iter());
        html
    }

    /// Rewrites a run of events; headings recurse on their content.
    fn transform<'e>(&mut self, events: &[Spanned<'e>], map: &SourceMap) -> Vec<Event<'e>> {
        let mut out = Vec::with_capacity(events.len());
        let mut in_code = false;
        let mut glued = 0;
        let mut i = 0;
        while i < events.len() {
            let (ev, range) = &events[i];
            match ev {
                Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                    let (kind, rest) = info_parts(info);
                    let listing = crate::listings::parse_info(info);
                    if listing.is_some() || DIRECTIVES.contains(&kind) || CALLOUTS.contains(&kind) {
                        let start = map.file_offset(range.start);
                        let end = events[i..].iter().position(|(e, _)| matches!(e, Event::End(TagEnd::CodeBlock)));
                        let end = end.map_or(events.len(), |e| i + e);
                        let (body, body_map) = block_body(&events[i + 1..end], map, start);
                        let html = match listing {
                            Some(annotation) => self.listing(annotation, start, &body),
                            None => self.block(kind, rest, start, &body, &body_map),
                        };
                        if let Some(html) = html {
                            out.push(Event::Html(CowStr::from(html)));
                        }
                        i = end + 1;
                        continue;
                    }
                    let kinds: Vec<&str> = DIRECTIVES.iter().chain(CALLOUTS.iter()).copied().collect();
                    if let Some(meant) = directive::suggest(kind, &kinds).filter(|_| kind.len() >= 4) {
                        self.error(
                            map.file_offset(range.start),
                            format!(
                                "unknown block kind \"{kind}\" (did you mean \"{meant}\"?); \
                                 to show the block as code, name a language such as ```text"
                            ),
                        );
                    }
                    in_code = true;
                    out.push(ev.clone());
                }
                Event::Start(Tag::CodeBlock(_)) => {
                    in_code = true;
                    out.push(ev.clone());
                }
                Event::End(TagEnd::CodeBlock) => {
                    in_code = false;
                    out.push(ev.clone());
                }
                Event::Text(_) if !in_code => {
                    let mut merged = String::new();
                    let mut pieces = Vec::new();
                    while let Some((Event::Text(t), r)) = events.get(i) {
                        pieces.push((merged.len(), map.file_offset(r.start)));
                        merged.push_str(t);
                        i += 1;
                    }
                    // Punctuation already emitted together with the maths before it.
                    let skip = std::mem::take(&mut glued);
                    let rest = &merged[skip..];
                    let segments =
                        pieces.iter().map(|&(l, f)| (l.saturating_sub(skip), f + skip.saturating_sub(l))).collect();
                    let text = self.substitute(rest, &SourceMap { segments });
                    self.plain.push_str(&text);
                    out.push(Event::Text(CowStr::from(text)));
                    continue;
                }
                Event::Text(t) => {
                    self.plain.push_str(t);
                    out.push(ev.clone());
                }
                Event::Code(t) => {
                    self.plain.push_str(t);
                    self.plain.push(' ');
                    out.push(ev.clone());
                }
                Event::InlineMath(m) | Event::DisplayMath(m) => {
                    let display = matches!(ev, Event::DisplayMath(_));
                    let offset = map.file_offset(range.start);
                    let delimiter = if display { 2 } else { 1 };
                    let latex = self.substitute(m, &SourceMap::contiguous(offset + delimiter));
                    match math::to_mathml(&latex, display) {
                        Ok(html) => {
                            // Keep a formula and the punctuation right after it on one line.
                            let punctuation = match events.get(i + 1) {
                                Some((Event::Text(t), _)) if !display => trailing_punctuation(t),
                                _ => "",
                            };
                            if punctuation.is_empty() {
                                out.push(Event::InlineHtml(CowStr::from(html)));
                            } else {
                                let mut glue = format!("<span class=\"nowrap\">{html}");
                                pulldown_cmark_escape::escape_html_body_text(&mut glue, punctuation)
                                    .expect("writing to a String");
                                glue.push_str("</span>");
                                out.push(Event::InlineHtml(CowStr::from(glue)));
                                glued = punctuation.len();
                            }
                        }
                        Err(message) => self.error(offset, message),
                    }
                    self.plain.push_str(&latex);
                }
                Event::Start(Tag::Heading { level, id, classes, attrs }) => {
                    let end = events[i..].iter().position(|(e, _)| matches!(e, Event::End(TagEnd::Heading(_))));
                    let end = end.map_or(events.len(), |e| i + e);
                    let inner = self.transform(&events[i + 1..end], map);
                    let title = plain_text(&inner);
                    if *level == HeadingLevel::H1 && self.depth == 0 && self.first_h1.is_none() {
                        self.first_h1 = Some(title.clone());
                        if self.skip_first_h1 {
                            self.plain.push(' ');
                            i = end + 1;
                            continue;
                        }
                    }
                    let anchor = match id {
                        Some(given) => {
                            let given = given.to_string();
                            if !self.ids.insert(given.clone()) {
                                self.error(
                                    map.file_offset(range.start),
                                    format!("the anchor #{given} is used twice on this page"),
                                );
                            }
                            Some(given)
                        }
                        None if self.front_matter => Some(self.unique_id(&slugify(&title))),
                        None => None,
                    };
                    let level_number = *level as u8;
                    if let Some(anchor) = &anchor
                        && self.depth == 0
                        && (level_number == 2 || level_number == 3)
                    {
                        self.toc.push(TocEntry { level: level_number, id: anchor.clone(), title: title.clone() });
                    }
                    out.push(Event::Start(Tag::Heading {
                        level: *level,
                        id: anchor.map(CowStr::from),
                        classes: classes.clone(),
                        attrs: attrs.clone(),
                    }));
                    out.extend(inner);
                    out.push(Event::End(TagEnd::Heading(*level)));
                    // A heading is a separate word from the paragraph after it, in search too.
                    self.plain.push(' ');
                    i = end + 1;
                    continue;
                }
                // Wide tables scroll inside their own box (lessons only: plain Markdown stays as it is).
                Event::Start(Tag::Table(_)) if self.front_matter => {
                    out.push(Event::Html(CowStr::from(
                        "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"Table\">\n",
                    )));
                    out.push(ev.clone());
                }
                Event::End(TagEnd::Table) if self.front_matter => {
                    out.push(ev.clone());
                    out.push(Event::Html(CowStr::from("</div>\n")));
                }
                Event::Start(Tag::Link { link_type, dest_url, title, id }) => {
                    let dest = self.link(dest_url, map.file_offset(range.start));
                    out.push(Event::Start(Tag::Link {
                        link_type: *link_type,
                        dest_url: dest,
                        title: title.clone(),
                        id: id.clone(),
                    }));
                }
                Event::End(_) | Event::SoftBreak | Event::HardBreak => {
                    self.plain.push(' ');
                    out.push(ev.clone());
                }
                _ => out.push(ev.clone()),
            }
            i += 1;
        }
        out
    }

    /// Records a link for checking and rewrites `05-nim.md#x` to `nim.html#x`.
    fn link<'e>(&mut self, dest: &CowStr<'e>, offset: usize) -> CowStr<'e> {
        let d = dest.as_ref();
        if d.contains("://") || d.starts_with("mailto:") || d.starts_with('/') {
            return dest.clone();
        }
        let (file, anchor) = match d.split_once('#') {
            Some((f, a)) => (f, Some(a.to_string())),
            None => (d, None),
        };
        if file.is_empty() {
            self.links.push(LinkRef { file: None, anchor, offset });
            return dest.clone();
        }
        let file = file.strip_prefix("./").unwrap_or(file);
        if !file.ends_with(".md") || file.contains('/') {
            return dest.clone();
        }
        self.links.push(LinkRef { file: Some(file.to_string()), anchor: anchor.clone(), offset });
        let url = super::page_url(file);
        CowStr::from(match anchor {
            Some(a) => format!("{url}#{a}"),
            None => url,
        })
    }

    fn unique_id(&mut self, base: &str) -> String {
        let mut id = base.to_string();
        let mut n = 2;
        while self.ids.contains(&id) {
            id = format!("{base}-{n}");
            n += 1;
        }
        self.ids.insert(id.clone());
        id
    }

    fn next_number(&mut self, counter: &'static str) -> usize {
        let n = self.counters.entry(counter).or_insert(0);
        *n += 1;
        *n
    }

    /// Replaces every `{{ expression }}` in `text` by its value.
    fn substitute(&mut self, text: &str, map: &SourceMap) -> String {
        if !self.front_matter || !text.contains("{{") {
            return text.to_string();
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = 0;
        while let Some(found) = text[rest..].find("{{") {
            let start = rest + found;
            out.push_str(&text[rest..start]);
            let Some(len) = text[start + 2..].find("}}") else {
                self.error(
                    map.file_offset(start),
                    "\"{{\" is not closed by \"}}\"; to show {{ itself write {{ \"{{\" }}",
                );
                out.push_str(&text[start..]);
                return out;
            };
            let expr = text[start + 2..start + 2 + len].trim();
            match self.evaluate(expr) {
                Ok(value) => out.push_str(&value),
                Err(message) => self.error(map.file_offset(start), message),
            }
            rest = start + 2 + len + 2;
        }
        out.push_str(&text[rest..]);
        out
    }

    fn context(&self) -> Value {
        let mut values: BTreeMap<String, Value> =
            self.examples.iter().map(|(k, (v, _))| (k.clone(), Value::from(Serde(v)))).collect();
        if !self.defined.is_empty() {
            // `example("…")` that also knows this page's own games.
            let defined = self.defined.clone();
            values.insert(
                "example".into(),
                Value::from_function(move |words: String| crate::templates::example_value(&words, &defined)),
            );
        }
        Value::from(values)
    }

    fn evaluate(&self, expr: &str) -> Result<String, String> {
        super::limits::check_expression(expr)?;
        let compiled = self.env.compile_expression_owned(expr.to_string()).map_err(|e| {
            format!("\"{{{{ {expr} }}}}\" is not a valid expression: {}", e.detail().unwrap_or("syntax error"))
        })?;
        let known: Vec<&str> = self.examples.keys().map(String::as_str).collect();
        for name in compiled.undeclared_variables(false) {
            let is_function = self.env.globals().any(|(g, _)| g == name);
            if !known.contains(&name.as_str()) && !is_function && !self.failed_examples.contains(&name) {
                let hint =
                    directive::suggest(&name, &known).map(|s| format!(" (did you mean \"{s}\"?)")).unwrap_or_default();
                let list = if known.is_empty() {
                    "this page names no examples: add them under [examples] in the front matter".to_string()
                } else {
                    format!("examples on this page: {}", known.join(", "))
                };
                return Err(format!("\"{{{{ {expr} }}}}\": there is no example named \"{name}\"{hint}; {list}"));
            }
            if self.failed_examples.contains(&name) {
                // Its own error has been reported already.
                return Ok(String::new());
            }
        }
        let value = compiled.eval(self.values.clone()).map_err(|e| {
            let detail = e.detail().map(str::to_string).unwrap_or_else(|| e.kind().to_string());
            format!("\"{{{{ {expr} }}}}\" cannot be computed: {detail} (run `nimbook example … --json` to see an example's fields)")
        })?;
        if value.is_undefined() || value.is_none() {
            return Err(format!(
                "\"{{{{ {expr} }}}}\" has no value: a field name is misspelt or absent \
                 (`nimbook example … --json` lists an example's fields)"
            ));
        }
        Ok(value.to_string())
    }

    fn render_template(&mut self, name: &str, ctx: Value, offset: usize) -> Option<String> {
        let result = self.env.get_template(name).and_then(|t| t.render(ctx));
        match result {
            Ok(html) => Some(html),
            Err(e) => {
                let d = crate::templates::template_error(Path::new("templates"), &e);
                self.error(
                    offset,
                    format!("while rendering this block, {}:{}: {}", d.path.display(), d.line, d.message),
                );
                None
            }
        }
    }

    /// A tested code listing ([`crate::listings`]): shown as code with a note, never compiled here.
    fn listing(
        &mut self,
        annotation: Result<crate::listings::Annotation, String>,
        at: usize,
        code: &str,
    ) -> Option<String> {
        let view = annotation.map_err(|e| self.error(at, e)).ok()?.view(code);
        self.render_template("blocks/listing.html", Value::from(Serde(view)), at)
    }

    /// Renders one directive or callout block; `None` after an error.
    fn block(&mut self, kind: &str, rest: &str, offset: usize, body: &str, map: &SourceMap) -> Option<String> {
        match kind {
            "example" => self.example_block(rest, offset, body, map),
            "chart" => self.chart_block(offset, body, map),
            "verify" => self.verify_block(offset, body, map),
            "play" => self.play_block(rest, offset, body, map),
            "game" => self.game_block(rest, offset, body),
            _ => self.callout(kind, rest, offset, body, map),
        }
    }

    fn example_block(&mut self, rest: &str, offset: usize, body: &str, map: &SourceMap) -> Option<String> {
        let name = rest.split_whitespace().next();
        let (example, words) = if body.trim().is_empty() {
            let Some(name) = name else {
                self.error(offset, "this example block is empty: write the example's words inside (e.g. nim 8 12 13), or name a front-matter example after ```example");
                return None;
            };
            if self.failed_examples.contains(name) {
                return None;
            }
            let Some((ex, words)) = self.examples.get(name) else {
                let known: Vec<&str> = self.examples.keys().map(String::as_str).collect();
                let hint =
                    directive::suggest(name, &known).map(|s| format!(" (did you mean \"{s}\"?)")).unwrap_or_default();
                self.error(
                    offset,
                    format!(
                        "there is no example named \"{name}\"{hint}; define it under [examples] in the front matter"
                    ),
                );
                return None;
            };
            (ex.clone(), words.clone())
        } else if let Some(name) = name {
            // Defined before the main pass.
            self.examples.get(name)?.clone()
        } else {
            match directive::parse_example_in(&split_words(body), &self.defined) {
                Ok(request) => match directive::compute(&request) {
                    Ok(ex) => (ex, request.to_words()),
                    Err(e) => {
                        self.error(map.file_offset(0), e.0);
                        return None;
                    }
                },
                Err(e) => {
                    self.directive_error(e, map, offset);
                    return None;
                }
            }
        };
        let n = self.next_number("example");
        let id = self.unique_id(&match name {
            Some(name) => format!("example-{name}"),
            None => format!("example-{n}"),
        });
        let template = format!("examples/{}.html", example.kind());
        self.render_template(
            &template,
            context! { ex => Value::from(Serde(&example)), words, name, id, number => n },
            offset,
        )
    }

    /// Where a ```` ```game ```` block stands: the game's title, rule and program (it was
    /// compiled before the main pass; a failed one was reported then).
    fn game_block(&mut self, rest: &str, offset: usize, body: &str) -> Option<String> {
        let name = rest.split_whitespace().next()?;
        let game = self.defined.get(name)?.clone();
        let id = self.unique_id(&format!("game-{name}"));
        self.render_template(
            "blocks/game.html",
            context! {
                id, name, title => game.title(), rule => game.rule(), heap_game => game.is_heap_game(),
                source => body.trim_end(),
            },
            offset,
        )
    }

    fn chart_block(&mut self, offset: usize, body: &str, map: &SourceMap) -> Option<String> {
        let words = split_words(body);
        let request = match chart::parse_chart(&words, &self.defined) {
            Ok(r) => r,
            Err(e) => {
                self.directive_error(e, map, offset);
                return None;
            }
        };
        let highlight = match chart::highlight_name(&request) {
            Some(name) if self.failed_examples.contains(name) => return None,
            Some(name) => match self.examples.get(name) {
                Some((ex, _)) => Some(ex.clone()),
                None => {
                    let word_offset = body.find(name).map_or(offset, |o| map.file_offset(o));
                    let known: Vec<&str> = self.examples.keys().map(String::as_str).collect();
                    self.error(
                        word_offset,
                        format!("--highlight names \"{name}\", but there is no example of that name on this page (examples: {})", if known.is_empty() { "none".to_string() } else { known.join(", ") }),
                    );
                    return None;
                }
            },
            None => None,
        };
        let drawn = match chart::render(&request, highlight.as_ref(), &self.defined) {
            Ok(c) => c,
            Err(e) => {
                self.directive_error(e, map, offset);
                return None;
            }
        };
        let n = self.next_number("chart");
        let id = self.unique_id(&format!("chart-{n}"));
        let svg = page_unique_ids(&drawn.svg, &id);
        self.plain.push_str(&drawn.title);
        self.plain.push(' ');
        self.render_template(
            "blocks/chart.html",
            context! { id, title => drawn.title, description => drawn.description, svg => Value::from_safe_string(svg) },
            offset,
        )
    }

    fn verify_block(&mut self, offset: usize, body: &str, map: &SourceMap) -> Option<String> {
        let words = split_words(body);
        if words.first().is_some_and(|w| w.text == sg_certificate::ID) {
            let certificate = sg_certificate::parse(&words[1..], words.first(), &Default::default())
                .map_err(|e| self.directive_error(e, map, offset))
                .ok()?;
            let certificate = sg_certificate::certify(&certificate).map_err(|e| self.error(offset, e.0)).ok()?;
            return self.render_template(
                "blocks/verify.html",
                context! { certificates => Value::from(Serde(&[certificate])) },
                offset,
            );
        }
        let flags = [
            FlagSpec { name: "--bits", value: Some("numbers are checked below 2^BITS") },
            FlagSpec { name: "--heaps", value: Some("positions of 2 to HEAPS heaps") },
        ];
        let parsed = match split_flags(&words, &flags, "verify") {
            Ok(p) => p,
            Err(e) => {
                self.directive_error(e, map, offset);
                return None;
            }
        };
        let defaults = properties::Range::default();
        let number = |name: &str, what: &str| parsed.number(name, what);
        let (bits, heaps) = match (number("--bits", "number of bits"), number("--heaps", "number of heaps")) {
            (Ok(b), Ok(h)) => {
                (b.map_or(defaults.bits, |b| b.min(64) as u32), h.map_or(defaults.heaps, |h| h.min(64) as usize))
            }
            (Err(e), _) | (_, Err(e)) => {
                self.directive_error(e, map, offset);
                return None;
            }
        };
        let range = properties::Range { bits, heaps };
        if parsed.positional.is_empty() {
            self.error(
                offset,
                format!("this verify block names no statement; write one of: all, {}", properties::IDS.join(", ")),
            );
            return None;
        }
        let mut ids = Vec::new();
        for w in &parsed.positional {
            if w.text == "all" {
                ids.extend(properties::IDS.iter().map(|s| s.to_string()));
            } else if properties::IDS.contains(&w.text) {
                ids.push(w.text.to_string());
            } else {
                let hint = directive::suggest(w.text, &properties::IDS)
                    .map(|s| format!(" (did you mean {s}?)"))
                    .unwrap_or_default();
                self.error(
                    map.file_offset(w.offset),
                    format!("unknown statement \"{}\"{hint}; expected all, {}", w.text, properties::IDS.join(", ")),
                );
                return None;
            }
        }
        let key = format!("{} --bits {bits} --heaps {heaps}", ids.join(" "));
        let computed = cache::cached(self.cache, "verify", &key, || {
            ids.iter().map(|id| properties::certify(id, range)).collect::<Result<Vec<_>, _>>()
        });
        let certificates = match computed {
            Ok(c) => c,
            Err(e) => {
                self.error(offset, e.0);
                return None;
            }
        };
        self.render_template(
            "blocks/verify.html",
            context! { certificates => Value::from(Serde(&certificates)) },
            offset,
        )
    }

    /// A ```` ```play ```` block: the words of a game (`kayles 5 7`) or, after ```` ```play ````,
    /// the name of an example of the page; its tables come from [`super::play::table`].
    fn play_block(&mut self, rest: &str, offset: usize, body: &str, map: &SourceMap) -> Option<String> {
        let (rest, toggle_rest) = super::play::take_toggle(rest);
        let (body_words, toggle_body) = super::play::take_toggle(body);
        let toggle = toggle_rest || toggle_body;
        let body = if toggle_body { body_words.as_str() } else { body };
        let name = rest.split_whitespace().next();
        let request = match name {
            Some(name) if self.failed_examples.contains(name) => return None,
            Some(name) => {
                let Some((_, words)) = self.examples.get(name) else {
                    let known: Vec<&str> = self.examples.keys().map(String::as_str).collect();
                    let hint = directive::suggest(name, &known)
                        .map(|s| format!(" (did you mean \"{s}\"?)"))
                        .unwrap_or_default();
                    self.error(
                        offset,
                        format!("this play block follows \"{name}\", but there is no example of that name on this page{hint}; define it under [examples] in the front matter"),
                    );
                    return None;
                };
                if !body.trim().is_empty() {
                    self.error(offset, format!("a play block that follows the example \"{name}\" takes no words of its own; leave its body empty"));
                    return None;
                }
                directive::parse_example_in(&split_words(&words.clone()), &self.defined).ok()?
            }
            None => match directive::parse_example_in(&split_words(body), &self.defined) {
                Ok(r) => r,
                Err(e) => {
                    self.directive_error(e, map, offset);
                    return None;
                }
            },
        };
        let Some((game, start)) = super::play::game_of(&request) else {
            self.error(
                offset,
                format!("\"{}\" is not a game to play; a play block takes a game and a position, e.g. \"kayles 5 7\" or \"nim 3 4 5\"", request.to_words()),
            );
            return None;
        };
        let built =
            if toggle { super::play::table_with_toggle(&game, &start) } else { super::play::table(&game, &start) };
        let mut table = match built {
            Ok(t) => t,
            Err(e) => {
                self.error(offset, e);
                return None;
            }
        };
        // The block's own words (`bash 23 2`), which `nimbook play` takes too.
        table.words = request.to_words();
        self.has_play = true;
        let n = self.next_number("play");
        let id = self.unique_id(&format!("play-{n}"));
        let config = serde_json::to_string(&table).expect("a play table serialises");
        self.render_template(
            "blocks/play.html",
            context! { id, words => table.words.clone(), title => table.title.clone(), rule => table.rule.clone(), config },
            offset,
        )
    }

    fn callout(&mut self, kind: &str, rest: &str, offset: usize, body: &str, map: &SourceMap) -> Option<String> {
        let kind: &'static str = CALLOUTS.iter().find(|k| **k == kind).copied().unwrap_or("remark");
        if self.depth >= MAX_DEPTH {
            self.error(offset, format!("callouts are nested more than {MAX_DEPTH} deep"));
            return None;
        }
        let (given_id, title) = match rest.strip_prefix('#') {
            Some(r) => {
                let (id, title) = r.split_once(char::is_whitespace).unwrap_or((r, ""));
                (Some(id.to_string()), title.trim())
            }
            None => (None, rest),
        };
        let number = self.next_number(kind);
        if kind == "exercise" {
            self.last_exercise = Some(number);
        }
        let id = match given_id {
            Some(id) if id.is_empty() || id.contains(char::is_whitespace) => {
                self.error(offset, "write the anchor right after #, e.g. ```theorem #bouton Bouton's theorem");
                return None;
            }
            Some(id) => {
                if !self.ids.insert(id.clone()) {
                    self.error(offset, format!("the anchor #{id} is used twice on this page"));
                }
                id
            }
            None if kind == "answer" => self.unique_id(&format!("answer-{}", self.last_exercise.unwrap_or(number))),
            None => self.unique_id(&format!("{kind}-{number}")),
        };
        let title = self.substitute(title, &SourceMap::contiguous(offset));
        self.plain.push_str(&title);
        self.plain.push(' ');
        self.plain.push(' ');
        self.depth += 1;
        let inner = self.render_markdown(body, map);
        self.depth -= 1;
        let body = Value::from_safe_string(inner);
        if kind == "answer" {
            let exercise = self.last_exercise;
            return self.render_template("blocks/answer.html", context! { id, exercise, body }, offset);
        }
        let label = if is_numbered(kind) {
            format!("{} {number}", callout_label(kind))
        } else {
            callout_label(kind).to_string()
        };
        self.render_template("blocks/callout.html", context! { kind, id, label, title, body, number }, offset)
    }
}

/// The text of a block (concatenated text events up to its end) and its map to the file.
fn block_body(events: &[Spanned<'_>], map: &SourceMap, fallback: usize) -> (String, SourceMap) {
    let mut body = String::new();
    let mut segments = Vec::new();
    for (ev, range) in events {
        match ev {
            Event::Text(t) => {
                segments.push((body.len(), map.file_offset(range.start)));
                body.push_str(t);
            }
            Event::End(TagEnd::CodeBlock) => break,
            _ => {}
        }
    }
    if segments.is_empty() {
        segments.push((0, fallback));
    }
    (body, SourceMap { segments })
}

/// The chart's own ids come from a hash of the request, so the same chart twice on a page would
/// repeat them: give them the figure's page-unique id as prefix instead.
fn page_unique_ids(svg: &str, figure_id: &str) -> String {
    let marker = "aria-labelledby=\"";
    let prefix =
        svg.find(marker).map(|i| &svg[i + marker.len()..]).and_then(|rest| rest.find("-title").map(|end| &rest[..end]));
    match prefix {
        Some(p) if !p.is_empty() => svg.replace(&format!("{p}-"), &format!("{figure_id}-svg-")),
        _ => svg.to_string(),
    }
}

/// The punctuation that opens `text` (a comma, a full stop, a closing bracket …), if any.
fn trailing_punctuation(text: &str) -> &str {
    let end = text
        .find(|c: char| !matches!(c, ',' | '.' | ';' | ':' | '!' | '?' | ')' | ']' | '’' | '”'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The visible text of some events (for heading anchors and the table of contents).
fn plain_text(events: &[Event<'_>]) -> String {
    let mut s = String::new();
    for e in events {
        match e {
            Event::Text(t) | Event::Code(t) => s.push_str(t),
            Event::InlineHtml(h) if h.contains("<math") => s.push_str(&math_text(h)),
            _ => {}
        }
    }
    s.trim().to_string()
}

/// The characters inside a MathML element, without tags or the annotation.
fn math_text(mathml: &str) -> String {
    // The annotation (the LaTeX source) is left out; what follows it (glued punctuation) is kept.
    let visible = match (mathml.find("<annotation"), mathml.find("</annotation>")) {
        (Some(a), Some(b)) if a < b => format!("{}{}", &mathml[..a], &mathml[b..]),
        _ => mathml.to_string(),
    };
    let mut out = String::new();
    let mut in_tag = false;
    for c in visible.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    // The maths' text is escaped (`<mo>&lt;</mo>`): the title wants the characters.
    out.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&")
}

/// An anchor from a heading: lower case, letters and digits of any script, words joined by `-`.
pub fn slugify(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            out.push(c);
        } else if (c.is_whitespace() || c == '-' || c == '_') && !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    let trimmed = out.trim_end_matches('-');
    if trimmed.is_empty() { "section".to_string() } else { trimmed.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs() {
        assert_eq!(slugify("Bouton's theorem"), "boutons-theorem");
        assert_eq!(slugify("  Why XOR?  "), "why-xor");
        assert_eq!(slugify("异或的性质"), "异或的性质");
        assert_eq!(slugify("!!!"), "section");
    }

    #[test]
    fn source_map() {
        let m = SourceMap { segments: vec![(0, 100), (10, 200)] };
        assert_eq!(m.file_offset(3), 103);
        assert_eq!(m.file_offset(10), 200);
        assert_eq!(m.file_offset(15), 205);
    }
}
