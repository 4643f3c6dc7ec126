//! The MemorySSA updater (LLVM's `MemorySSAUpdater`): keeps a built [`MemorySsa`] right while a
//! pass inserts, removes or moves memory instructions, without building it again.
//!
//! Owns: [`UpdateContext`] (the edited function and the analyses the update reads),
//! [`insert_access`], [`remove_access`], [`move_access`] and [`canonical_form`] (the text tests
//! compare an updated MemorySSA with a fresh build by).
//!
//! Protocol: the pass edits the IR first (with `ir::function`'s mutation API), then tells the
//! updater what it did: `insert_access(inst)` after placing a new instruction,
//! `remove_access(inst)` when an instruction is (or is about to be) taken out of the layout,
//! `move_access(inst)` after moving one. The control-flow graph must not change between the
//! build and the update (the dominator tree in the context is the one the MemorySSA was built
//! with); a pass that changes the CFG rebuilds MemorySSA (LLVM has separate updater calls for
//! CFG edits; they do not exist here yet).
//!
//! What an update does, for a def `D` inserted in block `B` (steps after LLVM's `insertDef`,
//! written independently):
//! 1. `D` joins `B`'s access list at its instruction's place; in an unreachable block it is
//!    defined by `liveOnEntry` and nothing else changes.
//! 2. If `B` held no def before, phis are created in the iterated dominance frontier of `B`
//!    where none exists (the blocks a fresh build puts phis in are the IDF of the blocks with
//!    defs, and the IDF of a union is the union of the IDFs).
//! 3. Renaming, limited to the dominator subtrees of `B` and of the new phis' blocks: every def
//!    there gets the def or phi that reaches it (the previous def in its block, else its
//!    block's phi, else what reaches the end of its immediate dominator); phi operands for
//!    incoming blocks in those subtrees (all operands of a new phi) get what reaches the end of
//!    the incoming block.
//! 4. Uses in blocks the CFG can reach from `B` (and `B` itself) are optimised again as the
//!    builder optimises them (reaching access, then the walker's clobber), since a new def may
//!    clobber them and a removed one may have been their clobber.
//!
//! Removing a def `D` gives everything `D` defined `D`'s own reaching access, then removes
//! phis that became redundant: a trivial phi (every operand is one access or the phi itself,
//! LLVM's `tryRemoveTrivialPhis`) and, beyond what LLVM's updater removes, a group of phis that
//! refer only to each other and one other access (strongly connected components of the phi
//! graph, as Braun et al. remove them), so the phis left are exactly those a fresh build places
//! (the iterated dominance frontier of the blocks with defs). Removing a use drops it. Moving
//! is a removal at the old place and an insertion at the new one.
//!
//! Numbering: after each update, defs are numbered 1, 2, ... in layout order and phis after
//! them, keeping their relative order (new phis last), so `verify<memoryssa>` holds. LLVM's
//! updater gives new accesses fresh numbers instead, so opt-22's printed numbers after an edit
//! are not a fresh build's; here they are, except for the order of phi numbers and of phi
//! operands (a new phi lists its operands in CFG predecessor order). "Equal to a fresh build"
//! therefore means equal [`canonical_form`]s: the `print<memoryssa>` annotations of every
//! block and instruction with phis renumbered in block layout order and phi operands listed in
//! predecessor order.
//!
//! Must not touch: the IR (read only); build, walker, print and verify (it calls them).

use super::build::{role, Role};
use super::walker::{Query, Walker};
use super::{AccessId, AccessKind, MemoryAccess, MemorySsa};
use crate::analysis::alias::AliasAnalysis;
use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::ir::entity::{EntityRef, SecondaryMap};
use crate::ir::function::{Block, FunctionBody, Inst};
use crate::ir::module::Module;

/// The function as it is after the edit, and the analyses of its (unchanged) CFG.
pub struct UpdateContext<'a> {
    pub module: &'a Module,
    pub body: &'a FunctionBody,
    pub cfg: &'a BlockCfg,
    pub dt: &'a DominatorTree<Block>,
}

/// Gives the placed instruction `inst` its access (a def or a use, as the builder classifies
/// it) and updates everything that depends on it. Returns the new access, or `None` when
/// `inst` does not touch memory. `inst` must not have an access yet.
pub fn insert_access(mssa: &mut MemorySsa, cx: &UpdateContext<'_>, inst: Inst) -> Option<AccessId> {
    assert!(
        mssa.access_of(inst).is_none(),
        "{inst} already has a memory access"
    );
    let mut edit = Edit::new(mssa, cx);
    let id = edit.attach(inst)?;
    let b = edit.mssa.access(id).block.expect("placed access");
    edit.finish(&[b]);
    edit.mssa.access_of(inst)
}

