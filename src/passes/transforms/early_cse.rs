//! `early-cse` and `early-cse<memssa>`: opt-22's EarlyCSE, a scoped hash table walk over the
//! dominator tree.
//!
//! Owns: the walk and its tables. Blocks are visited in dominator-tree pre-order (children in
//! the tree's order); each block opens a scope of four tables that its dominated blocks see:
//! pure values (arithmetic, casts, compares, `select`, aggregates and vectors, `freeze`,
//! `getelementptr`, calls that access no memory), loads (by pointer operand: the last load or
//! store of that pointer and the memory generation it was seen in), read-only calls (with
//! their generation) and the branch conditions known on the way in. Per instruction, in order:
//! trivially dead instructions are deleted; [`simplify`] answers are substituted; a pure value
//! already available replaces the instruction (the kept one's flags become the intersection);
//! a load is replaced by an available load or stored value of the same generation; a store of
//! the value just loaded from the same pointer is deleted; of two stores to one pointer with no
//! read between them the first is deleted. The generation advances at every instruction that
//! may write memory and at every block with more than one predecessor edge; with `<memssa>`, a
//! value from an older generation is still used when MemorySSA's walker shows no clobber in
//! between (the clobber of the later access dominates the earlier access; 500 walker queries
//! at most, then the defining access, as opt-22).
//!
//! The atomic rules are `crate::ir::atomics`'s: only unordered, non-volatile loads are
//! replaced ([`atomics::is_unordered`]); an atomic load is never replaced by a plain value
//! (only by another atomic access); a volatile or ordered load advances the generation; only
//! unordered stores are deleted (either rule), an ordered or volatile store is never a
//! "last store". These are the rule pairs of `test/opt/rule-early-cse-*.ll`.
//!
//! Constants: the pass runs on a detached body and can only use constants already interned,
//! so `prepare_module` plans every body first, in parallel, and interns what the plans would
//! fold to (planning again the functions that lacked a constant, up to four rounds); the run
//! applies the plan made for its body. The pass starts a new function pipeline
//! (`starts_function_pipeline`), so the bodies planned are the ones it runs on; should a body
//! differ (its fingerprint), it is planned again with the constants in the pool, and a fold
//! whose constant is missing is skipped (a correct, less simplified output).
//!
//! Not yet (opt-22 does them): `invariant.start` and `!invariant.load`, guards and `assume`,
//! masked load/store and target memory intrinsics, the `select`/min-max and inverted-
//! condition equivalences, `getelementptr` equality by constant offset, removing dead
//! `malloc`/`free` and lifetime markers, the poison-flag analysis before flags are
//! intersected (atomir always intersects), and keeping MemorySSA through the updater (it is
//! reported as not preserved).
//! Must not touch: anything but the function body it is given; the CFG.

use super::simplify::{simplify, ConstantSource, FindOnly, Recorder};
use crate::analysis::alias::AliasAnalysis;
use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::analysis::memory_ssa::walker::Walker;
use crate::analysis::memory_ssa::MemorySsa;
use crate::ir::atomics::{self, AtomicOptMode};
use crate::ir::constant::{ApInt, ConstantData};
use crate::ir::entity::{EntityRef, FxHashMap};
use crate::ir::function::{Block, FunctionBody, Inst, Value, ValueDef};
use crate::ir::instructions::{BinaryOp, InstKind, IntFlags, Operand};
use crate::ir::module::{GlobalKind, GlobalValue, Module};
use crate::ir::types::Type;
use crate::passes::analysis_manager::{AnalysisId, PreservedAnalyses};
use crate::passes::manager::{FunctionEditContext, FunctionPass, PassOptions};
use crate::passes::PassError;
use std::hash::Hash;

/// opt-22's `EarlyCSEMssaOptCap`: walker queries per function before falling back to the
/// defining access.
const MSSA_QUERY_CAP: u32 = 500;

/// `early-cse` (`memssa: false`) and `early-cse<memssa>`.
pub struct EarlyCse {
    pub memssa: bool,
    /// `-atomic-opt=`: in seed mode a value also crosses the atomic and volatile accesses
    /// `atomics::may_meet_across` allows (see the module doc).
    pub atomic_opt: AtomicOptMode,
    /// Plans made by `prepare_module` while each body was still in the module, with the
    /// fingerprint of the body they were made for (see [`body_fingerprint`]; none when the
    /// pass runs first in its pipeline and so sees the bodies as planned).
    prepared: std::sync::Mutex<FxHashMap<GlobalValue, (Option<u64>, Plan)>>,
}

impl EarlyCse {
    pub fn new(memssa: bool) -> EarlyCse {
        EarlyCse {
            memssa,
            atomic_opt: AtomicOptMode::default(),
            prepared: Default::default(),
        }
    }
}

/// A hash of a body's layout, instruction kinds, operands and types: equal when no pass has
/// edited the body since (a guard: a plan made by `prepare_module` is used only on the body
/// it was made for). Fx-hashed: a fingerprint is compared within one run only.
pub fn body_fingerprint(body: &FunctionBody) -> u64 {
    use std::hash::Hasher;
    let mut h = crate::ir::entity::FxHasher::default();
    for &b in body.layout.blocks() {
        b.index().hash(&mut h);
        for &i in body.layout.block_insts(b) {
            let d = &body.dfg.insts[i];
            i.index().hash(&mut h);
            d.kind.hash(&mut h);
            d.args.hash(&mut h);
            d.ty.hash(&mut h);
        }
    }
    h.finish()
}

