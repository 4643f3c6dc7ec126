//! The 64-bit PowerPC code generators (powerpc64le with the ELFv2 ABI, powerpc64 big-endian
//! with the ELFv1 ABI): whole functions of the integer/pointer subset, every value in a stack
//! slot below the frame pointer r31, GNU assembler text.
//!
//! Owns: frame layout (r31 = the stack pointer at entry, the saved r31 at -8(r31), a slot per
//! SSA value below it; a scalar sits at the start of its slot in its own width, so the same
//! loads read it back on either byte order), instruction selection (operands loaded from
//! slots into r3/r4/r5, computed, stored), the ELFv1/ELFv2 calling conventions (r3..r10 and
//! f1..f13, a doubleword of the parameter area per argument, i128 in the next two (not
//! aligned to an even register: gcc and llc-22 agree on both ABIs), narrow values extended to 64 bits as `signext`/`zeroext` say, i32 as C `int`
//! without them; the global entry point and `.localentry` of ELFv2; the `.opd` descriptors of
//! ELFv1), global addresses through `.toc` entries, atomic expansion by the rows of
//! `crate::target::powerpc::atomics` (placeholders and the ordering's barriers substituted;
//! `__atomic_*_16` calls for the libcall rows), seed 000's `llvm.atomic.*` intrinsics.
//! Anything else is a [`LowerError`] naming the instruction and the target. The shape follows
//! `riscv64.rs` instruction by instruction.
//! Must not touch: the target's facts (`crate::target::powerpc`), the IR.

use super::codegen::{self, features_list, symbol, Class, Ext, GepStep, Isa};
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::function::{Inst, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, Ordering, RmwOp};
use crate::ir::module::GlobalKind;
use crate::ir::types::{Type, TypeData, TypeTable};
use crate::ir::Module;
use crate::target::atomic_table::{AtomicKey, AtomicOp, Expansion, Row};
use crate::target::powerpc::{
    self as tp, load_store, FrameHeader, ELFV1_HEADER, ELFV2_HEADER, FLOAT_ARGS, INT_ARGS,
};
use crate::target::triple::Target;
use crate::target::x86_64::c_memory_order;
use std::fmt::Write as _;
use std::marker::PhantomData;

/// What differs between the 64-bit PowerPC ABIs.
pub(super) trait Abi {
    const NAME: &'static str;
    const BIG_ENDIAN: bool;
    /// ELFv2 (global/local entry points) rather than ELFv1 (function descriptors).
    const ELFV2: bool;
    const HEADER: FrameHeader;
}

/// powerpc64le-linux-gnu, ELFv2.
pub(super) struct Le;
impl Abi for Le {
    const NAME: &'static str = "powerpc64le-linux-gnu";
    const BIG_ENDIAN: bool = false;
    const ELFV2: bool = true;
    const HEADER: FrameHeader = ELFV2_HEADER;
}

/// powerpc64-linux-gnu, ELFv1.
pub(super) struct Be;
impl Abi for Be {
    const NAME: &'static str = "powerpc64-linux-gnu";
    const BIG_ENDIAN: bool = true;
    const ELFV2: bool = false;
    const HEADER: FrameHeader = ELFV1_HEADER;
}

/// The PowerPC 64 spellings and calling convention for the shared skeleton.
pub(super) struct Ppc64<A>(PhantomData<A>);

type FnCx<'a, A> = codegen::FnCx<'a, Ppc64<A>>;

/// Lowers a module for powerpc64le-linux-gnu.
pub fn lower_module_le(m: &Module, target: &Target) -> Result<String, LowerError> {
    lower::<Le>(m, target)
}

/// Lowers a module for powerpc64-linux-gnu.
pub fn lower_module_be(m: &Module, target: &Target) -> Result<String, LowerError> {
    lower::<Be>(m, target)
}

fn lower<A: Abi>(m: &Module, target: &Target) -> Result<String, LowerError> {
    let layout = Layout {
        types: &m.types,
        int: tp::int_size_align,
        ptr_size: 8,
    };
    if A::BIG_ENDIAN {
        // The shared data writer emits an i128 as its low quad first (little-endian order).
        for &g in &m.layout.variables {
            let d = &m.globals[g];
            if let GlobalKind::Variable(v) = &d.kind {
                if v.init.is_some() && contains_i128(&m.types, v.value_ty) {
                    return Err(LowerError::new(
                        format!(
                            "cannot lower global @{} for {}: initialized i128 data is not supported on big-endian targets yet",
                            symbol(m, g),
                            A::NAME
                        ),
                        Some(d.span),
                    ));
                }
            }
        }
    }
    codegen::lower_module::<Ppc64<A>>(m, target, &layout)
}

