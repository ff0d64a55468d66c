//! The whole site: load every lesson in `content/`, render them in parallel, order them, check
//! the links between them, lay each one out with the templates, add the index, the search index
//! and the static assets, and hand the files to [`output`] to swap into place. Any mistake
//! anywhere stops the build before anything is written, and every mistake is reported.

pub mod assets;
pub mod config;
pub mod engine;
mod explorer;
pub mod game_files;
pub mod glossary;
pub mod languages;
pub mod new;
pub mod output;
pub mod print;
pub mod reader;
mod schedule;

use crate::error::{Diagnostic, Error, LineIndex, Result};
use crate::lesson::cache::BlockCache;
use crate::lesson::{self, Lesson, RenderedLesson};
use crate::views::i18n::Lang;
use crate::views::message::Message;
use crate::views::templates;
use config::SiteConfig;
use minijinja::value::{Serde, Value};
use minijinja::{Environment, context};
use output::Files;
use rayon::prelude::*;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Names as a list worded where it is shown: "en, zh" (`site-list-next`, "en、zh" in Chinese).
pub fn comma_list(items: &[String]) -> Message {
    let mut items = items.iter();
    let first = Message::from(items.next().map_or("", String::as_str));
    items.fold(first, |head, next| crate::message!("site-list-next", head = head, next = next))
}

/// Names as a list ending in "and" ("3, 4 and 5"; "3、4 和 5"), worded where it is shown.
pub fn and_list(items: &[String]) -> Message {
    match items {
        [init @ .., last] if !init.is_empty() => crate::message!("list-and", head = comma_list(init), last = last),
        _ => comma_list(items),
    }
}

/// Names as a list ending in "or" ("a.md, b.md or c.md"), worded where it is shown.
pub fn or_list(items: &[String]) -> Message {
    match items {
        [init @ .., last] if !init.is_empty() => crate::message!("list-or", head = comma_list(init), last = last),
        _ => comma_list(items),
    }
}

/// What a build made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Summary {
    /// How many lesson pages.
    pub lessons: usize,
    /// How many files in all.
    pub files: usize,
    /// What builds but is surely wrong (a link to a file the site does not have, an answer
    /// with no exercise): `nimbook build` prints them, the build succeeds.
    pub warnings: Vec<Diagnostic>,
}

/// A lesson as the navigation and the templates see it.
#[derive(Debug, Clone, Serialize)]
pub struct NavEntry {
    /// Page URL relative to the site root, e.g. `nim.html`.
    pub url: String,
    /// Title.
    pub title: String,
    /// Summary, if any.
    pub summary: Option<String>,
    /// Its number among the course's lessons, from 1; none for a page that is not a lesson
    /// (front matter `numbered = false`).
    pub position: Option<usize>,
}

/// One lesson after rendering.
pub struct Page {
    lesson: Lesson,
    rendered: RenderedLesson,
    url: String,
    /// Which edition (language) of the site it belongs to.
    edition: usize,
}

/// Where a site's parts live.
#[derive(Debug, Clone)]
pub struct Layout {
    /// The site root.
    pub root: PathBuf,
    /// `ROOT/content`.
    pub content: PathBuf,
    /// `ROOT/templates` (optional: built-in defaults fill the gaps).
    pub templates: PathBuf,
    /// The language the build's mistakes are worded in (`--lang`); the site's `language` when
    /// `None`.
    pub speaks: Option<String>,
}

impl Layout {
    /// The standard layout under `root`.
    pub fn new(root: &Path) -> Self {
        Layout {
            root: root.to_path_buf(),
            content: root.join("content"),
            templates: root.join("templates"),
            speaks: None,
        }
    }

    /// The layout, its mistakes worded in `lang`.
    pub fn speaking(mut self, lang: &str) -> Self {
        self.speaks = Some(lang.to_string());
        self
    }
}

/// The path of a file as shown in messages: relative to the current folder when possible.
fn display_path(path: &Path) -> PathBuf {
    let relative = std::env::current_dir().ok().and_then(|cwd| path.strip_prefix(&cwd).ok().map(Path::to_path_buf));
    let shown = relative.unwrap_or_else(|| path.to_path_buf());
    // `./content/x.md` reads better as `content/x.md`.
    shown.strip_prefix(".").map(Path::to_path_buf).unwrap_or(shown)
}

/// A file or folder at `path` that could not be read.
pub fn reading(path: &Path, e: std::io::Error) -> Error {
    Error::io(crate::message!("site-reading", path = path), e)
}

