//! Clobber queries over MemorySSA (LLVM's `getClobberingMemoryAccess`).
//!
//! Owns: [`Walker`] and [`Query`]. The walk follows the behaviour of opt-22's caching walker,
//! learned from its output and written independently:
//! - A query walks up the def chain from its start. `liveOnEntry` ends it; a def that may write
//!   what the query reads (see [`Walker::clobbers`]) is the clobber; at a phi the phi is
//!   "optimised": every incoming path is searched (depth first, last operand first) up to the
//!   *walk target*, the last def or phi of the nearest dominating block that has one. A path
//!   that meets a clobber not dominating the target blocks the phi (the phi is the answer); a
//!   clobber that dominates the target is kept as a candidate. When all paths reach the target,
//!   the walk continues from it: candidates and clobbers found on the way compete and the one
//!   nearest to the start (the most dominated) wins; a further phi is optimised the same way.
//! - Locations going through a phi are translated: a pointer that is a phi of the phi's block
//!   takes its incoming value, and a `getelementptr`/cast of such phis becomes an existing
//!   equivalent instruction that dominates the predecessor (otherwise the pointer stays). A
//!   pointer that may vary between loop iterations (an instruction outside the entry block
//!   that is not an alloca, nor a `getelementptr` with constant indices from an alloca or a
//!   non-instruction) gets an unknown size from then on.
//! - Two loads never clobber each other unless both are volatile, the querying load is
//!   `seq_cst` or the earlier load is `acquire` or stronger (LLVM 22's rule for ordered loads).
//!   Marker intrinsics (`llvm.assume`, `llvm.invariant.start/end`,
//!   `llvm.experimental.noalias.scope.decl`, `llvm.pseudoprobe`, `llvm.allow.*.check`) clobber
//!   nothing. A call query is clobbered by a def that touches what the call may touch.
//! - Budget: a query may examine at most [`CHECK_LIMIT`] - 1 defs with alias questions; the
//!   def on which the budget runs out is taken as the clobber (opt's `-memssa-check-limit`).
//!
//! Must not touch: the IR, the MemorySSA it walks (read only).

use super::{AccessId, AccessKind, MemorySsa};
use crate::analysis::alias::{AliasAnalysis, MemoryLocation, ModRef};
use crate::analysis::domtree::DominatorTree;
use crate::ir::constant::ConstantData;
use crate::ir::entity::EntityRef;
use crate::ir::function::{Block, Inst, ValueDef};
use crate::ir::instructions::{CastOp, InstKind, Operand, Ordering};

/// What a clobber query asks about.
#[derive(Clone, Copy, Debug)]
pub enum Query {
    /// A load, store or atomic accessing `loc`, issued by `inst`.
    Load { inst: Inst, loc: MemoryLocation },
    /// A call.
    Call { inst: Inst },
    /// A location alone (no instruction).
    Location { loc: MemoryLocation },
}

impl Query {
    /// The query of a use or def: its location, or the call itself.
    pub fn for_inst(aa: &AliasAnalysis<'_>, inst: Inst) -> Query {
        if is_call(aa, inst) {
            return Query::Call { inst };
        }
        match aa.location(inst) {
            Some(loc) => Query::Load { inst, loc },
            None => Query::Call { inst },
        }
    }

    fn loc(&self) -> Option<MemoryLocation> {
        match *self {
            Query::Load { loc, .. } | Query::Location { loc } => Some(loc),
            Query::Call { .. } => None,
        }
    }

    fn inst(&self) -> Option<Inst> {
        match *self {
            Query::Load { inst, .. } | Query::Call { inst } => Some(inst),
            Query::Location { .. } => None,
        }
    }
}

fn is_call(aa: &AliasAnalysis<'_>, i: Inst) -> bool {
    matches!(
        aa.body().dfg.insts[i].kind,
        InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. }
    )
}

