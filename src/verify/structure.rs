//! Structural rules: terminators, the entry block, phi placement and entries, EH pad placement,
//! operands that belong to this function, and global initializers.
//!
//! Owns: [`check_function`] and [`check_globals`]. Must not touch: dominance (see `ssa`) and
//! per-opcode typing (see `typing`).

use super::context::{type_name, FuncCx};
use super::names::global_name;
use super::{Entity, VerifierError};
use crate::ir::entity::EntityRef;
use crate::ir::function::{Block, Inst, ValueDef};
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::module::{GlobalKind, Linkage, Module};

/// Declarations (functions without a body, variables without an initializer) have external or
/// extern_weak linkage; global variables' initializers have the variable's type.
pub fn check_globals(m: &Module, out: &mut Vec<VerifierError>) {
    for &g in m.layout.functions.iter().chain(&m.layout.variables) {
        let Some(d) = m.globals.get(g) else { continue };
        let is_declaration = match &d.kind {
            GlobalKind::Function(f) => f.body.is_none(),
            GlobalKind::Variable(v) => v.init.is_none(),
            _ => false,
        };
        if is_declaration && !matches!(d.linkage, Linkage::External | Linkage::ExternWeak) {
            out.push(
                VerifierError::error(
                    Entity::Global(g),
                    "Global is external, but doesn't have external or weak linkage!",
                )
                .at_keyword(d.linkage.name()),
            );
        }
    }
    for &g in &m.layout.variables {
        let Some(GlobalKind::Variable(v)) = m.globals.get(g).map(|d| &d.kind) else {
            continue;
        };
        if let Some(init) = v.init {
            if init.index() < m.constants.len() && m.constants.ty(init) != v.value_ty {
                out.push(VerifierError::error(
                    Entity::Global(g),
                    format!(
                        "Global variable initializer type does not match global variable type! ({} has type '{}', initializer '{}')",
                        global_name(m, g),
                        type_name(&m.types, v.value_ty),
                        type_name(&m.types, m.constants.ty(init))
                    ),
                ));
            }
        }
    }
}

/// Is this instruction an EH pad (may begin an unwind destination)?
pub fn is_eh_pad(kind: &InstKind) -> bool {
    matches!(
        kind,
        InstKind::LandingPad { .. }
            | InstKind::CatchSwitch { .. }
            | InstKind::CatchPad
            | InstKind::CleanupPad
    )
}

/// Structural checks of one function. Returns `false` when the body has no blocks (nothing
/// else can be checked).
pub fn check_function(cx: &mut FuncCx) -> bool {
    let blocks = cx.body.layout.blocks().to_vec();
    if blocks.is_empty() {
        cx.err_function("function body requires at least one basic block");
        return false;
    }
    check_operands_belong(cx);
    let entry = blocks[0];
    // LLVM counts every terminator that names the entry block, also one in the middle of a
    // block (a repeated label appends a second body to a block).
    let entry_has_preds = !cx.cfg.preds(entry).is_empty()
        || cx
            .body
            .layout
            .insts()
            .any(|i| cx.body.dfg.successors(i).contains(&entry));
    if entry_has_preds {
        cx.err_block(entry, "Entry block to function must not have predecessors!");
    }
    let fname = global_name(cx.m, cx.func);
    for &b in &blocks {
        let insts = cx.body.layout.block_insts(b);
        match insts.last() {
            Some(&last) if cx.inst(last).kind.is_terminator() => {}
            _ => cx.err_block(
                b,
                format!(
                    "Basic Block in function '{}' does not have terminator!",
                    fname.trim_start_matches('@')
                ),
            ),
        }
        for &i in insts.iter().rev().skip(1) {
            if cx.inst(i).kind.is_terminator() {
                cx.err_inst(i, "Terminator found in the middle of a basic block!");
            }
        }
        check_phis(cx, b);
        check_eh_pads(cx, b, b == entry);
    }
    true
}

