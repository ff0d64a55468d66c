//! The messages of a lesson template's errors: minijinja's error, by its kind, worded for a
//! teacher and placed at the tag it came from in the lesson (the caller, [`super`], then leaves
//! a failed `{{ … }}` out and renders again), with nimbook's hints: the page's examples, an
//! empty list of winning moves, the list of filters, the tag that is never closed.

use super::*;

impl PageRender<'_> {
    /// Reports a minijinja error at its place in the lesson; returns the `{{ … }}` it came
    /// from, which can be left out so that the rest of the page is checked too.
    pub(super) fn template_error(
        &mut self,
        e: &minijinja::Error,
        source: &Spliced,
        stage: &Spliced,
        tags: &Tags,
        base: usize,
    ) -> Option<usize> {
        let in_template = e.range().map(|r| r.start).or_else(|| {
            let line = e.line()?;
            Some(source.text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum())
        });
        let in_stage = in_template.map(|t| source.old(t));
        let value = in_stage.and_then(|at| tags.values.iter().find(|(r, _)| r.contains(&at)).map(|(r, _)| r.clone()));
        let block = in_stage.and_then(|at| tags.blocks.iter().find(|r| r.contains(&at)).cloned());
        let tag = value.clone().or(block.clone());
        let expr = tag.as_ref().map_or("", |r| inner(&stage.text[r.clone()]));
        let failing = e.range().and_then(|r| source.text.get(r)).unwrap_or(expr);
        // An example that failed has been reported where it is defined.
        if self.failed_examples.iter().any(|name| mentions(expr, name)) || self.names_failed_game(expr) {
            return value.map(|r| r.start);
        }
        // A teacher's rule that failed while `example("…")` computed: reported once, at the
        // rule's own line (its block, or its file in games/).
        let engine = std::error::Error::source(e).and_then(|s| s.downcast_ref::<crate::views::facts::RefusalError>());
        if let Some((ge, failure)) = engine.and_then(|r| r.0.rule_failure().map(|f| (&r.0, f))) {
            let offset = tag.as_ref().map(|t| t.start).or(in_stage).map_or(base, |at| base + stage.old(at));
            if self.rule_failed(ge, &failure.game.clone(), offset) {
                return value.map(|r| r.start);
            }
        }
        // minijinja's words for what failed (a bounded filter's refusal in the reader's words).
        let library = e.detail().map(str::to_string).unwrap_or_else(|| e.kind().to_string());
        let mut detail = worded_detail(e, self.reader);
        // An error inside an included or imported template: say which template, line and what.
        let mut cause = std::error::Error::source(e);
        while let Some(c) = cause {
            if let Some(inner) = c.downcast_ref::<minijinja::Error>() {
                let what = worded_detail(inner, self.reader);
                let name = inner.name().unwrap_or("(template)");
                let line = inner.line().unwrap_or(0);
                detail =
                    crate::message!("lesson-template-inside", detail = detail, name = name, line = line, what = what);
            }
            cause = c.source();
        }
        let shown = match (&value, &block) {
            (Some(_), _) => Some(crate::message!("lesson-shown-value", expr = expr)),
            (None, Some(_)) => Some(crate::message!("lesson-shown-block", expr = expr)),
            _ => None,
        };
        let subject = shown.clone().unwrap_or_else(|| crate::message!("lesson-this-page"));
        let shown = shown.unwrap_or_else(|| Message::from(""));
        let message = match e.kind() {
            minijinja::ErrorKind::OutOfFuel => {
                crate::message!("lesson-template-out-of-fuel", subject = subject, steps = TEMPLATE_FUEL)
            }
            minijinja::ErrorKind::WriteFailure => {
                // minijinja does not say where the writing stopped: point at the page's first loop.
                let first_loop = tags.blocks.iter().find(|t| inner(&stage.text[(*t).clone()]).starts_with("for "));
                let at = first_loop.map_or(0, |t| stage.old(t.start));
                self.error(base + at, crate::message!("lesson-template-too-much-text", bytes = MAX_TEMPLATE_BYTES));
                return None;
            }
            minijinja::ErrorKind::UnknownFilter => crate::views::prose::unknown_filter(expr),
            minijinja::ErrorKind::TemplateNotFound => {
                let name = expr.split(['"', '\'']).nth(1).unwrap_or(expr);
                crate::message!("lesson-template-not-found", shown = shown, name = name)
            }
            minijinja::ErrorKind::SyntaxError if tag.is_none() => match unclosed(&stage.text, tags) {
                Some((opener, word)) => {
                    let message = crate::message!("lesson-template-unclosed-tag", word = &word, detail = detail);
                    self.error(base + stage.old(opener), message);
                    return None;
                }
                None => match in_stage.and_then(|at| unclosed_value(&stage.text, at)) {
                    Some(open) => {
                        let message = crate::message!("lesson-template-unclosed-value", detail = detail);
                        self.error(base + stage.old(open), message);
                        return None;
                    }
                    None => crate::message!("lesson-template-syntax-error", detail = detail),
                },
            },
            minijinja::ErrorKind::SyntaxError => {
                crate::message!("lesson-template-invalid", shown = shown, detail = detail)
            }
            minijinja::ErrorKind::InvalidOperation if super::refusal(e) == Some(super::PrintRefusal::NoValue) => {
                self.no_value(expr)
            }
            minijinja::ErrorKind::InvalidOperation
                if matches!(
                    super::refusal(e),
                    Some(super::PrintRefusal::TooManyValues | super::PrintRefusal::TooMuchText)
                ) =>
            {
                let mistake = match super::refusal(e) {
                    Some(super::PrintRefusal::TooManyValues) => super::too_many_values(),
                    _ => super::too_much_printed(),
                };
                crate::message!("lesson-template-shown", shown = shown, mistake = mistake)
            }
            minijinja::ErrorKind::InvalidOperation if crate::views::limits::library_limit(&library).is_some() => {
                let mistake = crate::views::limits::library_limit(&library).unwrap_or_else(|| Message::from(""));
                crate::message!("lesson-template-shown", shown = shown, mistake = mistake)
            }
            minijinja::ErrorKind::UndefinedError => {
                let name: String = failing.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if let Some(unknown) = self.unknown_name(&name, source) {
                    crate::message!("lesson-template-shown", shown = shown, mistake = unknown)
                } else if let Some(empty) = self.empty_list(expr) {
                    empty
                } else {
                    crate::message!("lesson-template-undefined", shown = shown, failing = failing)
                }
            }
            _ => match self.empty_list(expr) {
                Some(empty) => empty,
                None if value.is_some() => {
                    crate::message!("lesson-template-cannot-compute-fields", shown = shown, detail = detail)
                }
                None => crate::message!("lesson-template-cannot-compute", shown = shown, detail = detail),
            },
        };
        // At the tag, whose text the message quotes; else where minijinja says.
        let offset = tag.as_ref().map(|t| t.start).or(in_stage).map_or(base, |at| base + stage.old(at));
        self.error(offset, message);
        value.map(|r| r.start)
    }

    /// If `name` is neither a value of the page, nor a function, nor set by the template
    /// itself, says so (with the page's examples and a suggestion).
    fn unknown_name(&self, name: &str, source: &Spliced) -> Option<Message> {
        if name.is_empty() || self.context_value.get_attr(name).is_ok_and(|v| !v.is_undefined()) {
            return None;
        }
        if self.env.globals().any(|(g, _)| g == name) {
            return None;
        }
        let free = self.env.template_from_str(&source.text).map(|t| t.undeclared_variables(false));
        if !free.is_ok_and(|free| free.contains(name)) {
            return None;
        }
        let known: Vec<&str> = self.examples.keys().map(String::as_str).collect();
        let hint = did_you_mean(directive::suggest(name, &known));
        let list = if known.is_empty() {
            crate::message!("lesson-page-names-no-examples")
        } else {
            crate::message!("lesson-examples-on-page", examples = known.join(", "))
        };
        Some(crate::message!("lesson-no-example-named", name = name, hint = hint, list = list))
    }
}

