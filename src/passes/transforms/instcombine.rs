//! `instcombine` (also `instcombine<no-verify-fixpoint>`, `<verify-fixpoint>`,
//! `<max-iterations=N>`): a documented subset of opt-22's InstCombine, learned by running
//! `opt -passes=instcombine` on small cases.
//!
//! Owns: the combiner (a worklist over one body), its rules, the fixpoint check and the pass's
//! parameters. Every rule rewrites an instruction in place (its name and position stay, as
//! opt-22's replacement takes the old name) or replaces its uses by an existing value or a
//! constant, so the pass never invents names or moves instructions.
//!
//! One iteration, as opt-22's: instructions of blocks not reachable from the entry are replaced
//! by `poison` and deleted (terminators stay); the reachable blocks are walked in reverse
//! post-order, unused side-effect-free instructions deleted on the way, the rest put on a
//! worklist that is processed in program order; an instruction whose operand changed, and the
//! operands of a deleted instruction, go back on the worklist. Plain `instcombine` runs one
//! iteration and, when it changed something, a second one; if that one changes anything too the
//! pass fails with opt-22's message ("did not reach a fixpoint after 1 iterations"), exit 1.
//! `<no-verify-fixpoint>` (or the function attribute `"instcombine-no-verify-fixpoint"`) stops
//! after `max-iterations` iterations instead.
//!
//! Rules (each has goldens in `test/opt/instcombine-*.ll`):
//! - dead code: unused instructions without side effects (arithmetic, casts, compares,
//!   `select`, `getelementptr`, `phi`, aggregates, `alloca`, unordered non-volatile loads);
//! - everything [`simplify`] (the InstSimplify subset) folds: constants, identities (`x+0`,
//!   `x-x`, `x*1`, `x&x`, `x|0`, `x^x`, `~~x`, shifts by 0, `x/1`...), `select` on a constant,
//!   trivial phis, zero-index `getelementptr`;
//! - operand order: a commutative operator or `icmp` gets its more complex operand first
//!   (opt-22's ranking: constants, then arguments, then casts/negations, then instructions;
//!   `icmp` swaps its predicate);
//! - `sub x, C` to `add x, -C` (nsw kept unless C is the signed minimum); `mul x, 2^k` to
//!   `shl x, k` (flags kept); `mul x, -1` to `sub 0, x`; `add x, x` to `shl x, 1`;
//!   `sub 0, (sub 0, x)` to `x`;
//! - casts: `zext (zext x)`, `sext (sext x)`, `sext (zext x)` (one extension), `trunc (trunc x)`,
//!   `trunc (zext/sext x)` to the narrower of an extension or truncation, `zext (trunc x)` of
//!   `x`'s own type to `and x, mask`, `inttoptr (ptrtoint p)` and `ptrtoint (inttoptr i)` of
//!   pointer width back to `p` / `i`;
//! - compares: non-strict predicates against a constant made strict (`sge x, C` to
//!   `sgt x, C-1` ...), `ult x, 1` / `ugt x, 0` to `eq`/`ne 0`, compares with one value off the
//!   extremes to `eq`/`ne` of the extreme, `icmp eq/ne (sub a, b), 0` to `icmp a, b`, compares
//!   of `zext`/`sext` with a constant done in the narrow type (or known), compares of two
//!   extensions from one type done in that type;
//! - fences: a fence followed or preceded directly by a fence of the same scope that is at least
//!   as strong is deleted (adjacent ones only, one look per visit: opt-22 needs a second
//!   iteration for `acquire, release, acq_rel, seq_cst`, hence its fixpoint error on
//!   `../shared/corpus/opt/06_fence.ll`);
//! - memory within one block, scanning back at most 6 instructions as opt-22: a load takes the
//!   value of an earlier store to or load from the same pointer with the same type; a store of
//!   the value just loaded from its pointer is deleted; an earlier store to the same pointer
//!   that this store overwrites is deleted. The scan stops at anything that may write memory
//!   (calls unless `memory(none)`/`memory(read)`), and the atomic decisions are
//!   `crate::ir::atomics`'s (`is_unordered`, `is_removable_store`, `may_forward_to_load`):
//!   atomics never become plain accesses, volatile accesses are never touched.
//!
//! Left alone on purpose (opt-22 does them): known-bits and range reasoning, reassociation,
//! `nuw`/`nsw`/`nneg`/`inbounds nuw` inference, `sext` to `zext nneg`, division and remainder
//! rewrites, shifts of shifts, `select` and min/max patterns, `and`/`or` of compares, phi
//! folding and store merging into successors, floating-point rules beyond [`simplify`]'s,
//! vectors, call and intrinsic rules (including the `nonnull`/`dereferenceable` attributes
//! opt-22 adds to call arguments), GEP rewriting other than zero indices, dead allocas that are
//! only stored to, and edges of branches on constants treated as dead.
//!
//! Constants: the body is detached while the pass runs, so `prepare_module` runs the combiner
//! on a copy of every body (in parallel) with a [`Recorder`], interns what it lacked and repeats
//! for the functions that lacked something; `run_edit` then takes the finished copy when the
//! body is still the one it was made from. The pass manager starts a function pipeline anew at
//! an `instcombine` that is not its first pass, so the copies are made from the bodies the
//! earlier passes left.
//! Must not touch: anything but the body it is given; the CFG (no block or edge changes).

use super::simplify::{int_of, make_int, mask, sext, simplify, ConstantSource, FindOnly, Recorder};
use crate::ir::atomics;
use crate::ir::constant::ConstantData;
use crate::ir::entity::{FxHashMap, SecondaryMap};
use crate::ir::function::{Block, FunctionBody, Inst, Use, Value, ValueDef};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntFlags, IntPredicate, Operand};
use crate::ir::module::{GlobalKind, GlobalValue, Module};
use crate::ir::types::{Type, TypeData};
use crate::passes::analysis_manager::{AnalysisId, PreservedAnalyses};
use crate::passes::manager::{FunctionEditContext, FunctionPass};
use crate::passes::PassError;
use rayon::prelude::*;

/// opt-22's `DefMaxInstsToScan`: instructions looked at backwards for an available value.
const MAX_SCAN: usize = 6;

