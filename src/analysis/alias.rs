//! Alias analysis in the spirit of LLVM's BasicAA: one query API that passes and MemorySSA ask.
//!
//! Owns: [`AliasAnalysis`] (built per function), [`MemoryLocation`], [`AliasResult`],
//! [`ModRef`] and the queries [`AliasAnalysis::alias`] and [`AliasAnalysis::mod_ref`], plus
//! [`MemoryEffects`] read from `memory(...)` attributes (call site, callee declaration; the
//! parser gives intrinsic declarations LLVM 22's attributes).
//! Also the object facts dead-store elimination asks (`underlying_object`,
//! `constant_offset_base`, `is_identified_object`, `definitive_object_size`, `may_be_captured`)
//! and `remove_instruction`, which forgets a deleted instruction's uses for capture answers.
//! Must not touch: the IR (read only).
//!
//! Rules, in the order they are tried (facts learned from opt-22's `aa-eval` and
//! `print<memoryssa>`, implemented independently):
//! - Answers come as from opt-22's stack of analyses: BasicAA first, and its answer stands
//!   unless it is `MayAlias`; then the scoped `!noalias` rule, then `!tbaa` (both only ever
//!   say `NoAlias`). So the same pointer read as `i32` and `float` is `MustAlias` whatever the
//!   `!tbaa` tags say.
//! - An access of zero bytes, or through `undef`/`poison`, aliases nothing.
//! - The same pointer, after stripping `bitcast`, `addrspacecast` and all-zero
//!   `getelementptr`s, is `MustAlias` whatever the two sizes (LLVM 22 ignores the sizes here);
//!   except when the comparison went through a phi and the value's block lies on a cycle
//!   (one value may then stand for two iterations: LLVM's `MayBeCrossIteration`).
//! - Scoped noalias (LLVM's ScopedNoAliasAA): two accesses do not alias when, for some scope
//!   domain named in one's `!noalias` list, every scope of that domain in the other's
//!   `!alias.scope` list is in that `!noalias` list. A call's own lists count against a
//!   location and against another call.
//! - Pointers are traced through `getelementptr` (constant indices add a constant byte offset;
//!   a variable array index adds an (index, scale) term), `bitcast` and `addrspacecast` to
//!   their underlying object.
//! - Two `select`s on the same condition alias as their arms do pairwise (equal answers, or
//!   `PartialAlias` for a `MustAlias`/`PartialAlias` mix; anything else is `MayAlias`).
//! - An access larger than the whole alloca or global variable on the other side: `NoAlias`.
//!   After this rule, when either access has an unknown size (it may reach before its
//!   pointer), both count as accesses from the pointer on of unknown length (opt-22's
//!   canonical form): the offset rules below then find nothing. So a location whose size the
//!   walker dropped at a phi aliases a `llvm.lifetime.start` of an escaped alloca.
//! - Two different identified objects (allocas, global variables, results of `noalias`
//!   calls, `noalias` or `byval` arguments): `NoAlias`. A function-local identified object
//!   (alloca, `noalias` call) never aliases an argument.
//! - A function-local object (alloca, `noalias` call, `noalias`/`byval` argument) does not
//!   alias another argument.
//! - A function-local object whose address is never captured (only loaded from, stored to as
//!   the address (not volatile: a volatile access captures its address), offset, merged by phi/select, compared, or given to lifetime intrinsics and
//!   parameters whose `captures(...)` names no provenance; and at most 100 uses in all, of it and of the
//!   values derived from it: more, and opt-22 takes it as captured) does not alias a pointer loaded from memory, returned by a
//!   call, or passed as an argument, and a call reaches it only through its arguments (the
//!   call that returns it excepted).
//! - An `inbounds` pointer at a constant offset from its base that is at least the other
//!   access's size past that access's place in an alloca or global variable: `NoAlias` (the
//!   base would have to lie before the object).
//! - A variable index is a linear expression `key * m + c` (BasicAA's): `add`/`sub`/
//!   `or disjoint` of a constant, `mul`/`shl` by one, looked through at the full 64-bit width
//!   (wrapping is the address arithmetic's own); under `sext`/`zext`, and for an index
//!   narrower than 64 bits (sign-extended), only `nsw`/`nuw` operations. So `p[i]` and
//!   `p[i + 1]` are a constant distance apart. Not done: opt-22's proof that two different
//!   variables are unequal (`sext(j + 1)` against `sext j` when the add may wrap).
//! - The same object at constant offsets with known sizes (or offsets whose variable terms are
//!   the same on both sides, which cancel): disjoint ranges `NoAlias`, equal ranges
//!   `MustAlias`, otherwise `PartialAlias`.
//! - A replaceable C++ `operator new` (`_Znw*`, `_Zna*`) whose result is `noalias`, called
//!   as a builtin (not `nobuiltin`, or `builtin` at the call site), touches no location that
//!   does not alias its result (opt-22's rule; checked in `test/opt/aa-eval-same-pointer-new.ll`).
//!   Other allocation functions (`malloc`) are calls like any other: their declaration's
//!   `memory(...)` says what they touch.
//! - A call reaches memory through a pointer argument over the bytes the intrinsic names:
//!   the constant length of `llvm.memcpy`/`memmove`/`memset` (a variable length: from the
//!   pointer on, [`AFTER_POINTER`], so a location ending before it is untouched), the vector
//!   of `llvm.masked.load`/`store`; otherwise any bytes before or after the pointer.
//! - A `select` or `phi` of pointers (used directly as the address) aliases the other
//!   location as all its choices do, joined as for two selects (phis two levels deep at most, selects four).
//!   As in opt-22 the answer depends on the order of the two locations: a phi side is
//!   expanded first (the first location when both are phis), then a select side (the first
//!   when both are selects); the other side of the same kind is not expanded at this level.
//! - Two accesses with struct-path `!tbaa` tags whose types cannot overlap: `NoAlias` (LLVM's
//!   TypeBasedAA). They may overlap when their access types have no common ancestor, when one
//!   tag accesses its whole base type and that type is the common one, or when following one
//!   tag's base type down through the fields at its offset meets the other tag's base type
//!   (then at the other's offset, or either tag accesses its whole base); meeting the other's
//!   access type on the way does not count.
//! - Offsets from a phi or select of pointers: `NoAlias` when every choice is `NoAlias` with
//!   the other base (any size).
//! - `x + c +nuw (variable terms)` against `x + d`: `NoAlias` when `c - d` is at least the
//!   second access's size.
//! - Anything else: `MayAlias`.
//!
//! Mod/ref of an instruction on a location (after the alias answer): a `tail` call never
//! reaches the caller's allocas (unless it passes something `byval`); stores, fences and calls
//! never modify constant memory; a call through its pointer arguments reaches the bytes the
//! intrinsic names (`llvm.memcpy`/`memmove`/`memset` length, `llvm.masked.*` vector, the
//! alloca of `llvm.lifetime.*`). `memory(...)`: `target_mem*` kinds are no IR memory,
//! `errnomem` counts as other memory. Two calls conflict unless neither touches memory, both
//! only read, or one touches only argument memory and the other's mod/ref on each of those
//! arguments (LLVM's order: the second call's arguments first) shows no conflict.
//!
//! Where LLVM 22 is stricter than seed 001 (the atomics guide), and atomir follows LLVM 22:
//! - A load or store atomic stronger than `unordered` is `ModRef` for *every* location, even
//!   one it provably does not alias (the guide only requires monotonic accesses to the same
//!   address to stay ordered, and lets unrelated non-atomic accesses move across them).
//! - A `cmpxchg` or `atomicrmw` stronger than `monotonic` is `ModRef` for every location.
//! - A `fence` is `ModRef` for every location, whatever its ordering and scope (a
//!   `syncscope("singlethread")` fence included).
//! - Volatile accesses are ordered with each other; a volatile load is a memory write for
//!   MemorySSA (a `MemoryDef`), although the guide treats volatility as unrelated to atomicity.
//!   A volatile load or store also captures its address: a non-escaping alloca stops being
//!   one once it is accessed volatilely.
//! - The legacy `llvm.atomic.*` intrinsics of seed 000 have no `memory(...)` attribute, so
//!   they read and write any memory, like the `seq_cst` operations they stand for.

use crate::ir::attributes::{AttrSet, Attribute};
use crate::ir::constant::{ConstantData, ExprOp};
use crate::ir::entity::{EntityRef, SecondaryMap};
use crate::ir::function::{Block, FunctionBody, Inst, Value, ValueDef};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, Operand, Ordering, TailKind};
use crate::ir::metadata::{MdNodeData, MdOperand, Metadata};
use crate::ir::module::GlobalValue;
use crate::ir::module::{GlobalKind, Module};
use crate::ir::types::{Type, TypeData};

/// How many uses opt-22's capture tracking looks at before it gives up and takes a pointer as
/// captured (`-capture-tracking-max-uses-to-explore`).
pub const CAPTURE_USE_LIMIT: usize = 100;

/// The answer to an alias query.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AliasResult {
    NoAlias,
    MayAlias,
    PartialAlias,
    MustAlias,
}

/// Two answers for the choices of one phi or select, joined as LLVM's `MergeAliasResults`.
fn merge_alias(x: AliasResult, y: AliasResult) -> AliasResult {
    use AliasResult::*;
    match (x, y) {
        _ if x == y => x,
        (PartialAlias, MustAlias) | (MustAlias, PartialAlias) => PartialAlias,
        _ => MayAlias,
    }
}

/// Whether an instruction may read (`Ref`) and/or write (`Mod`) a location.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ModRef {
    pub mod_: bool,
    pub ref_: bool,
}

impl ModRef {
    pub const NONE: ModRef = ModRef {
        mod_: false,
        ref_: false,
    };
    pub const REF: ModRef = ModRef {
        mod_: false,
        ref_: true,
    };
    pub const MOD: ModRef = ModRef {
        mod_: true,
        ref_: false,
    };
    pub const BOTH: ModRef = ModRef {
        mod_: true,
        ref_: true,
    };
    pub fn union(self, o: ModRef) -> ModRef {
        ModRef {
            mod_: self.mod_ || o.mod_,
            ref_: self.ref_ || o.ref_,
        }
    }
    pub fn any(self) -> bool {
        self.mod_ || self.ref_
    }
}

/// Size of an access that starts at its pointer and runs on for an unknown length (LLVM's
/// `LocationSize::afterPointer`, e.g. `llvm.memset` with a variable length); `None` is a
/// size that may also reach before the pointer.
pub const AFTER_POINTER: u64 = u64::MAX;

/// A known size (neither unknown nor [`AFTER_POINTER`]).
fn precise(size: Option<u64>) -> Option<u64> {
    size.filter(|&s| s != AFTER_POINTER)
}

/// A pointer operand and the number of bytes accessed (`None`: unknown, before or after the
/// pointer; `Some(AFTER_POINTER)`: from the pointer on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemoryLocation {
    pub ptr: Operand,
    pub size: Option<u64>,
    /// The access's `!tbaa` tag, if any.
    pub tbaa: Option<Metadata>,
    /// The access's `!alias.scope` list, if any.
    pub scope: Option<Metadata>,
    /// The access's `!noalias` list, if any.
    pub noalias: Option<Metadata>,
}

impl MemoryLocation {
    /// `size` bytes at `ptr`, with no metadata.
    pub fn new(ptr: Operand, size: Option<u64>) -> MemoryLocation {
        MemoryLocation {
            ptr,
            size,
            tbaa: None,
            scope: None,
            noalias: None,
        }
    }
}

/// What a call may touch, by kind of memory (LLVM's `memory(...)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryEffects {
    pub argmem: ModRef,
    pub inaccessible: ModRef,
    pub other: ModRef,
}

impl MemoryEffects {
    pub const UNKNOWN: MemoryEffects = MemoryEffects {
        argmem: ModRef::BOTH,
        inaccessible: ModRef::BOTH,
        other: ModRef::BOTH,
    };

