//! `lcssa`: opt-22's LCSSA pass, which puts loops in loop-closed SSA form: a value defined in a
//! loop and used outside it reaches those uses only through phis in the loop's exit blocks
//! (`%x.lcssa = phi [ %x, %exiting ] ...`).
//!
//! Owns: [`Lcssa`] (the function pass), [`form_lcssa`] (what the loop adaptor runs after
//! loop-simplify), and [`SsaUpdater`], a small version of LLVM's `SSAUpdater` (the value of a
//! variable at the end of a block, given its value in some blocks, with phis named after the
//! variable inserted where paths meet) that LICM's promotion shares.
//!
//! Order (learned from opt-22's output; the steps are LLVM's): loops nest by nest, sub-loops
//! before their loop; in a loop, the instructions of the blocks directly in it (not in a
//! sub-loop) with a use outside (a phi's use counts in its incoming block) are queued in
//! layout order and taken from the back; for each, a `.lcssa` phi goes at the top of every
//! exit block the instruction dominates, one entry per predecessor (use-list order); a use in
//! an exit block takes that block's first phi, other uses the only phi or the SSA updater's
//! value; phis left without uses are erased.
//!
//! Not done: uses in unreachable blocks (opt-22 turns them into `poison`; atomir leaves them),
//! and the re-processing of phis that land in another loop's header when a loop is not in
//! loop-simplify form.
//! Must not touch: the CFG; instructions other than the phis it adds and the operands it
//! rewrites.

use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::analysis::loops::{LoopId, LoopInfo};
use crate::ir::entity::EntityRef as _;
use crate::ir::entity::{FxHashMap, SecondaryMap};
use crate::ir::function::{Block, FunctionBody, Inst, UniqueNames, Use, Value};
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::module::{GlobalValue, Module};
use crate::ir::types::Type;
use crate::passes::analysis_manager::{AnalysisId, PreservedAnalyses};
use crate::passes::manager::{FunctionEditContext, FunctionPass};
use crate::passes::PassError;

/// `lcssa`.
pub struct Lcssa;

impl FunctionPass for Lcssa {
    fn name(&self) -> &str {
        "lcssa"
    }

    fn edits_ir(&self) -> bool {
        true
    }

    fn run_edit(&self, cx: &mut FunctionEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let mut names = UniqueNames::of_body(cx.body);
        if form_lcssa(cx.module, cx.function, cx.body, &mut names) {
            Ok(PreservedAnalyses::none()
                .preserve(AnalysisId::DomTree)
                .preserve(AnalysisId::PostDomTree)
                .preserve(AnalysisId::Loops))
        } else {
            Ok(PreservedAnalyses::all())
        }
    }
}

/// Puts every loop of `body` in LCSSA form; whether anything changed.
pub fn form_lcssa(
    m: &Module,
    g: GlobalValue,
    body: &mut FunctionBody,
    names: &mut UniqueNames,
) -> bool {
    if body.layout.entry().is_none() {
        return false;
    }
    let cfg = BlockCfg::new(body);
    let dt = DominatorTree::compute(&cfg);
    let li = LoopInfo::compute(body, &cfg, &dt);
    if li.is_empty() {
        return false;
    }
    let order = lcssa_order(&li);
    form_lcssa_for_loops(m, g, body, &li, &dt, &order, names)
}

/// The loops in the order LLVM's `formLCSSAOnAllLoops` visits them: each top-level loop's nest
/// in `print<loops>` order, sub-loops before their loop.
pub fn lcssa_order(li: &LoopInfo) -> Vec<LoopId> {
    let mut order = Vec::new();
    fn post(li: &LoopInfo, l: LoopId, out: &mut Vec<LoopId>) {
        for &s in &li.data(l).subloops {
            post(li, s, out);
        }
        out.push(l);
    }
    for &top in li.top_level() {
        post(li, top, &mut order);
    }
    order
}