/// Lists the lesson files (`content/*.md`), sorted by name.
pub fn lesson_files(content: &Path) -> Result<Vec<PathBuf>> {
    if !content.is_dir() {
        return Err(Error::usage(crate::message!("site-no-content", path = &display_path(content))));
    }
    let entries = std::fs::read_dir(content).map_err(|e| reading(content, e))?;
    let mut files = Vec::new();
    for entry in entries {
        let path = entry.map_err(|e| reading(content, e))?.path();
        if path.is_file() && path.extension().is_some_and(|x| x == "md") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// Rendered lessons kept between builds (by `nimbook serve`): a lesson is rendered again only
/// when its text or the templates changed; the navigation and layout are always redone.
#[derive(Default)]
pub struct Cache {
    templates_key: Option<u64>,
    lessons: HashMap<PathBuf, (u64, Arc<Page>)>,
    /// How many lessons the last build had to render (the rest came from the cache).
    pub last_rendered: usize,
    /// Computed blocks kept on disk between builds (`nimbook build` uses the site's own).
    pub blocks: Option<lesson::cache::BlockCache>,
    /// Whether the blocks are written to disk as soon as the last of them is computed (after
    /// the explorer pages), while the other pages are still being made: `nimbook build` saves
    /// them at its end anyway, and starting early takes the writing off the end of the build.
    pub save_early: bool,
}

fn hash_of(bytes: &[u8]) -> u64 {
    let mut h = DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish()
}

/// The kind of a whole rendered lesson's entry in the build cache.
const LESSON_ENTRY: &str = "lesson";

/// A rendered lesson as the build cache keeps it, with the names of its blocks' entries.
#[derive(Serialize, serde::Deserialize)]
struct KeptLesson {
    rendered: RenderedLesson,
    blocks: Vec<String>,
}

/// The lesson the cache keeps under `words`, if any; its blocks' entries are marked used.
fn kept_lesson(blocks: &BlockCache, words: &str) -> Option<RenderedLesson> {
    let (kept, _) = blocks.get_parsed::<KeptLesson>(LESSON_ENTRY, words)?;
    blocks.touch(&kept.blocks);
    Some(kept.rendered)
}

/// Keeps a lesson just rendered through `recording` under `words`, with the entries its blocks
/// read or kept.
fn keep_lesson(recording: &BlockCache, words: &str, rendered: RenderedLesson) -> RenderedLesson {
    let kept = KeptLesson { rendered, blocks: recording.recorded() };
    recording.put_serialized(LESSON_ENTRY, words, &kept, 0);
    kept.rendered
}

/// A fingerprint of nimbook's own templates (compiled in).
fn builtin_templates_key() -> u64 {
    static KEY: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *KEY.get_or_init(|| {
        let mut h = DefaultHasher::new();
        crate::views::templates::DEFAULT_TEMPLATES.hash(&mut h);
        h.finish()
    })
}

/// A fingerprint of everything under the templates folder (names and contents).
fn templates_key(dir: &Path) -> Result<u64> {
    let mut h = DefaultHasher::new();
    if dir.is_dir() {
        for (name, path) in crate::walk::files_under(dir, None, dir.parent().unwrap_or(dir))? {
            name.hash(&mut h);
            std::fs::read(&path).map_err(|e| reading(&path, e))?.hash(&mut h);
        }
    }
    Ok(h.finish())
}

/// Builds every file of the site in memory, or reports every mistake found.
pub fn generate(layout: &Layout) -> Result<(Files, Summary)> {
    generate_cached(layout, &mut Cache::default())
}

/// Like [`generate`], reusing the lessons in `cache` that have not changed.
pub fn generate_cached(layout: &Layout, cache: &mut Cache) -> Result<(Files, Summary)> {
    let config = config::load(&layout.root)?;
    let site_files = crate::lesson::language::SiteFiles::read(Some(&layout.templates))?;
    let (env, messages) = site_files.environment()?;
    // The language the lessons' mistakes are worded in.
    let reader = layout.speaks.as_deref().unwrap_or(&config.language);
    let site_games = game_files::load_in(&layout.root, messages.lang(reader))?;
    let glossary = glossary::load(&layout.content)?;
    // A lesson is rendered again when the templates (the site's or nimbook's own) or the site's
    // games changed.
    let key = templates_key(&layout.templates)?
        ^ game_files::key(&site_games).rotate_left(1)
        ^ builtin_templates_key().rotate_left(2);
    if cache.templates_key != Some(key) {
        cache.lessons.clear();
        cache.templates_key = Some(key);
    }
    // Computed values are kept under the messages they were written with.
    let blocks = cache.blocks.clone().map(|b| b.with_inputs(&messages));
    let editions = languages::editions(&layout.content, &config.language, &messages)?;
    let jobs: Vec<(usize, &PathBuf)> =
        editions.iter().enumerate().flat_map(|(e, ed)| ed.files.iter().map(move |f| (e, f))).collect();
    // Every lesson is read first and taken from a cache where one holds it; the rest are then
    // rendered heaviest first (schedule.rs), so only they are weighed.
    let read: Vec<Read> = jobs
        .par_iter()
        .map(|&(e, path)| {
            let lesson = match Lesson::load(path, &display_path(path)) {
                Ok(lesson) => lesson,
                Err(d) => return Read::Done(Err(vec![d])),
            };
            let h = hash_of(lesson.text.as_bytes());
            if let Some((cached, page)) = cache.lessons.get(path)
                && *cached == h
            {
                return Read::Done(Ok((path.clone(), h, Arc::clone(page), false)));
            }
            let lang = &editions[e].lang;
            let url = format!("{}.html", lesson.slug);
            // A lesson the build cache holds for exactly this text, language, templates, games,
            // messages and program is laid out from it; its blocks' entries stay with it.
            let words = format!("{lang}\u{0}{reader}\u{0}{}\u{0}{h:016x}\u{0}{key:016x}", path.display());
            if let Some(rendered) = blocks.as_ref().and_then(|b| kept_lesson(b, &words)) {
                return Read::Done(Ok((path.clone(), h, Arc::new(Page { lesson, rendered, url, edition: e }), false)));
            }
            Read::Render(ToRender { edition: e, path, lesson, h, url, words })
        })
        .collect();
    let mut results: Vec<(usize, Rendered)> = Vec::new();
    let mut to_render: Vec<(usize, ToRender)> = Vec::new();
    for (i, r) in read.into_iter().enumerate() {
        match r {
            Read::Done(done) => results.push((i, done)),
            Read::Render(r) => to_render.push((i, r)),
        }
    }
    // The first edition's lessons go first: a lesson of another edition then finds in the cache
    // what its twin computed, instead of computing it again at the same time.
    let work: Vec<(std::cmp::Reverse<usize>, usize)> = to_render
        .iter()
        .map(|(_, r)| {
            let work = schedule::expected_work(&r.lesson.text, site_games.keys().map(String::as_str));
            (std::cmp::Reverse(r.edition), work)
        })
        .collect();
    let rendered = schedule::heaviest_first(to_render, &work, |(i, r)| {
        let ToRender { edition: e, path, lesson, h, url, words } = r;
        let recording = blocks.as_ref().map(BlockCache::recording);
        let rendered = lesson::render_lesson_in_site(
            &env,
            &lesson.path,
            &lesson.text,
            recording.as_ref(),
            &messages,
            (&editions[e].lang, reader),
            &site_games,
        );
        let done = rendered.map(|rendered| {
            let rendered = match &recording {
                Some(recording) => keep_lesson(recording, &words, rendered),
                None => rendered,
            };
            (path.clone(), h, Arc::new(Page { lesson, rendered, url, edition: e }), true)
        });
        (i, done)
    });
    results.extend(rendered);
    results.sort_unstable_by_key(|(i, _)| *i);
    let results: Vec<Rendered> = results.into_iter().map(|(_, r)| r).collect();
    let mut diags = Vec::new();
    let mut pages: Vec<Vec<Arc<Page>>> = vec![Vec::new(); editions.len()];
    let mut fresh = HashMap::new();
    cache.last_rendered = 0;
    for r in results {
        match r {
            Ok((path, h, page, rendered)) => {
                cache.last_rendered += usize::from(rendered);
                fresh.insert(path, (h, Arc::clone(&page)));
                pages[page.edition].push(page);
            }
            Err(mut d) => diags.append(&mut d),
        }
    }
    cache.lessons = fresh;
    for pages in &mut pages {
        pages.sort_by(|a, b| {
            // Pages that are not lessons (`numbered = false`) come after the lessons.
            let key = |p: &Arc<Page>| {
                (
                    !p.rendered.numbered,
                    p.rendered.order.or(p.lesson.number).unwrap_or(i64::MAX),
                    p.lesson.file_name.clone(),
                )
            };
            key(a).cmp(&key(b))
        });
        diags.extend(check_names(pages));
    }
    for (e, ed) in editions.iter().enumerate() {
        let fallback = if e == 0 { &[][..] } else { &pages[0][..] };
        let folder = ed.content.strip_prefix(&layout.root).unwrap_or(&ed.content).to_string_lossy().replace('\\', "/");
        diags.extend(check_links(&pages[e], &ed.files, fallback, &folder));
    }
    if !diags.is_empty() {
        return Err(Error::Diagnostics(assets::once_per_shared_mistake(diags)));
    }
    let navs: Vec<Vec<NavEntry>> = pages.iter().map(|p| nav_of(p)).collect();
    let urls: Vec<BTreeMap<String, String>> =
        pages.iter().map(|p| p.iter().map(|p| (p.lesson.file_name.clone(), p.url.clone())).collect()).collect();
    let (editions_ref, urls_ref, messages_ref) = (&editions, &urls, &messages);
    let edition_pages: Vec<_> = editions
        .iter()
        .enumerate()
        .map(|(e, ed)| EditionPages {
            env: &env,
            site: config.for_language(&ed.lang),
            nav: &navs[e],
            lang: &ed.lang,
            lang_tag: messages.lang(&ed.lang).tag(),
            assets: ed.to_root(),
            borrowed: if e == 0 {
                Vec::new()
            } else {
                urls[0].iter().filter(|(f, _)| !urls[e].contains_key(*f)).map(|(_, u)| u.clone()).collect()
            },
            alternates: move |file: Option<&str>| languages::alternates(editions_ref, urls_ref, messages_ref, e, file),
        })
        .collect();
    // Every page of every edition, and the page's engine module, made at once on all cores: the
    // print page and the explorer are each one long job, so they start first.
    let mut made: Vec<(usize, Made)> = Vec::new();
    for (e, pages) in pages.iter().enumerate() {
        made.extend([(e, Made::Print), (e, Made::Explorer), (e, Made::SearchIndex), (e, Made::Index)]);
        made.extend((0..pages.len()).map(|i| (e, Made::Lesson(i))));
    }
    // The explorer pages are the last to ask the block cache: once both are made, its entries
    // are final.
    let explorers_left = std::sync::atomic::AtomicUsize::new(pages.len());
    let explorer_made = || {
        if explorers_left.fetch_sub(1, std::sync::atomic::Ordering::AcqRel) == 1
            && cache.save_early
            && let Some(blocks) = &blocks
        {
            blocks.save();
        }
    };
    let (files, engine_js) = rayon::join(
        || {
            made.par_iter()
                .map(|&(e, ref what)| {
                    let (edition, ed, pages) = (&edition_pages[e], &editions[e], &pages[e]);
                    let lang = messages.lang(&ed.lang);
                    let (name, bytes) = match what {
                        Made::Lesson(i) => (pages[*i].url.clone(), edition.lesson_page(*i, &pages[*i])?.into_bytes()),
                        Made::Index => ("index.html".to_string(), edition.index_page()?.into_bytes()),
                        Made::Explorer => {
                            let page = edition.explorer_page(pages, &site_games, blocks.as_ref(), lang);
                            explorer_made();
                            (explorer::URL.to_string(), page?.into_bytes())
                        }
                        Made::Print => ("print.html".to_string(), edition.print_page(pages, lang)?.into_bytes()),
                        // The index is a script, not a JSON file: a page opened from disk
                        // (file://) cannot fetch() a file but can load a script, and one copy
                        // serves both ways of reading.
                        Made::SearchIndex => {
                            let index = search_index(pages, &navs[e], &glossary, &ed.lang);
                            let mut script = b"window.nimbookSearchIndex = ".to_vec();
                            script.extend_from_slice(&index);
                            script.extend_from_slice(b";\n");
                            ("search-index.js".to_string(), script)
                        }
                    };
                    Ok((format!("{}{name}", ed.prefix), bytes))
                })
                .collect::<Vec<std::result::Result<(String, Vec<u8>), Diagnostic>>>()
        },
        || engine::script(&engine::SiteData::new(&site_files, &site_games)).into_bytes(),
    );
    let mut out = Files::new();
    for r in files {
        match r {
            Ok((name, bytes)) => {
                out.insert(name, bytes);
            }
            Err(d) => diags.push(d),
        }
    }
    if !diags.is_empty() {
        return Err(Error::Diagnostics(assets::once_per_shared_mistake(diags)));
    }
    for (name, bytes) in static_files(Some(&layout.templates))? {
        out.insert(name, bytes);
    }
    out.insert(engine::PATH.to_string(), engine_js);
    let lesson_folders: Vec<&str> = editions[1..].iter().map(|e| e.lang.as_str()).collect();
    let referenced = assets::referenced(&editions, &pages);
    for (name, bytes) in assets::content_assets(&layout.content, &lesson_folders, &referenced, &layout.root)? {
        if out.contains_key(&name) {
            diags.push(Diagnostic::file(
                &display_path(&layout.content.join(&name)),
                crate::message!("site-replaces-own-file", name = &name),
            ));
        }
        out.insert(name, bytes);
    }
    if !diags.is_empty() {
        return Err(Error::Diagnostics(diags));
    }
    let made: BTreeSet<String> = out.keys().cloned().collect();
    let all: Vec<Arc<Page>> = pages.iter().flatten().cloned().collect();
    let mut warnings: Vec<Diagnostic> = all.iter().flat_map(|p| p.rendered.warnings.iter().cloned()).collect();
    let terms: Vec<Vec<Diagnostic>> =
        all.par_iter().map(|p| glossary.check(&editions[p.edition].lang, &p.lesson.path, &p.lesson.text)).collect();
    warnings.extend(terms.into_iter().flatten());
    for (ed, pages) in editions.iter().zip(&pages) {
        warnings.extend(assets::check_resources(pages, &made, &ed.prefix));
    }
    warnings.extend(languages::missing_translations(&editions));
    let summary = Summary { lessons: all.len(), files: out.len(), warnings };
    Ok((out, summary))
}

/// A lesson's page with its file, its text's hash and whether it was rendered in this build, or
/// its mistakes.
type Rendered = std::result::Result<(PathBuf, u64, Arc<Page>, bool), Vec<Diagnostic>>;

/// A lesson as read: done (taken from a cache, or a mistake), or to be rendered.
enum Read<'a> {
    Done(Rendered),
    Render(ToRender<'a>),
}

/// A lesson no cache holds, with what rendering it needs.
struct ToRender<'a> {
    edition: usize,
    path: &'a PathBuf,
    lesson: Lesson,
    h: u64,
    url: String,
    words: String,
}

/// One file an edition's pages make: a lesson's page (by its place), or a page of the site.
enum Made {
    Lesson(usize),
    Index,
    Explorer,
    Print,
    SearchIndex,
}

/// The navigation of one edition's sorted pages.
fn nav_of(pages: &[Arc<Page>]) -> Vec<NavEntry> {
    let mut lessons = 0;
    pages
        .iter()
        .map(|p| NavEntry {
            url: p.url.clone(),
            title: p.rendered.title.clone().unwrap_or_else(|| p.lesson.slug.clone()),
            summary: p.rendered.summary.clone(),
            position: p.rendered.numbered.then(|| {
                lessons += 1;
                lessons
            }),
        })
        .collect()
}

/// `nimbook build`: generate, then swap into `out`.
pub fn build(layout: &Layout, out: &Path, reader: Lang<'_>) -> Result<Summary> {
    output::check_replaceable(out)?;
    let blocks = lesson::cache::BlockCache::open(&layout.root);
    // The cache stays inside the site: a link in its place is replaced, with a warning.
    let replaced = blocks
        .claim_folder()
        .map(|message| Diagnostic::file(&display_path(&layout.root.join(lesson::cache::CACHE_DIR)), message));
    let generated =
        generate_cached(layout, &mut Cache { blocks: Some(blocks.clone()), save_early: true, ..Cache::default() });
    // What was computed is kept even when the build fails: the next build needs it as much.
    let (files, mut summary) = match generated {
        Ok(built) => built,
        Err(e) => {
            blocks.save();
            if let Some(w) = &replaced {
                eprintln!("{}", crate::error::warning(w, reader));
            }
            return Err(e);
        }
    };
    summary.warnings.splice(0..0, replaced);
    let (written, ()) = rayon::join(|| output::write_atomically(&files, out), || blocks.save());
    if let Some(left) = written? {
        eprintln!("{}", crate::message!("warning-line", text = left).in_lang(reader));
    }
    for w in &summary.warnings {
        eprintln!("{}", crate::error::warning(w, reader));
    }
    Ok(summary)
}

fn render_error(env_name: &str, e: &minijinja::Error, templates_dir: &Path) -> Diagnostic {
    let mut d = templates::template_error(templates_dir, e);
    if e.name().is_none() {
        d.path = templates_dir.join(env_name);
        d.shared = Some(format!("{}:{}: {}", d.path.display(), d.line, d.message).into());
    }
    d
}

/// What the pages of one edition share: its navigation, language and language switch.
struct EditionPages<'a, F> {
    env: &'a Environment<'static>,
    /// The site's settings as this language's pages see them.
    site: SiteConfig,
    nav: &'a [NavEntry],
    lang: &'a str,
    /// The language's tag in HTML (`en`, `zh-Hans`); `lang` chooses the messages.
    lang_tag: String,
    /// From a page to the site's root, where the static files are (`""` or `"../"`).
    assets: String,
    /// The pages of the site's language this edition links to because it lacks them.
    borrowed: Vec<String>,
    alternates: F,
}

