//! The llvm-mca-compatible pipeline simulator.
//!
//! Owns: reading assembly ([`asm`]), the static per-opcode descriptors ([`instr`]) and
//! per-instance state ([`context`]), the hardware units ([`units`]), the stages chained into a
//! [`pipeline`], the hardware [`events`] and the [`views`] that listen to them. [`analyze`] runs
//! the whole tool on one input and returns the report text and the diagnostics; it never prints
//! or exits (that is `cli::mca`). Regions are simulated in parallel (rayon) and reported in order.
//! Must not touch: flags, files, stdin/stdout (that is `cli`), or the model data (`target`).

pub mod asm;
pub mod context;
pub mod events;
pub mod instr;
pub mod pipeline;
pub mod prefetch;
pub mod regs;
pub mod stages;
pub mod units;
pub mod views;

use asm::matcher::{match_statement, MatchedInst};
use asm::printer::{print_instruction, PrintOptions};
use asm::{render_llvm_diagnostic, AsmStatement};
use events::Listener;
use instr::{build_desc, InstrDesc, ResourceTable};
use pipeline::{Pipeline, SimConfig};
use rayon::prelude::*;
use views::ViewContext;

use crate::target::sched::{InstrSched, SchedModel, SchedVariant};
use std::collections::HashMap;

/// Which views to print.
#[derive(Clone, Debug, Default)]
pub struct ViewSelection {
    pub summary: bool,
    pub instruction_info: bool,
    pub resource_pressure: bool,
    pub timeline: bool,
    pub dispatch_stats: bool,
    pub scheduler_stats: bool,
    pub retire_stats: bool,
    pub register_file_stats: bool,
    pub bottleneck: bool,
    /// `Some(full)` for `-instruction-tables[=full]`.
    pub instruction_tables: Option<bool>,
    pub json: bool,
    /// `-show-barriers`: load/store barrier columns in the instruction info view.
    pub show_barriers: bool,
    /// `-show-encoding`: encoding size and bytes in the instruction info tables.
    pub show_encoding: bool,
}

/// What to skip instead of failing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SkipUnsupported {
    #[default]
    None,
    LackSched,
    ParseFailure,
    Any,
}

/// Everything `analyze` needs besides the input and the model.
#[derive(Clone, Debug)]
pub struct McaOptions {
    pub sim: SimConfig,
    pub views: ViewSelection,
    pub timeline_max_iterations: u32,
    pub timeline_max_cycles: u32,
    pub print: PrintOptions,
    pub skip: SkipUnsupported,
    pub call_latency: u32,
    /// `-mcpu` and triple as printed by `-json`.
    pub cpu_name: String,
    pub triple: String,
}

/// The result of one run: report text, diagnostics text, and whether the run failed.
#[derive(Clone, Debug, Default)]
pub struct McaOutput {
    pub stdout: String,
    pub stderr: String,
    pub failed: bool,
}

struct Region {
    name: String,
    /// The statement (index into `AsmSource::statements`) of each occurrence in the region.
    insts: Vec<usize>,
}

/// One distinct instruction statement of the input, matched, printed and described.
struct LoweredForm<'m> {
    /// As the printer writes it (leading tab included).
    full_text: String,
    /// Machine-code bytes (only with `-show-encoding`).
    encoding: Vec<u8>,
    syntax: asm::Syntax,
    /// `None`: the model has no scheduling data for it.
    sched: Option<InstrSched<'m>>,
    /// `Some` exactly when `sched` is.
    desc: Option<InstrDesc>,
}

impl LoweredForm<'_> {
    /// The text views print (no leading blanks).
    fn text(&self) -> &str {
        self.full_text.trim_start()
    }
}

