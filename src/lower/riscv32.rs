//! The RISC-V 32 code generator (`riscv32-linux-gnu`, ILP32, soft-float): the target's
//! spellings and calling convention for the shared skeleton (`codegen.rs`), GNU assembler text
//! that GNU as 2.40 (`riscv64-linux-gnu-as -march=rv32ima -mabi=ilp32`) and clang's assembler
//! both accept.
//!
//! Owns: the frame (s0 the frame pointer, ra and the caller's s0 saved just below it, a slot
//! per SSA value below those), operands in a0/a1 (64-bit values, i64 and double, as register
//! pairs low word first, the little-endian memory order), instruction selection (64-bit add,
//! sub, logic, shifts, compares and, with `+m`, multiply inline; 64-bit division through
//! libgcc's/compiler-rt's `__divdi3`, `__udivdi3`, `__moddi3`, `__umoddi3`), the ILP32
//! convention (argument words in a0..a7, an i64 in the next two words, split between a7 and the
//! stack when only a7 is left, the rest of the words on the caller's stack from 0(sp), an i64
//! wholly on the stack 8-byte aligned; results in a0, a0:a1 for 64 bits; narrow values extended
//! to 32 bits as `signext`/`zeroext` say, zero without either, by caller and callee alike),
//! atomic expansion by the rows of `crate::target::riscv32::atomics` (i64 through libatomic's
//! `__atomic_*_8`, its compare-and-swap loops on register pairs). i128 loads, stores, copies
//! and atomics go through the shared word machinery (`words.rs`, the `word_*` hooks:
//! libatomic's generic `__atomic_*` calls as llc-22 emits them, with and without `+a`); i128
//! arguments, return values and arithmetic and aggregates passed by value are a clear error.
//! Must not touch: the target's facts (`crate::target::riscv32`), the RISC-V 64 code generator
//! (`riscv64.rs`, whose output must not change), the IR.

use super::codegen::{
    self, features_list, is_defined, symbol, Class, Ext, GepStep, Isa, WordArg, WordOp, WordRegs,
};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering, RmwOp};
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::riscv32::{self as tr, load_store, INT_ARGS};
use crate::target::triple::Target;
use crate::target::x86_64::c_memory_order;
use std::fmt::Write as _;

const TARGET: &str = "riscv32-linux-gnu";

/// The RISC-V 32 spellings and calling convention for the shared skeleton.
pub(super) struct Riscv32;

type FnCx<'a> = codegen::FnCx<'a, Riscv32>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: tr::int_size_align,
        ptr_size: 4,
    };
    codegen::lower_module::<Riscv32>(m, target, &layout)
}

/// The ISA string of the `.attribute arch` line: the base and the extensions in use, in the
/// spelling GNU as 2.40 accepts (it rejects LLVM 22's `zaamo`/`zalrsc`/`zca` names).
fn arch_attribute(target: &Target) -> String {
    let mut s = String::from("rv32i2p1");
    if target.has("m") {
        s.push_str("_m2p0");
    }
    if target.has("a") {
        s.push_str("_a2p1");
    }
    if target.has("c") {
        s.push_str("_c2p0");
    }
    s
}

impl Isa for Riscv32 {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "#";
    type Reg = &'static str;
    const R0: &'static str = "a0";
    const PAIR: (&'static str, &'static str) = ("a0", "a1");
    const TRAP: &'static str = "unimp";
    /// ra and the caller's s0, in a 16-byte block that keeps sp aligned.
    const FRAME_RESERVED: i64 = 16;
    const WORD_BITS: u32 = 32;

