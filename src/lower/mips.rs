//! The 32-bit MIPS code generator (`mips-linux-gnu`, big-endian, O32 ABI, mips32r2): the
//! target's spellings and calling convention for the shared skeleton (`codegen.rs`), GNU
//! assembler text in `.set reorder` mode (the assembler fills every branch delay slot).
//!
//! Owns: the frame ($30 the frame pointer, $31 and the caller's $30 saved just below it, slots
//! below those, a 32-byte outgoing argument area at the bottom of the frame), operands in
//! $2/$3 (64-bit values, i64 and double, as register pairs with the high word first, the
//! big-endian memory order; slots hold every value in its memory layout), instruction
//! selection (64-bit add, sub, logic and multiply inline; division and shifts through libgcc's
//! `__divdi3`, `__udivdi3`, `__moddi3`, `__umoddi3`, `__ashldi3`, `__lshrdi3`, `__ashrdi3`), the
//! O32 convention (argument words in $4..$7 then the caller's stack from 16($sp), i64/double on
//! an even word; results in $2, $2:$3 for 64 bits, $f0 for float and double; narrow results
//! extended always: `zeroext` zero-, `signext` sign-extends, without either i1 is zero- and
//! i8/i16 sign-extended, because the ABI has the callee extend), atomic expansion by the rows of
//! `crate::target::mips::atomics` (i64 through libatomic). i128 loads, stores, copies and
//! atomics go through the shared word machinery (`words.rs`, the `word_*` hooks: libatomic's
//! generic `__atomic_*` calls as llc-22 emits them, the fifth and sixth words at 16($sp) and
//! 20($sp)); i128 arguments, return values and arithmetic and floating-point first arguments
//! (passed in $f12) are a clear error.
//! Must not touch: the target's facts (`crate::target::mips`), the IR.

use super::codegen::{
    self, is_defined, symbol, Class, Ext, GepStep, Isa, WordArg, WordOp, WordRegs,
};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering};
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::mips::{self as tm, O32_ARG_WORDS};
use crate::target::triple::Target;
use crate::target::x86_64::c_memory_order;
use std::fmt::Write as _;

const TARGET: &str = "mips-linux-gnu";
/// The outgoing argument area kept at the bottom of every frame: the 16-byte home area of
/// $4..$7 and room for the stack words of the libatomic calls (at most two).
const OUT_AREA: i64 = 32;
const ARG_REGS: [&str; 4] = ["$4", "$5", "$6", "$7"];

/// The MIPS O32 spellings and calling convention for the shared skeleton.
pub(super) struct Mips32;

type FnCx<'a> = codegen::FnCx<'a, Mips32>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: tm::int_size_align,
        ptr_size: 4,
    };
    codegen::lower_module::<Mips32>(m, target, &layout)
}

impl Isa for Mips32 {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "#";
    type Reg = &'static str;
    const R0: &'static str = "$2";
    /// (the first word in memory, the second): high, then low on big-endian O32.
    const PAIR: (&'static str, &'static str) = ("$2", "$3");
    const TRAP: &'static str = "teq $0, $0";
    /// $31 and the caller's $30.
    const FRAME_RESERVED: i64 = 8;
    const WORD_BITS: u32 = 32;

    fn preamble(_target: &Target, out: &mut String) {
        // Non-PIC code in an abicalls object (what gcc's objects are), for static links.
        let _ = writeln!(out, "\t.abicalls");
        let _ = writeln!(out, "\t.option\tpic0");
        let _ = writeln!(out, "\t.set\tmips32r2");
        let _ = writeln!(out, "\t.set\treorder");
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
            cx.mem_op("lw", "$8", src + k);
            cx.mem_op("sw", "$8", dst + k);
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
        cx.mem_op(store_op(bits), r, off);
    }

    fn store_word(cx: &mut FnCx, r: &'static str, off: i64) {
        cx.mem_op("sw", r, off);
    }

    /// Big-endian: only the value's width, so that it starts at the slot's first byte.
    fn store_scalar(cx: &mut FnCx, r: &'static str, bits: u32, off: i64) {
        cx.mem_op(store_op(bits.max(8)), r, off);
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.mem_op("sw", "$0", off);
        cx.mem_op("sw", "$0", off + 4);
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.mem_op("lbu", "$8", src);
        cx.mem_op("sb", "$8", dst);
    }

