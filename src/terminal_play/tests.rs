//! Tests of `nimbook play` ([`super::run`]): the computer never loses a won position against
//! random humans, in every family; bad moves are refused politely and never change the game;
//! a game in Chinese says everything in Chinese, from the message files.

use super::*;
use crate::directive::{parse_example, split_words};
use crate::views::i18n::{DEFAULT_MESSAGES, Messages, english, message_ids};
use std::cell::RefCell;
use std::io::{Cursor, Read};
use std::rc::Rc;

fn request(words: &str) -> Request {
    parse_example(&split_words(words)).unwrap()
}

fn scripted(words: &str, human_first: bool, script: &str) -> String {
    scripted_in(english(), words, human_first, script)
}

fn scripted_in(lang: Lang<'_>, words: &str, human_first: bool, script: &str) -> String {
    let mut out = Vec::new();
    run(&request(words), human_first, lang, &mut Cursor::new(script.as_bytes()), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// The built-in Chinese messages.
fn chinese() -> Lang<'static> {
    static MESSAGES: std::sync::OnceLock<std::sync::Arc<Messages>> = std::sync::OnceLock::new();
    MESSAGES.get_or_init(Messages::builtin).lang("zh")
}

/// A game's output in Chinese has no message id left unresolved and no English word (three or
/// more ASCII letters; the notation, numbers, ⊕ and "SG", is not one).
fn assert_chinese(out: &str) {
    assert!(!out.contains("terminal-play-") && !out.contains("play-ui-"), "a message id in\n{out}");
    let english: Vec<&str> = out.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| w.len() >= 3).collect();
    assert!(english.is_empty(), "English words {english:?} in\n{out}");
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
            run(&request(words), !computer_first, english(), &mut human, &mut out.clone()).unwrap();
            let text = String::from_utf8(out.0.borrow().clone()).unwrap();
            assert!(text.ends_with("No moves are left: the computer wins.\n"), "{words}, seed {seed}:\n{text}");
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
    assert!(out.contains("you knock down 1 in the row (5), leaving 2 + 2\nrows: 2 2\n"), "{out}");
    assert!(out.contains("Type ROW and the rows it becomes"), "{out}");

    let out = scripted("wythoff 2 5", true, "1 1\n0 5\n");
    assert!(out.contains("(1, 1) cannot be reached from (2, 5) in one move"), "{out}");
    assert!(out.contains("you take 2 from pile 1, leaving (0, 5)"), "{out}");
}

#[test]
fn hints_and_explanations_speak_the_games_terms() {
    let out = scripted("nim 3 4 5", true, "?\nq\n");
    assert!(
        out.contains(
            "Hint: heap 1 has Grundy value 3 and the others XOR to 1: you take 2 from heap 1, leaving value 1"
        ),
        "{out}"
    );
    let out = scripted("nim 1 2 3", true, "?\nq\n");
    assert!(out.contains("Hint: no winning move here: the Grundy values 1 ⊕ 2 ⊕ 3 XOR to 0"), "{out}");
    let out = scripted("kayles 5 7", false, "q\n");
    assert!(
        out.contains(
            "computer: Row 1 had Grundy value 4; the others XOR to 2. I knock down 1 in row 1 (5), leaving 3 + 1: \
             rows of value 3 ⊕ 1 = 2, so the total is 0.\n"
        ),
        "{out}"
    );
    let out = scripted("wythoff 4 9", false, "q\n");
    assert!(
        out.contains("computer: I take 2 from pile 2, leaving (4, 7): you are left with a losing position.\n"),
        "{out}"
    );
    // One heap: there are no other heaps to XOR with.
    let out = scripted("subtraction 29 --set 1,3,4", false, "q\n");
    assert!(
        out.contains("computer: the heap has Grundy value 1: I take 1 from the heap, leaving 28, of value 0"),
        "{out}"
    );
    assert!(!out.contains("the others"), "{out}");
}

