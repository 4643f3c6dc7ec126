//! The 32-bit PowerPC code generator (`powerpc-linux-gnu`, big-endian, SysV ABI): whole
//! functions of the integer/pointer subset for the shared skeleton (`codegen.rs`), every value
//! in a stack slot below the frame pointer r31, GNU assembler text for the generic 32-bit CPU.
//!
//! Owns: the frame (r31 = the stack pointer at entry, LR saved in the caller's LR save word at
//! 4(r31), the caller's r31 at -4(r31), slots below it; the new frame starts with its own back
//! chain and LR save word, so callees find the SysV header at 0(r1)/4(r1)), operands in r3/r4
//! (64-bit values, i64 and double, as register pairs with the high word first, the big-endian
//! memory order; slots hold every value in its memory layout), instruction selection (64-bit
//! add, sub, logic and multiply inline with the carry instructions; division and shifts
//! through libgcc's `__divdi3`, `__udivdi3`, `__moddi3`, `__umoddi3`, `__ashldi3`, `__lshrdi3`,
//! `__ashrdi3`), the SysV convention (argument words in r3..r10, an i64 in an odd-even pair
//! r3:r4, r5:r6, r7:r8 or r9:r10, high word first, and once one does not fit the rest of the
//! integer arguments on the stack from 8(r1); float and double in f1..f8; results in r3,
//! r3:r4 or f1; a narrow argument or result widened to 32 bits as `signext`/`zeroext` say, by
//! zero without either, since the IR carries no other hint; CR bit 6 cleared or set before a
//! call as the ABI asks of callers of variadic functions), global addresses as absolute
//! `@ha`/`@l` pairs (non-PIC code: link statically or with `-no-pie`), atomic expansion by the
//! rows of `crate::target::powerpc::ppc32` (i64 through libatomic, and compare-and-swap loops
//! around `__atomic_compare_exchange_8` for the operations it has no function for), seed 000's
//! `llvm.atomic.*` intrinsics. i128 loads, stores, copies and atomics go through the shared
//! word machinery (`words.rs`, the `word_*` hooks: libatomic's generic `__atomic_*` calls as
//! llc-22 emits them); i128 arguments, return values and arithmetic and more than eight
//! floating-point arguments are a clear error. The shape follows `mips.rs` (the other 32-bit big-endian target).
//! Must not touch: the target's facts (`crate::target::powerpc`), the IR, the 64-bit PowerPC
//! generator (`powerpc.rs`).

use super::codegen::{self, symbol, Class, Ext, GepStep, Isa, WordArg, WordOp, WordRegs};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering, RmwOp};
use crate::ir::module::GlobalKind;
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::powerpc::ppc32 as tp;
use crate::target::triple::Target;
use crate::target::x86_64::c_memory_order;
use std::fmt::Write as _;

const TARGET: &str = "powerpc-linux-gnu";
/// r3..r10.
const ARG_REGS: [&str; 8] = ["3", "4", "5", "6", "7", "8", "9", "10"];
/// f1..f8.
const FLOAT_ARGS: u32 = 8;

/// The PowerPC 32 spellings and calling convention for the shared skeleton.
pub(super) struct Ppc32;

type FnCx<'a> = codegen::FnCx<'a, Ppc32>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: tp::int_size_align,
        ptr_size: 4,
    };
    // The shared data writer emits an i128 as its low quad first (little-endian order).
    for &g in &m.layout.variables {
        let d = &m.globals[g];
        if let GlobalKind::Variable(v) = &d.kind {
            if v.init.is_some() && super::powerpc::contains_i128(&m.types, v.value_ty) {
                return Err(LowerError::new(
                    format!(
                        "cannot lower global @{} for {TARGET}: initialized i128 data is not supported on big-endian targets yet",
                        symbol(m, g)
                    ),
                    Some(d.span),
                ));
            }
        }
    }
    codegen::lower_module::<Ppc32>(m, target, &layout)
}

/// Does `v` fit a signed 16-bit immediate?
fn fits16(v: i64) -> bool {
    (-32768..=32767).contains(&v)
}

fn load_op(bits: u32) -> &'static str {
    match bits {
        0..=8 => "lbz",
        9..=16 => "lhz",
        _ => "lwz",
    }
}

fn store_op(bits: u32) -> &'static str {
    match bits {
        0..=8 => "stb",
        9..=16 => "sth",
        _ => "stw",
    }
}

impl Isa for Ppc32 {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "#";
    type Reg = &'static str;
    const R0: &'static str = "3";
    /// (the first word in memory, the second): high, then low.
    const PAIR: (&'static str, &'static str) = ("3", "4");
    const TRAP: &'static str = "trap";
    /// The caller's r31 at -4 and a pad word.
    const FRAME_RESERVED: i64 = 8;
    const WORD_BITS: u32 = 32;

