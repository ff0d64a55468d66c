//! The one grammar for worked examples: the words after `nimbook example` in a terminal, the
//! body of an ```` ```example ```` block in a lesson, and the problems the exercise generator
//! writes are all parsed here, into a typed [`Request`].
//!
//! Words keep their byte offset in the text they came from, so that a lesson can report an
//! error at the exact line and column of the bad word.

pub mod certificate;
mod compute;
mod flags;
pub mod game;
mod lexer;
mod mistake;
mod request;

pub use compute::{Example, compute, example_from_text};
pub use flags::{Flag, Parsed, parse_list, parse_number, split_flags};
pub use game::{Defined, parse_game, parse_game_position};
pub use lexer::{Word, joined, split_words, words_from_args};
pub use mistake::{DirectiveError, Mistake, arg_error, suggest, what, words};
pub(crate) use mistake::{fail, unknown_game};
pub use request::{CALCULATIONS, Calculation, Request, example_names, parse_example, parse_example_in, samples};

/// Re-exported so callers need one import for the whole grammar.
pub use nimbook_engine::GameError as EngineError;

#[cfg(test)]
mod tests {
    #[test]
    fn every_built_in_name_has_a_sample_that_computes() {
        let names = super::example_names(&super::Defined::new());
        let samples = super::samples();
        assert_eq!(samples.iter().map(|s| s.0.to_string()).collect::<Vec<_>>(), names);
        for (name, words) in samples {
            assert!(words.starts_with(name), "{words}");
            let request = super::parse_example(&super::split_words(words)).unwrap();
            super::compute(&request).unwrap_or_else(|e| panic!("{words}: {}", crate::facts::english(&e)));
        }
    }

    use super::*;

    fn parse(s: &str) -> Result<Request, DirectiveError> {
        parse_example(&split_words(s))
    }

    #[test]
    fn words_keep_offsets() {
        let w = split_words("  nim 8\t12\n13 ");
        assert_eq!(
            w.iter().map(|w| (w.text, w.offset)).collect::<Vec<_>>(),
            vec![("nim", 2), ("8", 6), ("12", 8), ("13", 11)]
        );
    }

    #[test]
    fn good_requests_round_trip() {
        for s in [
            "nim 8 12 13",
            "nim 3 4 5 --misere",
            "nim 3 4 5 --max-take 3",
            "nim 3 4 5 --misere --max-take 2",
            "bash 23 2",
            "bash 23 2 --misere",
            "wythoff 4 7",
            "xor-range 1 100",
            "euler301 30",
            "theorem1 8 12 13",
            "theorem2 1 2 3",
            "subtraction 20 --set 1,3,4",
            "kayles 5 7 --misere",
        ] {
            assert_eq!(parse(s).unwrap().to_words(), s);
        }
        assert_eq!(parse("nim 1 --max-take=3").unwrap().to_words(), "nim 1 --max-take 3");
    }

    #[test]
    fn bad_requests_name_the_word() {
        let e = parse("nim 8 twelve").unwrap_err();
        assert_eq!(e.message(), "heap size \"twelve\" is not a whole number");
        assert_eq!(e.offset, Some(6));
        let e = parse("nim 8 -3").unwrap_err();
        assert!(e.message().contains("\"-3\" is negative"), "{}", e.message());
        let e = parse("nim 99999999999999999999").unwrap_err();
        assert!(e.message().contains("too large"), "{}", e.message());
        let e = parse("bash 10 0").unwrap_err();
        assert!(e.message().contains("\"0\" must be at least 1"), "{}", e.message());
        assert_eq!(e.offset, Some(8));
        let e = parse("nimm 1 2").unwrap_err();
        assert!(e.message().contains("unknown game \"nimm\" (did you mean \"nim\"?)"), "{}", e.message());
        let e = parse("nim 1 2 --misère").unwrap_err();
        assert!(
            e.message().contains("unknown option \"--misère\" for nim (did you mean --misere?)"),
            "{}",
            e.message()
        );
        let e = parse("bash 10").unwrap_err();
        assert!(e.message().contains("most per move M is missing"), "{}", e.message());
        let e = parse("wythoff 1 2 3").unwrap_err();
        assert!(e.message().contains("exactly two piles"), "{}", e.message());
        assert_eq!(e.offset, Some(12));
        let e = parse("xor-range 5 4").unwrap_err();
        assert!(e.message().contains("smaller than range start"), "{}", e.message());
        let e = parse("nim 1 --max-take").unwrap_err();
        assert!(e.message().contains("needs a value"), "{}", e.message());
        let e = parse("subtraction 5 --set 1,x").unwrap_err();
        assert_eq!(e.offset, Some(22));
        assert!(parse("").is_err());
        assert!(parse("euler301 64").is_err());
    }

    #[test]
    fn compute_refuses_what_the_engine_cannot_show() {
        assert!(compute(&parse("theorem1 1 2 3").unwrap()).is_err());
        assert!(compute(&parse("theorem2 8 12 13").unwrap()).is_err());
        // 8 xor 12 xor 13 = 9: the first player wins, by taking 7 from the heap of 8.
        let Ok(Example::Game(ex)) = compute(&parse("nim 8 12 13").unwrap()) else { panic!("nim 8 12 13 is a game") };
        assert!(ex.first_player_wins);
        assert_eq!(ex.winning_moves[0].position, [1, 12, 13]);
    }
}
