//! Tests of the charts in Chinese: every chart kind drawn with the `zh` messages has no English
//! word in its title, description, labels or tooltips, uses the course's words, fits its
//! drawing, and asks for fonts with CJK glyphs (`cargo run --example charts -- --lang zh` writes
//! them to /tmp/charts-zh to be looked at). (The English charts are tested in `../tests.rs`.)

use super::*;

fn chinese() -> crate::views::i18n::Lang<'static> {
    static MESSAGES: std::sync::OnceLock<std::sync::Arc<crate::views::i18n::Messages>> = std::sync::OnceLock::new();
    MESSAGES.get_or_init(crate::views::i18n::Messages::builtin).lang("zh")
}

/// Charts of every kind in Chinese: the samples, and highlights inherited from examples (parts of
/// larger examples, misère games, rays, compared play).
fn chinese_charts() -> Vec<(String, Chart)> {
    let mut charts: Vec<(String, Chart)> = SAMPLES
        .iter()
        .map(|(name, text)| (name.to_string(), crate::chart::render(&parse(text).unwrap(), None, chinese()).unwrap()))
        .collect();
    let named = [
        ("wythoff --size 20 --highlight h --rays", "wythoff 9 14"),
        ("wythoff --size 20 --highlight h --rays", "wythoff 4 7"),
        ("nim3 --size 15 --highlight h", "nim 3 5 6"),
        ("nim3 --size 15 --highlight h --rays", "nim 14 9 5"),
        ("nim2 --size 12 --misere --compare-normal --highlight h", "nim 1 1 --misere"),
        ("sequence --size 30 --highlight h", "kayles 9 4"),
        ("sequence --size 30 --highlight h", "dawson-chess 9"),
        ("sequence --size 40 --highlight h", "octal 4.07 9"),
        ("sequence --size 40 --highlight h", "subtraction 9 --set powers-of-two"),
        ("p-positions --size 12 --highlight h", "lasker 3 5 6"),
        ("p-positions --size 12 --highlight h", "dawson-kayles 4 --misere"),
        ("grundy-map --size 16 --highlight h", "nim 3 5"),
        ("grundy-map --size 12 --highlight h", "wythoff 2 3"),
        ("pn-strip --size 30 --highlight h", "bash 23 2"),
        ("pn-strip --size 30 --highlight h", "grundy-game 7 --misere"),
        ("bash --n 30 --m 5 --highlight h", "bash 23 2"),
        ("bounded --size 12 --highlight h", "nim 7 5 --max-take 3"),
        ("xor-upto --size 40 --highlight h", "xor-range 1 30"),
        ("xor-upto --size 4 --at 0", ""),
        ("xor-upto --size 4 --at 1", ""),
        ("xor-upto --size 4 --at 2", ""),
        ("euler301 --bits 8 --highlight h", "euler301 6"),
        ("euler301 --bits 3 --at 3", ""),
        ("sequence --game \"subtraction --set fibonacci\" --size 40 --at 3", ""),
        ("sequence --game \"subtraction --set 3\" --size 20", ""),
        ("p-positions --game \"nim --max-take 2 --misere\" --size 10 --compare-normal", ""),
    ];
    for (text, example) in named {
        let ex = (!example.is_empty()).then(|| request(example).unwrap());
        let c = crate::chart::render(&parse(text).unwrap(), ex.as_ref(), chinese())
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        charts.push((format!("{text} / {example}"), c));
    }
    charts
}

/// The text a reader sees or hears in an SVG: element text and tooltips, not attributes or the
/// chart's style rules.
fn svg_text(svg: &str) -> String {
    let mut out = String::new();
    let without_style = match (svg.find("<style>"), svg.find("</style>")) {
        (Some(a), Some(b)) => format!("{}{}", &svg[..a], &svg[b + "</style>".len()..]),
        _ => svg.to_string(),
    };
    let mut rest = without_style.as_str();
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        out.push(' ');
        rest = &rest[start + rest[start..].find('>').unwrap() + 1..];
    }
    out.push_str(rest);
    for (entity, c) in [("&apos;", "'"), ("&#39;", "'"), ("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")]
    {
        out = out.replace(entity, c);
    }
    out
}