    fn prologue(cx: &mut FnCx, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        cx.prologue(name, param_tys)
    }

    fn inst(cx: &mut FnCx, i: Inst, ret_ty: Type) -> Result<(), LowerError> {
        cx.select_inst(i, ret_ty)
    }

    fn copy_slots(cx: &mut FnCx, src: i64, dst: i64, size: i64) {
        let mut k = 0;
        while k < size {
            cx.mem_op("lwz", "0", src + k);
            cx.mem_op("stw", "0", dst + k);
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
        cx.mem_op("stw", r, off);
    }

    /// Big-endian: only the value's width, so that it starts at the slot's first byte.
    fn store_scalar(cx: &mut FnCx, r: &'static str, bits: u32, off: i64) {
        cx.mem_op(store_op(bits.max(8)), r, off);
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.emit("li 0, 0");
        cx.mem_op("stw", "0", off);
        cx.mem_op("stw", "0", off + 4);
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.mem_op("lbz", "0", src);
        cx.mem_op("stb", "0", dst);
    }

    /// Conditional branches reach 32 KiB, `b` 32 MiB: the condition jumps over a `b`.
    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.emit("andi. 3, 3, 1");
        cx.emit("beq 0, 1f");
        cx.emit(format!("b {taken}"));
        cx.label("1");
        cx.emit(format!("b {not_taken}"));
    }

    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.li("4", value);
        cx.emit("cmpw 0, 3, 4");
        cx.emit("bne 0, 1f");
        cx.emit(format!("b {label}"));
        cx.label("1");
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

    /// i128 by words (big-endian: the most significant word first in a slot): r7-r10 the
    /// temporaries, r12 the address.
    const WORD_REGS: Option<WordRegs<&'static str>> = Some(WordRegs {
        temps: ["7", "8", "9", "10"],
        base: "12",
    });
    const BIG_ENDIAN: bool = true;

    fn word_load(
        cx: &mut FnCx,
        r: &'static str,
        base: Option<&'static str>,
        off: i64,
    ) -> Result<(), LowerError> {
        match base {
            Some(b) => cx.emit(format!("lwz {r}, {off}({b})")),
            None => cx.mem_op("lwz", r, off),
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
            Some(b) => cx.emit(format!("stw {r}, {off}({b})")),
            None => cx.mem_op("stw", r, off),
        }
        Ok(())
    }

    fn word_imm(cx: &mut FnCx, r: &'static str, value: i64) -> Result<(), LowerError> {
        cx.li(r, value);
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
        match op {
            WordOp::Add => cx.emit(format!("add {dst}, {a}, {b}")),
            WordOp::Sub => cx.emit(format!("subf {dst}, {b}, {a}")),
            WordOp::And => cx.emit(format!("and {dst}, {a}, {b}")),
            WordOp::Or => cx.emit(format!("or {dst}, {a}, {b}")),
            WordOp::Xor => cx.emit(format!("xor {dst}, {a}, {b}")),
            WordOp::Sltu => {
                // CA = (a >= b unsigned) from a - b; dst = CA - 1 (0 or -1), negated.
                cx.emit(format!("subfc 0, {b}, {a}"));
                cx.emit(format!("subfe {dst}, {dst}, {dst}"));
                cx.emit(format!("neg {dst}, {dst}"));
            }
        }
        Ok(())
    }

    /// SysV: up to eight words in r3..r10 (the generic calls take at most six).
    fn word_call(cx: &mut FnCx, name: &str, args: &[WordArg]) -> Result<(), LowerError> {
        cx.word_args_in_regs(args, &["3", "4", "5", "6", "7", "8", "9", "10"])?;
        // Not variadic: CR bit 6 clear.
        cx.emit("crxor 6, 6, 6");
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
                    Class::Int(64) => cx.store64(r, "3", "4"),
                    Class::Int(b) => cx.store(r, "5", b),
                    _ => {}
                }
            }
            Ok(())
        })
    }
}

/// Argument words of a class (`None`: not passed by this code generator).
fn arg_words(c: Class) -> Option<usize> {
    match c {
        Class::Int(b) if b <= 32 => Some(1),
        Class::Int(64) => Some(2),
        _ => None,
    }
}

/// Is a narrow integer argument or result sign-extended to 32 bits?
fn sign_extends(bits: u32, sext: bool, zext: bool) -> bool {
    bits < 32 && sext && !zext
}

