//! Parallel parsing of function bodies (rayon), with output identical to the serial parser.
//!
//! Owns: the two-phase driver. Phase 1 parses every module-level entity on one thread and only
//! records where each function body starts (skipping it by brace matching, while registering
//! attachment kinds in textual order so their numbering matches a serial parse). When the text
//! ends with numbered metadata only (`!N = ...`, one per line, as LLVM prints it), phase 1
//! also skips that tail after a line scan that gives every defined id its node handle.
//! Phase 2 splits the bodies and the metadata tail into contiguous chunks; each chunk is parsed
//! on its own thread by a [`Parser`] holding copies of the small module tables (types,
//! constants, attributes, globals, metadata ids) and a local metadata arena. The chunks are then
//! merged in order: new types, constants, attribute sets and metadata are re-interned into the
//! module, every handle in the bodies is remapped, and metadata definitions fill the nodes
//! phase 1 assigned. A metadata chunk must end exactly where the next one starts (so the chunks
//! tile the serial token stream). Any error, an undefined reference, or a `blockaddress` falls
//! back to the serial parser so that diagnostics are exactly the serial ones. Must not touch:
//! printing.

use super::*;
use crate::ir::attributes::AttrList;
use crate::ir::constant::ConstantData;
use crate::ir::function::FunctionBody;
use rayon::prelude::*;

/// A function body recorded in phase 1.
pub(crate) struct DeferredBody {
    pub function: GlobalValue,
    pub params: Vec<ParamDecl>,
    pub ret: Type,
    /// Byte offset just after the body's `{`.
    pub start: usize,
}

/// Inputs smaller than this are parsed serially (threads would not pay off).
pub const PARALLEL_MIN_BYTES: usize = 1 << 18;

/// Parses a module, function bodies in parallel when the input is large enough.
pub fn parse_module_parallel(text: &str, name: &str) -> PResult<Module> {
    parse_module_parallel_with(text, name, PARALLEL_MIN_BYTES)
}

/// Like [`parse_module_parallel`] with an explicit size threshold (tests use 0).
pub fn parse_module_parallel_with(text: &str, name: &str, min_bytes: usize) -> PResult<Module> {
    if text.len() >= min_bytes {
        // The metadata tail is parsed in parallel when it has at least this many definitions.
        let tail_min = (min_bytes / 64).max(1);
        if let Some(m) = try_parse_parallel_with(text, name, tail_min) {
            return m;
        }
    }
    Parser::new(text).parse_module(name)
}

/// The parallel parse proper; `None` when the input needs the serial parser (an error, an
/// undefined reference, a `blockaddress`), which then gives the exact serial diagnostics.
pub fn try_parse_parallel(text: &str, name: &str) -> Option<PResult<Module>> {
    try_parse_parallel_with(text, name, PARALLEL_MIN_BYTES / 64)
}

/// One unit of phase-2 work.
enum Work<'d> {
    Bodies(&'d [DeferredBody]),
    /// Metadata definitions in `start..end` (byte offsets of definition lines, or the end).
    Metadata {
        start: usize,
        end: usize,
    },
}

fn try_parse_parallel_with(text: &str, name: &str, tail_min: usize) -> Option<PResult<Module>> {
    if text.contains("blockaddress") {
        return None;
    }
    let mut p = Parser::new(text);
    p.deferred = Some(Vec::new());
    p.md_tail_min = tail_min;
    p.parse_entities().ok()?;
    let deferred = p.deferred.take().unwrap_or_default();
    let tail = p.md_tail.take().unwrap_or_default();
    if deferred.is_empty() && tail.is_empty() {
        return Some(p.finish(name));
    }
    let threads = rayon::current_num_threads().max(1);
    let bodies_end = tail.first().copied().unwrap_or(text.len());
    let mut work: Vec<Work<'_>> = split_chunks(&deferred, bodies_end, threads)
        .into_iter()
        .map(|r| Work::Bodies(&deferred[r]))
        .collect();
    let md_starts = split_offsets(&tail, text.len(), threads);
    for (i, &start) in md_starts.iter().enumerate() {
        let end = md_starts.get(i + 1).copied().unwrap_or(text.len());
        work.push(Work::Metadata { start, end });
    }
    let base = &p;
    let results: Vec<Option<ChunkResult>> = work
        .par_iter()
        .map(|w| match w {
            Work::Bodies(bodies) => parse_chunk(text, base, bodies),
            Work::Metadata { start, end } => parse_md_chunk(text, base, *start, *end),
        })
        .collect();
    if results.iter().any(|r| r.is_none()) {
        return None;
    }
    let lens = BaseLens::of(&p);
    let mut shared = std::mem::take(&mut p.md_inline);
    for r in results.into_iter().flatten() {
        if !merge_chunk(&mut p.m, &lens, &mut shared, r) {
            return None;
        }
    }
    match p.finish(name) {
        Ok(m) => Some(Ok(m)),
        Err(_) => None,
    }
}