/// Removes the access of `inst` (if it has one) and updates everything that depended on it.
/// `inst` may already be out of the layout.
pub fn remove_access(mssa: &mut MemorySsa, cx: &UpdateContext<'_>, inst: Inst) {
    let mut edit = Edit::new(mssa, cx);
    if let Some(b) = edit.detach(inst) {
        edit.finish(&[b]);
    }
}

/// Updates the access of `inst` after the instruction moved in the layout (within its block or
/// to another one). Returns its access at the new place.
pub fn move_access(mssa: &mut MemorySsa, cx: &UpdateContext<'_>, inst: Inst) -> Option<AccessId> {
    let mut edit = Edit::new(mssa, cx);
    let mut roots = Vec::new();
    if let Some(b) = edit.detach(inst) {
        roots.push(b);
    }
    if let Some(id) = edit.attach(inst) {
        roots.push(edit.mssa.access(id).block.expect("placed access"));
    }
    edit.finish(&roots);
    edit.mssa.access_of(inst)
}

/// Edits a pass made to memory instructions, told to the updater together by [`apply`]: one
/// renaming, one use optimisation and one renumbering for the whole batch instead of one per
/// instruction. The pass records each instruction it removed, moved or placed, in any order;
/// [`apply`] reads what became of each from the body as it is at the end.
#[derive(Default, Debug)]
pub struct PendingUpdates {
    touched: Vec<Inst>,
    moved: Vec<Inst>,
}

impl PendingUpdates {
    /// `inst` was taken out of the layout (erased).
    pub fn removed(&mut self, inst: Inst) {
        self.touched.push(inst);
    }
    /// `inst` was placed in the layout (a new instruction).
    pub fn inserted(&mut self, inst: Inst) {
        self.touched.push(inst);
    }
    /// `inst` moved in the layout.
    pub fn moved(&mut self, inst: Inst) {
        self.touched.push(inst);
        self.moved.push(inst);
    }
    pub fn is_empty(&self) -> bool {
        self.touched.is_empty()
    }
}

/// Applies a batch of edits (see [`PendingUpdates`]): an instruction with an access that is no
/// longer placed loses it, a placed one without an access gets one, a moved one is detached
/// and attached again; an instruction placed and erased within the batch is nothing to
/// MemorySSA. Removals go first, so phis that only the removed defs needed are gone before
/// the new defs place theirs.
pub fn apply(mssa: &mut MemorySsa, cx: &UpdateContext<'_>, pending: PendingUpdates) {
    if pending.is_empty() {
        return;
    }
    let mut edit = Edit::new(mssa, cx);
    let mut roots = Vec::new();
    let mut attach: Vec<Inst> = Vec::new();
    let mut seen: crate::ir::entity::FxHashMap<Inst, ()> = Default::default();
    for &inst in &pending.touched {
        if seen.insert(inst, ()).is_some() {
            continue;
        }
        let placed = cx.body.layout.inst_block(inst).is_some();
        let has = edit.mssa.access_of(inst).is_some();
        if has && (!placed || pending.moved.contains(&inst)) {
            if let Some(b) = edit.detach(inst) {
                roots.push(b);
            }
        }
        if placed && (!has || pending.moved.contains(&inst)) {
            attach.push(inst);
        }
    }
    for inst in attach {
        if let Some(id) = edit.attach(inst) {
            roots.push(edit.mssa.access(id).block.expect("placed access"));
        }
    }
    roots.sort_unstable();
    roots.dedup();
    edit.finish(&roots);
}

/// Whether the updated `mssa` equals a fresh build of the function in `cx` (their
/// [`canonical_form`]s); the first differing line of each when not. Passes call it after their
/// updates in debug builds, and tests call it.
pub fn check_against_fresh_build(mssa: &MemorySsa, cx: &UpdateContext<'_>) -> Result<(), String> {
    let fresh = super::build::build(cx.module, cx.body, cx.cfg, cx.dt);
    let a = canonical_form(mssa, cx.body, cx.cfg);
    let b = canonical_form(&fresh, cx.body, cx.cfg);
    if a == b {
        return Ok(());
    }
    let (k, (x, y)) = a
        .lines()
        .chain(std::iter::repeat(""))
        .zip(b.lines().chain(std::iter::repeat("")))
        .enumerate()
        .find(|(_, (x, y))| x != y)
        .expect("the texts differ");
    Err(format!(
        "updated MemorySSA differs from a fresh build at line {}: updated `{x}`, fresh `{y}`",
        k + 1
    ))
}

