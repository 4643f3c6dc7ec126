//! `licm`: opt-22's loop-invariant code motion, a loop pass run inside `loop-mssa(...)` (or as
//! bare `licm`, which opt-22 wraps in `loop-mssa`; `loop(licm)` is opt-22's error
//! `LICM requires MemorySSA (loop-mssa)`).
//!
//! Owns: [`Licm`]. On one loop (in LoopSimplify and LCSSA form, which the adaptor made), in
//! LLVM's order:
//! 1. Sinking: blocks in reverse dominator-tree order, each bottom-up, instructions of the loop
//!    (not of its sub-loops) without uses and without side effects are erased, and one used
//!    only outside the loop is copied into the exit blocks (`<name>.le`) and erased.
//! 2. Hoisting: blocks in reverse post-order (sub-loops' blocks skipped), each instruction in
//!    order: one whose operands are all defined outside the loop moves before the preheader's
//!    branch when it is an arithmetic, cast, compare, select, GEP, vector or aggregate
//!    operation, a load that MemorySSA's walker says no access of the loop clobbers, a call
//!    that cannot unwind, is not `convergent` and does not touch memory (or only reads it and
//!    nothing in the loop writes), or a store that is the loop's only memory access, and it is
//!    safe to execute whenever the
//!    loop is entered: it cannot fault (division by a constant that is not 0 or -1; a load of
//!    an alloca or global large enough and aligned) or it is guaranteed to execute (its block
//!    is the header, or every path through the loop leads to it and nothing in the loop may
//!    throw or fail to return). A hoisted instruction that is not guaranteed to execute loses
//!    its metadata.
//! 3. Promotion of memory to registers: the loop's loads and stores through loop-invariant
//!    pointers form alias sets; a set whose pointers all must-alias and that stores, with no
//!    other access of the loop writing its memory, is promoted: its loads become values
//!    (`%p.promoted` loaded in the preheader, phis named after the first access), and its
//!    stores become one store per exit block of the value live there. The atomic rules are
//!    asked of `crate::ir::atomics`: only unordered accesses (plain, or `unordered` atomics,
//!    never mixed, atomics only naturally aligned) are promoted; volatile and
//!    monotonic-or-stronger ones stop it. Stores are only moved to the exits (seed 001: no
//!    store on a path where none executed) when one of them is guaranteed to execute, or
//!    dominates every exit, or the memory is a local that does not escape; otherwise only the
//!    loads are promoted, if one of them is safe to execute in the preheader.
//!    Sets are promoted until none is left, then LCSSA is formed again for the loop's nest.
//!
//! Order and names are opt-22's (learned from its output): a set's uses in use-list order, the
//! SSA phis named after the first of them, exit stores in promotion order before each exit's
//! first original instruction, `.lcssa` phis for values live out of the loop.
//!
//! Not done (opt-22 does them): the reassociation of invariant arithmetic (`invariant.op`, `invariant.gep`), the
//! first-iteration reasoning about exits (`CanProveNotTakenFirstIteration`), merged AA
//! metadata on the promoted accesses (atomir's promoted load and stores carry none).
//!
//! MemorySSA is kept up to date through the updater (`analysis::memory_ssa::update`), as
//! opt-22's LICM keeps it, and reported preserved, so the loop adaptor hands it to the next
//! loop: each step (sinking and erasing, hoisting, promotion) records the instructions it
//! erased, moved or placed in a `PendingUpdates` batch that the updater applies once. With
//! `ATOMIR_CHECK_MSSA_UPDATES` set, the result is compared with a fresh build after every
//! batch. The kept MemorySSA is a
//! fresh build's (numbers and phis included); opt-22's updater numbers new accesses after the
//! highest number it ever gave and keeps phis that became trivial, so opt-22's
//! `print<memoryssa>` after `licm` differs from atomir's in those places.
//! Must not touch: the CFG; other loops than the one it is given (except LCSSA phis of its
//! nest).

use crate::analysis::alias::{AliasAnalysis, AliasResult, MemoryLocation};
use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::analysis::loops::{LoopId, LoopInfo};
use crate::analysis::memory_ssa::update::{PendingUpdates, UpdateContext};
use crate::analysis::memory_ssa::{update, AccessKind, MemorySsa};
use crate::ir::atomics;
use crate::ir::constant::ConstantData;
use crate::ir::entity::{FxHashMap, SecondaryMap};
use crate::ir::function::{Block, FunctionBody, Inst, UniqueNames, Value, ValueDef};
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::module::{GlobalKind, Module};
use crate::passes::analysis_manager::{AnalysisId, PreservedAnalyses};
use crate::passes::manager::{LoopEditContext, LoopPass};
use crate::passes::PassError;

use super::lcssa::SsaUpdater;

/// `licm`.
pub struct Licm;

impl LoopPass for Licm {
    fn name(&self) -> &str {
        "licm"
    }
    fn edits_ir(&self) -> bool {
        true
    }
    fn requires_memory_ssa(&self) -> Option<&'static str> {
        Some("LICM")
    }
    fn run_edit(&self, cx: &mut LoopEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let changed = run_on_loop(cx);
        if !changed {
            return Ok(PreservedAnalyses::all());
        }
        Ok(PreservedAnalyses::none()
            .preserve(AnalysisId::DomTree)
            .preserve(AnalysisId::PostDomTree)
            .preserve(AnalysisId::Loops)
            .preserve(AnalysisId::MemorySsa))
    }
}

struct LoopFacts<'a> {
    li: &'a LoopInfo,
    l: LoopId,
    dt: std::sync::Arc<DominatorTree<Block>>,
    cfg: BlockCfg,
    preheader: Block,
    exits: Vec<Block>,
    any_may_throw: bool,
}

impl LoopFacts<'_> {
    fn contains(&self, b: Block) -> bool {
        self.li.contains(self.l, b)
    }
    fn header(&self) -> Block {
        self.li.data(self.l).header
    }
}

fn terminator(body: &FunctionBody, b: Block) -> Inst {
    *body
        .layout
        .block_insts(b)
        .last()
        .expect("a terminated block")
}

