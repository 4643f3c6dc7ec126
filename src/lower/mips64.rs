//! The 64-bit MIPS code generator (`mips64el-linux-gnuabi64`, little-endian, N64 ABI,
//! mips64r2): the target's spellings and calling convention for the shared skeleton
//! (`codegen.rs`), GNU assembler text in `.set reorder` mode (the assembler fills every branch
//! delay slot).
//!
//! Owns: the frame ($30 the frame pointer, $31 and the caller's $30 saved just below it, slots
//! below those), operands in $2/$3, instruction selection (32-bit operations on 32-bit values,
//! which MIPS64 keeps sign-extended in registers whatever their C type: every i32 operand is
//! loaded with `lw`; 64-bit ones with the `d` forms), the N64 convention (the first eight
//! arguments in $4..$11, or for float/double in $f12..$f19 by the same position, the rest on
//! the caller's stack from 0($30) in 8-byte slots; results in $2 or $f0; i32 results
//! sign-extended always, narrower ones extended by the callee: `zeroext` zero-, `signext`
//! sign-extends, without either i1 is zero- and i8/i16 sign-extended), atomic expansion by the
//! rows of `crate::target::mips::atomics` (lld/scd for i64). i128 loads, stores, copies and
//! atomics go through the shared word machinery (`words.rs`, the `word_*` hooks on 64-bit
//! words) with libatomic's generic `__atomic_*` calls. Deliberately not llc-22's calls: it uses
//! the size-specialised `__atomic_*_16` with the i128 value in the unaligned register pair
//! $5:$6 and the order in $7 (`__atomic_fetch_add_16(p, v, order)`), while gcc (which built
//! libatomic) passes an `__int128` after a pointer in the even-aligned pair $6:$7 and the next
//! word in $8 (checked with `mips64el-linux-gnuabi64-gcc -O2 -S`): llc-22's call would hand
//! libatomic a wrong value. The generic functions take only pointers and words, so no i128
//! travels in registers. i128 arguments, return values and
//! arithmetic are a clear error.
//! Must not touch: the target's facts (`crate::target::mips`), the IR.

use super::codegen::{self, symbol, Class, Ext, GepStep, Isa, WordArg, WordOp, WordRegs};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering};
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::atomic_table::{AtomicKey, AtomicOp, Row};
use crate::target::mips::{self as tm, N64_ARG_SLOTS};
use crate::target::triple::Target;
use std::fmt::Write as _;

const TARGET: &str = "mips64el-linux-gnuabi64";
const ARG_REGS: [&str; 8] = ["$4", "$5", "$6", "$7", "$8", "$9", "$10", "$11"];
const FP_ARG_REGS: [&str; 8] = [
    "$f12", "$f13", "$f14", "$f15", "$f16", "$f17", "$f18", "$f19",
];

/// The MIPS64 N64 spellings and calling convention for the shared skeleton.
pub(super) struct Mips64;

type FnCx<'a> = codegen::FnCx<'a, Mips64>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: tm::int_size_align,
        ptr_size: 8,
    };
    codegen::lower_module::<Mips64>(m, target, &layout)
}

impl Isa for Mips64 {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "#";
    type Reg = &'static str;
    const R0: &'static str = "$2";
    const PAIR: (&'static str, &'static str) = ("$2", "$3");
    const TRAP: &'static str = "teq $0, $0";
    /// $31 and the caller's $30.
    const FRAME_RESERVED: i64 = 16;

    fn preamble(_target: &Target, out: &mut String) {
        // Non-PIC code in an abicalls object (what gcc's objects are), for static links.
        let _ = writeln!(out, "\t.abicalls");
        let _ = writeln!(out, "\t.option\tpic0");
        let _ = writeln!(out, "\t.set\tmips64r2");
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
            cx.mem_op("ld", "$12", src + k);
            cx.mem_op("sd", "$12", dst + k);
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
        cx.mem_op(store_op(bits), r, off);
    }

    fn store_word(cx: &mut FnCx, r: &'static str, off: i64) {
        cx.mem_op("sd", r, off);
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.mem_op("sd", "$0", off);
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.mem_op("lbu", "$12", src);
        cx.mem_op("sb", "$12", dst);
    }

