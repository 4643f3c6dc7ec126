//! Type spelling and the order in which named struct types are printed.
//!
//! Owns: [`write_type`]/[`type_to_string`], name quoting ([`write_name`]), escaped strings
//! ([`write_escaped`]) and [`TypeOrder`] (LLVM's type-finder walk: which identified structs a
//! module uses, in first-use order, with numbers for unnamed ones). Must not touch: values.

use crate::ir::constant::ConstantData;
use crate::ir::entity::EntityRef;
use crate::ir::entity::FxHashMap as HashMap;
use crate::ir::function::FunctionBody;
use crate::ir::instructions::Operand;
use crate::ir::metadata::{MdField, MdNodeData, MdOperand, Metadata};
use crate::ir::module::GlobalKind;
use crate::ir::types::{StructId, TypeData};
use crate::ir::{AttrList, Attribute, Constant, Module, Type};
type HashSet<T> =
    std::collections::HashSet<T, std::hash::BuildHasherDefault<crate::ir::entity::FxHasher>>;
use std::fmt::Write;

/// Writes `s` with LLVM's escapes: printable ASCII except `\` and `"` raw, `\\` for a
/// backslash, else `\XX`.
pub fn write_escaped(out: &mut String, s: &[u8]) {
    for &b in s {
        if (0x20..0x7f).contains(&b) && b != b'\\' && b != b'"' {
            out.push(b as char);
        } else if b == b'\\' {
            out.push_str("\\\\");
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// [`write_escaped`] of IR text (a name, an attribute string): its raw bytes
/// ([`crate::bytestr`]) are escaped as the bytes they stand for.
pub fn write_escaped_str(out: &mut String, s: &str) {
    write_escaped(out, &crate::bytestr::decode(s));
}

/// Writes a name after its sigil, quoting it when needed (`%x`, `%"a b"`).
pub fn write_name(out: &mut String, name: &str) {
    let bytes = crate::bytestr::decode(name);
    let bytes = bytes.as_ref();
    let needs_quotes = bytes.is_empty()
        || bytes[0].is_ascii_digit()
        || bytes
            .iter()
            .any(|&c| !(c.is_ascii_alphanumeric() || c == b'-' || c == b'.' || c == b'_'));
    if !needs_quotes {
        out.push_str(name);
    } else {
        out.push('"');
        write_escaped(out, bytes);
        out.push('"');
    }
}

/// Writes a metadata identifier (`!llvm.dbg.cu`, attachment kinds).
pub fn write_md_ident(out: &mut String, name: &str) {
    for (i, &c) in crate::bytestr::decode(name).iter().enumerate() {
        let ok = c.is_ascii_alphabetic()
            || matches!(c, b'-' | b'$' | b'.' | b'_')
            || (i > 0 && c.is_ascii_digit());
        if ok {
            out.push(c as char);
        } else {
            let _ = write!(out, "\\{c:02X}");
        }
    }
}

/// Struct naming used while printing types.
#[derive(Clone, Default)]
pub struct TypeOrder {
    /// Identified structs to print, named ones in first-use order.
    pub named: Vec<StructId>,
    /// Numbered (unnamed identified) structs, in numbering order.
    pub numbered: Vec<StructId>,
    pub numbers: HashMap<StructId, usize>,
}

pub fn write_type(out: &mut String, m: &Module, order: Option<&TypeOrder>, t: Type) {
    write_type_depth(out, m, order, t, 0)
}

fn write_type_depth(out: &mut String, m: &Module, order: Option<&TypeOrder>, t: Type, depth: u32) {
    if depth > crate::ir::MAX_WALK_DEPTH {
        out.push_str("...");
        return;
    }
    let ty = &m.types;
    match ty.data(t) {
        TypeData::Void => out.push_str("void"),
        TypeData::Label => out.push_str("label"),
        TypeData::Metadata => out.push_str("metadata"),
        TypeData::Token => out.push_str("token"),
        TypeData::X86Amx => out.push_str("x86_amx"),
        TypeData::Int(b) => {
            let _ = write!(out, "i{b}");
        }
        TypeData::Float(k) => out.push_str(k.keyword()),
        TypeData::Ptr { addrspace } => {
            out.push_str("ptr");
            if *addrspace != 0 {
                let _ = write!(out, " addrspace({addrspace})");
            }
        }
        TypeData::Function {
            ret,
            params,
            vararg,
        } => {
            write_type_depth(out, m, order, *ret, depth + 1);
            out.push_str(" (");
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type_depth(out, m, order, *p, depth + 1);
            }
            if *vararg {
                if !params.is_empty() {
                    out.push_str(", ");
                }
                out.push_str("...");
            }
            out.push(')');
        }
        TypeData::Struct { fields, packed } => {
            write_struct_body(out, m, order, fields, *packed, depth)
        }
        TypeData::Named(id) => {
            let def = ty.struct_def(*id);
            match &def.name {
                Some(n) => {
                    out.push('%');
                    write_name(out, n);
                }
                None => match order.and_then(|o| o.numbers.get(id)) {
                    Some(n) => {
                        let _ = write!(out, "%{n}");
                    }
                    None => {
                        let _ = write!(out, "%{}", id.as_u32());
                    }
                },
            }
        }
        TypeData::Array { len, elem } => {
            let _ = write!(out, "[{len} x ");
            write_type_depth(out, m, order, *elem, depth + 1);
            out.push(']');
        }
        TypeData::Vector {
            len,
            scalable,
            elem,
        } => {
            out.push('<');
            if *scalable {
                out.push_str("vscale x ");
            }
            let _ = write!(out, "{len} x ");
            write_type_depth(out, m, order, *elem, depth + 1);
            out.push('>');
        }
        TypeData::TargetExt { name, types, ints } => {
            out.push_str("target(\"");
            write_escaped_str(out, name);
            out.push('"');
            for t in types {
                out.push_str(", ");
                write_type_depth(out, m, order, *t, depth + 1);
            }
            for i in ints {
                let _ = write!(out, ", {i}");
            }
            out.push(')');
        }
    }
}

fn write_struct_body(
    out: &mut String,
    m: &Module,
    order: Option<&TypeOrder>,
    fields: &[Type],
    packed: bool,
    depth: u32,
) {
    if packed {
        out.push('<');
    }
    if fields.is_empty() {
        out.push_str("{}");
    } else {
        out.push_str("{ ");
        for (i, f) in fields.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type_depth(out, m, order, *f, depth + 1);
        }
        out.push_str(" }");
    }
    if packed {
        out.push('>');
    }
}

/// The body of an identified struct (`{ i32 }`, `opaque`).
pub fn write_struct_definition(out: &mut String, m: &Module, order: &TypeOrder, id: StructId) {
    match &m.types.struct_def(id).body {
        None => out.push_str("opaque"),
        Some(b) => write_struct_body(out, m, Some(order), &b.fields, b.packed, 0),
    }
}

pub fn type_to_string(m: &Module, t: Type) -> String {
    let mut s = String::new();
    write_type(&mut s, m, None, t);
    s
}

/// LLVM's type-finder walk over a module.
struct Finder<'m> {
    m: &'m Module,
    visited_types: HashSet<Type>,
    visited_consts: HashSet<Constant>,
    /// Metadata nodes already walked, by handle index.
    visited_md: Vec<bool>,
    structs: Vec<StructId>,
}

