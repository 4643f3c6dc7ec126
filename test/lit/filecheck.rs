//! A FileCheck-compatible matcher for the in-tree lit runner.
//!
//! Owns: reading check directives out of a check file (`PREFIX:`, `-NEXT:`, `-SAME:`, `-NOT:`,
//! `-LABEL:`, `-EMPTY:`, `-DAG:`, `-COUNT-n:`), compiling their patterns (literal text,
//! `{{regex}}`, `[[VAR:regex]]` definitions and `[[VAR]]` uses, horizontal whitespace runs
//! matching any run) and matching them against an input the way LLVM's FileCheck does: LABEL
//! lines first split the input into blocks, then each block's checks match in order.
//! Must not touch: running commands (that is the runner in `test/lit.rs`).

use regex::Regex;
use std::collections::HashMap;

/// Options a `FileCheck` command line may carry.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub prefixes: Vec<String>,
    pub strict_whitespace: bool,
    pub match_full_lines: bool,
    pub allow_empty: bool,
    pub implicit_check_not: Vec<String>,
}

impl Options {
    /// Parses FileCheck's arguments (everything after the program name). Returns the options
    /// and the check file path.
    pub fn parse(args: &[String]) -> Result<(Options, String, Option<String>), String> {
        let mut opts = Options::default();
        let mut check_file = None;
        let mut input_file = None;
        let mut i = 0;
        while i < args.len() {
            let a = args[i].trim_start_matches('-');
            let dashed = args[i].starts_with('-');
            let (name, inline_val) = match a.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (a, None),
            };
            let value = |i: &mut usize| -> Result<String, String> {
                if let Some(v) = inline_val.clone() {
                    return Ok(v);
                }
                *i += 1;
                args.get(*i)
                    .cloned()
                    .ok_or_else(|| format!("FileCheck: missing value for '{name}'"))
            };
            if !dashed {
                check_file = Some(args[i].clone());
            } else {
                match name {
                    "check-prefix" => opts.prefixes.push(value(&mut i)?),
                    "check-prefixes" => opts
                        .prefixes
                        .extend(value(&mut i)?.split(',').map(str::to_string)),
                    "strict-whitespace" => opts.strict_whitespace = true,
                    "match-full-lines" => opts.match_full_lines = true,
                    "allow-empty" => opts.allow_empty = true,
                    "implicit-check-not" => opts.implicit_check_not.push(value(&mut i)?),
                    "input-file" => input_file = Some(value(&mut i)?),
                    "dump-input" | "vv" | "v" | "color" => {
                        if inline_val.is_none() && name == "dump-input" {
                            i += 1;
                        }
                    }
                    _ => return Err(format!("FileCheck: unsupported option '{}'", args[i])),
                }
            }
            i += 1;
        }
        if opts.prefixes.is_empty() {
            opts.prefixes.push("CHECK".to_string());
        }
        let check_file = check_file.ok_or("FileCheck: no check file given")?;
        Ok((opts, check_file, input_file))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Plain,
    Next,
    Same,
    Not,
    Label,
    Empty,
    Dag,
    Count(usize),
}

/// One piece of a pattern.
#[derive(Clone, Debug)]
enum Piece {
    Literal(String),
    Regex(String),
    Define(String, String),
    Use(String),
}

#[derive(Clone, Debug)]
struct Directive {
    kind: Kind,
    pieces: Vec<Piece>,
    /// 1-based line in the check file, for messages.
    line: usize,
    text: String,
}

/// Reads every directive for `opts.prefixes` out of `check_text`.
fn parse_directives(check_text: &str, opts: &Options) -> Result<Vec<Directive>, String> {
    let mut out = Vec::new();
    for (idx, line) in check_text.lines().enumerate() {
        if let Some(d) = parse_directive_line(line, idx + 1, opts)? {
            out.push(d);
        }
    }
    Ok(out)
}

