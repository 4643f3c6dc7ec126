//! `atomir lower`: IR to target assembly (like `llc`), and `-print-atomic-table`.
//!
//! Owns: the subcommand's flags (`--target`/`-mtriple`, `-mattr=`, `-o`, `-print-atomic-table`),
//! reading the input, verifying it, rendering lowering errors as diagnostics (file, line,
//! column, caret) and the exit status. Must not touch: the lowering itself (`crate::lower`) or
//! the target tables (`crate::target`).

use super::io::{read_input, write_output};
use crate::diag::{Diagnostic, SourceMap};
use anyhow::{bail, Result};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file (`-` or none: standard input).
    pub input: Option<PathBuf>,
    /// Output file (`-`: standard output, the default).
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,
    /// Target triple (LLVM spellings: x86_64-linux-gnu, x86_64-pc-linux-gnu, ...); defaults to
    /// the module's `target triple`.
    #[arg(long = "target", alias = "mtriple")]
    pub target: Option<String>,
    /// Target features, comma separated: `+cx16`, `-cx16`.
    #[arg(long = "mattr", default_value = "")]
    pub mattr: String,
    /// Print the target's atomic lowering table (no input needed) and exit.
    #[arg(long = "print-atomic-table")]
    pub print_atomic_table: bool,
}

pub fn run(args: Args) -> Result<i32> {
    if args.print_atomic_table {
        let Some(triple) = args.target.as_deref() else {
            bail!("-print-atomic-table needs --target=TRIPLE");
        };
        let target =
            crate::target::triple::select(triple, &args.mattr).map_err(anyhow::Error::msg)?;
        let mut text = target.desc.atomics.render();
        if !target.features.is_empty() {
            text = format!(
                "# enabled features: {}\n{text}",
                target
                    .features
                    .iter()
                    .map(|f| format!("+{f}"))
                    .collect::<Vec<_>>()
                    .join(",")
            );
        }
        write_output(args.output.as_deref(), text.as_bytes())?;
        return Ok(0);
    }
    let input = read_input(args.input.as_deref())?;
    let name = input.name.clone();
    let text = input.into_text();
    let mut map = SourceMap::new();
    let module = crate::parse::parse_module(&text, &name);
    let file = map.add(name.clone(), text);
    let module = match module {
        Ok(m) => m,
        Err(e) => {
            eprint!("{}", map.render(&[e.to_diagnostic(file)]));
            return Ok(1);
        }
    };
    let findings = crate::verify::verify_module(&module);
    if crate::verify::has_errors(&findings) {
        let diags = crate::verify::render_errors(&findings, &module, &map, file);
        eprint!("{}", map.render(&diags));
        return Ok(1);
    }
    let triple = match (&args.target, &module.triple) {
        (Some(t), _) => t.clone(),
        (None, Some(t)) => t.clone(),
        (None, None) => bail!("no target: give --target=TRIPLE (the module has no target triple)"),
    };
    let target = crate::target::triple::select(&triple, &args.mattr).map_err(anyhow::Error::msg)?;
    match crate::lower::lower_module(&module, &target) {
        Ok(asm) => {
            let out = args.output.as_deref().unwrap_or(std::path::Path::new("-"));
            write_output(Some(out), asm.as_bytes())?;
            Ok(0)
        }
        Err(e) => {
            let mut d = Diagnostic::error(e.message);
            if let Some(span) = e.span {
                // Instruction spans run to the next line; a caret at the start reads better.
                let at = crate::diag::Span::at(span.range().start);
                d = d.with_label(file, at, "");
            }
            eprint!("{}", map.render(&[d]));
            Ok(1)
        }
    }
}
