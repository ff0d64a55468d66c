//! Tests of the whole path: words → request → SVG, for every chart kind. To look at the charts,
//! `cargo run --example charts` writes one of every kind to /tmp/charts.

use super::*;
use crate::directive::{Defined, parse_example_in, split_words};
use crate::games::wythoff;

pub(super) fn parse(text: &str) -> Result<ChartRequest, DirectiveError> {
    parse_chart(&split_words(text), &Defined::new())
}

fn render(req: &ChartRequest, example: Option<&Request>) -> Result<Chart, DirectiveError> {
    super::render(req, example, crate::views::i18n::english())
}

/// The request of an example's words, as a lesson's `[examples]` entry would give it.
pub(super) fn request(text: &str) -> Result<Request, DirectiveError> {
    parse_example_in(&split_words(text), &Defined::new())
}

pub(super) fn chart(text: &str) -> Chart {
    render(&parse(text).unwrap(), None).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The highlighted position is drawn (a ring whose tooltip names it and its status) and named
/// in the description, with the status a test worked out by hand.
fn assert_ring(c: &Chart, name: &str, status: &str) {
    let sentence = format!("Marked with a ring: {name}; {status}.");
    assert!(c.description.contains(&sentence), "want {sentence:?} in {:?}", c.description);
    let tooltip = format!("<title>{}: {status}</title>", super::plot::capitalize(name));
    assert!(c.svg.contains(&tooltip), "want the ring's tooltip {tooltip:?} in the SVG");
}

/// One chart of every kind, with a highlight where it makes sense.
pub(super) const SAMPLES: [(&str, &str); 20] = [
    ("sequence-kayles", "sequence --game kayles --size 100 --at 80"),
    ("sequence-short-pre-period", "sequence --game \"subtraction --set 2,4,7\" --size 40 --at 9"),
    ("sequence-lasker", "sequence lasker --size 30 --at 7"),
    ("p-positions-kayles-misere", "p-positions --game \"kayles --misere\" --size 20 --at 4,1"),
    ("p-positions-wythoff", "p-positions --game wythoff --size 20 --at 3,5"),
    ("p-positions-axes", "p-positions nim --size 12 --axes 1,3 --at 2,6,4"),
    ("p-positions-compare-sj", "p-positions --game \"subtraction --set 1,2 --misere\" --size 12 --compare-sj --at 3,0"),
    ("grundy-map-axes", "grundy-map lasker --size 10 --axes 3,2 --at 1,4,5"),
    ("grundy-map-lasker", "grundy-map --game lasker --size 16 --at 3,4"),
    ("wythoff", "wythoff --size 20 --at 4,7"),
    ("wythoff-60", "wythoff --size 60 --at 60,37"),
    ("nim2", "nim2 --size 15 --at 5,9"),
    ("nim2-misere", "nim2 --size 12 --misere --at 1,0"),
    ("nim3", "nim3 --size 15 --at 3,5,6"),
    ("bash", "bash --n 30 --m 6 --at 23,2"),
    ("bounded", "bounded --size 20 --max-take 3 --at 9,5"),
    ("xor-upto", "xor-upto --size 40 --at 12"),
    ("euler301", "euler301 --bits 10 --at 37"),
    ("grundy", "grundy --set 1,3,4 --size 30 --at 7,2"),
    ("subtraction", "subtraction --set 1,3,4 --size 30 --at 20"),
];

/// A small XML well-formedness check: balanced, properly nested tags, quoted attributes,
/// escaped text.
pub(super) fn check_xml(svg: &str) -> Result<(), String> {
    let mut stack: Vec<&str> = Vec::new();
    let mut rest = svg;
    let text_ok = |t: &str| {
        t.split('&').skip(1).all(|e| {
            ["amp;", "lt;", "gt;", "quot;", "apos;"].iter().any(|x| e.starts_with(x))
                || e.strip_prefix('#')
                    .and_then(|r| r.split_once(';'))
                    .is_some_and(|(d, _)| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
        }) && !t.contains('>')
    };
    while let Some(start) = rest.find('<') {
        if !text_ok(&rest[..start]) {
            return Err(format!("bad text {:?}", &rest[..start]));
        }
        let end = start + rest[start..].find('>').ok_or("unclosed tag")?;
        let tag = &rest[start + 1..end];
        rest = &rest[end + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            if stack.pop() != Some(name) {
                return Err(format!("</{name}> closes the wrong element"));
            }
            continue;
        }
        let (body, closed) = match tag.strip_suffix('/') {
            Some(b) => (b, true),
            None => (tag, false),
        };
        let name = body.split_whitespace().next().ok_or("empty tag")?;
        if body.matches('"').count() % 2 != 0 || body.contains('<') {
            return Err(format!("bad attributes in <{body}>"));
        }
        if !closed {
            stack.push(name);
        }
    }
    if !stack.is_empty() || !rest.trim().is_empty() {
        return Err(format!("unclosed elements {stack:?}"));
    }
    Ok(())
}

#[test]
fn every_kind_renders_finished_svg() {
    for (name, text) in SAMPLES {
        let c = chart(text);
        let svg = &c.svg;
        check_xml(svg).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            svg.starts_with(&format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {} ",
                super::draw::WIDTH
            )),
            "{name}"
        );
        assert!(svg.contains("role=\"img\"") && svg.contains("aria-labelledby=\"chart-"), "{name}");
        assert!(svg.contains("<title id=\"chart-") && svg.contains("<desc id=\"chart-"), "{name}");
        assert!(svg.contains("class=\"f-p\"") && svg.contains("class=\"f-fg\""), "{name}");
        assert!(svg.contains("class=\"s-highlight\""), "{name}: highlight not drawn");
        assert!(!svg.contains(" style=\"fill") && !svg.contains(" style=\"stroke"), "{name}: colours are classes");
        // Each class the chart uses has its rule in the chart's own <style>, and no other.
        let style = &svg[svg.find("<style>").unwrap()..svg.find("</style>").unwrap()];
        let mut used = std::collections::BTreeSet::new();
        for part in svg.split(" class=\"").skip(2) {
            used.extend(part[..part.find('"').unwrap()].split(' ').map(str::to_string));
        }
        let ruled: std::collections::BTreeSet<String> =
            style.split(".nimbook-chart .").skip(1).map(|r| r[..r.find('{').unwrap()].to_string()).collect();
        assert_eq!(used, ruled, "{name}: {style}");
        assert_eq!(style.matches(".nimbook-chart .").count(), ruled.len(), "{name}: a rule twice: {style}");
        assert!(style.contains(".nimbook-chart .f-p{fill:var(--chart-p)}"), "{name}: {style}");
        assert!(!svg.contains("=\"#"), "{name}: a literal colour is left");
        // Drawn at its own size on a wide column, shrunk (never stretched) on a narrow one.
        let root = &svg[..svg.find('>').unwrap()];
        assert!(root.contains(&format!(" width=\"{}\" height=\"", super::draw::WIDTH)), "{name}: {root}");
        assert!(root.contains("max-width:100%;height:auto") && !root.contains("100%\""), "{name}: {root}");
        assert!(svg.matches("<title>").count() >= 2, "{name}: no tooltips");
        assert!(svg.matches("<text").count() >= 6, "{name}: too little text");
        assert!(!c.title.is_empty() && c.description.len() > 80, "{name}");
        assert!(c.description.contains("Marked with a ring"), "{name}: highlight not described");
        for size in svg.split("font-size=\"").skip(1) {
            let px: f64 = size.split('"').next().unwrap().parse().unwrap();
            // 359 px of a 390 px phone show the chart's WIDTH units: at least 12 px rendered.
            assert!(px * 359.0 / f64::from(super::draw::WIDTH) >= 12.0, "{name}: font-size {px}");
        }
    }
}

