//! `nimbook play`: any game of the model against the computer, in the terminal. The game comes
//! from the same words as `example` (`nim 3 4 5`, `kayles 5 7`, `wythoff 4 9`, `lasker 2 2 3
//! --misere` …) and the one [`Solver`] decides every position, so the computer never misses a
//! win: it plays the first winning move in the model's order and says why in the game's terms
//! (Grundy values for normal-play heap games, "a losing position" otherwise); with no winning
//! move it plays the model's plain move and hopes. Every typed move is checked against the
//! model's list of moves; a bad one gets a one-line message and never changes the game.
//!
//! This file runs the game: it reads the moves, plans the computer's and checks the human's.
//! Every line it prints is worded by [`words`] from the message files, in the language asked
//! (`nimbook play … --lang zh`); the moves, the computer's reasons and the end of a game are the
//! play widget's messages, so the terminal and the page say them alike.

use crate::directive::Request;
use crate::games::GameError;
use crate::games::analysis::{Solver, validate};
use crate::games::catalogue::Game;
use crate::games::positions::{Step, steps};
use crate::views::i18n::Lang;
use crate::views::play::game_of;
use std::io::{self, BufRead, Write};

/// Why a game in the terminal stopped short: a request that cannot be played or a position the
/// model refuses (the player's mistake, said as such), or the terminal itself failing.
#[derive(Debug)]
pub enum PlayError {
    /// The words name no game with a position to play.
    NotAGame(String),
    /// The model refused the game or a position of it.
    Game(GameError),
    /// Reading the moves or writing the board failed.
    Io(io::Error),
}

impl From<GameError> for PlayError {
    fn from(e: GameError) -> Self {
        PlayError::Game(e)
    }
}

impl From<io::Error> for PlayError {
    fn from(e: io::Error) -> Self {
        PlayError::Io(e)
    }
}

/// A result of the game in the terminal.
type Played<T> = Result<T, PlayError>;

fn list(p: &[u64], sep: &str) -> String {
    p.iter().map(u64::to_string).collect::<Vec<_>>().join(sep)
}

/// What a player types to quit or to ask for a hint, the same in every language (the start of
/// the game says so in the player's language).
const QUIT: [&str; 2] = ["q", "quit"];
const HINT: [&str; 2] = ["?", "hint"];

/// One game in progress, worded in `lang` ([`words`]).
struct Table<'g> {
    game: &'g Game,
    solver: Solver<'g>,
    lang: Lang<'g>,
}

/// The move the player to move had best make, and what explains it.
struct Plan {
    step: Step,
    /// Whether the move wins (else no move does, and it is the model's plain move).
    won: bool,
    /// In a normal-play heap game with Grundy values: the heaps' values and those of the heaps
    /// the move leaves in place of its heap.
    grundy: Option<Grundy>,
}

/// The Grundy values that explain a move ([`Plan::grundy`]).
struct Grundy {
    heaps: Vec<u64>,
    parts: Vec<u64>,
}

/// Why a typed line is not one of the model's moves; [`Table::try_again`] words it.
enum Refusal {
    /// A word that is a negative number.
    Negative(String),
    /// A word of digits past the largest number.
    TooLarge(String),
    /// A line that is not a move's numbers (the whole line, escaped).
    NotAMove(String),
    /// A position the game cannot reach in one move.
    Unreachable(Vec<u64>),
    /// A heap number past the heaps.
    NoSuchHeap(u64),
    /// A heap with nothing left.
    Empty(u64),
    /// More taken than the heap (numbered from 1) holds.
    TooFew { heap: u64, size: u64, take: u64 },
    /// A well-formed move the game's rule does not allow.
    NotOfGame,
    /// A line longer than [`MAX_INPUT_LINE`].
    TooLong,
}