/// One update in progress: accesses removed so far are compacted away at the end.
struct Edit<'m, 'c> {
    mssa: &'m mut MemorySsa,
    cx: &'c UpdateContext<'c>,
    aa: AliasAnalysis<'c>,
    dead: Vec<bool>,
    /// Blocks whose dominator subtree needs renaming.
    rename_roots: Vec<Block>,
}

impl<'m, 'c> Edit<'m, 'c> {
    fn new(mssa: &'m mut MemorySsa, cx: &'c UpdateContext<'c>) -> Edit<'m, 'c> {
        let n = mssa.accesses.len();
        Edit {
            mssa,
            cx,
            aa: AliasAnalysis::new(cx.module, cx.body),
            dead: vec![false; n],
            rename_roots: Vec::new(),
        }
    }

    fn push_access(&mut self, a: MemoryAccess) -> AccessId {
        let id = AccessId(self.mssa.accesses.len() as u32);
        self.mssa.accesses.push(a);
        self.dead.push(false);
        id
    }

    fn next_phi_number(&self) -> u32 {
        self.mssa
            .accesses
            .iter()
            .map(|a| a.number)
            .filter(|&n| n != u32::MAX)
            .max()
            .unwrap_or(0)
            + 1
    }

    /// Creates the access of `inst` in its block's list; for a def, places the phis it needs
    /// and marks the subtrees to rename.
    fn attach(&mut self, inst: Inst) -> Option<AccessId> {
        let cx = self.cx;
        let (b, _) = cx.body.layout.inst_position(inst);
        let kind = match role(&self.aa, cx.module, cx.body, inst) {
            Role::Def => AccessKind::Def(inst),
            Role::Use => AccessKind::Use(inst),
            Role::None => return None,
        };
        let is_def = matches!(kind, AccessKind::Def(_));
        let had_def = self
            .mssa
            .block_accesses(b)
            .iter()
            .any(|&x| matches!(self.mssa.access(x).kind, AccessKind::Def(_)));
        // Its place in the block's list: after the accesses of earlier instructions.
        let mut index = 0;
        for &i in cx.body.layout.block_insts(b) {
            if i == inst {
                break;
            }
            if self.mssa.access_of(i).is_some() {
                index += 1;
            }
        }
        let id = self.push_access(MemoryAccess {
            kind,
            block: Some(b),
            number: if is_def { u32::MAX } else { 0 },
            defining: AccessId::LIVE_ON_ENTRY,
            incoming: Vec::new(),
        });
        self.mssa.inst_access.set(inst, Some(id));
        self.mssa.block_accesses.get_mut(b).insert(index, id);
        if !cx.dt.is_reachable(b) {
            return Some(id);
        }
        if is_def {
            self.rename_roots.push(b);
            if !had_def {
                for s in iterated_frontier(cx.cfg, cx.dt, b) {
                    if self.mssa.phi_of(s).is_none() {
                        let number = self.next_phi_number();
                        let phi = self.push_access(MemoryAccess {
                            kind: AccessKind::Phi,
                            block: Some(s),
                            number,
                            defining: AccessId::LIVE_ON_ENTRY,
                            incoming: Vec::new(),
                        });
                        self.mssa.block_phi.set(s, Some(phi));
                        self.rename_roots.push(s);
                    }
                }
            }
        }
        Some(id)
    }

    /// Takes the access of `inst` out; returns its block (None: `inst` had no access).
    fn detach(&mut self, inst: Inst) -> Option<Block> {
        let id = self.mssa.access_of(inst)?;
        let b = self.mssa.access(id).block.expect("placed access");
        self.mssa.inst_access.set(inst, None);
        self.mssa.block_accesses.get_mut(b).retain(|&x| x != id);
        self.dead[id.0 as usize] = true;
        if matches!(self.mssa.access(id).kind, AccessKind::Def(_)) {
            let replacement = self.mssa.access(id).defining;
            self.replace_access(id, replacement);
            self.remove_redundant_phis();
            if self.cx.dt.is_reachable(b) {
                self.rename_roots.push(b);
            }
        }
        Some(b)
    }