/// Does type `t` hold an i128 anywhere (itself, an array element, a struct field)?
pub(super) fn contains_i128(types: &TypeTable, t: Type) -> bool {
    match types.data(t) {
        TypeData::Int(b) => *b == 128,
        TypeData::Array { elem, .. } => contains_i128(types, *elem),
        TypeData::Struct { fields, .. } => fields.iter().any(|&f| contains_i128(types, f)),
        TypeData::Named(id) => types
            .struct_def(*id)
            .body
            .as_ref()
            .is_some_and(|b| b.fields.iter().any(|&f| contains_i128(types, f))),
        _ => false,
    }
}

/// Does `v` fit a signed 16-bit immediate?
fn fits16(v: i64) -> bool {
    (-32768..=32767).contains(&v)
}

impl<A: Abi> Isa for Ppc64<A> {
    const NAME: &'static str = A::NAME;
    const COMMENT: &'static str = "#";
    type Reg = &'static str;
    const R0: &'static str = "3";
    const PAIR: (&'static str, &'static str) = ("3", "4");
    const TRAP: &'static str = "trap";
    const FRAME_RESERVED: i64 = 16;

    fn preamble(target: &Target, out: &mut String) {
        if !target.features.is_empty() {
            let _ = writeln!(out, "# features: {}", features_list(target));
        }
        // lbarx/lharx need ISA 2.07 (POWER8); the base 64-bit CPU otherwise.
        let machine = if target.has("partword-atomics") {
            "power8"
        } else {
            "ppc64"
        };
        let _ = writeln!(out, "\t.machine\t{machine}");
        let _ = writeln!(out, "\t.abiversion\t{}", if A::ELFV2 { 2 } else { 1 });
    }

    fn prologue(cx: &mut FnCx<A>, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        cx.prologue(name, param_tys)
    }

    fn function_end(cx: &mut FnCx<A>, name: &str) {
        if A::ELFV2 {
            let _ = writeln!(cx.out, "\t.size\t{name}, .-{name}");
        } else {
            let _ = writeln!(cx.out, "\t.size\t{name}, .-.L.{name}");
        }
    }

    fn inst(cx: &mut FnCx<A>, i: Inst, ret_ty: Type) -> Result<(), LowerError> {
        cx.select_inst(i, ret_ty)
    }

    fn copy_slots(cx: &mut FnCx<A>, src: i64, dst: i64, size: i64) {
        let mut k = 0;
        while k < size {
            cx.mem_op("ld", "0", src + k);
            cx.mem_op("std", "0", dst + k);
            k += 8;
        }
    }

    fn load(cx: &mut FnCx<A>, op: &Operand, r: &'static str, ext: Ext) -> Result<(), LowerError> {
        cx.load(op, r, ext)
    }

    fn load_pair(
        cx: &mut FnCx<A>,
        op: &Operand,
        lo: &'static str,
        hi: &'static str,
    ) -> Result<(), LowerError> {
        cx.load128(op, lo, hi)
    }

    fn store_at(cx: &mut FnCx<A>, r: &'static str, bits: u32, off: i64) {
        cx.store_reg(r, bits, off);
    }

    fn store_scalar(cx: &mut FnCx<A>, r: &'static str, bits: u32, off: i64) {
        cx.store_reg(r, bits, off);
    }

    fn store_word(cx: &mut FnCx<A>, r: &'static str, off: i64) {
        cx.mem_op("std", r, off);
    }

    fn zero_word(cx: &mut FnCx<A>, off: i64) {
        cx.emit("li 0, 0");
        cx.mem_op("std", "0", off);
    }

    fn copy_byte(cx: &mut FnCx<A>, src: i64, dst: i64) {
        cx.mem_op("lbz", "0", src);
        cx.mem_op("stb", "0", dst);
    }

    /// Conditional branches reach 32 KiB, `b` 32 MiB: the condition jumps over a `b`.
    fn cond_branch(cx: &mut FnCx<A>, taken: &str, not_taken: &str) {
        cx.emit("andi. 3, 3, 1");
        cx.emit("beq 0, 1f");
        cx.emit(format!("b {taken}"));
        cx.label("1");
        cx.emit(format!("b {not_taken}"));
    }

    fn case_branch(cx: &mut FnCx<A>, value: i64, label: &str) {
        cx.li("4", value);
        cx.emit("cmpd 0, 3, 4");
        cx.emit("bne 0, 1f");
        cx.emit(format!("b {label}"));
        cx.label("1");
    }

    fn jump(cx: &mut FnCx<A>, label: &str) {
        cx.emit(format!("b {label}"));
    }

