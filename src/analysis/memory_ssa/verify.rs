//! The MemorySSA verifier (`verify<memoryssa>`): checks a built [`MemorySsa`] against the
//! function it describes.
//!
//! Owns: [`verify`]. Checks: every instruction that touches memory has an access of the right
//! kind (def or use, by the same classification the builder uses) and no other instruction
//! has one; defs are numbered 1, 2, ... in layout order and phis after them, each number once;
//! every phi is in a reachable block and has one operand per CFG edge into its block, from the
//! edge's source block; the defining access of every def and use in a reachable block, and
//! every operand of a phi for its incoming block, dominates the place it is used (an access
//! earlier in the same block, or one whose block dominates; `liveOnEntry` dominates all).
//! Must not touch: the IR or the MemorySSA (read only).

use super::build::{role, Role};
use super::{AccessId, AccessKind, MemorySsa};
use crate::analysis::alias::AliasAnalysis;
use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::ir::function::{Block, FunctionBody};
use crate::ir::module::Module;

/// What is wrong, one message per problem (empty: valid).
pub fn verify(
    m: &Module,
    body: &FunctionBody,
    dt: &DominatorTree<Block>,
    mssa: &MemorySsa,
) -> Vec<String> {
    let mut errors = Vec::new();
    let aa = AliasAnalysis::new(m, body);
    let cfg = BlockCfg::new(body);
    let mut expected_number = 1u32;
    // Position of each access within its block (phi: 0, others 1..).
    let mut position = vec![0usize; mssa.num_accesses()];
    for &b in body.layout.blocks() {
        let mut k = 1;
        for &i in body.layout.block_insts(b) {
            let want = role(&aa, m, body, i);
            let have = mssa.access_of(i).map(|id| &mssa.access(id).kind);
            match (want, have) {
                (Role::Def, Some(AccessKind::Def(x))) | (Role::Use, Some(AccessKind::Use(x)))
                    if *x == i => {}
                (Role::None, None) => {}
                _ => errors.push(format!(
                    "instruction {i:?} in block {b:?} should be {want:?}, has {have:?}"
                )),
            }
            if let Some(id) = mssa.access_of(i) {
                position[id.0 as usize] = k;
                k += 1;
                let a = mssa.access(id);
                if a.block != Some(b) {
                    errors.push(format!("access of {i:?} is not recorded in block {b:?}"));
                }
                if matches!(a.kind, AccessKind::Def(_)) {
                    if a.number != expected_number {
                        errors.push(format!(
                            "def of {i:?} is numbered {}, expected {expected_number}",
                            a.number
                        ));
                    }
                    expected_number += 1;
                }
            }
        }
    }
    let mut phi_numbers: Vec<u32> = Vec::new();
    for &b in body.layout.blocks() {
        let Some(p) = mssa.phi_of(b) else { continue };
        let phi = mssa.access(p);
        phi_numbers.push(phi.number);
        if !dt.is_reachable(b) {
            errors.push(format!("phi {} is in an unreachable block", phi.number));
        }
        let mut preds: Vec<Block> = cfg.preds(b).to_vec();
        let mut got: Vec<Block> = phi.incoming.iter().map(|&(x, _)| x).collect();
        preds.sort_by_key(|x| format!("{x:?}"));
        got.sort_by_key(|x| format!("{x:?}"));
        if preds != got {
            errors.push(format!(
                "phi {} has operands for {got:?}, the block's predecessors are {preds:?}",
                phi.number
            ));
        }
        for &(pred, v) in &phi.incoming {
            if dt.is_reachable(pred) && !dominates_end_of(mssa, dt, v, pred) {
                errors.push(format!(
                    "phi {} operand {} does not dominate the end of {pred:?}",
                    phi.number,
                    mssa.access(v).number
                ));
            }
        }
    }
    phi_numbers.sort_unstable();
    for (k, n) in phi_numbers.iter().enumerate() {
        if *n != expected_number + k as u32 {
            errors.push(format!(
                "phi numbers are not {expected_number}.. in sequence"
            ));
            break;
        }
    }
    for (k, a) in mssa.accesses.iter().enumerate() {
        let (AccessKind::Def(_) | AccessKind::Use(_)) = a.kind else {
            continue;
        };
        let Some(b) = a.block else { continue };
        if !dt.is_reachable(b) {
            if a.defining != AccessId::LIVE_ON_ENTRY {
                errors.push(format!(
                    "access {k} in an unreachable block is not liveOnEntry-defined"
                ));
            }
            continue;
        }
        let d = mssa.access(a.defining);
        let ok = match (d.kind.clone(), d.block) {
            (AccessKind::LiveOnEntry, _) => true,
            (AccessKind::Use(_), _) => false,
            (_, Some(db)) if db == b => position[a.defining.0 as usize] < position[k],
            (_, Some(db)) => dt.dominates(db, b),
            _ => false,
        };
        if !ok {
            errors.push(format!(
                "the defining access of access {k} does not dominate it"
            ));
        }
    }
    errors
}

/// Whether access `v` dominates the end of block `b`.
fn dominates_end_of(mssa: &MemorySsa, dt: &DominatorTree<Block>, v: AccessId, b: Block) -> bool {
    let a = mssa.access(v);
    match (&a.kind, a.block) {
        (AccessKind::LiveOnEntry, _) => true,
        (AccessKind::Use(_), _) => false,
        (_, Some(vb)) => dt.dominates(vb, b),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::module::GlobalKind;

    fn parts(text: &str) -> (Module, FunctionBody) {
        let m = crate::parse::parse_module(text, "t.ll").unwrap();
        let f = m.layout.functions[0];
        let body = match &m.globals[f].kind {
            GlobalKind::Function(d) => d.body.clone().unwrap(),
            _ => unreachable!(),
        };
        (m, body)
    }

    #[test]
    fn a_fresh_build_verifies_and_a_broken_one_does_not() {
        let (m, body) = parts(
            "define i32 @f(ptr %p, i1 %c) {\nentry:\n  store i32 1, ptr %p\n  br i1 %c, label %a, label %j\na:\n  store i32 2, ptr %p\n  br label %j\nj:\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n",
        );
        let cfg = BlockCfg::new(&body);
        let dt = DominatorTree::compute(&cfg);
        let mut mssa = super::super::build::build(&m, &body, &cfg, &dt);
        assert_eq!(verify(&m, &body, &dt, &mssa), Vec::<String>::new());
        // The phi at %j is number 3; its operands are {entry,1},{a,2}.
        let phi = mssa.phi_of(body.layout.blocks()[2]).unwrap();
        assert_eq!(mssa.access(phi).number, 3);
        // A use defined by a def that does not dominate it.
        let load = body.layout.block_insts(body.layout.blocks()[2])[0];
        let use_id = mssa.access_of(load).unwrap();
        let def_in_a = mssa
            .access_of(body.layout.block_insts(body.layout.blocks()[1])[0])
            .unwrap();
        mssa.accesses[use_id.0 as usize].defining = def_in_a;
        let errors = verify(&m, &body, &dt, &mssa);
        assert_eq!(errors.len(), 1, "{errors:?}");
        // A phi missing an operand.
        mssa.accesses[use_id.0 as usize].defining = phi;
        mssa.accesses[phi.0 as usize].incoming.pop();
        assert_eq!(verify(&m, &body, &dt, &mssa).len(), 1);
    }
}