    /// Conditional branches reach 128 KiB; `j` the whole 256 MiB region.
    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.emit("andi $2, $2, 1");
        cx.emit("beqz $2, 1f");
        cx.emit(format!("j {taken}"));
        cx.label("1");
        cx.emit(format!("j {not_taken}"));
    }

    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.emit(format!("li $3, {}", value as i32));
        cx.emit("bne $2, $3, 1f");
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

    /// i128 by words (big-endian: the most significant word first in a slot): $9-$12 the
    /// temporaries, $13 the address.
    const WORD_REGS: Option<WordRegs<&'static str>> = Some(WordRegs {
        temps: ["$9", "$10", "$11", "$12"],
        base: "$13",
    });
    const BIG_ENDIAN: bool = true;

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
            WordOp::Add => "addu",
            WordOp::Sub => "subu",
            WordOp::And => "and",
            WordOp::Or => "or",
            WordOp::Xor => "xor",
            WordOp::Sltu => "sltu",
        };
        cx.emit(format!("{mnemonic} {dst}, {a}, {b}"));
        Ok(())
    }

    /// O32: the first four words in $4..$7, the rest at 16($sp) on (the outgoing area).
    fn word_call(cx: &mut FnCx, name: &str, args: &[WordArg]) -> Result<(), LowerError> {
        if args.len() > (OUT_AREA / 4) as usize {
            return Err(cx.err("internal: too many call words for the outgoing area"));
        }
        for (k, arg) in args.iter().enumerate() {
            let r = if k < 4 { ARG_REGS[k] } else { "$8" };
            cx.word_arg_to(arg, r)?;
            if k >= 4 {
                cx.emit(format!("sw $8, {}($sp)", k * 4));
            }
        }
        cx.call_symbol(name);
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
                    Class::Int(64) => cx.store64(r, "$2", "$3"),
                    Class::Int(b) => cx.store(r, "$2", b),
                    _ => {}
                }
            }
            Ok(())
        })
    }
}