/// The body of `f`, which the caller has checked is a function with a body.
pub(super) fn body_in(m: &Module, f: GlobalValue) -> &FunctionBody {
    match &m.globals[f].kind {
        GlobalKind::Function(d) => d.body.as_ref().expect("a function with a body"),
        _ => unreachable!("a function with a body"),
    }
}

impl FunctionPass for EarlyCse {
    fn name(&self) -> &str {
        if self.memssa {
            "early-cse<memssa>"
        } else {
            "early-cse"
        }
    }

    fn edits_ir(&self) -> bool {
        true
    }

    fn configure(&mut self, options: &PassOptions) {
        self.atomic_opt = options.atomic_opt;
    }

    /// Planning needs the bodies this pass will run on (a plan made for an older body is
    /// thrown away), so the runner starts a new function pipeline here: the passes before it
    /// have run over every function when `prepare_module` plans.
    fn starts_function_pipeline(&self) -> bool {
        true
    }

    fn prepare_module(&self, module: &mut Module, runs_first: bool) {
        use rayon::prelude::*;
        let mut prepared = FxHashMap::default();
        let mut pending: Vec<GlobalValue> = crate::passes::manager::functions_to_transform(module);
        for round in 0..4 {
            // Functions are planned in parallel, each with its own recorder; the missing
            // constants are merged in module order, first occurrence kept, which is the list
            // one recorder would have made walking the functions in order. A function whose
            // plan found every constant it asked for plans the same with more constants in
            // the pool, so only the others are planned again.
            let shared: &Module = module;
            let planned: Vec<(GlobalValue, Option<u64>, Plan, Vec<ConstantData>)> = pending
                .par_iter()
                .map(|&f| {
                    let body = body_in(shared, f);
                    let cfg = BlockCfg::new(body);
                    let dt = DominatorTree::compute(&cfg);
                    let mssa = self.memssa.then(|| {
                        crate::analysis::memory_ssa::build::build(shared, body, &cfg, &dt)
                    });
                    let mut recorder = Recorder::default();
                    let p = plan(
                        shared,
                        body,
                        &dt,
                        mssa.as_ref(),
                        &mut recorder,
                        self.atomic_opt,
                    );
                    let fingerprint = (!runs_first).then(|| body_fingerprint(body));
                    (f, fingerprint, p, recorder.missing)
                })
                .collect();
            pending.clear();
            let mut missing: Vec<ConstantData> = Vec::new();
            let mut seen: std::collections::HashSet<ConstantData> = Default::default();
            for (f, fp, p, m) in planned {
                if m.is_empty() || round == 3 {
                    prepared.insert(f, (fp, p));
                    continue;
                }
                pending.push(f);
                for c in m {
                    if seen.insert(c.clone()) {
                        missing.push(c);
                    }
                }
            }
            if missing.is_empty() {
                break;
            }
            for c in missing {
                module.constants.intern(c);
            }
        }
        *self.prepared.lock().unwrap_or_else(|e| e.into_inner()) = prepared;
    }

    fn run_edit(&self, cx: &mut FunctionEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let prepared = self
            .prepared
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&cx.function);
        let plan = match prepared {
            Some((fp, p)) if cx.as_prepared || fp == Some(body_fingerprint(cx.body)) => p,
            _ => {
                let dt = cx.analyses.domtree(cx.body);
                let mssa = if self.memssa {
                    Some(cx.analyses.memory_ssa(cx.module, cx.body))
                } else {
                    None
                };
                plan(
                    cx.module,
                    cx.body,
                    &dt,
                    mssa.as_deref(),
                    &mut FindOnly,
                    self.atomic_opt,
                )
            }
        };
        if plan.is_empty() {
            return Ok(PreservedAnalyses::all());
        }
        plan.apply(cx.body);
        Ok(PreservedAnalyses::none()
            .preserve(AnalysisId::DomTree)
            .preserve(AnalysisId::PostDomTree)
            .preserve(AnalysisId::Loops))
    }
}

/// The edits a walk decided, applied after it: operand rewrites at single uses, value
/// replacements, flag intersections and deletions.
#[derive(Default)]
pub struct Plan {
    /// Uses rewritten to a known branch condition value: (user, operand index, new operand).
    pub use_rewrites: Vec<(Inst, u32, Operand)>,
    /// Every use of the value becomes the operand (chains resolved when applied).
    pub replacements: FxHashMap<Value, Operand>,
    /// (kept instruction, replaced instruction): the kept one's flags are intersected.
    pub flag_merges: Vec<(Inst, Inst)>,
    /// Instructions to delete.
    pub dead: Vec<Inst>,
}

impl Plan {
    pub(super) fn is_empty(&self) -> bool {
        self.use_rewrites.is_empty()
            && self.replacements.is_empty()
            && self.flag_merges.is_empty()
            && self.dead.is_empty()
    }

    pub(super) fn resolve(&self, mut op: Operand) -> Operand {
        while let Operand::Value(v) = op {
            match self.replacements.get(&v) {
                Some(&next) => op = next,
                None => break,
            }
        }
        op
    }

    /// Applies the plan to the body.
    pub fn apply(&self, body: &mut FunctionBody) {
        for &(user, k, op) in &self.use_rewrites {
            body.dfg.set_operand(user, k as usize, op);
        }
        for &(keep, gone) in &self.flag_merges {
            let other = body.dfg.insts[gone].kind.clone();
            intersect_flags(&mut body.dfg.insts[keep].kind, &other);
        }
        for &i in &self.dead {
            body.layout.remove_inst(i);
        }
        if !self.replacements.is_empty() {
            let insts: Vec<Inst> = body.layout.insts().collect();
            for i in insts {
                for k in 0..body.dfg.insts[i].args.len() {
                    let op = body.dfg.insts[i].args[k];
                    let new = self.resolve(op);
                    if new != op {
                        body.dfg.set_operand(i, k, new);
                    }
                }
            }
        }
    }
}