/// Every operand names something of this function.
fn check_operands_belong(cx: &mut FuncCx) {
    for (_, i) in cx.placed() {
        let data = cx.inst(i);
        for (k, op) in data.args.iter().enumerate() {
            match *op {
                Operand::Value(v) => {
                    if !cx.is_valid_value(v) {
                        cx.err_operand(i, k, "Referring to a value in another function!");
                        continue;
                    }
                    match cx.value_def(v) {
                        Some(ValueDef::Unresolved) => {
                            cx.err_operand(i, k, "use of undefined value");
                        }
                        Some(ValueDef::Inst(d)) => {
                            if d.index() >= cx.body.dfg.insts.len() || cx.inst(d).result != Some(v)
                            {
                                cx.err_operand(
                                    i,
                                    k,
                                    "Referring to an instruction in another function!",
                                );
                            } else if cx.position(d).is_none() {
                                cx.err_operand(
                                    i,
                                    k,
                                    "Instruction referencing instruction not embedded in a basic block!",
                                );
                            }
                        }
                        Some(ValueDef::Param(n)) if cx.body.params.get(n as usize) != Some(&v) => {
                            cx.err_operand(i, k, "Referring to an argument in another function!");
                        }
                        _ => {}
                    }
                }
                Operand::Block(b) => {
                    if !cx.is_placed_block(b) {
                        cx.err_operand(i, k, "Referring to a basic block in another function!");
                    }
                }
                Operand::Const(c) => {
                    if c.index() >= cx.m.constants.len() {
                        cx.err_operand(i, k, "Referring to a constant that does not exist!");
                    }
                }
                Operand::Meta(md) => {
                    if md.index() >= cx.body.dfg.local_md.len() {
                        cx.err_operand(i, k, "Referring to metadata that does not exist!");
                    }
                }
            }
        }
    }
}

/// Phis: grouped at the top, one entry per predecessor edge, consistent repeated entries.
fn check_phis(cx: &mut FuncCx, b: Block) {
    let insts = cx.body.layout.block_insts(b).to_vec();
    let mut seen_non_phi = false;
    let mut preds: Vec<Block> = cx.cfg.preds(b).to_vec();
    preds.sort();
    for &i in &insts {
        let data = cx.inst(i);
        if !matches!(data.kind, InstKind::Phi { .. }) {
            seen_non_phi = true;
            continue;
        }
        if seen_non_phi {
            cx.err_inst(i, "PHI nodes not grouped at top of basic block!");
        }
        if !data.args.len().is_multiple_of(2) {
            cx.err_inst(i, "PHI node has a value without an incoming block!");
            continue;
        }
        if data.args.is_empty() {
            cx.err_inst(
                i,
                "PHI nodes must have at least one entry.  If the block is dead, the PHI should be removed!",
            );
            continue;
        }
        // Incoming value types.
        for k in (0..data.args.len()).step_by(2) {
            if let Some(t) = cx.operand_type(&data.args[k]) {
                if t != data.ty {
                    cx.err_operand(
                        i,
                        k,
                        "PHI node operands are not the same type as the result!",
                    );
                }
            }
            if !matches!(data.args[k + 1], Operand::Block(_)) {
                cx.err_operand(i, k + 1, "PHI node incoming block is not a basic block!");
            }
        }
        let mut entries: Vec<(Block, Operand, usize)> = data
            .args
            .chunks(2)
            .enumerate()
            .filter_map(|(n, pair)| match pair[1] {
                Operand::Block(blk) => Some((blk, pair[0], 2 * n)),
                _ => None,
            })
            .collect();
        if entries.len() != preds.len() {
            cx.err_inst(
                i,
                "PHINode should have one entry for each predecessor of its parent basic block!",
            );
            continue;
        }
        entries.sort_by_key(|e| e.0);
        let mut reported = false;
        for (n, (blk, val, k)) in entries.iter().enumerate() {
            if n > 0 && entries[n - 1].0 == *blk && entries[n - 1].1 != *val {
                cx.err_operand(
                    i,
                    *k,
                    "PHI node has multiple entries for the same basic block with different incoming values!",
                );
                reported = true;
                break;
            }
            if *blk != preds[n] {
                cx.err_operand(i, k + 1, "PHI node entries do not match predecessors!");
                reported = true;
                break;
            }
        }
        let _ = reported;
    }
}

