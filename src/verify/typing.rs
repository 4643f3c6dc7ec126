//! Operand and result types of every instruction (the checks LLVM's parser and verifier make
//! on types), so that IR built in memory is held to the same rules as IR read from text.
//!
//! Owns: [`check_function`], [`cast_is_valid`]. Must not touch: atomics-specific rules
//! (`atomics`), intrinsic signatures (`intrinsics`), attributes (`attributes`).

use super::context::{
    is_fp_or_fp_vector, is_int_or_int_vector, is_ptr_or_ptr_vector, size_in_bits, type_name,
    vector_shape, FuncCx,
};
use crate::ir::constant::ConstantData;
use crate::ir::function::Inst;
use crate::ir::instructions::{BinaryOp, CallInfo, CastOp, InstKind, Operand};
use crate::ir::module::Module;
use crate::ir::types::{Type, TypeData, TypeTable};

pub fn check_function(cx: &mut FuncCx) {
    for (_, i) in cx.placed() {
        check_inst(cx, i);
    }
}

fn check_inst(cx: &mut FuncCx, i: Inst) {
    let data = cx.inst(i);
    let types = cx.types();
    let ty = |cx: &FuncCx, k: usize| data.args.get(k).and_then(|o| cx.operand_type(o));
    if let Some(v) = data.result {
        if cx.is_valid_value(v) && cx.body.dfg.values[v].ty != data.ty {
            cx.err_inst(
                i,
                "Instruction result has a different type from the instruction!",
            );
        }
    }
    match &data.kind {
        InstKind::FNeg { .. } => {
            let Some(a) = ty(cx, 0) else { return };
            if !is_fp_or_fp_vector(types, a) {
                cx.err_inst(i, "invalid operand type for instruction");
            } else if a != data.ty {
                cx.err_inst(
                    i,
                    "Unary operators must have same type foroperands and result!",
                );
            }
        }
        InstKind::Binary { op, .. } => {
            let (Some(a), Some(b)) = (ty(cx, 0), ty(cx, 1)) else {
                return;
            };
            if a != b {
                cx.err_inst(
                    i,
                    "Both operands to a binary operator are not of the same type!",
                );
                return;
            }
            let ok = if op.is_float() {
                is_fp_or_fp_vector(types, a)
            } else {
                is_int_or_int_vector(types, a)
            };
            if !ok {
                let msg = match op {
                    BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => {
                        "Shifts only work with integral types!"
                    }
                    BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                        "Logical operators only work with integral types!"
                    }
                    _ if op.is_float() => {
                        "Floating-point arithmetic operators only work with floating-point types!"
                    }
                    _ => "Integer arithmetic operators only work with integral types!",
                };
                cx.err_inst(i, msg);
            } else if a != data.ty {
                cx.err_inst(
                    i,
                    "Arithmetic operators must have same type for operands and result!",
                );
            }
        }
        InstKind::Cast { op, .. } => {
            let Some(src) = ty(cx, 0) else { return };
            if !cast_is_valid(cx.m, *op, src, data.ty) {
                cx.err_inst(
                    i,
                    format!(
                        "invalid cast opcode for cast from '{}' to '{}'",
                        type_name(types, src),
                        type_name(types, data.ty)
                    ),
                );
            }
        }
        InstKind::ICmp { .. } | InstKind::FCmp { .. } => {
            let (Some(a), Some(b)) = (ty(cx, 0), ty(cx, 1)) else {
                return;
            };
            let is_icmp = matches!(data.kind, InstKind::ICmp { .. });
            if a != b {
                cx.err_inst(
                    i,
                    if is_icmp {
                        "Both operands to ICmp instruction are not of the same type!"
                    } else {
                        "Both operands to FCmp instruction are not of the same type!"
                    },
                );
                return;
            }
            if is_icmp && !(is_int_or_int_vector(types, a) || is_ptr_or_ptr_vector(types, a)) {
                cx.err_inst(i, "icmp requires integer operands");
            } else if !is_icmp && !is_fp_or_fp_vector(types, a) {
                cx.err_inst(i, "fcmp requires floating point operands");
            } else if !is_bool_like(types, data.ty, a) {
                cx.err_inst(
                    i,
                    "Compare result must be i1 or a vector of i1 of the operands' length!",
                );
            }
        }
        InstKind::Alloca {
            allocated,
            align,
            addrspace,
            ..
        } => {
            if !types.is_sized(*allocated) {
                cx.err_inst(i, "Cannot allocate unsized type");
            }
            if let Some(n) = ty(cx, 0) {
                if !types.is_int(n) {
                    cx.err_operand(i, 0, "Alloca array size must have integer type");
                }
            }
            check_align(cx, i, *align);
            if !matches!(types.data(data.ty), TypeData::Ptr { addrspace: a } if a == addrspace) {
                cx.err_inst(
                    i,
                    "Alloca result must be a pointer in the alloca address space!",
                );
            }
        }
        InstKind::Load { align, .. } => {
            if let Some(p) = ty(cx, 0) {
                if !types.is_ptr(p) {
                    cx.err_operand(i, 0, "load operand must be a pointer to a first class type");
                }
            }
            if !types.is_first_class(data.ty) || !types.is_sized(data.ty) {
                cx.err_inst(i, "loading unsized types is not allowed");
            }
            check_align(cx, i, *align);
        }
        InstKind::Store { align, .. } => {
            if let Some(p) = ty(cx, 1) {
                if !types.is_ptr(p) {
                    cx.err_operand(i, 1, "store operand must be a pointer");
                }
            }
            if let Some(v) = ty(cx, 0) {
                if !types.is_first_class(v) || !types.is_sized(v) {
                    cx.err_operand(i, 0, "storing unsized types is not allowed");
                }
            }
            check_align(cx, i, *align);
        }
        InstKind::Gep { source, .. } => check_gep(cx, i, *source),
        InstKind::Select { .. } => {
            let (Some(c), Some(a), Some(b)) = (ty(cx, 0), ty(cx, 1), ty(cx, 2)) else {
                return;
            };
            if a != b || a != data.ty {
                cx.err_inst(i, "select values must have same type as select instruction");
            }
            let cond_ok = match (types.data(c), vector_shape(types, a)) {
                (TypeData::Int(1), _) => true,
                (
                    TypeData::Vector {
                        len,
                        scalable,
                        elem,
                    },
                    Some((l, s)),
                ) => *len == l && *scalable == s && types.int_bits(*elem) == Some(1),
                _ => false,
            };
            if !cond_ok {
                cx.err_operand(i, 0, "select condition must be i1 or <n x i1>");
            }
        }
        InstKind::Phi { .. } if !types.is_first_class(data.ty) || types.is_label(data.ty) => {
            cx.err_inst(i, "phi node must have first class type");
        }
        InstKind::Freeze => {
            if let Some(a) = ty(cx, 0) {
                if a != data.ty {
                    cx.err_inst(i, "Freeze result type must match its operand's type!");
                }
            }
        }
        InstKind::VaArg => {
            if let Some(p) = ty(cx, 0) {
                if !types.is_ptr(p) {
                    cx.err_operand(i, 0, "va_arg operand must be a pointer");
                }
            }
        }
        InstKind::ExtractElement => {
            let (Some(v), Some(idx)) = (ty(cx, 0), ty(cx, 1)) else {
                return;
            };
            let elem_ok =
                matches!(types.data(v), TypeData::Vector { elem, .. } if *elem == data.ty);
            if !elem_ok || !types.is_int(idx) {
                cx.err_inst(i, "invalid extractelement operands");
            }
        }
        InstKind::InsertElement => {
            let (Some(v), Some(e), Some(idx)) = (ty(cx, 0), ty(cx, 1), ty(cx, 2)) else {
                return;
            };
            let ok = matches!(types.data(v), TypeData::Vector { elem, .. } if *elem == e)
                && types.is_int(idx)
                && v == data.ty;
            if !ok {
                cx.err_inst(i, "invalid insertelement operands");
            }
        }
        InstKind::ShuffleVector { mask, scalable } => {
            let (Some(a), Some(b)) = (ty(cx, 0), ty(cx, 1)) else {
                return;
            };
            let ok = (|| {
                if a != b {
                    return false;
                }
                let TypeData::Vector {
                    len,
                    scalable: s,
                    elem,
                } = types.data(a)
                else {
                    return false;
                };
                let TypeData::Vector {
                    len: rlen,
                    scalable: rs,
                    elem: relem,
                } = types.data(data.ty)
                else {
                    return false;
                };
                if relem != elem || rs != s || *rs != *scalable || *rlen as usize != mask.len() {
                    return false;
                }
                let limit = 2 * i64::from(*len);
                mask.iter()
                    .all(|&m| m == -1 || (m >= 0 && i64::from(m) < limit && (!*s || m == 0)))
            })();
            if !ok {
                cx.err_inst(i, "invalid shufflevector operands");
            }
        }
        InstKind::ExtractValue { indices } => {
            let Some(agg) = ty(cx, 0) else { return };
            match indexed_type(types, agg, indices) {
                Some(t) if t == data.ty => {}
                Some(_) => cx.err_inst(
                    i,
                    "extractvalue result type does not match the indexed field",
                ),
                None => cx.err_inst(i, "invalid indices for extractvalue"),
            }
        }
        InstKind::InsertValue { indices } => {
            let (Some(agg), Some(val)) = (ty(cx, 0), ty(cx, 1)) else {
                return;
            };
            match indexed_type(types, agg, indices) {
                None => cx.err_inst(i, "invalid indices for insertvalue"),
                Some(t) if t != val => cx.err_operand(
                    i,
                    1,
                    format!(
                        "insertvalue operand and field disagree in type: '{}' instead of '{}'",
                        type_name(types, val),
                        type_name(types, t)
                    ),
                ),
                Some(_) if agg != data.ty => {
                    cx.err_inst(i, "insertvalue result type does not match the aggregate")
                }
                Some(_) => {}
            }
        }
        InstKind::Call { info, .. } => {
            let n = data.args.len().saturating_sub(bundle_operands(info));
            check_call(cx, i, info, 1..n);
        }
        InstKind::Invoke { info } => {
            let n = data.args.len().saturating_sub(2 + bundle_operands(info));
            check_call(cx, i, info, 1..n);
        }
        InstKind::CallBr { info, indirect } => {
            let n = data
                .args
                .len()
                .saturating_sub(1 + *indirect as usize + bundle_operands(info));
            check_call(cx, i, info, 1..n);
        }
        InstKind::Ret => {
            let (ret, _) = signature(types, cx.data.sig);
            let Some(ret) = ret else { return };
            let ret_void = matches!(types.data(ret), TypeData::Void);
            let matches = match ty(cx, 0) {
                None => data.args.is_empty() && ret_void,
                Some(got) => got == ret && !ret_void,
            };
            if !matches {
                cx.err_inst(
                    i,
                    format!(
                        "value doesn't match function result type '{}'",
                        type_name(types, ret)
                    ),
                );
            }
        }
        InstKind::CondBr => {
            if let Some(c) = ty(cx, 0) {
                if types.int_bits(c) != Some(1) {
                    cx.err_operand(i, 0, "branch condition must have 'i1' type");
                }
            }
        }
        InstKind::Switch => check_switch(cx, i),
        InstKind::IndirectBr => {
            if let Some(a) = ty(cx, 0) {
                if !types.is_ptr(a) {
                    cx.err_operand(i, 0, "Indirectbr operand must have pointer type!");
                }
            }
        }
        InstKind::Resume => {
            if let Some(a) = ty(cx, 0) {
                if cx.data.personality.is_some() && !types.is_first_class(a) {
                    cx.err_operand(i, 0, "resume operand must be a first class value");
                }
            }
        }
        InstKind::LandingPad { cleanup, clauses } if !*cleanup && clauses.is_empty() => {
            cx.err_inst(
                i,
                "landingpad instruction requires at least one clause or the cleanup flag",
            );
        }
        _ => {}
    }
}

