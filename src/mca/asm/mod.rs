//! Reading x86-64 assembly text (AT&T or Intel syntax, as clang and gcc emit it) for `mca`.
//!
//! Owns: splitting the text into statements, skipping directives, labels and comments, the
//! `# LLVM-MCA-BEGIN name` / `# LLVM-MCA-END` code-region markers (with llvm-mca 22's rules for
//! missing, nested and repeated markers), and the parse errors, each with a byte offset so that the
//! caller can render `file:line:column` plus a caret. A statement text written several times is
//! read once ([`AsmSource::statements`] and [`AsmSource::occurrences`]). Operands are read in
//! [`operand`], matched to an iced-x86 `Code` in [`matcher`] and printed back the way LLVM's
//! printer does in [`printer`].
//! Must not touch: scheduling models (that is `target::sched`) or the simulation.

pub mod encoding;
pub mod matcher;
pub mod operand;
pub mod predicate;
pub mod printer;

pub use operand::{AsmOperand, MemOperand};

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Which syntax the input is written in (switched by `.intel_syntax` / `.att_syntax`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Syntax {
    Att,
    Intel,
}

/// A prefix written before the mnemonic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prefix {
    Lock,
    Rep,
    Repne,
    /// `{vex}`: the VEX encoding of an instruction that also has an EVEX one.
    Vex,
}

impl Prefix {
    pub fn text(self) -> &'static str {
        match self {
            Prefix::Lock => "lock",
            Prefix::Rep => "rep",
            Prefix::Repne => "repne",
            Prefix::Vex => "{vex}",
        }
    }
}

/// One instruction statement as written, before matching.
#[derive(Clone, Debug, PartialEq)]
pub struct AsmStatement {
    /// Byte offset of the first character of the statement (prefix or mnemonic).
    pub offset: u32,
    /// Byte offset of the mnemonic.
    pub mnemonic_offset: u32,
    pub prefixes: Vec<Prefix>,
    /// Lower-cased mnemonic as written (AT&T size suffix included).
    pub mnemonic: String,
    /// Operands in Intel order (destination first), whatever the input syntax.
    pub operands: Vec<AsmOperand>,
    /// Byte offset and length of each operand as written, same order as `operands` (length 0
    /// for an operand the assembler supplies, such as a predicate spelled in the mnemonic).
    pub operand_spans: Vec<(u32, u32)>,
    pub syntax: Syntax,
    /// AT&T `*` before a branch target (`callq *%rax`).
    pub indirect: bool,
    /// AVX-512 decorations: `{%k1}` op mask, `{z}` zeroing, `{1toN}` broadcast (N).
    pub op_mask: iced_x86::Register,
    pub zeroing: bool,
    pub broadcast: Option<u32>,
    /// AVX-512 static rounding or suppress-all-exceptions operand (`{rn-sae}`, `{sae}`).
    pub rounding: Option<EmbeddedRounding>,
}

/// The mode an embedded rounding operand names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundingMode {
    /// `{rn-sae}`
    Nearest,
    /// `{rd-sae}`
    Down,
    /// `{ru-sae}`
    Up,
    /// `{rz-sae}`
    TowardZero,
    /// `{sae}`: exceptions suppressed, rounding as MXCSR says.
    SuppressOnly,
}

impl RoundingMode {
    /// Reads the text between the braces (`rn-sae`, `sae`, ...); LLVM takes lower case only.
    pub fn parse(text: &str) -> Option<RoundingMode> {
        Some(match text {
            "rn-sae" => RoundingMode::Nearest,
            "rd-sae" => RoundingMode::Down,
            "ru-sae" => RoundingMode::Up,
            "rz-sae" => RoundingMode::TowardZero,
            "sae" => RoundingMode::SuppressOnly,
            _ => return None,
        })
    }

    /// The operand as printed, braces included.
    pub fn text(self) -> &'static str {
        match self {
            RoundingMode::Nearest => "{rn-sae}",
            RoundingMode::Down => "{rd-sae}",
            RoundingMode::Up => "{ru-sae}",
            RoundingMode::TowardZero => "{rz-sae}",
            RoundingMode::SuppressOnly => "{sae}",
        }
    }
}

