//! Unit tests of `judge`: the published samples, answers cross-checked against the position
//! search of the game model, and the streaming reader's places, limits and byte-order mark.

use super::*;
use nimbook_engine::catalogue::Game;
use nimbook_engine::coins;
use nimbook_engine::positions::Search;
use nimbook_engine::rules::finite_set;
use std::io::{BufReader, Read};

#[test]
fn samples() {
    assert_eq!(run(Problem::from_name("p2197").unwrap(), "2\n2\n1 1\n2\n1 0\n").unwrap(), "No\nYes\n");
    assert_eq!(run(Problem::from_name("hdu1850").unwrap(), "3\n5 7 9\n0\n").unwrap(), "1\n");
    assert_eq!(run(Problem::from_name("hdu1527").unwrap(), "2 1\n8 4\n4 7\n").unwrap(), "0\n1\n0\n");
    assert_eq!(run(Problem::from_name("hdu1846").unwrap(), "2\n23 2\n4 3\n").unwrap(), "first\nsecond\n");
    let s_nim = "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n";
    assert_eq!(run(Problem::from_name("hdu1536").unwrap(), s_nim).unwrap(), "LWW\nWWL\n");
    assert_eq!(run(Problem::from_name("hdu1847").unwrap(), "1\n3\n").unwrap(), "Kiki\nCici\n");
    assert_eq!(run(Problem::from_name("hdu1848").unwrap(), "1 1 1\n1 4 1\n0 0 0\n").unwrap(), "Fibo\nNacci\n");
    assert_eq!(run(Problem::from_name("hdu3032").unwrap(), "2\n3\n2 2 3\n2\n3 3\n").unwrap(), "Alice\nBob\n");
    assert_eq!(
        run(Problem::from_name("hdu2516").unwrap(), "2\n13\n10000\n0\n").unwrap(),
        "Second win\nSecond win\nFirst win\n"
    );
}

#[test]
fn hdu3094_reads_edges_either_way_round_and_refuses_what_is_not_a_tree() {
    // A path 1 - 2 - 3 written child first, and a one-vertex tree (no edges): Alice, Bob.
    assert_eq!(run(Problem::from_name("hdu3094").unwrap(), "2\n3\n3 2\n2 1\n1\n").unwrap(), "Alice\nBob\n");
    let e = run(Problem::from_name("hdu3094").unwrap(), "1\n3\n1 2\n2 1\n").unwrap_err().to_string();
    assert!(e.starts_with("input:2:1: the tree of this case: the edges do not join all 3 vertices"), "{e}");
    let e = run(Problem::from_name("hdu3094").unwrap(), "1\n3\n1 2\n2 4\n").unwrap_err().to_string();
    assert!(e.contains("vertex 4 is not among the vertices 1 to 3"), "{e}");
    let e = run(Problem::from_name("hdu3094").unwrap(), "1\n100001\n").unwrap_err().to_string();
    assert!(e.starts_with("input:2:1: a tree of HDU 3094 has 1 to 100000 vertices"), "{e}");
    // A path of 10^5 vertices, the problem's largest: 99999 edges, a Nim heap of 99999.
    let path: String = (1..100_000).map(|v| format!("{} {v}\n", v + 1)).collect();
    assert_eq!(run(Problem::from_name("hdu3094").unwrap(), &format!("1\n100000\n{path}")).unwrap(), "Alice\n");
}

#[test]
fn poj2484_samples() {
    assert_eq!(run(Problem::from_name("poj2484").unwrap(), "1\n2\n3\n0\n").unwrap(), "Alice\nAlice\nBob\n");
}

#[test]
fn poj2484_answers_up_to_its_limit_through_kayles() {
    // 10^6 coins: the row left by the first move is a Kayles heap far beyond any table.
    assert_eq!(run(Problem::from_name("poj2484").unwrap(), "1000000\n999999\n4\n0\n5\n").unwrap(), "Bob\nBob\nBob\n");
}

#[test]
fn hdu1907_sample() {
    assert_eq!(run(Problem::from_name("hdu1907").unwrap(), "2\n3\n3 5 1\n1\n1\n").unwrap(), "John\nBrother\n");
}

