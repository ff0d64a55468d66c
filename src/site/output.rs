//! Writing the site: everything goes into a staging folder beside the output folder, and only
//! when every file is written is the staging folder swapped into place. A build that fails at
//! any point leaves the previous output exactly as it was. A file that has not changed since
//! the previous build is linked from it rather than written again.
//!
//! An output path that is a symbolic link to a folder is followed: the site is built beside
//! the folder it points to and swapped into it, and the link stays. Once the swap has
//! succeeded the build has succeeded: if the previous site cannot be removed (say, a read-only
//! file in it) that is a warning, not an error, and the folders such a build leaves
//! (`.output.old-PID`, `.output.staging-PID`) are removed by the next build.

use crate::error::{Error, Result};
use crate::views::message::Message;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// A file in the output folder marks it as nimbook's, so that a build never replaces a folder
/// it did not make.
pub const MARKER: &str = ".nimbook-output";

/// The built site: relative path (with `/`) → contents.
pub type Files = BTreeMap<String, Vec<u8>>;

fn sibling(out: &Path, tag: &str) -> PathBuf {
    let name = out.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "output".into());
    out.with_file_name(format!(".{name}.{tag}-{}", std::process::id()))
}

/// Refuses to replace a folder that has files but was not made by nimbook.
pub fn check_replaceable(out: &Path) -> Result<()> {
    if out.is_dir() && !out.join(MARKER).exists() {
        let mut entries = fs::read_dir(out).map_err(|e| super::reading(out, e))?;
        if entries.next().is_some() {
            return Err(Error::usage(crate::message!("site-output-not-ours", path = out)));
        }
    } else if out.exists() && !out.is_dir() {
        return Err(Error::usage(crate::message!("site-output-not-folder", path = out)));
    }
    Ok(())
}

/// The folder to write: `out`, or the folder it links to.
fn resolve(out: &Path) -> Result<PathBuf> {
    if !out.is_symlink() {
        return Ok(out.to_path_buf());
    }
    match fs::canonicalize(out) {
        Ok(target) if target.is_dir() => Ok(target),
        _ => Err(Error::usage(crate::message!("site-output-bad-link", path = out))),
    }
}

/// Removes what earlier builds into `out` left behind (`.NAME.old-PID`, `.NAME.staging-PID`).
fn sweep_leftovers(out: &Path) {
    let (Some(parent), Some(name)) = (out.parent(), out.file_name()) else { return };
    let parent = if parent.as_os_str().is_empty() { Path::new(".") } else { parent };
    let prefixes = [format!(".{}.old-", name.to_string_lossy()), format!(".{}.staging-", name.to_string_lossy())];
    let Ok(entries) = fs::read_dir(parent) else { return };
    for entry in entries.filter_map(std::result::Result::ok) {
        let n = entry.file_name().to_string_lossy().into_owned();
        let ours = prefixes.iter().any(|p| n.strip_prefix(p.as_str()).is_some_and(|pid| pid.parse::<u32>().is_ok()));
        if ours && entry.path().join(MARKER).exists() {
            let _ = fs::remove_dir_all(entry.path());
        }
    }
}

/// Writes `files` into a staging folder, then swaps it into `out` (or the folder `out` links to).
/// The site is in place once this returns `Ok`; the message is a warning to show, when the
/// previous site could not be removed.
pub fn write_atomically(files: &Files, out: &Path) -> Result<Option<Message>> {
    let out = &resolve(out)?;
    check_replaceable(out)?;
    sweep_leftovers(out);
    if let Some(parent) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent).map_err(|e| creating(parent, e))?;
    }
    let staging = sibling(out, "staging");
    let previous = out.join(MARKER).exists().then_some(out.as_path());
    let result = write_all(files, &staging, previous).and_then(|()| swap(&staging, out));
    if result.is_err() {
        let _ = fs::remove_dir_all(&staging);
    }
    result
}

