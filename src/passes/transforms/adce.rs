//! `adce`: aggressive dead-code elimination, as opt-22's ADCE does it with its default options
//! (control flow is removed, loops are kept).
//!
//! Owns: the liveness walk and the rewrite of dead branches.
//! 1. Everything starts dead except the roots: instructions that may have side effects (a
//!    store, a load that is volatile or stronger than unordered, a fence, cmpxchg, atomicrmw,
//!    `va_arg`, a call that may write memory, may unwind (no `nounwind`) or may not return (no
//!    `willreturn`), exception-handling pads, and every terminator but `br` and `switch`.
//!    The branch that closes a loop (an edge to a block on the depth-first path from the entry)
//!    is a root too, as is every terminator of a block from which no `ret` is reachable (a
//!    post-dominator-tree root that is not a `ret` block, and what it post-dominates). The entry
//!    block is live.
//! 2. Liveness flows to the operands of live instructions; a live instruction's block is live;
//!    a live block's unconditional branch is live; a live conditional terminator makes its
//!    successors live; a live phi makes its predecessors matter for control; and a block that
//!    matters for control makes live the terminators it is control dependent on (its iterated
//!    post-dominance frontier, among the blocks whose terminators are still dead).
//! 3. A block whose conditional terminator stayed dead gets `br label %S` instead, `S` being
//!    the successor numbered highest in a post-order of the reverse graph walked from the
//!    blocks without successors (so a path to the exit stays); the other successors forget
//!    the block in their phis (a phi left with one value for every edge becomes that value).
//!    Then every dead instruction goes. Blocks are never deleted.
//!
//! The new branch's predecessor position follows LLVM's use lists (a new use goes first), kept
//! through the body's use-list permutations so that `; preds =` prints as opt-22's does.
//! Not built: functions with debug records or `llvm.dbg.*` calls (opt-22 drops the records of
//! dead scopes and salvages the values of deleted instructions) are a clear error.
//! Must not touch: anything but the function body it is given.

use crate::analysis::alias::AliasAnalysis;
use crate::analysis::postdom::PostDominatorTree;
use crate::ir::attributes::Attribute;
use crate::ir::constant::ConstantData;
use crate::ir::entity::SecondaryMap;
use crate::ir::function::{Block, FunctionBody, Inst, ValueDef};
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::module::{GlobalKind, GlobalValue, Module};
use crate::passes::analysis_manager::{AnalysisId, PreservedAnalyses};
use crate::passes::manager::{FunctionEditContext, FunctionPass};
use crate::passes::transforms::mem2reg::callee_name;
use crate::passes::PassError;

/// `adce`.
pub struct AggressiveDce;

impl FunctionPass for AggressiveDce {
    fn name(&self) -> &str {
        "adce"
    }

    fn edits_ir(&self) -> bool {
        true
    }

    /// `poison` of every phi's type (a phi left without entries becomes poison).
    fn prepare_module(&self, module: &mut Module, _runs_first: bool) {
        let mut wanted = Vec::new();
        for &f in &module.layout.functions {
            let GlobalKind::Function(d) = &module.globals[f].kind else {
                continue;
            };
            let Some(body) = &d.body else { continue };
            for i in body.layout.insts() {
                let data = &body.dfg.insts[i];
                if matches!(data.kind, InstKind::Phi { .. }) {
                    wanted.push(ConstantData::Poison(data.ty));
                }
            }
        }
        for c in wanted {
            module.constants.intern(c);
        }
    }