    /// Conditional branches reach 128 KiB; `j` the whole 256 MiB region.
    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.emit("andi $2, $2, 1");
        cx.emit("beqz $2, 1f");
        cx.emit(format!("j {taken}"));
        cx.label("1");
        cx.emit(format!("j {not_taken}"));
    }

    /// The switch value was loaded zero-extended, as the case value is spelled.
    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.emit(format!("dli $3, {value}"));
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

    /// i128 by 64-bit words (little-endian: the low word first in a slot): $12-$15 the
    /// temporaries, $24 the address.
    const WORD_REGS: Option<WordRegs<&'static str>> = Some(WordRegs {
        temps: ["$12", "$13", "$14", "$15"],
        base: "$24",
    });

    fn word_load(
        cx: &mut FnCx,
        r: &'static str,
        base: Option<&'static str>,
        off: i64,
    ) -> Result<(), LowerError> {
        match base {
            Some(b) => cx.emit(format!("ld {r}, {off}({b})")),
            None => cx.mem_op("ld", r, off),
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
            Some(b) => cx.emit(format!("sd {r}, {off}({b})")),
            None => cx.mem_op("sd", r, off),
        }
        Ok(())
    }

    fn word_imm(cx: &mut FnCx, r: &'static str, value: i64) -> Result<(), LowerError> {
        cx.emit(format!("dli {r}, {value}"));
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
            WordOp::Add => "daddu",
            WordOp::Sub => "dsubu",
            WordOp::And => "and",
            WordOp::Or => "or",
            WordOp::Xor => "xor",
            WordOp::Sltu => "sltu",
        };
        cx.emit(format!("{mnemonic} {dst}, {a}, {b}"));
        Ok(())
    }

    /// N64: up to eight words in $4..$11 (the generic calls take at most six).
    fn word_call(cx: &mut FnCx, name: &str, args: &[WordArg]) -> Result<(), LowerError> {
        cx.word_args_in_regs(args, &["$4", "$5", "$6", "$7", "$8", "$9", "$10", "$11"])?;
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
        cx.cmpxchg(key, args, |cx| {
            if let Some(r) = result {
                let b = cx.class_bits(vty)?;
                cx.store(r, "$2", b);
            }
            Ok(())
        })
    }
}

fn store_op(bits: u32) -> &'static str {
    match bits {
        0..=8 => "sb",
        9..=16 => "sh",
        17..=32 => "sw",
        _ => "sd",
    }
}