    fn atomic(
        cx: &mut FnCx<A>,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError> {
        cx.atomic(key, args, result, ty)
    }

    fn legacy_cas(
        cx: &mut FnCx<A>,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        vty: Type,
    ) -> Result<(), LowerError> {
        let seq = Ordering::SeqCst;
        cx.cmpxchg(key, args, seq, seq, vty, |cx| {
            if let Some(r) = result {
                match cx.class(vty)? {
                    Class::Int128 => cx.store128(r, "3", "4"),
                    Class::Int(b) => cx.store(r, "5", b),
                    _ => {}
                }
            }
            Ok(())
        })
    }

    fn no_row_hint(key: &AtomicKey) -> &'static str {
        if key.width == 128 {
            " (i128 goes to libatomic, which has no function for this operation)"
        } else {
            ""
        }
    }
}

impl<A: Abi> FnCx<'_, A> {
    /// The frame: LR saved in the caller's header, r31 saved below the entry stack pointer
    /// and made the frame pointer, then the incoming arguments stored into their slots.
    fn prologue(&mut self, name: &str, param_tys: &[Type]) -> Result<(), LowerError> {
        let f = self.m.function(self.g).expect("function");
        let frame = (self.frame + 15) / 16 * 16 + A::HEADER.size;
        if A::ELFV2 {
            let _ = writeln!(self.out, "\t.p2align\t4");
            let _ = writeln!(self.out, "\t.type\t{name},@function");
            self.label(name);
            let gep = format!(".Lgep{}", self.fi);
            self.label(&gep);
            self.emit(format!("addis 2, 12, .TOC.-{gep}@ha"));
            self.emit(format!("addi 2, 2, .TOC.-{gep}@l"));
            self.emit(format!(".localentry {name}, .-{name}"));
        } else {
            let _ = writeln!(self.out, "\t.section\t\".opd\",\"aw\"");
            let _ = writeln!(self.out, "\t.p2align\t3");
            self.label(name);
            let _ = writeln!(self.out, "\t.quad\t.L.{name}, .TOC.@tocbase, 0");
            let _ = writeln!(self.out, "\t.text");
            let _ = writeln!(self.out, "\t.p2align\t2");
            let _ = writeln!(self.out, "\t.type\t{name},@function");
            self.label(&format!(".L.{name}"));
        }
        self.emit("mflr 0");
        self.emit(format!("std 0, {}(1)", A::HEADER.lr_save));
        self.emit("std 31, -8(1)");
        self.emit("mr 31, 1");
        if fits16(-frame) {
            self.emit(format!("stdu 1, -{frame}(1)"));
        } else {
            self.li("0", -frame);
            self.emit("stdux 1, 1, 0");
        }
        let (mut dw, mut nf) = (0i64, 0u32);
        for (i, &p) in self.body.params.iter().enumerate() {
            let ty = param_tys
                .get(i)
                .copied()
                .unwrap_or(self.body.dfg.value_type(p));
            let off = self.slot(p);
            let attrs = f.attrs.param(i);
            if self.has_attr(attrs, "byval") || self.has_attr(attrs, "inalloca") {
                return Err(self.err(format!(
                    "cannot lower parameter {i} of @{name} for {}: byval/inalloca are not supported",
                    A::NAME
                )));
            }
            match self.class(ty)? {
                Class::Float(bits) if nf < FLOAT_ARGS => {
                    nf += 1;
                    let op = if bits == 32 { "stfs" } else { "stfd" };
                    self.mem_op(op, &nf.to_string(), off);
                    dw += 1;
                }
                Class::Float(_) => {
                    return Err(self.err(format!(
                        "cannot lower parameter {i} of @{name} for {}: more than {FLOAT_ARGS} floating-point arguments",
                        A::NAME
                    )))
                }
                Class::Int(bits) => {
                    if (dw as usize) < INT_ARGS.len() {
                        let r = INT_ARGS[dw as usize].to_string();
                        self.store_reg(&r, bits, off);
                    } else {
                        self.emit(format!("ld 12, {}(31)", A::HEADER.size + 8 * dw));
                        self.store_reg("12", bits, off);
                    }
                    dw += 1;
                }
                Class::Int128 => {
                    // Slot: low doubleword first; registers: the first doubleword in memory
                    // first (the high one on big-endian).
                    for k in 0..2 {
                        let half = if A::BIG_ENDIAN { 1 - k } else { k };
                        if (dw as usize) < INT_ARGS.len() {
                            let r = INT_ARGS[dw as usize].to_string();
                            self.mem_op("std", &r, off + 8 * half);
                        } else {
                            self.emit(format!("ld 12, {}(31)", A::HEADER.size + 8 * dw));
                            self.mem_op("std", "12", off + 8 * half);
                        }
                        dw += 1;
                    }
                }
                Class::Memory(_) => {
                    return Err(self.err(format!(
                        "cannot lower parameter {i} of @{name} for {}: aggregate arguments are not supported",
                        A::NAME
                    )))
                }
            }
        }
        Ok(())
    }

    /// Loads a 64-bit constant into `r` (li, lis/ori, or the five-instruction sequence).
    fn li(&mut self, r: &str, v: i64) {
        if fits16(v) {
            self.emit(format!("li {r}, {v}"));
        } else if (i32::MIN as i64..=i32::MAX as i64).contains(&v) {
            self.emit(format!("lis {r}, {}", (v >> 16) as i16));
            if v & 0xffff != 0 {
                self.emit(format!("ori {r}, {r}, {}", v & 0xffff));
            }
        } else {
            let u = v as u64;
            self.emit(format!("lis {r}, {}", (u >> 48) as i16));
            self.emit(format!("ori {r}, {r}, {}", (u >> 32) & 0xffff));
            self.emit(format!("sldi {r}, {r}, 32"));
            self.emit(format!("oris {r}, {r}, {}", (u >> 16) & 0xffff));
            self.emit(format!("ori {r}, {r}, {}", u & 0xffff));
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

    fn store_reg(&mut self, r: &str, bits: u32, off: i64) {
        let (_, st) = load_store(bits);
        self.mem_op(st, r, off);
    }

    /// The address of a global, from a `.toc` entry.
    fn global_addr(&mut self, r: &str, sym: &str) {
        let l = format!(".LTOC{}_{}", self.fi, self.edges);
        self.edges += 1;
        let _ = writeln!(self.out, "\t.pushsection\t.toc,\"aw\"");
        let _ = writeln!(self.out, "\t.p2align\t3");
        let _ = writeln!(self.out, "{l}:");
        let _ = writeln!(self.out, "\t.quad\t{sym}");
        let _ = writeln!(self.out, "\t.popsection");
        self.emit(format!("addis {r}, 2, {l}@toc@ha"));
        self.emit(format!("ld {r}, {l}@toc@l({r})"));
    }

    /// Loads a scalar into register `r`, widened to 64 bits.
    fn load(&mut self, op: &Operand, r: &str, ext: Ext) -> Result<(), LowerError> {
        match op {
            Operand::Value(v) => {
                let ty = self.body.dfg.value_type(*v);
                let bits = match self.class(ty)? {
                    Class::Int(b) | Class::Float(b) => b,
                    Class::Int128 => 64,
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
                    (32, Ext::Zero) => self.mem_op("lwz", r, off),
                    (32, Ext::Sign) => self.mem_op("lwa", r, off),
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
                        self.li(r, v);
                    }
                    ConstantData::Float { bits, .. } => self.li(r, bits as u64 as i64),
                    ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Undef(_)
                    | ConstantData::Poison(_) => self.emit(format!("li {r}, 0")),
                    ConstantData::Global { global, .. } => {
                        let s = symbol(self.m, global);
                        self.global_addr(r, &s);
                    }
                    _ => {
                        return Err(self.err(format!(
                            "cannot lower this constant for {}: constant expressions are outside the supported subset",
                            A::NAME
                        )))
                    }
                }
                Ok(())
            }
            _ => Err(self.err("internal: operand is not a value")),
        }
    }

    fn load128(&mut self, op: &Operand, lo: &str, hi: &str) -> Result<(), LowerError> {
        match op {
            Operand::Value(v) => {
                let off = self.slot(*v);
                self.mem_op("ld", lo, off);
                self.mem_op("ld", hi, off + 8);
            }
            Operand::Const(c) => match self.m.constants.data(*c).clone() {
                ConstantData::Int { value, .. } => {
                    self.li(lo, value.low_u64() as i64);
                    self.li(hi, value.words.get(1).copied().unwrap_or(0) as i64);
                }
                _ => {
                    self.emit(format!("li {lo}, 0"));
                    self.emit(format!("li {hi}, 0"));
                }
            },
            _ => return Err(self.err("internal: operand is not a value")),
        }
        Ok(())
    }

    fn store(&mut self, v: Value, r: &str, bits: u32) {
        let off = self.slot(v);
        if bits == 1 {
            self.emit(format!("clrldi {r}, {r}, 63"));
        }
        self.store_reg(r, bits, off);
    }

    fn store128(&mut self, v: Value, lo: &str, hi: &str) {
        let off = self.slot(v);
        self.mem_op("std", lo, off);
        self.mem_op("std", hi, off + 8);
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
                let signed = matches!(
                    pred,
                    IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
                );
                let oty = self.op_type(&args[0]);
                if !matches!(self.class(oty)?, Class::Int(_)) {
                    return Err(
                        self.unsupported("icmp", "only integers and pointers up to 64 bits")
                    );
                }
                let ext = if signed { Ext::Sign } else { Ext::Zero };
                self.load(&args[0], "3", ext)?;
                self.load(&args[1], "4", ext)?;
                self.emit(if signed {
                    "cmpd 0, 3, 4"
                } else {
                    "cmpld 0, 3, 4"
                });
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
                self.store(result.expect("result"), "3", 8);
                Ok(())
            }
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
                    self.emit("mulld 3, 3, 4");
                    // The area plus a new frame header below it, the back chain kept.
                    self.emit(format!("addi 3, 3, {}", 15 + A::HEADER.size));
                    self.emit("rldicr 3, 3, 0, 59");
                    self.emit("neg 3, 3");
                    self.emit("ld 0, 0(1)");
                    self.emit("stdux 0, 1, 3");
                    self.emit(format!("addi 3, 1, {}", A::HEADER.size));
                }
                self.store(r, "3", 64);
                Ok(())
            }
            InstKind::Load { atomic: None, .. } => {
                let r = result.expect("result");
                let off = self.slot(r);
                self.load(&args[0], "4", Ext::Zero)?;
                match self.class(ty)? {
                    Class::Int(bits) | Class::Float(bits) => {
                        let (ld, _) = load_store(bits);
                        self.emit(format!("{ld} 3, 0(4)"));
                        self.store(r, "3", bits.max(8));
                    }
                    Class::Int128 => {
                        let (l, h) = if A::BIG_ENDIAN { (8, 0) } else { (0, 8) };
                        self.emit(format!("ld 3, {l}(4)"));
                        self.emit(format!("ld 5, {h}(4)"));
                        self.store128(r, "3", "5");
                    }
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
                    Class::Int(bits) | Class::Float(bits) => {
                        self.load(&args[0], "3", Ext::Zero)?;
                        self.load(&args[1], "4", Ext::Zero)?;
                        let (_, st) = load_store(bits);
                        self.emit(format!("{st} 3, 0(4)"));
                    }
                    Class::Int128 => {
                        self.load128(&args[0], "3", "5")?;
                        self.load(&args[1], "4", Ext::Zero)?;
                        let (l, h) = if A::BIG_ENDIAN { (8, 0) } else { (0, 8) };
                        self.emit(format!("std 3, {l}(4)"));
                        self.emit(format!("std 5, {h}(4)"));
                    }
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
                let r = result.expect("result");
                self.cmpxchg(key, &args, success, failure, vty, |cx| {
                    let off = cx.slot(r);
                    let flag = cx.layout.field_offset(ty, 1).unwrap_or(8) as i64;
                    match cx.class(vty)? {
                        Class::Int128 => {
                            cx.mem_op("std", "3", off);
                            cx.mem_op("std", "4", off + 8);
                        }
                        Class::Int(bits) | Class::Float(bits) => cx.store_reg("5", bits, off),
                        Class::Memory(_) => {}
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
                    match self.class(ret_ty)? {
                        Class::Int(bits) => {
                            let e = if tp::sign_extends(bits, sext, zext) {
                                Ext::Sign
                            } else {
                                Ext::Zero
                            };
                            self.load(op, "3", e)?
                        }
                        Class::Int128 => {
                            if A::BIG_ENDIAN {
                                self.load128(op, "4", "3")?
                            } else {
                                self.load128(op, "3", "4")?
                            }
                        }
                        Class::Float(bits) => {
                            self.load(op, "3", Ext::Zero)?;
                            let s = self.scratch;
                            self.store_reg("3", bits, s);
                            self.mem_op(if bits == 32 { "lfs" } else { "lfd" }, "1", s);
                        }
                        Class::Memory(_) => {
                            return Err(
                                self.unsupported("ret", "returning an aggregate is not supported")
                            )
                        }
                    }
                }
                self.emit("mr 1, 31");
                self.emit(format!("ld 0, {}(1)", A::HEADER.lr_save));
                self.emit("mtlr 0");
                self.emit("ld 31, -8(1)");
                self.emit("blr");
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
            Class::Int128 => {
                return Err(self.unsupported(op.name(), "128-bit arithmetic is not supported"))
            }
            _ => return Err(self.unsupported(op.name(), "vector arithmetic is not supported")),
        };
        let ext = if matches!(op, BinaryOp::SDiv | BinaryOp::SRem | BinaryOp::AShr) {
            Ext::Sign
        } else {
            Ext::Zero
        };
        self.load(&args[0], "3", ext)?;
        self.load(&args[1], "4", ext)?;
        match op {
            BinaryOp::Add => self.emit("add 3, 3, 4"),
            BinaryOp::Sub => self.emit("sub 3, 3, 4"),
            BinaryOp::Mul => self.emit("mulld 3, 3, 4"),
            BinaryOp::And => self.emit("and 3, 3, 4"),
            BinaryOp::Or => self.emit("or 3, 3, 4"),
            BinaryOp::Xor => self.emit("xor 3, 3, 4"),
            BinaryOp::Shl => self.emit("sld 3, 3, 4"),
            BinaryOp::LShr => self.emit("srd 3, 3, 4"),
            BinaryOp::AShr => self.emit("srad 3, 3, 4"),
            BinaryOp::UDiv => self.emit("divdu 3, 3, 4"),
            BinaryOp::SDiv => self.emit("divd 3, 3, 4"),
            BinaryOp::URem | BinaryOp::SRem => {
                let div = if op == BinaryOp::URem {
                    "divdu"
                } else {
                    "divd"
                };
                self.emit(format!("{div} 5, 3, 4"));
                self.emit("mulld 5, 5, 4");
                self.emit("sub 3, 3, 5");
            }
            _ => unreachable!("float ops handled above"),
        }
        self.store(r, "3", bits);
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
                self.load(&args[0], "3", Ext::Zero)?;
                self.store(r, "3", tb);
            }
            (CastOp::SExt, Class::Int(_), Class::Int(tb)) => {
                self.load(&args[0], "3", Ext::Sign)?;
                self.store(r, "3", tb);
            }
            (CastOp::ZExt | CastOp::SExt, Class::Int(_), Class::Int128) => {
                let sext = op == CastOp::SExt;
                self.load(&args[0], "3", if sext { Ext::Sign } else { Ext::Zero })?;
                self.emit(if sext { "sradi 4, 3, 63" } else { "li 4, 0" });
                self.store128(r, "3", "4");
            }
            (CastOp::Trunc, Class::Int128, Class::Int(tb)) => {
                self.load(&args[0], "3", Ext::Zero)?;
                self.store(r, "3", tb);
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
                    self.load(&index, "4", Ext::Sign)?;
                    if stride.count_ones() == 1 {
                        self.emit(format!("sldi 4, 4, {}", stride.trailing_zeros()));
                    } else {
                        self.li("5", stride);
                        self.emit("mulld 4, 4, 5");
                    }
                    self.emit("add 3, 3, 4");
                }
            }
        }
        self.store(r, "3", 64);
        Ok(())
    }

    /// Expands a template with the PowerPC legend for an access of `bits` bits; lines the
    /// ordering leaves empty (no barrier) are dropped.
    fn expand(&mut self, row: &Row, bits: u32, ordering: Ordering) {
        let (trailing, leading, _) = self.target.desc.atomics.marks_for(ordering);
        let (ls, ss) = load_store(bits);
        let x = match bits {
            8 => "b",
            16 => "h",
            32 => "w",
            _ => "d",
        };
        let bex = match (A::BIG_ENDIAN, bits) {
            (true, 8) => "xori 9, 9, 24",
            (true, _) => "xori 9, 9, 16",
            (false, _) => "",
        };
        let legend = [
            ("{ptr}", "3"),
            ("{val}", "4"),
            ("{res}", "5"),
            ("{new}", "6"),
            ("{x}", x),
            ("{c}", if bits > 32 { "d" } else { "w" }),
            ("{ls}", ls),
            ("{ss}", ss),
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
            ("{bex}", bex),
            ("{align}", "rldicr 10, 3, 0, 61"),
            ("{fl}", if bits == 32 { "lfs" } else { "lfd" }),
            ("{fs}", if bits == 32 { "stfs" } else { "stfd" }),
            ("{fp}", if bits == 32 { "s" } else { "" }),
            ("{l}", leading),
            ("{a}", trailing),
        ];
        for t in row.template {
            let mut line = (*t).to_string();
            for (from, to) in legend {
                if line.contains(from) {
                    line = line.replace(from, to);
                }
            }
            if line.is_empty() {
                continue;
            }
            if line.ends_with(':') && !line.contains(' ') {
                self.label(line.trim_end_matches(':'));
            } else {
                self.emit(line);
            }
        }
    }

    fn libcall_name(row: &Row, bits: u32) -> String {
        row.template[0].replace("{n}", &(bits / 8).to_string())
    }

    /// A call to a libatomic function with a parameter area below the stack pointer.
    fn call_runtime(&mut self, name: &str) {
        let area = A::HEADER.size + 64;
        self.emit(format!("stdu 1, -{area}(1)"));
        self.emit(format!("bl {name}"));
        self.emit("nop");
        self.emit(format!("addi 1, 1, {area}"));
    }

    /// An i128 value into the register pair `first`, `second` in argument order (the
    /// doubleword at the lower address first).
    fn load128_args(&mut self, op: &Operand, first: &str, second: &str) -> Result<(), LowerError> {
        if A::BIG_ENDIAN {
            self.load128(op, second, first)
        } else {
            self.load128(op, first, second)
        }
    }

    /// An i128 result from r3/r4 into a slot.
    fn store128_result(&mut self, r: Value) {
        if A::BIG_ENDIAN {
            self.store128(r, "4", "3");
        } else {
            self.store128(r, "3", "4");
        }
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
            // Only i128 reaches libatomic here: (ptr r3[, value r4:r5], order).
            let order = c_memory_order(key.ordering);
            let order_reg = match key.op {
                AtomicOp::Load => "4",
                _ => {
                    self.load128_args(&args[1], "4", "5")?;
                    "6"
                }
            };
            self.load(&args[0], "3", Ext::Zero)?;
            self.emit(format!("li {order_reg}, {order}"));
            self.call_runtime(&Self::libcall_name(row, bits));
            if let Some(r) = result {
                self.store128_result(r);
            }
            return Ok(());
        }
        if row.expansion == Expansion::CmpXchgLoop && bits == 128 {
            return self.libcall_cas_loop128(row, key, args, result);
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

    /// An i128 read-modify-write libatomic has no function for: a plain initial load (a torn
    /// first read only costs a failed round), the value seen in the 16-byte scratch area in
    /// memory order, the template's new value (r12:r10) passed by value in argument order to
    /// `__atomic_compare_exchange_16`, which refreshes the value seen when it fails.
    fn libcall_cas_loop128(
        &mut self,
        row: &Row,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
    ) -> Result<(), LowerError> {
        let scratch = self.scratch;
        let (lo, hi) = if A::BIG_ENDIAN { (8, 0) } else { (0, 8) };
        self.load(&args[0], "3", Ext::Zero)?;
        self.emit("ld 8, 0(3)");
        self.emit("ld 9, 8(3)");
        self.mem_op("std", "8", scratch);
        self.mem_op("std", "9", scratch + 8);
        let again = format!(".Lcas{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.label(&again);
        self.mem_op("ld", "8", scratch + lo);
        self.mem_op("ld", "9", scratch + hi);
        self.load128(&args[1], "6", "7")?;
        self.expand(row, 128, key.ordering);
        if A::BIG_ENDIAN {
            self.emit("mr 5, 12");
            self.emit("mr 6, 10");
        } else {
            self.emit("mr 5, 10");
            self.emit("mr 6, 12");
        }
        self.load(&args[0], "3", Ext::Zero)?;
        self.frame_addr("4", scratch);
        let failure = match key.ordering {
            Ordering::AcqRel => Ordering::Acquire,
            Ordering::Release => Ordering::Monotonic,
            o => o,
        };
        self.emit(format!("li 7, {}", c_memory_order(key.ordering)));
        self.emit(format!("li 8, {}", c_memory_order(failure)));
        self.call_runtime("__atomic_compare_exchange_16");
        self.emit("clrldi 3, 3, 56");
        self.emit("cmpdi 3, 0");
        self.emit("bne 0, 1f");
        self.emit(format!("b {again}"));
        self.label("1");
        if let Some(r) = result {
            self.mem_op("ld", "3", scratch + lo);
            self.mem_op("ld", "4", scratch + hi);
            self.store128(r, "3", "4");
        }
        Ok(())
    }

    fn cmpxchg(
        &mut self,
        key: AtomicKey,
        args: &[Operand],
        success: Ordering,
        failure: Ordering,
        vty: Type,
        done: impl FnOnce(&mut Self) -> Result<(), LowerError>,
    ) -> Result<(), LowerError> {
        let row = self.row(&key, vty)?;
        let bits = key.width;
        if row.expansion == Expansion::Libcall {
            // bool __atomic_compare_exchange_16(ptr r3, expected* r4, desired r5:r6, r7, r8)
            let scratch = self.scratch;
            self.load128(&args[1], "3", "4")?;
            let (lo, hi) = if A::BIG_ENDIAN { (8, 0) } else { (0, 8) };
            self.mem_op("std", "3", scratch + lo);
            self.mem_op("std", "4", scratch + hi);
            self.load128_args(&args[2], "5", "6")?;
            self.load(&args[0], "3", Ext::Zero)?;
            self.frame_addr("4", scratch);
            self.emit(format!("li 7, {}", c_memory_order(success)));
            self.emit(format!("li 8, {}", c_memory_order(failure)));
            self.call_runtime(&Self::libcall_name(row, bits));
            self.emit("clrldi 12, 3, 63");
            self.mem_op("ld", "3", scratch + lo);
            self.mem_op("ld", "4", scratch + hi);
            return done(self);
        }
        self.load(&args[0], "3", Ext::Zero)?;
        self.load(&args[1], "4", Ext::Zero)?;
        self.load(&args[2], "6", Ext::Zero)?;
        self.expand(row, bits, key.ordering);
        done(self)
    }

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
        // Each argument takes one doubleword of the parameter area (i128 the next two); the
        // first eight are in r3..r10, floats also in f1..f13.
        let mut places: Vec<(i64, Option<u32>)> = Vec::new();
        let (mut dw, mut nf) = (0i64, 0u32);
        for k in 0..nargs {
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&args[1 + k]));
            if self.has_attr(info.attrs.param(k), "byval") {
                return Err(self.unsupported("call", "byval arguments are not supported"));
            }
            match self.class(aty)? {
                Class::Int128 => {
                    places.push((dw, None));
                    dw += 2;
                }
                Class::Memory(_) => {
                    return Err(self.unsupported("call", "aggregate arguments are not supported"))
                }
                Class::Float(_) => {
                    if nf >= FLOAT_ARGS {
                        return Err(self.unsupported(
                            "call",
                            "more than 13 floating-point arguments are not supported",
                        ));
                    }
                    nf += 1;
                    places.push((dw, Some(nf)));
                    dw += 1;
                }
                Class::Int(_) => {
                    places.push((dw, None));
                    dw += 1;
                }
            }
        }
        let area = (A::HEADER.size + 8 * dw.max(8) + 15) / 16 * 16;
        if fits16(-area) {
            self.emit(format!("stdu 1, -{area}(1)"));
        } else {
            self.li("0", -area);
            self.emit("stdux 1, 1, 0");
        }
        let ext_of = |cx: &Self, k: usize, bits: u32| {
            let mut sext = cx.has_attr(info.attrs.param(k), "signext");
            let mut zext = cx.has_attr(info.attrs.param(k), "zeroext");
            if let Some(f) = callee_global.and_then(|g| cx.m.function(g)) {
                sext |= cx.has_attr(f.attrs.param(k), "signext");
                zext |= cx.has_attr(f.attrs.param(k), "zeroext");
            }
            if tp::sign_extends(bits, sext, zext) {
                Ext::Sign
            } else {
                Ext::Zero
            }
        };
        // Every argument's doubleword goes to the parameter area first (r12), then the
        // registers are loaded from the slots.
        for (k, &(slot, fp)) in places.iter().enumerate() {
            let op = args[1 + k];
            let aty = param_tys
                .get(k)
                .copied()
                .unwrap_or_else(|| self.op_type(&op));
            let base = A::HEADER.size + 8 * slot;
            match self.class(aty)? {
                Class::Int128 => {
                    self.load128_args(&op, "11", "12")?;
                    self.emit(format!("std 11, {base}(1)"));
                    self.emit(format!("std 12, {}(1)", base + 8));
                }
                Class::Int(bits) => {
                    let e = ext_of(self, k, bits);
                    self.load(&op, "12", e)?;
                    self.emit(format!("std 12, {base}(1)"));
                }
                Class::Float(bits) => {
                    self.load(&op, "12", Ext::Zero)?;
                    let f = fp.expect("float register");
                    if bits == 32 {
                        // The register holds the value in double format; the doubleword
                        // keeps the single's bits where the ABI puts them.
                        let at = if A::BIG_ENDIAN { base + 4 } else { base };
                        self.emit(format!("std 12, {base}(1)"));
                        self.emit(format!("stw 12, {at}(1)"));
                        self.emit(format!("lfs {f}, {at}(1)"));
                    } else {
                        self.emit(format!("std 12, {base}(1)"));
                        self.emit(format!("lfd {f}, {base}(1)"));
                    }
                }
                Class::Memory(_) => {}
            }
        }
        for d in 0..dw.min(8) {
            self.emit(format!(
                "ld {}, {}(1)",
                INT_ARGS[d as usize],
                A::HEADER.size + 8 * d
            ));
        }
        match callee_global {
            Some(g) => {
                let s = symbol(self.m, g);
                self.emit(format!("bl {s}"));
                self.emit("nop");
            }
            None => {
                self.load(&callee, "12", Ext::Zero)?;
                let toc = A::HEADER.toc_save;
                self.emit(format!("std 2, {toc}(1)"));
                if A::ELFV2 {
                    self.emit("mtctr 12");
                } else {
                    // A function pointer is the address of its descriptor.
                    self.emit("ld 0, 0(12)");
                    self.emit("mtctr 0");
                    self.emit("ld 11, 16(12)");
                    self.emit("ld 2, 8(12)");
                }
                self.emit("bctrl");
                self.emit(format!("ld 2, {toc}(1)"));
            }
        }
        if fits16(area) {
            self.emit(format!("addi 1, 1, {area}"));
        } else {
            self.li("0", area);
            self.emit("add 1, 1, 0");
        }
        if let Some(r) = result {
            match self.class(ty)? {
                Class::Int(b) => self.store(r, "3", b),
                Class::Int128 => self.store128_result(r),
                Class::Float(b) => {
                    let off = self.slot(r);
                    self.mem_op(if b == 32 { "stfs" } else { "stfd" }, "1", off);
                }
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