/// LCSSA for the loops headed by `headers`, in that order (the loop adaptor passes the order of
/// the loop info as it was before loop-simplify, which LLVM keeps up to date instead of
/// computing it again).
pub fn form_lcssa_in_order(
    m: &Module,
    g: GlobalValue,
    body: &mut FunctionBody,
    headers: &[Block],
    names: &mut UniqueNames,
) -> bool {
    if body.layout.entry().is_none() {
        return false;
    }
    let cfg = BlockCfg::new(body);
    let dt = DominatorTree::compute(&cfg);
    let li = LoopInfo::compute(body, &cfg, &dt);
    let mut order: Vec<LoopId> = headers
        .iter()
        .filter_map(|&h| li.loop_for(h).filter(|&l| li.data(l).header == h))
        .collect();
    for l in lcssa_order(&li) {
        if !order.contains(&l) {
            order.push(l);
        }
    }
    form_lcssa_for_loops(m, g, body, &li, &dt, &order, names)
}

fn form_lcssa_for_loops(
    m: &Module,
    g: GlobalValue,
    body: &mut FunctionBody,
    li: &LoopInfo,
    dt: &DominatorTree<Block>,
    order: &[LoopId],
    names: &mut UniqueNames,
) -> bool {
    let preds = crate::print::llvm_block_preds(m, g, body);
    let mut uses = FunctionUses::new(body);
    let mut changed = false;
    for &l in order {
        changed |= form_lcssa_for_loop(body, li, dt, &preds, l, names, &mut uses);
    }
    changed
}

/// LLVM's `formLCSSARecursively` on the loop headed by `header` and its sub-loops (LICM
/// forms LCSSA again after promotion).
pub fn form_lcssa_nest(
    m: &Module,
    g: GlobalValue,
    body: &mut FunctionBody,
    header: Block,
    names: &mut UniqueNames,
) -> bool {
    let cfg = BlockCfg::new(body);
    let dt = DominatorTree::compute(&cfg);
    let li = LoopInfo::compute(body, &cfg, &dt);
    let Some(l) = li.loop_for(header).filter(|&l| li.data(l).header == header) else {
        return false;
    };
    let preds = crate::print::llvm_block_preds(m, g, body);
    let mut order = Vec::new();
    fn post(li: &LoopInfo, l: LoopId, out: &mut Vec<LoopId>) {
        for &s in &li.data(l).subloops {
            post(li, s, out);
        }
        out.push(l);
    }
    post(&li, l, &mut order);
    let mut uses = FunctionUses::new(body);
    let mut changed = false;
    for l in order {
        changed |= form_lcssa_for_loop(body, &li, &dt, &preds, l, names, &mut uses);
    }
    changed
}

/// The exit blocks of `l` as LLVM's `getExitBlocks` lists them (with repeats).
pub fn exit_blocks(body: &FunctionBody, li: &LoopInfo, l: LoopId) -> Vec<Block> {
    let mut out = Vec::new();
    for &b in &li.data(l).blocks {
        if let Some(&t) = body.layout.block_insts(b).last() {
            for s in body.dfg.successors(t) {
                if !li.contains(l, s) {
                    out.push(s);
                }
            }
        }
    }
    out
}

/// The block a use is in, for dominance and loop membership: a phi's use is in its incoming
/// block.
pub fn use_block(body: &FunctionBody, u: Use) -> Option<Block> {
    if body.dfg.is_phi(u.inst) {
        match body.dfg.insts[u.inst].args.get(u.operand as usize + 1) {
            Some(Operand::Block(b)) => Some(*b),
            _ => None,
        }
    } else {
        body.layout.inst_block(u.inst)
    }
}

/// The body's use lists (as [`crate::ir::function::DataFlowGraph::value_uses`] makes them,
/// users in layout order), made once and kept right through a pass's edits (LCSSA's, LICM's
/// sinking): after an edit the pass names the values whose uses it changed and the
/// instructions it made, and those lists are made again from the instructions that can hold
/// such uses (their old users and the new instructions).
pub(crate) struct FunctionUses {
    /// The lists as first made (flat: three allocations whatever the body's size).
    base: crate::ir::function::UseLists,
    /// The lists made again since, which replace the first ones.
    changed: FxHashMap<Value, Vec<Use>>,
    /// Each block's place in the layout (blocks are not added or removed by the passes that
    /// keep these lists).
    block_order: SecondaryMap<Block, u32>,
}

impl FunctionUses {
    pub(crate) fn new(body: &FunctionBody) -> FunctionUses {
        let mut block_order = SecondaryMap::new();
        for (k, &b) in body.layout.blocks().iter().enumerate() {
            *block_order.get_mut(b) = k as u32;
        }
        FunctionUses {
            base: body.dfg.value_use_lists(&body.layout),
            changed: FxHashMap::default(),
            block_order,
        }
    }

