//! The course's own games against their definitions: every rule file of `games/` and every
//! `game` block of the course, in both editions, run by the referee's plain Rhai. For every small
//! position the rule's moves must be the moves the referee writes from the game's definition,
//! each labelled with what it does (the stair and the count, the heaps and the amounts, the cell
//! eaten, the edge cut and the edges that fall, the coins turned, the multiple taken, the pairs
//! left); and the rule's reading functions must say the same numbers in their roles:
//! `describe(p, q)` the move's label (its map's fields by name, its words' numbers in the order
//! the edition's language says them), `position(p)` the pairs it lists (where the definition
//! says them), `coordinate(i)` the place it names, and `why(p)` the value the referee's own
//! search finds.
//! The engine's search of each rule is checked against the referee's values too.

use super::moves::{CoinRow, HeapGame, Turning};
use super::rhai_rules::Script;
use super::{Referee, Rules, numbers};
use rhai::{Dynamic, Map};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One of the course's games as its definition states it.
#[derive(Clone, Copy, Debug)]
pub(super) enum Definition {
    /// Staircase Nim: slide any number of coins from one stair down one step; from stair 1
    /// they leave the game. A label is (the stair moved from, the coins moved).
    Staircase,
    /// Moore's Nim with k = 2: lower one or two heaps. A label is (heap, amount taken, its size) for
    /// each heap lowered, in heap order.
    Moore2,
    /// Fibonacci Nim on (counters left, the most this move may take). A label is the count taken.
    FibonacciNim,
    /// Nim with a trap at 3: a heap game whose heap of 3 may only go to 2 (no label).
    Trap,
    /// Northcott's game on the gaps between the two pieces of each row: a move narrows one gap to
    /// any smaller size. A label is (the row, the squares slid, the gap left).
    Northcott,
    /// Chomp on row lengths, bottom row first. A label is the cell eaten (row, column), from 1.
    Chomp,
    /// Switch lights (HDU 3404) on a square board written row by row, 1 for a light that is on.
    /// A label is (a, b, x, y): the near and the far corner of the rectangle switched, from 1.
    Lights,
    /// Green Hackenbush on a tree given by the parents of vertices 2, 3, …, 0 for a fallen one.
    /// A label is (the vertex whose edge is cut, how many edges fall).
    Hackenbush,
    /// A coin-turning game on a row (1 heads, 0 tails), with the number of its leftmost coin.
    /// A label is the coins turned, left to right, by number.
    Coins(Turning, u64),
    /// The game of HDU 3595 on two heaps (a, b): pick one heap, of x counters, and take k·x
    /// (k ≥ 1, no more than it holds) from the other; a pair with an empty heap has no move. A
    /// label is (the heap taken from, k, x).
    Euclid,
    /// Pairs of [`Definition::Euclid`] one after the other, played as an Every-SG sum: a move
    /// moves in every pair that has a move and leaves the others as they are; no move is left
    /// when no pair has one. A label is the position left, pair by pair.
    EveryEuclid,
    /// Vertex geography on a board: (width, token, squares…), the token's square numbered from
    /// 1 row by row, each square 0 open, 1 visited, 2 a wall; a move takes the token up, down,
    /// left or right onto an open square, which becomes visited. A label is the square moved
    /// to (row, column), from 1.
    Geography,
}

use Definition::*;

impl Definition {
    fn of(name: &str) -> Definition {
        Definition::named(name)
            .unwrap_or_else(|| panic!("the course has a game \"{name}\" this test has no definition of: write one"))
    }

    /// The course's game of this name, if it is one.
    fn named(name: &str) -> Option<Definition> {
        Some(match name {
            "staircase" => Staircase,
            "moore2" => Moore2,
            "fibnim" => FibonacciNim,
            "trap" => Trap,
            "chomp" => Chomp,
            "northcott" => Northcott,
            "hackenbush" => Hackenbush,
            "switch-lights" => Lights,
            // Winning Ways numbers Mock Turtles' coins from 0 (the values are the odious numbers).
            "turning-turtles" => Coins(Turning::Turtles, 1),
            "mock-turtles" => Coins(Turning::Mock, 0),
            "ruler" => Coins(Turning::Ruler, 1),
            "euclid" => Euclid,
            "every-euclid" => EveryEuclid,
            "geography" => Geography,
            _ => return None,
        })
    }