impl FnCx<'_> {
    fn no_i128(&self, what: &str) -> LowerError {
        self.unsupported(
            what,
            "i128 arguments, return values and arithmetic are not supported on MIPS64 (i128 loads, stores, copies and atomics are)",
        )
    }

    /// A load or store at $30+off (16-bit offsets directly, farther ones through $25).
    fn mem_op(&mut self, op: &str, r: &str, off: i64) {
        if (-32768..32768).contains(&off) {
            self.emit(format!("{op} {r}, {off}($30)"));
        } else {
            self.emit(format!("dli $25, {off}"));
            self.emit("daddu $25, $30, $25");
            self.emit(format!("{op} {r}, 0($25)"));
        }
    }

    fn frame_addr(&mut self, r: &str, off: i64) {
        if (-32768..32768).contains(&off) {
            self.emit(format!("daddiu {r}, $30, {off}"));
        } else {
            self.emit(format!("dli {r}, {off}"));
            self.emit(format!("daddu {r}, $30, {r}"));
        }
    }

    /// The scalar class of `ty` for arguments and results (`None`: not passed by this code
    /// generator).
    fn scalar_bits(&self, c: Class) -> Option<u32> {
        match c {
            Class::Int(b) | Class::Float(b) => Some(b),
            _ => None,
        }
    }

    /// The frame and the incoming N64 arguments copied into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        // Errors about parameters point at the function, not at its last instruction.
        self.span = Some(self.m.globals[self.g].span);
        let total = (self.frame + 15) / 16 * 16;
        let _ = writeln!(self.out, "\t.p2align\t3");
        let _ = writeln!(self.out, "\t.type\t{name},@function");
        self.label(name);
        self.emit("daddiu $sp, $sp, -16");
        self.emit("sd $31, 8($sp)");
        self.emit("sd $30, 0($sp)");
        self.emit("daddiu $30, $sp, 16");
        self.emit(format!("dli $12, {}", total - 16));
        self.emit("dsubu $sp, $sp, $12");
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
            if i < N64_ARG_SLOTS {
                match class {
                    Class::Float(32) => self.mem_op("swc1", FP_ARG_REGS[i], off),
                    Class::Float(_) => self.mem_op("sdc1", FP_ARG_REGS[i], off),
                    _ => self.mem_op("sd", ARG_REGS[i], off),
                }
            } else {
                self.mem_op("ld", "$12", 8 * (i - N64_ARG_SLOTS) as i64);
                self.mem_op("sd", "$12", off);
            }
        }
        Ok(())
    }

    fn epilogue(&mut self) {
        self.emit("ld $31, -8($30)");
        self.emit("move $25, $30");
        self.emit("ld $30, -16($30)");
        self.emit("move $sp, $25");
        self.emit("jr $31");
    }

    /// Loads a scalar into `r`, widened to 64 bits (i32 by `lw` when `ext` is Sign, which
    /// every 32-bit operation needs, `lwu` when Zero).
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
                        self.emit(format!("dsubu {r}, $0, {r}"));
                    }
                    (1 | 8, Ext::Zero) => self.mem_op("lbu", r, off),
                    (8, Ext::Sign) => self.mem_op("lb", r, off),
                    (16, Ext::Zero) => self.mem_op("lhu", r, off),
                    (16, Ext::Sign) => self.mem_op("lh", r, off),
                    (32, Ext::Zero) => self.mem_op("lwu", r, off),
                    (32, Ext::Sign) => self.mem_op("lw", r, off),
                    _ => self.mem_op("ld", r, off),
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
                        self.emit(format!("dli {r}, {v}"));
                    }
                    ConstantData::Float { bits, .. } => {
                        let v = if ext == Ext::Sign && self.class(ty)? == Class::Float(32) {
                            bits as u64 as u32 as i32 as i64
                        } else {
                            bits as u64 as i64
                        };
                        self.emit(format!("dli {r}, {v}"))
                    }
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.emit(format!("move {r}, $0")),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        self.emit(format!("dla {r}, {s}"));
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
            self.emit(format!("andi {r}, {r}, 1"));
        }
        self.mem_op(store_op(bits), r, off);
    }

    /// The extension an operation on `bits`-bit values needs: 32-bit values sign-extended
    /// (MIPS64's 32-bit instructions require it), narrower ones as `signed` says.
    fn ext_for(bits: u32, signed: bool) -> Ext {
        if bits == 32 || signed {
            Ext::Sign
        } else {
            Ext::Zero
        }
    }

    /// Calls `sym` the way PIC and non-PIC callees both accept: through $25.
    fn call_symbol(&mut self, sym: &str) {
        self.emit(format!("dla $25, {sym}"));
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
                self.load(&args[0], "$12", Ext::Zero)?;
                self.emit("andi $12, $12, 1");
                self.emit("beqz $12, 1f");
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
                    self.emit(format!("dli $12, {sz}"));
                    self.emit("dmul $2, $2, $12");
                    self.emit("daddiu $2, $2, 15");
                    self.emit("dli $12, -16");
                    self.emit("and $2, $2, $12");
                    self.emit("dsubu $sp, $sp, $2");
                    self.emit("move $2, $sp");
                }
                self.store(r, "$2", 64);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "$13", Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        let op = match bits {
                            0..=8 => "lbu",
                            9..=16 => "lhu",
                            17..=32 => "lw",
                            _ => "ld",
                        };
                        self.emit(format!("{op} $2, 0($13)"));
                        self.store(r, "$2", bits);
                    }
                    Class::Int128 => return Err(self.no_i128("load")),
                    Class::Memory(s) => {
                        for k in 0..s as i64 {
                            self.emit(format!("lbu $2, {k}($13)"));
                            self.mem_op("sb", "$2", off + k);
                        }
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        self.load(&args[0], "$2", Ext::Zero)?;
                        self.load(&args[1], "$13", Ext::Zero)?;
                        self.emit(format!("{} $2, 0($13)", store_op(bits.max(8))));
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
                        self.load(&args[1], "$13", Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.mem_op("lbu", "$2", src + k);
                            self.emit(format!("sb $2, {k}($13)"));
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
                    cx.mem_op(store_op(bits), "$2", off);
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
                    match self.class(ret_ty)? {
                        Class::Int(b) => {
                            // The callee extends (module doc).
                            let ext = if b == 32 || sext || (!zext && b > 1 && b < 32) {
                                Ext::Sign
                            } else {
                                Ext::Zero
                            };
                            self.load(op, "$2", ext)?
                        }
                        Class::Float(32) => {
                            self.load(op, "$2", Ext::Zero)?;
                            self.emit("mtc1 $2, $f0");
                        }
                        Class::Float(_) => {
                            self.load(op, "$2", Ext::Zero)?;
                            self.emit("dmtc1 $2, $f0");
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
        let signed = matches!(op, BinaryOp::SDiv | BinaryOp::SRem | BinaryOp::AShr);
        let ext = Self::ext_for(bits, signed);
        self.load(&args[0], "$2", ext)?;
        self.load(&args[1], "$3", ext)?;
        let d = if bits == 64 { "d" } else { "" };
        match op {
            BinaryOp::Add => self.emit(format!("{d}addu $2, $2, $3")),
            BinaryOp::Sub => self.emit(format!("{d}subu $2, $2, $3")),
            BinaryOp::Mul => self.emit(format!("{d}mul $2, $2, $3")),
            BinaryOp::And => self.emit("and $2, $2, $3"),
            BinaryOp::Or => self.emit("or $2, $2, $3"),
            BinaryOp::Xor => self.emit("xor $2, $2, $3"),
            BinaryOp::Shl => self.emit(format!("{d}sllv $2, $2, $3")),
            BinaryOp::LShr => self.emit(format!("{d}srlv $2, $2, $3")),
            BinaryOp::AShr => self.emit(format!("{d}srav $2, $2, $3")),
            BinaryOp::UDiv | BinaryOp::URem | BinaryOp::SDiv | BinaryOp::SRem => {
                let u = if matches!(op, BinaryOp::UDiv | BinaryOp::URem) {
                    "u"
                } else {
                    ""
                };
                self.emit(format!("{d}div{u} $0, $2, $3"));
                self.emit(if matches!(op, BinaryOp::URem | BinaryOp::SRem) {
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

    fn icmp(&mut self, pred: IntPredicate, args: &[Operand], r: Value) -> Result<(), LowerError> {
        let signed = matches!(
            pred,
            IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
        );
        let oty = self.op_type(&args[0]);
        let bits = match self.class(oty)? {
            Class::Int(b) => b,
            Class::Int128 => return Err(self.no_i128("icmp")),
            _ => return Err(self.unsupported("icmp", "vector comparisons are not supported")),
        };
        // Sign-extended 32-bit values keep their unsigned order too.
        let ext = Self::ext_for(bits, signed);
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
                self.load(&args[0], "$2", Ext::Zero)?;
                self.store(r, "$2", tb);
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], "$2", Ext::Sign)?;
                self.store(r, "$2", tb);
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
                    self.emit(format!("dli $3, {off}"));
                    self.emit("daddu $2, $2, $3");
                }
                GepStep::Scaled { index, stride } => {
                    self.load(&index, "$3", Ext::Sign)?;
                    if stride > 0 && stride.count_ones() == 1 {
                        self.emit(format!("dsll $3, $3, {}", stride.trailing_zeros()));
                    } else {
                        self.emit(format!("dli $12, {stride}"));
                        self.emit("dmul $3, $3, $12");
                    }
                    self.emit("daddu $2, $2, $3");
                }
            }
        }
        self.store(r, "$2", 64);
        Ok(())
    }

    /// Expands a template with the MIPS64 legend for an access of `bits` bits.
    fn expand(&mut self, row: &Row, bits: u32, ordering: Ordering) {
        let (a, l, _) = self.target.desc.atomics.marks_for(ordering);
        let wide = bits == 64;
        let (ls, ss) = match bits {
            8 => ("lbu", "sb"),
            16 => ("lhu", "sh"),
            32 => ("lw", "sw"),
            _ => ("ld", "sd"),
        };
        self.expand_template(
            row,
            &[
                ("{ptr}", "$4"),
                ("{val}", "$5"),
                ("{res}", "$2"),
                ("{new}", "$6"),
                ("{ll}", if wide { "lld" } else { "ll" }),
                ("{sc}", if wide { "scd" } else { "sc" }),
                ("{addu}", if wide { "daddu" } else { "addu" }),
                ("{subu}", if wide { "dsubu" } else { "subu" }),
                ("{addiu}", if wide { "daddiu" } else { "addiu" }),
                ("{ls}", ls),
                ("{ss}", ss),
                ("{m}", if bits <= 8 { "255" } else { "65535" }),
                ("{bx}", "# (little-endian: the byte offset is the shift)"),
                ("{sx}", if bits <= 8 { "seb" } else { "seh" }),
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
        self.load(&args[0], "$4", Ext::Zero)?;
        if args.len() > 1 {
            self.load(&args[1], "$5", Self::ext_for(bits, false))?;
        }
        self.expand(row, bits, key.ordering);
        if let Some(r) = result {
            self.store(r, "$2", bits);
        }
        Ok(())
    }

    /// cmpxchg (and seed 000's `llvm.atomic.cas`): `args` is `[ptr, expected, new]`; `done`
    /// stores the results from the old value ($2) and the flag in $24.
    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        done: impl FnOnce(&mut Self) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        let vty = self.op_type(&args[1]);
        let row = self.row(&key, vty)?;
        let bits = key.width;
        let ext = Self::ext_for(bits, false);
        self.load(&args[0], "$4", Ext::Zero)?;
        self.load(&args[1], "$5", ext)?;
        self.load(&args[2], "$6", ext)?;
        self.expand(row, bits, key.ordering);
        done(self)
    }

    /// An N64 call: the first eight arguments in $4..$11 or $f12..$f19 by position, the rest
    /// in 8-byte slots from 0($sp).
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
            if vararg && k >= param_tys.len() && matches!(class, Class::Float(_)) {
                return Err(self.unsupported(
                    "call",
                    "floating-point variadic arguments are not supported",
                ));
            }
            classes.push(class);
        }
        let area = ((n.saturating_sub(N64_ARG_SLOTS) as i64) * 8 + 15) / 16 * 16;
        if area > 0 {
            self.emit(format!("daddiu $sp, $sp, -{area}"));
        }
        // Stack slots first (through $12), then the registers.
        for pass in 0..2 {
            for (k, &class) in classes.iter().enumerate() {
                let op = args[1 + k];
                let on_stack = k >= N64_ARG_SLOTS;
                if (pass == 0) != on_stack {
                    continue;
                }
                let bits = self.scalar_bits(class).unwrap_or(64);
                let mut sext = self.has_attr(info.attrs.param(k), "signext");
                let mut zext = self.has_attr(info.attrs.param(k), "zeroext");
                if let Some(f) = callee_global.and_then(|g| self.m.function(g)) {
                    sext |= self.has_attr(f.attrs.param(k), "signext");
                    zext |= self.has_attr(f.attrs.param(k), "zeroext");
                }
                // 32-bit integers sign-extended always; narrower ones as the attributes say,
                // without either as C's int promotion of a signed type.
                let ext = match class {
                    Class::Int(b) if b == 32 || sext || (!zext && b > 1 && b < 32) => Ext::Sign,
                    _ => Ext::Zero,
                };
                if on_stack {
                    self.load(&op, "$12", ext)?;
                    self.emit(format!("sd $12, {}($sp)", 8 * (k - N64_ARG_SLOTS)));
                } else {
                    match class {
                        Class::Float(_) => {
                            self.load(&op, "$12", Ext::Zero)?;
                            let mv = if bits == 32 { "mtc1" } else { "dmtc1" };
                            self.emit(format!("{mv} $12, {}", FP_ARG_REGS[k]));
                        }
                        _ => self.load(&op, ARG_REGS[k], ext)?,
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
        if area > 0 {
            self.emit(format!("daddiu $sp, $sp, {area}"));
        }
        if let Some(r) = result {
            match self.class(ty)? {
                Class::Float(32) => {
                    let off = self.slot(r);
                    self.mem_op("swc1", "$f0", off);
                }
                Class::Float(_) => {
                    let off = self.slot(r);
                    self.mem_op("sdc1", "$f0", off);
                }
                Class::Int(b) => self.store(r, "$2", b),
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
