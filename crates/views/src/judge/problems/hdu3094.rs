//! HDU 3094: Green Hackenbush on a tree rooted at vertex 1, a move cuts an edge and what hangs from it falls (`Alice` / `Bob`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu3094",
    summary: "HDU 3094: Green Hackenbush on a tree rooted at vertex 1, a move cuts an edge and what hangs from it falls (`Alice` / `Bob`)",
    sample: (include_str!("../samples/hdu3094.in"), include_str!("../samples/hdu3094.out")),
    sample_published: true,
    solve,
    random,
};

/// The most vertices HDU 3094 allows in one tree (its statement's bound, N ≤ 10^5): one case's
/// edges are held, so this bounds the judge's memory.
pub const HDU3094_MAX_VERTICES: u64 = 100_000;

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    let cases = t.expect("judge-what-cases-T")?.value;
    for _ in 0..cases {
        let n = t.expect("judge-what-vertices-N")?;
        if n.value == 0 || n.value > HDU3094_MAX_VERTICES {
            return Err(n.place.error(message!("judge-tree-size", most = HDU3094_MAX_VERTICES, found = n.value)));
        }
        let mut edges = Vec::with_capacity(n.value as usize - 1);
        for _ in 1..n.value {
            let a = t.expect("judge-what-edge-first-I")?;
            let b = t.expect("judge-what-edge-second-J")?;
            edges.push((a.value as usize, b.value as usize));
        }
        let wins = hackenbush::first_player_wins(n.value as usize, &edges).map_err(|e| n.place.refused_tree(e))?;
        say(if wins { "Alice\n" } else { "Bob\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
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
    s
}
