//! A fact the engine states: the id of a message and its numbers. The engine never words
//! anything; every reason, title, rule and proof it returns is a [`Fact`], and the views (the
//! pages' templates, the terminal, exercise sheets, charts) word it in their language from the
//! message files (`crate::views::facts`). So the build cache keeps facts, one for both editions, and a
//! site's own message files always show.
//!
//! A fact serialises as `{"fact": ID, "args": {NAME: ARG, …}}`; an argument is a number, a piece
//! of text that is not words (a set's notation, a teacher's title), another fact, or a list of
//! arguments joined by the separator message `joined` or as "a, b or c" by the messages
//! `or-separator` and `or-or` of the list named `or`.

use serde::Serialize;
use std::collections::BTreeMap;

/// A message id and its arguments.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Fact {
    /// The message id (`game-reason-grundy`, `verify-case-heaps` …).
    pub fact: &'static str,
    /// The arguments, by name.
    pub args: BTreeMap<&'static str, Arg>,
}

/// One argument of a [`Fact`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Arg {
    /// A number, shown exactly (one beyond 64 bits serialises as text, which views show as it is).
    Num(#[serde(serialize_with = "exact")] u128),
    /// Text that is not words: a set's notation, an octal code, a teacher's own title.
    Text(String),
    /// Another fact, worded where it stands.
    Fact(Box<Fact>),
    /// Arguments joined by the message `joined` ("3, 4" with `game-reason-heaps-separator`).
    Joined {
        /// The separator's message id.
        joined: &'static str,
        /// The items.
        items: Vec<Arg>,
    },
    /// Arguments as "a, b or c": the messages `{or}-separator` and `{or}-or`.
    Or {
        /// The list's message prefix.
        or: &'static str,
        /// The items.
        items: Vec<Arg>,
    },
    /// A teacher's own words ([`crate::reading`]): the message `own` (an id named after
    /// the game, `game-NAME-title`, from the site's message files) in the page's language with
    /// `args`; where no message file has it, `text`, the words the rule itself gives.
    Own {
        /// The message id named after the game.
        own: String,
        /// The rule's own words, shown when no message file has `own`.
        text: String,
        /// The numbers the rule gave with its words, the message's arguments.
        args: BTreeMap<String, Arg>,
    },
}

fn exact<S: serde::Serializer>(n: &u128, s: S) -> Result<S::Ok, S::Error> {
    match u64::try_from(*n) {
        Ok(small) => s.serialize_u64(small),
        Err(_) => s.serialize_str(&n.to_string()),
    }
}

impl Fact {
    /// The fact `id` with `args`.
    pub fn new(id: &'static str, args: impl IntoIterator<Item = (&'static str, Arg)>) -> Fact {
        Fact { fact: id, args: args.into_iter().collect() }
    }

    /// The fact `id` alone (a message without arguments).
    pub fn id(id: &'static str) -> Fact {
        Fact { fact: id, args: BTreeMap::new() }
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Self {
        Arg::Num(u128::from(n))
    }
}

impl From<u128> for Arg {
    fn from(n: u128) -> Self {
        Arg::Num(n)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Num(n as u128)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Self {
        Arg::Num(u128::from(n))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}

impl From<Fact> for Arg {
    fn from(f: Fact) -> Self {
        Arg::Fact(Box::new(f))
    }
}

impl From<bool> for Arg {
    /// `true`/`false`, as message selectors name them.
    fn from(b: bool) -> Self {
        Arg::Text(b.to_string())
    }
}

impl std::fmt::Display for Fact {
    /// The id and its arguments, `id(name: value, …)`: not words, but what a log or a test
    /// shows of a fact (the views word it).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.fact)?;
        if self.args.is_empty() {
            return Ok(());
        }
        f.write_str("(")?;
        for (i, (name, arg)) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{name}: {arg}")?;
        }
        f.write_str(")")
    }
}

impl std::fmt::Display for Arg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let items = |f: &mut std::fmt::Formatter<'_>, items: &[Arg]| {
            let shown: Vec<String> = items.iter().map(Arg::to_string).collect();
            write!(f, "[{}]", shown.join(", "))
        };
        match self {
            Arg::Num(n) => write!(f, "{n}"),
            Arg::Text(t) => write!(f, "{t:?}"),
            Arg::Fact(fact) => write!(f, "{fact}"),
            Arg::Joined { items: list, .. } | Arg::Or { items: list, .. } => items(f, list),
            Arg::Own { own, .. } => f.write_str(own),
        }
    }
}
