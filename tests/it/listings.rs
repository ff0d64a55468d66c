//! Tested code listings (`src/listings`): a correct listing passes, a wrong one fails with its
//! file, line and column and the input that shows it, a compile error and a program that never
//! stops are reported, and building the page shows the listing with its note. Tests that need
//! `g++` (or `python3`, `rustc`) say so and skip when it is absent on a reader's machine; when
//! the `CI` environment variable is set a missing compiler fails the test instead, so that CI
//! (which installs them) never passes by skipping.

use nimbook::listings::check::{CheckOptions, Report, check_site};
use nimbook::listings::exec::{RunLimits, available};
use std::path::Path;
use std::time::{Duration, Instant};

/// A site with one lesson `content/a.md` whose text is `body`, tested with `options`.
fn test_lesson(body: &str, options: &CheckOptions) -> Report {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("content")).unwrap();
    std::fs::write(dir.path().join("content/a.md"), body).unwrap();
    check_site(dir.path(), options).unwrap()
}

/// False (with a visible message) when `tool` is not installed; a failure under CI.
fn have(tool: &str) -> bool {
    have_in(tool, available(tool), crate::util::in_ci())
}

/// [`have`] for a tool found or not, in CI or not.
fn have_in(tool: &str, found: bool, ci: bool) -> bool {
    if !found {
        assert!(!ci, "`{tool}` is not installed, and CI is set: CI must install it and run this test");
        eprintln!("SKIPPED: `{tool}` is not installed; install it (CI does) to run this test");
    }
    found
}

#[test]
fn a_missing_compiler_fails_under_ci_and_skips_elsewhere() {
    assert!(have_in("g++", true, true) && have_in("g++", true, false));
    assert!(!have_in("no-such-compiler", false, false));
    let failed = std::panic::catch_unwind(|| have_in("no-such-compiler", false, true));
    assert!(failed.is_err(), "a missing compiler under CI is a failure");
}

const HDU1850: &str = r#"#include <cstdio>
#include <vector>
int main() {
    int m;
    while (std::scanf("%d", &m) == 1 && m != 0) {
        std::vector<int> h(m);
        int sum = 0;
        for (int& x : h) { std::scanf("%d", &x); sum ^= x; }
        int count = 0;
        for (int x : h) if ((sum ^ x) < x) ++count;
        std::printf("%d\n", count);
    }
}
"#;

/// Seed 002's program (with `int main`, which g++ requires): it breaks out of the read loop at
/// the first case whose nim-sum is 0.
const SEED_002: &str = r#"#include<stdio.h>
int main(){
	int m,a[101]={0},nim,result;
	while(1){
		nim = 0;
		result =0;
		scanf("%d",&m);
		if(m==0)
			break;
		for(int i=1; i<=m; i++){
			scanf("%d",&a[i]);
			nim = nim^a[i];
		}
		if(nim ==0){
			printf("0\n");
			break;
		}
		for(int j=1; j<=m; j++){
			if((nim^a[j])<a[j])
				result++;
		}
		printf("%d\n",result);
	}
}
"#;

fn lesson(fence: &str, code: &str) -> String {
    format!("# A lesson\n\nSome prose.\n\n```{fence}\n{code}```\n")
}

#[test]
fn a_correct_listing_passes() {
    if !have("g++") {
        return;
    }
    let report = test_lesson(&lesson("cpp solves=hdu1850", HDU1850), &CheckOptions::default());
    assert!(report.failures.is_empty(), "{:?}", report.failures);
    assert_eq!(report.passed.len(), 1);
    assert_eq!(report.passed[0].inputs, 1 + nimbook::listings::RANDOM_CASES);
    assert_eq!(report.passed[0].label.to_string(), "content/a.md:5:1: listing solves=hdu1850");
}

#[test]
fn the_seeds_break_on_a_losing_case_fails_with_its_place_and_input() {
    if !have("g++") {
        return;
    }
    let report = test_lesson(&lesson("cpp solves=hdu1850", SEED_002), &CheckOptions::default());
    assert!(report.passed.is_empty());
    let message = report.failures[0].to_string();
    assert!(message.starts_with("content/a.md:5:1: listing solves=hdu1850: on input \""), "{message}");
    assert!(message.contains(" expected \"0\\n"), "a losing case comes first: {message}");
    assert!(message.contains(" got \"0\\n\""), "and nothing after it: {message}");
}

