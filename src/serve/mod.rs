//! `nimbook serve`: a preview server for teachers writing lessons. It builds the site into
//! memory (it never writes `output/`: that is `nimbook build`'s job), serves it on 127.0.0.1,
//! watches `content/`, `templates/`, `games/` and `nimbook.toml` ([`watch::FOLDERS`]),
//! rebuilds on every save with [`site::generate_cached`] (so one edited lesson re-renders one
//! lesson plus the navigation),
//! and reloads the open browser tabs through a small script that long-polls
//! `/__nimbook/poll`. The script is put into the pages as they are sent, never into the files
//! `build` writes.
//!
//! A build that fails keeps the last good pages on the server; its diagnostics
//! (`file:line:col: message`, every one) are printed in the terminal and shown over the served
//! pages (the overlay's own words in the page's language, see [`words`]), and the next good
//! build clears them. Requests are answered from memory only, by
//! [`http::route`], so no URL can reach a file outside the built site.
//!
//! [`start`] runs the server on any listener (port 0 for tests) and returns a [`Server`]
//! handle that can trigger a rebuild, wait for one, and stop the server; [`run`] is the
//! command, which stops on Ctrl-C.

mod app;
mod builder;
pub mod http;
mod watch;
pub mod words;

use crate::error::{Error, Result};
use crate::site::reader::Reader;
use crate::site::{self, Cache, Layout, output::Files};
use builder::{BuildOutcome, Builder};
use serde::{Deserialize, Serialize};
use std::net::{IpAddr, SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The port `nimbook serve` uses unless told otherwise.
pub const DEFAULT_PORT: u16 = 3000;

pub use app::ServerLimits;
pub use builder::serve_worker;

/// How the server is set up.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// The site folder (holds `content/`, `templates/` and `nimbook.toml`).
    pub root: PathBuf,
    /// Rebuild when files change (tests may turn this off and call [`Server::rebuild`]).
    pub watch: bool,
    /// Print nothing in the terminal (for tests).
    pub quiet: bool,
    /// The bounds on connections and requests (tests shorten the timeouts).
    pub limits: ServerLimits,
    /// The `nimbook` program, to build in a worker process whose memory is bounded
    /// ([`crate::worker`]); `None` builds in this process.
    pub program: Option<PathBuf>,
    /// The language the server speaks in the terminal and words the build's mistakes in
    /// (`--lang`); the site's `language` when `None`.
    pub lang: Option<String>,
}

impl ServeOptions {
    /// Watching `root`, logging to standard error.
    pub fn new(root: &Path) -> Self {
        ServeOptions {
            root: root.to_path_buf(),
            watch: true,
            quiet: false,
            limits: ServerLimits::default(),
            program: None,
            lang: None,
        }
    }
}

/// One mistake of a failed build, as the browser shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BuildError {
    /// `file:line:col` (or just the file; empty when the error is not about one file).
    pub location: String,
    /// What is wrong.
    pub message: String,
    /// The source line with carets under the mistake (empty when not known).
    pub snippet: String,
    /// The language `message` is in (the reader's: `--lang`, else the site's), for the
    /// overlay's `lang`.
    pub lang: String,
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.location.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.location, self.message)
        }
    }
}

/// The state of the site after the last build, as `/__nimbook/status` and `/__nimbook/poll`
/// report it.
#[derive(Debug, Clone, Serialize)]
pub struct Status {
    /// Identifies this run of the server, so that a page from an earlier run reloads.
    pub server: String,
    /// How many builds have finished (good or not); the first build is 1.
    pub version: u64,
    /// The number of the build whose pages are served (0: no build has succeeded yet).
    pub good: u64,
    /// The mistakes of the last build (empty when it succeeded).
    pub errors: Vec<BuildError>,
    /// Lessons in the served site.
    pub lessons: usize,
    /// How many lessons the last build had to render (the others came from the cache).
    pub rendered: usize,
    /// How many files of the served site the last good build changed, added or removed.
    pub changed: usize,
    /// How long the last build took, in milliseconds.
    pub millis: u64,
}

