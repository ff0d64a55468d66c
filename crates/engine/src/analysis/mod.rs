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
//!
//! The example holds facts, not sentences: its title, rule, reasons and the proof of a period
//! are [`Fact`]s (a message id and its numbers), which every view words in its language
//! (`crate::views::facts`).

mod graph;
mod sections;
mod solver;

pub use graph::Graph;
pub use sections::{BashFacts, Family, NimFacts, WythoffFacts};
pub use solver::Solver;

use super::catalogue::{Game, Shape};
use super::fact::{Arg, Fact};
use super::limits::{MAX_LISTED_OPTIONS, PLAYOUT_LIMIT};
use super::values::{HeapValues, Method, Period};
use super::wythoff::Pile;
use super::{ErrorKind, GameError, Player, err, too_large};
use serde::Serialize;

/// The most heaps (or tuple entries) a position may have.
pub const MAX_COMPONENTS: usize = 1000;
/// Heaps up to this size show their mex computation.
pub const MEX_SHOWN_HEAP: u64 = 20;
/// The most options a shown mex computation lists.
pub const MEX_SHOWN_OPTIONS: usize = 24;
/// The most winning moves listed (all are counted).
pub const LISTED_MOVES: usize = 50;
/// The Grundy sequence is shown up to the largest heap, but at most this far (a proved period
/// is shown whole instead).
pub const SEQUENCE_SHOWN: u64 = 200;
/// The one-heap P-positions are listed up to the largest heap, but at most this far
/// (`p_positions_to` says where the list ends).
pub const P_POSITIONS_LISTED: u64 = 1_000;

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
    /// Counters removed (heap games; from each pile taken from, in Wythoff's game).
    pub take: Option<u64>,
    /// The pile taken from, in Wythoff's game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pile: Option<Pile>,
    /// Counters left in the heaps that replace it (heap games).
    pub leaves: Option<u64>,
    /// The whole position after the move.
    pub position: Vec<u64>,
    /// Why the move wins (or, in a play-out, what it does); `None` until the example explains it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<Fact>,
    /// The move in words, for every move of every game ([`crate::said`]): "take 2 from heap 1",
    /// "split heap 2 (7) into 4 + 3", "take 1 from both piles, leaving (2, 4)", "move to (3,
    /// 1)", or the rule's own words (`fn describe(p, q)` of a teacher's game, [`super::reading`]).
    pub said: Fact,
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
    /// The XOR of the heaps' values before the move (heap games whose values are known).
    pub sum_before: Option<u64>,
    /// The move.
    #[serde(rename = "move")]
    pub mv: GameMove,
    /// The position after the move.
    pub after: Vec<u64>,
    /// The XOR of the heaps' values after the move.
    pub sum_after: Option<u64>,
    /// The positions before and after the move in the rule's words (`fn position(p)` of a
    /// teacher's game: a tree as its edges rather than a list of parents); `None` where the
    /// entries themselves stand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub said_before: Option<Fact>,
    /// The position after the move in the rule's words, as `said_before`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub said_after: Option<Fact>,
}

/// An optimal play-out: the winner plays its first winning move, the loser the varied move of
/// [`Solver::losing_move`].
#[derive(Debug, Clone, Serialize)]
pub struct Playout {
    /// The moves in order.
    pub rows: Vec<Ply>,
    /// Who wins with best play.
    pub winner: Player,
    /// True when the play-out was cut at [`PLAYOUT_LIMIT`] moves.
    pub truncated: bool,
    /// How the loser chooses its moves: `nim` (a heap and an amount, keeping two heaps),
    /// `wythoff` (a pile or both, avoiding empty and equal piles) or `game` (any move that does
    /// not let the winner finish at once); the message `game-playout-rule-RULE` says it in words.
    pub rule: &'static str,
}