    fn run_edit(&self, cx: &mut FunctionEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        if has_debug_records(cx.module, cx.body) {
            return Err(PassError::Unsupported {
                pass: "adce".to_string(),
                function: crate::passes::printers::function_name(cx.module, cx.function)
                    .to_string(),
                message: "the function has debug records; adce does not drop or salvage them yet"
                    .to_string(),
            });
        }
        let pdt = cx.analyses.postdomtree(cx.body);
        let preds = crate::print::llvm_block_preds(cx.module, cx.function, cx.body);
        let mut run = Adce::new(cx.module, cx.body, &pdt, preds);
        run.initialize();
        run.mark_live_instructions();
        let live = std::mem::take(&mut run.live);
        let plan = run.plan();
        let changed = apply(cx.module, cx.function, cx.body, live, plan);
        Ok(match changed {
            Changed::Nothing => PreservedAnalyses::all(),
            Changed::Instructions => PreservedAnalyses::none()
                .preserve(AnalysisId::DomTree)
                .preserve(AnalysisId::PostDomTree)
                .preserve(AnalysisId::Loops),
            Changed::ControlFlow => {
                // opt-22 updates both trees in place; atomir recomputes the cached ones.
                cx.analyses.refresh_cfg_trees(cx.body);
                PreservedAnalyses::none()
                    .preserve(AnalysisId::DomTree)
                    .preserve(AnalysisId::PostDomTree)
            }
        })
    }
}

enum Changed {
    Nothing,
    Instructions,
    ControlFlow,
}

fn has_debug_records(m: &Module, body: &FunctionBody) -> bool {
    body.layout.insts().any(|i| {
        let d = &body.dfg.insts[i];
        !d.dbg_records.is_empty()
            || (matches!(d.kind, InstKind::Call { .. })
                && callee_name(m, body, i).is_some_and(|n| n.starts_with("llvm.dbg.")))
    })
}

#[derive(Clone, Default)]
struct BlockInfo {
    live: bool,
    /// The block's execution matters: its control dependences must be live.
    cf_live: bool,
    has_live_phis: bool,
    /// Post-order number in the reverse graph (0 when not reached).
    post_order: u32,
}

struct Adce<'a> {
    m: &'a Module,
    body: &'a FunctionBody,
    pdt: &'a PostDominatorTree,
    /// Predecessors in LLVM's use-list order.
    preds: SecondaryMap<Block, Vec<Block>>,
    blocks: SecondaryMap<Block, BlockInfo>,
    live: SecondaryMap<Inst, bool>,
    worklist: Vec<Inst>,
    /// Blocks whose terminators are not known live, in layout order.
    dead_terminators: Vec<Block>,
    in_dead_terminators: SecondaryMap<Block, bool>,
    new_live_blocks: Vec<Block>,
    in_new_live_blocks: SecondaryMap<Block, bool>,
    /// Reverse dominance frontier of each block (control dependence sources).
    frontier: Option<SecondaryMap<Block, Vec<Block>>>,
}

