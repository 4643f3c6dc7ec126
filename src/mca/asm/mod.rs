//! Reading x86-64 assembly text (AT&T or Intel syntax, as clang and gcc emit it) for `mca`.
//!
//! Owns: splitting the text into statements, skipping directives, labels and comments, the
//! `# LLVM-MCA-BEGIN name` / `# LLVM-MCA-END` code-region markers (with llvm-mca 22's rules for
//! missing, nested and repeated markers), and the parse errors, each with a byte offset so that the
//! caller can render `file:line:column` plus a caret. A statement text written several times is
//! read once ([`AsmSource::statements`] and [`AsmSource::occurrences`]). Operands are read in
//! [`operand`], matched to an iced-x86 `Code` in [`matcher`] and printed back the way LLVM's
//! printer does in [`printer`].
//!
//! The reader works on text ([`reader_text`]): the input's bytes with NUL read as a blank and every
//! byte from 0x80 up as the stray control byte 0x01, so that offsets stay the input's. Stray bytes
//! in comments and strings are ignored; elsewhere they are errors with llvm-mca 22's messages
//! (`stray_byte_errors`). Diagnostics and region names are taken from the input's own bytes.
//! Must not touch: scheduling models (that is `target::sched`) or the simulation.

pub mod encoding;
pub mod expr;
pub mod matcher;
pub mod operand;
pub mod predicate;
pub mod printer;

