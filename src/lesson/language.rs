//! The lesson language's environment: one minijinja environment per build, shared by every
//! page, which runs a lesson's text (see [`crate::lesson::render`]) and lays out the pages with
//! the site's templates ([`crate::views::templates`]). It holds the functions and filters
//! lessons and templates may call: `example("…")` (a worked example from the page's memo, the
//! build cache or the engine, its facts worded in the page's language), `t()`, the prose
//! filters, `binary`, `wythoff_pair`, `xor_range`, `nim_sum`, `zeckendorf`, `fibonacci_upto`,
//! `tree_values`, `tree_layout`, `sj_wins`, `mock_turtles_value`, `ruler_value`, `odious`, and
//! the limits on them.

use crate::directive;
use crate::error::Error;
use crate::games::{GameError, antisg, coins, fibonacci, hackenbush, wythoff, xor};
use crate::lesson::cache::BlockCache;
use crate::lesson::limits;
use crate::views::i18n::{Arg, Lang, Messages};
use crate::views::templates::{DEFAULT_TEMPLATES, template_error};
use minijinja::value::Kwargs;
use minijinja::value::Value;
use minijinja::{Environment, ErrorKind, State, UndefinedBehavior};
use std::path::Path;
use std::sync::Arc;

/// Builds the environment: defaults, then every `*.html` under `dir` (if it exists) by its
/// path relative to `dir`, which replaces the default of the same name.
pub fn environment(dir: Option<&Path>) -> Result<Environment<'static>, Error> {
    environment_with_messages(dir).map(|(env, _)| env)
}

/// [`environment`], with the messages (built in, overridden by `dir/messages/`) its `t()`,
/// lists and ordinals use, for the engine's sentences on the same pages.
pub fn environment_with_messages(dir: Option<&Path>) -> Result<(Environment<'static>, Arc<Messages>), Error> {
    let mut env = Environment::new();
    env.set_debug(true);
    env.set_undefined_behavior(UndefinedBehavior::Strict);
    let messages = crate::views::i18n::Messages::load(dir)?;
    register(&mut env, Arc::clone(&messages));
    for (name, source) in DEFAULT_TEMPLATES {
        env.add_template(name, source)
            .map_err(|e| Error::Diagnostics(vec![template_error(Path::new("(built-in templates)"), &e)]))?;
    }
    if let Some(dir) = dir.filter(|d| d.is_dir()) {
        let mut diags = Vec::new();
        for (name, path) in crate::walk::files_under(dir, Some("html"), dir.parent().unwrap_or(dir))? {
            let source =
                std::fs::read_to_string(&path).map_err(|e| Error::io(format!("reading {}", path.display()), e))?;
            if let Err(e) = env.add_template_owned(name, source) {
                diags.push(template_error(dir, &e));
            }
        }
        if !diags.is_empty() {
            return Err(Error::Diagnostics(diags));
        }
    }
    Ok((env, messages))
}

fn engine_error(message: impl Into<String>) -> minijinja::Error {
    minijinja::Error::new(ErrorKind::InvalidOperation, message.into())
}

/// How many computed examples a page keeps in memory.
const EXAMPLE_CACHE_ENTRIES: usize = 4096;

/// The value of `{{ example("…") }}`: a worked example computed from its words, knowing the
/// games the lesson defined, from the site's block cache when there is one.
pub fn example_value(
    words: &str,
    defined: &directive::Defined,
    cache: Option<&BlockCache>,
    memo: &ExampleMemo,
    lang: Lang<'_>,
) -> Result<Value, minijinja::Error> {
    let request = directive::parse_example_in(&directive::split_words(words), defined)
        .map_err(|e| engine_error(format!("example(\"{words}\"): {e}")))?;
    computed_example(&request, defined, cache, memo, lang)
        .map_err(|e| engine_error(format!("example(\"{words}\"): {e}")).with_source(e))
}

/// The examples a page has computed, by key (see [`computed_example`]): a page usually asks for
/// the same words many times (`example("…").a`, `example("…").b`).
pub type ExampleMemo = std::sync::Arc<std::sync::Mutex<std::collections::HashMap<String, Value>>>;

