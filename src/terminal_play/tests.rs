//! Tests of `nimbook play`: the computer never loses a won position against random humans, in
//! every family; bad moves are refused politely and never change the game.

use super::*;
use crate::directive::{parse_example, split_words};
use std::cell::RefCell;
use std::io::{Cursor, Read};
use std::rc::Rc;

fn request(words: &str) -> Request {
    parse_example(&split_words(words)).unwrap()
}

fn scripted(words: &str, human_first: bool, script: &str) -> String {
    let mut out = Vec::new();
    run(&request(words), human_first, &mut Cursor::new(script.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// An output buffer the test's human can read while the game writes to it.
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

/// A human who reads the last position and types a random legal move.
struct RandomHuman {
    out: Shared,
    game: Game,
    seed: u64,
    pending: Vec<u8>,
}

impl RandomHuman {
    fn line(&mut self) -> String {
        let text = String::from_utf8(self.out.0.borrow().clone()).unwrap();
        let shown = text
            .lines()
            .rev()
            .find_map(|l| l.strip_prefix("heaps: ").or(l.strip_prefix("rows: ")).or(l.strip_prefix("position: ")))
            .unwrap();
        let p: Vec<u64> = shown.split_whitespace().map(|w| w.parse().unwrap()).collect();
        let all = steps(&self.game, &p).unwrap();
        self.seed = self.seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let s = &all[(self.seed >> 33) as usize % all.len()];
        match s.heap {
            None => list(&s.after, " "),
            Some(i) if self.game.heap_rule().unwrap().splits() => {
                if s.to.is_empty() {
                    format!("{} 0", i + 1)
                } else {
                    format!("{} {}", i + 1, list(&s.to, " "))
                }
            }
            Some(i) => format!("{} {}", i + 1, p[i] - s.to.iter().sum::<u64>()),
        }
    }
}

impl Read for RandomHuman {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.fill_buf()?.read(buf)?;
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for RandomHuman {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.pending.is_empty() {
            self.pending = format!("{}\n", self.line()).into_bytes();
        }
        Ok(&self.pending)
    }
    fn consume(&mut self, amount: usize) {
        self.pending.drain(..amount);
    }
}

#[test]
fn the_computer_never_loses_a_won_position() {
    for words in [
        "nim 3 4 5",
        "nim 5 6 8 --max-take 3",
        "nim 2 3 4 --misere",
        "bash 23 2",
        "wythoff 4 9",
        "kayles 5 7",
        "kayles 4 5 --misere",
        "subtraction 9 12 --set 2,5",
        "lasker 2 2 3",
        "grundy-game 7 9",
    ] {
        let (game, start) = game_of(&request(words)).unwrap();
        let mut solver = Solver::new(&game, 20).unwrap();
        let computer_first = solver.wins(&start).unwrap();
        for seed in 1..=6 {
            let out = Shared::default();
            let mut human = RandomHuman { out: out.clone(), game: game.clone(), seed, pending: Vec::new() };
            run(&request(words), !computer_first, &mut human, &mut out.clone()).unwrap();
            let text = String::from_utf8(out.0.borrow().clone()).unwrap();
            assert!(text.ends_with("No move is left: I win.\n"), "{words}, seed {seed}:\n{text}");
            assert!(!text.contains("try again"), "{words}: a legal move was refused:\n{text}");
        }
    }
}

#[test]
fn bad_moves_leave_the_game_unchanged() {
    let script = "x\n4 1\n2 1\n1 9\n-1 2\n1 2 3\n99999999999999999999 1\n\nq\n";
    let out = scripted("nim 3 0 5", true, script);
    for message in [
        "\"x\" is not a move: Type HEAP COUNT",
        "there is no heap 4: heaps are numbered 1 to 3",
        "heap 2 is empty",
        "heap 1 has only 3, so you cannot take 9",
        "\"-1\" is negative",
        "\"1 2 3\" is not a move",
        "is too large",
        "You quit",
    ] {
        assert!(out.contains(message), "missing {message:?} in\n{out}");
    }
    assert_eq!(out.matches("heaps:").count(), 1, "the position changed:\n{out}");
    assert_eq!(out.matches("try again").count(), 7, "{out}");

    let out = scripted("nim 5 5 --max-take 3", true, "1 4\n1 3\n");
    assert!(out.contains("that is not a move of Nim with at most 3 per move"), "{out}");
    assert!(out.contains("you take 3 from heap 1\nheaps: 2 5\n"), "{out}");

    let out = scripted("kayles 5", true, "1 1 1\n1 2 2\nq\n");
    assert!(out.contains("that is not a move of Kayles (octal 0.77)"), "{out}");
    assert!(out.contains("you knock down 1 from row 1, leaving 2 + 2\nrows: 2 2\n"), "{out}");
    assert!(out.contains("Type ROW and the rows it becomes"), "{out}");

    let out = scripted("wythoff 2 5", true, "1 1\n0 5\n");
    assert!(out.contains("(1, 1) cannot be reached from (2, 5) in one move"), "{out}");
    assert!(out.contains("you move to (0, 5)"), "{out}");
}

#[test]
fn hints_and_explanations_speak_the_games_terms() {
    let out = scripted("nim 3 4 5", true, "?\nq\n");
    assert!(
        out.contains(
            "hint: heap 1 has Grundy value 3 and the others XOR to 1: you take 2 from heap 1, leaving value 1"
        ),
        "{out}"
    );
    let out = scripted("nim 1 2 3", true, "?\nq\n");
    assert!(out.contains("hint: no winning move here: the Grundy values 1 ⊕ 2 ⊕ 3 XOR to 0"), "{out}");
    let out = scripted("kayles 5 7", false, "q\n");
    assert!(
        out.contains(
            "computer: row 1 has Grundy value 4 and the others XOR to 2: I knock down 1 from row 1, leaving 3 + 1, of value 2, so the total is 0"
        ),
        "{out}"
    );
    let out = scripted("wythoff 4 9", false, "q\n");
    assert!(out.contains("computer: I move to (4, 7), which leaves a losing position"), "{out}");
    // One heap: there are no other heaps to XOR with.
    let out = scripted("subtraction 29 --set 1,3,4", false, "q\n");
    assert!(out.contains("computer: the heap has Grundy value 1: I take 1 from heap 1, leaving value 0"), "{out}");
    assert!(!out.contains("the others"), "{out}");
}

#[test]
fn invalid_utf8_the_end_of_input_and_non_games_are_polite() {
    let mut out = Vec::new();
    run(&request("nim 3 4 5"), true, &mut Cursor::new(&b"\xff\xfe\n"[..]), &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("\"\u{fffd}\u{fffd}\" is not a move"), "{out}");
    assert!(out.ends_with("The input ended, so the game stops here without a winner. Goodbye!\n"), "{out}");
    let e = run(&request("xor-range 1 9"), false, &mut Cursor::new(&b""[..]), &mut Vec::new()).unwrap_err();
    let PlayError::NotAGame(why) = e else { panic!("{e:?}") };
    assert!(why.contains("\"xor-range\" cannot be played"), "{why}");
    let out = scripted("nim 0 0", false, "");
    assert!(out.ends_with("There is no move to make, so there is no game to play.\n"), "{out}");
}

#[test]
fn a_line_without_end_is_dropped_not_kept() {
    // 20 MB of one line, then a move and a quit: the long line is refused, the game goes on.
    let endless = io::repeat(b'x').take(20 << 20);
    let mut input = io::BufReader::new(endless.chain(&b"\nq\n"[..]));
    let mut out = Vec::new();
    run(&request("nim 1 2"), true, &mut input, &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains(&format!("that line is longer than {MAX_INPUT_LINE} bytes")), "{out}");
    assert!(out.contains("You quit."), "{out}");
    // What is kept of such a line stays within the bound.
    let mut line = Vec::new();
    let mut input = io::BufReader::new(io::repeat(b'y').take(5 << 20));
    assert_eq!(read_line(&mut input, &mut line).unwrap(), Line::TooLong);
    assert!(line.capacity() <= 2 * MAX_INPUT_LINE, "{}", line.capacity());
    let mut input = io::BufReader::new(&b"1 1\nrest"[..]);
    assert_eq!(read_line(&mut input, &mut line).unwrap(), Line::Read);
    assert_eq!(line, b"1 1\n");
    assert_eq!(read_line(&mut input, &mut line).unwrap(), Line::Read);
    assert_eq!(read_line(&mut input, &mut line).unwrap(), Line::End);
}