#[test]
fn hdu1907_agrees_with_the_misere_search_and_reports_a_short_case() {
    // Every position of up to three heaps of at most 6 M&Ms, against the model's misère search.
    let misere_nim = Game::heaps("nim", HeapRule::take(None), true);
    let cases: Vec<Vec<u64>> =
        (1..=6).flat_map(|a| (0..=6).flat_map(move |b| (0..=6).map(move |c| vec![a, b, c]))).collect();
    let body: String = cases.iter().map(|c| format!("3\n{} {} {}\n", c[0], c[1], c[2])).collect();
    let input = format!("{}\n{body}", cases.len());
    let got = run(Problem::from_name("hdu1907").unwrap(), &input).unwrap();
    for (c, line) in cases.iter().zip(got.lines()) {
        assert_eq!(line == "John", searched(&misere_nim, c), "hdu1907 {c:?}");
    }
    let e = run(Problem::from_name("hdu1907").unwrap(), "1\n3\n1 2\n").unwrap_err().to_string();
    assert!(e.contains("number of M&Ms of a colour"), "{e}");
}

#[test]
fn hdu3537_sample() {
    assert_eq!(run(Problem::from_name("hdu3537").unwrap(), "0\n\n1\n0\n4\n0 1 2 3\n").unwrap(), "Yes\nNo\nYes\n");
}