/// An embedded rounding operand and where it was written among the operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EmbeddedRounding {
    pub mode: RoundingMode,
    /// How many operands precede it in Intel order (destination first).
    pub position: usize,
    /// Byte offset of its `{` and length of the token.
    pub offset: u32,
    pub len: u32,
}

/// A parse problem at a byte offset; `len` bytes are underlined after the caret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    pub offset: u32,
    pub len: u32,
    pub message: String,
    pub kind: AsmErrorKind,
}

/// Whether an error is an error or a note attached to the previous error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsmErrorKind {
    Error,
    Note,
}

/// One code region: a name and the byte range of the source it covers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeRegion {
    pub name: String,
    /// Offset of the BEGIN marker; `None` for the implicit whole-file region.
    pub start: Option<u32>,
    /// Offset of the END marker; `None` when the region runs to the end of the input.
    pub end: Option<u32>,
}

impl CodeRegion {
    /// Whether an instruction at `offset` belongs to this region (llvm-mca compares locations).
    pub fn contains(&self, offset: u32) -> bool {
        if let Some(end) = self.end {
            if offset > end {
                return false;
            }
        }
        if let Some(start) = self.start {
            if offset < start {
                return false;
            }
        }
        true
    }
}

/// Everything read from one source text.
#[derive(Debug, Default)]
pub struct AsmSource {
    /// The distinct statements, each as first written: a text repeated in the same syntax is
    /// one statement (its repetitions differ only in byte offsets, so whatever is read from it
    /// apart from its location, such as the match, the printed text or the encoding, is the same).
    pub statements: Vec<AsmStatement>,
    /// Every statement as written, in source order.
    pub occurrences: Vec<Occurrence>,
    pub regions: Vec<CodeRegion>,
    /// Region marker problems (reported like parse errors).
    pub region_errors: Vec<AsmError>,
    /// Syntax problems of statements that could not be read at all.
    pub errors: Vec<AsmError>,
}

/// One statement at one place of the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occurrence {
    /// Byte offset of its first character (the statement's `offset` at its first occurrence).
    pub offset: u32,
    /// Index into [`AsmSource::statements`].
    pub statement: u32,
}

impl AsmSource {
    /// How many bytes further into the source `occ` is than the first occurrence of its
    /// statement: add it to any offset read from the statement (see [`AsmError::moved`]).
    pub fn delta(&self, occ: Occurrence) -> u32 {
        occ.offset - self.statements[occ.statement as usize].offset
    }

    /// The statement of `occ` with the offsets of that occurrence.
    pub fn statement_at(&self, occ: Occurrence) -> AsmStatement {
        moved(&self.statements[occ.statement as usize], self.delta(occ))
    }
}

impl AsmError {
    /// The same error `delta` bytes further into the source.
    pub fn moved(&self, delta: u32) -> AsmError {
        AsmError {
            offset: self.offset + delta,
            ..self.clone()
        }
    }
}

/// Builds code regions from markers with llvm-mca 22's rules: the implicit region covering the
/// whole file is replaced by the first BEGIN, an END without a name closes the only open region,
/// an END with no region open closes the implicit one, and a name may not be reused while open.
struct RegionBuilder {
    regions: Vec<CodeRegion>,
    /// Open regions: name and index into `regions`, in opening order.
    active: Vec<(String, usize)>,
    errors: Vec<AsmError>,
}

impl RegionBuilder {
    fn new() -> RegionBuilder {
        RegionBuilder {
            regions: vec![CodeRegion {
                name: String::new(),
                start: None,
                end: None,
            }],
            active: Vec::new(),
            errors: Vec::new(),
        }
    }

    fn only_implicit(&self) -> bool {
        self.regions.len() == 1 && self.regions[0].start.is_none() && self.regions[0].end.is_none()
    }

