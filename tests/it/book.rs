//! The manual in `book/`: a nimbook site like a course. It builds with no error and no warning,
//! every chapter is in the README's list, and the pages show each kind of block live — a worked
//! example's computed table, `{% if %}`/`{% for %}` run on two examples, charts as SVG, play
//! widgets with their tables, a teacher's `game` block used by an example, a chart and a game,
//! certificates that hold, tested listings with their notes — next to its source, which stays
//! literal; and it states the bounds of a build (memory, time) as the code sets them.

use crate::util::copy_dir;
use nimbook::site::{self, Layout};
use std::fs;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The manual built into a temporary folder: (the folder, its output).
fn built_book() -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    for dir in ["content", "templates"] {
        copy_dir(&repo().join("book").join(dir), &tmp.path().join(dir));
    }
    fs::copy(repo().join("book/nimbook.toml"), tmp.path().join("nimbook.toml")).unwrap();
    let out = tmp.path().join("output");
    let summary = site::build(&Layout::new(tmp.path()), &out, nimbook::views::i18n::english())
        .unwrap_or_else(|e| panic!("{}", nimbook::error::report(&e, nimbook::views::i18n::english())));
    let warnings: Vec<String> = summary.warnings.iter().map(ToString::to_string).collect();
    assert!(warnings.is_empty(), "the manual builds without warnings: {warnings:#?}");
    let chapters = fs::read_dir(tmp.path().join("content"))
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().extension().is_some_and(|x| x == "md"))
        .count();
    assert_eq!(summary.lessons, chapters);
    (tmp, out)
}

