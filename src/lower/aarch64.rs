//! The AArch64 code generator: whole functions of the integer/pointer subset, every value in a
//! stack slot below the frame pointer x29, GNU assembler text.
//!
//! Owns: frame layout (a slot per SSA value at a negative offset from x29, a shadow slot per
//! phi written on each incoming edge, areas for static allocas), instruction selection (each
//! instruction loads its operands from slots into x0/x1/x2, computes, stores the result), the
//! AAPCS64 calling convention at entry, calls and returns (narrow values extended as
//! `signext`/`zeroext` say, zero-extended otherwise; i128 in an even register pair), atomic
//! expansion by the rows of `crate::target::aarch64::atomics` (registers loaded as the table's
//! legend says, placeholders and the ordering marks `{a}`/`{l}` substituted), seed 000's
//! `llvm.atomic.*` intrinsics, and global variables. Anything else is a [`LowerError`] naming
//! the instruction and the target. The shape follows `x86_64.rs` instruction by instruction.
//! Must not touch: the target's facts (`crate::target::aarch64`), the IR.

use super::codegen::{self, is_defined, symbol, Class, Ext, GepStep, Isa};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering};
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::aarch64::{self as ta, reg, size_suffix};
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::triple::Target;
use crate::target::x86_64::c_memory_order;
use std::fmt::Write as _;

const TARGET: &str = "aarch64-linux-gnu";

/// The AArch64 spellings and calling convention for the shared skeleton.
pub(super) struct Aarch64;

type FnCx<'a> = codegen::FnCx<'a, Aarch64>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: ta::int_size_align,
        ptr_size: 8,
    };
    codegen::lower_module::<Aarch64>(m, target, &layout)
}

impl Isa for Aarch64 {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "//";
    type Reg = u32;
    const R0: u32 = 0;
    const PAIR: (u32, u32) = (0, 1);
    const TRAP: &'static str = "brk #1";
    const FRAME_RESERVED: i64 = 0;

    /// The assembler needs the architecture extensions the instructions use.
    fn preamble(target: &Target, out: &mut String) {
        let _ = writeln!(out, "\t.arch\tarmv8-a");
        for f in &target.features {
            let _ = writeln!(out, "\t.arch_extension\t{f}");
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

    fn load(cx: &mut FnCx, op: &Operand, r: u32, ext: Ext) -> Result<(), LowerError> {
        cx.load(op, r, ext)
    }

    fn load_pair(cx: &mut FnCx, op: &Operand, lo: u32, hi: u32) -> Result<(), LowerError> {
        cx.load128(op, lo, hi)
    }

    fn store_at(cx: &mut FnCx, r: u32, bits: u32, off: i64) {
        cx.store_reg(r, bits, off);
    }

    fn store_word(cx: &mut FnCx, r: u32, off: i64) {
        cx.mem_op("str", &format!("x{r}"), off);
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.mem_op("str", "xzr", off);
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.mem_op("ldrb", "w0", src);
        cx.mem_op("strb", "w0", dst);
    }

    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.emit("tst w0, #1");
        cx.emit(format!("b.ne {taken}"));
        cx.emit(format!("b {not_taken}"));
    }

    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.mov_imm(1, value);
        cx.emit("cmp x0, x1");
        cx.emit(format!("b.eq {label}"));
    }

    fn jump(cx: &mut FnCx, label: &str) {
        cx.emit(format!("b {label}"));
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
                    Class::Int128 => cx.store128(r, 0, 1),
                    Class::Int(b) => cx.store(r, 11, b),
                    _ => {}
                }
            }
            Ok(())
        })
    }
}