/// LLVM's `andIRFlags`: the flags both instructions have.
fn intersect_flags(keep: &mut InstKind, other: &InstKind) {
    let and_int = |a: &mut IntFlags, b: &IntFlags| {
        a.nuw &= b.nuw;
        a.nsw &= b.nsw;
        a.exact &= b.exact;
        a.disjoint &= b.disjoint;
        a.nneg &= b.nneg;
        a.samesign &= b.samesign;
    };
    match (keep, other) {
        (
            InstKind::Binary { flags, fmf, .. },
            InstKind::Binary {
                flags: f2, fmf: m2, ..
            },
        )
        | (
            InstKind::Cast { flags, fmf, .. },
            InstKind::Cast {
                flags: f2, fmf: m2, ..
            },
        ) => {
            and_int(flags, f2);
            fmf.0 &= m2.0;
        }
        (InstKind::ICmp { samesign, .. }, InstKind::ICmp { samesign: s2, .. }) => {
            *samesign &= *s2;
        }
        (InstKind::FCmp { fmf, .. }, InstKind::FCmp { fmf: m2, .. })
        | (InstKind::FNeg { fmf }, InstKind::FNeg { fmf: m2 })
        | (InstKind::Select { fmf }, InstKind::Select { fmf: m2 }) => fmf.0 &= m2.0,
        (InstKind::Gep { flags, .. }, InstKind::Gep { flags: f2, .. }) => {
            flags.inbounds &= f2.inbounds;
            flags.nusw &= f2.nusw;
            flags.nuw &= f2.nuw;
        }
        _ => {}
    }
}

/// The instruction with its flags cleared: two instructions are the same value when their
/// cleared kinds, types and operands are equal (LLVM's `isIdenticalToWhenDefined`).
fn without_flags(kind: &InstKind) -> InstKind {
    let mut k = kind.clone();
    match &mut k {
        InstKind::Binary { flags, fmf, .. } | InstKind::Cast { flags, fmf, .. } => {
            *flags = IntFlags::default();
            fmf.0 = 0;
        }
        InstKind::ICmp { samesign, .. } => *samesign = false,
        InstKind::FCmp { fmf, .. } | InstKind::FNeg { fmf } | InstKind::Select { fmf } => fmf.0 = 0,
        InstKind::Gep { flags, .. } => *flags = Default::default(),
        _ => {}
    }
    k
}

/// A hashable, comparable form of an operand.
fn op_key(op: Operand) -> (u8, u32) {
    match op {
        Operand::Value(v) => (0, v.index() as u32),
        Operand::Const(c) => (1, c.index() as u32),
        Operand::Block(b) => (2, b.index() as u32),
        Operand::Meta(m) => (3, m.index() as u32),
    }
}

/// The key of a pure value: kind without flags, result type, operands (commutative operands
/// and compare operands in one canonical order).
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) struct ValueKey {
    kind: InstKind,
    ty: Type,
    args: Vec<Operand>,
}

pub(super) fn value_key(kind: &InstKind, ty: Type, mut args: Vec<Operand>) -> ValueKey {
    let mut kind = without_flags(kind);
    let swap = args.len() == 2 && op_key(args[1]) < op_key(args[0]);
    match &mut kind {
        InstKind::Binary {
            op:
                BinaryOp::Add
                | BinaryOp::Mul
                | BinaryOp::And
                | BinaryOp::Or
                | BinaryOp::Xor
                | BinaryOp::FAdd
                | BinaryOp::FMul,
            ..
        } if swap => args.swap(0, 1),
        InstKind::ICmp { pred, .. } if swap => {
            args.swap(0, 1);
            *pred = swapped_int_predicate(*pred);
        }
        InstKind::FCmp { pred, .. } if swap => {
            args.swap(0, 1);
            *pred = swapped_float_predicate(*pred);
        }
        _ => {}
    }
    ValueKey { kind, ty, args }
}

pub(super) fn swapped_int_predicate(
    p: crate::ir::instructions::IntPredicate,
) -> crate::ir::instructions::IntPredicate {
    use crate::ir::instructions::IntPredicate as P;
    match p {
        P::Eq | P::Ne => p,
        P::Ugt => P::Ult,
        P::Ult => P::Ugt,
        P::Uge => P::Ule,
        P::Ule => P::Uge,
        P::Sgt => P::Slt,
        P::Slt => P::Sgt,
        P::Sge => P::Sle,
        P::Sle => P::Sge,
    }
}

fn swapped_float_predicate(
    p: crate::ir::instructions::FloatPredicate,
) -> crate::ir::instructions::FloatPredicate {
    use crate::ir::instructions::FloatPredicate as P;
    match p {
        P::Ogt => P::Olt,
        P::Olt => P::Ogt,
        P::Oge => P::Ole,
        P::Ole => P::Oge,
        P::Ugt => P::Ult,
        P::Ult => P::Ugt,
        P::Uge => P::Ule,
        P::Ule => P::Uge,
        other => other,
    }
}

/// A hash table whose insertions are undone scope by scope (LLVM's `ScopedHashTable`).
struct ScopedTable<K, V> {
    map: FxHashMap<K, Vec<V>>,
    scopes: Vec<Vec<K>>,
}

