//! The RISC-V 64 code generator: whole functions of the integer/pointer subset, every value in
//! a stack slot below the frame pointer s0, GNU assembler text.
//!
//! Owns: frame layout (a slot per SSA value at a negative offset from s0, below the saved ra
//! and s0; a shadow slot per phi written on each incoming edge; areas for static allocas),
//! instruction selection (operands loaded from slots into a0/a1/a2, computed, stored), the
//! LP64/LP64D calling convention (a0..a7, fa0..fa7 with +f/+d; 32-bit values sign-extended
//! whatever their type, narrower ones as `signext`/`zeroext` say), atomic expansion by the rows
//! of `crate::target::riscv64::atomics` (placeholders and the ordering marks substituted;
//! `__atomic_*` calls for the libcall rows), seed 000's `llvm.atomic.*` intrinsics, globals.
//! Anything else is a [`LowerError`] naming the instruction and the target (mul/div without
//! `+m` included). The shape follows `aarch64.rs` instruction by instruction.
//! Must not touch: the target's facts (`crate::target::riscv64`), the IR.

use super::codegen::{self, features_list, is_defined, symbol, Class, Ext, GepStep, Isa};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering, RmwOp};
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::riscv64::{self as tr, load_store, FLOAT_ARGS, INT_ARGS};
use crate::target::triple::Target;
use crate::target::x86_64::c_memory_order;
use std::fmt::Write as _;

const TARGET: &str = "riscv64-linux-gnu";

/// The RISC-V 64 spellings and calling convention for the shared skeleton.
pub(super) struct Riscv64;

type FnCx<'a> = codegen::FnCx<'a, Riscv64>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: tr::int_size_align,
        ptr_size: 8,
    };
    codegen::lower_module::<Riscv64>(m, target, &layout)
}

impl Isa for Riscv64 {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "#";
    type Reg = &'static str;
    const R0: &'static str = "a0";
    const PAIR: (&'static str, &'static str) = ("a0", "a1");
    const TRAP: &'static str = "unimp";
    const FRAME_RESERVED: i64 = 16;

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
        cx.copy_slots(src, dst, size)
    }

    fn load(cx: &mut FnCx, op: &Operand, r: &'static str, ext: Ext) -> Result<(), LowerError> {
        cx.load(op, r, ext)
    }

    fn load_pair(
        cx: &mut FnCx,
        op: &Operand,
        lo: &'static str,
        hi: &'static str,
    ) -> Result<(), LowerError> {
        cx.load128(op, lo, hi)
    }

    fn store_at(cx: &mut FnCx, r: &'static str, bits: u32, off: i64) {
        cx.store_reg(r, bits, off);
    }

    fn store_word(cx: &mut FnCx, r: &'static str, off: i64) {
        cx.mem_op("sd", r, off);
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.mem_op("sd", "zero", off);
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.mem_op("lbu", "a0", src);
        cx.mem_op("sb", "a0", dst);
    }

    /// Conditional branches reach 4 KiB; jumps 1 MiB.
    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.emit("andi a0, a0, 1");
        cx.emit("beqz a0, 1f");
        cx.emit(format!("j {taken}"));
        cx.label("1");
        cx.emit(format!("j {not_taken}"));
    }

    /// Conditional branches reach 4 KiB, jumps 1 MiB: the case jumps over its jump.
    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.emit(format!("li a1, {value}"));
        cx.emit("bne a0, a1, 1f");
        cx.emit(format!("j {label}"));
        cx.label("1");
    }

    fn jump(cx: &mut FnCx, label: &str) {
        cx.emit(format!("j {label}"));
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
        cx.cmpxchg(key, args, seq, seq, vty, |cx| {
            if let Some(r) = result {
                match cx.class(vty)? {
                    Class::Int128 => cx.store128(r, "a0", "a1"),
                    Class::Int(b) => cx.store(r, "a2", b),
                    _ => {}
                }
            }
            Ok(())
        })
    }
}

