//! The llvm-mca-compatible pipeline simulator.
//!
//! Owns: reading assembly ([`asm`]), the static per-opcode descriptors ([`instr`]) and
//! per-instance state ([`context`]), the hardware units ([`units`]), the stages chained into a
//! [`pipeline`], the hardware [`events`] and the [`views`] that listen to them. [`analyze`] runs
//! the whole tool on one input and returns the report text and the diagnostics; [`prepare`] and
//! [`Prepared::report`] do the same in two steps, writing the report to an `std::io::Write` as the
//! views produce it (bounded memory however long the report). Neither prints to stdout/stderr
//! nor exits (that is `cli::mca`). Regions are simulated in parallel (rayon) and reported in order.
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
use asm::{render_llvm_diagnostic_mapped, AsmStatement};
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
    /// `-timeline-format`: with `svg` or `html` the report is the timeline picture alone.
    pub timeline_format: views::timeline_svg::TimelineFormat,
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

/// The result of one run as text, for tests and benches (the command itself writes the report
/// as it is made: [`prepare`], then [`Prepared::report`]).
#[derive(Clone, Debug, Default)]
pub struct McaOutput {
    pub stdout: String,
    pub stderr: String,
    pub failed: bool,
}

/// Runs llvm-mca's analysis on `text` (named `name` in diagnostics) with `model` and gathers the
/// report and the diagnostics as text.
pub fn analyze(name: &str, text: &str, model: &SchedModel, opts: &McaOptions) -> McaOutput {
    let prepared = prepare(name, text.as_bytes(), model, opts);
    let mut out = McaOutput {
        stdout: String::new(),
        stderr: String::from_utf8_lossy(&prepared.stderr).into_owned(),
        failed: prepared.failed,
    };
    if out.failed {
        return out;
    }
    let mut stdout = Vec::new();
    if let Err(e) = prepared.report(&mut stdout) {
        out.stderr.push_str(&format!("error: {e}\n"));
        out.failed = true;
        return out;
    }
    out.stdout = String::from_utf8_lossy(&stdout).into_owned();
    out
}

/// An input read, matched and described, ready to be simulated: what [`prepare`] returns.
pub struct Prepared<'m> {
    /// Diagnostics (errors, warnings, notes) in llvm-mca's order, to be shown before the report.
    pub stderr: Vec<u8>,
    /// The input cannot be simulated (the diagnostics say why); [`Prepared::report`] must not
    /// be called.
    pub failed: bool,
    model: &'m SchedModel,
    opts: &'m McaOptions,
    table: Option<ResourceTable>,
    forms: Vec<LoweredForm<'m>>,
    /// Each region with instructions: its name and the form of each instruction.
    regions: Vec<(Vec<u8>, Vec<u32>)>,
    /// Whether the input has region markers (then each region's report gets a header).
    user_regions: bool,
    /// With `failed`: a region holds an instruction without scheduling data, and the regions
    /// before it are still reported (llvm-mca 22 prints their reports, then fails on it).
    pub reports_before_failing: bool,
}

/// Why a report could not be written.
#[derive(Debug)]
pub enum ReportError {
    /// The writer failed.
    Io(std::io::Error),
    /// A view cannot print what llvm-mca would (reported as an error, exit 1); nothing was
    /// written.
    View(String),
}

impl std::fmt::Display for ReportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReportError::Io(e) => write!(f, "{e}"),
            ReportError::View(e) => f.write_str(e),
        }
    }
}

impl From<std::io::Error> for ReportError {
    fn from(e: std::io::Error) -> ReportError {
        ReportError::Io(e)
    }
}