    /// Every move from `p` with its label, from the definition.
    pub(super) fn labelled_moves(self, p: &[u64]) -> Vec<(Vec<u64>, Vec<u64>)> {
        let mut out = Vec::new();
        match self {
            Staircase => {
                for s in 0..p.len() {
                    for k in 1..=p[s] {
                        let mut q = p.to_vec();
                        q[s] -= k;
                        if s > 0 {
                            q[s - 1] += k;
                        }
                        out.push((vec![s as u64 + 1, k], q));
                    }
                }
            }
            Moore2 => {
                // One heap lowered, or two (i < j), each to any smaller size.
                for i in 0..p.len() {
                    for a in 0..p[i] {
                        let mut q = p.to_vec();
                        q[i] = a;
                        out.push((vec![i as u64 + 1, p[i] - a, p[i]], q.clone()));
                        for j in i + 1..p.len() {
                            for b in 0..p[j] {
                                let mut r = q.clone();
                                r[j] = b;
                                out.push((vec![i as u64 + 1, p[i] - a, p[i], j as u64 + 1, p[j] - b, p[j]], r));
                            }
                        }
                    }
                }
            }
            FibonacciNim => {
                for q in super::moves::FibonacciNim.moves(p) {
                    out.push((vec![p[0] - q[0]], q));
                }
            }
            Trap => unreachable!("a heap game is checked by its options"),
            Northcott => {
                for (r, &g) in p.iter().enumerate() {
                    for left in 0..g {
                        let mut q = p.to_vec();
                        q[r] = left;
                        out.push((vec![r as u64 + 1, g - left, left], q));
                    }
                }
            }
            Chomp => {
                for (r, &len) in p.iter().enumerate() {
                    for c in 0..len {
                        if (r, c) == (0, 0) {
                            continue;
                        }
                        // The cell and every cell above it and to its right are eaten.
                        let q: Vec<u64> =
                            p.iter().enumerate().map(|(r2, &l)| if r2 >= r { l.min(c) } else { l }).collect();
                        out.push((vec![r as u64 + 1, c + 1], q));
                    }
                }
            }
            Lights => {
                let side = (1..).find(|s| s * s >= p.len()).unwrap();
                for far in 0..p.len() {
                    if p[far] == 0 {
                        continue;
                    }
                    let (x, y) = (far / side, far % side);
                    for a in 0..=x {
                        for b in 0..=y {
                            // The corners of the rectangle, each once: a segment has two, a
                            // single place one.
                            let corners: BTreeSet<usize> =
                                [(a, b), (a, y), (x, b), (x, y)].into_iter().map(|(r, c)| r * side + c).collect();
                            let mut q = p.to_vec();
                            for &i in &corners {
                                q[i] ^= 1;
                            }
                            out.push((vec![a as u64 + 1, b as u64 + 1, x as u64 + 1, y as u64 + 1], q));
                        }
                    }
                }
            }
            Hackenbush => {
                let standing = |q: &[u64]| q.iter().filter(|&&x| x != 0).count() as u64;
                for v in 2..=p.len() as u64 + 1 {
                    if p[v as usize - 2] == 0 {
                        continue;
                    }
                    // A vertex falls when the path from it down to the root passes through v.
                    let q: Vec<u64> = (2..=p.len() as u64 + 1)
                        .map(|w| {
                            let mut x = w;
                            while x != v && x != 1 && p[x as usize - 2] != 0 {
                                x = p[x as usize - 2];
                            }
                            if x == v { 0 } else { p[w as usize - 2] }
                        })
                        .collect();
                    out.push((vec![v, standing(p) - standing(&q)], q));
                }
            }
            Coins(turning, first) => {
                for q in CoinRow(turning).moves(p) {
                    let turned = (0..p.len()).filter(|&i| p[i] != q[i]).map(|i| i as u64 + first).collect();
                    out.push((turned, q));
                }
            }
            Euclid => {
                if p[0] > 0 && p[1] > 0 {
                    for heap in 0..2 {
                        let x = p[1 - heap];
                        for k in (1..).take_while(|k| k * x <= p[heap]) {
                            let mut q = p.to_vec();
                            q[heap] -= k * x;
                            out.push((vec![heap as u64 + 1, k, x], q));
                        }
                    }
                }
            }
            EveryEuclid => {
                // Every way of moving in each live pair, a dead pair kept as it is.
                let mut left: Vec<Vec<u64>> = vec![vec![]];
                let mut live = false;
                for pair in p.chunks(2) {
                    let mut own: Vec<Vec<u64>> = Euclid.labelled_moves(pair).into_iter().map(|m| m.1).collect();
                    if own.is_empty() {
                        own.push(pair.to_vec());
                    } else {
                        live = true;
                    }
                    left = left.iter().flat_map(|s| own.iter().map(move |m| [&s[..], &m[..]].concat())).collect();
                }
                if live {
                    out.extend(left.into_iter().map(|q| (q.clone(), q)));
                }
            }
            Geography => {
                let (width, at) = (p[0] as usize, p[1] as usize - 1);
                for n in super::geography::neighbours(at, width, p.len() - 2).into_iter().filter(|&n| p[n + 2] == 0) {
                    let mut q = p.to_vec();
                    q[1] = n as u64 + 1;
                    q[n + 2] = 1;
                    out.push((vec![(n / width) as u64 + 1, (n % width) as u64 + 1], q));
                }
            }
        }
        out
    }

