//! `mem2reg`: promotes the entry block's allocas to SSA values, as opt-22's `PromotePass` does.
//!
//! Owns: which allocas are promotable ([`is_promotable`]), the two shortcuts opt-22 takes before
//! full promotion (an alloca with one store: loads it dominates take the stored value; an
//! alloca used in one block: a linear sweep), and full promotion (live-in blocks, phis in the
//! iterated dominance frontier of the storing blocks pruned to live-in blocks, renaming in
//! opt-22's depth-first order, removal of phis that merge one value, `poison` for edges from
//! blocks the renaming never reached). Rounds repeat until no entry-block alloca is promotable
//! (promoting one can make another promotable, as opt-22's pass loop does).
//!
//! What LLVM 22 does that the atomics guide (seed 001) does not say: atomic loads and stores of
//! an alloca are promoted like plain ones (the memory is local to the function, so no other
//! thread can see it); volatile ones keep the alloca ([`crate::ir::atomics::is_volatile`]).
//! Loads and stores must access the alloca with its allocated type; lifetime markers (also
//! through all-zero GEPs, bitcasts and address-space casts used only by them) are dropped.
//! New phis are named `<alloca name>.<n>` (n counts the alloca's phis in block order; an
//! unnamed alloca gives `.0`), a name already taken gets a number appended as LLVM's symbol
//! table does. A value read before any store is `undef`; uses of the alloca left in blocks the
//! renaming never reached become `poison`.
//!
//! Not yet: debug records naming a promoted alloca (an error, instead of dropping them), the
//! `!nonnull`/`!range` load metadata that opt-22 turns into `llvm.assume` calls (they are simply
//! dropped with the load), `llvm.fake.use` and droppable (`llvm.assume` bundle) users (such an
//! alloca is left alone).
//! Must not touch: anything outside the function body it is given; the CFG (it keeps it, so
//! it reports the CFG analyses preserved).

use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::ir::atomics;
use crate::ir::constant::{Constant, ConstantData};
use crate::ir::entity::FxHashMap as HashMap;
use crate::ir::function::{Block, FunctionBody, Inst, UseLists, Value, ValueDef};
use crate::ir::instructions::{CastOp, FastMath, InstKind, Operand};
use crate::ir::metadata::MdOperand;
use crate::ir::module::{GlobalKind, GlobalName, GlobalValue, Module};
use crate::ir::types::{Type, TypeData};
use crate::passes::analysis_manager::{AnalysisId, PreservedAnalyses};
use crate::passes::manager::{FunctionEditContext, FunctionPass};
use crate::passes::PassError;
use std::collections::HashSet;

/// `mem2reg`.
pub struct Mem2Reg;

impl FunctionPass for Mem2Reg {
    fn name(&self) -> &str {
        "mem2reg"
    }

    fn edits_ir(&self) -> bool {
        true
    }

    /// `undef` and `poison` of every entry-block alloca's type and `poison` of its pointer type.
    fn prepare_module(&self, module: &mut Module, _runs_first: bool) {
        let mut wanted = Vec::new();
        for &f in &module.layout.functions {
            let GlobalKind::Function(d) = &module.globals[f].kind else {
                continue;
            };
            let Some(body) = &d.body else { continue };
            let Some(entry) = body.layout.entry() else {
                continue;
            };
            for &i in body.layout.block_insts(entry) {
                let data = &body.dfg.insts[i];
                if let InstKind::Alloca { allocated, .. } = data.kind {
                    wanted.push(ConstantData::Undef(allocated));
                    wanted.push(ConstantData::Poison(allocated));
                    wanted.push(ConstantData::Poison(data.ty));
                }
            }
        }
        for c in wanted {
            module.constants.intern(c);
        }
    }

    fn run_edit(&self, cx: &mut FunctionEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let mut changed = false;
        let fname = function_name(cx.module, cx.function);
        let dt = cx.analyses.domtree(cx.body);
        let mut names = LocalNames::new(cx.body);
        loop {
            let candidates = entry_allocas(cx.body);
            if candidates.is_empty() {
                // (Cost only: no use lists for a body with nothing to promote.)
                break;
            }
            let uses = cx.body.dfg.value_use_lists(&cx.body.layout);
            let allocas: Vec<Inst> = candidates
                .into_iter()
                .filter(|&a| is_promotable_with(cx.module, cx.body, &uses, a))
                .collect();
            if allocas.is_empty() {
                break;
            }
            let debug_named = values_named_by_debug_records(cx.body);
            if let Some(a) = allocas.iter().find(|&&a| {
                cx.body.dfg.insts[a]
                    .result
                    .is_some_and(|v| debug_named.contains(&v))
            }) {
                let name = alloca_name(cx.body, *a);
                return Err(PassError::Unsupported {
                    pass: "mem2reg".to_string(),
                    function: fname,
                    message: format!(
                        "alloca %{name} is named by a debug record; mem2reg does not rewrite debug records yet"
                    ),
                });
            }
            Promoter::new(cx.module, cx.function, &dt, &mut names, cx.body, uses).run(&allocas);
            changed = true;
        }
        if !changed {
            return Ok(PreservedAnalyses::all());
        }
        Ok(PreservedAnalyses::none()
            .preserve(AnalysisId::DomTree)
            .preserve(AnalysisId::PostDomTree)
            .preserve(AnalysisId::Loops))
    }
}

