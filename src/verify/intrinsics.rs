//! Intrinsics: signatures of the intrinsics the project knows (memory transfer, lifetime,
//! debug, the legacy `llvm.atomic.*` family of seed 000), immediate arguments, calls that match
//! the declaration, and a warning for `llvm.*` names that are not intrinsics.
//!
//! Owns: [`check_declarations`], [`check_function`], [`Family`] and [`classify`].
//! Must not touch: the attribute tables of `ir::intrinsics` (read only, for "is it known").

use super::context::{type_name, FuncCx};
use super::{Entity, VerifierError};
use crate::ir::constant::ConstantData;
use crate::ir::function::ValueDef;
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::module::{GlobalKind, GlobalName, GlobalValue, Module};
use crate::ir::types::{Type, TypeData, TypeTable};

/// Intrinsic families whose signatures the verifier checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// `llvm.memcpy`, `llvm.memcpy.inline`, `llvm.memmove`: `void (ptr, ptr, iN, i1)`.
    MemTransfer,
    /// `llvm.memset`, `llvm.memset.inline`: `void (ptr, i8, iN, i1)`.
    MemSet,
    /// `llvm.lifetime.start/end`: `void (ptr)` (or the older `void (i64, ptr)`).
    Lifetime,
    /// `llvm.dbg.declare/value/assign/label`: metadata operands, `void`.
    Debug,
    /// Seed 000: `T llvm.atomic.cas(ptr, T, T)`.
    LegacyCas,
    /// Seed 000: `T llvm.atomic.swap/las/lss(ptr, T)`.
    LegacyRmw,
    /// Seed 000: `void llvm.atomic.membarrier(i1, i1, i1, i1)`.
    LegacyMembarrier,
    /// Known to LLVM, signature not checked here.
    Other,
}

const FAMILIES: &[(&str, Family)] = &[
    ("llvm.memcpy.inline", Family::MemTransfer),
    ("llvm.memcpy", Family::MemTransfer),
    ("llvm.memmove", Family::MemTransfer),
    ("llvm.memset.inline", Family::MemSet),
    ("llvm.memset", Family::MemSet),
    ("llvm.lifetime.start", Family::Lifetime),
    ("llvm.lifetime.end", Family::Lifetime),
    ("llvm.dbg.declare", Family::Debug),
    ("llvm.dbg.value", Family::Debug),
    ("llvm.dbg.assign", Family::Debug),
    ("llvm.dbg.label", Family::Debug),
    ("llvm.atomic.cas", Family::LegacyCas),
    ("llvm.atomic.swap", Family::LegacyRmw),
    ("llvm.atomic.las", Family::LegacyRmw),
    ("llvm.atomic.lss", Family::LegacyRmw),
    ("llvm.atomic.membarrier", Family::LegacyMembarrier),
];

