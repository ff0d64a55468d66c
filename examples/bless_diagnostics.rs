//! Writes the expected diagnostics of the bad-lesson fixtures, outside the test suite: for each
//! `tests/fixtures/errors/err_NAME.md`, `err_NAME.expected` becomes what `nimbook build` prints
//! for it (each diagnostic's first line and snippet). The test `bad_lessons_give_the_expected_
//! diagnostics` (tests/it/site.rs) only compares; blessing is this separate command:
//!
//! ```sh
//! cargo run --example bless_diagnostics     # then review `git diff tests/fixtures/errors`
//! ```

use nimbook::lesson::render_lesson;
use std::path::{Path, PathBuf};

fn main() -> Result<(), String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/errors");
    let env = nimbook::lesson::language::environment(None).map_err(|e| e.to_string())?;
    let mut lessons: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .map(|e| e.map(|e| e.path()).map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    lessons.retain(|p| p.extension().is_some_and(|x| x == "md"));
    lessons.sort();
    let mut changed = 0;
    for path in &lessons {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        // The same lesson path as the test gives, so that the diagnostics name the same file.
        let errors = match render_lesson(&env, Path::new("content/05-nim.md"), &text) {
            Ok(_) => {
                return Err(format!("{}: the lesson has no mistake; a fixture here must have one", path.display()));
            }
            Err(errors) => errors,
        };
        let got: String = errors.iter().map(|d| format!("{}\n", d.render())).collect();
        let expected = path.with_extension("expected");
        if std::fs::read_to_string(&expected).ok().as_deref() != Some(got.as_str()) {
            std::fs::write(&expected, &got).map_err(|e| format!("{}: {e}", expected.display()))?;
            println!("wrote {}", expected.display());
            changed += 1;
        }
    }
    println!("{} fixtures, {changed} rewritten", lessons.len());
    Ok(())
}