    fn begin(&mut self, name: &str, offset: u32) {
        if self.active.is_empty() {
            if self.only_implicit() {
                self.regions[0] = CodeRegion {
                    name: name.to_string(),
                    start: Some(offset),
                    end: None,
                };
                self.active.push((name.to_string(), 0));
                return;
            }
        } else if let Some((_, idx)) = self.active.iter().find(|(n, _)| n == name) {
            let prev = self.regions[*idx].start.unwrap_or(0);
            if name.is_empty() {
                self.error(offset, "found multiple LLVM-MCA-BEGIN markers");
                self.note(
                    prev,
                    "Previous anonymous region was defined here".to_string(),
                );
            } else {
                self.error(offset, "overlapping regions cannot have the same name");
                self.note(prev, format!("region {name} was previously defined here"));
            }
            return;
        }
        self.active.push((name.to_string(), self.regions.len()));
        self.regions.push(CodeRegion {
            name: name.to_string(),
            start: Some(offset),
            end: None,
        });
    }

    fn end(&mut self, name: &str, offset: u32) {
        if name.is_empty() {
            if self.active.len() == 1 {
                let (_, idx) = self.active.remove(0);
                self.regions[idx].end = Some(offset);
                return;
            }
            if self.active.is_empty() && self.only_implicit() {
                self.regions[0].end = Some(offset);
                return;
            }
        }
        if let Some(pos) = self.active.iter().position(|(n, _)| n == name) {
            let (_, idx) = self.active.remove(pos);
            self.regions[idx].end = Some(offset);
            return;
        }
        self.error(offset, "found an invalid region end directive");
        if name.is_empty() {
            self.note(
                offset,
                "unable to find an active anonymous region".to_string(),
            );
        } else {
            self.note(
                offset,
                format!("unable to find an active region named {name}"),
            );
        }
    }

    fn error(&mut self, offset: u32, msg: &str) {
        self.errors.push(AsmError {
            offset,
            len: 0,
            message: msg.to_string(),
            kind: AsmErrorKind::Error,
        });
    }

    fn note(&mut self, offset: u32, msg: String) {
        self.errors.push(AsmError {
            offset,
            len: 0,
            message: msg,
            kind: AsmErrorKind::Note,
        });
    }
}

/// Reads a whole source text. Never fails: problems are collected in the result.
pub fn parse_source(text: &str) -> AsmSource {
    let mut out = AsmSource::default();
    let mut regions = RegionBuilder::new();
    let mut syntax = Syntax::Att;
    let mut line_start = 0usize;
    let bytes = text.as_bytes();
    let mut forms = Forms::default();
    while line_start <= bytes.len() {
        let line_end = memchr_newline(bytes, line_start);
        let line = &text[line_start..line_end];
        parse_line(
            line,
            line_start,
            &mut syntax,
            &mut regions,
            &mut forms,
            &mut out,
        );
        if line_end >= bytes.len() {
            break;
        }
        line_start = line_end + 1;
    }
    out.regions = regions.regions;
    out.region_errors = regions.errors;
    out
}

/// The statement texts read so far (a big input repeats the same instructions a lot): text and
/// syntax -> index of the first statement read from it and how many statements it gave (two
/// when a `wait` was split off). Only texts that parsed are kept; an error is re-read, so that
/// it carries its own location.
#[derive(Default)]
struct Forms<'t> {
    seen: HashMap<(&'t str, Syntax), (u32, u32), BuildHasherDefault<FnvHasher>>,
}

/// FNV-1a, for the reader's tables of short keys (statement texts, register names, mnemonics):
/// they come from the user's file or from iced, not from an adversary.
#[derive(Clone, Copy)]
struct FnvHasher(u64);

