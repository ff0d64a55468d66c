//! A template that grows a value without bound (`~` or list `+` doubling it in a loop) ends the
//! worker process that builds, never the command or the server: `build` and `check` name the
//! lesson and write nothing, `serve` shows the mistake and lives on (`nimbook::worker`). The
//! worker's limit is set low here (`NIMBOOK_MEMORY_MIB=256`), so that a test holds little.

use crate::serve::{ServeChild, get};
use crate::util::{copy_dir, files_under, fixture};
use std::path::Path;
use std::process::Command;

/// A lesson whose template doubles a string forty times (a terabyte at the end).
const STRING_DOUBLED: &str = "+++\ntitle = \"Runaway\"\n+++\n\n{% set ns = namespace(s=\"x\") %}\
{% for i in range(40) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}{{ ns.s | length }}\n";

/// The same with a list added to itself.
const LIST_DOUBLED: &str = "+++\ntitle = \"Runaway\"\n+++\n\n{% set ns = namespace(l=[1]) %}\
{% for i in range(40) %}{% set ns.l = ns.l + ns.l %}{% endfor %}{{ ns.l | length }}\n";

fn nimbook(args: &[&str], root: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_nimbook")).args(args).arg(root).env("NIMBOOK_MEMORY_MIB", "256").output().unwrap()
}

fn says_the_lesson_ran_out(output: &std::process::Output) -> String {
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "content/03-runaway.md: rendering this lesson needed more memory than a build may take (256 MiB)"
        ) && stderr.contains("`~` or `+` inside a loop")
            && stderr.contains("nothing was written"),
        "{stderr}"
    );
    // Rust's own report of the failed allocation, and any backtrace after it, are not shown.
    assert!(!stderr.contains("memory allocation of") && !stderr.contains("backtrace"), "{stderr}");
    stderr
}

#[test]
fn a_string_doubled_in_a_loop_stops_the_build_at_its_lesson_and_writes_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    copy_dir(&fixture("sites/basic"), tmp.path());
    let built = nimbook(&["build"], tmp.path());
    assert!(built.status.success(), "{}", String::from_utf8_lossy(&built.stderr));
    let before = files_under(&tmp.path().join("output"));
    std::fs::write(tmp.path().join("content/03-runaway.md"), STRING_DOUBLED).unwrap();
    says_the_lesson_ran_out(&nimbook(&["build"], tmp.path()));
    assert!(before == files_under(&tmp.path().join("output")), "output/ is exactly as it was");
    // Within the limit the same site builds: the limit is on what grows, not on the site.
    std::fs::write(tmp.path().join("content/03-runaway.md"), STRING_DOUBLED.replace("range(40)", "range(10)")).unwrap();
    let built = nimbook(&["build"], tmp.path());
    assert!(built.status.success(), "{}", String::from_utf8_lossy(&built.stderr));
    let page = String::from_utf8(std::fs::read(tmp.path().join("output/runaway.html")).unwrap()).unwrap();
    assert!(page.contains("1024"), "2^10 characters");
}

#[test]
fn a_list_doubled_in_a_loop_stops_check_at_its_lesson() {
    let tmp = tempfile::tempdir().unwrap();
    copy_dir(&fixture("sites/basic"), tmp.path());
    std::fs::write(tmp.path().join("content/03-runaway.md"), LIST_DOUBLED).unwrap();
    says_the_lesson_ran_out(&nimbook(&["check"], tmp.path()));
}

#[test]
fn the_preview_server_shows_the_mistake_and_lives_on() {
    let tmp = tempfile::tempdir().unwrap();
    copy_dir(&fixture("sites/basic"), tmp.path());
    let server = ServeChild::start(tmp.path(), Some("export NIMBOOK_MEMORY_MIB=256"));
    let lesson = tmp.path().join("content/03-runaway.md");
    std::fs::write(&lesson, STRING_DOUBLED).unwrap();
    assert!(server.printed_line("content/03-runaway.md: rendering this lesson needed more memory"));
    assert!(server.printed_line("serving the last good pages"));
    let page = get(server.addr, "/nim.html");
    assert_eq!(page.status, 200, "the last good pages are served");
    // The next save builds in a new worker.
    std::fs::write(&lesson, STRING_DOUBLED.replace("range(40)", "range(3)")).unwrap();
    assert!(server.printed_line("built #"));
    assert!(get(server.addr, "/runaway.html").text().contains('8'), "2^3 characters");
    let printed = server.stop().join("\n");
    assert!(!printed.contains("memory allocation of") && !printed.contains("backtrace"), "{printed}");
}

#[test]
fn a_lesson_that_walks_a_huge_lazy_list_is_stopped_by_the_clock() {
    // 2^30 values joined lazily take no memory; summing them would take hours.
    let tmp = tempfile::tempdir().unwrap();
    copy_dir(&fixture("sites/basic"), tmp.path());
    let lesson = "+++\ntitle = \"Runaway\"\n+++\n\n{% set ns = namespace(l=[1]) %}\
                  {% for i in range(30) %}{% set ns.l = ns.l + ns.l %}{% endfor %}{{ ns.l | sum }}\n";
    std::fs::write(tmp.path().join("content/03-runaway.md"), lesson).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_nimbook"))
        .arg("build")
        .arg(tmp.path())
        .env("NIMBOOK_LESSON_SECONDS", "2")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("content/03-runaway.md: rendering this lesson took longer than a lesson may take (2 s)")
            && stderr.contains("nothing was written"),
        "{stderr}"
    );
    assert!(!tmp.path().join("output").exists(), "nothing was written");
}
