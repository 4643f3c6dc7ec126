//! A documented subset of LLVM 22's `simplifyInstruction` (InstSimplify), shared by the
//! transforms that call it on each instruction they visit (`early-cse`, `gvn`): it answers
//! "is this instruction equal to an existing value or a constant?" and never creates an
//! instruction.
//!
//! Owns: [`simplify`], [`ConstantSource`] (how a pass running on a detached body obtains a
//! constant: a finished run finds it in the module's pool, a preparation run records what it
//! would need so that `prepare_module` interns it first).
//! Covered: integer constant folding (up to 64 bits) of binary operators without poison
//! results, `icmp`, `zext`/`sext`/`trunc` of constants; identities `x+0`, `x-0`, `x-x`, `x*1`,
//! `x*0`, `x&0`, `x&-1`, `x&x`, `x|0`, `x|-1`, `x|x`, `x^0`, `x^x`, `~~x`, shifts by or of zero,
//! `x/1`, `x%1`, `getelementptr` with zero indices, `trunc (zext/sext x)` back to `x`'s type; `icmp x, x`, `icmp` of two null pointers, and compares with the extremes of the type; `select` on a constant condition or with equal arms; a `phi`
//! whose incoming values are all one value (or itself).
//! Floating point: `x*1.0`, `x/1.0`, `x+-0.0`, `x-0.0` (scalar half, bfloat, float, double);
//! `insertvalue` of the matching `extractvalue` into undef/poison or its own aggregate.
//! Loads: a non-volatile load (atomic ones too: `atomics::may_fold_load_from_constant`) of a
//! whole `constant` global variable with a definitive initializer of the load's type folds to it.
//! Not covered (LLVM does them): other floating-point rules, vectors, known bits, range reasoning,
//! other pointer and `getelementptr` rules, `and`/`or` of compares, casts of non-constants.
//! Must not touch: the IR (it reads the body and the module's constants only).

use crate::ir::constant::{ApInt, Constant, ConstantData, ConstantPool};
use crate::ir::function::{FunctionBody, Inst};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, IntPredicate, Operand};
use crate::ir::module::Module;
use crate::ir::types::Type;

/// Where a simplification obtains the constants it folds to.
pub trait ConstantSource {
    /// The constant for `data`, or `None` when it cannot be had (the fold is skipped).
    fn get(&mut self, pool: &ConstantPool, data: ConstantData) -> Option<Constant>;
}

/// A run on a detached body: only constants already in the module's pool.
pub struct FindOnly;

impl ConstantSource for FindOnly {
    fn get(&mut self, pool: &ConstantPool, data: ConstantData) -> Option<Constant> {
        pool.find(&data)
    }
}

/// A preparation run: finds what is in the pool and records what is missing.
#[derive(Default)]
pub struct Recorder {
    pub missing: Vec<ConstantData>,
}

impl ConstantSource for Recorder {
    fn get(&mut self, pool: &ConstantPool, data: ConstantData) -> Option<Constant> {
        let found = pool.find(&data);
        if found.is_none() && !self.missing.contains(&data) {
            self.missing.push(data);
        }
        found
    }
}

/// An integer constant's (type, bits), up to 64 bits wide.
pub(super) fn int_of(m: &Module, op: Operand) -> Option<(Type, u32, u64)> {
    let Operand::Const(c) = op else { return None };
    match m.constants.data(c) {
        ConstantData::Int { ty, value } if value.width <= 64 => {
            Some((*ty, value.width, value.low_u64()))
        }
        _ => None,
    }
}

pub(super) fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

pub(super) fn sext(width: u32, v: u64) -> i64 {
    if width >= 64 {
        v as i64
    } else {
        let shift = 64 - width;
        ((v << shift) as i64) >> shift
    }
}

fn is_int_const(m: &Module, op: Operand, value: u64) -> bool {
    int_of(m, op).is_some_and(|(_, w, v)| v == value & mask(w))
}

pub(super) fn make_int(
    m: &Module,
    consts: &mut dyn ConstantSource,
    ty: Type,
    width: u32,
    v: u64,
) -> Option<Operand> {
    let data = ConstantData::Int {
        ty,
        value: ApInt::from_u64(width, v & mask(width)),
    };
    consts.get(&m.constants, data).map(Operand::Const)
}

