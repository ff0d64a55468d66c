//! A language's grammar for the page reader: every message of its message files with the
//! readings `patterns.rs` compiles, the editions' grammars built once and sharing what they
//! know, and `Grammar::read`, which finds every message in a page's text and what each place
//! holds (`Slot`). The checks in `compare.rs`, `roles.rs` and `worked.rs` read its results.

use super::super::numbers;
use super::patterns::{Piece, Reading, compile, joined, readings};
use fluent_syntax::ast;
use regex::Regex;
use std::collections::BTreeMap;
use std::path::Path;

/// The places of a message that hold a name or a title (a game's, a position's), worded in each
/// language its own way: the message files name them so.
const NAMES: [&str; 3] = ["game", "title", "name"];

/// How much text of its own a reading needs to be read on its own (see `Reading::literal`).
const DISTINCT: usize = 6;

/// The messages of one language: (id, its readings compiled); each message's ways as the files
/// word them; and the places that hold a name.
pub struct Grammar {
    messages: Vec<(String, Vec<Reading>)>,
    ways: BTreeMap<String, Vec<Vec<Piece>>>,
    names: std::collections::BTreeSet<(String, String)>,
    /// The messages both languages word with text enough of their own: a sentence of its own
    /// even inside another's place ("heaps 6 + 1 of values 1 ⊕ 0 = 1" in "the move leaves …,"),
    /// where a list's glue ("2 and 3") is not.
    distinct: std::collections::BTreeSet<String>,
}

impl Grammar {
    /// A language's grammar: the readings with text enough of their own.
    pub fn of(lang: &str) -> Grammar {
        let mut g = Grammar::all(lang, &Default::default());
        g.keep(|_, r| r.literal >= DISTINCT);
        g
    }

