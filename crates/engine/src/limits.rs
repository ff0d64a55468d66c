//! Every bound of the engine, in one place with its number. A request within these bounds is
//! answered in seconds on a small machine; one beyond them is refused at once with the bound's
//! name and number in the message, never answered after minutes or with memory exhausted.
//! Each bound holds for a whole request: a worked example, with its winning moves and
//! play-out, or every block of a page that uses one teacher's game.

/// Heaps: a heap larger than this has its options listed one by one only where a family's
/// arithmetic (a closed form, a proved period) does not answer it.
pub const MAX_LISTED_HEAP: u64 = 1_000_000;

/// Options of one heap game's heaps that one worked example (its winning moves in every
/// position of its play-out) may list one by one.
pub const MAX_LISTED_OPTIONS: u64 = 20_000_000;

/// Splits of a Lasker heap above [`MAX_LISTED_HEAP`] that are tried before the count of its
/// winning splits is given up (the first ones are still listed).
pub const SPLIT_SCAN: u64 = 1_000_000;

/// Positions one search of whole positions may remember.
pub const MAX_SEARCH_STATES: usize = 200_000;

/// Numbers in the lists of moves one search of whole positions may make in all (a move of a
/// sum of three heaps is three numbers): bounds the search's time and the moves it keeps on its
/// path.
pub const MAX_SEARCH_NUMBERS: u64 = 40_000_000;

/// Operations of one call of a teacher's rule (Rhai's own count).
pub const MAX_SCRIPT_OPERATIONS: u64 = 200_000;

/// Operations all calls of teachers' rules may be charged for one request (a block of a page,
/// an `example("…")`, a question of the page's module: [`crate::script::metered`]), each
/// position it reads charged at what computing it cost, as if the request were computed alone.
/// A call is charged Rhai's own count of operations and the work that count leaves out: the
/// data it holds and allocates ([`HELD_BYTES_PER_OPERATION`], [`ALLOCATED_BYTES_PER_OPERATION`])
/// and the comparisons library functions make. So charged, an operation takes at most a few
/// times what an addition takes, and the budget bounds a request's time (`bench/hostile.sh`).
pub const MAX_GAME_OPERATIONS: u64 = 400_000_000;

/// Bytes a call of a teacher's rule may hold without being charged for them ([`crate::memory`]):
/// below this an operation's work is at most a few times an addition's.
pub const HELD_FREE_BYTES: u64 = 4096;

/// Bytes held beyond [`HELD_FREE_BYTES`] that make each operation of a call count one more: an
/// operation may walk all the data the call holds (`reverse`, `sort`, `dedup` or `to_string` of
/// an array, which Rhai counts as one operation), about as long per 2 KB (128 numbers) as an
/// operation takes.
pub const HELD_BYTES_PER_OPERATION: u64 = 2048;

/// Bytes a call of a teacher's rule allocates that count as one operation: copying 64 bytes (four
/// numbers of an array) takes less time than one of Rhai's operations.
pub const ALLOCATED_BYTES_PER_OPERATION: u64 = 64;

/// Numbers in the moves one request reads (each position once), and the most a game's memory
/// of moves holds (it is emptied when it would hold more).
pub const MAX_SCRIPT_NUMBERS: u64 = 4_000_000;

/// How deep a teacher's rule may nest its calls.
pub const MAX_SCRIPT_CALL_DEPTH: usize = 32;

/// The most bytes one call of a teacher's rule may hold beyond what it was given (its lists,
/// maps and strings, as the allocator counts them: [`crate::memory`]). It is read at every
/// operation, and one operation can at most about double what a call holds (joining two
/// lists or strings it holds: the functions that make a list or string of any length in one
/// step, `pad` and `blob`, are not available to rules), so a call never holds much more than
/// twice this. This replaces Rhai's own limits on the size of arrays, maps and strings, which
/// re-measure a whole array (nested ones included) each time it changes: a rule that pushes
/// its moves one by one onto a list took time quadratic in its number of moves.
pub const MAX_RULE_HELD_BYTES: u64 = 32 << 20;

/// Heaps of one Nim position.
pub const MAX_HEAPS: usize = 1000;

/// Moves Theorem 2's table may list.
pub const THEOREM2_LIMIT: u64 = 400;

/// Amounts of one subtraction set.
pub const MAX_SET: usize = 64;

/// The largest amount of a subtraction set.
pub const MAX_SET_MEMBER: u64 = 10_000;

/// Digits after the point of an octal code.
pub const MAX_OCTAL_DIGITS: usize = 32;

/// Plies an optimal play-out lists before it is cut short and marked truncated.
pub const PLAYOUT_LIMIT: usize = 120;

/// Positions (a + 1)·(b + 1) below a pair of Wythoff piles whose Grundy value a worked example
/// searches for. Normal-play Wythoff is decided by its pairs, not by the value, which has no
/// formula: beyond this the example gives no value rather than a search of every position below.
pub const MAX_WYTHOFF_GRUNDY_POSITIONS: u128 = 5_000;

/// The most positions a worked example's game graph holds (every position reachable from the
/// start, labelled P or N step by step): a row of them fits a 390 px phone. Larger examples
/// have no graph.
pub const MAX_GRAPH_POSITIONS: usize = 12;
/// The largest sum of a start's entries whose game graph is looked for: below it the options
/// of every entry are few, so that finding the graph is cheap even where it turns out larger
/// than [`MAX_GRAPH_POSITIONS`].
pub const MAX_GRAPH_ENTRY_SUM: u64 = 64;