    /// The numbers `describe`'s words say for a move with `label`, in the order `lang` says them.
    fn said(self, lang: &str, label: &[u64]) -> Vec<u64> {
        match (self, lang) {
            // "take 2 off stair 1" / "从第 1 级取走 2 枚硬币"; "slide 2 from stair 3 to stair 2".
            (Staircase, "en") if label[0] == 1 => vec![label[1], 1],
            (Staircase, "zh") if label[0] == 1 => vec![1, label[1]],
            (Staircase, _) => vec![label[1], label[0], label[0] - 1],
            // "take 2 of the 5 in heap 1" and "… and 4 of the 6 in heap 3": the amount, the heap's
            // size, the heap; "从第 1 堆（5 枚）取走 2 枚", "从第 1 堆（5 枚）和第 3 堆（6 枚）分别取走 2 枚和
            // 4 枚": each heap and its size, then the amounts.
            (Moore2, "zh") => {
                let heaps = label.chunks(3);
                heaps.clone().flat_map(|h| [h[0], h[2]]).chain(heaps.map(|h| h[1])).collect()
            }
            (Moore2, _) => label.chunks(3).flat_map(|h| [h[1], h[2], h[0]]).collect(),
            // "slide 2 in row 3, leaving 1 between" / "在第 3 排滑动 2 格，两子之间剩 1 格"; a gap
            // closed is said without its 0 ("slide 2 in row 3, up to the other piece").
            (Northcott, "en") if label[2] == 0 => vec![label[1], label[0]],
            (Northcott, "en") => vec![label[1], label[0], label[2]],
            (Northcott, _) if label[2] == 0 => vec![label[0], label[1]],
            (Northcott, _) => label.to_vec(),
            // "switch (2, 3)"; "switch (1, 3) and (2, 3)"; "switch (1, 1), (1, 3), (2, 1) and (2, 3)":
            // the lights by their places, the far corner last.
            (Lights, _) => match switched(label) {
                1 => label[2..].to_vec(),
                2 => label.to_vec(),
                _ => vec![label[0], label[1], label[0], label[3], label[2], label[1], label[2], label[3]],
            },
            // "cut the edge above vertex 4 (3 edges fall)", the count only when it is not 1.
            (Hackenbush, _) if label[1] == 1 => vec![label[0]],
            // "turn coins 2 to 5": a run by its ends ("turn coin 2" alone).
            (Coins(Turning::Ruler, _), _) if label.len() > 1 => vec![label[0], label[label.len() - 1]],
            // "take 4 (2 × 2) from heap 1": the amount, k, x, then the heap; the Chinese edition
            // names the heap first ("从第 1 堆取走 4（2 × 2）").
            (Euclid, "zh") => vec![label[0], label[1] * label[2], label[1], label[2]],
            (Euclid, _) => vec![label[1] * label[2], label[1], label[2], label[0]],
            // "leave (1, 2), (1, 0)": the position left, pair by pair (the label itself).
            _ => label.to_vec(),
        }
    }

    /// The fields a `describe` map must hold for a move with `label`.
    fn fields(self, label: &[u64]) -> Vec<(&'static str, u64)> {
        match self {
            Chomp => vec![("row", label[0]), ("column", label[1])],
            Northcott => vec![("row", label[0]), ("k", label[1]), ("left", label[2])],
            Lights => vec![("n", switched(label)), ("a", label[0]), ("b", label[1]), ("x", label[2]), ("y", label[3])],
            Hackenbush => vec![("v", label[0]), ("fall", label[1])],
            Coins(Turning::Ruler, _) => {
                vec![("n", label.len() as u64), ("a", label[0]), ("b", label[label.len() - 1])]
            }
            Coins(..) => {
                let mut f = vec![("n", label.len() as u64)];
                f.extend(["a", "b", "c"].into_iter().zip(label.iter().copied()));
                f
            }
            Euclid => vec![("heap", label[0]), ("take", label[1] * label[2]), ("k", label[1]), ("by", label[2])],
            Geography => vec![("row", label[0]), ("column", label[1])],
            Moore2 => {
                let mut f = vec![("n", label.len() as u64 / 3)];
                for (h, names) in label.chunks(3).zip([["x", "a", "sx"], ["y", "b", "sy"]]) {
                    f.extend(names.into_iter().zip(h.iter().copied()));
                }
                f
            }
            _ => vec![],
        }
    }