/// Target-independent intrinsic families beyond the attribute table in `ir::intrinsics`.
const OTHER_KNOWN: &[&str] = &[
    "llvm.acos",
    "llvm.addressofreturnaddress",
    "llvm.adjust.trampoline",
    "llvm.allow.runtime.check",
    "llvm.allow.ubsan.check",
    "llvm.annotation",
    "llvm.arithmetic.fence",
    "llvm.asin",
    "llvm.atan",
    "llvm.atan2",
    "llvm.bitreverse",
    "llvm.call.preallocated.arg",
    "llvm.call.preallocated.setup",
    "llvm.call.preallocated.teardown",
    "llvm.codeview.annotation",
    "llvm.convert.from.fp16",
    "llvm.convert.to.fp16",
    "llvm.cosh",
    "llvm.exp10",
    "llvm.fake.use",
    "llvm.fptosi.sat",
    "llvm.fptoui.sat",
    "llvm.frexp",
    "llvm.gcread",
    "llvm.gcroot",
    "llvm.gcwrite",
    "llvm.get.active.lane.mask",
    "llvm.get.dynamic.area.offset",
    "llvm.get.fpenv",
    "llvm.get.fpmode",
    "llvm.icall.branch.funnel",
    "llvm.init.trampoline",
    "llvm.instrprof.cover",
    "llvm.instrprof.increment",
    "llvm.instrprof.increment.step",
    "llvm.instrprof.value.profile",
    "llvm.is.fpclass",
    "llvm.ldexp",
    "llvm.llrint",
    "llvm.localaddress",
    "llvm.localescape",
    "llvm.localrecover",
    "llvm.lrint",
    "llvm.masked.compressstore",
    "llvm.masked.expandload",
    "llvm.masked.gather",
    "llvm.masked.scatter",
    "llvm.maximumnum",
    "llvm.minimumnum",
    "llvm.modf",
    "llvm.noalias.scope.decl",
    "llvm.public.type.test",
    "llvm.ptr.annotation",
    "llvm.reset.fpenv",
    "llvm.roundeven",
    "llvm.scmp",
    "llvm.sdiv.fix",
    "llvm.sdiv.fix.sat",
    "llvm.set.fpenv",
    "llvm.set.fpmode",
    "llvm.set.rounding",
    "llvm.sincos",
    "llvm.sincospi",
    "llvm.sinh",
    "llvm.smul.fix.sat",
    "llvm.sponentry",
    "llvm.sshl.sat",
    "llvm.ssa.copy",
    "llvm.stackguard",
    "llvm.stackprotector",
    "llvm.stepvector",
    "llvm.strip.invariant.group",
    "llvm.tan",
    "llvm.tanh",
    "llvm.thread.pointer",
    "llvm.type.checked.load",
    "llvm.type.checked.load.relative",
    "llvm.type.test",
    "llvm.ucmp",
    "llvm.udiv.fix",
    "llvm.udiv.fix.sat",
    "llvm.umul.fix",
    "llvm.umul.fix.sat",
    "llvm.ushl.sat",
    "llvm.var.annotation",
    "llvm.write_register",
    "llvm.experimental.constrained",
    "llvm.vector.reduce.fmax",
    "llvm.vector.reduce.fmin",
    "llvm.vector.reduce.fmaximum",
    "llvm.vector.reduce.fminimum",
    "llvm.vector.insert",
    "llvm.vector.extract",
    "llvm.vector.reverse",
    "llvm.vector.splice",
    "llvm.vector.interleave2",
    "llvm.vector.deinterleave2",
    "llvm.memset.pattern",
    "llvm.memcpy.element.unordered.atomic",
    "llvm.memmove.element.unordered.atomic",
    "llvm.memset.element.unordered.atomic",
    "llvm.clear_cache",
    "llvm.seh.try.begin",
    "llvm.seh.try.end",
    "llvm.seh.scope.begin",
    "llvm.seh.scope.end",
    "llvm.experimental.noalias.scope.decl",
];

/// Prefixes under which every name is taken as known (target intrinsics and large families
/// whose members the verifier does not check).
const KNOWN_PREFIXES: &[&str] = &[
    "llvm.aarch64.",
    "llvm.amdgcn.",
    "llvm.arm.",
    "llvm.bpf.",
    "llvm.coro.",
    "llvm.dx.",
    "llvm.eh.",
    "llvm.experimental.",
    "llvm.hexagon.",
    "llvm.loongarch.",
    "llvm.matrix.",
    "llvm.mips.",
    "llvm.nvvm.",
    "llvm.objc.",
    "llvm.ppc.",
    "llvm.ptrauth.",
    "llvm.r600.",
    "llvm.riscv.",
    "llvm.s390.",
    "llvm.spv.",
    "llvm.ve.",
    "llvm.vp.",
    "llvm.wasm.",
    "llvm.x86.",
    "llvm.xcore.",
    "llvm.vector.",
    "llvm.masked.",
    "llvm.annotation.",
];

fn family_matches(name: &str, base: &str) -> bool {
    name == base
        || (name.len() > base.len()
            && name.starts_with(base)
            && name.as_bytes()[base.len()] == b'.')
}

/// The checked family of an intrinsic name (longest match); `None` if the name is not known
/// at all (and is not an `llvm.*` name).
pub fn classify(name: &str) -> Option<Family> {
    if !name.starts_with("llvm.") {
        return None;
    }
    if let Some((_, f)) = FAMILIES
        .iter()
        .filter(|(b, _)| family_matches(name, b))
        .max_by_key(|(b, _)| b.len())
    {
        return Some(*f);
    }
    let known = crate::ir::intrinsics::lookup(name).is_some()
        || OTHER_KNOWN.iter().any(|b| family_matches(name, b))
        || KNOWN_PREFIXES.iter().any(|p| name.starts_with(p));
    known.then_some(Family::Other)
}

