//! The site's templates: the built-in defaults (compiled in, each replaced by a course's
//! `templates/` file of the same name), and template mistakes as diagnostics (the static assets,
//! which only the build writes, are the `nimbook` crate's `site::DEFAULT_STATIC`). The lesson language's environment (`lesson::language` in the `nimbook` crate) loads them.

use crate::error::Diagnostic;
use std::path::Path;

macro_rules! builtin {
    ($($name:literal),* $(,)?) => {
        &[$(($name, include_str!(concat!("../../../templates/", $name)))),*]
    };
}

/// The default templates, compiled into the binary (`nimbook new` writes them out).
pub const DEFAULT_TEMPLATES: &[(&str, &str)] = builtin!(
    "base.html",
    "lesson.html",
    "index.html",
    "explore.html",
    "blocks/callout.html",
    "blocks/answer.html",
    "blocks/chart.html",
    "blocks/verify.html",
    "blocks/play.html",
    "blocks/game.html",
    "blocks/listing.html",
    "blocks/explore.html",
    "blocks/judge.html",
    "examples/game.html",
    "examples/sections/nim.html",
    "examples/sections/bash.html",
    "examples/sections/wythoff.html",
    "examples/sections/game.html",
    "examples/sections/playout.html",
    "examples/sections/graph.html",
    "examples/runs.html",
    "examples/theorem1.html",
    "examples/theorem2.html",
    "examples/xor-range.html",
    "examples/euler301.html",
    "exercises/page.html",
    "exercises/sheet.html",
    "exercises/answers.html",
    "print.html",
);

/// The templates a site uses: each built-in one, or the site's file of the same name in its place,
/// then the site's other files (name relative to `templates/`, source). The build sends these to
/// the page's engine module, which has no templates of its own.
pub fn with_site(site: impl IntoIterator<Item = (String, String)>) -> Vec<(String, String)> {
    let mut all: Vec<(String, String)> =
        DEFAULT_TEMPLATES.iter().map(|(name, source)| (name.to_string(), source.to_string())).collect();
    for (name, source) in site {
        match all.iter_mut().find(|(known, _)| *known == name) {
            Some(builtin) => builtin.1 = source,
            None => all.push((name, source)),
        }
    }
    all
}

/// A template error as a diagnostic naming the template file and line.
pub fn template_error(dir: &Path, e: &minijinja::Error) -> Diagnostic {
    let name = e.name().unwrap_or("(template)");
    let mut message = match e.detail() {
        Some(detail) => format!("{}: {detail}", e.kind()),
        None => e.kind().to_string(),
    };
    let mut source = std::error::Error::source(e);
    while let Some(cause) = source {
        message.push_str(&format!(": {cause}"));
        source = cause.source();
    }
    let line = e.line().unwrap_or(0);
    // The template's line, with carets under the part minijinja names (debug mode keeps it).
    let snippet = e.template_source().zip(e.range()).map(|(source, range)| {
        let at = crate::error::Diagnostic::at(Path::new(""), source, range.start, "");
        let width = source.get(range.clone()).map_or(1, |s| s.lines().next().unwrap_or("").chars().count().max(1));
        crate::error::Snippet { width, ..at.snippet.expect("made by at") }
    });
    let path = dir.join(name);
    let template = Some(format!("{}:{line}: {message}", path.display()).into());
    Diagnostic {
        path,
        line,
        column: 0,
        message: crate::message!("error-template", detail = message),
        snippet,
        shared: template,
    }
}
