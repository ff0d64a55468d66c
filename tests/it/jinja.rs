//! The lesson language is minijinja's: control flow, `set` with `namespace()`, loop filters,
//! `loop.*`, `if` without `else` and macros behave as in minijinja, inline or on their own
//! lines, in prose, tables and callouts (answers too), while code stays literal; every mistake
//! is reported once, at its file:line:col (issue 22, findings 1 to 5).

use nimbook::lesson::language;
use nimbook::lesson::render_lesson;
use std::path::Path;

/// A lesson whose `main` is `nim 3 4 5` (a win: take 2 from heap 1) and `lost` is `nim 1 2 3`.
fn lesson(body: &str) -> String {
    format!("+++\ntitle = \"T\"\n[examples]\nmain = \"nim 3 4 5\"\nlost = \"nim 1 2 3\"\n+++\n{body}")
}

/// The line of the body's first line in [`lesson`].
const FIRST: usize = 7;

fn render(body: &str) -> Result<String, Vec<String>> {
    let env = language::environment(None).unwrap();
    render_lesson(&env, Path::new("content/05-t.md"), &lesson(body))
        .map(|r| r.body)
        .map_err(|d| d.iter().map(|d| format!("{}:{}:{}: {}", d.path.display(), d.line, d.column, d.message)).collect())
}

/// The one error `body` must give, which must start with `at` (`line:column`, in the body).
fn one_error(body: &str, line: usize, column: usize) -> String {
    let errors = render(body).unwrap_err();
    assert_eq!(errors.len(), 1, "{body}: {errors:#?}");
    let at = format!("content/05-t.md:{}:{column}: ", FIRST + line - 1);
    assert!(errors[0].starts_with(&at), "{body}: expected {at}, got {errors:#?}");
    errors[0].clone()
}

#[test]
fn an_inline_loop_prints_each_item() {
    let html = render("{% for h in main.heaps %}heap {{ h }}; {% endfor %}\n").unwrap();
    // The paragraph's last space is dropped by Markdown, as for any paragraph.
    assert_eq!(html, "<p>heap 3; heap 4; heap 5;</p>\n");
}

#[test]
fn a_loop_and_a_set_in_the_middle_of_a_line() {
    let html =
        render("Heaps {% for h in main.heaps %}{{ h }}{% if not loop.last %}, {% endif %}{% endfor %} in all.\n")
            .unwrap();
    assert_eq!(html, "<p>Heaps 3, 4, 5 in all.</p>\n");
    let html = render("The sum {% set s = main.nim_sum %}is {{ s }}, twice {{ s * 2 }}.\n").unwrap();
    assert_eq!(html, "<p>The sum is 2, twice 4.</p>\n");
}

#[test]
fn loop_index_and_last() {
    let body = "{% for h in main.heaps %}\n- {{ loop.index }}/{{ loop.length }} {{ h }}{{ \".\" if loop.last }}\n{% endfor %}\n";
    let html = render(body).unwrap();
    assert_eq!(html, "<ul>\n<li>1/3 3</li>\n<li>2/3 4</li>\n<li>3/3 5.</li>\n</ul>\n");
}

#[test]
fn a_loop_inside_an_answer_and_a_theorem() {
    let body = "```exercise\nFind the winning moves.\n```\n\n```answer\n{% for m in main.winning_moves %}\n\
                - take {{ m.take }} from heap {{ m.heap }}\n{% endfor %}\n```\n\n\
                ```theorem\nHeaps {% for h in main.heaps %}{{ h }} {% endfor %}win; `{{ code }}` stays.\n```\n";
    let html = render(body).unwrap();
    assert!(html.contains("<li>take 2 from heap 1</li>"), "{html}");
    assert!(html.contains("Heaps 3 4 5 win; <code>{{ code }}</code> stays."), "{html}");
}

#[test]
fn an_if_without_else_prints_nothing_when_false() {
    let html = render("a{{ \"y\" if not main.first_player_wins }}b {{ \"z\" if main.first_player_wins }}\n").unwrap();
    assert_eq!(html, "<p>ab z</p>\n");
}