impl Default for FnvHasher {
    fn default() -> Self {
        FnvHasher(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for FnvHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = self.0;
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 = h;
    }
}

/// A copy of `st` moved `delta` bytes further into the source.
fn moved(st: &AsmStatement, delta: u32) -> AsmStatement {
    let mut st = st.clone();
    st.offset += delta;
    st.mnemonic_offset += delta;
    for span in &mut st.operand_spans {
        span.0 += delta;
    }
    if let Some(r) = &mut st.rounding {
        r.offset += delta;
    }
    st
}

fn memchr_newline(bytes: &[u8], from: usize) -> usize {
    bytes[from..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |p| from + p)
}

/// Splits a line into its code part and comment, honouring string literals.
fn split_comment(line: &str) -> (&str, Option<(usize, &str)>) {
    let b = line.as_bytes();
    let mut in_str = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => in_str = !in_str,
            b'\\' if in_str => i += 1,
            b'#' if !in_str => return (&line[..i], Some((i, &line[i + 1..]))),
            _ => {}
        }
        i += 1;
    }
    (line, None)
}

fn parse_line<'t>(
    line: &'t str,
    base: usize,
    syntax: &mut Syntax,
    regions: &mut RegionBuilder,
    forms: &mut Forms<'t>,
    out: &mut AsmSource,
) {
    let (code, comment) = split_comment(line);
    // Statements before the comment are located before the marker, so handle them first.
    let mut start = 0usize;
    let cb = code.as_bytes();
    let mut in_str = false;
    let mut i = 0;
    while i <= cb.len() {
        let at_sep = i == cb.len() || (!in_str && cb[i] == b';');
        if i < cb.len() && cb[i] == b'"' {
            in_str = !in_str;
        }
        if at_sep {
            parse_statement(&code[start..i], base + start, syntax, forms, out);
            start = i + 1;
        }
        i += 1;
    }
    if let Some((pos, text)) = comment {
        let t = text.trim();
        let offset = (base + pos) as u32;
        if let Some(rest) = t.strip_prefix("LLVM-MCA-BEGIN") {
            if rest.is_empty() || rest.starts_with(char::is_whitespace) {
                regions.begin(rest.trim(), offset);
            }
        } else if let Some(rest) = t.strip_prefix("LLVM-MCA-END") {
            if rest.is_empty() || rest.starts_with(char::is_whitespace) {
                regions.end(rest.trim(), offset);
            }
        }
    }
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '@')
}

fn parse_statement<'t>(
    stmt: &'t str,
    base: usize,
    syntax: &mut Syntax,
    forms: &mut Forms<'t>,
    out: &mut AsmSource,
) {
    let mut s = stmt;
    let mut off = base;
    // Strip leading labels (`foo:`), possibly several.
    loop {
        let trimmed = s.trim_start();
        off += s.len() - trimmed.len();
        s = trimmed;
        if s.is_empty() {
            return;
        }
        let ident_len = s
            .char_indices()
            .find(|&(_, c)| !is_ident_char(c))
            .map_or(s.len(), |(i, _)| i);
        let after = &s[ident_len..];
        if ident_len > 0
            && after.trim_start().starts_with(':')
            && !after.trim_start().starts_with("::")
        {
            let colon = ident_len + (after.len() - after.trim_start().len()) + 1;
            off += colon;
            s = &s[colon..];
            continue;
        }
        if s.starts_with('"') {
            // Quoted label: `"foo bar":`.
            if let Some(end) = s[1..].find('"') {
                let rest = &s[end + 2..];
                if rest.trim_start().starts_with(':') {
                    let colon = end + 2 + (rest.len() - rest.trim_start().len()) + 1;
                    off += colon;
                    s = &s[colon..];
                    continue;
                }
            }
        }
        break;
    }
    let s = s.trim_end();
    if s.is_empty() {
        return;
    }
    if s.starts_with('.') {
        let word: String = s
            .split(|c: char| c.is_whitespace() || c == ',')
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        if word == ".intel_syntax" {
            *syntax = Syntax::Intel;
        } else if word == ".att_syntax" {
            *syntax = Syntax::Att;
        }
        return;
    }
    let offset = off as u32;
    if let Some(&(first, count)) = forms.seen.get(&(s, *syntax)) {
        out.occurrences
            .extend((first..first + count).map(|statement| Occurrence { offset, statement }));
        return;
    }
    match operand::parse_instruction(s, off, *syntax) {
        Ok(mut st) => {
            let first = out.statements.len() as u32;
            if let Some(wait) = operand::split_wait(&mut st) {
                out.statements.push(wait);
            }
            out.statements.push(st);
            let count = out.statements.len() as u32 - first;
            out.occurrences
                .extend((first..first + count).map(|statement| Occurrence { offset, statement }));
            forms.seen.insert((s, *syntax), (first, count));
        }
        Err(e) => out.errors.push(e),
    }
}