fn function_name(m: &Module, f: GlobalValue) -> String {
    match &m.globals[f].name {
        GlobalName::Named(n) => n.clone(),
        GlobalName::Numbered(n) => n.to_string(),
    }
}

/// The allocas of the entry block, in order.
fn entry_allocas(body: &FunctionBody) -> Vec<Inst> {
    let Some(entry) = body.layout.entry() else {
        return Vec::new();
    };
    body.layout
        .block_insts(entry)
        .iter()
        .copied()
        .filter(|&i| matches!(body.dfg.insts[i].kind, InstKind::Alloca { .. }))
        .collect()
}

fn alloca_name(body: &FunctionBody, a: Inst) -> String {
    body.dfg.insts[a]
        .result
        .and_then(|v| body.dfg.values[v].name.as_deref().map(str::to_string))
        .unwrap_or_default()
}

/// Every (user instruction, operand index) of `v` among the placed instructions, from use
/// lists made earlier in the round (`uses`): mem2reg only takes users of an alloca (and of
/// the casts and GEPs feeding its lifetime markers) out of the layout, never adds one, so the
/// lists filtered by placement are the current ones, in the same order.
fn users_of(body: &FunctionBody, uses: &UseLists, v: Value) -> Vec<(Inst, usize)> {
    uses.get(v)
        .iter()
        .filter(|u| body.layout.inst_block(u.inst).is_some())
        .map(|u| (u.inst, u.operand as usize))
        .collect()
}

/// The name of the function a call calls directly, if any.
pub(crate) fn callee_name<'m>(m: &'m Module, body: &FunctionBody, i: Inst) -> Option<&'m str> {
    let data = &body.dfg.insts[i];
    data.kind.call_info()?;
    let Operand::Const(c) = *data.args.first()? else {
        return None;
    };
    match m.constants.data(c) {
        ConstantData::Global { global, .. } => match &m.globals[*global].name {
            GlobalName::Named(n) => Some(n.as_str()),
            GlobalName::Numbered(_) => None,
        },
        _ => None,
    }
}

pub(crate) fn is_lifetime_marker(m: &Module, body: &FunctionBody, i: Inst) -> bool {
    callee_name(m, body, i)
        .is_some_and(|n| n.starts_with("llvm.lifetime.start") || n.starts_with("llvm.lifetime.end"))
}

fn is_zero_int(m: &Module, op: Operand) -> bool {
    match op {
        Operand::Const(c) => match m.constants.data(c) {
            ConstantData::Int { value, .. } => value.is_zero(),
            ConstantData::Zero(_) => true,
            _ => false,
        },
        _ => false,
    }
}

/// Whether every user of `v` is a lifetime marker (LLVM's `onlyUsedByLifetimeMarkers`).
fn only_lifetime_users(m: &Module, body: &FunctionBody, uses: &UseLists, v: Value) -> bool {
    users_of(body, uses, v)
        .into_iter()
        .all(|(u, _)| is_lifetime_marker(m, body, u))
}

/// LLVM's `isAllocaPromotable`: loads and (non-volatile) stores of the allocated type through
/// the alloca itself, lifetime markers, and all-zero GEPs / bitcasts / address-space casts used
/// only by lifetime markers.
pub fn is_promotable(m: &Module, body: &FunctionBody, alloca: Inst) -> bool {
    is_promotable_with(m, body, &body.dfg.value_use_lists(&body.layout), alloca)
}