/// Contiguous chunks of roughly equal text size (bodies up to `text_end`).
fn split_chunks(bodies: &[DeferredBody], text_end: usize, n: usize) -> Vec<std::ops::Range<usize>> {
    if bodies.is_empty() {
        return Vec::new();
    }
    let total = text_end.saturating_sub(bodies[0].start).max(1);
    let per = total.div_ceil(n);
    let mut out = Vec::new();
    let mut begin = 0;
    for i in 1..bodies.len() {
        let size = bodies[i].start - bodies[begin].start;
        if size >= per && out.len() + 1 < n {
            out.push(begin..i);
            begin = i;
        }
    }
    out.push(begin..bodies.len());
    out
}

/// Start offsets of up to `n` chunks of roughly equal size, each starting at one of `offsets`
/// (sorted definition offsets; the last chunk ends at `text_end`).
fn split_offsets(offsets: &[usize], text_end: usize, n: usize) -> Vec<usize> {
    let Some(&first) = offsets.first() else {
        return Vec::new();
    };
    let per = text_end.saturating_sub(first).div_ceil(n).max(1);
    let mut out = vec![first];
    for &o in &offsets[1..] {
        if o - out[out.len() - 1] >= per && out.len() < n {
            out.push(o);
        }
    }
    out
}

/// Sizes of the module tables when phase 1 ended (handles below these are shared).
struct BaseLens {
    types: usize,
    constants: usize,
    attrs: usize,
    metadata: usize,
    kinds: u32,
}

impl BaseLens {
    fn of(p: &Parser<'_>) -> BaseLens {
        BaseLens {
            types: p.m.types.len(),
            constants: p.m.constants.len(),
            attrs: p.m.attrs.len(),
            metadata: p.m.metadata.len(),
            kinds: p.m.md_kinds.len(),
        }
    }
}

struct ChunkResult {
    module: Module,
    bodies: Vec<(GlobalValue, FunctionBody)>,
    /// Metadata definitions (handles assigned by phase 1).
    md_defs: Vec<(Metadata, MdNodeData)>,
}

/// A parser for one chunk, holding copies of phase 1's tables.
fn chunk_parser<'a>(text: &'a str, base: &Parser<'_>) -> Parser<'a> {
    let mut p = Parser::new(text);
    p.m.types = base.m.types.clone();
    p.m.constants = base.m.constants.clone();
    p.m.attrs = base.m.attrs.clone();
    p.m.md_kinds = base.m.md_kinds.clone();
    p.m.globals = base.m.globals.clone();
    p.m.datalayout = base.m.datalayout.clone();
    p.md_base = base.m.metadata.len();
    p.global_names = base.global_names.clone();
    p.global_ids = base.global_ids.clone();
    p.named_types = base.named_types.clone();
    p.numbered_types = base.numbered_types.clone();
    p.md_ids = base.md_ids.clone();
    p.md_inline = base.md_inline.clone();
    p.attr_groups = base.attr_groups.clone();
    p
}

/// New globals, types or metadata ids in a chunk are references to undefined entities.
fn chunk_grew(p: &Parser<'_>, base: &Parser<'_>) -> bool {
    p.m.globals.len() != base.m.globals.len()
        || p.named_types.len() != base.named_types.len()
        || p.numbered_types.len() != base.numbered_types.len()
        || p.md_ids.len() != base.md_ids.len()
}

