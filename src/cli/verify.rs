//! `atomir verify`: the IR verifier (issue: verifier).
//!
//! Not implemented yet: the subcommand reads its input and then says so with a clear error and exit
//! status 1, never with plausible-looking output.

use anyhow::{bail, Result};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file (`-` or none: standard input).
    pub input: Option<PathBuf>,
    /// Output file (`-`: standard output).
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<i32> {
    super::io::read_input(args.input.as_deref())?;
    bail!("'atomir verify' is not implemented yet")
}
