//! Atomic rules: orderings allowed per instruction, explicit alignment, operand types and sizes
//! of atomic `load`, `store`, `cmpxchg`, `atomicrmw`, and `fence` orderings.
//!
//! Owns: [`check_function`] and [`check_access_size`]. The messages are LLVM 22's (parser
//! wording for what its parser rejects, verifier wording for the rest).
//! Must not touch: the legacy `llvm.atomic.*` intrinsics (see `intrinsics`).

use super::context::{size_in_bits, FuncCx};
use crate::ir::function::Inst;
use crate::ir::instructions::{InstKind, Ordering, RmwOp};
use crate::ir::types::{Type, TypeData, TypeTable};

pub fn check_function(cx: &mut FuncCx) {
    for (_, i) in cx.placed() {
        check_inst(cx, i);
    }
}

/// Integer, floating point, pointer, or a vector of one of those.
fn is_atomic_value_type(types: &TypeTable, t: Type) -> bool {
    let s = types.scalar(t);
    types.is_int(s) || types.is_float(s) || types.is_ptr(s)
}

/// LLVM's size rule for atomic accesses: at least a byte, and a power of two.
pub fn check_access_size(cx: &mut FuncCx, i: Inst, t: Type) {
    let Some(bits) = size_in_bits(cx.m, t) else {
        return;
    };
    if bits < 8 {
        cx.err_inst(i, "atomic memory access' size must be byte-sized");
    } else if !bits.is_power_of_two() {
        cx.err_inst(
            i,
            "atomic memory access' operand must have a power-of-two size",
        );
    }
}

