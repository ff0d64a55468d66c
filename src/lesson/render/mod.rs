//! The Markdown pass: pulldown-cmark events, with byte offsets, become HTML. On the way,
//! fenced blocks naming a directive (`example`, `chart`, `verify`, `play`, and the callouts)
//! are replaced by computed HTML from the templates, `{{ … }}` in text is evaluated against the
//! lesson's named examples, `$…$` becomes MathML, headings get anchors for the table of
//! contents, and links to other lessons are rewritten and recorded for the site to check.
//! Before the pass, the lesson is run as a minijinja template ([`template`]), which runs its
//! control flow and prints its values; the pieces are [`blocks`], [`example`], [`define`],
//! [`prose`], [`links`] and [`source_map`].
//! Every mistake becomes a [`Diagnostic`] at its line and column; rendering goes on so that
//! one build reports all of them.

use super::cache::{self, BlockCache};
use super::front;
use super::game_blocks;
use super::math;
use crate::chart;
use crate::directive::{self, DirectiveError, Flag, Request, split_flags, split_words};
use crate::error::Diagnostic;
use crate::games::{properties, sg_certificate};
use crate::views::i18n::{DEFAULT_LANGUAGE, Lang, Messages};
use crate::views::limits::MAX_MARKDOWN_ELEMENTS;
use crate::views::message::Message;
use minijinja::value::{Serde, Value};
use minijinja::{Environment, context};
use pulldown_cmark::{CodeBlockKind, CowStr, Event, HeadingLevel, Parser, Tag, TagEnd};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

mod blocks;
mod define;
mod example;
mod links;
mod prose;
mod source_map;
mod template;

use blocks::{CALLOUTS, DIRECTIVES};
use example::example_name;
use links::plain_text;
pub use links::slugify;
use prose::trailing_punctuation;
use source_map::{SourceMap, block_body};
pub use template::is_reserved;

/// An entry of a page's table of contents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct TocEntry {
    /// 2 or 3.
    pub level: u8,
    /// The anchor.
    pub id: String,
    /// The heading's text.
    pub title: String,
}

/// A link to another lesson (or an anchor on this page), to be checked by the site.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct LinkRef {
    /// The lesson file linked to (`05-nim.md`), or `None` for an anchor on this page.
    pub file: Option<String>,
    /// The anchor after `#`, if any.
    pub anchor: Option<String>,
    /// Byte offset of the link in the lesson file.
    pub offset: usize,
}

/// A rendered lesson body and what the site needs to know about it (kept whole in the build
/// cache: [`crate::site`] lays out an unchanged lesson from it without rendering it again).
#[derive(Debug, Clone, Default, Serialize, serde::Deserialize)]
pub struct RenderedLesson {
    /// The title: front matter, else the first `#` heading, else empty.
    pub title: Option<String>,
    /// The title as HTML (computed values, maths as MathML) when it has `$…$` or `{{ … }}`;
    /// `title` is then its plain text, for `<title>`, the sidebar and links.
    pub title_html: Option<String>,
    /// The front matter's summary.
    pub summary: Option<String>,
    /// The front matter's order.
    pub order: Option<i64>,
    /// Whether the page counts as a lesson (front matter `numbered`, default true).
    pub numbered: bool,
    /// The body HTML.
    pub body: String,
    /// Level-2 and level-3 headings.
    pub toc: Vec<TocEntry>,
    /// Every anchor defined on the page.
    pub ids: BTreeSet<String>,
    /// Links to check.
    pub links: Vec<LinkRef>,
    /// Links and images to files of the site that are not lessons (`img/board.png`), to check.
    pub resources: Vec<LinkRef>,
    /// What builds but is surely wrong (an answer with no exercise before it).
    pub warnings: Vec<Diagnostic>,
    /// Whether the page embeds a game (and so needs the play script).
    pub has_play: bool,
    /// Whether the page has a worked example a student can change (and so needs the explore
    /// script, which loads the engine module when first used).
    pub has_explore: bool,
    /// The words of each such example, in page order, with the games the page itself defines
    /// (name, Rhai source): the site's explorer offers every game the lessons use.
    pub explored: Vec<String>,
    /// The games the page defines itself (its ```` ```game ```` blocks), name and source.
    pub own_games: Vec<(String, String)>,
    /// True for plain Markdown whose title is its own first heading, left in the body.
    pub title_in_body: bool,
    /// The page's text without markup, for the search index.
    pub text: String,
}

