//! `dse`: dead-store elimination, part of opt-22's DSE.
//!
//! Owns: two rules.
//! 1. Overwritten stores: a store is deleted when a later store in the same block writes the
//!    same pointer operand with at least as many bytes, and nothing between them may read
//!    memory, is a call, or is a barrier ([`atomics::is_dse_barrier`]: an access stronger than
//!    monotonic, a fence). Plain stores to other pointers in between do not matter (they only
//!    write).
//! 2. No-op stores: a store of the value a load read from the same pointer operand, with
//!    nothing that writes memory between the load and the store on any path (the store's
//!    MemorySSA definition is the load's; the blocks may differ).
//!
//! The atomic rules come from `crate::ir::atomics`: only [`atomics::is_removable_store`] stores
//! (not volatile, at most unordered) are deleted; a killing store must satisfy
//! [`atomics::may_kill_earlier_store`] (at most monotonic; volatile is fine, as in opt-22).
//!
//! Not yet (opt-22 does them): overwritten stores killed across blocks through MemorySSA, pointers that are
//! equal without being the same operand (GEP arithmetic, alias analysis answers `MustAlias`),
//! reads proven not to alias the store (a load of another object between two stores stops
//! atomir), partial overwrites merged into one store, stores dead at the end of the function
//! (non-escaping allocas), stores of the value `calloc`/`memset` already wrote, and memory
//! intrinsics. Where atomir stops early it keeps the store, never deleting one opt-22 keeps.
//! Must not touch: anything but the function body it is given; the CFG.

use crate::analysis::alias::{AliasAnalysis, ModRef};
use crate::analysis::domtree::DominatorTree;
use crate::analysis::memory_ssa::walker::Walker;
use crate::analysis::memory_ssa::{AccessKind, MemorySsa};
use crate::ir::atomics::{self, AtomicOptMode};
use crate::ir::function::{Block, FunctionBody, Inst, ValueDef};
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::module::Module;
use crate::passes::analysis_manager::{AnalysisId, PreservedAnalyses};
use crate::passes::manager::{FunctionEditContext, FunctionPass, PassOptions};
use crate::passes::PassError;

/// `dse`.
#[derive(Default)]
pub struct DeadStoreElimination {
    /// `-atomic-opt=`: in seed mode rule 1 also crosses atomic accesses that do not touch the
    /// store's bytes and merges adjacent atomic stores (see the module doc).
    atomic_opt: AtomicOptMode,
}

impl FunctionPass for DeadStoreElimination {
    fn name(&self) -> &str {
        "dse"
    }

    fn edits_ir(&self) -> bool {
        true
    }

    fn configure(&mut self, options: &PassOptions) {
        self.atomic_opt = options.atomic_opt;
    }

    fn run_edit(&self, cx: &mut FunctionEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let mssa = cx.analyses.memory_ssa(cx.module, cx.body);
        let dt = cx.analyses.domtree(cx.body);
        let dead = dead_stores(cx.module, cx.body, &mssa, &dt, self.atomic_opt);
        if dead.is_empty() {
            return Ok(PreservedAnalyses::all());
        }
        remove_with_dead_operands(cx.body, &dead);
        Ok(PreservedAnalyses::none()
            .preserve(AnalysisId::DomTree)
            .preserve(AnalysisId::PostDomTree)
            .preserve(AnalysisId::Loops))
    }
}

/// Removes the dead stores, then (as opt-22's DSE does when it deletes an instruction) every
/// instruction left without uses that has no side effect, operands first found first.
fn remove_with_dead_operands(body: &mut FunctionBody, dead: &[Inst]) {
    let uses = body.dfg.value_uses(&body.layout);
    let mut count: crate::ir::entity::FxHashMap<crate::ir::function::Value, usize> =
        Default::default();
    let mut work: Vec<Inst> = dead.to_vec();
    let mut removed: crate::ir::entity::FxHashMap<Inst, ()> = Default::default();
    while let Some(i) = work.pop() {
        if removed.insert(i, ()).is_some() {
            continue;
        }
        let args = body.dfg.insts[i].args.clone();
        body.layout.remove_inst(i);
        for op in args {
            let Operand::Value(v) = op else { continue };
            let ValueDef::Inst(def) = body.dfg.values[v].def else {
                continue;
            };
            let left = count.entry(v).or_insert_with(|| uses.get(v).len());
            *left = left.saturating_sub(1);
            if *left == 0
                && !removed.contains_key(&def)
                && is_trivially_dead_kind(&body.dfg.insts[def].kind)
            {
                work.push(def);
            }
        }
    }
}

