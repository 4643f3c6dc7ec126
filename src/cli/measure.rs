//! `atomir measure`: measured core cycles per iteration of each region of an assembly file.
//!
//! Owns: the flags (LLVM spellings: `-o`, `-` or none for stdin, `-json`, `-repetitions=N`,
//! `-samples=N`, `-unroll=A,B`, `-cpu=K`, `-page-limit=N`, `-timeout=S`, `-dry-run`), reading
//! the input, writing the report, diagnostics and the exit status: 1 when the input cannot be
//! read or encoded (located diagnostics with a caret) or when any region cannot be measured
//! (`<file>: error: region N ('name'): cannot measure: <why>` on stderr, the other regions are
//! still reported).
//! Must not touch: the measuring engine (`crate::measure`).

use super::io::{eprint_bytes, read_input, write_output};
use crate::measure::runner::RunConfig;
use crate::measure::{measure_source, render_json, render_text, MeasureOptions, Outcome};
use anyhow::Result;
use std::path::PathBuf;

/// Largest unroll factor accepted (BHive uses 100 and 200).
const MAX_UNROLL: u32 = 100_000;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file (`-` or none: standard input).
    pub input: Option<PathBuf>,
    /// Output file (`-`: standard output).
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,
    /// Print the report as one JSON document (schema in `src/measure/mod.rs`).
    #[arg(long)]
    pub json: bool,
    /// Repetitions of the whole measurement; the figure is their minimum, the spread is theirs.
    #[arg(long, default_value_t = 10)]
    pub repetitions: u32,
    /// Timed runs of each program per repetition (the minimum of each is used).
    #[arg(long, default_value_t = 16)]
    pub samples: u32,
    /// The two unroll factors A,B (A < B): cycles = (t_B - t_A) / (B - A).
    #[arg(long, default_value = "100,200")]
    pub unroll: String,
    /// Pin the measuring process to this CPU (default: the CPU it starts on).
    #[arg(long)]
    pub cpu: Option<u32>,
    /// Most pages the block may touch (mapped on demand when it faults).
    #[arg(long = "page-limit", default_value_t = 256)]
    pub page_limit: u32,
    /// Seconds a region may take before it is reported as timed out.
    #[arg(long, default_value_t = 10)]
    pub timeout: u32,
    /// Print the machine-code layout of the timed programs instead of running them.
    #[arg(long = "dry-run")]
    pub dry_run: bool,
}

fn parse_unroll(s: &str) -> Option<(u32, u32)> {
    let (a, b) = s.split_once(',')?;
    let (a, b): (u32, u32) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
    (a >= 1 && a < b && b <= MAX_UNROLL).then_some((a, b))
}

pub fn run(args: Args) -> Result<i32> {
    let usage = |msg: String| {
        eprint_bytes(format!("atomir measure: {msg}\n").as_bytes());
        Ok(1)
    };
    let Some(unroll) = parse_unroll(&args.unroll) else {
        return usage(format!(
            "-unroll: expected two counts A,B with 1 <= A < B <= {MAX_UNROLL}, got '{}'",
            args.unroll
        ));
    };
    if args.repetitions == 0 || args.samples == 0 {
        return usage("-repetitions and -samples must be at least 1".to_string());
    }
    if args.page_limit < 2 {
        return usage("-page-limit must be at least 2 (the data and stack pages)".to_string());
    }
    if args.timeout == 0 {
        return usage("-timeout must be at least 1 second".to_string());
    }
    let opts = MeasureOptions {
        unroll,
        run: RunConfig {
            repetitions: args.repetitions,
            samples: args.samples,
            cpu: args.cpu,
            page_limit: args.page_limit,
            timeout_seconds: args.timeout,
        },
        dry_run: args.dry_run,
    };
    let input = read_input(args.input.as_deref())?;
    let name = input.name.clone();
    let reports = match measure_source(&name, &input.bytes, &opts) {
        Ok(r) => r,
        Err(diagnostics) => {
            eprint_bytes(&diagnostics);
            return Ok(1);
        }
    };
    let text = if args.json {
        render_json(&name, &opts, &reports)
    } else {
        render_text(&reports)
    };
    write_output(args.output.as_deref(), &crate::bytestr::decode(&text))?;
    let mut failed = false;
    for (i, r) in reports.iter().enumerate() {
        if let Outcome::CannotMeasure(why) = &r.outcome {
            failed = true;
            let msg = format!(
                "{name}: error: region {i} ('{}'): cannot measure: {why}\n",
                r.block.name
            );
            eprint_bytes(&crate::bytestr::decode(&msg));
        }
    }
    Ok(if failed { 1 } else { 0 })
}

#[cfg(test)]
mod tests {
    use super::parse_unroll;

    #[test]
    fn unroll_factors() {
        assert_eq!(parse_unroll("100,200"), Some((100, 200)));
        assert_eq!(parse_unroll(" 1, 2"), Some((1, 2)));
        assert_eq!(parse_unroll("200,100"), None);
        assert_eq!(parse_unroll("0,100"), None);
        assert_eq!(parse_unroll("100"), None);
        assert_eq!(parse_unroll("1,100001"), None);
    }
}
