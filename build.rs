//! Build script, two jobs.
//!
//! 1. Fingerprints the program's own source (`src/` and the engine's, the views' and the page
//!    module's crates) so that the build cache (`src/lesson/cache.rs`) never answers a block from
//!    an entry an older program wrote. A change to any view or any part of the engine then
//!    redraws every block, without anyone having to remember to bump `ENGINE_VERSION`.
//! 2. Builds the page's engine module: the `nimbook-web` crate for `wasm32-unknown-unknown`
//!    (profile `wasm`), compressed (raw DEFLATE), which `nimbook build` writes into every site
//!    (`src/site/engine.rs`). It
//!    is built here, from the source beside it, so the module a site ships always comes from
//!    the engine and views of the same program. A second cargo builds it, in its own target
//!    folder (`target/engine-module`), so it neither waits for this build's lock nor shares its
//!    flags; when the wasm target is missing and rustup is there, it is added first.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Every folder of Rust source whose change can change a page.
const SOURCES: [&str; 4] = ["src", "crates/engine/src", "crates/views/src", "crates/web/src"];

/// What else the engine module is built from.
const MODULE_INPUTS: [&str; 6] = [
    "templates",
    "Cargo.lock",
    "Cargo.toml",
    "crates/engine/Cargo.toml",
    "crates/views/Cargo.toml",
    "crates/web/Cargo.toml",
];

const WASM_TARGET: &str = "wasm32-unknown-unknown";

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
    for input in MODULE_INPUTS {
        println!("cargo:rerun-if-changed={input}");
    }
    if let Err(message) = engine_module() {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

/// Builds `nimbook-web` for the web and copies the module to `OUT_DIR/nimbook_web.wasm`.
fn engine_module() -> Result<(), String> {
    let out = PathBuf::from(std::env::var("OUT_DIR").map_err(|e| format!("OUT_DIR: {e}"))?);
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").map_err(|e| format!("CARGO_MANIFEST_DIR: {e}"))?);
    // OUT_DIR is TARGET/PROFILE/build/nimbook-HASH/out: one module folder for every profile.
    let target_dir = out.ancestors().nth(4).map_or_else(|| out.join("engine-module"), |t| t.join("engine-module"));
    add_target_if_missing();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut build = Command::new(cargo);
    build
        .current_dir(&root)
        .args(["build", "--quiet", "-p", "nimbook-web", "--target", WASM_TARGET, "--profile", "wasm", "--target-dir"])
        .arg(&target_dir);
    // The outer build's settings are for the native program (clippy's wrapper, flags, a
    // target), not for the module.
    for var in [
        "RUSTFLAGS",
        "CARGO_ENCODED_RUSTFLAGS",
        "RUSTC_WRAPPER",
        "RUSTC_WORKSPACE_WRAPPER",
        "CARGO_BUILD_TARGET",
        "CARGO_TARGET_DIR",
        "CARGO_BUILD_RUSTFLAGS",
        "CARGO_PRIMARY_PACKAGE",
    ] {
        build.env_remove(var);
    }
    let status = build.status().map_err(|e| format!("could not run cargo to build the page's engine module: {e}"))?;
    if !status.success() {
        return Err(format!(
            "building the page's engine module (crates/web for {WASM_TARGET}) failed; if the target is missing, \
             run `rustup target add {WASM_TARGET}`"
        ));
    }
    let module = target_dir.join(WASM_TARGET).join("wasm").join("nimbook_web.wasm");
    let bytes = std::fs::read(&module).map_err(|e| format!("reading {}: {e}", module.display()))?;
    // Raw DEFLATE at the best level: a third of the size on disk, and what a page opened from
    // disk reads (no server compresses it there).
    let mut encoder = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
    std::io::Write::write_all(&mut encoder, &bytes).map_err(|e| format!("compressing the module: {e}"))?;
    let deflated = encoder.finish().map_err(|e| format!("compressing the module: {e}"))?;
    // In base64 as the page's script carries it, so that no build of a site encodes it again.
    let encoded = base64::Engine::encode(&base64::engine::general_purpose::STANDARD, &deflated);
    std::fs::write(out.join("nimbook_web.wasm.deflate.b64"), encoded)
        .map_err(|e| format!("writing the module into the build: {e}"))?;
    Ok(())
}

/// Adds the wasm target with rustup when the toolchain lacks it (a fresh machine), so that the
/// README's two commands still do all the set-up.
fn add_target_if_missing() {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let Ok(sysroot) = Command::new(rustc).args(["--print", "sysroot"]).output() else { return };
    let sysroot = PathBuf::from(String::from_utf8_lossy(&sysroot.stdout).trim());
    if sysroot.join("lib/rustlib").join(WASM_TARGET).is_dir() {
        return;
    }
    println!("cargo:warning=adding the Rust target {WASM_TARGET} with rustup, for the page's engine module");
    let _ = Command::new("rustup").args(["target", "add", WASM_TARGET]).status();
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
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