#[test]
fn hdu3537_counts_a_repeated_coin_once_and_refuses_too_many_heads() {
    // 5 named three times is one head (value 11), not three; 7 named twice is one head, not
    // none (XORing the list as given would say lost); 0 1 2 3 with repeats is still lost.
    assert_eq!(
        run(Problem::from_name("hdu3537").unwrap(), "3\n5 5 5\n2\n7 7\n6\n0 1 1 2 3 3\n").unwrap(),
        "No\nNo\nYes\n"
    );
    // The largest coin the problem allows, 10^8 - 1, twice: one head, won.
    assert_eq!(run(Problem::from_name("hdu3537").unwrap(), "2\n99999999 99999999\n").unwrap(), "No\n");
    // Exactly 100 heads are allowed (coins 0 to 99, answered as the model values them); one
    // more is refused.
    let hundred: Vec<u64> = (0..100).collect();
    let want = if coins::mock_turtles_position(&hundred).unwrap() == 0 { "Yes\n" } else { "No\n" };
    let input = format!("100\n{}\n", hundred.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
    assert_eq!(run(Problem::from_name("hdu3537").unwrap(), &input).unwrap(), want);
    let e = run(Problem::from_name("hdu3537").unwrap(), "101\n").unwrap_err().to_string();
    assert!(e.starts_with("input:1:1: HDU 3537 names at most 100 heads"), "{e}");
}

#[test]
fn hdu2516_answers_the_whole_range_and_refuses_a_heap_too_small_to_start() {
    // The largest Fibonacci number below 2^31, its neighbours, and beyond the problem's bound.
    let input = "1836311903\n1836311902\n2147483647\n12200160415121876738\n18446744073709551615\n0\n7\n";
    assert_eq!(
        run(Problem::from_name("hdu2516").unwrap(), input).unwrap(),
        "Second win\nFirst win\nFirst win\nSecond win\nFirst win\n",
        "the input ends at 0, so the 7 after it is not read"
    );
    let e = run(Problem::from_name("hdu2516").unwrap(), "5\n1\n0\n").unwrap_err().to_string();
    assert!(e.starts_with("input:2:1: Fibonacci Nim starts from at least 2 counters"), "{e}");
}

#[test]
fn hdu1850_keeps_going_after_a_losing_case() {
    // The seed's program stops at the first losing case; the problem wants every case.
    assert_eq!(run(Problem::from_name("hdu1850").unwrap(), "2\n3 3\n3\n5 7 9\n").unwrap(), "0\n1\n");
}

/// Every answer agrees with the model's search over whole positions (no Sprague–Grundy used).
fn searched(game: &Game, heaps: &[u64]) -> bool {
    Search::new(game).wins(heaps).unwrap()
}

#[test]
fn new_problems_agree_with_the_position_search() {
    let pow2 = Game::heaps("powers", HeapRule::subtraction(SubtractionSet::PowersOfTwo), false);
    let input: String = (1..=60).map(|n| format!("{n}\n")).collect();
    let got = run(Problem::from_name("hdu1847").unwrap(), &input).unwrap();
    for (n, line) in (1..=60).zip(got.lines()) {
        assert_eq!(line == "Kiki", searched(&pow2, &[n]), "hdu1847 n = {n}");
    }

    let fib = Game::heaps("fibonacci", HeapRule::subtraction(SubtractionSet::Fibonacci), false);
    let triples: Vec<[u64; 3]> = (1..=9).flat_map(|a| (a..=9).map(move |b| [a, b, 20 - a - b])).collect();
    let input: String = triples.iter().map(|[a, b, c]| format!("{a} {b} {c}\n")).collect::<String>() + "0 0 0\n";
    let got = run(Problem::from_name("hdu1848").unwrap(), &input).unwrap();
    for (tr, line) in triples.iter().zip(got.lines()) {
        assert_eq!(line == "Fibo", searched(&fib, tr), "hdu1848 {tr:?}");
    }

    let lasker = Game::heaps("lasker", HeapRule::lasker(), false);
    let cases: Vec<Vec<u64>> = (1..=7).flat_map(|a| (1..=7).map(move |b| vec![a, b, (a * b) % 5 + 1])).collect();
    let mut input = format!("{}\n", cases.len());
    for c in &cases {
        input += &format!("{}\n{} {} {}\n", c.len(), c[0], c[1], c[2]);
    }
    let got = run(Problem::from_name("hdu3032").unwrap(), &input).unwrap();
    for (c, line) in cases.iter().zip(got.lines()) {
        assert_eq!(line == "Alice", searched(&lasker, c), "hdu3032 {c:?}");
    }

    let set = vec![2, 3, 7];
    let game = Game::heaps("s", HeapRule::subtraction(finite_set(set.clone()).unwrap()), false);
    let positions: Vec<Vec<u64>> = (0..12).flat_map(|a| (0..12).map(move |b| vec![a, b, 5])).collect();
    let mut input = format!("3 2 3 7\n{}\n", positions.len());
    for p in &positions {
        input += &format!("3 {} {} {}\n", p[0], p[1], p[2]);
    }
    input += "0\n";
    let got = run(Problem::from_name("hdu1536").unwrap(), &input).unwrap();
    let line = got.trim_end();
    assert_eq!(line.len(), positions.len());
    for (p, c) in positions.iter().zip(line.chars()) {
        assert_eq!(c == 'W', searched(&game, p), "hdu1536 {p:?}");
    }
}

#[test]
fn hdu1536_takes_a_hundred_amounts_and_large_heaps() {
    // 100 distinct amounts (more than a lesson's --set allows) and heaps at the limit.
    let amounts: Vec<u64> = (1..=100).map(|i| i * 97).collect();
    // The answers, from g by the mex rule written out here: g(n) is the least value missing among
    // g(n - s). Positions chosen to need the far end of the table (two equal heaps would answer
    // L whatever the table says, so there is one such position and many that are not).
    let mut g: Vec<usize> = Vec::new();
    for n in 0..=10_000usize {
        let seen: Vec<usize> = amounts.iter().map(|&s| s as usize).filter(|&s| s <= n).map(|s| g[n - s]).collect();
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    let mut positions = vec![vec![10_000, 10_000]];
    positions.extend((0..40).map(|i| vec![10_000 - i * 13, 9_950 - i * 7]));
    positions.extend((0..40).map(|i| vec![10_000 - i, 5_000 + i * 11, 2_000 + i * 3]));
    let mut input =
        format!("100 {}\n{}\n", amounts.iter().map(u64::to_string).collect::<Vec<_>>().join(" "), positions.len());
    let mut want = String::new();
    for p in &positions {
        input += &format!("{} {}\n", p.len(), p.iter().map(usize::to_string).collect::<Vec<_>>().join(" "));
        want.push(if p.iter().fold(0, |x, &h| x ^ g[h]) != 0 { 'W' } else { 'L' });
    }
    input += "0\n";
    assert!(want.matches('W').count() > 10 && want.matches('L').count() > 1, "{want}");
    assert_eq!(run(Problem::from_name("hdu1536").unwrap(), &input).unwrap(), want + "\n");
    let e = run(Problem::from_name("hdu1536").unwrap(), "2 3 0\n").unwrap_err().to_string();
    assert_eq!(e, "input:1:5: amount of the set 0 is out of range: a move takes from 1 to 10000");
    // The largest amount, 10000, is allowed (one heap of it: taken whole, W); one more is not.
    assert_eq!(run(Problem::from_name("hdu1536").unwrap(), "1 10000\n2\n1 10000\n1 9999\n0\n").unwrap(), "WL\n");
    let e = run(Problem::from_name("hdu1536").unwrap(), "1 10001\n").unwrap_err().to_string();
    assert_eq!(e, "input:1:3: amount of the set 10001 is out of range: a move takes from 1 to 10000");
}

#[test]
fn hdu1848_grows_its_table_beyond_the_problem_limit() {
    let fib = HeapValues::new(&HeapRule::subtraction(SubtractionSet::Fibonacci), 5000).unwrap();
    let g = fib.value(4321).unwrap() ^ fib.value(1).unwrap() ^ fib.value(2).unwrap();
    let want = if g != 0 { "Fibo\n" } else { "Nacci\n" };
    assert_eq!(run(Problem::from_name("hdu1848").unwrap(), "4321 1 2\n0 0 0\n").unwrap(), want);
    let e = run(Problem::from_name("hdu1848").unwrap(), "1 1 1\n2 99999999 3\n").unwrap_err().to_string();
    assert!(e.starts_with("input:2:3: a heap of 99999999 is too large"), "{e}");
}

#[test]
fn errors_name_the_place() {
    let e = run(Problem::from_name("hdu1527").unwrap(), "2 1\n8 x\n").unwrap_err().to_string();
    assert_eq!(e, "input:2:3: second pile size \"x\" is not a whole number");
    let e = run(Problem::from_name("p2197").unwrap(), "1\n3\n1 2\n").unwrap_err().to_string();
    assert_eq!(e, "input:3:4: the input ended here, where a heap size was expected next");
    let e = run(Problem::from_name("hdu3032").unwrap(), "1\n2\n5 -7\n").unwrap_err().to_string();
    assert_eq!(e, "input:3:3: heap size \"-7\" is negative; expected a whole number 0 or more");
    let e = run(Problem::from_name("hdu3032").unwrap(), "1\n1\n99999999999999999999\n").unwrap_err().to_string();
    assert!(e.starts_with("input:3:1: heap size \"99999999999999999999\" is too large"), "{e}");
    let long = "7".repeat(100) + "x";
    let e = run(Problem::from_name("hdu1847").unwrap(), &format!("é {long}\n")).unwrap_err().to_string();
    assert_eq!(e, "input:1:1: number of cards n \"é\" is not a whole number");
    let e = run(Problem::from_name("hdu1847").unwrap(), &format!("1 {long}\n")).unwrap_err().to_string();
    assert_eq!(e, format!("input:1:3: number of cards n \"{}…\" is not a whole number", &long[..tokens::SHOWN]));
    let e = run(Problem::from_name("hdu1846").unwrap(), "1\n5 0\n").unwrap_err().to_string();
    assert_eq!(e, "input:2:3: m must be at least 1");
}

#[test]
fn a_bad_token_is_placed_at_its_start_and_one_of_exactly_the_shown_length_is_whole() {
    // Every byte before a reported place is ASCII (anything else ends the reading there), so
    // the column of the first bad token is its first byte's; the token itself may be any UTF-8.
    let e = run(Problem::from_name("hdu1527").unwrap(), "1 1\n3 8\u{e9}x\n").unwrap_err().to_string();
    assert_eq!(e, "input:2:3: second pile size \"8éx\" is not a whole number");
    let e = run(Problem::from_name("p2197").unwrap(), "1\n3\n1 2 é@\n").unwrap_err().to_string();
    assert_eq!(e, "input:3:5: heap size \"é@\" is not a whole number");
    // A bad token of exactly SHOWN bytes is shown whole, with no "…"; one byte more gets one.
    let exact = "x".repeat(tokens::SHOWN);
    let e = run(Problem::from_name("hdu1847").unwrap(), &format!("{exact}\n")).unwrap_err().to_string();
    assert_eq!(e, format!("input:1:1: number of cards n \"{exact}\" is not a whole number"));
    let e = run(Problem::from_name("hdu1847").unwrap(), &format!("{exact}y\n")).unwrap_err().to_string();
    assert_eq!(e, format!("input:1:1: number of cards n \"{exact}…\" is not a whole number"));
}

#[test]
fn a_byte_order_mark_is_skipped_even_split_across_reads() {
    let input = "\u{feff}2\n2\n1 1\n2\n1 0\n";
    assert_eq!(run(Problem::from_name("p2197").unwrap(), input).unwrap(), "No\nYes\n");
    // A reader that hands out one byte at a time.
    struct Trickle<'a>(&'a [u8]);
    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.0.len().min(1).min(buf.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }
    let got = run_reader(Problem::from_name("p2197").unwrap(), BufReader::with_capacity(1, Trickle(input.as_bytes())))
        .unwrap();
    assert_eq!(got, "No\nYes\n");
    let e = run_reader(
        Problem::from_name("hdu1527").unwrap(),
        BufReader::with_capacity(1, Trickle("\u{feff}2 1\n8 x\n".as_bytes())),
    )
    .unwrap_err()
    .to_string();
    assert_eq!(e, "input:2:3: second pile size \"x\" is not a whole number");
    let e = run(Problem::from_name("p2197").unwrap(), "\u{feff}\u{feff}1").unwrap_err().to_string();
    assert!(e.starts_with("input:1:1: number of test cases \"\u{feff}1\""), "{e}");
}

#[test]
fn hdu1536_reads_the_model_on_both_sides_of_the_statements_bound() {
    // Heaps up to HDU1536_MAX_HEAP come from the mex table, larger ones from the proved period:
    // a position of one heap on each side, and one of both, each against the model's value.
    let set = finite_set(vec![3, 7, 11]).unwrap();
    let model = HeapValues::new(&HeapRule::subtraction(set), 0).unwrap();
    let letter = |g: u64| if g != 0 { 'W' } else { 'L' };
    let (a, b) = (HDU1536_MAX_HEAP, HDU1536_MAX_HEAP + 1);
    let (ga, gb) = (model.value(a).unwrap(), model.value(b).unwrap());
    let input = format!("3 3 7 11\n3\n1 {a}\n1 {b}\n2 {a} {b}\n0\n");
    let want: String = [letter(ga), letter(gb), letter(ga ^ gb), '\n'].into_iter().collect();
    assert_eq!(run(Problem::from_name("hdu1536").unwrap(), &input).unwrap(), want);
    // Beyond the table, a finite set's heaps are answered by the proved period.
    let input = "2 2 5\n1\n1 1000000000000000000\n0\n";
    let model = HeapValues::new(&HeapRule::subtraction(finite_set(vec![2, 5]).unwrap()), 0).unwrap();
    let want = if model.value(1_000_000_000_000_000_000).unwrap() != 0 { "W\n" } else { "L\n" };
    assert_eq!(run(Problem::from_name("hdu1536").unwrap(), input).unwrap(), want);
}

#[test]
fn answers_are_written_as_they_are_found_and_kept_before_a_bad_token() {
    let mut out = Vec::new();
    let e =
        run_to(Problem::from_name("hdu1527").unwrap(), "2 1\n8 4\n8 x\n".as_bytes(), &mut out).unwrap_err().to_string();
    assert_eq!(e, "input:3:3: second pile size \"x\" is not a whole number");
    assert_eq!(String::from_utf8(out).unwrap(), "0\n1\n", "the answers before the mistake are written");
    // An output that cannot be written is an error, not a panic.
    struct Closed;
    impl Write for Closed {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Err(std::io::ErrorKind::BrokenPipe.into())
        }
    }
    let e = run_to(Problem::from_name("p2197").unwrap(), "1\n1\n7\n".as_bytes(), Closed).unwrap_err();
    assert!(matches!(e, JudgeError::Write(_)), "{e:?}");
    assert!(e.to_string().starts_with("writing the answers failed:"), "{e}");
    let e = run_to(Problem::from_name("hdu1527").unwrap(), "2 1\n8 x\n".as_bytes(), Vec::new()).unwrap_err();
    assert!(matches!(e, JudgeError::Input { place: tokens::Place { line: 2, col: 3 }, .. }), "{e:?}");
}

