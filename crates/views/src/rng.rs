//! The one seeded random number generator of nimbook (SplitMix64), shared by everything that
//! draws at random and must draw the same again from the same seed: exercise sheets and the
//! random inputs of tested listings.

/// A small seeded random number generator (SplitMix64): the same seed gives the same numbers on
/// every machine and with every version of the dependencies.
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n ≥ 1), every one equally likely.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0)");
        // 2^64 mod n values at the top would make the small numbers more likely: redraw them.
        let skip = (u64::MAX % n + 1) % n;
        loop {
            let x = self.next_u64();
            if x <= u64::MAX - skip {
                return x % n;
            }
        }
    }

    /// A number in `lo..=hi`, every one equally likely.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        match (hi - lo).checked_add(1) {
            Some(n) => lo + self.below(n),
            None => self.next_u64(),
        }
    }

    /// True with probability 1/2.
    pub fn coin(&mut self) -> bool {
        self.next_u64() & 1 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix_is_the_published_generator_and_ranges_hold() {
        assert_eq!(SplitMix64::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
        let mut r = SplitMix64::new(7);
        for _ in 0..1000 {
            let x = r.range(3, 9);
            assert!((3..=9).contains(&x));
        }
        let _ = r.range(0, u64::MAX);
    }
}