impl<'m> Prepared<'m> {
    fn new(model: &'m SchedModel, opts: &'m McaOptions) -> Prepared<'m> {
        Prepared {
            stderr: Vec::new(),
            failed: false,
            model,
            opts,
            table: None,
            forms: Vec::new(),
            regions: Vec::new(),
            user_regions: false,
            reports_before_failing: false,
        }
    }

    fn say(&mut self, text: &str) {
        self.stderr.extend_from_slice(text.as_bytes());
    }

    /// Simulates every region and writes the report to `out` as the views produce it.
    ///
    /// Memory: regions are simulated in parallel (rayon), each keeping only its views' state
    /// (counters per instruction and resource; the timeline's five cycle numbers per instance of
    /// its window), then printed in order; no report text is ever held beyond one row and one
    /// [`views::TextOut::CHUNK`], so a run that prints gigabytes costs what its simulation does.
    /// With `-json` nothing is written until every region is done (a view may fail); the JSON
    /// values then hold one entry per instance of the timeline window.
    pub fn report(&self, out: &mut dyn std::io::Write) -> Result<(), ReportError> {
        let (Some(table), true) = (
            self.table.as_ref(),
            !self.failed || self.reports_before_failing,
        ) else {
            return Err(ReportError::View(
                "the input could not be prepared for simulation".to_string(),
            ));
        };
        let (model, opts) = (self.model, self.opts);
        let inputs: Vec<RegionInput> = self
            .regions
            .iter()
            .map(|(name, insts)| RegionInput::new(model, name, &self.forms, insts, opts))
            .collect();
        if opts.views.json {
            let regions: Vec<Result<serde_json::Value, String>> =
                map_regions(&inputs, |r| r.simulate(table, opts).json(r, table, opts));
            let mut values = Vec::with_capacity(regions.len());
            for r in regions {
                values.push(r.map_err(ReportError::View)?);
            }
            let units = views::json_unit_names(model, table);
            let arch = opts.triple.split('-').next().unwrap_or("x86_64");
            views::json::document(values, &opts.cpu_name, &opts.triple, arch, units, out)?;
            return Ok(());
        }
        let simulated: Vec<SimulatedRegion> = map_regions(&inputs, |r| r.simulate(table, opts));
        if opts.views.timeline_format != views::timeline_svg::TimelineFormat::Text {
            let pictures: Vec<views::timeline_svg::RegionTimeline> = inputs
                .iter()
                .zip(&simulated)
                .enumerate()
                .map(|(idx, (input, sim))| views::timeline_svg::RegionTimeline {
                    title: match (self.user_regions, input.name.is_empty()) {
                        (false, _) => String::new(),
                        (true, true) => format!("[{idx}] Code Region"),
                        (true, false) => format!(
                            "[{idx}] Code Region - {}",
                            String::from_utf8_lossy(&input.name)
                        ),
                    },
                    view: &sim.timeline,
                    text: &input.text,
                })
                .collect();
            views::timeline_svg::write(opts.views.timeline_format, &pictures, out)?;
            return Ok(());
        }
        for (idx, (input, sim)) in inputs.iter().zip(&simulated).enumerate() {
            if self.user_regions {
                if input.name.is_empty() {
                    write!(out, "\n[{idx}] Code Region\n\n")?;
                } else {
                    write!(out, "\n[{idx}] Code Region - ")?;
                    out.write_all(&input.name)?;
                    out.write_all(b"\n\n")?;
                }
            }
            sim.print(input, table, opts, out)?;
        }
        Ok(())
    }
}

/// A region's name as the source spells it (bytes that are not UTF-8 included, as llvm-mca
/// prints them).
fn region_name(source: &[u8], r: &Region) -> Vec<u8> {
    let at = r.name_at as usize;
    source
        .get(at..at + r.name.len())
        .map_or_else(|| r.name.clone().into_bytes(), <[u8]>::to_vec)
}

struct Region {
    name: String,
    /// Byte offset of the name in the source.
    name_at: u32,
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
    /// The matched instruction (a host model's fusion and forwarding rules read it).
    instruction: iced_x86::Instruction,
}

impl LoweredForm<'_> {
    /// The text views print (no leading blanks).
    fn text(&self) -> &str {
        self.full_text.trim_start()
    }
}