impl<K: Hash + Eq + Clone, V: Clone> ScopedTable<K, V> {
    fn new() -> Self {
        ScopedTable {
            map: FxHashMap::default(),
            scopes: Vec::new(),
        }
    }
    fn push_scope(&mut self) {
        self.scopes.push(Vec::new());
    }
    fn pop_scope(&mut self) {
        for k in self.scopes.pop().unwrap_or_default() {
            if let Some(list) = self.map.get_mut(&k) {
                list.pop();
                if list.is_empty() {
                    self.map.remove(&k);
                }
            }
        }
    }
    fn insert(&mut self, k: K, v: V) {
        self.map.entry(k.clone()).or_default().push(v);
        if let Some(s) = self.scopes.last_mut() {
            s.push(k);
        }
    }
    fn lookup(&self, k: &K) -> Option<&V> {
        self.map.get(k).and_then(|l| l.last())
    }
}

/// An available load or stored value of a pointer.
#[derive(Clone, Copy)]
struct LoadValue {
    def: Inst,
    generation: u32,
    is_atomic: bool,
}

/// Function attribute `name` on the call site or the callee's declaration.
fn call_has_fn_attr(m: &Module, body: &FunctionBody, i: Inst, name: &str) -> bool {
    let d = &body.dfg.insts[i];
    let Some(info) = d.kind.call_info() else {
        return false;
    };
    if m.attrs
        .get(info.attrs.func)
        .iter()
        .any(|a| a.name() == name)
    {
        return true;
    }
    if let Operand::Const(c) = d.args[0] {
        if let ConstantData::Global { global, .. } = m.constants.data(c) {
            if let GlobalKind::Function(f) = &m.globals[*global].kind {
                return m.attrs.get(f.attrs.func).iter().any(|a| a.name() == name);
            }
        }
    }
    false
}

/// Memory and control facts of one instruction, as LLVM's `Instruction` answers them.
pub(super) struct Facts<'a> {
    pub(super) m: &'a Module,
    pub(super) body: &'a FunctionBody,
    pub(super) aa: AliasAnalysis<'a>,
}

impl Facts<'_> {
    fn call_mod_ref(&self, i: Inst) -> crate::analysis::alias::ModRef {
        self.aa.call_effects(i).total()
    }
    pub(super) fn may_read(&self, i: Inst) -> bool {
        let k = &self.body.dfg.insts[i].kind;
        match k {
            InstKind::Load { .. } => true,
            InstKind::Store { .. } => !atomics::is_unordered(k),
            InstKind::Fence { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::VaArg
            | InstKind::CatchPad
            | InstKind::CatchRet => true,
            InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
                self.call_mod_ref(i).ref_
            }
            _ => false,
        }
    }
    pub(super) fn may_write(&self, i: Inst) -> bool {
        let k = &self.body.dfg.insts[i].kind;
        match k {
            InstKind::Store { .. } => true,
            InstKind::Load { .. } => !atomics::is_unordered(k),
            InstKind::Fence { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::VaArg
            | InstKind::CatchPad
            | InstKind::CatchRet => true,
            InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
                self.call_mod_ref(i).mod_
            }
            _ => false,
        }
    }
    pub(super) fn may_throw(&self, i: Inst) -> bool {
        match &self.body.dfg.insts[i].kind {
            InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
                !call_has_fn_attr(self.m, self.body, i, "nounwind")
            }
            InstKind::Resume => true,
            InstKind::CleanupRet { has_unwind } | InstKind::CatchSwitch { has_unwind } => {
                *has_unwind
            }
            _ => false,
        }
    }
    /// A global variable marked `constant` (LLVM's `GlobalVariable::isConstant`).
    fn is_constant_global(&self, ptr: Operand) -> bool {
        let Operand::Const(c) = ptr else { return false };
        let ConstantData::Global { global, .. } = self.m.constants.data(c) else {
            return false;
        };
        matches!(&self.m.globals[*global].kind, GlobalKind::Variable(v) if v.constant)
    }
    fn will_return(&self, i: Inst) -> bool {
        match &self.body.dfg.insts[i].kind {
            InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
                // LLVM: a call that only reads memory and cannot unwind... needs `willreturn`.
                call_has_fn_attr(self.m, self.body, i, "willreturn")
            }
            _ => true,
        }
    }
    /// LLVM's `wouldInstructionBeTriviallyDead` (without its special cases for intrinsics and
    /// allocation functions).
    pub(super) fn has_no_side_effect(&self, i: Inst) -> bool {
        let k = &self.body.dfg.insts[i].kind;
        // LLVM's special case: a non-volatile load (of any ordering) from a constant global.
        if atomics::may_fold_load_from_constant(k)
            && self.is_constant_global(self.body.dfg.insts[i].args[0])
        {
            return true;
        }
        if k.is_terminator()
            || matches!(
                k,
                InstKind::LandingPad { .. } | InstKind::CatchPad | InstKind::CleanupPad
            )
        {
            return false;
        }
        !self.may_write(i) && !self.may_throw(i) && self.will_return(i)
    }
    /// SimpleValue::canHandle.
    pub(super) fn is_pure_value(&self, i: Inst) -> bool {
        let d = &self.body.dfg.insts[i];
        match &d.kind {
            InstKind::Call { .. } => {
                !self.m.types.is_void(d.ty)
                    && !self.call_mod_ref(i).any()
                    && !is_convergent(self, i)
            }
            InstKind::Cast { .. }
            | InstKind::FNeg { .. }
            | InstKind::Binary { .. }
            | InstKind::ICmp { .. }
            | InstKind::FCmp { .. }
            | InstKind::Select { .. }
            | InstKind::ExtractElement
            | InstKind::InsertElement
            | InstKind::ShuffleVector { .. }
            | InstKind::ExtractValue { .. }
            | InstKind::InsertValue { .. }
            | InstKind::Gep { .. }
            | InstKind::Freeze => true,
            _ => false,
        }
    }
    /// CallValue::canHandle: a call that only reads or only writes memory.
    fn is_memory_call(&self, i: Inst) -> bool {
        if !matches!(self.body.dfg.insts[i].kind, InstKind::Call { .. }) || is_convergent(self, i) {
            return false;
        }
        let mr = self.call_mod_ref(i);
        !mr.mod_ || !mr.ref_
    }
}

