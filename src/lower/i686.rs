//! The i686 code generator: the target's spellings and calling convention for the shared
//! skeleton (`codegen.rs`), GNU assembler (AT&T) text.
//!
//! Owns: the frame (%ebp the frame pointer; %ebx, %esi, %edi saved below it so atomic rows may
//! use them; slots below those), operands in 32-bit registers and 64-bit values (i64, double)
//! in register pairs (%edx:%eax first, %ecx:%ebx second), instruction selection (64-bit add,
//! sub, and/or/xor, mul and shifts inline; 64-bit division through libgcc's `__divdi3`,
//! `__udivdi3`, `__moddi3`, `__umoddi3`; compares of the high then the low words), the cdecl
//! convention of the System V i386 ABI (every argument on the stack in 4-byte units from
//! 8(%ebp), the stack 16-byte aligned at calls; results in %eax, %edx:%eax, or x87 %st(0) for
//! float and double; narrow values extended as `signext`/`zeroext` say), atomic expansion by the
//! rows of `crate::target::i686::atomics`. i128 loads, stores, copies and atomics go through
//! the shared word machinery (`words.rs`, the hooks in `Isa for I686`: libatomic's generic
//! `__atomic_*` calls as llc-22 emits them, on i686 and i386 alike); i128 arguments, return
//! values and arithmetic are a clear error. The i386 target
//! (`crate::target::i686::i386`) uses this code generator with its own table: `.arch i386`,
//! cdecl calls of its `__sync_*`/`__atomic_*_8` libcall rows and compare-and-swap loops around
//! them (the value last seen in the scratch area), diagnostics naming i386.
//! Must not touch: the target's facts (`crate::target::i686`), the IR.

use super::codegen::{
    self, features_list, is_defined, symbol, Class, Ext, GepStep, Isa, WordArg, WordOp, WordRegs,
};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand};
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::i686::{self as ti, Gpr, EAX, EBX, ECX, EDI, EDX, ESI};
use crate::target::triple::Target;
use crate::target::x86_64::{c_memory_order, suffix};
use std::fmt::Write as _;

const TARGET: &str = "i686-linux-gnu";

/// The i686 spellings and calling convention for the shared skeleton.
pub(super) struct I686;

type FnCx<'a> = codegen::FnCx<'a, I686>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: ti::int_size_align,
        ptr_size: 4,
    };
    let text = codegen::lower_module::<I686>(m, target, &layout);
    // The i386 target shares this code generator (its own table, `.arch i386`): diagnostics
    // name the target that was asked for.
    if target.desc.canonical == ti::i386::DESC.canonical {
        return text.map_err(|e| {
            LowerError::new(e.message.replace(TARGET, ti::i386::DESC.canonical), e.span)
        });
    }
    text
}

impl Isa for I686 {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "#";
    type Reg = Gpr;
    const R0: Gpr = EAX;
    const PAIR: (Gpr, Gpr) = (EAX, EDX);
    const TRAP: &'static str = "ud2";
    /// %ebx, %esi and %edi, pushed after %ebp.
    const FRAME_RESERVED: i64 = 12;
    const WORD_BITS: u32 = 32;

