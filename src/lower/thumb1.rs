//! The Thumb-1 code generator (ARMv6-M, `thumbv6m-none-eabi`, GNU assembler unified syntax):
//! the target's spellings and calling convention for the shared skeleton (`codegen.rs`), with
//! the structure of `arm.rs` and Thumb-1's limits.
//!
//! Owns: the frame (`push {r3-r7, lr}`, six words so that sp stays 8-aligned; r7 the frame
//! base at the frame's lowest address, slots addressed upwards from it: an immediate offset
//! when Thumb-1's scaled 5-bit field reaches it, else the offset built in r6, which holds no
//! value whenever a slot is accessed), constants built from 8-bit immediates with shifts (no
//! literal pools, so no distance limit; addresses of globals in an inline word skipped by a
//! branch), only r0-r7 in data-processing instructions, conditions by branches (Thumb-1 has no
//! conditional execution; jumps between blocks are `bl`, which reaches 4 MiB, lr being saved), 64-bit values in register pairs (r0:r1, r2:r3), instruction
//! selection (32-bit and 64-bit add, sub and logic inline; multiplication `muls`, 64-bit
//! through `__aeabi_lmul`; division, 64-bit shifts through the AEABI helpers), the soft-float
//! AAPCS (r0-r3, i64 in an even/odd pair, the stack in 4-byte units with i64 8-aligned; narrow
//! results extended by the callee as `signext`/`zeroext` say, zero-extended when the IR says
//! neither; narrow arguments extended by the caller), and the atomics of
//! `crate::target::arm::thumbv6m`: libatomic calls with the C11 memory order, and loops around
//! `__atomic_compare_exchange_N` for the operations libatomic has no function for. i128 loads,
//! stores, copies and atomics go through the shared word machinery (`words.rs`, the `word_*`
//! hooks: libatomic's generic `__atomic_*` calls as llc-22 emits them); i128 arguments, return
//! values and arithmetic are a clear error.
//! Must not touch: the target's facts (`crate::target::arm`), the IR, `arm.rs` (the A32
//! generator keeps its own output).

use super::codegen::{self, symbol, Class, Ext, GepStep, Isa, WordArg, WordOp, WordRegs};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering};
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::arm::{self as ta, sign_extend, size_suffix, CORE_ARGS};
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::triple::Target;
use std::fmt::Write as _;

/// The Thumb-1 spellings and calling convention for the shared skeleton.
pub(super) struct Thumb1;

type FnCx<'a> = codegen::FnCx<'a, Thumb1>;

/// Bytes pushed by the prologue (r3-r7 and lr) between the frame and the caller's stack
/// arguments.
const SAVED: i64 = 24;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    if target.triple.contains("eabihf") {
        return Err(LowerError::new(
            format!(
                "target '{}': {} has no VFP registers for the hard-float ABI (use -eabi)",
                target.triple, target.desc.canonical
            ),
            None,
        ));
    }
    let layout = Layout {
        types: &m.types,
        int: ta::int_size_align,
        ptr_size: 4,
    };
    codegen::lower_module::<Thumb1>(m, target, &layout)
}

/// The C11 memory order number libatomic takes.
fn c11_order(o: Ordering) -> u32 {
    match o {
        Ordering::Unordered | Ordering::Monotonic => 0,
        Ordering::Acquire => 2,
        Ordering::Release => 3,
        Ordering::AcqRel => 4,
        Ordering::SeqCst => 5,
    }
}

/// The failure order of a compare-exchange whose (merged) ordering is `o`: C11 forbids a
/// release half there.
fn c11_failure_order(o: Ordering) -> u32 {
    match o {
        Ordering::Release => 0,
        Ordering::AcqRel => 2,
        other => c11_order(other),
    }
}

/// The instructions building the 32-bit constant `v` in the low register `r`: `movs` of the
/// highest non-zero byte, then a shift and an add per lower byte (`mvns` when the complement
/// is one byte).
fn const_lines(r: &str, v: u32) -> Vec<String> {
    if v < 256 {
        return vec![format!("movs {r}, #{v}")];
    }
    if !v < 256 {
        return vec![format!("movs {r}, #{}", !v), format!("mvns {r}, {r}")];
    }
    let bytes = v.to_be_bytes();
    let first = bytes.iter().position(|&b| b != 0).unwrap_or(3);
    let mut out = vec![format!("movs {r}, #{}", bytes[first])];
    for &b in &bytes[first + 1..] {
        out.push(format!("lsls {r}, {r}, #8"));
        if b != 0 {
            out.push(format!("adds {r}, #{b}"));
        }
    }
    out
}

/// Where an argument goes under the soft-float AAPCS.
#[derive(Clone, Copy, Debug)]
enum Place {
    /// Core registers r<n> (and r<n+1> for 64 bits).
    Core(usize),
    /// The stack at this byte offset from the argument area.
    Stack(i64),
}

