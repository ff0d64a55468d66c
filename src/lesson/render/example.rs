//! The `example` block: a worked example (named in the front matter, defined by the block's
//! body, or unnamed) shown through its partial `templates/examples/KIND.html`, with the
//! block's settings after its name: `title="…"`, `words=show|hide`, `playout=none|short|full`,
//! `values=grundy|pn`, `table=show|hide`, `graph=steps|none`.

use super::*;
use crate::views::worked::{self, BlockLayout};

impl PageRender<'_> {
    pub(super) fn example_block(&mut self, rest: &str, offset: usize, body: &str, map: &SourceMap) -> Option<String> {
        let name = example_name(rest);
        let options = match ExampleOptions::parse(rest) {
            Ok(o) => o,
            Err(e) => {
                self.error(offset, e.message());
                return None;
            }
        };
        let (example, kind, words) = if body.trim().is_empty() {
            let Some(name) = name else {
                self.error(offset, crate::message!("lesson-example-empty"));
                return None;
            };
            if self.failed_examples.contains(name) {
                return None;
            }
            let Some(named) = self.examples.get(name) else {
                let known: Vec<&str> = self.examples.keys().map(String::as_str).collect();
                let hint = did_you_mean(directive::suggest(name, &known));
                self.error(offset, crate::message!("lesson-example-unknown", name = name, hint = hint));
                return None;
            };
            (named.value.clone(), named.request.kind(), named.words.clone())
        } else if let Some(name) = name {
            // Defined before the main pass.
            let named = self.examples.get(name)?;
            (named.value.clone(), named.request.kind(), named.words.clone())
        } else {
            let body = if body.contains("{{") { self.words_with_data(body, offset)? } else { body.to_string() };
            match directive::parse_example_in(&split_words(&body), &self.defined) {
                Ok(request) => {
                    match crate::lesson::language::computed_example(
                        &request,
                        &self.defined,
                        self.cache,
                        &self.memo,
                        self.lang,
                        crate::lesson::language::Charge::Page,
                    ) {
                        Ok(value) => (value, request.kind(), request.to_words()),
                        Err(e) if self.rule_failed(&e, &request.to_words(), map.file_offset(0)) => return None,
                        Err(e) => {
                            self.error(map.file_offset(0), crate::views::facts::error(&e, self.reader));
                            return None;
                        }
                    }
                }
                Err(e) => {
                    self.directive_error(e, map, offset);
                    return None;
                }
            }
        };
        let n = self.next_number("example");
        let id = self.unique_id(&match name {
            Some(name) => format!("example-{name}"),
            None => format!("example-{n}"),
        });
        let title = options.title.map(|t| {
            let (text, html) = self.render_title(&t, offset);
            self.plain.push_str(&text);
            self.plain.push(' ');
            (text, html)
        });
        let layout = BlockLayout {
            id,
            name: name.map(str::to_string),
            number: n,
            // The heading words the example from its facts; the block's own words only on request.
            show_words: options.words.unwrap_or(false),
            playout: options.playout,
            values: options.values.to_string(),
            table: options.table.to_string(),
            graph: options.graph,
            rules_stated: self.rules_stated.iter().cloned().collect(),
        };
        // A game's rule is stated at its first example on the page (its sentence is the same
        // every time); later examples of the same game name it only.
        if let Some(rule) = worked::rule(&example) {
            self.rules_stated.insert(rule);
        }
        let title = title.as_ref().map(|(text, html)| (text.as_str(), html.as_str()));
        let result = worked::render(self.env, self.lang.code(), kind, example, &words, &layout, title);
        let html = self.template_result(result, offset)?;
        self.explorable(html, &words, &layout, offset)
    }
}

impl PageRender<'_> {
    /// A worked example's fragment with the field under it where a student types a position of
    /// their own (`blocks/explore.html`): the page's engine module lays the new position out
    /// with the same `layout`, in the page's language, knowing the page's own games.
    fn explorable(&mut self, fragment: String, words: &str, layout: &BlockLayout, offset: usize) -> Option<String> {
        let data = serde_json::json!({ "words": words, "lang": self.lang.code(), "layout": layout, "games": self.own_games() });
        self.explored.push(words.to_string());
        self.explore_box(fragment, words, &layout.id, "example", data, offset)
    }

    /// A play block with the field under it where a student types a position to start from: the
    /// page's engine module makes the block again for it, as the build makes it for its words.
    pub(super) fn playable(
        &mut self,
        fragment: String,
        words: &str,
        id: &str,
        toggle: bool,
        offset: usize,
    ) -> Option<String> {
        let data = serde_json::json!({
            "words": words, "lang": self.lang.code(), "play": { "id": id, "toggle": toggle }, "games": self.own_games()
        });
        self.explore_box(fragment, words, id, "play", data, offset)
    }

    /// `blocks/explore.html` around a block's fragment; `kind` is `example` or `play`.
    fn explore_box(
        &mut self,
        fragment: String,
        words: &str,
        id: &str,
        kind: &str,
        data: serde_json::Value,
        offset: usize,
    ) -> Option<String> {
        self.has_explore = true;
        // The box stays without its field where a position is not typed (a play block too large
        // for its page still gets its table through the box's data).
        let typable = self.typable(words);
        self.render_template(
            "blocks/explore.html",
            context! { fragment => Value::from_safe_string(fragment), words, id, kind, data => data.to_string(), typable },
            offset,
        )
    }
}

impl PageRender<'_> {
    /// Whether a reader can say another position of the game in `words` by typing its numbers:
    /// as its board says ([`crate::games::reading::Board::is_typed`]; a built-in game or
    /// calculation always). A block that cannot gets no field for a position of the student's
    /// own (`typable` in `blocks/explore.html`).
    fn typable(&self, words: &str) -> bool {
        let name = words.split_whitespace().next().unwrap_or_default();
        self.defined.get(name).is_none_or(|g| crate::games::reading::board(g).map_or(true, |b| b.is_typed()))
    }

    /// The games the page defines itself (not the site's), name and Rhai source.
    pub(super) fn own_games(&self) -> Vec<(String, String)> {
        self.defined
            .iter()
            .filter(|(name, _)| !self.site_games.contains(*name))
            .map(|(name, game)| (name.clone(), game.source().to_string()))
            .collect()
    }
}

/// The settings of an example block, as the page's engine module reads them too.
pub(super) use crate::views::worked::{ExampleOptions, example_name};
