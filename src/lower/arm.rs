//! The 32-bit ARM code generator (A32 instructions, GNU assembler unified syntax): the target's
//! spellings and calling convention for the shared skeleton (`codegen.rs`), for ARMv6, ARMv7-A
//! and ARMv8-A AArch32 with the hard-float AAPCS (`-linux-gnueabihf`; `-gnueabi` gives them the
//! soft-float one), and ARMv5TE with the soft-float AAPCS (`-linux-gnueabi`).
//!
//! Owns: the frame (r4-r12 and lr pushed, r11 the frame pointer, slots below it; the atomic
//! rows may use r4-r8 freely), constants built from rotated 8-bit immediates (no literal
//! pools, so no `.ltorg` distance limit), 64-bit values (i64, double) in register pairs
//! (r0:r1 first, r2:r3 second), instruction selection (64-bit add, sub, logic and multiply
//! inline; division through the AEABI helpers `__aeabi_[u]idiv[mod]`, `__aeabi_[u]ldivmod`;
//! 64-bit shifts through `__aeabi_llsl`/`__aeabi_llsr`/`__aeabi_lasr`), the AAPCS (r0-r3, i64
//! in an even/odd pair, the stack in 4-byte units with i64 8-aligned; with hard float, float
//! and double arguments in s0-s15/d0-d7 with back-filling and results in s0/d0; narrow results
//! extended by the callee as `signext`/`zeroext` say, zero-extended when the IR says neither),
//! atomic expansion by the rows of `crate::target::arm::atomics` (the `{a}`/`{l}` marks are
//! barrier lines on ARMv6/v7 and instruction letters on ARMv8). i128 loads, stores, copies and
//! atomics go through the shared word machinery (`words.rs`, the `word_*` hooks: libatomic's
//! generic `__atomic_*` calls as llc-22 emits them on every ARM version); i128 arguments, return
//! values and arithmetic are a clear error.
//! Must not touch: the target's facts (`crate::target::arm`), the IR.

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
use crate::target::arm::{
    self as ta, sign_extend, sign_extend_shifts, size_suffix, Profile, CORE_ARGS,
};
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::triple::Target;
use std::fmt::Write as _;

/// The ARM spellings and calling convention for the shared skeleton.
pub(super) struct Arm;

type FnCx<'a> = codegen::FnCx<'a, Arm>;