#[test]
fn invalid_utf8_the_end_of_input_and_non_games_are_polite() {
    let mut out = Vec::new();
    run(&request("nim 3 4 5"), true, english(), &mut Cursor::new(&b"\xff\xfe\n"[..]), &mut out).unwrap();
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("\"\u{fffd}\u{fffd}\" is not a move"), "{out}");
    assert!(out.ends_with("The input ended, so the game stops here without a winner. Goodbye!\n"), "{out}");
    let e = run(&request("xor-range 1 9"), false, english(), &mut Cursor::new(&b""[..]), &mut Vec::new()).unwrap_err();
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
    run(&request("nim 1 2"), true, english(), &mut input, &mut out).unwrap();
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

#[test]
fn a_game_in_chinese_is_all_chinese() {
    let zh = chinese();
    let out = scripted_in(zh, "nim 3 4 5", true, "?\n1 2\nhint\nquit\n");
    assert_chinese(&out);
    for line in [
        "尼姆博弈：",
        "\n输入堆号和数量（如“2 1”表示从第 2 堆取走 1 枚；堆从 1 开始编号）；输入 ? 获取提示，输入 q 退出。\n各堆：3 4 5\n你先走。\n",
        "你的走法> 提示：第 1 堆的 SG 值是 3，其他各堆的尼姆和是 1：你从第 1 堆取走 2 枚，留下的 SG 值为 1，于是总的尼姆和为 0\n",
        "你的走法> 你从第 1 堆取走 2 枚\n各堆：1 4 5\n",
        "电脑：各堆的 SG 值 1 ⊕ 4 ⊕ 5 的尼姆和为 0，所以无论怎么走，总和都不再是 0：我",
        "你的走法> 你退出了。再见！\n",
    ] {
        assert!(out.contains(line), "missing {line:?} in\n{out}");
    }
    // Rows of pins, split by a move, and the widget's reason for it.
    let out = scripted_in(zh, "kayles 5 7", false, "q\n");
    assert_chinese(&out);
    assert!(out.contains("输入排号和这一排变成的各排（如“2 3 1”表示第 2 排变成 3 和 1 两排"), "{out}");
    assert!(
        out.contains(
            "电脑：第 1 排的 SG 值是 4；其他各排的尼姆和是 2。我在第 1 排（5 个）击倒 1 个球瓶，剩下的分成 3 + 1：\
             留下值为 3 ⊕ 1 = 2 的几排，于是总的尼姆和为 0。\n各排："
        ),
        "{out}"
    );
    // A position that is not heaps; the end of the input.
    let out = scripted_in(zh, "wythoff 4 9", false, "");
    assert_chinese(&out);
    assert!(
        out.contains("电脑：我从第 2 堆取走 2 枚，剩下 (4, 7)，把先手必败的局面留给了你。\n局面：4 7\n你的走法> \n"),
        "{out}"
    );
    assert!(out.ends_with("输入已经结束，这局游戏到此为止，不分胜负。再见！\n"), "{out}");
    // One heap, played to the end by either side.
    let out = scripted_in(zh, "nim 1", false, "");
    assert_chinese(&out);
    assert!(
        out.ends_with(
            "电脑：这一堆的 SG 值是 1：我从这一堆取走 1 枚，剩下 0 枚，这一堆的 SG 值为 0\n各堆：0\n没有可走的步了：电脑赢了。\n"
        ),
        "{out}"
    );
    let out = scripted_in(zh, "nim 2", true, "2\n");
    assert_chinese(&out);
    assert!(out.contains("输入要取走几枚（如“1”）"), "{out}");
    assert!(
        out.ends_with("你的走法> 你把这一堆的 2 枚全部取走\n各堆：0\n没有可走的步了：你赢了，走得漂亮！\n"),
        "{out}"
    );
    let out = scripted_in(zh, "nim 0 0", false, "");
    assert!(out.ends_with("没有可走的步，所以这局游戏无法进行。\n"), "{out}");
    let e = run(&request("xor-range 1 9"), false, zh, &mut Cursor::new(&b""[..]), &mut Vec::new()).unwrap_err();
    let PlayError::NotAGame(why) = e else { panic!("{e:?}") };
    assert!(why.starts_with("“xor-range”不能对弈；"), "{why}");
}

