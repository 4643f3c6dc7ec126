//! Building MemorySSA: classify instructions, place phis, rename, optimise uses.
//!
//! Owns: [`build`]. Steps (the shape learned from opt-22's output, written independently):
//! 1. Every instruction of every block (layout order) that touches memory gets a def or a use;
//!    defs are numbered as they are made.
//! 2. Phis go in the iterated dominance frontier of the reachable blocks that hold a def.
//!    Blocks are taken from a priority queue by dominator-tree level (deepest first), ties
//!    broken by the later DFS number of the tree (children ordered as `print<domtree>` lists
//!    them); from each, its dominator subtree (not seen before) is walked, and every CFG
//!    successor at a level no deeper than the taken block becomes a phi block (once) and joins
//!    the queue if it holds no def. Phis are numbered in that order.
//! 3. Renaming walks the dominator tree in pre-order: each access is defined by the last def
//!    or phi above it; each block adds itself as an operand of its successors' phis (one per
//!    edge) when it is visited, so phi operands follow that walk.
//! 4. Unreachable blocks, in layout order, add `liveOnEntry` operands to their successors'
//!    phis; their own accesses are defined by `liveOnEntry`.
//! 5. Every use in a reachable block is optimised: its defining access becomes its clobber
//!    (see `walker`); loads from constant memory use `liveOnEntry`.
//!
//! Must not touch: the IR (read only).

use super::walker::{Query, Walker, CHECK_LIMIT};
use super::{AccessId, AccessKind, MemoryAccess, MemorySsa};
use crate::analysis::alias::{AliasAnalysis, MemoryLocation, ModRef};
use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::analysis::postdom::depth_first_preorder;
use crate::ir::entity::{EntityRef, FxHashMap, SecondaryMap};
use crate::ir::function::{Block, FunctionBody, Inst};
use crate::ir::instructions::{InstKind, Operand, Ordering};
use crate::ir::module::{GlobalKind, GlobalName, Module};
use std::collections::BinaryHeap;

/// What an instruction is to MemorySSA.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Def,
    Use,
    None,
}

/// Classifies one instruction (see the module doc of `memory_ssa`).
pub fn role(aa: &AliasAnalysis<'_>, m: &Module, body: &FunctionBody, i: Inst) -> Role {
    let d = &body.dfg.insts[i];
    match &d.kind {
        InstKind::Load {
            volatile, atomic, ..
        } => {
            if *volatile
                || atomic
                    .as_ref()
                    .is_some_and(|a| a.ordering > Ordering::Unordered)
            {
                Role::Def
            } else {
                Role::Use
            }
        }
        InstKind::Store { .. }
        | InstKind::Fence { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::VaArg => Role::Def,
        InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
            if let Operand::Const(c) = d.args[0] {
                if let crate::ir::constant::ConstantData::Global { global, .. } =
                    m.constants.data(c)
                {
                    if let (GlobalName::Named(n), GlobalKind::Function(_)) =
                        (&m.globals[*global].name, &m.globals[*global].kind)
                    {
                        if n == "llvm.assume"
                            || n.starts_with("llvm.experimental.noalias.scope.decl")
                            || n.starts_with("llvm.pseudoprobe")
                        {
                            return Role::None;
                        }
                    }
                }
            }
            let total: ModRef = aa.call_effects(i).total();
            if total.mod_ {
                Role::Def
            } else if total.ref_ {
                Role::Use
            } else {
                Role::None
            }
        }
        _ => Role::None,
    }
}

