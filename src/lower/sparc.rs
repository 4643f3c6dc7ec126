//! The SPARC V9 code generator (`sparc64-linux-gnu`, big-endian, the 64-bit V9 ABI): the
//! target's spellings and calling convention for the shared skeleton (`codegen.rs`), GNU
//! assembler text with every delay slot filled explicitly (SPARC gas never reorders).
//!
//! Owns: the frame (a register window: `save` on entry, `ret; restore` on exit; %fp and %sp
//! biased by 2047; slots below %fp, the 176-byte save and argument area at the bottom, above
//! %sp), operands in the local registers %l0/%l1 (preserved across calls), instruction
//! selection on 64-bit registers (narrow operands loaded with the extension the operation needs,
//! results stored at their width; division by `sdivx`/`udivx`), the V9 convention (the first six
//! integer arguments in %i0..%i5 / %o0..%o5, float and double ones in %f1, %f3, ... / %d0,
//! %d2, ... by position, the rest from %sp+2047+176 in 8-byte slots; results in %i0/%o0 or
//! %f0; narrow results extended by the callee: `zeroext` zero-, `signext` sign-extends, without
//! either i1 is zero- and i8/i16/i32 sign-extended), atomic expansion by the rows of
//! `crate::target::sparc::atomics`. i128 loads, stores, copies and atomics go through the shared
//! word machinery (`words.rs`, the `word_*` hooks on 64-bit words: libatomic's generic
//! `__atomic_*` calls as llc-22 emits them); i128 arguments, return values and arithmetic are a
//! clear error.
//! Must not touch: the target's facts (`crate::target::sparc`), the IR.

use super::codegen::{self, symbol, Class, Ext, GepStep, Isa, WordArg, WordOp, WordRegs};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering};
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::atomic_table::{AtomicKey, AtomicOp, Row};
use crate::target::sparc::{self as ts, FP_ARG_REGS, INT_ARG_REGS, SAVE_AND_ARGS, STACK_BIAS};
use crate::target::triple::Target;
use std::fmt::Write as _;

const TARGET: &str = "sparc64-linux-gnu";

/// The SPARC V9 spellings and calling convention for the shared skeleton.
pub(super) struct Sparc64;

type FnCx<'a> = codegen::FnCx<'a, Sparc64>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: ts::int_size_align,
        ptr_size: 8,
    };
    codegen::lower_module::<Sparc64>(m, target, &layout)
}

fn load_op(bits: u32, ext: Ext) -> &'static str {
    match (bits, ext) {
        (0..=8, Ext::Zero) => "ldub",
        (0..=8, Ext::Sign) => "ldsb",
        (9..=16, Ext::Zero) => "lduh",
        (9..=16, Ext::Sign) => "ldsh",
        (17..=32, Ext::Zero) => "lduw",
        (17..=32, Ext::Sign) => "ldsw",
        _ => "ldx",
    }
}

fn store_op(bits: u32) -> &'static str {
    match bits {
        0..=8 => "stb",
        9..=16 => "sth",
        17..=32 => "st",
        _ => "stx",
    }
}

impl Isa for Sparc64 {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "!";
    type Reg = &'static str;
    const R0: &'static str = "%l0";
    const PAIR: (&'static str, &'static str) = ("%l0", "%l1");
    const TRAP: &'static str = "illtrap 0";
    const FRAME_RESERVED: i64 = 0;

    fn preamble(_target: &Target, out: &mut String) {
        // The code uses neither %g2 nor %g3, so no `.register` directive is needed.
        let _ = writeln!(out, "\t! V9 ABI: stack bias 2047");
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
            cx.ld_slot("ldx", "%l7", src + k);
            cx.st_slot("stx", "%l7", dst + k);
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
        Err(cx.no_i128("a 128-bit value"))
    }

    fn store_at(cx: &mut FnCx, r: &'static str, bits: u32, off: i64) {
        cx.st_slot(store_op(bits), r, off);
    }

    fn store_word(cx: &mut FnCx, r: &'static str, off: i64) {
        cx.st_slot("stx", r, off);
    }