/// Assigns AAPCS places to arguments of the given classes; returns the places and the stack
/// bytes used.
fn assign_places(classes: &[Class]) -> Option<(Vec<Place>, i64)> {
    let mut ncrn = 0usize;
    let mut stack = 0i64;
    let mut out = Vec::new();
    for &c in classes {
        let place = match c {
            Class::Int(b) | Class::Float(b) if b <= 32 => {
                if ncrn < 4 {
                    ncrn += 1;
                    Place::Core(ncrn - 1)
                } else {
                    stack += 4;
                    Place::Stack(stack - 4)
                }
            }
            Class::Int(_) | Class::Float(_) => {
                ncrn = (ncrn + 1) & !1;
                if ncrn < 4 {
                    ncrn += 2;
                    Place::Core(ncrn - 2)
                } else {
                    ncrn = 4;
                    stack = (stack + 7) & !7;
                    stack += 8;
                    Place::Stack(stack - 8)
                }
            }
            _ => return None,
        };
        out.push(place);
    }
    Some((out, stack))
}

impl Isa for Thumb1 {
    const NAME: &'static str = "thumbv6m-none-eabi";
    const COMMENT: &'static str = "@";
    type Reg = &'static str;
    const R0: &'static str = "r0";
    const PAIR: (&'static str, &'static str) = ("r0", "r1");
    /// The permanently undefined Thumb encoding llc-22 emits for `llvm.trap`.
    const TRAP: &'static str = ".inst.n 0xdefe";
    const FRAME_RESERVED: i64 = 0;
    const WORD_BITS: u32 = 32;
    const SECTION_TYPE_PREFIX: &'static str = "%";

    fn preamble(_target: &Target, out: &mut String) {
        // `.thumb` first: switching to a Thumb-only architecture while in ARM state warns.
        let _ = writeln!(out, "\t.syntax\tunified");
        let _ = writeln!(out, "\t.thumb");
        let _ = writeln!(out, "\t.arch\tarmv6-m");
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
            cx.mem_op("ldr", "r0", src + k);
            cx.mem_op("str", "r0", dst + k);
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
        cx.mem_op(&format!("str{}", size_suffix(bits)), r, off);
    }

