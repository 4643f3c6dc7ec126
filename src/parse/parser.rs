//! The recursive-descent parser: module-level entities, types, attributes, constants,
//! metadata and function bodies.
//!
//! Owns: [`Parser`] (one per module text) and the per-function symbol state. It builds an
//! [`ir::Module`](crate::ir::Module) directly, resolving forward references through placeholder
//! handles (`ValueDef::Unresolved`, `GlobalKind::Unresolved`, `MdNodeData::Unresolved`) that must
//! all be defined by the end. Errors use LLVM's wording. Must not touch: printing, files.

use super::lexer::{unescape, Lexer, Tok, Token};
use super::{ParseError, MAX_NESTING};
use crate::diag::Span;
use crate::ir::attributes::{attr_kind_info, AttrCategory, AttrList, AttrSet, Attribute};
use crate::ir::constant::{ApInt, ConstantData, ExprOp, GepFlags};
use crate::ir::entity::EntityRef;
use crate::ir::entity::FxHashMap as HashMap;
use crate::ir::function::{Block, FunctionBody, Inst, Value, ValueDef};
use crate::ir::instructions::*;
use crate::ir::intrinsics;
use crate::ir::metadata::{DbgRecord, DbgRecordKind, MdField, MdNodeData, MdOperand, Metadata};
use crate::ir::module::*;
use crate::ir::types::{FloatKind, StructBody, TypeData};
use crate::ir::{Constant, Module, Operand, Type};
use crate::print::types::type_to_string;

type PResult<T> = Result<T, ParseError>;

/// Per-function symbol state while a body is parsed.
struct FnState {
    body: FunctionBody,
    names: HashMap<Box<str>, Value>,
    ids: HashMap<u32, Value>,
    block_names: HashMap<Box<str>, Block>,
    block_ids: HashMap<u32, Block>,
    next_id: u32,
    /// First reference of every value/block not yet defined (for "use of undefined").
    pending_values: Vec<(Value, Span, String)>,
    pending_blocks: Vec<(Block, Span, String)>,
    defined_blocks: Vec<bool>,
    /// Debug records waiting for the next instruction.
    pending_records: Vec<DbgRecord>,
}

/// Block names and numbers of a parsed function (for `blockaddress`).
type BlockNames = (HashMap<Box<str>, Block>, HashMap<u32, Block>);

/// A parameter as written: type, attributes, and its name token (`true`: named, `false`: `%N`).
type ParamDecl = (Type, AttrSet, Option<(Token, bool)>);

/// The parser of one module text.
pub struct Parser<'a> {
    src: &'a str,
    lex: Lexer<'a>,
    m: Module,
    global_names: HashMap<String, GlobalValue>,
    global_ids: HashMap<u32, GlobalValue>,
    next_global_id: u32,
    global_refs: HashMap<GlobalValue, Span>,
    named_types: HashMap<String, (Type, Option<Span>)>,
    numbered_types: HashMap<u32, (Type, Option<Span>)>,
    comdat_names: HashMap<String, (Comdat, bool, Span)>,
    md_ids: md::MdIds,
    /// Inline nodes shared by equal occurrences (see `new_inline_md`).
    md_inline: HashMap<MdNodeData, Metadata>,
    attr_groups: HashMap<u32, Vec<Attribute>>,
    depth: u32,
    /// The first error the lexer reports itself (see `note_error_token`): where its token
    /// starts, where the error points, the message.
    lexer_error: Option<(u32, Span, &'static str)>,
    /// Whether the header (`source_filename`, `target ...`) is over, and where the last
    /// `target datalayout` string is.
    header_done: bool,
    datalayout_span: Option<Span>,
    /// The last global prefix spelled `external` explicitly (a declaration).
    saw_external: bool,
    func: Option<FnState>,
    /// Function currently being defined (for blockaddress of itself).
    current_function: Option<GlobalValue>,
    /// Return type of the function being defined.
    current_ret: Option<Type>,
    /// When set, function bodies are skipped and recorded for parallel parsing.
    deferred: Option<Vec<parallel::DeferredBody>>,
    /// With `deferred`: the numbered metadata at the end of the text, when it was skipped for
    /// parallel parsing (byte offset of each definition line), and the fewest definitions
    /// worth skipping.
    md_tail: Option<Vec<usize>>,
    md_tail_min: usize,
    /// A metadata tail starting before this offset cannot be skipped (a line scan found a line
    /// that is not a definition, or too few definitions to the end), so it is not scanned again
    /// for each following definition.
    md_tail_refused_below: usize,
    /// In a metadata chunk: definitions of nodes whose handles phase 1 assigned.
    md_defs: Option<Vec<(Metadata, MdNodeData)>>,
    /// In a body-parsing chunk: metadata handles start here (nodes go to a local arena).
    md_base: usize,
    /// `blockaddress` constants naming blocks of functions not parsed yet: constant, function,
    /// the block token.
    pending_blockaddrs: Vec<(Constant, GlobalValue, Token)>,
    /// Block name maps of functions already parsed (for `blockaddress`).
    function_blocks: HashMap<GlobalValue, BlockNames>,
}

fn err<T>(msg: impl Into<String>, span: Span) -> PResult<T> {
    Err(ParseError::new(msg, span))
}

/// Legacy function memory attributes (`readnone`, `readonly`, `writeonly`, `argmemonly`,
/// `inaccessiblememonly`, `inaccessiblemem_or_argmemonly`) become `memory(...)`, as in LLVM.
fn upgrade_memory_attrs(v: Vec<Attribute>) -> Vec<Attribute> {
    let flag =
        |v: &[Attribute], n: &str| v.iter().any(|a| matches!(a, Attribute::Flag(f) if f == n));
    let legacy = [
        "readnone",
        "readonly",
        "writeonly",
        "argmemonly",
        "inaccessiblememonly",
        "inaccessiblemem_or_argmemonly",
    ];
    if !legacy.iter().any(|n| flag(&v, n)) {
        return v;
    }
    let access = if flag(&v, "readnone") {
        "none"
    } else if flag(&v, "readonly") {
        "read"
    } else if flag(&v, "writeonly") {
        "write"
    } else {
        "readwrite"
    };
    let text = if access == "none" {
        "none".to_string()
    } else if flag(&v, "inaccessiblemem_or_argmemonly") {
        format!("argmem: {access}, inaccessiblemem: {access}")
    } else if flag(&v, "argmemonly") {
        format!("argmem: {access}")
    } else if flag(&v, "inaccessiblememonly") {
        format!("inaccessiblemem: {access}")
    } else {
        access.to_string()
    };
    let mut out: Vec<Attribute> = v
        .into_iter()
        .filter(|a| !matches!(a, Attribute::Flag(f) if legacy.contains(&f.as_str())))
        .collect();
    out.push(Attribute::Args("memory".into(), text));
    out
}

/// The message for a token the lexer could not make sense of, or `fallback`.
fn bad_token(p: &Parser<'_>, t: Token, fallback: &str) -> String {
    if t.kind != Tok::Error {
        return fallback.to_string();
    }
    let text = p.text(t);
    if !text.is_ascii() && text.chars().count() == 1 {
        // A stray byte or character: llvm-as reports what it expected there.
        return fallback.to_string();
    }
    if text.contains('"') {
        "unterminated string constant".to_string()
    } else {
        format!("invalid token '{text}'")
    }
}

/// The name of a `!name` token (after the `!`), its `\XX` escapes decoded.
pub(super) fn md_var_name(raw: &str) -> std::borrow::Cow<'_, str> {
    if !raw.contains('\\') {
        return std::borrow::Cow::Borrowed(raw);
    }
    std::borrow::Cow::Owned(crate::bytestr::encode(unescape(raw.as_bytes())))
}

/// A value spelled in the source, before resolution.
enum ValRef {
    LocalName(Box<str>),
    LocalId(u32),
}

