//! `nimbook play`: any game of the model against the computer, in the terminal. The game comes
//! from the same words as `example` (`nim 3 4 5`, `kayles 5 7`, `wythoff 4 9`, `lasker 2 2 3
//! --misere` …) and the one [`Solver`] decides every position, so the computer never misses a
//! win: it plays the first winning move in the model's order and says why in the game's terms
//! (Grundy values for normal-play heap games, "a losing position" otherwise); with no winning
//! move it plays the model's plain move and hopes. Every typed move is checked against the
//! model's list of moves; a bad one gets a one-line message and never changes the game.

use crate::directive::Request;
use crate::games::GameError;
use crate::games::analysis::{Solver, validate};
use crate::games::catalogue::{Game, Things};
use crate::games::positions::{Step, steps};
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

/// One game in progress.
struct Table<'g> {
    game: &'g Game,
    solver: Solver<'g>,
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

    /// "heap" or "row" (Kayles is played with rows of pins).
    fn heap(&self) -> &'static str {
        match self.game.things() {
            Things::Pins => "row",
            Things::Counters => "heap",
        }
    }

    /// The verb of a move, "take" or "knock down".
    fn take(&self) -> &'static str {
        match self.game.things() {
            Things::Pins => "knock down",
            Things::Counters => "take",
        }
    }

    fn show(&self, p: &[u64]) -> String {
        let what = if self.heap_game() { format!("{}s", self.heap()) } else { "position".to_string() };
        format!("{what}: {}", list(p, " "))
    }

    fn how_to_type(&self, p: &[u64]) -> String {
        let (heap, take) = (self.heap(), self.take());
        let upper = heap.to_uppercase();
        match (self.heap_game(), self.splits(), p.len()) {
            (true, false, 1) => format!("Type how many to {take} (e.g. \"1\")"),
            (true, false, _) => {
                format!("Type {upper} COUNT (e.g. \"2 1\") to {take} COUNT from {heap} {upper} (numbered from 1)")
            }
            (true, true, _) => format!(
                "Type {upper} and the {heap}s it becomes (e.g. \"2 3 1\" leaves 3 and 1 in place of {heap} 2, \"2 0\" empties it)"
            ),
            (false, ..) => "Type the position to move to (e.g. \"3 5\")".to_string(),
        }
    }

    /// A move in words: "take 2 from heap 1", "take 1 from heap 2, leaving 3 + 1", "move to (4, 7)".
    /// A teacher's rule that describes its moves (`fn describe(p, q)`) says them in its words;
    /// a failure of that function stops the game with its message.
    fn describe(&self, p: &[u64], s: &Step) -> Played<String> {
        if let Some(script) = self.game.script()
            && let Some(said) = crate::games::reading::describe(script, p, &s.after)?
        {
            return Ok(crate::views::facts::text(&said, crate::views::i18n::english()));
        }
        let Some(i) = s.heap else { return Ok(format!("move to ({})", list(&s.after, ", "))) };
        let take = p[i] - s.to.iter().sum::<u64>();
        let (heap, verb, n) = (self.heap(), self.take(), i + 1);
        Ok(match s.to.len() {
            0 if p[i] == 1 => format!("{verb} 1 from {heap} {n}"),
            0 => format!("{verb} all {} from {heap} {n}", p[i]),
            1 if !self.splits() => format!("{verb} {take} from {heap} {n}"),
            1 => format!("{verb} {take} from {heap} {n}, leaving {}", s.to[0]),
            _ if take == 0 => format!("split {heap} {n} ({}) into {}", p[i], list(&s.to, " + ")),
            _ => format!("{verb} {take} from {heap} {n}, leaving {}", list(&s.to, " + ")),
        })
    }

    /// The mover's best move from `p` (a winning one if there is one) and why, in the game's terms.
    fn plan(&mut self, p: &[u64], me: &str) -> Played<(Step, bool, String)> {
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
        let did = self.describe(p, &step)?;
        let values = if self.game.misere { None } else { self.solver.values() };
        let why = match (values, step.heap) {
            (Some(v), Some(i)) => {
                let g: Vec<u64> = p.iter().map(|&h| v.value(h)).collect::<Result<_, _>>()?;
                let total = g.iter().fold(0, |a, b| a ^ b);
                // A split already says "leaving 3 + 1": its value follows as "of value 2".
                let leaving = if step.to.len() > 1 { "of value" } else { "leaving value" };
                if won && p.len() == 1 {
                    // One heap: nothing else to XOR with; the move leaves value 0.
                    format!("the {} has Grundy value {}: {me} {did}, {leaving} 0", self.heap(), g[i])
                } else if won {
                    format!(
                        "{} {} has Grundy value {} and the others XOR to {}: {me} {did}, {leaving} {}, so the total is 0",
                        self.heap(),
                        i + 1,
                        g[i],
                        total ^ g[i],
                        v.option_value(&step.to)?
                    )
                } else {
                    format!("the Grundy values {} XOR to 0, so no move wins: {me} {did}", list(&g, " ⊕ "))
                }
            }
            _ if won => format!("{me} {did}, which leaves a losing position for the player to move"),
            _ => format!("every move leaves a position the player to move wins: {me} {did}"),
        };
        Ok((step, won, why))
    }

    /// Why no move from the lost position `p` wins, for a hint.
    fn lost_reason(&self, p: &[u64]) -> Played<String> {
        let values = if self.game.misere { None } else { self.solver.values() };
        Ok(match values {
            Some(v) => {
                let g: Vec<u64> = p.iter().map(|&h| v.value(h)).collect::<Result<_, _>>()?;
                format!(
                    "the Grundy values {} XOR to 0, so every move hands me a win; play on and hope I slip",
                    list(&g, " ⊕ ")
                )
            }
            None => "every move leaves a position the player to move wins; play on and hope I slip".into(),
        })
    }

    /// The move the human typed, if it is one of the model's moves from `p`.
    fn human_move(&self, p: &[u64], line: &str) -> Result<Step, String> {
        let mut numbers = Vec::new();
        for w in line.split_whitespace() {
            match w.parse::<u64>() {
                Ok(n) => numbers.push(n),
                Err(_) if w.starts_with('-') && w[1..].parse::<u64>().is_ok() => {
                    return Err(format!("\"{w}\" is negative"));
                }
                Err(_) if !w.is_empty() && w.chars().all(|c| c.is_ascii_digit()) => {
                    return Err(format!("\"{w}\" is too large"));
                }
                Err(_) => return Err(format!("\"{}\" is not a move: {}", line.escape_debug(), self.how_to_type(p))),
            }
        }
        let all = steps(self.game, p).map_err(|e| crate::views::facts::english(&e))?;
        if !self.heap_game() {
            return all.into_iter().find(|s| s.after == numbers).ok_or_else(|| {
                format!("({}) cannot be reached from ({}) in one move", list(&numbers, ", "), list(p, ", "))
            });
        }
        let (heap, rest) = match numbers[..] {
            [take] if p.len() == 1 && !self.splits() => (1, vec![take]),
            [heap, ref rest @ ..] if !rest.is_empty() => (heap, rest.to_vec()),
            _ => return Err(format!("\"{}\" is not a move: {}", line.escape_debug(), self.how_to_type(p))),
        };
        let i = usize::try_from(heap)
            .ok()
            .filter(|&h| h >= 1 && h <= p.len())
            .ok_or_else(|| format!("there is no {0} {heap}: {0}s are numbered 1 to {1}", self.heap(), p.len()))?
            - 1;
        if p[i] == 0 {
            return Err(format!("{} {heap} is empty", self.heap()));
        }
        let mut to: Vec<u64> = if self.splits() {
            rest.into_iter().filter(|&h| h > 0).collect()
        } else {
            match rest[..] {
                [take] if take > p[i] => {
                    return Err(format!(
                        "{} {heap} has only {}, so you cannot {} {take}",
                        self.heap(),
                        p[i],
                        self.take()
                    ));
                }
                [take] => vec![p[i] - take].into_iter().filter(|&h| h > 0).collect(),
                _ => return Err(format!("\"{}\" is not a move: {}", line.escape_debug(), self.how_to_type(p))),
            }
        };
        to.sort_unstable_by(|a, b| b.cmp(a));
        all.into_iter().find(|s| s.heap == Some(i) && s.to == to).ok_or_else(|| {
            format!(
                "that is not a move of {}: {}",
                crate::views::facts::title(self.game, crate::views::i18n::english()),
                crate::views::facts::rule(self.game, crate::views::i18n::english())
            )
        })
    }
}

