//! The bounded run of the grammar-aware fuzzer that `cargo test` does (the full run is
//! `scripts/ir-fuzz.sh`, 100,000 inputs per subcommand): 1,500 generated inputs (seed 7, a
//! different seed from the script's) through `assemble`, `verify` and `opt` in-process, each on
//! a thread with the main thread's 8 MiB stack as the binary has it. Every run must return 0 or
//! 1; a panic fails the test and names the input (`cargo run --release --bin ir_fuzz -- --seed 7
//! --show N` prints it); a stack overflow aborts the test binary, which fails too. A fair share
//! of inputs must also be accepted, so that the verifier, printer and passes are reached.
//!
//! Owns: nothing but this check; the generator is `tools/ir_fuzz/grammar.rs`.

#[path = "../tools/ir_fuzz/grammar.rs"]
#[allow(dead_code)]
mod grammar;

const SEED: u64 = 7;
const INPUTS: u64 = 1_500;

fn run(sub: &str, path: &std::path::Path, pipeline: &str) -> Result<i32, String> {
    let mut args: Vec<std::ffi::OsString> = vec!["atomir".into(), sub.into()];
    if sub == "opt" {
        args.push(format!("-passes={pipeline}").into());
        args.push("-S".into());
    }
    args.push(path.into());
    args.push("-o".into());
    args.push("/dev/null".into());
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || atomir::cli::run(args))
        .unwrap()
        .join()
        .map_err(|p| {
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        })
}

#[test]
fn generated_inputs_end_with_status_0_or_1() {
    let dir = std::env::temp_dir().join(format!("atomir-ir-fuzz-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("input.ll");
    let mut failures = Vec::new();
    let mut accepted = [0u64; 3];
    for i in 0..INPUTS {
        let input = grammar::generate(SEED, i);
        std::fs::write(&path, &input.bytes).unwrap();
        for (k, sub) in ["assemble", "verify", "opt"].iter().enumerate() {
            match run(sub, &path, &input.pipeline) {
                Ok(0) => accepted[k] += 1,
                Ok(1) => {}
                Ok(code) => failures.push(format!("input {i} ({sub}): exit {code}")),
                Err(message) => failures.push(format!("input {i} ({sub}): panic: {message}")),
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        failures.is_empty(),
        "{} runs ended otherwise (seed {SEED}):\n{}",
        failures.len(),
        failures.join("\n")
    );
    // Well-formed inputs must make up a fair share, or the fuzzer tests only the parser's
    // first error.
    assert!(
        accepted[0] * 4 > INPUTS,
        "only {} of {INPUTS} inputs assembled",
        accepted[0]
    );
}
