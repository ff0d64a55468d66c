//! Lessons: one Markdown file each in `content/`. This module loads a file (UTF-8 checked,
//! front matter split off) and renders its body to HTML through [`render`], where the
//! directive blocks become computed worked examples, charts and certificates.

pub mod cache;
pub mod front;
pub mod game_blocks;
pub mod language;
pub mod math;
mod mathml;
pub mod render;
pub mod work;

use crate::error::Diagnostic;
use std::path::{Path, PathBuf};

pub use render::{LinkRef, RenderedLesson, TocEntry, render_lesson, render_lesson_cached, render_lesson_in_site};

/// A lesson file as read from disk.
#[derive(Debug, Clone)]
pub struct Lesson {
    /// The path to show in messages (relative to the site root, e.g. `content/05-nim.md`).
    pub path: PathBuf,
    /// The file name, e.g. `05-nim.md`: what other lessons link to.
    pub file_name: String,
    /// The page name without extension, e.g. `nim` for `nim.html`.
    pub slug: String,
    /// The number in front of the file name, if any.
    pub number: Option<i64>,
    /// The whole text of the file.
    pub text: String,
}

/// The largest lesson file, in bytes: as much as a lesson's template may write
/// ([`crate::views::limits::MAX_TEMPLATE_BYTES`]); the course's longest lesson is about 40,000.
pub const MAX_LESSON_BYTES: usize = crate::views::limits::MAX_TEMPLATE_BYTES;

impl Lesson {
    /// Reads a lesson; invalid UTF-8 is reported at the line and column of the first bad byte,
    /// and a file of more than [`MAX_LESSON_BYTES`] is refused having read no more than that.
    pub fn load(full_path: &Path, display_path: &Path) -> Result<Lesson, Diagnostic> {
        use std::io::Read;
        let cannot = |e: std::io::Error| Diagnostic::file(display_path, crate::message!("lesson-unreadable", why = &e));
        let mut bytes = Vec::new();
        std::fs::File::open(full_path)
            .and_then(|f| f.take(MAX_LESSON_BYTES as u64 + 1).read_to_end(&mut bytes))
            .map_err(cannot)?;
        if bytes.len() > MAX_LESSON_BYTES {
            return Err(Diagnostic::file(display_path, crate::message!("lesson-too-long", max = MAX_LESSON_BYTES)));
        }
        let text = String::from_utf8(bytes).map_err(|e| {
            let good = e.utf8_error().valid_up_to();
            let prefix = String::from_utf8_lossy(&e.as_bytes()[..good]).into_owned();
            Diagnostic::at(display_path, &prefix, good, crate::message!("lesson-not-utf8"))
        })?;
        let file_name = full_path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let (number, slug) = split_file_name(&file_name);
        Ok(Lesson { path: display_path.to_path_buf(), file_name, slug, number, text })
    }
}

/// `05-nim.md` → (Some(5), "nim"); `intro.md` → (None, "intro").
pub fn split_file_name(file_name: &str) -> (Option<i64>, String) {
    let stem = file_name.strip_suffix(".md").unwrap_or(file_name);
    let digits: String = stem.chars().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() {
        let rest = stem[digits.len()..].trim_start_matches(['-', '_']);
        if !rest.is_empty() {
            return (digits.parse().ok(), rest.to_string());
        }
    }
    (None, stem.to_string())
}

/// The URL of the page built from a lesson file name: `05-nim.md` → `nim.html`.
pub fn page_url(file_name: &str) -> String {
    format!("{}.html", split_file_name(file_name).1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names() {
        assert_eq!(split_file_name("05-nim.md"), (Some(5), "nim".to_string()));
        assert_eq!(split_file_name("12_sprague-grundy.md"), (Some(12), "sprague-grundy".to_string()));
        assert_eq!(split_file_name("intro.md"), (None, "intro".to_string()));
        assert_eq!(split_file_name("2048.md"), (None, "2048".to_string()));
        assert_eq!(page_url("05-nim.md"), "nim.html");
    }

    fn kayles_game() -> crate::games::catalogue::Game {
        use crate::directive::{Defined, split_words};
        crate::directive::game::parse_game(&split_words("kayles"), &Defined::new()).unwrap()
    }

    #[test]
    fn a_chinese_page_gets_the_engine_in_chinese() {
        let env = crate::lesson::language::environment(None).unwrap();
        let messages = crate::views::i18n::Messages::builtin();
        let text = "# 分裂游戏\n\n规则：{{ example(\"kayles 5 7\").rule }} 演示：{{ t(\"game-playout-rule-nim\") }}\n\n\
                    ```example\nkayles 5 7\n```\n\n```example\nnim 3 4 5 --misere\n```\n\n```play\nkayles 5 7\n```\n";
        let page = crate::lesson::render_lesson_cached(
            &env,
            std::path::Path::new("content/zh/test.md"),
            text,
            None,
            &messages,
            "zh",
        )
        .unwrap_or_else(|d| panic!("{d:?}"));
        let zh = messages.lang("zh");
        let kayles_rule = crate::views::facts::rule(&kayles_game(), zh);
        assert!(page.body.contains(&kayles_rule), "the rule in prose and in the example");
        for rule in ["nim", "game"] {
            assert!(page.body.contains(&zh.word(&format!("game-playout-rule-{rule}"))), "{rule}'s play-out rule");
        }
        // The play table's title and rule, in the page's JSON (quotes escaped) and its heading.
        assert!(page.body.contains("保龄球游戏（八进制 0.77）"));
        // None of the engine's English sentences is left (the templates' own words are theirs).
        let engine =
            ["Octal code", "Whoever makes", "the winner plays", "take 2 leaving", "has value", "Kayles (", "so that"];
        for english in engine {
            assert!(!page.body.contains(english), "\"{english}\" on a Chinese page");
        }
    }
}
