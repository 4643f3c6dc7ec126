//! `sroa`: scalar replacement of aggregates, a documented subset of opt-22's SROA (issue 16:
//! "scalar allocas, and aggregates split into scalars").
//!
//! Owns: the split of aggregate allocas into one alloca per scalar field, before promotion.
//! An entry-block alloca of a struct or array type (one element, not volatile-accessed) is
//! split when every use is one of: a `getelementptr` whose first index is 0 and whose other
//! indices are constants (chains of them included), ending at a scalar field that is only
//! loaded or stored with the field's own type (as the pointer operand, not volatile); a load or
//! store of the first scalar field's type through the alloca itself; an `llvm.lifetime.*`
//! marker. Each field that is accessed gets its own alloca (`<name>.sroa.<k>`, in field
//! order), the markers and GEPs go, and then every promotable alloca is promoted exactly as
//! `mem2reg` does it (same phi placement and names).
//!
//! Not done (opt-22's SROA does them): splitting through `memcpy`/`memset` and other calls,
//! variable indices, byte-offset GEPs, loads or stores of a different type than the field
//! (opt-22 slices and re-assembles), vector promotion, `select`/`phi` of pointers into the
//! aggregate, and opt-22's slice names; an aggregate with any of them is left whole. Atomic
//! (non-volatile) accesses of a field are split and promoted, as LLVM promotes atomic accesses
//! of a non-escaping alloca (`crate::ir::atomics` decides what is volatile).
//! Must not touch: anything but the function body it is given.

use crate::ir::atomics;
use crate::ir::constant::ConstantData;
use crate::ir::function::{FunctionBody, Inst, Value};
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::module::{GlobalKind, Module};
use crate::ir::types::TypeData;
use crate::ir::Type;
use crate::passes::analysis_manager::PreservedAnalyses;
use crate::passes::manager::{FunctionEditContext, FunctionPass};
use crate::passes::transforms::mem2reg::{self, Mem2Reg};
use crate::passes::PassError;

/// `sroa`.
pub struct Sroa;

impl FunctionPass for Sroa {
    fn name(&self) -> &str {
        "sroa"
    }

    fn edits_ir(&self) -> bool {
        true
    }

    /// What `mem2reg` interns, plus `undef`/`poison` of every scalar field type of an aggregate
    /// alloca (the split allocas' types).
    fn prepare_module(&self, module: &mut Module, _runs_first: bool) {
        let mut wanted = Vec::new();
        for &f in &module.layout.functions {
            let GlobalKind::Function(d) = &module.globals[f].kind else {
                continue;
            };
            let Some(body) = &d.body else { continue };
            let Some(entry) = body.layout.entry() else {
                continue;
            };
            for &i in body.layout.block_insts(entry) {
                if let InstKind::Alloca { allocated, .. } = body.dfg.insts[i].kind {
                    let mut leaves = Vec::new();
                    scalar_leaves(&module.types, allocated, &mut leaves, 0);
                    for t in leaves {
                        wanted.push(ConstantData::Undef(t));
                        wanted.push(ConstantData::Poison(t));
                    }
                }
            }
        }
        for c in wanted {
            module.constants.intern(c);
        }
        Mem2Reg.prepare_module(module, false);
    }

    fn run_edit(&self, cx: &mut FunctionEditContext<'_>) -> Result<PreservedAnalyses, PassError> {
        let split = split_aggregates(cx.module, cx.body);
        let promoted = Mem2Reg.run_edit(cx)?;
        if split && promoted.are_all_preserved() {
            // The split alone changed the body.
            return Ok(PreservedAnalyses::none()
                .preserve(crate::passes::analysis_manager::AnalysisId::DomTree)
                .preserve(crate::passes::analysis_manager::AnalysisId::PostDomTree)
                .preserve(crate::passes::analysis_manager::AnalysisId::Loops));
        }
        Ok(promoted)
    }
}

/// The scalar types inside `t` (struct fields and array elements, recursively; small arrays
/// only), in field order.
fn scalar_leaves(types: &crate::ir::types::TypeTable, t: Type, out: &mut Vec<Type>, depth: u32) {
    if depth > 8 || out.len() > 256 {
        return;
    }
    match types.data(t) {
        TypeData::Struct { fields, .. } => {
            for &f in fields {
                scalar_leaves(types, f, out, depth + 1);
            }
        }
        TypeData::Named(_) | TypeData::Array { .. } => {
            let mut k = 0;
            while let Some(m) = types.member(t, k) {
                scalar_leaves(types, m, out, depth + 1);
                k += 1;
                if k > 64 {
                    break;
                }
            }
        }
        _ => out.push(t),
    }
}

fn is_aggregate(types: &crate::ir::types::TypeTable, t: Type) -> bool {
    matches!(
        types.data(t),
        TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. }
    )
}

fn const_u64(m: &Module, op: Operand) -> Option<u64> {
    let Operand::Const(c) = op else {
        return None;
    };
    match m.constants.data(c) {
        ConstantData::Int { value, .. } if value.fits_u64() => Some(value.low_u64()),
        ConstantData::Zero(_) => Some(0),
        _ => None,
    }
}

/// One load or store of a field.
struct FieldAccess {
    inst: Inst,
}

/// What splitting one alloca needs: per field path, its type and accesses; the GEPs and
/// markers to delete.
struct SplitPlan {
    fields: Vec<(Vec<u64>, Type, Vec<FieldAccess>)>,
    geps: Vec<Inst>,
    markers: Vec<Inst>,
}

