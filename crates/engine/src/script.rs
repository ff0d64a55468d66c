//! Games a teacher defines: a few lines of Rhai in a lesson's ```` ```game NAME ```` block.
//!
//! A script defines either `fn options(n)` — a heap game: the options of a heap of `n`, each a
//! number (the heap left) or an array of numbers (the heaps left; `[]` for none) — or
//! `fn moves(p)` — a whole-position game: `p` is an array of numbers and each option is another
//! array. Optional `fn title()` and `fn rule()` return the game's name and rule for the page;
//! an optional `fn symmetric()` returning true says a tuple's order does not matter.
//! Scripts run with only integers (no floats, no closures), and with limits on operations,
//! call depth, expression depth and the memory a call holds ([`meter`]), so a runaway rule
//! stops with an error instead of hanging the build. Rhai is the only evaluator: a rule means
//! what Rhai says it means. A script's options are remembered per position, and a search may
//! ask for a whole level of positions at once, run on all cores
//! ([`ScriptGame::tuple_moves_of_all`]).

use super::fact::{Arg, Fact};
use super::limits::{
    MAX_GAME_OPERATIONS, MAX_RULE_HELD_BYTES, MAX_SCRIPT_CALL_DEPTH, MAX_SCRIPT_NUMBERS, MAX_SCRIPT_OPERATIONS,
};
use super::{Asked, GameError, RuleCause, too_large};
use rhai::{AST, Array, Dynamic, Engine, EvalAltResult, Scope};
use rustc_hash::FxHashMap as HashMap;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, OnceLock};

mod memo;
mod meter;
mod unknown;
pub use meter::{Account, metered, metered_cost};

/// A game's memory of moves: the options of each position asked, with the cost of computing them
/// (operations, charged again to each request that reads them: [`meter`]).
type Memo = HashMap<Vec<u64>, (Options, u64)>;

/// The options of one position as the memory holds them: shared, so that a read lends them
/// instead of copying every option.
type Options = Arc<[Vec<u64>]>;

/// A compiled teacher's game.
pub struct ScriptGame {
    name: String,
    title: String,
    rule: String,
    heap: bool,
    splits: bool,
    symmetric: bool,
    fingerprint: u64,
    engine: Arc<Engine>,
    ast: AST,
    /// Options already computed, by position (heap games: the heap alone): every block of a
    /// lesson that uses the game — example, chart, play table — asks the script only once, and
    /// each is charged what the position cost ([`meter`]). It is emptied when it would hold
    /// more than the number budget.
    memo: Mutex<Memo>,
    /// Numbers held in `memo`.
    memo_numbers: AtomicU64,
    /// What the game's rule spent outside any request ([`metered`]).
    own: Account,
    /// The most operations, and the most numbers of moves read, of one request (or of all the
    /// work outside requests): [`MAX_GAME_OPERATIONS`] and [`MAX_SCRIPT_NUMBERS`] unless a test
    /// or a benchmark changes them ([`ScriptGame::with_budgets`]).
    operation_budget: u64,
    number_budget: u64,
    /// The rule's text, and where it was written as messages name it (`games/euclid.rhai`)
    /// when it has a file of its own: a rule that fails is shown at its line there.
    source: std::sync::Arc<str>,
    origin: Option<String>,
}

/// Two compiled games are the same game only when they are one compiled value.
impl PartialEq for ScriptGame {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for ScriptGame {}

impl std::fmt::Debug for ScriptGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ScriptGame").field("name", &self.name).field("heap", &self.heap).finish()
    }
}

/// A mistake in a script, with the line and column inside the script when known (from 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptError {
    /// What went wrong: a refusal whose fact carries Rhai's own words where Rhai found it
    /// (`refusal-script-syntax`, `refusal-script-function`), or the failure of the rule when it
    /// was tried.
    pub error: GameError,
    /// Line and column inside the script.
    pub at: Option<(usize, usize)>,
}

