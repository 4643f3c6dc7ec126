//! `aa-eval`: asks the alias analysis every query opt-22's `-passes=aa-eval
//! -print-all-alias-modref-info` asks, and prints the answers and the summary the way it does.
//!
//! Owns: the pass [`AaEval`] (collecting the queries, the per-function lines, the report).
//! Must not touch: the alias analysis itself (`crate::analysis::alias`, asked only through its
//! query API), the IR (read only).
//!
//! What is asked (facts learned from opt-22's output): the pointers are the (address, accessed
//! type) pairs of the function's loads and stores, each pair once, in instruction order; the
//! call sites are its calls. Every pointer is asked against every earlier one, sized by the
//! store size of its type (`alias` without `!tbaa`); each call against every pointer
//! (`mod_ref`); each call against every other call (`call_mod_ref`). A pair of pointers prints
//! its two names in byte order of their text. The report (counts and percentages truncated to
//! one decimal) comes once, after the last function. `optnone` functions are skipped (opt's
//! pass instrumentation does not run the pass on them).
//!
//! Not done, each said plainly: a pointer that is a constant expression fails with an error
//! (atomir has no stand-alone constant printer here); `PartialAlias` never prints the
//! `(off N)` offset opt-22 adds when one access lies inside the other (the query API does not
//! return it), so such lines differ; the pass runs at module level only (opt-22's runs per
//! function, so mixed with other function passes its lines are ordered differently).

use super::analysis_manager::{AnalysisManager, PreservedAnalyses};
use super::manager::ModulePass;
use super::printers::{function_name, FunctionTexts};
use super::PassError;
use crate::analysis::alias::{AliasAnalysis, AliasResult, MemoryLocation, ModRef};
use crate::decimal::push_u64;
use crate::ir::constant::ConstantData;
use crate::ir::entity::EntityRef;
use crate::ir::function::{FunctionBody, Inst};
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::module::{GlobalKind, GlobalName, GlobalValue, Module};
use crate::ir::Type;
use crate::print::types::{type_to_string, write_name};

/// Which answers `aa-eval` prints (opt's `-print-all-alias-modref-info`, `-print-no-aliases`,
/// `-print-may-aliases`, `-print-partial-aliases`, `-print-must-aliases`, `-print-no-modref`,
/// `-print-mod`, `-print-ref`, `-print-modref`). With none set only the report is printed;
/// with any set each function's `Function:` line is printed too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    pub all: bool,
    pub no_alias: bool,
    pub may_alias: bool,
    pub partial_alias: bool,
    pub must_alias: bool,
    pub no_mod_ref: bool,
    pub just_mod: bool,
    pub just_ref: bool,
    pub both_mod_ref: bool,
}

impl PrintOptions {
    fn any(self) -> bool {
        self.all
            || self.no_alias
            || self.may_alias
            || self.partial_alias
            || self.must_alias
            || self.no_mod_ref
            || self.just_mod
            || self.just_ref
            || self.both_mod_ref
    }
}

thread_local! {
    static PRINT_OPTIONS: std::cell::Cell<PrintOptions> =
        const { std::cell::Cell::new(PrintOptions { all: false, no_alias: false, may_alias: false, partial_alias: false, must_alias: false, no_mod_ref: false, just_mod: false, just_ref: false, both_mod_ref: false }) };
}

/// Runs `f` with `options` seen by `aa-eval` on this thread (the pass manager has no pass
/// options from the command line; this stands in for opt's global flags).
pub fn with_print_options<R>(options: PrintOptions, f: impl FnOnce() -> R) -> R {
    let old = PRINT_OPTIONS.with(|c| c.replace(options));
    let r = f();
    PRINT_OPTIONS.with(|c| c.set(old));
    r
}

/// `aa-eval`.
pub struct AaEval;

/// Answers counted over the whole module.
#[derive(Default)]
struct Counts {
    alias: [u64; 4],
    mod_ref: [u64; 4],
}

impl ModulePass for AaEval {
    fn name(&self) -> &str {
        "aa-eval"
    }

    fn run(
        &mut self,
        module: &mut Module,
        _analyses: &mut AnalysisManager,
        out: &mut String,
    ) -> Result<PreservedAnalyses, PassError> {
        let m: &Module = module;
        let lines = instruction_lines(m);
        let function_texts = FunctionTexts::new(m);
        let mut counts = Counts::default();
        let options = PRINT_OPTIONS.with(|c| c.get());
        for &f in &m.layout.functions {
            let GlobalKind::Function(d) = &m.globals[f].kind else {
                continue;
            };
            let Some(body) = &d.body else {
                continue;
            };
            // opt's pass instrumentation skips `optnone` functions for this (optional) pass:
            // no lines, nothing counted.
            let optnone = m
                .attrs
                .get(d.attrs.func)
                .iter()
                .any(|a| a.name() == "optnone");
            if optnone {
                continue;
            }
            let function_lines = function_instruction_lines(&function_texts.get(f));
            let texts = CallTexts {
                module_wide: &lines,
                function: &function_lines,
            };
            evaluate_function(m, f, body, &texts, options, &mut counts, out)?;
        }
        report(&counts, out);
        Ok(PreservedAnalyses::all())
    }
}