    fn preamble(target: &Target, out: &mut String) {
        if !target.features.is_empty() {
            let _ = writeln!(out, "# features: {}", features_list(target));
        }
        // Tag_RISCV_arch, so that the object says which extensions it uses; no relaxation,
        // as the frame addresses are computed by hand.
        let _ = writeln!(out, "\t.attribute\tarch, \"{}\"", arch_attribute(target));
        let _ = writeln!(out, "\t.option\tnorelax");
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
            cx.mem_op("lw", "t5", src + k);
            cx.mem_op("sw", "t5", dst + k);
            k += 4;
        }
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
        cx.load64(op, lo, hi)
    }

    fn store_at(cx: &mut FnCx, r: &'static str, bits: u32, off: i64) {
        cx.store_reg(r, bits, off);
    }

    fn store_word(cx: &mut FnCx, r: &'static str, off: i64) {
        cx.mem_op("sw", r, off);
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.mem_op("sw", "zero", off);
        cx.mem_op("sw", "zero", off + 4);
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

    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.emit(format!("li a1, {}", value as i32));
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

    /// i128 by words: t0-t3 the temporaries, t4 the address.
    const WORD_REGS: Option<WordRegs<&'static str>> = Some(WordRegs {
        temps: ["t0", "t1", "t2", "t3"],
        base: "t4",
    });

    fn word_load(
        cx: &mut FnCx,
        r: &'static str,
        base: Option<&'static str>,
        off: i64,
    ) -> Result<(), LowerError> {
        match base {
            Some(b) => cx.emit(format!("lw {r}, {off}({b})")),
            None => cx.mem_op("lw", r, off),
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
            Some(b) => cx.emit(format!("sw {r}, {off}({b})")),
            None => cx.mem_op("sw", r, off),
        }
        Ok(())
    }

    fn word_imm(cx: &mut FnCx, r: &'static str, value: i64) -> Result<(), LowerError> {
        cx.emit(format!("li {r}, {}", value as i32));
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
            WordOp::Sltu => "sltu",
        };
        cx.emit(format!("{mnemonic} {dst}, {a}, {b}"));
        Ok(())
    }

    /// ILP32: up to eight words in a0..a7 (the generic calls take at most six).
    fn word_call(cx: &mut FnCx, name: &str, args: &[WordArg]) -> Result<(), LowerError> {
        cx.word_args_in_regs(args, &["a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7"])?;
        cx.emit(format!("call {name}"));
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
        cx.cmpxchg(key, args, seq, seq, vty, |cx| {
            if let Some(r) = result {
                match cx.class(vty)? {
                    Class::Int(64) => cx.store64(r, "a2", "a3"),
                    Class::Int(b) => cx.store(r, "a2", b),
                    _ => {}
                }
            }
            Ok(())
        })
    }
}

/// Where one argument word goes.
#[derive(Clone, Copy)]
enum Place {
    Reg(usize),
    /// Byte offset in the outgoing (or incoming) stack area.
    Stack(i64),
}

/// Words of a class (`None`: not passed by this code generator).
fn arg_words(c: Class) -> Option<usize> {
    match c {
        Class::Int(b) | Class::Float(b) if b <= 32 => Some(1),
        Class::Int(64) | Class::Float(64) => Some(2),
        _ => None,
    }
}

/// The ILP32 places of each argument's words (low word first).
fn arg_places(classes: &[Class]) -> Vec<Vec<Place>> {
    let (mut reg, mut stack) = (0usize, 0i64);
    let mut out = Vec::new();
    for &c in classes {
        let n = arg_words(c).unwrap_or(1);
        let mut ps = Vec::new();
        if n == 2 && reg >= 8 {
            // Wholly on the stack: aligned as its type.
            stack = (stack + 7) / 8 * 8;
        }
        for _ in 0..n {
            if reg < 8 {
                ps.push(Place::Reg(reg));
                reg += 1;
            } else {
                ps.push(Place::Stack(stack));
                stack += 4;
            }
        }
        out.push(ps);
    }
    out
}

