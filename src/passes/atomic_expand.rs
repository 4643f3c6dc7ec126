//! `atomic-expand`: rewrites atomic loads, stores, `cmpxchg` and `atomicrmw` into what the
//! target can do, as LLVM 22's AtomicExpand pass does (seed 001's expansion rules), so that
//! `atomir opt -S -mtriple=T -passes=atomic-expand` prints what `opt-22` prints.
//!
//! Owns: the pass ([`AtomicExpand`], a module pass: it adds declarations such as
//! `@__atomic_load_4` or `@llvm.arm.dmb`), the order of work (blocks in order, each block's
//! instructions last to first, blocks made by an expansion visited after the block that made
//! them, as LLVM does: the order decides the numbered suffixes of new names and the order of new
//! declarations), and the expansions: float and pointer accesses as integers, fences around
//! accesses ([`targets::FenceStyle`]), `__atomic_*` libcalls for sizes or alignments the target
//! lacks, `atomicrmw` as a `cmpxchg` loop, ARM's 64-bit loads through `ldrexd`, 64-bit stores
//! as `atomicrmw xchg`, pointer `cmpxchg` as integer `cmpxchg`, x86's idempotent
//! `atomicrmw or 0` as a fenced load. The target facts are data in [`targets`]; the editing
//! surface (names made unique as LLVM's symbol table does, block splitting, declarations) is
//! [`builder`].
//!
//! The pass reads the target from the module (`target triple`, written by `opt`'s
//! `-mtriple=`), each function's `"target-features"` attribute (written by `-mattr=`) and the
//! CodeGen opt level set with [`with_codegen_opt_level`] (opt's `-codegen-opt-level=`; default
//! None, as opt-22 builds its TargetMachine). What is not done yet is an error naming the
//! instruction, never a silent pass-through: see [`Unsupported`].
//! Must not touch: `src/ir` (bodies are rebuilt with its existing API), `src/target` (the
//! `lower` tables), flags and files (`cli`).

pub mod builder;
mod libcall;
mod llsc;
mod partword;
pub use crate::target::atomic_expand as targets;

use super::analysis_manager::{AnalysisManager, PreservedAnalyses};
use super::manager::ModulePass;
use super::PassError;
use crate::ir::attributes::Attribute;
#[cfg(test)]
use crate::ir::function::Block;
use crate::ir::function::Inst;
use crate::ir::instructions::{
    Atomic, BinaryOp, CastOp, FastMath, InstKind, IntFlags, IntPredicate, Operand, Ordering, RmwOp,
};
use crate::ir::module::{GlobalKind, GlobalName, GlobalValue, Module};
use crate::ir::types::{Type, TypeData};
use builder::{Cursor, FnEditor};
use libcall::LibOp;
use std::cell::Cell;
use std::collections::HashMap;
use targets::{Arch, FenceStyle, TargetFacts};

thread_local! {
    static CODEGEN_OPT_LEVEL: Cell<u8> = const { Cell::new(0) };
}

/// Runs `f` with the CodeGen opt level `level` (opt's `-codegen-opt-level=N`) seen by
/// `atomic-expand` on this thread. The pass manager has no target options yet; this stands in
/// for opt's TargetMachine until it has.
pub fn with_codegen_opt_level<R>(level: u8, f: impl FnOnce() -> R) -> R {
    let old = CODEGEN_OPT_LEVEL.with(|c| c.replace(level));
    let r = f();
    CODEGEN_OPT_LEVEL.with(|c| c.set(old));
    r
}

/// The pass.
pub struct AtomicExpand;

/// An atomic instruction atomir's pass cannot expand yet for the target.
#[derive(Debug)]
pub struct Unsupported(pub String);

impl ModulePass for AtomicExpand {
    fn name(&self) -> &str {
        "atomic-expand"
    }

    fn run(
        &mut self,
        module: &mut Module,
        _analyses: &mut AnalysisManager,
        _out: &mut String,
    ) -> Result<PreservedAnalyses, PassError> {
        let fail = |message: String| PassError::Failed {
            pass: "atomic-expand".into(),
            message,
            span: None,
        };
        let fail_in = |message: String| PassError::Failed {
            pass: "atomic-expand".into(),
            message: format!("atomic-expand: {message}"),
            span: None,
        };
        let Some(triple) = module.triple.clone() else {
            return Err(fail("pass 'atomic-expand' requires TargetMachine".into()));
        };
        let optimized = CODEGEN_OPT_LEVEL.with(|c| c.get()) > 0;
        // Existing function declarations by name.
        let mut decls: HashMap<String, GlobalValue> = HashMap::new();
        for &g in &module.layout.functions {
            if let GlobalName::Named(n) = &module.globals[g].name {
                decls.insert(n.clone(), g);
            }
        }
        let functions: Vec<GlobalValue> = module.layout.functions.clone();
        let mut changed = false;
        for g in functions {
            let (has_atomics, features) = match &module.globals[g].kind {
                GlobalKind::Function(f) => match &f.body {
                    Some(body) => {
                        // opt's pass instrumentation skips `optnone` functions for this pass.
                        let optnone = module
                            .attrs
                            .get(f.attrs.func)
                            .iter()
                            .any(|a| matches!(a, Attribute::Flag(n) if n == "optnone"));
                        let atomics = !optnone
                            && body.layout.insts().any(|i| {
                                matches!(
                                    body.dfg.insts[i].kind,
                                    InstKind::Load {
                                        atomic: Some(_),
                                        ..
                                    } | InstKind::Store {
                                        atomic: Some(_),
                                        ..
                                    } | InstKind::CmpXchg { .. }
                                        | InstKind::AtomicRmw { .. }
                                )
                            });
                        let features = module
                            .attrs
                            .get(f.attrs.func)
                            .iter()
                            .find_map(|a| match a {
                                Attribute::Str(k, Some(v)) if k == "target-features" => {
                                    Some(v.clone())
                                }
                                _ => None,
                            })
                            .unwrap_or_default();
                        (atomics, features)
                    }
                    None => (false, String::new()),
                },
                _ => (false, String::new()),
            };
            let facts = targets::select(&triple, &features, optimized)
                .map_err(|e| fail_in(e.to_string()))?;
            if !has_atomics {
                continue;
            }
            let body = match &mut module.globals[g].kind {
                GlobalKind::Function(f) => f.body.take().expect("a body"),
                _ => unreachable!("checked above"),
            };
            let mut ed = FnEditor::new(module, body, &mut decls);
            let result = expand_function(&mut ed, &facts);
            let body = ed.finish();
            if let GlobalKind::Function(f) = &mut module.globals[g].kind {
                f.body = Some(body);
            }
            result.map_err(|(Unsupported(msg), span)| {
                let name = match &module.globals[g].name {
                    GlobalName::Named(n) => n.clone(),
                    GlobalName::Numbered(n) => n.to_string(),
                };
                PassError::Failed {
                    pass: "atomic-expand".into(),
                    message: format!("atomic-expand: in function '@{name}': {msg}"),
                    span,
                }
            })?;
            changed = true;
        }
        Ok(if changed {
            PreservedAnalyses::none()
        } else {
            PreservedAnalyses::all()
        })
    }
}

