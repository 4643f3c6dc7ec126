//! `simplifycfg`: a documented subset of opt-22's CFG simplification (issue 16: "merge and
//! remove blocks, fold constant branches and trivial phis").
//!
//! Owns: five rewrites, repeated until none applies.
//! 1. Unreachable blocks (not reachable from the entry) are deleted; their successors' phis
//!    forget them.
//! 2. A conditional branch on a constant, or whose two destinations are the same block,
//!    becomes `br label`; a `switch` on a constant becomes `br label` to the matching case (or
//!    the default). Every edge that goes takes its entry out of the destination's phis.
//! 3. A phi whose entries all carry one value (or the phi itself) is replaced by that value,
//!    when the value dominates the phi's block.
//! 4. A block whose only predecessor ends in `br label` to it (and has no other successor) is
//!    merged into that predecessor.
//! 5. A block holding nothing but `br label %S` is bypassed: its predecessors branch to `S`
//!    directly, when `S`'s phis agree for predecessors that already reach `S` (and only
//!    `br`/`switch` predecessors are redirected).
//!
//! Not done (opt-22 does them): switch formation from compare chains, hoisting or sinking
//! common code, speculation into `select`, branch folding through phis, `unreachable`
//! propagation, merging returns, and opt-22's exact block order and names, so the output is
//! equivalent to opt-22's, not identical. Blocks whose address is taken (`blockaddress`) are left
//! alone. Must not touch: anything but the function body it is given.

use crate::analysis::domtree::{DominatorTree, FlowGraph};
use crate::ir::constant::ConstantData;
use crate::ir::entity::{EntityRef, SecondaryMap};
use crate::ir::function::{Block, FunctionBody, Inst, Value, ValueDef};
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::module::{GlobalValue, Module};
use crate::passes::analysis_manager::PreservedAnalyses;
use crate::passes::manager::{FunctionEditContext, FunctionPass};
use crate::passes::PassError;

/// `simplifycfg`.
pub struct SimplifyCfg;

impl FunctionPass for SimplifyCfg {
    fn name(&self) -> &str {
        "simplifycfg"
    }

    fn edits_ir(&self) -> bool {
        true
    }

    fn run_edit(&self, cx: &mut FunctionEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let pinned = cx.module.address_taken_blocks(cx.function);
        let mut preds = Preds::new(cx.module, cx.function);
        let mut changed = false;
        let mut cache = Cache::new(cx.body);
        // Each round removes a block, an edge or an instruction, so the rounds are bounded.
        let limit = 4 * (cx.body.layout.blocks().len() + cx.body.layout.insts().count()) + 8;
        for _ in 0..limit {
            if !round(cx.module, cx.body, &pinned, &mut preds, &mut cache) {
                break;
            }
            cache.debug_check(cx.body);
            changed = true;
        }
        if changed {
            let touched: Vec<Block> = preds
                .touched
                .iter()
                .copied()
                .filter(|&b| cache.edges.is_placed(b))
                .collect();
            let lists = preds
                .lists
                .as_ref()
                .expect("made ready before the first edit");
            crate::print::keep_block_preds(cx.module, cx.function, cx.body, lists, &touched);
        }
        Ok(if changed {
            PreservedAnalyses::none()
        } else {
            PreservedAnalyses::all()
        })
    }
}

fn is_pinned(pinned: &[u32], b: Block) -> bool {
    pinned.contains(&(EntityRef::index(b) as u32))
}

fn terminator(body: &FunctionBody, b: Block) -> Option<Inst> {
    body.layout
        .block_insts(b)
        .last()
        .copied()
        .filter(|&i| body.dfg.insts[i].kind.is_terminator())
}

fn phis(body: &FunctionBody, b: Block) -> Vec<Inst> {
    body.layout
        .block_insts(b)
        .iter()
        .copied()
        .take_while(|&i| body.dfg.is_phi(i))
        .collect()
}

/// Takes the first entry for `pred` out of each phi of `b` (the last entry takes its place, as
/// in LLVM).
fn remove_phi_entry(body: &mut FunctionBody, b: Block, pred: Block) {
    body.remove_phi_edge(b, pred);
}

