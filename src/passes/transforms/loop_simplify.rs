//! `loop-simplify`: opt-22's LoopSimplify, which puts every loop in canonical form: a
//! preheader (the single block outside the loop that enters it, ending in an unconditional
//! branch to the header), a single backedge (one latch), and dedicated exits (every exit block
//! has only predecessors inside the loop).
//!
//! Owns: [`LoopSimplify`] (the function pass) and [`simplify_loops`] (what the loop adaptor
//! runs before a loop pipeline, as opt-22's function-to-loop adaptor does), and
//! [`LlvmPreds`], each block's predecessors in LLVM's use-list order kept through the CFG
//! edits, so that new blocks, phi entries and `; preds =` lines come out in opt-22's order.
//!
//! What each step does (facts learned from opt-22's output; the order of the steps and their
//! naming is LLVM's):
//! - Loops are visited per top-level loop in `print<loops>` order; in a nest, the loop and its
//!   sub-loops breadth first are queued and taken from the back (innermost, last first).
//! - No preheader: the predecessors from outside (in use-list order) are split off into
//!   `<header>.preheader`, created before the header and then moved right after the first
//!   outside predecessor whose next block is in the loop (else after the first of them), unless
//!   it already follows one of them.
//! - Exits with predecessors outside the loop get `<exit>.loopexit`, created right before the
//!   exit, taking the edges from inside the loop (exits found walking the loop's blocks and
//!   their successors, each once).
//! - More than one backedge: `<header>.backedge` placed after the last latch in use-list order.
//! - Splitting a block's predecessors: each phi of the block whose entries from the split
//!   predecessors are one value keeps that value once for the new block; otherwise a
//!   `<phi>.ph` phi in the new block takes those entries (walked from the last); a backedge
//!   block gets `<phi>.be` phis, dropped again when their entries are one value.
//! - Header phis left with one value (ignoring themselves) are replaced by it.
//!
//! Not done (opt-22 does them): loops with several backedges split into nested loops when a
//! header phi feeds itself (`separateNestedLoop`: atomir makes a single `.backedge` block
//! instead, so such loops differ), predecessors of non-header blocks that are unreachable,
//! branches on `undef` in exiting blocks, and the merging of exiting blocks whose condition is
//! loop-invariant (`foldBranchToCommonDest`). Loops entered or left through `indirectbr` or
//! `callbr` edges, and exception-handling pads, are left as they are (as opt-22 leaves them
//! without a preheader).
//! Must not touch: instructions other than branches and phis; analyses' algorithms.

use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::analysis::loops::{LoopId, LoopInfo};
use crate::ir::constant::ConstantData;
use crate::ir::entity::SecondaryMap;
use crate::ir::function::{Block, FunctionBody, Inst, UniqueNames, ValueDef};
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::module::{GlobalValue, Module};
use crate::passes::analysis_manager::PreservedAnalyses;
use crate::passes::manager::{FunctionEditContext, FunctionPass};
use crate::passes::PassError;

/// `loop-simplify`.
pub struct LoopSimplify;

impl FunctionPass for LoopSimplify {
    fn name(&self) -> &str {
        "loop-simplify"
    }

    fn edits_ir(&self) -> bool {
        true
    }

    fn prepare_module(&self, module: &mut Module, _runs_first: bool) {
        prepare_poison(module);
    }

    fn run_edit(&self, cx: &mut FunctionEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let mut names = UniqueNames::of_body(cx.body);
        if simplify_loops(cx.module, cx.function, cx.body, &mut names) {
            Ok(PreservedAnalyses::none())
        } else {
            Ok(PreservedAnalyses::all())
        }
    }
}

/// Each block's predecessors in LLVM's use-list order (a new branch operand becomes its
/// target's first use), kept through the edits and written back as use-list orders at the end.
pub struct LlvmPreds {
    pub lists: SecondaryMap<Block, Vec<Block>>,
    touched: Vec<Block>,
}