#[test]
fn chinese_charts_have_no_english_words() {
    for (name, c) in chinese_charts() {
        for (what, text) in
            [("title", c.title.clone()), ("description", c.description.clone()), ("svg", svg_text(&c.svg))]
        {
            assert_eq!(english_words(&text), Vec::<String>::new(), "{name}: English in the {what}: {text}");
        }
        assert!(c.description.contains("态") || c.description.contains("⊕"), "{name}: {}", c.description);
        check_xml(&c.svg).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(c.svg.contains("font-family=\"-apple-system") && c.svg.contains("PingFang SC"), "{name}: CJK fonts");
    }
}

#[test]
fn chinese_charts_use_the_course_words() {
    let c =
        crate::chart::render(&parse("sequence --game kayles --size 100 --at 80").unwrap(), None, chinese()).unwrap();
    assert!(c.title.starts_with("保龄球游戏（八进制 0.77）：一排 0 到 100 个球瓶的 SG 值"), "{}", c.title);
    assert!(c.svg.contains(">\n预周期 0–70\n<") && c.svg.contains(">\n周期 12\n<"), "band labels");
    assert!(c.description.contains("从 n = 71 起，这些值以 12 为周期重复"), "{}", c.description);
    // The period's proof is the lesson's: a chart's words say what it shows.
    assert!(!c.description.contains("Guy 和 Smith"), "{}", c.description);
    assert!(c.description.contains("圆圈标出的是 80 个球瓶的一排：g(80) = "), "{}", c.description);
    let c = crate::chart::render(&parse("nim2 --size 5 --misere --compare-normal").unwrap(), None, chinese()).unwrap();
    assert!(c.title.starts_with("尼姆博弈（反常规则）：两堆（0 到 5）的 P 态"), "{}", c.title);
    assert!(c.description.contains("（共 4 个）：(0, 0)、(0, 1)、(1, 0) 和 (1, 1)。"), "{}", c.description);
    assert!(c.svg.contains("(1, 1)：在正常规则下是 P 态，在反常规则下不是"));
    let ex = request("lasker 3 5 6").unwrap();
    let c = crate::chart::render(&parse("p-positions --size 12 --highlight h").unwrap(), Some(&ex), chinese()).unwrap();
    assert!(c.description.contains("(3, 5)（3、5、6 这几堆中的前两堆）"), "{}", c.description);
    // The numbers are the English chart's: only the words change.
    let numbers = |t: &str| t.split(|c: char| !c.is_ascii_digit()).filter(|w| !w.is_empty()).count();
    let en = chart("grundy --set 1,3,4 --size 30 --at 7,2");
    let zh = crate::chart::render(&parse("grundy --set 1,3,4 --size 30 --at 7,2").unwrap(), None, chinese()).unwrap();
    assert_eq!(en.svg.matches("<title>").count(), zh.svg.matches("<title>").count());
    assert_eq!(en.svg.matches("<circle").count(), zh.svg.matches("<circle").count());
    assert!(numbers(&zh.description) > 30);
}

#[test]
fn chinese_text_fits_the_drawing() {
    for (name, c) in chinese_charts() {
        let boxes = assert_text_fits(&name, &c.svg);
        let labels: Vec<&TextBox> =
            boxes.iter().filter(|b| b.text.starts_with("周期") || b.text.starts_with("预周期")).collect();
        for label in labels.iter().filter(|b| !b.text.contains('：')) {
            for other in boxes.iter().filter(|o| !std::ptr::eq(*o, *label)) {
                assert!(!too_close(label, other, 4.0), "{name}: {label:?} runs into {other:?}");
            }
        }
    }
}