    /// Every reference to `old` (defining accesses, phi operands) becomes `new`. Returns the
    /// phis that had an operand changed.
    fn replace_access(&mut self, old: AccessId, new: AccessId) -> Vec<AccessId> {
        let mut touched = Vec::new();
        for (k, a) in self.mssa.accesses.iter_mut().enumerate() {
            if self.dead[k] {
                continue;
            }
            if a.defining == old && a.kind != AccessKind::LiveOnEntry {
                a.defining = new;
            }
            let mut changed = false;
            for op in &mut a.incoming {
                if op.1 == old {
                    op.1 = new;
                    changed = true;
                }
            }
            if changed {
                touched.push(AccessId(k as u32));
            }
        }
        touched
    }

    /// Removes redundant phis: every group of phis that refer only to each other and to one
    /// other access (a single phi with one operand besides itself is the simplest case) is
    /// replaced by that access. Groups are the strongly connected components of the phis'
    /// operand graph, taken operands first, and a component with several outside accesses is
    /// searched again among its phis whose operands all lie inside it (the SCC-based removal of
    /// Braun et al., "Simple and Efficient Construction of Static Single Assignment Form"), so
    /// the phis left are the ones a fresh build places.
    fn remove_redundant_phis(&mut self) {
        let phis: Vec<AccessId> = (0..self.mssa.accesses.len())
            .map(|k| AccessId(k as u32))
            .filter(|&id| !self.dead[id.0 as usize] && self.mssa.access(id).kind == AccessKind::Phi)
            .collect();
        self.remove_redundant_among(&phis);
    }

    fn remove_redundant_among(&mut self, set: &[AccessId]) {
        for scc in phi_components(self.mssa, set) {
            let live: Vec<AccessId> = scc
                .iter()
                .copied()
                .filter(|&p| !self.dead[p.0 as usize])
                .collect();
            // Operands from unreachable blocks (always `liveOnEntry`) do not count: a fresh
            // build places phis by the reachable blocks' defs only.
            let mut outer: Vec<AccessId> = Vec::new();
            for &p in &live {
                for &(from, v) in &self.mssa.access(p).incoming {
                    if !self.cx.dt.is_reachable(from) {
                        continue;
                    }
                    if !live.contains(&v) && !outer.contains(&v) {
                        outer.push(v);
                    }
                }
            }
            if outer.len() <= 1 {
                let value = outer.first().copied().unwrap_or(AccessId::LIVE_ON_ENTRY);
                for &p in &live {
                    self.dead[p.0 as usize] = true;
                    let b = self.mssa.access(p).block.expect("phi block");
                    self.mssa.block_phi.set(b, None);
                    self.rename_roots.push(b);
                }
                for &p in &live {
                    self.replace_access(p, value);
                }
            } else if live.len() > 1 {
                let inner: Vec<AccessId> =
                    live.iter()
                        .copied()
                        .filter(|&p| {
                            self.mssa.access(p).incoming.iter().all(|&(from, v)| {
                                !self.cx.dt.is_reachable(from) || live.contains(&v)
                            })
                        })
                        .collect();
                if !inner.is_empty() && inner.len() < live.len() {
                    self.remove_redundant_among(&inner);
                }
            }
        }
    }

    /// What reaches the top of `b` (after its phi).
    fn top_of(&self, b: Block) -> AccessId {
        let dt = self.cx.dt;
        let mut b = b;
        loop {
            if !dt.is_reachable(b) {
                return AccessId::LIVE_ON_ENTRY;
            }
            if let Some(p) = self.mssa.phi_of(b) {
                return p;
            }
            match dt.idom(b) {
                Some(d) => {
                    if let Some(last) = self.last_def(d) {
                        return last;
                    }
                    b = d;
                }
                None => return AccessId::LIVE_ON_ENTRY,
            }
        }
    }

    fn last_def(&self, b: Block) -> Option<AccessId> {
        self.mssa
            .block_accesses(b)
            .iter()
            .rev()
            .copied()
            .find(|&x| matches!(self.mssa.access(x).kind, AccessKind::Def(_)))
    }

