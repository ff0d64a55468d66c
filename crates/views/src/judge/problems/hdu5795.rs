//! HDU 5795, "A Simple Nim": take any number from one heap, or split a heap into three non-empty
//! heaps (`First player wins.` / `Second player wins.`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu5795",
    summary: "HDU 5795: take any number, or split a heap into three non-empty heaps (`First player wins.` / `Second player wins.`)",
    sample: (include_str!("../samples/hdu5795.in"), include_str!("../samples/hdu5795.out")),
    sample_published: true,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    let mut values = Values::new(HeapRule::new(SplitThree))?;
    let cases = t.expect("judge-what-cases-T")?.value;
    for _ in 0..cases {
        let g = sum_of_heaps(t, &mut values, "judge-what-heaps-n")?;
        say(if g != 0 { "First player wins.\n" } else { "Second player wins.\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // T <= 100 cases of n <= 10^6 heaps, each in 1..10^9. Half the cases plant a lost
    // position in which a heap of 8k + 7 or 8k + 8 takes its swapped value: the sizes do
    // not XOR to 0, so a program that treats the heaps as Nim heaps answers them wrongly.
    // `swapped` is the problem's own formula, used only to plant; the answers come from
    // the solver above.
    let swapped = |h: u64| match h % 8 {
        7 => h + 1,
        0 => h - 1,
        _ => h,
    };
    s += &format!("{cases}\n");
    for _ in 0..cases {
        let n = rng.range(1, 4);
        let mut heaps = nim_heaps(rng, n, 1, 1_000_000_000);
        if rng.coin() {
            heaps = vec![8 * size(rng, 0, 124_999_998) + 7 + rng.range(0, 1), size(rng, 1, 1_000_000_000)];
            let rest = swapped(heaps[0]) ^ swapped(heaps[1]);
            if (1..=1_000_000_000).contains(&rest) {
                heaps.push(swapped(rest));
            }
        }
        s += &format!("{}\n{}", heaps.len(), line(&heaps));
    }
    s
}
