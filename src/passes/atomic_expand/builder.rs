//! The editing surface `atomic-expand` works on: one function's body taken out of the module,
//! its blocks and instruction order held in plain vectors that can be split and inserted into,
//! value and block names made unique as LLVM's per-function symbol table does, and the
//! module-level things an expansion creates (types, constants, function declarations).
//!
//! Owns: [`FnEditor`]. It builds new instructions with the existing `ir` API (`make_inst`,
//! `make_value`, `make_block`) and writes a fresh `Layout` back when done
//! ([`FnEditor::finish`]). Replaced values are recorded in a substitution map applied to every
//! placed instruction at the end (LLVM's replace-all-uses-with). Must not touch: what an
//! expansion is (the parent module), parsing, printing.

use crate::diag::Span;
use crate::ir::attributes::{AttrList, AttrSet, Attribute};
use crate::ir::constant::{ApInt, Constant, ConstantData};
use crate::ir::function::{Block, FunctionBody, Inst, Layout, Value, ValueDef};
use crate::ir::instructions::{CallConv, CallInfo, FastMath, InstKind, Operand, TailKind};
use crate::ir::module::{
    DllStorage, FunctionData, GlobalKind, GlobalName, GlobalValue, GlobalValueData, Linkage,
    Module, ThreadLocal, UnnamedAddr, Visibility,
};
use crate::ir::types::{Type, TypeData};
use std::collections::{HashMap, HashSet};

/// Where new instructions go: before position `index` of `block`'s instruction list.
#[derive(Clone, Copy, Debug)]
pub struct Cursor {
    pub block: Block,
    pub index: usize,
}

/// One function being edited.
pub struct FnEditor<'m> {
    pub m: &'m mut Module,
    pub body: FunctionBody,
    /// Block order.
    pub blocks: Vec<Block>,
    /// Instructions of each block, by block handle.
    pub insts: HashMap<Block, Vec<Inst>>,
    names: HashSet<String>,
    last_unique: u32,
    subst: HashMap<Value, Value>,
    /// Function declarations by name (existing ones and those made here).
    decls: &'m mut HashMap<String, GlobalValue>,
    /// The `!dbg` location new instructions get (that of the instruction being replaced, as
    /// LLVM's replacement builder gives it).
    pub current_dbg: Option<(u32, crate::ir::metadata::Metadata)>,
}

