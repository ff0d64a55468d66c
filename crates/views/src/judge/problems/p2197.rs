//! Luogu P2197: Nim, does the first player win? (`Yes` / `No`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "p2197",
    summary: "Luogu P2197: Nim, does the first player win? (`Yes` / `No`)",
    sample: (include_str!("../samples/p2197.in"), include_str!("../samples/p2197.out")),
    sample_published: true,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    let cases = t.expect("judge-what-cases")?.value;
    for _ in 0..cases {
        let n = t.expect("judge-what-heaps")?.value;
        let mut sum = 0;
        for _ in 0..n {
            sum ^= t.expect("judge-what-heap")?.value;
        }
        say(if sum != 0 { "Yes\n" } else { "No\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // T <= 10 groups; n <= 10^4 heaps, each below 10^4.
    s += &format!("{cases}\n");
    for _ in 0..cases {
        let n = rng.range(1, 6);
        s += &format!("{n}\n{}", line(&nim_heaps(rng, n, 0, 9_999)));
    }
    s
}