#[test]
fn ids_are_deterministic_and_differ_per_chart() {
    let a = chart("wythoff --size 20 --at 4,7");
    assert_eq!(a, chart("wythoff   --size 20\n--at 4,7"));
    let b = chart("wythoff --size 20 --at 3,5");
    let id = |c: &Chart| c.svg.split("<title id=\"").nth(1).unwrap().split('"').next().unwrap().to_string();
    assert_ne!(id(&a), id(&b));
    assert_ne!(id(&a), id(&chart("wythoff --size 20")));
}

#[test]
fn wythoff_tooltips_match_the_engine() {
    let c = chart("wythoff --size 20");
    let mut expected = 0;
    for k in 0.. {
        let (a, b) = wythoff::pair(k).unwrap();
        if b > 20 {
            break;
        }
        expected += if a == b { 1 } else { 2 };
        assert!(
            c.svg.contains(&format!(
                "<title>P-position ({a}, {b}) = (a{s}, b{s})",
                s = crate::markup::subscript(&k.to_string()).unwrap()
            )),
            "pair {k}"
        );
    }
    assert_eq!(c.svg.matches("<title>P-position").count(), expected);
}

#[test]
fn named_highlights_come_from_examples() {
    let req = parse("wythoff --size 20 --highlight main").unwrap();
    assert_eq!(highlight_name(&req), Some("main"));
    let ex = request("wythoff 4 7").unwrap();
    let c = render(&req, Some(&ex)).unwrap();
    // Legends and descriptions name the position, never the example's name.
    assert!(c.svg.contains("<title>(4, 7): a P-position"), "{}", c.svg);
    assert!(!c.svg.contains("example main"));
    assert!(c.description.contains("Marked with a ring: (4, 7); a P-position"), "{}", c.description);

    let bash = request("bash 23 2").unwrap();
    let e = render(&req, Some(&bash)).unwrap_err();
    assert_eq!(e.offset, Some(30));
    assert!(
        e.message().contains("is a Bash game (one heap, at most 2 per move) example on 1 heap, but a wythoff chart needs a wythoff example"),
        "{}",
        e.message()
    );

    let far = request("wythoff 30 49").unwrap();
    let e = render(&req, Some(&far)).unwrap_err();
    assert!(e.message().contains("raise --size to at least 30"), "{}", e.message());
    assert!(render(&req, None).is_err());

    let nim3 = parse("nim3 --size 15 --highlight h").unwrap();
    let c = render(&nim3, Some(&request("nim 3 5 6").unwrap())).unwrap();
    assert!(c.title.contains("slice z = 6"), "{}", c.title);
    let e = render(&nim3, Some(&request("nim 3 5 6 --misere").unwrap())).unwrap_err();
    assert!(e.message().contains("misère"), "{}", e.message());

    let misere = parse("nim2 --size 10 --misere --highlight h").unwrap();
    let c = render(&misere, Some(&request("nim 1 0 --misere").unwrap())).unwrap();
    assert_ring(&c, "(1, 0)", "a P-position, the player to move loses");
    assert!(render(&misere, Some(&request("nim 1 0").unwrap())).is_err());

    let bounded = parse("bounded --size 10 --max-take 3 --highlight h").unwrap();
    // g(7) = 7 mod 4 = 3 = g(3): the XOR is 0.
    let c = render(&bounded, Some(&request("nim 7 3 --max-take 3").unwrap())).unwrap();
    assert_ring(&c, "(7, 3)", "a P-position, the player to move loses");
    assert!(render(&bounded, Some(&request("nim 7 3 --max-take 2").unwrap())).is_err());

    let sub = parse("subtraction --set 4,1,3 --size 30 --highlight h").unwrap();
    // g repeats 0, 1, 0, 1, 2, 3, 2 with period 7, and 20 mod 7 = 6.
    let c = render(&sub, Some(&request("subtraction 20 --set 1,3,4").unwrap())).unwrap();
    assert_ring(&c, "heap of 20", "g(20) = 2, an N-position, the player to move wins");
    assert!(render(&sub, Some(&request("subtraction 20 --set 1,2").unwrap())).is_err());
    let grundy = parse("grundy --set 1,3,4 --size 30 --highlight h").unwrap();
    let c = render(&grundy, Some(&request("subtraction 20 --set 1,3,4").unwrap())).unwrap();
    assert!(c.description.contains("(20, 0)"));

    let xor = parse("xor-upto --size 40 --highlight h").unwrap();
    let c = render(&xor, Some(&request("xor-range 1 30").unwrap())).unwrap();
    assert_ring(&c, "n = 30", "1 ⊕ 2 ⊕ … ⊕ 30 = 31 (n mod 4 = 2, so the XOR is n + 1)");
    let e301 = parse("euler301 --bits 8 --highlight h").unwrap();
    let c = render(&e301, Some(&request("euler301 6").unwrap())).unwrap();
    assert_ring(&c, "n = 64", "1000000 in binary has no two adjacent 1-bits, so n ⊕ 2n ⊕ 3n = 0");
    let e = render(&e301, Some(&request("euler301 30").unwrap())).unwrap_err();
    assert!(e.message().contains("raise --bits to at least 30"), "{}", e.message());
    let bash_chart = parse("bash --n 30 --m 5 --highlight h").unwrap();
    // 23 mod (2 + 1) = 2, not 0.
    let c = render(&bash_chart, Some(&request("bash 23 2").unwrap())).unwrap();
    assert_ring(&c, "(23, 2)", "an N-position, the player to move wins");
    assert!(render(&bash_chart, Some(&request("bash 23 2 --misere").unwrap())).is_err());
}