impl<'m> FnEditor<'m> {
    pub fn new(
        m: &'m mut Module,
        body: FunctionBody,
        decls: &'m mut HashMap<String, GlobalValue>,
    ) -> FnEditor<'m> {
        let blocks: Vec<Block> = body.layout.blocks().to_vec();
        let mut insts = HashMap::new();
        for &b in &blocks {
            insts.insert(b, body.layout.block_insts(b).to_vec());
        }
        let mut names = HashSet::new();
        for (_, v) in body.dfg.values.iter() {
            if let Some(n) = &v.name {
                names.insert(n.to_string());
            }
        }
        for (_, b) in body.dfg.blocks.iter() {
            if let Some(n) = &b.name {
                names.insert(n.to_string());
            }
        }
        FnEditor {
            m,
            body,
            blocks,
            insts,
            names,
            last_unique: 0,
            subst: HashMap::new(),
            decls,
            current_dbg: None,
        }
    }

    /// A name made unique in the function's symbol table (LLVM appends a per-function counter).
    pub fn unique_name(&mut self, base: &str) -> Option<Box<str>> {
        if base.is_empty() {
            return None;
        }
        if self.names.insert(base.to_string()) {
            return Some(base.into());
        }
        loop {
            self.last_unique += 1;
            let candidate = format!("{base}{}", self.last_unique);
            if self.names.insert(candidate.clone()) {
                return Some(candidate.into());
            }
        }
    }

    /// Frees the name of a value that is going away (as erasing an instruction does).
    pub fn release_name(&mut self, v: Value) {
        if let Some(n) = self.body.dfg.values[v].name.take() {
            self.names.remove(&*n);
        }
    }

    /// Does any placed instruction use `v` (directly or through a recorded replacement)?
    pub fn is_used(&self, v: Value) -> bool {
        let resolve = |mut x: Value| {
            let mut steps = 0;
            while let Some(&n) = self.subst.get(&x) {
                x = n;
                steps += 1;
                if steps > self.subst.len() {
                    break;
                }
            }
            x
        };
        self.blocks.iter().any(|b| {
            self.insts[b].iter().any(|&i| {
                self.body.dfg.insts[i]
                    .args
                    .iter()
                    .any(|op| matches!(op, Operand::Value(x) if resolve(*x) == v))
            })
        })
    }

    /// Records that every use of `old` now uses `new`.
    pub fn replace_uses(&mut self, old: Value, new: Value) {
        self.subst.insert(old, new);
    }

    pub fn result(&self, inst: Inst) -> Option<Value> {
        self.body.dfg.insts[inst].result
    }

    pub fn kind(&self, inst: Inst) -> &InstKind {
        &self.body.dfg.insts[inst].kind
    }

    pub fn args(&self, inst: Inst) -> &[Operand] {
        &self.body.dfg.insts[inst].args
    }

    pub fn value_ty(&self, v: Value) -> Type {
        self.body.dfg.values[v].ty
    }

    /// The type of an operand (a value, a constant).
    pub fn operand_ty(&mut self, op: Operand) -> Type {
        match op {
            Operand::Value(v) => self.body.dfg.values[v].ty,
            Operand::Const(c) => self.m.constants.ty(c),
            Operand::Block(_) => self.m.types.label(),
            Operand::Meta(_) => self.m.types.metadata(),
        }
    }

    /// Where `inst` is: its block and index.
    pub fn position(&self, inst: Inst) -> Option<Cursor> {
        for &b in &self.blocks {
            if let Some(i) = self.insts[&b].iter().position(|&x| x == inst) {
                return Some(Cursor { block: b, index: i });
            }
        }
        None
    }

    /// Creates an instruction at `at` (advancing it) with an optional result named `name`.
    pub fn insert(
        &mut self,
        at: &mut Cursor,
        kind: InstKind,
        args: Vec<Operand>,
        ty: Type,
        name: &str,
    ) -> Inst {
        let inst = self.body.dfg.make_inst(kind, args, ty);
        if let Some(loc) = self.current_dbg {
            self.body.dfg.insts[inst].attachments.push(loc);
        }
        if !self.m.types.is_void(ty) {
            let name = self.unique_name(name);
            let v = self.body.dfg.make_value(ty, ValueDef::Inst(inst), name);
            self.body.dfg.insts[inst].result = Some(v);
        }
        self.insts
            .get_mut(&at.block)
            .unwrap()
            .insert(at.index, inst);
        at.index += 1;
        inst
    }

    /// Like [`insert`](Self::insert), returning the result value.
    pub fn insert_value(
        &mut self,
        at: &mut Cursor,
        kind: InstKind,
        args: Vec<Operand>,
        ty: Type,
        name: &str,
    ) -> Value {
        let i = self.insert(at, kind, args, ty, name);
        self.result(i).expect("a value-producing instruction")
    }

    /// Removes `inst` from its block (its result's name is freed). Debug records attached to
    /// it move to the instruction that follows, as LLVM moves them.
    pub fn erase(&mut self, inst: Inst) {
        if let Some(pos) = self.position(inst) {
            let list = self.insts.get_mut(&pos.block).unwrap();
            list.remove(pos.index);
            let records = std::mem::take(&mut self.body.dfg.insts[inst].dbg_records);
            if !records.is_empty() {
                if let Some(&next) = self.insts[&pos.block].get(pos.index) {
                    let d = &mut self.body.dfg.insts[next].dbg_records;
                    let mut moved = records;
                    moved.append(d);
                    *d = moved;
                }
            }
        }
        if let Some(v) = self.result(inst) {
            self.release_name(v);
        }
    }

    /// Moves `inst` to just after `after` (same or other block).
    pub fn move_after(&mut self, inst: Inst, after: Inst) {
        if let Some(pos) = self.position(inst) {
            self.insts.get_mut(&pos.block).unwrap().remove(pos.index);
        }
        let pos = self.position(after).expect("placed instruction");
        self.insts
            .get_mut(&pos.block)
            .unwrap()
            .insert(pos.index + 1, inst);
    }

    /// Splits `block` before index `at`: the instructions from there move to a new block named
    /// `name` placed right after `block`; `block` ends with `br label %new`. Phis in the moved
    /// terminator's successors now name the new block. Returns the new block.
    pub fn split_block(&mut self, block: Block, at: usize, name: &str) -> Block {
        let name = self.unique_name(name);
        let new = self.body.dfg.make_block(name);
        let tail: Vec<Inst> = self.insts.get_mut(&block).unwrap().split_off(at);
        // Successors' phis now come from the new block.
        if let Some(&term) = tail.last() {
            for succ in self.body.dfg.successors(term) {
                let phis: Vec<Inst> = self.insts[&succ]
                    .iter()
                    .copied()
                    .filter(|&i| matches!(self.body.dfg.insts[i].kind, InstKind::Phi { .. }))
                    .collect();
                for phi in phis {
                    for op in self.body.dfg.insts[phi].args.iter_mut() {
                        if *op == Operand::Block(block) {
                            *op = Operand::Block(new);
                        }
                    }
                }
            }
        }
        self.insts.insert(new, tail);
        let idx = self.blocks.iter().position(|&b| b == block).unwrap();
        self.blocks.insert(idx + 1, new);
        let void = self.m.types.void();
        let br = self
            .body
            .dfg
            .make_inst(InstKind::Br, vec![Operand::Block(new)], void);
        self.insts.get_mut(&block).unwrap().push(br);
        new
    }

    /// A new empty block named `name`, placed before `before`.
    pub fn create_block_before(&mut self, name: &str, before: Block) -> Block {
        let name = self.unique_name(name);
        let b = self.body.dfg.make_block(name);
        self.insts.insert(b, Vec::new());
        let idx = self.blocks.iter().position(|&x| x == before).unwrap();
        self.blocks.insert(idx, b);
        b
    }

    /// A cursor at the end of `block`.
    pub fn end_of(&self, block: Block) -> Cursor {
        Cursor {
            block,
            index: self.insts[&block].len(),
        }
    }

    /// Drops the last instruction of `block` (the branch a split added).
    pub fn pop_terminator(&mut self, block: Block) {
        self.insts.get_mut(&block).unwrap().pop();
    }

    // -- types and constants -----------------------------------------------------------------

    pub fn int_ty(&mut self, bits: u32) -> Type {
        self.m.types.int(bits)
    }
    pub fn ptr_ty(&mut self) -> Type {
        self.m.types.ptr(0)
    }
    pub fn void_ty(&mut self) -> Type {
        self.m.types.void()
    }
    pub fn struct_ty(&mut self, fields: Vec<Type>) -> Type {
        self.m.types.intern(TypeData::Struct {
            fields,
            packed: false,
        })
    }
    pub fn const_int(&mut self, ty: Type, v: i128) -> Operand {
        let bits = self.m.types.int_bits(ty).expect("integer type");
        Operand::Const(self.m.constants.make_int(ty, ApInt::from_i128(bits, v)))
    }
    pub fn int_bits(&self, ty: Type) -> Option<u32> {
        self.m.types.int_bits(ty)
    }

    /// The function `name` with type `fn_ty`, declared at the end of the module when missing.
    /// Intrinsics get their attributes from LLVM 22's table.
    pub fn declare(&mut self, name: &str, ret: Type, params: Vec<Type>) -> GlobalValue {
        if let Some(&g) = self.decls.get(name) {
            return g;
        }
        let sig = self.m.types.intern(TypeData::Function {
            ret,
            params: params.clone(),
            vararg: false,
        });
        let attrs = match crate::ir::intrinsics::lookup(name).filter(|d| d.attrs_known) {
            Some(desc) => {
                let func = self
                    .m
                    .attrs
                    .intern(crate::ir::intrinsics::parse_attr_spec(desc.fn_attrs));
                let ret_set = self.typed_attrs(desc.ret_attrs, ret);
                let mut ps = vec![AttrSet::EMPTY; params.len()];
                for (i, spec) in desc.param_attrs {
                    if let Some(&t) = params.get(*i) {
                        ps[*i] = self.typed_attrs(spec, t);
                    }
                }
                while ps.last() == Some(&AttrSet::EMPTY) {
                    ps.pop();
                }
                AttrList {
                    func,
                    ret: ret_set,
                    params: ps,
                }
            }
            None => AttrList::default(),
        };
        let g = self.m.globals.push(GlobalValueData {
            name: GlobalName::Named(name.to_string()),
            linkage: Linkage::External,
            visibility: Visibility::Default,
            dll: DllStorage::None,
            thread_local: ThreadLocal::NotThreadLocal,
            unnamed_addr: UnnamedAddr::None,
            dso_local: false,
            addrspace: 0,
            partition: None,
            kind: GlobalKind::Function(Box::new(FunctionData {
                sig,
                cc: CallConv(0),
                attrs,
                section: None,
                comdat: None,
                align: None,
                gc: None,
                prefix: None,
                prologue: None,
                personality: None,
                attachments: Vec::new(),
                decl_param_names: vec![None; params.len()],
                body: None,
            })),
            span: Span::default(),
        });
        self.m.layout.functions.push(g);
        self.decls.insert(name.to_string(), g);
        g
    }

    fn typed_attrs(&mut self, spec: &str, t: Type) -> AttrSet {
        let mut attrs = crate::ir::intrinsics::parse_attr_spec(spec);
        if let Some(bits) = self.m.types.int_bits(t) {
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

    /// A call of `name` (declared as needed) at `at`; returns the call instruction.
    #[allow(clippy::too_many_arguments)]
    pub fn call(
        &mut self,
        at: &mut Cursor,
        name: &str,
        ret: Type,
        args: Vec<Operand>,
        result_name: &str,
        param_attrs: Vec<AttrSet>,
    ) -> Inst {
        let params: Vec<Type> = args.iter().map(|&a| self.operand_ty(a)).collect();
        let g = self.declare(name, ret, params.clone());
        let fn_ty = self.m.types.intern(TypeData::Function {
            ret,
            params,
            vararg: false,
        });
        let ptr = self.ptr_ty();
        let callee = self
            .m
            .constants
            .intern(ConstantData::Global { ty: ptr, global: g });
        let mut ops = vec![Operand::Const(callee)];
        ops.extend(args);
        let mut attrs = AttrList {
            params: param_attrs,
            ..AttrList::default()
        };
        while attrs.params.last() == Some(&AttrSet::EMPTY) {
            attrs.params.pop();
        }
        let kind = InstKind::Call {
            info: Box::new(CallInfo {
                fn_ty,
                cc: CallConv(0),
                attrs,
                fmf: FastMath::default(),
                addrspace: None,
                bundles: Vec::new(),
            }),
            tail: TailKind::None,
        };
        self.insert(at, kind, ops, ret, result_name)
    }

    /// A call whose declaration and call site carry return attributes `ret_attrs`.
    pub fn call_with_ret_attrs(
        &mut self,
        at: &mut Cursor,
        name: &str,
        ret: Type,
        args: Vec<Operand>,
        ret_attrs: AttrSet,
    ) -> Inst {
        let fresh = !self.decls.contains_key(name);
        let call = self.call(at, name, ret, args, "", Vec::new());
        if fresh {
            if let Some(&g) = self.decls.get(name) {
                if let GlobalKind::Function(f) = &mut self.m.globals[g].kind {
                    f.attrs.ret = ret_attrs;
                }
            }
        }
        if let InstKind::Call { info, .. } = &mut self.body.dfg.insts[call].kind {
            info.attrs.ret = ret_attrs;
        }
        call
    }

    /// Writes the edited blocks back as a fresh layout, every recorded replacement applied.
    pub fn finish(mut self) -> FunctionBody {
        let resolve = |subst: &HashMap<Value, Value>, mut v: Value| {
            let mut steps = 0;
            while let Some(&n) = subst.get(&v) {
                v = n;
                steps += 1;
                if steps > subst.len() {
                    break;
                }
            }
            v
        };
        let mut layout = Layout::default();
        for &b in &self.blocks {
            layout.append_block(b);
            for &i in &self.insts[&b] {
                layout.append_inst(i, b);
            }
        }
        if !self.subst.is_empty() {
            fn remap(op: &mut crate::ir::metadata::MdOperand, f: &dyn Fn(Value) -> Value) {
                match op {
                    crate::ir::metadata::MdOperand::Local(_, v) => *v = f(*v),
                    crate::ir::metadata::MdOperand::ArgList(list) => {
                        list.iter_mut().for_each(|o| remap(o, f))
                    }
                    _ => {}
                }
            }
            let placed: Vec<Inst> = layout.insts().collect();
            let subst = &self.subst;
            let f = |v: Value| resolve(subst, v);
            for i in placed {
                let data = &mut self.body.dfg.insts[i];
                for op in data.args.iter_mut() {
                    if let Operand::Value(v) = op {
                        *v = f(*v);
                    }
                }
                for record in data.dbg_records.iter_mut() {
                    record.operands.iter_mut().for_each(|o| remap(o, &f));
                }
            }
            // Metadata operands of calls (`metadata ptr %x`) name values too.
            for md in self.body.dfg.local_md.values_mut() {
                remap(md, &f);
            }
        }
        self.body.layout = layout;
        self.body
    }

    pub fn const_op(&self, c: Constant) -> Operand {
        Operand::Const(c)
    }
}
