//! The template environment of the pages: one minijinja environment holding the filters and
//! functions that lessons and templates may call (`t()`, the prose filters of [`crate::prose`],
//! `binary`, `wythoff_pair`, `xor_range`, `nim_sum`, `zeckendorf`, `fibonacci_upto`,
//! `tree_values`, `tree_layout`, `sj_wins`, `mock_turtles_value`, `ruler_value`, `odious`,
//! `nim_product`, `euclid_suspense`, `geography`, `example`), the bounds of [`crate::limits`], and the templates: the built-in ones of
//! [`crate::templates`], each replaced by a site's own of the same name. The build (the `nimbook`
//! crate's lesson pass, which adds the build cache and reads the site's files) and the page's
//! engine module make their environments here, so both lay out a worked example with the same
//! templates, filters and messages.

use crate::directive;
use crate::i18n::{MessageArg, Messages};
use crate::limits;
use minijinja::value::{Kwargs, Value};
use minijinja::{Environment, ErrorKind, State, UndefinedBehavior};
use nimbook_engine::{GameError, antisg, coins, euclid, fibonacci, hackenbush, nim_product, wythoff, xor};
use std::sync::Arc;

/// A template that does not compile: its name (a built-in's or the site's file, relative to
/// the templates folder) and minijinja's error.
#[derive(Debug)]
pub struct TemplateError {
    /// The template's name, e.g. `examples/game.html`.
    pub name: String,
    /// Why it does not compile.
    pub error: minijinja::Error,
}

/// The environment with the built-in templates, then the site's `templates` (name relative to
/// the templates folder, source), each replacing the built-in of the same name; `messages`
/// word `t()`, the lists and the engine's facts. Every template that does not compile is
/// returned.
pub fn environment(
    messages: Arc<Messages>,
    templates: impl IntoIterator<Item = (String, String)>,
) -> Result<Environment<'static>, Vec<TemplateError>> {
    environment_of(messages, crate::templates::with_site(templates))
}

/// The environment of exactly `templates` (the built-in ones are not added): what the page's
/// engine module makes from the site's templates as the build sends them
/// ([`crate::templates::with_site`]), so the module carries no copy of its own.
pub fn environment_of(
    messages: Arc<Messages>,
    templates: impl IntoIterator<Item = (String, String)>,
) -> Result<Environment<'static>, Vec<TemplateError>> {
    let mut env = Environment::new();
    env.set_debug(true);
    env.set_undefined_behavior(UndefinedBehavior::Strict);
    register(&mut env, messages);
    let mut errors = Vec::new();
    for (name, source) in templates {
        if let Err(error) = env.add_template_owned(name.clone(), source) {
            errors.push(TemplateError { name, error });
        }
    }
    if errors.is_empty() { Ok(env) } else { Err(errors) }
}

/// The environment of the built-in templates and messages (the tests, and a command with no
/// site).
pub fn builtin() -> Environment<'static> {
    environment(Messages::builtin(), []).expect("the built-in templates compile")
}

/// An error of the engine, or of a function's argument, as a template error.
pub fn engine_error(message: impl Into<String>) -> minijinja::Error {
    minijinja::Error::new(ErrorKind::InvalidOperation, message.into())
}

/// A function's refusal worded from the message files: minijinja's detail is the English, and
/// the message itself rides along as the error's source ([`limits::LimitError`]), which the
/// lesson pass words in the reader's language.
fn said_error(message: crate::message::Message) -> minijinja::Error {
    engine_error(message.to_string()).with_source(limits::LimitError(message))
}

/// The engine's refusal of a function's call (`tree_values`, `ruler_value(5)`): the call and
/// the refusal ride along as the error's source ([`CallRefused`]), worded where it is shown.
fn call_refused(call: String, error: nimbook_engine::GameError) -> minijinja::Error {
    engine_error(format!("{call}: {}", crate::facts::english(&error))).with_source(CallRefused { call, error })
}

/// The engine's refusal of a template function's call, as the source of its minijinja error.
#[derive(Debug, Clone)]
pub struct CallRefused {
    /// The call as written (`ruler_value(5)`).
    pub call: String,
    /// The engine's refusal.
    pub error: nimbook_engine::GameError,
}

impl CallRefused {
    /// `call: refusal`, in `lang`.
    pub fn in_lang(&self, lang: crate::i18n::Lang<'_>) -> String {
        let why = crate::facts::error(&self.error, lang);
        crate::message!("mistake-lesson-call-refused", call = self.call.as_str(), why = why).in_lang(lang)
    }
}

