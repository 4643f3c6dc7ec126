//! The SPARC V8 code generator (`sparc-linux-gnu`, big-endian, 32-bit, the SysV SPARC ABI):
//! the target's spellings and calling convention for the shared skeleton (`codegen.rs`), GNU
//! assembler text with every delay slot filled explicitly (SPARC gas never reorders).
//!
//! Owns: the frame (a register window: `save` on entry, `ret; restore` on exit; no stack bias;
//! slots below %fp, the 92-byte save, struct-return and argument-word area at the bottom, above
//! %sp), operands in the local registers %l0..%l3 (preserved across calls; 64-bit values, i64
//! and double, as pairs with the high word first, the big-endian memory order; slots hold every
//! value in its memory layout), instruction selection on 32-bit registers (64-bit add, sub,
//! logic, multiply and comparisons inline; 64-bit division and shifts through libgcc's
//! `__divdi3`, `__udivdi3`, `__moddi3`, `__umoddi3`, `__ashldi3`, `__lshrdi3`, `__ashrdi3`;
//! 32-bit division by `sdiv`/`udiv` with %y set), the V8 convention (every argument, float and
//! double ones included, in 32-bit words: the first six in %i0..%i5 / %o0..%o5, the rest from
//! %sp+92; i64 and double take two consecutive words, high first, with no alignment; results in
//! %i0/%o0, %i0:%i1 for 64 bits, %f0 (float) and %f0:%f1 (double); narrow arguments and results
//! extended: `zeroext` zero-, `signext` sign-extends, without either i1 is zero- and i8/i16
//! sign-extended), atomic operations by the rows of `crate::target::sparc::atomics_v8` (all
//! libatomic calls; fences inline). i128 loads, stores, copies and atomics go through the shared
//! word machinery (`words.rs`, the `word_*` hooks: libatomic's generic `__atomic_*` calls as
//! llc-22 emits them); i128 arguments, return values and arithmetic, aggregates passed by value
//! and struct returns are a clear error.
//! Must not touch: the target's facts (`crate::target::sparc`), the IR, the V9 code generator
//! (`sparc.rs`).

use super::codegen::{self, symbol, Class, Ext, GepStep, Isa, WordArg, WordOp, WordRegs};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering};
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::sparc::{self as ts, INT_ARG_REGS, V8_SAVE_AND_ARGS};
use crate::target::triple::Target;
use crate::target::x86_64::c_memory_order;
use std::fmt::Write as _;

const TARGET: &str = "sparc-linux-gnu";
/// The area kept at the bottom of every frame, rounded to the 8-byte stack alignment.
const OUT_AREA: i64 = (V8_SAVE_AND_ARGS + 7) / 8 * 8;

/// The SPARC V8 spellings and calling convention for the shared skeleton.
pub(super) struct Sparc32;

type FnCx<'a> = codegen::FnCx<'a, Sparc32>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: ts::int_size_align,
        ptr_size: 4,
    };
    codegen::lower_module::<Sparc32>(m, target, &layout)
}

fn store_op(bits: u32) -> &'static str {
    match bits {
        0..=8 => "stb",
        9..=16 => "sth",
        _ => "st",
    }
}

fn load_op(bits: u32, ext: Ext) -> &'static str {
    match (bits, ext) {
        (0..=8, Ext::Zero) => "ldub",
        (0..=8, Ext::Sign) => "ldsb",
        (9..=16, Ext::Zero) => "lduh",
        (9..=16, Ext::Sign) => "ldsh",
        _ => "ld",
    }
}

/// Argument words of a class (`None`: not passed by this code generator).
fn arg_words(c: Class) -> Option<usize> {
    match c {
        Class::Int(b) | Class::Float(b) if b <= 32 => Some(1),
        Class::Int(64) | Class::Float(64) => Some(2),
        _ => None,
    }
}

/// The branch condition of an integer predicate (`unsigned_only`: the unsigned one for the
/// low words of a 64-bit comparison).
fn branch_cond(pred: IntPredicate, unsigned_only: bool) -> &'static str {
    match pred {
        IntPredicate::Eq => "be",
        IntPredicate::Ne => "bne",
        IntPredicate::Ugt => "bgu",
        IntPredicate::Uge => "bgeu",
        IntPredicate::Ult => "blu",
        IntPredicate::Ule => "bleu",
        IntPredicate::Sgt if unsigned_only => "bgu",
        IntPredicate::Sge if unsigned_only => "bgeu",
        IntPredicate::Slt if unsigned_only => "blu",
        IntPredicate::Sle if unsigned_only => "bleu",
        IntPredicate::Sgt => "bg",
        IntPredicate::Sge => "bge",
        IntPredicate::Slt => "bl",
        IntPredicate::Sle => "ble",
    }
}