impl Table<'_> {
    /// Whether positions are heaps (rather than tuples of a game's own).
    fn heap_game(&self) -> bool {
        self.game.heap_rule().is_some()
    }

    /// Whether a move may split a heap.
    fn splits(&self) -> bool {
        self.game.heap_rule().is_some_and(|r| r.splits())
    }

    /// The mover's best move from `p` (a winning one if there is one), with the Grundy values
    /// that say why in normal-play heap games.
    fn plan(&mut self, p: &[u64]) -> Played<Plan> {
        let all = steps(self.game, p)?;
        let mut winning = None;
        for s in &all {
            if !self.solver.wins(&s.after)? {
                winning = Some(s.clone());
                break;
            }
        }
        let won = winning.is_some();
        let step = winning.unwrap_or_else(|| all[0].clone());
        let values = if self.game.misere { None } else { self.solver.values() };
        let grundy = match (values, step.heap) {
            (Some(v), Some(_)) => Some(Grundy {
                heaps: p.iter().map(|&h| v.value(h)).collect::<Result<_, _>>()?,
                parts: step.to.iter().map(|&h| v.value(h)).collect::<Result<_, _>>()?,
            }),
            _ => None,
        };
        Ok(Plan { step, won, grundy })
    }

    /// The move the human typed, if it is one of the model's moves from `p`.
    fn human_move(&self, p: &[u64], line: &str) -> Played<Result<Step, Refusal>> {
        let not_a_move = || Refusal::NotAMove(line.escape_debug().to_string());
        let mut numbers = Vec::new();
        for w in line.split_whitespace() {
            match w.parse::<u64>() {
                Ok(n) => numbers.push(n),
                Err(_) if w.starts_with('-') && w[1..].parse::<u64>().is_ok() => {
                    return Ok(Err(Refusal::Negative(w.to_string())));
                }
                Err(_) if !w.is_empty() && w.chars().all(|c| c.is_ascii_digit()) => {
                    return Ok(Err(Refusal::TooLarge(w.to_string())));
                }
                Err(_) => return Ok(Err(not_a_move())),
            }
        }
        let all = steps(self.game, p)?;
        if !self.heap_game() {
            let found = all.into_iter().find(|s| s.after == numbers);
            return Ok(found.ok_or(Refusal::Unreachable(numbers)));
        }
        let (heap, rest) = match numbers[..] {
            [take] if p.len() == 1 && !self.splits() => (1, vec![take]),
            [heap, ref rest @ ..] if !rest.is_empty() => (heap, rest.to_vec()),
            _ => return Ok(Err(not_a_move())),
        };
        let Some(i) = usize::try_from(heap).ok().filter(|&h| h >= 1 && h <= p.len()).map(|h| h - 1) else {
            return Ok(Err(Refusal::NoSuchHeap(heap)));
        };
        if p[i] == 0 {
            return Ok(Err(Refusal::Empty(heap)));
        }
        let mut to: Vec<u64> = if self.splits() {
            rest.into_iter().filter(|&h| h > 0).collect()
        } else {
            match rest[..] {
                [take] if take > p[i] => return Ok(Err(Refusal::TooFew { heap, size: p[i], take })),
                [take] => vec![p[i] - take].into_iter().filter(|&h| h > 0).collect(),
                _ => return Ok(Err(not_a_move())),
            }
        };
        to.sort_unstable_by(|a, b| b.cmp(a));
        Ok(all.into_iter().find(|s| s.heap == Some(i) && s.to == to).ok_or(Refusal::NotOfGame))
    }
}

