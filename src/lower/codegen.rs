//! The target-independent skeleton every code generator of `lower` shares.
//!
//! Owns: the per-function state ([`FnCx`]: a stack slot per SSA value below the frame pointer, a
//! shadow slot per phi, areas for static allocas, a 16-byte scratch area, pending edge stubs,
//! the source span for diagnostics), the module walk ([`lower_module`]: header comment,
//! globals, functions, trailer), the function walk (slot assignment, entry label, the blocks in
//! layout order with phis read from their shadows, one instruction at a time), the phi edge
//! stubs (a stub per edge into a block with phis writes the incoming values into the shadows),
//! value classification ([`Class`]), the atomic parts that are only data (the key of an atomic
//! instruction, the table row lookup with its diagnostic, fences, the placeholder substitution
//! of a row's template), getelementptr offset arithmetic ([`GepStep`]), and the dispatch of
//! seed 000's `llvm.atomic.*` intrinsics. Each target supplies only its spellings and calling
//! convention through [`Isa`], including the i128 word hooks ([`Isa::WORD_REGS`], `word_*`) whose
//! machinery is `words.rs`.
//! Must not touch: the target tables' contents (`crate::target`), the IR (lowering reads it).

use super::layout::Layout;
use super::LowerError;
use crate::diag::Span;
use crate::ir::attributes::AttrSet;
use crate::ir::constant::ConstantData;
use crate::ir::function::{FunctionBody, Inst, Value};
use crate::ir::instructions::{InstKind, Operand, Ordering, RmwOp};
use crate::ir::module::{GlobalKind, GlobalName, Linkage};
use crate::ir::types::{FloatKind, Type, TypeData};
use crate::ir::{Block, GlobalValue, Module};
use crate::target::atomic_table::{AtomicKey, AtomicOp, Row};
use crate::target::triple::Target;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::marker::PhantomData;

/// How a narrow integer is widened when it is loaded into a register.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Ext {
    Zero,
    Sign,
}

/// What a value's type is to the code generator.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Class {
    /// An integer of this many bits (1..=64), or a pointer (the target's pointer width).
    Int(u32),
    /// A 128-bit integer (two 64-bit words).
    Int128,
    /// float (32) or double (64): bits kept in integer form.
    Float(u32),
    /// Anything else with a size: copied as bytes (structs, arrays).
    Memory(u64),
}

/// What a target supplies: its spellings, its calling convention and its instruction selection
/// for everything the skeleton does not do itself.
pub(super) trait Isa: Sized {
    /// The target's canonical triple, as diagnostics name it.
    const NAME: &'static str;
    /// The assembler's comment introducer.
    const COMMENT: &'static str;
    /// Bytes below the frame pointer in use before the first slot (saved registers).
    const FRAME_RESERVED: i64;
    /// Bits of a general-purpose register: scalars wider than this (i64 and double on a
    /// 32-bit target) live in register pairs ([`Isa::load_pair`]).
    const WORD_BITS: u32 = 64;
    /// The prefix of section types (`@progbits`; `%progbits` where `@` starts a comment, ARM).
    const SECTION_TYPE_PREFIX: &'static str = "@";
    /// Directives after the header comment (`.arch` and the like).
    fn preamble(_target: &Target, _out: &mut String) {}
    /// Emits `.p2align`, the prologue and the stores of incoming arguments into their slots;
    /// the slots are assigned and the function's label is emitted.
    fn prologue(cx: &mut FnCx<Self>, name: &str, param_tys: &[Type]) -> Result<(), LowerError>;
    /// Emits one instruction the skeleton does not handle.
    fn inst(cx: &mut FnCx<Self>, i: Inst, ret_ty: Type) -> Result<(), LowerError>;
    /// Copies `size` bytes (a multiple of 8) between two frame slots.
    fn copy_slots(cx: &mut FnCx<Self>, src: i64, dst: i64, size: i64);
    /// A register name as the target's code generator spells it.
    type Reg: Copy;
    /// The register shared selection computes a scalar in (and the first operand's).
    const R0: Self::Reg;
    /// The registers of a 128-bit value's low and high halves.
    const PAIR: (Self::Reg, Self::Reg);
    /// The trap instruction `unreachable` becomes.
    const TRAP: &'static str;
    /// Loads a scalar operand (integer up to 64 bits, pointer, float bits) into `r`, widened.
    fn load(cx: &mut FnCx<Self>, op: &Operand, r: Self::Reg, ext: Ext) -> Result<(), LowerError>;
    /// Loads an operand twice a register wide (i128; i64 and double on a 32-bit target) into
    /// two registers.
    fn load_pair(
        cx: &mut FnCx<Self>,
        op: &Operand,
        lo: Self::Reg,
        hi: Self::Reg,
    ) -> Result<(), LowerError>;
    /// Stores the low `bits` (8, 16, 32 or 64, at most [`Isa::WORD_BITS`]) of `r` at frame
    /// offset `off`.
    fn store_at(cx: &mut FnCx<Self>, r: Self::Reg, bits: u32, off: i64);
    /// Stores all of `r` (a register's width) at frame offset `off`.
    fn store_word(cx: &mut FnCx<Self>, r: Self::Reg, off: i64);
    /// Stores a scalar of `bits` bits (at most [`Isa::WORD_BITS`]) held in `r`, widened, into
    /// the slot at `off` (phi shadows, select, freeze). By default the whole register, which
    /// puts a narrow value at the slot's start on a little-endian target; big-endian targets
    /// store only the value's width.
    fn store_scalar(cx: &mut FnCx<Self>, r: Self::Reg, _bits: u32, off: i64) {
        Self::store_word(cx, r, off);
    }
    /// Closes a function's text (by default `.size name, .-name`; a target whose symbol is not
    /// the code's first byte, such as an ELFv1 function descriptor, says otherwise).
    fn function_end(cx: &mut FnCx<Self>, name: &str) {
        let _ = writeln!(cx.out, "\t.size\t{name}, .-{name}");
    }
    /// Stores zeros over the 8 bytes at frame offset `off`.
    fn zero_word(cx: &mut FnCx<Self>, off: i64);
    /// Copies one byte between frame offsets.
    fn copy_byte(cx: &mut FnCx<Self>, src: i64, dst: i64);
    /// Branches to `taken` when bit 0 of [`Isa::R0`] is set, else to `not_taken`.
    fn cond_branch(cx: &mut FnCx<Self>, taken: &str, not_taken: &str);
    /// Branches to `label` when [`Isa::R0`] equals `value` (a switch case).
    fn case_branch(cx: &mut FnCx<Self>, value: i64, label: &str);
    /// An unconditional jump.
    fn jump(cx: &mut FnCx<Self>, label: &str);
    /// Atomic load, store or read-modify-write by `key`'s table row: `args` is `[ptr]` or
    /// `[ptr, value]`; the result (if any) goes to `result`'s slot.
    fn atomic(
        cx: &mut FnCx<Self>,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError>;
    /// Seed 000's `llvm.atomic.cas`: `args` is `[ptr, expected, new]`, the old value goes to
    /// `result`'s slot.
    fn legacy_cas(
        cx: &mut FnCx<Self>,
        key: AtomicKey,
        args: &[Operand],
        result: Option<Value>,
        vty: Type,
    ) -> Result<(), LowerError>;
    /// Appended to the "no row" diagnostic (a feature that would give one).
    fn no_row_hint(_key: &AtomicKey) -> &'static str {
        ""
    }

