//! `nimbook.toml`: the site's settings. The file is optional; every setting has a default.

use crate::error::{Diagnostic, Error};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The site's settings.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct SiteConfig {
    /// Shown in every page's header and title.
    pub title: String,
    /// One paragraph for the front page.
    pub description: Option<String>,
    /// The language of the lessons in `content/` (the `lang` of their pages).
    pub language: String,
    /// The title and description of the site in its other languages (`[languages.zh]`), whose
    /// lessons are in `content/LANG/`.
    pub languages: BTreeMap<String, LanguageSettings>,
}

/// The settings of one more language of the site.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct LanguageSettings {
    /// The site's title in this language (the main title if absent).
    pub title: Option<String>,
    /// The front page's paragraph in this language.
    pub description: Option<String>,
}

impl SiteConfig {
    /// The settings as the pages of `lang` see them: its title and description, its `language`.
    pub fn for_language(&self, lang: &str) -> SiteConfig {
        let mut out = self.clone();
        if lang != self.language {
            let own = self.languages.get(lang).cloned().unwrap_or_default();
            out.title = own.title.unwrap_or_else(|| self.title.clone());
            out.description = own.description.or_else(|| self.description.clone());
            out.language = lang.to_string();
        }
        out.languages.clear();
        out
    }
}

impl Default for SiteConfig {
    fn default() -> Self {
        SiteConfig {
            title: "nimbook".to_string(),
            description: None,
            language: crate::views::i18n::DEFAULT_LANGUAGE.to_string(),
            languages: BTreeMap::new(),
        }
    }
}

/// The config file's name.
pub const CONFIG_FILE: &str = "nimbook.toml";

/// Reads `ROOT/nimbook.toml` if it exists.
pub fn load(root: &Path) -> Result<SiteConfig, Error> {
    let path = root.join(CONFIG_FILE);
    if !path.exists() {
        return Ok(SiteConfig::default());
    }
    let text = std::fs::read_to_string(&path).map_err(|e| super::reading(&path, e))?;
    toml::from_str(&text).map_err(|e| {
        let offset = e.span().map_or(0, |s| s.start);
        let message = e.message().trim_end().replace('\n', " ");
        Error::Diagnostics(vec![Diagnostic::at(&path, &text, offset, message)])
    })
}

/// Whether `root` looks like a nimbook site (so that its templates, messages and games may be used).
pub fn is_site(root: &Path) -> bool {
    root.join("content").is_dir() || root.join(CONFIG_FILE).is_file()
}
