//! `nimbook play`: the seeds' game against the computer, in the terminal. Nim (normal, misère,
//! at most K per move), the Bash game and Wythoff's game are supported. The computer never
//! misses a win — its moves come from the engine's `winning_moves` — and says in one line what
//! it did and why; with no winning move it takes one counter from the largest heap (as the
//! paper's computer does) and hopes the human slips. Every move the human types is checked by
//! the engine's `check_move`: a bad one gets a one-line message and a new prompt and never
//! changes the game. All input and output go through the two parameters of [`run`].

use crate::directive::{Request, Word, parse_number};
use crate::games::nim::{self, NimRules};
use crate::games::wythoff::{self, Pile};
use crate::games::{bash, xor::nim_sum};
use crate::text::{count_of, misere_endgame_ones};
use std::io::{self, BufRead, Write};

/// The games `play` accepts, as the words that start them.
pub const SUPPORTED: &str = "nim HEAPS… [--misere] [--max-take K], bash N M [--misere] and wythoff A B";

/// Who makes a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Computer,
    Human,
}

/// A position of one of the playable games.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Position {
    Nim { heaps: Vec<u64>, rules: NimRules },
    Bash { n: u64, m: u64, misere: bool },
    Wythoff { piles: [u64; 2] },
}

/// The move a perfect player would make: the position it leaves, whether it wins, and why.
struct Plan {
    next: Position,
    winning: bool,
    why: String,
}

/// K + 1, the modulus of Nim with at most K per move (as `u128`: K may be `u64::MAX`).
fn modulus(k: u64) -> u128 {
    u128::from(k) + 1
}

/// Parses one number the human typed; the message names the word.
fn number(text: &str, what: &str) -> Result<u64, String> {
    parse_number(&Word { text, offset: 0 }, what).map_err(|e| e.message)
}

impl Position {
    fn from_request(request: &Request) -> io::Result<Position> {
        let invalid = |message: String| io::Error::new(io::ErrorKind::InvalidInput, message);
        match request {
            Request::Nim { heaps, rules } => {
                nim::validate(heaps, *rules).map_err(|e| invalid(e.0))?;
                Ok(Position::Nim { heaps: heaps.clone(), rules: *rules })
            }
            Request::Bash { n, m, misere } => {
                bash::validate(*m).map_err(|e| invalid(e.0))?;
                Ok(Position::Bash { n: *n, m: *m, misere: *misere })
            }
            Request::Wythoff { a, b } => Ok(Position::Wythoff { piles: [*a, *b] }),
            other => {
                let words = other.to_words();
                let game = words.split_whitespace().next().unwrap_or("this game");
                Err(invalid(format!("\"{game}\" cannot be played; play supports {SUPPORTED}")))
            }
        }
    }

    /// The rules and how to type a move, in two lines.
    fn intro(&self) -> String {
        let ending = |misere: bool| {
            if misere {
                "misère play: whoever takes the last counter LOSES"
            } else {
                "normal play: whoever takes the last counter wins"
            }
        };
        match self {
            Position::Nim { heaps, rules } => {
                let limit = rules.max_take.map(|k| format!(", at most {k} per move")).unwrap_or_default();
                format!(
                    "Nim with {}{limit}; {}.\nType HEAP COUNT (e.g. \"{} 1\") to take COUNT from heap \
                     HEAP (numbered from 1), ? for a hint, q to quit.",
                    count_of(heaps.len(), "heap"),
                    ending(rules.misere),
                    heaps.iter().position(|&x| x > 0).map_or(1, |i| i + 1),
                )
            }
            Position::Bash { m, misere, .. } => format!(
                "Bash game: one heap, a move takes 1 to {m}; {}.\nType how many to take (e.g. \"1\"), \
                 ? for a hint, q to quit.",
                ending(*misere)
            ),
            Position::Wythoff { .. } => format!(
                "Wythoff's game: take any number from one pile, or the same number from both; {}.\n\
                 Type \"1 N\" or \"2 N\" to take N from pile 1 or 2, \"b N\" to take N from both, \
                 ? for a hint, q to quit.",
                ending(false)
            ),
        }
    }

