//! The build cache: computed block results kept beside the site in `.nimbook-cache/`, so that a
//! second `nimbook build` recomputes only the blocks whose words changed.
//!
//! It sits between a block's words and the engine: the Markdown pass ([`super::render`]) asks
//! [`BlockCache::get_or_compute`] for the value of a block (a kind such as `verify` and its
//! canonical words) and passes a closure that computes it; the cache answers from disk or runs
//! the closure and stores what it returns. The value is stored as JSON and laid out by the
//! templates on every build, so a restyled template never needs the cache cleared.
//!
//! An entry is used only if its header names exactly the same kind, words,
//! [`ENGINE_VERSION`] and nimbook version, and its body matches the checksum in the header: a
//! changed engine, changed words, or a truncated or corrupt file is recomputed (and rewritten),
//! never trusted. Entries are written to a temporary file and renamed, so a build that is
//! interrupted, or two lessons writing at once, leave no half-written entry. The folder is
//! safe to delete at any time; it carries a `.gitignore` of `*` and a `CACHEDIR.TAG`.

use crate::games::ENGINE_VERSION;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// The cache folder's name, at the site root.
pub const DIR_NAME: &str = ".nimbook-cache";

/// What, besides the value, an entry records: everything its value depends on.
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
struct Header {
    engine: u32,
    nimbook: String,
    kind: String,
    words: String,
    /// FNV-1a of the body line.
    check: String,
}

/// A cache of computed blocks in one folder.
#[derive(Debug, Clone)]
pub struct BlockCache {
    dir: PathBuf,
    engine: u32,
    /// The entries in the folder, listed once when first needed and kept up to date with what
    /// this cache writes: a block that was never computed costs no failed file open (file
    /// system calls are a large part of a cold build). One build uses one `BlockCache`, so an
    /// entry another process writes meanwhile is at worst computed again.
    entries: Arc<OnceLock<Mutex<HashSet<String>>>>,
    /// Whether the folder and its markers have been made by this cache.
    made: Arc<OnceLock<bool>>,
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

impl BlockCache {
    /// The cache of the site at `root` (the folder is made on the first write).
    pub fn open(root: &Path) -> Self {
        BlockCache { dir: root.join(DIR_NAME), engine: ENGINE_VERSION, entries: Arc::default(), made: Arc::default() }
    }

    /// The same cache as if the engine had version `engine` (for tests of invalidation).
    pub fn with_engine_version(mut self, engine: u32) -> Self {
        self.engine = engine;
        self
    }

    fn header(&self, kind: &str, words: &str, body: &str) -> Header {
        Header {
            engine: self.engine,
            nimbook: env!("CARGO_PKG_VERSION").to_string(),
            kind: kind.to_string(),
            words: words.to_string(),
            check: fnv(&[body.as_bytes()]),
        }
    }

    /// The file name of an entry: a hash of everything in its header but the checksum.
    fn name(&self, kind: &str, words: &str) -> String {
        let hash =
            fnv(&[&self.engine.to_le_bytes(), env!("CARGO_PKG_VERSION").as_bytes(), kind.as_bytes(), words.as_bytes()]);
        format!("{hash}.json")
    }

    /// The names of the entries in the folder (listed on the first call).
    fn entries(&self) -> std::sync::MutexGuard<'_, HashSet<String>> {
        self.entries
            .get_or_init(|| {
                let names = std::fs::read_dir(&self.dir)
                    .map(|dir| dir.filter_map(|e| e.ok()?.file_name().into_string().ok()).collect())
                    .unwrap_or_default();
                Mutex::new(names)
            })
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    /// The stored value for `kind` and `words`, if a valid entry exists.
    pub fn get(&self, kind: &str, words: &str) -> Option<serde_json::Value> {
        let name = self.name(kind, words);
        if !self.entries().contains(&name) {
            return None;
        }
        let text = std::fs::read_to_string(self.dir.join(&name)).ok()?;
        let (head, body) = text.split_once('\n')?;
        let body = body.strip_suffix('\n')?;
        let header: Header = serde_json::from_str(head).ok()?;
        (header == self.header(kind, words, body)).then(|| serde_json::from_str(body).ok())?
    }

    /// Stores `value`; a failure to write (a read-only site) only costs the next build time.
    pub fn put(&self, kind: &str, words: &str, value: &serde_json::Value) {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let body = value.to_string();
        let Ok(head) = serde_json::to_string(&self.header(kind, words, &body)) else { return };
        if !*self.made.get_or_init(|| self.make_folder()) {
            return;
        }
        let name = self.name(kind, words);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let tmp = self.dir.join(format!(".tmp-{}-{n}", std::process::id()));
        if std::fs::write(&tmp, format!("{head}\n{body}\n")).is_err()
            || std::fs::rename(&tmp, self.dir.join(&name)).is_err()
        {
            let _ = std::fs::remove_file(&tmp);
            return;
        }
        self.entries().insert(name);
    }

    /// Makes the folder, with a `.gitignore` and a `CACHEDIR.TAG`; false if it cannot be made.
    fn make_folder(&self) -> bool {
        if std::fs::create_dir_all(&self.dir).is_err() {
            return false;
        }
        let ignore = self.dir.join(".gitignore");
        if !ignore.exists() {
            let _ = std::fs::write(&ignore, "# nimbook's build cache: safe to delete.\n*\n");
            let _ = std::fs::write(
                self.dir.join("CACHEDIR.TAG"),
                "Signature: 8a477f597d28d172789f06886806bc55\n# nimbook's build cache: safe to delete.\n",
            );
        }
        true
    }