    /// What reaches the end of `b`.
    fn end_of(&self, b: Block) -> AccessId {
        if !self.cx.dt.is_reachable(b) {
            return AccessId::LIVE_ON_ENTRY;
        }
        self.last_def(b).unwrap_or_else(|| self.top_of(b))
    }

    /// Renames the dominator subtrees of the marked roots, fixes phi operands from them,
    /// recomputes what reaches each block's end, optimises the uses the edit can affect,
    /// renumbers and compacts.
    fn finish(&mut self, edited: &[Block]) {
        let cx = self.cx;
        let n = cx.body.dfg.blocks.len();
        let mut in_region = vec![false; n];
        let mut stack: Vec<Block> = self.rename_roots.clone();
        while let Some(b) = stack.pop() {
            if in_region[b.index()] || !cx.dt.is_reachable(b) {
                continue;
            }
            in_region[b.index()] = true;
            let mut reaching = self.top_of(b);
            for k in 0..self.mssa.block_accesses(b).len() {
                let id = self.mssa.block_accesses(b)[k];
                let a = &mut self.mssa.accesses[id.0 as usize];
                if matches!(a.kind, AccessKind::Def(_)) {
                    a.defining = reaching;
                    reaching = id;
                }
            }
            stack.extend(cx.dt.children(b).iter().copied());
        }
        // Phi operands.
        for &s in cx.body.layout.blocks() {
            let Some(phi) = self.mssa.phi_of(s) else {
                continue;
            };
            if self.mssa.access(phi).incoming.is_empty() {
                let ops: Vec<(Block, AccessId)> = cx
                    .cfg
                    .preds(s)
                    .iter()
                    .map(|&p| (p, self.end_of(p)))
                    .collect();
                self.mssa.accesses[phi.0 as usize].incoming = ops;
                continue;
            }
            for k in 0..self.mssa.access(phi).incoming.len() {
                let pred = self.mssa.access(phi).incoming[k].0;
                if pred.index() < n && in_region[pred.index()] {
                    let v = self.end_of(pred);
                    self.mssa.accesses[phi.0 as usize].incoming[k].1 = v;
                }
            }
        }
        // Redundant phis only arise from removals, which remove them at once; the phis an
        // insertion adds are the IDF phis a fresh build has.
        let mut out_of = vec![AccessId::LIVE_ON_ENTRY; n];
        for &b in cx.dt.reverse_post_order() {
            out_of[b.index()] = self.end_of(b);
        }
        self.mssa.out_of = out_of;
        self.optimise_uses(edited);
        self.compact();
        renumber(self.mssa, cx.body, cx.cfg, cx.dt);
    }

    /// Optimises again every use in the blocks reachable from `edited` (themselves included).
    fn optimise_uses(&mut self, edited: &[Block]) {
        let cx = self.cx;
        let n = cx.body.dfg.blocks.len();
        let mut seen = vec![false; n];
        let mut stack: Vec<Block> = edited.to_vec();
        let mut blocks = Vec::new();
        while let Some(b) = stack.pop() {
            if b.index() >= n || seen[b.index()] {
                continue;
            }
            seen[b.index()] = true;
            blocks.push(b);
            stack.extend(cx.cfg.succs(b).iter().copied());
        }
        let mut aa = AliasAnalysis::new(cx.module, cx.body);
        let mut results: Vec<(AccessId, AccessId)> = Vec::new();
        let walker = Walker::new(self.mssa, cx.dt, &self.mssa.out_of);
        for b in blocks {
            if !cx.dt.is_reachable(b) {
                continue;
            }
            let mut reaching = self.top_of(b);
            for &id in self.mssa.block_accesses(b) {
                match self.mssa.access(id).kind {
                    AccessKind::Def(_) => reaching = id,
                    AccessKind::Use(i) => {
                        let clobber = if super::build::trivially_live_on_entry(&aa, cx.body, i) {
                            AccessId::LIVE_ON_ENTRY
                        } else {
                            let q = Query::for_inst(&aa, i);
                            walker.clobber(&mut aa, reaching, &q)
                        };
                        results.push((id, clobber));
                    }
                    _ => {}
                }
            }
        }
        for &(id, c) in &results {
            self.mssa.accesses[id.0 as usize].defining = c;
        }
        // The uses optimised again point at their clobbers now.
        if !self.mssa.skipped_uses.is_empty() {
            let mut again: Vec<AccessId> = results.iter().map(|&(id, _)| id).collect();
            again.sort_unstable();
            self.mssa
                .skipped_uses
                .retain(|id| again.binary_search(id).is_err());
        }
    }

