//! The one wording of the engine's facts ([`Fact`]): every view (a page's templates, the
//! terminal, exercise sheets, charts, the play widget, `example --json`) turns the facts the
//! engine returns into sentences of its language here, from the message files.
//!
//! A computed example is kept as facts (in the page's memo and the site's build cache, one
//! entry for both editions); [`worded`] walks its value and replaces each fact — an object
//! `{"fact": ID, "args": {…}}` — by its sentence, so templates read `{{ ex.title }}` or
//! `{{ m.reason }}` as text.

use crate::i18n::{Lang, MessageArg};
use minijinja::Value;
use minijinja::value::ValueKind;
use nimbook_engine::catalogue::Game;
use nimbook_engine::fact::Fact;

/// A game's title in `lang`.
pub fn title(game: &Game, lang: Lang<'_>) -> String {
    text(&game.title(), lang)
}

/// A game's rule in `lang`.
pub fn rule(game: &Game, lang: Lang<'_>) -> String {
    text(&game.rule(), lang)
}

/// `value` (any serialisable result of the engine) with every fact in it worded in `lang`, as
/// JSON (for `--json` and for JSON a page keeps).
pub fn worded_json<T: serde::Serialize + ?Sized>(value: &T, lang: Lang<'_>) -> serde_json::Value {
    serde_json::to_value(worded(&Value::from(minijinja::value::Serde(value)), lang)).unwrap_or(serde_json::Value::Null)
}

/// `value` worded in `lang` as one line of JSON: what `nimbook example WORDS --json` prints,
/// and what the page's engine module answers for the same words. Every integer is written
/// exactly, in decimal, whatever its size (a Bash game with m + 1 = 2^64 has one past 64 bits);
/// JSON's grammar has no bound on a number, and a reader that has one (JavaScript's, past 2^53)
/// must read such numbers with care (the page's `nimbook.example` gives them as `BigInt`).
pub fn json_line<T: serde::Serialize + ?Sized>(value: &T, lang: Lang<'_>) -> String {
    let mut line = serde_json::to_string(&worded(&Value::from(minijinja::value::Serde(value)), lang))
        .expect("worded values serialise");
    line.push('\n');
    line
}

/// A certificate (computed, or as JSON from the build cache) with its name, statement, domain
/// and counterexample in `lang`.
pub fn certificate<T: serde::Serialize + ?Sized>(certificate: &T, lang: Lang<'_>) -> serde_json::Value {
    let mut json = worded_json(certificate, lang);
    let id = json.get("id").and_then(|v| v.as_str()).map(str::to_string).unwrap_or_default();
    if let Some(c) = json.as_object_mut() {
        c.insert("name".into(), lang.word(&format!("verify-name-{id}")).into());
        c.insert("statement".into(), lang.word(&format!("verify-statement-{id}")).into());
    }
    json
}

/// A fact in `lang`.
pub fn text(fact: &Fact, lang: Lang<'_>) -> String {
    word_fact(&Value::from(minijinja::value::Serde(fact)), lang).unwrap_or_default()
}

/// `value` with every fact in it worded in `lang` (maps and lists are walked; anything else is
/// kept as it is). Every map comes out with its keys in order.
pub fn worded(value: &Value, lang: Lang<'_>) -> Value {
    reworded(value, lang).unwrap_or_else(|| value.clone())
}

/// [`worded`], or `None` when the value would come out as it went in: no fact inside it, and
/// every map's keys in order already (as JSON gives them). Such a part of a computed example (its
/// lists of numbers, its tables) is kept as it is, not copied value by value.
fn reworded(value: &Value, lang: Lang<'_>) -> Option<Value> {
    if let Some(sentence) = word_fact(value, lang) {
        return Some(Value::from(sentence));
    }
    match value.kind() {
        ValueKind::Map => {
            let entries: Vec<(Value, Value)> = value
                .try_iter()
                .ok()?
                .map(|k| {
                    let v = value.get_item(&k).unwrap_or_default();
                    (k, v)
                })
                .collect();
            let changed: Vec<Option<Value>> = entries.iter().map(|(_, v)| reworded(v, lang)).collect();
            if entries.windows(2).all(|w| w[0].0 < w[1].0) && changed.iter().all(Option::is_none) {
                return None;
            }
            let map: std::collections::BTreeMap<Value, Value> =
                entries.into_iter().zip(changed).map(|((k, v), c)| (k, c.unwrap_or(v))).collect();
            Some(Value::from_object(map))
        }
        ValueKind::Seq => {
            let items: Vec<Value> = value.try_iter().ok()?.collect();
            let changed: Vec<Option<Value>> = items.iter().map(|v| reworded(v, lang)).collect();
            if changed.iter().all(Option::is_none) {
                return None;
            }
            Some(Value::from(items.into_iter().zip(changed).map(|(v, c)| c.unwrap_or(v)).collect::<Vec<_>>()))
        }
        _ => None,
    }
}

