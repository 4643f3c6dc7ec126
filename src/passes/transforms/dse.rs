//! `dse`: dead-store elimination as opt-22's MemorySSA-based DSE does it (behaviour learned by
//! running opt-22 on small inputs; the code is atomir's own).
//!
//! Owns: the pass and its rules.
//! 1. Killed writes. The writes considered are stores and memory intrinsics
//!    (`llvm.memcpy`/`memmove`/`memset`), blocks in post-order, each block's in order. For each
//!    killing write, the walk goes up its MemorySSA definitions (through MemoryPhis: the
//!    operands of blocks earlier in post-order are walked next) to the next earlier write that
//!    it completely or partly overwrites; fences and no-op intrinsics are stepped over, defs
//!    that do not alias are skipped, a read of the killing location or an atomic access stronger
//!    than monotonic ([`atomics::is_dse_barrier`]) ends the walk. "Completely overwritten": the
//!    killing write covers the whole (identified, fixed-size) object, or alias analysis says
//!    `MustAlias` with at least as many bytes, or both pointers are one base at constant offsets
//!    with the dead range inside the killing one; partial overwrites are remembered per dead
//!    write and merged until they cover it. A candidate then must not be read: the uses of its
//!    def (unoptimised MemorySSA uses, as opt-22's DSE sees them), followed through phis and
//!    through defs that do not overwrite it, are checked with `mod_ref`, skipping those the
//!    killing write dominates; a later complete overwrite in an earlier post-order block joins
//!    the killing writes. Unless the object is an alloca or an uncaptured `noalias` allocation
//!    (invisible after return), every path from the candidate to an exit must pass a killing
//!    block (their common post-dominator, or a backward walk of at most 50 blocks from the
//!    exits). Pointers must be loop invariant (or the two writes in one block or loop).
//!    opt-22's limits: 150 accesses scanned, 90 walk steps (1 in the killing block, 5 outside),
//!    5 partial candidates, 5,000 writes per function.
//! 2. No-op stores: a store of the value a load read from the same pointer operand with no
//!    write between on any path (the load's and the store's definitions agree, or every def the
//!    store's clobber reaches through phis is the load's).
//! 3. Redundant stores: a store identical to the write it depends on (the earliest write the
//!    walk of rule 1 found for it, else its defining access).
//! 4. Dead at the end: a store or memory intrinsic to memory the caller cannot see after return
//!    that nothing reads before the function ends (uses followed through phis and defs, at most
//!    150).
//!
//! Deleting a write deletes the instructions it leaves unused and without side effects
//! (operands first found first: loads, arithmetic, allocas), updates the MemorySSA view (users
//! of a deleted def hang from its definition) and alias analysis's capture facts.
//!
//! The atomic rules come from `crate::ir::atomics`: only [`atomics::is_removable_store`] stores
//! (not volatile, at most unordered) are deleted; a killing store must satisfy
//! [`atomics::may_kill_earlier_store`] (at most monotonic; volatile is fine, as in opt-22); a
//! later release or seq_cst store counts as a read ([`atomics::is_dse_read_clobber_store`]);
//! what reads memory is [`atomics::may_read_memory`]. In `-atomic-opt=seed` mode a same-block
//! scan afterwards also crosses atomic accesses that do not touch the stored bytes and merges
//! adjacent atomic stores (the seed's rules 3-6, see `ir::atomics`).
//!
//! Not yet (opt-22 does them): a partial overwrite merged into one store of a combined
//! constant, memory intrinsics shortened when their start or end is overwritten, calls other
//! than memory intrinsics as writes (argument-memory-only calls, `initializes`), `lifetime.end`
//! and `free` as killing writes, stores of the value `calloc`/`memset` already wrote, capture
//! before a point (EarliestEscapeAnalysis: atomir takes an object escaping anywhere as escaping
//! everywhere), the end-of-function re-run after a pointer store is deleted. Where atomir stops
//! early it keeps the write.
//! Must not touch: anything but the function body it is given; the CFG.

use crate::analysis::alias::{AliasAnalysis, AliasResult, MemoryLocation, ModRef};
use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::analysis::loops::LoopInfo;
use crate::analysis::memory_ssa::{AccessId, AccessKind, MemorySsa};
use crate::analysis::postdom::PostDominatorTree;
use crate::ir::atomics::{self, AtomicOptMode};
use crate::ir::constant::ConstantData;
use crate::ir::entity::{EntityRef, FxHashMap, SecondaryMap};
use crate::ir::function::{Block, FunctionBody, Inst, Value, ValueDef};
use crate::ir::instructions::{CastOp, InstKind, Operand};
use crate::ir::module::{GlobalKind, Module};
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
        let dt = cx.analyses.domtree(cx.body);
        let mssa = cx.analyses.memory_ssa(cx.module, cx.body);
        let pdt = cx.analyses.postdomtree(cx.body);
        let loops = cx.analyses.loops(cx.body);
        let analyses = DseAnalyses {
            mssa: &mssa,
            dt: &dt,
            pdt: &pdt,
            loops: &loops,
        };
        let dead = dead_stores(cx.module, cx.body, &analyses, self.atomic_opt);
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
/// How many operands of laid-out instructions name each value, by value index (values made
/// later have no entry).
fn use_counts(body: &FunctionBody) -> Vec<u32> {
    let mut counts = vec![0u32; body.dfg.values.len()];
    for i in body.layout.insts() {
        for op in &body.dfg.insts[i].args {
            if let Operand::Value(v) = op {
                if let Some(n) = counts.get_mut(v.index()) {
                    *n += 1;
                }
            }
        }
    }
    counts
}

fn remove_with_dead_operands(body: &mut FunctionBody, dead: &[Inst]) {
    let uses = use_counts(body);
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
            let left = count
                .entry(v)
                .or_insert_with(|| uses.get(v.index()).map_or(0, |&n| n as usize));
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
        InstKind::Alloca { .. } => true,
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

/// How an earlier write relates to a later one (LLVM's `OverwriteResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Overwrite {
    /// The later write covers every byte of the earlier one.
    Complete,
    /// They overlap; the later one may not cover the earlier one.
    MaybePartial,
    /// Nothing can be said.
    Unknown,
    /// They do not overlap.
    None,
}

