//! Prose that follows the numbers: control flow (`{% if %}`, `{% for %}`, `{% set %}`) across
//! paragraphs, lists and tables, the front matter's `[data]`, the prose filters, and messages
//! for an empty list or a mistyped filter. The fixture `lessons/any-position.md` must read true
//! whether its main example is a winning or a losing position.

use crate::util::fixture;
use nimbook::lesson::language;
use nimbook::lesson::render_lesson;
use std::path::Path;

fn lesson_with_main(words: &str) -> String {
    let text = std::fs::read_to_string(fixture("lessons/any-position.md")).unwrap();
    text.replace("main = \"nim 3 4 5\"", &format!("main = \"{words}\""))
}

fn render(text: &str) -> Result<String, Vec<String>> {
    let env = language::environment(None).unwrap();
    render_lesson(&env, Path::new("content/05-any.md"), text)
        .map(|r| r.body)
        .map_err(|d| d.iter().map(ToString::to_string).collect())
}

#[test]
fn a_winning_position_reads_true() {
    let html = render(&lesson_with_main("nim 3 4 5")).unwrap();
    assert!(html.contains("The first player wins: there is 1 winning move."), "{html}");
    assert!(html.contains("<li>The first takes 2 from heap 1, leaving 1.</li>"), "{html}");
    assert!(!html.contains("loses"), "{html}");
    assert!(html.contains("<td>3rd</td><td>5</td>"), "{html}");
    assert!(html.contains("The stairs 3, 2 or 6 hold 11 counters"), "{html}");
    assert!(html.contains("<code>{% if %}</code> and <code>{{ x }}</code>"), "{html}");
    assert!(html.contains("{% for x in y %}{{ x }}{% endfor %}"), "{html}");
    assert!(html.contains("<h2 id=\"position\">"), "{html}");
}

#[test]
fn a_losing_position_still_builds_and_reads_true() {
    let html = render(&lesson_with_main("nim 1 2 3")).unwrap();
    assert!(html.contains("The first player loses: every move leaves a nim-sum other than"), "{html}");
    assert!(!html.contains("wins"), "{html}");
    assert!(!html.contains("<li>"), "{html}");
    assert!(html.contains("The heaps are 1, 2 and 3 and the nim-sum is 0."), "{html}");
}

#[test]
fn an_empty_list_is_called_empty() {
    let text = "+++\n[examples]\nmain = \"nim 1 2 3\"\n+++\nTake {{ main.winning_moves[0].take }}.\n";
    let errors = render(text).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].starts_with("content/05-any.md:5:6: "), "{errors:?}");
    assert!(errors[0].contains("this position has no winning moves"), "{errors:?}");
    assert!(errors[0].contains("empty list"), "{errors:?}");
    assert!(!errors[0].contains("misspelt"), "{errors:?}");
}

#[test]
fn a_mistyped_filter_lists_the_filters() {
    let text = "+++\n[examples]\nmain = \"nim 1 2 3\"\n+++\nHeaps {{ main.heaps | and_lst }}.\n";
    let errors = render(text).unwrap_err();
    assert!(errors[0].contains("no filter \"and_lst\" (did you mean \"and_list\"?)"), "{errors:?}");
    assert!(errors[0].contains("plural, ") || errors[0].contains("plural;"), "{errors:?}");
}

#[test]
fn control_flow_mistakes_are_errors_at_their_tag() {
    let cases = [
        ("{% if main.first_player_wins %}\nYes.\n", "5:1: this {% if %} is never closed"),
        ("Text.\n{% endfor %}\n", "6:1: \"{% endfor %}\" is not valid: syntax error: unknown statement endfor"),
        (
            "{% include 'x' %}\n",
            "5:1: \"{% include 'x' %}\": there is no template \"x\": a lesson imports and includes the templates of \
             the site's templates/ folder (templates/x)",
        ),
        ("{% for m in main.nim_sum %}x{% endfor %}\n", "5:1: \"{% for m in main.nim_sum %}\" cannot be computed"),
        ("{% if mian.first_player_wins %}x{% endif %}\n", "did you mean \"main\"?"),
    ];
    for (body, expected) in cases {
        let text = format!("+++\n[examples]\nmain = \"nim 1 2 3\"\n+++\n{body}");
        let errors = render(&text).unwrap_err();
        assert!(errors.iter().any(|e| e.contains(expected)), "{body}: {errors:?}");
    }
}

#[test]
fn a_loop_variable_error_points_into_the_loop() {
    let text =
        "+++\n[examples]\nmain = \"nim 3 4 5\"\n+++\n{% for m in main.winning_moves %}\n* {{ m.tkae }}\n{% endfor %}\n";
    let errors = render(text).unwrap_err();
    assert!(errors[0].starts_with("content/05-any.md:6:3: "), "{errors:?}");
}

#[test]
fn a_title_with_maths_and_values_is_rendered() {
    let env = language::environment(None).unwrap();
    let r = render_lesson(&env, Path::new("content/05-any.md"), &lesson_with_main("nim 3 4 5")).unwrap();
    assert_eq!(r.title.as_deref(), Some("Who wins at ⊕ with 3, 4 and 5?"));
    let html = r.title_html.unwrap();
    assert!(html.starts_with("Who wins at <math") && html.ends_with(" with 3, 4 and 5?"), "{html}");
    // Headings without computed values keep their anchors; an explicit {#id} wins.
    assert_eq!(r.toc[0].id, "position");
}

