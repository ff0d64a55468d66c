//! The solver behind every worked example, play table and exercise key: it decides positions
//! of any [`Game`] — by heap values and the XOR rule where Sprague–Grundy applies (with Nim's
//! and Wythoff's closed forms as fast paths), by the bounded search otherwise — and finds the
//! winning moves and the moves a losing player makes in a play-out.

use super::super::catalogue::{Game, Shape};
use super::super::limits::{MAX_LISTED_HEAP, MAX_LISTED_OPTIONS};
use super::super::options;
use super::super::positions::{Search, apply, steps};
use super::super::rules::{HeapOption, HeapRule, WholeRule};
use super::super::values::HeapValues;
use super::super::{ErrorKind, GameError, loser, nim, said, too_large};
use super::GameMove;

/// How one game decides positions: by heap values, or by search.
pub struct Solver<'g> {
    game: &'g Game,
    values: Option<std::sync::Arc<HeapValues>>,
    search: Search<'g>,
    /// Options of heaps listed so far by [`Self::winning_moves`] ([`MAX_LISTED_OPTIONS`]).
    listed_options: u64,
}

impl<'g> Solver<'g> {
    /// Prepares to answer positions whose heaps are at most `largest`.
    pub fn new(game: &'g Game, largest: u64) -> Result<Solver<'g>, GameError> {
        let values = match &game.shape {
            Shape::Heaps(rule) => Some(HeapValues::shared(rule, largest)?),
            _ => None,
        };
        Ok(Solver { game, values, search: Search::new(game), listed_options: 0 })
    }

    /// The heap values, for heap games.
    pub fn values(&self) -> Option<&HeapValues> {
        self.values.as_deref()
    }

    /// `Some(K)` for Nim's family, whose moves take 1 to K counters (`Some(None)`: any number),
    /// whatever the name it was asked under (`nim`, `bash`, `subtraction --set 1,2,…,K`).
    fn take_limit(&self) -> Option<Option<u64>> {
        self.game.heap_rule().and_then(|r| r.take_limit())
    }

    /// True when the search decides, once Nim's family and a whole-position game's formulas
    /// are asked (every caller asks [`Self::take_limit`] and [`Self::whole_formula`] first):
    /// misère heap games and whole-position games.
    fn by_search(&self) -> bool {
        match &self.game.shape {
            Shape::Heaps(_) => self.game.misere,
            Shape::Whole(_) => true,
        }
    }

    /// The whole-position rule, when its formulas answer normal play.
    fn whole_formula(&self) -> Option<&WholeRule> {
        match &self.game.shape {
            Shape::Whole(rule) if !self.game.misere => Some(rule),
            _ => None,
        }
    }

    /// The normal-play Grundy value of a position (`None` when a search for it is too large, or
    /// where the family decides positions without one: Wythoff's pairs on a large board).
    pub fn grundy(&mut self, p: &[u64]) -> Result<Option<u64>, GameError> {
        if let Shape::Whole(rule) = &self.game.shape
            && !rule.grundy_searched(p)
        {
            return Ok(None);
        }
        match &self.values {
            Some(v) => p.iter().try_fold(0, |acc, &h| Ok(acc ^ v.value(h)?)).map(Some),
            None => match self.search.grundy(p) {
                Ok(g) => Ok(Some(g)),
                Err(e) if matches!(e.kind(), ErrorKind::TooLarge { .. }) => Ok(None),
                Err(e) => Err(e),
            },
        }
    }

    /// The suspense number of a whole position in normal play ([`Search::suspense`]): `None`
    /// for a heap game (its heaps are one game's components, each valued on its own), in
    /// misère play, where the family decides positions without a search, and when the search
    /// is too large.
    pub fn suspense(&mut self, p: &[u64]) -> Result<Option<u64>, GameError> {
        match &self.game.shape {
            Shape::Whole(rule) if !self.game.misere && rule.grundy_searched(p) => match self.search.suspense(p) {
                Ok(s) => Ok(Some(s)),
                Err(e) if matches!(e.kind(), ErrorKind::TooLarge { .. }) => Ok(None),
                Err(e) => Err(e),
            },
            _ => Ok(None),
        }
    }

    /// True when the player to move from `p` wins.
    pub fn wins(&mut self, p: &[u64]) -> Result<bool, GameError> {
        if let Some(max_take) = self.take_limit() {
            return Ok(nim::first_player_wins(p, nim::NimRules { misere: self.game.misere, max_take }));
        }
        if let Some(wins) = self.whole_formula().and_then(|r| r.wins(p)) {
            return Ok(wins);
        }
        if self.by_search() {
            return self.search.wins(p);
        }
        Ok(self.grundy(p)?.is_some_and(|g| g != 0))
    }

    /// The winning moves from `p` (the first `list`), and how many there are.
    pub fn winning_moves(&mut self, p: &[u64], list: usize) -> Result<(Option<u128>, Vec<GameMove>), GameError> {
        let game = self.game;
        if let Some(max_take) = self.take_limit() {
            let rules = nim::NimRules { misere: game.misere, max_take };
            let moves = nim::winning_moves(p, rules);
            let listed = moves.iter().take(list).map(|m| self.heap_move(p, m.heap - 1, single(m.leaves))).collect();
            return Ok((Some(moves.len() as u128), listed));
        }
        if let Some(moves) = self.whole_formula().and_then(|r| r.winning_moves(p)) {
            let listed = moves.iter().take(list).map(|m| self.step_move(p, None, m.clone())).collect();
            return Ok((Some(moves.len() as u128), listed));
        }
        if self.by_search() {
            let mut count = 0u128;
            let mut listed = Vec::new();
            for s in steps(game, p)? {
                if !self.search.wins(&s.after)? {
                    count += 1;
                    if listed.len() < list {
                        listed.push(self.step_move(p, s.heap, s.to));
                    }
                }
            }
            return Ok((Some(count), listed));
        }
        let values = self.values.clone().expect("heap games have values");
        let (g, total) = heap_values(&values, p)?;
        let mut count = Some(0u128);
        let mut listed = Vec::new();
        if total != 0 {
            // Refused before any listing when the options to look at would pass the bound.
            // The heaps share the `list` options listed: counted with the first heap only.
            let cost = p.iter().enumerate().fold(0u64, |sum, (i, &h)| {
                sum.saturating_add(options::listing_cost(&values, h, if i == 0 { list } else { 0 }))
            });
            if self.listed_options.saturating_add(cost) > MAX_LISTED_OPTIONS {
                // Too many options to count them all: the first winning move of each heap, as a
                // play-out finds it, up to `list` of them, and no count (at least these).
                return self.some_winning_moves(&values, p, &g, total, list);
            }
            self.count_listed(cost)?;
            for (i, (&h, &gi)) in p.iter().zip(&g).enumerate() {
                let found = options::with_value(&values, h, total ^ gi, list.saturating_sub(listed.len()))?;
                count = count.zip(found.count).map(|(a, b)| a + b);
                for to in found.listed {
                    listed.push(self.heap_move(p, i, to));
                }
            }
        }
        Ok((count, listed))
    }

    /// Up to `list` winning moves of `p` (heap values `g`, nim-sum `total`, not 0), each heap's
    /// first winning option, heap by heap, each heap's options listed only until one wins; no
    /// count (`None`: there are at least these). What [`Self::first_winning_move`] finds, and
    /// what [`Self::winning_moves`] lists when counting them all would look at too many options.
    fn some_winning_moves(
        &mut self,
        values: &HeapValues,
        p: &[u64],
        g: &[u64],
        total: u64,
        list: usize,
    ) -> Result<(Option<u128>, Vec<GameMove>), GameError> {
        let mut listed = Vec::new();
        for (i, (&h, &gi)) in p.iter().zip(g).enumerate() {
            if listed.len() >= list {
                break;
            }
            let (first, looked) = options::first_with_value(values, h, total ^ gi)?;
            self.count_listed(looked)?;
            if let Some(to) = first {
                listed.push(self.heap_move(p, i, to));
            }
        }
        Ok((None, listed))
    }

    /// The first of [`Self::winning_moves`] (`None` when the player to move loses), found without
    /// counting the others: heap by heap, each heap's options listed only until one wins. The
    /// options looked at count against [`MAX_LISTED_OPTIONS`] as in [`Self::winning_moves`].
    pub fn first_winning_move(&mut self, p: &[u64]) -> Result<Option<GameMove>, GameError> {
        let listed = self.take_limit().is_some() || self.by_search();
        let Some(values) = self.values.clone().filter(|_| !listed) else {
            return Ok(self.winning_moves(p, 1)?.1.into_iter().next());
        };
        let (g, total) = heap_values(&values, p)?;
        if total == 0 {
            return Ok(None);
        }
        Ok(self.some_winning_moves(&values, p, &g, total, 1)?.1.into_iter().next())
    }

    /// Counts options looked at against [`MAX_LISTED_OPTIONS`], refusing past it.
    fn count_listed(&mut self, options: u64) -> Result<(), GameError> {
        self.listed_options = self.listed_options.saturating_add(options);
        if self.listed_options > MAX_LISTED_OPTIONS {
            return too_large(MAX_LISTED_OPTIONS, "refusal-listed-options", []);
        }
        Ok(())
    }

    /// A move of a whole-position game to `to` (Wythoff's moves say their pile and amount), or a
    /// move in heap `heap`.
    fn step_move(&self, p: &[u64], heap: Option<usize>, to: Vec<u64>) -> GameMove {
        if let Some(i) = heap {
            return self.heap_move(p, i, to);
        }
        let (pile, take) = match &self.game.shape {
            Shape::Whole(rule) => rule.step(p, &to),
            Shape::Heaps(_) => (None, None),
        };
        let said = said::step(self.game, p, None, &to);
        GameMove { heap: None, from: None, position: to.clone(), to, take, pile, leaves: None, reason: None, said }
    }

    /// How the losing side of a play-out from `start` chooses (see [`super::Playout::rule`]).
    pub fn playout_rule(&self, start: &[u64]) -> &'static str {
        match &self.game.shape {
            Shape::Heaps(rule) => match (rule.take_limit(), start) {
                (Some(Some(_)), [_]) => "bash",
                (Some(_), _) => "nim",
                (None, _) => "game",
            },
            Shape::Whole(rule) => rule.playout_rule(),
        }
    }

