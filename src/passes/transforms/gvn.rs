//! `gvn`: part of opt-22's GVN (global value numbering with load elimination), without PRE.
//!
//! Owns: the walk and its leader table. Blocks are visited in reverse post-order of the
//! dominator tree; per instruction, in order: [`simplify`] answers are substituted (and the
//! instruction deleted when it is then trivially dead); an unordered load that has no use is
//! deleted; an unordered load whose memory dependence (as opt-22's MemoryDependence finds it,
//! scanning back from the load: the first must-alias load or store is a definition, anything
//! that may write the location, or an ordered access the rules below name, a clobber) is a
//! definition gets the loaded or stored value, in its block or, when every predecessor of its
//! block (followed up through single-predecessor blocks) defines the same value, across blocks;
//! any other value is numbered (pure values by kind, type and operands, commuted and swapped
//! compares alike, flags ignored) and replaced by a leader of its number whose block
//! dominates it; a conditional branch makes its condition `true`/`false` in the successor it
//! alone leads to (uses there are rewritten and the value is a leader there), and through
//! `and`/`or` and `icmp eq`/`ne` against a constant, its parts; a compare known true or false
//! also makes the compare of its operands under the inverse predicate (`icmp`, `fcmp`) known the
//! other way there.
//!
//! The atomic rules are `crate::ir::atomics`'s and MemoryDependence's: only unordered loads are
//! replaced or deleted; a value is forwarded from a store or load only if it is at least as
//! atomic as the load (never plain to atomic); acquire and stronger loads, and atomic accesses
//! other than unordered/monotonic loads and stores, are clobbers; a volatile access is not a
//! clobber of a non-volatile load unless it may alias; a release fence is looked through.
//!
//! Not yet (opt-22 does them): load PRE and scalar PRE (opt-22's default `gvn` runs them: where
//! a load is available on some paths only, atomir leaves it), phis for loads whose value
//! differs by predecessor, partial overlaps (coercion of a wider store), loads of fresh allocas
//! and allocation calls, read-only calls numbered through memory dependence, equalities between
//! two non-constant values, `switch` cases, `assume`, merging a block into its single
//! predecessor (opt-22 does this first), and repeating until nothing changes (atomir runs one
//! round).
//! Must not touch: anything but the function body it is given; the CFG.

use super::early_cse::{body_fingerprint, operand_type, value_key, Facts, Plan, ValueKey};
use super::simplify::{simplify, ConstantSource, FindOnly, Recorder};
use crate::analysis::alias::{AliasAnalysis, AliasResult};
use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::ir::atomics::{self, AtomicOptMode};
use crate::ir::constant::{ApInt, ConstantData};
use crate::ir::entity::FxHashMap;
use crate::ir::function::{Block, FunctionBody, Inst, Value, ValueDef};
use crate::ir::instructions::{BinaryOp, InstKind, IntPredicate, Operand};
use crate::ir::module::{GlobalValue, Module};
use crate::passes::analysis_manager::{AnalysisId, PreservedAnalyses};
use crate::passes::manager::{FunctionEditContext, FunctionPass, PassOptions};
use crate::passes::PassError;

/// `gvn`.
#[derive(Default)]
pub struct Gvn {
    /// `-atomic-opt=`: in seed mode the dependence scan also crosses the atomic accesses
    /// `atomics::may_meet_across` allows (see the module doc).
    pub atomic_opt: AtomicOptMode,
    /// Plans made by `prepare_module` while the bodies were in the module (see
    /// [`body_fingerprint`]; none when the pass runs first in its pipeline).
    prepared: std::sync::Mutex<FxHashMap<GlobalValue, (Option<u64>, Plan)>>,
}

impl FunctionPass for Gvn {
    fn name(&self) -> &str {
        "gvn"
    }

    fn edits_ir(&self) -> bool {
        true
    }

    fn configure(&mut self, options: &PassOptions) {
        self.atomic_opt = options.atomic_opt;
    }

    /// As early-cse's: planning needs the bodies this pass will run on.
    fn starts_function_pipeline(&self) -> bool {
        true
    }

