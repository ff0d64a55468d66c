//! The engine's refusals in words: a [`GameError`] is a fact (a request the game does not
//! allow, a bound passed) or a teacher's rule that failed ([`RuleFailure`]); every surface that
//! shows one (a lesson's diagnostics, the command line, the page's engine module) words it
//! here, from the `refusal-…` messages, in its language.

use super::text;
use crate::i18n::Lang;
use nimbook_engine::fact::{Arg, Fact};
use nimbook_engine::script::ScriptError;
use nimbook_engine::{GameError, RuleCause, RuleFailure};

/// A refusal of the engine in `lang`.
pub fn error(e: &GameError, lang: Lang<'_>) -> String {
    match e {
        GameError::Invalid { reason } | GameError::TooLarge { reason, .. } => text(reason, lang),
        GameError::Rule(r) => rule_failure(r, lang),
    }
}

/// A refusal of the engine in English: the language of a lesson's diagnostics.
pub fn english(e: &GameError) -> String {
    error(e, crate::i18n::english())
}

/// A teacher's game `name` that does not compile, in `lang`: "game "NAME": why".
pub fn script_error(name: &str, e: &ScriptError, lang: Lang<'_>) -> String {
    lang.t("refusal-script-game", &[("game", name.into()), ("message", error(&e.error, lang).into())])
}

/// A teacher's rule that failed, in `lang`: the cause's message with the game, the position it
/// was asked about and the rule's line where they are known.
pub fn rule_failure(r: &RuleFailure, lang: Lang<'_>) -> String {
    let asked = r.position.as_ref().map(|p| text(&p.fact(), lang));
    let piece = |id: &'static str| -> Arg {
        Arg::Text(asked.as_ref().map(|a| lang.t(id, &[("asked", a.as_str().into())])).unwrap_or_default())
    };
    let line = Arg::Text(r.at.map(|(l, _)| lang.t("refusal-rule-at-line", &[("line", l.into())])).unwrap_or_default());
    let game = ("game", Arg::from(r.game.as_str()));
    let fact = match &r.cause {
        RuleCause::Script { problem } => Fact::new(
            "refusal-rule-script",
            [
                game,
                ("for", piece("refusal-rule-for")),
                ("line", line),
                ("message", Arg::Fact(Box::new(problem.clone()))),
            ],
        ),
        RuleCause::TooManyOperations { limit } => Fact::new(
            "refusal-rule-too-many-operations",
            [game, ("for", piece("refusal-rule-for")), ("line", line), ("limit", Arg::from(*limit))],
        ),
        RuleCause::NotAList { function } => Fact::new(
            "refusal-rule-not-a-list",
            [game, ("for", piece("refusal-rule-for-after-comma")), ("function", Arg::from(function.as_str()))],
        ),
        RuleCause::OptionNotATuple => {
            Fact::new("refusal-rule-option-not-a-tuple", [game, ("for", piece("refusal-rule-for-after-comma"))])
        }
        RuleCause::Negative { value } => Fact::new(
            "refusal-rule-negative",
            [game, ("of", piece("refusal-rule-of")), ("value", Arg::Text(value.to_string()))],
        ),
        RuleCause::NotANumber { found } => Fact::new(
            "refusal-rule-not-a-number",
            [game, ("of", piece("refusal-rule-of")), ("found", Arg::from(found.as_str()))],
        ),
        RuleCause::NotSmaller { left } => {
            Fact::new("refusal-rule-not-smaller", [game, ("of", piece("refusal-rule-of")), ("left", Arg::from(*left))])
        }
        RuleCause::MoveFromEmpty => Fact::new("refusal-rule-move-from-empty", [game]),
        RuleCause::LengthChanged { from, to } => {
            Fact::new("refusal-rule-length-changed", [game, ("from", Arg::from(*from)), ("to", Arg::from(*to))])
        }
        RuleCause::Reading { function, about, problem } => Fact::new(
            "refusal-rule-reading",
            [
                game,
                ("function", Arg::from(function.as_str())),
                ("about", Arg::from(about.clone())),
                ("line", line),
                ("problem", Arg::from(problem.clone())),
            ],
        ),
        RuleCause::Repeats => {
            Fact::new("refusal-rule-repeats", [("position", Arg::Text(asked.clone().unwrap_or_default()))])
        }
    };
    text(&fact, lang)
}

/// A refusal as a standard error, for error chains that need one (a template function's error
/// keeps the refusal as its source, and the lesson pass looks for a rule's failure there); its
/// `Display` is the refusal in English, the language of a lesson's diagnostics.
#[derive(Debug, Clone)]
pub struct RefusalError(pub GameError);

impl std::fmt::Display for RefusalError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&english(&self.0))
    }
}

impl std::error::Error for RefusalError {}