    /// The pairs a map's list of words must say, each as its two numbers: `describe`'s `pairs`
    /// for a move with `label` (the pairs left), and `position`'s `pairs` for the position `p`.
    fn pairs(self, label_or_position: &[u64]) -> Option<Vec<Vec<u64>>> {
        match self {
            EveryEuclid => Some(label_or_position.chunks(2).map(<[u64]>::to_vec).collect()),
            _ => None,
        }
    }

    /// The numbers `position(p)`'s words say, where the test knows them.
    fn position_said(self, p: &[u64]) -> Option<Vec<u64>> {
        match self {
            // "pairs (3, 2), (1, 1)".
            EveryEuclid => Some(p.to_vec()),
            // "the token in row 2, column 3".
            Geography => Some(vec![(p[1] - 1) / p[0] + 1, (p[1] - 1) % p[0] + 1]),
            _ => None,
        }
    }

    /// The numbers `coordinate(i)` names (i from 1), and the fields its map holds.
    fn coordinate(self, i: u64) -> (Vec<u64>, Vec<(&'static str, u64)>) {
        match self {
            // "counters left" and "most this move may take": names, no numbers.
            FibonacciNim => (vec![], vec![]),
            // "parent of vertex 3": the i-th number of a position is vertex i + 1's parent.
            Hackenbush => (vec![i + 1], vec![("v", i + 1)]),
            Coins(_, first) => (vec![i - 1 + first], vec![("c", i - 1 + first)]),
            // "heap 2"; "pair 2, heap 1" for the third number of a sum of pairs.
            Euclid => (vec![i], vec![("i", i)]),
            EveryEuclid => (vec![i.div_ceil(2), 2 - i % 2], vec![("pair", i.div_ceil(2)), ("heap", 2 - i % 2)]),
            _ => (vec![i], vec![]),
        }
    }

    /// The small positions checked, each of `width` numbers where the game has a width.
    fn positions(self) -> Vec<Vec<u64>> {
        let tuples = |widths: std::ops::RangeInclusive<usize>, max: u64| {
            let mut out = Vec::new();
            let mut layer: Vec<Vec<u64>> = vec![vec![]];
            for w in 1..=*widths.end() {
                layer = layer.iter().flat_map(|p| (0..=max).map(move |x| [&p[..], &[x]].concat())).collect();
                if widths.contains(&w) {
                    out.extend(layer.iter().cloned());
                }
            }
            out
        };
        match self {
            Staircase => tuples(1..=4, 3),
            Moore2 => tuples(2..=4, 3),
            Northcott => tuples(1..=3, 4),
            FibonacciNim => (0..=12).flat_map(|n| (0..=24).map(move |m| vec![n, m])).collect(),
            Trap => vec![],
            // A bar keeps the poisoned cell (row 1 is never empty) and never grows upwards.
            Chomp => tuples(1..=3, 4).into_iter().filter(|p| p[0] >= 1 && p.windows(2).all(|w| w[0] >= w[1])).collect(),
            Hackenbush => {
                // Every tree of up to 6 vertices as parent lists, then everything play reaches.
                let mut trees: Vec<Vec<u64>> = vec![vec![]];
                let mut all = Vec::new();
                for v in 2..=6u64 {
                    trees = trees.iter().flat_map(|p| (1..v).map(move |q| [&p[..], &[q]].concat())).collect();
                    all.extend(trees.iter().cloned());
                }
                let mut seen = BTreeSet::new();
                while let Some(p) = all.pop() {
                    if seen.insert(p.clone()) {
                        all.extend(self.labelled_moves(&p).into_iter().map(|m| m.1));
                    }
                }
                seen.into_iter().collect()
            }
            Coins(..) => tuples(1..=6, 1),
            // Every board of side 1 and 2, and the boards of side 3 with at most three lights on.
            Lights => [1, 4, 9]
                .into_iter()
                .flat_map(|len| tuples(len..=len, 1))
                .filter(|p| p.len() < 9 || p.iter().sum::<u64>() <= 3)
                .collect(),
            Euclid => tuples(2..=2, 16),
            // One, two and three pairs.
            EveryEuclid => [(2, 6), (4, 4), (6, 2)].into_iter().flat_map(|(w, max)| tuples(w..=w, max)).collect(),
            // Every board of up to 6 squares, every wall pattern, the token placed on each free
            // square; then every position play reaches from them.
            Geography => {
                let mut all = Vec::new();
                for (width, rows) in [(1, 1), (1, 3), (2, 1), (2, 2), (3, 1), (2, 3), (3, 2), (6, 1)] {
                    let squares = width * rows;
                    for walls in 0u32..1 << squares {
                        for token in (0..squares).filter(|&t| walls >> t & 1 == 0) {
                            let mut p = vec![width as u64, token as u64 + 1];
                            p.extend((0..squares).map(|i| if walls >> i & 1 == 1 { 2 } else { u64::from(i == token) }));
                            all.push(p);
                        }
                    }
                }
                let mut seen = BTreeSet::new();
                while let Some(p) = all.pop() {
                    if seen.insert(p.clone()) {
                        all.extend(self.labelled_moves(&p).into_iter().map(|m| m.1));
                    }
                }
                seen.into_iter().collect()
            }
        }
    }
}

/// The referee's moves of a game given by its labelled moves (for the values by search).
pub(super) struct ByDefinition(pub(super) Definition);

impl Rules for ByDefinition {
    fn moves(&self, p: &[u64]) -> Vec<Vec<u64>> {
        self.0.labelled_moves(p).into_iter().map(|m| m.1).collect()
    }
}

/// A built page's play widgets of the course's games against their definitions: each move a
/// widget offers is one of the game's, said with its label's numbers in the order the page's
/// language says them (`吃第 2 行第 3 列` eats row 2, column 3); each place is named by its
/// number; each position is marked won or lost as the referee finds it.
pub(super) fn widgets(page: &str, lang: &str, html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in html.split("data-config=\"").skip(1) {
        let Ok(config) =
            serde_json::from_str::<serde_json::Value>(&crate::util::decode(part.split('"').next().unwrap_or_default()))
        else {
            out.push(format!("{lang}/{page}: a play widget whose data is not JSON"));
            continue;
        };
        let words = config["words"].as_str().unwrap_or_default();
        let Some(def) = words.split_whitespace().next().and_then(Definition::named) else { continue };
        if let Trap = def {
            continue;
        }
        let place = format!("{lang}/{page} ({words})");
        let tuples = |v: &serde_json::Value| -> Vec<Vec<u64>> {
            v.as_array()
                .into_iter()
                .flatten()
                .map(|p| p.as_array().into_iter().flatten().filter_map(serde_json::Value::as_u64).collect())
                .collect()
        };
        let positions = tuples(&config["positions"]);
        let targets = tuples(&config["moves"]);
        let misere = config["misere"].as_bool().unwrap_or(false);
        let mut referee = Referee::new(ByDefinition(def));
        for (i, p) in positions.iter().enumerate() {
            let own = def.labelled_moves(p);
            let offered: Vec<&Vec<u64>> =
                targets.get(i).into_iter().flatten().map(|&t| &positions[t as usize]).collect();
            if offered.len() != own.len() {
                out.push(format!("{place}: {p:?} offers {} moves; the game has {}", offered.len(), own.len()));
            }
            for (j, q) in offered.into_iter().enumerate() {
                let said = config["said"][i][j].as_str().unwrap_or_default();
                match own.iter().find(|m| &m.1 == q) {
                    Some((label, _)) if numbers(said) == def.said(lang, label) => {}
                    Some((label, _)) => {
                        out.push(format!("{place}: {p:?} → {q:?} (label {label:?}) is said \"{said}\""))
                    }
                    None => out.push(format!("{place}: {p:?} → {q:?} is not a move of the game")),
                }
            }
            if config["win"][i].as_bool() != Some(referee.wins(p, misere)) {
                out.push(format!("{place}: {p:?} is marked {} for the player to move", config["win"][i]));
            }
        }
        for (i, name) in config["names"].as_array().into_iter().flatten().enumerate() {
            let name = name.as_str().unwrap_or_default();
            if numbers(name) != def.coordinate(i as u64 + 1).0 {
                out.push(format!("{place}: place {} is named \"{name}\"", i + 1));
            }
        }
    }
    out
}

/// Every rule of the course: (where it is, its name, the edition's language, its source).
fn course_rules() -> Vec<(String, String, &'static str, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for entry in std::fs::read_dir(root.join("games")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rhai") {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            out.push((format!("games/{name}.rhai"), name, "en", std::fs::read_to_string(&path).unwrap()));
        }
    }
    for (dir, lang) in [("content", "en"), ("content/zh", "zh")] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "md") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for block in text.split("```game ").skip(1) {
                let (name, rest) = block.split_once('\n').unwrap();
                let source = rest.split("\n```").next().unwrap().to_string();
                out.push((
                    format!("{} ({name})", path.strip_prefix(root).unwrap().display()),
                    name.trim().to_string(),
                    lang,
                    source,
                ));
            }
        }
    }
    out.sort();
    out
}

