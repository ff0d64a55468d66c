//! HDU 1847: one heap, a move takes a power of two (`Kiki` / `Cici`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu1847",
    summary: "HDU 1847: one heap, a move takes a power of two (`Kiki` / `Cici`)",
    sample: (include_str!("../samples/hdu1847.in"), include_str!("../samples/hdu1847.out")),
    sample_published: true,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    let mut values = Values::new(HeapRule::subtraction(SubtractionSet::PowersOfTwo))?;
    while let Some(n) = t.next("judge-what-cards-n")? {
        say(if values.get(n)? != 0 { "Kiki\n" } else { "Cici\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // n in 1..=1000, one per line, until the end of the input.
    for _ in 0..cases {
        s += &line(&[size(rng, 1, 1000)]);
    }
    s
}
