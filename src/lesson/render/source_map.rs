//! Source maps: a piece of Markdown (a block's body, the lesson after its template ran) is
//! read on its own, and every byte offset in it is mapped back to the lesson file for messages.

use super::*;

/// Maps byte offsets of a piece of Markdown to byte offsets of the lesson file.
#[derive(Debug, Clone)]
pub(super) struct SourceMap {
    /// (offset in the piece, offset in the file), sorted.
    pub(super) segments: Vec<(usize, usize)>,
}

impl SourceMap {
    pub(super) fn contiguous(file_offset: usize) -> Self {
        SourceMap { segments: vec![(0, file_offset)] }
    }
    pub(super) fn file_offset(&self, local: usize) -> usize {
        let i = self.segments.partition_point(|&(l, _)| l <= local).saturating_sub(1);
        let (l, f) = self.segments[i];
        f + local.saturating_sub(l)
    }
}

/// The text of a block (concatenated text events up to its end) and its map to the file.
pub(super) fn block_body(events: &[Spanned<'_>], map: &SourceMap, fallback: usize) -> (String, SourceMap) {
    let mut body = String::new();
    let mut segments = Vec::new();
    for (ev, range) in events {
        match ev {
            Event::Text(t) => {
                segments.push((body.len(), map.file_offset(range.start)));
                body.push_str(t);
            }
            Event::End(TagEnd::CodeBlock) => break,
            _ => {}
        }
    }
    if segments.is_empty() {
        segments.push((0, fallback));
    }
    (body, SourceMap { segments })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn source_map() {
        let m = SourceMap { segments: vec![(0, 100), (10, 200)] };
        assert_eq!(m.file_offset(3), 103);
        assert_eq!(m.file_offset(10), 200);
        assert_eq!(m.file_offset(15), 205);
    }
}
