//! Whole positions of any [`Game`]: their options, and a bounded, memoised search that decides
//! them when no heap-by-heap theory applies — misère play of any heap game, Wythoff's game and
//! teacher's games on tuples. The search is iterative (no deep recursion), stops with a clear
//! message after [`MAX_SEARCH_STATES`] positions, and detects a game that can return to a
//! position it has left (such a game need not end, so it is not a game this engine solves).
//! Before a search for Grundy values of a teacher's game, the script is asked for the moves of
//! every reachable position a level at a time, on all cores; the search itself stays one
//! depth-first pass over the remembered moves, so its answers do not depend on the threads.

use super::catalogue::{Game, Shape};
use super::limits::{MAX_SEARCH_NUMBERS, MAX_SEARCH_STATES};
use super::{Asked, GameError, RuleCause, too_large};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::borrow::Cow;

/// A move between whole positions: the heap it changes (heap games), what replaces it, and
/// the position it leaves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// Index of the heap moved in (from 0), for heap games.
    pub heap: Option<usize>,
    /// The heaps that replace that heap (heap games), or the new tuple.
    pub to: Vec<u64>,
    /// The whole position after the move.
    pub after: Vec<u64>,
}

/// Replaces heap `i` of `position` by `to`, keeping an emptied heap in place when the game
/// keeps empty heaps.
pub fn apply(game: &Game, position: &[u64], i: usize, to: &[u64]) -> Vec<u64> {
    let mut after = Vec::with_capacity(position.len() + 1);
    after.extend_from_slice(&position[..i]);
    if to.is_empty() && game.keeps_empty_heaps() {
        after.push(0);
    } else {
        after.extend_from_slice(to);
    }
    after.extend_from_slice(&position[i + 1..]);
    after
}

/// Every move from `position`, in a fixed order (by heap, then by the rule's order of options).
pub fn steps(game: &Game, position: &[u64]) -> Result<Vec<Step>, GameError> {
    match &game.shape {
        Shape::Heaps(rule) => {
            let mut out = Vec::new();
            for (i, &h) in position.iter().enumerate() {
                for to in rule.options(h)? {
                    let after = apply(game, position, i, &to);
                    out.push(Step { heap: Some(i), to, after });
                }
            }
            Ok(out)
        }
        Shape::Whole(rule) => {
            Ok(rule.moves(position)?.into_iter().map(|q| Step { heap: None, to: q.clone(), after: q }).collect())
        }
    }
}

/// Heaps as a sum: without empty heaps, smallest first, so that the same heaps in another order
/// are one position.
pub fn as_sum(p: &[u64]) -> Vec<u64> {
    let mut q: Vec<u64> = p.iter().copied().filter(|&h| h > 0).collect();
    q.sort_unstable();
    q
}

/// The form of a position used to remember it: heaps as a sum ([`as_sum`]: a sum does not
/// depend on order), a tuple sorted when its order does not matter (Wythoff's piles), as it is
/// otherwise. A position already in that form is lent, not copied.
fn canonical<'p>(game: &Game, p: &'p [u64]) -> Cow<'p, [u64]> {
    match &game.shape {
        Shape::Heaps(_) if p.is_sorted() && !p.contains(&0) => Cow::Borrowed(p),
        Shape::Heaps(_) => Cow::Owned(as_sum(p)),
        Shape::Whole(rule) if rule.symmetric() && !p.is_sorted() => {
            let mut q = p.to_vec();
            q.sort_unstable();
            Cow::Owned(q)
        }
        Shape::Whole(_) => Cow::Borrowed(p),
    }
}

/// What a search computes for each position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Question {
    /// 1 when the player to move wins (with the game's convention), 0 otherwise.
    Wins,
    /// The Grundy value (normal play).
    Grundy,
    /// The suspense number (normal play): how many moves are left when the player who wins
    /// makes the play last as long as they can and the player who loses ends it as soon as they
    /// can (Smith's number for playing every component of a sum at each turn).
    Suspense,
}

/// A memoised search over whole positions of one game.
pub struct Search<'g> {
    game: &'g Game,
    /// Who wins each position solved so far (1 or 0), and Grundy values, by canonical position.
    wins: HashMap<Vec<u64>, u64>,
    grundy: HashMap<Vec<u64>, u64>,
    suspense: HashMap<Vec<u64>, u64>,
    /// Numbers in the lists of moves made so far, and the most allowed ([`MAX_SEARCH_NUMBERS`]).
    numbers: u64,
    max_numbers: u64,
    /// The most positions one search may hold ([`MAX_SEARCH_STATES`]).
    max_states: usize,
}

