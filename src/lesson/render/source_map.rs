//! Source maps: a piece of Markdown (a block's body, the prose after `{% for %}` ran) is
//! read on its own, and every byte offset in it is mapped back to the lesson file for messages,
//! together with the scope (loop and `set` names) the text was written in.

use super::*;

/// Maps byte offsets of a piece of Markdown to byte offsets of the lesson file, and to the
/// scope (the values of `{% for %}` and `{% set %}` names, see [`flow`]) the text was written in.
#[derive(Debug, Clone)]
pub(super) struct SourceMap {
    /// (offset in the piece, offset in the file, scope), sorted.
    pub(super) segments: Vec<(usize, usize, usize)>,
}

impl SourceMap {
    pub(super) fn contiguous(file_offset: usize) -> Self {
        SourceMap { segments: vec![(0, file_offset, 0)] }
    }
    pub(super) fn segment(&self, local: usize) -> (usize, usize, usize) {
        let i = self.segments.partition_point(|&(l, _, _)| l <= local).saturating_sub(1);
        self.segments[i]
    }
    pub(super) fn file_offset(&self, local: usize) -> usize {
        let (l, f, _) = self.segment(local);
        f + local.saturating_sub(l)
    }
    /// The scope the text at `local` was written in (0: the page's own values).
    pub(super) fn scope(&self, local: usize) -> usize {
        self.segment(local).2
    }
    /// A map for a piece that starts at `local` of this one and runs on without jumps.
    pub(super) fn from(&self, local: usize) -> Self {
        SourceMap { segments: vec![(0, self.file_offset(local), self.scope(local))] }
    }
}

/// The text of a block (concatenated text events up to its end) and its map to the file.
pub(super) fn block_body(events: &[Spanned<'_>], map: &SourceMap, fallback: usize) -> (String, SourceMap) {
    let mut body = String::new();
    let mut segments = Vec::new();
    for (ev, range) in events {
        match ev {
            Event::Text(t) => {
                segments.push((body.len(), map.file_offset(range.start), map.scope(range.start)));
                body.push_str(t);
            }
            Event::End(TagEnd::CodeBlock) => break,
            _ => {}
        }
    }
    if segments.is_empty() {
        segments.push((0, fallback, 0));
    }
    (body, SourceMap { segments })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn source_map() {
        let m = SourceMap { segments: vec![(0, 100, 0), (10, 200, 1)] };
        assert_eq!(m.scope(12), 1);
        assert_eq!(m.file_offset(3), 103);
        assert_eq!(m.file_offset(10), 200);
        assert_eq!(m.file_offset(15), 205);
    }
}