#[test]
fn an_hdu2516_list_built_to_too_small_a_bound_fails_on_the_largest_fibonacci_start() {
    if !have("g++") {
        return;
    }
    // The Fibonacci numbers only up to the first past 10^9 (another problem's bound): the samples pass, and the
    // random inputs, which plant the largest Fibonacci number below 2^31, catch it.
    let code = r#"#include <cstdio>
#include <vector>
int main() {
    std::vector<long long> fib = {1, 2};
    while (fib.back() <= 1000000000LL)
        fib.push_back(fib.back() + fib[fib.size() - 2]);
    long long n;
    while (std::scanf("%lld", &n) == 1 && n != 0) {
        bool lost = false;
        for (long long f : fib) lost = lost || f == n;
        std::puts(lost ? "Second win" : "First win");
    }
}
"#;
    let report = test_lesson(&lesson("cpp solves=hdu2516", code), &CheckOptions::default());
    assert!(report.passed.is_empty(), "the bug is caught");
    let message = report.failures[0].to_string();
    assert!(message.starts_with("content/a.md:5:1: listing solves=hdu2516: on input \""), "{message}");
    assert!(message.contains("1836311903"), "the largest Fibonacci start below 2^31: {message}");
}

#[test]
fn a_compile_error_is_reported() {
    if !have("g++") {
        return;
    }
    let report =
        test_lesson(&lesson("cpp solves=p2197", "int main() { return undefined_name; }\n"), &CheckOptions::default());
    let message = report.failures[0].to_string();
    assert!(message.starts_with("content/a.md:5:1: listing solves=p2197: does not compile:"), "{message}");
    assert!(message.contains("undefined_name"), "the compiler's message is shown: {message}");
}

#[test]
fn a_contract_names_the_function_it_needs() {
    if !have("g++") {
        return;
    }
    let report =
        test_lesson(&lesson("cpp checks=xor-upto", "int xor_upto(int n) { return n; }\n"), &CheckOptions::default());
    assert!(
        report.failures[0]
            .to_string()
            .contains("the listing must define `unsigned long long xor_n(unsigned long long n)`")
    );
}

#[test]
fn a_listing_that_never_stops_is_stopped_by_the_time_limit() {
    if !have("g++") {
        return;
    }
    let options = CheckOptions {
        limits: RunLimits { run: Duration::from_millis(500), ..RunLimits::default() },
        ..CheckOptions::default()
    };
    let started = Instant::now();
    let report =
        test_lesson(&lesson("cpp solves=hdu1847", "int main() { volatile int x = 0; for (;;) ++x; }\n"), &options);
    let message = report.failures[0].to_string();
    assert!(message.contains("ran longer than the time limit of 500ms and was stopped"), "{message}");
    assert!(started.elapsed() < Duration::from_secs(60), "stopped at the first run: {:?}", started.elapsed());
}

#[test]
fn a_listing_that_prints_forever_is_stopped_by_the_output_limit() {
    if !have("g++") {
        return;
    }
    let options =
        CheckOptions { limits: RunLimits { output: 4096, ..RunLimits::default() }, ..CheckOptions::default() };
    let code = "#include <cstdio>\nint main() { for (;;) std::puts(\"Kiki\"); }\n";
    let report = test_lesson(&lesson("cpp solves=hdu1847", code), &options);
    assert!(
        report.failures[0].to_string().contains("printed more than 4096 bytes and was stopped"),
        "{:?}",
        report.failures
    );
}

#[test]
fn python_contracts_are_checked_against_the_engine() {
    if !have("python3") {
        return;
    }
    let right = "def xor_n(n):\n    return [n, 1, n + 1, 0][n % 4]\n";
    assert!(test_lesson(&lesson("python checks=xor-upto", right), &CheckOptions::default()).failures.is_empty());
    // Wrong for n % 4 == 2: the first such fixed input is 2.
    let wrong = "def xor_n(n):\n    return [n, 1, n, 0][n % 4]\n";
    let report = test_lesson(&lesson("python checks=xor-upto", wrong), &CheckOptions::default());
    assert_eq!(
        report.failures.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["content/a.md:5:1: listing checks=xor-upto: on input \"2\" expected \"3\" got \"2\""]
    );
}