/// Whether a query can be asked for `i`: anything but a fence (opt-22 answers a fence with the
/// fence itself).
pub fn has_query(aa: &AliasAnalysis<'_>, i: Inst) -> bool {
    !matches!(aa.body().dfg.insts[i].kind, InstKind::Fence { .. })
}

/// opt's `-memssa-check-limit` default.
pub const CHECK_LIMIT: u32 = 100;

pub struct Walker<'a> {
    pub mssa: &'a MemorySsa,
    pub dt: &'a DominatorTree<Block>,
    pub out_of: &'a [AccessId],
    /// Each access's place in its block (a phi first).
    pos: Vec<u32>,
}

fn load_ordering(aa: &AliasAnalysis<'_>, i: Inst) -> Option<(bool, Ordering)> {
    match &aa.body().dfg.insts[i].kind {
        InstKind::Load {
            volatile, atomic, ..
        } => Some((
            *volatile,
            atomic.as_ref().map_or(Ordering::Unordered, |a| a.ordering),
        )),
        _ => None,
    }
}

/// One stretch of a search: where it has got to (`last`) and the location it looks for.
#[derive(Clone, Copy, Debug)]
struct DefPath {
    loc: Option<MemoryLocation>,
    last: AccessId,
}

#[derive(Clone, Copy, Debug)]
struct Terminated {
    clobber: AccessId,
}

/// State of one phi optimisation.
struct Search<'q> {
    q: &'q Query,
    paths: Vec<DefPath>,
    visited: std::collections::HashSet<(AccessId, Option<MemoryLocation>)>,
    limit: u32,
    /// With `skip_self`: the def whose own query this is (a path reaching it stops).
    skip_self: Option<AccessId>,
}

