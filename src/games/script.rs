//! Games a teacher defines: a few lines of Rhai in a lesson's ```` ```game NAME ```` block.
//!
//! A script defines either `fn options(n)` — a heap game: the options of a heap of `n`, each a
//! number (the heap left) or an array of numbers (the heaps left; `[]` for none) — or
//! `fn moves(p)` — a whole-position game: `p` is an array of numbers and each option is another
//! array. Optional `fn title()` and `fn rule()` return the game's name and rule for the page;
//! an optional `fn symmetric()` returning true says a tuple's order does not matter.
//! Scripts run with only integers (no floats, no closures), and with limits on operations,
//! call depth, expression depth and array size, so a runaway rule stops with an error instead
//! of hanging the build. A call runs on the quick path ([`super::quick`]) when the program is
//! in the part of Rhai it reads, and in Rhai otherwise or when the quick path hands the call
//! over; a game's first runs are checked against Rhai. A script's options are remembered per
//! position, and a search may ask for a whole level of positions at once, run on all cores
//! ([`ScriptGame::tuple_moves_of_all`]).

use super::quick::Quick;
use super::rules::HeapOption;
use super::{GameError, err};
use rhai::{AST, Array, Dynamic, Engine, Scope};
use rustc_hash::FxHashMap as HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The most operations one call of a script's function may take.
pub const MAX_SCRIPT_OPERATIONS: u64 = 200_000;
/// The deepest a script's calls may nest.
pub const MAX_SCRIPT_CALL_DEPTH: usize = 32;
/// The most elements an array made by a script may have.
pub const MAX_SCRIPT_ARRAY: usize = 100_000;
/// The longest string a script may make.
pub const MAX_SCRIPT_STRING: usize = 10_000;

/// The most positions whose options one game remembers (a script runs once per position).
pub const MAX_SCRIPT_MEMO: usize = 500_000;

/// How many of a game's first runs on the quick path are checked against Rhai.
const QUICK_CHECKS: usize = 8;

/// A compiled teacher's game.
pub struct ScriptGame {
    name: String,
    title: String,
    rule: String,
    heap: bool,
    splits: bool,
    symmetric: bool,
    fingerprint: u64,
    engine: Engine,
    ast: AST,
    /// The rule's quick form ([`super::quick`]), when it has one.
    quick: Option<Quick>,
    /// How many quick runs were checked against Rhai so far.
    quick_checked: AtomicUsize,
    /// Set when a quick run and Rhai differed: from then on the game runs in Rhai alone.
    quick_off: AtomicBool,
    /// Options already computed, by position (heap games: the heap alone): every block of a
    /// lesson that uses the game — example, chart, play table — asks the script only once.
    memo: Mutex<HashMap<Vec<u64>, Vec<Vec<u64>>>>,
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
    /// What went wrong.
    pub message: String,
    /// Line and column inside the script.
    pub at: Option<(usize, usize)>,
}

/// The Rhai engine every rule runs in, with its limits.
pub fn engine() -> Engine {
    let mut e = Engine::new();
    e.set_max_operations(MAX_SCRIPT_OPERATIONS);
    e.set_max_call_levels(MAX_SCRIPT_CALL_DEPTH);
    e.set_max_expr_depths(64, 32);
    e.set_max_array_size(MAX_SCRIPT_ARRAY);
    e.set_max_string_size(MAX_SCRIPT_STRING);
    e.set_max_map_size(MAX_SCRIPT_ARRAY);
    // No shared string interner: Rhai takes its write lock at every `for` loop, which makes
    // threads that run one game's script at once wait for each other.
    e.set_max_strings_interned(0);
    e.on_print(|_| {});
    e.on_debug(|_, _, _| {});
    e
}

fn position(p: rhai::Position) -> Option<(usize, usize)> {
    p.line().map(|l| (l, p.position().unwrap_or(1)))
}