/// Each block's predecessors in LLVM's use-list order, kept through the rewrites (a new or
/// retargeted branch operand becomes its block's first use), so that `; preds =` prints as
/// opt-22 would for the same edits.
/// The lists are read from the body when a rewrite is about to make its first edit
/// ([`Preds::ready`]), so a function the pass leaves alone costs nothing here.
struct Preds<'m> {
    module: &'m Module,
    function: GlobalValue,
    lists: Option<SecondaryMap<Block, Vec<Block>>>,
    touched: Vec<Block>,
    /// Whether a block is in `touched` already.
    is_touched: SecondaryMap<Block, bool>,
}

impl<'m> Preds<'m> {
    fn new(module: &'m Module, function: GlobalValue) -> Preds<'m> {
        Preds {
            module,
            function,
            lists: None,
            touched: Vec::new(),
            is_touched: SecondaryMap::new(),
        }
    }
    /// Reads the lists from the body if not done yet: call before a rewrite's first edit.
    fn ready(&mut self, body: &FunctionBody) {
        if self.lists.is_none() {
            self.lists = Some(crate::print::llvm_block_preds(
                self.module,
                self.function,
                body,
            ));
        }
    }
    fn lists(&mut self) -> &mut SecondaryMap<Block, Vec<Block>> {
        self.lists
            .as_mut()
            .expect("Preds::ready before the first edit")
    }
    fn touch(&mut self, b: Block) {
        if !*self.is_touched.get(b) {
            *self.is_touched.get_mut(b) = true;
            self.touched.push(b);
        }
    }
    fn remove_edge(&mut self, to: Block, from: Block) {
        let list = self.lists().get_mut(to);
        if let Some(k) = list.iter().position(|&x| x == from) {
            list.remove(k);
        }
        self.touch(to);
    }
    fn add_front(&mut self, to: Block, from: Block) {
        self.lists().get_mut(to).insert(0, from);
        self.touch(to);
    }
    fn rename(&mut self, to: Block, old: Block, new: Block) {
        for x in self.lists().get_mut(to).iter_mut() {
            if *x == old {
                *x = new;
            }
        }
        self.touch(to);
    }
}

/// The block graph of the body, kept up to date edit by edit: each placed block's successor
/// edges (its terminator's block operands, in operand order, duplicates kept) and each block's
/// predecessor edges (one per edge; their order is not used). It answers what
/// [`BlockCfg`](crate::analysis::cfg::BlockCfg) would for the body as it is now, without
/// rebuilding it after every rewrite.
struct Edges {
    succs: SecondaryMap<Block, Vec<Block>>,
    preds: SecondaryMap<Block, Vec<Block>>,
    /// Whether a block is in the layout (`Layout::is_placed` without its search).
    placed: SecondaryMap<Block, bool>,
    /// `dfg.blocks.len()`: the graph's node count (simplifycfg makes no blocks).
    num_blocks: usize,
    entry: Block,
}

impl Edges {
    fn new(body: &FunctionBody) -> Edges {
        let mut edges = Edges {
            succs: SecondaryMap::new(),
            preds: SecondaryMap::new(),
            placed: SecondaryMap::new(),
            num_blocks: body.dfg.blocks.len(),
            entry: body.layout.entry().unwrap_or_else(|| Block::new(0)),
        };
        for &b in body.layout.blocks() {
            *edges.placed.get_mut(b) = true;
        }
        for &b in body.layout.blocks() {
            edges.refresh(body, b);
        }
        edges
    }

    fn is_placed(&self, b: Block) -> bool {
        *self.placed.get(b)
    }

    /// The successor edges of `b`'s current terminator (none unless `b` is placed).
    fn terminator_edges(&self, body: &FunctionBody, b: Block, out: &mut Vec<Block>) {
        if !self.is_placed(b) {
            return;
        }
        if let Some(&last) = body.layout.block_insts(b).last() {
            out.extend(
                body.dfg
                    .successor_blocks(last)
                    .filter(|s| EntityRef::index(*s) < body.dfg.blocks.len()),
            );
        }
    }

