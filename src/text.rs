//! Placeholder replaced by the text renderer.
use crate::directive::Example;
/// Renders an example as text.
pub fn render(e: &Example) -> String {
    serde_json::to_string_pretty(e).unwrap()
}