#[test]
fn bad_moves_are_refused_in_chinese() {
    let zh = chinese();
    let script = "x\n4 1\n2 1\n1 9\n-1 2\n1 2 3\n99999999999999999999 1\n\nq\n";
    let out = scripted_in(zh, "nim 3 0 5", true, script);
    assert_chinese(&out);
    for message in [
        "“x”不是一步走法：输入堆号和数量（如",
        "没有第 4 堆：各堆的编号是 1 到 3；请重新输入（? 获取提示，q 退出）\n",
        "第 2 堆已经空了；",
        "第 1 堆只有 3 枚，不能取走 9 枚；",
        "“-1”是负数；",
        "“1 2 3”不是一步走法",
        "“99999999999999999999”太大了；",
        "你退出了。",
    ] {
        assert!(out.contains(message), "missing {message:?} in\n{out}");
    }
    assert_eq!(out.matches("各堆：").count(), 1, "the position changed:\n{out}");
    assert_eq!(out.matches("请重新输入").count(), 7, "{out}");
    let out = scripted_in(zh, "nim 5 5 --max-take 3", true, "1 4\n1 3\n");
    assert_chinese(&out);
    assert!(out.contains("这一步不符合每步至多取 3 枚的尼姆博弈的规则（每一步"), "{out}");
    assert!(out.contains("你从第 1 堆取走 3 枚\n各堆：2 5\n"), "{out}");
    let out = scripted_in(zh, "kayles 5", true, "1 1 1\n2 1\n1 2 2\nq\n");
    assert_chinese(&out);
    assert!(out.contains("这一步不符合保龄球游戏（八进制 0.77）的规则（每一步"), "{out}");
    assert!(out.contains("没有第 2 排：各排的编号是 1 到 1；"), "{out}");
    assert!(out.contains("你在这一排（5 个）击倒 1 个球瓶，剩下的分成 2 + 2\n各排：2 2\n"), "{out}");
    let out = scripted_in(zh, "wythoff 2 5", true, "1 1\n0 5\n");
    assert_chinese(&out);
    assert!(out.contains("从 (2, 5) 一步走不到 (1, 1)；请重新输入"), "{out}");
    assert!(out.contains("你从第 1 堆取走 2 枚，剩下 (0, 5)\n局面：0 5\n"), "{out}");
    let long = format!("{}\nq\n", "1".repeat(MAX_INPUT_LINE + 1));
    let out = scripted_in(zh, "nim 1 2", true, &long);
    assert!(out.contains(&format!("这一行超过了 {MAX_INPUT_LINE} 字节；请重新输入")), "{out}");
}

#[test]
fn every_message_the_terminal_says_is_in_english_and_chinese() {
    let file = |lang: &str| {
        let found = DEFAULT_MESSAGES.iter().find(|(l, name, _)| *l == lang && *name == "terminal-play.ftl");
        message_ids(found.unwrap_or_else(|| panic!("no {lang}/terminal-play.ftl")).2)
    };
    let (en, zh) = (file("en"), file("zh"));
    assert!(en.len() > 20, "{en:?}");
    for id in &en {
        assert!(id.starts_with("terminal-play-"), "{id} is named after its file");
        assert!(zh.contains(id), "{id} is in English but not in Chinese");
    }
    assert_eq!(en.len(), zh.len(), "Chinese has messages English lacks: {zh:?}");
    // Every id the code names (the terminal's own and the widget's) is in both languages.
    let messages = Messages::builtin();
    let mut named = 0;
    for source in [include_str!("../terminal_play.rs"), include_str!("words.rs")] {
        let quoted = source.split('"').skip(1).step_by(2);
        for id in quoted.filter(|q| q.starts_with("terminal-play-") || q.starts_with("play-ui-")) {
            for lang in ["en", "zh"] {
                assert!(messages.ids(lang).iter().any(|known| known == id), "{lang} has no message {id}");
            }
            named += 1;
        }
    }
    assert!(named > 30, "{named} ids named");
}
