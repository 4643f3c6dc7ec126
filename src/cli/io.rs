//! Reading inputs and writing outputs for every subcommand.
//!
//! Owns: `-` / no path meaning stdin, the display name used in diagnostics (`<stdin>` for stdin,
//! the path as given otherwise), and atomic output: a file is written to a temporary sibling and
//! renamed into place, so a failed run never leaves a half-written output. `-` means stdout.

use anyhow::{Context, Result};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// One input: the name diagnostics show and its bytes.
pub struct Input {
    pub name: String,
    pub bytes: Vec<u8>,
}

impl Input {
    /// The input as text, without copying when it is valid UTF-8. Every byte is kept: a byte
    /// that is not valid UTF-8 becomes one escape character ([`crate::bytestr`]), so names and
    /// strings come back byte for byte and each such byte counts as one column in diagnostics.
    pub fn into_text(self) -> String {
        crate::bytestr::encode(self.bytes)
    }
}

/// Writes rendered diagnostics (bytes, see `diag::SourceMap::render_bytes`) to stderr.
pub fn eprint_bytes(bytes: &[u8]) {
    let _ = std::io::stderr().lock().write_all(bytes);
}

/// Reads `path`, or standard input when it is `None` or `-`.
pub fn read_input(path: Option<&Path>) -> Result<Input> {
    match path {
        None => read_stdin(),
        Some(p) if p == Path::new("-") => read_stdin(),
        Some(p) => {
            let bytes = std::fs::read(p)
                .with_context(|| format!("could not open input file '{}'", p.display()))?;
            Ok(Input {
                // Every byte of the path, as `bytestr` text (llvm-dis prints them all back).
                name: crate::bytestr::encode(p.as_os_str().as_encoded_bytes().to_vec()),
                bytes,
            })
        }
    }
}

fn read_stdin() -> Result<Input> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .read_to_end(&mut bytes)
        .context("could not read standard input")?;
    Ok(Input {
        name: "<stdin>".to_string(),
        bytes,
    })
}

/// Writes `bytes` to `path` (`None` or `-`: stdout). A file is written to a temporary file in
/// the same directory and renamed into place, so readers never see a partial file.
pub fn write_output(path: Option<&Path>, bytes: &[u8]) -> Result<()> {
    match path {
        None => write_stdout(bytes),
        Some(p) if p == Path::new("-") => write_stdout(bytes),
        Some(p) => write_atomically(p, bytes),
    }
}

fn write_stdout(bytes: &[u8]) -> Result<()> {
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|_| out.flush()) {
        Ok(()) => Ok(()),
        // A closed pipe (`| head`) is not an error worth reporting.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(e).context("could not write to standard output"),
    }
}

fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let file_name = path
        .file_name()
        .with_context(|| format!("'{}' is not a file name", path.display()))?;
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(file_name);
    tmp_name.push(format!(".tmp{}", std::process::id()));
    let tmp = dir.join(tmp_name);
    let result = (|| -> Result<()> {
        let mut f = std::fs::File::create(&tmp)
            .with_context(|| format!("could not create '{}'", tmp.display()))?;
        f.write_all(bytes)
            .and_then(|_| f.sync_all())
            .with_context(|| format!("could not write '{}'", tmp.display()))?;
        std::fs::rename(&tmp, path)
            .with_context(|| format!("could not write output file '{}'", path.display()))?;
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("atomir-io-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let target = dir.join("out.txt");
        std::fs::write(&target, "old").unwrap();
        write_output(Some(&target), b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
        let leftovers: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(leftovers.len(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn failed_write_leaves_no_file() {
        let target = Path::new("/nonexistent-dir-atomir/out.txt");
        assert!(write_output(Some(target), b"x").is_err());
        assert!(!target.exists());
    }
}