fn parse_directive_line(
    line: &str,
    lineno: usize,
    opts: &Options,
) -> Result<Option<Directive>, String> {
    // Find the earliest `PREFIX[-SUFFIX]:` whose prefix starts a word.
    let bytes = line.as_bytes();
    let mut best: Option<(usize, Kind, usize)> = None; // (start, kind, end of the colon)
    for prefix in &opts.prefixes {
        let mut from = 0;
        while let Some(pos) = line[from..].find(prefix.as_str()) {
            let start = from + pos;
            from = start + 1;
            if start > 0 {
                let c = bytes[start - 1];
                if c.is_ascii_alphanumeric() || c == b'_' || c == b'-' {
                    continue;
                }
            }
            let rest = &line[start + prefix.len()..];
            let suffixes: [(&str, Kind); 7] = [
                (":", Kind::Plain),
                ("-NEXT:", Kind::Next),
                ("-SAME:", Kind::Same),
                ("-NOT:", Kind::Not),
                ("-LABEL:", Kind::Label),
                ("-EMPTY:", Kind::Empty),
                ("-DAG:", Kind::Dag),
            ];
            let mut found = None;
            for (suf, kind) in suffixes {
                if rest.starts_with(suf) {
                    found = Some((kind, start + prefix.len() + suf.len()));
                    break;
                }
            }
            if found.is_none() {
                if let Some(count_rest) = rest.strip_prefix("-COUNT-") {
                    let digits: String = count_rest
                        .chars()
                        .take_while(|c| c.is_ascii_digit())
                        .collect();
                    if !digits.is_empty() && count_rest[digits.len()..].starts_with(':') {
                        let n: usize = digits.parse().map_err(|_| "bad COUNT".to_string())?;
                        found = Some((Kind::Count(n), start + prefix.len() + 7 + digits.len() + 1));
                    }
                }
            }
            if let Some((kind, end)) = found {
                if best.is_none_or(|(s, _, _)| start < s) {
                    best = Some((start, kind, end));
                }
                break;
            }
        }
    }
    let Some((_, kind, end)) = best else {
        return Ok(None);
    };
    let raw = &line[end..];
    let text = if opts.strict_whitespace && !opts.match_full_lines {
        raw.strip_prefix(' ').unwrap_or(raw).to_string()
    } else {
        raw.trim().to_string()
    };
    if text.is_empty() && kind != Kind::Empty {
        return Err(format!(
            "check file line {lineno}: found empty check string with prefix"
        ));
    }
    let pieces = parse_pattern(&text).map_err(|e| format!("check file line {lineno}: {e}"))?;
    Ok(Some(Directive {
        kind,
        pieces,
        line: lineno,
        text,
    }))
}

fn parse_pattern(text: &str) -> Result<Vec<Piece>, String> {
    let mut pieces = Vec::new();
    let mut lit = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("{{") {
            let close = after
                .find("}}")
                .ok_or("found start of regex string with no end '}}'")?;
            if !lit.is_empty() {
                pieces.push(Piece::Literal(std::mem::take(&mut lit)));
            }
            pieces.push(Piece::Regex(after[..close].to_string()));
            rest = &after[close + 2..];
        } else if let Some(after) = rest.strip_prefix("[[") {
            let close = after
                .find("]]")
                .ok_or("unterminated variable reference '[['")?;
            let inner = &after[..close];
            if !lit.is_empty() {
                pieces.push(Piece::Literal(std::mem::take(&mut lit)));
            }
            match inner.split_once(':') {
                Some((name, re)) => pieces.push(Piece::Define(name.to_string(), re.to_string())),
                None => pieces.push(Piece::Use(inner.to_string())),
            }
            rest = &after[close + 2..];
        } else {
            let c = rest.chars().next().unwrap_or_default();
            lit.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    if !lit.is_empty() {
        pieces.push(Piece::Literal(lit));
    }
    Ok(pieces)
}

/// A directive compiled against the current variable bindings.
struct Compiled {
    re: Regex,
    /// Capture-group name for each variable the pattern defines.
    defines: Vec<(String, String)>,
}

fn compile(
    d: &Directive,
    vars: &HashMap<String, String>,
    opts: &Options,
) -> Result<Compiled, String> {
    // As in FileCheck, `^` and `$` inside {{regex}} anchor at line boundaries.
    let mut re = String::from("(?m)");
    let mut defines = Vec::new();
    if opts.match_full_lines {
        re.push('^');
        if !opts.strict_whitespace {
            re.push_str("[ \\t]*");
        }
    }
    let literal = |s: &str, out: &mut String| {
        if opts.strict_whitespace {
            out.push_str(&regex::escape(s));
        } else {
            let mut in_ws = false;
            for c in s.chars() {
                if c == ' ' || c == '\t' {
                    if !in_ws {
                        out.push_str("[ \\t]+");
                    }
                    in_ws = true;
                } else {
                    in_ws = false;
                    out.push_str(&regex::escape(&c.to_string()));
                }
            }
        }
    };
    for p in &d.pieces {
        match p {
            Piece::Literal(s) => literal(s, &mut re),
            Piece::Regex(r) => {
                re.push_str("(?:");
                re.push_str(r);
                re.push(')');
            }
            Piece::Define(name, r) => {
                let group = format!("v{}", defines.len());
                re.push_str(&format!("(?P<{group}>{r})"));
                defines.push((name.clone(), group));
            }
            Piece::Use(name) => {
                let v = vars
                    .get(name)
                    .ok_or_else(|| format!("use of undefined variable '{name}'"))?;
                literal(v, &mut re);
            }
        }
    }
    if opts.match_full_lines {
        if !opts.strict_whitespace {
            re.push_str("[ \\t]*");
        }
        re.push('$');
    }
    let re = Regex::new(&re).map_err(|e| format!("invalid regex in check line {}: {e}", d.line))?;
    Ok(Compiled { re, defines })
}

/// One match of a compiled pattern: where it is, and the variables it binds.
struct Found {
    start: usize,
    end: usize,
    bound: Vec<(String, String)>,
}

/// Searches `input[from..to]` the way FileCheck does: the slice is searched as a string of its
/// own, so `^` also matches at `from` even when that is in the middle of a line.
fn search(c: &Compiled, input: &str, from: usize, to: usize) -> Option<Found> {
    let caps = c.re.captures(&input[from..to])?;
    let m = caps.get(0)?;
    let bound = c
        .defines
        .iter()
        .filter_map(|(name, group)| {
            caps.name(group)
                .map(|v| (name.clone(), v.as_str().to_string()))
        })
        .collect();
    Some(Found {
        start: from + m.start(),
        end: from + m.end(),
        bound,
    })
}

/// Why a check failed: the message and the input offset where scanning was.
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub input_offset: usize,
}

