//! `atomir assemble`: parse LLVM IR text and print it in canonical form (like
//! `llvm-as | llvm-dis`).
//!
//! Owns: the subcommand's flags, turning parse errors and verifier errors into rendered
//! diagnostics (exit 1), and the `; ModuleID` line (the input name, as llvm-dis prints it).
//! The module is verified before it is printed, as `llvm-as` does (`-disable-verify` skips
//! it); verifier warnings are left to `atomir verify`. Must not touch: parsing, verifying or
//! printing logic (that is `parse`, `verify` and `print`).

use super::io::{eprint_bytes, read_input, write_output};
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
    /// Parse and verify only; print nothing (exit status tells whether the input is valid).
    #[arg(long = "disable-output")]
    pub disable_output: bool,
    /// Do not run the verifier on the parsed module (as `llvm-as -disable-verify`).
    #[arg(long = "disable-verify")]
    pub disable_verify: bool,
}

pub fn run(args: Args) -> Result<i32> {
    let input = read_input(args.input.as_deref())?;
    let name = input.name.clone();
    let text = input.into_text();
    let parsed = crate::parse::parse_module(&text, &name);
    match parsed {
        Ok(module) => {
            if !args.disable_verify {
                let mut findings = crate::verify::verify_module(&module);
                findings.retain(crate::verify::VerifierError::is_error);
                if !findings.is_empty() {
                    let mut map = SourceMap::new();
                    let file = map.add(name, text);
                    let diags = crate::verify::render_errors(&findings, &module, &map, file);
                    eprint_bytes(&map.render_bytes(&diags));
                    return Ok(1);
                }
            }
            // The text is not needed for printing; free it before the output is built.
            let size_hint = text.len() + text.len() / 16;
            drop(text);
            if args.disable_output {
                return Ok(0);
            }
            let id = args.module_id.as_deref().unwrap_or(&name);
            let out = crate::print::print_module_sized(
                &module,
                id,
                &crate::print::NoAnnotations,
                size_hint,
            );
            write_output(args.output.as_deref(), &crate::bytestr::decode(&out))?;
            // The process ends now: freeing a large module piece by piece only costs time.
            std::mem::forget(module);
            std::mem::forget(out);
            Ok(0)
        }
        Err(e) => {
            let mut map = SourceMap::new();
            let file = map.add(name, text);
            eprint_bytes(&map.render_bytes(&[e.to_diagnostic(file)]));
            Ok(1)
        }
    }
}