/// Return type and parameters of a function type.
fn signature(types: &TypeTable, sig: Type) -> (Option<Type>, Option<(&[Type], bool)>) {
    match types.data(sig) {
        TypeData::Function {
            ret,
            params,
            vararg,
        } => (Some(*ret), Some((params.as_slice(), *vararg))),
        _ => (None, None),
    }
}

fn bundle_operands(info: &CallInfo) -> usize {
    info.bundles.iter().map(|(_, n)| *n as usize).sum()
}

fn check_call(cx: &mut FuncCx, i: Inst, info: &CallInfo, args: std::ops::Range<usize>) {
    let types = cx.types();
    let data = cx.inst(i);
    if let Some(callee) = data.args.first().and_then(|o| cx.operand_type(o)) {
        let is_asm = matches!(data.args[0], Operand::Const(c)
            if matches!(cx.m.constants.data(c), ConstantData::InlineAsm { .. }));
        if !types.is_ptr(callee) && !is_asm {
            cx.err_operand(i, 0, "Called function must be a pointer!");
        }
    }
    let (ret, sig) = signature(types, info.fn_ty);
    let (Some(ret), Some((params, vararg))) = (ret, sig) else {
        cx.err_inst(i, "Called function is not the correct type!");
        return;
    };
    let nargs = args.len();
    if nargs < params.len() || (!vararg && nargs > params.len()) {
        cx.err_inst(
            i,
            "Incorrect number of arguments passed to called function!",
        );
        return;
    }
    for (n, k) in args.enumerate() {
        let Some(t) = cx.operand_type(&data.args[k]) else {
            continue;
        };
        if let Some(&p) = params.get(n) {
            if t != p {
                cx.err_operand(
                    i,
                    k,
                    format!(
                        "Call parameter type does not match function signature! (argument {} has type '{}', parameter '{}')",
                        n,
                        type_name(types, t),
                        type_name(types, p)
                    ),
                );
            }
        }
    }
    if data.ty != ret {
        cx.err_inst(
            i,
            "Call result type does not match the function type's return type!",
        );
    }
}

