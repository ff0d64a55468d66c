//! A build in a process of its own, with a bound on its memory: where `main` sends the
//! commands that run a site's templates (`build`, `check`, `render`, `exercises`), and where
//! `serve` keeps its builder ([`crate::serve`]).
//!
//! minijinja bounds a template's steps but not the size of what they make: `ns.s ~ ns.s` forty
//! times, or a list added to itself in a loop, asks for a terabyte in forty steps. No library
//! call can stop that halfway, and a failed allocation ends the process that made it. So the
//! work runs in a child process whose threads may hold at most [`MEMORY_LIMIT`] together
//! ([`crate::games::memory::limit_process`]); an allocation past it ends the child, and the
//! parent, which is still alive, says which lesson was being rendered and what to do. The
//! limit counts the bytes the program asks for, not the machine's pages, so the same site builds
//! or stops the same way on every computer. A failed build writes nothing: `output/` is
//! replaced only after a whole build succeeded.
//!
//! Steps and bytes are bounded; one more thing is not counted by any library: minijinja joins
//! lists lazily, so `l + l` thirty times is a list of 2^30 values that takes no memory, and
//! `l | sum` or `x in l` then walks it for an hour. So the parent also watches the time: a
//! lesson still rendering after [`LESSON_TIME`] ends the child, with the same kind of report.
//! No lesson of the course takes a second; the guard is there so that nothing hangs.
//!
//! The child tells its parent which lessons it is rendering by lines on standard error that
//! start with [`MARK`] (never shown); everything else it writes there is passed on unchanged.

use crate::error::{Diagnostic, Error};
use crate::views::message::Message;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStderr, Command, ExitCode, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What a build's threads may hold together unless [`LIMIT_ENV`] says otherwise: far above what
/// a site needs (the shipped course, both editions, peaks near 100 MB; 90 copies of its English
/// edition, 1,890 lessons, 1.7 GB), and below what makes a computer swap.
pub const MEMORY_LIMIT: u64 = 4 << 30;

/// How long one lesson may take to render before its build is stopped, unless [`TIME_ENV`] says
/// otherwise: the whole budget of a page's games (400,000,000 operations, some 20 s) fits twice
/// on a computer three times slower than usual.
pub const LESSON_TIME: Duration = Duration::from_secs(120);

/// The variable that sets another time, in seconds (at least 1).
pub const TIME_ENV: &str = "NIMBOOK_LESSON_SECONDS";

/// The whole number in the environment variable `name`, if it is one of at least `least`.
fn setting(name: &str, least: u64) -> Option<u64> {
    std::env::var(name).ok().and_then(|v| v.trim().parse::<u64>().ok()).filter(|&n| n >= least)
}

/// How long one lesson may take: [`TIME_ENV`]'s, or [`LESSON_TIME`].
pub fn lesson_time() -> Duration {
    setting(TIME_ENV, 1).map_or(LESSON_TIME, Duration::from_secs)
}

/// The variable that sets another limit, in mebibytes (at least 64), e.g. `NIMBOOK_MEMORY_MIB=8192`
/// for a site of thousands of lessons.
pub const LIMIT_ENV: &str = "NIMBOOK_MEMORY_MIB";

/// The limit in bytes: [`LIMIT_ENV`]'s, or [`MEMORY_LIMIT`].
pub fn memory_limit() -> u64 {
    setting(LIMIT_ENV, 64).and_then(|mib| mib.checked_mul(1 << 20)).unwrap_or(MEMORY_LIMIT)
}

/// A limit for people: "4 GiB", "300 MiB" (units' symbols, the same in every language).
fn said(bytes: u64) -> String {
    if bytes % (1 << 30) == 0 { format!("{} GiB", bytes >> 30) } else { format!("{} MiB", bytes >> 20) }
}

/// Set in a child's environment: the child is a worker and limits its memory. Its value is
/// [`SERVE`] for the preview server's builder, which is not a command of its own (so that no
/// help, manual page or completion shows it), else `1`: the child runs its command line.
pub const ENV: &str = "NIMBOOK_WORKER";

/// [`ENV`]'s value for the preview server's builder (`crate::serve`), whose one argument is the
/// site folder.
pub const SERVE: &str = "serve";

/// Whether this process is the preview server's builder.
pub fn serving() -> bool {
    std::env::var_os(ENV).is_some_and(|v| v == SERVE)
}

/// Starts the lines by which a worker says what it is rendering.
pub const MARK: &str = "\u{1}nimbook-worker ";

/// What Rust prints before it ends a process whose allocation failed.
const ALLOCATION_FAILED: &str = "memory allocation of ";

/// The longest line of a child's standard error passed on as one line.
const LONGEST_LINE: u64 = 1 << 16;

static WORKER: AtomicBool = AtomicBool::new(false);

