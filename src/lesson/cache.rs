//! The build cache: computed block results kept beside the site in `.nimbook-cache/`, so that a
//! second `nimbook build` recomputes only the blocks whose words changed.
//!
//! It sits between a block's words and the engine: the Markdown pass ([`super::render`]) asks
//! [`BlockCache::get_or_compute`] for the value of a block (a kind such as `verify` and its
//! canonical words) and passes a closure that computes it; the cache answers from what it read
//! or runs the closure and keeps what it returns. The value is stored as JSON and laid out by
//! the templates on every build, so a restyled template never needs the cache cleared.
//!
//! All entries live in one file, `blocks.pack`, read once when a build first asks and written
//! once when it ends ([`BlockCache::save`]) — a file per entry cost a cold build more in file
//! creation than the engine spent computing. Each line is one entry:
//! `IDLE NAME<TAB>HEADER<TAB>BODY`, where NAME is a hash of the header's key, HEADER and BODY
//! are JSON, and IDLE counts the builds since the entry was last used; an entry unused for
//! [`MAX_IDLE`] builds is dropped. An entry is used only if its header names exactly the same
//! kind, words, [`ENGINE_VERSION`], nimbook version (with a fingerprint of the program's own
//! source, made by `build.rs`) and site inputs, and its tag in the header matches its name and
//! body under this machine's key ([`key`]): a changed engine, changed words, changed inputs, a
//! truncated or corrupt line, an entry edited by hand or a cache made elsewhere (a course shared
//! with its `.nimbook-cache/`) is recomputed (and rewritten), never trusted.
//!
//! What shapes a value is in its key, so no value outlives what it was computed from: the
//! block's canonical words (with the page's language and the fingerprint of every game the
//! lesson defines, see [`crate::lesson::language::block_key`]), the engine's and nimbook's versions,
//! and the site's inputs ([`BlockCache::with_inputs`]): the fingerprint of every message file,
//! built-in and the site's own `templates/messages/`, since the engine's sentences (a game's
//! title and rule, a chart's title) are written with them. Templates shape no block's value: a
//! value is laid out by the templates on every build. A whole rendered lesson is kept too
//! (`crate::site`), under a key that holds the templates' fingerprint, with the names of its
//! blocks' entries ([`BlockCache::recording`]), which stay while it is used ([`BlockCache::touch`]). The file is written to a temporary name and renamed, so an
//! interrupted build, or two builds at once, leave a whole file (at worst the other build's
//! entries, computed again next time). The folder is safe to delete at any time; it carries a
//! `.gitignore` of `*` and a `CACHEDIR.TAG`. It never leaves the site: a link in its place is
//! replaced, and only a regular file of bounded size is read as the pack ([`folder`]).

use crate::games::ENGINE_VERSION;
use crate::views::i18n::Messages;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

pub mod folder;
pub mod key;

use key::CacheKey;

/// The cache folder's name, at the site root.
pub const CACHE_DIR: &str = ".nimbook-cache";

/// The program that writes and reads entries: its version and a fingerprint of its source
/// (`build.rs`), so that any change to the engine or the views misses every older entry.
const PROGRAM: &str = concat!(env!("CARGO_PKG_VERSION"), "+", env!("NIMBOOK_SOURCE_HASH"));

/// The file of entries inside the folder.
pub const PACK_NAME: &str = "blocks.pack";

/// How many builds in a row an entry may go unused before it is dropped.
pub const MAX_IDLE: u32 = 4;

/// What, besides the value, an entry records: everything its value depends on.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
struct Header {
    engine: u32,
    nimbook: String,
    /// The fingerprint of the site's inputs (its message files), as 16 hex digits.
    inputs: String,
    kind: String,
    words: String,
    /// What computing the value cost: the operations of teachers' rules it was charged, computed
    /// alone (a page is charged it whether the value is computed or read back).
    #[serde(default)]
    cost: u64,
    /// The entry's tag: its name, cost and body under the cache's key ([`CacheKey::tag`]).
    check: String,
}