impl std::fmt::Display for CallRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_lang(crate::i18n::english()))
    }
}

impl std::error::Error for CallRefused {}

/// The worked example of `request`: the engine's facts as the templates see them, and as the
/// JSON the build cache keeps (the same value, read back), or `None` when JSON cannot hold them
/// (a count beyond 64 bits), in which case they are computed every time.
pub fn example_facts(request: &directive::Request) -> Result<(Value, Option<serde_json::Value>), GameError> {
    let ex = directive::compute(request)?;
    Ok(match serde_json::to_value(&ex) {
        Ok(json) => (Value::from(minijinja::value::Serde(&json)), Some(json)),
        Err(_) => (Value::from(minijinja::value::Serde(&ex)), None),
    })
}

/// The value of `{{ example("…") }}` without a build cache: the worked example of `words`,
/// knowing the games in `defined`, its facts worded in `lang`.
pub fn example_value(
    words: &str,
    defined: &directive::Defined,
    lang: crate::i18n::Lang<'_>,
) -> Result<Value, minijinja::Error> {
    let request = directive::parse_example_in(&directive::split_words(words), defined)
        .map_err(|e| engine_error(format!("example(\"{words}\"): {e}")))?;
    let (facts, _) = example_facts(&request).map_err(|e| {
        engine_error(format!("example(\"{words}\"): {}", crate::facts::english(&e)))
            .with_source(crate::facts::RefusalError(e))
    })?;
    Ok(crate::facts::worded(&facts, lang))
}

