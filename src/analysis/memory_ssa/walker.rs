//! Clobber queries over MemorySSA (LLVM's `getClobberingMemoryAccess`).
//!
//! Owns: [`Walker`] and [`Query`]. A query walks up from an access: `liveOnEntry` ends the walk;
//! a def that may write what the query reads (by `analysis::alias`) is the clobber; a phi is
//! passed when no path from it back to the access that dominates it (the one reaching the end
//! of its block's immediate dominator) meets a clobber, and is the answer otherwise.
//! Two loads never clobber each other unless both are volatile, the querying load is `seq_cst`
//! or the earlier load is `acquire` or stronger (LLVM 22's rule for ordered loads).
//! A query may ask at most [`CHECK_LIMIT`] "does this def clobber?" questions (opt's
//! `-memssa-check-limit` default); when they run out, the access being examined is the answer
//! (a phi if the budget ends while its paths are checked). How opt-22 spends its budget across
//! its use-optimisation stack is not reproduced exactly, so very long functions may differ.
//! Not yet: a result cache; pointers are not translated through phis.
//! Must not touch: the IR, the MemorySSA it walks (read only).

use super::{AccessId, AccessKind, MemorySsa};
use crate::analysis::alias::{AliasAnalysis, MemoryLocation, ModRef};
use crate::analysis::domtree::DominatorTree;
use crate::ir::entity::EntityRef;
use crate::ir::function::{Block, Inst};
use crate::ir::instructions::{InstKind, Ordering};

/// What a clobber query asks about.
#[derive(Clone, Copy, Debug)]
pub enum Query {
    /// A load (or atomic) reading `loc`, issued by `inst`.
    Load { inst: Inst, loc: MemoryLocation },
    /// A call that reads memory.
    Call { inst: Inst },
    /// A location alone (no instruction).
    Location { loc: MemoryLocation },
}

/// Whether a query can be asked for `i`: it has a location or is a call (a fence has
/// neither, so the walker answers a fence with the fence itself, as opt-22 does).
pub fn has_query(aa: &AliasAnalysis<'_>, i: Inst) -> bool {
    aa.location(i).is_some()
        || matches!(
            aa.body().dfg.insts[i].kind,
            InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. }
        )
}

fn ordered(aa: &AliasAnalysis<'_>, i: Inst) -> bool {
    match &aa.body().dfg.insts[i].kind {
        InstKind::Load {
            volatile, atomic, ..
        }
        | InstKind::Store {
            volatile, atomic, ..
        } => {
            *volatile
                || atomic
                    .as_ref()
                    .is_some_and(|a| a.ordering > Ordering::Unordered)
        }
        InstKind::CmpXchg { .. } | InstKind::AtomicRmw { .. } => true,
        _ => false,
    }
}

impl Query {
    /// The query of a use or def: its location, or the call itself.
    pub fn for_inst(aa: &AliasAnalysis<'_>, inst: Inst) -> Query {
        match aa.location(inst) {
            Some(loc) => Query::Load { inst, loc },
            None => Query::Call { inst },
        }
    }
}

/// Alias questions one clobber query may ask.
pub const CHECK_LIMIT: u32 = 100;

pub struct Walker<'a> {
    pub mssa: &'a MemorySsa,
    pub dt: &'a DominatorTree<Block>,
    pub out_of: &'a [AccessId],
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