/// The key of a computed block in the site's block cache: the block's canonical words (with
/// the page's language first for the blocks that are drawn in words: charts, play tables), and
/// the name and fingerprint of every game the lesson defines (so an edited game is never
/// answered from an old computation). An example's facts are the same in every language.
pub fn block_key(words: &str, defined: &directive::Defined) -> String {
    let mut key = words.to_string();
    for (name, game) in defined {
        key.push_str(&format!("\u{0}{name}:{:x}", game.fingerprint()));
    }
    key
}

/// The worked example of `request` as the templates see it, from the page's memo (worded), the
/// site's block cache (facts), or the engine (facts), its facts worded in `lang`. Both keys hold the canonical words and the fingerprint of every
/// game the lesson defines, so an edited game is never answered from an old computation; the
/// block cache adds the engine's version. The value is the example's JSON (the same on the
/// first build and every later one); an example JSON cannot hold (a count beyond 64 bits) is
/// computed every time instead.
pub fn computed_example(
    request: &directive::Request,
    defined: &directive::Defined,
    cache: Option<&BlockCache>,
    memo: &ExampleMemo,
    lang: Lang<'_>,
) -> Result<Value, GameError> {
    let key = block_key(&request.to_words(), defined);
    let memo_key = format!("{}\u{0}{key}", lang.code());
    if let Some(v) = memo.lock().unwrap_or_else(|e| e.into_inner()).get(&memo_key) {
        return Ok(v.clone());
    }
    let facts = match cache.and_then(|c| c.get("example", &key)) {
        Some(json) => Value::from(minijinja::value::Serde(&json)),
        None => {
            let ex = directive::compute(request)?;
            match serde_json::to_value(&ex) {
                Ok(json) => {
                    if let Some(c) = cache {
                        c.put("example", &key, &json);
                    }
                    Value::from(minijinja::value::Serde(&json))
                }
                Err(_) => Value::from(minijinja::value::Serde(&ex)),
            }
        }
    };
    // Worded on every build, in the page's language, from the messages the site has now.
    let value = crate::views::facts::worded(&facts, lang);
    let mut map = memo.lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= EXAMPLE_CACHE_ENTRIES {
        map.clear();
    }
    map.insert(memo_key, value.clone());
    Ok(value)
}