impl<F: Fn(Option<&str>) -> Vec<languages::Alternate> + Sync> EditionPages<'_, F> {
    fn render(&self, name: &str, page: Value, file: Option<&str>) -> std::result::Result<String, Diagnostic> {
        self.render_with(name, page, (self.alternates)(file))
    }

    /// A page the site makes in every edition (`url`, such as the explorer), whose language switch
    /// leads to the same page of the other editions.
    fn render_site_page(&self, name: &str, page: Value, url: &str) -> std::result::Result<String, Diagnostic> {
        let alternates = (self.alternates)(None)
            .into_iter()
            .map(|mut a| {
                if let Some(base) = a.url.strip_suffix("index.html") {
                    a.url = format!("{base}{url}");
                }
                a
            })
            .collect();
        self.render_with(name, page, alternates)
    }

    fn render_with(
        &self,
        name: &str,
        page: Value,
        alternates: Vec<languages::Alternate>,
    ) -> std::result::Result<String, Diagnostic> {
        // The links are escaped here rather than by the templates, which would write `/` as `&#x2f;`.
        let languages: Vec<Value> = alternates
            .into_iter()
            .map(|a| {
                let url = Value::from_safe_string(crate::markup::escape_html(&a.url));
                context! { url, lang => a.tag, name => a.name, current => a.current, same_page => a.same_page }
            })
            .collect();
        let lesson_count = self.nav.iter().filter(|n| n.position.is_some()).count();
        let ctx = context! {
            site => Value::from(Serde(&self.site)), lessons => Value::from(Serde(self.nav)), lesson_count, page, root => "",
            assets => Value::from_safe_string(self.assets.clone()), lang => self.lang, lang_tag => self.lang_tag.clone(), languages,
        };
        self.env
            .get_template(name)
            .and_then(|t| t.render(ctx))
            .map_err(|e| render_error(name, &e, Path::new("templates")))
    }

    fn lesson_page(&self, i: usize, p: &Page) -> std::result::Result<String, Diagnostic> {
        let nav = self.nav;
        let page = context! {
            url => p.url.clone(),
            title => nav[i].title.clone(),
            title_html => p.rendered.title_html.clone().map(Value::from_safe_string),
            summary => p.rendered.summary.clone(),
            position => nav[i].position,
            body => Value::from_safe_string(self.borrow_links(&p.rendered.body)),
            toc => Value::from(Serde(&p.rendered.toc)),
            prev => i.checked_sub(1).map(|j| Value::from(Serde(&nav[j]))),
            next => nav.get(i + 1).map(|n| Value::from(Serde(n))),
            has_play => p.rendered.has_play,
            has_explore => p.rendered.has_explore,
            title_in_body => p.rendered.title_in_body,
        };
        self.render("lesson.html", page, Some(&p.lesson.file_name))
    }

    /// Links to lessons this edition lacks lead to the site's language (`../more.html`).
    fn borrow_links(&self, body: &str) -> String {
        let mut body = body.to_string();
        for url in &self.borrowed {
            for end in ['"', '#'] {
                body = body.replace(&format!("href=\"{url}{end}"), &format!("href=\"{}{url}{end}", self.assets));
            }
        }
        body
    }

    /// The whole edition on one page, for printing ([`mod@print`]).
    fn print_page(
        &self,
        pages: &[Arc<Page>],
        lang: crate::views::i18n::Lang<'_>,
    ) -> std::result::Result<String, Diagnostic> {
        // Each lesson's anchor on the print page is its place (`l1`, `l2` …): see `print`.
        let keys: BTreeMap<String, String> =
            pages.iter().enumerate().map(|(i, p)| (p.url.clone(), print::key(i))).collect();
        let answer_link = |exercise: &str| {
            if exercise.is_empty() {
                lang.t("print-answer-link-plain", &[])
            } else {
                lang.t("print-answer-link", &[("exercise", crate::views::i18n::MessageArg::Text(exercise.to_string()))])
            }
        };
        let printed: Vec<print::PrintLesson> = pages
            .iter()
            .enumerate()
            .map(|(i, p)| print::lesson(&print::key(i), &self.borrow_links(&p.rendered.body), &keys, &answer_link))
            .collect();
        let has_answers = printed.iter().any(|l| !l.answers.is_empty());
        let lessons: Vec<Value> = printed
            .into_iter()
            .zip(pages)
            .enumerate()
            .map(|(i, (printed, p))| {
                let answers: Vec<Value> = printed
                    .answers
                    .into_iter()
                    .map(|a| context! { id => a.id, exercise => a.exercise, body => Value::from_safe_string(a.body) })
                    .collect();
                context! {
                    id => printed.id,
                    position => self.nav[i].position,
                    title => self.nav[i].title.clone(),
                    title_html => p.rendered.title_html.clone().map(Value::from_safe_string),
                    summary => p.rendered.summary.clone(),
                    body => Value::from_safe_string(printed.body),
                    answers,
                }
            })
            .collect();
        let page = context! { url => "print.html", title => self.site.title.clone(), summary => None::<String>, has_play => false, has_explore => false, lessons, has_answers };
        // Its language switch leads to the other editions' print pages.
        self.render_site_page("print.html", page, "print.html")
    }

    fn index_page(&self) -> std::result::Result<String, Diagnostic> {
        let site = &self.site;
        let page = context! { url => "index.html", title => site.title.clone(), summary => site.description.clone(), has_play => false, has_explore => false };
        self.render("index.html", page, None)
    }
}

