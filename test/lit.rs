//! The in-tree lit runner: runs every golden test under `test/` (run by `cargo test`).
//!
//! Owns: finding test files (`*.ll`, `*.s` with `RUN:` lines, outside `test/lit/` and
//! `test/bench/`), expanding substitutions (`%s`, `%S`, `%p`, `%t`, `%%`), running each RUN line
//! as a shell-like pipeline with lit's `pipefail` semantics (`|`, `2>&1`, `>`, `2>`, `<`, `&&`),
//! the built-in commands `atomir` (the binary under test), `FileCheck` (see `lit/filecheck.rs`)
//! and `not`, and reporting: a failure prints the RUN line, the check that failed and the input
//! around it. Other commands (`cat`, `diff`, ...) run as real processes.
//! The same files run under real `lit` + `FileCheck` with `test/lit.cfg.py`.
//!
//! Usage: `cargo test --test lit [-- SUBSTRING...]` runs the tests whose path contains any of
//! the substrings.

#[path = "lit/filecheck.rs"]
mod filecheck;

use rayon::prelude::*;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn main() {
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("test");
    let mut files = Vec::new();
    collect_tests(&root, &mut files);
    files.sort();
    files.retain(|f| {
        filters.is_empty()
            || filters
                .iter()
                .any(|flt| f.to_string_lossy().contains(flt.as_str()))
    });
    let results: Vec<(PathBuf, Result<usize, String>)> = files
        .par_iter()
        .map(|f| (f.clone(), run_test_file(f)))
        .collect();
    let mut passed = 0;
    let mut failed = 0;
    let mut out = std::io::stdout().lock();
    for (file, res) in &results {
        let rel = file
            .strip_prefix(&root)
            .unwrap_or(file)
            .display()
            .to_string();
        match res {
            Ok(_) => {
                passed += 1;
                let _ = writeln!(out, "PASS: {rel}");
            }
            Err(msg) => {
                failed += 1;
                let _ = writeln!(out, "FAIL: {rel}\n{msg}");
            }
        }
    }
    let _ = writeln!(out, "lit: {passed} passed, {failed} failed");
    if failed > 0 {
        std::process::exit(1);
    }
}

fn collect_tests(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if name != "lit" && name != "bench" && name != "Inputs" {
                collect_tests(&p, out);
            }
        } else if matches!(
            p.extension().and_then(|e| e.to_str()),
            Some("ll" | "s" | "test")
        ) {
            if let Ok(text) = std::fs::read_to_string(&p) {
                if text.contains("RUN:") {
                    out.push(p);
                }
            }
        }
    }
}

/// Extracts RUN lines (joining `\` continuations).
fn run_lines(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut pending = String::new();
    for line in text.lines() {
        let Some(pos) = line.find("RUN:") else {
            continue;
        };
        let body = line[pos + 4..].trim();
        if let Some(cont) = body.strip_suffix('\\') {
            pending.push_str(cont);
            pending.push(' ');
        } else {
            pending.push_str(body);
            lines.push(std::mem::take(&mut pending));
        }
    }
    if !pending.trim().is_empty() {
        lines.push(pending);
    }
    lines
}

fn run_test_file(path: &Path) -> Result<usize, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let lines = run_lines(&text);
    if lines.is_empty() {
        return Err("no RUN lines".to_string());
    }
    let tmp_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit");
    let _ = std::fs::create_dir_all(&tmp_dir);
    let stem = path
        .strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .to_string_lossy()
        .replace(['/', '\\'], "_");
    let tmp = tmp_dir.join(format!("{stem}.tmp"));
    let dir = path.parent().unwrap_or(Path::new("."));
    for line in &lines {
        let expanded = substitute(line, path, dir, &tmp);
        run_line(&expanded, dir)
            .map_err(|e| format!("  RUN: {line}\n  expanded: {expanded}\n{e}"))?;
    }
    Ok(lines.len())
}

fn substitute(line: &str, file: &Path, dir: &Path, tmp: &Path) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.peek() {
            Some('s') => {
                chars.next();
                out.push_str(&file.display().to_string());
            }
            Some('S') | Some('p') => {
                chars.next();
                out.push_str(&dir.display().to_string());
            }
            Some('t') => {
                chars.next();
                out.push_str(&tmp.display().to_string());
            }
            Some('%') => {
                chars.next();
                out.push('%');
            }
            _ => out.push('%'),
        }
    }
    out
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Word(String),
    Pipe,
    AndAnd,
    /// `2>&1`
    ErrToOut,
    /// `>` or `1>` followed by a path
    OutTo,
    /// `2>` followed by a path
    ErrTo,
    /// `<` followed by a path
    InFrom,
}