impl FnCx<'_> {
    fn no_i128(&self, what: &str) -> LowerError {
        self.unsupported(
            what,
            "i128 arguments, return values and arithmetic are not supported on 32-bit PowerPC (i128 loads, stores, copies and atomics are)",
        )
    }

    /// Loads a 32-bit constant into `r` (li, or lis/ori).
    fn li(&mut self, r: &str, v: i64) {
        let v = v as i32 as i64;
        if fits16(v) {
            self.emit(format!("li {r}, {v}"));
        } else {
            self.emit(format!("lis {r}, {}", (v >> 16) as i16));
            if v & 0xffff != 0 {
                self.emit(format!("ori {r}, {r}, {}", v & 0xffff));
            }
        }
    }

    /// A load or store at r31+off (16-bit offsets directly, farther ones through r11).
    fn mem_op(&mut self, op: &str, r: &str, off: i64) {
        if fits16(off) {
            self.emit(format!("{op} {r}, {off}(31)"));
        } else {
            self.li("11", off);
            self.emit("add 11, 31, 11");
            self.emit(format!("{op} {r}, 0(11)"));
        }
    }

    fn frame_addr(&mut self, r: &str, off: i64) {
        if fits16(off) {
            self.emit(format!("addi {r}, 31, {off}"));
        } else {
            self.li(r, off);
            self.emit(format!("add {r}, 31, {r}"));
        }
    }

    /// The frame (no store below the stack pointer: the ABI has no red zone) and the incoming
    /// arguments copied into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        // Errors about parameters point at the function, not at its last instruction.
        self.span = Some(self.m.globals[self.g].span);
        // The slots, then the new frame's 8-byte header (back chain, LR save word).
        let total = (self.frame + 8 + 15) / 16 * 16;
        let _ = writeln!(self.out, "\t.p2align\t2");
        let _ = writeln!(self.out, "\t.type\t{name},@function");
        self.label(name);
        self.emit("mflr 0");
        self.emit("stw 0, 4(1)");
        self.emit("mr 11, 1");
        if fits16(-total) {
            self.emit(format!("stwu 1, -{total}(1)"));
        } else {
            self.li("0", -total);
            self.emit("stwux 1, 1, 0");
        }
        self.emit("stw 31, -4(11)");
        self.emit("mr 31, 11");
        let (mut gr, mut fr, mut sw) = (0usize, 0u32, 0i64);
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
            if let Class::Float(bits) = class {
                if fr >= FLOAT_ARGS {
                    return Err(self.err(format!(
                        "cannot lower parameter {i} of @{name} for {TARGET}: more than {FLOAT_ARGS} floating-point arguments"
                    )));
                }
                fr += 1;
                let op = if bits == 32 { "stfs" } else { "stfd" };
                self.mem_op(op, &fr.to_string(), off);
                continue;
            }
            let Some(n) = arg_words(class) else {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {TARGET}: aggregate and i128 arguments are not supported"
                )));
            };
            if n == 2 {
                gr += gr & 1;
            }
            if gr + n <= ARG_REGS.len() {
                if n == 1 {
                    let bits = match class {
                        Class::Int(b) => b.max(8),
                        _ => 32,
                    };
                    self.mem_op(store_op(bits), ARG_REGS[gr], off);
                } else {
                    self.mem_op("stw", ARG_REGS[gr], off);
                    self.mem_op("stw", ARG_REGS[gr + 1], off + 4);
                }
                gr += n;
            } else {
                gr = ARG_REGS.len();
                if n == 2 {
                    sw += sw & 1;
                }
                for k in 0..n as i64 {
                    self.emit(format!("lwz 12, {}(31)", 8 + 4 * (sw + k)));
                    if n == 1 {
                        let bits = match class {
                            Class::Int(b) => b.max(8),
                            _ => 32,
                        };
                        // The whole word is read; a narrow store keeps its low-order bits.
                        self.mem_op(store_op(bits), "12", off);
                    } else {
                        self.mem_op("stw", "12", off + 4 * k);
                    }
                }
                sw += n as i64;
            }
        }
        Ok(())
    }

    fn epilogue(&mut self) {
        self.emit("lwz 0, 4(31)");
        self.emit("mtlr 0");
        self.emit("mr 11, 31");
        self.emit("lwz 31, -4(11)");
        self.emit("mr 1, 11");
        self.emit("blr");
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
                        self.mem_op("lbz", r, off);
                        self.emit(format!("neg {r}, {r}"));
                    }
                    (1 | 8, Ext::Zero) => self.mem_op("lbz", r, off),
                    (8, Ext::Sign) => {
                        self.mem_op("lbz", r, off);
                        self.emit(format!("extsb {r}, {r}"));
                    }
                    (16, Ext::Zero) => self.mem_op("lhz", r, off),
                    (16, Ext::Sign) => self.mem_op("lha", r, off),
                    (32, _) => self.mem_op("lwz", r, off),
                    _ => self.mem_op("lwz", r, off + 4),
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
                        self.li(r, v);
                    }
                    ConstantData::Float { bits, .. } => self.li(r, bits as u64 as i64),
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.emit(format!("li {r}, 0")),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        self.emit(format!("lis {r}, {s}@ha"));
                        self.emit(format!("addi {r}, {r}, {s}@l"));
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
                self.emit(format!("li {hi}, 0"));
                return Ok(());
            }
            _ => {}
        }
        match op {
            Operand::Value(v) => {
                let off = self.slot(*v);
                self.mem_op("lwz", hi, off);
                self.mem_op("lwz", lo, off + 4);
            }
            Operand::Const(c) => {
                let bits: u64 = match self.m.constants.data(*c).clone() {
                    ConstantData::Int { value, .. } => value.low_u64(),
                    ConstantData::Float { bits, .. } => bits as u64,
                    _ => 0,
                };
                self.li(hi, (bits >> 32) as i64);
                self.li(lo, bits as u32 as i64);
            }
            _ => return Err(self.err("internal: operand is not a value")),
        }
        Ok(())
    }

    /// Stores the low `bits` (at most 32) of `r` into `v`'s slot (i1 masked to 0/1).
    fn store(&mut self, v: Value, r: &str, bits: u32) {
        let off = self.slot(v);
        if bits == 1 {
            self.emit(format!("clrlwi {r}, {r}, 31"));
        }
        self.mem_op(store_op(bits), r, off);
    }

    fn store64(&mut self, v: Value, hi: &str, lo: &str) {
        let off = self.slot(v);
        self.mem_op("stw", hi, off);
        self.mem_op("stw", lo, off + 4);
    }

    /// A direct call (non-PIC: gcc's linker adds a PLT stub for a shared callee).
    fn call_symbol(&mut self, sym: &str) {
        self.emit(format!("bl {sym}"));
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
                self.load(&args[0], "12", Ext::Zero)?;
                self.emit("andi. 12, 12, 1");
                self.emit("beq 0, 1f");
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
                    self.frame_addr("3", area);
                } else {
                    let (sz, _) = self.layout.size_align(allocated).ok_or_else(|| {
                        self.unsupported("alloca", "the allocated type has no known size")
                    })?;
                    self.load(&args[0], "3", Ext::Zero)?;
                    self.li("4", sz as i64);
                    self.emit("mullw 3, 3, 4");
                    // The area plus a new 8-byte header below it, the back chain kept.
                    self.emit("addi 3, 3, 23");
                    self.emit("rlwinm 3, 3, 0, 0, 27");
                    self.emit("neg 3, 3");
                    self.emit("lwz 0, 0(1)");
                    self.emit("stwux 0, 1, 3");
                    self.emit("addi 3, 1, 8");
                }
                self.store(r, "3", 32);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "4", Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        self.emit(format!("{} 3, 0(4)", load_op(bits)));
                        self.store(r, "3", bits.max(8));
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.emit("lwz 3, 0(4)");
                        self.emit("lwz 5, 4(4)");
                        self.store64(r, "3", "5");
                    }
                    Class::Int128 => return Err(self.no_i128("load")),
                    Class::Memory(s) => {
                        for k in 0..s as i64 {
                            self.emit(format!("lbz 3, {k}(4)"));
                            self.mem_op("stb", "3", off + k);
                        }
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        self.load(&args[0], "3", Ext::Zero)?;
                        self.load(&args[1], "4", Ext::Zero)?;
                        self.emit(format!("{} 3, 0(4)", store_op(bits.max(8))));
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.load64(&args[0], "3", "5")?;
                        self.load(&args[1], "4", Ext::Zero)?;
                        self.emit("stw 3, 0(4)");
                        self.emit("stw 5, 4(4)");
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
                        self.load(&args[1], "4", Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.mem_op("lbz", "3", src + k);
                            self.emit(format!("stb 3, {k}(4)"));
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
                        cx.mem_op("stw", "3", off);
                        cx.mem_op("stw", "4", off + 4);
                    } else {
                        cx.mem_op(store_op(bits), "5", off);
                    }
                    cx.mem_op("stb", "12", off + flag);
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
                            let ext = if sign_extends(b, sext, zext) {
                                Ext::Sign
                            } else {
                                Ext::Zero
                            };
                            self.load(op, "3", ext)?
                        }
                        Class::Int(_) => self.load64(op, "3", "4")?,
                        Class::Float(32) => {
                            self.load(op, "3", Ext::Zero)?;
                            self.mem_op("stw", "3", scratch);
                            self.mem_op("lfs", "1", scratch);
                        }
                        Class::Float(_) => {
                            self.load64(op, "3", "4")?;
                            self.mem_op("stw", "3", scratch);
                            self.mem_op("stw", "4", scratch + 4);
                            self.mem_op("lfd", "1", scratch);
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
        self.load(&args[0], "3", ext)?;
        self.load(&args[1], "4", ext)?;
        match op {
            BinaryOp::Add => self.emit("add 3, 3, 4"),
            BinaryOp::Sub => self.emit("subf 3, 4, 3"),
            BinaryOp::Mul => self.emit("mullw 3, 3, 4"),
            BinaryOp::And => self.emit("and 3, 3, 4"),
            BinaryOp::Or => self.emit("or 3, 3, 4"),
            BinaryOp::Xor => self.emit("xor 3, 3, 4"),
            BinaryOp::Shl => self.emit("slw 3, 3, 4"),
            BinaryOp::LShr => self.emit("srw 3, 3, 4"),
            BinaryOp::AShr => self.emit("sraw 3, 3, 4"),
            BinaryOp::UDiv => self.emit("divwu 3, 3, 4"),
            BinaryOp::SDiv => self.emit("divw 3, 3, 4"),
            BinaryOp::URem | BinaryOp::SRem => {
                let div = if op == BinaryOp::URem {
                    "divwu"
                } else {
                    "divw"
                };
                self.emit(format!("{div} 5, 3, 4"));
                self.emit("mullw 5, 5, 4");
                self.emit("subf 3, 5, 3");
            }
            _ => unreachable!("float ops handled above"),
        }
        self.store(r, "3", bits);
        Ok(())
    }

    /// 64-bit arithmetic on r3:r4 (first operand, high:low) and r5:r6 (second).
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
            // libgcc: a in r3:r4, b in r5:r6 (a shift count: an int in r5); result r3:r4.
            self.load64(&args[0], "3", "4")?;
            if matches!(op, BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr) {
                self.load(&args[1], "5", Ext::Zero)?;
            } else {
                self.load64(&args[1], "5", "6")?;
            }
            self.call_symbol(f);
            self.store64(r, "3", "4");
            return Ok(());
        }
        self.load64(&args[0], "3", "4")?;
        self.load64(&args[1], "5", "6")?;
        match op {
            BinaryOp::Add => {
                self.emit("addc 4, 4, 6");
                self.emit("adde 3, 3, 5");
            }
            BinaryOp::Sub => {
                self.emit("subfc 4, 6, 4");
                self.emit("subfe 3, 5, 3");
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                let m = match op {
                    BinaryOp::And => "and",
                    BinaryOp::Or => "or",
                    _ => "xor",
                };
                self.emit(format!("{m} 3, 3, 5"));
                self.emit(format!("{m} 4, 4, 6"));
            }
            BinaryOp::Mul => {
                // (ah:al) * (bh:bl) mod 2^64 = al*bl + ((al*bh + ah*bl) << 32).
                self.emit("mulhwu 0, 4, 6");
                self.emit("mullw 11, 4, 5");
                self.emit("add 0, 0, 11");
                self.emit("mullw 11, 3, 6");
                self.emit("add 0, 0, 11");
                self.emit("mullw 4, 4, 6");
                self.emit("mr 3, 0");
            }
            _ => unreachable!("division, shifts and float ops handled above"),
        }
        self.store64(r, "3", "4");
        Ok(())
    }

    fn icmp(&mut self, pred: IntPredicate, args: &[Operand], r: Value) -> Result<(), LowerError> {
        let signed = matches!(
            pred,
            IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
        );
        let cmp = if signed { "cmpw" } else { "cmplw" };
        let oty = self.op_type(&args[0]);
        match self.class(oty)? {
            Class::Int(b) if b <= 32 => {
                let ext = if signed { Ext::Sign } else { Ext::Zero };
                self.load(&args[0], "3", ext)?;
                self.load(&args[1], "4", ext)?;
                self.emit(format!("{cmp} 0, 3, 4"));
            }
            Class::Int(_) => {
                // The high words decide unless equal; then the low words, unsigned.
                self.load64(&args[0], "3", "4")?;
                self.load64(&args[1], "5", "6")?;
                self.emit(format!("{cmp} 0, 3, 5"));
                self.emit("bne 0, 2f");
                self.emit("cmplw 0, 4, 6");
                self.label("2");
            }
            Class::Int128 => return Err(self.no_i128("icmp")),
            _ => return Err(self.unsupported("icmp", "vector comparisons are not supported")),
        }
        let b = match pred {
            IntPredicate::Eq => "beq",
            IntPredicate::Ne => "bne",
            IntPredicate::Ult | IntPredicate::Slt => "blt",
            IntPredicate::Ugt | IntPredicate::Sgt => "bgt",
            IntPredicate::Uge | IntPredicate::Sge => "bge",
            IntPredicate::Ule | IntPredicate::Sle => "ble",
        };
        self.emit("li 3, 1");
        self.emit(format!("{b} 0, 1f"));
        self.emit("li 3, 0");
        self.label("1");
        self.store(r, "3", 8);
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
                    self.load64(&args[0], "3", "4")?;
                    self.store64(r, "3", "4");
                } else {
                    self.load(&args[0], "3", Ext::Zero)?;
                    self.store(r, "3", tb);
                }
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], "4", Ext::Sign)?;
                if tb == 64 {
                    self.emit("srawi 3, 4, 31");
                    self.store64(r, "3", "4");
                } else {
                    self.store(r, "4", tb);
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
        self.load(&args[0], "3", Ext::Zero)?;
        for step in steps {
            match step {
                GepStep::Field(off) | GepStep::Const(off) => {
                    self.li("4", off);
                    self.emit("add 3, 3, 4");
                }
                GepStep::Scaled { index, stride } => {
                    // Addresses are 32 bits: the low word of a 64-bit index is enough.
                    self.load(&index, "4", Ext::Sign)?;
                    if stride > 0 && stride.count_ones() == 1 {
                        self.emit(format!("slwi 4, 4, {}", stride.trailing_zeros()));
                    } else {
                        self.li("5", stride);
                        self.emit("mullw 4, 4, 5");
                    }
                    self.emit("add 3, 3, 4");
                }
            }
        }
        self.store(r, "3", 32);
        Ok(())
    }

    /// Expands a template with the PowerPC 32 legend for an access of `bits` bits.
    fn expand(&mut self, row: &Row, bits: u32, ordering: Ordering) {
        let (a, l, _) = self.target.desc.atomics.marks_for(ordering);
        self.expand_template(
            row,
            &[
                ("{ptr}", "3"),
                ("{val}", "4"),
                ("{res}", "5"),
                ("{new}", "6"),
                (
                    "{x}",
                    match bits {
                        8 => "b",
                        16 => "h",
                        _ => "w",
                    },
                ),
                ("{c}", "w"),
                ("{ls}", load_op(bits)),
                ("{ss}", store_op(bits)),
                (
                    "{exts}",
                    match bits {
                        8 => "extsb",
                        16 => "extsh",
                        _ => "mr",
                    },
                ),
                ("{m}", if bits <= 8 { "255" } else { "65535" }),
                ("{cl}", if bits <= 8 { "24" } else { "16" }),
                (
                    "{bex}",
                    if bits <= 8 {
                        "xori 9, 9, 24"
                    } else {
                        "xori 9, 9, 16"
                    },
                ),
                ("{align}", "rlwinm 10, 3, 0, 0, 29"),
                ("{fl}", if bits == 32 { "lfs" } else { "lfd" }),
                ("{fs}", if bits == 32 { "stfs" } else { "stfd" }),
                ("{fp}", if bits == 32 { "s" } else { "" }),
                ("{rh}", "7"),
                ("{rl}", "8"),
                ("{vh}", "9"),
                ("{vl}", "10"),
                ("{nh}", "5"),
                ("{nl}", "6"),
                ("{a}", a),
                ("{l}", l),
            ],
        );
    }

    fn libcall_name(row: &Row, bits: u32) -> String {
        row.template[0].replace("{n}", &(bits / 8).to_string())
    }

    /// Load, store and read-modify-write: `args` is `[ptr]` or `[ptr, value]`.
    fn atomic(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError> {
        if key.width > 64 {
            let what = match key.op {
                AtomicOp::Load => "load atomic",
                AtomicOp::Store => "store atomic",
                AtomicOp::CmpXchg => "cmpxchg",
                _ => "atomicrmw",
            };
            return Err(self.no_i128(what));
        }
        let row = self.row(&key, ty)?;
        let bits = key.width;
        if row.expansion == Expansion::Libcall {
            // __atomic_load_8(ptr r3, order r4) / __atomic_*_8(ptr r3, value r5:r6, order r7);
            // 64-bit results in r3:r4.
            let order = c_memory_order(key.ordering);
            if key.op == AtomicOp::Load {
                self.emit(format!("li 4, {order}"));
            } else {
                self.load64(&args[1], "5", "6")?;
                self.emit(format!("li 7, {order}"));
            }
            self.load(&args[0], "3", Ext::Zero)?;
            self.call_symbol(&Self::libcall_name(row, bits));
            if let Some(r) = result {
                self.store64(r, "3", "4");
            }
            return Ok(());
        }
        if row.expansion == Expansion::CmpXchgLoop {
            return self.libcall_cas_loop(row, key, args, result);
        }
        self.load(&args[0], "3", Ext::Zero)?;
        if args.len() > 1 {
            self.load(&args[1], "4", Ext::Zero)?;
        }
        if matches!(
            key.op,
            AtomicOp::Rmw(RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin)
        ) {
            let s = self.scratch;
            self.frame_addr("10", s);
        }
        self.expand(row, bits, key.ordering);
        if let Some(r) = result {
            self.store(r, "5", bits);
        }
        Ok(())
    }

    /// An i64 read-modify-write libatomic has no function for: the value seen is kept in the
    /// scratch area's first 8 bytes; each round computes the desired value with the row's
    /// template and calls `__atomic_compare_exchange_8`, which refreshes the value seen on
    /// failure.
    fn libcall_cas_loop(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let scratch = self.scratch;
        self.load(&args[0], "3", Ext::Zero)?;
        self.emit("li 4, 0");
        self.call_symbol("__atomic_load_8");
        self.mem_op("stw", "3", scratch);
        self.mem_op("stw", "4", scratch + 4);
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&again);
        self.mem_op("lwz", "7", scratch);
        self.mem_op("lwz", "8", scratch + 4);
        self.load64(&args[1], "9", "10")?;
        self.frame_addr("11", scratch + 8);
        self.expand(row, 64, key.ordering);
        self.load(&args[0], "3", Ext::Zero)?;
        self.frame_addr("4", scratch);
        let failure = match key.ordering {
            Ordering::AcqRel => Ordering::Acquire,
            Ordering::Release => Ordering::Monotonic,
            o => o,
        };
        self.emit(format!("li 7, {}", c_memory_order(key.ordering)));
        self.emit(format!("li 8, {}", c_memory_order(failure)));
        self.call_symbol("__atomic_compare_exchange_8");
        self.emit("cmpwi 0, 3, 0");
        self.emit("bne 0, 1f");
        self.emit(format!("b {again}"));
        self.label("1");
        if let Some(r) = result {
            self.mem_op("lwz", "3", scratch);
            self.mem_op("lwz", "4", scratch + 4);
            self.store64(r, "3", "4");
        }
        Ok(())
    }

    /// cmpxchg (and seed 000's `llvm.atomic.cas`): `args` is `[ptr, expected, new]`; `done`
    /// stores the results from the old value (r5, r3:r4 for 64 bits) and the flag in r12.
    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        success: Ordering,
        failure: Ordering,
        done: impl FnOnce(&mut Self) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        if key.width > 64 {
            return Err(self.no_i128("cmpxchg"));
        }
        let vty = self.op_type(&args[1]);
        let row = self.row(&key, vty)?;
        let bits = key.width;
        if row.expansion == Expansion::Libcall {
            // bool __atomic_compare_exchange_8(ptr r3, expected* r4, desired r5:r6, success
            // r7, failure r8).
            let scratch = self.scratch;
            self.load64(&args[1], "3", "4")?;
            self.mem_op("stw", "3", scratch);
            self.mem_op("stw", "4", scratch + 4);
            self.load64(&args[2], "5", "6")?;
            self.load(&args[0], "3", Ext::Zero)?;
            self.frame_addr("4", scratch);
            self.emit(format!("li 7, {}", c_memory_order(success)));
            self.emit(format!("li 8, {}", c_memory_order(failure)));
            self.call_symbol(&Self::libcall_name(row, bits));
            self.emit("clrlwi 12, 3, 31");
            self.mem_op("lwz", "3", scratch);
            self.mem_op("lwz", "4", scratch + 4);
            return done(self);
        }
        self.load(&args[0], "3", Ext::Zero)?;
        self.load(&args[1], "4", Ext::Zero)?;
        self.load(&args[2], "6", Ext::Zero)?;
        self.expand(row, bits, key.ordering);
        done(self)
    }

    /// A SysV call: integer words in r3..r10 (an i64 in an odd-even pair; once one does not
    /// fit, the rest on the stack from 8(r1), an i64 8-aligned), floats in f1..f8.
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
        // (class, register index or stack word, on the stack?)
        let mut placed = Vec::new();
        let (mut gr, mut fr, mut sw) = (0usize, 0usize, 0usize);
        for k in 0..args.len() - 1 {
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&args[1 + k]));
            if self.has_attr(info.attrs.param(k), "byval") {
                return Err(self.unsupported("call", "byval arguments are not supported"));
            }
            let class = self.class(aty)?;
            if let Class::Float(_) = class {
                if fr >= FLOAT_ARGS as usize {
                    return Err(self.unsupported(
                        "call",
                        "more than 8 floating-point arguments are not supported",
                    ));
                }
                placed.push((class, fr + 1, false));
                fr += 1;
                continue;
            }
            let Some(n) = arg_words(class) else {
                return Err(
                    self.unsupported("call", "aggregate and i128 arguments are not supported")
                );
            };
            if n == 2 {
                gr += gr & 1;
            }
            if gr + n <= ARG_REGS.len() {
                placed.push((class, gr, false));
                gr += n;
            } else {
                gr = ARG_REGS.len();
                if n == 2 {
                    sw += sw & 1;
                }
                placed.push((class, sw, true));
                sw += n;
            }
        }
        let area = if sw > 0 {
            (8 + 4 * sw as i64 + 15) / 16 * 16
        } else {
            0
        };
        if area > 0 {
            if fits16(-area) {
                self.emit(format!("stwu 1, -{area}(1)"));
            } else {
                self.li("0", -area);
                self.emit("stwux 1, 1, 0");
            }
        }
        let ext_of = |cx: &Self, k: usize, bits: u32| {
            let mut sext = cx.has_attr(info.attrs.param(k), "signext");
            let mut zext = cx.has_attr(info.attrs.param(k), "zeroext");
            if let Some(f) = callee_global.and_then(|g| cx.m.function(g)) {
                sext |= cx.has_attr(f.attrs.param(k), "signext");
                zext |= cx.has_attr(f.attrs.param(k), "zeroext");
            }
            if sign_extends(bits, sext, zext) {
                Ext::Sign
            } else {
                Ext::Zero
            }
        };
        // Stack words and floating-point registers first (through r12 and the scratch area),
        // then the integer registers.
        let scratch = self.scratch;
        for pass in 0..2 {
            for (k, &(class, at, on_stack)) in placed.iter().enumerate() {
                let op = args[1 + k];
                let first = on_stack || matches!(class, Class::Float(_));
                if (pass == 0) != first {
                    continue;
                }
                match class {
                    Class::Float(bits) => {
                        if bits == 32 {
                            self.load(&op, "12", Ext::Zero)?;
                            self.mem_op("stw", "12", scratch);
                            self.mem_op("lfs", &at.to_string(), scratch);
                        } else {
                            self.load64(&op, "11", "12")?;
                            self.mem_op("stw", "11", scratch);
                            self.mem_op("stw", "12", scratch + 4);
                            self.mem_op("lfd", &at.to_string(), scratch);
                        }
                    }
                    Class::Int(bits) if bits <= 32 => {
                        let e = ext_of(self, k, bits);
                        if on_stack {
                            self.load(&op, "12", e)?;
                            self.emit(format!("stw 12, {}(1)", 8 + 4 * at));
                        } else {
                            self.load(&op, ARG_REGS[at], e)?;
                        }
                    }
                    _ => {
                        if on_stack {
                            self.load64(&op, "0", "12")?;
                            self.emit(format!("stw 0, {}(1)", 8 + 4 * at));
                            self.emit(format!("stw 12, {}(1)", 12 + 4 * at));
                        } else {
                            self.load64(&op, ARG_REGS[at], ARG_REGS[at + 1])?;
                        }
                    }
                }
            }
        }
        // CR bit 6: set when floating-point arguments are in registers (variadic callees).
        self.emit(if fr > 0 {
            "creqv 6, 6, 6"
        } else {
            "crxor 6, 6, 6"
        });
        match callee_global {
            Some(g) => {
                let s = symbol(self.m, g);
                self.call_symbol(&s);
            }
            None => {
                self.load(&callee, "12", Ext::Zero)?;
                self.emit("mtctr 12");
                self.emit("bctrl");
            }
        }
        if area > 0 {
            if fits16(area) {
                self.emit(format!("addi 1, 1, {area}"));
            } else {
                self.li("0", area);
                self.emit("add 1, 1, 0");
            }
        }
        if let Some(r) = result {
            match self.class(ty)? {
                Class::Int(b) if b <= 32 => self.store(r, "3", b),
                Class::Int(_) => self.store64(r, "3", "4"),
                Class::Float(b) => {
                    let off = self.slot(r);
                    self.mem_op(if b == 32 { "stfs" } else { "stfd" }, "1", off);
                }
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