fn check_switch(cx: &mut FuncCx, i: Inst) {
    let types = cx.types();
    let data = cx.inst(i);
    let Some(cond) = data.args.first().and_then(|o| cx.operand_type(o)) else {
        return;
    };
    if !types.is_int(cond) {
        cx.err_operand(i, 0, "switch condition must have integer type");
        return;
    }
    let mut seen: Vec<crate::ir::constant::Constant> = Vec::new();
    for k in (2..data.args.len()).step_by(2) {
        let Operand::Const(c) = data.args[k] else {
            cx.err_operand(i, k, "case value is not a constant integer");
            continue;
        };
        if !matches!(cx.m.constants.data(c), ConstantData::Int { .. }) {
            cx.err_operand(i, k, "case value is not a constant integer");
            continue;
        }
        if cx.m.constants.ty(c) != cond {
            cx.err_operand(
                i,
                k,
                "Switch constants must all be same type as switch value!",
            );
            continue;
        }
        if seen.contains(&c) {
            cx.err_operand(i, k, "duplicate case value in switch");
        } else {
            seen.push(c);
        }
    }
}

fn check_align(cx: &mut FuncCx, i: Inst, align: Option<u64>) {
    if let Some(a) = align {
        if a != 0 && !a.is_power_of_two() {
            cx.err_inst(i, "alignment is not a power of two");
        } else if a > 1u64 << 32 {
            cx.err_inst(i, "huge alignment values are unsupported");
        }
    }
}