/// Every block in order (new blocks included as they appear), instructions last to first.
/// An error carries the source span of the instruction being expanded (if it has one).
fn expand_function(
    ed: &mut FnEditor<'_>,
    t: &TargetFacts,
) -> Result<(), (Unsupported, Option<crate::diag::Span>)> {
    let mut bi = 0;
    while bi < ed.blocks.len() {
        let b = ed.blocks[bi];
        let snapshot: Vec<Inst> = ed.insts[&b].clone();
        let dbg_kind = ed.m.md_kinds.id("dbg");
        for &inst in snapshot.iter().rev() {
            let span = *ed.body.spans.insts.get(inst);
            ed.current_dbg = ed.body.dfg.insts[inst]
                .attachments
                .iter()
                .find(|(k, _)| *k == dbg_kind)
                .copied();
            let mut x = Expander { ed, t };
            x.process(inst)
                .map_err(|e| (e, (span != crate::diag::Span::default()).then_some(span)))?;
        }
        bi += 1;
    }
    Ok(())
}

/// C11 memory-order numbers of the `__atomic_*` libcalls.
fn c_abi(o: Ordering) -> i128 {
    match o {
        Ordering::Unordered | Ordering::Monotonic => 0,
        Ordering::Acquire => 2,
        Ordering::Release => 3,
        Ordering::AcqRel => 4,
        Ordering::SeqCst => 5,
    }
}

fn is_acquire_or_stronger(o: Ordering) -> bool {
    matches!(o, Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst)
}

fn is_release_or_stronger(o: Ordering) -> bool {
    matches!(o, Ordering::Release | Ordering::AcqRel | Ordering::SeqCst)
}

/// The ordering a cmpxchg's success and failure orderings add up to.
fn merged_ordering(success: Ordering, failure: Ordering) -> Ordering {
    if failure == Ordering::SeqCst {
        return Ordering::SeqCst;
    }
    if failure == Ordering::Acquire {
        if success == Ordering::Monotonic {
            return Ordering::Acquire;
        }
        if success == Ordering::Release {
            return Ordering::AcqRel;
        }
    }
    success
}

/// The strongest failure ordering allowed with `success`.
fn strongest_failure(success: Ordering) -> Ordering {
    match success {
        Ordering::Release | Ordering::Monotonic | Ordering::Unordered => Ordering::Monotonic,
        Ordering::AcqRel | Ordering::Acquire => Ordering::Acquire,
        Ordering::SeqCst => Ordering::SeqCst,
    }
}

/// What kind of access an instruction is, for fence placement.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Access {
    Load,
    Store,
    /// cmpxchg and atomicrmw: both load and store.
    Rmw,
}

/// What a cmpxchg loop computes from the loaded value.
enum Perform {
    /// The operation on the whole value.
    Plain { op: RmwOp, inc: Operand },
    /// The operation on a part of the loaded word (`performMaskedAtomicOp`).
    Masked {
        op: RmwOp,
        shifted: Option<Operand>,
        inc: Operand,
        mask: partword::PartwordMask,
    },
}

/// How an atomicrmw is expanded.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum RmwPlan {
    Native,
    CmpXchgLoop,
    LlSc,
}

struct Expander<'a, 'm> {
    ed: &'a mut FnEditor<'m>,
    t: &'a TargetFacts,
}

impl Expander<'_, '_> {
    fn process(&mut self, inst: Inst) -> Result<(), Unsupported> {
        match self.ed.kind(inst).clone() {
            InstKind::Load {
                atomic: Some(_), ..
            } => self.load(inst),
            InstKind::Store {
                atomic: Some(_), ..
            } => self.store(inst),
            InstKind::AtomicRmw { .. } => self.rmw(inst),
            InstKind::CmpXchg { .. } => self.cmpxchg(inst),
            _ => Ok(()),
        }
    }

    fn at(&self, inst: Inst) -> Cursor {
        self.ed.position(inst).expect("a placed instruction")
    }

    /// Size in bits of a value type (pointers by the target's pointer width).
    fn bits_of(&self, ty: Type) -> Option<u32> {
        match self.ed.m.types.data(ty) {
            TypeData::Int(b) => Some(*b),
            TypeData::Float(k) => Some(k.bits()),
            TypeData::Ptr { .. } => Some(self.t.pointer_bits),
            _ => None,
        }
    }

    fn is_float(&self, ty: Type) -> bool {
        matches!(self.ed.m.types.data(ty), TypeData::Float(_))
    }

    fn is_ptr(&self, ty: Type) -> bool {
        matches!(self.ed.m.types.data(ty), TypeData::Ptr { .. })
    }

    /// `atomicSizeSupported`: the target does this size natively at this alignment.
    fn size_supported(&self, bits: u32, align: u64) -> bool {
        let bytes = u64::from(bits.div_ceil(8));
        u64::from(self.t.max_atomic_bits / 8) >= bytes && align >= bytes
    }

    fn cast(&mut self, at: &mut Cursor, op: CastOp, v: Operand, to: Type, name: &str) -> Operand {
        if let Some(folded) = self.fold_cast(op, v, to) {
            return folded;
        }
        Operand::Value(self.ed.insert_value(
            at,
            InstKind::Cast {
                op,
                flags: IntFlags::default(),
                fmf: FastMath::default(),
            },
            vec![v],
            to,
            name,
        ))
    }

    /// `CreateBitOrPointerCast`: nothing when the types are equal.
    fn bit_or_ptr_cast(&mut self, at: &mut Cursor, v: Operand, to: Type) -> Operand {
        let from = self.ed.operand_ty(v);
        if from == to {
            return v;
        }
        let op = if self.is_ptr(from) && !self.is_ptr(to) {
            CastOp::PtrToInt
        } else if !self.is_ptr(from) && self.is_ptr(to) {
            CastOp::IntToPtr
        } else {
            CastOp::BitCast
        };
        self.cast(at, op, v, to, "")
    }

    fn binary(
        &mut self,
        at: &mut Cursor,
        op: BinaryOp,
        a: Operand,
        b: Operand,
        name: &str,
    ) -> Operand {
        if let Some(folded) = self.fold_constants(op, a, b) {
            return folded;
        }
        if let Some(folded) = self.fold_binary(op, a, b) {
            return folded;
        }
        let ty = self.ed.operand_ty(a);
        Operand::Value(self.ed.insert_value(
            at,
            InstKind::Binary {
                op,
                flags: IntFlags::default(),
                fmf: FastMath::default(),
            },
            vec![a, b],
            ty,
            name,
        ))
    }

    /// An integer constant's value as unsigned bits (widths up to 128).
    fn const_bits(&self, v: Operand) -> Option<(u32, u128)> {
        let Operand::Const(c) = v else {
            return None;
        };
        let crate::ir::constant::ConstantData::Int { ty, value } = self.ed.m.constants.data(c)
        else {
            return None;
        };
        let bits = self.ed.int_bits(*ty)?;
        if bits > 128 {
            return None;
        }
        let lo = u128::from(value.words.first().copied().unwrap_or(0));
        let hi = u128::from(value.words.get(1).copied().unwrap_or(0));
        Some((bits, lo | (hi << 64)))
    }

    fn make_const(&mut self, ty: Type, bits: u32, v: u128) -> Operand {
        let masked = if bits >= 128 {
            v
        } else {
            v & ((1u128 << bits) - 1)
        };
        let mut a = crate::ir::constant::ApInt::zero(bits);
        a.words[0] = masked as u64;
        if a.words.len() > 1 {
            a.words[1] = (masked >> 64) as u64;
        }
        Operand::Const(self.ed.m.constants.make_int(ty, a))
    }

    /// The constant folder's casts of integer constants (zext, sext, trunc).
    fn fold_cast(&mut self, op: CastOp, v: Operand, to: Type) -> Option<Operand> {
        let (from_bits, x) = self.const_bits(v)?;
        let to_bits = self.ed.int_bits(to)?;
        if to_bits > 128 {
            return None;
        }
        let r = match op {
            CastOp::ZExt | CastOp::Trunc => x,
            CastOp::SExt => {
                let sign = (x >> (from_bits - 1)) & 1 == 1;
                if sign && from_bits < 128 {
                    x | (u128::MAX << from_bits)
                } else {
                    x
                }
            }
            _ => return None,
        };
        Some(self.make_const(to, to_bits, r))
    }

