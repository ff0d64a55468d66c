//! HDU 3595, "GG and MM": several pairs of heaps; a move in a pair takes a positive multiple of
//! one heap's size from the other, and each turn moves in every pair still in play (an Every-SG
//! sum); MM moves first (`MM` / `GG`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu3595",
    summary: "HDU 3595: pairs of heaps, a move takes a multiple of one heap from the other, every pair moved at each turn (`MM` / `GG`)",
    sample: (include_str!("../samples/hdu3595.in"), include_str!("../samples/hdu3595.out")),
    sample_published: false,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    while let Some(n) = t.next("judge-what-games-N")? {
        let mut longest = 0;
        for _ in 0..n.value {
            let p = t.expect("judge-what-game-first-p")?;
            let q = t.expect("judge-what-game-second-q")?;
            // The Every-SG theorem: the player to move wins exactly when the largest suspense
            // number among the games is odd.
            longest = longest.max(euclid::euclid_suspense(p.value, q.value));
        }
        say(if longest % 2 == 1 { "MM\n" } else { "GG\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // Test cases until the end of the input, each N <= 1000 games of heaps 1 <= p, q <= 1000;
    // a third of the cases hold many games, the others a few. Most pairs are won by the player
    // to move, so half the cases plant a lost sum: one game drawn among the lost pairs (even
    // suspense e), every other game drawn among the pairs of suspense below e (or a copy of the
    // lost one). The answers come from the solver.
    for _ in 0..cases {
        let n = if rng.range(0, 2) == 0 { size(rng, 1, 1000) } else { size(rng, 1, 4) };
        let draw = |rng: &mut SplitMix64| (size(rng, 1, 1000), size(rng, 1, 1000));
        let mut games: Vec<(u64, u64)> = (0..n).map(|_| draw(rng)).collect();
        if rng.coin() {
            let lost = (0..200).map(|_| draw(rng)).find(|&(p, q)| !euclid::euclid_wins(p, q)).unwrap_or((3, 2));
            let e = euclid::euclid_suspense(lost.0, lost.1);
            for game in &mut games {
                *game = (0..40).map(|_| draw(rng)).find(|&(p, q)| euclid::euclid_suspense(p, q) < e).unwrap_or(lost);
            }
            let at = rng.range(0, n - 1) as usize;
            games[at] = lost;
        }
        s += &format!("{n}\n");
        for (p, q) in games {
            s += &line(&[p, q]);
        }
    }
    s
}