    /// Re-reads `b`'s terminator after it (or the block's contents) changed.
    fn refresh(&mut self, body: &FunctionBody, b: Block) {
        let old = std::mem::take(self.succs.get_mut(b));
        for &s in &old {
            remove_one(self.preds.get_mut(s), b);
        }
        let mut new = old;
        new.clear();
        self.terminator_edges(body, b, &mut new);
        for &s in &new {
            self.preds.get_mut(s).push(b);
        }
        *self.succs.get_mut(b) = new;
    }

    /// `b` left the layout: its successor edges go (edges into it go with their sources).
    fn remove_block(&mut self, b: Block) {
        *self.placed.get_mut(b) = false;
        for s in std::mem::take(self.succs.get_mut(b)) {
            remove_one(self.preds.get_mut(s), b);
        }
    }

    fn succs(&self, b: Block) -> &[Block] {
        self.succs.get(b)
    }

    fn preds(&self, b: Block) -> &[Block] {
        self.preds.get(b)
    }
}

/// Removes the first `x` from `list` (the order of predecessor edges is not kept).
fn remove_one(list: &mut Vec<Block>, x: Block) {
    if let Some(k) = list.iter().position(|&y| y == x) {
        list.swap_remove(k);
    }
}

impl FlowGraph for Edges {
    type Node = Block;
    fn num_nodes(&self) -> usize {
        self.num_blocks
    }
    fn entry(&self) -> Block {
        self.entry
    }
    fn successors(&self, node: Block) -> Vec<Block> {
        self.succs(node).to_vec()
    }
    fn successors_into(&self, node: Block, out: &mut Vec<Block>) {
        out.extend_from_slice(self.succs(node));
    }
}

/// Where each value is used: the instructions that had it as an operand when the index was
/// built or when a replacement put it there (entries may be stale: a user is checked again
/// when it is visited).
struct Users {
    of: SecondaryMap<Value, Vec<Inst>>,
}

impl Users {
    fn new(body: &FunctionBody) -> Users {
        let mut of: SecondaryMap<Value, Vec<Inst>> = SecondaryMap::new();
        for inst in body.layout.insts() {
            for op in &body.dfg.insts[inst].args {
                if let Operand::Value(v) = *op {
                    let list = of.get_mut(v);
                    if list.last() != Some(&inst) {
                        list.push(inst);
                    }
                }
            }
        }
        Users { of }
    }

    /// Every use of `old` by a placed instruction becomes `new` (what
    /// `DataFlowGraph::replace_all_uses` does, visiting only `old`'s users).
    fn replace_all_uses(&mut self, body: &mut FunctionBody, old: Value, new: Operand) {
        if new == Operand::Value(old) {
            return;
        }
        for inst in std::mem::take(self.of.get_mut(old)) {
            if body.layout.inst_block(inst).is_none() {
                continue;
            }
            let mut changed = false;
            for op in &mut body.dfg.insts[inst].args {
                if *op == Operand::Value(old) {
                    *op = new;
                    changed = true;
                }
            }
            if let (true, Operand::Value(v)) = (changed, new) {
                self.of.get_mut(v).push(inst);
            }
        }
    }
}

/// What the rewrites share across rounds: the block graph and the use index (both kept up to
/// date), and the dominator tree, computed when first asked for and dropped when an edge goes
/// away. Merging a block into its only predecessor and bypassing a forwarding block keep it:
/// neither changes which remaining block dominates which, or which is reachable.
struct Cache {
    edges: Edges,
    /// Built at the first replacement.
    users: Option<Users>,
    dt: Option<DominatorTree<Block>>,
}

impl Cache {
    fn new(body: &FunctionBody) -> Cache {
        Cache {
            edges: Edges::new(body),
            users: None,
            dt: None,
        }
    }
    fn replace_all_uses(&mut self, body: &mut FunctionBody, old: Value, new: Operand) {
        self.users
            .get_or_insert_with(|| Users::new(body))
            .replace_all_uses(body, old, new);
    }
    fn dt(&mut self) -> &DominatorTree<Block> {
        let edges = &self.edges;
        self.dt.get_or_insert_with(|| DominatorTree::compute(edges))
    }
    /// An edge was removed: dominance may have changed.
    fn edges_removed(&mut self) {
        self.dt = None;
    }