fn fn_name(m: &Module, g: GlobalValue) -> Option<&str> {
    match m.globals.get(g).map(|d| &d.name) {
        Some(GlobalName::Named(n)) => Some(n),
        _ => None,
    }
}

/// Signature problems of an intrinsic with function type `sig`; `None` when it fits.
pub fn signature_error(types: &TypeTable, name: &str, family: Family, sig: Type) -> Option<String> {
    let TypeData::Function {
        ret,
        params,
        vararg,
    } = types.data(sig)
    else {
        return Some("Intrinsic has incorrect type!".into());
    };
    let is_void = |t: Type| matches!(types.data(t), TypeData::Void);
    let is_ptr = |t: Type| types.is_ptr(t);
    let is_int = |t: Type| types.is_int(t);
    let bits = |t: Type| types.int_bits(t);
    const RET: &str = "Intrinsic has incorrect return type!";
    const ARG: &str = "Intrinsic has incorrect argument type!";
    match family {
        Family::MemTransfer | Family::MemSet => {
            if !is_void(*ret) {
                return Some(RET.into());
            }
            let second_ok = |t: Type| {
                if family == Family::MemSet {
                    bits(t) == Some(8)
                } else {
                    is_ptr(t)
                }
            };
            let ok = params.len() == 4
                && !vararg
                && is_ptr(params[0])
                && second_ok(params[1])
                && is_int(params[2])
                && bits(params[3]) == Some(1);
            (!ok).then(|| ARG.into())
        }
        Family::Lifetime => {
            if !is_void(*ret) {
                return Some(RET.into());
            }
            let ok = match params.as_slice() {
                [p] => is_ptr(*p),
                // The pre-22 form with a size first (LLVM upgrades it and drops the size).
                [n, p] => is_int(*n) && is_ptr(*p),
                _ => false,
            };
            (!ok || *vararg).then(|| ARG.into())
        }
        Family::Debug => {
            if !is_void(*ret) {
                return Some(RET.into());
            }
            let ok = !params.is_empty() && params.iter().all(|p| types.is_metadata(*p));
            (!ok).then(|| ARG.into())
        }
        Family::LegacyCas | Family::LegacyRmw => {
            let base = if family == Family::LegacyCas {
                "llvm.atomic.cas"
            } else {
                FAMILIES
                    .iter()
                    .find(|(b, f)| *f == Family::LegacyRmw && family_matches(name, b))
                    .map_or("llvm.atomic.swap", |(b, _)| *b)
            };
            let want = if family == Family::LegacyCas { 3 } else { 2 };
            let shape = if family == Family::LegacyCas {
                "(ptr, T, T) -> T"
            } else {
                "(ptr, T) -> T"
            };
            let spelled = {
                let mut s = type_name(types, sig);
                if let Some(p) = s.find(" (") {
                    s = format!("{} -> {}", &s[p + 1..], &s[..p]);
                }
                s
            };
            if params.len() != want || *vararg || !is_ptr(params[0]) {
                return Some(format!(
                    "'{base}' takes {shape} with one integer type T, not {spelled}"
                ));
            }
            let mut ts = vec![*ret];
            ts.extend(params[1..].iter().copied());
            if !ts.iter().all(|t| is_int(*t)) || ts.iter().any(|t| *t != ts[0]) {
                return Some(format!(
                    "'{base}' requires one integer type throughout (result and value operands): {spelled}"
                ));
            }
            // An overload suffix, when written, names that type (`.i32`, `.i32.p0`, `.i32.p0i32`).
            if let Some(suffix) = name.strip_prefix(base).and_then(|s| s.strip_prefix('.')) {
                let first = suffix.split('.').next().unwrap_or("");
                let t = type_name(types, ts[0]);
                if first.starts_with('i') && first != t {
                    return Some(format!(
                        "'{base}' overload suffix '.{first}' does not match its type '{t}'"
                    ));
                }
            }
            None
        }
        Family::LegacyMembarrier => {
            let ok = is_void(*ret)
                && !vararg
                && params.len() == 4
                && params.iter().all(|p| bits(*p) == Some(1));
            (!ok).then(|| {
                format!(
                    "'llvm.atomic.membarrier' takes four i1 arguments and returns void, not {}",
                    type_name(types, sig)
                )
            })
        }
        Family::Other => None,
    }
}

