//! Runs `llvm-mca` for one CPU on assembly text given as a string and returns its stdout.
//!
//! Owns process handling only (stdin fed from a thread, stderr kept for error messages).

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Longest run we wait for; llvm-mca 22 loops forever on a few inputs (seen on alderlake).
const TIMEOUT: Duration = Duration::from_secs(2);
/// Exit code reported for a run that was killed after [`TIMEOUT`].
pub const TIMED_OUT: i32 = -2;

/// llvm-mca bound to one `-mcpu`.
pub struct Mca {
    pub bin: PathBuf,
    pub cpu: String,
}

impl Mca {
    /// Runs `llvm-mca -mtriple=x86_64 -mcpu=CPU ARGS -` on `input`; returns stdout. A non-zero
    /// exit is an error carrying stderr's first lines.
    pub fn run(&self, input: &str, args: &[&str]) -> Result<String, String> {
        let (code, out, err) = self.run_raw(input, args)?;
        if code != 0 {
            let head: String = err.lines().take(6).collect::<Vec<_>>().join("\n");
            return Err(format!(
                "llvm-mca -mcpu={} {:?} exited {code}: {head}",
                self.cpu, args
            ));
        }
        Ok(out)
    }

    /// Like `run` but returns the exit code, stdout and stderr whatever the exit code.
    pub fn run_raw(&self, input: &str, args: &[&str]) -> Result<(i32, String, String), String> {
        let mut child = Command::new(&self.bin)
            .arg("-mtriple=x86_64")
            .arg(format!("-mcpu={}", self.cpu))
            .args(args)
            .arg("-")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", self.bin.display()))?;
        let mut stdin = child.stdin.take().ok_or("no stdin")?;
        let text = input.to_string();
        let feeder = std::thread::spawn(move || {
            let _ = stdin.write_all(text.as_bytes());
        });
        let mut out_pipe = child.stdout.take().ok_or("no stdout")?;
        let mut err_pipe = child.stderr.take().ok_or("no stderr")?;
        let out_reader = std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = out_pipe.read_to_end(&mut v);
            v
        });
        let err_reader = std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = err_pipe.read_to_end(&mut v);
            v
        });
        let start = Instant::now();
        let status = loop {
            if let Some(st) = child.try_wait().map_err(|e| e.to_string())? {
                break Some(st);
            }
            if start.elapsed() > TIMEOUT {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let _ = feeder.join();
        let out = out_reader.join().unwrap_or_default();
        let err = err_reader.join().unwrap_or_default();
        let code = match status {
            Some(st) => st.code().unwrap_or(-1),
            None => TIMED_OUT,
        };
        Ok((
            code,
            String::from_utf8_lossy(&out).into_owned(),
            String::from_utf8_lossy(&err).into_owned(),
        ))
    }
}
