//! POJ 2484: coins in a circle, a move takes one coin or two adjacent ones (`Alice` / `Bob`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "poj2484",
    summary: "POJ 2484: coins in a circle, a move takes one coin or two adjacent ones (`Alice` / `Bob`)",
    sample: (include_str!("../samples/poj2484.in"), include_str!("../samples/poj2484.out")),
    sample_published: true,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    // A circle of n coins is not a heap, but its first move opens it: taking one coin
    // leaves a row of n - 1, taking two leaves a row of n - 2, and a row is a Kayles heap
    // (octal 0.77). Alice wins exactly when one of these rows has Grundy value 0.
    let kayles = Octal::parse("0.77").map_err(JudgeError::Refused)?;
    let mut values = Values::new(HeapRule::octal(kayles))?;
    while let Some(n) = t.next("judge-what-coins-n")? {
        if n.value == 0 {
            break;
        }
        let mut alice = false;
        for take in 1..=n.value.min(2) {
            let row = Number { value: n.value - take, place: n.place };
            alice = alice || values.get(row)? == 0;
        }
        say(if alice { "Alice\n" } else { "Bob\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // n in 1..=10^6, one per line; 0 ends. The small circles 1, 2 and 3 (where the answer
    // changes) come often, and so does the largest, 10^6.
    for _ in 0..cases {
        let n = match rng.range(0, 3) {
            0 => rng.range(1, 3),
            1 => 1_000_000,
            _ => size(rng, 1, 1_000_000),
        };
        s += &line(&[n]);
    }
    s += "0\n";
    s
}