/// Renders one error the way LLVM's SourceMgr does:
/// `name:line:col: error: message`, the source line, and a caret with `~` under the range.
pub fn render_llvm_diagnostic(name: &str, text: &str, err: &AsmError) -> String {
    let offset = (err.offset as usize).min(text.len());
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
    let line_no = text[..line_start].bytes().filter(|&b| b == b'\n').count() + 1;
    let col = offset - line_start + 1;
    let kind = match err.kind {
        AsmErrorKind::Error => "error",
        AsmErrorKind::Note => "note",
    };
    let src_line = &text[line_start..line_end];
    let mut caret = String::new();
    for ch in text[line_start..offset].chars() {
        caret.push(if ch == '\t' { '\t' } else { ' ' });
    }
    caret.push('^');
    for _ in 1..err.len.max(1) {
        caret.push('~');
    }
    format!(
        "{name}:{line_no}:{col}: {kind}: {}\n{src_line}\n{caret}\n",
        err.message
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_directives_and_comments_are_skipped() {
        let src = parse_source(".text\nf:\n.Ltmp0: addq %rax, %rbx # c\n.byte 0x90\n");
        assert_eq!(src.statements.len(), 1);
        assert_eq!(src.statements[0].mnemonic, "addq");
        assert!(src.errors.is_empty());
    }

    #[test]
    fn regions_follow_llvm_mca_rules() {
        let src = parse_source("addq %rax, %rbx\n# LLVM-MCA-END\n");
        assert_eq!(src.regions.len(), 1);
        assert!(src.regions[0].contains(src.statements[0].offset));
        let src = parse_source(
            "# LLVM-MCA-BEGIN a\nnop\n# LLVM-MCA-END a\nnop\n# LLVM-MCA-BEGIN a\nnop\n",
        );
        assert_eq!(src.regions.len(), 2);
        assert!(!src.regions[0].contains(src.occurrences[1].offset));
        assert!(src.regions[1].contains(src.occurrences[2].offset));
        assert_eq!(src.statements.len(), 1);
    }

    #[test]
    fn repeated_statements_are_read_once() {
        let text = "addq %rax, %rbx\n  addq %rax, %rbx # again\nl: fstsw %ax\nfstsw %ax\nnop\n.intel_syntax noprefix\nnop\n";
        let src = parse_source(text);
        assert!(src.errors.is_empty());
        let stmts: Vec<u32> = src.occurrences.iter().map(|o| o.statement).collect();
        // `fstsw` is `wait` + `fnstsw`; the Intel `nop` is another statement.
        assert_eq!(stmts, [0, 0, 1, 2, 1, 2, 3, 4]);
        assert_eq!(src.statements.len(), 5);
        let offsets: Vec<u32> = src.occurrences.iter().map(|o| o.offset).collect();
        assert_eq!(offsets, [0, 18, 45, 45, 55, 55, 65, 92]);
        // A repetition reads exactly as a fresh parse at its place would.
        let again = src.statement_at(src.occurrences[1]);
        let alone = operand::parse_instruction("addq %rax, %rbx", 18, Syntax::Att).unwrap();
        assert_eq!(again, alone);
        assert_eq!(src.delta(src.occurrences[4]), 10);
    }

    #[test]
    fn renders_caret_and_tildes() {
        let text = "addq %rax, %rbx\nfoo %rax\n";
        let e = AsmError {
            offset: 16,
            len: 3,
            message: "invalid instruction mnemonic 'foo'".into(),
            kind: AsmErrorKind::Error,
        };
        assert_eq!(
            render_llvm_diagnostic("<stdin>", text, &e),
            "<stdin>:2:1: error: invalid instruction mnemonic 'foo'\nfoo %rax\n^~~\n"
        );
    }
}
