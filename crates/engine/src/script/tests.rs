//! Unit tests of `script`: a teacher's rule compiled and run through Rhai, its options listed
//! once each, its identity, and the messages of a rule that runs away or breaks.

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
    assert!(e.to_string().to_lowercase().contains("operations"), "{e}");
    let e = ScriptGame::compile("deep", "fn f(x) { f(x + 1) }\nfn options(n) { f(n) }").err().unwrap();
    assert!(e.to_string().to_lowercase().contains("stack"), "{e}");
    let e = ScriptGame::compile("bad", "fn options(n) {\n  let x = ;\n}").err().unwrap();
    assert_eq!(e.at.map(|a| a.0), Some(2));
    let e = ScriptGame::compile("neg", "fn options(n) { [n - 5] }").err().unwrap();
    assert!(e.to_string().contains("Negative { value: -"), "{e}");
    assert!(ScriptGame::compile("none", "fn f(n) { n }").is_err());
}

/// A compiled game is one game: equal to itself and its clones (which share it), and to no
/// other compile, even of the same rule (games and rules compare a teacher's rule by identity,
/// never by running it).
#[test]
fn a_compiled_game_is_equal_only_to_itself() {
    let source = "fn options(n) { if n > 0 { [[n - 1]] } else { [] } }";
    let one = std::sync::Arc::new(ScriptGame::compile("one", source).unwrap());
    let again = std::sync::Arc::new(ScriptGame::compile("one", source).unwrap());
    let (this, its_clone): (&ScriptGame, &ScriptGame) = (&one, &one.clone());
    assert!(this == its_clone);
    assert!(one != again);
    assert_eq!(format!("{one:?}"), r#"ScriptGame { name: "one", heap: true }"#);
}

/// The memory of options holds up to its bound of numbers, and a position whose options would
/// pass it is refused: each position counts itself and its options' numbers.
#[test]
fn the_memory_of_options_holds_exactly_its_bound() {
    let source = "fn moves(p) { if p[0] > 0 { [[p[0] - 1, p[1]], [p[0] - 1, p[1] + 1]] } else { [] } }";
    // (3, 0) and its two options of two numbers each: 2 + 4 = 6 numbers.
    let exact = ScriptGame::compile("g", source).unwrap().with_budgets(1_000_000, 6);
    assert_eq!(exact.tuple_moves(&[3, 0]).unwrap(), vec![vec![2, 0], vec![2, 1]]);
    // Asked again, it is remembered, not counted again.
    assert!(exact.tuple_moves(&[3, 0]).is_ok());
    assert!(exact.tuple_moves(&[2, 0]).is_err(), "6 more numbers pass the bound");
    let short = ScriptGame::compile("g", source).unwrap().with_budgets(1_000_000, 5);
    let e = short.tuple_moves(&[3, 0]).unwrap_err().to_string();
    assert!(e.contains("refusal-rule-numbers(game: ") && e.contains("limit: 5)"), "{e}");
}

/// The options of many tuples asked at once (on all cores) are each tuple's own, in order, and
/// are remembered: asked again one at a time, they count nothing more. Past the bound, a new
/// tuple gets none (the search that follows asks again and meets the refusal).
#[test]
fn the_options_of_many_tuples_at_once_are_each_ones_own_and_remembered() {
    let source = "fn moves(p) { if p[0] > 0 { [[p[0] - 1, p[1]], [p[0] - 1, p[1] + 1]] } else { [] } }";
    let positions = [vec![3, 0], vec![1, 5], vec![0, 0]];
    // (3, 0) and (1, 5): 2 + 4 numbers each; (0, 0): 2 and no options. 14 in all.
    let g = ScriptGame::compile("g", source).unwrap().with_budgets(1_000_000, 14);
    let all = g.tuple_moves_of_all(&positions);
    assert_eq!(all, vec![vec![vec![2, 0], vec![2, 1]], vec![vec![0, 5], vec![0, 6]], vec![]]);
    for (p, options) in positions.iter().zip(&all) {
        assert_eq!(&g.tuple_moves(p).unwrap(), options, "{p:?} is remembered");
    }
    assert!(g.tuple_moves(&[2, 0]).is_err(), "the bound is spent exactly");
    assert_eq!(g.tuple_moves_of_all(&[vec![3, 0], vec![5, 5]]), vec![all[0].clone(), vec![]]);
}

/// Past either bound (numbers remembered, operations spent), a batch runs the rule for no new
/// tuple: it could only be refused, so it costs nothing more.
#[test]
fn past_a_bound_a_batch_spends_nothing() {
    let source = "fn moves(p) { if p[0] > 0 { [[p[0] - 1, p[1]], [p[0] - 1, p[1] + 1]] } else { [] } }";
    let numbers = ScriptGame::compile("g", source).unwrap().with_budgets(1_000_000, 6);
    assert!(numbers.tuple_moves(&[3, 0]).is_ok());
    assert!(numbers.tuple_moves(&[2, 0]).is_err(), "12 numbers, past 6");
    let spent = numbers.operations_spent();
    assert_eq!(numbers.tuple_moves_of_all(&[vec![5, 5]]), vec![Vec::<Vec<u64>>::new()]);
    assert_eq!(numbers.operations_spent(), spent);
    let operations = ScriptGame::compile("g", source).unwrap().with_budgets(1, 1_000_000);
    assert!(operations.tuple_moves(&[3, 0]).is_err());
    let spent = operations.operations_spent();
    assert!(spent > 1, "{spent}");
    assert_eq!(operations.tuple_moves_of_all(&[vec![5, 5]]), vec![Vec::<Vec<u64>>::new()]);
    assert_eq!(operations.operations_spent(), spent);
}

/// A number past what a rule counts to is refused, naming the position as pages do: "a heap
/// of n" or the tuple in parentheses.
#[test]
fn a_number_too_large_for_a_rule_names_its_position() {
    let heap = ScriptGame::compile("h", "fn options(n) { [] }").unwrap();
    let e = heap.heap_options(u64::MAX).unwrap_err().to_string();
    assert!(e.contains(&format!("refusal-rule-number-too-large(asked: refusal-asked-heap(n: {})", u64::MAX)), "{e}");
    let tuple = ScriptGame::compile("t", "fn moves(p) { [] }").unwrap();
    let e = tuple.tuple_moves(&[3, u64::MAX]).unwrap_err().to_string();
    assert!(e.contains(&format!("refusal-asked-tuple(position: \"3, {}\")", u64::MAX)), "{e}");
}

/// Rhai counts one operation for copying an array of 10,000 numbers, or for looking through it
/// (`contains`), as for adding two numbers: a call is also charged for the data it makes and
/// holds, and for the comparisons a library function makes, so that what it is charged bounds
/// the time it takes. A rule that works on a few numbers is charged its operations.
#[test]
fn a_call_is_charged_for_the_data_it_copies_holds_and_compares_not_only_its_operations() {
    assert!(crate::memory::counted());
    let charged = |body: &str| {
        let source = format!("fn moves(p) {{ let a = []; for i in 0..p[0] {{ a.push(i); }} {body} [] }}");
        let g = ScriptGame::compile("g", &source).unwrap();
        metered(|| {
            let outcome = g.tuple_moves(&[10_000]).map(drop);
            (outcome, g.operations_spent())
        })
    };
    // Building the array alone: a few operations a number, each charged the array held so far.
    let (built, base) = charged("");
    assert!(built.is_ok() && base < 10_000_000, "{base}");
    // 1,000 copies of it: a few thousand operations by Rhai's count, 160 MB of copying.
    let (copied, copies) = charged("for j in 0..1000 { let b = a; }");
    assert!(copied.is_ok() && copies - base > 2_500_000, "{copies} {base}");
    // 1,000 searches through it: ten million comparisons.
    let (searched, searches) = charged("for j in 0..1000 { if a.contains(-1) { throw \"found\"; } }");
    assert!(searched.is_ok() && searches - base >= 10_000_000, "{searches} {base}");
    // 20,000 additions while holding it: each operation counts the data held.
    let (held, holding) = charged("let k = 0; for j in 0..20000 { k += 1; }");
    assert!(held.is_ok() && holding - base > 20_000 * 50, "{held:?} {holding} {base}");
    // Small data: charged its operations, within a few percent.
    let small = ScriptGame::compile("s", "fn moves(p) { let o = []; for i in 0..p[0] { o.push([i, i]); } o }").unwrap();
    let charge = metered(|| small.tuple_moves(&[40]).map(|_| small.operations_spent())).unwrap();
    assert!(charge < 1_000, "{charge}");
    // The same rule under a budget its copies pass is refused, however few its operations.
    let source = "fn moves(p) { let a = []; for i in 0..10000 { a.push(i); } for j in 0..1000 { let b = a; } [] }";
    let g = ScriptGame::compile("g", source).unwrap().with_budgets(2_000_000, u64::MAX);
    let e = metered(|| g.tuple_moves(&[1])).unwrap_err().to_string();
    assert!(e.contains("refusal-rule-operations(") && e.contains("limit: 2000000)"), "{e}");
}

#[test]
fn a_heap_rule_with_a_move_from_a_heap_of_0_is_refused_at_its_fn_line() {
    // A rule that lets a heap of 0 move (to no heaps at all) would make g(0) = 1: refused when
    // compiled, at the line of `fn options`.
    let source = "// Take any number.\n\n  fn options(n) {\n    if n == 0 { return [[]]; }\n    let o = [];\n    for k in 1..=n { o.push(n - k); }\n    o\n  }";
    let e = ScriptGame::compile("zero", source).err().unwrap();
    assert!(e.to_string().contains("MoveFromEmpty"), "{e}");
    assert_eq!(e.at, Some((3, 3)), "{e:?}");
    assert_eq!(function_line("private fn options (n) { [] }", "options"), Some((1, 1)));
    assert_eq!(function_line("fn optionsx(n) { [] }", "options"), None);
}

/// A request costs what it would cost alone: what the game's memory of moves already holds is
/// charged to it at what it cost to compute, once per position, so that its verdict does not
/// depend on the requests before it (or on a block cache that spared them).
#[test]
fn a_request_costs_what_it_costs_alone_whatever_was_remembered_before() {
    let source = "fn options(n) { let o = []; for k in 1..=n { if k % 3 != 0 { o.push(n - k); } } o }";
    let fresh = || ScriptGame::compile("g", source).unwrap().with_budgets(u64::MAX, u64::MAX);
    let spend = |g: &ScriptGame, top: u64| {
        metered(|| {
            for n in 0..=top {
                g.heap_options(n).unwrap();
            }
            g.operations_spent()
        })
    };
    let g = fresh();
    let alone = spend(&g, 40);
    assert!(alone > 1_000, "{alone}");
    // The same request again, every position remembered: the same cost, and nothing charged to
    // the game itself.
    assert_eq!(spend(&g, 40), alone);
    assert_eq!(g.operations_spent(), 0);
    // A position read twice in one request is charged once.
    assert_eq!(
        metered(|| (0..3).map(|_| g.heap_options(40).map(|_| g.operations_spent()).unwrap()).collect::<Vec<_>>()),
        {
            let once = spend(&fresh(), 40) - spend(&fresh(), 39);
            vec![once; 3]
        }
    );
    // With a budget one operation short, the request fails whether the memory was empty or
    // held part of it already (before, a warm memory let it through).
    let short = |warm: bool| {
        let g = ScriptGame::compile("g", source).unwrap().with_budgets(alone - 1, u64::MAX);
        if warm {
            metered(|| (0..=30).try_for_each(|n| g.heap_options(n).map(drop))).unwrap();
        }
        metered(|| (0..=40).try_for_each(|n| g.heap_options(n).map(drop)))
    };
    for warm in [false, true] {
        let e = short(warm).unwrap_err().to_string();
        assert!(e.contains(&format!("refusal-rule-operations(game: \"g\", limit: {})", alone - 1)), "{e}");
    }
}

/// A search's batch, computed on all cores, is charged to its request, the same as one position
/// at a time; outside any request, to the game.
#[test]
fn a_batch_on_all_cores_is_charged_to_its_request() {
    let source =
        "fn moves(p) { let o = []; for i in 0..p.len() { for k in 1..=p[i] { let q = p; q[i] -= k; o.push(q); } } o }";
    let positions: Vec<Vec<u64>> = (0..6).flat_map(|a| (0..6).map(move |b| vec![a, b])).collect();
    let one_by_one = {
        let g = ScriptGame::compile("g", source).unwrap();
        metered(|| {
            positions.iter().for_each(|p| drop(g.tuple_moves(p).unwrap()));
            g.operations_spent()
        })
    };
    let g = ScriptGame::compile("g", source).unwrap();
    let batch = metered(|| {
        g.tuple_moves_of_all(&positions);
        g.operations_spent()
    });
    assert_eq!(batch, one_by_one);
    assert_eq!(g.operations_spent(), 0, "the game itself was charged");
    assert_eq!(
        metered(|| {
            g.tuple_moves_of_all(&positions);
            g.operations_spent()
        }),
        one_by_one
    );
}

/// Issue 43: a runaway call, whose place Rhai forgets, and a rule that returns no list are shown
/// at the function's own line, never at the top of the file under its opening comment.
#[test]
fn a_failure_without_a_place_is_shown_at_the_functions_line() {
    let runaway =
        ScriptGame::compile("r", "// Never ends.\n// Still a comment.\n\nfn moves(p) {\n    loop { }\n}").unwrap();
    let e = runaway.tuple_moves(&[1]).unwrap_err();
    assert_eq!(e.rule_failure().and_then(|f| f.at), Some((4, 1)), "{e}");
    let number = ScriptGame::compile("n", "// A number.\nfn moves(p) {\n    5\n}").unwrap();
    let e = number.tuple_moves(&[1]).unwrap_err();
    assert_eq!(e.rule_failure().and_then(|f| f.at), Some((2, 1)), "{e}");
}

/// What bounds a rule's memory: what a call holds, read before every operation. A rule that
/// doubles a list (or a text) forever is stopped past [`MAX_RULE_HELD_BYTES`], having made at
/// most a few times that, with a message that says so; the functions that make a value of any
/// length in one operation are not there, and saying so names them at their line.
#[test]
fn a_call_that_holds_too_much_is_stopped_by_what_it_holds_and_pad_and_blob_are_refused() {
    use crate::limits::MAX_RULE_HELD_BYTES;
    assert!(crate::memory::counted());
    for (name, body) in
        [("list", "let a = [1, 2, 3, 4]; loop { a += a; }"), ("text", "let s = \"abcd\"; loop { s += s; }")]
    {
        let g =
            ScriptGame::compile(name, &format!("fn moves(p) {{\n    if p[0] == 0 {{ return []; }}\n    {body}\n}}"))
                .unwrap();
        let start = crate::memory::reading();
        let e = metered(|| g.tuple_moves(&[1])).unwrap_err().to_string();
        // What it allocated in all: a list doubled up to past the bound, each step copying it.
        let (_, allocated) = crate::memory::since(start);
        assert!(e.contains("\"refusal-script-held\"") && e.contains("\"megabytes\": Num(32)"), "{e}");
        assert!(allocated > MAX_RULE_HELD_BYTES && allocated < 8 * MAX_RULE_HELD_BYTES, "{name}: {allocated}");
    }
    for (call, name) in [
        ("let a = []; a.pad(1000000000000, 0);", "pad"),
        ("let s = \"x\"; s.pad(1000000000000, \"y\");", "pad"),
        ("let s = \"x\"; s.pad(1000000000000, 'y');", "pad"),
        ("let b = blob(1000000000000);", "blob"),
        ("let b = blob(1000000000000, 7);", "blob"),
        ("let b = blob(); b.pad(1000000000000, 7);", "pad"),
    ] {
        let g = ScriptGame::compile(
            "g",
            &format!("fn moves(p) {{\n    if p[0] == 0 {{ return []; }}\n    {call}\n    []\n}}"),
        )
        .unwrap();
        let e = g.tuple_moves(&[1]).unwrap_err();
        let text = e.to_string();
        assert!(
            text.contains("\"refusal-script-unavailable\"") && text.contains(&format!("\"{name}\"")),
            "{call}: {text}"
        );
        assert!(text.contains("at: Some((3, "), "{call}: {text}");
    }
    // A list of moves pushed one by one: as many moves as asked for, under the bound.
    let many =
        ScriptGame::compile("many", "fn moves(p) { let o = []; for i in 0..p[0] { o.push([i, i]); } o }").unwrap();
    assert_eq!(many.tuple_moves(&[20_000, 20_000]).map(|m| m.len()), Ok(20_000));
}