impl<'a> Adce<'a> {
    fn new(
        m: &'a Module,
        body: &'a FunctionBody,
        pdt: &'a PostDominatorTree,
        preds: SecondaryMap<Block, Vec<Block>>,
    ) -> Adce<'a> {
        Adce {
            m,
            body,
            pdt,
            preds,
            blocks: SecondaryMap::new(),
            live: SecondaryMap::new(),
            worklist: Vec::new(),
            dead_terminators: Vec::new(),
            in_dead_terminators: SecondaryMap::new(),
            new_live_blocks: Vec::new(),
            in_new_live_blocks: SecondaryMap::new(),
            frontier: None,
        }
    }

    fn terminator(&self, b: Block) -> Option<Inst> {
        self.body
            .layout
            .block_insts(b)
            .last()
            .copied()
            .filter(|&i| self.body.dfg.insts[i].kind.is_terminator())
    }

    fn is_unconditional(&self, b: Block) -> bool {
        self.terminator(b)
            .is_some_and(|t| matches!(self.body.dfg.insts[t].kind, InstKind::Br))
    }

    fn succs(&self, b: Block) -> Vec<Block> {
        self.terminator(b)
            .map(|t| self.body.dfg.successors(t))
            .unwrap_or_default()
    }

    fn initialize(&mut self) {
        let body = self.body;
        let aa = AliasAnalysis::new(self.m, body);
        for i in body.layout.insts() {
            if is_always_live(self.m, body, &aa, i) {
                self.mark_inst_live(i);
            }
        }
        let Some(entry) = body.layout.entry() else {
            return;
        };
        // Loop back edges: an edge to a block on the depth-first path (successor order) from
        // the entry keeps its branch.
        let mut on_stack: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut stack: Vec<(Block, Vec<Block>, usize)> = Vec::new();
        let visit = |this: &mut Adce<'a>,
                     b: Block,
                     on_stack: &mut SecondaryMap<Block, bool>,
                     visited: &mut SecondaryMap<Block, bool>|
         -> Vec<Block> {
            *visited.get_mut(b) = true;
            *on_stack.get_mut(b) = true;
            let succs = this.succs(b);
            if let Some(t) = this.terminator(b) {
                if !*this.live.get(t) && succs.iter().any(|s| *on_stack.get(*s)) {
                    this.mark_inst_live(t);
                }
            }
            succs
        };
        let s = visit(self, entry, &mut on_stack, &mut visited);
        stack.push((entry, s, 0));
        while let Some((b, succs, next)) = stack.last_mut() {
            if *next < succs.len() {
                let s = succs[*next];
                *next += 1;
                if !*visited.get(s) {
                    let ss = visit(self, s, &mut on_stack, &mut visited);
                    stack.push((s, ss, 0));
                }
            } else {
                *on_stack.get_mut(*b) = false;
                stack.pop();
            }
        }
        // Blocks from which no return is reachable keep their terminators.
        let pdt = self.pdt;
        for &root_child in pdt.exit_children() {
            if let Some(t) = self.terminator(root_child) {
                if matches!(body.dfg.insts[t].kind, InstKind::Ret) {
                    continue;
                }
            }
            let mut work = vec![root_child];
            while let Some(b) = work.pop() {
                if let Some(t) = self.terminator(b) {
                    self.mark_inst_live(t);
                }
                work.extend(pdt.children(b).iter().rev().copied());
            }
        }
        // The entry block is live (without becoming a control-dependence source).
        self.blocks.get_mut(entry).live = true;
        if self.is_unconditional(entry) {
            if let Some(t) = self.terminator(entry) {
                self.mark_inst_live(t);
            }
        }
        for &b in body.layout.blocks() {
            let term_live = self.terminator(b).is_some_and(|t| *self.live.get(t));
            if !term_live {
                self.dead_terminators.push(b);
                *self.in_dead_terminators.get_mut(b) = true;
            }
        }
    }

    fn mark_inst_live(&mut self, i: Inst) {
        if *self.live.get(i) {
            return;
        }
        *self.live.get_mut(i) = true;
        self.worklist.push(i);
        let Some(b) = self.body.layout.inst_block(i) else {
            return;
        };
        if self.terminator(b) == Some(i) {
            *self.in_dead_terminators.get_mut(b) = false;
            if !self.is_unconditional(b) {
                for s in self.succs(b) {
                    self.mark_block_live(s);
                }
            }
        }
        self.mark_block_live(b);
    }

    fn mark_block_live(&mut self, b: Block) {
        if self.blocks.get(b).live {
            return;
        }
        self.blocks.get_mut(b).live = true;
        self.note_cf_live(b);
        if self.is_unconditional(b) {
            if let Some(t) = self.terminator(b) {
                self.mark_inst_live(t);
            }
        }
    }

    fn note_cf_live(&mut self, b: Block) {
        let info = self.blocks.get_mut(b);
        if !info.cf_live {
            info.cf_live = true;
            if !*self.in_new_live_blocks.get(b) {
                *self.in_new_live_blocks.get_mut(b) = true;
                self.new_live_blocks.push(b);
            }
        }
    }

    fn mark_phi_live(&mut self, phi: Inst) {
        let Some(b) = self.body.layout.inst_block(phi) else {
            return;
        };
        if self.blocks.get(b).has_live_phis {
            return;
        }
        self.blocks.get_mut(b).has_live_phis = true;
        for p in self.preds.get(b).clone() {
            self.note_cf_live(p);
        }
    }

    fn mark_live_instructions(&mut self) {
        loop {
            while let Some(i) = self.worklist.pop() {
                let d = &self.body.dfg.insts[i];
                let defs: Vec<Inst> = d
                    .args
                    .iter()
                    .filter_map(|op| match op {
                        Operand::Value(v) => match self.body.dfg.values[*v].def {
                            ValueDef::Inst(def) => Some(def),
                            _ => None,
                        },
                        _ => None,
                    })
                    .collect();
                for def in defs {
                    self.mark_inst_live(def);
                }
                if matches!(self.body.dfg.insts[i].kind, InstKind::Phi { .. }) {
                    self.mark_phi_live(i);
                }
            }
            self.mark_live_branches_from_control_dependences();
            if self.worklist.is_empty() {
                break;
            }
        }
    }

    /// Marks live the dead terminators that decide whether a newly control-live block runs:
    /// the iterated reverse dominance frontier of those blocks, among the dead-terminator set.
    fn mark_live_branches_from_control_dependences(&mut self) {
        if !self
            .dead_terminators
            .iter()
            .any(|b| *self.in_dead_terminators.get(*b))
        {
            return;
        }
        if self.frontier.is_none() {
            self.frontier = Some(self.reverse_frontiers());
        }
        let mut work: Vec<Block> = std::mem::take(&mut self.new_live_blocks);
        for &b in &work {
            *self.in_new_live_blocks.get_mut(b) = false;
        }
        let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut found = Vec::new();
        while let Some(x) = work.pop() {
            let fr = self
                .frontier
                .as_ref()
                .expect("computed above")
                .get(x)
                .clone();
            for y in fr {
                if !*self.in_dead_terminators.get(y) || *seen.get(y) {
                    continue;
                }
                *seen.get_mut(y) = true;
                found.push(y);
                work.push(y);
            }
        }
        for y in found {
            if let Some(t) = self.terminator(y) {
                self.mark_inst_live(t);
            }
        }
    }

    /// For each block X, the blocks Y with a successor that X post-dominates while X does not
    /// strictly post-dominate Y.
    fn reverse_frontiers(&self) -> SecondaryMap<Block, Vec<Block>> {
        let mut df: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for &y in self.body.layout.blocks() {
            let succs = self.succs(y);
            if succs.len() < 2 {
                continue;
            }
            let Some(stop) = self.pdt.ipdom(y) else {
                continue;
            };
            for s in succs {
                let mut runner = Some(s);
                while let Some(r) = runner {
                    if Some(r) == stop {
                        break;
                    }
                    let list = df.get_mut(r);
                    if !list.contains(&y) {
                        list.push(y);
                    }
                    match self.pdt.ipdom(r) {
                        Some(next) => runner = next,
                        None => break,
                    }
                }
            }
        }
        df
    }

    /// Post-order numbers of the reverse graph, walked from each block without successors
    /// (layout order), predecessors in use-list order.
    fn number_post_order(&mut self) {
        let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut n = 0u32;
        for &b in self.body.layout.blocks() {
            if !self.succs(b).is_empty() || *visited.get(b) {
                continue;
            }
            *visited.get_mut(b) = true;
            let mut stack: Vec<(Block, usize)> = vec![(b, 0)];
            while let Some((x, next)) = stack.last_mut() {
                let ps = self.preds.get(*x);
                if *next < ps.len() {
                    let p = ps[*next];
                    *next += 1;
                    if !*visited.get(p) {
                        *visited.get_mut(p) = true;
                        stack.push((p, 0));
                    }
                } else {
                    let x = *x;
                    self.blocks.get_mut(x).post_order = n;
                    n += 1;
                    stack.pop();
                }
            }
        }
    }

    /// What the edit needs from the analysis: the blocks whose terminators stayed dead, the
    /// reverse post-order numbers (when a conditional one is among them) and the predecessor
    /// lists.
    fn plan(&mut self) -> Plan {
        let dead_terms: Vec<Block> = self
            .dead_terminators
            .iter()
            .copied()
            .filter(|b| *self.in_dead_terminators.get(*b))
            .collect();
        if dead_terms.iter().any(|&b| !self.is_unconditional(b)) {
            self.number_post_order();
        }
        let mut post_order: SecondaryMap<Block, u32> = SecondaryMap::new();
        for &b in self.body.layout.blocks() {
            *post_order.get_mut(b) = self.blocks.get(b).post_order;
        }
        Plan {
            dead_terms,
            post_order,
            preds: std::mem::take(&mut self.preds),
        }
    }
}

