//! A build reads and writes inside its site: a `.nimbook-cache` that is a link to a folder
//! elsewhere is replaced (with a warning), never written through or emptied; a `blocks.pack`
//! that is a link to `/dev/zero` is not read; links under `content/` that lead out of the site
//! give only the files lessons reference (a link to `/etc` is never walked); a device or pipe is
//! never read as a picture. What could read without bound or wait for ever runs as a
//! `nimbook build` child with 2 GB of address space, waited for at most a minute. Unix only
//! (links, devices, pipes).
#![cfg(unix)]

use crate::serve::PATIENCE;
use crate::util::{copy_dir, fixture};
use nimbook::lesson::cache::{CACHE_DIR, PACK_NAME};
use nimbook::site::{self, Layout};
use std::fs;
use std::io::Read;
use std::os::unix::fs::symlink;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A folder holding `site/` (the basic fixture) and `elsewhere/`, a folder outside the site.
fn site_and_elsewhere() -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    copy_dir(&fixture("sites/basic"), &tmp.path().join("site"));
    fs::create_dir(tmp.path().join("elsewhere")).unwrap();
    tmp
}

#[test]
fn a_cache_folder_that_is_a_link_is_replaced_and_nothing_elsewhere_is_touched() {
    let tmp = site_and_elsewhere();
    let (root, elsewhere) = (tmp.path().join("site"), tmp.path().join("elsewhere"));
    // What a user keeps there: a file named like an old cache entry, and notes.
    fs::write(elsewhere.join("0123456789abcdef.json"), "{\"mine\": true}").unwrap();
    fs::write(elsewhere.join("notes.txt"), "keep me").unwrap();
    let before = crate::util::files_under(&elsewhere);
    symlink(&elsewhere, root.join(CACHE_DIR)).unwrap();
    let summary = site::build(&Layout::new(&root), &root.join("output"), nimbook::views::i18n::english()).unwrap();
    assert_eq!(crate::util::files_under(&elsewhere), before, "nothing outside the site was written or deleted");
    let cache = root.join(CACHE_DIR);
    let meta = fs::symlink_metadata(&cache).unwrap();
    assert!(meta.is_dir() && !meta.file_type().is_symlink(), "the cache is a folder of the site now");
    assert!(cache.join(PACK_NAME).is_file());
    let warnings: Vec<String> = summary.warnings.iter().map(ToString::to_string).collect();
    assert!(
        warnings.iter().any(|w| w.contains(".nimbook-cache: was a link to") && w.contains("nothing there was touched")),
        "{warnings:?}"
    );
    // The next build uses the folder without a word.
    let again = site::build(&Layout::new(&root), &root.join("output"), nimbook::views::i18n::english()).unwrap();
    assert!(again.warnings.iter().all(|w| !w.to_string().contains(".nimbook-cache")), "{:?}", again.warnings);
}

#[test]
fn files_in_the_cache_folder_that_are_links_are_never_written_through() {
    let tmp = site_and_elsewhere();
    let (root, elsewhere) = (tmp.path().join("site"), tmp.path().join("elsewhere"));
    fs::write(elsewhere.join("ignore"), "mine").unwrap();
    fs::write(elsewhere.join("pack"), "mine too").unwrap();
    let before = crate::util::files_under(&elsewhere);
    let cache = root.join(CACHE_DIR);
    fs::create_dir(&cache).unwrap();
    symlink(elsewhere.join("ignore"), cache.join(".gitignore")).unwrap();
    symlink(elsewhere.join("ignore"), cache.join("CACHEDIR.TAG")).unwrap();
    symlink(elsewhere.join("pack"), cache.join(PACK_NAME)).unwrap();
    site::build(&Layout::new(&root), &root.join("output"), nimbook::views::i18n::english()).unwrap();
    assert_eq!(crate::util::files_under(&elsewhere), before);
    let pack = fs::symlink_metadata(cache.join(PACK_NAME)).unwrap();
    assert!(pack.is_file(), "the pack is the site's own file now, not the link");
}

