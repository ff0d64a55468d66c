//! `cargo bench --bench engine`: timings of the engine's heaviest paths, with the standard
//! library only. Each case runs several times and the median is reported, with the time per
//! item where a case is made of many items: Wythoff winning moves near 10^18, the HDU 1527
//! judge on 100,000 lines, the game-model judge problems (HDU 1536, 1847, 1848, 3032) at their
//! limits, the PE 301 brute force over 2^30 numbers, the Nim worked example
//! (and its terminal text) for 1000 heaps, and lesson 15's rules (Staircase Nim, Moore's Nim)
//! run in Rhai, and searched whole; Kayles at 10^6 and 10^18, and the worst case under each of
//! the engine's bounds (crates/engine/src/limits.rs). Inputs come from a fixed xorshift
//! sequence, so every run measures the same work.

use nimbook::directive::Example;
use nimbook::games::nim::NimRules;
use nimbook::games::{euler301, wythoff};
use nimbook::judge::{self, Problem};
use std::fmt::Write as _;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// A xorshift64 generator: the same inputs on every run, without a crate.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n`.
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// One line of the report.
struct Case {
    name: &'static str,
    runs: usize,
    median: Duration,
    /// How many items one run handles, and what an item is called.
    items: Option<(u64, &'static str)>,
}

/// Runs `f` `runs` times and returns the median duration.
fn median_of(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

/// A time in seconds, with a unit that keeps 3–4 significant digits.
fn human(seconds: f64) -> String {
    let ns = seconds * 1e9;
    if ns < 1e3 {
        format!("{ns:.1} ns")
    } else if ns < 1e6 {
        format!("{:.1} µs", ns / 1e3)
    } else if ns < 1e9 {
        format!("{:.1} ms", ns / 1e6)
    } else {
        format!("{:.2} s", ns / 1e9)
    }
}

use nimbook::games::analysis;
use nimbook::games::catalogue::Game;
use nimbook::games::catalogue::Shape;
use nimbook::games::positions::Search;
use nimbook::games::rules::{HeapRule, Octal};
use nimbook::games::script::ScriptGame;
use nimbook::games::values::HeapValues;

/// Lesson 15's rules, as the lesson writes them.
const STAIRCASE: &str = "fn moves(p) { let out = []; for i in 0..p.len() { for k in 1..=p[i] { let q = p; q[i] -= k; \
                         if i > 0 { q[i - 1] += k; } out.push(q); } } out }";
const MOORE2: &str = "fn most() { 2 }\nfn moves(p) { let k = most(); let partial = [[p, 0]]; for i in 0..p.len() { \
                      let next = []; for pair in partial { next.push(pair); if pair[1] < k { for t in 0..p[i] { \
                      let q = pair[0]; q[i] = t; next.push([q, pair[1] + 1]); } } } partial = next; } let out = []; \
                      for pair in partial { if pair[1] > 0 { out.push(pair[0]); } } out }";

fn main() {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut cases = Vec::new();

    // Wythoff: 100,000 positions near 10^18, a tenth of them P-positions.
    let positions: Vec<(u64, u64)> = (0..100_000u64)
        .map(|i| {
            if i % 10 == 0 {
                let k = 600_000_000_000_000_000 + rng.below(10u64.pow(15));
                wythoff::pair(k).expect("pairs near 10^18 fit")
            } else {
                let a = 10u64.pow(18) + rng.below(10u64.pow(17));
                (a, a + rng.below(10u64.pow(17)))
            }
        })
        .collect();
    let median = median_of(7, || {
        let mut moves = 0;
        for &(a, b) in &positions {
            moves += black_box(wythoff::winning_moves(black_box(a), black_box(b))).len();
        }
        black_box(moves);
    });
    cases.push(Case {
        name: "wythoff::winning_moves near 10^18",
        runs: 7,
        median,
        items: Some((positions.len() as u64, "call")),
    });

    // Judge HDU 1527 on 100,000 lines of two piles up to 10^9.
    let mut input = String::new();
    for _ in 0..100_000 {
        writeln!(input, "{} {}", rng.below(1_000_000_001), rng.below(1_000_000_001)).unwrap();
    }
    let median = median_of(5, || {
        let out =
            judge::run(Problem::from_name("hdu1527").unwrap(), black_box(&input)).expect("the input is well formed");
        black_box(out);
    });
    cases.push(Case { name: "judge hdu1527, 100,000 lines", runs: 5, median, items: Some((100_000, "line")) });

    // The judge's game-model problems at their limits.
    let mut s_nim = String::new();
    for _ in 0..10 {
        // 100 amounts up to 10,000, then 100 positions of 100 heaps up to 10,000.
        let set: Vec<String> = (0..100).map(|_| (1 + rng.below(10_000)).to_string()).collect();
        writeln!(s_nim, "100 {}\n100", set.join(" ")).unwrap();
        for _ in 0..100 {
            let heaps: Vec<String> = (0..100).map(|_| rng.below(10_001).to_string()).collect();
            writeln!(s_nim, "100 {}", heaps.join(" ")).unwrap();
        }
    }
    s_nim.push_str("0\n");
    let pow2: String = (0..100_000).map(|_| format!("{}\n", 1 + rng.below(1000))).collect();
    let fib: String = (0..100_000)
        .map(|_| format!("{} {} {}\n", 1 + rng.below(1000), 1 + rng.below(1000), 1 + rng.below(1000)))
        .collect::<String>()
        + "0 0 0\n";
    let mut lasker = String::from("1\n1000000\n");
    for _ in 0..1_000_000 {
        writeln!(lasker, "{}", 1 + rng.below((1 << 31) - 1)).unwrap();
    }
    for (name, problem, input, items) in [
        ("judge hdu1536, 10 sets of 100, 10^4 heaps", Problem::from_name("hdu1536").unwrap(), &s_nim, (10, "case")),
        ("judge hdu1847, 100,000 lines", Problem::from_name("hdu1847").unwrap(), &pow2, (100_000, "line")),
        ("judge hdu1848, 100,000 lines", Problem::from_name("hdu1848").unwrap(), &fib, (100_000, "line")),
        ("judge hdu3032, 10^6 heaps", Problem::from_name("hdu3032").unwrap(), &lasker, (1_000_000, "heap")),
    ] {
        let median = median_of(5, || {
            let out = judge::run_reader(problem, black_box(input.as_bytes())).expect("the input is well formed");
            black_box(out);
        });
        cases.push(Case { name, runs: 5, median, items: Some(items) });
    }

    // PE 301 by brute force: every n up to 2^30.
    let median = median_of(3, || {
        let count = euler301::count_brute_force(black_box(30)).unwrap();
        assert_eq!(count, 2_178_309);
    });
    cases.push(Case { name: "euler301::count_brute_force(30)", runs: 3, median, items: Some((1 << 30, "n")) });

    // The Nim worked example for 1000 heaps, in normal and misère play, and its text.
    let heaps: Vec<u64> = (0..1000).map(|_| rng.below(1_000_000_000)).collect();
    for (name, rules) in [
        ("nim example, 1000 heaps", NimRules::default()),
        ("nim example, 1000 heaps, misère", NimRules { misere: true, max_take: None }),
        ("nim example, 1000 heaps, max-take 7", NimRules { misere: false, max_take: Some(7) }),
    ] {
        let game = Game::heaps("nim", HeapRule::take(rules.max_take), rules.misere);
        let median = median_of(5, || {
            black_box(analysis::example(&game, black_box(&heaps)).unwrap());
        });
        cases.push(Case { name, runs: 5, median, items: None });
    }
    let nim_game = Game::heaps("nim", HeapRule::take(None), false);
    let example = Example::Game(analysis::example(&nim_game, &heaps).unwrap());
    let median = median_of(5, || {
        black_box(nimbook::views::text::render(black_box(&example), nimbook::views::i18n::english()));
    });
    cases.push(Case { name: "text::render, nim 1000 heaps", runs: 5, median, items: None });

    // The general model: Grundy tables (period found and proved, then read off) and examples.
    for code in ["0.77", "0.137"] {
        let rule = HeapRule::octal(Octal::parse(code).unwrap());
        let median = median_of(5, || {
            let values = HeapValues::new(black_box(&rule), 0).unwrap();
            black_box(values.sequence(100_000).unwrap());
        });
        let name = if code == "0.77" {
            "grundy table 0.77 to 10^5 (with proof)"
        } else {
            "grundy table 0.137 to 10^5 (with proof)"
        };
        cases.push(Case { name, runs: 5, median, items: Some((100_001, "value")) });
    }
    let kayles = Game::heaps("kayles", HeapRule::octal(Octal::parse("0.77").unwrap()), false);
    let median = median_of(5, || {
        black_box(analysis::example(black_box(&kayles), &[1_000_000_000_000_000_000]).unwrap());
    });
    cases.push(Case { name: "example kayles 10^18 (all moves counted)", runs: 5, median, items: None });
    let script = ScriptGame::compile(
        "square-or-half",
        "fn options(n) { let out = []; let k = 1; while k * k <= n { out.push(n - k * k); k += 1; } \
         if n % 2 == 0 && n > 0 { out.push(n / 2); } out }",
    )
    .unwrap();
    let rule = HeapRule::script(std::sync::Arc::new(script));
    let median = median_of(3, || {
        black_box(HeapValues::new(black_box(&rule), 10_000).unwrap());
    });
    cases.push(Case { name: "scripted game, grundy table to 10^4", runs: 3, median, items: Some((10_001, "value")) });

    // Teachers' rules on tuples (lesson 15's two games): one run of the rule per position, on
    // Rhai, and a whole Grundy search as an example makes it.
    let rules = [("staircase", STAIRCASE, vec![4u64, 1, 3, 5, 2], 5u32), ("moore2", MOORE2, vec![1, 2, 3, 4, 7], 4)];
    for (name, source, root, width) in rules {
        let positions: Vec<Vec<u64>> = (0..8u64.pow(width))
            .map(|i| (0..width).map(|d| i / 8u64.pow(d) % 8).collect())
            .step_by(if width == 5 { 8 } else { 1 })
            .collect();
        let engine = nimbook::games::script::engine();
        let ast = engine.compile(source).unwrap();
        let median = median_of(3, || {
            for p in &positions {
                let arg: rhai::Array = p.iter().map(|&x| rhai::Dynamic::from_int(x as i64)).collect();
                let _ =
                    black_box(engine.call_fn::<rhai::Dynamic>(&mut rhai::Scope::new(), &ast, "moves", (arg,)).unwrap());
            }
        });
        let label = if name == "staircase" { "staircase moves, Rhai" } else { "moore2 moves, Rhai" };
        cases.push(Case { name: label, runs: 3, median, items: Some((positions.len() as u64, "position")) });
        let mut searched = 0;
        let median = median_of(5, || {
            let game = Game {
                name: name.into(),
                shape: Shape::Whole(nimbook::games::rules::WholeRule::script(std::sync::Arc::new(
                    ScriptGame::compile(name, source).unwrap(),
                ))),
                misere: false,
            };
            let mut search = Search::new(&game);
            black_box(search.grundy(&root).unwrap());
            searched = search.visited();
        });
        let label =
            if name == "staircase" { "staircase 4 1 3 5 2, Grundy search" } else { "moore2 1 2 3 4 7, Grundy search" };
        cases.push(Case { name: label, runs: 5, median, items: Some((searched as u64, "position")) });
    }

    // A proved period answers every heap size alike, and each bound of the engine
    // (crates/engine/src/limits.rs) is met by its worst case: how long a request just inside it takes,
    // or how long it takes to be refused.
    let median = median_of(5, || {
        black_box(analysis::example(black_box(&kayles), &[1_000_000]).unwrap());
    });
    cases.push(Case { name: "example kayles 10^6 (all moves counted)", runs: 5, median, items: None });
    let lasker = Game::heaps("lasker", HeapRule::lasker(), false);
    let median = median_of(3, || {
        black_box(analysis::example(black_box(&lasker), &[1_000_000, 999_999]).unwrap());
    });
    cases.push(Case { name: "example lasker 10^6 10^6-1 (listed)", runs: 3, median, items: None });
    let median = median_of(3, || {
        black_box(analysis::example(black_box(&lasker), &[1_000_000; 1000]).unwrap_err());
    });
    cases.push(Case { name: "lasker 1000 x 10^6, refused", runs: 3, median, items: None });
    let misere = Game::heaps("grundy-game", HeapRule::grundy_game(), true);
    let median = median_of(3, || {
        black_box(analysis::example(black_box(&misere), &[3000]).unwrap_err());
    });
    cases.push(Case { name: "misere grundy-game 3000, refused", runs: 3, median, items: None });
    let kayles_misere = Game::heaps("kayles", HeapRule::octal(Octal::parse("0.77").unwrap()), true);
    let median = median_of(3, || {
        black_box(analysis::example(black_box(&kayles_misere), &[40, 40, 40]).unwrap_err());
    });
    cases.push(Case { name: "misere kayles 40 40 40, refused", runs: 3, median, items: None });
    let edges = "fn moves(p) { let o = []; for i in 0..p[0] { for j in 0..p[1] { o.push([i, j]); } } o }";
    let median = median_of(1, || {
        let game = Game::tuple("edges", ScriptGame::compile("edges", edges).unwrap());
        black_box(Search::new(&game).grundy(&[150, 150]).unwrap_err());
    });
    cases.push(Case { name: "rule: edges 150 150, refused", runs: 1, median, items: None });
    // A rule that spends about 150,000 of its 200,000 operations per call on every position:
    // refused when all its calls pass MAX_GAME_OPERATIONS.
    let heavy = "fn moves(p) { let s = 0; for i in 0..50000 { s += 1; } let o = []; for i in 0..p.len() { if p[i] > 0 { \
                 let q = p; q[i] -= 1; o.push(q); } } o }";
    let median = median_of(1, || {
        let game = Game::tuple("heavy", ScriptGame::compile("heavy", heavy).unwrap());
        black_box(Search::new(&game).grundy(&[30, 30, 30]).unwrap_err());
    });
    cases.push(Case { name: "rule at the operations bound, refused", runs: 1, median, items: None });

    println!("{:<40} {:>4} {:>10} {:>16}", "case", "runs", "median", "per item");
    println!("{}", "-".repeat(73));
    for c in &cases {
        let per =
            c.items.map(|(n, unit)| format!("{}/{unit}", human(c.median.as_secs_f64() / n as f64))).unwrap_or_default();
        println!("{:<40} {:>4} {:>10} {:>16}", c.name, c.runs, human(c.median.as_secs_f64()), per);
    }
}
