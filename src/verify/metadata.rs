//! Function-local metadata (debug records and `metadata` operands) that must name values of
//! this function, and metadata attachments that LLVM restricts by instruction and type: `!nonnull`,
//! `!dereferenceable`, `!dereferenceable_or_null`, `!align` on pointer loads, `!range` on
//! integer loads and calls; attached nodes must exist.
//!
//! Owns: [`check_function`]. Must not touch: debug-info semantics.

use super::context::{is_int_or_int_vector, FuncCx};
use crate::ir::entity::EntityRef;
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::metadata::MdOperand;

/// Does a metadata operand name a local value that is not in this function?
fn foreign_local(cx: &FuncCx, op: &MdOperand) -> bool {
    match op {
        MdOperand::Local(_, v) => !cx.is_valid_value(*v),
        MdOperand::ArgList(ops) => ops.iter().any(|o| foreign_local(cx, o)),
        _ => false,
    }
}

pub fn check_function(cx: &mut FuncCx) {
    for (_, i) in cx.placed() {
        let data = cx.inst(i);
        let foreign = data
            .dbg_records
            .iter()
            .flat_map(|r| r.operands.iter())
            .any(|o| foreign_local(cx, o))
            || data.args.iter().any(|a| match a {
                Operand::Meta(md) => cx
                    .body
                    .dfg
                    .local_md
                    .get(*md)
                    .is_some_and(|o| foreign_local(cx, o)),
                _ => false,
            });
        if foreign {
            cx.err_inst(i, "function-local metadata used in wrong function");
        }
        for (kind, node) in &data.attachments {
            if node.index() >= cx.m.metadata.len() {
                cx.err_inst(
                    i,
                    "metadata attachment refers to a node that does not exist",
                );
                continue;
            }
            let name = cx.m.md_kinds.name(*kind);
            let is_load = matches!(data.kind, InstKind::Load { .. });
            let types = cx.types();
            match name {
                "nonnull" => {
                    if !is_load {
                        cx.err_inst(i, "nonnull applies only to load instructions, use attributes for calls or invokes");
                    } else if !types.is_ptr(data.ty) {
                        cx.err_inst(i, "nonnull applies only to pointer types");
                    }
                }
                "dereferenceable" | "dereferenceable_or_null" => {
                    if !is_load {
                        cx.err_inst(i, format!("{name} apply only to load and inttoptr instructions, use attributes for calls or invokes"));
                    } else if !types.is_ptr(data.ty) {
                        cx.err_inst(i, format!("{name} apply only to pointer types"));
                    }
                }
                "align" => {
                    if !types.is_ptr(data.ty) {
                        cx.err_inst(i, "align applies only to pointer types");
                    } else if !is_load {
                        cx.err_inst(i, "align applies only to load instructions, use attributes for calls or invokes");
                    }
                }
                "range" => {
                    let allowed = is_load || data.kind.call_info().is_some();
                    if !allowed {
                        cx.err_inst(i, "Ranges are only for loads, calls and invokes!");
                    } else if !is_int_or_int_vector(types, data.ty) {
                        cx.err_inst(i, "Range types must match instruction type!");
                    }
                }
                _ => {}
            }
        }
    }
}
