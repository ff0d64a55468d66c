//! A run of a listing as one group of processes, so that nothing it starts outlives it. Used by
//! [`super::exec`] for every compile and run.
//!
//! Each run is started in a process group of its own (`process_group(0)`). Its exit is waited
//! for without reaping it (`waitid` with `WNOWAIT`), so that its id keeps naming the group; then
//! the whole group is killed — what the listing started dies with it, whether it ended on its own
//! or at the time limit — and only then is it reaped. A process that left the group (a new
//! session) and keeps one of the run's pipes open is found by that pipe (Linux: `/proc/*/fd`) and
//! killed too; one that left the group and let go of the pipes is beyond reach (that would take a
//! container). The groups of the runs going on are listed, so that Ctrl-C, which the terminal
//! sends to nimbook's group only, stops them too ([`stop_all`]). A run (not a compile) is also
//! bounded in memory and in the size of the files it writes ([`bound`]).

use std::process::{Child, Command};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The groups (by their first process's id) of the runs going on.
static RUNNING: Mutex<Vec<u32>> = Mutex::new(Vec::new());

fn running() -> std::sync::MutexGuard<'static, Vec<u32>> {
    RUNNING.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Sends SIGKILL to every process of the group `leader` leads.
#[cfg(unix)]
fn kill_group(leader: u32) {
    if let Ok(id) = i32::try_from(leader) {
        let _ = nix::sys::signal::killpg(nix::unistd::Pid::from_raw(id), nix::sys::signal::Signal::SIGKILL);
    }
}

/// Makes `cmd` start a process group of its own.
pub fn prepare(cmd: &mut Command) {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        cmd.process_group(0);
    }
    #[cfg(not(unix))]
    let _ = cmd;
}

/// Bounds what each process `cmd` starts may take: `memory` bytes of address space and
/// `file` bytes per file it writes (a program over either fails: an allocation is refused, a
/// write stops it), and no core dump. Pipes are not files: the output limit is the caller's.
pub fn bound(cmd: &mut Command, memory: u64, file: u64) {
    #[cfg(unix)]
    {
        use nix::sys::resource::{Resource, setrlimit};
        use std::os::unix::process::CommandExt;
        // SAFETY: the closure runs in the child between fork and exec; it only makes setrlimit
        // system calls (async-signal-safe) and allocates nothing.
        unsafe {
            cmd.pre_exec(move || {
                setrlimit(Resource::RLIMIT_AS, memory, memory)?;
                setrlimit(Resource::RLIMIT_FSIZE, file, file)?;
                setrlimit(Resource::RLIMIT_CORE, 0, 0)?;
                Ok(())
            });
        }
    }
    #[cfg(not(unix))]
    let _ = (cmd, memory, file);
}

/// The processes of one run; listed while it lives, for [`stop_all`].
pub struct Group {
    leader: u32,
}

impl Group {
    /// The group `child` leads (started after [`prepare`]).
    pub fn of(child: &Child) -> Group {
        running().push(child.id());
        Group { leader: child.id() }
    }

    /// Waits until the group's first process exits or `deadline` passes, without reaping it:
    /// true if it exited.
    pub fn wait_until(&self, child: &mut Child, deadline: Instant) -> std::io::Result<bool> {
        let mut pause = Duration::from_micros(200);
        loop {
            if self.exited(child)? {
                return Ok(true);
            }
            let now = Instant::now();
            if now >= deadline {
                return Ok(false);
            }
            std::thread::sleep(pause.min(deadline - now));
            pause = (pause * 2).min(Duration::from_millis(5));
        }
    }

    #[cfg(unix)]
    fn exited(&self, _child: &mut Child) -> std::io::Result<bool> {
        use nix::sys::wait::{Id, WaitPidFlag, WaitStatus, waitid};
        let pid = nix::unistd::Pid::from_raw(i32::try_from(self.leader).map_err(std::io::Error::other)?);
        loop {
            match waitid(Id::Pid(pid), WaitPidFlag::WEXITED | WaitPidFlag::WNOHANG | WaitPidFlag::WNOWAIT) {
                Ok(WaitStatus::StillAlive) => return Ok(false),
                Ok(_) => return Ok(true),
                Err(nix::errno::Errno::EINTR) => continue,
                Err(e) => return Err(e.into()),
            }
        }
    }

    #[cfg(not(unix))]
    fn exited(&self, child: &mut Child) -> std::io::Result<bool> {
        child.try_wait().map(|s| s.is_some())
    }

    /// Kills every process of the group (the first one too, if it still runs).
    pub fn kill(&self, child: &mut Child) {
        #[cfg(unix)]
        kill_group(self.leader);
        let _ = child.kill();
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        running().retain(|&id| id != self.leader);
    }
}

/// Kills the processes of every run going on (for Ctrl-C: the terminal's signal reaches
/// nimbook's own group only).
pub fn stop_all() {
    #[cfg(unix)]
    for &leader in running().iter() {
        kill_group(leader);
    }
}

/// The names the kernel gives the pipes behind `fds` (`pipe:[12345]`; Linux).
pub fn pipe_names(fds: &[i32]) -> Vec<String> {
    fds.iter()
        .filter_map(|fd| std::fs::read_link(format!("/proc/self/fd/{fd}")).ok())
        .map(|target| target.to_string_lossy().into_owned())
        .filter(|name| name.starts_with("pipe:"))
        .collect()
}

/// The parent of process `pid` (Linux: `/proc/PID/stat`, the field after the name).
#[cfg(unix)]
fn parent(pid: u32) -> Option<u32> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat.rsplit_once(')')?.1.split_whitespace().nth(1)?.parse().ok()
}

/// Kills every other process that holds one of the pipes `names` open (Linux: found in
/// `/proc/*/fd`): a process a listing started that left its group and keeps the pipes open.
pub fn kill_holders(names: &[String]) {
    #[cfg(unix)]
    {
        let Ok(processes) = std::fs::read_dir("/proc") else { return };
        let me = std::process::id();
        for pid in processes.filter_map(|p| p.ok()?.file_name().to_str()?.parse::<u32>().ok()) {
            let Ok(fds) = std::fs::read_dir(format!("/proc/{pid}/fd")) else { continue };
            let holds = fds.filter_map(|fd| std::fs::read_link(fd.ok()?.path()).ok()).any(|target| {
                let target = target.to_string_lossy();
                names.iter().any(|n| *n == target)
            });
            // Not one of nimbook's own children (one just forked to start a program holds
            // every pipe for a moment): the process sought has left a listing that is gone.
            if holds && pid != me && parent(pid) != Some(me) {
                if let Ok(id) = i32::try_from(pid) {
                    let _ = nix::sys::signal::kill(nix::unistd::Pid::from_raw(id), nix::sys::signal::Signal::SIGKILL);
                }
            }
        }
    }
    #[cfg(not(unix))]
    let _ = names;
}