impl<'g> Search<'g> {
    /// A search with an empty memory.
    pub fn new(game: &'g Game) -> Self {
        Search {
            game,
            wins: HashMap::default(),
            grundy: HashMap::default(),
            suspense: HashMap::default(),
            numbers: 0,
            max_numbers: MAX_SEARCH_NUMBERS,
            max_states: MAX_SEARCH_STATES,
        }
    }

    /// The same search under smaller bounds on the numbers listed and the positions held: for
    /// tests of the bounds.
    #[cfg(test)]
    fn with_bounds(mut self, max_numbers: u64, max_states: usize) -> Self {
        self.max_numbers = max_numbers;
        self.max_states = max_states;
        self
    }

    /// How many positions have been solved so far.
    pub fn visited(&self) -> usize {
        self.wins.len() + self.grundy.len() + self.suspense.len()
    }

    /// True when the player to move from `p` wins, in the game's own convention.
    pub fn wins(&mut self, p: &[u64]) -> Result<bool, GameError> {
        Ok(self.solve(p, Question::Wins)? == 1)
    }

    /// The Grundy value of `p` in normal play.
    pub fn grundy(&mut self, p: &[u64]) -> Result<u64, GameError> {
        self.solve(p, Question::Grundy)
    }

    /// The suspense number of `p` in normal play: 0 when no move is left; one more than the
    /// largest suspense of an option that is a P-position, when there is one (the winner moves
    /// to the P-position that keeps the play going longest); otherwise one more than the least
    /// suspense of an option (the loser hastens the end). It is odd exactly at N-positions.
    pub fn suspense(&mut self, p: &[u64]) -> Result<u64, GameError> {
        self.solve(p, Question::Suspense)
    }

    fn memo(&self, q: Question) -> &HashMap<Vec<u64>, u64> {
        match q {
            Question::Wins => &self.wins,
            Question::Grundy => &self.grundy,
            Question::Suspense => &self.suspense,
        }
    }

    /// The canonical positions a move from `p` leads to. A whole-position game lends the moves
    /// it remembers, without a [`Step`] made of each.
    fn children(&self, p: &[u64]) -> Result<Vec<Vec<u64>>, GameError> {
        if let Shape::Whole(rule) = &self.game.shape {
            let mut out = Vec::new();
            rule.with_moves(p, &mut |moves| {
                out = moves.iter().map(|q| canonical(self.game, q).into_owned()).collect()
            })?;
            return Ok(out);
        }
        if let Shape::Heaps(rule) = &self.game.shape {
            // `p` is canonical (sorted, no empty heaps): a move in one of several equal heaps
            // leaves the same position, so each size is moved in once, and the child is built
            // canonical at once (what `canonical(apply(…))` gives, with one allocation instead
            // of two: measured 4 % of a cold build's CPU). Without the skip the answers are the
            // same, only the children repeat.
            let mut out = Vec::new();
            for (i, &h) in p.iter().enumerate() {
                if i > 0 && p[i - 1] == h {
                    continue;
                }
                rule.visit_options(h, |to: &[u64]| {
                    let mut child = Vec::with_capacity(p.len() + to.len());
                    child.extend_from_slice(&p[..i]);
                    child.extend_from_slice(&p[i + 1..]);
                    child.extend(to.iter().copied().filter(|&x| x > 0));
                    child.sort_unstable();
                    out.push(child);
                    true
                })?;
            }
            return Ok(out);
        }
        Ok(steps(self.game, p)?.into_iter().map(|s| canonical(self.game, &s.after).into_owned()).collect())
    }

    /// [`Self::children`], counted against [`MAX_SEARCH_NUMBERS`].
    fn counted_children(&mut self, p: &[u64]) -> Result<Vec<Vec<u64>>, GameError> {
        let children = self.children(p)?;
        self.numbers += children.iter().map(|c| c.len().max(1) as u64).sum::<u64>();
        if self.numbers > self.max_numbers {
            return too_large(self.max_numbers, "refusal-search-numbers", []);
        }
        Ok(children)
    }

    /// What the search already knows of `p`: its own answer, or, for who wins in normal play,
    /// whether its Grundy value is non-zero.
    fn known(&self, q: Question, p: &[u64]) -> Option<u64> {
        if let Some(&v) = self.memo(q).get(p) {
            return Some(v);
        }
        if q == Question::Wins && !self.game.misere {
            return self.grundy.get(p).map(|&g| u64::from(g != 0));
        }
        None
    }