    /// The use lists of the instructions in the blocks `keep` accepts only (in layout order):
    /// right for every value whose users all lie in those blocks.
    pub(crate) fn over_blocks(body: &FunctionBody, keep: impl Fn(Block) -> bool) -> FunctionUses {
        let mut block_order = SecondaryMap::new();
        let mut lists: FxHashMap<Value, Vec<Use>> = FxHashMap::default();
        for (k, &b) in body.layout.blocks().iter().enumerate() {
            *block_order.get_mut(b) = k as u32;
            if !keep(b) {
                continue;
            }
            for &inst in body.layout.block_insts(b) {
                for (i, op) in body.dfg.insts[inst].args.iter().enumerate() {
                    if let Operand::Value(v) = op {
                        lists.entry(*v).or_default().push(Use {
                            inst,
                            operand: i as u32,
                        });
                    }
                }
            }
        }
        FunctionUses {
            base: crate::ir::function::UseLists::default(),
            changed: lists,
            block_order,
        }
    }

    pub(crate) fn get(&self, v: Value) -> &[Use] {
        match self.changed.get(&v) {
            Some(list) => list,
            None => self.base.get(v),
        }
    }

    /// Makes the lists of `values`, and of the results and value operands of `new_insts`,
    /// again after an edit that changed uses of those values only: each of their users is
    /// one of their old users or one of `new_insts`.
    pub(crate) fn refresh(&mut self, body: &FunctionBody, values: &[Value], new_insts: &[Inst]) {
        let mut values: Vec<Value> = values.to_vec();
        for &inst in new_insts {
            if let Some(r) = body.dfg.insts[inst].result {
                values.push(r);
            }
            for a in &body.dfg.insts[inst].args {
                if let Operand::Value(x) = a {
                    values.push(*x);
                }
            }
        }
        values.sort_unstable_by_key(|x| x.index());
        values.dedup();
        let mut users: Vec<Inst> = new_insts.to_vec();
        for &x in &values {
            users.extend(self.get(x).iter().map(|u| u.inst));
        }
        users.sort_unstable_by_key(|i| i.index());
        users.dedup();
        // Layout order: block, then place in the block; removed instructions hold no uses.
        let mut placed: Vec<(u32, usize, Inst)> = users
            .into_iter()
            .filter_map(|i| {
                let b = body.layout.inst_block(i)?;
                let at = body.layout.block_insts(b).iter().position(|&x| x == i)?;
                Some((*self.block_order.get(b), at, i))
            })
            .collect();
        placed.sort_unstable();
        for &x in &values {
            self.changed.entry(x).or_default().clear();
        }
        for (_, _, inst) in placed {
            for (k, op) in body.dfg.insts[inst].args.iter().enumerate() {
                if let Operand::Value(x) = op {
                    if values
                        .binary_search_by_key(&x.index(), |y| y.index())
                        .is_ok()
                    {
                        self.changed.entry(*x).or_default().push(Use {
                            inst,
                            operand: k as u32,
                        });
                    }
                }
            }
        }
    }
}