    /// Drops dead accesses and renumbers the handles of the rest.
    fn compact(&mut self) {
        if !self.dead.iter().any(|&d| d) {
            return;
        }
        let mut map = vec![AccessId::LIVE_ON_ENTRY; self.mssa.accesses.len()];
        let old = std::mem::take(&mut self.mssa.accesses);
        for (k, a) in old.into_iter().enumerate() {
            if self.dead[k] {
                continue;
            }
            map[k] = AccessId(self.mssa.accesses.len() as u32);
            self.mssa.accesses.push(a);
        }
        let m = |id: AccessId| map[id.0 as usize];
        for a in &mut self.mssa.accesses {
            a.defining = m(a.defining);
            for op in &mut a.incoming {
                op.1 = m(op.1);
            }
        }
        let mut inst_access: SecondaryMap<Inst, Option<AccessId>> = SecondaryMap::new();
        let mut block_phi: SecondaryMap<Block, Option<AccessId>> = SecondaryMap::new();
        let mut block_accesses: SecondaryMap<Block, Vec<AccessId>> = SecondaryMap::new();
        for (k, a) in self.mssa.accesses.iter().enumerate() {
            let id = AccessId(k as u32);
            match a.kind {
                AccessKind::Def(i) | AccessKind::Use(i) => inst_access.set(i, Some(id)),
                AccessKind::Phi => block_phi.set(a.block.expect("phi block"), Some(id)),
                AccessKind::LiveOnEntry => {}
            }
        }
        for &b in self.cx.body.layout.blocks() {
            let list: Vec<AccessId> = self.mssa.block_accesses(b).iter().map(|&x| m(x)).collect();
            *block_accesses.get_mut(b) = list;
        }
        self.mssa.inst_access = inst_access;
        self.mssa.block_phi = block_phi;
        self.mssa.block_accesses = block_accesses;
        for x in &mut self.mssa.out_of {
            *x = m(*x);
        }
        let dead = &self.dead;
        let skipped: Vec<AccessId> = self
            .mssa
            .skipped_uses
            .iter()
            .filter(|id| !dead[id.0 as usize])
            .map(|&id| m(id))
            .collect();
        self.mssa.skipped_uses = skipped;
        self.dead = vec![false; self.mssa.accesses.len()];
    }
}

/// The strongly connected components of the phis in `set` (edges: phi -> its operands that
/// are phis in `set`), each emitted after the components its operands lie in (Tarjan's order).
fn phi_components(mssa: &MemorySsa, set: &[AccessId]) -> Vec<Vec<AccessId>> {
    struct State<'a> {
        mssa: &'a MemorySsa,
        set: &'a [AccessId],
        position: crate::ir::entity::FxHashMap<AccessId, usize>,
        index: Vec<Option<u32>>,
        low: Vec<u32>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: u32,
        out: Vec<Vec<AccessId>>,
    }
    fn visit(st: &mut State<'_>, k: usize) {
        st.index[k] = Some(st.next);
        st.low[k] = st.next;
        st.next += 1;
        st.stack.push(k);
        st.on_stack[k] = true;
        let ops: Vec<AccessId> = st
            .mssa
            .access(st.set[k])
            .incoming
            .iter()
            .map(|o| o.1)
            .collect();
        for v in ops {
            let Some(&j) = st.position.get(&v) else {
                continue;
            };
            match st.index[j] {
                None => {
                    visit(st, j);
                    st.low[k] = st.low[k].min(st.low[j]);
                }
                Some(ij) if st.on_stack[j] => st.low[k] = st.low[k].min(ij),
                Some(_) => {}
            }
        }
        if Some(st.low[k]) == st.index[k] {
            let mut comp = Vec::new();
            while let Some(j) = st.stack.pop() {
                st.on_stack[j] = false;
                comp.push(st.set[j]);
                if j == k {
                    break;
                }
            }
            st.out.push(comp);
        }
    }
    let n = set.len();
    let mut st = State {
        mssa,
        set,
        position: set.iter().enumerate().map(|(k, &a)| (a, k)).collect(),
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for k in 0..n {
        if st.index[k].is_none() {
            visit(&mut st, k);
        }
    }
    st.out
}