    /// The constant folder on two integer constants.
    fn fold_constants(&mut self, op: BinaryOp, a: Operand, b: Operand) -> Option<Operand> {
        let (bits, x) = self.const_bits(a)?;
        let (_, y) = self.const_bits(b)?;
        let r = match op {
            BinaryOp::Add => x.wrapping_add(y),
            BinaryOp::Sub => x.wrapping_sub(y),
            BinaryOp::And => x & y,
            BinaryOp::Or => x | y,
            BinaryOp::Xor => x ^ y,
            BinaryOp::Shl if y < u128::from(bits) => x << y,
            BinaryOp::LShr if y < u128::from(bits) => x >> y,
            _ => return None,
        };
        let ty = self.ed.operand_ty(a);
        Some(self.make_const(ty, bits, r))
    }

    /// What LLVM's InstSimplifyFolder folds when the expansion's builder makes a binary
    /// operation with a constant right operand: `x + 0`, `x - 0`, `x | 0`, `x ^ 0`,
    /// `x << 0`, `x & -1` are `x`; `x & 0` is `0`; `x | -1` is `-1`.
    fn fold_binary(&mut self, op: BinaryOp, a: Operand, b: Operand) -> Option<Operand> {
        let Operand::Const(c) = b else {
            return None;
        };
        let crate::ir::constant::ConstantData::Int { value, .. } = self.ed.m.constants.data(c)
        else {
            return None;
        };
        let zero = value.is_zero();
        let ones = value.as_i128() == Some(-1)
            || (value.fits_u64() && {
                let bits = self.ed.int_bits(self.ed.m.constants.ty(c)).unwrap_or(64);
                bits <= 64 && value.low_u64() == u64::MAX >> (64 - bits)
            });
        match op {
            BinaryOp::Add
            | BinaryOp::Sub
            | BinaryOp::Or
            | BinaryOp::Xor
            | BinaryOp::Shl
            | BinaryOp::LShr
            | BinaryOp::AShr
                if zero =>
            {
                Some(a)
            }
            BinaryOp::And if ones => Some(a),
            BinaryOp::And if zero => Some(b),
            BinaryOp::Or if ones => Some(b),
            _ => None,
        }
    }

    fn icmp(
        &mut self,
        at: &mut Cursor,
        pred: IntPredicate,
        a: Operand,
        b: Operand,
        name: &str,
    ) -> Operand {
        let i1 = self.ed.int_ty(1);
        Operand::Value(self.ed.insert_value(
            at,
            InstKind::ICmp {
                pred,
                samesign: false,
            },
            vec![a, b],
            i1,
            name,
        ))
    }

    fn select(
        &mut self,
        at: &mut Cursor,
        c: Operand,
        a: Operand,
        b: Operand,
        name: &str,
    ) -> Operand {
        let ty = self.ed.operand_ty(a);
        Operand::Value(self.ed.insert_value(
            at,
            InstKind::Select {
                fmf: FastMath::default(),
            },
            vec![c, a, b],
            ty,
            name,
        ))
    }

    fn extract(&mut self, at: &mut Cursor, agg: Operand, index: u32, name: &str) -> Operand {
        let agg_ty = self.ed.operand_ty(agg);
        let ty = self
            .ed
            .m
            .types
            .member(agg_ty, u64::from(index))
            .expect("a struct member");
        Operand::Value(self.ed.insert_value(
            at,
            InstKind::ExtractValue {
                indices: vec![index],
            },
            vec![agg],
            ty,
            name,
        ))
    }

    fn insertvalue(
        &mut self,
        at: &mut Cursor,
        agg: Operand,
        v: Operand,
        index: u32,
        name: &str,
    ) -> Operand {
        let ty = self.ed.operand_ty(agg);
        Operand::Value(self.ed.insert_value(
            at,
            InstKind::InsertValue {
                indices: vec![index],
            },
            vec![agg, v],
            ty,
            name,
        ))
    }

    fn poison(&mut self, ty: Type) -> Operand {
        Operand::Const(
            self.ed
                .m
                .constants
                .intern(crate::ir::constant::ConstantData::Poison(ty)),
        )
    }

    /// Replaces `inst`'s result with `v` everywhere and erases `inst`.
    fn replace(&mut self, inst: Inst, v: Operand) {
        if let Some(old) = self.ed.result(inst) {
            match v {
                Operand::Value(nv) => self.ed.replace_uses(old, nv),
                Operand::Const(_) => {
                    unreachable!("expansions produce values")
                }
                _ => {}
            }
        }
        self.ed.erase(inst);
    }

    // -- fences -------------------------------------------------------------------------------

    /// A call of an argument-less barrier intrinsic, or an ARM barrier.
    fn barrier(&mut self, at: &mut Cursor, name: &str) -> Inst {
        let void = self.ed.void_ty();
        self.ed.call(at, name, void, Vec::new(), "", Vec::new())
    }

    fn arm_dmb(&mut self, at: &mut Cursor) -> Inst {
        let void = self.ed.void_ty();
        let i32t = self.ed.int_ty(32);
        match self.t.arch {
            Arch::Arm { version: 7, .. } => {
                let ish = self.ed.const_int(i32t, 11);
                self.ed
                    .call(at, "llvm.arm.dmb", void, vec![ish], "", Vec::new())
            }
            _ => {
                let args = [15, 0, 0, 7, 10, 5]
                    .iter()
                    .map(|&v| self.ed.const_int(i32t, v))
                    .collect();
                self.ed.call(at, "llvm.arm.mcr", void, args, "", Vec::new())
            }
        }
    }

    fn ir_fence(&mut self, at: &mut Cursor, ordering: Ordering) -> Inst {
        let void = self.ed.void_ty();
        self.ed.insert(
            at,
            InstKind::Fence {
                atomic: Atomic {
                    scope: None,
                    ordering,
                },
            },
            Vec::new(),
            void,
            "",
        )
    }

    fn leading_fence(&mut self, at: &mut Cursor, access: Access, o: Ordering) -> Option<Inst> {
        let stores = access != Access::Load;
        match self.t.fences {
            FenceStyle::None => None,
            FenceStyle::Generic => {
                (is_release_or_stronger(o) && stores).then(|| self.ir_fence(at, o))
            }
            FenceStyle::Arm => match o {
                Ordering::SeqCst if !stores => None,
                Ordering::SeqCst | Ordering::Release | Ordering::AcqRel => Some(self.arm_dmb(at)),
                _ => None,
            },
            FenceStyle::Ppc => match o {
                Ordering::SeqCst => Some(self.barrier(at, "llvm.ppc.sync")),
                Ordering::Release | Ordering::AcqRel => Some(self.barrier(at, "llvm.ppc.lwsync")),
                _ => None,
            },
            FenceStyle::Riscv => match access {
                Access::Load if o == Ordering::SeqCst => Some(self.ir_fence(at, Ordering::SeqCst)),
                Access::Store if is_release_or_stronger(o) => {
                    Some(self.ir_fence(at, Ordering::Release))
                }
                _ => None,
            },
            FenceStyle::Sparc => {
                (stores && is_release_or_stronger(o)).then(|| self.ir_fence(at, Ordering::Release))
            }
        }
    }

