//! HDU 2516: Fibonacci Nim, one heap, a move takes at most twice the previous take (`First win` / `Second win`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu2516",
    summary: "HDU 2516: Fibonacci Nim, one heap, a move takes at most twice the previous take (`First win` / `Second win`)",
    sample: (include_str!("../samples/hdu2516.in"), include_str!("../samples/hdu2516.out")),
    sample_published: true,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    while let Some(n) = t.next("judge-what-stones-n")? {
        if n.value == 0 {
            break;
        }
        // The first move takes 1 to n - 1, so a game needs n >= 2 (the problem's own bound).
        let wins = fibonacci::first_player_wins(n.value).map_err(|e| n.place.refused(e))?;
        say(if wins { "First win\n" } else { "Second win\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // n in 2..2^31, one per line; 0 ends. Half the heaps are Fibonacci numbers (the
    // lost starts), which random heaps almost never are; a quarter of those are the largest
    // below 2^31, which a list built to a smaller bound (10^9, say) misses.
    let fib = fibonacci::fibonacci_upto((1 << 31) - 1);
    for _ in 0..cases {
        let n = if rng.coin() {
            let i = if rng.range(0, 3) == 0 { fib.len() - 1 } else { rng.range(1, fib.len() as u64 - 1) as usize };
            fib[i]
        } else {
            size(rng, 2, (1 << 31) - 1)
        };
        s += &line(&[n]);
    }
    s += "0\n";
    s
}