impl Isa for Sparc32 {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "!";
    type Reg = &'static str;
    const R0: &'static str = "%l0";
    /// (the first word in memory, the second): high, then low.
    const PAIR: (&'static str, &'static str) = ("%l0", "%l1");
    const TRAP: &'static str = "unimp 0";
    const FRAME_RESERVED: i64 = 0;
    const WORD_BITS: u32 = 32;

    fn preamble(_target: &Target, out: &mut String) {
        // The code uses only V8 instructions and no %g2..%g7: no directive is needed (assemble
        // it as 32-bit code: `sparc64-linux-gnu-gcc -m32`).
        let _ = writeln!(out, "\t! SPARC V8 ABI: 32-bit, no stack bias");
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
            cx.ld_slot("ld", "%l4", src + k);
            cx.st_slot("st", "%l4", dst + k);
            k += 4;
        }
    }

    fn load(cx: &mut FnCx, op: &Operand, r: &'static str, ext: Ext) -> Result<(), LowerError> {
        cx.load(op, r, ext)
    }

    fn load_pair(
        cx: &mut FnCx,
        op: &Operand,
        first: &'static str,
        second: &'static str,
    ) -> Result<(), LowerError> {
        cx.load64(op, first, second)
    }

    fn store_at(cx: &mut FnCx, r: &'static str, bits: u32, off: i64) {
        cx.st_slot(store_op(bits), r, off);
    }

    fn store_word(cx: &mut FnCx, r: &'static str, off: i64) {
        cx.st_slot("st", r, off);
    }

    /// Big-endian: only the value's width, so that it starts at the slot's first byte.
    fn store_scalar(cx: &mut FnCx, r: &'static str, bits: u32, off: i64) {
        cx.st_slot(store_op(bits.max(8)), r, off);
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.st_slot("st", "%g0", off);
        cx.st_slot("st", "%g0", off + 4);
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.ld_slot("ldub", "%l4", src);
        cx.st_slot("stb", "%l4", dst);
    }

    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.emit("andcc %l0, 1, %g0");
        cx.emit("be 1f");
        cx.emit(" nop");
        cx.emit(format!("ba {taken}"));
        cx.emit(" nop");
        cx.label("1");
        cx.emit(format!("ba {not_taken}"));
        cx.emit(" nop");
    }

    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.set_const("%l1", value as i32);
        cx.emit("cmp %l0, %l1");
        cx.emit("bne 1f");
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

    /// i128 by words (big-endian: the most significant word first in a slot): %l2, %l3, %l5,
    /// %l6 the temporaries, %l7 the address.
    const WORD_REGS: Option<WordRegs<&'static str>> = Some(WordRegs {
        temps: ["%l2", "%l3", "%l5", "%l6"],
        base: "%l7",
    });
    const BIG_ENDIAN: bool = true;

    fn word_load(
        cx: &mut FnCx,
        r: &'static str,
        base: Option<&'static str>,
        off: i64,
    ) -> Result<(), LowerError> {
        match base {
            Some(b) => cx.emit(format!("ld [{b}+{off}], {r}")),
            None => cx.ld_slot("ld", r, off),
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
            Some(b) => cx.emit(format!("st {r}, [{b}+{off}]")),
            None => cx.st_slot("st", r, off),
        }
        Ok(())
    }

    fn word_imm(cx: &mut FnCx, r: &'static str, value: i64) -> Result<(), LowerError> {
        cx.set_const(r, value as i32);
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
                // The borrow of a - b, added to zero.
                cx.emit(format!("subcc {a}, {b}, %g0"));
                cx.emit(format!("addx %g0, 0, {dst}"));
                return Ok(());
            }
        };
        cx.emit(format!("{mnemonic} {a}, {b}, {dst}"));
        Ok(())
    }

    /// V8: up to six words in %o0..%o5 (the generic calls take at most six); the result moved
    /// to %l0.
    fn word_call(cx: &mut FnCx, name: &str, args: &[WordArg]) -> Result<(), LowerError> {
        cx.word_args_in_regs(args, &["%o0", "%o1", "%o2", "%o3", "%o4", "%o5"])?;
        cx.call_symbol(name);
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
        let seq = Ordering::SeqCst;
        cx.cmpxchg(key, args, seq, seq, |cx| {
            if let Some(r) = result {
                match cx.class(vty)? {
                    Class::Int(64) => cx.store64(r, "%l0", "%l1"),
                    Class::Int(b) => cx.store(r, "%l0", b),
                    _ => {}
                }
            }
            Ok(())
        })
    }
}