/// The site as served: the last good build's files and the last build's status.
struct State {
    status: Status,
    files: Arc<Files>,
    /// The server's own words, in every language of the site (read again at every build).
    words: Arc<words::Words>,
}

/// What the request threads, the watcher and the handle share.
struct Shared {
    state: Mutex<State>,
    /// Signalled after every build and when the server stops.
    built: Condvar,
    stopping: AtomicBool,
    /// The site and the builder (with its cache); locked for the whole of a build, so builds
    /// never overlap.
    builder: Mutex<(Layout, Builder)>,
    /// The number of the last finished build, for the server's long polls.
    versions: tokio::sync::watch::Sender<u64>,
    quiet: bool,
    /// Whom the server speaks to in the terminal.
    reader: Reader,
    /// The warnings the last build printed (as printed): a rebuild says only the new ones.
    said: Mutex<std::collections::HashSet<String>>,
}

/// Of a build's `warnings`, those the last build did not print, and how many it did; `said`
/// becomes this build's. A warning that stands is said once, not at every save.
fn fresh_warnings(
    said: &mut std::collections::HashSet<String>,
    warnings: impl IntoIterator<Item = String>,
) -> (Vec<String>, usize) {
    let now: Vec<String> = warnings.into_iter().collect();
    let fresh: Vec<String> = now.iter().filter(|w| !said.contains(*w)).cloned().collect();
    let again = now.len() - fresh.len();
    *said = now.into_iter().collect();
    (fresh, again)
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn changed_files(old: &Files, new: &Files) -> usize {
    let gone = old.keys().filter(|k| !new.contains_key(*k)).count();
    gone + new.iter().filter(|(k, v)| old.get(*k) != Some(*v)).count()
}

impl Shared {
    /// Builds the site, updates what is served, wakes the pollers and logs the result. A panic
    /// inside the build is caught and reported like a failed build (the cache is dropped, so the
    /// next build starts afresh): the server and the watcher live on, and the next save rebuilds.
    fn rebuild(&self) -> Status {
        let mut builder = lock(&self.builder);
        let started = Instant::now();
        let (layout, build) = &mut *builder;
        let outcome = build.build(layout);
        let words = Arc::new(words::Words::load(layout));
        let elapsed = started.elapsed();
        let mut state = lock(&self.state);
        state.words = words;
        let version = state.status.version + 1;
        state.status.version = version;
        state.status.millis = u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX);
        let warnings = match outcome {
            BuildOutcome::Built { files, lessons, rendered, warnings } => {
                state.status.rendered = rendered;
                state.status.changed = changed_files(&state.files, &files);
                state.status.good = version;
                state.status.lessons = lessons;
                state.status.errors.clear();
                state.files = Arc::new(files);
                warnings
            }
            BuildOutcome::Failed(errors) => {
                state.status.rendered = 0;
                state.status.errors = errors;
                Vec::new()
            }
        };
        let status = state.status.clone();
        drop(state);
        drop(builder);
        self.built.notify_all();
        self.versions.send_replace(version);
        if !self.quiet {
            let reader = &self.reader;
            log_build(&status, elapsed, reader);
            let (fresh, again) = fresh_warnings(&mut lock(&self.said), warnings);
            for w in &fresh {
                eprintln!("{}", reader.say(&crate::message!("warning-line", text = w.as_str())));
            }
            if again > 0 {
                eprintln!("{}", reader.say(&crate::message!("serve-warnings-again", count = again)));
            }
        }
        status
    }

    fn snapshot(&self) -> (Status, Arc<Files>) {
        let state = lock(&self.state);
        (state.status.clone(), Arc::clone(&state.files))
    }

    /// The server's own words, as the last build left them.
    fn words(&self) -> Arc<words::Words> {
        Arc::clone(&lock(&self.state).words)
    }

    /// Waits until a build later than `since` has finished, the server stops, or `timeout`.
    fn wait_after(&self, since: u64, timeout: Duration) -> Status {
        let deadline = Instant::now() + timeout;
        let mut state = lock(&self.state);
        while state.status.version <= since && !self.stopping.load(Ordering::SeqCst) {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            state = self.built.wait_timeout(state, left).unwrap_or_else(std::sync::PoisonError::into_inner).0;
        }
        state.status.clone()
    }
}

