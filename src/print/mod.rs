//! IR to text: the canonical form `llvm-as-22 | llvm-dis-22` prints.
//!
//! Owns: [`print_module`], slot numbering (dense local numbers, metadata slots in LLVM's
//! order, attribute groups by first use), `; preds =` comments in use-list order,
//! `; Function Attrs:` comments, float and constant spelling, and [`Annotator`], the hook a
//! caller uses to add lines under instructions (verifier errors, MemorySSA comments).
//! Slots are numbered for the whole module first (in LLVM's order); function bodies are then
//! printed in parallel (rayon) into separate buffers joined in module order, so the output is the
//! same for any thread count. Must not touch: parsing, files.

pub mod float;
mod summary;
pub mod types;
mod uselist;

use crate::decimal::push_u64;
use crate::ir::attributes::{AttrSet, Attribute};
use crate::ir::constant::{ConstantData, ExprOp};
use crate::ir::entity::FxHashMap as HashMap;
use crate::ir::entity::{EntityRef, SecondaryMap};
use crate::ir::function::{Block, FunctionBody, Inst, InstData, Value};
use crate::ir::instructions::*;
use crate::ir::metadata::{DbgRecord, MdField, MdNodeData, MdOperand, Metadata};
use crate::ir::module::*;
use crate::ir::types::{StructId, TypeData};
use crate::ir::{Constant, Module, Type};
use rayon::prelude::*;
use std::borrow::Cow;
use std::fmt::Write;
use types::{
    type_order, write_escaped, write_escaped_str, write_md_ident, write_name, write_type, TypeOrder,
};

/// Adds text around instructions while a module is printed (called from several threads).
pub trait Annotator: Sync {
    /// Lines printed after an instruction (each is printed as given, followed by a newline).
    fn after_inst(&self, _function: GlobalValue, _inst: Inst) -> Vec<String> {
        Vec::new()
    }
    /// Whether the numbered metadata nodes (`!N = ...` at the end) are printed; a caller that
    /// only reads the function bodies says no and saves their text (the numbers stay the same).
    fn prints_metadata_nodes(&self) -> bool {
        true
    }
}

/// No annotations (plain printing).
pub struct NoAnnotations;
impl Annotator for NoAnnotations {}

/// Prints a module; `module_id` is the `; ModuleID = '...'` text (llvm-dis prints the input name).
pub fn print_module(m: &Module, module_id: &str) -> String {
    print_module_annotated(m, module_id, &NoAnnotations)
}

/// Like [`print_module`], with annotations.
pub fn print_module_annotated(m: &Module, module_id: &str, ann: &dyn Annotator) -> String {
    print_module_sized(m, module_id, ann, 0)
}

/// Like [`print_module_annotated`]; `size_hint` is the expected length of the text (e.g. the
/// input's), reserved up front so the output is not copied as it grows.
pub fn print_module_sized(
    m: &Module,
    module_id: &str,
    ann: &dyn Annotator,
    size_hint: usize,
) -> String {
    let mut w = Writer::new(m, ann);
    w.out.reserve(size_hint);
    w.module(module_id);
    w.out
}

/// Operands in the order LLVM stores them (callee last for calls; false/true swapped for br),
/// as up to three consecutive runs of `d.args` (no allocation).
/// Each block's predecessors in the order opt-22 lists them (`; preds =`): LLVM's use-list
/// order of a freshly parsed body, with the body's use-list permutations applied. Transforms
/// that walk predecessors in LLVM's order (ADCE's reverse post-order) read it here.
pub(crate) fn llvm_block_preds(
    m: &Module,
    g: GlobalValue,
    body: &FunctionBody,
) -> SecondaryMap<Block, Vec<Block>> {
    uselist::block_preds(m, g, body, &|_| 0)
}

/// After a transform edited branches, records that `desired[b]` is the predecessor order of
/// each block in `touched` (LLVM's use lists: a new use goes first, removed ones leave), as a
/// use-list permutation of the body, so that printing lists them as opt-22 does. Blocks whose
/// address is taken (`blockaddress`) are left to the model.
pub(crate) fn keep_block_preds(
    m: &Module,
    g: GlobalValue,
    body: &mut FunctionBody,
    desired: &SecondaryMap<Block, Vec<Block>>,
    touched: &[Block],
) {
    let current = uselist::block_preds(m, g, body, &|_| 0);
    let pinned = m.address_taken_blocks(g);
    for &b in touched {
        let (cur, want) = (current.get(b), desired.get(b));
        if cur == want || cur.len() != want.len() || pinned.contains(&(b.index() as u32)) {
            continue;
        }
        let mut used = vec![false; want.len()];
        let mut indexes = Vec::with_capacity(cur.len());
        for p in cur {
            let Some(j) = (0..want.len()).find(|&j| !used[j] && want[j] == *p) else {
                break;
            };
            used[j] = true;
            indexes.push(j as u32);
        }
        if indexes.len() == cur.len() {
            body.block_use_orders.push((b, indexes));
        }
    }
}

pub(crate) fn llvm_operand_order(d: &InstData) -> impl Iterator<Item = Operand> + '_ {
    let a = &d.args[..];
    let runs: [&[Operand]; 3] = match &d.kind {
        InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
            [&a[1..], &a[..1], &[]]
        }
        InstKind::CondBr if a.len() == 3 => [&a[..1], &a[2..], &a[1..2]],
        _ => [a, &[], &[]],
    };
    runs.into_iter().flatten().copied()
}

/// Appends the decimal spelling of `v` (as `Display` prints it, without going through `fmt`).
pub(crate) fn push_int(out: &mut String, v: i128) {
    if let Ok(u) = u64::try_from(v) {
        push_u64(out, u);
    } else if let Ok(u) = u64::try_from(v.unsigned_abs()) {
        out.push('-');
        push_u64(out, u);
    } else {
        out.push_str(&v.to_string());
    }
}

/// Local numbering of one function.
struct LocalSlots {
    values: SecondaryMap<Value, u32>,
    blocks: SecondaryMap<Block, u32>,
}

fn number_locals(body: &FunctionBody) -> LocalSlots {
    let mut s = LocalSlots {
        values: SecondaryMap::new(),
        blocks: SecondaryMap::new(),
    };
    let mut next = 0u32;
    for &p in &body.params {
        if body.dfg.values[p].name.is_none() {
            s.values.set(p, next);
            next += 1;
        }
    }
    for &b in body.layout.blocks() {
        if body.dfg.blocks[b].name.is_none() {
            s.blocks.set(b, next);
            next += 1;
        }
        for &i in body.layout.block_insts(b) {
            if let Some(v) = body.dfg.insts[i].result {
                if body.dfg.values[v].name.is_none() {
                    s.values.set(v, next);
                    next += 1;
                }
            }
        }
    }
    s
}

/// Module-wide numbering, computed before anything is printed (then shared read-only by the
/// threads that print function bodies).
#[derive(Clone, Default)]
struct Slots {
    order: TypeOrder,
    /// Slot of each metadata node by handle index (`u32::MAX`: none).
    md_slots: Vec<u32>,
    md_list: Vec<Metadata>,
    attr_slots: HashMap<AttrSet, usize>,
    attr_list: Vec<AttrSet>,
    global_numbers: HashMap<GlobalValue, u32>,
}

struct Writer<'m> {
    m: &'m Module,
    out: String,
    slots: Cow<'m, Slots>,
    ann: &'m dyn Annotator,
    /// Function being printed and its local slots.
    cur: Option<(GlobalValue, &'m FunctionBody, LocalSlots)>,
}