/// Local value numbers as the printer gives them (unnamed arguments, blocks and results).
fn local_numbers(body: &FunctionBody) -> Vec<Option<u64>> {
    let mut numbers = vec![None; body.dfg.values.len()];
    let mut next = 0u64;
    for &p in &body.params {
        if body.dfg.values[p].name.is_none() {
            numbers[p.index()] = Some(next);
            next += 1;
        }
    }
    for &b in body.layout.blocks() {
        if body.dfg.blocks[b].name.is_none() {
            next += 1;
        }
        for &i in body.layout.block_insts(b) {
            if let Some(v) = body.dfg.insts[i].result {
                if body.dfg.values[v].name.is_none() {
                    numbers[v.index()] = Some(next);
                    next += 1;
                }
            }
        }
    }
    numbers
}

/// An operand as `printAsOperand` without its type writes it, or `None` when atomir cannot
/// spell it here.
fn operand_text(
    m: &Module,
    body: &FunctionBody,
    numbers: &[Option<u64>],
    op: Operand,
) -> Option<String> {
    let mut s = String::new();
    match op {
        Operand::Value(v) => {
            s.push('%');
            match &body.dfg.values[v].name {
                Some(n) => write_name(&mut s, n),
                None => push_u64(&mut s, (*numbers.get(v.index())?)?),
            }
        }
        Operand::Const(c) => match m.constants.data(c) {
            ConstantData::Null(_) => s.push_str("null"),
            ConstantData::Undef(_) => s.push_str("undef"),
            ConstantData::Poison(_) => s.push_str("poison"),
            ConstantData::Global { global, .. } => {
                s.push('@');
                match &m.globals[*global].name {
                    GlobalName::Named(n) => write_name(&mut s, n),
                    GlobalName::Numbered(n) => push_u64(&mut s, u64::from(*n)),
                }
            }
            _ => return None,
        },
        _ => return None,
    }
    Some(s)
}

/// Prefix of the marker line written after every instruction while the module text is printed
/// for [`instruction_lines`] (never part of the output).
const MARKER: char = '\u{1}';

struct InstMarkers;

impl crate::print::Annotator for InstMarkers {
    fn after_inst(&self, function: GlobalValue, inst: Inst) -> Vec<String> {
        let mut s = String::new();
        s.push(MARKER);
        push_u64(&mut s, function.index() as u64);
        s.push(':');
        push_u64(&mut s, inst.index() as u64);
        vec![s]
    }
}

/// Each instruction's printed text, by (function, instruction), as `I.print()` writes it:
/// indented, an `invoke` on two lines, metadata and attribute-group numbers of the whole
/// module's text (not renumbered per function as `F.print()` does). Taken from the module text:
/// the lines before the instruction's marker, without block labels, blank lines and debug
/// records.
fn instruction_lines(m: &Module) -> crate::ir::entity::FxHashMap<(usize, usize), String> {
    let text = crate::print::print_module_annotated(m, "", &InstMarkers);
    let mut lines = crate::ir::entity::FxHashMap::default();
    let mut pending: Vec<&str> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix(MARKER) {
            let key = rest
                .split_once(':')
                .and_then(|(f, i)| Some((f.parse::<usize>().ok()?, i.parse::<usize>().ok()?)));
            if let Some(key) = key {
                lines.insert(key, own_lines(&pending));
            }
            pending.clear();
        } else {
            pending.push(line);
        }
    }
    lines
}

/// Where a call's printed text comes from. `I.print()` numbers metadata as `F.print()` does
/// (module-level nodes, then this function's), unless the instruction has an `MDNode` as a
/// `metadata` operand (e.g. `llvm.experimental.noalias.scope.decl`): then every node of the
/// module is numbered first, as in the module's text.
struct CallTexts<'t> {
    module_wide: &'t crate::ir::entity::FxHashMap<(usize, usize), String>,
    function: &'t crate::ir::entity::FxHashMap<usize, String>,
}