#[test]
fn a_loop_filter_and_namespace_accumulate() {
    let html = render("{% for k in range(10) if k is odd %}{{ k }}{% endfor %}\n").unwrap();
    assert_eq!(html, "<p>13579</p>\n");
    let body = "{% set ns = namespace(total=0) %}\n{% for h in main.heaps %}\n{% set ns.total = ns.total + h %}\n\
                {% endfor %}\nTotal {{ ns.total }}.\n";
    assert_eq!(render(body).unwrap(), "<p>Total 12.</p>\n");
    // The issue's Zeckendorf sum of 20, in one loop instead of ten `set` lines.
    let body = "{% set ns = namespace(rest=20, parts=[]) %}{% for f in [13, 8, 5, 3, 2, 1] %}\
                {% if f <= ns.rest %}{% set ns.parts = ns.parts + [f] %}{% set ns.rest = ns.rest - f %}{% endif %}\
                {% endfor %}20 = {{ ns.parts | join(\" + \") }}\n";
    assert_eq!(render(body).unwrap(), "<p>20 = 13 + 5 + 2</p>\n");
}

#[test]
fn macros_work() {
    let body = "{% macro heap(n) %}a heap of {{ n }}{% endmacro %}\nWe take {{ heap(3) }} and {{ heap(4) }}.\n";
    assert_eq!(render(body).unwrap(), "<p>We take a heap of 3 and a heap of 4.</p>\n");
}

/// Words a macro or a `{% set %}…{% endset %}` block wrote name a game as they would print: the
/// page's marks in them (of printed values, of places, of code kept literal) are read back.
#[test]
fn example_words_from_a_macro_or_a_set_block_are_read_as_printed() {
    let html = render("{% macro w(n) %}nim {{ n }} 5{% endmacro %}{{ example(w(3)).nim_sum }}\n").unwrap();
    assert_eq!(html, "<p>6</p>\n");
    let html =
        render("{% set w %}nim {{ 3 }} {{ [5, 6] | join(\" \") }}{% endset %}{{ example(w).nim_sum }}\n").unwrap();
    assert_eq!(html, "<p>0</p>\n");
    // A macro calling a macro, and a value printed inside the block.
    let body = "{% macro h(n) %}{{ n }}{% endmacro %}{% macro w(a, b) %}nim {{ h(a) }} {{ h(b) }}{% endmacro %}\
                {{ example(w(1, 2)).nim_sum }} {{ example(w(4, 4)).first_player_wins }}\n";
    assert_eq!(render(body).unwrap(), "<p>3 False</p>\n");
    // Built in an expression, the same words work too.
    assert_eq!(
        render("{% set w = \"nim \" ~ [3, 5] | join(\" \") %}{{ example(w).nim_sum }}\n").unwrap(),
        "<p>6</p>\n"
    );
    // Words that are not a game's are refused as any others are, by their words.
    let e = one_error("{% set w %}nim {{ 3 }} x{% endset %}{{ example(w).nim_sum }}\n", 1, 37);
    assert!(e.contains("example(\"nim 3 x\")"), "{e}");
}

#[test]
fn values_are_text_and_bars_work_in_tables() {
    // Markdown inside a value is shown as written, never read as Markdown.
    let html = render("{{ \"**wins**\" if main.first_player_wins }} <{{ \"b\" }}>\n").unwrap();
    assert_eq!(html, "<p>**wins** &lt;b&gt;</p>\n");
    // A bar in a tag, written plainly or escaped, is the filter's bar.
    let html =
        render("| a | b |\n|---|---|\n| {{ main.heaps | join(\"+\") }} | {{ main.heaps \\| length }} |\n").unwrap();
    assert!(html.contains("<td>3+4+5</td><td>3</td>"), "{html}");
}

/// A value marked safe is HTML, put in as minijinja prints it; any other value is text.
#[test]
fn a_safe_value_is_html() {
    let html = render("A {{ \"<b>bold</b>\" | safe }} and {{ \"<b>text</b>\" }}.\n").unwrap();
    assert_eq!(html, "<p>A <b>bold</b> and &lt;b&gt;text&lt;/b&gt;.</p>\n");
}

#[test]
fn values_in_addresses_are_put_in() {
    let html = render("[more](https://example.org/{{ main.nim_sum }}) and <b>{{ \"<i>\" }}</b>\n").unwrap();
    assert_eq!(html, "<p><a href=\"https://example.org/2\">more</a> and <b>&lt;i&gt;</b></p>\n");
}

#[test]
fn loops_make_table_rows_and_code_stays_literal() {
    let body = "| h |\n|---|\n{% for h in main.heaps %}\n| {{ h }} |\n{% endfor %}\n\n\
                `{% for %}` and\n\n```text\n{{ main }}\n```\n";
    let html = render(body).unwrap();
    assert!(html.contains("<td>3</td></tr>\n<tr><td>4</td></tr>\n<tr><td>5</td>"), "{html}");
    assert!(html.contains("<code>{% for %}</code> and"), "{html}");
    assert!(html.contains("<pre><code class=\"language-text\">{{ main }}\n</code></pre>"), "{html}");
}