fn fail(d: &Directive, what: &str, at: usize) -> Failure {
    Failure {
        message: format!("check file line {}: {what}: {}", d.line, d.text),
        input_offset: at,
    }
}

fn count_newlines(s: &str) -> usize {
    s.bytes().filter(|&b| b == b'\n').count()
}

/// Runs the checks in `check_text` against `input`.
pub fn check(check_text: &str, input: &str, opts: &Options) -> Result<(), Failure> {
    let directives = parse_directives(check_text, opts).map_err(|m| Failure {
        message: m,
        input_offset: 0,
    })?;
    if directives.is_empty() {
        return Err(Failure {
            message: format!(
                "no check strings found with prefix '{}:'",
                opts.prefixes.join(":', '")
            ),
            input_offset: 0,
        });
    }
    let mut directives = directives;
    for pat in &opts.implicit_check_not {
        // Implicit NOTs apply between every pair of positive matches.
        let pieces = vec![Piece::Literal(pat.clone())];
        let mut with_nots = Vec::new();
        for d in directives.drain(..) {
            if d.kind != Kind::Not {
                with_nots.push(Directive {
                    kind: Kind::Not,
                    pieces: pieces.clone(),
                    line: 0,
                    text: pat.clone(),
                });
            }
            with_nots.push(d);
        }
        with_nots.push(Directive {
            kind: Kind::Not,
            pieces: pieces.clone(),
            line: 0,
            text: pat.clone(),
        });
        directives = with_nots;
    }
    if input.is_empty() && !opts.allow_empty {
        return Err(Failure {
            message: "FileCheck error: input is empty".to_string(),
            input_offset: 0,
        });
    }
    let mut vars: HashMap<String, String> = HashMap::new();

    // Pass 1: LABEL directives split the input into blocks.
    let mut label_ranges: Vec<(usize, usize)> = Vec::new();
    let mut label_bindings: Vec<Vec<(String, String)>> = Vec::new();
    let mut pos = 0;
    for d in directives.iter().filter(|d| d.kind == Kind::Label) {
        let c = compile(d, &vars, opts).map_err(|m| fail(d, &m, pos))?;
        match search(&c, input, pos, input.len()) {
            Some(f) => {
                label_ranges.push((f.start, f.end));
                label_bindings.push(f.bound);
                pos = f.end;
            }
            None => return Err(fail(d, "expected string not found in input (LABEL)", pos)),
        }
    }

    // Pass 2: walk the directives, each block bounded by the next label.
    let mut label_idx = 0;
    let mut block_end = label_ranges.first().map_or(input.len(), |r| r.0);
    let mut cur = 0usize; // end of the last positive match
    let mut last_match_start: Option<usize> = None;
    let mut pending_not: Vec<&Directive> = Vec::new();
    let mut i = 0;
    while i < directives.len() {
        let d = &directives[i];
        match d.kind {
            Kind::Not => {
                pending_not.push(d);
                i += 1;
            }
            Kind::Label => {
                let (s, e) = label_ranges[label_idx];
                check_nots(&pending_not, &vars, opts, input, cur, s)?;
                pending_not.clear();
                // Bind any variables the label defines.
                vars.extend(label_bindings[label_idx].iter().cloned());
                cur = e;
                last_match_start = Some(s);
                label_idx += 1;
                block_end = label_ranges.get(label_idx).map_or(input.len(), |r| r.0);
                i += 1;
            }
            Kind::Dag => {
                // A run of DAG directives matches in any order, without overlaps.
                let mut j = i;
                let mut taken: Vec<(usize, usize)> = Vec::new();
                let mut group_end = cur;
                let mut first_start = usize::MAX;
                while j < directives.len() && directives[j].kind == Kind::Dag {
                    let dj = &directives[j];
                    let c = compile(dj, &vars, opts).map_err(|m| fail(dj, &m, cur))?;
                    let mut from = cur;
                    let found = loop {
                        let Some(f) = search(&c, input, from, block_end) else {
                            break None;
                        };
                        if taken.iter().any(|&(s, e)| f.start < e && s < f.end) {
                            from = f.start + 1;
                            while from < block_end && !input.is_char_boundary(from) {
                                from += 1;
                            }
                            if from > block_end {
                                break None;
                            }
                            continue;
                        }
                        break Some(f);
                    };
                    let Some(f) = found else {
                        return Err(fail(dj, "expected string not found in input (DAG)", cur));
                    };
                    vars.extend(f.bound);
                    taken.push((f.start, f.end));
                    group_end = group_end.max(f.end);
                    first_start = first_start.min(f.start);
                    j += 1;
                }
                check_nots(&pending_not, &vars, opts, input, cur, first_start)?;
                pending_not.clear();
                cur = group_end;
                last_match_start = Some(first_start);
                i = j;
            }
            Kind::Empty => {
                // The line after the previous match's line must be empty.
                let line_end = input[cur..].find('\n').map_or(input.len(), |p| cur + p);
                if line_end >= input.len() {
                    return Err(fail(
                        d,
                        "found no empty line after the previous match (EMPTY)",
                        cur,
                    ));
                }
                let next_start = line_end + 1;
                let next_end = input[next_start..]
                    .find('\n')
                    .map_or(input.len(), |p| next_start + p);
                if next_start > block_end || next_end != next_start {
                    return Err(fail(d, "the next line is not empty (EMPTY)", next_start));
                }
                check_nots(&pending_not, &vars, opts, input, cur, next_start)?;
                pending_not.clear();
                cur = next_start;
                last_match_start = Some(next_start);
                i += 1;
            }
            Kind::Plain | Kind::Next | Kind::Same | Kind::Count(_) => {
                let times = if let Kind::Count(n) = d.kind { n } else { 1 };
                for rep in 0..times {
                    let c = compile(d, &vars, opts).map_err(|m| fail(d, &m, cur))?;
                    let Some(f) = search(&c, input, cur, block_end) else {
                        return Err(fail(d, "expected string not found in input", cur));
                    };
                    let between = &input[cur..f.start];
                    let effective = if rep > 0 { Kind::Next } else { d.kind };
                    match effective {
                        Kind::Next
                            if last_match_start.is_some() && count_newlines(between) != 1 =>
                        {
                            let what = if count_newlines(between) == 0 {
                                "found on the same line as the previous match (NEXT)"
                            } else {
                                "not found on the line after the previous match (NEXT)"
                            };
                            return Err(fail(d, what, cur));
                        }
                        Kind::Same if count_newlines(between) != 0 => {
                            return Err(fail(
                                d,
                                "not found on the same line as the previous match (SAME)",
                                cur,
                            ));
                        }
                        _ => {}
                    }
                    check_nots(&pending_not, &vars, opts, input, cur, f.start)?;
                    pending_not.clear();
                    vars.extend(f.bound);
                    cur = f.end;
                    last_match_start = Some(f.start);
                }
                i += 1;
            }
        }
    }
    check_nots(&pending_not, &vars, opts, input, cur, block_end)?;
    Ok(())
}

fn check_nots(
    nots: &[&Directive],
    vars: &HashMap<String, String>,
    opts: &Options,
    input: &str,
    from: usize,
    to: usize,
) -> Result<(), Failure> {
    if to < from {
        return Ok(());
    }
    for d in nots {
        let c = compile(d, vars, opts).map_err(|m| fail(d, &m, from))?;
        if let Some(m) = c.re.find(&input[from..to]) {
            return Err(fail(
                d,
                "excluded string found in input (NOT)",
                from + m.start(),
            ));
        }
    }
    Ok(())
}