    // --- i128 by words (`words.rs`) ---------------------------------------------------------
    /// The registers the shared i128 word machinery (`words.rs`) may use: `Some` opts a target
    /// in (i128 values in 16-byte slots in memory order, non-atomic loads/stores/copies word by
    /// word, atomics through libatomic's generic `__atomic_*` calls, read-modify-writes as a
    /// compare-exchange loop with the operation computed on words). `None` (the default) leaves
    /// every i128 instruction to the target's own selection.
    const WORD_REGS: Option<WordRegs<Self::Reg>> = None;
    /// Memory order of multi-word values: most significant word first.
    const BIG_ENDIAN: bool = false;
    /// Loads the word (a register's width) at `off` from `base`, or from the frame pointer when
    /// `base` is `None`, into `r`.
    fn word_load(
        cx: &mut FnCx<Self>,
        _r: Self::Reg,
        _base: Option<Self::Reg>,
        _off: i64,
    ) -> Result<(), LowerError> {
        Err(cx.no_words())
    }
    /// Stores the word in `r` at `off` from `base` (the frame pointer when `None`).
    fn word_store(
        cx: &mut FnCx<Self>,
        _r: Self::Reg,
        _base: Option<Self::Reg>,
        _off: i64,
    ) -> Result<(), LowerError> {
        Err(cx.no_words())
    }
    /// Puts `value` (sign-extended from the word width) in `r`.
    fn word_imm(cx: &mut FnCx<Self>, _r: Self::Reg, _value: i64) -> Result<(), LowerError> {
        Err(cx.no_words())
    }
    /// `dst = a op b` on whole words; `dst` may be any of the registers (the hook copes with
    /// `dst == b`). [`WordOp::Sltu`] yields 1 or 0.
    fn word_op(
        cx: &mut FnCx<Self>,
        _op: WordOp,
        _dst: Self::Reg,
        _a: Self::Reg,
        _b: Self::Reg,
    ) -> Result<(), LowerError> {
        Err(cx.no_words())
    }
    /// Puts the address of the frame slot at `off` in `r`.
    fn word_frame_addr(cx: &mut FnCx<Self>, _r: Self::Reg, _off: i64) -> Result<(), LowerError> {
        Err(cx.no_words())
    }
    /// Calls the C function `name` with word-sized arguments by the target's convention
    /// (registers, then the stack); an integer result is left in [`Isa::R0`].
    fn word_call(cx: &mut FnCx<Self>, _name: &str, _args: &[WordArg]) -> Result<(), LowerError> {
        Err(cx.no_words())
    }
}

/// The registers of the i128 word machinery: four temporaries and an address register, all
/// distinct, none of them needed to survive a call.
#[derive(Clone, Copy, Debug)]
pub(super) struct WordRegs<R> {
    pub temps: [R; 4],
    pub base: R,
}

/// A word operation of [`Isa::word_op`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum WordOp {
    Add,
    Sub,
    And,
    Or,
    Xor,
    /// Unsigned less-than: 1 or 0.
    Sltu,
}