#[test]
fn left_out_rules_come_from_the_highlighted_example() {
    let req = parse("bounded --size 12 --highlight pair").unwrap();
    let k3 = request("nim 7 5 --max-take 3").unwrap();
    let k4 = request("nim 7 5 --max-take 4").unwrap();
    let with_k3 = render(&req, Some(&k3)).unwrap();
    let explicit = render(&parse("bounded --size 12 --max-take 3 --highlight pair").unwrap(), Some(&k3)).unwrap();
    assert!(with_k3.svg == explicit.svg, "inheriting --max-take draws the same chart");
    assert_ne!(with_k3.description, render(&req, Some(&k4)).unwrap().description, "the chart follows K");
    let plain = request("nim 7 5").unwrap();
    let e = render(&req, Some(&plain)).unwrap_err();
    assert!(
        e.message().contains("is an example of Nim, not of the game a bounded chart draws; give --max-take K"),
        "{}",
        e.message()
    );

    let req = parse("subtraction --size 20 --highlight main").unwrap();
    let s = request("subtraction 12 --set 1,3,4").unwrap();
    let explicit = parse("subtraction --set 1,3,4 --size 20 --highlight main").unwrap();
    assert!(render(&req, Some(&s)).unwrap().svg == render(&explicit, Some(&s)).unwrap().svg);
    let wrong = request("wythoff 4 7").unwrap();
    assert!(render(&req, Some(&wrong)).unwrap_err().message().contains("give --set"));
    assert!(
        parse("grundy --size 10").unwrap_err().message().contains("needs --set"),
        "no highlight: --set is required"
    );
}