/// Plays one game of `request` between the computer and the human at `input`/`output`, every
/// word in `lang`.
///
/// The computer moves first unless `human_first`. The game ends when no move is left (the
/// winner is announced), when the human types `q`, or at the end of the input. A request that
/// is not a game is [`PlayError::NotAGame`], worded in `lang`.
pub fn run(
    request: &Request,
    human_first: bool,
    lang: Lang<'_>,
    input: &mut dyn BufRead,
    output: &mut dyn Write,
) -> Played<()> {
    let Some((game, start)) = game_of(request) else {
        let words = request.to_words();
        let name = words.split_whitespace().next().unwrap_or_default();
        return Err(PlayError::NotAGame(lang.t("terminal-play-not-a-game", &[("name", name.into())])));
    };
    validate(&game, &start)?;
    let largest = start.iter().copied().max().unwrap_or(0);
    let solver = Solver::new(&game, largest)?;
    let mut t = Table { game: &game, solver, lang };
    let mut p = start;
    writeln!(output, "{}", t.title())?;
    writeln!(output, "{}", t.keys(&p))?;
    writeln!(output, "{}", t.show(&p))?;
    if steps(&game, &p)?.is_empty() {
        writeln!(output, "{}", lang.word("terminal-play-no-game"))?;
        return Ok(());
    }
    let first = if human_first { "terminal-play-you-first" } else { "terminal-play-computer-first" };
    writeln!(output, "{}", lang.word(first))?;
    let mut human = human_first;
    let mut line = Vec::new();
    loop {
        if human {
            write!(output, "{}", lang.word("terminal-play-prompt"))?;
            output.flush()?;
            match read_line(input, &mut line)? {
                Line::End => {
                    writeln!(output)?;
                    writeln!(output, "{}", lang.word("terminal-play-input-ended"))?;
                    return Ok(());
                }
                Line::TooLong => {
                    writeln!(output, "{}", t.try_again(&p, Refusal::TooLong))?;
                    continue;
                }
                Line::Read => {}
            }
            let text = String::from_utf8_lossy(&line);
            match text.trim() {
                "" => continue,
                typed if QUIT.contains(&typed) => {
                    writeln!(output, "{}", lang.word("terminal-play-quit"))?;
                    return Ok(());
                }
                typed if HINT.contains(&typed) => {
                    let plan = t.plan(&p)?;
                    writeln!(output, "{}", t.hint(&p, &plan)?)?;
                    continue;
                }
                typed => match t.human_move(&p, typed)? {
                    Ok(s) => {
                        writeln!(output, "{}", t.you_moved(&p, &s)?)?;
                        p = s.after;
                    }
                    Err(refusal) => {
                        writeln!(output, "{}", t.try_again(&p, refusal))?;
                        continue;
                    }
                },
            }
        } else {
            let plan = t.plan(&p)?;
            writeln!(output, "{}", t.computer_moved(&p, &plan)?)?;
            p = plan.step.after;
        }
        writeln!(output, "{}", t.show(&p))?;
        if steps(&game, &p)?.is_empty() {
            // The player to move now (the other one) wins or loses as the model says.
            let mover_wins = !t.solver.wins(&p)?;
            let verdict = if mover_wins != human { "play-ui-computer-wins" } else { "play-ui-you-win" };
            writeln!(output, "{}", lang.word(verdict))?;
            return Ok(());
        }
        human = !human;
    }
}

/// The longest line a player's move may be, in bytes: a longer one is read to its end and
/// dropped, so a line without end cannot fill the memory.
pub const MAX_INPUT_LINE: usize = 4096;

/// What [`read_line`] read.
#[derive(Debug, PartialEq, Eq)]
enum Line {
    /// A line, in the buffer (without its limit on length exceeded).
    Read,
    /// A line longer than [`MAX_INPUT_LINE`], dropped.
    TooLong,
    /// The end of the input, with nothing before it.
    End,
}

/// Reads one line into `line` (cleared first), keeping at most [`MAX_INPUT_LINE`] bytes of it.
fn read_line(input: &mut dyn BufRead, line: &mut Vec<u8>) -> io::Result<Line> {
    line.clear();
    let mut too_long = false;
    let mut any = false;
    loop {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            return Ok(if too_long {
                Line::TooLong
            } else if any {
                Line::Read
            } else {
                Line::End
            });
        }
        any = true;
        let (piece, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..=i], true),
            None => (buf, false),
        };
        if !too_long && line.len() + piece.len() <= MAX_INPUT_LINE {
            line.extend_from_slice(piece);
        } else {
            too_long = true;
            line.clear();
        }
        let used = piece.len();
        input.consume(used);
        if done {
            return Ok(if too_long { Line::TooLong } else { Line::Read });
        }
    }
}

mod words;

#[cfg(test)]
mod tests;