impl ScriptGame {
    /// Compiles a game named `name` from its script, and tries it on small positions so that
    /// a mistake shows where the game is defined.
    pub fn compile(name: &str, source: &str) -> Result<ScriptGame, ScriptError> {
        let engine = engine();
        let ast = engine.compile(source).map_err(|e| ScriptError { message: e.0.to_string(), at: position(e.1) })?;
        let has = |f: &str| ast.iter_functions().any(|m| m.name == f && m.params.len() == 1);
        let heap = match (has("options"), has("moves")) {
            (true, false) => true,
            (false, true) => false,
            (true, true) => {
                return Err(ScriptError {
                    message: "define either fn options(n) (a heap game) or fn moves(p) (a game on tuples), not both"
                        .into(),
                    at: None,
                });
            }
            (false, false) => {
                return Err(ScriptError {
                    message: "a game needs fn options(n) (the options of a heap of n) or fn moves(p) (the options \
                              of a tuple p)"
                        .into(),
                    at: None,
                });
            }
        };
        let text = |f: &str, default: String| -> Result<String, ScriptError> {
            if !ast.iter_functions().any(|m| m.name == f && m.params.is_empty()) {
                return Ok(default);
            }
            engine
                .call_fn::<String>(&mut Scope::new(), &ast, f, ())
                .map_err(|e| ScriptError { message: format!("fn {f}(): {e}"), at: position(e.position()) })
        };
        let title = text("title", name.to_string())?;
        let rule = text("rule", String::new())?;
        let symmetric = if ast.iter_functions().any(|m| m.name == "symmetric" && m.params.is_empty()) {
            engine
                .call_fn::<bool>(&mut Scope::new(), &ast, "symmetric", ())
                .map_err(|e| ScriptError { message: format!("fn symmetric(): {e}"), at: position(e.position()) })?
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
            quick: Quick::new(source, if heap { "options" } else { "moves" }),
            quick_checked: AtomicUsize::new(0),
            quick_off: AtomicBool::new(false),
            memo: Mutex::default(),
        };
        if heap {
            for n in 0..=12 {
                let opts = game.heap_options(n).map_err(|e| ScriptError { message: e.0, at: None })?;
                game.splits |= opts.iter().any(|o| o.len() > 1);
            }
        }
        Ok(game)
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

    fn call(&self, f: &str, arg: Dynamic, shown: Shown<'_>) -> Result<Array, GameError> {
        let out = self
            .engine
            .call_fn::<Dynamic>(&mut Scope::new(), &self.ast, f, (arg,))
            .map_err(|e| GameError(format!("the rule of \"{}\" failed for {shown}: {e}", self.name)))?;
        out.try_cast::<Array>()
            .ok_or_else(|| GameError(format!("fn {f} of \"{}\" must return an array, for {shown}", self.name)))
    }

    fn number(&self, v: &Dynamic, shown: Shown<'_>) -> Result<u64, GameError> {
        match v.as_int() {
            Ok(i) if i >= 0 => Ok(i as u64),
            Ok(i) => err(format!("\"{}\" gave the negative number {i} as an option of {shown}", self.name)),
            Err(t) => err(format!("\"{}\" gave a {t} where a number belongs, as an option of {shown}", self.name)),
        }
    }

    /// Answers from the memory of options, or runs `compute` and remembers its answer.
    fn remembered(
        &self,
        key: &[u64],
        compute: impl FnOnce() -> Result<Vec<Vec<u64>>, GameError>,
    ) -> Result<Vec<Vec<u64>>, GameError> {
        if let Some(known) = self.memo.lock().unwrap_or_else(|e| e.into_inner()).get(key) {
            return Ok(known.clone());
        }
        let options = compute()?;
        self.remember([(key, &options)]);
        Ok(options)
    }

    /// Remembers the options of positions, forgetting everything first if the memory would
    /// grow beyond [`MAX_SCRIPT_MEMO`] positions.
    fn remember<'a>(&self, found: impl IntoIterator<Item = (&'a [u64], &'a Vec<Vec<u64>>)>) {
        let found: Vec<_> = found.into_iter().collect();
        let mut memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
        if memo.len() + found.len() > MAX_SCRIPT_MEMO {
            memo.clear();
        }
        for (position, options) in found {
            memo.insert(position.to_vec(), options.clone());
        }
    }

    /// The options of a heap of `n` (heap games), each with its heaps largest first and no
    /// empty heaps.
    pub fn heap_options(&self, n: u64) -> Result<Vec<HeapOption>, GameError> {
        self.remembered(&[n], || self.run_heap_options(n))
    }

    fn run_heap_options(&self, n: u64) -> Result<Vec<HeapOption>, GameError> {
        self.quick_or_rhai(|q| q.heap_options(n).map(heap_lists), || self.rhai_heap_options(n))
    }

