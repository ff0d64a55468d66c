//! The preview server's HTTP side, on the stack mdBook's own `serve` uses: tokio, hyper and an
//! axum handler. [`spawn`] runs it on its own thread and runtime; every request is answered
//! from the site in memory through [`super::http::route`].
//!
//! Bounds, each a named constant and a field of [`Limits`]: at most [`MAX_CONNECTIONS`] open
//! connections (more wait in the system's queue, so idle clients cannot use up the process's
//! file descriptors); a request's head must arrive within [`HEADER_TIMEOUT`] and fit in
//! [`MAX_HEADER_BYTES`] (hyper refuses longer ones with 431); request bodies are never read (only
//! GET and HEAD are served), so a huge `Content-Length` costs nothing; and when accepting a
//! connection fails (for example when the process is out of file descriptors) the server waits
//! [`ACCEPT_RETRY`] and goes on, instead of giving up the listener.

use super::{BuildError, Shared, Status, http};
use crate::error::{Error, Result};
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
/// The largest request head (request line and headers), in bytes.
pub const MAX_HEADER_BYTES: usize = 64 * 1024;
/// How long the server waits after a failed accept (e.g. out of file descriptors).
pub const ACCEPT_RETRY: Duration = Duration::from_millis(100);
/// How long a poll waits for a build before it answers "nothing new".
pub const POLL_WAIT: Duration = Duration::from_secs(25);

/// The live-reload script.
const LIVE_JS: &str = include_str!("live.js");

/// The bounds on what clients can make the server hold.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// The most connections served at once.
    pub max_connections: usize,
    /// How long a client may take to send a request's head, or stay idle between requests.
    pub header_timeout: Duration,
    /// The largest request head, in bytes (hyper needs at least 8,192).
    pub max_header_bytes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { max_connections: MAX_CONNECTIONS, header_timeout: HEADER_TIMEOUT, max_header_bytes: MAX_HEADER_BYTES }
    }
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
pub(super) fn spawn(listener: std::net::TcpListener, shared: Arc<Shared>, limits: Limits) -> Result<Running> {
    listener.set_nonblocking(true).map_err(|e| Error::io("setting up the server's socket", e))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("nimbook-serve")
        .enable_all()
        .build()
        .map_err(|e| Error::io("starting the server's runtime", e))?;
    let listener = {
        let _guard = runtime.enter();
        tokio::net::TcpListener::from_std(listener).map_err(|e| Error::io("setting up the server's socket", e))?
    };
    let (stop, stopped) = oneshot::channel();
    let thread = std::thread::Builder::new()
        .name("nimbook-serve".into())
        .spawn(move || {
            runtime.block_on(accept_loop(listener, shared, limits, stopped));
            // Dropping the runtime ends the open connections and their tasks.
            runtime.shutdown_timeout(Duration::from_secs(1));
        })
        .map_err(|e| Error::io("starting the server thread", e))?;
    Ok(Running { stop: Some(stop), thread: Some(thread) })
}

async fn accept_loop(
    listener: tokio::net::TcpListener,
    shared: Arc<Shared>,
    limits: Limits,
    mut stopped: oneshot::Receiver<()>,
) {
    let slots = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let app = axum::Router::new().fallback(handle).with_state(Arc::clone(&shared));
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
                    eprintln!("note: could not accept a connection ({e}); the server keeps trying");
                }
                drop(slot);
                tokio::time::sleep(ACCEPT_RETRY).await;
                continue;
            }
        };
        let service = TowerToHyperService::new(app.clone());
        let connection = builder.serve_connection(TokioIo::new(stream), service);
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