/// A reading function's answer: its words, and its fields when it is a map.
fn read(answer: Dynamic) -> (String, BTreeMap<String, u64>) {
    if let Some(map) = answer.clone().try_cast::<Map>() {
        let text = map.get("text").expect("a map answer has its words in `text`").to_string();
        // A list of words (`pairs`) is read by `list`.
        let fields = map
            .iter()
            .filter(|(k, v)| k.as_str() != "text" && !v.is_array())
            .map(|(k, v)| (k.to_string(), v.as_int().expect("a field is a number") as u64))
            .collect();
        (text, fields)
    } else {
        (answer.into_string().expect("a reading function answers words or a map"), BTreeMap::new())
    }
}

/// The numbers of each word of a map answer's list `field` (`pairs: ["(3, 2)", "(1, 1)"]`).
fn list(answer: Dynamic, field: &str) -> Option<Vec<Vec<u64>>> {
    let map = answer.try_cast::<Map>()?;
    let words = map.get(field)?.clone().into_array().expect("a list field is an array");
    Some(words.into_iter().map(|w| numbers(&w.into_string().expect("a list holds words"))).collect())
}

fn arg(p: &[u64]) -> Dynamic {
    Dynamic::from_array(p.iter().map(|&x| Dynamic::from_int(x as i64)).collect())
}