/// The pass's parameters, as opt-22 spells them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstCombineOptions {
    /// Fail when `max_iterations` iterations do not reach a fixpoint (the default).
    pub verify_fixpoint: bool,
    pub max_iterations: u32,
}

impl Default for InstCombineOptions {
    fn default() -> Self {
        InstCombineOptions {
            verify_fixpoint: true,
            max_iterations: 1,
        }
    }
}

/// The options of a pipeline name: `None` when `name` is not `instcombine` at all, an error
/// message (opt-22's wording) for a bad parameter.
pub fn parse_instcombine(name: &str) -> Option<Result<InstCombineOptions, String>> {
    if name == "instcombine" {
        return Some(Ok(InstCombineOptions::default()));
    }
    let params = name.strip_prefix("instcombine<")?.strip_suffix('>')?;
    let mut o = InstCombineOptions::default();
    for p in params.split(';') {
        match p {
            "no-verify-fixpoint" => o.verify_fixpoint = false,
            "verify-fixpoint" => o.verify_fixpoint = true,
            _ => {
                if let Some(n) = p.strip_prefix("max-iterations=") {
                    match n.parse::<u32>() {
                        Ok(n) => o.max_iterations = n,
                        Err(_) => {
                            return Some(Err(format!(
                            "invalid argument to InstCombine pass max-iterations parameter: '{n}'"
                        )))
                        }
                    }
                } else {
                    return Some(Err(format!("invalid InstCombine pass parameter '{p}'")));
                }
            }
        }
    }
    Some(Ok(o))
}

/// What `prepare_module` made for one function: the fingerprint of the body it started from
/// (none when the pass runs first in its pipeline and so sees the body unchanged), and the
/// combined copy (or the fixpoint failure).
struct Prepared {
    from: Option<u64>,
    result: Result<Option<FunctionBody>, String>,
}

/// `instcombine` with its options.
pub struct InstCombine {
    pub options: InstCombineOptions,
    name: String,
    prepared: std::sync::Mutex<FxHashMap<GlobalValue, Prepared>>,
}

impl InstCombine {
    pub fn new(options: InstCombineOptions, name: &str) -> InstCombine {
        InstCombine {
            options,
            name: name.to_string(),
            prepared: Default::default(),
        }
    }
}

/// Combines `body` until a fixpoint or the iteration limit; `Ok(true)` when it changed.
/// `Err` carries opt-22's fixpoint message.
pub fn combine_function(
    m: &Module,
    f: GlobalValue,
    body: &mut FunctionBody,
    options: InstCombineOptions,
    consts: &mut dyn ConstantSource,
) -> Result<bool, String> {
    let verify =
        options.verify_fixpoint && !has_string_fn_attr(m, f, "instcombine-no-verify-fixpoint");
    let mut changed = false;
    let mut iteration = 0;
    loop {
        iteration += 1;
        if iteration > options.max_iterations && !verify {
            break;
        }
        if !Combiner::new(m, f, body, consts).run() {
            break;
        }
        changed = true;
        if iteration > options.max_iterations {
            return Err(format!(
                "Instruction Combining on {} did not reach a fixpoint after {} iterations. Use \
                 'instcombine<no-verify-fixpoint>' or function attribute \
                 'instcombine-no-verify-fixpoint' to suppress this error.",
                crate::passes::printers::function_name(m, f),
                options.max_iterations
            ));
        }
    }
    Ok(changed)
}

fn preserved(changed: bool) -> PreservedAnalyses {
    if changed {
        PreservedAnalyses::none()
            .preserve(AnalysisId::DomTree)
            .preserve(AnalysisId::PostDomTree)
            .preserve(AnalysisId::Loops)
    } else {
        PreservedAnalyses::all()
    }
}

impl FunctionPass for InstCombine {
    fn name(&self) -> &str {
        &self.name
    }

    fn edits_ir(&self) -> bool {
        true
    }

    fn starts_function_pipeline(&self) -> bool {
        true
    }

    fn prepare_module(&self, module: &mut Module, runs_first: bool) {
        let functions: Vec<GlobalValue> = crate::passes::manager::functions_to_transform(module);
        let mut done: FxHashMap<GlobalValue, Prepared> = FxHashMap::default();
        let mut pending = functions;
        for round in 0..8 {
            let shared: &Module = module;
            let results: Vec<(GlobalValue, Prepared, Vec<ConstantData>)> = pending
                .par_iter()
                .map(|&f| {
                    let GlobalKind::Function(d) = &shared.globals[f].kind else {
                        unreachable!("filtered to functions")
                    };
                    let original = d.body.as_ref().expect("filtered to bodies");
                    let mut copy = original.clone();
                    let mut recorder = Recorder::default();
                    let r = combine_function(shared, f, &mut copy, self.options, &mut recorder);
                    let from = (!runs_first).then(|| super::early_cse::body_fingerprint(original));
                    let result = match r {
                        Ok(true) => Ok(Some(copy)),
                        Ok(false) => Ok(None),
                        Err(e) => Err(e),
                    };
                    (f, Prepared { from, result }, recorder.missing)
                })
                .collect();
            pending = Vec::new();
            let mut missing_any = false;
            for (f, p, missing) in results {
                if !missing.is_empty() && round < 7 {
                    missing_any = true;
                    for c in missing {
                        module.constants.intern(c);
                    }
                    pending.push(f);
                } else {
                    done.insert(f, p);
                }
            }
            if !missing_any {
                break;
            }
        }
        *self.prepared.lock().unwrap_or_else(|e| e.into_inner()) = done;
    }

    fn run_edit(&self, cx: &mut FunctionEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let prepared = self
            .prepared
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&cx.function);
        let fail = |message: String| PassError::Failed {
            pass: self.name.clone(),
            message,
            span: None,
        };
        match prepared {
            Some(p)
                if cx.as_prepared
                    || p.from == Some(super::early_cse::body_fingerprint(cx.body)) =>
            {
                match p.result {
                    Ok(Some(body)) => {
                        let detached = cx.body.detached_from;
                        *cx.body = body;
                        cx.body.detached_from = detached;
                        Ok(preserved(true))
                    }
                    Ok(None) => Ok(preserved(false)),
                    Err(e) => Err(fail(e)),
                }
            }
            _ => {
                let changed =
                    combine_function(cx.module, cx.function, cx.body, self.options, &mut FindOnly)
                        .map_err(fail)?;
                Ok(preserved(changed))
            }
        }
    }
}

