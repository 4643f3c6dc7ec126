//! The command line: flags in LLVM's spellings, files and stdin/stdout, exit codes.
//!
//! Owns: argument parsing (clap, after [`normalize_llvm_flags`] turns single-dash long options such
//! as `-mcpu=skylake` into clap's `--mcpu=skylake`), reading inputs ([`io`]), writing outputs
//! atomically ([`io::write_output`]) and rendering diagnostics to stderr. Each subcommand lives in
//! its own file. Exit status: 0 on success, 1 on any error. Nothing below `cli` prints or exits.

pub mod io;

mod assemble;
mod calibrate;
mod lower;
mod mca;
mod measure;
mod opt;
mod stack;
mod verify;

use clap::{Parser, Subcommand};
use std::ffi::OsString;

#[derive(Parser, Debug)]
#[command(
    name = "atomir",
    version,
    about = "LLVM IR and machine-code toolchain: assemble, verify, opt, lower, mca"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Parse textual LLVM IR, verify it and print it in canonical form (like llvm-as | llvm-dis).
    Assemble(assemble::Args),
    /// Check a module with the IR verifier (like opt -passes=verify).
    Verify(verify::Args),
    /// Run a pass pipeline (like opt -passes=...).
    Opt(opt::Args),
    /// Lower atomics to target assembly (like llc).
    Lower(lower::Args),
    /// Simulate assembly on a CPU model (like llvm-mca).
    Mca(Box<mca::Args>),
    /// Measure cycles per iteration of assembly blocks on this machine (BHive's method).
    Measure(measure::Args),
    /// Measure this host's instruction forms (latency, reciprocal throughput) into a model file.
    Calibrate(calibrate::Args),
}

/// Runs the tool on `args` (including the program name) and returns the process exit status.
pub fn run(args: Vec<OsString>) -> i32 {
    let args = normalize_llvm_flags(args);
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            if matches!(
                e.kind(),
                clap::error::ErrorKind::DisplayHelp
                    | clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) {
                let text = llvm_style_help(&e.render().to_string());
                if code == 0 {
                    use std::io::Write;
                    let _ = std::io::stdout().lock().write_all(text.as_bytes());
                } else {
                    eprint!("{text}");
                }
            } else {
                let _ = e.print();
            }
            return code;
        }
    };
    let result = match cli.command {
        Command::Assemble(a) => stack::with_deep_stack(|| assemble::run(a)).and_then(|r| r),
        Command::Verify(a) => stack::with_deep_stack(|| verify::run(a)).and_then(|r| r),
        Command::Opt(a) => stack::with_deep_stack(|| opt::run(a)).and_then(|r| r),
        Command::Lower(a) => lower::run(a),
        Command::Mca(a) => mca::run(*a),
        Command::Measure(a) => measure::run(a),
        Command::Calibrate(a) => calibrate::run(a),
    };
    match result {
        Ok(status) => status,
        Err(e) => {
            eprintln!("atomir: error: {e:#}");
            1
        }
    }
}

/// Rewrites LLVM-style single-dash long options (`-mcpu=x`, `-passes=...`, `-timeline`) into the
/// double-dash form clap understands. Left alone: `-` (stdin), one-letter options (`-o`), options
/// already spelled with `--`, negative numbers, and everything after a bare `--`.
pub fn normalize_llvm_flags(args: Vec<OsString>) -> Vec<OsString> {
    let mut out = Vec::with_capacity(args.len());
    let mut rest_are_positional = false;
    for (i, arg) in args.into_iter().enumerate() {
        if i == 0 || rest_are_positional {
            out.push(arg);
            continue;
        }
        let Some(s) = arg.to_str() else {
            out.push(arg);
            continue;
        };
        if s == "--" {
            rest_are_positional = true;
            out.push(arg);
            continue;
        }
        let is_single_dash_long = s.starts_with('-')
            && !s.starts_with("--")
            && s.len() > 2
            && !s.as_bytes()[1].is_ascii_digit()
            && s.as_bytes()[2] != b'=';
        if is_single_dash_long {
            out.push(OsString::from(format!("-{s}")));
        } else {
            out.push(arg);
        }
    }
    out
}

/// Rewrites clap's help text so that each long option is shown as users of LLVM's tools type it:
/// `--mcpu <MCPU>` becomes `-mcpu=<MCPU>` and `--timeline` becomes `-timeline` (both spellings
/// work: [`normalize_llvm_flags`]). Only the option column of option lines changes, and the
/// dropped dash becomes a leading space, so the columns stay aligned. Descriptions are left as
/// written.
pub fn llvm_style_help(help: &str) -> String {
    let mut out = String::with_capacity(help.len());
    for line in help.split_inclusive('\n') {
        let trimmed = line.trim_start();
        if !trimmed.starts_with('-') {
            out.push_str(line);
            continue;
        }
        let indent = line.len() - trimmed.len();
        // The option column ends at the first run of two spaces (or the end of the line, when
        // the description is on the next line).
        let column_end = trimmed
            .find("  ")
            .unwrap_or(trimmed.trim_end_matches(['\n', '\r']).len());
        let (column, rest) = trimmed.split_at(column_end);
        let mut shifted = 0;
        let mut new_column = String::with_capacity(column.len());
        for (i, part) in column.split(", ").enumerate() {
            if i > 0 {
                new_column.push_str(", ");
            }
            match part.strip_prefix("--") {
                Some(long) => {
                    shifted += 1;
                    new_column.push('-');
                    new_column.push_str(&long.replacen(" <", "=<", 1));
                }
                None => new_column.push_str(part),
            }
        }
        out.extend(std::iter::repeat_n(' ', indent + shifted));
        out.push_str(&new_column);
        out.push_str(rest);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(args: &[&str]) -> Vec<String> {
        normalize_llvm_flags(args.iter().map(OsString::from).collect())
            .into_iter()
            .map(|s| s.into_string().unwrap())
            .collect()
    }

    #[test]
    fn help_shows_single_dash_spellings_in_aligned_columns() {
        let clap_text = "Options:\n  -o <OUTPUT>              Output file\n      --mcpu <MCPU>        Target CPU\n      --timeline[=<T>]     Print it (--x stays)\n  -h, --help               Print help\n      --iterations <N>\n          Number\n";
        assert_eq!(
            llvm_style_help(clap_text),
            "Options:\n  -o <OUTPUT>              Output file\n       -mcpu=<MCPU>        Target CPU\n       -timeline[=<T>]     Print it (--x stays)\n   -h, -help               Print help\n       -iterations=<N>\n          Number\n"
        );
    }

    #[test]
    fn single_dash_long_options_become_double_dash() {
        assert_eq!(
            norm(&[
                "atomir",
                "mca",
                "-mcpu=skylake",
                "-timeline",
                "-o",
                "-",
                "f.s"
            ]),
            [
                "atomir",
                "mca",
                "--mcpu=skylake",
                "--timeline",
                "-o",
                "-",
                "f.s"
            ]
        );
    }

    #[test]
    fn leaves_double_dash_negative_numbers_and_positionals() {
        assert_eq!(
            norm(&["atomir", "opt", "--passes=verify", "-5", "--", "-weird.ll"]),
            ["atomir", "opt", "--passes=verify", "-5", "--", "-weird.ll"]
        );
    }
}