fn plan_split(
    m: &Module,
    body: &FunctionBody,
    uses: &crate::ir::entity::SecondaryMap<Value, Vec<crate::ir::function::Use>>,
    alloca: Inst,
) -> Option<SplitPlan> {
    let d = &body.dfg.insts[alloca];
    let InstKind::Alloca { allocated, .. } = d.kind else {
        return None;
    };
    if !is_aggregate(&m.types, allocated)
        || const_u64(m, d.args[0]) != Some(1)
        || crate::passes::transforms::mem2reg::named_by_debug_record(body, alloca)
    {
        return None;
    }
    let root = d.result?;
    let mut plan = SplitPlan {
        fields: Vec::new(),
        geps: Vec::new(),
        markers: Vec::new(),
    };
    // (pointer value, path, type at the path)
    let mut work: Vec<(Value, Vec<u64>, Type)> = vec![(root, Vec::new(), allocated)];
    while let Some((ptr, path, ty)) = work.pop() {
        for use_ in uses.get(ptr) {
            let (u, k) = (use_.inst, use_.operand as usize);
            let ud = &body.dfg.insts[u];
            match &ud.kind {
                InstKind::Gep { source, .. } => {
                    if k != 0 || *source != ty || ud.args.len() < 2 {
                        return None;
                    }
                    if const_u64(m, ud.args[1]) != Some(0) {
                        return None;
                    }
                    let mut p = path.clone();
                    let mut t = ty;
                    for &idx in &ud.args[2..] {
                        let i = const_u64(m, idx)?;
                        t = m.types.member(t, i)?;
                        p.push(i);
                    }
                    plan.geps.push(u);
                    work.push((ud.result?, p, t));
                }
                InstKind::Load { .. } | InstKind::Store { .. } => {
                    let is_store = matches!(ud.kind, InstKind::Store { .. });
                    if atomics::is_volatile(&ud.kind) || (is_store && k != 1) {
                        return None;
                    }
                    let access_ty = if is_store {
                        match ud.args[0] {
                            Operand::Value(v) => body.dfg.values[v].ty,
                            Operand::Const(c) => m.constants.ty(c),
                            _ => return None,
                        }
                    } else {
                        ud.ty
                    };
                    // Descend through first fields to the scalar the access names.
                    let mut p = path.clone();
                    let mut t = ty;
                    while is_aggregate(&m.types, t) {
                        t = m.types.member(t, 0)?;
                        p.push(0);
                    }
                    if access_ty != t {
                        return None;
                    }
                    match plan.fields.iter_mut().find(|f| f.0 == p) {
                        Some(f) => f.2.push(FieldAccess { inst: u }),
                        None => plan.fields.push((p, t, vec![FieldAccess { inst: u }])),
                    }
                }
                InstKind::Call { .. } if mem2reg::is_lifetime_marker(m, body, u) => {
                    plan.markers.push(u)
                }
                _ => return None,
            }
        }
    }
    if plan.fields.is_empty() && plan.markers.is_empty() && plan.geps.is_empty() {
        return None;
    }
    plan.fields.sort_by(|a, b| a.0.cmp(&b.0));
    Some(plan)
}

/// Splits every aggregate alloca that can be; whether anything was split.
fn split_aggregates(m: &Module, body: &mut FunctionBody) -> bool {
    let Some(entry) = body.layout.entry() else {
        return false;
    };
    let allocas: Vec<Inst> = body
        .layout
        .block_insts(entry)
        .iter()
        .copied()
        .filter(|&i| matches!(body.dfg.insts[i].kind, InstKind::Alloca { .. }))
        .collect();
    let mut changed = false;
    // Splitting one alloca only re-points accesses of its own fields, which no other alloca's
    // plan looks at, so the use lists are computed once.
    let uses = body.dfg.value_uses(&body.layout);
    for a in allocas {
        let Some(plan) = plan_split(m, body, &uses, a) else {
            continue;
        };
        let base = body.dfg.insts[a]
            .result
            .and_then(|v| body.dfg.values[v].name.clone());
        let (addrspace, ptr_ty) = match body.dfg.insts[a].kind {
            InstKind::Alloca { addrspace, .. } => (addrspace, body.dfg.insts[a].ty),
            _ => continue,
        };
        let size = body.dfg.insts[a].args[0];
        for (k, (_, field_ty, accesses)) in plan.fields.iter().enumerate() {
            let align = accesses
                .iter()
                .find_map(|acc| match body.dfg.insts[acc.inst].kind {
                    InstKind::Load { align, .. } | InstKind::Store { align, .. } => align,
                    _ => None,
                });
            let new = body.dfg.make_inst(
                InstKind::Alloca {
                    allocated: *field_ty,
                    align,
                    addrspace,
                    inalloca: false,
                    swifterror: false,
                },
                vec![size],
                ptr_ty,
            );
            let name = base
                .as_ref()
                .map(|n| format!("{n}.sroa.{k}").into_boxed_str());
            let v = body.dfg.make_result(new, name);
            body.layout.insert_inst_before(new, a);
            for acc in accesses {
                let ptr_index = match body.dfg.insts[acc.inst].kind {
                    InstKind::Store { .. } => 1,
                    _ => 0,
                };
                body.dfg.set_operand(acc.inst, ptr_index, Operand::Value(v));
            }
        }
        for i in plan.markers.into_iter().chain(plan.geps.into_iter().rev()) {
            if body.layout.inst_block(i).is_some() {
                body.layout.remove_inst(i);
            }
        }
        body.layout.remove_inst(a);
        changed = true;
    }
    changed
}