/// Parses one chunk of bodies; `None` when anything went wrong (the caller re-parses serially).
fn parse_chunk(text: &str, base: &Parser<'_>, bodies: &[DeferredBody]) -> Option<ChunkResult> {
    let mut p = chunk_parser(text, base);
    let mut out = Vec::with_capacity(bodies.len());
    for d in bodies {
        p.lex = Lexer::with_offset(text, d.start);
        p.current_ret = Some(d.ret);
        let body = p.parse_function_body(d.function, &d.params).ok()?;
        p.current_ret = None;
        out.push((d.function, body));
    }
    if chunk_grew(&p, base) {
        return None;
    }
    // The merge reads only the chunk's types, constants, attributes, kinds and metadata.
    p.m.globals = Default::default();
    Some(ChunkResult {
        module: p.m,
        bodies: out,
        md_defs: Vec::new(),
    })
}

/// Parses the metadata definitions in `start..end`; `None` when anything went wrong, or when
/// the last definition does not end exactly at `end` (then the split did not fall between
/// definitions of the serial token stream).
fn parse_md_chunk(text: &str, base: &Parser<'_>, start: usize, end: usize) -> Option<ChunkResult> {
    let mut p = chunk_parser(text, base);
    p.md_defs = Some(Vec::new());
    p.lex = Lexer::with_offset(text, start);
    loop {
        let t = p.peek();
        let at = t.span.start as usize;
        if t.kind == Tok::Eof {
            if end != text.len() {
                return None;
            }
            break;
        }
        if at >= end {
            if at != end {
                return None;
            }
            break;
        }
        if t.kind != Tok::MetadataId {
            return None;
        }
        p.parse_numbered_metadata().ok()?;
    }
    if chunk_grew(&p, base) {
        return None;
    }
    p.m.globals = Default::default();
    let md_defs = p.md_defs.take().unwrap_or_default();
    Some(ChunkResult {
        module: p.m,
        bodies: Vec::new(),
        md_defs,
    })
}

/// Handle translation from a chunk's tables to the module's.
struct Remap<'l> {
    lens: &'l BaseLens,
    types: Vec<Type>,
    constants: Vec<Constant>,
    attrs: Vec<AttrSet>,
    /// Module handle of each node of the chunk's own arena.
    md_local: Vec<Metadata>,
    kinds: Vec<u32>,
}