fn form_lcssa_for_loop(
    body: &mut FunctionBody,
    li: &LoopInfo,
    dt: &DominatorTree<Block>,
    preds: &SecondaryMap<Block, Vec<Block>>,
    l: LoopId,
    names: &mut UniqueNames,
    uses: &mut FunctionUses,
) -> bool {
    let exits = exit_blocks(body, li, l);
    if exits.is_empty() {
        return false;
    }
    let mut worklist: Vec<Inst> = Vec::new();
    // LLVM queues the blocks last to first (learned from opt-22: the last block's values get
    // their phis first), each block's instructions in order, and takes from the back.
    for &b in li.data(l).blocks.iter().rev() {
        if li.loop_for(b) != Some(l) {
            continue;
        }
        for &i in body.layout.block_insts(b) {
            let Some(v) = body.dfg.insts[i].result else {
                continue;
            };
            let us = uses.get(v);
            if us.is_empty()
                || (us.len() == 1
                    && body.layout.inst_block(us[0].inst) == Some(b)
                    && !body.dfg.is_phi(us[0].inst))
            {
                continue;
            }
            if matches!(body.dfg.insts[i].kind, InstKind::CatchSwitch { .. }) {
                continue;
            }
            worklist.push(i);
        }
    }
    let mut changed = false;
    while let Some(i) = worklist.pop() {
        // A phi queued again below lives in another loop: its own loop and exits count.
        let Some(il) = body.layout.inst_block(i).and_then(|b| li.loop_for(b)) else {
            continue;
        };
        let own_exits;
        let exits_of = if il == l {
            &exits
        } else {
            own_exits = exit_blocks(body, li, il);
            &own_exits
        };
        let v = body.dfg.insts[i].result.expect("queued with a result");
        let uses_of_v: Vec<Use> = uses.get(v).to_vec();
        let (did, again, new_phis) =
            rewrite_outside_uses(body, li, dt, preds, il, exits_of, i, &uses_of_v, names);
        changed |= did;
        if did {
            uses.refresh(body, &[v], &new_phis);
        }
        // Phis placed in a block of a loop outside `il` (an exit that is another loop's
        // header, or where the SSA updater met paths) are values of that loop now: LLVM puts
        // them back on the worklist when they have uses.
        for phi in again {
            let r = body.dfg.insts[phi].result.expect("a phi has a result");
            if body.layout.inst_block(phi).is_some() && !uses.get(r).is_empty() {
                worklist.push(phi);
            }
        }
    }
    changed
}

/// LLVM's `formLCSSAForInstructions` for one instruction.
#[allow(clippy::too_many_arguments)]
fn rewrite_outside_uses(
    body: &mut FunctionBody,
    li: &LoopInfo,
    dt: &DominatorTree<Block>,
    preds: &SecondaryMap<Block, Vec<Block>>,
    l: LoopId,
    exits: &[Block],
    i: Inst,
    uses_of_v: &[Use],
    names: &mut UniqueNames,
) -> (bool, Vec<Inst>, Vec<Inst>) {
    let v = body.dfg.insts[i].result.expect("queued with a result");
    let inst_block = body.layout.inst_block(i).expect("placed");
    // LLVM walks the use list, newest use first.
    let mut to_rewrite: Vec<Use> = Vec::new();
    for &u in uses_of_v.iter().rev() {
        let Some(ub) = body.layout.inst_block(u.inst) else {
            continue;
        };
        if !dt.is_reachable(ub) {
            continue;
        }
        let Some(ub) = use_block(body, u) else {
            continue;
        };
        if ub != inst_block && !li.contains(l, ub) {
            to_rewrite.push(u);
        }
    }
    if to_rewrite.is_empty() {
        return (false, Vec::new(), Vec::new());
    }
    let dom_block = match body.dfg.insts[i].kind {
        InstKind::Invoke { .. } => body.dfg.successors(i)[0],
        _ => inst_block,
    };
    let ty = body.dfg.insts[i].ty;
    let base = body.dfg.values[v].name.as_deref().unwrap_or("").to_string();
    let mut ssa = SsaUpdater::new(ty, &base);
    ssa.fallback = Some(Operand::Value(v));
    let mut added: Vec<Inst> = Vec::new();
    let mut again: Vec<Inst> = Vec::new();
    for &e in exits {
        if !dt.dominates(dom_block, e) || ssa.has_value_for(e) {
            continue;
        }
        let phi = body.dfg.make_inst(
            InstKind::Phi {
                fmf: Default::default(),
            },
            Vec::new(),
            ty,
        );
        let pv = body
            .dfg
            .make_result(phi, names.make(&format!("{base}.lcssa")));
        body.layout.prepend_inst(phi, e);
        for &p in preds.get(e) {
            body.dfg.insts[phi].args.push(Operand::Value(v));
            body.dfg.insts[phi].args.push(Operand::Block(p));
            if !li.contains(l, p) {
                let k = body.dfg.insts[phi].args.len() - 2;
                to_rewrite.push(Use {
                    inst: phi,
                    operand: k as u32,
                });
            }
        }
        added.push(phi);
        ssa.add_available(e, Operand::Value(pv));
        if li
            .loop_for(e)
            .is_some_and(|other| !li.contains(l, li.data(other).header))
        {
            again.push(phi);
        }
    }
    // The values written into operands (to tell which of the new phis got a use).
    let mut written: FxHashMap<Value, ()> = FxHashMap::default();
    for u in to_rewrite {
        let ub = use_block(body, u).expect("a use in a block");
        let front = body.layout.block_insts(ub).first().copied();
        if let Some(f) = front.filter(|&f| body.dfg.is_phi(f) && exits.contains(&ub)) {
            let fv = body.dfg.insts[f].result.expect("a phi has a result");
            body.dfg.insts[u.inst].args[u.operand as usize] = Operand::Value(fv);
            written.insert(fv, ());
            continue;
        }
        if added.len() == 1 {
            let pv = body.dfg.insts[added[0]].result.expect("a phi has a result");
            body.dfg.insts[u.inst].args[u.operand as usize] = Operand::Value(pv);
            written.insert(pv, ());
            continue;
        }
        let new = if body.dfg.is_phi(u.inst) {
            ssa.value_at_end(body, preds, ub, names)
        } else {
            ssa.value_in_middle(body, preds, ub, names)
        };
        body.dfg.insts[u.inst].args[u.operand as usize] = new;
        if let Operand::Value(nv) = new {
            written.insert(nv, ());
        }
    }
    // The updater's phis that stayed in place use values too.
    for &phi in &ssa.inserted {
        if body.layout.inst_block(phi).is_some() {
            for &a in &body.dfg.insts[phi].args {
                if let Operand::Value(av) = a {
                    written.insert(av, ());
                }
            }
        }
    }
    for &phi in &ssa.inserted {
        let in_other = body
            .layout
            .inst_block(phi)
            .and_then(|b| li.loop_for(b))
            .is_some_and(|other| !li.contains(l, li.data(other).header));
        if in_other {
            again.push(phi);
        }
    }
    // Every phi made here, for the caller's use lists.
    let mut new_phis: Vec<Inst> = added.clone();
    new_phis.extend(ssa.inserted.iter().copied());
    // Phis no use was rewritten to are erased again (a new phi's only uses are the operands
    // written above: the rewritten uses and the updater's phis).
    for phi in added {
        let pv = body.dfg.insts[phi].result.expect("a phi has a result");
        if !written.contains_key(&pv) {
            body.layout.remove_inst(phi);
            if let Some(n) = body.dfg.values[pv].name.clone() {
                names.release(&n);
            }
        }
    }
    (true, again, new_phis)
}

