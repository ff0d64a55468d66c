//! Charts (`nimbook::chart`) against the referee: every P cell a `p-positions` chart draws for
//! two heaps or piles (read back from the cells' tooltips) is a position the referee's search
//! says the player to move loses, and every such position is drawn, in both conventions; the
//! same for two entries of a longer position (`--axes`: Staircase Nim's stairs 1 and 3, three Nim
//! heaps), and every height of a `sequence --unit` chart of the site's coin games is the
//! referee's own mex search of a row with a single head.

use super::course_games::{ByDefinition, Definition};
use super::moves::{CoinRow, HeapGame, Turning, Wythoff};
use super::rhai_rules::Script;
use super::{Referee, Rules};
use nimbook::chart::{parse_chart, render};
use nimbook::directive::{Defined, parse_example_in, split_words};
use nimbook::games::script::ScriptGame;
use nimbook::views::i18n::english;

/// The P cells drawn on a chart, read back from the SVG's tooltips, sorted.
fn drawn_p(svg: &str) -> Vec<(u64, u64)> {
    let mut cells: Vec<(u64, u64)> = svg
        .split("<title>P-position (")
        .skip(1)
        .map(|t| {
            let (x, rest) = t.split_once(", ").unwrap();
            (x.parse().unwrap(), rest.split(')').next().unwrap().parse().unwrap())
        })
        .collect();
    cells.sort_unstable();
    cells
}

fn check<R: Rules>(words: &str, rules: R, size: u64) -> usize {
    let mut referee = Referee::new(rules);
    let mut cells = 0;
    for misere in [false, true] {
        let game = if misere { format!("{words} --misere") } else { words.to_string() };
        let text = format!("p-positions --game \"{game}\" --size {size}");
        let req = parse_chart(&split_words(&text), &Defined::new()).unwrap();
        let chart = render(&req, None, english()).unwrap_or_else(|e| panic!("{text}: {e}"));
        let want: Vec<(u64, u64)> = (0..=size)
            .flat_map(|x| (0..=size).map(move |y| (x, y)))
            .filter(|&(x, y)| !referee.wins(&[x, y], misere))
            .collect();
        assert!(!want.is_empty(), "{text}");
        assert_eq!(drawn_p(&chart.svg), want, "{text}");
        cells += want.len();
    }
    cells
}

#[test]
fn p_cells_of_charts_match_the_referee_in_both_conventions() {
    let mut cells = 0;
    for (words, rules) in [
        ("nim", HeapGame::nim(None)),
        ("nim --max-take 3", HeapGame::nim(Some(3))),
        ("kayles", HeapGame::octal("0.77")),
        ("dawson-kayles", HeapGame::octal("0.07")),
        ("octal 0.137", HeapGame::octal("0.137")),
        ("subtraction --set 2,5", HeapGame::subtraction(&[2, 5])),
        ("lasker", HeapGame::lasker()),
        ("grundy-game", HeapGame::grundy_game()),
    ] {
        cells += check(words, rules, 12);
    }
    cells += check("wythoff", Wythoff, 20);
    eprintln!("charts: {cells} P cells");
}

/// The rule of Staircase Nim as lesson 15 writes it, for the page the chart is drawn on.
const STAIRCASE: &str = "fn coordinate(i) { \"stair \" + i }
fn moves(p) {
    let out = [];
    for i in 0..p.len() {
        for k in 1..=p[i] { let q = p; q[i] -= k; if i > 0 { q[i - 1] += k; } out.push(q); }
    }
    out
}";

/// The whole positions of the P cells of a chart with `--axes`, from the cells' tooltips.
fn drawn_positions(svg: &str) -> Vec<Vec<u64>> {
    let mut cells: Vec<Vec<u64>> = svg
        .split("<title>P-position (")
        .skip(1)
        .map(|t| t.split(')').next().unwrap().split(", ").map(|v| v.parse().unwrap()).collect())
        .collect();
    cells.sort();
    cells
}

fn page() -> Defined {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut defined = Defined::new();
    defined.insert("staircase".into(), std::sync::Arc::new(ScriptGame::compile("staircase", STAIRCASE).unwrap()));
    for name in ["mock-turtles", "ruler", "turning-turtles"] {
        let source = std::fs::read_to_string(format!("{root}/games/{name}.rhai")).unwrap();
        defined.insert(name.into(), std::sync::Arc::new(ScriptGame::compile(name, &source).unwrap()));
    }
    defined
}

