//! Reading inputs and writing outputs for every subcommand.
//!
//! Owns: `-` / no path meaning stdin, the display name used in diagnostics (`<stdin>` for stdin,
//! the path as given otherwise), and output files ([`Output`], [`write_output`]).
//!
//! The output rules, as users of LLVM's tools expect them, without ever leaving a half-written
//! file behind a failed run:
//! - `-` or no path: standard output. A closed pipe (`| head`) is not an error: further output
//!   is dropped.
//! - A symbolic link is followed (hop by hop, at most [`MAX_LINK_HOPS`]); what it points to is
//!   the output, so the link stays a link. A dangling link creates its target.
//! - A regular file (or a new path) is written to a temporary sibling of the final target
//!   (`.NAME.tmpPID-N`, created with the old file's permission bits from the start, so the
//!   content is never readable more widely than before) and renamed into place only once all of
//!   it is written and synced. An existing file keeps its permission bits (and, when we may, its
//!   owner). A failed run removes the temporary and leaves the old file as it was.
//! - A regular file with more than one hard link: renaming would split the links, so the
//!   complete output is first written to the temporary as above, then copied into the file
//!   itself (every link sees it); only an I/O error during that last copy can leave it partial.
//! - Anything else that exists (character or block device, FIFO, socket) and the process's own
//!   descriptors (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, reached directly
//!   or through links) is opened and written in place: there is nothing to rename over.
//! - Errors name the path the user gave, never the temporary.
//!
//! Must not touch: what is written (the subcommands decide that).

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

/// How many symbolic links an output path may pass through before it is an error (as the
/// kernel's own limit for one lookup).
pub const MAX_LINK_HOPS: usize = 40;

/// Writes `bytes` to `path` (`None` or `-`: stdout) by the rules in the module doc.
pub fn write_output(path: Option<&Path>, bytes: &[u8]) -> Result<()> {
    let mut out = Output::create(path)?;
    out.write_all(bytes)
        .with_context(|| out.write_error_context())?;
    out.commit()
}

/// An output being written, by the rules in the module doc: standard output, a file or device
/// written in place, or a temporary file that [`Output::commit`] puts in place. Writes are
/// buffered. Dropping an `Output` without committing it removes its temporary, so a run that
/// fails half-way leaves the old file as it was.
pub struct Output {
    sink: Sink,
    /// The path as the user gave it, for messages.
    shown: String,
}

enum Sink {
    /// Standard output; `closed` once a write found the pipe closed.
    Stdout {
        out: std::io::BufWriter<std::io::StdoutLock<'static>>,
        closed: bool,
    },
    /// A device, FIFO, socket or descriptor path, written where it is.
    InPlace(std::io::BufWriter<std::fs::File>),
    /// A temporary sibling of `dest`, renamed over it (or copied into it) on commit.
    Temporary {
        file: Option<std::io::BufWriter<std::fs::File>>,
        tmp: PathBuf,
        dest: PathBuf,
        /// `dest` has other hard links: copy into it instead of renaming over it.
        copy_into: bool,
    },
}

const BUFFER_BYTES: usize = 1 << 16;

impl Output {
    /// Opens the output `path` names (`None` or `-`: standard output).
    pub fn create(path: Option<&Path>) -> Result<Output> {
        let path = match path {
            None => return Ok(Output::stdout()),
            Some(p) if p == Path::new("-") => return Ok(Output::stdout()),
            Some(p) => p,
        };
        let shown = path.display().to_string();
        let fail = |what: &str| format!("could not open output file '{shown}'{what}");
        let dest = resolve_links(path).with_context(|| fail(""))?;
        if dest.is_process_stdout {
            let mut out = Output::stdout();
            out.shown = shown;
            return Ok(out);
        }
        let meta = match std::fs::metadata(&dest.path) {
            Ok(m) => Some(m),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => return Err(e).with_context(|| fail("")),
        };
        let in_place = dest.through_descriptor || meta.as_ref().is_some_and(|m| !m.is_file());
        if in_place {
            let is_file = meta.as_ref().is_some_and(|m| m.is_file());
            let file = std::fs::OpenOptions::new()
                .write(true)
                .truncate(is_file)
                .open(&dest.path)
                .with_context(|| fail(""))?;
            return Ok(Output {
                sink: Sink::InPlace(std::io::BufWriter::with_capacity(BUFFER_BYTES, file)),
                shown,
            });
        }
        let (file, tmp) = create_temporary(&dest.path, meta.as_ref()).with_context(|| fail(""))?;
        let copy_into = meta.as_ref().is_some_and(|m| {
            use std::os::unix::fs::MetadataExt;
            m.nlink() > 1
        });
        Ok(Output {
            sink: Sink::Temporary {
                file: Some(std::io::BufWriter::with_capacity(BUFFER_BYTES, file)),
                tmp,
                dest: dest.path,
                copy_into,
            },
            shown,
        })
    }