/// Defs 1, 2, ... in layout order, then phis in the order a fresh build places them, each
/// phi's operands in the order a fresh build lists them ([`super::build::phi_order`]), so the
/// printed text is a fresh build's.
fn renumber(mssa: &mut MemorySsa, body: &FunctionBody, cfg: &BlockCfg, dt: &DominatorTree<Block>) {
    let mut next = 1u32;
    let mut def_blocks = vec![false; body.dfg.blocks.len()];
    for &b in body.layout.blocks() {
        for k in 0..mssa.block_accesses(b).len() {
            let id = mssa.block_accesses(b)[k];
            if matches!(mssa.access(id).kind, AccessKind::Def(_)) {
                mssa.accesses[id.0 as usize].number = next;
                next += 1;
                def_blocks[b.index()] = true;
            }
        }
    }
    let (order, operands) = super::build::phi_order(body, cfg, dt, &def_blocks);
    let mut numbered = vec![false; mssa.accesses.len()];
    for b in order {
        let Some(p) = mssa.phi_of(b) else { continue };
        let a = &mut mssa.accesses[p.0 as usize];
        a.number = next;
        next += 1;
        numbered[p.0 as usize] = true;
        let old = std::mem::take(&mut a.incoming);
        for &pred in &operands[b.index()] {
            if let Some(&(_, v)) = old.iter().find(|(x, _)| *x == pred) {
                a.incoming.push((pred, v));
            }
        }
        for &(x, v) in &old {
            if !operands[b.index()].contains(&x) {
                a.incoming.push((x, v));
            }
        }
    }
    // Phis a fresh build would not place (none when the update is right) keep their order.
    let mut rest: Vec<(u32, usize)> = mssa
        .accesses
        .iter()
        .enumerate()
        .filter(|&(k, a)| a.kind == AccessKind::Phi && !numbered[k])
        .map(|(k, a)| (a.number, k))
        .collect();
    rest.sort_unstable();
    for (_, k) in rest {
        mssa.accesses[k].number = next;
        next += 1;
    }
}

/// The iterated dominance frontier of `b` (reachable blocks only), in discovery order.
fn iterated_frontier(cfg: &BlockCfg, dt: &DominatorTree<Block>, b: Block) -> Vec<Block> {
    let mut result: Vec<Block> = Vec::new();
    let mut work = vec![b];
    let mut done: Vec<Block> = Vec::new();
    while let Some(x) = work.pop() {
        if done.contains(&x) {
            continue;
        }
        done.push(x);
        let mut subtree = vec![x];
        while let Some(y) = subtree.pop() {
            for &s in cfg.succs(y) {
                if dt.is_reachable(s) && !dt.strictly_dominates(x, s) && !result.contains(&s) {
                    result.push(s);
                    work.push(s);
                }
            }
            subtree.extend(dt.children(y).iter().copied());
        }
    }
    result
}

/// The `print<memoryssa>` annotations of `body` under `mssa`, one line per phi and per access
/// (`label: <phi>` then `  <access>  ; <instruction index>`), with phis renumbered in block
/// layout order (after the defs) and phi operands in predecessor order: equal for an updated
/// MemorySSA and a fresh build of the edited function when the update is right.
pub fn canonical_form(mssa: &MemorySsa, body: &FunctionBody, cfg: &BlockCfg) -> String {
    let mut m = mssa.clone();
    let defs = m
        .accesses
        .iter()
        .filter(|a| matches!(a.kind, AccessKind::Def(_)))
        .count() as u32;
    let mut next = defs + 1;
    for &b in body.layout.blocks() {
        if let Some(p) = m.phi_of(b) {
            let a = &mut m.accesses[p.0 as usize];
            a.number = next;
            next += 1;
            let preds = cfg.preds(b);
            a.incoming
                .sort_by_key(|&(x, _)| preds.iter().position(|&y| y == x));
        }
    }
    let name = |b: Block| match &body.dfg.blocks[b].name {
        Some(n) => n.to_string(),
        None => b.to_string(),
    };
    let mut out = String::new();
    for &b in body.layout.blocks() {
        out.push_str(&name(b));
        out.push(':');
        if let Some(line) = super::print::phi_annotation(&m, b, &name) {
            out.push(' ');
            out.push_str(&line);
        }
        out.push('\n');
        for (k, &i) in body.layout.block_insts(b).iter().enumerate() {
            if let Some(line) = super::print::inst_annotation(&m, i) {
                out.push_str(&format!("  {line}  ; #{k}\n"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