    fn store_word(cx: &mut FnCx, r: &'static str, off: i64) {
        cx.mem_op("str", r, off);
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.emit("movs r0, #0");
        cx.mem_op("str", "r0", off);
        cx.mem_op("str", "r0", off + 4);
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.mem_op("ldrb", "r0", src);
        cx.mem_op("strb", "r0", dst);
    }

    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        // Bit 0 into the flags: a short conditional skip (a conditional branch reaches 256
        // bytes), then far jumps.
        cx.emit("lsls r0, r0, #31");
        cx.emit("beq 1f");
        Self::jump(cx, taken);
        cx.label("1");
        Self::jump(cx, not_taken);
    }

    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.const_to("r1", value as u32);
        cx.emit("cmp r0, r1");
        cx.emit("bne 1f");
        Self::jump(cx, label);
        cx.label("1");
    }

    /// A jump to a block: `bl`, whose reach is 4 MiB where `b` reaches 2 KiB (a function with
    /// every value in a slot passes that quickly). It only clobbers lr, which the prologue
    /// saved; both GNU as and clang resolve a `bl` to a local label without a relocation.
    fn jump(cx: &mut FnCx, label: &str) {
        cx.emit(format!("bl {label}"));
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

    /// i128 by words: r2-r5 the temporaries, r1 the address (low registers only; r6 stays the
    /// offset register of `mem_op`).
    const WORD_REGS: Option<WordRegs<&'static str>> = Some(WordRegs {
        temps: ["r2", "r3", "r4", "r5"],
        base: "r1",
    });

    fn word_load(
        cx: &mut FnCx,
        r: &'static str,
        base: Option<&'static str>,
        off: i64,
    ) -> Result<(), LowerError> {
        match base {
            Some(b) => cx.emit(format!("ldr {r}, [{b}, #{off}]")),
            None => cx.mem_op("ldr", r, off),
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
            Some(b) => cx.emit(format!("str {r}, [{b}, #{off}]")),
            None => cx.mem_op("str", r, off),
        }
        Ok(())
    }

    fn word_imm(cx: &mut FnCx, r: &'static str, value: i64) -> Result<(), LowerError> {
        cx.const_to(r, value as u32);
        Ok(())
    }

    fn word_frame_addr(cx: &mut FnCx, r: &'static str, off: i64) -> Result<(), LowerError> {
        cx.frame_addr(r, off);
        Ok(())
    }

    /// Thumb-1: add/sub have a three-register form; the logic operations are two-register.
    fn word_op(
        cx: &mut FnCx,
        op: WordOp,
        dst: &'static str,
        a: &'static str,
        b: &'static str,
    ) -> Result<(), LowerError> {
        let logic = match op {
            WordOp::Add => {
                cx.emit(format!("adds {dst}, {a}, {b}"));
                return Ok(());
            }
            WordOp::Sub => {
                cx.emit(format!("subs {dst}, {a}, {b}"));
                return Ok(());
            }
            WordOp::Sltu => {
                // C = (a >= b); dst - dst - !C = -(a < b), negated.
                cx.emit(format!("cmp {a}, {b}"));
                cx.emit(format!("sbcs {dst}, {dst}"));
                cx.emit(format!("rsbs {dst}, {dst}, #0"));
                return Ok(());
            }
            WordOp::And => "ands",
            WordOp::Or => "orrs",
            WordOp::Xor => "eors",
        };
        if dst == a {
            cx.emit(format!("{logic} {dst}, {b}"));
        } else if dst == b {
            cx.emit(format!("{logic} {dst}, {a}"));
        } else {
            cx.emit(format!("movs {dst}, {a}"));
            cx.emit(format!("{logic} {dst}, {b}"));
        }
        Ok(())
    }

    /// AAPCS: the first four words in r0-r3, the rest on the stack (8-aligned); the stack
    /// words first, through r0.
    fn word_call(cx: &mut FnCx, name: &str, args: &[WordArg]) -> Result<(), LowerError> {
        let stack = (args.len().saturating_sub(4) as i64 * 4 + 7) / 8 * 8;
        cx.adjust_sp(-stack);
        let regs = ["r0", "r1", "r2", "r3"];
        for (k, arg) in args
            .iter()
            .enumerate()
            .skip(4)
            .chain(args.iter().enumerate().take(4))
        {
            let r = if k < 4 { regs[k] } else { "r0" };
            cx.word_arg_to(arg, r)?;
            if k >= 4 {
                cx.emit(format!("str r0, [sp, #{}]", (k - 4) * 4));
            }
        }
        cx.emit(format!("bl {name}"));
        cx.adjust_sp(stack);
        Ok(())
    }

    fn legacy_cas(
        cx: &mut FnCx,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        vty: Type,
    ) -> Result<(), LowerError> {
        cx.cmpxchg(key, args, vty, |cx| {
            if let Some(r) = result {
                let bits = cx.class_bits(vty)?;
                let scratch = cx.scratch;
                if bits == 64 {
                    cx.mem_op("ldr", "r0", scratch);
                    cx.mem_op("ldr", "r1", scratch + 4);
                    cx.store64(r, "r0", "r1");
                } else {
                    cx.mem_op(&format!("ldr{}", size_suffix(bits)), "r0", scratch);
                    cx.store(r, "r0", bits);
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
            "i128 arguments, return values and arithmetic are not supported on thumbv6m (i128 loads, stores, copies and atomics are)",
        )
    }

    /// The frame's size: the slots rounded up to keep sp 8-aligned.
    fn frame_bytes(&self) -> i64 {
        (self.frame + 7) / 8 * 8
    }

    /// Builds the 32-bit constant `v` in the low register `r`.
    fn const_to(&mut self, r: &str, v: u32) {
        for l in const_lines(r, v) {
            self.emit(l);
        }
    }

    /// A load or store `op` of `r` at frame offset `off` (negative, from the frame's top):
    /// r7 + the offset from the frame's bottom, as an immediate when the instruction's scaled
    /// 5-bit field reaches it, else through r6 (`ldrsb`/`ldrsh` have only the register form).
    fn mem_op(&mut self, op: &str, r: &str, off: i64) {
        let pos = self.frame_bytes() + off;
        let scale = match op {
            "ldr" | "str" => 4,
            "ldrh" | "strh" => 2,
            "ldrb" | "strb" => 1,
            _ => 0,
        };
        if scale > 0 && pos >= 0 && pos % scale == 0 && pos / scale < 32 {
            self.emit(format!("{op} {r}, [r7, #{pos}]"));
        } else {
            self.const_to("r6", pos as u32);
            self.emit(format!("{op} {r}, [r7, r6]"));
        }
    }

    /// `r` = the address of frame offset `off`.
    fn frame_addr(&mut self, r: &str, off: i64) {
        let pos = self.frame_bytes() + off;
        self.const_to(r, pos as u32);
        self.emit(format!("add {r}, r7"));
    }

    /// sp += `n` (negative: the stack grows), through r6 when the immediate does not reach.
    fn adjust_sp(&mut self, n: i64) {
        if n == 0 {
            return;
        }
        let mag = n.unsigned_abs();
        if mag <= 508 && mag.is_multiple_of(4) {
            let op = if n < 0 { "sub" } else { "add" };
            self.emit(format!("{op} sp, #{mag}"));
        } else {
            self.const_to("r6", mag as u32);
            if n < 0 {
                self.emit("rsbs r6, r6, #0");
            }
            self.emit("add sp, r6");
        }
    }

    /// The frame and the incoming arguments copied into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        let frame = self.frame_bytes();
        let _ = writeln!(self.out, "\t.p2align\t2");
        let _ = writeln!(self.out, "\t.type\t{name},%function");
        let _ = writeln!(self.out, "\t.code\t16");
        let _ = writeln!(self.out, "\t.thumb_func");
        self.label(name);
        self.emit("push {r3, r4, r5, r6, r7, lr}");
        self.adjust_sp(-frame);
        self.emit("mov r7, sp");
        let mut classes = Vec::new();
        for (i, &p) in self.body.params.iter().enumerate() {
            let ty = param_tys
                .get(i)
                .copied()
                .unwrap_or(self.body.dfg.value_type(p));
            let attrs = f.attrs.param(i);
            if self.has_attr(attrs, "byval") || self.has_attr(attrs, "inalloca") {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {}: byval/inalloca are not supported",
                    self.target.desc.canonical
                )));
            }
            classes.push(self.class(ty)?);
        }
        let Some((places, _)) = assign_places(&classes) else {
            return Err(self.err(format!(
                "cannot lower @{name} for {}: aggregate and i128 parameters are not supported",
                self.target.desc.canonical
            )));
        };
        let params = self.body.params.clone();
        for ((&p, &place), &class) in params.iter().zip(&places).zip(&classes) {
            let off = self.slot(p);
            let wide = matches!(class, Class::Int(64) | Class::Float(64));
            match place {
                Place::Core(n) => {
                    self.mem_op("str", CORE_ARGS[n], off);
                    if wide {
                        self.mem_op("str", CORE_ARGS[n + 1], off + 4);
                    }
                }
                Place::Stack(at) => {
                    // The caller's area is above the pushed registers, above the frame.
                    let above = SAVED + at;
                    self.mem_op("ldr", "r4", above);
                    self.mem_op("str", "r4", off);
                    if wide {
                        self.mem_op("ldr", "r4", above + 4);
                        self.mem_op("str", "r4", off + 4);
                    }
                }
            }
        }
        Ok(())
    }

    fn epilogue(&mut self) {
        self.emit("mov sp, r7");
        let frame = self.frame_bytes();
        self.adjust_sp(frame);
        self.emit("pop {r3, r4, r5, r6, r7, pc}");
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
                        self.mem_op("ldrb", r, off);
                        self.emit(format!("rsbs {r}, {r}, #0"));
                    }
                    (1 | 8, Ext::Zero) => self.mem_op("ldrb", r, off),
                    (8, Ext::Sign) => self.mem_op("ldrsb", r, off),
                    (16, Ext::Zero) => self.mem_op("ldrh", r, off),
                    (16, Ext::Sign) => self.mem_op("ldrsh", r, off),
                    _ => self.mem_op("ldr", r, off),
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
                            value.low_u64() as u32
                        } else {
                            value.as_i128().unwrap_or(0) as i64 as u32
                        };
                        let v = if bits < 32 && ext == Ext::Zero {
                            v & ((1u32 << bits) - 1)
                        } else {
                            v
                        };
                        self.const_to(r, v);
                    }
                    ConstantData::Float { bits, .. } => self.const_to(r, bits as u64 as u32),
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.emit(format!("movs {r}, #0")),
                    ConstantData::Global { global, .. } => {
                        // The absolute address in a word the code branches over (no literal
                        // pool to place; a function's word carries its Thumb bit).
                        let s = symbol(self.m, global);
                                        self.emit(format!("ldr {r}, 8f"));
                        self.emit("b 7f");
                        self.emit(".p2align 2");
                        self.label("8");
                        self.emit(format!(".word {s}"));
                        self.label("7");
                    }
                    _ => {
                        return Err(self.err(format!(
                            "cannot lower this constant for {}: constant expressions are outside the supported subset",
                            self.target.desc.canonical
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
                self.emit(format!("movs {hi}, #0"));
                return Ok(());
            }
            _ => {}
        }
        match op {
            Operand::Value(v) => {
                let off = self.slot(*v);
                self.mem_op("ldr", lo, off);
                self.mem_op("ldr", hi, off + 4);
            }
            Operand::Const(c) => {
                let bits: u64 = match self.m.constants.data(*c).clone() {
                    ConstantData::Int { value, .. } => value.low_u64(),
                    ConstantData::Float { bits, .. } => bits as u64,
                    _ => 0,
                };
                self.const_to(lo, bits as u32);
                self.const_to(hi, (bits >> 32) as u32);
            }
            _ => return Err(self.err("internal: operand is not a value")),
        }
        Ok(())
    }

    /// Stores the low `bits` (at most 32) of `r` into `v`'s slot (i1 masked to 0/1).
    fn store(&mut self, v: Value, r: &str, bits: u32) {
        let off = self.slot(v);
        if bits == 1 {
            self.emit(format!("lsls {r}, {r}, #31"));
            self.emit(format!("lsrs {r}, {r}, #31"));
        }
        self.mem_op(&format!("str{}", size_suffix(bits.max(8))), r, off);
    }

    fn store64(&mut self, v: Value, lo: &str, hi: &str) {
        let off = self.slot(v);
        self.mem_op("str", lo, off);
        self.mem_op("str", hi, off + 4);
    }

    /// Stores a result of `ty` from r0 (r0:r1 for 64 bits).
    fn store_result(&mut self, v: Value, ty: Type) -> Result<(), LowerError> {
        match self.class(ty)? {
            Class::Int(b) | Class::Float(b) if b <= 32 => self.store(v, "r0", b),
            Class::Int(_) | Class::Float(_) => self.store64(v, "r0", "r1"),
            Class::Int128 => return Err(self.no_i128("a 128-bit value")),
            Class::Memory(_) => return Err(self.err("internal: scalar store of an aggregate")),
        }
        Ok(())
    }

    /// A byte access at `[base, #k]`: the immediate form up to 31, else the offset in r2.
    fn byte_at(&mut self, op: &str, r: &str, base: &str, k: i64) {
        if k < 32 {
            self.emit(format!("{op} {r}, [{base}, #{k}]"));
        } else {
            self.const_to("r2", k as u32);
            self.emit(format!("{op} {r}, [{base}, r2]"));
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
                self.load(&args[0], "r0", Ext::Zero)?;
                // Far jumps around the copies (an aggregate's copy can pass a conditional
                // branch's 256 bytes): a short skip over a `bl`.
                self.emit("lsls r0, r0, #31");
                self.emit("bne 3f");
                self.emit("bl 1f");
                self.label("3");
                self.copy_operand(&args[1], ty, off)?;
                self.emit("bl 2f");
                self.label("1");
                self.copy_operand(&args[2], ty, off)?;
                self.label("2");
                Ok(())
            }
            InstKind::Cast { op, .. } => self.cast(op, &args, result.expect("result"), ty),
            InstKind::Alloca { allocated, .. } => {
                let r = result.expect("result");
                if let Some(&area) = self.alloca_areas.get(&i) {
                    self.frame_addr("r0", area);
                } else {
                    let (sz, _) = self.layout.size_align(allocated).ok_or_else(|| {
                        self.unsupported("alloca", "the allocated type has no known size")
                    })?;
                    self.load(&args[0], "r0", Ext::Zero)?;
                    self.const_to("r1", sz as u32);
                    self.emit("muls r0, r1, r0");
                    self.emit("adds r0, #7");
                    self.emit("lsrs r0, r0, #3");
                    self.emit("lsls r0, r0, #3");
                    self.emit("mov r1, sp");
                    self.emit("subs r1, r1, r0");
                    self.emit("mov sp, r1");
                    self.emit("mov r0, sp");
                }
                self.store(r, "r0", 32);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "r3", Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        self.emit(format!("ldr{} r0, [r3]", size_suffix(bits.max(8))));
                        self.store(r, "r0", bits);
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.emit("ldr r0, [r3]");
                        self.emit("ldr r1, [r3, #4]");
                        self.store64(r, "r0", "r1");
                    }
                    Class::Int128 => return Err(self.no_i128("load")),
                    Class::Memory(s) => {
                        for k in 0..s as i64 {
                            self.byte_at("ldrb", "r0", "r3", k);
                            self.mem_op("strb", "r0", off + k);
                        }
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        self.load(&args[0], "r0", Ext::Zero)?;
                        self.load(&args[1], "r3", Ext::Zero)?;
                        self.emit(format!("str{} r0, [r3]", size_suffix(bits.max(8))));
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.load64(&args[0], "r0", "r1")?;
                        self.load(&args[1], "r3", Ext::Zero)?;
                        self.emit("str r0, [r3]");
                        self.emit("str r1, [r3, #4]");
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
                        self.load(&args[1], "r3", Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.mem_op("ldrb", "r0", src + k);
                            self.byte_at("strb", "r0", "r3", k);
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
                self.cmpxchg(key, &args, vty, |cx| {
                    // {old, success}: the old value is in the scratch slot, the flag in r0.
                    let r = result.expect("result");
                    let off = cx.slot(r);
                    let flag = cx.layout.field_offset(ty, 1).unwrap_or(4) as i64;
                    let bits = cx.class_bits(vty)?;
                    cx.mem_op("strb", "r0", off + flag);
                    let scratch = cx.scratch;
                    if bits == 64 {
                        cx.mem_op("ldr", "r0", scratch);
                        cx.mem_op("ldr", "r1", scratch + 4);
                        cx.mem_op("str", "r0", off);
                        cx.mem_op("str", "r1", off + 4);
                    } else {
                        let x = size_suffix(bits);
                        cx.mem_op(&format!("ldr{x}"), "r0", scratch);
                        cx.mem_op(&format!("str{x}"), "r0", off);
                    }
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
                        Class::Int(b) if b <= 32 => {
                            self.load(op, "r0", if sext { Ext::Sign } else { Ext::Zero })?
                        }
                        Class::Int(_) => self.load64(op, "r0", "r1")?,
                        Class::Float(32) => self.load(op, "r0", Ext::Zero)?,
                        Class::Float(_) => self.load64(op, "r0", "r1")?,
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
        self.load(&args[0], "r0", ext)?;
        self.load(&args[1], "r1", ext)?;
        match op {
            BinaryOp::Add => self.emit("adds r0, r0, r1"),
            BinaryOp::Sub => self.emit("subs r0, r0, r1"),
            BinaryOp::Mul => self.emit("muls r0, r1, r0"),
            BinaryOp::And => self.emit("ands r0, r1"),
            BinaryOp::Or => self.emit("orrs r0, r1"),
            BinaryOp::Xor => self.emit("eors r0, r1"),
            BinaryOp::Shl => self.emit("lsls r0, r1"),
            BinaryOp::LShr => self.emit("lsrs r0, r1"),
            BinaryOp::AShr => self.emit("asrs r0, r1"),
            // The AEABI run-time helpers (libgcc): quotient in r0, remainder in r1.
            BinaryOp::UDiv => self.emit("bl __aeabi_uidiv"),
            BinaryOp::SDiv => self.emit("bl __aeabi_idiv"),
            BinaryOp::URem => {
                self.emit("bl __aeabi_uidivmod");
                self.emit("mov r0, r1");
            }
            BinaryOp::SRem => {
                self.emit("bl __aeabi_idivmod");
                self.emit("mov r0, r1");
            }
            _ => unreachable!("float ops handled above"),
        }
        self.store(r, "r0", bits);
        Ok(())
    }

    /// 64-bit arithmetic on r0:r1 (first operand) and r2:r3 (second).
    fn binary64(&mut self, op: BinaryOp, args: &[Operand], r: Value) -> Result<(), LowerError> {
        self.load64(&args[0], "r0", "r1")?;
        self.load64(&args[1], "r2", "r3")?;
        match op {
            BinaryOp::Add => {
                self.emit("adds r0, r0, r2");
                self.emit("adcs r1, r3");
            }
            BinaryOp::Sub => {
                self.emit("subs r0, r0, r2");
                self.emit("sbcs r1, r3");
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                let m = match op {
                    BinaryOp::And => "ands",
                    BinaryOp::Or => "orrs",
                    _ => "eors",
                };
                self.emit(format!("{m} r0, r2"));
                self.emit(format!("{m} r1, r3"));
            }
            BinaryOp::Mul => self.emit("bl __aeabi_lmul"),
            // AEABI helpers: value in r0:r1, count in r2; quotient r0:r1, remainder r2:r3.
            BinaryOp::Shl => self.emit("bl __aeabi_llsl"),
            BinaryOp::LShr => self.emit("bl __aeabi_llsr"),
            BinaryOp::AShr => self.emit("bl __aeabi_lasr"),
            BinaryOp::SDiv => self.emit("bl __aeabi_ldivmod"),
            BinaryOp::UDiv => self.emit("bl __aeabi_uldivmod"),
            BinaryOp::SRem | BinaryOp::URem => {
                let f = if op == BinaryOp::SRem {
                    "__aeabi_ldivmod"
                } else {
                    "__aeabi_uldivmod"
                };
                self.emit(format!("bl {f}"));
                self.emit("mov r0, r2");
                self.emit("mov r1, r3");
            }
            _ => unreachable!("float ops handled above"),
        }
        self.store64(r, "r0", "r1");
        Ok(())
    }

    fn icmp(&mut self, pred: IntPredicate, args: &[Operand], r: Value) -> Result<(), LowerError> {
        let signed = matches!(
            pred,
            IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
        );
        let oty = self.op_type(&args[0]);
        let cc = match self.class(oty)? {
            Class::Int(b) if b <= 32 => {
                let ext = if signed { Ext::Sign } else { Ext::Zero };
                self.load(&args[0], "r0", ext)?;
                self.load(&args[1], "r1", ext)?;
                self.emit("cmp r0, r1");
                match pred {
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
                }
            }
            Class::Int(_) => {
                self.load64(&args[0], "r0", "r1")?;
                self.load64(&args[1], "r2", "r3")?;
                // a - b (or b - a) through the carry chain decides orderings; eq/ne compare
                // the high words, then the low ones when those are equal.
                let (swap, cc) = match pred {
                    IntPredicate::Eq => (None, "eq"),
                    IntPredicate::Ne => (None, "ne"),
                    IntPredicate::Slt => (Some(false), "lt"),
                    IntPredicate::Sge => (Some(false), "ge"),
                    IntPredicate::Sgt => (Some(true), "lt"),
                    IntPredicate::Sle => (Some(true), "ge"),
                    IntPredicate::Ult => (Some(false), "lo"),
                    IntPredicate::Uge => (Some(false), "hs"),
                    IntPredicate::Ugt => (Some(true), "lo"),
                    IntPredicate::Ule => (Some(true), "hs"),
                };
                match swap {
                    None => {
                        self.emit("cmp r1, r3");
                        self.emit("bne 3f");
                        self.emit("cmp r0, r2");
                        self.label("3");
                    }
                    Some(false) => {
                        self.emit("subs r4, r0, r2");
                        self.emit("mov r4, r1");
                        self.emit("sbcs r4, r3");
                    }
                    Some(true) => {
                        self.emit("subs r4, r2, r0");
                        self.emit("mov r4, r3");
                        self.emit("sbcs r4, r1");
                    }
                }
                cc
            }
            Class::Int128 => return Err(self.no_i128("icmp")),
            _ => return Err(self.unsupported("icmp", "vector comparisons are not supported")),
        };
        self.emit(format!("b{cc} 1f"));
        self.emit("movs r0, #0");
        self.emit("b 2f");
        self.label("1");
        self.emit("movs r0, #1");
        self.label("2");
        self.store(r, "r0", 8);
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
                    self.load64(&args[0], "r0", "r1")?;
                    self.store64(r, "r0", "r1");
                } else {
                    self.load(&args[0], "r0", Ext::Zero)?;
                    self.store(r, "r0", tb);
                }
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], "r0", Ext::Sign)?;
                if tb == 64 {
                    self.emit("asrs r1, r0, #31");
                    self.store64(r, "r0", "r1");
                } else {
                    self.store(r, "r0", tb);
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
        self.load(&args[0], "r0", Ext::Zero)?;
        for step in steps {
            match step {
                GepStep::Field(off) | GepStep::Const(off) => {
                    self.const_to("r1", off as u32);
                    self.emit("adds r0, r0, r1");
                }
                GepStep::Scaled { index, stride } => {
                    // Addresses are 32 bits: the low word of a 64-bit index is enough.
                    self.load(&index, "r1", Ext::Sign)?;
                    self.const_to("r2", stride as u32);
                    self.emit("muls r1, r2, r1");
                    self.emit("adds r0, r0, r1");
                }
            }
        }
        self.store(r, "r0", 32);
        Ok(())
    }

    /// Emits a cmpxchg-loop row's template for an access of `bits` bits.
    fn expand(&mut self, row: &Row, bits: u32) {
        let legend = [("{sx}", sign_extend(bits))];
        self.expand_template(row, &legend);
    }

    /// The libatomic function a libcall row names, for `bits`.
    fn call_name(row: &Row, bits: u32) -> String {
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
        let row = self.row(&key, ty)?;
        match row.expansion {
            Expansion::Libcall => self.libcall(row, key, args, result),
            Expansion::CmpXchgLoop => self.cas_loop(row, key, args, result),
            _ => Err(self.err(format!(
                "internal: row kind '{}' is not lowered for {}",
                row.expansion.name(),
                self.target.desc.canonical
            ))),
        }
    }

    /// A sized libatomic call: `__atomic_load_N(p, order)`, `__atomic_store_N(p, v, order)`,
    /// `__atomic_exchange_N`/`__atomic_fetch_<op>_N(p, v, order)`; the result in r0 (r0:r1).
    fn libcall(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let bits = key.width;
        let name = Self::call_name(row, bits);
        let order = c11_order(key.ordering);
        if key.op == AtomicOp::Load {
            self.load(&args[0], "r0", Ext::Zero)?;
            self.const_to("r1", order);
            self.emit(format!("bl {name}"));
        } else if bits == 64 {
            // (p, v in r2:r3, order on the stack).
            self.adjust_sp(-8);
            self.const_to("r0", order);
            self.emit("str r0, [sp, #0]");
            self.load64(&args[1], "r2", "r3")?;
            self.load(&args[0], "r0", Ext::Zero)?;
            self.emit(format!("bl {name}"));
            self.adjust_sp(8);
        } else {
            self.load(&args[0], "r0", Ext::Zero)?;
            self.load(&args[1], "r1", Ext::Zero)?;
            self.const_to("r2", order);
            self.emit(format!("bl {name}"));
        }
        if let Some(r) = result {
            if bits == 64 {
                self.store64(r, "r0", "r1");
            } else {
                // Only the width is kept: the slot holds exactly the value.
                self.store(r, "r0", bits);
            }
        }
        Ok(())
    }

    /// `__atomic_compare_exchange_N(p, &expected, desired, success, failure)` with the
    /// expected value in the frame's scratch slot: afterwards r0 is the success flag and the
    /// scratch slot holds the old value. `p` is loaded from `ptr`; `desired` must already be
    /// in r2 (r2:r3 for 64 bits).
    fn call_cas(&mut self, bits: u32, ordering: Ordering, ptr: &Operand) -> Result<(), LowerError> {
        let name = format!("__atomic_compare_exchange_{}", bits / 8);
        let (succ, fail) = (c11_order(ordering), c11_failure_order(ordering));
        let scratch = self.scratch;
        if bits == 64 {
            self.adjust_sp(-8);
            self.const_to("r0", succ);
            self.emit("str r0, [sp, #0]");
            self.const_to("r0", fail);
            self.emit("str r0, [sp, #4]");
        } else {
            self.adjust_sp(-8);
            self.const_to("r0", fail);
            self.emit("str r0, [sp, #0]");
            self.const_to("r3", succ);
        }
        self.frame_addr("r1", scratch);
        self.load(ptr, "r0", Ext::Zero)?;
        self.emit(format!("bl {name}"));
        self.adjust_sp(8);
        Ok(())
    }

    /// cmpxchg (and seed 000's `llvm.atomic.cas`): `args` is `[ptr, expected, new]`; `done`
    /// stores the results from the flag in r0 and the old value in the scratch slot.
    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        vty: Type,
        done: impl FnOnce(&mut Self) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        let row = self.row(&key, vty)?;
        if row.expansion != Expansion::Libcall {
            return Err(self.err(format!(
                "internal: cmpxchg row kind '{}' is not lowered for {}",
                row.expansion.name(),
                self.target.desc.canonical
            )));
        }
        let bits = key.width;
        let scratch = self.scratch;
        if bits == 64 {
            self.load64(&args[1], "r0", "r1")?;
            self.mem_op("str", "r0", scratch);
            self.mem_op("str", "r1", scratch + 4);
            self.load64(&args[2], "r2", "r3")?;
        } else {
            self.load(&args[1], "r0", Ext::Zero)?;
            self.mem_op(&format!("str{}", size_suffix(bits)), "r0", scratch);
            self.load(&args[2], "r2", Ext::Zero)?;
        }
        self.call_cas(bits, key.ordering, &args[0])?;
        // libatomic returns a C bool; only its low byte is defined.
        self.emit("lsls r0, r0, #24");
        self.emit("lsrs r0, r0, #24");
        self.emit("beq 1f");
        self.emit("movs r0, #1");
        self.label("1");
        done(self)
    }

    /// A read-modify-write libatomic has no function for: a loop around
    /// `__atomic_compare_exchange_N`, the row's template computing the new value (r2, r4:r5)
    /// from the value last seen (r0, r0:r1; kept in the scratch slot) and the operand (r1,
    /// r2:r3).
    fn cas_loop(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let bits = key.width;
        let scratch = self.scratch;
        let x = size_suffix(bits);
        // A first guess read plainly.
        self.load(&args[0], "r3", Ext::Zero)?;
        if bits == 64 {
            self.emit("ldr r0, [r3]");
            self.emit("ldr r1, [r3, #4]");
            self.mem_op("str", "r0", scratch);
            self.mem_op("str", "r1", scratch + 4);
        } else {
            self.emit(format!("ldr{x} r0, [r3]"));
            self.mem_op(&format!("str{x}"), "r0", scratch);
        }
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&again);
        if bits == 64 {
            self.load64(&args[1], "r2", "r3")?;
            self.mem_op("ldr", "r0", scratch);
            self.mem_op("ldr", "r1", scratch + 4);
            self.expand(row, bits);
            self.emit("mov r2, r4");
            self.emit("mov r3, r5");
        } else {
            self.load(&args[1], "r1", Ext::Zero)?;
            self.mem_op(&format!("ldr{x}"), "r0", scratch);
            self.expand(row, bits);
        }
        self.call_cas(bits, key.ordering, &args[0])?;
        self.emit("lsls r0, r0, #24");
        self.emit("bne 1f");
        self.emit(format!("b {again}"));
        self.label("1");
        if let Some(r) = result {
            if bits == 64 {
                self.mem_op("ldr", "r0", scratch);
                self.mem_op("ldr", "r1", scratch + 4);
                self.store64(r, "r0", "r1");
            } else {
                self.mem_op(&format!("ldr{x}"), "r0", scratch);
                self.store(r, "r0", bits);
            }
        }
        Ok(())
    }

    /// A soft-float AAPCS call: core registers, the stack area rounded to 8 bytes.
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
            classes.push(self.class(aty)?);
        }
        let Some((places, stack)) = assign_places(&classes) else {
            return Err(self.unsupported("call", "aggregate and i128 arguments are not supported"));
        };
        let area = (stack + 7) / 8 * 8;
        self.adjust_sp(-area);
        let sext_of = |cx: &Self, k: usize| {
            let mut sext = cx.has_attr(info.attrs.param(k), "signext");
            if let Some(f) = callee_global.and_then(|g| cx.m.function(g)) {
                sext |= cx.has_attr(f.attrs.param(k), "signext");
            }
            sext
        };
        // Stack arguments first (through r4/r5), then the core registers.
        for pass in 0..2 {
            for (k, (&place, &class)) in places.iter().zip(&classes).enumerate() {
                let op = args[1 + k];
                let wide = matches!(class, Class::Int(64) | Class::Float(64));
                let ext = if sext_of(self, k) && matches!(class, Class::Int(_)) {
                    Ext::Sign
                } else {
                    Ext::Zero
                };
                match (place, pass) {
                    (Place::Stack(at), 0) => {
                        // sp-relative word stores reach 1020 bytes; beyond, an address in r5.
                        if wide {
                            self.load64(&op, "r4", "r5")?;
                        } else {
                            self.load(&op, "r4", ext)?;
                        }
                        let words: &[(&str, i64)] = if wide {
                            &[("r4", 0), ("r5", 4)]
                        } else {
                            &[("r4", 0)]
                        };
                        for &(reg, k4) in words {
                            let at = at + k4;
                            if at <= 1020 {
                                self.emit(format!("str {reg}, [sp, #{at}]"));
                            } else {
                                self.const_to("r6", at as u32);
                                self.emit("add r6, sp");
                                self.emit(format!("str {reg}, [r6]"));
                            }
                        }
                    }
                    (Place::Core(n), 1) => {
                        if wide {
                            self.load64(&op, CORE_ARGS[n], CORE_ARGS[n + 1])?;
                        } else {
                            self.load(&op, CORE_ARGS[n], ext)?;
                        }
                    }
                    _ => {}
                }
            }
        }
        match callee_global {
            Some(g) => {
                let s = symbol(self.m, g);
                self.emit(format!("bl {s}"));
            }
            None => {
                // r4 is no argument register; the core arguments are already in place.
                self.load_callee(&callee)?;
                self.emit("blx r4");
            }
        }
        self.adjust_sp(area);
        match (result, self.class(ty)?) {
            (Some(_), Class::Memory(_)) => {
                return Err(self.unsupported("call", "aggregate return values are not supported"));
            }
            (Some(r), _) => self.store_result(r, ty)?,
            (None, _) => {}
        }
        Ok(())
    }

    /// Loads an indirect callee into r4 without touching r0-r3.
    fn load_callee(&mut self, callee: &Operand) -> Result<(), LowerError> {
        self.load(callee, "r4", Ext::Zero)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_from_bytes() {
        assert_eq!(const_lines("r0", 5), ["movs r0, #5"]);
        assert_eq!(const_lines("r0", !3), ["movs r0, #3", "mvns r0, r0"]);
        assert_eq!(
            const_lines("r1", 0x12_00_34),
            [
                "movs r1, #18",
                "lsls r1, r1, #8",
                "lsls r1, r1, #8",
                "adds r1, #52"
            ]
        );
    }

    #[test]
    fn memory_orders() {
        assert_eq!(c11_order(Ordering::Monotonic), 0);
        assert_eq!(c11_order(Ordering::SeqCst), 5);
        assert_eq!(c11_failure_order(Ordering::AcqRel), 2);
        assert_eq!(c11_failure_order(Ordering::Release), 0);
    }

    #[test]
    fn aapcs_places() {
        let i = Class::Int(32);
        let l = Class::Int(64);
        let (p, s) = assign_places(&[i, l, i]).unwrap();
        assert!(matches!(
            p[..],
            [Place::Core(0), Place::Core(2), Place::Stack(0)]
        ));
        assert_eq!(s, 4);
        let (p, s) = assign_places(&[i, i, i, l, i]).unwrap();
        assert!(matches!(
            p[..],
            [
                Place::Core(0),
                Place::Core(1),
                Place::Core(2),
                Place::Stack(0),
                Place::Stack(8)
            ]
        ));
        assert_eq!(s, 12);
    }
}