    fn trailing_fence(
        &mut self,
        at: &mut Cursor,
        access: Access,
        o: Ordering,
        loaded: Option<Operand>,
    ) -> Option<Inst> {
        let loads = access != Access::Store;
        match self.t.fences {
            FenceStyle::None => None,
            FenceStyle::Generic => is_acquire_or_stronger(o).then(|| self.ir_fence(at, o)),
            FenceStyle::Arm => is_acquire_or_stronger(o).then(|| self.arm_dmb(at)),
            FenceStyle::Ppc => {
                if !(loads && is_acquire_or_stronger(o)) {
                    return None;
                }
                if access == Access::Load {
                    let v = loaded.expect("the loaded value");
                    let ty = self.ed.operand_ty(v);
                    let suffix = self.type_suffix(ty);
                    let void = self.ed.void_ty();
                    Some(self.ed.call(
                        at,
                        &format!("llvm.ppc.cfence.{suffix}"),
                        void,
                        vec![v],
                        "",
                        Vec::new(),
                    ))
                } else {
                    Some(self.barrier(at, "llvm.ppc.lwsync"))
                }
            }
            FenceStyle::Riscv => match access {
                Access::Load if is_acquire_or_stronger(o) => {
                    Some(self.ir_fence(at, Ordering::Acquire))
                }
                Access::Store if o == Ordering::SeqCst => Some(self.ir_fence(at, Ordering::SeqCst)),
                _ => None,
            },
            FenceStyle::Sparc => {
                if loads && is_acquire_or_stronger(o) {
                    Some(self.ir_fence(at, Ordering::Acquire))
                } else if access == Access::Store && o == Ordering::SeqCst {
                    Some(self.ir_fence(at, Ordering::SeqCst))
                } else {
                    None
                }
            }
        }
    }

    /// Leading fence before `inst`, trailing fence after it.
    fn bracket(&mut self, inst: Inst, access: Access, o: Ordering) {
        let mut at = self.at(inst);
        self.leading_fence(&mut at, access, o);
        let loaded = self.ed.result(inst).map(Operand::Value);
        if let Some(tf) = self.trailing_fence(&mut at, access, o, loaded) {
            self.ed.move_after(tf, inst);
        }
    }

    /// The overloaded-intrinsic suffix of a type (`i32`, `p0`, `f32`).
    fn type_suffix(&self, ty: Type) -> String {
        match self.ed.m.types.data(ty) {
            TypeData::Int(b) => format!("i{b}"),
            TypeData::Ptr { addrspace } => format!("p{addrspace}"),
            TypeData::Float(k) => match k {
                crate::ir::types::FloatKind::Half => "f16".into(),
                crate::ir::types::FloatKind::BFloat => "bf16".into(),
                crate::ir::types::FloatKind::Float => "f32".into(),
                crate::ir::types::FloatKind::Double => "f64".into(),
                crate::ir::types::FloatKind::X86Fp80 => "f80".into(),
                crate::ir::types::FloatKind::Fp128 => "f128".into(),
                crate::ir::types::FloatKind::PpcFp128 => "ppcf128".into(),
            },
            _ => "unknown".into(),
        }
    }

    fn uses_fences(&self) -> bool {
        match self.t.fences {
            FenceStyle::None => false,
            // RISC-V brackets loads and stores only.
            FenceStyle::Riscv => true,
            _ => true,
        }
    }

    // -- loads --------------------------------------------------------------------------------