#[test]
fn parse_errors_name_the_word() {
    let err = |text: &str| parse(text).unwrap_err();
    let e = err("wythof --size 20");
    assert_eq!(e.offset, Some(0));
    assert!(e.message().contains("unknown chart \"wythof\" (did you mean \"wythoff\"?)"), "{}", e.message());
    let e = err("wythoff --sise 20");
    assert_eq!(e.offset, Some(8));
    assert!(e.message().contains("did you mean --size?"), "{}", e.message());
    let e = err("wythoff --size twenty");
    assert_eq!((e.offset, e.message().as_str()), (Some(15), "--size \"twenty\" is not a whole number"));
    let e = err("wythoff --size 0");
    assert_eq!(e.offset, Some(15));
    assert!(e.message().contains("must be at least 1"));
    let e = err("wythoff --size 61");
    assert!(e.message().contains("at most 60"), "{}", e.message());
    let e = err("  wythoff");
    assert_eq!(e.offset, Some(2));
    assert!(e.message().contains("wythoff chart needs --size N (e.g. \"wythoff --size 20\")"), "{}", e.message());
    let e = err("wythoff 20");
    assert_eq!(e.offset, Some(8));
    assert!(err("").offset.is_none());
    let e = err("wythoff --size 20 --title Nice");
    assert_eq!(e.offset, Some(18));
    let e = err("wythoff --size 20 --at 4");
    assert_eq!(e.offset, Some(23));
    assert!(e.message().contains("takes X,Y"), "{}", e.message());
    let e = err("wythoff --size 20 --at 4,x");
    assert_eq!(e.offset, Some(25));
    let e = err("wythoff --size 20 --at 4,21");
    assert_eq!(e.offset, Some(25));
    assert!(e.message().contains("y = 21 is outside the chart"), "{}", e.message());
    let e = err("wythoff --size 20 --at 4,7 --highlight main");
    assert!(e.message().contains("not both"), "{}", e.message());
    let e = err("bash --n 30 --m 5 --at 10,0");
    assert!(e.message().contains("limit m = 0 is outside the chart: limit m starts at 1"), "{}", e.message());
    let e = err("nim3 --size 10 --at 1,2");
    assert_eq!(e.offset, Some(0));
    assert!(e.message().contains("--z"), "{}", e.message());
    let e = err("nim3 --size 10 --z 5 --at 1,2,6");
    assert_eq!(e.offset, Some(30));
    assert!(parse("nim3 --size 10 --at 1,2,3").is_ok());
    assert!(parse("nim3 --size 10 --highlight main").is_ok());
    let e = err("grundy --size 10");
    assert!(e.message().contains("needs --set"), "{}", e.message());
    let e = err("grundy --set 1,0 --size 10");
    assert_eq!(e.offset, Some(13));
    let e = err("grundy --set 1,3,x --size 10");
    assert_eq!(e.offset, Some(17));
    let e = err("grundy --set 1 --size 41");
    assert!(e.message().contains("at most 40"), "{}", e.message());
    let e = err("euler301 --bits 11");
    assert!(e.message().contains("at most 10"), "{}", e.message());
    let e = err("subtraction --set 1,2 --size 101");
    assert!(e.message().contains("at most 100"), "{}", e.message());
    let e = err("bounded --size 10 --max-take 0");
    assert_eq!(e.offset, Some(29));
    let e = err("nim2 --size 10 --misere=yes");
    assert!(e.message().contains("takes no value"), "{}", e.message());
    assert_eq!(parse("wythoff --size=20").unwrap().kind, ChartKind::Wythoff { size: 20, rays: false });
}

/// The P cells drawn on a `p-positions` chart, read back from the SVG's tooltips.
fn drawn_p(svg: &str) -> Vec<(u64, u64)> {
    svg.split("<title>P-position (")
        .skip(1)
        .map(|t| {
            let (x, rest) = t.split_once(", ").unwrap();
            (x.parse().unwrap(), rest.split(')').next().unwrap().parse().unwrap())
        })
        .collect()
}

#[test]
fn drawn_p_cells_agree_with_the_solver() {
    use crate::directive::parse_game;
    use crate::games::analysis::Solver;
    for words in [
        "kayles",
        "octal 0.137",
        "subtraction --set 2,5",
        "lasker",
        "grundy-game",
        "kayles --misere",
        "nim --max-take 3 --misere",
        "wythoff",
    ] {
        let size = 12;
        let c = chart(&format!("p-positions --game \"{words}\" --size {size}"));
        let game = parse_game(&split_words(words), &Defined::new()).unwrap();
        let mut solver = Solver::new(&game, size).unwrap();
        let mut expected = Vec::new();
        for x in 0..=size {
            for y in 0..=size {
                if !solver.wins(&[x, y]).unwrap() {
                    expected.push((x, y));
                }
            }
        }
        assert!(!expected.is_empty());
        assert_eq!(drawn_p(&c.svg), expected, "{words}");
    }
    // The heat map's zeros are the same cells, for a normal-play game.
    let map = chart("grundy-map dawson-kayles --size 12");
    assert_eq!(drawn_p(&map.svg), drawn_p(&chart("p-positions dawson-kayles --size 12").svg));
}