    /// Parses the text inside `memory(...)`, e.g. `argmem: read, inaccessiblemem: write`.
    pub fn parse(text: &str) -> MemoryEffects {
        let access = |s: &str| match s.trim() {
            "none" => ModRef::NONE,
            "read" => ModRef::REF,
            "write" => ModRef::MOD,
            _ => ModRef::BOTH,
        };
        // Kinds not named have no access: `memory(argmem: write)` touches argument memory only.
        let mut e = MemoryEffects {
            argmem: ModRef::NONE,
            inaccessible: ModRef::NONE,
            other: ModRef::NONE,
        };
        for part in text.split(',') {
            match part.split_once(':') {
                None => {
                    let a = access(part);
                    e = MemoryEffects {
                        argmem: a,
                        inaccessible: a,
                        other: a,
                    };
                }
                Some((loc, a)) => {
                    let a = access(a);
                    match loc.trim() {
                        "argmem" => e.argmem = a,
                        "inaccessiblemem" => e.inaccessible = a,
                        // errno memory may be any other memory (joined to it); target memories
                        // (`target_mem0`...) are no memory the IR addresses.
                        "errnomem" => e.other = e.other.union(a),
                        k if k.starts_with("target_mem") => {}
                        _ => e.other = a,
                    }
                }
            }
        }
        e
    }

    fn intersect(self, o: MemoryEffects) -> MemoryEffects {
        let and = |a: ModRef, b: ModRef| ModRef {
            mod_: a.mod_ && b.mod_,
            ref_: a.ref_ && b.ref_,
        };
        MemoryEffects {
            argmem: and(self.argmem, o.argmem),
            inaccessible: and(self.inaccessible, o.inaccessible),
            other: and(self.other, o.other),
        }
    }

    /// Everything the call may do, any location.
    pub fn total(self) -> ModRef {
        self.argmem.union(self.inaccessible).union(self.other)
    }
}

/// A variable index: the value and how it was widened to 64 bits ([`VAR_PLAIN`],
/// [`VAR_SEXT`], [`VAR_ZEXT`]).
type VarKey = (Operand, u8);
const VAR_PLAIN: u8 = 0;
const VAR_SEXT: u8 = 1;
const VAR_ZEXT: u8 = 2;

/// A pointer traced to its underlying object.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Decomposed {
    base: Operand,
    /// Constant byte offset from `base`, if known (no variable index on the way).
    offset: Option<i64>,
    /// The constant part of the offset when variable indices were met, with the variable
    /// part as (index, scale) terms sorted by index; `None` when not decomposable.
    symbolic: Option<(i64, Vec<(VarKey, i64)>)>,
    /// Whether every `getelementptr` on the way was `inbounds`.
    inbounds: bool,
    /// Whether every `getelementptr` on the way was `nuw` (variable terms add a non-negative
    /// amount).
    nuw: bool,
}

/// Alias queries over one function.
pub struct AliasAnalysis<'a> {
    module: &'a Module,
    body: &'a FunctionBody,
    /// Local objects whose address escapes (computed on first use per value).
    captured: SecondaryMap<Value, Option<bool>>,
    /// The body's use lists, made on the first capture query (most users of an analysis never
    /// ask one).
    uses: std::cell::OnceCell<crate::ir::function::UseLists>,
    /// Instructions the asking pass deleted ([`Self::remove_instruction`]): their uses no
    /// longer count in capture answers.
    removed: crate::ir::entity::FxHashMap<Inst, ()>,
    /// The module's data layout, parsed on the first layout query that misses the cache
    /// (cost only: most analyses never ask one).
    datalayout: std::cell::OnceCell<std::rc::Rc<crate::ir::datalayout::DataLayout>>,
    /// The attributes of the function `body` belongs to, found on the first query (cost
    /// only: finding a body still in the module scans the module's functions).
    own_attrs: std::cell::OnceCell<Option<&'a crate::ir::attributes::AttrList>>,
    /// Whether the query being answered compares values through a phi, so that one value
    /// may stand for two loop iterations (LLVM's `MayBeCrossIteration`).
    cross_iteration: bool,
    /// Blocks known to lie (or not) on a cycle.
    in_cycle: crate::ir::entity::FxHashMap<Block, bool>,
    /// Memoized layout answers (cost only: the same answers, computed once per type):
    /// allocation sizes, ABI alignments and struct field offsets.
    layout_cache: std::cell::RefCell<LayoutCache>,
}

thread_local! {
    /// The data layout string parsed last on this thread, and its parse (cost only: every
    /// function of a module has the same string, and an analysis is made per function).
    static LAST_DATALAYOUT: std::cell::RefCell<Option<(String, std::rc::Rc<crate::ir::datalayout::DataLayout>)>> =
        const { std::cell::RefCell::new(None) };
}

/// `text` parsed as a data layout, reusing this thread's last parse of the same text.
fn parsed_datalayout(text: &str) -> std::rc::Rc<crate::ir::datalayout::DataLayout> {
    LAST_DATALAYOUT.with(|last| {
        let mut last = last.borrow_mut();
        if let Some((t, dl)) = last.as_ref() {
            if t == text {
                return dl.clone();
            }
        }
        let dl = std::rc::Rc::new(crate::ir::datalayout::DataLayout::parse(text));
        *last = Some((text.to_string(), dl.clone()));
        dl
    })
}

/// [`AliasAnalysis`]'s memo of layout queries by type.
#[derive(Default)]
struct LayoutCache {
    alloc_size: crate::ir::entity::FxHashMap<Type, Option<u64>>,
    abi_align: crate::ir::entity::FxHashMap<Type, u64>,
    field_offsets: crate::ir::entity::FxHashMap<Type, Option<std::rc::Rc<[u64]>>>,
}