/// LLVM's `SSAUpdater` for one variable: values available at the end of some blocks; asked
/// for the value at the end (or in the middle) of another block, it walks predecessors
/// (LLVM's use-list order) and inserts a phi named after the variable at the top of each block
/// where different values meet (a phi whose entries turn out to be one value is dropped).
pub struct SsaUpdater {
    ty: Type,
    name: String,
    available: FxHashMap<Block, Operand>,
    /// What a block reached from no available value gets (LLVM: `undef`; the caller's choice).
    pub fallback: Option<Operand>,
    /// The phis this updater inserted, in insertion order.
    pub inserted: Vec<Inst>,
    /// Values already found live at the end of blocks.
    memo: FxHashMap<Block, Operand>,
    /// Placeholder phis found to be one value, and that value.
    dropped: Vec<(Operand, Operand)>,
}

/// A block's predecessors as LLVM's SSA updater lists them: the incoming blocks of the block's
/// first phi if it has one, else the use-list order.
fn updater_preds(
    body: &FunctionBody,
    preds: &SecondaryMap<Block, Vec<Block>>,
    b: Block,
) -> Vec<Block> {
    match body.layout.block_insts(b).first() {
        Some(&f) if body.dfg.is_phi(f) => body.dfg.insts[f]
            .args
            .chunks(2)
            .filter_map(|pair| match pair.get(1) {
                Some(Operand::Block(p)) => Some(*p),
                _ => None,
            })
            .collect(),
        _ => preds.get(b).clone(),
    }
}

impl SsaUpdater {
    pub fn new(ty: Type, name: &str) -> SsaUpdater {
        SsaUpdater {
            ty,
            name: name.to_string(),
            available: FxHashMap::default(),
            fallback: None,
            inserted: Vec::new(),
            memo: FxHashMap::default(),
            dropped: Vec::new(),
        }
    }

    pub fn has_value_for(&self, b: Block) -> bool {
        self.available.contains_key(&b)
    }

    pub fn add_available(&mut self, b: Block, v: Operand) {
        self.available.insert(b, v);
    }

