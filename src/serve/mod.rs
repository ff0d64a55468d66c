//! `nimbook serve`: a preview server for teachers writing lessons. It builds the site into
//! memory (it never writes `output/`: that is `nimbook build`'s job), serves it on 127.0.0.1,
//! watches `content/`, `templates/` and `nimbook.toml`, rebuilds on every save with
//! [`site::generate_cached`] (so one edited lesson re-renders one lesson plus the navigation),
//! and reloads the open browser tabs through a small script that long-polls
//! `/__nimbook/poll`. The script is put into the pages as they are sent, never into the files
//! `build` writes.
//!
//! A build that fails keeps the last good pages on the server; its diagnostics
//! (`file:line:col: message`, every one) are printed in the terminal and shown over the served
//! pages, and the next good build clears them. Requests are answered from memory only, by
//! [`http::route`], so no URL can reach a file outside the built site.
//!
//! [`start`] runs the server on any listener (port 0 for tests) and returns a [`Server`]
//! handle that can trigger a rebuild, wait for one, and stop the server; [`run`] is the
//! command, which stops on Ctrl-C.

pub mod http;
mod watch;

use crate::error::{self, Error, Result};
use crate::site::{self, Cache, Layout, output::Files};
use http::{Endpoint, Refusal, Route};
use serde::Serialize;
use std::net::{IpAddr, SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The port `nimbook serve` uses unless told otherwise.
pub const DEFAULT_PORT: u16 = 3000;

/// How long a poll waits for a build before it answers "nothing new".
const POLL_WAIT: Duration = Duration::from_secs(25);

/// The live-reload script.
const LIVE_JS: &str = include_str!("live.js");

/// How the server is set up.
#[derive(Debug, Clone)]
pub struct Options {
    /// The site folder (holds `content/`, `templates/` and `nimbook.toml`).
    pub root: PathBuf,
    /// Rebuild when files change (tests may turn this off and call [`Server::rebuild`]).
    pub watch: bool,
    /// Print nothing in the terminal (for tests).
    pub quiet: bool,
}

impl Options {
    /// Watching `root`, logging to standard error.
    pub fn new(root: &Path) -> Self {
        Options { root: root.to_path_buf(), watch: true, quiet: false }
    }
}

/// One mistake of a failed build, as the browser shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BuildError {
    /// `file:line:col` (or just the file; empty when the error is not about one file).
    pub location: String,
    /// What is wrong.
    pub message: String,
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
}

/// What the request threads, the watcher and the handle share.
struct Shared {
    state: Mutex<State>,
    /// Signalled after every build and when the server stops.
    built: Condvar,
    stopping: AtomicBool,
    /// Holds the cache; locked for the whole of a build, so builds never overlap.
    builder: Mutex<(Layout, Cache)>,
    quiet: bool,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The errors of a failed build, one per diagnostic.
fn build_errors(e: &Error) -> Vec<BuildError> {
    match e {
        Error::Diagnostics(list) => {
            list.iter().map(|d| BuildError { location: d.location(), message: d.message.clone() }).collect()
        }
        other => {
            let text = error::report(other);
            let message = text.strip_prefix("error: ").unwrap_or(&text).to_string();
            vec![BuildError { location: String::new(), message }]
        }
    }
}

fn changed_files(old: &Files, new: &Files) -> usize {
    let gone = old.keys().filter(|k| !new.contains_key(*k)).count();
    gone + new.iter().filter(|(k, v)| old.get(*k) != Some(*v)).count()
}

impl Shared {
    /// Builds the site, updates what is served, wakes the pollers and logs the result.
    fn rebuild(&self) -> Status {
        let mut builder = lock(&self.builder);
        let started = Instant::now();
        let (layout, cache) = &mut *builder;
        let result = site::generate_cached(layout, cache);
        let elapsed = started.elapsed();
        let rendered = cache.last_rendered;
        let mut state = lock(&self.state);
        let version = state.status.version + 1;
        state.status.version = version;
        state.status.millis = u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX);
        state.status.rendered = rendered;
        match &result {
            Ok((files, summary)) => {
                state.status.changed = changed_files(&state.files, files);
                state.status.good = version;
                state.status.lessons = summary.lessons;
                state.status.errors.clear();
            }
            Err(e) => state.status.errors = build_errors(e),
        }
        if let Ok((files, _)) = result {
            state.files = Arc::new(files);
        }
        let status = state.status.clone();
        drop(state);
        drop(builder);
        self.built.notify_all();
        if !self.quiet {
            log_build(&status, elapsed);
        }
        status
    }