/// Checks one rule against its definition; returns how many moves it read back.
fn check(place: &str, name: &str, lang: &str, source: &str) -> usize {
    let def = Definition::of(name);
    let script = Script::new(source);
    if let Trap = def {
        // From a heap of 3 only to 2; from any other heap to any smaller one.
        let own = HeapGame::from_fn(true, |n| if n == 3 { vec![vec![2]] } else { (0..n).map(|m| vec![m]).collect() });
        let scripted = script.heap_game();
        for n in 0..=24 {
            let (a, b): (BTreeSet<_>, BTreeSet<_>) =
                (scripted.options(n).into_iter().collect(), own.options(n).into_iter().collect());
            assert_eq!(a, b, "{place}: the options of a heap of {n}");
        }
        let mut referee = Referee::new(own);
        let engine_example = engine_examples(name, source);
        for p in super::small_positions(3, 6) {
            let engine = engine_example(&p);
            assert_eq!(engine.grundy, Some(referee.grundy(&p)), "{place}: the value of {p:?}");
        }
        return 0;
    }
    let mut read_back = 0;
    let mut referee = Referee::new(ByDefinition(def));
    let positions = def.positions();
    for p in &positions {
        let own = def.labelled_moves(p);
        let by_rule: BTreeSet<Vec<u64>> = script.tuple_moves(p).into_iter().collect();
        let expected: BTreeSet<Vec<u64>> = own.iter().map(|m| m.1.clone()).collect();
        assert_eq!(by_rule, expected, "{place}: the moves of {p:?}");
        if script.defines("describe") {
            for (label, q) in &own {
                let (text, fields) = read(script.answer("describe", vec![arg(p), arg(q)]));
                assert_eq!(numbers(&text), def.said(lang, label), "{place}: describe({p:?}, {q:?}) says \"{text}\"");
                for (field, value) in def.fields(label) {
                    assert_eq!(fields.get(field), Some(&value), "{place}: describe({p:?}, {q:?}).{field}");
                }
                if let Some(pairs) = def.pairs(label) {
                    let listed = list(script.answer("describe", vec![arg(p), arg(q)]), "pairs");
                    assert_eq!(listed, Some(pairs), "{place}: describe({p:?}, {q:?}).pairs");
                }
                read_back += 1;
            }
        }
        if let (true, Some(said)) = (script.defines("position"), def.position_said(p)) {
            let answer = script.answer("position", vec![arg(p)]);
            let (text, _) = read(answer.clone());
            assert_eq!(numbers(&text), said, "{place}: position({p:?}) says \"{text}\"");
            assert_eq!(list(answer, "pairs"), def.pairs(p), "{place}: position({p:?}).pairs");
        }
        if script.defines("why") {
            let g = referee.grundy(p);
            let (text, fields) = read(script.answer("why", vec![arg(p)]));
            assert_eq!(numbers(&text).last(), Some(&g), "{place}: why({p:?}) says \"{text}\"; the value is {g}");
            assert_eq!(fields.get("g"), Some(&g), "{place}: why({p:?}).g");
        }
    }
    // Every place of the widest position is named, each differently.
    let width = positions.iter().map(Vec::len).max().unwrap() as u64;
    let mut names = BTreeSet::new();
    for i in 1..=width {
        if !script.defines("coordinate") {
            break;
        }
        let (text, fields) = read(script.answer("coordinate", vec![Dynamic::from_int(i as i64)]));
        let (said, held) = def.coordinate(i);
        assert_eq!(numbers(&text), said, "{place}: coordinate({i}) says \"{text}\"");
        for (field, value) in held {
            assert_eq!(fields.get(field), Some(&value), "{place}: coordinate({i}).{field}");
        }
        assert!(names.insert(text.clone()), "{place}: two places are both called \"{text}\"");
    }
    // The engine's search of the rule gives the referee's values on the smaller positions.
    let engine_example = engine_examples(name, source);
    for p in positions.iter().filter(|p| p.iter().sum::<u64>() <= 8) {
        let engine = engine_example(p);
        assert_eq!(engine.grundy, Some(referee.grundy(p)), "{place}: the value of {p:?}");
    }
    read_back
}