/// The worked example of any game.
#[derive(Debug, Clone, Serialize)]
pub struct GameExample {
    /// The game's name as written (`kayles`, `octal`, a teacher's name …).
    pub game: String,
    /// The words of the request.
    pub words: String,
    /// The game's title.
    pub title: Fact,
    /// The rule.
    pub rule: Fact,
    /// Misère play.
    pub misere: bool,
    /// True for heap games (a sum of heaps), false for whole-position games.
    pub heap_game: bool,
    /// Whether a heap emptied by a move keeps its place (games that never split).
    pub keeps_empty_heaps: bool,
    /// What the heaps are made of (`counters`, `pins`), for the words of a position.
    pub things: super::catalogue::Things,
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
    /// The position's suspense number in normal play: how many moves are left when the winner
    /// makes the play last and the loser ends it soon, odd exactly when the player to move wins;
    /// it decides a sum played in every component at each turn (Every-SG). Whole-position games
    /// decided by a search only (`None` otherwise, or when the search is too large).
    pub suspense: Option<u64>,
    /// How the values are known: a closed form, a proved period, a table, or a search.
    pub method: String,
    /// The reason behind the method (the formula's proof, the period's theorem, the limit).
    pub method_reason: Fact,
    /// The proved period of one heap's values, when there is one.
    pub period: Option<Period>,
    /// g(0), g(1), … for one heap (heap games whose values are known).
    pub sequence: Vec<u64>,
    /// The one-heap P-positions from 0 to `p_positions_to`: the sizes of value 0 in normal
    /// play; in misère play Nim's by Bouton's rule, none for other games (empty, with
    /// `p_positions_to` 0, for games whose values are not known heap by heap).
    pub p_positions: Vec<u64>,
    /// The largest size `p_positions` looked at: the largest heap, or [`P_POSITIONS_LISTED`].
    pub p_positions_to: u64,
    /// Whether the player to move wins.
    pub first_player_wins: bool,
    /// Who wins with best play.
    pub winner: Player,
    /// How many winning moves there are (`None`: too many to count).
    pub winning_move_count: Option<u128>,
    /// The winning moves, in order (at most [`LISTED_MOVES`]).
    pub winning_moves: Vec<GameMove>,
    /// An optimal play-out.
    pub playout: Playout,
    /// Whether a move's words (`said`) say more than the position it leaves: false for a
    /// whole-position game whose rule does not say its moves, where they would read "to (3, 1)".
    pub moves_worded: bool,
    /// How many positions a search visited (0 when no search was needed).
    pub searched: usize,
    /// Which family's sections the example has (the partial shows them).
    pub family: Family,
    /// The names of the position's entries in the rule's words (`fn coordinate(i)` of a
    /// teacher's game), one per entry; empty where the views' default words stand.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub coordinates: Vec<Fact>,
    /// The position in the rule's words (`fn position(p)` of a teacher's game: "rows of 4, 4
    /// and 2"), where the entries named one by one would say it at length.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub said: Option<Fact>,
    /// A short reason for the verdict in the rule's words (`fn why(p)` of a teacher's game).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<Fact>,
    /// Every position reachable from a small start, in the order a backward labelling reaches
    /// them, with their options and P/N labels ([`graph::graph`]); none for a larger start.
    pub graph: Option<Graph>,
    /// Nim's section (Nim in every variant).
    #[serde(flatten)]
    pub nim: Option<NimFacts>,
    /// The Bash game's section (one heap of Nim with at most M a move).
    #[serde(flatten)]
    pub bash: Option<BashFacts>,
    /// Wythoff's section.
    #[serde(flatten)]
    pub wythoff: Option<WythoffFacts>,
}

/// Checks a position's size for a game.
pub fn validate(game: &Game, position: &[u64]) -> Result<(), GameError> {
    if position.is_empty() {
        return err("refusal-no-heap", [("game", Arg::from(game.name.as_str()))]);
    }
    if position.len() > MAX_COMPONENTS {
        return too_large(MAX_COMPONENTS, "refusal-too-many-heaps", [("count", Arg::from(position.len()))]);
    }
    if let Shape::Whole(rule) = &game.shape
        && let Some((length, why)) = rule.length()
        && position.len() != length
    {
        return Err(GameError::Invalid { reason: why });
    }
    if let Some(heaps) = game.heap_rule().and_then(|r| r.heaps())
        && position.len() != heaps
    {
        return err("refusal-heap-count", [("game", Arg::from(game.name.as_str())), ("count", Arg::from(heaps))]);
    }
    if !game.is_position(position)? {
        let shown = super::error::tuple(position);
        return err("refusal-not-a-position", [("game", Arg::from(game.title())), ("position", Arg::from(shown))]);
    }
    Ok(())
}

