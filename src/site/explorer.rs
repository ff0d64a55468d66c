//! The explorer page of each edition (`explore.html`, `zh/explore.html`): any game the site
//! knows and any position of it, worked out in the page by the engine module
//! (`static/engine.js`), and a game against the computer from it. The games offered are those the lessons show, in lesson order (with
//! the games a lesson defines itself), then every game and calculation of the catalogue. The page
//! is built with the first of them worked out, laid out as a lesson's example is
//! ([`crate::views::worked`]), so it reads without scripts too; `static/explore.js` makes the
//! field and the list live.

use super::{EditionPages, Page, languages};
use crate::directive::{self, Defined};
use crate::error::Diagnostic;
use crate::lesson::cache::BlockCache;
use crate::views::i18n::Lang;
use crate::views::worked::{self, BlockLayout, PlayoutShown};
use minijinja::context;
use minijinja::value::Value;
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

/// The explorer's address in each edition.
pub const URL: &str = "explore.html";

/// The id of the explorer's game against the computer.
const PLAY_ID: &str = "explorer-play";

/// One game the explorer offers: its label and the words it starts from.
#[derive(Debug, Clone, serde::Serialize)]
struct Choice {
    label: String,
    words: String,
}

impl<F: Fn(Option<&str>) -> Vec<languages::Alternate> + Sync> EditionPages<'_, F> {
    /// The explorer page of this edition, whose lessons are `pages` and whose site's games are
    /// `site_games`.
    pub(super) fn explorer_page(
        &self,
        pages: &[Arc<Page>],
        site_games: &Defined,
        blocks: Option<&BlockCache>,
        lang: Lang<'_>,
    ) -> std::result::Result<String, Diagnostic> {
        // The games the lessons define themselves (the first definition of a name wins).
        let mut own: Vec<(String, String)> = Vec::new();
        for p in pages {
            for (name, source) in &p.rendered.own_games {
                if !own.iter().any(|(n, _)| n == name) {
                    own.push((name.clone(), source.clone()));
                }
            }
        }
        let mut defined = site_games.clone();
        for (name, source) in &own {
            if let Ok(game) = directive::game::compile(name, source) {
                defined.insert(name.clone(), Arc::new(game));
            }
        }
        // Each game once, with its words read and its example worked out (the first is shown).
        let mut seen = BTreeSet::new();
        let mut offered = Vec::new();
        let lessons = pages.iter().flat_map(|p| p.rendered.explored.iter().map(String::as_str));
        for words in lessons.chain(directive::samples().into_iter().map(|(_, w)| w)) {
            let name = words.split_whitespace().next().unwrap_or_default();
            if !seen.insert(name.to_string()) {
                continue;
            }
            let Ok(request) = directive::parse_example_in(&directive::split_words(words), &defined) else { continue };
            // The same entries of the block cache as the lessons' examples and play blocks.
            let key = crate::lesson::language::block_key(&request.to_words(), &defined);
            if let Ok((facts, _)) = crate::lesson::language::example_facts_cached(&request, &key, blocks) {
                // Only the list's label is worded here; the example shown is worded below.
                offered.push((Choice { label: label(name, &facts, lang), words: words.to_string() }, request, facts));
            }
        }
        let layout = BlockLayout {
            id: "explorer".into(),
            name: None,
            number: 1,
            show_words: false,
            playout: PlayoutShown::Full,
            values: "grundy".into(),
            table: "show".into(),
            // A small position a student types is drawn as its game graph, labelled step by step.
            graph: true,
            rules_stated: Vec::new(),
        };
        let Some((_, request, facts)) = offered.first() else {
            return Err(Diagnostic::file(
                Path::new("templates/explore.html"),
                crate::message!("site-explorer-no-game"),
            ));
        };
        let fragment = worked::render(
            self.env,
            lang.code(),
            request.kind(),
            crate::views::facts::worded(facts, lang),
            &request.to_words(),
            &layout,
            None,
        )
        .map_err(|e| super::render_error("examples", &e, Path::new("templates")))?;
        let data =
            serde_json::json!({ "words": request.to_words(), "lang": lang.code(), "layout": layout, "games": own });
        // A game against the computer from the first choice that is a game and whose table a page
        // may hold; the list starts new games there too.
        let play = offered.iter().find_map(|(_, request, _)| {
            let (game, start) = crate::views::play::game_of(request)?;
            let words = request.to_words();
            let key = crate::lesson::language::play_table_key(&words, false, lang, &defined);
            let (table, _) = crate::lesson::cache::cached(blocks, "play", &key, || {
                crate::views::play::page_table_json(&game, &start, false, lang)
            })
            .ok()?;
            Some((words, start, table))
        });
        let play = match play {
            Some((words, start, table)) => {
                let html = crate::views::play::block(self.env, lang.code(), table, &words, &start, PLAY_ID)
                    .map_err(|e| super::render_error("blocks/play.html", &e, Path::new("templates")))?;
                let data = serde_json::json!({
                    "words": words, "lang": lang.code(), "play": { "id": PLAY_ID, "toggle": false }, "games": own
                });
                Some(context! { fragment => Value::from_safe_string(html), words, data => data.to_string() })
            }
            None => None,
        };
        let page = context! {
            url => URL,
            title => lang.word("explore-title"),
            summary => Some(lang.word("explore-summary")),
            has_play => play.is_some(),
            play,
            has_explore => true,
            choices => Value::from(minijinja::value::Serde(&offered.iter().map(|o| &o.0).collect::<Vec<_>>())),
            fragment => Value::from_safe_string(fragment),
            words => request.to_words(),
            data => data.to_string(),
            id => "explorer",
        };
        self.render_site_page("explore.html", page, URL)
    }
}

/// The label of a game in the explorer's list, from its example's `facts`: the game's own title,
/// or a calculation's name.
fn label(name: &str, facts: &Value, lang: Lang<'_>) -> String {
    match facts.get_attr("title") {
        Ok(title) if !title.is_undefined() && !title.is_none() => crate::views::facts::worded(&title, lang).to_string(),
        _ => lang.word(&format!("explore-calculation-{name}")),
    }
}