fn tokenize(line: &str) -> Result<Vec<Token>, String> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let rest: String = chars[i..].iter().take(4).collect();
        if rest.starts_with("2>&1") {
            tokens.push(Token::ErrToOut);
            i += 4;
            continue;
        }
        if rest.starts_with("&&") {
            tokens.push(Token::AndAnd);
            i += 2;
            continue;
        }
        if rest.starts_with("2>") {
            tokens.push(Token::ErrTo);
            i += 2;
            continue;
        }
        if rest.starts_with("1>") {
            tokens.push(Token::OutTo);
            i += 2;
            continue;
        }
        match c {
            '|' => {
                tokens.push(Token::Pipe);
                i += 1;
                continue;
            }
            '>' => {
                tokens.push(Token::OutTo);
                i += 1;
                continue;
            }
            '<' => {
                tokens.push(Token::InFrom);
                i += 1;
                continue;
            }
            _ => {}
        }
        let mut word = String::new();
        while i < chars.len() {
            let c = chars[i];
            if c.is_whitespace() || c == '|' || c == '>' || c == '<' {
                break;
            }
            match c {
                '\'' => {
                    i += 1;
                    while i < chars.len() && chars[i] != '\'' {
                        word.push(chars[i]);
                        i += 1;
                    }
                    if i >= chars.len() {
                        return Err("unterminated single quote".into());
                    }
                    i += 1;
                }
                '"' => {
                    i += 1;
                    while i < chars.len() && chars[i] != '"' {
                        if chars[i] == '\\' && i + 1 < chars.len() {
                            i += 1;
                        }
                        word.push(chars[i]);
                        i += 1;
                    }
                    if i >= chars.len() {
                        return Err("unterminated double quote".into());
                    }
                    i += 1;
                }
                '\\' if i + 1 < chars.len() => {
                    word.push(chars[i + 1]);
                    i += 2;
                }
                _ => {
                    word.push(c);
                    i += 1;
                }
            }
        }
        tokens.push(Token::Word(word));
    }
    Ok(tokens)
}

/// One command of a pipeline with its redirections.
#[derive(Debug, Default)]
struct Stage {
    argv: Vec<String>,
    err_to_out: bool,
    out_file: Option<String>,
    err_file: Option<String>,
    in_file: Option<String>,
}

fn parse_pipeline(tokens: &[Token]) -> Result<Vec<Stage>, String> {
    let mut stages = vec![Stage::default()];
    let mut it = tokens.iter();
    while let Some(t) = it.next() {
        let stage = stages.last_mut().expect("non-empty");
        match t {
            Token::Word(w) => stage.argv.push(w.clone()),
            Token::Pipe => stages.push(Stage::default()),
            Token::ErrToOut => stage.err_to_out = true,
            Token::OutTo | Token::ErrTo | Token::InFrom => {
                let Some(Token::Word(path)) = it.next() else {
                    return Err("redirection without a file".into());
                };
                match t {
                    Token::OutTo => stage.out_file = Some(path.clone()),
                    Token::ErrTo => stage.err_file = Some(path.clone()),
                    _ => stage.in_file = Some(path.clone()),
                }
            }
            Token::AndAnd => return Err("internal: && inside a pipeline".into()),
        }
    }
    if stages.iter().any(|s| s.argv.is_empty()) {
        return Err("empty command in pipeline".into());
    }
    Ok(stages)
}

fn run_line(line: &str, dir: &Path) -> Result<(), String> {
    let tokens = tokenize(line)?;
    for part in tokens.split(|t| *t == Token::AndAnd) {
        let stages = parse_pipeline(part)?;
        let mut input: Vec<u8> = Vec::new();
        let mut failure: Option<String> = None;
        for stage in &stages {
            if let Some(f) = &stage.in_file {
                input =
                    std::fs::read(dir.join(f)).map_err(|e| format!("cannot read '{f}': {e}"))?;
            }
            let outcome = run_stage(&stage.argv, &input, dir);
            let mut stdout = outcome.stdout;
            let stderr = outcome.stderr;
            if stage.err_to_out {
                stdout.extend_from_slice(&stderr);
            } else if let Some(f) = &stage.err_file {
                if f != "/dev/null" {
                    std::fs::write(dir.join(f), &stderr)
                        .map_err(|e| format!("cannot write '{f}': {e}"))?;
                }
            }
            if let Some(f) = &stage.out_file {
                if f != "/dev/null" {
                    std::fs::write(dir.join(f), &stdout)
                        .map_err(|e| format!("cannot write '{f}': {e}"))?;
                }
                stdout = Vec::new();
            }
            if !outcome.ok && failure.is_none() {
                let mut msg = format!("  command failed: {}\n", stage.argv.join(" "));
                if !outcome.message.is_empty() {
                    msg.push_str(&outcome.message);
                }
                if !stage.err_to_out && !stderr.is_empty() {
                    msg.push_str("  stderr:\n");
                    msg.push_str(&indent(&String::from_utf8_lossy(&stderr)));
                }
                failure = Some(msg);
            }
            input = stdout;
        }
        if let Some(f) = failure {
            return Err(f);
        }
    }
    Ok(())
}