/// opt-22's DSE limits (`-dse-memoryssa-scanlimit`, `-dse-memoryssa-walklimit`,
/// `-dse-memoryssa-partial-store-limit`, `-dse-memoryssa-samebb-cost`,
/// `-dse-memoryssa-otherbb-cost`, `-dse-memoryssa-path-check-limit`).
const SCAN_LIMIT: usize = 150;
const WALK_STEP_LIMIT: u32 = 90;
const PARTIAL_LIMIT: u32 = 5;
const SAME_BLOCK_STEP_COST: u32 = 1;
const OTHER_BLOCK_STEP_COST: u32 = 5;
const PATH_CHECK_LIMIT: usize = 50;
/// `-dse-memoryssa-defs-per-block-limit` (over the whole function, as opt-22 counts it).
const DEFS_LIMIT: usize = 5000;

/// The budgets one killing store spends on all its walks.
struct Budget {
    scan: usize,
    steps: u32,
    partial: u32,
}

/// The analyses the pass reads, bundled.
pub struct DseAnalyses<'a> {
    pub mssa: &'a MemorySsa,
    pub dt: &'a DominatorTree<Block>,
    pub pdt: &'a PostDominatorTree,
    pub loops: &'a LoopInfo,
}

/// The stores to delete (each deletion also deletes the instructions it leaves unused and
/// without side effects; [`remove_with_dead_operands`] repeats that when it applies them).
pub fn dead_stores(
    m: &Module,
    body: &FunctionBody,
    analyses: &DseAnalyses<'_>,
    mode: AtomicOptMode,
) -> Vec<Inst> {
    let mut state = DseState::new(m, body, analyses);
    state.eliminate_killed_stores();
    state.eliminate_redundant_stores();
    state.eliminate_dead_at_end();
    if mode == AtomicOptMode::Seed {
        state.seed_mode_same_block(mode);
    }
    state.roots
}

/// What one run of the pass knows and has decided.
struct DseState<'a> {
    body: &'a FunctionBody,
    mssa: &'a MemorySsa,
    dt: &'a DominatorTree<Block>,
    pdt: &'a PostDominatorTree,
    loops: &'a LoopInfo,
    cfg: BlockCfg,
    aa: AliasAnalysis<'a>,
    /// Accesses whose defining access (or phi operand) is the index, in build order.
    users: Vec<Vec<AccessId>>,
    /// Each access's defining access before use optimisation.
    unoptimized_defining: Vec<AccessId>,
    /// Accesses of deleted instructions (MemorySSA after opt-22's updater removed them: their
    /// users now hang from their defining access).
    deleted_access: Vec<bool>,
    /// A store's earliest clobbering write found by the kill walk (LLVM's optimized access).
    optimized: Vec<Option<AccessId>>,
    /// Position of every access in its block's access list.
    access_pos: Vec<u32>,
    /// Position of every instruction in its block.
    inst_pos: SecondaryMap<Inst, u32>,
    /// Post-order number of every block reachable from the entry.
    po_number: SecondaryMap<Block, Option<u32>>,
    /// The writes considered, blocks in post-order, each block's in order.
    mem_defs: Vec<AccessId>,
    /// Whether the function may have an irreducible cycle.
    irreducible: bool,
    /// Reachable blocks with an instruction that may throw and has no memory access.
    throwing_blocks: Vec<Block>,
    /// Whether some post-dominator root ends in `unreachable`.
    any_unreachable_exit: bool,
    /// Every instruction deleted so far.
    removed: FxHashMap<Inst, ()>,
    /// Remaining uses of each value whose user was deleted.
    use_count: FxHashMap<Value, usize>,
    /// [`use_counts`] of the body as given, made when the first deletion needs it.
    initial_use_counts: Option<Vec<u32>>,
    /// The deleted stores, in the order found.
    roots: Vec<Inst>,
    /// (killing, dead) constant offsets from their common base found by the last
    /// [`Self::is_overwrite`] (zero when it did not get that far).
    last_offsets: (i64, i64),
    /// Per partly overwritten write, the byte ranges later writes covered (end -> start).
    covered: FxHashMap<Inst, std::collections::BTreeMap<i64, i64>>,
}

impl<'a> DseState<'a> {
    fn new(m: &'a Module, body: &'a FunctionBody, an: &DseAnalyses<'a>) -> DseState<'a> {
        let mssa = an.mssa;
        let n = mssa.num_accesses();
        // opt-22's DSE sees MemorySSA as built, before uses are optimised: a use's defining
        // access is the nearest def or phi above it.
        let mut defining: Vec<AccessId> = (0..n)
            .map(|k| mssa.access(AccessId(k as u32)).defining)
            .collect();
        for &b in body.layout.blocks() {
            if !an.dt.is_reachable(b) {
                continue;
            }
            let mut reaching = match mssa.phi_of(b) {
                Some(p) => p,
                None => match an.dt.idom(b) {
                    Some(d) => mssa.out_of[crate::ir::entity::EntityRef::index(d)],
                    None => AccessId::LIVE_ON_ENTRY,
                },
            };
            for &a in mssa.block_accesses(b) {
                match mssa.access(a).kind {
                    AccessKind::Def(_) => reaching = a,
                    AccessKind::Use(_) => defining[a.0 as usize] = reaching,
                    _ => {}
                }
            }
        }
        let mut users = vec![Vec::new(); n];
        for k in 1..n {
            let id = AccessId(k as u32);
            let a = mssa.access(id);
            match a.kind {
                AccessKind::Def(_) | AccessKind::Use(_) => users[defining[k].0 as usize].push(id),
                AccessKind::Phi => {
                    for &(_, inc) in &a.incoming {
                        users[inc.0 as usize].push(id);
                    }
                }
                AccessKind::LiveOnEntry => {}
            }
        }
        let mut access_pos = vec![0u32; n];
        let mut inst_pos = SecondaryMap::new();
        for &b in body.layout.blocks() {
            for (k, &a) in mssa.block_accesses(b).iter().enumerate() {
                access_pos[a.0 as usize] = k as u32 + 1;
            }
            for (k, &i) in body.layout.block_insts(b).iter().enumerate() {
                inst_pos.set(i, k as u32);
            }
        }
        let cfg = BlockCfg::new(body);
        let aa = AliasAnalysis::new(m, body);
        // Post-order from the entry, successors in terminator order.
        let mut po_number = SecondaryMap::new();
        let mut post_order: Vec<Block> = Vec::new();
        if let Some(entry) = body.layout.entry() {
            let mut seen: FxHashMap<Block, ()> = Default::default();
            seen.insert(entry, ());
            let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
            while let Some(top) = stack.last_mut() {
                let (b, k) = *top;
                if let Some(&s) = cfg.succs(b).get(k) {
                    top.1 += 1;
                    if seen.insert(s, ()).is_none() {
                        stack.push((s, 0));
                    }
                } else {
                    po_number.set(b, Some(post_order.len() as u32));
                    post_order.push(b);
                    stack.pop();
                }
            }
        }
        let mut mem_defs = Vec::new();
        let mut throwing_blocks = Vec::new();
        for &b in &post_order {
            for &i in body.layout.block_insts(b) {
                let access = mssa.access_of(i);
                if access.is_none() && may_throw(m, body, i) && !throwing_blocks.contains(&b) {
                    throwing_blocks.push(b);
                }
                if let Some(a) = access {
                    if matches!(mssa.access(a).kind, AccessKind::Def(_))
                        && mem_defs.len() < DEFS_LIMIT
                        && write_location(&aa, body, i).is_some()
                    {
                        mem_defs.push(a);
                    }
                }
            }
        }
        // An edge to a block that does not dominate its source and comes no later in reverse
        // post-order: a cycle entered other than through its header.
        let rpo = an.dt.reverse_post_order();
        let mut rpo_index: SecondaryMap<Block, u32> = SecondaryMap::new();
        for (k, &b) in rpo.iter().enumerate() {
            rpo_index.set(b, k as u32);
        }
        let irreducible = rpo.iter().any(|&b| {
            cfg.succs(b)
                .iter()
                .any(|&s| *rpo_index.get(s) <= *rpo_index.get(b) && !an.dt.dominates(s, b))
        });
        let any_unreachable_exit = an.pdt.roots().iter().any(|&r| {
            body.layout
                .block_insts(r)
                .last()
                .is_some_and(|&t| matches!(body.dfg.insts[t].kind, InstKind::Unreachable))
        });
        DseState {
            body,
            mssa,
            dt: an.dt,
            pdt: an.pdt,
            loops: an.loops,
            cfg,
            initial_use_counts: None,
            aa,
            users,
            unoptimized_defining: defining,
            deleted_access: vec![false; n],
            optimized: vec![None; n],
            access_pos,
            inst_pos,
            po_number,
            mem_defs,
            irreducible,
            throwing_blocks,
            any_unreachable_exit,
            removed: Default::default(),
            use_count: Default::default(),
            roots: Vec::new(),
            last_offsets: (0, 0),
            covered: Default::default(),
        }
    }

    fn module(&self) -> &'a Module {
        self.aa.module()
    }