impl<'m> Finder<'m> {
    fn ty(&mut self, t: Type) {
        if !self.visited_types.insert(t) {
            return;
        }
        let mut work = vec![t];
        while let Some(t) = work.pop() {
            if let TypeData::Named(id) = self.m.types.data(t) {
                self.structs.push(*id);
            }
            for sub in self.m.types.subtypes(t).into_iter().rev() {
                if self.visited_types.insert(sub) {
                    work.push(sub);
                }
            }
        }
    }

    fn constant(&mut self, c: Constant) {
        let data = self.m.constants.data(c);
        if matches!(data, ConstantData::Global { .. }) {
            return;
        }
        if !self.visited_consts.insert(c) {
            return;
        }
        self.ty(self.m.constants.ty(c));
        if let ConstantData::Gep { source, .. } = data {
            self.ty(*source);
        }
        for op in self.m.constants.operands(c) {
            self.constant(op);
        }
    }

    fn md_operand(&mut self, op: &MdOperand) {
        match op {
            MdOperand::Node(n) => self.md_node(*n),
            MdOperand::Const(_, c) => self.constant(*c),
            MdOperand::ArgList(v) => v.iter().for_each(|o| self.md_operand(o)),
            _ => {}
        }
    }

    fn md_node(&mut self, n: Metadata) {
        let Some(seen) = self.visited_md.get_mut(n.index()) else {
            return;
        };
        if std::mem::replace(seen, true) {
            return;
        }
        let m = self.m;
        match &m.metadata[n] {
            MdNodeData::Tuple { ops, .. } => {
                for o in ops {
                    self.md_operand(o);
                }
            }
            MdNodeData::Specialized { fields, .. } => {
                for (_, f) in fields {
                    if let MdField::Ref(o) = f {
                        self.md_operand(o);
                    }
                }
            }
            MdNodeData::Unresolved => {}
        }
    }

