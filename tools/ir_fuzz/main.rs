//! `ir-fuzz`: runs grammar-generated `.ll` inputs (see `grammar.rs`) through `atomir assemble`,
//! `verify` and `opt` and checks that every run ends with exit status 0 or 1: no panic, no
//! stack overflow, no other status, whatever the bytes.
//!
//! Owns: the driver. The parent splits the run into chunks of steps (one step = one input
//! through one subcommand) and runs worker processes of itself, two at a time by default; a
//! worker runs its steps in-process through `atomir::cli::run` (what the binary's `main` calls)
//! on a thread with the main thread's 8 MiB stack, catching panics, and reports each step's
//! status on stdout. A worker that dies (a stack overflow or another signal) names the step it
//! was on by what it reported last; the parent records that step as a crash and starts a new
//! worker after it. Failing inputs are saved under `--keep` (default `scripts/out/ir-fuzz/`).
//! Prints a table per subcommand and `RATCHET ir-fuzz-<subcommand> N` (N = steps that ended 0
//! or 1) for `scripts/ci-ratchets.sh`.
//!
//! Must not touch: atomir's own code (it only calls `cli::run`).
//!
//! Usage: `ir-fuzz [--seed S] [--count N] [--jobs J] [--subcommands assemble,verify,opt]
//! [--keep DIR]`; `ir-fuzz --show I [--seed S]` prints input I (and its pipeline on stderr).

mod grammar;

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const SUBCOMMANDS: &[&str] = &["assemble", "verify", "opt"];
const CHUNK_STEPS: u64 = 600;
/// The stack of a process's main thread on Linux (the binary runs `cli::run` there).
const MAIN_STACK_BYTES: usize = 8 << 20;

struct Options {
    seed: u64,
    count: u64,
    jobs: usize,
    subcommands: Vec<String>,
    keep: PathBuf,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value = |name: &str| -> Option<String> {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let number = |name: &str, default: u64| -> u64 {
        value(name)
            .map(|v| {
                v.parse().unwrap_or_else(|_| {
                    eprintln!("ir-fuzz: {name} takes a whole number");
                    std::process::exit(2)
                })
            })
            .unwrap_or(default)
    };
    let options = Options {
        seed: number("--seed", 1),
        count: number("--count", 100_000),
        jobs: number("--jobs", 2).max(1) as usize,
        subcommands: value("--subcommands")
            .map(|s| s.split(',').map(str::to_string).collect())
            .unwrap_or_else(|| SUBCOMMANDS.iter().map(|s| s.to_string()).collect()),
        keep: value("--keep")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("scripts/out/ir-fuzz")),
    };
    if let Some(bad) = options
        .subcommands
        .iter()
        .find(|s| !SUBCOMMANDS.contains(&s.as_str()))
    {
        eprintln!("ir-fuzz: unknown subcommand '{bad}'");
        std::process::exit(2);
    }
    if let Some(i) = value("--show") {
        let i: u64 = i.parse().unwrap_or(0);
        let input = grammar::generate(options.seed, i);
        let _ = std::io::stdout().write_all(&input.bytes);
        eprintln!("pipeline: {}", input.pipeline);
        return;
    }
    if args.iter().any(|a| a == "--worker") {
        let from = number("--from", 0);
        let to = number("--to", 0);
        let dir = PathBuf::from(value("--dir").unwrap_or_else(|| ".".into()));
        worker(&options, from, to, &dir);
        return;
    }
    std::process::exit(parent(&options));
}

/// The subcommand and input of step `step`.
fn step_of(options: &Options, step: u64) -> (u64, &str) {
    let n = options.subcommands.len() as u64;
    (step / n, options.subcommands[(step % n) as usize].as_str())
}

/// The arguments of one run of `sub` on the file `path`.
pub fn run_args(sub: &str, path: &Path, pipeline: &str) -> Vec<std::ffi::OsString> {
    let mut args: Vec<std::ffi::OsString> = vec!["atomir".into(), sub.into()];
    match sub {
        "assemble" => {}
        "verify" => {}
        _ => {
            args.push(format!("-passes={pipeline}").into());
            args.push("-S".into());
        }
    }
    args.push(path.into());
    args.push("-o".into());
    args.push("/dev/null".into());
    args
}

/// Runs `cli::run` as the binary would, on a thread with the main thread's stack, and returns
/// its status, or `Err(message)` for a panic.
fn run_in_process(args: Vec<std::ffi::OsString>) -> Result<i32, String> {
    let handle = std::thread::Builder::new()
        .stack_size(MAIN_STACK_BYTES)
        .spawn(move || atomir::cli::run(args))
        .map_err(|e| format!("cannot start a thread: {e}"))?;
    handle.join().map_err(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "panic".to_string())
    })
}

fn worker(options: &Options, from: u64, to: u64, dir: &Path) {
    std::panic::set_hook(Box::new(|_| {}));
    let path = dir.join(format!("input-{from}.ll"));
    let stdout = std::io::stdout();
    let mut current_input = u64::MAX;
    let mut pipeline = String::new();
    for step in from..to {
        let (index, sub) = step_of(options, step);
        if index != current_input {
            let input = grammar::generate(options.seed, index);
            if std::fs::write(&path, &input.bytes).is_err() {
                eprintln!("ir-fuzz: cannot write {}", path.display());
                std::process::exit(2);
            }
            pipeline = input.pipeline;
            current_input = index;
        }
        let status = match run_in_process(run_args(sub, &path, &pipeline)) {
            Ok(code) => code.to_string(),
            Err(message) => format!("panic {}", message.replace('\n', " ")),
        };
        let mut out = stdout.lock();
        let _ = writeln!(out, "{step} {status}");
        let _ = out.flush();
    }
    let _ = std::fs::remove_file(&path);
}