/// Two lesson files that would make the same page.
/// The pages the site makes besides the lessons' (a lesson may not be named like them).
const SITE_PAGES: [&str; 3] = ["index.html", "print.html", explorer::URL];

/// Characters a lesson's file name may not have: they would end or escape a link's path.
const URL_UNSAFE: [char; 3] = ['#', '?', '%'];

fn check_names(pages: &[Arc<Page>]) -> Vec<Diagnostic> {
    let mut seen: BTreeMap<&str, &Path> = BTreeMap::new();
    let mut diags = Vec::new();
    for p in pages {
        if SITE_PAGES.contains(&p.url.as_str()) {
            diags.push(Diagnostic::file(&p.lesson.path, crate::message!("site-own-page", page = &p.url)));
        }
        if let Some(c) = p.lesson.file_name.chars().find(|c| URL_UNSAFE.contains(c)) {
            diags.push(Diagnostic::file(&p.lesson.path, crate::message!("site-unsafe-name", char = c.to_string())));
        }
        if let Some(other) = seen.insert(&p.url, &p.lesson.path) {
            diags.push(Diagnostic::file(
                &p.lesson.path,
                crate::message!("site-same-page", page = &p.url, other = other),
            ));
        }
    }
    diags
}

/// Every link to a lesson must name an existing lesson file, and every anchor an existing id.
/// A translation may link to a lesson it lacks: the link leads to the site's own language
/// (`fallback`, empty for the site's language itself). `content` names the edition's folder.
fn check_links(pages: &[Arc<Page>], files: &[PathBuf], fallback: &[Arc<Page>], content: &str) -> Vec<Diagnostic> {
    let mut by_file: BTreeMap<&str, &Page> =
        fallback.iter().map(|p| (p.lesson.file_name.as_str(), p.as_ref())).collect();
    by_file.extend(pages.iter().map(|p| (p.lesson.file_name.as_str(), p.as_ref())));
    let all_files: BTreeSet<String> =
        files.iter().filter_map(|f| f.file_name().map(|n| n.to_string_lossy().into_owned())).collect();
    let names: Vec<&str> = by_file.keys().copied().collect();
    let mut diags = Vec::new();
    for p in pages {
        // Found once per page, and only if a link of it is broken.
        let lines = LineIndex::new(&p.lesson.text);
        for link in &p.rendered.links {
            let target = match &link.file {
                None => Some(p.as_ref()),
                Some(file) => match by_file.get(file.as_str()) {
                    Some(t) => Some(*t),
                    None if all_files.contains(file) => None, // that lesson has its own errors
                    None => {
                        let hint = did_you_mean(crate::directive::suggest(file, &names));
                        diags.push(Diagnostic::at_line(
                            &p.lesson.path,
                            &lines,
                            link.offset,
                            crate::message!("site-broken-link", file = file, content = content, hint = hint),
                        ));
                        continue;
                    }
                },
            };
            if let (Some(t), Some(anchor)) = (target, &link.anchor)
                && !anchor.is_empty()
                && !t.rendered.ids.contains(anchor)
            {
                let place = link.file.as_deref().map_or_else(|| crate::message!("site-this-page"), Message::from);
                diags.push(Diagnostic::at_line(
                    &p.lesson.path,
                    &lines,
                    link.offset,
                    crate::message!("site-broken-anchor", place = place, anchor = anchor),
                ));
            }
        }
    }
    diags
}

