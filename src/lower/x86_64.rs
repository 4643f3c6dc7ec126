//! The x86-64 code generator: whole functions of the integer/pointer subset, every value in a
//! stack slot, GNU assembler (AT&T) text.
//!
//! Owns: frame layout (one slot per SSA value at a negative offset from %rbp, a shadow slot per
//! phi written on each incoming edge, areas for static allocas), instruction selection (each
//! instruction loads its operands from slots into fixed registers, computes, stores the result),
//! the SysV calling convention at entry, calls and returns (narrow values extended as
//! `signext`/`zeroext` say, zero-extended otherwise), atomic expansion by the rows of
//! `crate::target::x86_64::atomics` (registers loaded as the table's legend says, placeholders
//! substituted, results stored), seed 000's `llvm.atomic.*` intrinsics, and global variables.
//! Anything else is a [`LowerError`] naming the instruction and the target.
//! Must not touch: the target's facts (they are `crate::target::x86_64`), the IR.

use super::codegen::{self, features_list, is_defined, symbol, Class, Ext, GepStep, Isa};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::{ConstantData, GepFlags};
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering};
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::triple::Target;
use crate::target::x86_64::{
    self as tx, c_memory_order, suffix, Gpr, FLOAT_ARGS, INT_ARGS, R11, R8, R9, RAX, RCX, RDI, RDX,
    RSI,
};
use std::fmt::Write as _;

const TARGET: &str = "x86_64-linux-gnu";

/// The x86-64 spellings and calling convention for the shared skeleton.
pub(super) struct X86_64;

type FnCx<'a> = codegen::FnCx<'a, X86_64>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: tx::int_size_align,
        ptr_size: 8,
    };
    codegen::lower_module::<X86_64>(m, target, &layout)
}

impl Isa for X86_64 {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "#";
    type Reg = Gpr;
    const R0: Gpr = RAX;
    const PAIR: (Gpr, Gpr) = (RAX, RDX);
    const TRAP: &'static str = "ud2";
    const FRAME_RESERVED: i64 = 0;

    fn preamble(target: &Target, out: &mut String) {
        if !target.features.is_empty() {
            let _ = writeln!(out, "# features: {}", features_list(target));
        }
    }

    fn prologue(cx: &mut FnCx, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        cx.prologue(name, param_tys)
    }

    fn inst(cx: &mut FnCx, i: Inst, ret_ty: Type) -> Result<(), LowerError> {
        cx.select_inst(i, ret_ty)
    }

    fn copy_slots(cx: &mut FnCx, src: i64, dst: i64, size: i64) {
        cx.copy_mem(src, "%rbp", dst, "%rbp", size)
    }

    fn load(cx: &mut FnCx, op: &Operand, r: Gpr, ext: Ext) -> Result<(), LowerError> {
        cx.load(op, r, ext)
    }

    fn load_pair(cx: &mut FnCx, op: &Operand, lo: Gpr, hi: Gpr) -> Result<(), LowerError> {
        cx.load128(op, lo, hi)
    }

    fn store_at(cx: &mut FnCx, r: Gpr, bits: u32, off: i64) {
        cx.emit(format!(
            "mov{} {}, {off}(%rbp)",
            suffix(bits),
            r.sized(bits)
        ));
    }

    fn store_word(cx: &mut FnCx, r: Gpr, off: i64) {
        cx.emit(format!("movq {}, {off}(%rbp)", r.q));
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.emit(format!("movq $0, {off}(%rbp)"));
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.emit(format!("movb {src}(%rbp), %al"));
        cx.emit(format!("movb %al, {dst}(%rbp)"));
    }

    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.emit("testb $1, %al");
        cx.emit(format!("jne {taken}"));
        cx.emit(format!("jmp {not_taken}"));
    }

    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.load_imm(value, RCX);
        cx.emit("cmpq %rcx, %rax");
        cx.emit(format!("je {label}"));
    }

    fn jump(cx: &mut FnCx, label: &str) {
        cx.emit(format!("jmp {label}"));
    }

    fn atomic(
        cx: &mut FnCx,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError> {
        cx.atomic(key, args, result, ty)
    }

    fn legacy_cas(
        cx: &mut FnCx,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        vty: Type,
    ) -> Result<(), LowerError> {
        let seq = Ordering::SeqCst;
        cx.cmpxchg(key, args, seq, seq, vty, |cx, lo, hi| {
            if let Some(r) = result {
                match cx.class(vty)? {
                    Class::Int128 => cx.store128(r, lo, hi),
                    Class::Int(b) => cx.store(r, lo, b),
                    _ => {}
                }
            }
            Ok(())
        })
    }

    fn no_row_hint(key: &AtomicKey) -> &'static str {
        if key.width == 128 {
            " (try -mattr=+cx16)"
        } else {
            ""
        }
    }
}