impl LlvmPreds {
    pub fn new(m: &Module, g: GlobalValue, body: &FunctionBody) -> LlvmPreds {
        LlvmPreds {
            lists: crate::print::llvm_block_preds(m, g, body),
            touched: Vec::new(),
        }
    }
    fn touch(&mut self, b: Block) {
        if !self.touched.contains(&b) {
            self.touched.push(b);
        }
    }
    fn remove_one(&mut self, to: Block, from: Block) {
        let list = self.lists.get_mut(to);
        if let Some(k) = list.iter().position(|&x| x == from) {
            list.remove(k);
        }
        self.touch(to);
    }
    fn add_front(&mut self, to: Block, from: Block) {
        self.lists.get_mut(to).insert(0, from);
        self.touch(to);
    }
    pub fn of(&self, b: Block) -> &[Block] {
        self.lists.get(b)
    }
    /// Records the kept orders in the body, for the printer.
    pub fn finish(self, m: &Module, g: GlobalValue, body: &mut FunctionBody) {
        if !self.touched.is_empty() {
            crate::print::keep_block_preds(m, g, body, &self.lists, &self.touched);
        }
    }
}

/// Interns `poison` of every phi type of every body: a phi left without entries when an
/// unreachable predecessor's edge goes is replaced by it (as in LLVM).
pub fn prepare_poison(module: &mut Module) {
    let mut wanted = Vec::new();
    for &f in &module.layout.functions {
        let crate::ir::module::GlobalKind::Function(d) = &module.globals[f].kind else {
            continue;
        };
        let Some(body) = &d.body else { continue };
        for i in body.layout.insts() {
            if body.dfg.is_phi(i) {
                wanted.push(ConstantData::Poison(body.dfg.insts[i].ty));
            }
        }
    }
    wanted.sort_by_key(|c| format!("{c:?}"));
    wanted.dedup();
    for c in wanted {
        module.constants.intern(c);
    }
}

/// Runs LoopSimplify on every loop of `body`; whether anything changed.
pub fn simplify_loops(
    m: &Module,
    g: GlobalValue,
    body: &mut FunctionBody,
    names: &mut UniqueNames,
) -> bool {
    let Some(entry) = body.layout.entry() else {
        return false;
    };
    let _ = entry;
    let li = loop_info(body);
    if li.is_empty() {
        return false;
    }
    let mut preds = LlvmPreds::new(m, g, body);
    let mut changed = false;
    // Loops are named by their headers: edits recompute the loop info, headers stay.
    let tops: Vec<Block> = li.top_level().iter().map(|&l| li.data(l).header).collect();
    // Loop info is made again only after an edit that changed the CFG.
    let mut cached = Some(li);
    for top in tops {
        let li = cached.take().unwrap_or_else(|| loop_info(body));
        let Some(l) = loop_of_header(&li, top) else {
            cached = Some(li);
            continue;
        };
        let mut worklist = vec![l];
        let mut k = 0;
        while k < worklist.len() {
            let subs = li.data(worklist[k]).subloops.clone();
            worklist.extend(subs);
            k += 1;
        }
        let mut headers: Vec<Block> = worklist.iter().map(|&l| li.data(l).header).collect();
        cached = Some(li);
        while let Some(h) = headers.pop() {
            changed |= simplify_one_loop(m, body, h, &mut preds, names, &mut cached);
        }
    }
    if changed {
        preds.finish(m, g, body);
    }
    changed
}

fn loop_info(body: &FunctionBody) -> LoopInfo {
    let cfg = BlockCfg::new(body);
    let dt = DominatorTree::compute(&cfg);
    LoopInfo::compute(body, &cfg, &dt)
}

fn loop_of_header(li: &LoopInfo, h: Block) -> Option<LoopId> {
    li.loop_for(h).filter(|&l| li.data(l).header == h)
}

fn terminator(body: &FunctionBody, b: Block) -> Option<Inst> {
    body.layout
        .block_insts(b)
        .last()
        .copied()
        .filter(|&t| body.dfg.insts[t].kind.is_terminator())
}

fn phis(body: &FunctionBody, b: Block) -> Vec<Inst> {
    body.layout
        .block_insts(b)
        .iter()
        .copied()
        .take_while(|&i| body.dfg.is_phi(i))
        .collect()
}

/// Whether the edges out of `b` cannot be redirected (LLVM refuses to split them).
fn has_unsplittable_terminator(body: &FunctionBody, b: Block) -> bool {
    terminator(body, b).is_none_or(|t| {
        matches!(
            body.dfg.insts[t].kind,
            InstKind::IndirectBr | InstKind::CallBr { .. }
        )
    })
}

