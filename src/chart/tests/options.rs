//! Tests of the chart options that choose what a general chart draws: `--axes I,J` (two entries of
//! a longer position, the others held fixed), `sequence --unit` (one unit in each entry of a game
//! on tuples), and the words of the bowling games' charts (rows of pins, never heaps), in English
//! and Chinese. The cells are checked against facts worked out here, not asked of the engine; the
//! referee in `tests/it/referee/charts.rs` checks the same charts with its own search.

use super::*;
use crate::games::script::ScriptGame;

fn chinese() -> crate::views::i18n::Lang<'static> {
    static MESSAGES: std::sync::OnceLock<std::sync::Arc<crate::views::i18n::Messages>> = std::sync::OnceLock::new();
    MESSAGES.get_or_init(crate::views::i18n::Messages::builtin).lang("zh")
}

/// The course's staircase and coin games (its `games/` folder).
fn defined() -> Defined {
    let mut d = Defined::new();
    for (name, source) in [
        ("staircase", include_str!("../../../games/staircase.rhai")),
        ("mock-turtles", include_str!("../../../games/mock-turtles.rhai")),
        ("ruler", include_str!("../../../games/ruler.rhai")),
        ("chomp", include_str!("../../../games/chomp.rhai")),
    ] {
        d.insert(name.into(), std::sync::Arc::new(ScriptGame::compile(name, source).unwrap()));
    }
    d
}

fn draw(text: &str, example: Option<&str>, lang: crate::views::i18n::Lang<'_>) -> Result<Chart, DirectiveError> {
    let d = defined();
    let req = parse_chart(&split_words(text), &d)?;
    let example = example.map(|e| parse_example_in(&split_words(e), &d).unwrap());
    super::super::render(&req, example.as_ref(), lang)
}