    /// The position in one line, e.g. `heaps: 3 4 5`.
    fn show(&self) -> String {
        match self {
            Position::Nim { heaps, .. } => {
                format!("heaps: {}", heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
            }
            Position::Bash { n, .. } => format!("heap: {n}"),
            Position::Wythoff { piles: [a, b] } => format!("piles: {a} {b}"),
        }
    }

    fn is_over(&self) -> bool {
        match self {
            Position::Nim { heaps, .. } => heaps.iter().all(|&x| x == 0),
            Position::Bash { n, .. } => *n == 0,
            Position::Wythoff { piles } => *piles == [0, 0],
        }
    }

    fn misere(&self) -> bool {
        match self {
            Position::Nim { rules, .. } => rules.misere,
            Position::Bash { misere, .. } => *misere,
            Position::Wythoff { .. } => false,
        }
    }

    /// What decides the position, in a few words: "nim-sum 2", "23 mod 3 = 2", ….
    fn state(&self) -> String {
        match self {
            Position::Nim { heaps, rules } => {
                if let Some(ones) = misere_endgame_ones(heaps, *rules) {
                    format!("misère endgame with {} {}", count_of(ones, "heap"), one_word(*rules))
                } else {
                    let values: Vec<u64> = heaps.iter().map(|&x| nim::heap_value(x, *rules)).collect();
                    let sum = nim_sum(&values);
                    match rules.max_take {
                        None => format!("nim-sum {sum}"),
                        Some(k) => format!("the heaps mod {} have nim-sum {sum}", modulus(k)),
                    }
                }
            }
            Position::Bash { n, m, .. } => format!("{n} mod {} = {}", modulus(*m), u128::from(*n) % modulus(*m)),
            Position::Wythoff { piles: [a, b] } => {
                if wythoff::is_p_position(*a, *b) {
                    format!("({a}, {b}) is a P-position (k = {})", a.abs_diff(*b))
                } else {
                    format!("({a}, {b}) is not a P-position")
                }
            }
        }
    }

    /// The perfect player's move from a position that is not over; `verb` starts the move's
    /// description ("I take" for the computer, "take" for a hint).
    fn plan(&self, verb: &str) -> Plan {
        let state = self.state();
        match self {
            Position::Nim { heaps, rules } => {
                let (mv, winning) = match nim::winning_moves(heaps, *rules).first() {
                    Some(&mv) => (mv, true),
                    None => (nim::take_one_from_largest(heaps), false),
                };
                let mut after = heaps.clone();
                after[mv.heap - 1] = mv.leaves;
                let action = format!("{verb} {} from heap {}", mv.take, mv.heap);
                let endgame_after = misere_endgame_ones(&after, *rules);
                let why = if !winning {
                    format!(
                        "{state}: I have no winning move, so I take 1 from heap {} (the largest) and hope you slip",
                        mv.heap
                    )
                } else if let Some(ones) = endgame_after {
                    format!(
                        "{state}: {action}, leaving {} {} and no bigger one, an odd number, which loses in misère play",
                        count_of(ones, "heap"),
                        one_word(*rules)
                    )
                } else {
                    format!("{state} ≠ 0: {action}, leaving nim-sum 0")
                };
                Plan { next: Position::Nim { heaps: after, rules: *rules }, winning, why }
            }
            &Position::Bash { n, m, misere } => {
                let (take, winning) = match bash::winning_moves(n, m, misere).first() {
                    Some(mv) => (mv.take, true),
                    None => (1, false),
                };
                let why = if winning {
                    let kind = if misere {
                        format!("one more than a multiple of {}", modulus(m))
                    } else {
                        format!("a multiple of {}", modulus(m))
                    };
                    format!("{state} ≠ {}: {verb} {take}, leaving {}, {kind}", u8::from(misere), n - take)
                } else {
                    format!("{state}: I have no winning move, so I take 1 and hope you slip")
                };
                Plan { next: Position::Bash { n: n - take, m, misere }, winning, why }
            }
            &Position::Wythoff { piles: [a, b] } => match wythoff::winning_moves(a, b).first() {
                Some(mv) => {
                    let [x, y] = mv.leaves;
                    let why = format!(
                        "{state}: {verb} {} from {}, leaving ({x}, {y}), the P-position with k = {}",
                        mv.take,
                        pile_name(mv.from),
                        x.abs_diff(y)
                    );
                    Plan { next: Position::Wythoff { piles: mv.leaves }, winning: true, why }
                }
                None => {
                    let from = if a >= b { Pile::First } else { Pile::Second };
                    let mv =
                        wythoff::check_move(a, b, from, 1).expect("the larger pile of a live position has a counter");
                    let why = format!(
                        "{state}: I have no winning move, so I take 1 from {} (the larger) and hope you slip",
                        pile_name(from)
                    );
                    Plan { next: Position::Wythoff { piles: mv.leaves }, winning: false, why }
                }
            },
        }
    }

    /// A winning move for the human, or the news that there is none.
    fn hint(&self) -> String {
        let plan = self.plan("take");
        if plan.winning {
            format!("hint: {}", plan.why)
        } else {
            format!(
                "hint: no winning move here ({}): every move hands me a win, so take one and hope I slip",
                self.state()
            )
        }
    }

    /// Checks and makes the move the human typed; the error says what is wrong with it.
    fn human_move(&self, line: &str) -> Result<(Position, String), String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        match self {
            Position::Nim { heaps, rules } => {
                let (heap, take) = match words[..] {
                    [heap, take] => (number(heap, "heap number")?, number(take, "number to take")?),
                    [take] if heaps.len() == 1 => (1, number(take, "number to take")?),
                    _ => return Err(not_a_move(line, "the heap and how many to take, e.g. \"2 3\"")),
                };
                let heap = usize::try_from(heap).unwrap_or(usize::MAX);
                let mv = nim::check_move(heaps, *rules, heap, take).map_err(|e| e.0)?;
                let mut after = heaps.clone();
                after[mv.heap - 1] = mv.leaves;
                Ok((
                    Position::Nim { heaps: after, rules: *rules },
                    format!("you take {} from heap {}", mv.take, mv.heap),
                ))
            }
            &Position::Bash { n, m, misere } => {
                let (heap, take) = match words[..] {
                    [take] => (1, number(take, "number to take")?),
                    [heap, take] => (number(heap, "heap number")?, number(take, "number to take")?),
                    _ => return Err(not_a_move(line, "how many to take, e.g. \"2\"")),
                };
                let heap = usize::try_from(heap).unwrap_or(usize::MAX);
                let rules = NimRules { misere, max_take: Some(m) };
                let mv = nim::check_move(&[n], rules, heap, take).map_err(|e| e.0)?;
                Ok((Position::Bash { n: mv.leaves, m, misere }, format!("you take {}", mv.take)))
            }
            &Position::Wythoff { piles: [a, b] } => {
                let [pile, take] = words[..] else {
                    return Err(not_a_move(line, "a pile (1, 2 or b for both) and how many to take, e.g. \"b 3\""));
                };
                let from = match pile {
                    "1" => Pile::First,
                    "2" => Pile::Second,
                    "b" | "both" => Pile::Both,
                    other => return Err(format!("pile \"{other}\" is not 1, 2 or b (both)")),
                };
                let take = number(take, "number to take")?;
                let mv = wythoff::check_move(a, b, from, take).map_err(|e| e.0)?;
                Ok((Position::Wythoff { piles: mv.leaves }, format!("you take {} from {}", mv.take, pile_name(from))))
            }
        }
    }
}

