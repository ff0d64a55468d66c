//! Directive and callout blocks: a fenced block naming `example`, `chart`, `verify`, `play`,
//! `game` or a callout kind becomes computed HTML from its template (`templates/blocks/*`,
//! `templates/examples/*`). Called from the Markdown pass in [`super`].

use super::*;

/// The block kinds a fenced code block's info string can name.
pub(super) const CALLOUTS: [&str; 9] =
    ["theorem", "lemma", "corollary", "property", "definition", "proof", "remark", "exercise", "answer"];
pub(super) const DIRECTIVES: [&str; 6] = ["example", "chart", "verify", "play", "game", "judge"];
/// The word shown for a callout kind, in the page's language (message `callout-KIND`).
pub(super) fn callout_label(kind: &str, lang: Lang<'_>) -> String {
    let kind = if CALLOUTS.contains(&kind) { kind } else { "answer" };
    lang.word(&format!("callout-{kind}"))
}
/// Callout kinds that are numbered.
pub(super) fn is_numbered(kind: &str) -> bool {
    !matches!(kind, "proof" | "remark" | "answer")
}

impl PageRender<'_> {
    pub(super) fn render_template(&mut self, name: &str, ctx: Value, offset: usize) -> Option<String> {
        let lang = self.lang.code();
        // The engine's play-out rules in the page's language (the global is English).
        let result = self.env.get_template(name).and_then(|t| t.render(context! { lang, ..ctx }));
        self.template_result(result, offset)
    }

    /// A block's template output, or its error reported at the block (`offset`).
    pub(super) fn template_result(
        &mut self,
        result: Result<String, minijinja::Error>,
        offset: usize,
    ) -> Option<String> {
        match result {
            Ok(html) => Some(html),
            Err(e) => {
                let d = crate::views::templates::template_error(Path::new("templates"), &e);
                self.error(
                    offset,
                    crate::message!("lesson-while-rendering-block", path = &d.path, line = d.line, mistake = d.message),
                );
                if let Some(last) = self.diags.last_mut() {
                    last.shared = d.shared;
                }
                None
            }
        }
    }

    /// A tested code listing ([`crate::listings`]): shown as code with a note, never compiled here.
    pub(super) fn listing(
        &mut self,
        annotation: Result<crate::listings::Annotation, crate::listings::AnnotationError>,
        at: usize,
        code: &str,
    ) -> Option<String> {
        let view = annotation.map_err(|e| self.error(at, e.message())).ok()?.view(code);
        self.render_template("blocks/listing.html", Value::from(Serde(view)), at)
    }

    /// Renders one directive or callout block; `None` after an error.
    pub(super) fn block(
        &mut self,
        kind: &str,
        rest: &str,
        offset: usize,
        body: &str,
        map: &SourceMap,
    ) -> Option<String> {
        // A block of a game whose own block failed would only repeat that error.
        if kind != "game" && !CALLOUTS.contains(&kind) && self.names_failed_game(body) {
            return None;
        }
        match kind {
            "example" => self.example_block(rest, offset, body, map),
            "chart" => self.chart_block(offset, body, map),
            "verify" => self.verify_block(offset, body, map),
            "play" => self.play_block(rest, offset, body, map),
            "game" => self.game_block(rest, offset, body),
            "judge" => self.judge_block(rest, offset, body),
            _ => self.callout(kind, rest, offset, body, map),
        }
    }

    /// A ```` ```judge PROBLEM ```` block: a box where a student pastes an input of the judge
    /// problem and gets the expected output, worked out in the page by the engine module. It is
    /// built with the problem's sample in it and the sample's expected output, so it reads (and
    /// prints) without scripts.
    pub(super) fn judge_block(&mut self, rest: &str, offset: usize, body: &str) -> Option<String> {
        let name = rest.split_whitespace().next().unwrap_or_default();
        let Some(problem) = crate::judge::Problem::from_name(name) else {
            let names: Vec<&str> = crate::judge::Problem::all().map(|p| p.name()).collect();
            let hint = did_you_mean_bare(directive::suggest(name, &names));
            self.error(
                offset,
                crate::message!("lesson-judge-unknown-problem", problems = names.join(", "), hint = hint),
            );
            return None;
        };
        if !body.trim().is_empty() {
            self.error(offset, crate::message!("lesson-judge-no-words"));
            return None;
        }
        let (input, _) = problem.sample();
        let output = match crate::judge::run(problem, input) {
            Ok(out) => out,
            Err(e) => {
                self.error(
                    offset,
                    crate::message!("lesson-judge-sample", problem = problem.name(), why = e.in_lang(self.reader)),
                );
                return None;
            }
        };
        let id = self.unique_id(&format!("judge-{}", problem.name()));
        let (site, number) = crate::listings::problem_site_number(problem);
        self.has_explore = true;
        self.render_template(
            "blocks/judge.html",
            context! { id, problem => problem.name(), site, number, input, output, published => problem.sample_published(), lang => self.lang.code() },
            offset,
        )
    }

    /// Where a ```` ```game ```` block stands: the game's title, rule and program (it was
    /// compiled before the main pass; a failed one was reported then).
    pub(super) fn game_block(&mut self, rest: &str, offset: usize, body: &str) -> Option<String> {
        let name = rest.split_whitespace().next()?;
        let game = self.defined.get(name)?.clone();
        let id = self.unique_id(&format!("game-{name}"));
        self.render_template(
            "blocks/game.html",
            context! {
                id, name, title => game.title(), rule => game.rule(), heap_game => game.is_heap_game(),
                source => body.trim_end(),
            },
            offset,
        )
    }

    pub(super) fn chart_block(&mut self, offset: usize, body: &str, map: &SourceMap) -> Option<String> {
        let words = split_words(body);
        let request = match chart::parse_chart(&words, &self.defined) {
            Ok(r) => r,
            Err(e) => {
                self.directive_error(e, map, offset);
                return None;
            }
        };
        let highlight = match chart::highlight_name(&request) {
            Some(name) if self.failed_examples.contains(name) => return None,
            Some(name) => match self.examples.get(name) {
                Some(named) => Some(named.request.clone()),
                None => {
                    let word_offset = body.find(name).map_or(offset, |o| map.file_offset(o));
                    let known: Vec<&str> = self.examples.keys().map(String::as_str).collect();
                    let examples =
                        if known.is_empty() { crate::message!("lesson-no-examples") } else { known.join(", ").into() };
                    self.error(
                        word_offset,
                        crate::message!("lesson-highlight-unknown", name = name, examples = examples),
                    );
                    return None;
                }
            },
            None => None,
        };
        // A chart is computed (its points are positions the engine decides), so it is cached
        // like examples: by its words, the example it highlights, the language and the games.
        let canonical = format!(
            "{} --highlighting {}",
            directive::joined(&words),
            highlight.as_ref().map(Request::to_words).unwrap_or_default()
        );
        let key = crate::lesson::language::block_key(&format!("{}\u{0}{canonical}", self.lang.code()), &self.defined);
        let draw = || chart::render(&request, highlight.as_ref(), self.lang);
        // An entry that is not a chart (a checksum only proves it is what was written) is drawn
        // again rather than trusted.
        let drawn = cache::cached(self.cache, "chart", &key, draw).and_then(|(stored, cost)| {
            let chart = serde_json::from_value::<chart::Chart>(stored).or_else(|_| draw())?;
            Ok((chart, cost))
        });
        let drawn = match drawn {
            Ok((c, cost)) => {
                self.charge("chart", &key, cost, offset)?;
                c
            }
            Err(e) => {
                self.directive_error(e, map, offset);
                return None;
            }
        };
        let n = self.next_number("chart");
        let id = self.unique_id(&format!("chart-{n}"));
        let svg = page_unique_ids(&drawn.svg, &id);
        self.plain.push_str(&drawn.title);
        self.plain.push(' ');
        self.render_template(
            "blocks/chart.html",
            context! { id, title => drawn.title, description => drawn.description, svg => Value::from_safe_string(svg) },
            offset,
        )
    }

    pub(super) fn verify_block(&mut self, offset: usize, body: &str, map: &SourceMap) -> Option<String> {
        let words = split_words(body);
        if words.first().is_some_and(|w| w.text == sg_certificate::ID) {
            let certificate = crate::directive::certificate::parse(&words[1..], words.first(), &Default::default())
                .map_err(|e| self.directive_error(e, map, offset))
                .ok()?;
            // The certificate's own words in a canonical form: its facts are the same in every
            // language, and worded below in the page's.
            let key = crate::lesson::language::block_key(&directive::joined(&words), &Default::default());
            let (mut certificates, cost) =
                cache::cached(self.cache, "verify", &key, || sg_certificate::certify(&certificate).map(|c| [c]))
                    .map_err(|e| self.error(offset, crate::views::facts::error(&e, self.reader)))
                    .ok()?;
            self.charge("verify", &key, cost, offset)?;
            self.localise_certificates(&mut certificates);
            return self.render_template(
                "blocks/verify.html",
                context! { certificates => Value::from(Serde(&certificates)) },
                offset,
            );
        }
        let flags = [
            Flag { name: "--bits", value: Some("lesson-flag-value-bits") },
            Flag { name: "--heaps", value: Some("lesson-flag-value-heaps") },
        ];
        let parsed = match split_flags(&words, &flags, "verify") {
            Ok(p) => p,
            Err(e) => {
                self.directive_error(e, map, offset);
                return None;
            }
        };
        let defaults = properties::Range::default();
        let number = |name: &str, what: &'static str| parsed.number(name, directive::what(what));
        let (bits, heaps) = match (number("--bits", "what-bits"), number("--heaps", "what-heaps")) {
            (Ok(b), Ok(h)) => {
                (b.map_or(defaults.bits, |b| b.min(64) as u32), h.map_or(defaults.heaps, |h| h.min(64) as usize))
            }
            (Err(e), _) | (_, Err(e)) => {
                self.directive_error(e, map, offset);
                return None;
            }
        };
        let range = properties::Range { bits, heaps };
        if parsed.positional.is_empty() {
            self.error(offset, crate::message!("lesson-verify-no-statement", statements = properties::IDS.join(", ")));
            return None;
        }
        let mut ids = Vec::new();
        for w in &parsed.positional {
            if w.text == "all" {
                ids.extend(properties::IDS.iter().map(|s| s.to_string()));
            } else if properties::IDS.contains(&w.text) {
                ids.push(w.text.to_string());
            } else {
                let hint = did_you_mean_bare(directive::suggest(w.text, &properties::IDS));
                let statements = properties::IDS.join(", ");
                self.error(
                    map.file_offset(w.offset),
                    crate::message!(
                        "lesson-verify-unknown-statement",
                        word = w.text,
                        hint = hint,
                        statements = statements
                    ),
                );
                return None;
            }
        }
        let key = format!("{} --bits {bits} --heaps {heaps}", ids.join(" "));
        let computed = cache::cached(self.cache, "verify", &key, || {
            ids.iter().map(|id| properties::certify(id, range)).collect::<Result<Vec<_>, _>>()
        });
        let mut certificates = match computed {
            Ok((c, cost)) => {
                self.charge("verify", &key, cost, offset)?;
                c
            }
            Err(e) => {
                self.error(offset, crate::views::facts::error(&e, self.reader));
                return None;
            }
        };
        self.localise_certificates(&mut certificates);
        self.render_template(
            "blocks/verify.html",
            context! { certificates => Value::from(Serde(&certificates)) },
            offset,
        )
    }

    /// A ```` ```play ```` block: the words of a game (`kayles 5 7`) or, after ```` ```play ````,
    /// the name of an example of the page; its tables come from [`crate::views::play::table`].
    pub(super) fn play_block(&mut self, rest: &str, offset: usize, body: &str, map: &SourceMap) -> Option<String> {
        let (rest, toggle_rest) = crate::views::play::take_toggle(rest);
        let (body_words, toggle_body) = crate::views::play::take_toggle(body);
        let toggle = toggle_rest || toggle_body;
        let body = if toggle_body { body_words.as_str() } else { body };
        let name = rest.split_whitespace().next();
        let request = match name {
            Some(name) if self.failed_examples.contains(name) => return None,
            Some(name) => {
                let Some(named) = self.examples.get(name) else {
                    let known: Vec<&str> = self.examples.keys().map(String::as_str).collect();
                    let hint = did_you_mean(directive::suggest(name, &known));
                    self.error(offset, crate::message!("lesson-play-unknown-example", name = name, hint = hint));
                    return None;
                };
                if !body.trim().is_empty() {
                    self.error(offset, crate::message!("lesson-play-no-words", name = name));
                    return None;
                }
                named.request.clone()
            }
            None => match directive::parse_example_in(&split_words(body), &self.defined) {
                Ok(r) => r,
                Err(e) => {
                    self.directive_error(e, map, offset);
                    return None;
                }
            },
        };
        let Some((game, start)) = crate::views::play::game_of(&request) else {
            let refusal = crate::views::play::not_a_game(&request.to_words());
            self.error(offset, refusal.message(self.reader));
            return None;
        };
        let words = request.to_words();
        let key = crate::lesson::language::play_table_key(&words, toggle, self.lang, &self.defined);
        let built = cache::cached(self.cache, "play", &key, || {
            crate::views::play::page_table_json(&game, &start, toggle, self.lang)
        });
        let table = match built {
            Ok((t, cost)) => {
                self.charge("play", &key, cost, offset)?;
                t
            }
            Err(e) => {
                self.error(offset, e.message(self.reader));
                return None;
            }
        };
        self.has_play = true;
        let n = self.next_number("play");
        let id = self.unique_id(&format!("play-{n}"));
        let result = crate::views::play::block(self.env, self.lang.code(), table, &words, &start, &id);
        let html = self.template_result(result, offset)?;
        self.playable(html, &words, &id, toggle, offset)
    }

    /// Certificates (as JSON, computed or from the cache) in the page's language.
    fn localise_certificates(&self, certificates: &mut serde_json::Value) {
        if let Some(list) = certificates.as_array_mut() {
            for c in list {
                *c = crate::views::facts::certificate(c, self.lang);
            }
        }
    }

    pub(super) fn callout(
        &mut self,
        kind: &str,
        rest: &str,
        offset: usize,
        body: &str,
        map: &SourceMap,
    ) -> Option<String> {
        let kind: &'static str = CALLOUTS.iter().find(|k| **k == kind).copied().unwrap_or("remark");
        if self.depth >= MAX_DEPTH {
            self.error(offset, crate::message!("lesson-callouts-too-deep", max = MAX_DEPTH));
            return None;
        }
        let (given_id, title) = match rest.strip_prefix('#') {
            Some(r) => {
                let (id, title) = r.split_once(char::is_whitespace).unwrap_or((r, ""));
                (Some(id.to_string()), title.trim())
            }
            None => (None, rest),
        };
        if kind == "answer" && self.last_exercise.is_none() {
            self.warning(offset, crate::message!("lesson-answer-without-exercise"));
        }
        let number = self.next_number(kind);
        let paper_theorem =
            given_id.as_deref().and_then(|id| id.strip_prefix("theorem-")).and_then(|n| n.parse::<usize>().ok());
        if kind == "exercise" {
            self.last_exercise = Some(number);
        }
        let id = match given_id {
            Some(id) if id.is_empty() || id.contains(char::is_whitespace) => {
                self.error(offset, crate::message!("lesson-anchor-after-hash"));
                return None;
            }
            Some(id) => {
                if !self.ids.insert(id.clone()) {
                    self.error(offset, crate::message!("lesson-anchor-twice", id = &id));
                }
                id
            }
            None if kind == "answer" => self.unique_id(&format!("answer-{}", self.last_exercise.unwrap_or(number))),
            None => self.unique_id(&format!("{kind}-{number}")),
        };
        let title = self.substitute(title);
        self.plain.push_str(&title);
        self.plain.push(' ');
        self.plain.push(' ');
        self.depth += 1;
        let inner = self.render_markdown(body, map);
        self.depth -= 1;
        let body = Value::from_safe_string(inner);
        if kind == "answer" {
            let exercise = self.last_exercise;
            return self.render_template("blocks/answer.html", context! { id, exercise, body }, offset);
        }
        // "Theorem 1" and "Theorem 2" name only the two theorems the course is built on (anchors
        // #theorem-1 and #theorem-2, on whichever page restates them); any other theorem is named
        // by its title, so that no page has a second "Theorem 1".
        let shown_number = match (kind, paper_theorem) {
            ("theorem", Some(n)) => Some(n),
            ("theorem", None) => None,
            _ if is_numbered(kind) => Some(number),
            _ => None,
        };
        let label = if let Some(number) = shown_number {
            self.lang.t("callout-numbered", &[("label", callout_label(kind, self.lang).into()), ("n", number.into())])
        } else {
            callout_label(kind, self.lang)
        };
        self.render_template("blocks/callout.html", context! { kind, id, label, title, body, number }, offset)
    }
}

/// The chart's own ids come from a hash of the request, so the same chart twice on a page would
/// repeat them: give them the figure's page-unique id as prefix instead.
pub(super) fn page_unique_ids(svg: &str, figure_id: &str) -> String {
    let marker = "aria-labelledby=\"";
    let prefix =
        svg.find(marker).map(|i| &svg[i + marker.len()..]).and_then(|rest| rest.find("-title").map(|end| &rest[..end]));
    match prefix {
        Some(p) if !p.is_empty() => svg.replace(&format!("{p}-"), &format!("{figure_id}-svg-")),
        _ => svg.to_string(),
    }
}