/// A named example of the page: its request (the game and position charts and play blocks
/// follow), its computed value as templates and prose see it, and its canonical words.
#[derive(Clone)]
struct Named {
    request: Request,
    value: Value,
    words: String,
}

/// How deeply callouts may nest.
const MAX_DEPTH: usize = 8;

type Spanned<'e> = (Event<'e>, Range<usize>);

struct PageRender<'a> {
    env: &'a Environment<'static>,
    /// Where computed block values are kept between builds, if anywhere.
    cache: Option<&'a BlockCache>,
    path: &'a Path,
    /// The lines of the lesson's text, for the places of its diagnostics.
    lines: crate::error::LineIndex<'a>,
    /// Whether the file has front matter: only then are `{{ … }}` evaluated and headings given
    /// anchors (plain Markdown stays exactly as CommonMark renders it).
    front_matter: bool,
    examples: BTreeMap<String, Named>,
    /// The language the page is written in, and the messages it comes from.
    lang: Lang<'a>,
    /// The language the page's mistakes are worded in (the site's `language` or `--lang`).
    reader: Lang<'a>,
    messages: &'a Arc<Messages>,
    /// The examples computed so far, by their words and the page's games.
    memo: Arc<crate::lesson::language::PageWork>,
    /// The games this lesson knows: the site's (`games/*.rhai`) and its ```` ```game ```` blocks'.
    defined: directive::Defined,
    /// The names of the site's games, which a game block may not take.
    site_games: BTreeSet<String>,
    /// The values the lesson's template sees (named examples, `data`, `example()`), built
    /// once all are defined.
    context_value: Value,
    /// Every value the template printed, by the number of its placeholder.
    values: Vec<prose::Printed>,
    /// What the page's marks stand for while its template runs, for `example()` to read words
    /// a macro or a `{% set %}` block wrote ([`template::Marks`]).
    marks: Arc<std::sync::Mutex<template::Marks>>,
    /// The front matter's `[data]` table.
    data: Option<Value>,
    failed_examples: BTreeSet<String>,
    /// Games whose block failed to compile (reported there): what names them says nothing more.
    failed_games: BTreeSet<String>,
    /// Where each game block's program starts in the file.
    game_blocks: BTreeMap<String, (String, SourceMap)>,
    counters: BTreeMap<&'static str, usize>,
    /// The game rules the page's worked examples have stated so far: a rule is stated once, at
    /// the first example of its game, and the later ones name the game only.
    rules_stated: BTreeSet<String>,
    ids: BTreeSet<String>,
    /// For each anchor given a number (`h-2`), the next number to try for it: repeated headings
    /// cost linear time, not quadratic.
    id_next: std::collections::HashMap<String, usize>,
    toc: Vec<TocEntry>,
    links: Vec<LinkRef>,
    resources: Vec<LinkRef>,
    diags: Vec<Diagnostic>,
    warnings: Vec<Diagnostic>,
    plain: String,
    has_play: bool,
    has_explore: bool,
    explored: Vec<String>,
    last_exercise: Option<usize>,
    depth: usize,
    first_h1: Option<String>,
    skip_first_h1: bool,
}

/// Renders one lesson. `text` is the whole file; `path` is used in messages.
pub fn render_lesson(env: &Environment<'static>, path: &Path, text: &str) -> Result<RenderedLesson, Vec<Diagnostic>> {
    render_lesson_cached(env, path, text, None, &Messages::builtin(), DEFAULT_LANGUAGE)
}

/// [`render_lesson`], taking computed block values from `cache` when it has them.
pub fn render_lesson_cached(
    env: &Environment<'static>,
    path: &Path,
    text: &str,
    cache: Option<&BlockCache>,
    messages: &Arc<Messages>,
    lang: &str,
) -> Result<RenderedLesson, Vec<Diagnostic>> {
    render_lesson_in_site(env, path, text, cache, messages, (lang, DEFAULT_LANGUAGE), &directive::Defined::new())
}

