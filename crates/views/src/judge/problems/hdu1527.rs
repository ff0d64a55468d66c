//! HDU 1527: Wythoff's game, does the first player win? (`1` / `0`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu1527",
    summary: "HDU 1527: Wythoff's game, does the first player win? (`1` / `0`)",
    sample: (include_str!("../samples/hdu1527.in"), include_str!("../samples/hdu1527.out")),
    sample_published: true,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    while let Some(a) = t.next("judge-what-pile")? {
        let b = t.expect("judge-what-second-pile")?;
        say(if wythoff::first_player_wins(a.value, b.value) { "1\n" } else { "0\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // Lines of a b <= 10^9 until the end of the input.
    for _ in 0..cases {
        let (a, b) = match wythoff::pair(size(rng, 0, 600_000_000)) {
            Some((a, b)) if rng.coin() && b <= 1_000_000_000 => (a, b),
            _ => (size(rng, 0, 1_000_000_000), size(rng, 0, 1_000_000_000)),
        };
        let (a, b) = if rng.coin() { (b, a) } else { (a, b) };
        s += &line(&[a, b]);
    }
    s
}
