//! A worked example for any [`Game`] at any position, as plain data: each heap's Grundy value
//! (with the mex computation for small heaps), their XOR, the verdict, every winning move with
//! its reason, an optimal play-out, and the period with its proof when there is one. Every view
//! (terminal text, JSON, the page's partial, `{{ }}` values, charts, the play widget, exercise
//! keys) reads this one value.
//!
//! Normal-play heap games are decided by Grundy values (Sprague–Grundy: the sum's value is the
//! XOR of the heaps'), which reach heaps of any size where a closed form or a period is known.
//! Misère play (except Nim's, which has Bouton's rule), Wythoff's game and games on tuples are
//! decided by the bounded search of [`super::positions`].

use super::catalogue::{Game, Shape};
use super::options;
use super::positions::{Search, apply, steps};
use super::rules::{HeapOption, HeapRule};
use super::values::{HeapValues, Method, Period};
use super::{GameError, PLAYOUT_LIMIT, Player, err, nim, wythoff};
use serde::Serialize;

/// The most heaps (or tuple entries) a position may have.
pub const MAX_COMPONENTS: usize = 1000;
/// Heaps up to this size show their mex computation.
pub const MEX_SHOWN_HEAP: u64 = 20;
/// The most options a shown mex computation lists.
pub const MEX_SHOWN_OPTIONS: usize = 24;
/// The most winning moves listed (all are counted).
pub const LISTED_MOVES: usize = 50;
/// The Grundy sequence is shown up to the largest heap, or to this many values beyond it.
pub const SEQUENCE_SHOWN: u64 = 200;

/// One option in a mex computation.
#[derive(Debug, Clone, Serialize)]
pub struct MexOption {
    /// The heaps the option leaves.
    pub to: Vec<u64>,
    /// Their Grundy values.
    pub values: Vec<u64>,
    /// The option's value: the XOR of `values`.
    pub grundy: u64,
}

/// The mex computation of a small heap.
#[derive(Debug, Clone, Serialize)]
pub struct Mex {
    /// Every option with its value.
    pub options: Vec<MexOption>,
    /// The distinct option values, ascending.
    pub values: Vec<u64>,
    /// The least value not among them: the heap's Grundy value.
    pub mex: u64,
}

/// One heap of the position.
#[derive(Debug, Clone, Serialize)]
pub struct Component {
    /// Heap number, from 1.
    pub heap: usize,
    /// Its size.
    pub size: u64,
    /// Its Grundy value.
    pub grundy: u64,
    /// The mex computation, for small heaps.
    pub mex: Option<Mex>,
}

/// A move of a worked example.
#[derive(Debug, Clone, Serialize)]
pub struct GameMove {
    /// The heap moved in, from 1 (heap games).
    pub heap: Option<usize>,
    /// Its size before the move (heap games).
    pub from: Option<u64>,
    /// The heaps that replace it, largest first (heap games), or the new tuple.
    pub to: Vec<u64>,
    /// Counters removed (heap games).
    pub take: Option<u64>,
    /// Counters left in the heaps that replace it (heap games).
    pub leaves: Option<u64>,
    /// The whole position after the move.
    pub position: Vec<u64>,
    /// Why the move wins (or, in a play-out, what it does).
    pub reason: String,
}

/// One move of a play-out.
#[derive(Debug, Clone, Serialize)]
pub struct Ply {
    /// Move number, from 1.
    pub ply: usize,
    /// Who moves.
    pub mover: Player,
    /// Whether the mover was winning (and so plays a winning move).
    pub winning: bool,
    /// The position before the move.
    pub before: Vec<u64>,
    /// The move.
    pub mv: GameMove,
    /// The Grundy value left (normal-play heap games).
    pub grundy_after: Option<u64>,
}

/// The worked example of any game.
#[derive(Debug, Clone, Serialize)]
pub struct GameExample {
    /// The game's name as written (`kayles`, `octal`, a teacher's name …).
    pub game: String,
    /// The words of the request.
    pub words: String,
    /// The game's title.
    pub title: String,
    /// The rule in words.
    pub rule: String,
    /// Misère play.
    pub misere: bool,
    /// True for heap games (a sum of heaps), false for whole-position games.
    pub heap_game: bool,
    /// Whether a heap emptied by a move keeps its place (games that never split).
    pub keeps_empty_heaps: bool,
    /// The position: heaps, or the tuple.
    pub heaps: Vec<u64>,
    /// The finite subtraction set, for subtraction games.
    pub set: Option<Vec<u64>>,
    /// The octal code, for octal games.
    pub code: Option<String>,
    /// Each heap with its value (heap games, when the values are known).
    pub components: Vec<Component>,
    /// The position's Grundy value in normal play (for a sum, the XOR of the heaps' values);
    /// `None` only when it is too large to compute.
    pub grundy: Option<u64>,
    /// How the values are known: a closed form, a proved period, a table, or a search.
    pub method: String,
    /// The reason behind the method (the formula's proof, the period's theorem, the limit).
    pub method_reason: String,
    /// The proved period of one heap's values, when there is one.
    pub period: Option<Period>,
    /// g(0), g(1), … for one heap (heap games whose values are known).
    pub sequence: Vec<u64>,
    /// The heap sizes in `sequence` with value 0: the one-heap P-positions.
    pub p_positions: Vec<u64>,
    /// Whether the player to move wins.
    pub first_player_wins: bool,
    /// Who wins with best play.
    pub winner: Player,
    /// How many winning moves there are (`None`: too many to count).
    pub winning_move_count: Option<u128>,
    /// The winning moves, in order (at most [`LISTED_MOVES`]).
    pub winning_moves: Vec<GameMove>,
    /// An optimal play-out.
    pub playout: Vec<Ply>,
    /// True when the play-out was cut at [`PLAYOUT_LIMIT`] moves.
    pub playout_truncated: bool,
    /// How many positions a search visited (0 when no search was needed).
    pub searched: usize,
}

