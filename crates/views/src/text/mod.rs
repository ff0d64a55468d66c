//! The terminal form of a worked example: what `nimbook example` prints without `--json`.
//!
//! Every number comes from the computed [`Example`]; this module only lays it out — plain
//! UTF-8 text, columns aligned with spaces, no colours — as tables (the binary column table
//! with its nim-sum row, play-outs, P-positions, Grundy values) and one-line reasons
//! ("in heap 1, 8 xor 9 = 1 < 8, take 7 leaving 1"). Long lists are cut short with "…".

mod example;
mod sections;

use crate::directive::Example;
use nimbook_engine::Player;
use nimbook_engine::euler301::Euler301Example;
use nimbook_engine::nim::{Theorem1, Theorem2};
use nimbook_engine::xor::XorRangeExample;

/// Renders a worked example as text for the terminal.
pub fn render(example: &Example) -> String {
    let mut out = Out::default();
    match example {
        Example::Theorem1(t1) => theorem1_text(&mut out, t1, true),
        Example::Theorem2(t2) => theorem2_text(&mut out, t2),
        Example::XorRange(ex) => xor_range_text(&mut out, ex),
        Example::Euler301(ex) => euler301_text(&mut out, ex),
        Example::Game(ex) => example::game_text(&mut out, ex),
    }
    out.0
}

/// A fact of the engine in English (the terminal's language).
fn en(fact: &nimbook_engine::fact::Fact) -> String {
    crate::facts::text(fact, crate::i18n::english())
}

/// "1 heap", "3 heaps": a count and a noun, plural unless the count is 1.
pub(crate) fn count_of(count: usize, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}

/// The text being built, a line at a time.
#[derive(Default)]
struct Out(String);

impl Out {
    fn line(&mut self, text: impl AsRef<str>) {
        self.0.push_str(text.as_ref().trim_end());
        self.0.push('\n');
    }
    fn blank(&mut self) {
        self.0.push('\n');
    }
    fn table(&mut self, table: &Table) {
        self.0.push_str(&table.render());
    }
}

/// How a column is aligned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Align {
    Left,
    Right,
}

/// A row of cells, or a rule of dashes as wide as the table.
enum Row {
    Cells(Vec<String>),
    Rule,
}

/// Rows of cells printed with aligned columns, one space apart, each line indented by one space.
struct Table {
    align: Vec<Align>,
    rows: Vec<Row>,
}

impl Table {
    fn new(align: &[Align]) -> Self {
        Table { align: align.to_vec(), rows: Vec::new() }
    }
    fn row<S: ToString>(&mut self, cells: impl IntoIterator<Item = S>) {
        self.rows.push(Row::Cells(cells.into_iter().map(|c| c.to_string()).collect()));
    }
    fn rule(&mut self) {
        self.rows.push(Row::Rule);
    }
    fn render(&self) -> String {
        let mut widths: Vec<usize> = Vec::new();
        for row in &self.rows {
            if let Row::Cells(cells) = row {
                for (i, c) in cells.iter().enumerate() {
                    let w = c.chars().count();
                    match widths.get_mut(i) {
                        Some(old) => *old = (*old).max(w),
                        None => widths.push(w),
                    }
                }
            }
        }
        let total = widths.iter().sum::<usize>() + widths.len().saturating_sub(1);
        let mut s = String::new();
        for row in &self.rows {
            let line = match row {
                Row::Rule => "-".repeat(total),
                Row::Cells(cells) => {
                    let parts: Vec<String> = cells
                        .iter()
                        .enumerate()
                        .map(|(i, c)| match self.align.get(i).copied().unwrap_or(Align::Right) {
                            Align::Left => format!("{c:<w$}", w = widths[i]),
                            Align::Right => format!("{c:>w$}", w = widths[i]),
                        })
                        .collect();
                    parts.join(" ")
                }
            };
            s.push(' ');
            s.push_str(line.trim_end());
            s.push('\n');
        }
        s
    }
}

use Align::{Left, Right};

/// The most numbers a list shows before it is cut short.
const LIST_LIMIT: usize = 12;

/// Numbers separated by spaces; a long list shows its first few and how many there are.
fn list<T: ToString>(values: &[T]) -> String {
    let shown: Vec<String> = values.iter().take(LIST_LIMIT).map(T::to_string).collect();
    if values.len() > LIST_LIMIT {
        format!("{} … ({} in all)", shown.join(" "), values.len())
    } else {
        shown.join(" ")
    }
}

fn player(p: Player) -> &'static str {
    match p {
        Player::First => "first",
        Player::Second => "second",
    }
}

/// Who wins, as a sentence ending: "so the first player (the one to move) wins."
fn verdict(winner: Player) -> &'static str {
    match winner {
        Player::First => "so the first player (the one to move) wins.",
        Player::Second => "so the second player wins: every move leaves the opponent a winning position.",
    }
}

fn rules_phrase(misere: bool) -> &'static str {
    if misere {
        "misère play: whoever takes the last counter loses"
    } else {
        "normal play: whoever takes the last counter wins"
    }
}

