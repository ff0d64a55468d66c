//! Build script: fingerprints the program's own source (`src/` and the engine's and the views'
//! crates, `crates/engine/src/` and `crates/views/src/`) so that the build cache
//! (`src/lesson/cache.rs`) never answers a block from an entry an older program wrote. A change to
//! any view or any part of the engine then redraws every block, without anyone having to remember
//! to bump `ENGINE_VERSION`.

use std::path::Path;

/// Every folder of Rust source whose change can change a page.
const SOURCES: [&str; 3] = ["src", "crates/engine/src", "crates/views/src"];

fn main() {
    let mut files = Vec::new();
    for dir in SOURCES {
        println!("cargo:rerun-if-changed={dir}");
        collect(Path::new(dir), &mut files);
    }
    files.sort();
    // FNV-1a over every file's path and bytes, in a fixed order.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for file in &files {
        let bytes = std::fs::read(file).unwrap_or_default();
        for b in file.to_string_lossy().bytes().chain([0]).chain(bytes) {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    println!("cargo:rustc-env=NIMBOOK_SOURCE_HASH={hash:016x}");
}

fn collect(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else {
            out.push(path);
        }
    }
}