    /// A move in heap `i` (from 0) to `to`, with its reason.
    pub fn heap_move(&self, p: &[u64], i: usize, to: HeapOption) -> GameMove {
        let from = p[i];
        let leaves: u64 = to.iter().sum();
        let position = apply(self.game, p, i, &to);
        let said = said::step(self.game, p, Some(i), &to);
        GameMove {
            heap: Some(i + 1),
            from: Some(from),
            take: Some(from - leaves),
            pile: None,
            leaves: Some(leaves),
            to,
            position,
            reason: None,
            said,
        }
    }

    /// The move a losing player makes in a play-out: a varied, plausible one (see
    /// [`loser`]): a candidate chosen by a seed from the position, the first in that order that
    /// does not leave a position the winner finishes in one move (the chosen one when all do).
    pub fn losing_move(&mut self, p: &[u64]) -> Result<Option<GameMove>, GameError> {
        let game = self.game;
        match &game.shape {
            Shape::Heaps(rule) if rule.take_limit().is_some() => {
                let max_take = rule.take_limit().flatten();
                Ok(loser::nim_move(p, max_take, game.misere).map(|(i, t)| self.heap_move(p, i, single(p[i] - t))))
            }
            Shape::Heaps(rule) => {
                let mut candidates: Vec<(usize, HeapOption)> = Vec::new();
                for (i, &h) in p.iter().enumerate() {
                    // A heap too large to list offers its first option. At the bound itself either
                    // way gives legal candidates.
                    if h > MAX_LISTED_HEAP {
                        candidates.extend(rule.first_option(h)?.map(|o| (i, o)));
                        continue;
                    }
                    let mut listed = 0;
                    rule.visit_options(h, |o: &[u64]| {
                        candidates.push((i, o.to_vec()));
                        listed += 1;
                        // (`<=`, one candidate more of a heap with more than 64, is equivalent.)
                        listed < CANDIDATES_PER_HEAP
                    })?;
                }
                let Some(start) = start(p, candidates.len()) else { return Ok(None) };
                let mut chosen = start;
                for k in 0..candidates.len() {
                    let (i, to) = &candidates[(start + k) % candidates.len()];
                    if !heap_game_finishes(rule, &apply(game, p, *i, to))? {
                        chosen = (start + k) % candidates.len();
                        break;
                    }
                }
                let (i, to) = candidates.swap_remove(chosen);
                Ok(Some(self.heap_move(p, i, to)))
            }
            Shape::Whole(rule) if rule.losing_move(p).is_some() => {
                Ok(rule.losing_move(p).flatten().map(|after| self.step_move(p, None, after)))
            }
            Shape::Whole(_) => {
                let mut all = steps(game, p)?;
                let Some(start) = start(p, all.len()) else { return Ok(None) };
                let mut chosen = start;
                for k in 0..all.len().min(TUPLE_TRIES) {
                    let j = (start + k) % all.len();
                    if !tuple_game_finishes(game, &all[j].after)? {
                        chosen = j;
                        break;
                    }
                }
                let s = all.swap_remove(chosen);
                Ok(Some(self.step_move(p, s.heap, s.to)))
            }
        }
    }