/// The overlay listing a failed build's errors, for pages sent while the site has errors (the
/// script replaces it as builds come).
fn overlay(errors: &[BuildError], good: u64) -> String {
    if errors.is_empty() {
        return String::new();
    }
    let n = errors.len();
    let mut s = String::from(
        "<div id=\"nimbook-errors\" role=\"alert\" style=\"position:fixed;left:1rem;right:1rem;bottom:1rem;\
         max-height:60vh;overflow:auto;z-index:2147483647;background:#fff5f5;color:#600;border:2px solid #c00;\
         border-radius:6px;padding:.8rem 1rem;font:14px/1.45 ui-monospace,Menlo,Consolas,monospace\">",
    );
    let shown = if good == 0 {
        "no version of the site has been built yet"
    } else {
        "the last good version of the site is shown"
    };
    s.push_str(&format!(
        "<p style=\"margin:0 0 .5rem;font-weight:bold\">{n} error{}: {shown}; save a fix and this page reloads.</p>",
        if n == 1 { "" } else { "s" }
    ));
    for e in errors {
        s.push_str("<pre style=\"margin:.3rem 0;white-space:pre-wrap\">");
        if !e.location.is_empty() {
            s.push_str(&format!("<strong>{}</strong>: ", http::escape(&e.location)));
        }
        s.push_str(&http::escape(&e.message));
        if !e.snippet.is_empty() {
            s.push('\n');
            s.push_str(&http::escape(&e.snippet));
        }
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
        overlay(&status.errors, status.good),
        status.good,
        http::escape(&status.server)
    )
}

fn page(status: &Status, code: StatusCode, title: &str, body: &str) -> Response {
    let html = format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{title}</title>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n</head>\n\
         <body style=\"font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem\">\n\
         <h1>{title}</h1>\n{body}\n</body>\n</html>\n"
    );
    response(code, "text/html; charset=utf-8", http::inject(html.as_bytes(), &live_snippet(status)))
}

fn json(status: &Status) -> Response {
    response(StatusCode::OK, "application/json", serde_json::to_vec(status).unwrap_or_default())
}

/// Waits (without holding a thread) until a build after `since` has finished, or [`POLL_WAIT`].
async fn wait_after(shared: &Shared, since: u64) -> Status {
    let mut versions = shared.versions.subscribe();
    let _ = tokio::time::timeout(POLL_WAIT, versions.wait_for(|v| *v > since)).await;
    shared.snapshot().0
}

async fn handle(State(shared): State<Arc<Shared>>, method: Method, uri: Uri) -> Response {
    if method != Method::GET && method != Method::HEAD {
        let mut r = response(
            StatusCode::METHOD_NOT_ALLOWED,
            "text/plain; charset=utf-8",
            "405 only GET and HEAD are allowed\n",
        );
        r.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return r;
    }
    let (status, files) = shared.snapshot();
    let target = uri.path_and_query().map_or("/", |p| p.as_str());
    match http::route(target, |name| files.contains_key(name)) {
        Ok(Route::Endpoint(Endpoint::Script)) => response(StatusCode::OK, http::content_type("live.js"), LIVE_JS),
        Ok(Route::Endpoint(Endpoint::Status)) => json(&status),
        Ok(Route::Endpoint(Endpoint::Poll { since })) => {
            // A page from an earlier run of the server has a larger number: answer at once.
            if since > status.version { json(&status) } else { json(&wait_after(&shared, since).await) }
        }
        // Nothing has been built yet: every page shows the errors and reloads when they are fixed.
        _ if status.good == 0 => page(
            &status,
            StatusCode::OK,
            "The site has errors",
            "<p>No page could be built yet. The errors are listed below and in the terminal; \
             this page reloads when they are fixed.</p>",
        ),
        Ok(Route::File(name)) => {
            let bytes = &files[&name];
            let content_type = http::content_type(&name);
            if content_type.starts_with("text/html") {
                response(StatusCode::OK, content_type, http::inject(bytes, &live_snippet(&status)))
            } else {
                response(StatusCode::OK, content_type, bytes.clone())
            }
        }
        Err(Refusal::NotFound) => page(
            &status,
            StatusCode::NOT_FOUND,
            "Not found",
            "<p>This site has no such page. Go to the <a href=\"/\">first page</a>.</p>",
        ),
        Err(Refusal::BadRequest(why)) => {
            response(StatusCode::BAD_REQUEST, "text/plain; charset=utf-8", format!("400 {why}\n"))
        }
    }
    .into_response()
}
