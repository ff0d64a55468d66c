//! The preview server (`nimbook serve`) end to end: a copy of the `basic` fixture site served on
//! a free port, fetched over raw TCP (so that no client tidies the path first): pages and
//! assets with their Content-Type, every path-traversal trick refused without the file's
//! content, live reload after an edit (with the latency printed, not asserted), a broken lesson
//! shown with its `file:line:col` while the last good page stays served, and recovery; the
//! overlay and the server's own pages in the language of the page (Chinese under `/zh/`).
//!
//! Waits are bounded (20 s at most) but nothing asserts on timing.

use crate::util::{copy_dir, fixture};
use nimbook::serve::{self, ServeOptions, Server, Status};
use nimbook::site::{self, Layout};
use serde_json::Value;
use std::fs;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The longest any test waits for the server to notice a change.
pub const PATIENCE: Duration = Duration::from_secs(20);
/// A secret beside the site: no request may ever return it.
const SECRET: &str = "TOP-SECRET-0f4c1d: this file is outside the site";

/// A temporary folder holding `site/` (a copy of the basic fixture) and `SECRET.txt` beside it.
pub struct Fixture {
    pub tmp: tempfile::TempDir,
}

impl Fixture {
    pub fn new() -> Self {
        let tmp = tempfile::tempdir().unwrap();
        copy_dir(&fixture("sites/basic"), &tmp.path().join("site"));
        fs::write(tmp.path().join("SECRET.txt"), SECRET).unwrap();
        Fixture { tmp }
    }

    pub fn root(&self) -> PathBuf {
        self.tmp.path().join("site")
    }

    pub fn lesson(&self) -> PathBuf {
        self.root().join("content/02-nim.md")
    }

    pub fn start(&self, watch: bool) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        // Built as `nimbook serve` builds: in a worker process.
        let program = Some(PathBuf::from(env!("CARGO_BIN_EXE_nimbook")));
        serve::start(listener, ServeOptions { watch, quiet: true, program, ..ServeOptions::new(&self.root()) })
            .expect("the server starts")
    }
}

/// A `nimbook serve` child on a free port (under `sh -c "SHELL && exec nimbook serve …"` when
/// `shell` is given, e.g. `ulimit -n 48`), started and watching; what it prints is read on a
/// thread, so that it never blocks on a full pipe.
pub struct ServeChild {
    pub child: std::process::Child,
    pub addr: SocketAddr,
    printed: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    reader: std::thread::JoinHandle<()>,
}

impl ServeChild {
    pub fn start(root: &std::path::Path, shell: Option<&str>) -> ServeChild {
        use std::io::{BufRead, BufReader};
        use std::process::{Command, Stdio};
        let mut command = match shell {
            Some(shell) => {
                let mut c = Command::new("sh");
                c.args(["-c", &format!("{shell} && exec \"$0\" serve \"$1\" --port 0"), env!("CARGO_BIN_EXE_nimbook")]);
                c.arg(root);
                c
            }
            None => {
                let mut c = Command::new(env!("CARGO_BIN_EXE_nimbook"));
                c.args(["serve", "--port", "0"]).arg(root);
                c
            }
        };
        let mut child = command.stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap();
        let mut lines = BufReader::new(child.stderr.take().unwrap()).lines().map_while(Result::ok);
        let mut url = None;
        for line in lines.by_ref() {
            url = url.or_else(|| line.split(" at http://").nth(1).map(|u| u.trim_end_matches('/').to_string()));
            if line.starts_with("watching ") {
                break;
            }
        }
        let addr = url.expect("the server says where it listens").parse().unwrap();
        let printed = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let into = std::sync::Arc::clone(&printed);
        let reader = std::thread::spawn(move || lines.for_each(|l| into.lock().unwrap().push(l)));
        ServeChild { child, addr, printed, reader }
    }

    /// Waits until the server has printed a line containing `needle`; false if PATIENCE runs
    /// out first.
    pub fn printed_line(&self, needle: &str) -> bool {
        let started = Instant::now();
        while started.elapsed() < PATIENCE {
            if self.printed.lock().unwrap().iter().any(|l| l.contains(needle)) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        false
    }

    /// Stops the server; what it printed after starting.
    pub fn stop(mut self) -> Vec<String> {
        // The server may have exited on its own already; either way it is gone after `wait`.
        self.child.kill().ok();
        self.child.wait().unwrap();
        self.reader.join().unwrap();
        std::mem::take(&mut *self.printed.lock().unwrap())
    }
}

/// A response: status code, header block (lower-cased) and body.
pub struct Reply {
    pub status: u16,
    pub headers: String,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    fn content_type(&self) -> String {
        self.headers
            .lines()
            .find_map(|l| l.strip_prefix("content-type:"))
            .map(|v| v.trim().to_string())
            .unwrap_or_default()
    }

    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).expect("the endpoint answers JSON")
    }
}