/// What a build did, in the terminal, for `reader`.
fn log_build(status: &Status, elapsed: Duration, reader: &Reader) {
    let time = format!("{elapsed:.0?}");
    let said = if status.errors.is_empty() && status.version == 1 {
        crate::message!("serve-built-first", lessons = status.lessons, time = time)
    } else if status.errors.is_empty() {
        crate::message!(
            "serve-built-again",
            build = status.version,
            time = time,
            rendered = status.rendered,
            lessons = status.lessons,
            changed = status.changed
        )
    } else {
        for e in &status.errors {
            eprintln!("{}", reader.say(&crate::message!("error-line", text = e.to_string())));
        }
        let served = if status.good == 0 { "none" } else { "last-good" };
        crate::message!(
            "serve-build-failed",
            build = status.version,
            time = time,
            errors = status.errors.len(),
            served = served
        )
    };
    eprintln!("{}", reader.say(&said));
}

/// A running preview server. Dropping it stops it too.
pub struct Server {
    addr: SocketAddr,
    shared: Arc<Shared>,
    http: app::Running,
    watcher: Option<JoinHandle<()>>,
}

/// Starts the preview server on `listener` (bind it to port 0 for a free port): builds the
/// site once, then answers requests and, if `options.watch`, rebuilds on every change.
///
/// A first build with mistakes in the lessons still starts the server (every page shows the
/// mistakes until they are fixed); one that cannot even find the site's lessons is an error.
pub fn start(listener: TcpListener, options: ServeOptions) -> Result<Server> {
    let addr = listener.local_addr().map_err(|e| Error::io(crate::message!("serve-reading-address"), e))?;
    // The full path, so that messages name files relative to the current folder
    // (`content/02-nim.md:5:15`, not `./content/02-nim.md:5:15`).
    let root = options.root.canonicalize().unwrap_or_else(|_| options.root.clone());
    let mut layout = Layout::new(&root);
    layout.speaks = options.lang.clone();
    let reader = builder::reader_of(&layout);
    let server_id =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos()).to_string();
    let status = Status {
        server: server_id,
        version: 0,
        good: 0,
        errors: Vec::new(),
        lessons: 0,
        rendered: 0,
        changed: 0,
        millis: 0,
    };
    let shared = Arc::new(Shared {
        state: Mutex::new(State { status, files: Arc::new(Files::new()), words: Arc::new(words::Words::builtin()) }),
        built: Condvar::new(),
        stopping: AtomicBool::new(false),
        builder: Mutex::new((
            layout.clone(),
            match options.program {
                Some(program) => Builder::Apart { program, quiet: options.quiet, remote: None },
                None => Builder::Here { cache: Cache::default() },
            },
        )),
        versions: tokio::sync::watch::Sender::new(0),
        quiet: options.quiet,
        reader,
        said: Mutex::default(),
    });
    // Not a site at all (no content folder, no lessons): say so instead of serving nothing.
    site::lesson_files(&layout.content)?;
    shared.rebuild();
    let http = app::spawn(listener, Arc::clone(&shared), options.limits)?;
    let watcher = if options.watch { Some(watch::spawn(Arc::clone(&shared), &root)?) } else { None };
    Ok(Server { addr, shared, http, watcher })
}

impl Server {
    /// The address the server listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The site's address for a browser, e.g. `http://127.0.0.1:3000/` (a server listening on
    /// every interface is shown at 127.0.0.1).
    pub fn url(&self) -> String {
        let mut addr = self.addr;
        if addr.ip().is_unspecified() {
            addr.set_ip(if addr.is_ipv4() {
                IpAddr::from([127, 0, 0, 1])
            } else {
                IpAddr::from([0u16, 0, 0, 0, 0, 0, 0, 1])
            });
        }
        format!("http://{addr}/")
    }

    /// Rebuilds now (as a saved file would) and returns the new status.
    pub fn rebuild(&self) -> Status {
        self.shared.rebuild()
    }

    /// The status of the last build.
    pub fn status(&self) -> Status {
        self.shared.snapshot().0
    }

