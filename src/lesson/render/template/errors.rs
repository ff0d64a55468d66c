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
        let mut detail = e.detail().map(str::to_string).unwrap_or_else(|| e.kind().to_string());
        // An error inside an included or imported template: say which template, line and what.
        let mut cause = std::error::Error::source(e);
        while let Some(c) = cause {
            if let Some(inner) = c.downcast_ref::<minijinja::Error>() {
                let what = inner.detail().map(str::to_string).unwrap_or_else(|| inner.kind().to_string());
                let name = inner.name().unwrap_or("(template)");
                detail.push_str(&format!(" (templates/{name}, line {}: {what})", inner.line().unwrap_or(0)));
            }
            cause = c.source();
        }
        let shown = match (&value, &block) {
            (Some(_), _) => format!("\"{{{{ {expr} }}}}\""),
            (None, Some(_)) => format!("\"{{% {expr} %}}\""),
            _ => String::new(),
        };
        let subject = if shown.is_empty() { "this page".to_string() } else { shown.clone() };
        let message = match e.kind() {
            minijinja::ErrorKind::OutOfFuel => format!(
                "{subject} stopped: the page's template ran more than {TEMPLATE_FUEL} steps; \
                 loop over a shorter list"
            ),
            minijinja::ErrorKind::WriteFailure => {
                // minijinja does not say where the writing stopped: point at the page's first loop.
                let first_loop = tags.blocks.iter().find(|t| inner(&stage.text[(*t).clone()]).starts_with("for "));
                let at = first_loop.map_or(0, |t| stage.old(t.start));
                self.error(
                    base + at,
                    format!(
                        "the page's template wrote more than {MAX_TEMPLATE_BYTES} bytes; \
                         loop over a shorter list"
                    ),
                );
                return None;
            }
            minijinja::ErrorKind::UnknownFilter => crate::views::prose::unknown_filter(expr),
            minijinja::ErrorKind::TemplateNotFound => {
                let name = expr.split(['"', '\'']).nth(1).unwrap_or(expr);
                format!(
                    "{shown}: there is no template \"{name}\": a lesson imports and includes the templates of \
                     the site's templates/ folder (templates/{name}) and nimbook's own; put the file there"
                )
            }
            minijinja::ErrorKind::SyntaxError if tag.is_none() => match unclosed(&stage.text, tags) {
                Some((opener, word)) => {
                    let message = format!(
                        "this {{% {word} %}} is never closed: add {{% end{word} %}} where it ends (syntax error: {detail})"
                    );
                    self.error(base + stage.old(opener), message);
                    return None;
                }
                None => match in_stage.and_then(|at| unclosed_value(&stage.text, at)) {
                    Some(open) => {
                        let message = format!(
                            "\"{{{{\" is not closed by \"}}}}\" (syntax error: {detail}); to show {{{{ itself \
                             write {{{{ \"{{{{\" }}}}"
                        );
                        self.error(base + stage.old(open), message);
                        return None;
                    }
                    None => format!("syntax error: {detail}"),
                },
            },
            minijinja::ErrorKind::SyntaxError => format!("{shown} is not valid: syntax error: {detail}"),
            minijinja::ErrorKind::InvalidOperation if super::refusal(e) == Some(super::PrintRefusal::NoValue) => {
                self.no_value(expr)
            }
            minijinja::ErrorKind::InvalidOperation
                if matches!(
                    super::refusal(e),
                    Some(super::PrintRefusal::TooManyValues | super::PrintRefusal::TooMuchText)
                ) =>
            {
                format!("{shown}: {detail}")
            }
            minijinja::ErrorKind::InvalidOperation if crate::views::limits::library_limit(&detail).is_some() => {
                format!("{shown}: {}", crate::views::limits::library_limit(&detail).unwrap_or_default())
            }
            minijinja::ErrorKind::UndefinedError => {
                let name: String = failing.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if let Some(unknown) = self.unknown_name(&name, source) {
                    format!("{shown}: {unknown}")
                } else if let Some(empty) = self.empty_list(expr) {
                    empty
                } else {
                    format!(
                        "{shown}: \"{failing}\" is undefined: a field name is misspelt or absent \
                         (`nimbook example … --json` lists an example's fields)"
                    )
                }
            }
            _ => match self.empty_list(expr) {
                Some(empty) => empty,
                None if value.is_some() => format!(
                    "{shown} cannot be computed: {detail} (run `nimbook example … --json` to see an example's fields)"
                ),
                None => format!("{shown} cannot be computed: {detail}"),
            },
        };
        // At the tag, whose text the message quotes; else where minijinja says.
        let offset = tag.as_ref().map(|t| t.start).or(in_stage).map_or(base, |at| base + stage.old(at));
        self.error(offset, message);
        value.map(|r| r.start)
    }

    /// If `name` is neither a value of the page, nor a function, nor set by the template
    /// itself, says so (with the page's examples and a suggestion).
    fn unknown_name(&self, name: &str, source: &Spliced) -> Option<String> {
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
        let hint = directive::suggest(name, &known).map(|s| format!(" (did you mean \"{s}\"?)")).unwrap_or_default();
        let list = if known.is_empty() {
            "this page names no examples: add them under [examples] in the front matter".to_string()
        } else {
            format!("examples on this page: {}", known.join(", "))
        };
        Some(format!("there is no example named \"{name}\"{hint}; {list}"))
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