/// Sends `METHOD target` exactly as written and reads the whole response.
pub fn raw(addr: SocketAddr, method: &str, target: &str) -> Reply {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(40))).unwrap();
    write!(stream, "{method} {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").unwrap();
    let mut bytes = Vec::new();
    stream.read_to_end(&mut bytes).unwrap();
    let split = bytes.windows(4).position(|w| w == b"\r\n\r\n").expect("a complete response") + 4;
    let head = String::from_utf8_lossy(&bytes[..split]).to_ascii_lowercase();
    let status = head.split_whitespace().nth(1).and_then(|s| s.parse().ok()).expect("a status line");
    Reply { status, headers: head, body: bytes[split..].to_vec() }
}

pub fn get(addr: SocketAddr, target: &str) -> Reply {
    raw(addr, "GET", target)
}

/// Asks for the status after build `since`; the server holds the request until there is one.
fn poll(addr: SocketAddr, since: u64) -> Value {
    get(addr, &format!("/__nimbook/poll?since={since}")).json()
}

/// Polls until `done` holds for the status and the page, or PATIENCE runs out.
fn wait_until(addr: SocketAddr, page: &str, done: impl Fn(&Value, &str) -> bool) -> (Value, String) {
    let started = Instant::now();
    let mut since = 0;
    loop {
        let status = poll(addr, since);
        let html = get(addr, page).text();
        if done(&status, &html) {
            return (status, html);
        }
        assert!(started.elapsed() < PATIENCE, "gave up waiting; last status {status}");
        since = status["version"].as_u64().unwrap();
    }
}

#[test]
fn serves_pages_and_assets_with_their_types() {
    let f = Fixture::new();
    let server = f.start(false);
    let addr = server.addr();
    assert!(addr.ip().is_loopback());
    for (target, status, ty, needle) in [
        ("/", 200, "text/html; charset=utf-8", "<title>"),
        ("/index.html", 200, "text/html; charset=utf-8", "Introduction"),
        ("/nim.html", 200, "text/html; charset=utf-8", "have nim-sum 9"),
        ("/nim", 200, "text/html; charset=utf-8", "have nim-sum 9"),
        ("/nim.html?from=test", 200, "text/html; charset=utf-8", "have nim-sum 9"),
        ("/static/style.css", 200, "text/css; charset=utf-8", "--accent"),
        ("/static/search.js", 200, "text/javascript; charset=utf-8", "function"),
        ("/search-index.js", 200, "text/javascript; charset=utf-8", "nimbookSearchIndex"),
        ("/__nimbook/live.js", 200, "text/javascript; charset=utf-8", "/__nimbook/poll"),
        ("/__nimbook/status", 200, "application/json", "\"version\":1"),
        ("/no-such-page.html", 404, "text/html; charset=utf-8", "Not found"),
    ] {
        let r = get(addr, target);
        assert_eq!(r.status, status, "{target}");
        assert_eq!(r.content_type(), ty, "{target}");
        assert!(r.text().contains(needle), "{target} lacks {needle}");
    }
    // Served pages get the live-reload script; stylesheets and data do not.
    assert!(get(addr, "/nim.html").text().contains("<script src=\"/__nimbook/live.js\""));
    assert!(!get(addr, "/static/style.css").text().contains("__nimbook"));
    let head = raw(addr, "HEAD", "/nim.html");
    assert_eq!((head.status, head.body.len()), (200, 0));
    assert_eq!(raw(addr, "POST", "/nim.html").status, 405);
    // Serving writes nothing to disk.
    assert!(!f.root().join("output").exists());
    server.stop();
}

