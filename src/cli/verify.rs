//! `atomir verify`: parse a module and run the IR verifier on it (like
//! `opt -passes=verify -disable-output`).
//!
//! Owns: the subcommand's flags and exit status: 0 and no output when the module is well
//! formed; otherwise every finding rendered (file:line:column, caret, function and block) on
//! stderr and status 1. Warnings (unknown `llvm.*` names) are printed but do not fail.
//! `--annotate` also prints the module with the findings as comments under each instruction.
//! Must not touch: the rules (that is `crate::verify`) or parsing.

use super::io::{eprint_bytes, read_input, write_output};
use crate::diag::SourceMap;
use anyhow::Result;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file (`-` or none: standard input).
    pub input: Option<PathBuf>,
    /// Output file (`-`: standard output). Without `-o` nothing is written; with it, the module
    /// is printed there in canonical form (like `opt -S -passes=verify -o FILE`), when valid.
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,
    /// Print the module to standard output (or `-o`) with each finding as a `; error: ...`
    /// comment under the offending instruction, even when the module is invalid.
    #[arg(long = "annotate")]
    pub annotate: bool,
    /// Accepted for compatibility with `opt -passes=verify -disable-output`.
    #[arg(long = "disable-output")]
    pub disable_output: bool,
    /// Do not print warnings.
    #[arg(long = "no-warnings")]
    pub no_warnings: bool,
}

pub fn run(args: Args) -> Result<i32> {
    let input = read_input(args.input.as_deref())?;
    let name = input.name.clone();
    let text = input.into_text();
    let mut map = SourceMap::new();
    let module = crate::parse::parse_module(&text, &name);
    let file = map.add(name.clone(), text);
    let module = match module {
        Ok(m) => m,
        Err(e) => {
            eprint_bytes(&map.render_bytes(&[e.to_diagnostic(file)]));
            return Ok(1);
        }
    };
    let mut findings = crate::verify::verify_module(&module);
    if args.no_warnings {
        findings.retain(crate::verify::VerifierError::is_error);
    }
    let failed = crate::verify::has_errors(&findings);
    if !findings.is_empty() {
        let diags = crate::verify::render_errors(&findings, &module, &map, file);
        eprint_bytes(&map.render_bytes(&diags));
    }
    if args.annotate && !args.disable_output {
        let ann = crate::verify::annotate::InlineErrors::new(&findings);
        let text = crate::print::print_module_annotated(&module, &name, &ann);
        write_output(args.output.as_deref(), &crate::bytestr::decode(&text))?;
    } else if let (Some(out), false, false) = (args.output.as_deref(), args.disable_output, failed)
    {
        let text = crate::print::print_module(&module, &name);
        write_output(Some(out), &crate::bytestr::decode(&text))?;
    }
    Ok(if failed { 1 } else { 0 })
}
