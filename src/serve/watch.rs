//! Watching the site for changes: `content/` and `templates/` (recursively) and the site root
//! itself (for `nimbook.toml`, and for `content/` or `templates/` appearing later). Events are
//! gathered until the files have been quiet for a moment, so that an editor's save (often a
//! temporary file, a rename and a metadata change) makes one rebuild; editor back-up and swap
//! files are ignored.

use super::Shared;
use crate::error::{Error, Result};
use notify::{EventKind, RecursiveMode, Watcher};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long the files must be quiet before a rebuild starts.
const QUIET: Duration = Duration::from_millis(30);
/// The longest a stream of events can put a rebuild off.
const MOST_DELAY: Duration = Duration::from_millis(400);
/// The folders watched recursively.
const FOLDERS: [&str; 2] = ["content", "templates"];

/// Whether a file name is an editor's temporary, swap or back-up file.
fn is_noise(name: &str) -> bool {
    name.starts_with('.')
        || name.starts_with('#')
        || name.ends_with('~')
        || name == "4913"
        || [".swp", ".swx", ".swo", ".tmp", ".bak", ".part", ".crdownload"].iter().any(|x| name.ends_with(x))
}

/// Whether a path (under the canonical root) is one whose change should rebuild the site.
fn matters(root: &Path, path: &Path) -> bool {
    let Ok(rel) = path.strip_prefix(root) else { return false };
    let parts: Vec<String> = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    match parts.as_slice() {
        [only] => only == crate::site::config::FILE_NAME || FOLDERS.contains(&only.as_str()),
        [first, .., last] => FOLDERS.contains(&first.as_str()) && !is_noise(last),
        [] => false,
    }
}

/// Starts the watcher thread; it rebuilds through `shared` until the server stops.
pub(super) fn spawn(shared: Arc<Shared>, root: &Path) -> Result<JoinHandle<()>> {
    let root = root.canonicalize().map_err(|e| Error::io(format!("finding the site folder {}", root.display()), e))?;
    let (tx, rx) = channel();
    let mut watcher = notify::recommended_watcher(tx)
        .map_err(|e| Error::Usage(format!("cannot watch {} for changes: {e}", root.display())))?;
    let watch = |w: &mut notify::RecommendedWatcher, path: &Path, mode| {
        w.watch(path, mode).map_err(|e| Error::Usage(format!("cannot watch {} for changes: {e}", path.display())))
    };
    watch(&mut watcher, &root, RecursiveMode::NonRecursive)?;
    let folders: Vec<PathBuf> = FOLDERS.iter().map(|f| root.join(f)).collect();
    for folder in folders.iter().filter(|f| f.is_dir()) {
        watch(&mut watcher, folder, RecursiveMode::Recursive)?;
    }
    std::thread::Builder::new()
        .name("nimbook-watch".into())
        .spawn(move || {
            let stopping = || shared.stopping.load(Ordering::SeqCst);
            // Whether an event is about the site, and (re)watches a folder that appeared.
            let mut relevant = |event: &notify::Result<notify::Event>| -> bool {
                let Ok(event) = event else { return true };
                if matches!(event.kind, EventKind::Access(_)) {
                    return false;
                }
                for p in &event.paths {
                    if folders.contains(p) && p.is_dir() && matches!(event.kind, EventKind::Create(_)) {
                        let _ = watcher.watch(p, RecursiveMode::Recursive);
                    }
                }
                event.paths.iter().any(|p| matters(&root, p))
            };
            while !stopping() {
                match rx.recv_timeout(Duration::from_millis(200)) {
                    Ok(event) if relevant(&event) => {}
                    Ok(_) | Err(RecvTimeoutError::Timeout) => continue,
                    Err(RecvTimeoutError::Disconnected) => break,
                }
                // Something changed: wait for the files to be quiet, then build once.
                let first = Instant::now();
                while first.elapsed() < MOST_DELAY && !stopping() {
                    match rx.recv_timeout(QUIET) {
                        Ok(event) => {
                            relevant(&event);
                        }
                        Err(_) => break,
                    }
                }
                if !stopping() {
                    shared.rebuild();
                }
            }
        })
        .map_err(|e| Error::io("starting the watcher thread", e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_matters() {
        let root = Path::new("/site");
        assert!(matters(root, Path::new("/site/content/02-nim.md")));
        assert!(matters(root, Path::new("/site/templates/examples/nim.html")));
        assert!(matters(root, Path::new("/site/nimbook.toml")));
        assert!(matters(root, Path::new("/site/content")));
        assert!(!matters(root, Path::new("/site/content/.02-nim.md.swp")));
        assert!(!matters(root, Path::new("/site/content/02-nim.md~")));
        assert!(!matters(root, Path::new("/site/content/4913")));
        assert!(!matters(root, Path::new("/site/output/nim.html")));
        assert!(!matters(root, Path::new("/site/README.md")));
        assert!(!matters(root, Path::new("/elsewhere/content/a.md")));
    }
}
