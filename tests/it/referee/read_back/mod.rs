//! The page reader: every computed sentence of a built course read back by value, each number in
//! its role. The message files' own patterns (the repository's `templates/messages/*/*.ftl`,
//! parsed by `fluent-syntax`) are the grammar: each message becomes a pattern whose placeables are
//! named places, and a page's text is read with its language's patterns. The checks:
//! - **the two editions agree in every role:** a page and its Chinese twin show the same blocks,
//!   so each message they both show must carry the same numbers in the same named places (a
//!   `{ $from }` and `{ $to }` swapped in one language's file reads as from 29, to 28 there and
//!   from 28, to 29 in the other); a place that holds words in one edition and a number in the
//!   other is a swap, and a name (`game`, `title`) is words in both;
//! - **moves are moves of the game:** every winning move and every play-out row of a worked
//!   example (a heap, what it had, what it leaves, what is taken) is checked against the
//!   referee's own moves of the block's game from the block's position (heap games and
//!   Wythoff's game), and every move a play widget of the course's own games offers against the
//!   game's definition, said with its numbers in the order the page's language says them
//!   (`course_games::widgets`);
//! - **tied places add up:** taken = had − leaves, a nim-sum target is the heap XOR the sum, a
//!   residue is the size mod the modulus, a domain of multisets has C(max + heaps, heaps) sums,
//!   a play-out's summary counts its table's rows;
//! - **things where they belong:** a chart's point says the position it is drawn at (x to the
//!   right, y up), a verdict ends its sentence, a game's rule ends with how the game ends, an
//!   octal rule lists its takes and ways in the code's order, a callout's label ends in its
//!   number and its accessible name starts with the label, a running XOR's fact gives its
//!   class's rule in brackets, a chart's values in order name the place before the value, and
//!   a list ends in one item after its glue ("1, 2 or 3");
//! - **a sentence inside another's place is read too** where both languages word it distinctly
//!   (the heaps a split leaves, inside the reason that names the move).
//!
//! The pieces: `patterns.rs` and `grammar.rs` (the message files as a grammar), `page.rs` (a
//! page's text and blocks), `compare.rs` (the editions), `roles.rs` and `worked.rs` (the checks
//! by role and against the referee).
//!
//! `swaps.rs` proves the class is covered: it swaps every pair of placeables of every message and
//! counts the swaps that change what a reader sees but that nothing here reports.

mod compare;
mod grammar;
mod page;
mod patterns;
mod roles;
#[cfg(test)]
mod tests;
mod worked;

pub(super) use grammar::{Grammar, Slot};

use compare::compare;
use page::{block_words, fragments, page_text};
use roles::*;
use std::path::Path;
use worked::{playout, winning_moves, wythoff_playout};

/// What the reader finds wrong on the built course in `out` (both editions).
pub fn problems(out: &Path) -> Vec<String> {
    problems_of(out, |_| true)
}