/// The functions of Rhai's library that make a list, a byte array or a string of any length in
/// one operation, from a number the rule gives (`pad`, `blob`): the one way a single operation
/// could take memory without bound, so rules do not have them ([`MAX_RULE_HELD_BYTES`]).
pub const UNAVAILABLE_FUNCTIONS: [&str; 2] = ["pad", "blob"];

/// What a call of one of [`UNAVAILABLE_FUNCTIONS`] ends with: a value no rule can make, so that
/// it is told apart from the rule's own `throw`.
#[derive(Debug, Clone)]
struct Unavailable(&'static str);

fn unavailable(name: &'static str) -> Box<EvalAltResult> {
    Box::new(EvalAltResult::ErrorRuntime(Dynamic::from(Unavailable(name)), rhai::Position::NONE))
}

/// The Rhai engine every rule runs in, with its limits: one per process, shared by every game
/// (it holds no state of a game or a call: a call's charges are the meter's, per thread), so that
/// Rhai's library of functions is registered once, not once per game a build compiles.
pub fn engine() -> Arc<Engine> {
    static ENGINE: OnceLock<Arc<Engine>> = OnceLock::new();
    Arc::clone(ENGINE.get_or_init(|| Arc::new(new_engine())))
}

fn new_engine() -> Engine {
    let mut e = Engine::new();
    e.set_max_operations(MAX_SCRIPT_OPERATIONS);
    e.set_max_call_levels(MAX_SCRIPT_CALL_DEPTH);
    e.set_max_expr_depths(64, 32);
    // No limits on the size of arrays, maps and strings: Rhai would re-measure a whole array
    // (nested ones included) at every change of it. The memory a call holds is bounded instead
    // by the meter, which reads it at every operation (MAX_RULE_HELD_BYTES); the functions that
    // make a value of any length in one operation are replaced by ones that refuse, which the
    // engine's own functions take precedence over.
    e.register_fn("pad", |_: &mut Array, _: i64, _: Dynamic| -> Result<(), Box<EvalAltResult>> {
        Err(unavailable("pad"))
    });
    e.register_fn("pad", |_: &mut rhai::Blob, _: i64, _: i64| -> Result<(), Box<EvalAltResult>> {
        Err(unavailable("pad"))
    });
    e.register_fn("pad", |_: &mut rhai::ImmutableString, _: i64, _: char| -> Result<(), Box<EvalAltResult>> {
        Err(unavailable("pad"))
    });
    e.register_fn(
        "pad",
        |_: &mut rhai::ImmutableString, _: i64, _: rhai::ImmutableString| -> Result<(), Box<EvalAltResult>> {
            Err(unavailable("pad"))
        },
    );
    e.register_fn("blob", |_: i64| -> Result<rhai::Blob, Box<EvalAltResult>> { Err(unavailable("blob")) });
    e.register_fn("blob", |_: i64, _: i64| -> Result<rhai::Blob, Box<EvalAltResult>> { Err(unavailable("blob")) });
    // No shared string interner: Rhai takes its write lock at every `for` loop, which makes
    // threads that run one game's script at once wait for each other.
    e.set_max_strings_interned(0);
    // Charges each call (its operations, and the data it holds and makes: `meter`), and stops a
    // call charged more than what is left of its budget (a plain run of the engine has none).
    // A call stopped for holding too much ends with `true`, one stopped by its budget with `()`.
    e.on_progress(|done| {
        meter::progress(done).map(|stop| match stop {
            meter::Stop::Budget => Dynamic::UNIT,
            meter::Stop::Held => Dynamic::TRUE,
        })
    });
    // A comparison inside a library function (`contains`, `index_of`, `==` of two arrays) is
    // work Rhai's count leaves out: the same comparison, counted.
    e.register_fn("==", |a: i64, b: i64| {
        meter::compared();
        a == b
    });
    e.register_fn("==", |a: rhai::ImmutableString, b: rhai::ImmutableString| {
        meter::compared();
        a == b
    });
    e.on_print(|_| {});
    e.on_debug(|_, _, _| {});
    e
}

/// The line and column (from 1) where the rule defines `fn name(`, found in its text: a place to
/// point at when the function's result, not a statement of it, is wrong.
fn function_line(source: &str, name: &str) -> Option<(usize, usize)> {
    source.lines().enumerate().find_map(|(i, line)| {
        let code = line.trim_start();
        let rest = code.strip_prefix("private").map_or(code, str::trim_start);
        let after = rest.strip_prefix("fn")?.trim_start().strip_prefix(name)?;
        after.trim_start().starts_with('(').then(|| (i + 1, line.len() - code.len() + 1))
    })
}

fn position(p: rhai::Position) -> Option<(usize, usize)> {
    p.line().map(|l| (l, p.position().unwrap_or(1)))
}

impl ScriptGame {
    /// Compiles a game named `name` from its script, and tries it on small positions so that
    /// a mistake shows where the game is defined.
    pub fn compile(name: &str, source: &str) -> Result<ScriptGame, ScriptError> {
        let engine = engine();
        let ast = engine.compile(source).map_err(|e| ScriptError {
            error: GameError::invalid("refusal-script-syntax", [("message", Arg::from(e.0.to_string()))]),
            at: position(e.1),
        })?;
        let has = |f: &str| ast.iter_functions().any(|m| m.name == f && m.params.len() == 1);
        let heap = match (has("options"), has("moves")) {
            (true, false) => true,
            (false, true) => false,
            (true, true) => {
                return Err(ScriptError { error: GameError::invalid("refusal-script-both", []), at: None });
            }
            (false, false) => {
                return Err(ScriptError { error: GameError::invalid("refusal-script-neither", []), at: None });
            }
        };
        let text = |f: &str, default: String| -> Result<String, ScriptError> {
            if !ast.iter_functions().any(|m| m.name == f && m.params.is_empty()) {
                return Ok(default);
            }
            engine.call_fn::<String>(&mut Scope::new(), &ast, f, ()).map_err(|e| function_error(f, &e))
        };
        let title = text("title", name.to_string())?;
        let rule = text("rule", String::new())?;
        let symmetric = if ast.iter_functions().any(|m| m.name == "symmetric" && m.params.is_empty()) {
            engine
                .call_fn::<bool>(&mut Scope::new(), &ast, "symmetric", ())
                .map_err(|e| function_error("symmetric", &e))?
        } else {
            false
        };
        let mut game = ScriptGame {
            name: name.into(),
            title,
            rule,
            heap,
            splits: false,
            symmetric,
            fingerprint: {
                use std::hash::{Hash, Hasher};
                let mut h = std::collections::hash_map::DefaultHasher::new();
                (name, source).hash(&mut h);
                h.finish()
            },
            engine,
            ast,
            memo: Mutex::default(),
            memo_numbers: AtomicU64::new(0),
            own: Account::default(),
            operation_budget: MAX_GAME_OPERATIONS,
            number_budget: MAX_SCRIPT_NUMBERS,
            source: source.into(),
            origin: None,
        };
        if heap {
            for n in 0..=12 {
                let opts = game.heap_options(n).map_err(|e| {
                    let at = e.rule_failure().and_then(|r| r.at);
                    ScriptError { error: e, at }
                })?;
                game.splits |= opts.iter().any(|o| o.len() > 1);
            }
        }
        Ok(game)
    }

    /// The same game, with nothing spent yet, under other bounds on the operations all its calls
    /// may spend and on the numbers its memory of moves may hold (a lesson's games always have
    /// [`MAX_GAME_OPERATIONS`] and [`MAX_SCRIPT_NUMBERS`]): for tests and benchmarks of the
    /// bounds themselves.
    pub fn with_budgets(mut self, operations: u64, numbers: u64) -> ScriptGame {
        self.operation_budget = operations;
        self.number_budget = numbers;
        self.own = Account::default();
        self.memo = Mutex::default();
        self.memo_numbers = AtomicU64::new(0);
        self
    }

    /// The same game, written in the file `origin` (as messages name it: `games/euclid.rhai`).
    pub fn with_origin(mut self, origin: impl Into<String>) -> ScriptGame {
        self.origin = Some(origin.into());
        self
    }

    /// The file the rule was written in, when it has one of its own (a site's `games/`).
    pub fn origin(&self) -> Option<&str> {
        self.origin.as_deref()
    }

    /// The rule's text.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The operations charged so far: to the request running on this thread ([`metered`]), or
    /// outside any request to the game itself.
    pub fn operations_spent(&self) -> u64 {
        self.account().operations()
    }

    /// The name lessons use for the game.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The game's title (from `fn title()`, or its name).
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The game's rule (from `fn rule()`), possibly empty.
    pub fn rule(&self) -> &str {
        &self.rule
    }

    /// True for a heap game (`fn options`), false for a game on tuples (`fn moves`).
    pub fn is_heap_game(&self) -> bool {
        self.heap
    }

    /// True when the order of a tuple's entries does not matter (`fn symmetric() { true }`), so
    /// that a search may treat (1, 2, 3) and (3, 2, 1) as one position.
    pub fn symmetric(&self) -> bool {
        self.symmetric
    }

    /// A hash of the game's name and program: two compiled games with equal fingerprints have
    /// the same rules (for caches of computed results within one process).
    pub fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// Whether some option of a small heap has two or more heaps.
    pub fn splits(&self) -> bool {
        self.splits
    }

    /// Whether the script defines `fn NAME` with `params` parameters (the optional functions
    /// of [`super::reading`]).
    pub fn defines(&self, name: &str, params: usize) -> bool {
        self.ast.iter_functions().any(|m| m.name == name && m.params.len() == params)
    }

    /// Runs the script's `fn NAME(args…)` under the engine's limits for one call (the optional
    /// functions of [`super::reading`], which say how the game reads and search nothing), charged
    /// to the game's budget like every other call: the outer error is that budget spent, the
    /// inner one the script's own.
    pub fn call_reading(
        &self,
        f: &str,
        args: impl rhai::FuncArgs,
    ) -> Result<Result<Dynamic, Box<EvalAltResult>>, GameError> {
        self.charged(f, args).map(|(out, _)| out)
    }

    /// What Rhai said stopped a call, as a fact: a function that does not exist with the name
    /// the rule likely meant ([`unknown`]), or Rhai's own words.
    pub(crate) fn problem(&self, e: EvalAltResult) -> Fact {
        match e {
            EvalAltResult::ErrorFunctionNotFound(signature, _) => {
                unknown::unknown_function(&self.engine, &self.ast, &signature)
            }
            EvalAltResult::ErrorTerminated(token, _) if token.as_bool() == Ok(true) => {
                Fact::new("refusal-script-held", [("megabytes", Arg::from(MAX_RULE_HELD_BYTES >> 20))])
            }
            EvalAltResult::ErrorRuntime(value, _) if value.is::<Unavailable>() => {
                let name = value.cast::<Unavailable>().0;
                Fact::new("refusal-script-unavailable", [("function", Arg::from(name))])
            }
            e => Fact::new("refusal-script-message", [("message", Arg::from(e.to_string()))]),
        }
    }

    /// Runs the script's `fn f(args…)` with what is left of the budget as the bound of what it
    /// may be charged, and charges what it cost (its operations, and the data it held and made:
    /// [`meter`]): the outer error when that passes the budget, the inner one the script's own,
    /// with what the call cost.
    fn charged(
        &self,
        f: &str,
        args: impl rhai::FuncArgs,
    ) -> Result<(Result<Dynamic, Box<EvalAltResult>>, u64), GameError> {
        let account = self.account();
        meter::start_call(self.operation_budget.saturating_sub(account.operations()));
        let out = self.engine.call_fn::<Dynamic>(&mut Scope::new(), &self.ast, f, args);
        let used = meter::end_call();
        if account.spend(used) > self.operation_budget {
            return self.over_operations();
        }
        Ok((out, used))
    }

    fn call(&self, f: &str, arg: Dynamic, shown: Shown<'_>) -> Result<(Array, u64), GameError> {
        let (out, used) = self.charged(f, (arg,))?;
        let out = out.map_err(|e| {
            let (inner, at) = innermost(*e);
            let cause = match inner {
                EvalAltResult::ErrorTooManyOperations(_) => {
                    RuleCause::TooManyOperations { limit: MAX_SCRIPT_OPERATIONS }
                }
                e => RuleCause::Script { problem: self.problem(e) },
            };
            // Where Rhai gives no place (its operation limit forgets it), the function's own
            // line: never the top of the file, under its opening comment.
            GameError::rule(&self.name, Some(shown.asked()), cause, at.or_else(|| function_line(&self.source, f)))
        })?;
        let list = out.try_cast::<Array>().ok_or_else(|| {
            let at = function_line(&self.source, f);
            GameError::rule(&self.name, Some(shown.asked()), RuleCause::NotAList { function: f.to_string() }, at)
        })?;
        Ok((list, used))
    }

    fn number(&self, v: &Dynamic, shown: Shown<'_>) -> Result<u64, GameError> {
        match v.as_int() {
            Ok(i) if i >= 0 => Ok(i as u64),
            Ok(i) => Err(GameError::rule(&self.name, Some(shown.asked()), RuleCause::Negative { value: i }, None)),
            Err(t) => Err(GameError::rule(
                &self.name,
                Some(shown.asked()),
                RuleCause::NotANumber { found: t.to_string() },
                None,
            )),
        }
    }

    /// The options of a heap of `n` (heap games), each with its heaps largest first and no
    /// empty heaps.
    pub fn heap_options(&self, n: u64) -> Result<Vec<Vec<u64>>, GameError> {
        self.remembered(&[n], || self.run_heap_options(n))
    }

    fn run_heap_options(&self, n: u64) -> Result<(Vec<Vec<u64>>, u64), GameError> {
        let shown = Shown::Heap(n);
        let arg = Dynamic::from_int(i64::try_from(n).map_err(|_| {
            GameError::too_large(
                i64::MAX,
                "refusal-rule-number-too-large",
                [("asked", Arg::from(shown.asked().fact()))],
            )
        })?);
        let mut out = Vec::new();
        let (options, cost) = self.call("options", arg, shown)?;
        for o in options {
            let option = match o.clone().try_cast::<Array>() {
                Some(list) => list.iter().map(|h| self.number(h, shown)).collect::<Result<Vec<_>, _>>()?,
                None => vec![self.number(&o, shown)?],
            };
            // Every heap left is smaller than the heap, so play ends (and a table can be built
            // from the values below each heap).
            if let Some(&left) = option.iter().find(|&&h| h >= n) {
                return Err(GameError::rule(&self.name, Some(shown.asked()), RuleCause::NotSmaller { left }, None));
            }
            out.push(option);
        }
        if n == 0 && !out.is_empty() {
            let at = function_line(&self.source, "options");
            return Err(GameError::rule(&self.name, Some(shown.asked()), RuleCause::MoveFromEmpty, at));
        }
        Ok((heap_lists(out), cost))
    }

    /// The options of a tuple `p` (games on tuples), in the script's order, without repeats.
    pub fn tuple_moves(&self, p: &[u64]) -> Result<Vec<Vec<u64>>, GameError> {
        self.remembered(p, || self.run_tuple_moves(p))
    }

    /// Runs `f` on the options of a tuple `p` (games on tuples), from the memory of options
    /// when it has them, without copying them.
    pub fn with_tuple_moves<T>(&self, p: &[u64], f: impl FnOnce(&[Vec<u64>]) -> T) -> Result<T, GameError> {
        {
            let memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
            if let Some((known, cost)) = memo.get(p) {
                self.read(&self.account(), p, known, *cost)?;
                return Ok(f(known));
            }
        }
        Ok(f(&self.tuple_moves(p)?))
    }

    fn run_tuple_moves(&self, p: &[u64]) -> Result<(Vec<Vec<u64>>, u64), GameError> {
        let shown = Shown::Tuple(p);
        let arg: Array = p
            .iter()
            .map(|&x| {
                i64::try_from(x).map(Dynamic::from_int).map_err(|_| {
                    GameError::too_large(
                        i64::MAX,
                        "refusal-rule-number-too-large",
                        [("asked", Arg::from(shown.asked().fact()))],
                    )
                })
            })
            .collect::<Result<_, _>>()?;
        let mut out: Vec<Vec<u64>> = Vec::new();
        let (moves, cost) = self.call("moves", Dynamic::from_array(arg), shown)?;
        for o in moves {
            let list = o
                .try_cast::<Array>()
                .ok_or_else(|| GameError::rule(&self.name, Some(shown.asked()), RuleCause::OptionNotATuple, None))?;
            out.push(list.iter().map(|h| self.number(h, shown)).collect::<Result<Vec<_>, _>>()?);
        }
        Ok((without_repeats(out), cost))
    }
}

/// The position a script was asked about, as messages name it ("a heap of 5", "(1, 2, 3)");
/// written out only when there is a message.
#[derive(Clone, Copy)]
enum Shown<'a> {
    Heap(u64),
    Tuple(&'a [u64]),
}

impl Shown<'_> {
    fn asked(self) -> Asked {
        match self {
            Shown::Heap(n) => Asked::Heap(n),
            Shown::Tuple(p) => Asked::Tuple(p.to_vec()),
        }
    }
}