/// " (did you mean NAME?)" after a name that is not there, or nothing.
pub fn did_you_mean(suggestion: Option<&str>) -> Message {
    suggestion.map_or_else(|| Message::from(""), |s| crate::message!("site-did-you-mean", name = s))
}

#[derive(Serialize)]
struct SearchEntry<'a> {
    url: &'a str,
    title: &'a str,
    summary: Option<&'a str>,
    headings: Vec<(&'a str, &'a str)>,
    text: &'a str,
    /// The other names of the glossary's terms the page uses (`Wythoff` on a Chinese page).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    aliases: Vec<String>,
    /// Those of them that name a term of the title: they rank as the title does.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    title_aliases: Vec<String>,
    /// Those that name a term of the summary or a heading: they rank as the summary does; the
    /// others, terms of the body only, rank as its text.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    summary_aliases: Vec<String>,
}

/// The search index: one entry per lesson with its headings, text and the other names of the
/// glossary's terms it uses.
fn search_index(pages: &[Arc<Page>], nav: &[NavEntry], glossary: &glossary::Glossary, lang: &str) -> Vec<u8> {
    let entries: Vec<SearchEntry<'_>> = pages
        .iter()
        .zip(nav)
        .map(|(p, n)| SearchEntry {
            url: &p.url,
            title: &n.title,
            summary: p.rendered.summary.as_deref(),
            headings: p.rendered.toc.iter().map(|h| (h.id.as_str(), h.title.as_str())).collect(),
            text: &p.rendered.text,
            aliases: glossary.aliases(lang, &format!("{}\n{}", n.title, p.rendered.text)),
            title_aliases: glossary.aliases(lang, &n.title),
            summary_aliases: glossary.aliases(
                lang,
                &std::iter::once(p.rendered.summary.as_deref().unwrap_or(""))
                    .chain(p.rendered.toc.iter().map(|h| h.title.as_str()))
                    .collect::<Vec<_>>()
                    .join("\n"),
            ),
        })
        .collect();
    serde_json::to_vec(&entries).expect("the search index serialises")
}

