//! The preview server under abuse, on 127.0.0.1 with bounded waits: a huge declared body, a
//! huge header line, more idle connections than the server takes, more waiting long polls than
//! it has connections, running out of file descriptors (a `nimbook serve` child under
//! `ulimit -n`), and a lesson saved in chunks. After each, an ordinary request must still be
//! answered.

use crate::serve::{Fixture, PATIENCE, ServeChild, get};
use nimbook::serve::{self, ServeOptions, ServerLimits};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

/// Sends raw bytes and returns whatever comes back before the server closes or 10 s pass.
fn exchange(addr: SocketAddr, bytes: &[u8]) -> String {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    // The server may answer and close before everything is written.
    s.write_all(bytes).ok();
    let mut out = Vec::new();
    s.read_to_end(&mut out).ok();
    String::from_utf8_lossy(&out).into_owned()
}

/// A server for the fixture `f` on a free port, not watching, quiet, under `limits`.
fn start_with(f: &Fixture, limits: ServerLimits) -> serve::Server {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let options = ServeOptions { watch: false, quiet: true, limits, ..ServeOptions::new(&f.root()) };
    serve::start(listener, options).unwrap()
}

fn still_serving(addr: SocketAddr) {
    let r = get(addr, "/nim.html");
    assert_eq!(r.status, 200);
    assert!(r.text().contains("have nim-sum 9"));
}

#[test]
fn a_huge_content_length_is_not_allocated() {
    let f = Fixture::new();
    let server = f.start(false);
    let addr = server.addr();
    for method in ["GET", "POST"] {
        let reply = exchange(
            addr,
            format!("{method} / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000000\r\nConnection: close\r\n\r\nabc")
                .as_bytes(),
        );
        assert!(reply.starts_with("HTTP/1.1 "), "{method}: {reply}");
    }
    still_serving(addr);
    server.stop();
}

#[test]
fn a_huge_header_line_is_refused_without_buffering_it() {
    let f = Fixture::new();
    let server = f.start(false);
    let addr = server.addr();
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: ").unwrap();
    // Send up to 8 MB of one header; the server must give up long before.
    let chunk = vec![b'a'; 64 * 1024];
    let mut sent = 0;
    while sent < 8 << 20 {
        if s.write_all(&chunk).is_err() {
            break;
        }
        sent += chunk.len();
    }
    let mut reply = Vec::new();
    // The server may cut the connection instead of answering (the assert allows both).
    s.read_to_end(&mut reply).ok();
    let reply = String::from_utf8_lossy(&reply);
    assert!(reply.is_empty() || reply.starts_with("HTTP/1.1 431"), "{reply}");
    still_serving(addr);
    server.stop();
}

#[test]
fn idle_connections_beyond_the_limit_time_out_and_the_server_goes_on() {
    let f = Fixture::new();
    let limits =
        ServerLimits { max_connections: 4, header_timeout: Duration::from_millis(500), ..ServerLimits::default() };
    let server = start_with(&f, limits);
    let addr = server.addr();
    // Twenty clients connect and say nothing (or half a request line).
    let idle: Vec<TcpStream> = (0..20)
        .map(|i| {
            let mut s = TcpStream::connect(addr).unwrap();
            if i % 2 == 0 {
                s.write_all(b"GET / HT").unwrap();
            }
            s
        })
        .collect();
    // The server drops the idle ones as their time runs out, and answers a real request.
    let started = Instant::now();
    still_serving(addr);
    assert!(started.elapsed() < PATIENCE);
    // An idle connection was closed by the server (read gives end of file, not a timeout).
    let mut first = idle.into_iter().next().unwrap();
    first.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let mut buf = Vec::new();
    assert!(first.read_to_end(&mut buf).is_ok(), "the idle connection was closed by the server");
    server.stop();
}

