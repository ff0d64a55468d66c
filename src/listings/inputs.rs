//! Inputs for tested listings: each judge problem's published samples (`samples/`, the only
//! copy: the `cli` tests run `nimbook judge` on the same files) and random inputs within the problem's published limits, kept small
//! (one to three cases) so that a failing input can be quoted whole in the message. Losing
//! positions are planted on purpose (a heap equal to the XOR of the others, a Wythoff pair, a
//! multiple of m + 1), since random positions are nearly always won.

use crate::games::{coins, fibonacci, wythoff};
use crate::judge::Problem;

/// The seeded generator of the listings' random inputs: the same seed gives the same inputs.
pub type Rng = crate::rng::SplitMix64;

/// Mostly small numbers (where the structure shows), sometimes anything up to `hi`.
pub fn size(rng: &mut Rng, lo: u64, hi: u64) -> u64 {
    if rng.coin() { rng.range(lo, hi.min(lo + 20)) } else { rng.range(lo, hi) }
}

/// A problem's published sample input and output.
pub fn sample(problem: Problem) -> (&'static str, &'static str) {
    match problem {
        Problem::P2197 => (include_str!("samples/p2197.in"), include_str!("samples/p2197.out")),
        Problem::Hdu1850 => (include_str!("samples/hdu1850.in"), include_str!("samples/hdu1850.out")),
        Problem::Hdu1527 => (include_str!("samples/hdu1527.in"), include_str!("samples/hdu1527.out")),
        Problem::Hdu1846 => (include_str!("samples/hdu1846.in"), include_str!("samples/hdu1846.out")),
        Problem::Hdu1536 => (include_str!("samples/hdu1536.in"), include_str!("samples/hdu1536.out")),
        Problem::Hdu1847 => (include_str!("samples/hdu1847.in"), include_str!("samples/hdu1847.out")),
        Problem::Hdu1848 => (include_str!("samples/hdu1848.in"), include_str!("samples/hdu1848.out")),
        Problem::Hdu3032 => (include_str!("samples/hdu3032.in"), include_str!("samples/hdu3032.out")),
        Problem::Hdu2516 => (include_str!("samples/hdu2516.in"), include_str!("samples/hdu2516.out")),
        Problem::Hdu3094 => (include_str!("samples/hdu3094.in"), include_str!("samples/hdu3094.out")),
        Problem::Poj2484 => (include_str!("samples/poj2484.in"), include_str!("samples/poj2484.out")),
        Problem::Hdu1907 => (include_str!("samples/hdu1907.in"), include_str!("samples/hdu1907.out")),
        Problem::Hdu3537 => (include_str!("samples/hdu3537.in"), include_str!("samples/hdu3537.out")),
    }
}

/// `count` heaps in `lo..=hi`; half the time the last is replaced by the XOR of the others (when
/// that is within the limits), which makes the nim-sum 0.
fn nim_heaps(rng: &mut Rng, count: u64, lo: u64, hi: u64) -> Vec<u64> {
    let mut heaps: Vec<u64> = (0..count).map(|_| size(rng, lo, hi)).collect();
    if count >= 2 && rng.coin() {
        let rest = heaps[..heaps.len() - 1].iter().fold(0, |a, &x| a ^ x);
        if (lo..=hi).contains(&rest) {
            *heaps.last_mut().expect("two or more") = rest;
        }
    }
    heaps
}

fn line(values: &[u64]) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(" ") + "\n"
}