/// One iteration of the combiner over one body.
struct Combiner<'a> {
    m: &'a Module,
    /// The function's parameter attributes (`noalias` parameters are identified objects).
    attrs: Option<&'a crate::ir::attributes::AttrList>,
    body: &'a mut FunctionBody,
    consts: &'a mut dyn ConstantSource,
    /// Uses of each value (entries go stale when the user is erased or the operand changes;
    /// [`Combiner::live_uses`] filters them).
    uses: SecondaryMap<Value, Vec<Use>>,
    /// Live uses of each value.
    count: SecondaryMap<Value, u32>,
    erased: SecondaryMap<Inst, bool>,
    /// Index of each instruction in its block at the start of the iteration.
    pos: SecondaryMap<Inst, u32>,
    worklist: Vec<Inst>,
    /// Instructions waiting in `worklist`.
    queued: SecondaryMap<Inst, bool>,
    changed: bool,
    pointer_bits: u32,
}

/// What a rule decided for an instruction.
enum Action {
    /// Every use becomes the operand; the instruction is deleted.
    Replace(Operand),
    /// The instruction becomes this kind with these operands (same name, same place).
    Rewrite(InstKind, Vec<Operand>),
    /// The instruction is deleted (it has no uses).
    Erase,
    /// Another instruction (with no uses) is deleted.
    EraseOther(Inst),
}

