//! The preview server's own words, in the language of the page they are shown on: the overlay
//! that lists a failed build's errors (its heading and close button), and the pages the server
//! makes itself (the site is broken, no such page). Sits between the build ([`Words::load`] runs
//! after every build, so a site's edited `templates/messages/` takes effect) and the request
//! handler in `app.rs`, which asks for a page's language and the words in it.
//!
//! A page's language is its `<html lang>` (lesson pages of every language get the overlay), else
//! the first folder of its address (`/zh/…`), else the site's language. The errors themselves
//! (`file:line:col: message`) are in the reader's language (the server's `--lang`, else the
//! site's), as in the terminal: each carries its language for the overlay's `lang`.

use super::{BuildError, Status, http};
use crate::site::Layout;
use crate::views::i18n::{Lang, Messages};
use serde::Serialize;
use std::sync::Arc;

/// The messages the server speaks with, and the site's own language.
pub(super) struct Words {
    messages: Arc<Messages>,
    site_language: String,
}

impl Words {
    /// The site's messages (built in, overridden by its `templates/messages/`) and language; the
    /// built-in messages and English when they cannot be read (the build reports why).
    pub(super) fn load(layout: &Layout) -> Words {
        let messages =
            crate::lesson::language::load_messages(Some(&layout.templates)).unwrap_or_else(|_| Messages::builtin());
        let site_language = crate::site::config::load(&layout.root)
            .map(|c| c.language)
            .unwrap_or_else(|_| crate::views::i18n::DEFAULT_LANGUAGE.to_string());
        Words { messages, site_language }
    }

    /// The built-in messages, English (before the first build).
    pub(super) fn builtin() -> Words {
        Words { messages: Messages::builtin(), site_language: crate::views::i18n::DEFAULT_LANGUAGE.to_string() }
    }

    /// The messages of `code`, or of its primary language (`zh` for `zh-Hans`, the tag pages
    /// carry in `<html lang>`), if there are some.
    fn known(&self, code: &str) -> Option<Lang<'_>> {
        let primary = code.split('-').next().unwrap_or(code);
        [code, primary].into_iter().find(|c| self.messages.has(c)).map(|c| self.messages.lang(c))
    }

    /// The language of a request for `target` (`/zh/nim.html?x=1`): its first folder if that names
    /// a language, else the site's.
    pub(super) fn for_address(&self, target: &str) -> Lang<'_> {
        let path = target.split(['?', '#']).next().unwrap_or("");
        let first = path.trim_start_matches('/').split('/').next().unwrap_or("");
        let folder = path.trim_start_matches('/').contains('/').then_some(first);
        folder.and_then(|f| self.known(f)).unwrap_or_else(|| self.messages.lang(&self.site_language))
    }

    /// The language of an HTML page sent for `target`: its `<html lang>`, else as
    /// [`Words::for_address`].
    pub(super) fn for_page(&self, html: &[u8], target: &str) -> Lang<'_> {
        html_lang(html).and_then(|code| self.known(&code)).unwrap_or_else(|| self.for_address(target))
    }

    /// The language a poll asks for (`?since=3&lang=zh`), English if none or unknown.
    pub(super) fn for_query(&self, query: Option<&str>) -> Lang<'_> {
        let asked = query.into_iter().flat_map(|q| q.split('&')).find_map(|pair| pair.strip_prefix("lang="));
        asked
            .and_then(|code| self.known(code))
            .unwrap_or_else(|| self.messages.lang(crate::views::i18n::DEFAULT_LANGUAGE))
    }
}

/// The `lang` of a page's `<html>` tag, if it has one near the start.
pub fn html_lang(html: &[u8]) -> Option<String> {
    let head = String::from_utf8_lossy(&html[..html.len().min(4096)]).to_ascii_lowercase();
    let tag = &head[head.find("<html")?..];
    let tag = &tag[..tag.find('>')?];
    let value = tag.split_once(" lang=")?.1;
    let value = value.strip_prefix(['"', '\'']).unwrap_or(value);
    let code: String = value.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect();
    (!code.is_empty()).then_some(code)
}

