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
//!   referee's own moves of the block's game from the block's position;
//! - **tied places add up:** taken = had − leaves, a nim-sum target is the heap XOR the sum, a
//!   residue is the size mod the modulus, a domain of multisets has C(max + heaps, heaps) sums,
//!   a play-out's summary counts its table's rows;
//! - **things where they belong:** a chart's point says the position it is drawn at (x to the
//!   right, y up), a verdict ends its sentence, a game's rule ends with how the game ends, an
//!   octal rule lists its takes and ways in the code's order, a callout's label ends in its
//!   number and its accessible name starts with the label.
//!
//! `swaps.rs` proves the class is covered: it swaps every pair of placeables of every message and
//! counts the swaps that change what a reader sees but that nothing here reports.

use super::moves::HeapGame;
use super::numbers;
use fluent_syntax::ast;
use regex::Regex;
use std::collections::BTreeMap;
use std::path::Path;

/// The places of a message that hold a name or a title (a game's, a position's), worded in each
/// language its own way: the message files name them so.
const NAMES: [&str; 3] = ["game", "title", "name"];

/// How much text of its own a reading needs to be read on its own (see `Reading::literal`).
const DISTINCT: usize = 6;

/// One way a message can read: literal text and named slots, in order.
#[derive(Clone, Debug)]
enum Piece {
    Text(String),
    Slot(String),
}

/// The ways a message's pattern can read (one per combination of its select expressions' variants).
fn readings(
    pattern: &ast::Pattern<&str>,
    messages: &BTreeMap<String, ast::Pattern<&str>>,
    depth: u32,
) -> Vec<Vec<Piece>> {
    let mut ways: Vec<Vec<Piece>> = vec![vec![]];
    for element in &pattern.elements {
        let options: Vec<Vec<Piece>> = match element {
            ast::PatternElement::TextElement { value } => vec![vec![Piece::Text(value.to_string())]],
            ast::PatternElement::Placeable { expression } => expression_readings(expression, messages, depth),
        };
        ways = ways.iter().flat_map(|w| options.iter().map(move |o| [&w[..], &o[..]].concat())).take(256).collect();
    }
    ways
}

fn expression_readings(
    e: &ast::Expression<&str>,
    messages: &BTreeMap<String, ast::Pattern<&str>>,
    depth: u32,
) -> Vec<Vec<Piece>> {
    match e {
        ast::Expression::Select { variants, .. } => {
            variants.iter().flat_map(|v| readings(&v.value, messages, depth)).collect()
        }
        ast::Expression::Inline(inline) => inline_readings(inline, messages, depth),
    }
}

fn inline_readings(
    e: &ast::InlineExpression<&str>,
    messages: &BTreeMap<String, ast::Pattern<&str>>,
    depth: u32,
) -> Vec<Vec<Piece>> {
    match e {
        ast::InlineExpression::StringLiteral { value } => vec![vec![Piece::Text(value.replace("\\\"", "\""))]],
        ast::InlineExpression::NumberLiteral { value } => vec![vec![Piece::Text(value.to_string())]],
        ast::InlineExpression::VariableReference { id } => vec![vec![Piece::Slot(id.name.to_string())]],
        ast::InlineExpression::FunctionReference { arguments, .. } => match arguments.positional.first() {
            Some(ast::InlineExpression::VariableReference { id }) => vec![vec![Piece::Slot(id.name.to_string())]],
            _ => vec![vec![Piece::Slot(String::new())]],
        },
        ast::InlineExpression::MessageReference { id, attribute: None } if depth < 3 => match messages.get(id.name) {
            Some(p) => readings(p, messages, depth + 1),
            None => vec![vec![Piece::Slot(String::new())]],
        },
        ast::InlineExpression::Placeable { expression } => expression_readings(expression, messages, depth),
        _ => vec![vec![Piece::Slot(String::new())]],
    }
}

/// A reading with its adjacent pieces of text joined (a select expression's variant continues the
/// text before it).
fn joined(way: &[Piece]) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    for piece in way {
        match (out.last_mut(), piece) {
            (Some(Piece::Text(before)), Piece::Text(t)) => before.push_str(t),
            _ => out.push(piece.clone()),
        }
    }
    out
}

