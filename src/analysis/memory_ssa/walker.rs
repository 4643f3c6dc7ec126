//! Clobber queries over MemorySSA (LLVM's `getClobberingMemoryAccess`).
//!
//! Owns: [`Walker`] and [`Query`]. A query walks up from an access: `liveOnEntry` ends the walk;
//! a def that may write what the query reads (by `analysis::alias`) is the clobber; a phi is
//! passed when no path from it back to the access that dominates it (the one reaching the end
//! of its block's immediate dominator) meets a clobber, and is the answer otherwise.
//! Two loads never clobber each other unless both are volatile, the querying load is `seq_cst`
//! or the earlier load is `acquire` or stronger (LLVM 22's rule for ordered loads).
//! Not yet: the walk limits of opt-22 (`-memssa-check-limit`, 100 alias queries per use) and
//! the result cache; pointers are not translated through phis.
//! Must not touch: the IR, the MemorySSA it walks (read only).

use super::{AccessId, AccessKind, MemorySsa};
use crate::analysis::alias::{AliasAnalysis, MemoryLocation};
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

impl Query {
    pub fn for_inst(aa: &AliasAnalysis<'_>, inst: Inst) -> Query {
        match aa.location(inst) {
            Some(loc) => Query::Load { inst, loc },
            None => Query::Call { inst },
        }
    }
}

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
                    let atomic = |o: Ordering| o; // orderings compare by strength
                    return (use_volatile && def_volatile)
                        || atomic(use_ord) == Ordering::SeqCst
                        || def_ord >= Ordering::Acquire;
                }
                aa.mod_ref(def, loc).mod_
            }
            Query::Location { loc } => aa.mod_ref(def, loc).any(),
            Query::Call { inst } => {
                // The reading call against the def's own location, if it has one.
                match aa.location(def) {
                    Some(l) if !matches!(aa.body().dfg.insts[def].kind, InstKind::Load { .. }) => {
                        if aa.mod_ref(def, l).mod_
                            && aa.mod_ref(def, l) != crate::analysis::alias::ModRef::BOTH
                        {
                            aa.mod_ref(inst, l).any()
                        } else {
                            true
                        }
                    }
                    _ => true,
                }
            }
        }
    }

    /// The clobbering access of `q`, walking up from `start`.
    pub fn clobber(&self, aa: &mut AliasAnalysis<'_>, start: AccessId, q: &Query) -> AccessId {
        let mut cur = start;
        loop {
            let a = self.mssa.access(cur);
            match a.kind {
                AccessKind::LiveOnEntry => return cur,
                AccessKind::Def(i) => {
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
                    if self.paths_clear(aa, cur, target, q) {
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
