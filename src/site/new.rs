//! `nimbook new`: a fresh site that builds at once, with a sample lesson that uses every block
//! kind, a short guide to writing lessons, a game of the site's own (`games/staircase.rhai`) and
//! a lesson that uses it, the default templates to restyle, and a config file.

use super::DEFAULT_STATIC;
use crate::error::{Error, Result};
use crate::views::templates::DEFAULT_TEMPLATES;
use std::path::Path;

const CONFIG: &str = "# Settings for this nimbook site.\ntitle = \"My Nim course\"\ndescription = \"Lessons on Nim and other games, with every example computed.\"\nlanguage = \"en\"\n";

/// The starter lessons.
pub const STARTER_LESSONS: &[(&str, &str)] = &[
    ("01-welcome.md", include_str!("starter/01-welcome.md")),
    ("02-writing-lessons.md", include_str!("starter/02-writing-lessons.md")),
    ("03-your-own-game.md", include_str!("starter/03-your-own-game.md")),
];

/// The starter site's own games (`games/NAME.rhai`, see [`super::game_files`]): one, which the
/// third lesson uses.
pub const STARTER_GAMES: &[(&str, &str)] = &[("staircase.rhai", include_str!("starter/games/staircase.rhai"))];

/// Creates a new site in `root` (which must not already hold one).
pub fn create(root: &Path) -> Result<Vec<String>> {
    let content = root.join("content");
    let config = root.join(super::config::CONFIG_FILE);
    // `symlink_metadata`: a link named nimbook.toml (even a dangling one) is never written through.
    if config.symlink_metadata().is_ok() {
        return Err(Error::usage(crate::message!("site-new-config-exists", path = &config)));
    }
    if content.exists() || root.join("templates").exists() {
        return Err(Error::usage(crate::message!("site-new-not-empty", path = root)));
    }
    let mut written = Vec::new();
    let mut write = |rel: String, text: &str| -> Result<()> {
        let path = root.join(&rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| super::output::creating(parent, e))?;
        }
        // create_new: never replace a file (or write through a link) that appeared meanwhile.
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
            .and_then(|mut f| std::io::Write::write_all(&mut f, text.as_bytes()))
            .map_err(|e| Error::io(crate::message!("site-writing-new", path = &path), e))?;
        written.push(rel);
        Ok(())
    };
    write(super::config::CONFIG_FILE.to_string(), CONFIG)?;
    for (name, text) in STARTER_LESSONS {
        write(format!("content/{name}"), text)?;
    }
    for (name, text) in STARTER_GAMES {
        write(format!("{}/{name}", super::game_files::GAMES_DIR), text)?;
    }
    for (name, text) in DEFAULT_TEMPLATES.iter().chain(DEFAULT_STATIC) {
        // The page scripts and the blocks that hand them their data change with nimbook (a new
        // board, a new message): a copy would keep an old widget running on new data. The
        // course gets them from nimbook, and may still add its own file of the same name.
        if is_behaviour(name) {
            continue;
        }
        write(format!("templates/{name}"), text)?;
    }
    Ok(written)
}

/// Whether the template `name` is a page script or a block that feeds one: written by nimbook
/// itself, not copied into a new course.
fn is_behaviour(name: &str) -> bool {
    name.ends_with(".js") || ["blocks/play.html", "blocks/explore.html", "blocks/judge.html"].contains(&name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_existing_config_is_never_overwritten() {
        let tmp = tempfile::tempdir().unwrap();
        let config = tmp.path().join("nimbook.toml");
        std::fs::write(&config, "title = \"Mine\"\n").unwrap();
        let e = create(tmp.path()).unwrap_err();
        assert!(e.to_string().contains("never overwrites"), "{e}");
        assert_eq!(std::fs::read_to_string(&config).unwrap(), "title = \"Mine\"\n");
        assert!(!tmp.path().join("content").exists());
    }

    #[cfg(unix)]
    #[test]
    fn a_config_link_is_never_written_through() {
        let tmp = tempfile::tempdir().unwrap();
        let elsewhere = tmp.path().join("precious.txt");
        std::fs::write(&elsewhere, "keep me").unwrap();
        let site = tmp.path().join("site");
        std::fs::create_dir(&site).unwrap();
        std::os::unix::fs::symlink(&elsewhere, site.join("nimbook.toml")).unwrap();
        assert!(create(&site).is_err());
        assert_eq!(std::fs::read_to_string(&elsewhere).unwrap(), "keep me");
        // A dangling link too: nothing is created at its target.
        std::fs::remove_file(site.join("nimbook.toml")).unwrap();
        std::os::unix::fs::symlink(tmp.path().join("nowhere.toml"), site.join("nimbook.toml")).unwrap();
        assert!(create(&site).is_err());
        assert!(!tmp.path().join("nowhere.toml").exists());
    }
}