/// The input is read in blocks of INPUT_BUFFER bytes and the answers are written in blocks, not
/// answer by answer: 8000 cases held by a reader that gives all it is asked for are one read
/// (P2197 says how many cases come, so the end is not looked for) and one write of every
/// answer, at the end.
#[test]
fn input_and_answers_move_in_blocks_of_their_buffers() {
    struct Reads<'a> {
        rest: &'a [u8],
        asked: Vec<usize>,
    }
    impl Read for Reads<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            self.asked.push(buf.len());
            let n = self.rest.len().min(buf.len());
            buf[..n].copy_from_slice(&self.rest[..n]);
            self.rest = &self.rest[n..];
            Ok(n)
        }
    }
    #[derive(Default)]
    struct Writes(Vec<usize>);
    impl Write for Writes {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.push(buf.len());
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let input = format!("8000\n{}", "1\n7\n".repeat(8000));
    assert!(input.len() < INPUT_BUFFER && 4 * 8000 < OUTPUT_BUFFER);
    let mut reads = Reads { rest: input.as_bytes(), asked: Vec::new() };
    let mut writes = Writes::default();
    run_to(Problem::from_name("p2197").unwrap(), &mut reads, &mut writes).unwrap();
    assert_eq!(reads.asked, [INPUT_BUFFER]);
    assert_eq!(writes.0, [4 * 8000]);
}

