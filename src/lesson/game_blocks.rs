//! Games a lesson defines: a ```` ```game NAME ```` block holds a few lines of Rhai (see
//! [`crate::games::script`]). The blocks are compiled before anything else on the page, so
//! that front-matter examples, `example` blocks, charts, play blocks and `{{ example("…") }}`
//! can all name the game; where the block stands, the page shows the game's title, rule and
//! the script itself.

/// The byte offset in `body` of a script error's line and column (both from 1); `None` for a
/// line the body does not have.
pub fn error_offset(body: &str, (line, col): (usize, usize)) -> Option<usize> {
    if line == 0 || line > body.split_inclusive('\n').count().max(1) {
        return None;
    }
    let start: usize = body.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
    let line_text = body[start..].split('\n').next().unwrap_or("");
    let within = line_text.char_indices().nth(col.saturating_sub(1)).map_or(line_text.len(), |(i, _)| i);
    Some(start + within)
}

/// Checks a game block's name: a simple word that no built-in game uses.
pub fn check_name(name: &str, builtin: &[String]) -> Result<(), NameError> {
    if name.is_empty() {
        return Err(NameError::Missing);
    }
    if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        || !name.starts_with(|c: char| c.is_ascii_alphabetic())
    {
        return Err(NameError::Malformed(name.to_string()));
    }
    if builtin.iter().any(|b| b == name) {
        return Err(NameError::BuiltIn(name.to_string()));
    }
    Ok(())
}

/// What is wrong with a game's name ([`NameError::message`] words it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameError {
    /// A ```` ```game ```` block with no name.
    Missing,
    /// A name that does not start with a letter or holds other characters than letters, digits,
    /// `-` and `_`.
    Malformed(String),
    /// The name of a built-in game.
    BuiltIn(String),
}

impl NameError {
    /// The lesson's diagnostic, worded where it is shown.
    pub fn message(&self) -> crate::views::message::Message {
        match self {
            NameError::Missing => crate::message!("lesson-game-name-missing"),
            NameError::Malformed(name) => crate::message!("lesson-game-name-malformed", name = name),
            NameError::BuiltIn(name) => crate::message!("lesson-game-name-built-in", name = name),
        }
    }
}

/// English (tests); a lesson's diagnostic is [`NameError::message`].
impl std::fmt::Display for NameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for NameError {}

/// Compiles a game block, with the message a teacher needs when it fails (the page's engine
/// module compiles a page's games with the same function).
pub use crate::directive::game::compile;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_offsets_point_into_the_body() {
        let body = "fn options(n) {\n  let x = ;\n}\n";
        let e = compile("g", body).err().unwrap();
        let at = error_offset(body, e.at.unwrap()).unwrap();
        assert_eq!(&body[at - 8..at], "let x = ");
        assert_eq!(check_name("kayles", &["kayles".into()]), Err(NameError::BuiltIn("kayles".into())));
        assert!(check_name("9x", &[]).is_err());
        assert!(check_name("stairs", &[]).is_ok());
    }
}