/// Writes `files` into `dir`. A file whose bytes equal those of the same file in `previous`
/// (the site being replaced) is linked to it instead of written: on a large site most pages do
/// not change between builds, and a new link is far cheaper than a new file on some file
/// systems. `previous` is only read; a failed build leaves it as it was.
fn write_all(files: &Files, dir: &Path, previous: Option<&Path>) -> Result<()> {
    if dir.exists() {
        fs::remove_dir_all(dir).map_err(|e| Error::io(crate::message!("site-clearing", path = dir), e))?;
    }
    fs::create_dir_all(dir).map_err(|e| creating(dir, e))?;
    // Each folder is made once, then the files are written on all cores (on a large site the
    // file system's calls, not the bytes, are most of the time).
    let folders: std::collections::BTreeSet<PathBuf> =
        files.keys().filter_map(|rel| dir.join(rel).parent().map(Path::to_path_buf)).collect();
    for folder in &folders {
        fs::create_dir_all(folder).map_err(|e| creating(folder, e))?;
    }
    files.par_iter().try_for_each(|(rel, bytes)| {
        let path = dir.join(rel);
        if let Some(old) = previous.map(|p| p.join(rel))
            && fs::metadata(&old).is_ok_and(|m| m.is_file() && m.len() == bytes.len() as u64)
            && same_bytes(&old, bytes)
            && fs::hard_link(&old, &path).is_ok()
        {
            return Ok(());
        }
        fs::write(&path, bytes).map_err(|e| writing(&path, e))
    })?;
    fs::write(dir.join(MARKER), b"This folder is generated by nimbook build; it is replaced whole on every build.\n")
        .map_err(|e| writing(&dir.join(MARKER), e))
}

/// Whether the file at `path` holds exactly `bytes`, read a piece at a time (a site's previous
/// output is megabytes: reading each file whole into memory to compare it cost more than the
/// comparison).
fn same_bytes(path: &Path, bytes: &[u8]) -> bool {
    use std::io::Read;
    let Ok(mut file) = fs::File::open(path) else { return false };
    let mut piece = [0u8; 16 * 1024];
    let mut at = 0;
    loop {
        match file.read(&mut piece) {
            Ok(0) => return at == bytes.len(),
            Ok(n) if bytes.get(at..at + n) == Some(&piece[..n]) => at += n,
            Ok(_) => return false,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return false,
        }
    }
}

/// A folder at `path` that could not be created.
pub fn creating(path: &Path, e: std::io::Error) -> Error {
    Error::io(crate::message!("site-creating", path = path), e)
}

/// A file at `path` that could not be written.
pub fn writing(path: &Path, e: std::io::Error) -> Error {
    Error::io(crate::message!("site-writing", path = path), e)
}