fn store_op(bits: u32) -> &'static str {
    match bits {
        0..=8 => "sb",
        9..=16 => "sh",
        _ => "sw",
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

impl FnCx<'_> {
    fn no_i128(&self, what: &str) -> LowerError {
        self.unsupported(
            what,
            "i128 arguments, return values and arithmetic are not supported on 32-bit MIPS (i128 loads, stores, copies and atomics are)",
        )
    }

    /// A load or store at $30+off (16-bit offsets directly, farther ones through $25).
    fn mem_op(&mut self, op: &str, r: &str, off: i64) {
        if (-32768..32768).contains(&off) {
            self.emit(format!("{op} {r}, {off}($30)"));
        } else {
            self.emit(format!("li $25, {off}"));
            self.emit("addu $25, $30, $25");
            self.emit(format!("{op} {r}, 0($25)"));
        }
    }

    fn frame_addr(&mut self, r: &str, off: i64) {
        if (-32768..32768).contains(&off) {
            self.emit(format!("addiu {r}, $30, {off}"));
        } else {
            self.emit(format!("li {r}, {off}"));
            self.emit(format!("addu {r}, $30, {r}"));
        }
    }

    /// The frame and the incoming O32 argument words copied into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        // Errors about parameters point at the function, not at its last instruction.
        self.span = Some(self.m.globals[self.g].span);
        let total = (self.frame + OUT_AREA + 15) / 16 * 16;
        let _ = writeln!(self.out, "\t.p2align\t2");
        let _ = writeln!(self.out, "\t.type\t{name},@function");
        self.label(name);
        self.emit("addiu $sp, $sp, -8");
        self.emit("sw $31, 4($sp)");
        self.emit("sw $30, 0($sp)");
        self.emit("addiu $30, $sp, 8");
        self.emit(format!("li $8, {}", total - 8));
        self.emit("subu $sp, $sp, $8");
        let mut word = 0usize;
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
            if i == 0 && matches!(class, Class::Float(_)) {
                return Err(self.err(format!(
                    "cannot lower parameter 0 of @{name} for {TARGET}: a floating-point first argument (passed in $f12) is not supported"
                )));
            }
            let Some(n) = arg_words(class) else {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {TARGET}: aggregate and i128 arguments are not supported"
                )));
            };
            if n == 2 {
                word = (word + 1) & !1;
            }
            for k in 0..n {
                let w = word + k;
                let dst = off + 4 * k as i64;
                if w < O32_ARG_WORDS {
                    if n == 1 {
                        let bits = match class {
                            Class::Int(b) | Class::Float(b) => b.max(8),
                            _ => 32,
                        };
                        self.mem_op(store_op(bits), ARG_REGS[w], dst);
                    } else {
                        self.mem_op("sw", ARG_REGS[w], dst);
                    }
                } else {
                    self.mem_op("lw", "$8", 4 * w as i64);
                    if n == 1 {
                        let bits = match class {
                            Class::Int(b) | Class::Float(b) => b.max(8),
                            _ => 32,
                        };
                        // The whole word is read; a narrow store keeps its low-order bits.
                        self.mem_op(store_op(bits), "$8", dst);
                    } else {
                        self.mem_op("sw", "$8", dst);
                    }
                }
            }
            word += n;
        }
        Ok(())
    }

    fn epilogue(&mut self) {
        self.emit("lw $31, -4($30)");
        self.emit("move $25, $30");
        self.emit("lw $30, -8($30)");
        self.emit("move $sp, $25");
        self.emit("jr $31");
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
                        self.emit(format!("negu {r}, {r}"));
                    }
                    (1 | 8, Ext::Zero) => self.mem_op("lbu", r, off),
                    (8, Ext::Sign) => self.mem_op("lb", r, off),
                    (16, Ext::Zero) => self.mem_op("lhu", r, off),
                    (16, Ext::Sign) => self.mem_op("lh", r, off),
                    (32, _) => self.mem_op("lw", r, off),
                    _ => self.mem_op("lw", r, off + 4),
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
                    | ConstantData::Poison(_) => self.emit(format!("move {r}, $0")),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        let _ = is_defined(self.m, global);
                        self.emit(format!("la {r}, {s}"));
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
                self.emit(format!("move {hi}, $0"));
                return Ok(());
            }
            _ => {}
        }
        match op {
            Operand::Value(v) => {
                let off = self.slot(*v);
                self.mem_op("lw", hi, off);
                self.mem_op("lw", lo, off + 4);
            }
            Operand::Const(c) => {
                let bits: u64 = match self.m.constants.data(*c).clone() {
                    ConstantData::Int { value, .. } => value.low_u64(),
                    ConstantData::Float { bits, .. } => bits as u64,
                    _ => 0,
                };
                self.emit(format!("li {hi}, {}", (bits >> 32) as u32 as i32));
                self.emit(format!("li {lo}, {}", bits as u32 as i32));
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
        self.mem_op(store_op(bits), r, off);
    }

    fn store64(&mut self, v: Value, hi: &str, lo: &str) {
        let off = self.slot(v);
        self.mem_op("sw", hi, off);
        self.mem_op("sw", lo, off + 4);
    }

    /// Stores a call's or a libcall's result of `ty`: $2, $2:$3 for 64 bits.
    fn store_result(&mut self, v: Value, ty: Type) -> Result<(), LowerError> {
        match self.class(ty)? {
            Class::Int(b) | Class::Float(b) if b <= 32 => self.store(v, "$2", b),
            Class::Int(_) | Class::Float(_) => self.store64(v, "$2", "$3"),
            Class::Int128 => return Err(self.no_i128("a 128-bit value")),
            Class::Memory(_) => return Err(self.err("internal: scalar store of an aggregate")),
        }
        Ok(())
    }

    /// Calls `sym` the way O32 PIC and non-PIC callees both accept: through $25.
    fn call_symbol(&mut self, sym: &str) {
        self.emit(format!("la $25, {sym}"));
        self.emit("jalr $25");
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
                self.load(&args[0], "$8", Ext::Zero)?;
                self.emit("andi $8, $8, 1");
                self.emit("beqz $8, 1f");
                self.copy_operand(&args[1], ty, off)?;
                self.emit("b 2f");
                self.label("1");
                self.copy_operand(&args[2], ty, off)?;
                self.label("2");
                Ok(())
            }
            InstKind::Cast { op, .. } => self.cast(op, &args, result.expect("result"), ty),
            InstKind::Alloca { allocated, .. } => {
                let r = result.expect("result");
                if let Some(&area) = self.alloca_areas.get(&i) {
                    self.frame_addr("$2", area);
                } else {
                    let (sz, _) = self.layout.size_align(allocated).ok_or_else(|| {
                        self.unsupported("alloca", "the allocated type has no known size")
                    })?;
                    self.load(&args[0], "$2", Ext::Zero)?;
                    self.emit(format!("li $8, {sz}"));
                    self.emit("mul $2, $2, $8");
                    self.emit("addiu $2, $2, 15");
                    self.emit("li $8, -16");
                    self.emit("and $2, $2, $8");
                    self.emit("subu $sp, $sp, $2");
                    // The outgoing area stays at the bottom; the new memory is above it.
                    self.emit(format!("addiu $2, $sp, {OUT_AREA}"));
                }
                self.store(r, "$2", 32);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "$9", Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        let op = match bits {
                            0..=8 => "lbu",
                            9..=16 => "lhu",
                            _ => "lw",
                        };
                        self.emit(format!("{op} $2, 0($9)"));
                        self.store(r, "$2", bits);
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.emit("lw $2, 0($9)");
                        self.emit("lw $3, 4($9)");
                        self.store64(r, "$2", "$3");
                    }
                    Class::Int128 => return Err(self.no_i128("load")),
                    Class::Memory(s) => {
                        for k in 0..s as i64 {
                            self.emit(format!("lbu $2, {k}($9)"));
                            self.mem_op("sb", "$2", off + k);
                        }
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        self.load(&args[0], "$2", Ext::Zero)?;
                        self.load(&args[1], "$9", Ext::Zero)?;
                        self.emit(format!("{} $2, 0($9)", store_op(bits.max(8))));
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.load64(&args[0], "$2", "$3")?;
                        self.load(&args[1], "$9", Ext::Zero)?;
                        self.emit("sw $2, 0($9)");
                        self.emit("sw $3, 4($9)");
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
                        self.load(&args[1], "$9", Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.mem_op("lbu", "$2", src + k);
                            self.emit(format!("sb $2, {k}($9)"));
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
                        cx.mem_op("sw", "$2", off);
                        cx.mem_op("sw", "$3", off + 4);
                    } else {
                        cx.mem_op(store_op(bits), "$2", off);
                    }
                    cx.mem_op("sb", "$24", off + flag);
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
                            self.load(op, "$2", ext)?
                        }
                        Class::Int(_) => self.load64(op, "$2", "$3")?,
                        Class::Float(32) => {
                            self.load(op, "$2", Ext::Zero)?;
                            self.emit("mtc1 $2, $f0");
                        }
                        Class::Float(_) => {
                            self.load64(op, "$2", "$3")?;
                            self.mem_op("sw", "$2", scratch);
                            self.mem_op("sw", "$3", scratch + 4);
                            self.mem_op("ldc1", "$f0", scratch);
                        }
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
        self.load(&args[0], "$2", ext)?;
        self.load(&args[1], "$3", ext)?;
        match op {
            BinaryOp::Add => self.emit("addu $2, $2, $3"),
            BinaryOp::Sub => self.emit("subu $2, $2, $3"),
            BinaryOp::Mul => self.emit("mul $2, $2, $3"),
            BinaryOp::And => self.emit("and $2, $2, $3"),
            BinaryOp::Or => self.emit("or $2, $2, $3"),
            BinaryOp::Xor => self.emit("xor $2, $2, $3"),
            BinaryOp::Shl => self.emit("sllv $2, $2, $3"),
            BinaryOp::LShr => self.emit("srlv $2, $2, $3"),
            BinaryOp::AShr => self.emit("srav $2, $2, $3"),
            BinaryOp::UDiv | BinaryOp::URem => {
                self.emit("divu $0, $2, $3");
                self.emit(if op == BinaryOp::URem {
                    "mfhi $2"
                } else {
                    "mflo $2"
                });
            }
            BinaryOp::SDiv | BinaryOp::SRem => {
                self.emit("div $0, $2, $3");
                self.emit(if op == BinaryOp::SRem {
                    "mfhi $2"
                } else {
                    "mflo $2"
                });
            }
            _ => unreachable!("float ops handled above"),
        }
        self.store(r, "$2", bits);
        Ok(())
    }

    /// 64-bit arithmetic on $2:$3 (first operand, high:low) and $4:$5 (second).
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
            // libgcc: a in $4:$5, b in $6:$7 (a shift count: an int in $6); result $2:$3.
            self.load64(&args[0], "$4", "$5")?;
            if matches!(op, BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr) {
                self.load(&args[1], "$6", Ext::Zero)?;
            } else {
                self.load64(&args[1], "$6", "$7")?;
            }
            self.call_symbol(f);
            self.store64(r, "$2", "$3");
            return Ok(());
        }
        self.load64(&args[0], "$2", "$3")?;
        self.load64(&args[1], "$4", "$5")?;
        match op {
            BinaryOp::Add => {
                self.emit("addu $3, $3, $5");
                self.emit("sltu $8, $3, $5");
                self.emit("addu $2, $2, $4");
                self.emit("addu $2, $2, $8");
            }
            BinaryOp::Sub => {
                self.emit("sltu $8, $3, $5");
                self.emit("subu $3, $3, $5");
                self.emit("subu $2, $2, $4");
                self.emit("subu $2, $2, $8");
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                let m = match op {
                    BinaryOp::And => "and",
                    BinaryOp::Or => "or",
                    _ => "xor",
                };
                self.emit(format!("{m} $2, $2, $4"));
                self.emit(format!("{m} $3, $3, $5"));
            }
            BinaryOp::Mul => {
                // (ah:al) * (bh:bl) mod 2^64 = al*bl + ((al*bh + ah*bl) << 32).
                self.emit("multu $3, $5");
                self.emit("mflo $8");
                self.emit("mfhi $9");
                self.emit("mul $10, $3, $4");
                self.emit("addu $9, $9, $10");
                self.emit("mul $10, $2, $5");
                self.emit("addu $2, $9, $10");
                self.emit("move $3, $8");
            }
            _ => unreachable!("division, shifts and float ops handled above"),
        }
        self.store64(r, "$2", "$3");
        Ok(())
    }

    /// $8 = (a < b) for 64-bit pairs a = ah:al, b = bh:bl (signed: the high words compare
    /// signed).
    fn lt64(&mut self, signed: bool, a: (&str, &str), b: (&str, &str)) {
        let slt = if signed { "slt" } else { "sltu" };
        self.emit(format!("{slt} $8, {}, {}", a.0, b.0));
        self.emit(format!("sltu $9, {}, {}", a.1, b.1));
        self.emit(format!("xor $10, {}, {}", a.0, b.0));
        self.emit("sltiu $10, $10, 1");
        self.emit("and $9, $9, $10");
        self.emit("or $8, $8, $9");
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
                self.load(&args[0], "$2", ext)?;
                self.load(&args[1], "$3", ext)?;
                let slt = if signed { "slt" } else { "sltu" };
                match pred {
                    IntPredicate::Eq => {
                        self.emit("xor $2, $2, $3");
                        self.emit("sltiu $2, $2, 1");
                    }
                    IntPredicate::Ne => {
                        self.emit("xor $2, $2, $3");
                        self.emit("sltu $2, $0, $2");
                    }
                    IntPredicate::Ult | IntPredicate::Slt => self.emit(format!("{slt} $2, $2, $3")),
                    IntPredicate::Ugt | IntPredicate::Sgt => self.emit(format!("{slt} $2, $3, $2")),
                    IntPredicate::Uge | IntPredicate::Sge => {
                        self.emit(format!("{slt} $2, $2, $3"));
                        self.emit("xori $2, $2, 1");
                    }
                    IntPredicate::Ule | IntPredicate::Sle => {
                        self.emit(format!("{slt} $2, $3, $2"));
                        self.emit("xori $2, $2, 1");
                    }
                }
            }
            Class::Int(_) => {
                self.load64(&args[0], "$2", "$3")?;
                self.load64(&args[1], "$4", "$5")?;
                let (a, b) = (("$2", "$3"), ("$4", "$5"));
                match pred {
                    IntPredicate::Eq | IntPredicate::Ne => {
                        self.emit("xor $8, $2, $4");
                        self.emit("xor $9, $3, $5");
                        self.emit("or $8, $8, $9");
                        if pred == IntPredicate::Eq {
                            self.emit("sltiu $2, $8, 1");
                        } else {
                            self.emit("sltu $2, $0, $8");
                        }
                    }
                    IntPredicate::Ult | IntPredicate::Slt => {
                        self.lt64(signed, a, b);
                        self.emit("move $2, $8");
                    }
                    IntPredicate::Ugt | IntPredicate::Sgt => {
                        self.lt64(signed, b, a);
                        self.emit("move $2, $8");
                    }
                    IntPredicate::Uge | IntPredicate::Sge => {
                        self.lt64(signed, a, b);
                        self.emit("xori $2, $8, 1");
                    }
                    IntPredicate::Ule | IntPredicate::Sle => {
                        self.lt64(signed, b, a);
                        self.emit("xori $2, $8, 1");
                    }
                }
            }
            Class::Int128 => return Err(self.no_i128("icmp")),
            _ => return Err(self.unsupported("icmp", "vector comparisons are not supported")),
        }
        self.store(r, "$2", 8);
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
                    self.load64(&args[0], "$2", "$3")?;
                    self.store64(r, "$2", "$3");
                } else {
                    self.load(&args[0], "$2", Ext::Zero)?;
                    self.store(r, "$2", tb);
                }
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], "$3", Ext::Sign)?;
                if tb == 64 {
                    self.emit("sra $2, $3, 31");
                    self.store64(r, "$2", "$3");
                } else {
                    self.store(r, "$3", tb);
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
        self.load(&args[0], "$2", Ext::Zero)?;
        for step in steps {
            match step {
                GepStep::Field(off) | GepStep::Const(off) => {
                    self.emit(format!("li $3, {}", off as i32));
                    self.emit("addu $2, $2, $3");
                }
                GepStep::Scaled { index, stride } => {
                    // Addresses are 32 bits: the low word of a 64-bit index is enough.
                    self.load(&index, "$3", Ext::Sign)?;
                    if stride > 0 && stride.count_ones() == 1 {
                        self.emit(format!("sll $3, $3, {}", stride.trailing_zeros()));
                    } else {
                        self.emit(format!("li $8, {}", stride as i32));
                        self.emit("mul $3, $3, $8");
                    }
                    self.emit("addu $2, $2, $3");
                }
            }
        }
        self.store(r, "$2", 32);
        Ok(())
    }

    /// Expands a template with the MIPS legend for an access of `bits` bits.
    fn expand(&mut self, row: &Row, bits: u32, ordering: Ordering) {
        let (a, l, _) = self.target.desc.atomics.marks_for(ordering);
        let (ls, ss) = match bits {
            8 => ("lbu", "sb"),
            16 => ("lhu", "sh"),
            _ => ("lw", "sw"),
        };
        self.expand_template(
            row,
            &[
                ("{ptr}", "$4"),
                ("{val}", "$5"),
                ("{res}", "$2"),
                ("{new}", "$6"),
                ("{ll}", "ll"),
                ("{sc}", "sc"),
                ("{addu}", "addu"),
                ("{subu}", "subu"),
                ("{addiu}", "addiu"),
                ("{ls}", ls),
                ("{ss}", ss),
                ("{m}", if bits <= 8 { "255" } else { "65535" }),
                (
                    "{bx}",
                    if bits <= 8 {
                        "xori $9, $9, 3"
                    } else {
                        "xori $9, $9, 2"
                    },
                ),
                ("{sx}", if bits <= 8 { "seb" } else { "seh" }),
                ("{rh}", "$12"),
                ("{rl}", "$13"),
                ("{vh}", "$14"),
                ("{vl}", "$15"),
                ("{nh}", "$6"),
                ("{nl}", "$7"),
                ("{a}", a),
                ("{l}", l),
            ],
        );
    }

    fn libcall_name(row: &Row, bits: u32) -> String {
        row.template[0].replace("{n}", &(bits / 8).to_string())
    }

    /// Stores the C11 memory order `order` into the outgoing stack word at `off`($sp).
    fn stack_order(&mut self, order: u32, off: i64) {
        self.emit(format!("li $8, {order}"));
        self.emit(format!("sw $8, {off}($sp)"));
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
        if row.expansion == Expansion::Libcall {
            // __atomic_load_8(ptr, order) / __atomic_*_8(ptr, value in $6:$7, order on the
            // stack at 16($sp)); 64-bit results in $2:$3.
            let order = c_memory_order(key.ordering);
            self.load(&args[0], "$4", Ext::Zero)?;
            if key.op == AtomicOp::Load {
                self.emit(format!("li $5, {order}"));
            } else {
                self.load64(&args[1], "$6", "$7")?;
                self.stack_order(order, 16);
            }
            self.call_symbol(&Self::libcall_name(row, bits));
            if let Some(r) = result {
                self.store64(r, "$2", "$3");
            }
            return Ok(());
        }
        if row.expansion == Expansion::CmpXchgLoop {
            return self.libcall_cas_loop(row, key, args, result);
        }
        self.load(&args[0], "$4", Ext::Zero)?;
        if args.len() > 1 {
            self.load(&args[1], "$5", Ext::Zero)?;
        }
        self.expand(row, bits, key.ordering);
        if let Some(r) = result {
            self.store(r, "$2", bits);
        }
        Ok(())
    }

    /// An i64 read-modify-write libatomic has no function for: the value seen is kept in the
    /// scratch slot; each round computes the desired value with the row's template and calls
    /// `__atomic_compare_exchange_8`, which refreshes the value seen on failure.
    fn libcall_cas_loop(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let scratch = self.scratch;
        self.load(&args[0], "$4", Ext::Zero)?;
        self.emit("li $5, 0");
        self.call_symbol("__atomic_load_8");
        self.mem_op("sw", "$2", scratch);
        self.mem_op("sw", "$3", scratch + 4);
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&again);
        self.mem_op("lw", "$12", scratch);
        self.mem_op("lw", "$13", scratch + 4);
        self.load64(&args[1], "$14", "$15")?;
        self.expand(row, 64, key.ordering);
        self.load(&args[0], "$4", Ext::Zero)?;
        self.frame_addr("$5", scratch);
        let failure = match key.ordering {
            Ordering::AcqRel => Ordering::Acquire,
            Ordering::Release => Ordering::Monotonic,
            o => o,
        };
        self.stack_order(c_memory_order(key.ordering), 16);
        self.stack_order(c_memory_order(failure), 20);
        self.call_symbol("__atomic_compare_exchange_8");
        self.emit("bnez $2, 1f");
        self.emit(format!("j {again}"));
        self.label("1");
        if let Some(r) = result {
            self.mem_op("lw", "$2", scratch);
            self.mem_op("lw", "$3", scratch + 4);
            self.store64(r, "$2", "$3");
        }
        Ok(())
    }

    /// cmpxchg (and seed 000's `llvm.atomic.cas`): `args` is `[ptr, expected, new]`; `done`
    /// stores the results from the old value ($2, $2:$3 for 64 bits) and the flag in $24.
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
        if row.expansion == Expansion::Libcall {
            // bool __atomic_compare_exchange_8(ptr, expected*, desired ($6:$7), success,
            // failure (16($sp), 20($sp))).
            let scratch = self.scratch;
            self.load64(&args[1], "$2", "$3")?;
            self.mem_op("sw", "$2", scratch);
            self.mem_op("sw", "$3", scratch + 4);
            self.load(&args[0], "$4", Ext::Zero)?;
            self.frame_addr("$5", scratch);
            self.load64(&args[2], "$6", "$7")?;
            self.stack_order(c_memory_order(success), 16);
            self.stack_order(c_memory_order(failure), 20);
            self.call_symbol(&Self::libcall_name(row, bits));
            self.emit("andi $24, $2, 1");
            self.mem_op("lw", "$2", scratch);
            self.mem_op("lw", "$3", scratch + 4);
            return done(self);
        }
        self.load(&args[0], "$4", Ext::Zero)?;
        self.load(&args[1], "$5", Ext::Zero)?;
        self.load(&args[2], "$6", Ext::Zero)?;
        self.expand(row, bits, key.ordering);
        done(self)
    }

    /// An O32 call: argument words in $4..$7, the rest at 16($sp) upwards (the home area of
    /// the register words below them); the frame's outgoing area grows for longer lists.
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
            if self.has_attr(info.attrs.param(k), "byval") {
                return Err(self.unsupported("call", "byval arguments are not supported"));
            }
            let class = self.class(aty)?;
            if k == 0 && matches!(class, Class::Float(_)) {
                return Err(self.unsupported(
                    "call",
                    "a floating-point first argument (passed in $f12) is not supported",
                ));
            }
            let Some(n) = arg_words(class) else {
                return Err(
                    self.unsupported("call", "aggregate and i128 arguments are not supported")
                );
            };
            if n == 2 {
                word = (word + 1) & !1;
            }
            placed.push((class, word));
            word += n;
        }
        let extra = ((word as i64 * 4 - OUT_AREA).max(0) + 7) / 8 * 8;
        if extra > 0 {
            self.emit(format!("addiu $sp, $sp, -{extra}"));
        }
        // Stack words first (through $8/$9), then the registers.
        for pass in 0..2 {
            for (k, &(class, w)) in placed.iter().enumerate() {
                let op = args[1 + k];
                let on_stack = w >= O32_ARG_WORDS;
                if (pass == 0) != on_stack {
                    continue;
                }
                match class {
                    Class::Int(b) | Class::Float(b) if b <= 32 => {
                        let mut sext = self.has_attr(info.attrs.param(k), "signext");
                        let mut zext = self.has_attr(info.attrs.param(k), "zeroext");
                        if let Some(f) = callee_global.and_then(|g| self.m.function(g)) {
                            sext |= self.has_attr(f.attrs.param(k), "signext");
                            zext |= self.has_attr(f.attrs.param(k), "zeroext");
                        }
                        // The caller promotes narrow arguments; without an attribute, as C's
                        // int promotion of a signed type.
                        let ext = if matches!(class, Class::Int(_))
                            && (sext || (!zext && b > 1 && b < 32))
                        {
                            Ext::Sign
                        } else {
                            Ext::Zero
                        };
                        if on_stack {
                            self.load(&op, "$8", ext)?;
                            self.emit(format!("sw $8, {}($sp)", 4 * w));
                        } else {
                            self.load(&op, ARG_REGS[w], ext)?;
                        }
                    }
                    _ => {
                        if on_stack {
                            self.load64(&op, "$8", "$9")?;
                            self.emit(format!("sw $8, {}($sp)", 4 * w));
                            self.emit(format!("sw $9, {}($sp)", 4 * w + 4));
                        } else {
                            self.load64(&op, ARG_REGS[w], ARG_REGS[w + 1])?;
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
                self.load(&callee, "$25", Ext::Zero)?;
                self.emit("jalr $25");
            }
        }
        if extra > 0 {
            self.emit(format!("addiu $sp, $sp, {extra}"));
        }
        match (result, self.class(ty)?) {
            (Some(r), Class::Float(32)) => {
                let off = self.slot(r);
                self.mem_op("swc1", "$f0", off);
            }
            (Some(r), Class::Float(_)) => {
                let off = self.slot(r);
                self.mem_op("sdc1", "$f0", off);
            }
            (Some(_), Class::Memory(_)) => {
                return Err(self.unsupported("call", "aggregate return values are not supported"));
            }
            (Some(r), _) => self.store_result(r, ty)?,
            (None, _) => {}
        }
        Ok(())
    }
}