/// Registers the filters and functions lessons and templates can use.
pub fn register(env: &mut Environment<'static>, messages: Arc<Messages>) {
    env.add_filter("binary", |n: u64, width: Option<i64>| -> Result<String, minijinja::Error> {
        let width = match width {
            None => xor::bit_width(n),
            Some(w) => u32::try_from(w).ok().filter(|w| *w <= limits::MAX_BINARY_WIDTH).ok_or_else(|| {
                engine_error(format!(
                    "binary({w}): the width is at most {} (a number has at most 64 binary digits)",
                    limits::MAX_BINARY_WIDTH
                ))
            })?,
        };
        Ok(xor::to_binary(n, width))
    });
    // `{{ 30|superscript }}` → ³⁰, for a power written in running text or a heading (2³⁰).
    env.add_filter("superscript", |n: u64| -> String {
        crate::markup::superscript(&n.to_string()).expect("every digit has a superscript")
    });
    crate::lesson::words::register(env, &messages);
    env.add_function("t", move |state: &State, id: String, kwargs: Kwargs| -> Result<String, minijinja::Error> {
        let lang = messages.lang(&crate::lesson::words::page_language(state));
        let mut args = Vec::new();
        for name in kwargs.args() {
            let v: Value = kwargs.get(name)?;
            let arg = match i128::try_from(v.clone()) {
                Ok(n) if v.is_integer() => Arg::Num(n),
                // `true`/`false`, as selectors name them (minijinja writes `True`).
                _ if v.kind() == minijinja::value::ValueKind::Bool => Arg::Text(v.is_true().to_string()),
                _ => Arg::Text(v.to_string()),
            };
            args.push((name, arg));
        }
        kwargs.assert_all_used()?;
        Ok(lang.t(&id, &args))
    });
    env.add_function("example", |words: String| {
        example_value(&words, &directive::Defined::new(), None, &ExampleMemo::default(), crate::views::i18n::english())
    });
    env.add_function("wythoff_pair", |k: u64| -> Result<Vec<u64>, minijinja::Error> {
        let (a, b) = wythoff::checked_pair(k).map_err(|e| engine_error(e.to_string()))?;
        Ok(vec![a, b])
    });
    env.add_function("xor_range", |a: u64, b: u64| -> Result<u64, minijinja::Error> {
        xor::xor_range(a, b)
            .ok_or_else(|| engine_error(format!("xor_range({a}, {b}): the end is smaller than the start")))
    });
    env.add_function("nim_sum", |values: Vec<u64>| -> u64 { xor::nim_sum(&values) });
    // Zeckendorf's representation, largest term first, and the Fibonacci numbers 1, 2, 3, 5, …
    // up to a bound: at most 92 numbers for any u64, so no limit is needed.
    env.add_function("zeckendorf", |n: u64| -> Vec<u64> { fibonacci::zeckendorf(n) });
    env.add_function("fibonacci_upto", |n: u64| -> Vec<u64> { fibonacci::fibonacci_upto(n) });
    // The value of each vertex of a position of the site's game `hackenbush` (the parent of
    // vertices 2, 3, …, 0 for a fallen one): one pass over a list the page already holds.
    env.add_function("tree_values", |parents: Vec<u64>| {
        hackenbush::parent_values(&parents).map_err(|e| engine_error(format!("tree_values: {e}")))
    });
    // Where each standing vertex of such a position is drawn, with its value (views::tree).
    env.add_function("tree_layout", |parents: Vec<u64>| {
        crate::views::tree::layout(&parents)
            .map(|placed| Value::from(minijinja::value::Serde(&placed)))
            .map_err(|e| engine_error(format!("tree_layout: {e}")))
    });
    // The SJ theorem's verdict on a list of components' Grundy values (Anti-SG, lesson 17).
    env.add_function("sj_wins", |values: Vec<u64>| -> bool { antisg::sj_first_player_wins(&values) });
    // The coin-turning games' closed forms (lesson 18): a single head's value.
    env.add_function("mock_turtles_value", |n: u64| -> Result<u64, minijinja::Error> {
        coins::mock_turtles_value(n).ok_or_else(|| engine_error(format!("mock_turtles_value({n}): past 2^63")))
    });
    env.add_function("ruler_value", |n: u64| -> Result<u64, minijinja::Error> {
        coins::ruler_value(n).map_err(|e| engine_error(format!("ruler_value({n}): {e}")))
    });
    env.add_function("odious", |n: u64| -> bool { coins::is_odious(n) });
    limits::register_bounded_filters(env);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(expr: &str) -> String {
        let env = environment(None).unwrap();
        env.compile_expression(expr).unwrap().eval(Value::UNDEFINED).unwrap().to_string()
    }

    #[test]
    fn functions_and_filters() {
        assert_eq!(eval("example('nim 8 12 13').nim_sum"), "9");
        assert_eq!(eval("example('nim 8 12 13').heaps | and_list"), "8, 12 and 13");
        assert_eq!(eval("9 | binary"), "1001");
        assert_eq!(eval("1 | binary(4)"), "0001");
        assert_eq!(eval("5 | binary(64)").len(), 64);
        assert_eq!(eval("wythoff_pair(3)[0]"), "4");
        assert_eq!(eval("xor_range(1, 100)"), "100");
        assert_eq!(eval("nim_sum([5, 7, 9])"), "11");
        assert_eq!(eval("zeckendorf(100)"), "[89, 8, 3]");
        assert_eq!(eval("fibonacci_upto(20)"), "[1, 2, 3, 5, 8, 13]");
        assert_eq!(eval("tree_values([1, 2, 1])"), "[3, 1, 0, 0]");
        assert_eq!(
            eval("[sj_wins([3, 5, 1]), sj_wins([1]), sj_wins([1, 1]), sj_wins([2, 2])]"),
            "[True, False, True, False]"
        );
        assert_eq!(eval("mock_turtles_value(3)"), "7");
        assert_eq!(eval("ruler_value(12)"), "4");
        assert_eq!(eval("odious(7)"), "True");
    }

    #[test]
    fn engine_errors_surface() {
        let env = environment(None).unwrap();
        let e = env.compile_expression("example('nim 8 twelve')").unwrap().eval(Value::UNDEFINED).unwrap_err();
        assert!(e.to_string().contains("\"twelve\" is not a whole number"), "{e}");
        for bad in ["5 | binary(65536)", "5 | binary(65)", "5 | binary(-1)", "5 | binary(99999999999)"] {
            let e = env.compile_expression(bad).unwrap().eval(Value::UNDEFINED).unwrap_err();
            assert!(e.to_string().contains("width"), "{bad}: {e}");
        }
    }
}
