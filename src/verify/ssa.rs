//! SSA rules: every use is dominated by its definition; only phis use themselves.
//!
//! Owns: [`check_function`]. Follows LLVM: uses in unreachable blocks are not checked; a phi's
//! use happens at the end of its incoming block; an `invoke` or `callbr` result exists only
//! along the edge to its normal (default) destination. Must not touch: the dominator algorithm
//! (`analysis::domtree`).

use super::context::FuncCx;
use crate::ir::function::{Block, Inst, ValueDef};
use crate::ir::instructions::{InstKind, Operand};

const NOT_DOMINATED: &str = "Instruction does not dominate all uses!";

pub fn check_function(cx: &mut FuncCx) {
    for (ub, i) in cx.placed() {
        let data = cx.inst(i);
        let is_phi = matches!(data.kind, InstKind::Phi { .. });
        let use_reachable = cx.dt.is_reachable(ub);
        for (k, op) in data.args.iter().enumerate() {
            let Operand::Value(v) = *op else { continue };
            if !cx.is_valid_value(v) {
                continue; // reported by `structure`
            }
            let Some(ValueDef::Inst(d)) = cx.value_def(v) else {
                continue;
            };
            let Some(db) = cx.block_of(d) else { continue };
            if cx.inst(d).result != Some(v) {
                continue;
            }
            if d == i && !is_phi {
                if use_reachable {
                    cx.err_operand(i, k, "Only PHI nodes may reference their own value!");
                }
                continue;
            }
            let ok = if is_phi {
                let Some(Operand::Block(pred)) = data.args.get(k + 1) else {
                    continue;
                };
                dominates_phi_use(cx, d, db, *pred, ub)
            } else {
                if !use_reachable {
                    continue;
                }
                dominates_use(cx, d, db, i, ub)
            };
            if !ok {
                cx.err_operand(i, k, NOT_DOMINATED);
            }
        }
    }
}

/// The normal destination of an `invoke` / default destination of a `callbr` defining a value.
fn normal_dest(cx: &FuncCx, d: Inst) -> Option<Block> {
    let data = cx.inst(d);
    match &data.kind {
        InstKind::Invoke { .. } => match data.args.get(data.args.len().checked_sub(2)?) {
            Some(Operand::Block(b)) => Some(*b),
            _ => None,
        },
        InstKind::CallBr { indirect, .. } => {
            let idx = data.args.len().checked_sub(1 + *indirect as usize)?;
            match data.args.get(idx) {
                Some(Operand::Block(b)) => Some(*b),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Does the edge `from -> to` dominate block `target`? (LLVM's `BasicBlockEdge` dominance:
/// `to` dominates `target`, the edge is the only one from `from` to `to`, and every other
/// predecessor of `to` is dominated by `to`.)
fn edge_dominates(cx: &FuncCx, from: Block, to: Block, target: Block) -> bool {
    if !cx.dt.dominates(to, target) {
        return false;
    }
    let mut edges_from = 0;
    for &p in cx.cfg.preds(to) {
        if p == from {
            edges_from += 1;
            continue;
        }
        if !cx.dt.dominates(to, p) {
            return false;
        }
    }
    edges_from == 1
}

fn dominates_use(cx: &FuncCx, d: Inst, db: Block, u: Inst, ub: Block) -> bool {
    if !cx.dt.is_reachable(db) {
        return false;
    }
    if let Some(normal) = normal_dest(cx, d) {
        return edge_dominates(cx, db, normal, ub);
    }
    if db == ub {
        return cx.position(d) < cx.position(u);
    }
    cx.dt.dominates(db, ub)
}

/// A phi in `phi_block` uses `d` on the edge from `pred`.
fn dominates_phi_use(cx: &FuncCx, d: Inst, db: Block, pred: Block, phi_block: Block) -> bool {
    if !cx.dt.is_reachable(pred) {
        return true;
    }
    if !cx.dt.is_reachable(db) {
        return false;
    }
    if let Some(normal) = normal_dest(cx, d) {
        if pred == db {
            return normal == phi_block;
        }
        return edge_dominates(cx, db, normal, pred);
    }
    cx.dt.dominates(db, pred)
}