impl Walker<'_> {
    /// Whether the def `def` clobbers the query.
    pub fn clobbers(&self, aa: &mut AliasAnalysis<'_>, def: Inst, q: &Query) -> bool {
        match *q {
            Query::Load { inst, loc } => {
                if let (Some((use_volatile, use_ord)), Some((def_volatile, def_ord))) =
                    (load_ordering(aa, inst), load_ordering(aa, def))
                {
                    return (use_volatile && def_volatile)
                        || use_ord == Ordering::SeqCst
                        || def_ord >= Ordering::Acquire;
                }
                aa.mod_ref(def, loc).mod_
            }
            Query::Location { loc } => aa.mod_ref(def, loc).any(),
            Query::Call { inst } => self.conflicts_with_call(aa, def, inst),
        }
    }

    /// Whether the def `def` may write what the call `call` touches, or touch what it writes.
    fn conflicts_with_call(&self, aa: &mut AliasAnalysis<'_>, def: Inst, call: Inst) -> bool {
        let is_call = |i: Inst| {
            matches!(
                aa.body().dfg.insts[i].kind,
                InstKind::Call { .. } | InstKind::Invoke { .. } | InstKind::CallBr { .. }
            )
        };
        if is_call(def) {
            return aa.calls_conflict(def, call);
        }
        if matches!(aa.body().dfg.insts[def].kind, InstKind::Fence { .. }) {
            return true;
        }
        match aa.location(def) {
            Some(l) => {
                if aa.mod_ref(def, l) == ModRef::BOTH && aa.mod_ref(def, l).any() {
                    // Ordered atomics and volatile loads touch everything.
                    if ordered(aa, def) {
                        return aa.call_effects(call).total().any();
                    }
                }
                aa.mod_ref(call, l).any()
            }
            None => true,
        }
    }

    /// `getClobberingMemoryAccess` for an access: for a def or use, the clobber of its own
    /// location (or call) walking up from its defining access; a phi or `liveOnEntry` is its
    /// own answer.
    pub fn clobbering_access(&self, aa: &mut AliasAnalysis<'_>, id: AccessId) -> AccessId {
        let a = self.mssa.access(id);
        match a.kind {
            AccessKind::Def(i) | AccessKind::Use(i) => {
                if !has_query(aa, i) {
                    return id;
                }
                let q = Query::for_inst(aa, i);
                self.clobber(aa, a.defining, &q)
            }
            AccessKind::Phi | AccessKind::LiveOnEntry => id,
        }
    }

    /// `getClobberingMemoryAccess` for an access and a location: the clobber of `loc` above
    /// `id` (for a def or use, from its defining access; for a phi, from the phi).
    pub fn clobbering_access_for(
        &self,
        aa: &mut AliasAnalysis<'_>,
        id: AccessId,
        loc: MemoryLocation,
    ) -> AccessId {
        let a = self.mssa.access(id);
        let start = match a.kind {
            AccessKind::Def(_) | AccessKind::Use(_) => a.defining,
            AccessKind::Phi | AccessKind::LiveOnEntry => id,
        };
        self.clobber(aa, start, &Query::Location { loc })
    }

    /// The clobbering access of `q`, walking up from `start`.
    pub fn clobber(&self, aa: &mut AliasAnalysis<'_>, start: AccessId, q: &Query) -> AccessId {
        let mut budget = CHECK_LIMIT;
        let mut cur = start;
        loop {
            let a = self.mssa.access(cur);
            match a.kind {
                AccessKind::LiveOnEntry => return cur,
                AccessKind::Def(i) => {
                    if budget == 0 {
                        return cur;
                    }
                    budget -= 1;
                    if self.clobbers(aa, i, q) {
                        return cur;
                    }
                    cur = a.defining;
                }
                AccessKind::Use(_) => cur = a.defining,
                AccessKind::Phi => {
                    let block = a.block.expect("phi block");
                    let target = match self.dt.idom(block) {
                        Some(d) => self.out_of[d.index()],
                        None => return cur,
                    };
                    if self.paths_clear(aa, cur, target, q, &mut budget) {
                        cur = target;
                    } else {
                        return cur;
                    }
                }
            }
        }
    }

    /// Whether every path up from the phi `phi` reaches `target` without a clobber.
    fn paths_clear(
        &self,
        aa: &mut AliasAnalysis<'_>,
        phi: AccessId,
        target: AccessId,
        q: &Query,
        budget: &mut u32,
    ) -> bool {
        let mut seen_phis = vec![phi];
        let mut work: Vec<AccessId> = self
            .mssa
            .access(phi)
            .incoming
            .iter()
            .map(|&(_, v)| v)
            .collect();
        while let Some(mut v) = work.pop() {
            loop {
                if v == target {
                    break;
                }
                let a = self.mssa.access(v);
                match a.kind {
                    AccessKind::LiveOnEntry => break,
                    AccessKind::Def(i) => {
                        if *budget == 0 {
                            return false;
                        }
                        *budget -= 1;
                        if self.clobbers(aa, i, q) {
                            return false;
                        }
                        v = a.defining;
                    }
                    AccessKind::Use(_) => v = a.defining,
                    AccessKind::Phi => {
                        if !seen_phis.contains(&v) {
                            seen_phis.push(v);
                            work.extend(a.incoming.iter().map(|&(_, x)| x));
                        }
                        break;
                    }
                }
            }
        }
        true
    }
}