    /// Big-endian: only the value's width, so that it starts at the slot's first byte.
    fn store_scalar(cx: &mut FnCx, r: &'static str, bits: u32, off: i64) {
        cx.st_slot(store_op(bits.max(8)), r, off);
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.st_slot("stx", "%g0", off);
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.ld_slot("ldub", "%l7", src);
        cx.st_slot("stb", "%l7", dst);
    }

    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.emit("andcc %l0, 1, %g0");
        cx.emit("be %icc, 1f");
        cx.emit(" nop");
        cx.emit(format!("ba {taken}"));
        cx.emit(" nop");
        cx.label("1");
        cx.emit(format!("ba {not_taken}"));
        cx.emit(" nop");
    }

    /// The switch value was loaded zero-extended, as the case value is spelled.
    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.set_const("%l1", value);
        cx.emit("cmp %l0, %l1");
        cx.emit("bne %xcc, 1f");
        cx.emit(" nop");
        cx.emit(format!("ba {label}"));
        cx.emit(" nop");
        cx.label("1");
    }

    fn jump(cx: &mut FnCx, label: &str) {
        cx.emit(format!("ba {label}"));
        cx.emit(" nop");
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

    /// i128 by 64-bit words (big-endian: the high word first in a slot): %l2-%l5 the
    /// temporaries, %l6 the address.
    const WORD_REGS: Option<WordRegs<&'static str>> = Some(WordRegs {
        temps: ["%l2", "%l3", "%l4", "%l5"],
        base: "%l6",
    });
    const BIG_ENDIAN: bool = true;

    fn word_load(
        cx: &mut FnCx,
        r: &'static str,
        base: Option<&'static str>,
        off: i64,
    ) -> Result<(), LowerError> {
        match base {
            Some(b) => cx.emit(format!("ldx [{b}+{off}], {r}")),
            None => cx.ld_slot("ldx", r, off),
        }
        Ok(())
    }

    fn word_store(
        cx: &mut FnCx,
        r: &'static str,
        base: Option<&'static str>,
        off: i64,
    ) -> Result<(), LowerError> {
        match base {
            Some(b) => cx.emit(format!("stx {r}, [{b}+{off}]")),
            None => cx.st_slot("stx", r, off),
        }
        Ok(())
    }

    fn word_imm(cx: &mut FnCx, r: &'static str, value: i64) -> Result<(), LowerError> {
        cx.set_const(r, value);
        Ok(())
    }

    fn word_frame_addr(cx: &mut FnCx, r: &'static str, off: i64) -> Result<(), LowerError> {
        cx.frame_addr(r, off);
        Ok(())
    }

    fn word_op(
        cx: &mut FnCx,
        op: WordOp,
        dst: &'static str,
        a: &'static str,
        b: &'static str,
    ) -> Result<(), LowerError> {
        let mnemonic = match op {
            WordOp::Add => "add",
            WordOp::Sub => "sub",
            WordOp::And => "and",
            WordOp::Or => "or",
            WordOp::Xor => "xor",
            WordOp::Sltu => {
                // The 64-bit borrow (%xcc) of a - b; `mov` leaves the flags.
                cx.emit(format!("subcc {a}, {b}, %g0"));
                cx.emit(format!("mov 0, {dst}"));
                cx.emit(format!("movcs %xcc, 1, {dst}"));
                return Ok(());
            }
        };
        cx.emit(format!("{mnemonic} {a}, {b}, {dst}"));
        Ok(())
    }

    /// V9: up to six words in %o0..%o5 (the generic calls take at most six); the result moved
    /// to %l0.
    fn word_call(cx: &mut FnCx, name: &str, args: &[WordArg]) -> Result<(), LowerError> {
        cx.word_args_in_regs(args, &["%o0", "%o1", "%o2", "%o3", "%o4", "%o5"])?;
        cx.emit(format!("call {name}"));
        cx.emit(" nop");
        cx.emit("mov %o0, %l0");
        Ok(())
    }

    fn legacy_cas(
        cx: &mut FnCx,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        vty: Type,
    ) -> Result<(), LowerError> {
        cx.cmpxchg(key, args, |cx| {
            if let Some(r) = result {
                let b = cx.class_bits(vty)?;
                cx.store(r, "%l0", b);
            }
            Ok(())
        })
    }
}

