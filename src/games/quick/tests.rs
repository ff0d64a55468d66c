//! The quick path against Rhai, its reference: on snippets chosen for Rhai's corners
//! (precedence, block values, copies of arrays, methods at the edges, overflow), and on whole
//! rules over every small position. Where Rhai fails, the quick path must hand over.

use super::*;
use rhai::{Dynamic, Scope};

/// Rhai's value as the quick path's, or `None` for a type the quick path does not make.
fn from_rhai(d: &Dynamic) -> Option<Value> {
    if d.is_unit() {
        return Some(Value::Unit);
    }
    if let Ok(b) = d.as_bool() {
        return Some(Value::Bool(b));
    }
    if let Ok(i) = d.as_int() {
        return Some(Value::Int(i));
    }
    let a = d.clone().try_cast::<rhai::Array>()?;
    a.iter().map(from_rhai).collect::<Option<_>>().map(Value::Array)
}

/// Runs `f(x)` of `source` both ways: Rhai's value (or `None` for its error) and the quick
/// path's (or `None` when it handed over).
fn both(source: &str, x: Value) -> (Option<Value>, Option<Value>) {
    let engine = crate::games::script::engine();
    let ast = engine.compile(source).unwrap_or_else(|e| panic!("{source}: {e}"));
    let arg = match &x {
        Value::Int(i) => Dynamic::from_int(*i),
        Value::Array(a) => Dynamic::from_array(
            a.iter()
                .map(|v| match v {
                    Value::Int(i) => Dynamic::from_int(*i),
                    _ => unreachable!(),
                })
                .collect(),
        ),
        _ => Dynamic::UNIT,
    };
    // A value of a type the quick path never makes (a string) counts as Rhai's own.
    let rhai = engine.call_fn::<Dynamic>(&mut Scope::new(), &ast, "f", (arg,)).ok().and_then(|d| from_rhai(&d));
    let quick = Quick::new(source, "f").unwrap_or_else(|| panic!("no quick form of {source}")).run(x);
    (rhai, quick)
}