impl FnCx<'_> {
    fn no_i128(&self, what: &str) -> LowerError {
        self.unsupported(
            what,
            "i128 arguments, return values and arithmetic are not supported on 32-bit SPARC (i128 loads, stores, copies and atomics are)",
        )
    }

    /// The address operand of the frame offset `off` (below %fp), through %g1 when it does
    /// not fit 13 bits.
    fn slot_addr(&mut self, off: i64) -> String {
        if (-4096..4096).contains(&off) {
            format!("[%fp{off:+}]")
        } else {
            self.emit(format!("set {off}, %g1"));
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
        if (-4096..4096).contains(&off) {
            self.emit(format!("add %fp, {off}, {r}"));
        } else {
            self.emit(format!("set {off}, %g1"));
            self.emit(format!("add %fp, %g1, {r}"));
        }
    }

    /// A 32-bit constant into `r`.
    fn set_const(&mut self, r: &str, v: i32) {
        if (-4096..4096).contains(&v) {
            self.emit(format!("mov {v}, {r}"));
        } else {
            self.emit(format!("set {v}, {r}"));
        }
    }

    /// The register window, the frame and the incoming argument words copied into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        // Errors about parameters point at the function, not at its last instruction.
        self.span = Some(self.m.globals[self.g].span);
        let total = (self.frame + 7) / 8 * 8 + OUT_AREA;
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
        let mut word = 0usize;
        for (i, &p) in self.body.params.iter().enumerate() {
            let ty = param_tys
                .get(i)
                .copied()
                .unwrap_or(self.body.dfg.value_type(p));
            let off = self.slot(p);
            let attrs = f.attrs.param(i);
            if self.has_attr(attrs, "byval")
                || self.has_attr(attrs, "inalloca")
                || self.has_attr(attrs, "sret")
            {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {TARGET}: byval/inalloca/sret are not supported"
                )));
            }
            let class = self.class(ty)?;
            let Some(n) = arg_words(class) else {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {TARGET}: aggregate and i128 arguments are not supported"
                )));
            };
            for k in 0..n {
                let w = word + k;
                let dst = off + 4 * k as i64;
                let op = if n == 1 {
                    match class {
                        Class::Int(b) | Class::Float(b) => store_op(b.max(8)),
                        _ => "st",
                    }
                } else {
                    "st"
                };
                if w < INT_ARG_REGS {
                    self.st_slot(op, &format!("%i{w}"), dst);
                } else {
                    // The whole word is read; a narrow store keeps its low-order bits.
                    let disp = V8_SAVE_AND_ARGS + 4 * (w - INT_ARG_REGS) as i64;
                    self.emit(format!("ld [%fp+{disp}], %l4"));
                    self.st_slot(op, "%l4", dst);
                }
            }
            word += n;
        }
        Ok(())
    }

    /// Loads a scalar of at most 32 bits into `r`, widened to 32 bits (a 64-bit value: its
    /// low word).
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
                match bits {
                    1 => {
                        self.ld_slot("ldub", r, off);
                        if ext == Ext::Sign {
                            self.emit(format!("sub %g0, {r}, {r}"));
                        }
                    }
                    2..=32 => self.ld_slot(load_op(bits, ext), r, off),
                    _ => self.ld_slot("ld", r, off + 4),
                }
                Ok(())
            }
            Operand::Const(c) => {
                let c = *c;
                let ty = self.m.constants.ty(c);
                match self.m.constants.data(c).clone() {
                    ConstantData::Int { value, .. } => {
                        let bits = self.m.types.int_bits(ty).unwrap_or(32);
                        let v = if bits >= 32 || ext == Ext::Zero {
                            value.low_u64() as i64
                        } else {
                            value.as_i128().unwrap_or(0) as i64
                        };
                        self.set_const(r, v as i32);
                    }
                    ConstantData::Float { bits, .. } => {
                        self.set_const(r, bits as u64 as u32 as i32)
                    }
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.emit(format!("mov 0, {r}")),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        self.emit(format!("set {s}, {r}"));
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

    /// Loads a 64-bit operand (i64, double) into `hi`/`lo`; a narrower one is zero-extended.
    fn load64(&mut self, op: &Operand, hi: &str, lo: &str) -> Result<(), LowerError> {
        let ty = self.op_type(op);
        match self.class(ty)? {
            Class::Int128 => return Err(self.no_i128("a 128-bit value")),
            Class::Int(b) | Class::Float(b) if b <= 32 => {
                self.load(op, lo, Ext::Zero)?;
                self.emit(format!("mov 0, {hi}"));
                return Ok(());
            }
            _ => {}
        }
        match op {
            Operand::Value(v) => {
                let off = self.slot(*v);
                self.ld_slot("ld", hi, off);
                self.ld_slot("ld", lo, off + 4);
            }
            Operand::Const(c) => {
                let bits: u64 = match self.m.constants.data(*c).clone() {
                    ConstantData::Int { value, .. } => value.low_u64(),
                    ConstantData::Float { bits, .. } => bits as u64,
                    _ => 0,
                };
                self.set_const(hi, (bits >> 32) as u32 as i32);
                self.set_const(lo, bits as u32 as i32);
            }
            _ => return Err(self.err("internal: operand is not a value")),
        }
        Ok(())
    }

    /// Stores the low `bits` (at most 32) of `r` into `v`'s slot (i1 masked to 0/1).
    fn store(&mut self, v: Value, r: &str, bits: u32) {
        let off = self.slot(v);
        if bits == 1 {
            self.emit(format!("and {r}, 1, {r}"));
        }
        self.st_slot(store_op(bits), r, off);
    }

    fn store64(&mut self, v: Value, hi: &str, lo: &str) {
        let off = self.slot(v);
        self.st_slot("st", hi, off);
        self.st_slot("st", lo, off + 4);
    }

    /// Stores a result of `bits` bits held in `hi`:`lo` (`lo` alone up to 32 bits).
    fn store_bits(&mut self, v: Value, bits: u32, hi: &str, lo: &str) {
        if bits == 64 {
            self.store64(v, hi, lo);
        } else {
            self.store(v, lo, bits);
        }
    }

    fn call_symbol(&mut self, sym: &str) {
        self.emit(format!("call {sym}"));
        self.emit(" nop");
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
                self.load(&args[0], "%l4", Ext::Zero)?;
                self.emit("andcc %l4, 1, %g0");
                self.emit("be 1f");
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
                    self.set_const("%l4", sz as i32);
                    self.emit("smul %l0, %l4, %l0");
                    self.emit("add %l0, 7, %l0");
                    self.emit("and %l0, -8, %l0");
                    self.emit("sub %sp, %l0, %sp");
                    // The save and argument area stays at the bottom; the new memory is above.
                    self.emit(format!("add %sp, {OUT_AREA}, %l0"));
                }
                self.store(r, "%l0", 32);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "%l5", Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        self.emit(format!("{} [%l5], %l0", load_op(bits.max(8), Ext::Zero)));
                        self.store(r, "%l0", bits);
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.emit("ld [%l5], %l0");
                        self.emit("ld [%l5+4], %l1");
                        self.store64(r, "%l0", "%l1");
                    }
                    Class::Int128 => return Err(self.no_i128("load")),
                    Class::Memory(s) => {
                        for k in 0..s as i64 {
                            self.emit(format!("ldub [%l5+{k}], %l0"));
                            self.st_slot("stb", "%l0", off + k);
                        }
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        self.load(&args[0], "%l0", Ext::Zero)?;
                        self.load(&args[1], "%l5", Ext::Zero)?;
                        self.emit(format!("{} %l0, [%l5]", store_op(bits.max(8))));
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.load64(&args[0], "%l0", "%l1")?;
                        self.load(&args[1], "%l5", Ext::Zero)?;
                        self.emit("st %l0, [%l5]");
                        self.emit("st %l1, [%l5+4]");
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
                        self.load(&args[1], "%l5", Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.ld_slot("ldub", "%l0", src + k);
                            self.emit(format!("stb %l0, [%l5+{k}]"));
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
                self.cmpxchg(key, &args, success, failure, |cx| {
                    // {old, success} into the result's struct slot.
                    let r = result.expect("result");
                    let off = cx.slot(r);
                    let flag = cx.layout.field_offset(ty, 1).unwrap_or(8) as i64;
                    let bits = cx.class_bits(vty)?;
                    if bits == 64 {
                        cx.st_slot("st", "%l0", off);
                        cx.st_slot("st", "%l1", off + 4);
                    } else {
                        cx.st_slot(store_op(bits), "%l0", off);
                    }
                    cx.st_slot("stb", "%l6", off + flag);
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
                    let scratch = self.scratch;
                    match self.class(ret_ty)? {
                        Class::Int(b) if b <= 32 => {
                            // The callee extends (module doc): without an attribute, i1 by
                            // zero and i8/i16 by sign.
                            let ext = if sext || (!zext && b > 1 && b < 32) {
                                Ext::Sign
                            } else {
                                Ext::Zero
                            };
                            self.load(op, "%i0", ext)?
                        }
                        Class::Int(_) => self.load64(op, "%i0", "%i1")?,
                        Class::Float(32) => {
                            self.load(op, "%l0", Ext::Zero)?;
                            self.st_slot("st", "%l0", scratch);
                            self.ld_slot("ld", "%f0", scratch);
                        }
                        Class::Float(_) => {
                            self.load64(op, "%l0", "%l1")?;
                            self.st_slot("st", "%l0", scratch);
                            self.st_slot("st", "%l1", scratch + 4);
                            self.ld_slot("ld", "%f0", scratch);
                            self.ld_slot("ld", "%f1", scratch + 4);
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
        if bits == 64 {
            return self.binary64(op, args, r);
        }
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
            BinaryOp::Mul => self.emit("smul %l0, %l1, %l0"),
            BinaryOp::And => self.emit("and %l0, %l1, %l0"),
            BinaryOp::Or => self.emit("or %l0, %l1, %l0"),
            BinaryOp::Xor => self.emit("xor %l0, %l1, %l0"),
            BinaryOp::Shl => self.emit("sll %l0, %l1, %l0"),
            BinaryOp::LShr => self.emit("srl %l0, %l1, %l0"),
            BinaryOp::AShr => self.emit("sra %l0, %l1, %l0"),
            BinaryOp::UDiv | BinaryOp::URem | BinaryOp::SDiv | BinaryOp::SRem => {
                let signed = matches!(op, BinaryOp::SDiv | BinaryOp::SRem);
                // %y holds the dividend's high word; V8 wants three instructions between a
                // write of %y and its use.
                if signed {
                    self.emit("sra %l0, 31, %l4");
                    self.emit("wr %l4, %g0, %y");
                } else {
                    self.emit("wr %g0, %g0, %y");
                }
                self.emit("nop");
                self.emit("nop");
                self.emit("nop");
                let d = if signed { "sdiv" } else { "udiv" };
                if matches!(op, BinaryOp::URem | BinaryOp::SRem) {
                    self.emit(format!("{d} %l0, %l1, %l4"));
                    self.emit("smul %l4, %l1, %l4");
                    self.emit("sub %l0, %l4, %l0");
                } else {
                    self.emit(format!("{d} %l0, %l1, %l0"));
                }
            }
            _ => unreachable!("float ops handled above"),
        }
        self.store(r, "%l0", bits);
        Ok(())
    }

    /// 64-bit arithmetic on %l0:%l1 (first operand, high:low) and %l2:%l3 (second).
    fn binary64(&mut self, op: BinaryOp, args: &[Operand], r: Value) -> Result<(), LowerError> {
        let libcall = match op {
            BinaryOp::SDiv => Some("__divdi3"),
            BinaryOp::UDiv => Some("__udivdi3"),
            BinaryOp::SRem => Some("__moddi3"),
            BinaryOp::URem => Some("__umoddi3"),
            BinaryOp::Shl => Some("__ashldi3"),
            BinaryOp::LShr => Some("__lshrdi3"),
            BinaryOp::AShr => Some("__ashrdi3"),
            _ => None,
        };
        if let Some(f) = libcall {
            // libgcc: a in %o0:%o1, b in %o2:%o3 (a shift count: an int in %o2); result
            // %o0:%o1.
            self.load64(&args[0], "%o0", "%o1")?;
            if matches!(op, BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr) {
                self.load(&args[1], "%o2", Ext::Zero)?;
            } else {
                self.load64(&args[1], "%o2", "%o3")?;
            }
            self.call_symbol(f);
            self.store64(r, "%o0", "%o1");
            return Ok(());
        }
        self.load64(&args[0], "%l0", "%l1")?;
        self.load64(&args[1], "%l2", "%l3")?;
        match op {
            BinaryOp::Add => {
                self.emit("addcc %l1, %l3, %l1");
                self.emit("addx %l0, %l2, %l0");
            }
            BinaryOp::Sub => {
                self.emit("subcc %l1, %l3, %l1");
                self.emit("subx %l0, %l2, %l0");
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                let m = match op {
                    BinaryOp::And => "and",
                    BinaryOp::Or => "or",
                    _ => "xor",
                };
                self.emit(format!("{m} %l0, %l2, %l0"));
                self.emit(format!("{m} %l1, %l3, %l1"));
            }
            BinaryOp::Mul => {
                // (ah:al) * (bh:bl) mod 2^64 = al*bl + ((al*bh + ah*bl) << 32); umul leaves
                // the high word of al*bl in %y.
                self.emit("umul %l1, %l3, %l4");
                self.emit("rd %y, %l5");
                self.emit("smul %l1, %l2, %l6");
                self.emit("add %l5, %l6, %l5");
                self.emit("smul %l0, %l3, %l6");
                self.emit("add %l5, %l6, %l0");
                self.emit("mov %l4, %l1");
            }
            _ => unreachable!("division, shifts and float ops handled above"),
        }
        self.store64(r, "%l0", "%l1");
        Ok(())
    }

    fn icmp(&mut self, pred: IntPredicate, args: &[Operand], r: Value) -> Result<(), LowerError> {
        let signed = matches!(
            pred,
            IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
        );
        let oty = self.op_type(&args[0]);
        match self.class(oty)? {
            Class::Int(b) if b <= 32 => {
                let ext = if signed { Ext::Sign } else { Ext::Zero };
                self.load(&args[0], "%l0", ext)?;
                self.load(&args[1], "%l1", ext)?;
                // The delay slot sets 1 on both paths; the fall-through clears it.
                self.emit("cmp %l0, %l1");
                self.emit(format!("{} 1f", branch_cond(pred, false)));
                self.emit(" mov 1, %l4");
                self.emit("mov 0, %l4");
                self.label("1");
            }
            Class::Int(_) => {
                self.load64(&args[0], "%l0", "%l1")?;
                self.load64(&args[1], "%l2", "%l3")?;
                match pred {
                    IntPredicate::Eq | IntPredicate::Ne => {
                        self.emit("xor %l0, %l2, %l0");
                        self.emit("xor %l1, %l3, %l1");
                        self.emit("orcc %l0, %l1, %g0");
                        self.emit(format!("{} 1f", branch_cond(pred, false)));
                        self.emit(" mov 1, %l4");
                        self.emit("mov 0, %l4");
                        self.label("1");
                    }
                    _ => {
                        // Unequal high words decide (signed or not as the predicate); equal
                        // ones leave it to the low words, unsigned.
                        self.emit("cmp %l0, %l2");
                        self.emit("bne 2f");
                        self.emit(" nop");
                        self.emit("cmp %l1, %l3");
                        self.emit(format!("{} 3f", branch_cond(pred, true)));
                        self.emit(" mov 1, %l4");
                        self.emit("ba 3f");
                        self.emit(" mov 0, %l4");
                        self.label("2");
                        self.emit(format!("{} 3f", branch_cond(pred, false)));
                        self.emit(" mov 1, %l4");
                        self.emit("mov 0, %l4");
                        self.label("3");
                    }
                }
            }
            Class::Int128 => return Err(self.no_i128("icmp")),
            _ => return Err(self.unsupported("icmp", "vector comparisons are not supported")),
        }
        self.store(r, "%l4", 8);
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
                if tb == 64 {
                    self.load64(&args[0], "%l0", "%l1")?;
                    self.store64(r, "%l0", "%l1");
                } else {
                    self.load(&args[0], "%l0", Ext::Zero)?;
                    self.store(r, "%l0", tb);
                }
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], "%l1", Ext::Sign)?;
                if tb == 64 {
                    self.emit("sra %l1, 31, %l0");
                    self.store64(r, "%l0", "%l1");
                } else {
                    self.store(r, "%l1", tb);
                }
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
                    self.set_const("%l1", off as i32);
                    self.emit("add %l0, %l1, %l0");
                }
                GepStep::Scaled { index, stride } => {
                    // Addresses are 32 bits: the low word of a 64-bit index is enough.
                    self.load(&index, "%l1", Ext::Sign)?;
                    if stride > 0 && stride.count_ones() == 1 {
                        self.emit(format!("sll %l1, {}, %l1", stride.trailing_zeros()));
                    } else {
                        self.set_const("%l4", stride as i32);
                        self.emit("smul %l1, %l4, %l1");
                    }
                    self.emit("add %l0, %l1, %l0");
                }
            }
        }
        self.store(r, "%l0", 32);
        Ok(())
    }

    fn libcall_name(row: &Row, bits: u32) -> String {
        row.template[0].replace("{n}", &(bits / 8).to_string())
    }

    /// Puts the value operand of a libcall of `bits` bits in the argument words from `%o{w}`
    /// on (a pair for 64 bits; narrow ones zero-extended) and returns the next word.
    fn libcall_value(&mut self, op: &Operand, bits: u32, w: usize) -> Result<usize, LowerError> {
        if bits == 64 {
            self.load64(op, &format!("%o{w}"), &format!("%o{}", w + 1))?;
            Ok(w + 2)
        } else {
            self.load(op, &format!("%o{w}"), Ext::Zero)?;
            Ok(w + 1)
        }
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
        match row.expansion {
            Expansion::Libcall => {
                // __atomic_load_N(ptr, order), __atomic_store_N / exchange_N / fetch_<op>_N
                // (ptr, value, order); results in %o0, %o0:%o1 for 64 bits.
                let order = c_memory_order(key.ordering);
                self.load(&args[0], "%o0", Ext::Zero)?;
                let next = if args.len() > 1 {
                    self.libcall_value(&args[1], bits, 1)?
                } else {
                    1
                };
                self.emit(format!("mov {order}, %o{next}"));
                self.call_symbol(&Self::libcall_name(row, bits));
                if let Some(r) = result {
                    if bits == 64 {
                        self.store64(r, "%o0", "%o1");
                    } else {
                        self.store(r, "%o0", bits);
                    }
                }
                Ok(())
            }
            Expansion::CmpXchgLoop => self.libcall_cas_loop(row, key, args, result),
            _ => Err(self.err(format!(
                "internal: the {TARGET} table has only libcall and cmpxchg-loop rows"
            ))),
        }
    }

    /// Extends the desired value `lo` of an i8/i16 cmpxchg to its width in `dst`.
    fn narrow_to(&mut self, lo: &str, dst: &str, bits: u32) {
        match bits {
            8 => self.emit(format!("and {lo}, 255, {dst}")),
            16 => {
                self.emit(format!("sll {lo}, 16, {dst}"));
                self.emit(format!("srl {dst}, 16, {dst}"));
            }
            _ => self.emit(format!("mov {lo}, {dst}")),
        }
    }

    /// A read-modify-write libatomic has no function for: the value seen is kept in the
    /// scratch slot; each round computes the desired value with the row's template and calls
    /// `__atomic_compare_exchange_N`, which refreshes the value seen on failure.
    fn libcall_cas_loop(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let bits = key.width;
        let n = bits / 8;
        let scratch = self.scratch;
        self.load(&args[0], "%o0", Ext::Zero)?;
        self.emit("mov 0, %o1");
        self.call_symbol(&format!("__atomic_load_{n}"));
        if bits == 64 {
            self.st_slot("st", "%o0", scratch);
            self.st_slot("st", "%o1", scratch + 4);
        } else {
            self.st_slot(store_op(bits), "%o0", scratch);
        }
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&again);
        if bits == 64 {
            self.ld_slot("ld", "%l2", scratch);
            self.ld_slot("ld", "%l3", scratch + 4);
            self.load64(&args[1], "%l4", "%l5")?;
        } else {
            self.ld_slot(load_op(bits, Ext::Zero), "%l3", scratch);
            self.load(&args[1], "%l5", Ext::Zero)?;
        }
        self.frame_addr("%l7", scratch + 8);
        let sh = match bits {
            8 => "24",
            16 => "16",
            _ => "0",
        };
        self.expand_template(
            row,
            &[
                ("{rh}", "%l2"),
                ("{rl}", "%l3"),
                ("{vh}", "%l4"),
                ("{vl}", "%l5"),
                ("{nh}", "%l0"),
                ("{nl}", "%l1"),
                ("{sh}", sh),
            ],
        );
        self.load(&args[0], "%o0", Ext::Zero)?;
        self.frame_addr("%o1", scratch);
        let next = if bits == 64 {
            self.emit("mov %l0, %o2");
            self.emit("mov %l1, %o3");
            4
        } else {
            self.narrow_to("%l1", "%o2", bits);
            3
        };
        let failure = match key.ordering {
            Ordering::AcqRel => Ordering::Acquire,
            Ordering::Release => Ordering::Monotonic,
            o => o,
        };
        self.emit(format!("mov {}, %o{next}", c_memory_order(key.ordering)));
        self.emit(format!("mov {}, %o{}", c_memory_order(failure), next + 1));
        self.call_symbol(&format!("__atomic_compare_exchange_{n}"));
        // The bool comes back in the low byte.
        self.emit("andcc %o0, 255, %g0");
        self.emit(format!("be {again}"));
        self.emit(" nop");
        if let Some(r) = result {
            if bits == 64 {
                self.ld_slot("ld", "%l0", scratch);
                self.ld_slot("ld", "%l1", scratch + 4);
            } else {
                self.ld_slot(load_op(bits, Ext::Zero), "%l1", scratch);
            }
            self.store_bits(r, bits, "%l0", "%l1");
        }
        Ok(())
    }

    /// cmpxchg (and seed 000's `llvm.atomic.cas`): `args` is `[ptr, expected, new]`; `done`
    /// stores the results from the old value (%l0, %l0:%l1 for 64 bits) and the flag in %l6.
    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        success: Ordering,
        failure: Ordering,
        done: impl FnOnce(&mut Self) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        let vty = self.op_type(&args[1]);
        let row = self.row(&key, vty)?;
        let bits = key.width;
        if row.expansion != Expansion::Libcall {
            return Err(self.err(format!(
                "internal: the {TARGET} table has only libcall cmpxchg rows"
            )));
        }
        // bool __atomic_compare_exchange_N(ptr, expected*, desired, success, failure): the
        // expected value in the scratch slot, which receives the value seen.
        let scratch = self.scratch;
        if bits == 64 {
            self.load64(&args[1], "%l0", "%l1")?;
            self.st_slot("st", "%l0", scratch);
            self.st_slot("st", "%l1", scratch + 4);
        } else {
            self.load(&args[1], "%l0", Ext::Zero)?;
            self.st_slot(store_op(bits), "%l0", scratch);
        }
        self.load(&args[0], "%o0", Ext::Zero)?;
        self.frame_addr("%o1", scratch);
        let next = self.libcall_value(&args[2], bits, 2)?;
        self.emit(format!("mov {}, %o{next}", c_memory_order(success)));
        self.emit(format!("mov {}, %o{}", c_memory_order(failure), next + 1));
        self.call_symbol(&Self::libcall_name(row, bits));
        self.emit("and %o0, 255, %l6");
        if bits == 64 {
            self.ld_slot("ld", "%l0", scratch);
            self.ld_slot("ld", "%l1", scratch + 4);
        } else {
            self.ld_slot(load_op(bits, Ext::Zero), "%l0", scratch);
        }
        done(self)
    }

    /// A V8 call: argument words in %o0..%o5, the rest at %sp+92 upwards (the area grows for
    /// them); every argument (floats too) in integer words.
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
        let callee = args[0];
        let callee_global = self.callee_global(&callee);
        let mut placed = Vec::new();
        let mut word = 0usize;
        for k in 0..args.len() - 1 {
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&args[1 + k]));
            if self.has_attr(info.attrs.param(k), "byval")
                || self.has_attr(info.attrs.param(k), "sret")
            {
                return Err(self.unsupported("call", "byval and sret arguments are not supported"));
            }
            let class = self.class(aty)?;
            let Some(n) = arg_words(class) else {
                return Err(
                    self.unsupported("call", "aggregate and i128 arguments are not supported")
                );
            };
            placed.push((class, word));
            word += n;
        }
        let extra = ((word.saturating_sub(INT_ARG_REGS) as i64) * 4 + 7) / 8 * 8;
        if extra > 0 {
            self.emit(format!("sub %sp, {extra}, %sp"));
        }
        let word_reg =
            |w: usize| -> Option<String> { (w < INT_ARG_REGS).then(|| format!("%o{w}")) };
        let stack_disp = |w: usize| V8_SAVE_AND_ARGS + 4 * (w - INT_ARG_REGS) as i64;
        for (k, &(class, w)) in placed.iter().enumerate() {
            let op = args[1 + k];
            match class {
                Class::Int(b) | Class::Float(b) if b <= 32 => {
                    let mut sext = self.has_attr(info.attrs.param(k), "signext");
                    let mut zext = self.has_attr(info.attrs.param(k), "zeroext");
                    if let Some(f) = callee_global.and_then(|g| self.m.function(g)) {
                        sext |= self.has_attr(f.attrs.param(k), "signext");
                        zext |= self.has_attr(f.attrs.param(k), "zeroext");
                    }
                    // The caller promotes narrow arguments; without an attribute, as C's int
                    // promotion of a signed type.
                    let ext =
                        if matches!(class, Class::Int(_)) && (sext || (!zext && b > 1 && b < 32)) {
                            Ext::Sign
                        } else {
                            Ext::Zero
                        };
                    match word_reg(w) {
                        Some(reg) => self.load(&op, &reg, ext)?,
                        None => {
                            self.load(&op, "%l4", ext)?;
                            self.emit(format!("st %l4, [%sp+{}]", stack_disp(w)));
                        }
                    }
                }
                _ => {
                    self.load64(&op, "%l4", "%l5")?;
                    for (j, r) in [(0, "%l4"), (1, "%l5")] {
                        match word_reg(w + j) {
                            Some(reg) => self.emit(format!("mov {r}, {reg}")),
                            None => self.emit(format!("st {r}, [%sp+{}]", stack_disp(w + j))),
                        }
                    }
                }
            }
        }
        match callee_global {
            Some(g) => {
                let s = symbol(self.m, g);
                self.call_symbol(&s);
            }
            None => {
                self.load(&callee, "%l4", Ext::Zero)?;
                self.emit("call %l4");
                self.emit(" nop");
            }
        }
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
                    self.st_slot("st", "%f0", off);
                    self.st_slot("st", "%f1", off + 4);
                }
                Class::Int(64) => self.store64(r, "%o0", "%o1"),
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