/// Plays one game of `request` between the computer and the human at `input`/`output`.
///
/// The computer moves first unless `human_first`. The game ends when no move is left (the
/// winner is announced), when the human types `q`, or at the end of the input. A request that
/// is not a game is [`PlayError::NotAGame`].
pub fn run(request: &Request, human_first: bool, input: &mut dyn BufRead, output: &mut dyn Write) -> Played<()> {
    let Some((game, start)) = game_of(request) else {
        let words = request.to_words();
        let name = words.split_whitespace().next().unwrap_or("this");
        return Err(PlayError::NotAGame(format!(
            "\"{name}\" cannot be played; play takes a game and a position, e.g. nim 3 4 5, kayles 5 7, wythoff 4 9"
        )));
    };
    validate(&game, &start)?;
    let largest = start.iter().copied().max().unwrap_or(0);
    let solver = Solver::new(&game, largest)?;
    let mut t = Table { game: &game, solver };
    let mut p = start;
    writeln!(
        output,
        "{}: {}",
        crate::views::facts::title(&game, crate::views::i18n::english()),
        crate::views::facts::rule(&game, crate::views::i18n::english())
    )?;
    writeln!(output, "{}, ? for a hint, q to quit.", t.how_to_type(&p))?;
    writeln!(output, "{}", t.show(&p))?;
    if steps(&game, &p)?.is_empty() {
        writeln!(output, "There is no move to make, so there is no game to play.")?;
        return Ok(());
    }
    writeln!(output, "{}", if human_first { "You move first." } else { "I move first." })?;
    let mut human = human_first;
    let mut line = Vec::new();
    loop {
        if human {
            write!(output, "your move> ")?;
            output.flush()?;
            match read_line(input, &mut line)? {
                Line::End => {
                    writeln!(output)?;
                    writeln!(output, "The input ended, so the game stops here without a winner. Goodbye!")?;
                    return Ok(());
                }
                Line::TooLong => {
                    writeln!(
                        output,
                        "that line is longer than {MAX_INPUT_LINE} bytes; try again (? for a hint, q to quit)"
                    )?;
                    continue;
                }
                Line::Read => {}
            }
            let text = String::from_utf8_lossy(&line);
            match text.trim() {
                "" => continue,
                "q" | "quit" => {
                    writeln!(output, "You quit. Goodbye!")?;
                    return Ok(());
                }
                "?" | "hint" => {
                    let (_, won, why) = t.plan(&p, "you")?;
                    let hint = if won { why } else { format!("no winning move here: {}", t.lost_reason(&p)?) };
                    writeln!(output, "hint: {hint}")?;
                    continue;
                }
                typed => match t.human_move(&p, typed) {
                    Ok(s) => {
                        writeln!(output, "you {}", t.describe(&p, &s)?)?;
                        p = s.after;
                    }
                    Err(message) => {
                        writeln!(output, "{message}; try again (? for a hint, q to quit)")?;
                        continue;
                    }
                },
            }
        } else {
            let (s, _, why) = t.plan(&p, "I")?;
            writeln!(output, "computer: {why}")?;
            p = s.after;
        }
        writeln!(output, "{}", t.show(&p))?;
        if steps(&game, &p)?.is_empty() {
            // The player to move now (the other one) wins or loses as the model says.
            let mover_wins = !t.solver.wins(&p)?;
            let verdict =
                if mover_wins != human { "No move is left: I win." } else { "No move is left: you win. Well played!" };
            writeln!(output, "{verdict}")?;
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

#[cfg(test)]
mod tests;