/// A chart's mistakes are worded in the reader's language: a Chinese reader reads each of them in
/// Chinese (the block's own words, its flags and the names of chart kinds kept as written), from
/// the message files, with no id left unworded; the English reader keeps the English sentences.
#[test]
fn chart_mistakes_are_worded_in_chinese_for_a_chinese_reader() {
    let defined = Defined::new();
    let mistake = |block: &str, example: Option<&str>| -> DirectiveError {
        let example = example.map(|e| crate::directive::parse_example_in(&split_words(e), &defined).unwrap());
        crate::chart::parse_chart(&split_words(block), &defined)
            .and_then(|req| crate::chart::render(&req, example.as_ref(), chinese()))
            .expect_err(block)
    };
    // Whole sentences: a message (with a nested one and a number), a flag's description, the
    // chart named in an unknown flag, a mistake naming a game, and the engine's refusal.
    let cases = [
        ("wythoff --size 100", None, "--size 100 太大：最多为 60（网格图的上限）"),
        ("wythoff --size", None, "选项 --size 需要一个值：图中最大的堆 N"),
        (
            "wythoff --size 5 --siz 3",
            None,
            "图表 wythoff 没有选项“--siz”（是不是想写 --size？）；可以写的选项有：--size、--rays、--highlight、--at",
        ),
        ("wythoff --size 5 --at 9,1", None, "--at：x = 9 在图外，图只画到 5；请把 --size 至少调到 9"),
        (
            "p-positions kayles --size 5 --axes 1",
            None,
            "--axes“1”有 1 个数；它要写局面的两个分量，先横轴后纵轴（例如 --axes 1,3）",
        ),
        (
            "wythoff --size 5 --highlight h",
            Some("bash 5 2"),
            "--highlight h 是巴什博弈（一堆，每步至多取 2 枚）的一个例题（1 堆），但 wythoff 图表需要一个正常规则下的 wythoff 例题",
        ),
        (
            "sequence wythoff --size 5",
            None,
            "威佐夫博弈不是在堆上进行的，没有单堆的 SG 值序列；请用 p-positions 或 grundy-map 作图",
        ),
    ];
    for (block, example, zh) in cases {
        let e = mistake(block, example);
        assert_eq!(e.message_in(chinese()), zh, "{block}");
        assert_ne!(e.message(), zh, "{block}: the English reader reads English");
    }
    // Every other mistake: Chinese, with no English word but the block's own, the example's, a
    // chart kind's, a sample block's (mock-turtles) and the names of flags.
    let others = [
        ("", None),
        ("wythof --size 3", None),
        ("wythoff --size 3 --title x", None),
        ("wythoff foo --size 3", None),
        ("wythoff", None),
        ("wythoff --size 0", None),
        ("euler301 --bits 20", None),
        ("p-positions kayles --size 5 --at", None),
        ("p-positions kayles --size 5 --foo", None),
        ("subtraction --size 5", None),
        ("sequence --size 5", None),
        ("p-positions kayles --size 5 --compare-normal", None),
        ("sequence wythoff --unit --size 5", None),
        ("p-positions wythoff --misere --size 5 --compare-sj", None),
        ("p-positions kayles --misere --size 5 --compare-sj --compare-normal", None),
        ("wythoff --size 5 --highlight a --at 1,2", None),
        ("wythoff --size 5 --at x,2", None),
        ("wythoff --size 5 --rays", None),
        ("nim3 --size 5", None),
        ("p-positions kayles --size 5 --axes 2,2", None),
        ("p-positions nim --size 5 --axes 1,3 --at 4,5", None),
        ("bash --n 5 --m 3 --at 1", None),
        ("bash --n 5 --m 3 --at 2,0", None),
        ("nim3 --size 5 --z 2 --at 1,2,3", None),
        ("p-positions nim --size 5 --axes 1,3 --at 1,2,9", None),
        ("wythoff --size 5 --highlight a", None),
        ("p-positions --size 5 --highlight a", Some("xor-range 1 4")),
        ("p-positions kayles --size 5 --highlight a", Some("nim 3 4")),
        ("grundy --size 5 --highlight a", Some("kayles 3 4")),
        ("sequence --unit --size 5 --highlight a", Some("kayles 3")),
        ("grundy-map kayles --misere --size 5", None),
    ];
    let kinds: String = crate::chart::parse::KINDS.iter().map(|k| k.1).collect::<Vec<_>>().join(" ");
    for (block, example) in others {
        let zh = mistake(block, example).message_in(chinese());
        let own = format!(
            "{block} {} {kinds} misere compare normal rays unit highlight axes title mock-turtles",
            example.unwrap_or("")
        );
        let english: Vec<String> = super::english_words(&zh)
            .into_iter()
            .filter(|w| !own.split(|c: char| !c.is_ascii_alphabetic()).any(|o| o == w))
            .collect();
        assert!(english.is_empty(), "{block}: {zh} has the English words {english:?}");
        assert!(zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)), "{block}: {zh}");
        assert!(!zh.contains("chart-") && !zh.contains("mistake-"), "{block}: an id is left unworded: {zh}");
    }
}