impl FnCx<'_> {
    /// The frame (ra and s0 saved, s0 the frame pointer) and the LP64(D) incoming arguments.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        let frame = (self.frame + 15) / 16 * 16 - 16;
        let _ = writeln!(self.out, "\t.p2align\t2");
        let _ = writeln!(self.out, "\t.type\t{name},@function");
        self.label(name);
        self.emit("addi sp, sp, -16");
        self.emit("sd ra, 8(sp)");
        self.emit("sd s0, 0(sp)");
        self.emit("addi s0, sp, 16");
        self.emit(format!("li t0, {frame}"));
        self.emit("sub sp, sp, t0");
        let hard_float = |bits: u32| {
            (bits == 32 && self.target.has("f")) || (bits == 64 && self.target.has("d"))
        };
        let (mut ni, mut nf, mut stack) = (0usize, 0usize, 0i64);
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
                Class::Float(bits) if hard_float(bits) && nf < 8 => {
                    let op = if bits == 32 { "fsw" } else { "fsd" };
                    self.mem_op(op, FLOAT_ARGS[nf], off);
                    nf += 1;
                }
                Class::Int(_) | Class::Float(_) => {
                    if ni < 8 {
                        self.mem_op("sd", INT_ARGS[ni], off);
                        ni += 1;
                    } else {
                        self.mem_op("ld", "t5", stack);
                        self.mem_op("sd", "t5", off);
                        stack += 8;
                    }
                }
                Class::Int128 => {
                    for k in 0..2 {
                        if ni < 8 {
                            self.mem_op("sd", INT_ARGS[ni], off + 8 * k);
                            ni += 1;
                        } else {
                            self.mem_op("ld", "t5", stack);
                            self.mem_op("sd", "t5", off + 8 * k);
                            stack += 8;
                        }
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

    /// A load or store at s0+off (12-bit offsets directly, farther ones through t6).
    fn mem_op(&mut self, op: &str, regname: &str, off: i64) {
        if off >= -2048 {
            self.emit(format!("{op} {regname}, {off}(s0)"));
        } else {
            self.emit(format!("li t6, {off}"));
            self.emit("add t6, s0, t6");
            self.emit(format!("{op} {regname}, 0(t6)"));
        }
    }

    fn frame_addr(&mut self, r: &str, off: i64) {
        if off >= -2048 {
            self.emit(format!("addi {r}, s0, {off}"));
        } else {
            self.emit(format!("li {r}, {off}"));
            self.emit(format!("add {r}, s0, {r}"));
        }
    }

    fn store_reg(&mut self, r: &str, bits: u32, off: i64) {
        let (_, st) = load_store(bits);
        self.mem_op(st, r, off);
    }

    /// Loads a scalar into register `r`, widened to 64 bits.
    fn load(&mut self, op: &Operand, r: &str, ext: Ext) -> Result<(), LowerError> {
        match op {
            Operand::Value(v) => {
                let ty = self.body.dfg.value_type(*v);
                let bits = match self.class(ty)? {
                    Class::Int(b) | Class::Float(b) => b,
                    Class::Int128 => 64,
                    Class::Memory(_) => {
                        return Err(self.err("internal: scalar load of an aggregate"))
                    }
                };
                let off = self.slot(*v);
                match (bits, ext) {
                    (1, Ext::Sign) => {
                        self.mem_op("lbu", r, off);
                        self.emit(format!("neg {r}, {r}"));
                    }
                    (1 | 8, Ext::Zero) => self.mem_op("lbu", r, off),
                    (8, Ext::Sign) => self.mem_op("lb", r, off),
                    (16, Ext::Zero) => self.mem_op("lhu", r, off),
                    (16, Ext::Sign) => self.mem_op("lh", r, off),
                    (32, Ext::Zero) => self.mem_op("lwu", r, off),
                    (32, Ext::Sign) => self.mem_op("lw", r, off),
                    _ => self.mem_op("ld", r, off),
                }
                Ok(())
            }
            Operand::Const(c) => {
                let c = *c;
                let ty = self.m.constants.ty(c);
                match self.m.constants.data(c).clone() {
                    ConstantData::Int { value, .. } => {
                        let bits = self.m.types.int_bits(ty).unwrap_or(64);
                        let v = if bits >= 64 || ext == Ext::Zero {
                            value.low_u64() as i64
                        } else {
                            value.as_i128().unwrap_or(0) as i64
                        };
                        self.emit(format!("li {r}, {v}"));
                    }
                    ConstantData::Float { bits, .. } => self.emit(format!("li {r}, {}", bits as u64 as i64)),
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.emit(format!("li {r}, 0")),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        if is_defined(self.m, global) {
                            self.emit(format!("lla {r}, {s}"));
                        } else {
                            self.emit(format!("lga {r}, {s}"));
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

    fn load128(&mut self, op: &Operand, lo: &str, hi: &str) -> Result<(), LowerError> {
        match op {
            Operand::Value(v) => {
                let off = self.slot(*v);
                self.mem_op("ld", lo, off);
                self.mem_op("ld", hi, off + 8);
            }
            Operand::Const(c) => match self.m.constants.data(*c).clone() {
                ConstantData::Int { value, .. } => {
                    self.emit(format!("li {lo}, {}", value.low_u64() as i64));
                    self.emit(format!(
                        "li {hi}, {}",
                        value.words.get(1).copied().unwrap_or(0) as i64
                    ));
                }
                _ => {
                    self.emit(format!("li {lo}, 0"));
                    self.emit(format!("li {hi}, 0"));
                }
            },
            _ => return Err(self.err("internal: operand is not a value")),
        }
        Ok(())
    }

    fn store(&mut self, v: Value, r: &str, bits: u32) {
        let off = self.slot(v);
        if bits == 1 {
            self.emit(format!("andi {r}, {r}, 1"));
        }
        self.store_reg(r, bits, off);
    }

    fn store128(&mut self, v: Value, lo: &str, hi: &str) {
        let off = self.slot(v);
        self.mem_op("sd", lo, off);
        self.mem_op("sd", hi, off + 8);
    }

    fn copy_slots(&mut self, src: i64, dst: i64, size: i64) {
        let mut k = 0;
        while k < size {
            self.mem_op("ld", "t5", src + k);
            self.mem_op("sd", "t5", dst + k);
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
                let signed = matches!(
                    pred,
                    IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
                );
                let oty = self.op_type(&args[0]);
                if !matches!(self.class(oty)?, Class::Int(_)) {
                    return Err(
                        self.unsupported("icmp", "only integers and pointers up to 64 bits")
                    );
                }
                let ext = if signed { Ext::Sign } else { Ext::Zero };
                self.load(&args[0], "a0", ext)?;
                self.load(&args[1], "a1", ext)?;
                let slt = if signed { "slt" } else { "sltu" };
                match pred {
                    IntPredicate::Eq => {
                        self.emit("xor a0, a0, a1");
                        self.emit("seqz a0, a0");
                    }
                    IntPredicate::Ne => {
                        self.emit("xor a0, a0, a1");
                        self.emit("snez a0, a0");
                    }
                    IntPredicate::Ult | IntPredicate::Slt => self.emit(format!("{slt} a0, a0, a1")),
                    IntPredicate::Ugt | IntPredicate::Sgt => self.emit(format!("{slt} a0, a1, a0")),
                    IntPredicate::Uge | IntPredicate::Sge => {
                        self.emit(format!("{slt} a0, a0, a1"));
                        self.emit("xori a0, a0, 1");
                    }
                    IntPredicate::Ule | IntPredicate::Sle => {
                        self.emit(format!("{slt} a0, a1, a0"));
                        self.emit("xori a0, a0, 1");
                    }
                }
                self.store(result.expect("result"), "a0", 8);
                Ok(())
            }
            InstKind::Select { .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "t3", Ext::Zero)?;
                self.emit("andi t3, t3, 1");
                self.emit("beqz t3, 1f");
                self.copy_operand(&args[1], ty, off)?;
                self.emit("j 2f");
                self.label("1");
                self.copy_operand(&args[2], ty, off)?;
                self.label("2");
                Ok(())
            }
            InstKind::Cast { op, .. } => self.cast(op, &args, result.expect("result"), ty),
            InstKind::Alloca { allocated, .. } => {
                let r = result.expect("result");
                if let Some(&area) = self.alloca_areas.get(&i) {
                    self.frame_addr("a0", area);
                } else {
                    let (sz, _) = self.layout.size_align(allocated).ok_or_else(|| {
                        self.unsupported("alloca", "the allocated type has no known size")
                    })?;
                    self.load(&args[0], "a0", Ext::Zero)?;
                    // Multiply by shifts and adds would need +m otherwise; the size is a constant.
                    self.emit(format!("li a1, {sz}"));
                    self.mul("a0", "a0", "a1")?;
                    self.emit("addi a0, a0, 15");
                    self.emit("andi a0, a0, -16");
                    self.emit("sub sp, sp, a0");
                    self.emit("mv a0, sp");
                }
                self.store(r, "a0", 64);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "a1", Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        let (ld, _) = load_store(bits);
                        self.emit(format!("{ld} a0, 0(a1)"));
                        self.store(r, "a0", bits.max(8));
                    }
                    Class::Int128 => {
                        self.emit("ld a0, 0(a1)");
                        self.emit("ld a2, 8(a1)");
                        self.store128(r, "a0", "a2");
                    }
                    Class::Memory(s) => {
                        for k in 0..s as i64 {
                            self.emit(format!("lbu a0, {k}(a1)"));
                            self.mem_op("sb", "a0", off + k);
                        }
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        self.load(&args[0], "a0", Ext::Zero)?;
                        self.load(&args[1], "a1", Ext::Zero)?;
                        let (_, st) = load_store(bits);
                        self.emit(format!("{st} a0, 0(a1)"));
                    }
                    Class::Int128 => {
                        self.load128(&args[0], "a0", "a2")?;
                        self.load(&args[1], "a1", Ext::Zero)?;
                        self.emit("sd a0, 0(a1)");
                        self.emit("sd a2, 8(a1)");
                    }
                    Class::Memory(s) => {
                        let Operand::Value(v) = args[0] else {
                            return Err(self.unsupported(
                                "store",
                                "storing an aggregate constant is not supported",
                            ));
                        };
                        let src = self.slot(v);
                        self.load(&args[1], "a1", Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.mem_op("lbu", "a0", src + k);
                            self.emit(format!("sb a0, {k}(a1)"));
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
                let r = result.expect("result");
                self.cmpxchg(key, &args, success, failure, vty, |cx| {
                    let off = cx.slot(r);
                    let flag = cx.layout.field_offset(ty, 1).unwrap_or(8) as i64;
                    match cx.class(vty)? {
                        Class::Int128 => {
                            cx.mem_op("sd", "a0", off);
                            cx.mem_op("sd", "a1", off + 8);
                        }
                        Class::Int(bits) | Class::Float(bits) => cx.store_reg("a2", bits, off),
                        Class::Memory(_) => {}
                    }
                    cx.mem_op("sb", "t4", off + flag);
                    Ok(())
                })
            }
            InstKind::Gep { source, .. } => self.gep(source, &args, result),
            InstKind::Call { info, .. } => self.call(&info, &args, result, ty),
            InstKind::Ret => {
                if let Some(op) = args.first() {
                    let f = self.m.function(self.g).expect("function");
                    let sext = self.has_attr(f.attrs.ret, "signext");
                    match self.class(ret_ty)? {
                        Class::Int(bits) => {
                            let e = if tr::abi_sign_extends(bits, sext) {
                                Ext::Sign
                            } else {
                                Ext::Zero
                            };
                            self.load(op, "a0", e)?
                        }
                        Class::Int128 => self.load128(op, "a0", "a1")?,
                        Class::Float(bits) => {
                            self.load(op, "a0", Ext::Zero)?;
                            if bits == 32 && self.target.has("f") {
                                self.emit("fmv.w.x fa0, a0");
                            } else if bits == 64 && self.target.has("d") {
                                self.emit("fmv.d.x fa0, a0");
                            }
                        }
                        Class::Memory(_) => {
                            return Err(
                                self.unsupported("ret", "returning an aggregate is not supported")
                            )
                        }
                    }
                }
                self.emit("addi sp, s0, -16");
                self.emit("ld ra, 8(sp)");
                self.emit("ld s0, 0(sp)");
                self.emit("addi sp, sp, 16");
                self.emit("ret");
                Ok(())
            }
            other => Err(self.unsupported(
                other.opcode_name(),
                "the instruction is outside the supported integer/pointer subset",
            )),
        }
    }

    fn mul(&mut self, d: &str, a: &str, b: &str) -> Result<(), LowerError> {
        if !self.target.has("m") {
            return Err(self.unsupported("mul", "multiplication needs -mattr=+m"));
        }
        self.emit(format!("mul {d}, {a}, {b}"));
        Ok(())
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
        if matches!(
            op,
            BinaryOp::Mul | BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem
        ) && !self.target.has("m")
        {
            return Err(self.unsupported(op.name(), "multiplication and division need -mattr=+m"));
        }
        let ext = if matches!(op, BinaryOp::SDiv | BinaryOp::SRem | BinaryOp::AShr) {
            Ext::Sign
        } else {
            Ext::Zero
        };
        self.load(&args[0], "a0", ext)?;
        self.load(&args[1], "a1", ext)?;
        let m = match op {
            BinaryOp::Add => "add",
            BinaryOp::Sub => "sub",
            BinaryOp::Mul => "mul",
            BinaryOp::And => "and",
            BinaryOp::Or => "or",
            BinaryOp::Xor => "xor",
            BinaryOp::Shl => "sll",
            BinaryOp::LShr => "srl",
            BinaryOp::AShr => "sra",
            BinaryOp::UDiv => "divu",
            BinaryOp::SDiv => "div",
            BinaryOp::URem => "remu",
            BinaryOp::SRem => "rem",
            _ => unreachable!("float ops handled above"),
        };
        self.emit(format!("{m} a0, a0, a1"));
        self.store(r, "a0", bits);
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
                self.load(&args[0], "a0", Ext::Zero)?;
                self.store(r, "a0", tb);
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], "a0", Ext::Sign)?;
                self.store(r, "a0", tb);
            }
            (CastOp::ZExt | CastOp::SExt, Class::Int(_), Class::Int128) => {
                let sext = op == CastOp::SExt;
                self.load(&args[0], "a0", if sext { Ext::Sign } else { Ext::Zero })?;
                self.emit(if sext { "srai a1, a0, 63" } else { "li a1, 0" });
                self.store128(r, "a0", "a1");
            }
            (CastOp::Trunc, Class::Int128, Class::Int(tb)) => {
                self.load(&args[0], "a0", Ext::Zero)?;
                self.store(r, "a0", tb);
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

    fn gep(&mut self, source: Type, args: &[Operand], r: Option<Value>) -> Result<(), LowerError> {
        let r = r.expect("result");
        if !self.m.types.is_ptr(self.body.dfg.value_type(r)) {
            return Err(self.unsupported("getelementptr", "vector GEPs are not supported"));
        }
        let steps = self.gep_steps(source, &args[1..])?;
        self.load(&args[0], "a0", Ext::Zero)?;
        for step in steps {
            match step {
                GepStep::Field(off) | GepStep::Const(off) => {
                    self.emit(format!("li a1, {off}"));
                    self.emit("add a0, a0, a1");
                }
                GepStep::Scaled { index, stride } => {
                    self.load(&index, "a1", Ext::Sign)?;
                    if stride.count_ones() == 1 {
                        self.emit(format!("slli a1, a1, {}", stride.trailing_zeros()));
                    } else {
                        self.emit(format!("li a2, {stride}"));
                        self.mul("a1", "a1", "a2")?;
                    }
                    self.emit("add a0, a0, a1");
                }
            }
        }
        self.store(r, "a0", 64);
        Ok(())
    }

    /// Expands a template with the RISC-V legend for an access of `bits` bits.
    fn expand(&mut self, row: &Row, bits: u32, ordering: Ordering) {
        let (a, l, al) = self.target.desc.atomics.marks_for(ordering);
        let (ls, ss) = load_store(bits);
        let wide = bits > 32;
        self.expand_template(
            row,
            &[
                ("{ptr}", "a0"),
                ("{val}", "a1"),
                ("{res}", "a2"),
                ("{new}", "a3"),
                ("{t}", "a4"),
                ("{w}", if wide { "d" } else { "w" }),
                ("{ls}", ls),
                ("{ss}", ss),
                ("{m}", if bits <= 8 { "255" } else { "65535" }),
                ("{hs}", if bits <= 8 { "56" } else { "48" }),
                ("{fw}", if wide { "d" } else { "s" }),
                ("{fx}", if wide { "d" } else { "w" }),
                ("{al}", al),
                ("{a}", a),
                ("{l}", l),
            ],
        );
    }

    /// Loads an atomic operand: 32-bit values sign-extended (as lr.w and amo*.w leave them),
    /// narrower ones zero-extended.
    fn load_atomic_operand(&mut self, op: &Operand, r: &str, bits: u32) -> Result<(), LowerError> {
        self.load(op, r, if bits == 32 { Ext::Sign } else { Ext::Zero })
    }

    fn libcall_name(row: &Row, bits: u32) -> String {
        row.template[0].replace("{n}", &(bits / 8).to_string())
    }

    fn atomic(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError> {
        let row = self.row(&key, ty)?;
        let bits = key.width;
        if row.expansion == Expansion::Libcall {
            let order = c_memory_order(key.ordering);
            self.load(&args[0], "a0", Ext::Zero)?;
            let order_reg = match (key.op, bits) {
                (AtomicOp::Load, _) => "a1",
                (_, 128) => {
                    self.load128(&args[1], "a1", "a2")?;
                    "a3"
                }
                _ => {
                    self.load_atomic_operand(&args[1], "a1", bits)?;
                    "a2"
                }
            };
            self.emit(format!("li {order_reg}, {order}"));
            self.emit(format!("call {}", Self::libcall_name(row, bits)));
            if let Some(r) = result {
                if bits == 128 {
                    self.store128(r, "a0", "a1");
                } else {
                    self.store(r, "a0", bits);
                }
            }
            return Ok(());
        }
        if row.expansion == Expansion::CmpXchgLoop {
            return self.libcall_cas_loop(row, key, args, result);
        }
        self.load(&args[0], "a0", Ext::Zero)?;
        if args.len() > 1 {
            self.load_atomic_operand(&args[1], "a1", bits)?;
        }
        self.expand(row, bits, key.ordering);
        if let Some(r) = result {
            self.store(r, "a2", bits);
        }
        Ok(())
    }

    /// A read-modify-write without +a that libatomic has no function for: the value seen is
    /// kept in the scratch slot; each round computes the new value with the row's template and
    /// calls `__atomic_compare_exchange_{n}`, which refreshes the value seen on failure.
    fn libcall_cas_loop(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let bits = key.width;
        if bits == 128 {
            return self.libcall_cas_loop128(row, key, args, result);
        }
        let n = bits / 8;
        let signed = matches!(key.op, AtomicOp::Rmw(RmwOp::Max | RmwOp::Min));
        let ext = if bits == 32 || signed {
            Ext::Sign
        } else {
            Ext::Zero
        };
        let scratch = self.scratch;
        self.load(&args[0], "a0", Ext::Zero)?;
        self.emit("li a1, 0");
        self.emit(format!("call __atomic_load_{n}"));
        self.mem_op("sd", "a0", scratch);
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&again);
        let seen = match (bits, ext) {
            (8, Ext::Sign) => "lb",
            (8, Ext::Zero) => "lbu",
            (16, Ext::Sign) => "lh",
            (16, Ext::Zero) => "lhu",
            (32, _) => "lw",
            _ => "ld",
        };
        self.mem_op(seen, "a2", scratch);
        self.load(&args[1], "a1", ext)?;
        self.expand(row, bits, key.ordering);
        // The desired value is passed as the C type of its width: i8/i16 zero-extended (libatomic
        // stores the register through a mask it does not apply to the argument), i32
        // sign-extended as the psABI wants.
        match bits {
            8 => self.emit("andi a2, a3, 255"),
            16 => {
                self.emit("slli a2, a3, 48");
                self.emit("srli a2, a2, 48");
            }
            32 => self.emit("addiw a2, a3, 0"),
            _ => self.emit("mv a2, a3"),
        }
        self.load(&args[0], "a0", Ext::Zero)?;
        self.frame_addr("a1", scratch);
        let order = c_memory_order(key.ordering);
        let failure = c_memory_order(match key.ordering {
            Ordering::AcqRel => Ordering::Acquire,
            Ordering::Release => Ordering::Monotonic,
            o => o,
        });
        self.emit(format!("li a3, {order}"));
        self.emit(format!("li a4, {failure}"));
        self.emit(format!("call __atomic_compare_exchange_{n}"));
        self.emit("bnez a0, 1f");
        self.emit(format!("j {again}"));
        self.label("1");
        if let Some(r) = result {
            self.mem_op(seen, "a2", scratch);
            self.store(r, "a2", bits);
        }
        Ok(())
    }

    /// The i128 form of [`Self::libcall_cas_loop`], as LLVM 22 lowers it: a plain initial load
    /// (a torn first read only costs a failed round), the value seen in the 16-byte scratch
    /// area, the template's new value in a3:a2 passed by value to `__atomic_compare_exchange_16`.
    fn libcall_cas_loop128(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let scratch = self.scratch;
        self.load(&args[0], "a0", Ext::Zero)?;
        self.emit("ld a4, 0(a0)");
        self.emit("ld a5, 8(a0)");
        self.mem_op("sd", "a4", scratch);
        self.mem_op("sd", "a5", scratch + 8);
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&again);
        self.mem_op("ld", "a4", scratch);
        self.mem_op("ld", "a5", scratch + 8);
        self.load128(&args[1], "a6", "a7")?;
        self.expand(row, 128, key.ordering);
        self.load(&args[0], "a0", Ext::Zero)?;
        self.frame_addr("a1", scratch);
        let order = c_memory_order(key.ordering);
        let failure = c_memory_order(match key.ordering {
            Ordering::AcqRel => Ordering::Acquire,
            Ordering::Release => Ordering::Monotonic,
            o => o,
        });
        self.emit(format!("li a4, {order}"));
        self.emit(format!("li a5, {failure}"));
        self.emit("call __atomic_compare_exchange_16");
        self.emit("bnez a0, 1f");
        self.emit(format!("j {again}"));
        self.label("1");
        if let Some(r) = result {
            self.mem_op("ld", "a0", scratch);
            self.mem_op("ld", "a1", scratch + 8);
            self.store128(r, "a0", "a1");
        }
        Ok(())
    }

    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        success: Ordering,
        failure: Ordering,
        vty: Type,
        done: impl FnOnce(&mut Self) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        let row = self.row(&key, vty)?;
        let bits = key.width;
        if row.expansion == Expansion::Libcall {
            // bool __atomic_compare_exchange_N(ptr, expected*, desired, success, failure)
            let scratch = self.scratch;
            if bits == 128 {
                self.load128(&args[1], "a0", "a1")?;
                self.mem_op("sd", "a0", scratch);
                self.mem_op("sd", "a1", scratch + 8);
            } else {
                self.load(&args[1], "a0", Ext::Zero)?;
                self.mem_op("sd", "a0", scratch);
            }
            self.load(&args[0], "a0", Ext::Zero)?;
            self.frame_addr("a1", scratch);
            let (s, f) = if bits == 128 {
                self.load128(&args[2], "a2", "a3")?;
                ("a4", "a5")
            } else {
                self.load_atomic_operand(&args[2], "a2", bits)?;
                ("a3", "a4")
            };
            self.emit(format!("li {s}, {}", c_memory_order(success)));
            self.emit(format!("li {f}, {}", c_memory_order(failure)));
            self.emit(format!("call {}", Self::libcall_name(row, bits)));
            self.emit("andi t4, a0, 1");
            if bits == 128 {
                self.mem_op("ld", "a0", scratch);
                self.mem_op("ld", "a1", scratch + 8);
            } else {
                self.mem_op("ld", "a2", scratch);
            }
            return done(self);
        }
        self.load(&args[0], "a0", Ext::Zero)?;
        self.load_atomic_operand(&args[1], "a1", bits)?;
        self.load_atomic_operand(&args[2], "a3", bits)?;
        self.expand(row, bits, key.ordering);
        done(self)
    }

    fn call(
        &mut self,
        info: &crate::ir::instructions::CallInfo,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError> {
        let param_tys = match self.m.types.data(info.fn_ty) {
            TypeData::Function { params, .. } => params.clone(),
            _ => return Err(self.err("internal: call without a function type")),
        };
        // Intrinsics and operand bundles were handled by the skeleton.
        let nargs = args.len() - 1;
        let callee = args[0];
        let callee_global = self.callee_global(&callee);
        #[derive(Clone, Copy)]
        enum Place {
            Int(usize),
            Fp(usize, u32),
            Stack(i64),
        }
        // Each argument is one or two XLEN pieces (i128); a piece goes to the next a-register or
        // the stack.
        let mut places: Vec<Vec<Place>> = Vec::new();
        let (mut ni, mut nf, mut stack) = (0usize, 0usize, 0i64);
        for k in 0..nargs {
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&args[1 + k]));
            if self.has_attr(info.attrs.param(k), "byval") {
                return Err(self.unsupported("call", "byval arguments are not supported"));
            }
            let class = self.class(aty)?;
            let hard = matches!(class, Class::Float(32)) && self.target.has("f")
                || matches!(class, Class::Float(64)) && self.target.has("d");
            let pieces = match class {
                Class::Int128 => 2,
                Class::Memory(_) => {
                    return Err(self.unsupported("call", "aggregate arguments are not supported"))
                }
                _ => 1,
            };
            let mut ps = Vec::new();
            if hard && nf < 8 {
                let Class::Float(b) = class else {
                    unreachable!()
                };
                ps.push(Place::Fp(nf, b));
                nf += 1;
            } else {
                for _ in 0..pieces {
                    if ni < 8 {
                        ps.push(Place::Int(ni));
                        ni += 1;
                    } else {
                        ps.push(Place::Stack(stack));
                        stack += 8;
                    }
                }
            }
            places.push(ps);
        }
        let stack_size = (stack + 15) / 16 * 16;
        if stack_size > 0 {
            self.emit(format!("addi sp, sp, -{stack_size}"));
        }
        let sext_of = |cx: &Self, k: usize| {
            let mut sext = cx.has_attr(info.attrs.param(k), "signext");
            if let Some(f) = callee_global.and_then(|g| cx.m.function(g)) {
                sext |= cx.has_attr(f.attrs.param(k), "signext");
            }
            sext
        };
        // Stack pieces and float registers first (through t5), then the a-registers.
        for pass in 0..2 {
            for (k, ps) in places.iter().enumerate() {
                let op = args[1 + k];
                let aty = param_tys
                    .get(k)
                    .copied()
                    .unwrap_or_else(|| self.op_type(&op));
                let bits = match self.class(aty)? {
                    Class::Int(b) | Class::Float(b) => b,
                    _ => 128,
                };
                let ext = if tr::abi_sign_extends(bits, sext_of(self, k)) {
                    Ext::Sign
                } else {
                    Ext::Zero
                };
                for (piece, p) in ps.iter().enumerate() {
                    match (*p, pass) {
                        (Place::Stack(off), 0) => {
                            if bits == 128 {
                                self.load128(&op, "t5", "t6")?;
                                let r = if piece == 0 { "t5" } else { "t6" };
                                self.emit(format!("sd {r}, {off}(sp)"));
                            } else {
                                self.load(&op, "t5", ext)?;
                                self.emit(format!("sd t5, {off}(sp)"));
                            }
                        }
                        (Place::Fp(n, b), 0) => {
                            self.load(&op, "t5", Ext::Zero)?;
                            let mv = if b == 32 { "fmv.w.x" } else { "fmv.d.x" };
                            self.emit(format!("{mv} {}, t5", FLOAT_ARGS[n]));
                        }
                        (Place::Int(n), 1) => {
                            if bits == 128 {
                                self.load128(&op, "t5", "t6")?;
                                let r = if piece == 0 { "t5" } else { "t6" };
                                self.emit(format!("mv {}, {r}", INT_ARGS[n]));
                            } else {
                                self.load(&op, INT_ARGS[n], ext)?;
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        match callee_global {
            Some(g) => {
                let s = symbol(self.m, g);
                self.emit(format!("call {s}"));
            }
            None => {
                self.load(&callee, "t5", Ext::Zero)?;
                self.emit("jalr t5");
            }
        }
        if stack_size > 0 {
            self.emit(format!("addi sp, sp, {stack_size}"));
        }
        if let Some(r) = result {
            match self.class(ty)? {
                Class::Int(b) => self.store(r, "a0", b),
                Class::Int128 => self.store128(r, "a0", "a1"),
                Class::Float(b) => {
                    let off = self.slot(r);
                    if b == 32 && self.target.has("f") {
                        self.mem_op("fsw", "fa0", off);
                    } else if b == 64 && self.target.has("d") {
                        self.mem_op("fsd", "fa0", off);
                    } else {
                        self.mem_op("sd", "a0", off);
                    }
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