/// Folds an integer binary operator on two constants; `None` when the result would be poison
/// or undefined behaviour (left alone, as atomir does not fold to poison).
fn fold_binary(
    op: BinaryOp,
    nuw: bool,
    nsw: bool,
    exact: bool,
    w: u32,
    a: u64,
    b: u64,
) -> Option<u64> {
    let m = mask(w);
    let (sa, sb) = (sext(w, a) as i128, sext(w, b) as i128);
    let smin = -(1i128 << (w - 1));
    let smax = (1i128 << (w - 1)) - 1;
    let r = match op {
        BinaryOp::Add => {
            if nuw && (a as u128 + b as u128) > m as u128 {
                return None;
            }
            if nsw && !(smin..=smax).contains(&(sa + sb)) {
                return None;
            }
            a.wrapping_add(b)
        }
        BinaryOp::Sub => {
            if nuw && b > a {
                return None;
            }
            if nsw && !(smin..=smax).contains(&(sa - sb)) {
                return None;
            }
            a.wrapping_sub(b)
        }
        BinaryOp::Mul => {
            if nuw && (a as u128) * (b as u128) > m as u128 {
                return None;
            }
            if nsw && !(smin..=smax).contains(&(sa * sb)) {
                return None;
            }
            a.wrapping_mul(b)
        }
        BinaryOp::And => a & b,
        BinaryOp::Or => a | b,
        BinaryOp::Xor => a ^ b,
        BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => {
            if b >= w as u64 {
                return None;
            }
            match op {
                BinaryOp::Shl => {
                    let r = (a << b) & m;
                    if nuw && (r >> b) != a {
                        return None;
                    }
                    if nsw && sext(w, r) >> b != sa as i64 {
                        return None;
                    }
                    r
                }
                BinaryOp::LShr => {
                    if exact && (a & ((1u64 << b) - 1)) != 0 {
                        return None;
                    }
                    a >> b
                }
                _ => {
                    if exact && (a & ((1u64 << b) - 1)) != 0 {
                        return None;
                    }
                    (sa as i64 >> b) as u64
                }
            }
        }
        BinaryOp::UDiv | BinaryOp::URem => {
            if b == 0 {
                return None;
            }
            if op == BinaryOp::UDiv {
                if exact && !a.is_multiple_of(b) {
                    return None;
                }
                a / b
            } else {
                a % b
            }
        }
        BinaryOp::SDiv | BinaryOp::SRem => {
            if b == 0 || (sa == smin && sb == -1) {
                return None;
            }
            if op == BinaryOp::SDiv {
                if exact && sa % sb != 0 {
                    return None;
                }
                (sa / sb) as u64
            } else {
                (sa % sb) as u64
            }
        }
        _ => return None,
    };
    Some(r & m)
}

fn icmp(pred: IntPredicate, w: u32, a: u64, b: u64) -> bool {
    let (sa, sb) = (sext(w, a), sext(w, b));
    match pred {
        IntPredicate::Eq => a == b,
        IntPredicate::Ne => a != b,
        IntPredicate::Ugt => a > b,
        IntPredicate::Uge => a >= b,
        IntPredicate::Ult => a < b,
        IntPredicate::Ule => a <= b,
        IntPredicate::Sgt => sa > sb,
        IntPredicate::Sge => sa >= sb,
        IntPredicate::Slt => sa < sb,
        IntPredicate::Sle => sa <= sb,
    }
}

/// The initializer of the global constant `ptr` points to when a load of type `ty` reads all of
/// it: a global variable marked `constant` with an initializer no other definition can replace
/// (not `weak`, `linkonce`, `common`, `extern_weak`, nor `externally_initialized`) of exactly
/// the load's type (LLVM's `ConstantFoldLoadFromConstPtr` at offset 0; other offsets and types
/// are not covered).
fn load_from_constant_global(m: &Module, ptr: Operand, ty: Type) -> Option<Operand> {
    use crate::ir::module::{GlobalKind, Linkage};
    let Operand::Const(c) = ptr else { return None };
    let ConstantData::Global { global, .. } = m.constants.data(c) else {
        return None;
    };
    let g = &m.globals[*global];
    let GlobalKind::Variable(v) = &g.kind else {
        return None;
    };
    let interposable = matches!(
        g.linkage,
        Linkage::LinkOnce | Linkage::Weak | Linkage::Common | Linkage::ExternWeak
    );
    if !v.constant || v.externally_initialized || interposable || v.value_ty != ty {
        return None;
    }
    v.init.map(Operand::Const)
}

