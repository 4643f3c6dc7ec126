//! Parallel parsing of function bodies (rayon), with output identical to the serial parser.
//!
//! Owns: the two-phase driver. Phase 1 parses every module-level entity on one thread and only
//! records where each function body starts (skipping it by brace matching, while registering
//! attachment kinds in textual order so their numbering matches a serial parse). Phase 2 splits
//! the bodies into contiguous chunks; each chunk is parsed on its own thread by a [`Parser`]
//! holding copies of the small module tables (types, constants, attributes, globals) and a
//! local metadata arena. The chunks are then merged in order: new types, constants, attribute
//! sets and metadata are re-interned into the module and every handle in the bodies is
//! remapped. Any error, an undefined reference, or a `blockaddress` falls back to the serial
//! parser so that diagnostics are exactly the serial ones. Must not touch: printing.

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
        if let Some(m) = try_parse_parallel(text, name) {
            return m;
        }
    }
    Parser::new(text).parse_module(name)
}

/// The parallel parse proper; `None` when the input needs the serial parser (an error, an
/// undefined reference, a `blockaddress`), which then gives the exact serial diagnostics.
pub fn try_parse_parallel(text: &str, name: &str) -> Option<PResult<Module>> {
    if text.contains("blockaddress") {
        return None;
    }
    let mut p = Parser::new(text);
    p.deferred = Some(Vec::new());
    p.parse_entities().ok()?;
    let deferred = p.deferred.take().unwrap_or_default();
    if deferred.is_empty() {
        return Some(p.finish(name));
    }
    let chunks = split_chunks(&deferred, text.len(), rayon::current_num_threads().max(1));
    let base = &p;
    let results: Vec<Option<ChunkResult>> = chunks
        .par_iter()
        .map(|range| parse_chunk(text, base, &deferred[range.clone()]))
        .collect();
    if results.iter().any(|r| r.is_none()) {
        return None;
    }
    let lens = BaseLens::of(&p);
    let mut shared = std::mem::take(&mut p.md_inline);
    for r in results.into_iter().flatten() {
        merge_chunk(&mut p.m, &lens, &mut shared, r);
    }
    match p.finish(name) {
        Ok(m) => Some(Ok(m)),
        Err(_) => None,
    }
}

/// Contiguous chunks of roughly equal text size.
fn split_chunks(bodies: &[DeferredBody], text_len: usize, n: usize) -> Vec<std::ops::Range<usize>> {
    let total = text_len.saturating_sub(bodies[0].start).max(1);
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
}

/// Parses one chunk of bodies; `None` when anything went wrong (the caller re-parses serially).
fn parse_chunk(text: &str, base: &Parser<'_>, bodies: &[DeferredBody]) -> Option<ChunkResult> {
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
    let mut out = Vec::with_capacity(bodies.len());
    for d in bodies {
        p.lex = Lexer::with_offset(text, d.start);
        p.current_ret = Some(d.ret);
        let body = p.parse_function_body(d.function, &d.params).ok()?;
        p.current_ret = None;
        out.push((d.function, body));
    }
    // New globals, types or metadata ids are references to undefined entities.
    let grew = p.m.globals.len() != base.m.globals.len()
        || p.named_types.len() != base.named_types.len()
        || p.numbered_types.len() != base.numbered_types.len()
        || p.md_ids.len() != base.md_ids.len();
    if grew {
        return None;
    }
    Some(ChunkResult {
        module: p.m,
        bodies: out,
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
    fn md_operand(&self, o: &MdOperand) -> MdOperand {
        match o {
            MdOperand::Null => MdOperand::Null,
            MdOperand::Node(m) => MdOperand::Node(self.md(*m)),
            MdOperand::String(s) => MdOperand::String(s.clone()),
            MdOperand::Const(t, c) => MdOperand::Const(self.ty(*t), self.c(*c)),
            MdOperand::Local(t, v) => MdOperand::Local(self.ty(*t), *v),
            MdOperand::ArgList(v) => {
                MdOperand::ArgList(v.iter().map(|o| self.md_operand(o)).collect())
            }
        }
    }
    fn md_node(&self, d: &MdNodeData) -> MdNodeData {
        match d {
            MdNodeData::Tuple { distinct, ops } => MdNodeData::Tuple {
                distinct: *distinct,
                ops: ops.iter().map(|o| self.md_operand(o)).collect(),
            },
            MdNodeData::Specialized {
                distinct,
                kind,
                fields,
            } => MdNodeData::Specialized {
                distinct: *distinct,
                kind: kind.clone(),
                fields: fields
                    .iter()
                    .map(|(n, f)| {
                        let f = match f {
                            MdField::Ref(o) => MdField::Ref(self.md_operand(o)),
                            other => other.clone(),
                        };
                        (n.clone(), f)
                    })
                    .collect(),
            },
            MdNodeData::Unresolved => MdNodeData::Unresolved,
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
            *md = self.md_operand(md);
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
                    *o = self.md_operand(o);
                }
            }
        }
    }
}

/// Appends a chunk's tables and bodies to the module. `shared`: the shared inline nodes already
/// in the module (equal ones from later chunks map to them instead of being appended).
fn merge_chunk(
    m: &mut Module,
    lens: &BaseLens,
    shared: &mut HashMap<MdNodeData, Metadata>,
    mut r: ChunkResult,
) {
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
    for (i, d) in cm.metadata.iter() {
        if map.md_local[i.index()].index() == m.metadata.len() {
            let d = map.md_node(d);
            m.metadata.push(d);
        }
    }
    for (g, mut body) in std::mem::take(&mut r.bodies) {
        map.body(&mut body);
        if let GlobalKind::Function(f) = &mut m.globals[g].kind {
            f.body = Some(body);
        }
    }
}

impl<'a> Parser<'a> {
    /// Skips a deferred body (after its `{`), registering attachment kinds in textual order.
    /// Scans bytes instead of tokens: this pre-pass is serial, so it bounds the parallel gain.
    pub(super) fn skip_body(&mut self) -> PResult<()> {
        let kinds = &mut self.m.md_kinds;
        self.lex
            .skip_body_bytes(|name| {
                kinds.id(name);
            })
            .map_err(|at| ParseError::new("expected '}' at end of function body", Span::at(at)))
    }
}