#[test]
fn p_cells_of_two_chosen_entries_match_the_referee() {
    let defined = page();
    let mut cells = 0;
    // (words, the whole position whose entries I and J vary, I, J, size)
    let cases: [(&str, &str, usize, usize, u64); 4] = [
        ("staircase", "5,2,5", 1, 3, 12),
        ("staircase", "0,3,0", 3, 1, 8),
        ("staircase", "1,2,0,0", 3, 4, 6),
        ("nim", "2,6,4", 1, 3, 12),
    ];
    for (game, at, i, j, size) in cases {
        let whole: Vec<u64> = at.split(',').map(|v| v.parse().unwrap()).collect();
        let text = format!("p-positions {game} --size {size} --axes {i},{j} --at {at}");
        let req = parse_chart(&split_words(&text), &defined).unwrap();
        let chart = render(&req, None, english()).unwrap_or_else(|e| panic!("{text}: {e}"));
        let position = |x: u64, y: u64| {
            let mut p = whole.clone();
            p[i - 1] = x;
            p[j - 1] = y;
            p
        };
        let mut want: Vec<Vec<u64>> = if game == "nim" {
            let mut referee = Referee::new(HeapGame::nim(None));
            (0..=size)
                .flat_map(|x| (0..=size).map(move |y| (x, y)))
                .map(|(x, y)| position(x, y))
                .filter(|p| !referee.wins(p, false))
                .collect()
        } else {
            let mut referee = Referee::new(ByDefinition(Definition::Staircase));
            (0..=size)
                .flat_map(|x| (0..=size).map(move |y| (x, y)))
                .map(|(x, y)| position(x, y))
                .filter(|p| !referee.wins(p, false))
                .collect()
        };
        want.sort();
        assert!(!want.is_empty(), "{text}");
        assert_eq!(drawn_positions(&chart.svg), want, "{text}");
        cells += want.len();
    }
    // The highlighted example gives the entries held fixed.
    let req = parse_chart(&split_words("p-positions --size 7 --axes 1,3 --highlight h"), &defined).unwrap();
    let example = parse_example_in(&split_words("staircase 2 4 2"), &defined).unwrap();
    let chart = render(&req, Some(&example), english()).unwrap();
    let mut referee = Referee::new(ByDefinition(Definition::Staircase));
    let want: Vec<Vec<u64>> =
        (0..=7).flat_map(|x| (0..=7).map(move |y| vec![x, 4, y])).filter(|p| !referee.wins(p, false)).collect();
    assert_eq!(drawn_positions(&chart.svg), want);
    eprintln!("charts with --axes: {} P cells", cells + want.len());
}

#[test]
fn unit_sequences_match_the_referees_single_heads() {
    let defined = page();
    for (game, turning, size) in [
        ("mock-turtles", Turning::Mock, 10usize),
        ("ruler", Turning::Ruler, 12),
        ("turning-turtles", Turning::Turtles, 10),
    ] {
        let text = format!("sequence {game} --unit --size {size}");
        let req = parse_chart(&split_words(&text), &defined).unwrap();
        let chart = render(&req, None, english()).unwrap_or_else(|e| panic!("{text}: {e}"));
        let drawn: Vec<u64> =
            chart.svg.split(", alone: g = ").skip(1).map(|t| t.split(',').next().unwrap().parse().unwrap()).collect();
        let mut referee = Referee::new(CoinRow(turning));
        let want: Vec<u64> = (0..size)
            .map(|n| {
                let mut p = vec![0; size];
                p[n] = 1;
                referee.grundy(&p)
            })
            .collect();
        assert_eq!(drawn, want, "{text}");
    }
}

/// Nim with a trap at 3 (lesson 17): a heap of 3 may only lose one counter. Its heap of 3 has
/// value 0 and still a move, so the SJ theorem's hypothesis fails.
const TRAP: &str = "fn options(n) { if n == 3 { return [2]; } let out = []; for k in 0..n { out.push(k); } out }";

#[test]
fn sj_cells_are_where_the_referees_sj_rule_and_misere_search_disagree() {
    let mut defined = Defined::new();
    defined.insert("trap".into(), std::sync::Arc::new(ScriptGame::compile("trap", TRAP).unwrap()));
    for (words, size, rules) in [
        ("trap", 9, Script::new(TRAP).heap_game()),
        ("nim", 9, HeapGame::nim(None)),
        ("subtraction --set 1,2", 8, HeapGame::subtraction(&[1, 2])),
    ] {
        let text = format!("p-positions --game \"{words} --misere\" --size {size} --compare-sj");
        let req = parse_chart(&split_words(&text), &defined).unwrap();
        let chart = render(&req, None, english()).unwrap_or_else(|e| panic!("{text}: {e}"));
        let mut referee = Referee::new(rules);
        // The SJ rule written here from the theorem, on the referee's own values.
        let mut sj = |a: u64, b: u64| {
            let (ga, gb) = (referee.grundy(&[a]), referee.grundy(&[b]));
            ((ga ^ gb) != 0) == (ga > 1 || gb > 1)
        };
        let predicted: Vec<bool> =
            (0..=size).flat_map(|a| (0..=size).map(move |b| (a, b))).map(|(a, b)| sj(a, b)).collect();
        let mut want = Vec::new();
        for (i, (a, b)) in (0..=size).flat_map(|a| (0..=size).map(move |b| (a, b))).enumerate() {
            if predicted[i] != referee.wins(&[a, b], true) {
                want.push(format!("({a}, {b})"));
            }
        }
        let said = chart.description.split("Shaded cells are where the SJ rule").nth(1).unwrap_or("");
        if want.is_empty() {
            assert!(said.contains("(0 of them): none."), "{text}: {said}");
        } else {
            let list = said.split(": ").nth(1).unwrap().trim_end_matches('.');
            let joined = match want.len() {
                1 => want[0].clone(),
                n => format!("{} and {}", want[..n - 1].join(", "), want[n - 1]),
            };
            assert_eq!(list, joined, "{text}");
        }
        if words == "trap" {
            assert!(want.contains(&"(3, 3)".to_string()) && want.contains(&"(0, 3)".to_string()), "{want:?}");
        }
    }
}
