//! Where `serve` builds: in a worker process of its own (`nimbook` started with
//! `NIMBOOK_WORKER=serve`, the site folder and the reader's language, [`crate::worker::SERVE`]: what the
//! command does), or in the server's process (for programs that embed the server and have no
//! `nimbook` program to start). The worker keeps the cache between builds as the server would,
//! so a save re-renders only what changed; its memory is bounded ([`crate::worker`]), so a
//! template that grows a value without bound ends the worker, not the server: the server shows
//! the mistake over the last good pages and starts a new worker at the next save.
//!
//! Between server and worker: the server writes `build` and a newline; the worker answers with
//! one line of JSON ([`Header`]) and, after a good build, each file as its path's length, the
//! path, the file's length and its bytes (lengths as 8 bytes, little-endian).

use super::BuildError;
use crate::error::{self, Error, Result};
use crate::site::reader::Reader;
use crate::site::{self, Cache, Layout, output::Files};
use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, ChildStdout, ExitCode};

/// What one build of the served site gave.
pub(crate) enum BuildOutcome {
    /// The site's files, its lessons, how many were rendered (not cached) and its warnings.
    Built { files: Files, lessons: usize, rendered: usize, warnings: Vec<String> },
    /// The mistakes that stopped it.
    Failed(Vec<BuildError>),
}

/// The builder of a server.
pub(crate) enum Builder {
    /// In this process, with its cache.
    Here { cache: Cache },
    /// In a worker started from `program` (started again after it ended).
    Apart { program: PathBuf, quiet: bool, remote: Option<Remote> },
}