impl CallTexts<'_> {
    fn get(&self, body: &FunctionBody, f: GlobalValue, i: Inst) -> &str {
        let references_node = body.dfg.insts[i].args.iter().any(|op| {
            matches!(op, Operand::Meta(md)
                if matches!(body.dfg.local_md[*md], crate::ir::metadata::MdOperand::Node(_)))
        });
        let text = if references_node {
            self.module_wide.get(&(f.index(), i.index()))
        } else {
            self.function.get(&i.index())
        };
        text.map_or("", String::as_str)
    }
}

/// Each instruction's text in a function's `F.print()` text (marker lines from
/// [`FunctionTexts`] after every instruction), by instruction.
fn function_instruction_lines(text: &str) -> crate::ir::entity::FxHashMap<usize, String> {
    let mut lines = crate::ir::entity::FxHashMap::default();
    let mut pending: Vec<&str> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix(super::printers::MARKER) {
            if let Ok(i) = rest.parse::<usize>() {
                lines.insert(i, own_lines(&pending));
            }
            pending.clear();
        } else {
            pending.push(line);
        }
    }
    lines
}

/// The instruction's own lines among those before its marker: no block label, blank line or
/// debug record.
fn own_lines(pending: &[&str]) -> String {
    let own: Vec<&str> = pending
        .iter()
        .copied()
        .filter(|l| l.starts_with(' ') && !l.trim_start().starts_with("#dbg_"))
        .collect();
    own.join("\n")
}

struct Pointer {
    ptr: Operand,
    ty: Type,
    text: String,
    type_text: String,
    address_space: u32,
}

fn evaluate_function(
    m: &Module,
    f: GlobalValue,
    body: &FunctionBody,
    texts: &CallTexts<'_>,
    options: PrintOptions,
    counts: &mut Counts,
    out: &mut String,
) -> Result<(), PassError> {
    let mut aa = AliasAnalysis::new(m, body);
    let numbers = local_numbers(body);
    let mut pointers: Vec<Pointer> = Vec::new();
    let mut calls: Vec<Inst> = Vec::new();
    for &b in body.layout.blocks() {
        for &i in body.layout.block_insts(b) {
            let d = &body.dfg.insts[i];
            let (ptr, ty) = match &d.kind {
                InstKind::Load { .. } => (d.args[0], d.ty),
                InstKind::Store { .. } => match aa.operand_type(d.args[0]) {
                    Some(t) => (d.args[1], t),
                    None => continue,
                },
                _ => {
                    if d.kind.call_info().is_some() {
                        calls.push(i);
                    }
                    continue;
                }
            };
            if pointers.iter().any(|p| p.ptr == ptr && p.ty == ty) {
                continue;
            }
            let Some(text) = operand_text(m, body, &numbers, ptr) else {
                return Err(PassError::Unsupported {
                    pass: "aa-eval".to_string(),
                    function: function_name(m, f).to_string(),
                    message: "a load or store address that is a constant expression cannot be printed yet".to_string(),
                });
            };
            let address_space = aa
                .operand_type(ptr)
                .and_then(|t| match m.types.data(t) {
                    crate::ir::types::TypeData::Ptr { addrspace } => Some(*addrspace),
                    _ => None,
                })
                .unwrap_or(0);
            pointers.push(Pointer {
                ptr,
                ty,
                text,
                type_text: type_to_string(m, ty),
                address_space,
            });
        }
    }
    if options.any() {
        out.push_str("Function: ");
        out.push_str(function_name(m, f));
        out.push_str(": ");
        push_u64(out, pointers.len() as u64);
        out.push_str(" pointers, ");
        push_u64(out, calls.len() as u64);
        out.push_str(" call sites\n");
    }
    let location = |aa: &AliasAnalysis<'_>, p: &Pointer| MemoryLocation {
        ptr: p.ptr,
        size: aa.store_size(p.ty),
        tbaa: None,
        scope: None,
        noalias: None,
    };
    for (i, p1) in pointers.iter().enumerate() {
        for p2 in &pointers[..i] {
            let r = aa.alias(location(&aa, p1), location(&aa, p2));
            let (name, slot, shown) = match r {
                AliasResult::NoAlias => ("NoAlias", 0, options.no_alias),
                AliasResult::MayAlias => ("MayAlias", 1, options.may_alias),
                AliasResult::PartialAlias => ("PartialAlias", 2, options.partial_alias),
                AliasResult::MustAlias => ("MustAlias", 3, options.must_alias),
            };
            counts.alias[slot] += 1;
            if !(shown || options.all) {
                continue;
            }
            let (a, b) = if p2.text < p1.text {
                (p2, p1)
            } else {
                (p1, p2)
            };
            out.push_str("  ");
            out.push_str(name);
            out.push_str(":\t");
            typed_pointer(out, a, true);
            out.push_str(", ");
            typed_pointer(out, b, true);
            out.push('\n');
        }
    }
    let line = |i: Inst| texts.get(body, f, i);
    for &c in &calls {
        for p in &pointers {
            let r = aa.mod_ref(c, location(&aa, p));
            if !mod_ref_name(out, r, options, counts) {
                continue;
            }
            out.push_str(":  Ptr: ");
            typed_pointer(out, p, false);
            out.push_str("\t<->");
            out.push_str(line(c));
            out.push('\n');
        }
    }
    for &c in &calls {
        for &d in &calls {
            if c == d {
                continue;
            }
            let r = aa.call_mod_ref(c, d);
            if !mod_ref_name(out, r, options, counts) {
                continue;
            }
            out.push_str(": ");
            out.push_str(line(c));
            out.push_str(" <-> ");
            out.push_str(line(d));
            out.push('\n');
        }
    }
    Ok(())
}