struct Plan {
    dead_terms: Vec<Block>,
    post_order: SecondaryMap<Block, u32>,
    preds: SecondaryMap<Block, Vec<Block>>,
}

fn terminator_of(body: &FunctionBody, b: Block) -> Option<Inst> {
    body.layout
        .block_insts(b)
        .last()
        .copied()
        .filter(|&i| body.dfg.insts[i].kind.is_terminator())
}

/// Rewrites dead branches, then deletes dead instructions.
fn apply(
    m: &Module,
    g: GlobalValue,
    body: &mut FunctionBody,
    mut live: SecondaryMap<Inst, bool>,
    plan: Plan,
) -> Changed {
    let Plan {
        dead_terms,
        post_order,
        mut preds,
    } = plan;
    let mut cfg_changed = false;
    let dbg_kind = (0..m.md_kinds.len()).find(|&k| m.md_kinds.name(k) == "dbg");
    let mut touched: Vec<Block> = Vec::new();
    for b in dead_terms {
        let Some(term) = terminator_of(body, b) else {
            continue;
        };
        if matches!(body.dfg.insts[term].kind, InstKind::Br) {
            *live.get_mut(term) = true;
            continue;
        }
        let succs = body.dfg.successors(term);
        let mut preferred: Option<Block> = None;
        for &s in &succs {
            if preferred.is_none_or(|p| post_order.get(p) < post_order.get(s)) {
                preferred = Some(s);
            }
        }
        let Some(target) = preferred else {
            continue;
        };
        let mut first = true;
        for &s in &succs {
            if !first || s != target {
                remove_predecessor(m, body, s, b);
                remove_one(preds.get_mut(s), b);
                if !touched.contains(&s) {
                    touched.push(s);
                }
            } else {
                first = false;
            }
        }
        // The new branch is the target's most recent use.
        remove_one(preds.get_mut(target), b);
        preds.get_mut(target).insert(0, b);
        if !touched.contains(&target) {
            touched.push(target);
        }
        let void = body.dfg.insts[term].ty;
        let br = body
            .dfg
            .make_inst(InstKind::Br, vec![Operand::Block(target)], void);
        if let Some(k) = dbg_kind {
            if let Some(&(_, md)) = body.dfg.insts[term]
                .attachments
                .iter()
                .find(|(kk, _)| *kk == k)
            {
                body.dfg.insts[br].attachments.push((k, md));
            }
        }
        body.layout.insert_inst_before(br, term);
        body.layout.remove_inst(term);
        *live.get_mut(br) = true;
        cfg_changed = true;
    }
    let dead: Vec<Inst> = body.layout.insts().filter(|&i| !*live.get(i)).collect();
    for &i in &dead {
        body.layout.remove_inst(i);
    }
    if cfg_changed {
        crate::print::keep_block_preds(m, g, body, &preds, &touched);
        Changed::ControlFlow
    } else if !dead.is_empty() {
        Changed::Instructions
    } else {
        Changed::Nothing
    }
}