/// [`render_lesson_cached`] for a lesson of a site with its own games (`games/*.rhai`, see
/// [`crate::site::game_files`]): the lesson knows them as if it had defined them. The page is
/// written in `lang`; its mistakes are worded in `reader` (the site's `language` or `--lang`).
pub fn render_lesson_in_site(
    env: &Environment<'static>,
    path: &Path,
    text: &str,
    cache: Option<&BlockCache>,
    messages: &Arc<Messages>,
    (lang, reader): (&str, &str),
    site_games: &directive::Defined,
) -> Result<RenderedLesson, Vec<Diagnostic>> {
    let _rendering = crate::worker::Rendering::start(path);
    let split = front::split(path, text).map_err(|d| vec![d])?;
    let front = split.front.clone().unwrap_or_default();
    let mut page = PageRender {
        env,
        cache,
        path,
        lines: crate::error::LineIndex::new(text),
        front_matter: split.front.is_some(),
        examples: BTreeMap::new(),
        memo: Default::default(),
        lang: messages.lang(lang),
        reader: messages.lang(reader),
        messages,
        defined: site_games.clone(),
        site_games: site_games.keys().cloned().collect(),
        context_value: Value::UNDEFINED,
        values: Vec::new(),
        marks: Arc::default(),
        data: front.data.as_ref().map(|d| Value::from(Serde(d))),
        failed_examples: BTreeSet::new(),
        failed_games: BTreeSet::new(),
        game_blocks: BTreeMap::new(),
        counters: BTreeMap::new(),
        rules_stated: BTreeSet::new(),
        ids: BTreeSet::new(),
        id_next: std::collections::HashMap::new(),
        toc: Vec::new(),
        links: Vec::new(),
        resources: Vec::new(),
        diags: Vec::new(),
        warnings: Vec::new(),
        plain: String::new(),
        has_play: false,
        has_explore: false,
        explored: Vec::new(),
        last_exercise: None,
        depth: 0,
        first_h1: None,
        skip_first_h1: split.front.is_some() && front.title.is_none(),
    };
    let map = SourceMap::contiguous(split.body_offset);
    if let Some(at) = too_many_elements(split.body) {
        page.error(split.body_offset + at, elements_refused());
        return Err(page.diags);
    }
    page.define_games(split.body, &map);
    if page.front_matter {
        // Only a page with front matter evaluates `{{ … }}`; plain Markdown may show
        // `example("…")` as text, which must not cost a search.
        page.prefetch_examples(split.body, &front.examples);
    }
    if let Some((toml, toml_offset)) = split.front_source {
        for (name, words) in &front.examples {
            let offset = toml_offset + toml.find(words.as_str()).unwrap_or(0);
            page.define_example(name, words, &SourceMap::contiguous(offset), offset);
        }
    }
    page.define_inline_examples(split.body, &map);
    // Every named example is known now: build the values `{{ … }}` sees once, not per expression.
    page.context_value = page.context();
    let mut title_html = None;
    let mut title = front.title.clone();
    if let (Some(t), Some((toml, toml_offset))) = (&front.title, split.front_source)
        && (t.contains('$') || t.contains("{{"))
    {
        let offset = toml_offset + toml.find(t.as_str()).unwrap_or(0);
        let (text, html) = page.render_title(t, offset);
        title = Some(text);
        title_html = Some(html);
    }
    let mut body = match page.run_template(split.body, split.body_offset) {
        Ok(Some((expanded, expanded_map))) => {
            // The template's loops may have made many more elements than the file holds.
            if let Some(at) = too_many_elements(&expanded) {
                page.error(expanded_map.file_offset(at), elements_refused());
                return Err(page.diags);
            }
            page.render_markdown(&expanded, &expanded_map)
        }
        Ok(None) => page.render_markdown(split.body, &map),
        Err(template::Reported) => return Err(page.diags),
    };
    // A value where Markdown has no text (a link's address, an attribute) is put in escaped.
    if body.contains(template::VALUE) {
        body = page.substitute_html(&body);
    }
    if !page.diags.is_empty() {
        return Err(page.diags);
    }
    let title_in_body = split.front.is_none() && page.first_h1.is_some();
    let own_games = page.own_games();
    Ok(RenderedLesson {
        title: title.or(page.first_h1.take()),
        title_html,
        summary: front.summary.clone(),
        order: front.order,
        numbered: front.numbered.unwrap_or(true),
        body,
        toc: page.toc,
        ids: page.ids,
        links: page.links,
        resources: page.resources,
        warnings: page.warnings,
        has_play: page.has_play,
        has_explore: page.has_explore,
        own_games,
        explored: page.explored,
        title_in_body,
        text: page.plain.split_whitespace().collect::<Vec<_>>().join(" "),
    })
}