/// The message for a line that does not have the shape of a move.
fn not_a_move(line: &str, shape: &str) -> String {
    format!("\"{}\" is not a move: type {shape}", line.escape_debug())
}

/// What a heap of value 1 is called: "of 1", or "≡ 1 mod K+1" with at most K per move.
fn one_word(rules: NimRules) -> String {
    match rules.max_take {
        None => "of 1".into(),
        Some(k) => format!("≡ 1 mod {}", modulus(k)),
    }
}

fn pile_name(pile: Pile) -> &'static str {
    match pile {
        Pile::First => "pile 1",
        Pile::Second => "pile 2",
        Pile::Both => "both piles",
    }
}

/// Plays one game of `request` between the computer and the human at `input`/`output`.
///
/// The computer moves first unless `human_first`. The game ends when the last counter is
/// taken (the winner is announced), when the human types `q`, or at the end of the input.
/// A request for a game that cannot be played is an error of kind
/// [`io::ErrorKind::InvalidInput`] whose message names the games that can.
pub fn run(request: &Request, human_first: bool, input: &mut dyn BufRead, output: &mut dyn Write) -> io::Result<()> {
    let mut position = Position::from_request(request)?;
    writeln!(output, "{}", position.intro())?;
    writeln!(output, "{}", position.show())?;
    if position.is_over() {
        writeln!(output, "There is nothing to take, so there is no game to play.")?;
        return Ok(());
    }
    writeln!(output, "{}", if human_first { "You move first." } else { "I move first." })?;
    let mut turn = if human_first { Side::Human } else { Side::Computer };
    let mut line = Vec::new();
    loop {
        match turn {
            Side::Computer => {
                let plan = position.plan("I take");
                writeln!(output, "computer: {}", plan.why)?;
                position = plan.next;
            }
            Side::Human => {
                write!(output, "your move> ")?;
                output.flush()?;
                line.clear();
                if input.read_until(b'\n', &mut line)? == 0 {
                    writeln!(output)?;
                    writeln!(output, "The input ended, so the game stops here without a winner. Goodbye!")?;
                    return Ok(());
                }
                let text = String::from_utf8_lossy(&line);
                match text.trim() {
                    "" => continue,
                    "q" | "quit" => {
                        writeln!(output, "You quit. Goodbye!")?;
                        return Ok(());
                    }
                    "?" | "hint" => {
                        writeln!(output, "{}", position.hint())?;
                        continue;
                    }
                    typed => match position.human_move(typed) {
                        Ok((next, said)) => {
                            writeln!(output, "{said}")?;
                            position = next;
                        }
                        Err(message) => {
                            writeln!(output, "{message}; try again (? for a hint, q to quit)")?;
                            continue;
                        }
                    },
                }
            }
        }
        writeln!(output, "{}", position.show())?;
        if position.is_over() {
            let verdict = match (turn, position.misere()) {
                (Side::Computer, false) => "I took the last counter, so I win.",
                (Side::Human, false) => "You took the last counter, so you win. Well played!",
                (Side::Computer, true) => "I took the last counter, so in misère play I lose: you win. Well played!",
                (Side::Human, true) => "You took the last counter, so in misère play you lose: I win.",
            };
            writeln!(output, "{verdict}")?;
            return Ok(());
        }
        turn = match turn {
            Side::Computer => Side::Human,
            Side::Human => Side::Computer,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::directive::{parse_example, split_words};
    use std::cell::RefCell;
    use std::io::{Cursor, Read};
    use std::rc::Rc;

    fn request(words: &str) -> Request {
        parse_example(&split_words(words)).unwrap()
    }

    /// Plays `words` with a fixed script of human lines; returns everything printed.
    fn scripted(words: &str, human_first: bool, script: &str) -> String {
        let mut out = Vec::new();
        run(&request(words), human_first, &mut Cursor::new(script.as_bytes()), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    /// The numbers on the last line of the output that shows the position.
    fn last_position(out: &str) -> Vec<u64> {
        let line = out
            .lines()
            .rev()
            .find_map(|l| ["heaps: ", "heap: ", "piles: "].iter().find_map(|p| l.strip_prefix(p)))
            .expect("a position was shown");
        line.split_whitespace().map(|w| w.parse().unwrap()).collect()
    }

    /// An output buffer the test's perfect player can read while the game writes to it.
    #[derive(Clone, Default)]
    struct Shared(Rc<RefCell<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.borrow_mut().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// A perfect player: the line it types in a position.
    type Strategy = fn(&[u64]) -> String;

    /// A human that reads the last position from the output and answers with `strategy`'s move.
    struct Bot {
        out: Shared,
        strategy: Strategy,
        pending: Vec<u8>,
        moves: usize,
    }

    impl Read for Bot {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.fill_buf()?.read(buf)?;
            self.consume(n);
            Ok(n)
        }
    }

    impl BufRead for Bot {
        fn fill_buf(&mut self) -> io::Result<&[u8]> {
            if self.pending.is_empty() && self.moves < 10_000 {
                self.moves += 1;
                let text = String::from_utf8(self.out.0.borrow().clone()).unwrap();
                self.pending = format!("{}\n", (self.strategy)(&last_position(&text))).into_bytes();
            }
            Ok(&self.pending)
        }
        fn consume(&mut self, amount: usize) {
            self.pending.drain(..amount);
        }
    }

    /// Plays `words` against a bot; returns the output.
    fn against_bot(words: &str, human_first: bool, strategy: Strategy) -> String {
        let out = Shared::default();
        let mut bot = Bot { out: out.clone(), strategy, pending: Vec::new(), moves: 0 };
        run(&request(words), human_first, &mut bot, &mut out.clone()).unwrap();
        String::from_utf8(out.0.borrow().clone()).unwrap()
    }

    /// Whether the human won the finished game in `out`.
    fn human_won(out: &str) -> bool {
        assert!(out.contains("took the last counter"), "the game did not end:\n{out}");
        out.contains("you win")
    }

    fn perfect_nim(heaps: &[u64], rules: NimRules) -> String {
        let mv = nim::winning_moves(heaps, rules).first().copied().unwrap_or_else(|| nim::take_one_from_largest(heaps));
        format!("{} {}", mv.heap, mv.take)
    }

    fn perfect_wythoff(piles: &[u64]) -> String {
        match wythoff::winning_moves(piles[0], piles[1]).first() {
            Some(mv) => {
                let pile = match mv.from {
                    Pile::First => "1",
                    Pile::Second => "2",
                    Pile::Both => "both",
                };
                format!("{pile} {}", mv.take)
            }
            None => format!("{} 1", if piles[0] >= piles[1] { 1 } else { 2 }),
        }
    }

    #[test]
    fn computer_wins_from_a_winning_start_against_a_script() {
        let out = scripted("nim 3 4 5", false, "1 1\n2 1\n2 1\n2 1\n2 1\n");
        assert!(out.contains("computer: nim-sum 2 ≠ 0: I take 2 from heap 1, leaving nim-sum 0"), "{out}");
        assert!(out.ends_with("heaps: 0 0 0\nI took the last counter, so I win.\n"), "{out}");
    }

    #[test]
    fn the_perfect_human_beats_the_computer_from_a_losing_start() {
        // 3 5 6 has nim-sum 0: the computer, moving first, cannot win against perfect play.
        let normal = |h: &[u64]| perfect_nim(h, NimRules::default());
        let out = against_bot("nim 3 5 6", false, normal);
        assert!(out.contains("nim-sum 0: I have no winning move, so I take 1 from heap 3 (the largest)"), "{out}");
        assert!(human_won(&out), "{out}");
        assert!(human_won(&against_bot("nim 8 12 13", true, normal)));
        // …and the computer beats the perfect human whenever the start favours it.
        assert!(!human_won(&against_bot("nim 8 12 13", false, normal)));
        assert!(!human_won(&against_bot("nim 3 5 6", true, normal)));
    }

    #[test]
    fn perfect_play_decides_every_variant() {
        fn misere(h: &[u64]) -> String {
            perfect_nim(h, NimRules { misere: true, max_take: None })
        }
        fn bounded(h: &[u64]) -> String {
            perfect_nim(h, NimRules { misere: false, max_take: Some(3) })
        }
        fn both(h: &[u64]) -> String {
            perfect_nim(h, NimRules { misere: true, max_take: Some(2) })
        }
        fn bash_normal(h: &[u64]) -> String {
            bash::winning_moves(h[0], 3, false).first().map_or(1, |m| m.take).to_string()
        }
        fn bash_misere(h: &[u64]) -> String {
            bash::winning_moves(h[0], 3, true).first().map_or(1, |m| m.take).to_string()
        }
        let cases: [(&str, Strategy); 11] = [
            ("nim 3 4 5 --misere", misere),
            ("nim 1 1 1 --misere", misere),
            ("nim 2 2 --misere", misere),
            ("nim 5 6 7 --max-take 3", bounded),
            ("nim 4 8 --max-take 3", bounded),
            ("nim 4 5 7 --misere --max-take 2", both),
            ("nim 4 7 --misere --max-take 2", both),
            ("bash 23 3", bash_normal),
            ("bash 24 3", bash_normal),
            ("bash 21 3 --misere", bash_misere),
            ("wythoff 4 7", perfect_wythoff),
        ];
        for (words, strategy) in cases {
            let req = request(words);
            let mover_wins = req.first_player_wins().expect("a game to play");
            for human_first in [false, true] {
                let out = against_bot(words, human_first, strategy);
                assert_eq!(human_won(&out), mover_wins == human_first, "{words}, human first {human_first}:\n{out}");
                assert!(last_position(&out).iter().all(|&x| x == 0), "{out}");
            }
        }
        assert!(!human_won(&against_bot("wythoff 8 4", false, perfect_wythoff)));
        assert!(human_won(&against_bot("wythoff 8 4", true, perfect_wythoff)));
    }

    #[test]
    fn bad_moves_leave_the_game_unchanged() {
        let script = "x\n4 1\n2 1\n1 0\n1 9\n-1 2\n1\n1 2 3\n99999999999999999999 1\n\nq\n";
        let out = scripted("nim 3 0 5", true, script);
        for message in [
            "\"x\" is not a move: type the heap and how many to take, e.g. \"2 3\"",
            "there is no heap 4: heaps are numbered 1 to 3",
            "heap 2 is empty",
            "a move takes at least one counter",
            "heap 1 has only 3, so you cannot take 9",
            "heap number \"-1\" is negative",
            "\"1\" is not a move",
            "\"1 2 3\" is not a move",
            "is too large",
            "You quit",
        ] {
            assert!(out.contains(message), "missing {message:?} in\n{out}");
        }
        assert_eq!(out.matches("heaps:").count(), 1, "the position changed:\n{out}");
        assert!(!out.contains("computer:"), "{out}");
        assert_eq!(out.matches("try again").count(), 9, "{out}");

        let out = scripted("nim 5 5 --max-take 3", true, "1 4\n1 3\n");
        assert!(out.contains("you may take at most 3 per move; try again"), "{out}");
        assert_eq!(out.matches("you take").count(), 1, "{out}");
        assert!(out.contains("you take 3 from heap 1\nheaps: 2 5\n"), "{out}");

        let out = scripted("wythoff 2 5", true, "3 1\nb 3\n1 3\nboth 0\n");
        assert!(out.contains("pile \"3\" is not 1, 2 or b (both)"), "{out}");
        assert!(out.contains("taking from both needs 3 in each pile, but they hold 2 and 5"), "{out}");
        assert!(out.contains("the first pile has only 2"), "{out}");
        assert!(out.contains("a move takes at least one counter"), "{out}");
        assert_eq!(out.matches("piles:").count(), 1, "{out}");

        let out = scripted("bash 10 3", true, "4\n2 1\n0\n");
        assert!(out.contains("you may take at most 3 per move"), "{out}");
        assert!(out.contains("there is no heap 2"), "{out}");
        assert_eq!(out.matches("heap:").count(), 1, "{out}");
    }

    #[test]
    fn invalid_utf8_and_the_end_of_input_are_polite() {
        let mut out = Vec::new();
        run(&request("nim 3 4 5"), true, &mut Cursor::new(&b"\xff\xfe\n"[..]), &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("\"\u{fffd}\u{fffd}\" is not a move"), "{out}");
        assert!(out.ends_with("The input ended, so the game stops here without a winner. Goodbye!\n"), "{out}");
    }

    #[test]
    fn hints() {
        let out = scripted("nim 3 4 5", true, "?\nhint\nq\n");
        assert_eq!(out.matches("hint: nim-sum 2 ≠ 0: take 2 from heap 1, leaving nim-sum 0").count(), 2, "{out}");
        let out = scripted("nim 1 2 3", true, "?\nq\n");
        assert!(out.contains("hint: no winning move here (nim-sum 0)"), "{out}");
        let out = scripted("wythoff 8 4", true, "?\nq\n");
        assert!(out.contains("hint: (8, 4) is not a P-position: take 1 from pile 1, leaving (7, 4)"), "{out}");
        let out = scripted("bash 23 2", true, "?\nq\n");
        assert!(out.contains("hint: 23 mod 3 = 2 ≠ 0: take 2, leaving 21, a multiple of 3"), "{out}");
    }

    #[test]
    fn misere_and_max_take_games_end_correctly() {
        // Misère: the human leaves one heap of 1 and the computer must take it.
        let out = scripted("nim 1 1 --misere", true, "1 1\n");
        assert!(out.contains("computer: misère endgame with 1 heap of 1: I have no winning move"), "{out}");
        assert!(out.ends_with("I took the last counter, so in misère play I lose: you win. Well played!\n"), "{out}");
        // Misère: the computer leaves an odd number of 1-heaps.
        let out = scripted("nim 1 5 --misere", false, "1 1\n");
        assert!(out.contains("I take 5 from heap 2, leaving 1 heap of 1 and no bigger one"), "{out}");
        assert!(out.ends_with("You took the last counter, so in misère play you lose: I win.\n"), "{out}");
        // At most 2 per move: 5 mod 3 = 2, so the computer takes 2, then answers 1 with 2.
        let out = scripted("nim 5 --max-take 2", false, "1\n");
        assert!(
            out.contains("computer: the heaps mod 3 have nim-sum 2 ≠ 0: I take 2 from heap 1, leaving nim-sum 0"),
            "{out}"
        );
        assert!(out.contains("you take 1 from heap 1\nheaps: 2\n"), "{out}");
        assert!(out.ends_with("heaps: 0\nI took the last counter, so I win.\n"), "{out}");
        // Misère Bash with at most 3: the computer keeps the heap one more than a multiple of 4.
        let out = scripted("bash 7 3 --misere", false, "3\n1\n");
        assert!(out.contains("7 mod 4 = 3 ≠ 1: I take 2, leaving 5, one more than a multiple of 4"), "{out}");
        assert!(out.contains("2 mod 4 = 2 ≠ 1: I take 1, leaving 1"), "{out}");
        assert!(out.ends_with("heap: 0\nYou took the last counter, so in misère play you lose: I win.\n"), "{out}");
    }

    #[test]
    fn unsupported_games_and_empty_positions() {
        let mut out = Vec::new();
        let e = run(&request("theorem1 8 12 13"), false, &mut Cursor::new(&b""[..]), &mut out).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::InvalidInput);
        assert!(e.to_string().contains("\"theorem1\" cannot be played"), "{e}");
        assert!(e.to_string().contains("wythoff A B"), "{e}");
        let out = scripted("nim 0 0", false, "");
        assert!(out.ends_with("There is nothing to take, so there is no game to play.\n"), "{out}");
    }
}
