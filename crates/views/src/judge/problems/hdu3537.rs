//! HDU 3537: Mock Turtles, the heads' coins given, a coin possibly named twice (`Yes`: the first player loses / `No`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu3537",
    summary: "HDU 3537: Mock Turtles, the heads' coins given, a coin possibly named twice (`Yes`: the first player loses / `No`)",
    sample: (include_str!("../samples/hdu3537.in"), include_str!("../samples/hdu3537.out")),
    sample_published: true,
    solve,
    random,
};

/// The most heads a case of HDU 3537 names (the problem's bound keeps a case's memory small).
pub const HDU3537_MOST_HEADS: u64 = 100;

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    while let Some(n) = t.next("judge-what-heads-n")? {
        if n.value > HDU3537_MOST_HEADS {
            return Err(n.place.error(message!("judge-too-many-heads", most = HDU3537_MOST_HEADS, found = n.value)));
        }
        let mut heads = Vec::new();
        for _ in 0..n.value {
            heads.push(t.expect("judge-what-head-coin")?.value);
        }
        // A coin named twice is one head: the position is the set of heads.
        let value = coins::mock_turtles_position(&heads).map_err(|e| n.place.refused(e))?;
        say(if value == 0 { "Yes\n" } else { "No\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // n in 0..=100 heads at coins below 10^8, until the end of the input. Half the cases
    // plant a lost row: the last head goes to the coin whose value is the XOR of the
    // others' (when that XOR is odious, every odious number being one coin's value), and
    // then the first coin is named once more, which must count once.
    for _ in 0..cases {
        // At most 99 drawn, so that the repeated coin keeps the case within 100 names.
        let n = size(rng, 0, 99);
        let mut heads: Vec<u64> = (0..n).map(|_| size(rng, 0, 99_999_999)).collect();
        if n >= 2 && rng.coin() {
            let rest = coins::mock_turtles_position(&heads[..n as usize - 1]).unwrap_or(0);
            if coins::is_odious(rest) && rest / 2 < 100_000_000 {
                heads[n as usize - 1] = rest / 2;
            }
            heads.push(heads[0]);
        }
        s += &format!("{}\n{}", heads.len(), line(&heads));
    }
    s
}