fn is_convergent(f: &Facts<'_>, i: Inst) -> bool {
    call_has_fn_attr(f.m, f.body, i, "convergent")
}

/// One walk's state.
struct Walk<'a, 'c> {
    facts: Facts<'a>,
    dt: &'a DominatorTree<Block>,
    cfg: BlockCfg,
    mssa: Option<(&'a MemorySsa, Walker<'a>)>,
    consts: &'c mut dyn ConstantSource,
    plan: Plan,
    /// Live uses of each value (uses by deleted instructions no longer count).
    uses: FxHashMap<Value, usize>,
    dead: FxHashMap<Inst, ()>,
    rewrites: FxHashMap<(Inst, u32), Operand>,
    values: ScopedTable<ValueKey, Operand>,
    loads: ScopedTable<Operand, LoadValue>,
    calls: ScopedTable<ValueKey, (Inst, u32)>,
    generation: u32,
    mssa_queries: u32,
    mode: AtomicOptMode,
    /// Seed mode: each generation advance on the current dominator-tree path, with the
    /// instruction that made it (`None`: a block with several predecessor edges).
    advances: Vec<(u32, Option<Inst>)>,
    /// `advances.len()` when each open scope began.
    advance_marks: Vec<usize>,
    /// Where `replace_dominated_uses` looks.
    use_index: DominatedUseIndex,
}

/// Where early-cse's and gvn's `replace_dominated_uses` look for the uses of a value (cost
/// only: the uses found are the ones a scan of the whole body would meet, in the same order):
/// the body's use lists and each instruction's layout position, made on the first call (the
/// body does not change while a plan is made), the values replaced by each value, and the
/// uses rewritten to it.
#[derive(Default)]
pub(super) struct DominatedUseIndex {
    lists: Option<(
        crate::ir::function::UseLists,
        crate::ir::entity::SecondaryMap<Inst, u32>,
    )>,
    replaced_by: FxHashMap<Value, Vec<Value>>,
    rewritten_to: FxHashMap<Value, Vec<(Inst, u32)>>,
}

impl DominatedUseIndex {
    /// The plan replaces `v` by `w`.
    pub(super) fn note_replaced(&mut self, w: Value, v: Value) {
        self.replaced_by.entry(w).or_default().push(v);
    }

    /// The plan rewrites operand `k` of `i` to `w`.
    pub(super) fn note_rewritten(&mut self, w: Value, i: Inst, k: u32) {
        self.rewritten_to.entry(w).or_default().push((i, k));
    }

    /// The uses that may now read `v`: its own, those of the values replaced by it (and by
    /// those), and the uses rewritten to any of them, as (layout position, operand, user) in
    /// layout order, without repeats.
    pub(super) fn candidates(&mut self, body: &FunctionBody, v: Value) -> Vec<(u32, u32, Inst)> {
        let (lists, pos) = self.lists.get_or_insert_with(|| {
            let mut pos = crate::ir::entity::SecondaryMap::new();
            for (n, i) in body.layout.insts().enumerate() {
                pos.set(i, n as u32);
            }
            (body.dfg.value_use_lists(&body.layout), pos)
        });
        let mut candidates: Vec<(u32, u32, Inst)> = Vec::new();
        let mut values = vec![v];
        let mut seen: FxHashMap<Value, ()> = FxHashMap::default();
        while let Some(x) = values.pop() {
            if seen.insert(x, ()).is_some() {
                continue;
            }
            for u in lists.get(x) {
                candidates.push((*pos.get(u.inst), u.operand, u.inst));
            }
            for &(i, k) in self.rewritten_to.get(&x).map_or(&[][..], |l| &l[..]) {
                candidates.push((*pos.get(i), k, i));
            }
            values.extend(self.replaced_by.get(&x).map_or(&[][..], |l| &l[..]));
        }
        candidates.sort_unstable();
        candidates.dedup();
        candidates
    }
}

/// Of `candidates` (from [`DominatedUseIndex::candidates`]), the uses `keep` accepts that sit
/// in reachable blocks `root` dominates (a phi's use sits at the end of its incoming block),
/// as (user, operand), in the candidates' order.
pub(super) fn dominated_uses(
    body: &FunctionBody,
    dt: &DominatorTree<Block>,
    candidates: Vec<(u32, u32, Inst)>,
    root: Block,
    keep: impl Fn(Inst, usize) -> bool,
) -> Vec<(Inst, u32)> {
    let mut found = Vec::new();
    for (_, k, i) in candidates {
        let Some(blk) = body.layout.inst_block(i) else {
            continue;
        };
        if !keep(i, k as usize) {
            continue;
        }
        let d = &body.dfg.insts[i];
        let at = if matches!(d.kind, InstKind::Phi { .. }) {
            match d.args.get(k as usize + 1) {
                Some(Operand::Block(inb)) => *inb,
                _ => blk,
            }
        } else {
            blk
        };
        if dt.is_reachable(at) && dt.dominates(root, at) {
            found.push((i, k));
        }
    }
    found
}