/// The sentence of `value` if it is a fact (`None` otherwise).
fn word_fact(value: &Value, lang: Lang<'_>) -> Option<String> {
    if value.kind() != ValueKind::Map {
        return None;
    }
    let id = value.get_attr("fact").ok().filter(|v| !v.is_undefined())?;
    let id = id.as_str()?;
    let args = value.get_attr("args").ok()?;
    let mut list = Vec::new();
    if let Ok(names) = args.try_iter() {
        for name in names {
            let v = args.get_item(&name).unwrap_or_default();
            list.push((name.to_string(), argument(&v, lang)));
        }
    }
    let refs: Vec<(&str, MessageArg)> = list.iter().map(|(n, a)| (n.as_str(), a.clone())).collect();
    Some(lang.t(id, &refs))
}

/// One argument of a fact, worded.
fn argument(v: &Value, lang: Lang<'_>) -> MessageArg {
    if let Some(s) = word_fact(v, lang) {
        return MessageArg::Text(s);
    }
    if v.kind() == ValueKind::Map {
        let items = |v: &Value| -> Vec<String> {
            v.get_attr("items")
                .ok()
                .and_then(|items| items.try_iter().ok().map(|it| it.map(|x| text_of(&argument(&x, lang))).collect()))
                .unwrap_or_default()
        };
        if let Some(sep) = v.get_attr("joined").ok().and_then(|s| s.as_str().map(str::to_string)) {
            return MessageArg::Text(items(v).join(&lang.word(&sep)));
        }
        if let Some(list) = v.get_attr("or").ok().and_then(|s| s.as_str().map(str::to_string)) {
            return MessageArg::Text(join_or(lang, &items(v), &list));
        }
        if let Some(id) = v.get_attr("own").ok().and_then(|s| s.as_str().map(str::to_string)) {
            return MessageArg::Text(own_words(v, &id, lang));
        }
    }
    // A fact's argument is a number or text (a number past 64 bits comes as text and is shown
    // as it is).
    match i128::try_from(v.clone()) {
        Ok(n) => MessageArg::Num(n),
        _ => MessageArg::Text(v.as_str().map_or_else(|| v.to_string(), str::to_string)),
    }
}

/// A teacher's own words (`MessageArg::Own` of the engine's facts): the message named after the game
/// in `lang` (or English), given the rule's numbers; else the words the rule gave.
fn own_words(v: &Value, id: &str, lang: Lang<'_>) -> String {
    let mut list = Vec::new();
    if let Ok(args) = v.get_attr("args")
        && let Ok(names) = args.try_iter()
    {
        for name in names {
            let a = args.get_item(&name).unwrap_or_default();
            list.push((name.to_string(), argument(&a, lang)));
        }
    }
    let refs: Vec<(&str, MessageArg)> = list.iter().map(|(n, a)| (n.as_str(), a.clone())).collect();
    lang.own(id, &refs)
        .unwrap_or_else(|| v.get_attr("text").ok().and_then(|t| t.as_str().map(str::to_string)).unwrap_or_default())
}

fn text_of(arg: &MessageArg) -> String {
    match arg {
        MessageArg::Num(n) => n.to_string(),
        MessageArg::Text(s) => s.clone(),
    }
}

/// Items joined by the messages `{list}-separator` and `{list}-or` ("a, b, or c").
fn join_or(lang: Lang<'_>, items: &[String], list: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let head = init.join(&lang.word(&format!("{list}-separator")));
            lang.t(&format!("{list}-or"), &[("head", head.as_str().into()), ("last", last.as_str().into())])
        }
    }
}

mod refusal;
#[cfg(test)]
mod tests;

pub use refusal::{RefusalError, english, error, rule_failure, script_error};