/// Runs llvm-mca's analysis on `text` (named `name` in diagnostics) with `model`.
pub fn analyze(name: &str, text: &str, model: &SchedModel, opts: &McaOptions) -> McaOutput {
    let mut out = McaOutput::default();
    let mut src = asm::parse_source(text);
    // Match every distinct statement once; errors are reported for every occurrence, in source
    // order with the parse errors.
    let matched: Vec<Result<MatchedInst, asm::AsmError>> = src
        .statements
        .iter_mut()
        .map(|st| {
            let mut m = match_statement(st)?;
            asm::matcher::commute_for_vex2(st, &mut m);
            Ok(m)
        })
        .collect();
    let mut errors: Vec<(u32, String)> = src
        .errors
        .iter()
        .map(|e| (e.offset, render_llvm_diagnostic(name, text, e)))
        .collect();
    for &occ in &src.occurrences {
        if let Err(e) = &matched[occ.statement as usize] {
            let e = e.moved(src.delta(occ));
            errors.push((e.offset, render_llvm_diagnostic(name, text, &e)));
        }
    }
    errors.sort_by_key(|e| e.0);
    let region_errors: String = src
        .region_errors
        .iter()
        .map(|e| render_llvm_diagnostic(name, text, e))
        .collect();
    if !errors.is_empty() {
        let all: String = errors.iter().map(|e| e.1.as_str()).collect();
        if matches!(
            opts.skip,
            SkipUnsupported::ParseFailure | SkipUnsupported::Any
        ) {
            out.stderr.push_str(&all);
            out.stderr.push_str(&all);
        } else {
            out.stderr.push_str(&all);
            out.stderr.push_str("error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n");
            out.failed = true;
            return out;
        }
    }
    if !region_errors.is_empty() {
        out.stderr.push_str(&region_errors);
        out.failed = true;
        return out;
    }
    let regions: Vec<Region> = src
        .regions
        .iter()
        .map(|r| Region {
            name: r.name.clone(),
            insts: src
                .occurrences
                .iter()
                .filter(|occ| matched[occ.statement as usize].is_ok() && r.contains(occ.offset))
                .map(|occ| occ.statement as usize)
                .collect(),
        })
        .collect();
    if regions.iter().all(|r| r.insts.is_empty()) {
        out.stderr
            .push_str("error: no assembly instructions found.\n");
        out.failed = true;
        return out;
    }
    if model.register_files.len() >= units::register_file::MAX_REGISTER_FILES {
        out.stderr.push_str(&format!(
            "error: model '{}' has {} register files; at most {} are supported\n",
            model.name,
            model.register_files.len(),
            units::register_file::MAX_REGISTER_FILES - 1
        ));
        out.failed = true;
        return out;
    }
    let table = match ResourceTable::new(model) {
        Ok(t) => t,
        Err(e) => {
            out.stderr.push_str(&format!("error: {e}\n"));
            out.failed = true;
            return out;
        }
    };
    // Lower every region (serially: warnings are printed in order, once). A statement repeated
    // in the input is lowered once, at its first occurrence.
    let mut warned_call = false;
    let mut warned_ret = false;
    let mut forms: Vec<LoweredForm> = Vec::new();
    let mut form_index: Vec<u32> = vec![u32::MAX; src.statements.len()];
    let mut sched_memo: HashMap<(iced_x86::Code, SchedVariant), Option<InstrSched>> =
        HashMap::new();
    let mut lowered_regions: Vec<(String, Vec<u32>)> = Vec::new();
    let user_regions = src
        .regions
        .iter()
        .any(|r| r.start.is_some() || r.end.is_some());
    for r in &regions {
        if r.insts.is_empty() {
            continue;
        }
        let mut lowered = Vec::new();
        for &i in &r.insts {
            let st: &AsmStatement = &src.statements[i];
            let Ok(m) = &matched[i] else {
                continue;
            };
            if form_index[i] == u32::MAX {
                let full_text = print_instruction(st, m, opts.print);
                let variant = SchedVariant::of(&m.instruction);
                let sched = *sched_memo
                    .entry((m.code, variant))
                    .or_insert_with(|| model.desc_for(m.code, variant));
                let mut desc = None;
                let mut encoding = Vec::new();
                if let Some(sched) = sched {
                    let d = build_desc(model, &table, sched.desc, m, opts.call_latency);
                    if d.is_call && !warned_call {
                        out.stderr
                            .push_str("warning: found a call in the input assembly sequence.\n");
                        out.stderr.push_str(&format!("note: call instructions are not correctly modeled. Assume a latency of {}cy.\n", opts.call_latency));
                        warned_call = true;
                    }
                    if d.is_return && !warned_ret {
                        out.stderr.push_str(
                            "warning: found a return instruction in the input assembly sequence.\n",
                        );
                        out.stderr
                            .push_str("note: program counter updates are ignored.\n");
                        warned_ret = true;
                    }
                    if opts.views.show_encoding {
                        match asm::encoding::encode(st, m) {
                            Some(bytes) => encoding = bytes,
                            None => {
                                out.stderr.push_str(&format!(
                                    "error: -show-encoding: cannot encode instruction: {full_text}\n"
                                ));
                                out.failed = true;
                                return out;
                            }
                        }
                    }
                    desc = Some(d);
                }
                form_index[i] = forms.len() as u32;
                forms.push(LoweredForm {
                    full_text,
                    encoding,
                    syntax: st.syntax,
                    sched,
                    desc,
                });
            }
            let f = form_index[i];
            let form = &forms[f as usize];
            if form.sched.is_some() {
                lowered.push(f);
                continue;
            }
            if matches!(opts.skip, SkipUnsupported::LackSched | SkipUnsupported::Any) {
                out.stderr.push_str("warning: found an unsupported instruction in the input assembly sequence, skipping with -skip-unsupported-instructions, note accuracy will be impacted:\n");
                out.stderr
                    .push_str(&format!("note: instruction: {}\n", form.full_text));
            } else {
                out.stderr.push_str("error: found an unsupported instruction in the input assembly sequence, use -skip-unsupported-instructions=lack-sched to ignore these on the input.\n");
                out.stderr
                    .push_str(&format!("note: instruction: {}\n", form.full_text));
                out.failed = true;
                return out;
            }
        }
        if !lowered.is_empty() {
            lowered_regions.push((r.name.clone(), lowered));
        }
    }
    let reports: Vec<RegionReport> = lowered_regions
        .par_iter()
        .map(|(name, l)| simulate_region(model, &table, name, &forms, l, opts))
        .collect();
    if let Some(e) = reports.iter().find_map(|r| r.error.as_ref()) {
        out.stderr.push_str(&format!("error: {e}\n"));
        out.failed = true;
        return out;
    }
    if opts.views.json {
        let units = views::json_unit_names(model, &table);
        let arch = opts.triple.split('-').next().unwrap_or("x86_64");
        let regions = reports.into_iter().filter_map(|r| r.json).collect();
        out.stdout = views::json::document(regions, &opts.cpu_name, &opts.triple, arch, units);
        return out;
    }
    for (idx, ((rname, _), report)) in lowered_regions.iter().zip(reports).enumerate() {
        let report = report.text;
        if user_regions {
            if rname.is_empty() {
                out.stdout.push_str(&format!("\n[{idx}] Code Region\n\n"));
            } else {
                out.stdout
                    .push_str(&format!("\n[{idx}] Code Region - {rname}\n\n"));
            }
        }
        out.stdout.push_str(&report);
    }
    out
}

