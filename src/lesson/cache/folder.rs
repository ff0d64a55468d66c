//! The cache's folder on disk, `.nimbook-cache/` at the site root: [`super::BlockCache`] reads and
//! writes it only through here, and here it never leaves the site.
//!
//! - The folder is used only when it is a real folder of the site. A link in its place is
//!   replaced by a folder, with a warning ([`claim`]): the link goes, whatever it leads to is
//!   never read, written or emptied. A file in its place is left alone (and warned about).
//! - The pack is read only when it is a regular file of at most [`MAX_PACK_BYTES`], opened
//!   without following a link and without waiting (a pipe or a device is not read; a link to
//!   `/dev/zero` is not followed), and then read no further than the cap.
//! - Files are written only as new files (`.gitignore`, `CACHEDIR.TAG`, the pack's temporary
//!   file): creating a new file never follows a link, so a link planted under one of these
//!   names is left as it is. The pack is put in place by renaming, which replaces whatever had
//!   its name (a link included) and never writes through it.

use super::PACK_NAME;
use std::fs;
use std::io::{Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};

/// The largest pack read or written: a course writes a few megabytes; a site of thousands of
/// lessons keeps every block and as many rendered lessons as fit ([`super::BlockCache::save`]).
pub const MAX_PACK_BYTES: u64 = 256 << 20;

/// Whether `dir` is a folder itself (not a link to one).
fn is_folder(dir: &Path) -> bool {
    fs::symlink_metadata(dir).is_ok_and(|m| m.is_dir())
}

/// What is wrong with the place of the cache folder `dir`, for a warning: a link is replaced
/// by an empty folder (nothing it leads to is touched); something else that is not a folder (a
/// file) is left alone, and the build goes without a cache.
pub fn claim(dir: &Path) -> Option<crate::views::message::Message> {
    let meta = fs::symlink_metadata(dir).ok()?;
    if meta.is_dir() {
        return None;
    }
    if !meta.file_type().is_symlink() {
        return Some(crate::message!("lesson-cache-not-a-folder"));
    }
    let target = fs::read_link(dir).map(|t| t.display().to_string()).unwrap_or_else(|_| "?".into());
    Some(if fs::remove_file(dir).is_ok() && fs::create_dir(dir).is_ok() {
        crate::message!("lesson-cache-link-replaced", target = target)
    } else {
        crate::message!("lesson-cache-link-kept", target = target)
    })
}

/// Opens `path` to read without following a link and without waiting for a writer.
fn open_to_read(path: &Path) -> std::io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(nix::libc::O_NOFOLLOW | nix::libc::O_NONBLOCK);
    }
    #[cfg(not(unix))]
    if fs::symlink_metadata(path)?.file_type().is_symlink() {
        return Err(std::io::Error::other("a link"));
    }
    options.open(path)
}

/// The pack's text, if the folder is a real folder and the pack a regular file within the cap.
pub(super) fn read_pack(dir: &Path) -> Option<String> {
    if !is_folder(dir) {
        return None;
    }
    let file = open_to_read(&dir.join(PACK_NAME)).ok()?;
    let meta = file.metadata().ok()?;
    if !meta.is_file() || meta.len() > MAX_PACK_BYTES {
        return None;
    }
    // Room for the whole file at once (it is megabytes: growing a buffer copies it again).
    let mut text = String::with_capacity(usize::try_from(meta.len()).ok()?.saturating_add(1));
    // The cap holds even for a file that grows while it is read.
    file.take(MAX_PACK_BYTES + 1).read_to_string(&mut text).ok()?;
    (text.len() as u64 <= MAX_PACK_BYTES).then_some(text)
}

/// Writes a file that must not exist yet (never through a link of that name).
fn write_new(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    fs::OpenOptions::new().write(true).create_new(true).open(path)?.write_all(bytes)
}

/// Makes the folder with its `.gitignore` and `CACHEDIR.TAG`; false if there is no real folder
/// of that name (a link, a file) to write in.
pub(super) fn make(dir: &Path) -> bool {
    let _ = fs::create_dir(dir);
    if !is_folder(dir) {
        return false;
    }
    // Already there (or a link of that name): left as it is.
    let _ = write_new(&dir.join(".gitignore"), b"# nimbook's build cache: safe to delete.\n*\n");
    let _ = write_new(
        &dir.join("CACHEDIR.TAG"),
        b"Signature: 8a477f597d28d172789f06886806bc55\n# nimbook's build cache: safe to delete.\n",
    );
    true
}

/// Puts `text` in place as the pack: written to a new temporary file, then renamed over the
/// pack, so a build that stops half-way leaves the whole old pack; false if it could not be. A
/// failure to write (a read-only site) only costs the next build time.
pub(super) fn write_pack(dir: &Path, text: &str) -> bool {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(".tmp-{}-{n}", std::process::id()));
    if write_new(&tmp, text.as_bytes()).is_err() || fs::rename(&tmp, dir.join(PACK_NAME)).is_err() {
        let _ = fs::remove_file(&tmp);
        return false;
    }
    true
}

/// Removes the entries of nimbook's earlier layout (a file `HASH.json` per entry), which no
/// build reads any more. `dir` is a real folder of the site ([`make`] said so): removing a
/// name there removes a link, never what it leads to.
pub(super) fn remove_old_layout(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for f in entries.filter_map(|e| e.ok()) {
        let name = f.file_name();
        let name = name.to_string_lossy();
        if let Some(hash) = name.strip_suffix(".json")
            && hash.len() == 16
            && hash.bytes().all(|b| b.is_ascii_hexdigit())
        {
            let _ = fs::remove_file(f.path());
        }
    }
}