/// The error a rule's call ended with, looked for inside the calls it made, with its
/// description and its place in the rule (the innermost place known).
pub(crate) fn innermost(e: EvalAltResult) -> (EvalAltResult, Option<(usize, usize)>) {
    let mut e = e;
    let mut at = None;
    loop {
        at = position(e.position()).or(at);
        match e {
            EvalAltResult::ErrorInFunctionCall(_, _, inner, _) | EvalAltResult::ErrorInModule(_, inner, _) => {
                e = *inner
            }
            mut last => {
                let _ = last.take_position();
                return (last, at);
            }
        }
    }
}

#[cfg(test)]
impl std::fmt::Display for ScriptError {
    /// The error's fact or failure, for the engine's own tests (the views word it:
    /// `facts::script_error`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.error.fmt(f)
    }
}

/// The failure of a rule's `fn f()` run once when the game is compiled, in Rhai's words.
fn function_error(f: &str, e: &EvalAltResult) -> ScriptError {
    ScriptError {
        error: GameError::invalid(
            "refusal-script-function",
            [("function", Arg::from(f)), ("message", Arg::from(e.to_string()))],
        ),
        at: position(e.position()),
    }
}

/// A heap rule's options as the engine keeps them: each with its heaps largest first and no
/// empty heaps, listed once.
fn heap_lists(options: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    let options = options
        .into_iter()
        .map(|mut heaps| {
            heaps.retain(|&h| h > 0);
            heaps.sort_unstable_by(|a, b| b.cmp(a));
            heaps
        })
        .collect();
    without_repeats(options)
}

/// `list` without repeated entries, each kept where it first appears (one path for every length:
/// beside the rule's own run, which made the list, hashing a short list costs nothing worth a
/// second way).
fn without_repeats(list: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    let mut seen = rustc_hash::FxHashSet::with_capacity_and_hasher(list.len(), Default::default());
    let keep: Vec<bool> = list.iter().map(|q| seen.insert(q.as_slice())).collect();
    list.into_iter().zip(keep).filter_map(|(q, k)| k.then_some(q)).collect()
}

#[cfg(test)]
mod tests;
