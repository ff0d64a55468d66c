//! The words of a [`super::Certificate`] in any language: its name and statement are messages
//! named after its id (`verify-name-ID`, `verify-statement-ID`), its domain and counterexample
//! are messages with numbers in them ([`Words`]: `verify-domain-ID`, `verify-case-…`). The
//! certificate carries them in English (for the terminal, `nimbook verify`); a lesson's
//! ```` ```verify ```` block shows them in the page's language through [`localise`], from the
//! certificate as computed or as the build cache kept it.

use crate::i18n::{Arg, Lang};
use serde::Serialize;
use std::collections::BTreeMap;

/// A message id and its arguments (numbers, or text such as `[1, 2]`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Words {
    /// The message id.
    pub id: &'static str,
    /// The arguments, by name.
    pub args: BTreeMap<&'static str, Value>,
}

/// One argument of [`Words`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Value {
    /// A number, shown exactly.
    Num(u64),
    /// Text, shown as it is.
    Text(String),
}

impl From<u64> for Value {
    fn from(n: u64) -> Self {
        Value::Num(n)
    }
}

impl From<usize> for Value {
    fn from(n: usize) -> Self {
        Value::Num(n as u64)
    }
}

impl From<u32> for Value {
    fn from(n: u32) -> Self {
        Value::Num(u64::from(n))
    }
}

impl From<String> for Value {
    fn from(s: String) -> Self {
        Value::Text(s)
    }
}

impl Words {
    /// The message `id` with `args`.
    pub fn new(id: &'static str, args: impl IntoIterator<Item = (&'static str, Value)>) -> Self {
        Words { id, args: args.into_iter().collect() }
    }

    /// The words in `lang`.
    pub fn text(&self, lang: Lang<'_>) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, v)| {
                let arg = match v {
                    Value::Num(n) => Arg::from(*n),
                    Value::Text(s) => Arg::from(s.as_str()),
                };
                (*name, arg)
            })
            .collect();
        lang.t(self.id, &args)
    }
}

/// The text of [`Words`] as JSON (`{"id": …, "args": {…}}`) in `lang`; `None` if it is not that.
fn json_text(words: &serde_json::Value, lang: Lang<'_>) -> Option<String> {
    let id = words.get("id")?.as_str()?;
    let mut args = Vec::new();
    for (name, v) in words.get("args")?.as_object()? {
        let arg = match v {
            serde_json::Value::Number(n) => Arg::from(n.as_u64()?),
            serde_json::Value::String(s) => Arg::from(s.as_str()),
            _ => return None,
        };
        args.push((name.as_str(), arg));
    }
    Some(lang.t(id, &args))
}

/// The name of the statement `id` in `lang` (the English one is the certificate's `name`).
pub fn name(id: &str, lang: Lang<'_>) -> String {
    lang.word(&format!("verify-name-{id}"))
}

/// The statement `id` in `lang`.
pub fn statement(id: &str, lang: Lang<'_>) -> String {
    lang.word(&format!("verify-statement-{id}"))
}

/// A certificate as JSON (computed, or from the build cache) with its name, statement, domain
/// and counterexample in `lang`. Parts it has no words for (an entry written before they were
/// kept) stay as they are.
pub fn localise(certificate: &mut serde_json::Value, lang: Lang<'_>) {
    let Some(id) = certificate.get("id").and_then(|v| v.as_str()).map(str::to_string) else { return };
    let known = lang.word(&format!("verify-name-{id}")) != format!("verify-name-{id}");
    let domain = certificate.get("domain_words").and_then(|w| json_text(w, lang));
    let counterexample = certificate.get("counterexample_words").and_then(|w| json_text(w, lang));
    let Some(c) = certificate.as_object_mut() else { return };
    if known {
        c.insert("name".into(), name(&id, lang).into());
        c.insert("statement".into(), statement(&id, lang).into());
    }
    if let Some(d) = domain {
        c.insert("domain".into(), d.into());
    }
    if let Some(ce) = counterexample {
        c.insert("counterexample".into(), ce.into());
    }
}
