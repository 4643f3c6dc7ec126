//! `atomir assemble`: parse LLVM IR text and print it in canonical form (like
//! `llvm-as | llvm-dis`).
//!
//! Owns: the subcommand's flags, turning parse errors into rendered diagnostics (exit 1), and
//! the `; ModuleID` line (the input name, as llvm-dis prints it). Must not touch: parsing or
//! printing logic (that is `parse` and `print`).

use super::io::{read_input, write_output};
use crate::diag::SourceMap;
use anyhow::Result;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file (`-` or none: standard input).
    pub input: Option<PathBuf>,
    /// Output file (`-`: standard output).
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,
    /// Text of the `; ModuleID = '...'` line (default: the input name, `<stdin>` for stdin).
    #[arg(long = "module-id")]
    pub module_id: Option<String>,
    /// Parse only; print nothing (exit status tells whether the input parsed).
    #[arg(long = "disable-output")]
    pub disable_output: bool,
}

pub fn run(args: Args) -> Result<i32> {
    let input = read_input(args.input.as_deref())?;
    let name = input.name.clone();
    // Take the bytes without copying them when they are valid UTF-8.
    let text = match String::from_utf8(input.bytes) {
        Ok(s) => s,
        Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
    };
    let parsed = crate::parse::parse_module(&text, &name);
    match parsed {
        Ok(module) => {
            // The text is not needed for printing; free it before the output is built.
            drop(text);
            if args.disable_output {
                return Ok(0);
            }
            let id = args.module_id.as_deref().unwrap_or(&name);
            let out = crate::print::print_module(&module, id);
            write_output(args.output.as_deref(), out.as_bytes())?;
            // The process ends now: freeing a large module piece by piece only costs time.
            std::mem::forget(module);
            std::mem::forget(out);
            Ok(0)
        }
        Err(e) => {
            let mut map = SourceMap::new();
            let file = map.add(name, text);
            eprint!("{}", map.render(&[e.to_diagnostic(file)]));
            Ok(1)
        }
    }
}
