//! `verify sprague-grundy --game WORDS [--heaps H] [--max N]`: an exhaustive certificate of the
//! Sprague–Grundy theorem for one heap game. For every sum of up to `H` heaps, each from 0 to `N`
//! (as a multiset: a sum does not depend on the order of its heaps), the Grundy value found by
//! [`Search`] over the *whole* sum (mex over every move of every heap, no theorem used) is
//! compared with the XOR of the heaps' values from [`HeapValues`]. The work is bounded before it
//! starts: there are C(N + H, H) such sums, and more than [`MAX_SUMS`] is refused; the search
//! itself stops at its own state limit with an error rather than running on.
//!
//! One grammar for the command line and the lesson's ```` ```verify ```` block: the words after
//! the statement id are parsed by `crate::directive::certificate`.

use super::catalogue::Game;
use super::fact::{Arg, Fact};
use super::positions::Search;
use super::properties::Certificate;
use super::values::HeapValues;
use super::{GameError, err};

/// The statement's id, as written after `verify`.
pub const ID: &str = "sprague-grundy";
/// The most heaps in a sum.
pub const MAX_CERTIFIED_HEAPS: u64 = 6;
/// The most sums (multisets of heaps) one certificate checks.
pub const MAX_SUMS: u64 = 20_000;
/// Heaps in a sum when `--heaps` is not given.
pub const DEFAULT_HEAPS: u64 = 3;
/// The largest heap when `--max` is not given.
pub const DEFAULT_MAX: u64 = 8;

/// What to check: a heap game, sums of up to `heaps` heaps, each at most `max`.
#[derive(Debug, Clone)]
pub struct CertificateRequest {
    /// The game (its rules only; checked in normal play).
    pub game: Game,
    /// The words that named the game.
    pub game_words: String,
    /// The most heaps in a sum.
    pub heaps: u64,
    /// The largest heap.
    pub max: u64,
}

/// C(n + k, k), the number of multisets of `k` heaps from 0 to `n`; `None` past `u64`.
pub fn sums(n: u64, k: u64) -> Option<u64> {
    let mut c: u128 = 1;
    for i in 1..=u128::from(k) {
        c = c * (u128::from(n) + i) / i;
        if c > u128::from(u64::MAX) {
            return None;
        }
    }
    u64::try_from(c).ok()
}

/// Checks the theorem for the request; refuses before any work if the range is too large.
pub fn certify(request: &CertificateRequest) -> Result<Certificate, GameError> {
    let (h, n) = (request.heaps, request.max);
    if h == 0 || h > MAX_CERTIFIED_HEAPS {
        return err("refusal-certificate-heaps", [("max", Arg::from(MAX_CERTIFIED_HEAPS))]);
    }
    let count = sums(n, h).filter(|&c| c <= MAX_SUMS).ok_or_else(|| {
        let args = [("heaps", Arg::from(h)), ("max", Arg::from(n)), ("limit", Arg::from(MAX_SUMS))];
        match sums(n, h) {
            Some(count) => GameError::invalid("refusal-certificate-sums", args).with("count", count),
            None => GameError::invalid("refusal-certificate-sums-huge", args),
        }
    })?;
    let rule = request.game.heap_rule().ok_or_else(|| GameError::invalid("refusal-not-heaps", []))?;
    let values = HeapValues::new(rule, n)?;
    let mut game = request.game.clone();
    game.misere = false;
    let mut search = Search::new(&game);
    let mut tuple = vec![0u64; h as usize];
    let (mut checked, mut counterexample) = (0u64, None);
    loop {
        // Empty heaps dropped, so the search meets each sum in one form (`x >= 0`, which keeps
        // them, gives the same verdicts and counts: a heap of 0 adds no move and no value).
        let heaps: Vec<u64> = tuple.iter().copied().filter(|&x| x > 0).collect();
        let searched = search.grundy(&heaps).map_err(|e| match e {
            GameError::Invalid { reason } | GameError::TooLarge { reason, .. } => GameError::invalid(
                "refusal-certificate-search",
                [("sum", Arg::from(crate::error::tuple(&heaps))), ("cause", Arg::from(reason))],
            ),
            rule => rule,
        })?;
        let xor = values.option_value(&heaps)?;
        checked += 1;
        if searched != xor && counterexample.is_none() {
            counterexample = Some(Fact::new(
                "verify-case-sums",
                [("heaps", format!("{heaps:?}").into()), ("searched", Arg::from(searched)), ("xor", Arg::from(xor))],
            ));
        }
        // The next non-decreasing tuple.
        let Some(i) = (0..tuple.len()).rev().find(|&i| tuple[i] < n) else { break };
        let v = tuple[i] + 1;
        tuple[i..].iter_mut().for_each(|x| *x = v);
    }
    debug_assert_eq!(checked, count);
    let domain = Fact::new(
        "verify-domain-sprague-grundy",
        [
            ("game", request.game.title().into()),
            ("heaps", Arg::from(h)),
            ("max", Arg::from(n)),
            ("count", Arg::from(count)),
            ("searched", Arg::from(search.visited())),
            ("things", Arg::Text(request.game.things().name().to_string())),
        ],
    );
    Ok(Certificate::new(ID, domain, checked, counterexample))
}