impl FnCx<'_> {
    fn no_i128(&self, what: &str) -> LowerError {
        self.unsupported(
            what,
            "i128 arguments, return values and arithmetic are not supported on RISC-V 32 (i128 loads, stores, copies and atomics are)",
        )
    }

    /// A load or store at s0+off (12-bit offsets directly, farther ones through t6).
    fn mem_op(&mut self, op: &str, regname: &str, off: i64) {
        if (-2048..2048).contains(&off) {
            self.emit(format!("{op} {regname}, {off}(s0)"));
        } else {
            self.emit(format!("li t6, {off}"));
            self.emit("add t6, s0, t6");
            self.emit(format!("{op} {regname}, 0(t6)"));
        }
    }

    fn frame_addr(&mut self, r: &str, off: i64) {
        if (-2048..2048).contains(&off) {
            self.emit(format!("addi {r}, s0, {off}"));
        } else {
            self.emit(format!("li {r}, {off}"));
            self.emit(format!("add {r}, s0, {r}"));
        }
    }

    fn store_reg(&mut self, r: &str, bits: u32, off: i64) {
        let (_, st) = load_store(bits.min(32));
        self.mem_op(st, r, off);
    }

    /// The frame (ra and s0 saved, s0 the frame pointer) and the incoming ILP32 argument words
    /// copied into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        // Errors about parameters point at the function, not at its last instruction.
        let body_span = self.span;
        self.span = Some(self.m.globals[self.g].span);
        let frame = (self.frame + 15) / 16 * 16 - 16;
        let _ = writeln!(self.out, "\t.p2align\t2");
        let _ = writeln!(self.out, "\t.type\t{name},@function");
        self.label(name);
        self.emit("addi sp, sp, -16");
        self.emit("sw ra, 12(sp)");
        self.emit("sw s0, 8(sp)");
        self.emit("addi s0, sp, 16");
        self.emit(format!("li t0, {frame}"));
        self.emit("sub sp, sp, t0");
        let mut classes = Vec::new();
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
            let class = self.class(ty)?;
            if arg_words(class).is_none() {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {TARGET}: aggregate and i128 arguments are not supported"
                )));
            }
            classes.push(class);
        }
        let places = arg_places(&classes);
        for (i, &p) in self.body.params.iter().enumerate() {
            let off = self.slot(p);
            let bits = match classes[i] {
                Class::Int(b) | Class::Float(b) => b,
                _ => 32,
            };
            for (k, place) in places[i].iter().enumerate() {
                let dst = off + 4 * k as i64;
                let st_bits = if bits > 32 { 32 } else { bits.max(8) };
                match *place {
                    Place::Reg(n) => self.store_reg(INT_ARGS[n], st_bits, dst),
                    Place::Stack(s) => {
                        self.mem_op("lw", "t5", s);
                        self.store_reg("t5", st_bits, dst);
                    }
                }
            }
        }
        self.span = body_span;
        Ok(())
    }

    fn epilogue(&mut self) {
        self.emit("addi sp, s0, -16");
        self.emit("lw ra, 12(sp)");
        self.emit("lw s0, 8(sp)");
        self.emit("addi sp, sp, 16");
        self.emit("ret");
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
                match (bits, ext) {
                    (1, Ext::Sign) => {
                        self.mem_op("lbu", r, off);
                        self.emit(format!("neg {r}, {r}"));
                    }
                    (1 | 8, Ext::Zero) => self.mem_op("lbu", r, off),
                    (8, Ext::Sign) => self.mem_op("lb", r, off),
                    (16, Ext::Zero) => self.mem_op("lhu", r, off),
                    (16, Ext::Sign) => self.mem_op("lh", r, off),
                    _ => self.mem_op("lw", r, off),
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
                        self.emit(format!("li {r}, {}", v as i32));
                    }
                    ConstantData::Float { bits, .. } => {
                        self.emit(format!("li {r}, {}", bits as u64 as u32 as i32))
                    }
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

    /// Loads a 64-bit operand (i64, double) into `lo`/`hi`; a narrower one is zero-extended.
    fn load64(&mut self, op: &Operand, lo: &str, hi: &str) -> Result<(), LowerError> {
        let ty = self.op_type(op);
        match self.class(ty)? {
            Class::Int128 => return Err(self.no_i128("a 128-bit value")),
            Class::Int(b) | Class::Float(b) if b <= 32 => {
                self.load(op, lo, Ext::Zero)?;
                self.emit(format!("li {hi}, 0"));
                return Ok(());
            }
            _ => {}
        }
        match op {
            Operand::Value(v) => {
                let off = self.slot(*v);
                self.mem_op("lw", lo, off);
                self.mem_op("lw", hi, off + 4);
            }
            Operand::Const(c) => {
                let bits: u64 = match self.m.constants.data(*c).clone() {
                    ConstantData::Int { value, .. } => value.low_u64(),
                    ConstantData::Float { bits, .. } => bits as u64,
                    _ => 0,
                };
                self.emit(format!("li {lo}, {}", bits as u32 as i32));
                self.emit(format!("li {hi}, {}", (bits >> 32) as u32 as i32));
            }
            _ => return Err(self.err("internal: operand is not a value")),
        }
        Ok(())
    }

    /// Stores the low `bits` (at most 32) of `r` into `v`'s slot (i1 masked to 0/1).
    fn store(&mut self, v: Value, r: &str, bits: u32) {
        let off = self.slot(v);
        if bits == 1 {
            self.emit(format!("andi {r}, {r}, 1"));
        }
        self.store_reg(r, bits, off);
    }

    fn store64(&mut self, v: Value, lo: &str, hi: &str) {
        let off = self.slot(v);
        self.mem_op("sw", lo, off);
        self.mem_op("sw", hi, off + 4);
    }

    /// Stores a scalar result of `ty` held in a0 (a0:a1 for 64 bits).
    fn store_result(&mut self, v: Value, ty: Type) -> Result<(), LowerError> {
        match self.class(ty)? {
            Class::Int(b) | Class::Float(b) if b <= 32 => self.store(v, "a0", b),
            Class::Int(_) | Class::Float(_) => self.store64(v, "a0", "a1"),
            Class::Int128 => return Err(self.no_i128("a 128-bit value")),
            Class::Memory(_) => {
                return Err(self.unsupported("call", "aggregate return values are not supported"))
            }
        }
        Ok(())
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
                    self.emit(format!("li a1, {sz}"));
                    self.mul("a0", "a0", "a1")?;
                    self.emit("addi a0, a0, 15");
                    self.emit("andi a0, a0, -16");
                    self.emit("sub sp, sp, a0");
                    self.emit("mv a0, sp");
                }
                self.store(r, "a0", 32);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "a2", Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        let (ld, _) = load_store(bits);
                        self.emit(format!("{ld} a0, 0(a2)"));
                        self.store(r, "a0", bits.max(8));
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.emit("lw a0, 0(a2)");
                        self.emit("lw a1, 4(a2)");
                        self.store64(r, "a0", "a1");
                    }
                    Class::Int128 => return Err(self.no_i128("load")),
                    Class::Memory(s) => {
                        for k in 0..s as i64 {
                            self.emit(format!("lbu a0, {k}(a2)"));
                            self.mem_op("sb", "a0", off + k);
                        }
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        self.load(&args[0], "a0", Ext::Zero)?;
                        self.load(&args[1], "a2", Ext::Zero)?;
                        let (_, st) = load_store(bits.max(8));
                        self.emit(format!("{st} a0, 0(a2)"));
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.load64(&args[0], "a0", "a1")?;
                        self.load(&args[1], "a2", Ext::Zero)?;
                        self.emit("sw a0, 0(a2)");
                        self.emit("sw a1, 4(a2)");
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
                        self.load(&args[1], "a2", Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.mem_op("lbu", "a0", src + k);
                            self.emit(format!("sb a0, {k}(a2)"));
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
                    // {old, success} into the result's struct slot.
                    let off = cx.slot(r);
                    let flag = cx.layout.field_offset(ty, 1).unwrap_or(8) as i64;
                    match cx.class(vty)? {
                        Class::Int(64) | Class::Float(64) => {
                            cx.mem_op("sw", "a2", off);
                            cx.mem_op("sw", "a3", off + 4);
                        }
                        Class::Int(bits) | Class::Float(bits) => cx.store_reg("a2", bits, off),
                        _ => {}
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
                        Class::Int(b) | Class::Float(b) if b <= 32 => {
                            let e = if tr::abi_sign_extends(sext) {
                                Ext::Sign
                            } else {
                                Ext::Zero
                            };
                            self.load(op, "a0", e)?
                        }
                        Class::Int(_) | Class::Float(_) => self.load64(op, "a0", "a1")?,
                        Class::Int128 => return Err(self.no_i128("ret")),
                        Class::Memory(_) => {
                            return Err(
                                self.unsupported("ret", "returning an aggregate is not supported")
                            )
                        }
                    }
                }
                self.epilogue();
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
            Class::Int128 => return Err(self.no_i128(op.name())),
            _ => return Err(self.unsupported(op.name(), "vector arithmetic is not supported")),
        };
        if matches!(
            op,
            BinaryOp::Mul | BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem
        ) && !self.target.has("m")
        {
            return Err(self.unsupported(op.name(), "multiplication and division need -mattr=+m"));
        }
        if bits == 64 {
            return self.binary64(op, args, r);
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

    /// 64-bit arithmetic on a0:a1 (first operand, low:high) and a2:a3 (second).
    fn binary64(&mut self, op: BinaryOp, args: &[Operand], r: Value) -> Result<(), LowerError> {
        let libcall = match op {
            BinaryOp::SDiv => Some("__divdi3"),
            BinaryOp::UDiv => Some("__udivdi3"),
            BinaryOp::SRem => Some("__moddi3"),
            BinaryOp::URem => Some("__umoddi3"),
            _ => None,
        };
        self.load64(&args[0], "a0", "a1")?;
        if let Some(f) = libcall {
            // libgcc/compiler-rt: a in a0:a1, b in a2:a3, the result in a0:a1.
            self.load64(&args[1], "a2", "a3")?;
            self.emit(format!("call {f}"));
            self.store64(r, "a0", "a1");
            return Ok(());
        }
        if matches!(op, BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr) {
            // The count's low word (counts >= 64 are poison); t0 = count & 63.
            self.load(&args[1], "t0", Ext::Zero)?;
            self.emit("andi t0, t0, 63");
            self.emit("li t1, 32");
            self.emit("bltu t0, t1, 1f");
            self.emit("addi t0, t0, -32");
            match op {
                BinaryOp::Shl => {
                    self.emit("sll a1, a0, t0");
                    self.emit("li a0, 0");
                }
                BinaryOp::LShr => {
                    self.emit("srl a0, a1, t0");
                    self.emit("li a1, 0");
                }
                _ => {
                    self.emit("sra a0, a1, t0");
                    self.emit("srai a1, a1, 31");
                }
            }
            self.emit("j 2f");
            self.label("1");
            self.emit("beqz t0, 2f");
            self.emit("sub t1, t1, t0");
            match op {
                BinaryOp::Shl => {
                    self.emit("srl t2, a0, t1");
                    self.emit("sll a1, a1, t0");
                    self.emit("or a1, a1, t2");
                    self.emit("sll a0, a0, t0");
                }
                BinaryOp::LShr => {
                    self.emit("sll t2, a1, t1");
                    self.emit("srl a0, a0, t0");
                    self.emit("or a0, a0, t2");
                    self.emit("srl a1, a1, t0");
                }
                _ => {
                    self.emit("sll t2, a1, t1");
                    self.emit("srl a0, a0, t0");
                    self.emit("or a0, a0, t2");
                    self.emit("sra a1, a1, t0");
                }
            }
            self.label("2");
            self.store64(r, "a0", "a1");
            return Ok(());
        }
        self.load64(&args[1], "a2", "a3")?;
        match op {
            BinaryOp::Add => {
                self.emit("add a0, a0, a2");
                self.emit("sltu t0, a0, a2");
                self.emit("add a1, a1, a3");
                self.emit("add a1, a1, t0");
            }
            BinaryOp::Sub => {
                self.emit("sltu t0, a0, a2");
                self.emit("sub a0, a0, a2");
                self.emit("sub a1, a1, a3");
                self.emit("sub a1, a1, t0");
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                let m = match op {
                    BinaryOp::And => "and",
                    BinaryOp::Or => "or",
                    _ => "xor",
                };
                self.emit(format!("{m} a0, a0, a2"));
                self.emit(format!("{m} a1, a1, a3"));
            }
            BinaryOp::Mul => {
                // (ah:al) * (bh:bl) mod 2^64 = al*bl + ((al*bh + ah*bl) << 32).
                self.emit("mulhu t0, a0, a2");
                self.emit("mul t1, a0, a3");
                self.emit("add t0, t0, t1");
                self.emit("mul t1, a1, a2");
                self.emit("add a1, t0, t1");
                self.emit("mul a0, a0, a2");
            }
            _ => unreachable!("division, shifts and float ops handled above"),
        }
        self.store64(r, "a0", "a1");
        Ok(())
    }

    /// t0 = (a < b) for 64-bit pairs a = (lo, hi), b = (lo, hi) (signed: the high words
    /// compare signed).
    fn lt64(&mut self, signed: bool, a: (&str, &str), b: (&str, &str)) {
        let slt = if signed { "slt" } else { "sltu" };
        self.emit(format!("{slt} t0, {}, {}", a.1, b.1));
        self.emit(format!("sltu t1, {}, {}", a.0, b.0));
        self.emit(format!("xor t2, {}, {}", a.1, b.1));
        self.emit("seqz t2, t2");
        self.emit("and t1, t1, t2");
        self.emit("or t0, t0, t1");
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
            }
            Class::Int(_) => {
                self.load64(&args[0], "a0", "a1")?;
                self.load64(&args[1], "a2", "a3")?;
                let (a, b) = (("a0", "a1"), ("a2", "a3"));
                match pred {
                    IntPredicate::Eq | IntPredicate::Ne => {
                        self.emit("xor a0, a0, a2");
                        self.emit("xor a1, a1, a3");
                        self.emit("or a0, a0, a1");
                        self.emit(if pred == IntPredicate::Eq {
                            "seqz a0, a0"
                        } else {
                            "snez a0, a0"
                        });
                    }
                    IntPredicate::Ult | IntPredicate::Slt => {
                        self.lt64(signed, a, b);
                        self.emit("mv a0, t0");
                    }
                    IntPredicate::Ugt | IntPredicate::Sgt => {
                        self.lt64(signed, b, a);
                        self.emit("mv a0, t0");
                    }
                    IntPredicate::Uge | IntPredicate::Sge => {
                        self.lt64(signed, a, b);
                        self.emit("xori a0, t0, 1");
                    }
                    IntPredicate::Ule | IntPredicate::Sle => {
                        self.lt64(signed, b, a);
                        self.emit("xori a0, t0, 1");
                    }
                }
            }
            Class::Int128 => return Err(self.no_i128("icmp")),
            _ => return Err(self.unsupported("icmp", "only integers and pointers are supported")),
        }
        self.store(r, "a0", 8);
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
                    self.load64(&args[0], "a0", "a1")?;
                    self.store64(r, "a0", "a1");
                } else {
                    self.load(&args[0], "a0", Ext::Zero)?;
                    self.store(r, "a0", tb);
                }
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], "a0", Ext::Sign)?;
                if tb == 64 {
                    self.emit("srai a1, a0, 31");
                    self.store64(r, "a0", "a1");
                } else {
                    self.store(r, "a0", tb);
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
        self.load(&args[0], "a0", Ext::Zero)?;
        for step in steps {
            match step {
                GepStep::Field(off) | GepStep::Const(off) => {
                    self.emit(format!("li a1, {}", off as i32));
                    self.emit("add a0, a0, a1");
                }
                GepStep::Scaled { index, stride } => {
                    // Addresses are 32 bits: the low word of a 64-bit index is enough.
                    self.load(&index, "a1", Ext::Sign)?;
                    if stride > 0 && stride.count_ones() == 1 {
                        self.emit(format!("slli a1, a1, {}", stride.trailing_zeros()));
                    } else {
                        // Without +m: shift-and-add by the constant stride's bits.
                        let s = stride as i32 as u32;
                        self.emit("li a2, 0");
                        for bit in 0..32 {
                            if s & (1 << bit) != 0 {
                                self.emit(format!("slli a3, a1, {bit}"));
                                self.emit("add a2, a2, a3");
                            }
                        }
                        self.emit("mv a1, a2");
                    }
                    self.emit("add a0, a0, a1");
                }
            }
        }
        self.store(r, "a0", 32);
        Ok(())
    }

    /// Expands a template with the RISC-V 32 legend for an access of `bits` bits.
    fn expand(&mut self, row: &Row, bits: u32, ordering: Ordering) {
        let (a, l, al) = self.target.desc.atomics.marks_for(ordering);
        let (ls, ss) = load_store(bits.min(32));
        self.expand_template(
            row,
            &[
                ("{ptr}", "a0"),
                ("{val}", "a1"),
                ("{res}", "a2"),
                ("{new}", "a3"),
                ("{t}", "a4"),
                ("{w}", "w"),
                ("{ls}", ls),
                ("{ss}", ss),
                ("{m}", if bits <= 8 { "255" } else { "65535" }),
                ("{hs}", if bits <= 8 { "24" } else { "16" }),
                ("{al}", al),
                ("{a}", a),
                ("{l}", l),
            ],
        );
    }

    /// Loads an atomic operand of at most 32 bits (narrow ones zero-extended, as the masked
    /// loops and the C types of the libcalls want).
    fn load_atomic_operand(&mut self, op: &Operand, r: &str) -> Result<(), LowerError> {
        self.load(op, r, Ext::Zero)
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
        if key.width == 128 {
            return Err(self.no_i128(&key.op.name()));
        }
        let row = self.row(&key, ty)?;
        let bits = key.width;
        if row.expansion == Expansion::Libcall {
            // __atomic_load_N(ptr, order); __atomic_*_N(ptr, value (a1, a1:a2 for 8), order).
            let order = c_memory_order(key.ordering);
            self.load(&args[0], "a0", Ext::Zero)?;
            let order_reg = match (key.op, bits) {
                (AtomicOp::Load, _) => "a1",
                (_, 64) => {
                    self.load64(&args[1], "a1", "a2")?;
                    "a3"
                }
                _ => {
                    self.load_atomic_operand(&args[1], "a1")?;
                    "a2"
                }
            };
            self.emit(format!("li {order_reg}, {order}"));
            self.emit(format!("call {}", Self::libcall_name(row, bits)));
            if let Some(r) = result {
                if bits == 64 {
                    self.store64(r, "a0", "a1");
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
            self.load_atomic_operand(&args[1], "a1")?;
        }
        self.expand(row, bits, key.ordering);
        if let Some(r) = result {
            self.store(r, "a2", bits);
        }
        Ok(())
    }

    /// A read-modify-write libatomic has no function for: the value seen is kept in the
    /// scratch slot; each round computes the desired value with the row's template and calls
    /// `__atomic_compare_exchange_{n}`, which refreshes the value seen on failure. i8..i32: the
    /// seen value in a2, the operand in a1, the desired value in a3; i64: a2:a3, a4:a5, a6:a7.
    fn libcall_cas_loop(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let bits = key.width;
        let n = bits / 8;
        let signed = matches!(key.op, AtomicOp::Rmw(RmwOp::Max | RmwOp::Min));
        let scratch = self.scratch;
        self.load(&args[0], "a0", Ext::Zero)?;
        self.emit("li a1, 0");
        self.emit(format!("call __atomic_load_{n}"));
        self.mem_op("sw", "a0", scratch);
        self.mem_op("sw", "a1", scratch + 4);
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&again);
        let seen = match (bits, signed) {
            (8, true) => "lb",
            (8, false) => "lbu",
            (16, true) => "lh",
            (16, false) => "lhu",
            _ => "lw",
        };
        if bits == 64 {
            self.mem_op("lw", "a2", scratch);
            self.mem_op("lw", "a3", scratch + 4);
            self.load64(&args[1], "a4", "a5")?;
            self.expand(row, bits, key.ordering);
            self.emit("mv a2, a6");
            self.emit("mv a3, a7");
        } else {
            self.mem_op(seen, "a2", scratch);
            self.load(&args[1], "a1", if signed { Ext::Sign } else { Ext::Zero })?;
            self.expand(row, bits, key.ordering);
            // The desired value as its C type: i8/i16 zero-extended.
            match bits {
                8 => self.emit("andi a2, a3, 255"),
                16 => {
                    self.emit("slli a2, a3, 16");
                    self.emit("srli a2, a2, 16");
                }
                _ => self.emit("mv a2, a3"),
            }
        }
        self.load(&args[0], "a0", Ext::Zero)?;
        self.frame_addr("a1", scratch);
        let order = c_memory_order(key.ordering);
        let failure = c_memory_order(match key.ordering {
            Ordering::AcqRel => Ordering::Acquire,
            Ordering::Release => Ordering::Monotonic,
            o => o,
        });
        let (s, f) = if bits == 64 {
            ("a4", "a5")
        } else {
            ("a3", "a4")
        };
        self.emit(format!("li {s}, {order}"));
        self.emit(format!("li {f}, {failure}"));
        self.emit(format!("call __atomic_compare_exchange_{n}"));
        self.emit("bnez a0, 1f");
        self.emit(format!("j {again}"));
        self.label("1");
        if let Some(r) = result {
            if bits == 64 {
                self.mem_op("lw", "a2", scratch);
                self.mem_op("lw", "a3", scratch + 4);
                self.store64(r, "a2", "a3");
            } else {
                self.mem_op(seen, "a2", scratch);
                self.store(r, "a2", bits);
            }
        }
        Ok(())
    }

    /// cmpxchg (and seed 000's `llvm.atomic.cas`): `args` is `[ptr, expected, new]`; `done`
    /// stores the results from the old value (a2, a2:a3 for 64 bits) and the flag in t4.
    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        success: Ordering,
        failure: Ordering,
        vty: Type,
        done: impl FnOnce(&mut Self) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        if key.width == 128 {
            return Err(self.no_i128("cmpxchg"));
        }
        let row = self.row(&key, vty)?;
        let bits = key.width;
        if row.expansion == Expansion::Libcall {
            // bool __atomic_compare_exchange_N(ptr, expected*, desired (a2, a2:a3 for 8),
            // success, failure).
            let scratch = self.scratch;
            self.load64(&args[1], "a0", "a1")?;
            self.mem_op("sw", "a0", scratch);
            self.mem_op("sw", "a1", scratch + 4);
            self.load(&args[0], "a0", Ext::Zero)?;
            self.frame_addr("a1", scratch);
            let (s, f) = if bits == 64 {
                self.load64(&args[2], "a2", "a3")?;
                ("a4", "a5")
            } else {
                self.load_atomic_operand(&args[2], "a2")?;
                ("a3", "a4")
            };
            self.emit(format!("li {s}, {}", c_memory_order(success)));
            self.emit(format!("li {f}, {}", c_memory_order(failure)));
            self.emit(format!("call {}", Self::libcall_name(row, bits)));
            self.emit("andi t4, a0, 1");
            self.mem_op("lw", "a2", scratch);
            self.mem_op("lw", "a3", scratch + 4);
            if bits < 32 {
                let (ld, _) = load_store(bits);
                self.mem_op(ld, "a2", scratch);
            }
            return done(self);
        }
        self.load(&args[0], "a0", Ext::Zero)?;
        self.load_atomic_operand(&args[1], "a1")?;
        self.load_atomic_operand(&args[2], "a3")?;
        self.expand(row, bits, key.ordering);
        done(self)
    }

    /// An ILP32 call: argument words in a0..a7, the rest at 0(sp) upwards.
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
        let mut classes = Vec::new();
        for k in 0..args.len() - 1 {
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&args[1 + k]));
            if self.has_attr(info.attrs.param(k), "byval") {
                return Err(self.unsupported("call", "byval arguments are not supported"));
            }
            let class = self.class(aty)?;
            if arg_words(class).is_none() {
                return Err(
                    self.unsupported("call", "aggregate and i128 arguments are not supported")
                );
            }
            classes.push(class);
        }
        let places = arg_places(&classes);
        let stack_size = places
            .iter()
            .flatten()
            .filter_map(|p| match p {
                Place::Stack(s) => Some(s + 4),
                Place::Reg(_) => None,
            })
            .max()
            .map(|s| (s + 15) / 16 * 16)
            .unwrap_or(0);
        if stack_size > 0 {
            self.emit(format!("addi sp, sp, -{stack_size}"));
        }
        // Stack words first (through t5/t6), then the registers.
        for pass in 0..2 {
            for (k, ps) in places.iter().enumerate() {
                let op = args[1 + k];
                let wide = arg_words(classes[k]) == Some(2);
                let on_stack = |p: &Place| matches!(p, Place::Stack(_));
                if (pass == 0) != ps.iter().any(on_stack) {
                    continue;
                }
                let regs: Vec<&'static str> = if wide {
                    self.load64(&op, "t5", "t6")?;
                    vec!["t5", "t6"]
                } else {
                    let mut sext = self.has_attr(info.attrs.param(k), "signext");
                    if let Some(f) = callee_global.and_then(|g| self.m.function(g)) {
                        sext |= self.has_attr(f.attrs.param(k), "signext");
                    }
                    let ext = if matches!(classes[k], Class::Int(_)) && tr::abi_sign_extends(sext) {
                        Ext::Sign
                    } else {
                        Ext::Zero
                    };
                    self.load(&op, "t5", ext)?;
                    vec!["t5"]
                };
                for (piece, p) in ps.iter().enumerate() {
                    match *p {
                        Place::Stack(s) => self.emit(format!("sw {}, {s}(sp)", regs[piece])),
                        Place::Reg(n) => self.emit(format!("mv {}, {}", INT_ARGS[n], regs[piece])),
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
            self.store_result(r, ty)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ilp32_argument_words() {
        let i32c = Class::Int(32);
        let i64c = Class::Int(64);
        // Seven words, then an i64 split between a7 and the stack.
        let mut cs = vec![i32c; 7];
        cs.push(i64c);
        let p = arg_places(&cs);
        assert!(matches!(p[7][..], [Place::Reg(7), Place::Stack(0)]));
        // Eight words, then an i64 wholly on the stack 8-byte aligned after one stack word.
        let mut cs = vec![i32c; 9];
        cs.push(i64c);
        let p = arg_places(&cs);
        assert!(matches!(p[8][..], [Place::Stack(0)]));
        assert!(matches!(p[9][..], [Place::Stack(8), Place::Stack(12)]));
        // No even-register alignment for i64 in ILP32 (only for varargs).
        let p = arg_places(&[i32c, i64c]);
        assert!(matches!(p[1][..], [Place::Reg(1), Place::Reg(2)]));
    }
}