    fn stdout() -> Output {
        Output {
            sink: Sink::Stdout {
                out: std::io::BufWriter::with_capacity(BUFFER_BYTES, std::io::stdout().lock()),
                closed: false,
            },
            shown: "<stdout>".to_string(),
        }
    }

    /// The context for a failed write, naming the user's path.
    pub fn write_error_context(&self) -> String {
        match self.sink {
            Sink::Stdout { .. } => "could not write to standard output".to_string(),
            _ => format!("could not write output file '{}'", self.shown),
        }
    }

    /// Flushes everything and, for a temporary, puts it in place. Only after this returns `Ok`
    /// does the output exist (or change) under the user's path.
    pub fn commit(mut self) -> Result<()> {
        let shown = std::mem::take(&mut self.shown);
        let context = || format!("could not write output file '{shown}'");
        match &mut self.sink {
            Sink::Stdout { out, closed } => {
                if *closed {
                    return Ok(());
                }
                match out.flush() {
                    Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                        Err(e).context("could not write to standard output")
                    }
                    _ => Ok(()),
                }
            }
            Sink::InPlace(file) => file.flush().with_context(context),
            Sink::Temporary {
                file,
                tmp,
                dest,
                copy_into,
            } => {
                let Some(buffered) = file.take() else {
                    return Ok(());
                };
                let written = buffered
                    .into_inner()
                    .map_err(|e| e.into_error())
                    .and_then(|f| f.sync_all().map(|_| f))
                    .with_context(context)?;
                drop(written);
                if *copy_into {
                    copy_file_contents(tmp, dest).with_context(context)?;
                    std::fs::remove_file(&*tmp).with_context(context)?;
                } else {
                    std::fs::rename(&*tmp, &*dest).with_context(context)?;
                }
                // Committed: nothing for `drop` to clean up.
                tmp.clear();
                Ok(())
            }
        }
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match &mut self.sink {
            Sink::Stdout { out, closed } => {
                if *closed {
                    return Ok(buf.len());
                }
                match out.write(buf) {
                    Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                        *closed = true;
                        Ok(buf.len())
                    }
                    r => r,
                }
            }
            Sink::InPlace(file) => file.write(buf),
            Sink::Temporary { file, .. } => match file {
                Some(f) => f.write(buf),
                None => Err(std::io::Error::other("output already committed")),
            },
        }
    }

    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        // The default would loop on `write`; going to the buffer directly keeps large writes
        // in one piece.
        match &mut self.sink {
            Sink::Stdout { out, closed } => {
                if *closed {
                    return Ok(());
                }
                match out.write_all(buf) {
                    Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                        *closed = true;
                        Ok(())
                    }
                    r => r,
                }
            }
            Sink::InPlace(file) => file.write_all(buf),
            Sink::Temporary { file: Some(f), .. } => f.write_all(buf),
            Sink::Temporary { file: None, .. } => {
                Err(std::io::Error::other("output already committed"))
            }
        }
    }

    fn flush(&mut self) -> std::io::Result<()> {
        match &mut self.sink {
            Sink::Stdout { out, closed } => {
                if *closed {
                    return Ok(());
                }
                match out.flush() {
                    Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
                        *closed = true;
                        Ok(())
                    }
                    r => r,
                }
            }
            Sink::InPlace(file) => file.flush(),
            Sink::Temporary { file: Some(f), .. } => f.flush(),
            Sink::Temporary { file: None, .. } => Ok(()),
        }
    }
}