pub use operand::{AsmOperand, MemOperand};

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Which syntax the input is written in (switched by `.intel_syntax` / `.att_syntax`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Syntax {
    #[default]
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
    /// `notrack`: an indirect branch that CET's indirect-branch tracking lets through (the
    /// 3E prefix; gcc's `-fcf-protection` switch tables).
    Notrack,
}

impl Prefix {
    pub fn text(self) -> &'static str {
        match self {
            Prefix::Lock => "lock",
            Prefix::Rep => "rep",
            Prefix::Repne => "repne",
            Prefix::Vex => "{vex}",
            Prefix::Notrack => "notrack",
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
    /// Byte offset of the name in the source (its bytes there are the name as written; `name`
    /// is read from [`reader_text`]).
    pub name_at: u32,
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
    /// The C preprocessor line markers (`# 9 "src.c" 1`, gcc's around inline asm), in source
    /// order: diagnostics after one are located in the file and line it names
    /// ([`render_llvm_diagnostic_mapped`]).
    pub line_markers: Vec<LineMarker>,
    /// The syntax in force at the end of the input (the last `.intel_syntax`/`.att_syntax`):
    /// llvm-mca 22 prints every instruction of the file in it, whatever each was written in.
    pub final_syntax: Syntax,
}

/// A C preprocessor line marker, `# LINE "FILE" [FLAGS]` at the start of a line: the line
/// after it is line LINE of FILE to llvm-mca 22's diagnostics (until the next marker; a marker
/// with line 0, gcc's `# 0 "" 2` after an inline asm, turns the mapping off).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineMarker {
    /// Byte offset of the marker's `#`.
    pub offset: u32,
    pub line: u64,
    pub file: String,
}

impl LineMarker {
    /// Reads `text`, a line's comment after its leading `#`.
    fn parse(offset: usize, text: &str) -> Option<LineMarker> {
        let rest = text.trim_start_matches([' ', '\t']);
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        let line = rest[..digits].parse().ok()?;
        let after = &rest[digits..];
        let name = after.trim_start_matches([' ', '\t']);
        if name.len() == after.len() {
            return None;
        }
        let file = leading_strings(name).into_iter().next()?;
        Some(LineMarker {
            offset: offset as u32,
            line,
            file: file.to_string(),
        })
    }
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
                name_at: 0,
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

    fn begin(&mut self, name: &str, name_at: u32, offset: u32) {
        if self.active.is_empty() {
            if self.only_implicit() {
                self.regions[0] = CodeRegion {
                    name: name.to_string(),
                    name_at,
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
            name_at,
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

/// The text the reader works on: `source` with NUL (a blank to LLVM's lexer) as a space and each
/// byte from 0x80 up (never part of a token to LLVM's lexer) as 0x01, a stray control byte the
/// reader reports where LLVM does. Byte offsets are the source's; a plain ASCII source without NUL
/// is borrowed as it is.
pub fn reader_text(source: &[u8]) -> std::borrow::Cow<'_, str> {
    let block_comments = source.windows(2).any(|w| w == b"/*");
    if source.is_ascii() && !source.contains(&0) && !block_comments {
        if let Ok(text) = std::str::from_utf8(source) {
            return std::borrow::Cow::Borrowed(text);
        }
    }
    let mut mapped: Vec<u8> = source
        .iter()
        .map(|&b| match b {
            0 => b' ',
            0x80.. => STRAY,
            _ => b,
        })
        .collect();
    if block_comments {
        blank_block_comments(&mut mapped);
    }
    // Every byte is ASCII now.
    std::borrow::Cow::Owned(String::from_utf8(mapped).unwrap_or_default())
}

/// Turns each `/* ... */` comment (outside strings and line comments; it may span lines) into
/// blanks, keeping its newlines, so that offsets do not move.
fn blank_block_comments(text: &mut [u8]) {
    let mut i = 0;
    let (mut in_str, mut in_line_comment) = (false, false);
    while i < text.len() {
        let c = text[i];
        let next = text.get(i + 1).copied();
        if in_line_comment {
            in_line_comment = c != b'\n';
        } else if in_str {
            match c {
                b'\\' => i += 1,
                b'"' | b'\n' => in_str = false,
                _ => {}
            }
        } else if c == b'"' {
            in_str = true;
        } else if c == b'#' || (c == b'/' && next == Some(b'/')) {
            in_line_comment = true;
        } else if c == b'/' && next == Some(b'*') {
            let end = text[i + 2..]
                .windows(2)
                .position(|w| w == b"*/")
                .map_or(text.len(), |p| i + 2 + p + 2);
            for b in &mut text[i..end] {
                if *b != b'\n' {
                    *b = b' ';
                }
            }
            i = end;
            continue;
        }
        i += 1;
    }
}

/// The byte [`reader_text`] puts for a byte that is not ASCII.
const STRAY: u8 = 0x01;

/// A byte LLVM's lexer takes in no token and as no blank: ASCII control characters other than tab,
/// newline, carriage return, vertical tab and form feed (so every byte [`reader_text`] maps to
/// [`STRAY`]), and DEL.
fn is_stray(b: u8) -> bool {
    (b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)) || b == 0x7f
}

/// The first stray byte of `code` outside double-quoted strings.
fn first_stray(code: &str) -> Option<usize> {
    let b = code.as_bytes();
    let mut in_str = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => in_str = !in_str,
            b'\\' if in_str => i += 1,
            c if !in_str && is_stray(c) => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

/// The errors llvm-mca 22 reports for a stray byte at `at` (relative to `stmt`, a statement with
/// no comment and its labels taken off; `base` is its offset): where a statement should start,
/// "invalid character in input" and "unexpected token at start of statement"; inside the
/// mnemonic, a label or a directive's name, the first alone; after a directive's name, that
/// directive's message; among AT&T operands, "invalid register
/// name" when it cuts a register name short (`%e<byte>bx`), "unexpected token in argument list"
/// right after a whole operand (`%ebx<byte>`), "invalid character in input" where an operand
/// should start; among Intel operands, "invalid character in input".
fn stray_byte_errors(stmt: &str, base: usize, at: usize, syntax: Syntax) -> Vec<AsmError> {
    let error = |offset: usize, len: usize, message: &str| AsmError {
        offset: (base + offset) as u32,
        len: len as u32,
        message: message.to_string(),
        kind: AsmErrorKind::Error,
    };
    let lead = stmt.len() - stmt.trim_start().len();
    if at == lead {
        return vec![
            error(at, 0, "invalid character in input"),
            error(at, 0, "unexpected token at start of statement"),
        ];
    }
    let word_end = lead
        + stmt[lead..]
            .find(|c: char| c.is_ascii_whitespace())
            .unwrap_or(stmt.len() - lead);
    if let Some(directive) = directive_name(&stmt[lead..]) {
        // After a directive's name each directive's own parser finds the byte; the messages of
        // the directives compilers write (others read "unexpected token", as most do).
        let directive = directive.to_ascii_lowercase();
        let message = match directive.as_str() {
            ".p2align" | ".align" | ".balign" | ".p2alignw" | ".p2alignl" => "expected newline",
            ".type" | ".ident" => "expected end of directive",
            ".file" => "unexpected token in '.file' directive",
            ".text" | ".data" | ".bss" | ".section" => "invalid character in input",
            ".intel_syntax" | ".att_syntax" => {
                return vec![
                    error(at, 0, "invalid character in input"),
                    error(at, 0, "unexpected token at start of statement"),
                ];
            }
            _ => "unexpected token",
        };
        return vec![error(at, 0, message)];
    }
    if at < word_end || syntax == Syntax::Intel {
        return vec![error(at, 0, "invalid character in input")];
    }
    // The token the byte ends: back to a blank, a comma or a parenthesis.
    let token_start = stmt[..at]
        .rfind(|c: char| c.is_ascii_whitespace() || matches!(c, ',' | '(' | ')'))
        .map_or(0, |i| i + 1);
    let token = &stmt[token_start..at];
    if token.is_empty() {
        let before = stmt[..at].trim_end();
        return if before.ends_with([',', '(']) || before.len() <= word_end {
            vec![error(at, 0, "invalid character in input")]
        } else {
            vec![error(at, 0, "unexpected token in argument list")]
        };
    }
    if let Some(name) = token.strip_prefix('%') {
        if operand::lookup_register(name).is_none() {
            return vec![error(token_start, token.len(), "invalid register name")];
        }
    }
    vec![error(at, 0, "unexpected token in argument list")]
}

/// A section directive whose name took a stray byte in, waiting for its end of statement: LLVM's
/// lexer, on reporting the byte, steps over the token after it too, so when that token is the
/// end of the statement the directive expects its end in the next statement (an empty statement
/// is one; the end of the file is not).
#[derive(Default)]
struct DirectiveEnd {
    pending: bool,
    /// The line being read is the input's last.
    last_line: bool,
}

/// The errors of a stray byte at `at` in a `.section`/`.pushsection` statement (`stmt` as for
/// [`stray_byte_errors`]), and whether the directive's end is pending (see [`DirectiveEnd`]).
/// `None` for other statements. A byte after the section name (past a blank or a comma) is where
/// the end of the directive was expected; a byte in the name (or starting it) is an invalid
/// character, the token after it is skipped, and the token after that must end the directive
/// (or be the comma before the flags).
fn section_name_stray(stmt: &str, base: usize, at: usize) -> Option<(Vec<AsmError>, bool)> {
    let lead = stmt.len() - stmt.trim_start().len();
    let directive = directive_name(&stmt[lead..])?;
    if !matches!(
        directive.to_ascii_lowercase().as_str(),
        ".section" | ".pushsection"
    ) {
        return None;
    }
    let error = |offset: usize, message: &str| AsmError {
        offset: (base + offset) as u32,
        len: 0,
        message: message.to_string(),
        kind: AsmErrorKind::Error,
    };
    let name_start = lead + directive.len();
    if at < name_start {
        return None;
    }
    let before = stmt[name_start..at].trim_start();
    if before.contains(|c: char| c.is_ascii_whitespace() || c == ',') {
        return Some((vec![error(at, "expected end of directive")], false));
    }
    let mut errors = vec![error(at, "invalid character in input")];
    let rest = &stmt[at + 1..];
    let Some(skipped) = next_token(rest, 0) else {
        return Some((errors, true));
    };
    if let Some(next) = next_token(rest, skipped.end) {
        if !rest[next.start..].starts_with(',') {
            errors.push(error(at + 1 + next.start, "expected end of directive"));
        }
    }
    Some((errors, false))
}

/// The next token of `text` from `from` as LLVM's lexer would cut it (blanks skipped): a name or
/// number, a string, or one other byte.
fn next_token(text: &str, from: usize) -> Option<std::ops::Range<usize>> {
    let b = text.as_bytes();
    let start = from + b[from..].iter().position(|c| !matches!(c, b' ' | b'\t'))?;
    let end = if is_ident_char(b[start] as char) {
        start
            + b[start..]
                .iter()
                .position(|&c| !is_ident_char(c as char))
                .unwrap_or(b.len() - start)
    } else if b[start] == b'"' {
        b[start + 1..]
            .iter()
            .position(|&c| c == b'"')
            .map_or(b.len(), |p| start + p + 2)
    } else {
        start + 1
    };
    Some(start..end)
}

/// The name of the directive `stmt` starts with (`.p2align` of `.p2align 4`), if it is one.
fn directive_name(stmt: &str) -> Option<&str> {
    if !stmt.starts_with('.') {
        return None;
    }
    let end = stmt[1..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
        .map_or(stmt.len(), |i| i + 1);
    Some(&stmt[..end])
}

/// Reads a whole source text. Never fails: problems are collected in the result.
pub fn parse_source(text: &str) -> AsmSource {
    let mut out = AsmSource::default();
    let mut regions = RegionBuilder::new();
    let mut syntax = Syntax::Att;
    let mut line_start = 0usize;
    let bytes = text.as_bytes();
    let mut forms = Forms::default();
    let mut directive_end = DirectiveEnd::default();
    let mut dwarf = DwarfFiles::default();
    while line_start <= bytes.len() {
        let line_end = memchr_newline(bytes, line_start);
        let line = &text[line_start..line_end];
        directive_end.last_line = line_end >= bytes.len();
        parse_line(
            line,
            line_start,
            &mut syntax,
            &mut regions,
            &mut forms,
            &mut directive_end,
            &mut dwarf,
            &mut out,
        );
        if line_end >= bytes.len() {
            break;
        }
        line_start = line_end + 1;
    }
    dwarf.unassigned_at_end(text.len(), &mut out.errors);
    out.final_syntax = syntax;
    out.regions = regions.regions;
    out.region_errors = regions.errors;
    out
}

/// The DWARF file table that `.file` directives build and `.loc` directives refer to, checked
/// as llvm-mca 22's assembler checks it (facts from its diagnostics):
/// * `.file 0 ["dir"] "name"` names the root file; a later `.file N ... "name"` (N >= 1) naming
///   the root file's name again (whatever its directory) is merged into file 0 and leaves N
///   unassigned (gcc -g writes `.file 0 "dir" "src.c"` then `.file 1 "src.c"`);
/// * `.loc N` with N >= 1 unassigned: "unassigned file number in '.loc' directive" at N; with N
///   assigned, a sub-directive other than `basic_block`, `prologue_end`, `epilogue_begin`,
///   `is_stmt`, `isa`, `discriminator` is "unknown sub-directive in '.loc' directive" (gcc's
///   `view`);
/// * at the end of the input, every file number below the highest assigned one that is still
///   unassigned: "unassigned file number: N for .file directives".
///
/// Anything it does not recognise (no number, an expression) it leaves alone.
#[derive(Default)]
struct DwarfFiles {
    /// The root file's name (`.file 0`).
    root: Option<String>,
    /// Index = file number: whether it is assigned (index 0 unused).
    assigned: Vec<bool>,
}

/// The quoted strings at the start of `rest` (after blanks), without their quotes.
fn leading_strings(mut rest: &str) -> Vec<&str> {
    let mut out = Vec::new();
    loop {
        rest = rest.trim_start();
        let Some(body) = rest.strip_prefix('"') else {
            return out;
        };
        let b = body.as_bytes();
        let mut i = 0;
        while i < b.len() && b[i] != b'"' {
            i += if b[i] == b'\\' { 2 } else { 1 };
        }
        if i >= b.len() {
            return out;
        }
        out.push(&body[..i]);
        rest = &body[i + 1..];
    }
}

/// The token at the start of `rest` (after blanks) and its offset in `rest`.
fn directive_token(rest: &str) -> Option<(usize, &str)> {
    let at = rest.len() - rest.trim_start().len();
    let tok = rest[at..]
        .split(|c: char| c.is_ascii_whitespace() || c == ',')
        .next()?;
    (!tok.is_empty()).then_some((at, tok))
}

impl DwarfFiles {
    /// `.file` with `rest` the text after the directive's name.
    fn file(&mut self, rest: &str) {
        let Some((at, tok)) = directive_token(rest) else {
            return;
        };
        let Ok(n) = tok.parse::<usize>() else {
            return;
        };
        let names = leading_strings(&rest[at + tok.len()..]);
        let Some(name) = names.get(names.len().min(2).wrapping_sub(1)) else {
            return;
        };
        if n == 0 {
            self.root = Some(name.to_string());
            return;
        }
        if self.root.as_deref() == Some(*name) {
            return;
        }
        if self.assigned.len() <= n {
            self.assigned.resize(n + 1, false);
        }
        self.assigned[n] = true;
    }

    /// `.loc` with `rest` the text after the directive's name, `base` the offset of `rest`.
    fn loc(&self, rest: &str, base: usize, errors: &mut Vec<AsmError>) {
        let error = |at: usize, message: &str| AsmError {
            offset: (base + at) as u32,
            len: 0,
            message: message.to_string(),
            kind: AsmErrorKind::Error,
        };
        let Some((at, tok)) = directive_token(rest) else {
            return;
        };
        let Ok(n) = tok.parse::<usize>() else {
            return;
        };
        if n >= 1 && !self.assigned.get(n).copied().unwrap_or(false) {
            errors.push(error(at, "unassigned file number in '.loc' directive"));
            return;
        }
        // Line and optional column, then the sub-directives.
        let mut pos = at + tok.len();
        let mut numbers = 0;
        while let Some((a, t)) = directive_token(&rest[pos..]) {
            let t_at = pos + a;
            pos = t_at + t.len();
            if numbers < 2 && t.bytes().all(|b| b.is_ascii_digit()) {
                numbers += 1;
                continue;
            }
            numbers = 2;
            match t {
                "basic_block" | "prologue_end" | "epilogue_begin" => {}
                "is_stmt" | "isa" | "discriminator" => {
                    if let Some((a, v)) = directive_token(&rest[pos..]) {
                        pos += a + v.len();
                    }
                }
                _ => {
                    errors.push(error(t_at, "unknown sub-directive in '.loc' directive"));
                    return;
                }
            }
        }
    }

    /// The end-of-input check: every unassigned file number below the highest assigned one.
    fn unassigned_at_end(&self, end: usize, errors: &mut Vec<AsmError>) {
        for (n, &ok) in self.assigned.iter().enumerate().skip(1) {
            if !ok {
                errors.push(AsmError {
                    offset: end as u32,
                    len: 0,
                    message: format!("unassigned file number: {n} for .file directives"),
                    kind: AsmErrorKind::Error,
                });
            }
        }
    }
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
            b'/' if !in_str && b.get(i + 1) == Some(&b'/') => {
                return (&line[..i], Some((i, &line[i + 2..])))
            }
            _ => {}
        }
        i += 1;
    }
    (line, None)
}

#[allow(clippy::too_many_arguments)]
fn parse_line<'t>(
    line: &'t str,
    base: usize,
    syntax: &mut Syntax,
    regions: &mut RegionBuilder,
    forms: &mut Forms<'t>,
    directive_end: &mut DirectiveEnd,
    dwarf: &mut DwarfFiles,
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
            let stmt = &code[start..i];
            if directive_end.pending {
                // This statement's first token is where the directive's end was expected.
                directive_end.pending = false;
                let blank = stmt.trim_start().len();
                let at_eof = directive_end.last_line && i == cb.len() && comment.is_none();
                if blank > 0 || at_eof {
                    let at = base + start + (stmt.len() - blank);
                    out.errors.push(AsmError {
                        offset: at as u32,
                        len: 0,
                        message: "expected end of directive".to_string(),
                        kind: AsmErrorKind::Error,
                    });
                    start = i + 1;
                    i += 1;
                    continue;
                }
            }
            parse_statement(stmt, base + start, syntax, forms, directive_end, dwarf, out);
            start = i + 1;
        }
        i += 1;
    }
    if let Some((pos, text)) = comment {
        if pos == 0 && line.starts_with('#') {
            if let Some(marker) = LineMarker::parse(base, text) {
                out.line_markers.push(marker);
            }
        }
        let t = text.trim();
        let offset = (base + pos) as u32;
        if let Some(rest) = t.strip_prefix("LLVM-MCA-BEGIN") {
            if rest.is_empty() || rest.starts_with(char::is_whitespace) {
                let name = rest.trim();
                let name_at = base + (name.as_ptr() as usize - line.as_ptr() as usize);
                regions.begin(name, name_at as u32, offset);
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

#[allow(clippy::too_many_arguments)]
fn parse_statement<'t>(
    stmt: &'t str,
    base: usize,
    syntax: &mut Syntax,
    forms: &mut Forms<'t>,
    directive_end: &mut DirectiveEnd,
    dwarf: &mut DwarfFiles,
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
    if let Some(at) = first_stray(s) {
        if let Some((errors, pending)) = section_name_stray(s, off, at) {
            out.errors.extend(errors);
            directive_end.pending = pending;
            return;
        }
        out.errors.extend(stray_byte_errors(s, off, at, *syntax));
        // A syntax directive takes effect all the same.
        match directive_name(s).map(str::to_ascii_lowercase).as_deref() {
            Some(".intel_syntax") => *syntax = Syntax::Intel,
            Some(".att_syntax") => *syntax = Syntax::Att,
            _ => {}
        }
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
        } else if word == ".file" {
            dwarf.file(&s[word.len()..]);
        } else if word == ".loc" {
            dwarf.loc(&s[word.len()..], off + word.len(), &mut out.errors);
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

/// Renders one error the way LLVM's SourceMgr does: `name:line:col: error: message`, the source
/// line as its bytes are (tabs expanded to the next multiple of eight columns), and a caret with
/// `~` under the range, its tabs expanded alike. Under a line with a byte that is not ASCII LLVM
/// prints no caret (its columns would be wrong), and neither does this.
pub fn render_llvm_diagnostic(name: &str, source: &[u8], err: &AsmError) -> Vec<u8> {
    render_llvm_diagnostic_mapped(name, source, err, &[])
}

/// [`render_llvm_diagnostic`], with the file and line of the last of `markers` before the
/// error when there is one with a line number (LLVM's assembler does this for the cpp line
/// markers it reads); the source line and caret are still the input's.
pub fn render_llvm_diagnostic_mapped(
    name: &str,
    source: &[u8],
    err: &AsmError,
    markers: &[LineMarker],
) -> Vec<u8> {
    const TAB_STOP: usize = 8;
    let offset = (err.offset as usize).min(source.len());
    let line_start = source[..offset]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let line_end = source[offset..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(source.len(), |i| offset + i);
    let line_no = source[..line_start].iter().filter(|&&b| b == b'\n').count() + 1;
    let col = offset - line_start;
    let kind = match err.kind {
        AsmErrorKind::Error => "error",
        AsmErrorKind::Note => "note",
    };
    let at = markers.partition_point(|m| (m.offset as usize) < offset);
    let (name, line_no) = match at.checked_sub(1).map(|i| &markers[i]) {
        Some(m) if m.line != 0 => {
            let marker_offset = (m.offset as usize).min(source.len());
            let marker_line = source[..marker_offset]
                .iter()
                .filter(|&&b| b == b'\n')
                .count()
                + 1;
            let line = (m.line + line_no as u64).saturating_sub(1 + marker_line as u64);
            (m.file.as_str(), line as usize)
        }
        _ => (name, line_no),
    };
    let mut out = format!("{name}:{line_no}:{}: {kind}: {}\n", col + 1, err.message).into_bytes();
    let line = &source[line_start..line_end];
    // `fill(i)` is what stands at byte `i` of the line in the row being printed.
    let expand = |out: &mut Vec<u8>, len: usize, fill: &dyn Fn(usize) -> u8| {
        let mut column = 0;
        for i in 0..len {
            if line.get(i) == Some(&b'\t') {
                loop {
                    out.push(fill(i));
                    column += 1;
                    if column % TAB_STOP == 0 {
                        break;
                    }
                }
            } else {
                out.push(fill(i));
                column += 1;
            }
        }
        out.push(b'\n');
    };
    expand(&mut out, line.len(), &|i| {
        if line[i] == b'\t' {
            b' '
        } else {
            line[i]
        }
    });
    if !line.is_ascii() {
        return out;
    }
    let tildes_end = col + (err.len.max(1) as usize);
    expand(&mut out, tildes_end, &|i| match i {
        i if i == col => b'^',
        i if i > col => b'~',
        _ => b' ',
    });
    out
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
    fn stray_bytes_keep_offsets_and_are_reported_in_statements_only() {
        let source = b"# \xff\x00 c\naddl %eax, %ebx # \xfe\n\x00\n/* \xff\n */ nop\nfo\xffo:\n";
        let text = reader_text(source);
        assert_eq!(text.len(), source.len());
        let src = parse_source(&text);
        assert_eq!(src.statements.len(), 2, "{:?}", src.errors);
        assert_eq!(src.errors.len(), 1);
        let e = &src.errors[0];
        assert_eq!(e.message, "invalid character in input");
        assert_eq!(source[e.offset as usize], 0xff);
        // The rendered line is the source's bytes, with no caret under bytes that are not ASCII.
        let shown = render_llvm_diagnostic("f.s", source, e);
        assert!(
            shown.ends_with(b"fo\xffo:\n"),
            "{}",
            String::from_utf8_lossy(&shown)
        );
        assert!(matches!(
            reader_text(b"nop\n"),
            std::borrow::Cow::Borrowed(_)
        ));
    }

    #[test]
    fn tabs_are_expanded_under_the_caret() {
        let text = "\tfoo\t%rax\n";
        let e = AsmError {
            offset: 1,
            len: 3,
            message: "invalid instruction mnemonic 'foo'".into(),
            kind: AsmErrorKind::Error,
        };
        assert_eq!(
            String::from_utf8(render_llvm_diagnostic("f.s", text.as_bytes(), &e)).unwrap(),
            "f.s:1:2: error: invalid instruction mnemonic 'foo'\n        foo     %rax\n        ^~~\n"
        );
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
            render_llvm_diagnostic("<stdin>", text.as_bytes(), &e),
            b"<stdin>:2:1: error: invalid instruction mnemonic 'foo'\nfoo %rax\n^~~\n"
        );
    }
}