/// The engine's worked example of `name` at a position, the rule compiled once and each
/// position read as a site reads a block's words.
pub(super) fn engine_examples(name: &str, source: &str) -> impl Fn(&[u64]) -> nimbook::games::analysis::GameExample {
    use nimbook::directive::{Defined, parse_game_position, split_words};
    use nimbook::games::script::ScriptGame;
    let mut defined = Defined::new();
    defined.insert(name.into(), std::sync::Arc::new(ScriptGame::compile(name, source).unwrap()));
    let name = name.to_string();
    move |p| {
        let words = format!("{name} {}", p.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        let (game, at) = parse_game_position(&split_words(&words), &defined).unwrap();
        nimbook::games::analysis::example(&game, &at).unwrap()
    }
}

#[test]
fn the_courses_games_move_and_read_as_their_definitions_say() {
    let rules = course_rules();
    let mut checked = BTreeMap::new();
    let mut read_back = 0;
    for (place, name, lang, source) in &rules {
        read_back += check(place, name, lang, source);
        *checked.entry(name.as_str()).or_insert(0) += 1;
    }
    // Fourteen rule files in games/; no lesson writes a game of its own any more.
    let names: Vec<&str> = checked.keys().copied().collect();
    assert_eq!(
        names,
        [
            "chomp",
            "euclid",
            "every-euclid",
            "fibnim",
            "geography",
            "hackenbush",
            "mock-turtles",
            "moore2",
            "northcott",
            "ruler",
            "staircase",
            "switch-lights",
            "trap",
            "turning-turtles"
        ]
    );
    assert_eq!(rules.len(), 14, "{checked:?}");
    assert!(read_back > 10_000, "only {read_back} moves read back");
}

#[test]
fn the_definitions_know_their_own_small_facts() {
    // Hand-checked, so that the definitions are tested before they judge the rules.
    let moves = |d: Definition, p: &[u64]| d.labelled_moves(p);
    assert_eq!(moves(Staircase, &[0, 2]), [(vec![2, 1], vec![1, 1]), (vec![2, 2], vec![2, 0])]);
    assert_eq!(
        moves(Moore2, &[1, 1]),
        [(vec![1, 1, 1], vec![0, 1]), (vec![1, 1, 1, 2, 1, 1], vec![0, 0]), (vec![2, 1, 1], vec![1, 0])]
    );
    assert_eq!(moves(Chomp, &[2, 1]), [(vec![1, 2], vec![1, 1]), (vec![2, 1], vec![2, 0])]);
    // A path 1 - 2 - 3 and a leaf 4 on the root: cutting above 2 drops two edges.
    assert_eq!(moves(Hackenbush, &[1, 2, 1])[0], (vec![2, 2], vec![0, 0, 1]));
    assert_eq!(moves(Coins(Turning::Mock, 0), &[0, 1])[0], (vec![1], vec![0, 0]));
    // Lights at (2, 2) on a 2 × 2 board: the whole square, the two segments, the light alone.
    assert_eq!(
        moves(Lights, &[0, 0, 0, 1]),
        [
            (vec![1, 1, 2, 2], vec![1, 1, 1, 0]),
            (vec![1, 2, 2, 2], vec![0, 1, 0, 0]),
            (vec![2, 1, 2, 2], vec![0, 0, 1, 0]),
            (vec![2, 2, 2, 2], vec![0, 0, 0, 0])
        ]
    );
    // (3, 2): only 2 from heap 1; (2, 4): 2 or 4 from heap 2; (0, 5) has no move.
    assert_eq!(moves(Euclid, &[3, 2]), [(vec![1, 1, 2], vec![1, 2])]);
    assert_eq!(moves(Euclid, &[2, 4]), [(vec![2, 1, 2], vec![2, 2]), (vec![2, 2, 2], vec![2, 0])]);
    assert_eq!(moves(Euclid, &[0, 5]), []);
    // Every live pair moves; a dead pair stays; with no live pair there is no move.
    assert_eq!(moves(EveryEuclid, &[3, 2, 0, 5]), [(vec![1, 2, 0, 5], vec![1, 2, 0, 5])]);
    assert_eq!(
        moves(EveryEuclid, &[3, 2, 2, 4]).into_iter().map(|m| m.1).collect::<Vec<_>>(),
        [vec![1, 2, 2, 2], vec![1, 2, 2, 0]]
    );
    assert_eq!(moves(EveryEuclid, &[0, 1, 4, 0]), []);
    // The token in the middle of .## / ... / #.# (row 2, column 2): up is a wall, left, right and
    // down are open.
    let board = [3, 5, 0, 2, 2, 0, 1, 0, 2, 0, 2];
    let labels: Vec<Vec<u64>> = moves(Geography, &board).into_iter().map(|m| m.0).collect();
    assert_eq!(labels, [vec![3, 2], vec![2, 1], vec![2, 3]]);
    assert_eq!(moves(Geography, &board)[0].1, [3, 8, 0, 2, 2, 0, 1, 0, 2, 1, 2]);
    // From row 2, column 3 of that board the mover loses: the placer's answer in JSOI 2009.
    let mut walk = Referee::new(ByDefinition(Geography));
    assert!(!walk.wins(&[3, 6, 0, 2, 2, 0, 0, 1, 2, 0, 2], false));
    assert!(walk.wins(&[3, 4, 0, 2, 2, 1, 0, 0, 2, 0, 2], false));
    let mut fib = Referee::new(ByDefinition(FibonacciNim));
    // Fibonacci Nim: from (n, n - 1) the first player loses exactly at Fibonacci numbers.
    let losing: Vec<u64> = (2..=13).filter(|&n| !fib.wins(&[n, n - 1], false)).collect();
    assert_eq!(losing, [2, 3, 5, 8, 13]);
    let mut tree = Referee::new(ByDefinition(Hackenbush));
    // Colon principle by hand: a root with a path of two edges and a leaf is worth 2 ⊕ 1 = 3.
    assert_eq!(tree.grundy(&[1, 2, 1]), 3);
}

#[test]
fn a_play_widget_that_says_a_move_with_its_numbers_swapped_is_found() {
    // Chomp on rows of 2 and 1: eat (1, 2) leaves (1, 1), eat (2, 1) leaves (2, 0).
    let widget = |said: [&str; 2]| {
        let config = serde_json::json!({
            "words": "chomp 2 1",
            "positions": [[2, 1], [1, 1], [2, 0], [1, 0]],
            "moves": [[1, 2], [3], [3], []],
            "said": [said, ["吃第 2 行第 1 列"], ["吃第 1 行第 2 列"], []],
            "win": [false, true, true, false],
            "names": ["第 1 行", "第 2 行"],
        });
        format!("<div data-config=\"{}\"></div>", config.to_string().replace('"', "&quot;"))
    };
    assert_eq!(widgets("p", "zh", &widget(["吃第 1 行第 2 列", "吃第 2 行第 1 列"])), Vec::<String>::new());
    assert_eq!(widgets("p", "zh", &widget(["吃第 2 行第 1 列", "吃第 1 行第 2 列"])).len(), 2);
}

/// How many lights a move of Switch lights with `label` (near corner a, b, far corner x, y)
/// switches: the light alone, the two ends of a segment, or the four corners of a rectangle.
fn switched(label: &[u64]) -> u64 {
    if label[..2] == label[2..] {
        1
    } else if label[0] == label[2] || label[1] == label[3] {
        2
    } else {
        4
    }
}
