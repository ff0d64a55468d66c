//! What nimbook tells the person at the terminal (a diagnostic, a usage mistake, a failed read,
//! a build's summary) as data: the id of a message of the terminal's message files
//! (`templates/messages/LANG/terminal-*.ftl`) and its arguments, worded only where it is shown,
//! in the reader's language ([`Message::in_lang`]): the site's `language`, or `--lang`.
//!
//! So a mistake found deep in the build (a lesson's block, a chart's flag, a file that cannot be
//! written) carries no sentence, only facts, and `main`, the preview server and the build's
//! warnings word it once. A [`Message::Text`] is not nimbook's words: a library's own message
//! (minijinja's, Rhai's, the operating system's), a file name, a word of the lesson, or a
//! sentence already worded in the reader's language (a directive's mistake, by the lesson pass).
//! A message serialises (a lesson's warnings are kept in the build cache).

use crate::i18n::{Lang, MessageArg, english};
use std::borrow::Cow;
use std::fmt;
use std::path::Path;

/// A message to word, or words that need none.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Message {
    /// Text shown as it is (see the module's note).
    Text(String),
    /// A number, shown exactly; plural rules see it.
    Num(u64),
    /// A message of the message files, with its arguments.
    Said(Box<Said>),
}

/// The message `id` with its arguments, each itself a message.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Said {
    /// The message id (`site-broken-link` …).
    pub id: Cow<'static, str>,
    /// The arguments, by name.
    pub args: Vec<(Cow<'static, str>, Message)>,
}

/// The message `id` with named arguments, each anything a [`Message`] is made from (text, a
/// number, a path, another message): `message!("site-broken-link", file = name, content = dir)`.
#[macro_export]
macro_rules! message {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::message::Message::new($id, [$((stringify!($name), $crate::message::Message::from($value))),*])
    };
}

impl Message {
    /// The message `id` with `args`.
    pub fn new<const N: usize>(id: &'static str, args: [(&'static str, Message); N]) -> Message {
        let args = args.into_iter().map(|(k, v)| (Cow::Borrowed(k), v)).collect();
        Message::Said(Box::new(Said { id: Cow::Borrowed(id), args }))
    }

    /// The words in `lang` (a message missing there comes from English).
    pub fn in_lang(&self, lang: Lang<'_>) -> String {
        match self {
            Message::Text(text) => text.clone(),
            Message::Num(n) => n.to_string(),
            Message::Said(said) => {
                let args: Vec<(&str, MessageArg)> = said
                    .args
                    .iter()
                    .map(|(name, value)| {
                        let value = match value {
                            Message::Num(n) => MessageArg::Num(i128::from(*n)),
                            other => MessageArg::Text(other.in_lang(lang)),
                        };
                        (name.as_ref(), value)
                    })
                    .collect();
                lang.t(&said.id, &args)
            }
        }
    }

    /// The ids of this message and of the messages in its arguments (for the tests that
    /// check every id is in every language's files).
    pub fn ids(&self) -> Vec<&str> {
        match self {
            Message::Said(said) => {
                std::iter::once(said.id.as_ref()).chain(said.args.iter().flat_map(|(_, a)| a.ids())).collect()
            }
            _ => Vec::new(),
        }
    }
}

/// English (tests, and `Display`, which nothing shown to a reader uses).
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(english()))
    }
}

impl From<String> for Message {
    fn from(s: String) -> Self {
        Message::Text(s)
    }
}

impl From<&str> for Message {
    fn from(s: &str) -> Self {
        Message::Text(s.to_string())
    }
}

impl From<&String> for Message {
    fn from(s: &String) -> Self {
        Message::Text(s.clone())
    }
}

impl From<&Path> for Message {
    fn from(p: &Path) -> Self {
        Message::Text(p.display().to_string())
    }
}

impl From<&std::path::PathBuf> for Message {
    fn from(p: &std::path::PathBuf) -> Self {
        Message::Text(p.display().to_string())
    }
}

impl From<std::path::Display<'_>> for Message {
    fn from(p: std::path::Display<'_>) -> Self {
        Message::Text(p.to_string())
    }
}

/// A library's error: its own words (the documented exception).
impl From<&std::io::Error> for Message {
    fn from(e: &std::io::Error) -> Self {
        Message::Text(e.to_string())
    }
}

macro_rules! num_message {
    ($($t:ty),*) => {$(
        /// A number; one beyond 64 bits, or below 0, is shown as its digits.
        impl From<$t> for Message {
            fn from(n: $t) -> Self {
                u64::try_from(n).map_or_else(|_| Message::Text(n.to_string()), Message::Num)
            }
        }
    )*};
}
num_message!(u8, u16, u32, u64, usize, i32, i64, u128, i128);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_worded_where_it_is_shown() {
        let file = |lang: &str, text: &str| crate::i18n::MessageFile {
            lang: lang.into(),
            name: "t.ftl".into(),
            text: text.into(),
        };
        let messages = crate::i18n::Messages::from_files(&[
            file("zh", "t-count = 共 { $n } 个：{ $inner }\nt-inner = 内\n"),
            file("en", "t-count = { $n ->\n [one] one: { $inner }\n *[other] { $n }: { $inner }\n}\nt-inner = in\n"),
        ])
        .expect("parses");
        let en = messages.lang("en");
        let m = message!("t-count", n = 1u64, inner = message!("t-inner"));
        assert_eq!(m.in_lang(messages.lang("zh")), "共 1 个：内");
        assert_eq!(m.in_lang(en), "one: in");
        assert_eq!(message!("t-count", n = 12u64, inner = "x").in_lang(en), "12: x");
        assert_eq!(m.ids(), ["t-count", "t-inner"]);
        let json = serde_json::to_string(&m).expect("serialises");
        assert_eq!(serde_json::from_str::<Message>(&json).expect("reads back"), m);
    }
}
