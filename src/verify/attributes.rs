//! Attribute compatibility: parameter and return attributes must fit the type they apply to
//! (as LLVM's `typeIncompatible` decides for the attributes listed below), and `immarg` is
//! only for intrinsics.
//!
//! Owns: [`check_declarations`] (function headers), [`check_function`] (call sites) and
//! [`incompatible`]. Must not touch: intrinsic signatures (see `intrinsics`).

use super::context::{
    is_fp_or_fp_vector, is_int_or_int_vector, is_ptr_or_ptr_vector, type_name, FuncCx,
};
use super::{Entity, VerifierError};
use crate::ir::attributes::{AttrList, AttrSet, Attribute};
use crate::ir::module::{GlobalKind, GlobalName, Module};
use crate::ir::types::{Type, TypeData, TypeTable};

/// Attributes that only make sense on pointers (or vectors of pointers).
const POINTER_ONLY: &[&str] = &[
    "noalias",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "align",
    "byval",
    "byref",
    "sret",
    "inalloca",
    "preallocated",
    "nocapture",
    "captures",
    "readonly",
    "readnone",
    "writeonly",
    "writable",
    "dead_on_unwind",
    "dead_on_return",
    "initializes",
    "nest",
    "swifterror",
];

/// Attributes that only make sense on integers.
const INTEGER_ONLY: &[&str] = &["zeroext", "signext", "noext"];

/// How LLVM spells an attribute in its messages (`align 4`, `dereferenceable(8)`).
pub fn spell(types: &TypeTable, a: &Attribute) -> String {
    match a {
        Attribute::Flag(n) => n.clone(),
        Attribute::Int(n, v) if n == "align" => format!("align {v}"),
        Attribute::Int(n, v) => format!("{n}({v})"),
        Attribute::Type(n, t) => format!("{n}({})", type_name(types, *t)),
        Attribute::Args(n, s) => format!("{n}({s})"),
        Attribute::Str(k, Some(v)) => format!("\"{k}\"=\"{v}\""),
        Attribute::Str(k, None) => format!("\"{k}\""),
    }
}

/// What `nofpclass` accepts (as LLVM 22 does): floating point or a vector of it, arrays of those
/// (nested arrays too), or a literal struct whose elements are all one such scalar/vector type.
fn fp_like(types: &TypeTable, t: Type) -> bool {
    match types.data(t) {
        TypeData::Array { elem, .. } => fp_array_like(types, *elem),
        TypeData::Struct { fields, .. } => fields
            .first()
            .is_some_and(|&f0| is_fp_or_fp_vector(types, f0) && fields.iter().all(|&f| f == f0)),
        _ => is_fp_or_fp_vector(types, t),
    }
}

fn fp_array_like(types: &TypeTable, t: Type) -> bool {
    match types.data(t) {
        TypeData::Array { elem, .. } => fp_array_like(types, *elem),
        _ => is_fp_or_fp_vector(types, t),
    }
}

/// Is attribute `a` incompatible with a value of type `t`?
pub fn incompatible(types: &TypeTable, a: &Attribute, t: Type) -> bool {
    let name = a.name();
    if a.is_string() {
        return false;
    }
    if POINTER_ONLY.contains(&name) {
        return !is_ptr_or_ptr_vector(types, t);
    }
    if INTEGER_ONLY.contains(&name) {
        return !types.is_int(t);
    }
    match name {
        "range" => !is_int_or_int_vector(types, t),
        "nofpclass" => !fp_like(types, t),
        _ => false,
    }
}

fn check_list(m: &Module, list: &AttrList, sig: Type, mut report: impl FnMut(String, &str)) {
    let TypeData::Function { ret, params, .. } = m.types.data(sig) else {
        return;
    };
    let mut check_set = |set: AttrSet, t: Type| {
        if set == AttrSet::EMPTY {
            return;
        }
        for a in m.attrs.get(set) {
            if incompatible(&m.types, a, t) {
                report(
                    format!(
                        "Attribute '{}' applied to incompatible type!",
                        spell(&m.types, a)
                    ),
                    a.name(),
                );
            }
        }
    };
    check_set(list.ret, *ret);
    for (n, &p) in params.iter().enumerate() {
        check_set(list.param(n), p);
    }
    let misplaced_sret = params.iter().enumerate().skip(2).any(|(n, _)| {
        m.attrs
            .get(list.param(n))
            .iter()
            .any(|a| a.name() == "sret")
    });
    if misplaced_sret {
        report(
            "Attribute 'sret' is not on first or second parameter!".into(),
            "sret",
        );
    }
}

/// Function headers: parameter/return attributes against the signature; `immarg` only on
/// intrinsics.
pub fn check_declarations(m: &Module, out: &mut Vec<VerifierError>) {
    for &g in &m.layout.functions {
        let Some(GlobalKind::Function(f)) = m.globals.get(g).map(|d| &d.kind) else {
            continue;
        };
        let is_intrinsic =
            matches!(&m.globals[g].name, GlobalName::Named(n) if n.starts_with("llvm."));
        // A known intrinsic's attributes come from the intrinsic table, not from the input (the
        // parser replaces them); its signature is checked by `intrinsics`.
        let from_table = matches!(&m.globals[g].name,
            GlobalName::Named(n) if crate::ir::intrinsics::lookup(n).is_some());
        if !from_table {
            check_list(m, &f.attrs, f.sig, |msg, word| {
                out.push(VerifierError::error(Entity::Global(g), msg).at_keyword(word))
            });
        }
        if !is_intrinsic
            && f.attrs
                .params
                .iter()
                .any(|s| m.attrs.get(*s).iter().any(|a| a.name() == "immarg"))
        {
            out.push(
                VerifierError::error(
                    Entity::Global(g),
                    "immarg attribute only applies to intrinsics",
                )
                .at_keyword("immarg"),
            );
        }
    }
}

/// Call-site attributes against the call's function type.
pub fn check_function(cx: &mut FuncCx) {
    for (_, i) in cx.placed() {
        let Some(info) = cx.inst(i).kind.call_info() else {
            continue;
        };
        let mut msgs = Vec::new();
        check_list(cx.m, &info.attrs, info.fn_ty, |msg, word| {
            msgs.push((msg, word.to_string()))
        });
        for (msg, word) in msgs {
            cx.err_keyword(i, &word, msg);
        }
    }
}