/// `i1` for scalar operands, `<n x i1>` for vectors of length n.
fn is_bool_like(types: &TypeTable, result: Type, operand: Type) -> bool {
    match (types.data(result), vector_shape(types, operand)) {
        (TypeData::Int(1), None) => true,
        (
            TypeData::Vector {
                len,
                scalable,
                elem,
            },
            Some((l, s)),
        ) => *len == l && *scalable == s && types.int_bits(*elem) == Some(1),
        _ => false,
    }
}

/// The type reached by `extractvalue`/`insertvalue` indices (struct fields and array elements;
/// vectors cannot be indexed this way).
pub fn indexed_type(types: &TypeTable, agg: Type, indices: &[u32]) -> Option<Type> {
    if indices.is_empty() {
        return None;
    }
    let mut t = agg;
    for &idx in indices {
        match types.data(t) {
            TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. } => {
                t = types.member(t, u64::from(idx))?;
            }
            _ => return None,
        }
    }
    Some(t)
}

fn check_gep(cx: &mut FuncCx, i: Inst, source: Type) {
    let types = cx.types();
    let data = cx.inst(i);
    let Some(base) = data.args.first().and_then(|o| cx.operand_type(o)) else {
        return;
    };
    if !is_ptr_or_ptr_vector(types, base) {
        cx.err_operand(i, 0, "base of getelementptr must be a pointer");
        return;
    }
    if data.args.len() > 1 && !types.is_sized(source) {
        cx.err_inst(i, "GEP into unsized type!");
        return;
    }
    let mut vector_len: Option<(u32, bool)> = vector_shape(types, base);
    let mut cur = source;
    for (n, op) in data.args.iter().enumerate().skip(1) {
        let Some(t) = cx.operand_type(op) else {
            continue;
        };
        if !is_int_or_int_vector(types, t) {
            cx.err_operand(i, n, "getelementptr index must be an integer");
            return;
        }
        if let Some(shape) = vector_shape(types, t) {
            match vector_len {
                Some(prev) if prev != shape => {
                    cx.err_operand(
                        i,
                        n,
                        "getelementptr vector index has a wrong number of elements",
                    );
                    return;
                }
                _ => vector_len = Some(shape),
            }
        }
        if n == 1 {
            continue; // steps over the pointer
        }
        let next = match types.data(cur) {
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let idx = match op {
                    Operand::Const(c) => struct_index(cx.m, *c),
                    _ => None,
                };
                idx.and_then(|v| types.member(cur, v))
            }
            TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => Some(*elem),
            _ => None,
        };
        match next {
            Some(t) => cur = t,
            None => {
                cx.err_operand(i, n, "invalid getelementptr indices");
                return;
            }
        }
    }
    let result_ok = match (types.data(data.ty), vector_len) {
        (TypeData::Ptr { .. }, None) => data.ty == types.scalar(base),
        (
            TypeData::Vector {
                len,
                scalable,
                elem,
            },
            Some((l, s)),
        ) => *len == l && *scalable == s && *elem == types.scalar(base),
        _ => false,
    };
    if !result_ok {
        cx.err_inst(i, "GEP is not of right type for indices!");
    }
}