/// Swaps `staging` into `out`; the message is a warning, when the previous site is left over.
fn swap(staging: &Path, out: &Path) -> Result<Option<Message>> {
    let old = sibling(out, "old");
    let had_old = out.exists();
    if had_old {
        fs::rename(out, &old).map_err(|e| Error::io(crate::message!("site-moving-aside", path = out), e))?;
    }
    if let Err(e) = fs::rename(staging, out) {
        if had_old {
            let _ = fs::rename(&old, out);
        }
        return Err(Error::io(crate::message!("site-moving-into", path = out), e));
    }
    if had_old && let Err(e) = fs::remove_dir_all(&old) {
        // The new site is in place; the next build removes what is left of the old one.
        return Ok(Some(crate::message!("site-old-not-removed", path = &old, error = &e)));
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_the_same_only_when_every_byte_is() {
        let tmp = tempfile::tempdir().unwrap();
        let path = tmp.path().join("f");
        // Longer than one piece read, so that a difference past the first piece counts.
        let bytes: Vec<u8> = (0..40_000u32).map(|i| (i % 251) as u8).collect();
        fs::write(&path, &bytes).unwrap();
        assert!(same_bytes(&path, &bytes));
        let mut other = bytes.clone();
        other[39_000] ^= 1;
        assert!(!same_bytes(&path, &other));
        assert!(!same_bytes(&path, &bytes[..39_999]));
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(!same_bytes(&path, &longer));
        assert!(!same_bytes(&tmp.path().join("missing"), b""));
    }

    #[test]
    fn replaces_only_its_own_folders() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("output");
        let mut files = Files::new();
        files.insert("a/b.html".into(), b"one".to_vec());
        write_atomically(&files, &out).unwrap();
        assert_eq!(fs::read(out.join("a/b.html")).unwrap(), b"one");
        files.insert("a/b.html".into(), b"two".to_vec());
        write_atomically(&files, &out).unwrap();
        assert_eq!(fs::read(out.join("a/b.html")).unwrap(), b"two");
        // No staging or old folders are left behind.
        let names: Vec<_> = fs::read_dir(tmp.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert_eq!(names, vec![std::ffi::OsString::from("output")]);

        let foreign = tmp.path().join("src");
        fs::create_dir(&foreign).unwrap();
        fs::write(foreign.join("main.rs"), "fn main() {}").unwrap();
        assert!(write_atomically(&files, &foreign).is_err());
        assert!(foreign.join("main.rs").exists());
    }

    /// An unchanged file is the previous build's file, linked (same inode, no new file); a
    /// changed one is written afresh, and a file of the same length but other bytes too.
    #[cfg(unix)]
    #[test]
    fn unchanged_files_are_linked_from_the_previous_site() {
        use std::os::unix::fs::MetadataExt;
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("output");
        let mut files = Files::new();
        files.insert("same.html".into(), b"same".to_vec());
        files.insert("d/longer.html".into(), b"old".to_vec());
        files.insert("d/equal-length.html".into(), b"abc".to_vec());
        write_atomically(&files, &out).unwrap();
        let inode = |rel: &str| fs::metadata(out.join(rel)).unwrap().ino();
        let before: Vec<u64> = ["same.html", "d/longer.html", "d/equal-length.html"].map(inode).to_vec();
        files.insert("d/longer.html".into(), b"newer".to_vec());
        files.insert("d/equal-length.html".into(), b"abd".to_vec());
        write_atomically(&files, &out).unwrap();
        assert_eq!(inode("same.html"), before[0]);
        assert_ne!(inode("d/longer.html"), before[1]);
        assert_ne!(inode("d/equal-length.html"), before[2]);
        for (rel, bytes) in &files {
            assert_eq!(&fs::read(out.join(rel)).unwrap(), bytes, "{rel}");
            assert_eq!(fs::metadata(out.join(rel)).unwrap().nlink(), 1, "{rel}: the old name is gone");
        }
    }

    #[test]
    fn leftovers_of_an_earlier_build_are_swept() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("output");
        for left in [".output.old-4242", ".output.staging-4243"] {
            fs::create_dir(tmp.path().join(left)).unwrap();
            fs::write(tmp.path().join(left).join(MARKER), "").unwrap();
        }
        // Not nimbook's (no marker, or not a PID): kept.
        fs::create_dir(tmp.path().join(".output.old-notes")).unwrap();
        fs::write(tmp.path().join(".output.old-notes").join(MARKER), "").unwrap();
        fs::create_dir(tmp.path().join(".output.old-77")).unwrap();
        write_atomically(&Files::new(), &out).unwrap();
        let mut names: Vec<_> =
            fs::read_dir(tmp.path()).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        assert_eq!(names, [".output.old-77", ".output.old-notes", "output"]);
    }

    #[cfg(unix)]
    #[test]
    fn an_output_link_is_followed_and_kept() {
        let tmp = tempfile::tempdir().unwrap();
        let target = tmp.path().join("www");
        let link = tmp.path().join("output");
        let mut files = Files::new();
        files.insert("index.html".into(), b"one".to_vec());
        write_atomically(&files, &target).unwrap();
        std::os::unix::fs::symlink(&target, &link).unwrap();
        files.insert("index.html".into(), b"two".to_vec());
        write_atomically(&files, &link).unwrap();
        assert!(link.is_symlink(), "the link is kept");
        assert_eq!(fs::read(target.join("index.html")).unwrap(), b"two");
        // A dangling link is refused with a message.
        let dangling = tmp.path().join("gone");
        std::os::unix::fs::symlink(tmp.path().join("nowhere"), &dangling).unwrap();
        let e = write_atomically(&files, &dangling).unwrap_err();
        assert!(e.to_string().contains("is a link"), "{e}");
    }
}
