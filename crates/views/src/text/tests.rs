//! Tests of the terminal's worked example (see [`super`]): the English text line by line, and
//! the Chinese text worded entirely from the message files, its tables lined up on the screen.

use super::table::width;
use super::{render, written};
use crate::directive::example_from_text;
use crate::i18n::{Messages, english};
use unicode_width::UnicodeWidthChar;

fn text(words: &str) -> String {
    render(&example_from_text(words).unwrap(), english())
}

#[test]
fn the_seed_table_for_8_12_13() {
    let t = text("nim 8 12 13");
    let table = "\
 heap    8 4 2 1
   1:  8 1 0 0 0
   2: 12 1 1 0 0
   3: 13 1 1 0 1
 ---------------
   T:  9 1 0 0 1
";
    assert!(t.contains(table), "{t}");
    assert!(t.contains("T = the nim-sum = 9 ≠ 0, so the first player (the one to move) wins."), "{t}");
    for line in [
        "  in heap 1, 8 ⊕ 9 = 1 < 8, take 7 leaving 1\n",
        "  in heap 2, 12 ⊕ 9 = 5 < 12, take 7 leaving 5\n",
        "  in heap 3, 13 ⊕ 9 = 4 < 13, take 9 leaving 4\n",
    ] {
        assert!(t.contains(line), "missing {line:?} in\n{t}");
    }
    assert!(t.contains("   1 first  8 12 13       9 take 7 from heap 1 (winning)\n"), "{t}");
    assert!(t.ends_with("The first player takes the last counter and wins.\n"), "{t}");
    assert!(t.contains("Step 4: the heaps become 1 12 13, whose nim-sum is 0."), "{t}");
}

#[test]
fn variants_of_nim() {
    let t = text("nim 3 4 5 --max-take 2");
    assert!(t.contains(" heap size mod 3 2 1\n"), "{t}");
    assert!(t.contains("   1:    3     0 0 0\n"), "{t}");
    assert!(t.contains("in heap 3, 5 ≡ 2 mod 3, 2 ⊕ 3 = 1, take 1 leaving 4 (≡ 1)"), "{t}");
    let t = text("nim 1 1 1 --misere");
    assert!(t.contains("Misère endgame"), "{t}");
    assert!(t.contains("Here 3 are 1, so the second player wins"), "{t}");
    assert!(t.contains("The first player takes the last counter and so loses; the second player wins."), "{t}");
    let t = text("nim 1 5 --misere");
    assert!(t.contains("in heap 2, take 5 leaving 0, so that 1 heap of 1 remains and none bigger"), "{t}");
    let t = text("nim 18446744073709551615 1");
    assert!(t.contains(&format!(" heap {} binary\n", " ".repeat(20))), "{t}");
    assert!(t.contains(&format!("   2: {:>20} {:064b}\n", 1, 1)), "{t}");
    let t = text("nim 18446744073709551615 18446744073709551614 1");
    assert!(!t.contains("(cut short)"), "{t}");
    assert!(t.contains("The second player takes the last counter and wins."), "{t}");
}

#[test]
fn other_games() {
    let t = text("bash 23 2");
    assert!(t.contains("23 mod 3 = 2 ≠ 0, so the first player (the one to move) wins."), "{t}");
    assert!(t.contains("Winning move: take 2, leaving 21, a multiple of 3."), "{t}");
    let t = text("wythoff 8 4");
    assert!(t.contains("  take 1 from pile 1, leaving (7, 4): that is (a_3, b_3) = (4, 7)\n"), "{t}");
    assert!(t.contains("\n  3   4   7\n"), "{t}");
    let t = text("wythoff 4 7");
    assert!(t.contains("The smaller pile is 4 = a_3, so (4, 7) is a P-position, so the second player wins"), "{t}");
    let t = text("xor-range 1 100");
    assert!(t.contains("Result: 100 ⊕ 0 = 100."), "{t}");
    let t = text("euler301 30");
    assert!(t.contains("F(32) = 2178309"), "{t}");
    let t = text("subtraction 10 --set 1,3,4");
    assert!(t.contains("\n n    0 1 2 3 4 5 6 7 8 9 10\n g(n) 0 1 0 1 2 3 2 0 1 0  1\n"), "{t}");
    assert!(t.contains("P-positions (g = 0) up to 10: 0 2 7 9"), "{t}");
    let t = text("theorem2 1 2 3");
    assert!(t.contains("All 6 moves leave a non-zero nim-sum"), "{t}");
    let t = text("theorem1 8 12 13");
    assert!(t.contains("Step 1: the highest 1-bit of T is 2^3 = 8."), "{t}");
}