/// An argument of [`Isa::word_call`].
#[derive(Clone, Copy, Debug)]
pub(super) enum WordArg {
    /// A constant word.
    Imm(i64),
    /// The address of the frame slot at this offset.
    FrameAddr(i64),
    /// A scalar operand (a pointer, an integer of at most a word).
    Op(Operand),
}

/// A function being lowered, for the target `T`.
pub(super) struct FnCx<'a, T> {
    pub m: &'a Module,
    pub layout: &'a Layout<'a>,
    pub target: &'a Target,
    pub body: &'a FunctionBody,
    pub g: GlobalValue,
    /// The function's index in the module (labels are `.LBB<fi>_<block>`).
    pub fi: usize,
    pub out: String,
    pub slots: HashMap<Value, i64>,
    pub shadows: HashMap<Value, i64>,
    pub alloca_areas: HashMap<Inst, i64>,
    /// Bytes of frame below the frame pointer so far.
    pub frame: i64,
    /// Counter for local labels (edge stubs, loops).
    pub edges: usize,
    /// Edge stubs to emit after the current terminator: (label, predecessor, successor).
    pub pending: Vec<(String, Block, Block)>,
    /// A 16-byte frame area for a libcall's in-memory operand.
    pub scratch: i64,
    /// The slot holding the hidden result pointer of a function whose ABI returns its value in
    /// memory (set by the target's prologue; Alpha's i128).
    pub ret_ptr_slot: Option<i64>,
    pub span: Option<Span>,
    target_isa: PhantomData<T>,
}

/// Lowers a module: header, global variables, then functions in module order.
pub(super) fn lower_module<T: Isa>(
    m: &Module,
    target: &Target,
    layout: &Layout,
) -> Result<String, LowerError> {
    let mut out = String::new();
    let file = m.source_filename.as_deref().unwrap_or("-");
    let _ = writeln!(
        out,
        "{} generated by atomir lower --target={}",
        T::COMMENT,
        target.triple
    );
    T::preamble(target, &mut out);
    let _ = writeln!(out, "\t.file\t\"{}\"", file.replace('"', "\\\""));
    for &g in &m.layout.variables {
        super::data::emit_global_var(m, layout, g, &mut out, T::NAME, T::SECTION_TYPE_PREFIX)?;
    }
    let _ = writeln!(out, "\t.text");
    for (fi, &g) in m.layout.functions.iter().enumerate() {
        let Some(f) = m.function(g) else { continue };
        let Some(body) = &f.body else { continue };
        let mut cx = FnCx::<T> {
            m,
            layout,
            target,
            body,
            g,
            fi,
            out: String::new(),
            slots: HashMap::new(),
            shadows: HashMap::new(),
            alloca_areas: HashMap::new(),
            frame: T::FRAME_RESERVED,
            edges: 0,
            pending: Vec::new(),
            scratch: 0,
            ret_ptr_slot: None,
            span: None,
            target_isa: PhantomData,
        };
        cx.function()?;
        out.push_str(&cx.out);
    }
    let _ = writeln!(
        out,
        "\t.section\t.note.GNU-stack,\"\",{}progbits",
        T::SECTION_TYPE_PREFIX
    );
    Ok(out)
}