/// What one region produced: report text, or the region's JSON object.
struct RegionReport {
    text: String,
    json: Option<serde_json::Value>,
    /// A view that cannot print what llvm-mca would (reported as an error, exit 1).
    error: Option<String>,
}

fn simulate_region(
    model: &SchedModel,
    table: &ResourceTable,
    name: &str,
    forms: &[LoweredForm],
    insts: &[u32],
    opts: &McaOptions,
) -> RegionReport {
    let l: Vec<&LoweredForm> = insts.iter().map(|&f| &forms[f as usize]).collect();
    // Forms in `insts` all have scheduling data (`analyze` keeps only those).
    let descs: Vec<InstrDesc> = l.iter().filter_map(|x| x.desc.clone()).collect();
    let sched: Vec<InstrSched> = l.iter().filter_map(|x| x.sched).collect();
    let text: Vec<String> = l.iter().map(|x| x.text().to_string()).collect();
    let encodings: Vec<Vec<u8>> = if opts.views.show_encoding {
        l.iter().map(|x| x.encoding.clone()).collect()
    } else {
        Vec::new()
    };
    let syntax = l.first().map_or(asm::Syntax::Att, |x| x.syntax);
    let mut sim = opts.sim.clone();
    if sim.iterations == 0 {
        sim.iterations = 100;
    }
    let dispatch_width = if sim.dispatch_width == 0 {
        model.dispatch_width
    } else {
        sim.dispatch_width
    };
    let ctx = ViewContext {
        model,
        table,
        descs: &descs,
        sched: &sched,
        text: &text,
        encodings: &encodings,
        iterations: sim.iterations,
        dispatch_width,
    };
    let v = &opts.views;
    let mut summary = views::summary::SummaryView::default();
    let mut pressure = views::resource_pressure::ResourcePressureView::new(table, descs.len());
    if let Some(full) = v.instruction_tables {
        if v.json {
            let mut obj = serde_json::Map::new();
            obj.insert("Name".into(), name.into());
            obj.insert(
                "Instructions".into(),
                serde_json::Value::Array(text.iter().map(|t| t.as_str().into()).collect()),
            );
            if v.instruction_info {
                obj.insert(
                    "InstructionInfoView".into(),
                    views::instruction_info::to_json(&ctx),
                );
            }
            if v.resource_pressure {
                views::instruction_tables::distribute(&ctx, &mut pressure);
                obj.insert("ResourcePressureView".into(), pressure.to_json());
            }
            return RegionReport {
                text: String::new(),
                json: Some(serde_json::Value::Object(obj)),
                error: None,
            };
        }
        let mut out = String::new();
        if full {
            views::instruction_tables::print_resources(&ctx, &mut out);
            views::instruction_tables::print_full_info(&ctx, &mut out);
        } else if v.instruction_info {
            views::instruction_info::print(&ctx, v.show_barriers, &mut out);
        }
        if v.resource_pressure {
            views::instruction_tables::distribute(&ctx, &mut pressure);
            pressure.print(&ctx, &mut out);
        }
        return RegionReport {
            text: out,
            json: None,
            error: None,
        };
    }
    let tl_iters = if opts.timeline_max_iterations == 0 {
        sim.iterations
    } else {
        opts.timeline_max_iterations.min(sim.iterations)
    };
    let tl_cycles = if opts.timeline_max_cycles == 0 {
        u32::MAX
    } else {
        opts.timeline_max_cycles
    };
    let mut timeline = views::timeline::TimelineView::new(descs.len(), tl_iters, tl_cycles);
    let mut dispatch_stats = views::dispatch_stats::DispatchStatsView::default();
    let mut scheduler_stats = views::scheduler_stats::SchedulerStatsView::new(&descs, model);
    let mut retire_stats = views::retire_stats::RetireStatsView::new(&descs);
    let mut rf_stats = views::register_file_stats::RegisterFileStatsView::new(
        &descs,
        model.register_files.len() + 1,
    );
    let mut bottleneck = views::bottleneck::BottleneckView::new(table, descs.len(), sim.iterations);
    let rob_entries;
    {
        // The summary view's one dynamic figure, the cycle count, is what the run returns.
        let mut listeners: Vec<&mut dyn Listener> = Vec::new();
        if v.resource_pressure {
            listeners.push(&mut pressure);
        }
        if v.timeline {
            listeners.push(&mut timeline);
        }
        if v.bottleneck {
            listeners.push(&mut bottleneck);
        }
        if v.dispatch_stats {
            listeners.push(&mut dispatch_stats);
        }
        if v.scheduler_stats {
            listeners.push(&mut scheduler_stats);
        }
        if v.retire_stats {
            listeners.push(&mut retire_stats);
        }
        if v.register_file_stats {
            listeners.push(&mut rf_stats);
        }
        if std::env::var_os("ATOMIR_MCA_DEBUG").is_some() {
            eprintln!("{descs:#?}");
        }
        let mut p = Pipeline::new(model, table, &descs, &sim, listeners);
        summary.total_cycles = p.run();
        rob_entries = p.rcu().num_entries;
    }
    if v.json {
        let mut obj = serde_json::Map::new();
        obj.insert("Name".into(), name.into());
        obj.insert(
            "Instructions".into(),
            serde_json::Value::Array(text.iter().map(|t| t.as_str().into()).collect()),
        );
        if v.summary {
            obj.insert("SummaryView".into(), summary.to_json(&ctx));
        }
        if v.instruction_info {
            obj.insert(
                "InstructionInfoView".into(),
                views::instruction_info::to_json(&ctx),
            );
        }
        if v.resource_pressure {
            obj.insert("ResourcePressureView".into(), pressure.to_json());
        }
        if v.timeline {
            obj.insert("TimelineView".into(), timeline.to_json());
        }
        if v.dispatch_stats {
            obj.insert("DispatchStatistics".into(), dispatch_stats.to_json());
        }
        if v.bottleneck {
            match bottleneck.to_json(&ctx) {
                Ok(b) => {
                    obj.insert("BottleneckAnalysis".into(), b);
                }
                Err(e) => {
                    return RegionReport {
                        text: String::new(),
                        json: None,
                        error: Some(e),
                    };
                }
            }
        }
        return RegionReport {
            text: String::new(),
            json: Some(serde_json::Value::Object(obj)),
            error: None,
        };
    }
    let mut out = String::new();
    if v.summary {
        summary.print(&ctx, &mut out);
    }
    if v.bottleneck {
        let prefix = match opts.print.variant.unwrap_or(syntax) {
            asm::Syntax::Att => "%",
            asm::Syntax::Intel => "",
        };
        bottleneck.print(&ctx, prefix, &mut out);
    }
    if v.instruction_info {
        views::instruction_info::print(&ctx, v.show_barriers, &mut out);
    }
    if v.dispatch_stats {
        dispatch_stats.print(&mut out);
    }
    if v.scheduler_stats {
        scheduler_stats.print(&ctx, &mut out);
    }
    if v.retire_stats {
        retire_stats.print(rob_entries, &mut out);
    }
    if v.register_file_stats {
        rf_stats.print(&ctx, &mut out);
    }
    if v.resource_pressure {
        pressure.print(&ctx, &mut out);
    }
    if v.timeline {
        timeline.print(&ctx, &mut out);
    }
    RegionReport {
        text: out,
        json: None,
        error: None,
    }
}
