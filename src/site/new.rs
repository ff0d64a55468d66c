//! `nimbook new`: a fresh site that builds at once, with a sample lesson that uses every block
//! kind, a short guide to writing lessons, the default templates to restyle, and a config file.

use crate::error::{Error, Result};
use crate::templates::{DEFAULT_STATIC, DEFAULT_TEMPLATES};
use std::path::Path;

const CONFIG: &str = "# Settings for this nimbook site.\ntitle = \"My Nim course\"\ndescription = \"Lessons on Nim and other games, with every example computed.\"\nlanguage = \"en\"\n";

/// The starter lessons.
pub const STARTER_LESSONS: &[(&str, &str)] = &[
    ("01-welcome.md", include_str!("starter/01-welcome.md")),
    ("02-writing-lessons.md", include_str!("starter/02-writing-lessons.md")),
];

/// Creates a new site in `root` (which must not already hold one).
pub fn create(root: &Path) -> Result<Vec<String>> {
    let content = root.join("content");
    if content.exists() || root.join("templates").exists() {
        return Err(Error::Usage(format!(
            "{} already has a content/ or templates/ folder; choose an empty or new folder",
            root.display()
        )));
    }
    let mut written = Vec::new();
    let mut write = |rel: String, text: &str| -> Result<()> {
        let path = root.join(&rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(|e| Error::io(format!("creating {}", parent.display()), e))?;
        }
        std::fs::write(&path, text).map_err(|e| Error::io(format!("writing {}", path.display()), e))?;
        written.push(rel);
        Ok(())
    };
    write(super::config::FILE_NAME.to_string(), CONFIG)?;
    for (name, text) in STARTER_LESSONS {
        write(format!("content/{name}"), text)?;
    }
    for (name, text) in DEFAULT_TEMPLATES.iter().chain(DEFAULT_STATIC) {
        write(format!("templates/{name}"), text)?;
    }
    Ok(written)
}