impl<'a> Parser<'a> {
    pub fn new(src: &'a str) -> Parser<'a> {
        let mut m = Module::new();
        m.types.label();
        m.types.metadata();
        Parser {
            src,
            lex: Lexer::new(src),
            m,
            global_names: HashMap::default(),
            global_ids: HashMap::default(),
            next_global_id: 0,
            global_refs: HashMap::default(),
            named_types: HashMap::default(),
            numbered_types: HashMap::default(),
            comdat_names: HashMap::default(),
            md_ids: md::MdIds::default(),
            md_inline: HashMap::default(),
            attr_groups: HashMap::default(),
            depth: 0,
            lexer_error: None,
            header_done: false,
            datalayout_span: None,
            saw_external: false,
            func: None,
            current_function: None,
            current_ret: None,
            deferred: None,
            md_tail: None,
            md_tail_min: usize::MAX,
            md_tail_refused_below: 0,
            md_defs: None,
            md_base: 0,
            pending_blockaddrs: Vec::new(),
            function_blocks: HashMap::default(),
        }
    }

    // ---------------------------------------------------------------- token helpers

    fn peek(&mut self) -> Token {
        let t = self.lex.peek();
        if t.kind == Tok::Error {
            self.note_error_token(t);
        }
        t
    }
    fn next(&mut self) -> Token {
        let t = self.lex.next_token();
        if t.kind == Tok::Error {
            self.note_error_token(t);
        }
        t
    }
    /// Remembers the first error token llvm-as's lexer reports itself, whatever the parser
    /// expected there: a quoted name holding a NUL byte, a string the file ends in.
    #[cold]
    fn note_error_token(&mut self, t: Token) {
        if self.lexer_error.is_some() {
            return;
        }
        let text = self.text(t).as_bytes();
        let start = t.span.start as usize;
        let found = if super::lexer::is_nul_name(text) {
            Some((t.span, "NUL character is not allowed in names"))
        } else if let Some(q) = text.iter().position(|&b| b == b'"') {
            let unterminated = text.len() == q + 1 || text.last() != Some(&b'"');
            let lone = text[q + 1..].iter().all(|&b| b != b'"');
            (unterminated && lone).then(|| match text[0] {
                b'@' | b'%' => (t.span, "end of file in global variable name"),
                b'$' => (t.span, "end of file in COMDAT variable name"),
                _ => (Span::at(start + q), "end of file in string constant"),
            })
        } else {
            None
        };
        if let Some((span, msg)) = found {
            self.lexer_error = Some((t.span.start, span, msg));
        }
    }
    /// The error to report for `e`: the lexer's own error when its token came first.
    pub(super) fn lexer_error_first(&self, e: ParseError) -> ParseError {
        match self.lexer_error {
            Some((token_start, span, msg)) if token_start <= e.span.start => {
                ParseError::new(msg, span)
            }
            _ => e,
        }
    }
    fn text(&self, t: Token) -> &'a str {
        let r = t.span.range();
        self.src.get(r).unwrap_or("")
    }
    fn peek_is(&mut self, k: Tok) -> bool {
        self.peek().kind == k
    }
    fn peek_word(&mut self, w: &str) -> bool {
        let t = self.peek();
        t.kind == Tok::Ident && self.text(t) == w
    }
    fn eat(&mut self, k: Tok) -> bool {
        if self.peek_is(k) {
            self.next();
            true
        } else {
            false
        }
    }
    fn eat_word(&mut self, w: &str) -> bool {
        if self.peek_word(w) {
            self.next();
            true
        } else {
            false
        }
    }
    fn expect(&mut self, k: Tok, what: &str) -> PResult<Token> {
        let t = self.peek();
        if t.kind == k {
            Ok(self.next())
        } else {
            err(format!("expected '{what}'{}", Self::here(k)), t.span)
        }
    }
    fn here(k: Tok) -> &'static str {
        match k {
            Tok::Comma | Tok::Equal | Tok::RParen | Tok::LParen | Tok::RSquare | Tok::LSquare => {
                " here"
            }
            _ => "",
        }
    }
    fn expect_word(&mut self, w: &str) -> PResult<Token> {
        let t = self.peek();
        if t.kind == Tok::Ident && self.text(t) == w {
            Ok(self.next())
        } else {
            err(format!("expected '{w}'"), t.span)
        }
    }
    fn enter(&mut self, span: Span) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return err(
                format!("nesting too deep (more than {MAX_NESTING} levels of types, constants or metadata)"),
                span,
            );
        }
        Ok(())
    }
    fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }
    fn tstr(&self, t: Type) -> String {
        type_to_string(&self.m, t)
    }

    /// The decoded bytes of a `"..."`-style token (sigils and trailing `:` removed): raw bytes
    /// of the input (escape characters of [`crate::bytestr`]) and `\XX` escapes alike.
    fn string_bytes(&self, t: Token) -> Vec<u8> {
        let s = self.text(t);
        let b = s.as_bytes();
        let start = b.iter().position(|b| *b == b'"').map_or(0, |p| p + 1);
        let end = b.iter().rposition(|b| *b == b'"').unwrap_or(b.len());
        if end <= start {
            return Vec::new();
        }
        // The quotes are ASCII, so `start..end` lies on character boundaries.
        unescape(&crate::bytestr::decode(s.get(start..end).unwrap_or("")))
    }
    /// A quoted string as IR text (any byte kept, see [`crate::bytestr`]).
    fn string_value(&self, t: Token) -> String {
        crate::bytestr::encode(self.string_bytes(t))
    }
    fn expect_string(&mut self) -> PResult<String> {
        let t = self.peek();
        if t.kind != Tok::Str {
            return err("expected string constant", t.span);
        }
        self.next();
        Ok(self.string_value(t))
    }
    /// Name of a `%x`/`@x`/`$x` token (quoted names decoded).
    fn sigil_name(&self, t: Token) -> String {
        let s = self.text(t);
        if s.len() > 1 && s.as_bytes()[1] == b'"' {
            self.string_value(t)
        } else {
            s.get(1..).unwrap_or("").to_string()
        }
    }
    fn sigil_id(&self, t: Token) -> PResult<u32> {
        self.text(t)
            .get(1..)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| ParseError::new("number too large", t.span))
    }
    fn label_name(&self, t: Token) -> String {
        let s = self.text(t);
        let s = s.strip_suffix(':').unwrap_or(s);
        if s.starts_with('"') {
            self.string_value(t)
        } else {
            s.to_string()
        }
    }
    fn parse_u64(&mut self) -> PResult<u64> {
        let t = self.peek();
        if t.kind != Tok::Int {
            return err("expected integer", t.span);
        }
        self.next();
        self.text(t)
            .parse()
            .map_err(|_| ParseError::new("expected unsigned integer", t.span))
    }
    fn parse_u32(&mut self) -> PResult<u32> {
        let t = self.peek();
        let v = self.parse_u64()?;
        u32::try_from(v).map_err(|_| ParseError::new("expected 32-bit integer (too large)", t.span))
    }
    fn parse_alignment_value(&mut self) -> PResult<u64> {
        let t = self.peek();
        let v = self.parse_u64()?;
        if !v.is_power_of_two() {
            return err("alignment is not a power of two", t.span);
        }
        if v > (1u64 << 32) {
            return err("huge alignments are not supported yet", t.span);
        }
        Ok(v)
    }

    // ---------------------------------------------------------------- module level

    pub fn parse_module(mut self, name: &str) -> PResult<Module> {
        if let Err(e) = self.parse_entities() {
            return Err(self.lexer_error_first(e));
        }
        self.finish(name)
    }

    /// Parses every top-level entity (function bodies too, unless they are deferred).
    fn parse_entities(&mut self) -> PResult<()> {
        self.prescan_attribute_groups()?;
        loop {
            let t = self.peek();
            let in_header = t.kind == Tok::Ident && self.is_header_keyword(t);
            if !self.header_done && !in_header {
                self.end_header()?;
            }
            match t.kind {
                Tok::Eof => break,
                Tok::Ident => self.parse_top_keyword(t)?,
                Tok::LocalVar | Tok::LocalId => self.parse_type_definition()?,
                Tok::ComdatVar => self.parse_comdat()?,
                Tok::GlobalVar | Tok::GlobalId => self.parse_global_entity()?,
                Tok::MetadataVar => self.parse_named_metadata()?,
                Tok::MetadataId => {
                    if !(self.deferred.is_some() && self.md_tail.is_none() && self.defer_md_tail(t))
                    {
                        self.parse_numbered_metadata()?
                    }
                }
                Tok::SummaryId => self.parse_summary_entry()?,
                _ => return err(bad_token(self, t, "expected top-level entity"), t.span),
            }
        }
        Ok(())
    }

    pub(super) fn finish(mut self, name: &str) -> PResult<Module> {
        // Every referenced global, type, comdat and metadata node must be defined.
        let mut unresolved: Vec<(Span, String)> = Vec::new();
        for (g, span) in &self.global_refs {
            if matches!(self.m.globals[*g].kind, GlobalKind::Unresolved) {
                let n = match &self.m.globals[*g].name {
                    GlobalName::Named(s) => s.clone(),
                    GlobalName::Numbered(n) => n.to_string(),
                };
                unresolved.push((*span, format!("use of undefined value '@{n}'")));
            }
        }
        for (n, (_, span)) in &self.named_types {
            if let Some(span) = span {
                unresolved.push((*span, format!("use of undefined type named '{n}'")));
            }
        }
        for (n, (_, span)) in &self.numbered_types {
            if let Some(span) = span {
                unresolved.push((*span, format!("use of undefined type '%{n}'")));
            }
        }
        for (n, (_, defined, span)) in &self.comdat_names {
            if !defined {
                unresolved.push((*span, format!("use of undefined comdat '${n}'")));
            }
        }
        for (n, (md, span)) in self.md_ids.iter() {
            if matches!(self.m.metadata[md], MdNodeData::Unresolved) {
                unresolved.push((
                    span.unwrap_or_default(),
                    format!("use of undefined metadata '!{n}'"),
                ));
            }
        }
        for (_, _, bt) in &self.pending_blockaddrs {
            unresolved.push((
                bt.span,
                "cannot take blockaddress inside a declaration".to_string(),
            ));
        }
        if let Some((span, msg)) = unresolved.into_iter().min_by_key(|(s, _)| s.start) {
            return err(msg, span);
        }
        if self.m.source_filename.is_none() {
            self.m.source_filename = Some(name.to_string());
        }
        self.unique_metadata();
        self.drop_unused_debug_intrinsics();
        Ok(self.m)
    }

    /// Structurally equal non-distinct nodes are one node (LLVM uniques them): merge them and
    /// point every reference at the first of each kind.
    ///
    /// Rounds repeat until nothing merges (merging operands can make users equal). The first
    /// round hashes every candidate; later rounds re-hash only the nodes that refer to a node
    /// merged in the round before. The bucket table persists across rounds (chains through
    /// `next`), so no allocation happens per node.
    fn unique_metadata(&mut self) {
        const NONE: u32 = u32::MAX;
        let n = self.m.metadata.len();
        let md = &self.m.metadata;
        let mut canon: Vec<Metadata> = (0..n).map(Metadata::new).collect();
        let candidate = |i: usize| {
            let d = &md[Metadata::new(i)];
            !d.is_distinct() && !matches!(d, MdNodeData::Unresolved)
        };
        let mut heads: HashMap<u64, u32> = HashMap::default();
        heads.reserve(n);
        let mut next = vec![NONE; n];
        let mut hashes = vec![0u64; n];
        let mut in_table = vec![false; n];
        let mut dirty: Vec<u32> = (0..n).filter(|&i| candidate(i)).map(|i| i as u32).collect();
        let mut any_merge = false;
        let unlink = |heads: &mut HashMap<u64, u32>, next: &mut [u32], h: u64, i: u32| {
            let Some(head) = heads.get_mut(&h) else {
                return;
            };
            if *head == i {
                if next[i as usize] == NONE {
                    heads.remove(&h);
                } else {
                    *head = next[i as usize];
                }
            } else {
                let mut c = *head;
                while next[c as usize] != NONE {
                    if next[c as usize] == i {
                        next[c as usize] = next[i as usize];
                        break;
                    }
                    c = next[c as usize];
                }
            }
            next[i as usize] = NONE;
        };
        loop {
            let mut merged: Vec<u32> = Vec::new();
            for &i in &dirty {
                let iu = i as usize;
                if canon[iu].index() != iu {
                    continue;
                }
                if in_table[iu] {
                    unlink(&mut heads, &mut next, hashes[iu], i);
                    in_table[iu] = false;
                }
                let d = &md[Metadata::new(iu)];
                let mut h = crate::ir::entity::FxHasher::default();
                d.hash_mapped(&canon, &mut h);
                let h = std::hash::Hasher::finish(&h);
                let mut found = NONE;
                let mut c = heads.get(&h).copied().unwrap_or(NONE);
                while c != NONE {
                    if md[Metadata::new(c as usize)].eq_mapped(d, &canon) {
                        found = c;
                        break;
                    }
                    c = next[c as usize];
                }
                hashes[iu] = h;
                if found == NONE {
                    let head = heads.entry(h).or_insert(NONE);
                    next[iu] = *head;
                    *head = i;
                    in_table[iu] = true;
                } else if found < i {
                    canon[iu] = Metadata::new(found as usize);
                    merged.push(i);
                } else {
                    // The first node of each kind stays: `i` replaces `found` in the table.
                    unlink(&mut heads, &mut next, h, found);
                    in_table[found as usize] = false;
                    canon[found as usize] = Metadata::new(iu);
                    merged.push(found);
                    let head = heads.entry(h).or_insert(NONE);
                    next[iu] = *head;
                    *head = i;
                    in_table[iu] = true;
                }
            }
            if merged.is_empty() {
                break;
            }
            any_merge = true;
            // Resolve chains (a node merged into one that merged later in the same round).
            for i in 0..n {
                let mut c = canon[i];
                while canon[c.index()] != c {
                    c = canon[c.index()];
                }
                canon[i] = c;
            }
            let mut was_merged = vec![false; n];
            for &m in &merged {
                was_merged[m as usize] = true;
            }
            dirty = (0..n)
                .filter(|&i| {
                    canon[i].index() == i
                        && candidate(i)
                        && md[Metadata::new(i)].any_node_ref(&|r| was_merged[r.index()])
                })
                .map(|i| i as u32)
                .collect();
        }
        if !any_merge {
            return;
        }
        let f = |m: Metadata| canon[m.index()];
        for d in self.m.metadata.values_mut() {
            d.map_nodes_in_place(&f);
        }
        for (_, ops) in self.m.named_metadata.iter_mut() {
            for o in ops.iter_mut() {
                o.map_nodes_in_place(&f);
            }
        }
        for g in self.m.globals.values_mut() {
            match &mut g.kind {
                GlobalKind::Variable(v) => {
                    for (_, m) in v.attachments.iter_mut() {
                        *m = f(*m);
                    }
                }
                GlobalKind::Function(fd) => {
                    for (_, m) in fd.attachments.iter_mut() {
                        *m = f(*m);
                    }
                    if let Some(body) = fd.body.as_mut() {
                        for md in body.dfg.local_md.values_mut() {
                            md.map_nodes_in_place(&f);
                        }
                        for d in body.dfg.insts.values_mut() {
                            for (_, m) in d.attachments.iter_mut() {
                                *m = f(*m);
                            }
                            for r in d.dbg_records.iter_mut() {
                                for o in r.operands.iter_mut() {
                                    o.map_nodes_in_place(&f);
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// `llvm.dbg.*` declarations whose calls all became debug records disappear (as in LLVM).
    fn drop_unused_debug_intrinsics(&mut self) {
        let dbg: Vec<GlobalValue> = self
            .m
            .layout
            .functions
            .iter()
            .copied()
            .filter(|g| {
                matches!(&self.m.globals[*g].name, GlobalName::Named(n) if intrinsics::is_debug_intrinsic(n))
            })
            .collect();
        if dbg.is_empty() {
            return;
        }
        let mut used = vec![false; dbg.len()];
        for c in 0..self.m.constants.len() {
            if let ConstantData::Global { global, .. } = self.m.constants.data(Constant::new(c)) {
                if let Some(i) = dbg.iter().position(|g| g == global) {
                    // Interned constants exist even when unused; check real uses below.
                    let _ = i;
                }
            }
        }
        for &f in &self.m.layout.functions {
            if let Some(body) = self.m.function(f).and_then(|fd| fd.body.as_ref()) {
                for inst in body.layout.insts() {
                    for op in &body.dfg.insts[inst].args {
                        if let Operand::Const(c) = op {
                            if let ConstantData::Global { global, .. } = self.m.constants.data(*c) {
                                if let Some(i) = dbg.iter().position(|g| g == global) {
                                    used[i] = true;
                                }
                            }
                        }
                    }
                }
            }
        }
        let drop: Vec<GlobalValue> = dbg
            .iter()
            .zip(used)
            .filter(|(_, u)| !u)
            .map(|(g, _)| *g)
            .collect();
        self.m.layout.functions.retain(|g| !drop.contains(g));
    }

    /// `source_filename` and `target ...` definitions, which llvm-as accepts only before
    /// every other entity.
    fn is_header_keyword(&self, t: Token) -> bool {
        matches!(self.text(t), "source_filename" | "target")
    }

    /// The header ends: the last `target datalayout` is checked now, as llvm-as-22 does,
    /// with the error at its string.
    fn end_header(&mut self) -> PResult<()> {
        self.header_done = true;
        if let (Some(dl), Some(span)) = (&self.m.datalayout, self.datalayout_span) {
            if let Err(msg) = crate::ir::datalayout::DataLayout::check(dl) {
                return err(msg, span);
            }
        }
        Ok(())
    }

    fn parse_top_keyword(&mut self, t: Token) -> PResult<()> {
        if self.header_done && self.is_header_keyword(t) {
            return err("expected top-level entity", t.span);
        }
        match self.text(t) {
            "source_filename" => {
                self.next();
                self.expect(Tok::Equal, "=")?;
                let s = self.expect_string()?;
                self.m.source_filename = Some(s);
            }
            "target" => {
                self.next();
                let k = self.next();
                match self.text(k) {
                    "datalayout" => {
                        self.expect(Tok::Equal, "=")?;
                        self.datalayout_span = Some(self.peek().span);
                        self.m.datalayout = Some(self.expect_string()?);
                    }
                    "triple" => {
                        self.expect(Tok::Equal, "=")?;
                        self.m.triple = Some(self.expect_string()?);
                    }
                    _ => return err("unknown target property", k.span),
                }
            }
            "module" => {
                self.next();
                self.expect_word("asm")?;
                let s = self.expect_string()?;
                let asm = self.m.module_asm.get_or_insert_with(String::new);
                asm.push_str(&s);
                asm.push('\n');
            }
            "declare" => {
                self.next();
                self.parse_function(false)?;
            }
            "define" => {
                self.next();
                self.parse_function(true)?;
            }
            "attributes" => {
                // Already collected by the pre-scan; parse again to move past it.
                self.next();
                self.parse_attribute_group_body()?;
            }
            "uselistorder" | "uselistorder_bb" => self.parse_uselistorder(None)?,
            "deplibs" => {
                self.next();
                self.expect(Tok::Equal, "=")?;
                self.expect(Tok::LSquare, "[")?;
                while !self.eat(Tok::RSquare) {
                    let t = self.next();
                    if t.kind == Tok::Eof {
                        return err("expected ']'", t.span);
                    }
                }
            }
            _ => return err("expected top-level entity", t.span),
        }
        Ok(())
    }

    /// Attribute groups may be defined after their uses; collect them first.
    fn prescan_attribute_groups(&mut self) -> PResult<()> {
        let src = self.src;
        let bytes = src.as_bytes();
        // Lines that start with the keyword `attributes`: a substring search, then a look at
        // the bytes around each hit (cheaper than splitting the whole text into lines).
        let mut from = 0usize;
        while let Some(hit) = src.get(from..).and_then(|rest| rest.find("attributes")) {
            let offset = from + hit;
            from = offset + 1;
            let at_line_start = offset == 0 || bytes[offset - 1] == b'\n';
            if at_line_start
                && bytes
                    .get(offset + 10)
                    .is_some_and(|b| b.is_ascii_whitespace())
            {
                let saved = std::mem::replace(&mut self.lex, Lexer::with_offset(src, offset));
                self.next();
                let r = self.parse_attribute_group_body();
                self.lex = saved;
                r?;
            }
        }
        Ok(())
    }

    fn parse_attribute_group_body(&mut self) -> PResult<()> {
        let t = self.expect(Tok::AttrGrpId, "#")?;
        let id = self.sigil_id(t)?;
        self.expect(Tok::Equal, "=")?;
        self.expect(Tok::LBrace, "{")?;
        let mut attrs = Vec::new();
        loop {
            if self.eat(Tok::RBrace) {
                break;
            }
            let t = self.peek();
            if let Some(a) = self.parse_attribute(true)? {
                attrs.push(a);
            } else {
                return err("unterminated attribute group", t.span);
            }
        }
        self.attr_groups.insert(id, upgrade_memory_attrs(attrs));
        Ok(())
    }

    fn parse_summary_entry(&mut self) -> PResult<()> {
        let start = self.next().span.start as usize;
        self.expect(Tok::Equal, "=")?;
        // Keep the entry verbatim: balanced parentheses, ending at the end of a line.
        let mut depth = 0i32;
        let mut end = self.lex.position();
        loop {
            let t = self.peek();
            if t.kind == Tok::Eof {
                if depth != 0 {
                    return err("unterminated summary entry", t.span);
                }
                break;
            }
            let line_break = self
                .src
                .get(end..t.span.start as usize)
                .is_some_and(|g| g.contains('\n'));
            if depth == 0 && line_break && end > start {
                break;
            }
            self.next();
            end = t.span.end as usize;
            match t.kind {
                Tok::LParen => depth += 1,
                Tok::RParen => depth -= 1,
                _ => {}
            }
        }
        self.m
            .summary_entries
            .push(self.src.get(start..end).unwrap_or("").to_string());
        Ok(())
    }

    fn parse_uselistorder(&mut self, func: Option<GlobalValue>) -> PResult<()> {
        let kw = self.next();
        let start = self.lex.position();
        let mut block = None;
        if self.text(kw) == "uselistorder_bb" {
            self.next();
            self.expect(Tok::Comma, ",")?;
            self.next();
        } else {
            let ty = self.parse_type()?;
            if let (Operand::Block(b), Some(_)) = (self.parse_value(ty)?, func) {
                block = Some(b);
            }
        }
        let end = self.lex.position();
        self.expect(Tok::Comma, ",")?;
        let open = self.expect(Tok::LBrace, "{")?;
        let mut indexes = Vec::new();
        loop {
            indexes.push(self.parse_u32()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "}")?;
        if let Some(msg) = use_list_order_index_error(&indexes) {
            return err(msg, open.span);
        }
        if let Some(b) = block {
            self.fs().body.block_use_orders.push((b, indexes));
            return Ok(());
        }
        let value_text = self.src.get(start..end).unwrap_or("").trim().to_string();
        self.m.use_list_orders.push(UseListOrder {
            function: func,
            value_text,
            indexes,
        });
        Ok(())
    }

    // ---------------------------------------------------------------- types

    fn named_type(&mut self, t: Token) -> PResult<Type> {
        if t.kind == Tok::LocalId {
            let id = self.sigil_id(t)?;
            if let Some((ty, _)) = self.numbered_types.get(&id) {
                return Ok(*ty);
            }
            let ty = self.m.types.new_struct(None);
            self.numbered_types.insert(id, (ty, Some(t.span)));
            return Ok(ty);
        }
        let name = self.sigil_name(t);
        if let Some((ty, _)) = self.named_types.get(&name) {
            return Ok(*ty);
        }
        let ty = self.m.types.new_struct(Some(name.clone()));
        self.named_types.insert(name, (ty, Some(t.span)));
        Ok(ty)
    }

    fn parse_type_definition(&mut self) -> PResult<()> {
        let t = self.next();
        self.expect(Tok::Equal, "=")?;
        self.expect_word("type")?;
        let ty = if t.kind == Tok::LocalId {
            let id = self.sigil_id(t)?;
            match self.numbered_types.get(&id) {
                Some((ty, Some(_))) => *ty,
                Some((_, None)) => return err(format!("redefinition of type '%{id}'"), t.span),
                None => self.m.types.new_struct(None),
            }
        } else {
            let name = self.sigil_name(t);
            match self.named_types.get(&name) {
                Some((ty, Some(_))) => *ty,
                Some((_, None)) => {
                    return err(format!("redefinition of type named '{name}'"), t.span)
                }
                None => self.m.types.new_struct(Some(name.clone())),
            }
        };
        if t.kind == Tok::LocalId {
            let id = self.sigil_id(t)?;
            self.numbered_types.insert(id, (ty, None));
        } else {
            self.named_types.insert(self.sigil_name(t), (ty, None));
        }
        let TypeData::Named(sid) = *self.m.types.data(ty) else {
            return err("invalid type definition", t.span);
        };
        if self.eat_word("opaque") {
            return Ok(());
        }
        let p = self.peek();
        let packed = if p.kind == Tok::Less {
            self.next();
            true
        } else {
            false
        };
        if !self.peek_is(Tok::LBrace) {
            // `%T = type i32` (not a struct) is not supported by LLVM either.
            if packed {
                return err("expected '{' after '<' in packed struct", self.peek().span);
            }
            return err("expected type", self.peek().span);
        }
        let fields = self.parse_struct_fields()?;
        if packed {
            self.expect(Tok::Greater, ">")?;
        }
        self.m
            .types
            .set_struct_body(sid, StructBody { fields, packed });
        Ok(())
    }

    fn parse_struct_fields(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::LBrace, "{")?;
        let mut fields = Vec::new();
        if self.eat(Tok::RBrace) {
            return Ok(fields);
        }
        loop {
            let t = self.peek();
            let f = self.parse_type()?;
            if !self.m.types.is_first_class(f) || self.m.types.is_label(f) {
                return err("invalid element type for struct", t.span);
            }
            fields.push(f);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RBrace, "}")?;
        Ok(fields)
    }

    /// Parses a type (typed pointers `T*` are read as `ptr`).
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        let t = self.peek();
        self.enter(t.span)?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        let t = self.next();
        let mut ty = match t.kind {
            Tok::IntType => {
                let bits: u32 = self.text(t)[1..].parse().map_err(|_| {
                    ParseError::new("bitwidth for integer type out of range", t.span)
                })?;
                if bits == 0 || bits > (1 << 23) {
                    return err("bitwidth for integer type out of range", t.span);
                }
                self.m.types.int(bits)
            }
            Tok::Ident => {
                let w = self.text(t);
                let data = match w {
                    "void" => TypeData::Void,
                    "half" => TypeData::Float(FloatKind::Half),
                    "bfloat" => TypeData::Float(FloatKind::BFloat),
                    "float" => TypeData::Float(FloatKind::Float),
                    "double" => TypeData::Float(FloatKind::Double),
                    "x86_fp80" => TypeData::Float(FloatKind::X86Fp80),
                    "fp128" => TypeData::Float(FloatKind::Fp128),
                    "ppc_fp128" => TypeData::Float(FloatKind::PpcFp128),
                    "label" => TypeData::Label,
                    "metadata" => TypeData::Metadata,
                    "token" => TypeData::Token,
                    "x86_amx" => TypeData::X86Amx,
                    "ptr" => {
                        let addrspace = self.parse_opt_addrspace()?;
                        TypeData::Ptr { addrspace }
                    }
                    "target" => return self.parse_target_ext_type(),
                    "opaque" => return err("expected type", t.span),
                    _ => return err("expected type", t.span),
                };
                self.m.types.intern(data)
            }
            Tok::LocalVar | Tok::LocalId => self.named_type(t)?,
            Tok::LBrace => {
                self.lex = Lexer::with_offset(self.src, t.span.start as usize);
                let fields = self.parse_struct_fields()?;
                self.m.types.intern(TypeData::Struct {
                    fields,
                    packed: false,
                })
            }
            Tok::LSquare => {
                let len = self.parse_u64()?;
                self.expect_word("x")?;
                let et = self.peek();
                let elem = self.parse_type()?;
                if !self.m.types.is_first_class(elem)
                    || self.m.types.is_label(elem)
                    || self.m.types.is_metadata(elem)
                {
                    return err("invalid array element type", et.span);
                }
                self.expect(Tok::RSquare, "]")?;
                self.m.types.intern(TypeData::Array { len, elem })
            }
            Tok::Less => {
                if self.peek_is(Tok::LBrace) {
                    let fields = self.parse_struct_fields()?;
                    self.expect(Tok::Greater, ">")?;
                    self.m.types.intern(TypeData::Struct {
                        fields,
                        packed: true,
                    })
                } else {
                    let scalable = self.eat_word("vscale");
                    if scalable {
                        self.expect_word("x")?;
                    }
                    let lt = self.peek();
                    let len = self.parse_u32()?;
                    if len == 0 {
                        return err("zero element vector is illegal", lt.span);
                    }
                    self.expect_word("x")?;
                    let et = self.peek();
                    let elem = self.parse_type()?;
                    let ok = matches!(
                        self.m.types.data(elem),
                        TypeData::Int(_) | TypeData::Float(_) | TypeData::Ptr { .. }
                    );
                    if !ok {
                        return err("invalid vector element type", et.span);
                    }
                    self.expect(Tok::Greater, ">")?;
                    self.m.types.intern(TypeData::Vector {
                        len,
                        scalable,
                        elem,
                    })
                }
            }
            _ => return err(bad_token(self, t, "expected type"), t.span),
        };
        // Suffixes: function types, typed pointers.
        loop {
            let p = self.peek();
            match p.kind {
                Tok::Star => {
                    self.next();
                    ty = self.m.types.ptr(0);
                }
                Tok::Ident if self.text(p) == "addrspace" => {
                    let addrspace = self.parse_opt_addrspace()?;
                    self.expect(Tok::Star, "*")?;
                    ty = self.m.types.ptr(addrspace);
                }
                Tok::LParen => {
                    if self.m.types.is_label(ty) || self.m.types.is_metadata(ty) {
                        return err("invalid function return type", t.span);
                    }
                    let (params, vararg) = self.parse_function_type_params()?;
                    ty = self.m.types.intern(TypeData::Function {
                        ret: ty,
                        params,
                        vararg,
                    });
                }
                _ => break,
            }
        }
        Ok(ty)
    }

    fn parse_function_type_params(&mut self) -> PResult<(Vec<Type>, bool)> {
        self.expect(Tok::LParen, "(")?;
        let mut params = Vec::new();
        let mut vararg = false;
        if self.eat(Tok::RParen) {
            return Ok((params, false));
        }
        loop {
            if self.eat(Tok::DotDotDot) {
                vararg = true;
                break;
            }
            let pt = self.peek();
            let ty = self.parse_type()?;
            if !self.m.types.is_first_class(ty) {
                return err("invalid type for function argument", pt.span);
            }
            // Attributes in function types are ignored by LLVM too.
            while self.parse_attribute(false)?.is_some() {}
            params.push(ty);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, ")")?;
        Ok((params, vararg))
    }

    fn parse_target_ext_type(&mut self) -> PResult<Type> {
        self.expect(Tok::LParen, "(")?;
        let name = self.expect_string()?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(Tok::Comma) {
            if self.peek_is(Tok::Int) {
                ints.push(self.parse_u32()?);
            } else {
                if !ints.is_empty() {
                    return err("expected integer parameter", self.peek().span);
                }
                types.push(self.parse_type()?);
            }
        }
        self.expect(Tok::RParen, ")")?;
        Ok(self
            .m
            .types
            .intern(TypeData::TargetExt { name, types, ints }))
    }

    fn parse_opt_addrspace(&mut self) -> PResult<u32> {
        if !self.eat_word("addrspace") {
            return Ok(0);
        }
        self.expect(Tok::LParen, "(")?;
        let t = self.peek();
        let v = if t.kind == Tok::Str {
            let s = self.expect_string()?;
            match s.as_str() {
                "A" | "G" | "P" => 0,
                _ => return err(format!("invalid symbolic addrspace '{s}'"), t.span),
            }
        } else {
            self.parse_u32()?
        };
        if v >= (1 << 24) {
            return err("invalid address space, must be a 24-bit integer", t.span);
        }
        self.expect(Tok::RParen, ")")?;
        Ok(v)
    }

    // ---------------------------------------------------------------- attributes

    /// Parses one attribute if the next token starts one. `allow_groups`: function attribute
    /// position (accepts `#N`, `align=N`, `alignstack=N`).
    fn parse_attribute(&mut self, fn_position: bool) -> PResult<Option<Attribute>> {
        let t = self.peek();
        match t.kind {
            Tok::Str => {
                self.next();
                let key = self.string_value(t);
                let value = if self.eat(Tok::Equal) {
                    Some(self.expect_string()?)
                } else {
                    None
                };
                return Ok(Some(Attribute::Str(key, value)));
            }
            Tok::Ident => {}
            _ => return Ok(None),
        }
        let name = self.text(t);
        let (cat, _) = attr_kind_info(name);
        let known = crate::ir::attributes::is_known_attr(name);
        if !known {
            return Ok(None);
        }
        self.next();
        let name = name.to_string();
        let attr = match (cat, name.as_str()) {
            (_, "align") => {
                let v = if self.eat(Tok::Equal) {
                    self.parse_alignment_value()?
                } else if self.eat(Tok::LParen) {
                    let v = self.parse_alignment_value()?;
                    self.expect(Tok::RParen, ")")?;
                    v
                } else {
                    self.parse_alignment_value()?
                };
                Attribute::Int(name, v)
            }
            (_, "alignstack") => {
                let v = if self.eat(Tok::Equal) {
                    self.parse_alignment_value()?
                } else {
                    self.expect(Tok::LParen, "(")?;
                    let v = self.parse_alignment_value()?;
                    self.expect(Tok::RParen, ")")?;
                    v
                };
                Attribute::Int(name, v)
            }
            (_, "dereferenceable") | (_, "dereferenceable_or_null") => {
                self.expect(Tok::LParen, "(")?;
                let v = self.parse_u64()?;
                self.expect(Tok::RParen, ")")?;
                Attribute::Int(name, v)
            }
            (_, "uwtable") => {
                if self.peek_is(Tok::LParen) {
                    let args = self.parse_raw_parens()?;
                    if args == "async" {
                        Attribute::Flag(name)
                    } else {
                        Attribute::Args(name, args)
                    }
                } else {
                    Attribute::Flag(name)
                }
            }
            (_, "nocapture") => Attribute::Args("captures".into(), "none".into()),
            (AttrCategory::Type, _) => {
                if self.peek_is(Tok::LParen) {
                    self.next();
                    let ty = self.parse_type()?;
                    self.expect(Tok::RParen, ")")?;
                    Attribute::Type(name, ty)
                } else if name == "inalloca" || name == "byval" || name == "sret" {
                    return err(
                        format!("expected '(' after '{name}' (typed {name} is required)"),
                        t.span,
                    );
                } else {
                    return err("expected '('", self.peek().span);
                }
            }
            (AttrCategory::Enum, _) => {
                let _ = fn_position;
                Attribute::Flag(name)
            }
            _ => {
                if !self.peek_is(Tok::LParen) {
                    Attribute::Flag(name)
                } else {
                    let args = self.parse_raw_parens()?;
                    Attribute::Args(name, args)
                }
            }
        };
        Ok(Some(attr))
    }

    /// `( ... )` with balanced nesting, returned as canonical text (whitespace collapsed).
    fn parse_raw_parens(&mut self) -> PResult<String> {
        let open = self.expect(Tok::LParen, "(")?;
        let start = open.span.end as usize;
        let mut depth = 1;
        let end;
        loop {
            let t = self.next();
            match t.kind {
                Tok::LParen => depth += 1,
                Tok::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        end = t.span.start as usize;
                        break;
                    }
                }
                Tok::Eof => return err("expected ')'", t.span),
                _ => {}
            }
        }
        let raw = self.src.get(start..end).unwrap_or("");
        Ok(raw.split_whitespace().collect::<Vec<_>>().join(" "))
    }

    /// Parameter or return attributes (no groups).
    fn parse_param_attrs(&mut self) -> PResult<AttrSet> {
        let mut v = Vec::new();
        while let Some(a) = self.parse_attribute(false)? {
            v.push(a);
        }
        Ok(self.m.attrs.intern(v))
    }

    /// Function attributes: inline attributes and `#N` group references.
    fn parse_fn_attrs(&mut self, v: &mut Vec<Attribute>) -> PResult<()> {
        loop {
            let t = self.peek();
            if t.kind == Tok::AttrGrpId {
                self.next();
                let id = self.sigil_id(t)?;
                match self.attr_groups.get(&id) {
                    Some(g) => v.extend(g.iter().cloned()),
                    None => return err(format!("unknown attribute group '#{id}'"), t.span),
                }
                continue;
            }
            // `align N` after the parameter list is the function alignment, not an attribute.
            if t.kind == Tok::Ident && self.text(t) == "align" {
                return Ok(());
            }
            match self.parse_attribute(true)? {
                Some(a) => v.push(a),
                None => return Ok(()),
            }
        }
    }

    // ---------------------------------------------------------------- globals

    fn global_by_token(&mut self, t: Token) -> PResult<GlobalValue> {
        let g = if t.kind == Tok::GlobalId {
            let id = self.sigil_id(t)?;
            if let Some(g) = self.global_ids.get(&id) {
                *g
            } else {
                let g = self.new_unresolved_global(GlobalName::Numbered(id), t.span);
                self.global_ids.insert(id, g);
                g
            }
        } else {
            let name = self.sigil_name(t);
            if let Some(g) = self.global_names.get(&name) {
                *g
            } else {
                let g = self.new_unresolved_global(GlobalName::Named(name.clone()), t.span);
                self.global_names.insert(name, g);
                g
            }
        };
        self.global_refs.entry(g).or_insert(t.span);
        Ok(g)
    }

    fn new_unresolved_global(&mut self, name: GlobalName, span: Span) -> GlobalValue {
        self.m.globals.push(GlobalValueData {
            name,
            linkage: Linkage::External,
            visibility: Visibility::Default,
            dll: DllStorage::None,
            thread_local: ThreadLocal::NotThreadLocal,
            unnamed_addr: UnnamedAddr::None,
            dso_local: false,
            addrspace: 0,
            partition: None,
            kind: GlobalKind::Unresolved,
            span,
        })
    }

    /// The handle a definition of `t` fills in (error on redefinition).
    fn define_global(&mut self, t: Token, what: &str) -> PResult<GlobalValue> {
        let g = if t.kind == Tok::GlobalId {
            let id = self.sigil_id(t)?;
            if id < self.next_global_id {
                if let Some(&g) = self.global_ids.get(&id) {
                    if !matches!(self.m.globals[g].kind, GlobalKind::Unresolved) {
                        return err(format!("redefinition of global '@{id}'"), t.span);
                    }
                }
            }
            if id != self.next_global_id && !self.global_ids.contains_key(&id) {
                return err(
                    format!(
                        "variable expected to be numbered '@{}'",
                        self.next_global_id
                    ),
                    t.span,
                );
            }
            self.next_global_id = self.next_global_id.max(id + 1);
            self.global_by_token(t)?
        } else {
            let name = self.sigil_name(t);
            if let Some(&g) = self.global_names.get(&name) {
                if !matches!(self.m.globals[g].kind, GlobalKind::Unresolved) {
                    return err(
                        if what == "function" {
                            format!("invalid redefinition of function '{name}'")
                        } else {
                            format!("redefinition of global '@{name}'")
                        },
                        t.span,
                    );
                }
            }
            self.global_by_token(t)?
        };
        self.global_refs.remove(&g);
        self.m.globals[g].span = t.span;
        Ok(g)
    }

    fn parse_comdat(&mut self) -> PResult<()> {
        let t = self.next();
        let name = self.sigil_name(t);
        self.expect(Tok::Equal, "=")?;
        self.expect_word("comdat")?;
        let k = self.next();
        let kind = match self.text(k) {
            "any" => ComdatKind::Any,
            w => ComdatKind::from_keyword(w)
                .ok_or_else(|| ParseError::new("unknown selection kind", k.span))?,
        };
        match self.comdat_names.get_mut(&name) {
            Some((c, defined, _)) => {
                if *defined {
                    return err(format!("redefinition of comdat '${name}'"), t.span);
                }
                *defined = true;
                let c = *c;
                self.m.comdats[c].kind = kind;
            }
            None => {
                let c = self.m.comdats.push(ComdatData {
                    name: name.clone(),
                    kind,
                });
                self.comdat_names.insert(name, (c, true, t.span));
            }
        }
        Ok(())
    }

    fn comdat_ref(&mut self, name: String, span: Span) -> Comdat {
        if let Some((c, _, _)) = self.comdat_names.get(&name) {
            return *c;
        }
        let c = self.m.comdats.push(ComdatData {
            name: name.clone(),
            kind: ComdatKind::Any,
        });
        self.comdat_names.insert(name, (c, false, span));
        c
    }

    /// `comdat` or `comdat($name)`; `self_name` is used for the bare form.
    fn parse_opt_comdat(&mut self, self_name: &GlobalName, span: Span) -> PResult<Option<Comdat>> {
        if !self.eat_word("comdat") {
            return Ok(None);
        }
        if self.eat(Tok::LParen) {
            let t = self.expect(Tok::ComdatVar, "$")?;
            let name = self.sigil_name(t);
            self.expect(Tok::RParen, ")")?;
            return Ok(Some(self.comdat_ref(name, t.span)));
        }
        match self_name {
            GlobalName::Named(n) => Ok(Some(self.comdat_ref(n.clone(), span))),
            GlobalName::Numbered(_) => err("comdat cannot be unnamed", span),
        }
    }

    /// Linkage, preemption, visibility, DLL storage, thread-local, unnamed_addr, in any order
    /// LLVM allows (it requires this order; we accept it as written).
    fn parse_global_prefix(&mut self) -> PResult<GlobalValueData> {
        self.saw_external = false;
        let mut d = GlobalValueData {
            name: GlobalName::Numbered(0),
            linkage: Linkage::External,
            visibility: Visibility::Default,
            dll: DllStorage::None,
            thread_local: ThreadLocal::NotThreadLocal,
            unnamed_addr: UnnamedAddr::None,
            dso_local: false,
            addrspace: 0,
            partition: None,
            kind: GlobalKind::Unresolved,
            span: Span::default(),
        };
        loop {
            let t = self.peek();
            if t.kind != Tok::Ident {
                break;
            }
            let w = self.text(t);
            if w == "external" {
                self.next();
                d.linkage = Linkage::External;
                self.saw_external = true;
            } else if let Some(l) = Linkage::from_keyword(w) {
                self.next();
                d.linkage = l;
            } else if w == "dso_local" {
                self.next();
                d.dso_local = true;
            } else if w == "dso_preemptable" {
                self.next();
                d.dso_local = false;
            } else if w == "default" {
                self.next();
            } else if let Some(v) = Visibility::from_keyword(w) {
                self.next();
                d.visibility = v;
            } else if let Some(s) = DllStorage::from_keyword(w) {
                self.next();
                d.dll = s;
            } else if w == "thread_local" {
                self.next();
                d.thread_local = ThreadLocal::GeneralDynamic;
                if self.eat(Tok::LParen) {
                    let k = self.next();
                    d.thread_local = ThreadLocal::from_keyword(self.text(k)).ok_or_else(|| {
                        ParseError::new("expected localdynamic, initialexec or localexec", k.span)
                    })?;
                    self.expect(Tok::RParen, ")")?;
                }
            } else if let Some(u) = UnnamedAddr::from_keyword(w) {
                self.next();
                d.unnamed_addr = u;
            } else {
                break;
            }
        }
        Ok(d)
    }

    fn parse_global_entity(&mut self) -> PResult<()> {
        let name_tok = self.next();
        self.expect(Tok::Equal, "=")?;
        let mut d = self.parse_global_prefix()?;
        let t = self.peek();
        let kw = self.text(t);
        if kw == "alias" || kw == "ifunc" {
            self.next();
            let g = self.define_global(name_tok, "alias")?;
            d.name = self.m.globals[g].name.clone();
            d.span = name_tok.span;
            let value_ty = self.parse_type()?;
            self.expect(Tok::Comma, ",")?;
            let at = self.peek();
            // The aliasee's type may be left out before a constant expression.
            let is_expr = at.kind == Tok::Ident
                && matches!(
                    self.text(at),
                    "getelementptr"
                        | "bitcast"
                        | "addrspacecast"
                        | "inttoptr"
                        | "ptrtoint"
                        | "add"
                        | "sub"
                );
            let aty = if is_expr {
                self.m.types.ptr(0)
            } else {
                self.parse_type()?
            };
            if !self.m.types.is_ptr(aty) {
                return err("An alias or ifunc must have pointer type", at.span);
            }
            let target = self.parse_constant(aty)?;
            if let TypeData::Ptr { addrspace } = self.m.types.data(aty) {
                d.addrspace = *addrspace;
            }
            if kw == "alias" {
                d.kind = GlobalKind::Alias {
                    value_ty,
                    aliasee: target,
                };
                self.m.layout.aliases.push(g);
            } else {
                d.kind = GlobalKind::IFunc {
                    value_ty,
                    resolver: target,
                };
                self.m.layout.ifuncs.push(g);
            }
            while self.eat(Tok::Comma) {
                if self.eat_word("partition") {
                    d.partition = Some(self.expect_string()?);
                } else {
                    return err("unknown alias or ifunc property!", self.peek().span);
                }
            }
            self.m.globals[g] = d;
            return Ok(());
        }
        // Global variable.
        d.addrspace = self.parse_opt_addrspace()?;
        let externally_initialized = self.eat_word("externally_initialized");
        let ct = self.next();
        let constant = match self.text(ct) {
            "global" => false,
            "constant" => true,
            _ => return err("expected 'global' or 'constant'", ct.span),
        };
        let g = self.define_global(name_tok, "global")?;
        d.name = self.m.globals[g].name.clone();
        d.span = name_tok.span;
        let tt = self.peek();
        let value_ty = self.parse_type()?;
        if !self.m.types.is_first_class(value_ty) || self.m.types.is_label(value_ty) {
            return err("invalid type for global variable", tt.span);
        }
        // `external global T` and `extern_weak global T` have no initializer.
        let has_init = !(d.linkage == Linkage::ExternWeak || self.saw_external);
        let init = if has_init {
            Some(self.parse_constant(value_ty)?)
        } else {
            None
        };
        let mut var = GlobalVarData {
            value_ty,
            init,
            constant,
            externally_initialized,
            section: None,
            comdat: None,
            align: None,
            code_model: None,
            sanitizer: SanitizerFlags::default(),
            attrs: AttrSet::EMPTY,
            attachments: Vec::new(),
        };
        while self.eat(Tok::Comma) {
            let p = self.peek();
            if p.kind == Tok::MetadataVar {
                let (k, md) = self.parse_attachment()?;
                var.attachments.push((k, md));
                continue;
            }
            let w = self.text(p);
            match w {
                "section" => {
                    self.next();
                    var.section = Some(self.expect_string()?);
                }
                "partition" => {
                    self.next();
                    d.partition = Some(self.expect_string()?);
                }
                "comdat" => {
                    var.comdat = self.parse_opt_comdat(&d.name, p.span)?;
                }
                "align" => {
                    self.next();
                    var.align = Some(self.parse_alignment_value()?);
                }
                "code_model" => {
                    self.next();
                    var.code_model = Some(self.expect_string()?);
                }
                "no_sanitize_address" => {
                    self.next();
                    var.sanitizer.no_sanitize_address = true;
                }
                "no_sanitize_hwaddress" => {
                    self.next();
                    var.sanitizer.no_sanitize_hwaddress = true;
                }
                "sanitize_memtag" => {
                    self.next();
                    var.sanitizer.sanitize_memtag = true;
                }
                "sanitize_address_dyninit" => {
                    self.next();
                    var.sanitizer.sanitize_address_dyninit = true;
                }
                _ => return err("unknown global variable property!", p.span),
            }
        }
        let mut attrs = Vec::new();
        self.parse_fn_attrs(&mut attrs)?;
        var.attrs = self.m.attrs.intern(attrs);
        d.kind = GlobalKind::Variable(Box::new(var));
        self.m.globals[g] = d;
        self.m.layout.variables.push(g);
        Ok(())
    }

    // ---------------------------------------------------------------- functions

    fn parse_function(&mut self, is_define: bool) -> PResult<()> {
        // declare/define [linkage] [preemption] [visibility] [dll] [cc] [ret attrs] type @name(...)
        let mut decl_attachments = Vec::new();
        if !is_define {
            while self.peek_is(Tok::MetadataVar) {
                decl_attachments.push(self.parse_attachment()?);
            }
        }
        let mut d = self.parse_global_prefix()?;
        let cc = self.parse_opt_calling_conv()?;
        let ret_attrs = self.parse_param_attrs()?;
        let rt = self.peek();
        let ret = self.parse_type()?;
        if self.m.types.is_label(ret)
            || self.m.types.is_metadata(ret)
            || self.m.types.is_function(ret)
        {
            return err("invalid function return type", rt.span);
        }
        let name_tok = self.next();
        if !matches!(name_tok.kind, Tok::GlobalVar | Tok::GlobalId) {
            return err("expected function name", name_tok.span);
        }
        // Parameters.
        self.expect(Tok::LParen, "(")?;
        let mut params: Vec<ParamDecl> = Vec::new();
        let mut vararg = false;
        if !self.eat(Tok::RParen) {
            loop {
                if self.eat(Tok::DotDotDot) {
                    vararg = true;
                    break;
                }
                let pt = self.peek();
                let ty = self.parse_type()?;
                if !self.m.types.is_first_class(ty) || self.m.types.is_label(ty) {
                    return err("invalid type for function argument", pt.span);
                }
                let attrs = self.parse_param_attrs()?;
                let nt = self.peek();
                let name = match nt.kind {
                    Tok::LocalVar => {
                        self.next();
                        Some((nt, true))
                    }
                    Tok::LocalId => {
                        self.next();
                        Some((nt, false))
                    }
                    _ => None,
                };
                params.push((ty, attrs, name));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen, ")")?;
        }
        let sig = self.m.types.intern(TypeData::Function {
            ret,
            params: params.iter().map(|p| p.0).collect(),
            vararg,
        });
        // Trailing properties.
        let mut fn_attrs = Vec::new();
        let mut section = None;
        let mut comdat = None;
        let mut align = None;
        let mut gc = None;
        let mut prefix = None;
        let mut prologue = None;
        let mut personality = None;
        let mut attachments = decl_attachments;
        let g = self.define_global(name_tok, "function")?;
        d.name = self.m.globals[g].name.clone();
        d.span = name_tok.span;
        loop {
            let p = self.peek();
            if p.kind == Tok::MetadataVar && is_define {
                attachments.push(self.parse_attachment()?);
                continue;
            }
            if p.kind == Tok::AttrGrpId || p.kind == Tok::Str {
                self.parse_fn_attrs(&mut fn_attrs)?;
                continue;
            }
            if p.kind != Tok::Ident {
                break;
            }
            match self.text(p) {
                "unnamed_addr" => {
                    self.next();
                    d.unnamed_addr = UnnamedAddr::Global;
                }
                "local_unnamed_addr" => {
                    self.next();
                    d.unnamed_addr = UnnamedAddr::Local;
                }
                "addrspace" => d.addrspace = self.parse_opt_addrspace()?,
                "section" => {
                    self.next();
                    section = Some(self.expect_string()?);
                }
                "partition" => {
                    self.next();
                    d.partition = Some(self.expect_string()?);
                }
                "comdat" => comdat = self.parse_opt_comdat(&d.name, p.span)?,
                "align" => {
                    self.next();
                    align = Some(self.parse_alignment_value()?);
                }
                "gc" => {
                    self.next();
                    gc = Some(self.expect_string()?);
                }
                "prefix" => {
                    self.next();
                    let ty = self.parse_type()?;
                    prefix = Some(self.parse_constant(ty)?);
                }
                "prologue" => {
                    self.next();
                    let ty = self.parse_type()?;
                    prologue = Some(self.parse_constant(ty)?);
                }
                "personality" => {
                    self.next();
                    let ty = self.parse_type()?;
                    personality = Some(self.parse_constant(ty)?);
                }
                _ => {
                    let before = fn_attrs.len();
                    self.parse_fn_attrs(&mut fn_attrs)?;
                    if fn_attrs.len() == before {
                        break;
                    }
                }
            }
        }
        let mut attrs = AttrList {
            func: self.m.attrs.intern(upgrade_memory_attrs(fn_attrs)),
            ret: ret_attrs,
            params: params.iter().map(|p| p.1).collect(),
        };
        while attrs.params.last() == Some(&AttrSet::EMPTY) {
            attrs.params.pop();
        }
        // Known intrinsics take their attributes from the intrinsic table.
        if let GlobalName::Named(n) = &d.name {
            if let Some(desc) = intrinsics::lookup(n).filter(|d| d.attrs_known) {
                let types: Vec<Type> = params.iter().map(|p| p.0).collect();
                attrs = self.intrinsic_attrs(&desc, ret, &types);
            }
        }
        let decl_param_names = if is_define {
            Vec::new()
        } else {
            params
                .iter()
                .map(|p| p.2.map(|(t, _)| self.text(t).to_string()))
                .collect()
        };
        let mut fd = FunctionData {
            sig,
            cc,
            attrs,
            section,
            comdat,
            align,
            gc,
            prefix,
            prologue,
            personality,
            attachments,
            decl_param_names,
            body: None,
        };
        self.m.layout.functions.push(g);
        if is_define {
            let open = self.expect(Tok::LBrace, "{")?;
            if self.deferred.is_some() {
                d.kind = GlobalKind::Function(Box::new(fd));
                self.m.globals[g] = d;
                if let Some(deferred) = self.deferred.as_mut() {
                    deferred.push(parallel::DeferredBody {
                        function: g,
                        params,
                        ret,
                        start: open.span.end as usize,
                    });
                }
                return self.skip_body();
            }
            self.current_ret = Some(ret);
            let body = self.parse_function_body(g, &params);
            self.current_ret = None;
            let body = body?;
            fd.body = Some(body);
        }
        d.kind = GlobalKind::Function(Box::new(fd));
        self.m.globals[g] = d;
        Ok(())
    }

    fn intrinsic_attrs(
        &mut self,
        desc: &intrinsics::IntrinsicDesc,
        ret: Type,
        param_types: &[Type],
    ) -> AttrList {
        let func = self
            .m
            .attrs
            .intern(intrinsics::parse_attr_spec(desc.fn_attrs));
        let ret_set = self.typed_intrinsic_attrs(desc.ret_attrs, ret);
        let mut params = vec![AttrSet::EMPTY; param_types.len()];
        for (i, spec) in desc.param_attrs {
            if let Some(&t) = param_types.get(*i) {
                params[*i] = self.typed_intrinsic_attrs(spec, t);
            }
        }
        while params.last() == Some(&AttrSet::EMPTY) {
            params.pop();
        }
        AttrList {
            func,
            ret: ret_set,
            params,
        }
    }

    /// A table attribute spelling for a value of type `t`: `range(iN a, b)` takes `t`'s integer
    /// width (the table was learned on one overload).
    fn typed_intrinsic_attrs(&mut self, spec: &str, t: Type) -> AttrSet {
        let mut attrs = intrinsics::parse_attr_spec(spec);
        let scalar = match self.m.types.data(t) {
            TypeData::Vector { elem, .. } => *elem,
            _ => t,
        };
        if let TypeData::Int(bits) = *self.m.types.data(scalar) {
            for a in &mut attrs {
                if let Attribute::Args(name, args) = a {
                    if name == "range" {
                        if let Some((_, rest)) = args.split_once(' ') {
                            *args = format!("i{bits} {rest}");
                        }
                    }
                }
            }
        }
        self.m.attrs.intern(attrs)
    }

    fn parse_opt_calling_conv(&mut self) -> PResult<CallConv> {
        let t = self.peek();
        if t.kind != Tok::Ident {
            return Ok(CallConv(0));
        }
        let w = self.text(t);
        if w == "cc" {
            self.next();
            return Ok(CallConv(self.parse_u32()?));
        }
        if let Some((_, n)) = CALLING_CONVENTIONS.iter().find(|(name, _)| *name == w) {
            self.next();
            return Ok(CallConv(*n));
        }
        Ok(CallConv(0))
    }

    fn parse_function_body(
        &mut self,
        g: GlobalValue,
        params: &[ParamDecl],
    ) -> PResult<FunctionBody> {
        let mut fs = FnState {
            body: FunctionBody::default(),
            names: HashMap::default(),
            ids: HashMap::default(),
            block_names: HashMap::default(),
            block_ids: HashMap::default(),
            next_id: 0,
            pending_values: Vec::new(),
            pending_blocks: Vec::new(),
            defined_blocks: Vec::new(),
            pending_records: Vec::new(),
        };
        for (i, (ty, _, name)) in params.iter().enumerate() {
            let v = match name {
                Some((t, true)) => {
                    let n: Box<str> = self.sigil_name(*t).into();
                    if fs.names.contains_key(&n) {
                        return err(format!("redefinition of argument '%{n}'"), t.span);
                    }
                    let v = fs
                        .body
                        .dfg
                        .make_value(*ty, ValueDef::Param(i as u32), Some(n.clone()));
                    fs.names.insert(n, v);
                    v
                }
                Some((t, false)) => {
                    let id = self.sigil_id(*t)?;
                    if id != fs.next_id {
                        return err(
                            format!("argument expected to be numbered '%{}'", fs.next_id),
                            t.span,
                        );
                    }
                    fs.next_id += 1;
                    let v = fs.body.dfg.make_value(*ty, ValueDef::Param(i as u32), None);
                    fs.ids.insert(id, v);
                    v
                }
                None => {
                    let id = fs.next_id;
                    fs.next_id += 1;
                    let v = fs.body.dfg.make_value(*ty, ValueDef::Param(i as u32), None);
                    fs.ids.insert(id, v);
                    v
                }
            };
            fs.body.params.push(v);
        }
        self.func = Some(fs);
        self.current_function = Some(g);

        let r = self.parse_blocks(g);
        let fs = self.func.take();
        self.current_function = None;
        r?;
        let Some(fs) = fs else {
            return err("internal error: lost function state", Span::default());
        };
        if let Some((_, span, name)) = fs
            .pending_values
            .iter()
            .find(|(v, _, _)| matches!(fs.body.dfg.values[*v].def, ValueDef::Unresolved))
        {
            return err(format!("use of undefined value '%{name}'"), *span);
        }
        if let Some((_, span, name)) = fs
            .pending_blocks
            .iter()
            .find(|(b, _, _)| !fs.defined_blocks.get(b.index()).copied().unwrap_or(false))
        {
            return err(format!("use of undefined value '%{name}'"), *span);
        }
        // Resolve `blockaddress` constants that named this function before its body.
        let pending = std::mem::take(&mut self.pending_blockaddrs);
        for (c, f, bt) in pending {
            if f != g {
                self.pending_blockaddrs.push((c, f, bt));
                continue;
            }
            let block = match bt.kind {
                Tok::LocalVar => fs.block_names.get(self.sigil_name(bt).as_str()).copied(),
                _ => self
                    .sigil_id(bt)
                    .ok()
                    .and_then(|id| fs.block_ids.get(&id).copied()),
            };
            match block {
                Some(b) => self.m.constants.retarget_block_address(c, b.as_u32()),
                None => return err("referenced value is not a basic block", bt.span),
            }
        }
        self.function_blocks
            .insert(g, (fs.block_names.clone(), fs.block_ids.clone()));
        Ok(fs.body)
    }

    fn fs(&mut self) -> &mut FnState {
        // Only called while a body is being parsed.
        self.func.get_or_insert_with(|| FnState {
            body: FunctionBody::default(),
            names: HashMap::default(),
            ids: HashMap::default(),
            block_names: HashMap::default(),
            block_ids: HashMap::default(),
            next_id: 0,
            pending_values: Vec::new(),
            pending_blocks: Vec::new(),
            defined_blocks: Vec::new(),
            pending_records: Vec::new(),
        })
    }

    fn parse_blocks(&mut self, g: GlobalValue) -> PResult<()> {
        let mut first = true;
        loop {
            let t = self.peek();
            if t.kind == Tok::RBrace {
                if first {
                    return err("function body requires at least one basic block", t.span);
                }
                self.next();
                break;
            }
            if t.kind == Tok::Ident
                && (self.text(t) == "uselistorder" || self.text(t) == "uselistorder_bb")
            {
                self.parse_uselistorder(Some(g))?;
                continue;
            }
            self.parse_basic_block()?;
            first = false;
        }
        Ok(())
    }

    fn define_block(&mut self, label: Option<Token>) -> PResult<Block> {
        let span = label.map_or_else(|| Span::at(self.lex.position()), |t| t.span);
        let b = match label {
            Some(t) => {
                let name = self.label_name(t);
                let numeric = !self.text(t).starts_with('"')
                    && !name.is_empty()
                    && name.bytes().all(|c| c.is_ascii_digit());
                if numeric {
                    let id: u32 = name
                        .parse()
                        .map_err(|_| ParseError::new("number too large", t.span))?;
                    let next = self.fs().next_id;
                    if id < next {
                        return err(
                            format!("label expected to be numbered '{next}' or greater"),
                            t.span,
                        );
                    }
                    self.fs().next_id = id + 1;
                    let existing = self.fs().block_ids.get(&id).copied();
                    match existing {
                        Some(b) => b,
                        None => {
                            let b = self.fs().body.dfg.make_block(None);
                            self.fs().block_ids.insert(id, b);
                            b
                        }
                    }
                } else {
                    let key: Box<str> = name.into();
                    let existing = self.fs().block_names.get(&key).copied();
                    match existing {
                        Some(b) => {
                            if self
                                .fs()
                                .defined_blocks
                                .get(b.index())
                                .copied()
                                .unwrap_or(false)
                            {
                                // LLVM 22 accepts a repeated label: the block already defined
                                // moves to the end of the function and the new lines are
                                // appended to it (the verifier then reports the terminator in
                                // the middle of the block).
                                self.fs().body.layout.move_block_to_end(b);
                                return Ok(b);
                            }
                            b
                        }
                        None => {
                            if self.fs().names.contains_key(&key) {
                                return err(
                                    format!("multiple definition of local value named '{key}'"),
                                    t.span,
                                );
                            }
                            let b = self.fs().body.dfg.make_block(Some(key.clone()));
                            self.fs().block_names.insert(key, b);
                            b
                        }
                    }
                }
            }
            None => {
                let fs = self.fs();
                let id = fs.next_id;
                fs.next_id += 1;
                if let Some(&b) = fs.block_ids.get(&id) {
                    b
                } else {
                    let b = fs.body.dfg.make_block(None);
                    fs.block_ids.insert(id, b);
                    b
                }
            }
        };
        let fs = self.fs();
        if fs.defined_blocks.len() <= b.index() {
            fs.defined_blocks.resize(b.index() + 1, false);
        }
        fs.defined_blocks[b.index()] = true;
        fs.body.layout.append_block(b);
        fs.body.spans.blocks.set(b, span);
        Ok(b)
    }

    fn parse_basic_block(&mut self) -> PResult<()> {
        let t = self.peek();
        let label = if t.kind == Tok::Label {
            self.next();
            Some(t)
        } else {
            None
        };
        let b = self.define_block(label)?;
        loop {
            let t = self.peek();
            if t.kind == Tok::DbgRecord {
                let r = self.parse_dbg_record()?;
                self.fs().pending_records.push(r);
                continue;
            }
            if t.kind == Tok::Label || t.kind == Tok::RBrace || t.kind == Tok::Eof {
                return err("expected instruction opcode", t.span);
            }
            let inst = self.parse_instruction_line(b)?;
            let Some(inst) = inst else { continue };
            if self.fs().body.dfg.insts[inst].kind.is_terminator() {
                if !self.fs().pending_records.is_empty() {
                    let recs = std::mem::take(&mut self.fs().pending_records);
                    let mut all = recs;
                    all.append(&mut self.fs().body.dfg.insts[inst].dbg_records);
                    self.fs().body.dfg.insts[inst].dbg_records = all;
                }
                return Ok(());
            }
        }
    }

    // ---------------------------------------------------------------- local values

    fn local_ref(&mut self, r: ValRef, ty: Type, span: Span) -> PResult<Value> {
        let (existing, display) = match &r {
            ValRef::LocalName(n) => (self.fs().names.get(n).copied(), n.to_string()),
            ValRef::LocalId(id) => (self.fs().ids.get(id).copied(), id.to_string()),
        };
        if let Some(v) = existing {
            let vt = self.fs().body.dfg.value_type(v);
            if vt != ty {
                let msg = format!(
                    "'%{display}' defined with type '{}' but expected '{}'",
                    self.tstr(vt),
                    self.tstr(ty)
                );
                return err(msg, span);
            }
            return Ok(v);
        }
        // A label used as a value, or a forward reference.
        let is_block = match &r {
            ValRef::LocalName(n) => self.fs().block_names.contains_key(n),
            ValRef::LocalId(id) => self.fs().block_ids.contains_key(id),
        };
        if is_block {
            return err(format!("'%{display}' is not a basic block"), span);
        }
        if self.m.types.is_label(ty) || self.m.types.is_void(ty) {
            return err(
                format!("invalid use of a non-first-class type for '%{display}'"),
                span,
            );
        }
        let fs = self.fs();
        let v = fs.body.dfg.make_value(ty, ValueDef::Unresolved, None);
        match r {
            ValRef::LocalName(n) => {
                fs.names.insert(n, v);
            }
            ValRef::LocalId(id) => {
                fs.ids.insert(id, v);
            }
        }
        fs.pending_values.push((v, span, display));
        Ok(v)
    }

    fn block_ref(&mut self, t: Token) -> PResult<Block> {
        let fs_exists = self.func.is_some();
        if !fs_exists {
            return err("basic block reference outside of a function", t.span);
        }
        match t.kind {
            Tok::LocalVar => {
                let n: Box<str> = self.sigil_name(t).into();
                if let Some(b) = self.fs().block_names.get(&n) {
                    return Ok(*b);
                }
                if self.fs().names.contains_key(&n) {
                    return err(format!("'%{n}' is not a basic block"), t.span);
                }
                let fs = self.fs();
                let b = fs.body.dfg.make_block(Some(n.clone()));
                fs.block_names.insert(n.clone(), b);
                fs.pending_blocks.push((b, t.span, n.to_string()));
                Ok(b)
            }
            Tok::LocalId => {
                let id = self.sigil_id(t)?;
                if let Some(b) = self.fs().block_ids.get(&id) {
                    return Ok(*b);
                }
                if self.fs().ids.contains_key(&id) {
                    return err(format!("'%{id}' is not a basic block"), t.span);
                }
                let fs = self.fs();
                let b = fs.body.dfg.make_block(None);
                fs.block_ids.insert(id, b);
                fs.pending_blocks.push((b, t.span, id.to_string()));
                Ok(b)
            }
            _ => err("expected a basic block", t.span),
        }
    }

    /// `label %x`
    fn parse_label_operand(&mut self) -> PResult<Block> {
        let t = self.peek();
        if !(t.kind == Tok::Ident && self.text(t) == "label") {
            return err("expected 'label'", t.span);
        }
        self.next();
        let bt = self.next();
        self.block_ref(bt)
    }

    /// Defines the result value of an instruction.
    fn define_result(&mut self, name: Option<Token>, inst: Inst, ty: Type) -> PResult<()> {
        if self.m.types.is_void(ty) {
            if let Some(t) = name {
                return err("instructions returning void cannot have a name", t.span);
            }
            // Unnamed void instructions take no number.
            return Ok(());
        }
        let v = match name {
            Some(t) if t.kind == Tok::LocalVar => {
                let n: Box<str> = self.sigil_name(t).into();
                let existing = self.fs().names.get(&n).copied();
                match existing {
                    Some(v) if matches!(self.fs().body.dfg.values[v].def, ValueDef::Unresolved) => {
                        let vt = self.fs().body.dfg.values[v].ty;
                        if vt != ty {
                            return err(
                                format!(
                                    "instruction forward referenced with type '{}'",
                                    self.tstr(vt)
                                ),
                                t.span,
                            );
                        }
                        self.fs().body.dfg.values[v].name = Some(n);
                        v
                    }
                    Some(_) => {
                        return err(
                            format!("multiple definition of local value named '{n}'"),
                            t.span,
                        )
                    }
                    None => {
                        if self.fs().block_names.contains_key(&n) {
                            return err(
                                format!("multiple definition of local value named '{n}'"),
                                t.span,
                            );
                        }
                        let fs = self.fs();
                        let v = fs
                            .body
                            .dfg
                            .make_value(ty, ValueDef::Unresolved, Some(n.clone()));
                        fs.names.insert(n, v);
                        v
                    }
                }
            }
            other => {
                let fs = self.fs();
                let id = match other {
                    Some(t) => {
                        let id = self.sigil_id(t)?;
                        let next = self.fs().next_id;
                        if id < next {
                            return err(
                                format!("instruction expected to be numbered '%{next}' or greater"),
                                t.span,
                            );
                        }
                        id
                    }
                    None => fs.next_id,
                };
                let fs = self.fs();
                fs.next_id = id + 1;
                let existing = fs.ids.get(&id).copied();
                match existing {
                    Some(v) => {
                        if !matches!(self.fs().body.dfg.values[v].def, ValueDef::Unresolved) {
                            return err(
                                format!("multiple definition of local value named '{id}'"),
                                other.map_or(Span::default(), |t| t.span),
                            );
                        }
                        let vt = self.fs().body.dfg.values[v].ty;
                        if vt != ty {
                            return err(
                                format!(
                                    "instruction forward referenced with type '{}'",
                                    self.tstr(vt)
                                ),
                                other.map_or(Span::default(), |t| t.span),
                            );
                        }
                        v
                    }
                    None => {
                        if fs.block_ids.contains_key(&id) {
                            return err(
                                format!("multiple definition of local value named '{id}'"),
                                other.map_or(Span::default(), |t| t.span),
                            );
                        }
                        let v = fs.body.dfg.make_value(ty, ValueDef::Unresolved, None);
                        fs.ids.insert(id, v);
                        v
                    }
                }
            }
        };
        let fs = self.fs();
        fs.body.dfg.values[v].def = ValueDef::Inst(inst);
        fs.body.dfg.insts[inst].result = Some(v);
        Ok(())
    }

    // ---------------------------------------------------------------- values and constants

    /// A typed operand: `ty value`.
    pub(crate) fn parse_typed_value(&mut self) -> PResult<(Type, Operand)> {
        let ty = self.parse_type()?;
        let v = self.parse_value(ty)?;
        Ok((ty, v))
    }

    /// A value of type `ty` (local, constant, or metadata for `metadata`).
    pub(crate) fn parse_value(&mut self, ty: Type) -> PResult<Operand> {
        let t = self.peek();
        match t.kind {
            Tok::LocalVar | Tok::LocalId => {
                if self.func.is_none() {
                    return err(format!("use of undefined value '{}'", self.text(t)), t.span);
                }
                self.next();
                if self.m.types.is_label(ty) {
                    return Ok(Operand::Block(self.block_ref(t)?));
                }
                let r = if t.kind == Tok::LocalVar {
                    ValRef::LocalName(self.sigil_name(t).into())
                } else {
                    ValRef::LocalId(self.sigil_id(t)?)
                };
                Ok(Operand::Value(self.local_ref(r, ty, t.span)?))
            }
            _ if self.m.types.is_metadata(ty) => {
                let md = self.parse_md_operand(true)?;
                let id = self.fs().body.dfg.local_md.push(md);
                Ok(Operand::Meta(id))
            }
            Tok::Ident if self.text(t) == "asm" => {
                self.next();
                let mut side_effect = false;
                let mut align_stack = false;
                let mut intel_dialect = false;
                let mut can_unwind = false;
                loop {
                    if self.eat_word("sideeffect") {
                        side_effect = true;
                    } else if self.eat_word("alignstack") {
                        align_stack = true;
                    } else if self.eat_word("inteldialect") {
                        intel_dialect = true;
                    } else if self.eat_word("unwind") {
                        can_unwind = true;
                    } else {
                        break;
                    }
                }
                let st = self.peek();
                if st.kind != Tok::Str {
                    return err("expected string constant", st.span);
                }
                self.next();
                let asm = self.string_value(st);
                self.expect(Tok::Comma, ",")?;
                let ct = self.peek();
                if ct.kind != Tok::Str {
                    return err("expected string constant", ct.span);
                }
                self.next();
                let constraints = self.string_value(ct);
                let c = self.m.constants.intern(ConstantData::InlineAsm {
                    ty,
                    asm,
                    constraints,
                    side_effect,
                    align_stack,
                    intel_dialect,
                    can_unwind,
                });
                Ok(Operand::Const(c))
            }
            _ => Ok(Operand::Const(self.parse_constant(ty)?)),
        }
    }

    /// A constant of type `ty`.
    pub(crate) fn parse_constant(&mut self, ty: Type) -> PResult<Constant> {
        let t = self.peek();
        self.enter(t.span)?;
        let r = self.parse_constant_inner(ty);
        self.leave();
        r
    }

    fn parse_typed_constant(&mut self) -> PResult<Constant> {
        let ty = self.parse_type()?;
        self.parse_constant(ty)
    }

    fn parse_constant_inner(&mut self, ty: Type) -> PResult<Constant> {
        let t = self.next();
        let types_ptr = self.m.types.is_ptr(ty);
        match t.kind {
            Tok::Int | Tok::HexInt => {
                if let Some(bits) = self.m.types.int_bits(ty) {
                    let text = self.text(t);
                    let v = if t.kind == Tok::HexInt {
                        parse_hex_apint(bits, &text[3..], text.starts_with('s'))
                    } else {
                        // Out-of-range decimal literals are truncated, as LLVM does.
                        ApInt::parse_decimal_truncating(bits, text)
                    };
                    let Some(v) = v else {
                        return err("integer constant is too large for the type", t.span);
                    };
                    return Ok(self.m.constants.make_int(ty, v));
                }
                // LLVM rejects an integer literal for a floating-point type (`float 0`).
                err("integer constant must have integer type", t.span)
            }
            Tok::Float => {
                let TypeData::Float(k) = *self.m.types.data(ty) else {
                    return err("floating point constant invalid for type", t.span);
                };
                self.float_from_decimal(k, ty, t)
            }
            Tok::HexFloat => {
                let TypeData::Float(k) = *self.m.types.data(ty) else {
                    return err("floating point constant invalid for type", t.span);
                };
                self.float_from_hex(k, ty, t)
            }
            Tok::Ident => {
                let w = self.text(t);
                match w {
                    "true" | "false" => {
                        if self.m.types.int_bits(ty) != Some(1) {
                            return err("integer constant must have integer type", t.span);
                        }
                        let v = ApInt::from_u64(1, u64::from(w == "true"));
                        Ok(self.m.constants.make_int(ty, v))
                    }
                    "null" => {
                        if !types_ptr {
                            return err("null must be a pointer type", t.span);
                        }
                        Ok(self.m.constants.intern(ConstantData::Null(ty)))
                    }
                    "undef" => {
                        self.check_first_class(ty, t.span)?;
                        Ok(self.m.constants.intern(ConstantData::Undef(ty)))
                    }
                    "poison" => {
                        self.check_first_class(ty, t.span)?;
                        Ok(self.m.constants.intern(ConstantData::Poison(ty)))
                    }
                    "zeroinitializer" => {
                        self.check_first_class(ty, t.span)?;
                        if matches!(self.m.types.data(ty), TypeData::Token) {
                            return err("invalid type for null constant", t.span);
                        }
                        Ok(self.m.constants.intern(ConstantData::Zero(ty)))
                    }
                    "none" => {
                        if !matches!(self.m.types.data(ty), TypeData::Token) {
                            return err("invalid type for none constant", t.span);
                        }
                        Ok(self.m.constants.intern(ConstantData::TokenNone(ty)))
                    }
                    "splat" => {
                        self.expect(Tok::LParen, "(")?;
                        let et = self.peek();
                        let elem = self.parse_typed_constant()?;
                        self.expect(Tok::RParen, ")")?;
                        let TypeData::Vector {
                            len,
                            scalable,
                            elem: ety,
                        } = *self.m.types.data(ty)
                        else {
                            return err("vector constant must have vector type", t.span);
                        };
                        if self.m.constants.ty(elem) != ety {
                            return err(
                                "element type of splat must match vector element type",
                                et.span,
                            );
                        }
                        if scalable {
                            return Ok(self.m.constants.intern(ConstantData::Splat { ty, elem }));
                        }
                        let elems = vec![elem; len as usize];
                        Ok(self.m.constants.make_aggregate(&self.m.types, ty, elems))
                    }
                    "blockaddress" => self.parse_blockaddress(ty, t),
                    "dso_local_equivalent" | "no_cfi" => {
                        let gt = self.next();
                        if !matches!(gt.kind, Tok::GlobalVar | Tok::GlobalId) {
                            return err("expected global value name", gt.span);
                        }
                        let g = self.global_by_token(gt)?;
                        if w == "no_cfi" {
                            Ok(self
                                .m
                                .constants
                                .intern(ConstantData::NoCfi { ty, global: g }))
                        } else {
                            Ok(self
                                .m
                                .constants
                                .intern(ConstantData::DsoLocalEquivalent { ty, global: g }))
                        }
                    }
                    "ptrauth" => {
                        self.expect(Tok::LParen, "(")?;
                        let mut ops = vec![self.parse_typed_constant()?];
                        while self.eat(Tok::Comma) {
                            ops.push(self.parse_typed_constant()?);
                        }
                        self.expect(Tok::RParen, ")")?;
                        Ok(self.m.constants.intern(ConstantData::PtrAuth { ty, ops }))
                    }
                    "getelementptr" => self.parse_gep_constexpr(ty, t),
                    _ => self.parse_other_constexpr(ty, t),
                }
            }
            Tok::GlobalVar | Tok::GlobalId => {
                if !types_ptr {
                    return err("global variable reference must have pointer type", t.span);
                }
                let g = self.global_by_token(t)?;
                Ok(self
                    .m
                    .constants
                    .intern(ConstantData::Global { ty, global: g }))
            }
            Tok::CStr => {
                let bytes = self.string_bytes(t);
                match *self.m.types.data(ty) {
                    TypeData::Array { len, elem }
                        if self.m.types.int_bits(elem) == Some(8) && len == bytes.len() as u64 =>
                    {
                        Ok(self.m.constants.make_bytes(ty, bytes))
                    }
                    _ => err(
                        format!(
                            "constant expression type mismatch: got type '[{} x i8]' but expected '{}'",
                            bytes.len(),
                            self.tstr(ty)
                        ),
                        t.span,
                    ),
                }
            }
            Tok::LSquare => {
                let mut elems = Vec::new();
                if !self.eat(Tok::RSquare) {
                    loop {
                        elems.push(self.parse_typed_constant()?);
                        if !self.eat(Tok::Comma) {
                            break;
                        }
                    }
                    self.expect(Tok::RSquare, "]")?;
                }
                let TypeData::Array { len, elem } = *self.m.types.data(ty) else {
                    return err(
                        format!("type '{}' is not an array type", self.tstr(ty)),
                        t.span,
                    );
                };
                if len != elems.len() as u64 {
                    return err(
                        format!(
                            "constant expression type mismatch: got type '[{} x {}]' but expected '{}'",
                            elems.len(),
                            self.tstr(elem),
                            self.tstr(ty)
                        ),
                        t.span,
                    );
                }
                for &e in &elems {
                    if self.m.constants.ty(e) != elem {
                        return err(
                            format!("array element #0 is not of type '{}'", self.tstr(elem)),
                            t.span,
                        );
                    }
                }
                if elems.is_empty() {
                    return Ok(self.m.constants.intern(ConstantData::Array { ty, elems }));
                }
                Ok(self.m.constants.make_aggregate(&self.m.types, ty, elems))
            }
            Tok::Less => {
                if self.eat(Tok::LBrace) {
                    let fields = self.parse_constant_fields(Tok::RBrace)?;
                    self.expect(Tok::Greater, ">")?;
                    return self.make_struct_constant(ty, fields, true, t.span);
                }
                let elems = self.parse_constant_fields(Tok::Greater)?;
                let TypeData::Vector {
                    len,
                    scalable: false,
                    elem,
                } = *self.m.types.data(ty)
                else {
                    return err("vector constant must have vector type", t.span);
                };
                if len as usize != elems.len() {
                    return err(
                        format!(
                            "constant expression type mismatch: got type '<{} x {}>' but expected '{}'",
                            elems.len(),
                            self.tstr(elem),
                            self.tstr(ty)
                        ),
                        t.span,
                    );
                }
                for &e in &elems {
                    if self.m.constants.ty(e) != elem {
                        return err(
                            format!("vector element #0 is not of type '{}'", self.tstr(elem)),
                            t.span,
                        );
                    }
                }
                Ok(self.m.constants.make_aggregate(&self.m.types, ty, elems))
            }
            Tok::LBrace => {
                let fields = self.parse_constant_fields(Tok::RBrace)?;
                self.make_struct_constant(ty, fields, false, t.span)
            }
            Tok::LocalVar | Tok::LocalId => {
                err(format!("use of undefined value '{}'", self.text(t)), t.span)
            }
            _ => err(bad_token(self, t, "expected value token"), t.span),
        }
    }

    fn check_first_class(&self, ty: Type, span: Span) -> PResult<()> {
        if self.m.types.is_void(ty) || self.m.types.is_label(ty) || self.m.types.is_function(ty) {
            return err("invalid type for undef constant", span);
        }
        Ok(())
    }

    fn parse_constant_fields(&mut self, close: Tok) -> PResult<Vec<Constant>> {
        let mut v = Vec::new();
        if self.eat(close) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_typed_constant()?);
            if !self.eat(Tok::Comma) {
                break;
            }
        }
        let what = if close == Tok::RBrace { "}" } else { ">" };
        self.expect(close, what)?;
        Ok(v)
    }

    fn make_struct_constant(
        &mut self,
        ty: Type,
        fields: Vec<Constant>,
        packed: bool,
        span: Span,
    ) -> PResult<Constant> {
        let (want, want_packed) = match self.m.types.data(ty) {
            TypeData::Struct { fields, packed } => (fields.clone(), *packed),
            TypeData::Named(id) => match &self.m.types.struct_def(*id).body {
                Some(b) => (b.fields.clone(), b.packed),
                None => return err("constant expression type mismatch", span),
            },
            _ => {
                return err(
                    format!(
                        "constant expression type mismatch: got type '{{...}}' but expected '{}'",
                        self.tstr(ty)
                    ),
                    span,
                )
            }
        };
        if want_packed != packed {
            return err("struct constant packing does not match its type", span);
        }
        if want.len() != fields.len() {
            return err("wrong number of elements in struct constant", span);
        }
        for (i, (&f, &w)) in fields.iter().zip(want.iter()).enumerate() {
            if self.m.constants.ty(f) != w {
                return err(
                    format!("element {i} of struct initializer doesn't match struct element type"),
                    span,
                );
            }
        }
        if fields.is_empty() {
            return Ok(self.m.constants.intern(ConstantData::Struct { ty, fields }));
        }
        Ok(self.m.constants.make_aggregate(&self.m.types, ty, fields))
    }

    fn float_from_decimal(&mut self, k: FloatKind, ty: Type, t: Token) -> PResult<Constant> {
        let v: f64 = self
            .text(t)
            .parse()
            .map_err(|_| ParseError::new("invalid floating point constant", t.span))?;
        let bits = match k {
            FloatKind::Double => u128::from(v.to_bits()),
            FloatKind::Float => {
                let f = v as f32;
                if f64::from(f) != v && !v.is_nan() {
                    return err("floating point constant invalid for type", t.span);
                }
                u128::from(f.to_bits())
            }
            FloatKind::Half => match crate::print::float::f64_to_half_exact(v) {
                Some(b) => u128::from(b),
                None => return err("floating point constant invalid for type", t.span),
            },
            FloatKind::BFloat => {
                let f = v as f32;
                let b = f.to_bits();
                if f64::from(f) != v || b & 0xFFFF != 0 {
                    return err("floating point constant invalid for type", t.span);
                }
                u128::from(b >> 16)
            }
            FloatKind::X86Fp80 | FloatKind::Fp128 | FloatKind::PpcFp128 => {
                match crate::print::float::f64_to_wide(k, v) {
                    Some(b) => b,
                    None => return err("floating point constant invalid for type", t.span),
                }
            }
        };
        Ok(self.m.constants.intern(ConstantData::Float { ty, bits }))
    }

    fn float_from_hex(&mut self, k: FloatKind, ty: Type, t: Token) -> PResult<Constant> {
        let text = self.text(t);
        let body = &text[2..];
        let (prefix, digits) = match body.as_bytes().first() {
            Some(c @ (b'K' | b'L' | b'M' | b'H' | b'R')) => (Some(*c), &body[1..]),
            _ => (None, body),
        };
        let bad = || ParseError::new("floating point constant invalid for type", t.span);
        if digits.len() > 32 {
            return Err(bad());
        }
        let raw = u128::from_str_radix(digits, 16).map_err(|_| bad())?;
        let bits = match (prefix, k) {
            (None, FloatKind::Double) => raw,
            (None, FloatKind::Float) => {
                let d = f64::from_bits(raw as u64);
                let f = d as f32;
                if f64::from(f) != d && !d.is_nan() {
                    return Err(bad());
                }
                if d.is_nan() {
                    // Keep the payload: take the top mantissa bits.
                    let sign = ((raw >> 63) as u32) << 31;
                    let mant = ((raw >> 29) as u32) & 0x7F_FFFF;
                    u128::from(sign | 0x7F80_0000 | mant)
                } else {
                    u128::from(f.to_bits())
                }
            }
            (None, FloatKind::Half) => {
                let d = f64::from_bits(raw as u64);
                u128::from(crate::print::float::f64_to_half_exact(d).ok_or_else(bad)?)
            }
            (Some(b'H'), FloatKind::Half) | (Some(b'R'), FloatKind::BFloat) => raw & 0xFFFF,
            (Some(b'K'), FloatKind::X86Fp80) => {
                // The first (up to) 4 digits are the sign and exponent, the rest the mantissa.
                let split = digits.len().min(4);
                (u128::from(hex_u64(&digits[..split]).ok_or_else(bad)?) << 64)
                    | u128::from(hex_u64(&digits[split..]).ok_or_else(bad)?)
            }
            (Some(b'L'), FloatKind::Fp128) | (Some(b'M'), FloatKind::PpcFp128) => {
                // LLVM reads 16 or more hex digits as the low 64 bits (first 16) then the high
                // 64 bits (the rest), the order the printer writes; fewer than 16 digits are all
                // the high 64 bits.
                let (low, high) = if digits.len() >= 16 {
                    (&digits[..16], &digits[16..])
                } else {
                    ("", digits)
                };
                (u128::from(hex_u64(high).ok_or_else(bad)?) << 64)
                    | u128::from(hex_u64(low).ok_or_else(bad)?)
            }
            _ => return Err(bad()),
        };
        Ok(self.m.constants.intern(ConstantData::Float { ty, bits }))
    }

    fn parse_blockaddress(&mut self, ty: Type, _t: Token) -> PResult<Constant> {
        self.expect(Tok::LParen, "(")?;
        let ft = self.next();
        if !matches!(ft.kind, Tok::GlobalVar | Tok::GlobalId) {
            return err("expected function name in blockaddress", ft.span);
        }
        let f = self.global_by_token(ft)?;
        self.expect(Tok::Comma, ",")?;
        let bt = self.next();
        self.expect(Tok::RParen, ")")?;
        let block = if self.current_function == Some(f) {
            self.block_ref(bt)?
        } else if let Some((names, ids)) = self.function_blocks.get(&f) {
            let found = match bt.kind {
                Tok::LocalVar => names.get(self.sigil_name(bt).as_str()).copied(),
                Tok::LocalId => ids.get(&self.sigil_id(bt)?).copied(),
                _ => None,
            };
            found
                .ok_or_else(|| ParseError::new("referenced value is not a basic block", bt.span))?
        } else {
            // Defined later: a placeholder block, fixed when the body has been parsed.
            if !matches!(bt.kind, Tok::LocalVar | Tok::LocalId) {
                return err("expected basic block name in blockaddress", bt.span);
            }
            let placeholder = u32::MAX - self.pending_blockaddrs.len() as u32;
            let c = self.m.constants.intern(ConstantData::BlockAddress {
                ty,
                function: f,
                block: placeholder,
            });
            self.pending_blockaddrs.push((c, f, bt));
            return Ok(c);
        };
        Ok(self.m.constants.intern(ConstantData::BlockAddress {
            ty,
            function: f,
            block: block.as_u32(),
        }))
    }

    fn parse_gep_constexpr(&mut self, ty: Type, t: Token) -> PResult<Constant> {
        let mut flags = GepFlags::default();
        let mut inrange = None;
        loop {
            if self.eat_word("inbounds") {
                flags.inbounds = true;
                flags.nusw = true;
            } else if self.eat_word("nusw") {
                flags.nusw = true;
            } else if self.eat_word("nuw") {
                flags.nuw = true;
            } else if self.eat_word("inrange") {
                self.expect(Tok::LParen, "(")?;
                let a = self.next();
                self.expect(Tok::Comma, ",")?;
                let b = self.next();
                self.expect(Tok::RParen, ")")?;
                let lo = ApInt::parse_decimal(64, self.text(a))
                    .ok_or_else(|| ParseError::new("expected integer", a.span))?;
                let hi = ApInt::parse_decimal(64, self.text(b))
                    .ok_or_else(|| ParseError::new("expected integer", b.span))?;
                inrange = Some((lo, hi));
            } else {
                break;
            }
        }
        self.expect(Tok::LParen, "(")?;
        let source = self.parse_type()?;
        self.expect(Tok::Comma, ",")?;
        let mut ops = vec![self.parse_typed_constant()?];
        while self.eat(Tok::Comma) {
            ops.push(self.parse_typed_constant()?);
        }
        self.expect(Tok::RParen, ")")?;
        let base_ty = self.m.constants.ty(ops[0]);
        if !self.m.types.is_ptr(self.m.types.scalar(base_ty)) {
            return err("base of getelementptr must be a pointer", t.span);
        }
        Ok(self.m.constants.intern(ConstantData::Gep {
            ty,
            flags,
            source,
            inrange,
            ops,
        }))
    }

    fn parse_other_constexpr(&mut self, ty: Type, t: Token) -> PResult<Constant> {
        let w = self.text(t);
        let op = match w {
            "add" => ExprOp::Add,
            "sub" => ExprOp::Sub,
            "xor" => ExprOp::Xor,
            "trunc" => ExprOp::Trunc,
            "ptrtoint" => ExprOp::PtrToInt,
            "ptrtoaddr" => ExprOp::PtrToAddr,
            "inttoptr" => ExprOp::IntToPtr,
            "bitcast" => ExprOp::BitCast,
            "addrspacecast" => ExprOp::AddrSpaceCast,
            "extractelement" => ExprOp::ExtractElement,
            "insertelement" => ExprOp::InsertElement,
            "shufflevector" => ExprOp::ShuffleVector,
            "and" | "or" | "mul" | "shl" | "lshr" | "ashr" | "udiv" | "sdiv" | "urem" | "srem"
            | "fadd" | "fsub" | "fmul" | "fdiv" | "frem" | "fneg" | "zext" | "sext" | "fptrunc"
            | "fpext" | "uitofp" | "sitofp" | "fptoui" | "fptosi" | "icmp" | "fcmp" | "select"
            | "extractvalue" | "insertvalue" => {
                return err(format!("{w} constexprs are no longer supported"), t.span)
            }
            _ => return err("expected value token", t.span),
        };
        let (mut nuw, mut nsw) = (false, false);
        loop {
            if self.eat_word("nuw") {
                nuw = true;
            } else if self.eat_word("nsw") {
                nsw = true;
            } else {
                break;
            }
        }
        self.expect(Tok::LParen, "(")?;
        let a = self.parse_typed_constant()?;
        let mut ops = vec![a];
        if op.is_cast() {
            self.expect_word("to")?;
            let tt = self.peek();
            let to = self.parse_type()?;
            self.expect(Tok::RParen, ")")?;
            if to != ty {
                return err(
                    format!(
                        "constant expression type mismatch: got type '{}' but expected '{}'",
                        self.tstr(to),
                        self.tstr(ty)
                    ),
                    tt.span,
                );
            }
            return Ok(self.m.constants.intern(ConstantData::Expr {
                op,
                nuw,
                nsw,
                ty,
                ops,
            }));
        }
        while self.eat(Tok::Comma) {
            ops.push(self.parse_typed_constant()?);
        }
        self.expect(Tok::RParen, ")")?;
        let want = match op {
            ExprOp::Add | ExprOp::Sub | ExprOp::Xor => 2,
            ExprOp::ExtractElement => 2,
            _ => 3,
        };
        if ops.len() != want {
            return err("invalid number of operands in constant expression", t.span);
        }
        let result_ty = match op {
            ExprOp::ExtractElement => match self.m.types.data(self.m.constants.ty(a)) {
                TypeData::Vector { elem, .. } => *elem,
                _ => return err("invalid extractelement operands", t.span),
            },
            ExprOp::ShuffleVector => {
                let mask_ty = self.m.constants.ty(ops[2]);
                match (
                    self.m.types.data(self.m.constants.ty(a)).clone(),
                    self.m.types.data(mask_ty).clone(),
                ) {
                    (TypeData::Vector { elem, .. }, TypeData::Vector { len, scalable, .. }) => {
                        self.m.types.intern(TypeData::Vector {
                            len,
                            scalable,
                            elem,
                        })
                    }
                    _ => return err("invalid shufflevector operands", t.span),
                }
            }
            _ => self.m.constants.ty(a),
        };
        if result_ty != ty {
            return err(
                format!(
                    "constant expression type mismatch: got type '{}' but expected '{}'",
                    self.tstr(result_ty),
                    self.tstr(ty)
                ),
                t.span,
            );
        }
        Ok(self.m.constants.intern(ConstantData::Expr {
            op,
            nuw,
            nsw,
            ty,
            ops,
        }))
    }
}

fn parse_hex_apint(bits: u32, digits: &str, signed: bool) -> Option<ApInt> {
    let mut a = ApInt::zero(bits);
    let nwords = a.words.len();
    let mut all = vec![0u64; nwords + 1];
    for c in digits.bytes() {
        let d = u64::from((c as char).to_digit(16)?);
        let mut carry = d;
        for w in all.iter_mut() {
            let v = (u128::from(*w) << 4) | u128::from(carry);
            *w = v as u64;
            carry = (v >> 64) as u64;
        }
    }
    let _ = signed;
    a.words.copy_from_slice(&all[..nwords]);
    let rem = bits % 64;
    if rem != 0 {
        if let Some(last) = a.words.last_mut() {
            *last &= (1u64 << rem) - 1;
        }
    }
    Some(a)
}

mod instr;
mod md;
pub mod parallel;

/// Hex digits (at most 16; none is 0) as a u64, as LLVM's lexer reads the parts of `0xK`/`0xL`/
/// `0xM` literals.
fn hex_u64(digits: &str) -> Option<u64> {
    if digits.is_empty() {
        return Some(0);
    }
    if digits.len() > 16 {
        return None;
    }
    u64::from_str_radix(digits, 16).ok()
}

/// LLVM's checks of a `uselistorder` permutation on its own (before the value's use count is
/// known): at least two indexes, each below the count and distinct, and not the identity.
fn use_list_order_index_error(indexes: &[u32]) -> Option<&'static str> {
    if indexes.len() < 2 {
        return Some("expected >= 2 uselistorder indexes");
    }
    let mut seen = vec![false; indexes.len()];
    for &i in indexes {
        match seen.get_mut(i as usize) {
            Some(s @ false) => *s = true,
            _ => return Some("expected distinct uselistorder indexes in range [0, size)"),
        }
    }
    if indexes.iter().enumerate().all(|(k, &i)| k == i as usize) {
        return Some("expected uselistorder indexes to change the order");
    }
    None
}