/// Registers the filters and functions lessons and templates can use.
pub fn register(env: &mut Environment<'static>, messages: Arc<Messages>) {
    env.add_filter("binary", |n: u64, width: Option<i64>| -> Result<String, minijinja::Error> {
        let width = match width {
            None => xor::bit_width(n),
            Some(w) => u32::try_from(w).ok().filter(|w| *w <= limits::MAX_BINARY_WIDTH).ok_or_else(|| {
                said_error(crate::message!("mistake-lesson-binary-width", width = w, max = limits::MAX_BINARY_WIDTH))
            })?,
        };
        Ok(xor::to_binary(n, width))
    });
    // `{{ 30|superscript }}` → ³⁰, for a power written in running text or a heading (2³⁰).
    env.add_filter("superscript", |n: u64| -> String {
        crate::markup::superscript(&n.to_string()).expect("every digit has a superscript")
    });
    crate::prose::register(env, &messages);
    let words_in = Arc::clone(&messages);
    env.add_function("t", move |state: &State, id: String, kwargs: Kwargs| -> Result<String, minijinja::Error> {
        let lang = messages.lang(&crate::prose::page_language(state));
        let mut args = Vec::new();
        for name in kwargs.args() {
            let v: Value = kwargs.get(name)?;
            let arg = match i128::try_from(v.clone()) {
                Ok(n) if v.is_integer() => MessageArg::Num(n),
                // `true`/`false`, as selectors name them (minijinja writes `True`).
                _ if v.kind() == minijinja::value::ValueKind::Bool => MessageArg::Text(v.is_true().to_string()),
                _ => MessageArg::Text(v.to_string()),
            };
            args.push((name, arg));
        }
        kwargs.assert_all_used()?;
        Ok(lang.t(&id, &args))
    });
    // A lesson's pages replace `example` by one that knows the page's games and the build
    // cache; this one knows the catalogue and words in the page's language.
    env.add_function("example", move |state: &State, words: String| {
        example_value(&words, &directive::Defined::new(), words_in.lang(&crate::prose::page_language(state)))
    });
    env.add_function("wythoff_pair", |k: u64| -> Result<Vec<u64>, minijinja::Error> {
        let (a, b) = wythoff::checked_pair(k).map_err(|e| call_refused(format!("wythoff_pair({k})"), e))?;
        Ok(vec![a, b])
    });
    env.add_function("xor_range", |a: u64, b: u64| -> Result<u64, minijinja::Error> {
        xor::xor_range(a, b).ok_or_else(|| said_error(crate::message!("mistake-lesson-xor-range", start = a, end = b)))
    });
    env.add_function("nim_sum", |values: Vec<u64>| -> u64 { xor::nim_sum(&values) });
    // Zeckendorf's representation, largest term first, and the Fibonacci numbers 1, 2, 3, 5, …
    // up to a bound: at most 92 numbers for any u64, so no limit is needed.
    env.add_function("zeckendorf", |n: u64| -> Vec<u64> { fibonacci::zeckendorf(n) });
    env.add_function("fibonacci_upto", |n: u64| -> Vec<u64> { fibonacci::fibonacci_upto(n) });
    // The value of each vertex of a position of the site's game `hackenbush` (the parent of
    // vertices 2, 3, …, 0 for a fallen one): one pass over a list the page already holds.
    env.add_function("tree_values", |parents: Vec<u64>| {
        hackenbush::parent_values(&parents).map_err(|e| call_refused("tree_values".to_string(), e))
    });
    // Where each standing vertex of such a position is drawn, with its value (views::tree).
    env.add_function("tree_layout", |parents: Vec<u64>| {
        crate::tree::layout(&parents)
            .map(|placed| Value::from(minijinja::value::Serde(&placed)))
            .map_err(|e| call_refused("tree_layout".to_string(), e))
    });
    // The SJ theorem's verdict on a list of components' Grundy values (Anti-SG, lesson 17).
    env.add_function("sj_wins", |values: Vec<u64>| -> bool { antisg::sj_first_player_wins(&values) });
    // The coin-turning games' closed forms (lesson 18): a single head's value.
    env.add_function("mock_turtles_value", |n: u64| -> Result<u64, minijinja::Error> {
        coins::mock_turtles_value(n).ok_or_else(|| said_error(crate::message!("mistake-lesson-mock-turtles", n = n)))
    });
    env.add_function("ruler_value", |n: u64| -> Result<u64, minijinja::Error> {
        coins::ruler_value(n).map_err(|e| call_refused(format!("ruler_value({n})"), e))
    });
    env.add_function("odious", |n: u64| -> bool { coins::is_odious(n) });
    // Nim multiplication (the Tartan theorem, lesson 22): exact for every pair of u64.
    env.add_function("nim_product", |x: u64, y: u64| -> u64 { nim_product::nim_product(x, y) });
    env.add_function("euclid_suspense", |a: u64, b: u64| -> u64 { euclid::euclid_suspense(a, b) });
    // Vertex geography on a board of '.' and '#' rows, every cell decided by matching.
    env.add_function("geography", |rows: Vec<String>| {
        crate::board::geography(&rows)
            .map(|g| Value::from(minijinja::value::Serde(&g)))
            .map_err(|e| said_error(crate::message!("mistake-lesson-geography", why = e.message())))
    });
    limits::register_bounded_filters(env);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(expr: &str) -> String {
        let env = builtin();
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
        assert_eq!(eval("nim_product(2, 2)"), "3");
        assert_eq!(eval("odious(7)"), "True");
        assert_eq!(eval("geography(['.##', '...', '#.#']).losing"), "[[2, 3], [3, 2]]");
        assert_eq!(eval("[2, 3] in geography(['.##', '...', '#.#']).losing"), "True");
        assert_eq!(eval("geography(['..']).grid"), "[['win', 'win']]");
    }

    #[test]
    fn engine_errors_surface() {
        let env = builtin();
        let e = env.compile_expression("example('nim 8 twelve')").unwrap().eval(Value::UNDEFINED).unwrap_err();
        assert!(e.to_string().contains("\"twelve\" is not a whole number"), "{e}");
        for bad in ["5 | binary(65536)", "5 | binary(65)", "5 | binary(-1)", "5 | binary(99999999999)"] {
            let e = env.compile_expression(bad).unwrap().eval(Value::UNDEFINED).unwrap_err();
            assert!(e.to_string().contains("width"), "{bad}: {e}");
        }
        // A function's refusal rides along as the error's source, worded in the reader's language.
        let zh = crate::i18n::Messages::builtin();
        let zh = zh.lang("zh");
        let said = |expr: &str| {
            let e = env.compile_expression(expr).unwrap().eval(Value::UNDEFINED).unwrap_err();
            let source = std::error::Error::source(&e).expect("a refusal carries its words");
            match (source.downcast_ref::<limits::LimitError>(), source.downcast_ref::<CallRefused>()) {
                (Some(limit), _) => limit.0.in_lang(zh),
                (_, Some(refused)) => refused.in_lang(zh),
                _ => panic!("{expr}: {e}"),
            }
        };
        assert_eq!(said("5 | binary(65)"), "binary(65)：宽度最多为 64（一个数最多有 64 个二进制位）");
        assert_eq!(said("xor_range(5, 3)"), "xor_range(5, 3)：终点比起点小");
        assert!(
            said("geography(['.x'])").starts_with("geography：棋盘第 1 行第 2 列是"),
            "{}",
            said("geography(['.x'])")
        );
        assert!(said("tree_values([5])").starts_with("tree_values："), "{}", said("tree_values([5])"));
    }
}