    fn load(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::Load {
            volatile,
            atomic: Some(atomic),
            align,
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let ty = self
            .ed
            .value_ty(self.ed.result(inst).expect("a load result"));
        let ptr = self.ed.args(inst)[0];
        let bits = self
            .bits_of(ty)
            .ok_or_else(|| Unsupported("atomic load of this type".into()))?;
        let align = align.unwrap_or(1);
        if !self.size_supported(bits, align) {
            return self.libcall_load(inst, bits, align, ptr, atomic.ordering);
        }
        let mut inst = inst;
        if self.is_float(ty) {
            // convertAtomicLoadToIntegerType.
            let int_ty = self.ed.int_ty(bits);
            let mut at = self.at(inst);
            let new = self.ed.insert(
                &mut at,
                InstKind::Load {
                    volatile,
                    atomic: Some(atomic.clone()),
                    align: Some(align),
                },
                vec![ptr],
                int_ty,
                "",
            );
            let nv = Operand::Value(self.ed.result(new).unwrap());
            let cast = self.cast(&mut at, CastOp::BitCast, nv, ty, "");
            self.replace(inst, cast);
            inst = new;
        }
        let o = atomic.ordering;
        if self.uses_fences() && is_acquire_or_stronger(o) {
            self.set_load_ordering(inst, Ordering::Monotonic);
            self.bracket(inst, Access::Load, o);
        }
        // ARM: the only single-copy-atomic 64-bit load is ldrexd.
        if let Arch::Arm { thumb_m: false, .. } = self.t.arch {
            if bits == 64 {
                let lty = self.ed.value_ty(self.ed.result(inst).unwrap());
                let mut at = self.at(inst);
                let v = self.arm_load_linked64(&mut at, lty, ptr);
                if let Arch::Arm { version: 7, .. } = self.t.arch {
                    self.barrier(&mut at, "llvm.arm.clrex");
                }
                self.replace(inst, v);
            }
        }
        if bits == 128 && self.t.arch == Arch::X86_64 {
            self.load_via_cmpxchg(inst);
        }
        if bits == 128 && self.t.arch == Arch::AArch64 {
            if self.t.lse || !self.t.optimized {
                self.load_via_cmpxchg(inst);
            } else {
                return self.load_llsc_loop(inst);
            }
        }
        Ok(())
    }

    /// `expandAtomicLoadToCmpXchg`: a cmpxchg of zero with zero, its loaded half.
    fn load_via_cmpxchg(&mut self, inst: Inst) {
        let InstKind::Load {
            atomic: Some(atomic),
            align,
            ..
        } = self.ed.kind(inst).clone()
        else {
            return;
        };
        let ptr = self.ed.args(inst)[0];
        let ty = self.ed.value_ty(self.ed.result(inst).unwrap());
        let order = if atomic.ordering == Ordering::Unordered {
            Ordering::Monotonic
        } else {
            atomic.ordering
        };
        let zero = Operand::Const(self.ed.m.constants.intern(
            crate::ir::constant::ConstantData::Int {
                ty,
                value: crate::ir::constant::ApInt::zero(self.ed.int_bits(ty).unwrap_or(128)),
            },
        ));
        let i1 = self.ed.int_ty(1);
        let pair_ty = self.ed.struct_ty(vec![ty, i1]);
        let mut at = self.at(inst);
        let pair = self.ed.insert_value(
            &mut at,
            InstKind::CmpXchg {
                weak: false,
                volatile: false,
                scope: atomic.scope.clone(),
                success: order,
                failure: strongest_failure(order),
                align: align.unwrap_or(1),
            },
            vec![ptr, zero, zero],
            pair_ty,
            "",
        );
        let loaded = self.extract(&mut at, Operand::Value(pair), 0, "loaded");
        self.replace(inst, loaded);
    }

    fn set_load_ordering(&mut self, inst: Inst, o: Ordering) {
        match &mut self.ed.body.dfg.insts[inst].kind {
            InstKind::Load {
                atomic: Some(a), ..
            }
            | InstKind::Store {
                atomic: Some(a), ..
            } => a.ordering = o,
            InstKind::AtomicRmw { atomic, .. } => atomic.ordering = o,
            InstKind::CmpXchg {
                success, failure, ..
            } => {
                *success = o;
                *failure = o;
            }
            _ => {}
        }
    }

    /// `ldrexd` and the two halves put together (ARM's emitLoadLinked for 64 bits).
    fn arm_load_linked64(&mut self, at: &mut Cursor, ty: Type, ptr: Operand) -> Operand {
        let i32t = self.ed.int_ty(32);
        let pair = self.ed.struct_ty(vec![i32t, i32t]);
        let call = self
            .ed
            .call(at, "llvm.arm.ldrexd", pair, vec![ptr], "lohi", Vec::new());
        let lohi = Operand::Value(self.ed.result(call).unwrap());
        let lo = self.extract(at, lohi, 0, "lo");
        let hi = self.extract(at, lohi, 1, "hi");
        let lo64 = self.cast(at, CastOp::ZExt, lo, ty, "lo64");
        let hi64 = self.cast(at, CastOp::ZExt, hi, ty, "hi64");
        let c32 = self.ed.const_int(ty, 32);
        let shl = self.binary(at, BinaryOp::Shl, hi64, c32, "");
        self.binary(at, BinaryOp::Or, lo64, shl, "val64")
    }

    fn libcall_load(
        &mut self,
        inst: Inst,
        bits: u32,
        align: u64,
        ptr: Operand,
        o: Ordering,
    ) -> Result<(), Unsupported> {
        self.op_libcall(inst, LibOp::Load, bits / 8, align, ptr, None, None, o, None)?;
        Ok(())
    }

    // -- stores -------------------------------------------------------------------------------

    fn store(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::Store {
            volatile,
            atomic: Some(atomic),
            align,
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let val = self.ed.args(inst)[0];
        let ptr = self.ed.args(inst)[1];
        let ty = self.ed.operand_ty(val);
        let bits = self
            .bits_of(ty)
            .ok_or_else(|| Unsupported("atomic store of this type".into()))?;
        let align = align.unwrap_or(1);
        if !self.size_supported(bits, align) {
            return self.libcall_store(inst, bits, align, ptr, val, atomic.ordering);
        }
        let mut inst = inst;
        let mut val = val;
        if self.is_float(ty) {
            let int_ty = self.ed.int_ty(bits);
            let mut at = self.at(inst);
            val = self.cast(&mut at, CastOp::BitCast, val, int_ty, "");
            let void = self.ed.void_ty();
            let new = self.ed.insert(
                &mut at,
                InstKind::Store {
                    volatile,
                    atomic: Some(atomic.clone()),
                    align: Some(align),
                },
                vec![val, ptr],
                void,
                "",
            );
            self.ed.erase(inst);
            inst = new;
        }
        let o = atomic.ordering;
        if self.uses_fences() && is_release_or_stronger(o) {
            self.set_load_ordering(inst, Ordering::Monotonic);
            self.bracket(inst, Access::Store, o);
        }
        let wide = match self.t.arch {
            Arch::Arm { thumb_m: false, .. } => bits == 64,
            Arch::X86_64 => bits == 128,
            Arch::AArch64 => bits == 128,
            _ => false,
        };
        if wide {
            // expandAtomicStore: an atomicrmw xchg, expanded in turn.
            let ordering = match self.ed.kind(inst) {
                InstKind::Store {
                    atomic: Some(a), ..
                } => a.ordering,
                _ => o,
            };
            let ordering = if ordering == Ordering::Unordered {
                Ordering::Monotonic
            } else {
                ordering
            };
            let mut at = self.at(inst);
            let val_ty = self.ed.operand_ty(val);
            let rmw = self.ed.insert(
                &mut at,
                InstKind::AtomicRmw {
                    op: RmwOp::Xchg,
                    volatile,
                    atomic: Atomic {
                        scope: None,
                        ordering,
                    },
                    align,
                },
                vec![ptr, val],
                val_ty,
                "",
            );
            self.ed.erase(inst);
            return self.expand_rmw_as(rmw, self.rmw_plan(RmwOp::Xchg, bits, false));
        }
        Ok(())
    }

    fn libcall_store(
        &mut self,
        inst: Inst,
        bits: u32,
        align: u64,
        ptr: Operand,
        val: Operand,
        o: Ordering,
    ) -> Result<(), Unsupported> {
        self.op_libcall(
            inst,
            LibOp::Store,
            bits / 8,
            align,
            ptr,
            Some(val),
            None,
            o,
            None,
        )?;
        Ok(())
    }

    // -- atomicrmw ----------------------------------------------------------------------------

    /// How the target expands `op` at `bits` (after float xchg became integer).
    fn rmw_plan_for(&self, inst: Inst, op: RmwOp, bits: u32, float: bool) -> RmwPlan {
        // x86: `lock and/or/xor` leave no old value; a used result needs a cmpxchg loop.
        if self.t.arch == Arch::X86_64
            && matches!(op, RmwOp::And | RmwOp::Or | RmwOp::Xor)
            && bits < 128
            && self.ed.result(inst).is_some_and(|v| self.ed.is_used(v))
        {
            return RmwPlan::CmpXchgLoop;
        }
        self.rmw_plan(op, bits, float)
    }

    fn rmw_plan(&self, op: RmwOp, bits: u32, float: bool) -> RmwPlan {
        let classic = matches!(
            op,
            RmwOp::Xchg
                | RmwOp::Add
                | RmwOp::Sub
                | RmwOp::And
                | RmwOp::Or
                | RmwOp::Xor
                | RmwOp::Max
                | RmwOp::Min
                | RmwOp::UMax
                | RmwOp::UMin
        );
        match self.t.arch {
            Arch::X86_64 => {
                if float {
                    return RmwPlan::CmpXchgLoop;
                }
                if bits == 128 {
                    return RmwPlan::CmpXchgLoop;
                }
                match op {
                    RmwOp::Xchg | RmwOp::Add | RmwOp::Sub | RmwOp::And | RmwOp::Or | RmwOp::Xor => {
                        RmwPlan::Native
                    }
                    _ => RmwPlan::CmpXchgLoop,
                }
            }
            Arch::AArch64 => {
                if self.t.lse && !float && classic && bits < 128 {
                    return RmwPlan::Native;
                }
                if self.t.optimized && !self.t.lse {
                    RmwPlan::LlSc
                } else {
                    RmwPlan::CmpXchgLoop
                }
            }
            Arch::Arm { .. } => {
                if float || !self.t.optimized {
                    RmwPlan::CmpXchgLoop
                } else {
                    RmwPlan::LlSc
                }
            }
            Arch::Mips if float => RmwPlan::CmpXchgLoop,
            Arch::Mips => RmwPlan::Native,
            Arch::Sparcv9 => {
                if op == RmwOp::Xchg && !float && bits == 32 {
                    RmwPlan::Native
                } else {
                    RmwPlan::CmpXchgLoop
                }
            }
            Arch::Riscv64 => {
                if float {
                    RmwPlan::CmpXchgLoop
                } else if classic || op == RmwOp::Nand {
                    RmwPlan::Native
                } else {
                    RmwPlan::CmpXchgLoop
                }
            }
            Arch::PowerPc64Le => {
                if !float && (classic || op == RmwOp::Nand) {
                    RmwPlan::Native
                } else {
                    RmwPlan::CmpXchgLoop
                }
            }
            Arch::Sparc => RmwPlan::Native,
        }
    }

    fn rmw(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::AtomicRmw {
            op,
            volatile,
            atomic,
            align,
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let ptr = self.ed.args(inst)[0];
        let val = self.ed.args(inst)[1];
        let ty = self.ed.operand_ty(val);
        let bits = self
            .bits_of(ty)
            .ok_or_else(|| Unsupported("atomicrmw of this type".into()))?;
        if !self.size_supported(bits, align) {
            return self.libcall_rmw(inst, op, bits, align, ptr, val, atomic.ordering);
        }
        let mut inst = inst;
        let mut float = self.is_float(ty);
        // A float xchg is done as an integer xchg.
        if op == RmwOp::Xchg && (float || self.is_ptr(ty)) {
            let int_ty = self.ed.int_ty(bits);
            let mut at = self.at(inst);
            let v = self.bit_or_ptr_cast(&mut at, val, int_ty);
            let new = self.ed.insert(
                &mut at,
                InstKind::AtomicRmw {
                    op,
                    volatile,
                    atomic: atomic.clone(),
                    align,
                },
                vec![ptr, v],
                int_ty,
                "",
            );
            let nv = Operand::Value(self.ed.result(new).unwrap());
            let back = self.bit_or_ptr_cast(&mut at, nv, ty);
            self.replace(inst, back);
            inst = new;
            float = false;
        }
        let o = atomic.ordering;
        if self.t.fences != FenceStyle::None
            && self.t.fences != FenceStyle::Riscv
            && (is_release_or_stronger(o) || is_acquire_or_stronger(o))
        {
            self.set_load_ordering(inst, Ordering::Monotonic);
            self.bracket(inst, Access::Rmw, o);
        }
        // x86: an idempotent `or 0` (and friends) becomes a fenced load.
        if self.t.arch == Arch::X86_64 && !float && self.is_idempotent(inst) {
            let mut at = self.at(inst);
            self.ir_fence(&mut at, Ordering::SeqCst);
            let o = match self.ed.kind(inst) {
                InstKind::AtomicRmw { atomic, .. } => atomic.ordering,
                _ => o,
            };
            let load_o = match o {
                Ordering::Release => Ordering::Monotonic,
                Ordering::AcqRel => Ordering::Acquire,
                other => other,
            };
            let rty = self.ed.value_ty(self.ed.result(inst).unwrap());
            let load = self.ed.insert(
                &mut at,
                InstKind::Load {
                    volatile,
                    atomic: Some(Atomic {
                        scope: atomic.scope.clone(),
                        ordering: load_o,
                    }),
                    align: Some(align),
                },
                vec![ptr],
                rty,
                "",
            );
            let lv = Operand::Value(self.ed.result(load).unwrap());
            self.replace(inst, lv);
            return Ok(());
        }
        let plan = self.rmw_plan_for(inst, op, bits, float);
        self.expand_rmw_as(inst, plan)
    }

    fn is_idempotent(&self, inst: Inst) -> bool {
        let InstKind::AtomicRmw { op, .. } = self.ed.kind(inst) else {
            return false;
        };
        let Operand::Const(c) = self.ed.args(inst)[1] else {
            return false;
        };
        let crate::ir::constant::ConstantData::Int { value, .. } = self.ed.m.constants.data(c)
        else {
            return false;
        };
        match op {
            RmwOp::Add | RmwOp::Sub | RmwOp::Or | RmwOp::Xor => value.is_zero(),
            _ => false,
        }
    }

    fn expand_rmw_as(&mut self, inst: Inst, plan: RmwPlan) -> Result<(), Unsupported> {
        let ty = self
            .ed
            .value_ty(self.ed.result(inst).expect("an rmw result"));
        let bits = self.bits_of(ty).unwrap_or(0);
        if bits == 128 && self.t.arch == Arch::PowerPc64Le {
            return self.ppc_quadword_rmw(inst);
        }
        if bits < self.t.min_cmpxchg_bits {
            if plan == RmwPlan::CmpXchgLoop {
                return self.partword_rmw(inst);
            }
            if self.t.arch == Arch::Riscv64 {
                return self.masked_intrinsic_rmw(inst);
            }
        }
        match plan {
            RmwPlan::Native => Ok(()),
            RmwPlan::CmpXchgLoop => self.rmw_cmpxchg_loop(inst),
            RmwPlan::LlSc => self.rmw_llsc_loop(inst),
        }
    }

    /// The new value an rmw operation stores, from the loaded one (`performAtomicOp`).
    fn perform_op(
        &mut self,
        at: &mut Cursor,
        op: RmwOp,
        loaded: Operand,
        inc: Operand,
    ) -> Result<Operand, Unsupported> {
        let ty = self.ed.operand_ty(loaded);
        Ok(match op {
            RmwOp::Xchg => inc,
            RmwOp::Add => self.binary(at, BinaryOp::Add, loaded, inc, "new"),
            RmwOp::Sub => self.binary(at, BinaryOp::Sub, loaded, inc, "new"),
            RmwOp::And => self.binary(at, BinaryOp::And, loaded, inc, "new"),
            RmwOp::Or => self.binary(at, BinaryOp::Or, loaded, inc, "new"),
            RmwOp::Xor => self.binary(at, BinaryOp::Xor, loaded, inc, "new"),
            RmwOp::Nand => {
                let a = self.binary(at, BinaryOp::And, loaded, inc, "");
                let m1 = self.ed.const_int(ty, -1);
                self.binary(at, BinaryOp::Xor, a, m1, "new")
            }
            RmwOp::Max | RmwOp::Min | RmwOp::UMax | RmwOp::UMin => {
                let pred = match op {
                    RmwOp::Max => IntPredicate::Sgt,
                    RmwOp::Min => IntPredicate::Sle,
                    RmwOp::UMax => IntPredicate::Ugt,
                    _ => IntPredicate::Ule,
                };
                let c = self.icmp(at, pred, loaded, inc, "");
                self.select(at, c, loaded, inc, "new")
            }
            RmwOp::FAdd => self.binary(at, BinaryOp::FAdd, loaded, inc, "new"),
            RmwOp::FSub => self.binary(at, BinaryOp::FSub, loaded, inc, "new"),
            RmwOp::FMax | RmwOp::FMin | RmwOp::FMaximum | RmwOp::FMinimum => {
                let base = match op {
                    RmwOp::FMax => "llvm.maxnum",
                    RmwOp::FMin => "llvm.minnum",
                    RmwOp::FMaximum => "llvm.maximum",
                    _ => "llvm.minimum",
                };
                let name = format!("{base}.{}", self.type_suffix(ty));
                let call = self
                    .ed
                    .call(at, &name, ty, vec![loaded, inc], "", Vec::new());
                Operand::Value(self.ed.result(call).unwrap())
            }
            RmwOp::UIncWrap => {
                let one = self.ed.const_int(ty, 1);
                let inc1 = self.binary(at, BinaryOp::Add, loaded, one, "");
                let c = self.icmp(at, IntPredicate::Uge, loaded, inc, "");
                let zero = self.ed.const_int(ty, 0);
                self.select(at, c, zero, inc1, "new")
            }
            RmwOp::UDecWrap => {
                let one = self.ed.const_int(ty, 1);
                let dec = self.binary(at, BinaryOp::Sub, loaded, one, "");
                let zero = self.ed.const_int(ty, 0);
                let eq0 = self.icmp(at, IntPredicate::Eq, loaded, zero, "");
                let gt = self.icmp(at, IntPredicate::Ugt, loaded, inc, "");
                let or = self.binary(at, BinaryOp::Or, eq0, gt, "");
                self.select(at, or, inc, dec, "new")
            }
            RmwOp::USubCond => {
                let c = self.icmp(at, IntPredicate::Uge, loaded, inc, "");
                let sub = self.binary(at, BinaryOp::Sub, loaded, inc, "");
                self.select(at, c, sub, loaded, "new")
            }
            RmwOp::USubSat => {
                let name = format!("llvm.usub.sat.{}", self.type_suffix(ty));
                let call = self
                    .ed
                    .call(at, &name, ty, vec![loaded, inc], "new", Vec::new());
                Operand::Value(self.ed.result(call).unwrap())
            }
        })
    }

    /// `insertRMWCmpXchgLoop`: split at the rmw, an initial plain load, a loop around cmpxchg.
    fn rmw_cmpxchg_loop(&mut self, inst: Inst) -> Result<(), Unsupported> {
        self.rmw_cmpxchg_loop_with(inst, false)
    }

    /// The loop; with `libcall`, its cmpxchg (of the original type) becomes
    /// `__atomic_compare_exchange_N` at once.
    fn rmw_cmpxchg_loop_with(&mut self, inst: Inst, libcall: bool) -> Result<(), Unsupported> {
        let InstKind::AtomicRmw {
            op, atomic, align, ..
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let ptr = self.ed.args(inst)[0];
        let inc = self.ed.args(inst)[1];
        let ty = self.ed.operand_ty(inc);
        let ordering = if atomic.ordering == Ordering::Unordered {
            Ordering::Monotonic
        } else {
            atomic.ordering
        };
        let new_loaded = self.insert_cmpxchg_loop(
            inst,
            ty,
            ptr,
            align,
            ordering,
            &atomic,
            &Perform::Plain { op, inc },
            libcall,
        )?;
        self.replace(inst, new_loaded);
        Ok(())
    }

    /// `insertRMWCmpXchgLoop`: splits the block at `inst`, loads the initial value, and loops
    /// around a cmpxchg of what `perform` computes; returns the value loaded last (`inst` is
    /// then first in the exit block).
    #[allow(clippy::too_many_arguments)]
    fn insert_cmpxchg_loop(
        &mut self,
        inst: Inst,
        ty: Type,
        ptr: Operand,
        align: u64,
        ordering: Ordering,
        atomic: &Atomic,
        perform: &Perform,
        libcall: bool,
    ) -> Result<Operand, Unsupported> {
        let pos = self.at(inst);
        let bb = pos.block;
        let exit = self.ed.split_block(bb, pos.index, "atomicrmw.end");
        let lp = self.ed.create_block_before("atomicrmw.start", exit);
        self.ed.pop_terminator(bb);
        let mut at = self.ed.end_of(bb);
        let init = self.ed.insert_value(
            &mut at,
            InstKind::Load {
                volatile: false,
                atomic: None,
                align: Some(align),
            },
            vec![ptr],
            ty,
            "",
        );
        let void = self.ed.void_ty();
        self.ed
            .insert(&mut at, InstKind::Br, vec![Operand::Block(lp)], void, "");
        let mut at = self.ed.end_of(lp);
        let phi = self.ed.insert(
            &mut at,
            InstKind::Phi {
                fmf: FastMath::default(),
            },
            vec![Operand::Value(init), Operand::Block(bb)],
            ty,
            "loaded",
        );
        let loaded = Operand::Value(self.ed.result(phi).unwrap());
        let new_val = match perform {
            Perform::Plain { op, inc } => self.perform_op(&mut at, *op, loaded, *inc)?,
            Perform::Masked {
                op,
                shifted,
                inc,
                mask,
            } => self.masked_op(&mut at, *op, loaded, *shifted, *inc, mask)?,
        };
        let (success, new_loaded) = if libcall {
            let i1 = self.ed.int_ty(1);
            let pair_ty = self.ed.struct_ty(vec![ty, i1]);
            let pair = self.ed.insert(
                &mut at,
                InstKind::CmpXchg {
                    weak: false,
                    volatile: false,
                    scope: atomic.scope.clone(),
                    success: ordering,
                    failure: strongest_failure(ordering),
                    align,
                },
                vec![ptr, loaded, new_val],
                pair_ty,
                "",
            );
            let pv = Operand::Value(self.ed.result(pair).unwrap());
            let success = self.extract(&mut at, pv, 1, "success");
            let new_loaded = self.extract(&mut at, pv, 0, "newloaded");
            self.libcall_cmpxchg(pair)?;
            at = self.ed.end_of(lp);
            (success, new_loaded)
        } else {
            self.create_cmpxchg(&mut at, ptr, loaded, new_val, align, ordering, atomic)?
        };
        self.ed.body.dfg.insts[phi]
            .args
            .extend([new_loaded, Operand::Block(lp)]);
        self.ed.insert(
            &mut at,
            InstKind::CondBr,
            vec![success, Operand::Block(exit), Operand::Block(lp)],
            void,
            "",
        );
        Ok(new_loaded)
    }

    /// `createCmpXchgInstFun`: a strong cmpxchg (through integers for floats); returns
    /// (success, new loaded value).
    #[allow(clippy::too_many_arguments)]
    fn create_cmpxchg(
        &mut self,
        at: &mut Cursor,
        ptr: Operand,
        loaded: Operand,
        new_val: Operand,
        align: u64,
        ordering: Ordering,
        atomic: &Atomic,
    ) -> Result<(Operand, Operand), Unsupported> {
        let orig_ty = self.ed.operand_ty(loaded);
        let need_cast = self.is_float(orig_ty) || self.is_ptr(orig_ty);
        let (mut cmp, mut new) = (loaded, new_val);
        let mut int_ty = orig_ty;
        if need_cast {
            let bits = self.bits_of(orig_ty).unwrap();
            int_ty = self.ed.int_ty(bits);
            new = self.bit_or_ptr_cast(at, new, int_ty);
            cmp = self.bit_or_ptr_cast(at, cmp, int_ty);
        }
        let i1 = self.ed.int_ty(1);
        let pair_ty = self.ed.struct_ty(vec![int_ty, i1]);
        let pair = self.ed.insert_value(
            at,
            InstKind::CmpXchg {
                weak: false,
                volatile: false,
                scope: atomic.scope.clone(),
                success: ordering,
                failure: strongest_failure(ordering),
                align,
            },
            vec![ptr, cmp, new],
            pair_ty,
            "",
        );
        let success = self.extract(at, Operand::Value(pair), 1, "success");
        let mut new_loaded = self.extract(at, Operand::Value(pair), 0, "newloaded");
        if need_cast {
            new_loaded = self.bit_or_ptr_cast(at, new_loaded, orig_ty);
        }
        Ok((success, new_loaded))
    }

    /// `expandAtomicRMWToLibcall`: `__atomic_exchange` / `__atomic_fetch_<op>_N` when the
    /// operation has a libcall at this size, else a cmpxchg loop whose cmpxchg is a libcall.
    #[allow(clippy::too_many_arguments)]
    fn libcall_rmw(
        &mut self,
        inst: Inst,
        op: RmwOp,
        bits: u32,
        align: u64,
        ptr: Operand,
        val: Operand,
        o: Ordering,
    ) -> Result<(), Unsupported> {
        let lib = match op {
            RmwOp::Xchg => Some(LibOp::Exchange),
            RmwOp::Add => Some(LibOp::Fetch("add")),
            RmwOp::Sub => Some(LibOp::Fetch("sub")),
            RmwOp::And => Some(LibOp::Fetch("and")),
            RmwOp::Or => Some(LibOp::Fetch("or")),
            RmwOp::Xor => Some(LibOp::Fetch("xor")),
            RmwOp::Nand => Some(LibOp::Fetch("nand")),
            _ => None,
        };
        if let Some(lib) = lib {
            if self.op_libcall(inst, lib, bits / 8, align, ptr, Some(val), None, o, None)? {
                return Ok(());
            }
        }
        self.rmw_cmpxchg_loop_with(inst, true)
    }

    /// `expandAtomicCASToLibcall`: `__atomic_compare_exchange[_N]`, the expected value
    /// through a stack slot.
    fn libcall_cmpxchg(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::CmpXchg {
            success,
            failure,
            align,
            ..
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let ptr = self.ed.args(inst)[0];
        let cmp = self.ed.args(inst)[1];
        let new = self.ed.args(inst)[2];
        let ty = self.ed.operand_ty(cmp);
        let bits = self
            .bits_of(ty)
            .ok_or_else(|| Unsupported("cmpxchg of this type".into()))?;
        self.op_libcall(
            inst,
            LibOp::CompareExchange,
            bits / 8,
            align,
            ptr,
            Some(new),
            Some(cmp),
            success,
            Some(failure),
        )?;
        Ok(())
    }

    // -- cmpxchg ------------------------------------------------------------------------------

    fn cmpxchg(&mut self, inst: Inst) -> Result<(), Unsupported> {
        let InstKind::CmpXchg {
            weak,
            volatile,
            scope,
            success,
            failure,
            align,
        } = self.ed.kind(inst).clone()
        else {
            return Ok(());
        };
        let ptr = self.ed.args(inst)[0];
        let cmp = self.ed.args(inst)[1];
        let new = self.ed.args(inst)[2];
        let ty = self.ed.operand_ty(cmp);
        let bits = self
            .bits_of(ty)
            .ok_or_else(|| Unsupported("cmpxchg of this type".into()))?;
        if !self.size_supported(bits, align) {
            return self.libcall_cmpxchg(inst);
        }
        let mut inst = inst;
        if self.is_ptr(ty) {
            // convertCmpXchgToIntegerType.
            let int_ty = self.ed.int_ty(bits);
            let mut at = self.at(inst);
            let c = self.cast(&mut at, CastOp::PtrToInt, cmp, int_ty, "");
            let n = self.cast(&mut at, CastOp::PtrToInt, new, int_ty, "");
            let i1 = self.ed.int_ty(1);
            let pair_ty = self.ed.struct_ty(vec![int_ty, i1]);
            let new_inst = self.ed.insert(
                &mut at,
                InstKind::CmpXchg {
                    weak,
                    volatile,
                    scope: scope.clone(),
                    success,
                    failure,
                    align,
                },
                vec![ptr, c, n],
                pair_ty,
                "",
            );
            let pair = Operand::Value(self.ed.result(new_inst).unwrap());
            let v = self.extract(&mut at, pair, 0, "");
            let ok = self.extract(&mut at, pair, 1, "");
            let p = self.cast(&mut at, CastOp::IntToPtr, v, ty, "");
            let orig_pair = self.ed.value_ty(self.ed.result(inst).unwrap());
            let poison = self.poison(orig_pair);
            let r1 = self.insertvalue(&mut at, poison, p, 0, "");
            let r2 = self.insertvalue(&mut at, r1, ok, 1, "");
            self.replace(inst, r2);
            inst = new_inst;
        }
        if bits == 128 && self.t.arch == Arch::PowerPc64Le {
            return self.ppc_quadword_cmpxchg(inst);
        }
        let native = match self.t.arch {
            Arch::AArch64 => self.t.lse || !self.t.optimized || bits == 128,
            Arch::Arm { .. } => !self.t.optimized,
            Arch::PowerPc64Le => false,
            _ => true,
        };
        if !native {
            return self.cmpxchg_llsc(inst);
        }
        let merged = merged_ordering(success, failure);
        if self.t.fences != FenceStyle::None
            && self.t.fences != FenceStyle::Riscv
            && (is_release_or_stronger(success)
                || is_acquire_or_stronger(success)
                || is_acquire_or_stronger(failure))
        {
            self.set_load_ordering(inst, Ordering::Monotonic);
            self.bracket(inst, Access::Rmw, merged);
        }
        if bits < self.t.min_cmpxchg_bits {
            if self.t.arch == Arch::Riscv64 {
                return self.masked_intrinsic_cmpxchg(inst);
            }
            return self.partword_cmpxchg(inst);
        }
        Ok(())
    }
}

/// Sets what `opt -mtriple=T -mattr=A` sets before any pass runs: the module's triple, the
/// target's datalayout when the module has none, and `"target-features"="A"` on every function (appended to features a
/// function already has). Errors are opt-22's messages for an unknown architecture, or that
/// atomir does not know the target.
pub fn apply_target_options(
    module: &mut Module,
    triple: &str,
    mattr: Option<&str>,
) -> Result<(), String> {
    let facts = targets::select(triple, mattr.unwrap_or(""), false).map_err(|e| e.to_string())?;
    module.triple = Some(facts.triple.clone());
    // A datalayout the module already has is kept (opt-22 does the same).
    if module.datalayout.is_none() {
        module.datalayout = Some(facts.datalayout.to_string());
    }
    if let Some(features) = mattr.filter(|m| !m.is_empty()) {
        let functions = module.layout.functions.clone();
        for g in functions {
            let GlobalKind::Function(f) = &module.globals[g].kind else {
                continue;
            };
            let mut attrs = module.attrs.get(f.attrs.func).to_vec();
            let mut found = false;
            for a in attrs.iter_mut() {
                if let Attribute::Str(k, v) = a {
                    if k == "target-features" {
                        let old = v.clone().unwrap_or_default();
                        *v = Some(if old.is_empty() {
                            features.to_string()
                        } else {
                            format!("{old},{features}")
                        });
                        found = true;
                    }
                }
            }
            if !found {
                attrs.push(Attribute::Str(
                    "target-features".into(),
                    Some(features.to_string()),
                ));
            }
            let set = module.attrs.intern(attrs);
            if let GlobalKind::Function(f) = &mut module.globals[g].kind {
                f.attrs.func = set;
            }
        }
    }
    Ok(())
}

/// Blocks of the body in order (for tests).
#[cfg(test)]
fn block_names(m: &Module, g: GlobalValue) -> Vec<String> {
    let f = m.function(g).unwrap();
    let body = f.body.as_ref().unwrap();
    body.layout
        .blocks()
        .iter()
        .map(|&b: &Block| body.dfg.blocks[b].name.as_deref().unwrap_or("").to_string())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(src: &str, triple: &str, mattr: Option<&str>) -> Module {
        let mut m = crate::parse::parse_module(src, "t.ll").unwrap();
        apply_target_options(&mut m, triple, mattr).unwrap();
        let mut am = AnalysisManager::new();
        AtomicExpand
            .run(&mut m, &mut am, &mut String::new())
            .unwrap();
        m
    }

    #[test]
    fn x86_nand_becomes_a_cmpxchg_loop() {
        let m = run(
            "define i32 @f(ptr %p, i32 %v) {\nentry:\n  %r = atomicrmw nand ptr %p, i32 %v seq_cst, align 4\n  ret i32 %r\n}\n",
            "x86_64-unknown-linux-gnu",
            None,
        );
        let g = m.layout.functions[0];
        assert_eq!(
            block_names(&m, g),
            ["entry", "atomicrmw.start", "atomicrmw.end"]
        );
    }

    #[test]
    fn unknown_triples_are_errors() {
        let mut m = crate::parse::parse_module("", "t.ll").unwrap();
        assert_eq!(
            apply_target_options(&mut m, "foo-bar-baz", None).unwrap_err(),
            "unrecognized architecture 'foo' provided."
        );
    }

    #[test]
    fn no_triple_is_an_error() {
        let mut m = crate::parse::parse_module("", "t.ll").unwrap();
        let mut am = AnalysisManager::new();
        assert!(AtomicExpand
            .run(&mut m, &mut am, &mut String::new())
            .is_err());
    }
}
