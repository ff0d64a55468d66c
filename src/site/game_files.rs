//! A site's own games: `ROOT/games/NAME.rhai`, one teacher's game per file, named by the
//! file's stem. They are compiled once per build, before any lesson, and every lesson of every
//! edition starts with them as its defined games (a lesson's own ```` ```game ```` block adds a
//! one-page game; a block that reuses a site game's name is an error). `nimbook exercises`
//! run in the site, and `example`, `play` and `verify` given `--site`, know them too. Their
//! fingerprints are in every computed block's key ([`crate::lesson::language::block_key`]), so an
//! edited game file is never answered from the build cache.

use crate::directive::{self, Defined};
use crate::error::{Diagnostic, Error, Result};
use crate::lesson::game_blocks::NameError;
use crate::views::i18n::Lang;
use crate::views::message::Message;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The folder of a site's games, beside `content/`.
pub const GAMES_DIR: &str = "games";

/// The game files of the site at `root` (`games/*.rhai`), sorted; none when it has no `games/`.
pub fn files(root: &Path) -> Result<Vec<PathBuf>> {
    let dir = root.join(GAMES_DIR);
    if !dir.is_dir() {
        return Ok(Vec::new());
    }
    // The walk refuses a link out of the site: a game's text goes into every page's engine.
    let files = crate::walk::files_under(&dir, Some("rhai"), root)?;
    Ok(files.into_iter().filter(|(name, _)| !name.contains('/')).map(|(_, path)| path).collect())
}

/// Compiles the site's games; every mistake is reported, each at its file, line and column, in
/// English (see [`load_in`]).
pub fn load(root: &Path) -> Result<Defined> {
    load_in(root, crate::views::i18n::english())
}

/// Compiles the site's games; every mistake is reported, each at its file, line and column, in
/// `lang` (the reader's: a script's mistake is worded where it is found).
pub fn load_in(root: &Path, lang: Lang<'_>) -> Result<Defined> {
    let mut defined = Defined::new();
    let mut diags = Vec::new();
    let builtin = directive::example_names(&Defined::new());
    for path in files(root)? {
        let text = std::fs::read_to_string(&path).map_err(|e| super::reading(&path, e))?;
        let shown = super::display_path(&path);
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
        if let Err(e) = crate::lesson::game_blocks::check_name(&name, &builtin) {
            diags.push(Diagnostic::at(&shown, &text, 0, name_mistake(&e, &name)));
            continue;
        }
        match crate::lesson::game_blocks::compile(&name, &text) {
            Ok(game) => {
                defined.insert(name, Arc::new(game.with_origin(shown.display().to_string())));
            }
            Err(e) => {
                let at = e.at.and_then(|at| crate::lesson::game_blocks::error_offset(&text, at)).unwrap_or(0);
                // The script's mistake, worded in the reader's language (a library's words within it).
                let message = crate::views::facts::script_error(&name, &e, lang);
                diags.push(Diagnostic::at(&shown, &text, at, message));
            }
        }
    }
    if diags.is_empty() { Ok(defined) } else { Err(Error::Diagnostics(diags)) }
}

/// What is wrong with the name of the game file whose stem is `name`.
fn name_mistake(e: &NameError, name: &str) -> Message {
    match e {
        NameError::BuiltIn(_) => crate::message!("site-game-name-builtin", name = name),
        NameError::Missing | NameError::Malformed(_) => crate::message!("site-game-name-malformed", name = name),
    }
}

/// A fingerprint of the site's games (names and programs): rendered lessons kept by
/// `nimbook serve` are rendered again when it changes.
pub fn key(games: &Defined) -> u64 {
    let mut h = DefaultHasher::new();
    for (name, game) in games {
        (name, game.fingerprint()).hash(&mut h);
    }
    h.finish()
}
