//! Drawing the problems of a sheet: random positions from each [`Section`]'s settings, kept
//! when they are allowed (not trivial unless asked, won for the player to move under
//! `--winning-only`, not asked before), and answered by the engine's one worked example,
//! computed in the sheet's language ([`directive::compute`]). Nothing here knows a particular
//! game: the model decides.
//!
//! Drawing never loops forever: a position is sampled a bounded number of times, then the
//! allowed positions are listed in a fixed order and chosen from; if none is allowed the
//! command says so.

use super::{Section, Settings};
use crate::directive::{self, Example, Request};
use crate::error::{Error, Result};
use crate::games::GameError;
use crate::games::analysis::{GameExample, Solver};
use crate::games::catalogue::{Game, Shape};
use crate::games::positions::steps;
pub use crate::rng::SplitMix64;
use crate::views::i18n::{Lang, Messages};
use std::collections::BTreeSet;
use std::ops::ControlFlow;

/// How many random positions are tried for one problem before the allowed ones are listed.
const SAMPLE_TRIES: usize = 400;
/// The most positions listed when sampling found nothing.
const LIST_LIMIT: usize = 100_000;

/// One problem of a sheet.
#[derive(Debug, Clone)]
pub struct Exercise {
    /// Its number on the sheet, from 1 (numbering runs on across sections).
    pub number: usize,
    /// Its section, from 0.
    pub section: usize,
    /// The position.
    pub position: Vec<u64>,
    /// The words of an `example` block that pose it, e.g. `kayles 5 9`.
    pub words: String,
    /// The engine's worked example: the key's answer.
    pub example: GameExample,
}

/// True when a position is no exercise: the game is over; or (normal play) one move ends it,
/// like `wythoff 5 5` or a single Nim heap; or (normal play, heap games) the heaps that can
/// still move pair up, so copying the opponent wins (`nim 4 4`, `kayles 3 3 1`'s live pairs).
/// In misère play a position is trivial when it is over or every move ends it.
pub fn is_trivial(game: &Game, p: &[u64]) -> std::result::Result<bool, GameError> {
    if let Shape::Heaps(rule) = &game.shape {
        let mut live = Vec::new();
        for &h in p {
            if rule.first_option(h)?.is_some() {
                live.push(h);
            }
        }
        if live.is_empty() {
            return Ok(true);
        }
        if live.len() > 1 {
            live.sort_unstable();
            let paired = live.len() % 2 == 0 && live.chunks(2).all(|c| c[0] == c[1]);
            return Ok(paired && !game.misere);
        }
        let mut ends = 0;
        let options = rule.options(live[0])?;
        for o in &options {
            let mut dead = true;
            for &x in o {
                dead &= rule.first_option(x)?.is_none();
            }
            ends += usize::from(dead);
        }
        return Ok(if game.misere { ends == options.len() } else { ends > 0 });
    }
    let options = steps(game, p)?;
    if options.is_empty() {
        return Ok(true);
    }
    let mut ends = 0;
    for s in &options {
        ends += usize::from(steps(game, &s.after)?.is_empty());
    }
    Ok(if game.misere { ends == options.len() } else { ends > 0 })
}

/// A random position of a section.
fn sample(s: &Section, rng: &mut SplitMix64) -> Vec<u64> {
    let k = rng.range(s.heaps.0 as u64, s.heaps.1 as u64);
    (0..k).map(|_| rng.range(s.min, s.max)).collect()
}

/// Calls `visit` on every position of a section, in a fixed order, until it says stop.
fn each_position(s: &Section, visit: &mut dyn FnMut(Vec<u64>) -> ControlFlow<()>) {
    for k in s.heaps.0..=s.heaps.1 {
        let mut heaps = vec![s.min; k];
        loop {
            if visit(heaps.clone()).is_break() {
                return;
            }
            // The next k-tuple, like an odometer.
            let Some(i) = heaps.iter().rposition(|&h| h < s.max) else { break };
            heaps[i] += 1;
            for h in &mut heaps[i + 1..] {
                *h = s.min;
            }
        }
    }
}

/// The key a position is remembered by: heaps as a multiset (heap games), or as given.
fn key(game: &Game, p: &[u64]) -> Vec<u64> {
    let mut k = p.to_vec();
    if matches!(game.shape, Shape::Heaps(_)) {
        k.sort_unstable();
    }
    k
}

/// The engine's refusal of a section, worded in the sheet's language `lang`.
fn engine_error(s: &Section, e: GameError, lang: Lang<'_>) -> Error {
    super::in_section(lang, &s.words(), crate::views::facts::error(&e, lang))
}

/// Whether a section may ask about `p`.
fn allowed(s: &Section, solver: &mut Solver<'_>, p: &[u64]) -> std::result::Result<bool, GameError> {
    // A tuple the rule says is no position of the game (`fn valid`) is never asked about.
    if !s.game.is_position(p)? || (!s.trivial && is_trivial(&s.game, p)?) {
        return Ok(false);
    }
    Ok(!s.winning_only || solver.wins(p)?)
}