fn run_on_loop(cx: &mut LoopEditContext<'_>) -> bool {
    let li = cx.loops;
    let l = cx.id;
    let h = li.data(l).header;
    let cfg = BlockCfg::new(cx.body);
    // The function's dominator tree, cached: LICM does not change the CFG, and the loop
    // adaptor computed MemorySSA (and with it the tree) after loop-simplify.
    let dt = cx.analyses.domtree(cx.body);
    cx.analyses.take_log();
    let outside: Vec<Block> = cfg
        .preds(h)
        .iter()
        .copied()
        .filter(|&p| !li.contains(l, p))
        .collect();
    // LLVM's `getLoopPreheader`: one block outside enters the loop, and only the loop.
    let [preheader] = outside[..] else {
        return false;
    };
    if cfg.succs(preheader).len() != 1 {
        return false;
    }
    let mut exits: Vec<Block> = Vec::new();
    for &b in &li.data(l).blocks {
        for &s in cfg.succs(b) {
            if !li.contains(l, s) && !exits.contains(&s) {
                exits.push(s);
            }
        }
    }
    let any_may_throw = li
        .data(l)
        .blocks
        .iter()
        .any(|&b| block_may_throw(cx.module, cx.body, b));
    let facts = LoopFacts {
        li,
        l,
        dt,
        cfg,
        preheader,
        exits,
        any_may_throw,
    };
    let mssa = cx.analyses.memory_ssa(cx.module, cx.body);
    cx.analyses.take_log();
    let mut pending = PendingUpdates::default();
    let mut changed = sink_region(cx.module, cx.body, &facts, &mssa, cx.names, &mut pending);
    drop(mssa);
    update_memory_ssa(cx, &facts, pending);
    let mssa = cx.analyses.memory_ssa(cx.module, cx.body);
    let mut pending = PendingUpdates::default();
    changed |= hoist(cx.module, cx.body, &facts, &mssa, &mut pending);
    drop(mssa);
    update_memory_ssa(cx, &facts, pending);
    let mut pending = PendingUpdates::default();
    let promoted = promote(
        cx.module,
        cx.function,
        cx.body,
        &facts,
        cx.names,
        cx.created,
        &mut pending,
    );
    update_memory_ssa(cx, &facts, pending);
    if promoted {
        super::lcssa::form_lcssa_nest(cx.module, cx.function, cx.body, h, cx.names);
    }
    changed | promoted
}

/// Tells the updater what a step of LICM did to memory instructions (MemorySSA stays cached and
/// right: LICM reports it preserved). `ATOMIR_CHECK_MSSA_UPDATES` checks it against a fresh build.
fn update_memory_ssa(cx: &mut LoopEditContext<'_>, f: &LoopFacts<'_>, pending: PendingUpdates) {
    if pending.is_empty() {
        return;
    }
    let ucx = UpdateContext {
        module: cx.module,
        body: cx.body,
        cfg: &f.cfg,
        dt: &f.dt,
    };
    let mssa = cx.analyses.memory_ssa_mut(cx.module, cx.body);
    update::apply(mssa, &ucx, pending);
    // A developer's check (environment variable `ATOMIR_CHECK_MSSA_UPDATES`): the updated
    // MemorySSA is compared with a fresh build; a difference is reported on stderr and the
    // fresh build is kept, so the run goes on with a MemorySSA that is right.
    if std::env::var_os("ATOMIR_CHECK_MSSA_UPDATES").is_some() {
        if let Err(e) = update::check_against_fresh_build(mssa, &ucx) {
            eprintln!("licm: {e}");
            *mssa =
                crate::analysis::memory_ssa::build::build(ucx.module, ucx.body, ucx.cfg, ucx.dt);
        }
    }
}