#[test]
fn period_marking_matches_heap_values() {
    use crate::games::rules::{HeapRule, Octal};
    use crate::games::values::HeapValues;
    let rule = HeapRule::octal(Octal::parse("0.77").unwrap());
    let values = HeapValues::shared(&rule, 100).unwrap();
    let p = values.period().unwrap();
    assert_eq!((p.pre_period, p.period), (71, 12), "Kayles: period 12 from 71 (Winning Ways)");
    let c = chart("sequence --game kayles --size 100");
    assert!(c.svg.contains(">\npre-period 0–70\n<"), "the pre-period is labelled");
    assert!(c.svg.contains(">\nperiod 12\n<"), "the period is labelled");
    assert!(c.description.contains("period 12 from n = 71 on"), "{}", c.description);
    // The shaded blocks: the pre-period, then every other period from 71.
    let plot = super::general::sequence(&parse_game_kayles(), 100, None, crate::views::i18n::english()).unwrap();
    let bands: Vec<(u64, u64)> = plot.bands.iter().map(|b| (b.from, b.to)).collect();
    assert_eq!(bands, [(0, 70), (71, 82), (95, 100)]);
    // A pure period (subtraction {1, 3, 4}: period 7 from 0) has no pre-period band.
    let plot = super::general::sequence(&subtraction_134(), 20, None, crate::views::i18n::english()).unwrap();
    let bands: Vec<(u64, u64)> = plot.bands.iter().map(|b| (b.from, b.to)).collect();
    assert_eq!(bands, [(0, 6), (14, 20)]);
    let heights: Vec<u64> = plot.marks.iter().map(|m| m.y).collect();
    assert_eq!(heights[..15], [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0]);
    // Grundy's game has no proved period: nothing is shaded.
    let plot =
        super::general::sequence(&parse_game_named("grundy-game"), 40, None, crate::views::i18n::english()).unwrap();
    assert!(plot.bands.is_empty() && !plot.description.contains("period"));
}

fn parse_game_named(words: &str) -> crate::games::catalogue::Game {
    crate::directive::parse_game(&split_words(words), &Defined::new()).unwrap()
}

fn parse_game_kayles() -> crate::games::catalogue::Game {
    parse_game_named("kayles")
}

fn subtraction_134() -> crate::games::catalogue::Game {
    parse_game_named("subtraction --set 1,3,4")
}

#[test]
fn highlight_inherits_the_game_of_any_example() {
    let seq = parse("sequence --size 30 --highlight main").unwrap();
    let kayles = request("kayles 9 4").unwrap();
    let c = render(&seq, Some(&kayles)).unwrap();
    assert!(c.title.starts_with("Kayles (octal 0.77)"), "{}", c.title);
    assert!(
        c.description.contains("Marked with a ring: row of 9 pins (row 1 of rows 9, 4); g(9) = 4"),
        "{}",
        c.description
    );
    let grid = parse("p-positions --size 12 --highlight main").unwrap();
    let three = request("lasker 3 5 6").unwrap();
    let c = render(&grid, Some(&three)).unwrap();
    assert!(c.title.starts_with("Lasker's Nim"), "{}", c.title);
    assert!(c.description.contains("(3, 5) of heaps 3, 5, 6"), "{}", c.description);
    assert!(!c.svg.contains("example main"));
    let misere = render(&grid, Some(&request("dawson-chess 4 --misere").unwrap())).unwrap();
    assert!(misere.title.contains("misère"), "{}", misere.title);
    assert!(misere.description.contains("(4, 0)"), "one heap is the pair (n, 0)");
    let nim = render(&parse("grundy-map --size 10 --highlight h").unwrap(), Some(&request("nim 3 5").unwrap()));
    assert!(nim.unwrap().title.starts_with("Nim:"));
    let wythoff = render(&grid, Some(&request("wythoff 3 5").unwrap())).unwrap();
    assert!(wythoff.description.contains("a P-position"), "{}", wythoff.description);
    // A game a lesson defines is found through the page's definitions.
    let mut defined = Defined::new();
    let script = "fn options(n) { let o = []; for k in 1..=2 { if k <= n { o.push(n - k); } } o }";
    let game = crate::games::script::ScriptGame::compile("twos", script).unwrap();
    defined.insert("twos".into(), std::sync::Arc::new(game));
    let req = parse_chart(&split_words("sequence --size 12 --highlight t"), &defined).unwrap();
    let request = crate::directive::parse_example_in(&split_words("twos 7"), &defined).unwrap();
    let c = super::render(&req, Some(&request), crate::views::i18n::english()).unwrap();
    let own = parse_chart(&split_words("p-positions twos --size 6"), &defined).unwrap();
    assert_eq!(
        drawn_p(&super::render(&own, None, crate::views::i18n::english()).unwrap().svg).len(),
        9 + 4 + 4,
        "x ≡ y (mod 3)"
    );
    assert!(c.description.contains("where the player to move loses: n = 0, 3, 6, 9 and 12."), "{}", c.description);
}

