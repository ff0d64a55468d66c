//! Whose cache it is: a secret of this user on this machine that tags every entry of a build
//! cache ([`super::BlockCache`]), so that a cache made elsewhere — a course shared as a zip or a
//! repository with its `.nimbook-cache/`, or a pack edited by hand with its checksum recomputed
//! — is never trusted: its entries are computed again and rewritten under this machine's key.
//!
//! The key is 128 random bits kept in `nimbook/key` under the user's cache folder
//! (`$XDG_CACHE_HOME`, else `~/.cache`; `%LOCALAPPDATA%` on Windows), made on the first build,
//! readable by the user alone. It is the one file a build writes outside its course. Where no
//! such folder can be written, each build has a key of its own, and the cache only serves
//! blocks repeated within that build. An entry's tag is SipHash-2-4 (a keyed function made to
//! authenticate short messages) of its name and its body under the key.

use siphasher::sip128::SipHasher;
use std::hash::{BuildHasher, Hasher};
use std::path::PathBuf;
use std::sync::OnceLock;

/// A cache's secret key.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct CacheKey([u64; 2]);

impl std::fmt::Debug for CacheKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CacheKey(…)")
    }
}

impl CacheKey {
    /// A key made of the system's randomness (the standard library seeds its hash maps from it).
    pub fn random() -> CacheKey {
        let state = std::hash::RandomState::new();
        let word = |i: u64| {
            let mut h = state.build_hasher();
            h.write_u64(i);
            h.write_u128(
                std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos()),
            );
            h.finish()
        };
        CacheKey([word(1), word(2)])
    }

    /// This user's key on this machine (read, or made and kept, once per process), or a key of
    /// this process alone when none can be kept.
    pub fn machine() -> CacheKey {
        static KEY: OnceLock<CacheKey> = OnceLock::new();
        *KEY.get_or_init(|| key_dir().and_then(|dir| read_or_make(&dir)).unwrap_or_else(CacheKey::random))
    }

    /// The tag of an entry named `name` with body `body`, as 32 hex digits.
    pub fn tag(&self, name: &str, body: &str) -> String {
        self.tag_of(name, &[body])
    }

    /// [`CacheKey::tag`] of a body given in `parts`, read in turn (as if joined): no copy of a
    /// large body is made to tag it.
    pub fn tag_of(&self, name: &str, parts: &[&str]) -> String {
        let mut h = SipHasher::new_with_keys(self.0[0], self.0[1]);
        h.write(name.as_bytes());
        h.write_u8(0xff);
        for part in parts {
            h.write(part.as_bytes());
        }
        use siphasher::sip128::Hasher128;
        let t = h.finish128();
        format!("{:016x}{:016x}", t.h1, t.h2)
    }

    fn to_hex(self) -> String {
        format!("{:016x}{:016x}\n", self.0[0], self.0[1])
    }

    fn from_hex(text: &str) -> Option<CacheKey> {
        let text = text.trim();
        if text.len() != 32 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        Some(CacheKey([u64::from_str_radix(&text[..16], 16).ok()?, u64::from_str_radix(&text[16..], 16).ok()?]))
    }
}

/// `nimbook/` under the user's cache folder.
fn key_dir() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    let base = if cfg!(windows) {
        var("LOCALAPPDATA")
    } else {
        var("XDG_CACHE_HOME").filter(|p| p.is_absolute()).or_else(|| var("HOME").map(|h| h.join(".cache")))
    };
    Some(base?.join("nimbook"))
}

/// The key kept in `dir/key`, made (readable by the user alone) if there is none yet; `None`
/// when it cannot be read or kept. Two builds making it at once agree: the file is made only if
/// it does not exist, and the other reads it.
fn read_or_make(dir: &std::path::Path) -> Option<CacheKey> {
    let path = dir.join("key");
    if let Ok(text) = std::fs::read_to_string(&path) {
        return CacheKey::from_hex(&text);
    }
    std::fs::create_dir_all(dir).ok()?;
    let key = CacheKey::random();
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    match options.open(&path) {
        Ok(mut file) => {
            use std::io::Write;
            file.write_all(key.to_hex().as_bytes()).ok()?;
            file.sync_all().ok()?;
            Some(key)
        }
        // Made by another build meanwhile: its key is the key.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            std::fs::read_to_string(&path).ok().and_then(|t| CacheKey::from_hex(&t))
        }
        Err(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_kept_once_and_read_back() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("nimbook");
        let made = read_or_make(&dir).unwrap();
        assert_eq!(read_or_make(&dir), Some(made), "the second build reads the first one's key");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.join("key")).unwrap().permissions().mode();
            assert_eq!(mode & 0o077, 0, "readable by the user alone");
        }
        assert_ne!(CacheKey::random(), CacheKey::random());
    }

    #[test]
    fn a_tag_depends_on_the_key_the_name_and_the_body() {
        let (a, b) = (CacheKey([1, 2]), CacheKey([1, 3]));
        assert_eq!(a.tag("n", "{\"x\":1}"), a.tag("n", "{\"x\":1}"));
        assert_ne!(a.tag("n", "{\"x\":1}"), b.tag("n", "{\"x\":1}"));
        assert_ne!(a.tag("n", "{\"x\":1}"), a.tag("n", "{\"x\":2}"));
        assert_ne!(a.tag("n", "{\"x\":1}"), a.tag("m", "{\"x\":1}"));
        assert_eq!(a.tag_of("n", &["{\"x\"", ":1}"]), a.tag("n", "{\"x\":1}"));
        assert_eq!(CacheKey::from_hex(&a.to_hex()), Some(a));
        assert_eq!(CacheKey::from_hex("xyz"), None);
    }
}
