//! Placeholder replaced by the play module.
use crate::directive::Request;
use std::io::{self, BufRead, Write};
/// Plays a game.
pub fn run(_r: &Request, _h: bool, _i: &mut dyn BufRead, _o: &mut dyn Write) -> io::Result<()> {
    Ok(())
}