/// Reads `text` (named `name` in diagnostics), matches and describes its instructions with
/// `model`: everything before the simulation. Problems are in the result's diagnostics.
pub fn prepare<'m>(
    name: &str,
    source: &[u8],
    model: &'m SchedModel,
    opts: &'m McaOptions,
) -> Prepared<'m> {
    let mut out = Prepared::new(model, opts);
    let text = asm::reader_text(source);
    let mut src = asm::parse_source(&text);
    // Instructions print in the syntax the file ends in, unless -output-asm-variant says.
    let print = asm::printer::PrintOptions {
        variant: Some(opts.print.variant.unwrap_or(src.final_syntax)),
        ..opts.print
    };
    // Match every distinct statement once; errors are reported for every occurrence, in source
    // order with the parse errors.
    let matched: Vec<Result<MatchedInst, asm::AsmError>> = src
        .statements
        .iter_mut()
        .map(|st| {
            let mut m = match_statement(st)?;
            asm::matcher::commute_for_vex2(st, &mut m);
            asm::matcher::unsigned_imm8_as_byte(st, &m);
            Ok(m)
        })
        .collect();
    let mut errors: Vec<(u32, Vec<u8>)> = src
        .errors
        .iter()
        .map(|e| {
            let shown = render_llvm_diagnostic_mapped(name, source, e, &src.line_markers);
            (e.offset, shown)
        })
        .collect();
    for &occ in &src.occurrences {
        if let Err(e) = &matched[occ.statement as usize] {
            let e = e.moved(src.delta(occ));
            let shown = render_llvm_diagnostic_mapped(name, source, &e, &src.line_markers);
            errors.push((e.offset, shown));
        }
    }
    errors.sort_by_key(|e| e.0);
    let region_errors: Vec<u8> = src
        .region_errors
        .iter()
        .flat_map(|e| render_llvm_diagnostic_mapped(name, source, e, &src.line_markers))
        .collect();
    if !errors.is_empty() {
        let all: Vec<u8> = errors.iter().flat_map(|e| e.1.iter().copied()).collect();
        if matches!(
            opts.skip,
            SkipUnsupported::ParseFailure | SkipUnsupported::Any
        ) {
            out.stderr.extend_from_slice(&all);
            out.stderr.extend_from_slice(&all);
        } else {
            out.stderr.extend_from_slice(&all);
            out.say("error: Assembly input parsing had errors, use -skip-unsupported-instructions=parse-failure to drop failing lines from the input.\n");
            out.failed = true;
            return out;
        }
    }
    if !region_errors.is_empty() {
        out.stderr.extend_from_slice(&region_errors);
        out.failed = true;
        return out;
    }
    let regions: Vec<Region> = src
        .regions
        .iter()
        .map(|r| Region {
            name: r.name.clone(),
            name_at: r.name_at,
            insts: src
                .occurrences
                .iter()
                .filter(|occ| matched[occ.statement as usize].is_ok() && r.contains(occ.offset))
                .map(|occ| occ.statement as usize)
                .collect(),
        })
        .collect();
    if regions.iter().all(|r| r.insts.is_empty()) {
        out.say("error: no assembly instructions found.\n");
        out.failed = true;
        return out;
    }
    if model.register_files.len() >= units::register_file::MAX_REGISTER_FILES {
        out.say(&format!(
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
            out.say(&format!("error: {e}\n"));
            out.failed = true;
            return out;
        }
    };
    // Lower every region (serially: warnings are printed in order, once per region, as
    // llvm-mca 22 builds its instruction descriptions anew for each region). A statement
    // repeated in the input is lowered once, at its first occurrence.
    let mut forms: Vec<LoweredForm> = Vec::new();
    let mut form_index: Vec<u32> = vec![u32::MAX; src.statements.len()];
    let mut sched_memo: HashMap<(iced_x86::Code, SchedVariant), Option<InstrSched>> =
        HashMap::new();
    let mut lowered_regions: Vec<(Vec<u8>, Vec<u32>)> = Vec::new();
    let user_regions = src
        .regions
        .iter()
        .any(|r| r.start.is_some() || r.end.is_some());
    for r in &regions {
        if r.insts.is_empty() {
            continue;
        }
        let (mut warned_call, mut warned_ret) = (false, false);
        let mut lowered = Vec::new();
        for &i in &r.insts {
            let st: &AsmStatement = &src.statements[i];
            let Ok(m) = &matched[i] else {
                continue;
            };
            if form_index[i] == u32::MAX {
                let full_text = print_instruction(st, m, print);
                let variant = SchedVariant::of(&m.instruction);
                let sched = *sched_memo
                    .entry((m.code, variant))
                    .or_insert_with(|| model.desc_for(m.code, variant));
                let mut desc = None;
                let mut encoding = Vec::new();
                if let Some(sched) = sched {
                    let mut d = build_desc(model, &table, sched.desc, m, opts.call_latency);
                    if opts.sim.ordered_lsu {
                        units::lsu::apply_ordering(&mut d, &m.instruction);
                    }
                    if opts.views.show_encoding {
                        match asm::encoding::encode(st, m) {
                            Some(bytes) => encoding = bytes,
                            None => {
                                out.say(&format!(
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
                    syntax: src.final_syntax,
                    sched,
                    desc,
                    instruction: m.instruction,
                });
            }
            let f = form_index[i];
            let form = &forms[f as usize];
            if let Some(d) = &form.desc {
                if d.is_call && !warned_call {
                    out.say("warning: found a call in the input assembly sequence.\n");
                    out.say(&format!("note: call instructions are not correctly modeled. Assume a latency of {}cy.\n", opts.call_latency));
                    warned_call = true;
                }
                if d.is_return && !warned_ret {
                    out.say(
                        "warning: found a return instruction in the input assembly sequence.\n",
                    );
                    out.say("note: program counter updates are ignored.\n");
                    warned_ret = true;
                }
            }
            if form.sched.is_some() {
                lowered.push(f);
                continue;
            }
            if matches!(opts.skip, SkipUnsupported::LackSched | SkipUnsupported::Any) {
                out.say("warning: found an unsupported instruction in the input assembly sequence, skipping with -skip-unsupported-instructions, note accuracy will be impacted:\n");
                out.say(&format!("note: instruction: {}\n", form.full_text));
            } else {
                out.say("error: found an unsupported instruction in the input assembly sequence, use -skip-unsupported-instructions=lack-sched to ignore these on the input.\n");
                out.say(&format!("note: instruction: {}\n", form.full_text));
                out.failed = true;
                // The regions before this one are reported all the same (not with -json,
                // whose single document llvm-mca writes at the end).
                if !lowered_regions.is_empty() && !opts.views.json {
                    out.reports_before_failing = true;
                    out.table = Some(table);
                    out.forms = forms;
                    out.regions = lowered_regions;
                    out.user_regions = user_regions;
                }
                return out;
            }
        }
        if !lowered.is_empty() {
            if opts.views.bottleneck && model.micro_op_buffer_size == 0 {
                // llvm-mca 22 warns once per region and still prints the analysis.
                out.say(&format!(
                    "warning: bottleneck analysis is not supported for in-order CPU '{}'.\n",
                    opts.cpu_name
                ));
            }
            lowered_regions.push((region_name(source, r), lowered));
        }
    }
    out.table = Some(table);
    out.forms = forms;
    out.regions = lowered_regions;
    out.user_regions = user_regions;
    out
}

/// `f` over every region, in order: in parallel (rayon) when there are several, on this thread
/// when there is one, so that a one-region run does not start rayon's thread pool (a thread
/// and its stack: ~3% of a short run's time). The results are the same either way.
fn map_regions<'a, 'm, T: Send>(
    inputs: &'a [RegionInput<'m>],
    f: impl Fn(&'a RegionInput<'m>) -> T + Sync + Send,
) -> Vec<T> {
    if inputs.len() < 2 {
        inputs.iter().map(f).collect()
    } else {
        inputs.par_iter().map(f).collect()
    }
}

/// What one region simulates: its instructions' descriptors, scheduling data and text.
struct RegionInput<'m> {
    name: Vec<u8>,
    model: &'m SchedModel,
    descs: Vec<InstrDesc>,
    sched: Vec<InstrSched<'m>>,
    text: Vec<String>,
    encodings: Vec<Vec<u8>>,
    syntax: asm::Syntax,
    sim: SimConfig,
    dispatch_width: u32,
}

impl<'m> RegionInput<'m> {
    fn new(
        model: &'m SchedModel,
        name: &[u8],
        forms: &[LoweredForm<'m>],
        insts: &[u32],
        opts: &McaOptions,
    ) -> RegionInput<'m> {
        let l: Vec<&LoweredForm> = insts.iter().map(|&f| &forms[f as usize]).collect();
        let mut sim = opts.sim.clone();
        if sim.iterations == 0 {
            sim.iterations = 100;
        }
        let dispatch_width = if sim.dispatch_width == 0 {
            model.dispatch_width
        } else {
            sim.dispatch_width
        };
        // Forms in `insts` all have scheduling data (`prepare` keeps only those).
        let mut descs: Vec<InstrDesc> = l.iter().filter_map(|x| x.desc.clone()).collect();
        if let Some(host) = &sim.host {
            // A calibrated host model's block rules (llvm-mca's models never get here).
            let insts: Vec<iced_x86::Instruction> = l
                .iter()
                .filter(|x| x.desc.is_some())
                .map(|x| x.instruction)
                .collect();
            stages::front_end::apply_macro_fusion(host, &insts, &mut descs);
            if let Some(sf) = &host.store_forwarding {
                units::store_forwarding::apply(sf, &insts, &mut descs);
            }
        }
        RegionInput {
            name: name.to_vec(),
            model,
            descs,
            sched: l.iter().filter_map(|x| x.sched).collect(),
            text: l.iter().map(|x| x.text().to_string()).collect(),
            encodings: if opts.views.show_encoding {
                l.iter().map(|x| x.encoding.clone()).collect()
            } else {
                Vec::new()
            },
            syntax: l.first().map_or(asm::Syntax::Att, |x| x.syntax),
            sim,
            dispatch_width,
        }
    }

    fn context<'a>(&'a self, table: &'a ResourceTable) -> ViewContext<'a> {
        ViewContext {
            model: self.model,
            table,
            descs: &self.descs,
            sched: &self.sched,
            text: &self.text,
            encodings: &self.encodings,
            iterations: self.sim.iterations,
            dispatch_width: self.dispatch_width,
        }
    }

    /// Runs the simulation (none for `-instruction-tables`) with the selected views listening.
    fn simulate<'r>(&'r self, table: &ResourceTable, opts: &McaOptions) -> SimulatedRegion<'r> {
        let v = &opts.views;
        let model = self.model;
        let descs = &self.descs;
        let sim = &self.sim;
        let mut pressure = views::resource_pressure::ResourcePressureView::new(table, descs.len());
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
        let tables = v.instruction_tables.is_some();
        let mut r = SimulatedRegion {
            summary: views::summary::SummaryView::default(),
            timeline: views::timeline::TimelineView::new(
                descs.len(),
                if tables || !v.timeline { 0 } else { tl_iters },
                tl_cycles,
            ),
            dispatch_stats: views::dispatch_stats::DispatchStatsView::default(),
            scheduler_stats: views::scheduler_stats::SchedulerStatsView::new(descs, model),
            retire_stats: views::retire_stats::RetireStatsView::new(descs),
            rf_stats: views::register_file_stats::RegisterFileStatsView::new(
                descs,
                model.register_files.len() + 1,
            ),
            bottleneck: views::bottleneck::BottleneckView::new(table, descs.len(), sim.iterations),
            pressure: views::resource_pressure::ResourcePressureView::new(table, 0),
            rob_entries: 0,
        };
        if tables {
            if v.resource_pressure {
                let ctx = self.context(table);
                views::instruction_tables::distribute(&ctx, &mut pressure);
            }
            r.pressure = pressure;
            return r;
        }
        {
            // The summary view's one dynamic figure, the cycle count, is what the run returns.
            let mut listeners: Vec<&mut dyn Listener> = Vec::new();
            if v.resource_pressure {
                listeners.push(&mut pressure);
            }
            if v.timeline {
                listeners.push(&mut r.timeline);
            }
            if v.bottleneck {
                listeners.push(&mut r.bottleneck);
            }
            if v.dispatch_stats {
                listeners.push(&mut r.dispatch_stats);
            }
            if v.scheduler_stats {
                listeners.push(&mut r.scheduler_stats);
            }
            if v.retire_stats {
                listeners.push(&mut r.retire_stats);
            }
            if v.register_file_stats {
                listeners.push(&mut r.rf_stats);
            }
            if std::env::var_os("ATOMIR_MCA_DEBUG").is_some() {
                eprintln!("{descs:#?}");
            }
            let mut p = Pipeline::new(model, table, descs, sim, listeners);
            r.summary.total_cycles = p.run();
            r.rob_entries = p.rcu().num_entries;
        }
        r.pressure = pressure;
        r
    }
}

