//! The nearest known name to a mistyped one ("did you mean push?"): a fact the engine gives
//! with a rule's unknown function, and the views with a game, option, filter or chart that no
//! one defined. One measure everywhere, so every surface suggests the same name.

/// The closest of `candidates` to `word`, if one is close enough to be a likely typo: at most
/// two edits (a swap of neighbours is one), or a third of the name's length for long names.
pub fn suggest<'c>(word: &str, candidates: &[&'c str]) -> Option<&'c str> {
    candidates
        .iter()
        .map(|c| (strsim::damerau_levenshtein(word, c), *c))
        .filter(|&(d, c)| d <= 2.max(c.len() / 3))
        .min()
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::suggest;

    #[test]
    fn a_typo_finds_its_name_and_a_stranger_finds_none() {
        let known = ["push", "pop", "len", "contains"];
        assert_eq!(suggest("psh", &known), Some("push"));
        assert_eq!(suggest("contians", &known), Some("contains"));
        assert_eq!(suggest("lne", &known), Some("len"));
        assert_eq!(suggest("options", &known), None);
    }
}