/// Whether `b` starts with an exception-handling pad (its edges cannot be split).
fn is_eh_pad(body: &FunctionBody, b: Block) -> bool {
    body.layout
        .block_insts(b)
        .iter()
        .find(|&&i| !body.dfg.is_phi(i))
        .is_some_and(|&i| {
            matches!(
                body.dfg.insts[i].kind,
                InstKind::LandingPad { .. }
                    | InstKind::CatchSwitch { .. }
                    | InstKind::CatchPad
                    | InstKind::CleanupPad
            )
        })
}

fn simplify_one_loop(
    m: &Module,
    body: &mut FunctionBody,
    h: Block,
    preds: &mut LlvmPreds,
    names: &mut UniqueNames,
    cached: &mut Option<LoopInfo>,
) -> bool {
    let mut changed = false;
    // The loop info of the CFG as it is (the caller's, when nothing changed the CFG since).
    let li = cached.take().unwrap_or_else(|| loop_info(body));
    let Some(l) = loop_of_header(&li, h) else {
        return false;
    };
    // Edges into the loop's other blocks from outside come from unreachable blocks: those
    // blocks end in `unreachable` instead (LLVM's `changeToUnreachable`).
    let mut cut = false;
    for &b in &li.data(l).blocks.clone() {
        if b == h {
            continue;
        }
        let mut bad: Vec<Block> = Vec::new();
        for &p in preds.of(b) {
            if !li.contains(l, p) && !bad.contains(&p) {
                bad.push(p);
            }
        }
        for p in bad {
            change_to_unreachable(m, body, p, preds, names);
            cut = true;
        }
    }
    changed |= cut;
    let li = if cut { loop_info(body) } else { li };
    let Some(l) = loop_of_header(&li, h) else {
        return changed;
    };
    // Preheader.
    let mut preheader = preheader_of(body, &li, l, preds);
    if preheader.is_none() {
        let outside: Vec<Block> = preds
            .of(h)
            .iter()
            .copied()
            .filter(|&p| !li.contains(l, p))
            .collect();
        if !outside.is_empty()
            && !outside
                .iter()
                .any(|&p| has_unsplittable_terminator(body, p))
            && !is_eh_pad(body, h)
        {
            let ph = split_predecessors(body, h, &outside, ".preheader", preds, names);
            place_carefully(body, ph, &outside, &li, l);
            preheader = Some(ph);
            changed = true;
        }
    }
    // Dedicated exits.
    let li = if changed { loop_info(body) } else { li };
    let Some(l) = loop_of_header(&li, h) else {
        return changed;
    };
    let blocks = li.data(l).blocks.clone();
    let mut visited: Vec<Block> = Vec::new();
    let mut exits_changed = false;
    for &b in &blocks {
        let Some(t) = terminator(body, b) else {
            continue;
        };
        for s in body.dfg.successors(t) {
            if li.contains(l, s) || visited.contains(&s) {
                continue;
            }
            visited.push(s);
            let mut inside = Vec::new();
            let mut dedicated = true;
            let mut blocked = false;
            for &p in preds.of(s) {
                if li.contains(l, p) {
                    if has_unsplittable_terminator(body, p) {
                        blocked = true;
                    }
                    inside.push(p);
                } else {
                    dedicated = false;
                }
            }
            if blocked || dedicated || inside.is_empty() || is_eh_pad(body, s) {
                continue;
            }
            split_predecessors(body, s, &inside, ".loopexit", preds, names);
            exits_changed = true;
        }
    }
    changed |= exits_changed;
    // A single backedge.
    let li = if exits_changed { loop_info(body) } else { li };
    let Some(l) = loop_of_header(&li, h) else {
        return changed;
    };
    let latches: Vec<Block> = preds
        .of(h)
        .iter()
        .copied()
        .filter(|&p| li.contains(l, p))
        .collect();
    let mut distinct = latches.clone();
    distinct.sort();
    distinct.dedup();
    let mut backedge_inserted = false;
    if distinct.len() > 1 || latches.len() > 1 {
        if let Some(ph) = preheader {
            if !is_eh_pad(body, h)
                && !preds
                    .of(h)
                    .iter()
                    .any(|&p| has_unsplittable_terminator(body, p))
            {
                insert_unique_backedge(body, h, ph, preds, names);
                changed = true;
                backedge_inserted = true;
            }
        }
    }
    // Only the CFG edit above makes `li` stale (the phis below are not the CFG).
    if !backedge_inserted {
        *cached = Some(li);
    }
    // Header phis that became trivial.
    for phi in phis(body, h) {
        if let Some(v) = trivial_phi_value(m, body, phi) {
            let r = body.dfg.insts[phi].result.expect("a phi has a result");
            body.dfg.replace_all_uses(&body.layout, r, v);
            body.layout.remove_inst(phi);
            if let Some(n) = body.dfg.values[r].name.clone() {
                names.release(&n);
            }
            changed = true;
        }
    }
    changed
}