fn typed_pointer(out: &mut String, p: &Pointer, with_address_space: bool) {
    out.push_str(&p.type_text);
    if with_address_space && p.address_space != 0 {
        out.push_str(" addrspace(");
        push_u64(out, u64::from(p.address_space));
        out.push(')');
    }
    out.push_str("* ");
    out.push_str(&p.text);
}

/// Counts `r` and, when it is to be printed, writes its name (true) .
fn mod_ref_name(out: &mut String, r: ModRef, options: PrintOptions, counts: &mut Counts) -> bool {
    let (name, slot, shown) = match (r.mod_, r.ref_) {
        (false, false) => ("NoModRef", 0, options.no_mod_ref),
        (true, false) => ("Just Mod", 1, options.just_mod),
        (false, true) => ("Just Ref", 2, options.just_ref),
        (true, true) => ("Both ModRef", 3, options.both_mod_ref),
    };
    counts.mod_ref[slot] += 1;
    if !(shown || options.all) {
        return false;
    }
    out.push_str("  ");
    out.push_str(name);
    true
}

/// `num` of `sum` as a percentage truncated to one decimal (`16.6%`).
fn percent(out: &mut String, num: u64, sum: u64) {
    push_u64(out, num * 100 / sum);
    out.push('.');
    push_u64(out, num * 1000 / sum % 10);
    out.push('%');
}

fn report(counts: &Counts, out: &mut String) {
    out.push_str("===== Alias Analysis Evaluator Report =====\n");
    let sum: u64 = counts.alias.iter().sum();
    if sum == 0 {
        out.push_str("  Alias Analysis Evaluator Summary: No pointers!\n");
    } else {
        out.push_str("  ");
        push_u64(out, sum);
        out.push_str(" Total Alias Queries Performed\n");
        let names = ["no alias", "may alias", "partial alias", "must alias"];
        for (n, name) in counts.alias.iter().zip(names) {
            out.push_str("  ");
            push_u64(out, *n);
            out.push(' ');
            out.push_str(name);
            out.push_str(" responses (");
            percent(out, *n, sum);
            out.push_str(")\n");
        }
        out.push_str("  Alias Analysis Evaluator Pointer Alias Summary: ");
        summary_line(out, &counts.alias, sum);
    }
    let sum: u64 = counts.mod_ref.iter().sum();
    if sum == 0 {
        out.push_str("  Alias Analysis Mod/Ref Evaluator Summary: no mod/ref!\n");
    } else {
        out.push_str("  ");
        push_u64(out, sum);
        out.push_str(" Total ModRef Queries Performed\n");
        let names = ["no mod/ref", "mod", "ref", "mod & ref"];
        for (n, name) in counts.mod_ref.iter().zip(names) {
            out.push_str("  ");
            push_u64(out, *n);
            out.push(' ');
            out.push_str(name);
            out.push_str(" responses (");
            percent(out, *n, sum);
            out.push_str(")\n");
        }
        out.push_str("  Alias Analysis Evaluator Mod/Ref Summary: ");
        summary_line(out, &counts.mod_ref, sum);
    }
}

fn summary_line(out: &mut String, counts: &[u64; 4], sum: u64) {
    for (k, n) in counts.iter().enumerate() {
        if k > 0 {
            out.push('/');
        }
        push_u64(out, n * 100 / sum);
        out.push('%');
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_truncate_to_one_decimal() {
        let mut s = String::new();
        percent(&mut s, 12, 72);
        assert_eq!(s, "16.6%");
        let mut s = String::new();
        summary_line(&mut s, &[3, 5, 6, 4], 18);
        assert_eq!(s, "16%/27%/33%/22%\n");
    }
}