impl FnCx<'_> {
    fn no_i128(&self, what: &str) -> LowerError {
        self.unsupported(
            what,
            "i128 arguments, return values and arithmetic are not supported on SPARC V9 (i128 loads, stores, copies and atomics are)",
        )
    }

    /// The address operand of the frame offset `off` (below %fp, biased), through %g1 when
    /// it does not fit 13 bits.
    fn slot_addr(&mut self, off: i64) -> String {
        let disp = STACK_BIAS + off;
        if (-4096..4096).contains(&disp) {
            format!("[%fp{disp:+}]")
        } else {
            self.emit(format!("set {disp}, %g1"));
            "[%fp+%g1]".to_string()
        }
    }

    fn ld_slot(&mut self, op: &str, r: &str, off: i64) {
        let a = self.slot_addr(off);
        self.emit(format!("{op} {a}, {r}"));
    }

    fn st_slot(&mut self, op: &str, r: &str, off: i64) {
        let a = self.slot_addr(off);
        self.emit(format!("{op} {r}, {a}"));
    }

    fn frame_addr(&mut self, r: &str, off: i64) {
        let disp = STACK_BIAS + off;
        if (-4096..4096).contains(&disp) {
            self.emit(format!("add %fp, {disp}, {r}"));
        } else {
            self.emit(format!("set {disp}, %g1"));
            self.emit(format!("add %fp, %g1, {r}"));
        }
    }

    /// Any 64-bit constant into `r` (%g1 is the temporary `setx` needs).
    fn set_const(&mut self, r: &str, v: i64) {
        if (-4096..4096).contains(&v) {
            self.emit(format!("mov {v}, {r}"));
        } else {
            self.emit(format!("setx {v}, %g1, {r}"));
        }
    }

    fn scalar_bits(&self, c: Class) -> Option<u32> {
        match c {
            Class::Int(b) | Class::Float(b) => Some(b),
            _ => None,
        }
    }

    /// The register window, the frame and the incoming V9 arguments copied into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        // Errors about parameters point at the function, not at its last instruction.
        self.span = Some(self.m.globals[self.g].span);
        let total = (self.frame + 15) / 16 * 16 + SAVE_AND_ARGS;
        let _ = writeln!(self.out, "\t.p2align\t2");
        let _ = writeln!(self.out, "\t.type\t{name},@function");
        self.label(name);
        if total <= 4096 {
            self.emit(format!("save %sp, -{total}, %sp"));
        } else {
            self.emit(format!("set {total}, %g1"));
            self.emit("sub %g0, %g1, %g1");
            self.emit("save %sp, %g1, %sp");
        }
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
            let class = self.class(ty)?;
            if self.scalar_bits(class).is_none() {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {TARGET}: aggregate and i128 arguments are not supported"
                )));
            }
            match class {
                Class::Float(32) if i < FP_ARG_REGS => {
                    self.st_slot("st", &format!("%f{}", 2 * i + 1), off)
                }
                Class::Float(_) if i < FP_ARG_REGS => {
                    self.st_slot("std", &format!("%f{}", 2 * i), off)
                }
                Class::Float(_) => {
                    return Err(self.err(format!(
                        "cannot lower parameter {i} of @{name} for {TARGET}: floating-point arguments past the sixteenth are not supported"
                    )))
                }
                // Big-endian: the value's width at the slot's start (the register and the
                // stack word hold it extended to 64 bits).
                Class::Int(b) if i < INT_ARG_REGS => {
                    self.st_slot(store_op(b.max(8)), &format!("%i{i}"), off)
                }
                Class::Int(b) => {
                    let disp = STACK_BIAS + 128 + 8 * i as i64;
                    self.emit(format!("ldx [%fp+{disp}], %l7"));
                    self.st_slot(store_op(b.max(8)), "%l7", off);
                }
                _ => unreachable!("scalar classes only"),
            }
        }
        Ok(())
    }

    /// Loads a scalar into `r`, widened to 64 bits as `ext` says.
    fn load(&mut self, op: &Operand, r: &str, ext: Ext) -> Result<(), LowerError> {
        match op {
            Operand::Value(v) => {
                let ty = self.body.dfg.value_type(*v);
                let bits = match self.class(ty)? {
                    Class::Int(b) | Class::Float(b) => b,
                    Class::Int128 => return Err(self.no_i128("load")),
                    Class::Memory(_) => {
                        return Err(self.err("internal: scalar load of an aggregate"))
                    }
                };
                let off = self.slot(*v);
                if bits == 1 {
                    self.ld_slot("ldub", r, off);
                    if ext == Ext::Sign {
                        self.emit(format!("sub %g0, {r}, {r}"));
                    }
                } else {
                    self.ld_slot(load_op(bits, ext), r, off);
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
                        self.set_const(r, v);
                    }
                    ConstantData::Float { bits, .. } => {
                        let v = if self.class(ty)? == Class::Float(32) {
                            bits as u64 as u32 as i64
                        } else {
                            bits as u64 as i64
                        };
                        self.set_const(r, v);
                    }
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.emit(format!("mov 0, {r}")),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        self.emit(format!("setx {s}, %g1, {r}"));
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
            self.emit(format!("and {r}, 1, {r}"));
        }
        self.st_slot(store_op(bits), r, off);
    }

    /// The extension a value passed or returned as `bits` gets without an attribute saying
    /// otherwise: i1 zero, the rest sign (C's int promotion of a signed type; the V9 ABI has
    /// the callee extend).
    fn abi_ext(bits: u32, sext: bool, zext: bool) -> Ext {
        if sext || (!zext && bits > 1 && bits < 64) {
            Ext::Sign
        } else {
            Ext::Zero
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
            InstKind::ICmp { pred, .. } => self.icmp(pred, &args, result.expect("result")),
            InstKind::Select { .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "%l6", Ext::Zero)?;
                self.emit("andcc %l6, 1, %g0");
                self.emit("be %icc, 1f");
                self.emit(" nop");
                self.copy_operand(&args[1], ty, off)?;
                self.emit("ba 2f");
                self.emit(" nop");
                self.label("1");
                self.copy_operand(&args[2], ty, off)?;
                self.label("2");
                Ok(())
            }
            InstKind::Cast { op, .. } => self.cast(op, &args, result.expect("result"), ty),
            InstKind::Alloca { allocated, .. } => {
                let r = result.expect("result");
                if let Some(&area) = self.alloca_areas.get(&i) {
                    self.frame_addr("%l0", area);
                } else {
                    let (sz, _) = self.layout.size_align(allocated).ok_or_else(|| {
                        self.unsupported("alloca", "the allocated type has no known size")
                    })?;
                    self.load(&args[0], "%l0", Ext::Zero)?;
                    self.set_const("%l1", sz as i64);
                    self.emit("mulx %l0, %l1, %l0");
                    self.emit("add %l0, 15, %l0");
                    self.emit("and %l0, -16, %l0");
                    self.emit("sub %sp, %l0, %sp");
                    // The save and argument area stays at the bottom; the memory is above it.
                    self.emit(format!("add %sp, {}, %l0", STACK_BIAS + SAVE_AND_ARGS));
                }
                self.store(r, "%l0", 64);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "%l2", Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        self.emit(format!("{} [%l2], %l0", load_op(bits.max(8), Ext::Zero)));
                        self.store(r, "%l0", bits);
                    }
                    Class::Int128 => return Err(self.no_i128("load")),
                    Class::Memory(s) => {
                        for k in 0..s as i64 {
                            self.emit(format!("ldub [%l2+{k}], %l0"));
                            self.st_slot("stb", "%l0", off + k);
                        }
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        self.load(&args[0], "%l0", Ext::Zero)?;
                        self.load(&args[1], "%l2", Ext::Zero)?;
                        self.emit(format!("{} %l0, [%l2]", store_op(bits.max(8))));
                    }
                    Class::Int128 => return Err(self.no_i128("store")),
                    Class::Memory(s) => {
                        let Operand::Value(v) = args[0] else {
                            return Err(self.unsupported(
                                "store",
                                "storing an aggregate constant is not supported",
                            ));
                        };
                        let src = self.slot(v);
                        self.load(&args[1], "%l2", Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.ld_slot("ldub", "%l0", src + k);
                            self.emit(format!("stb %l0, [%l2+{k}]"));
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
                self.cmpxchg(key, &args, |cx| {
                    // {old, success} into the result's struct slot.
                    let r = result.expect("result");
                    let off = cx.slot(r);
                    let flag = cx.layout.field_offset(ty, 1).unwrap_or(8) as i64;
                    let bits = cx.class_bits(vty)?;
                    cx.st_slot(store_op(bits), "%l0", off);
                    cx.st_slot("stb", "%o2", off + flag);
                    Ok(())
                })
            }
            InstKind::Gep { source, .. } => self.gep(source, &args, result),
            InstKind::Call { info, .. } => self.call(&info, &args, result, ty),
            InstKind::Ret => {
                if let Some(op) = args.first() {
                    let f = self.m.function(self.g).expect("function");
                    let sext = self.has_attr(f.attrs.ret, "signext");
                    let zext = self.has_attr(f.attrs.ret, "zeroext");
                    match self.class(ret_ty)? {
                        Class::Int(b) => {
                            let ext = Self::abi_ext(b, sext, zext);
                            self.load(op, "%i0", ext)?
                        }
                        Class::Float(b) => {
                            let scratch = self.scratch;
                            self.load(op, "%l0", Ext::Zero)?;
                            if b == 32 {
                                self.st_slot("st", "%l0", scratch);
                                self.ld_slot("ld", "%f0", scratch);
                            } else {
                                self.st_slot("stx", "%l0", scratch);
                                self.ld_slot("ldd", "%f0", scratch);
                            }
                        }
                        Class::Int128 => return Err(self.no_i128("ret")),
                        Class::Memory(_) => {
                            return Err(
                                self.unsupported("ret", "returning an aggregate is not supported")
                            )
                        }
                    }
                }
                self.emit("ret");
                self.emit(" restore");
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
            Class::Int128 => return Err(self.no_i128(op.name())),
            _ => return Err(self.unsupported(op.name(), "vector arithmetic is not supported")),
        };
        let ext = if matches!(op, BinaryOp::SDiv | BinaryOp::SRem | BinaryOp::AShr) {
            Ext::Sign
        } else {
            Ext::Zero
        };
        self.load(&args[0], "%l0", ext)?;
        self.load(&args[1], "%l1", ext)?;
        match op {
            BinaryOp::Add => self.emit("add %l0, %l1, %l0"),
            BinaryOp::Sub => self.emit("sub %l0, %l1, %l0"),
            BinaryOp::Mul => self.emit("mulx %l0, %l1, %l0"),
            BinaryOp::And => self.emit("and %l0, %l1, %l0"),
            BinaryOp::Or => self.emit("or %l0, %l1, %l0"),
            BinaryOp::Xor => self.emit("xor %l0, %l1, %l0"),
            BinaryOp::Shl => self.emit("sllx %l0, %l1, %l0"),
            BinaryOp::LShr => self.emit("srlx %l0, %l1, %l0"),
            BinaryOp::AShr => self.emit("srax %l0, %l1, %l0"),
            BinaryOp::UDiv => self.emit("udivx %l0, %l1, %l0"),
            BinaryOp::SDiv => self.emit("sdivx %l0, %l1, %l0"),
            BinaryOp::URem | BinaryOp::SRem => {
                let d = if op == BinaryOp::URem {
                    "udivx"
                } else {
                    "sdivx"
                };
                self.emit(format!("{d} %l0, %l1, %l2"));
                self.emit("mulx %l2, %l1, %l2");
                self.emit("sub %l0, %l2, %l0");
            }
            _ => unreachable!("float ops handled above"),
        }
        self.store(r, "%l0", bits);
        Ok(())
    }

    fn icmp(&mut self, pred: IntPredicate, args: &[Operand], r: Value) -> Result<(), LowerError> {
        let signed = matches!(
            pred,
            IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
        );
        let oty = self.op_type(&args[0]);
        match self.class(oty)? {
            Class::Int(_) => {}
            Class::Int128 => return Err(self.no_i128("icmp")),
            _ => return Err(self.unsupported("icmp", "vector comparisons are not supported")),
        }
        let ext = if signed { Ext::Sign } else { Ext::Zero };
        self.load(&args[0], "%l0", ext)?;
        self.load(&args[1], "%l1", ext)?;
        let cond = match pred {
            IntPredicate::Eq => "e",
            IntPredicate::Ne => "ne",
            IntPredicate::Ugt => "gu",
            IntPredicate::Uge => "cc",
            IntPredicate::Ult => "cs",
            IntPredicate::Ule => "leu",
            IntPredicate::Sgt => "g",
            IntPredicate::Sge => "ge",
            IntPredicate::Slt => "l",
            IntPredicate::Sle => "le",
        };
        self.emit("cmp %l0, %l1");
        self.emit("mov 0, %l0");
        self.emit(format!("mov{cond} %xcc, 1, %l0"));
        self.store(r, "%l0", 8);
        Ok(())
    }

    fn cast(&mut self, op: CastOp, args: &[Operand], r: Value, ty: Type) -> Result<(), LowerError> {
        let from = self.op_type(&args[0]);
        let (fc, tc) = (self.class(from)?, self.class(ty)?);
        if fc == Class::Int128 || tc == Class::Int128 {
            return Err(self.no_i128(op.name()));
        }
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
                self.load(&args[0], "%l0", Ext::Zero)?;
                self.store(r, "%l0", tb);
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], "%l0", Ext::Sign)?;
                self.store(r, "%l0", tb);
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
        self.load(&args[0], "%l0", Ext::Zero)?;
        for step in steps {
            match step {
                GepStep::Field(off) | GepStep::Const(off) => {
                    self.set_const("%l1", off);
                    self.emit("add %l0, %l1, %l0");
                }
                GepStep::Scaled { index, stride } => {
                    self.load(&index, "%l1", Ext::Sign)?;
                    if stride > 0 && stride.count_ones() == 1 {
                        self.emit(format!("sllx %l1, {}, %l1", stride.trailing_zeros()));
                    } else {
                        self.set_const("%l2", stride);
                        self.emit("mulx %l1, %l2, %l1");
                    }
                    self.emit("add %l0, %l1, %l0");
                }
            }
        }
        self.store(r, "%l0", 64);
        Ok(())
    }

    /// Expands a template with the SPARC legend for an access of `bits` bits.
    fn expand(&mut self, row: &Row, bits: u32, ordering: Ordering) {
        let (a, l, _) = self.target.desc.atomics.marks_for(ordering);
        let wide = bits == 64;
        let disp = STACK_BIAS + self.scratch;
        let tmp = format!("[%fp{disp:+}]");
        self.expand_template(
            row,
            &[
                ("{ptr}", "%l2"),
                ("{val}", "%l1"),
                ("{res}", "%l0"),
                ("{new}", "%l3"),
                ("{ld}", load_op(bits, Ext::Zero)),
                ("{st}", store_op(bits)),
                ("{cas}", if wide { "casx" } else { "cas" }),
                ("{cc}", if wide { "%xcc" } else { "%icc" }),
                (
                    "{sxr}",
                    if wide {
                        "mov %l0, %l4"
                    } else {
                        "sra %l0, 0, %l4"
                    },
                ),
                (
                    "{sxv}",
                    if wide {
                        "mov %l1, %l5"
                    } else {
                        "sra %l1, 0, %l5"
                    },
                ),
                ("{m}", if bits <= 8 { "255" } else { "65535" }),
                ("{bx}", if bits <= 8 { "3" } else { "2" }),
                ("{hs}", if bits <= 8 { "56" } else { "48" }),
                ("{tmp}", &tmp),
                ("{ist}", if wide { "stx" } else { "st" }),
                ("{ild}", if wide { "ldx" } else { "lduw" }),
                ("{fld}", if wide { "ldd" } else { "ld" }),
                ("{fst}", if wide { "std" } else { "st" }),
                ("{f1}", if wide { "%f2" } else { "%f1" }),
                ("{fop}", if wide { "d" } else { "s" }),
                ("{a}", a),
                ("{l}", l),
            ],
        );
    }

    /// Load, store and read-modify-write: `args` is `[ptr]` or `[ptr, value]`.
    fn atomic(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError> {
        let row = self.row(&key, ty)?;
        let bits = key.width;
        self.load(&args[0], "%l2", Ext::Zero)?;
        if args.len() > 1 {
            self.load(&args[1], "%l1", Ext::Zero)?;
        }
        self.expand(row, bits, key.ordering);
        if let Some(r) = result {
            self.store(r, "%l0", bits);
        }
        Ok(())
    }

    /// cmpxchg (and seed 000's `llvm.atomic.cas`): `args` is `[ptr, expected, new]`; `done`
    /// stores the results from the old value (%l0) and the flag in %o2.
    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        done: impl FnOnce(&mut Self) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        let vty = self.op_type(&args[1]);
        let row = self.row(&key, vty)?;
        self.load(&args[0], "%l2", Ext::Zero)?;
        self.load(&args[1], "%l1", Ext::Zero)?;
        self.load(&args[2], "%l3", Ext::Zero)?;
        self.expand(row, key.width, key.ordering);
        done(self)
    }

    /// A V9 call: integer arguments in %o0..%o5, float/double ones in %f registers by position,
    /// the rest at %sp+2047+176 upwards (the area grows for them).
    fn call(
        &mut self,
        info: &crate::ir::instructions::CallInfo,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError> {
        let (param_tys, vararg) = match self.m.types.data(info.fn_ty) {
            TypeData::Function { params, vararg, .. } => (params.clone(), *vararg),
            _ => return Err(self.err("internal: call without a function type")),
        };
        let callee = args[0];
        let callee_global = self.callee_global(&callee);
        let n = args.len() - 1;
        let mut classes = Vec::new();
        for k in 0..n {
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&args[1 + k]));
            if self.has_attr(info.attrs.param(k), "byval") {
                return Err(self.unsupported("call", "byval arguments are not supported"));
            }
            let class = self.class(aty)?;
            if self.scalar_bits(class).is_none() {
                return Err(
                    self.unsupported("call", "aggregate and i128 arguments are not supported")
                );
            }
            if matches!(class, Class::Float(_))
                && (k >= FP_ARG_REGS || (vararg && k >= param_tys.len()))
            {
                return Err(self.unsupported(
                    "call",
                    "floating-point arguments past the sixteenth or variadic ones are not supported",
                ));
            }
            classes.push(class);
        }
        let extra = ((n.saturating_sub(INT_ARG_REGS) as i64) * 8 + 15) / 16 * 16;
        if extra > 0 {
            self.emit(format!("sub %sp, {extra}, %sp"));
        }
        let scratch = self.scratch;
        for (k, &class) in classes.iter().enumerate() {
            let op = args[1 + k];
            let bits = self.scalar_bits(class).unwrap_or(64);
            let mut sext = self.has_attr(info.attrs.param(k), "signext");
            let mut zext = self.has_attr(info.attrs.param(k), "zeroext");
            if let Some(f) = callee_global.and_then(|g| self.m.function(g)) {
                sext |= self.has_attr(f.attrs.param(k), "signext");
                zext |= self.has_attr(f.attrs.param(k), "zeroext");
            }
            match class {
                Class::Float(b) => {
                    self.load(&op, "%l0", Ext::Zero)?;
                    if b == 32 {
                        self.st_slot("st", "%l0", scratch);
                        self.ld_slot("ld", &format!("%f{}", 2 * k + 1), scratch);
                    } else {
                        self.st_slot("stx", "%l0", scratch);
                        self.ld_slot("ldd", &format!("%f{}", 2 * k), scratch);
                    }
                }
                _ => {
                    let ext = Self::abi_ext(bits, sext, zext);
                    if k < INT_ARG_REGS {
                        self.load(&op, &format!("%o{k}"), ext)?;
                    } else {
                        self.load(&op, "%l0", ext)?;
                        let disp = STACK_BIAS + 128 + 8 * k as i64;
                        self.emit(format!("stx %l0, [%sp+{disp}]"));
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
                self.load(&callee, "%l0", Ext::Zero)?;
                self.emit("call %l0");
            }
        }
        self.emit(" nop");
        if extra > 0 {
            self.emit(format!("add %sp, {extra}, %sp"));
        }
        if let Some(r) = result {
            match self.class(ty)? {
                Class::Float(32) => {
                    let off = self.slot(r);
                    self.st_slot("st", "%f0", off);
                }
                Class::Float(_) => {
                    let off = self.slot(r);
                    self.st_slot("std", "%f0", off);
                }
                Class::Int(b) => self.store(r, "%o0", b),
                Class::Int128 => return Err(self.no_i128("call")),
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
