//! Unit tests of the page reader's checks by role (`roles.rs`, `worked.rs`): each catches a swap
//! of two places in a sentence or a table of its kind, and passes the right one.

use super::grammar::Grammar;
use super::roles::*;
use super::worked::wythoff_playout;

#[test]
fn the_checks_by_role_catch_a_swap_in_one_place() {
    let (en, zh) = Grammar::pair();
    // A play-out of 23 moves whose table shows 4.
    let rows = "<tr><td>1</td></tr>".repeat(4);
    let playout = |summary: &str| {
        format!("<details class=\"playout\"><summary>{summary}</summary><table><tbody>{rows}</tbody></table></details>")
    };
    assert!(playout_length("p", "en", &playout("An optimal play-out (23 moves; the first 4 shown)")).is_empty());
    assert_eq!(playout_length("p", "en", &playout("An optimal play-out (; the first 4 shown23 moves)")).len(), 1);
    // Points drawn where their tooltips say.
    let point =
        |cx: u32, cy: u32, t: &str| format!("<circle cx=\"{cx}\" cy=\"{cy}\" r=\"7\"><title>{t}</title></circle>");
    let right = [point(82, 120, "P-position (0, 13, 13)"), point(102, 141, "P-position (1, 12, 13)")].concat();
    let swapped = [point(82, 120, "P-position (13, 0, 13)"), point(102, 141, "P-position (12, 1, 13)")].concat();
    assert!(chart_points("p", "en", &right).is_empty());
    assert_eq!(chart_points("p", "en", &swapped).len(), 2, "x to the left and y downwards");
    // n = 2 has g(2) = 0; with n and g swapped its point says n = 0, g(0) = 2.
    let seq = [point(77, 219, "n = 0: g(0) = 0"), point(88, 183, "n = 1: g(1) = 1"), point(98, 219, "n = 2: g(2) = 0")];
    let seq_swapped = [&seq[0], &seq[1], &point(98, 219, "n = 0: g(0) = 2")].map(String::as_str).concat();
    let seq = seq.concat();
    assert!(chart_points("p", "en", &seq).is_empty());
    assert_eq!(chart_points("p", "en", &seq_swapped).len(), 2);
    // Verdicts last, endings last.
    assert!(status_last("p", "en", en, "<p>n = 3: g(3) = 1, an N-position, the player to move wins</p>").is_empty());
    assert_eq!(status_last("p", "en", en, "<p>n = 3: g(3) = an N-position, the player to move wins, 1</p>").len(), 1);
    assert!(ending_last("p", "zh", zh, "<p>每一步取 1 枚。走最后一步的一方获胜。</p>").is_empty());
    assert_eq!(ending_last("p", "zh", zh, "<p>走最后一步的一方获胜。每一步取 1 枚。</p>").len(), 1);
    // Callouts: the number last in the label, the label first in what a screen reader hears.
    let callout = |aria: &str, label: &str| {
        format!(
            "<section class=\"callout callout-theorem\" id=\"t\" aria-label=\"{aria}\">\n<p class=\"callout-heading\"><a class=\"callout-label\" href=\"#t\">{label}</a> <span class=\"callout-title\">(Bouton, (1901))</span></p></section>"
        )
    };
    assert!(callouts("p", "en", &callout("Theorem 1: Bouton, (1901)", "Theorem 1")).is_empty());
    assert!(!callouts("p", "en", &callout("1 Theorem: Bouton, (1901)", "1 Theorem")).is_empty());
    assert_eq!(callouts("p", "en", &callout("Bouton, (1901): Theorem 1", "Theorem 1")).len(), 1);
    // The heaps a split leaves, read inside the reason that holds them.
    let reason = |left: &str| {
        let text =
            format!("heap 2 has value 0 and the others XOR to 1; the move leaves {left}, so the total becomes 0.");
        arithmetic("p", "en", en, &en.read(&text))
    };
    assert!(reason("heaps 6 + 1 of values 1 ⊕ 0 = 1").is_empty());
    assert_eq!(reason("heaps 6 + 1 of values 1 = 1 ⊕ 0").len(), 1);
    assert_eq!(reason("heaps 1 of values 6 + 1 ⊕ 0 = 1").len(), 1);
    let zh_reason = |left: &str| {
        let text = format!("第 2 堆的 SG 值是 0，其余各堆的尼姆和是 1；这一步之后{left}，所以总的尼姆和变为 0。");
        arithmetic("p", "zh", zh, &zh.read(&text))
    };
    assert!(zh_reason("剩下大小为 6、1 的 2 堆，SG 值为 1 ⊕ 0 = 1").is_empty());
    assert_eq!(zh_reason("剩下大小为 2 的 6、1 堆，SG 值为 1 ⊕ 0 = 1").len(), 1);
    // The running XOR: the rule of n's class in brackets, n first in a point's tooltip.
    let xor = |title: &str| xor_facts("p", "en", en, &format!("<svg><title>{title}</title></svg>"));
    assert!(xor("n = 37: 1 xor 2 xor … xor 37 = 1 (n mod 4 = 1, so the XOR is 1)").is_empty());
    assert_eq!(xor("n = 37: n mod 4 = 1, so the XOR is 1 (1 xor 2 xor … xor 37 = 1)").len(), 1);
    assert_eq!(xor("n = 1 xor 2 xor … xor 37 = 1 (n mod 4 = 1, so the XOR is 1): 37").len(), 1);
    assert_eq!(xor("n = 38: 1 xor 2 xor … xor 37 = 1 (n mod 4 = 1, so the XOR is 1)").len(), 1, "38 mod 4 = 2");
    // A chart's values in order: a place, then its value.
    let units = |list: &str| unit_values("p", "zh", zh, &format!("<p>依次为：{list}。</p>"));
    assert!(units("第 0 枚：1、第 1 枚：2 和第 2 枚：4").is_empty());
    assert_eq!(units("1：第 0 枚、2：第 1 枚 和第 2 枚：4").len(), 2);
    // A list ends in one item.
    assert!(list_glue("p", "zh", zh, "<p>每次可取 1、2 或 3 枚</p>").is_empty());
    assert_eq!(list_glue("p", "zh", zh, "<p>每次可取 3 或 1、2 枚</p>").len(), 1);
    assert_eq!(list_glue("p", "en", en, "<p>moves 3 and 1, 2 only</p>").len(), 1);
    // Wythoff: from (4, 7) the first player loses; each row takes what it says.
    let wythoff = |rows: &[[&str; 3]]| {
        let body: String = rows
            .iter()
            .map(|[b, t, a]| format!("<tr><td>1</td><td>first</td><td>{b}</td><td>{t}</td><td>{a}</td></tr>"))
            .collect();
        let table = format!(
            "<table class=\"playout-table\"><thead><tr><th>Move</th></tr></thead><tbody>{body}</tbody></table>"
        );
        wythoff_playout("p", "en", "wythoff 4 7", &table)
    };
    let (first, second) = ("take 3 from pile 1, leaving (1, 7)", "take 5 from pile 2, leaving (1, 2)");
    assert!(wythoff(&[["4 7", first, "1 7"], ["1 7", second, "1 2"]]).is_empty());
    assert_eq!(wythoff(&[["4 7", "take some from pile 1, leaving (1, 7)", "1 7"]]).len(), 1, "no number taken");
    assert_eq!(wythoff(&[["4 7", "take 3 from pile 2, leaving (1, 7)", "1 7"]]).len(), 1, "the other pile");
    assert_eq!(wythoff(&[["4 7", "take 3 from pile 1, leaving (7, 1)", "1 7"]]).len(), 1, "piles swapped");
    assert_eq!(
        wythoff(&[["4 7", first, "1 7"], ["1 7", "take 4 from pile 2, leaving (1, 3)", "1 3"]]).len(),
        1,
        "(1, 3) is won"
    );
    assert_eq!(wythoff(&[["4 7", first, "2 7"]]).len(), 1, "not a move");
    // An octal rule: takes in order, ways in the code's order.
    let rule = |moves: &str| arithmetic("p", "en", en, &en.read(&format!("Octal code 0.137: a move may {moves}.")));
    assert!(
        rule("take 1 counter (the whole heap), or take 2 counters (the whole heap, or from the end of a heap)")
            .is_empty()
    );
    assert_eq!(
        rule("take 2 counters (the whole heap, or from the end of a heap), or take 1 counter (the whole heap)").len(),
        1
    );
    assert_eq!(
        rule("take 1 counter (the whole heap), or take 2 counters (from the end of a heap, or the whole heap)").len(),
        1
    );
}
