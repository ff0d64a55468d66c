//! `nimbook.toml`: the site's settings. The file is optional; every setting has a default.

use crate::error::{Diagnostic, Error};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The site's settings.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct SiteConfig {
    /// Shown in every page's header and title.
    pub title: String,
    /// One paragraph for the front page.
    pub description: Option<String>,
    /// The `lang` of the pages.
    pub language: String,
}

impl Default for SiteConfig {
    fn default() -> Self {
        SiteConfig { title: "nimbook".to_string(), description: None, language: "en".to_string() }
    }
}

/// The config file's name.
pub const FILE_NAME: &str = "nimbook.toml";

/// Reads `ROOT/nimbook.toml` if it exists.
pub fn load(root: &Path) -> Result<SiteConfig, Error> {
    let path = root.join(FILE_NAME);
    if !path.exists() {
        return Ok(SiteConfig::default());
    }
    let text = std::fs::read_to_string(&path).map_err(|e| Error::io(format!("reading {}", path.display()), e))?;
    toml::from_str(&text).map_err(|e| {
        let offset = e.span().map_or(0, |s| s.start);
        let message = e.message().trim_end().replace('\n', " ");
        Error::Diagnostics(vec![Diagnostic::at(&path, &text, offset, message)])
    })
}