/// Builds MemorySSA for `body` (uses optimised).
pub fn build(
    m: &Module,
    body: &FunctionBody,
    cfg: &BlockCfg,
    dt: &DominatorTree<Block>,
) -> MemorySsa {
    let mut aa = AliasAnalysis::new(m, body);
    let mut mssa = MemorySsa {
        accesses: vec![MemoryAccess {
            kind: AccessKind::LiveOnEntry,
            block: None,
            number: 0,
            defining: AccessId::LIVE_ON_ENTRY,
            incoming: Vec::new(),
        }],
        inst_access: SecondaryMap::new(),
        block_phi: SecondaryMap::new(),
        block_accesses: SecondaryMap::new(),
        out_of: Vec::new(),
        skipped_uses: Vec::new(),
    };
    let mut fixed_uses: Vec<AccessId> = Vec::new();
    let mut next_number = 1u32;
    let n = body.dfg.blocks.len();
    let mut def_blocks = vec![false; n];
    // 1. Accesses.
    for &b in body.layout.blocks() {
        for &i in body.layout.block_insts(b) {
            let kind = match role(&aa, m, body, i) {
                Role::Def => AccessKind::Def(i),
                Role::Use => AccessKind::Use(i),
                Role::None => continue,
            };
            let number = if matches!(kind, AccessKind::Def(_)) {
                def_blocks[b.index()] = true;
                next_number += 1;
                next_number - 1
            } else {
                0
            };
            let id = AccessId(mssa.accesses.len() as u32);
            mssa.accesses.push(MemoryAccess {
                kind,
                block: Some(b),
                number,
                defining: AccessId::LIVE_ON_ENTRY,
                incoming: Vec::new(),
            });
            if kind_is_use(&mssa, id) && trivially_live_on_entry(&aa, body, i) {
                fixed_uses.push(id);
            }
            mssa.inst_access.set(i, Some(id));
            mssa.block_accesses.get_mut(b).push(id);
        }
    }
    let tree = DomTreeWalk::new(cfg, dt, n);
    // 2. Phi placement.
    for s in tree.phi_blocks(cfg, dt, &def_blocks) {
        let id = AccessId(mssa.accesses.len() as u32);
        mssa.accesses.push(MemoryAccess {
            kind: AccessKind::Phi,
            block: Some(s),
            number: next_number,
            defining: AccessId::LIVE_ON_ENTRY,
            incoming: Vec::new(),
        });
        next_number += 1;
        mssa.block_phi.set(s, Some(id));
    }
    let tree_preorder = tree.preorder;
    // 3. Renaming, in pre-order of the dominator tree.
    let mut out_of = vec![AccessId::LIVE_ON_ENTRY; n];
    for &b in &tree_preorder {
        let mut incoming = match dt.idom(b) {
            Some(d) => out_of[d.index()],
            None => AccessId::LIVE_ON_ENTRY,
        };
        if let Some(p) = mssa.phi_of(b) {
            incoming = p;
        }
        for k in 0..mssa.block_accesses.get(b).len() {
            let id = mssa.block_accesses.get(b)[k];
            let a = &mut mssa.accesses[id.0 as usize];
            if fixed_uses.binary_search(&id).is_err() {
                a.defining = incoming;
            }
            if matches!(a.kind, AccessKind::Def(_)) {
                incoming = id;
            }
        }
        out_of[b.index()] = incoming;
        for &s in cfg.succs(b) {
            if let Some(p) = mssa.phi_of(s) {
                mssa.accesses[p.0 as usize].incoming.push((b, incoming));
            }
        }
    }
    // 4. Unreachable blocks.
    for &b in body.layout.blocks() {
        if dt.is_reachable(b) {
            continue;
        }
        for &s in cfg.succs(b) {
            if let Some(p) = mssa.phi_of(s) {
                mssa.accesses[p.0 as usize]
                    .incoming
                    .push((b, AccessId::LIVE_ON_ENTRY));
            }
        }
    }
    // 5. Use optimisation (see `optimize_uses`).
    let (optimized, skipped) = optimize_uses(&mut aa, &mssa, body, dt, &out_of, &tree_preorder);
    for (id, c) in optimized {
        mssa.accesses[id.0 as usize].defining = c;
    }
    mssa.skipped_uses = skipped;
    mssa.out_of = out_of;
    mssa
}

/// What a use asks about, for sharing work between uses of the same location or call.
#[derive(Clone, PartialEq, Eq, Hash)]
enum UseKey {
    Loc(MemoryLocation),
    Call(Vec<Operand>),
}

/// Per-location state of the use optimiser: which part of the version stack is already known
/// not to clobber the location, and where the last walk ended.
#[derive(Clone, Default)]
struct LocState {
    stack_epoch: u64,
    pop_epoch: u64,
    lower_bound: usize,
    lower_bound_block: Option<Block>,
    last_kill: usize,
    last_kill_valid: bool,
}

