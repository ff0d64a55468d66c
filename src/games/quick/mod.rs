//! The quick path of a teacher's game: its Rhai program read into numbered slots
//! ([`parse`]) and run by a small evaluator with Rhai's meaning ([`eval`]). A search asks a
//! game's rule for the moves of thousands of positions; Rhai's tree walker spends ~10 µs on
//! each (Staircase Nim) and ~100 µs when a rule builds nested arrays, which Rhai re-measures
//! at every push to enforce its array limit. The quick path runs the same rules 10–30× faster.
//!
//! Rhai stays the reference: a program the reader does not know runs in Rhai alone, a call that
//! reaches anything the evaluator does not do — or that would be an error — is handed to Rhai,
//! and [`crate::games::script::ScriptGame`] checks a game's first runs against Rhai and
//! drops the quick path of a game where they differ. So every answer and every message is
//! Rhai's.

mod eval;
mod ir;
mod parse;

use eval::{Run, Value};

/// A rule in its quick form.
#[derive(Debug)]
pub struct Quick {
    program: ir::Program,
    /// The function that answers: `moves(p)` or `options(n)`.
    entry: usize,
}

impl Quick {
    /// The quick form of `source` answering through its function `entry` of one parameter, or
    /// `None` when the program uses something only Rhai runs.
    pub fn new(source: &str, entry: &str) -> Option<Quick> {
        let program = parse::program(source)?;
        let entry = program.functions.iter().position(|f| f.name == entry && f.params == 1)?;
        Some(Quick { program, entry })
    }

    fn run(&self, arg: Value) -> Option<Value> {
        Run::new(&self.program).call(self.entry, vec![arg]).ok()
    }

    /// The options `moves(p)` returns, in its order, or `None` to ask Rhai.
    pub fn tuple_moves(&self, p: &[u64]) -> Option<Vec<Vec<u64>>> {
        let arg = p.iter().map(|&x| i64::try_from(x).ok().map(Value::Int)).collect::<Option<_>>()?;
        let Value::Array(list) = self.run(Value::Array(arg))? else { return None };
        list.iter().map(numbers).collect()
    }

    /// The options `options(n)` returns (each the heaps left, as the rule gave them), or `None`
    /// to ask Rhai.
    pub fn heap_options(&self, n: u64) -> Option<Vec<Vec<u64>>> {
        let Value::Array(list) = self.run(Value::Int(i64::try_from(n).ok()?))? else { return None };
        list.iter()
            .map(|o| match o {
                Value::Int(_) => Some(vec![number(o)?]),
                _ => numbers(o),
            })
            .collect()
    }
}

fn number(v: &Value) -> Option<u64> {
    match v {
        Value::Int(i) => u64::try_from(*i).ok(),
        _ => None,
    }
}

fn numbers(v: &Value) -> Option<Vec<u64>> {
    match v {
        Value::Array(a) => a.iter().map(number).collect(),
        _ => None,
    }
}

#[cfg(test)]
mod tests;