/// Who took the last counter (made the last move) and what that means.
fn last_taker(last: Player, misere: bool, counters: bool) -> String {
    if !counters {
        let (mover, winner) = if misere { (last, last.other()) } else { (last, last) };
        return format!("The {} player makes the last move; the {} player wins.", player(mover), player(winner));
    }
    if misere {
        format!(
            "The {} player takes the last counter and so loses; the {} player wins.",
            player(last),
            player(last.other())
        )
    } else {
        format!("The {} player takes the last counter and wins.", player(last))
    }
}

/// How a play-out ends, for the sentence under its table.
struct Ending {
    /// Who made the last move listed (`None`: no move was possible).
    last: Option<Player>,
    /// How many moves are listed.
    plies: usize,
    /// Whether the listing was cut short.
    truncated: bool,
    /// Who wins with best play.
    winner: Player,
    /// Misère play.
    misere: bool,
    /// Whether the moves take counters (heap games, Wythoff's game), or are a teacher's moves.
    counters: bool,
}

/// Prints a play-out table under its title and how the game ends, or `empty` when the game
/// was over before it began.
fn playout(out: &mut Out, title: &str, table: &Table, ending: Ending, empty: &str) {
    out.blank();
    let Some(last) = ending.last else {
        out.line(empty);
        return;
    };
    out.line(title);
    out.table(table);
    if ending.truncated {
        out.line(format!(
            "The game is longer than {} moves and is cut short; the {} player wins.",
            ending.plies,
            player(ending.winner)
        ));
    } else {
        out.line(last_taker(last, ending.misere, ending.counters));
    }
}

/// Why a Nim move wins, in one line.
fn theorem1_text(out: &mut Out, t1: &Theorem1, standalone: bool) {
    let xs: Vec<u64> = t1.rows.iter().map(|r| r.x).collect();
    if standalone {
        out.line(format!("Theorem 1 on heaps {}.", list(&xs)));
        out.line(format!("T = x_1 xor … xor x_{} = {} (binary {}), which is not 0.", xs.len(), t1.t, t1.t_bits));
    } else {
        out.line(format!("Theorem 1's construction (T = {} = binary {}):", t1.t, t1.t_bits));
    }
    out.line(format!("Step 1: the highest 1-bit of T is 2^{} = {}.", t1.bit, t1.bit_value));
    out.line("Step 2: for each heap, T_i = T xor x_i:");
    let mut table = Table::new(&[Right, Right, Right, Right, Right, Left, Left]);
    let has = format!("has {}?", t1.bit_value);
    table.row(["heap", "x_i", "binary", "T_i", "binary", has.as_str(), "T_i < x_i?"]);
    let yes_no = |b: bool| if b { "yes" } else { "no" };
    for r in &t1.rows {
        table.row([
            r.heap.to_string(),
            r.x.to_string(),
            r.x_bits.clone(),
            r.t_i.to_string(),
            r.t_i_bits.clone(),
            yes_no(r.has_bit).into(),
            yes_no(r.smaller).into(),
        ]);
    }
    out.table(&table);
    let c = &t1.chosen;
    let heaps_word = if t1.heaps_with_bit.len() == 1 { "heap" } else { "heaps" };
    out.line(format!(
        "Step 3: {heaps_word} {} {} that bit, so T_i < x_i there. The proof takes heap {}: \
         take x_{h} − T_{h} = {} − {} = {}, leaving {}.",
        crate::i18n::english().and_list(&t1.heaps_with_bit.iter().map(usize::to_string).collect::<Vec<_>>()),
        if t1.heaps_with_bit.len() == 1 { "has" } else { "have" },
        c.heap,
        c.take + c.leaves,
        c.leaves,
        c.take,
        c.leaves,
        h = c.heap,
    ));
    out.line(format!("Step 4: the heaps become {}, whose nim-sum is {}.", list(&t1.after), t1.after_sum));
}

fn theorem2_text(out: &mut Out, t2: &Theorem2) {
    out.line(format!("Theorem 2 on heaps {} (nim-sum 0): every move leaves a nim-sum that is not 0.", list(&t2.heaps)));
    let mut table = Table::new(&[Right, Right, Right, Left, Right]);
    table.row(["heap", "take", "leaves", "heaps after", "nim-sum after"]);
    for m in &t2.moves {
        let mut after = t2.heaps.clone();
        after[m.mv.heap - 1] = m.mv.leaves;
        table.row([
            m.mv.heap.to_string(),
            m.mv.take.to_string(),
            m.mv.leaves.to_string(),
            list(&after),
            m.sum_after.to_string(),
        ]);
    }
    out.table(&table);
    if t2.holds {
        out.line(format!("All {} moves leave a non-zero nim-sum, as Theorem 2 says.", t2.count));
    } else {
        out.line(format!("Some of the {} moves leave nim-sum 0: Theorem 2 fails here!", t2.count));
    }
}

/// Every number, separated by spaces (for lists that are already short).
fn list_all<T: ToString>(values: &[T]) -> String {
    values.iter().map(T::to_string).collect::<Vec<_>>().join(" ")
}