impl<'a> Walker<'a> {
    pub fn new(
        mssa: &'a MemorySsa,
        dt: &'a DominatorTree<Block>,
        out_of: &'a [AccessId],
    ) -> Walker<'a> {
        let mut pos = vec![0u32; mssa.accesses.len()];
        for a in &mssa.accesses {
            // Each block's list is numbered once, from its first access.
            if let (Some(b), AccessKind::Def(_) | AccessKind::Use(_)) = (a.block, &a.kind) {
                let list = mssa.block_accesses(b);
                // (An access the updater removed keeps its block but is in no list.)
                if list.first().is_some_and(|first| pos[first.0 as usize] == 0) {
                    for (k, id) in list.iter().enumerate() {
                        pos[id.0 as usize] = k as u32 + 1;
                    }
                }
            }
        }
        Walker {
            mssa,
            dt,
            out_of,
            pos,
        }
    }

    fn block_of(&self, id: AccessId) -> Block {
        self.mssa
            .access(id)
            .block
            .unwrap_or_else(|| self.dt.entry())
    }

    /// MemorySSA dominance between accesses.
    pub fn access_dominates(&self, a: AccessId, b: AccessId) -> bool {
        if a == b {
            return true;
        }
        if b == AccessId::LIVE_ON_ENTRY {
            return false;
        }
        if a == AccessId::LIVE_ON_ENTRY {
            return true;
        }
        let (ba, bb) = (self.block_of(a), self.block_of(b));
        if ba != bb {
            return self.dt.dominates(ba, bb);
        }
        self.pos[a.0 as usize] < self.pos[b.0 as usize]
    }

    /// Whether the def `def` clobbers a query for `loc` issued by `inst`.
    pub fn clobbers_at(
        &self,
        aa: &mut AliasAnalysis<'_>,
        def: Inst,
        loc: Option<MemoryLocation>,
        inst: Option<Inst>,
    ) -> bool {
        if let Some(n) = aa.intrinsic_name(def) {
            if n == "llvm.assume"
                || n.starts_with("llvm.invariant.start")
                || n.starts_with("llvm.invariant.end")
                || n.starts_with("llvm.experimental.noalias.scope.decl")
                || n.starts_with("llvm.pseudoprobe")
                || n.starts_with("llvm.allow.runtime.check")
                || n.starts_with("llvm.allow.ubsan.check")
            {
                return false;
            }
        }
        if let Some(u) = inst {
            if is_call(aa, u) {
                return self.touches_call(aa, def, u);
            }
            if let (Some((use_volatile, use_ord)), Some((def_volatile, def_ord))) =
                (load_ordering(aa, u), load_ordering(aa, def))
            {
                return (use_volatile && def_volatile)
                    || use_ord == Ordering::SeqCst
                    || def_ord >= Ordering::Acquire;
            }
        }
        match loc {
            Some(l) => aa.mod_ref(def, l).mod_,
            None => true,
        }
    }

    /// Whether the def `def` clobbers the query.
    pub fn clobbers(&self, aa: &mut AliasAnalysis<'_>, def: Inst, q: &Query) -> bool {
        self.clobbers_at(aa, def, q.loc(), q.inst())
    }

    /// Whether `def` and the call `call` may interact (LLVM's mod/ref of an instruction
    /// against a call).
    fn touches_call(&self, aa: &mut AliasAnalysis<'_>, def: Inst, call: Inst) -> bool {
        if is_call(aa, def) {
            return aa.calls_conflict(def, call);
        }
        if matches!(aa.body().dfg.insts[def].kind, InstKind::Fence { .. }) {
            return true;
        }
        match aa.location(def) {
            Some(l) => aa.mod_ref(call, l).any(),
            None => aa.mod_ref_unknown_loc(call) != ModRef::NONE,
        }
    }

    /// `getClobberingMemoryAccess` for an access: for a def or use, the clobber of its own
    /// location (or call) walking up from its defining access; a phi or `liveOnEntry` is its
    /// own answer, and so is a fence.
    pub fn clobbering_access(&self, aa: &mut AliasAnalysis<'_>, id: AccessId) -> AccessId {
        let a = self.mssa.access(id);
        match a.kind {
            AccessKind::Use(_)
                if self.mssa.is_optimized_use(id) || a.defining == AccessId::LIVE_ON_ENTRY =>
            {
                a.defining
            }
            AccessKind::Use(i) => {
                let q = Query::for_inst(aa, i);
                let mut limit = CHECK_LIMIT;
                self.find_clobber(aa, a.defining, &q, &mut limit)
            }
            AccessKind::Def(i) => {
                if !has_query(aa, i) {
                    return id;
                }
                if a.defining == AccessId::LIVE_ON_ENTRY {
                    return a.defining;
                }
                let q = Query::for_inst(aa, i);
                let mut limit = CHECK_LIMIT;
                self.find_clobber(aa, a.defining, &q, &mut limit)
            }
            AccessKind::Phi | AccessKind::LiveOnEntry => id,
        }
    }

    /// The access a use had before use optimisation: the nearest def above it in its block,
    /// else the block's phi, else what reaches the end of its immediate dominator (a use in
    /// an unreachable block keeps its defining access).
    pub fn unoptimized_defining(&self, id: AccessId) -> AccessId {
        let a = self.mssa.access(id);
        let Some(b) = a.block else {
            return a.defining;
        };
        if !self.dt.is_reachable(b) {
            return a.defining;
        }
        let list = self.mssa.block_accesses(b);
        if let Some(k) = list.iter().position(|&x| x == id) {
            if let Some(&d) = list[..k]
                .iter()
                .rev()
                .find(|&&x| !matches!(self.mssa.access(x).kind, AccessKind::Use(_)))
            {
                return d;
            }
        }
        if let Some(phi) = self.mssa.phi_of(b) {
            return phi;
        }
        self.walk_target_of_block(b)
    }

    /// `getClobberingMemoryAccess` as opt-22's `print<memoryssa-walker>` asks it. LLVM 22
    /// optimises uses lazily, so there a use is not optimised when the printer asks: its walk
    /// starts at the nearest def or phi above it ([`Walker::unoptimized_defining`]) with a
    /// budget of its own, and the answer may differ from the build's use optimisation where a
    /// budget runs out. Defs, phis and fences are answered as [`Walker::clobbering_access`].
    pub fn clobbering_access_lazy(&self, aa: &mut AliasAnalysis<'_>, id: AccessId) -> AccessId {
        let a = self.mssa.access(id);
        match a.kind {
            AccessKind::Use(i) => {
                if super::build::trivially_live_on_entry(aa, aa.body(), i) {
                    return AccessId::LIVE_ON_ENTRY;
                }
                let start = self.unoptimized_defining(id);
                if start == AccessId::LIVE_ON_ENTRY {
                    return start;
                }
                let q = Query::for_inst(aa, i);
                let mut limit = CHECK_LIMIT;
                self.find_clobber(aa, start, &q, &mut limit)
            }
            _ => self.clobbering_access(aa, id),
        }
    }

    /// The clobber of a use that is not optimised yet (the build's use optimisation asks this
    /// when its stack walk meets a phi), with the caller's budget.
    pub fn use_clobber(
        &self,
        aa: &mut AliasAnalysis<'_>,
        id: AccessId,
        limit: &mut u32,
    ) -> AccessId {
        let a = self.mssa.access(id);
        let AccessKind::Use(i) = a.kind else {
            return id;
        };
        if a.defining == AccessId::LIVE_ON_ENTRY {
            return a.defining;
        }
        let q = Query::for_inst(aa, i);
        self.find_clobber(aa, a.defining, &q, limit)
    }

    /// `getClobberingMemoryAccess` for an access and a location: the clobber of `loc` at or
    /// above `id` (a def itself is examined; a use starts at its defining access; a fence is its
    /// own answer).
    pub fn clobbering_access_for(
        &self,
        aa: &mut AliasAnalysis<'_>,
        id: AccessId,
        loc: MemoryLocation,
    ) -> AccessId {
        let a = self.mssa.access(id);
        if let AccessKind::Def(i) | AccessKind::Use(i) = a.kind {
            if !has_query(aa, i) {
                return id;
            }
        }
        let mut limit = CHECK_LIMIT;
        self.find_clobber(aa, id, &Query::Location { loc }, &mut limit)
    }

    /// The clobbering access of `q`, walking up from `start` with a budget of `CHECK_LIMIT`.
    pub fn clobber(&self, aa: &mut AliasAnalysis<'_>, start: AccessId, q: &Query) -> AccessId {
        let mut limit = CHECK_LIMIT;
        self.find_clobber(aa, start, q, &mut limit)
    }

    /// The clobber of `q` from `start` (a use stands for its defining access).
    pub fn find_clobber(
        &self,
        aa: &mut AliasAnalysis<'_>,
        start: AccessId,
        q: &Query,
        limit: &mut u32,
    ) -> AccessId {
        let mut s = Search {
            q,
            paths: Vec::new(),
            visited: Default::default(),
            limit: (*limit).max(1),
            skip_self: None,
        };
        let mut cur = start;
        if let AccessKind::Use(_) = self.mssa.access(cur).kind {
            cur = self.mssa.access(cur).defining;
        }
        let mut first = DefPath {
            loc: q.loc(),
            last: cur,
        };
        let (r, clobber) = self.walk_to_phi_or_clobber(aa, &mut s, &mut first, None);
        let result = if clobber {
            r
        } else {
            self.optimize_phi(aa, &mut s, first.last, q.loc())
        };
        *limit = s.limit;
        result
    }

    /// Walks the def chain from `path.last` to a phi or a clobber (or `stop_at`); returns it
    /// and whether it is a clobber.
    fn walk_to_phi_or_clobber(
        &self,
        aa: &mut AliasAnalysis<'_>,
        s: &mut Search<'_>,
        path: &mut DefPath,
        stop_at: Option<AccessId>,
    ) -> (AccessId, bool) {
        let mut spent = false;
        if s.limit == 0 {
            s.limit = 1;
            spent = true;
        }
        let mut cur = path.last;
        loop {
            path.last = cur;
            if Some(cur) == stop_at || Some(cur) == s.skip_self {
                return (cur, false);
            }
            let a = self.mssa.access(cur);
            match a.kind {
                AccessKind::LiveOnEntry => return (cur, true),
                AccessKind::Def(i) => {
                    s.limit -= 1;
                    if s.limit == 0 {
                        return (cur, true);
                    }
                    if self.clobbers_at(aa, i, path.loc, s.q.inst()) {
                        return (cur, true);
                    }
                    cur = a.defining;
                }
                AccessKind::Use(_) => cur = a.defining,
                AccessKind::Phi => break,
            }
        }
        if spent {
            s.limit = 0;
        }
        (cur, false)
    }

    /// The last def or phi of the nearest strictly dominating block that has one.
    fn walk_target(&self, phi: AccessId) -> AccessId {
        self.walk_target_of_block(self.block_of(phi))
    }

    /// What reaches the end of the immediate dominator of `b` (`liveOnEntry` for the entry).
    fn walk_target_of_block(&self, b: Block) -> AccessId {
        match self.dt.idom(b) {
            Some(d) => self.out_of[d.index()],
            None => AccessId::LIVE_ON_ENTRY,
        }
    }

    /// Adds one search per incoming value of `phi`, with the location of path `prior`
    /// translated into the predecessor.
    fn add_searches(
        &self,
        aa: &AliasAnalysis<'_>,
        s: &mut Search<'_>,
        phi: AccessId,
        paused: &mut Vec<usize>,
        prior: usize,
    ) {
        let loc = s.paths[prior].loc;
        let phi_block = self.block_of(phi);
        for &(pred, v) in &self.mssa.access(phi).incoming {
            let loc = loc.map(|l| self.translate(aa, l, phi_block, pred));
            paused.push(s.paths.len());
            s.paths.push(DefPath { loc, last: v });
        }
    }

    /// Searches the paused paths up to `stop`; a clobber that does not dominate `stop` is
    /// returned as the blocker; paths reaching `stop` go to `new_paused`.
    fn blocking_access(
        &self,
        aa: &mut AliasAnalysis<'_>,
        s: &mut Search<'_>,
        stop: AccessId,
        paused: &mut Vec<usize>,
        new_paused: &mut Vec<usize>,
        terminated: &mut Vec<Terminated>,
    ) -> Option<Terminated> {
        while let Some(k) = paused.pop() {
            let key = (s.paths[k].last, s.paths[k].loc);
            if !s.visited.insert(key) {
                continue;
            }
            let mut path = s.paths[k];
            let (r, clobber) = self.walk_to_phi_or_clobber(aa, s, &mut path, Some(stop));
            s.paths[k] = path;
            if clobber {
                let t = Terminated { clobber: r };
                if !self.access_dominates(r, stop) {
                    return Some(t);
                }
                terminated.push(t);
                continue;
            }
            if r == stop || Some(r) == s.skip_self {
                if Some(r) != s.skip_self {
                    new_paused.push(k);
                }
                continue;
            }
            self.add_searches(aa, s, r, paused, k);
        }
        None
    }

    fn most_dominated(&self, list: &[Terminated]) -> AccessId {
        let mut best = 0;
        for k in 1..list.len() {
            if !self.access_dominates(list[k].clobber, list[best].clobber) {
                best = k;
            }
        }
        list[best].clobber
    }

    fn optimize_phi(
        &self,
        aa: &mut AliasAnalysis<'_>,
        s: &mut Search<'_>,
        phi: AccessId,
        loc: Option<MemoryLocation>,
    ) -> AccessId {
        s.paths.push(DefPath { loc, last: phi });
        let mut paused = Vec::new();
        let mut new_paused = Vec::new();
        let mut terminated: Vec<Terminated> = Vec::new();
        self.add_searches(aa, s, phi, &mut paused, 0);
        let mut current = phi;
        loop {
            let target = self.walk_target(current);
            if self
                .blocking_access(aa, s, target, &mut paused, &mut new_paused, &mut terminated)
                .is_some()
            {
                return current;
            }
            if new_paused.is_empty() {
                return self.most_dominated(&terminated);
            }
            let mut chain_end = None;
            let mut clobbers: Vec<Terminated> = Vec::new();
            for &k in &new_paused {
                let mut path = s.paths[k];
                let (r, clobber) = self.walk_to_phi_or_clobber(aa, s, &mut path, None);
                s.paths[k] = path;
                if clobber {
                    clobbers.push(Terminated { clobber: r });
                } else {
                    chain_end = Some(r);
                }
            }
            if !terminated.is_empty() {
                let end = chain_end.unwrap_or_else(|| self.def_chain_end(target));
                let chain_block = self.block_of(end);
                for t in &terminated {
                    if self.dt.dominates(chain_block, self.block_of(t.clobber)) {
                        clobbers.push(*t);
                    }
                }
            }
            if !clobbers.is_empty() {
                return self.most_dominated(&clobbers);
            }
            let Some(next) = chain_end else {
                return current;
            };
            paused.clear();
            let resumed = std::mem::take(&mut new_paused);
            for k in resumed {
                self.add_searches(aa, s, next, &mut paused, k);
            }
            current = next;
        }
    }

    /// The phi or `liveOnEntry` that ends the def chain from `from`.
    fn def_chain_end(&self, mut from: AccessId) -> AccessId {
        loop {
            let a = self.mssa.access(from);
            match a.kind {
                AccessKind::Def(_) | AccessKind::Use(_) => from = a.defining,
                AccessKind::Phi | AccessKind::LiveOnEntry => return from,
            }
        }
    }

    /// `loc` seen from the predecessor `pred` of `block` (see the module doc).
    fn translate(
        &self,
        aa: &AliasAnalysis<'_>,
        loc: MemoryLocation,
        block: Block,
        pred: Block,
    ) -> MemoryLocation {
        let mut out = loc;
        let translated = if self.dt.is_reachable(pred) {
            self.translate_value(aa, loc.ptr, block, pred, 0)
        } else {
            None
        };
        let translated = translated.filter(|&v| match inst_of(aa, v) {
            Some(i) => aa
                .body()
                .layout
                .inst_block(i)
                .is_some_and(|b| self.dt.dominates(b, pred)),
            None => true,
        });
        if let Some(p) = translated {
            out.ptr = p;
        }
        if !loop_invariant(aa, out.ptr) {
            out.size = None;
        }
        out
    }

    fn translate_value(
        &self,
        aa: &AliasAnalysis<'_>,
        v: Operand,
        block: Block,
        pred: Block,
        depth: u32,
    ) -> Option<Operand> {
        let Some(i) = inst_of(aa, v) else {
            return Some(v);
        };
        let body = aa.body();
        if body.layout.inst_block(i) != Some(block) {
            return Some(v);
        }
        if depth > 16 {
            return None;
        }
        let d = &body.dfg.insts[i];
        match &d.kind {
            InstKind::Phi { .. } => {
                let k = d
                    .args
                    .chunks(2)
                    .position(|c| c.get(1) == Some(&Operand::Block(pred)))?;
                Some(d.args[2 * k])
            }
            InstKind::Cast { op, .. } => {
                let from = self.translate_value(aa, d.args[0], block, pred, depth + 1)?;
                if from == d.args[0] {
                    return Some(v);
                }
                if matches!(op, CastOp::BitCast) && aa.operand_type(from) == Some(d.ty) {
                    return Some(from);
                }
                let Operand::Value(fv) = from else {
                    return None;
                };
                aa.uses_of(fv).iter().find_map(|u| {
                    let c = &body.dfg.insts[u.inst];
                    match &c.kind {
                        InstKind::Cast { op: o2, .. }
                            if o2 == op
                                && c.ty == d.ty
                                && body
                                    .layout
                                    .inst_block(u.inst)
                                    .is_some_and(|b| self.dt.dominates(b, pred)) =>
                        {
                            c.result.map(Operand::Value)
                        }
                        _ => None,
                    }
                })
            }
            InstKind::Gep { source, .. } => {
                let mut ops = Vec::with_capacity(d.args.len());
                let mut changed = false;
                for &op in &d.args {
                    let t = self.translate_value(aa, op, block, pred, depth + 1)?;
                    changed |= t != op;
                    ops.push(t);
                }
                if !changed {
                    return Some(v);
                }
                // `getelementptr x, 0, ...` is `x`.
                if ops[1..].iter().all(|&o| aa.const_int_value(o) == Some(0))
                    && aa.operand_type(ops[0]) == Some(d.ty)
                {
                    return Some(ops[0]);
                }
                let Operand::Value(base) = ops[0] else {
                    return None;
                };
                aa.uses_of(base).iter().find_map(|u| {
                    let g = &body.dfg.insts[u.inst];
                    match &g.kind {
                        InstKind::Gep { source: s2, .. }
                            if s2 == source
                                && g.ty == d.ty
                                && g.args == ops
                                && body
                                    .layout
                                    .inst_block(u.inst)
                                    .is_some_and(|b| self.dt.dominates(b, pred)) =>
                        {
                            g.result.map(Operand::Value)
                        }
                        _ => None,
                    }
                })
            }
            _ => None,
        }
    }
}