/// The judge's input is also a plain reader (every buffered reader is one): `read` hands out
/// the buffered bytes in order, and 0 at the end.
#[test]
fn the_input_reads_its_bytes_in_order() {
    let answers = RefCell::new(BufWriter::new(Vec::new()));
    let unwritten = RefCell::new(None);
    let mut input = Input {
        inner: "abcde".as_bytes(),
        buf: vec![0; 4],
        pos: 0,
        filled: 0,
        answers: &answers,
        unwritten: &unwritten,
    };
    let mut got = [0u8; 3];
    assert_eq!(input.read(&mut got).unwrap(), 3);
    assert_eq!(&got, b"abc");
    assert_eq!(input.read(&mut got).unwrap(), 1, "the rest of the first block");
    assert_eq!(got[0], b'd');
    assert_eq!(input.read(&mut got).unwrap(), 1);
    assert_eq!(got[0], b'e');
    assert_eq!(input.read(&mut got).unwrap(), 0);
}

#[test]
fn hdu1850_refuses_more_piles_than_its_statement_allows() {
    let many = format!("101\n{}\n0\n", vec!["1"; 101].join(" "));
    let e = run(Problem::from_name("hdu1850").unwrap(), &many).unwrap_err().to_string();
    assert!(e.contains("at most 100 piles") && e.contains("not 101"), "{e}");
    let hundred = format!("100\n{}\n0\n", vec!["1"; 100].join(" "));
    assert_eq!(run(Problem::from_name("hdu1850").unwrap(), &hundred).unwrap(), "0\n");
}

