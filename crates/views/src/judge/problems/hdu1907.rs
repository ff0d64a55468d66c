//! HDU 1907 (also POJ 3480, Luogu P4279): misère Nim, whoever eats the last M&M loses (`John` / `Brother`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu1907",
    summary: "HDU 1907 (also POJ 3480, Luogu P4279): misère Nim, whoever eats the last M&M loses (`John` / `Brother`)",
    sample: (include_str!("../samples/hdu1907.in"), include_str!("../samples/hdu1907.out")),
    sample_published: true,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    let cases = t.expect("judge-what-cases-T")?.value;
    for _ in 0..cases {
        let n = t.expect("judge-what-colours-N")?.value;
        // The heaps are read one at a time: the verdict needs only what `SjSum` keeps.
        let mut sum = antisg::SjSum::default();
        for _ in 0..n {
            sum.add(t.expect("judge-what-colour-count")?.value);
        }
        say(if sum.first_player_wins() { "John\n" } else { "Brother\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // T <= 474 cases of N <= 47 colours, each of 1 to 4747 M&Ms. Half the cases are all
    // ones (the endgame, decided by parity), the others Nim heaps with a planted XOR of 0.
    s += &format!("{cases}\n");
    for _ in 0..cases {
        let n = rng.range(1, 6);
        let heaps = if rng.coin() { vec![1; n as usize] } else { nim_heaps(rng, n, 1, 4747) };
        s += &format!("{n}\n{}", line(&heaps));
    }
    s
}
