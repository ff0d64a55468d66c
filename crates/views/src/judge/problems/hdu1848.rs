//! HDU 1848: three heaps, a move takes a Fibonacci number (`Fibo` / `Nacci`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu1848",
    summary: "HDU 1848: three heaps, a move takes a Fibonacci number (`Fibo` / `Nacci`)",
    sample: (include_str!("../samples/hdu1848.in"), include_str!("../samples/hdu1848.out")),
    sample_published: true,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    let mut values = Values::new(HeapRule::subtraction(SubtractionSet::Fibonacci))?;
    while let Some(m) = t.next("judge-what-heap-m")? {
        let n = t.expect("judge-what-heap-n")?;
        let p = t.expect("judge-what-heap-p")?;
        if m.value == 0 && n.value == 0 && p.value == 0 {
            break;
        }
        let g = values.get(m)? ^ values.get(n)? ^ values.get(p)?;
        say(if g != 0 { "Fibo\n" } else { "Nacci\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // m n p in 1..=1000; 0 0 0 ends.
    for _ in 0..cases {
        s += &line(&[size(rng, 1, 1000), size(rng, 1, 1000), size(rng, 1, 1000)]);
    }
    s += "0 0 0\n";
    s
}
