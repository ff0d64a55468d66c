//! The preview server's watcher when the site's folders come and go: `content/` moved away and
//! back, deleted and copied back, and replaced by a git branch switch (a folder of lessons that
//! exists on one branch only). After each, an edit to a lesson must still be picked up. On
//! 127.0.0.1, every wait bounded by [`PATIENCE`]; nothing asserts on timing.

use crate::serve::{Fixture, PATIENCE, ServeChild, get};
use crate::util::copy_dir;
use nimbook::serve::Server;
use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// Waits until a build after `since` has served a `page` containing `needle`; false if
/// PATIENCE runs out first.
fn served(server: &Server, page: &str, needle: &str) -> bool {
    let started = Instant::now();
    while started.elapsed() < PATIENCE {
        if get(server.addr(), page).text().contains(needle) {
            return true;
        }
        let version = server.status().version;
        server.wait_for_build(version, Duration::from_millis(500));
    }
    false
}

/// Waits for a build numbered above `version`; false if none comes within PATIENCE.
fn rebuilt(server: &Server, version: u64) -> bool {
    server.wait_for_build(version, PATIENCE).version > version
}

/// Rewrites the Nim lesson's position and checks the page follows.
fn edit_is_picked_up(f: &Fixture, server: &Server, heaps: &str, nim_sum: &str) {
    let text = fs::read_to_string(f.lesson()).unwrap();
    let start = text.find("main = \"nim ").expect("the lesson's main example") + "main = \"".len();
    let end = start + text[start..].find('"').unwrap();
    fs::write(f.lesson(), format!("{}{heaps}{}", &text[..start], &text[end..])).unwrap();
    assert!(served(server, "/nim.html", nim_sum), "the edit to {heaps} was never built");
}

#[test]
fn content_moved_away_and_back_is_still_watched() {
    let f = Fixture::new();
    let server = f.start(true);
    let content = f.root().join("content");
    let away = f.tmp.path().join("content-away");
    let before = server.status().version;
    fs::rename(&content, &away).unwrap();
    fs::rename(&away, &content).unwrap();
    assert!(rebuilt(&server, before), "a content folder that came back is rebuilt");
    edit_is_picked_up(&f, &server, "nim 5 9 14", "have nim-sum 2");
    // Twice over: the folder's watch is the new one each time.
    // This time the folder stays away until the server has built without it.
    let before = server.status().version;
    fs::rename(&content, &away).unwrap();
    assert!(rebuilt(&server, before), "a content folder moved away is a build (that fails)");
    let before = server.status().version;
    fs::rename(&away, &content).unwrap();
    assert!(rebuilt(&server, before));
    edit_is_picked_up(&f, &server, "nim 1 2", "have nim-sum 3");
    server.stop();
}

#[test]
fn content_deleted_and_copied_back_is_still_watched() {
    let f = Fixture::new();
    let server = f.start(true);
    let content = f.root().join("content");
    let copy = f.tmp.path().join("copy");
    copy_dir(&content, &copy);
    for (heaps, nim_sum) in [("nim 5 9 14", "have nim-sum 2"), ("nim 1 2", "have nim-sum 3")] {
        let before = server.status().version;
        fs::remove_dir_all(&content).unwrap();
        copy_dir(&copy, &content);
        assert!(rebuilt(&server, before), "a content folder copied back is rebuilt");
        edit_is_picked_up(&f, &server, heaps, nim_sum);
    }
    // templates/ too: made, removed and made again, and an edit in it is seen.
    let templates = f.root().join("templates/messages/en");
    for word in ["Contents of the course", "Course contents"] {
        let before = server.status().version;
        if fs::remove_dir_all(f.root().join("templates")).is_ok() {
            assert!(rebuilt(&server, before), "templates/ removed is a build");
        }
        fs::create_dir_all(&templates).unwrap();
        fs::write(templates.join("site.ftl"), format!("lessons = {word}\n")).unwrap();
        assert!(served(&server, "/nim.html", word), "templates/ made again is watched ({word})");
    }
    server.stop();
}