    /// The grammars of both editions. A message that one language words with text enough of its
    /// own is read in the other too, where it has some text of its own: the editions show it in
    /// the same place, so a reading one edition misses is a place compared.
    /// (They are built once: the message files they read are the repository's.)
    pub fn pair() -> &'static (Grammar, Grammar) {
        static PAIR: std::sync::LazyLock<(Grammar, Grammar)> = std::sync::LazyLock::new(Grammar::build_pair);
        &PAIR
    }

    fn build_pair() -> (Grammar, Grammar) {
        // A place one language's grammar reads as a name is a name in the other's too.
        let names: std::collections::BTreeSet<(String, String)> = {
            let none = Default::default();
            let (en, zh) = (Grammar::all("en", &none), Grammar::all("zh", &none));
            en.names.union(&zh.names).cloned().collect()
        };
        let (mut en, mut zh) = (Grammar::all("en", &names), Grammar::all("zh", &names));
        let strong = |g: &Grammar| -> std::collections::BTreeSet<String> {
            g.messages
                .iter()
                .filter(|(_, ways)| ways.iter().any(|r| r.literal >= DISTINCT))
                .map(|(id, _)| id.clone())
                .collect()
        };
        let (strong_en, strong_zh) = (strong(&en), strong(&zh));
        let weak = |r: &Reading| r.literal >= 2;
        en.keep(|id, r| r.literal >= DISTINCT || strong_zh.contains(id) && weak(r));
        zh.keep(|id, r| r.literal >= DISTINCT || strong_en.contains(id) && weak(r));
        let both: std::collections::BTreeSet<String> = strong_en.intersection(&strong_zh).cloned().collect();
        en.distinct.clone_from(&both);
        zh.distinct = both;
        (en, zh)
    }

    fn keep(&mut self, f: impl Fn(&String, &Reading) -> bool) {
        for (id, ways) in &mut self.messages {
            ways.retain(|r| f(id, r));
        }
        self.messages.retain(|(_, ways)| !ways.is_empty());
        self.names = names_of(&self.messages);
    }

    fn all(lang: &str, names: &std::collections::BTreeSet<(String, String)>) -> Grammar {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/messages").join(lang);
        let mut sources = Vec::new();
        let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for f in files {
            sources.push(std::fs::read_to_string(f).unwrap());
        }
        let resources: Vec<ast::Resource<&str>> =
            sources.iter().map(|s| fluent_syntax::parser::parse(s.as_str()).unwrap_or_else(|(r, _)| r)).collect();
        let mut patterns = BTreeMap::new();
        for r in &resources {
            for entry in &r.body {
                if let ast::Entry::Message(m) = entry {
                    if let Some(v) = &m.value {
                        patterns.insert(m.id.name.to_string(), v.clone());
                    }
                }
            }
        }
        let mut messages = Vec::new();
        let mut all_ways = BTreeMap::new();
        for (id, pattern) in &patterns {
            let ways: Vec<Vec<Piece>> = readings(pattern, &patterns, 0).iter().map(|w| joined(w)).collect();
            let compiled: Vec<_> = ways.iter().filter_map(|w| compile(w, id, names)).collect();
            if !compiled.is_empty() {
                messages.push((id.clone(), compiled));
            }
            all_ways.insert(id.clone(), ways);
        }
        let names = names_of(&messages);
        Grammar { messages, ways: all_ways, names, distinct: Default::default() }
    }

    /// The places that hold a name or a title, worded in each language its own way: (message,
    /// place).
    pub fn names(&self) -> &std::collections::BTreeSet<(String, String)> {
        &self.names
    }

    /// A message of no placeables and no variants, as the language's message files word it.
    pub(super) fn text(&self, id: &str) -> &str {
        match self.ways.get(id).map(Vec::as_slice) {
            Some([way]) => match way.as_slice() {
                [Piece::Text(t)] => t,
                _ => panic!("{id} has placeables"),
            },
            _ => panic!("no message {id} of one wording"),
        }
    }

    /// The text between a message's two places (a list's \"and\").
    pub(super) fn glue(&self, id: &str) -> &str {
        match self.ways.get(id).map(Vec::as_slice) {
            Some([way]) => match way.as_slice() {
                [Piece::Slot(_), Piece::Text(t), Piece::Slot(_)] => t,
                _ => panic!("{id} is not two places joined"),
            },
            _ => panic!("no message {id} of one wording"),
        }
    }

    /// A message's one wording as a regular expression whose places are named groups of `place`
    /// (a place's text, say a phrase without a clause's end).
    pub(super) fn pattern(&self, id: &str, place: &str) -> Regex {
        let [way] = self.ways.get(id).map(Vec::as_slice).unwrap_or_default() else {
            panic!("no message {id} of one wording")
        };
        let re: String = way
            .iter()
            .map(|p| match p {
                Piece::Text(t) => regex::escape(t),
                Piece::Slot(name) => format!("(?P<{name}>{place})"),
            })
            .collect();
        Regex::new(&re).unwrap()
    }

    /// Every message read in `text`: (id, each named slot's numbers), in the order found. Where
    /// several readings of one message match at one place, the first counts.
    pub fn read(&self, text: &str) -> Read {
        type Found = (String, BTreeMap<String, Slot>, std::ops::Range<usize>, Vec<std::ops::Range<usize>>);
        let mut found: Vec<Found> = Vec::new();
        for (id, ways) in &self.messages {
            // Where several readings (a message's variants) match at one place, the one with the
            // most places holding numbers counts (then the first).
            let mut at_place: BTreeMap<usize, Found> = BTreeMap::new();
            for reading in ways {
                for (at, caps) in reading.matches(text) {
                    let mut slots = BTreeMap::new();
                    let mut places = Vec::new();
                    for (i, name) in reading.names.iter().enumerate() {
                        let m = reading.groups[i].iter().find_map(|&g| caps.get(g));
                        places.push(m.map_or(at..at, |m| at + m.start()..at + m.end()));
                        if !name.is_empty() {
                            let text = m.map_or("", |m| m.as_str());
                            slots.entry(name.clone()).or_insert_with(|| Slot::of(text));
                        }
                    }
                    let count = |s: &BTreeMap<String, Slot>| s.values().filter(|v| v.numbers().is_some()).count();
                    if at_place.get(&at).is_none_or(|old| count(&slots) > count(&old.1)) {
                        // A message both languages word distinctly may be read inside another's
                        // place: its span is its own words, without the mark that ends the place.
                        let end = match (reading.ends_in_place && self.distinct.contains(id), places.last()) {
                            (true, Some(last)) => last.end,
                            _ => at + caps.get(0).unwrap().end(),
                        };
                        let span = at..end;
                        at_place.insert(at, (id.clone(), slots, span, places));
                    }
                }
            }
            // A reading whose every place holds words carries no number of its own, unless its
            // name says one (a name and a position swapped: "例题：0, 1, 1，局面 (仿乌龟)").
            found.extend(at_place.into_values().filter(|f| {
                f.1.iter().any(|(k, s)| match s {
                    Slot::Numbers(_) => true,
                    Slot::Words(n, _) => !n.is_empty() && NAMES.contains(&k.as_str()),
                })
            }));
        }
        // A reading inside another message's sentence, across its words rather than within one
        // of its places, is a piece of that sentence ("{ $take } from heap { $heap }" inside
        // "{ $take } from heap { $heap }, leaving { $leaves }"), not a sentence of its own.
        let within = |a: &std::ops::Range<usize>, b: &std::ops::Range<usize>| b.start <= a.start && a.end <= b.end;
        // Of two messages read over the same words, the one whose places hold more numbers,
        // then fewer words, is the sentence ("knock down 1 pin in row 2" is the message that
        // says "1 pin", not "knock down { $take } in row { $heap }" with "1 pin" as the take).
        let numbered = |s: &BTreeMap<String, Slot>| s.values().filter(|v| v.numbers().is_some()).count();
        let worded = |s: &BTreeMap<String, Slot>| s.len() - numbered(s);
        let keep: Vec<bool> = found
            .iter()
            .map(|(id, slots, span, _)| {
                // (Two that read the same numbers in the same places say one thing: the first
                // stands.)
                if found.iter().any(|(other, theirs, outer, _)| {
                    other != id
                        && outer == span
                        && ((numbered(theirs), std::cmp::Reverse(worded(theirs)))
                            > (numbered(slots), std::cmp::Reverse(worded(slots)))
                            || (theirs == slots && other < id))
                }) {
                    return false;
                }
                // (In a place of another, a message is a sentence of its own where both
                // languages word it distinctly; a list's glue there is part of the place, as
                // "5 and 2" in "rows of 5 and 2", which the other language may word apart.)
                let sentence = self.distinct.is_empty() || self.distinct.contains(id);
                !found.iter().any(|(other, _, outer, places)| {
                    other != id
                        && within(span, outer)
                        && span != outer
                        && !(sentence && places.iter().any(|p| within(span, p)))
                })
            })
            .collect();
        let mut out: Read =
            found.into_iter().zip(keep).filter(|(_, k)| *k).map(|((id, slots, _, _), _)| (id, slots)).collect();
        // A place that holds numbers wherever else the message is read does not hold words: such
        // a reading took in the words of another sentence ("取 { $take } 枚" read in "取走 7 枚").
        let numeric: std::collections::BTreeSet<(String, String)> = out
            .iter()
            .flat_map(|(id, slots)| {
                slots.iter().filter(|(_, v)| v.numbers().is_some()).map(move |(k, _)| (id.clone(), k.clone()))
            })
            .collect();
        // (A name may hold numbers or words.)
        let named = &self.names;
        out.retain(|(id, slots)| {
            slots.iter().all(|(k, v)| {
                v.numbers().is_some()
                    || named.contains(&(id.clone(), k.clone()))
                    || !numeric.contains(&(id.clone(), k.clone()))
            })
        });
        out
    }
}

