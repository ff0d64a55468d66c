//! Teachers' rules as the referee runs them: the script's `fn options(n)` (a heap game) or
//! `fn moves(p)` (a game on tuples) called through a plain `rhai::Engine::new()` of the
//! referee's own, with none of the engine's limits, memory or evaluation code.

use super::Rules;
use super::moves::HeapGame;
use rhai::{AST, Array, Dynamic, Engine, Scope};
use std::sync::Arc;

/// A compiled script with its own engine.
#[derive(Clone)]
pub struct Script {
    engine: Arc<Engine>,
    ast: Arc<AST>,
}

impl Script {
    pub fn new(source: &str) -> Self {
        let mut engine = Engine::new();
        // No limits on nesting (a debug build's defaults are lower than a release build's).
        engine.set_max_expr_depths(0, 0);
        let ast = engine.compile(source).expect("the test's rule compiles");
        Script { engine: Arc::new(engine), ast: Arc::new(ast) }
    }

    /// What one of the rule's functions answers for `args`, as plain Rhai gives it: a reading
    /// function (`describe`, `coordinate`, `why`) answers a string or a map.
    pub fn answer(&self, f: &str, args: Vec<Dynamic>) -> Dynamic {
        self.engine.call_fn::<Dynamic>(&mut Scope::new(), &self.ast, f, args).expect("the test's rule runs")
    }

    /// Whether the rule defines `f` (with any number of parameters).
    pub fn defines(&self, f: &str) -> bool {
        self.ast.iter_functions().any(|d| d.name == f)
    }

    fn call(&self, f: &str, arg: Dynamic) -> Array {
        self.engine.call_fn::<Array>(&mut Scope::new(), &self.ast, f, (arg,)).expect("the test's rule runs")
    }

    /// A heap game: an option is a number (the heap left) or an array (the heaps left). Whether
    /// the game splits is read from the options of heaps 0 to 12, as a rule defines it once.
    pub fn heap_game(&self) -> HeapGame {
        let me = self.clone();
        let options = move |n: u64| -> Vec<Vec<u64>> {
            me.call("options", Dynamic::from_int(n as i64))
                .into_iter()
                .map(|o| match o.clone().try_cast::<Array>() {
                    Some(list) => list.iter().map(|h| h.as_int().unwrap() as u64).collect(),
                    None => vec![o.as_int().unwrap() as u64],
                })
                .collect()
        };
        let splits = (0..=12).any(|n| options(n).iter().any(|o| o.iter().filter(|&&h| h > 0).count() > 1));
        HeapGame::from_fn(!splits, options)
    }

    /// A game on tuples: every option of `p`, as the script lists it.
    pub fn tuple_moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        let arg: Array = p.iter().map(|&x| Dynamic::from_int(x as i64)).collect();
        self.call("moves", Dynamic::from_array(arg))
            .into_iter()
            .map(|o| o.cast::<Array>().iter().map(|h| h.as_int().unwrap() as u64).collect())
            .collect()
    }
}

/// A teacher's game on tuples, for the referee's search.
pub struct Tuples(pub Script);

impl Rules for Tuples {
    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        self.0.tuple_moves(p)
    }
}