/// Whether this process was started as a worker ([`ENV`] is set).
pub fn asked() -> bool {
    std::env::var_os(ENV).is_some()
}

/// Makes this process a worker: from now on its memory is limited and it marks the lessons it
/// renders. Call it first thing in `main`, before any other thread starts.
pub fn enter() {
    crate::games::memory::limit_process(memory_limit());
    WORKER.store(true, Ordering::Relaxed);
}

/// While it lives, a worker's parent knows that `lesson` is being rendered (nothing is said
/// outside a worker).
pub struct Rendering(Option<String>);

impl Rendering {
    /// Says that rendering `lesson` starts; dropping the value says it ended.
    pub fn start(lesson: &Path) -> Rendering {
        if !WORKER.load(Ordering::Relaxed) {
            return Rendering(None);
        }
        let lesson = lesson.display().to_string().replace('\n', " ");
        say('+', &lesson);
        Rendering(Some(lesson))
    }
}

impl Drop for Rendering {
    fn drop(&mut self) {
        if let Some(lesson) = &self.0 {
            say('-', lesson);
        }
    }
}

/// One line to the parent, in one write so that lines from several threads do not mix.
fn say(sign: char, lesson: &str) {
    let line = format!("{MARK}{sign}{lesson}\n");
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
}

/// What a child's standard error said, beside what was passed on.
#[derive(Debug, Default)]
pub struct Heard {
    /// The lessons it was rendering when it last spoke, with when each started.
    pub rendering: BTreeMap<String, Instant>,
    /// The lesson that took longer than [`lesson_time`], if the child was stopped for it.
    pub too_long: Option<String>,
    /// Whether its standard error has closed (it ended).
    pub closed: bool,
    /// Whether an allocation failed.
    pub out_of_memory: bool,
}

/// Passes `stderr` on to this process's standard error (unless `quiet`), keeping the marks and
/// an allocation failure in `heard`; returns when the child closes it.
pub fn relay(stderr: ChildStderr, heard: &Mutex<Heard>, quiet: bool) {
    let mut reader = BufReader::new(stderr);
    let mut line = Vec::new();
    loop {
        line.clear();
        match (&mut reader).take(LONGEST_LINE).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => {
                heard.lock().unwrap_or_else(std::sync::PoisonError::into_inner).closed = true;
                return;
            }
            Ok(_) => {}
        }
        let text = String::from_utf8_lossy(&line);
        let mut h = heard.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(mark) = text.strip_prefix(MARK) {
            let mark = mark.trim_end_matches('\n');
            if let Some(lesson) = mark.strip_prefix('+') {
                h.rendering.insert(lesson.to_string(), Instant::now());
            } else if let Some(lesson) = mark.strip_prefix('-') {
                h.rendering.remove(lesson);
            }
        } else if text.starts_with(ALLOCATION_FAILED) {
            // What follows (a backtrace, when asked for) is about nimbook, not the lesson.
            h.out_of_memory = true;
        } else if !quiet && !h.out_of_memory {
            drop(h);
            let _ = std::io::stderr().lock().write_all(&line);
        }
    }
}

/// Why a worker ended before it answered: the error to report, naming the lessons it was
/// rendering.
pub fn ended(status: Option<ExitStatus>, heard: &Heard) -> Error {
    if let Some(lesson) = &heard.too_long {
        return Error::Diagnostics(vec![Diagnostic::file(
            Path::new(lesson),
            crate::message!("site-worker-too-long", seconds = lesson_time().as_secs(), variable = TIME_ENV),
        )]);
    }
    let limit = said(memory_limit());
    if heard.out_of_memory {
        let fix = || crate::message!("site-worker-memory-fix", variable = LIMIT_ENV);
        if heard.rendering.is_empty() {
            return Error::usage(crate::message!("site-worker-memory-pages", limit = &limit, fix = fix()));
        }
        let diagnostics = heard
            .rendering
            .keys()
            .map(|lesson| {
                Diagnostic::file(
                    Path::new(lesson),
                    crate::message!("site-worker-memory-lesson", limit = &limit, fix = fix()),
                )
            })
            .collect();
        return Error::Diagnostics(diagnostics);
    }
    let how = status.map_or_else(
        || crate::message!("site-worker-how-silent"),
        |s| crate::message!("site-worker-how-status", status = s.to_string()),
    );
    let lessons: Vec<String> = heard.rendering.keys().cloned().collect();
    let during = if lessons.is_empty() {
        Message::from("")
    } else {
        crate::message!("site-worker-during", lessons = crate::site::comma_list(&lessons))
    };
    Error::internal(crate::message!("site-worker-stopped", how = how, during = during))
}