#[test]
fn an_error_in_a_loop_is_reported_once_at_its_place() {
    let e = one_error("Start.\n{% for h in main.heaps %}\nheap {{ h.size }}\n{% endfor %}\n", 3, 6);
    assert!(e.contains("misspelt"), "{e}");
    assert!(e.contains("h.size"), "{e}");
}

#[test]
fn each_mistake_once_at_its_place() {
    let errors =
        render("A {{ mian.nim_sum }}.\n\nB {{ main.heaps | and_lst }}.\n\nC {{ main.nim_sum }}.\n").unwrap_err();
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert!(errors[0].starts_with(&format!("content/05-t.md:{FIRST}:3: ")), "{errors:#?}");
    assert!(errors[0].contains("no example named \"mian\" (did you mean \"main\"?)"), "{errors:#?}");
    assert!(errors[1].starts_with(&format!("content/05-t.md:{}:3: ", FIRST + 2)), "{errors:#?}");
    assert!(errors[1].contains("did you mean \"and_list\"?"), "{errors:#?}");
}

#[test]
fn block_tag_mistakes_give_one_message() {
    let e = one_error("Text.\n\n{% if main.first_player_wins %}\nYes.\n", 3, 1);
    assert!(e.contains("syntax error"), "{e}");
    one_error("Text {% endfor %}\n", 1, 6);
    let e = one_error("One.\n{% for m in main.nim_sum %}x{% endfor %}\n", 2, 1);
    assert!(e.contains("cannot be computed"), "{e}");
    let e = one_error("x\n\n{% for k in range(64) if k is odd and %}{{ k }}{% endfor %}\n", 3, 1);
    assert!(e.contains("syntax error"), "{e}");
}

#[test]
fn an_empty_list_explains_itself_once() {
    let e = one_error("Take {{ lost.winning_moves[0].take }}.\n", 1, 6);
    assert!(e.contains("this position has no winning moves"), "{e}");
}

#[test]
fn printing_none_says_the_value_is_missing() {
    // The formatter's refusal is reported by its type (not by reading its message): once, at
    // the value, with nimbook's explanation.
    let e = one_error("x\n{% set nothing = none %}Here: {{ nothing }}.\n", 2, 31);
    assert!(e.contains("has no value"), "{e}");
}

#[test]
fn a_runaway_loop_names_its_limit() {
    let e = one_error("x\n{% for i in range(100000) %}{% for j in range(3) %}{{ j }}{% endfor %}{% endfor %}\n", 2, 52);
    assert!(e.contains("more than 100000 values; loop"), "{e}");
    // A loop that prints no value is stopped by the size of what it writes.
    let e =
        one_error("x\n{% for i in range(100000) %}{% for j in range(9) %}0123456789{% endfor %}{% endfor %}\n", 2, 1);
    assert!(e.contains("more than 4000000 bytes; loop") && !e.contains("MAX_"), "{e}");
    // A loop that writes nothing is stopped by minijinja's fuel.
    let e = one_error("x\n{% for i in range(100000) %}{% for j in range(100) %}{% endfor %}{% endfor %}\n", 2, 29);
    assert!(e.contains("more than 5000000 steps; loop") && !e.contains("FUEL"), "{e}");
}

#[test]
fn comments_raw_and_whitespace_control() {
    let html = render("a\n{# a note #}\nb {%- if true %} c{% endif %}\n{% raw %}{{ x }}{% endraw %}\n").unwrap();
    assert_eq!(html, "<p>a\nb c\n{{ x }}</p>\n");
}

#[test]
fn errors_after_code_and_values_keep_their_place() {
    // Code taken out of the template and a loop before the mistake do not move it.
    let body = "`{{ x }}` {% for h in main.heaps %}{{ h }}{% endfor %}\n\n```text\n{{ y }}\n```\n\nThen $\\foo x$.\n";
    let e = one_error(body, 7, 7);
    assert!(e.contains("unknown command \\foo"), "{e}");
}