/// [`is_promotable`] with the body's use lists already made.
fn is_promotable_with(m: &Module, body: &FunctionBody, uses: &UseLists, alloca: Inst) -> bool {
    let data = &body.dfg.insts[alloca];
    let InstKind::Alloca { allocated, .. } = data.kind else {
        return false;
    };
    let Some(v) = data.result else { return false };
    for (u, k) in users_of(body, uses, v) {
        let ud = &body.dfg.insts[u];
        let ok = match &ud.kind {
            InstKind::Load { .. } => !atomics::is_volatile(&ud.kind) && ud.ty == allocated,
            InstKind::Store { .. } => {
                k == 1
                    && !atomics::is_volatile(&ud.kind)
                    && operand_type(body, m, ud.args[0]) == Some(allocated)
            }
            InstKind::Call { .. } => is_lifetime_marker(m, body, u),
            InstKind::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast,
                ..
            } => ud
                .result
                .is_some_and(|r| only_lifetime_users(m, body, uses, r)),
            InstKind::Gep { .. } => {
                ud.args[1..].iter().all(|&a| is_zero_int(m, a))
                    && ud
                        .result
                        .is_some_and(|r| only_lifetime_users(m, body, uses, r))
            }
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    true
}

fn operand_type(body: &FunctionBody, m: &Module, op: Operand) -> Option<Type> {
    match op {
        Operand::Value(v) => Some(body.dfg.values[v].ty),
        Operand::Const(c) => Some(m.constants.ty(c)),
        _ => None,
    }
}

/// The values a metadata operand or a debug record of a placed instruction names (one walk,
/// for [`named_by_debug_record`] asked of many allocas).
fn values_named_by_debug_records(body: &FunctionBody) -> HashSet<Value> {
    fn collect(op: &MdOperand, out: &mut HashSet<Value>) {
        match op {
            MdOperand::Local(_, x) => {
                out.insert(*x);
            }
            MdOperand::ArgList(list) => list.iter().for_each(|o| collect(o, out)),
            _ => {}
        }
    }
    let mut out = HashSet::default();
    for o in body.dfg.local_md.values() {
        collect(o, &mut out);
    }
    for i in body.layout.insts() {
        for r in &body.dfg.insts[i].dbg_records {
            r.operands.iter().for_each(|o| collect(o, &mut out));
        }
    }
    out
}

/// Whether a debug record or a metadata operand names the alloca's value.
pub(crate) fn named_by_debug_record(body: &FunctionBody, alloca: Inst) -> bool {
    let Some(v) = body.dfg.insts[alloca].result else {
        return false;
    };
    fn names(op: &MdOperand, v: Value) -> bool {
        match op {
            MdOperand::Local(_, x) => *x == v,
            MdOperand::ArgList(list) => list.iter().any(|o| names(o, v)),
            _ => false,
        }
    }
    body.dfg.local_md.values().any(|o| names(o, v))
        || body.layout.insts().any(|i| {
            body.dfg.insts[i]
                .dbg_records
                .iter()
                .any(|r| r.operands.iter().any(|o| names(o, v)))
        })
}

/// The names in use in a function (values and blocks share LLVM's symbol table), to give new
/// phis unique names.
struct LocalNames {
    taken: HashSet<Box<str>>,
    last_unique: u64,
}

impl LocalNames {
    fn new(body: &FunctionBody) -> LocalNames {
        let mut taken = HashSet::default();
        for v in body.dfg.values.values() {
            if let Some(n) = &v.name {
                taken.insert(n.clone());
            }
        }
        for b in body.dfg.blocks.values() {
            if let Some(n) = &b.name {
                taken.insert(n.clone());
            }
        }
        LocalNames {
            taken,
            last_unique: 0,
        }
    }

    /// `base`, or `base` followed by the next unique number when taken (LLVM's
    /// `ValueSymbolTable::makeUniqueName` for local values).
    fn unique(&mut self, base: String) -> Box<str> {
        let mut name = base.clone();
        while self.taken.contains(name.as_str()) {
            self.last_unique += 1;
            name = format!("{base}{}", self.last_unique);
        }
        let name: Box<str> = name.into();
        self.taken.insert(name.clone());
        name
    }
}

/// What one alloca's users look like (LLVM's `AllocaInfo`).
struct AllocaInfo {
    /// One entry per store, in use order.
    defining_blocks: Vec<Block>,
    /// One entry per load.
    using_blocks: Vec<Block>,
    only_store: Option<Inst>,
    /// `Some(b)`: every load and store is in `b`.
    only_block: Option<Block>,
}

/// One round of promotion over a set of allocas.
struct Promoter<'a> {
    module: &'a Module,
    dt: &'a DominatorTree<Block>,
    names: &'a mut LocalNames,
    body: &'a mut FunctionBody,
    /// The body's use lists when the round started (see [`users_of`]).
    uses: UseLists,
    cfg: BlockCfg,
    /// Replaced values (loads, simplified phis) -> what replaces them; resolved in one sweep at
    /// the end instead of a use-list walk per replacement.
    repl: HashMap<Value, Operand>,
    /// Instructions removed from the layout.
    dead: HashSet<Inst>,
    /// The function has `"no-signed-zeros-fp-math"="true"`: floating-point phis get `nsz`.
    no_signed_zeros: bool,
    /// New phis: (block, alloca number) -> phi, and phi -> alloca number.
    new_phis: Vec<(Block, usize, Inst)>,
    phi_alloca: HashMap<Inst, usize>,
    /// Block numbers as LLVM 22's `BasicBlock::getNumber` has them for a parsed function
    /// ([`block_numbers`]).
    block_number: HashMap<Block, usize>,
    /// Which parameters are `noundef`.
    noundef_params: Vec<bool>,
}