/// One region after its simulation: the state of its views, printed once every region before
/// it has been.
struct SimulatedRegion<'r> {
    summary: views::summary::SummaryView,
    pressure: views::resource_pressure::ResourcePressureView,
    timeline: views::timeline::TimelineView,
    dispatch_stats: views::dispatch_stats::DispatchStatsView,
    scheduler_stats: views::scheduler_stats::SchedulerStatsView<'r>,
    retire_stats: views::retire_stats::RetireStatsView<'r>,
    rf_stats: views::register_file_stats::RegisterFileStatsView<'r>,
    bottleneck: views::bottleneck::BottleneckView,
    rob_entries: u32,
}

impl SimulatedRegion<'_> {
    /// The region's object of `-json`.
    fn json(
        &self,
        input: &RegionInput,
        table: &ResourceTable,
        opts: &McaOptions,
    ) -> Result<serde_json::Value, String> {
        let v = &opts.views;
        let ctx = input.context(table);
        let mut obj = serde_json::Map::new();
        obj.insert(
            "Name".into(),
            String::from_utf8_lossy(&input.name).into_owned().into(),
        );
        obj.insert(
            "Instructions".into(),
            serde_json::Value::Array(input.text.iter().map(|t| t.as_str().into()).collect()),
        );
        let simulated = v.instruction_tables.is_none();
        if v.summary && simulated {
            obj.insert("SummaryView".into(), self.summary.to_json(&ctx));
        }
        if v.instruction_info {
            obj.insert(
                "InstructionInfoView".into(),
                views::instruction_info::to_json(&ctx),
            );
        }
        if v.resource_pressure {
            obj.insert("ResourcePressureView".into(), self.pressure.to_json());
        }
        if simulated {
            if v.timeline {
                obj.insert("TimelineView".into(), self.timeline.to_json());
            }
            if v.dispatch_stats {
                obj.insert("DispatchStatistics".into(), self.dispatch_stats.to_json());
            }
            if v.bottleneck {
                obj.insert("BottleneckAnalysis".into(), self.bottleneck.to_json(&ctx)?);
            }
        }
        Ok(serde_json::Value::Object(obj))
    }

    /// Writes the region's report, view after view, as each view produces it.
    fn print(
        &self,
        input: &RegionInput,
        table: &ResourceTable,
        opts: &McaOptions,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        let v = &opts.views;
        let ctx = input.context(table);
        if let Some(full) = v.instruction_tables {
            if full {
                views::instruction_tables::print_resources(&ctx, out)?;
                views::instruction_tables::print_full_info(&ctx, out)?;
            } else if v.instruction_info {
                views::instruction_info::print(&ctx, v.show_barriers, out)?;
            }
            if v.resource_pressure {
                self.pressure.print(&ctx, out)?;
            }
            return Ok(());
        }
        if v.summary {
            self.summary.print(&ctx, out)?;
        }
        if v.bottleneck {
            let prefix = match opts.print.variant.unwrap_or(input.syntax) {
                asm::Syntax::Att => "%",
                asm::Syntax::Intel => "",
            };
            self.bottleneck.print(&ctx, prefix, out)?;
        }
        if v.instruction_info {
            views::instruction_info::print(&ctx, v.show_barriers, out)?;
        }
        if v.dispatch_stats {
            self.dispatch_stats.print(out)?;
        }
        if v.scheduler_stats {
            self.scheduler_stats.print(&ctx, out)?;
        }
        if v.retire_stats {
            self.retire_stats.print(self.rob_entries, out)?;
        }
        if v.register_file_stats {
            self.rf_stats.print(&ctx, out)?;
        }
        if v.resource_pressure {
            self.pressure.print(&ctx, out)?;
        }
        if v.timeline {
            self.timeline.print(&ctx, out)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::sched::{embedded_model, lookup_cpu, CpuLookup};

    /// Counts what it is given and remembers the biggest single write.
    #[derive(Default)]
    struct CountingWriter {
        total: usize,
        writes: usize,
        biggest: usize,
    }

    impl std::io::Write for CountingWriter {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.total += buf.len();
            self.writes += 1;
            self.biggest = self.biggest.max(buf.len());
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// The long-timeline shape of issue 19 (`-timeline -timeline-max-iterations=N
    /// -timeline-max-cycles=100000` on `examples/mca/matmul.att.s`), small: megabytes of report
    /// must reach the writer in pieces of about one chunk plus one row, never as a whole. Fails
    /// if any view (or `report`) gathers its text before writing it.
    #[test]
    fn long_timeline_is_written_as_it_is_made() {
        let CpuLookup::Model(id) = lookup_cpu("skylake") else {
            panic!("skylake has a model");
        };
        let model = embedded_model(id).expect("embedded skylake model");
        let text = include_str!("../../examples/mca/matmul.att.s");
        let iterations = 40;
        let opts = McaOptions {
            sim: SimConfig {
                iterations,
                ..SimConfig::default()
            },
            views: ViewSelection {
                summary: true,
                instruction_info: true,
                resource_pressure: true,
                timeline: true,
                ..ViewSelection::default()
            },
            timeline_max_iterations: iterations,
            timeline_max_cycles: 100_000,
            print: asm::printer::PrintOptions {
                variant: None,
                imm_hex: false,
            },
            skip: SkipUnsupported::None,
            call_latency: 100,
            cpu_name: "skylake".into(),
            triple: "x86_64-unknown-linux-gnu".into(),
        };
        let prepared = prepare("matmul.att.s", text.as_bytes(), model, &opts);
        assert!(!prepared.failed);
        let mut w = CountingWriter::default();
        prepared.report(&mut w).expect("report");
        // A timeline row is as long as the cycles simulated (a few thousand here).
        let row_bound = 64 * 1024;
        assert!(w.total > 4_000_000, "report of {} bytes", w.total);
        assert!(
            w.biggest <= views::TextOut::CHUNK + row_bound,
            "a write of {} bytes out of {}",
            w.biggest,
            w.total
        );
        assert!(w.writes > w.total / (views::TextOut::CHUNK + row_bound));
    }

    fn skylake_report(
        text: &str,
        sim: SimConfig,
        format: views::timeline_svg::TimelineFormat,
    ) -> String {
        let CpuLookup::Model(id) = lookup_cpu("skylake") else {
            panic!("skylake has a model");
        };
        let model = embedded_model(id).expect("embedded skylake model");
        let opts = McaOptions {
            sim,
            views: ViewSelection {
                timeline: true,
                timeline_format: format,
                ..ViewSelection::default()
            },
            timeline_max_iterations: 6,
            timeline_max_cycles: 80,
            print: asm::printer::PrintOptions {
                variant: None,
                imm_hex: false,
            },
            skip: SkipUnsupported::None,
            call_latency: 100,
            cpu_name: "skylake".into(),
            triple: "x86_64-unknown-linux-gnu".into(),
        };
        let prepared = prepare("t.s", text.as_bytes(), model, &opts);
        assert!(!prepared.failed);
        let mut out = Vec::new();
        prepared.report(&mut out).expect("report");
        String::from_utf8(out).expect("UTF-8")
    }

    /// The SVG's bars are the text view's marks, cell by cell (with `-lsu=ordered` too, whose
    /// fences make long waits), and the SVG is byte-identical from run to run.
    #[test]
    fn svg_timeline_bars_are_the_text_timeline_marks() {
        use views::timeline_svg::TimelineFormat;
        let text = include_str!("../../examples/mca/matmul.att.s").to_string()
            + "lock addq $1, (%rdi)\nmfence\nmovq %rax, 8(%rdi)\n";
        for ordered_lsu in [false, true] {
            let sim = SimConfig {
                iterations: 10,
                ordered_lsu,
                ..SimConfig::default()
            };
            let plain = skylake_report(&text, sim.clone(), TimelineFormat::Text);
            let svg = skylake_report(&text, sim.clone(), TimelineFormat::Svg);
            assert_eq!(svg, skylake_report(&text, sim, TimelineFormat::Svg));
            let columns = plain
                .lines()
                .find(|l| l.starts_with("Index"))
                .map(|l| l.len() - 10)
                .expect("ruler");
            let text_rows: Vec<String> = plain
                .lines()
                .filter(|l| {
                    l.starts_with('[') && l.split(']').next().is_some_and(|i| i.contains(','))
                })
                .map(|l| {
                    l.chars()
                        .skip(10)
                        .take(columns)
                        .map(|c| if "D=eER-".contains(c) { c } else { ' ' })
                        .collect::<String>()
                        .trim_end()
                        .to_string()
                })
                .collect();
            let grid_x: u32 = svg
                .split("<line class=\"grid\" x1=\"")
                .nth(1)
                .and_then(|r| r.split('"').next())
                .and_then(|v| v.parse().ok())
                .expect("grid");
            let svg_rows: Vec<String> = svg
                .lines()
                .filter(|l| l.starts_with("<g class=\"row\""))
                .map(|l| {
                    let mut cells = vec![' '; columns];
                    for rect in l.split("<rect class=\"").skip(1) {
                        let class = rect.split('"').next().unwrap_or("");
                        let attr = |name: &str| -> u32 {
                            rect.split(&format!(" {name}=\""))
                                .nth(1)
                                .and_then(|r| r.split('"').next())
                                .and_then(|v| v.parse().ok())
                                .expect("attribute")
                        };
                        let mark = match class {
                            "stripe" => continue,
                            "dispatch" => 'D',
                            "wait" => '=',
                            "exec" => 'e',
                            "executed" => 'E',
                            "retire-wait" => '-',
                            "retire" => 'R',
                            other => panic!("class {other}"),
                        };
                        let (x, w) = (attr("x") - grid_x, attr("width"));
                        for cell in &mut cells[(x / 10) as usize..((x + w) / 10) as usize] {
                            *cell = mark;
                        }
                    }
                    cells.into_iter().collect::<String>().trim_end().to_string()
                })
                .collect();
            assert!(text_rows.len() > 100, "{} rows", text_rows.len());
            assert_eq!(text_rows, svg_rows, "ordered_lsu {ordered_lsu}");
        }
    }
}