/// Each snippet is the body of `fn f(x)`, run with x = 5: the quick path gives Rhai's value,
/// and hands over exactly where Rhai fails.
#[test]
fn snippets_mean_what_they_mean_in_rhai() {
    let runs = [
        // precedence and associativity, as Rhai's table has them
        "1 + 2 << 1",
        "-2 ** 2",
        "2 ** 3 ** 2",
        "10 - 3 - 2",
        "7 / 2 * 2",
        "5 > 3 == true",
        "1 | 2 & 3",
        "6 ^ 3 | 8",
        "x % 3 + x / 3 * 3",
        "!(x > 2) || x == 5 && true",
        "1 < 2 == 2 < 1",
        "0x1F + 0b11 + 0o7 + 1_000",
        "5 - -3",
        "-7 / 2 + -7 % 2",
        // block values
        "42;",
        "{ 1; 2; }",
        "if x > 9 { 1 }",
        "if x > 1 { 5 } else if x > 0 { 6 } else { 7 }",
        "let y = if x > 1 { 5 }; y",
        "for i in 0..3 { i }",
        "let x = x + 1; let x = x * 2; x",
        "let s = 0; { let s = 9; } s",
        // loops
        "let s = 0; for i in 1..=x { s += i } s",
        "let s = 0; for i in 3..1 { s += 1 } s",
        "let s = 0; for i in range(1, x) { s += i } s",
        "let s = 0; for (v, i) in [5, 6, 7] { s += v * 10 + i } s",
        "let i = 0; while i < x { i += 2; } i",
        "let n = 0; loop { n += 1; if n > 3 { break; } } n",
        "let n = 0; for i in 0..10 { if i % 2 == 0 { continue; } n += i; } n",
        "let n = 0; do { n += 1 } while n < 3; n",
        "let n = 0; do { n += 1 } until n >= 4; n",
        "fn_helper(x)",
        "let s = 0; for i in 0..x { for j in 0..i { if j == 2 { break; } s += 1; } } s",
        // arrays are values
        "let a = [1, 2]; let b = a; b.push(3); [a, b]",
        "let a = [[1]]; for v in a { v.push(2); } a",
        "let a = [[1], [2]]; a[1].push(5); a[0][0] = 7; a",
        "let p = [x, 2]; let q = p; q[0] -= 1; [p, q]",
        "let a = [1, 2, 3]; a[-1] + a[0]",
        "let a = [1, 2]; a += 3; a += [4, 5]; a",
        "[1] + [2, 3]",
        "[1, [2]] == [1, [2]]",
        "[1] != [2]",
        "let a = [3, 4]; 4 in a",
        "let a = [[1, 2]]; [1, 2] in a",
        "1 == true",
        "() == ()",
        // methods, at their edges
        "let a = [3, 1, 2]; a.sort(); a",
        "let a = [1, 2, 3]; a.insert(-1, 9); a.insert(-9, 0); a.insert(99, 7); a",
        "let a = [1, 2, 3]; [a.remove(-1), a.remove(9), a]",
        "let a = [1, 2, 3]; a.truncate(-1); a",
        "let a = [1, 2, 3]; a.truncate(9); a",
        "let a = [1]; [a.pop(), a.pop(), a]",
        "let a = [1, 2]; a.append([3]); a.reverse(); a",
        "let a = [1, 2]; a.clear(); [a.is_empty(), a.len(), len(a), a.len]",
        "[x.max(3), max(2, x), min(x, 1), x.min(9), abs(-x), (-x).abs()]",
        "let a = [[1, 2]]; a[0].contains(2)",
        "[1 << 63, 3 << 62, -8 >> 1, 5 << 0, 0 ** 0]",
        "let y = 7; y /= 2; y **= 2; y ^= 3; y <<= 1; y %= 5; y",
        "let t = [x, x]; t[0].max(t[1])",
        "[[1, 2], [3]][0][1]",
        "let a = [1, 2,]; two(a[0], a[1])",
        // last reads are moves: never one that could be read again
        "let s = []; for i in 0..3 { let q = [i]; s.push(q); } s",
        "let q = [1]; for i in 0..2 { let r = q; r.push(i); } q",
        "let q = [1]; let r = [q, q]; r",
        "let t = [1]; if true { let u = t; u.push(2); } t",
        "let a = [[1], [2]]; let n = []; for p in a { n.push(p); p.push(9); n.push(p); } [a, n]",
        "let part = [[x]]; for i in 0..2 { let next = []; for q in part { next.push(q); next.push([q, i]); } part = next; } part",
        "let v = [x]; let w = if v.len() > 0 { v } else { [] }; [w, v.len()]",
    ];
    let fails = [
        "3 ^ 1 == 2",
        "9223372036854775807 + x",
        "x / 0",
        "(-9223372036854775807 - 1) / -1",
        "2 ** 63",
        "2 ** -1",
        "[1, 2] + 3",
        "let a = [1, 2, 3]; a[3]",
        "let a = [1, 2, 3]; a[-4]",
        "let a = [1, true]; a.sort(); a",
        "let a = [[2], [1]]; a.sort(); a",
        "throw \"no\";",
        "undefined_function(x)",
        "unknown_variable",
        "if x { 1 }",
        "loop { }",
        "let a = []; loop { a.push(a.len()); }",
        "deep(x)",
        "x.push(1)",
        "1..3",
        "abs(-9223372036854775807 - 1)",
    ];
    // Rhai runs these, the quick path hands them over: Rhai's answer stands.
    let handed = ["\"text\"", "1 << -1", "8 >> 70", "let a = [1]; a.pop; a"];
    let helpers = "fn fn_helper(n) { if n == 0 { return 0; } fn_helper(n - 1) + n }\nfn deep(n) { deep(n + 1) }\nfn two(a, \
                   b) { a * 10 + b }";
    for body in runs {
        let source = format!("{helpers}\nfn f(x) {{ {body} }}");
        let (rhai, quick) = both(&source, Value::Int(5));
        assert!(rhai.is_some(), "Rhai fails on {body}");
        assert_eq!(quick, rhai, "{body}");
    }
    for body in fails {
        let source = format!("{helpers}\nfn f(x) {{ {body} }}");
        let (rhai, quick) = both(&source, Value::Int(5));
        assert_eq!(rhai, None, "Rhai runs {body}");
        assert_eq!(quick, None, "the quick path ran {body}, where Rhai fails");
    }
    for body in handed {
        let source = format!("{helpers}\nfn f(x) {{ {body} }}");
        assert_eq!(both(&source, Value::Int(5)).1, None, "{body}");
    }
}