    fn prepare_module(&self, module: &mut Module, runs_first: bool) {
        use rayon::prelude::*;
        let mut prepared = FxHashMap::default();
        let mut pending: Vec<GlobalValue> = crate::passes::manager::functions_to_transform(module);
        for round in 0..4 {
            // As early-cse's: planned in parallel, missing constants merged in module order,
            // only the functions that lacked a constant planned again.
            let shared: &Module = module;
            let planned: Vec<(GlobalValue, Option<u64>, Plan, Vec<ConstantData>)> = pending
                .par_iter()
                .map(|&f| {
                    let body = super::early_cse::body_in(shared, f);
                    let dt = DominatorTree::compute(&BlockCfg::new(body));
                    let mut recorder = Recorder::default();
                    let p = plan(shared, body, &dt, &mut recorder, self.atomic_opt);
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
                plan(cx.module, cx.body, &dt, &mut FindOnly, self.atomic_opt)
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

/// What a memory dependence scan found.
enum Dep {
    /// A must-alias load or store: the value it gives (if usable).
    Def(Inst),
    /// An ordered load that stops the scan; its value still serves when it reads exactly the
    /// load's bytes (LLVM's clobbering-load analysis at offset 0).
    ClobberLoad(Inst),
    /// Something that may change the location, or an ordering barrier.
    Clobber,
    /// The scan reached the start of a block with predecessors.
    NonLocal,
    /// The scan reached the start of the function.
    FunctionEntry,
}

struct Walk<'a, 'c> {
    facts: Facts<'a>,
    dt: &'a DominatorTree<Block>,
    cfg: BlockCfg,
    consts: &'c mut dyn ConstantSource,
    plan: Plan,
    uses: FxHashMap<Value, usize>,
    dead: FxHashMap<Inst, ()>,
    rewrites: FxHashMap<(Inst, u32), Operand>,
    /// Value number key -> (leader, block it is a leader in).
    leaders: FxHashMap<ValueKey, Vec<(Operand, Block)>>,
    mode: AtomicOptMode,
    /// Where `replace_dominated_uses` looks (early-cse's index).
    use_index: super::early_cse::DominatedUseIndex,
}

/// Plans one round of GVN over `body`.
pub fn plan(
    m: &Module,
    body: &FunctionBody,
    dt: &DominatorTree<Block>,
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
        consts,
        plan: Plan::default(),
        uses,
        dead: FxHashMap::default(),
        rewrites: FxHashMap::default(),
        leaders: FxHashMap::default(),
        mode,
        use_index: Default::default(),
    };
    for &b in dt.reverse_post_order() {
        w.process_block(b);
    }
    w.plan
}

impl Walk<'_, '_> {
    fn operand(&self, i: Inst, k: usize) -> Operand {
        let raw = self
            .rewrites
            .get(&(i, k as u32))
            .copied()
            .unwrap_or(self.facts.body.dfg.insts[i].args[k]);
        self.plan.resolve(raw)
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

    fn find_leader(&self, b: Block, key: &ValueKey) -> Option<Operand> {
        let list = self.leaders.get(key)?;
        let mut found = None;
        for &(v, lb) in list {
            if self.dt.dominates(lb, b) {
                if matches!(v, Operand::Const(_)) {
                    return Some(v);
                }
                found = Some(v);
            }
        }
        found
    }

    fn add_leader(&mut self, key: ValueKey, v: Operand, b: Block) {
        self.leaders.entry(key).or_default().push((v, b));
    }

    fn key_of(&self, i: Inst) -> ValueKey {
        let d = &self.facts.body.dfg.insts[i];
        value_key(&d.kind, d.ty, self.operands(i))
    }

    fn process_block(&mut self, b: Block) {
        let body = self.facts.body;
        let insts: Vec<Inst> = body.layout.block_insts(b).to_vec();
        for i in insts {
            if self.dead.contains_key(&i) {
                continue;
            }
            let args = self.operands(i);
            let plan = &self.plan;
            let resolve = |op: Operand| plan.resolve(op);
            if let Some(v) = simplify(self.facts.m, body, i, &args, &resolve, self.consts) {
                let v = self.plan.resolve(v);
                let mut changed = false;
                if !self.is_unused(i) {
                    self.replace(i, v);
                    changed = true;
                }
                if self.is_unused(i) && self.facts.has_no_side_effect(i) {
                    self.delete(i);
                    changed = true;
                }
                if changed {
                    continue;
                }
            }
            let kind = &body.dfg.insts[i].kind;
            match kind {
                InstKind::Load { .. } => {
                    self.process_load(i, b);
                    continue;
                }
                InstKind::CondBr => {
                    self.process_branch(i, b);
                    continue;
                }
                _ => {}
            }
            if self.result(i).is_none() {
                continue;
            }
            if self.is_readonly_call(i) {
                if let Some(earlier) = self.call_dependency(i, b) {
                    if self.key_of(earlier) == self.key_of(i) {
                        if let Some(r) = self.result(earlier) {
                            self.replace(i, Operand::Value(r));
                            self.delete(i);
                        }
                    }
                }
                continue;
            }
            if matches!(kind, InstKind::Alloca { .. } | InstKind::Phi { .. })
                || kind.is_terminator()
                || !self.facts.is_pure_value(i)
            {
                continue;
            }
            let key = self.key_of(i);
            match self.find_leader(b, &key) {
                Some(v) => {
                    if let Operand::Value(kv) = v {
                        if let ValueDef::Inst(keep) = body.dfg.values[kv].def {
                            self.plan.flag_merges.push((keep, i));
                        }
                    }
                    self.replace(i, v);
                    self.delete(i);
                }
                None => {
                    let r = Operand::Value(self.result(i).expect("checked above"));
                    self.add_leader(key, r, b);
                }
            }
        }
    }

    fn process_load(&mut self, load: Inst, b: Block) {
        let body = self.facts.body;
        if !atomics::is_unordered(&body.dfg.insts[load].kind) {
            return;
        }
        if self.is_unused(load) {
            self.delete(load);
            return;
        }
        let pos = body
            .layout
            .block_insts(b)
            .iter()
            .position(|&x| x == load)
            .expect("placed");
        let value = match self.dependency(load, b, pos) {
            Dep::Def(d) => self.available_value(load, d),
            Dep::ClobberLoad(d) => self.clobbering_load_value(load, d),
            Dep::NonLocal => self.non_local_value(load, b),
            Dep::Clobber | Dep::FunctionEntry => None,
        };
        if let Some(v) = value {
            self.replace(load, v);
            self.delete(load);
        }
    }

    /// The same value from every predecessor of `b` (each followed up through blocks with a
    /// single predecessor), if it dominates `b`.
    fn non_local_value(&mut self, load: Inst, b: Block) -> Option<Operand> {
        let body = self.facts.body;
        let mut preds: Vec<Block> = self.cfg.preds(b).to_vec();
        preds.sort();
        preds.dedup();
        let mut common: Option<Operand> = None;
        for p in preds {
            if !self.dt.is_reachable(p) {
                return None;
            }
            let mut blk = p;
            let mut seen = vec![b];
            let v = loop {
                if seen.contains(&blk) {
                    return None;
                }
                seen.push(blk);
                let n = body.layout.block_insts(blk).len();
                match self.dependency(load, blk, n) {
                    Dep::Def(d) => break self.available_value(load, d)?,
                    Dep::ClobberLoad(d) => break self.clobbering_load_value(load, d)?,
                    Dep::NonLocal => {
                        let up = self.cfg.preds(blk);
                        if up.len() != 1 {
                            return None;
                        }
                        blk = up[0];
                    }
                    Dep::Clobber | Dep::FunctionEntry => return None,
                }
            };
            match common {
                None => common = Some(v),
                Some(c) if c == v => {}
                Some(_) => return None,
            }
        }
        let v = common?;
        if let Operand::Value(val) = v {
            if let ValueDef::Inst(def) = body.dfg.values[val].def {
                let db = body.layout.inst_block(def)?;
                if db == b || !self.dt.dominates(db, b) {
                    return None;
                }
            }
        }
        Some(v)
    }

    /// The value of an ordered load that clobbers `load`: only when it reads the same pointer
    /// operand with the same type.
    fn clobbering_load_value(&self, load: Inst, dep: Inst) -> Option<Operand> {
        if self.operand(dep, 0) != self.operand(load, 0) {
            return None;
        }
        self.available_value(load, dep)
    }

    /// AnalyzeLoadAvailability for a definition: the stored or loaded value when its type is
    /// the load's and it is at least as atomic as the load.
    fn available_value(&self, load: Inst, dep: Inst) -> Option<Operand> {
        let body = self.facts.body;
        let ld = &body.dfg.insts[load];
        let dd = &body.dfg.insts[dep];
        if !atomics::may_forward_to_load(&dd.kind, &ld.kind) {
            return None;
        }
        match dd.kind {
            InstKind::Store { .. } => {
                let v = self.operand(dep, 0);
                (operand_type(self.facts.m, body, v) == Some(ld.ty)).then_some(v)
            }
            InstKind::Load { .. } => {
                if dd.ty != ld.ty {
                    return None;
                }
                let r = Operand::Value(dd.result?);
                Some(self.plan.resolve(r))
            }
            _ => None,
        }
    }

    /// MemoryDependence's scan for the unordered load `load`, from position `end` of block `b`
    /// backwards.
    fn dependency(&mut self, load: Inst, b: Block, end: usize) -> Dep {
        let body = self.facts.body;
        let Some(loc) = self.facts.aa.location(load) else {
            return Dep::Clobber;
        };
        let loc = crate::analysis::alias::MemoryLocation {
            ptr: self.operand(load, 0),
            ..loc
        };
        let insts = body.layout.block_insts(b);
        // Seed mode: atomic accesses to other places crossed so far (latest first); a definition
        // found beyond them serves only if `atomics::may_meet_across` allows it.
        let mut crossed: Vec<Inst> = Vec::new();
        let def = |w: &Self, crossed: &[Inst], d: Inst| -> Dep {
            if crossed.is_empty() {
                return Dep::Def(d);
            }
            let kinds: Vec<&InstKind> = crossed
                .iter()
                .rev()
                .map(|&c| &body.dfg.insts[c].kind)
                .collect();
            if atomics::may_meet_across(
                &body.dfg.insts[d].kind,
                &body.dfg.insts[load].kind,
                &kinds,
                w.mode,
            ) {
                Dep::Def(d)
            } else {
                Dep::Clobber
            }
        };
        for &i in insts[..end].iter().rev() {
            if self.dead.contains_key(&i) || i == load {
                continue;
            }
            let kind = &body.dfg.insts[i].kind;
            match kind {
                InstKind::Load { .. } => {
                    if atomics::is_load_elimination_barrier(kind) {
                        if self.seed_may_cross(i, loc) {
                            crossed.push(i);
                            continue;
                        }
                        if !crossed.is_empty() {
                            return Dep::Clobber;
                        }
                        return Dep::ClobberLoad(i);
                    }
                    let Some(other) = self.facts.aa.location(i) else {
                        return Dep::Clobber;
                    };
                    let other = crate::analysis::alias::MemoryLocation {
                        ptr: self.operand(i, 0),
                        ..other
                    };
                    match self.facts.aa.alias(other, loc) {
                        AliasResult::NoAlias => continue,
                        AliasResult::MustAlias => return def(self, &crossed, i),
                        AliasResult::PartialAlias => return Dep::Clobber,
                        AliasResult::MayAlias => continue,
                    }
                }
                InstKind::Store { .. } => {
                    if !self.facts.aa.mod_ref(i, loc).any() {
                        continue;
                    }
                    let Some(other) = self.facts.aa.location(i) else {
                        return Dep::Clobber;
                    };
                    let other = crate::analysis::alias::MemoryLocation {
                        ptr: self.operand(i, 1),
                        ..other
                    };
                    match self.facts.aa.alias(other, loc) {
                        AliasResult::NoAlias => continue,
                        AliasResult::MustAlias => return def(self, &crossed, i),
                        _ => return Dep::Clobber,
                    }
                }
                _ if atomics::is_release_fence(kind) => continue,
                _ => {
                    if !self.facts.may_read(i) && !self.facts.may_write(i) {
                        continue;
                    }
                    let mr = self.facts.aa.mod_ref(i, loc);
                    if mr.mod_ {
                        if self.seed_may_cross(i, loc) {
                            crossed.push(i);
                            continue;
                        }
                        return Dep::Clobber;
                    }
                }
            }
        }
        if !crossed.is_empty() {
            // atomir's seed mode crosses atomic accesses within the load's block only.
            return Dep::Clobber;
        }
        if self.cfg.preds(b).is_empty() {
            Dep::FunctionEntry
        } else {
            Dep::NonLocal
        }
    }

    /// Seed mode: an atomic load, `atomicrmw` or `cmpxchg` that does not touch `loc`'s bytes (its
    /// ordering is judged by `atomics::may_meet_across` once the definition is found).
    fn seed_may_cross(&mut self, i: Inst, loc: crate::analysis::alias::MemoryLocation) -> bool {
        self.mode == AtomicOptMode::Seed
            && atomics::is_atomic(&self.facts.body.dfg.insts[i].kind)
            && self.facts.aa.own_location_mod_ref(i, loc)
                == Some(crate::analysis::alias::ModRef::NONE)
    }

    /// A call that reads memory and does not write it, with a result.
    fn is_readonly_call(&self, i: Inst) -> bool {
        let d = &self.facts.body.dfg.insts[i];
        if !matches!(d.kind, InstKind::Call { .. }) || self.facts.m.types.is_void(d.ty) {
            return false;
        }
        let mr = self.facts.aa.call_effects(i).total();
        mr.ref_ && !mr.mod_
    }

    /// MemoryDependence's local scan for a read-only call: the identical earlier call it
    /// depends on, if the scan meets one before anything that interferes.
    fn call_dependency(&mut self, call: Inst, b: Block) -> Option<Inst> {
        let body = self.facts.body;
        let insts = body.layout.block_insts(b);
        let pos = insts.iter().position(|&x| x == call)?;
        for &i in insts[..pos].iter().rev() {
            if self.dead.contains_key(&i) {
                continue;
            }
            let kind = &body.dfg.insts[i].kind;
            let is_call = matches!(
                kind,
                InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. }
            );
            if !is_call {
                if let Some(loc) = self.facts.aa.location(i) {
                    if self.facts.aa.mod_ref(call, loc).any() {
                        return None;
                    }
                    continue;
                }
                if self.facts.may_read(i) || self.facts.may_write(i) {
                    return None;
                }
                continue;
            }
            if self.facts.aa.call_mod_ref(call, i).any() {
                return None;
            }
            let mr = self.facts.aa.call_effects(i).total();
            if !mr.mod_ && self.key_of(i) == self.key_of(call) {
                return Some(i);
            }
        }
        None
    }

    /// A constant `i1`.
    fn bool_const(&mut self, ty: crate::ir::types::Type, v: bool) -> Option<Operand> {
        self.consts
            .get(
                &self.facts.m.constants,
                ConstantData::Int {
                    ty,
                    value: ApInt::from_u64(1, v as u64),
                },
            )
            .map(Operand::Const)
    }

    /// The value of an `i1` constant operand (None for anything else).
    fn i1_value(&self, op: Operand) -> Option<bool> {
        let Operand::Const(c) = op else { return None };
        let constants = &self.facts.m.constants;
        if self.facts.m.types.int_bits(constants.ty(c)) != Some(1) {
            return None;
        }
        match constants.data(c) {
            ConstantData::Int { value, .. } => Some(value.low_u64() & 1 == 1),
            _ => None,
        }
    }

    /// propagateEquality on each successor edge that alone reaches its block.
    fn process_branch(&mut self, br: Inst, b: Block) {
        let cond = self.operand(br, 0);
        if matches!(cond, Operand::Const(_)) {
            return;
        }
        let (t, f) = (self.operand(br, 1), self.operand(br, 2));
        if t == f {
            return;
        }
        for (succ, known) in [(t, true), (f, false)] {
            let Operand::Block(s) = succ else { continue };
            if self.cfg.preds(s).len() != 1 {
                continue;
            }
            let ty = match cond {
                Operand::Value(v) => self.facts.body.dfg.values[v].ty,
                _ => continue,
            };
            let Some(k) = self.bool_const(ty, known) else {
                continue;
            };
            let _ = b;
            self.propagate_equality(cond, k, s);
        }
    }

    fn propagate_equality(&mut self, lhs: Operand, rhs: Operand, root: Block) {
        let body = self.facts.body;
        let mut work = vec![(lhs, rhs)];
        while let Some((l, r)) = work.pop() {
            if l == r {
                continue;
            }
            let Operand::Value(lv) = l else { continue };
            // A leader for the value in the root's region, and its dominated uses rewritten
            // (a value with one use keeps it: that use is the branch).
            if let ValueDef::Inst(li) = body.dfg.values[lv].def {
                if self.facts.is_pure_value(li) && !self.dead.contains_key(&li) {
                    let key = self.key_of(li);
                    if matches!(r, Operand::Const(_)) {
                        self.add_leader(key, r, root);
                    }
                }
            }
            if self.uses.get(&lv).copied().unwrap_or(0) > 1 {
                self.replace_dominated_uses(lv, r, root);
            }
            let ValueDef::Inst(li) = body.dfg.values[lv].def else {
                continue;
            };
            if self.dead.contains_key(&li) {
                continue;
            }
            let d = &body.dfg.insts[li];
            // The decompositions hold only when the value is an i1 known true or false (an
            // `and` true: both operands true; an `or` false: both false; an `icmp eq` true or
            // `icmp ne` false: its operands equal): `r` itself says which, not the edge that
            // started the walk (`and i32 %x, 128` equal to 0 says nothing about %x).
            let truth = self.i1_value(r);
            // A compare known true or false: the compare of the same operands under the
            // inverse predicate is known the other way, in the root's region (an existing
            // one dominating the root gets its dominated uses rewritten, later ones find the
            // constant as their leader).
            if let Some(t) = truth {
                let inverse = match &d.kind {
                    InstKind::ICmp { pred, samesign } => Some(InstKind::ICmp {
                        pred: pred.inverse(),
                        samesign: *samesign,
                    }),
                    InstKind::FCmp { pred, fmf } => Some(InstKind::FCmp {
                        pred: pred.inverse(),
                        fmf: *fmf,
                    }),
                    _ => None,
                };
                if let (Some(kind), Some(not)) = (inverse, self.bool_const(d.ty, !t)) {
                    let key = value_key(&kind, d.ty, self.operands(li));
                    if let Some(Operand::Value(existing)) = self.find_leader(root, &key) {
                        if existing != lv {
                            self.replace_dominated_uses(existing, not, root);
                        }
                    }
                    self.add_leader(key, not, root);
                }
            }
            match &d.kind {
                InstKind::Binary { op, .. }
                    if (truth == Some(true) && *op == BinaryOp::And)
                        || (truth == Some(false) && *op == BinaryOp::Or) =>
                {
                    for op in self.operands(li) {
                        work.push((op, r));
                    }
                }
                InstKind::ICmp { pred, .. } if truth.is_some() => {
                    let eq = (truth == Some(true) && *pred == IntPredicate::Eq)
                        || (truth == Some(false) && *pred == IntPredicate::Ne);
                    if eq {
                        let ops = self.operands(li);
                        let (a, c) = (ops[0], ops[1]);
                        // Only equalities with a constant are propagated (the constant wins).
                        match (a, c) {
                            (Operand::Value(_), Operand::Const(_)) => work.push((a, c)),
                            (Operand::Const(_), Operand::Value(_)) => work.push((c, a)),
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Rewrites the uses of `v` in blocks `root` dominates (a phi's use counts at the end of
    /// its incoming block).
    fn replace_dominated_uses(&mut self, v: Value, with: Operand, root: Block) {
        let body = self.facts.body;
        let candidates = self.use_index.candidates(body, v);
        let found = super::early_cse::dominated_uses(body, self.dt, candidates, root, |i, k| {
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
            if let Operand::Value(w) = with {
                *self.uses.entry(w).or_default() += 1;
            }
        }
    }
}