#[test]
fn built_files_have_no_live_reload_script() {
    let f = Fixture::new();
    let server = f.start(false);
    let served = get(server.addr(), "/nim.html").text();
    server.stop();
    site::build(&Layout::new(&f.root()), &f.root().join("output"), nimbook::views::i18n::english()).unwrap();
    let built = fs::read_to_string(f.root().join("output/nim.html")).unwrap();
    assert!(!built.contains("__nimbook"));
    // The served page is the built page plus the script, and nothing else.
    let start = served.find("<script src=\"/__nimbook/live.js\"").expect("the script is put in");
    let end = start + served[start..].find("</script>\n").unwrap() + "</script>\n".len();
    assert_eq!(format!("{}{}", &served[..start], &served[end..]), built);
}

/// Asks for `target` and checks it is refused (400 or 404) without the secret or any system file.
fn refused(target: &str) {
    let f = Fixture::new();
    // A built output folder with a symlink pointing out of it, as a server reading the disk would see.
    site::build(&Layout::new(&f.root()), &f.root().join("output"), nimbook::views::i18n::english()).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(f.tmp.path().join("SECRET.txt"), f.root().join("output/secret.txt")).unwrap();
    let server = f.start(false);
    let r = get(server.addr(), target);
    assert!(matches!(r.status, 400 | 404), "{target} gave {}", r.status);
    let body = r.text();
    assert!(!body.contains("TOP-SECRET"), "{target} leaked the secret");
    assert!(!body.contains("root:x:0"), "{target} leaked /etc/passwd");
    assert!(!body.contains("[package]"), "{target} leaked Cargo.toml");
    server.stop();
}

#[test]
fn traversal_dot_dot() {
    refused("/../SECRET.txt");
    refused("/../../../../../../etc/passwd");
}

#[test]
fn traversal_dot_dot_inside_a_folder() {
    refused("/static/../../SECRET.txt");
}

#[test]
fn traversal_percent_encoded_dots() {
    refused("/%2e%2e/SECRET.txt");
}

#[test]
fn traversal_percent_encoded_dots_and_slash() {
    refused("/%2E%2E%2FSECRET.txt");
}

#[test]
fn traversal_encoded_slash_after_dots() {
    refused("/..%2fSECRET.txt");
    refused("/..%2F..%2F..%2Fetc%2Fpasswd");
}

#[test]
fn traversal_double_slash_absolute_path() {
    refused("//etc/passwd");
}

#[test]
fn traversal_absolute_url() {
    refused("http://127.0.0.1/../SECRET.txt");
}

#[test]
fn traversal_windows_drive_and_backslashes() {
    refused("/C:\\Windows\\win.ini");
    refused("/..\\SECRET.txt");
    refused("/..%5cSECRET.txt");
}

#[test]
fn traversal_symlink_in_output_pointing_outside() {
    refused("/secret.txt");
}

#[test]
fn traversal_malformed_escapes() {
    refused("/%2");
    refused("/%zz");
    refused("/nim.html%00.txt");
}

#[test]
fn a_rebuild_renders_only_the_edited_lesson() {
    let f = Fixture::new();
    let server = f.start(false);
    let first = server.status();
    assert_eq!((first.version, first.good, first.lessons, first.rendered), (1, 1, 2, 2));
    let text = fs::read_to_string(f.lesson()).unwrap();
    fs::write(f.lesson(), text.replace("summary = \"The XOR rule.\"", "summary = \"The XOR rule, edited.\"")).unwrap();
    let st: Status = server.rebuild();
    assert_eq!((st.version, st.good, st.lessons, st.rendered), (2, 2, 2, 1));
    assert!(st.errors.is_empty());
    assert!(get(server.addr(), "/nim.html").text().contains("The XOR rule, edited."));
    // wait_for_build reports a build that has already happened at once.
    assert_eq!(server.wait_for_build(1, PATIENCE).version, 2);
    server.stop();
}

#[test]
fn saving_a_lesson_reloads_the_page() {
    let f = Fixture::new();
    let server = f.start(true);
    let addr = server.addr();
    let before = server.status();
    assert!(get(addr, "/nim.html").text().contains("have nim-sum 9"));
    let text = fs::read_to_string(f.lesson()).unwrap();
    // A page open in a browser is waiting on the poll endpoint.
    let since = before.version;
    let waiting = std::thread::spawn(move || (poll(addr, since), Instant::now()));
    std::thread::sleep(Duration::from_millis(100));
    let saved = Instant::now();
    fs::write(f.lesson(), text.replace("nim 8 12 13", "nim 5 9 14")).unwrap();
    let (first, notified) = waiting.join().unwrap();
    assert!(first["version"].as_u64().unwrap() > since, "the poll answered with a new build: {first}");
    let (status, html) = wait_until(addr, "/nim.html", |_, html| html.contains("have nim-sum 2"));
    let reloaded = saved.elapsed();
    eprintln!(
        "reload latency: save → poll answered {:?}, save → new page fetched {:?} (build took {} ms)",
        notified - saved,
        reloaded,
        status["millis"]
    );
    assert!(status["errors"].as_array().unwrap().is_empty());
    assert!(status["good"].as_u64().unwrap() > before.good);
    assert_eq!(status["lessons"], 2);
    assert!(!html.contains("have nim-sum 9"));
    server.stop();
}

