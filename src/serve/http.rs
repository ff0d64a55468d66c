//! The pure part of the preview server: which file (or live-reload endpoint) a request line's
//! URL names, the Content-Type of each kind of file, and how the live-reload script is put into
//! an HTML page. Nothing here touches the disk: the server only ever answers from the built
//! site in memory, so a URL can name a page of the site or nothing.
//!
//! The URL is checked as the client sent it, before any normalisation: `..` and `.` segments,
//! empty segments (`//etc/passwd`), backslashes, colons (`C:`), control characters, malformed
//! percent escapes and percent-encoded `/` or `\` are refused with 400, whatever they would
//! have led to.

/// Where live-reload endpoints live; no page of a site can have this name.
pub const ENDPOINT_PREFIX: &str = "__nimbook/";

/// A live-reload endpoint of the preview server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Endpoint {
    /// `/__nimbook/live.js`: the script put into every served page.
    Script,
    /// `/__nimbook/poll?since=N`: waits until build N+1 has finished, then reports it.
    Poll {
        /// The last build the page has seen.
        since: u64,
    },
    /// `/__nimbook/status`: the last build's report, at once.
    Status,
}

/// What a request URL names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    /// A file of the built site, by its name in the site (e.g. `static/style.css`).
    File(String),
    /// A live-reload endpoint.
    Endpoint(Endpoint),
}

/// Why a URL names nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// 400: the URL is malformed or tries to leave the site: the reason, the id of a message
    /// (`serve-bad-…`, terminal-serve.ftl) worded in the language of the address.
    BadRequest(&'static str),
    /// 404: a well-formed URL that names no file of the site.
    NotFound,
}

/// Decodes `%XX` escapes of one path segment; refuses malformed escapes, non-UTF-8 results and
/// encoded separators.
fn decode_segment(segment: &str) -> Result<String, Refusal> {
    let bytes = segment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes.get(i + 1..i + 3).ok_or(Refusal::BadRequest("serve-bad-truncated-escape"))?;
            let hex = std::str::from_utf8(hex).map_err(|_| Refusal::BadRequest("serve-bad-escape"))?;
            let byte = u8::from_str_radix(hex, 16).map_err(|_| Refusal::BadRequest("serve-bad-escape"))?;
            if byte == b'/' || byte == b'\\' {
                return Err(Refusal::BadRequest("serve-bad-encoded-separator"));
            }
            out.push(byte);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| Refusal::BadRequest("serve-bad-not-utf8"))
}

/// Checks one decoded segment: no `.` or `..`, no backslash, colon or control character.
fn check_segment(segment: &str) -> Result<(), Refusal> {
    if segment == "." || segment == ".." {
        return Err(Refusal::BadRequest("serve-bad-dot-segment"));
    }
    if segment.chars().any(|c| c == '\\' || c == ':' || c.is_control()) {
        return Err(Refusal::BadRequest("serve-bad-character"));
    }
    Ok(())
}

/// The `since` number of a poll's query string (0 if absent or not a number).
fn since_of(query: Option<&str>) -> u64 {
    query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .find_map(|pair| pair.strip_prefix("since="))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// Resolves a request URL (as sent, e.g. `/nim?x=1`) to a file of the site or an endpoint.
///
/// `exists` says whether the site has a file of that name. `/` and `/dir/` name `index.html`
/// files; a name without an extension also finds the page of that name (`/nim` → `nim.html`).
pub fn route(url: &str, exists: impl Fn(&str) -> bool) -> Result<Route, Refusal> {
    let (path, query) = match url.split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (url, None),
    };
    let Some(rel) = path.strip_prefix('/') else {
        return Err(Refusal::BadRequest("serve-bad-no-slash"));
    };
    if rel.starts_with('/') {
        return Err(Refusal::BadRequest("serve-bad-double-slash"));
    }
    if path.contains(['\\', '#']) {
        return Err(Refusal::BadRequest("serve-bad-backslash-or-hash"));
    }
    let raw: Vec<&str> = rel.split('/').collect();
    let mut segments = Vec::with_capacity(raw.len());
    for (i, s) in raw.iter().enumerate() {
        let decoded = decode_segment(s)?;
        check_segment(&decoded)?;
        if decoded.is_empty() && i + 1 < raw.len() {
            return Err(Refusal::BadRequest("serve-bad-empty-segment"));
        }
        segments.push(decoded);
    }
    let mut name = segments.join("/");
    if let Some(endpoint) = name.strip_prefix(ENDPOINT_PREFIX) {
        return match endpoint {
            "live.js" => Ok(Route::Endpoint(Endpoint::Script)),
            "poll" => Ok(Route::Endpoint(Endpoint::Poll { since: since_of(query) })),
            "status" => Ok(Route::Endpoint(Endpoint::Status)),
            _ => Err(Refusal::NotFound),
        };
    }
    if name.is_empty() || name.ends_with('/') {
        name.push_str("index.html");
    }
    if exists(&name) {
        return Ok(Route::File(name));
    }
    let last = segments.last().map_or("", String::as_str);
    if !last.is_empty() && !last.contains('.') {
        let page = format!("{name}.html");
        if exists(&page) {
            return Ok(Route::File(page));
        }
    }
    Err(Refusal::NotFound)
}