/// One step's outcome.
#[derive(Clone)]
enum Outcome {
    Exit(i32),
    Panic(String),
    Crash(String),
}

fn parent(options: &Options) -> i32 {
    let steps = options.count * options.subcommands.len() as u64;
    let scratch = std::env::temp_dir().join(format!("atomir-ir-fuzz-{}", std::process::id()));
    if let Err(e) = std::fs::create_dir_all(&scratch) {
        eprintln!("ir-fuzz: cannot create {}: {e}", scratch.display());
        return 2;
    }
    let queue = std::sync::Mutex::new((0..steps.div_ceil(CHUNK_STEPS)).collect::<Vec<u64>>());
    let results = std::sync::Mutex::new(vec![None::<Outcome>; steps as usize]);
    let exe = std::env::current_exe().expect("ir-fuzz knows its own path");
    std::thread::scope(|scope| {
        for _ in 0..options.jobs {
            scope.spawn(|| loop {
                let chunk = match queue.lock().unwrap().pop() {
                    Some(c) => c,
                    None => break,
                };
                let end = ((chunk + 1) * CHUNK_STEPS).min(steps);
                let mut from = chunk * CHUNK_STEPS;
                while from < end {
                    from = run_worker(&exe, options, from, end, &scratch, &results);
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&scratch);
    report(options, &results.into_inner().unwrap())
}

/// Runs one worker over `from..to`; returns the step after the last one it settled (`to` when
/// it finished; after the crashing step when it died).
fn run_worker(
    exe: &Path,
    options: &Options,
    from: u64,
    to: u64,
    scratch: &Path,
    results: &std::sync::Mutex<Vec<Option<Outcome>>>,
) -> u64 {
    let child = Command::new(exe)
        .args(["--worker", "--seed", &options.seed.to_string()])
        .args(["--from", &from.to_string(), "--to", &to.to_string()])
        .args(["--count", &options.count.to_string()])
        .args(["--subcommands", &options.subcommands.join(",")])
        .args(["--dir".as_ref(), scratch.as_os_str()])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => {
            eprintln!("ir-fuzz: cannot start a worker: {e}");
            std::process::exit(2);
        }
    };
    let mut next = from;
    let reader = std::io::BufReader::new(child.stdout.take().expect("piped"));
    for line in reader.lines().map_while(Result::ok) {
        let (step, status) = line.split_once(' ').unwrap_or((&line, ""));
        let Ok(step) = step.parse::<u64>() else {
            continue;
        };
        let outcome = match status.strip_prefix("panic ") {
            Some(message) => Outcome::Panic(message.to_string()),
            None => Outcome::Exit(status.parse().unwrap_or(-1)),
        };
        results.lock().unwrap()[step as usize] = Some(outcome);
        next = step + 1;
    }
    let status = child.wait().expect("worker status");
    if next < to {
        let why = match std::os::unix::process::ExitStatusExt::signal(&status) {
            Some(sig) => format!("killed by signal {sig}"),
            None => format!("worker exited {status}"),
        };
        results.lock().unwrap()[next as usize] = Some(Outcome::Crash(why));
        return next + 1;
    }
    to
}

fn report(options: &Options, results: &[Option<Outcome>]) -> i32 {
    println!(
        "ir-fuzz: seed {}, {} inputs through {}",
        options.seed,
        options.count,
        options.subcommands.join(", ")
    );
    println!(
        "{:<10} {:>8} {:>8} {:>8} {:>8}",
        "subcommand", "runs", "exit 0", "exit 1", "other"
    );
    let mut failures = Vec::new();
    for sub in &options.subcommands {
        let (mut runs, mut ok, mut err, mut other) = (0u64, 0u64, 0u64, 0u64);
        for (step, r) in results.iter().enumerate() {
            let (index, s) = step_of(options, step as u64);
            if s != sub {
                continue;
            }
            runs += 1;
            match r {
                Some(Outcome::Exit(0)) => ok += 1,
                Some(Outcome::Exit(1)) => err += 1,
                Some(o) => {
                    other += 1;
                    failures.push((index, sub.clone(), o.clone()));
                }
                None => {
                    other += 1;
                    failures.push((index, sub.clone(), Outcome::Crash("not run".into())));
                }
            }
        }
        println!("{sub:<10} {runs:>8} {ok:>8} {err:>8} {other:>8}");
        println!("RATCHET ir-fuzz-{sub} {}", ok + err);
    }
    if failures.is_empty() {
        println!("no run ended with a status other than 0 or 1");
        return 0;
    }
    let _ = std::fs::create_dir_all(&options.keep);
    println!("{} runs ended otherwise:", failures.len());
    for (index, sub, outcome) in failures.iter().take(40) {
        let what = match outcome {
            Outcome::Exit(c) => format!("exit {c}"),
            Outcome::Panic(m) => format!("panic: {m}"),
            Outcome::Crash(m) => m.clone(),
        };
        let input = grammar::generate(options.seed, *index);
        let file = options.keep.join(format!("{sub}-{index}.ll"));
        let _ = std::fs::write(&file, &input.bytes);
        println!(
            "  input {index} ({sub}, pipeline '{}'): {what}  [{}]",
            input.pipeline,
            file.display()
        );
    }
    1
}