/// `1. Nim` → `1\. Nim`, `# x` → `\# x`, `- a` → `\- a`: the text reads as inline Markdown.
fn escape_block_start(text: &str) -> String {
    let trimmed = text.trim_start();
    let digits = trimmed.chars().take_while(char::is_ascii_digit).count();
    let at = if digits > 0 && trimmed[digits..].starts_with(['.', ')']) {
        digits
    } else if trimmed.starts_with(['#', '-', '+', '*', '>', '=', '|']) {
        0
    } else {
        return trimmed.to_string();
    };
    format!("{}\\{}", &trimmed[..at], &trimmed[at..])
}

/// Where `src` passes [`MAX_MARKDOWN_ELEMENTS`] Markdown elements (table cells, paragraphs,
/// emphasis…), if it does: counted as the parser streams them, before any list of them is
/// kept, so a lesson that would need hundreds of megabytes is refused having used little.
fn too_many_elements(src: &str) -> Option<usize> {
    Parser::new_ext(src, crate::markup::options()).into_offset_iter().nth(MAX_MARKDOWN_ELEMENTS).map(|(_, r)| r.start)
}

fn elements_refused() -> Message {
    crate::message!("lesson-too-many-elements", max = MAX_MARKDOWN_ELEMENTS)
}

/// " (did you mean "WORD"?)" after a mistake, the word quoted; nothing without one.
fn did_you_mean(word: Option<&str>) -> Message {
    word.map_or_else(|| Message::from(""), |word| crate::message!("mistake-did-you-mean-name", word = word))
}

/// " (did you mean WORD?)" after a mistake, for a word of code (a flag, a setting); nothing
/// without one.
fn did_you_mean_bare(word: Option<&str>) -> Message {
    word.map_or_else(|| Message::from(""), |word| crate::message!("mistake-did-you-mean-option", word = word))
}

fn parse_events(src: &str) -> Vec<Spanned<'_>> {
    Parser::new_ext(src, crate::markup::options()).into_offset_iter().collect()
}

/// The kind and the rest of a fence's info string, and the offset of the rest in the source.
fn info_parts(info: &str) -> (&str, &str) {
    let info = info.trim();
    match info.split_once(char::is_whitespace) {
        Some((kind, rest)) => (kind, rest.trim()),
        None => (info, ""),
    }
}

impl<'a> PageRender<'a> {
    /// Whether `text` names a game whose block failed (its error is reported at the block).
    fn names_failed_game(&self, text: &str) -> bool {
        !self.failed_games.is_empty()
            && text
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                .any(|word| self.failed_games.contains(word))
    }

    /// Charges the page for a request its block at `offset` uses ([`crate::lesson::work`]); past
    /// the page's bound, the error is the block's.
    fn charge(&mut self, kind: &str, key: &str, cost: u64, offset: usize) -> Option<()> {
        match self.memo.charge(kind, key, cost) {
            Ok(()) => Some(()),
            Err(e) => {
                self.error(offset, crate::views::facts::error(&e, self.reader));
                None
            }
        }
    }

    fn error(&mut self, offset: usize, message: impl Into<Message>) {
        self.diags.push(Diagnostic::at_line(self.path, &self.lines, offset, message));
    }

    /// Something that builds but is surely wrong: reported, the build goes on.
    fn warning(&mut self, offset: usize, message: impl Into<Message>) {
        self.warnings.push(Diagnostic::at_line(self.path, &self.lines, offset, message));
    }

    fn directive_error(&mut self, e: DirectiveError, map: &SourceMap, fallback: usize) {
        let offset = e.offset.map_or(fallback, |o| map.file_offset(o));
        self.error(offset, e.message_in(self.reader));
    }

    /// A front-matter title with maths or values: (plain text, inline HTML).
    fn render_title(&mut self, title: &str, offset: usize) -> (String, String) {
        // The title's template has values of its own: the page's, which the text after the
        // block still points into, are kept aside while the title is laid out.
        let page_values = std::mem::take(&mut self.values);
        let laid_out = self.render_title_alone(title, offset);
        self.values = page_values;
        laid_out
    }