/// minijinja's words for an error (its detail, else its kind), or, for a bounded filter's or a
/// function's refusal ([`crate::views::limits::LimitError`],
/// [`crate::views::environment::CallRefused`]), the refusal's own words in `reader`'s language.
fn worded_detail(e: &minijinja::Error, reader: Lang<'_>) -> Message {
    let source = std::error::Error::source(e);
    if let Some(refused) = source.and_then(|s| s.downcast_ref::<crate::views::environment::CallRefused>()) {
        return Message::Text(refused.in_lang(reader));
    }
    let limit = source.and_then(|s| s.downcast_ref::<crate::views::limits::LimitError>());
    match limit {
        Some(limit) => limit.0.clone(),
        None => Message::from(e.detail().map(str::to_string).unwrap_or_else(|| e.kind().to_string())),
    }
}

/// The innermost block tag that is opened and never closed (its offset and word), for the
/// message when minijinja reaches the end of the lesson inside one.
fn unclosed(text: &str, tags: &Tags) -> Option<(usize, String)> {
    const OPENERS: [&str; 8] = ["if", "for", "macro", "call", "filter", "with", "block", "autoescape"];
    let mut open: Vec<(usize, String)> = Vec::new();
    for tag in tags.blocks.iter().filter(|t| text[(*t).clone()].starts_with("{%")) {
        let inside = inner(&text[tag.clone()]);
        let word = inside.split(|c: char| !c.is_alphanumeric() && c != '_').next().unwrap_or("");
        let block_set = word == "set" && !inside.contains('=');
        if OPENERS.contains(&word) || block_set {
            open.push((tag.start, word.to_string()));
        } else if let Some(closed) = word.strip_prefix("end") {
            if open.last().is_some_and(|(_, w)| w == closed) {
                open.pop();
            }
        }
    }
    open.pop()
}

/// The `{{` on the line of a syntax error at `at` that has no `}}` after it, if any.
fn unclosed_value(text: &str, at: usize) -> Option<usize> {
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    let open = line_start + text[line_start..at.min(line_end)].rfind("{{")?;
    (!text[open..line_end].contains("}}")).then_some(open)
}

/// Whether `expr` uses the name `name` (as a whole word).
fn mentions(expr: &str, name: &str) -> bool {
    expr.match_indices(name).any(|(i, _)| {
        let word = |c: char| c.is_alphanumeric() || c == '_';
        !expr[..i].ends_with(word) && !expr[i + name.len()..].starts_with(word)
    })
}