    fn snapshot(&self) -> (Status, Arc<Files>) {
        let state = lock(&self.state);
        (state.status.clone(), Arc::clone(&state.files))
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

fn log_build(status: &Status, elapsed: Duration) {
    if status.errors.is_empty() && status.version == 1 {
        eprintln!("built {} lessons in {elapsed:.0?}", status.lessons);
    } else if status.errors.is_empty() {
        eprintln!(
            "built #{} in {:.0?}: {} of {} lesson{} rendered, {} file{} changed",
            status.version,
            elapsed,
            status.rendered,
            status.lessons,
            if status.lessons == 1 { "" } else { "s" },
            status.changed,
            if status.changed == 1 { "" } else { "s" },
        );
    } else {
        for e in &status.errors {
            eprintln!("error: {e}");
        }
        let n = status.errors.len();
        let served = if status.good == 0 { "no pages yet" } else { "the last good pages" };
        eprintln!(
            "build #{} failed in {elapsed:.0?} with {n} error{}; serving {served} until a fix is saved",
            status.version,
            if n == 1 { "" } else { "s" }
        );
    }
}

/// A running preview server. Dropping it stops it too.
pub struct Server {
    addr: SocketAddr,
    shared: Arc<Shared>,
    http: Arc<tiny_http::Server>,
    threads: Vec<JoinHandle<()>>,
}

/// Starts the preview server on `listener` (bind it to port 0 for a free port): builds the
/// site once, then answers requests and, if `options.watch`, rebuilds on every change.
///
/// A first build with mistakes in the lessons still starts the server (the browser shows the
/// mistakes until they are fixed); one that cannot even find the site's lessons is an error.
pub fn start(listener: TcpListener, options: Options) -> Result<Server> {
    let addr = listener.local_addr().map_err(|e| Error::io("reading the server's address", e))?;
    // The full path, so that messages name files relative to the current folder
    // (`content/02-nim.md:5:15`, not `./content/02-nim.md:5:15`).
    let root = options.root.canonicalize().unwrap_or_else(|_| options.root.clone());
    let layout = Layout::new(&root);
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
        state: Mutex::new(State { status, files: Arc::new(Files::new()) }),
        built: Condvar::new(),
        stopping: AtomicBool::new(false),
        builder: Mutex::new((layout.clone(), Cache::default())),
        quiet: options.quiet,
    });
    // Not a site at all (no content folder, no lessons): say so instead of serving nothing.
    site::lesson_files(&layout.content)?;
    shared.rebuild();
    let http = tiny_http::Server::from_listener(listener, None)
        .map_err(|e| Error::Usage(format!("cannot start the web server on {addr}: {e}")))?;
    let http = Arc::new(http);
    let mut threads = Vec::new();
    if options.watch {
        threads.push(watch::spawn(Arc::clone(&shared), &root)?);
    }
    let (accept_shared, accept_http) = (Arc::clone(&shared), Arc::clone(&http));
    threads.push(
        std::thread::Builder::new()
            .name("nimbook-serve".into())
            .spawn(move || accept_loop(&accept_shared, &accept_http))
            .map_err(|e| Error::io("starting the server thread", e))?,
    );
    Ok(Server { addr, shared, http, threads })
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
        self.http.unblock();
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shutdown();
    }
}

fn accept_loop(shared: &Arc<Shared>, http: &tiny_http::Server) {
    while !shared.stopping.load(Ordering::SeqCst) {
        match http.recv_timeout(Duration::from_millis(200)) {
            Ok(Some(request)) => {
                let shared = Arc::clone(shared);
                // One thread per request: polls wait for minutes, pages are answered at once.
                let spawned = std::thread::Builder::new().name("nimbook-request".into()).spawn(move || {
                    let _ = respond(&shared, request);
                });
                if spawned.is_err() {
                    std::thread::sleep(Duration::from_millis(50));
                }
            }
            Ok(None) => {}
            Err(_) => break,
        }
    }
}

type Response = tiny_http::Response<std::io::Cursor<Vec<u8>>>;

fn header(name: &str, value: &str) -> tiny_http::Header {
    tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("header names and values are ASCII")
}

fn response(code: u16, content_type: &str, body: Vec<u8>) -> Response {
    tiny_http::Response::from_data(body)
        .with_status_code(code)
        .with_header(header("Content-Type", content_type))
        .with_header(header("Cache-Control", "no-store"))
        .with_header(header("X-Content-Type-Options", "nosniff"))
}

