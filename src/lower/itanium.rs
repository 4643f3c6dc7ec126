//! The Itanium (IA-64) code generator: leaf functions of the integer/pointer subset, every
//! value in a stack slot below a frame pointer, GNU assembler text in explicit mode
//! (`.explicit`: every instruction ends its own instruction group with `;;`, and the assembler
//! bundles them).
//!
//! Owns: the frame (r31 holds the stack pointer at entry, slots below it, r12 lowered past them
//! and the 16-byte scratch area the ABI gives a callee), slot accesses through r2 (IA-64 has no
//! displacement addressing), incoming arguments (r32..r39 and f8..f15, each float also using up
//! an argument slot; at most 8), the result in r8 or f8 (narrow integers extended as
//! `signext`/`zeroext` say, zero-extended otherwise), instruction selection (add, sub, and, or,
//! xor, shifts, mul through `xmpy.l`, compares into p6/p7, select, casts, getelementptr,
//! load/store, static allocas), and atomic expansion by the rows of
//! `crate::target::itanium::atomics` (`fetchadd` chosen when the operand is one of its
//! immediates). Not implemented, each a clear error naming the instruction: calls (function
//! descriptors, gp and register-stack frames), division and remainder, i128, aggregates as
//! arguments, more than 8 arguments, dynamic allocas. Nothing here can run IA-64 code: the
//! check is the assembler (`scripts/lower-ia64-assemble.sh`).
//! Must not touch: the target's facts (`crate::target::itanium`), the IR.

use super::codegen::{self, is_defined, symbol, Class, Ext, GepStep, Isa};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, RmwOp};
use crate::ir::types::Type;
use crate::ir::Module;
use crate::target::atomic_table::{AtomicKey, AtomicOp, Row};
use crate::target::itanium::{self as ti, size_bytes, ADDR, FLOAT_ARGS, FP, INT_ARGS};
use crate::target::triple::Target;
use std::fmt::Write as _;

const TARGET: &str = "ia64-linux-gnu";

/// fetchadd's increments.
const FETCHADD_IMMEDIATES: [i64; 8] = [-16, -8, -4, -1, 1, 4, 8, 16];

/// The Itanium spellings and calling convention for the shared skeleton.
pub(super) struct Itanium;

type FnCx<'a> = codegen::FnCx<'a, Itanium>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: ti::int_size_align,
        ptr_size: 8,
    };
    codegen::lower_module::<Itanium>(m, target, &layout)
}

impl Isa for Itanium {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "//";
    type Reg = &'static str;
    const R0: &'static str = "r8";
    const PAIR: (&'static str, &'static str) = ("r8", "r9");
    const TRAP: &'static str = "break 0 ;;";
    const FRAME_RESERVED: i64 = 0;

    fn preamble(_target: &Target, out: &mut String) {
        // The stops written after every instruction are the instruction groups.
        let _ = writeln!(out, "\t.explicit");
    }

    fn prologue(cx: &mut FnCx, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        cx.prologue(name, param_tys)
    }

    fn inst(cx: &mut FnCx, i: Inst, ret_ty: Type) -> Result<(), LowerError> {
        cx.select_inst(i, ret_ty)
    }

    fn copy_slots(cx: &mut FnCx, src: i64, dst: i64, size: i64) {
        let mut k = 0;
        while k < size {
            cx.ld_slot(8, "r3", src + k);
            cx.st_slot(8, "r3", dst + k);
            k += 8;
        }
    }

    fn load(cx: &mut FnCx, op: &Operand, r: &'static str, ext: Ext) -> Result<(), LowerError> {
        cx.load(op, r, ext)
    }

    fn load_pair(
        cx: &mut FnCx,
        _op: &Operand,
        _lo: &'static str,
        _hi: &'static str,
    ) -> Result<(), LowerError> {
        Err(cx.no_i128())
    }

    fn store_at(cx: &mut FnCx, r: &'static str, bits: u32, off: i64) {
        cx.st_slot(size_bytes(bits), r, off);
    }