impl<'m> Writer<'m> {
    fn new(m: &'m Module, ann: &'m dyn Annotator) -> Writer<'m> {
        Writer {
            m,
            out: String::with_capacity(1 << 16),
            slots: Cow::Owned(Slots::default()),
            ann,
            cur: None,
        }
    }

    // ------------------------------------------------------------ slot tracking

    fn md_slot(&mut self, n: Metadata) {
        let numbered = |w: &Self, n: Metadata| {
            w.slots
                .md_slots
                .get(n.index())
                .is_some_and(|s| *s != u32::MAX)
        };
        if numbered(self, n) {
            return;
        }
        let mut stack = vec![n];
        let mut refs = Vec::new();
        // Pre-order walk, operands in order (explicit stack, pushed in reverse).
        while let Some(n) = stack.pop() {
            let data = &self.m.metadata[n];
            if data.prints_inline() {
                continue;
            }
            if self
                .slots
                .md_slots
                .get(n.index())
                .is_some_and(|s| *s != u32::MAX)
            {
                continue;
            }
            let slot = self.slots.md_list.len();
            let slots = &mut self.slots.to_mut().md_slots;
            if slots.len() <= n.index() {
                slots.resize(n.index() + 1, u32::MAX);
            }
            slots[n.index()] = slot as u32;
            self.slots.to_mut().md_list.push(n);
            refs.clear();
            data.node_refs_into(&mut refs);
            stack.extend(refs.iter().rev());
        }
    }

    fn md_operand_slots(&mut self, op: &MdOperand) {
        match op {
            MdOperand::Node(n) => self.md_slot(*n),
            MdOperand::ArgList(v) => {
                for o in v {
                    self.md_operand_slots(o);
                }
            }
            _ => {}
        }
    }

    fn attr_slot(&mut self, s: AttrSet) {
        if s == AttrSet::EMPTY || self.slots.attr_slots.contains_key(&s) {
            return;
        }
        let slot = self.slots.attr_list.len();
        self.slots.to_mut().attr_slots.insert(s, slot);
        self.slots.to_mut().attr_list.push(s);
    }

    fn sorted_attachments(atts: &[(u32, Metadata)]) -> Vec<(u32, Metadata)> {
        let mut v = atts.to_vec();
        v.sort_by_key(|a| a.0);
        v
    }

    fn process_module(&mut self) {
        let m = self.m;
        let mut next_global = 0u32;
        let mut number = |g: GlobalValue, nums: &mut HashMap<GlobalValue, u32>| {
            if matches!(m.globals[g].name, GlobalName::Numbered(_)) {
                nums.insert(g, next_global);
                next_global += 1;
            }
        };
        let mut nums = HashMap::default();
        for &g in &m.layout.variables {
            number(g, &mut nums);
            if let GlobalKind::Variable(v) = &m.globals[g].kind {
                for (_, md) in Self::sorted_attachments(&v.attachments) {
                    self.md_slot(md);
                }
                self.attr_slot(v.attrs);
            }
        }
        for &g in m.layout.aliases.iter().chain(&m.layout.ifuncs) {
            number(g, &mut nums);
        }
        for (_, ops) in &m.named_metadata {
            for o in ops {
                self.md_operand_slots(o);
            }
        }
        for &g in &m.layout.functions {
            number(g, &mut nums);
            if let Some(f) = m.function(g) {
                self.attr_slot(f.attrs.func);
            }
        }
        self.slots.to_mut().global_numbers = nums;
    }

    fn process_function(&mut self, f: &FunctionData) {
        for (_, md) in Self::sorted_attachments(&f.attachments) {
            self.md_slot(md);
        }
        let Some(body) = &f.body else { return };
        for &b in body.layout.blocks() {
            for &i in body.layout.block_insts(b) {
                let d = &body.dfg.insts[i];
                for r in &d.dbg_records {
                    self.record_slots(r);
                }
                if let Some(info) = d.kind.call_info() {
                    if self.is_intrinsic_callee(d.args[0]) {
                        for op in &d.args[1..] {
                            if let Operand::Meta(md) = op {
                                if let MdOperand::Node(n) = &body.dfg.local_md[*md] {
                                    self.md_slot(*n);
                                }
                            }
                        }
                    }
                    self.attr_slot(info.attrs.func);
                }
                for (_, md) in Self::sorted_attachments(&d.attachments) {
                    self.md_slot(md);
                }
            }
        }
    }

    fn record_slots(&mut self, r: &DbgRecord) {
        use crate::ir::metadata::DbgRecordKind as K;
        let ops = &r.operands;
        let node = |o: &MdOperand| match o {
            MdOperand::Node(n) => Some(*n),
            _ => None,
        };
        match r.kind {
            K::Label => {
                if let Some(n) = ops.first().and_then(node) {
                    self.md_slot(n);
                }
            }
            _ => {
                if let Some(n) = ops.first().and_then(node) {
                    self.md_slot(n);
                }
                if let Some(n) = ops.get(1).and_then(node) {
                    self.md_slot(n);
                }
                if r.kind == K::Assign {
                    if let Some(n) = ops.get(3).and_then(node) {
                        self.md_slot(n);
                    }
                    if let Some(n) = ops.get(4).and_then(node) {
                        self.md_slot(n);
                    }
                }
            }
        }
        if let Some(n) = ops.last().and_then(node) {
            self.md_slot(n);
        }
    }

    fn is_intrinsic_callee(&self, op: Operand) -> bool {
        let Operand::Const(c) = op else { return false };
        let ConstantData::Global { global, .. } = self.m.constants.data(c) else {
            return false;
        };
        matches!(&self.m.globals[*global].name, GlobalName::Named(n) if n.starts_with("llvm."))
    }

    // ------------------------------------------------------------ module

    fn module(&mut self, module_id: &str) {
        let m = self.m;
        // The type order and the slot numbering are independent walks: run them side by side.
        let (order, ()) = rayon::join(
            || type_order(m),
            || {
                self.process_module();
                // Number the metadata and call-site attributes of every function, in print order.
                for &g in &m.layout.functions {
                    if let GlobalKind::Function(f) = &m.globals[g].kind {
                        self.process_function(f);
                    }
                }
            },
        );
        self.slots.to_mut().order = order;
        if !module_id.is_empty() && !module_id.contains('\n') {
            let _ = writeln!(self.out, "; ModuleID = '{module_id}'");
        }
        if let Some(s) = &m.source_filename {
            if !s.is_empty() {
                self.out.push_str("source_filename = \"");
                write_escaped_str(&mut self.out, s);
                self.out.push_str("\"\n");
            }
        }
        if let Some(s) = &m.datalayout {
            if !s.is_empty() {
                let _ = writeln!(self.out, "target datalayout = \"{s}\"");
            }
        }
        if let Some(s) = &m.triple {
            if !s.is_empty() {
                let _ = writeln!(self.out, "target triple = \"{s}\"");
            }
        }
        if let Some(asm) = &m.module_asm {
            if !asm.is_empty() {
                self.out.push('\n');
                let body = asm.strip_suffix('\n').unwrap_or(asm);
                for line in body.split('\n') {
                    self.out.push_str("module asm \"");
                    write_escaped_str(&mut self.out, line);
                    self.out.push_str("\"\n");
                }
            }
        }
        self.type_identities();
        // Comdats: those of functions first, then of global variables.
        let mut comdats: Vec<Comdat> = Vec::new();
        for &g in m.layout.functions.iter().chain(&m.layout.variables) {
            let c = match &m.globals[g].kind {
                GlobalKind::Function(f) => f.comdat,
                GlobalKind::Variable(v) => v.comdat,
                _ => None,
            };
            if let Some(c) = c {
                if !comdats.contains(&c) {
                    comdats.push(c);
                }
            }
        }
        if !comdats.is_empty() {
            self.out.push('\n');
        }
        for (i, c) in comdats.iter().enumerate() {
            let d = &m.comdats[*c];
            self.out.push('$');
            write_name(&mut self.out, &d.name);
            let _ = writeln!(self.out, " = comdat {}", d.kind.keyword());
            if i + 1 != comdats.len() {
                self.out.push('\n');
            }
        }
        if !m.layout.variables.is_empty() {
            self.out.push('\n');
        }
        for &g in &m.layout.variables {
            self.global_var(g);
            self.out.push('\n');
        }
        if !m.layout.aliases.is_empty() {
            self.out.push('\n');
        }
        for &g in &m.layout.aliases {
            self.alias(g, "alias");
        }
        if !m.layout.ifuncs.is_empty() {
            self.out.push('\n');
        }
        for &g in &m.layout.ifuncs {
            self.alias(g, "ifunc");
        }
        // Function bodies are printed in parallel, each into its own buffer, then joined in
        // module order (the slot tables are complete and shared read-only).
        // Batches bound the memory held by not-yet-joined buffers. The numbered metadata
        // (printed last) is printed meanwhile, in parallel chunks.
        let ann = self.ann;
        let slots: &Slots = &self.slots;
        let writer = |out: String| Writer {
            m,
            out,
            slots: Cow::Borrowed(slots),
            ann,
            cur: None,
        };
        let out = &mut self.out;
        let print_functions = || {
            for batch in m.layout.functions.chunks(128) {
                let texts: Vec<String> = batch
                    .par_iter()
                    .map(|&g| {
                        let mut w = writer(String::new());
                        w.out.push('\n');
                        w.function(g);
                        w.out
                    })
                    .collect();
                for t in texts {
                    out.push_str(&t);
                }
            }
        };
        let print_metadata = || {
            if !ann.prints_metadata_nodes() {
                return Vec::new();
            }
            let list = &slots.md_list;
            let per = list.len().div_ceil(64).max(256);
            let chunks: Vec<String> = list
                .par_chunks(per)
                .enumerate()
                .map(|(c, nodes)| {
                    let mut w = writer(String::new());
                    for (k, &n) in nodes.iter().enumerate() {
                        w.out.push('!');
                        push_int(&mut w.out, (c * per + k) as i128);
                        w.out.push_str(" = ");
                        w.md_node_body(n);
                        w.out.push('\n');
                    }
                    w.out
                })
                .collect();
            chunks
        };
        let ((), md_texts) = rayon::join(print_functions, print_metadata);
        if !self.slots.attr_list.is_empty() {
            self.out.push('\n');
            for i in 0..self.slots.attr_list.len() {
                let s = self.slots.attr_list[i];
                let _ = write!(self.out, "attributes #{i} = {{ ");
                self.attr_set(s, true);
                self.out.push_str(" }\n");
            }
        }
        if !m.named_metadata.is_empty() {
            self.out.push('\n');
        }
        for (name, ops) in &m.named_metadata {
            self.out.push('!');
            write_md_ident(&mut self.out, name);
            self.out.push_str(" = !{");
            for (i, o) in ops.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.md_operand(o, false);
            }
            self.out.push_str("}\n");
        }
        if !self.slots.md_list.is_empty() {
            self.out.push('\n');
            for t in md_texts {
                self.out.push_str(&t);
            }
        }
        if !m.summary_entries.is_empty() {
            self.out.push('\n');
            summary::print_summary(m, module_id, &mut self.out);
        }
    }

    fn type_identities(&mut self) {
        let m = self.m;
        if self.slots.order.named.is_empty() && self.slots.order.numbered.is_empty() {
            return;
        }
        self.out.push('\n');
        let numbered: Vec<StructId> = self.slots.order.numbered.clone();
        for (i, id) in numbered.iter().enumerate() {
            let _ = write!(self.out, "%{i} = type ");
            types::write_struct_definition(&mut self.out, m, &self.slots.order, *id);
            self.out.push('\n');
        }
        let named: Vec<StructId> = self.slots.order.named.clone();
        for id in named {
            self.out.push('%');
            write_name(
                &mut self.out,
                m.types.struct_def(id).name.as_deref().unwrap_or(""),
            );
            self.out.push_str(" = type ");
            types::write_struct_definition(&mut self.out, m, &self.slots.order, id);
            self.out.push('\n');
        }
    }

    fn ty(&mut self, t: Type) {
        write_type(&mut self.out, self.m, Some(&self.slots.order), t);
    }

    fn global_ref(&mut self, g: GlobalValue) {
        self.out.push('@');
        match &self.m.globals[g].name {
            GlobalName::Named(n) => write_name(&mut self.out, n),
            GlobalName::Numbered(_) => {
                let n = self.slots.global_numbers.get(&g).copied().unwrap_or(0);
                let _ = write!(self.out, "{n}");
            }
        }
    }

    fn linkage_prefix(&mut self, g: GlobalValue) {
        let d = &self.m.globals[g];
        if d.linkage != Linkage::External {
            self.out.push_str(d.linkage.name());
            self.out.push(' ');
        }
        if d.dso_local && !self.m.is_implicit_dso_local(g) {
            self.out.push_str("dso_local ");
        }
        if d.visibility != Visibility::Default {
            self.out.push_str(d.visibility.name());
            self.out.push(' ');
        }
        if d.dll != DllStorage::None {
            self.out.push_str(d.dll.name());
            self.out.push(' ');
        }
    }

    fn tls_and_unnamed(&mut self, g: GlobalValue) {
        let d = &self.m.globals[g];
        match d.thread_local {
            ThreadLocal::NotThreadLocal => {}
            ThreadLocal::GeneralDynamic => self.out.push_str("thread_local "),
            t => {
                let _ = write!(self.out, "thread_local({}) ", t.name());
            }
        }
        if d.unnamed_addr != UnnamedAddr::None {
            self.out.push_str(d.unnamed_addr.name());
            self.out.push(' ');
        }
    }

    fn global_var(&mut self, g: GlobalValue) {
        let m = self.m;
        let d = &m.globals[g];
        let GlobalKind::Variable(v) = &d.kind else {
            return;
        };
        self.global_ref(g);
        self.out.push_str(" = ");
        if v.init.is_none() && d.linkage == Linkage::External {
            self.out.push_str("external ");
        }
        self.linkage_prefix(g);
        self.tls_and_unnamed(g);
        if d.addrspace != 0 {
            let _ = write!(self.out, "addrspace({}) ", d.addrspace);
        }
        if v.externally_initialized {
            self.out.push_str("externally_initialized ");
        }
        self.out
            .push_str(if v.constant { "constant " } else { "global " });
        self.ty(v.value_ty);
        if let Some(i) = v.init {
            self.out.push(' ');
            self.constant(i);
        }
        if let Some(s) = &v.section {
            self.out.push_str(", section \"");
            write_escaped_str(&mut self.out, s);
            self.out.push('"');
        }
        if let Some(p) = &d.partition {
            self.out.push_str(", partition \"");
            write_escaped_str(&mut self.out, p);
            self.out.push('"');
        }
        if let Some(cm) = &v.code_model {
            let _ = write!(self.out, ", code_model \"{cm}\"");
        }
        let s = v.sanitizer;
        if s.no_sanitize_address {
            self.out.push_str(", no_sanitize_address");
        }
        if s.no_sanitize_hwaddress {
            self.out.push_str(", no_sanitize_hwaddress");
        }
        if s.sanitize_memtag {
            self.out.push_str(", sanitize_memtag");
        }
        if s.sanitize_address_dyninit {
            self.out.push_str(", sanitize_address_dyninit");
        }
        if let Some(c) = v.comdat {
            self.out.push(',');
            self.comdat_suffix(g, c);
        }
        if let Some(a) = v.align {
            self.out.push_str(", align ");
            push_int(&mut self.out, i128::from(a));
        }
        for (k, md) in Self::sorted_attachments(&v.attachments) {
            self.out.push_str(", !");
            write_md_ident(&mut self.out, m.md_kinds.name(k));
            self.out.push(' ');
            self.md_ref(md);
        }
        if v.attrs != AttrSet::EMPTY {
            let n = self.slots.attr_slots.get(&v.attrs).copied().unwrap_or(0);
            let _ = write!(self.out, " #{n}");
        }
    }

    fn comdat_suffix(&mut self, g: GlobalValue, c: Comdat) {
        self.out.push_str(" comdat");
        let cname = &self.m.comdats[c].name;
        if let GlobalName::Named(n) = &self.m.globals[g].name {
            if n == cname {
                return;
            }
        }
        self.out.push_str("($");
        write_name(&mut self.out, cname);
        self.out.push(')');
    }

    fn alias(&mut self, g: GlobalValue, kw: &str) {
        let m = self.m;
        let d = &m.globals[g];
        self.global_ref(g);
        self.out.push_str(" = ");
        self.linkage_prefix(g);
        self.tls_and_unnamed(g);
        let _ = write!(self.out, "{kw} ");
        match &d.kind {
            GlobalKind::Alias { value_ty, aliasee } => {
                self.ty(*value_ty);
                self.out.push_str(", ");
                let is_expr = matches!(
                    m.constants.data(*aliasee),
                    ConstantData::Expr { .. } | ConstantData::Gep { .. }
                );
                if !is_expr {
                    self.ty(m.constants.ty(*aliasee));
                    self.out.push(' ');
                }
                self.constant(*aliasee);
            }
            GlobalKind::IFunc { value_ty, resolver } => {
                self.ty(*value_ty);
                self.out.push_str(", ");
                self.ty(m.constants.ty(*resolver));
                self.out.push(' ');
                self.constant(*resolver);
            }
            _ => {}
        }
        if let Some(p) = &d.partition {
            self.out.push_str(", partition \"");
            write_escaped_str(&mut self.out, p);
            self.out.push('"');
        }
        self.out.push('\n');
    }

    // ------------------------------------------------------------ attributes

    fn attribute(&mut self, a: &Attribute, in_group: bool) {
        match a {
            Attribute::Flag(n) => self.out.push_str(n),
            Attribute::Int(n, v) => match n.as_str() {
                "align" => {
                    let _ = write!(self.out, "align{}{v}", if in_group { "=" } else { " " });
                }
                "alignstack" => {
                    if in_group {
                        let _ = write!(self.out, "alignstack={v}");
                    } else {
                        let _ = write!(self.out, "alignstack({v})");
                    }
                }
                _ => {
                    let _ = write!(self.out, "{n}({v})");
                }
            },
            Attribute::Type(n, t) => {
                let _ = write!(self.out, "{n}(");
                self.ty(*t);
                self.out.push(')');
            }
            Attribute::Args(n, args) => {
                let _ = write!(self.out, "{n}({args})");
            }
            Attribute::Str(k, v) => {
                // llvm-dis prints the key as it is, unescaped (only the value is escaped).
                self.out.push('"');
                self.out.push_str(k);
                self.out.push('"');
                if let Some(v) = v {
                    self.out.push_str("=\"");
                    write_escaped_str(&mut self.out, v);
                    self.out.push('"');
                }
            }
        }
    }

    fn attr_set(&mut self, s: AttrSet, in_group: bool) {
        let attrs = self.m.attrs.get(s);
        for (i, a) in attrs.iter().enumerate() {
            if i > 0 {
                self.out.push(' ');
            }
            self.attribute(a, in_group);
        }
    }

    // ------------------------------------------------------------ functions

    fn function(&mut self, g: GlobalValue) {
        let m = self.m;
        let d = &m.globals[g];
        let GlobalKind::Function(f) = &d.kind else {
            return;
        };
        let f: &'m FunctionData = f;
        let fn_attrs = m.attrs.get(f.attrs.func);
        if fn_attrs.iter().any(|a| !a.is_string()) {
            self.out.push_str("; Function Attrs:");
            for a in fn_attrs.iter().filter(|a| !a.is_string()) {
                self.out.push(' ');
                self.attribute(a, false);
            }
            self.out.push('\n');
        }
        // After the attributes comment, as LLVM prints them.
        if let GlobalName::Named(n) = &d.name {
            if n.starts_with("llvm.") && crate::ir::intrinsics::lookup(n).is_none() {
                self.out.push_str("; Unknown intrinsic\n");
            }
        }
        let slots = f.body.as_ref().map(number_locals);
        if f.body.is_none() {
            self.out.push_str("declare");
            for (k, md) in Self::sorted_attachments(&f.attachments) {
                self.out.push_str(" !");
                write_md_ident(&mut self.out, m.md_kinds.name(k));
                self.out.push(' ');
                self.md_ref(md);
            }
            self.out.push(' ');
        } else {
            self.out.push_str("define ");
        }
        self.linkage_prefix(g);
        if f.cc.0 != 0 {
            self.calling_conv(f.cc);
            self.out.push(' ');
        }
        if f.attrs.ret != AttrSet::EMPTY {
            self.attr_set(f.attrs.ret, false);
            self.out.push(' ');
        }
        let TypeData::Function {
            ret,
            params,
            vararg,
        } = m.types.data(f.sig).clone()
        else {
            return;
        };
        self.ty(ret);
        self.out.push(' ');
        self.global_ref(g);
        self.out.push('(');
        if let (Some(body), Some(slots)) = (&f.body, slots) {
            self.cur = Some((g, body, slots));
            for (i, p) in body.params.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.ty(params[i]);
                let a = f.attrs.param(i);
                if a != AttrSet::EMPTY {
                    self.out.push(' ');
                    self.attr_set(a, false);
                }
                self.out.push(' ');
                self.local_value(*p);
            }
        } else {
            for (i, pt) in params.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.ty(*pt);
                let a = f.attrs.param(i);
                if a != AttrSet::EMPTY {
                    self.out.push(' ');
                    self.attr_set(a, false);
                }
            }
        }
        if vararg {
            if !params.is_empty() {
                self.out.push_str(", ");
            }
            self.out.push_str("...");
        }
        self.out.push(')');
        if d.unnamed_addr != UnnamedAddr::None {
            self.out.push(' ');
            self.out.push_str(d.unnamed_addr.name());
        }
        if d.addrspace != 0 {
            let _ = write!(self.out, " addrspace({})", d.addrspace);
        }
        if f.attrs.func != AttrSet::EMPTY {
            let n = self
                .slots
                .attr_slots
                .get(&f.attrs.func)
                .copied()
                .unwrap_or(0);
            let _ = write!(self.out, " #{n}");
        }
        if let Some(s) = &f.section {
            self.out.push_str(" section \"");
            write_escaped_str(&mut self.out, s);
            self.out.push('"');
        }
        if let Some(p) = &d.partition {
            self.out.push_str(" partition \"");
            write_escaped_str(&mut self.out, p);
            self.out.push('"');
        }
        if let Some(c) = f.comdat {
            self.comdat_suffix(g, c);
        }
        if let Some(a) = f.align {
            let _ = write!(self.out, " align {a}");
        }
        if let Some(gc) = &f.gc {
            let _ = write!(self.out, " gc \"{gc}\"");
        }
        for (kw, c) in [
            ("prefix", f.prefix),
            ("prologue", f.prologue),
            ("personality", f.personality),
        ] {
            if let Some(c) = c {
                let _ = write!(self.out, " {kw} ");
                self.typed_constant(c);
            }
        }
        if f.body.is_none() {
            self.out.push('\n');
            self.cur = None;
            return;
        }
        for (k, md) in Self::sorted_attachments(&f.attachments) {
            self.out.push_str(" !");
            write_md_ident(&mut self.out, m.md_kinds.name(k));
            self.out.push(' ');
            self.md_ref(md);
        }
        self.out.push_str(" {");
        let Some((_, body, _)) = &self.cur else {
            return;
        };
        let body: &'m FunctionBody = body;
        // Predecessors in use-list order (most recent first, then `uselistorder` directives).
        let preds = {
            let slots = self.cur.as_ref().map(|c| &c.2);
            uselist::block_preds(m, g, body, &|b| slots.map_or(0, |s| *s.blocks.get(b)))
        };
        let entry = body.layout.entry();
        let vararg_fn = vararg;
        for &b in body.layout.blocks() {
            let is_entry = Some(b) == entry;
            let line_start;
            if let Some(n) = &body.dfg.blocks[b].name {
                self.out.push('\n');
                line_start = self.out.len();
                write_name(&mut self.out, n);
                self.out.push(':');
            } else if !is_entry {
                self.out.push('\n');
                line_start = self.out.len();
                let n = self.cur.as_ref().map_or(0, |c| *c.2.blocks.get(b));
                push_int(&mut self.out, i128::from(n));
                self.out.push(':');
            } else {
                line_start = self.out.len();
            }
            if !is_entry {
                let col = self.out[line_start..].chars().count();
                let pad = if col < 50 { 50 - col } else { 1 };
                for _ in 0..pad {
                    self.out.push(' ');
                }
                self.out.push(';');
                let ps = preds.get(b);
                if ps.is_empty() {
                    self.out.push_str(" No predecessors!");
                } else {
                    self.out.push_str(" preds = ");
                    for (i, p) in ps.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.block_ref(*p);
                    }
                }
            }
            self.out.push('\n');
            for &i in body.layout.block_insts(b) {
                let d = &body.dfg.insts[i];
                for r in &d.dbg_records {
                    self.out.push_str("    ");
                    self.dbg_record(r);
                    self.out.push('\n');
                }
                self.instruction(d, vararg_fn);
                self.out.push('\n');
                for line in self.ann.after_inst(g, i) {
                    self.out.push_str(&line);
                    self.out.push('\n');
                }
            }
        }
        self.out.push_str("}\n");
        self.cur = None;
    }

    fn calling_conv(&mut self, cc: CallConv) {
        match CALLING_CONVENTIONS.iter().find(|(_, n)| *n == cc.0) {
            Some((name, _)) if !name.starts_with("cc ") => self.out.push_str(name),
            _ => {
                let _ = write!(self.out, "cc {}", cc.0);
            }
        }
    }

    fn local_value(&mut self, v: Value) {
        let Some((_, body, slots)) = &self.cur else {
            self.out.push_str("<badref>");
            return;
        };
        match &body.dfg.values[v].name {
            Some(n) => {
                self.out.push('%');
                write_name(&mut self.out, n);
            }
            None => {
                let n = *slots.values.get(v);
                self.out.push('%');
                push_int(&mut self.out, i128::from(n));
            }
        }
    }

    fn block_ref(&mut self, b: Block) {
        let Some((_, body, slots)) = &self.cur else {
            self.out.push_str("<badref>");
            return;
        };
        match &body.dfg.blocks[b].name {
            Some(n) => {
                self.out.push('%');
                write_name(&mut self.out, n);
            }
            None => {
                let n = *slots.blocks.get(b);
                self.out.push('%');
                push_int(&mut self.out, i128::from(n));
            }
        }
    }

    fn operand_type(&self, op: Operand) -> Type {
        match op {
            Operand::Value(v) => self
                .cur
                .as_ref()
                .map_or(Type::new(0), |c| c.1.dfg.value_type(v)),
            Operand::Const(c) => self.m.constants.ty(c),
            Operand::Block(_) => self.find_type(&TypeData::Label),
            Operand::Meta(_) => self.find_type(&TypeData::Metadata),
        }
    }

    fn find_type(&self, d: &TypeData) -> Type {
        self.m.types.lookup(d).unwrap_or(Type::new(0))
    }

    /// `writeOperand(op, print_type)`
    fn operand(&mut self, op: Operand, print_type: bool) {
        match op {
            Operand::Block(b) => {
                if print_type {
                    self.out.push_str("label ");
                }
                self.block_ref(b);
            }
            Operand::Meta(md) => {
                if print_type {
                    self.out.push_str("metadata ");
                }
                let o = self.cur.as_ref().map(|c| c.1.dfg.local_md[md].clone());
                if let Some(o) = o {
                    self.md_operand(&o, true);
                }
            }
            Operand::Value(v) => {
                if print_type {
                    let t = self.operand_type(op);
                    self.ty(t);
                    self.out.push(' ');
                }
                self.local_value(v);
            }
            Operand::Const(c) => {
                if print_type {
                    self.ty(self.m.constants.ty(c));
                    self.out.push(' ');
                }
                self.constant(c);
            }
        }
    }

    fn fmf(&mut self, f: FastMath) {
        if f.0 == FastMath::ALL {
            self.out.push_str(" fast");
            return;
        }
        for (bit, name) in FastMath::NAMES {
            if f.0 & bit != 0 {
                self.out.push(' ');
                self.out.push_str(name);
            }
        }
    }

    fn atomic_suffix(&mut self, scope: &SyncScope, orderings: &[Ordering]) {
        if let Some(s) = scope {
            self.out.push_str(" syncscope(\"");
            write_escaped_str(&mut self.out, s);
            self.out.push_str("\")");
        }
        for o in orderings {
            self.out.push(' ');
            self.out.push_str(o.name());
        }
    }

    fn attachments(&mut self, atts: &[(u32, Metadata)]) {
        for (k, md) in Self::sorted_attachments(atts) {
            self.out.push_str(", !");
            write_md_ident(&mut self.out, self.m.md_kinds.name(k));
            self.out.push(' ');
            self.md_ref(md);
        }
    }

    fn instruction(&mut self, d: &'m InstData, vararg_fn: bool) {
        let m = self.m;
        self.out.push_str("  ");
        if let Some(v) = d.result {
            self.local_value(v);
            self.out.push_str(" = ");
        }
        if let InstKind::Call { tail, .. } = &d.kind {
            match tail {
                TailKind::MustTail => self.out.push_str("musttail "),
                TailKind::Tail => self.out.push_str("tail "),
                TailKind::NoTail => self.out.push_str("notail "),
                TailKind::None => {}
            }
        }
        self.out.push_str(d.kind.opcode_name());
        match &d.kind {
            InstKind::Load {
                atomic, volatile, ..
            }
            | InstKind::Store {
                atomic, volatile, ..
            } => {
                if atomic.is_some() {
                    self.out.push_str(" atomic");
                }
                if *volatile {
                    self.out.push_str(" volatile");
                }
            }
            InstKind::CmpXchg { weak, volatile, .. } => {
                if *weak {
                    self.out.push_str(" weak");
                }
                if *volatile {
                    self.out.push_str(" volatile");
                }
            }
            InstKind::AtomicRmw { volatile, op, .. } => {
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.out.push_str(op.name());
            }
            _ => {}
        }
        // Optimization flags.
        match &d.kind {
            InstKind::FNeg { fmf } | InstKind::FCmp { fmf, .. } => self.fmf(*fmf),
            InstKind::Binary { flags, fmf, .. } => {
                self.fmf(*fmf);
                if flags.nuw {
                    self.out.push_str(" nuw");
                }
                if flags.nsw {
                    self.out.push_str(" nsw");
                }
                if flags.exact {
                    self.out.push_str(" exact");
                }
                if flags.disjoint {
                    self.out.push_str(" disjoint");
                }
            }
            InstKind::Cast { flags, fmf, .. } => {
                self.fmf(*fmf);
                if flags.nneg {
                    self.out.push_str(" nneg");
                }
                if flags.nuw {
                    self.out.push_str(" nuw");
                }
                if flags.nsw {
                    self.out.push_str(" nsw");
                }
            }
            InstKind::ICmp { samesign: true, .. } => self.out.push_str(" samesign"),
            InstKind::Select { fmf } | InstKind::Phi { fmf } => self.fmf(*fmf),
            InstKind::Call { info, .. } => self.fmf(info.fmf),
            InstKind::Gep { flags, .. } => {
                if flags.nusw {
                    self.out
                        .push_str(if flags.inbounds { " inbounds" } else { " nusw" });
                }
                if flags.nuw {
                    self.out.push_str(" nuw");
                }
            }
            _ => {}
        }
        match &d.kind {
            InstKind::ICmp { pred, .. } => {
                self.out.push(' ');
                self.out.push_str(pred.name());
            }
            InstKind::FCmp { pred, .. } => {
                self.out.push(' ');
                self.out.push_str(pred.name());
            }
            _ => {}
        }
        let args = &d.args;
        match &d.kind {
            InstKind::CondBr => {
                self.out.push(' ');
                self.operand(args[0], true);
                self.out.push_str(", ");
                self.operand(args[1], true);
                self.out.push_str(", ");
                self.operand(args[2], true);
            }
            InstKind::Switch => {
                self.out.push(' ');
                self.operand(args[0], true);
                self.out.push_str(", ");
                self.operand(args[1], true);
                self.out.push_str(" [");
                for pair in args[2..].chunks(2) {
                    self.out.push_str("\n    ");
                    self.operand(pair[0], true);
                    self.out.push_str(", ");
                    if let Some(b) = pair.get(1) {
                        self.operand(*b, true);
                    }
                }
                self.out.push_str("\n  ]");
            }
            InstKind::IndirectBr => {
                self.out.push(' ');
                self.operand(args[0], true);
                self.out.push_str(", [");
                for (i, a) in args[1..].iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.operand(*a, true);
                }
                self.out.push(']');
            }
            InstKind::Phi { .. } => {
                self.out.push(' ');
                self.ty(d.ty);
                self.out.push(' ');
                for (i, pair) in args.chunks(2).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str("[ ");
                    self.operand(pair[0], false);
                    self.out.push_str(", ");
                    if let Some(b) = pair.get(1) {
                        self.operand(*b, false);
                    }
                    self.out.push_str(" ]");
                }
            }
            InstKind::ExtractValue { indices } => {
                self.out.push(' ');
                self.operand(args[0], true);
                for i in indices {
                    let _ = write!(self.out, ", {i}");
                }
            }
            InstKind::InsertValue { indices } => {
                self.out.push(' ');
                self.operand(args[0], true);
                self.out.push_str(", ");
                self.operand(args[1], true);
                for i in indices {
                    let _ = write!(self.out, ", {i}");
                }
            }
            InstKind::LandingPad { cleanup, clauses } => {
                self.out.push(' ');
                self.ty(d.ty);
                if *cleanup || !clauses.is_empty() {
                    self.out.push('\n');
                }
                if *cleanup {
                    self.out.push_str("          cleanup");
                }
                for (i, c) in clauses.iter().enumerate() {
                    if i != 0 || *cleanup {
                        self.out.push('\n');
                    }
                    self.out.push_str(match c {
                        Clause::Catch => "          catch ",
                        Clause::Filter => "          filter ",
                    });
                    self.operand(args[i], true);
                }
            }
            InstKind::CatchSwitch { has_unwind } => {
                self.out.push_str(" within ");
                self.operand(args[0], false);
                self.out.push_str(" [");
                let n = if *has_unwind {
                    args.len() - 1
                } else {
                    args.len()
                };
                for (i, a) in args[1..n].iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.operand(*a, true);
                }
                self.out.push_str("] unwind ");
                if *has_unwind {
                    self.operand(args[n], true);
                } else {
                    self.out.push_str("to caller");
                }
            }
            InstKind::CatchPad | InstKind::CleanupPad => {
                self.out.push_str(" within ");
                self.operand(args[0], false);
                self.out.push_str(" [");
                for (i, a) in args[1..].iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.operand(*a, true);
                }
                self.out.push(']');
            }
            InstKind::Ret if args.is_empty() => self.out.push_str(" void"),
            InstKind::CatchRet => {
                self.out.push_str(" from ");
                self.operand(args[0], false);
                self.out.push_str(" to ");
                self.operand(args[1], true);
            }
            InstKind::CleanupRet { has_unwind } => {
                self.out.push_str(" from ");
                self.operand(args[0], false);
                self.out.push_str(" unwind ");
                if *has_unwind {
                    self.operand(args[1], true);
                } else {
                    self.out.push_str("to caller");
                }
            }
            InstKind::Call { info, tail } => {
                let n = self.call_site(info, args);
                let _ = n;
                if *tail == TailKind::MustTail && vararg_fn {
                    // Printed inside call_site before ')'.
                }
            }
            InstKind::Invoke { info } => {
                let n = self.call_site(info, args);
                self.out.push_str("\n          to ");
                self.operand(args[n], true);
                self.out.push_str(" unwind ");
                self.operand(args[n + 1], true);
            }
            InstKind::CallBr { info, .. } => {
                let n = self.call_site(info, args);
                self.out.push_str("\n          to ");
                self.operand(args[n], true);
                self.out.push_str(" [");
                for (i, a) in args[n + 1..].iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.operand(*a, true);
                }
                self.out.push(']');
            }
            InstKind::Alloca {
                allocated,
                align,
                addrspace,
                inalloca,
                swifterror,
            } => {
                self.out.push(' ');
                if *inalloca {
                    self.out.push_str("inalloca ");
                }
                if *swifterror {
                    self.out.push_str("swifterror ");
                }
                self.ty(*allocated);
                let count = args[0];
                let is_one_i32 = match count {
                    Operand::Const(c) => match m.constants.data(c) {
                        ConstantData::Int { ty, value } => {
                            m.types.int_bits(*ty) == Some(32) && value.is_one()
                        }
                        _ => false,
                    },
                    _ => false,
                };
                if !is_one_i32 {
                    self.out.push_str(", ");
                    self.operand(count, true);
                }
                if let Some(a) = align {
                    self.out.push_str(", align ");
                    push_int(&mut self.out, i128::from(*a));
                }
                if *addrspace != 0 {
                    let _ = write!(self.out, ", addrspace({addrspace})");
                }
            }
            InstKind::Cast { .. } => {
                self.out.push(' ');
                self.operand(args[0], true);
                self.out.push_str(" to ");
                self.ty(d.ty);
            }
            InstKind::VaArg => {
                self.out.push(' ');
                self.operand(args[0], true);
                self.out.push_str(", ");
                self.ty(d.ty);
            }
            _ if !args.is_empty() => {
                match &d.kind {
                    InstKind::Gep { source, .. } => {
                        self.out.push(' ');
                        self.ty(*source);
                        self.out.push(',');
                    }
                    InstKind::Load { .. } => {
                        self.out.push(' ');
                        self.ty(d.ty);
                        self.out.push(',');
                    }
                    _ => {}
                }
                let all_types = matches!(
                    d.kind,
                    InstKind::Select { .. }
                        | InstKind::Store { .. }
                        | InstKind::ShuffleVector { .. }
                        | InstKind::Ret
                        | InstKind::CmpXchg { .. }
                        | InstKind::AtomicRmw { .. }
                ) || {
                    let t0 = self.operand_type(args[0]);
                    args[1..].iter().any(|a| self.operand_type(*a) != t0)
                };
                if !all_types {
                    self.out.push(' ');
                    let t0 = self.operand_type(args[0]);
                    self.ty(t0);
                }
                self.out.push(' ');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.operand(*a, all_types);
                }
            }
            _ => {}
        }
        match &d.kind {
            InstKind::Load { atomic, align, .. } | InstKind::Store { atomic, align, .. } => {
                if let Some(a) = atomic {
                    self.atomic_suffix(&a.scope, &[a.ordering]);
                }
                if let Some(al) = align {
                    self.out.push_str(", align ");
                    push_int(&mut self.out, i128::from(*al));
                }
            }
            InstKind::CmpXchg {
                scope,
                success,
                failure,
                align,
                ..
            } => {
                self.atomic_suffix(scope, &[*success, *failure]);
                let _ = write!(self.out, ", align {align}");
            }
            InstKind::AtomicRmw { atomic, align, .. } => {
                self.atomic_suffix(&atomic.scope, &[atomic.ordering]);
                let _ = write!(self.out, ", align {align}");
            }
            InstKind::Fence { atomic } => self.atomic_suffix(&atomic.scope, &[atomic.ordering]),
            InstKind::ShuffleVector { mask, scalable } => self.shuffle_mask(mask, *scalable),
            _ => {}
        }
        self.attachments(&d.attachments);
    }

    fn shuffle_mask(&mut self, mask: &[i32], scalable: bool) {
        self.out.push_str(", <");
        if scalable {
            self.out.push_str("vscale x ");
        }
        let _ = write!(self.out, "{} x i32> ", mask.len());
        if mask.iter().all(|&x| x == 0) {
            self.out.push_str("zeroinitializer");
        } else if mask.iter().all(|&x| x == -1) {
            self.out.push_str("poison");
        } else {
            self.out.push('<');
            for (i, &x) in mask.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                if x == -1 {
                    self.out.push_str("i32 poison");
                } else {
                    let _ = write!(self.out, "i32 {x}");
                }
            }
            self.out.push('>');
        }
    }

    /// Prints `[cc] [ret attrs] [addrspace] ty callee(args) [#N] [bundles]`; returns the index of
    /// the first operand after the bundle operands.
    fn call_site(&mut self, info: &'m CallInfo, args: &'m [Operand]) -> usize {
        let m = self.m;
        if info.cc.0 != 0 {
            self.out.push(' ');
            self.calling_conv(info.cc);
        }
        if info.attrs.ret != AttrSet::EMPTY {
            self.out.push(' ');
            self.attr_set(info.attrs.ret, false);
        }
        if let Some(a) = info.addrspace {
            if a != 0 {
                let _ = write!(self.out, " addrspace({a})");
            }
        }
        let TypeData::Function {
            ret,
            params,
            vararg,
        } = m.types.data(info.fn_ty).clone()
        else {
            return args.len();
        };
        self.out.push(' ');
        if vararg {
            self.ty(info.fn_ty);
        } else {
            self.ty(ret);
        }
        self.out.push(' ');
        self.operand(args[0], false);
        self.out.push('(');
        let nbundle: u32 = info.bundles.iter().map(|b| b.1).sum();
        let _ = params;
        // Count arguments: total minus callee, bundle operands and trailing block operands.
        let trailing_blocks = args
            .iter()
            .rev()
            .take_while(|a| matches!(a, Operand::Block(_)))
            .count();
        let n_args = args.len() - 1 - nbundle as usize - trailing_blocks;
        for i in 0..n_args {
            if i > 0 {
                self.out.push_str(", ");
            }
            let a = args[1 + i];
            let t = self.operand_type(a);
            self.ty(t);
            let pa = info.attrs.param(i);
            if pa != AttrSet::EMPTY {
                self.out.push(' ');
                self.attr_set(pa, false);
            }
            self.out.push(' ');
            self.operand(a, false);
        }
        self.out.push(')');
        if info.attrs.func != AttrSet::EMPTY {
            let n = self
                .slots
                .attr_slots
                .get(&info.attrs.func)
                .copied()
                .unwrap_or(0);
            let _ = write!(self.out, " #{n}");
        }
        let mut k = 1 + n_args;
        if !info.bundles.is_empty() {
            self.out.push_str(" [ ");
            for (bi, (tag, count)) in info.bundles.iter().enumerate() {
                if bi > 0 {
                    self.out.push_str(", ");
                }
                self.out.push('"');
                write_escaped_str(&mut self.out, tag);
                self.out.push_str("\"(");
                for j in 0..*count as usize {
                    if j > 0 {
                        self.out.push_str(", ");
                    }
                    self.operand(args[k], true);
                    k += 1;
                }
                self.out.push(')');
            }
            self.out.push_str(" ]");
        }
        k
    }

    // ------------------------------------------------------------ constants

    fn typed_constant(&mut self, c: Constant) {
        self.ty(self.m.constants.ty(c));
        self.out.push(' ');
        self.constant(c);
    }

    fn constant(&mut self, c: Constant) {
        let m = self.m;
        match m.constants.data(c) {
            ConstantData::Int { ty, value } => {
                if m.types.int_bits(*ty) == Some(1) {
                    self.out
                        .push_str(if value.is_zero() { "false" } else { "true" });
                } else {
                    match value.as_i128() {
                        Some(v) => push_int(&mut self.out, v),
                        None => self.out.push_str(&value.to_signed_string()),
                    }
                }
            }
            ConstantData::Float { ty, bits } => {
                if let TypeData::Float(k) = m.types.data(*ty) {
                    self.out.push_str(&float::format_float(*k, *bits));
                }
            }
            ConstantData::Null(_) => self.out.push_str("null"),
            ConstantData::Undef(_) => self.out.push_str("undef"),
            ConstantData::Poison(_) => self.out.push_str("poison"),
            ConstantData::Zero(_) => self.out.push_str("zeroinitializer"),
            ConstantData::TokenNone(_) => self.out.push_str("none"),
            ConstantData::Bytes { bytes, .. } => {
                self.out.push_str("c\"");
                write_escaped(&mut self.out, bytes);
                self.out.push('"');
            }
            ConstantData::Array { elems, .. } => {
                self.out.push('[');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_constant(*e);
                }
                self.out.push(']');
            }
            ConstantData::Vector { elems, .. } => {
                if let Some(s) = m.constants.splat_value(c) {
                    self.out.push_str("splat (");
                    self.typed_constant(s);
                    self.out.push(')');
                    return;
                }
                self.out.push('<');
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_constant(*e);
                }
                self.out.push('>');
            }
            ConstantData::Splat { elem, .. } => {
                self.out.push_str("splat (");
                self.typed_constant(*elem);
                self.out.push(')');
            }
            ConstantData::Struct { ty, fields } => {
                let packed = match m.types.data(*ty) {
                    TypeData::Struct { packed, .. } => *packed,
                    TypeData::Named(id) => m
                        .types
                        .struct_def(*id)
                        .body
                        .as_ref()
                        .is_some_and(|b| b.packed),
                    _ => false,
                };
                if packed {
                    self.out.push('<');
                }
                self.out.push('{');
                if !fields.is_empty() {
                    self.out.push(' ');
                    for (i, e) in fields.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.typed_constant(*e);
                    }
                    self.out.push(' ');
                }
                self.out.push('}');
                if packed {
                    self.out.push('>');
                }
            }
            ConstantData::Global { global, .. } => self.global_ref(*global),
            ConstantData::Expr {
                op,
                nuw,
                nsw,
                ty,
                ops,
            } => {
                self.out.push_str(op.name());
                if *nuw {
                    self.out.push_str(" nuw");
                }
                if *nsw {
                    self.out.push_str(" nsw");
                }
                self.out.push_str(" (");
                let nops = if *op == ExprOp::ShuffleVector {
                    2
                } else {
                    ops.len()
                };
                for (i, o) in ops[..nops].iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_constant(*o);
                }
                if op.is_cast() {
                    self.out.push_str(" to ");
                    self.ty(*ty);
                }
                if *op == ExprOp::ShuffleVector {
                    let mask: Vec<i32> = match m.constants.data(ops[2]) {
                        ConstantData::Vector { elems, .. } => elems
                            .iter()
                            .map(|e| match m.constants.data(*e) {
                                ConstantData::Int { value, .. } => value.low_u64() as i32,
                                _ => -1,
                            })
                            .collect(),
                        ConstantData::Zero(t) => vec![0; vec_len(m, *t)],
                        ConstantData::Poison(t) | ConstantData::Undef(t) => {
                            vec![-1; vec_len(m, *t)]
                        }
                        _ => Vec::new(),
                    };
                    self.shuffle_mask(&mask, false);
                }
                self.out.push(')');
            }
            ConstantData::Gep {
                flags,
                source,
                inrange,
                ops,
                ..
            } => {
                self.out.push_str("getelementptr");
                if flags.nusw {
                    self.out
                        .push_str(if flags.inbounds { " inbounds" } else { " nusw" });
                }
                if flags.nuw {
                    self.out.push_str(" nuw");
                }
                if let Some((lo, hi)) = inrange {
                    let _ = write!(
                        self.out,
                        " inrange({}, {})",
                        lo.to_signed_string(),
                        hi.to_signed_string()
                    );
                }
                self.out.push_str(" (");
                self.ty(*source);
                self.out.push_str(", ");
                for (i, o) in ops.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_constant(*o);
                }
                self.out.push(')');
            }
            ConstantData::BlockAddress {
                function, block, ..
            } => {
                self.out.push_str("blockaddress(");
                self.global_ref(*function);
                self.out.push_str(", ");
                let b = Block::new(*block as usize);
                let body = m.function(*function).and_then(|f| f.body.as_ref());
                match body {
                    Some(body) => match &body.dfg.blocks.get(b).and_then(|d| d.name.clone()) {
                        Some(n) => {
                            self.out.push('%');
                            write_name(&mut self.out, n);
                        }
                        None => {
                            let slots = number_locals(body);
                            self.out.push('%');
                            push_int(&mut self.out, i128::from(*slots.blocks.get(b)));
                        }
                    },
                    None => self.out.push_str("<badref>"),
                }
                self.out.push(')');
            }
            ConstantData::DsoLocalEquivalent { global, .. } => {
                self.out.push_str("dso_local_equivalent ");
                self.global_ref(*global);
            }
            ConstantData::NoCfi { global, .. } => {
                self.out.push_str("no_cfi ");
                self.global_ref(*global);
            }
            ConstantData::PtrAuth { ops, .. } => {
                self.out.push_str("ptrauth (");
                for (i, o) in ops.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed_constant(*o);
                }
                self.out.push(')');
            }
            ConstantData::InlineAsm {
                asm,
                constraints,
                side_effect,
                align_stack,
                intel_dialect,
                can_unwind,
                ..
            } => {
                self.out.push_str("asm ");
                if *side_effect {
                    self.out.push_str("sideeffect ");
                }
                if *align_stack {
                    self.out.push_str("alignstack ");
                }
                if *intel_dialect {
                    self.out.push_str("inteldialect ");
                }
                if *can_unwind {
                    self.out.push_str("unwind ");
                }
                self.out.push('"');
                write_escaped_str(&mut self.out, asm);
                self.out.push_str("\", \"");
                write_escaped_str(&mut self.out, constraints);
                self.out.push('"');
            }
        }
    }

    // ------------------------------------------------------------ metadata

    fn md_ref(&mut self, n: Metadata) {
        if self.m.metadata[n].prints_inline() {
            self.md_node_body(n);
            return;
        }
        match self
            .slots
            .md_slots
            .get(n.index())
            .filter(|s| **s != u32::MAX)
        {
            Some(s) => {
                self.out.push('!');
                push_int(&mut self.out, i128::from(*s));
            }
            None => self.md_node_body(n),
        }
    }

    /// A metadata operand; `as_value`: inside an instruction (`metadata` already printed).
    fn md_operand(&mut self, o: &MdOperand, as_value: bool) {
        let _ = as_value;
        match o {
            MdOperand::Null => self.out.push_str("null"),
            MdOperand::Node(n) => self.md_ref(*n),
            MdOperand::String(s) => {
                self.out.push_str("!\"");
                write_escaped(&mut self.out, s);
                self.out.push('"');
            }
            MdOperand::Const(t, c) => {
                self.ty(*t);
                self.out.push(' ');
                self.constant(*c);
            }
            MdOperand::Local(t, v) => {
                self.ty(*t);
                self.out.push(' ');
                self.local_value(*v);
            }
            MdOperand::ArgList(v) => {
                self.out.push_str("!DIArgList(");
                for (i, a) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.md_operand(a, true);
                }
                self.out.push(')');
            }
        }
    }

    fn md_node_body(&mut self, n: Metadata) {
        let m = self.m;
        match &m.metadata[n] {
            MdNodeData::Tuple { distinct, ops } => {
                if *distinct {
                    self.out.push_str("distinct ");
                }
                self.out.push_str("!{");
                for (i, o) in ops.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.md_operand(o, false);
                }
                self.out.push('}');
            }
            MdNodeData::Specialized {
                distinct,
                kind,
                fields,
            } => {
                if *distinct {
                    self.out.push_str("distinct ");
                }
                self.out.push('!');
                self.out.push_str(kind);
                self.out.push('(');
                for (i, (name, f)) in fields.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    if !name.is_empty() {
                        self.out.push_str(name.as_ref());
                        self.out.push_str(": ");
                    }
                    match f {
                        MdField::Int(v) => {
                            push_int(&mut self.out, *v);
                        }
                        MdField::Ident(s) => self.out.push_str(s),
                        MdField::Str(s) => {
                            self.out.push('"');
                            write_escaped(&mut self.out, s);
                            self.out.push('"');
                        }
                        MdField::Ref(o) => self.md_operand(o, false),
                    }
                }
                self.out.push(')');
            }
            MdNodeData::Unresolved => self.out.push_str("<unresolved>"),
        }
    }

    fn dbg_record(&mut self, r: &DbgRecord) {
        let _ = write!(self.out, "#dbg_{}(", r.kind.name());
        for (i, o) in r.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.md_operand(o, true);
        }
        self.out.push(')');
    }
}