fn inst_of(aa: &AliasAnalysis<'_>, op: Operand) -> Option<Inst> {
    match op {
        Operand::Value(v) => match aa.body().dfg.values[v].def {
            ValueDef::Inst(i) => Some(i),
            _ => None,
        },
        _ => None,
    }
}

fn strip_casts(aa: &AliasAnalysis<'_>, mut op: Operand) -> Operand {
    for _ in 0..64 {
        match inst_of(aa, op) {
            Some(i) => match &aa.body().dfg.insts[i].kind {
                InstKind::Cast {
                    op: CastOp::BitCast | CastOp::AddrSpaceCast,
                    ..
                } => op = aa.body().dfg.insts[i].args[0],
                _ => return op,
            },
            None => return op,
        }
    }
    op
}

/// Whether `ptr` names the same address in every iteration of any loop: not an instruction,
/// an instruction of the entry block, an alloca, or a `getelementptr` with constant indices
/// from one of those (but an instruction base other than an alloca).
fn loop_invariant(aa: &AliasAnalysis<'_>, ptr: Operand) -> bool {
    let base_ok = |op: Operand| {
        let op = strip_casts(aa, op);
        match inst_of(aa, op) {
            None => true,
            Some(i) => matches!(aa.body().dfg.insts[i].kind, InstKind::Alloca { .. }),
        }
    };
    let ptr = strip_casts(aa, ptr);
    let body = aa.body();
    if let Some(i) = inst_of(aa, ptr) {
        if body.layout.inst_block(i) == body.layout.blocks().first().copied() {
            return true;
        }
        let d = &body.dfg.insts[i];
        if let InstKind::Gep { .. } = d.kind {
            return base_ok(d.args[0])
                && d.args[1..].iter().all(|&o| matches!(o, Operand::Const(_)));
        }
    } else if let Operand::Const(c) = ptr {
        if let ConstantData::Gep { ops, .. } = aa.module().constants.data(c) {
            return base_ok(Operand::Const(ops[0]));
        }
    }
    base_ok(ptr)
}