#[test]
fn raw_html_in_a_title_is_text_with_maths_or_values_as_without() {
    let env = language::environment(None).unwrap();
    for title in ["<script>alert(1)</script> and $x$", "<script>alert(1)</script> and {{ 1 + 1 }}"] {
        let text = format!("+++\ntitle = \"{title}\"\n+++\nBody.\n");
        let r = render_lesson(&env, Path::new("content/05-any.md"), &text).unwrap();
        let html = r.title_html.unwrap();
        assert!(html.starts_with("&lt;script&gt;alert(1)&lt;/script&gt; and "), "{title}: {html}");
        assert!(!html.contains("<script"), "{html}");
    }
}

#[test]
fn anchors_do_not_follow_the_numbers() {
    let anchor = |words: &str| {
        let text = format!("+++\n[examples]\nmain = \"{words}\"\n+++\n## Moves from {{{{ main.heaps | and_list }}}}\n");
        let env = language::environment(None).unwrap();
        render_lesson(&env, Path::new("content/05-any.md"), &text).unwrap().toc[0].clone()
    };
    let (a, b) = (anchor("nim 3 4 5"), anchor("nim 1 2 3"));
    assert_eq!((a.id.as_str(), b.id.as_str()), ("moves-from", "moves-from"));
    assert_eq!(a.title, "Moves from 3, 4 and 5");
}

#[test]
fn repeated_headings_get_numbered_anchors_that_never_collide() {
    let text = "+++\ntitle = \"T\"\n+++\n## A\n\n## A\n\n## A 2\n\n## A\n\n## A-3\n";
    let env = language::environment(None).unwrap();
    let r = render_lesson(&env, Path::new("content/05-any.md"), text).unwrap();
    let ids: Vec<&str> = r.toc.iter().map(|t| t.id.as_str()).collect();
    // The third heading's own anchor was taken by the second; the fifth's by the fourth.
    assert_eq!(ids, ["a", "a-2", "a-2-2", "a-3", "a-3-2"]);
}

#[test]
fn example_words_may_use_the_front_matters_data() {
    let text = "+++\n[data]\nstairs = [3, 2, 6]\n[examples]\nmain = \"nim {{ data.stairs | join(' ') }}\"\n+++\n\
                Nim-sum {{ main.nim_sum }}.\n\n```example\nbash {{ data.stairs[2] }} 2\n```\n";
    let html = render(text).unwrap();
    assert!(html.contains("Nim-sum 7."), "{html}");
    assert!(html.contains("Bash game (one heap, at most 2 per move), heap of 6</p>"), "{html}");
    let bad = text.replace("data.stairs | join", "main.heaps | join");
    let errors = render(&bad).unwrap_err();
    assert!(errors[0].contains("example words may use the front matter's [data]"), "{errors:?}");
}

#[test]
fn printed_values_count_toward_the_pages_text() {
    // 3,000 copies of a 1 MB value: refused at the value, not kept in memory (3 GB).
    let text =
        "+++\ntitle = \"V\"\n+++\n{% set big = \"x\" * 1000000 %}{% for i in range(3000) %}{{ big }}{% endfor %}\n";
    let errors = render(text).unwrap_err();
    assert!(errors[0].contains("more than 4000000 bytes") && errors[0].contains("counting the values"), "{errors:?}");
    assert!(errors[0].starts_with("content/05-any.md:4:"), "{errors:?}");
    // 50 values of 100,000 bytes each make 5 MB: refused too.
    let text = format!("+++\ntitle = \"V\"\n+++\n{}\n", "{{ \"x\" * 100000 }} ".repeat(50));
    assert!(render(&text).unwrap_err()[0].contains("more than 4000000 bytes"));
    // 30 of them are 3 MB: written.
    let text = format!("+++\ntitle = \"V\"\n+++\n{}\n", "{{ \"x\" * 100000 }} ".repeat(30));
    assert!(render(&text).is_ok());
}

#[test]
fn a_lesson_of_too_many_elements_is_refused_before_it_costs_memory() {
    // 5,000 rows of 200 cells: three million elements, refused at the row where the count passes.
    let mut text = String::from("+++\ntitle = \"T\"\n+++\n");
    text += &format!("|{}|\n|{}|\n", vec!["c"; 200].join("|"), vec!["-"; 200].join("|"));
    for _ in 0..5000 {
        text += &format!("|{}|\n", vec!["7"; 200].join("|"));
    }
    let errors = render(&text).unwrap_err();
    assert!(errors[0].contains("more than 200000 Markdown elements"), "{errors:?}");
    let line: usize = errors[0].split(':').nth(1).unwrap().parse().unwrap();
    assert!((300..400).contains(&line), "at the row where the count passes: {errors:?}");
    // The same table made by a loop: counted after the template ran, placed in the loop.
    let looped = format!(
        "+++\ntitle = \"T\"\n+++\n|{}|\n|{}|\n{{% for r in range(5000) %}}\n|{}|\n{{% endfor %}}\n",
        vec!["c"; 200].join("|"),
        vec!["-"; 200].join("|"),
        vec!["7"; 200].join("|")
    );
    let errors = render(&looped).unwrap_err();
    assert!(errors[0].contains("Markdown elements") && errors[0].starts_with("content/05-any.md:7:"), "{errors:?}");
}

#[test]
fn a_runaway_loop_is_refused() {
    let text = "+++\n[examples]\nmain = \"nim 1 2 3\"\n+++\n{% for i in range(100000) %}\n{% for j in range(2) %}xxxxxxxxxxxxxxxxxxxxxxxx{% endfor %}\n{% endfor %}\n";
    let errors = render(text).unwrap_err();
    assert!(errors[0].contains("more than 4000000 bytes"), "{errors:?}");
}