fn english(text: &str) -> Chart {
    draw(text, None, crate::views::i18n::english()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn error(text: &str) -> DirectiveError {
    draw(text, None, crate::views::i18n::english()).expect_err(text)
}

/// The whole positions of the P cells of a chart with `--axes`, read back from the tooltips.
fn drawn_positions(svg: &str) -> Vec<Vec<u64>> {
    svg.split("<title>P-position (")
        .skip(1)
        .map(|t| t.split(')').next().unwrap().split(", ").map(|v| v.parse().unwrap()).collect())
        .collect()
}

#[test]
fn stair_one_against_stair_three_is_the_diagonal() {
    let c = english("p-positions staircase --size 12 --axes 1,3 --at 5,2,5");
    let cells = drawn_positions(&c.svg);
    // The odd stairs decide (lesson 15): (c1, 2, c3) is lost exactly when c1 xor c3 = 0.
    let want: Vec<Vec<u64>> = (0..=12).map(|c| vec![c, 2, c]).collect();
    assert_eq!(cells, want);
    assert!(c.svg.contains(">\nstair 1\n<") && c.svg.contains(">\nstair 3\n<"), "the axes are named by the rule");
    assert!(
        c.description.contains("with stair 1 across (x) and stair 3 up (y), each from 0 to 12."),
        "{}",
        c.description
    );
    assert!(c.title.contains("P-positions, stair 1 against stair 3, each from 0 to 12"), "{}", c.title);
    assert!(c.description.contains("The other entries are held fixed: stair 2 = 2."), "{}", c.description);
    assert_ring(&c, "(5, 2, 5)", "a P-position, the player to move loses");
    // Without --at, the stairs not drawn are empty; the order of --axes is across, then up.
    let c = english("p-positions staircase --size 6 --axes 3,2");
    assert!(c.description.contains("held fixed: stair 1 = 0."), "{}", c.description);
    // (0, y, x): lost when 0 xor x = 0, whatever stair 2 holds: the column x = 0.
    let want: Vec<Vec<u64>> = (0..=6).map(|y| vec![0, y, 0]).collect();
    assert_eq!(drawn_positions(&c.svg), want);
    // In Chinese the fixed entries are said too.
    let zh = draw("p-positions staircase --size 6 --axes 1,3 --at 1,4,1", None, chinese()).unwrap();
    assert!(zh.description.contains("其余坐标固定为："), "{}", zh.description);
}

#[test]
fn axes_work_for_heap_games_and_the_heat_map() {
    // Three Nim heaps, heaps 1 and 3 drawn, heap 2 held at 5: P where x xor 5 xor y = 0.
    let c = english("p-positions nim --size 10 --axes 1,3 --at 0,5,5");
    let want: Vec<Vec<u64>> =
        (0..=10u64).filter_map(|x| Some(x ^ 5).filter(|&y| y <= 10).map(|y| vec![x, 5, y])).collect();
    assert_eq!(drawn_positions(&c.svg), want);
    assert!(c.svg.contains(">\nheap 1\n<") && c.svg.contains(">\nheap 3\n<"), "heaps named by number");
    assert!(c.description.contains("The other heaps are held fixed: heap 2 = 5."), "{}", c.description);
    // The heat map of the same slice: g is x xor 5 xor y, so the zeros are the same cells.
    let m = english("grundy-map nim --size 8 --axes 1,3 --at 0,5,0");
    assert!(m.svg.contains("<title>P-position (2, 5, 7): g(2, 5, 7) = 0"), "{}", m.description);
    // The default view is unchanged: pairs, with the heap values in the tooltip.
    let plain = english("p-positions nim --size 4");
    assert!(plain.svg.contains("<title>P-position (3, 3): 3 ⊕ 3 = 0"), "Nim's heaps are their own values");
    assert!(
        plain.description.contains("where the player to move loses: exactly where x ⊕ y = 0."),
        "{}",
        plain.description
    );
    // Values that run 0, 1, 2, 3 over and over are written as residues, others as g.
    let bounded = english("p-positions nim --max-take 3 --size 10");
    assert!(bounded.description.contains("where (x mod 4) ⊕ (y mod 4) = 0"), "{}", bounded.description);
    assert!(bounded.svg.contains("<title>P-position (7, 3): (7 mod 4) ⊕ (3 mod 4) = 3 ⊕ 3 = 0"));
    let subtraction = english("p-positions subtraction --set 2,5 --size 10");
    assert!(subtraction.description.contains("where g(x) ⊕ g(y) = 0"), "{}", subtraction.description);
}

#[test]
fn axes_errors_point_at_the_word_and_say_what_to_do() {
    let text = "p-positions staircase --size 12 --axes 2,2";
    let e = error(text);
    assert_eq!(e.offset, Some(text.find("2,2").unwrap()));
    assert!(
        e.message().contains("the same entry twice") && e.message().contains("(e.g. --axes 2,1)"),
        "{}",
        e.message()
    );
    let e = error("p-positions staircase --size 12 --axes 0,3");
    assert!(e.message().contains("entry 0 does not exist"), "{}", e.message());
    let text = "p-positions wythoff --size 12 --axes 1,3";
    let e = error(text);
    assert_eq!(e.offset, Some(text.find("1,3").unwrap()));
    assert!(e.message().contains("Wythoff's game has two piles"), "{}", e.message());
    let text = "p-positions staircase --size 12 --axes 1,3 --at 4,4";
    let e = error(text);
    assert_eq!(e.offset, Some(text.find("4,4").unwrap()));
    assert!(e.message().contains("has 2 entries, but --axes 1,3 names entry 3"), "{}", e.message());
    let text = "p-positions staircase --size 12 --axes 1,3 --at 4,0,13";
    let e = error(text);
    assert_eq!(e.offset, Some(text.find("13").unwrap()), "the offending entry");
    assert!(e.message().contains("raise --size to at least 13"), "{}", e.message());
    // A one-coordinate example has no two entries to chart.
    let e = draw("p-positions --size 9 --axes 1,2 --highlight h", Some("staircase 4"), crate::views::i18n::english())
        .unwrap_err();
    assert!(e.message().contains("has one entry, so there are no two entries"), "{}", e.message());
    let e = draw("p-positions --size 9 --axes 1,3 --highlight h", Some("staircase 4 1"), crate::views::i18n::english())
        .unwrap_err();
    assert!(e.message().contains("has 2 entries, but --axes 1,3 names entry 3"), "{}", e.message());
    // --axes belongs to the two-entry charts only.
    assert!(error("sequence kayles --size 9 --axes 1,2").message().contains("--axes"));
    // A highlighted example supplies the entries held fixed.
    let c =
        draw("p-positions --size 9 --axes 1,3 --highlight h", Some("staircase 3 1 3"), crate::views::i18n::english())
            .unwrap();
    assert!(c.description.contains("stair 2 = 1") && c.description.contains("Marked with a ring: (3, 1, 3)"));
}

/// The heights of the points of a `--unit` chart, entry by entry, read from the tooltips' "g = v".
fn heights(svg: &str) -> Vec<u64> {
    svg.split(", alone: g = ").skip(1).map(|t| t.split(',').next().unwrap().parse().unwrap()).collect()
}

#[test]
fn unit_sequences_of_the_coin_games() {
    let c = english("sequence --game mock-turtles --unit --size 10 --at 3");
    // The odious numbers: 2n or 2n + 1, whichever has an odd number of ones.
    let odious: Vec<u64> = (0..10u64).map(|n| if (2 * n).count_ones() % 2 == 1 { 2 * n } else { 2 * n + 1 }).collect();
    assert_eq!(heights(&c.svg), odious);
    assert_eq!(odious[..6], [1, 2, 4, 7, 8, 11]);
    assert!(c.svg.contains("<title>coin 0, alone: g = 1, an N-position"), "named by the rule");
    assert!(c.svg.contains(">\nthe place alone: coin 0 to coin 9\n<"), "the axis is in the game's own numbers");
    // The axis counts coins as the game does (from 0): the first tick is 0, the last 9.
    assert!(c.svg.contains(">\n0\n<") && c.svg.contains(">\n9\n<"), "the ticks are the coins' numbers");
    let e = error("sequence --game mock-turtles --unit --size 10 --at 10");
    assert!(e.message().contains("numbered 0 to 9 as the game numbers them"), "{}", e.message());
    assert!(c.description.contains("coin 0: 1, coin 1: 2, coin 2: 4"), "{}", c.description);
    assert_ring(&c, "coin 3", "g = 7, an N-position, the player to move wins");
    let r = english("sequence ruler --unit --size 12");
    assert_eq!(heights(&r.svg), [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4], "the largest power of 2 dividing n");
    let zh = draw("sequence ruler --unit --size 8", None, chinese()).unwrap();
    assert!(zh.title.contains("单独为 1"), "{}", zh.title);
    assert_eq!(english_words(&zh.description), Vec::<String>::new(), "{}", zh.description);
    assert!(zh.description.contains("第 1 枚：1、第 2 枚：2、第 3 枚：1"), "{}", zh.description);
    // --unit is for games on tuples; a heap game's sequence is its one-heap values.
    let text = "sequence kayles --unit --size 10";
    let e = error(text);
    assert!(e.message().contains("played on heaps") && e.message().contains("drop --unit"), "{}", e.message());
    let e = error("sequence ruler --unit --size 12 --at 0");
    assert!(e.message().contains("numbered 1 to 12 as the game numbers them"), "{}", e.message());
}

/// Every text a chart shows: title, description and the SVG (labels, legend, tooltips).
fn all_text(c: &Chart) -> String {
    format!("{}\n{}\n{}", c.title, c.description, c.svg)
}

#[test]
fn bowling_charts_speak_of_rows_of_pins() {
    let charts = [
        ("sequence --game kayles --size 30 --highlight h", "kayles 9 4"),
        ("pn-strip --game kayles --size 20 --highlight h", "kayles 7"),
        ("p-positions --game \"kayles --misere\" --size 10 --highlight h", "kayles 4 1 2 --misere"),
        ("grundy-map --game dawson-kayles --size 12 --highlight h", "dawson-kayles 5 3"),
        ("p-positions dawson-kayles --size 8 --compare-normal --misere --at 1,1", ""),
        ("sequence dawson-kayles --size 20 --at 6", ""),
    ];
    let m = crate::views::i18n::Messages::builtin();
    for (text, example) in charts {
        let example = Some(example).filter(|e| !e.is_empty());
        let en = all_text(&draw(text, example, crate::views::i18n::english()).unwrap());
        let zh = all_text(&draw(text, example, m.lang("zh")).unwrap());
        for word in ["heap", "Heap", "counter"] {
            assert!(!en.contains(word), "{text}: \"{word}\" in {en}");
        }
        for word in ["堆", "石子", "枚"] {
            assert!(!zh.contains(word), "{text}: \"{word}\" in {zh}");
        }
        assert!(en.contains("row"), "{text}: {en}");
        assert!(zh.contains('排'), "{text}: {zh}");
    }
    let grid = english("p-positions dawson-kayles --size 8");
    assert!(grid.title.ends_with("P-positions of two rows of up to 8 pins"), "{}", grid.title);
    assert!(grid.svg.contains(">\nrow x\n<") && grid.svg.contains(">\nrow y\n<"), "the axes");
    // The same charts of a game of counters do speak of heaps: the test can fail.
    let nim = all_text(&english("sequence --game octal 0.137 --size 20 --at 6"));
    assert!(nim.contains("heap of 6") && nim.contains("heaps up to 20"), "{nim}");
}

/// Nim with a trap at 3 (lesson 17): a heap of 3 may only lose one counter.
const TRAP: &str = include_str!("../../../games/trap.rhai");

#[test]
fn compare_sj_shades_where_the_rule_fails() {
    let mut d = Defined::new();
    d.insert("trap".into(), std::sync::Arc::new(ScriptGame::compile("trap", TRAP).unwrap()));
    let draw = |text: &str, lang| super::super::render(&parse_chart(&split_words(text), &d)?, None, lang);
    let c = draw("p-positions trap --misere --size 5 --compare-sj", crate::views::i18n::english()).unwrap();
    // By hand: the heap values are 0, 1, 2, 0, 3, 4 (a heap of 3 reaches only 2). A lone heap of 3
    // is lost in misère play (3 → 2 → 1, and the mover takes the last), while the rule, seeing only
    // values 0 and 1, predicts the opposite wherever a heap of 3 stands beside a heap of value 0 or 1
    // (lesson 17 lists (0, 3), (1, 3) and (3, 3) with a ≤ b); beside value 3 or 4 the rule holds.
    assert!(
        c.description.contains(
            "predicts another outcome than misère play itself (5 of them): (0, 3), (1, 3), (3, 0), (3, 1) and (3, 3)."
        ),
        "{}",
        c.description
    );
    assert!(c.svg.contains("the SJ rule is wrong here"), "the legend");
    // Nim satisfies the hypothesis: no cell is shaded.
    let nim = draw("p-positions nim --misere --size 6 --compare-sj", crate::views::i18n::english()).unwrap();
    assert!(nim.description.contains("(0 of them): none."), "{}", nim.description);
    let zh = draw("p-positions trap --misere --size 5 --compare-sj", chinese()).unwrap();
    assert!(zh.svg.contains("SJ 定理在此判断错误"), "the legend in Chinese");
    assert!(
        zh.description.contains("结论与反常规则下的实际胜负不同的局面（共 5 个）：(0, 3)、(1, 3)"),
        "{}",
        zh.description
    );
    let e = draw("p-positions trap --size 5 --compare-sj", crate::views::i18n::english()).unwrap_err();
    assert!(e.message().contains("is in normal play; add --misere"), "{}", e.message());
    let e = draw("p-positions wythoff --misere --size 5 --compare-sj", crate::views::i18n::english()).unwrap_err();
    assert!(e.message().contains("is not played on heaps"), "{}", e.message());
    let e = draw("p-positions nim --misere --size 5 --compare-sj --compare-normal", crate::views::i18n::english());
    assert!(e.unwrap_err().message().contains("not both"));
}

#[test]
fn cells_that_are_no_position_are_shaded_and_never_p() {
    // Chomp on two rows (x the bottom row, y the top): a bar keeps the poison (x >= 1) and never
    // grows upwards (y <= x); the rule's fn valid says so, and the chart shades the rest.
    let c = english("p-positions chomp --size 6");
    // Two-row Chomp (lesson 20): (x, y) is lost exactly when y = x - 1.
    let want: Vec<(u64, u64)> = (1..=6).map(|x| (x, x - 1)).collect();
    assert_eq!(super::drawn_p(&c.svg), want);
    let blank = (0..=6u64).flat_map(|x| (0..=6u64).map(move |y| (x, y))).filter(|&(x, y)| x == 0 || y > x).count();
    // Column x = 0 (7 cells) and the 21 cells above the diagonal share the 6 cells (0, y > 0).
    assert_eq!(blank, 7 + 21 - 6);
    assert!(
        c.description.contains(&format!("The {blank} grey cells are no position of the game and are left out.")),
        "{}",
        c.description
    );
    assert!(c.svg.contains("no position of the game"), "the legend names the grey cells");
    // The heat map leaves them out too, and a ring on one is refused with the engine's words.
    let map = english("grundy-map chomp --size 6");
    assert_eq!(super::drawn_p(&map.svg), want);
    let e = draw("p-positions chomp --size 6 --highlight e", Some("chomp 2 3"), crate::views::i18n::english())
        .expect_err("a ring on (2, 3)");
    assert!(e.message().contains("(2, 3) is not a position of Chomp"), "{}", e.message());
    let zh = draw("p-positions chomp --size 6", None, chinese()).unwrap();
    assert!(zh.description.contains("图中 22 个灰色格不是本游戏的局面，不计在内。"), "{}", zh.description);
}