    /// How many positions the search has visited.
    pub fn searched(&self) -> usize {
        self.search.visited()
    }
}

/// The Grundy value of each heap of `p`, and their XOR (the value of the sum).
fn heap_values(values: &HeapValues, p: &[u64]) -> Result<(Vec<u64>, u64), GameError> {
    let g: Vec<u64> = p.iter().map(|&h| values.value(h)).collect::<Result<_, _>>()?;
    let total = g.iter().fold(0, |a, &b| a ^ b);
    Ok((g, total))
}

fn single(m: u64) -> HeapOption {
    if m == 0 { vec![] } else { vec![m] }
}

/// How many options of one heap the losing side considers (the first ones: small changes).
const CANDIDATES_PER_HEAP: usize = 64;

/// How many options of a whole-position game the losing side tries before it gives up choosing.
const TUPLE_TRIES: usize = 16;

/// The first candidate to try, from a seed of the position (`None` when there are none).
fn start(p: &[u64], len: usize) -> Option<usize> {
    (len > 0).then(|| loser::index(loser::seed(p, 8), len))
}

/// True when the player to move from `q` (a heap game) can end the game in one move: no heap
/// can move, or exactly one can and one of its options leaves only heaps that cannot (found
/// among its first 4 · 64 options, and by [`HeapFamily::clears`](crate::rules::HeapFamily::clears) however large the heap).
fn heap_game_finishes(rule: &HeapRule, q: &[u64]) -> Result<bool, GameError> {
    let dead = |h: u64| -> Result<bool, GameError> { Ok(rule.first_option(h)?.is_none()) };
    let mut movable = Vec::new();
    for &h in q {
        if !dead(h)? {
            movable.push(h);
        }
    }
    let [h] = movable[..] else { return Ok(movable.is_empty()) };
    // Clearing the heap finishes; for a large heap (Lasker's Nim) that option is listed last.
    if rule.clears(h)? {
        return Ok(true);
    }
    if h > MAX_LISTED_HEAP {
        return Ok(false);
    }
    let mut finishes = false;
    let mut failure = None;
    let mut seen = 0;
    rule.visit_options(h, |o: &[u64]| {
        seen += 1;
        match o.iter().try_fold(true, |all, &x| dead(x).map(|d| all && d)) {
            Ok(true) => finishes = true,
            Ok(false) => {}
            Err(e) => failure = Some(e),
        }
        !finishes && failure.is_none() && seen < 4 * CANDIDATES_PER_HEAP
    })?;
    failure.map_or(Ok(finishes), Err)
}

/// True when the player to move from `q` (a whole-position game) can end the game in one move.
fn tuple_game_finishes(game: &Game, q: &[u64]) -> Result<bool, GameError> {
    let next = steps(game, q)?;
    if next.is_empty() {
        return Ok(true);
    }
    if next.len() > 200 {
        return Ok(false);
    }
    for s in &next {
        if steps(game, &s.after)?.is_empty() {
            return Ok(true);
        }
    }
    Ok(false)
}

#[cfg(test)]
mod tests;