/// Instructions with no side effect: deleting one whose result is unused changes nothing.
fn is_trivially_dead_kind(kind: &InstKind) -> bool {
    match kind {
        InstKind::Load { .. } => atomics::is_unordered(kind),
        InstKind::FNeg { .. }
        | InstKind::Binary { .. }
        | InstKind::Cast { .. }
        | InstKind::ICmp { .. }
        | InstKind::FCmp { .. }
        | InstKind::Gep { .. }
        | InstKind::Select { .. }
        | InstKind::Phi { .. }
        | InstKind::Freeze
        | InstKind::ExtractElement
        | InstKind::InsertElement
        | InstKind::ShuffleVector { .. }
        | InstKind::ExtractValue { .. }
        | InstKind::InsertValue { .. } => true,
        _ => false,
    }
}

/// May the instruction read memory (or do anything DSE cannot look through)? Stores that are
/// neither atomic nor volatile only write; everything else that touches memory counts.
fn stops_the_search(kind: &InstKind) -> bool {
    match kind {
        InstKind::Store { .. } => !atomics::is_simple(kind),
        InstKind::Load { .. }
        | InstKind::Fence { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::Call { .. }
        | InstKind::Invoke { .. }
        | InstKind::CallBr { .. }
        | InstKind::VaArg => true,
        _ => false,
    }
}

/// The stores to delete, in layout order of discovery.
pub fn dead_stores(
    m: &Module,
    body: &FunctionBody,
    mssa: &MemorySsa,
    dt: &DominatorTree<Block>,
    mode: AtomicOptMode,
) -> Vec<Inst> {
    let mut aa = AliasAnalysis::new(m, body);
    let sizes = AliasAnalysis::new(m, body);
    let walker = mssa.walker(dt);
    let size = |op: Operand| -> Option<u64> {
        let ty = match op {
            Operand::Value(v) => body.dfg.values[v].ty,
            Operand::Const(c) => m.constants.ty(c),
            _ => return None,
        };
        sizes.store_size(ty)
    };
    let mut dead: Vec<Inst> = Vec::new();
    let mut is_dead = crate::ir::entity::FxHashMap::<Inst, ()>::default();
    for &b in body.layout.blocks() {
        let insts = body.layout.block_insts(b);
        for (k, &killer) in insts.iter().enumerate() {
            let kd = &body.dfg.insts[killer];
            if !matches!(kd.kind, InstKind::Store { .. }) {
                continue;
            }
            let (value, ptr) = (kd.args[0], kd.args[1]);
            // Rule 2: storing back what was just loaded.
            if atomics::is_removable_store(&kd.kind)
                && is_noop_store(body, mssa, &walker, &mut aa, &is_dead, killer, value, ptr)
            {
                dead.push(killer);
                is_dead.insert(killer, ());
                continue;
            }
            // Rule 1: earlier stores this one overwrites.
            let kills = atomics::may_kill_earlier_store(&kd.kind);
            // Seed mode: an atomic killer may still delete an adjacent atomic store (rule 3).
            let may_merge = mode == AtomicOptMode::Seed && atomics::is_atomic(&kd.kind);
            if !kills && !may_merge {
                continue;
            }
            let Some(kill_size) = size(value) else {
                continue;
            };
            let kill_loc = aa.location(killer);
            // Seed mode (rule 3): nothing that touches memory lies between `earlier` and the
            // killer; the atomic accesses crossed so far that the earlier store must sink
            // below (the killer could not rise above them).
            let mut adjacent = true;
            let mut killer_rises = true;
            let mut sink_below: Vec<Inst> = Vec::new();
            for &earlier in insts[..k].iter().rev() {
                if is_dead.contains_key(&earlier) {
                    continue;
                }
                let ed = &body.dfg.insts[earlier];
                if matches!(ed.kind, InstKind::Store { .. }) && ed.args[1] == ptr {
                    if kills
                        && atomics::is_removable_store(&ed.kind)
                        && size(ed.args[0]).is_some_and(|s| s <= kill_size)
                        && sink_below.iter().all(|&b| {
                            atomics::may_sink_below(&ed.kind, &body.dfg.insts[b].kind, mode)
                        })
                    {
                        dead.push(earlier);
                        is_dead.insert(earlier, ());
                        continue;
                    }
                    if adjacent
                        && atomics::may_merge_adjacent_stores(&ed.kind, &kd.kind, mode)
                        && size(ed.args[0]) == Some(kill_size)
                    {
                        dead.push(earlier);
                        is_dead.insert(earlier, ());
                        continue;
                    }
                    if !atomics::is_simple(&ed.kind) {
                        break;
                    }
                    // A plain store to the same place that this one does not cover: it only
                    // writes, the search goes on.
                    adjacent = false;
                    continue;
                }
                if atomics::is_dse_barrier(&ed.kind) || stops_the_search(&ed.kind) {
                    // Seed mode: an atomic or volatile access that does not touch the stored
                    // bytes, across which the killer rises or the earlier store sinks.
                    let crossable = mode == AtomicOptMode::Seed
                        && kills
                        && (atomics::is_atomic(&ed.kind) || atomics::is_volatile(&ed.kind))
                        && kill_loc.is_some_and(|loc| {
                            aa.own_location_mod_ref(earlier, loc) == Some(ModRef::NONE)
                        });
                    if !crossable {
                        break;
                    }
                    if killer_rises && atomics::may_hoist_above(&kd.kind, &ed.kind, mode) {
                        adjacent = false;
                        continue;
                    }
                    killer_rises = false;
                    if atomics::may_sink_below(&store_template(), &ed.kind, mode) {
                        sink_below.push(earlier);
                        adjacent = false;
                        continue;
                    }
                    break;
                }
                if atomics::is_atomic(&ed.kind)
                    || stops_the_search(&ed.kind)
                    || matches!(ed.kind, InstKind::Store { .. })
                {
                    adjacent = false;
                }
            }
        }
    }
    dead
}

/// A plain store, the kind [`atomics::may_sink_below`] is asked about for an earlier store not
/// found yet (the answer is the same for every plain or unordered store).
fn store_template() -> InstKind {
    InstKind::Store {
        volatile: false,
        atomic: None,
        align: None,
    }
}

/// Rule 2 (LLVM's `storeIsNoop` fast path): the stored value is a load of the same pointer
/// operand, unordered (otherwise it is a MemoryDef itself), and the store's MemorySSA
/// definition is the load's (so no write lies between them on any path). Stores already found
/// dead are looked through, as MemorySSA would be after deleting them.
#[allow(clippy::too_many_arguments)]
fn is_noop_store(
    body: &FunctionBody,
    mssa: &MemorySsa,
    walker: &Walker<'_>,
    aa: &mut AliasAnalysis<'_>,
    is_dead: &crate::ir::entity::FxHashMap<Inst, ()>,
    store: Inst,
    value: Operand,
    ptr: Operand,
) -> bool {
    let Operand::Value(v) = value else {
        return false;
    };
    let ValueDef::Inst(load) = body.dfg.values[v].def else {
        return false;
    };
    let ld = &body.dfg.insts[load];
    if !matches!(ld.kind, InstKind::Load { .. })
        || ld.args[0] != ptr
        || !atomics::is_unordered(&ld.kind)
    {
        return false;
    }
    let (Some(load_access), Some(store_access)) = (mssa.access_of(load), mssa.access_of(store))
    else {
        return false;
    };
    let mut def = mssa.access(store_access).defining;
    while let AccessKind::Def(i) = mssa.access(def).kind {
        if !is_dead.contains_key(&i) {
            break;
        }
        def = mssa.access(def).defining;
    }
    let load_def = mssa.access(load_access).defining;
    if def == load_def {
        return true;
    }
    // The slow path: from the store's clobber, through MemoryPhis, every def reached must be
    // the load's (the store itself counts as seen). A def deleted on the way is not looked
    // through here (atomir keeps the store).
    let mut seen = vec![store_access, walker.clobbering_access(aa, store_access)];
    let mut k = 1;
    while k < seen.len() {
        let current = seen[k];
        k += 1;
        let access = mssa.access(current);
        if matches!(access.kind, AccessKind::Phi) {
            for &(_, incoming) in &access.incoming {
                if !seen.contains(&incoming) {
                    seen.push(incoming);
                }
            }
            continue;
        }
        if current != load_def {
            return false;
        }
    }
    true
}