/// The places that readings read as a name: (message, place).
fn names_of(messages: &[(String, Vec<Reading>)]) -> std::collections::BTreeSet<(String, String)> {
    messages
        .iter()
        .flat_map(|(id, ways)| ways.iter().filter(|w| w.named_first).map(move |w| (id.clone(), w.names[0].clone())))
        .collect()
}

/// The messages read in a page's text, in the order found: (id, each named place's slot).
pub(super) type Read = Vec<(String, BTreeMap<String, Slot>)>;

/// What a slot of a message read on a page holds: numbers (a number, a list, a pair), or words
/// (a reason, a proof: another message's sentence, worded in the page's language).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Slot {
    Numbers(Vec<u64>),
    /// Words: the numbers they say, and the words as the page has them.
    Words(Vec<u64>, String),
}

impl Slot {
    pub(super) fn of(text: &str) -> Slot {
        let n = numbers(text);
        // The words that join numbers into a list or a sum are not words of a sentence.
        const JOINING: [&str; 6] = ["xor", "and", "or", "和", "或", "及"];
        let rest: Vec<&str> = text.split_whitespace().filter(|w| !JOINING.contains(w)).collect();
        if rest.iter().any(|w| w.chars().any(char::is_alphabetic)) {
            Slot::Words(n, text.to_string())
        } else {
            Slot::Numbers(n)
        }
    }

    /// The numbers, when the slot holds nothing else.
    pub fn numbers(&self) -> Option<&[u64]> {
        match self {
            Slot::Numbers(n) => Some(n),
            Slot::Words(..) => None,
        }
    }
}