    fn rhai_heap_options(&self, n: u64) -> Result<Vec<HeapOption>, GameError> {
        let shown = Shown::Heap(n);
        let arg = Dynamic::from_int(i64::try_from(n).map_err(|_| GameError(format!("{shown} is too large")))?);
        let mut out = Vec::new();
        for o in self.call("options", arg, shown)? {
            out.push(match o.clone().try_cast::<Array>() {
                Some(list) => list.iter().map(|h| self.number(h, shown)).collect::<Result<Vec<_>, _>>()?,
                None => vec![self.number(&o, shown)?],
            });
        }
        Ok(heap_lists(out))
    }

    /// The quick path's answer when it has one, else Rhai's. A game's first
    /// [`QUICK_CHECKS`] quick answers are checked against Rhai, and a game whose answers differ
    /// runs in Rhai alone from then on (a difference is a bug of the quick path: debug builds
    /// stop on it).
    fn quick_or_rhai<T: PartialEq>(
        &self,
        quick: impl FnOnce(&Quick) -> Option<T>,
        rhai: impl FnOnce() -> Result<T, GameError>,
    ) -> Result<T, GameError> {
        let Some(q) = self.quick.as_ref().filter(|_| !self.quick_off.load(Ordering::Relaxed)) else {
            return rhai();
        };
        let Some(found) = quick(q) else { return rhai() };
        if self.quick_checked.fetch_add(1, Ordering::Relaxed) >= QUICK_CHECKS {
            return Ok(found);
        }
        let reference = rhai();
        if reference.as_ref().ok() != Some(&found) {
            self.quick_off.store(true, Ordering::Relaxed);
            // Rhai may stop a long run the quick path finished; that is not the quick path's bug.
            debug_assert!(reference.is_err(), "the quick path of \"{}\" differs from Rhai", self.name);
        }
        reference
    }

    /// The options of a tuple `p` (games on tuples), in the script's order, without repeats.
    pub fn tuple_moves(&self, p: &[u64]) -> Result<Vec<Vec<u64>>, GameError> {
        self.remembered(p, || self.run_tuple_moves(p))
    }

    /// Runs `f` on the options of a tuple `p` (games on tuples), from the memory of options
    /// when it has them, without copying them.
    pub fn with_tuple_moves<T>(&self, p: &[u64], f: impl FnOnce(&[Vec<u64>]) -> T) -> Result<T, GameError> {
        if let Some(known) = self.memo.lock().unwrap_or_else(|e| e.into_inner()).get(p) {
            return Ok(f(known));
        }
        Ok(f(&self.tuple_moves(p)?))
    }

    /// The options of many tuples at once (games on tuples), computed on all cores and
    /// remembered together: for a search that knows which positions it will need. A tuple
    /// whose options fail gets none here and is not remembered; asking
    /// [`ScriptGame::tuple_moves`] for it again reports the failure.
    pub fn tuple_moves_of_all(&self, positions: &[Vec<u64>]) -> Vec<Vec<Vec<u64>>> {
        use rayon::prelude::*;
        let known: Vec<Option<Vec<Vec<u64>>>> = {
            let memo = self.memo.lock().unwrap_or_else(|e| e.into_inner());
            positions.iter().map(|p| memo.get(p).cloned()).collect()
        };
        // (options, whether they are new and to be remembered)
        let computed: Vec<(Vec<Vec<u64>>, bool)> = positions
            .par_iter()
            .zip(known)
            .map(|(p, k)| match k {
                Some(options) => (options, false),
                None => match self.run_tuple_moves(p) {
                    Ok(options) => (options, true),
                    Err(_) => (Vec::new(), false),
                },
            })
            .collect();
        self.remember(
            positions.iter().zip(&computed).filter(|(_, (_, fresh))| *fresh).map(|(p, (options, _))| (&p[..], options)),
        );
        computed.into_iter().map(|(o, _)| o).collect()
    }

    fn run_tuple_moves(&self, p: &[u64]) -> Result<Vec<Vec<u64>>, GameError> {
        self.quick_or_rhai(|q| q.tuple_moves(p).map(without_repeats), || self.rhai_tuple_moves(p))
    }