/// The sample of every calculation and every game family, without its flags.
fn samples() -> Vec<&'static str> {
    let games = nimbook_engine::rules::registry::names().map(|n| n.sample);
    crate::directive::CALCULATIONS.iter().map(|g| g.1).chain(games).map(|s| s.split(" [").next().unwrap()).collect()
}

#[test]
fn every_game_renders_aligned_lines() {
    for sample in samples() {
        let t = text(sample);
        assert!(t.lines().count() > 3, "{sample}: {t}");
        assert!(t.lines().all(|l| l == l.trim_end()), "{sample}: trailing spaces");
    }
}

/// The Latin words a Chinese example may show: notation (`mod`, `mex`; XOR is written ⊕, as on
/// the Chinese pages), and the names the Chinese messages keep in Latin letters (the glossary's
/// Project Euler 301, Grundy 游戏, Lasker 尼姆, Dawson 象棋, Guy 和 Smith's theorem).
const LATIN_IN_CHINESE: &[&str] = &["mod", "mex", "Project", "Euler", "Grundy", "Lasker", "Dawson", "Guy", "Smith"];

/// Whether every cell of a rendered table sits in its column, the columns measured as a
/// terminal shows them (a CJK character two columns wide).
fn columns_line_up(cells: &[Vec<String>], rendered: &str) -> Result<(), String> {
    let mut widths: Vec<usize> = Vec::new();
    for row in cells {
        widths.resize(widths.len().max(row.len()), 0);
        for (i, c) in row.iter().enumerate() {
            widths[i] = widths[i].max(width(c));
        }
    }
    let is_rule = |l: &str| l.trim().chars().all(|c| c == '-') && !l.trim().is_empty();
    let lines: Vec<&str> = rendered.lines().filter(|l| !is_rule(l)).collect();
    if lines.len() != cells.len() {
        return Err(format!("{} lines for {} rows", lines.len(), cells.len()));
    }
    for (line, row) in lines.iter().zip(cells) {
        let line = line.strip_prefix(' ').ok_or("a line not indented by one space")?;
        // Each character with the screen column it starts at.
        let mut at = 0;
        let placed: Vec<(usize, char)> = line
            .chars()
            .map(|c| {
                let start = at;
                at += c.width().unwrap_or(0);
                (start, c)
            })
            .collect();
        let mut start = 0;
        for (i, cell) in row.iter().enumerate() {
            let span = start..start + widths[i];
            let shown: String = placed.iter().filter(|(col, _)| span.contains(col)).map(|&(_, c)| c).collect();
            if shown.trim() != cell.trim() {
                return Err(format!("column {i} of {line:?} shows {shown:?}, not {cell:?}"));
            }
            start = span.end + 1;
        }
    }
    Ok(())
}