/// A random input for `problem`, within its published limits.
pub fn random(problem: Problem, rng: &mut Rng) -> String {
    let cases = rng.range(1, 3);
    let mut s = String::new();
    match problem {
        Problem::P2197 => {
            // T <= 10 groups; n <= 10^4 heaps, each below 10^4.
            s += &format!("{cases}\n");
            for _ in 0..cases {
                let n = rng.range(1, 6);
                s += &format!("{n}\n{}", line(&nim_heaps(rng, n, 0, 9_999)));
            }
        }
        Problem::Hdu1850 => {
            // 1 < M <= 100 piles of 1..=10^6; M = 0 ends.
            for _ in 0..cases {
                let m = rng.range(2, 7);
                s += &format!("{m}\n{}", line(&nim_heaps(rng, m, 1, 1_000_000)));
            }
            s += "0\n";
        }
        Problem::Hdu1527 => {
            // Lines of a b <= 10^9 until the end of the input.
            for _ in 0..cases {
                let (a, b) = match wythoff::pair(size(rng, 0, 600_000_000)) {
                    Some((a, b)) if rng.coin() && b <= 1_000_000_000 => (a, b),
                    _ => (size(rng, 0, 1_000_000_000), size(rng, 0, 1_000_000_000)),
                };
                let (a, b) = if rng.coin() { (b, a) } else { (a, b) };
                s += &line(&[a, b]);
            }
        }
        Problem::Hdu1846 => {
            // C test cases of n, m in 1..=1000.
            s += &format!("{cases}\n");
            for _ in 0..cases {
                let m = size(rng, 1, 1000);
                let n = if rng.coin() { (m + 1) * rng.range(1, 1000 / (m + 1)).max(1) } else { size(rng, 1, 1000) };
                s += &line(&[n.min(1000), m]);
            }
        }
        Problem::Hdu1536 => {
            // k <= 100 amounts in 1..=10^4; m <= 100 positions of l <= 100 heaps in 0..=10^4.
            for _ in 0..cases {
                let k = rng.range(1, 4);
                let set: Vec<u64> = (0..k).map(|_| size(rng, 1, 10_000)).collect();
                s += &format!("{k} {}", line(&set));
                let m = rng.range(1, 4);
                s += &format!("{m}\n");
                for _ in 0..m {
                    let l = rng.range(1, 4);
                    let heaps: Vec<u64> = (0..l).map(|_| size(rng, 0, 10_000)).collect();
                    s += &format!("{l} {}", line(&heaps));
                }
            }
            s += "0\n";
        }
        Problem::Hdu1847 => {
            // n in 1..=1000, one per line, until the end of the input.
            for _ in 0..cases {
                s += &line(&[size(rng, 1, 1000)]);
            }
        }
        Problem::Hdu1848 => {
            // m n p in 1..=1000; 0 0 0 ends.
            for _ in 0..cases {
                s += &line(&[size(rng, 1, 1000), size(rng, 1, 1000), size(rng, 1, 1000)]);
            }
            s += "0 0 0\n";
        }
        Problem::Hdu3032 => {
            // T cases of N <= 10^6 heaps, each in 1..2^31.
            s += &format!("{cases}\n");
            for _ in 0..cases {
                let n = rng.range(1, 4);
                s += &format!("{n}\n{}", line(&nim_heaps(rng, n, 1, (1 << 31) - 1)));
            }
        }
        Problem::Hdu2516 => {
            // n in 2..2^31, one per line; 0 ends. Half the heaps are Fibonacci numbers (the
            // lost starts), which random heaps almost never are; a quarter of those are the largest
            // below 2^31, which a list built to a smaller bound (10^9, say) misses.
            let fib = fibonacci::fibonacci_upto((1 << 31) - 1);
            for _ in 0..cases {
                let n = if rng.coin() {
                    let i =
                        if rng.range(0, 3) == 0 { fib.len() - 1 } else { rng.range(1, fib.len() as u64 - 1) as usize };
                    fib[i]
                } else {
                    size(rng, 2, (1 << 31) - 1)
                };
                s += &line(&[n]);
            }
            s += "0\n";
        }
        Problem::Hdu3094 => {
            // T cases of a random tree on N <= 12 vertices: each vertex hangs from an earlier one,
            // then the labels 2..N are shuffled and each edge is written either way round, as the
            // problem's undirected edges are. Half the cases are two copies of one branch on the
            // root (value g XOR g = 0), since random trees are mostly won.
            s += &format!("{cases}\n");
            for _ in 0..cases {
                let twin = rng.coin();
                let half = rng.range(1, 6) as usize;
                let n = if twin { 2 * half + 1 } else { rng.range(1, 12) as usize };
                let mut parent = vec![0usize; n + 1];
                for v in 2..=n {
                    parent[v] = if twin && v > half + 1 {
                        // The twin of vertex v - half: same shape, shifted labels.
                        let p = parent[v - half];
                        if p == 1 { 1 } else { p + half }
                    } else {
                        rng.range(1, v as u64 - 1) as usize
                    };
                }
                let mut label: Vec<usize> = (0..=n).collect();
                for i in (3..=n).rev() {
                    let j = rng.range(2, i as u64) as usize;
                    label.swap(i, j);
                }
                s += &format!("{n}\n");
                for v in 2..=n {
                    let (a, b) = (label[v], label[parent[v]]);
                    s += &if rng.coin() { format!("{a} {b}\n") } else { format!("{b} {a}\n") };
                }
            }
        }
        Problem::Poj2484 => {
            // n in 1..=10^6, one per line; 0 ends. The small circles 1, 2 and 3 (where the answer
            // changes) come often, and so does the largest, 10^6.
            for _ in 0..cases {
                let n = match rng.range(0, 3) {
                    0 => rng.range(1, 3),
                    1 => 1_000_000,
                    _ => size(rng, 1, 1_000_000),
                };
                s += &line(&[n]);
            }
            s += "0\n";
        }
        Problem::Hdu1907 => {
            // T <= 474 cases of N <= 47 colours, each of 1 to 4747 M&Ms. Half the cases are all
            // ones (the endgame, decided by parity), the others Nim heaps with a planted XOR of 0.
            s += &format!("{cases}\n");
            for _ in 0..cases {
                let n = rng.range(1, 6);
                let heaps = if rng.coin() { vec![1; n as usize] } else { nim_heaps(rng, n, 1, 4747) };
                s += &format!("{n}\n{}", line(&heaps));
            }
        }
        Problem::Hdu3537 => {
            // n in 0..=100 heads at coins below 10^8, until the end of the input. Half the cases
            // plant a lost row: the last head goes to the coin whose value is the XOR of the
            // others' (when that XOR is odious, every odious number being one coin's value), and
            // then the first coin is named once more, which must count once.
            for _ in 0..cases {
                // At most 99 drawn, so that the repeated coin keeps the case within 100 names.
                let n = size(rng, 0, 99);
                let mut heads: Vec<u64> = (0..n).map(|_| size(rng, 0, 99_999_999)).collect();
                if n >= 2 && rng.coin() {
                    let rest = coins::mock_turtles_position(&heads[..n as usize - 1]).unwrap_or(0);
                    if coins::is_odious(rest) && rest / 2 < 100_000_000 {
                        heads[n as usize - 1] = rest / 2;
                    }
                    heads.push(heads[0]);
                }
                s += &format!("{}\n{}", heads.len(), line(&heads));
            }
        }
    }
    s
}