/// LLVM's `changeToUnreachable` on the terminator of `p`: each successor forgets `p` (its phis
/// drop `p`'s entry; a phi left with one value becomes that value, one left empty `poison`),
/// then `p` ends in `unreachable`.
fn change_to_unreachable(
    m: &Module,
    body: &mut FunctionBody,
    p: Block,
    preds: &mut LlvmPreds,
    names: &mut UniqueNames,
) {
    let Some(t) = terminator(body, p) else {
        return;
    };
    for s in body.dfg.successors(t) {
        preds.remove_one(s, p);
        let list = phis(body, s);
        let Some(&first) = list.first() else {
            continue;
        };
        let num_preds = body.dfg.insts[first].args.len() / 2;
        for phi in list {
            crate::ir::function::swap_remove_phi_entry(&mut body.dfg.insts[phi].args, p);
            let r = body.dfg.insts[phi].result.expect("a phi has a result");
            let replacement = if body.dfg.insts[phi].args.is_empty() {
                let ty = body.dfg.insts[phi].ty;
                m.constants
                    .find(&ConstantData::Poison(ty))
                    .map(Operand::Const)
            } else if num_preds == 1 {
                None
            } else {
                constant_value(body, phi)
            };
            if let Some(v) = replacement {
                body.dfg.replace_all_uses(&body.layout, r, v);
                body.layout.remove_inst(phi);
                if let Some(n) = body.dfg.values[r].name.clone() {
                    names.release(&n);
                }
            }
        }
    }
    let void = body.dfg.insts[t].ty;
    body.layout.remove_inst(t);
    let u = body.dfg.make_inst(InstKind::Unreachable, Vec::new(), void);
    body.layout.append_inst(u, p);
}

/// LLVM's `PHINode::hasConstantValue`: the one value of every entry (entries that are the phi
/// itself do not count).
fn constant_value(body: &FunctionBody, phi: Inst) -> Option<Operand> {
    let me = body.dfg.insts[phi].result.map(Operand::Value);
    let mut common = None;
    for pair in body.dfg.insts[phi].args.chunks(2) {
        if Some(pair[0]) == me {
            continue;
        }
        match common {
            None => common = Some(pair[0]),
            Some(c) if c != pair[0] => return None,
            _ => {}
        }
    }
    common
}

/// LLVM's `getLoopPreheader`: the one predecessor from outside, if it has the header as its
/// only successor.
fn preheader_of(body: &FunctionBody, li: &LoopInfo, l: LoopId, preds: &LlvmPreds) -> Option<Block> {
    let h = li.data(l).header;
    let mut out: Option<Block> = None;
    for &p in preds.of(h) {
        if li.contains(l, p) {
            continue;
        }
        match out {
            Some(o) if o != p => return None,
            _ => out = Some(p),
        }
    }
    let p = out?;
    let t = terminator(body, p)?;
    (body.dfg.successors(t).len() == 1).then_some(p)
}