/// The line and column (from 1) of the first occurrence of `needle` in `text`.
fn position(text: &str, needle: &str) -> (usize, usize) {
    let at = text.find(needle).unwrap();
    let line = text[..at].matches('\n').count() + 1;
    let col = at - text[..at].rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, col)
}

#[test]
fn a_broken_lesson_shows_its_error_and_keeps_the_last_good_page() {
    let f = Fixture::new();
    let server = f.start(true);
    let addr = server.addr();
    let good = fs::read_to_string(f.lesson()).unwrap();
    let broken = good.replace("nim 8 12 13", "nim 8 twelve 13");
    fs::write(f.lesson(), &broken).unwrap();
    let (line, col) = position(&broken, "twelve");
    let location = format!("02-nim.md:{line}:{col}");

    let (status, html) = wait_until(addr, "/nim.html", |s, _| s["errors"].to_string().contains("twelve"));
    let errors = status["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 1, "{status}");
    assert!(errors[0]["location"].as_str().unwrap().ends_with(&location), "{status}");
    assert_eq!(errors[0]["message"], "heap size \"twelve\" is not a whole number");
    assert_eq!(status["good"], 1, "the first build's pages are still served");
    // The last good page, with the error laid over it.
    assert!(html.contains("have nim-sum 9"), "the old page is still served");
    assert!(html.contains("id=\"nimbook-errors\""));
    assert!(html.contains(&location), "the overlay names {location}");
    assert!(html.contains("heap size &quot;twelve&quot; is not a whole number"));
    // The snippet: the line, and carets under the word, in the status (for the script) and the overlay.
    let snippet = errors[0]["snippet"].as_str().unwrap();
    assert!(
        snippet.contains(&format!("{line} | main = &quot;nim 8 twelve 13&quot;").replace("&quot;", "\"")),
        "{snippet}"
    );
    assert!(snippet.ends_with(&format!("{}^^^^^^", " ".repeat(col - 1))), "{snippet}");
    assert!(html.contains("^^^^^^</pre>"), "the overlay shows the snippet");
    assert!(get(addr, "/__nimbook/status").text().contains(&location));

    // Fix it: the errors go and the fixed page is served, without a restart.
    fs::write(f.lesson(), good.replace("nim 8 12 13", "nim 5 9 14")).unwrap();
    let (status, html) = wait_until(addr, "/nim.html", |s, html| {
        s["errors"].as_array().unwrap().is_empty() && html.contains("have nim-sum 2")
    });
    assert!(status["good"].as_u64().unwrap() > 1);
    assert!(!html.contains("nimbook-errors"));
    server.stop();
}

#[test]
fn a_site_broken_from_the_start_shows_its_errors_until_fixed() {
    let f = Fixture::new();
    let good = fs::read_to_string(f.lesson()).unwrap();
    fs::write(f.lesson(), good.replace("nim 8 12 13", "nim 8 -3 13")).unwrap();
    let server = f.start(false);
    let addr = server.addr();
    // Every page (and a missing one) shows the errors, and says that nothing is built yet.
    for target in ["/", "/nim.html", "/no-such-page.html"] {
        let r = get(addr, target);
        assert_eq!(r.status, 200, "{target}");
        let text = r.text();
        assert!(text.contains("02-nim.md:"), "{target}: {text}");
        assert!(text.contains("is negative"), "{target}");
        assert!(text.contains("no version of the site has been built yet"), "{target}");
        assert!(!text.contains("last good version"), "{target}");
        assert!(text.contains("/__nimbook/live.js"), "{target} reloads when fixed");
    }
    assert_eq!(server.status().good, 0);
    fs::write(f.lesson(), good).unwrap();
    let st = server.rebuild();
    assert_eq!((st.good, st.errors.len()), (2, 0));
    assert_eq!(get(addr, "/nim.html").status, 200);
    server.stop();
}

#[test]
fn a_folder_without_lessons_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let e = serve::start(listener, ServeOptions { watch: false, quiet: true, ..ServeOptions::new(tmp.path()) })
        .err()
        .expect("not a site");
    assert!(e.to_string().contains("there is no content folder"), "{e}");
}