fn check_inst(cx: &mut FuncCx, i: Inst) {
    let data = cx.inst(i);
    let types = cx.types();
    match &data.kind {
        InstKind::Load {
            atomic: Some(a),
            align,
            ..
        } => {
            match a.ordering {
                Ordering::Release => {
                    cx.err_keyword(i, "release", "atomic load cannot use Release ordering")
                }
                Ordering::AcqRel => {
                    cx.err_keyword(i, "acq_rel", "atomic load cannot use Release ordering")
                }
                _ => {}
            }
            if align.unwrap_or(0) == 0 {
                cx.err_inst(i, "atomic load must have explicit non-zero alignment");
            }
            if !is_atomic_value_type(types, data.ty) {
                cx.err_inst(
                    i,
                    "atomic load operand must have integer, pointer, floating point, or vector type!",
                );
            } else {
                check_access_size(cx, i, data.ty);
            }
        }
        InstKind::Store {
            atomic: Some(a),
            align,
            ..
        } => {
            match a.ordering {
                Ordering::Acquire => {
                    cx.err_keyword(i, "acquire", "atomic store cannot use Acquire ordering")
                }
                Ordering::AcqRel => {
                    cx.err_keyword(i, "acq_rel", "atomic store cannot use Acquire ordering")
                }
                _ => {}
            }
            if align.unwrap_or(0) == 0 {
                cx.err_inst(i, "atomic store must have explicit non-zero alignment");
            }
            if let Some(t) = data.args.first().and_then(|o| cx.operand_type(o)) {
                if !is_atomic_value_type(types, t) {
                    cx.err_operand(
                        i,
                        0,
                        "atomic store operand must have integer, pointer, floating point, or vector type!",
                    );
                } else {
                    check_access_size(cx, i, t);
                }
            }
        }
        InstKind::Fence { atomic } => match atomic.ordering {
            Ordering::Unordered => cx.err_keyword(i, "unordered", "fence cannot be unordered"),
            Ordering::Monotonic => cx.err_keyword(i, "monotonic", "fence cannot be monotonic"),
            _ => {}
        },
        InstKind::CmpXchg {
            success,
            failure,
            align,
            ..
        } => {
            if *success == Ordering::Unordered {
                cx.err_keyword(i, "unordered", "invalid cmpxchg success ordering");
            }
            if matches!(
                failure,
                Ordering::Unordered | Ordering::Release | Ordering::AcqRel
            ) {
                cx.err_keyword(i, failure.name(), "invalid cmpxchg failure ordering");
            }
            let t: Vec<Option<Type>> = data.args.iter().map(|o| cx.operand_type(o)).collect();
            let t = |k: usize| t.get(k).copied().flatten();
            // An operand of odd size is LLVM's parse error; the alignment implied by its
            // store size is not reported on top of it.
            if t(1).is_none_or(|v| !odd_sized_int(types, v)) {
                check_rmw_align(cx, i, *align);
            }
            if let Some(p) = t(0) {
                if !types.is_ptr(p) {
                    cx.err_operand(i, 0, "cmpxchg operand must be a pointer");
                }
            }
            let (Some(cmp), Some(new)) = (t(1), t(2)) else {
                return;
            };
            if cmp != new {
                cx.err_operand(i, 2, "compare value and new value type do not match");
                return;
            }
            if !types.is_int(cmp) && !types.is_ptr(cmp) {
                cx.err_operand(i, 1, "cmpxchg operand must have integer or pointer type");
                return;
            }
            check_access_size(cx, i, cmp);
            let result_ok = match types.data(data.ty) {
                TypeData::Struct {
                    fields,
                    packed: false,
                } => fields.len() == 2 && fields[0] == cmp && types.int_bits(fields[1]) == Some(1),
                _ => false,
            };
            if !result_ok {
                cx.err_inst(
                    i,
                    "cmpxchg result type must be { T, i1 } for operand type T",
                );
            }
        }
        InstKind::AtomicRmw {
            op, atomic, align, ..
        } => {
            if atomic.ordering == Ordering::Unordered {
                cx.err_keyword(i, "unordered", "atomicrmw cannot be unordered");
            }
            let t: Vec<Option<Type>> = data.args.iter().map(|o| cx.operand_type(o)).collect();
            let t = |k: usize| t.get(k).copied().flatten();
            if t(1).is_none_or(|v| !odd_sized_int(types, v)) {
                check_rmw_align(cx, i, *align);
            }
            if let Some(p) = t(0) {
                if !types.is_ptr(p) {
                    cx.err_operand(i, 0, "atomicrmw operand must be a pointer");
                }
            }
            let Some(v) = t(1) else { return };
            let name = op.name();
            match op {
                RmwOp::Xchg => {
                    if !(types.is_int(v) || types.is_float(v) || types.is_ptr(v)) {
                        cx.err_operand(
                            i,
                            1,
                            format!("atomicrmw {name} operand must be an integer, floating point, or pointer type"),
                        );
                        return;
                    }
                    check_access_size(cx, i, v);
                }
                _ if op.is_float() => {
                    if !types.is_float(types.scalar(v)) {
                        cx.err_operand(
                            i,
                            1,
                            format!("atomicrmw {name} operand must be a floating point type"),
                        );
                        return;
                    }
                    check_access_size(cx, i, v);
                }
                _ => {
                    let Some(bits) = types.int_bits(v) else {
                        cx.err_operand(
                            i,
                            1,
                            format!("atomicrmw {name} operand must be an integer"),
                        );
                        return;
                    };
                    if bits < 8 || !bits.is_power_of_two() {
                        cx.err_operand(
                            i,
                            1,
                            "atomicrmw operand must be power-of-two byte-sized integer",
                        );
                    }
                }
            }
            if data.ty != v {
                cx.err_inst(i, "atomicrmw result type must match its operand type");
            }
        }
        _ => {}
    }
}

/// An integer that is not a power-of-two number of bytes (`i24`, `i4`).
fn odd_sized_int(types: &TypeTable, t: Type) -> bool {
    types
        .int_bits(t)
        .is_some_and(|b| b < 8 || !b.is_power_of_two())
}

fn check_rmw_align(cx: &mut FuncCx, i: Inst, align: u64) {
    if align != 0 && !align.is_power_of_two() {
        cx.err_inst(i, "alignment is not a power of two");
    }
}