fn draw_one(
    lang: Lang<'_>,
    s: &Section,
    solver: &mut Solver<'_>,
    used: &mut BTreeSet<Vec<u64>>,
    rng: &mut SplitMix64,
) -> Result<Vec<u64>> {
    for _ in 0..SAMPLE_TRIES {
        let p = sample(s, rng);
        if !used.contains(&key(&s.game, &p)) && allowed(s, solver, &p).map_err(|e| engine_error(s, e, lang))? {
            return Ok(p);
        }
    }
    // Few positions are allowed: list them and choose among the unused ones.
    let mut all = Vec::new();
    let mut seen = 0;
    let mut failure = None;
    each_position(s, &mut |p| {
        seen += 1;
        match allowed(s, solver, &p) {
            Ok(true) => all.push(p),
            Ok(false) => {}
            Err(e) => failure = Some(e),
        }
        if seen >= LIST_LIMIT || failure.is_some() { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    });
    if let Some(e) = failure {
        return Err(engine_error(s, e, lang));
    }
    if all.is_empty() {
        let what = match (s.winning_only, s.trivial) {
            (true, true) => "winning",
            (true, false) => "winning-not-trivial",
            _ => "trivial",
        };
        let why = lang.t("exercises-error-cannot-meet", &[("what", what.into())]);
        return Err(super::in_section(lang, &s.words(), why));
    }
    let unused: Vec<&Vec<u64>> = all.iter().filter(|p| !used.contains(&key(&s.game, p))).collect();
    Ok(if unused.is_empty() {
        all.swap_remove(rng.below(all.len() as u64) as usize)
    } else {
        unused[rng.below(unused.len() as u64) as usize].clone()
    })
}

/// The engine's worked example of `position` (facts: the sheet words them).
fn answer(lang: Lang<'_>, s: &Section, position: &[u64]) -> Result<GameExample> {
    let request = Request::Game { game: s.game.clone(), heaps: position.to_vec() };
    match directive::compute(&request).map_err(|e| engine_error(s, e, lang))? {
        Example::Game(ex) => Ok(ex),
        other => Err(Error::internal(crate::message!("cli-sheet-not-a-game", kind = other.kind()))),
    }
}

/// Draws and answers every problem of a sheet, section by section, from one seeded generator
/// (the draw and the answers' facts are the same in every language).
pub fn generate(settings: &Settings) -> Result<Vec<Exercise>> {
    let messages = Messages::builtin();
    let lang = messages.lang(&settings.lang);
    let mut rng = SplitMix64::new(settings.seed);
    let mut problems = Vec::with_capacity(settings.count());
    for (index, s) in settings.sections.iter().enumerate() {
        let mut solver = Solver::new(&s.game, s.max).map_err(|e| engine_error(s, e, lang))?;
        let mut used = BTreeSet::new();
        for _ in 0..s.count {
            let position = draw_one(lang, s, &mut solver, &mut used, &mut rng)?;
            used.insert(key(&s.game, &position));
            let example = answer(lang, s, &position)?;
            let words = s.game.words(&position);
            problems.push(Exercise { number: problems.len() + 1, section: index, position, words, example });
        }
    }
    Ok(problems)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directive::{Defined, parse_game, split_words};

    fn game(words: &str) -> Game {
        parse_game(&split_words(words), &Defined::new()).unwrap()
    }

    #[test]
    fn splitmix_is_fixed_and_fair() {
        // The published first output of SplitMix64 from seed 0.
        assert_eq!(SplitMix64::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
        let mut r = SplitMix64::new(7);
        let mut counts = [0u32; 3];
        for _ in 0..3000 {
            counts[r.range(4, 6) as usize - 4] += 1;
        }
        assert!(counts.iter().all(|&c| c > 900), "{counts:?}");
    }

    #[test]
    fn trivial_positions() {
        for (g, p, trivial) in [
            ("wythoff", vec![5, 5], true),
            ("wythoff", vec![0, 4], true),
            ("wythoff", vec![3, 5], false),
            ("nim", vec![7], true),
            ("nim", vec![0, 6, 0], true),
            ("nim", vec![4, 4], true),
            ("nim", vec![4, 4, 1], false),
            ("nim", vec![3, 5, 6], false),
            ("kayles", vec![2], true),
            ("kayles", vec![5], false),
            ("subtraction --set 2,5", vec![1, 1, 1], true),
            ("subtraction --set 2,5", vec![1, 7, 1], false),
            ("nim --misere", vec![4, 4], false),
            ("nim --misere", vec![1], true),
            ("nim --misere", vec![0], true),
        ] {
            assert_eq!(is_trivial(&game(g), &p).unwrap(), trivial, "{g} {p:?}");
        }
    }
}
