//! Charts (`nimbook::views::chart`) against the referee: every P cell a `p-positions` chart draws for
//! two heaps or piles (read back from the cells' tooltips) is a position the referee's search
//! says the player to move loses, and every such position is drawn, in both conventions.

use super::moves::{HeapGame, Wythoff};
use super::{Referee, Rules};
use nimbook::directive::{Defined, split_words};
use nimbook::views::chart::{parse_chart, render};
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