impl<'a> Combiner<'a> {
    fn new(
        m: &'a Module,
        f: GlobalValue,
        body: &'a mut FunctionBody,
        consts: &'a mut dyn ConstantSource,
    ) -> Combiner<'a> {
        let uses = body.dfg.value_uses(&body.layout);
        let mut count = SecondaryMap::new();
        for (v, _) in body.dfg.values.iter() {
            count.set(v, uses.get(v).len() as u32);
        }
        let mut pos = SecondaryMap::new();
        for &b in body.layout.blocks() {
            for (n, &i) in body.layout.block_insts(b).iter().enumerate() {
                pos.set(i, n as u32);
            }
        }
        let dl = crate::ir::datalayout::DataLayout::parse(m.datalayout.as_deref().unwrap_or(""));
        let ptr0 = m
            .types
            .lookup(&TypeData::Ptr { addrspace: 0 })
            .and_then(|t| dl.scalar_store_size(&m.types, t))
            .unwrap_or(8);
        let attrs = match &m.globals[f].kind {
            GlobalKind::Function(d) => Some(&d.attrs),
            _ => None,
        };
        Combiner {
            m,
            attrs,
            body,
            consts,
            uses,
            count,
            erased: SecondaryMap::new(),
            pos,
            worklist: Vec::new(),
            queued: SecondaryMap::new(),
            changed: false,
            pointer_bits: (ptr0 * 8) as u32,
        }
    }

    /// Runs the iteration; whether it changed the body.
    fn run(mut self) -> bool {
        let Some(entry) = self.body.layout.entry() else {
            return false;
        };
        let rpo = reverse_post_order(self.body, entry);
        let mut reachable: SecondaryMap<Block, bool> = SecondaryMap::new();
        for &b in &rpo {
            reachable.set(b, true);
        }
        // Unreachable blocks: everything but the terminator goes.
        let blocks: Vec<Block> = self.body.layout.blocks().to_vec();
        for &b in &blocks {
            if *reachable.get(b) {
                continue;
            }
            let insts: Vec<Inst> = self.body.layout.block_insts(b).to_vec();
            for &i in insts.iter().rev() {
                let d = &self.body.dfg.insts[i];
                if d.kind.is_terminator()
                    || matches!(
                        d.kind,
                        InstKind::LandingPad { .. }
                            | InstKind::CatchPad
                            | InstKind::CleanupPad
                            | InstKind::CatchSwitch { .. }
                    )
                {
                    continue;
                }
                if let Some(v) = d.result {
                    if *self.count.get(v) > 0 {
                        let ty = d.ty;
                        let Some(poison) =
                            self.consts.get(&self.m.constants, ConstantData::Poison(ty))
                        else {
                            continue;
                        };
                        self.replace_uses(v, Operand::Const(poison));
                    }
                }
                self.erase(i);
            }
        }
        // Reachable blocks in reverse post-order: dead instructions go, the rest is queued.
        let mut order = Vec::new();
        for &b in &rpo {
            for &i in self.body.layout.block_insts(b) {
                order.push(i);
            }
        }
        let mut queued = Vec::with_capacity(order.len());
        for i in order {
            if self.is_trivially_dead(i) {
                self.erase(i);
            } else {
                queued.push(i);
            }
        }
        for &i in &queued {
            self.queued.set(i, true);
        }
        self.worklist = queued;
        self.worklist.reverse();
        while let Some(i) = self.worklist.pop() {
            self.queued.set(i, false);
            if *self.erased.get(i) {
                continue;
            }
            self.visit(i);
        }
        // Take the erased instructions out of the layout, one pass per block.
        if self.changed {
            let erased = &self.erased;
            for b in blocks {
                self.body.layout.retain_block_insts(b, |i| !*erased.get(i));
            }
        }
        self.changed
    }

    /// Queues `i` unless it is erased or already waiting (opt-22's worklist keeps one entry
    /// per instruction, so a waiting instruction keeps its place).
    fn push(&mut self, i: Inst) {
        if !*self.erased.get(i) && !*self.queued.get(i) {
            self.queued.set(i, true);
            self.worklist.push(i);
        }
    }

    fn def_inst(&self, op: Operand) -> Option<Inst> {
        match op {
            Operand::Value(v) => match self.body.dfg.values[v].def {
                ValueDef::Inst(i) if !*self.erased.get(i) => Some(i),
                _ => None,
            },
            _ => None,
        }
    }

    fn is_unused(&self, i: Inst) -> bool {
        self.body.dfg.insts[i]
            .result
            .is_none_or(|v| *self.count.get(v) == 0)
    }

    fn is_trivially_dead(&self, i: Inst) -> bool {
        self.is_unused(i) && is_side_effect_free(&self.body.dfg.insts[i].kind)
    }

    /// Deletes `i` (lazily: it leaves the layout at the end of the iteration); operands that
    /// lose their last use are queued.
    fn erase(&mut self, i: Inst) {
        if *self.erased.get(i) {
            return;
        }
        self.erased.set(i, true);
        self.changed = true;
        let args = self.body.dfg.insts[i].args.clone();
        for a in args {
            if let Operand::Value(v) = a {
                let c = self.count.get_mut(v);
                *c = c.saturating_sub(1);
                if *c == 0 {
                    if let Some(d) = self.def_inst(a) {
                        self.push(d);
                    }
                }
            }
        }
    }

    /// Every live use of `v` becomes `new`; the users are queued.
    fn replace_uses(&mut self, v: Value, new: Operand) {
        let uses = std::mem::take(self.uses.get_mut(v));
        for u in uses {
            if *self.erased.get(u.inst) {
                continue;
            }
            let slot = &mut self.body.dfg.insts[u.inst].args[u.operand as usize];
            if *slot != Operand::Value(v) {
                continue;
            }
            *slot = new;
            if let Operand::Value(w) = new {
                self.uses.get_mut(w).push(u);
                *self.count.get_mut(w) += 1;
            }
            self.push(u.inst);
        }
        self.count.set(v, 0);
        self.changed = true;
    }

    fn apply(&mut self, i: Inst, action: Action) {
        match action {
            Action::Replace(op) => {
                if let Some(v) = self.body.dfg.insts[i].result {
                    if op == Operand::Value(v) {
                        return;
                    }
                    self.replace_uses(v, op);
                }
                self.erase(i);
            }
            Action::Erase => self.erase(i),
            Action::EraseOther(other) => {
                self.erase(other);
                self.push(i);
            }
            Action::Rewrite(kind, args) => {
                let old = std::mem::take(&mut self.body.dfg.insts[i].args);
                for a in old {
                    if let Operand::Value(v) = a {
                        let c = self.count.get_mut(v);
                        *c = c.saturating_sub(1);
                        if *c == 0 {
                            if let Some(d) = self.def_inst(a) {
                                self.push(d);
                            }
                        }
                    }
                }
                for (n, a) in args.iter().enumerate() {
                    if let Operand::Value(v) = *a {
                        *self.count.get_mut(v) += 1;
                        self.uses.get_mut(v).push(Use {
                            inst: i,
                            operand: n as u32,
                        });
                    }
                }
                let d = &mut self.body.dfg.insts[i];
                d.kind = kind;
                d.args = args;
                self.changed = true;
                if let Some(v) = d.result {
                    let users: Vec<Inst> = self.uses.get(v).iter().map(|u| u.inst).collect();
                    for u in users {
                        self.push(u);
                    }
                }
                self.push(i);
            }
        }
    }

    fn visit(&mut self, i: Inst) {
        if self.is_trivially_dead(i) {
            self.erase(i);
            return;
        }
        let args = self.body.dfg.insts[i].args.clone();
        let id = |o: Operand| o;
        if let Some(op) = simplify(self.m, self.body, i, &args, &id, self.consts) {
            self.apply(i, Action::Replace(op));
            return;
        }
        if let Some(action) = self.rule(i, &args) {
            self.apply(i, action);
        }
    }

    fn int_const(&self, op: Operand) -> Option<(u32, u64)> {
        int_of(self.m, op).map(|(_, w, v)| (w, v))
    }

    fn konst(&mut self, ty: Type, w: u32, v: u64) -> Option<Operand> {
        make_int(self.m, self.consts, ty, w, v)
    }

    fn op_type(&self, op: Operand) -> Option<Type> {
        super::early_cse::operand_type(self.m, self.body, op)
    }

    /// opt-22's operand complexity: undef/poison 0, other constants 1, arguments 3, casts and
    /// negations/nots 4, other instructions 5.
    fn complexity(&self, op: Operand) -> u8 {
        match op {
            Operand::Const(c) => match self.m.constants.data(c) {
                ConstantData::Undef(_) | ConstantData::Poison(_) => 0,
                _ => 1,
            },
            Operand::Value(v) => match self.body.dfg.values[v].def {
                ValueDef::Inst(i) => {
                    let d = &self.body.dfg.insts[i];
                    match d.kind {
                        InstKind::Cast { .. } | InstKind::FNeg { .. } => 4,
                        InstKind::Binary {
                            op: BinaryOp::Sub, ..
                        } if self.int_const(d.args[0]).is_some_and(|(_, v)| v == 0) => 4,
                        InstKind::Binary {
                            op: BinaryOp::Xor, ..
                        } if self.int_const(d.args[1]).is_some_and(|(w, v)| v == mask(w)) => 4,
                        _ => 5,
                    }
                }
                _ => 3,
            },
            _ => 5,
        }
    }

    fn rule(&mut self, i: Inst, args: &[Operand]) -> Option<Action> {
        let kind = self.body.dfg.insts[i].kind.clone();
        let ty = self.body.dfg.insts[i].ty;
        match kind {
            InstKind::Binary { op, flags, fmf } => self.binary(op, flags, fmf, ty, args),
            InstKind::ICmp { pred, samesign } => self.icmp(pred, samesign, ty, args),
            InstKind::Cast { op, .. } => self.cast(op, ty, args),
            InstKind::Fence { .. } => self.fence(i),
            InstKind::Load { .. } => self.load(i),
            InstKind::Store { .. } => self.store(i),
            _ => None,
        }
    }

    fn binary(
        &mut self,
        op: BinaryOp,
        flags: IntFlags,
        fmf: crate::ir::instructions::FastMath,
        ty: Type,
        args: &[Operand],
    ) -> Option<Action> {
        let (x, y) = (args[0], args[1]);
        let commutative = matches!(
            op,
            BinaryOp::Add
                | BinaryOp::Mul
                | BinaryOp::And
                | BinaryOp::Or
                | BinaryOp::Xor
                | BinaryOp::FAdd
                | BinaryOp::FMul
        );
        if commutative && self.complexity(x) < self.complexity(y) {
            return Some(Action::Rewrite(
                InstKind::Binary { op, flags, fmf },
                vec![y, x],
            ));
        }
        if op.is_float() {
            return None;
        }
        let w = self.m.types.int_bits(ty)?;
        if w > 64 {
            return None;
        }
        let bin = |op, flags| InstKind::Binary { op, flags, fmf };
        let smin = 1u64 << (w - 1);
        // x + signmask and x - signmask are x ^ signmask.
        if matches!(op, BinaryOp::Add | BinaryOp::Sub)
            && self.int_const(x).is_none()
            && self.int_const(y).is_some_and(|(_, c)| c == smin)
        {
            return Some(Action::Rewrite(
                bin(BinaryOp::Xor, IntFlags::default()),
                vec![x, y],
            ));
        }
        match op {
            BinaryOp::Sub => {
                if let (Some((_, c)), None) = (self.int_const(y), self.int_const(x)) {
                    let neg = c.wrapping_neg() & mask(w);
                    let k = self.konst(ty, w, neg)?;
                    let nf = IntFlags {
                        nsw: flags.nsw && c != smin,
                        ..IntFlags::default()
                    };
                    return Some(Action::Rewrite(bin(BinaryOp::Add, nf), vec![x, k]));
                }
                // 0 - (0 - a) is a.
                if self.int_const(x).is_some_and(|(_, v)| v == 0) {
                    if let Some(d) = self.def_inst(y) {
                        let dd = &self.body.dfg.insts[d];
                        if matches!(
                            dd.kind,
                            InstKind::Binary {
                                op: BinaryOp::Sub,
                                ..
                            }
                        ) && self.int_const(dd.args[0]).is_some_and(|(_, v)| v == 0)
                        {
                            return Some(Action::Replace(dd.args[1]));
                        }
                    }
                }
                None
            }
            BinaryOp::Mul => {
                let (_, c) = self.int_const(y)?;
                if self.int_const(x).is_some() {
                    return None;
                }
                if c == mask(w) {
                    let zero = self.konst(ty, w, 0)?;
                    let nf = IntFlags {
                        nsw: flags.nsw,
                        ..IntFlags::default()
                    };
                    return Some(Action::Rewrite(bin(BinaryOp::Sub, nf), vec![zero, x]));
                }
                if c.is_power_of_two() && c > 1 {
                    let k = c.trailing_zeros() as u64;
                    let sh = self.konst(ty, w, k)?;
                    let nf = IntFlags {
                        nuw: flags.nuw,
                        nsw: flags.nsw && k < u64::from(w) - 1,
                        ..IntFlags::default()
                    };
                    return Some(Action::Rewrite(bin(BinaryOp::Shl, nf), vec![x, sh]));
                }
                None
            }
            BinaryOp::Add if x == y && self.int_const(x).is_none() => {
                let one = self.konst(ty, w, 1)?;
                let nf = IntFlags {
                    nuw: flags.nuw,
                    nsw: flags.nsw,
                    ..IntFlags::default()
                };
                Some(Action::Rewrite(bin(BinaryOp::Shl, nf), vec![x, one]))
            }
            _ => None,
        }
    }

    fn icmp(
        &mut self,
        pred: IntPredicate,
        samesign: bool,
        bool_ty: Type,
        args: &[Operand],
    ) -> Option<Action> {
        use IntPredicate as P;
        let (x, y) = (args[0], args[1]);
        let icmp = |pred| InstKind::ICmp { pred, samesign };
        if self.complexity(x) < self.complexity(y) {
            return Some(Action::Rewrite(
                icmp(super::early_cse::swapped_int_predicate(pred)),
                vec![y, x],
            ));
        }
        let xty = self.op_type(x)?;
        let w = self.m.types.int_bits(xty)?;
        if w > 64 {
            return None;
        }
        if let Some((_, c)) = self.int_const(y) {
            if self.int_const(x).is_some() {
                return None;
            }
            let (umax, smax, smin) = (mask(w), mask(w) >> 1, (mask(w) >> 1) + 1);
            // Non-strict to strict.
            let strict = match pred {
                P::Uge if c != 0 => Some((P::Ugt, c.wrapping_sub(1))),
                P::Ule if c != umax => Some((P::Ult, c + 1)),
                P::Sge if c != smin => Some((P::Sgt, c.wrapping_sub(1) & umax)),
                P::Sle if c != smax => Some((P::Slt, c.wrapping_add(1) & umax)),
                _ => None,
            };
            if let Some((p, k)) = strict {
                let k = self.konst(xty, w, k)?;
                return Some(Action::Rewrite(icmp(p), vec![x, k]));
            }
            // One off the extremes: equality with the extreme.
            let eq = match pred {
                P::Ult if c == 1 => Some((P::Eq, 0)),
                P::Ugt if c == 0 => Some((P::Ne, 0)),
                P::Ugt if c == umax - 1 => Some((P::Eq, umax)),
                P::Ult if c == umax => Some((P::Ne, umax)),
                P::Sgt if c == smax.wrapping_sub(1) & umax && w > 1 => Some((P::Eq, smax)),
                P::Slt if c == smax && w > 1 => Some((P::Ne, smax)),
                P::Slt if c == (smin + 1) & umax && w > 1 => Some((P::Eq, smin)),
                P::Sgt if c == smin && w > 1 => Some((P::Ne, smin)),
                _ => None,
            };
            if let Some((p, k)) = eq {
                if (p, k) != (pred, c) {
                    let k = self.konst(xty, w, k)?;
                    return Some(Action::Rewrite(icmp(p), vec![x, k]));
                }
            }
            let d = self.def_inst(x)?;
            let dd = self.body.dfg.insts[d].clone();
            match dd.kind {
                // (a - b) ==/!= 0 is a ==/!= b.
                InstKind::Binary {
                    op: BinaryOp::Sub, ..
                } if c == 0 && matches!(pred, P::Eq | P::Ne) => {
                    Some(Action::Rewrite(icmp(pred), vec![dd.args[0], dd.args[1]]))
                }
                InstKind::Cast {
                    op: op @ (CastOp::ZExt | CastOp::SExt),
                    ..
                } => {
                    let a = dd.args[0];
                    let aty = self.op_type(a)?;
                    let n = self.m.types.int_bits(aty)?;
                    if op == CastOp::ZExt {
                        if c <= mask(n) {
                            let k = self.konst(aty, n, c)?;
                            return Some(Action::Rewrite(icmp(unsigned_of(pred)), vec![a, k]));
                        }
                        // The constant is outside zext's range [0, 2^n).
                        let negative = sext(w, c) < 0;
                        let r = match pred {
                            P::Eq => false,
                            P::Ne => true,
                            P::Ult | P::Ule => true,
                            P::Ugt | P::Uge => false,
                            P::Slt | P::Sle => !negative,
                            P::Sgt | P::Sge => negative,
                        };
                        return self.known(bool_ty, r);
                    }
                    let sc = sext(w, c);
                    let (lo, hi) = (-(1i64 << (n - 1)), (1i64 << (n - 1)) - 1);
                    if (lo..=hi).contains(&sc) {
                        let k = self.konst(aty, n, sc as u64 & mask(n))?;
                        return Some(Action::Rewrite(icmp(pred), vec![a, k]));
                    }
                    // The constant is outside sext's range [lo, hi].
                    let above = sc > hi;
                    let r = match pred {
                        P::Eq => false,
                        P::Ne => true,
                        P::Slt | P::Sle => above,
                        P::Sgt | P::Sge => !above,
                        _ => return None,
                    };
                    self.known(bool_ty, r)
                }
                _ => None,
            }
        } else {
            // Two extensions of one type: compare before extending.
            let (dx, dy) = (self.def_inst(x)?, self.def_inst(y)?);
            let (kx, ky) = (
                self.body.dfg.insts[dx].kind.clone(),
                self.body.dfg.insts[dy].kind.clone(),
            );
            let (ax, ay) = (
                self.body.dfg.insts[dx].args[0],
                self.body.dfg.insts[dy].args[0],
            );
            if self.op_type(ax)? != self.op_type(ay)? {
                return None;
            }
            match (kx, ky) {
                (
                    InstKind::Cast {
                        op: CastOp::ZExt, ..
                    },
                    InstKind::Cast {
                        op: CastOp::ZExt, ..
                    },
                ) => Some(Action::Rewrite(icmp(unsigned_of(pred)), vec![ax, ay])),
                (
                    InstKind::Cast {
                        op: CastOp::SExt, ..
                    },
                    InstKind::Cast {
                        op: CastOp::SExt, ..
                    },
                ) => Some(Action::Rewrite(icmp(pred), vec![ax, ay])),
                _ => None,
            }
        }
    }

    fn known(&mut self, bool_ty: Type, r: bool) -> Option<Action> {
        if self.m.types.int_bits(bool_ty) != Some(1) {
            return None;
        }
        self.konst(bool_ty, 1, r as u64).map(Action::Replace)
    }

    fn cast(&mut self, op: CastOp, ty: Type, args: &[Operand]) -> Option<Action> {
        let x = args[0];
        let d = self.def_inst(x)?;
        let dd = self.body.dfg.insts[d].clone();
        let InstKind::Cast { op: inner, .. } = dd.kind else {
            return None;
        };
        let a = dd.args[0];
        let aty = self.op_type(a)?;
        let cast = |op| InstKind::Cast {
            op,
            flags: IntFlags::default(),
            fmf: Default::default(),
        };
        match (op, inner) {
            (CastOp::ZExt, CastOp::ZExt)
            | (CastOp::SExt, CastOp::SExt)
            | (CastOp::SExt, CastOp::ZExt) => Some(Action::Rewrite(cast(inner), vec![a])),
            (CastOp::Trunc, CastOp::Trunc) => Some(Action::Rewrite(cast(CastOp::Trunc), vec![a])),
            (CastOp::Trunc, CastOp::ZExt | CastOp::SExt) => {
                let n = self.m.types.int_bits(aty)?;
                let to = self.m.types.int_bits(ty)?;
                if n < to {
                    Some(Action::Rewrite(cast(inner), vec![a]))
                } else if n > to {
                    Some(Action::Rewrite(cast(CastOp::Trunc), vec![a]))
                } else {
                    Some(Action::Replace(a))
                }
            }
            (CastOp::ZExt, CastOp::Trunc) if aty == ty => {
                let n = self.m.types.int_bits(self.op_type(x)?)?;
                let w = self.m.types.int_bits(ty)?;
                if w > 64 {
                    return None;
                }
                let k = self.konst(ty, w, mask(n))?;
                Some(Action::Rewrite(
                    InstKind::Binary {
                        op: BinaryOp::And,
                        flags: IntFlags::default(),
                        fmf: Default::default(),
                    },
                    vec![a, k],
                ))
            }
            (CastOp::IntToPtr, CastOp::PtrToInt) | (CastOp::PtrToInt, CastOp::IntToPtr)
                if aty == ty =>
            {
                let int_ty = if op == CastOp::IntToPtr {
                    self.op_type(x)?
                } else {
                    ty
                };
                let bits = self.m.types.int_bits(int_ty)?;
                let is_addrspace0 =
                    |t: Type| matches!(self.m.types.data(t), TypeData::Ptr { addrspace: 0 });
                let ptr_ty = if op == CastOp::IntToPtr {
                    ty
                } else {
                    self.op_type(x)?
                };
                (bits == self.pointer_bits && is_addrspace0(ptr_ty)).then_some(Action::Replace(a))
            }
            _ => None,
        }
    }

    /// The live instruction next to `i` in its block (`forward`: after it).
    fn neighbour(&self, i: Inst, forward: bool) -> Option<Inst> {
        let b = self.body.layout.inst_block(i)?;
        let insts = self.body.layout.block_insts(b);
        let mut at = *self.pos.get(i) as usize;
        loop {
            if forward {
                at += 1;
                if at >= insts.len() {
                    return None;
                }
            } else {
                if at == 0 {
                    return None;
                }
                at -= 1;
            }
            let n = insts[at];
            if !*self.erased.get(n) {
                return Some(n);
            }
        }
    }

    fn fence(&mut self, i: Inst) -> Option<Action> {
        let InstKind::Fence { atomic } = &self.body.dfg.insts[i].kind else {
            return None;
        };
        let subsumes = |k: &InstKind| match k {
            InstKind::Fence { atomic: other } => {
                other.scope == atomic.scope
                    && atomics::is_at_least_or_stronger_than(other.ordering, atomic.ordering)
            }
            _ => false,
        };
        for forward in [true, false] {
            if let Some(n) = self.neighbour(i, forward) {
                if subsumes(&self.body.dfg.insts[n].kind) {
                    return Some(Action::Erase);
                }
            }
        }
        None
    }

    /// The instructions before `i` in its block, nearest first, at most [`MAX_SCAN`].
    fn before(&self, i: Inst) -> Vec<Inst> {
        let mut out = Vec::new();
        let mut cur = i;
        while out.len() < MAX_SCAN {
            match self.neighbour(cur, false) {
                Some(p) => {
                    out.push(p);
                    cur = p;
                }
                None => break,
            }
        }
        out
    }

    /// Whether `k` may write memory (the scans stop there). Calls write unless their function
    /// attributes say `memory(none)`/`memory(read)` (or `readnone`/`readonly`).
    fn may_write(&self, i: Inst) -> bool {
        let k = &self.body.dfg.insts[i].kind;
        match k {
            InstKind::Store { .. } => true,
            InstKind::Load { .. } => !atomics::is_unordered(k),
            InstKind::Fence { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::VaArg
            | InstKind::Invoke { .. }
            | InstKind::CallBr { .. } => true,
            InstKind::Call { .. } => !call_only_reads(self.m, self.body, i),
            _ => false,
        }
    }

    fn load(&mut self, i: Inst) -> Option<Action> {
        let d = &self.body.dfg.insts[i];
        if !atomics::is_unordered(&d.kind) {
            return None;
        }
        let (ptr, ty) = (d.args[0], d.ty);
        for p in self.before(i) {
            let pd = &self.body.dfg.insts[p];
            match &pd.kind {
                InstKind::Store { .. } if pd.args[1] == ptr => {
                    if atomics::is_unordered(&pd.kind)
                        && atomics::may_forward_to_load(&pd.kind, &d.kind)
                        && self.op_type(pd.args[0]) == Some(ty)
                    {
                        return Some(Action::Replace(pd.args[0]));
                    }
                    return None;
                }
                InstKind::Load { .. }
                    if pd.args[0] == ptr
                        && pd.ty == ty
                        && atomics::is_unordered(&pd.kind)
                        && atomics::may_forward_to_load(&pd.kind, &d.kind) =>
                {
                    return Some(Action::Replace(Operand::Value(pd.result?)));
                }
                InstKind::Store { .. }
                    if distinct_objects(self.m, self.attrs, self.body, pd.args[1], ptr) => {}
                _ if self.may_write(p) => return None,
                _ => {}
            }
        }
        None
    }

    fn store(&mut self, i: Inst) -> Option<Action> {
        let d = &self.body.dfg.insts[i];
        if !atomics::is_unordered(&d.kind) {
            return None;
        }
        let (val, ptr) = (d.args[0], d.args[1]);
        // Storing the value just loaded from the same place.
        if let Some(l) = self.def_inst(val) {
            let ld = &self.body.dfg.insts[l];
            if matches!(ld.kind, InstKind::Load { .. })
                && ld.args[0] == ptr
                && atomics::is_unordered(&ld.kind)
                && atomics::is_removable_store(&d.kind)
                && self.body.layout.inst_block(l) == self.body.layout.inst_block(i)
            {
                let mut clean = false;
                for p in self.before(i) {
                    if p == l {
                        clean = true;
                        break;
                    }
                    if self.may_write(p) {
                        break;
                    }
                }
                if clean {
                    return Some(Action::Erase);
                }
            }
        }
        // An earlier store to the same place that this one overwrites.
        for p in self.before(i) {
            let pd = &self.body.dfg.insts[p];
            match &pd.kind {
                InstKind::Store { .. } if pd.args[1] == ptr => {
                    if atomics::is_removable_store(&pd.kind)
                        && self.op_type(pd.args[0]) == self.op_type(val)
                    {
                        return Some(Action::EraseOther(p));
                    }
                    return None;
                }
                // A call may also throw: the earlier store must stay visible then.
                InstKind::Call { .. } => return None,
                _ if self.may_write(p) || may_read(self.m, self.body, p) => return None,
                _ => {}
            }
        }
        None
    }
}