impl Remap<'_> {
    fn ty(&self, t: Type) -> Type {
        if t.index() < self.lens.types {
            t
        } else {
            self.types[t.index() - self.lens.types]
        }
    }
    fn c(&self, c: Constant) -> Constant {
        if c.index() < self.lens.constants {
            c
        } else {
            self.constants[c.index() - self.lens.constants]
        }
    }
    fn attr(&self, s: AttrSet) -> AttrSet {
        if s.index() < self.lens.attrs {
            s
        } else {
            self.attrs[s.index() - self.lens.attrs]
        }
    }
    fn md(&self, m: Metadata) -> Metadata {
        if m.index() < self.lens.metadata {
            m
        } else {
            self.md_local[m.index() - self.lens.metadata]
        }
    }
    fn kind(&self, k: u32) -> u32 {
        if k < self.lens.kinds {
            k
        } else {
            self.kinds[(k - self.lens.kinds) as usize]
        }
    }
    fn attr_list(&self, a: &AttrList) -> AttrList {
        AttrList {
            func: self.attr(a.func),
            ret: self.attr(a.ret),
            params: a.params.iter().map(|s| self.attr(*s)).collect(),
        }
    }
    /// Remaps the handles of `o` in place.
    fn md_operand_in_place(&self, o: &mut MdOperand) {
        match o {
            MdOperand::Node(m) => *m = self.md(*m),
            MdOperand::Const(t, c) => {
                *t = self.ty(*t);
                *c = self.c(*c);
            }
            MdOperand::Local(t, _) => *t = self.ty(*t),
            MdOperand::ArgList(v) => v.iter_mut().for_each(|o| self.md_operand_in_place(o)),
            MdOperand::Null | MdOperand::String(_) => {}
        }
    }
    /// Remaps the handles of `d` in place.
    fn md_node_in_place(&self, d: &mut MdNodeData) {
        match d {
            MdNodeData::Tuple { ops, .. } => {
                ops.iter_mut().for_each(|o| self.md_operand_in_place(o))
            }
            MdNodeData::Specialized { fields, .. } => {
                for (_, f) in fields.iter_mut() {
                    if let MdField::Ref(o) = f {
                        self.md_operand_in_place(o);
                    }
                }
            }
            MdNodeData::Unresolved => {}
        }
    }
    fn type_data(&self, d: &TypeData) -> TypeData {
        match d {
            TypeData::Function {
                ret,
                params,
                vararg,
            } => TypeData::Function {
                ret: self.ty(*ret),
                params: params.iter().map(|t| self.ty(*t)).collect(),
                vararg: *vararg,
            },
            TypeData::Struct { fields, packed } => TypeData::Struct {
                fields: fields.iter().map(|t| self.ty(*t)).collect(),
                packed: *packed,
            },
            TypeData::Array { len, elem } => TypeData::Array {
                len: *len,
                elem: self.ty(*elem),
            },
            TypeData::Vector {
                len,
                scalable,
                elem,
            } => TypeData::Vector {
                len: *len,
                scalable: *scalable,
                elem: self.ty(*elem),
            },
            TypeData::TargetExt { name, types, ints } => TypeData::TargetExt {
                name: name.clone(),
                types: types.iter().map(|t| self.ty(*t)).collect(),
                ints: ints.clone(),
            },
            other => other.clone(),
        }
    }
    fn const_data(&self, d: &ConstantData) -> ConstantData {
        let cs = |v: &Vec<Constant>| v.iter().map(|c| self.c(*c)).collect::<Vec<_>>();
        match d {
            ConstantData::Int { ty, value } => ConstantData::Int {
                ty: self.ty(*ty),
                value: value.clone(),
            },
            ConstantData::Float { ty, bits } => ConstantData::Float {
                ty: self.ty(*ty),
                bits: *bits,
            },
            ConstantData::Null(t) => ConstantData::Null(self.ty(*t)),
            ConstantData::Undef(t) => ConstantData::Undef(self.ty(*t)),
            ConstantData::Poison(t) => ConstantData::Poison(self.ty(*t)),
            ConstantData::Zero(t) => ConstantData::Zero(self.ty(*t)),
            ConstantData::TokenNone(t) => ConstantData::TokenNone(self.ty(*t)),
            ConstantData::Array { ty, elems } => ConstantData::Array {
                ty: self.ty(*ty),
                elems: cs(elems),
            },
            ConstantData::Bytes { ty, bytes } => ConstantData::Bytes {
                ty: self.ty(*ty),
                bytes: bytes.clone(),
            },
            ConstantData::Vector { ty, elems } => ConstantData::Vector {
                ty: self.ty(*ty),
                elems: cs(elems),
            },
            ConstantData::Splat { ty, elem } => ConstantData::Splat {
                ty: self.ty(*ty),
                elem: self.c(*elem),
            },
            ConstantData::Struct { ty, fields } => ConstantData::Struct {
                ty: self.ty(*ty),
                fields: cs(fields),
            },
            ConstantData::Global { ty, global } => ConstantData::Global {
                ty: self.ty(*ty),
                global: *global,
            },
            ConstantData::Expr {
                op,
                nuw,
                nsw,
                ty,
                ops,
            } => ConstantData::Expr {
                op: *op,
                nuw: *nuw,
                nsw: *nsw,
                ty: self.ty(*ty),
                ops: cs(ops),
            },
            ConstantData::Gep {
                ty,
                flags,
                source,
                inrange,
                ops,
            } => ConstantData::Gep {
                ty: self.ty(*ty),
                flags: *flags,
                source: self.ty(*source),
                inrange: inrange.clone(),
                ops: cs(ops),
            },
            ConstantData::BlockAddress {
                ty,
                function,
                block,
            } => ConstantData::BlockAddress {
                ty: self.ty(*ty),
                function: *function,
                block: *block,
            },
            ConstantData::DsoLocalEquivalent { ty, global } => ConstantData::DsoLocalEquivalent {
                ty: self.ty(*ty),
                global: *global,
            },
            ConstantData::NoCfi { ty, global } => ConstantData::NoCfi {
                ty: self.ty(*ty),
                global: *global,
            },
            ConstantData::PtrAuth { ty, ops } => ConstantData::PtrAuth {
                ty: self.ty(*ty),
                ops: cs(ops),
            },
            ConstantData::InlineAsm {
                ty,
                asm,
                constraints,
                side_effect,
                align_stack,
                intel_dialect,
                can_unwind,
            } => ConstantData::InlineAsm {
                ty: self.ty(*ty),
                asm: asm.clone(),
                constraints: constraints.clone(),
                side_effect: *side_effect,
                align_stack: *align_stack,
                intel_dialect: *intel_dialect,
                can_unwind: *can_unwind,
            },
        }
    }
    fn body(&self, b: &mut FunctionBody) {
        for v in b.dfg.values.values_mut() {
            v.ty = self.ty(v.ty);
        }
        for md in b.dfg.local_md.values_mut() {
            self.md_operand_in_place(md);
        }
        for d in b.dfg.insts.values_mut() {
            d.ty = self.ty(d.ty);
            for a in d.args.iter_mut() {
                if let Operand::Const(c) = a {
                    *c = self.c(*c);
                }
            }
            match &mut d.kind {
                InstKind::Alloca { allocated, .. } => *allocated = self.ty(*allocated),
                InstKind::Gep { source, .. } => *source = self.ty(*source),
                InstKind::Call { info, .. }
                | InstKind::Invoke { info }
                | InstKind::CallBr { info, .. } => {
                    info.fn_ty = self.ty(info.fn_ty);
                    info.attrs = self.attr_list(&info.attrs);
                }
                _ => {}
            }
            for (k, m) in d.attachments.iter_mut() {
                *k = self.kind(*k);
                *m = self.md(*m);
            }
            for r in d.dbg_records.iter_mut() {
                for o in r.operands.iter_mut() {
                    self.md_operand_in_place(o);
                }
            }
        }
    }
}