fn remove_one(list: &mut Vec<Block>, b: Block) {
    if let Some(k) = list.iter().position(|&x| x == b) {
        list.remove(k);
    }
}

/// LLVM's `removePredecessor`: each phi of `b` loses its first entry for `pred` (the last
/// entry moves into its place); a phi left
/// empty becomes poison, and (when `b` had more than one entry) a phi whose remaining entries
/// all carry one value (or the phi itself) is replaced by that value.
fn remove_predecessor(m: &Module, body: &mut FunctionBody, b: Block, pred: Block) {
    let phis: Vec<Inst> = body
        .layout
        .block_insts(b)
        .iter()
        .copied()
        .take_while(|&i| body.dfg.is_phi(i))
        .collect();
    let Some(&first) = phis.first() else {
        return;
    };
    let num_preds = body.dfg.insts[first].args.len() / 2;
    for phi in phis {
        crate::ir::function::swap_remove_phi_entry(&mut body.dfg.insts[phi].args, pred);
        let Some(result) = body.dfg.insts[phi].result else {
            continue;
        };
        if body.dfg.insts[phi].args.is_empty() {
            // An empty phi: its uses become poison (LLVM erases it).
            let ty = body.dfg.values[result].ty;
            let poison = m
                .constants
                .find(&ConstantData::Poison(ty))
                .expect("prepare_module interns poison of every phi type");
            body.dfg
                .replace_all_uses(&body.layout, result, Operand::Const(poison));
            body.layout.remove_inst(phi);
            continue;
        }
        if num_preds == 1 {
            continue;
        }
        let mut constant: Option<Operand> = None;
        let mut unique = true;
        for pair in body.dfg.insts[phi].args.chunks(2) {
            let v = pair[0];
            if v == Operand::Value(result) {
                continue;
            }
            match constant {
                None => constant = Some(v),
                Some(c) if c == v => {}
                Some(_) => {
                    unique = false;
                    break;
                }
            }
        }
        if !unique {
            continue;
        }
        let Some(value) = constant else {
            continue;
        };
        body.dfg.replace_all_uses(&body.layout, result, value);
        body.layout.remove_inst(phi);
    }
}

