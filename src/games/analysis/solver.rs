//! The solver behind every worked example, play table and exercise key: it decides positions
//! of any [`Game`] — by heap values and the XOR rule where Sprague–Grundy applies (with Nim's
//! and Wythoff's closed forms as fast paths), by the bounded search otherwise — and finds the
//! winning moves and the moves a losing player makes in a play-out.

use super::super::catalogue::{Game, Shape};
use super::super::options;
use super::super::positions::{Search, apply, steps};
use super::super::rules::{HeapOption, HeapRule};
use super::super::values::HeapValues;
use super::super::{GameError, nim, wythoff};
use super::GameMove;

/// How one game decides positions: by heap values, or by search.
pub struct Solver<'g> {
    game: &'g Game,
    values: Option<std::sync::Arc<HeapValues>>,
    search: Search<'g>,
}

impl<'g> Solver<'g> {
    /// Prepares to answer positions whose heaps are at most `largest`.
    pub fn new(game: &'g Game, largest: u64) -> Result<Solver<'g>, GameError> {
        let values = match &game.shape {
            Shape::Heaps(rule) => Some(HeapValues::shared(rule, largest)?),
            _ => None,
        };
        Ok(Solver { game, values, search: Search::new(game) })
    }

    /// The heap values, for heap games.
    pub fn values(&self) -> Option<&HeapValues> {
        self.values.as_deref()
    }

    /// True when the search decides (misère heap games other than Nim, whole-position games).
    fn by_search(&self) -> bool {
        match &self.game.shape {
            Shape::Heaps(HeapRule::Take { .. }) => false,
            Shape::Heaps(_) => self.game.misere,
            Shape::Wythoff => self.game.misere,
            Shape::Tuple(_) => true,
        }
    }

    /// The normal-play Grundy value of a position (`None` when a search for it is too large).
    pub fn grundy(&mut self, p: &[u64]) -> Result<Option<u64>, GameError> {
        match &self.values {
            Some(v) => p.iter().try_fold(0, |acc, &h| Ok(acc ^ v.value(h)?)).map(Some),
            None => match self.search.grundy(p) {
                Ok(g) => Ok(Some(g)),
                Err(e) if e.0.contains("more than") => Ok(None),
                Err(e) => Err(e),
            },
        }
    }

    /// True when the player to move from `p` wins.
    pub fn wins(&mut self, p: &[u64]) -> Result<bool, GameError> {
        if let Shape::Heaps(HeapRule::Take { max_take }) = &self.game.shape {
            return Ok(nim::first_player_wins(p, nim::NimRules { misere: self.game.misere, max_take: *max_take }));
        }
        if matches!(self.game.shape, Shape::Wythoff) && !self.game.misere {
            return Ok(wythoff::first_player_wins(p[0], p[1]));
        }
        if self.by_search() {
            return self.search.wins(p);
        }
        Ok(self.grundy(p)?.is_some_and(|g| g != 0))
    }

    /// The winning moves from `p` (the first `list`), and how many there are.
    pub fn winning_moves(&mut self, p: &[u64], list: usize) -> Result<(Option<u128>, Vec<GameMove>), GameError> {
        let game = self.game;
        if let Shape::Heaps(HeapRule::Take { max_take }) = &game.shape {
            let rules = nim::NimRules { misere: game.misere, max_take: *max_take };
            let moves = nim::winning_moves(p, rules);
            let listed = moves.iter().take(list).map(|m| self.heap_move(p, m.heap - 1, single(m.leaves))).collect();
            return Ok((Some(moves.len() as u128), listed));
        }
        if matches!(game.shape, Shape::Wythoff) && !game.misere {
            let moves = wythoff::winning_moves(p[0], p[1]);
            let listed = moves
                .iter()
                .take(list)
                .map(|m| {
                    let after = m.leaves.to_vec();
                    GameMove {
                        heap: None,
                        from: None,
                        to: after.clone(),
                        take: None,
                        leaves: None,
                        position: after,
                        reason: String::new(),
                    }
                })
                .collect();
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
        let values = self.values.as_ref().expect("heap games have values");
        let g: Vec<u64> = p.iter().map(|&h| values.value(h)).collect::<Result<_, _>>()?;
        let total = g.iter().fold(0, |a, &b| a ^ b);
        let mut count = Some(0u128);
        let mut listed = Vec::new();
        if total != 0 {
            for (i, (&h, &gi)) in p.iter().zip(&g).enumerate() {
                let found = options::with_value(values, h, total ^ gi, list.saturating_sub(listed.len()))?;
                count = count.zip(found.count).map(|(a, b)| a + b);
                for to in found.listed {
                    listed.push(self.heap_move(p, i, to));
                }
            }
        }
        Ok((count, listed))
    }

    fn step_move(&self, p: &[u64], heap: Option<usize>, to: Vec<u64>) -> GameMove {
        match heap {
            Some(i) => self.heap_move(p, i, to),
            None => GameMove {
                heap: None,
                from: None,
                position: to.clone(),
                to,
                take: None,
                leaves: None,
                reason: String::new(),
            },
        }
    }

    /// A move in heap `i` (from 0) to `to`, with its reason.
    pub fn heap_move(&self, p: &[u64], i: usize, to: HeapOption) -> GameMove {
        let from = p[i];
        let leaves: u64 = to.iter().sum();
        let position = apply(self.game, p, i, &to);
        GameMove {
            heap: Some(i + 1),
            from: Some(from),
            take: Some(from - leaves),
            leaves: Some(leaves),
            to,
            position,
            reason: String::new(),
        }
    }

    /// The move a losing player makes in a play-out: the smallest change to the largest heap
    /// (heap games), or the first option (other games).
    pub fn losing_move(&mut self, p: &[u64]) -> Result<Option<GameMove>, GameError> {
        match &self.game.shape {
            Shape::Heaps(rule) => {
                let mut order: Vec<usize> = (0..p.len()).collect();
                order.sort_by_key(|&i| (std::cmp::Reverse(p[i]), i));
                for i in order {
                    if let Some(to) = rule.first_option(p[i])? {
                        return Ok(Some(self.heap_move(p, i, to)));
                    }
                }
                Ok(None)
            }
            _ => Ok(steps(self.game, p)?.into_iter().next().map(|s| self.step_move(p, s.heap, s.to))),
        }
    }

    /// How many positions the search has visited.
    pub fn searched(&self) -> usize {
        self.search.visited()
    }
}

fn single(m: u64) -> HeapOption {
    if m == 0 { vec![] } else { vec![m] }
}