impl Drop for Output {
    fn drop(&mut self) {
        if let Sink::Temporary { file, tmp, .. } = &mut self.sink {
            // Not committed: the temporary goes, the user's file stays as it was.
            drop(file.take());
            if !tmp.as_os_str().is_empty() {
                let _ = std::fs::remove_file(&*tmp);
            }
        }
    }
}

/// Where an output path leads once its symbolic links are followed.
struct Destination {
    path: PathBuf,
    /// The path is this process's standard output (`/dev/stdout`, descriptor 1).
    is_process_stdout: bool,
    /// The path went through `/dev/fd` or `/proc/.../fd`: a descriptor, written in place.
    through_descriptor: bool,
}

fn is_descriptor_path(p: &Path) -> bool {
    p.starts_with("/dev/fd")
        || p.starts_with("/proc")
        || p == Path::new("/dev/stdout")
        || p == Path::new("/dev/stderr")
        || p == Path::new("/dev/stdin")
}

fn is_stdout_path(p: &Path) -> bool {
    p == Path::new("/dev/stdout")
        || p == Path::new("/dev/fd/1")
        || p == Path::new("/proc/self/fd/1")
        || p == Path::new(&format!("/proc/{}/fd/1", std::process::id()))
}

/// Follows `path`'s final component through symbolic links, hop by hop (a dangling link leads to
/// the path it names, which will be created). Descriptor paths stop the walk: the kernel's
/// `/proc` links name pipes and sockets that are no paths at all.
fn resolve_links(path: &Path) -> std::io::Result<Destination> {
    let mut current = path.to_path_buf();
    for _ in 0..=MAX_LINK_HOPS {
        if is_stdout_path(&current) {
            return Ok(Destination {
                path: current,
                is_process_stdout: true,
                through_descriptor: true,
            });
        }
        if is_descriptor_path(&current) {
            return Ok(Destination {
                path: current,
                is_process_stdout: false,
                through_descriptor: true,
            });
        }
        match std::fs::symlink_metadata(&current) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = std::fs::read_link(&current)?;
                current = if target.is_absolute() {
                    target
                } else {
                    match current.parent() {
                        Some(dir) => dir.join(target),
                        None => target,
                    }
                };
            }
            _ => {
                return Ok(Destination {
                    path: current,
                    is_process_stdout: false,
                    through_descriptor: false,
                })
            }
        }
    }
    Err(std::io::Error::other(format!(
        "more than {MAX_LINK_HOPS} symbolic links"
    )))
}

/// Creates a new temporary file beside `dest` with `old`'s permission bits (or the default for
/// a new file), never replacing an existing file of that name.
fn create_temporary(
    dest: &Path,
    old: Option<&std::fs::Metadata>,
) -> std::io::Result<(std::fs::File, PathBuf)> {
    use std::os::unix::fs::{MetadataExt, OpenOptionsExt, PermissionsExt};
    static COUNTER: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let dir = match dest.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let file_name = dest
        .file_name()
        .ok_or_else(|| std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a file name"))?;
    let mode = old.map_or(0o666, |m| m.permissions().mode() & 0o7777);
    loop {
        let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut tmp_name = std::ffi::OsString::from(".");
        tmp_name.push(file_name);
        tmp_name.push(format!(".tmp{}-{n}", std::process::id()));
        let tmp = dir.join(tmp_name);
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(mode)
            .open(&tmp)
        {
            Ok(file) => {
                if let Some(m) = old {
                    // The umask may have cleared bits the old file had: set them exactly. The
                    // owner is kept when we may (as root); otherwise the file becomes ours, as
                    // with any tool that replaces a file.
                    let _ = std::os::unix::fs::fchown(&file, Some(m.uid()), Some(m.gid()));
                    file.set_permissions(std::fs::Permissions::from_mode(mode))?;
                }
                return Ok((file, tmp));
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 1_000_000 => continue,
            Err(e) => return Err(e),
        }
    }
}

/// Copies the finished temporary into `dest` itself (for a file with other hard links).
fn copy_file_contents(tmp: &Path, dest: &Path) -> std::io::Result<()> {
    let mut from = std::fs::File::open(tmp)?;
    let mut to = std::fs::OpenOptions::new()
        .write(true)
        .truncate(true)
        .open(dest)?;
    std::io::copy(&mut from, &mut to)?;
    to.sync_all()
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