/// Programs the reader leaves to Rhai: statements outside functions, a function named like a
/// built-in one, syntax it does not know.
#[test]
fn programs_with_unknown_parts_are_left_to_rhai() {
    for source in [
        "let k = 2; fn f(x) { x }",
        "fn len(a) { 0 } fn f(x) { x }",
        "fn f(x) { switch x { 1 => 2, _ => 3 } }",
        "fn f(x) { let m = #{a: 1}; x }",
        "fn f(x) { x ?? 1 }",
        "fn f(x) { let g = |y| y + 1; g.call(x) }",
    ] {
        assert!(Quick::new(source, "f").is_none(), "{source}");
    }
    assert!(Quick::new("fn g(x) { x }", "f").is_none());
}

const STAIRCASE: &str = "fn moves(p) {\n    let out = [];\n    for i in 0..p.len() {\n        for k in 1..=p[i] {\n            \
                         let q = p;\n            q[i] -= k;\n            if i > 0 { q[i - 1] += k; }\n            \
                         out.push(q);\n        }\n    }\n    out\n}";

const MOORE: &str = "fn most() { 2 }\nfn moves(p) {\n    let k = most();\n    let partial = [[p, 0]];\n    for i in \
                     0..p.len() {\n        let next = [];\n        for pair in partial {\n            next.push(pair);\n  \
                     if pair[1] < k {\n                for t in 0..p[i] {\n                    let q = pair[0];\n \
                     q[i] = t;\n                    next.push([q, pair[1] + 1]);\n                }\n            }\n \
                     }\n        partial = next;\n    }\n    let out = [];\n    for pair in partial {\n        if pair[1] \
                     > 0 { out.push(pair[0]); }\n    }\n    out\n}";

/// A rule written with a helper, `while`, `remove` and a recursive function (a splitting game).
const SPLITS: &str = "fn halves(n, out) { let a = 1; while a * 2 < n { out.push([a, n - a]); a += 1; } out }\nfn \
                      moves(p) {\n  let out = [];\n  for (h, i) in p {\n    let rest = p;\n    rest.remove(i);\n    \
                      for s in halves(h, []) { let q = rest; q.push(s[0]); q.push(s[1]); q.sort(); out.push(q); }\n    \
                      if h > 0 { let q = p; q[i] = h - 1; out.push(q); }\n  }\n  out\n}";

/// The moves of a whole rule on every position of three entries up to 4, both ways.
#[test]
fn whole_rules_agree_with_rhai_on_every_small_position() {
    for source in [STAIRCASE, MOORE, SPLITS] {
        let quick = Quick::new(source, "moves").expect("a quick form");
        let f = source.replacen("fn moves(p)", "fn f(p)", 1).replace("moves(", "f(");
        for a in 0..=4 {
            for b in 0..=4 {
                for c in 0..=4 {
                    let p = [a, b, c];
                    let (rhai, _) = both(&f, Value::Array(p.iter().map(|&x| Value::Int(x)).collect()));
                    let rhai: Vec<Vec<u64>> = match rhai {
                        Some(Value::Array(list)) => list.iter().map(|q| numbers(q).unwrap()).collect(),
                        other => panic!("Rhai gave {other:?} for {p:?}"),
                    };
                    let p = p.map(|x| x as u64);
                    assert_eq!(quick.tuple_moves(&p), Some(rhai), "{p:?} in\n{source}");
                }
            }
        }
    }
}

#[test]
fn heap_rules_give_their_options() {
    let q =
        Quick::new("fn options(n) { let o = []; for k in [1, 3, 4] { if k <= n { o.push(n - k); } } o }", "options")
            .unwrap();
    assert_eq!(q.heap_options(5), Some(vec![vec![4], vec![2], vec![1]]));
    let q = Quick::new("fn options(n) { [[1, 1], n - 1] }", "options").unwrap();
    assert_eq!(q.heap_options(3), Some(vec![vec![1, 1], vec![2]]));
    // A negative heap is Rhai's to report.
    assert_eq!(q.heap_options(0), None);
}
