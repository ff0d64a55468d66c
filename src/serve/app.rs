//! The preview server's HTTP side, on the stack mdBook's own `serve` uses: tokio, hyper and an
//! axum handler. [`spawn`] runs it on its own thread and runtime; every request is answered
//! from the site in memory through [`super::http::route`].
//!
//! Bounds, each a named constant and a field of [`ServerLimits`]: at most [`MAX_CONNECTIONS`] open
//! connections (more wait in the system's queue, so idle clients cannot use up the process's
//! file descriptors); a request's head must arrive within [`HEADER_TIMEOUT`] and fit in
//! [`MAX_HEADER_BYTES`] (hyper refuses longer ones with 431); request bodies are never read (only
//! GET and HEAD are served), so a huge `Content-Length` costs nothing; a response the client does
//! not read is dropped when a write has made no progress for [`WRITE_TIMEOUT`] (so clients that
//! ask for a large file and never read cannot hold every connection); and when accepting a
//! connection fails (for example when the process is out of file descriptors) the server waits
//! [`ACCEPT_RETRY`] and goes on, instead of giving up the listener.
//!
//! Long polls (every open tab holds one) get their own small share: at most [`MAX_POLLS`] wait
//! for a build at once, each at most [`POLL_WAIT`]; a poll beyond the share is answered at once
//! with the current status and `retry` (the script polls again after [`POLL_RETRY`]). A poll's
//! connection is closed after its answer, so a tab never holds a connection between polls. So
//! however many tabs are open, polls hold at most [`MAX_POLLS`] of the [`MAX_CONNECTIONS`], and
//! pages are always served.

use super::words::{self, OwnPage};
use super::{Shared, Status, http};
use crate::error::{Error, Result};
use crate::views::i18n::Lang;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use http::{Endpoint, Refusal, Route};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;
use tokio::sync::{Semaphore, oneshot};