/// Plans the edits of one run over `body`.
pub fn plan(
    m: &Module,
    body: &FunctionBody,
    dt: &DominatorTree<Block>,
    mssa: Option<&MemorySsa>,
    consts: &mut dyn ConstantSource,
    mode: AtomicOptMode,
) -> Plan {
    let mut uses: FxHashMap<Value, usize> = FxHashMap::default();
    for i in body.layout.insts() {
        for op in &body.dfg.insts[i].args {
            if let Operand::Value(v) = op {
                *uses.entry(*v).or_default() += 1;
            }
        }
    }
    let mut w = Walk {
        facts: Facts {
            m,
            body,
            aa: AliasAnalysis::new(m, body),
        },
        dt,
        cfg: BlockCfg::new(body),
        mssa: mssa.map(|s| (s, s.walker(dt))),
        consts,
        plan: Plan::default(),
        uses,
        dead: FxHashMap::default(),
        rewrites: FxHashMap::default(),
        values: ScopedTable::new(),
        loads: ScopedTable::new(),
        calls: ScopedTable::new(),
        generation: 0,
        mssa_queries: 0,
        mode,
        advances: Vec::new(),
        advance_marks: Vec::new(),
        use_index: DominatedUseIndex::default(),
    };
    let Some(entry) = body.layout.entry() else {
        return w.plan;
    };
    // (block, generation it starts with, next child index, generation its children start with)
    let mut stack: Vec<(Block, u32, usize, Option<u32>)> = vec![(entry, 0, 0, None)];
    while let Some(top) = stack.last_mut() {
        let (b, start, next, child_gen) = *top;
        match child_gen {
            None => {
                w.generation = start;
                w.open_scope();
                w.process_block(b);
                top.3 = Some(w.generation);
            }
            Some(g) => {
                let children = dt.children(b);
                if next < children.len() {
                    top.2 += 1;
                    stack.push((children[next], g, 0, None));
                } else {
                    w.close_scope();
                    stack.pop();
                }
            }
        }
    }
    w.plan
}

impl Walk<'_, '_> {
    fn open_scope(&mut self) {
        self.advance_marks.push(self.advances.len());
        self.values.push_scope();
        self.loads.push_scope();
        self.calls.push_scope();
    }
    fn close_scope(&mut self) {
        let mark = self.advance_marks.pop().unwrap_or(0);
        self.advances.truncate(mark);
        self.values.pop_scope();
        self.loads.pop_scope();
        self.calls.pop_scope();
    }

    fn resolve(&self, op: Operand) -> Operand {
        self.plan.resolve(op)
    }

    /// Operand `k` of `i` as the walk has rewritten it so far.
    fn operand(&self, i: Inst, k: usize) -> Operand {
        let raw = self
            .rewrites
            .get(&(i, k as u32))
            .copied()
            .unwrap_or(self.facts.body.dfg.insts[i].args[k]);
        self.resolve(raw)
    }

    fn operands(&self, i: Inst) -> Vec<Operand> {
        (0..self.facts.body.dfg.insts[i].args.len())
            .map(|k| self.operand(i, k))
            .collect()
    }

    fn result(&self, i: Inst) -> Option<Value> {
        self.facts.body.dfg.insts[i].result
    }

    fn is_unused(&self, i: Inst) -> bool {
        self.result(i)
            .is_none_or(|v| self.uses.get(&v).copied().unwrap_or(0) == 0)
    }

    fn delete(&mut self, i: Inst) {
        for op in self.operands(i) {
            if let Operand::Value(v) = op {
                if let Some(n) = self.uses.get_mut(&v) {
                    *n = n.saturating_sub(1);
                }
            }
        }
        self.dead.insert(i, ());
        self.plan.dead.push(i);
    }

    fn replace(&mut self, i: Inst, with: Operand) {
        let Some(v) = self.result(i) else { return };
        if Operand::Value(v) == with {
            return;
        }
        let n = self.uses.insert(v, 0).unwrap_or(0);
        if let Operand::Value(w) = with {
            *self.uses.entry(w).or_default() += n;
            self.use_index.note_replaced(w, v);
        }
        self.plan.replacements.insert(v, with);
    }

    fn is_trivially_dead(&self, i: Inst) -> bool {
        self.is_unused(i) && self.facts.has_no_side_effect(i)
    }

    /// `isSameMemGeneration`.
    fn same_generation(
        &mut self,
        earlier_gen: u32,
        later_gen: u32,
        earlier: Inst,
        later: Inst,
    ) -> bool {
        if earlier_gen == later_gen {
            return true;
        }
        let Some((mssa, walker)) = &self.mssa else {
            return self.seed_crosses(earlier_gen, later_gen, earlier, later);
        };
        let Some(earlier_ma) = mssa.access_of(earlier) else {
            return true;
        };
        let Some(later_ma) = mssa.access_of(later) else {
            return true;
        };
        let later_def = if self.mssa_queries < MSSA_QUERY_CAP {
            self.mssa_queries += 1;
            walker.clobbering_access(&mut self.facts.aa, later_ma)
        } else {
            mssa.access(later_ma).defining
        };
        walker.access_dominates(later_def, earlier_ma)
            || self.seed_crosses(earlier_gen, later_gen, earlier, later)
    }