/// Computes the worked example of `game` at `position`: facts, which the views word.
pub fn example(game: &Game, position: &[u64]) -> Result<GameExample, GameError> {
    validate(game, position)?;
    let largest = position.iter().copied().max().unwrap_or(0);
    let mut solver = Solver::new(game, largest)?;
    let grundy = solver.grundy(position)?;
    let first_player_wins = solver.wins(position)?;
    let (winning_move_count, mut winning_moves) =
        if first_player_wins { solver.winning_moves(position, LISTED_MOVES)? } else { (Some(0), Vec::new()) };
    let explain = Explainer { game, solver: &solver, position, grundy };
    for m in &mut winning_moves {
        m.reason = Some(explain.reason(m)?);
    }
    let (components, sequence, method, method_reason, period) = match solver.values() {
        Some(values) => heap_facts(values, position, largest)?,
        None => {
            // (Misère play is searched: the convention's own method replaces this below.)
            let (m, r) = match &game.shape {
                Shape::Whole(rule) => rule.method(),
                Shape::Heaps(_) => ("search", "game-method-search"),
            };
            (Vec::new(), Vec::new(), m.to_string(), Fact::id(r), None)
        }
    };
    let nims = game.heap_rule().and_then(|r| r.take_limit()).is_some();
    let (method, method_reason) = if game.misere && !nims {
        ("search".to_string(), Fact::id("game-method-misere-search"))
    } else {
        (method, method_reason)
    };
    let mut playout = playout(&mut solver, position)?;
    // The positions the answers above needed; the suspense number's own pass is not counted.
    let searched = solver.searched();
    // Last, so that its share of the search's bounds is taken from no other answer.
    let suspense = solver.suspense(position)?;
    let graph = graph::graph(game, position, &mut solver)?;
    let Aloud { coordinates, said, why } = match game.script() {
        Some(script) => read_aloud(script, position, &mut winning_moves, &mut playout)?,
        None => Aloud::default(),
    };
    // A move's words say no more than the position it leaves when they are "move to (3, 1)".
    let moves_worded = playout.rows.iter().map(|r| &r.mv).chain(&winning_moves).all(|m| m.said.fact != "move-to");
    let sections = sections::sections(game, position, &winning_moves);
    let (p_positions, p_positions_to) = match solver.values() {
        Some(values) => {
            let to = largest.min(P_POSITIONS_LISTED);
            (one_heap_p_positions(game, values, to)?, to)
        }
        None => (Vec::new(), 0),
    };
    let (set, code) = game.heap_rule().map_or((None, None), |r| (r.set(), r.code()));
    Ok(GameExample {
        game: game.name.clone(),
        words: game.words(position),
        title: game.title(),
        rule: game.rule(),
        misere: game.misere,
        heap_game: matches!(game.shape, Shape::Heaps(_)),
        keeps_empty_heaps: game.keeps_empty_heaps(),
        things: game.things(),
        heaps: position.to_vec(),
        set,
        code,
        components,
        grundy,
        suspense,
        method,
        method_reason,
        period,
        sequence,
        p_positions,
        p_positions_to,
        first_player_wins,
        winner: if first_player_wins { Player::First } else { Player::Second },
        winning_move_count,
        winning_moves,
        playout,
        moves_worded,
        searched,
        family: sections.family,
        coordinates,
        said,
        why,
        graph,
        nim: sections.nim,
        bash: sections.bash,
        wythoff: sections.wythoff,
    })
}

/// What a teacher's rule says of its example besides its moves.
#[derive(Default)]
struct Aloud {
    coordinates: Vec<Fact>,
    said: Option<Fact>,
    why: Option<Fact>,
}

