//! Numbers and flags in a directive's words: a whole number or a list of them, and the split
//! of words into positionals and the flags a directive accepts.

use super::lexer::Word;
use super::mistake::{DirectiveError, Mistake, arg_error, fail, mistake, suggest, what as what_id};
use nimbook_engine::fact::Arg;

/// Parses a whole number, naming the thing it should be in the error: `what` is a message
/// ([`crate::directive::what`]) or a flag's name as written.
pub fn parse_number(word: &Word<'_>, what: impl Into<Arg>) -> Result<u64, DirectiveError> {
    // One reading of a number, the families' own: only the wording of `what` is ours.
    nimbook_engine::rules::registry::number(word.text, "")
        .map_err(|kind| arg_error(word.offset, kind, Some(what.into())))
}

/// Parses a comma-separated list of whole numbers such as `1,3,4`; errors point at the bad one.
pub fn parse_list(word: &Word<'_>, what: impl Into<Arg>) -> Result<Vec<u64>, DirectiveError> {
    let what = what.into();
    let mut out = Vec::new();
    let mut offset = word.offset;
    for part in word.text.split(',') {
        out.push(parse_number(&Word { text: part, offset }, what.clone())?);
        offset += part.len() + 1;
    }
    Ok(out)
}

/// A flag a directive accepts, and the name of its value if it takes one (the engine's type:
/// the families' flags are declared there).
pub use nimbook_engine::rules::registry::Flag;

/// Positional words and flags, split according to a list of accepted flags.
#[derive(Debug, Default)]
pub struct Parsed<'a> {
    /// The words that are not flags, in order.
    pub positional: Vec<Word<'a>>,
    /// The flags given, with their value word if they take one.
    pub flags: Vec<(&'static str, Word<'a>, Option<Word<'a>>)>,
}

impl<'a> Parsed<'a> {
    /// Whether a switch was given.
    pub fn has(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, _, _)| *n == name)
    }
    /// The value word of a flag, if given.
    pub fn value(&self, name: &str) -> Option<&Word<'a>> {
        self.flags.iter().find(|(n, _, _)| *n == name).and_then(|(_, _, v)| v.as_ref())
    }
    /// A numeric flag's value.
    pub fn number(&self, name: &str, what: impl Into<Arg>) -> Result<Option<u64>, DirectiveError> {
        self.value(name).map(|w| parse_number(w, what)).transpose()
    }
}

/// Splits `words` into positionals and the flags in `accepted`; `context` names the directive in
/// the mistake about a flag it does not take (a game's name as written, or a chart's message).
pub fn split_flags<'a>(
    words: &[Word<'a>],
    accepted: &[Flag],
    context: impl Into<Arg>,
) -> Result<Parsed<'a>, DirectiveError> {
    let context = Box::new(context.into());
    let mut parsed = Parsed::default();
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        let is_flag = w.text.starts_with("--")
            || (w.text.starts_with('-') && !w.text[1..].starts_with(|c: char| c.is_ascii_digit()));
        if !is_flag {
            parsed.positional.push(w);
            i += 1;
            continue;
        }
        let (name, inline) = match w.text.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (w.text, None),
        };
        let Some(spec) = accepted.iter().find(|s| s.name == name) else {
            let names: Vec<&str> = accepted.iter().map(|s| s.name).collect();
            return mistake(
                &w,
                Mistake::UnknownOption {
                    name: name.to_string(),
                    context,
                    did_you_mean: suggest(name, &names).map(str::to_string),
                    expected: names.iter().map(|s| s.to_string()).collect(),
                },
            );
        };
        if parsed.has(spec.name) {
            return fail(Some(&w), "mistake-option-twice", [("option", Arg::from(spec.name))]);
        }
        let value = match (spec.value, inline) {
            (None, None) => None,
            (None, Some(_)) => return fail(Some(&w), "mistake-option-no-value", [("option", Arg::from(spec.name))]),
            (Some(_), Some(v)) => Some(Word { text: v, offset: w.offset + name.len() + 1 }),
            (Some(what), None) => {
                i += 1;
                match words.get(i) {
                    Some(v) => Some(*v),
                    None => {
                        return fail(
                            Some(&w),
                            "mistake-option-needs-value",
                            [("option", Arg::from(spec.name)), ("value", what_id(what))],
                        );
                    }
                }
            }
        };
        parsed.flags.push((spec.name, w, value));
        i += 1;
    }
    Ok(parsed)
}