    /// Asks a teacher's game for the moves of every position reachable from `root`, a level
    /// at a time and on all cores ([`super::script::ScriptGame::tuple_moves_of_all`]), so that
    /// the search that follows finds them remembered. Only for Grundy values, whose search
    /// visits every reachable position anyway (a search for who wins stops early), and at most
    /// [`MAX_SEARCH_STATES`] positions, where the search stops too. It only asks ahead: the
    /// search asks again for any position not remembered, so without it, or asking for fewer,
    /// the answers are the same, found on one core.
    fn expand(&self, root: &[u64], q: Question) {
        let Shape::Whole(rule) = &self.game.shape else { return };
        if q != Question::Grundy {
            return;
        }
        let mut seen: HashSet<Vec<u64>> = HashSet::from_iter([root.to_vec()]);
        let mut level = vec![root.to_vec()];
        while !level.is_empty() && seen.len() < self.max_states {
            let mut next = Vec::new();
            let asked = rule.ask_ahead(&level, &mut |moves| {
                for after in moves {
                    let c = canonical(self.game, after);
                    if !seen.contains(c.as_ref()) && !self.grundy.contains_key(c.as_ref()) {
                        let c = c.into_owned();
                        seen.insert(c.clone());
                        next.push(c);
                    }
                }
            });
            if !asked {
                return;
            }
            level = next;
        }
    }

    fn finish(&self, q: Question, values: &[u64]) -> u64 {
        match q {
            Question::Wins if values.is_empty() => u64::from(self.game.misere),
            Question::Wins => u64::from(values.contains(&0)),
            Question::Grundy => super::search::mex(values),
            // An option of even suspense is a P-position (by induction from the end, of
            // suspense 0): the winner takes the longest of them; without one, the loser the
            // shortest option.
            Question::Suspense => match values.iter().filter(|&&s| s % 2 == 0).max() {
                Some(&longest) => longest + 1,
                None => values.iter().min().map_or(0, |&shortest| shortest + 1),
            },
        }
    }

    fn solve(&mut self, root: &[u64], q: Question) -> Result<u64, GameError> {
        struct Frame {
            pos: Vec<u64>,
            children: Vec<Vec<u64>>,
            next: usize,
            values: Vec<u64>,
        }
        let root = canonical(self.game, root).into_owned();
        if let Some(v) = self.known(q, &root) {
            return Ok(v);
        }
        self.expand(&root, q);
        let mut on_path: HashSet<Vec<u64>> = HashSet::from_iter([root.clone()]);
        let mut stack = vec![Frame { children: self.counted_children(&root)?, pos: root, next: 0, values: Vec::new() }];
        while let Some(top) = stack.last_mut() {
            let decided = q == Question::Wins && top.values.contains(&0);
            if !decided && top.next < top.children.len() {
                if let Some(v) = self.known(q, &top.children[top.next]) {
                    top.values.push(v);
                    top.next += 1;
                    continue;
                }
                // Not known: the frame pushed next owns it, and gives its value back to this
                // frame when it is done.
                let child = std::mem::take(&mut top.children[top.next]);
                if on_path.contains(&child) {
                    return Err(GameError::rule(&self.game.name, Some(Asked::Tuple(child)), RuleCause::Repeats, None));
                }
                if self.memo(q).len() + stack.len() >= self.max_states {
                    return too_large(self.max_states as u64, "refusal-search-positions", []);
                }
                let children = self.counted_children(&child)?;
                on_path.insert(child.clone());
                stack.push(Frame { pos: child, children, next: 0, values: Vec::new() });
            } else {
                let frame = stack.pop().expect("the stack is not empty here");
                let v = self.finish(q, &frame.values);
                on_path.remove(&frame.pos);
                match q {
                    Question::Wins => self.wins.insert(frame.pos, v),
                    Question::Grundy => self.grundy.insert(frame.pos, v),
                    Question::Suspense => self.suspense.insert(frame.pos, v),
                };
                // The parent, if any, takes the value and goes on to its next child.
                match stack.last_mut() {
                    Some(parent) => {
                        parent.values.push(v);
                        parent.next += 1;
                    }
                    None => return Ok(v),
                }
            }
        }
        unreachable!("the loop returns when the root is solved")
    }
}

#[cfg(test)]
mod tests;