/// The words a teacher's rule gives its example ([`super::reading`]): each move it lists and
/// plays described, the entries named, the position said, the verdict's reason.
fn read_aloud(
    script: &super::script::ScriptGame,
    position: &[u64],
    moves: &mut [GameMove],
    playout: &mut Playout,
) -> Result<Aloud, GameError> {
    use super::reading;
    for m in moves.iter_mut() {
        if let Some(said) = reading::describe(script, position, &m.position)? {
            m.said = said;
        }
    }
    // The start in words, once: the example's own and the first row's; each later row starts
    // where the row before it ended, so a position is worded once.
    let said = reading::position(script, position)?;
    let mut before = said.clone();
    for ply in &mut playout.rows {
        if let Some(said) = reading::describe(script, &ply.before, &ply.after)? {
            ply.mv.said = said;
        }
        ply.said_after = reading::position(script, &ply.after)?;
        ply.said_before = std::mem::replace(&mut before, ply.said_after.clone());
    }
    let mut coordinates = Vec::new();
    for i in 1..=position.len() {
        match reading::coordinate(script, i)? {
            Some(name) => coordinates.push(Fact::new("game-own-words", [("words", name)])),
            None => break,
        }
    }
    Ok(Aloud { coordinates, said, why: reading::why(script, position)? })
}

/// The one-heap P-positions among the sizes 0..=`to`: the zeros of the values in normal play;
/// in misère play the sizes Bouton's rule loses for Nim's family, and none for the others (their
/// values say nothing about misère play).
fn one_heap_p_positions(game: &Game, values: &HeapValues, to: u64) -> Result<Vec<u64>, GameError> {
    let sizes = 0..=to;
    Ok(match (&game.shape, game.misere) {
        (_, false) => {
            let mut out = Vec::new();
            for n in sizes {
                if values.value(n)? == 0 {
                    out.push(n);
                }
            }
            out
        }
        (Shape::Heaps(rule), true) if rule.take_limit().is_some() => {
            let rules = super::nim::NimRules { misere: true, max_take: rule.take_limit().flatten() };
            sizes.filter(|&n| !super::nim::first_player_wins(&[n], rules)).collect()
        }
        _ => Vec::new(),
    })
}

type HeapFacts = (Vec<Component>, Vec<u64>, String, Fact, Option<Period>);

