//! LICM keeps MemorySSA through the updater (`analysis::memory_ssa::update`); this checks that
//! what it keeps is what a fresh build gives, over every module of `test/opt/`.
//!
//! For each module, `function(loop-mssa(licm)),function(print<memoryssa>)` prints the MemorySSA
//! LICM kept up to date, and `function(loop-mssa(licm)),function(invalidate<memoryssa>,
//! print<memoryssa>)` a fresh build of the same edited functions: the two texts must be
//! identical. In debug builds LICM also compares after each of its update batches (sinking,
//! hoisting, promotion) and panics on a difference, which this test sees as a crash.
//! Owns: nothing but the test. Must not touch: the passes.

use std::path::Path;
use std::process::Command;

/// Runs `atomir opt` (the printers write to standard error, as opt-22's do): whether it
/// succeeded, and its standard error.
fn run(pipeline: &str, file: &Path) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_atomir"))
        .args(["opt", "-disable-output"])
        .arg(format!("-passes={pipeline}"))
        .arg(file)
        .output()
        .expect("atomir runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn updated_memory_ssa_equals_a_fresh_build_on_every_opt_test() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("test/opt");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("test/opt")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    let mut compared = 0;
    let mut with_licm_changes = 0;
    for f in &files {
        let (ok, kept) = run("function(loop-mssa(licm)),function(print<memoryssa>)", f);
        assert!(
            !kept.contains("panicked"),
            "{}: licm crashed:\n{kept}",
            f.display()
        );
        if !ok {
            // Modules the verifier rejects, or pipelines atomir refuses: nothing to compare.
            continue;
        }
        let (ok2, fresh) = run(
            "function(loop-mssa(licm)),function(invalidate<memoryssa>,print<memoryssa>)",
            f,
        );
        assert!(ok2, "{}: the fresh build failed:\n{fresh}", f.display());
        assert_eq!(
            kept,
            fresh,
            "{}: the MemorySSA licm kept differs from a fresh build",
            f.display()
        );
        let (_, before) = run("function(print<memoryssa>)", f);
        if before != kept {
            with_licm_changes += 1;
        }
        compared += 1;
    }
    eprintln!("{compared} modules compared, {with_licm_changes} where licm changed MemorySSA");
    assert!(compared >= 50, "only {compared} modules compared");
    assert!(
        with_licm_changes >= 5,
        "only {with_licm_changes} modules where licm changed MemorySSA"
    );
}