#[test]
fn the_page_shows_the_listing_with_its_note_and_no_compiler_is_needed() {
    let env = nimbook::lesson::language::environment(None).unwrap();
    let text = "+++\ntitle = \"A\"\n+++\n\n```cpp solves=hdu1850\nint main() { return 1 < 2; }\n```\n";
    let page = nimbook::lesson::render_lesson(&env, Path::new("content/a.md"), text).unwrap();
    assert!(page.body.contains("<pre tabindex=\"0\" role=\"region\" aria-label=\"C++ listing\"><code class=\"language-cpp\">int main() { return 1 &lt; 2; }"), "{}", page.body);
    assert!(
        page.body
            .contains("on HDU 1850&#x27;s published samples and 40 random inputs, compared with the expected output"),
        "{}",
        page.body
    );
}

#[test]
fn an_unknown_problem_is_an_error_at_the_fence() {
    let env = nimbook::lesson::language::environment(None).unwrap();
    let text = "# A\n\n```cpp solves=hdu9999\nint main() {}\n```\n";
    let errors = nimbook::lesson::render_lesson(&env, Path::new("content/a.md"), text).unwrap_err();
    let message = errors[0].to_string();
    assert!(
        message.starts_with(
            "content/a.md:3:1: unknown judge problem \"hdu9999\" in solves=; nimbook knows p2197, hdu1850"
        ),
        "{message}"
    );
}

#[test]
fn the_course_listings_are_found() {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("content").unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            continue; // content/zh: the same listings in the Chinese edition
        }
        let text = std::fs::read_to_string(&path).unwrap();
        found.extend(nimbook::listings::find(&path, &text).into_iter().map(|l| l.annotation.unwrap().target.words()));
    }
    found.sort();
    let expected = [
        "checks=euler301",
        "checks=euler301-upto",
        "checks=staircase",
        "checks=subtraction-sg",
        "checks=xor-upto",
        "checks=xor-upto",
        "solves=hdu1527",
        "solves=hdu1536",
        "solves=hdu1536",
        "solves=hdu1846",
        "solves=hdu1847",
        "solves=hdu1848",
        "solves=hdu1850",
        "solves=hdu1907",
        "solves=hdu2516",
        "solves=hdu3032",
        "solves=hdu3094",
        "solves=hdu3404",
        "solves=hdu3537",
        "solves=hdu3595",
        "solves=hdu5795",
        "solves=p2197",
        "solves=p4055",
        "solves=poj2484",
    ];
    assert_eq!(found, expected);
}

#[test]
fn rust_listings_get_their_main_from_the_contract() {
    if !have("rustc") {
        return;
    }
    let code = "fn sg_table(moves: &[usize], n: usize) -> Vec<usize> {\n    let mut g = vec![0; n + 1];\n    for i in 1..=n {\n        let seen: Vec<usize> = moves.iter().filter(|&&s| s <= i).map(|&s| g[i - s]).collect();\n        g[i] = (0..).find(|v| !seen.contains(v)).unwrap();\n    }\n    g\n}\n";
    let report = test_lesson(&lesson("rust checks=subtraction-sg", code), &CheckOptions::default());
    assert!(report.failures.is_empty(), "{:?}", report.failures);
    assert_eq!(report.passed[0].inputs, 6 + nimbook::listings::RANDOM_CASES);
}

/// A listing's mistake is worded in the reader's language (`nimbook check --listings` words it
/// in the site's `language` or --lang); English stays as it was. A malformed fence needs no
/// compiler.
#[test]
fn a_listings_mistake_is_worded_in_the_readers_language() {
    let report = test_lesson(&lesson("java solves=p2197", "class A {}\n"), &CheckOptions::default());
    let failure = &report.failures[0];
    assert_eq!(
        failure.to_string(),
        "content/a.md:5:1: listing (malformed): a tested listing must be in cpp, python or rust, not \"java\"; \
         write e.g. ```cpp solves=p2197"
    );
    let messages = nimbook::views::i18n::Messages::builtin();
    assert_eq!(
        failure.in_lang(messages.lang("zh")),
        "content/a.md:5:1: 代码清单（标注有误）：被测试的代码清单必须用 cpp、python 或 rust 写，而不是“java”；\
         例如写 ```cpp solves=p2197"
    );
    let e = nimbook::listings::parse_info("cpp solves=hdu9999").unwrap().unwrap_err().message();
    assert!(
        e.in_lang(messages.lang("zh"))
            .starts_with("solves= 中的评测题“hdu9999”不存在；nimbook 认识的有 p2197, hdu1850")
    );
}