#[test]
fn hdu1907_reads_a_case_of_any_length_a_heap_at_a_time() {
    // One case of a million colours: 999,999 heaps of 1 and one of 2 (XOR 3, a heap above 1:
    // John wins), and one of a million heaps of 1 (even, XOR 0, none above 1: John wins too).
    let mut input = String::from("2\n1000000\n");
    input += &"1 ".repeat(999_999);
    input += "2\n1000000\n";
    input += &"1 ".repeat(1_000_000);
    assert_eq!(run(Problem::from_name("hdu1907").unwrap(), &input).unwrap(), "John\nJohn\n");
    assert_eq!(run(Problem::from_name("hdu1907").unwrap(), "1\n3\n1 1 1\n").unwrap(), "Brother\n");
}

#[test]
fn every_problem_is_found_by_its_name_and_has_a_summary_of_its_own() {
    let mut summaries = std::collections::BTreeSet::new();
    for p in Problem::all() {
        assert_eq!(Problem::from_name(p.name()), Some(p));
        assert_eq!(Problem::from_name(&p.name().to_uppercase()), Some(p), "any case");
        assert!(p.name().chars().all(|c| c.is_ascii_alphanumeric()) && !p.name().is_empty());
        // The summary names the problem's number (HDU 1850, Luogu P2197, POJ 2484).
        let digits: String = p.name().chars().filter(char::is_ascii_digit).collect();
        assert!(p.summary().contains(&digits), "{}", p.summary());
        assert!(summaries.insert(p.summary()), "{} twice", p.summary());
    }
    assert_eq!(Problem::from_name("hdu9999"), None);
}