/// The most connections served at once.
pub const MAX_CONNECTIONS: usize = 128;
/// How long a client may take to send a request's head (and how long an idle kept-alive
/// connection stays open).
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a write to a client may wait without progress (a client that does not read what it
/// asked for) before its connection is closed.
pub const WRITE_TIMEOUT: Duration = Duration::from_secs(20);
/// The largest request head (request line and headers), in bytes.
pub const MAX_HEADER_BYTES: usize = 64 * 1024;
/// How long the server waits after a failed accept (e.g. out of file descriptors).
pub const ACCEPT_RETRY: Duration = Duration::from_millis(100);
/// How long a poll waits for a build before it answers "nothing new".
pub const POLL_WAIT: Duration = Duration::from_secs(25);
/// The most polls waiting for a build at once (a quarter of the connections).
pub const MAX_POLLS: usize = MAX_CONNECTIONS / 4;
/// How long a tab whose poll found the share full waits before polling again.
pub const POLL_RETRY: Duration = Duration::from_secs(3);

/// The live-reload script.
const LIVE_JS: &str = include_str!("live.js");

/// The bounds on what clients can make the server hold.
#[derive(Debug, Clone, Copy)]
pub struct ServerLimits {
    /// The most connections served at once.
    pub max_connections: usize,
    /// How long a client may take to send a request's head, or stay idle between requests.
    pub header_timeout: Duration,
    /// The largest request head, in bytes (hyper needs at least 8,192).
    pub max_header_bytes: usize,
    /// How long a write may wait without progress before the connection is closed.
    pub write_timeout: Duration,
    /// The most long polls waiting for a build at once.
    pub max_polls: usize,
    /// How long a poll waits for a build.
    pub poll_wait: Duration,
}

impl Default for ServerLimits {
    fn default() -> Self {
        ServerLimits {
            max_connections: MAX_CONNECTIONS,
            header_timeout: HEADER_TIMEOUT,
            max_header_bytes: MAX_HEADER_BYTES,
            write_timeout: WRITE_TIMEOUT,
            max_polls: MAX_POLLS,
            poll_wait: POLL_WAIT,
        }
    }
}

/// What the request handler needs: the site, and the share of polls.
#[derive(Clone)]
struct App {
    shared: Arc<Shared>,
    /// One permit per poll that may wait for a build.
    polls: Arc<Semaphore>,
    poll_wait: Duration,
}

/// The server's thread and the means to stop it.
pub(super) struct Running {
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Running {
    /// Stops accepting, drops every connection and waits for the thread to end.
    pub(super) fn stop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Starts serving `listener` on a thread of its own.
pub(super) fn spawn(listener: std::net::TcpListener, shared: Arc<Shared>, limits: ServerLimits) -> Result<Running> {
    listener.set_nonblocking(true).map_err(|e| Error::io(crate::message!("serve-setting-up-socket"), e))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("nimbook-serve")
        .enable_all()
        .build()
        .map_err(|e| Error::io(crate::message!("serve-starting-runtime"), e))?;
    let listener = {
        let _guard = runtime.enter();
        tokio::net::TcpListener::from_std(listener)
            .map_err(|e| Error::io(crate::message!("serve-setting-up-socket"), e))?
    };
    let (stop, stopped) = oneshot::channel();
    let thread = std::thread::Builder::new()
        .name("nimbook-serve".into())
        .spawn(move || {
            runtime.block_on(accept_loop(listener, shared, limits, stopped));
            // Dropping the runtime ends the open connections and their tasks.
            runtime.shutdown_timeout(Duration::from_secs(1));
        })
        .map_err(|e| Error::io(crate::message!("serve-starting-thread"), e))?;
    Ok(Running { stop: Some(stop), thread: Some(thread) })
}

async fn accept_loop(
    listener: tokio::net::TcpListener,
    shared: Arc<Shared>,
    limits: ServerLimits,
    mut stopped: oneshot::Receiver<()>,
) {
    let slots = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let state = App {
        shared: Arc::clone(&shared),
        polls: Arc::new(Semaphore::new(limits.max_polls.clamp(1, limits.max_connections.max(2) - 1))),
        poll_wait: limits.poll_wait,
    };
    let app = axum::Router::new().fallback(handle).with_state(state);
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .max_buf_size(limits.max_header_bytes.max(8192))
        .keep_alive(true);
    let mut accept_failures = 0u64;
    loop {
        // Take a slot before accepting, so excess clients wait in the system's queue.
        let slot = tokio::select! {
            _ = &mut stopped => return,
            slot = Arc::clone(&slots).acquire_owned() => match slot { Ok(s) => s, Err(_) => return },
        };
        let stream = tokio::select! {
            _ = &mut stopped => return,
            accepted = listener.accept() => accepted,
        };
        let stream = match stream {
            Ok((stream, _)) => stream,
            Err(e) => {
                accept_failures += 1;
                if !shared.quiet && accept_failures.is_power_of_two() {
                    let said = crate::message!("serve-accept-failed", reason = e.to_string());
                    eprintln!("{}", shared.reader.say(&said));
                }
                drop(slot);
                tokio::time::sleep(ACCEPT_RETRY).await;
                continue;
            }
        };
        let service = TowerToHyperService::new(app.clone());
        let mut stream = tokio_io_timeout::TimeoutStream::new(stream);
        stream.set_write_timeout(Some(limits.write_timeout));
        let connection = builder.serve_connection(TokioIo::new(Box::pin(stream)), service);
        tokio::spawn(async move {
            let _ = connection.await;
            drop(slot);
        });
    }
}

fn response(code: StatusCode, content_type: &'static str, body: impl Into<Body>) -> Response {
    let mut r = Response::new(body.into());
    *r.status_mut() = code;
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    r
}

/// A page of the server's own (`words::broken_page`, `words::not_found_page`) in `lang`.
fn page(status: &Status, code: StatusCode, lang: Lang<'_>, (title, body): OwnPage) -> Response {
    let (title, code_attr) = (http::escape(&title), http::escape(lang.code()));
    let html = format!(
        "<!doctype html>\n<html lang=\"{code_attr}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{title}</title>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n</head>\n\
         <body style=\"font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem\">\n\
         <h1>{title}</h1>\n{body}\n</body>\n</html>\n"
    );
    response(code, "text/html; charset=utf-8", http::inject(html.as_bytes(), &words::live_snippet(status, lang)))
}

/// The status as JSON, with the overlay's words in `lang`.
fn json(status: &Status, lang: Lang<'_>) -> Response {
    let reply = words::StatusReply::new(status, lang);
    response(StatusCode::OK, "application/json", serde_json::to_vec(&reply).unwrap_or_default())
}

/// Waits (without holding a thread) until a build after `since` has finished, or `wait`.
async fn wait_after(shared: &Shared, since: u64, wait: Duration) -> Status {
    let mut versions = shared.versions.subscribe();
    let _ = tokio::time::timeout(wait, versions.wait_for(|v| *v > since)).await;
    shared.snapshot().0
}

/// A poll's answer: at once when the page is behind (or from an earlier run of the server) or
/// the polls' share is full (then with `retry`), else when the next build finishes. Its
/// connection is closed after it.
async fn poll(app: &App, status: Status, since: u64, query: Option<&str>) -> Response {
    let mut r = if since != status.version {
        json(&status, app.shared.words().for_query(query))
    } else if let Ok(_waiting) = Arc::clone(&app.polls).try_acquire_owned() {
        let status = wait_after(&app.shared, since, app.poll_wait).await;
        // The words as the build just finished left them (a site may have edited them).
        json(&status, app.shared.words().for_query(query))
    } else {
        let words = app.shared.words();
        let mut reply = words::StatusReply::new(&status, words.for_query(query));
        reply.retry = Some(u64::try_from(POLL_RETRY.as_millis()).unwrap_or(u64::MAX));
        response(StatusCode::OK, "application/json", serde_json::to_vec(&reply).unwrap_or_default())
    };
    r.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
    r
}

async fn handle(State(app): State<App>, method: Method, uri: Uri) -> Response {
    let shared = &app.shared;
    let target = uri.path_and_query().map_or("/", |p| p.as_str());
    if method != Method::GET && method != Method::HEAD {
        let why = shared.words().for_address(target).word("serve-only-get");
        let mut r = response(StatusCode::METHOD_NOT_ALLOWED, "text/plain; charset=utf-8", format!("405 {why}\n"));
        r.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return r;
    }
    let (status, files) = shared.snapshot();
    let words = shared.words();
    match http::route(target, |name| files.contains_key(name)) {
        Ok(Route::Endpoint(Endpoint::Script)) => response(StatusCode::OK, http::content_type("live.js"), LIVE_JS),
        Ok(Route::Endpoint(Endpoint::Status)) => json(&status, words.for_query(uri.query())),
        Ok(Route::Endpoint(Endpoint::Poll { since })) => poll(&app, status, since, uri.query()).await,
        // Nothing has been built yet: every page shows the errors and reloads when they are fixed.
        _ if status.good == 0 => {
            let lang = words.for_address(target);
            page(&status, StatusCode::OK, lang, words::broken_page(lang))
        }
        Ok(Route::File(name)) => {
            let bytes = &files[&name];
            let content_type = http::content_type(&name);
            if content_type.starts_with("text/html") {
                let snippet = words::live_snippet(&status, words.for_page(bytes, target));
                response(StatusCode::OK, content_type, http::inject(bytes, &snippet))
            } else {
                response(StatusCode::OK, content_type, bytes.clone())
            }
        }
        Err(Refusal::NotFound) => {
            let lang = words.for_address(target);
            // The first page of the language's edition, if the site has one.
            let own = format!("{}/index.html", lang.code());
            let first = if files.contains_key(&own) { format!("/{}/", lang.code()) } else { "/".to_string() };
            page(&status, StatusCode::NOT_FOUND, lang, words::not_found_page(lang, &first))
        }
        Err(Refusal::BadRequest(why)) => {
            let why = words.for_address(target).word(why);
            response(StatusCode::BAD_REQUEST, "text/plain; charset=utf-8", format!("400 {why}\n"))
        }
    }
    .into_response()
}