/// The default static assets, copied to `output/static/` (`nimbook new` writes them out).
pub const DEFAULT_STATIC: &[(&str, &str)] = &[
    ("static/style.css", include_str!("../../templates/static/style.css")),
    ("static/play.js", include_str!("../../templates/static/play.js")),
    ("static/search.js", include_str!("../../templates/static/search.js")),
    ("static/page.js", include_str!("../../templates/static/page.js")),
    ("static/explore.js", include_str!("../../templates/static/explore.js")),
];

/// The static assets: built-in defaults, replaced by files under `templates/static/`, by their
/// names in the output (`static/style.css`).
pub fn static_files(templates_dir: Option<&Path>) -> Result<BTreeMap<String, Vec<u8>>> {
    let mut files: BTreeMap<String, Vec<u8>> =
        DEFAULT_STATIC.iter().map(|(name, text)| (name.to_string(), text.as_bytes().to_vec())).collect();
    if let Some(templates) = templates_dir.filter(|d| d.join("static").is_dir()) {
        let dir = templates.join("static");
        for (name, path) in crate::walk::files_under(&dir, None, templates.parent().unwrap_or(templates))? {
            let bytes = std::fs::read(&path).map_err(|e| reading(&path, e))?;
            files.insert(format!("static/{name}"), bytes);
        }
    }
    Ok(files)
}
