//! `upgrade-legacy-atomics`: turns the atomic intrinsics of the original proposal (seed 000)
//! into today's instructions. LLVM 22 has no such upgrade (it keeps the calls as calls to
//! unknown functions: `../shared/corpus/opt/legacy-atomics.md`), so the mapping is atomir's,
//! from the seed's semantics:
//!
//! | call | becomes |
//! |---|---|
//! | `T llvm.atomic.cas(ptr p, T cmp, T new)` | `cmpxchg ptr p, T cmp, T new seq_cst seq_cst` and `extractvalue {T, i1} .., 0` (the seed's cas yields the old value) |
//! | `T llvm.atomic.swap(ptr p, T v)` | `atomicrmw xchg ptr p, T v seq_cst` |
//! | `T llvm.atomic.las(ptr p, T d)` | `atomicrmw add ptr p, T d seq_cst` |
//! | `T llvm.atomic.lss(ptr p, T d)` | `atomicrmw sub ptr p, T d seq_cst` |
//! | `void llvm.atomic.membarrier(i1 ll, i1 ls, i1 sl, i1 ss)` | one `fence`, the weakest ordering that gives every pair asked for (below) |
//!
//! The seed's operations are fully ordered ("this entire intrinsic must be executed
//! atomically" with no weaker variant), hence `seq_cst`; the alignment is the type's store
//! size in the module's datalayout, as the parser gives a `cmpxchg` written without one.
//! Overload suffixes (`.i32`, `.i32.p0i32`) are accepted, and so are the names LLVM 2.6-2.9
//! shipped (`llvm.atomic.cmp.swap`, `llvm.atomic.load.<op>` for add, sub, and, nand, or, xor,
//! max, min, umax, umin, and `llvm.memory.barrier(ll, ls, sl, ss, device)`, whose fifth
//! argument, device memory, has no counterpart and is ignored).
//!
//! membarrier's four booleans (load-load, load-store, store-load, store-store ordering) map to:
//! store-load needs `fence seq_cst` (no weaker fence orders an earlier store before a later
//! load); otherwise an acquire fence orders earlier loads before later loads and stores
//! (ll, ls), a release fence orders earlier loads and stores before later stores (ls, ss), so
//! {ll}, {ls}, {ll, ls} give `fence acquire`, {ss}, {ls, ss} give `fence release`, and ll with
//! ss gives `fence acq_rel`. (For {ls} alone acquire and release both suffice; acquire is
//! chosen.) All four false orders nothing: the call is removed. An argument that is not a
//! constant is treated as true (the conservative reading).
//!
//! Declarations of the upgraded intrinsics are removed once nothing refers to them.
//! Owns: the mapping above. Must not touch: target lowering (`atomic-expand`, `lower`), the
//! verifier's rules for these intrinsics (`verify::intrinsics`).

use super::analysis_manager::{AnalysisManager, PreservedAnalyses};
use super::atomic_expand::builder::FnEditor;
use super::manager::ModulePass;
use super::PassError;
use crate::ir::constant::ConstantData;
use crate::ir::datalayout::DataLayout;
use crate::ir::function::Inst;
use crate::ir::instructions::{Atomic, InstKind, Operand, Ordering, RmwOp};
use crate::ir::module::{GlobalKind, GlobalName, GlobalValue, Module};
use std::collections::{HashMap, HashSet};

/// The pass.
pub struct UpgradeLegacyAtomics;

/// What a legacy intrinsic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Legacy {
    Cas,
    Rmw(RmwOp),
    /// `membarrier` (4 flags) or `memory.barrier` (5, the last ignored).
    Barrier,
}

/// The legacy intrinsic `name` names, if any (overload suffixes allowed).
fn classify(name: &str) -> Option<Legacy> {
    let rest = name.strip_prefix("llvm.")?;
    let base_is = |base: &str| rest == base || rest.starts_with(&format!("{base}."));
    if base_is("atomic.cas") || base_is("atomic.cmp.swap") {
        return Some(Legacy::Cas);
    }
    if base_is("atomic.swap") {
        return Some(Legacy::Rmw(RmwOp::Xchg));
    }
    if base_is("atomic.las") {
        return Some(Legacy::Rmw(RmwOp::Add));
    }
    if base_is("atomic.lss") {
        return Some(Legacy::Rmw(RmwOp::Sub));
    }
    if rest == "atomic.membarrier" || rest == "memory.barrier" {
        return Some(Legacy::Barrier);
    }
    const LOAD_OPS: &[(&str, RmwOp)] = &[
        ("add", RmwOp::Add),
        ("sub", RmwOp::Sub),
        ("and", RmwOp::And),
        ("nand", RmwOp::Nand),
        ("or", RmwOp::Or),
        ("xor", RmwOp::Xor),
        ("max", RmwOp::Max),
        ("min", RmwOp::Min),
        ("umax", RmwOp::UMax),
        ("umin", RmwOp::UMin),
    ];
    LOAD_OPS
        .iter()
        .find(|(op, _)| base_is(&format!("atomic.load.{op}")))
        .map(|&(_, op)| Legacy::Rmw(op))
}

