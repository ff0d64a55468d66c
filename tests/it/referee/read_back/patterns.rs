//! The page reader's patterns: how a message of the message files reads on a page. A message's
//! fluent-syntax pattern becomes its ways (one per choice of its select expressions' variants),
//! each compiled into a regular expression whose places are capture groups. Used by
//! `grammar.rs`, which holds a language's readings.

use fluent_syntax::ast;
use regex::Regex;
use std::collections::BTreeMap;

/// One way a message can read: literal text and named slots, in order.
#[derive(Clone, Debug)]
pub(super) enum Piece {
    Text(String),
    Slot(String),
}

/// The ways a message's pattern can read (one per combination of its select expressions' variants).
pub(super) fn readings(
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
pub(super) fn joined(way: &[Piece]) -> Vec<Piece> {
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
pub(super) fn compile(
    way: &[Piece],
    id: &str,
    known: &std::collections::BTreeSet<(String, String)>,
) -> Option<Reading> {
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
                const NUMBERS: &str =
                    r"(?:\d+|\(\d+(?:, \d+)*\))(?:(?:, | and |、| 和 |,| \+ )(?:\d+|\(\d+(?:, \d+)*\)))*";
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
pub(super) struct Reading {
    pub(super) re: Regex,
    pub(super) names: Vec<String>,
    /// Each place's capture groups, in the order of `names`.
    pub(super) groups: Vec<Vec<usize>>,
    pub(super) first: Option<String>,
    pub(super) named_first: bool,
    /// Whether the message ends with a place: its match then takes in the mark that ends the
    /// place (a comma, a full stop), which is the page's, not the message's.
    pub(super) ends_in_place: bool,
    /// How much text of its own the reading has (a letter 2, a Chinese character 3, a
    /// punctuation mark 1): a reading of little text would read into any sentence.
    pub(super) literal: usize,
}

impl Reading {
    /// Every place in `text` where this reading matches. A match is tried at every start its
    /// first word (or a number) has; one whose first place holds the start of another match is
    /// dropped (it began at an earlier occurrence of its first word and swallowed the words
    /// between).
    pub(super) fn matches<'t>(&self, text: &'t str) -> Vec<(usize, regex::Captures<'t>)> {
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