/// Declarations and definitions named `llvm.*`: known name, checked signature.
pub fn check_declarations(m: &Module, out: &mut Vec<VerifierError>) {
    for &g in &m.layout.functions {
        let Some(name) = fn_name(m, g) else { continue };
        if !name.starts_with("llvm.") {
            continue;
        }
        let Some(GlobalKind::Function(f)) = m.globals.get(g).map(|d| &d.kind) else {
            continue;
        };
        match classify(name) {
            None => out.push(VerifierError::warning(
                Entity::Global(g),
                format!("unknown intrinsic '{name}' (treated as an external function)"),
            )),
            Some(family) => {
                if f.body.is_some() {
                    out.push(VerifierError::error(
                        Entity::Global(g),
                        "llvm intrinsics cannot be defined!",
                    ));
                }
                if let Some(msg) = signature_error(&m.types, name, family, f.sig) {
                    out.push(VerifierError::error(Entity::Global(g), msg));
                }
            }
        }
    }
}

/// Intrinsics that may be the callee of an `invoke`.
fn invokable(name: &str) -> bool {
    const FAMILIES: &[&str] = &[
        "llvm.donothing",
        "llvm.experimental.patchpoint",
        "llvm.experimental.gc.statepoint",
        "llvm.coro.resume",
        "llvm.coro.destroy",
        "llvm.objc.clang.arc.attachedcall",
        "llvm.wasm.throw",
        "llvm.wasm.rethrow",
    ];
    FAMILIES.iter().any(|b| family_matches(name, b))
}

/// Call sites of intrinsics: the declaration's type, immediate arguments, lifetime operands.
pub fn check_function(cx: &mut FuncCx) {
    for (_, i) in cx.placed() {
        let data = cx.inst(i);
        let Some(info) = data.kind.call_info() else {
            continue;
        };
        let Some(Operand::Const(c)) = data.args.first() else {
            continue;
        };
        let ConstantData::Global { global, .. } = cx.m.constants.data(*c) else {
            continue;
        };
        let Some(name) = fn_name(cx.m, *global) else {
            continue;
        };
        if !name.starts_with("llvm.") {
            continue;
        }
        let Some(decl) = cx.m.function(*global) else {
            continue;
        };
        if decl.sig != info.fn_ty {
            cx.err_inst(i, "Invalid user of intrinsic instruction!");
            continue;
        }
        let known_to_llvm = !matches!(
            classify(name),
            None | Some(Family::LegacyCas | Family::LegacyRmw | Family::LegacyMembarrier)
        );
        if matches!(data.kind, InstKind::Invoke { .. }) && known_to_llvm && !invokable(name) {
            cx.err_inst(
                i,
                "Cannot invoke an intrinsic other than donothing, patchpoint, statepoint, coro_resume, coro_destroy, clang.arc.attachedcall or wasm.(re)throw",
            );
        }
        match classify(name) {
            Some(Family::MemTransfer | Family::MemSet) => {
                if let Some(op) = data.args.get(4) {
                    let immediate = matches!(op, Operand::Const(c)
                        if matches!(cx.m.constants.data(*c), ConstantData::Int { .. }));
                    if !immediate {
                        cx.err_operand(i, 4, "immarg operand has non-immediate parameter");
                    }
                }
            }
            Some(Family::Lifetime) => {
                let k = data.args.len().saturating_sub(1);
                let ok = match data.args.get(k) {
                    Some(Operand::Value(v)) => matches!(
                        cx.value_def(*v),
                        Some(ValueDef::Inst(d)) if matches!(cx.inst(d).kind, InstKind::Alloca { .. })
                    ),
                    Some(Operand::Const(c)) => {
                        matches!(cx.m.constants.data(*c), ConstantData::Poison(_))
                    }
                    _ => true,
                };
                if !ok {
                    cx.err_operand(
                        i,
                        k,
                        "llvm.lifetime.start/end can only be used on alloca or poison",
                    );
                }
            }
            _ => {}
        }
    }
}
