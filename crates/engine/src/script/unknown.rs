//! A rule that calls a function nobody defined: Rhai's "function not found" as a fact with the
//! nearest name the rule could have meant, taken from the rule's own functions and from Rhai's
//! own list of the functions its engine has (so a suggestion is always callable). Runs only
//! after a call failed; what it costs is paid once, by an error.

use crate::fact::{Arg, Fact};
use crate::names::suggest;
use rhai::{AST, Engine};

/// The fact for Rhai's "function not found" of `signature` (Rhai's words for the call, such
/// as `psh (array, i64)`): `refusal-script-unknown-function-meant` with the name meant when
/// one is near, `refusal-script-unknown-function` otherwise.
pub(super) fn unknown_function(engine: &Engine, ast: &AST, signature: &str) -> Fact {
    let name = signature.split([' ', '(']).next().unwrap_or(signature);
    let own: Vec<String> = ast.iter_functions().map(|f| f.name.to_string()).collect();
    let library = engine.gen_fn_signatures(true);
    let mut known: Vec<&str> = own.iter().map(String::as_str).collect();
    known.extend(library.iter().filter_map(|s| s.split('(').next()).filter(|n| is_name(n)));
    known.sort_unstable();
    known.dedup();
    let call = ("call", Arg::from(signature));
    match suggest(name, &known) {
        Some(meant) if meant != name => {
            Fact::new("refusal-script-unknown-function-meant", [call, ("meant", Arg::from(meant))])
        }
        _ => Fact::new("refusal-script-unknown-function", [call]),
    }
}

/// A name a rule can write in a call: letters, digits and `_`, not starting with a digit (not
/// an operator such as `+=`, nor a property's `get$len`).
fn is_name(n: &str) -> bool {
    n.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fact_of(source: &str, f: &str) -> Fact {
        let engine = crate::script::engine();
        let ast = engine.compile(source).unwrap();
        let e = engine.call_fn::<rhai::Dynamic>(&mut rhai::Scope::new(), &ast, f, (3_i64,)).unwrap_err();
        let (inner, _) = super::super::innermost(*e);
        match inner {
            rhai::EvalAltResult::ErrorFunctionNotFound(sig, _) => unknown_function(&engine, &ast, &sig),
            other => panic!("not a missing function: {other}"),
        }
    }

    #[test]
    fn a_library_function_mistyped_is_named() {
        let f = fact_of("fn options(n) { let a = []; a.psh(n - 1); a }", "options");
        assert_eq!(f.fact, "refusal-script-unknown-function-meant");
        assert_eq!(f.args["meant"], Arg::from("push"));
    }

    #[test]
    fn the_rules_own_function_mistyped_is_named() {
        let f = fact_of("fn takes(n) { [1, 2] } fn options(n) { tkaes(n) }", "options");
        assert_eq!(f.args["meant"], Arg::from("takes"));
    }

    #[test]
    fn a_name_far_from_every_function_gets_no_guess() {
        let f = fact_of("fn options(n) { frobnicate_everything(n) }", "options");
        assert_eq!(f.fact, "refusal-script-unknown-function");
    }
}
