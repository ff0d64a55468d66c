//! Nim multiplication (Conway, *On Numbers and Games*, ch. 6): the product under which the
//! numbers below `2^(2^k)` form a field with XOR as its addition. A leaf of the engine, pure and
//! exact in `u64` (the numbers below `2^64` are such a field, so every product of two `u64` is a
//! `u64`): the judge for HDU 3404 answers from it (`crates/views/src/judge/`), and the lesson
//! language offers `nim_product(a, b)` (`crates/views/src/environment.rs`). The two-dimensional
//! coin game of the lesson on nim multiplication is played on pages as a site game
//! (`games/switch-lights.rhai`), solved by the engine's search, so the page checks this product
//! against the game's values instead of relying on it.
//!
//! The product is defined by a mex, `x ⊗ y = mex { a⊗y ⊕ x⊗b ⊕ a⊗b : a < x, b < y }`, and
//! computed from two of Conway's facts about a Fermat 2-power `F = 2^(2^k)`: `F ⊗ x = F·x` for
//! `x < F`, and `F ⊗ F = F ⊕ F/2`. Writing `x = x1·F ⊕ x0` and `y = y1·F ⊕ y0` with all four
//! parts below `F`, distributivity gives
//! `x ⊗ y = ((x0⊕x1)⊗(y0⊕y1) ⊕ x0⊗y0)·F ⊕ x0⊗y0 ⊕ (x1⊗y1)⊗(F/2)`: three products of half the
//! width (as in Karatsuba's method), and one by `F/2`, itself below `F`.

/// The nim product `x ⊗ y`.
pub fn nim_product(x: u64, y: u64) -> u64 {
    product(x, y, 32)
}

/// `x ⊗ y` for `x, y < 2^(2·half)`, where `half` is a power of two (the bits of one half).
fn product(x: u64, y: u64, half: u32) -> u64 {
    if x < 2 || y < 2 {
        // 0 and 1 multiply as integers: 0 ⊗ y = 0 and 1 ⊗ y = y.
        return x * y;
    }
    // The smallest Fermat 2-power F = 2^half with both numbers below F² (a field of their own).
    let mut half = half;
    while half > 1 && (x >> half) == 0 && (y >> half) == 0 {
        half /= 2;
    }
    let mask = (1u64 << half) - 1;
    let (x1, x0) = (x >> half, x & mask);
    let (y1, y0) = (y >> half, y & mask);
    let low = product(x0, y0, half / 2);
    let high = product(x1, y1, half / 2);
    let both = product(x0 ^ x1, y0 ^ y1, half / 2);
    // F/2 = 2^(half - 1) is below F, a number of the smaller field.
    ((both ^ low) << half) ^ low ^ product(high, 1 << (half - 1), half / 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_products_are_the_mex_of_the_definition() {
        const N: usize = 40;
        let mut table = [[0u64; N]; N];
        for x in 0..N {
            for y in 0..N {
                // Numbers below 2^8 multiply below 2^8 (a field), so no value reaches 256.
                let mut seen = [false; 256];
                for a in 0..x {
                    for b in 0..y {
                        seen[(table[a][y] ^ table[x][b] ^ table[a][b]) as usize] = true;
                    }
                }
                table[x][y] = seen.iter().position(|&s| !s).unwrap() as u64;
                assert_eq!(nim_product(x as u64, y as u64), table[x][y], "{x} ⊗ {y}");
            }
        }
    }

    #[test]
    fn fermat_powers_behave_as_conway_says() {
        for half in [1u32, 2, 4, 8, 16, 32] {
            let f = 1u64 << half;
            if half < 32 {
                assert_eq!(nim_product(f, f), f ^ (f / 2), "F ⊗ F for F = 2^{half}");
            }
            for x in [1, 2, 3, f - 1].into_iter().filter(|&x| x < f) {
                assert_eq!(nim_product(f, x), f.wrapping_mul(x), "F ⊗ {x} for F = 2^{half}");
            }
        }
    }

    #[test]
    fn the_top_of_u64_stays_in_u64_and_has_inverses() {
        // Every non-zero number has an inverse, so no product of non-zero numbers is 0.
        for x in [u64::MAX, u64::MAX - 1, 1 << 63, 0x1234_5678_9abc_def0] {
            assert_ne!(nim_product(x, x), 0);
            assert_eq!(nim_product(x, 1), x);
            assert_eq!(nim_product(x, u64::MAX), nim_product(u64::MAX, x));
        }
    }
}