/// `nimbook build ROOT` in a child whose address space is limited to 2 GB (reading without
/// bound ends in a failed allocation, not in using up the machine), waited for at most a
/// minute: whether it succeeded and what it printed, or None when it had to be killed.
fn build_in_a_child(root: &Path) -> Option<(bool, String)> {
    let mut child = Command::new("sh")
        .args(["-c", "ulimit -v 2000000 && exec \"$0\" build \"$1\"", env!("CARGO_BIN_EXE_nimbook")])
        .arg(root)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let printed = std::thread::spawn(move || {
        let mut text = String::new();
        stderr.read_to_string(&mut text).expect("nimbook's messages are UTF-8");
        text
    });
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return Some((status.success(), printed.join().unwrap()));
        }
        if started.elapsed() > 3 * PATIENCE {
            // It ran past its time (the caller fails); stop it by force.
            child.kill().ok();
            child.wait().ok();
            return None;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Builds in a child and expects success.
fn builds(root: &Path) {
    match build_in_a_child(root) {
        Some((true, _)) => {}
        Some((false, printed)) => panic!("the build failed: {printed}"),
        None => panic!("the build never ended"),
    }
}

#[test]
fn a_pack_that_is_a_pipe_or_a_link_to_dev_zero_is_not_read() {
    let tmp = site_and_elsewhere();
    let root = tmp.path().join("site");
    let pack = root.join(CACHE_DIR).join(PACK_NAME);
    fs::create_dir(root.join(CACHE_DIR)).unwrap();
    // A named pipe nothing writes to: opening it to read would wait for ever.
    assert!(Command::new("mkfifo").arg(&pack).status().unwrap().success());
    builds(&root);
    assert!(fs::symlink_metadata(&pack).unwrap().is_file(), "the pipe was replaced by the site's own pack");
    fs::remove_file(&pack).unwrap();
    symlink("/dev/zero", &pack).unwrap();
    builds(&root);
    assert!(fs::symlink_metadata(&pack).unwrap().is_file());
    // A pack far larger than any real one (a sparse file: no disk is used) is not read either.
    fs::File::create(&pack).unwrap().set_len(3 << 30).unwrap();
    builds(&root);
    assert!(fs::metadata(&pack).unwrap().len() < 1 << 20);
}

#[test]
fn links_under_content_that_leave_the_site_give_only_the_files_lessons_reference() {
    let tmp = site_and_elsewhere();
    let (root, elsewhere) = (tmp.path().join("site"), tmp.path().join("elsewhere"));
    fs::write(elsewhere.join("board.png"), b"\x89PNG board").unwrap();
    fs::write(elsewhere.join("other.png"), b"\x89PNG other").unwrap();
    fs::write(elsewhere.join("secret.txt"), "TOP-SECRET").unwrap();
    symlink(&elsewhere, root.join("content/shared")).unwrap();
    symlink(elsewhere.join("secret.txt"), root.join("content/secret.txt")).unwrap();
    symlink(elsewhere.join("board.png"), root.join("content/cover.png")).unwrap();
    symlink("/etc", root.join("content/etc")).unwrap();
    // Inside the site, a link is followed as before.
    fs::create_dir(root.join("pictures")).unwrap();
    fs::write(root.join("pictures/inside.png"), b"\x89PNG inside").unwrap();
    symlink(root.join("pictures"), root.join("content/img")).unwrap();
    fs::write(
        root.join("content/03-pictures.md"),
        "+++\ntitle = \"Pictures\"\n+++\n![board](shared/board.png) ![cover](cover.png) ![gone](shared/gone.png)\n",
    )
    .unwrap();
    let out = root.join("output");
    let summary = site::build(&Layout::new(&root), &out, nimbook::views::i18n::english()).unwrap();
    assert_eq!(fs::read(out.join("shared/board.png")).unwrap(), b"\x89PNG board");
    assert_eq!(fs::read(out.join("cover.png")).unwrap(), b"\x89PNG board");
    assert_eq!(fs::read(out.join("img/inside.png")).unwrap(), b"\x89PNG inside");
    assert!(!out.join("shared/other.png").exists(), "a file no lesson references is not copied");
    assert!(!out.join("secret.txt").exists());
    assert!(!out.join("etc").exists(), "a link to /etc is never walked");
    // A referenced file the link does not have is the usual warning.
    let warnings: Vec<String> = summary.warnings.iter().map(ToString::to_string).collect();
    assert!(warnings.iter().any(|w| w.contains("this links to shared/gone.png")), "{warnings:?}");
}

#[test]
fn a_device_or_pipe_under_content_is_an_error_naming_it() {
    let tmp = site_and_elsewhere();
    let root = tmp.path().join("site");
    fs::create_dir(root.join("content/img")).unwrap();
    symlink("/dev/zero", root.join("content/img/zero.png")).unwrap();
    fs::write(root.join("content/03-zero.md"), "+++\ntitle = \"Zero\"\n+++\n![zero](img/zero.png)\n").unwrap();
    let (ok, printed) = build_in_a_child(&root).expect("the build ends");
    assert!(!ok && printed.contains("img/zero.png") && printed.contains("not a regular file"), "{printed}");
    // Unreferenced, a link to a device is left alone like any link leaving the site.
    fs::remove_file(root.join("content/03-zero.md")).unwrap();
    builds(&root);
    assert!(!root.join("output/img/zero.png").exists());
    // A named pipe inside the site is an error too, not a build that waits for ever.
    fs::remove_file(root.join("content/img/zero.png")).unwrap();
    assert!(Command::new("mkfifo").arg(root.join("content/img/pipe.png")).status().unwrap().success());
    let (ok, printed) = build_in_a_child(&root).expect("the build ends");
    assert!(!ok && printed.contains("img/pipe.png") && printed.contains("not a regular file"), "{printed}");
}

#[test]
fn a_file_in_place_of_the_cache_folder_is_left_alone_with_a_warning() {
    let tmp = site_and_elsewhere();
    let root = tmp.path().join("site");
    fs::write(root.join(CACHE_DIR), "my notes").unwrap();
    let summary = site::build(&Layout::new(&root), &root.join("output"), nimbook::views::i18n::english()).unwrap();
    assert_eq!(fs::read_to_string(root.join(CACHE_DIR)).unwrap(), "my notes");
    let warnings: Vec<String> = summary.warnings.iter().map(ToString::to_string).collect();
    assert!(warnings.iter().any(|w| w.contains(".nimbook-cache: is not a folder")), "{warnings:?}");
}
