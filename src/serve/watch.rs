//! Watching the site for changes: `content/` and `templates/` (recursively) and the site root
//! itself (for `nimbook.toml`, and for `content/` or `templates/` appearing later), through
//! `notify-debouncer-mini`: a path's events are reported once it has been quiet for
//! [`DEBOUNCE`], so an editor's save (often a temporary file, a rename and a metadata change)
//! makes one rebuild. Before building, the changed files must also have settled (same size and
//! modification time over [`SETTLE`]), so that a file an editor writes in chunks is not built
//! half-written. Editor back-up and swap files are ignored.

use super::Shared;
use crate::error::{Error, Result};
use notify::RecursiveMode;
use notify_debouncer_mini::{DebounceEventResult, DebouncedEventKind, new_debouncer};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant, SystemTime};

/// How long a file must be quiet before its change is reported.
pub const DEBOUNCE: Duration = Duration::from_millis(150);
/// How long the changed files must keep their size and time before a rebuild starts.
pub const SETTLE: Duration = Duration::from_millis(100);
/// The longest the settling can put a rebuild off (a file that never settles is built anyway).
pub const MOST_SETTLE: Duration = Duration::from_secs(3);
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

/// A file's size and modification time (None for a path that is gone).
type Print = Option<(u64, Option<SystemTime>)>;

fn print_of(path: &Path) -> Print {
    std::fs::metadata(path).ok().map(|m| (m.len(), m.modified().ok()))
}

/// The size and modification time of each path.
fn fingerprint(paths: &[PathBuf]) -> Vec<Print> {
    paths.iter().map(|p| print_of(p)).collect()
}

/// What the watched files looked like at the last build. The debouncer reports every kind of
/// event, reads included (and a build reads every lesson), so a path counts as changed only if
/// its size or time differs from what was seen: otherwise each build would start the next.
struct Seen(HashMap<PathBuf, Print>);

impl Seen {
    fn new(root: &Path) -> Self {
        let mut seen = HashMap::new();
        seen.insert(root.join(crate::site::config::FILE_NAME), print_of(&root.join(crate::site::config::FILE_NAME)));
        for folder in FOLDERS {
            for entry in walkdir::WalkDir::new(root.join(folder)).into_iter().filter_map(std::result::Result::ok) {
                seen.insert(entry.path().to_path_buf(), print_of(entry.path()));
            }
        }
        Seen(seen)
    }

    /// Keeps the paths whose size or time changed since last seen, and remembers them.
    fn changed(&mut self, paths: Vec<PathBuf>) -> Vec<PathBuf> {
        paths
            .into_iter()
            .filter(|p| {
                let now = print_of(p);
                self.0.insert(p.clone(), now) != Some(now)
            })
            .collect()
    }
}

/// Waits until `paths` keep their size and time for [`SETTLE`] (at most [`MOST_SETTLE`]).
fn settle(paths: &[PathBuf], stopping: impl Fn() -> bool) {
    let started = Instant::now();
    let mut before = fingerprint(paths);
    while started.elapsed() < MOST_SETTLE && !stopping() {
        std::thread::sleep(SETTLE);
        let now = fingerprint(paths);
        if now == before {
            return;
        }
        before = now;
    }
}

/// Starts the watcher thread; it rebuilds through `shared` until the server stops.
pub(super) fn spawn(shared: Arc<Shared>, root: &Path) -> Result<JoinHandle<()>> {
    let root = root.canonicalize().map_err(|e| Error::io(format!("finding the site folder {}", root.display()), e))?;
    let (tx, rx) = channel::<DebounceEventResult>();
    let mut debouncer = new_debouncer(DEBOUNCE, tx)
        .map_err(|e| Error::Usage(format!("cannot watch {} for changes: {e}", root.display())))?;
    let watch = |w: &mut dyn notify::Watcher, path: &Path, mode| {
        w.watch(path, mode).map_err(|e| Error::Usage(format!("cannot watch {} for changes: {e}", path.display())))
    };
    watch(debouncer.watcher(), &root, RecursiveMode::NonRecursive)?;
    let folders: Vec<PathBuf> = FOLDERS.iter().map(|f| root.join(f)).collect();
    let mut watched: Vec<PathBuf> = Vec::new();
    for folder in folders.iter().filter(|f| f.is_dir()) {
        watch(debouncer.watcher(), folder, RecursiveMode::Recursive)?;
        watched.push(folder.clone());
    }
    let mut seen = Seen::new(&root);
    std::thread::Builder::new()
        .name("nimbook-watch".into())
        .spawn(move || {
            let stopping = || shared.stopping.load(Ordering::SeqCst);
            while !stopping() {
                let batch = match rx.recv_timeout(Duration::from_millis(200)) {
                    Ok(batch) => batch,
                    Err(RecvTimeoutError::Timeout) => continue,
                    Err(RecvTimeoutError::Disconnected) => break,
                };
                // A watcher error (e.g. too many files) rebuilds too: better a build too many.
                let changed: Vec<PathBuf> = match batch {
                    Ok(events) => events
                        .into_iter()
                        .filter(|e| e.kind == DebouncedEventKind::Any && matters(&root, &e.path))
                        .map(|e| e.path)
                        .collect(),
                    Err(_) => vec![root.clone()],
                };
                let changed = seen.changed(changed);
                if changed.is_empty() {
                    continue;
                }
                // A content/ or templates/ folder that appeared is watched from now on.
                let appeared: Vec<PathBuf> =
                    folders.iter().filter(|f| f.is_dir() && !watched.contains(f)).cloned().collect();
                for folder in appeared {
                    if debouncer.watcher().watch(&folder, RecursiveMode::Recursive).is_ok() {
                        watched.push(folder);
                    }
                }
                settle(&changed, stopping);
                // What the build reads is what was settled on.
                seen.changed(changed);
                // Changes reported while settling are part of this build.
                while rx.try_recv().is_ok() {}
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
