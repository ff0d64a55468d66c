//! The words of a directive: split at whitespace, each keeping its byte offset in the text it
//! came from, so that a lesson reports a mistake at the exact line and column of the word.

/// One whitespace-separated word and where it starts in its source text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Word<'a> {
    /// The word.
    pub text: &'a str,
    /// Byte offset of its first character in the text it was split from.
    pub offset: usize,
}

/// Splits text into words at whitespace, remembering where each word starts.
pub fn split_words(text: &str) -> Vec<Word<'_>> {
    let mut words = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                words.push(Word { text: &text[s..i], offset: s });
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        words.push(Word { text: &text[s..], offset: s });
    }
    words
}

/// The words joined by single spaces: a block's words in one canonical line.
pub fn joined(words: &[Word<'_>]) -> String {
    words.iter().map(|w| w.text).collect::<Vec<_>>().join(" ")
}

/// Words from a command line (no offsets: each word's offset is its index).
pub fn words_from_args(args: &[String]) -> Vec<Word<'_>> {
    args.iter().enumerate().map(|(i, a)| Word { text: a, offset: i }).collect()
}