/// A reading as a regular expression over a page's text (spaces collapsed): literal text as it
/// is, a named slot as a short run of text without a sentence's end, an unnamed one as any text.
fn compile(way: &[Piece], id: &str, known: &std::collections::BTreeSet<(String, String)>) -> Option<Reading> {
    let mut re = String::new();
    let mut names = Vec::new();
    // Each place's capture groups (a place at the end has two: numbers, or a phrase).
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut literal = 0;
    // Whether the message starts with a name or a title ("{ $game }: Grundy values …"): it starts
    // where a name can, a line's start or an opening bracket, and the name is read whole.
    let mut named_first = false;
    // Words distinctive enough not to be read into any sentence: five letters or more (a Chinese
    // character says about as much as three letters).
    let distinctive = |piece: Option<&Piece>| matches!(piece, Some(Piece::Text(t)) if t.chars().filter(|c| c.is_alphabetic()).map(|c| if c.is_ascii() { 1 } else { 3 }).sum::<usize>() >= 5);
    for (i, piece) in way.iter().enumerate() {
        match piece {
            Piece::Text(t) => {
                // Spaces, at the ends too, are any run of spaces (or none: a page may set a
                // number in its own element).
                let words: Vec<&str> = t.split_whitespace().collect();
                // (Punctuation counts half a letter, a Chinese character one and a half:
                // "n = { $n }: g({ $n })" and "第 { $n } 课" are distinctive.)
                literal += t
                    .chars()
                    .filter(|c| !c.is_whitespace())
                    .map(|c| match c {
                        _ if c.is_ascii_alphanumeric() => 2,
                        _ if c.is_alphabetic() => 3,
                        _ => 1,
                    })
                    .sum::<usize>();
                if t.starts_with(char::is_whitespace) {
                    re.push_str(r"\s*");
                }
                // A line of a chart's text may break after any character that is not a letter
                // of a word written with spaces (Chinese text, punctuation).
                let spaced = |w: &str| {
                    let mut out = String::new();
                    for (i, c) in w.char_indices() {
                        out.push_str(&regex::escape(&c.to_string()));
                        if i + c.len_utf8() < w.len() && !c.is_ascii_alphanumeric() {
                            out.push_str(r"\s*");
                        }
                    }
                    out
                };
                re.push_str(&words.iter().map(|w| spaced(w)).collect::<Vec<_>>().join(r"\s*"));
                if t.ends_with(char::is_whitespace) && !words.is_empty() {
                    re.push_str(r"\s*");
                }
            }
            Piece::Slot(name) => {
                // A number, a list ("3, 1 and 2", "3、1"), the heaps a split leaves ("3 + 1"), or
                // a list of positions ("(0, 4), (1, 5), and 71 more" holds "(0, 4), (1, 5)").
                const NUMBERS: &str = r"(?:\d+|\(\d+(?:, \d+)*\))(?:(?:, | and |、| 和 |,| \+ )(?:\d+|\(\d+(?:, \d+)*\)))*";
                // A place at either end holds numbers (what comes before or after it is the
                // page's, not the message's); or, beside words distinctive enough not to be read
                // into any sentence, a name or a title: from the start of a line, or to its end.
                // (A name the other language's grammar finds in the place is a name here too.)
                let named = known.contains(&(id.to_string(), name.clone()));
                let next = groups.iter().map(Vec::len).sum::<usize>() + 1;
                let (pattern, count) = if i == 0 && (distinctive(way.get(1)) || named) {
                    named_first = true;
                    (format!(r"({NUMBERS}|[^\n]{{1,120}}?)"), 1)
                } else if i + 1 == way.len() && i > 0 && distinctive(way.get(i - 1)) {
                    (format!(r"({NUMBERS}|[^\n]{{1,120}})"), 1)
                } else if i == 0 {
                    (format!("({NUMBERS})"), 1)
                } else if i + 1 == way.len() {
                    // At the end: numbers where the sentence or a clause ends after them, or a
                    // phrase to the sentence's end (two capture groups).
                    (
                        format!(
                            r"(?:({NUMBERS})(?:[,，.。;；:：()（）、]|\s*(?m:$)|\s+[^\s\w])|([^\n.。;；]{{1,300}}?)(?:[.。;；]|(?m:$)))"
                        ),
                        2,
                    )
                } else {
                    // Inside: numbers however many (a chart's list of values), or a phrase.
                    (format!(r"({NUMBERS}|[^\n]{{0,300}}?)"), 1)
                };
                re.push_str(&pattern);
                groups.push((next..next + count).collect());
                names.push(name.clone());
            }
        }
    }
    // Only a message with two named places can put a number in another's place (how much text
    // of its own it needs to be read is the grammar's choice: `Reading::literal`).
    let slots = names.iter().filter(|n| !n.is_empty()).count();
    if slots < 2 {
        return None;
    }
    let first = match &way[0] {
        Piece::Text(t) if !t.trim().is_empty() => Some(t.split_whitespace().next().unwrap().to_string()),
        _ => None,
    };
    let ends_in_place = matches!(way.last(), Some(Piece::Slot(_)));
    Some(Reading {
        // (A place's bounded repetitions make large automata: the default size limit would
        // refuse some, and a reading refused would be a sentence silently not read.)
        re: regex::RegexBuilder::new(&format!("^(?:{re})"))
            .size_limit(1 << 30)
            .build()
            .unwrap_or_else(|e| panic!("{id}: {e}")),
        names,
        groups,
        first,
        named_first,
        ends_in_place,
        literal,
    })
}

/// A message's reading compiled: the expression anchored at its start, its slots' names, and
/// the word it starts with (none when it starts with a number).
pub struct Reading {
    re: Regex,
    names: Vec<String>,
    /// Each place's capture groups, in the order of `names`.
    groups: Vec<Vec<usize>>,
    first: Option<String>,
    named_first: bool,
    /// Whether the message ends with a place: its match then takes in the mark that ends the
    /// place (a comma, a full stop), which is the page's, not the message's.
    ends_in_place: bool,
    /// How much text of its own the reading has (a letter 2, a Chinese character 3, a
    /// punctuation mark 1): a reading of little text would read into any sentence.
    literal: usize,
}