#[test]
fn general_chart_errors_say_what_to_do() {
    let err = |text: &str| parse(text).unwrap_err();
    let e = err("sequence --size 30");
    assert_eq!(e.offset, Some(0));
    assert!(e.message().contains("needs a game"), "{}", e.message());
    let e = err("sequence --game kayle --size 30");
    assert_eq!(e.offset, Some(16));
    assert!(e.message().contains("did you mean \"kayles\""), "{}", e.message());
    let e = err("p-positions --game lasker --size 61");
    assert!(e.message().contains("at most 60"), "{}", e.message());
    let e = err("grundy-map lasker --size 41");
    assert!(e.message().contains("at most 40"), "{}", e.message());
    let e = err("sequence lasker --size 101");
    assert!(e.message().contains("at most 100"), "{}", e.message());
    let e = err("sequence lasker --sise 10");
    assert!(e.message().contains("did you mean --size?"), "{}", e.message());
    let e = err("grundy-map lasker --size 10 --at 11,2");
    assert!(e.message().contains("x = 11 is outside the chart"), "{}", e.message());
    let render_err =
        |text: &str, example: &str| render(&parse(text).unwrap(), Some(&request(example).unwrap())).unwrap_err();
    let e = render_err("sequence kayles --size 30 --highlight main", "lasker 4");
    assert_eq!(e.offset, Some(38));
    assert!(e.message().contains("is an example of Lasker's Nim, but the chart draws Kayles"), "{}", e.message());
    let e = render_err("sequence --size 30 --highlight main", "wythoff 3 5");
    assert!(e.message().contains("not played on heaps"), "{}", e.message());
    let e = render_err("grundy-map --size 10 --highlight main", "kayles 3 --misere");
    assert!(e.message().contains("for misère play chart the P-positions"), "{}", e.message());
    let e = render_err("sequence --size 30 --highlight main", "xor-range 1 5");
    assert!(e.message().contains("not a game a chart can draw"), "{}", e.message());
    let e = render_err("sequence --size 30 --highlight main", "kayles 31");
    assert!(e.message().contains("raise --size to at least 31"), "{}", e.message());
    let e = render_err("subtraction --size 30 --highlight main", "kayles 3");
    assert!(e.message().contains("write \"sequence --highlight NAME\""), "{}", e.message());
}

#[test]
fn pn_strip_colours_one_heap_without_grundy_values() {
    let req = parse("pn-strip --game \"subtraction --set 1,2\" --size 12 --at 7").unwrap();
    let c = render(&req, None).unwrap();
    assert!(c.title.contains("P and N for one heap up to 12"), "{}", c.title);
    assert!(c.description.contains("The P-positions are n = 0, 3, 6, 9 and 12."), "{}", c.description);
    assert!(!c.svg.contains("Grundy") && !c.description.contains("Grundy"), "{}", c.description);
    assert!(c.svg.contains("n = 3: a P-position") && c.svg.contains("n = 4: an N-position"));
    assert!(c.description.contains("Marked with a ring: heap of 7; an N-position"), "{}", c.description);
    // Misère play works too: n = 1 is the losing heap in misère Nim with at most 2 per move.
    let misere = render(&parse("pn-strip --game \"subtraction --set 1,2 --misere\" --size 7").unwrap(), None).unwrap();
    assert!(misere.description.contains("The P-positions are n = 1, 4 and 7."), "{}", misere.description);
    // The strip follows a named example's game.
    let req = parse("pn-strip --size 30 --highlight main").unwrap();
    let ex = request("bash 23 2").unwrap();
    let c = render(&req, Some(&ex)).unwrap();
    assert!(c.description.contains("n = 0, 3, 6, 9"), "{}", c.description);
    assert!(c.description.contains("heap of 23"), "{}", c.description);
    let e = render(&parse("pn-strip --game wythoff --size 5").unwrap(), None).unwrap_err();
    assert!(e.message().contains("not played on heaps"), "{}", e.message());
}

