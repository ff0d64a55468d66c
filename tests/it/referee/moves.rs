//! The referee's move generators, each written from its game's definition (no code of the
//! engine): a heap game is the options of one heap, and a move replaces one heap by an option.

use super::Rules;
use std::collections::BTreeSet;
use std::sync::Arc;

/// The options of one heap: each is the heaps left in its place (largest first, no empty ones).
type Options = Arc<dyn Fn(u64) -> Vec<Vec<u64>> + Send + Sync>;

/// A sum of heaps, each played by the same rule.
#[derive(Clone)]
pub struct HeapGame {
    options: Options,
    /// Whether an emptied heap keeps its place (shown as 0) instead of leaving the position:
    /// true for games that never split a heap.
    pub keeps_empty: bool,
}

impl HeapGame {
    /// A game from the options of one heap (repeats removed, each option largest first).
    pub fn from_fn(keeps_empty: bool, f: impl Fn(u64) -> Vec<Vec<u64>> + Send + Sync + 'static) -> Self {
        let options = move |n: u64| {
            let mut seen = BTreeSet::new();
            let mut out = Vec::new();
            for mut o in f(n) {
                o.retain(|&h| h > 0);
                o.sort_unstable_by(|a, b| b.cmp(a));
                if seen.insert(o.clone()) {
                    out.push(o);
                }
            }
            out
        };
        HeapGame { options: Arc::new(options), keeps_empty }
    }

    /// Nim: take any number from 1 up to `max_take` (any number when `None`) from one heap.
    pub fn nim(max_take: Option<u64>) -> Self {
        HeapGame::from_fn(true, move |n| (1..=max_take.unwrap_or(n).min(n)).map(|t| vec![n - t]).collect())
    }

    /// A subtraction game: take exactly one of the amounts in `set`.
    pub fn subtraction(set: &[u64]) -> Self {
        let set = set.to_vec();
        HeapGame::from_fn(true, move |n| set.iter().filter(|&&s| s <= n).map(|&s| vec![n - s]).collect())
    }

    /// An octal game `d0.d1d2…`: digit k says how a move may remove k counters from one heap —
    /// bit 1: when that is the whole heap; bit 2: leaving one heap; bit 4: leaving two heaps
    /// (the rest split in two non-empty parts). A digit before the point (k = 0) can only split.
    pub fn octal(code: &str) -> Self {
        let (head, tail) = code.split_once('.').unwrap();
        let digits: Vec<u64> =
            head.chars().chain(tail.chars()).map(|c| c.to_digit(8).expect("an octal digit") as u64).collect();
        let splits = digits.iter().any(|d| d & 4 != 0);
        HeapGame::from_fn(!splits, move |n| {
            let mut out = Vec::new();
            for (k, &d) in digits.iter().enumerate() {
                let k = k as u64;
                if k > n {
                    break;
                }
                let rest = n - k;
                if k > 0 && d & 1 != 0 && rest == 0 {
                    out.push(vec![]);
                }
                if k > 0 && d & 2 != 0 && rest > 0 {
                    out.push(vec![rest]);
                }
                if d & 4 != 0 {
                    out.extend((1..=rest / 2).filter(|&a| a < rest).map(|a| vec![rest - a, a]));
                }
            }
            out
        })
    }

    /// Lasker's Nim: take any number from one heap, or split a heap in two non-empty heaps.
    pub fn lasker() -> Self {
        HeapGame::from_fn(false, |n| {
            let mut out: Vec<Vec<u64>> = (0..n).map(|m| vec![m]).collect();
            out.extend((1..=n / 2).map(|a| vec![n - a, a]));
            out
        })
    }

    /// Take any number from one heap, or split a heap into three non-empty heaps (HDU 5795).
    pub fn split_three() -> Self {
        HeapGame::from_fn(false, |n| {
            let mut out: Vec<Vec<u64>> = (0..n).map(|m| vec![m]).collect();
            for a in 1..n {
                for b in a..n {
                    if n > a + b && n - a - b >= b {
                        out.push(vec![n - a - b, b, a]);
                    }
                }
            }
            out
        })
    }

    /// Grundy's game: split one heap into two heaps of different sizes.
    pub fn grundy_game() -> Self {
        HeapGame::from_fn(false, |n| (1..n).filter(|&a| 2 * a < n).map(|a| vec![n - a, a]).collect())
    }

    /// The options of a heap of `n`.
    pub fn options(&self, n: u64) -> Vec<Vec<u64>> {
        (self.options)(n)
    }

    /// Every move from `p`: the heap moved in (from 0), the heaps left in its place, and the
    /// whole position after the move (the new heaps where the old one was).
    pub fn heap_moves(&self, p: &[u64]) -> Vec<(usize, Vec<u64>, Vec<u64>)> {
        let mut out = Vec::new();
        for (i, &h) in p.iter().enumerate() {
            for to in self.options(h) {
                let mut after = p[..i].to_vec();
                if to.is_empty() && self.keeps_empty {
                    after.push(0);
                }
                after.extend(&to);
                after.extend(&p[i + 1..]);
                out.push((i, to, after));
            }
        }
        out
    }

    /// The Grundy values of one heap, g(0..=upto), by the mex rule over the options, an option
    /// of several heaps being worth the XOR of theirs (Sprague–Grundy, applied here by hand).
    pub fn heap_values(&self, upto: u64) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::new();
        for n in 0..=upto {
            let values: Vec<u64> =
                self.options(n).iter().map(|o| o.iter().fold(0, |x, &h| x ^ g[h as usize])).collect();
            g.push(super::least_missing(&values));
        }
        g
    }
}

