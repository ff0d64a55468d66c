//! HDU 1536 (S-Nim): a subtraction set per case, then positions of several heaps (`W` / `L`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu1536",
    summary: "HDU 1536 (S-Nim): a subtraction set per case, then positions of several heaps (`W` / `L`)",
    sample: (include_str!("../samples/hdu1536.in"), include_str!("../samples/hdu1536.out")),
    sample_published: true,
    solve,
    random,
};

/// The largest amount HDU 1536 allows in a subtraction set (the model's own bound too).
pub const HDU1536_MAX_AMOUNT: u64 = nimbook_engine::limits::MAX_SET_MEMBER;
/// The largest heap HDU 1536's statement allows (h ≤ 10000): heaps up to it are read from a
/// table made by the mex rule alone; a larger one is answered too, by the model's period.
pub const HDU1536_MAX_HEAP: u64 = 10_000;

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // k <= 100 amounts in 1..=10^4; m <= 100 positions of l <= 100 heaps in 0..=10^4.
    for _ in 0..cases {
        let k = rng.range(1, 4);
        let set: Vec<u64> = (0..k).map(|_| size(rng, 1, 10_000)).collect();
        s += &format!("{k} {}", line(&set));
        let m = rng.range(1, 4);
        s += &format!("{m}\n");
        for _ in 0..m {
            let l = rng.range(1, 4);
            let heaps: Vec<u64> = (0..l).map(|_| size(rng, 0, 10_000)).collect();
            s += &format!("{l} {}", line(&heaps));
        }
    }
    s += "0\n";
    s
}

/// Cases of a subtraction set and positions, until a set of size 0.
fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    while let Some(k) = t.next("judge-what-set-size-k")? {
        if k.value == 0 {
            break;
        }
        let mut set = Vec::new();
        for _ in 0..k.value {
            let s = t.expect("judge-what-set-amount")?;
            if s.value == 0 || s.value > HDU1536_MAX_AMOUNT {
                return Err(s.place.error(message!(
                    "judge-set-amount-out-of-range",
                    amount = s.value,
                    most = HDU1536_MAX_AMOUNT
                )));
            }
            set.push(s.value);
        }
        set.sort_unstable();
        set.dedup();
        // The set is built directly: HDU allows 100 amounts, more than a lesson's `--set` (64);
        // each amount is within the model's bound, so a period search, if a heap past the
        // statement's bound needs one, stays bounded.
        let mut values = Values::subtraction(SubtractionSet::Finite(set), HDU1536_MAX_HEAP)?;
        let m = t.expect("judge-what-positions-m")?.value;
        for _ in 0..m {
            let g = sum_of_heaps(t, &mut values, "judge-what-heaps-l")?;
            say(if g != 0 { "W" } else { "L" })?;
        }
        say("\n")?;
    }
    Ok(())
}