#[test]
fn annotations_are_parsed_with_hints() {
    use nimbook::listings::parse_info;
    assert!(parse_info("cpp").is_none(), "an ordinary code block");
    assert!(parse_info("text solves").is_none());
    let a = parse_info("c++ solves=HDU1850").unwrap().unwrap();
    assert_eq!(a.target.words(), "solves=hdu1850");
    assert_eq!(parse_info("py checks=\"xor-upto\"").unwrap().unwrap().target.words(), "checks=xor-upto");
    let e = parse_info("java solves=p2197").unwrap().unwrap_err().to_string();
    assert!(e.starts_with("a tested listing must be in cpp, python or rust, not \"java\""), "{e}");
    let e = parse_info("cpp checks=xor").unwrap().unwrap_err().to_string();
    assert_eq!(
        e,
        "unknown contract \"xor\" in checks=; nimbook knows xor-upto, euler301, euler301-upto, subtraction-sg, staircase"
    );
}

#[test]
fn a_staircase_listing_is_checked_against_the_engines_search() {
    if !have("python3") {
        return;
    }
    let right =
        "def first_player_wins(stairs):\n    x = 0\n    for s in stairs[0::2]:\n        x ^= s\n    return x != 0\n";
    assert!(test_lesson(&lesson("python checks=staircase", right), &CheckOptions::default()).failures.is_empty());
    // The even stairs instead of the odd ones: wrong on one coin on stair 1.
    let wrong =
        "def first_player_wins(stairs):\n    x = 0\n    for s in stairs[1::2]:\n        x ^= s\n    return x != 0\n";
    let report = test_lesson(&lesson("python checks=staircase", wrong), &CheckOptions::default());
    assert_eq!(
        report.failures.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["content/a.md:5:1: listing checks=staircase: on input \"1\" expected \"1\" got \"0\""]
    );
}

/// The processes whose command line has `marker` (Linux: /proc), by id.
fn processes_with(marker: &str) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
    entries
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline"))
                .is_ok_and(|c| String::from_utf8_lossy(&c).split('\0').any(|arg| arg == marker))
        })
        .collect()
}

/// Tests `body` on a thread, waiting at most three times PATIENCE: the report, or None if the
/// check had not finished by then (it is left to end on its own).
fn bounded(body: String, options: CheckOptions) -> Option<Report> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        // The receiver is gone when the check ran past its time: the report is not wanted then.
        tx.send(test_lesson(&body, &options)).ok();
    });
    rx.recv_timeout(3 * crate::serve::PATIENCE).ok()
}

/// A right answer to P2197 in Python, after `first`.
fn p2197_python(first: &str) -> String {
    format!(
        "import subprocess, sys\n{first}\nt = sys.stdin.read().split()\nk, i = int(t[0]), 1\nfor _ in range(k):\n    n = int(t[i]); x = 0\n    for h in t[i + 1:i + 1 + n]:\n        x ^= int(h)\n    i += 1 + n\n    print(\"Yes\" if x else \"No\")\n"
    )
}

/// Tests a right P2197 listing whose first line starts `sleep MARKER` (written by `start`),
/// with a run limit of `run` seconds, waiting at most three times PATIENCE: the report (None if
/// the check had not ended) and how many `sleep MARKER` processes were left (they are killed).
fn with_a_child(start: &str, marker: &str, run: u64) -> (Option<Report>, usize) {
    let code = p2197_python(&start.replace("MARKER", marker));
    let limits = RunLimits { run: Duration::from_secs(run), ..RunLimits::default() };
    let report =
        bounded(lesson("python solves=p2197", &code), CheckOptions { cases: 2, limits, ..CheckOptions::default() });
    let left = processes_with(marker);
    for pid in &left {
        // A process that has ended meanwhile cannot be killed; that is what was wanted.
        std::process::Command::new("kill").arg("-9").arg(pid.to_string()).status().ok();
    }
    (report, left.len())
}