    fn preamble(target: &Target, out: &mut String) {
        if !target.features.is_empty() {
            let _ = writeln!(out, "# features: {}", features_list(target));
        }
        if is_i386(target) {
            // The assembler refuses any i486+ instruction (cmpxchg, xadd, bswap, cmov).
            let _ = writeln!(out, "\t.arch i386");
            let _ = writeln!(out, "\t.arch .387");
        }
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
            cx.emit(format!("movl {}(%ebp), %eax", src + k));
            cx.emit(format!("movl %eax, {}(%ebp)", dst + k));
            k += 4;
        }
    }

    fn load(cx: &mut FnCx, op: &Operand, r: Gpr, ext: Ext) -> Result<(), LowerError> {
        cx.load(op, r, ext)
    }

    fn load_pair(cx: &mut FnCx, op: &Operand, lo: Gpr, hi: Gpr) -> Result<(), LowerError> {
        cx.load64(op, lo, hi)
    }

    fn store_at(cx: &mut FnCx, r: Gpr, bits: u32, off: i64) {
        cx.emit(format!(
            "mov{} {}, {off}(%ebp)",
            suffix(bits),
            r.sized(bits)
        ));
    }

    fn store_word(cx: &mut FnCx, r: Gpr, off: i64) {
        cx.emit(format!("movl {}, {off}(%ebp)", r.l));
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.emit(format!("movl $0, {off}(%ebp)"));
        cx.emit(format!("movl $0, {}(%ebp)", off + 4));
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.emit(format!("movb {src}(%ebp), %al"));
        cx.emit(format!("movb %al, {dst}(%ebp)"));
    }

    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.emit("testb $1, %al");
        cx.emit(format!("jne {taken}"));
        cx.emit(format!("jmp {not_taken}"));
    }

    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.emit(format!("cmpl ${}, %eax", value as i32));
        cx.emit(format!("je {label}"));
    }

    fn jump(cx: &mut FnCx, label: &str) {
        cx.emit(format!("jmp {label}"));
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

    /// i128 by words: %ecx, %edx, %ebx, %esi the temporaries, %edi the address.
    const WORD_REGS: Option<WordRegs<Gpr>> = Some(WordRegs {
        temps: [ECX, EDX, EBX, ESI],
        base: EDI,
    });

    fn word_load(cx: &mut FnCx, r: Gpr, base: Option<Gpr>, off: i64) -> Result<(), LowerError> {
        let b = base.map_or("%ebp", |b| b.l);
        cx.emit(format!("movl {off}({b}), {}", r.l));
        Ok(())
    }

    fn word_store(cx: &mut FnCx, r: Gpr, base: Option<Gpr>, off: i64) -> Result<(), LowerError> {
        let b = base.map_or("%ebp", |b| b.l);
        cx.emit(format!("movl {}, {off}({b})", r.l));
        Ok(())
    }

    fn word_imm(cx: &mut FnCx, r: Gpr, value: i64) -> Result<(), LowerError> {
        cx.emit(format!("movl ${}, {}", value as i32, r.l));
        Ok(())
    }

    fn word_frame_addr(cx: &mut FnCx, r: Gpr, off: i64) -> Result<(), LowerError> {
        cx.emit(format!("leal {off}(%ebp), {}", r.l));
        Ok(())
    }

    fn word_op(cx: &mut FnCx, op: WordOp, dst: Gpr, a: Gpr, b: Gpr) -> Result<(), LowerError> {
        let mnemonic = match op {
            WordOp::Add => "addl",
            WordOp::Sub => "subl",
            WordOp::And => "andl",
            WordOp::Or => "orl",
            WordOp::Xor => "xorl",
            WordOp::Sltu => {
                // CF of a - b, then 0 - CF negated.
                cx.emit(format!("cmpl {}, {}", b.l, a.l));
                cx.emit(format!("sbbl {0}, {0}", dst.l));
                cx.emit(format!("negl {}", dst.l));
                return Ok(());
            }
        };
        if dst == a {
            cx.emit(format!("{mnemonic} {}, {}", b.l, dst.l));
        } else if dst != b {
            cx.emit(format!("movl {}, {}", a.l, dst.l));
            cx.emit(format!("{mnemonic} {}, {}", b.l, dst.l));
        } else if op == WordOp::Sub {
            // dst = a - dst = -dst + a
            cx.emit(format!("negl {}", dst.l));
            cx.emit(format!("addl {}, {}", a.l, dst.l));
        } else {
            cx.emit(format!("{mnemonic} {}, {}", a.l, dst.l));
        }
        Ok(())
    }

    /// cdecl: every argument a 4-byte stack word, %esp 16-aligned at the call.
    fn word_call(cx: &mut FnCx, name: &str, args: &[WordArg]) -> Result<(), LowerError> {
        let area = (args.len() as i64 * 4 + 15) / 16 * 16;
        cx.emit(format!("subl ${area}, %esp"));
        for (k, arg) in args.iter().enumerate() {
            let at = k as i64 * 4;
            match arg {
                WordArg::Imm(v) => cx.emit(format!("movl ${}, {at}(%esp)", *v as i32)),
                _ => {
                    cx.word_arg_to(arg, EAX)?;
                    cx.emit(format!("movl %eax, {at}(%esp)"));
                }
            }
        }
        cx.emit(format!("call {name}"));
        cx.emit(format!("addl ${area}, %esp"));
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
                    cx.store64(r, EAX, EDX);
                } else {
                    cx.store(r, EAX, bits);
                }
            }
            Ok(())
        })
    }
}

/// Is `target` the 386 (no cmpxchg: the `__sync_*`/`__atomic_*` rows of `ti::i386`)?
fn is_i386(target: &Target) -> bool {
    target.desc.canonical == ti::i386::DESC.canonical
}

/// The `mov` that loads an i8/i16/i32 zero-extended into a 32-bit register.
fn movz(bits: u32) -> &'static str {
    match bits {
        0..=8 => "movzbl",
        9..=16 => "movzwl",
        _ => "movl",
    }
}

/// The C memory orders of a compare-and-swap chosen by `ordering` (the failure order no
/// stronger than the success order and never a release).
fn cas_orders(ordering: crate::ir::instructions::Ordering) -> (u32, u32) {
    use crate::ir::instructions::Ordering as O;
    let failure = match ordering {
        O::AcqRel => O::Acquire,
        O::Release => O::Monotonic,
        o => o,
    };
    (c_memory_order(ordering), c_memory_order(failure))
}

/// Bytes an argument of class `c` takes on the stack (4-byte units).
fn stack_bytes(c: Class) -> Option<i64> {
    match c {
        Class::Int(b) | Class::Float(b) if b <= 32 => Some(4),
        Class::Int(64) | Class::Float(64) => Some(8),
        _ => None,
    }
}