#[test]
fn hdu1848_stops_only_at_three_zeros() {
    // A case with one or two empty heaps is a case: g(1) = 1 (Fibo); 1 ⊕ 1 = 0 (Nacci);
    // g(0) ⊕ g(0) ⊕ g(2) = 2 (Fibo); then 0 0 0 ends the input.
    assert_eq!(
        run(Problem::from_name("hdu1848").unwrap(), "1 0 0\n1 1 0\n0 0 2\n0 0 0\n5 5 5\n").unwrap(),
        "Fibo\nNacci\nFibo\n"
    );
}

#[test]
fn hdu3404_refuses_row_0_and_plants_lost_boards_in_about_half_its_random_cases() {
    let problem = Problem::from_name("hdu3404").unwrap();
    let e = run(problem, "1\n1\n0 5\n").unwrap_err().to_string();
    assert!(e.starts_with("input:3:1: HDU 3404 numbers rows and columns from 1"), "{e}");
    // The largest board the problem allows: (10^4, 10^4) alone is won, and with the light
    // worth the same at (1, v) it is lost.
    let v = nimbook_engine::nim_product::nim_product(10_000, 10_000);
    let input = format!("2\n1\n10000 10000\n2\n10000 10000\n1 {v}\n");
    assert_eq!(run(problem, &input).unwrap(), "Have a try, lxhgww.\nDon't waste your time.\n");
    // A lost board is a case whose answer is "Don't waste your time.": random boards are
    // nearly always won, so the lost ones are the planted ones.
    let mut rng = crate::rng::SplitMix64::new(3404);
    let (mut cases, mut lost) = (0, 0);
    for _ in 0..60 {
        let answers = run(problem, &problem.random(&mut rng)).unwrap();
        cases += answers.lines().count();
        lost += answers.lines().filter(|l| l.starts_with("Don't")).count();
    }
    assert!(lost * 10 >= cases * 3 && lost * 10 <= cases * 7, "{lost} of {cases} random cases are lost");
}

#[test]
fn hdu3595_answers_by_the_longest_game_and_its_random_cases_give_both_answers() {
    let problem = Problem::from_name("hdu3595").unwrap();
    // (3, 2) lasts 2 moves and (1, 1) one: the second player makes the last move in (3, 2).
    assert_eq!(run(problem, "2\n3 2\n1 1\n").unwrap(), "GG\n");
    // Alone, (1, 1) is over after MM's first move; (5, 3) lasts 3 moves.
    assert_eq!(run(problem, "1\n1 1\n2\n5 3\n3 2\n").unwrap(), "MM\nMM\n");
    let e = run(problem, "2\n3 2\n").unwrap_err().to_string();
    assert!(e.contains("first heap p of a game"), "{e}");
    let mut rng = crate::rng::SplitMix64::new(3595);
    let (mut cases, mut mm) = (0, 0);
    for _ in 0..20 {
        let answers = run(problem, &problem.random(&mut rng)).unwrap();
        cases += answers.lines().count();
        mm += answers.lines().filter(|l| *l == "MM").count();
    }
    assert!(mm * 10 >= cases * 2 && mm * 10 <= cases * 8, "{mm} of {cases} random cases are won by MM");
}

#[test]
fn p4055_answers_its_sample_and_a_board_with_a_perfect_matching() {
    let p = Problem::from_name("p4055").unwrap();
    assert_eq!(run(p, "3 3\n.##\n...\n#.#\n").unwrap(), "WIN\n2 3\n3 2\n");
    // Two cells: a domino, matched whichever is chosen; a lone cell: the mover cannot move.
    assert_eq!(run(p, "1 2\n..\n").unwrap(), "LOSE\n");
    assert_eq!(run(p, "1 1\n.\n").unwrap(), "WIN\n1 1\n");
    assert_eq!(run(p, "1 1\n#\n").unwrap(), "LOSE\n");
    // The largest board, 100 × 100 with no walls: a perfect matching, so LOSE.
    let open = format!("100 100\n{}", format!("{}\n", ".".repeat(100)).repeat(100));
    assert_eq!(run(p, &open).unwrap(), "LOSE\n");
}