fn vec_len(m: &Module, t: Type) -> usize {
    match m.types.data(t) {
        TypeData::Vector { len, .. } => *len as usize,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use crate::parse::parse_module;

    #[test]
    fn push_int_spells_like_display() {
        for v in [
            0i128,
            1,
            -1,
            9,
            10,
            -10,
            4294967295,
            i64::MIN as i128,
            u64::MAX as i128,
            -(u64::MAX as i128),
            1 << 64,
            i128::MAX,
            i128::MIN,
        ] {
            let mut s = String::from("x");
            super::push_int(&mut s, v);
            assert_eq!(s, format!("x{v}"));
        }
    }

    fn print(input: &str) -> String {
        let m = parse_module(input, "t.ll").unwrap_or_else(|e| panic!("{e:?}"));
        super::print_module(&m, "t.ll")
    }

    #[test]
    fn preds_follow_use_list_order_and_pad_to_column_50() {
        let out = print("define void @f(i1 %c) {\nentry:\n  br i1 %c, label %x, label %y\ny:\n  br label %x\nx:\n  ret void\n}\n");
        assert!(
            out.contains(
                "x:                                                ; preds = %y, %entry\n"
            ),
            "{out}"
        );
    }

    #[test]
    fn attribute_groups_are_numbered_by_first_use_with_comments() {
        let out = print("declare void @a() #5\ndefine void @b() #7 {\n  call void @a() #5\n  ret void\n}\nattributes #5 = { nounwind }\nattributes #7 = { \"k\"=\"v\" noinline }\n");
        assert!(
            out.contains("; Function Attrs: nounwind\ndeclare void @a() #0\n"),
            "{out}"
        );
        assert!(
            out.contains("; Function Attrs: noinline\ndefine void @b() #1 {"),
            "{out}"
        );
        assert!(out.contains("call void @a() #0"), "{out}");
        assert!(
            out.contains("attributes #1 = { noinline \"k\"=\"v\" }"),
            "{out}"
        );
    }

    #[test]
    fn intrinsic_declarations_take_table_attributes() {
        let out = print("declare void @llvm.memset.p0.i64(ptr noundef, i8, i64, i1) #0\nattributes #0 = { mustprogress }\n");
        assert!(out.contains("declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #0"), "{out}");
        assert!(out.contains("memory(argmem: write)"), "{out}");
        let unknown = print("declare void @llvm.not.real()\n");
        assert!(
            unknown.contains("; Unknown intrinsic\ndeclare void @llvm.not.real()"),
            "{unknown}"
        );
    }

    #[test]
    fn unused_named_types_are_dropped() {
        let out = print(
            "%used = type { i32 }\n%unused = type { i64 }\n@g = global %used zeroinitializer\n",
        );
        assert!(out.contains("%used = type { i32 }"), "{out}");
        assert!(!out.contains("unused"), "{out}");
    }
}