/// A constant `i32` struct index (or a splat of one).
fn struct_index(m: &Module, c: crate::ir::constant::Constant) -> Option<u64> {
    let c = m.constants.splat_value(c).unwrap_or(c);
    match m.constants.data(c) {
        ConstantData::Int { ty, value } if m.types.int_bits(*ty) == Some(32) => {
            value.fits_u64().then(|| value.low_u64())
        }
        ConstantData::Zero(ty) if m.types.int_bits(*ty) == Some(32) => Some(0),
        _ => None,
    }
}

/// LLVM's `CastInst::castIsValid`.
pub fn cast_is_valid(m: &Module, op: CastOp, src: Type, dst: Type) -> bool {
    let types = &m.types;
    let (ss, ds) = (vector_shape(types, src), vector_shape(types, dst));
    let (se, de) = (types.scalar(src), types.scalar(dst));
    let same_shape = ss == ds;
    let int_bits = |t: Type| types.int_bits(t);
    let fp_bits = |t: Type| match types.data(t) {
        TypeData::Float(k) => Some(k.bits()),
        _ => None,
    };
    match op {
        CastOp::Trunc => {
            same_shape && matches!((int_bits(se), int_bits(de)), (Some(a), Some(b)) if a > b)
        }
        CastOp::ZExt | CastOp::SExt => {
            same_shape && matches!((int_bits(se), int_bits(de)), (Some(a), Some(b)) if a < b)
        }
        CastOp::FPTrunc => {
            same_shape && matches!((fp_bits(se), fp_bits(de)), (Some(a), Some(b)) if a > b)
        }
        CastOp::FPExt => {
            same_shape && matches!((fp_bits(se), fp_bits(de)), (Some(a), Some(b)) if a < b)
        }
        CastOp::UIToFP | CastOp::SIToFP => same_shape && types.is_int(se) && types.is_float(de),
        CastOp::FPToUI | CastOp::FPToSI => same_shape && types.is_float(se) && types.is_int(de),
        CastOp::PtrToInt | CastOp::PtrToAddr => same_shape && types.is_ptr(se) && types.is_int(de),
        CastOp::IntToPtr => same_shape && types.is_int(se) && types.is_ptr(de),
        CastOp::AddrSpaceCast => {
            same_shape
                && matches!((types.data(se), types.data(de)),
                    (TypeData::Ptr { addrspace: a }, TypeData::Ptr { addrspace: b }) if a != b)
        }
        CastOp::BitCast => {
            let sp = types.is_ptr(se);
            let dp = types.is_ptr(de);
            if sp != dp {
                return false;
            }
            if sp {
                // Pointers (or vectors of them) of one address space and shape.
                return same_shape && se == de;
            }
            let first_class_simple = |t: Type| {
                matches!(
                    types.data(t),
                    TypeData::Int(_)
                        | TypeData::Float(_)
                        | TypeData::Vector { .. }
                        | TypeData::X86Amx
                )
            };
            if !first_class_simple(src) || !first_class_simple(dst) {
                return false;
            }
            if let (Some((_, a)), Some((_, b))) = (ss, ds) {
                if a != b {
                    return false;
                }
            }
            match (size_in_bits(m, src), size_in_bits(m, dst)) {
                (Some(a), Some(b)) => a == b,
                _ => false,
            }
        }
    }
}