/// Points every use in a reachable block at its clobber, as opt-22's build does: a walk of the
/// dominator tree in pre-order keeps a stack of the defs and phis that dominate the current
/// point; a use is checked against the stack from the top down to where the previous use of
/// the same location (or call) stopped, if that one dominates it; a phi on the way hands the
/// question to the walker (with a budget of [`CHECK_LIMIT`] for that use). A use with more than
/// [`CHECK_LIMIT`] unchecked stack entries below it is left at its nearest def (and reported as
/// skipped, so that the walker answers it later). Loads of constant memory keep `liveOnEntry`.
/// Returns the new defining accesses and the skipped uses (sorted).
fn optimize_uses(
    aa: &mut AliasAnalysis<'_>,
    mssa: &MemorySsa,
    body: &FunctionBody,
    dt: &DominatorTree<Block>,
    out_of: &[AccessId],
    tree_preorder: &[Block],
) -> (Vec<(AccessId, AccessId)>, Vec<AccessId>) {
    let walker = Walker::new(mssa, dt, out_of);
    let entry = dt.entry();
    let block_of = |id: AccessId| mssa.access(id).block.unwrap_or(entry);
    let mut stack: Vec<AccessId> = vec![AccessId::LIVE_ON_ENTRY];
    let mut stack_epoch: u64 = 1;
    let mut pop_epoch: u64 = 1;
    let mut states: FxHashMap<UseKey, LocState> = FxHashMap::default();
    let mut optimized = Vec::new();
    let mut skipped = Vec::new();
    let limit = CHECK_LIMIT as usize;
    for &b in tree_preorder {
        let phi = mssa.phi_of(b);
        let list = mssa.block_accesses(b);
        if phi.is_none() && list.is_empty() {
            continue;
        }
        loop {
            let back = block_of(*stack.last().expect("liveOnEntry stays"));
            if dt.dominates(back, b) {
                break;
            }
            while stack.len() > 1 && block_of(*stack.last().expect("non-empty")) == back {
                stack.pop();
            }
            pop_epoch += 1;
        }
        for id in phi.into_iter().chain(list.iter().copied()) {
            let a = mssa.access(id);
            let AccessKind::Use(i) = a.kind else {
                stack.push(id);
                stack_epoch += 1;
                continue;
            };
            if a.defining == AccessId::LIVE_ON_ENTRY && trivially_live_on_entry(aa, body, i) {
                continue;
            }
            let q = Query::for_inst(aa, i);
            let key = match q {
                Query::Load { loc, .. } | Query::Location { loc } => UseKey::Loc(loc),
                Query::Call { .. } => UseKey::Call(body.dfg.insts[i].args.to_vec()),
            };
            let st = states.entry(key).or_default();
            if st.pop_epoch != pop_epoch {
                st.pop_epoch = pop_epoch;
                st.stack_epoch = stack_epoch;
                if let Some(lb) = st.lower_bound_block {
                    if lb != b && !dt.dominates(lb, b) {
                        st.lower_bound = 0;
                        st.lower_bound_block = Some(block_of(stack[0]));
                        st.last_kill_valid = false;
                    }
                }
            } else if st.stack_epoch != stack_epoch {
                st.pop_epoch = pop_epoch;
                st.stack_epoch = stack_epoch;
            }
            if !st.last_kill_valid {
                st.last_kill = stack.len() - 1;
                st.last_kill_valid = true;
            }
            let mut upper = stack.len() - 1;
            if upper - st.lower_bound > limit {
                st.last_kill_valid = false;
                skipped.push(id);
                continue;
            }
            let mut found = false;
            let mut budget = CHECK_LIMIT;
            while upper > st.lower_bound {
                let top = stack[upper];
                match mssa.access(top).kind {
                    AccessKind::Phi => {
                        let r = walker.use_clobber(aa, id, &mut budget);
                        while stack[upper] != r && upper > 0 {
                            upper -= 1;
                        }
                        found = true;
                        break;
                    }
                    AccessKind::Def(d) if walker.clobbers(aa, d, &q) => {
                        found = true;
                        break;
                    }
                    _ => {}
                }
                upper -= 1;
            }
            let c = if found || upper < st.last_kill {
                st.last_kill = upper;
                stack[upper]
            } else {
                stack[st.last_kill]
            };
            optimized.push((id, c));
            st.lower_bound = stack.len() - 1;
            st.lower_bound_block = Some(b);
        }
    }
    skipped.sort();
    (optimized, skipped)
}

/// A load whose memory cannot change (constant memory, `!invariant.load`): its use is
/// `liveOnEntry` from the start.
pub fn trivially_live_on_entry(aa: &AliasAnalysis<'_>, body: &FunctionBody, i: Inst) -> bool {
    let d = &body.dfg.insts[i];
    matches!(d.kind, InstKind::Load { .. })
        && (aa.has_attachment(i, "invariant.load") || aa.points_to_constant_memory(d.args[0]))
}

fn kind_is_use(mssa: &MemorySsa, id: AccessId) -> bool {
    matches!(mssa.access(id).kind, AccessKind::Use(_))
}

