//! The lexer: bytes of `.ll` text to tokens with byte spans. Never panics on any input.
//!
//! Owns: [`Tok`] (token kinds; payloads are read back from the source through the span) and
//! [`Lexer`] (an on-demand token stream with one token of lookahead). Comments and whitespace are
//! skipped. Must not touch: IR construction (that is `parser`).

use crate::diag::Span;

/// Token kinds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tok {
    Eof,
    /// A byte the lexer does not understand.
    Error,
    Equal,
    Comma,
    Star,
    LParen,
    RParen,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    Less,
    Greater,
    Colon,
    Bar,
    DotDotDot,
    /// `!` alone (followed by `{` or a specialized node name).
    Exclaim,
    /// `%name`, `%"quoted"`
    LocalVar,
    /// `%12`
    LocalId,
    /// `@name`, `@"quoted"`
    GlobalVar,
    /// `@12`
    GlobalId,
    /// `$name` (comdat)
    ComdatVar,
    /// `!name` (named metadata / attachment kind)
    MetadataVar,
    /// `!12`
    MetadataId,
    /// `#12`
    AttrGrpId,
    /// `^12`
    SummaryId,
    /// `name:`, `12:`, `"quoted":`
    Label,
    /// `"..."`
    Str,
    /// `c"..."`
    CStr,
    /// `!"..."`
    MetadataStr,
    /// `-12`, `12`
    Int,
    /// `1.5`, `-1.0e+10`
    Float,
    /// `0x...`, `0xK..`, `0xL..`, `0xM..`, `0xH..`, `0xR..`
    HexFloat,
    /// `u0x..`, `s0x..`
    HexInt,
    /// `i32`
    IntType,
    /// A bare word (keywords, `DW_TAG_*`, `DIFlag*`).
    Ident,
    /// `#dbg_value` & co.
    DbgRecord,
}

#[derive(Clone, Copy, Debug)]
pub struct Token {
    pub kind: Tok,
    pub span: Span,
}

/// An on-demand token stream.
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    peeked: Option<Token>,
}

fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            peeked: None,
        }
    }

    /// Starts lexing at byte `pos`.
    pub fn with_offset(src: &'a str, pos: usize) -> Lexer<'a> {
        Lexer {
            src: src.as_bytes(),
            pos: pos.min(src.len()),
            peeked: None,
        }
    }

    pub fn peek(&mut self) -> Token {
        if let Some(t) = self.peeked {
            return t;
        }
        let t = self.lex();
        self.peeked = Some(t);
        t
    }

    pub fn next_token(&mut self) -> Token {
        match self.peeked.take() {
            Some(t) => t,
            None => self.lex(),
        }
    }

    /// Byte position after the last consumed token (or of the peeked token's start).
    pub fn position(&self) -> usize {
        match self.peeked {
            Some(t) => t.span.start as usize,
            None => self.pos,
        }
    }

    /// Skips the rest of a function body (just after its `{`) by scanning bytes: braces are
    /// counted, strings and comments skipped, without building tokens. Calls `attachment` with
    /// the name of every metadata attachment (`, !name !N`, `, !name !{...}`, `, !name !DI...`)
    /// in textual order. Returns `Err(offset)` when the input ends first. Only the parallel
    /// parser's pre-pass uses this; any error there falls back to the token-exact serial parse.
    pub fn skip_body_bytes(&mut self, mut attachment: impl FnMut(&'a str)) -> Result<(), usize> {
        let src = self.src;
        let mut i = self.position();
        self.peeked = None;
        let mut depth = 1u32;
        let mut last = b'{';
        while i < src.len() {
            match src[i] {
                b'"' => {
                    i += 1;
                    while i < src.len() && src[i] != b'"' {
                        i += 1;
                    }
                    if i >= src.len() {
                        break;
                    }
                    i += 1;
                    last = b'"';
                }
                b';' => {
                    while i < src.len() && !matches!(src[i], b'\n' | b'\r') {
                        i += 1;
                    }
                }
                b'{' => {
                    depth += 1;
                    last = b'{';
                    i += 1;
                }
                b'}' => {
                    depth -= 1;
                    i += 1;
                    if depth == 0 {
                        self.pos = i;
                        return Ok(());
                    }
                    last = b'}';
                }
                b'!' => {
                    let c2 = self.at(i + 1);
                    let is_var =
                        c2 != b'"' && !c2.is_ascii_digit() && (is_ident_char(c2) || c2 == b'\\');
                    if is_var && last == b',' {
                        let mut k = i + 1;
                        while k < src.len() && (is_ident_char(src[k]) || src[k] == b'\\') {
                            k += 1;
                        }
                        let mut n = k;
                        while n < src.len() && matches!(src[n], b' ' | b'\t' | b'\r' | b'\n') {
                            n += 1;
                        }
                        let d = self.at(n + 1);
                        let next_is_node = self.at(n) == b'!'
                            && (d.is_ascii_digit()
                                || (d != b'"' && !is_ident_char(d) && d != b'\\')
                                || src.get(n + 1..).is_some_and(|r| r.starts_with(b"DI")));
                        if next_is_node {
                            // The name is ASCII (identifier characters), so this slice is valid.
                            attachment(std::str::from_utf8(&src[i + 1..k]).unwrap_or(""));
                        }
                        i = k;
                        last = b'a';
                    } else {
                        i += 1;
                        last = b'!';
                    }
                }
                _ => {
                    // A run of bytes that only matter through the last non-blank one.
                    let run = i;
                    while i < src.len() && !BODY_SKIP_SPECIAL[usize::from(src[i])] {
                        i += 1;
                    }
                    if let Some(&b) = src[run..i]
                        .iter()
                        .rev()
                        .find(|b| !matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
                    {
                        last = b;
                    }
                }
            }
        }
        self.pos = src.len();
        Err(src.len())
    }

    fn at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.at(self.pos) {
                // A NUL byte outside strings and comments is blank, as in llvm-as.
                b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => self.pos += 1,
                0 if self.pos < self.src.len() => self.pos += 1,
                // A comment ends at a line feed or a carriage return, as in llvm-as.
                b';' => {
                    while self.pos < self.src.len() && !matches!(self.src[self.pos], b'\n' | b'\r')
                    {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    fn tok(&self, kind: Tok, start: usize) -> Token {
        Token {
            kind,
            span: Span::new(start, self.pos),
        }
    }

    /// Scans a `"..."` string starting at `self.pos` (which is the opening quote).
    /// Returns false when unterminated.
    fn scan_string(&mut self) -> bool {
        self.pos += 1;
        while self.pos < self.src.len() {
            if self.src[self.pos] == b'"' {
                self.pos += 1;
                return true;
            }
            self.pos += 1;
        }
        false
    }

    fn scan_ident_chars(&mut self) {
        while self.pos < self.src.len() && is_ident_char(self.src[self.pos]) {
            self.pos += 1;
        }
    }

    /// After a sigil (`%`, `@`, `$`): a name, a quoted name or a number.
    fn lex_sigil(&mut self, start: usize, named: Tok, numbered: Tok) -> Token {
        let c = self.at(self.pos);
        if c == b'"' {
            if !self.scan_string() || has_nul(&self.src[start + 2..self.pos - 1]) {
                return self.tok(Tok::Error, start);
            }
            return self.tok(named, start);
        }
        if c.is_ascii_digit() {
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
            if is_ident_char(self.at(self.pos)) {
                // e.g. `%0abc` is not a valid name; report it as an error token.
                self.scan_ident_chars();
                return self.tok(Tok::Error, start);
            }
            return self.tok(numbered, start);
        }
        if is_ident_char(c) {
            self.scan_ident_chars();
            return self.tok(named, start);
        }
        self.tok(Tok::Error, start)
    }

    fn lex(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        if self.pos >= self.src.len() {
            return self.tok(Tok::Eof, start);
        }
        let c = self.src[self.pos];
        self.pos += 1;
        let single = |k| k;
        match c {
            b'=' => return self.tok(single(Tok::Equal), start),
            b',' => return self.tok(Tok::Comma, start),
            b'*' => return self.tok(Tok::Star, start),
            b'(' => return self.tok(Tok::LParen, start),
            b')' => return self.tok(Tok::RParen, start),
            b'[' => return self.tok(Tok::LSquare, start),
            b']' => return self.tok(Tok::RSquare, start),
            b'{' => return self.tok(Tok::LBrace, start),
            b'}' => return self.tok(Tok::RBrace, start),
            b'<' => return self.tok(Tok::Less, start),
            b'>' => return self.tok(Tok::Greater, start),
            b':' => return self.tok(Tok::Colon, start),
            b'|' => return self.tok(Tok::Bar, start),
            b'%' => return self.lex_sigil(start, Tok::LocalVar, Tok::LocalId),
            b'@' => return self.lex_sigil(start, Tok::GlobalVar, Tok::GlobalId),
            b'$' => {
                let c2 = self.at(self.pos);
                if c2 == b'"' || is_ident_char(c2) {
                    return self.lex_sigil(start, Tok::ComdatVar, Tok::Error);
                }
                return self.tok(Tok::Error, start);
            }
            b'!' => {
                let c2 = self.at(self.pos);
                if c2 == b'"' {
                    if !self.scan_string() {
                        return self.tok(Tok::Error, start);
                    }
                    return self.tok(Tok::MetadataStr, start);
                }
                if c2.is_ascii_digit() {
                    while self.at(self.pos).is_ascii_digit() {
                        self.pos += 1;
                    }
                    return self.tok(Tok::MetadataId, start);
                }
                if is_ident_char(c2) || c2 == b'\\' {
                    while is_ident_char(self.at(self.pos)) || self.at(self.pos) == b'\\' {
                        self.pos += 1;
                    }
                    return self.tok(Tok::MetadataVar, start);
                }
                return self.tok(Tok::Exclaim, start);
            }
            b'#' => {
                if self.at(self.pos).is_ascii_digit() {
                    while self.at(self.pos).is_ascii_digit() {
                        self.pos += 1;
                    }
                    return self.tok(Tok::AttrGrpId, start);
                }
                if self.src[self.pos..].starts_with(b"dbg_") {
                    self.scan_ident_chars();
                    return self.tok(Tok::DbgRecord, start);
                }
                return self.tok(Tok::Error, start);
            }
            b'^' => {
                while self.at(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
                if self.pos == start + 1 {
                    return self.tok(Tok::Error, start);
                }
                return self.tok(Tok::SummaryId, start);
            }
            b'"' => {
                self.pos = start;
                if !self.scan_string() {
                    return self.tok(Tok::Error, start);
                }
                if self.at(self.pos) == b':' {
                    self.pos += 1;
                    if has_nul(&self.src[start + 1..self.pos - 2]) {
                        return self.tok(Tok::Error, start);
                    }
                    return self.tok(Tok::Label, start);
                }
                return self.tok(Tok::Str, start);
            }
            b'.' => {
                if self.src[self.pos..].starts_with(b"..") {
                    self.pos += 2;
                    return self.tok(Tok::DotDotDot, start);
                }
                self.pos = start;
            }
            _ => self.pos = start,
        }
        // Words, numbers and labels.
        if c == b'c' && self.at(self.pos + 1) == b'"' {
            self.pos += 1;
            if !self.scan_string() {
                return self.tok(Tok::Error, start);
            }
            return self.tok(Tok::CStr, start);
        }
        if c == b'0' && self.at(self.pos + 1) == b'x' {
            self.pos += 2;
            if matches!(self.at(self.pos), b'K' | b'L' | b'M' | b'H' | b'R') {
                self.pos += 1;
            }
            let digits_start = self.pos;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            if self.pos == digits_start {
                return self.tok(Tok::Error, start);
            }
            return self.tok(Tok::HexFloat, start);
        }
        if (c == b'u' || c == b's')
            && self.at(self.pos + 1) == b'0'
            && self.at(self.pos + 2) == b'x'
        {
            self.pos += 3;
            let digits_start = self.pos;
            while self.at(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            if self.pos == digits_start {
                return self.tok(Tok::Error, start);
            }
            return self.tok(Tok::HexInt, start);
        }
        if c.is_ascii_digit() || c == b'-' || c == b'+' {
            return self.lex_number_or_label(start);
        }
        if is_ident_char(c) {
            self.scan_ident_chars();
            if self.at(self.pos) == b':' {
                self.pos += 1;
                return self.tok(Tok::Label, start);
            }
            let word = &self.src[start..self.pos];
            if word.len() > 1 && word[0] == b'i' && word[1..].iter().all(|b| b.is_ascii_digit()) {
                return self.tok(Tok::IntType, start);
            }
            // A word directly followed by junk like `*` is fine; only ident chars were taken.
            return self.tok(Tok::Ident, start);
        }
        // Skip one whole UTF-8 character so spans stay on char boundaries.
        self.pos += 1;
        while self.pos < self.src.len() && (self.src[self.pos] & 0xC0) == 0x80 {
            self.pos += 1;
        }
        self.tok(Tok::Error, start)
    }

    fn lex_number_or_label(&mut self, start: usize) -> Token {
        // A label may start with a digit or '-' (`12:`, `-a:`); check that first.
        let mut p = self.pos;
        while is_ident_char(self.at(p)) {
            p += 1;
        }
        if self.at(p) == b':' && p > start {
            self.pos = p + 1;
            return self.tok(Tok::Label, start);
        }
        if matches!(self.at(self.pos), b'-' | b'+') {
            self.pos += 1;
        }
        let int_start = self.pos;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.pos == int_start {
            // `-foo` etc.
            self.scan_ident_chars();
            return self.tok(Tok::Error, start);
        }
        if self.at(self.pos) != b'.' {
            return self.tok(Tok::Int, start);
        }
        self.pos += 1;
        while self.at(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.at(self.pos), b'e' | b'E') {
            let save = self.pos;
            self.pos += 1;
            if matches!(self.at(self.pos), b'-' | b'+') {
                self.pos += 1;
            }
            let exp_start = self.pos;
            while self.at(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
            if self.pos == exp_start {
                self.pos = save;
            }
        }
        self.tok(Tok::Float, start)
    }
}

/// Whether a quoted name's body holds a NUL byte, raw or escaped (`\00`).
fn has_nul(body: &[u8]) -> bool {
    body.contains(&0) || (body.contains(&b'\\') && unescape(body).contains(&0))
}

/// Whether `token` (the text of an error token) is a whole quoted name (`@"..."`, `%"..."`,
/// `$"..."`, `"...":`) rejected because it holds a NUL byte.
pub fn is_nul_name(token: &[u8]) -> bool {
    let body = match token {
        [b'@' | b'%' | b'$', b'"', body @ .., b'"'] => body,
        [b'"', body @ .., b'"', b':'] => body,
        _ => return false,
    };
    has_nul(body)
}

/// Decodes `\XX` hex escapes and `\\` of a quoted string body (without the quotes).
pub fn unescape(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let b = body[i];
        if b == b'\\' {
            if body.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if i + 2 < body.len()
                && body[i + 1].is_ascii_hexdigit()
                && body.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit())
            {
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                out.push(hex(body[i + 1]) * 16 + hex(body[i + 2]));
                i += 3;
                continue;
            }
        }
        out.push(b);
        i += 1;
    }
    out
}

/// Bytes `Lexer::skip_body_bytes` must look at one by one: string and comment starts, braces,
/// metadata sigils.
const BODY_SKIP_SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    t[b'"' as usize] = true;
    t[b';' as usize] = true;
    t[b'{' as usize] = true;
    t[b'}' as usize] = true;
    t[b'!' as usize] = true;
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut l = Lexer::new(s);
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            if t.kind == Tok::Eof {
                break;
            }
            v.push(t.kind);
        }
        v
    }

    #[test]
    fn lexes_the_main_token_kinds() {
        assert_eq!(
            kinds("%x = add i32 %0, -1 ; comment\nentry: !12 !dbg #3 @g c\"a\" 1.5e+1 0xH3C00 ..."),
            vec![
                Tok::LocalVar,
                Tok::Equal,
                Tok::Ident,
                Tok::IntType,
                Tok::LocalId,
                Tok::Comma,
                Tok::Int,
                Tok::Label,
                Tok::MetadataId,
                Tok::MetadataVar,
                Tok::AttrGrpId,
                Tok::GlobalVar,
                Tok::CStr,
                Tok::Float,
                Tok::HexFloat,
                Tok::DotDotDot
            ]
        );
        assert_eq!(
            kinds("12: \"a b\": #dbg_value"),
            vec![Tok::Label, Tok::Label, Tok::DbgRecord]
        );
    }

    #[test]
    fn never_panics_on_odd_bytes() {
        for s in [
            "\"", "%", "@\"", "!\"", "0x", "é", "-", "u0x", "#", "^", "$",
        ] {
            let _ = kinds(s);
        }
    }

    #[test]
    fn unescapes_hex() {
        assert_eq!(unescape(b"a\\0Ab\\\\"), b"a\nb\\".to_vec());
    }
}