/// Checks a position's size for a game.
pub fn validate(game: &Game, position: &[u64]) -> Result<(), GameError> {
    if position.is_empty() {
        return err(format!("{} needs at least one heap", game.name));
    }
    if position.len() > MAX_COMPONENTS {
        return err(format!("{} heaps is too many: at most {MAX_COMPONENTS} are allowed", position.len()));
    }
    if matches!(game.shape, Shape::Wythoff) && position.len() != 2 {
        return err("Wythoff's game is played on exactly two piles");
    }
    Ok(())
}

/// How one game decides positions: by heap values, or by search.
pub struct Solver<'g> {
    game: &'g Game,
    values: Option<HeapValues>,
    search: Search<'g>,
}

impl<'g> Solver<'g> {
    /// Prepares to answer positions whose heaps are at most `largest`.
    pub fn new(game: &'g Game, largest: u64) -> Result<Solver<'g>, GameError> {
        let values = match &game.shape {
            Shape::Heaps(rule) => Some(HeapValues::new(rule, largest)?),
            _ => None,
        };
        Ok(Solver { game, values, search: Search::new(game) })
    }

    /// The heap values, for heap games.
    pub fn values(&self) -> Option<&HeapValues> {
        self.values.as_ref()
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
                    GameMove { heap: None, from: None, to: after.clone(), take: None, leaves: None, position: after, reason: String::new() }
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
            None => GameMove { heap: None, from: None, position: to.clone(), to, take: None, leaves: None, reason: String::new() },
        }
    }

