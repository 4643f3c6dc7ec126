//! The Alpha code generator: whole functions of the integer/pointer subset, every value in a
//! stack slot below the frame pointer $15, GNU assembler text for EV6 (`.arch ev6`: BWX byte
//! and word accesses, FIX register moves).
//!
//! Owns: the frame ($26 and $15 saved, $15 the frame pointer, slots below; $29 set with `ldgp`
//! from $27 at entry and from $26 after each call), instruction selection (operands loaded
//! from slots into $1/$2/$3, computed, stored; division through libgcc's `__divq`, `__divqu`,
//! `__remq`, `__remqu`, which take $24/$25 and return $27), the OSF/Linux calling convention
//! (argument k in $16+k, or $f16+k for a float; from the seventh on the stack; results in $0
//! or $f0; 32-bit values sign-extended whatever their type, narrower ones as
//! `signext`/`zeroext` say), atomic expansion by the rows of `crate::target::alpha::atomics`,
//! seed 000's intrinsics, globals. i128 values as gcc's `__int128` (little-endian quadword
//! pair; an argument takes the next two argument positions; a result is returned through a
//! hidden pointer passed first in $16, which comes back in $0), loaded, stored, extended,
//! truncated, passed and returned, and their atomics through libatomic's `__atomic_*_16`; no
//! 128-bit arithmetic. Anything else outside the subset is a [`LowerError`] naming the
//! instruction and the target. The shape follows `riscv64.rs`.
//! Must not touch: the target's facts (`crate::target::alpha`), the IR.

use super::codegen::{self, symbol, Class, Ext, GepStep, Isa};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering};
use crate::ir::types::{Type, TypeData};
use crate::ir::Module;
use crate::target::alpha::{self as ta, load_store, FLOAT_ARGS, INT_ARGS};
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::triple::Target;
use crate::target::x86_64::c_memory_order;
use std::fmt::Write as _;

const TARGET: &str = "alpha-linux-gnu";
/// The frame pointer.
const FP: &str = "$15";

/// The Alpha spellings and calling convention for the shared skeleton.
pub(super) struct Alpha;

type FnCx<'a> = codegen::FnCx<'a, Alpha>;

/// Lowers a module: global variables, then functions in module order.
pub fn lower_module(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: ta::int_size_align,
        ptr_size: 8,
    };
    codegen::lower_module::<Alpha>(m, target, &layout)
}

impl Isa for Alpha {
    const NAME: &'static str = TARGET;
    const COMMENT: &'static str = "#";
    type Reg = &'static str;
    const R0: &'static str = "$1";
    const PAIR: (&'static str, &'static str) = ("$1", "$2");
    const TRAP: &'static str = "call_pal 0x81";
    const FRAME_RESERVED: i64 = 16;

    fn preamble(_target: &Target, out: &mut String) {
        // EV6: ldbu/stb and ldwu/stw (BWX), itof/ftoi (FIX); $28 is used for far frame slots.
        let _ = writeln!(out, "\t.arch ev6");
        let _ = writeln!(out, "\t.set noat");
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
            cx.mem_op("ldq", "$25", src + k);
            cx.mem_op("stq", "$25", dst + k);
            k += 8;
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
        cx.load128(op, lo, hi)
    }

    fn store_at(cx: &mut FnCx, r: &'static str, bits: u32, off: i64) {
        let (_, st) = load_store(bits);
        cx.mem_op(st, r, off);
    }

    fn store_word(cx: &mut FnCx, r: &'static str, off: i64) {
        cx.mem_op("stq", r, off);
    }

    fn zero_word(cx: &mut FnCx, off: i64) {
        cx.mem_op("stq", "$31", off);
    }

    fn copy_byte(cx: &mut FnCx, src: i64, dst: i64) {
        cx.mem_op("ldbu", "$25", src);
        cx.mem_op("stb", "$25", dst);
    }

    fn cond_branch(cx: &mut FnCx, taken: &str, not_taken: &str) {
        cx.emit(format!("blbs $1, {taken}"));
        cx.emit(format!("br {not_taken}"));
    }