/// An entry as kept in memory: its idle count, its `HEADER<TAB>BODY` text and whether its
/// body's checksum has been checked in this build (a block repeated across lessons is checked
/// once).
#[derive(Debug, Clone)]
struct Stored {
    idle: u32,
    text: Text,
    body_checked: bool,
}

/// An entry's text: a range of the pack as read (every entry read shares the one buffer, so
/// that a pack of megabytes is not copied again line by line), or the text of an entry computed
/// by this build. Shared, so that reading it does not copy it under the lock.
#[derive(Debug, Clone)]
struct Text {
    whole: Arc<str>,
    at: std::ops::Range<usize>,
}

impl Text {
    fn new(text: String) -> Text {
        let at = 0..text.len();
        Text { whole: text.into(), at }
    }

    fn as_str(&self) -> &str {
        &self.whole[self.at.clone()]
    }
}

/// The entries of one build: those read from the file and those computed since.
#[derive(Debug, Default)]
struct Entries {
    stored: HashMap<String, Stored>,
    /// Names used (read or computed) by this build.
    used: HashSet<String>,
    /// Whether anything was computed since the file was read.
    changed: bool,
    /// Whether the file existed when read.
    had_pack: bool,
    /// Whether this build wrote the file and nothing was used or computed since (a build may
    /// save as soon as its last block is computed, and again at its end).
    saved: bool,
}

impl Entries {
    /// Marks `name` used by this build.
    fn use_name(&mut self, name: String) {
        if self.used.insert(name) {
            self.saved = false;
        }
    }
}

/// A cache of computed blocks in one folder.
#[derive(Debug, Clone)]
pub struct BlockCache {
    dir: PathBuf,
    engine: u32,
    /// The fingerprint of the site's inputs ([`BlockCache::with_inputs`]).
    inputs: u64,
    /// The key entries are tagged with: this machine's ([`CacheKey::machine`]).
    key: CacheKey,
    /// The entries, read from the file when first needed. One build uses one `BlockCache`
    /// (clones share it).
    entries: Arc<OnceLock<Mutex<Entries>>>,
    /// The names of the entries read or kept through this handle, when it records them
    /// ([`BlockCache::recording`]: one lesson's blocks).
    record: Option<Arc<Mutex<Vec<String>>>>,
}