/// Does the instruction have to stay whatever its uses (LLVM's `mayHaveSideEffects`, EH pads,
/// and terminators other than `br`/`switch`)?
fn is_always_live(m: &Module, body: &FunctionBody, aa: &AliasAnalysis<'_>, i: Inst) -> bool {
    let d = &body.dfg.insts[i];
    match &d.kind {
        InstKind::LandingPad { .. }
        | InstKind::CatchPad
        | InstKind::CleanupPad
        | InstKind::CatchSwitch { .. } => true,
        InstKind::Store { .. }
        | InstKind::Fence { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::VaArg => true,
        // A load that is volatile or stronger than unordered counts as a write (seed 001: it
        // orders other accesses); an unused plain or unordered load may go.
        InstKind::Load { .. } => !crate::ir::atomics::is_unordered(&d.kind),
        InstKind::Call { info, .. } | InstKind::Invoke { info } | InstKind::CallBr { info, .. } => {
            if matches!(d.kind, InstKind::Invoke { .. } | InstKind::CallBr { .. }) {
                return true;
            }
            if is_constant_value_profile(m, body, i) {
                return false;
            }
            let writes = aa.call_effects(i).total().mod_;
            let flag = |name: &str| {
                let on_call = m
                    .attrs
                    .get(info.attrs.func)
                    .iter()
                    .any(|a| is_flag(a, name));
                let on_callee = callee_fn_attrs(m, d.args.first().copied())
                    .is_some_and(|set| m.attrs.get(set).iter().any(|a| is_flag(a, name)));
                on_call || on_callee
            };
            writes || !flag("nounwind") || !flag("willreturn")
        }
        k if k.is_terminator() => !matches!(k, InstKind::Br | InstKind::CondBr | InstKind::Switch),
        _ => false,
    }
}

fn is_flag(a: &Attribute, name: &str) -> bool {
    matches!(a, Attribute::Flag(n) if n == name)
}

fn callee_fn_attrs(m: &Module, callee: Option<Operand>) -> Option<crate::ir::attributes::AttrSet> {
    let Some(Operand::Const(c)) = callee else {
        return None;
    };
    let ConstantData::Global { global, .. } = m.constants.data(c) else {
        return None;
    };
    match &m.globals[*global].kind {
        GlobalKind::Function(f) => Some(f.attrs.func),
        _ => None,
    }
}

/// A value-profiling call (`__llvm_profile_instrument_target`) on a constant is not a root.
fn is_constant_value_profile(m: &Module, body: &FunctionBody, i: Inst) -> bool {
    let d = &body.dfg.insts[i];
    callee_name(m, body, i) == Some("__llvm_profile_instrument_target")
        && matches!(d.args.get(1), Some(Operand::Const(_)))
}
