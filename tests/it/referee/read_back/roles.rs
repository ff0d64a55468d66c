//! The page reader's checks by role: a number where its place says it belongs, read with the
//! grammar (`grammar.rs`) from a built page's fragments (`page.rs`): chart points where they are
//! drawn, axes named by their captions, verdicts and endings last, play-out summaries against
//! their rows, callouts, the running XOR's facts, values in order, lists, and sentences whose
//! places are tied by arithmetic.

use super::super::numbers;
use super::grammar::{Grammar, Read, Slot};
use super::page::page_text;
use crate::util::decode;
use regex::Regex;

/// A chart's points read against where they are drawn: a point's tooltip names a position, and
/// the position's first coordinate ("(3, 5)", "n = 3" of "g(3) = 2") grows to the right and its
/// second ("(3, 5)", "g(3) = 2") upwards, as the chart's axes do.
pub(super) fn chart_points(place: &str, lang: &str, fragment: &str) -> Vec<String> {
    let point = Regex::new(r#"<circle cx="(\d+)" cy="(\d+)"[^>]*><title>([^<]*)</title>"#).unwrap();
    let pair = Regex::new(r"\((\d+), (\d+)").unwrap();
    let (n, g) = (Regex::new(r"^n = (\d+)").unwrap(), Regex::new(r"g\(\d+\) = (\d+)").unwrap());
    let mut xs: Vec<(u64, u64)> = Vec::new();
    let mut ys: Vec<(u64, u64)> = Vec::new();
    for c in point.captures_iter(fragment) {
        let (cx, cy): (u64, u64) = (c[1].parse().unwrap(), c[2].parse().unwrap());
        let title = decode(&c[3]);
        let (x, y) = match pair.captures(&title) {
            Some(p) => (p[1].parse().ok(), p[2].parse().ok()),
            // A point of a sequence ("n = 3: g(3) = 2"); other charts of n (a grid of n's bits)
            // place n otherwise.
            None => match g.captures(&title) {
                Some(v) => (n.captures(&title).and_then(|m| m[1].parse().ok()), v[1].parse().ok()),
                None => (None, None),
            },
        };
        xs.extend(x.map(|x| (cx, x)));
        // Upwards: the drawing's y grows downwards.
        ys.extend(y.map(|y| (u64::MAX - cy, y)));
    }
    let mut out = Vec::new();
    for (axis, mut v) in [("right", xs), ("up", ys)] {
        v.sort();
        if let Some(w) = v.windows(2).find(|w| w[0].0 < w[1].0 && w[0].1 > w[1].1) {
            out.push(format!(
                "{lang}/{place}: a point further {axis} says {} where a point before it says {}",
                w[1].1, w[0].1
            ));
        }
    }
    out
}

/// A chart's axes as its words name them ("… with stair 1 across (x) and stair 3 up (y) …") and
/// as it draws them: the caption turned upright is y's, the one after it x's.
pub(super) fn axes_named(place: &str, lang: &str, grammar: &Grammar, fragment: &str) -> Vec<String> {
    let Some(said) = grammar
        .pattern("chart-two-intro-named", "[^;；，,\n]+?")
        .captures(&page_text(fragment))
        .map(|c| (c["x"].to_string(), c["y"].to_string()))
    else {
        return vec![];
    };
    let Some(at) = fragment.find("transform=\"rotate(270") else { return vec![] };
    let texts: Vec<String> = fragment[at..]
        .split("<text")
        .take(2)
        .map(|t| page_text(&format!("<x {}", &t[..t.find("</text>").unwrap_or(t.len())])))
        .collect();
    let drawn = (texts.get(1).cloned().unwrap_or_default(), texts[0].clone());
    if said != drawn {
        vec![format!(
            "{lang}/{place}: the chart says x: {}, y: {} and draws x: {}, y: {}",
            said.0, said.1, drawn.0, drawn.1
        )]
    } else {
        vec![]
    }
}

/// A chart's verdicts in their place: a tooltip or a sentence that says whether a position is
/// won or lost ("a P-position, the player to move loses") says it last, after the position and
/// its value.
pub(super) fn status_last(place: &str, lang: &str, grammar: &Grammar, fragment: &str) -> Vec<String> {
    let statuses = [grammar.text("chart-status-p"), grammar.text("chart-status-n")];
    let mut out = Vec::new();
    let text = page_text(fragment).replace("。", "。\n").replace(". ", ".\n");
    for line in text.lines() {
        for s in &statuses {
            if line.contains(s) && !line.trim_end_matches(['.', '。']).ends_with(s) {
                out.push(format!("{lang}/{place}: \"{line}\" does not end with its verdict"));
            }
        }
    }
    out
}

/// A play-out's summary says how long the play-out is and then, when the table shows only its
/// start, how many moves it shows: the table has that many rows.
pub(super) fn playout_length(place: &str, lang: &str, fragment: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in fragment.split("<details class=\"playout\">").skip(1) {
        let Some(summary) = part.split_once("<summary>").and_then(|(_, s)| s.split_once("</summary>")).map(|s| s.0)
        else {
            continue;
        };
        let Some(table) = part.split_once("<tbody>").and_then(|(_, t)| t.split_once("</tbody>")).map(|t| t.0) else {
            continue;
        };
        // A note under a move is not a move.
        let rows = (table.matches("<tr").count() - table.matches("<tr class=\"playout-note").count()) as u64;
        let said = numbers(&page_text(summary));
        let right = match said[..] {
            [total] => rows <= total,
            [total, shown] => rows == shown && shown < total,
            _ => false,
        };
        if !right {
            out.push(format!("{lang}/{place}: the play-out \"{}\" has {rows} rows", page_text(summary)));
        }
    }
    out
}

/// A worked example states its game's rule as its moves and then how the game ends ("Whoever
/// makes the last move wins."): the paragraph ends with the ending.
pub(super) fn ending_last(place: &str, lang: &str, grammar: &Grammar, fragment: &str) -> Vec<String> {
    let endings = [grammar.text("game-rule-last-wins"), grammar.text("game-rule-last-loses")];
    page_text(fragment)
        .lines()
        .filter(|l| endings.iter().any(|e| l.contains(e) && !l.ends_with(e)))
        .map(|l| format!("{lang}/{place}: the rule \"{l}\" does not end with how the game ends"))
        .collect()
}

/// A page's callouts read by role: a numbered label ("Theorem 3", "定理 3") is its kind's word
/// and then its number, and the label a screen reader hears names the label first and the title
/// after it, as the heading shows them.
pub(super) fn callouts(page: &str, lang: &str, html: &str) -> Vec<String> {
    let mut out = Vec::new();
    let numbered = Regex::new(r"^\D+ ?\d+$").unwrap();
    for part in html.split("<section class=\"callout ").skip(1) {
        let opening = &part[..part.find('>').unwrap_or(0)];
        let Some(heading) =
            part.split_once("<p class=\"callout-heading\">").map(|(_, h)| &h[..h.find("</p>").unwrap_or(h.len())])
        else {
            continue;
        };
        let inner = |class: &str| {
            heading.split_once(&format!("class=\"{class}\"")).map(|(_, rest)| {
                let rest = &rest[rest.find('>').map_or(0, |i| i + 1)..];
                page_text(&rest[..rest.find("</").unwrap_or(rest.len())])
            })
        };
        let Some(label) = inner("callout-label") else { continue };
        if label.chars().any(|c| c.is_ascii_digit()) && !numbered.is_match(&label) {
            out.push(format!("{lang}/{page}: the callout label \"{label}\" does not end in its number"));
        }
        let title = inner("callout-title").map(|t| {
            let t = t.trim();
            let t = t.strip_prefix(['(', '（']).unwrap_or(t);
            t.strip_suffix([')', '）']).unwrap_or(t).to_string()
        });
        let aria = opening.split_once(" aria-label=\"").map(|(_, a)| decode(&a[..a.find('"').unwrap_or(a.len())]));
        if let (Some(title), Some(aria)) = (title.filter(|t| !t.is_empty()), aria) {
            if !aria.starts_with(&label) || !aria.ends_with(&title) {
                out.push(format!("{lang}/{page}: the callout \"{label}\" ({title}) is labelled \"{aria}\""));
            }
        }
    }
    out
}

/// A chart's values in order ("coin 0: 1, coin 1: 2 and coin 2: 4"): each item names its
/// place first and gives the value, a number, after it.
pub(super) fn unit_values(place: &str, lang: &str, grammar: &Grammar, fragment: &str) -> Vec<String> {
    let values = grammar.pattern("chart-unit-values", r"[^\n]+?");
    let item = grammar.pattern("chart-unit-item", r"[^\n]+");
    let separator = grammar.text("list-separator").trim();
    let glue = grammar.glue("list-and").trim();
    let mut out = Vec::new();
    for c in values.captures_iter(&page_text(fragment)) {
        for said in c["list"].split(separator).flat_map(|x| x.split(glue)).map(str::trim) {
            let right = item
                .captures(said)
                .is_some_and(|i| i.get(0).unwrap().as_str() == said && i["v"].chars().all(|d| d.is_ascii_digit()));
            if !right {
                out.push(format!("{lang}/{place}: the value \"{said}\" is not a place and its value"));
            }
        }
    }
    out
}

/// A list's last item stands alone after its glue ("1, 2 or 3", "1、2 或 3"): the items before
/// it are the list's head, so a list ending in several items ("3 or 1, 2") was put together
/// the wrong way round.
pub(super) fn list_glue(page: &str, lang: &str, grammar: &Grammar, html: &str) -> Vec<String> {
    let separator = regex::escape(grammar.text("list-separator").trim());
    let items = format!(r"\d+(?:\s*{separator}\s*\d+)*");
    let text = page_text(html);
    let mut out = Vec::new();
    for glue in ["list-and", "list-or"] {
        let pattern = grammar.pattern(glue, &items);
        for c in pattern.captures_iter(&text) {
            if numbers(&c["last"]).len() > 1 {
                out.push(format!("{lang}/{page}: the list \"{}\" ends in several items", &c[0]));
            }
        }
    }
    out
}

/// The running XOR's facts (`1 xor 2 xor … xor n`): a point's tooltip starts with its n, and a
/// fact gives in brackets the rule of its n's class, n mod 4.
pub(super) fn xor_facts(place: &str, lang: &str, grammar: &Grammar, fragment: &str) -> Vec<String> {
    let rules: Vec<&str> = (0..4).map(|k| grammar.text(&format!("game-xor-upto-{k}"))).collect();
    let text = page_text(fragment);
    if !rules.iter().any(|r| text.contains(r)) {
        return vec![];
    }
    let fact = grammar.pattern("chart-xor-fact", r"[^\n()（）]+");
    let point = grammar.pattern("chart-xor-point", r"[^\n]+?");
    let mut out = Vec::new();
    for line in text.lines() {
        // (A rule in either place is a fact; other brackets, "1 xor … xor n (n ≤ 40)", are not.)
        for c in fact.captures_iter(line) {
            if rules.iter().any(|r| c["sentence"].ends_with(r)) && !rules.contains(&&c["rule"]) {
                out.push(format!("{lang}/{place}: \"{}\" gives \"{}\" as its rule", &c["sentence"], &c["rule"]));
            }
        }
        if let Some(c) = point.captures(line).filter(|c| c.get(0).unwrap().start() == 0) {
            match c["n"].parse::<usize>() {
                Ok(n) if line.contains(rules[n % 4]) => {}
                _ => out.push(format!("{lang}/{place}: the point \"{line}\" has not the rule of its n")),
            }
        }
    }
    out
}

/// Sentences whose places are tied by arithmetic, read by role: what is taken is what the heap
/// had less what it leaves; a nim-sum target is the heap XOR the sum; the heaps a move leaves
/// have the nim-sum the sentence gives.
pub(super) fn arithmetic(place: &str, lang: &str, grammar: &Grammar, read: &Read) -> Vec<String> {
    let mut out = Vec::new();
    for (id, s) in read {
        let get = |k: &str| s.get(k).and_then(Slot::numbers);
        let one = |k: &str| get(k).filter(|v| v.len() == 1).map(|v| v[0]);
        let mut wrong = |what: String| out.push(format!("{lang}/{place}: {id} {what}"));
        if let (Some(from), Some(to), Some(take)) = (one("from"), one("to"), one("take")) {
            if from.checked_sub(to) != Some(take) {
                wrong(format!("takes {take} from {from} and leaves {to}"));
            }
        }
        if let (Some(take), Some(leaves)) = (one("take"), one("leaves")) {
            if let Some(from) = one("from").or(one("size")) {
                if from.checked_sub(take) != Some(leaves) {
                    wrong(format!("takes {take} from {from} and leaves {leaves}"));
                }
            }
        }
        // A heap's value (its size in Nim, its residue in bounded Nim) XOR the nim-sum is what
        // the move leaves it worth: less than before in Nim; in bounded Nim, any other residue.
        let worth = if id == "worked-nim-why" { one("size") } else { one("value") };
        if let (Some(worth), Some(sum), Some(target)) = (worth, one("sum"), one("target")) {
            let bounded = one("modulus").is_some();
            if worth ^ sum != target || (!bounded && target >= worth) || target == worth {
                wrong(format!("lowers {worth} to {target} for the nim-sum {sum}"));
            }
        }
        // A domain of sums of up to `heaps` heaps of 0 to `max`, as multisets: C(max + heaps, heaps) of them.
        if let (Some(heaps), Some(max), Some(count)) = (one("heaps"), one("max"), one("count")) {
            let binomial = (1..=heaps.min(64))
                .try_fold(1u128, |c, i| Some(c.checked_mul(u128::from(max) + u128::from(i))? / u128::from(i)));
            if binomial != Some(u128::from(count)) {
                wrong(format!("counts C({max}+{heaps}, {heaps}) = {count}"));
            }
        }
        // An octal game's rule lists its moves by the number taken, and each one's ways (the
        // whole heap, from its end, from inside it) in the order of the code's bits.
        if let (true, Some(Slot::Words(ks, moves))) = (id == "game-octal-rule", s.get("moves")) {
            if ks.windows(2).any(|w| w[0] >= w[1]) {
                wrong(format!("lists takes {ks:?}"));
            }
            let ways = ["game-octal-whole", "game-octal-end", "game-octal-inside"].map(|w| grammar.text(w));
            for group in moves.split(['(', '（']).skip(1) {
                let group = &group[..group.find([')', '）']).unwrap_or(group.len())];
                let order: Vec<usize> = {
                    let mut at: Vec<(usize, usize)> =
                        ways.iter().enumerate().filter_map(|(i, w)| group.find(w).map(|p| (p, i))).collect();
                    at.sort();
                    at.into_iter().map(|(_, i)| i).collect()
                };
                if order.windows(2).any(|w| w[0] >= w[1]) {
                    wrong(format!("lists the ways \"{group}\" out of the code's order"));
                }
            }
        }
        // The heaps a split leaves: their values XOR to the value given, one value a heap.
        if let (true, Some(heaps), Some(values), Some(value)) =
            (id == "game-reason-left-heaps", get("heaps"), get("values"), one("value"))
        {
            let count = one("count").map_or(heaps.len(), |c| c as usize);
            if values.iter().fold(0, |x, v| x ^ v) != value || values.len() != heaps.len() || count != heaps.len() {
                wrong(format!("leaves {count} heaps {heaps:?} of values {values:?} = {value}"));
            }
        }
        if let (Some(size), Some(value), Some(modulus)) = (one("size"), one("value"), one("modulus")) {
            if modulus == 0 || size % modulus != value {
                wrong(format!("says {size} ≡ {value} mod {modulus}"));
            }
        }
        if let (Some(after), Some(sum), Some(leaves), Some(heap)) =
            (get("after"), one("sum"), one("leaves"), one("heap"))
        {
            if after.iter().fold(0, |x, h| x ^ h) != sum || after.get(heap as usize - 1) != Some(&leaves) {
                wrong(format!("leaves {leaves} in heap {heap} of {after:?} with nim-sum {sum}"));
            }
        }
    }
    out
}
