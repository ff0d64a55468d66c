//! HDU 3032: Lasker's Nim, take any number or split a heap in two (`Alice` / `Bob`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu3032",
    summary: "HDU 3032: Lasker's Nim, take any number or split a heap in two (`Alice` / `Bob`)",
    sample: (include_str!("../samples/hdu3032.in"), include_str!("../samples/hdu3032.out")),
    sample_published: true,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    let mut values = Values::new(HeapRule::lasker())?;
    let cases = t.expect("judge-what-cases-T")?.value;
    for _ in 0..cases {
        let g = sum_of_heaps(t, &mut values, "judge-what-heaps-N")?;
        say(if g != 0 { "Alice\n" } else { "Bob\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // T cases of N <= 10^6 heaps, each in 1..2^31.
    s += &format!("{cases}\n");
    for _ in 0..cases {
        let n = rng.range(1, 4);
        s += &format!("{n}\n{}", line(&nim_heaps(rng, n, 1, (1 << 31) - 1)));
    }
    s
}