    fn render_title_alone(&mut self, title: &str, offset: usize) -> (String, String) {
        let (title, map) = match self.run_template(title, offset) {
            Ok(Some((text, map))) => (text, map),
            _ => (title.to_string(), SourceMap::contiguous(offset)),
        };
        // A title is one line of text: what would open a list, heading or quote is escaped.
        let title = escape_block_start(&title);
        // Raw HTML in a title is text, as in a title without maths or values (escaped).
        let events: Vec<Spanned<'_>> = parse_events(&title)
            .into_iter()
            .map(|(e, range)| match e {
                Event::InlineHtml(h) | Event::Html(h) => (Event::Text(h), range),
                e => (e, range),
            })
            .collect();
        let search_text = std::mem::take(&mut self.plain);
        let inner = self.transform(&events, &map);
        self.plain = search_text;
        let inline: Vec<Event<'_>> = inner
            .into_iter()
            .filter(|e| !matches!(e, Event::Start(Tag::Paragraph) | Event::End(TagEnd::Paragraph)))
            .collect();
        let text = plain_text(&inline);
        let mut html = String::new();
        pulldown_cmark::html::push_html(&mut html, inline.into_iter());
        (text, html)
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
                            crate::message!("lesson-unknown-block-kind", kind = kind, meant = meant),
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
                    while let Some((Event::Text(t), _)) = events.get(i) {
                        merged.push_str(t);
                        i += 1;
                    }
                    // Punctuation already emitted together with the maths before it (counted in
                    // the text as the page shows it: a template value may have written it).
                    let mut skip = std::mem::take(&mut glued);
                    // Text, and the HTML of the values that are HTML (minijinja's safe strings:
                    // a macro of an .html template, `| safe`), each put in as what it is.
                    for (mut piece, html) in self.pieces(&merged) {
                        let cut = skip.min(piece.len());
                        skip -= cut;
                        piece.drain(..cut);
                        if piece.is_empty() {
                            continue;
                        }
                        if html {
                            self.plain.push_str(&links::text_of_html(&piece));
                            out.push(Event::InlineHtml(CowStr::from(piece)));
                        } else {
                            self.plain.push_str(&piece);
                            out.push(Event::Text(CowStr::from(piece)));
                        }
                    }
                    continue;
                }
                Event::Text(t) => {
                    self.plain.push_str(t);
                    out.push(ev.clone());
                }
                Event::Html(t) | Event::InlineHtml(t) if t.contains(template::VALUE) => {
                    let html = CowStr::from(self.substitute_html(t));
                    out.push(if matches!(ev, Event::Html(_)) { Event::Html(html) } else { Event::InlineHtml(html) });
                }
                Event::Code(t) => {
                    self.plain.push_str(t);
                    out.push(ev.clone());
                }
                Event::InlineMath(m) | Event::DisplayMath(m) => {
                    let display = matches!(ev, Event::DisplayMath(_));
                    let offset = map.file_offset(range.start);
                    let delimiter = if display { 2 } else { 1 };
                    let latex = self.substitute(m);
                    match math::to_mathml(&latex, display) {
                        Ok(html) => {
                            let text = super::mathml::text_form(&html);
                            // Keep a formula and the punctuation right after it on one line.
                            // The text after it as the page shows it, so that punctuation a
                            // template value writes (`{{ "，" if not loop.last }}`) is glued too.
                            let next = match events.get(i + 1) {
                                Some((Event::Text(t), _)) if !display => self.substitute(t),
                                _ => String::new(),
                            };
                            let punctuation = trailing_punctuation(&next);
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
                            // The search index reads the formula as the page shows it, not its
                            // LaTeX, and keeps the punctuation glued to it.
                            self.plain.push_str(&text);
                            self.plain.push_str(punctuation);
                        }
                        Err(e) => {
                            // Point at the unknown command itself when it is the mistake.
                            let at =
                                e.command.as_deref().and_then(|c| m.find(c)).map_or(offset, |i| offset + delimiter + i);
                            self.error(at, e.message);
                            self.plain.push_str(&latex);
                        }
                    }
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
                                    crate::message!("lesson-anchor-twice", id = &given),
                                );
                            }
                            Some(given)
                        }
                        None if self.front_matter => {
                            Some(self.unique_id(&slugify(&links::anchor_text(&events[i + 1..end], &title))))
                        }
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
                    let label = crate::markup::escape_html(&self.lang.word("block-table"));
                    out.push(Event::Html(CowStr::from(format!(
                        "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-label=\"{label}\">\n"
                    ))));
                    out.push(ev.clone());
                }
                Event::End(TagEnd::Table) if self.front_matter => {
                    out.push(ev.clone());
                    out.push(Event::Html(CowStr::from("</div>\n")));
                }
                Event::Start(Tag::Image { link_type, dest_url, title, id }) => {
                    // A value in an address is part of the address.
                    let dest_url = self.substitute_cow(dest_url);
                    self.record_resource(&dest_url, map.file_offset(range.start));
                    out.push(Event::Start(Tag::Image {
                        link_type: *link_type,
                        dest_url,
                        title: title.clone(),
                        id: id.clone(),
                    }));
                }
                Event::Start(Tag::Link { link_type, dest_url, title, id }) => {
                    let dest_url = self.substitute_cow(dest_url);
                    let dest = self.link(&dest_url, map.file_offset(range.start));
                    out.push(Event::Start(Tag::Link {
                        link_type: *link_type,
                        dest_url: dest,
                        title: title.clone(),
                        id: id.clone(),
                    }));
                }
                // The end of a run inside a line (emphasis, a link) is no gap in the text: the
                // search text reads "在异或一课中" as the page shows it, with no space after the link.
                Event::End(
                    TagEnd::Emphasis
                    | TagEnd::Strong
                    | TagEnd::Strikethrough
                    | TagEnd::Link
                    | TagEnd::Superscript
                    | TagEnd::Subscript,
                ) => out.push(ev.clone()),
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
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page's mistakes, rendered for a reader of `reader` (the page itself is English).
    fn mistakes(text: &str, reader: &str) -> Vec<String> {
        let env = crate::lesson::language::environment(None).expect("the built-in environment");
        let messages = Messages::builtin();
        let langs = ("en", reader);
        let defined = directive::Defined::new();
        let diags = render_lesson_in_site(&env, Path::new("a.md"), text, None, &messages, langs, &defined)
            .expect_err("the lesson has mistakes");
        diags.iter().map(|d| d.line_in(messages.lang(reader))).collect()
    }

    /// Issue 40: the lesson pass's own mistakes (a template's, a filter's, a block's settings, a
    /// game block's name) are worded in the reader's language, English as before.
    #[test]
    fn a_lessons_mistakes_are_worded_in_the_readers_language() {
        let front = "+++\ntitle = \"A\"\n[examples]\nmain = \"nim 3 4 5\"\n+++\n\n";
        let blocks = format!("{front}```example main playot=short\n```\n\n```game\n```\n\n```theorem #\n```\n");
        let en = mistakes(&blocks, "en");
        // The page's game blocks are compiled first.
        assert_eq!(
            en[..2],
            [
                "a.md:10:1: a game block needs a name after ```game, e.g. ```game staircase",
                "a.md:7:1: unknown setting \"playot\" (did you mean playout?); an example block takes a name and then \
                 title=\"…\", playout=none|short|full, words=show|hide, values=grundy|pn, table=show|hide, \
                 graph=steps|none, e.g. ```example main title=\"A losing position\" playout=short",
            ],
            "{en:?}"
        );
        let zh = mistakes(&blocks, "zh");
        assert_eq!(zh[0], "a.md:10:1: 游戏块要在 ```game 后写名字，例如 ```game staircase");
        assert!(zh[1].starts_with("a.md:7:1: 未知的设置“playot”（是不是想写 playout？）；例题块先写名字"), "{zh:?}");
        assert_eq!(zh[2], "a.md:13:1: 锚点要紧跟在 # 后面，例如 ```theorem #bouton 布顿定理");
        let template = format!("{front}{{{{ main.heaps | and_lst }}}}\n\n{{{{ main.winning_moves[5] }}}}\n");
        let en = mistakes(&template, "en");
        assert!(en[0].contains("a.md:7:1: \"{{ main.heaps | and_lst }}\": there is no filter \"and_lst\""), "{en:?}");
        assert!(
            en[1].contains("\"{{ main.winning_moves[5] }}\": there is no item [5]: main.winning_moves has"),
            "{en:?}"
        );
        let zh = mistakes(&template, "zh");
        assert!(
            zh[0].starts_with("a.md:7:1: “{{ main.heaps | and_lst }}”：没有过滤器“and_lst”（是不是想写“and_list”？）"),
            "{zh:?}"
        );
        assert!(zh[1].contains("：没有下标为 [5] 的项：main.winning_moves 只有"), "{zh:?}");
    }

    #[test]
    fn titles_are_inline() {
        assert_eq!(escape_block_start("1. Nim $x$"), "1\\. Nim $x$");
        assert_eq!(escape_block_start("# Nim"), "\\# Nim");
        assert_eq!(escape_block_start("Nim $x$"), "Nim $x$");
    }
}