    /// Seed mode: the generation advances between `earlier` and `later` were all made by atomic
    /// or volatile accesses that do not touch `later`'s bytes and that the two may meet across
    /// (`atomics::may_meet_across`).
    fn seed_crosses(
        &mut self,
        earlier_gen: u32,
        later_gen: u32,
        earlier: Inst,
        later: Inst,
    ) -> bool {
        if self.mode != AtomicOptMode::Seed {
            return false;
        }
        let body = self.facts.body;
        let Some(loc) = self.facts.aa.location(later) else {
            return false;
        };
        let ptr_index = usize::from(matches!(body.dfg.insts[later].kind, InstKind::Store { .. }));
        let loc = crate::analysis::alias::MemoryLocation {
            ptr: self.operand(later, ptr_index),
            ..loc
        };
        let mut between: Vec<Inst> = Vec::new();
        for &(g, by) in &self.advances {
            if g <= earlier_gen || g > later_gen {
                continue;
            }
            let Some(b) = by else { return false };
            between.push(b);
        }
        for &b in &between {
            let kind = &body.dfg.insts[b].kind;
            if !(atomics::is_atomic(kind) || atomics::is_volatile(kind))
                || self.facts.aa.own_location_mod_ref(b, loc)
                    != Some(crate::analysis::alias::ModRef::NONE)
            {
                return false;
            }
        }
        let kinds: Vec<&InstKind> = between.iter().map(|&b| &body.dfg.insts[b].kind).collect();
        atomics::may_meet_across(
            &body.dfg.insts[earlier].kind,
            &body.dfg.insts[later].kind,
            &kinds,
            self.mode,
        )
    }

    /// Advances the memory generation; `by` is the instruction that may write (or order)
    /// memory, `None` at a merge of paths.
    fn advance(&mut self, by: Option<Inst>) {
        self.generation += 1;
        if self.mode == AtomicOptMode::Seed {
            self.advances.push((self.generation, by));
        }
    }

    /// `getMatchingValue`: what an available load or store of the pointer gives the access
    /// `inst` (a load: the value to use; a store: its stored value must be the earlier load).
    fn matching_value(&mut self, avail: LoadValue, inst: Inst) -> Option<Operand> {
        let body = self.facts.body;
        let kind = &body.dfg.insts[inst].kind;
        if !atomics::is_unordered(kind) {
            return None;
        }
        let is_load = matches!(kind, InstKind::Load { .. });
        if is_load && !avail.is_atomic && atomics::is_atomic(kind) {
            // An atomic load never takes a plain value (`atomics::may_forward_to_load`).
            return None;
        }
        let def_kind = &body.dfg.insts[avail.def].kind;
        let result_of = |w: &Self, i: Inst, expected: Type| -> Option<Operand> {
            let d = &body.dfg.insts[i];
            let (op, ty) = match d.kind {
                InstKind::Load { .. } => (Operand::Value(d.result?), d.ty),
                InstKind::Store { .. } => {
                    let op = w.operand(i, 0);
                    (op, operand_type(w.facts.m, body, op)?)
                }
                _ => return None,
            };
            (ty == expected).then_some(op)
        };
        let store_result = if is_load {
            None
        } else {
            // The stored value must be the earlier load itself.
            if !matches!(def_kind, InstKind::Load { .. }) {
                return None;
            }
            let r = result_of(self, inst, body.dfg.insts[avail.def].ty)?;
            if r != Operand::Value(body.dfg.insts[avail.def].result?) {
                return None;
            }
            Some(r)
        };
        if !self.same_generation(avail.generation, self.generation, avail.def, inst) {
            return None;
        }
        match store_result {
            Some(r) => Some(r),
            None => result_of(self, avail.def, body.dfg.insts[inst].ty),
        }
    }

    /// The condition of the single predecessor's conditional branch is known in `b`.
    fn handle_branch_condition(&mut self, b: Block) {
        let preds = self.cfg.preds(b);
        if preds.len() != 1 {
            return;
        }
        let pred = preds[0];
        let body = self.facts.body;
        let Some(&term) = body.layout.block_insts(pred).last() else {
            return;
        };
        if !matches!(body.dfg.insts[term].kind, InstKind::CondBr) {
            return;
        }
        let cond = self.operand(term, 0);
        let Operand::Value(cv) = cond else { return };
        let ValueDef::Inst(ci) = body.dfg.values[cv].def else {
            return;
        };
        if !self.facts.is_pure_value(ci) || self.dead.contains_key(&ci) {
            return;
        }
        let taken_true = self.operand(term, 1) == Operand::Block(b);
        let bool_ty = body.dfg.insts[ci].ty;
        let Some(known) = self.consts.get(
            &self.facts.m.constants,
            ConstantData::Int {
                ty: bool_ty,
                value: ApInt::from_u64(1, taken_true as u64),
            },
        ) else {
            return;
        };
        let known = Operand::Const(known);
        // The condition and, through `and` (true edge) or `or` (false edge), its parts.
        let mut work = vec![ci];
        while let Some(c) = work.pop() {
            let d = &body.dfg.insts[c];
            let key = value_key(&d.kind, d.ty, self.operands(c));
            self.values.insert(key, known);
            self.replace_dominated_uses(c, known, b);
            let want = if taken_true {
                BinaryOp::And
            } else {
                BinaryOp::Or
            };
            if matches!(d.kind, InstKind::Binary { op, .. } if op == want) {
                for op in self.operands(c) {
                    if let Operand::Value(v) = op {
                        if let ValueDef::Inst(i) = body.dfg.values[v].def {
                            if self.facts.is_pure_value(i) && !self.dead.contains_key(&i) {
                                work.push(i);
                            }
                        }
                    }
                }
            }
        }
    }