#[test]
fn stopping_frees_the_port() {
    let f = Fixture::new();
    let server = f.start(true);
    let addr = server.addr();
    assert_eq!(get(addr, "/").status, 200);
    // A page waiting for a reload does not keep the server from stopping.
    let mut waiting = TcpStream::connect(addr).unwrap();
    write!(waiting, "GET /__nimbook/poll?since=1 HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    server.stop();
    drop(waiting);
    let started = Instant::now();
    while TcpListener::bind(addr).is_err() {
        assert!(started.elapsed() < PATIENCE, "the port stays taken after stop");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn the_overlay_and_the_servers_pages_speak_the_pages_language() {
    let f = Fixture::new();
    let zh = f.root().join("content/zh");
    fs::create_dir_all(&zh).unwrap();
    let good = fs::read_to_string(f.lesson()).unwrap();
    let broken = good.replace("nim 8 12 13", "nim 8 twelve 13");
    fs::copy(f.root().join("content/01-intro.md"), zh.join("01-intro.md")).unwrap();
    fs::write(zh.join("02-nim.md"), &broken).unwrap();
    let server = f.start(false);
    let addr = server.addr();
    // Nothing built yet: the page that says so is in the language of the address.
    let page = get(addr, "/zh/nim.html").text();
    assert!(page.contains("<html lang=\"zh\">") && page.contains("<h1>网站有错误</h1>"), "{page}");
    assert!(page.contains("1 个错误：网站还没有成功构建过"), "{page}");
    assert!(page.contains("heap size &quot;twelve&quot; is not a whole number"), "the errors stay English");
    assert!(page.contains("data-lang=\"zh\""), "the script asks for Chinese words");
    let page = get(addr, "/nim.html").text();
    assert!(page.contains("<h1>The site has errors</h1>") && page.contains("1 error: no version"), "{page}");

    // A good build, then a broken one: each lesson page shows the overlay in its own language.
    fs::write(zh.join("02-nim.md"), &good).unwrap();
    let st = server.rebuild();
    assert!(st.errors.is_empty(), "{:?}", st.errors);
    fs::write(zh.join("02-nim.md"), &broken).unwrap();
    assert_eq!(server.rebuild().errors.len(), 1);
    let page = get(addr, "/zh/nim.html").text();
    assert!(page.contains("have nim-sum 9"), "the last good page is served");
    let overlay = &page[page.find("id=\"nimbook-errors\"").expect("the overlay")..];
    assert!(
        overlay.contains("1 个错误：当前显示的是网站上一次成功构建的版本；保存修改后，本页会自动重新加载。"),
        "{overlay}"
    );
    let page = get(addr, "/nim.html").text();
    assert!(page.contains("1 error: the last good version of the site is shown; save a fix and this page reloads."));
    assert!(page.contains("data-lang=\"en\""));
    // The script's words come with the status, in the language it asks for.
    let status = get(addr, "/__nimbook/poll?since=0&lang=zh").json();
    assert_eq!(
        status["words"]["heading"],
        "1 个错误：当前显示的是网站上一次成功构建的版本；保存修改后，本页会自动重新加载。"
    );
    assert_eq!(status["words"]["hide"], "隐藏错误信息");
    assert_eq!(status["errors"][0]["message"], "heap size \"twelve\" is not a whole number");
    let status = get(addr, "/__nimbook/poll?since=0").json();
    assert_eq!(status["words"]["hide"], "Hide the errors");
    assert!(status["words"]["heading"].as_str().unwrap().starts_with("1 error: the last good version"));

    // No such page: in the language of the address, with a link to that edition's first page.
    let r = get(addr, "/zh/no-such-page.html");
    assert_eq!(r.status, 404);
    assert!(r.text().contains("<p>本站没有这个页面。请前往<a href=\"/zh/\">首页</a>。</p>"), "{}", r.text());
    assert!(get(addr, "/no-such-page.html").text().contains("Go to the <a href=\"/\">first page</a>."));
    server.stop();
}