/// Appends a chunk's tables and bodies to the module. `shared`: the shared inline nodes already
/// in the module (equal ones from later chunks map to them instead of being appended).
/// `false` when a metadata node is defined twice (the serial parser reports it).
fn merge_chunk(
    m: &mut Module,
    lens: &BaseLens,
    shared: &mut HashMap<MdNodeData, Metadata>,
    mut r: ChunkResult,
) -> bool {
    let cm = &r.module;
    let mut map = Remap {
        lens,
        types: Vec::new(),
        constants: Vec::new(),
        attrs: Vec::new(),
        md_local: Vec::with_capacity(cm.metadata.len()),
        kinds: Vec::new(),
    };
    // Types are created children-first, so each one's parts are already mapped.
    for i in lens.types..cm.types.len() {
        let d = map.type_data(cm.types.data(Type::new(i)));
        let t = m.types.intern(d);
        map.types.push(t);
    }
    for i in lens.attrs..cm.attrs.len() {
        let attrs: Vec<Attribute> = cm
            .attrs
            .get(AttrSet::new(i))
            .iter()
            .map(|a| match a {
                Attribute::Type(n, t) => Attribute::Type(n.clone(), map.ty(*t)),
                other => other.clone(),
            })
            .collect();
        let s = m.attrs.intern(attrs);
        map.attrs.push(s);
    }
    for i in lens.constants..cm.constants.len() {
        let d = map.const_data(cm.constants.data(Constant::new(i)));
        let c = m.constants.intern(d);
        map.constants.push(c);
    }
    for k in lens.kinds..cm.md_kinds.len() {
        let id = m.md_kinds.id(cm.md_kinds.name(k));
        map.kinds.push(id);
    }
    let mut next = m.metadata.len();
    for (_, d) in cm.metadata.iter() {
        if md::is_shared_inline(d) {
            if let Some(&t) = shared.get(d) {
                map.md_local.push(t);
                continue;
            }
            shared.insert(d.clone(), Metadata::new(next));
        }
        map.md_local.push(Metadata::new(next));
        next += 1;
    }
    for (i, d) in r.module.metadata.values_mut().enumerate() {
        if map.md_local[i].index() == m.metadata.len() {
            let mut d = std::mem::replace(d, MdNodeData::Unresolved);
            map.md_node_in_place(&mut d);
            m.metadata.push(d);
        }
    }
    for (target, mut data) in std::mem::take(&mut r.md_defs) {
        if !matches!(m.metadata[target], MdNodeData::Unresolved) {
            return false;
        }
        map.md_node_in_place(&mut data);
        m.metadata[target] = data;
    }
    for (g, mut body) in std::mem::take(&mut r.bodies) {
        map.body(&mut body);
        if let GlobalKind::Function(f) = &mut m.globals[g].kind {
            f.body = Some(body);
        }
    }
    true
}