impl<'a> Promoter<'a> {
    fn new(
        module: &'a Module,
        function: GlobalValue,
        dt: &'a DominatorTree<Block>,
        names: &'a mut LocalNames,
        body: &'a mut FunctionBody,
        uses: UseLists,
    ) -> Promoter<'a> {
        let cfg = BlockCfg::new(body);
        let no_signed_zeros = match &module.globals[function].kind {
            GlobalKind::Function(d) => module.attrs.get(d.attrs.func).iter().any(|a| {
                matches!(a, crate::ir::attributes::Attribute::Str(k, Some(v))
                    if k == "no-signed-zeros-fp-math" && v == "true")
            }),
            _ => false,
        };
        let noundef_params = match &module.globals[function].kind {
            GlobalKind::Function(d) => (0..body.params.len())
                .map(|n| {
                    module
                        .attrs
                        .get(d.attrs.param(n))
                        .iter()
                        .any(|a| a.name() == "noundef")
                })
                .collect(),
            _ => Vec::new(),
        };
        let block_number = block_numbers(body);
        Promoter {
            module,
            dt,
            names,
            body,
            uses,
            cfg,
            repl: HashMap::default(),
            dead: HashSet::default(),
            no_signed_zeros,
            new_phis: Vec::new(),
            phi_alloca: HashMap::default(),
            block_number,
            noundef_params,
        }
    }

    fn constant(&self, data: ConstantData) -> Constant {
        // `prepare_module` interned these for every entry-block alloca.
        self.module
            .constants
            .find(&data)
            .expect("mem2reg's prepare_module interns undef/poison of every alloca type")
    }

    fn resolve(&self, mut op: Operand) -> Operand {
        while let Operand::Value(v) = op {
            match self.repl.get(&v) {
                Some(&next) => op = next,
                None => break,
            }
        }
        op
    }

    fn erase(&mut self, i: Inst) {
        self.body.layout.remove_inst(i);
        self.dead.insert(i);
    }

    fn position(&self, i: Inst) -> usize {
        self.body.layout.inst_position(i).1
    }

    fn block_of(&self, i: Inst) -> Block {
        self.body.layout.inst_position(i).0
    }

    fn run(&mut self, allocas: &[Inst]) {
        // An alloca done by a shortcut (or dead) leaves the list as LLVM's
        // `RemoveFromAllocasList` does: the last one takes its place and is looked at next.
        // That order decides which phis are made first (their order in a block, and which of
        // two equal names gets a number appended).
        let mut full: Vec<Inst> = allocas.to_vec();
        let mut n = 0;
        while n < full.len() {
            let a = full[n];
            self.remove_lifetime_users(a);
            let av = self.body.dfg.insts[a]
                .result
                .expect("an alloca has a result");
            if users_of(self.body, &self.uses, av).is_empty() {
                self.erase(a);
                full.swap_remove(n);
                continue;
            }
            let info = self.analyze(a);
            if info.defining_blocks.len() == 1 && self.rewrite_single_store(a, &info) {
                full.swap_remove(n);
                continue;
            }
            if info.only_block.is_some() && self.promote_single_block(a) {
                full.swap_remove(n);
                continue;
            }
            self.place_phis(a, n, &info);
            n += 1;
        }
        if !full.is_empty() {
            self.rename(&full);
            for &a in &full {
                let av = self.body.dfg.insts[a]
                    .result
                    .expect("an alloca has a result");
                let ptr_ty = self.body.dfg.values[av].ty;
                let poison = self.constant(ConstantData::Poison(ptr_ty));
                self.repl.insert(av, Operand::Const(poison));
                self.erase(a);
            }
            self.simplify_phis();
            self.add_poison_for_unvisited_preds();
        }
        self.apply_replacements();
    }

    /// Drops lifetime markers using the alloca, and the GEPs/casts that only feed them.
    fn remove_lifetime_users(&mut self, a: Inst) {
        let av = self.body.dfg.insts[a]
            .result
            .expect("an alloca has a result");
        for (u, _) in users_of(self.body, &self.uses, av) {
            if self.dead.contains(&u) {
                continue;
            }
            let kind = &self.body.dfg.insts[u].kind;
            if matches!(kind, InstKind::Call { .. }) {
                self.erase(u);
            } else if matches!(kind, InstKind::Cast { .. } | InstKind::Gep { .. }) {
                if let Some(r) = self.body.dfg.insts[u].result {
                    for (m, _) in users_of(self.body, &self.uses, r) {
                        self.erase(m);
                    }
                }
                self.erase(u);
            }
        }
    }

    fn analyze(&self, a: Inst) -> AllocaInfo {
        let av = self.body.dfg.insts[a]
            .result
            .expect("an alloca has a result");
        let mut info = AllocaInfo {
            defining_blocks: Vec::new(),
            using_blocks: Vec::new(),
            only_store: None,
            only_block: None,
        };
        let mut one_block = true;
        for (u, _) in users_of(self.body, &self.uses, av) {
            let b = self.block_of(u);
            if matches!(self.body.dfg.insts[u].kind, InstKind::Store { .. }) {
                info.defining_blocks.push(b);
                info.only_store = Some(u);
            } else {
                info.using_blocks.push(b);
            }
            match info.only_block {
                None if one_block => info.only_block = Some(b),
                Some(o) if o != b => {
                    one_block = false;
                    info.only_block = None;
                }
                _ => {}
            }
        }
        if !one_block {
            info.only_block = None;
        }
        info
    }

    /// Replaces load `l` by `value` (`poison` when the value is the load itself, which only
    /// happens in unreachable code).
    fn replace_load(&mut self, l: Inst, value: Operand) {
        let lv = self.body.dfg.insts[l].result.expect("a load has a result");
        let mut value = self.resolve(value);
        if value == Operand::Value(lv) {
            let ty = self.body.dfg.values[lv].ty;
            value = Operand::Const(self.constant(ConstantData::Poison(ty)));
        }
        self.repl.insert(lv, value);
        self.erase(l);
    }

    /// LLVM's `rewriteSingleStoreAlloca`: every load the one store dominates (every load, when
    /// the stored value is a constant that cannot be poison: a load it does not dominate reads
    /// uninitialised memory, which may be that value) takes the stored value. True when no
    /// load is left.
    fn rewrite_single_store(&mut self, a: Inst, info: &AllocaInfo) -> bool {
        let store = info.only_store.expect("one defining block means one store");
        let stored = self.body.dfg.insts[store].args[0];
        let require_dominating = matches!(stored, Operand::Value(v)
            if matches!(self.body.dfg.values[v].def, ValueDef::Inst(_)))
            || !self.guaranteed_not_poison(stored, 0);
        let store_block = self.block_of(store);
        let store_pos = self.position(store);
        let av = self.body.dfg.insts[a]
            .result
            .expect("an alloca has a result");
        let mut left = false;
        let users: Vec<(Inst, usize)> = users_of(self.body, &self.uses, av)
            .into_iter()
            .map(|(u, _)| (u, self.position(u)))
            .collect();
        for (u, pos) in users {
            if u == store {
                continue;
            }
            if require_dominating {
                let b = self.block_of(u);
                if b == store_block {
                    if store_pos > pos {
                        left = true;
                        continue;
                    }
                } else if !self.dt.dominates(store_block, b) {
                    left = true;
                    continue;
                }
            }
            self.replace_load(u, stored);
        }
        if left {
            return false;
        }
        self.erase(store);
        self.erase(a);
        true
    }

    /// LLVM's `promoteSingleBlockAlloca`: in the one block, each load takes the value of the
    /// nearest store above it (`undef` when there is no store at all). False (after replacing
    /// the loads seen so far) when a load comes before every store.
    fn promote_single_block(&mut self, a: Inst) -> bool {
        let av = self.body.dfg.insts[a]
            .result
            .expect("an alloca has a result");
        let allocated = match self.body.dfg.insts[a].kind {
            InstKind::Alloca { allocated, .. } => allocated,
            _ => unreachable!("promote_single_block is given allocas"),
        };
        // Positions before anything is erased (LLVM's instruction numbering of the block).
        let users: Vec<(Inst, usize)> = users_of(self.body, &self.uses, av)
            .into_iter()
            .map(|(u, _)| (u, self.position(u)))
            .collect();
        let mut stores: Vec<(usize, Inst)> = users
            .iter()
            .filter(|(u, _)| matches!(self.body.dfg.insts[*u].kind, InstKind::Store { .. }))
            .map(|&(u, pos)| (pos, u))
            .collect();
        stores.sort();
        for &(u, pos) in &users {
            if !matches!(self.body.dfg.insts[u].kind, InstKind::Load { .. }) {
                continue;
            }
            let before = stores.partition_point(|&(p, _)| p < pos);
            let value = if before == 0 {
                if !stores.is_empty() {
                    return false;
                }
                Operand::Const(self.constant(ConstantData::Undef(allocated)))
            } else {
                self.body.dfg.insts[stores[before - 1].1].args[0]
            };
            self.replace_load(u, value);
        }
        for (_, s) in stores {
            self.erase(s);
        }
        self.erase(a);
        true
    }

    /// Blocks the alloca's value is live into (LLVM's `ComputeLiveInBlocks`).
    fn live_in_blocks(&self, a: Inst, info: &AllocaInfo, defs: &HashSet<Block>) -> HashSet<Block> {
        let av = self.body.dfg.insts[a]
            .result
            .expect("an alloca has a result");
        let mut work: Vec<Block> = Vec::new();
        for &b in &info.using_blocks {
            if defs.contains(&b) {
                // A block that stores before it loads is not live-in.
                let first = self.body.layout.block_insts(b).iter().find_map(|&i| {
                    let d = &self.body.dfg.insts[i];
                    match d.kind {
                        InstKind::Store { .. } if d.args[1] == Operand::Value(av) => Some(true),
                        InstKind::Load { .. } if d.args[0] == Operand::Value(av) => Some(false),
                        _ => None,
                    }
                });
                if first == Some(true) {
                    continue;
                }
            }
            work.push(b);
        }
        let mut live = HashSet::default();
        while let Some(b) = work.pop() {
            if !live.insert(b) {
                continue;
            }
            for &p in self.cfg.preds(b) {
                if !defs.contains(&p) {
                    work.push(p);
                }
            }
        }
        live
    }

    /// The dominance frontier of `b` (reachable blocks): successors of blocks `b` dominates
    /// that `b` does not strictly dominate.
    fn frontier(&self, b: Block, out: &mut Vec<Block>) {
        let mut stack = vec![b];
        while let Some(x) = stack.pop() {
            for &s in self.cfg.succs(x) {
                if self.dt.is_reachable(s) && !self.dt.strictly_dominates(b, s) {
                    out.push(s);
                }
            }
            stack.extend_from_slice(self.dt.children(x));
        }
    }

    /// Phis for alloca number `n` in the iterated dominance frontier of its storing blocks,
    /// pruned to the blocks it is live into, created in block order and named
    /// `<alloca>.<version>`.
    fn place_phis(&mut self, a: Inst, n: usize, info: &AllocaInfo) {
        let defs: HashSet<Block> = info.defining_blocks.iter().copied().collect();
        let live = self.live_in_blocks(a, info, &defs);
        let mut work: Vec<Block> = defs
            .iter()
            .copied()
            .filter(|&b| self.dt.is_reachable(b))
            .collect();
        work.sort_by_key(|b| self.block_number[b]);
        let mut seen: HashSet<Block> = work.iter().copied().collect();
        let mut phi_blocks: HashSet<Block> = HashSet::default();
        let mut df = Vec::new();
        while let Some(b) = work.pop() {
            df.clear();
            self.frontier(b, &mut df);
            for &s in &df {
                if !live.contains(&s) || !phi_blocks.insert(s) {
                    continue;
                }
                if seen.insert(s) {
                    work.push(s);
                }
            }
        }
        let mut blocks: Vec<Block> = phi_blocks.into_iter().collect();
        blocks.sort_by_key(|b| self.block_number[b]);
        let (allocated, base) = match self.body.dfg.insts[a].kind {
            InstKind::Alloca { allocated, .. } => (allocated, alloca_name(self.body, a)),
            _ => unreachable!("place_phis is given allocas"),
        };
        let fmf = if self.no_signed_zeros && is_fp_type(self.module, allocated) {
            FastMath(FastMath::NSZ)
        } else {
            FastMath::default()
        };
        for (version, b) in blocks.into_iter().enumerate() {
            let name = self.names.unique(format!("{base}.{version}"));
            let phi = self
                .body
                .dfg
                .make_inst(InstKind::Phi { fmf }, Vec::new(), allocated);
            self.body.dfg.make_result(phi, Some(name));
            self.body.layout.prepend_inst(phi, b);
            self.new_phis.push((b, n, phi));
            self.phi_alloca.insert(phi, n);
        }
    }

    /// The renaming walk (LLVM's `RenamePass`): depth first from the entry, successors in
    /// terminator order, each block's new phis getting one entry per edge from the block the
    /// walk came from, loads taking the current value and stores setting it.
    fn rename(&mut self, allocas: &[Inst]) {
        let lookup: HashMap<Value, usize> = allocas
            .iter()
            .enumerate()
            .map(|(n, &a)| (self.body.dfg.insts[a].result.expect("alloca result"), n))
            .collect();
        let initial: Vec<Operand> = allocas
            .iter()
            .map(|&a| match self.body.dfg.insts[a].kind {
                InstKind::Alloca { allocated, .. } => {
                    Operand::Const(self.constant(ConstantData::Undef(allocated)))
                }
                _ => unreachable!("rename is given allocas"),
            })
            .collect();
        let Some(entry) = self.body.layout.entry() else {
            return;
        };
        let mut visited: HashSet<Block> = HashSet::default();
        let mut stack: Vec<(Block, Option<Block>, Vec<Operand>)> = vec![(entry, None, initial)];
        while let Some((b, pred, mut vals)) = stack.pop() {
            if let Some(pred) = pred {
                let edges = self.cfg.succs(pred).iter().filter(|&&s| s == b).count();
                let phis: Vec<Inst> = self
                    .body
                    .layout
                    .block_insts(b)
                    .iter()
                    .copied()
                    .take_while(|i| self.phi_alloca.contains_key(i))
                    .collect();
                for phi in phis {
                    let n = self.phi_alloca[&phi];
                    for _ in 0..edges {
                        let args = &mut self.body.dfg.insts[phi].args;
                        args.push(vals[n]);
                        args.push(Operand::Block(pred));
                    }
                    let pv = self.body.dfg.insts[phi].result.expect("a phi has a result");
                    vals[n] = Operand::Value(pv);
                }
            }
            if !visited.insert(b) {
                continue;
            }
            let insts: Vec<Inst> = self.body.layout.block_insts(b).to_vec();
            for i in insts {
                let d = &self.body.dfg.insts[i];
                match d.kind {
                    InstKind::Load { .. } => {
                        if let Operand::Value(p) = d.args[0] {
                            if let Some(&n) = lookup.get(&p) {
                                self.replace_load(i, vals[n]);
                            }
                        }
                    }
                    InstKind::Store { .. } => {
                        if let Operand::Value(p) = d.args[1] {
                            if let Some(&n) = lookup.get(&p) {
                                vals[n] = d.args[0];
                                self.erase(i);
                            }
                        }
                    }
                    _ => {}
                }
            }
            let mut succs: Vec<Block> = Vec::new();
            for &s in self.cfg.succs(b) {
                if !succs.contains(&s) {
                    succs.push(s);
                }
            }
            for &s in succs.iter().rev() {
                stack.push((s, Some(b), vals.clone()));
            }
        }
    }

    fn is_undef(&self, op: Operand) -> bool {
        matches!(op, Operand::Const(c) if matches!(self.module.constants.data(c), ConstantData::Undef(_)))
    }

    fn is_poison(&self, op: Operand) -> bool {
        matches!(op, Operand::Const(c) if matches!(self.module.constants.data(c), ConstantData::Poison(_)))
    }

    /// LLVM's `isGuaranteedNotToBePoison`, for the values mem2reg meets: constants without
    /// undef/poison, `noundef` arguments, and a few instructions that cannot make poison from
    /// operands that are not poison. Anything else is "may be poison" (LLVM knows more).
    fn guaranteed_not_poison(&self, op: Operand, depth: u32) -> bool {
        if depth > 6 {
            return false;
        }
        match self.resolve(op) {
            Operand::Const(c) => matches!(
                self.module.constants.data(c),
                ConstantData::Int { .. }
                    | ConstantData::Float { .. }
                    | ConstantData::Null(_)
                    | ConstantData::Zero(_)
                    | ConstantData::Global { .. }
            ),
            Operand::Value(v) => match self.body.dfg.values[v].def {
                ValueDef::Param(n) => self.param_is_noundef(n as usize),
                ValueDef::Inst(i) => {
                    let d = &self.body.dfg.insts[i];
                    match &d.kind {
                        InstKind::Freeze => true,
                        InstKind::Binary { op, flags, .. } => {
                            use crate::ir::instructions::BinaryOp::*;
                            matches!(op, Add | Sub | Mul | And | Or | Xor)
                                && !flags.nuw
                                && !flags.nsw
                                && !flags.exact
                                && d.args
                                    .iter()
                                    .all(|&a| self.guaranteed_not_poison(a, depth + 1))
                        }
                        InstKind::ICmp {
                            samesign: false, ..
                        } => d
                            .args
                            .iter()
                            .all(|&a| self.guaranteed_not_poison(a, depth + 1)),
                        _ => false,
                    }
                }
                ValueDef::Unresolved => false,
            },
            _ => false,
        }
    }

    fn param_is_noundef(&self, n: usize) -> bool {
        self.noundef_params.get(n).copied().unwrap_or(false)
    }

    /// LLVM's `simplifyPHINode` as mem2reg uses it: a phi whose entries are one value besides
    /// itself, `undef` and `poison` is that value, if it dominates the phi (and, with an
    /// `undef` entry, cannot be poison); only `undef`/`poison` entries give `undef` (if any)
    /// or `poison`. Repeated until nothing changes.
    fn simplify_phis(&mut self) {
        let mut changed = true;
        while changed {
            changed = false;
            let phis: Vec<(Block, usize, Inst)> = self.new_phis.clone();
            for (b, n, phi) in phis {
                if self.dead.contains(&phi) {
                    continue;
                }
                let pv = self.body.dfg.insts[phi].result.expect("a phi has a result");
                if let Some(v) = self.simplified_phi(phi, pv) {
                    self.repl.insert(pv, v);
                    self.erase(phi);
                    self.new_phis.retain(|&(pb, pn, _)| (pb, pn) != (b, n));
                    changed = true;
                }
            }
        }
    }

    fn simplified_phi(&self, phi: Inst, pv: Value) -> Option<Operand> {
        let mut common: Option<Operand> = None;
        let (mut has_poison, mut has_undef) = (false, false);
        let args = &self.body.dfg.insts[phi].args;
        for pair in args.chunks(2) {
            let v = self.resolve(pair[0]);
            if v == Operand::Value(pv) {
                continue;
            }
            if self.is_poison(v) {
                has_poison = true;
                continue;
            }
            if self.is_undef(v) {
                has_undef = true;
                continue;
            }
            match common {
                Some(c) if c != v => return None,
                _ => common = Some(v),
            }
        }
        let ty = self.body.dfg.values[pv].ty;
        let Some(common) = common else {
            let data = if has_undef {
                ConstantData::Undef(ty)
            } else {
                ConstantData::Poison(ty)
            };
            return Some(Operand::Const(self.constant(data)));
        };
        if has_poison || has_undef {
            if !self.value_dominates_phi(common, phi) {
                return None;
            }
            if has_undef && !self.guaranteed_not_poison(common, 0) {
                return None;
            }
        }
        Some(common)
    }

    fn value_dominates_phi(&self, v: Operand, phi: Inst) -> bool {
        let Operand::Value(v) = v else { return true };
        let ValueDef::Inst(def) = self.body.dfg.values[v].def else {
            return true;
        };
        let (db, dpos) = self.body.layout.inst_position(def);
        let (pb, ppos) = self.body.layout.inst_position(phi);
        if db == pb {
            return dpos < ppos;
        }
        self.dt.dominates(db, pb)
    }

    /// Phis in blocks with predecessors the renaming never reached get a `poison` entry per
    /// missing edge (predecessors in block order).
    fn add_poison_for_unvisited_preds(&mut self) {
        let mut done: HashSet<Block> = HashSet::default();
        let phis: Vec<(Block, usize, Inst)> = self.new_phis.clone();
        for (b, _, phi) in phis {
            if self.dead.contains(&phi) || !done.insert(b) {
                continue;
            }
            let preds_n = self.cfg.preds(b).len();
            let have = self.body.dfg.insts[phi].args.len() / 2;
            if have == preds_n {
                continue;
            }
            let mut preds: Vec<Block> = self.cfg.preds(b).to_vec();
            preds.sort_by_key(|p| self.block_number[p]);
            for pair in self.body.dfg.insts[phi].args.chunks(2) {
                if let Operand::Block(ib) = pair[1] {
                    if let Some(k) = preds.iter().position(|&p| p == ib) {
                        preds.remove(k);
                    }
                }
            }
            let top: Vec<Inst> = self
                .body
                .layout
                .block_insts(b)
                .iter()
                .copied()
                .take_while(|&i| self.body.dfg.is_phi(i))
                .collect();
            for i in top {
                if self.body.dfg.insts[i].args.len() / 2 != have {
                    break;
                }
                let ty = self.body.dfg.insts[i].ty;
                // A phi that was there before mem2reg may have a type without an interned
                // `poison`; it keeps its entries (prepare_module interns the alloca types).
                let Some(poison) = self.module.constants.find(&ConstantData::Poison(ty)) else {
                    break;
                };
                let poison = Operand::Const(poison);
                for &p in &preds {
                    let args = &mut self.body.dfg.insts[i].args;
                    args.push(poison);
                    args.push(Operand::Block(p));
                }
            }
        }
    }

    /// Rewrites every operand (instructions and function-local metadata) through the
    /// replacement map, once.
    fn apply_replacements(&mut self) {
        if self.repl.is_empty() {
            return;
        }
        let insts: Vec<Inst> = self.body.layout.insts().collect();
        for i in insts {
            for k in 0..self.body.dfg.insts[i].args.len() {
                let op = self.body.dfg.insts[i].args[k];
                if let Operand::Value(_) = op {
                    let new = self.resolve(op);
                    if new != op {
                        self.body.dfg.insts[i].args[k] = new;
                    }
                }
            }
        }
        let repl = std::mem::take(&mut self.repl);
        let resolve = |op: Operand| -> Operand {
            let mut op = op;
            while let Operand::Value(v) = op {
                match repl.get(&v) {
                    Some(&n) => op = n,
                    None => break,
                }
            }
            op
        };
        let module = self.module;
        let fix = |md: &mut MdOperand| fix_md(md, &resolve, module);
        for md in self.body.dfg.local_md.values_mut() {
            fix(md);
        }
        for i in self.body.layout.insts().collect::<Vec<_>>() {
            for r in &mut self.body.dfg.insts[i].dbg_records {
                for md in &mut r.operands {
                    fix(md);
                }
            }
        }
    }
}