    fn attrs(&mut self, list: &AttrList) {
        let sets = std::iter::once(list.func)
            .chain(std::iter::once(list.ret))
            .chain(list.params.iter().copied());
        for s in sets {
            for a in self.m.attrs.get(s) {
                if let Attribute::Type(_, t) = a {
                    self.ty(*t);
                }
            }
        }
    }

    fn body(&mut self, body: &FunctionBody) {
        for inst in body.layout.insts() {
            let d = &body.dfg.insts[inst];
            self.ty(d.ty);
            for op in super::llvm_operand_order(d) {
                match op {
                    Operand::Const(c) => self.constant(c),
                    Operand::Meta(md) => self.md_operand(&body.dfg.local_md[md]),
                    _ => {}
                }
            }
            match &d.kind {
                crate::ir::InstKind::Gep { source, .. } => self.ty(*source),
                crate::ir::InstKind::Alloca { allocated, .. } => self.ty(*allocated),
                _ => {}
            }
            if let Some(info) = d.kind.call_info() {
                self.attrs(&info.attrs);
            }
            if d.attachments.is_sorted_by_key(|a| a.0) {
                for &(_, md) in &d.attachments {
                    self.md_node(md);
                }
            } else {
                let mut atts = d.attachments.clone();
                atts.sort_by_key(|a| a.0);
                for (_, md) in atts {
                    self.md_node(md);
                }
            }
        }
    }
}

/// Walks the module like LLVM's `TypeFinder` and numbers unnamed identified structs.
pub fn type_order(m: &Module) -> TypeOrder {
    let mut f = Finder {
        m,
        visited_types: HashSet::default(),
        visited_consts: HashSet::default(),
        visited_md: vec![false; m.metadata.len()],
        structs: Vec::new(),
    };
    for &g in &m.layout.variables {
        if let GlobalKind::Variable(v) = &m.globals[g].kind {
            f.ty(v.value_ty);
            if let Some(i) = v.init {
                f.constant(i);
            }
        }
    }
    for &g in &m.layout.aliases {
        if let GlobalKind::Alias { value_ty, aliasee } = &m.globals[g].kind {
            f.ty(*value_ty);
            f.constant(*aliasee);
        }
    }
    for &g in &m.layout.ifuncs {
        if let GlobalKind::IFunc { value_ty, .. } = &m.globals[g].kind {
            f.ty(*value_ty);
        }
    }
    for &g in &m.layout.functions {
        if let GlobalKind::Function(fd) = &m.globals[g].kind {
            f.ty(fd.sig);
            f.attrs(&fd.attrs);
            for c in [fd.personality, fd.prefix, fd.prologue]
                .into_iter()
                .flatten()
            {
                f.constant(c);
            }
            if let Some(b) = &fd.body {
                f.body(b);
            }
        }
    }
    for (_, ops) in &m.named_metadata {
        for o in ops {
            f.md_operand(o);
        }
    }
    let mut order = TypeOrder::default();
    for id in f.structs {
        if m.types.struct_def(id).name.is_some() {
            order.named.push(id);
        } else {
            order.numbers.insert(id, order.numbered.len());
            order.numbered.push(id);
        }
    }
    order
}