    fn rhai_tuple_moves(&self, p: &[u64]) -> Result<Vec<Vec<u64>>, GameError> {
        let shown = Shown::Tuple(p);
        let arg: Array = p
            .iter()
            .map(|&x| i64::try_from(x).map(Dynamic::from_int).map_err(|_| GameError(format!("{shown} is too large"))))
            .collect::<Result<_, _>>()?;
        let mut out: Vec<Vec<u64>> = Vec::new();
        for o in self.call("moves", Dynamic::from_array(arg), shown)? {
            let list = o
                .try_cast::<Array>()
                .ok_or_else(|| GameError(format!("each option of \"{}\" must be an array, for {shown}", self.name)))?;
            out.push(list.iter().map(|h| self.number(h, shown)).collect::<Result<Vec<_>, _>>()?);
        }
        Ok(without_repeats(out))
    }
}

/// The position a script was asked about, as messages name it ("a heap of 5", "(1, 2, 3)");
/// written out only when there is a message.
#[derive(Clone, Copy)]
enum Shown<'a> {
    Heap(u64),
    Tuple(&'a [u64]),
}

impl std::fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Shown::Heap(n) => write!(f, "a heap of {n}"),
            Shown::Tuple(p) => write!(f, "({})", p.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")),
        }
    }
}

/// A heap rule's options as the engine keeps them: each with its heaps largest first and no
/// empty heaps, listed once.
fn heap_lists(options: Vec<Vec<u64>>) -> Vec<HeapOption> {
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

/// `list` without repeated entries, each kept where it first appears.
fn without_repeats(list: Vec<Vec<u64>>) -> Vec<Vec<u64>> {
    if list.len() <= 16 {
        let mut out: Vec<Vec<u64>> = Vec::with_capacity(list.len());
        for q in list {
            if !out.contains(&q) {
                out.push(q);
            }
        }
        return out;
    }
    let mut seen = rustc_hash::FxHashSet::with_capacity_and_hasher(list.len(), Default::default());
    let keep: Vec<bool> = list.iter().map(|q| seen.insert(q.as_slice())).collect();
    list.into_iter().zip(keep).filter_map(|(q, k)| k.then_some(q)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_heap_game_and_a_tuple_game() {
        let g = ScriptGame::compile(
            "take12",
            "fn options(n) { let o = []; for k in 1..=2 { if k <= n { o.push(n - k); } } o }",
        )
        .unwrap();
        assert!(g.is_heap_game() && !g.splits());
        assert_eq!(g.heap_options(5).unwrap(), vec![vec![4], vec![3]]);
        assert_eq!(g.heap_options(1).unwrap(), vec![Vec::<u64>::new()]);
        let s = ScriptGame::compile(
            "stairs",
            "fn title() { \"Staircase Nim\" }\nfn moves(p) { let o = []; for i in 1..p.len() { for k in 1..=p[i] { let q = p; q[i] -= k; q[i-1] += k; o.push(q); } } o }",
        )
        .unwrap();
        assert_eq!(s.title(), "Staircase Nim");
        assert_eq!(s.tuple_moves(&[0, 1]).unwrap(), vec![vec![1, 0]]);
    }

    #[test]
    fn repeated_options_are_listed_once_in_the_scripts_order() {
        for n in [3u64, 40] {
            let list: Vec<Vec<u64>> = (0..n).flat_map(|i| [vec![i % 7, 1], vec![i % 5]]).collect();
            let mut expected: Vec<Vec<u64>> = Vec::new();
            for q in &list {
                if !expected.contains(q) {
                    expected.push(q.clone());
                }
            }
            assert_eq!(without_repeats(list), expected);
        }
    }

    #[test]
    fn runaway_and_broken_scripts_stop_with_a_message() {
        let e = ScriptGame::compile("loop", "fn options(n) { loop { } }").err().unwrap();
        assert!(e.message.to_lowercase().contains("operations"), "{}", e.message);
        let e = ScriptGame::compile("deep", "fn f(x) { f(x + 1) }\nfn options(n) { f(n) }").err().unwrap();
        assert!(e.message.to_lowercase().contains("stack"), "{}", e.message);
        let e = ScriptGame::compile("bad", "fn options(n) {\n  let x = ;\n}").err().unwrap();
        assert_eq!(e.at.map(|a| a.0), Some(2));
        let e = ScriptGame::compile("neg", "fn options(n) { [n - 5] }").err().unwrap();
        assert!(e.message.contains("negative"), "{}", e.message);
        assert!(ScriptGame::compile("none", "fn f(n) { n }").is_err());
    }
}