    /// The value live in the middle of `b` (before anything `b` makes available).
    pub fn value_in_middle(
        &mut self,
        body: &mut FunctionBody,
        preds: &SecondaryMap<Block, Vec<Block>>,
        b: Block,
        names: &mut UniqueNames,
    ) -> Operand {
        if !self.available.contains_key(&b) {
            return self.value_at_end(body, preds, b, names);
        }
        let ps = updater_preds(body, preds, b);
        let vals: Vec<Operand> = ps
            .iter()
            .map(|&p| self.value_at_end(body, preds, p, names))
            .collect();
        match vals.first() {
            None => {
                if let Some(f) = self.fallback {
                    return f;
                }
            }
            Some(&first) if vals.iter().all(|&x| x == first) => return first,
            _ => {}
        }
        let phi = body.dfg.make_inst(
            InstKind::Phi {
                fmf: Default::default(),
            },
            Vec::new(),
            self.ty,
        );
        let pv = body.dfg.make_result(phi, names.make(&self.name));
        body.layout.prepend_inst(phi, b);
        for (p, v) in ps.into_iter().zip(vals) {
            body.dfg.insts[phi].args.push(v);
            body.dfg.insts[phi].args.push(Operand::Block(p));
        }
        self.inserted.push(phi);
        Operand::Value(pv)
    }

    /// The value live at the end of `b`.
    pub fn value_at_end(
        &mut self,
        body: &mut FunctionBody,
        preds: &SecondaryMap<Block, Vec<Block>>,
        b: Block,
        names: &mut UniqueNames,
    ) -> Operand {
        let mut memo = std::mem::take(&mut self.memo);
        let v = self.end(body, preds, b, names, &mut memo);
        // Placeholders dropped while the walk was inside a cycle may have been handed out
        // before they were dropped: every phi and memo entry gets the final value.
        if !self.dropped.is_empty() {
            for &phi in &self.inserted {
                let n = body.dfg.insts[phi].args.len();
                for k in 0..n {
                    let op = body.dfg.insts[phi].args[k];
                    body.dfg.insts[phi].args[k] = self.resolve(op);
                }
            }
            for x in memo.values_mut() {
                *x = self.resolve(*x);
            }
        }
        self.memo = memo;
        self.resolve(v)
    }

    fn resolve(&self, mut op: Operand) -> Operand {
        for _ in 0..=self.dropped.len() {
            match self.dropped.iter().find(|(p, _)| *p == op) {
                Some(&(_, to)) => op = to,
                None => break,
            }
        }
        op
    }

    fn end(
        &mut self,
        body: &mut FunctionBody,
        preds: &SecondaryMap<Block, Vec<Block>>,
        b: Block,
        names: &mut UniqueNames,
        memo: &mut FxHashMap<Block, Operand>,
    ) -> Operand {
        if let Some(&v) = self.available.get(&b) {
            return v;
        }
        if let Some(&v) = memo.get(&b) {
            return v;
        }
        let ps = updater_preds(body, preds, b);
        if ps.is_empty() {
            if let Some(f) = self.fallback {
                return f;
            }
        }
        if ps.len() == 1 {
            let v = self.end(body, preds, ps[0], names, memo);
            memo.insert(b, v);
            return v;
        }
        let phi = body.dfg.make_inst(
            InstKind::Phi {
                fmf: Default::default(),
            },
            Vec::new(),
            self.ty,
        );
        let pv = body.dfg.make_result(phi, None);
        memo.insert(b, Operand::Value(pv));
        let vals: Vec<Operand> = ps
            .iter()
            .map(|&p| self.end(body, preds, p, names, memo))
            .collect();
        let mut common: Option<Operand> = None;
        let mut same = true;
        for &x in &vals {
            if x == Operand::Value(pv) {
                continue;
            }
            match common {
                None => common = Some(x),
                Some(c) if c != x => same = false,
                _ => {}
            }
        }
        if same {
            if let Some(c) = common {
                self.dropped.push((Operand::Value(pv), c));
                memo.insert(b, c);
                return c;
            }
        }
        body.dfg.values[pv].name = names.make(&self.name);
        body.layout.prepend_inst(phi, b);
        for (p, v) in ps.into_iter().zip(vals) {
            body.dfg.insts[phi].args.push(v);
            body.dfg.insts[phi].args.push(Operand::Block(p));
        }
        self.inserted.push(phi);
        Operand::Value(pv)
    }
}