impl FnCx<'_> {
    fn no_i128(&self, what: &str) -> LowerError {
        let arch = self
            .target
            .desc
            .canonical
            .split('-')
            .next()
            .unwrap_or("i686");
        self.unsupported(
            what,
            &format!(
                "i128 arguments, return values and arithmetic are not supported on {arch} (i128 loads, stores, copies and atomics are)"
            ),
        )
    }

    /// The frame and the incoming (cdecl) arguments copied into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        // %ebp is 8 mod 16 after `pushl %ebp` (the call pushed 4 bytes at a 16-aligned
        // stack); the total below it keeps %esp 16-aligned at calls.
        let total = (self.frame + 15) / 16 * 16 + 8;
        let _ = writeln!(self.out, "\t.p2align\t4");
        let _ = writeln!(self.out, "\t.type\t{name},@function");
        self.label(name);
        self.emit("pushl %ebp");
        self.emit("movl %esp, %ebp");
        self.emit("pushl %ebx");
        self.emit("pushl %esi");
        self.emit("pushl %edi");
        self.emit(format!("subl ${}, %esp", total - 12));
        let mut stack = 8i64;
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
            let Some(size) = stack_bytes(class) else {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {TARGET}: aggregate and i128 arguments are not supported"
                )));
            };
            let mut k = 0;
            while k < size {
                self.emit(format!("movl {}(%ebp), %eax", stack + k));
                self.emit(format!("movl %eax, {}(%ebp)", off + k));
                k += 4;
            }
            stack += size;
        }
        Ok(())
    }

    fn epilogue(&mut self) {
        self.emit("leal -12(%ebp), %esp");
        self.emit("popl %edi");
        self.emit("popl %esi");
        self.emit("popl %ebx");
        self.emit("popl %ebp");
        self.emit("ret");
    }

    /// Loads a scalar of at most 32 bits into `reg`, widened to 32 bits (a 64-bit value: its
    /// low word).
    fn load(&mut self, op: &Operand, reg: Gpr, ext: Ext) -> Result<(), LowerError> {
        match op {
            Operand::Value(v) => {
                let ty = self.body.dfg.value_type(*v);
                let bits = match self.class(ty)? {
                    Class::Int(b) | Class::Float(b) => b,
                    Class::Int128 => return Err(self.no_i128("load")),
                    Class::Memory(_) => {
                        return Err(self.err("internal: scalar load of an aggregate"));
                    }
                };
                let off = self.slot(*v);
                match (bits, ext) {
                    (1, Ext::Zero) | (8, Ext::Zero) => {
                        self.emit(format!("movzbl {off}(%ebp), {}", reg.l))
                    }
                    (1, Ext::Sign) => {
                        self.emit(format!("movzbl {off}(%ebp), {}", reg.l));
                        self.emit(format!("negl {}", reg.l));
                    }
                    (8, Ext::Sign) => self.emit(format!("movsbl {off}(%ebp), {}", reg.l)),
                    (16, Ext::Zero) => self.emit(format!("movzwl {off}(%ebp), {}", reg.l)),
                    (16, Ext::Sign) => self.emit(format!("movswl {off}(%ebp), {}", reg.l)),
                    _ => self.emit(format!("movl {off}(%ebp), {}", reg.l)),
                }
                Ok(())
            }
            Operand::Const(c) => {
                let c = *c;
                let ty = self.m.constants.ty(c);
                match self.m.constants.data(c).clone() {
                    ConstantData::Int { value, .. } => {
                        let bits = self.m.types.int_bits(ty).unwrap_or(32);
                        let v: i64 = if bits >= 32 || ext == Ext::Zero {
                            value.low_u64() as i64
                        } else {
                            value.as_i128().unwrap_or(0) as i64
                        };
                        self.emit(format!("movl ${}, {}", v as i32, reg.l));
                    }
                    ConstantData::Float { bits, .. } => {
                        self.emit(format!("movl ${}, {}", bits as u64 as u32 as i32, reg.l))
                    }
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.emit(format!("xorl {0}, {0}", reg.l)),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        let _ = is_defined(self.m, global);
                        self.emit(format!("movl ${s}, {}", reg.l));
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
    fn load64(&mut self, op: &Operand, lo: Gpr, hi: Gpr) -> Result<(), LowerError> {
        let ty = self.op_type(op);
        match self.class(ty)? {
            Class::Int128 => return Err(self.no_i128("a 128-bit value")),
            Class::Int(b) | Class::Float(b) if b <= 32 => {
                self.load(op, lo, Ext::Zero)?;
                self.emit(format!("xorl {0}, {0}", hi.l));
                return Ok(());
            }
            _ => {}
        }
        match op {
            Operand::Value(v) => {
                let off = self.slot(*v);
                self.emit(format!("movl {off}(%ebp), {}", lo.l));
                self.emit(format!("movl {}(%ebp), {}", off + 4, hi.l));
            }
            Operand::Const(c) => {
                let bits: u64 = match self.m.constants.data(*c).clone() {
                    ConstantData::Int { value, .. } => value.low_u64(),
                    ConstantData::Float { bits, .. } => bits as u64,
                    _ => 0,
                };
                self.emit(format!("movl ${}, {}", bits as u32 as i32, lo.l));
                self.emit(format!("movl ${}, {}", (bits >> 32) as u32 as i32, hi.l));
            }
            _ => return Err(self.err("internal: operand is not a value")),
        }
        Ok(())
    }

    /// Stores the low `bits` (at most 32) of `reg` into `v`'s slot (i1 masked to 0/1).
    fn store(&mut self, v: Value, reg: Gpr, bits: u32) {
        let off = self.slot(v);
        if bits == 1 {
            self.emit(format!("andb $1, {}", reg.b));
        }
        self.emit(format!(
            "mov{} {}, {off}(%ebp)",
            suffix(bits),
            reg.sized(bits)
        ));
    }

    fn store64(&mut self, v: Value, lo: Gpr, hi: Gpr) {
        let off = self.slot(v);
        self.emit(format!("movl {}, {off}(%ebp)", lo.l));
        self.emit(format!("movl {}, {}(%ebp)", hi.l, off + 4));
    }

    /// Stores a result of `ty`: 32 bits and less from %eax, 64 from %edx:%eax.
    fn store_result(&mut self, v: Value, ty: Type) -> Result<(), LowerError> {
        match self.class(ty)? {
            Class::Int(b) | Class::Float(b) if b <= 32 => self.store(v, EAX, b),
            Class::Int(_) | Class::Float(_) => self.store64(v, EAX, EDX),
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
                self.load(&args[0], ECX, Ext::Zero)?;
                self.emit("testb $1, %cl");
                self.emit("je 1f");
                self.copy_operand(&args[1], ty, off)?;
                self.emit("jmp 2f");
                self.label("1");
                self.copy_operand(&args[2], ty, off)?;
                self.label("2");
                Ok(())
            }
            InstKind::Cast { op, .. } => self.cast(op, &args, result.expect("result"), ty),
            InstKind::Alloca { allocated, .. } => {
                let r = result.expect("result");
                if let Some(&area) = self.alloca_areas.get(&i) {
                    self.emit(format!("leal {area}(%ebp), %eax"));
                } else {
                    let (sz, _) = self.layout.size_align(allocated).ok_or_else(|| {
                        self.unsupported("alloca", "the allocated type has no known size")
                    })?;
                    self.load(&args[0], EAX, Ext::Zero)?;
                    self.emit(format!("imull ${sz}, %eax, %eax"));
                    self.emit("addl $15, %eax");
                    self.emit("andl $-16, %eax");
                    self.emit("subl %eax, %esp");
                    self.emit("movl %esp, %eax");
                }
                self.store(r, EAX, 32);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], EDI, Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        let bits = bits.max(8);
                        self.emit(format!("mov{} (%edi), {}", suffix(bits), EAX.sized(bits)));
                        self.store(r, EAX, bits);
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.emit("movl (%edi), %eax");
                        self.emit("movl 4(%edi), %edx");
                        self.store64(r, EAX, EDX);
                    }
                    Class::Int128 => return Err(self.no_i128("load")),
                    Class::Memory(s) => {
                        for k in 0..s as i64 {
                            self.emit(format!("movb {k}(%edi), %al"));
                            self.emit(format!("movb %al, {}(%ebp)", off + k));
                        }
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) if bits <= 32 => {
                        self.load(&args[0], EAX, Ext::Zero)?;
                        self.load(&args[1], EDI, Ext::Zero)?;
                        let bits = bits.max(8);
                        self.emit(format!("mov{} {}, (%edi)", suffix(bits), EAX.sized(bits)));
                    }
                    Class::Int(_) | Class::Float(_) => {
                        self.load64(&args[0], EAX, EDX)?;
                        self.load(&args[1], EDI, Ext::Zero)?;
                        self.emit("movl %eax, (%edi)");
                        self.emit("movl %edx, 4(%edi)");
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
                        self.load(&args[1], EDI, Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.emit(format!("movb {}(%ebp), %al", src + k));
                            self.emit(format!("movb %al, {k}(%edi)"));
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
                    // {old, success} into the result's struct slot.
                    let r = result.expect("result");
                    let off = cx.slot(r);
                    let flag = cx.layout.field_offset(ty, 1).unwrap_or(8) as i64;
                    let bits = cx.class_bits(vty)?;
                    if bits == 64 {
                        cx.emit(format!("movl %eax, {off}(%ebp)"));
                        cx.emit(format!("movl %edx, {}(%ebp)", off + 4));
                    } else {
                        cx.emit(format!(
                            "mov{} {}, {off}(%ebp)",
                            suffix(bits),
                            EAX.sized(bits)
                        ));
                    }
                    cx.emit(format!("movb %bl, {}(%ebp)", off + flag));
                    Ok(())
                })
            }
            InstKind::Gep { source, .. } => self.gep(source, &args, result),
            InstKind::Call { info, .. } => self.call(&info, &args, result, ty),
            InstKind::Ret => {
                if let Some(op) = args.first() {
                    let f = self.m.function(self.g).expect("function");
                    let sext = self.has_attr(f.attrs.ret, "signext");
                    let scratch = self.scratch;
                    match self.class(ret_ty)? {
                        Class::Int(b) if b <= 32 => {
                            self.load(op, EAX, if sext { Ext::Sign } else { Ext::Zero })?
                        }
                        Class::Int(_) => self.load64(op, EAX, EDX)?,
                        Class::Float(32) => {
                            self.load(op, EAX, Ext::Zero)?;
                            self.emit(format!("movl %eax, {scratch}(%ebp)"));
                            self.emit(format!("flds {scratch}(%ebp)"));
                        }
                        Class::Float(_) => {
                            self.load64(op, EAX, EDX)?;
                            self.emit(format!("movl %eax, {scratch}(%ebp)"));
                            self.emit(format!("movl %edx, {}(%ebp)", scratch + 4));
                            self.emit(format!("fldl {scratch}(%ebp)"));
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
        self.load(&args[0], EAX, ext)?;
        self.load(&args[1], ECX, ext)?;
        match op {
            BinaryOp::Add => self.emit("addl %ecx, %eax"),
            BinaryOp::Sub => self.emit("subl %ecx, %eax"),
            BinaryOp::Mul => self.emit("imull %ecx, %eax"),
            BinaryOp::And => self.emit("andl %ecx, %eax"),
            BinaryOp::Or => self.emit("orl %ecx, %eax"),
            BinaryOp::Xor => self.emit("xorl %ecx, %eax"),
            BinaryOp::Shl => self.emit("shll %cl, %eax"),
            BinaryOp::LShr => self.emit("shrl %cl, %eax"),
            BinaryOp::AShr => self.emit("sarl %cl, %eax"),
            BinaryOp::UDiv | BinaryOp::URem => {
                self.emit("xorl %edx, %edx");
                self.emit("divl %ecx");
                if op == BinaryOp::URem {
                    self.emit("movl %edx, %eax");
                }
            }
            BinaryOp::SDiv | BinaryOp::SRem => {
                self.emit("cltd");
                self.emit("idivl %ecx");
                if op == BinaryOp::SRem {
                    self.emit("movl %edx, %eax");
                }
            }
            _ => unreachable!("float ops handled above"),
        }
        self.store(r, EAX, bits);
        Ok(())
    }

    /// 64-bit arithmetic on %edx:%eax (first operand) and %ecx:%ebx (second).
    fn binary64(&mut self, op: BinaryOp, args: &[Operand], r: Value) -> Result<(), LowerError> {
        let libcall = match op {
            BinaryOp::SDiv => Some("__divdi3"),
            BinaryOp::UDiv => Some("__udivdi3"),
            BinaryOp::SRem => Some("__moddi3"),
            BinaryOp::URem => Some("__umoddi3"),
            _ => None,
        };
        if let Some(f) = libcall {
            // libgcc: (a, b) on the stack, the result in %edx:%eax.
            self.emit("subl $16, %esp");
            self.load64(&args[0], EAX, EDX)?;
            self.emit("movl %eax, 0(%esp)");
            self.emit("movl %edx, 4(%esp)");
            self.load64(&args[1], EAX, EDX)?;
            self.emit("movl %eax, 8(%esp)");
            self.emit("movl %edx, 12(%esp)");
            self.emit(format!("call {f}"));
            self.emit("addl $16, %esp");
            self.store64(r, EAX, EDX);
            return Ok(());
        }
        self.load64(&args[0], EAX, EDX)?;
        self.load64(&args[1], EBX, ECX)?;
        match op {
            BinaryOp::Add => {
                self.emit("addl %ebx, %eax");
                self.emit("adcl %ecx, %edx");
            }
            BinaryOp::Sub => {
                self.emit("subl %ebx, %eax");
                self.emit("sbbl %ecx, %edx");
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                let m = match op {
                    BinaryOp::And => "andl",
                    BinaryOp::Or => "orl",
                    _ => "xorl",
                };
                self.emit(format!("{m} %ebx, %eax"));
                self.emit(format!("{m} %ecx, %edx"));
            }
            BinaryOp::Mul => {
                // (ah:al) * (bh:bl) mod 2^64 = al*bl + ((al*bh + ah*bl) << 32).
                self.emit("imull %eax, %ecx");
                self.emit("imull %ebx, %edx");
                self.emit("addl %edx, %ecx");
                self.emit("mull %ebx");
                self.emit("addl %ecx, %edx");
            }
            BinaryOp::Shl => {
                self.emit("movl %ebx, %ecx");
                self.emit("shldl %cl, %eax, %edx");
                self.emit("shll %cl, %eax");
                self.emit("testb $32, %cl");
                self.emit("je 1f");
                self.emit("movl %eax, %edx");
                self.emit("xorl %eax, %eax");
                self.label("1");
            }
            BinaryOp::LShr => {
                self.emit("movl %ebx, %ecx");
                self.emit("shrdl %cl, %edx, %eax");
                self.emit("shrl %cl, %edx");
                self.emit("testb $32, %cl");
                self.emit("je 1f");
                self.emit("movl %edx, %eax");
                self.emit("xorl %edx, %edx");
                self.label("1");
            }
            BinaryOp::AShr => {
                self.emit("movl %ebx, %ecx");
                self.emit("shrdl %cl, %edx, %eax");
                self.emit("sarl %cl, %edx");
                self.emit("testb $32, %cl");
                self.emit("je 1f");
                self.emit("movl %edx, %eax");
                self.emit("sarl $31, %edx");
                self.label("1");
            }
            _ => unreachable!("division and float ops handled above"),
        }
        self.store64(r, EAX, EDX);
        Ok(())
    }

    fn icmp(&mut self, pred: IntPredicate, args: &[Operand], r: Value) -> Result<(), LowerError> {
        let signed = matches!(
            pred,
            IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
        );
        let cc = |p: IntPredicate| match p {
            IntPredicate::Eq => "e",
            IntPredicate::Ne => "ne",
            IntPredicate::Ugt => "a",
            IntPredicate::Uge => "ae",
            IntPredicate::Ult => "b",
            IntPredicate::Ule => "be",
            IntPredicate::Sgt => "g",
            IntPredicate::Sge => "ge",
            IntPredicate::Slt => "l",
            IntPredicate::Sle => "le",
        };
        let oty = self.op_type(&args[0]);
        match self.class(oty)? {
            Class::Int(b) if b <= 32 => {
                let ext = if signed { Ext::Sign } else { Ext::Zero };
                self.load(&args[0], EAX, ext)?;
                self.load(&args[1], ECX, ext)?;
                self.emit("cmpl %ecx, %eax");
                self.emit(format!("set{} %al", cc(pred)));
            }
            Class::Int(_) => {
                self.load64(&args[0], EAX, EDX)?;
                self.load64(&args[1], EBX, ECX)?;
                // The high words decide unless equal; then the low words, unsigned.
                let low = match pred {
                    IntPredicate::Sgt => IntPredicate::Ugt,
                    IntPredicate::Sge => IntPredicate::Uge,
                    IntPredicate::Slt => IntPredicate::Ult,
                    IntPredicate::Sle => IntPredicate::Ule,
                    p => p,
                };
                self.emit("cmpl %ecx, %edx");
                self.emit("jne 1f");
                self.emit("cmpl %ebx, %eax");
                self.emit(format!("set{} %al", cc(low)));
                self.emit("jmp 2f");
                self.label("1");
                self.emit(format!("set{} %al", cc(pred)));
                self.label("2");
            }
            Class::Int128 => return Err(self.no_i128("icmp")),
            _ => return Err(self.unsupported("icmp", "vector comparisons are not supported")),
        }
        self.store(r, EAX, 8);
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
                    self.load64(&args[0], EAX, EDX)?;
                    self.store64(r, EAX, EDX);
                } else {
                    self.load(&args[0], EAX, Ext::Zero)?;
                    self.store(r, EAX, tb);
                }
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], EAX, Ext::Sign)?;
                if tb == 64 {
                    self.emit("cltd");
                    self.store64(r, EAX, EDX);
                } else {
                    self.store(r, EAX, tb);
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
        self.load(&args[0], EAX, Ext::Zero)?;
        for step in steps {
            match step {
                GepStep::Field(off) | GepStep::Const(off) => {
                    self.emit(format!("addl ${}, %eax", off as i32))
                }
                GepStep::Scaled { index, stride } => {
                    // Addresses are 32 bits: the low word of a 64-bit index is enough.
                    self.load(&index, ECX, Ext::Sign)?;
                    self.emit(format!("imull ${}, %ecx, %ecx", stride as i32));
                    self.emit("addl %ecx, %eax");
                }
            }
        }
        self.store(r, EAX, 32);
        Ok(())
    }

    /// Expands a template with the i686 legend for an access of `bits` bits.
    fn expand(&mut self, row: &Row, bits: u32) {
        let s = self.scratch;
        let (vlo, vhi) = (format!("{s}(%ebp)"), format!("{}(%ebp)", s + 4));
        let (tlo, thi) = (format!("{}(%ebp)", s + 8), format!("{}(%ebp)", s + 12));
        self.expand_template(
            row,
            &[
                ("{ptr}", EDI.l),
                ("{val}", ECX.sized(bits)),
                ("{res}", EAX.sized(bits)),
                ("{new}", EDX.sized(bits)),
                ("{s}", suffix(bits)),
                ("{fs}", "ss"),
                ("{fm}", "movd"),
                ("{vlo}", &vlo),
                ("{vhi}", &vhi),
                ("{tlo}", &tlo),
                ("{thi}", &thi),
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
        match row.expansion {
            Expansion::Libcall => return self.libcall_atomic(row, key, args, result),
            Expansion::CmpXchgLoop if is_i386(self.target) => {
                return self.libcall_cas_loop(row, key, args, result)
            }
            _ => {}
        }
        let bits = key.width;
        self.load(&args[0], EDI, Ext::Zero)?;
        if args.len() > 1 {
            if bits == 64 {
                let s = self.scratch;
                self.load64(&args[1], EAX, EDX)?;
                self.emit(format!("movl %eax, {s}(%ebp)"));
                self.emit(format!("movl %edx, {}(%ebp)", s + 4));
            } else {
                self.load(&args[1], ECX, Ext::Zero)?;
            }
        }
        self.expand(row, bits);
        if let Some(r) = result {
            if bits == 64 {
                self.store64(r, EAX, EDX);
            } else {
                self.store(r, EAX, bits);
            }
        }
        Ok(())
    }

    /// cmpxchg (and seed 000's `llvm.atomic.cas`): `args` is `[ptr, expected, new]`; `done`
    /// stores the results from the old value (%eax, %edx:%eax for 64 bits) and %bl.
    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        vty: Type,
        done: impl FnOnce(&mut Self) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        let row = self.row(&key, vty)?;
        if row.expansion == Expansion::Libcall {
            self.libcall_cmpxchg(row, key, args)?;
            return done(self);
        }
        self.load(&args[0], EDI, Ext::Zero)?;
        if key.width == 64 {
            self.load64(&args[1], EAX, EDX)?;
            self.load64(&args[2], EBX, ECX)?;
        } else {
            self.load(&args[1], EAX, Ext::Zero)?;
            self.load(&args[2], EDX, Ext::Zero)?;
        }
        self.expand(row, key.width);
        done(self)
    }

    /// The i386 legend: i686's plus `{n}` (bytes) and `{nlo}`/`{nhi}`, 8 bytes at `nlo_sp`(%esp)
    /// of the outgoing call area.
    fn expand_i386(&mut self, row: &Row, bits: u32, nlo_sp: i64) {
        let s = self.scratch;
        let (vlo, vhi) = (format!("{s}(%ebp)"), format!("{}(%ebp)", s + 4));
        let (tlo, thi) = (format!("{}(%ebp)", s + 8), format!("{}(%ebp)", s + 12));
        let (nlo, nhi) = (format!("{nlo_sp}(%esp)"), format!("{}(%esp)", nlo_sp + 4));
        let n = (bits / 8).to_string();
        self.expand_template(
            row,
            &[
                ("{ptr}", EDI.l),
                ("{val}", ECX.sized(bits)),
                ("{res}", EAX.sized(bits)),
                ("{new}", EDX.sized(bits)),
                ("{s}", suffix(bits)),
                ("{n}", &n),
                ("{vlo}", &vlo),
                ("{vhi}", &vhi),
                ("{tlo}", &tlo),
                ("{thi}", &thi),
                ("{nlo}", &nlo),
                ("{nhi}", &nhi),
            ],
        );
    }

    /// i386: an atomic load, store or read-modify-write by a libcall row (`__sync_*_{1,2,4}`
    /// or `__atomic_*_8`), cdecl with the 16-byte call area; narrow results re-extended.
    fn libcall_atomic(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let bits = key.width;
        let name = row.template[0].replace("{n}", &(bits / 8).to_string());
        self.emit("subl $16, %esp");
        self.load(&args[0], EAX, Ext::Zero)?;
        self.emit("movl %eax, 0(%esp)");
        let mut at = 4;
        if args.len() > 1 {
            if bits == 64 {
                self.load64(&args[1], EAX, EDX)?;
                self.emit("movl %eax, 4(%esp)");
                self.emit("movl %edx, 8(%esp)");
                at = 12;
            } else {
                self.load(&args[1], EAX, Ext::Zero)?;
                self.emit("movl %eax, 4(%esp)");
                at = 8;
            }
        }
        if name.starts_with("__atomic_") {
            self.emit(format!(
                "movl ${}, {at}(%esp)",
                c_memory_order(key.ordering)
            ));
        }
        self.emit(format!("call {name}"));
        self.emit("addl $16, %esp");
        if let Some(r) = result {
            if bits == 64 {
                self.store64(r, EAX, EDX);
            } else {
                if bits < 32 {
                    self.emit(format!("{} {}, %eax", movz(bits), EAX.sized(bits)));
                }
                self.store(r, EAX, bits);
            }
        }
        Ok(())
    }

    /// i386: cmpxchg by a libcall row; leaves the old value in %eax (%edx:%eax) and the success
    /// flag in %bl, as the native rows do.
    fn libcall_cmpxchg(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
    ) -> Result<(), LowerError> {
        let bits = key.width;
        let name = row.template[0].replace("{n}", &(bits / 8).to_string());
        let s = self.scratch;
        if bits == 64 {
            // bool __atomic_compare_exchange_8(ptr, expected*, desired, success, failure)
            self.load64(&args[1], EAX, EDX)?;
            self.emit(format!("movl %eax, {s}(%ebp)"));
            self.emit(format!("movl %edx, {}(%ebp)", s + 4));
            self.emit("subl $32, %esp");
            self.load(&args[0], EAX, Ext::Zero)?;
            self.emit("movl %eax, 0(%esp)");
            self.emit(format!("leal {s}(%ebp), %eax"));
            self.emit("movl %eax, 4(%esp)");
            self.load64(&args[2], EAX, EDX)?;
            self.emit("movl %eax, 8(%esp)");
            self.emit("movl %edx, 12(%esp)");
            let (success, failure) = cas_orders(key.ordering);
            self.emit(format!("movl ${success}, 16(%esp)"));
            self.emit(format!("movl ${failure}, 20(%esp)"));
            self.emit(format!("call {name}"));
            self.emit("addl $32, %esp");
            self.emit("movb %al, %bl");
            self.emit(format!("movl {s}(%ebp), %eax"));
            self.emit(format!("movl {}(%ebp), %edx", s + 4));
        } else {
            // T __sync_val_compare_and_swap_N(ptr, expected, desired): the old value
            self.emit("subl $16, %esp");
            self.load(&args[0], EAX, Ext::Zero)?;
            self.emit("movl %eax, 0(%esp)");
            self.load(&args[1], EAX, Ext::Zero)?;
            self.emit("movl %eax, 4(%esp)");
            self.emit(format!("movl %eax, {s}(%ebp)"));
            self.load(&args[2], EAX, Ext::Zero)?;
            self.emit("movl %eax, 8(%esp)");
            self.emit(format!("call {name}"));
            self.emit("addl $16, %esp");
            if bits < 32 {
                self.emit(format!("{} {}, %eax", movz(bits), EAX.sized(bits)));
            }
            self.emit(format!("cmpl {s}(%ebp), %eax"));
            self.emit("sete %bl");
        }
        Ok(())
    }

    /// i386: a read-modify-write no runtime function does, as a loop around
    /// `__sync_val_compare_and_swap_{1,2,4}` or `__atomic_compare_exchange_8`; the row's
    /// template computes the new value. The value last seen is kept in the scratch area.
    fn libcall_cas_loop(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let bits = key.width;
        let s = self.scratch;
        let (vlo, vhi, tlo, thi) = (s, s + 4, s + 8, s + 12);
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.load(&args[0], EDI, Ext::Zero)?;
        if bits == 64 {
            self.load64(&args[1], EAX, EDX)?;
            self.emit(format!("movl %eax, {vlo}(%ebp)"));
            self.emit(format!("movl %edx, {vhi}(%ebp)"));
            self.emit("subl $16, %esp");
            self.emit("movl %edi, 0(%esp)");
            self.emit("movl $0, 4(%esp)");
            self.emit("call __atomic_load_8");
            self.emit("addl $16, %esp");
            self.emit(format!("movl %eax, {tlo}(%ebp)"));
            self.emit(format!("movl %edx, {thi}(%ebp)"));
            self.label(&again);
            self.emit("subl $32, %esp");
            self.emit(format!("movl {tlo}(%ebp), %eax"));
            self.emit(format!("movl {thi}(%ebp), %edx"));
            self.expand_i386(row, bits, 24);
            self.emit("movl %edi, 0(%esp)");
            self.emit(format!("leal {tlo}(%ebp), %eax"));
            self.emit("movl %eax, 4(%esp)");
            self.emit("movl %ebx, 8(%esp)");
            self.emit("movl %ecx, 12(%esp)");
            let (success, failure) = cas_orders(key.ordering);
            self.emit(format!("movl ${success}, 16(%esp)"));
            self.emit(format!("movl ${failure}, 20(%esp)"));
            self.emit("call __atomic_compare_exchange_8");
            self.emit("addl $32, %esp");
            self.emit("testb %al, %al");
            self.emit(format!("je {again}"));
            if let Some(r) = result {
                self.emit(format!("movl {tlo}(%ebp), %eax"));
                self.emit(format!("movl {thi}(%ebp), %edx"));
                self.store64(r, EAX, EDX);
            }
            return Ok(());
        }
        let n = bits / 8;
        self.load(&args[1], ECX, Ext::Zero)?;
        self.emit(format!("movl %ecx, {vlo}(%ebp)"));
        self.emit(format!("{} (%edi), %eax", movz(bits)));
        self.emit(format!("movl %eax, {tlo}(%ebp)"));
        self.label(&again);
        self.emit("subl $16, %esp");
        self.emit(format!("movl {tlo}(%ebp), %eax"));
        self.emit(format!("movl {vlo}(%ebp), %ecx"));
        self.expand_i386(row, bits, 12);
        if bits < 32 {
            self.emit(format!("{} {}, %edx", movz(bits), EDX.sized(bits)));
        }
        self.emit("movl %edi, 0(%esp)");
        self.emit(format!("movl {tlo}(%ebp), %eax"));
        self.emit("movl %eax, 4(%esp)");
        self.emit("movl %edx, 8(%esp)");
        self.emit(format!("call __sync_val_compare_and_swap_{n}"));
        self.emit("addl $16, %esp");
        if bits < 32 {
            self.emit(format!("{} {}, %eax", movz(bits), EAX.sized(bits)));
        }
        self.emit(format!("cmpl {tlo}(%ebp), %eax"));
        self.emit(format!("movl %eax, {tlo}(%ebp)"));
        self.emit(format!("jne {again}"));
        if let Some(r) = result {
            self.store(r, EAX, bits);
        }
        Ok(())
    }

    /// A cdecl call: arguments in 4-byte units from 0(%esp), the area rounded to 16 bytes.
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
        let mut size = 0i64;
        for k in 0..args.len() - 1 {
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&args[1 + k]));
            if self.has_attr(info.attrs.param(k), "byval") {
                return Err(self.unsupported("call", "byval arguments are not supported"));
            }
            let class = self.class(aty)?;
            let Some(n) = stack_bytes(class) else {
                return Err(
                    self.unsupported("call", "aggregate and i128 arguments are not supported")
                );
            };
            classes.push((class, size));
            size += n;
        }
        let area = (size + 15) / 16 * 16;
        if area > 0 {
            self.emit(format!("subl ${area}, %esp"));
        }
        for (k, &(class, at)) in classes.iter().enumerate() {
            let op = args[1 + k];
            match class {
                Class::Int(b) | Class::Float(b) if b <= 32 => {
                    let mut sext = self.has_attr(info.attrs.param(k), "signext");
                    if let Some(f) = callee_global.and_then(|g| self.m.function(g)) {
                        sext |= self.has_attr(f.attrs.param(k), "signext");
                    }
                    let ext = if sext && matches!(class, Class::Int(_)) {
                        Ext::Sign
                    } else {
                        Ext::Zero
                    };
                    self.load(&op, EAX, ext)?;
                    self.emit(format!("movl %eax, {at}(%esp)"));
                }
                _ => {
                    self.load64(&op, EAX, EDX)?;
                    self.emit(format!("movl %eax, {at}(%esp)"));
                    self.emit(format!("movl %edx, {}(%esp)", at + 4));
                }
            }
        }
        match callee_global {
            Some(g) => {
                let s = symbol(self.m, g);
                self.emit(format!("call {s}"));
            }
            None => {
                self.load(&callee, EAX, Ext::Zero)?;
                self.emit("call *%eax");
            }
        }
        if area > 0 {
            self.emit(format!("addl ${area}, %esp"));
        }
        let ret_class = self.class(ty)?;
        match (result, ret_class) {
            (Some(r), Class::Float(32)) => {
                let off = self.slot(r);
                self.emit(format!("fstps {off}(%ebp)"));
            }
            (Some(r), Class::Float(_)) => {
                let off = self.slot(r);
                self.emit(format!("fstpl {off}(%ebp)"));
            }
            (None, Class::Float(_)) => self.emit("fstp %st(0)"),
            (Some(r), Class::Memory(_)) => {
                let _ = r;
                return Err(self.unsupported("call", "aggregate return values are not supported"));
            }
            (Some(r), _) => self.store_result(r, ty)?,
            (None, _) => {}
        }
        Ok(())
    }
}