/// A replaced local value inside metadata becomes the replacement (a constant replacement is
/// wrapped as a constant, as LLVM's RAUW on `ValueAsMetadata` does).
fn fix_md(md: &mut MdOperand, resolve: &dyn Fn(Operand) -> Operand, _m: &Module) {
    match md {
        MdOperand::Local(ty, v) => match resolve(Operand::Value(*v)) {
            Operand::Value(n) => *v = n,
            Operand::Const(c) => *md = MdOperand::Const(*ty, c),
            _ => {}
        },
        MdOperand::ArgList(list) => {
            for o in list {
                fix_md(o, resolve, _m);
            }
        }
        _ => {}
    }
}

/// The numbers LLVM 22 gives a parsed function's blocks (mem2reg sorts phi blocks and
/// predecessors by them): in order of first mention in the text, a label or a branch target,
/// since the parser creates a forward-referenced block (in the function) when it first sees
/// it. A function edited by an earlier transform would number new blocks at creation in LLVM;
/// atomir's transforms do not create blocks yet.
fn block_numbers(body: &FunctionBody) -> HashMap<Block, usize> {
    let mut numbers: HashMap<Block, usize> = HashMap::default();
    let mention = |b: Block, numbers: &mut HashMap<Block, usize>| {
        let next = numbers.len();
        numbers.entry(b).or_insert(next);
    };
    for &b in body.layout.blocks() {
        mention(b, &mut numbers);
        for &i in body.layout.block_insts(b) {
            for op in &body.dfg.insts[i].args {
                if let Operand::Block(t) = *op {
                    mention(t, &mut numbers);
                }
            }
        }
    }
    numbers
}

/// Floating-point types (and vectors and arrays of them): phis of these carry fast-math flags.
fn is_fp_type(m: &Module, t: Type) -> bool {
    match m.types.data(t) {
        TypeData::Float(_) => true,
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => is_fp_type(m, *elem),
        _ => false,
    }
}