/// The value a phi reduces to (LLVM's `simplifyInstruction` on a phi): every entry is one
/// value or the phi itself. Phis with `undef`/`poison` entries are kept.
fn trivial_phi_value(m: &Module, body: &FunctionBody, phi: Inst) -> Option<Operand> {
    let me = body.dfg.insts[phi].result.map(Operand::Value);
    let mut common: Option<Operand> = None;
    for pair in body.dfg.insts[phi].args.chunks(2) {
        let v = pair[0];
        if Some(v) == me {
            continue;
        }
        if let Operand::Const(c) = v {
            if matches!(
                m.constants.data(c),
                ConstantData::Undef(_) | ConstantData::Poison(_)
            ) {
                return None;
            }
        }
        match common {
            None => common = Some(v),
            Some(o) if o == v => {}
            Some(_) => return None,
        }
    }
    if let Some(Operand::Value(v)) = common {
        if let ValueDef::Inst(_) | ValueDef::Param(_) = body.dfg.values[v].def {
            return common;
        }
    }
    common
}

/// In `p`'s terminator, every successor `old` becomes `new` (LLVM's `replaceSuccessorWith`).
fn replace_successor(
    body: &mut FunctionBody,
    p: Block,
    old: Block,
    new: Block,
    preds: &mut LlvmPreds,
) {
    let Some(t) = terminator(body, p) else {
        return;
    };
    let n = body.dfg.insts[t].args.len();
    for k in 0..n {
        if body.dfg.insts[t].args[k] == Operand::Block(old) {
            body.dfg.insts[t].args[k] = Operand::Block(new);
            preds.remove_one(old, p);
            preds.add_front(new, p);
        }
    }
}

/// Removes the phi entries at the given indexes, last first, each by moving the last entry into
/// its place (LLVM's `removeIncomingValueIf` over `removeIncomingValue`).
fn remove_entries(args: &mut Vec<Operand>, mut indexes: Vec<usize>) {
    indexes.sort_unstable();
    for &k in indexes.iter().rev() {
        let last = args.len() - 2;
        args.swap(2 * k, last);
        args.swap(2 * k + 1, last + 1);
        args.truncate(last);
    }
}

/// LLVM's `SplitBlockPredecessors(bb, split, suffix)`: a new block `<bb><suffix>`, placed
/// right before `bb`, takes the edges from `split` and branches to `bb`.
pub fn split_predecessors(
    body: &mut FunctionBody,
    bb: Block,
    split: &[Block],
    suffix: &str,
    preds: &mut LlvmPreds,
    names: &mut UniqueNames,
) -> Block {
    let base = format!(
        "{}{suffix}",
        body.dfg.blocks[bb].name.as_deref().unwrap_or("")
    );
    let name = names.make(&base);
    let new = body.dfg.make_block(name);
    body.layout.insert_block_before(new, bb);
    let void =
        body.dfg.insts[terminator(body, bb).expect("a block in a loop ends in a terminator")].ty;
    let br = body
        .dfg
        .make_inst(InstKind::Br, vec![Operand::Block(bb)], void);
    body.layout.append_inst(br, new);
    preds.add_front(bb, new);
    let mut seen: Vec<Block> = Vec::new();
    for &p in split {
        if !seen.contains(&p) {
            seen.push(p);
            replace_successor(body, p, bb, new, preds);
        }
    }
    let in_set = |b: &Operand| matches!(b, Operand::Block(x) if seen.contains(x));
    for phi in phis(body, bb) {
        let args = &body.dfg.insts[phi].args;
        let first = args
            .chunks(2)
            .find(|pair| pair.get(1) == Some(&Operand::Block(split[0])))
            .map(|pair| pair[0]);
        let mut common = first;
        for pair in args.chunks(2) {
            if in_set(&pair[1]) && Some(pair[0]) != common {
                common = None;
                break;
            }
        }
        if let Some(v) = common {
            let idx: Vec<usize> = args
                .chunks(2)
                .enumerate()
                .filter(|(_, pair)| in_set(&pair[1]))
                .map(|(k, _)| k)
                .collect();
            let args = &mut body.dfg.insts[phi].args;
            remove_entries(args, idx);
            args.push(v);
            args.push(Operand::Block(new));
            continue;
        }
        let (kind, ty) = (body.dfg.insts[phi].kind.clone(), body.dfg.insts[phi].ty);
        let r = body.dfg.insts[phi].result.expect("a phi has a result");
        let base = format!("{}.ph", body.dfg.values[r].name.as_deref().unwrap_or(""));
        let new_phi = body.dfg.make_inst(kind, Vec::new(), ty);
        let nv = body.dfg.make_result(new_phi, names.make(&base));
        body.layout.insert_inst_before(new_phi, br);
        let mut k = body.dfg.insts[phi].args.len() / 2;
        while k > 0 {
            k -= 1;
            let blk = body.dfg.insts[phi].args[2 * k + 1];
            if in_set(&blk) {
                let v = body.dfg.insts[phi].args[2 * k];
                remove_entries(&mut body.dfg.insts[phi].args, vec![k]);
                body.dfg.insts[new_phi].args.push(v);
                body.dfg.insts[new_phi].args.push(blk);
            }
        }
        body.dfg.insts[phi].args.push(Operand::Value(nv));
        body.dfg.insts[phi].args.push(Operand::Block(new));
    }
    new
}