/// `-mattr` features as `+a,+b`.
pub(super) fn features_list(target: &Target) -> String {
    target
        .features
        .iter()
        .map(|f| format!("+{f}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// `-mattr` features as `+a,+b`, or "no features".
pub(super) fn features_text(target: &Target) -> String {
    if target.features.is_empty() {
        "no features".to_string()
    } else {
        features_list(target)
    }
}

/// The assembler symbol of a global.
pub(super) fn symbol(m: &Module, g: GlobalValue) -> String {
    match m.global_name(g) {
        GlobalName::Named(s) => s.clone(),
        GlobalName::Numbered(n) => format!("__unnamed_{n}"),
    }
}

/// Is `g` defined in this module (so a PC-relative address reaches it)?
pub(super) fn is_defined(m: &Module, g: GlobalValue) -> bool {
    match &m.globals[g].kind {
        GlobalKind::Function(f) => f.body.is_some(),
        GlobalKind::Variable(v) => v.init.is_some() && m.globals[g].linkage != Linkage::ExternWeak,
        _ => false,
    }
}

/// A type as diagnostics name it.
pub(super) fn type_name(m: &Module, t: Type) -> String {
    match m.types.data(t) {
        TypeData::Int(b) => format!("i{b}"),
        TypeData::Ptr { .. } => "ptr".into(),
        TypeData::Float(k) => k.keyword().into(),
        TypeData::Vector { len, .. } => format!("<{len} x ...>"),
        TypeData::Struct { .. } | TypeData::Named(_) => "an aggregate".into(),
        _ => "this type".into(),
    }
}

/// The ordering a cmpxchg's table row is chosen by: the stronger of success and failure.
pub(crate) fn merge_cmpxchg_orderings(success: Ordering, failure: Ordering) -> Ordering {
    match (success, failure) {
        (_, Ordering::SeqCst) => Ordering::SeqCst,
        (Ordering::Release, Ordering::Acquire) => Ordering::AcqRel,
        (Ordering::Monotonic, Ordering::Acquire) => Ordering::Acquire,
        (s, _) => s,
    }
}

/// The weakest fence ordering that orders every pair seed 000's `llvm.atomic.membarrier`
/// asks for (load-load, load-store, store-load, store-store): store->load needs seq_cst;
/// earlier loads before later accesses is acquire; earlier accesses before later stores is
/// release; no pair, no fence.
pub(super) fn membarrier_ordering(ll: bool, ls: bool, sl: bool, ss: bool) -> Option<Ordering> {
    if sl {
        Some(Ordering::SeqCst)
    } else if (ll || ls) && ss {
        Some(Ordering::AcqRel)
    } else if ll || ls {
        Some(Ordering::Acquire)
    } else if ss {
        Some(Ordering::Release)
    } else {
        None
    }
}

/// One step of a getelementptr's address arithmetic, in index order.
#[derive(Clone, Copy, Debug)]
pub(super) enum GepStep {
    /// Add a struct field's byte offset; never zero.
    Field(i64),
    /// Add a constant index times its stride; never zero.
    Const(i64),
    /// Add a variable index (sign-extended) times `stride` bytes.
    Scaled { index: Operand, stride: i64 },
}

impl<T: Isa> FnCx<'_, T> {
    pub fn err(&self, msg: impl std::fmt::Display) -> LowerError {
        LowerError::new(format!("{msg}"), self.span)
    }

    pub fn unsupported(&self, what: &str, why: &str) -> LowerError {
        self.err(format!("cannot lower '{what}' for {}: {why}", T::NAME))
    }

    pub fn emit(&mut self, line: impl AsRef<str>) {
        self.out.push('\t');
        self.out.push_str(line.as_ref());
        self.out.push('\n');
    }

    /// A comment line in the target's assembler syntax.
    pub fn comment(&mut self, text: impl AsRef<str>) {
        let line = format!("{} {}", T::COMMENT, text.as_ref());
        self.emit(line);
    }

    pub fn label(&mut self, l: &str) {
        self.out.push_str(l);
        self.out.push_str(":\n");
    }

    pub fn block_label(&self, b: Block) -> String {
        let idx = self
            .body
            .layout
            .blocks()
            .iter()
            .position(|&x| x == b)
            .unwrap_or(usize::MAX);
        format!(".LBB{}_{}", self.fi, idx)
    }

    pub fn class(&self, t: Type) -> Result<Class, LowerError> {
        match self.m.types.data(t) {
            TypeData::Int(b) if matches!(*b, 1 | 8 | 16 | 32 | 64) => Ok(Class::Int(*b)),
            TypeData::Int(128) => Ok(Class::Int128),
            TypeData::Int(b) => Err(self.err(format!(
                "cannot lower values of type i{b} for {}: integer widths 1, 8, 16, 32, 64 and 128 are supported",
                T::NAME
            ))),
            TypeData::Ptr { .. } => Ok(Class::Int(self.layout.ptr_size as u32 * 8)),
            TypeData::Float(FloatKind::Float) => Ok(Class::Float(32)),
            TypeData::Float(FloatKind::Double) => Ok(Class::Float(64)),
            TypeData::Void | TypeData::Label | TypeData::Metadata => Ok(Class::Memory(0)),
            _ => match self.layout.size_align(t) {
                Some((s, _)) => Ok(Class::Memory(s)),
                None => Err(self.err(format!(
                    "cannot lower values of type {} for {}: outside the integer/pointer subset",
                    type_name(self.m, t),
                    T::NAME
                ))),
            },
        }
    }

    /// Bits of a scalar class (128 for i128, 0 for memory).
    pub fn class_bits(&self, t: Type) -> Result<u32, LowerError> {
        Ok(match self.class(t)? {
            Class::Int(b) | Class::Float(b) => b,
            Class::Int128 => 128,
            Class::Memory(_) => 0,
        })
    }

    pub fn slot_size(&self, t: Type) -> Result<i64, LowerError> {
        Ok(match self.class(t)? {
            Class::Int(_) | Class::Float(_) => 8,
            Class::Int128 => 16,
            Class::Memory(s) => (s.div_ceil(8) * 8) as i64,
        })
    }

    pub fn alloc_slot(&mut self, size: i64, align: i64) -> i64 {
        self.frame += size.max(8);
        let a = align.max(8);
        self.frame = (self.frame + a - 1) / a * a;
        -self.frame
    }

    pub fn slot(&self, v: Value) -> i64 {
        self.slots[&v]
    }

    pub fn has_attr(&self, s: AttrSet, name: &str) -> bool {
        self.m.attrs.get(s).iter().any(|a| a.name() == name)
    }

    pub fn const_int(&self, op: &Operand) -> Option<i128> {
        match op {
            Operand::Const(c) => match self.m.constants.data(*c) {
                ConstantData::Int { value, .. } => value.as_i128(),
                ConstantData::Zero(_) | ConstantData::Null(_) => Some(0),
                _ => None,
            },
            _ => None,
        }
    }

    pub fn op_type(&self, op: &Operand) -> Type {
        match op {
            Operand::Value(v) => self.body.dfg.value_type(*v),
            Operand::Const(c) => self.m.constants.ty(*c),
            _ => self.m.types.lookup(&TypeData::Void).expect("void"),
        }
    }

    pub fn value_name(&self, v: Value) -> String {
        match &self.body.dfg.values[v].name {
            Some(n) => format!("%{n}"),
            None => format!("%{}", v.as_u32()),
        }
    }

    /// The callee of a direct call, if it is a global.
    pub fn callee_global(&self, callee: &Operand) -> Option<GlobalValue> {
        match callee {
            Operand::Const(c) => match self.m.constants.data(*c) {
                ConstantData::Global { global, .. } => Some(*global),
                _ => None,
            },
            _ => None,
        }
    }

    /// Assigns slots: parameters, then every result in layout order (a shadow beside each
    /// phi's), areas for allocas of constant count, and the scratch area.
    fn assign_slots(&mut self) -> Result<(), LowerError> {
        for &p in &self.body.params {
            let ty = self.body.dfg.value_type(p);
            let s = self.slot_size(ty)?;
            let off = self.alloc_slot(s, s.min(16));
            self.slots.insert(p, off);
        }
        let insts: Vec<Inst> = self.body.layout.insts().collect();
        for &i in &insts {
            self.span = Some(*self.body.spans.insts.get(i));
            let d = &self.body.dfg.insts[i];
            if let Some(r) = d.result {
                let s = self.slot_size(d.ty)?;
                let off = self.alloc_slot(s, s.min(16));
                self.slots.insert(r, off);
                if matches!(d.kind, InstKind::Phi { .. }) {
                    let sh = self.alloc_slot(s, s.min(16));
                    self.shadows.insert(r, sh);
                }
            }
            if let InstKind::Alloca {
                allocated, align, ..
            } = &d.kind
            {
                if let Some(n) = self.const_int(&d.args[0]) {
                    let (sz, a) = self.layout.size_align(*allocated).ok_or_else(|| {
                        self.unsupported("alloca", "the allocated type has no known size")
                    })?;
                    if align.unwrap_or(a).max(a) > 16 {
                        return Err(
                            self.unsupported("alloca", "alignment above 16 is not supported")
                        );
                    }
                    let total = (sz as i64 * n as i64).max(1);
                    let off = self.alloc_slot((total + 7) / 8 * 8, 16);
                    self.alloca_areas.insert(i, off);
                }
            }
        }
        self.scratch = self.alloc_slot(16, 16);
        Ok(())
    }

    /// The whole function: slots, label, the target's prologue, the blocks.
    fn function(&mut self) -> Result<(), LowerError> {
        let m = self.m;
        let f = m.function(self.g).expect("function");
        let name = symbol(m, self.g);
        let (ret_ty, param_tys) = match m.types.data(f.sig) {
            TypeData::Function { ret, params, .. } => (*ret, params.clone()),
            _ => return Err(self.err("function without a function type")),
        };
        self.span = Some(m.globals[self.g].span);
        self.assign_slots()?;
        self.out.push('\n');
        if !m.globals[self.g].linkage.is_local() {
            let _ = writeln!(self.out, "\t.globl\t{name}");
        }
        T::prologue(self, &name, &param_tys)?;
        let blocks: Vec<Block> = self.body.layout.blocks().to_vec();
        for (bi, &b) in blocks.iter().enumerate() {
            // The entry block cannot be a branch target.
            if bi > 0 {
                let l = self.block_label(b);
                self.label(&l);
            }
            // Phis take the values their incoming edge wrote into the shadows.
            for &i in self.body.layout.block_insts(b) {
                let d = &self.body.dfg.insts[i];
                if let (InstKind::Phi { .. }, Some(r)) = (&d.kind, d.result) {
                    let (sh, dst) = (self.shadows[&r], self.slot(r));
                    let size = self.slot_size(d.ty)?;
                    T::copy_slots(self, sh, dst, size);
                }
            }
            for &i in self.body.layout.block_insts(b) {
                self.span = Some(*self.body.spans.insts.get(i));
                self.inst(i, ret_ty)?;
            }
        }
        T::function_end(self, &name);
        Ok(())
    }

    /// One instruction: a comment naming it, then what the skeleton knows (atomics, fences,
    /// phis, plain branches, intrinsic calls) or the target's selection.
    fn inst(&mut self, i: Inst, ret_ty: Type) -> Result<(), LowerError> {
        let d = &self.body.dfg.insts[i];
        let kind = d.kind.clone();
        let args = d.args.clone();
        let result = d.result;
        let ty = d.ty;
        let header = format!(
            "{}{}",
            result
                .map(|r| format!("{} = ", self.value_name(r)))
                .unwrap_or_default(),
            kind.opcode_name()
        );
        self.comment(header);
        if self.i128_inst(i)? {
            return Ok(());
        }
        match kind {
            InstKind::Load {
                atomic: Some(a), ..
            } => {
                let key = self.key(AtomicOp::Load, a.ordering, ty, &a.scope)?;
                T::atomic(self, key, &args, result, ty)
            }
            InstKind::Store {
                atomic: Some(a), ..
            } => {
                let vty = self.op_type(&args[0]);
                let key = self.key(AtomicOp::Store, a.ordering, vty, &a.scope)?;
                T::atomic(self, key, &[args[1], args[0]], None, vty)
            }
            InstKind::AtomicRmw { op, atomic, .. } => {
                if matches!(op, RmwOp::FMaximum | RmwOp::FMinimum) {
                    return Err(self.unsupported(
                        &format!("atomicrmw {}", op.name()),
                        "fmaximum/fminimum are not supported",
                    ));
                }
                let key = self.key(AtomicOp::Rmw(op), atomic.ordering, ty, &atomic.scope)?;
                T::atomic(self, key, &args, result, ty)
            }
            InstKind::Fence { atomic } => {
                let single = atomic.scope.as_deref() == Some("singlethread");
                self.fence(atomic.ordering, single)
            }
            InstKind::Phi { .. } => Ok(()),
            InstKind::Freeze => {
                let off = self.slot(result.expect("result"));
                self.copy_operand(&args[0], ty, off)
            }
            InstKind::ExtractValue { ref indices } => {
                let r = result.expect("result");
                let aty = self.op_type(&args[0]);
                let (off, _) = self.aggregate_offset(aty, indices)?;
                let Operand::Value(v) = args[0] else {
                    return Err(self.unsupported(
                        "extractvalue",
                        "extracting from a constant aggregate is not supported",
                    ));
                };
                let src = self.slot(v) + off;
                let dst = self.slot(r);
                let size = self
                    .layout
                    .size_align(ty)
                    .map(|(s, _)| s as i64)
                    .unwrap_or(8);
                for k in 0..size {
                    T::copy_byte(self, src + k, dst + k);
                }
                Ok(())
            }
            InstKind::InsertValue { ref indices } => {
                let r = result.expect("result");
                let dst = self.slot(r);
                self.copy_operand(&args[0], ty, dst)?;
                let (off, fty) = self.aggregate_offset(ty, indices)?;
                match self.class(fty)? {
                    Class::Int(bits) | Class::Float(bits) if bits > T::WORD_BITS => {
                        let (lo, hi) = T::PAIR;
                        T::load_pair(self, &args[1], lo, hi)?;
                        let half = T::WORD_BITS as i64 / 8;
                        T::store_word(self, lo, dst + off);
                        T::store_word(self, hi, dst + off + half);
                    }
                    Class::Int(bits) | Class::Float(bits) => {
                        T::load(self, &args[1], T::R0, Ext::Zero)?;
                        T::store_at(self, T::R0, bits.max(8), dst + off);
                    }
                    Class::Int128 => {
                        let (lo, hi) = T::PAIR;
                        T::load_pair(self, &args[1], lo, hi)?;
                        T::store_word(self, lo, dst + off);
                        T::store_word(self, hi, dst + off + 8);
                    }
                    Class::Memory(_) => {
                        return Err(self
                            .unsupported("insertvalue", "inserting an aggregate is not supported"))
                    }
                }
                Ok(())
            }
            InstKind::Switch => self.switch(i, &args),
            InstKind::Unreachable => {
                self.emit(T::TRAP);
                Ok(())
            }
            InstKind::Br => {
                let Operand::Block(t) = args[0] else {
                    return Err(self.err("internal: br without a block"));
                };
                let pred = self.body.layout.inst_block(i).expect("placed");
                let l = self.edge(pred, t);
                T::jump(self, &l);
                self.flush_edges()
            }
            InstKind::CondBr => {
                let (Operand::Block(t), Operand::Block(e)) = (args[1], args[2]) else {
                    return Err(self.err("internal: br without blocks"));
                };
                let pred = self.body.layout.inst_block(i).expect("placed");
                T::load(self, &args[0], T::R0, Ext::Zero)?;
                let lt = self.edge(pred, t);
                let le = self.edge(pred, e);
                T::cond_branch(self, &lt, &le);
                self.flush_edges()
            }
            InstKind::Call { ref info, .. } => {
                let nargs =
                    args.len() - 1 - info.bundles.iter().map(|b| b.1 as usize).sum::<usize>();
                if let Some(g) = self.callee_global(&args[0]) {
                    let name = symbol(self.m, g);
                    if name.starts_with("llvm.") {
                        return self.intrinsic(&name, &args[1..1 + nargs], result, ty);
                    }
                }
                if !info.bundles.is_empty() {
                    return Err(self.unsupported("call", "operand bundles are not supported"));
                }
                T::inst(self, i, ret_ty)
            }
            _ => T::inst(self, i, ret_ty),
        }
    }

    /// Writes an operand of type `ty` into the frame slot at `dst`.
    pub fn copy_operand(&mut self, op: &Operand, ty: Type, dst: i64) -> Result<(), LowerError> {
        match self.class(ty)? {
            Class::Int(bits) | Class::Float(bits) if bits > T::WORD_BITS => {
                let (lo, hi) = T::PAIR;
                T::load_pair(self, op, lo, hi)?;
                T::store_word(self, lo, dst);
                T::store_word(self, hi, dst + T::WORD_BITS as i64 / 8);
            }
            Class::Int(bits) | Class::Float(bits) => {
                T::load(self, op, T::R0, Ext::Zero)?;
                T::store_scalar(self, T::R0, bits, dst);
            }
            Class::Int128 if T::WORD_REGS.is_some() => self.copy_i128(op, dst)?,
            Class::Int128 => {
                let (lo, hi) = T::PAIR;
                T::load_pair(self, op, lo, hi)?;
                T::store_word(self, lo, dst);
                T::store_word(self, hi, dst + 8);
            }
            Class::Memory(s) => {
                let size = (s.div_ceil(8) * 8) as i64;
                match op {
                    Operand::Value(v) => {
                        let src = self.slot(*v);
                        T::copy_slots(self, src, dst, size);
                    }
                    Operand::Const(c)
                        if matches!(
                            self.m.constants.data(*c),
                            ConstantData::Zero(_) | ConstantData::Undef(_) | ConstantData::Poison(_)
                        ) =>
                    {
                        let mut k = 0;
                        while k < size {
                            T::zero_word(self, dst + k);
                            k += 8;
                        }
                    }
                    _ => {
                        return Err(self.err(format!(
                            "cannot lower an aggregate constant for {}: only zeroinitializer/undef/poison",
                            T::NAME
                        )))
                    }
                }
            }
        }
        Ok(())
    }

    /// `switch`: the value in [`Isa::R0`], one compare-and-branch per case, then the default.
    fn switch(&mut self, i: Inst, args: &[Operand]) -> Result<(), LowerError> {
        let pred = self.body.layout.inst_block(i).expect("placed");
        let cty = self.op_type(&args[0]);
        match self.class(cty)? {
            Class::Int(b) if b <= T::WORD_BITS => {}
            _ => {
                return Err(self.unsupported(
                    "switch",
                    &format!("only integers up to {} bits", T::WORD_BITS),
                ))
            }
        }
        T::load(self, &args[0], T::R0, Ext::Zero)?;
        let Operand::Block(default) = args[1] else {
            return Err(self.err("internal: switch without default"));
        };
        let mut k = 2;
        while k + 1 < args.len() {
            let Operand::Block(dest) = args[k + 1] else {
                return Err(self.err("internal: switch case without a block"));
            };
            let v = match args[k] {
                Operand::Const(c) => match self.m.constants.data(c) {
                    ConstantData::Int { value, .. } => value.low_u64() as i64,
                    _ => 0,
                },
                _ => return Err(self.err("internal: switch case value")),
            };
            let l = self.edge(pred, dest);
            T::case_branch(self, v, &l);
            k += 2;
        }
        let l = self.edge(pred, default);
        T::jump(self, &l);
        self.flush_edges()
    }

    /// Byte offset and type of an aggregate member (`extractvalue`/`insertvalue` indices).
    pub fn aggregate_offset(&self, ty: Type, indices: &[u32]) -> Result<(i64, Type), LowerError> {
        let mut off = 0i64;
        let mut t = ty;
        for &ix in indices {
            match self.m.types.data(t).clone() {
                TypeData::Array { elem, .. } => {
                    let (s, _) = self
                        .layout
                        .size_align(elem)
                        .ok_or_else(|| self.err("size"))?;
                    off += s as i64 * ix as i64;
                    t = elem;
                }
                _ => {
                    let fo = self
                        .layout
                        .field_offset(t, ix as usize)
                        .ok_or_else(|| self.err("internal: bad aggregate index"))?;
                    off += fo as i64;
                    t = self.layout.fields(t).expect("struct")[ix as usize];
                }
            }
        }
        Ok((off, t))
    }

    /// The address arithmetic of `getelementptr source, base, indices...` (`indices` without
    /// the base), one step per index that adds something.
    pub fn gep_steps(&self, source: Type, indices: &[Operand]) -> Result<Vec<GepStep>, LowerError> {
        let mut steps = Vec::new();
        let mut t = source;
        for (k, idx) in indices.iter().enumerate() {
            let (stride, next) = if k == 0 {
                (self.layout.size_align(t).map(|(s, _)| s), t)
            } else {
                match self.m.types.data(t).clone() {
                    TypeData::Array { elem, .. } => {
                        (self.layout.size_align(elem).map(|(s, _)| s), elem)
                    }
                    TypeData::Struct { .. } | TypeData::Named(_) => {
                        let ix = self.const_int(idx).ok_or_else(|| {
                            self.err("internal: struct GEP index must be constant")
                        })?;
                        let fo = self
                            .layout
                            .field_offset(t, ix as usize)
                            .ok_or_else(|| self.err("bad field"))?;
                        if fo != 0 {
                            steps.push(GepStep::Field(fo as i64));
                        }
                        t = self.layout.fields(t).expect("struct")[ix as usize];
                        continue;
                    }
                    _ => (None, t),
                }
            };
            let stride = stride.ok_or_else(|| {
                self.unsupported("getelementptr", "an indexed type without a known size")
            })? as i64;
            if let Some(c) = self.const_int(idx) {
                let off = (c as i64).wrapping_mul(stride);
                if off != 0 {
                    steps.push(GepStep::Const(off));
                }
            } else {
                let ity = self.op_type(idx);
                if !matches!(self.class(ity)?, Class::Int(_)) {
                    return Err(
                        self.unsupported("getelementptr", "vector indices are not supported")
                    );
                }
                steps.push(GepStep::Scaled {
                    index: *idx,
                    stride,
                });
            }
            t = next;
        }
        Ok(steps)
    }

    /// The label a branch from `pred` to `succ` jumps to: the block's own when it has no phis,
    /// else a stub (emitted by [`Self::flush_edges`]) that writes the phis' shadows first.
    pub fn edge(&mut self, pred: Block, succ: Block) -> String {
        let has_phi = self
            .body
            .layout
            .block_insts(succ)
            .iter()
            .any(|&i| matches!(self.body.dfg.insts[i].kind, InstKind::Phi { .. }));
        if !has_phi {
            return self.block_label(succ);
        }
        let l = format!(".Ledge{}_{}", self.fi, self.edges);
        self.edges += 1;
        self.pending.push((l.clone(), pred, succ));
        l
    }

    /// Emits the pending edge stubs (after a terminator).
    pub fn flush_edges(&mut self) -> Result<(), LowerError> {
        let pending = std::mem::take(&mut self.pending);
        for (l, pred, succ) in pending {
            self.label(&l);
            for &i in self.body.layout.block_insts(succ) {
                let d = &self.body.dfg.insts[i];
                let (InstKind::Phi { .. }, Some(r)) = (&d.kind, d.result) else {
                    continue;
                };
                let ty = d.ty;
                let incoming = d
                    .args
                    .chunks(2)
                    .find(|pair| pair[1] == Operand::Block(pred))
                    .map(|pair| pair[0])
                    .ok_or_else(|| {
                        self.err("internal: phi without an entry for its predecessor")
                    })?;
                let sh = self.shadows[&r];
                self.copy_operand(&incoming, ty, sh)?;
            }
            let target = self.block_label(succ);
            T::jump(self, &target);
        }
        Ok(())
    }

    /// The table key of an atomic instruction on a value of type `ty`.
    pub fn key(
        &self,
        op: AtomicOp,
        ordering: Ordering,
        ty: Type,
        scope: &Option<Box<str>>,
    ) -> Result<AtomicKey, LowerError> {
        Ok(AtomicKey {
            op,
            ordering,
            width: self.class_bits(ty)?,
            single_thread: scope.as_deref() == Some("singlethread"),
        })
    }

    /// The table row for `key` (a comment naming it is emitted), or the "no row" diagnostic.
    pub fn row(&mut self, key: &AtomicKey, ty: Type) -> Result<&'static Row, LowerError> {
        let table = self.target.desc.atomics;
        let Some(row) = table.lookup(key, &self.target.features) else {
            return Err(self.err(format!(
                "cannot lower '{} {} {}' for {} ({}): the target's atomic table has no row for it{}",
                key.op.name(),
                type_name(self.m, ty),
                key.ordering.name(),
                T::NAME,
                features_text(self.target),
                T::no_row_hint(key)
            )));
        };
        let index = table
            .rows
            .iter()
            .position(|r| std::ptr::eq(r, row))
            .unwrap_or(usize::MAX);
        self.comment(format!(
            "{} {} i{}: table row {index} ({})",
            key.op.name(),
            key.ordering.name(),
            key.width,
            row.expansion.name()
        ));
        Ok(row)
    }

    /// A fence: its row's template, verbatim.
    pub fn fence(&mut self, ordering: Ordering, single: bool) -> Result<(), LowerError> {
        let key = AtomicKey {
            op: AtomicOp::Fence,
            ordering,
            width: 0,
            single_thread: single,
        };
        let row = self
            .target
            .desc
            .atomics
            .lookup(&key, &self.target.features)
            .ok_or_else(|| {
                self.err(format!(
                    "cannot lower 'fence {}' for {}: no table row",
                    ordering.name(),
                    T::NAME
                ))
            })?;
        for t in row.template {
            self.emit(*t);
        }
        Ok(())
    }

    /// Emits a row's template with each `{name}` placeholder of `legend` replaced (in the
    /// legend's order); a line that is only `name:` is a label.
    pub fn expand_template(&mut self, row: &Row, legend: &[(&str, &str)]) {
        for t in row.template {
            let mut line = (*t).to_string();
            for (from, to) in legend {
                if line.contains(from) {
                    line = line.replace(from, to);
                }
            }
            if line.ends_with(':') && !line.contains(' ') {
                self.label(line.trim_end_matches(':'));
            } else {
                self.emit(line);
            }
        }
    }

    /// Seed 000's intrinsics and the intrinsics that lower to nothing.
    fn intrinsic(
        &mut self,
        name: &str,
        args: &[Operand],
        result: Option<Value>,
        ty: Type,
    ) -> Result<(), LowerError> {
        let seq = Ordering::SeqCst;
        if name.starts_with("llvm.atomic.cas") {
            let vty = self.op_type(&args[1]);
            let key = self.key(AtomicOp::CmpXchg, seq, vty, &None)?;
            return T::legacy_cas(self, key, args, result, vty);
        }
        let rmw = if name.starts_with("llvm.atomic.swap") {
            Some(RmwOp::Xchg)
        } else if name.starts_with("llvm.atomic.las") {
            Some(RmwOp::Add)
        } else if name.starts_with("llvm.atomic.lss") {
            Some(RmwOp::Sub)
        } else {
            None
        };
        if let Some(op) = rmw {
            let key = self.key(AtomicOp::Rmw(op), seq, ty, &None)?;
            return T::atomic(self, key, args, result, ty);
        }
        if name.starts_with("llvm.atomic.membarrier") {
            let flag = |k: usize| self.const_int(&args[k]).map(|v| v != 0).unwrap_or(true);
            let (ll, ls, sl, ss) = (flag(0), flag(1), flag(2), flag(3));
            return match membarrier_ordering(ll, ls, sl, ss) {
                Some(o) => self.fence(o, false),
                None => {
                    self.comment("membarrier with no pairs: nothing");
                    Ok(())
                }
            };
        }
        if name.starts_with("llvm.lifetime.")
            || name == "llvm.donothing"
            || name == "llvm.assume"
            || name.starts_with("llvm.dbg.")
        {
            self.comment(format!("{name}: nothing"));
            return Ok(());
        }
        Err(self.unsupported(&format!("call @{name}"), "this intrinsic is not supported"))
    }
}