    fn store_word(cx: &mut FnCx, r: &'static str, off: i64) {
        cx.st_slot(8, r, off);
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.st_slot(8, "r0", off);
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.ld_slot(1, "r3", src);
        cx.st_slot(1, "r3", dst);
    }

    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.ins("tbit.nz p6, p7 = r8, 0");
        cx.ins(format!("(p6) br.cond.dptk.many {taken}"));
        cx.ins(format!("br.cond.sptk.many {not_taken}"));
    }

    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.ins(format!("movl r9 = {value}"));
        cx.ins("cmp.eq p6, p7 = r8, r9");
        cx.ins(format!("(p6) br.cond.dptk.many {label}"));
    }

    fn jump(cx: &mut FnCx, label: &str) {
        cx.ins(format!("br.cond.sptk.many {label}"));
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
        cx.cmpxchg(key, args, vty)?;
        if let Some(r) = result {
            let bits = cx.class_bits(vty)?;
            cx.store(r, "r8", bits);
        }
        Ok(())
    }
}

impl FnCx<'_> {
    fn no_i128(&self) -> LowerError {
        self.err(format!(
            "cannot lower an i128 value for {TARGET}: 128-bit values are not supported"
        ))
    }

    /// One instruction, ending its instruction group.
    fn ins(&mut self, s: impl AsRef<str>) {
        let line = format!("{} ;;", s.as_ref());
        self.emit(line);
    }

    /// r2 = the address of the frame slot at `off`.
    fn slot_addr(&mut self, off: i64) {
        if (-8192..8192).contains(&off) {
            self.ins(format!("adds {ADDR} = {off}, {FP}"));
        } else {
            self.ins(format!("movl {ADDR} = {off}"));
            self.ins(format!("add {ADDR} = {ADDR}, {FP}"));
        }
    }

    fn ld_slot(&mut self, bytes: u32, r: &str, off: i64) {
        self.slot_addr(off);
        self.ins(format!("ld{bytes} {r} = [{ADDR}]"));
    }

    fn st_slot(&mut self, bytes: u32, r: &str, off: i64) {
        self.slot_addr(off);
        self.ins(format!("st{bytes} [{ADDR}] = {r}"));
    }

    /// The frame and the incoming arguments copied into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        // The slots, then the 16-byte scratch area at the new stack pointer.
        let total = (self.frame + 15) / 16 * 16 + 16;
        let _ = writeln!(self.out, "\t.align\t32");
        let _ = writeln!(self.out, "\t.type\t{name},@function");
        self.label(name);
        self.ins(format!("mov {FP} = r12"));
        if total < 8192 {
            self.ins(format!("adds r12 = -{total}, r12"));
        } else {
            self.ins(format!("movl {ADDR} = -{total}"));
            self.ins(format!("add r12 = {ADDR}, r12"));
        }
        let mut nf = 0usize;
        for (i, &p) in self.body.params.iter().enumerate() {
            let ty = param_tys
                .get(i)
                .copied()
                .unwrap_or(self.body.dfg.value_type(p));
            let attrs = f.attrs.param(i);
            if self.has_attr(attrs, "byval") || self.has_attr(attrs, "inalloca") {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {TARGET}: byval/inalloca are not supported"
                )));
            }
            if i >= INT_ARGS.len() {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {TARGET}: more than 8 arguments are not supported"
                )));
            }
            let off = self.slot(p);
            match self.class(ty)? {
                Class::Float(bits) => {
                    self.slot_addr(off);
                    let st = if bits == 32 { "stfs" } else { "stfd" };
                    self.ins(format!("{st} [{ADDR}] = {}", FLOAT_ARGS[nf]));
                    nf += 1;
                }
                Class::Int(_) => self.st_slot(8, INT_ARGS[i], off),
                Class::Int128 => return Err(self.no_i128()),
                Class::Memory(_) => {
                    return Err(self.err(format!(
                        "cannot lower parameter {i} of @{name} for {TARGET}: aggregate arguments are not supported"
                    )))
                }
            }
        }
        Ok(())
    }

    /// Loads a scalar into `r`, widened to 64 bits.
    fn load(&mut self, op: &Operand, r: &str, ext: Ext) -> Result<(), LowerError> {
        match op {
            Operand::Value(v) => {
                let ty = self.body.dfg.value_type(*v);
                let bits = match self.class(ty)? {
                    Class::Int(b) | Class::Float(b) => b,
                    Class::Int128 => return Err(self.no_i128()),
                    Class::Memory(_) => {
                        return Err(self.err("internal: scalar load of an aggregate"))
                    }
                };
                let off = self.slot(*v);
                self.ld_slot(size_bytes(bits), r, off);
                match (bits, ext) {
                    (1, Ext::Sign) => self.ins(format!("sub {r} = r0, {r}")),
                    (8 | 16 | 32, Ext::Sign) => {
                        self.ins(format!("sxt{} {r} = {r}", size_bytes(bits)))
                    }
                    _ => {}
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
                        self.ins(format!("movl {r} = {v}"));
                    }
                    ConstantData::Float { bits, .. } => {
                        self.ins(format!("movl {r} = {}", bits as u64 as i64))
                    }
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.ins(format!("mov {r} = r0")),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        let _ = is_defined(self.m, global);
                        // The address from the linkage table (gp-relative).
                        self.ins(format!("addl {r} = @ltoff({s}), gp"));
                        self.ins(format!("ld8 {r} = [{r}]"));
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

    /// Stores the low `bits` of `r` into `v`'s slot (i1 masked to 0/1).
    fn store(&mut self, v: Value, r: &str, bits: u32) {
        let off = self.slot(v);
        if bits == 1 {
            self.ins(format!("and {r} = 1, {r}"));
        }
        self.st_slot(size_bytes(bits), r, off);
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
                let oty = self.op_type(&args[0]);
                if !matches!(self.class(oty)?, Class::Int(_)) {
                    return Err(
                        self.unsupported("icmp", "only integers and pointers up to 64 bits")
                    );
                }
                let signed = matches!(
                    pred,
                    IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
                );
                let ext = if signed { Ext::Sign } else { Ext::Zero };
                self.load(&args[0], "r8", ext)?;
                self.load(&args[1], "r9", ext)?;
                let lt = if signed { "lt" } else { "ltu" };
                // (compare, true predicate first, operands swapped)
                let (c, p, swap) = match pred {
                    IntPredicate::Eq => ("eq", "p6, p7", false),
                    IntPredicate::Ne => ("eq", "p7, p6", false),
                    IntPredicate::Ult | IntPredicate::Slt => (lt, "p6, p7", false),
                    IntPredicate::Ugt | IntPredicate::Sgt => (lt, "p6, p7", true),
                    IntPredicate::Uge | IntPredicate::Sge => (lt, "p7, p6", false),
                    IntPredicate::Ule | IntPredicate::Sle => (lt, "p7, p6", true),
                };
                let (a, b) = if swap { ("r9", "r8") } else { ("r8", "r9") };
                self.ins(format!("cmp.{c} {p} = {a}, {b}"));
                self.ins("mov r8 = r0");
                self.ins("(p6) mov r8 = 1");
                self.store(result.expect("result"), "r8", 8);
                Ok(())
            }
            InstKind::Select { .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "r10", Ext::Zero)?;
                self.ins("tbit.nz p6, p7 = r10, 0");
                self.ins("(p7) br.cond.dpnt.many 1f");
                self.copy_operand(&args[1], ty, off)?;
                self.ins("br.cond.sptk.many 2f");
                self.label("1");
                self.copy_operand(&args[2], ty, off)?;
                self.label("2");
                Ok(())
            }
            InstKind::Cast { op, .. } => {
                let r = result.expect("result");
                let bits = match self.class(ty)? {
                    Class::Int(b) | Class::Float(b) => b,
                    _ => return Err(self.unsupported(op.name(), "only scalar casts")),
                };
                let ext = match op {
                    CastOp::SExt => Ext::Sign,
                    CastOp::ZExt
                    | CastOp::Trunc
                    | CastOp::PtrToInt
                    | CastOp::IntToPtr
                    | CastOp::BitCast => Ext::Zero,
                    _ => {
                        return Err(self.unsupported(
                            op.name(),
                            "floating-point conversions are outside the integer/pointer subset",
                        ))
                    }
                };
                self.load(&args[0], "r8", ext)?;
                self.store(r, "r8", bits);
                Ok(())
            }
            InstKind::Alloca { .. } => {
                let r = result.expect("result");
                let Some(&area) = self.alloca_areas.get(&i) else {
                    return Err(self.unsupported("alloca", "only allocas of a constant count"));
                };
                self.slot_addr(area);
                self.ins(format!("mov r8 = {ADDR}"));
                self.store(r, "r8", 64);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let bits = match self.class(ty)? {
                    Class::Int(b) | Class::Float(b) => b,
                    Class::Int128 => return Err(self.no_i128()),
                    Class::Memory(_) => {
                        return Err(self.unsupported("load", "loading an aggregate"))
                    }
                };
                self.load(&args[0], "r14", Ext::Zero)?;
                self.ins(format!("ld{} r8 = [r14]", size_bytes(bits)));
                self.store(r, "r8", bits);
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                let bits = match self.class(vty)? {
                    Class::Int(b) | Class::Float(b) => b,
                    Class::Int128 => return Err(self.no_i128()),
                    Class::Memory(_) => {
                        return Err(self.unsupported("store", "storing an aggregate"))
                    }
                };
                self.load(&args[0], "r15", Ext::Zero)?;
                self.load(&args[1], "r14", Ext::Zero)?;
                self.ins(format!("st{} [r14] = r15", size_bytes(bits)));
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
                self.cmpxchg(key, &args, vty)?;
                let off = self.slot(r);
                let flag = self.layout.field_offset(ty, 1).unwrap_or(8) as i64;
                let bits = self.class_bits(vty)?;
                self.st_slot(size_bytes(bits), "r8", off);
                self.st_slot(1, "r9", off + flag);
                Ok(())
            }
            InstKind::Gep { source, .. } => {
                let Some(r) = result else { return Ok(()) };
                let steps = self.gep_steps(source, &args[1..])?;
                self.load(&args[0], "r8", Ext::Zero)?;
                for step in steps {
                    match step {
                        GepStep::Field(off) | GepStep::Const(off) => {
                            self.ins(format!("movl r9 = {off}"));
                            self.ins("add r8 = r8, r9");
                        }
                        GepStep::Scaled { index, stride } => {
                            self.load(&index, "r9", Ext::Sign)?;
                            if stride.count_ones() == 1 {
                                self.ins(format!("shl r9 = r9, {}", stride.trailing_zeros()));
                            } else {
                                self.ins(format!("movl r10 = {stride}"));
                                self.mul("r9", "r9", "r10");
                            }
                            self.ins("add r8 = r8, r9");
                        }
                    }
                }
                self.store(r, "r8", 64);
                Ok(())
            }
            InstKind::Call { .. } => Err(self.unsupported(
                "call",
                "calls are not implemented (function descriptors, gp and register-stack frames)",
            )),
            InstKind::Ret => {
                if let Some(op) = args.first() {
                    let f = self.m.function(self.g).expect("function");
                    let sext = self.has_attr(f.attrs.ret, "signext");
                    match self.class(ret_ty)? {
                        Class::Int(_) => {
                            self.load(op, "r8", if sext { Ext::Sign } else { Ext::Zero })?
                        }
                        Class::Float(bits) => {
                            let scratch = self.scratch;
                            self.load(op, "r8", Ext::Zero)?;
                            self.st_slot(8, "r8", scratch);
                            let ld = if bits == 32 { "ldfs" } else { "ldfd" };
                            self.ins(format!("{ld} f8 = [{ADDR}]"));
                        }
                        Class::Int128 => return Err(self.no_i128()),
                        Class::Memory(_) => {
                            return Err(
                                self.unsupported("ret", "returning an aggregate is not supported")
                            )
                        }
                    }
                }
                self.ins(format!("mov r12 = {FP}"));
                self.ins("br.ret.sptk.many b0");
                Ok(())
            }
            other => Err(self.unsupported(
                other.opcode_name(),
                "the instruction is outside the supported integer/pointer subset",
            )),
        }
    }

    /// `d = a * b` (low 64 bits) through the floating-point unit's integer multiply.
    fn mul(&mut self, d: &str, a: &str, b: &str) {
        self.ins(format!("setf.sig f6 = {a}"));
        self.ins(format!("setf.sig f7 = {b}"));
        self.ins("xmpy.l f6 = f6, f7");
        self.ins(format!("getf.sig {d} = f6"));
    }

    fn binary(
        &mut self,
        op: BinaryOp,
        args: &[Operand],
        r: Value,
        ty: Type,
    ) -> Result<(), LowerError> {
        let bits =
            match self.class(ty)? {
                Class::Int(b) => b,
                Class::Int128 => return Err(self.no_i128()),
                _ => return Err(self.unsupported(
                    op.name(),
                    "floating-point and vector arithmetic are outside the integer/pointer subset",
                )),
            };
        let ext0 = if op == BinaryOp::AShr {
            Ext::Sign
        } else {
            Ext::Zero
        };
        self.load(&args[0], "r8", ext0)?;
        self.load(&args[1], "r9", Ext::Zero)?;
        match op {
            BinaryOp::Add => self.ins("add r8 = r8, r9"),
            BinaryOp::Sub => self.ins("sub r8 = r8, r9"),
            BinaryOp::And => self.ins("and r8 = r8, r9"),
            BinaryOp::Or => self.ins("or r8 = r8, r9"),
            BinaryOp::Xor => self.ins("xor r8 = r8, r9"),
            BinaryOp::Shl => self.ins("shl r8 = r8, r9"),
            BinaryOp::LShr => self.ins("shr.u r8 = r8, r9"),
            BinaryOp::AShr => self.ins("shr r8 = r8, r9"),
            BinaryOp::Mul => self.mul("r8", "r8", "r9"),
            _ => {
                return Err(self.unsupported(
                    op.name(),
                    "division and remainder are not implemented (IA-64 has no divide instruction)",
                ))
            }
        }
        self.store(r, "r8", bits);
        Ok(())
    }

    /// The row for `key`, or for an add/sub of a constant in fetchadd's set the `+imm` row
    /// (with the increment).
    fn atomic_row(
        &mut self,
        key: &AtomicKey,
        args: &[Operand],
        ty: Type,
    ) -> Result<(&'static Row, i64), LowerError> {
        if let (AtomicOp::Rmw(op @ (RmwOp::Add | RmwOp::Sub)), 32 | 64) = (key.op, key.width) {
            if let Some(c) = args.get(1).and_then(|a| self.const_int(a)) {
                let bits = key.width;
                // The constant as the signed value of its width.
                let v = ((c as i64) << (64 - bits)) >> (64 - bits);
                let inc = if op == RmwOp::Sub {
                    v.wrapping_neg()
                } else {
                    v
                };
                if FETCHADD_IMMEDIATES.contains(&inc) {
                    let mut features = self.target.features.clone();
                    features.push("imm".to_string());
                    if let Some(row) = self.target.desc.atomics.lookup(key, &features) {
                        let index = self
                            .target
                            .desc
                            .atomics
                            .rows
                            .iter()
                            .position(|r| std::ptr::eq(r, row))
                            .unwrap_or(usize::MAX);
                        self.comment(format!(
                            "{} {} i{}: table row {index} ({}, +imm {inc})",
                            key.op.name(),
                            key.ordering.name(),
                            key.width,
                            row.expansion.name()
                        ));
                        return Ok((row, inc));
                    }
                }
            }
        }
        Ok((self.row(key, ty)?, 0))
    }

    /// Expands a row's template with the Itanium legend.
    fn expand(&mut self, row: &Row, bits: u32, imm: i64) {
        let n = size_bytes(bits);
        let sxt = format!("sxt{}", n.min(4));
        self.expand_template(
            row,
            &[
                ("{ptr}", "r14"),
                ("{val}", "r15"),
                ("{res}", "r8"),
                ("{new}", "r16"),
                ("{old}", "r17"),
                ("{t}", "r18"),
                ("{u}", "r19"),
                ("{flag}", "r9"),
                ("{n}", &n.to_string()),
                ("{sxt}", &sxt),
                ("{fs}", if bits == 32 { "s" } else { "d" }),
                ("{imm}", &imm.to_string()),
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
        let (row, imm) = self.atomic_row(&key, args, ty)?;
        self.load(&args[0], "r14", Ext::Zero)?;
        if args.len() > 1 {
            self.load(&args[1], "r15", Ext::Zero)?;
        }
        self.expand(row, key.width, imm);
        if let Some(r) = result {
            self.store(r, "r8", key.width);
        }
        Ok(())
    }

    /// cmpxchg: the old value in r8, the success flag in r9.
    fn cmpxchg(&mut self, key: AtomicKey, args: &[Operand], vty: Type) -> Result<(), LowerError> {
        let row = self.row(&key, vty)?;
        self.load(&args[0], "r14", Ext::Zero)?;
        self.load(&args[1], "r15", Ext::Zero)?;
        self.load(&args[2], "r16", Ext::Zero)?;
        self.expand(row, key.width, 0);
        Ok(())
    }
}
