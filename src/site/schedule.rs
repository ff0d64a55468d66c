//! The order in which a build renders its lessons. A cold build spends most of its time in a
//! few lessons whose examples search teachers' games (rules in Rhai, which an interpreter runs
//! many times slower than the engine's own families); started last, such a lesson keeps one core
//! busy while the others have nothing left to do. So the lessons are handed to the cores
//! heaviest first, by a guess made from their text alone ([`expected_work`]): the same lessons
//! are rendered with the same results, only sooner.

use rayon::prelude::*;
use rustc_hash::FxHashSet as HashSet;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// How much work a lesson's text asks for, in rough units: each mention of a teacher's game
/// (from the site's `games/` or a game block of the lesson itself) as the start of a request
/// (after a quote, at the start of a line, or after a `play` fence) counts 10, each block and
/// each `example(` call 1. One pass over the text.
pub fn expected_work<'a>(text: &str, site_games: impl Iterator<Item = &'a str>) -> usize {
    let games: HashSet<&str> = site_games.collect();
    let mut units = 0;
    let mut fences = 0;
    for (i, c) in text.match_indices(['"', '\n', '`', '(']) {
        let rest = &text[i + 1..];
        match c {
            "(" => units += usize::from(text[..i].ends_with("example")),
            "`" => {
                if let Some(info) = rest.strip_prefix("``").filter(|_| text[..i].ends_with('\n') || i == 0) {
                    fences += 1;
                    let mut words = info.split_whitespace();
                    match words.next() {
                        Some("game") => units += 10,
                        Some("play") => units += 10 * usize::from(words.next().is_some_and(|w| games.contains(w))),
                        _ => {}
                    }
                }
            }
            _ => {
                let word = rest.split([' ', '\n', '"']).next().unwrap_or("");
                units += 10
                    * usize::from(
                        rest.len() > word.len() && rest[word.len()..].starts_with(' ') && games.contains(word),
                    );
            }
        }
    }
    units + fences / 2
}

/// Runs `job` on every item on the thread pool, the items of most `work` first (each free core
/// takes the heaviest item not yet started), and returns the results in the items' order.
pub fn heaviest_first<T: Send, R: Send, W: Ord + Copy + Default>(
    items: Vec<T>,
    work: &[W],
    job: impl Fn(T) -> R + Sync,
) -> Vec<R> {
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(work.get(i).copied().unwrap_or_default()));
    let slots: Vec<Mutex<Option<T>>> = items.into_iter().map(|t| Mutex::new(Some(t))).collect();
    let next = AtomicUsize::new(0);
    let workers = rayon::current_num_threads().clamp(1, slots.len().max(1));
    let mut done: Vec<(usize, R)> = (0..workers)
        .into_par_iter()
        .flat_map_iter(|_| {
            let mut mine = Vec::new();
            loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(&i) = order.get(k) else { break };
                // Each index is taken once, so its slot is full and nobody else holds it.
                let item = slots[i].lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
                if let Some(item) = item {
                    mine.push((i, job(item)));
                }
            }
            mine
        })
        .collect();
    done.sort_unstable_by_key(|&(i, _)| i);
    done.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_that_searches_a_teachers_game_is_expected_to_weigh_more() {
        let games = ["staircase", "moore2"];
        let plain = "Some text.\n\n```example main\n```\n\n{{ example(\"nim 3 4 5\").grundy }}\n";
        let searching = "+++\n[examples]\nstairs = \"staircase 3 2 6\"\n+++\n```play moore2 2 3\n```\n";
        assert_eq!(expected_work(plain, games.iter().copied()), 2);
        assert_eq!(expected_work(searching, games.iter().copied()), 21);
    }

    #[test]
    fn results_come_back_in_the_items_order_whatever_the_order_of_work() {
        let items: Vec<u64> = (0..40).collect();
        let work: Vec<usize> = items.iter().map(|&i| ((i * 7) % 11) as usize).collect();
        let out = heaviest_first(items.clone(), &work, |i| i * i);
        assert_eq!(out, items.iter().map(|&i| i * i).collect::<Vec<_>>());
        assert!(heaviest_first(Vec::<u64>::new(), &[] as &[usize], |i| i).is_empty());
    }
}
