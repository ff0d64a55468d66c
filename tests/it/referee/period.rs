//! Residue counting for heaps far beyond any table: the referee finds a period in its own
//! table of Grundy values (checked over a stretch much longer than the period) and counts
//! the options of a huge heap with a given value per residue class, with exact arithmetic.

/// The least (pre-period, period) with g(n + p) = g(n) for every n ≥ pre-period in `g`, where
/// the stretch checked is at least three periods long.
pub fn find_period(g: &[u64]) -> Option<(usize, usize)> {
    let len = g.len();
    for p in 1..len / 4 {
        // The first place from which the table repeats with period p up to its end.
        let mut start = len - p;
        while start > 0 && g[start - 1] == g[start - 1 + p] {
            start -= 1;
        }
        if len - start >= 3 * p + 60 {
            return Some((start, p));
        }
    }
    None
}

/// A table with a known period: g(n) for every n.
pub struct Periodic {
    pub table: Vec<u64>,
    pub pre: usize,
    pub period: usize,
}

impl Periodic {
    pub fn new(table: Vec<u64>) -> Self {
        let (pre, period) = find_period(&table).expect("the table shows a period");
        Periodic { table, pre, period }
    }

    pub fn value(&self, n: u64) -> u64 {
        if n < self.table.len() as u64 {
            return self.table[n as usize];
        }
        let (pre, p) = (self.pre as u64, self.period as u64);
        self.table[(pre + (n - pre) % p) as usize]
    }

    /// How many n in `lo..=hi` have g(n) = v: the table up to the pre-period (and a bit
    /// beyond), then whole periods counted per residue class.
    pub fn count_in(&self, lo: u64, hi: u64, v: u64) -> u128 {
        if lo > hi {
            return 0;
        }
        let (pre, p) = (self.pre as u64, self.period as u64);
        let mut count = 0u128;
        // Below the pre-period, one by one.
        let direct_end = hi.min(pre.saturating_sub(1));
        if lo <= direct_end && lo < pre {
            count += (lo..=direct_end).filter(|&n| self.table[n as usize] == v).count() as u128;
        }
        let lo = lo.max(pre);
        if lo > hi {
            return count;
        }
        for r in 0..p {
            if self.table[(pre + r) as usize] != v {
                continue;
            }
            // n = pre + r + j p in lo..=hi.
            count += numbers_of_class(lo - pre, hi - pre, r, p);
        }
        count
    }
}

/// How many m in `lo..=hi` have m ≡ r (mod p).
pub fn numbers_of_class(lo: u64, hi: u64, r: u64, p: u64) -> u128 {
    let upto = |x: u64| -> u128 { if x < r { 0 } else { ((x - r) / p) as u128 + 1 } };
    upto(hi) - if lo == 0 { 0 } else { upto(lo - 1) }
}

#[test]
fn residue_counting_agrees_with_counting_one_by_one() {
    let table: Vec<u64> = (0..400u64).map(|n| if n < 7 { n } else { [3, 1, 4, 1, 5][(n % 5) as usize] }).collect();
    let t = Periodic::new(table.clone());
    assert_eq!((t.pre, t.period), (7, 5), "3, 1, 4, 1, 5 repeats from n = 7");
    for (lo, hi) in [(0, 399), (3, 17), (6, 6), (100, 250), (9, 8)] {
        for v in 0..7 {
            let direct = (lo..=hi).filter(|&n: &u64| n <= hi && table[n as usize] == v).count() as u128;
            assert_eq!(t.count_in(lo, hi, v), direct, "{lo}..={hi} value {v}");
        }
    }
}