/// EH pads: placement, unwind destinations, personality.
fn check_eh_pads(cx: &mut FuncCx, b: Block, is_entry: bool) {
    let insts = cx.body.layout.block_insts(b).to_vec();
    let first_non_phi = insts
        .iter()
        .copied()
        .find(|&i| !matches!(cx.inst(i).kind, InstKind::Phi { .. }));
    for &i in &insts {
        let kind = &cx.inst(i).kind;
        if is_eh_pad(kind) {
            if Some(i) != first_non_phi {
                let what = match kind {
                    InstKind::LandingPad { .. } => "LandingPadInst",
                    InstKind::CatchSwitch { .. } => "CatchSwitchInst",
                    InstKind::CatchPad => "CatchPadInst",
                    _ => "CleanupPadInst",
                };
                cx.err_inst(
                    i,
                    format!("{what} not the first non-PHI instruction in the block."),
                );
            } else if is_entry {
                cx.err_inst(i, "EH pad cannot be in the entry block of a function!");
            }
        }
        match kind {
            InstKind::LandingPad { .. } => {
                if cx.data.personality.is_none() {
                    cx.err_inst(
                        i,
                        "LandingPadInst needs to be in a function with a personality.",
                    );
                }
                // Every predecessor reaches this block through an invoke's unwind edge.
                let preds: Vec<Block> = cx.cfg.preds(b).to_vec();
                for p in preds {
                    if !reaches_by_unwind_only(cx, p, b) {
                        cx.err_inst(
                            i,
                            "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
                        );
                        break;
                    }
                }
            }
            InstKind::Resume if cx.data.personality.is_none() => {
                cx.err_inst(
                    i,
                    "ResumeInst needs to be in a function with a personality.",
                );
            }
            InstKind::Invoke { .. } => {
                let args = &cx.inst(i).args;
                if let Some(Operand::Block(unwind)) = args.last() {
                    let dest = *unwind;
                    let first = cx
                        .body
                        .layout
                        .block_insts(dest)
                        .iter()
                        .copied()
                        .find(|&j| !matches!(cx.inst(j).kind, InstKind::Phi { .. }));
                    let ok = first.is_some_and(|j| is_eh_pad(&cx.inst(j).kind));
                    if !ok {
                        let k = args.len() - 1;
                        cx.err_operand(
                            i,
                            k,
                            "The unwind destination does not have an exception handling instruction!",
                        );
                    }
                }
            }
            _ => {}
        }
    }
}

/// Does `pred` branch to `dest` only as the unwind destination of an invoke?
fn reaches_by_unwind_only(cx: &FuncCx, pred: Block, dest: Block) -> bool {
    let Some(&term) = cx.body.layout.block_insts(pred).last() else {
        return false;
    };
    let data = cx.inst(term);
    if !matches!(data.kind, InstKind::Invoke { .. }) {
        return false;
    }
    let n = data.args.len();
    if n < 2 {
        return false;
    }
    data.args[n - 1] == Operand::Block(dest) && data.args[n - 2] != Operand::Block(dest)
}

/// The instruction that defines block `b`'s first non-phi position (for other checks).
pub fn first_non_phi(cx: &FuncCx, b: Block) -> Option<Inst> {
    cx.body
        .layout
        .block_insts(b)
        .iter()
        .copied()
        .find(|&j| !matches!(cx.inst(j).kind, InstKind::Phi { .. }))
}