/// What `inst` simplifies to, given its operands as the pass sees them now (`args`) and
/// `resolve` for the operands of other instructions (the pass's pending replacements); `None`
/// when no rule applies.
pub fn simplify(
    m: &Module,
    body: &FunctionBody,
    inst: Inst,
    args: &[Operand],
    resolve: &dyn Fn(Operand) -> Operand,
    consts: &mut dyn ConstantSource,
) -> Option<Operand> {
    let d = &body.dfg.insts[inst];
    let self_op = d.result.map(Operand::Value);
    match &d.kind {
        InstKind::Load { .. } if crate::ir::atomics::may_fold_load_from_constant(&d.kind) => {
            load_from_constant_global(m, args[0], d.ty)
        }
        InstKind::Binary { op, flags, .. } if !op.is_float() => {
            let (x, y) = (args[0], args[1]);
            let ty = d.ty;
            let w = m.types.int_bits(ty)?;
            if let (Some((_, _, a)), Some((_, _, b))) = (int_of(m, x), int_of(m, y)) {
                let r = fold_binary(*op, flags.nuw, flags.nsw, flags.exact, w, a, b)?;
                return make_int(m, consts, ty, w, r);
            }
            let zero = |o| is_int_const(m, o, 0);
            let one = |o| is_int_const(m, o, 1);
            let ones = |o| is_int_const(m, o, u64::MAX);
            match op {
                BinaryOp::Add if zero(y) => Some(x),
                BinaryOp::Add if zero(x) => Some(y),
                BinaryOp::Sub if zero(y) => Some(x),
                BinaryOp::Sub if x == y => make_int(m, consts, ty, w, 0),
                BinaryOp::Mul if one(y) => Some(x),
                BinaryOp::Mul if one(x) => Some(y),
                BinaryOp::Mul if zero(y) => Some(y),
                BinaryOp::Mul if zero(x) => Some(x),
                BinaryOp::And if zero(y) => Some(y),
                BinaryOp::And if zero(x) => Some(x),
                BinaryOp::And if ones(y) => Some(x),
                BinaryOp::And if ones(x) => Some(y),
                BinaryOp::And if x == y => Some(x),
                BinaryOp::Or if zero(y) => Some(x),
                BinaryOp::Or if zero(x) => Some(y),
                BinaryOp::Or if ones(y) => Some(y),
                BinaryOp::Or if ones(x) => Some(x),
                BinaryOp::Or if x == y => Some(x),
                BinaryOp::Xor if zero(y) => Some(x),
                BinaryOp::Xor if zero(x) => Some(y),
                BinaryOp::Xor if x == y => make_int(m, consts, ty, w, 0),
                BinaryOp::Xor if ones(y) => not_of(m, body, x, resolve),
                BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr if zero(y) => Some(x),
                BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr if zero(x) => Some(x),
                BinaryOp::UDiv | BinaryOp::SDiv if one(y) => Some(x),
                BinaryOp::URem | BinaryOp::SRem if one(y) => make_int(m, consts, ty, w, 0),
                _ => None,
            }
        }
        InstKind::Binary { op, .. } if op.is_float() => {
            // x * 1.0, x / 1.0, x + -0.0 and x - 0.0 are x (whatever the flags).
            let (x, y) = (args[0], args[1]);
            let is = |o: Operand, which: FloatConst| float_const_is(m, o, which);
            match op {
                BinaryOp::FMul if is(y, FloatConst::One) => Some(x),
                BinaryOp::FMul if is(x, FloatConst::One) => Some(y),
                BinaryOp::FDiv if is(y, FloatConst::One) => Some(x),
                BinaryOp::FAdd if is(y, FloatConst::NegZero) => Some(x),
                BinaryOp::FAdd if is(x, FloatConst::NegZero) => Some(y),
                BinaryOp::FSub if is(y, FloatConst::PosZero) => Some(x),
                _ => None,
            }
        }
        InstKind::InsertValue { indices } => {
            // insertvalue A, (extractvalue B, n), n is B when A is undef/poison or B.
            let (agg, elt) = (args[0], args[1]);
            let Operand::Value(ev) = elt else { return None };
            let crate::ir::function::ValueDef::Inst(ei) = body.dfg.values[ev].def else {
                return None;
            };
            let ed = &body.dfg.insts[ei];
            let InstKind::ExtractValue { indices: eidx } = &ed.kind else {
                return None;
            };
            let src = resolve(ed.args[0]);
            let src_ty = match src {
                Operand::Value(v) => body.dfg.values[v].ty,
                Operand::Const(c) => m.constants.ty(c),
                _ => return None,
            };
            if eidx != indices || src_ty != d.ty {
                return None;
            }
            let agg_undef = matches!(agg, Operand::Const(c) if matches!(
                m.constants.data(c),
                ConstantData::Undef(_) | ConstantData::Poison(_)
            ));
            (agg_undef || agg == src).then_some(src)
        }
        InstKind::ICmp { pred, .. } => {
            let (x, y) = (args[0], args[1]);
            let bool_ty = d.ty;
            if m.types.int_bits(bool_ty) != Some(1) {
                return None;
            }
            if let (Some((_, w, a)), Some((_, _, b))) = (int_of(m, x), int_of(m, y)) {
                return make_int(m, consts, bool_ty, 1, icmp(*pred, w, a, b) as u64);
            }
            // Two null pointers compare as two zeros.
            let is_null = |o: Operand| matches!(o, Operand::Const(c) if matches!(m.constants.data(c), ConstantData::Null(_)));
            if is_null(x) && is_null(y) {
                return make_int(m, consts, bool_ty, 1, icmp(*pred, 64, 0, 0) as u64);
            }
            // Compares against the extremes of the type.
            if let (false, Some((_, w, c))) = (matches!(x, Operand::Const(_)), int_of(m, y)) {
                let (umax, smax, smin) = (mask(w), mask(w) >> 1, (mask(w) >> 1) + 1);
                let known = match pred {
                    IntPredicate::Ugt if c == umax => Some(false),
                    IntPredicate::Ule if c == umax => Some(true),
                    IntPredicate::Ult if c == 0 => Some(false),
                    IntPredicate::Uge if c == 0 => Some(true),
                    IntPredicate::Sgt if c == smax => Some(false),
                    IntPredicate::Sle if c == smax => Some(true),
                    IntPredicate::Slt if c == smin => Some(false),
                    IntPredicate::Sge if c == smin => Some(true),
                    _ => None,
                };
                if let Some(k) = known {
                    return make_int(m, consts, bool_ty, 1, k as u64);
                }
            }
            if x == y && !matches!(x, Operand::Const(_)) {
                let r = matches!(
                    pred,
                    IntPredicate::Eq
                        | IntPredicate::Uge
                        | IntPredicate::Ule
                        | IntPredicate::Sge
                        | IntPredicate::Sle
                );
                return make_int(m, consts, bool_ty, 1, r as u64);
            }
            None
        }
        InstKind::Cast { op, .. } => {
            // trunc (zext/sext x) to x's type is x.
            if *op == CastOp::Trunc {
                if let Some(x) = extended_from(body, args[0], d.ty, resolve) {
                    return Some(x);
                }
            }
            let (_, w, a) = int_of(m, args[0])?;
            let to = m.types.int_bits(d.ty)?;
            if to > 64 {
                return None;
            }
            let r = match op {
                CastOp::ZExt => a,
                CastOp::SExt => sext(w, a) as u64,
                CastOp::Trunc => a,
                _ => return None,
            };
            make_int(m, consts, d.ty, to, r)
        }
        InstKind::Gep { .. } => {
            // A getelementptr whose indices are all zero is its base (same pointer type).
            let base = args[0];
            let base_ty = match base {
                Operand::Value(v) => body.dfg.values[v].ty,
                Operand::Const(c) => m.constants.ty(c),
                _ => return None,
            };
            let all_zero = args[1..].iter().all(|&a| match a {
                Operand::Const(c) => {
                    matches!(
                        m.constants.data(c),
                        ConstantData::Int { value, .. } if value.is_zero()
                    ) || matches!(m.constants.data(c), ConstantData::Zero(_))
                }
                _ => false,
            });
            (all_zero && base_ty == d.ty).then_some(base)
        }
        InstKind::Select { .. } => {
            let (c, t, f) = (args[0], args[1], args[2]);
            if t == f {
                return Some(t);
            }
            match int_of(m, c) {
                Some((_, 1, 1)) => Some(t),
                Some((_, 1, 0)) => Some(f),
                _ => None,
            }
        }
        InstKind::Phi { .. } => {
            let mut common: Option<Operand> = None;
            for pair in args.chunks(2) {
                let v = pair[0];
                if Some(v) == self_op {
                    continue;
                }
                if let Operand::Const(c) = v {
                    if matches!(
                        m.constants.data(c),
                        ConstantData::Undef(_) | ConstantData::Poison(_)
                    ) {
                        return None;
                    }
                }
                match common {
                    None => common = Some(v),
                    Some(o) if o == v => {}
                    Some(_) => return None,
                }
            }
            // A value defined by an instruction must dominate the phi to replace it; a phi
            // whose single other incoming is an instruction is left to the passes that know
            // the dominator tree (atomir keeps it).
            match common {
                Some(Operand::Value(v)) => match body.dfg.values[v].def {
                    crate::ir::function::ValueDef::Param(_) => common,
                    _ => None,
                },
                other => other,
            }
        }
        _ => None,
    }
}