/// Blocks reachable from `entry`, in reverse post-order (successors in terminator order).
fn reverse_post_order(body: &FunctionBody, entry: Block) -> Vec<Block> {
    let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
    let mut post = Vec::new();
    let mut stack: Vec<(Block, Vec<Block>, usize)> = Vec::new();
    let succs = |b: Block| -> Vec<Block> {
        body.layout
            .block_insts(b)
            .last()
            .map(|&t| body.dfg.successors(t))
            .unwrap_or_default()
    };
    seen.set(entry, true);
    stack.push((entry, succs(entry), 0));
    while let Some((b, ss, n)) = stack.last_mut() {
        if *n < ss.len() {
            let s = ss[*n];
            *n += 1;
            if !*seen.get(s) {
                seen.set(s, true);
                let next = succs(s);
                stack.push((s, next, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// Instructions whose deletion changes nothing when their result is unused.
fn is_side_effect_free(kind: &InstKind) -> bool {
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
        InstKind::Alloca { inalloca, .. } => !inalloca,
        _ => false,
    }
}

/// The unsigned (or equality) predicate with the same meaning on non-negative operands.
fn unsigned_of(p: IntPredicate) -> IntPredicate {
    use IntPredicate as P;
    match p {
        P::Sgt => P::Ugt,
        P::Sge => P::Uge,
        P::Slt => P::Ult,
        P::Sle => P::Ule,
        other => other,
    }
}

/// The function attributes of a call: the call site's and the callee declaration's.
fn call_fn_attrs<'m>(
    m: &'m Module,
    body: &FunctionBody,
    i: Inst,
) -> Vec<&'m crate::ir::attributes::Attribute> {
    let d = &body.dfg.insts[i];
    let mut out = Vec::new();
    let Some(info) = d.kind.call_info() else {
        return out;
    };
    out.extend(m.attrs.get(info.attrs.func).iter());
    if let Operand::Const(c) = d.args[0] {
        if let ConstantData::Global { global, .. } = m.constants.data(c) {
            if let GlobalKind::Function(f) = &m.globals[*global].kind {
                out.extend(m.attrs.get(f.attrs.func).iter());
            }
        }
    }
    out
}

/// A call that writes no memory (`memory(none)`, `memory(read)`, `memory(argmem: read)`...,
/// `readnone`, `readonly`).
fn call_only_reads(m: &Module, body: &FunctionBody, i: Inst) -> bool {
    use crate::ir::attributes::Attribute;
    call_fn_attrs(m, body, i).iter().any(|a| match a {
        Attribute::Args(name, text) if name == "memory" => !text.contains("write"),
        Attribute::Flag(name) => name == "readnone" || name == "readonly",
        _ => false,
    })
}

/// A call that touches no memory at all.
fn call_touches_nothing(m: &Module, body: &FunctionBody, i: Inst) -> bool {
    use crate::ir::attributes::Attribute;
    call_fn_attrs(m, body, i).iter().any(|a| match a {
        Attribute::Args(name, text) if name == "memory" => text == "none",
        Attribute::Flag(name) => name == "readnone",
        _ => false,
    })
}

/// Whether `i` may read memory (a store's earlier store must not be read in between).
fn may_read(m: &Module, body: &FunctionBody, i: Inst) -> bool {
    let k = &body.dfg.insts[i].kind;
    match k {
        InstKind::Load { .. }
        | InstKind::Fence { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::VaArg
        | InstKind::Invoke { .. }
        | InstKind::CallBr { .. } => true,
        InstKind::Store { .. } => !atomics::is_unordered(k),
        InstKind::Call { .. } => !call_touches_nothing(m, body, i),
        _ => false,
    }
}

/// The object a pointer is based on, through `getelementptr` and pointer casts.
fn underlying(body: &FunctionBody, mut op: Operand) -> Operand {
    for _ in 0..8 {
        let Operand::Value(v) = op else { return op };
        let ValueDef::Inst(i) = body.dfg.values[v].def else {
            return op;
        };
        let d = &body.dfg.insts[i];
        match d.kind {
            InstKind::Gep { .. }
            | InstKind::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast,
                ..
            } => op = d.args[0],
            _ => return op,
        }
    }
    op
}

/// Two pointers into different objects: two identified objects (allocas, global variables,
/// `noalias` parameters), or a function-local one (an alloca, a `noalias` parameter) and a
/// parameter.
fn distinct_objects(
    m: &Module,
    attrs: Option<&crate::ir::attributes::AttrList>,
    body: &FunctionBody,
    a: Operand,
    b: Operand,
) -> bool {
    let (ua, ub) = (underlying(body, a), underlying(body, b));
    if ua == ub {
        return false;
    }
    let param = |o: Operand| match o {
        Operand::Value(v) => match body.dfg.values[v].def {
            ValueDef::Param(n) => Some(n as usize),
            _ => None,
        },
        _ => None,
    };
    let noalias_param = |o: Operand| {
        param(o).is_some_and(|n| {
            attrs.is_some_and(|l| {
                m.attrs
                    .get(l.param(n))
                    .iter()
                    .any(|x| x.name() == "noalias")
            })
        })
    };
    let alloca = |o: Operand| match o {
        Operand::Value(v) => matches!(body.dfg.values[v].def,
            ValueDef::Inst(i) if matches!(body.dfg.insts[i].kind, InstKind::Alloca { .. })),
        _ => false,
    };
    let local = |o: Operand| alloca(o) || noalias_param(o);
    if (local(ua) && param(ub).is_some()) || (local(ub) && param(ua).is_some()) {
        return true;
    }
    let identified = |o: Operand| {
        noalias_param(o)
            || match o {
                Operand::Value(v) => matches!(body.dfg.values[v].def,
            ValueDef::Inst(i) if matches!(body.dfg.insts[i].kind, InstKind::Alloca { .. })),
                Operand::Const(c) => matches!(m.constants.data(c),
            ConstantData::Global { global, .. } if matches!(m.globals[*global].kind, GlobalKind::Variable(_))),
                _ => false,
            }
    };
    identified(ua) && identified(ub)
}

/// Whether function `f` carries the string attribute `"key"`.
fn has_string_fn_attr(m: &Module, f: GlobalValue, key: &str) -> bool {
    use crate::ir::attributes::Attribute;
    match &m.globals[f].kind {
        GlobalKind::Function(d) => m
            .attrs
            .get(d.attrs.func)
            .iter()
            .any(|a| matches!(a, Attribute::Str(k, _) if k == key)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_as_opt_22_spells_them() {
        assert_eq!(
            parse_instcombine("instcombine"),
            Some(Ok(InstCombineOptions::default()))
        );
        assert_eq!(
            parse_instcombine("instcombine<no-verify-fixpoint;max-iterations=3>"),
            Some(Ok(InstCombineOptions {
                verify_fixpoint: false,
                max_iterations: 3
            }))
        );
        assert_eq!(
            parse_instcombine("instcombine<max-iterations=x>"),
            Some(Err(
                "invalid argument to InstCombine pass max-iterations parameter: 'x'".into()
            ))
        );
        assert_eq!(
            parse_instcombine("instcombine<foo>"),
            Some(Err("invalid InstCombine pass parameter 'foo'".into()))
        );
        assert_eq!(parse_instcombine("instcombinex"), None);
        assert_eq!(parse_instcombine("gvn"), None);
    }

    #[test]
    fn unsigned_predicates_keep_equality() {
        assert_eq!(unsigned_of(IntPredicate::Slt), IntPredicate::Ult);
        assert_eq!(unsigned_of(IntPredicate::Sge), IntPredicate::Uge);
        assert_eq!(unsigned_of(IntPredicate::Eq), IntPredicate::Eq);
    }
}
