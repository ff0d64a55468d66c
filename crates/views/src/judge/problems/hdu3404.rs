//! HDU 3404, "Switch lights": lights on a board; a move switches the four corners of a rectangle
//! (or the two ends of a segment, or one light) whose far corner is on (`Have a try, lxhgww.` /
//! `Don't waste your time.`).
//!
//! The problem's input format and bounds, its solver and its random inputs, in one file, listed
//! once in [`super::super::PROBLEMS`].

use super::super::prelude::*;

/// The problem.
pub static SPEC: Spec = Spec {
    name: "hdu3404",
    summary: "HDU 3404: lights at (x, y); a move switches the corners of a rectangle whose far corner is on (`Have a try, lxhgww.` / `Don't waste your time.`)",
    sample: (include_str!("../samples/hdu3404.in"), include_str!("../samples/hdu3404.out")),
    sample_published: true,
    solve,
    random,
};

fn solve(t: &mut Tokens<&mut dyn BufRead>, say: &mut Say<'_>) -> Result<(), JudgeError> {
    let cases = t.expect("judge-what-cases-T")?.value;
    for _ in 0..cases {
        let n = t.expect("judge-what-lights-n")?.value;
        let mut value = 0;
        for _ in 0..n {
            let x = t.expect("judge-what-light-row-x")?;
            let y = t.expect("judge-what-light-column-y")?;
            for at in [&x, &y] {
                if at.value == 0 {
                    return Err(at.place.error(message!("judge-lights-from-one")));
                }
            }
            // The Tartan theorem: a light at (x, y) is worth x ⊗ y, the game being the product
            // of two Turning Turtles rows (coins from 1), each coin n worth n.
            value ^= nim_product::nim_product(x.value, y.value);
        }
        say(if value != 0 { "Have a try, lxhgww.\n" } else { "Don't waste your time.\n" })?;
    }
    Ok(())
}

fn random(rng: &mut SplitMix64, cases: u64) -> String {
    let mut s = String::new();
    // T <= 100 cases of n <= 1000 lights at distinct places, 1 <= x, y <= 10^4. Half the cases
    // plant a lost position: the last light goes where it is worth v, the XOR of the others'
    // products, at a row x drawn at random and the column y = v ⊗ x⁻¹ (the numbers below 2^16
    // are a field, and every product here is below 2^16), when that column is on the board
    // and the place is free. The answers come from the solver.
    s += &format!("{cases}\n");
    for _ in 0..cases {
        let n = size(rng, 1, 1000);
        let mut lights: Vec<(u64, u64)> = Vec::new();
        while (lights.len() as u64) < n {
            let light = (size(rng, 1, 10_000), size(rng, 1, 10_000));
            if !lights.contains(&light) {
                lights.push(light);
            }
        }
        if n >= 2 && rng.coin() {
            let others = &lights[..lights.len() - 1];
            let v = others.iter().fold(0, |v, &(x, y)| v ^ nim_product::nim_product(x, y));
            for _ in 0..40 {
                let x = rng.range(1, 10_000);
                let y = nim_product::nim_product(v, inverse(x));
                if (1..=10_000).contains(&y) && !others.contains(&(x, y)) {
                    *lights.last_mut().expect("two or more") = (x, y);
                    break;
                }
            }
        }
        s += &format!("{}\n", lights.len());
        for (x, y) in lights {
            s += &format!("{x} {y}\n");
        }
    }
    s
}

/// The inverse of `x ≠ 0` among the numbers below 2^16, a field of 2^16 elements: x^(2^16 - 2).
fn inverse(x: u64) -> u64 {
    let (mut result, mut power, mut e) = (1, x, (1u64 << 16) - 2);
    while e > 0 {
        if e & 1 == 1 {
            result = nim_product::nim_product(result, power);
        }
        power = nim_product::nim_product(power, power);
        e >>= 1;
    }
    result
}
