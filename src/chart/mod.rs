//! Charts of P-positions, drawn with plotters' SVG backend at build time.
use crate::directive::{DirectiveError, Example, Word};

/// A parsed ```chart block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartRequest {
    /// The words.
    pub words: Vec<String>,
}

/// A drawn chart.
#[derive(Debug, Clone)]
pub struct Chart {
    /// Title.
    pub title: String,
    /// Text description.
    pub description: String,
    /// The SVG markup.
    pub svg: String,
}

/// Parses chart words.
pub fn parse_chart(words: &[Word<'_>]) -> Result<ChartRequest, DirectiveError> {
    Ok(ChartRequest { words: words.iter().map(|w| w.text.to_string()).collect() })
}

/// The example name given with --highlight, which the lesson must resolve.
pub fn highlight_name(_req: &ChartRequest) -> Option<&str> {
    None
}

/// Draws a chart.
pub fn render(_req: &ChartRequest, _highlight: Option<&Example>) -> Result<Chart, DirectiveError> {
    Ok(Chart { title: String::new(), description: String::new(), svg: String::new() })
}