impl Reading {
    /// Every place in `text` where this reading matches. A match is tried at every start its
    /// first word (or a number) has; one whose first place holds the start of another match is
    /// dropped (it began at an earlier occurrence of its first word and swallowed the words
    /// between).
    fn matches<'t>(&self, text: &'t str) -> Vec<(usize, regex::Captures<'t>)> {
        let starts: Vec<usize> = match &self.first {
            Some(word) => text.match_indices(word.as_str()).map(|m| m.0).collect(),
            // A message that starts with a place starts at a number or at a line's start (a
            // name also after an opening bracket).
            None => text
                .char_indices()
                .filter(|&(i, c)| {
                    i == 0
                        || text[..i].ends_with('\n')
                        || self.named_first && text[..i].ends_with(['(', '（'])
                        || c.is_ascii_digit() && !text[..i].ends_with(|p: char| p.is_ascii_digit())
                        || c == '(' && text[i + 1..].starts_with(|d: char| d.is_ascii_digit())
                })
                .map(|m| m.0)
                .collect(),
        };
        let found: Vec<(usize, regex::Captures<'t>)> =
            starts.into_iter().filter_map(|at| self.re.captures(&text[at..]).map(|c| (at, c))).collect();
        if self.named_first {
            // A name starts at a line's start or after an opening bracket: of the matches that
            // end at one place, the one that starts at the last such place counts (a name in
            // brackets is read as the inner name, in both languages), else the last that starts
            // at a number.
            let boundary = |at: usize| at == 0 || text[..at].ends_with(['\n', '(', '（']);
            let spans: Vec<(usize, usize)> = found.iter().map(|(at, c)| (*at, at + c.get(0).unwrap().end())).collect();
            return found
                .into_iter()
                .filter(|(at, c)| {
                    let end = at + c.get(0).unwrap().end();
                    let rivals = spans.iter().filter(|&&(b, e)| e == end && b != *at);
                    let mut rivals = rivals.map(|&(b, _)| b);
                    if boundary(*at) {
                        !rivals.any(|b| boundary(b) && b > *at)
                    } else {
                        !rivals.any(|b| boundary(b) || b > *at)
                    }
                })
                .collect();
        }
        let begins: Vec<usize> = found.iter().map(|(at, _)| *at).collect();
        found
            .into_iter()
            .filter(|(at, c)| {
                let first = c.get(1).map_or(0..0, |m| at + m.start()..at + m.end());
                !begins.iter().any(|b| b != at && first.contains(b))
            })
            .collect()
    }
}

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
    fn text(&self, id: &str) -> &str {
        match self.ways.get(id).map(Vec::as_slice) {
            Some([way]) => match way.as_slice() {
                [Piece::Text(t)] => t,
                _ => panic!("{id} has placeables"),
            },
            _ => panic!("no message {id} of one wording"),
        }
    }

    /// The text between a message's two places (a list's \"and\").
    fn glue(&self, id: &str) -> &str {
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
    fn pattern(&self, id: &str, place: &str) -> Regex {
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
        let keep: Vec<bool> = found
            .iter()
            .map(|(id, _, span, _)| {
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

/// What a slot of a message read on a page holds: numbers (a number, a list, a pair), or words
/// (a reason, a proof: another message's sentence, worded in the page's language).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Slot {
    Numbers(Vec<u64>),
    /// Words: the numbers they say, and the words as the page has them.
    Words(Vec<u64>, String),
}

impl Slot {
    fn of(text: &str) -> Slot {
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

/// A fragment's text as a reader sees it: markup dropped, character references decoded, a line
/// break where a block of text ends (a paragraph, a cell, a chart's tooltip), spaces collapsed.
/// Code, maths and scripts are left out.
fn page_text(html: &str) -> String {
    const SKIPPED: [&str; 5] = ["script", "style", "pre", "code", "math"];
    const INLINE: [&str; 9] = ["a", "strong", "em", "span", "b", "i", "abbr", "sub", "sup"];
    let mut out = String::new();
    let mut rest = html;
    // A chart's title drawn over several lines (bold text elements, one after another) is one
    // line of text: where the last one ended, and whether one is open.
    let (mut title_end, mut in_title) = (None::<usize>, false);
    const JOIN: char = '\u{1}';
    while let Some(lt) = rest.find('<') {
        out.push_str(&rest[..lt]);
        let end = rest[lt..].find('>').map_or(rest.len(), |e| lt + e + 1);
        let tag = &rest[lt + 1..end.saturating_sub(1).max(lt + 1)];
        let name: String = tag.trim_start_matches('/').chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
        rest = &rest[end..];
        if name == "text" {
            if tag.starts_with('/') && in_title {
                in_title = false;
                title_end = Some(out.len());
                continue;
            }
            if tag.contains("font-weight=\"bold\"") {
                in_title = true;
                if title_end.is_some_and(|e| out[e..].trim().is_empty()) {
                    out.truncate(title_end.unwrap());
                    out.push(JOIN);
                    continue;
                }
            }
        }
        // The labels a reader hears or sees on hovering are text of their own.
        for attr in [" aria-label=\"", " title=\"", " alt=\""] {
            if let Some(i) = tag.find(attr) {
                let v = &tag[i + attr.len()..];
                out.push('\n');
                out.push_str(&v[..v.find('"').unwrap_or(v.len())]);
                out.push('\n');
            }
        }
        if !INLINE.contains(&name.as_str()) {
            out.push('\n');
        }
        if SKIPPED.contains(&name.as_str()) && !tag.starts_with('/') && !tag.ends_with('/') {
            let close = format!("</{name}>");
            rest = rest.find(&close).map_or("", |i| &rest[i + close.len()..]);
        }
    }
    out.push_str(rest);
    let out =
        if out.contains(JOIN) { Regex::new(r"\s*\x01\s*").unwrap().replace_all(&out, " ").into_owned() } else { out };
    let decoded = decode(&out);
    decoded
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// `text` with its character references (`&amp;`, `&#x2f;`, `&#39;`) as the characters they stand for.
pub(super) fn decode(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest.find(';').filter(|&e| e < 12);
        let char = end.and_then(|e| {
            let name = &rest[1..e];
            match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                "nbsp" => Some(' '),
                _ => name
                    .strip_prefix("#x")
                    .map(|h| u32::from_str_radix(h, 16))
                    .or_else(|| name.strip_prefix('#').map(str::parse))
                    .and_then(Result::ok)
                    .and_then(char::from_u32),
            }
        });
        match (char, end) {
            (Some(c), Some(e)) => {
                out.push(c);
                rest = &rest[e + 1..];
            }
            _ => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The computed fragments of a page, in order: (kind, the fragment's HTML). A fragment is an
/// element a block made (a worked example, a chart, a play widget, a judge, a certificate); a
/// lesson's own prose around them is the teacher's, not the messages'.
fn fragments(html: &str) -> Vec<(&'static str, &str)> {
    // (kind, how the element opens, its tag; "" for the opening tag alone, whose labels are read)
    const KINDS: [(&str, &str, &str); 10] = [
        ("worked", "<section class=\"worked ", "section"),
        ("chart", "<figure class=\"chart\"", "figure"),
        ("play", "<section class=\"play\"", "section"),
        ("judge", "<section class=\"judge\"", "section"),
        ("certificate", "<section class=\"certificate ", "section"),
        // The page's own numbering: a callout's label, the lesson's number, a listing's note,
        // the print page's answers.
        ("callout", "<section class=\"callout ", ""),
        ("callout heading", "<p class=\"callout-heading\"", "p"),
        ("lesson number", "<p class=\"lesson-number\"", "p"),
        ("note", "<p class=\"certificate-detail listing-note\"", "p"),
        ("answers", "<h2 id=\"answers-", "h2"),
    ];
    let mut out = Vec::new();
    for (kind, open, tag) in KINDS {
        let (opening, closing) = (format!("<{tag}"), format!("</{tag}>"));
        let mut from = 0;
        while let Some(at) = html[from..].find(open).map(|i| from + i) {
            if tag.is_empty() {
                let end = at + html[at..].find('>').unwrap() + 1;
                out.push((kind, &html[at..end]));
                from = end;
                continue;
            }
            // The element's end: its own closing tag, counting the same tags opened inside it.
            let mut depth = 0;
            let mut i = at;
            let end = loop {
                let next_open = html[i + 1..].find(&opening).map(|j| i + 1 + j);
                let next_close = html[i + 1..].find(&closing).map(|j| i + 1 + j).expect("a closed element");
                match next_open {
                    Some(o) if o < next_close => {
                        depth += 1;
                        i = o;
                    }
                    _ if depth > 0 => {
                        depth -= 1;
                        i = next_close;
                    }
                    _ => break next_close + closing.len(),
                }
            };
            out.push((kind, &html[at..end]));
            from = end;
        }
    }
    out
}

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

/// A chart's points read against where they are drawn: a point's tooltip names a position, and
/// the position's first coordinate ("(3, 5)", "n = 3" of "g(3) = 2") grows to the right and its
/// second ("(3, 5)", "g(3) = 2") upwards, as the chart's axes do.
fn chart_points(place: &str, lang: &str, fragment: &str) -> Vec<String> {
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

/// A chart's axes as its words name them ("x: stair 1; y: stair 3.") and as it draws them: the
/// caption turned upright is y's, the one after it x's.
fn axes_named(place: &str, lang: &str, grammar: &Grammar, fragment: &str) -> Vec<String> {
    let Some(said) = grammar
        .pattern("chart-axes-named", "[^;；\n]+?")
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
fn status_last(place: &str, lang: &str, grammar: &Grammar, fragment: &str) -> Vec<String> {
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
fn playout_length(place: &str, lang: &str, fragment: &str) -> Vec<String> {
    let mut out = Vec::new();
    for part in fragment.split("<details class=\"playout\">").skip(1) {
        let Some(summary) = part.split_once("<summary>").and_then(|(_, s)| s.split_once("</summary>")).map(|s| s.0)
        else {
            continue;
        };
        let Some(table) = part.split_once("<tbody>").and_then(|(_, t)| t.split_once("</tbody>")).map(|t| t.0) else {
            continue;
        };
        let rows = table.matches("<tr").count() as u64;
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
fn ending_last(place: &str, lang: &str, grammar: &Grammar, fragment: &str) -> Vec<String> {
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
fn callouts(page: &str, lang: &str, html: &str) -> Vec<String> {
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

/// The words of a worked example's block (`nim 8 12 13`), from the explorer the page gives it:
/// the explorer's data names the example's id.
fn block_words(html: &str, fragment: &str) -> Option<String> {
    let id = fragment.split_once(" id=\"")?.1.split('"').next()?;
    for part in html.split("data-explore=\"").skip(1) {
        let data: serde_json::Value = serde_json::from_str(&decode(part.split('"').next()?)).ok()?;
        if data["layout"]["id"] == id {
            return data["words"].as_str().map(str::to_string);
        }
    }
    None
}

type Read = Vec<(String, BTreeMap<String, Slot>)>;

/// A message's places as the editions are compared.
type Places<'a> = BTreeMap<&'a str, Place<'a>>;

/// A place as the editions are compared: its numbers; or words (worded in each language its
/// own way) and the numbers they say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Place<'a> {
    Numbers(&'a [u64]),
    Words(&'a [u64]),
}

impl Place<'_> {
    /// Whether two editions' places say the same: the same numbers; a number one edition says
    /// with a word ("coin 0", "第 0 枚") and the other bare; words in both that say a number in both or
    /// in neither (a reason does, a verdict does not); or, for a name (`name`), words in both.
    fn same(self, other: Place<'_>, name: bool) -> bool {
        match (self, other) {
            // A name says numbers of its own in each language ("Nim with a trap at 3"); it is
            // words in both.
            (Place::Words(_), Place::Words(_)) if name => true,
            (Place::Numbers(a), Place::Numbers(b)) => a == b,
            (Place::Numbers(n), Place::Words(w)) | (Place::Words(w), Place::Numbers(n)) => n.len() == 1 && w == n,
            (Place::Words(a), Place::Words(b)) => a.is_empty() == b.is_empty(),
        }
    }
}

/// Each message both editions of a page show carries the same numbers in each place, and each
/// message one edition shows the other shows too.
fn compare(page: &str, en: &Read, zh: &Read, names: &std::collections::BTreeSet<(String, String)>) -> Vec<String> {
    fn group(r: &Read) -> BTreeMap<&str, Vec<Places<'_>>> {
        let mut by: BTreeMap<&str, Vec<Places<'_>>> = BTreeMap::new();
        for (id, slots) in r {
            let sorted = slots
                .iter()
                .map(|(k, v)| {
                    let place = match v {
                        Slot::Numbers(n) => Place::Numbers(n),
                        Slot::Words(n, _) => Place::Words(n),
                    };
                    (k.as_str(), place)
                })
                .collect();
            by.entry(id.as_str()).or_default().push(sorted);
        }
        for v in by.values_mut() {
            v.sort();
        }
        by
    }
    let (en, zh) = (group(en), group(zh));
    let mut out = Vec::new();
    for (id, e) in &en {
        let Some(z) = zh.get(id) else { continue };
        // A language may name a number the other leaves out ("two heaps"): the places both
        // languages have are compared.
        let keys_e: Vec<&str> = e.first().map(|x| x.keys().copied().collect()).unwrap_or_default();
        let keys_z: Vec<&str> = z.first().map(|x| x.keys().copied().collect()).unwrap_or_default();
        let shared = |a: &Places<'_>, keys: &[&str]| -> Vec<(String, String)> {
            a.iter().filter(|(k, _)| keys.contains(k)).map(|(k, v)| (k.to_string(), format!("{v:?}"))).collect()
        };
        // Each English reading is matched with a Chinese one that says the same in every place.
        let mut unmatched: Vec<&Places<'_>> = z.iter().collect();
        let mut only_en = Vec::new();
        for x in e {
            let fits = |y: &&Places<'_>| {
                x.iter().filter(|(k, _)| keys_z.contains(k)).all(|(k, v)| {
                    y.get(k).is_some_and(|w| v.same(*w, names.contains(&(id.to_string(), k.to_string()))))
                })
            };
            match unmatched.iter().position(fits) {
                Some(i) => {
                    unmatched.remove(i);
                }
                None => only_en.push(shared(x, &keys_z)),
            }
        }
        if !only_en.is_empty() || !unmatched.is_empty() {
            let only_zh: Vec<_> = unmatched.iter().map(|y| shared(y, &keys_e)).take(2).collect();
            out.push(format!(
                "{page}: {id} is read {} times in English and {} in Chinese; only in English {:?}, only in Chinese {only_zh:?}",
                e.len(),
                z.len(),
                &only_en[..only_en.len().min(2)]
            ));
        }
    }
    out
}

/// A worked example's game as the referee plays it, from the block's words: a heap game of a
/// family the referee defines, the position, and whether play is misère. None for other games
/// (their moves are checked by the editions' agreement alone).
fn referee_game(words: &str) -> Option<(HeapGame, Vec<u64>, bool)> {
    let tokens: Vec<&str> = words.split_whitespace().collect();
    let mut heaps = Vec::new();
    let (mut max_take, mut set, mut misere) = (None, None, false);
    let mut i = 1;
    while i < tokens.len() {
        match tokens[i] {
            "--misere" => misere = true,
            "--max-take" => {
                i += 1;
                max_take = Some(tokens[i].parse().ok()?);
            }
            "--set" => {
                i += 1;
                set = Some(tokens[i].split(',').map(str::parse).collect::<Result<Vec<u64>, _>>().ok()?);
            }
            t => heaps.push(t.parse().ok()?),
        }
        i += 1;
    }
    let game = match (tokens[0], set) {
        ("nim", None) => HeapGame::nim(max_take),
        ("bash", None) => {
            // Bash's game: one heap of n, a move takes 1 to m.
            let m = heaps.pop()?;
            HeapGame::nim(Some(m))
        }
        ("subtraction", Some(set)) => HeapGame::subtraction(&set),
        ("kayles", None) => HeapGame::octal("0.77"),
        ("dawson-kayles", None) => HeapGame::octal("0.07"),
        ("dawson-chess", None) => HeapGame::octal("0.137"),
        ("lasker", None) => HeapGame::lasker(),
        ("grundy-game", None) => HeapGame::grundy_game(),
        _ => return None,
    };
    Some((game, heaps, misere))
}

/// The messages that state a winning move of a worked example, with its places.
const WINNING_MOVES: [&str; 4] =
    ["worked-game-take-move", "worked-game-heap-move", "worked-nim-move", "worked-bash-move"];

/// A worked example's winning moves, read by role, checked against the referee: the heap is one
/// of the position's, it had what the sentence says, what it leaves is one of its options in the
/// game, and the position after the move is lost for the player to move.
fn winning_moves(place: &str, lang: &str, words: &str, read: &Read) -> Vec<String> {
    let Some((game, p, misere)) = referee_game(words) else { return vec![] };
    let mut referee = super::Referee::new(game.clone());
    let mut out = Vec::new();
    for (id, s) in read.iter().filter(|(id, _)| WINNING_MOVES.contains(&id.as_str())) {
        let get = |k: &str| s.get(k).and_then(Slot::numbers).map(<[u64]>::to_vec);
        let one = |k: &str| get(k).filter(|v| v.len() == 1).map(|v| v[0]);
        let heap = one("heap").unwrap_or(1) as usize;
        let Some(&had) = p.get(heap.wrapping_sub(1)) else {
            out.push(format!("{lang}/{place}: {id} names heap {heap} of {p:?} ({words})"));
            continue;
        };
        let from = one("from").unwrap_or(had);
        let left: Option<Vec<u64>> = get("to").or_else(|| one("leaves").map(|l| vec![l]));
        let Some(mut left) = left else { continue };
        left.retain(|&h| h > 0);
        left.sort_unstable_by(|a, b| b.cmp(a));
        if from != had {
            out.push(format!("{lang}/{place}: {id} moves in heap {heap} from {from}, but it has {had} ({words})"));
            continue;
        }
        if let Some(take) = one("take") {
            if left.iter().sum::<u64>() + take != had {
                out.push(format!("{lang}/{place}: {id} takes {take} from {had} and leaves {left:?} ({words})"));
            }
        }
        if !game.options(had).contains(&left) {
            out.push(format!("{lang}/{place}: {id}: {had} → {left:?} is not a move of {words}"));
            continue;
        }
        let after: Vec<u64> = p[..heap - 1].iter().chain(&left).chain(&p[heap..]).copied().collect();
        if referee.wins(&after, misere) {
            out.push(format!("{lang}/{place}: {id}: {had} → {left:?} in heap {heap} is not a winning move of {words}"));
        }
    }
    out
}

/// A worked example's play-out table, row by row, against the referee: each row starts where
/// the one before ended, its move (read by role from its words) is a move of the game from the
/// heap it names and leaves the heaps the row shows, and the player who can win always moves to
/// a position lost for the other.
fn playout(place: &str, lang: &str, words: &str, fragment: &str, grammar: &Grammar) -> Vec<String> {
    let Some((game, start, misere)) = referee_game(words) else { return vec![] };
    let Some(at) = fragment.find("<table class=\"playout-table") else { return vec![] };
    let table = &fragment[at..at + fragment[at..].find("</table>").unwrap()];
    let mut referee = super::Referee::new(game.clone());
    let mut out = Vec::new();
    let mut position = start.clone();
    let mut rows = 0;
    for row in table.split("<tr").skip(2) {
        let cells: Vec<String> = row.split("<t").skip(1).map(|c| page_text(&format!("<t{c}"))).collect();
        let wrong = |what: String| format!("{lang}/{place}: play-out row {}: {what} ({words})", cells[0]);
        // Columns: move, who, before, [XOR], the move, after, [XOR]; one heap: before, takes, leaves.
        let (before, after, slots) =
            if cells.len() == 5 && numbers(&cells[2]).len() == 1 && numbers(&cells[3]).len() == 1 {
                (numbers(&cells[2]), numbers(&cells[4]), BTreeMap::from([("take".to_string(), Slot::of(&cells[3]))]))
            } else {
                let xor = cells.len() == 7;
                let said = &cells[if xor { 4 } else { 3 }];
                let Some((_, slots)) = grammar.read(said).into_iter().next() else {
                    // A move that empties a heap in a game that may split ("3 → nothing") names no
                    // number after its arrow: the row is followed by its heaps alone.
                    if said.split('→').nth(1).is_none_or(|to| !numbers(to).is_empty()) {
                        out.push(wrong(format!("its move \"{said}\" is not read")));
                        break;
                    }
                    position = numbers(&cells[if xor { 5 } else { 4 }]);
                    rows += 1;
                    continue;
                };
                (numbers(&cells[2]), numbers(&cells[if xor { 5 } else { 4 }]), slots)
            };
        if before.iter().filter(|&&h| h > 0).collect::<Vec<_>>()
            != position.iter().filter(|&&h| h > 0).collect::<Vec<_>>()
        {
            out.push(wrong(format!("starts at {before:?}, but the game is at {position:?}")));
            break;
        }
        let one = |k: &str| slots.get(k).and_then(Slot::numbers).filter(|v| v.len() == 1).map(|v| v[0]);
        let heap = one("heap").unwrap_or(1) as usize;
        let Some(&had) = before.get(heap.wrapping_sub(1)) else {
            out.push(wrong(format!("moves in heap {heap} of {before:?}")));
            break;
        };
        let mut left: Vec<u64> = match (one("take"), slots.get("to")) {
            (Some(take), _) if take <= had => vec![had - take],
            // "3 + 1", or a word for an emptied heap ("nothing").
            (None, Some(Slot::Numbers(to) | Slot::Words(to, _))) => to.clone(),
            _ => {
                out.push(wrong(format!("takes more than heap {heap} has ({had})")));
                break;
            }
        };
        if one("from").is_some_and(|f| f != had) {
            out.push(wrong(format!("moves from {:?} in heap {heap}, which has {had}", one("from"))));
        }
        let expected: Vec<u64> = before[..heap - 1].iter().chain(&left).chain(&before[heap..]).copied().collect();
        if expected.iter().filter(|&&h| h > 0).collect::<Vec<_>>()
            != after.iter().filter(|&&h| h > 0).collect::<Vec<_>>()
        {
            out.push(wrong(format!("the move leaves {expected:?}, the row says {after:?}")));
        }
        left.retain(|&h| h > 0);
        left.sort_unstable_by(|a, b| b.cmp(a));
        if !game.options(had).contains(&left) {
            out.push(wrong(format!("{had} → {left:?} is not a move")));
        }
        if referee.wins(&before, misere) && referee.wins(&after, misere) {
            out.push(wrong(format!("the winner leaves {after:?}, which the other player wins")));
        }
        position = after;
        rows += 1;
    }
    if rows == 0 && table.contains("<td") {
        out.push(format!("{lang}/{place}: no row of the play-out was read ({words})"));
    }
    out
}

/// A chart's values in order ("coin 0: 1, coin 1: 2 and coin 2: 4"): each item names its
/// place first and gives the value, a number, after it.
fn unit_values(place: &str, lang: &str, grammar: &Grammar, fragment: &str) -> Vec<String> {
    let values = grammar.pattern("chart-unit-values", r"[^\n]+?");
    let item = grammar.pattern("chart-unit-item", r"[^\n]+");
    let separator = grammar.text("list-separator").trim();
    let glue = grammar.glue("list-and").trim();
    let mut out = Vec::new();
    for c in values.captures_iter(&page_text(fragment)) {
        for said in c["list"].split(separator).flat_map(|x| x.split(glue)).map(str::trim) {
            let right = item.captures(said).is_some_and(|i| {
                i.get(0).unwrap().as_str() == said && i["v"].chars().all(|d| d.is_ascii_digit())
            });
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
fn list_glue(page: &str, lang: &str, grammar: &Grammar, html: &str) -> Vec<String> {
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
fn xor_facts(place: &str, lang: &str, grammar: &Grammar, fragment: &str) -> Vec<String> {
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

/// A play-out of Wythoff's game against the referee's own moves: each row starts where the last
/// ended, its move is one of the game's and says the number it takes, and the player to move
/// takes a win wherever there is one.
fn wythoff_playout(place: &str, lang: &str, words: &str, fragment: &str) -> Vec<String> {
    let mut tokens = words.split_whitespace();
    if tokens.next() != Some("wythoff") {
        return vec![];
    }
    let misere = words.contains("--misere");
    let mut position: Vec<u64> = tokens.filter_map(|t| t.parse().ok()).collect();
    let Some(at) = fragment.find("<table class=\"playout-table") else { return vec![] };
    let table = &fragment[at..at + fragment[at..].find("</table>").unwrap()];
    let mut referee = super::Referee::new(super::moves::Wythoff);
    let mut out = Vec::new();
    for row in table.split("<tr").skip(2) {
        let cells: Vec<String> = row.split("<t").skip(1).map(|c| page_text(&format!("<t{c}"))).collect();
        let [_, _, before, said, after] = &cells[..] else {
            out.push(format!("{lang}/{place}: a play-out row of {} cells ({words})", cells.len()));
            break;
        };
        let (before, after) = (numbers(before), numbers(after));
        let mut wrong = |what: String| out.push(format!("{lang}/{place}: play-out row {}: {what} ({words})", cells[0]));
        if before != position {
            wrong(format!("starts at {before:?}, but the game is at {position:?}"));
            break;
        }
        if !super::Rules::moves(&super::moves::Wythoff, &before).contains(&after) {
            wrong(format!("moves from {before:?} to {after:?}"));
            break;
        }
        let take = before.iter().zip(&after).map(|(b, a)| b - a).max().unwrap_or(0);
        if numbers(said) != [take] {
            wrong(format!("\"{said}\" for taking {take}"));
        }
        if referee.wins(&before, misere) && referee.wins(&after, misere) {
            wrong(format!("misses the win from {before:?}"));
        }
        position = after;
    }
    out
}

/// Sentences whose places are tied by arithmetic, read by role: what is taken is what the heap
/// had less what it leaves; a nim-sum target is the heap XOR the sum; the heaps a move leaves
/// have the nim-sum the sentence gives.
fn arithmetic(place: &str, lang: &str, grammar: &Grammar, read: &Read) -> Vec<String> {
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

#[test]
fn every_computed_sentence_of_the_course_reads_back_right_in_both_editions() {
    let tmp = tempfile::tempdir().unwrap();
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    for dir in ["content", "templates", "games"] {
        crate::util::copy_dir(&repo.join(dir), &tmp.path().join(dir));
    }
    let out = tmp.path().join("output");
    nimbook::site::build(&nimbook::site::Layout::new(tmp.path()), &out)
        .unwrap_or_else(|e| panic!("{}", nimbook::error::report(&e)));
    let problems = problems(&out);
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn the_reader_reads_a_message_by_its_places() {
    // The audit's mutant b2: `{ $from }` and `{ $to }` swapped in the Chinese move sentence.
    let zh = Grammar::of("zh");
    let read = zh.read("取走 1 枚（28 → 29）");
    assert_eq!(read.len(), 1, "{read:?}");
    let (id, slots) = &read[0];
    assert_eq!(id, "worked-game-take-move");
    assert_eq!(slots["from"], Slot::Numbers(vec![28]));
    assert_eq!(slots["to"], Slot::Numbers(vec![29]));
    assert_eq!(arithmetic("page", "zh", &zh, &read).len(), 1, "28 → 29 does not take 1");
    // Against the referee: from a heap of 29 in the subtraction game {1, 3, 4}, 29 → 28 wins.
    let good = zh.read("取走 1 枚（29 → 28）");
    assert!(winning_moves("page", "zh", "subtraction 29 --set 1,3,4", &good).is_empty());
    let wrong = zh.read("取走 3 枚（29 → 26）");
    assert_eq!(
        winning_moves("page", "zh", "subtraction 29 --set 1,3,4", &wrong).len(),
        1,
        "26 is not a P-position of {{1, 3, 4}}"
    );
    // Words in a place are told from numbers, and joining words are not words.
    assert_eq!(Slot::of("1 xor 12 xor 13"), Slot::Numbers(vec![1, 12, 13]));
    assert_eq!(Slot::of("3、1 和 2"), Slot::Numbers(vec![3, 1, 2]));
    assert!(Slot::of("留下 3 堆").numbers().is_none());
    assert_eq!(decode("n &#x2f; 8 &amp; &lt;b&gt;"), "n / 8 & <b>");
}

#[test]
fn the_checks_by_role_catch_a_swap_in_one_place() {
    let (en, zh) = Grammar::pair();
    // A play-out of 23 moves whose table shows 4.
    let rows = "<tr><td>1</td></tr>".repeat(4);
    let playout = |summary: &str| {
        format!("<details class=\"playout\"><summary>{summary}</summary><table><tbody>{rows}</tbody></table></details>")
    };
    assert!(playout_length("p", "en", &playout("An optimal play-out (23 moves; the first 4 shown)")).is_empty());
    assert_eq!(playout_length("p", "en", &playout("An optimal play-out (; the first 4 shown23 moves)")).len(), 1);
    // Points drawn where their tooltips say.
    let point =
        |cx: u32, cy: u32, t: &str| format!("<circle cx=\"{cx}\" cy=\"{cy}\" r=\"7\"><title>{t}</title></circle>");
    let right = [point(82, 120, "P-position (0, 13, 13)"), point(102, 141, "P-position (1, 12, 13)")].concat();
    let swapped = [point(82, 120, "P-position (13, 0, 13)"), point(102, 141, "P-position (12, 1, 13)")].concat();
    assert!(chart_points("p", "en", &right).is_empty());
    assert_eq!(chart_points("p", "en", &swapped).len(), 2, "x to the left and y downwards");
    // n = 2 has g(2) = 0; with n and g swapped its point says n = 0, g(0) = 2.
    let seq = [point(77, 219, "n = 0: g(0) = 0"), point(88, 183, "n = 1: g(1) = 1"), point(98, 219, "n = 2: g(2) = 0")];
    let seq_swapped = [&seq[0], &seq[1], &point(98, 219, "n = 0: g(0) = 2")].map(String::as_str).concat();
    let seq = seq.concat();
    assert!(chart_points("p", "en", &seq).is_empty());
    assert_eq!(chart_points("p", "en", &seq_swapped).len(), 2);
    // Verdicts last, endings last.
    assert!(status_last("p", "en", en, "<p>n = 3: g(3) = 1, an N-position, the player to move wins</p>").is_empty());
    assert_eq!(status_last("p", "en", en, "<p>n = 3: g(3) = an N-position, the player to move wins, 1</p>").len(), 1);
    assert!(ending_last("p", "zh", zh, "<p>每一步取 1 枚。走最后一步的一方获胜。</p>").is_empty());
    assert_eq!(ending_last("p", "zh", zh, "<p>走最后一步的一方获胜。每一步取 1 枚。</p>").len(), 1);
    // Callouts: the number last in the label, the label first in what a screen reader hears.
    let callout = |aria: &str, label: &str| {
        format!(
            "<section class=\"callout callout-theorem\" id=\"t\" aria-label=\"{aria}\">\n<p class=\"callout-heading\"><a class=\"callout-label\" href=\"#t\">{label}</a> <span class=\"callout-title\">(Bouton, (1901))</span></p></section>"
        )
    };
    assert!(callouts("p", "en", &callout("Theorem 1: Bouton, (1901)", "Theorem 1")).is_empty());
    assert!(!callouts("p", "en", &callout("1 Theorem: Bouton, (1901)", "1 Theorem")).is_empty());
    assert_eq!(callouts("p", "en", &callout("Bouton, (1901): Theorem 1", "Theorem 1")).len(), 1);
    // The heaps a split leaves, read inside the reason that holds them.
    let reason = |left: &str| {
        let text = format!("heap 2 has value 0 and the others XOR to 1; the move leaves {left}, so the total becomes 0.");
        arithmetic("p", "en", en, &en.read(&text))
    };
    assert!(reason("heaps 6 + 1 of values 1 ⊕ 0 = 1").is_empty());
    assert_eq!(reason("heaps 6 + 1 of values 1 = 1 ⊕ 0").len(), 1);
    assert_eq!(reason("heaps 1 of values 6 + 1 ⊕ 0 = 1").len(), 1);
    let zh_reason = |left: &str| {
        let text = format!("第 2 堆的 SG 值是 0，其余各堆的异或和是 1；这一步之后{left}，所以总的异或和变为 0。");
        arithmetic("p", "zh", zh, &zh.read(&text))
    };
    assert!(zh_reason("剩下大小为 6、1 的 2 堆，SG 值为 1 ⊕ 0 = 1").is_empty());
    assert_eq!(zh_reason("剩下大小为 2 的 6、1 堆，SG 值为 1 ⊕ 0 = 1").len(), 1);
    // An octal rule: takes in order, ways in the code's order.
    let rule = |moves: &str| arithmetic("p", "en", en, &en.read(&format!("Octal code 0.137: a move may {moves}.")));
    assert!(
        rule("take 1 counter (the whole heap), or take 2 counters (the whole heap, or from the end of a heap)")
            .is_empty()
    );
    assert_eq!(
        rule("take 2 counters (the whole heap, or from the end of a heap), or take 1 counter (the whole heap)").len(),
        1
    );
    assert_eq!(
        rule("take 1 counter (the whole heap), or take 2 counters (from the end of a heap, or the whole heap)").len(),
        1
    );
}