    fn kind(&self, i: Inst) -> &'a InstKind {
        &self.body.dfg.insts[i].kind
    }

    fn inst_of(&self, a: AccessId) -> Option<Inst> {
        match self.mssa.access(a).kind {
            AccessKind::Def(i) | AccessKind::Use(i) => Some(i),
            _ => None,
        }
    }

    fn is_phi(&self, a: AccessId) -> bool {
        matches!(self.mssa.access(a).kind, AccessKind::Phi)
    }

    fn block_of_access(&self, a: AccessId) -> Option<Block> {
        self.mssa.access(a).block
    }

    fn block_of(&self, i: Inst) -> Block {
        self.body
            .layout
            .inst_block(i)
            .expect("a memory instruction is placed")
    }

    /// The defining access after the deletions so far (deleted defs looked through).
    fn defining(&self, a: AccessId) -> AccessId {
        self.resolve(self.unoptimized_defining[a.0 as usize])
    }

    fn resolve(&self, mut a: AccessId) -> AccessId {
        while self.deleted_access[a.0 as usize] {
            a = self.mssa.access(a).defining;
        }
        a
    }

    /// The accesses that use `a` after the deletions so far.
    fn users_of(&self, a: AccessId) -> Vec<AccessId> {
        let mut out = Vec::new();
        let mut stack: Vec<AccessId> = self.users[a.0 as usize].iter().rev().copied().collect();
        while let Some(u) = stack.pop() {
            if !self.deleted_access[u.0 as usize] {
                out.push(u);
            } else if matches!(self.mssa.access(u).kind, AccessKind::Def(_)) {
                stack.extend(self.users[u.0 as usize].iter().rev().copied());
            }
        }
        out
    }

    /// MemorySSA's `dominates(a, b)` over accesses.
    fn access_dominates(&self, a: AccessId, b: AccessId) -> bool {
        if a == b || a == AccessId::LIVE_ON_ENTRY {
            return true;
        }
        if b == AccessId::LIVE_ON_ENTRY {
            return false;
        }
        let (Some(ba), Some(bb)) = (self.block_of_access(a), self.block_of_access(b)) else {
            return false;
        };
        if ba != bb {
            return self.dt.dominates(ba, bb);
        }
        if self.is_phi(a) {
            return true;
        }
        if self.is_phi(b) {
            return false;
        }
        self.access_pos[a.0 as usize] < self.access_pos[b.0 as usize]
    }

    /// The dominator tree's `dominates(a, b)` over instructions (an instruction does not
    /// dominate itself).
    fn inst_dominates(&self, a: Inst, b: Inst) -> bool {
        let (ba, bb) = (self.block_of(a), self.block_of(b));
        if !self.dt.is_reachable(bb) {
            return true;
        }
        if !self.dt.is_reachable(ba) || a == b {
            return false;
        }
        if ba == bb {
            return self.inst_pos.get(a) < self.inst_pos.get(b);
        }
        self.dt.dominates(ba, bb)
    }

    fn intrinsic(&self, i: Inst) -> Option<&'a str> {
        self.aa.intrinsic_name(i)
    }

    /// LLVM's `isNoopIntrinsic`: intrinsics MemorySSA models that touch no memory DSE cares
    /// about.
    fn is_noop_intrinsic(&self, i: Inst) -> bool {
        self.intrinsic(i).is_some_and(|n| {
            n.starts_with("llvm.lifetime.start")
                || n.starts_with("llvm.lifetime.end")
                || n.starts_with("llvm.invariant.end")
                || n.starts_with("llvm.launder.invariant.group")
                || n == "llvm.assume"
        })
    }

    fn may_throw(&self, i: Inst) -> bool {
        may_throw(self.module(), self.body, i)
    }

    /// LLVM's `isInvisibleToCallerOnUnwind`: the object cannot be seen by a caller that
    /// catches an exception.
    fn invisible_on_unwind(&mut self, obj: Operand) -> bool {
        if self.aa.is_alloca(obj) || self.aa.is_byval_argument(obj) {
            return true;
        }
        self.aa.is_noalias_call_result(obj) && !self.aa.may_be_captured(obj)
    }

    /// LLVM's `isInvisibleToCallerAfterRet`: an alloca, or a `noalias` call's result that is
    /// never captured (returning it counts).
    fn invisible_after_return(&mut self, obj: Operand) -> bool {
        if self.aa.is_alloca(obj) {
            return true;
        }
        self.aa.is_noalias_call_result(obj) && !self.aa.may_be_captured(obj)
    }

    /// LLVM's `mayReadFromMemory`.
    fn may_read(&self, i: Inst) -> bool {
        let kind = self.kind(i);
        if kind.call_info().is_some() {
            return self.aa.call_effects(i).total().ref_;
        }
        atomics::may_read_memory(kind)
    }

    /// May the instruction read the location (LLVM's `isReadClobber`)?
    fn is_read_clobber(&mut self, loc: MemoryLocation, i: Inst) -> bool {
        if self.is_noop_intrinsic(i) {
            return false;
        }
        let kind = self.kind(i);
        if matches!(kind, InstKind::Store { .. }) {
            return atomics::is_dse_read_clobber_store(kind);
        }
        if kind.call_info().is_some() {
            let effects = self.aa.call_effects(i);
            if !effects.total().ref_ {
                return false;
            }
            if !effects.argmem.any() && !effects.other.any() {
                return false;
            }
        } else if !atomics::may_read_memory(kind) {
            return false;
        }
        self.aa.mod_ref(i, loc).ref_
    }

    /// LLVM's `isGuaranteedLoopInvariant`: the pointer is the same in every iteration of any
    /// cycle (defined in the entry block or outside loops, possibly under constant offsets).
    fn is_loop_invariant(&self, ptr: Operand) -> bool {
        let mut ptr = strip_casts(self.body, ptr);
        if let Some(i) = value_inst(self.body, ptr) {
            let d = &self.body.dfg.insts[i];
            if matches!(d.kind, InstKind::Gep { .. })
                && d.args[1..].iter().all(|a| matches!(a, Operand::Const(_)))
            {
                ptr = strip_casts(self.body, d.args[0]);
            }
        }
        match value_inst(self.body, ptr) {
            Some(i) => {
                let b = self.block_of(i);
                Some(b) == self.body.layout.entry()
                    || (!self.irreducible && self.loops.loop_for(b).is_none())
            }
            None => true,
        }
    }

    /// LLVM's `isGuaranteedLoopIndependent`.
    fn is_loop_independent(&self, current: Inst, killer: Inst, loc: MemoryLocation) -> bool {
        let (bc, bk) = (self.block_of(current), self.block_of(killer));
        if bc == bk {
            return true;
        }
        let lc = self.loops.loop_for(bc);
        if !self.irreducible && lc.is_some() && lc == self.loops.loop_for(bk) {
            return true;
        }
        self.is_loop_invariant(loc.ptr)
    }

    /// Does the write `killer` (at `kloc`) cover the earlier write `dead` (at `dloc`)?
    fn is_overwrite(
        &mut self,
        killer: Inst,
        dead: Inst,
        kloc: MemoryLocation,
        dloc: MemoryLocation,
    ) -> Overwrite {
        self.last_offsets = (0, 0);
        if !self.is_loop_independent(dead, killer, dloc) {
            return Overwrite::Unknown;
        }
        let kptr = strip_casts(self.body, kloc.ptr);
        let dptr = strip_casts(self.body, dloc.ptr);
        let k_obj = self.aa.underlying_object(kptr);
        let d_obj = self.aa.underlying_object(dptr);
        // The killing write covers the whole object.
        if let Some(ksize) = precise(kloc.size) {
            if d_obj == k_obj
                && self.aa.is_identified_object(k_obj)
                && self.aa.definitive_object_size(k_obj) == Some(ksize)
            {
                return Overwrite::Complete;
            }
        }
        let (Some(ksize), Some(dsize)) = (precise(kloc.size), precise(dloc.size)) else {
            // Two memory intrinsics of the same length value at the same place.
            let same_len = match (
                mem_intrinsic(&self.aa, self.body, killer),
                mem_intrinsic(&self.aa, self.body, dead),
            ) {
                (Some(a), Some(b)) => a.len_op == b.len_op,
                _ => false,
            };
            if same_len && self.aa.alias(dloc, kloc) == AliasResult::MustAlias {
                return Overwrite::Complete;
            }
            return Overwrite::Unknown;
        };
        let aar = self.aa.alias(kloc, dloc);
        if aar == AliasResult::MustAlias && ksize >= dsize {
            return Overwrite::Complete;
        }
        if d_obj != k_obj {
            return if aar == AliasResult::NoAlias {
                Overwrite::None
            } else {
                Overwrite::Unknown
            };
        }
        let (dbase, doff) = self.aa.constant_offset_base(dptr);
        let (kbase, koff) = self.aa.constant_offset_base(kptr);
        if dbase != kbase {
            return Overwrite::Unknown;
        }
        self.last_offsets = (koff, doff);
        if doff >= koff {
            let gap = doff.wrapping_sub(koff) as u64;
            if gap.saturating_add(dsize) <= ksize {
                return Overwrite::Complete;
            }
            if gap < ksize {
                return Overwrite::MaybePartial;
            }
        } else if (koff.wrapping_sub(doff) as u64) < dsize {
            return Overwrite::MaybePartial;
        }
        Overwrite::None
    }

    /// LLVM's `isCompleteOverwrite`: does the write `later` cover `loc` written by `earlier`?
    fn is_complete_overwrite(&mut self, loc: MemoryLocation, earlier: Inst, later: Inst) -> bool {
        let Some(later_loc) = write_location(&self.aa, self.body, later) else {
            return false;
        };
        self.is_overwrite(later, earlier, later_loc, loc) == Overwrite::Complete
    }

    /// Post-dominator tree: the nearest block post-dominating both (`None`: the virtual exit).
    fn nearest_common_post_dominator(&self, a: Block, b: Block) -> Option<Block> {
        let mut above_a: Vec<Block> = Vec::new();
        let mut x = Some(a);
        while let Some(blk) = x {
            above_a.push(blk);
            x = self.pdt.ipdom(blk).flatten();
        }
        let mut y = Some(b);
        while let Some(blk) = y {
            if above_a.contains(&blk) {
                return Some(blk);
            }
            y = self.pdt.ipdom(blk).flatten();
        }
        None
    }

    /// LLVM's `getDomMemoryDef`: from `start`, the next earlier write the killing store may make
    /// dead (or a MemoryPhi to look through), when nothing between reads it on the way to a
    /// killing write or, for memory the caller sees after return, every path to the exit
    /// overwrites it.
    fn dom_memory_def(
        &mut self,
        killing: AccessId,
        start: AccessId,
        kloc: MemoryLocation,
        k_obj: Operand,
        budget: &mut Budget,
    ) -> Option<AccessId> {
        if budget.scan == 0 || budget.steps == 0 {
            return None;
        }
        let killer = self.inst_of(killing)?;
        let kblock = self.block_of(killer);
        let mut current = start;
        let mut can_optimize = self.defining(killing) == start && !self.may_read(killer);
        let def_visible_to_caller = !self.invisible_on_unwind(k_obj);
        let dead_loc;
        loop {
            if current == AccessId::LIVE_ON_ENTRY {
                if can_optimize && current != self.defining(killing) {
                    self.optimized[killing.0 as usize] = Some(current);
                }
                return None;
            }
            let cost = if self.block_of_access(current) == Some(kblock) {
                SAME_BLOCK_STEP_COST
            } else {
                OTHER_BLOCK_STEP_COST
            };
            if budget.steps <= cost {
                return None;
            }
            budget.steps -= cost;
            if self.is_phi(current) {
                return Some(current);
            }
            let ci = self.inst_of(current)?;
            let ckind = self.kind(ci);
            // LLVM's `canSkipDef`: a fence does not make an earlier store visible, a no-op
            // intrinsic touches nothing, a throwing write is skipped when the caller cannot see
            // the object anyway.
            if (self.may_throw(ci) && !def_visible_to_caller)
                || matches!(ckind, InstKind::Fence { .. })
                || self.is_noop_intrinsic(ci)
            {
                can_optimize = false;
                current = self.defining(current);
                continue;
            }
            if !def_visible_to_caller {
                // The killing object is invisible on unwind: throwing is no barrier.
            } else if self.throwing_between(killer, ci) {
                return None;
            }
            if (self.may_throw(ci) && def_visible_to_caller) || atomics::is_dse_barrier(ckind) {
                return None;
            }
            if self.intrinsic(ci).is_none() && self.is_read_clobber(kloc, ci) {
                return None;
            }
            for u in self.users_of(current) {
                if self.is_phi(u) {
                    continue;
                }
                let ui = self.inst_of(u)?;
                if !self.access_dominates(start, u) && self.is_read_clobber(kloc, ui) {
                    return None;
                }
            }
            let cloc = write_location(&self.aa, self.body, ci);
            let Some(cloc) = cloc.filter(|_| is_removable(&self.aa, self.body, ci)) else {
                can_optimize = false;
                current = self.defining(current);
                continue;
            };
            if !self.is_loop_independent(ci, killer, cloc) {
                can_optimize = false;
                current = self.defining(current);
                continue;
            }
            let ow = self.is_overwrite(killer, ci, kloc, cloc);
            if can_optimize {
                if current != self.defining(killing)
                    && matches!(ow, Overwrite::Complete | Overwrite::MaybePartial)
                {
                    self.optimized[killing.0 as usize] = Some(current);
                }
                if ow != Overwrite::None {
                    can_optimize = false;
                }
            }
            match ow {
                Overwrite::Unknown | Overwrite::None => {
                    current = self.defining(current);
                    continue;
                }
                Overwrite::MaybePartial => {
                    if budget.partial <= 1 {
                        budget.steps = budget.steps.saturating_sub(1);
                        current = self.defining(current);
                        continue;
                    }
                    budget.partial -= 1;
                }
                Overwrite::Complete => {}
            }
            dead_loc = cloc;
            break;
        }
        let dead_access = current;
        let dead = self.inst_of(dead_access)?;
        let dead_block = self.block_of(dead);
        let mut killing_defs: Vec<Inst> = vec![killer];
        let mut work: Vec<AccessId> = Vec::new();
        let mut visited: FxHashMap<AccessId, ()> = Default::default();
        self.push_uses(dead_access, &mut work, &mut visited);
        let mut k = 0;
        while k < work.len() {
            let u = work[k];
            if budget.scan < work.len() - k {
                return None;
            }
            budget.scan -= 1;
            k += 1;
            if self.is_phi(u) {
                let ub = self.block_of_access(u)?;
                if killing_defs
                    .iter()
                    .any(|&ki| self.dt.strictly_dominates(self.block_of(ki), ub))
                {
                    continue;
                }
                self.push_uses(u, &mut work, &mut visited);
                continue;
            }
            let ui = self.inst_of(u)?;
            if killing_defs.iter().any(|&ki| self.inst_dominates(ki, ui)) {
                continue;
            }
            if self.is_noop_intrinsic(ui) {
                self.push_uses(u, &mut work, &mut visited);
                continue;
            }
            if self.may_throw(ui) && !self.invisible_on_unwind(k_obj) {
                return None;
            }
            if self.is_read_clobber(dead_loc, ui) {
                return None;
            }
            if u == dead_access && !self.is_loop_invariant(dead_loc.ptr) {
                return None;
            }
            if u == killing || u == dead_access {
                continue;
            }
            if matches!(self.mssa.access(u).kind, AccessKind::Def(_)) {
                if self.is_complete_overwrite(dead_loc, dead, ui) {
                    let (Some(pu), Some(pd)) = (
                        *self.po_number.get(self.block_of(ui)),
                        *self.po_number.get(dead_block),
                    ) else {
                        return None;
                    };
                    if pu < pd {
                        if !self.invisible_after_return(k_obj) {
                            killing_defs.push(ui);
                        }
                    } else {
                        return None;
                    }
                } else {
                    self.push_uses(u, &mut work, &mut visited);
                }
            }
        }
        if !self.invisible_after_return(k_obj)
            && !self.dead_on_every_path(&killing_defs, dead_block)
        {
            return None;
        }
        Some(dead_access)
    }

    /// Whether every path from `dead_block` to an exit passes through a block of the killing
    /// writes (their common post-dominator, else a backward walk from the exits).
    fn dead_on_every_path(&self, killing_defs: &[Inst], dead_block: Block) -> bool {
        let mut killing_blocks: Vec<Block> = Vec::new();
        for &ki in killing_defs {
            let b = self.block_of(ki);
            if !killing_blocks.contains(&b) {
                killing_blocks.push(b);
            }
        }
        let mut common = Some(killing_blocks[0]);
        for &b in &killing_blocks[1..] {
            let Some(c) = common else { break };
            common = self.nearest_common_post_dominator(c, b);
        }
        let dominated = match common {
            Some(c) => self.pdt.post_dominates(c, dead_block),
            None => true,
        };
        if !dominated {
            if !self.any_unreachable_exit {
                return false;
            }
            common = None;
        }
        if let Some(c) = common {
            if killing_blocks.contains(&c) {
                return true;
            }
        }
        let mut work: Vec<Block> = match common {
            Some(c) => vec![c],
            None => self
                .pdt
                .roots()
                .iter()
                .copied()
                .filter(|&r| {
                    !self.body.layout.block_insts(r).last().is_some_and(|&t| {
                        matches!(self.body.dfg.insts[t].kind, InstKind::Unreachable)
                    })
                })
                .collect(),
        };
        let mut k = 0;
        while k < work.len() {
            let b = work[k];
            k += 1;
            if killing_blocks.contains(&b) {
                continue;
            }
            if b == dead_block {
                return false;
            }
            if !self.dt.is_reachable(b) {
                continue;
            }
            for &p in self.cfg.preds(b) {
                if !work.contains(&p) {
                    work.push(p);
                }
            }
            if work.len() >= PATH_CHECK_LIMIT {
                return false;
            }
        }
        true
    }

    fn push_uses(
        &self,
        a: AccessId,
        work: &mut Vec<AccessId>,
        visited: &mut FxHashMap<AccessId, ()>,
    ) {
        if visited.insert(a, ()).is_some() {
            return;
        }
        work.extend(self.users_of(a));
    }

    /// LLVM's `mayThrowBetween` (the killing object is visible on unwind).
    fn throwing_between(&self, killer: Inst, dead: Inst) -> bool {
        let (bk, bd) = (self.block_of(killer), self.block_of(dead));
        if bk == bd {
            return self.throwing_blocks.contains(&bk);
        }
        !self.throwing_blocks.is_empty()
    }

    /// Deletes `i` and the instructions it leaves unused and without side effects, operands
    /// first found first (their memory accesses leave MemorySSA, their users hang from their
    /// defining access).
    fn delete(&mut self, i: Inst) {
        self.roots.push(i);
        let mut work = vec![i];
        while let Some(x) = work.pop() {
            if self.removed.insert(x, ()).is_some() {
                continue;
            }
            if let Some(a) = self.mssa.access_of(x) {
                self.deleted_access[a.0 as usize] = true;
            }
            self.aa.remove_instruction(x);
            self.covered.remove(&x);
            for &op in &self.body.dfg.insts[x].args {
                let Operand::Value(v) = op else { continue };
                let ValueDef::Inst(def) = self.body.dfg.values[v].def else {
                    continue;
                };
                let body = self.body;
                let initial = self
                    .initial_use_counts
                    .get_or_insert_with(|| use_counts(body));
                let left = self
                    .use_count
                    .entry(v)
                    .or_insert_with(|| initial.get(v.index()).map_or(0, |&n| n as usize));
                *left = left.saturating_sub(1);
                if *left == 0
                    && !self.removed.contains_key(&def)
                    && is_trivially_dead_kind(&self.body.dfg.insts[def].kind)
                {
                    work.push(def);
                }
            }
        }
    }

    /// The main walk: for each store (blocks in post-order), the earlier writes it makes dead,
    /// then whether it stores what is already there.
    fn eliminate_killed_stores(&mut self) {
        for k in 0..self.mem_defs.len() {
            let killing = self.mem_defs[k];
            if self.deleted_access[killing.0 as usize] {
                continue;
            }
            let Some(killer) = self.inst_of(killing) else {
                continue;
            };
            let kkind = self.kind(killer);
            let kills = match kkind {
                InstKind::Store { .. } => atomics::may_kill_earlier_store(kkind),
                InstKind::Call { .. } => is_removable(&self.aa, self.body, killer),
                _ => false,
            };
            if kills {
                if let Some(kloc) = write_location(&self.aa, self.body, killer) {
                    self.kill_earlier_writes(killing, killer, kloc);
                }
            }
            if atomics::is_removable_store(kkind) && self.store_is_noop(killing, killer) {
                self.delete(killer);
            }
        }
    }

    fn kill_earlier_writes(&mut self, killing: AccessId, killer: Inst, kloc: MemoryLocation) {
        let k_obj = self.aa.underlying_object(strip_casts(self.body, kloc.ptr));
        let mut budget = Budget {
            scan: SCAN_LIMIT,
            steps: WALK_STEP_LIMIT,
            partial: PARTIAL_LIMIT,
        };
        let mut to_check: Vec<AccessId> = vec![self.defining(killing)];
        let mut k = 0;
        while k < to_check.len() {
            let current = to_check[k];
            k += 1;
            if self.deleted_access[current.0 as usize] {
                continue;
            }
            let Some(dead_access) = self.dom_memory_def(killing, current, kloc, k_obj, &mut budget)
            else {
                continue;
            };
            if self.is_phi(dead_access) {
                let Some(phi_block) = self.block_of_access(dead_access) else {
                    continue;
                };
                let phi_po = *self.po_number.get(phi_block);
                for &(_, inc) in &self.mssa.access(dead_access).incoming {
                    let inc = self.resolve(inc);
                    let Some(ib) = self.block_of_access(inc) else {
                        continue;
                    };
                    if *self.po_number.get(ib) > phi_po && !to_check.contains(&inc) {
                        to_check.push(inc);
                    }
                }
                continue;
            }
            let Some(dead) = self.inst_of(dead_access) else {
                continue;
            };
            let next = self.defining(dead_access);
            if !to_check.contains(&next) {
                to_check.push(next);
            }
            let Some(dloc) = write_location(&self.aa, self.body, dead) else {
                continue;
            };
            let mut ow = self.is_overwrite(killer, dead, kloc, dloc);
            if ow == Overwrite::MaybePartial {
                ow = self.partial_overwrite(kloc, dloc, dead);
            }
            if ow == Overwrite::Complete {
                self.delete(dead);
            }
        }
    }

    /// LLVM's partial overwrite tracking: the byte ranges later writes have covered of the
    /// write `dead` (the offsets of the last [`Self::is_overwrite`]), merged; once they cover
    /// all of it, it is completely overwritten.
    fn partial_overwrite(
        &mut self,
        kloc: MemoryLocation,
        dloc: MemoryLocation,
        dead: Inst,
    ) -> Overwrite {
        let (Some(ksize), Some(dsize)) = (precise(kloc.size), precise(dloc.size)) else {
            return Overwrite::Unknown;
        };
        let (koff, doff) = self.last_offsets;
        let (ks, ds) = (ksize as i64, dsize as i64);
        if !(koff < doff.saturating_add(ds) && koff.saturating_add(ks) >= doff) {
            return Overwrite::Unknown;
        }
        // Intervals by end (half-open), each with its start.
        let map = self.covered.entry(dead).or_default();
        let mut start = koff;
        let mut end = koff.saturating_add(ks);
        let overlapping: Vec<(i64, i64)> = map
            .range(start..)
            .take_while(|&(_, &s)| s <= end)
            .map(|(&e, &s)| (e, s))
            .collect();
        for (e, s) in overlapping {
            start = start.min(s);
            end = end.max(e);
            map.remove(&e);
        }
        map.insert(end, start);
        let (&first_end, &first_start) = map.iter().next().expect("just inserted");
        if first_start <= doff && first_end >= doff.saturating_add(ds) {
            return Overwrite::Complete;
        }
        Overwrite::Unknown
    }

    /// LLVM's `storeIsNoop` for a store of a value loaded from the same pointer operand.
    fn store_is_noop(&mut self, store_access: AccessId, store: Inst) -> bool {
        let d = &self.body.dfg.insts[store];
        let (value, ptr) = (d.args[0], d.args[1]);
        let Operand::Value(v) = value else {
            return false;
        };
        let ValueDef::Inst(load) = self.body.dfg.values[v].def else {
            return false;
        };
        let ld = &self.body.dfg.insts[load];
        if !matches!(ld.kind, InstKind::Load { .. }) || ld.args[0] != ptr {
            return false;
        }
        let Some(load_access) = self.mssa.access_of(load) else {
            return false;
        };
        if !matches!(self.mssa.access(load_access).kind, AccessKind::Use(_)) {
            return false;
        }
        let load_def = self.defining(load_access);
        if load_def == self.defining(store_access) {
            return true;
        }
        // The slow path: from the store's clobber, through MemoryPhis, every def reached must
        // be the load's (the store itself counts as seen). The clobber is asked of the
        // MemorySSA as built; a deleted def met on the way keeps the store.
        let walker = self.mssa.walker(self.dt);
        let mut seen = vec![
            store_access,
            walker.clobbering_access(&mut self.aa, store_access),
        ];
        let mut k = 1;
        while k < seen.len() {
            let current = seen[k];
            k += 1;
            let access = self.mssa.access(current);
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

    /// LLVM's `eliminateRedundantStoresOfExistingValues`: a store identical to the write it
    /// depends on (its optimized access from the kill walk, else its defining access).
    fn eliminate_redundant_stores(&mut self) {
        for k in 0..self.mem_defs.len() {
            let def = self.mem_defs[k];
            if self.deleted_access[def.0 as usize] {
                continue;
            }
            let Some(i) = self.inst_of(def) else { continue };
            if !is_removable(&self.aa, self.body, i) {
                continue;
            }
            let upper = match self.optimized[def.0 as usize] {
                Some(o) if !self.deleted_access[o.0 as usize] => o,
                _ => self.defining(def),
            };
            if upper == AccessId::LIVE_ON_ENTRY {
                continue;
            }
            let AccessKind::Def(ui) = self.mssa.access(upper).kind else {
                continue;
            };
            let (a, b) = (&self.body.dfg.insts[i], &self.body.dfg.insts[ui]);
            if a.kind != b.kind || a.args != b.args || a.ty != b.ty {
                continue;
            }
            self.delete(i);
        }
    }

    /// LLVM's `eliminateDeadWritesAtEndOfFunction`: stores to memory the caller cannot see
    /// after return (allocas, uncaptured `noalias` allocations) that nothing reads afterwards.
    fn eliminate_dead_at_end(&mut self) {
        for k in (0..self.mem_defs.len()).rev() {
            let def = self.mem_defs[k];
            if self.deleted_access[def.0 as usize] {
                continue;
            }
            let Some(i) = self.inst_of(def) else { continue };
            if !is_removable(&self.aa, self.body, i) {
                continue;
            }
            let Some(loc) = write_location(&self.aa, self.body, i) else {
                continue;
            };
            let obj = self.aa.underlying_object(loc.ptr);
            if !self.invisible_after_return(obj) {
                continue;
            }
            if self.is_write_at_end(def, loc) {
                self.delete(i);
            }
        }
    }

    fn is_write_at_end(&mut self, def: AccessId, loc: MemoryLocation) -> bool {
        let mut work: Vec<AccessId> = Vec::new();
        let mut visited: FxHashMap<AccessId, ()> = Default::default();
        self.push_uses(def, &mut work, &mut visited);
        let mut k = 0;
        while k < work.len() {
            if work.len() >= SCAN_LIMIT {
                return false;
            }
            let u = work[k];
            k += 1;
            if self.is_phi(u) {
                if !self.is_loop_invariant(loc.ptr) {
                    return false;
                }
                self.push_uses(u, &mut work, &mut visited);
                continue;
            }
            let Some(ui) = self.inst_of(u) else {
                return false;
            };
            if self.is_read_clobber(loc, ui) {
                return false;
            }
            if matches!(self.mssa.access(u).kind, AccessKind::Def(_)) {
                self.push_uses(u, &mut work, &mut visited);
            }
        }
        true
    }

    /// Seed mode (the module doc's rule 3 and the seed's freedoms): within a block, a store
    /// overwritten by a later store to the same pointer operand across atomic accesses that do
    /// not touch its bytes, and adjacent atomic stores merged.
    fn seed_mode_same_block(&mut self, mode: AtomicOptMode) {
        let body = self.body;
        let size = |aa: &AliasAnalysis<'_>, op: Operand| -> Option<u64> {
            let ty = match op {
                Operand::Value(v) => body.dfg.values[v].ty,
                Operand::Const(c) => aa.module().constants.ty(c),
                _ => return None,
            };
            aa.store_size(ty)
        };
        for &b in body.layout.blocks() {
            let insts = body.layout.block_insts(b);
            for (k, &killer) in insts.iter().enumerate() {
                if self.removed.contains_key(&killer) {
                    continue;
                }
                let kd = &body.dfg.insts[killer];
                if !matches!(kd.kind, InstKind::Store { .. }) {
                    continue;
                }
                let (value, ptr) = (kd.args[0], kd.args[1]);
                let kills = atomics::may_kill_earlier_store(&kd.kind);
                // An atomic killer may still delete an adjacent atomic store (rule 3).
                let may_merge = atomics::is_atomic(&kd.kind);
                if !kills && !may_merge {
                    continue;
                }
                let Some(kill_size) = size(&self.aa, value) else {
                    continue;
                };
                let kill_loc = self.aa.location(killer);
                // Nothing that touches memory lies between `earlier` and the killer; the
                // atomic accesses crossed so far that the earlier store must sink below (the
                // killer could not rise above them).
                let mut adjacent = true;
                let mut killer_rises = true;
                let mut sink_below: Vec<Inst> = Vec::new();
                for &earlier in insts[..k].iter().rev() {
                    if self.removed.contains_key(&earlier) {
                        continue;
                    }
                    let ed = &body.dfg.insts[earlier];
                    if matches!(ed.kind, InstKind::Store { .. }) && ed.args[1] == ptr {
                        if kills
                            && atomics::is_removable_store(&ed.kind)
                            && size(&self.aa, ed.args[0]).is_some_and(|s| s <= kill_size)
                            && sink_below.iter().all(|&b| {
                                atomics::may_sink_below(&ed.kind, &body.dfg.insts[b].kind, mode)
                            })
                        {
                            self.delete(earlier);
                            continue;
                        }
                        if adjacent
                            && atomics::may_merge_adjacent_stores(&ed.kind, &kd.kind, mode)
                            && size(&self.aa, ed.args[0]) == Some(kill_size)
                        {
                            self.delete(earlier);
                            continue;
                        }
                        if !atomics::is_simple(&ed.kind) {
                            break;
                        }
                        // A plain store to the same place that this one does not cover: it
                        // only writes, the search goes on.
                        adjacent = false;
                        continue;
                    }
                    if atomics::is_dse_barrier(&ed.kind) || stops_the_search(&ed.kind) {
                        // An atomic or volatile access that does not touch the stored bytes,
                        // across which the killer rises or the earlier store sinks.
                        let crossable = kills
                            && (atomics::is_atomic(&ed.kind) || atomics::is_volatile(&ed.kind))
                            && kill_loc.is_some_and(|loc| {
                                self.aa.own_location_mod_ref(earlier, loc) == Some(ModRef::NONE)
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
    }
}

/// A memory intrinsic's write: `llvm.memcpy`/`memmove`/`memset` (and the `.inline` forms).
struct MemIntrinsic {
    dest: Operand,
    /// The length operand and its value when constant.
    len_op: Operand,
    len: Option<u64>,
    volatile: bool,
}

fn mem_intrinsic(aa: &AliasAnalysis<'_>, body: &FunctionBody, i: Inst) -> Option<MemIntrinsic> {
    let name = aa.intrinsic_name(i)?;
    let known = ["llvm.memcpy.", "llvm.memmove.", "llvm.memset."]
        .iter()
        .any(|p| name.starts_with(p));
    if !known || !matches!(body.dfg.insts[i].kind, InstKind::Call { .. }) {
        return None;
    }
    let args = &body.dfg.insts[i].args;
    let (dest, len_op, vol) = (*args.get(1)?, *args.get(3)?, *args.get(4)?);
    Some(MemIntrinsic {
        dest,
        len_op,
        len: aa
            .const_int_value(len_op)
            .and_then(|n| u64::try_from(n).ok()),
        volatile: aa.const_int_value(vol) != Some(0),
    })
}

/// The location a write writes (stores, `cmpxchg`, `atomicrmw`, memory intrinsics: the
/// destination, of the constant length or from the pointer on); other calls have none here.
fn write_location(aa: &AliasAnalysis<'_>, body: &FunctionBody, i: Inst) -> Option<MemoryLocation> {
    match body.dfg.insts[i].kind {
        InstKind::Store { .. } | InstKind::CmpXchg { .. } | InstKind::AtomicRmw { .. } => {
            aa.location(i)
        }
        InstKind::Call { .. } => {
            let mi = mem_intrinsic(aa, body, i)?;
            Some(MemoryLocation::new(
                mi.dest,
                Some(mi.len.unwrap_or(crate::analysis::alias::AFTER_POINTER)),
            ))
        }
        _ => None,
    }
}

/// LLVM's `isRemovable`: a store at most unordered and not volatile, a memory intrinsic that
/// is not volatile.
fn is_removable(aa: &AliasAnalysis<'_>, body: &FunctionBody, i: Inst) -> bool {
    let kind = &body.dfg.insts[i].kind;
    match kind {
        InstKind::Store { .. } => atomics::is_removable_store(kind),
        InstKind::Call { .. } => mem_intrinsic(aa, body, i).is_some_and(|mi| !mi.volatile),
        _ => false,
    }
}

/// A known size (neither unknown nor from the pointer on).
fn precise(size: Option<u64>) -> Option<u64> {
    size.filter(|&s| s != crate::analysis::alias::AFTER_POINTER)
}

fn value_inst(body: &FunctionBody, op: Operand) -> Option<Inst> {
    match op {
        Operand::Value(v) => match body.dfg.values[v].def {
            ValueDef::Inst(i) => Some(i),
            _ => None,
        },
        _ => None,
    }
}

/// `ptr` without the `bitcast`/`addrspacecast` instructions around it.
fn strip_casts(body: &FunctionBody, mut ptr: Operand) -> Operand {
    while let Some(i) = value_inst(body, ptr) {
        let d = &body.dfg.insts[i];
        match d.kind {
            InstKind::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast,
                ..
            } => ptr = d.args[0],
            _ => break,
        }
    }
    ptr
}

/// Whether a call has the function attribute `name` (at the call site or on the callee).
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
    if let Some(Operand::Const(c)) = d.args.first() {
        if let ConstantData::Global { global, .. } = m.constants.data(*c) {
            if let GlobalKind::Function(f) = &m.globals[*global].kind {
                return m.attrs.get(f.attrs.func).iter().any(|a| a.name() == name);
            }
        }
    }
    false
}

/// LLVM's `mayThrow`: a call that may unwind, `resume`.
fn may_throw(m: &Module, body: &FunctionBody, i: Inst) -> bool {
    match body.dfg.insts[i].kind {
        InstKind::Call { .. } => !call_has_fn_attr(m, body, i, "nounwind"),
        InstKind::Resume => true,
        _ => false,
    }
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