/// The overlay's heading: how many errors, what is shown meanwhile.
pub fn heading(lang: Lang<'_>, errors: usize, good: u64) -> String {
    let id = if good == 0 { "serve-errors-nothing-built" } else { "serve-errors-last-good" };
    lang.t(id, &[("n", errors.into())])
}

/// The overlay's words as the live-reload script gets them with each status.
#[derive(Debug, Clone, Serialize)]
pub struct OverlayWords {
    /// The heading for the status's errors (empty when there are none).
    pub heading: String,
    /// The close button's label.
    pub hide: String,
}

/// A status as `/__nimbook/poll` and `/__nimbook/status` send it: with the overlay's words.
#[derive(Serialize)]
pub(super) struct StatusReply<'a> {
    #[serde(flatten)]
    pub status: &'a Status,
    pub words: OverlayWords,
    /// Set when the server cannot hold this poll: wait this many milliseconds, then poll again.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retry: Option<u64>,
}

impl<'a> StatusReply<'a> {
    pub(super) fn new(status: &'a Status, lang: Lang<'_>) -> Self {
        let heading =
            if status.errors.is_empty() { String::new() } else { heading(lang, status.errors.len(), status.good) };
        StatusReply { status, words: OverlayWords { heading, hide: lang.word("serve-hide-errors") }, retry: None }
    }
}

/// The overlay listing a failed build's errors, for pages sent while the site has errors (the
/// script replaces it as builds come).
pub fn overlay(errors: &[BuildError], good: u64, lang: Lang<'_>) -> String {
    if errors.is_empty() {
        return String::new();
    }
    let mut s = format!(
        "<div id=\"nimbook-errors\" role=\"alert\" lang=\"{}\" style=\"position:fixed;left:1rem;right:1rem;bottom:1rem;\
         max-height:60vh;overflow:auto;z-index:2147483647;background:#fff5f5;color:#600;border:2px solid #c00;\
         border-radius:6px;padding:.8rem 1rem;font:14px/1.45 ui-monospace,Menlo,Consolas,monospace\">",
        http::escape(lang.code())
    );
    s.push_str(&format!(
        "<p style=\"margin:0 0 .5rem;font-weight:bold\">{}</p>",
        http::escape(&heading(lang, errors.len(), good))
    ));
    for e in errors {
        // The diagnostics are in the reader's language, whatever the page's.
        s.push_str(&format!("<pre lang=\"{}\" style=\"margin:.3rem 0;white-space:pre-wrap\">", http::escape(&e.lang)));
        if !e.location.is_empty() {
            s.push_str(&format!("<strong>{}</strong>: ", http::escape(&e.location)));
        }
        s.push_str(&http::escape(&e.message));
        if !e.snippet.is_empty() {
            s.push('\n');
            s.push_str(&http::escape(&e.snippet));
        }
        s.push_str("</pre>");
    }
    s.push_str("</div>");
    s
}

/// What goes before `</body>` of every page sent: the overlay (if the site has errors) and the
/// live-reload script, which asks for the overlay's words in the page's language.
pub fn live_snippet(status: &Status, lang: Lang<'_>) -> String {
    format!(
        "{}<script src=\"/__nimbook/live.js\" data-good=\"{}\" data-server=\"{}\" data-lang=\"{}\"></script>\n",
        overlay(&status.errors, status.good, lang),
        status.good,
        http::escape(&status.server),
        http::escape(lang.code())
    )
}

/// A page of the server's own: (title, body HTML).
pub type OwnPage = (String, String);

/// The page served while no version of the site could be built.
pub fn broken_page(lang: Lang<'_>) -> OwnPage {
    (lang.word("serve-broken-title"), format!("<p>{}</p>", http::escape(&lang.word("serve-broken-text"))))
}