impl<'a> AliasAnalysis<'a> {
    pub fn new(module: &'a Module, body: &'a FunctionBody) -> AliasAnalysis<'a> {
        AliasAnalysis {
            module,
            body,
            captured: SecondaryMap::new(),
            uses: std::cell::OnceCell::new(),
            removed: Default::default(),
            datalayout: std::cell::OnceCell::new(),
            own_attrs: std::cell::OnceCell::new(),
            cross_iteration: false,
            in_cycle: Default::default(),
            layout_cache: Default::default(),
        }
    }

    fn inst_of(&self, op: Operand) -> Option<Inst> {
        match op {
            Operand::Value(v) => match self.body.dfg.values[v].def {
                ValueDef::Inst(i) => Some(i),
                _ => None,
            },
            _ => None,
        }
    }

    /// Bytes an access of type `t` touches (its store size), if it has a fixed size.
    pub fn store_size(&self, t: Type) -> Option<u64> {
        let bits = self.type_bits(t)?;
        Some(bits.div_ceil(8))
    }

    fn type_bits(&self, t: Type) -> Option<u64> {
        let types = &self.module.types;
        Some(match types.data(t) {
            TypeData::Int(b) => u64::from(*b),
            TypeData::Ptr { .. } => 64,
            _ => 8 * self.alloc_size(t)?,
        })
    }

    fn abi_align(&self, t: Type) -> u64 {
        if let Some(&a) = self.layout_cache.borrow().abi_align.get(&t) {
            return a;
        }
        let a = self
            .datalayout
            .get_or_init(|| parsed_datalayout(self.module.datalayout.as_deref().unwrap_or("")))
            .abi_align(&self.module.types, t)
            .max(1);
        self.layout_cache.borrow_mut().abi_align.insert(t, a);
        a
    }

    /// Bytes between consecutive elements of type `t` in memory.
    fn alloc_size(&self, t: Type) -> Option<u64> {
        if let Some(&r) = self.layout_cache.borrow().alloc_size.get(&t) {
            return r;
        }
        let r = self.compute_alloc_size(t);
        self.layout_cache.borrow_mut().alloc_size.insert(t, r);
        r
    }

    /// Byte offsets of the fields of struct type `t` (literal or named), memoized.
    fn field_offsets(&self, t: Type) -> Option<std::rc::Rc<[u64]>> {
        if let Some(r) = self.layout_cache.borrow().field_offsets.get(&t) {
            return r.clone();
        }
        let types = &self.module.types;
        let r = match types.data(t) {
            TypeData::Struct { fields, packed } => self.struct_offsets(fields, *packed),
            TypeData::Named(id) => types
                .struct_def(*id)
                .body
                .as_ref()
                .and_then(|b| self.struct_offsets(&b.fields, b.packed)),
            _ => None,
        }
        .map(|(offs, _)| std::rc::Rc::from(offs));
        self.layout_cache
            .borrow_mut()
            .field_offsets
            .insert(t, r.clone());
        r
    }

    fn compute_alloc_size(&self, t: Type) -> Option<u64> {
        let types = &self.module.types;
        let align = self.abi_align(t);
        let raw = match types.data(t) {
            TypeData::Int(b) => u64::from(*b).div_ceil(8),
            TypeData::Ptr { .. } => 8,
            TypeData::Float(k) => match k.bits() {
                80 => 10,
                b => u64::from(b) / 8,
            },
            TypeData::Array { len, elem } => len.checked_mul(self.alloc_size(*elem)?)?,
            TypeData::Struct { fields, packed } => self.struct_size(fields, *packed)?,
            TypeData::Named(id) => {
                let body = types.struct_def(*id).body.as_ref()?;
                self.struct_size(&body.fields, body.packed)?
            }
            TypeData::Vector {
                len,
                elem,
                scalable: false,
            } => (u64::from(*len) * self.type_bits(*elem)?).div_ceil(8),
            _ => return None,
        };
        Some(raw.div_ceil(align) * align)
    }

    fn struct_offsets(&self, fields: &[Type], packed: bool) -> Option<(Vec<u64>, u64)> {
        let mut off = 0u64;
        let mut max_align = 1;
        let mut offsets = Vec::with_capacity(fields.len());
        for &f in fields {
            let a = if packed { 1 } else { self.abi_align(f) };
            max_align = max_align.max(a);
            off = off.div_ceil(a) * a;
            offsets.push(off);
            off += self.alloc_size(f)?;
        }
        Some((offsets, off.div_ceil(max_align) * max_align))
    }

    fn struct_size(&self, fields: &[Type], packed: bool) -> Option<u64> {
        self.struct_offsets(fields, packed).map(|(_, s)| s)
    }

    fn const_int(&self, op: Operand) -> Option<i64> {
        match op {
            Operand::Const(c) => match self.module.constants.data(c) {
                ConstantData::Int { value, .. } => {
                    value.as_i128().and_then(|v| i64::try_from(v).ok())
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// A variable `getelementptr` index as `key * mult + off` (LLVM's linear expression):
    /// through `add`/`sub`/`or disjoint` of a constant, `mul`/`shl` by a constant, and
    /// `sext`/`zext` of such arithmetic when it cannot wrap (`nsw`/`nuw`). An index narrower
    /// than 64 bits is sign-extended, as `getelementptr` does.
    fn linear_index(&self, idx: Operand) -> (VarKey, i64, i64) {
        let narrow = self
            .operand_type(idx)
            .is_some_and(|t| matches!(self.module.types.data(t), TypeData::Int(b) if *b < 64));
        if narrow {
            let (k, m, o) = self.linear(idx, Some(true), 0);
            return ((k, VAR_SEXT), m, o);
        }
        let (k, m, o) = self.linear(idx, None, 0);
        if let Some(i) = self.inst_of(k) {
            let d = &self.body.dfg.insts[i];
            if let InstKind::Cast {
                op: op @ (CastOp::SExt | CastOp::ZExt),
                ..
            } = d.kind
            {
                let signed = op == CastOp::SExt;
                let (k2, m2, o2) = self.linear(d.args[0], Some(signed), 0);
                let tag = if signed { VAR_SEXT } else { VAR_ZEXT };
                if let (Some(mm), Some(oo)) = (m.checked_mul(m2), o2.checked_mul(m)) {
                    if let Some(off) = o.checked_add(oo) {
                        return ((k2, tag), mm, off);
                    }
                }
            }
        }
        ((k, VAR_PLAIN), m, o)
    }

    /// `op` as `key * mult + off`; `no_wrap`: `None` at the full index width (wrapping is the
    /// address arithmetic's own), `Some(signed)` under an extension, where only `nsw`
    /// (`signed`) or `nuw` operations may be looked through.
    fn linear(&self, op: Operand, no_wrap: Option<bool>, depth: u32) -> (Operand, i64, i64) {
        let whole = (op, 1, 0);
        if depth >= 6 {
            return whole;
        }
        let Some(i) = self.inst_of(op) else {
            return whole;
        };
        let d = &self.body.dfg.insts[i];
        let InstKind::Binary { op: bop, flags, .. } = d.kind else {
            return whole;
        };
        let Some(c) = self.const_int(d.args[1]) else {
            return whole;
        };
        let ok = match no_wrap {
            None => true,
            Some(true) => flags.nsw,
            Some(false) => flags.nuw,
        };
        let (k, m, o) = match bop {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Shl if ok => {
                self.linear(d.args[0], no_wrap, depth + 1)
            }
            BinaryOp::Or if flags.disjoint => self.linear(d.args[0], no_wrap, depth + 1),
            _ => return whole,
        };
        let r = match bop {
            BinaryOp::Add | BinaryOp::Or => o.checked_add(c).map(|o| (k, m, o)),
            BinaryOp::Sub => o.checked_sub(c).map(|o| (k, m, o)),
            BinaryOp::Mul => m
                .checked_mul(c)
                .zip(o.checked_mul(c))
                .map(|(m, o)| (k, m, o)),
            BinaryOp::Shl if (0..32).contains(&c) => {
                let f = 1i64 << c;
                m.checked_mul(f)
                    .zip(o.checked_mul(f))
                    .map(|(m, o)| (k, m, o))
            }
            _ => None,
        };
        r.unwrap_or(whole)
    }

    /// Byte offset of a `getelementptr` with constant indices.
    fn gep_offset(&self, source: Type, indices: &[Operand]) -> Option<i64> {
        match self.gep_terms(source, indices)? {
            (o, v) if v.is_empty() => Some(o),
            _ => None,
        }
    }

    /// Byte offset of a `getelementptr`: a constant part and (index, scale) terms for the
    /// variable array indices.
    fn gep_terms(&self, source: Type, indices: &[Operand]) -> Option<(i64, Vec<(VarKey, i64)>)> {
        let types = &self.module.types;
        let mut offset: i64 = 0;
        let mut vars: Vec<(VarKey, i64)> = Vec::new();
        let mut ty = source;
        let mut add = |offset: &mut i64, idx: Operand, scale: u64| -> Option<()> {
            match self.const_int(idx) {
                Some(i) => *offset = offset.checked_add(i.checked_mul(scale as i64)?)?,
                None => {
                    let (key, mult, off) = self.linear_index(idx);
                    let scale = scale as i64;
                    *offset = offset.checked_add(off.checked_mul(scale)?)?;
                    vars.push((key, scale.checked_mul(mult)?));
                }
            }
            Some(())
        };
        for (k, &idx) in indices.iter().enumerate() {
            if k == 0 {
                add(&mut offset, idx, self.alloc_size(ty)?)?;
                continue;
            }
            match types.data(ty) {
                TypeData::Array { elem, .. }
                | TypeData::Vector {
                    elem,
                    scalable: false,
                    ..
                } => {
                    let elem = *elem;
                    add(&mut offset, idx, self.alloc_size(elem)?)?;
                    ty = elem;
                }
                TypeData::Struct { fields, .. } => {
                    let i = self.const_int(idx)?;
                    let offs = self.field_offsets(ty)?;
                    offset = offset.checked_add(*offs.get(usize::try_from(i).ok()?)? as i64)?;
                    ty = *fields.get(i as usize)?;
                }
                TypeData::Named(id) => {
                    let i = self.const_int(idx)?;
                    let offs = self.field_offsets(ty)?;
                    offset = offset.checked_add(*offs.get(usize::try_from(i).ok()?)? as i64)?;
                    ty = *types
                        .struct_def(*id)
                        .body
                        .as_ref()?
                        .fields
                        .get(i as usize)?;
                }
                _ => return None,
            }
        }
        Some((offset, vars))
    }

    /// [`Self::decompose`]'s `base` alone (cost only: the same walk through GEPs, constant
    /// GEPs and pointer casts, without the offsets).
    fn decomposed_base(&self, mut ptr: Operand) -> Operand {
        for _ in 0..64 {
            let Some(i) = self.inst_of(ptr) else {
                if let Operand::Const(c) = ptr {
                    if let ConstantData::Gep { ops, .. } = self.module.constants.data(c) {
                        ptr = Operand::Const(ops[0]);
                        continue;
                    }
                }
                break;
            };
            let d = &self.body.dfg.insts[i];
            match &d.kind {
                InstKind::Gep { .. }
                | InstKind::Cast {
                    op: CastOp::BitCast | CastOp::AddrSpaceCast,
                    ..
                } => ptr = d.args[0],
                _ => break,
            }
        }
        ptr
    }

    /// Traces `ptr` through offsets and casts to its underlying object.
    fn decompose(&self, mut ptr: Operand) -> Decomposed {
        let mut offset = Some(0i64);
        let mut symbolic: Option<(i64, Vec<(VarKey, i64)>)> = Some((0, Vec::new()));
        let mut inbounds = true;
        let mut nuw = true;
        for _ in 0..64 {
            let Some(i) = self.inst_of(ptr) else {
                if let Operand::Const(c) = ptr {
                    if let ConstantData::Gep {
                        source, ops, flags, ..
                    } = self.module.constants.data(c)
                    {
                        inbounds &= flags.inbounds;
                        nuw &= flags.nuw;
                        let idx: Vec<Operand> =
                            ops[1..].iter().map(|&c| Operand::Const(c)).collect();
                        offset =
                            offset.and_then(|o| o.checked_add(self.gep_offset(*source, &idx)?));
                        let o = self.gep_offset(*source, &idx);
                        symbolic = match (symbolic, o) {
                            (Some((c, v)), Some(o)) => c.checked_add(o).map(|n| (n, v)),
                            _ => None,
                        };
                        ptr = Operand::Const(ops[0]);
                        continue;
                    }
                }
                break;
            };
            let d = &self.body.dfg.insts[i];
            match &d.kind {
                InstKind::Gep { source, flags } => {
                    inbounds &= flags.inbounds;
                    nuw &= flags.nuw;
                    match (symbolic.as_mut(), self.gep_terms(*source, &d.args[1..])) {
                        (Some((c, vars)), Some((o, v))) => match c.checked_add(o) {
                            Some(n) => {
                                *c = n;
                                vars.extend(v);
                            }
                            None => symbolic = None,
                        },
                        _ => symbolic = None,
                    }
                    offset =
                        offset.and_then(|o| o.checked_add(self.gep_offset(*source, &d.args[1..])?));
                    ptr = d.args[0];
                }
                InstKind::Cast {
                    op: CastOp::BitCast | CastOp::AddrSpaceCast,
                    ..
                } => ptr = d.args[0],
                _ => break,
            }
        }
        let symbolic = symbolic.map(|(c, mut vars)| {
            vars.sort_by_key(|&((v, ext), _)| match v {
                Operand::Value(x) => (0u8, x.index(), ext),
                Operand::Const(x) => (1, x.index(), ext),
                Operand::Block(x) => (2, x.index(), ext),
                Operand::Meta(_) => (3, 0, ext),
            });
            let mut merged: Vec<(VarKey, i64)> = Vec::new();
            for (v, sc) in vars {
                match merged.last_mut() {
                    Some(last) if last.0 == v => last.1 += sc,
                    _ => merged.push((v, sc)),
                }
            }
            merged.retain(|&(_, sc)| sc != 0);
            (c, merged)
        });
        Decomposed {
            base: ptr,
            offset,
            symbolic,
            inbounds,
            nuw,
        }
    }

    fn global_of(&self, op: Operand) -> Option<GlobalValue> {
        match op {
            Operand::Const(c) => match self.module.constants.data(c) {
                ConstantData::Global { global, .. } => Some(*global),
                _ => None,
            },
            _ => None,
        }
    }

    fn param_attrs_have(&self, set: AttrSet, name: &str) -> bool {
        self.module.attrs.get(set).iter().any(|a| a.name() == name)
    }

    fn is_noalias_call(&self, i: Inst) -> bool {
        match &self.body.dfg.insts[i].kind {
            InstKind::Call { info, .. } | InstKind::Invoke { info } => {
                if self.param_attrs_have(info.attrs.ret, "noalias") {
                    return true;
                }
                let callee = self.body.dfg.insts[i].args[0];
                self.callee_attrs(callee)
                    .is_some_and(|l| self.param_attrs_have(l.ret, "noalias"))
            }
            _ => false,
        }
    }

    fn callee_attrs(&self, callee: Operand) -> Option<&'a crate::ir::attributes::AttrList> {
        let g = self.global_of(callee)?;
        match &self.module.globals[g].kind {
            GlobalKind::Function(f) => Some(&f.attrs),
            _ => None,
        }
    }

    /// Allocas and `noalias` call results.
    fn is_local_object(&self, op: Operand) -> bool {
        self.inst_of(op).is_some_and(|i| {
            matches!(self.body.dfg.insts[i].kind, InstKind::Alloca { .. })
                || self.is_noalias_call(i)
        })
    }

    fn param_index(&self, op: Operand) -> Option<usize> {
        match op {
            Operand::Value(v) => match self.body.dfg.values[v].def {
                ValueDef::Param(n) => Some(n as usize),
                _ => None,
            },
            _ => None,
        }
    }

    fn is_identified(&self, op: Operand) -> bool {
        if self.is_local_object(op) {
            return true;
        }
        if let Some(g) = self.global_of(op) {
            return matches!(
                self.module.globals[g].kind,
                GlobalKind::Variable(_) | GlobalKind::Function(_)
            );
        }
        if let Some(n) = self.param_index(op) {
            return self.param_is(n, "noalias") || self.param_is(n, "byval");
        }
        false
    }

    fn param_is(&self, n: usize, name: &str) -> bool {
        self.function_attrs()
            .is_some_and(|l| self.param_attrs_have(l.param(n), name))
    }

    fn function_attrs(&self) -> Option<&'a crate::ir::attributes::AttrList> {
        let (module, body) = (self.module, self.body);
        *self.own_attrs.get_or_init(|| {
            // A body the pass manager detached for editing (or a copy of one) names its
            // function; one still in the module is found by address.
            let detached = body
                .detached_from
                .and_then(|f| match &module.globals.get(f)?.kind {
                    GlobalKind::Function(d) => Some(&d.attrs),
                    _ => None,
                });
            detached.or_else(|| {
                module
                    .layout
                    .functions
                    .iter()
                    .find_map(|&f| match &module.globals[f].kind {
                        GlobalKind::Function(d)
                            if d.body.as_ref().is_some_and(|b| std::ptr::eq(b, body)) =>
                        {
                            Some(&d.attrs)
                        }
                        _ => None,
                    })
            })
        })
    }

    /// Whether the local object `v`'s address may escape.
    fn is_captured(&mut self, v: Value) -> bool {
        if let Some(c) = *self.captured.get(v) {
            return c;
        }
        // Values derived from `v` already queued (a set: an alloca may have thousands).
        let mut seen: std::collections::HashSet<
            Value,
            std::hash::BuildHasherDefault<crate::ir::entity::FxHasher>,
        > = Default::default();
        seen.insert(v);
        let mut work = vec![v];
        let mut captured = false;
        // opt-22 looks at no more than `CAPTURE_USE_LIMIT` uses in all (of the value and of
        // the values derived from it); one more and the value counts as captured.
        let mut uses_seen = 0usize;
        'outer: while let Some(x) = work.pop() {
            let uses = self.use_lists().get(x);
            uses_seen += uses
                .iter()
                .filter(|u| !self.removed.contains_key(&u.inst))
                .count();
            if uses_seen > CAPTURE_USE_LIMIT {
                captured = true;
                break;
            }
            for k in 0..uses.len() {
                let u = self.use_lists().get(x)[k];
                if self.removed.contains_key(&u.inst) {
                    continue;
                }
                let d = &self.body.dfg.insts[u.inst];
                match &d.kind {
                    // A volatile access makes its address observable: a capture.
                    InstKind::Load {
                        volatile: false, ..
                    } => {}
                    InstKind::Store {
                        volatile: false, ..
                    } if u.operand == 1 => {}
                    InstKind::ICmp { .. } => {}
                    InstKind::Gep { .. }
                    | InstKind::Phi { .. }
                    | InstKind::Select { .. }
                    | InstKind::Cast {
                        op: CastOp::BitCast | CastOp::AddrSpaceCast,
                        ..
                    } => {
                        if let Some(r) = d.result {
                            if seen.insert(r) {
                                work.push(r);
                            }
                        }
                    }
                    InstKind::Call { info, .. } if u.operand > 0 => {
                        let arg = u.operand as usize - 1;
                        let callee = d.args[0];
                        let is_lifetime = self
                            .callee_name(callee)
                            .is_some_and(|n| n.starts_with("llvm.lifetime."));
                        let nocapture = self.param_attrs_have(info.attrs.param(arg), "nocapture")
                            || self.module.attrs.get(info.attrs.param(arg)).iter().any(|a| {
                                matches!(a, Attribute::Args(n, t) if n == "captures" && !t.contains("provenance"))
                            })
                            || self.callee_attrs(callee).is_some_and(|l| {
                                self.module.attrs.get(l.param(arg)).iter().any(|a| {
                                    matches!(a, Attribute::Args(n, t) if n == "captures" && !t.contains("provenance"))
                                        || a.name() == "nocapture"
                                })
                            });
                        if !(is_lifetime || nocapture) {
                            captured = true;
                            break 'outer;
                        }
                    }
                    _ => {
                        captured = true;
                        break 'outer;
                    }
                }
            }
        }
        self.captured.set(v, Some(captured));
        captured
    }

    fn callee_name(&self, callee: Operand) -> Option<&'a str> {
        let g = self.global_of(callee)?;
        match &self.module.globals[g].name {
            crate::ir::module::GlobalName::Named(n) => Some(n.as_str()),
            _ => None,
        }
    }

    /// A pointer that comes from outside the function's own objects: loaded, returned by a
    /// (not `noalias`) call, or an argument.
    fn is_escape_source(&self, op: Operand) -> bool {
        if self.param_index(op).is_some() {
            return true;
        }
        self.inst_of(op).is_some_and(|i| {
            matches!(
                self.body.dfg.insts[i].kind,
                InstKind::Load { .. } | InstKind::Call { .. } | InstKind::Invoke { .. }
            ) && !self.is_noalias_call(i)
        })
    }

    fn non_escaping_local(&mut self, op: Operand) -> bool {
        match op {
            Operand::Value(v) if self.is_function_local(op) => !self.is_captured(v),
            _ => false,
        }
    }

    /// Allocas, `noalias` call results, `noalias` and `byval` arguments: objects no other
    /// pointer of the function can reach unless it is derived from them.
    fn is_function_local(&self, op: Operand) -> bool {
        self.is_local_object(op)
            || self
                .param_index(op)
                .is_some_and(|n| self.param_is(n, "noalias") || self.param_is(n, "byval"))
    }

    /// Bytes of an alloca (of one element) or a global variable, if `op` is one.
    fn object_size(&self, op: Operand) -> Option<u64> {
        if let Some(g) = self.global_of(op) {
            return match &self.module.globals[g].kind {
                GlobalKind::Variable(v) => self.alloc_size(v.value_ty),
                _ => None,
            };
        }
        let i = self.inst_of(op)?;
        let d = &self.body.dfg.insts[i];
        match &d.kind {
            InstKind::Alloca { allocated, .. } if self.const_int(d.args[0]) == Some(1) => {
                self.alloc_size(*allocated)
            }
            _ => None,
        }
    }

    /// An `inbounds` offset `x` from its base that is at least `y_size` bytes past where `y`
    /// (a place in an alloca or global variable) starts: if the two met, `x`'s base would lie
    /// before the start of `y`'s object.
    fn gep_starts_out_of_bounds(
        &self,
        x: &Decomposed,
        y: &Decomposed,
        y_size: Option<u64>,
    ) -> bool {
        let (Some(ox), Some(oy), Some(sy)) = (x.offset, y.offset, y_size) else {
            return false;
        };
        let object_base = self
            .global_of(y.base)
            .is_some_and(|g| matches!(self.module.globals[g].kind, GlobalKind::Variable(_)))
            || self
                .inst_of(y.base)
                .is_some_and(|i| matches!(self.body.dfg.insts[i].kind, InstKind::Alloca { .. }));
        x.inbounds && ox != 0 && object_base && ox.saturating_sub(oy) >= sy as i64
    }

    /// Whether two locations may refer to the same bytes.
    pub fn alias(&mut self, a: MemoryLocation, b: MemoryLocation) -> AliasResult {
        self.alias_at(a, b, 0)
    }

    /// The instruction's attachment of kind `kind`.
    fn attachment(&self, i: Inst, kind: &str) -> Option<Metadata> {
        self.body.dfg.insts[i]
            .attachments
            .iter()
            .find(|(k, _)| self.module.md_kinds.name(*k) == kind)
            .map(|&(_, n)| n)
    }

    /// A call's scoped-noalias metadata as a location (no pointer of its own).
    fn call_location(&self, i: Inst) -> MemoryLocation {
        MemoryLocation {
            scope: self.attachment(i, "alias.scope"),
            noalias: self.attachment(i, "noalias"),
            ..MemoryLocation::new(self.body.dfg.insts[i].args[0], None)
        }
    }

    /// A call of a replaceable C++ `operator new` (`_Znw*`/`_Zna*`) whose result is `noalias`
    /// and that may be treated as the builtin (not `nobuiltin`, or `builtin` at the call):
    /// opt-22 lets it touch no memory but what it returns.
    fn is_operator_new(&self, i: Inst) -> bool {
        let d = &self.body.dfg.insts[i];
        let info = match &d.kind {
            InstKind::Call { info, .. } | InstKind::Invoke { info } => info,
            _ => return false,
        };
        let Some(name) = self.callee_name(d.args[0]) else {
            return false;
        };
        if !(name.starts_with("_Znw") || name.starts_with("_Zna")) {
            return false;
        }
        let callee = self.callee_attrs(d.args[0]);
        let call_has = |n: &str| self.param_attrs_have(info.attrs.func, n);
        let nobuiltin = call_has("nobuiltin")
            || (!call_has("builtin")
                && callee.is_some_and(|l| self.param_attrs_have(l.func, "nobuiltin")));
        !nobuiltin && self.is_noalias_call(i)
    }

    /// LLVM's ScopedNoAliasAA: two accesses do not alias when, for some scope domain, every
    /// `!alias.scope` scope of one in that domain is in the other's `!noalias` list.
    fn scoped_noalias(&self, a: MemoryLocation, b: MemoryLocation) -> bool {
        !self.may_alias_in_scopes(a.scope, b.noalias)
            || !self.may_alias_in_scopes(b.scope, a.noalias)
    }

    fn may_alias_in_scopes(&self, scopes: Option<Metadata>, noalias: Option<Metadata>) -> bool {
        let (Some(scopes), Some(noalias)) = (scopes, noalias) else {
            return true;
        };
        let list = |n: Metadata| -> Vec<Metadata> {
            self.md_ops(n)
                .iter()
                .filter_map(|o| match o {
                    MdOperand::Node(x) => Some(*x),
                    _ => None,
                })
                .collect()
        };
        let (scopes, noalias) = (list(scopes), list(noalias));
        let domain = |s: Metadata| self.md_node(s, 1);
        let mut domains: Vec<Metadata> = noalias.iter().filter_map(|&s| domain(s)).collect();
        domains.dedup();
        for d in domains {
            let mut in_domain = scopes.iter().filter(|&&s| domain(s) == Some(d)).peekable();
            if in_domain.peek().is_none() {
                continue;
            }
            if in_domain.all(|s| noalias.contains(s)) {
                return false;
            }
        }
        true
    }

    /// The instruction's `!tbaa` tag.
    fn tbaa_tag(&self, i: Inst) -> Option<Metadata> {
        self.body.dfg.insts[i]
            .attachments
            .iter()
            .find(|(k, _)| self.module.md_kinds.name(*k) == "tbaa")
            .map(|&(_, n)| n)
    }

    fn md_ops(&self, n: Metadata) -> &'a [MdOperand] {
        match &self.module.metadata[n] {
            MdNodeData::Tuple { ops, .. } => ops,
            _ => &[],
        }
    }

    fn md_node(&self, n: Metadata, k: usize) -> Option<Metadata> {
        match self.md_ops(n).get(k) {
            Some(MdOperand::Node(x)) => Some(*x),
            _ => None,
        }
    }

    fn md_int(&self, n: Metadata, k: usize) -> Option<i128> {
        match self.md_ops(n).get(k) {
            Some(MdOperand::Const(_, c)) => match self.module.constants.data(*c) {
                ConstantData::Int { value, .. } => value.as_i128(),
                _ => None,
            },
            _ => None,
        }
    }

    /// (base type, access type, offset) of a tag; a scalar type node used as a tag (the old
    /// format) is its own base and access type at offset 0.
    fn tbaa_parts(&self, tag: Metadata) -> (Metadata, Metadata, i128) {
        let ops = self.md_ops(tag);
        if ops.len() >= 3 && matches!(ops[0], MdOperand::Node(_)) {
            let base = self.md_node(tag, 0).unwrap_or(tag);
            let access = self.md_node(tag, 1).unwrap_or(tag);
            (base, access, self.md_int(tag, 2).unwrap_or(0))
        } else {
            (tag, tag, 0)
        }
    }

    /// The type and its ancestors, the node itself first.
    fn tbaa_path(&self, mut t: Metadata) -> Vec<Metadata> {
        let mut path = vec![t];
        while let Some(p) = self.md_node(t, 1) {
            if path.contains(&p) || path.len() > 64 {
                break;
            }
            path.push(p);
            t = p;
        }
        path
    }

    /// The field of struct type `t` at `offset` (the last field starting at or before it),
    /// with `offset` made relative to it.
    fn tbaa_field(&self, t: Metadata, offset: &mut i128) -> Option<Metadata> {
        let ops = self.md_ops(t);
        let fields = ops.len().saturating_sub(1) / 2;
        if fields == 0 {
            return None;
        }
        let mut chosen = None;
        for k in 0..fields {
            let at = self.md_int(t, 2 + 2 * k)?;
            if at > *offset {
                break;
            }
            chosen = Some((k, at));
        }
        let (k, at) = chosen?;
        *offset -= at;
        self.md_node(t, 1 + 2 * k)
    }

    /// Whether `sub`'s access may be to a part of what `base`'s access reaches; `Some(may)`
    /// when the question is settled.
    fn tbaa_subobject(
        &self,
        base: (Metadata, Metadata, i128),
        sub: (Metadata, Metadata, i128),
        common: Metadata,
    ) -> Option<bool> {
        if base.1 == base.0 && base.1 == common {
            return Some(true);
        }
        let mut t = base.0;
        let mut offset = base.2;
        for _ in 0..64 {
            if t == sub.0 {
                return Some(offset == sub.2);
            }
            t = self.tbaa_field(t, &mut offset)?;
        }
        None
    }

    /// Type-based alias analysis over struct-path `!tbaa` tags: accesses whose types cannot
    /// overlap do not alias.
    fn tbaa_may_alias(&self, a: Metadata, b: Metadata) -> bool {
        if a == b {
            return true;
        }
        let (ta, tb) = (self.tbaa_parts(a), self.tbaa_parts(b));
        let (pa, pb) = (self.tbaa_path(ta.1), self.tbaa_path(tb.1));
        let mut common = None;
        for (x, y) in pa.iter().rev().zip(pb.iter().rev()) {
            if x == y {
                common = Some(*x);
            } else {
                break;
            }
        }
        let Some(common) = common else {
            return true;
        };
        if let Some(may) = self.tbaa_subobject(ta, tb, common) {
            return may;
        }
        if let Some(may) = self.tbaa_subobject(tb, ta, common) {
            return may;
        }
        false
    }

    /// (condition, true value, false value) of a `select`.
    fn select_arms(&self, op: Operand) -> Option<(Operand, Operand, Operand)> {
        let i = self.inst_of(op)?;
        let d = &self.body.dfg.insts[i];
        match d.kind {
            InstKind::Select { .. } => Some((d.args[0], d.args[1], d.args[2])),
            _ => None,
        }
    }

    /// The pointers a `select` or `phi` (of at most 16 incoming values) chooses between.
    fn choices(&self, op: Operand) -> Option<Vec<Operand>> {
        let i = self.inst_of(op)?;
        let d = &self.body.dfg.insts[i];
        match d.kind {
            InstKind::Select { .. } => Some(vec![d.args[1], d.args[2]]),
            InstKind::Phi { .. } if d.args.len() <= 32 => Some(
                d.args
                    .iter()
                    .step_by(2)
                    .copied()
                    .filter(|&v| v != op)
                    .collect(),
            ),
            _ => None,
        }
    }

    /// The alias answer as opt-22's AA stack gives it: BasicAA's answer when it is not
    /// `MayAlias` (so `MustAlias`/`PartialAlias` win over a type-based `NoAlias`), then the
    /// scoped `!noalias` and `!tbaa` rules, which only ever answer `NoAlias`.
    fn alias_at(&mut self, a: MemoryLocation, b: MemoryLocation, depth: u32) -> AliasResult {
        if a.size == Some(0) || b.size == Some(0) {
            return AliasResult::NoAlias;
        }
        let (pa, pb) = (
            self.strip_pointer_casts(a.ptr),
            self.strip_pointer_casts(b.ptr),
        );
        if self.is_undef(pa) || self.is_undef(pb) {
            return AliasResult::NoAlias;
        }
        if pa == pb && !(self.cross_iteration && self.may_be_in_cycle(pa)) {
            return AliasResult::MustAlias;
        }
        let basic = self.basic_alias(a, b, depth);
        if basic != AliasResult::MayAlias {
            return basic;
        }
        if self.scoped_noalias(a, b) {
            return AliasResult::NoAlias;
        }
        if let (Some(ta), Some(tb)) = (a.tbaa, b.tbaa) {
            if !self.tbaa_may_alias(ta, tb) {
                return AliasResult::NoAlias;
            }
        }
        AliasResult::MayAlias
    }

    /// `ptr` without `bitcast`, `addrspacecast` and all-zero `getelementptr`s (instructions or
    /// constant expressions) around it.
    fn strip_pointer_casts(&self, mut ptr: Operand) -> Operand {
        for _ in 0..64 {
            match ptr {
                Operand::Value(_) => {
                    let Some(i) = self.inst_of(ptr) else { break };
                    let d = &self.body.dfg.insts[i];
                    match &d.kind {
                        InstKind::Cast {
                            op: CastOp::BitCast | CastOp::AddrSpaceCast,
                            ..
                        } => ptr = d.args[0],
                        InstKind::Gep { .. }
                            if d.args[1..].iter().all(|&x| self.const_int(x) == Some(0)) =>
                        {
                            ptr = d.args[0]
                        }
                        _ => break,
                    }
                }
                Operand::Const(c) => match self.module.constants.data(c) {
                    ConstantData::Gep { ops, .. }
                        if ops[1..]
                            .iter()
                            .all(|&x| self.const_int(Operand::Const(x)) == Some(0)) =>
                    {
                        ptr = Operand::Const(ops[0])
                    }
                    ConstantData::Expr {
                        op: ExprOp::BitCast | ExprOp::AddrSpaceCast,
                        ops,
                        ..
                    } => ptr = Operand::Const(ops[0]),
                    _ => break,
                },
                _ => break,
            }
        }
        ptr
    }

    fn is_undef(&self, op: Operand) -> bool {
        matches!(op, Operand::Const(c) if matches!(
            self.module.constants.data(c),
            ConstantData::Undef(_) | ConstantData::Poison(_)
        ))
    }

    /// Whether the instruction defining `op` may run more than once in one call (its block
    /// reaches itself again); arguments, constants and the entry block's instructions cannot.
    fn may_be_in_cycle(&mut self, op: Operand) -> bool {
        let Some(i) = self.inst_of(op) else {
            return false;
        };
        let Some(b) = self.body.layout.inst_block(i) else {
            return false;
        };
        if self.body.layout.entry() == Some(b) {
            return false;
        }
        if let Some(&c) = self.in_cycle.get(&b) {
            return c;
        }
        let succs = |x: Block| -> Vec<Block> {
            self.body
                .layout
                .block_insts(x)
                .last()
                .map(|&t| {
                    self.body.dfg.insts[t]
                        .args
                        .iter()
                        .filter_map(|o| match o {
                            Operand::Block(s) => Some(*s),
                            _ => None,
                        })
                        .collect()
                })
                .unwrap_or_default()
        };
        let mut seen = std::collections::HashSet::new();
        let mut work = succs(b);
        let mut found = false;
        while let Some(x) = work.pop() {
            if x == b {
                found = true;
                break;
            }
            if seen.insert(x) {
                work.extend(succs(x));
            }
        }
        self.in_cycle.insert(b, found);
        found
    }

    fn basic_alias(&mut self, a: MemoryLocation, b: MemoryLocation, depth: u32) -> AliasResult {
        // The sizes as given (the whole-object size check uses them); for everything else, an
        // access that may reach before its pointer makes both accesses "from the pointer on",
        // as opt-22 canonicalises them.
        let (given_a, given_b) = (a.size, b.size);
        let (a, b) = if a.size.is_none() || b.size.is_none() {
            let after = |l: MemoryLocation| MemoryLocation {
                size: Some(AFTER_POINTER),
                ..l
            };
            (after(a), after(b))
        } else {
            (a, b)
        };
        // Two selects on the same condition: compare the arms pairwise.
        if depth < 3 && a.ptr != b.ptr {
            if let (Some(sa), Some(sb)) = (self.select_arms(a.ptr), self.select_arms(b.ptr)) {
                if sa.0 == sb.0 {
                    let arm = |p: Operand, l: MemoryLocation| MemoryLocation { ptr: p, ..l };
                    let t = self.alias_at(arm(sa.1, a), arm(sb.1, b), depth + 1);
                    if t != AliasResult::MayAlias {
                        let f = self.alias_at(arm(sa.2, a), arm(sb.2, b), depth + 1);
                        let merged = merge_alias(t, f);
                        if merged != AliasResult::MayAlias {
                            return merged;
                        }
                    }
                }
            }
        }
        // A select or phi of pointers aliases as all of its choices do (equal answers, or
        // `PartialAlias` for a mix of `MustAlias` and `PartialAlias`). Through a phi, one value
        // may stand for two loop iterations.
        if depth < 4 && a.ptr != b.ptr {
            // opt-22 expands one side per kind, in its order: a phi first (the first location
            // when both are phis), then a select (the first location when both are selects).
            // Expanding the other side too could answer `NoAlias` where opt-22 says
            // `MayAlias` (the sizes checked against the whole object differ by side).
            let is_kind = |s: &Self, op: Operand, phi: bool| {
                s.inst_of(op)
                    .is_some_and(|i| match s.body.dfg.insts[i].kind {
                        InstKind::Phi { .. } => phi,
                        InstKind::Select { .. } => !phi,
                        _ => false,
                    })
            };
            // (Looked at through casts, as opt-22 strips them first.)
            let a = MemoryLocation {
                ptr: self.strip_pointer_casts(a.ptr),
                ..a
            };
            let b = MemoryLocation {
                ptr: self.strip_pointer_casts(b.ptr),
                ..b
            };
            let mut sides = Vec::with_capacity(2);
            // Phis (up to 16 choices) two levels deep, selects four.
            for phi in [true, false] {
                if phi && depth >= 2 {
                    continue;
                }
                if is_kind(self, a.ptr, phi) {
                    sides.push((a, b));
                } else if is_kind(self, b.ptr, phi) {
                    sides.push((b, a));
                }
            }
            for (x, y) in sides {
                if let Some(choices) = self.choices(x.ptr) {
                    let through_phi = self.inst_of(x.ptr).is_some_and(|i| {
                        matches!(self.body.dfg.insts[i].kind, InstKind::Phi { .. })
                    });
                    let saved = self.cross_iteration;
                    self.cross_iteration |= through_phi;
                    let mut merged: Option<AliasResult> = None;
                    for c in choices {
                        let r = self.alias_at(
                            MemoryLocation {
                                ptr: c,
                                size: x.size,
                                tbaa: x.tbaa,
                                scope: x.scope,
                                noalias: x.noalias,
                            },
                            y,
                            depth + 1,
                        );
                        merged = Some(match merged {
                            None => r,
                            Some(m) => merge_alias(m, r),
                        });
                        if merged == Some(AliasResult::MayAlias) {
                            break;
                        }
                    }
                    self.cross_iteration = saved;
                    if let Some(m) = merged.filter(|&m| m != AliasResult::MayAlias) {
                        return m;
                    }
                }
            }
        }
        if a.ptr == b.ptr {
            // Reached only when the value may stand for two iterations.
            return AliasResult::MayAlias;
        }
        let da = self.decompose(a.ptr);
        let db = self.decompose(b.ptr);
        if da.base != db.base {
            // An access larger than the other side's whole object cannot be inside it.
            let too_big = |s: &Self, size: Option<u64>, object: Operand| matches!((precise(size), s.object_size(object)), (Some(x), Some(o)) if x > o);
            if too_big(self, given_a, db.base) || too_big(self, given_b, da.base) {
                return AliasResult::NoAlias;
            }
            let (ia, ib) = (self.is_identified(da.base), self.is_identified(db.base));
            if ia && ib {
                return AliasResult::NoAlias;
            }
            let local_vs_arg = |s: &Self, x: Operand, y: Operand| {
                s.is_function_local(x) && s.param_index(y).is_some()
            };
            if local_vs_arg(self, da.base, db.base) || local_vs_arg(self, db.base, da.base) {
                return AliasResult::NoAlias;
            }
            if (self.non_escaping_local(da.base) && self.is_escape_source(db.base))
                || (self.non_escaping_local(db.base) && self.is_escape_source(da.base))
            {
                return AliasResult::NoAlias;
            }
            if self.gep_starts_out_of_bounds(&da, &db, precise(b.size))
                || self.gep_starts_out_of_bounds(&db, &da, precise(a.size))
            {
                return AliasResult::NoAlias;
            }
            // Offsets from a phi or select of pointers: compare the bases, any size.
            if depth < 2 {
                for (x, y) in [(da.base, db.base), (db.base, da.base)] {
                    if x == a.ptr || x == b.ptr {
                        continue;
                    }
                    if let Some(choices) = self.choices(x) {
                        let whole = |p: Operand| MemoryLocation {
                            ptr: p,
                            size: None,
                            tbaa: None,
                            scope: None,
                            noalias: None,
                        };
                        if choices.iter().all(|&c| {
                            self.alias_at(whole(c), whole(y), depth + 1) == AliasResult::NoAlias
                        }) {
                            return AliasResult::NoAlias;
                        }
                    }
                }
            }
            return AliasResult::MayAlias;
        }
        // `x + c +nuw vars` against `x + d` with no variable part: the distance is at least
        // `c - d`; as large as the other access, they cannot meet.
        for (x, y, y_size) in [(&da, &db, precise(b.size)), (&db, &da, precise(a.size))] {
            if let (Some((cx, vx)), Some((cy, vy)), Some(sy)) = (&x.symbolic, &y.symbolic, y_size) {
                if !vx.is_empty() && vy.is_empty() && x.nuw && cx - cy >= sy as i64 {
                    return AliasResult::NoAlias;
                }
            }
        }
        // The same variable indices on both sides cancel out.
        let (oa, ob) = match (&da.symbolic, &db.symbolic) {
            (Some((ca, va)), Some((cb, vb))) if va == vb => (Some(*ca), Some(*cb)),
            _ => (da.offset, db.offset),
        };
        let (Some(oa), Some(ob)) = (oa, ob) else {
            return AliasResult::MayAlias;
        };
        // An access from the pointer on (`AFTER_POINTER`) ends nowhere; an unknown size may
        // also reach before the pointer.
        let ends_before = |o: i64, size: Option<u64>, other: i64| match size {
            Some(AFTER_POINTER) | None => false,
            Some(sz) => o.checked_add(sz as i64).is_some_and(|end| end <= other),
        };
        let starts_after = |size: Option<u64>| size.is_some();
        if (starts_after(a.size) && ends_before(ob, b.size, oa))
            || (starts_after(b.size) && ends_before(oa, a.size, ob))
        {
            return AliasResult::NoAlias;
        }
        match (precise(a.size), precise(b.size)) {
            (Some(sa), Some(sb)) if oa == ob && sa == sb => AliasResult::MustAlias,
            (Some(_), Some(_)) => AliasResult::PartialAlias,
            _ => AliasResult::MayAlias,
        }
    }

    /// The location an instruction reads or writes (loads, stores, atomics).
    pub fn location(&self, i: Inst) -> Option<MemoryLocation> {
        let d = &self.body.dfg.insts[i];
        let size_of = |t: Type| self.store_size(t);
        match &d.kind {
            InstKind::Load { .. } => Some(MemoryLocation {
                ptr: d.args[0],
                size: size_of(d.ty),
                tbaa: self.tbaa_tag(i),
                scope: self.attachment(i, "alias.scope"),
                noalias: self.attachment(i, "noalias"),
            }),
            InstKind::Store { .. } => Some(MemoryLocation {
                ptr: d.args[1],
                size: size_of(self.operand_type(d.args[0])?),
                tbaa: self.tbaa_tag(i),
                scope: self.attachment(i, "alias.scope"),
                noalias: self.attachment(i, "noalias"),
            }),
            InstKind::CmpXchg { .. } | InstKind::AtomicRmw { .. } => Some(MemoryLocation {
                ptr: d.args[0],
                size: size_of(self.operand_type(d.args[1])?),
                tbaa: self.tbaa_tag(i),
                scope: self.attachment(i, "alias.scope"),
                noalias: self.attachment(i, "noalias"),
            }),
            _ => None,
        }
    }

    /// The callee's name when `i` calls an `llvm.*` intrinsic directly.
    pub fn intrinsic_name(&self, i: Inst) -> Option<&'a str> {
        let d = &self.body.dfg.insts[i];
        match d.kind {
            InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. } => self
                .callee_name(d.args[0])
                .filter(|n| n.starts_with("llvm.")),
            _ => None,
        }
    }

    /// Whether `i` carries the metadata attachment `kind` (e.g. `invariant.load`).
    pub fn has_attachment(&self, i: Inst, kind: &str) -> bool {
        self.body.dfg.insts[i]
            .attachments
            .iter()
            .any(|(k, _)| self.module.md_kinds.name(*k) == kind)
    }

    /// What a call may do to memory no location describes.
    pub fn mod_ref_unknown_loc(&self, call: Inst) -> ModRef {
        self.call_effects(call).total()
    }

    /// The uses of a value.
    pub fn uses_of(&self, v: Value) -> &[crate::ir::function::Use] {
        self.use_lists().get(v)
    }

    fn use_lists(&self) -> &crate::ir::function::UseLists {
        self.uses
            .get_or_init(|| self.body.dfg.value_use_lists(&self.body.layout))
    }

    /// The value of an integer constant operand.
    pub fn const_int_value(&self, op: Operand) -> Option<i64> {
        self.const_int(op)
    }

    /// An operand's type.
    pub fn operand_type(&self, op: Operand) -> Option<Type> {
        match op {
            Operand::Value(v) => Some(self.body.dfg.values[v].ty),
            Operand::Const(c) => Some(self.module.constants.ty(c)),
            _ => None,
        }
    }

    /// The memory effects of a call: call-site `memory(...)` intersected with the callee's.
    pub fn call_effects(&self, i: Inst) -> MemoryEffects {
        let d = &self.body.dfg.insts[i];
        let info = match &d.kind {
            InstKind::Call { info, .. }
            | InstKind::Invoke { info }
            | InstKind::CallBr { info, .. } => info,
            _ => return MemoryEffects::UNKNOWN,
        };
        let from_set = |set: AttrSet| {
            self.module.attrs.get(set).iter().find_map(|a| match a {
                Attribute::Args(n, t) if n == "memory" => Some(MemoryEffects::parse(t)),
                _ => None,
            })
        };
        let mut e = from_set(info.attrs.func).unwrap_or(MemoryEffects::UNKNOWN);
        if let Some(l) = self.callee_attrs(d.args[0]) {
            if let Some(c) = from_set(l.func) {
                e = e.intersect(c);
            }
        }
        e
    }

    /// The call's pointer arguments (variadic and bundle operands included) with what the
    /// call may do through each.
    fn pointer_args(&self, i: Inst) -> Vec<(Operand, ModRef, Option<u64>)> {
        let d = &self.body.dfg.insts[i];
        let info = match &d.kind {
            InstKind::Call { info, .. }
            | InstKind::Invoke { info }
            | InstKind::CallBr { info, .. } => info,
            _ => return Vec::new(),
        };
        let callee_attrs = self.callee_attrs(d.args[0]);
        let mut out = Vec::new();
        for (k, &op) in d.args[1..].iter().enumerate() {
            let Some(t) = self.operand_type(op) else {
                continue;
            };
            if !self.module.types.is_ptr(t) {
                continue;
            }
            let has = |name: &str| {
                self.param_attrs_have(info.attrs.param(k), name)
                    || callee_attrs.is_some_and(|l| self.param_attrs_have(l.param(k), name))
            };
            let mr = if has("readnone") {
                ModRef::NONE
            } else if has("readonly") {
                ModRef::REF
            } else if has("writeonly") {
                ModRef::MOD
            } else {
                ModRef::BOTH
            };
            out.push((op, mr, self.arg_size(i, k)));
        }
        out
    }

    /// Whether `i` may read or write `loc`.
    pub fn mod_ref(&mut self, i: Inst, loc: MemoryLocation) -> ModRef {
        let r = self.mod_ref_unmasked(i, loc);
        // Constant memory changes under no store, fence or call (an ordered atomic store
        // excepted: it orders everything).
        let masked = match &self.body.dfg.insts[i].kind {
            InstKind::Store { atomic, .. } => atomic
                .as_ref()
                .is_none_or(|a| a.ordering <= Ordering::Unordered),
            InstKind::Fence { .. }
            | InstKind::Call { .. }
            | InstKind::Invoke { .. }
            | InstKind::CallBr { .. } => true,
            _ => false,
        };
        if masked && r.any() {
            let mask = self.mod_ref_mask(loc.ptr);
            return ModRef {
                mod_: r.mod_ && mask.mod_,
                ref_: r.ref_ && mask.ref_,
            };
        }
        r
    }

    /// Seed mode only (`-atomic-opt=seed`; LLVM mode never asks): the mod/ref of an atomic or
    /// volatile load, store, `cmpxchg` or `atomicrmw` on `loc` counting only the bytes the
    /// access itself touches, its ordering aside (seed 001: a monotonic access is "a read+write
    /// on the relevant memory location"; whether its ordering lets another access cross it is
    /// `ir::atomics`' question). `NoModRef` when the two do not alias, `ModRef` when they may
    /// (an atomic load counts as a write of its own place too); `None` for anything else.
    pub fn own_location_mod_ref(&mut self, i: Inst, loc: MemoryLocation) -> Option<ModRef> {
        if !matches!(
            self.body.dfg.insts[i].kind,
            InstKind::Load { .. }
                | InstKind::Store { .. }
                | InstKind::CmpXchg { .. }
                | InstKind::AtomicRmw { .. }
        ) {
            return None;
        }
        let own = self.location(i)?;
        Some(if self.alias(own, loc) == AliasResult::NoAlias {
            ModRef::NONE
        } else {
            ModRef::BOTH
        })
    }

    fn mod_ref_unmasked(&mut self, i: Inst, loc: MemoryLocation) -> ModRef {
        let d = &self.body.dfg.insts[i];
        match &d.kind {
            InstKind::Load { atomic, .. } => {
                if atomic
                    .as_ref()
                    .is_some_and(|a| a.ordering > Ordering::Unordered)
                {
                    return ModRef::BOTH;
                }
                let l = self.location(i).expect("load location");
                if self.alias(l, loc) == AliasResult::NoAlias {
                    ModRef::NONE
                } else {
                    ModRef::REF
                }
            }
            InstKind::Store { atomic, .. } => {
                if atomic
                    .as_ref()
                    .is_some_and(|a| a.ordering > Ordering::Unordered)
                {
                    return ModRef::BOTH;
                }
                let Some(l) = self.location(i) else {
                    return ModRef::BOTH;
                };
                if self.alias(l, loc) == AliasResult::NoAlias {
                    ModRef::NONE
                } else {
                    ModRef::MOD
                }
            }
            InstKind::Fence { .. } => ModRef::BOTH,
            InstKind::CmpXchg { success, .. } => self.rmw_like(i, *success, loc),
            InstKind::AtomicRmw { atomic, .. } => self.rmw_like(i, atomic.ordering, loc),
            InstKind::VaArg => ModRef::BOTH,
            InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
                if self.tail_call_misses_alloca(i, loc) {
                    return ModRef::NONE;
                }
                if self.scoped_noalias(self.call_location(i), loc) {
                    return ModRef::NONE;
                }
                if self.is_operator_new(i) {
                    if let Some(r) = self.body.dfg.insts[i].result {
                        let result = MemoryLocation::new(Operand::Value(r), None);
                        if self.alias(result, loc) == AliasResult::NoAlias {
                            return ModRef::NONE;
                        }
                    }
                }
                let e = self.call_effects(i);
                let mut r = e.other;
                if e.argmem.any() {
                    for (arg, mr, size) in self.pointer_args(i) {
                        let arg_loc = MemoryLocation {
                            ptr: arg,
                            size,
                            tbaa: None,
                            scope: None,
                            noalias: None,
                        };
                        if self.alias(arg_loc, loc) != AliasResult::NoAlias {
                            r = r.union(ModRef {
                                mod_: mr.mod_ && e.argmem.mod_,
                                ref_: mr.ref_ && e.argmem.ref_,
                            });
                        }
                    }
                }
                if r.any() {
                    // A local object whose address never escapes is reached only through the
                    // call's arguments.
                    let base = self.decomposed_base(loc.ptr);
                    let own_result =
                        self.body.dfg.insts[i].result.map(Operand::Value) == Some(base);
                    if !own_result && self.non_escaping_local(base) {
                        let mut through_args = ModRef::NONE;
                        for (arg, mr, _) in self.pointer_args(i) {
                            if self.decomposed_base(arg) == base {
                                through_args = through_args.union(mr);
                            }
                        }
                        r = ModRef {
                            mod_: r.mod_ && through_args.mod_,
                            ref_: r.ref_ && through_args.ref_,
                        };
                    }
                }
                r
            }
            _ => ModRef::NONE,
        }
    }

    /// Bytes the intrinsic call `i` may touch through its argument `k` (LLVM's location for an
    /// argument): the constant length of `llvm.memcpy`/`memmove`/`memset`, the vector size of
    /// `llvm.masked.load`/`store`, the alloca of `llvm.lifetime.start`/`end`; `None` otherwise.
    fn arg_size(&self, i: Inst, k: usize) -> Option<u64> {
        let name = self.intrinsic_name(i)?;
        let d = &self.body.dfg.insts[i];
        let arg = |n: usize| d.args.get(n + 1).copied();
        let length = |n: usize| match self.const_int(arg(n)?) {
            Some(c) => u64::try_from(c).ok(),
            None => Some(AFTER_POINTER),
        };
        if name.starts_with("llvm.memset.") || name.starts_with("llvm.memset.inline.") {
            return if k == 0 { length(2) } else { None };
        }
        if name.starts_with("llvm.memcpy.") || name.starts_with("llvm.memmove.") {
            return if k <= 1 { length(2) } else { None };
        }
        if (name.starts_with("llvm.lifetime.start") || name.starts_with("llvm.lifetime.end"))
            && k == 0
        {
            return self.object_size(arg(0)?).filter(|_| {
                self.inst_of(arg(0).unwrap_or(d.args[0]))
                    .is_some_and(|a| matches!(self.body.dfg.insts[a].kind, InstKind::Alloca { .. }))
            });
        }
        if name.starts_with("llvm.masked.load.") && k == 0 {
            return self.store_size(d.ty);
        }
        if name.starts_with("llvm.masked.store.") && k == 1 {
            return self.store_size(self.operand_type(arg(0)?)?);
        }
        None
    }

    /// A `tail` call cannot reach the caller's allocas (its frame may be gone), unless the
    /// call passes something `byval`.
    fn tail_call_misses_alloca(&self, i: Inst, loc: MemoryLocation) -> bool {
        let d = &self.body.dfg.insts[i];
        let InstKind::Call { info, tail } = &d.kind else {
            return false;
        };
        if !matches!(tail, TailKind::Tail | TailKind::MustTail) {
            return false;
        }
        let base = self.decomposed_base(loc.ptr);
        let is_alloca = self
            .inst_of(base)
            .is_some_and(|a| matches!(self.body.dfg.insts[a].kind, InstKind::Alloca { .. }));
        is_alloca && !(0..d.args.len()).any(|k| self.param_attrs_have(info.attrs.param(k), "byval"))
    }

    /// Whether two calls may conflict (LLVM's mod/ref of the call `a` against the call `b`):
    /// neither touches memory, or both only read: no; a call that only touches memory through
    /// its arguments (no other or inaccessible memory) conflicts as the other call's mod/ref on
    /// each of those argument locations says (`b`'s first, then `a`'s); otherwise yes.
    pub fn calls_conflict(&mut self, a: Inst, b: Inst) -> bool {
        self.call_mod_ref(a, b).any()
    }

    /// What the call `a` may do to the memory the call `b` touches (LLVM's mod/ref of a call
    /// against a call; [`Self::calls_conflict`] is whether it is anything).
    pub fn call_mod_ref(&mut self, a: Inst, b: Inst) -> ModRef {
        if self.scoped_noalias(self.call_location(a), self.call_location(b)) {
            return ModRef::NONE;
        }
        let (ea, eb) = (self.call_effects(a), self.call_effects(b));
        let (ta, tb) = (ea.total(), eb.total());
        if !ta.any() || !tb.any() || !(ta.mod_ || tb.mod_) {
            return ModRef::NONE;
        }
        let result = if !ta.mod_ {
            ModRef::REF
        } else if !ta.ref_ {
            ModRef::MOD
        } else {
            ModRef::BOTH
        };
        let and = |x: ModRef, y: ModRef| ModRef {
            mod_: x.mod_ && y.mod_,
            ref_: x.ref_ && y.ref_,
        };
        let args_only = |e: MemoryEffects| !e.other.any() && !e.inaccessible.any();
        if args_only(eb) {
            let mut r = ModRef::NONE;
            for (arg, mr, size) in self.pointer_args(b) {
                let mr = and(mr, eb.argmem);
                let mask = if mr.mod_ {
                    ModRef::BOTH
                } else if mr.ref_ {
                    ModRef::MOD
                } else {
                    ModRef::NONE
                };
                let loc = MemoryLocation {
                    ptr: arg,
                    size,
                    tbaa: None,
                    scope: None,
                    noalias: None,
                };
                let on_arg = self.mod_ref(a, loc);
                r = and(r.union(and(mask, on_arg)), result);
                if r == result {
                    break;
                }
            }
            return r;
        }
        if args_only(ea) {
            let mut r = ModRef::NONE;
            for (arg, mr, size) in self.pointer_args(a) {
                let mr = and(mr, ea.argmem);
                let loc = MemoryLocation {
                    ptr: arg,
                    size,
                    tbaa: None,
                    scope: None,
                    noalias: None,
                };
                let on_arg = self.mod_ref(b, loc);
                if (mr.mod_ && on_arg.any()) || (mr.ref_ && on_arg.mod_) {
                    r = and(r.union(mr), result);
                }
                if r == result {
                    break;
                }
            }
            return r;
        }
        result
    }

    fn rmw_like(&mut self, i: Inst, ordering: Ordering, loc: MemoryLocation) -> ModRef {
        if ordering > Ordering::Monotonic {
            return ModRef::BOTH;
        }
        match self.location(i) {
            Some(l) if self.alias(l, loc) == AliasResult::NoAlias => ModRef::NONE,
            _ => ModRef::BOTH,
        }
    }

    /// Whether no store, fence or call can change what `ptr` points to (LLVM's mod/ref mask
    /// without `Mod`): every object it may be based on, looking through `getelementptr`s,
    /// casts, selects and phis (at most 8 lookups, a phi of at most 8 values), is a `constant`
    /// global variable or a `noalias readonly` argument.
    pub fn points_to_constant_memory(&self, ptr: Operand) -> bool {
        !self.mod_ref_mask(ptr).mod_
    }

    /// What any instruction may at most do to memory `ptr` points to (see
    /// [`Self::points_to_constant_memory`]).
    fn mod_ref_mask(&self, ptr: Operand) -> ModRef {
        const MAX_LOOKUP: usize = 8;
        let mut result = ModRef::NONE;
        let mut work = vec![ptr];
        let mut visited: Vec<Operand> = Vec::new();
        let mut lookups = 0;
        while let Some(p) = work.pop() {
            let v = self.decomposed_base(p);
            lookups += 1;
            if visited.contains(&v) {
                if lookups >= MAX_LOOKUP && !work.is_empty() {
                    return ModRef::BOTH;
                }
                continue;
            }
            visited.push(v);
            if let Some(n) = self.param_index(v) {
                if self.param_is(n, "noalias") && self.param_only_reads(n) {
                    result = result.union(ModRef::REF);
                } else {
                    return ModRef::BOTH;
                }
            } else if let Some(g) = self.global_of(v) {
                match &self.module.globals[g].kind {
                    GlobalKind::Variable(gv) if gv.constant => {}
                    _ => return ModRef::BOTH,
                }
            } else if let Some(i) = self.inst_of(v) {
                let d = &self.body.dfg.insts[i];
                match d.kind {
                    InstKind::Select { .. } => {
                        work.push(d.args[1]);
                        work.push(d.args[2]);
                    }
                    InstKind::Phi { .. } => {
                        if d.args.len() / 2 > MAX_LOOKUP {
                            return ModRef::BOTH;
                        }
                        work.extend(d.args.iter().step_by(2).copied());
                    }
                    _ => return ModRef::BOTH,
                }
            } else {
                return ModRef::BOTH;
            }
            if lookups >= MAX_LOOKUP && !work.is_empty() {
                return ModRef::BOTH;
            }
        }
        result
    }

    /// Whether the function's argument `n` is `readonly` or `readnone`.
    fn param_only_reads(&self, n: usize) -> bool {
        self.param_is(n, "readonly") || self.param_is(n, "readnone")
    }

    pub fn body(&self) -> &'a FunctionBody {
        self.body
    }

    pub fn module(&self) -> &'a Module {
        self.module
    }

    // Object facts dead-store elimination asks (LLVM's `getUnderlyingObject`,
    // `GetPointerBaseWithConstantOffset`, `isIdentifiedObject`, `getObjectSize`).

    /// The object `ptr` points into: through `getelementptr`s (any indices), `bitcast` and
    /// `addrspacecast`, instructions or constant expressions, at most six steps (LLVM's
    /// `getUnderlyingObject` default look-up depth).
    pub fn underlying_object(&self, mut ptr: Operand) -> Operand {
        for _ in 0..6 {
            match ptr {
                Operand::Value(_) => {
                    let Some(i) = self.inst_of(ptr) else { break };
                    let d = &self.body.dfg.insts[i];
                    match &d.kind {
                        InstKind::Gep { .. }
                        | InstKind::Cast {
                            op: CastOp::BitCast | CastOp::AddrSpaceCast,
                            ..
                        } => ptr = d.args[0],
                        _ => break,
                    }
                }
                Operand::Const(c) => match self.module.constants.data(c) {
                    ConstantData::Gep { ops, .. } => ptr = Operand::Const(ops[0]),
                    ConstantData::Expr {
                        op: ExprOp::BitCast | ExprOp::AddrSpaceCast,
                        ops,
                        ..
                    } => ptr = Operand::Const(ops[0]),
                    _ => break,
                },
                _ => break,
            }
        }
        ptr
    }

    /// `ptr` as a base and a constant byte offset: through casts and `getelementptr`s whose
    /// indices are all constants; the first one with a variable index is the base.
    pub fn constant_offset_base(&self, mut ptr: Operand) -> (Operand, i64) {
        let mut offset = 0i64;
        for _ in 0..64 {
            match ptr {
                Operand::Value(_) => {
                    let Some(i) = self.inst_of(ptr) else { break };
                    let d = &self.body.dfg.insts[i];
                    match &d.kind {
                        InstKind::Gep { source, .. } => {
                            match self
                                .gep_offset(*source, &d.args[1..])
                                .and_then(|o| offset.checked_add(o))
                            {
                                Some(o) => offset = o,
                                None => break,
                            }
                            ptr = d.args[0];
                        }
                        InstKind::Cast {
                            op: CastOp::BitCast | CastOp::AddrSpaceCast,
                            ..
                        } => ptr = d.args[0],
                        _ => break,
                    }
                }
                Operand::Const(c) => match self.module.constants.data(c) {
                    ConstantData::Gep { source, ops, .. } => {
                        let idx: Vec<Operand> =
                            ops[1..].iter().map(|&c| Operand::Const(c)).collect();
                        match self
                            .gep_offset(*source, &idx)
                            .and_then(|o| offset.checked_add(o))
                        {
                            Some(o) => offset = o,
                            None => break,
                        }
                        ptr = Operand::Const(ops[0]);
                    }
                    ConstantData::Expr {
                        op: ExprOp::BitCast | ExprOp::AddrSpaceCast,
                        ops,
                        ..
                    } => ptr = Operand::Const(ops[0]),
                    _ => break,
                },
                _ => break,
            }
        }
        (ptr, offset)
    }

    /// LLVM's `isIdentifiedObject`: an alloca, a global, a `noalias` call's result, a
    /// `noalias` or `byval` argument.
    pub fn is_identified_object(&self, op: Operand) -> bool {
        self.is_identified(op)
    }

    /// Whether `op` is an `alloca`.
    pub fn is_alloca(&self, op: Operand) -> bool {
        self.inst_of(op)
            .is_some_and(|i| matches!(self.body.dfg.insts[i].kind, InstKind::Alloca { .. }))
    }

    /// Whether `op` is the result of a call whose return value is `noalias`.
    pub fn is_noalias_call_result(&self, op: Operand) -> bool {
        self.inst_of(op).is_some_and(|i| self.is_noalias_call(i))
    }

    /// Whether `op` is a `byval` argument of the function.
    pub fn is_byval_argument(&self, op: Operand) -> bool {
        self.param_index(op)
            .is_some_and(|n| self.param_is(n, "byval"))
    }

    /// Whether the address of the local object `op` may escape (stored, passed to a call that
    /// may capture it, returned, ...; see the capture rule in the module doc). Not a local
    /// value: `true`.
    pub fn may_be_captured(&mut self, op: Operand) -> bool {
        match op {
            Operand::Value(v) => self.is_captured(v),
            _ => true,
        }
    }

    /// Forgets the instruction `i`, deleted by the pass asking: it no longer uses its
    /// operands, so a local object it captured may stop being captured (capture answers are
    /// recomputed; LLVM's `EarliestEscapeAnalysis::removeInstruction`).
    pub fn remove_instruction(&mut self, i: Inst) {
        let uses_a_value = self.body.dfg.insts[i]
            .args
            .iter()
            .any(|op| matches!(op, Operand::Value(_)));
        if self.removed.insert(i, ()).is_none() && uses_a_value {
            self.captured = SecondaryMap::new();
        }
    }

    /// The bytes of an object whose size is fixed: an alloca of a constant number of elements,
    /// a global variable with a definitive initializer (not interposable, not externally
    /// initialised). LLVM's `getObjectSize` as DSE asks it.
    pub fn definitive_object_size(&self, op: Operand) -> Option<u64> {
        if let Some(g) = self.global_of(op) {
            use crate::ir::module::Linkage;
            let data = &self.module.globals[g];
            let GlobalKind::Variable(v) = &data.kind else {
                return None;
            };
            let interposable = matches!(
                data.linkage,
                Linkage::Weak
                    | Linkage::LinkOnce
                    | Linkage::Common
                    | Linkage::ExternWeak
                    | Linkage::AvailableExternally
            );
            if v.init.is_none() || v.externally_initialized || interposable {
                return None;
            }
            return self.alloc_size(v.value_ty);
        }
        let i = self.inst_of(op)?;
        let d = &self.body.dfg.insts[i];
        match &d.kind {
            InstKind::Alloca { allocated, .. } => {
                let n = u64::try_from(self.const_int(d.args[0])?).ok()?;
                self.alloc_size(*allocated)?.checked_mul(n)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::function::Inst;

    fn module(text: &str) -> Module {
        crate::parse::parse_module(text, "t.ll").unwrap()
    }

    /// The body of the module's first defined function (borrowed from the module, as the
    /// analysis finds the function's attributes by its body).
    fn first_body(m: &Module) -> &FunctionBody {
        m.layout
            .functions
            .iter()
            .find_map(|&f| m.function(f).and_then(|d| d.body.as_ref()))
            .unwrap()
    }

    fn insts(body: &FunctionBody) -> Vec<Inst> {
        body.layout.insts().collect()
    }

    /// Answers learned from opt-22 (`aa-eval -print-all-alias-modref-info`).
    #[test]
    fn alias_rules() {
        let m = module(
            "@g = global i32 0\n@h = global [4 x i32] zeroinitializer\n\
             define void @f(ptr %p, ptr noalias %q, ptr %r) {\n\
             %a = alloca i32\n  %b = alloca [4 x i32]\n\
             %b1 = getelementptr inbounds [4 x i32], ptr %b, i64 0, i64 1\n\
             %b2 = getelementptr inbounds i8, ptr %b, i64 2\n\
             %l = load ptr, ptr %r\n  %lf = getelementptr inbounds i8, ptr %l, i64 16\n\
             store i32 0, ptr %a\n  store i32 0, ptr %b\n  store i32 0, ptr %b1\n  store i32 0, ptr %b2\n\
             store i32 0, ptr %p\n  store i32 0, ptr %q\n  store i32 0, ptr @g\n  store i32 0, ptr %lf\n  ret void\n}\n",
        );
        let body = first_body(&m);
        let mut aa = AliasAnalysis::new(&m, body);
        let ii = insts(body);
        let loc = |k: usize| aa.location(ii[k]).unwrap();
        let (a, b, b1, b2, p, q, g, lf) = (
            loc(6),
            loc(7),
            loc(8),
            loc(9),
            loc(10),
            loc(11),
            loc(12),
            loc(13),
        );
        use AliasResult::*;
        assert_eq!(aa.alias(a, b), NoAlias, "two allocas");
        assert_eq!(aa.alias(b, b1), NoAlias, "disjoint constant offsets");
        assert_eq!(aa.alias(b, b2), PartialAlias, "overlapping offsets");
        assert_eq!(aa.alias(b1, b1), MustAlias);
        assert_eq!(aa.alias(a, p), NoAlias, "alloca vs argument");
        assert_eq!(aa.alias(p, q), NoAlias, "noalias argument vs argument");
        assert_eq!(aa.alias(p, g), MayAlias, "argument vs global");
        assert_eq!(aa.alias(q, g), NoAlias, "noalias argument vs global");
        assert_eq!(
            aa.alias(a, lf),
            NoAlias,
            "non-escaping alloca vs loaded pointer"
        );
        assert_eq!(
            aa.alias(g, lf),
            NoAlias,
            "16 bytes past a 4-byte global's start"
        );
        assert_eq!(aa.alias(p, lf), MayAlias);
        let r = MemoryLocation {
            ptr: body.dfg.insts[ii[4]].args[0],
            size: Some(8),
            tbaa: None,
            scope: None,
            noalias: None,
        };
        assert_eq!(
            aa.alias(r, g),
            NoAlias,
            "8 bytes cannot fit in a 4-byte global"
        );
        assert_eq!(aa.alias(r, p), MayAlias);
    }

    #[test]
    fn mod_ref_of_atomics_fences_and_calls() {
        let m = module(
            "declare void @w(ptr) memory(argmem: write)\ndeclare i32 @pure(i32) memory(none)\n\
             declare void @unknown()\n\
             define void @f(ptr noalias %p, ptr noalias %q) {\n\
             %x = load atomic i32, ptr %q monotonic, align 4\n\
             %y = load atomic i32, ptr %q unordered, align 4\n\
             fence syncscope(\"singlethread\") acquire\n\
             call void @w(ptr %q)\n  %z = call i32 @pure(i32 1)\n  call void @unknown()\n\
             %o = atomicrmw add ptr %q, i32 1 monotonic\n  %s = atomicrmw add ptr %q, i32 1 acquire\n\
             store i32 0, ptr %p\n  ret void\n}\n",
        );
        let body = first_body(&m);
        let mut aa = AliasAnalysis::new(&m, body);
        let ii = insts(body);
        let p = aa.location(ii[8]).unwrap();
        // Stricter than seed 001: a monotonic load of %q orders against %p.
        assert_eq!(aa.mod_ref(ii[0], p), ModRef::BOTH);
        assert_eq!(aa.mod_ref(ii[1], p), ModRef::NONE);
        assert_eq!(aa.mod_ref(ii[2], p), ModRef::BOTH, "any fence");
        assert_eq!(
            aa.mod_ref(ii[3], p),
            ModRef::NONE,
            "argmem write through %q"
        );
        assert_eq!(aa.mod_ref(ii[4], p), ModRef::NONE, "memory(none)");
        assert_eq!(
            aa.mod_ref(ii[5], p),
            ModRef::NONE,
            "an unknown call cannot reach a noalias argument that does not escape"
        );
        assert_eq!(
            aa.mod_ref(ii[6], p),
            ModRef::NONE,
            "monotonic rmw elsewhere"
        );
        assert_eq!(aa.mod_ref(ii[7], p), ModRef::BOTH, "acquire rmw");
        assert_eq!(
            MemoryEffects::parse("argmem: read, inaccessiblemem: write"),
            MemoryEffects {
                argmem: ModRef::REF,
                inaccessible: ModRef::MOD,
                other: ModRef::NONE,
            }
        );
    }

    /// Answers learned from opt-22 (`print<memoryssa-walker>` on clang-22 -O2 output and
    /// `aa-eval` on an llvm-stress module).
    #[test]
    fn variable_indices_selects_and_malloc() {
        let m = module(
            "declare noalias ptr @malloc(i64)\n\
             define void @f(ptr %p, i64 %i, ptr %q) {\n\
             %a = alloca i8\n  %b = alloca i32\n\
             %x = getelementptr inbounds float, ptr %p, i64 %i\n\
             %y = getelementptr inbounds i8, ptr %x, i64 16\n\
             %s1 = select i1 true, ptr %q, ptr %a\n  %s2 = select i1 true, ptr %b, ptr %s1\n\
             %m = call ptr @malloc(i64 8)\n\
             store <4 x float> zeroinitializer, ptr %x\n  store <4 x float> zeroinitializer, ptr %y\n\
             store double 0.0, ptr %s2\n  store i32 0, ptr %s1\n  store i32 0, ptr %q\n  ret void\n}\n",
        );
        let body = first_body(&m);
        let mut aa = AliasAnalysis::new(&m, body);
        let ii = insts(body);
        let (x, y, s2, s1, q) = (
            aa.location(ii[7]).unwrap(),
            aa.location(ii[8]).unwrap(),
            aa.location(ii[9]).unwrap(),
            aa.location(ii[10]).unwrap(),
            aa.location(ii[11]).unwrap(),
        );
        use AliasResult::*;
        assert_eq!(
            aa.alias(x, y),
            NoAlias,
            "same variable index, 16 bytes apart"
        );
        assert_eq!(
            aa.alias(s2, s1),
            NoAlias,
            "selects on one condition, arm by arm"
        );
        assert_eq!(
            aa.mod_ref(ii[6], q),
            ModRef::BOTH,
            "malloc without memory(...) may touch an argument's memory (opt-22 has no allocation rule)"
        );
    }

    #[test]
    fn tbaa_separates_unrelated_scalar_types() {
        let m = module(
            "define void @f(ptr %p, ptr %q) {\n\
             store i32 0, ptr %p, !tbaa !1\n  store float 0.0, ptr %q, !tbaa !4\n\
             store i8 0, ptr %q, !tbaa !6\n  store i32 1, ptr %q, !tbaa !1\n  ret void\n}\n\
             !0 = !{!\"Simple C/C++ TBAA\"}\n!2 = !{!\"omnipotent char\", !0, i64 0}\n\
             !3 = !{!\"int\", !2, i64 0}\n!1 = !{!3, !3, i64 0}\n\
             !5 = !{!\"float\", !2, i64 0}\n!4 = !{!5, !5, i64 0}\n!6 = !{!2, !2, i64 0}\n",
        );
        let body = first_body(&m);
        let mut aa = AliasAnalysis::new(&m, body);
        let ii = insts(body);
        let (int_p, float_q, char_q, int_q) = (
            aa.location(ii[0]).unwrap(),
            aa.location(ii[1]).unwrap(),
            aa.location(ii[2]).unwrap(),
            aa.location(ii[3]).unwrap(),
        );
        assert_eq!(
            aa.alias(int_p, float_q),
            AliasResult::NoAlias,
            "int vs float"
        );
        assert_eq!(
            aa.alias(int_p, char_q),
            AliasResult::MayAlias,
            "char aliases all"
        );
        assert_eq!(aa.alias(int_p, int_q), AliasResult::MayAlias, "int vs int");
    }
}
