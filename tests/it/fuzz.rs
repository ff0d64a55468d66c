//! Random lessons and random `{{ … }}` expressions thrown at the renderer, with a bounded budget
//! (a fixed number of cases, each small): it must never panic, and every error it reports must
//! name `file:line:col`. The pieces are the ones a teacher (or a typo) produces: prose, headings,
//! maths, callouts, links, and expressions built from the names, filters, functions, operators
//! and brackets the expression language has, including the ones the limits are for.

use nimbook::lesson::language;
use nimbook::lesson::render_lesson;
use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use std::path::Path;

const CASES: u32 = 256;

/// Tokens an expression is made of.
fn expression() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        Just("main".to_string()),
        Just(".nim_sum".to_string()),
        Just(".heaps".to_string()),
        Just("[0]".to_string()),
        Just(" | binary".to_string()),
        Just(" | binary(".to_string()),
        Just(" | and_list".to_string()),
        Just(" | join(\"x\")".to_string()),
        Just(" | length".to_string()),
        Just(" | replace(\"1\", \"22\")".to_string()),
        Just("example(\"nim 3 4 5\")".to_string()),
        Just("wythoff_pair(".to_string()),
        Just("xor_range(1, ".to_string()),
        Just("nim_sum([".to_string()),
        Just("range(".to_string()),
        Just("\"x\" * ".to_string()),
        Just("-".to_string()),
        Just("not ".to_string()),
        Just("(".to_string()),
        Just(")".to_string()),
        Just("]".to_string()),
        Just(", ".to_string()),
        Just(" ~ ".to_string()),
        Just(" + ".to_string()),
        (0u64..100_000).prop_map(|n| n.to_string()),
        Just("18446744073709551615".to_string()),
        Just("65536".to_string()),
        Just("\"".to_string()),
    ];
    prop::collection::vec(token, 1..12).prop_map(|ts| ts.concat())
}

/// Pieces of a lesson body.
fn piece() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("Some prose.\n".to_string()),
        Just("\n## A heading\n".to_string()),
        Just("$x \\oplus y < z$ ".to_string()),
        Just("$$\\frac{1}{2}$$\n".to_string()),
        Just("$\\operatorname{<b>x</b>}$\n".to_string()),
        Just("[link](01-other.md#part)\n".to_string()),
        Just("```theorem #t Title\nBody $a$\n```\n".to_string()),
        Just("```proof\n".to_string()),
        Just("`{{ code }}` ".to_string()),
        Just("{{ ".to_string()),
        Just(" }}".to_string()),
        Just("\n\n".to_string()),
        expression().prop_map(|e| format!("{{{{ {e} }}}} ")),
        "[a-z<>&{}$#*_ \\n\\\\-]{0,40}",
    ]
}

fn lesson() -> impl Strategy<Value = String> {
    let front = prop_oneof![
        Just(String::new()),
        Just("+++\ntitle = \"T\"\n[examples]\nmain = \"nim 8 12 13\"\n+++\n".to_string()),
        Just("\u{feff}+++\nsummary = \"S\"\n+++\n".to_string()),
    ];
    (front, prop::collection::vec(piece(), 0..16)).prop_map(|(f, ps)| format!("{f}{}", ps.concat()))
}

#[test]
fn random_lessons_never_panic_and_every_error_has_a_place() {
    let env = language::environment(None).unwrap();
    let mut runner = TestRunner::new(crate::util::proptest_config(CASES));
    runner
        .run(&lesson(), |text| {
            if let Err(errors) = render_lesson(&env, Path::new("content/05-x.md"), &text) {
                prop_assert!(!errors.is_empty());
                for e in errors {
                    let shown = e.to_string();
                    prop_assert!(e.line > 0 && e.column > 0, "no line:col in {shown:?} for {text:?}");
                    prop_assert!(shown.starts_with("content/05-x.md:"), "{shown}");
                }
            }
            Ok(())
        })
        .unwrap();
}