/// The weakest fence ordering giving the load-load, load-store, store-load and store-store
/// orderings asked for (None: no ordering asked for).
pub fn barrier_ordering(ll: bool, ls: bool, sl: bool, ss: bool) -> Option<Ordering> {
    if sl {
        return Some(Ordering::SeqCst);
    }
    match (ll, ls, ss) {
        (false, false, false) => None,
        (true, _, true) => Some(Ordering::AcqRel),
        (_, _, true) => Some(Ordering::Release),
        _ => Some(Ordering::Acquire),
    }
}

impl ModulePass for UpgradeLegacyAtomics {
    fn name(&self) -> &str {
        "upgrade-legacy-atomics"
    }

    fn run(
        &mut self,
        module: &mut Module,
        _analyses: &mut AnalysisManager,
        _out: &mut String,
    ) -> Result<PreservedAnalyses, PassError> {
        let mut legacy: HashMap<GlobalValue, Legacy> = HashMap::new();
        let mut decls: HashMap<String, GlobalValue> = HashMap::new();
        for &g in &module.layout.functions {
            if let GlobalName::Named(n) = &module.globals[g].name {
                decls.insert(n.clone(), g);
                if let Some(k) = classify(n) {
                    if module.function(g).is_some_and(|f| f.body.is_none()) {
                        legacy.insert(g, k);
                    }
                }
            }
        }
        if legacy.is_empty() {
            return Ok(PreservedAnalyses::all());
        }
        let layout = DataLayout::parse(module.datalayout.as_deref().unwrap_or(""));
        let functions = module.layout.functions.clone();
        let mut changed = false;
        for g in functions {
            let calls: Vec<(Inst, Legacy)> = match module.function(g).and_then(|f| f.body.as_ref())
            {
                Some(body) => body
                    .layout
                    .insts()
                    .filter_map(|i| {
                        let d = &body.dfg.insts[i];
                        let InstKind::Call { .. } = d.kind else {
                            return None;
                        };
                        let Some(Operand::Const(c)) = d.args.first() else {
                            return None;
                        };
                        match module.constants.data(*c) {
                            ConstantData::Global { global, .. } => {
                                legacy.get(global).map(|&k| (i, k))
                            }
                            _ => None,
                        }
                    })
                    .collect(),
                None => Vec::new(),
            };
            if calls.is_empty() {
                continue;
            }
            let body = match &mut module.globals[g].kind {
                GlobalKind::Function(f) => f.body.take().expect("a body"),
                _ => unreachable!("a function"),
            };
            let mut ed = FnEditor::new(module, body, &mut decls);
            let mut result = Ok(());
            for (inst, kind) in calls {
                if let Err(e) = upgrade_call(&mut ed, &layout, inst, kind) {
                    result = Err(e);
                    break;
                }
            }
            let body = ed.finish();
            if let GlobalKind::Function(f) = &mut module.globals[g].kind {
                f.body = Some(body);
            }
            result.map_err(|message| PassError::Failed {
                pass: "upgrade-legacy-atomics".into(),
                message,
                span: None,
            })?;
            changed = true;
        }
        remove_unused(module, &legacy.keys().copied().collect());
        Ok(if changed {
            PreservedAnalyses::none()
        } else {
            PreservedAnalyses::all()
        })
    }
}

