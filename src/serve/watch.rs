//! Watching the site for changes: `content/`, `templates/` and `games/` (recursively) and the site root
//! itself (for `nimbook.toml`, and for `content/` or `templates/` coming and going), through
//! `notify-debouncer-mini`: a path's events are reported once it has been quiet for
//! [`DEBOUNCE`], so an editor's save (often a temporary file, a rename and a metadata change)
//! makes one rebuild. Before building, the changed files must also have settled (same size and
//! modification time over [`SETTLE`]), so that a file an editor writes in chunks is not built
//! half-written. Editor back-up and swap files are ignored. Symbolic links are not followed
//! (a link out of the site would be watched whole): a change behind a link is built with the
//! next save of a lesson.
//!
//! A watch follows a folder, not its name: when `content/` is deleted and copied back, moved away
//! and back, or replaced by a branch switch or a sync tool, the watches on the old folder are gone
//! (or follow it elsewhere). So whenever a second, plain watcher of the root reports that the name
//! `content` or `templates` was made, removed or renamed, that folder is unwatched and watched
//! afresh, what is in it is looked at anew, and the site is rebuilt (files may have changed while
//! nothing watched them). Folders made or removed inside a
//! watched folder are followed by notify's recursive watch.

use super::Shared;
use crate::error::{Error, Result};
use notify::event::{EventKind, ModifyKind};
use notify::{RecursiveMode, Watcher};
use notify_debouncer_mini::{DebounceEventResult, DebouncedEventKind, new_debouncer_opt};
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
pub const FOLDERS: [&str; 3] = ["content", "templates", crate::site::game_files::GAMES_DIR];

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
        [only] => only == crate::site::config::CONFIG_FILE || FOLDERS.contains(&only.as_str()),
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
        let mut seen = Seen(HashMap::new());
        let config = root.join(crate::site::config::CONFIG_FILE);
        seen.0.insert(config.clone(), print_of(&config));
        for folder in FOLDERS {
            seen.look_again(&root.join(folder));
        }
        seen
    }

    /// Forgets what was seen under `folder` and records what is there now.
    fn look_again(&mut self, folder: &Path) {
        self.0.retain(|path, _| !path.starts_with(folder));
        for entry in walkdir::WalkDir::new(folder).into_iter().filter_map(std::result::Result::ok) {
            self.0.insert(entry.path().to_path_buf(), print_of(entry.path()));
        }
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

/// `content/` and `templates/`, each watched where it really is: a folder that is a link to one
/// elsewhere is watched there (links are not followed inside the watch), and what is reported
/// there is read as under its name.
struct Folders(Vec<(PathBuf, Option<PathBuf>)>);

impl Folders {
    fn new(root: &Path) -> Self {
        Folders(FOLDERS.iter().map(|f| (root.join(f), None)).collect())
    }

    fn names(&self) -> Vec<PathBuf> {
        self.0.iter().map(|(name, _)| name.clone()).collect()
    }

    /// Drops the watches of what `name` was (they may follow a folder that was moved elsewhere,
    /// or be gone with a deleted one) and, if a folder is there now, watches it.
    fn renew(&mut self, watcher: &mut dyn notify::Watcher, name: &Path) -> notify::Result<()> {
        let Some((_, watched)) = self.0.iter_mut().find(|(n, _)| n == name) else { return Ok(()) };
        if let Some(old) = watched.take() {
            let _ = watcher.unwatch(&old);
        }
        let Some(real) = name.canonicalize().ok().filter(|p| p.is_dir()) else { return Ok(()) };
        watcher.watch(&real, RecursiveMode::Recursive)?;
        *watched = Some(real);
        Ok(())
    }

    /// `path` as under the folder's name (`/elsewhere/02-nim.md` → `ROOT/content/02-nim.md`).
    fn as_named(&self, path: PathBuf) -> PathBuf {
        for (name, watched) in &self.0 {
            if let Some(rest) = watched.as_ref().and_then(|w| path.strip_prefix(w).ok()) {
                return name.join(rest);
            }
        }
        path
    }
}

/// Starts the watcher thread; it rebuilds through `shared` until the server stops.
pub(super) fn spawn(shared: Arc<Shared>, root: &Path) -> Result<JoinHandle<()>> {
    let root = root.canonicalize().map_err(|e| Error::io(crate::message!("serve-finding-site", root = root), e))?;
    // notify's own words say why.
    let cannot = |path: &Path, e: notify::Error| {
        Error::usage(crate::message!("serve-cannot-watch", path = path, reason = e.to_string()))
    };
    let (tx, rx) = channel::<DebounceEventResult>();
    // Links are not followed: one leading out of the site (`content/etc -> /etc`) would be
    // watched whole, folder by folder.
    let config = notify_debouncer_mini::Config::default()
        .with_timeout(DEBOUNCE)
        .with_notify_config(notify::Config::default().with_follow_symlinks(false));
    let mut debouncer = new_debouncer_opt::<_, notify::RecommendedWatcher>(config, tx).map_err(|e| cannot(&root, e))?;
    debouncer.watcher().watch(&root, RecursiveMode::NonRecursive).map_err(|e| cannot(&root, e))?;
    let mut folders = Folders::new(&root);
    for name in folders.names() {
        folders.renew(debouncer.watcher(), &name).map_err(|e| cannot(&name, e))?;
    }
    // The debouncer tells paths, not what happened to them (reading `content/` reports it too),
    // so a plain watcher of the root tells when a folder's name was made, removed or renamed.
    let (renew_tx, renew_rx) = channel::<PathBuf>();
    let names = folders.names();
    let mut root_watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        let renewed: Vec<PathBuf> = match event {
            Ok(e)
                if matches!(
                    e.kind,
                    EventKind::Create(_) | EventKind::Remove(_) | EventKind::Modify(ModifyKind::Name(_))
                ) =>
            {
                e.paths.into_iter().filter(|p| names.contains(p)).collect()
            }
            Ok(_) => Vec::new(),
            Err(_) => names.clone(),
        };
        for folder in renewed {
            let _ = renew_tx.send(folder);
        }
    })
    .map_err(|e| cannot(&root, e))?;
    root_watcher.watch(&root, RecursiveMode::NonRecursive).map_err(|e| cannot(&root, e))?;
    let mut seen = Seen::new(&root);
    std::thread::Builder::new()
        .name("nimbook-watch".into())
        .spawn(move || {
            let _root_watcher = root_watcher;
            let stopping = || shared.stopping.load(Ordering::SeqCst);
            while !stopping() {
                // A watcher error (e.g. too many files) rebuilds too, and watches afresh: better
                // a build too many.
                let (paths, failed) = match rx.recv_timeout(Duration::from_millis(200)) {
                    Ok(Ok(events)) => (
                        events
                            .into_iter()
                            .filter(|e| e.kind == DebouncedEventKind::Any)
                            .map(|e| folders.as_named(e.path))
                            .filter(|path| matters(&root, path))
                            .collect(),
                        false,
                    ),
                    Ok(Err(_)) => (vec![root.clone()], true),
                    Err(RecvTimeoutError::Timeout) => (Vec::new(), false),
                    Err(RecvTimeoutError::Disconnected) => break,
                };
                let mut renewed: Vec<PathBuf> = renew_rx.try_iter().collect();
                if failed {
                    renewed.extend(folders.names());
                }
                renewed.sort();
                renewed.dedup();
                for folder in &renewed {
                    // A folder that cannot be watched is still built now; the next change to the
                    // root tries again.
                    let _ = folders.renew(debouncer.watcher(), folder);
                    seen.look_again(folder);
                }
                let mut changed = seen.changed(paths);
                for folder in renewed {
                    if !changed.contains(&folder) {
                        changed.push(folder);
                    }
                }
                if changed.is_empty() {
                    continue;
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
        .map_err(|e| Error::io(crate::message!("serve-starting-watcher"), e))
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
