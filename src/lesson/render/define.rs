//! Before the Markdown pass: the page's ```` ```game ```` blocks are compiled and its named
//! examples (front matter and ```` ```example NAME ```` blocks with a body) computed, so that
//! prose anywhere on the page, and every block, can use them.

use super::*;
use rayon::prelude::*;

impl PageRender<'_> {
    /// Parses and computes a named example; errors are reported once.
    pub(super) fn define_example(&mut self, name: &str, words: &str, map: &SourceMap, offset: usize) {
        if self.examples.contains_key(name) || self.failed_examples.contains(name) {
            self.error(offset, crate::message!("lesson-example-name-twice", name = name));
            return;
        }
        if self.names_failed_game(words) {
            self.failed_examples.insert(name.to_string());
            return;
        }
        let substituted = if words.contains("{{") {
            match self.words_with_data(words, offset) {
                Some(w) => Some(w),
                None => {
                    self.failed_examples.insert(name.to_string());
                    return;
                }
            }
        } else {
            None
        };
        let parsed = directive::parse_example_in(&split_words(substituted.as_deref().unwrap_or(words)), &self.defined);
        let computed = match parsed {
            Ok(request) => {
                match crate::lesson::language::computed_example(
                    &request,
                    &self.defined,
                    self.cache,
                    &self.memo,
                    self.lang,
                    crate::lesson::language::Charge::Page,
                ) {
                    Ok(value) => Ok(Named { words: request.to_words(), request, value }),
                    Err(e) if self.rule_failed(&e, &request.to_words(), offset) => {
                        self.failed_examples.insert(name.to_string());
                        return;
                    }
                    Err(e) => Err(e.into()),
                }
            }
            Err(e) => Err(e),
        };
        match computed {
            Ok(entry) => {
                self.examples.insert(name.to_string(), entry);
            }
            Err(e) => {
                self.failed_examples.insert(name.to_string());
                match substituted {
                    // The words moved: the message names them, at the example.
                    Some(w) => {
                        let mistake = e.message_in(self.reader);
                        self.error(offset, crate::message!("lesson-in-the-words", mistake = mistake, words = w.trim()));
                    }
                    None => self.directive_error(e, map, offset),
                }
            }
        }
    }

    /// Computes, on all cores, the worked examples the page will ask for that can be read off
    /// its text — the front matter's `[examples]` and literal `{{ example("…") }}` calls — so
    /// that the passes below, which go through the page in order, find them in the page's
    /// memo. A failure is left for those passes, which report it where it stands.
    pub(super) fn prefetch_examples(&self, body: &str, front: &BTreeMap<String, String>) {
        let mut words: Vec<&str> = front.values().map(String::as_str).filter(|w| !w.contains("{{")).collect();
        let mut rest = body;
        while let Some(at) = rest.find("example(\"") {
            rest = &rest[at + "example(\"".len()..];
            if let Some(end) = rest.find('"') {
                words.push(&rest[..end]);
                rest = &rest[end..];
            }
        }
        words.sort_unstable();
        words.dedup();
        if words.len() < 2 {
            return;
        }
        // Examples of one game run one after another, so that each finds the positions the
        // ones before it searched (a teacher's game remembers its moves); games run in
        // parallel, and so do the searches inside an example.
        let mut by_game: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for w in words {
            by_game.entry(w.split_whitespace().next().unwrap_or_default()).or_default().push(w);
        }
        let (defined, cache, memo, lang) = (&self.defined, self.cache, &self.memo, self.lang);
        by_game.par_iter().for_each(|(_, words)| {
            for w in words {
                if let Ok(request) = directive::parse_example_in(&split_words(w), defined) {
                    // An error here is reported by the pass that meets the example.
                    let _ = crate::lesson::language::computed_example(
                        &request,
                        defined,
                        cache,
                        memo,
                        lang,
                        crate::lesson::language::Charge::Ahead,
                    );
                }
            }
        });
    }

    /// Compiles the page's ```` ```game NAME ```` blocks, before any example can name them.
    pub(super) fn define_games(&mut self, src: &str, map: &SourceMap) {
        let events = parse_events(src);
        let builtin = directive::example_names(&directive::Defined::new());
        for (i, (ev, range)) in events.iter().enumerate() {
            let Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) = ev else { continue };
            let (kind, rest) = info_parts(info);
            if kind != "game" {
                continue;
            }
            let start = map.file_offset(range.start);
            let name = rest.split_whitespace().next().unwrap_or_default().to_string();
            if let Err(message) = game_blocks::check_name(&name, &builtin) {
                self.error(start, message.message());
                continue;
            }
            if self.site_games.contains(&name) {
                self.error(start, crate::message!("lesson-game-is-the-sites", name = &name));
                continue;
            }
            if self.defined.contains_key(&name) {
                self.error(start, crate::message!("lesson-game-defined-twice", name = &name));
                continue;
            }
            let (body, body_map) = block_body(&events[i + 1..], map, start);
            self.game_blocks.insert(name.clone(), (body.clone(), body_map.clone()));
            match game_blocks::compile(&name, &body) {
                Ok(game) => {
                    self.defined.insert(name, std::sync::Arc::new(game));
                }
                Err(e) => {
                    let at =
                        e.at.and_then(|at| game_blocks::error_offset(&body, at))
                            .map_or(start, |o| body_map.file_offset(o));
                    self.error(at, crate::views::facts::script_error(&name, &e, self.reader));
                    self.failed_games.insert(name);
                }
            }
        }
    }

    /// When a teacher's rule failed while an example at `at` was computed, reports it once, in
    /// the rule's block at the line of the rule that failed when it is known, else at the
    /// block's start (the rule is what to fix; every example of the game would fail the same
    /// way), and returns true; other errors are left to the caller.
    pub(super) fn rule_failed(&mut self, e: &crate::games::GameError, words: &str, at: usize) -> bool {
        let game = words.split_whitespace().next().unwrap_or_default();
        let Some(failure) = e.rule_failure() else { return false };
        if let Some((body, body_map)) = self.game_blocks.get(game) {
            let place = failure
                .at
                .and_then(|at| game_blocks::error_offset(body, at))
                .map_or(body_map.file_offset(0), |o| body_map.file_offset(o));
            if self.failed_games.insert(game.to_string()) {
                let line = crate::error::Diagnostic::at_line(self.path, &self.lines, at, "").line;
                let mistake = crate::views::facts::error(e, self.reader);
                self.error(place, crate::message!("lesson-rule-failed", mistake = mistake, words = words, line = line));
            }
            return true;
        }
        // A game of the site's games/: the mistake is in its file, at the rule's line, and is
        // reported once for the whole site (every page that uses the game meets it).
        let Some(site_game) = self.defined.get(game).filter(|g| g.origin().is_some()).cloned() else { return false };
        if self.failed_games.insert(game.to_string()) {
            let origin = site_game.origin().unwrap_or_default();
            let source = site_game.source();
            let offset = failure.at.and_then(|at| game_blocks::error_offset(source, at)).unwrap_or(0);
            let line = crate::error::Diagnostic::at_line(self.path, &self.lines, at, "").line;
            let message = crate::message!(
                "lesson-site-rule-failed",
                mistake = crate::views::facts::error(e, self.reader),
                words = words,
                path = self.path,
                line = line
            );
            let mut d = crate::error::Diagnostic::at(std::path::Path::new(origin), source, offset, message);
            d.shared = Some(format!("{origin}:{offset}").into());
            self.diags.push(d);
        }
        true
    }

    /// Finds ```` ```example NAME ```` blocks with a body and defines them before the main
    /// pass, so that prose above a block can use its values.
    pub(super) fn define_inline_examples(&mut self, src: &str, map: &SourceMap) {
        let events = parse_events(src);
        for (i, (ev, range)) in events.iter().enumerate() {
            let Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) = ev else { continue };
            let (kind, rest) = info_parts(info);
            if kind != "example" {
                continue;
            }
            let Some(name) = example_name(rest) else { continue };
            let (body, body_map) = block_body(&events[i + 1..], map, map.file_offset(range.start));
            if !body.trim().is_empty() {
                let name = name.to_string();
                if !front::is_identifier(&name) {
                    self.error(
                        map.file_offset(range.start),
                        crate::message!("lesson-example-name-simple", name = &name),
                    );
                    self.failed_examples.insert(name);
                    continue;
                }
                self.define_example(&name, &body, &body_map, map.file_offset(range.start));
            }
        }
    }
}
