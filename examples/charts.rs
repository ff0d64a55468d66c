//! Writes charts to look at, outside the test suite: each chart as SVG and as an HTML page
//! styled by the site's own stylesheet (so dark mode follows the browser's), to be opened or
//! screenshotted. It takes the place of the ignored tests that used to write them.
//!
//! ```sh
//! cargo run --example charts                      # one chart of every kind, English, /tmp/charts
//! cargo run --example charts -- --lang zh /tmp/charts-zh
//! cargo run --example charts -- /tmp/c "p-positions --size 12 --highlight h | lasker 3 5 6"
//! ```
//!
//! A chart is given by its block's words, optionally followed by `|` and the words of the
//! example it highlights.

use nimbook::chart::{parse_chart, render};
use nimbook::directive::{Defined, parse_example_in, split_words};
use nimbook::views::i18n::Messages;
use std::path::PathBuf;

/// One chart of every kind, with a highlight where it makes sense.
const EVERY_KIND: &[&str] = &[
    "sequence --game kayles --size 100 --at 80",
    "sequence --game \"subtraction --set 2,4,7\" --size 40 --at 9",
    "sequence lasker --size 30 --at 7",
    "p-positions --game \"kayles --misere\" --size 20 --at 4,1",
    "p-positions --game wythoff --size 20 --at 3,5",
    "p-positions --size 12 --highlight h | lasker 3 5 6",
    "grundy-map --game lasker --size 16 --at 3,4",
    "wythoff --size 20 --at 4,7",
    "wythoff --size 20 --highlight h --rays | wythoff 9 14",
    "wythoff --size 60 --at 60,37",
    "nim2 --size 15 --at 5,9",
    "nim2 --size 12 --misere --at 1,0",
    "nim2 --size 12 --misere --compare-normal --highlight h | nim 1 1 --misere",
    "nim3 --size 15 --at 3,5,6",
    "bash --n 30 --m 6 --at 23,2",
    "bounded --size 20 --max-take 3 --at 9,5",
    "xor-upto --size 40 --at 12",
    "euler301 --bits 10 --at 37",
    "grundy --set 1,3,4 --size 30 --at 7,2",
    "subtraction --set 1,3,4 --size 30 --at 20",
];

fn main() -> Result<(), String> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut lang = "en".to_string();
    if let Some(i) = args.iter().position(|a| a == "--lang") {
        lang = args.get(i + 1).ok_or("--lang takes a language, en or zh")?.clone();
        args.drain(i..=i + 1);
    }
    let dir = PathBuf::from(if args.is_empty() {
        format!("/tmp/charts{}", if lang == "en" { "" } else { "-zh" })
    } else {
        args.remove(0)
    });
    let charts: Vec<String> = if args.is_empty() { EVERY_KIND.iter().map(|s| s.to_string()).collect() } else { args };
    let messages = Messages::builtin();
    if !messages.has(&lang) {
        return Err(format!("no messages in the language {lang}"));
    }
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let css = concat!(env!("CARGO_MANIFEST_DIR"), "/templates/static/style.css");
    for (i, text) in charts.iter().enumerate() {
        let (words, example) = match text.split_once('|') {
            Some((w, e)) => (w.trim(), Some(e.trim())),
            None => (text.trim(), None),
        };
        let req = parse_chart(&split_words(words), &Defined::new()).map_err(|e| format!("{words}: {e}"))?;
        let ex = example
            .map(|e| parse_example_in(&split_words(e), &Defined::new()).map_err(|err| format!("{e}: {err}")))
            .transpose()?;
        let c = render(&req, ex.as_ref(), messages.lang(&lang)).map_err(|e| format!("{text}: {e}"))?;
        let html = format!(
            "<!doctype html><meta charset=utf-8><meta name=viewport content=\"width=device-width\">\
             <link rel=stylesheet href=\"file://{css}\"><body><main style=\"padding:0 .9rem\">\
             <!-- {words} --><figure class=chart style=\"margin:0\">{}</figure><p>{}</p><p>{}</p></main>",
            c.svg, c.title, c.description
        );
        for (ext, body) in [("svg", &c.svg), ("html", &html)] {
            let path = dir.join(format!("{i:02}.{ext}"));
            std::fs::write(&path, body).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    println!("wrote {} charts to {}", charts.len(), dir.display());
    Ok(())
}