    fn case_branch(cx: &mut FnCx, value: i64, label: &str) {
        cx.emit(format!("ldiq $2, {value}"));
        cx.emit("cmpeq $1, $2, $3");
        cx.emit(format!("bne $3, {label}"));
    }

    fn jump(cx: &mut FnCx, label: &str) {
        cx.emit(format!("br {label}"));
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

    fn no_row_hint(key: &AtomicKey) -> &'static str {
        if key.width == 128 {
            " (i128 goes to libatomic, which has no function for this operation)"
        } else {
            ""
        }
    }

    fn legacy_cas(
        cx: &mut FnCx,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        vty: Type,
    ) -> Result<(), LowerError> {
        cx.cmpxchg(key, args, vty, (Ordering::SeqCst, Ordering::SeqCst))?;
        if let Some(r) = result {
            if key.width == 128 {
                cx.store128(r, "$1", "$2");
            } else {
                let bits = cx.class_bits(vty)?;
                cx.store(r, "$0", bits);
            }
        }
        Ok(())
    }
}

impl FnCx<'_> {
    fn no_i128(&self) -> LowerError {
        self.err(format!(
            "cannot lower an i128 value for {TARGET}: 128-bit arithmetic and comparisons are not supported"
        ))
    }

    /// An i128 operand into `lo` (bits 0..63) and `hi` (bits 64..127).
    fn load128(&mut self, op: &Operand, lo: &str, hi: &str) -> Result<(), LowerError> {
        match op {
            Operand::Value(v) => {
                let off = self.slot(*v);
                self.mem_op("ldq", lo, off);
                self.mem_op("ldq", hi, off + 8);
            }
            Operand::Const(c) => match self.m.constants.data(*c).clone() {
                ConstantData::Int { value, .. } => {
                    let v = value.as_i128().unwrap_or(0) as u128;
                    self.emit(format!("ldiq {lo}, {}", v as u64 as i64));
                    self.emit(format!("ldiq {hi}, {}", (v >> 64) as u64 as i64));
                }
                ConstantData::Zero(_) | ConstantData::Undef(_) | ConstantData::Poison(_) => {
                    self.emit(format!("bis $31, $31, {lo}"));
                    self.emit(format!("bis $31, $31, {hi}"));
                }
                _ => {
                    return Err(self.err(format!(
                        "cannot lower this i128 constant for {TARGET}: constant expressions are outside the supported subset"
                    )))
                }
            },
            _ => return Err(self.err("internal: operand is not a value")),
        }
        Ok(())
    }

    /// `lo`/`hi` into an i128 value's slot.
    fn store128(&mut self, v: Value, lo: &str, hi: &str) {
        let off = self.slot(v);
        self.mem_op("stq", lo, off);
        self.mem_op("stq", hi, off + 8);
    }

    /// A load or store at $15+off (16-bit displacements directly, farther ones through $28).
    fn mem_op(&mut self, op: &str, r: &str, off: i64) {
        if (-32768..32768).contains(&off) {
            self.emit(format!("{op} {r}, {off}({FP})"));
        } else {
            self.emit(format!("ldiq $28, {off}"));
            self.emit(format!("addq {FP}, $28, $28"));
            self.emit(format!("{op} {r}, 0($28)"));
        }
    }

    fn frame_addr(&mut self, r: &str, off: i64) {
        if (-32768..32768).contains(&off) {
            self.emit(format!("lda {r}, {off}({FP})"));
        } else {
            self.emit(format!("ldiq {r}, {off}"));
            self.emit(format!("addq {FP}, {r}, {r}"));
        }
    }

    /// The frame ($26 and $15 saved, $15 = the stack pointer at entry) and the incoming
    /// arguments copied into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        let returns_in_memory = matches!(
            self.m.types.data(f.sig),
            TypeData::Function { ret, .. } if self.class(*ret)? == Class::Int128
        );
        if returns_in_memory {
            let s = self.alloc_slot(8, 8);
            self.ret_ptr_slot = Some(s);
        }
        let frame = (self.frame + 15) / 16 * 16 - 16;
        let _ = writeln!(self.out, "\t.p2align\t4");
        let _ = writeln!(self.out, "\t.type\t{name},@function");
        self.label(name);
        self.emit("ldgp $29, 0($27)");
        self.emit("lda $30, -16($30)");
        self.emit("stq $26, 0($30)");
        self.emit(format!("stq {FP}, 8($30)"));
        self.emit(format!("lda {FP}, 16($30)"));
        if frame < 32768 {
            self.emit(format!("lda $30, -{frame}($30)"));
        } else {
            self.emit(format!("ldiq $28, {frame}"));
            self.emit("subq $30, $28, $30");
        }
        // `pos` counts argument positions: the hidden result pointer takes the first, an i128
        // two.
        let mut pos = 0usize;
        if let Some(s) = self.ret_ptr_slot {
            self.mem_op("stq", INT_ARGS[0], s);
            pos = 1;
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
            match class {
                Class::Float(bits) if pos < 6 => {
                    let st = if bits == 32 { "sts" } else { "stt" };
                    self.mem_op(st, FLOAT_ARGS[pos], off);
                }
                Class::Int(_) if pos < 6 => self.mem_op("stq", INT_ARGS[pos], off),
                Class::Int(_) | Class::Float(_) => {
                    // The seventh position on is at the caller's stack pointer, our $15.
                    let at = 8 * (pos as i64 - 6);
                    self.emit(format!("ldq $25, {at}({FP})"));
                    self.mem_op("stq", "$25", off);
                }
                Class::Int128 => {
                    for half in 0..2 {
                        let k = pos + half;
                        if k < 6 {
                            self.mem_op("stq", INT_ARGS[k], off + 8 * half as i64);
                        } else {
                            self.emit(format!("ldq $25, {}({FP})", 8 * (k as i64 - 6)));
                            self.mem_op("stq", "$25", off + 8 * half as i64);
                        }
                    }
                }
                Class::Memory(_) => {
                    return Err(self.err(format!(
                        "cannot lower parameter {i} of @{name} for {TARGET}: aggregate arguments are not supported"
                    )))
                }
            }
            pos += if class == Class::Int128 { 2 } else { 1 };
        }
        Ok(())
    }

    /// Loads a scalar into register `r`, widened to 64 bits.
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
                match (bits, ext) {
                    (1, Ext::Sign) => {
                        self.mem_op("ldbu", r, off);
                        self.emit(format!("subq $31, {r}, {r}"));
                    }
                    (1 | 8, Ext::Zero) => self.mem_op("ldbu", r, off),
                    (8, Ext::Sign) => {
                        self.mem_op("ldbu", r, off);
                        self.emit(format!("sextb {r}, {r}"));
                    }
                    (16, Ext::Zero) => self.mem_op("ldwu", r, off),
                    (16, Ext::Sign) => {
                        self.mem_op("ldwu", r, off);
                        self.emit(format!("sextw {r}, {r}"));
                    }
                    (32, Ext::Zero) => {
                        self.mem_op("ldl", r, off);
                        self.emit(format!("zapnot {r}, 15, {r}"));
                    }
                    (32, Ext::Sign) => self.mem_op("ldl", r, off),
                    _ => self.mem_op("ldq", r, off),
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
                        self.emit(format!("ldiq {r}, {v}"));
                    }
                    ConstantData::Float { bits, .. } => {
                        self.emit(format!("ldiq {r}, {}", bits as u64 as i64))
                    }
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.emit(format!("bis $31, $31, {r}")),
                    ConstantData::Global { global, .. } => {
                        // The address from the global offset table ($29-relative).
                        let s = symbol(self.m, global);
                        self.emit(format!("lda {r}, {s}"));
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

    fn store(&mut self, v: Value, r: &str, bits: u32) {
        let off = self.slot(v);
        if bits == 1 {
            self.emit(format!("and {r}, 1, {r}"));
        }
        let (_, st) = load_store(bits);
        self.mem_op(st, r, off);
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
                self.load(&args[0], "$1", ext)?;
                self.load(&args[1], "$2", ext)?;
                let (lt, le) = if signed {
                    ("cmplt", "cmple")
                } else {
                    ("cmpult", "cmpule")
                };
                match pred {
                    IntPredicate::Eq => self.emit("cmpeq $1, $2, $1"),
                    IntPredicate::Ne => {
                        self.emit("cmpeq $1, $2, $1");
                        self.emit("xor $1, 1, $1");
                    }
                    IntPredicate::Ult | IntPredicate::Slt => self.emit(format!("{lt} $1, $2, $1")),
                    IntPredicate::Ugt | IntPredicate::Sgt => self.emit(format!("{lt} $2, $1, $1")),
                    IntPredicate::Ule | IntPredicate::Sle => self.emit(format!("{le} $1, $2, $1")),
                    IntPredicate::Uge | IntPredicate::Sge => self.emit(format!("{le} $2, $1, $1")),
                }
                self.store(result.expect("result"), "$1", 8);
                Ok(())
            }
            InstKind::Select { .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "$4", Ext::Zero)?;
                self.emit("blbc $4, 1f");
                self.copy_operand(&args[1], ty, off)?;
                self.emit("br 2f");
                self.label("1");
                self.copy_operand(&args[2], ty, off)?;
                self.label("2");
                Ok(())
            }
            InstKind::Cast { op, .. } => self.cast(op, &args, result.expect("result"), ty),
            InstKind::Alloca { allocated, .. } => {
                let r = result.expect("result");
                if let Some(&area) = self.alloca_areas.get(&i) {
                    self.frame_addr("$1", area);
                } else {
                    let (sz, _) = self.layout.size_align(allocated).ok_or_else(|| {
                        self.unsupported("alloca", "the allocated type has no known size")
                    })?;
                    self.load(&args[0], "$1", Ext::Zero)?;
                    self.emit(format!("ldiq $2, {sz}"));
                    self.emit("mulq $1, $2, $1");
                    self.emit("addq $1, 15, $1");
                    self.emit("bic $1, 15, $1");
                    self.emit("subq $30, $1, $30");
                    self.emit("bis $31, $30, $1");
                }
                self.store(r, "$1", 64);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "$2", Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        let (ld, _) = load_store(bits);
                        self.emit(format!("{ld} $1, 0($2)"));
                        self.store(r, "$1", bits.max(8));
                    }
                    Class::Int128 => {
                        self.emit("ldq $1, 0($2)");
                        self.emit("ldq $3, 8($2)");
                        self.store128(r, "$1", "$3");
                    }
                    Class::Memory(s) => {
                        for k in 0..s as i64 {
                            self.emit(format!("ldbu $1, {k}($2)"));
                            self.mem_op("stb", "$1", off + k);
                        }
                    }
                }
                Ok(())
            }
            InstKind::Store { atomic: None, .. } => {
                let vty = self.op_type(&args[0]);
                match self.class(vty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        self.load(&args[0], "$1", Ext::Zero)?;
                        self.load(&args[1], "$2", Ext::Zero)?;
                        let (_, st) = load_store(bits);
                        self.emit(format!("{st} $1, 0($2)"));
                    }
                    Class::Int128 => {
                        self.load128(&args[0], "$1", "$3")?;
                        self.load(&args[1], "$2", Ext::Zero)?;
                        self.emit("stq $1, 0($2)");
                        self.emit("stq $3, 8($2)");
                    }
                    Class::Memory(s) => {
                        let Operand::Value(v) = args[0] else {
                            return Err(self.unsupported(
                                "store",
                                "storing an aggregate constant is not supported",
                            ));
                        };
                        let src = self.slot(v);
                        self.load(&args[1], "$2", Ext::Zero)?;
                        for k in 0..s as i64 {
                            self.mem_op("ldbu", "$1", src + k);
                            self.emit(format!("stb $1, {k}($2)"));
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
                self.cmpxchg(key, &args, vty, (success, failure))?;
                let off = self.slot(r);
                let flag = self.layout.field_offset(ty, 1).unwrap_or(8) as i64;
                if key.width == 128 {
                    self.mem_op("stq", "$1", off);
                    self.mem_op("stq", "$2", off + 8);
                } else {
                    let bits = self.class_bits(vty)?;
                    let (_, st) = load_store(bits);
                    self.mem_op(st, "$0", off);
                }
                self.mem_op("stb", "$4", off + flag);
                Ok(())
            }
            InstKind::Gep { source, .. } => self.gep(source, &args, result),
            InstKind::Call { info, .. } => self.call(&info, &args, result, ty),
            InstKind::Ret => {
                if let Some(op) = args.first() {
                    let f = self.m.function(self.g).expect("function");
                    let sext = self.has_attr(f.attrs.ret, "signext");
                    match self.class(ret_ty)? {
                        Class::Int(bits) => {
                            let e = if ta::abi_sign_extends(bits, sext) {
                                Ext::Sign
                            } else {
                                Ext::Zero
                            };
                            self.load(op, "$0", e)?
                        }
                        Class::Float(bits) => {
                            self.load(op, "$1", Ext::Zero)?;
                            let mv = if bits == 32 { "itofs" } else { "itoft" };
                            self.emit(format!("{mv} $1, $f0"));
                        }
                        Class::Int128 => {
                            // Through the hidden pointer, which is also the result.
                            let s = self.ret_ptr_slot.expect("i128 result pointer slot");
                            self.load128(op, "$1", "$2")?;
                            self.mem_op("ldq", "$0", s);
                            self.emit("stq $1, 0($0)");
                            self.emit("stq $2, 8($0)");
                        }
                        Class::Memory(_) => {
                            return Err(
                                self.unsupported("ret", "returning an aggregate is not supported")
                            )
                        }
                    }
                }
                self.emit(format!("lda $30, -16({FP})"));
                self.emit("ldq $26, 0($30)");
                self.emit(format!("ldq {FP}, 8($30)"));
                self.emit("lda $30, 16($30)");
                self.emit("ret $31, ($26), 1");
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
            Class::Int128 => return Err(self.no_i128()),
            _ => return Err(self.unsupported(op.name(), "vector arithmetic is not supported")),
        };
        let ext = if matches!(op, BinaryOp::SDiv | BinaryOp::SRem | BinaryOp::AShr) {
            Ext::Sign
        } else {
            Ext::Zero
        };
        self.load(&args[0], "$1", ext)?;
        self.load(&args[1], "$2", ext)?;
        let m = match op {
            BinaryOp::Add => "addq",
            BinaryOp::Sub => "subq",
            BinaryOp::Mul => "mulq",
            BinaryOp::And => "and",
            BinaryOp::Or => "bis",
            BinaryOp::Xor => "xor",
            BinaryOp::Shl => "sll",
            BinaryOp::LShr => "srl",
            BinaryOp::AShr => "sra",
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem => {
                // libgcc's division routines: dividend $24, divisor $25, result $27, return
                // address $23 (they keep every other register).
                let f = match op {
                    BinaryOp::UDiv => "__divqu",
                    BinaryOp::SDiv => "__divq",
                    BinaryOp::URem => "__remqu",
                    _ => "__remq",
                };
                self.emit("bis $31, $1, $24");
                self.emit("bis $31, $2, $25");
                self.emit(format!("ldq $27, {f}($29) !literal"));
                self.emit(format!("jsr $23, ($27), {f}"));
                self.emit("bis $31, $27, $1");
                self.store(r, "$1", bits);
                return Ok(());
            }
            _ => unreachable!("float ops handled above"),
        };
        self.emit(format!("{m} $1, $2, $1"));
        self.store(r, "$1", bits);
        Ok(())
    }

    fn cast(&mut self, op: CastOp, args: &[Operand], r: Value, ty: Type) -> Result<(), LowerError> {
        let from = self.op_type(&args[0]);
        let (fc, tc) = (self.class(from)?, self.class(ty)?);
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
                self.load(&args[0], "$1", Ext::Zero)?;
                self.store(r, "$1", tb);
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], "$1", Ext::Sign)?;
                self.store(r, "$1", tb);
            }
            (CastOp::ZExt | CastOp::SExt, Class::Int(_), Class::Int128) => {
                let sext = op == CastOp::SExt;
                self.load(&args[0], "$1", if sext { Ext::Sign } else { Ext::Zero })?;
                if sext {
                    self.emit("sra $1, 63, $2");
                } else {
                    self.emit("bis $31, $31, $2");
                }
                self.store128(r, "$1", "$2");
            }
            (CastOp::Trunc, Class::Int128, Class::Int(tb)) => {
                self.load128(&args[0], "$1", "$2")?;
                self.store(r, "$1", tb);
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
        self.load(&args[0], "$1", Ext::Zero)?;
        for step in steps {
            match step {
                GepStep::Field(off) | GepStep::Const(off) => {
                    self.emit(format!("ldiq $2, {off}"));
                    self.emit("addq $1, $2, $1");
                }
                GepStep::Scaled { index, stride } => {
                    self.load(&index, "$2", Ext::Sign)?;
                    if stride.count_ones() == 1 {
                        self.emit(format!("sll $2, {}, $2", stride.trailing_zeros()));
                    } else {
                        self.emit(format!("ldiq $3, {stride}"));
                        self.emit("mulq $2, $3, $2");
                    }
                    self.emit("addq $1, $2, $1");
                }
            }
        }
        self.store(r, "$1", 64);
        Ok(())
    }

    /// Expands a template with the Alpha legend for an access of `bits` bits.
    fn expand(&mut self, row: &Row, bits: u32) {
        let (ld, st) = load_store(bits);
        let wide = bits > 32;
        self.expand_template(
            row,
            &[
                ("{ptr}", "$1"),
                ("{val}", "$2"),
                ("{res}", "$0"),
                ("{new}", "$3"),
                ("{w}", if wide { "q" } else { "l" }),
                ("{ld}", ld),
                ("{st}", st),
                ("{add}", if bits == 32 { "addl" } else { "addq" }),
                ("{sub}", if bits == 32 { "subl" } else { "subq" }),
                ("{b}", if bits <= 8 { "bl" } else { "wl" }),
                ("{sx}", if bits <= 8 { "sextb" } else { "sextw" }),
                ("{fw}", if wide { "t" } else { "s" }),
                ("{fp}", if wide { "t" } else { "s" }),
            ],
        );
    }

    /// Loads an atomic operand: i32 sign-extended (as ldl_l leaves memory), i8/i16
    /// zero-extended (as ext leaves a field).
    fn load_atomic_operand(&mut self, op: &Operand, r: &str, bits: u32) -> Result<(), LowerError> {
        self.load(op, r, if bits == 32 { Ext::Sign } else { Ext::Zero })
    }

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
            return self.atomic_libcall(row, key, args, result);
        }
        if row.expansion == Expansion::CmpXchgLoop && bits == 128 {
            return self.libcall_cas_loop128(row, key, args, result);
        }
        self.load(&args[0], "$1", Ext::Zero)?;
        if args.len() > 1 {
            self.load_atomic_operand(&args[1], "$2", bits)?;
        }
        self.expand(row, bits);
        if let Some(r) = result {
            self.store(r, "$0", bits);
        }
        Ok(())
    }

    /// An i128 load, store or read-modify-write through libatomic: `__atomic_load_16(p,
    /// order)` and the fetch/exchange functions return the value through a hidden pointer in
    /// $16 (the result's slot, or the scratch area), then the address, the operand in two
    /// positions and the C memory order.
    fn atomic_libcall(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let name = row.template[0].replace("{n}", &(key.width / 8).to_string());
        let order = c_memory_order(key.ordering);
        let mut pos = 0;
        if key.op != AtomicOp::Store {
            let at = result.map_or(self.scratch, |r| self.slot(r));
            self.frame_addr(INT_ARGS[0], at);
            pos = 1;
        }
        self.load(&args[0], INT_ARGS[pos], Ext::Zero)?;
        pos += 1;
        if args.len() > 1 {
            self.load128(&args[1], INT_ARGS[pos], INT_ARGS[pos + 1])?;
            pos += 2;
        }
        self.emit(format!("lda {}, {order}($31)", INT_ARGS[pos]));
        self.emit(format!("jsr $26, {name}"));
        self.emit("ldgp $29, 0($26)");
        Ok(())
    }

    /// An i128 read-modify-write libatomic has no function for: a plain initial load (a torn
    /// first read only costs a failed round), the value seen in the 16-byte scratch area, the
    /// template's new value ($19:$18) passed by value to `__atomic_compare_exchange_16`, which
    /// refreshes the value seen when it fails.
    fn libcall_cas_loop128(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let scratch = self.scratch;
        self.load(&args[0], "$16", Ext::Zero)?;
        self.emit("ldq $5, 0($16)");
        self.emit("ldq $6, 8($16)");
        self.mem_op("stq", "$5", scratch);
        self.mem_op("stq", "$6", scratch + 8);
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&again);
        self.mem_op("ldq", "$5", scratch);
        self.mem_op("ldq", "$6", scratch + 8);
        self.load128(&args[1], "$7", "$8")?;
        self.expand_template(row, &[]);
        self.load(&args[0], "$16", Ext::Zero)?;
        self.frame_addr("$17", scratch);
        let failure = match key.ordering {
            Ordering::AcqRel => Ordering::Acquire,
            Ordering::Release => Ordering::Monotonic,
            o => o,
        };
        self.emit(format!("lda $20, {}($31)", c_memory_order(key.ordering)));
        self.emit(format!("lda $21, {}($31)", c_memory_order(failure)));
        self.emit("jsr $26, __atomic_compare_exchange_16");
        self.emit("ldgp $29, 0($26)");
        self.emit("and $0, 255, $0");
        self.emit(format!("beq $0, {again}"));
        if let Some(r) = result {
            self.mem_op("ldq", "$1", scratch);
            self.mem_op("ldq", "$2", scratch + 8);
            self.store128(r, "$1", "$2");
        }
        Ok(())
    }

    /// cmpxchg: the old value in $0 (i128: $1/$2), the success flag in $4.
    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        vty: Type,
        (success, failure): (Ordering, Ordering),
    ) -> Result<(), LowerError> {
        let row = self.row(&key, vty)?;
        let bits = key.width;
        if row.expansion == Expansion::Libcall {
            // bool __atomic_compare_exchange_16(p $16, expected* $17, desired $18/$19,
            // success $20, failure $21); the expected value (the old one after a failure) in
            // the scratch area.
            let name = row.template[0].replace("{n}", &(bits / 8).to_string());
            let scratch = self.scratch;
            self.load128(&args[1], "$1", "$2")?;
            self.mem_op("stq", "$1", scratch);
            self.mem_op("stq", "$2", scratch + 8);
            self.load(&args[0], "$16", Ext::Zero)?;
            self.frame_addr("$17", scratch);
            self.load128(&args[2], "$18", "$19")?;
            self.emit(format!("lda $20, {}($31)", c_memory_order(success)));
            self.emit(format!("lda $21, {}($31)", c_memory_order(failure)));
            self.emit(format!("jsr $26, {name}"));
            self.emit("ldgp $29, 0($26)");
            self.emit("and $0, 1, $4");
            self.mem_op("ldq", "$1", scratch);
            self.mem_op("ldq", "$2", scratch + 8);
            return Ok(());
        }
        self.load(&args[0], "$1", Ext::Zero)?;
        self.load_atomic_operand(&args[1], "$2", bits)?;
        self.load_atomic_operand(&args[2], "$3", bits)?;
        self.expand(row, bits);
        Ok(())
    }

    /// A call: argument k in $16+k (or $f16+k), the seventh on at 0($30) upwards, $27 the
    /// callee's address, $29 restored from $26 afterwards.
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
        let nargs = args.len() - 1;
        let callee = args[0];
        let callee_global = self.callee_global(&callee);
        // An i128 result comes back through a hidden pointer (the result's slot) in the first
        // position; an i128 argument takes two positions.
        let in_memory = self.class(ty)? == Class::Int128;
        let mut classes = Vec::new();
        let mut positions = Vec::new();
        let mut pos = usize::from(in_memory);
        for k in 0..nargs {
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&args[1 + k]));
            if self.has_attr(info.attrs.param(k), "byval") {
                return Err(self.unsupported("call", "byval arguments are not supported"));
            }
            let class = self.class(aty)?;
            if let Class::Memory(_) = class {
                return Err(self.unsupported("call", "aggregate arguments are not supported"));
            }
            classes.push(class);
            positions.push(pos);
            pos += if class == Class::Int128 { 2 } else { 1 };
        }
        let stack = (pos.saturating_sub(6) as i64 * 8 + 15) / 16 * 16;
        if stack > 0 {
            self.emit(format!("lda $30, -{stack}($30)"));
        }
        let sext_of = |cx: &Self, k: usize| {
            let mut sext = cx.has_attr(info.attrs.param(k), "signext");
            if let Some(f) = callee_global.and_then(|g| cx.m.function(g)) {
                sext |= cx.has_attr(f.attrs.param(k), "signext");
            }
            sext
        };
        // Stack arguments and float registers first (through $25), then the integer registers.
        for pass in 0..2 {
            for (k, &class) in classes.iter().enumerate() {
                let op = args[1 + k];
                let at = positions[k];
                if class == Class::Int128 {
                    // Each half in its own position: stack halves first, registers last.
                    for half in 0..2 {
                        let p = at + half;
                        match (p, pass) {
                            (6.., 0) => {
                                self.load128(&op, "$24", "$25")?;
                                let r = if half == 0 { "$24" } else { "$25" };
                                self.emit(format!("stq {r}, {}($30)", 8 * (p as i64 - 6)));
                            }
                            (0..=5, 1) => {
                                if let Operand::Value(v) = op {
                                    let off = self.slot(v) + 8 * half as i64;
                                    self.mem_op("ldq", INT_ARGS[p], off);
                                } else {
                                    self.load128(&op, "$24", "$25")?;
                                    let r = if half == 0 { "$24" } else { "$25" };
                                    self.emit(format!("bis $31, {r}, {}", INT_ARGS[p]));
                                }
                            }
                            _ => {}
                        }
                    }
                    continue;
                }
                let bits = match class {
                    Class::Int(b) | Class::Float(b) => b,
                    _ => 64,
                };
                let ext = if matches!(class, Class::Int(_))
                    && ta::abi_sign_extends(bits, sext_of(self, k))
                {
                    Ext::Sign
                } else {
                    Ext::Zero
                };
                match (at, class, pass) {
                    (6.., _, 0) => {
                        self.load(&op, "$25", ext)?;
                        self.emit(format!("stq $25, {}($30)", 8 * (at as i64 - 6)));
                    }
                    (0..=5, Class::Float(b), 0) => {
                        self.load(&op, "$25", Ext::Zero)?;
                        let mv = if b == 32 { "itofs" } else { "itoft" };
                        self.emit(format!("{mv} $25, {}", FLOAT_ARGS[at]));
                    }
                    (0..=5, Class::Int(_), 1) => self.load(&op, INT_ARGS[at], ext)?,
                    _ => {}
                }
            }
        }
        if in_memory {
            let at = result.map_or(self.scratch, |r| self.slot(r));
            self.frame_addr(INT_ARGS[0], at);
        }
        match callee_global {
            Some(g) => {
                let s = symbol(self.m, g);
                self.emit(format!("jsr $26, {s}"));
            }
            None => {
                self.load(&callee, "$27", Ext::Zero)?;
                self.emit("jsr $26, ($27), 0");
            }
        }
        self.emit("ldgp $29, 0($26)");
        if stack > 0 {
            self.emit(format!("lda $30, {stack}($30)"));
        }
        if let Some(r) = result {
            match self.class(ty)? {
                Class::Int(b) => self.store(r, "$0", b),
                Class::Float(b) => {
                    let off = self.slot(r);
                    self.mem_op(if b == 32 { "sts" } else { "stt" }, "$f0", off);
                }
                // Already written through the hidden pointer.
                Class::Int128 => {}
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