#[test]
fn clients_that_never_read_a_large_file_do_not_hold_the_server() {
    let f = Fixture::new();
    std::fs::create_dir_all(f.root().join("templates/static")).unwrap();
    std::fs::write(f.root().join("templates/static/big.bin"), vec![7u8; 20 << 20]).unwrap();
    let limits = ServerLimits {
        max_connections: 4,
        write_timeout: Duration::from_millis(500),
        header_timeout: Duration::from_secs(5),
        ..ServerLimits::default()
    };
    let server = start_with(&f, limits);
    let addr = server.addr();
    // Ten clients ask for 20 MB each and read none of it: every connection is taken.
    let stuck: Vec<TcpStream> = (0..10)
        .map(|_| {
            let mut s = TcpStream::connect(addr).unwrap();
            s.write_all(b"GET /static/big.bin HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
            s
        })
        .collect();
    // Their writes stall, their connections close, and a page is served.
    let started = Instant::now();
    still_serving(addr);
    assert!(started.elapsed() < PATIENCE, "served after {:?}", started.elapsed());
    drop(stuck);
    server.stop();
}

#[cfg(unix)]
#[test]
fn running_out_of_file_descriptors_does_not_stop_the_server() {
    let f = Fixture::new();
    let server = ServeChild::start(&f.root(), Some("ulimit -n 48"));
    let addr = server.addr;
    // More connections than the child has descriptors for. Each connect is bounded, so a small
    // system queue makes connections fail rather than hang; that the server really ran out is
    // read from what it printed, below, not from how many connections the queue took.
    let hogs: Vec<TcpStream> =
        (0..120).filter_map(|_| TcpStream::connect_timeout(&addr, Duration::from_secs(2)).ok()).collect();
    // Held until the server says it ran out (it printed as much, or PATIENCE passed).
    let ran_out = server.printed_line("could not accept a connection");
    drop(hogs);
    let started = Instant::now();
    let r = loop {
        let r = get(addr, "/nim.html");
        if r.status == 200 || started.elapsed() > PATIENCE {
            break r;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let printed = server.stop();
    assert!(
        ran_out && printed.iter().any(|l| l.contains("could not accept a connection")),
        "the server never ran out of descriptors, so this test tested nothing: {printed:?}"
    );
    assert_eq!(r.status, 200, "the listener survived; the server printed {printed:?}");
    assert!(r.text().contains("have nim-sum 9"));
}

/// A lesson written in ten pieces (ten writes, each flushed, so the watcher sees each) is built
/// once, when complete. No sleep paces the writes or waits for "no more builds": the check that
/// no other build followed is a second save, whose build must be the very next version and
/// show the second text.
#[test]
fn a_lesson_saved_in_chunks_is_built_once_when_complete() {
    let f = Fixture::new();
    let server = f.start(true);
    let addr = server.addr();
    let before = server.status().version;
    let original = std::fs::read_to_string(f.lesson()).unwrap();
    let text = original.replace("nim 8 12 13", "nim 5 9 14");
    // The first pieces leave the front matter unclosed, which would be an error if it were built.
    let mut file = std::fs::File::create(f.lesson()).unwrap();
    let bytes = text.as_bytes();
    for piece in bytes.chunks(bytes.len().div_ceil(10)) {
        file.write_all(piece).unwrap();
        file.flush().unwrap();
    }
    drop(file);
    let st = server.wait_for_build(before, PATIENCE);
    assert!(st.errors.is_empty(), "a half-written lesson was built: {:?}", st.errors);
    assert_eq!(st.version, before + 1, "the first build after the save");
    assert!(get(addr, "/nim.html").text().contains("have nim-sum 2"));
    // A second save, whole at once (written beside it under a name the watcher ignores, then
    // renamed over it): had the pieces made a second build, this one would not be version + 2.
    let beside = f.lesson().with_file_name(".nim.md.tmp");
    std::fs::write(&beside, original.replace("nim 8 12 13", "nim 1 2 4")).unwrap();
    std::fs::rename(&beside, f.lesson()).unwrap();
    let st = server.wait_for_build(before + 1, PATIENCE);
    assert!(st.errors.is_empty(), "{:?}", st.errors);
    let page = get(addr, "/nim.html").text();
    assert!(page.contains("have nim-sum 7"), "the build after version {} is the second save's", before + 1);
    assert_eq!(server.status().version, before + 2, "one build for each save");
    server.stop();
}

/// Reads one response from `stream` (the server closes after it, or PATIENCE runs out).
fn response(stream: &mut TcpStream) -> String {
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    let mut bytes = Vec::new();
    // A read that times out keeps what came before it: the caller checks the text.
    stream.read_to_end(&mut bytes).ok();
    String::from_utf8_lossy(&bytes).into_owned()
}

#[test]
fn more_pollers_than_connections_do_not_starve_pages() {
    let f = Fixture::new();
    // Polls wait longer than this test's patience: a page that had to wait for one would fail.
    let limits = ServerLimits { max_connections: 8, max_polls: 2, poll_wait: 3 * PATIENCE, ..ServerLimits::default() };
    let server = start_with(&f, limits);
    let addr = server.addr();
    let version = server.status().version;
    // Twenty open tabs, each waiting for the next build (more than the server has connections).
    let mut pollers: Vec<TcpStream> = (0..20)
        .map(|_| {
            let mut s = TcpStream::connect(addr).unwrap();
            write!(s, "GET /__nimbook/poll?since={version} HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
            s
        })
        .collect();
    // A page is answered while they wait (the waits last longer than PATIENCE).
    let mut page = TcpStream::connect(addr).unwrap();
    write!(page, "GET /nim.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").unwrap();
    let reply = response(&mut page);
    assert!(reply.starts_with("HTTP/1.1 200") && reply.contains("have nim-sum 9"), "a page was starved: {reply:?}");
    // A build answers the pollers still waiting; each poll's connection is closed after its answer.
    server.rebuild();
    let replies: Vec<String> = pollers.iter_mut().map(response).collect();
    let mut told_to_wait = 0;
    for reply in &replies {
        assert!(reply.starts_with("HTTP/1.1 200"), "{reply:?}");
        assert!(reply.to_ascii_lowercase().contains("\r\nconnection: close\r\n"), "{reply:?}");
        told_to_wait += usize::from(reply.contains("\"retry\":"));
    }
    assert!(told_to_wait >= 20 - 2, "at most two polls wait: {replies:?}");
    server.stop();
}
