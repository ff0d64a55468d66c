//! The words of a Sprague–Grundy certificate, `--game WORDS [--heaps H] [--max N]` after
//! `sprague-grundy` (on the command line after `nimbook verify`, in a lesson's ```` ```verify ````
//! block), parsed into the engine's [`CertificateRequest`]; errors name the word.

use super::game::{Defined, parse_game};
use super::mistake::fail;
use super::{DirectiveError, Word, parse_number, what};
use nimbook_engine::fact::Arg;
use nimbook_engine::sg_certificate::{CertificateRequest, DEFAULT_HEAPS, DEFAULT_MAX, ID};

const FLAGS: [&str; 3] = ["--game", "--heaps", "--max"];

/// Parses `--game WORDS… [--heaps H] [--max N]` (the words after `sprague-grundy`); `--game`
/// takes every word up to the next of these flags. `at` is the statement word, for errors.
pub fn parse(
    words: &[Word<'_>],
    at: Option<&Word<'_>>,
    defined: &Defined,
) -> Result<CertificateRequest, DirectiveError> {
    let (mut game, mut heaps, mut max) = (None, DEFAULT_HEAPS, DEFAULT_MAX);
    let mut i = 0;
    while i < words.len() {
        let w = &words[i];
        let value = words.get(i + 1);
        match w.text {
            "--game" => {
                let end =
                    words[i + 1..].iter().position(|x| FLAGS.contains(&x.text)).map_or(words.len(), |e| i + 1 + e);
                let rule_words = &words[i + 1..end];
                if rule_words.is_empty() {
                    return fail(Some(w), "mistake-certificate-game-empty", []);
                }
                let g = parse_game(rule_words, defined)?;
                if g.heap_rule().is_none() {
                    return fail(
                        Some(&rule_words[0]),
                        "mistake-certificate-not-heaps",
                        [("game", Arg::from(g.name.as_str()))],
                    );
                }
                let text = crate::directive::joined(rule_words);
                game = Some((g, text));
                i = end;
                continue;
            }
            "--heaps" | "--max" => {
                let Some(v) = value else {
                    return fail(Some(w), "mistake-option-needs-number", [("option", Arg::from(w.text))]);
                };
                let n = parse_number(v, what(if w.text == "--heaps" { "what-heaps" } else { "what-largest-heap" }))?;
                if w.text == "--heaps" {
                    heaps = n
                } else {
                    max = n
                }
                i += 2;
            }
            other => {
                return fail(
                    Some(w),
                    "mistake-certificate-word",
                    [("word", Arg::from(other)), ("statement", Arg::from(ID))],
                );
            }
        }
    }
    let Some((game, game_words)) = game else {
        return fail(at, "mistake-certificate-no-game", [("statement", Arg::from(ID))]);
    };
    Ok(CertificateRequest { game, game_words, heaps, max })
}

/// The Sprague–Grundy certificate read from its words and checked (moved here from the engine,
/// which knows no words).
#[cfg(test)]
mod tests {
    use super::parse;
    use crate::directive::game::Defined;
    use crate::directive::split_words;
    use nimbook_engine::fact::Arg;
    use nimbook_engine::properties::Certificate;
    use nimbook_engine::sg_certificate::{certify, sums};

    fn run(text: &str) -> Result<Certificate, String> {
        let words = split_words(text);
        let request = parse(&words, None, &Defined::new()).map_err(|e| e.message())?;
        certify(&request).map_err(|e| crate::facts::english(&e))
    }

    #[test]
    fn holds_for_families_of_every_kind() {
        for (words, h, n) in [
            ("--game kayles --heaps 3 --max 8", 3, 8),
            ("--game subtraction --set 1,3,4 --max 10", 3, 10),
            ("--heaps 2 --game lasker --max 9", 2, 9),
            ("--game grundy-game --heaps 3 --max 9", 3, 9),
            ("--game octal 0.137 --misere --heaps 4 --max 5", 4, 5),
            ("--game nim --max-take 2 --heaps 3 --max 6", 3, 6),
        ] {
            let c = run(words).unwrap_or_else(|e| panic!("{words}: {e}"));
            assert!(c.holds, "{words}: {:?}", c.counterexample);
            assert_eq!(c.cases, sums(n, h).unwrap(), "{words}");
            // The domain states C(n + h, h) sums, all of them checked.
            assert_eq!(c.domain.args.get("count"), Some(&Arg::from(c.cases)), "{:?}", c.domain);
            assert_eq!(
                (c.domain.args.get("heaps"), c.domain.args.get("max")),
                (Some(&Arg::from(h)), Some(&Arg::from(n)))
            );
            // Each sum checked is a position the search reached, so it reached at least as many
            // as there are sums (a search of the empty sum alone would reach one).
            let Some(Arg::Num(searched)) = c.domain.args.get("searched") else { panic!("{:?}", c.domain) };
            assert!(*searched >= u128::from(c.cases), "{words}: {searched} positions for {} sums", c.cases);
        }
        assert_eq!(run("--game kayles").unwrap().cases, 165); // C(11, 3)
    }

    #[test]
    fn refuses_clearly() {
        // The count first: a wrong count would let the large request below run instead of refusing it.
        assert_eq!(sums(8, 3), Some(165));
        assert_eq!(sums(30, 6), Some(1_947_792));
        assert_eq!(sums(u64::MAX, 2), None);
        // The largest count that fits is still a count: C(2^64 − 1, 1) = 2^64 − 1.
        assert_eq!(sums(u64::MAX - 1, 1), Some(u64::MAX));
        let e = run("--game kayles --heaps 6 --max 30").unwrap_err();
        assert!(e.contains("C(30+6, 6) = 1947792 sums, more than the 20000"), "{e}");
        assert!(run("--game kayles --heaps 0").unwrap_err().contains("--heaps must be from 1"));
        assert!(run("--heaps 3").unwrap_err().contains("needs a game"));
        assert!(run("--game wythoff").unwrap_err().contains("not played on heaps"));
        assert!(run("--max 3 --colour --game kayles").unwrap_err().contains("unexpected \"--colour\""));
    }
}