/// The order in which a build places phis and lists their operands, for the updater to give
/// an updated MemorySSA a fresh build's numbering: the phi blocks for the blocks marked in
/// `def_blocks` (indexed by block) in the order step 2 finds them, and for each block the
/// predecessors in the order steps 3 and 4 add phi operands (one per edge). The same walk as
/// [`build`], without the accesses.
pub fn phi_order(
    body: &FunctionBody,
    cfg: &BlockCfg,
    dt: &DominatorTree<Block>,
    def_blocks: &[bool],
) -> (Vec<Block>, Vec<Vec<Block>>) {
    let n = body.dfg.blocks.len();
    let tree = DomTreeWalk::new(cfg, dt, n);
    let phis = tree.phi_blocks(cfg, dt, def_blocks);
    let mut in_idf = vec![false; n];
    for &b in &phis {
        in_idf[b.index()] = true;
    }
    let mut operands: Vec<Vec<Block>> = vec![Vec::new(); n];
    for &b in &tree.preorder {
        for &s in cfg.succs(b) {
            if in_idf[s.index()] {
                operands[s.index()].push(b);
            }
        }
    }
    for &b in body.layout.blocks() {
        if dt.is_reachable(b) {
            continue;
        }
        for &s in cfg.succs(b) {
            if in_idf[s.index()] {
                operands[s.index()].push(b);
            }
        }
    }
    (phis, operands)
}

/// The dominator tree as the builder walks it: children in print order, each block's level
/// and pre-order number, and the pre-order itself.
struct DomTreeWalk {
    /// `children[child_start[b]..child_start[b + 1]]` are `b`'s children (one flat list).
    child_start: Vec<u32>,
    children: Vec<Block>,
    level: Vec<u32>,
    dfs_in: Vec<u32>,
    preorder: Vec<Block>,
}

impl DomTreeWalk {
    fn new(cfg: &BlockCfg, dt: &DominatorTree<Block>, n: usize) -> DomTreeWalk {
        let order = depth_first_preorder(cfg);
        let mut child_start = vec![0u32; n + 1];
        for &b in &order {
            if let Some(d) = dt.idom(b) {
                child_start[d.index() + 1] += 1;
            }
        }
        for i in 0..n {
            child_start[i + 1] += child_start[i];
        }
        let mut children = vec![Block::new(0); child_start[n] as usize];
        let mut fill: Vec<u32> = child_start[..n].to_vec();
        for &b in &order {
            if let Some(d) = dt.idom(b) {
                children[fill[d.index()] as usize] = b;
                fill[d.index()] += 1;
            }
        }
        let children_of = |b: Block| {
            &children[child_start[b.index()] as usize..child_start[b.index() + 1] as usize]
        };
        let mut level = vec![0u32; n];
        let mut dfs_in = vec![0u32; n];
        let mut preorder = Vec::new();
        if let Some(&entry) = order.first() {
            let mut stack = vec![(entry, 0u32)];
            while let Some((b, l)) = stack.pop() {
                level[b.index()] = l;
                dfs_in[b.index()] = preorder.len() as u32;
                preorder.push(b);
                for &c in children_of(b).iter().rev() {
                    stack.push((c, l + 1));
                }
            }
        }
        DomTreeWalk {
            child_start,
            children,
            level,
            dfs_in,
            preorder,
        }
    }

    /// The blocks that get a MemoryPhi (the iterated dominance frontier of the blocks marked
    /// in `def_blocks`), in the order the builder numbers them.
    fn phi_blocks(
        &self,
        cfg: &BlockCfg,
        dt: &DominatorTree<Block>,
        def_blocks: &[bool],
    ) -> Vec<Block> {
        let n = self.level.len();
        let has_def = |b: Block| def_blocks.get(b.index()).copied().unwrap_or(false);
        let key = |b: Block| {
            (
                self.level[b.index()],
                self.dfs_in[b.index()],
                b.index() as u32,
            )
        };
        let mut heap: BinaryHeap<(u32, u32, u32)> = BinaryHeap::new();
        for &b in &self.preorder {
            if has_def(b) {
                heap.push(key(b));
            }
        }
        let mut phis = Vec::new();
        let mut in_idf = vec![false; n];
        let mut walked = vec![false; n];
        while let Some((root_level, _, root)) = heap.pop() {
            let root = Block::new(root as usize);
            let mut work = vec![root];
            walked[root.index()] = true;
            while let Some(x) = work.pop() {
                for &s in cfg.succs(x) {
                    if !dt.is_reachable(s)
                        || self.level[s.index()] > root_level
                        || in_idf[s.index()]
                    {
                        continue;
                    }
                    in_idf[s.index()] = true;
                    phis.push(s);
                    if !has_def(s) {
                        heap.push(key(s));
                    }
                }
                let (from, to) = (
                    self.child_start[x.index()] as usize,
                    self.child_start[x.index() + 1] as usize,
                );
                for &c in &self.children[from..to] {
                    if !walked[c.index()] {
                        walked[c.index()] = true;
                        work.push(c);
                    }
                }
            }
        }
        phis
    }
}