impl FnCx<'_> {
    /// The frame (%rbp saved, the frame pointer) and the SysV incoming arguments.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        let frame = (self.frame + 15) / 16 * 16;
        let _ = writeln!(self.out, "\t.p2align\t4");
        let _ = writeln!(self.out, "\t.type\t{name},@function");
        self.label(name);
        self.emit("pushq %rbp");
        self.emit("movq %rsp, %rbp");
        if frame > 0 {
            self.emit(format!("subq ${frame}, %rsp"));
        }
        // Incoming arguments (SysV): integers in rdi, rsi, rdx, rcx, r8, r9; float/double in
        // xmm0-7; the rest on the stack from 16(%rbp) in 8-byte units.
        let mut next_int = 0usize;
        let mut next_float = 0usize;
        let mut stack = 16i64;
        for (i, &p) in self.body.params.iter().enumerate() {
            let ty = param_tys
                .get(i)
                .copied()
                .unwrap_or(self.body.dfg.value_type(p));
            let off = self.slot(p);
            let attrs = f.attrs.param(i);
            if self.has_attr(attrs, "byval") || self.has_attr(attrs, "inalloca") {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {TARGET}: byval/inalloca are not supported"
                )));
            }
            match self.class(ty)? {
                Class::Int(bits) => {
                    if next_int < 6 {
                        let r = INT_ARGS[next_int];
                        next_int += 1;
                        self.emit(format!("mov{} {}, {off}(%rbp)", suffix(bits), r.sized(bits)));
                    } else {
                        self.emit(format!("movq {stack}(%rbp), %rax"));
                        self.emit(format!("movq %rax, {off}(%rbp)"));
                        stack += 8;
                    }
                }
                Class::Int128 => {
                    if next_int < 5 {
                        let (lo, hi) = (INT_ARGS[next_int], INT_ARGS[next_int + 1]);
                        next_int += 2;
                        self.emit(format!("movq {}, {off}(%rbp)", lo.q));
                        self.emit(format!("movq {}, {}(%rbp)", hi.q, off + 8));
                    } else {
                        stack = (stack + 15) / 16 * 16;
                        for k in 0..2 {
                            self.emit(format!("movq {}(%rbp), %rax", stack + 8 * k));
                            self.emit(format!("movq %rax, {}(%rbp)", off + 8 * k));
                        }
                        stack += 16;
                    }
                }
                Class::Float(bits) => {
                    let mv = if bits == 32 { "movss" } else { "movsd" };
                    if next_float < 8 {
                        self.emit(format!("{mv} {}, {off}(%rbp)", FLOAT_ARGS[next_float]));
                        next_float += 1;
                    } else {
                        self.emit(format!("movq {stack}(%rbp), %rax"));
                        self.emit(format!("movq %rax, {off}(%rbp)"));
                        stack += 8;
                    }
                }
                Class::Memory(_) => {
                    return Err(self.err(format!(
                        "cannot lower parameter {i} of @{name} for {TARGET}: aggregate arguments are not supported"
                    )))
                }
            }
        }
        Ok(())
    }

    /// Loads a scalar (integer up to 64 bits, pointer, float bits) into `reg`, widened to 64 bits.
    fn load(&mut self, op: &Operand, reg: Gpr, ext: Ext) -> Result<(), LowerError> {
        match op {
            Operand::Value(v) => {
                let ty = self.body.dfg.value_type(*v);
                let bits = match self.class(ty)? {
                    Class::Int(b) | Class::Float(b) => b,
                    Class::Int128 => 64,
                    Class::Memory(_) => {
                        return Err(self.err("internal: scalar load of an aggregate"));
                    }
                };
                let off = self.slot(*v);
                match (bits, ext) {
                    (1, Ext::Zero) => self.emit(format!("movzbl {off}(%rbp), {}", reg.l)),
                    (1, Ext::Sign) => {
                        self.emit(format!("movzbl {off}(%rbp), {}", reg.l));
                        self.emit(format!("negq {}", reg.q));
                    }
                    (8, Ext::Zero) => self.emit(format!("movzbl {off}(%rbp), {}", reg.l)),
                    (8, Ext::Sign) => self.emit(format!("movsbq {off}(%rbp), {}", reg.q)),
                    (16, Ext::Zero) => self.emit(format!("movzwl {off}(%rbp), {}", reg.l)),
                    (16, Ext::Sign) => self.emit(format!("movswq {off}(%rbp), {}", reg.q)),
                    (32, Ext::Zero) => self.emit(format!("movl {off}(%rbp), {}", reg.l)),
                    (32, Ext::Sign) => self.emit(format!("movslq {off}(%rbp), {}", reg.q)),
                    _ => self.emit(format!("movq {off}(%rbp), {}", reg.q)),
                }
                Ok(())
            }
            Operand::Const(c) => {
                let c = *c;
                let ty = self.m.constants.ty(c);
                match self.m.constants.data(c).clone() {
                    ConstantData::Int { value, .. } => {
                        let bits = self.m.types.int_bits(ty).unwrap_or(64);
                        let v: i64 = if bits >= 64 {
                            value.low_u64() as i64
                        } else {
                            match ext {
                                Ext::Zero => value.low_u64() as i64,
                                Ext::Sign => value.as_i128().unwrap_or(0) as i64,
                            }
                        };
                        self.load_imm(v, reg);
                    }
                    ConstantData::Float { bits, .. } => self.load_imm(bits as u64 as i64, reg),
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.emit(format!("xorl {0}, {0}", reg.l)),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        if is_defined(self.m, global) {
                            self.emit(format!("leaq {s}(%rip), {}", reg.q));
                        } else {
                            self.emit(format!("movq {s}@GOTPCREL(%rip), {}", reg.q));
                        }
                    }
                    _ => {
                        return Err(self.err(format!(
                            "cannot lower this constant for {TARGET}: constant expressions are outside the supported subset"
                        )))
                    }
                }
                Ok(())
            }
            _ => Err(self.err("internal: operand is not a value")),
        }
    }

    fn load_imm(&mut self, v: i64, reg: Gpr) {
        if v == 0 {
            self.emit(format!("xorl {0}, {0}", reg.l));
        } else if (0..=u32::MAX as i64).contains(&v) {
            self.emit(format!("movl ${v}, {}", reg.l));
        } else if i32::try_from(v).is_ok() {
            self.emit(format!("movq ${v}, {}", reg.q));
        } else {
            self.emit(format!("movabsq ${v}, {}", reg.q));
        }
    }

    /// Loads a 128-bit operand into `lo`/`hi`.
    fn load128(&mut self, op: &Operand, lo: Gpr, hi: Gpr) -> Result<(), LowerError> {
        match op {
            Operand::Value(v) => {
                let off = self.slot(*v);
                self.emit(format!("movq {off}(%rbp), {}", lo.q));
                self.emit(format!("movq {}(%rbp), {}", off + 8, hi.q));
            }
            Operand::Const(c) => match self.m.constants.data(*c).clone() {
                ConstantData::Int { value, .. } => {
                    self.load_imm(value.low_u64() as i64, lo);
                    self.load_imm(value.words.get(1).copied().unwrap_or(0) as i64, hi);
                }
                _ => {
                    self.emit(format!("xorl {0}, {0}", lo.l));
                    self.emit(format!("xorl {0}, {0}", hi.l));
                }
            },
            _ => return Err(self.err("internal: operand is not a value")),
        }
        Ok(())
    }

    /// Stores the low `bits` of `reg` into `v`'s slot (i1 masked to 0/1).
    fn store(&mut self, v: Value, reg: Gpr, bits: u32) {
        let off = self.slot(v);
        if bits == 1 {
            self.emit(format!("andb $1, {}", reg.b));
        }
        self.emit(format!(
            "mov{} {}, {off}(%rbp)",
            suffix(bits),
            reg.sized(bits)
        ));
    }

    fn store128(&mut self, v: Value, lo: Gpr, hi: Gpr) {
        let off = self.slot(v);
        self.emit(format!("movq {}, {off}(%rbp)", lo.q));
        self.emit(format!("movq {}, {}(%rbp)", hi.q, off + 8));
    }

    fn copy_mem(&mut self, src: i64, sbase: &str, dst: i64, dbase: &str, size: i64) {
        let mut k = 0;
        while k < size {
            self.emit(format!("movq {}({sbase}), %r11", src + k));
            self.emit(format!("movq %r11, {}({dbase})", dst + k));
            k += 8;
        }
    }

    /// The instructions the skeleton leaves to the target.
    fn select_inst(&mut self, i: Inst, ret_ty: Type) -> Result<(), LowerError> {
        let d = &self.body.dfg.insts[i];
        let kind = d.kind.clone();
        let args = d.args.clone();
        let result = d.result;
        let ty = d.ty;
        match kind {
            InstKind::Binary { op, .. } => self.binary(op, &args, result.expect("result"), ty),
            InstKind::ICmp { pred, .. } => {
                let ext = if matches!(
                    pred,
                    IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
                ) {
                    Ext::Sign
                } else {
                    Ext::Zero
                };
                let oty = self.op_type(&args[0]);
                if self.class(oty)? == Class::Int128 {
                    return Err(self.unsupported("icmp", "128-bit comparisons are not supported"));
                }
                if !matches!(self.class(oty)?, Class::Int(_)) {
                    return Err(self.unsupported("icmp", "vector comparisons are not supported"));
                }
                self.load(&args[0], RAX, ext)?;
                self.load(&args[1], RCX, ext)?;
                self.emit("cmpq %rcx, %rax");
                let cc = match pred {
                    IntPredicate::Eq => "e",
                    IntPredicate::Ne => "ne",
                    IntPredicate::Ugt => "a",
                    IntPredicate::Uge => "ae",
                    IntPredicate::Ult => "b",
                    IntPredicate::Ule => "be",
                    IntPredicate::Sgt => "g",
                    IntPredicate::Sge => "ge",
                    IntPredicate::Slt => "l",
                    IntPredicate::Sle => "le",
                };
                self.emit(format!("set{cc} %al"));
                self.store(result.expect("result"), RAX, 8);
                Ok(())
            }
            InstKind::Select { .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], RDX, Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(_) | Class::Float(_) => {
                        self.load(&args[2], RAX, Ext::Zero)?;
                        self.load(&args[1], RCX, Ext::Zero)?;
                        self.emit("testb $1, %dl");
                        self.emit("cmovneq %rcx, %rax");
                        self.emit(format!("movq %rax, {off}(%rbp)"));
                    }
                    _ => {
                        self.emit("testb $1, %dl");
                        self.emit("je 1f");
                        self.copy_operand(&args[1], ty, off)?;
                        self.emit("jmp 2f");
                        self.label("1");
                        self.copy_operand(&args[2], ty, off)?;
                        self.label("2");
                    }
                }
                Ok(())
            }
            InstKind::Cast { op, .. } => self.cast(op, &args, result.expect("result"), ty),
            InstKind::Alloca { allocated, .. } => {
                let r = result.expect("result");
                if let Some(&area) = self.alloca_areas.get(&i) {
                    self.emit(format!("leaq {area}(%rbp), %rax"));
                } else {
                    let (sz, _) = self.layout.size_align(allocated).ok_or_else(|| {
                        self.unsupported("alloca", "the allocated type has no known size")
                    })?;
                    self.load(&args[0], RAX, Ext::Zero)?;
                    self.emit(format!("imulq ${sz}, %rax, %rax"));
                    self.emit("addq $15, %rax");
                    self.emit("andq $-16, %rax");
                    self.emit("subq %rax, %rsp");
                    self.emit("movq %rsp, %rax");
                }
                self.store(r, RAX, 64);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], RDI, Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        let bits = if bits == 1 { 8 } else { bits };
                        self.emit(format!("mov{} (%rdi), {}", suffix(bits), RAX.sized(bits)));
                        self.store(r, RAX, bits);
                    }
                    Class::Int128 => {
                        self.emit("movq (%rdi), %rax");
                        self.emit("movq 8(%rdi), %rdx");
                        self.store128(r, RAX, RDX);
                    }
                    Class::Memory(s) => {
                        let size = (s.div_ceil(8) * 8) as i64;
                        // Copy by bytes to avoid reading past the object.
                        for k in 0..s as i64 {
                            self.emit(format!("movb {k}(%rdi), %al"));
                            self.emit(format!("movb %al, {}(%rbp)", off + k));
                        }
                        let _ = size;
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        self.load(&args[0], RAX, Ext::Zero)?;
                        self.load(&args[1], RDI, Ext::Zero)?;
                        let bits = if bits == 1 { 8 } else { bits };
                        self.emit(format!("mov{} {}, (%rdi)", suffix(bits), RAX.sized(bits)));
                    }
                    Class::Int128 => {
                        self.load128(&args[0], RAX, RDX)?;
                        self.load(&args[1], RDI, Ext::Zero)?;
                        self.emit("movq %rax, (%rdi)");
                        self.emit("movq %rdx, 8(%rdi)");
                    }
                    Class::Memory(s) => {
                        let Operand::Value(v) = args[0] else {
                            return Err(self.unsupported(
                                "store",
                                "storing an aggregate constant is not supported",
                            ));
                        };
                        let src = self.slot(v);
                        self.load(&args[1], RDI, Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.emit(format!("movb {}(%rbp), %al", src + k));
                            self.emit(format!("movb %al, {k}(%rdi)"));
                        }
                    }
                }
                Ok(())
            }
            InstKind::CmpXchg {
                scope,
                success,
                failure,
                ..
            } => {
                let vty = self.op_type(&args[1]);
                let ordering = codegen::merge_cmpxchg_orderings(success, failure);
                let key = self.key(AtomicOp::CmpXchg, ordering, vty, &scope)?;
                self.cmpxchg(key, &args, success, failure, vty, |cx, old_lo, old_hi| {
                    // Store {old, success} into the result's struct slot.
                    let r = result.expect("result");
                    let off = cx.slot(r);
                    let flag = cx.layout.field_offset(ty, 1).unwrap_or(8) as i64;
                    match cx.class(vty)? {
                        Class::Int128 => {
                            cx.emit(format!("movq {}, {off}(%rbp)", old_lo.q));
                            cx.emit(format!("movq {}, {}(%rbp)", old_hi.q, off + 8));
                        }
                        Class::Int(bits) | Class::Float(bits) => {
                            cx.emit(format!(
                                "mov{} {}, {off}(%rbp)",
                                suffix(bits),
                                old_lo.sized(bits)
                            ));
                        }
                        Class::Memory(_) => {}
                    }
                    cx.emit(format!("movb %r10b, {}(%rbp)", off + flag));
                    Ok(())
                })
            }
            InstKind::Gep { source, flags } => self.gep(source, flags, &args, result),
            InstKind::Call { info, .. } => self.call(&info, &args, result, ty),
            InstKind::Ret => {
                if let Some(op) = args.first() {
                    let f = self.m.function(self.g).expect("function");
                    let sext = self.has_attr(f.attrs.ret, "signext");
                    match self.class(ret_ty)? {
                        Class::Int(_) => {
                            self.load(op, RAX, if sext { Ext::Sign } else { Ext::Zero })?
                        }
                        Class::Int128 => self.load128(op, RAX, RDX)?,
                        Class::Float(bits) => {
                            self.load(op, RAX, Ext::Zero)?;
                            let mv = if bits == 32 { "movd %eax" } else { "movq %rax" };
                            self.emit(format!("{mv}, %xmm0"));
                        }
                        Class::Memory(_) => {
                            return Err(
                                self.unsupported("ret", "returning an aggregate is not supported")
                            )
                        }
                    }
                }
                self.emit("leave");
                self.emit("ret");
                Ok(())
            }
            other => Err(self.unsupported(
                other.opcode_name(),
                "the instruction is outside the supported integer/pointer subset",
            )),
        }
    }

    fn binary(
        &mut self,
        op: BinaryOp,
        args: &[Operand],
        r: Value,
        ty: Type,
    ) -> Result<(), LowerError> {
        if op.is_float() {
            return Err(self.unsupported(
                op.name(),
                "floating-point arithmetic is outside the supported subset",
            ));
        }
        let bits = match self.class(ty)? {
            Class::Int(b) => b,
            Class::Int128 => {
                return Err(self.unsupported(op.name(), "128-bit arithmetic is not supported"))
            }
            _ => return Err(self.unsupported(op.name(), "vector arithmetic is not supported")),
        };
        let ext = if matches!(op, BinaryOp::SDiv | BinaryOp::SRem | BinaryOp::AShr) {
            Ext::Sign
        } else {
            Ext::Zero
        };
        self.load(&args[0], RAX, ext)?;
        self.load(&args[1], RCX, ext)?;
        match op {
            BinaryOp::Add => self.emit("addq %rcx, %rax"),
            BinaryOp::Sub => self.emit("subq %rcx, %rax"),
            BinaryOp::Mul => self.emit("imulq %rcx, %rax"),
            BinaryOp::And => self.emit("andq %rcx, %rax"),
            BinaryOp::Or => self.emit("orq %rcx, %rax"),
            BinaryOp::Xor => self.emit("xorq %rcx, %rax"),
            BinaryOp::Shl => self.emit("shlq %cl, %rax"),
            BinaryOp::LShr => self.emit("shrq %cl, %rax"),
            BinaryOp::AShr => self.emit("sarq %cl, %rax"),
            BinaryOp::UDiv | BinaryOp::URem => {
                self.emit("xorl %edx, %edx");
                self.emit("divq %rcx");
                if op == BinaryOp::URem {
                    self.emit("movq %rdx, %rax");
                }
            }
            BinaryOp::SDiv | BinaryOp::SRem => {
                self.emit("cqto");
                self.emit("idivq %rcx");
                if op == BinaryOp::SRem {
                    self.emit("movq %rdx, %rax");
                }
            }
            _ => unreachable!("float ops handled above"),
        }
        self.store(r, RAX, bits);
        Ok(())
    }

    fn cast(&mut self, op: CastOp, args: &[Operand], r: Value, ty: Type) -> Result<(), LowerError> {
        let from = self.op_type(&args[0]);
        let (fc, tc) = (self.class(from)?, self.class(ty)?);
        match (op, fc, tc) {
            (
                CastOp::Trunc
                | CastOp::ZExt
                | CastOp::PtrToInt
                | CastOp::IntToPtr
                | CastOp::PtrToAddr,
                Class::Int(_),
                Class::Int(tb),
            ) => {
                self.load(&args[0], RAX, Ext::Zero)?;
                self.store(r, RAX, tb);
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], RAX, Ext::Sign)?;
                self.store(r, RAX, tb);
            }
            (CastOp::ZExt | CastOp::SExt, Class::Int(_), Class::Int128) => {
                let ext = if op == CastOp::SExt {
                    Ext::Sign
                } else {
                    Ext::Zero
                };
                self.load(&args[0], RAX, ext)?;
                if op == CastOp::SExt {
                    self.emit("movq %rax, %rdx");
                    self.emit("sarq $63, %rdx");
                } else {
                    self.emit("xorl %edx, %edx");
                }
                self.store128(r, RAX, RDX);
            }
            (CastOp::Trunc, Class::Int128, Class::Int(tb)) => {
                self.load(&args[0], RAX, Ext::Zero)?;
                self.store(r, RAX, tb);
            }
            (CastOp::BitCast, a, b)
                if a == b
                    || matches!((a, b), (Class::Int(x), Class::Float(y)) | (Class::Float(x), Class::Int(y)) if x == y) =>
            {
                let off = self.slot(r);
                self.copy_operand(&args[0], from, off)?;
            }
            _ => {
                return Err(self.unsupported(
                    op.name(),
                    "this conversion is outside the supported integer/pointer subset",
                ))
            }
        }
        Ok(())
    }

    fn gep(
        &mut self,
        source: Type,
        _flags: GepFlags,
        args: &[Operand],
        r: Option<Value>,
    ) -> Result<(), LowerError> {
        let r = r.expect("result");
        if !self.m.types.is_ptr(self.body.dfg.value_type(r)) {
            return Err(self.unsupported("getelementptr", "vector GEPs are not supported"));
        }
        let steps = self.gep_steps(source, &args[1..])?;
        self.load(&args[0], RAX, Ext::Zero)?;
        for step in steps {
            match step {
                GepStep::Field(off) => self.emit(format!("addq ${off}, %rax")),
                GepStep::Const(off) => {
                    self.load_imm(off, RCX);
                    self.emit("addq %rcx, %rax");
                }
                GepStep::Scaled { index, stride } => {
                    self.load(&index, RCX, Ext::Sign)?;
                    self.load_imm(stride, RDX);
                    self.emit("imulq %rdx, %rcx");
                    self.emit("addq %rcx, %rax");
                }
            }
        }
        self.store(r, RAX, 64);
        Ok(())
    }

    /// Expands a template: the placeholders of the x86-64 legend for an access of `bits` bits.
    /// `{order}`/`{failure}` are the C11 numbers of `order` and of its failure ordering (no
    /// release part), for the rows that call libatomic in a loop.
    fn expand(&mut self, row: &Row, bits: u32, order: Ordering) {
        let failure = match order {
            Ordering::AcqRel => Ordering::Acquire,
            Ordering::Release => Ordering::Monotonic,
            o => o,
        };
        let (order, failure) = (
            c_memory_order(order).to_string(),
            c_memory_order(failure).to_string(),
        );
        self.expand_template(
            row,
            &[
                ("{ptr}", RDI.q),
                ("{val}", RCX.sized(bits)),
                ("{res}", RAX.sized(bits)),
                ("{new}", RDX.sized(bits)),
                ("{s}", suffix(bits)),
                ("{fs}", if bits == 32 { "ss" } else { "sd" }),
                ("{fm}", if bits == 32 { "movd" } else { "movq" }),
                ("{order}", &order),
                ("{failure}", &failure),
            ],
        );
    }

    /// Load, store and read-modify-write: `args` is `[ptr]`, `[ptr, value]`.
    fn atomic(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError> {
        let row = self.row(&key, ty)?;
        let class = self.class(ty)?;
        let wide = class == Class::Int128;
        if row.expansion == Expansion::Libcall {
            let name = row.template[0].to_string();
            let order = c_memory_order(key.ordering);
            self.load(&args[0], RDI, Ext::Zero)?;
            match key.op {
                AtomicOp::Load => {
                    self.emit(format!("movl ${order}, %esi"));
                }
                _ => {
                    self.load128(&args[1], RSI, RDX)?;
                    self.emit(format!("movl ${order}, %ecx"));
                }
            }
            self.emit(format!("call {name}@PLT"));
            if let Some(r) = result {
                self.store128(r, RAX, RDX);
            }
            return Ok(());
        }
        self.load(&args[0], RDI, Ext::Zero)?;
        if args.len() > 1 {
            if wide {
                self.load128(&args[1], R8, R9)?;
            } else {
                self.load(&args[1], RCX, Ext::Zero)?;
            }
        }
        let bits = key.width;
        self.expand(row, bits, key.ordering);
        if let Some(r) = result {
            if wide {
                self.store128(r, RAX, RDX);
            } else {
                self.store(r, RAX, bits);
            }
        }
        Ok(())
    }

    /// cmpxchg (and seed 000's `llvm.atomic.cas`): `args` is `[ptr, expected, new]`; `done`
    /// stores the results from the old value's registers (and %r10b, the success flag).
    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        success: Ordering,
        failure: Ordering,
        vty: Type,
        done: impl FnOnce(&mut Self, Gpr, Gpr) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        let row = self.row(&key, vty)?;
        let wide = self.class(vty)? == Class::Int128;
        if row.expansion == Expansion::Libcall {
            // bool __atomic_compare_exchange_16(ptr, expected*, desired, success, failure):
            // the expected value lives in a scratch area below the stack pointer's frame.
            let scratch = self.scratch;
            self.load128(&args[1], RAX, RDX)?;
            self.emit(format!("movq %rax, {scratch}(%rbp)"));
            self.emit(format!("movq %rdx, {}(%rbp)", scratch + 8));
            self.load(&args[0], RDI, Ext::Zero)?;
            self.emit(format!("leaq {scratch}(%rbp), %rsi"));
            self.load128(&args[2], RDX, RCX)?;
            self.emit(format!("movl ${}, %r8d", c_memory_order(success)));
            self.emit(format!("movl ${}, %r9d", c_memory_order(failure)));
            self.emit(format!("call {}@PLT", row.template[0]));
            self.emit("movb %al, %r10b");
            self.emit(format!("movq {scratch}(%rbp), %rax"));
            self.emit(format!("movq {}(%rbp), %rdx", scratch + 8));
            return done(self, RAX, RDX);
        }
        self.load(&args[0], RDI, Ext::Zero)?;
        if wide {
            self.load128(&args[1], RAX, RDX)?;
            self.load128(&args[2], R8, R9)?;
        } else {
            self.load(&args[1], RAX, Ext::Zero)?;
            self.load(&args[2], RDX, Ext::Zero)?;
        }
        self.expand(row, key.width, success);
        done(self, RAX, RDX)
    }

    fn call(
        &mut self,
        info: &crate::ir::instructions::CallInfo,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError> {
        let (ret_ty, param_tys, vararg) = match self.m.types.data(info.fn_ty) {
            TypeData::Function {
                ret,
                params,
                vararg,
            } => (*ret, params.clone(), *vararg),
            _ => return Err(self.err("internal: call without a function type")),
        };
        let _ = ret_ty;
        // Intrinsics and operand bundles were handled by the skeleton.
        let nargs = args.len() - 1;
        let callee = args[0];
        let callee_global = self.callee_global(&callee);
        // Classify the arguments.
        enum Place {
            Int(Gpr),
            Int2(Gpr, Gpr),
            Xmm(&'static str, u32),
            Stack(i64, u32),
        }
        let mut places = Vec::new();
        let (mut ni, mut nf, mut stack) = (0usize, 0usize, 0i64);
        let callee_attrs = callee_global
            .and_then(|g| self.m.function(g))
            .map(|f| f.attrs.clone());
        for k in 0..nargs {
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&args[1 + k]));
            let attr_set = info.attrs.param(k);
            if self.has_attr(attr_set, "byval") {
                return Err(self.unsupported("call", "byval arguments are not supported"));
            }
            let p = match self.class(aty)? {
                Class::Int(_) if ni < 6 => {
                    ni += 1;
                    Place::Int(INT_ARGS[ni - 1])
                }
                Class::Int128 if ni < 5 => {
                    ni += 2;
                    Place::Int2(INT_ARGS[ni - 2], INT_ARGS[ni - 1])
                }
                Class::Float(b) if nf < 8 => {
                    nf += 1;
                    Place::Xmm(FLOAT_ARGS[nf - 1], b)
                }
                Class::Int128 => {
                    stack = (stack + 15) / 16 * 16;
                    stack += 16;
                    Place::Stack(stack - 16, 128)
                }
                Class::Int(_) | Class::Float(_) => {
                    stack += 8;
                    Place::Stack(stack - 8, 64)
                }
                Class::Memory(_) => {
                    return Err(self.unsupported("call", "aggregate arguments are not supported"))
                }
            };
            places.push(p);
        }
        let stack_size = (stack + 15) / 16 * 16;
        if stack_size > 0 {
            self.emit(format!("subq ${stack_size}, %rsp"));
        }
        for (k, p) in places.iter().enumerate() {
            let op = args[1 + k];
            let mut sext = self.has_attr(info.attrs.param(k), "signext");
            if let Some(a) = &callee_attrs {
                sext |= self.has_attr(a.param(k), "signext");
            }
            let ext = if sext { Ext::Sign } else { Ext::Zero };
            match *p {
                Place::Stack(off, 128) => {
                    self.load128(&op, RAX, RDX)?;
                    self.emit(format!("movq %rax, {off}(%rsp)"));
                    self.emit(format!("movq %rdx, {}(%rsp)", off + 8));
                }
                Place::Stack(off, _) => {
                    self.load(&op, RAX, ext)?;
                    self.emit(format!("movq %rax, {off}(%rsp)"));
                }
                _ => {}
            }
        }
        for (k, p) in places.iter().enumerate() {
            if let Place::Xmm(x, b) = *p {
                self.load(&args[1 + k], RAX, Ext::Zero)?;
                let mv = if b == 32 { "movd %eax" } else { "movq %rax" };
                self.emit(format!("{mv}, {x}"));
            }
        }
        // Integer registers last (loading one never clobbers another: constants and slots only).
        for (k, p) in places.iter().enumerate() {
            let op = args[1 + k];
            let mut sext = self.has_attr(info.attrs.param(k), "signext");
            if let Some(a) = &callee_attrs {
                sext |= self.has_attr(a.param(k), "signext");
            }
            let ext = if sext { Ext::Sign } else { Ext::Zero };
            match *p {
                Place::Int(r) => self.load(&op, r, ext)?,
                Place::Int2(lo, hi) => self.load128(&op, lo, hi)?,
                _ => {}
            }
        }
        if vararg {
            self.emit(format!("movl ${nf}, %eax"));
        }
        match callee_global {
            Some(g) => {
                let s = symbol(self.m, g);
                if is_defined(self.m, g) {
                    self.emit(format!("call {s}"));
                } else {
                    self.emit(format!("call {s}@PLT"));
                }
            }
            None => {
                self.load(&callee, R11, Ext::Zero)?;
                self.emit("call *%r11");
            }
        }
        if stack_size > 0 {
            self.emit(format!("addq ${stack_size}, %rsp"));
        }
        if let Some(r) = result {
            match self.class(ty)? {
                Class::Int(b) => self.store(r, RAX, b),
                Class::Int128 => self.store128(r, RAX, RDX),
                Class::Float(b) => {
                    let off = self.slot(r);
                    let mv = if b == 32 { "movss" } else { "movsd" };
                    self.emit(format!("{mv} %xmm0, {off}(%rbp)"));
                }
                Class::Memory(_) => {
                    return Err(
                        self.unsupported("call", "aggregate return values are not supported")
                    )
                }
            }
        }
        Ok(())
    }
}