fn heap_facts(values: &HeapValues, position: &[u64], largest: u64) -> Result<HeapFacts, GameError> {
    let mut components = Vec::new();
    for (i, &h) in position.iter().enumerate() {
        let mex = if h <= MEX_SHOWN_HEAP { mex_of(values, h)? } else { None };
        components.push(Component { heap: i + 1, size: h, grundy: values.value(h)?, mex });
    }
    let period = values.period().cloned();
    let shown = match &period {
        Some(p) if largest > SEQUENCE_SHOWN => (p.pre_period + 2 * p.period).clamp(40, SEQUENCE_SHOWN),
        _ => largest.min(SEQUENCE_SHOWN),
    };
    let sequence = values.sequence(shown)?;
    let method = match values.method() {
        Method::ClosedForm(_) => "closed form",
        Method::Period => "period",
        Method::Table(_) => "table",
    };
    Ok((components, sequence, method.into(), values.reason(), period))
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

/// Finds the reason of a winning move.
struct Explainer<'a, 'g> {
    game: &'a Game,
    solver: &'a Solver<'g>,
    position: &'a [u64],
    grundy: Option<u64>,
}

impl Explainer<'_, '_> {
    fn reason(&self, m: &GameMove) -> Result<Fact, GameError> {
        // Nim's family, however it was asked (`subtraction --set 1,2` is Nim with at most 2).
        let take_limit = self.game.heap_rule().and_then(|r| r.take_limit());
        if let (Some(max_take), Some(heap), Some(take), Some(leaves)) = (take_limit, m.heap, m.take, m.leaves) {
            let rules = super::nim::NimRules { misere: self.game.misere, max_take };
            return Ok(super::nim::move_reason(self.position, rules, &super::nim::Move { heap, take, leaves }));
        }
        if let (Some(values), Some(total), false) = (self.solver.values(), self.grundy, self.game.misere) {
            let i = m.heap.expect("heap games name the heap") - 1;
            // Rows of pins (Kayles) or heaps of counters: the messages word the components by it.
            let things = || ("things", Arg::Text(self.game.things().name().to_string()));
            let gi = values.value(self.position[i])?;
            let left = if m.to.is_empty() {
                Fact::new("game-reason-left-nothing", [things()])
            } else {
                let vals: Vec<u64> = m.to.iter().map(|&x| values.value(x)).collect::<Result<_, _>>()?;
                let v = vals.iter().fold(0, |a, &b| a ^ b);
                if m.to.len() == 1 {
                    Fact::new("game-reason-left-heap", [("value", Arg::from(v)), things()])
                } else {
                    let heaps = m.to.iter().map(|&h| Arg::from(h)).collect();
                    let values = vals.iter().map(|&x| Arg::from(x)).collect();
                    Fact::new(
                        "game-reason-left-heaps",
                        [
                            ("heaps", Arg::Joined { joined: "game-reason-heaps-separator", items: heaps }),
                            ("count", Arg::from(m.to.len())),
                            ("values", Arg::Joined { joined: "game-xor-separator", items: values }),
                            ("value", Arg::from(v)),
                            things(),
                        ],
                    )
                }
            };
            if self.position.len() == 1 {
                // One heap: no "others" to XOR with; the move leaves value 0 directly.
                return Ok(Fact::new(
                    "game-reason-grundy-alone",
                    [("value", Arg::from(gi)), ("left", left.into()), things()],
                ));
            }
            return Ok(Fact::new(
                "game-reason-grundy",
                [
                    ("heap", Arg::from(i + 1)),
                    ("value", Arg::from(gi)),
                    ("others", Arg::from(total ^ gi)),
                    ("left", left.into()),
                    things(),
                ],
            ));
        }
        Ok(Fact::id(if self.game.misere { "game-reason-search-misere" } else { "game-reason-search-normal" }))
    }
}

fn playout(solver: &mut Solver<'_>, start: &[u64]) -> Result<Playout, GameError> {
    let first_wins = solver.wins(start)?;
    let mut playout = Playout {
        rows: Vec::new(),
        winner: if first_wins { Player::First } else { Player::Second },
        truncated: false,
        rule: solver.playout_rule(start),
    };
    let mut p = start.to_vec();
    let mut mover = Player::First;
    // A move that would look at more options than an example may is not made: the play-out stops
    // there, cut short, and the example keeps its value, verdict and winning moves.
    let past_bound = |e: &GameError| matches!(e.kind(), ErrorKind::TooLarge { limit } if limit == MAX_LISTED_OPTIONS);
    let sum = |solver: &mut Solver<'_>, q: &[u64]| -> Result<Option<u64>, GameError> {
        if solver.values().is_some() { solver.grundy(q) } else { Ok(None) }
    };
    // The value after one move is the value before the next.
    let mut sum_before = sum(solver, &p)?;
    while playout.rows.len() < PLAYOUT_LIMIT {
        let winning = solver.wins(&p)?;
        let mv = if winning { solver.first_winning_move(&p) } else { solver.losing_move(&p) };
        let mv = match mv {
            Err(e) if past_bound(&e) => {
                playout.truncated = true;
                return Ok(playout);
            }
            mv => mv?,
        };
        let Some(mut mv) = mv else { return Ok(playout) };
        mv.reason = Some(Fact::id(if winning { "game-playout-winning" } else { "game-playout-losing" }));
        let sum_after = sum(solver, &mv.position)?;
        let after = mv.position.clone();
        let before = std::mem::replace(&mut p, after.clone());
        playout.rows.push(Ply {
            ply: playout.rows.len() + 1,
            mover,
            winning,
            before,
            sum_before,
            mv,
            after,
            sum_after,
            said_before: None,
            said_after: None,
        });
        sum_before = sum_after;
        mover = mover.other();
    }
    playout.truncated = match solver.losing_move(&p) {
        Err(e) if past_bound(&e) => true,
        other => other?.is_some(),
    };
    Ok(playout)
}

#[cfg(test)]
mod tests;