/// Whether a call carries the function attribute `name` (on the call or on the callee).
fn call_fn_flag(m: &Module, body: &FunctionBody, i: Inst, name: &str) -> bool {
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

/// Whether execution may not reach the instruction after `i` (LLVM's
/// `isGuaranteedToTransferExecutionToSuccessor` negated): a call that may unwind or may not
/// return, and the terminators that leave by unwinding.
fn may_not_continue(m: &Module, body: &FunctionBody, i: Inst) -> bool {
    match &body.dfg.insts[i].kind {
        InstKind::Call { .. } => {
            let name = super::mem2reg::callee_name(m, body, i).unwrap_or("");
            if name.starts_with("llvm.lifetime.")
                || name.starts_with("llvm.dbg.")
                || name == "llvm.assume"
            {
                return false;
            }
            !(call_fn_flag(m, body, i, "nounwind") && call_fn_flag(m, body, i, "willreturn"))
        }
        InstKind::Invoke { .. } | InstKind::CallBr { .. } | InstKind::Resume => true,
        _ => false,
    }
}

/// Whether an instruction of `b` may throw or not return (LLVM's `blockMayThrow`).
fn block_may_throw(m: &Module, body: &FunctionBody, b: Block) -> bool {
    body.layout
        .block_insts(b)
        .iter()
        .any(|&i| may_not_continue(m, body, i))
}

/// Instructions that compute a value and nothing else (no memory, no control flow, no trap).
fn is_pure_kind(kind: &InstKind) -> bool {
    matches!(
        kind,
        InstKind::FNeg { .. }
            | InstKind::Binary { .. }
            | InstKind::Cast { .. }
            | InstKind::ICmp { .. }
            | InstKind::FCmp { .. }
            | InstKind::Gep { .. }
            | InstKind::Select { .. }
            | InstKind::Freeze
            | InstKind::ExtractElement
            | InstKind::InsertElement
            | InstKind::ShuffleVector { .. }
            | InstKind::ExtractValue { .. }
            | InstKind::InsertValue { .. }
    )
}

/// LLVM's `isInstructionTriviallyDead` for the kinds atomir knows, once unused: no side
/// effects (a call that does not write memory, cannot unwind and returns).
fn is_trivially_dead(m: &Module, body: &FunctionBody, aa: &AliasAnalysis<'_>, i: Inst) -> bool {
    match &body.dfg.insts[i].kind {
        InstKind::Call { .. } => {
            !aa.call_effects(i).total().mod_
                && call_fn_flag(m, body, i, "nounwind")
                && call_fn_flag(m, body, i, "willreturn")
        }
        _ => is_trivially_dead_not_call(body, i),
    }
}

/// What the sinking walk asks alias analysis about one call of the loop.
struct CallFacts {
    trivially_dead: bool,
    side_effects: bool,
    hoistable: bool,
}

/// [`is_trivially_dead`] for an instruction that is not a call (no alias analysis needed).
fn is_trivially_dead_not_call(body: &FunctionBody, i: Inst) -> bool {
    let kind = &body.dfg.insts[i].kind;
    match kind {
        InstKind::Load { .. } => atomics::is_unordered(kind) && !atomics::is_volatile(kind),
        InstKind::Phi { .. } | InstKind::Alloca { .. } => true,
        // A call needs alias analysis ([`is_trivially_dead`]); without it, never dead.
        InstKind::Call { .. } => false,
        k => is_pure_kind(k),
    }
}

/// [`may_have_side_effects`] for an instruction that is not a call.
fn may_have_side_effects_not_call(body: &FunctionBody, i: Inst) -> bool {
    let kind = &body.dfg.insts[i].kind;
    match kind {
        InstKind::Load { .. } => !atomics::is_unordered(kind),
        // A call needs alias analysis ([`may_have_side_effects`]); without it, assumed.
        InstKind::Call { .. } => true,
        k => !is_pure_kind(k),
    }
}

fn in_subloop(f: &LoopFacts<'_>, b: Block) -> bool {
    f.li.loop_for(b) != Some(f.l)
}

/// The loop's blocks in the pre-order of the dominator tree (LLVM's `collectChildrenInLoop`).
fn dom_preorder(f: &LoopFacts<'_>) -> Vec<Block> {
    let mut out = vec![f.header()];
    let mut k = 0;
    while k < out.len() {
        let b = out[k];
        for &c in f.dt.children(b) {
            if f.contains(c) {
                out.push(c);
            }
        }
        k += 1;
    }
    out
}

/// LLVM's `mayHaveSideEffects`: writes memory (stores, volatile or ordered loads, calls that
/// write) or may not continue.
fn may_have_side_effects(m: &Module, body: &FunctionBody, aa: &AliasAnalysis<'_>, i: Inst) -> bool {
    match &body.dfg.insts[i].kind {
        InstKind::Call { .. } => aa.call_effects(i).total().mod_ || may_not_continue(m, body, i),
        _ => may_have_side_effects_not_call(body, i),
    }
}

/// LICM's sinking walk (`sinkRegion`): the loop's blocks in reverse dominator-tree order, each
/// bottom-up; an unused instruction without side effects is erased; one used only by phis in
/// exit blocks whose entries are all that instruction is copied into each such exit
/// (`<name>.le`, its operands from the loop through new `.lcssa` phis) and erased.
fn sink_region(
    m: &Module,
    body: &mut FunctionBody,
    f: &LoopFacts<'_>,
    mssa: &MemorySsa,
    names: &mut UniqueNames,
    pending: &mut PendingUpdates,
) -> bool {
    // Alias analysis answers only for calls here; they are asked of the body before any edit
    // (as the walk below would ask them of a copy of it), so no copy is needed.
    let order = dom_preorder(f);
    let mut call_facts: FxHashMap<Inst, CallFacts> = FxHashMap::default();
    {
        let body: &FunctionBody = body;
        let aa = AliasAnalysis::new(m, body);
        for &b in &order {
            if in_subloop(f, b) {
                continue;
            }
            for &i in body.layout.block_insts(b) {
                if matches!(body.dfg.insts[i].kind, InstKind::Call { .. }) {
                    call_facts.insert(
                        i,
                        CallFacts {
                            trivially_dead: is_trivially_dead(m, body, &aa, i),
                            side_effects: may_have_side_effects(m, body, &aa, i),
                            hoistable: can_hoist_call(m, body, &aa, f, mssa, i),
                        },
                    );
                }
            }
        }
    }
    let dedicated = f
        .exits
        .iter()
        .all(|&e| f.cfg.preds(e).iter().all(|&p| f.contains(p)));
    // Use lists, made once and kept right after each edit. The loop is in LCSSA form (the
    // adaptor formed it, LICM keeps it), so a value of the loop is used only in the loop, by
    // phis of its exits, or where LCSSA does not look: in unreachable blocks and by phis
    // through an unreachable incoming block. Only those blocks are read (the walk below asks
    // for the users of the loop's own values only).
    let mut uses = super::lcssa::FunctionUses::over_blocks(body, |b| {
        f.contains(b)
            || f.exits.contains(&b)
            || !f.dt.is_reachable(b)
            || f.cfg.preds(b).iter().any(|&p| !f.dt.is_reachable(p))
    });
    #[cfg(debug_assertions)]
    {
        let all = super::lcssa::FunctionUses::new(body);
        for &b in &order {
            for &i in body.layout.block_insts(b) {
                if let Some(v) = body.dfg.insts[i].result {
                    debug_assert_eq!(
                        uses.get(v),
                        all.get(v),
                        "a loop value used outside LCSSA's places"
                    );
                }
            }
        }
    }
    let mut changed = false;
    for &b in order.iter().rev() {
        if in_subloop(f, b) {
            continue;
        }
        let mut k = body.layout.block_insts(b).len();
        while k > 0 {
            k -= 1;
            let i = body.layout.block_insts(b)[k];
            let Some(v) = body.dfg.insts[i].result else {
                continue;
            };
            let mut users: Vec<Inst> = uses.get(v).iter().map(|u| u.inst).collect();
            users.dedup();
            if users.is_empty() {
                let dead = match call_facts.get(&i) {
                    Some(c) => c.trivially_dead,
                    None => is_trivially_dead_not_call(body, i),
                };
                if dead {
                    body.layout.remove_inst(i);
                    pending.removed(i);
                    if let Some(n) = body.dfg.values[v].name.clone() {
                        names.release(&n);
                    }
                    changed = true;
                    uses.refresh(body, &value_operands(body, i), &[]);
                    k = k.min(body.layout.block_insts(b).len());
                }
                continue;
            }
            let side_effects = match call_facts.get(&i) {
                Some(c) => c.side_effects,
                None => may_have_side_effects_not_call(body, i),
            };
            if !dedicated || side_effects {
                continue;
            }
            // Every user a phi outside the loop whose entries are all `v`.
            let all_exit_phis = users.iter().all(|&u| {
                body.dfg.is_phi(u)
                    && body.layout.inst_block(u).is_some_and(|ub| !f.contains(ub))
                    && body.dfg.insts[u]
                        .args
                        .chunks(2)
                        .all(|pair| pair[0] == Operand::Value(v))
            });
            if !all_exit_phis {
                continue;
            }
            let can = match &body.dfg.insts[i].kind {
                InstKind::Load { .. } => {
                    atomics::is_unordered(&body.dfg.insts[i].kind)
                        && mssa.access_of(i).is_some_and(|id| {
                            !f.li.data(f.l).blocks.iter().any(|&lb| {
                                mssa.block_accesses(lb).iter().any(|&d| {
                                    matches!(mssa.access(d).kind, AccessKind::Def(_))
                                        && (lb != b || !mssa_def_before(mssa, lb, d, id))
                                })
                            })
                        })
                }
                InstKind::Call { .. } => call_facts.get(&i).is_some_and(|c| c.hoistable),
                k => is_pure_kind(k),
            };
            if !can {
                continue;
            }
            // What the sinking changes the uses of: `v`, its operands, and the phis it
            // replaces (their users take the copies).
            let mut touched = value_operands(body, i);
            touched.push(v);
            touched.extend(users.iter().filter_map(|&u| body.dfg.insts[u].result));
            let made = sink(body, f, i, &users, names, pending);
            uses.refresh(body, &touched, &made);
            changed = true;
            k = k.min(body.layout.block_insts(b).len());
        }
    }
    changed
}

/// Whether the access `def` comes before `user` in block `b`'s access list.
fn mssa_def_before(
    mssa: &MemorySsa,
    b: Block,
    def: crate::analysis::memory_ssa::AccessId,
    user: crate::analysis::memory_ssa::AccessId,
) -> bool {
    let list = mssa.block_accesses(b);
    let pd = list.iter().position(|&x| x == def);
    let pu = list.iter().position(|&x| x == user);
    matches!((pd, pu), (Some(d), Some(u)) if d < u)
}

/// The values among `i`'s operands.
fn value_operands(body: &FunctionBody, i: Inst) -> Vec<Value> {
    body.dfg.insts[i]
        .args
        .iter()
        .filter_map(|a| match a {
            Operand::Value(x) => Some(*x),
            _ => None,
        })
        .collect()
}

/// Copies `i` into the exit block of each of its phi users, replaces the phis by the copies,
/// and erases `i`. Returns the instructions it made (the copies and their `.lcssa` phis).
fn sink(
    body: &mut FunctionBody,
    f: &LoopFacts<'_>,
    i: Inst,
    users: &[Inst],
    names: &mut UniqueNames,
    pending: &mut PendingUpdates,
) -> Vec<Inst> {
    let v = body.dfg.insts[i].result.expect("a value");
    let mut made: Vec<Inst> = Vec::new();
    let mut copies: Vec<(Block, crate::ir::function::Value)> = Vec::new();
    for &phi in users {
        let Some(exit) = body.layout.inst_block(phi) else {
            continue;
        };
        let copy = match copies.iter().find(|(b, _)| *b == exit) {
            Some(&(_, c)) => c,
            None => {
                let data = body.dfg.insts[i].clone();
                let new = body
                    .dfg
                    .make_inst(data.kind.clone(), data.args.clone(), data.ty);
                body.dfg.insts[new].attachments = data
                    .attachments
                    .iter()
                    .filter(|(k, _)| {
                        crate::ir::metadata::FIXED_MD_KINDS.get(*k as usize) != Some(&"dbg")
                    })
                    .cloned()
                    .collect();
                let name = body.dfg.values[v]
                    .name
                    .clone()
                    .and_then(|n| names.make(&format!("{n}.le")));
                let nv = body.dfg.make_result(new, name);
                let at = body
                    .layout
                    .block_insts(exit)
                    .iter()
                    .copied()
                    .find(|&x| {
                        !body.dfg.is_phi(x)
                            && !matches!(
                                body.dfg.insts[x].kind,
                                InstKind::LandingPad { .. }
                                    | InstKind::CatchPad
                                    | InstKind::CleanupPad
                            )
                    })
                    .expect("a terminated block");
                body.layout.insert_inst_before(new, at);
                pending.inserted(new);
                made.push(new);
                // Operands from inside a loop that does not contain the exit go through a
                // `.lcssa` phi with the replaced phi's incoming blocks.
                let incoming: Vec<Operand> = body.dfg.insts[phi]
                    .args
                    .chunks(2)
                    .map(|pair| pair[1])
                    .collect();
                for k in 0..body.dfg.insts[new].args.len() {
                    let Operand::Value(op) = body.dfg.insts[new].args[k] else {
                        continue;
                    };
                    let ValueDef::Inst(d) = body.dfg.values[op].def else {
                        continue;
                    };
                    let Some(db) = body.layout.inst_block(d) else {
                        continue;
                    };
                    let Some(ol) = f.li.loop_for(db) else {
                        continue;
                    };
                    if f.li.contains(ol, exit) {
                        continue;
                    }
                    let ty = body.dfg.values[op].ty;
                    let base = format!(
                        "{}.lcssa",
                        body.dfg.values[op].name.as_deref().unwrap_or("")
                    );
                    let op_phi = body.dfg.make_inst(
                        InstKind::Phi {
                            fmf: Default::default(),
                        },
                        Vec::new(),
                        ty,
                    );
                    let pv = body.dfg.make_result(op_phi, names.make(&base));
                    body.layout.prepend_inst(op_phi, exit);
                    made.push(op_phi);
                    for &blk in &incoming {
                        body.dfg.insts[op_phi].args.push(Operand::Value(op));
                        body.dfg.insts[op_phi].args.push(blk);
                    }
                    body.dfg.insts[new].args[k] = Operand::Value(pv);
                }
                copies.push((exit, nv));
                nv
            }
        };
        let pr = body.dfg.insts[phi].result.expect("a phi has a result");
        body.dfg
            .replace_all_uses(&body.layout, pr, Operand::Value(copy));
        body.layout.remove_inst(phi);
        if let Some(n) = body.dfg.values[pr].name.clone() {
            names.release(&n);
        }
    }
    body.layout.remove_inst(i);
    pending.removed(i);
    if let Some(n) = body.dfg.values[v].name.clone() {
        names.release(&n);
    }
    made
}

fn is_invariant(body: &FunctionBody, f: &LoopFacts<'_>, op: Operand) -> bool {
    match op {
        Operand::Value(v) => match body.dfg.values[v].def {
            ValueDef::Inst(d) => body.layout.inst_block(d).is_none_or(|b| !f.contains(b)),
            _ => true,
        },
        _ => true,
    }
}

/// The loop's blocks in reverse post-order of a depth-first walk from the header that stays in
/// the loop (LLVM's `LoopBlocksRPO`).
fn loop_rpo(body: &FunctionBody, f: &LoopFacts<'_>) -> Vec<Block> {
    let mut post = Vec::new();
    let mut seen = vec![f.header()];
    let mut stack: Vec<(Block, usize)> = vec![(f.header(), 0)];
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        let succs = body.dfg.successors(terminator(body, b));
        if let Some(&s) = succs.get(*next) {
            *next += 1;
            if f.contains(s) && !seen.contains(&s) {
                seen.push(s);
                stack.push((s, 0));
            }
        } else {
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// LLVM's `isGuaranteedToExecute` (ICF flavour): nothing before `i` in its block may throw, and
/// every path through the loop leads to its block.
fn guaranteed_to_execute(m: &Module, body: &FunctionBody, f: &LoopFacts<'_>, i: Inst) -> bool {
    let b = body.layout.inst_block(i).expect("placed");
    for &x in body.layout.block_insts(b) {
        if x == i {
            break;
        }
        if may_not_continue(m, body, x) {
            return false;
        }
    }
    if b == f.header() {
        return true;
    }
    if f.any_may_throw {
        return false;
    }
    // Transitive predecessors of b inside the loop, up to the header.
    let cfg_preds = |x: Block| -> Vec<Block> { f.cfg.preds(x).to_vec() };
    let mut preds: Vec<Block> = Vec::new();
    let mut work = vec![b];
    while let Some(x) = work.pop() {
        for p in cfg_preds(x) {
            if !f.contains(p) || preds.contains(&p) {
                continue;
            }
            preds.push(p);
            if p != f.header() {
                work.push(p);
            }
        }
    }
    for &p in &preds {
        if f.dt.dominates(b, p) {
            continue;
        }
        for s in body.dfg.successors(terminator(body, p)) {
            if s != b && !preds.contains(&s) {
                return false;
            }
        }
    }
    true
}

/// Bytes of a type as stored, if atomir knows them.
fn store_size(aa: &AliasAnalysis<'_>, t: crate::ir::types::Type) -> Option<u64> {
    aa.store_size(t)
}

/// Whether `ptr` points at an alloca or a global at least `size` bytes large and aligned to
/// `align` (LLVM's `isDereferenceableAndAlignedPointer` for those objects).
fn dereferenceable(
    m: &Module,
    body: &FunctionBody,
    aa: &AliasAnalysis<'_>,
    ptr: Operand,
    size: u64,
    align: u64,
) -> bool {
    match ptr {
        Operand::Value(v) => {
            let ValueDef::Inst(d) = body.dfg.values[v].def else {
                return false;
            };
            match &body.dfg.insts[d].kind {
                InstKind::Alloca {
                    allocated,
                    align: a,
                    ..
                } => {
                    body.dfg.insts[d]
                        .args
                        .first()
                        .is_none_or(|n| aa.const_int_value(*n) == Some(1))
                        && store_size(aa, *allocated).is_some_and(|s| s >= size)
                        && a.unwrap_or(1) >= align
                }
                _ => false,
            }
        }
        Operand::Const(c) => {
            let ConstantData::Global { global: g, .. } = m.constants.data(c) else {
                return false;
            };
            match &m.globals[*g].kind {
                GlobalKind::Variable(var) => {
                    var.init.is_some()
                        && store_size(aa, var.value_ty).is_some_and(|s| s >= size)
                        && var.align.unwrap_or(1) >= align
                }
                _ => false,
            }
        }
        _ => false,
    }
}

/// LLVM's `isSafeToSpeculativelyExecute` for the kinds LICM hoists.
fn safe_to_speculate(m: &Module, body: &FunctionBody, aa: &AliasAnalysis<'_>, i: Inst) -> bool {
    let d = &body.dfg.insts[i];
    match &d.kind {
        InstKind::Binary { op, .. } => {
            use crate::ir::instructions::BinaryOp;
            match op {
                BinaryOp::UDiv | BinaryOp::URem => {
                    aa.const_int_value(d.args[1]).is_some_and(|c| c != 0)
                }
                BinaryOp::SDiv | BinaryOp::SRem => aa
                    .const_int_value(d.args[1])
                    .is_some_and(|c| c != 0 && c != -1),
                _ => true,
            }
        }
        InstKind::Load { align, .. } => {
            let Some(size) = store_size(aa, d.ty) else {
                return false;
            };
            dereferenceable(m, body, aa, d.args[0], size, align.unwrap_or(1))
        }
        k => is_pure_kind(k),
    }
}

fn hoist(
    m: &Module,
    body: &mut FunctionBody,
    f: &LoopFacts<'_>,
    mssa: &MemorySsa,
    pending: &mut PendingUpdates,
) -> bool {
    let ph_term = terminator(body, f.preheader);
    let blocks = loop_rpo(body, f);
    // Hoisting decisions read the body as it was, apart from where hoisted values now live:
    // they are all made first, on the body unchanged (no copy of it), and the moves applied
    // after, in the order decided.
    let mut hoisted: Vec<(Inst, bool)> = Vec::new();
    {
        let body: &FunctionBody = body;
        let mut aa = AliasAnalysis::new(m, body);
        let walker = mssa.walker(&f.dt);
        let was_hoisted =
            |hoisted: &[(Inst, bool)], def: Inst| hoisted.iter().any(|&(h, _)| h == def);
        for b in blocks {
            if in_subloop(f, b) {
                continue;
            }
            for &i in body.layout.block_insts(b) {
                let d = &body.dfg.insts[i];
                if d.kind.is_terminator() || body.dfg.is_phi(i) {
                    continue;
                }
                let invariant = d.args.iter().all(|&op| match op {
                    Operand::Value(v) => match body.dfg.values[v].def {
                        ValueDef::Inst(def) => {
                            was_hoisted(&hoisted, def) || is_invariant(body, f, op)
                        }
                        _ => true,
                    },
                    _ => true,
                });
                if !invariant {
                    continue;
                }
                let can = match &d.kind {
                    InstKind::Load { .. } => {
                        atomics::is_unordered(&d.kind)
                            && mssa.access_of(i).is_some_and(|id| {
                                let src = walker.clobbering_access(&mut aa, id);
                                let a = mssa.access(src);
                                a.kind == AccessKind::LiveOnEntry
                                    || a.block.is_none_or(|sb| !f.contains(sb))
                            })
                    }
                    InstKind::Store { .. } => {
                        atomics::is_unordered(&d.kind) && only_memory_access(body, f, mssa, i)
                    }
                    InstKind::Call { .. } => can_hoist_call(m, body, &aa, f, mssa, i),
                    k => is_pure_kind(k),
                };
                if !can {
                    continue;
                }
                let guaranteed = guaranteed_to_execute(m, body, f, i);
                if !guaranteed && !safe_to_speculate(m, body, &aa, i) {
                    continue;
                }
                hoisted.push((i, guaranteed));
            }
        }
    }
    let dbg = crate::ir::metadata::FIXED_MD_KINDS
        .iter()
        .position(|k| *k == "dbg")
        .map(|k| k as u32);
    for &(i, guaranteed) in &hoisted {
        body.layout.remove_inst(i);
        body.layout.insert_inst_before(i, ph_term);
        pending.moved(i);
        if !guaranteed {
            body.dfg.insts[i]
                .attachments
                .retain(|(k, _)| Some(*k) == dbg);
        }
    }
    !hoisted.is_empty()
}

/// LICM's rule for calls: one that cannot unwind and is not `convergent` moves when it does
/// not touch memory, or only reads it and nothing in the loop writes memory.
fn can_hoist_call(
    m: &Module,
    body: &FunctionBody,
    aa: &AliasAnalysis<'_>,
    f: &LoopFacts<'_>,
    mssa: &MemorySsa,
    i: Inst,
) -> bool {
    let name = super::mem2reg::callee_name(m, body, i).unwrap_or("");
    if name.starts_with("llvm.dbg.") {
        return false;
    }
    if !call_fn_flag(m, body, i, "nounwind") || call_fn_flag(m, body, i, "convergent") {
        return false;
    }
    if name == "llvm.assume" {
        return true;
    }
    let effects = aa.call_effects(i).total();
    if !effects.any() {
        return true;
    }
    if !effects.mod_ {
        // Nothing in the loop writes memory (no MemoryDef).
        return f.li.data(f.l).blocks.iter().all(|&b| {
            mssa.block_accesses(b)
                .iter()
                .all(|&id| !matches!(mssa.access(id).kind, AccessKind::Def(_)))
        });
    }
    false
}

/// Whether `i` is the only memory access of the loop.
fn only_memory_access(body: &FunctionBody, f: &LoopFacts<'_>, mssa: &MemorySsa, i: Inst) -> bool {
    let mut n = 0;
    for &b in &f.li.data(f.l).blocks {
        for &id in mssa.block_accesses(b) {
            if let AccessKind::Def(x) | AccessKind::Use(x) = mssa.access(id).kind {
                n += 1;
                if x != i {
                    return false;
                }
            }
        }
    }
    let _ = body;
    n == 1
}

/// One alias set of the loop's promotable accesses.
struct AliasSetOf {
    ptrs: Vec<Operand>,
    locs: Vec<MemoryLocation>,
    insts: Vec<Inst>,
    must: bool,
    has_mod: bool,
    has_ref: bool,
}

fn promote(
    m: &Module,
    g: crate::ir::module::GlobalValue,
    body: &mut FunctionBody,
    f: &LoopFacts<'_>,
    names: &mut UniqueNames,
    created: &mut Vec<Inst>,
    pending: &mut PendingUpdates,
) -> bool {
    if f.exits.iter().any(|&e| {
        matches!(
            body.dfg.insts[terminator(body, e)].kind,
            InstKind::CatchSwitch { .. }
        )
    }) {
        return false;
    }
    // Promotion needs dedicated exits (every exit entered from the loop only).
    if f.exits
        .iter()
        .any(|&e| f.cfg.preds(e).iter().any(|&p| !f.contains(p)))
    {
        return false;
    }
    // Where each exit's stores go: before its first instruction that is not a phi, as the
    // loop was when LICM started on it.
    let insert_pts: Vec<Inst> = f
        .exits
        .iter()
        .map(|&e| {
            // LLVM's `getFirstInsertionPt`: after the phis and an exception-handling pad.
            *body
                .layout
                .block_insts(e)
                .iter()
                .find(|&&i| {
                    !body.dfg.is_phi(i)
                        && !matches!(
                            body.dfg.insts[i].kind,
                            InstKind::LandingPad { .. } | InstKind::CatchPad | InstKind::CleanupPad
                        )
                })
                .expect("a terminated block")
        })
        .collect();
    let mut any = false;
    loop {
        let mut local = false;
        // Most rounds (and most loops) find nothing to promote: that is found on the body
        // itself, and only a round that promotes copies it.
        if candidates(m, body, &mut AliasAnalysis::new(m, body), f).is_empty() {
            break;
        }
        // The round's facts are read from the body as the round began: promoting one set
        // leaves the other sets' accesses, the CFG and the pointers' uses as they were.
        let snapshot = body.clone();
        let mut aa = AliasAnalysis::new(m, &snapshot);
        let uses = snapshot.dfg.value_uses(&snapshot.layout);
        let sets = candidates(m, &snapshot, &mut aa, f);
        let seen = Seen {
            body: &snapshot,
            aa: &aa,
            uses: &uses,
        };
        for (set, reads_outside) in sets {
            if promote_set(
                m,
                g,
                body,
                &seen,
                f,
                &set,
                reads_outside,
                &insert_pts,
                names,
                created,
                pending,
            ) {
                local = true;
            }
        }
        any |= local;
        if !local {
            break;
        }
    }
    any
}

/// The loop's memory instructions in block order.
fn loop_memory_insts(body: &FunctionBody, f: &LoopFacts<'_>) -> Vec<Inst> {
    let mut out = Vec::new();
    for &b in &f.li.data(f.l).blocks {
        for &i in body.layout.block_insts(b) {
            if touches_memory(&body.dfg.insts[i].kind) {
                out.push(i);
            }
        }
    }
    out
}

fn touches_memory(kind: &InstKind) -> bool {
    matches!(
        kind,
        InstKind::Load { .. }
            | InstKind::Store { .. }
            | InstKind::Fence { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::Call { .. }
            | InstKind::Invoke { .. }
            | InstKind::CallBr { .. }
            | InstKind::VaArg
    )
}

/// LLVM's `collectPromotionCandidates`: must-alias sets that store, with no other access of
/// the loop writing them; whether another access reads them.
fn candidates(
    m: &Module,
    body: &FunctionBody,
    aa: &mut AliasAnalysis<'_>,
    f: &LoopFacts<'_>,
) -> Vec<(Vec<Operand>, bool)> {
    let insts = loop_memory_insts(body, f);
    let mut sets: Vec<AliasSetOf> = Vec::new();
    let mut attempted: Vec<Inst> = Vec::new();
    for &i in &insts {
        let d = &body.dfg.insts[i];
        let ptr = match d.kind {
            InstKind::Load { .. } => d.args[0],
            InstKind::Store { .. } => d.args[1],
            _ => continue,
        };
        if matches!(ptr, Operand::Const(c) if !matches!(m.constants.data(c), ConstantData::Global { .. }))
            || !is_invariant(body, f, ptr)
        {
            continue;
        }
        let is_load = matches!(d.kind, InstKind::Load { .. });
        if is_load && !atomics::is_unordered(&d.kind) && atomics::has_acquire_semantics(&d.kind) {
            // Stronger than monotonic: an unknown instruction to the alias sets.
            continue;
        }
        if !is_load && atomics::has_release_semantics(&d.kind) {
            continue;
        }
        let Some(loc) = aa.location(i) else { continue };
        attempted.push(i);
        let mut hits: Vec<usize> = Vec::new();
        let mut must_all = true;
        for (k, s) in sets.iter().enumerate() {
            let mut hit = false;
            for l2 in &s.locs {
                match aa.alias(loc, *l2) {
                    AliasResult::NoAlias => {}
                    AliasResult::MustAlias => hit = true,
                    _ => {
                        hit = true;
                        must_all = false;
                    }
                }
            }
            if hit {
                hits.push(k);
            }
        }
        let new = AliasSetOf {
            ptrs: vec![ptr],
            locs: vec![loc],
            insts: vec![i],
            must: true,
            has_mod: !is_load,
            has_ref: is_load,
        };
        if hits.is_empty() {
            sets.push(new);
            continue;
        }
        let first = hits[0];
        let mut merged = new;
        merged.must = must_all && hits.len() == 1;
        for &k in hits.iter().rev() {
            let s = if k == first {
                std::mem::replace(
                    &mut sets[k],
                    AliasSetOf {
                        ptrs: vec![],
                        locs: vec![],
                        insts: vec![],
                        must: true,
                        has_mod: false,
                        has_ref: false,
                    },
                )
            } else {
                sets.remove(k)
            };
            let mut ptrs = s.ptrs;
            for p in merged.ptrs.drain(..) {
                if !ptrs.contains(&p) {
                    ptrs.push(p);
                }
            }
            merged = AliasSetOf {
                ptrs,
                locs: s.locs.into_iter().chain(merged.locs).collect(),
                insts: s.insts.into_iter().chain(merged.insts).collect(),
                must: s.must && merged.must,
                has_mod: s.has_mod || merged.has_mod,
                has_ref: s.has_ref || merged.has_ref,
            };
        }
        sets[first] = merged;
    }
    let mut out: Vec<(AliasSetOf, bool)> = sets
        .into_iter()
        .filter(|s| s.has_mod && s.must)
        .map(|s| (s, false))
        .collect();
    for &i in &insts {
        if attempted.contains(&i) {
            continue;
        }
        out.retain_mut(|(s, reads)| {
            let mut mr = crate::analysis::alias::ModRef::NONE;
            for loc in &s.locs {
                mr = mr.union(aa.mod_ref(i, *loc));
            }
            if mr.mod_ {
                return false;
            }
            if mr.ref_ {
                *reads = true;
                return s.has_ref;
            }
            true
        });
    }
    out.into_iter().map(|(s, r)| (s.ptrs, r)).collect()
}

/// The body as a promotion round began, with its alias analysis and use lists.
struct Seen<'a> {
    body: &'a FunctionBody,
    aa: &'a AliasAnalysis<'a>,
    uses: &'a SecondaryMap<Value, Vec<crate::ir::function::Use>>,
}

/// Whether `obj` is an alloca whose address never escapes (only loads, stores to it, GEPs and
/// lifetime markers use it): no other thread can see it, and writing it is allowed.
fn is_local_not_captured(
    m: &Module,
    body: &FunctionBody,
    uses: &SecondaryMap<Value, Vec<crate::ir::function::Use>>,
    obj: Operand,
) -> bool {
    let Operand::Value(v) = obj else { return false };
    let ValueDef::Inst(d) = body.dfg.values[v].def else {
        return false;
    };
    if !matches!(body.dfg.insts[d].kind, InstKind::Alloca { .. }) {
        return false;
    }
    let mut work = vec![v];
    let mut seen = vec![v];
    while let Some(x) = work.pop() {
        for u in uses.get(x) {
            let ud = &body.dfg.insts[u.inst];
            match &ud.kind {
                InstKind::Load { .. } => {}
                InstKind::Store { .. } if u.operand == 1 => {}
                InstKind::Gep { .. } if u.operand == 0 => {
                    if let Some(r) = ud.result {
                        if !seen.contains(&r) {
                            seen.push(r);
                            work.push(r);
                        }
                    }
                }
                InstKind::Call { .. } => {
                    let n = super::mem2reg::callee_name(m, body, u.inst).unwrap_or("");
                    if !n.starts_with("llvm.lifetime.") {
                        return false;
                    }
                }
                _ => return false,
            }
        }
    }
    true
}

/// The object a pointer is based on (through GEPs).
fn underlying_object(body: &FunctionBody, mut p: Operand) -> Operand {
    loop {
        let Operand::Value(v) = p else { return p };
        let ValueDef::Inst(d) = body.dfg.values[v].def else {
            return p;
        };
        match body.dfg.insts[d].kind {
            InstKind::Gep { .. } => p = body.dfg.insts[d].args[0],
            _ => return p,
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn promote_set(
    m: &Module,
    g: crate::ir::module::GlobalValue,
    body: &mut FunctionBody,
    seen: &Seen<'_>,
    f: &LoopFacts<'_>,
    ptrs: &[Operand],
    reads_outside: bool,
    insert_pts: &[Inst],
    names: &mut UniqueNames,
    created: &mut Vec<Inst>,
    pending: &mut PendingUpdates,
) -> bool {
    #[derive(PartialEq)]
    enum Safety {
        Safe,
        Unsafe,
        Unknown,
    }
    let some_ptr = ptrs[0];
    let mut safety = if reads_outside {
        Safety::Unsafe
    } else {
        Safety::Unknown
    };
    let object = underlying_object(body, some_ptr);
    if safety == Safety::Unknown
        && f.any_may_throw
        && !is_local_not_captured(m, seen.body, seen.uses, object)
    {
        safety = Safety::Unsafe;
    }
    let (snapshot, aa, uses) = (seen.body, seen.aa, seen.uses);
    let mut deref_in_ph = false;
    let mut store_guaranteed = false;
    let mut found_load = false;
    let mut align: u64 = 1;
    let mut saw_atomic = false;
    let mut saw_plain = false;
    let mut access_ty = None;
    let mut loop_uses: Vec<Inst> = Vec::new();
    for &p in ptrs {
        let Operand::Value(pv) = p else {
            // A global's uses: every load/store of the loop through it.
            for &i in &loop_memory_insts(body, f) {
                let d = &body.dfg.insts[i];
                let hit = match d.kind {
                    InstKind::Load { .. } => d.args[0] == p,
                    InstKind::Store { .. } => d.args[1] == p,
                    _ => false,
                };
                if hit && !loop_uses.contains(&i) {
                    loop_uses.push(i);
                }
            }
            continue;
        };
        for u in uses.get(pv).iter().rev() {
            let d = &body.dfg.insts[u.inst];
            let Some(ub) = body.layout.inst_block(u.inst) else {
                continue;
            };
            if !f.contains(ub) {
                continue;
            }
            match d.kind {
                InstKind::Load { .. } => {}
                InstKind::Store { .. } if u.operand == 1 => {}
                _ => continue,
            }
            if !loop_uses.contains(&u.inst) {
                loop_uses.push(u.inst);
            }
        }
    }
    // Globals: LLVM walks the global's use list, newest first.
    if matches!(some_ptr, Operand::Const(_)) {
        loop_uses.reverse();
    }
    // Uses this run created are the newest in LLVM's use lists: they come first, newest
    // first.
    let mut fresh: Vec<Inst> = loop_uses
        .iter()
        .copied()
        .filter(|i| created.contains(i))
        .collect();
    fresh.sort_by_key(|i| std::cmp::Reverse(created.iter().position(|c| c == i)));
    if !fresh.is_empty() {
        let old: Vec<Inst> = loop_uses
            .iter()
            .copied()
            .filter(|i| !created.contains(i))
            .collect();
        loop_uses = fresh.into_iter().chain(old).collect();
    }
    for &i in &loop_uses {
        let d = &body.dfg.insts[i];
        let a = match d.kind {
            InstKind::Load { align, .. } | InstKind::Store { align, .. } => align.unwrap_or(1),
            _ => 1,
        };
        let ty = match d.kind {
            InstKind::Load { .. } => d.ty,
            _ => match d.args[0] {
                Operand::Value(v) => body.dfg.values[v].ty,
                Operand::Const(c) => m.constants.ty(c),
                _ => return false,
            },
        };
        if !atomics::is_unordered(&d.kind) || atomics::is_volatile(&d.kind) {
            return false;
        }
        if atomics::is_atomic(&d.kind) {
            saw_atomic = true;
        } else {
            saw_plain = true;
        }
        if matches!(d.kind, InstKind::Load { .. }) {
            found_load = true;
            if (!deref_in_ph || a > align)
                && (safe_to_speculate(m, snapshot, aa, i)
                    || guaranteed_to_execute(m, snapshot, f, i))
            {
                deref_in_ph = true;
                align = align.max(a);
            }
        } else {
            let guaranteed = guaranteed_to_execute(m, snapshot, f, i);
            store_guaranteed |= guaranteed;
            if guaranteed {
                deref_in_ph = true;
                if safety == Safety::Unknown {
                    safety = Safety::Safe;
                }
                align = align.max(a);
            }
            let sb = body.layout.inst_block(i).expect("placed");
            if safety == Safety::Unknown && f.exits.iter().all(|&e| f.dt.dominates(sb, e)) {
                safety = Safety::Safe;
            }
            if !deref_in_ph {
                deref_in_ph = store_size(aa, ty)
                    .is_some_and(|s| dereferenceable(m, snapshot, aa, d.args[1], s, a));
            }
        }
        match access_ty {
            None => access_ty = Some(ty),
            Some(t) if t != ty => return false,
            _ => {}
        }
    }
    let Some(access_ty) = access_ty else {
        return false;
    };
    if saw_atomic && saw_plain {
        return false;
    }
    if saw_atomic && store_size(aa, access_ty).is_none_or(|s| align < s) {
        return false;
    }
    if !deref_in_ph {
        return false;
    }
    if safety == Safety::Unknown && is_local_not_captured(m, seen.body, seen.uses, object) {
        safety = Safety::Safe;
    }
    let can_store = safety == Safety::Safe;
    if !can_store && !found_load {
        return false;
    }
    // The promotion.
    let preds = crate::print::llvm_block_preds(m, g, body);
    let base = {
        let d = &body.dfg.insts[loop_uses[0]];
        let v = match d.kind {
            InstKind::Load { .. } => d.result.map(Operand::Value),
            _ => Some(d.args[0]),
        };
        match v {
            Some(Operand::Value(v)) => body.dfg.values[v].name.as_deref().unwrap_or("").to_string(),
            _ => String::new(),
        }
    };
    let mut ssa = SsaUpdater::new(access_ty, &base);
    let ph_term = terminator(body, f.preheader);
    let atomic = if saw_atomic {
        Some(crate::ir::instructions::Atomic {
            scope: None,
            ordering: crate::ir::instructions::Ordering::Unordered,
        })
    } else {
        None
    };
    let mut pre_load = None;
    if found_load || !store_guaranteed {
        let ptr_name = match some_ptr {
            Operand::Value(v) => body.dfg.values[v].name.as_deref().unwrap_or("").to_string(),
            Operand::Const(c) => match m.constants.data(c) {
                ConstantData::Global { global: gv, .. } => match &m.globals[*gv].name {
                    crate::ir::module::GlobalName::Named(n) => n.clone(),
                    crate::ir::module::GlobalName::Numbered(_) => String::new(),
                },
                _ => String::new(),
            },
            _ => String::new(),
        };
        let ld = body.dfg.make_inst(
            InstKind::Load {
                volatile: false,
                atomic: atomic.clone(),
                align: Some(align),
            },
            vec![some_ptr],
            access_ty,
        );
        let lv = body
            .dfg
            .make_result(ld, names.make(&format!("{ptr_name}.promoted")));
        body.layout.insert_inst_before(ld, ph_term);
        pending.inserted(ld);
        ssa.add_available(f.preheader, Operand::Value(lv));
        ssa.fallback = Some(Operand::Value(lv));
        pre_load = Some(ld);
    } else {
        let Some(p) = m.constants.find(&ConstantData::Poison(access_ty)) else {
            return false;
        };
        ssa.add_available(f.preheader, Operand::Const(p));
        ssa.fallback = Some(Operand::Const(p));
    }
    // LoadAndStorePromoter::run.
    let mut by_block: Vec<(Block, Vec<Inst>)> = Vec::new();
    for &i in &loop_uses {
        let b = body.layout.inst_block(i).expect("placed");
        match by_block.iter_mut().find(|(x, _)| *x == b) {
            Some((_, v)) => v.push(i),
            None => by_block.push((b, vec![i])),
        }
    }
    let mut live_in_loads: Vec<Inst> = Vec::new();
    let mut replaced: Vec<(Inst, Operand)> = Vec::new();
    let mut done: Vec<Block> = Vec::new();
    for &i in &loop_uses {
        let b = body.layout.inst_block(i).expect("placed");
        if done.contains(&b) {
            continue;
        }
        done.push(b);
        let list = by_block
            .iter()
            .find(|(x, _)| *x == b)
            .expect("grouped")
            .1
            .clone();
        let is_store =
            |body: &FunctionBody, x: Inst| matches!(body.dfg.insts[x].kind, InstKind::Store { .. });
        if list.len() == 1 {
            if is_store(body, i) {
                ssa.add_available(b, body.dfg.insts[i].args[0]);
            } else {
                live_in_loads.push(i);
            }
            continue;
        }
        if !list.iter().any(|&x| is_store(body, x)) {
            live_in_loads.extend(list);
            continue;
        }
        let mut sorted = list;
        sorted.sort_by_key(|&x| body.layout.inst_position(x).1);
        let mut stored: Option<Operand> = None;
        for x in sorted {
            if is_store(body, x) {
                stored = Some(body.dfg.insts[x].args[0]);
            } else if let Some(s) = stored {
                let r = body.dfg.insts[x].result.expect("a load has a result");
                body.dfg.replace_all_uses(&body.layout, r, s);
                replaced.push((x, s));
            } else {
                live_in_loads.push(x);
            }
        }
        ssa.add_available(b, stored.expect("a store in the block"));
    }
    for &ld in &live_in_loads {
        let b = body.layout.inst_block(ld).expect("placed");
        let v = ssa.value_in_middle(body, &preds, b, names);
        let r = body.dfg.insts[ld].result.expect("a load has a result");
        body.dfg.replace_all_uses(&body.layout, r, v);
        replaced.push((ld, v));
    }
    // Stores in the exits.
    if can_store {
        for (k, &e) in f.exits.iter().enumerate() {
            let live = ssa.value_in_middle(body, &preds, e, names);
            let live = lcssa_phi_for(body, f, &preds, live, e, names);
            let ptr = lcssa_phi_for(body, f, &preds, some_ptr, e, names);
            let void = body.dfg.insts[insert_pts[k]].ty;
            let void = if body.dfg.insts[insert_pts[k]].kind.is_terminator() {
                void
            } else {
                body.dfg.insts[terminator(body, e)].ty
            };
            let st = body.dfg.make_inst(
                InstKind::Store {
                    volatile: false,
                    atomic: atomic.clone(),
                    align: Some(align),
                },
                vec![live, ptr],
                void,
            );
            body.layout.insert_inst_before(st, insert_pts[k]);
            pending.inserted(st);
            created.push(st);
        }
    }
    // Delete the promoted accesses. A load whose value was taken as a block's live-out value
    // before the load itself was replaced still has uses: they get its final replacement.
    let resolve = |mut op: Operand| {
        for _ in 0..replaced.len() + 1 {
            let Operand::Value(v) = op else { break };
            let ValueDef::Inst(d) = body.dfg.values[v].def else {
                break;
            };
            match replaced.iter().find(|(x, _)| *x == d) {
                Some(&(_, next)) if next != op => op = next,
                _ => break,
            }
        }
        op
    };
    let fixes: Vec<(Value, Operand)> = loop_uses
        .iter()
        .filter_map(|&i| {
            let r = body.dfg.insts[i].result?;
            let to = resolve(Operand::Value(r));
            (to != Operand::Value(r)).then_some((r, to))
        })
        .collect();
    for (r, to) in fixes {
        body.dfg.replace_all_uses(&body.layout, r, to);
    }
    for &i in &loop_uses {
        if !can_store && matches!(body.dfg.insts[i].kind, InstKind::Store { .. }) {
            continue;
        }
        if body.layout.inst_block(i).is_some() {
            body.layout.remove_inst(i);
            pending.removed(i);
            if let Some(r) = body.dfg.insts[i].result {
                if let Some(n) = body.dfg.values[r].name.clone() {
                    names.release(&n);
                }
            }
        }
    }
    if let Some(ld) = pre_load {
        let r = body.dfg.insts[ld].result.expect("a load has a result");
        let used = body
            .layout
            .insts()
            .any(|u| body.dfg.insts[u].args.contains(&Operand::Value(r)));
        if !used {
            body.layout.remove_inst(ld);
            pending.removed(ld);
        }
    }
    true
}

/// LICM's `maybeInsertLCSSAPHI`: a value defined in a loop that does not contain `exit` reaches
/// it through a `.lcssa` phi at the top of `exit`.
fn lcssa_phi_for(
    body: &mut FunctionBody,
    f: &LoopFacts<'_>,
    preds: &SecondaryMap<Block, Vec<Block>>,
    v: Operand,
    exit: Block,
    names: &mut UniqueNames,
) -> Operand {
    let Operand::Value(val) = v else { return v };
    let ValueDef::Inst(d) = body.dfg.values[val].def else {
        return v;
    };
    let Some(b) = body.layout.inst_block(d) else {
        return v;
    };
    let Some(l) = f.li.loop_for(b) else { return v };
    if f.li.contains(l, exit) {
        return v;
    }
    let ty = body.dfg.values[val].ty;
    let base = format!(
        "{}.lcssa",
        body.dfg.values[val].name.as_deref().unwrap_or("")
    );
    let phi = body.dfg.make_inst(
        InstKind::Phi {
            fmf: Default::default(),
        },
        Vec::new(),
        ty,
    );
    let pv = body.dfg.make_result(phi, names.make(&base));
    body.layout.prepend_inst(phi, exit);
    for &p in preds.get(exit) {
        body.dfg.insts[phi].args.push(v);
        body.dfg.insts[phi].args.push(Operand::Block(p));
    }
    Operand::Value(pv)
}
