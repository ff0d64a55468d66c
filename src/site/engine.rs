//! `static/engine.js`: the page's engine module for one site. The module is the `nimbook-web`
//! crate built for WebAssembly by the build script (so it always comes from this program's
//! engine and views); the script around it starts it and tells it what the build used: the
//! templates and message files (the built-in ones with the site's over them; the module has none
//! of its own) and the site's games (`games/*.rhai`). The explore
//! script (`static/explore.js`) loads it the first time a student asks for a position or a play
//! block too large for its page needs its table (`static/play.js`), and a
//! teacher's own widget may use the same interface (the manual's chapter on the page's engine).

use crate::directive::Defined;
use crate::lesson::language::SiteFiles;
use crate::views::i18n::{MessageFile, Messages};

/// The engine module as the build script built it, compressed as raw DEFLATE (RFC 1951) and
/// written in base64, as the page's script carries it: the page decodes it and inflates it with
/// `DecompressionStream("deflate-raw")`.
pub const MODULE_BASE64: &str = include_str!(concat!(env!("OUT_DIR"), "/nimbook_web.wasm.deflate.b64"));

/// The script that starts the module (`@MODULE@` and `@SITE@` are filled in).
const GLUE: &str = include_str!("engine.js");

/// Where the script is written in the output.
pub const PATH: &str = "static/engine.js";

/// What a site hands its engine module: the templates and message files its pages were built with,
/// and its games.
#[derive(Debug, serde::Serialize)]
pub struct SiteData {
    /// The templates (name relative to `templates/`, source): each built-in one or the site's in
    /// its place, and the site's others.
    pub templates: Vec<(String, String)>,
    /// The built-in message files, then the site's (which override them message by message).
    pub messages: Vec<MessageFile>,
    /// The site's games (name, Rhai source).
    pub games: Vec<(String, String)>,
}

impl SiteData {
    /// What the build used for a site with the templates folder's `files` and the `games`.
    pub fn new(files: &SiteFiles, games: &Defined) -> SiteData {
        SiteData {
            templates: crate::views::templates::with_site(files.templates.iter().cloned()),
            messages: Messages::with_site(&files.messages),
            games: games.iter().map(|(name, game)| (name.clone(), game.source().to_string())).collect(),
        }
    }
}

/// The text of `static/engine.js` for a site.
pub fn script(site: &SiteData) -> String {
    let site = serde_json::to_string(site).expect("a site's data serialises");
    let (before, rest) = GLUE.split_once("@MODULE@").expect("the script has a place for the module");
    let (middle, after) = rest.split_once("@SITE@").expect("the script has a place for the site");
    [before, MODULE_BASE64, middle, &site, after].concat()
}