fn upgrade_call(
    ed: &mut FnEditor<'_>,
    layout: &DataLayout,
    inst: Inst,
    kind: Legacy,
) -> Result<(), String> {
    let args: Vec<Operand> = ed.args(inst)[1..].to_vec();
    let result = ed.result(inst);
    let name = result
        .and_then(|v| ed.body.dfg.values[v].name.as_deref().map(str::to_string))
        .unwrap_or_default();
    let mut at = ed.position(inst).ok_or("an unplaced call")?;
    let seq_cst = Atomic {
        scope: None,
        ordering: Ordering::SeqCst,
    };
    match kind {
        Legacy::Cas => {
            let [ptr, cmp, new] = args[..] else {
                return Err("llvm.atomic.cas takes (ptr, T, T)".into());
            };
            let ty = ed.operand_ty(cmp);
            let align = natural_align(layout, ed, ty);
            let i1 = ed.int_ty(1);
            let pair_ty = ed.struct_ty(vec![ty, i1]);
            if let Some(v) = result {
                ed.release_name(v);
            }
            let pair = ed.insert_value(
                &mut at,
                InstKind::CmpXchg {
                    weak: false,
                    volatile: false,
                    scope: None,
                    success: Ordering::SeqCst,
                    failure: Ordering::SeqCst,
                    align,
                },
                vec![ptr, cmp, new],
                pair_ty,
                "",
            );
            let old = ed.insert_value(
                &mut at,
                InstKind::ExtractValue { indices: vec![0] },
                vec![Operand::Value(pair)],
                ty,
                &name,
            );
            if let Some(v) = result {
                ed.replace_uses(v, old);
            }
        }
        Legacy::Rmw(op) => {
            let [ptr, val] = args[..] else {
                return Err(format!("the legacy atomic {} takes (ptr, T)", op.name()));
            };
            let ty = ed.operand_ty(val);
            let align = natural_align(layout, ed, ty);
            if let Some(v) = result {
                ed.release_name(v);
            }
            let new = ed.insert_value(
                &mut at,
                InstKind::AtomicRmw {
                    op,
                    volatile: false,
                    atomic: seq_cst,
                    align,
                },
                vec![ptr, val],
                ty,
                &name,
            );
            if let Some(v) = result {
                ed.replace_uses(v, new);
            }
        }
        Legacy::Barrier => {
            if args.len() < 4 {
                return Err("llvm.atomic.membarrier takes four i1 flags".into());
            }
            let flag = |op: Operand| match op {
                Operand::Const(c) => match ed.m.constants.data(c) {
                    ConstantData::Int { value, .. } => !value.is_zero(),
                    _ => true,
                },
                _ => true,
            };
            let (ll, ls, sl, ss) = (flag(args[0]), flag(args[1]), flag(args[2]), flag(args[3]));
            if let Some(ordering) = barrier_ordering(ll, ls, sl, ss) {
                let void = ed.void_ty();
                ed.insert(
                    &mut at,
                    InstKind::Fence {
                        atomic: Atomic {
                            scope: None,
                            ordering,
                        },
                    },
                    Vec::new(),
                    void,
                    "",
                );
            }
        }
    }
    ed.erase(inst);
    Ok(())
}

/// What the parser gives a `cmpxchg`/`atomicrmw` written without `align`: the type's store size.
fn natural_align(layout: &DataLayout, ed: &FnEditor<'_>, ty: crate::ir::types::Type) -> u64 {
    layout
        .scalar_store_size(&ed.m.types, ty)
        .unwrap_or_else(|| layout.abi_align(&ed.m.types, ty))
}

/// Drops the declarations in `candidates` that no instruction or constant names any more.
fn remove_unused(module: &mut Module, candidates: &HashSet<GlobalValue>) {
    let mut used: HashSet<GlobalValue> = HashSet::new();
    let mut seen = HashSet::new();
    let mut stack: Vec<crate::ir::constant::Constant> = Vec::new();
    for &g in &module.layout.functions {
        if let Some(body) = module.function(g).and_then(|f| f.body.as_ref()) {
            for i in body.layout.insts() {
                for op in &body.dfg.insts[i].args {
                    if let Operand::Const(c) = op {
                        stack.push(*c);
                    }
                }
            }
        }
    }
    for (_, gv) in module.globals.iter() {
        match &gv.kind {
            GlobalKind::Variable(v) => stack.extend(v.init),
            GlobalKind::Alias { aliasee, .. } => stack.push(*aliasee),
            GlobalKind::IFunc { resolver, .. } => stack.push(*resolver),
            _ => {}
        }
    }
    while let Some(c) = stack.pop() {
        if !seen.insert(c) {
            continue;
        }
        if let ConstantData::Global { global, .. } = module.constants.data(c) {
            used.insert(*global);
        }
        stack.extend(module.constants.operands(c));
    }
    module
        .layout
        .functions
        .retain(|g| !candidates.contains(g) || used.contains(g));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn barriers_map_to_the_weakest_sufficient_fence() {
        assert_eq!(barrier_ordering(false, false, false, false), None);
        assert_eq!(
            barrier_ordering(true, false, false, false),
            Some(Ordering::Acquire)
        );
        assert_eq!(
            barrier_ordering(false, true, false, false),
            Some(Ordering::Acquire)
        );
        assert_eq!(
            barrier_ordering(false, true, false, true),
            Some(Ordering::Release)
        );
        assert_eq!(
            barrier_ordering(true, false, false, true),
            Some(Ordering::AcqRel)
        );
        assert_eq!(
            barrier_ordering(false, false, true, false),
            Some(Ordering::SeqCst)
        );
        assert_eq!(
            barrier_ordering(true, true, true, true),
            Some(Ordering::SeqCst)
        );
    }

    #[test]
    fn names_of_both_eras_are_known() {
        assert_eq!(classify("llvm.atomic.cas.i32.p0i32"), Some(Legacy::Cas));
        assert_eq!(
            classify("llvm.atomic.cmp.swap.i64.p0i64"),
            Some(Legacy::Cas)
        );
        assert_eq!(
            classify("llvm.atomic.load.umax.i8.p0i8"),
            Some(Legacy::Rmw(RmwOp::UMax))
        );
        assert_eq!(classify("llvm.atomic.casx"), None);
        assert_eq!(classify("llvm.memcpy.p0.p0.i64"), None);
    }
}