#[derive(Clone, Copy, PartialEq)]
enum FloatConst {
    One,
    PosZero,
    NegZero,
}

/// Whether `op` is the floating-point constant `which` of its type.
fn float_const_is(m: &Module, op: Operand, which: FloatConst) -> bool {
    use crate::ir::types::{FloatKind, TypeData};
    let Operand::Const(c) = op else { return false };
    let ConstantData::Float { ty, bits } = m.constants.data(c) else {
        return false;
    };
    let TypeData::Float(kind) = m.types.data(*ty) else {
        return false;
    };
    let (one, sign): (u128, u128) = match kind {
        FloatKind::Half => (0x3c00, 0x8000),
        FloatKind::BFloat => (0x3f80, 0x8000),
        FloatKind::Float => (0x3f80_0000, 0x8000_0000),
        FloatKind::Double => (0x3ff0_0000_0000_0000, 0x8000_0000_0000_0000),
        _ => return false,
    };
    match which {
        FloatConst::One => *bits == one,
        FloatConst::PosZero => *bits == 0,
        FloatConst::NegZero => *bits == sign,
    }
}

/// `x` where `op` is `zext x` or `sext x` and `x` has type `ty`.
fn extended_from(
    body: &FunctionBody,
    op: Operand,
    ty: Type,
    resolve: &dyn Fn(Operand) -> Operand,
) -> Option<Operand> {
    let Operand::Value(v) = op else { return None };
    let crate::ir::function::ValueDef::Inst(i) = body.dfg.values[v].def else {
        return None;
    };
    let d = &body.dfg.insts[i];
    match d.kind {
        InstKind::Cast {
            op: CastOp::ZExt | CastOp::SExt,
            ..
        } => {
            let x = resolve(d.args[0]);
            let xty = match x {
                Operand::Value(xv) => body.dfg.values[xv].ty,
                _ => return None,
            };
            (xty == ty).then_some(x)
        }
        _ => None,
    }
}

/// `x` where `op` is `xor x, -1` (so that `~op` is `x`).
fn not_of(
    m: &Module,
    body: &FunctionBody,
    op: Operand,
    resolve: &dyn Fn(Operand) -> Operand,
) -> Option<Operand> {
    let Operand::Value(v) = op else { return None };
    let crate::ir::function::ValueDef::Inst(i) = body.dfg.values[v].def else {
        return None;
    };
    let d = &body.dfg.insts[i];
    match d.kind {
        InstKind::Binary {
            op: BinaryOp::Xor, ..
        } => {
            let (a, b) = (resolve(d.args[0]), resolve(d.args[1]));
            if is_int_const(m, b, u64::MAX) {
                Some(a)
            } else if is_int_const(m, a, u64::MAX) {
                Some(b)
            } else {
                None
            }
        }
        _ => None,
    }
}