impl<'a> Parser<'a> {
    /// At the first numbered metadata definition `t` in phase 1: when the rest of the text is
    /// only numbered definitions, one per line (blank and comment lines allowed), at least
    /// `md_tail_min` of them, with no id defined twice, gives every id a node handle (keeping
    /// those already referenced), records the definition offsets in `md_tail` and moves the
    /// lexer to the end. `false` (nothing changed) otherwise: the serial path parses them.
    pub(super) fn defer_md_tail(&mut self, t: Token) -> bool {
        let src = self.src;
        let bytes = src.as_bytes();
        let start = t.span.start as usize;
        if start < self.md_tail_refused_below || (start > 0 && bytes.get(start - 1) != Some(&b'\n'))
        {
            return false;
        }
        // (line offset, id, length of the `!N` token)
        let mut defs: Vec<(usize, u32, usize)> = Vec::new();
        let mut pos = start;
        while pos < bytes.len() {
            let line_end = src
                .get(pos..)
                .and_then(|rest| rest.find('\n'))
                .map_or(bytes.len(), |i| pos + i);
            let line = &bytes[pos..line_end];
            if line.first() == Some(&b'!') && line.get(1).is_some_and(u8::is_ascii_digit) {
                let digits = line[1..].iter().take_while(|c| c.is_ascii_digit()).count();
                let Some(id) = std::str::from_utf8(&line[1..1 + digits])
                    .ok()
                    .and_then(|d| d.parse::<u32>().ok())
                else {
                    self.md_tail_refused_below = pos + 1;
                    return false;
                };
                let rest = &line[1 + digits..];
                let eq = rest.iter().position(|&c| c != b' ' && c != b'\t');
                if eq.map(|i| rest[i]) != Some(b'=') {
                    self.md_tail_refused_below = pos + 1;
                    return false;
                }
                defs.push((pos, id, 1 + digits));
            } else {
                let first = line.iter().find(|&&c| !matches!(c, b' ' | b'\t' | b'\r'));
                if first.is_some_and(|&c| c != b';') {
                    // Every tail starting at or before this line reaches it.
                    self.md_tail_refused_below = pos + 1;
                    return false;
                }
            }
            pos = line_end + 1;
        }
        if defs.len() < self.md_tail_min.max(1) {
            // A tail starting later holds fewer definitions.
            self.md_tail_refused_below = usize::MAX;
            return false;
        }
        let mut ids: Vec<u32> = defs.iter().map(|d| d.1).collect();
        ids.sort_unstable();
        if ids.windows(2).any(|w| w[0] == w[1])
            || ids
                .iter()
                .any(|&id| matches!(self.md_ids.get(id), Some((_, None))))
        {
            return false;
        }
        for &(off, id, len) in &defs {
            if self.md_ids.get(id).is_none() {
                let m = self.m.metadata.push(MdNodeData::Unresolved);
                self.md_ids.insert(id, (m, Some(Span::new(off, off + len))));
            }
        }
        self.md_tail = Some(defs.iter().map(|d| d.0).collect());
        self.lex = Lexer::with_offset(src, src.len());
        true
    }