    /// `replaceDominatedUsesWith` for the uses of `c` in blocks `b` dominates.
    fn replace_dominated_uses(&mut self, c: Inst, with: Operand, b: Block) {
        let Some(v) = self.result(c) else { return };
        let body = self.facts.body;
        let candidates = self.use_index.candidates(body, v);
        let found = dominated_uses(body, self.dt, candidates, b, |i, k| {
            !self.dead.contains_key(&i) && self.operand(i, k) == Operand::Value(v)
        });
        for (i, k) in found {
            if let Operand::Value(w) = with {
                self.use_index.note_rewritten(w, i, k);
            }
            self.rewrites.insert((i, k), with);
            self.plan.use_rewrites.push((i, k, with));
            if let Some(n) = self.uses.get_mut(&v) {
                *n = n.saturating_sub(1);
            }
        }
    }

    fn process_block(&mut self, b: Block) {
        let body = self.facts.body;
        if self.cfg.preds(b).len() != 1 {
            self.advance(None);
        }
        self.handle_branch_condition(b);
        let mut last_store: Option<Inst> = None;
        let insts: Vec<Inst> = body.layout.block_insts(b).to_vec();
        for i in insts {
            if self.dead.contains_key(&i) {
                continue;
            }
            if self.is_trivially_dead(i) {
                self.delete(i);
                continue;
            }
            let args = self.operands(i);
            let plan = &self.plan;
            let resolve = |op: Operand| plan.resolve(op);
            if let Some(v) = simplify(self.facts.m, body, i, &args, &resolve, self.consts) {
                let v = self.resolve(v);
                let had_uses = !self.is_unused(i);
                if had_uses {
                    self.replace(i, v);
                }
                if self.is_trivially_dead(i) {
                    self.delete(i);
                    continue;
                }
            }
            let kind = &body.dfg.insts[i].kind;
            if self.facts.is_pure_value(i) {
                let key = value_key(kind, body.dfg.insts[i].ty, self.operands(i));
                if let Some(&v) = self.values.lookup(&key) {
                    if let Operand::Value(kv) = v {
                        if let ValueDef::Inst(keep) = body.dfg.values[kv].def {
                            self.plan.flag_merges.push((keep, i));
                        }
                    }
                    self.replace(i, v);
                    self.delete(i);
                    continue;
                }
                if let Some(r) = self.result(i) {
                    self.values.insert(key, Operand::Value(r));
                }
                continue;
            }
            let is_load = matches!(kind, InstKind::Load { .. });
            let is_store = matches!(kind, InstKind::Store { .. });
            if is_load {
                if !atomics::is_unordered(kind) {
                    last_store = None;
                    self.advance(Some(i));
                }
                let ptr = self.operand(i, 0);
                if let Some(avail) = self.loads.lookup(&ptr).copied() {
                    if let Some(v) = self.matching_value(avail, i) {
                        self.replace(i, v);
                        self.delete(i);
                        continue;
                    }
                }
                self.loads.insert(
                    ptr,
                    LoadValue {
                        def: i,
                        generation: self.generation,
                        is_atomic: atomics::is_atomic(kind),
                    },
                );
                last_store = None;
                continue;
            }
            // A store forgets the last store only when it reads (an ordered store).
            if self.facts.may_read(i) || (!is_store && self.facts.may_throw(i)) {
                last_store = None;
            }
            if self.facts.is_memory_call(i) {
                let key = value_key(kind, body.dfg.insts[i].ty, self.operands(i));
                if let Some(&(earlier, g)) = self.calls.lookup(&key) {
                    if self.same_generation(g, self.generation, earlier, i) {
                        if let Some(r) = self.result(earlier) {
                            self.replace(i, Operand::Value(r));
                        }
                        self.delete(i);
                        continue;
                    }
                }
                self.calls.insert(key, (i, self.generation));
                continue;
            }
            if atomics::is_release_fence(kind) {
                continue;
            }
            if is_store {
                let ptr = self.operand(i, 1);
                if let Some(avail) = self.loads.lookup(&ptr).copied() {
                    if self.matching_value(avail, i).is_some() {
                        self.delete(i);
                        continue;
                    }
                }
            }
            if self.facts.may_write(i) {
                self.advance(Some(i));
                if is_store {
                    if let Some(ls) = last_store {
                        if self.overriding_stores(ls, i) {
                            self.delete(ls);
                        }
                    }
                    let ptr = self.operand(i, 1);
                    self.loads.insert(
                        ptr,
                        LoadValue {
                            def: i,
                            generation: self.generation,
                            is_atomic: atomics::is_atomic(kind),
                        },
                    );
                    last_store = atomics::is_unordered(kind).then_some(i);
                }
            }
        }
    }

    /// `overridingStores`: the later store writes the same pointer with the same type, both
    /// unordered.
    fn overriding_stores(&self, earlier: Inst, later: Inst) -> bool {
        let body = self.facts.body;
        if self.operand(earlier, 1) != self.operand(later, 1) {
            return false;
        }
        let ty = |i: Inst| operand_type(self.facts.m, body, self.operand(i, 0));
        if ty(earlier).is_none() || ty(earlier) != ty(later) {
            return false;
        }
        atomics::is_unordered(&body.dfg.insts[earlier].kind)
            && atomics::is_unordered(&body.dfg.insts[later].kind)
    }
}

pub(super) fn operand_type(m: &Module, body: &FunctionBody, op: Operand) -> Option<Type> {
    match op {
        Operand::Value(v) => Some(body.dfg.values[v].ty),
        Operand::Const(c) => Some(m.constants.ty(c)),
        _ => None,
    }
}