/// Bytes pushed by the prologue (r4-r12 and lr, ten words so that r11 stays 8-aligned) between the frame pointer and the caller's
/// stack arguments.
const SAVED: i64 = 40;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    if hard_float(target) && profile(target).fpu == "softvfp" {
        return Err(LowerError::new(
            format!(
                "target '{}': {} has no VFP registers for the hard-float ABI (use -gnueabi)",
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
    codegen::lower_module::<Arm>(m, target, &layout)
}

fn profile(target: &Target) -> &'static Profile {
    ta::profile(target.desc.canonical).expect("an ARM target has a profile")
}

/// The triple's environment component (`gnueabihf`, `gnueabi`, `eabi`, ...), if it has one.
fn environment(target: &Target) -> Option<&str> {
    target
        .triple
        .split('-')
        .skip(1)
        .find(|c| c.contains("eabi"))
}

/// Float arguments in VFP registers: as the triple's environment says (`...hf` hard, `gnueabi`
/// soft), else the version's default.
fn hard_float(target: &Target) -> bool {
    match environment(target) {
        Some(env) => env.ends_with("hf"),
        None => profile(target).hard_float,
    }
}

/// Is `v` an A32 modified immediate (an 8-bit value rotated right by an even amount)?
fn is_imm(v: u32) -> bool {
    (0..16).any(|r| v.rotate_left(2 * r) < 256)
}

/// Where an argument goes under the AAPCS.
#[derive(Clone, Copy, Debug)]
enum Place {
    /// Core registers r<n> (and r<n+1> for 64 bits).
    Core(usize),
    /// VFP single register s<n> (a float).
    Single(usize),
    /// VFP double register d<n>.
    Double(usize),
    /// The stack at this byte offset from the argument area.
    Stack(i64),
}

/// Assigns AAPCS places to arguments of the given classes; returns the places and the stack
/// bytes used.
fn assign_places(classes: &[Class], hard_float: bool) -> Option<(Vec<Place>, i64)> {
    let mut ncrn = 0usize;
    let mut stack = 0i64;
    let mut vfp_used = 0u16;
    let mut vfp_closed = false;
    let mut out = Vec::new();
    for &c in classes {
        let place = match c {
            Class::Float(bits) if hard_float => {
                let found = if vfp_closed {
                    None
                } else if bits == 32 {
                    (0..16).find(|&s| vfp_used & (1 << s) == 0).map(|s| {
                        vfp_used |= 1 << s;
                        Place::Single(s)
                    })
                } else {
                    (0..8).find(|&d| vfp_used & (3 << (2 * d)) == 0).map(|d| {
                        vfp_used |= 3 << (2 * d);
                        Place::Double(d)
                    })
                };
                match found {
                    Some(p) => p,
                    None => {
                        vfp_closed = true;
                        let size = (bits / 8) as i64;
                        stack = (stack + size - 1) / size * size;
                        let p = Place::Stack(stack);
                        stack += size;
                        p
                    }
                }
            }
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

impl Isa for Arm {
    const NAME: &'static str = "arm-linux-gnueabihf";
    const COMMENT: &'static str = "@";
    type Reg = &'static str;
    const R0: &'static str = "r0";
    const PAIR: (&'static str, &'static str) = ("r0", "r1");
    /// The permanently undefined encoding llc-22 emits for `llvm.trap`.
    const TRAP: &'static str = ".inst 0xe7ffdefe";
    const FRAME_RESERVED: i64 = 0;
    const WORD_BITS: u32 = 32;
    const SECTION_TYPE_PREFIX: &'static str = "%";

    fn preamble(target: &Target, out: &mut String) {
        let p = profile(target);
        let _ = writeln!(out, "\t.syntax\tunified");
        let _ = writeln!(out, "\t.arch\t{}", p.arch);
        let _ = writeln!(out, "\t.fpu\t{}", p.fpu);
        if hard_float(target) {
            // Tag_ABI_VFP_args: arguments in VFP registers, so that the linker accepts the
            // object beside other hard-float ones.
            let _ = writeln!(out, "\t.eabi_attribute\t28, 1");
        }
        let _ = writeln!(out, "\t.arm");
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
        cx.emit("mov r0, #0");
        cx.mem_op("str", "r0", off);
        cx.mem_op("str", "r0", off + 4);
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.mem_op("ldrb", "r0", src);
        cx.mem_op("strb", "r0", dst);
    }

    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.emit("tst r0, #1");
        cx.emit(format!("bne {taken}"));
        cx.emit(format!("b {not_taken}"));
    }

    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.const_to("r1", value as u32);
        cx.emit("cmp r0, r1");
        cx.emit(format!("beq {label}"));
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

    /// i128 by words: r4-r7 the temporaries, r8 the address (all saved by the prologue).
    const WORD_REGS: Option<WordRegs<&'static str>> = Some(WordRegs {
        temps: ["r4", "r5", "r6", "r7"],
        base: "r8",
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
            WordOp::Or => "orr",
            WordOp::Xor => "eor",
            WordOp::Sltu => {
                // The flags first: `mov` without `s` leaves them, so dst may be a or b.
                cx.emit(format!("cmp {a}, {b}"));
                cx.emit(format!("mov {dst}, #0"));
                cx.emit(format!("movlo {dst}, #1"));
                return Ok(());
            }
        };
        cx.emit(format!("{mnemonic} {dst}, {a}, {b}"));
        Ok(())
    }

    /// AAPCS: the first four words in r0-r3, the rest on the stack (8-aligned).
    fn word_call(cx: &mut FnCx, name: &str, args: &[WordArg]) -> Result<(), LowerError> {
        let stack = (args.len().saturating_sub(4) as i64 * 4 + 7) / 8 * 8;
        if stack > 0 {
            cx.emit(format!("sub sp, sp, #{stack}"));
        }
        let regs = ["r0", "r1", "r2", "r3"];
        // Stack words first (through r12), then the registers.
        for (k, arg) in args
            .iter()
            .enumerate()
            .skip(4)
            .chain(args.iter().enumerate().take(4))
        {
            let r = if k < 4 { regs[k] } else { "r12" };
            cx.word_arg_to(arg, r)?;
            if k >= 4 {
                cx.emit(format!("str r12, [sp, #{}]", (k - 4) * 4));
            }
        }
        cx.emit(format!("bl {name}"));
        if stack > 0 {
            cx.emit(format!("add sp, sp, #{stack}"));
        }
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
                if bits == 64 {
                    cx.store64(r, "r4", "r5");
                } else {
                    cx.store(r, "r2", bits);
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
            "i128 arguments, return values and arithmetic are not supported on 32-bit ARM (i128 loads, stores, copies and atomics are)",
        )
    }

    /// Builds the 32-bit constant `v` in `r`: one `mov`/`mvn` when it is a modified immediate,
    /// else a `mov` and up to three `orr`s of its bytes.
    fn const_to(&mut self, r: &str, v: u32) {
        if is_imm(v) {
            self.emit(format!("mov {r}, #{v}"));
        } else if is_imm(!v) {
            self.emit(format!("mvn {r}, #{}", !v));
        } else {
            self.emit(format!("mov {r}, #{}", v & 0xff));
            for shift in [8, 16, 24] {
                let part = v & (0xff << shift);
                if part != 0 {
                    self.emit(format!("orr {r}, {r}, #{part}"));
                }
            }
        }
    }

    /// A load or store `op` of `r` at r11+off: an immediate offset when it fits the
    /// instruction (12 bits for words and bytes, 8 for halfwords and signed bytes), else the
    /// offset built in r10, which holds no value whenever a slot is accessed (r12 and lr carry
    /// call arguments and incoming values through slot copies; `sync_cas_loop` loads its
    /// address into r10 after its other operands).
    fn mem_op(&mut self, op: &str, r: &str, off: i64) {
        let limit = if matches!(op, "ldr" | "str" | "ldrb" | "strb") {
            4095
        } else {
            255
        };
        if off.abs() <= limit {
            self.emit(format!("{op} {r}, [r11, #{off}]"));
        } else {
            self.const_to("r10", off.unsigned_abs() as u32);
            let sign = if off < 0 { "-" } else { "" };
            self.emit(format!("{op} {r}, [r11, {sign}r10]"));
        }
    }

    /// `r` = r11 + off.
    fn frame_addr(&mut self, r: &str, off: i64) {
        let mag = off.unsigned_abs() as u32;
        let op = if off < 0 { "sub" } else { "add" };
        if is_imm(mag) {
            self.emit(format!("{op} {r}, r11, #{mag}"));
        } else {
            self.const_to(r, mag);
            self.emit(format!("{op} {r}, r11, {r}"));
        }
    }

    /// The frame and the incoming arguments copied into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        // sp is 8-aligned at the call and after the ten pushed words; the frame keeps it so.
        let frame = (self.frame + 7) / 8 * 8;
        let _ = writeln!(self.out, "\t.p2align\t2");
        let _ = writeln!(self.out, "\t.type\t{name},%function");
        self.label(name);
        self.emit("push {r4, r5, r6, r7, r8, r9, r10, r11, r12, lr}");
        self.emit("mov r11, sp");
        if is_imm(frame as u32) {
            self.emit(format!("sub sp, sp, #{frame}"));
        } else {
            self.const_to("r12", frame as u32);
            self.emit("sub sp, sp, r12");
        }
        let hard = hard_float(self.target);
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
        let Some((places, _)) = assign_places(&classes, hard) else {
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
                Place::Single(s) => {
                    self.emit(format!("vmov r12, s{s}"));
                    self.mem_op("str", "r12", off);
                }
                Place::Double(d) => {
                    self.emit(format!("vmov r12, lr, d{d}"));
                    self.mem_op("str", "r12", off);
                    self.mem_op("str", "lr", off + 4);
                }
                Place::Stack(at) => {
                    self.mem_op("ldr", "r12", SAVED + at);
                    self.mem_op("str", "r12", off);
                    if wide {
                        self.mem_op("ldr", "r12", SAVED + at + 4);
                        self.mem_op("str", "r12", off + 4);
                    }
                }
            }
        }
        Ok(())
    }

    fn epilogue(&mut self) {
        self.emit("mov sp, r11");
        self.emit("pop {r4, r5, r6, r7, r8, r9, r10, r11, r12, pc}");
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
                        self.emit(format!("rsb {r}, {r}, #0"));
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
                        self.const_to(r, v);
                    }
                    ConstantData::Float { bits, .. } => self.const_to(r, bits as u64 as u32),
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.emit(format!("mov {r}, #0")),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        if is_defined(self.m, global) {
                            // PC-relative: the word holds the distance from the add's pc
                            // (its address + 8).
                            self.emit(format!("ldr {r}, 8f"));
                            self.label("9");
                            self.emit(format!("add {r}, pc, {r}"));
                            self.emit("b 7f");
                            self.label("8");
                            self.emit(format!(".word {s}-(9b+8)"));
                            self.label("7");
                        } else {
                            self.emit(format!("ldr {r}, 8f"));
                            self.emit("b 7f");
                            self.label("8");
                            self.emit(format!(".word {s}"));
                            self.label("7");
                        }
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
                self.emit(format!("mov {hi}, #0"));
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
            self.emit(format!("and {r}, {r}, #1"));
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
                self.emit("tst r0, #1");
                self.emit("beq 1f");
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
                    self.frame_addr("r0", area);
                } else {
                    let (sz, _) = self.layout.size_align(allocated).ok_or_else(|| {
                        self.unsupported("alloca", "the allocated type has no known size")
                    })?;
                    self.load(&args[0], "r0", Ext::Zero)?;
                    self.const_to("r1", sz as u32);
                    self.emit("mul r2, r0, r1");
                    self.emit("add r2, r2, #7");
                    self.emit("bic r2, r2, #7");
                    self.emit("sub sp, sp, r2");
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
                            self.emit(format!("ldrb r0, [r3, #{k}]"));
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
                            self.emit(format!("strb r0, [r3, #{k}]"));
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
                let key = self.key(
                    crate::target::atomic_table::AtomicOp::CmpXchg,
                    ordering,
                    vty,
                    &scope,
                )?;
                self.cmpxchg(key, &args, vty, |cx| {
                    // {old, success} into the result's struct slot.
                    let r = result.expect("result");
                    let off = cx.slot(r);
                    let flag = cx.layout.field_offset(ty, 1).unwrap_or(4) as i64;
                    let bits = cx.class_bits(vty)?;
                    if bits == 64 {
                        cx.mem_op("str", "r4", off);
                        cx.mem_op("str", "r5", off + 4);
                    } else {
                        cx.mem_op(&format!("str{}", size_suffix(bits)), "r2", off);
                    }
                    cx.mem_op("strb", "r8", off + flag);
                    Ok(())
                })
            }
            InstKind::Gep { source, .. } => self.gep(source, &args, result),
            InstKind::Call { info, .. } => self.call(&info, &args, result, ty),
            InstKind::Ret => {
                if let Some(op) = args.first() {
                    let f = self.m.function(self.g).expect("function");
                    let sext = self.has_attr(f.attrs.ret, "signext");
                    let hard = hard_float(self.target);
                    match self.class(ret_ty)? {
                        Class::Int(b) if b <= 32 => {
                            self.load(op, "r0", if sext { Ext::Sign } else { Ext::Zero })?
                        }
                        Class::Int(_) => self.load64(op, "r0", "r1")?,
                        Class::Float(32) => {
                            self.load(op, "r0", Ext::Zero)?;
                            if hard {
                                self.emit("vmov s0, r0");
                            }
                        }
                        Class::Float(_) => {
                            self.load64(op, "r0", "r1")?;
                            if hard {
                                self.emit("vmov d0, r0, r1");
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
            BinaryOp::Add => self.emit("add r0, r0, r1"),
            BinaryOp::Sub => self.emit("sub r0, r0, r1"),
            // ARMv5 wants the destination apart from the first source.
            BinaryOp::Mul => {
                self.emit("mul r2, r0, r1");
                self.emit("mov r0, r2");
            }
            BinaryOp::And => self.emit("and r0, r0, r1"),
            BinaryOp::Or => self.emit("orr r0, r0, r1"),
            BinaryOp::Xor => self.emit("eor r0, r0, r1"),
            BinaryOp::Shl => self.emit("lsl r0, r0, r1"),
            BinaryOp::LShr => self.emit("lsr r0, r0, r1"),
            BinaryOp::AShr => self.emit("asr r0, r0, r1"),
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
                self.emit("adc r1, r1, r3");
            }
            BinaryOp::Sub => {
                self.emit("subs r0, r0, r2");
                self.emit("sbc r1, r1, r3");
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                let m = match op {
                    BinaryOp::And => "and",
                    BinaryOp::Or => "orr",
                    _ => "eor",
                };
                self.emit(format!("{m} r0, r0, r2"));
                self.emit(format!("{m} r1, r1, r3"));
            }
            BinaryOp::Mul => {
                // (ah:al) * (bh:bl) mod 2^64 = al*bl + ((al*bh + ah*bl) << 32).
                self.emit("umull r12, lr, r0, r2");
                self.emit("mla lr, r0, r3, lr");
                self.emit("mla lr, r1, r2, lr");
                self.emit("mov r0, r12");
                self.emit("mov r1, lr");
            }
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
                // the words.
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
                        self.emit("cmpeq r0, r2");
                    }
                    Some(false) => {
                        self.emit("subs r12, r0, r2");
                        self.emit("sbcs r12, r1, r3");
                    }
                    Some(true) => {
                        self.emit("subs r12, r2, r0");
                        self.emit("sbcs r12, r3, r1");
                    }
                }
                cc
            }
            Class::Int128 => return Err(self.no_i128("icmp")),
            _ => return Err(self.unsupported("icmp", "vector comparisons are not supported")),
        };
        self.emit("mov r0, #0");
        self.emit(format!("mov{cc} r0, #1"));
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
                    self.emit("asr r1, r0, #31");
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
                    self.emit("add r0, r0, r1");
                }
                GepStep::Scaled { index, stride } => {
                    // Addresses are 32 bits: the low word of a 64-bit index is enough.
                    self.load(&index, "r1", Ext::Sign)?;
                    self.const_to("r2", stride as u32);
                    self.emit("mul r3, r1, r2");
                    self.emit("add r0, r0, r3");
                }
            }
        }
        self.store(r, "r0", 32);
        Ok(())
    }

    /// Expands a row's template with the ARM legend for an access of `bits` bits: the
    /// ordering's marks substituted, lines left empty dropped, a `; `-separated line emitted
    /// as several instructions.
    fn expand(&mut self, row: &Row, bits: u32, ordering: Ordering) {
        let (a, l, _) = self.target.desc.atomics.marks_for(ordering);
        let sxo = sign_extend_shifts(bits, "r0", "r8");
        let sxv = sign_extend_shifts(bits, "r1", "r6");
        let legend = [
            ("{x}", size_suffix(bits)),
            ("{sxo}", sxo.as_str()),
            ("{sxv}", sxv.as_str()),
            ("{sx}", sign_extend(bits)),
            ("{a}", a),
            ("{l}", l),
        ];
        for t in row.template {
            let mut line = (*t).to_string();
            for (from, to) in legend {
                if line.contains(from) {
                    line = line.replace(from, to);
                }
            }
            for part in line.split("; ") {
                let part = part.trim();
                if part.is_empty() {
                    continue;
                }
                if part.ends_with(':') && !part.contains(' ') {
                    self.label(part.trim_end_matches(':'));
                } else {
                    self.emit(part);
                }
            }
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
        match row.expansion {
            Expansion::Libcall => return self.sync_call(row, key, args, result),
            Expansion::CmpXchgLoop => return self.sync_cas_loop(row, key, args, result),
            _ => {}
        }
        let bits = key.width;
        self.load(&args[0], "r0", Ext::Zero)?;
        if args.len() > 1 {
            if bits == 64 {
                self.load64(&args[1], "r2", "r3")?;
            } else {
                self.load(&args[1], "r1", Ext::Zero)?;
            }
        }
        self.expand(row, bits, key.ordering);
        if let Some(r) = result {
            if bits == 64 {
                self.store64(r, "r4", "r5");
            } else {
                self.store(r, "r2", bits);
            }
        }
        Ok(())
    }

    /// cmpxchg (and seed 000's `llvm.atomic.cas`): `args` is `[ptr, expected, new]`; `done`
    /// stores the results from the old value (r2, r4:r5 for 64 bits) and the flag in r8.
    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        vty: Type,
        done: impl FnOnce(&mut Self) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        let row = self.row(&key, vty)?;
        if row.expansion == Expansion::Libcall {
            // old = __sync_val_compare_and_swap_N(ptr, expected, new); the flag compares it
            // with the expected value (narrow results re-extended: libgcc sign-extends them).
            let name = Self::sync_name(row, key.width);
            if key.width == 64 {
                self.emit("sub sp, sp, #8");
                self.load64(&args[2], "r12", "lr")?;
                self.emit("str r12, [sp, #0]");
                self.emit("str lr, [sp, #4]");
                self.load(&args[0], "r0", Ext::Zero)?;
                self.load64(&args[1], "r2", "r3")?;
                self.emit(format!("bl {name}"));
                self.emit("add sp, sp, #8");
                self.emit("mov r4, r0");
                self.emit("mov r5, r1");
                self.load64(&args[1], "r2", "r3")?;
                self.emit("cmp r4, r2");
                self.emit("cmpeq r5, r3");
            } else {
                self.load(&args[0], "r0", Ext::Zero)?;
                self.load(&args[1], "r1", Ext::Zero)?;
                self.load(&args[2], "r2", Ext::Zero)?;
                self.emit(format!("bl {name}"));
                self.zero_extend_narrow("r0", key.width);
                self.emit("mov r2, r0");
                self.load(&args[1], "r1", Ext::Zero)?;
                self.emit("cmp r2, r1");
            }
            self.emit("mov r8, #0");
            self.emit("moveq r8, #1");
            return done(self);
        }
        self.load(&args[0], "r0", Ext::Zero)?;
        if key.width == 64 {
            self.load64(&args[1], "r2", "r3")?;
            self.load64(&args[2], "r6", "r7")?;
        } else {
            self.load(&args[1], "r1", Ext::Zero)?;
            self.load(&args[2], "r3", Ext::Zero)?;
        }
        self.expand(row, key.width, key.ordering);
        done(self)
    }

    /// The `__sync_*` function a libcall row names, for `bits`.
    fn sync_name(row: &Row, bits: u32) -> String {
        row.template[0].replace("{n}", &(bits / 8).to_string())
    }

    /// Zero-extends the low `bits` of `r` in place (nothing for a whole word).
    fn zero_extend_narrow(&mut self, r: &str, bits: u32) {
        match bits {
            8 => self.emit(format!("and {r}, {r}, #255")),
            16 => {
                self.emit(format!("lsl {r}, {r}, #16"));
                self.emit(format!("lsr {r}, {r}, #16"));
            }
            _ => {}
        }
    }

    /// A `__sync_*` call for a load (`__sync_val_compare_and_swap_N(p, 0, 0)`), a store or a
    /// read-modify-write (`(p, value)`); the result in r0 (r0:r1).
    fn sync_call(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let bits = key.width;
        let name = Self::sync_name(row, bits);
        let load = key.op == AtomicOp::Load;
        if load && bits == 64 {
            // (p, 0LL, 0LL): the new value on the stack.
            self.emit("sub sp, sp, #8");
            self.emit("mov r12, #0");
            self.emit("str r12, [sp, #0]");
            self.emit("str r12, [sp, #4]");
            self.load(&args[0], "r0", Ext::Zero)?;
            self.emit("mov r2, #0");
            self.emit("mov r3, #0");
            self.emit(format!("bl {name}"));
            self.emit("add sp, sp, #8");
        } else if load {
            self.load(&args[0], "r0", Ext::Zero)?;
            self.emit("mov r1, #0");
            self.emit("mov r2, #0");
            self.emit(format!("bl {name}"));
        } else {
            self.load(&args[0], "r0", Ext::Zero)?;
            if bits == 64 {
                self.load64(&args[1], "r2", "r3")?;
            } else {
                self.load(&args[1], "r1", Ext::Zero)?;
            }
            self.emit(format!("bl {name}"));
        }
        if let Some(r) = result {
            if bits == 64 {
                self.store64(r, "r0", "r1");
            } else {
                // libgcc's _1/_2 versions return the field sign-extended: only its low bits are
                // kept (the slot holds exactly the width).
                self.store(r, "r0", bits);
            }
        }
        Ok(())
    }

    /// A read-modify-write libgcc has no `__sync_*` function for: a loop around
    /// `__sync_val_compare_and_swap_N`, the row's template computing the new value (r4, r4:r5)
    /// from the value last seen (r8, r8:r9) and the operand (r6, r6:r7); the address in r10.
    fn sync_cas_loop(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let bits = key.width;
        let cas = format!("__sync_val_compare_and_swap_{}", bits / 8);
        // The operand first: a far slot is addressed through r10.
        if bits == 64 {
            self.load64(&args[1], "r6", "r7")?;
        } else {
            self.load(&args[1], "r6", Ext::Zero)?;
        }
        self.load(&args[0], "r10", Ext::Zero)?;
        // A first guess read plainly (a torn 64-bit read only costs one more round: the
        // compare-and-swap checks it).
        if bits == 64 {
            self.emit("ldr r8, [r10]");
            self.emit("ldr r9, [r10, #4]");
        } else {
            self.emit(format!("ldr{} r8, [r10]", size_suffix(bits)));
        }
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&again);
        self.expand(row, bits, key.ordering);
        if bits == 64 {
            self.emit("sub sp, sp, #8");
            self.emit("str r4, [sp, #0]");
            self.emit("str r5, [sp, #4]");
            self.emit("mov r0, r10");
            self.emit("mov r2, r8");
            self.emit("mov r3, r9");
            self.emit(format!("bl {cas}"));
            self.emit("add sp, sp, #8");
            self.emit("cmp r0, r8");
            self.emit("cmpeq r1, r9");
            self.emit("mov r8, r0");
            self.emit("mov r9, r1");
        } else {
            self.emit("mov r0, r10");
            self.emit("mov r1, r8");
            self.emit("mov r2, r4");
            self.emit(format!("bl {cas}"));
            self.zero_extend_narrow("r0", bits);
            self.emit("cmp r0, r8");
            self.emit("mov r8, r0");
        }
        self.emit(format!("bne {again}"));
        if let Some(r) = result {
            if bits == 64 {
                self.store64(r, "r8", "r9");
            } else {
                self.store(r, "r8", bits);
            }
        }
        Ok(())
    }

    /// An AAPCS call: core registers, VFP registers (hard float), the stack area rounded to 8
    /// bytes.
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
        let hard = hard_float(self.target);
        let mut classes = Vec::new();
        let mut arg_tys = Vec::new();
        for k in 0..args.len() - 1 {
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&args[1 + k]));
            if self.has_attr(info.attrs.param(k), "byval") {
                return Err(self.unsupported("call", "byval arguments are not supported"));
            }
            classes.push(self.class(aty)?);
            arg_tys.push(aty);
        }
        let Some((places, stack)) = assign_places(&classes, hard) else {
            return Err(self.unsupported("call", "aggregate and i128 arguments are not supported"));
        };
        let area = (stack + 7) / 8 * 8;
        if area > 0 {
            if is_imm(area as u32) {
                self.emit(format!("sub sp, sp, #{area}"));
            } else {
                self.const_to("r12", area as u32);
                self.emit("sub sp, sp, r12");
            }
        }
        let sext_of = |cx: &Self, k: usize| {
            let mut sext = cx.has_attr(info.attrs.param(k), "signext");
            if let Some(f) = callee_global.and_then(|g| cx.m.function(g)) {
                sext |= cx.has_attr(f.attrs.param(k), "signext");
            }
            sext
        };
        // Stack and VFP arguments first (through r12/lr), then the core registers.
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
                        if wide {
                            self.load64(&op, "r12", "lr")?;
                            self.emit(format!("str r12, [sp, #{at}]"));
                            self.emit(format!("str lr, [sp, #{}]", at + 4));
                        } else {
                            self.load(&op, "r12", ext)?;
                            self.emit(format!("str r12, [sp, #{at}]"));
                        }
                    }
                    (Place::Single(s), 0) => {
                        self.load(&op, "r12", Ext::Zero)?;
                        self.emit(format!("vmov s{s}, r12"));
                    }
                    (Place::Double(d), 0) => {
                        self.load64(&op, "r12", "lr")?;
                        self.emit(format!("vmov d{d}, r12, lr"));
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
                self.load(&callee, "r12", Ext::Zero)?;
                self.emit("blx r12");
            }
        }
        if area > 0 {
            if is_imm(area as u32) {
                self.emit(format!("add sp, sp, #{area}"));
            } else {
                self.const_to("r12", area as u32);
                self.emit("add sp, sp, r12");
            }
        }
        let ret_class = self.class(ty)?;
        match (result, ret_class) {
            (Some(r), Class::Float(32)) if hard => {
                self.emit("vmov r0, s0");
                self.store(r, "r0", 32);
            }
            (Some(r), Class::Float(_)) if hard => {
                self.emit("vmov r0, r1, d0");
                self.store64(r, "r0", "r1");
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modified_immediates() {
        for v in [0u32, 255, 256, 0xff00, 0xff000000, 0xf000000f, 1020] {
            assert!(is_imm(v), "{v:#x}");
        }
        for v in [257u32, 0x1234, 0xffff, 0x101] {
            assert!(!is_imm(v), "{v:#x}");
        }
    }

    #[test]
    fn aapcs_places() {
        let i = Class::Int(32);
        let l = Class::Int(64);
        let f = Class::Float(32);
        let d = Class::Float(64);
        // i32, i64 (skips r1 for the even pair r2:r3), i32 on the stack.
        let (p, s) = assign_places(&[i, l, i], true).unwrap();
        assert!(matches!(
            p[..],
            [Place::Core(0), Place::Core(2), Place::Stack(0)]
        ));
        assert_eq!(s, 4);
        // i32 x3 then i64: the i64 goes to the stack 8-aligned, and no later core register.
        let (p, s) = assign_places(&[i, i, i, l, i], true).unwrap();
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
        // VFP back-filling: float s0, double d1, float s1.
        let (p, _) = assign_places(&[f, d, f], true).unwrap();
        assert!(matches!(
            p[..],
            [Place::Single(0), Place::Double(1), Place::Single(1)]
        ));
        // Soft float: floats in core registers.
        let (p, _) = assign_places(&[f, d], false).unwrap();
        assert!(matches!(p[..], [Place::Core(0), Place::Core(2)]));
    }
}