    /// Skips a deferred body (after its `{`), registering attachment kinds in textual order.
    /// Scans bytes instead of tokens: this pre-pass is serial, so it bounds the parallel gain.
    pub(super) fn skip_body(&mut self) -> PResult<()> {
        let kinds = &mut self.m.md_kinds;
        self.lex
            .skip_body_bytes(|name| {
                kinds.id(&super::md_var_name(name));
            })
            .map_err(|at| ParseError::new("expected '}' at end of function body", Span::at(at)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::print_module;

    /// Functions with debug records, then a numbered metadata tail (forward references, inline
    /// nodes, equal nodes that unique into one, constants and globals inside metadata).
    fn module_with_tail(n: usize) -> String {
        let mut s = String::from("@g = global i32 0\n");
        for i in 0..n {
            s.push_str(&format!(
                "define void @f{i}(i32 %x) !dbg !{sp} {{\n  #dbg_value(i32 %x, !{var}, !DIExpression(), !{loc})\n  #dbg_value(i32 %x, !{var}, !DIExpression(DW_OP_LLVM_fragment, 0, {bits}), !{loc})\n  ret void, !dbg !{loc}\n}}\n",
                sp = 10 + 3 * i,
                var = 11 + 3 * i,
                loc = 12 + 3 * i,
                bits = 8 * (1 + i % 3),
            ));
        }
        s.push_str("!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!5}\n");
        s.push_str("!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: \"p\", isOptimized: true, emissionKind: FullDebug, globals: !2)\n");
        s.push_str("!1 = !DIFile(filename: \"a.c\", directory: \"/d\")\n!2 = !{!3}\n");
        s.push_str("!3 = !DIGlobalVariableExpression(var: !4, expr: !DIExpression())\n");
        s.push_str("!4 = distinct !DIGlobalVariable(name: \"g\", scope: !0, file: !1, line: 1, type: !6, isLocal: false, isDefinition: true)\n");
        s.push_str("!5 = !{i32 2, !\"Debug Info Version\", i32 3}\n; a comment line\n\n");
        s.push_str("!6 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n!7 = !{ptr @g, !8}\n!8 = !{i32 7}\n!9 = !{i32 7}\n");
        for i in 0..n {
            let sp = 10 + 3 * i;
            s.push_str(&format!(
                "!{sp} = distinct !DISubprogram(name: \"f{i}\", scope: !1, file: !1, line: {i}, type: !{ty}, unit: !0)\n!{v} = !DILocalVariable(name: \"x\", arg: 1, scope: !{sp}, file: !1, line: {i}, type: !6)\n!{l} = !DILocation(line: {i}, column: 3, scope: !{sp})\n",
                v = sp + 1,
                l = sp + 2,
                ty = 10 + 3 * n,
            ));
        }
        s.push_str(&format!(
            "!{} = !DISubroutineType(types: !{{null, !6}})\n",
            10 + 3 * n
        ));
        s
    }

    fn serial(text: &str) -> PResult<String> {
        Parser::new(text)
            .parse_module("m.ll")
            .map(|m| print_module(&m, "m"))
    }

    #[test]
    fn metadata_tail_parses_in_parallel_like_serial() {
        for n in [1, 5, 40] {
            let text = module_with_tail(n);
            let reference = serial(&text).expect("serial parse");
            for threads in [1, 2, 3, 8] {
                let pool = rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .unwrap();
                let out = pool.install(|| {
                    let mut p = Parser::new(&text);
                    p.deferred = Some(Vec::new());
                    p.md_tail_min = 1;
                    p.parse_entities().unwrap();
                    assert!(p.md_tail.is_some(), "the tail must be deferred (n = {n})");
                    try_parse_parallel_with(&text, "m.ll", 1)
                        .expect("parallel path taken")
                        .map(|m| print_module(&m, "m"))
                        .unwrap()
                });
                assert_eq!(out, reference, "n = {n}, threads = {threads}");
            }
        }
    }

    #[test]
    fn irregular_metadata_tails_give_the_serial_result() {
        let base = module_with_tail(6);
        let variants = [
            // A definition over two lines: the tail is not deferred.
            base.replace("!8 = !{i32 7}\n", "!8 = !{i32 7,\n  i32 8}\n"),
            // An id defined twice, an undefined id, a bad field: the serial errors.
            base.replace("!9 = !{i32 7}\n", "!9 = !{i32 7}\n!9 = !{}\n"),
            base.replace("!9 = !{i32 7}\n", "!9 = !{!99999}\n"),
            base.replace("!9 = !{i32 7}\n", "!9 = !DIBasicType(nosuchfield: 1)\n"),
            // Something other than metadata after the definitions.
            format!("{base}declare void @late()\n"),
            // A string running over lines that look like definitions.
            base.replace("!9 = !{i32 7}\n", "!9 = !{!\"a\n!30 = !{}\n\"}\n"),
        ];
        for (i, text) in variants.iter().enumerate() {
            let expected = serial(text);
            for threads in [1, 2, 3] {
                let pool = rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .unwrap();
                let got = pool.install(|| {
                    parse_module_parallel_with(text, "m.ll", 0).map(|m| print_module(&m, "m"))
                });
                assert_eq!(got, expected, "variant {i}, threads = {threads}");
            }
        }
    }
}