#[test]
fn p4055_reports_a_bad_row_at_its_place() {
    let p = Problem::from_name("p4055").unwrap();
    let e = run(p, "2 3\n.#.\n.x.\n").unwrap_err().to_string();
    assert_eq!(e, "input:3:2: this row of the board holds 'x'; each character is '.' or '#'");
    let e = run(p, "2 3\n.#.\n..\n").unwrap_err().to_string();
    assert_eq!(e, "input:3:1: this row of the board has 2 characters; it needs exactly 3");
    let e = run(p, "2 3\n.#.\n").unwrap_err().to_string();
    assert!(e.starts_with("input:2:4: the input ended here, where a row of the board was expected next"), "{e}");
    let e = run(p, "101 3\n").unwrap_err().to_string();
    assert_eq!(e, "input:1:1: a board of P4055 has 1 to 100 rows N, not 101");
    let e = run(p, "1 0\n").unwrap_err().to_string();
    assert_eq!(e, "input:1:3: a board of P4055 has 1 to 100 columns M, not 0");
    // A row far longer than the board holds no more than the board's width.
    let e = run(p, &format!("1 2\n{}\n", ".".repeat(1 << 20))).unwrap_err().to_string();
    assert_eq!(e, format!("input:2:1: this row of the board has {} characters; it needs exactly 2", 1 << 20));
}

/// A mistake is worded in the reader's language (the command's `--lang`, the page's), the
/// engine's refusal among it; English stays as the judges' statements say it.
#[test]
fn mistakes_are_worded_in_the_readers_language() {
    let messages = crate::i18n::Messages::builtin();
    let zh = messages.lang("zh");
    let said = |name: &str, input: &str| run(Problem::from_name(name).unwrap(), input).unwrap_err().in_lang(zh);
    assert_eq!(said("hdu1527", "2 1\n8 x\n"), "输入第 2 行第 3 列：第二堆的大小“x”不是整数");
    assert_eq!(said("p2197", "1\n3\n1 2\n"), "输入第 3 行第 4 列：输入在这里结束了，但接下来应当是堆的大小");
    assert_eq!(said("hdu3032", "1\n2\n5 -7\n"), "输入第 3 行第 3 列：堆的大小“-7”是负数；这里要写 0 或更大的整数");
    assert_eq!(
        said("p4055", "2 3\n.#.\n.x.\n"),
        "输入第 3 行第 2 列：棋盘的一行中有字符 'x'；每个字符只能是 '.' 或 '#'"
    );
    assert_eq!(said("p4055", "101 3\n"), "输入第 1 行第 1 列：P4055 的棋盘行数 N 应为 1 到 100，而不是 101");
    assert_eq!(said("hdu1846", "1\n5 0\n"), "输入第 2 行第 3 列：m 至少为 1");
    // The engine's refusal, in the reader's language too.
    let e = said("hdu1848", "1 1 1\n2 99999999 3\n");
    let english = run(Problem::from_name("hdu1848").unwrap(), "1 1 1\n2 99999999 3\n").unwrap_err().to_string();
    assert!(e.starts_with("输入第 2 行第 3 列：") && e.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)), "{e}");
    assert!(english.starts_with("input:2:3: a heap of 99999999 is too large"), "{english}");
    assert!(said("hdu3094", "1\n3\n1 2\n1 2\n").starts_with("输入第 2 行第 1 列：这组数据的树："));
    // A row of one character is one, in English.
    let e = run(Problem::from_name("p4055").unwrap(), "1 3\n.\n").unwrap_err().to_string();
    assert_eq!(e, "input:2:1: this row of the board has 1 character; it needs exactly 3");
}

/// Every `judge-what-…` message a problem names what it reads by is in English and Chinese.
#[test]
fn what_a_problem_reads_is_named_in_both_languages() {
    let messages = crate::i18n::Messages::builtin();
    let (en, zh) = (messages.ids("en"), messages.ids("zh"));
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/judge/problems");
    let mut named = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for part in text.split("\"judge-what-").skip(1) {
            let id = format!("judge-what-{}", &part[..part.find('"').unwrap()]);
            assert!(en.contains(&id) && zh.contains(&id), "{id} is not in en/judge.ftl and zh/judge.ftl");
            named += 1;
        }
    }
    assert!(named >= 40, "{named} names read");
}