/// 64-bit FNV-1a, as 16 hex digits: stable across Rust versions and platforms.
fn fnv(parts: &[&[u8]]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &b in part.iter().chain(&[0xff]) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

/// The entries of a pack file's text; lines that do not have the entry's shape are skipped
/// (their headers and bodies are checked when used).
fn parse_pack(pack: String) -> HashMap<String, Stored> {
    let whole: Arc<str> = pack.into();
    let base = whole.as_ptr() as usize;
    whole
        .lines()
        .filter_map(|line| {
            let (idle, rest) = line.split_once(' ')?;
            let (name, text) = rest.split_once('\t')?;
            let start = text.as_ptr() as usize - base;
            let text = Text { whole: Arc::clone(&whole), at: start..start + text.len() };
            Some((name.to_string(), Stored { idle: idle.parse().ok()?, text, body_checked: false }))
        })
        .collect()
}

impl BlockCache {
    /// The cache of the site at `root` (the folder is made when there is something to save).
    pub fn open(root: &Path) -> Self {
        BlockCache {
            dir: root.join(CACHE_DIR),
            engine: ENGINE_VERSION,
            inputs: 0,
            key: CacheKey::machine(),
            entries: Arc::default(),
            record: None,
        }
    }

    /// The same cache, noting the entries read or kept through it (the blocks of one lesson):
    /// [`BlockCache::recorded`] lists them, and a build that takes the lesson whole from the
    /// cache marks them used ([`BlockCache::touch`]), so that they stay while it is unchanged.
    pub fn recording(&self) -> Self {
        BlockCache { record: Some(Arc::default()), ..self.clone() }
    }

    /// The names of the entries read or kept through this handle, in order, without repeats.
    pub fn recorded(&self) -> Vec<String> {
        let mut names =
            self.record.as_ref().map(|r| r.lock().unwrap_or_else(|e| e.into_inner()).clone()).unwrap_or_default();
        let mut seen = HashSet::new();
        names.retain(|n| seen.insert(n.clone()));
        names
    }

    fn note(&self, name: &str) {
        if let Some(record) = &self.record {
            record.lock().unwrap_or_else(|e| e.into_inner()).push(name.to_string());
        }
    }

    /// Marks the entries `names` used by this build (those it still has), as if read.
    pub fn touch(&self, names: &[String]) {
        let mut entries = self.entries();
        for name in names {
            if entries.stored.contains_key(name) {
                entries.use_name(name.clone());
            }
        }
    }

    /// The same cache, its entries keyed by the messages the build writes with (the site's
    /// message files over the built-in ones).
    pub fn with_inputs(mut self, messages: &Messages) -> Self {
        self.inputs = messages.fingerprint();
        self
    }

    /// The same cache with entries tagged under `key` (tests: a cache made on another machine).
    pub fn with_key(mut self, key: CacheKey) -> Self {
        self.key = key;
        self
    }

    /// The same cache as if the engine had version `engine` (for tests of invalidation).
    pub fn with_engine_version(mut self, engine: u32) -> Self {
        self.engine = engine;
        self
    }

    /// The header an entry for `kind` and `words` must have, with the body checksum `check`.
    fn header(&self, kind: &str, words: &str, cost: u64, check: String) -> Header {
        Header {
            engine: self.engine,
            nimbook: PROGRAM.to_string(),
            inputs: format!("{:016x}", self.inputs),
            kind: kind.to_string(),
            words: words.to_string(),
            cost,
            check,
        }
    }

    /// The name of an entry: a hash of everything in its header but the checksum.
    fn name(&self, kind: &str, words: &str) -> String {
        fnv(&[
            &self.engine.to_le_bytes(),
            PROGRAM.as_bytes(),
            &self.inputs.to_le_bytes(),
            kind.as_bytes(),
            words.as_bytes(),
        ])
    }

    /// The entries (the file is read on the first call).
    fn entries(&self) -> std::sync::MutexGuard<'_, Entries> {
        self.entries
            .get_or_init(|| {
                let text = folder::read_pack(&self.dir);
                let had_pack = text.is_some();
                Mutex::new(Entries { stored: parse_pack(text.unwrap_or_default()), had_pack, ..Entries::default() })
            })
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    /// The stored value for `kind` and `words`, if a valid entry exists.
    pub fn get(&self, kind: &str, words: &str) -> Option<serde_json::Value> {
        self.get_with_cost(kind, words).map(|(value, _)| value)
    }

    /// The stored value for `kind` and `words` and what computing it cost, if a valid entry
    /// exists.
    pub fn get_with_cost(&self, kind: &str, words: &str) -> Option<(serde_json::Value, u64)> {
        self.get_parsed(kind, words)
    }

    /// The stored value for `kind` and `words` read as a `T`, and what computing it cost.
    pub fn get_parsed<T: serde::de::DeserializeOwned>(&self, kind: &str, words: &str) -> Option<(T, u64)> {
        let name = self.name(kind, words);
        let (text, body_checked) = {
            let entries = self.entries();
            let stored = entries.stored.get(&name)?;
            (stored.text.clone(), stored.body_checked)
        };
        let (head, body) = text.as_str().split_once('\t')?;
        let header: Header = serde_json::from_str(head).ok()?;
        // The key must match exactly; the body's tag is checked once per build.
        if header != self.header(kind, words, header.cost, header.check.clone())
            || (!body_checked && header.check != self.key.tag_of(&name, &costed(&header.cost.to_string(), body)))
        {
            return None;
        }
        let value = serde_json::from_str(body).ok()?;
        let mut entries = self.entries();
        if let Some(stored) = entries.stored.get_mut(&name) {
            stored.body_checked = true;
        }
        self.note(&name);
        entries.use_name(name);
        Some((value, header.cost))
    }

    /// Keeps `value` for `kind` and `words`, to be written by [`BlockCache::save`].
    pub fn put(&self, kind: &str, words: &str, value: &serde_json::Value) {
        self.put_with_cost(kind, words, value, 0);
    }

    /// [`BlockCache::put`], with what computing the value cost (a page adds up the costs of the
    /// requests it uses, cached or not: [`crate::lesson::work`]).
    pub fn put_with_cost(&self, kind: &str, words: &str, value: &serde_json::Value, cost: u64) {
        self.put_serialized(kind, words, value, cost);
    }

    /// [`BlockCache::put_with_cost`] of any value that serialises (a rendered lesson).
    pub fn put_serialized<T: Serialize + ?Sized>(&self, kind: &str, words: &str, value: &T, cost: u64) {
        let Ok(body) = serde_json::to_string(value) else { return };
        let name = self.name(kind, words);
        self.note(&name);
        let check = self.key.tag_of(&name, &costed(&cost.to_string(), &body));
        let Ok(head) = serde_json::to_string(&self.header(kind, words, cost, check)) else { return };
        let mut entries = self.entries();
        entries
            .stored
            .insert(name.clone(), Stored { idle: 0, text: Text::new(format!("{head}\t{body}")), body_checked: true });
        entries.use_name(name);
        entries.changed = true;
        entries.saved = false;
    }

    /// Writes the entries to the folder when this build computed any or left any unused: the
    /// used ones, and the unused ones that have not been idle for [`MAX_IDLE`] builds. A
    /// failure to write (a read-only site) only costs the next build time.
    pub fn save(&self) {
        let Some(entries) = self.entries.get() else { return };
        let mut entries = entries.lock().unwrap_or_else(|e| e.into_inner());
        if entries.saved || (!entries.changed && entries.used.len() == entries.stored.len()) {
            return;
        }
        if self.write(&entries) {
            entries.saved = true;
        }
    }

    /// Writes `entries` as [`BlockCache::save`] says; false when they could not be written.
    fn write(&self, entries: &Entries) -> bool {
        let lines: Vec<(&String, u32, &str)> = entries
            .stored
            .iter()
            .map(|(name, s)| (name, if entries.used.contains(name) { 0 } else { s.idle + 1 }, s.text.as_str()))
            .filter(|&(_, idle, _)| idle <= MAX_IDLE)
            .collect();
        let lines = within_cap(lines, folder::MAX_PACK_BYTES);
        let mut out = String::with_capacity(lines.iter().map(|l| l.0.len() + l.2.len() + 8).sum());
        for (name, idle, text) in lines {
            let _ = writeln!(out, "{idle} {name}\t{text}");
        }
        if !folder::make(&self.dir) {
            return false;
        }
        if !entries.had_pack {
            folder::remove_old_layout(&self.dir);
        }
        folder::write_pack(&self.dir, &out)
    }

    /// Makes sure the cache folder is a folder of the site, and says what was wrong (for a
    /// warning): a link is replaced by a folder (nothing it led to is read, written or
    /// removed); a file is left alone, and the build goes without a cache.
    pub fn claim_folder(&self) -> Option<crate::views::message::Message> {
        folder::claim(&self.dir)
    }

    /// The value for `kind` and `words` and what computing it cost: from the cache, or computed
    /// by `compute` (one request of the engine, [`crate::games::script::metered_cost`]) and
    /// stored. An error from `compute` is returned and nothing is stored.
    pub fn get_or_compute<T: Serialize, E>(
        &self,
        kind: &str,
        words: &str,
        compute: impl FnOnce() -> Result<T, E>,
    ) -> Result<(serde_json::Value, u64), E> {
        if let Some(known) = self.get_with_cost(kind, words) {
            return Ok(known);
        }
        let (value, cost) = computed(compute)?;
        self.put_with_cost(kind, words, &value, cost);
        Ok((value, cost))
    }
}

/// The lines a pack keeps, in name order: all of them when they fit in `cap` bytes (a pack any
/// larger is never read again); otherwise those used most recently, the smallest first among
/// equally idle ones, as many as fit. A block's value is small and costly to compute again; a
/// kept lesson is large and cheap to lay out again from its blocks, so a very large site keeps
/// every block and as many lessons as fit, and a warm build re-lays only the rest.
fn within_cap<'a>(mut lines: Vec<(&'a String, u32, &'a str)>, cap: u64) -> Vec<(&'a String, u32, &'a str)> {
    // One line: its idle count (at most MAX_IDLE, one digit or two), a space, the name, a tab,
    // the text and a newline.
    let size = |l: &(&String, u32, &str)| (l.0.len() + l.2.len() + 5) as u64;
    if lines.iter().map(size).sum::<u64>() > cap {
        lines.sort_by_key(|l| (l.1, l.2.len()));
        let mut total = 0;
        lines.retain(|l| {
            let fits = total + size(l) <= cap;
            if fits {
                total += size(l);
            }
            fits
        });
    }
    lines.sort();
    lines
}