#[test]
fn a_failed_game_is_reported_once_at_its_block() {
    let text = "+++\ntitle = \"T\"\n[examples]\nbroken = \"spoilt 5\"\n+++\n\
                ```game spoilt\nfn options(n) {\n    let x = ;\n}\n```\n\n\
                {{ broken.grundy }} and {{ example(\"spoilt 3\").grundy }}.\n\n\
                ```example\nspoilt 4\n```\n\n```chart\ngrundy spoilt 0..10\n```\n";
    let env = language::environment(None).unwrap();
    let errors = render_lesson(&env, Path::new("content/05-t.md"), text).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert_eq!((errors[0].line, errors[0].column), (8, 13), "{errors:#?}");
}

#[test]
fn a_runaway_rule_is_reported_once_at_its_block_naming_its_limit() {
    let text = "+++\ntitle = \"T\"\n[examples]\na = \"spin 45\"\nb = \"spin 46\"\n+++\n\
                ```game spin\nfn options(n) {\n    if n >= 40 { loop { } }\n    []\n}\n```\n\n\
                {{ a.grundy }} and {{ b.grundy }}.\n\n```example\nspin 5\n```\n";
    let env = language::environment(None).unwrap();
    let errors = render_lesson(&env, Path::new("content/05-t.md"), text).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert_eq!((errors[0].line, errors[0].column), (8, 1), "{errors:#?}");
    assert!(errors[0].message.to_string().contains("200000 operations"), "{errors:#?}");
    assert!(errors[0].message.to_string().contains("while computing \"spin 45\", line 4"), "{errors:#?}");
}

#[test]
fn a_rule_that_fails_while_it_runs_is_reported_at_its_own_line() {
    // A heap game whose helper throws for one heap: the error stands at the `throw`, inside the
    // helper the rule called, and says for which heap.
    let text = "+++\ntitle = \"T\"\n+++\n\
                ```game picky\nfn options(n) {\n    check(n);\n    if n == 0 { [] } else { [n - 1] }\n}\n\
                fn check(n) {\n    if n == 13 { throw \"no thirteen\"; }\n}\n```\n\n\
                ```example\npicky 20\n```\n";
    let env = language::environment(None).unwrap();
    let errors = render_lesson(&env, Path::new("content/05-t.md"), text).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert_eq!((errors[0].line, errors[0].column), (10, 18), "{errors:#?}");
    assert!(errors[0].message.to_string().contains("failed for a heap of 13, at line 6 of the rule"), "{errors:#?}");
    assert!(errors[0].message.to_string().contains("no thirteen"), "{errors:#?}");
    // A tuple game indexing past its tuple: the error stands at the index.
    let text = "+++\ntitle = \"T\"\n+++\n\
                ```game reach\nfn moves(p) {\n    let out = [];\n    if p[0] > 0 { out.push([p[0] - 1, p[3]]); }\n    out\n}\n```\n\n\
                ```example\nreach 3 4\n```\n";
    let errors = render_lesson(&env, Path::new("content/05-t.md"), text).unwrap_err();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert_eq!(errors[0].line, 7, "{errors:#?}");
    assert!(errors[0].message.to_string().contains("for (3, 4), at line 3 of the rule"), "{errors:#?}");
}

/// Issue 43: a value in a block's `title=` is the title's own; the values printed after the
/// block are still the page's (the title's template once took their place, and every later
/// value showed as a raw mark or as the title's).
#[test]
fn a_value_in_a_title_leaves_the_pages_values_alone() {
    let html = render(
        "Before: {{ lost.nim_sum }}.\n\n```example main playout=none title=\"Heaps {{ main.heaps | and_list }}\"\n```\n\n\
         After: {{ main.nim_sum }} and {{ example(\"nim 1 2\").nim_sum }}.\n",
    )
    .unwrap();
    assert!(html.contains("Before: 0."), "{html}");
    assert!(html.contains("Heaps 3, 4 and 5"), "{html}");
    assert!(html.contains("After: 2 and 3."), "{html}");
    assert!(!html.contains('\u{FDD3}') && !html.contains('\u{FDD1}'), "{html}");
}

/// Issue 43: minijinja's own bounds are named with their numbers, and nothing internal.
#[test]
fn the_template_languages_own_bounds_say_their_numbers() {
    let e = one_error("{% for i in range(200000) %}{% endfor %}\n", 1, 1);
    assert!(e.contains("range() gives at most 100000 numbers"), "{e}");
    let e = one_error("{% macro f(n) %}{{ f(n + 1) }}{% endmacro %}{{ f(1) }}\n", 1, 17);
    assert!(e.contains("at most 64 deep") && !e.contains("--json"), "{e}");
}
