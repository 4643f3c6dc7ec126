//! The `atomir` binary: a thin shell around [`atomir::cli::run`].
//!
//! Owns nothing but the process boundary: it hands the raw arguments to the library and turns the
//! returned status into the process exit code.

fn main() {
    let status = atomir::cli::run(std::env::args_os().collect());
    std::process::exit(status);
}
