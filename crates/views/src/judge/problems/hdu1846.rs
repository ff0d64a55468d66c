//! HDU 1846: Bash game, `first` or `second`?.
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu1846",
    summary: "HDU 1846: Bash game, `first` or `second`?",
    sample: (include_str!("../samples/hdu1846.in"), include_str!("../samples/hdu1846.out")),
    sample_published: true,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    let cases = t.expect("judge-what-cases")?.value;
    for _ in 0..cases {
        let n = t.expect("judge-what-stones-n")?;
        let m = t.expect("judge-what-move-limit-m")?;
        if m.value == 0 {
            return Err(m.place.error(message!("judge-move-limit-zero")));
        }
        let bash = nim::NimRules { misere: false, max_take: Some(m.value) };
        say(if nim::first_player_wins(&[n.value], bash) { "first\n" } else { "second\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // C test cases of n, m in 1..=1000.
    s += &format!("{cases}\n");
    for _ in 0..cases {
        let m = size(rng, 1, 1000);
        let n = if rng.coin() { (m + 1) * rng.range(1, 1000 / (m + 1)).max(1) } else { size(rng, 1, 1000) };
        s += &line(&[n.min(1000), m]);
    }
    s
}