    /// Waits until a build numbered above `version` has finished, at most `timeout`; returns
    /// the status then (check its `version` to see whether one did).
    pub fn wait_for_build(&self, version: u64, timeout: Duration) -> Status {
        self.shared.wait_after(version, timeout)
    }

    /// Stops serving and watching, and waits for the server's threads to end.
    pub fn stop(mut self) {
        self.shutdown();
    }

    fn shutdown(&mut self) {
        self.shared.stopping.store(true, Ordering::SeqCst);
        self.shared.built.notify_all();
        self.http.stop();
        if let Some(t) = self.watcher.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// `nimbook serve`: binds `bind:port`, serves `root` until Ctrl-C.
pub fn run(root: &Path, bind: IpAddr, port: u16, reader: &Reader) -> Result<()> {
    let (bind_text, port_text) = (bind.to_string(), port.to_string());
    let listener = TcpListener::bind((bind, port)).map_err(|e| match e.kind() {
        std::io::ErrorKind::AddrInUse => {
            Error::usage(crate::message!("serve-port-in-use", port = port_text.as_str(), bind = bind_text.as_str()))
        }
        std::io::ErrorKind::AddrNotAvailable => {
            Error::usage(crate::message!("serve-not-an-address", bind = bind_text.as_str()))
        }
        _ => Error::io(crate::message!("serve-listening", bind = bind_text.as_str(), port = port_text.as_str()), e),
    })?;
    let (tx, rx) = std::sync::mpsc::channel();
    ctrlc::set_handler(move || {
        let _ = tx.send(());
    })
    .map_err(|e| Error::usage(crate::message!("serve-no-ctrl-c", reason = e.to_string())))?;
    let program = std::env::current_exe().map_err(|e| Error::io(crate::message!("serve-finding-program"), e))?;
    let options =
        ServeOptions { program: Some(program), lang: Some(reader.code().to_string()), ..ServeOptions::new(root) };
    let server = start(listener, options)?;
    let say = |m: crate::message::Message| eprintln!("{}", reader.say(&m));
    say(crate::message!("serve-serving", root = root, url = server.url()));
    if !bind.is_loopback() {
        say(crate::message!("serve-open-to-network", bind = bind_text.as_str()));
    }
    let folders: Vec<String> = watch::FOLDERS.iter().map(|f| format!("{f}/")).collect();
    say(crate::message!("serve-watching", folders = site::comma_list(&folders)));
    let _ = rx.recv();
    say(crate::message!("serve-stopping"));
    server.stop();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::builder::{build_errors, guarded};
    use super::*;

    #[test]
    fn a_warning_that_stands_is_said_once() {
        let mut said = std::collections::HashSet::new();
        let w = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(fresh_warnings(&mut said, w(&["a", "b"])), (w(&["a", "b"]), 0));
        assert_eq!(fresh_warnings(&mut said, w(&["a", "b"])), (w(&[]), 2), "the same two: counted, not said");
        assert_eq!(fresh_warnings(&mut said, w(&["b", "c"])), (w(&["c"]), 1), "a new one is said");
        assert_eq!(fresh_warnings(&mut said, w(&[])), (w(&[]), 0));
        assert_eq!(fresh_warnings(&mut said, w(&["b"])), (w(&["b"]), 0), "one that came back is said again");
    }

    #[test]
    fn a_panicking_build_becomes_an_error_and_the_next_build_runs() {
        let failed: Result<()> = guarded(|| panic!("boom at lesson 3"));
        let Err(Error::Internal(message)) = failed else { panic!("a panic must become Error::Internal") };
        let text = message.to_string();
        assert!(text.contains("boom at lesson 3") && text.contains("save again"), "{text}");
        let errors = build_errors(&Error::Internal(message.clone()), &Reader::english());
        assert_eq!(errors.len(), 1);
        // Worded for a Chinese reader, the overlay's error is Chinese and says so.
        let zh = build_errors(&Error::Internal(message), &Reader::new(None, Some("zh")).unwrap());
        assert!(zh[0].message.contains("boom at lesson 3") && zh[0].message.contains("内部错误"), "{zh:?}");
        assert_eq!(zh[0].lang, "zh");
        assert_eq!(guarded(|| Ok(7)).unwrap(), 7);
    }
}