/// The page for an address the site does not have, with a link to the first page.
pub fn not_found_page(lang: Lang<'_>, first_page: &str) -> OwnPage {
    const LINK: &str = "\u{e000}";
    let text = http::escape(&lang.t("serve-not-found-text", &[("first-page", LINK.into())]));
    let link = format!("<a href=\"{}\">{}</a>", http::escape(first_page), http::escape(&lang.word("serve-first-page")));
    (lang.word("serve-not-found-title"), format!("<p>{}</p>", text.replacen(LINK, &link, 1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error() -> BuildError {
        BuildError {
            location: "content/02-nim.md:5:15".into(),
            message: "heap size \"x\" is bad".into(),
            snippet: "".into(),
            lang: "en".into(),
        }
    }

    #[test]
    fn the_overlay_and_pages_in_english_are_as_before() {
        let en = crate::views::i18n::english();
        let o = overlay(&[error()], 3, en);
        assert!(
            o.contains(">1 error: the last good version of the site is shown; save a fix and this page reloads.</p>")
        );
        assert!(
            overlay(&[error(), error()], 0, en).contains(
                ">2 errors: no version of the site has been built yet; save a fix and this page reloads.</p>"
            )
        );
        assert_eq!(
            not_found_page(en, "/").1,
            "<p>This site has no such page. Go to the <a href=\"/\">first page</a>.</p>"
        );
        assert_eq!(broken_page(en).0, "The site has errors");
    }

    #[test]
    fn the_overlay_and_pages_in_chinese_have_no_english_words() {
        let m = Messages::builtin();
        let zh = m.lang("zh");
        let o = overlay(&[error()], 3, zh);
        assert!(
            o.contains(">1 个错误：当前显示的是网站上一次成功构建的版本；保存修改后，本页会自动重新加载。</p>"),
            "{o}"
        );
        assert!(o.contains("lang=\"zh\"") && o.contains("<pre lang=\"en\""), "the diagnostics stay English");
        let (title, body) = not_found_page(zh, "/zh/");
        assert_eq!(body, "<p>本站没有这个页面。请前往<a href=\"/zh/\">首页</a>。</p>");
        let (broken, text) = broken_page(zh);
        let reply = serde_json::to_string(&StatusReply::new(
            &Status {
                server: "1".into(),
                version: 2,
                good: 0,
                errors: vec![error()],
                lessons: 0,
                rendered: 0,
                changed: 0,
                millis: 0,
            },
            zh,
        ))
        .unwrap();
        let v: serde_json::Value = serde_json::from_str(&reply).unwrap();
        assert_eq!(v["version"], 2, "the status's own fields stay");
        let words = format!("{} {}", v["words"]["heading"], v["words"]["hide"]);
        for text in [title, broken, text, words, lang_free(&o)] {
            let english: Vec<&str> = text.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 3).collect();
            assert!(english.is_empty(), "English in {text}: {english:?}");
        }
    }

    /// The overlay without its markup and without the (English) diagnostics.
    fn lang_free(overlay: &str) -> String {
        let heading = &overlay[overlay.find("<p").unwrap()..overlay.find("</p>").unwrap()];
        heading[heading.find('>').unwrap() + 1..].to_string()
    }

    #[test]
    fn a_pages_language() {
        let w = Words::builtin();
        assert_eq!(html_lang(b"<!doctype html>\n<html lang=\"zh\" dir=\"ltr\">"), Some("zh".into()));
        assert_eq!(html_lang(b"<HTML LANG='en-GB'>"), Some("en-gb".into()));
        assert_eq!(html_lang(b"<p>no html tag</p>"), None);
        assert_eq!(w.for_page(b"<html lang=\"zh\">", "/nim.html").code(), "zh");
        assert_eq!(w.for_page(b"<html lang=\"zh-Hans\">", "/nim.html").code(), "zh");
        assert_eq!(w.for_page(b"<html>", "/zh/nim.html").code(), "zh");
        assert_eq!(w.for_page(b"<html lang=\"fr\">", "/nim.html").code(), "en");
        assert_eq!(w.for_address("/zh/no-such-page.html").code(), "zh");
        assert_eq!(w.for_address("/zh").code(), "en", "a page named zh, not the folder");
        assert_eq!(w.for_address("/static/x.css").code(), "en");
        assert_eq!(w.for_query(Some("since=3&lang=zh")).code(), "zh");
        assert_eq!(w.for_query(Some("since=3&lang=xx")).code(), "en");
        assert_eq!(w.for_query(None).code(), "en");
    }
}
