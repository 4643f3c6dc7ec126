//! MemorySSA (seed 004): one memory variable in SSA form over a function body.
//!
//! Owns: [`MemorySsa`], its accesses ([`MemoryAccess`]: `liveOnEntry`, `MemoryDef`, `MemoryUse`,
//! `MemoryPhi`) with LLVM's numbering, the per-block access lists and the instruction ->
//! access map. Building ([`build`]), clobber queries ([`walker`]) and the printer's annotation
//! text ([`print`]) and the verifier ([`verify`]) live in their own files; [`update`] keeps a
//! built MemorySSA right while a pass edits memory instructions.
//! Must not touch: the IR (read only); alias rules (that is `analysis::alias`).
//!
//! What each instruction is (facts learned from opt-22's `print<memoryssa>`):
//! - `MemoryDef`: stores, `fence`, `cmpxchg`, `atomicrmw`, `va_arg`, loads that are volatile or
//!   atomic stronger than `unordered`, and calls that may write memory (by their `memory(...)`
//!   effects; unknown calls included, the seed-000 legacy `llvm.atomic.*` intrinsics among them:
//!   they carry no `memory(...)` attribute, so each is a `MemoryDef` ordered like `seq_cst`).
//! - `MemoryUse`: other loads (`unordered` atomics included) and calls that only read.
//! - Nothing: calls with `memory(none)` and `llvm.assume`, `llvm.experimental.noalias.scope.decl`,
//!   `llvm.pseudoprobe`.
//!
//! Numbering: defs 1, 2, ... in layout order over all blocks (unreachable ones too); then phis,
//! in the order the iterated dominance frontier finds them (see [`build`]).

pub mod build;
pub mod print;
pub mod update;
pub mod verify;
pub mod walker;

use crate::analysis::domtree::DominatorTree;
use crate::ir::entity::SecondaryMap;
use crate::ir::function::{Block, Inst};

/// An access's handle in its [`MemorySsa`]; `AccessId(0)` is `liveOnEntry`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AccessId(pub u32);

impl AccessId {
    pub const LIVE_ON_ENTRY: AccessId = AccessId(0);
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AccessKind {
    LiveOnEntry,
    Def(Inst),
    Use(Inst),
    Phi,
}

#[derive(Clone, Debug)]
pub struct MemoryAccess {
    pub kind: AccessKind,
    /// The block (none for `liveOnEntry`).
    pub block: Option<Block>,
    /// Printed number (defs and phis; 0 otherwise).
    pub number: u32,
    /// The access this one is defined by (defs and uses; for uses, after optimisation, the
    /// clobbering access).
    pub defining: AccessId,
    /// Phi operands: (incoming block, access), in LLVM's order.
    pub incoming: Vec<(Block, AccessId)>,
}

/// MemorySSA of one function.
#[derive(Clone, Debug)]
pub struct MemorySsa {
    pub(crate) accesses: Vec<MemoryAccess>,
    pub(crate) inst_access: SecondaryMap<Inst, Option<AccessId>>,
    pub(crate) block_phi: SecondaryMap<Block, Option<AccessId>>,
    /// Defs and uses of each block in instruction order (phis apart).
    pub(crate) block_accesses: SecondaryMap<Block, Vec<AccessId>>,
    /// The access that reaches the end of each block (indexed by block; `liveOnEntry` for
    /// unreachable blocks).
    pub(crate) out_of: Vec<AccessId>,
    /// Uses the build left unoptimised (sorted): more than the check limit of defs and phis
    /// lay between them and what was already known; the walker answers them on request.
    pub(crate) skipped_uses: Vec<AccessId>,
}

impl MemorySsa {
    pub fn access(&self, id: AccessId) -> &MemoryAccess {
        &self.accesses[id.0 as usize]
    }

    /// The access of an instruction, if it touches memory.
    pub fn access_of(&self, inst: Inst) -> Option<AccessId> {
        *self.inst_access.get(inst)
    }

    /// The phi at the top of `b`, if any.
    pub fn phi_of(&self, b: Block) -> Option<AccessId> {
        *self.block_phi.get(b)
    }

    /// Defs and uses of `b`, in instruction order.
    pub fn block_accesses(&self, b: Block) -> &[AccessId] {
        self.block_accesses.get(b)
    }

    /// A clobber walker over this MemorySSA (`dt`: the dominator tree it was built with).
    pub fn walker<'a>(&'a self, dt: &'a DominatorTree<Block>) -> walker::Walker<'a> {
        walker::Walker::new(self, dt, &self.out_of)
    }

    /// Whether the use `id` points at its clobber (the build optimises every use in a
    /// reachable block unless it is too far from what was already checked).
    pub fn is_optimized_use(&self, id: AccessId) -> bool {
        self.skipped_uses.binary_search(&id).is_err()
    }

    pub fn num_accesses(&self) -> usize {
        self.accesses.len()
    }
}