fn page(out: &Path, name: &str) -> String {
    fs::read_to_string(out.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn the_manual_builds_and_shows_every_kind_of_block_live() {
    let (_tmp, out) = built_book();

    // Its own words for the page furniture (templates/messages/en/site.ftl).
    let intro = page(&out, "introduction.html");
    assert!(intro.contains("Chapter 1 of 24"), "the manual's message override");
    // A worked example: Nim's binary table with the nim-sum row, computed for nim 8 12 13.
    assert!(intro.contains("<section class=\"worked worked-nim\" id=\"example-main\""));
    assert!(intro.contains("class=\"binary-table\""));
    assert!(intro.contains("Their nim-sum is\n9, which is 1001 in binary"), "{{ }} in prose");
    assert!(out.join("img/course-page.png").is_file() && out.join("img/play-widget.png").is_file());

    // {% for %} and {% if %} run on a winning and a losing example; their source stays literal.
    let flow = page(&out, "values-and-control-flow.html");
    assert!(flow.contains("<li>the first: take 7 from heap 1.</li>"));
    assert!(flow.contains("<strong>Heaps 1, 2 and 3.</strong>\nThe first player loses"));
    assert!(flow.contains("{% if ex.first_player_wins %}"), "the source is shown as written");
    assert!(flow.contains("<td><code>{{ main.nim_sum | binary }}</code></td><td>1001</td>"));
    assert!(flow.contains("<tr><td>3rd</td><td>13</td><td>1101</td></tr>"));

    // Worked examples with settings.
    let examples = page(&out, "worked-examples.html");
    assert!(examples.contains("<section class=\"worked worked-bash\""));
    assert!(examples.contains("Who wins with 8, 12 and 13?"), "a computed title");

    // Charts: SVG drawn at build time.
    let charts = page(&out, "charts.html");
    assert_eq!(charts.matches("<figure class=\"chart\"").count(), 6);
    assert_eq!(charts.matches("<svg").count(), 6);
    assert!(charts.contains("role=\"img\""));
    // The options that choose what a chart draws: two entries of three heaps, and the SJ rule,
    // which Nim's misère play follows everywhere.
    assert!(charts.contains("The other heaps are held fixed: heap 2 = 6."), "--axes");
    assert!(charts.contains("than misère play itself (0 of them): none."), "--compare-sj");

    // Play widgets, each with the tables the build computed.
    let play = page(&out, "play.html");
    assert_eq!(play.matches("<section class=\"play\"").count(), 3);
    assert_eq!(play.matches("data-config=").count(), 3);
    assert!(play.contains("static/play.js"));
    assert!(play.contains("<code class=\"language-markdown\">```play\nnim 3 4 5\n```"));

    // A teacher's games, used by an example, a chart and a play widget on the same page.
    let own = page(&out, "your-own-games.html");
    // Staircase Nim, Turning Turtles (a row of coins to click) and a heap game.
    assert_eq!(own.matches("<section class=\"game-rules\"").count(), 3);
    assert!(own.contains("<section class=\"worked worked-game\" id=\"example-stairs\""));
    assert_eq!(own.matches("<figure class=\"chart\"").count(), 2);
    // Turning Turtles' single heads by search: coin n alone is worth n.
    assert!(own.contains("In order: coin 1: 1, coin 2: 2, coin 3: 3, coin 4: 4, coin 5: 5"), "sequence --unit");
    assert_eq!(own.matches("<section class=\"play\"").count(), 2);
    assert!(own.contains("&quot;board&quot;:&quot;coins&quot;"));
    assert!(own.contains("the odd stairs hold 3 and 6 coins, whose XOR\nis 5"));

    // Certificates, all holding.
    let certificates = page(&out, "certificates.html");
    assert_eq!(certificates.matches("<section class=\"certificate holds\"").count(), 3);
    assert!(!certificates.contains("certificate fails"));

    // Tested listings, shown with their notes.
    let listings = page(&out, "tested-listings.html");
    assert_eq!(listings.matches("<div class=\"listing\">").count(), 2);
    assert!(listings.contains("C++ listing for HDU 1846: tested on HDU 1846&#x27;s published samples"), "{listings}");
    assert!(listings.contains("Python listing: tested on 10 fixed edge cases"), "{listings}");

    // Callouts, an exercise and its answer (one with a worked example inside).
    let callouts = page(&out, "callouts-and-exercises.html");
    assert!(callouts.contains("class=\"callout callout-theorem\" id=\"bouton\""));
    assert_eq!(callouts.matches("<details class=\"answer\"").count(), 2);
    assert!(callouts.contains("<section class=\"worked worked-nim\""));

    // A table computed by a {% for %} over the catalogue.
    let games = page(&out, "games.html");
    assert!(games.contains("<tr><td>wythoff 4 7</td><td>0</td><td>loses</td></tr>"));
}

#[test]
fn the_readme_lists_every_chapter_and_stays_short() {
    let readme = fs::read_to_string(repo().join("README.md")).unwrap();
    assert!(readme.lines().count() <= 150, "the README is a front door, not the manual");
    let mut chapters: Vec<String> = fs::read_dir(repo().join("book/content"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .collect();
    chapters.sort();
    for chapter in &chapters {
        assert!(readme.contains(&format!("(book/content/{chapter})")), "the README links to {chapter}");
    }
    for link in readme.split("](").skip(1).filter_map(|s| s.split(')').next()) {
        if !link.starts_with("http") {
            assert!(repo().join(link).exists(), "the README links to {link}, which is missing");
        }
    }
}

/// The manual's table of listing contracts is written by hand: it must name every contract
/// nimbook knows, with the C++ function a listing defines, and no contract it does not know.
#[test]
fn the_manual_lists_every_listing_contract_with_its_function() {
    use nimbook::listings::{CodeLanguage, contracts::CONTRACTS};
    let chapter = fs::read_to_string(repo().join("book/content/11-tested-listings.md")).unwrap();
    let rows: Vec<&str> = chapter.lines().filter(|l| l.starts_with("| `")).collect();
    assert_eq!(rows.len(), CONTRACTS.len(), "one row per contract: {rows:#?}");
    for c in &CONTRACTS {
        let row = rows.iter().find(|r| r.starts_with(&format!("| `{}` |", c.name)));
        let row = row.unwrap_or_else(|| panic!("the manual's table has no row for {}", c.name));
        let signature = c.signature(CodeLanguage::Cpp);
        assert!(row.contains(&format!("`{signature}")), "{} row names {signature}: {row}", c.name);
    }
}

#[test]
fn the_manual_states_the_bounds_of_a_build_as_the_code_sets_them() {
    let limits = std::fs::read_to_string(repo().join("book/content/20-messages-and-limits.md")).unwrap();
    let memory =
        format!("| {} GiB (`{}` sets another", nimbook::worker::MEMORY_LIMIT >> 30, nimbook::worker::LIMIT_ENV);
    let time =
        format!("| {} seconds (`{}` sets another)", nimbook::worker::LESSON_TIME.as_secs(), nimbook::worker::TIME_ENV);
    assert!(limits.contains(&memory), "the limits chapter lacks {memory}");
    assert!(limits.contains(&time), "the limits chapter lacks {time}");
    // What one call of a rule may do, as the engine bounds it, in the limits chapter and in the
    // chapter on teachers' games.
    let rule_call = format!(
        "| one call of a game's Rhai program | {} operations, calls {} deep, {} MB of lists, maps and text held",
        {
            let digits = nimbook::games::limits::MAX_SCRIPT_OPERATIONS.to_string();
            let mut out = String::new();
            for (i, c) in digits.chars().enumerate() {
                if i > 0 && (digits.len() - i) % 3 == 0 {
                    out.push(',');
                }
                out.push(c);
            }
            out
        },
        nimbook::games::limits::MAX_SCRIPT_CALL_DEPTH,
        nimbook::games::limits::MAX_RULE_HELD_BYTES >> 20
    );
    assert!(limits.contains(&rule_call), "the limits chapter lacks {rule_call}");
    let graph = format!(
        "| the game graph of a worked example (`graph=steps`) | {} positions, from a start whose entries add up to at most {} ",
        nimbook::games::limits::MAX_GRAPH_POSITIONS,
        nimbook::games::limits::MAX_GRAPH_ENTRY_SUM
    );
    assert!(limits.contains(&graph), "the limits chapter lacks {graph}");
    let games = std::fs::read_to_string(repo().join("book/content/13-your-own-games.md")).unwrap();
    let held = format!("hold at most {} MB of lists, maps", nimbook::games::limits::MAX_RULE_HELD_BYTES >> 20);
    assert!(games.contains(&held), "the games chapter lacks {held}");
    for name in nimbook::games::script::UNAVAILABLE_FUNCTIONS {
        assert!(games.contains(&format!("`{name}`")) && limits.contains(&format!("`{name}`")), "{name} unnamed");
    }
    let architecture = std::fs::read_to_string(repo().join("ARCHITECTURE.md")).unwrap();
    let said = format!("`LESSON_TIME` ({} s)", nimbook::worker::LESSON_TIME.as_secs());
    assert!(architecture.contains(&said), "ARCHITECTURE.md lacks {said}");
}

/// The manual's catalogue of games has a row for every name the families' registry knows, each
/// with the flags that family takes, and no row for a name the registry does not know.
#[test]
fn the_manual_lists_every_registered_game_with_its_flags() {
    let chapter = fs::read_to_string(repo().join("book/content/12-games.md")).unwrap();
    let rows: Vec<&str> = chapter.lines().filter(|l| l.starts_with("| `")).collect();
    let registry = &nimbook::games::rules::registry::FAMILIES;
    for entry in registry {
        for name in entry.names {
            let row = rows
                .iter()
                .find(|r| r.starts_with(&format!("| `{} ", name.word)))
                .unwrap_or_else(|| panic!("no row for {} in chapter 12", name.word));
            for flag in entry.flags.iter().filter(|f| f.name != "--misere") {
                assert!(
                    rows.iter().any(|r| r.starts_with(&format!("| `{} ", name.word)) && r.contains(flag.name)),
                    "{}: {row}",
                    flag.name
                );
            }
        }
    }
    for row in &rows {
        let word = row[3..].split([' ', '`']).next().unwrap();
        assert!(
            word == "NAME"
                || nimbook::games::rules::registry::entry(word).is_some()
                || nimbook::directive::CALCULATIONS.iter().any(|c| c.0 == word),
            "chapter 12 lists {word}, which names no family and no calculation"
        );
    }
}

#[test]
fn the_manual_names_every_judge_problem() {
    let judges = fs::read_to_string(repo().join("book/content/15-judges.md")).unwrap();
    let listings = fs::read_to_string(repo().join("book/content/11-tested-listings.md")).unwrap();
    let rows = judges.lines().filter(|l| l.starts_with("| `")).count();
    let problems: Vec<&str> = nimbook::judge::Problem::all().map(|p| p.name()).collect();
    assert_eq!(rows, problems.len(), "chapter 15 has one row per problem");
    for name in problems {
        assert!(judges.contains(&format!("| `{name}` |")), "chapter 15 lists {name}");
        assert!(listings.contains(&format!("`{name}`")), "chapter 11 names {name} among the targets of solves=");
    }
}

#[test]
fn the_manual_states_when_a_heap_lists_its_options() {
    let chapter = fs::read_to_string(repo().join("book/content/05-values-and-control-flow.md")).unwrap();
    let bound = nimbook::games::analysis::MEX_SHOWN_OPTIONS;
    assert!(
        chapter.contains(&format!("A heap with more than {bound} options has\n`mex` set to none")),
        "chapter 5 states the bound on a heap's listed options as the engine sets it ({bound})"
    );
}

#[test]
fn the_fields_chapter_lists_every_field_it_computes_and_describes_them_all() {
    let (_tmp, out) = built_book();
    let html = page(&out, "example-fields.html");
    assert_eq!(html.matches("<table").count(), 8, "games, five parts of an example, calculations");
    assert!(!html.contains("Described but absent"), "every description names a field an example has");
    // Fields added to the engine this season appear without anyone typing them in.
    for field in [
        "<code>said_before</code>",
        "<code>coordinates</code>",
        "<code>winning_move_count</code>",
        "<code>first_solutions</code>",
    ] {
        assert!(html.contains(field), "the chapter lists {field}");
    }
}