/// LLVM's `placeSplitBlockCarefully` for a new preheader.
fn place_carefully(body: &mut FunctionBody, new: Block, split: &[Block], li: &LoopInfo, l: LoopId) {
    let blocks = body.layout.blocks();
    let at = blocks.iter().position(|&b| b == new).expect("placed");
    if at > 0 && split.contains(&blocks[at - 1]) {
        return;
    }
    let mut found = None;
    for &p in split {
        let pos = blocks.iter().position(|&b| b == p).expect("placed");
        if let Some(&next) = blocks.get(pos + 1) {
            if li.contains(l, next) {
                found = Some(p);
                break;
            }
        }
    }
    let after = found.unwrap_or(split[0]);
    body.layout.move_block_after(new, after);
}

/// LLVM's `insertUniqueBackedgeBlock`: the latches branch to `<header>.backedge`, which
/// branches to the header.
fn insert_unique_backedge(
    body: &mut FunctionBody,
    h: Block,
    preheader: Block,
    preds: &mut LlvmPreds,
    names: &mut UniqueNames,
) {
    let backedge_blocks: Vec<Block> = preds
        .of(h)
        .iter()
        .copied()
        .filter(|&p| p != preheader)
        .collect();
    let base = format!(
        "{}.backedge",
        body.dfg.blocks[h].name.as_deref().unwrap_or("")
    );
    let be = body.dfg.make_block(names.make(&base));
    let last = *backedge_blocks.last().expect("at least two backedges");
    body.layout.insert_block_after(be, last);
    let void = body.dfg.insts[terminator(body, h).expect("terminated")].ty;
    let br = body
        .dfg
        .make_inst(InstKind::Br, vec![Operand::Block(h)], void);
    body.layout.append_inst(br, be);
    preds.add_front(h, be);
    for phi in phis(body, h) {
        let (kind, ty) = (body.dfg.insts[phi].kind.clone(), body.dfg.insts[phi].ty);
        let r = body.dfg.insts[phi].result.expect("a phi has a result");
        let base = format!("{}.be", body.dfg.values[r].name.as_deref().unwrap_or(""));
        let mut new_args = Vec::new();
        let mut pre_entry = None;
        let mut unique: Option<Operand> = None;
        let mut is_unique = true;
        for pair in body.dfg.insts[phi].args.chunks(2) {
            if pair[1] == Operand::Block(preheader) {
                pre_entry = Some((pair[0], pair[1]));
            } else {
                new_args.push(pair[0]);
                new_args.push(pair[1]);
                match unique {
                    None => unique = Some(pair[0]),
                    Some(u) if u != pair[0] => is_unique = false,
                    _ => {}
                }
            }
        }
        let (pv, pb) = pre_entry.expect("a header phi has a preheader entry");
        // LLVM names the phi before it finds it redundant: the name's counter moves anyway.
        let name = names.make(&base);
        let incoming = if is_unique {
            if let Some(n) = &name {
                names.release(n);
            }
            unique.expect("a latch entry")
        } else {
            let new_phi = body.dfg.make_inst(kind, new_args, ty);
            let nv = body.dfg.make_result(new_phi, name);
            body.layout.insert_inst_before(new_phi, br);
            Operand::Value(nv)
        };
        body.dfg.insts[phi].args = vec![pv, pb, incoming, Operand::Block(be)];
    }
    let mut seen = Vec::new();
    for &p in &backedge_blocks {
        if !seen.contains(&p) {
            seen.push(p);
            replace_successor(body, p, h, be, preds);
        }
    }
}