    /// A move in heap `i` (from 0) to `to`, with its reason.
    pub fn heap_move(&self, p: &[u64], i: usize, to: HeapOption) -> GameMove {
        let from = p[i];
        let leaves: u64 = to.iter().sum();
        let position = apply(self.game, p, i, &to);
        GameMove { heap: Some(i + 1), from: Some(from), take: Some(from - leaves), leaves: Some(leaves), to, position, reason: String::new() }
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

/// Computes the worked example of `game` at `position`.
pub fn example(game: &Game, position: &[u64]) -> Result<GameExample, GameError> {
    validate(game, position)?;
    let largest = position.iter().copied().max().unwrap_or(0);
    let mut solver = Solver::new(game, largest.max(20))?;
    let grundy = solver.grundy(position)?;
    let first_player_wins = solver.wins(position)?;
    let (winning_move_count, mut winning_moves) =
        if first_player_wins { solver.winning_moves(position, LISTED_MOVES)? } else { (Some(0), Vec::new()) };
    let explain = Explainer { game, solver: &solver, position, grundy };
    for m in &mut winning_moves {
        m.reason = explain.reason(m)?;
    }
    let (components, sequence, method, method_reason, period) = match solver.values() {
        Some(values) => heap_facts(values, position, largest)?,
        None => {
            let (m, r) = if matches!(game.shape, Shape::Wythoff) && !game.misere {
                ("closed form", "the P-positions are the pairs (⌊kφ⌋, ⌊kφ²⌋) (Wythoff, 1907)")
            } else {
                ("search", "every position reachable from this one was searched")
            };
            (Vec::new(), Vec::new(), m.to_string(), r.to_string(), None)
        }
    };
    let (method, method_reason) = if game.misere && !matches!(game.shape, Shape::Heaps(HeapRule::Take { .. })) {
        ("search".to_string(), "misère play has no Grundy theory here: every reachable position was searched".to_string())
    } else {
        (method, method_reason)
    };
    let (playout, playout_truncated) = playout(&mut solver, position)?;
    let p_positions = sequence.iter().enumerate().filter(|(_, g)| **g == 0).map(|(i, _)| i as u64).collect();
    let (set, code) = match &game.shape {
        Shape::Heaps(HeapRule::Subtraction(super::rules::SubtractionSet::Finite(s))) => (Some(s.clone()), None),
        Shape::Heaps(HeapRule::Octal(o)) => (None, Some(o.code())),
        _ => (None, None),
    };
    Ok(GameExample {
        game: game.name.clone(),
        words: game.words(position),
        title: game.title(),
        rule: game.rule_text(),
        misere: game.misere,
        heap_game: matches!(game.shape, Shape::Heaps(_)),
        keeps_empty_heaps: game.keeps_empty_heaps(),
        heaps: position.to_vec(),
        set,
        code,
        components,
        grundy,
        method,
        method_reason,
        period,
        sequence,
        p_positions,
        first_player_wins,
        winner: if first_player_wins { Player::First } else { Player::Second },
        winning_move_count,
        winning_moves,
        playout,
        playout_truncated,
        searched: solver.searched(),
    })
}

type HeapFacts = (Vec<Component>, Vec<u64>, String, String, Option<Period>);

fn heap_facts(values: &HeapValues, position: &[u64], largest: u64) -> Result<HeapFacts, GameError> {
    let mut components = Vec::new();
    for (i, &h) in position.iter().enumerate() {
        let mex = if h <= MEX_SHOWN_HEAP { mex_of(values, h)? } else { None };
        components.push(Component { heap: i + 1, size: h, grundy: values.value(h)?, mex });
    }
    let period = values.period().cloned();
    let shown = match &period {
        Some(p) if largest > SEQUENCE_SHOWN => (p.pre_period + 2 * p.period).max(40).min(SEQUENCE_SHOWN),
        _ => largest.clamp(20, SEQUENCE_SHOWN),
    };
    let sequence = values.sequence(shown)?;
    let (method, reason) = match values.method() {
        Method::ClosedForm(r) => ("closed form", r.clone()),
        Method::Period => ("period", period.as_ref().map(|p| p.theorem.clone()).unwrap_or_default()),
        Method::Table(r) => ("table", r.clone()),
    };
    Ok((components, sequence, method.into(), reason, period))
}

fn mex_of(values: &HeapValues, h: u64) -> Result<Option<Mex>, GameError> {
    let options = values.rule().options(h)?;
    if options.len() > MEX_SHOWN_OPTIONS {
        return Ok(None);
    }
    let mut shown = Vec::new();
    for to in options {
        let vals: Vec<u64> = to.iter().map(|&x| values.value(x)).collect::<Result<_, _>>()?;
        let grundy = vals.iter().fold(0, |a, &b| a ^ b);
        shown.push(MexOption { to, values: vals, grundy });
    }
    let mut distinct: Vec<u64> = shown.iter().map(|o| o.grundy).collect();
    distinct.sort_unstable();
    distinct.dedup();
    let mex = super::search::mex(&distinct);
    Ok(Some(Mex { options: shown, values: distinct, mex }))
}

/// Writes the reason of a winning move.
struct Explainer<'a, 'g> {
    game: &'a Game,
    solver: &'a Solver<'g>,
    position: &'a [u64],
    grundy: Option<u64>,
}

impl Explainer<'_, '_> {
    fn reason(&self, m: &GameMove) -> Result<String, GameError> {
        let list = |v: &[u64]| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" + ");
        if let (Some(values), Some(total), false) = (self.solver.values(), self.grundy, self.game.misere) {
            let i = m.heap.expect("heap games name the heap") - 1;
            let gi = values.value(self.position[i])?;
            let left = if m.to.is_empty() {
                "nothing".to_string()
            } else {
                let vals: Vec<u64> = m.to.iter().map(|&x| values.value(x)).collect::<Result<_, _>>()?;
                let v = vals.iter().fold(0, |a, &b| a ^ b);
                if m.to.len() == 1 {
                    format!("a heap of value {v}")
                } else {
                    format!("heaps {} of values {} = {v}", list(&m.to), vals.iter().map(u64::to_string).collect::<Vec<_>>().join(" ⊕ "))
                }
            };
            return Ok(format!(
                "heap {} has value {gi} and the others XOR to {}; the move leaves {left}, so the total becomes 0",
                i + 1,
                total ^ gi
            ));
        }
        let convention = if self.game.misere { "in misère play" } else { "in normal play" };
        Ok(format!("it leaves a position that is lost for the player to move {convention}"))
    }
}

fn playout(solver: &mut Solver<'_>, start: &[u64]) -> Result<(Vec<Ply>, bool), GameError> {
    let mut p = start.to_vec();
    let mut mover = Player::First;
    let mut plies = Vec::new();
    while plies.len() < PLAYOUT_LIMIT {
        let winning = solver.wins(&p)?;
        let mv = if winning { solver.winning_moves(&p, 1)?.1.into_iter().next() } else { solver.losing_move(&p)? };
        let Some(mut mv) = mv else { return Ok((plies, false)) };
        mv.reason = if winning { "a winning move".into() } else { "no winning move exists; the smallest move".into() };
        let grundy_after = if solver.values().is_some() { solver.grundy(&mv.position)? } else { None };
        let before = std::mem::replace(&mut p, mv.position.clone());
        plies.push(Ply { ply: plies.len() + 1, mover, winning, before, mv, grundy_after });
        mover = mover.other();
    }
    let more = match solver.losing_move(&p)? {
        Some(_) => true,
        None => false,
    };
    Ok((plies, more))
}
