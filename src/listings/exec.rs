//! Compiling and running a listing, bounded: each listing gets its own temporary folder (removed
//! when done, also on failure), a compile time limit, and each run a time limit and an output
//! size limit (a program over either is killed, with every process it started, see [`group`]),
//! and a memory and file size limit (an allocation over it is refused). A missing compiler is an
//! error naming the package to install.

use super::{CodeLanguage, group};
use crate::message;
use crate::message::Message;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, sync_channel};
use std::time::{Duration, Instant};

/// Limits on compiling and running.
#[derive(Debug, Clone, Copy)]
pub struct RunLimits {
    /// Wall-clock time for one run of the program.
    pub run: Duration,
    /// Wall-clock time for compiling.
    pub compile: Duration,
    /// Bytes of standard output (and of error output kept) before the program is stopped.
    pub output: usize,
    /// Bytes of address space a run may take (a compile is not bounded).
    pub memory: u64,
    /// Bytes of a file a run may write.
    pub file: u64,
}

impl Default for RunLimits {
    fn default() -> Self {
        RunLimits {
            run: Duration::from_secs(5),
            compile: Duration::from_secs(120),
            output: 1 << 20,
            memory: 2 << 30,
            file: 64 << 20,
        }
    }
}

/// A temporary folder removed when dropped.
#[derive(Debug)]
pub struct TempDir(PathBuf);

impl TempDir {
    /// A fresh folder under the system's temporary folder.
    pub fn new() -> std::io::Result<TempDir> {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("nimbook-listing-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&path)?;
        Ok(TempDir(path))
    }

    /// Its path.
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunOutcome {
    /// It exited with status 0.
    Ok(String),
    /// It exited with another status (or a signal); its error output.
    Failed(String, String),
    /// It ran past the time limit and was killed.
    TimedOut,
    /// It printed more than the output limit and was killed.
    TooMuchOutput,
}

/// The program to run for a built listing.
#[derive(Debug)]
pub struct Program {
    command: PathBuf,
    args: Vec<PathBuf>,
    /// Its folder: the source, the program, and what a run writes.
    _dir: TempDir,
}

/// The compiler or interpreter a language needs, and what to install when it is missing.
pub fn tool(lang: CodeLanguage) -> (&'static str, Message) {
    match lang {
        CodeLanguage::Cpp => ("g++", message!("listing-install-cpp")),
        CodeLanguage::Python => ("python3", message!("listing-install-python")),
        CodeLanguage::Rust => ("rustc", message!("listing-install-rust")),
    }
}

/// Whether `program` can be started (`program --version` runs).
pub fn available(program: &str) -> bool {
    Command::new(program).arg("--version").stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok()
}

/// Why a listing could not be built or run; [`ExecError::message`] is the report's words (its
/// `Display`, the same in English).
#[derive(Debug)]
pub enum ExecError {
    /// The compiler or interpreter is not installed: which, and how to install it.
    Missing {
        /// The program's name.
        tool: &'static str,
        /// How to install it.
        install: Message,
    },
    /// The compiler refused the listing, with its messages.
    DoesNotCompile(String),
    /// Compiling took longer than this.
    CompileTimedOut(Duration),
    /// The compiler printed more than the output limit.
    CompilerTooChatty,
    /// The file system or the process table failed: what was being done, and why.
    Io(Message, std::io::Error),
}

impl ExecError {
    /// What went wrong, worded where it is shown (the compiler's and the system's own words
    /// as they are).
    pub fn message(&self) -> Message {
        match self {
            ExecError::Missing { tool, install } => {
                message!("listing-needs-tool", tool = *tool, install = install.clone())
            }
            ExecError::DoesNotCompile(messages) => message!("listing-does-not-compile", messages = messages.trim_end()),
            ExecError::CompileTimedOut(limit) => message!("listing-compile-timed-out", limit = format!("{limit:?}")),
            ExecError::CompilerTooChatty => message!("listing-compiler-too-chatty"),
            ExecError::Io(doing, e) => message!("listing-io", doing = doing.clone(), error = e),
        }
    }
}

/// English (tests); a reader sees [`ExecError::message`] in the reader's language.
impl std::fmt::Display for ExecError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.message(), f)
    }
}

impl std::error::Error for ExecError {}

/// Writes `source` into a fresh folder and compiles it.
pub fn build(lang: CodeLanguage, source: &str, limits: RunLimits) -> Result<Program, ExecError> {
    let dir = TempDir::new().map_err(|e| ExecError::Io(message!("listing-io-temp-folder"), e))?;
    let (tool, install) = tool(lang);
    if !available(tool) {
        return Err(ExecError::Missing { tool, install });
    }
    let (file, exe) = match lang {
        CodeLanguage::Cpp => ("main.cpp", Some("main")),
        CodeLanguage::Python => ("main.py", None),
        CodeLanguage::Rust => ("main.rs", Some("main")),
    };
    let src = dir.path().join(file);
    std::fs::write(&src, source).map_err(|e| ExecError::Io(message!("listing-io-temp-file"), e))?;
    let Some(exe) = exe else {
        return Ok(Program { command: PathBuf::from("python3"), args: vec![src], _dir: dir });
    };
    let exe = dir.path().join(exe);
    let mut cmd = Command::new(tool);
    match lang {
        CodeLanguage::Cpp => cmd.args(["-std=c++17", "-O2", "-o"]).arg(&exe).arg(&src),
        _ => cmd.args(["--edition=2021", "-O", "-o"]).arg(&exe).arg(&src),
    };
    match run(&mut cmd, "", RunLimits { run: limits.compile, ..limits })? {
        RunOutcome::Ok(_) => Ok(Program { command: exe, args: Vec::new(), _dir: dir }),
        RunOutcome::Failed(_, err) => Err(ExecError::DoesNotCompile(err)),
        RunOutcome::TimedOut => Err(ExecError::CompileTimedOut(limits.compile)),
        RunOutcome::TooMuchOutput => Err(ExecError::CompilerTooChatty),
    }
}