#[test]
fn compare_normal_marks_exactly_the_cells_where_misere_differs() {
    let c = render(&parse("nim2 --size 5 --misere --compare-normal").unwrap(), None).unwrap();
    // Two-heap Nim: misère and normal agree except at (0, 0), (1, 1) (P in normal, N in misère)
    // and (0, 1), (1, 0) (P in misère only).
    assert!(c.description.contains("disagree (4 of them): (0, 0), (0, 1), (1, 0) and (1, 1)."), "{}", c.description);
    assert!(c.svg.contains("(1, 1): a P-position in normal play but not in misère play"));
    assert!(c.svg.contains("\"f-differs\"") && c.svg.contains("differs from normal play"));
    let general =
        render(&parse("p-positions --game \"nim --misere\" --size 5 --compare-normal").unwrap(), None).unwrap();
    assert!(general.description.contains("disagree (4 of them)"), "{}", general.description);
    let plain = render(&parse("nim2 --size 5 --misere").unwrap(), None).unwrap();
    assert!(!plain.svg.contains("-differs\""));
    let e = parse("nim2 --size 5 --compare-normal").unwrap_err();
    assert!(e.message().contains("add --misere"), "{}", e.message());
    let e = parse("p-positions --game kayles --size 5 --compare-normal").unwrap_err();
    assert!(e.message().contains("add --misere"), "{}", e.message());
    // A highlighted normal-play example cannot be compared with itself.
    let req = parse("p-positions --size 12 --highlight main --compare-normal").unwrap();
    let ex = request("nim 3 5").unwrap();
    assert!(render(&req, Some(&ex)).unwrap_err().message().contains("misère"));
    let ex = request("nim 3 5 --misere").unwrap();
    // Misère Nim with a heap above 1 is decided by the XOR, 3 xor 5 = 6.
    let c = render(&req, Some(&ex)).unwrap();
    assert_ring(&c, "(3, 5)", "an N-position, the player to move wins");
}

#[test]
fn wythoff_rays_meet_the_winning_moves() {
    let req = parse("wythoff --size 20 --highlight main --rays").unwrap();
    let ex = request("wythoff 9 14").unwrap();
    let c = render(&req, Some(&ex)).unwrap();
    assert!(
        c.svg.contains("queen&apos;s moves from (9, 14)") || c.svg.contains("queen's moves from (9, 14)"),
        "{}",
        c.svg
    );
    // (9, 14): the row meets (9 -> 8? no) — the engine's winning moves are the rays' P-positions.
    for m in crate::games::wythoff::winning_moves(9, 14) {
        let p = format!("({}, {})", m.leaves[0], m.leaves[1]);
        assert!(c.description.contains(&p), "{p} missing: {}", c.description);
    }
    assert!(c.description.contains("Moving to one of these is a winning move."));
    // From a P-position no ray meets a P-position.
    let c = render(&parse("wythoff --size 20 --at 4,7 --rays").unwrap(), None).unwrap();
    assert!(c.description.contains("on the row none, on the column none, on the diagonal none"), "{}", c.description);
    let without = render(&parse("wythoff --size 20 --at 4,7").unwrap(), None).unwrap();
    assert!(!without.description.contains("queen"));
    let e = parse("wythoff --size 20 --rays").unwrap_err();
    assert!(e.message().contains("--highlight NAME or --at X,Y"), "{}", e.message());
}

/// Lesson 3's chart: from the ringed cell the moves in heaps x and y run along its row and down
/// its column, and the P-positions they meet are the winning moves that stay in the slice.
#[test]
fn nim3_rays_are_the_row_and_column_of_the_ringed_cell() {
    let c = render(&parse("nim3 --size 15 --at 14,9,5 --rays").unwrap(), None).unwrap();
    assert!(c.svg.contains("moves from (14, 9) in heaps x and y"), "{}", c.svg);
    // 14 xor 9 xor 5 = 2: the row meets (12, 9) (12 = 9 xor 5); the column would need
    // 14 xor 5 = 11 > 9, so it meets none. Counted here without the engine.
    assert!(c.description.contains("on the row (12, 9), on the column none."), "{}", c.description);
    assert!(c.description.contains("Moving to one of these is a winning move."), "{}", c.description);
    assert!(c.svg.matches("stroke-width=\"2\"").count() >= 2, "two rays drawn");
    // From a P-position of the slice, no ray meets another.
    let p = render(&parse("nim3 --size 15 --at 3,6,5 --rays").unwrap(), None).unwrap();
    assert!(p.description.contains("on the row none, on the column none."), "{}", p.description);
    assert!(p.description.contains("third heap"), "{}", p.description);
    let without = render(&parse("nim3 --size 15 --at 14,9,5").unwrap(), None).unwrap();
    assert!(!without.description.contains("in heap x goes along the row"));
    let e = parse("nim3 --size 15 --z 5 --rays").unwrap_err();
    assert!(e.message().contains("--highlight NAME or --at X,Y,Z"), "{}", e.message());
}

/// A drawn text's box, estimated the way the layout estimates it ([`super::draw::text_width`]).
#[derive(Debug)]
pub(super) struct TextBox {
    pub text: String,
    /// Left-aligned and not bold: what the legend draws.
    pub plain_start: bool,
    pub x: (f64, f64),
    pub y: (f64, f64),
}