    /// The value for `kind` and `words`: from the cache, or computed by `compute` and stored.
    /// An error from `compute` is returned and nothing is stored.
    pub fn get_or_compute<T: Serialize, E>(
        &self,
        kind: &str,
        words: &str,
        compute: impl FnOnce() -> Result<T, E>,
    ) -> Result<serde_json::Value, E> {
        if let Some(v) = self.get(kind, words) {
            return Ok(v);
        }
        let value = serde_json::to_value(compute()?).expect("computed values serialise to JSON");
        self.put(kind, words, &value);
        Ok(value)
    }
}

/// [`BlockCache::get_or_compute`] when there may be no cache (`nimbook check`, `render`).
pub fn cached<T: Serialize, E>(
    cache: Option<&BlockCache>,
    kind: &str,
    words: &str,
    compute: impl FnOnce() -> Result<T, E>,
) -> Result<serde_json::Value, E> {
    match cache {
        Some(c) => c.get_or_compute(kind, words, compute),
        None => Ok(serde_json::to_value(compute()?).expect("computed values serialise to JSON")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use std::cell::Cell;

    impl BlockCache {
        fn path(&self, kind: &str, words: &str) -> PathBuf {
            self.dir.join(self.name(kind, words))
        }
    }

    /// Runs `get_or_compute` and says whether the closure ran.
    fn computed(c: &BlockCache, kind: &str, words: &str, value: serde_json::Value) -> (serde_json::Value, bool) {
        let ran = Cell::new(false);
        let v = c
            .get_or_compute(kind, words, || {
                ran.set(true);
                Ok::<_, ()>(value)
            })
            .unwrap();
        (v, ran.get())
    }

    #[test]
    fn a_second_request_is_served_from_disk() {
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        assert_eq!(
            computed(&c, "verify", "property-4 --bits 6", json!({"cases": 4096})),
            (json!({"cases": 4096}), true)
        );
        // A fresh handle (a new build) reads what the first stored.
        let again = BlockCache::open(tmp.path());
        assert_eq!(computed(&again, "verify", "property-4 --bits 6", json!(0)), (json!({"cases": 4096}), false));
        assert!(tmp.path().join(DIR_NAME).join(".gitignore").is_file());
        assert!(tmp.path().join(DIR_NAME).join("CACHEDIR.TAG").is_file());
    }

    #[test]
    fn other_words_kind_or_engine_version_are_recomputed() {
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        computed(&c, "verify", "property-4 --bits 6", json!(1));
        assert_eq!(computed(&c, "verify", "property-4 --bits 5", json!(2)), (json!(2), true));
        assert_eq!(computed(&c, "example", "property-4 --bits 6", json!(3)), (json!(3), true));
        let newer = BlockCache::open(tmp.path()).with_engine_version(ENGINE_VERSION + 1);
        assert_eq!(computed(&newer, "verify", "property-4 --bits 6", json!(4)), (json!(4), true));
        // The old version's entry is still the old version's.
        assert_eq!(computed(&c, "verify", "property-4 --bits 6", json!(5)), (json!(1), false));
    }

    #[test]
    fn an_entry_whose_header_names_other_words_is_not_trusted() {
        // Even if two keys' file names collided, the header must match exactly.
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        computed(&c, "verify", "a", json!(1));
        std::fs::copy(c.path("verify", "a"), c.path("verify", "b")).unwrap();
        // A new cache, as the next build has: it lists the folder again and sees the copy.
        let next = BlockCache::open(tmp.path());
        assert_eq!(computed(&next, "verify", "b", json!(2)), (json!(2), true));
    }

    #[test]
    fn truncated_or_corrupt_entries_are_ignored_and_rewritten() {
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        computed(&c, "verify", "w", json!({"cases": 262144, "holds": true}));
        let path = c.path("verify", "w");
        let good = std::fs::read_to_string(&path).unwrap();
        let mut corruptions = vec![String::new(), good[..good.len() / 2].to_string(), good.trim_end().to_string()];
        // Same length, one digit changed in the body: valid JSON, wrong checksum.
        corruptions.push(good.replacen("262144", "262145", 1));
        corruptions.push("not json\n{}\n".to_string());
        for bad in corruptions {
            std::fs::write(&path, &bad).unwrap();
            let c = BlockCache::open(tmp.path());
            let (v, ran) = computed(&c, "verify", "w", json!({"cases": 262144, "holds": true}));
            assert!(ran, "trusted a corrupt entry: {bad:?}");
            assert_eq!(v, json!({"cases": 262144, "holds": true}));
            assert_eq!(std::fs::read_to_string(&path).unwrap(), good, "the entry is rewritten");
        }
    }

    #[test]
    fn errors_are_not_stored_and_no_cache_always_computes() {
        let tmp = tempfile::tempdir().unwrap();
        let c = BlockCache::open(tmp.path());
        assert_eq!(c.get_or_compute("verify", "x", || Err::<u8, _>("bad")), Err("bad"));
        assert!(c.get("verify", "x").is_none());
        assert!(!tmp.path().join(DIR_NAME).exists());
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