/// What the reader finds wrong on the pages of `out` whose names (`nim.html`, the Chinese twin
/// read with it) `read` accepts.
pub fn problems_of(out: &Path, read: impl Fn(&str) -> bool) -> Vec<String> {
    let (en, zh) = Grammar::pair();
    let names: std::collections::BTreeSet<(String, String)> = en.names().union(zh.names()).cloned().collect();
    let mut found = Vec::new();
    let mut checked = 0;
    let mut pages: Vec<_> = std::fs::read_dir(out).unwrap().map(|e| e.unwrap().path()).collect();
    pages.sort();
    for page in pages.iter().filter(|p| p.extension().is_some_and(|e| e == "html")) {
        let name = page.file_name().unwrap().to_string_lossy().into_owned();
        if !read(&name) {
            continue;
        }
        let Ok(zh_html) = std::fs::read_to_string(out.join("zh").join(&name)) else { continue };
        let en_html = std::fs::read_to_string(page).unwrap();
        // A message given too few arguments shows its placeholder ("leaving {$left}").
        for (lang, html) in [("en", &en_html), ("zh", &zh_html)] {
            if let Some(at) = html.find("{$") {
                found.push(format!(
                    "{lang}/{name}: a message lacks an argument: {}",
                    &html[at..html.len().min(at + 40)]
                ));
            }
        }
        found.extend(super::course_games::widgets(&name, "en", &en_html));
        found.extend(super::course_games::widgets(&name, "zh", &zh_html));
        found.extend(list_glue(&name, "en", en, &en_html));
        found.extend(list_glue(&name, "zh", zh, &zh_html));
        found.extend(callouts(&name, "en", &en_html));
        found.extend(callouts(&name, "zh", &zh_html));
        let (en_parts, zh_parts) = (fragments(&en_html), fragments(&zh_html));
        let kinds = |parts: &[(&'static str, &str)]| parts.iter().map(|p| p.0).collect::<Vec<&str>>();
        if kinds(&en_parts) != kinds(&zh_parts) {
            found.push(format!(
                "{name}: the editions show other blocks: {:?} and {:?}",
                kinds(&en_parts),
                kinds(&zh_parts)
            ));
            continue;
        }
        for (i, ((kind, e), (_, z))) in en_parts.iter().zip(&zh_parts).enumerate() {
            let place = format!("{name} ({kind} {})", i + 1);
            let en_read = en.read(&page_text(e));
            let zh_read = zh.read(&page_text(z));
            found.extend(compare(&place, &en_read, &zh_read, &names));
            if *kind == "worked" {
                found.extend(ending_last(&place, "en", en, e));
                found.extend(ending_last(&place, "zh", zh, z));
                found.extend(playout_length(&place, "en", e));
                found.extend(playout_length(&place, "zh", z));
            }
            if *kind == "chart" {
                found.extend(chart_points(&place, "en", e));
                found.extend(chart_points(&place, "zh", z));
                found.extend(status_last(&place, "en", en, e));
                found.extend(status_last(&place, "zh", zh, z));
                found.extend(axes_named(&place, "en", en, e));
                found.extend(axes_named(&place, "zh", zh, z));
                found.extend(unit_values(&place, "en", en, e));
                found.extend(unit_values(&place, "zh", zh, z));
                found.extend(xor_facts(&place, "en", en, e));
                found.extend(xor_facts(&place, "zh", zh, z));
            }
            found.extend(arithmetic(&place, "en", en, &en_read));
            found.extend(arithmetic(&place, "zh", zh, &zh_read));
            if let Some(words) = block_words(&en_html, e) {
                // The winning moves are stated outside the play-out, whose rows are checked
                // move by move.
                let outside = |html: &str| match (html.find("<table class=\"playout-table"), html.find("</table>")) {
                    (Some(a), Some(_)) => {
                        let end = a + html[a..].find("</table>").unwrap();
                        format!("{}{}", &html[..a], &html[end..])
                    }
                    _ => html.to_string(),
                };
                found.extend(winning_moves(&place, "en", &words, &en.read(&page_text(&outside(e)))));
                found.extend(winning_moves(&place, "zh", &words, &zh.read(&page_text(&outside(z)))));
                found.extend(playout(&place, "en", &words, e, en));
                found.extend(playout(&place, "zh", &words, z, zh));
                found.extend(wythoff_playout(&place, "en", &words, e));
                found.extend(wythoff_playout(&place, "zh", &words, z));
                checked += 1;
            }
        }
    }
    found.extend((checked == 0 && read("nim.html")).then(|| "no worked example had its words found".to_string()));
    found
}

#[test]
fn every_computed_sentence_of_the_course_reads_back_right_in_both_editions() {
    let tmp = tempfile::tempdir().unwrap();
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    for dir in ["content", "templates", "games"] {
        crate::util::copy_dir(&repo.join(dir), &tmp.path().join(dir));
    }
    let out = tmp.path().join("output");
    nimbook::site::build(&nimbook::site::Layout::new(tmp.path()), &out, nimbook::views::i18n::english())
        .unwrap_or_else(|e| panic!("{}", nimbook::error::report(&e, nimbook::views::i18n::english())));
    let problems = problems(&out);
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn the_reader_reads_a_message_by_its_places() {
    // The audit's mutant b2 swapped `{ $from }` and `{ $to }` in the Chinese move sentence; a
    // move now says what it takes and what the heap keeps, and the two must add up to the heap.
    let zh = Grammar::of("zh");
    let read = zh.read("从第 1 堆取走 1 枚，剩下 29 枚");
    assert_eq!(read.len(), 1, "{read:?}");
    let (id, slots) = &read[0];
    // (Read as either message that says a take and what the heap keeps: the same statement.)
    assert!(["move-take", "move-take-leaving"].contains(&id.as_str()), "{id}");
    assert_eq!(slots["take"], Slot::Numbers(vec![1]));
    assert_eq!(slots["leaves"], Slot::Numbers(vec![29]));
    assert!(!winning_moves("page", "zh", "subtraction 29 --set 1,3,4", &read).is_empty(), "1 + 29 is not 29");
    // Against the referee: from a heap of 29 in the subtraction game {1, 3, 4}, 29 → 28 wins.
    let good = zh.read("从第 1 堆取走 1 枚");
    assert_eq!(good[0].0, "move-take");
    assert!(winning_moves("page", "zh", "subtraction 29 --set 1,3,4", &good).is_empty());
    let wrong = zh.read("从第 1 堆取走 3 枚");
    assert_eq!(
        winning_moves("page", "zh", "subtraction 29 --set 1,3,4", &wrong).len(),
        1,
        "26 is not a P-position of {{1, 3, 4}}"
    );
    // A move that splits a row: read as the whole sentence, not as its first words with the
    // rest taken for the row's name, and its parts are one option of the row.
    let en = Grammar::of("en");
    let split = en.read("knock down 2 in row 1 (7), leaving 3 + 2");
    assert_eq!(split.len(), 1, "{split:?}");
    assert_eq!(split[0].0, "move-take-split");
    assert!(winning_moves("page", "en", "kayles 7 4", &split).is_empty());
    let wrong = en.read("knock down 1 in row 1 (7), leaving 4 + 2");
    assert_eq!(winning_moves("page", "en", "kayles 7 4", &wrong).len(), 1, "4 + 2 leaves value 1 xor 1");
    // A row's only pin, and pins knocked down from a longer row.
    for (words, take) in [("knock down 1 in row 1", 1), ("knock down 2 in row 3, leaving 1", 2)] {
        let read = en.read(words);
        assert_eq!(read.len(), 1, "{read:?}");
        assert_eq!(
            read[0].1.get("take").cloned().unwrap_or(Slot::Numbers(vec![1])),
            Slot::Numbers(vec![take]),
            "{read:?}"
        );
    }
    // The heap a move names is read from its name.
    let second = en.read("take all 4 from heap 2");
    assert_eq!(second[0].0, "move-take-all");
    assert_eq!(winning_moves("page", "en", "nim 4 4", &second).len(), 1, "4, 0 is won");
    assert!(winning_moves("page", "en", "nim 0 4", &second).is_empty());
    // Words in a place are told from numbers, and joining words are not words.
    assert_eq!(Slot::of("1 xor 12 xor 13"), Slot::Numbers(vec![1, 12, 13]));
    assert_eq!(Slot::of("3、1 和 2"), Slot::Numbers(vec![3, 1, 2]));
    assert!(Slot::of("留下 3 堆").numbers().is_none());
    assert_eq!(crate::util::decode("n &#x2f; 8 &amp; &lt;b&gt;"), "n / 8 & <b>");
}