/// Every calculation and game, and the variants with sentences of their own, worded in Chinese:
/// no message id shows (a missing message is shown as its id), no English word is left, and
/// every table lines up on the screen.
#[test]
fn every_game_in_chinese_is_chinese_with_aligned_tables() {
    let messages = Messages::builtin();
    let zh = messages.lang("zh");
    let variants = [
        "nim 1 1 1 --misere",
        "nim 3 4 5 --misere",
        "nim 3 4 5 --max-take 2",
        "nim 0 0",
        "nim 0 0 --misere",
        "nim 1 2 3 4 5 6 7 8 9 10 11 12 13 14",
        "nim 18446744073709551615 1",
        "bash 23 2 --misere",
        "bash 0 3 --misere",
        "wythoff 8 4",
        "wythoff 4 7 --misere",
        "kayles 4 4",
        "kayles 3 --misere",
        "grundy-game 7 9 --misere",
        "xor-range 0 5",
        "xor-range 5 1000",
        "euler301 40",
        "theorem1 7 1 2 5",
    ];
    let mut tables = 0;
    for words in samples().into_iter().chain(variants) {
        let out = written(&example_from_text(words).unwrap(), zh);
        let t = &out.text;
        for line in t.lines() {
            assert!(!line.contains("terminal-") && !line.contains("worked-"), "{words}: a message id in {line:?}");
            assert_eq!(line, line.trim_end(), "{words}: trailing spaces");
            let latin = line.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 3);
            for word in latin {
                assert!(LATIN_IN_CHINESE.contains(&word), "{words}: English {word:?} in {line:?}\n{t}");
            }
        }
        assert!(t.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)), "{words}: {t}");
        for (cells, rendered) in &out.tables {
            if let Err(e) = columns_line_up(cells, rendered) {
                panic!("{words}: {e}\n{rendered}");
            }
            tables += 1;
        }
    }
    assert!(tables > 30, "{tables} tables checked");
    // The check sees a table counted in characters instead of columns.
    let by_chars = " 步 走子方\n 1 先手\n";
    let cells = [vec!["步".to_string(), "走子方".to_string()], vec!["1".to_string(), "先手".to_string()]];
    assert!(columns_line_up(&cells, by_chars).is_err());
}

#[test]
fn nim_8_12_13_in_chinese() {
    let messages = Messages::builtin();
    let t = render(&example_from_text("nim 8 12 13").unwrap(), messages.lang("zh"));
    let table = "\
 堆    8 4 2 1
 1:  8 1 0 0 0
 2: 12 1 1 0 0
 3: 13 1 1 0 1
 -------------
 T:  9 1 0 0 1
";
    assert!(t.starts_with("尼姆博弈，各堆石子数为 8 12 13（正常规则：取走最后一枚石子的一方获胜）。\n"), "{t}");
    assert!(t.contains(table), "{t}");
    assert!(t.contains("\nT = 尼姆和 = 9 ≠ 0，所以先手（轮到走的一方）必胜。\n"), "{t}");
    let moves = "
共有 3 种必胜走法：
  在第 1 堆中，8 ⊕ 9 = 1 < 8，取走 7 枚，剩下 1 枚
  在第 2 堆中，12 ⊕ 9 = 5 < 12，取走 7 枚，剩下 5 枚
  在第 3 堆中，13 ⊕ 9 = 4 < 13，取走 9 枚，剩下 4 枚
";
    assert!(t.contains(moves), "{t}");
    assert!(t.contains("\n 堆 x_i 二进制 T_i 二进制 有 8？ T_i < x_i？\n  1   8   1000   1   0001 是     是\n"), "{t}");
    assert!(t.contains("第 4 步：各堆变为 1 12 13，尼姆和为 0。"), "{t}");
    // The play-out's columns line up although 先手 is four columns wide and two characters long.
    assert!(
        t.contains("\n 步 走子方 各堆    尼姆和 走法\n  1 先手   8 12 13      9 从第 1 堆取走 7 枚（必胜走法）\n"),
        "{t}"
    );
    assert!(t.ends_with("\n    终局   0 0 0        0\n先手取走最后一枚石子，获胜。\n"), "{t}");
}

/// Every message the terminal has in English it has in Chinese too.
#[test]
fn every_terminal_message_is_in_chinese() {
    let messages = Messages::builtin();
    let zh = messages.ids("zh");
    let terminal: Vec<String> = messages.ids("en").into_iter().filter(|id| id.starts_with("terminal-")).collect();
    assert!(terminal.len() > 60, "{} terminal messages", terminal.len());
    for id in &terminal {
        assert!(zh.contains(id), "{id} is not in templates/messages/zh/terminal.ftl");
    }
}