impl Program {
    /// Runs the program on `input`.
    pub fn run(&self, input: &str, limits: RunLimits) -> Result<RunOutcome, ExecError> {
        let mut cmd = Command::new(&self.command);
        // In its own folder: a file it writes goes there, and goes with it.
        cmd.args(&self.args).current_dir(self._dir.path());
        group::bound(&mut cmd, limits.memory, limits.file);
        run(&mut cmd, input, limits)
    }
}

/// How long the pipes may stay open once the program's group is gone (they close at once
/// unless a process that left the group holds them).
const PIPE_GRACE: Duration = Duration::from_millis(300);

/// Reads up to `limit + 1` bytes from a pipe, on a thread; the bytes come when the pipe closes
/// (or the limit is passed), which may be never: the caller waits with a deadline.
fn collect(pipe: impl Read + Send + 'static, limit: usize) -> Receiver<Vec<u8>> {
    let (tx, rx) = sync_channel(1);
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        // Past the limit the pipe is closed: the program's next write fails (or SIGPIPE ends
        // it), and the time limit ends one that ignores that.
        let _ = pipe.take(limit as u64 + 1).read_to_end(&mut kept);
        let _ = tx.send(kept);
    });
    rx
}

/// The raw descriptor of a pipe, to find who else holds it.
#[cfg(unix)]
fn fd_of(pipe: &impl std::os::fd::AsRawFd) -> i32 {
    pipe.as_raw_fd()
}
#[cfg(not(unix))]
fn fd_of<T>(_: &T) -> i32 {
    -1
}

/// Runs `cmd` with `input` on standard input, within the time and output limits. The program
/// runs in a process group of its own ([`group`]): when it exits, or at the time limit, the
/// whole group is killed, and the output pipes are waited for with a deadline, so neither a
/// child it leaves running nor a pipe held open can keep the run going.
fn run(cmd: &mut Command, input: &str, limits: RunLimits) -> Result<RunOutcome, ExecError> {
    group::prepare(cmd);
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| ExecError::Io(message!("listing-io-start"), e))?;
    let started = Instant::now();
    let processes = group::Group::of(&child);
    let (stdin, stdout, stderr) =
        (child.stdin.take().expect("piped"), child.stdout.take().expect("piped"), child.stderr.take().expect("piped"));
    let pipes = group::pipe_names(&[fd_of(&stdin), fd_of(&stdout), fd_of(&stderr)]);
    let input = input.as_bytes().to_vec();
    // A program that stops reading early closes the pipe: the write error is ignored. The
    // thread is not waited for: it ends when the pipe closes, at the latest with the group.
    std::thread::spawn(move || {
        let mut stdin = stdin;
        let _ = stdin.write_all(&input);
    });
    let out = collect(stdout, limits.output);
    let err = collect(stderr, limits.output);
    let deadline = started + limits.run;
    let exited =
        processes.wait_until(&mut child, deadline).map_err(|e| ExecError::Io(message!("listing-io-wait"), e))?;
    // Whatever the program started goes with it.
    processes.kill(&mut child);
    let status = child.wait().map_err(|e| ExecError::Io(message!("listing-io-wait"), e))?;
    drop(processes);
    let read =
        |rx: &Receiver<Vec<u8>>, until: Instant| rx.recv_timeout(until.saturating_duration_since(Instant::now()));
    let until = deadline.max(Instant::now() + PIPE_GRACE);
    let (mut out_bytes, mut err_bytes) = (read(&out, until), read(&err, until));
    if out_bytes.is_err() || err_bytes.is_err() {
        // Held open by a process that left the group: found by the pipe, killed, waited for.
        group::kill_holders(&pipes);
        let until = Instant::now() + PIPE_GRACE;
        out_bytes = out_bytes.or_else(|_| read(&out, until));
        err_bytes = err_bytes.or_else(|_| read(&err, until));
    }
    let (Ok(out), Ok(err)) = (out_bytes, err_bytes) else { return Ok(RunOutcome::TimedOut) };
    if out.len() > limits.output {
        return Ok(RunOutcome::TooMuchOutput);
    }
    if !exited {
        return Ok(RunOutcome::TimedOut);
    }
    let text = String::from_utf8_lossy(&out).into_owned();
    if status.success() {
        Ok(RunOutcome::Ok(text))
    } else {
        Ok(RunOutcome::Failed(text, String::from_utf8_lossy(&err).into_owned()))
    }
}

/// Stops every listing running now, with everything it started (for Ctrl-C during
/// `nimbook check --listings`).
pub fn stop_all() {
    group::stop_all();
}