/// A running worker and its pipes.
pub(crate) struct Remote {
    worker: crate::worker::Worker,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

/// The first line of an answer.
#[derive(Debug, Serialize, Deserialize)]
struct Header {
    /// The number of files that follow (after a good build).
    files: usize,
    lessons: usize,
    rendered: usize,
    warnings: Vec<String>,
    /// The mistakes of a failed build (then no files follow).
    errors: Vec<BuildError>,
}

impl Builder {
    /// Builds the site of `layout` once.
    pub(crate) fn build(&mut self, layout: &Layout) -> BuildOutcome {
        match self {
            Builder::Here { cache } => build_here(layout, cache),
            Builder::Apart { program, quiet, remote } => {
                if remote.is_none() {
                    match start(program, layout, *quiet) {
                        Ok(r) => *remote = Some(r),
                        Err(e) => {
                            let e = Error::io(crate::message!("serve-starting-builder"), e);
                            return BuildOutcome::Failed(build_errors(&e, &reader_of(layout)));
                        }
                    }
                }
                let r = remote.as_mut().expect("started above");
                match ask(r) {
                    Ok(outcome) => outcome,
                    Err(_) => {
                        // The worker ended before it answered: say why, and start anew next time.
                        let mut gone = remote.take().expect("started above");
                        drop(gone.input);
                        let status = gone.worker.finish();
                        BuildOutcome::Failed(build_errors(&gone.worker.error(status), &reader_of(layout)))
                    }
                }
            }
        }
    }
}

/// Whom the builds of `layout` speak to: its language (the server's `--lang`), else the site's.
pub(crate) fn reader_of(layout: &Layout) -> Reader {
    Reader::lenient(Some(&layout.root), layout.speaks.as_deref())
}

fn start(program: &Path, layout: &Layout, quiet: bool) -> std::io::Result<Remote> {
    let mut args = vec![layout.root.as_os_str().to_owned()];
    args.extend(layout.speaks.as_ref().map(std::ffi::OsString::from));
    let mut worker = crate::worker::spawn(program, &args, crate::worker::SERVE, true, quiet)?;
    let input = worker.child.stdin.take().expect("piped");
    let output = BufReader::new(worker.child.stdout.take().expect("piped"));
    Ok(Remote { worker, input, output })
}

/// Asks `r` for a build and reads its answer.
fn ask(r: &mut Remote) -> std::io::Result<BuildOutcome> {
    r.input.write_all(b"build\n")?;
    r.input.flush()?;
    let mut line = Vec::new();
    if r.output.read_until(b'\n', &mut line)? == 0 {
        return Err(std::io::ErrorKind::UnexpectedEof.into());
    }
    let header: Header = serde_json::from_slice(&line)?;
    if !header.errors.is_empty() {
        return Ok(BuildOutcome::Failed(header.errors));
    }
    let mut files = Files::new();
    for _ in 0..header.files {
        let name = String::from_utf8(read_part(&mut r.output)?)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?;
        files.insert(name, read_part(&mut r.output)?);
    }
    Ok(BuildOutcome::Built { files, lessons: header.lessons, rendered: header.rendered, warnings: header.warnings })
}

fn read_part(from: &mut impl Read) -> std::io::Result<Vec<u8>> {
    let mut len = [0u8; 8];
    from.read_exact(&mut len)?;
    let len = u64::from_le_bytes(len);
    let mut bytes = Vec::new();
    // `take` so that a wrong length cannot make one huge allocation up front.
    from.take(len).read_to_end(&mut bytes)?;
    if bytes.len() as u64 != len {
        return Err(std::io::ErrorKind::UnexpectedEof.into());
    }
    Ok(bytes)
}

fn write_part(to: &mut impl Write, bytes: &[u8]) -> std::io::Result<()> {
    to.write_all(&(bytes.len() as u64).to_le_bytes())?;
    to.write_all(bytes)
}

/// Builds in this process: a panic inside the build is reported like a failed build, and the
/// cache is dropped, so that the next build starts afresh.
/// Its warnings and mistakes are worded for the reader of `layout` ([`reader_of`]).
pub(crate) fn build_here(layout: &Layout, cache: &mut Cache) -> BuildOutcome {
    let reader = reader_of(layout);
    match guarded(|| site::generate_cached(layout, cache)) {
        Ok((files, summary)) => BuildOutcome::Built {
            files,
            lessons: summary.lessons,
            rendered: cache.last_rendered,
            warnings: summary.warnings.iter().map(|w| w.render_in(reader.lang())).collect(),
        },
        Err(e) => {
            if matches!(e, Error::Internal(_)) {
                *cache = Cache::default();
            }
            BuildOutcome::Failed(build_errors(&e, &reader))
        }
    }
}

/// The preview server's builder (`NIMBOOK_WORKER=serve nimbook ROOT [LANG]`): builds the site
/// at every `build` on standard input, answering on standard output, until standard input ends;
/// its mistakes are worded in `lang` (the server's `--lang`), else in the site's language.
pub fn serve_worker(root: &Path, lang: Option<&str>) -> Result<ExitCode> {
    let mut layout = Layout::new(root);
    layout.speaks = lang.map(str::to_string);
    let mut cache = Cache::default();
    let stdout = std::io::stdout();
    let written = |e| Error::io(crate::message!("serve-answering-server"), e);
    for line in std::io::stdin().lock().lines() {
        if line.map_err(|e| Error::io(crate::message!("serve-reading-request"), e))? != "build" {
            continue;
        }
        let mut out = std::io::BufWriter::new(stdout.lock());
        match build_here(&layout, &mut cache) {
            BuildOutcome::Built { files, lessons, rendered, warnings } => {
                let header = Header { files: files.len(), lessons, rendered, warnings, errors: Vec::new() };
                writeln!(out, "{}", serde_json::to_string(&header).expect("plain data")).map_err(written)?;
                for (name, bytes) in &files {
                    write_part(&mut out, name.as_bytes()).map_err(written)?;
                    write_part(&mut out, bytes).map_err(written)?;
                }
            }
            BuildOutcome::Failed(errors) => {
                let header = Header { files: 0, lessons: 0, rendered: 0, warnings: Vec::new(), errors };
                writeln!(out, "{}", serde_json::to_string(&header).expect("plain data")).map_err(written)?;
            }
        }
        out.flush().map_err(written)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The errors of a failed build, one per diagnostic, worded for `reader`.
pub(crate) fn build_errors(e: &Error, reader: &Reader) -> Vec<BuildError> {
    let lang = reader.code().to_string();
    match e {
        Error::Diagnostics(list) => list
            .iter()
            .map(|d| BuildError {
                location: d.location(),
                message: reader.say(&d.message),
                snippet: d.snippet_text(),
                lang: lang.clone(),
            })
            .collect(),
        other => vec![BuildError {
            location: String::new(),
            message: error::with_causes(other, reader.lang()),
            snippet: String::new(),
            lang,
        }],
    }
}

/// Runs a build, turning a panic into an [`Error::Internal`] that names what panicked.
pub(crate) fn guarded<T>(build: impl FnOnce() -> Result<T>) -> Result<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(build)).unwrap_or_else(|panic| {
        // The panic's own text (a bug's words, not a message), when it has one.
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| crate::message::Message::from(*s))
            .or_else(|| panic.downcast_ref::<String>().map(crate::message::Message::from))
            .unwrap_or_else(|| crate::message!("serve-unknown-failure"));
        Err(Error::internal(crate::message!("serve-internal-error", what = what)))
    })
}
