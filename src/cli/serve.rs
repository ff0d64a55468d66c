//! `nimbook serve`: the live preview ([`crate::serve`]).

use crate::error::Result;
use std::net::IpAddr;
use std::path::PathBuf;
use std::process::ExitCode;

/// Preview the site while you write: build it, serve it, and rebuild and reload on every save.
///
/// The site is built into memory (output/ is not touched: `nimbook build` writes that) and
/// served at http://127.0.0.1:3000/. Saving a file in content/, templates/ or games/, or
/// nimbook.toml, rebuilds only what changed and reloads the open browser tabs. A mistake is
/// shown in the terminal and over the page, with its file, line and column, while the last
/// good pages stay up; save a fix and the page comes back. Ctrl-C stops the server.
#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// The site folder (holds content/, templates/, games/ and nimbook.toml).
    #[arg(default_value = ".")]
    pub(super) root: PathBuf,
    /// The port to serve on; 0 picks a free one (the address is printed).
    #[arg(long, short, default_value_t = crate::serve::DEFAULT_PORT)]
    port: u16,
    /// The address to listen on. The default, 127.0.0.1, is this computer only; 0.0.0.0
    /// lets other computers on the network see the pages (e.g. a classroom projector).
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
    bind: IpAddr,
    #[command(flatten)]
    pub(super) say: super::SayArg,
}

/// Runs `nimbook serve`, speaking to `reader` at the terminal.
pub fn run(args: ServeArgs, reader: &super::Reader) -> Result<ExitCode> {
    crate::serve::run(&args.root, args.bind, args.port, reader)?;
    Ok(ExitCode::SUCCESS)
}