impl FnCx<'_> {
    /// Loads or stores at x29+off: `ldur`-style forms reach -256; farther slots go through x17.
    fn mem_op(&mut self, op: &str, regname: &str, off: i64) {
        if off >= -256 {
            self.emit(format!(
                "{} {regname}, [x29, #{off}]",
                op.replacen("ldr", "ldur", 1).replacen("str", "stur", 1)
            ));
        } else {
            self.mov_imm(17, -off);
            self.emit("sub x17, x29, x17");
            self.emit(format!("{op} {regname}, [x17]"));
        }
    }

    /// The address x29+off into register `n`.
    fn frame_addr(&mut self, n: u32, off: i64) {
        if -off < 4096 {
            self.emit(format!("sub x{n}, x29, #{}", -off));
        } else {
            self.mov_imm(n, -off);
            self.emit(format!("sub x{n}, x29, x{n}"));
        }
    }

    fn mov_imm(&mut self, n: u32, v: i64) {
        let u = v as u64;
        if u == 0 {
            self.emit(format!("mov x{n}, xzr"));
            return;
        }
        let mut first = true;
        for k in 0..4 {
            let part = (u >> (16 * k)) & 0xffff;
            if part == 0 {
                continue;
            }
            if first {
                self.emit(format!("movz x{n}, #{part}, lsl #{}", 16 * k));
                first = false;
            } else {
                self.emit(format!("movk x{n}, #{part}, lsl #{}", 16 * k));
            }
        }
    }

    /// The frame (x29/x30 saved, x29 the frame pointer) and the AAPCS64 incoming arguments.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        let frame = (self.frame + 15) / 16 * 16;
        let _ = writeln!(self.out, "\t.p2align\t2");
        let _ = writeln!(self.out, "\t.type\t{name},%function");
        self.label(name);
        self.emit("stp x29, x30, [sp, #-16]!");
        self.emit("mov x29, sp");
        if frame < 4096 {
            self.emit(format!("sub sp, sp, #{frame}"));
        } else {
            self.mov_imm(16, frame);
            self.emit("sub sp, sp, x16");
        }
        // AAPCS64: integers in x0..x7 (i128 in an even pair), float/double in v0..v7, the rest
        // on the stack from [x29, #16] in 8-byte units (i128 16-aligned).
        let (mut ni, mut nf, mut stack) = (0u32, 0u32, 16i64);
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
                    if ni < ta::INT_ARGS {
                        self.store_reg(ni, bits, off);
                        ni += 1;
                    } else {
                        self.mem_op("ldr", "x16", stack);
                        self.mem_op("str", "x16", off);
                        stack += 8;
                    }
                }
                Class::Int128 => {
                    ni += ni % 2;
                    if ni + 1 < ta::INT_ARGS {
                        self.mem_op("str", &format!("x{ni}"), off);
                        self.mem_op("str", &format!("x{}", ni + 1), off + 8);
                        ni += 2;
                    } else {
                        ni = ta::INT_ARGS;
                        stack = (stack + 15) / 16 * 16;
                        for k in 0..2 {
                            self.mem_op("ldr", "x16", stack + 8 * k);
                            self.mem_op("str", "x16", off + 8 * k);
                        }
                        stack += 16;
                    }
                }
                Class::Float(bits) => {
                    if nf < ta::FLOAT_ARGS {
                        let r = if bits == 32 { format!("s{nf}") } else { format!("d{nf}") };
                        self.mem_op("str", &r, off);
                        nf += 1;
                    } else {
                        self.mem_op("ldr", "x16", stack);
                        self.mem_op("str", "x16", off);
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

    /// Stores the low `bits` of register `n` at x29+off.
    fn store_reg(&mut self, n: u32, bits: u32, off: i64) {
        let (op, r) = match bits {
            0..=8 => ("strb", format!("w{n}")),
            9..=16 => ("strh", format!("w{n}")),
            17..=32 => ("str", format!("w{n}")),
            _ => ("str", format!("x{n}")),
        };
        self.mem_op(op, &r, off);
    }

    /// Loads a scalar into x{n}, widened to 64 bits.
    fn load(&mut self, op: &Operand, n: u32, ext: Ext) -> Result<(), LowerError> {
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
                        self.mem_op("ldrb", &format!("w{n}"), off);
                        self.emit(format!("neg x{n}, x{n}"));
                    }
                    (1 | 8, Ext::Zero) => self.mem_op("ldrb", &format!("w{n}"), off),
                    (8, Ext::Sign) => self.mem_op("ldrsb", &format!("x{n}"), off),
                    (16, Ext::Zero) => self.mem_op("ldrh", &format!("w{n}"), off),
                    (16, Ext::Sign) => self.mem_op("ldrsh", &format!("x{n}"), off),
                    (32, Ext::Zero) => self.mem_op("ldr", &format!("w{n}"), off),
                    (32, Ext::Sign) => self.mem_op("ldrsw", &format!("x{n}"), off),
                    _ => self.mem_op("ldr", &format!("x{n}"), off),
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
                        self.mov_imm(n, v);
                    }
                    ConstantData::Float { bits, .. } => self.mov_imm(n, bits as u64 as i64),
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.mov_imm(n, 0),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        if is_defined(self.m, global) {
                            self.emit(format!("adrp x{n}, {s}"));
                            self.emit(format!("add x{n}, x{n}, :lo12:{s}"));
                        } else {
                            self.emit(format!("adrp x{n}, :got:{s}"));
                            self.emit(format!("ldr x{n}, [x{n}, :got_lo12:{s}]"));
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

    fn load128(&mut self, op: &Operand, lo: u32, hi: u32) -> Result<(), LowerError> {
        match op {
            Operand::Value(v) => {
                let off = self.slot(*v);
                self.mem_op("ldr", &format!("x{lo}"), off);
                self.mem_op("ldr", &format!("x{hi}"), off + 8);
            }
            Operand::Const(c) => match self.m.constants.data(*c).clone() {
                ConstantData::Int { value, .. } => {
                    self.mov_imm(lo, value.low_u64() as i64);
                    self.mov_imm(hi, value.words.get(1).copied().unwrap_or(0) as i64);
                }
                _ => {
                    self.mov_imm(lo, 0);
                    self.mov_imm(hi, 0);
                }
            },
            _ => return Err(self.err("internal: operand is not a value")),
        }
        Ok(())
    }

    fn store(&mut self, v: Value, n: u32, bits: u32) {
        let off = self.slot(v);
        if bits == 1 {
            self.emit(format!("and w{n}, w{n}, #1"));
        }
        self.store_reg(n, bits, off);
    }

    fn store128(&mut self, v: Value, lo: u32, hi: u32) {
        let off = self.slot(v);
        self.mem_op("str", &format!("x{lo}"), off);
        self.mem_op("str", &format!("x{hi}"), off + 8);
    }

    fn copy_slots(&mut self, src: i64, dst: i64, size: i64) {
        let mut k = 0;
        while k < size {
            self.mem_op("ldr", "x16", src + k);
            self.mem_op("str", "x16", dst + k);
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
                if !matches!(self.class(oty)?, Class::Int(_)) {
                    return Err(
                        self.unsupported("icmp", "only integers and pointers up to 64 bits")
                    );
                }
                self.load(&args[0], 0, ext)?;
                self.load(&args[1], 1, ext)?;
                self.emit("cmp x0, x1");
                let cc = match pred {
                    IntPredicate::Eq => "eq",
                    IntPredicate::Ne => "ne",
                    IntPredicate::Ugt => "hi",
                    IntPredicate::Uge => "hs",
                    IntPredicate::Ult => "lo",
                    IntPredicate::Ule => "ls",
                    IntPredicate::Sgt => "gt",
                    IntPredicate::Sge => "ge",
                    IntPredicate::Slt => "lt",
                    IntPredicate::Sle => "le",
                };
                self.emit(format!("cset w0, {cc}"));
                self.store(result.expect("result"), 0, 8);
                Ok(())
            }
            InstKind::Select { .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], 2, Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(_) | Class::Float(_) => {
                        self.load(&args[2], 0, Ext::Zero)?;
                        self.load(&args[1], 1, Ext::Zero)?;
                        self.emit("tst w2, #1");
                        self.emit("csel x0, x1, x0, ne");
                        self.mem_op("str", "x0", off);
                    }
                    _ => {
                        self.emit("tst w2, #1");
                        self.emit("b.eq 1f");
                        self.copy_operand(&args[1], ty, off)?;
                        self.emit("b 2f");
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
                    self.frame_addr(0, area);
                } else {
                    let (sz, _) = self.layout.size_align(allocated).ok_or_else(|| {
                        self.unsupported("alloca", "the allocated type has no known size")
                    })?;
                    self.load(&args[0], 0, Ext::Zero)?;
                    self.mov_imm(1, sz as i64);
                    self.emit("mul x0, x0, x1");
                    self.emit("add x0, x0, #15");
                    self.emit("and x0, x0, #-16");
                    self.emit("mov x1, sp");
                    self.emit("sub x0, x1, x0");
                    self.emit("mov sp, x0");
                }
                self.store(r, 0, 64);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], 1, Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        let (op, rn) = match bits {
                            0..=8 => ("ldrb", "w0"),
                            9..=16 => ("ldrh", "w0"),
                            17..=32 => ("ldr", "w0"),
                            _ => ("ldr", "x0"),
                        };
                        self.emit(format!("{op} {rn}, [x1]"));
                        self.store(r, 0, bits.max(8));
                    }
                    Class::Int128 => {
                        self.emit("ldp x0, x2, [x1]");
                        self.store128(r, 0, 2);
                    }
                    Class::Memory(s) => {
                        for k in 0..s as i64 {
                            self.emit(format!("ldrb w0, [x1, #{k}]"));
                            self.mem_op("strb", "w0", off + k);
                        }
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        self.load(&args[0], 0, Ext::Zero)?;
                        self.load(&args[1], 1, Ext::Zero)?;
                        let (op, rn) = match bits {
                            0..=8 => ("strb", "w0"),
                            9..=16 => ("strh", "w0"),
                            17..=32 => ("str", "w0"),
                            _ => ("str", "x0"),
                        };
                        self.emit(format!("{op} {rn}, [x1]"));
                    }
                    Class::Int128 => {
                        self.load128(&args[0], 0, 2)?;
                        self.load(&args[1], 1, Ext::Zero)?;
                        self.emit("stp x0, x2, [x1]");
                    }
                    Class::Memory(s) => {
                        let Operand::Value(v) = args[0] else {
                            return Err(self.unsupported(
                                "store",
                                "storing an aggregate constant is not supported",
                            ));
                        };
                        let src = self.slot(v);
                        self.load(&args[1], 1, Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.mem_op("ldrb", "w0", src + k);
                            self.emit(format!("strb w0, [x1, #{k}]"));
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
                            cx.mem_op("str", "x0", off);
                            cx.mem_op("str", "x1", off + 8);
                        }
                        Class::Int(bits) | Class::Float(bits) => cx.store_reg(11, bits, off),
                        Class::Memory(_) => {}
                    }
                    cx.mem_op("strb", "w14", off + flag);
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
                        Class::Int(_) => {
                            self.load(op, 0, if sext { Ext::Sign } else { Ext::Zero })?
                        }
                        Class::Int128 => self.load128(op, 0, 1)?,
                        Class::Float(bits) => {
                            self.load(op, 0, Ext::Zero)?;
                            self.emit(if bits == 32 {
                                "fmov s0, w0"
                            } else {
                                "fmov d0, x0"
                            });
                        }
                        Class::Memory(_) => {
                            return Err(
                                self.unsupported("ret", "returning an aggregate is not supported")
                            )
                        }
                    }
                }
                self.emit("mov sp, x29");
                self.emit("ldp x29, x30, [sp], #16");
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
        self.load(&args[0], 0, ext)?;
        self.load(&args[1], 1, ext)?;
        match op {
            BinaryOp::Add => self.emit("add x0, x0, x1"),
            BinaryOp::Sub => self.emit("sub x0, x0, x1"),
            BinaryOp::Mul => self.emit("mul x0, x0, x1"),
            BinaryOp::And => self.emit("and x0, x0, x1"),
            BinaryOp::Or => self.emit("orr x0, x0, x1"),
            BinaryOp::Xor => self.emit("eor x0, x0, x1"),
            BinaryOp::Shl => self.emit("lsl x0, x0, x1"),
            BinaryOp::LShr => self.emit("lsr x0, x0, x1"),
            BinaryOp::AShr => self.emit("asr x0, x0, x1"),
            BinaryOp::UDiv => self.emit("udiv x0, x0, x1"),
            BinaryOp::SDiv => self.emit("sdiv x0, x0, x1"),
            BinaryOp::URem => {
                self.emit("udiv x2, x0, x1");
                self.emit("msub x0, x2, x1, x0");
            }
            BinaryOp::SRem => {
                self.emit("sdiv x2, x0, x1");
                self.emit("msub x0, x2, x1, x0");
            }
            _ => unreachable!("float ops handled above"),
        }
        self.store(r, 0, bits);
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
                self.load(&args[0], 0, Ext::Zero)?;
                self.store(r, 0, tb);
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], 0, Ext::Sign)?;
                self.store(r, 0, tb);
            }
            (CastOp::ZExt | CastOp::SExt, Class::Int(_), Class::Int128) => {
                let sext = op == CastOp::SExt;
                self.load(&args[0], 0, if sext { Ext::Sign } else { Ext::Zero })?;
                self.emit(if sext {
                    "asr x1, x0, #63"
                } else {
                    "mov x1, xzr"
                });
                self.store128(r, 0, 1);
            }
            (CastOp::Trunc, Class::Int128, Class::Int(tb)) => {
                self.load(&args[0], 0, Ext::Zero)?;
                self.store(r, 0, tb);
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
        self.load(&args[0], 0, Ext::Zero)?;
        for step in steps {
            match step {
                GepStep::Field(off) | GepStep::Const(off) => {
                    self.mov_imm(1, off);
                    self.emit("add x0, x0, x1");
                }
                GepStep::Scaled { index, stride } => {
                    self.load(&index, 1, Ext::Sign)?;
                    self.mov_imm(2, stride);
                    self.emit("madd x0, x1, x2, x0");
                }
            }
        }
        self.store(r, 0, 64);
        Ok(())
    }

    /// Expands a template with the AArch64 legend for an access of `bits` bits.
    fn expand(&mut self, row: &Row, bits: u32, ordering: Ordering) {
        let (a, l, _) = self.target.desc.atomics.marks_for(ordering);
        let sx = if bits <= 8 { "sxtb" } else { "sxth" };
        let (val, res, new) = (reg(10, bits), reg(11, bits), reg(12, bits));
        let (t, u) = (reg(14, bits), reg(15, bits));
        self.expand_template(
            row,
            &[
                ("{ptr}", "x9"),
                ("{val}", &val),
                ("{res}", &res),
                ("{new}", &new),
                ("{t}", &t),
                ("{u}", &u),
                ("{zr}", if bits > 32 { "xzr" } else { "wzr" }),
                ("{b}", size_suffix(bits)),
                ("{sx}", sx),
                ("{f}", if bits > 32 { "d" } else { "s" }),
                ("{a}", a),
                ("{l}", l),
            ],
        );
    }

    fn atomic(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError> {
        let row = self.row(&key, ty)?;
        if row.expansion == Expansion::Libcall {
            let order = c_memory_order(key.ordering);
            self.load(&args[0], 0, Ext::Zero)?;
            match key.op {
                AtomicOp::Load => self.mov_imm(1, order as i64),
                _ => {
                    self.load128(&args[1], 2, 3)?;
                    self.mov_imm(4, order as i64);
                }
            }
            self.emit(format!("bl {}", row.template[0]));
            if let Some(r) = result {
                self.store128(r, 0, 1);
            }
            return Ok(());
        }
        if row.expansion == Expansion::CmpXchgLoop && key.width == 128 {
            return self.libcall_cas_loop128(row, key, args, result);
        }
        self.load(&args[0], 9, Ext::Zero)?;
        if args.len() > 1 {
            self.load(&args[1], 10, Ext::Zero)?;
        }
        self.expand(row, key.width, key.ordering);
        if let Some(r) = result {
            self.store(r, 11, key.width);
        }
        Ok(())
    }

    /// An i128 read-modify-write libatomic has no function for: a plain initial load (a torn
    /// first read only costs a failed round), the value seen in the 16-byte scratch area, the
    /// template's new value in x3:x2 passed by value to `__atomic_compare_exchange_16`, which
    /// refreshes the value seen when it fails.
    fn libcall_cas_loop128(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let scratch = self.scratch;
        self.load(&args[0], 0, Ext::Zero)?;
        self.emit("ldp x12, x13, [x0]");
        self.mem_op("str", "x12", scratch);
        self.mem_op("str", "x13", scratch + 8);
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&again);
        self.mem_op("ldr", "x12", scratch);
        self.mem_op("ldr", "x13", scratch + 8);
        self.load128(&args[1], 14, 15)?;
        self.expand(row, 128, key.ordering);
        self.load(&args[0], 0, Ext::Zero)?;
        self.frame_addr(1, scratch);
        let failure = match key.ordering {
            Ordering::AcqRel => Ordering::Acquire,
            Ordering::Release => Ordering::Monotonic,
            o => o,
        };
        self.mov_imm(4, c_memory_order(key.ordering) as i64);
        self.mov_imm(5, c_memory_order(failure) as i64);
        self.emit("bl __atomic_compare_exchange_16");
        self.emit("and w0, w0, #1");
        self.emit(format!("cbz w0, {again}"));
        if let Some(r) = result {
            self.mem_op("ldr", "x0", scratch);
            self.mem_op("ldr", "x1", scratch + 8);
            self.store128(r, 0, 1);
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
        if row.expansion == Expansion::Libcall {
            let scratch = self.scratch;
            self.load128(&args[1], 0, 1)?;
            self.mem_op("str", "x0", scratch);
            self.mem_op("str", "x1", scratch + 8);
            self.load(&args[0], 0, Ext::Zero)?;
            self.frame_addr(1, scratch);
            self.load128(&args[2], 2, 3)?;
            self.mov_imm(4, c_memory_order(success) as i64);
            self.mov_imm(5, c_memory_order(failure) as i64);
            self.emit(format!("bl {}", row.template[0]));
            self.emit("and w14, w0, #1");
            self.mem_op("ldr", "x0", scratch);
            self.mem_op("ldr", "x1", scratch + 8);
            return done(self);
        }
        self.load(&args[0], 9, Ext::Zero)?;
        self.load(&args[1], 10, Ext::Zero)?;
        self.load(&args[2], 12, Ext::Zero)?;
        self.expand(row, key.width, key.ordering);
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
        enum Place {
            Int(u32),
            Int2(u32),
            Fp(u32, u32),
            Stack(i64, u32),
        }
        let mut places = Vec::new();
        let (mut ni, mut nf, mut stack) = (0u32, 0u32, 0i64);
        for k in 0..nargs {
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&args[1 + k]));
            if self.has_attr(info.attrs.param(k), "byval") {
                return Err(self.unsupported("call", "byval arguments are not supported"));
            }
            let p = match self.class(aty)? {
                Class::Int(_) if ni < ta::INT_ARGS => {
                    ni += 1;
                    Place::Int(ni - 1)
                }
                Class::Int128 if ni + ni % 2 + 1 < ta::INT_ARGS => {
                    ni += ni % 2 + 2;
                    Place::Int2(ni - 2)
                }
                Class::Float(b) if nf < ta::FLOAT_ARGS => {
                    nf += 1;
                    Place::Fp(nf - 1, b)
                }
                Class::Int128 => {
                    ni = ta::INT_ARGS;
                    stack = (stack + 15) / 16 * 16 + 16;
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
            self.emit(format!("sub sp, sp, #{stack_size}"));
        }
        let ext_of = |cx: &Self, k: usize| {
            let mut sext = cx.has_attr(info.attrs.param(k), "signext");
            if let Some(f) = callee_global.and_then(|g| cx.m.function(g)) {
                sext |= cx.has_attr(f.attrs.param(k), "signext");
            }
            if sext {
                Ext::Sign
            } else {
                Ext::Zero
            }
        };
        for (k, p) in places.iter().enumerate() {
            let op = args[1 + k];
            match *p {
                Place::Stack(off, 128) => {
                    self.load128(&op, 16, 17)?;
                    self.emit(format!("stp x16, x17, [sp, #{off}]"));
                }
                Place::Stack(off, _) => {
                    let e = ext_of(self, k);
                    self.load(&op, 16, e)?;
                    self.emit(format!("str x16, [sp, #{off}]"));
                }
                Place::Fp(n, b) => {
                    self.load(&op, 16, Ext::Zero)?;
                    self.emit(if b == 32 {
                        format!("fmov s{n}, w16")
                    } else {
                        format!("fmov d{n}, x16")
                    });
                }
                _ => {}
            }
        }
        for (k, p) in places.iter().enumerate() {
            let op = args[1 + k];
            match *p {
                Place::Int(n) => {
                    let e = ext_of(self, k);
                    self.load(&op, n, e)?;
                }
                Place::Int2(n) => self.load128(&op, n, n + 1)?,
                _ => {}
            }
        }
        match callee_global {
            Some(g) => {
                let s = symbol(self.m, g);
                self.emit(format!("bl {s}"));
            }
            None => {
                self.load(&callee, 16, Ext::Zero)?;
                self.emit("blr x16");
            }
        }
        if stack_size > 0 {
            self.emit(format!("add sp, sp, #{stack_size}"));
        }
        if let Some(r) = result {
            match self.class(ty)? {
                Class::Int(b) => self.store(r, 0, b),
                Class::Int128 => self.store128(r, 0, 1),
                Class::Float(b) => {
                    let off = self.slot(r);
                    self.mem_op("str", if b == 32 { "s0" } else { "d0" }, off);
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