    /// Debug builds: the kept graph is the one [`BlockCfg`](crate::analysis::cfg::BlockCfg)
    /// builds from the body (successors in order, predecessors as a multiset).
    fn debug_check(&self, body: &FunctionBody) {
        if !cfg!(debug_assertions) {
            return;
        }
        let cfg = crate::analysis::cfg::BlockCfg::new(body);
        for k in 0..body.dfg.blocks.len() {
            let b = Block::new(k);
            assert_eq!(cfg.succs(b), self.edges.succs(b), "successors of {b:?}");
            let (mut want, mut have) = (cfg.preds(b).to_vec(), self.edges.preds(b).to_vec());
            want.sort();
            have.sort();
            assert_eq!(want, have, "predecessors of {b:?}");
        }
    }
}

/// One pass of every rewrite over every block; whether anything changed.
fn round(
    m: &Module,
    body: &mut FunctionBody,
    pinned: &[u32],
    preds: &mut Preds<'_>,
    cache: &mut Cache,
) -> bool {
    let mut changed = remove_unreachable(body, pinned, preds, cache);
    let blocks: Vec<Block> = body.layout.blocks().to_vec();
    for b in blocks {
        if !cache.edges.is_placed(b) {
            continue;
        }
        if fold_terminator(m, body, b, preds) {
            cache.edges.refresh(body, b);
            cache.edges_removed();
            changed = true;
        }
        if fold_trivial_phis(body, b, preds, cache) {
            changed = true;
        }
        if merge_into_predecessor(body, b, pinned, preds, cache) {
            changed = true;
            continue;
        }
        if bypass_forwarding_block(body, b, pinned, preds, cache) {
            changed = true;
        }
    }
    changed
}

fn remove_unreachable(
    body: &mut FunctionBody,
    pinned: &[u32],
    preds: &mut Preds<'_>,
    cache: &mut Cache,
) -> bool {
    let Some(entry) = body.layout.entry() else {
        return false;
    };
    let cfg = &cache.edges;
    let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut work = vec![entry];
    *seen.get_mut(entry) = true;
    while let Some(b) = work.pop() {
        for &s in cfg.succs(b) {
            if !*seen.get(s) {
                *seen.get_mut(s) = true;
                work.push(s);
            }
        }
    }
    let dead: Vec<Block> = body
        .layout
        .blocks()
        .iter()
        .copied()
        .filter(|&b| !*seen.get(b) && !is_pinned(pinned, b))
        .collect();
    if dead.is_empty() {
        return false;
    }
    preds.ready(body);
    for &b in &dead {
        for s in cache.edges.succs(b).to_vec() {
            preds.remove_edge(s, b);
            if *seen.get(s) {
                remove_phi_entry(body, s, b);
            }
        }
    }
    for b in dead {
        body.layout.remove_block(b);
        cache.edges.remove_block(b);
    }
    cache.edges_removed();
    true
}

fn const_int(m: &Module, op: Operand) -> Option<&crate::ir::constant::ApInt> {
    let Operand::Const(c) = op else {
        return None;
    };
    match m.constants.data(c) {
        ConstantData::Int { value, .. } => Some(value),
        _ => None,
    }
}

/// Replaces the terminator of `b` by `br label %target`, dropping one phi entry of every other
/// edge it had.
fn make_unconditional(
    body: &mut FunctionBody,
    b: Block,
    term: Inst,
    target: Block,
    preds: &mut Preds<'_>,
) {
    preds.ready(body);
    let mut kept = false;
    for s in body.dfg.successors(term) {
        preds.remove_edge(s, b);
        if s == target && !kept {
            kept = true;
        } else {
            remove_phi_entry(body, s, b);
        }
    }
    let void = body.dfg.insts[term].ty;
    let br = body
        .dfg
        .make_inst(InstKind::Br, vec![Operand::Block(target)], void);
    body.dfg.insts[br].attachments = body.dfg.insts[term].attachments.clone();
    body.layout.insert_inst_before(br, term);
    body.layout.remove_inst(term);
    preds.add_front(target, b);
}

fn fold_terminator(m: &Module, body: &mut FunctionBody, b: Block, preds: &mut Preds<'_>) -> bool {
    let Some(term) = terminator(body, b) else {
        return false;
    };
    let d = &body.dfg.insts[term];
    let target = match d.kind {
        InstKind::CondBr => {
            let (Some(&cond), Some(&Operand::Block(t)), Some(&Operand::Block(f))) =
                (d.args.first(), d.args.get(1), d.args.get(2))
            else {
                return false;
            };
            if t == f {
                t
            } else if let Some(v) = const_int(m, cond) {
                if v.is_zero() {
                    f
                } else {
                    t
                }
            } else {
                return false;
            }
        }
        InstKind::Switch => {
            let (Some(&cond), Some(&Operand::Block(default))) = (d.args.first(), d.args.get(1))
            else {
                return false;
            };
            let Operand::Const(c) = cond else {
                return false;
            };
            if const_int(m, cond).is_none() {
                return false;
            }
            let mut target = default;
            for pair in d.args[2..].chunks(2) {
                if let (Operand::Const(k), Operand::Block(dest)) = (pair[0], pair[1]) {
                    if k == c {
                        target = dest;
                    }
                }
            }
            target
        }
        _ => return false,
    };
    make_unconditional(body, b, term, target, preds);
    true
}

fn fold_trivial_phis(
    body: &mut FunctionBody,
    b: Block,
    preds: &mut Preds<'_>,
    cache: &mut Cache,
) -> bool {
    let list = phis(body, b);
    if list.is_empty() {
        return false;
    }
    let mut changed = false;
    for phi in list {
        let Some(result) = body.dfg.insts[phi].result else {
            continue;
        };
        let mut value: Option<Operand> = None;
        let mut unique = true;
        for pair in body.dfg.insts[phi].args.chunks(2) {
            if pair[0] == Operand::Value(result) {
                continue;
            }
            match value {
                None => value = Some(pair[0]),
                Some(v) if v == pair[0] => {}
                Some(_) => {
                    unique = false;
                    break;
                }
            }
        }
        let Some(v) = value else { continue };
        if !unique {
            continue;
        }
        // The value must be available wherever the phi was.
        if let Operand::Value(val) = v {
            if let ValueDef::Inst(def) = body.dfg.values[val].def {
                let Some(db) = body.layout.inst_block(def) else {
                    continue;
                };
                if db == b || !cache.dt().dominates(db, b) {
                    continue;
                }
            }
        }
        preds.ready(body);
        cache.replace_all_uses(body, result, v);
        body.layout.remove_inst(phi);
        changed = true;
    }
    changed
}

fn merge_into_predecessor(
    body: &mut FunctionBody,
    b: Block,
    pinned: &[u32],
    preds: &mut Preds<'_>,
    cache: &mut Cache,
) -> bool {
    if Some(b) == body.layout.entry() || is_pinned(pinned, b) {
        return false;
    }
    let [p] = cache.edges.preds(b) else {
        return false;
    };
    let p = *p;
    if p == b {
        return false;
    }
    let Some(pterm) = terminator(body, p) else {
        return false;
    };
    if !matches!(body.dfg.insts[pterm].kind, InstKind::Br) {
        return false;
    }
    preds.ready(body);
    // Phis of `b` have one entry, from `p`.
    for phi in phis(body, b) {
        let Some(result) = body.dfg.insts[phi].result else {
            continue;
        };
        let v = body.dfg.insts[phi].args[0];
        cache.replace_all_uses(body, result, v);
        body.layout.remove_inst(phi);
    }
    body.layout.remove_inst(pterm);
    let insts = body.layout.remove_block(b);
    for i in insts {
        body.layout.append_inst(i, p);
    }
    cache.edges.refresh(body, p);
    cache.edges.remove_block(b);
    // Successors of the merged block now come from `p`.
    if let Some(t) = terminator(body, p) {
        let mut succs = body.dfg.successors(t);
        succs.sort();
        succs.dedup();
        for s in succs {
            rename_phi_pred(body, s, b, p);
            preds.rename(s, b, p);
        }
    }
    preds.lists().get_mut(b).clear();
    true
}

fn rename_phi_pred(body: &mut FunctionBody, b: Block, old: Block, new: Block) {
    for phi in phis(body, b) {
        for op in body.dfg.insts[phi].args.iter_mut() {
            if *op == Operand::Block(old) {
                *op = Operand::Block(new);
            }
        }
    }
}

fn bypass_forwarding_block(
    body: &mut FunctionBody,
    b: Block,
    pinned: &[u32],
    preds_of: &mut Preds<'_>,
    cache: &mut Cache,
) -> bool {
    if Some(b) == body.layout.entry() || is_pinned(pinned, b) {
        return false;
    }
    let insts = body.layout.block_insts(b);
    let [only] = insts else {
        return false;
    };
    let only = *only;
    let d = &body.dfg.insts[only];
    if !matches!(d.kind, InstKind::Br) {
        return false;
    }
    let Some(&Operand::Block(s)) = d.args.first() else {
        return false;
    };
    if s == b {
        return false;
    }
    let cfg = &cache.edges;
    let preds: Vec<Block> = cfg.preds(b).to_vec();
    if preds.is_empty() {
        return false;
    }
    for &p in &preds {
        let Some(t) = terminator(body, p) else {
            return false;
        };
        if !matches!(
            body.dfg.insts[t].kind,
            InstKind::Br | InstKind::CondBr | InstKind::Switch
        ) {
            return false;
        }
    }
    // Phis of `s` must agree where a predecessor of `b` already reaches `s`.
    let s_phis = phis(body, s);
    let s_preds: Vec<Block> = cfg.preds(s).to_vec();
    for &phi in &s_phis {
        let args = &body.dfg.insts[phi].args;
        let value_for = |pred: Block| {
            args.chunks(2)
                .find(|pair| pair[1] == Operand::Block(pred))
                .map(|pair| pair[0])
        };
        let Some(vb) = value_for(b) else {
            return false;
        };
        for &p in &preds {
            if s_preds.contains(&p) && value_for(p) != Some(vb) {
                return false;
            }
        }
    }
    preds_of.ready(body);
    // Redirect every edge into `b`, and give `s`'s phis one entry per new edge.
    for phi in &s_phis {
        let args = &body.dfg.insts[*phi].args;
        let vb = args
            .chunks(2)
            .find(|pair| pair[1] == Operand::Block(b))
            .map(|pair| pair[0])
            .expect("checked above");
        // LLVM removes `b`'s entry (the last entry fills the hole), then adds one per edge
        // into `b`, in `b`'s predecessor order.
        let mut kept: Vec<Operand> = args.clone();
        crate::ir::function::swap_remove_phi_entry(&mut kept, b);
        for &p in preds_of.lists().get(b) {
            kept.push(vb);
            kept.push(Operand::Block(p));
        }
        body.dfg.insts[*phi].args = kept;
    }
    let mut done: Vec<Block> = Vec::new();
    for &p in &preds {
        if done.contains(&p) {
            continue;
        }
        done.push(p);
        let t = terminator(body, p).expect("checked above");
        for op in body.dfg.insts[t].args.iter_mut() {
            if *op == Operand::Block(b) {
                *op = Operand::Block(s);
            }
        }
    }
    // Each retargeted operand becomes the first use of `s`, in `b`'s use order.
    preds_of.remove_edge(s, b);
    let moved: Vec<Block> = std::mem::take(preds_of.lists().get_mut(b));
    for p in moved {
        preds_of.add_front(s, p);
    }
    for &p in &done {
        cache.edges.refresh(body, p);
    }
    body.layout.remove_block(b);
    cache.edges.remove_block(b);
    true
}