/// What an entry's tag covers besides its name: its cost and its body (`COST<TAB>BODY`, in
/// parts, so that the body is not copied to be tagged).
fn costed<'a>(cost: &'a str, body: &'a str) -> [&'a str; 3] {
    [cost, "\t", body]
}

/// `compute`'s value as JSON, and what it cost as one request of the engine.
fn computed<T: Serialize, E>(compute: impl FnOnce() -> Result<T, E>) -> Result<(serde_json::Value, u64), E> {
    let (value, cost) = crate::games::script::metered_cost(compute);
    Ok((serde_json::to_value(value?).expect("computed values serialise to JSON"), cost))
}

/// [`BlockCache::get_or_compute`] when there may be no cache (`nimbook check`, `render`). What a
/// block computes is one request of the engine, charged as if computed alone, and its cost is
/// kept with it: whether it is cached never changes what the page is charged.
pub fn cached<T: Serialize, E>(
    cache: Option<&BlockCache>,
    kind: &str,
    words: &str,
    compute: impl FnOnce() -> Result<T, E>,
) -> Result<(serde_json::Value, u64), E> {
    match cache {
        Some(c) => c.get_or_compute(kind, words, compute),
        None => computed(compute),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use std::cell::Cell;

    /// Runs `get_or_compute` and says whether the closure ran.
    fn computed(c: &BlockCache, kind: &str, words: &str, value: serde_json::Value) -> (serde_json::Value, bool) {
        let ran = Cell::new(false);
        let (v, cost) = c
            .get_or_compute(kind, words, || {
                ran.set(true);
                Ok::<_, ()>(value)
            })
            .unwrap();
        // Nothing here runs a teacher's rule: it costs nothing, cached or not.
        assert_eq!(cost, 0);
        (v, ran.get())
    }

    fn pack(root: &Path) -> PathBuf {
        root.join(CACHE_DIR).join(PACK_NAME)
    }

    #[test]
    fn a_pack_past_its_cap_keeps_the_recent_and_small_entries_that_fit() {
        let names: Vec<String> = ["a", "b", "c", "d"].map(String::from).to_vec();
        let texts: Vec<String> = vec!["x".repeat(10), "y".repeat(100), "z".repeat(10), "w".repeat(10)];
        // (name, idle, text): each line costs its name, its text and 5 bytes.
        let lines = || {
            vec![
                (&names[0], 0, texts[0].as_str()),
                (&names[1], 0, texts[1].as_str()),
                (&names[2], 1, texts[2].as_str()),
                (&names[3], 3, texts[3].as_str()),
            ]
        };
        let kept = |cap| within_cap(lines(), cap).into_iter().map(|l| l.0.as_str()).collect::<Vec<_>>();
        // Everything fits: all kept, in name order.
        assert_eq!(kept(1_000), ["a", "b", "c", "d"]);
        // 16 + 106 + 16 + 16 = 154 bytes in 60: the recent small ones first, then the next idle.
        assert_eq!(kept(60), ["a", "c", "d"]);
        assert_eq!(kept(40), ["a", "c"]);
        // The large recent entry goes before the small idle ones once they no longer all fit.
        assert_eq!(kept(130), ["a", "b"]);
        assert_eq!(kept(10), Vec::<&str>::new());
    }

    #[test]
    fn a_second_build_is_served_from_the_saved_file() {
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        assert_eq!(
            computed(&c, "verify", "property-4 --bits 6", json!({"cases": 4096})),
            (json!({"cases": 4096}), true)
        );
        assert_eq!(computed(&c, "verify", "property-4 --bits 6", json!(0)), (json!({"cases": 4096}), false));
        assert!(!tmp.path().join(CACHE_DIR).exists(), "nothing is written before the build saves");
        c.save();
        // A fresh handle (a new build) reads what the first saved.
        let again = BlockCache::open(tmp.path());
        assert_eq!(computed(&again, "verify", "property-4 --bits 6", json!(0)), (json!({"cases": 4096}), false));
        assert!(tmp.path().join(CACHE_DIR).join(".gitignore").is_file());
        assert!(tmp.path().join(CACHE_DIR).join("CACHEDIR.TAG").is_file());
        // A build that used every entry and computed nothing leaves the file as it was.
        let before = std::fs::metadata(pack(tmp.path())).unwrap().modified().unwrap();
        again.save();
        assert_eq!(std::fs::metadata(pack(tmp.path())).unwrap().modified().unwrap(), before);
    }

    /// A build may save as soon as its last block is computed and again at its end: the second
    /// save writes only what was computed or used in between.
    #[test]
    fn a_second_save_writes_only_what_changed_since_the_first() {
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        computed(&c, "verify", "property-4 --bits 6", json!(1));
        c.save();
        std::fs::remove_file(pack(tmp.path())).unwrap();
        c.save();
        assert!(!pack(tmp.path()).exists(), "nothing changed since the first save");
        computed(&c, "verify", "property-5 --bits 6", json!(2));
        c.save();
        let again = BlockCache::open(tmp.path());
        assert_eq!(computed(&again, "verify", "property-4 --bits 6", json!(0)), (json!(1), false));
        assert_eq!(computed(&again, "verify", "property-5 --bits 6", json!(0)), (json!(2), false));
    }

    #[test]
    fn other_words_kind_or_engine_version_are_recomputed() {
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        computed(&c, "verify", "property-4 --bits 6", json!(1));
        assert_eq!(computed(&c, "verify", "property-4 --bits 5", json!(2)), (json!(2), true));
        assert_eq!(computed(&c, "example", "property-4 --bits 6", json!(3)), (json!(3), true));
        c.save();
        let newer = BlockCache::open(tmp.path()).with_engine_version(ENGINE_VERSION + 1);
        assert_eq!(computed(&newer, "verify", "property-4 --bits 6", json!(4)), (json!(4), true));
        newer.save();
        // The old version's entry is still the old version's.
        let old = BlockCache::open(tmp.path());
        assert_eq!(computed(&old, "verify", "property-4 --bits 6", json!(5)), (json!(1), false));
    }

    #[test]
    fn an_entry_whose_header_names_other_words_is_not_trusted() {
        // Even if two keys' names collided, the header must match exactly.
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        computed(&c, "verify", "a", json!(1));
        c.save();
        let text = std::fs::read_to_string(pack(tmp.path())).unwrap();
        let copy = text.replace(&c.name("verify", "a"), &c.name("verify", "b"));
        std::fs::write(pack(tmp.path()), format!("{text}{copy}")).unwrap();
        let next = BlockCache::open(tmp.path());
        assert_eq!(computed(&next, "verify", "b", json!(2)), (json!(2), true));
        assert_eq!(computed(&next, "verify", "a", json!(3)), (json!(1), false));
    }

    #[test]
    fn truncated_or_corrupt_entries_are_ignored_and_rewritten() {
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        computed(&c, "verify", "w", json!({"cases": 262144, "holds": true}));
        c.save();
        let good = std::fs::read_to_string(pack(tmp.path())).unwrap();
        let mut corruptions = vec![String::new(), good[..good.len() / 2].to_string(), good.replace('\t', " ")];
        // Same length, one digit changed in the body: valid JSON, wrong checksum.
        corruptions.push(good.replacen("262144", "262145", 1));
        corruptions.push(good.replacen(" ", "x ", 1));
        corruptions.push("not json\n{}\n".to_string());
        for bad in corruptions {
            std::fs::write(pack(tmp.path()), &bad).unwrap();
            let c = BlockCache::open(tmp.path());
            let (v, ran) = computed(&c, "verify", "w", json!({"cases": 262144, "holds": true}));
            assert!(ran, "trusted a corrupt entry: {bad:?}");
            assert_eq!(v, json!({"cases": 262144, "holds": true}));
            c.save();
            let saved = std::fs::read_to_string(pack(tmp.path())).unwrap();
            assert!(saved.starts_with("0 ") && saved.ends_with(good.split_once(' ').unwrap().1), "{saved:?}");
        }
    }

    #[test]
    fn an_entry_edited_with_its_checksum_recomputed_or_made_elsewhere_is_not_trusted() {
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        computed(&c, "example", "nim 1 2 3", json!({"nim_sum": 0}));
        c.save();
        // A forger changes the value and writes a checksum of the new body, as the old format
        // had it (FNV-1a): without this machine's key, the tag cannot be made.
        let good = std::fs::read_to_string(pack(tmp.path())).unwrap();
        let forged_body = "{\"nim_sum\":7}";
        let (head, _) = good.split_once('\t').map(|(a, b)| (a.to_string(), b)).unwrap();
        let (rest, _) = good[head.len() + 1..].split_once('\t').unwrap();
        let mut header: serde_json::Value = serde_json::from_str(rest).unwrap();
        header["check"] = json!(fnv(&[forged_body.as_bytes()]));
        std::fs::write(pack(tmp.path()), format!("{head}\t{header}\t{forged_body}\n")).unwrap();
        let next = BlockCache::open(tmp.path());
        assert_eq!(computed(&next, "example", "nim 1 2 3", json!({"nim_sum": 0})), (json!({"nim_sum": 0}), true));
        next.save();
        // A whole cache made on another machine (another key) is computed afresh, then kept
        // under this machine's key.
        let elsewhere = BlockCache::open(tmp.path()).with_key(key::CacheKey::random());
        assert!(computed(&elsewhere, "example", "nim 1 2 3", json!({"nim_sum": 0})).1);
        elsewhere.save();
        let here = BlockCache::open(tmp.path());
        assert!(computed(&here, "example", "nim 1 2 3", json!({"nim_sum": 0})).1, "made elsewhere: not trusted");
        here.save();
        let again = BlockCache::open(tmp.path());
        assert!(!computed(&again, "example", "nim 1 2 3", json!({"nim_sum": 0})).1, "kept here: used");
    }

    #[test]
    fn entries_unused_for_a_few_builds_are_dropped() {
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        computed(&c, "example", "kept", json!(1));
        computed(&c, "example", "dropped", json!(2));
        c.save();
        for build in 1..=MAX_IDLE + 1 {
            let c = BlockCache::open(tmp.path());
            assert_eq!(computed(&c, "example", "kept", json!(0)), (json!(1), false));
            c.save();
            let text = std::fs::read_to_string(pack(tmp.path())).unwrap();
            let dropped = c.name("example", "dropped");
            let idle = text.lines().find(|l| l.contains(&dropped)).map(|l| l.split(' ').next().unwrap().to_string());
            let expected = (build <= MAX_IDLE).then(|| build.to_string());
            assert_eq!(idle, expected, "after {build} builds");
        }
    }

    #[test]
    fn errors_are_not_stored_and_no_cache_always_computes() {
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        assert_eq!(c.get_or_compute("verify", "x", || Err::<u8, _>("bad")), Err("bad"));
        assert!(c.get("verify", "x").is_none());
        c.save();
        assert!(!tmp.path().join(CACHE_DIR).exists());
        let ran = Cell::new(0);
        for _ in 0..2 {
            cached(None, "verify", "x", || {
                ran.set(ran.get() + 1);
                Ok::<_, ()>(1)
            })
            .unwrap();
        }
        assert_eq!(ran.get(), 2);
    }
}
