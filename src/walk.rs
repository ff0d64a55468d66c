//! Walking a folder of the site (`content/`, `templates/`, `templates/static/`) without ever
//! walking out of the site. It sits under the build: [`crate::views::templates`] finds the site's
//! templates here, and [`crate::site`] its static files and the files next to the lessons.
//!
//! Links are followed while they stay inside the site or the folder walked (a link that leads
//! back into a folder it is in is an error naming it, never an endless walk). A link that leads
//! out of the site is never walked: [`walk`] lists it apart and its caller decides. The templates
//! and the games ([`files_under`]) refuse it, naming it, whether it leads to a file or a folder:
//! a course downloaded from someone else could otherwise publish a file of the reader's own
//! (`templates/static/notes.txt -> ~/.ssh/id_rsa`). `content/` copies only the files lessons
//! reference through such a link (see [`crate::site::assets::content_assets`]). So a link like
//! `content/etc -> /etc` costs nothing, and publishes nothing no lesson links to. Only regular files are listed: a device,
//! pipe or socket is an error naming it (reading one could wait for ever or never end).

use crate::error::Error;
use std::path::{Path, PathBuf};

/// What a walk found, each as (path relative to the folder walked with `/`, full path), sorted.
#[derive(Debug, Default)]
pub struct Walked {
    /// Regular files inside the site.
    pub files: Vec<(String, PathBuf)>,
    /// Links (to files or folders, or to nothing) that lead out of the site; not walked.
    pub outside: Vec<(String, PathBuf)>,
}

/// The name of `path` under `dir`, with `/`.
fn name_under(dir: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(dir).unwrap_or(path);
    rel.components().map(|c| c.as_os_str().to_string_lossy()).collect::<Vec<_>>().join("/")
}

/// The error for something that is not a regular file.
pub fn not_regular(path: &Path) -> Error {
    Error::usage(crate::message!("site-not-regular", path = path))
}

/// Walks `dir` (only files ending in `.ext` if `ext` is given), staying inside `site` (the
/// site's root) or `dir` itself.
pub fn walk(dir: &Path, ext: Option<&str>, site: &Path) -> Result<Walked, Error> {
    let inside: Vec<PathBuf> = [site, dir].iter().filter_map(|p| p.canonicalize().ok()).collect();
    let leaves = |path: &Path| path.canonicalize().map_or(true, |t| !inside.iter().any(|i| t.starts_with(i)));
    let mut found = Walked::default();
    let mut entries = walkdir::WalkDir::new(dir).follow_links(true).sort_by_file_name().into_iter();
    while let Some(entry) = entries.next() {
        let entry = match entry {
            Ok(entry) => entry,
            // A link to nothing (a file removed, a drive not mounted) leads nowhere in the site.
            Err(e)
                if e.loop_ancestor().is_none()
                    && e.path().is_some_and(|p| p.is_symlink() && !p.exists() && e.depth() > 0) =>
            {
                let path = e.path().expect("checked").to_path_buf();
                found.outside.push((name_under(dir, &path), path));
                continue;
            }
            Err(e) => {
                let at = e.path().unwrap_or(dir).to_path_buf();
                return Err(match e.loop_ancestor() {
                    Some(ancestor) => Error::usage(crate::message!("site-link-loop", path = &at, folder = ancestor)),
                    None => match e.into_io_error() {
                        Some(io) => crate::site::reading(&at, io),
                        None => Error::usage(crate::message!("site-cannot-read", path = &at)),
                    },
                });
            }
        };
        let path = entry.path();
        if entry.depth() > 0 && entry.path_is_symlink() && leaves(path) {
            found.outside.push((name_under(dir, path), path.to_path_buf()));
            if entry.file_type().is_dir() {
                entries.skip_current_dir();
            }
            continue;
        }
        if entry.file_type().is_dir() || ext.is_some_and(|ext| path.extension().is_none_or(|x| x != ext)) {
            continue;
        }
        if !entry.file_type().is_file() {
            return Err(not_regular(path));
        }
        found.files.push((name_under(dir, path), path.to_path_buf()));
    }
    Ok(found)
}

/// Every file under `dir` (only those ending in `.ext` if `ext` is given), as (path relative to
/// `dir` with `/`, full path), sorted so that builds are deterministic. A link that leads out of
/// the site (to a file, a folder or nothing) is an error naming it: nothing outside the site is
/// read, so nothing outside it is published.
pub fn files_under(dir: &Path, ext: Option<&str>, site: &Path) -> Result<Vec<(String, PathBuf)>, Error> {
    let Walked { files, outside } = walk(dir, ext, site)?;
    if let Some((_, path)) = outside.first() {
        let kind = match std::fs::metadata(path) {
            Err(_) => "nothing",
            Ok(meta) if meta.is_dir() => "folder",
            Ok(_) => "file",
        };
        return Err(Error::usage(crate::message!("site-link-outside", path = path, kind = kind)));
    }
    Ok(files)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    #[test]
    fn a_link_loop_is_an_error_not_a_hang() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("static");
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::write(dir.join("sub/a.css"), "a{}").unwrap();
        symlink(".", dir.join("sub/again")).unwrap();
        symlink("..", dir.join("sub/up")).unwrap();
        let e = files_under(&dir, None, tmp.path()).unwrap_err();
        assert!(e.to_string().contains("a loop"), "{e}");
    }

    #[test]
    fn links_out_of_the_site_are_listed_apart_and_never_walked() {
        let tmp = tempfile::tempdir().unwrap();
        let (site, elsewhere) = (tmp.path().join("site"), tmp.path().join("elsewhere"));
        let dir = site.join("templates");
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::create_dir_all(&elsewhere).unwrap();
        std::fs::write(dir.join("sub/a.css"), "a{}").unwrap();
        std::fs::write(site.join("inside.css"), "i{}").unwrap();
        std::fs::write(elsewhere.join("shared.css"), "b{}").unwrap();
        symlink(site.join("inside.css"), dir.join("inside.css")).unwrap();
        symlink(elsewhere.join("shared.css"), dir.join("shared.css")).unwrap();
        // A link to a file outside the site is refused: it could be anything of the reader's.
        let e = files_under(&dir, None, &site).unwrap_err().to_string();
        assert!(e.contains("templates/shared.css is a link to a file outside the site"), "{e}");
        std::fs::remove_file(dir.join("shared.css")).unwrap();
        let names: Vec<String> = files_under(&dir, None, &site).unwrap().into_iter().map(|(n, _)| n).collect();
        assert_eq!(names, ["inside.css", "sub/a.css"]);
        symlink(elsewhere.join("shared.css"), dir.join("shared.css")).unwrap();
        // A link to a folder outside is listed, not walked; it is refused too.
        symlink("/etc", dir.join("etc")).unwrap();
        symlink(tmp.path().join("nowhere"), dir.join("gone.css")).unwrap();
        let walked = walk(&dir, None, &site).unwrap();
        let outside: Vec<&str> = walked.outside.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(outside, ["etc", "gone.css", "shared.css"]);
        assert_eq!(walked.files.len(), 2);
        std::fs::remove_file(dir.join("shared.css")).unwrap();
        std::fs::remove_file(dir.join("gone.css")).unwrap();
        let e = files_under(&dir, None, &site).unwrap_err().to_string();
        assert!(e.contains("templates/etc is a link to a folder outside the site"), "{e}");
    }
}
