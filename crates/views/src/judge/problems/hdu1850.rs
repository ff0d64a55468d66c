//! HDU 1850: Nim, how many winning first moves?.
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu1850",
    summary: "HDU 1850: Nim, how many winning first moves?",
    sample: (include_str!("../samples/hdu1850.in"), include_str!("../samples/hdu1850.out")),
    sample_published: true,
    solve,
    random,
};

/// The most piles a case of HDU 1850 has (its statement's bound, 0 < M ≤ 100): one case's piles
/// are held, so this bounds the judge's memory.
pub const HDU1850_MAX_PILES: u64 = 100;

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    while let Some(m) = t.next("judge-what-piles")? {
        if m.value == 0 {
            break;
        }
        if m.value > HDU1850_MAX_PILES {
            return Err(m.place.error(message!("judge-too-many-piles", most = HDU1850_MAX_PILES, found = m.value)));
        }
        // One case's heaps are kept (at most 100): the count of winning moves needs their
        // XOR first.
        let heaps =
            (0..m.value).map(|_| t.expect("judge-what-pile").map(|n| n.value)).collect::<Result<Vec<_>, _>>()?;
        let count = nim::winning_moves(&heaps, nim::NimRules::default()).len();
        say(&format!("{count}\n"))?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // 1 < M <= 100 piles of 1..=10^6; M = 0 ends.
    for _ in 0..cases {
        let m = rng.range(2, 7);
        s += &format!("{m}\n{}", line(&nim_heaps(rng, m, 1, 1_000_000)));
    }
    s += "0\n";
    s
}