/// The Content-Type for a file name, by its extension.
pub fn content_type(name: &str) -> &'static str {
    let ext = name.rsplit_once('.').map_or("", |(_, e)| e).to_ascii_lowercase();
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "txt" | "md" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        "pdf" => "application/pdf",
        _ => "application/octet-stream",
    }
}

/// Puts `snippet` just before the page's last `</body>` (or at the end if there is none).
pub fn inject(html: &[u8], snippet: &str) -> Vec<u8> {
    let needle = b"</body>";
    let at = html.windows(needle.len()).rposition(|w| w.eq_ignore_ascii_case(needle)).unwrap_or(html.len());
    let mut out = Vec::with_capacity(html.len() + snippet.len());
    out.extend_from_slice(&html[..at]);
    out.extend_from_slice(snippet.as_bytes());
    out.extend_from_slice(&html[at..]);
    out
}

/// Escapes text for HTML element content and attribute values.
pub use crate::markup::escape_html as escape;

#[cfg(test)]
mod tests {
    use super::*;

    fn site(name: &str) -> bool {
        ["index.html", "nim.html", "static/style.css", "search-index.js"].contains(&name)
    }

    fn r(url: &str) -> Result<Route, Refusal> {
        route(url, site)
    }

    fn file(name: &str) -> Result<Route, Refusal> {
        Ok(Route::File(name.to_string()))
    }

    #[test]
    fn pages_and_assets() {
        assert_eq!(r("/"), file("index.html"));
        assert_eq!(r("/index.html"), file("index.html"));
        assert_eq!(r("/nim"), file("nim.html"));
        assert_eq!(r("/nim.html?x=1"), file("nim.html"));
        assert_eq!(r("/static/style.css"), file("static/style.css"));
        assert_eq!(r("/st%61tic/style.css"), file("static/style.css"));
        assert_eq!(r("/missing.html"), Err(Refusal::NotFound));
        assert_eq!(r("/static/"), Err(Refusal::NotFound));
        assert_eq!(r("/__nimbook/poll?since=7"), Ok(Route::Endpoint(Endpoint::Poll { since: 7 })));
        assert_eq!(r("/__nimbook/live.js"), Ok(Route::Endpoint(Endpoint::Script)));
        assert_eq!(r("/__nimbook/nope"), Err(Refusal::NotFound));
    }

    #[test]
    fn escapes_are_refused() {
        for url in [
            "/../Cargo.toml",
            "/static/../../Cargo.toml",
            "/%2e%2e/Cargo.toml",
            "/%2E%2E%2FCargo.toml",
            "/..%2fCargo.toml",
            "/static%2fstyle.css",
            "/..%5cCargo.toml",
            "//etc/passwd",
            "/C:\\Windows\\win.ini",
            "/C:/Windows/win.ini",
            "/static\\style.css",
            "/./index.html",
            "/static//style.css",
            "/%zz",
            "/%2",
            "/%ff",
            "/nim%00.html",
            "http://example.com/index.html",
            "*",
            "",
        ] {
            assert!(matches!(r(url), Err(Refusal::BadRequest(_))), "{url}: {:?}", r(url));
            // The reason is a message, in English and in Chinese.
            let Err(Refusal::BadRequest(why)) = r(url) else { unreachable!() };
            let messages = crate::views::i18n::Messages::builtin();
            for lang in ["en", "zh"] {
                assert_ne!(messages.lang(lang).word(why), why, "{url}: {why} is not a message in {lang}");
            }
        }
    }

    #[test]
    fn types() {
        assert_eq!(content_type("a.html"), "text/html; charset=utf-8");
        assert_eq!(content_type("static/style.css"), "text/css; charset=utf-8");
        assert_eq!(content_type("x.JS"), "text/javascript; charset=utf-8");
        assert_eq!(content_type("i.woff2"), "font/woff2");
        assert_eq!(content_type("noext"), "application/octet-stream");
    }

    #[test]
    fn injects_before_the_last_body_end() {
        assert_eq!(inject(b"<p>a</p></BODY></html>", "<s>"), b"<p>a</p><s></BODY></html>");
        assert_eq!(inject(b"<p>a</p>", "<s>"), b"<p>a</p><s>");
        assert_eq!(escape("<a href=\"x\">&"), "&lt;a href=&quot;x&quot;&gt;&amp;");
    }
}