impl Rules for HeapGame {
    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        self.heap_moves(p).into_iter().map(|m| m.2).collect()
    }
    /// A sum does not depend on the order of its heaps, and an empty heap is no heap.
    fn key(&self, p: &[u64]) -> Vec<u64> {
        let mut q: Vec<u64> = p.iter().copied().filter(|&h| h > 0).collect();
        q.sort_unstable();
        q
    }
}

/// Wythoff's game on two piles (a, b): take any number from one pile, or the same number from both.
#[derive(Clone, Copy)]
pub struct Wythoff;

impl Rules for Wythoff {
    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        let (a, b) = (p[0], p[1]);
        let mut out: Vec<Vec<u64>> = (1..=a).map(|t| vec![a - t, b]).collect();
        out.extend((1..=b).map(|t| vec![a, b - t]));
        out.extend((1..=a.min(b)).map(|t| vec![a - t, b - t]));
        out
    }
    fn key(&self, p: &[u64]) -> Vec<u64> {
        vec![p[0].min(p[1]), p[0].max(p[1])]
    }
}

/// Fibonacci Nim on the position `[n, limit]`: `n` counters left, and a move takes `k` counters
/// with `1 ≤ k ≤ limit` (and `k ≤ n`); the next player may then take up to `2k`. A game on `n`
/// counters starts from `[n, n - 1]`, since the first move may not take them all.
pub struct FibonacciNim;

impl Rules for FibonacciNim {
    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        let (n, limit) = (p[0], p[1]);
        (1..=limit.min(n)).map(|k| vec![n - k, 2 * k]).collect()
    }
    /// A limit above the counters left allows no more than taking them all.
    fn key(&self, p: &[u64]) -> Vec<u64> {
        vec![p[0], p[1].min(p[0])]
    }
}

/// Green Hackenbush on a tree, as a set of edges: the position is the list of its edges, each
/// pair `a < b`, pairs in increasing order, flattened. A move deletes one edge; then every edge
/// that no path of edges joins to `root` is deleted too.
pub struct TreeCut {
    pub root: u64,
}

impl TreeCut {
    /// The edges still joined to the root, by a search outward from it, kept in order.
    fn grounded(&self, edges: &[(u64, u64)]) -> Vec<u64> {
        let mut reached = vec![self.root];
        let mut grew = true;
        while grew {
            grew = false;
            for &(a, b) in edges {
                let (ra, rb) = (reached.contains(&a), reached.contains(&b));
                if ra != rb {
                    reached.push(if ra { b } else { a });
                    grew = true;
                }
            }
        }
        edges.iter().filter(|e| reached.contains(&e.0)).flat_map(|&(a, b)| [a, b]).collect()
    }
}

impl Rules for TreeCut {
    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        let edges: Vec<(u64, u64)> = p.chunks(2).map(|e| (e[0], e[1])).collect();
        (0..edges.len())
            .map(|i| {
                let rest: Vec<(u64, u64)> =
                    edges.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &e)| e).collect();
                self.grounded(&rest)
            })
            .collect()
    }
}

/// Chomp, played on the cells themselves: a position (row lengths, bottom row first) is turned
/// into its set of cells, a move picks a cell other than the corner (0, 0) and removes it with
/// every cell (r', c') with r' ≥ r and c' ≥ c, and the rows are counted again.
pub struct Chomp;

impl Rules for Chomp {
    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        let cells: Vec<(usize, u64)> =
            p.iter().enumerate().flat_map(|(r, &len)| (0..len).map(move |c| (r, c))).collect();
        let mut out = Vec::new();
        for &(r, c) in &cells {
            if (r, c) == (0, 0) {
                continue;
            }
            let mut rows = vec![0u64; p.len()];
            for &(r2, c2) in &cells {
                if !(r2 >= r && c2 >= c) {
                    rows[r2] += 1;
                }
            }
            out.push(rows);
        }
        out
    }
}

/// Which coins a move of a coin-turning game may turn, besides the head it turns to tails (the
/// rightmost coin turned), written from each game's definition.
#[derive(Debug, Clone, Copy)]
pub enum Turning {
    /// Turning Turtles: the head alone, or with one coin to its left.
    Turtles,
    /// Mock Turtles: the head alone, or with one or two coins to its left.
    Mock,
    /// The Ruler game: the head and any number of the coins just left of it, a run.
    Ruler,
}

/// A row of coins, `p[i]` 1 for heads and 0 for tails, with the moves of one coin-turning game.
pub struct CoinRow(pub Turning);

impl Rules for CoinRow {
    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for m in 0..p.len() {
            if p[m] != 1 {
                continue;
            }
            // The sets of other coins turned with the head at m, each a list of places left of m.
            let mut others: Vec<Vec<usize>> = vec![vec![]];
            match self.0 {
                Turning::Turtles => others.extend((0..m).map(|a| vec![a])),
                Turning::Mock => {
                    for a in 0..m {
                        others.push(vec![a]);
                        others.extend((0..a).map(|b| vec![b, a]));
                    }
                }
                Turning::Ruler => others.extend((0..m).map(|a| (a..m).collect())),
            }
            for set in others {
                let mut q = p.to_vec();
                q[m] = 0;
                for a in set {
                    q[a] = 1 - q[a];
                }
                out.push(q);
            }
        }
        out
    }
}