fn xor_range_text(out: &mut Out, ex: &XorRangeExample) {
    let (a, b) = (ex.a, ex.b);
    let range = |from: u64, to: u64| {
        if to - from < 4 {
            (from..=to).map(|n| n.to_string()).collect::<Vec<_>>().join(" xor ")
        } else {
            format!("{from} xor {} xor … xor {to}", from + 1)
        }
    };
    out.line(format!("XOR of every whole number from {a} to {b}: {}", range(a, b)));
    match &ex.rule_before_a {
        Some(rule_before_a) => {
            out.line(format!("  = ({}) xor ({})", range(0, b), range(0, a - 1)));
            out.line("  (each number below the range appears in both parts and cancels).");
            out.line(format!("{}: for n = {b}, {}: {}.", range(0, b), en(&ex.rule_b), ex.upto_b));
            let rule_before_a = en(rule_before_a);
            out.line(format!("{}: for n = {}, {rule_before_a}: {}.", range(0, a - 1), a - 1, ex.upto_before_a));
            out.line(format!("Result: {} xor {} = {}.", ex.upto_b, ex.upto_before_a, ex.xor));
        }
        None => {
            out.line(format!("For n = {b}, {}: {}.", en(&ex.rule_b), ex.upto_b));
            out.line(format!("Result: {}.", ex.xor));
        }
    }
    out.blank();
    out.line("0 xor 1 xor … xor n repeats with period 4 (n, 1, n + 1, 0):");
    let mut table = Table::new(&[Left]);
    table.row(std::iter::once("n".to_string()).chain(ex.table.iter().map(|r| r[0].to_string())));
    table.row(std::iter::once("xor".to_string()).chain(ex.table.iter().map(|r| r[1].to_string())));
    out.table(&table);
}

fn euler301_text(out: &mut Out, ex: &Euler301Example) {
    out.line(format!(
        "Project Euler 301: how many n with 1 ≤ n ≤ 2^{} = {} have n xor 2n xor 3n = 0?",
        ex.bits, ex.limit
    ));
    out.line("n xor 2n = 3n exactly when n + 2n has no carries, i.e. when n has no two adjacent 1-bits.");
    out.line(format!(
        "Such n ≤ 2^{b} are counted by the Fibonacci number F({b} + 2) = F({}) = {}.",
        ex.bits + 2,
        ex.count,
        b = ex.bits
    ));
    match ex.brute_force {
        Some(bf) => {
            let agree = if bf == ex.count { "agrees" } else { "DISAGREES" };
            out.line(format!("Trying every n by brute force gives {bf}: it {agree}."));
        }
        None => out.line("(The brute-force check is only run for up to 20 bits.)"),
    }
    out.blank();
    out.line("The solutions up to 64, in binary (no two 1s side by side):");
    let mut table = Table::new(&[Right, Right]);
    table.row(["n", "binary"]);
    for (n, bits) in &ex.first_solutions {
        table.row([n.to_string(), bits.clone()]);
    }
    out.table(&table);
    if !ex.counts.is_empty() {
        out.blank();
        out.line("Counts for smaller bounds (the Fibonacci numbers):");
        let mut table = Table::new(&[Right, Right]);
        table.row(["bits", "count"]);
        for c in &ex.counts {
            table.row([c.bits.to_string(), c.count.to_string()]);
        }
        out.table(&table);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directive::example_from_text;

    fn text(words: &str) -> String {
        render(&example_from_text(words).unwrap())
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
            "  in heap 1, 8 xor 9 = 1 < 8, take 7 leaving 1\n",
            "  in heap 2, 12 xor 9 = 5 < 12, take 7 leaving 5\n",
            "  in heap 3, 13 xor 9 = 4 < 13, take 9 leaving 4\n",
        ] {
            assert!(t.contains(line), "missing {line:?} in\n{t}");
        }
        assert!(t.contains("   1 first  8 12 13       9 take 7 from heap 1, leaving 1 (winning)\n"), "{t}");
        assert!(t.ends_with("The first player takes the last counter and wins.\n"), "{t}");
        assert!(t.contains("Step 4: the heaps become 1 12 13, whose nim-sum is 0."), "{t}");
    }

    #[test]
    fn variants_of_nim() {
        let t = text("nim 3 4 5 --max-take 2");
        assert!(t.contains(" heap size mod 3 2 1\n"), "{t}");
        assert!(t.contains("   1:    3     0 0 0\n"), "{t}");
        assert!(t.contains("in heap 3, 5 ≡ 2 mod 3, 2 xor 3 = 1, take 1 leaving 4 (≡ 1)"), "{t}");
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
        assert!(t.contains("Result: 100 xor 0 = 100."), "{t}");
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

    #[test]
    fn every_game_renders_aligned_lines() {
        let games = nimbook_engine::rules::registry::names().map(|n| n.sample);
        for sample in crate::directive::CALCULATIONS.iter().map(|g| g.1).chain(games) {
            let sample = sample.split(" [").next().unwrap();
            let t = text(sample);
            assert!(t.lines().count() > 3, "{sample}: {t}");
            assert!(t.lines().all(|l| l == l.trim_end()), "{sample}: trailing spaces");
        }
    }
}