fn git(root: &Path, args: &[&str]) {
    let out = Command::new("git")
        .args(["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"])
        .args(args)
        .current_dir(root)
        .output()
        .unwrap();
    assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn a_git_branch_switch_is_followed() {
    if Command::new("git").arg("--version").output().is_err() {
        assert!(!crate::util::in_ci(), "git is not installed, and CI is set: CI must install it and run this test");
        eprintln!("SKIPPED: git is not installed (under CI this fails)");
        return;
    }
    let f = Fixture::new();
    let root = f.root();
    git(&root, &["init", "-q", "-b", "main"]);
    git(&root, &["add", "-A"]);
    git(&root, &["commit", "-q", "-m", "main"]);
    // A branch where the lessons differ and a Chinese edition exists (a folder only it has).
    git(&root, &["checkout", "-q", "-b", "zh"]);
    let zh = root.join("content/zh");
    fs::create_dir_all(&zh).unwrap();
    fs::copy(root.join("content/01-intro.md"), zh.join("01-intro.md")).unwrap();
    fs::copy(f.lesson(), zh.join("02-nim.md")).unwrap();
    let text = fs::read_to_string(f.lesson()).unwrap();
    fs::write(f.lesson(), text.replace("nim 8 12 13", "nim 5 9 14")).unwrap();
    git(&root, &["add", "-A"]);
    git(&root, &["commit", "-q", "-m", "zh"]);
    git(&root, &["checkout", "-q", "main"]);
    assert!(!zh.exists());

    let server = f.start(true);
    assert!(get(server.addr(), "/nim.html").text().contains("have nim-sum 9"));
    git(&root, &["checkout", "-q", "zh"]);
    assert!(served(&server, "/nim.html", "have nim-sum 2"), "the branch's lesson is built");
    assert!(served(&server, "/zh/nim.html", "have nim-sum 9"), "the branch's new folder is built");
    // An edit inside the folder the switch made is seen.
    let zh_lesson = zh.join("02-nim.md");
    let text = fs::read_to_string(&zh_lesson).unwrap();
    fs::write(&zh_lesson, text.replace("nim 8 12 13", "nim 1 2")).unwrap();
    assert!(served(&server, "/zh/nim.html", "have nim-sum 3"), "an edit in content/zh is built");
    git(&root, &["checkout", "-q", "-f", "main"]);
    assert!(served(&server, "/nim.html", "have nim-sum 9"), "switching back is built");
    edit_is_picked_up(&f, &server, "nim 1 2", "have nim-sum 3");
    server.stop();
}

/// The inotify watches a process holds (Linux: one `inotify wd:` line per watch in fdinfo).
fn inotify_watches(pid: u32) -> usize {
    let mut count = 0;
    for fd in fs::read_dir(format!("/proc/{pid}/fd")).into_iter().flatten().flatten() {
        if fs::read_link(fd.path()).is_ok_and(|t| t.to_string_lossy().contains("inotify")) {
            let info = fs::read_to_string(format!("/proc/{pid}/fdinfo/{}", fd.file_name().to_string_lossy()));
            count += info.unwrap_or_default().lines().filter(|l| l.starts_with("inotify wd:")).count();
        }
    }
    count
}

#[cfg(target_os = "linux")]
#[test]
fn a_link_out_of_the_site_is_not_watched() {
    let f = Fixture::new();
    // A big tree elsewhere, linked from content/ (as `content/etc -> /etc` would be).
    let elsewhere = f.tmp.path().join("elsewhere");
    for i in 0..300 {
        fs::create_dir_all(elsewhere.join(format!("d{i}/e"))).unwrap();
    }
    std::os::unix::fs::symlink(&elsewhere, f.root().join("content/elsewhere")).unwrap();
    let server = ServeChild::start(&f.root(), None);
    let watches = inotify_watches(server.child.id());
    server.stop();
    assert!(watches > 0 && watches < 50, "{watches} watches: the linked tree was watched");
}

#[cfg(unix)]
#[test]
fn content_that_is_a_link_is_watched_where_it_leads_and_when_it_is_pointed_elsewhere() {
    let f = Fixture::new();
    let content = f.root().join("content");
    let (first, second) = (f.tmp.path().join("first"), f.tmp.path().join("second"));
    copy_dir(&content, &first);
    copy_dir(&content, &second);
    fs::remove_dir_all(&content).unwrap();
    std::os::unix::fs::symlink(&first, &content).unwrap();
    let server = f.start(true);
    assert!(get(server.addr(), "/nim.html").text().contains("have nim-sum 9"));
    // An edit where the link leads (through the link or not) is built.
    edit_is_picked_up(&f, &server, "nim 5 9 14", "have nim-sum 2");
    // Pointed elsewhere (a new link renamed over the old one, as `ln -sfn` does).
    let nim = |dir: &Path| dir.join("02-nim.md");
    let text = fs::read_to_string(nim(&second)).unwrap();
    fs::write(nim(&second), text.replace("nim 8 12 13", "nim 1 2")).unwrap();
    let new_link = f.root().join("content.new");
    std::os::unix::fs::symlink(&second, &new_link).unwrap();
    fs::rename(&new_link, &content).unwrap();
    assert!(served(&server, "/nim.html", "have nim-sum 3"), "the new folder is built");
    edit_is_picked_up(&f, &server, "nim 6 3", "have nim-sum 5");
    // The folder it no longer leads to is not watched: an edit there, then one where the link
    // leads, make one build, the second's (a build of the first would come before it, or be the
    // same build: counted either way, never waited for by the clock).
    let before = server.status().version;
    let text = fs::read_to_string(nim(&first)).unwrap();
    fs::write(nim(&first), text.replace("nim 5 9 14", "nim 7 7")).unwrap();
    edit_is_picked_up(&f, &server, "nim 6 2", "have nim-sum 4");
    assert_eq!(server.status().version, before + 1, "an edit in the old folder rebuilt");
    server.stop();
}
