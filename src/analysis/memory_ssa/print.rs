//! The annotation text of `print<memoryssa>`: what opt-22 prints above each instruction
//! (`; 1 = MemoryDef(liveOnEntry)`, `; MemoryUse(1)`) and at the top of a block
//! (`; 3 = MemoryPhi({a,1},{b,2})`; a named block by its bare name, an unnamed one as `%N`).
//! Must not touch: the IR or the MemorySSA (read only); the function text itself (the caller
//! prints it).

use super::{AccessId, AccessKind, MemorySsa};
use crate::ir::function::{Block, Inst};

/// How an access is named inside another's text: `liveOnEntry` or its number.
pub fn access_name(mssa: &MemorySsa, id: AccessId) -> String {
    name(mssa, id)
}

fn name(mssa: &MemorySsa, id: AccessId) -> String {
    match mssa.access(id).kind {
        AccessKind::LiveOnEntry => "liveOnEntry".to_string(),
        _ => mssa.access(id).number.to_string(),
    }
}

/// The line above `inst`, if it has an access.
pub fn inst_annotation(mssa: &MemorySsa, inst: Inst) -> Option<String> {
    let id = mssa.access_of(inst)?;
    let a = mssa.access(id);
    Some(match a.kind {
        AccessKind::Def(_) => format!("; {} = MemoryDef({})", a.number, name(mssa, a.defining)),
        _ => format!("; MemoryUse({})", name(mssa, a.defining)),
    })
}

/// The phi line at the top of `b`, if it has a phi. `block_name` spells an incoming block.
pub fn phi_annotation(
    mssa: &MemorySsa,
    b: Block,
    block_name: &dyn Fn(Block) -> String,
) -> Option<String> {
    let id = mssa.phi_of(b)?;
    let a = mssa.access(id);
    let mut s = format!("; {} = MemoryPhi(", a.number);
    for (k, &(blk, v)) in a.incoming.iter().enumerate() {
        if k > 0 {
            s.push(',');
        }
        s.push('{');
        s.push_str(&block_name(blk));
        s.push(',');
        s.push_str(&name(mssa, v));
        s.push('}');
    }
    s.push(')');
    Some(s)
}

/// An access as it prints itself after `clobbered by`: `liveOnEntry`, `N = MemoryDef(D)` with
/// `->X` when `optimized` is known, `MemoryUse(D)`, or the phi line without its `; `.
pub fn access_text(
    mssa: &MemorySsa,
    id: AccessId,
    optimized: Option<AccessId>,
    block_name: &dyn Fn(Block) -> String,
) -> String {
    let a = mssa.access(id);
    match a.kind {
        AccessKind::LiveOnEntry => "liveOnEntry".to_string(),
        AccessKind::Def(_) => {
            let mut s = format!("{} = MemoryDef({})", a.number, name(mssa, a.defining));
            if let Some(o) = optimized {
                s.push_str("->");
                s.push_str(&name(mssa, o));
            }
            s
        }
        AccessKind::Use(_) => format!("MemoryUse({})", name(mssa, a.defining)),
        AccessKind::Phi => {
            let b = a.block.expect("phi block");
            let mut s = phi_annotation(mssa, b, block_name).unwrap_or_default();
            s.drain(..2);
            s
        }
    }
}