/// Every unrotated `<text>` of an SVG with its estimated box, from plotters' attributes: the
/// anchor places the box horizontally, `dy` says whether `y` is its top, middle or bottom.
pub(super) fn text_boxes(svg: &str) -> Vec<TextBox> {
    let attr = |tag: &str, name: &str| -> Option<String> {
        let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        Some(tag[start..].split('"').next()?.to_string())
    };
    let mut boxes = Vec::new();
    for part in svg.split("<text ").skip(1) {
        let (tag, rest) = part.split_once('>').unwrap();
        let tag = &format!(" {tag}");
        if tag.contains("transform=") {
            continue;
        }
        let text = rest.split('<').next().unwrap().trim().to_string();
        let num = |name: &str| attr(tag, name).unwrap().parse::<f64>().unwrap();
        let (x, y, size) = (num("x"), num("y"), num("font-size"));
        let bold = attr(tag, "font-weight").as_deref() == Some("bold");
        let w = super::draw::text_width(&text, size, bold);
        let x0 = match attr(tag, "text-anchor").as_deref() {
            Some("middle") => x - w / 2.0,
            Some("end") => x - w,
            _ => x,
        };
        let y0 = match attr(tag, "dy").as_deref() {
            Some("0.76em") => y,
            Some("-0.5ex") => y - size,
            _ => y - size / 2.0,
        };
        let plain_start = !bold && attr(tag, "text-anchor").as_deref() == Some("start");
        boxes.push(TextBox { text, plain_start, x: (x0, x0 + w), y: (y0, y0 + size) });
    }
    boxes
}

/// Whether two boxes come closer than `gap` in both directions.
pub(super) fn too_close(a: &TextBox, b: &TextBox, gap: f64) -> bool {
    a.x.0 < b.x.1 + gap && b.x.0 < a.x.1 + gap && a.y.0 < b.y.1 + gap && b.y.0 < a.y.1 + gap
}

#[test]
fn band_labels_keep_clear_of_each_other_and_the_axes() {
    let charts = [
        "sequence --game \"subtraction --set 2,4,7\" --size 40",
        "sequence kayles --size 100",
        "sequence --game kayles --size 100 --at 80",
        "subtraction --set 1,3,4 --size 30 --at 20",
        "sequence --game \"subtraction --set 1,3,4\" --size 30",
        "sequence --game \"subtraction --set 2,4,7\" --size 12",
        "sequence --game \"subtraction --set 3,5\" --size 100",
    ];
    for text in charts {
        let svg = chart(text).svg;
        let boxes = text_boxes(&svg);
        let labels: Vec<&TextBox> = boxes
            .iter()
            .filter(|b| b.text.starts_with("period ") || b.text.starts_with("pre-period "))
            .filter(|b| !b.text.contains(':'))
            .collect();
        assert!(labels.iter().any(|b| b.text.starts_with("period ")), "{text}: the period is labelled");
        for label in &labels {
            assert!(label.x.1 <= f64::from(super::draw::WIDTH), "{text}: {label:?} runs off the drawing");
            for other in boxes.iter().filter(|o| !std::ptr::eq(*o, *label)) {
                assert!(!too_close(label, other, 4.0), "{text}: {label:?} runs into {other:?}");
            }
        }
    }
}

#[test]
fn legends_fit_the_drawing() {
    let mut svgs: Vec<(String, String)> =
        SAMPLES.iter().map(|(name, text)| (name.to_string(), chart(text).svg)).collect();
    let seq = parse("sequence --size 40 --highlight main").unwrap();
    for example in ["grundy-game 9 7", "kayles 9 7 12 15 20 33 35", "subtraction 9 7 12 15 20 33 35 --set 1,3,4"] {
        let ex = request(example).unwrap();
        svgs.push((example.into(), render(&seq, Some(&ex)).unwrap().svg));
    }
    let grid = parse("p-positions --size 40 --highlight main").unwrap();
    let ex = request("lasker 13 25 6 17 38 21 9 33").unwrap();
    svgs.push(("lasker grid".into(), render(&grid, Some(&ex)).unwrap().svg));
    for (name, svg) in &svgs {
        assert_text_fits(name, svg);
    }
}

/// Checks that every text of a chart lies inside the drawing and no two legend entries overlap;
/// returns the text boxes for further checks.
pub(super) fn assert_text_fits(name: &str, svg: &str) -> Vec<TextBox> {
    let width = f64::from(super::draw::WIDTH);
    let boxes = text_boxes(svg);
    for b in &boxes {
        assert!(b.x.0 >= 0.0 && b.x.1 <= width, "{name}: {b:?} does not fit in {width}");
    }
    let legend: Vec<&TextBox> = boxes.iter().filter(|b| b.plain_start).collect();
    for (i, a) in legend.iter().enumerate() {
        for b in &legend[i + 1..] {
            assert!(!too_close(a, b, 0.0), "{name}: {a:?} overlaps {b:?}");
        }
    }
    boxes
}

/// The ASCII words of three or more letters in `text` that are not on the allow-list of names,
/// notation and code a Chinese chart may keep (game names as the Chinese course writes them).
pub(super) fn english_words(text: &str) -> Vec<String> {
    const ALLOWED: [&str; 12] =
        ["Kayles", "Dawson", "Lasker", "Grundy", "Sprague", "Guy", "Smith", "Project", "Euler", "mex", "mod", "sans"];
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !ALLOWED.contains(w))
        .map(String::from)
        .collect()
}

mod options;
mod zh;