struct Outcome {
    ok: bool,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    /// Extra explanation (FileCheck's failure report).
    message: String,
}

fn run_stage(argv: &[String], input: &[u8], dir: &Path) -> Outcome {
    match argv[0].as_str() {
        "not" => {
            let inner = run_stage(&argv[1..], input, dir);
            if argv.len() < 2 {
                return Outcome {
                    ok: false,
                    stdout: Vec::new(),
                    stderr: Vec::new(),
                    message: "  'not' needs a command\n".into(),
                };
            }
            Outcome {
                ok: !inner.ok,
                message: if inner.ok {
                    "  expected the command to fail, but it succeeded\n".into()
                } else {
                    String::new()
                },
                ..inner
            }
        }
        "FileCheck" => run_filecheck(&argv[1..], input, dir),
        program => {
            let exe = if program == "atomir" {
                PathBuf::from(env!("CARGO_BIN_EXE_atomir"))
            } else {
                PathBuf::from(program)
            };
            let child = Command::new(&exe)
                .args(&argv[1..])
                .current_dir(dir)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn();
            let mut child = match child {
                Ok(c) => c,
                Err(e) => {
                    return Outcome {
                        ok: false,
                        stdout: Vec::new(),
                        stderr: Vec::new(),
                        message: format!("  cannot run '{program}': {e}\n"),
                    }
                }
            };
            let mut stdin = child.stdin.take().expect("piped stdin");
            let data = input.to_vec();
            let writer = std::thread::spawn(move || {
                let _ = stdin.write_all(&data);
            });
            let output = child.wait_with_output();
            let _ = writer.join();
            match output {
                Ok(o) => {
                    let crashed = o.status.code().is_none();
                    Outcome {
                        ok: o.status.success(),
                        stdout: o.stdout,
                        stderr: o.stderr,
                        message: if crashed {
                            format!("  '{program}' crashed (signal)\n")
                        } else {
                            String::new()
                        },
                    }
                }
                Err(e) => Outcome {
                    ok: false,
                    stdout: Vec::new(),
                    stderr: Vec::new(),
                    message: format!("  '{program}' failed: {e}\n"),
                },
            }
        }
    }
}

fn run_filecheck(args: &[String], input: &[u8], dir: &Path) -> Outcome {
    let fail = |message: String| Outcome {
        ok: false,
        stdout: Vec::new(),
        stderr: Vec::new(),
        message,
    };
    let (opts, check_file, input_file) = match filecheck::Options::parse(args) {
        Ok(v) => v,
        Err(e) => return fail(format!("  {e}\n")),
    };
    let check_text = match std::fs::read_to_string(dir.join(&check_file)) {
        Ok(t) => t,
        Err(e) => return fail(format!("  FileCheck: cannot read '{check_file}': {e}\n")),
    };
    let input_text = match input_file {
        Some(f) => match std::fs::read(dir.join(&f)) {
            Ok(b) => String::from_utf8_lossy(&b).into_owned(),
            Err(e) => return fail(format!("  FileCheck: cannot read '{f}': {e}\n")),
        },
        None => String::from_utf8_lossy(input).into_owned(),
    };
    match filecheck::check(&check_text, &input_text, &opts) {
        Ok(()) => Outcome {
            ok: true,
            stdout: Vec::new(),
            stderr: Vec::new(),
            message: String::new(),
        },
        Err(f) => fail(format!(
            "  FileCheck: {}\n  input from the scan position (> marks it):\n{}",
            f.message,
            excerpt(&input_text, f.input_offset)
        )),
    }
}

/// A few lines of `text` around `offset`, the line holding it marked with `>`.
fn excerpt(text: &str, offset: usize) -> String {
    let offset = offset.min(text.len());
    let line_no = text[..offset].bytes().filter(|&b| b == b'\n').count();
    let mut out = String::new();
    for (i, line) in text.lines().enumerate() {
        if i + 2 < line_no || i > line_no + 12 {
            continue;
        }
        let mark = if i == line_no { '>' } else { ' ' };
        out.push_str(&format!("  {mark}{:5} | {line}\n", i + 1));
    }
    if text.is_empty() {
        out.push_str("  (empty input)\n");
    }
    out
}

fn indent(s: &str) -> String {
    s.lines().map(|l| format!("    {l}\n")).collect()
}
