//! The words of a Sprague–Grundy certificate, `--game WORDS [--heaps H] [--max N]` after
//! `sprague-grundy` (on the command line after `nimbook verify`, in a lesson's ```` ```verify ````
//! block), parsed into the engine's [`Request`]; errors name the word.

use super::game::{Defined, parse_game};
use super::{DirectiveError, Word, parse_number};
use crate::games::sg_certificate::{DEFAULT_HEAPS, DEFAULT_MAX, ID, Request};

const FLAGS: [&str; 3] = ["--game", "--heaps", "--max"];

/// Parses `--game WORDS… [--heaps H] [--max N]` (the words after `sprague-grundy`); `--game`
/// takes every word up to the next of these flags. `at` is the statement word, for errors.
pub fn parse(words: &[Word<'_>], at: Option<&Word<'_>>, defined: &Defined) -> Result<Request, DirectiveError> {
    let fail = |w: Option<&Word<'_>>, message: String| DirectiveError::new(w.map(|w| w.offset), message);
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
                    return Err(fail(Some(w), "--game needs the game's rules, e.g. --game kayles".into()));
                }
                let g = parse_game(rule_words, defined)?;
                if g.heap_rule().is_none() {
                    return Err(fail(
                        Some(&rule_words[0]),
                        format!("{} is not played on heaps; the theorem is about sums of heaps", g.name),
                    ));
                }
                let text = crate::directive::joined(rule_words);
                game = Some((g, text));
                i = end;
                continue;
            }
            "--heaps" | "--max" => {
                let Some(v) = value else {
                    return Err(fail(Some(w), format!("{} needs a number after it", w.text)));
                };
                let n = parse_number(v, if w.text == "--heaps" { "number of heaps" } else { "largest heap" })?;
                if w.text == "--heaps" {
                    heaps = n
                } else {
                    max = n
                }
                i += 2;
            }
            other => {
                return Err(fail(
                    Some(w),
                    format!("unexpected \"{other}\"; {ID} takes --game WORDS, --heaps H and --max N"),
                ));
            }
        }
    }
    let Some((game, game_words)) = game else {
        return Err(fail(at, format!("{ID} needs a game: add --game WORDS, e.g. --game kayles")));
    };
    Ok(Request { game, game_words, heaps, max })
}