/// Issue 21: a listing that starts a child which outlives it (it holds the output pipes) is
/// still bounded by the run's time limit, and the child is killed with its process group.
#[cfg(target_os = "linux")]
#[test]
fn a_listing_that_starts_children_is_bounded_and_leaves_none() {
    if !have("python3") {
        return;
    }
    // The listing itself takes a fraction of a second; its limit is far above that, and far
    // below the child's 31 s.
    let (report, left) = with_a_child("subprocess.Popen([\"sleep\", \"MARKER\"])", "31.4159", 10);
    let report = report.expect("the check ended: each run waited only for the listing, not for its child");
    assert!(report.failures.is_empty(), "the listing's answers are right: {:?}", report.failures);
    assert_eq!(report.passed.len(), 1);
    assert_eq!(left, 0, "`sleep` processes outlived the check");
}

/// A child that leaves the listing's process group (a new session) and keeps the output pipe
/// open: the run ends at its time limit all the same, and the child is found by the pipe it
/// holds and killed.
#[cfg(target_os = "linux")]
#[test]
fn a_child_that_leaves_the_group_is_bounded_and_killed_too() {
    if !have("python3") {
        return;
    }
    // Each run ends at its limit, whatever the machine's load: 2 s, far below the child's 27 s.
    let (report, left) =
        with_a_child("subprocess.Popen([\"sleep\", \"MARKER\"], start_new_session=True)", "27.1828", 2);
    assert!(report.is_some(), "the check ended");
    assert_eq!(left, 0, "`sleep` processes outlived the check");
}

/// Ctrl-C during `nimbook check --listings` stops the listing running then, and what it
/// started: they are in a process group of their own, which the terminal's signal misses.
#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_stops_the_running_listing_and_its_children() {
    if !have("python3") {
        return;
    }
    let marker = "41.4213";
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("content")).unwrap();
    let code = p2197_python(&format!("subprocess.Popen([\"sleep\", \"{marker}\"])\nwhile True: pass"));
    std::fs::write(dir.path().join("content/a.md"), lesson("python solves=p2197", &code)).unwrap();
    let mut check = std::process::Command::new(env!("CARGO_BIN_EXE_nimbook"))
        .args(["check", "--listings"])
        .arg(dir.path())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while processes_with(marker).is_empty() && started.elapsed() < crate::serve::PATIENCE {
        std::thread::sleep(Duration::from_millis(50));
    }
    let running = processes_with(marker);
    // Whether the interrupt arrives is what the test checks below, by the exit status.
    std::process::Command::new("kill").args(["-INT", &check.id().to_string()]).status().unwrap();
    let status = loop {
        if let Some(status) = check.try_wait().unwrap() {
            break Some(status);
        }
        if started.elapsed() > 2 * crate::serve::PATIENCE {
            // It did not stop in time (the test fails below); stop it by force.
            check.kill().ok();
            check.wait().ok();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    // The kill is sent before nimbook exits; give the kernel a moment to end them.
    let gone = Instant::now();
    while !processes_with(marker).is_empty() && gone.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(50));
    }
    let left = processes_with(marker);
    for pid in &left {
        // A process that has ended meanwhile cannot be killed; that is what was wanted.
        std::process::Command::new("kill").arg("-9").arg(pid.to_string()).status().ok();
    }
    assert!(!running.is_empty(), "the listing's child was seen running");
    assert_eq!(status.and_then(|s| s.code()), Some(130), "nimbook stopped on Ctrl-C");
    assert!(left.is_empty(), "{} `sleep {marker}` processes outlived Ctrl-C", left.len());
}

/// A run is bounded in memory and in the files it writes (in its own folder): a listing that
/// asks for 8 GiB, or writes a file past the limit, fails with its own error; it does not take
/// the machine's memory or disk.
#[cfg(unix)]
#[test]
fn a_listing_that_takes_too_much_memory_or_disk_fails() {
    if !have("python3") {
        return;
    }
    let report =
        test_lesson(&lesson("python solves=p2197", &p2197_python("x = bytearray(8 << 30)")), &CheckOptions::default());
    assert!(report.failures[0].to_string().contains("MemoryError"), "{:?}", report.failures);
    let options =
        CheckOptions { limits: RunLimits { file: 1 << 20, ..RunLimits::default() }, ..CheckOptions::default() };
    let code = p2197_python("open(\"big.bin\", \"wb\").write(b\"x\" * (2 << 20))");
    let report = test_lesson(&lesson("python solves=p2197", &code), &options);
    assert!(report.failures[0].to_string().contains("the program failed"), "{:?}", report.failures);
    assert!(!Path::new("big.bin").exists(), "the run wrote in its own folder");
}