/// The overlay listing a failed build's errors, for pages sent while the site has errors (the
/// script replaces it as builds come).
fn overlay(errors: &[BuildError]) -> String {
    if errors.is_empty() {
        return String::new();
    }
    let n = errors.len();
    let mut s = String::from(
        "<div id=\"nimbook-errors\" role=\"alert\" style=\"position:fixed;left:1rem;right:1rem;bottom:1rem;\
         max-height:60vh;overflow:auto;z-index:2147483647;background:#fff5f5;color:#600;border:2px solid #c00;\
         border-radius:6px;padding:.8rem 1rem;font:14px/1.45 ui-monospace,Menlo,Consolas,monospace\">",
    );
    s.push_str(&format!(
        "<p style=\"margin:0 0 .5rem;font-weight:bold\">{n} error{}: the last good version of the site is shown; \
         save a fix and this page reloads.</p>",
        if n == 1 { "" } else { "s" }
    ));
    for e in errors {
        s.push_str("<pre style=\"margin:.3rem 0;white-space:pre-wrap\">");
        if !e.location.is_empty() {
            s.push_str(&format!("<strong>{}</strong>: ", http::escape(&e.location)));
        }
        s.push_str(&http::escape(&e.message));
        s.push_str("</pre>");
    }
    s.push_str("</div>");
    s
}

/// What goes before `</body>` of every page sent: the overlay (if the site has errors) and the
/// live-reload script.
fn live_snippet(status: &Status) -> String {
    format!(
        "{}<script src=\"/__nimbook/live.js\" data-good=\"{}\" data-server=\"{}\"></script>\n",
        overlay(&status.errors),
        status.good,
        http::escape(&status.server)
    )
}

fn page(status: &Status, code: u16, title: &str, body: &str) -> Response {
    let html = format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{title}</title>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n</head>\n\
         <body style=\"font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem\">\n\
         <h1>{title}</h1>\n{body}\n</body>\n</html>\n"
    );
    response(code, "text/html; charset=utf-8", http::inject(html.as_bytes(), &live_snippet(status)))
}

fn respond(shared: &Shared, request: tiny_http::Request) -> std::io::Result<()> {
    use tiny_http::Method;
    if !matches!(request.method(), Method::Get | Method::Head) {
        let r = response(405, "text/plain; charset=utf-8", b"405 only GET and HEAD are allowed\n".to_vec())
            .with_header(header("Allow", "GET, HEAD"));
        return request.respond(r);
    }
    let (status, files) = shared.snapshot();
    let route = http::route(request.url(), |name| files.contains_key(name));
    let r = match route {
        Ok(Route::Endpoint(Endpoint::Script)) => response(200, http::content_type("live.js"), LIVE_JS.into()),
        Ok(Route::Endpoint(Endpoint::Status)) => json(&status),
        Ok(Route::Endpoint(Endpoint::Poll { since })) => {
            // A page from an earlier run of the server has a larger number: answer at once.
            let status = if since > status.version { status } else { shared.wait_after(since, POLL_WAIT) };
            json(&status)
        }
        _ if status.good == 0 => page(
            &status,
            503,
            "The site has errors",
            "<p>No page could be built yet. The errors are listed below and in the terminal; \
             this page reloads when they are fixed.</p>",
        ),
        Ok(Route::File(name)) => {
            let bytes = &files[&name];
            let content_type = http::content_type(&name);
            if content_type.starts_with("text/html") {
                response(200, content_type, http::inject(bytes, &live_snippet(&status)))
            } else {
                response(200, content_type, bytes.clone())
            }
        }
        Err(Refusal::NotFound) => page(
            &status,
            404,
            "Not found",
            "<p>This site has no such page. Go to the <a href=\"/\">first page</a>.</p>",
        ),
        Err(Refusal::BadRequest(why)) => response(400, "text/plain; charset=utf-8", format!("400 {why}\n").into()),
    };
    request.respond(r)
}

fn json(status: &Status) -> Response {
    response(200, "application/json", serde_json::to_vec(status).expect("a status serialises"))
}

/// `nimbook serve`: binds `bind:port`, serves `root` until Ctrl-C.
pub fn run(root: &Path, bind: IpAddr, port: u16) -> Result<()> {
    let listener = TcpListener::bind((bind, port)).map_err(|e| match e.kind() {
        std::io::ErrorKind::AddrInUse => Error::Usage(format!(
            "port {port} on {bind} is already in use (is another nimbook serve running?); \
             choose another with --port N, or --port 0 for any free port"
        )),
        std::io::ErrorKind::AddrNotAvailable => {
            Error::Usage(format!("{bind} is not an address of this computer; leave out --bind to use 127.0.0.1"))
        }
        _ => Error::io(format!("listening on {bind}:{port}"), e),
    })?;
    let (tx, rx) = std::sync::mpsc::channel();
    ctrlc::set_handler(move || {
        let _ = tx.send(());
    })
    .map_err(|e| Error::Usage(format!("cannot catch Ctrl-C: {e}")))?;
    let server = start(listener, Options::new(root))?;
    eprintln!("serving {} at {}", root.display(), server.url());
    if !bind.is_loopback() {
        eprintln!("note: listening on {bind}: other computers on the network can see these pages");
    }
    eprintln!("watching content/, templates/ and nimbook.toml; save a file to rebuild and reload; Ctrl-C stops");
    let _ = rx.recv();
    eprintln!("stopping");
    server.stop();
    Ok(())
}