/// Until the child ends: stops it (and notes the lesson in `heard`) once a lesson has been
/// rendering for longer than [`lesson_time`].
fn watch(pid: u32, heard: &Mutex<Heard>) {
    let allowed = lesson_time();
    loop {
        std::thread::sleep(Duration::from_millis(100));
        let mut h = heard.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if h.closed || h.too_long.is_some() {
            return;
        }
        if let Some((lesson, _)) = h.rendering.iter().find(|(_, started)| started.elapsed() > allowed) {
            h.too_long = Some(lesson.clone());
            drop(h);
            stop(pid);
            return;
        }
    }
}

/// Ends the process `pid` at once.
fn stop(pid: u32) {
    #[cfg(unix)]
    signal(pid, nix::sys::signal::Signal::SIGKILL);
    #[cfg(windows)]
    let _ = Command::new("taskkill").args(["/F", "/PID", &pid.to_string()]).output();
}

/// Sends `signal` to the process `pid`.
#[cfg(unix)]
fn signal(pid: u32, signal: nix::sys::signal::Signal) {
    if let Ok(pid) = i32::try_from(pid) {
        let _ = nix::sys::signal::kill(nix::unistd::Pid::from_raw(pid), signal);
    }
}

/// A child started by [`spawn`], with the thread that passes its standard error on.
pub struct Worker {
    /// The child.
    pub child: Child,
    /// What its standard error said.
    pub heard: Arc<Mutex<Heard>>,
    relay: Option<std::thread::JoinHandle<()>>,
}

/// Starts `program` with `args` as a worker ([`ENV`] set to `role`); its standard input and
/// output are piped when `piped`, else this process's own.
pub fn spawn(
    program: &Path,
    args: &[std::ffi::OsString],
    role: &str,
    piped: bool,
    quiet: bool,
) -> std::io::Result<Worker> {
    let stdio = |piped: bool| if piped { Stdio::piped() } else { Stdio::inherit() };
    let mut child = Command::new(program)
        .args(args)
        .env(ENV, role)
        .stdin(stdio(piped))
        .stdout(stdio(piped))
        .stderr(Stdio::piped())
        .spawn()?;
    let heard = Arc::new(Mutex::new(Heard::default()));
    let stderr = child.stderr.take().expect("standard error was piped");
    let shared = Arc::clone(&heard);
    let relay =
        std::thread::Builder::new().name("worker-stderr".into()).spawn(move || relay(stderr, &shared, quiet))?;
    let watched = Arc::clone(&heard);
    let pid = child.id();
    std::thread::Builder::new().name("worker-clock".into()).spawn(move || watch(pid, &watched))?;
    Ok(Worker { child, heard, relay: Some(relay) })
}

impl Worker {
    /// Waits for the child to end and its standard error to close; returns how it ended.
    pub fn finish(&mut self) -> Option<ExitStatus> {
        let status = self.child.wait().ok();
        if let Some(relay) = self.relay.take() {
            let _ = relay.join();
        }
        status
    }

    /// How it ended, as an error (see [`ended`]), after [`Worker::finish`].
    pub fn error(&self, status: Option<ExitStatus>) -> Error {
        ended(status, &self.heard.lock().unwrap_or_else(std::sync::PoisonError::into_inner))
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        if self.relay.is_some() {
            let _ = self.child.kill();
            self.finish();
        }
    }
}

/// Runs this command again in a worker (the same program, the same arguments) and waits: its
/// exit status is this one's, and if it ended without one (its memory ran out, or it crashed)
/// the error says why. An interrupt (Ctrl-C, or SIGINT sent to this process alone) is passed on
/// to the worker, which stops as the command would have; then this one ends with status 130.
pub fn run_in_worker() -> Result<ExitCode, Error> {
    let program: PathBuf =
        std::env::current_exe().map_err(|e| Error::io(crate::message!("site-worker-finding-program"), e))?;
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let mut worker =
        spawn(&program, &args, "1", false, false).map_err(|e| Error::io(crate::message!("site-worker-starting"), e))?;
    static INTERRUPTED: AtomicBool = AtomicBool::new(false);
    let child = worker.child.id();
    // A handler set before, by a program embedding this function, is left in place.
    let _ = ctrlc::set_handler(move || {
        INTERRUPTED.store(true, Ordering::SeqCst);
        pass_interrupt(child);
    });
    let status = worker.finish();
    if INTERRUPTED.load(Ordering::SeqCst) {
        return Ok(ExitCode::from(130));
    }
    let heard = worker.heard.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let stopped = heard.out_of_memory || heard.too_long.is_some();
    drop(heard);
    match status.and_then(|s| s.code()) {
        Some(code) if !stopped => Ok(ExitCode::from(u8::try_from(code).unwrap_or(1))),
        _ => Err(worker.error(status)),
    }
}

/// Sends SIGINT to the process `pid` (on Windows, Ctrl-C reaches every process of the console).
fn pass_interrupt(pid: u32) {
    #[cfg(unix)]
    signal(pid, nix::sys::signal::Signal::SIGINT);
    #[cfg(not(unix))]
    let _ = pid;
}
