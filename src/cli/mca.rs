//! `atomir mca`: the llvm-mca-compatible pipeline simulator.
//!
//! Owns the flags (LLVM spellings: `-mcpu=`, `-iterations=`, `-timeline`, ...), choosing the CPU
//! model (embedded by `-mcpu`, the host CPU by cpuid when absent, or `-mcpu-model=FILE`),
//! reading the input, and writing the report and diagnostics with llvm-mca's exit codes.
//! Must not touch: the simulation itself (`crate::mca`).

use anyhow::{Context, Result};
use std::io::Write;
use std::path::PathBuf;

use crate::cli::io::{read_input, Output};
use crate::mca::asm::printer::PrintOptions;
use crate::mca::asm::Syntax;
use crate::mca::pipeline::SimConfig;
use crate::mca::views::timeline_svg::TimelineFormat;
use crate::mca::{prepare, McaOptions, ReportError, SkipUnsupported, ViewSelection};
use crate::target::sched::host_model::{
    is_host_model, HostModel, HostModelError, HostModelFile, Provenance,
};
use crate::target::sched::{
    embedded_model, lookup_cpu, mcpu_help_text, CpuLookup, SchedModel, SchedVariant,
};

fn parse_bool(s: &str) -> Result<bool, String> {
    match s {
        "" | "true" | "1" | "TRUE" | "True" => Ok(true),
        "false" | "0" | "FALSE" | "False" => Ok(false),
        _ => Err(format!(
            "'{s}' is invalid value for boolean argument! Try 0 or 1"
        )),
    }
}

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file (`-` or none: standard input).
    pub input: Option<PathBuf>,
    /// Output file (`-`: standard output).
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,
    /// Target triple (x86_64 and i386 are supported).
    #[arg(long)]
    pub mtriple: Option<String>,
    /// Target architecture (x86-64, x86).
    #[arg(long)]
    pub march: Option<String>,
    /// Target CPU (`help` lists them); default: the host CPU.
    #[arg(long)]
    pub mcpu: Option<String>,
    /// Target features (accepted for compatibility; the model decides what is supported).
    #[arg(long)]
    pub mattr: Option<String>,
    /// A scheduling model file (JSON) to use instead of the embedded models: a scheduling
    /// model, or a calibrated host model (`atomir calibrate`, schema atomir-host-model/2).
    #[arg(long = "mcpu-model")]
    pub mcpu_model: Option<PathBuf>,
    /// With a calibrated host model: one note per distinct instruction saying where its figures
    /// come from (measured form, the class of a measured form, or the fallback model).
    #[arg(short = 'v', long = "verbose")]
    pub verbose: bool,
    /// Number of iterations to run (0: 100).
    #[arg(long, default_value_t = 100)]
    pub iterations: u32,
    /// Dispatch width (0: the model's).
    #[arg(long, default_value_t = 0)]
    pub dispatch: u32,
    /// Maximum number of physical registers for renaming (0: unbounded).
    #[arg(long = "register-file-size", default_value_t = 0)]
    pub register_file_size: u32,
    /// Load queue size (0: the model's).
    #[arg(long, default_value_t = 0)]
    pub lqueue: u32,
    /// Store queue size (0: the model's).
    #[arg(long, default_value_t = 0)]
    pub squeue: u32,
    /// Loads and stores never alias (default true).
    #[arg(long, num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub noalias: Option<bool>,
    /// Print the timeline view.
    #[arg(long, num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub timeline: Option<bool>,
    /// Iterations shown in the timeline view (0: all of them).
    #[arg(long = "timeline-max-iterations", default_value_t = 10)]
    pub timeline_max_iterations: u32,
    /// Cycles shown in the timeline view (0: no limit).
    #[arg(long = "timeline-max-cycles", default_value_t = 80)]
    pub timeline_max_cycles: u32,
    /// Print the summary view (on by default; `=false` turns it off).
    #[arg(long = "summary-view", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub summary_view: Option<bool>,
    /// Print the instruction info view (on by default; `=false` turns it off).
    #[arg(long = "instruction-info", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub instruction_info: Option<bool>,
    /// Print the resource pressure view (on by default; `=false` turns it off).
    #[arg(long = "resource-pressure", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub resource_pressure: Option<bool>,
    /// Print the dispatch statistics.
    #[arg(long = "dispatch-stats", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub dispatch_stats: Option<bool>,
    /// Print the scheduler statistics.
    #[arg(long = "scheduler-stats", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub scheduler_stats: Option<bool>,
    /// Print the retire control unit statistics.
    #[arg(long = "retire-stats", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub retire_stats: Option<bool>,
    /// Print the register file statistics.
    #[arg(long = "register-file-stats", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub register_file_stats: Option<bool>,
    /// Print every hardware statistics view.
    #[arg(long = "all-stats", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub all_stats: Option<bool>,
    /// Print every view, the statistics included.
    #[arg(long = "all-views", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub all_views: Option<bool>,
    /// Print the bottleneck analysis (off by default).
    #[arg(long = "bottleneck-analysis", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub bottleneck_analysis: Option<bool>,
    /// Print instruction tables (`normal` or `full`).
    #[arg(long = "instruction-tables", num_args = 0..=1, require_equals = true, default_missing_value = "normal")]
    pub instruction_tables: Option<String>,
    /// Print the report as one JSON document.
    #[arg(long, num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub json: Option<bool>,
    /// Print immediates in hexadecimal.
    #[arg(long = "print-imm-hex", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub print_imm_hex: Option<bool>,
    /// Syntax variant of the printed instructions (0 AT&T, 1 Intel).
    #[arg(long = "output-asm-variant")]
    pub output_asm_variant: Option<i32>,
    /// none | lack-sched | parse-failure | any
    #[arg(long = "skip-unsupported-instructions", default_value = "none")]
    pub skip_unsupported_instructions: String,
    /// Latency assumed for calls.
    #[arg(long = "call-latency", default_value_t = 100)]
    pub call_latency: u32,
    /// Add each instruction's encoding (size and bytes) to the instruction info view.
    #[arg(long = "show-encoding", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub show_encoding: Option<bool>,
    /// Add load and store barrier columns to the instruction info view.
    #[arg(long = "show-barriers", num_args = 0..=1, require_equals = true, default_missing_value = "true", value_parser = parse_bool)]
    pub show_barriers: Option<bool>,
    /// Entries of the micro-op queue before dispatch (0: no queue stage).
    #[arg(long = "micro-op-queue-size", default_value_t = 0)]
    pub micro_op_queue_size: u32,
    /// Instructions decoded per cycle into the micro-op queue (0: no limit).
    #[arg(long = "decoder-throughput", default_value_t = 0)]
    pub decoder_throughput: u32,
    /// Load/store unit: `llvm` (llvm-mca's soft barriers) or `ordered` (x86 fences, locked and
    /// serializing instructions drain the load and store queues).
    #[arg(long = "lsu", default_value = "llvm")]
    pub lsu: String,
    /// Timeline view format: `text`, `svg` (a picture) or `html` (a page holding the picture);
    /// `svg` and `html` turn the timeline view on and print it alone.
    #[arg(long = "timeline-format", default_value = "text")]
    pub timeline_format: String,
}

/// The `-mcpu` name of the host CPU, as LLVM 22 names it: reads cpuid here and leaves the
/// naming to `target::sched::host::host_cpu_name`.
pub fn host_cpu_name() -> &'static str {
    #[cfg(target_arch = "x86_64")]
    {
        use host_cpuid::read_host_cpuid;
        crate::target::sched::host::host_cpu_name(&read_host_cpuid())
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        "generic"
    }
}

#[cfg(target_arch = "x86_64")]
mod host_cpuid {
    use crate::target::sched::host::{CpuVendor, HostCpuid, HostFeatures};
    use std::arch::x86_64::{__cpuid, __cpuid_count, _xgetbv};

    /// Reads the vendor, family, model and the feature flags the naming rules use.
    pub fn read_host_cpuid() -> HostCpuid {
        // SAFETY (all cpuid calls): cpuid exists on every x86-64 processor, and each leaf is
        // read only when the maximum leaf reported by leaf 0 / 0x80000000 covers it.
        let leaf0 = __cpuid(0);
        let max_leaf = leaf0.eax;
        let vendor = CpuVendor::from_leaf0_ebx(leaf0.ebx);
        let leaf1 = __cpuid(1);
        let (family, model) = HostCpuid::family_model(leaf1.eax);
        let bit = |r: u32, b: u32| (r >> b) & 1 == 1;
        let osxsave = bit(leaf1.ecx, 27);
        // XCR0: the OS saves the YMM state (bits 1, 2) and the AVX-512 state (bits 5, 6, 7).
        // SAFETY: xgetbv is valid once cpuid says OSXSAVE.
        let xcr0 = if osxsave { unsafe { _xgetbv(0) } } else { 0 };
        let avx_saved = xcr0 & 0x6 == 0x6;
        let avx512_saved = avx_saved && xcr0 & 0xe0 == 0xe0;
        let (l7_ebx, l7_ecx, l7_edx, l7_1_eax) = if max_leaf >= 7 {
            let l7 = __cpuid_count(7, 0);
            let l7_1_eax = if l7.eax >= 1 {
                __cpuid_count(7, 1).eax
            } else {
                0
            };
            (l7.ebx, l7.ecx, l7.edx, l7_1_eax)
        } else {
            (0, 0, 0, 0)
        };
        let max_ext = __cpuid(0x8000_0000).eax;
        let ext1_edx = if max_ext >= 0x8000_0001 {
            __cpuid(0x8000_0001).edx
        } else {
            0
        };
        let features = HostFeatures {
            mmx: bit(leaf1.edx, 23),
            sse: bit(leaf1.edx, 25),
            sse2: bit(leaf1.edx, 26),
            sse3: bit(leaf1.ecx, 0),
            ssse3: bit(leaf1.ecx, 9),
            sse4_1: bit(leaf1.ecx, 19),
            sse4_2: bit(leaf1.ecx, 20),
            movbe: bit(leaf1.ecx, 22),
            avx: bit(leaf1.ecx, 28) && avx_saved,
            avx2: bit(l7_ebx, 5) && avx_saved,
            adx: bit(l7_ebx, 19),
            sha: bit(l7_ebx, 29),
            clflushopt: bit(l7_ebx, 23),
            avx512vl: bit(l7_ebx, 31) && avx512_saved,
            avx512vnni: bit(l7_ecx, 11) && avx512_saved,
            avx512bf16: bit(l7_1_eax, 5) && avx512_saved,
            avx512vbmi: bit(l7_ecx, 1) && avx512_saved,
            avx512vbmi2: bit(l7_ecx, 6) && avx512_saved,
            avx512vp2intersect: bit(l7_edx, 8) && avx512_saved,
            lm: bit(ext1_edx, 29),
        };
        HostCpuid {
            vendor,
            family,
            model,
            features,
        }
    }
}

fn emit(stderr: &str) {
    let mut e = std::io::stderr().lock();
    let _ = e.write_all(stderr.as_bytes());
    let _ = e.flush();
}

pub fn run(args: Args) -> Result<i32> {
    let triple = args
        .mtriple
        .clone()
        .unwrap_or_else(|| "x86_64-pc-linux-gnu".to_string());
    let arch = triple.split('-').next().unwrap_or("");
    let march_ok = args
        .march
        .as_deref()
        .is_none_or(|m| matches!(m, "x86-64" | "x86" | "x86_64"));
    if !matches!(arch, "x86_64" | "i386" | "i486" | "i586" | "i686" | "x86") || !march_ok {
        emit(&format!(
            "error: atomir mca supports x86 targets only; '{triple}' is not supported\n"
        ));
        return Ok(1);
    }
    let model_storage;
    let mut host_model = None;
    let mut cpu_name = args.mcpu.clone().unwrap_or_default();
    let mut model_path = args.mcpu_model.clone();
    if args.mcpu_model.is_none() && args.mcpu.as_deref() == Some(NATIVE_MEASURED) {
        match native_measured_model()? {
            Some(p) => model_path = Some(p),
            None => return Ok(1),
        }
    }
    let model: &SchedModel = match &model_path {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("could not read model file '{}'", path.display()))?;
            if is_host_model(&text) {
                match load_host_model(path, &text) {
                    Ok(h) => {
                        emit(&format!(
                            "note: host model {}: {} instruction forms applied ({} scheduling classes), {} port groups, dispatch width {}{}; everything else from {}\n",
                            path.display(),
                            h.measured.len(),
                            h.desc_source.len(),
                            h.model.resources.iter().filter(|r| r.name.starts_with("Host.")).count(),
                            h.model.dispatch_width,
                            h.front_end.describe(),
                            h.fallback
                        ));
                        if args.verbose {
                            for why in &h.skipped {
                                emit(&format!("note: {why}\n"));
                            }
                        }
                        host_model = Some(h);
                        match &host_model {
                            Some(h) => &h.model,
                            None => return Ok(1),
                        }
                    }
                    Err(message) => {
                        emit(&message);
                        return Ok(1);
                    }
                }
            } else {
                model_storage = SchedModel::from_json(&text)
                    .map_err(|e| anyhow::anyhow!("{}:{e}", path.display()))?;
                &model_storage
            }
        }
        None => {
            let (cpu, from_host) = match args.mcpu.as_deref() {
                Some(c) if c != "native" => (c.to_string(), false),
                _ => (host_cpu_name().to_string(), true),
            };
            cpu_name = cpu.clone();
            if cpu == "help" {
                emit(mcpu_help_text());
                return Ok(0);
            }
            match lookup_cpu(&cpu) {
                CpuLookup::Model(id) => {
                    let m = embedded_model(id).map_err(|e| anyhow::anyhow!("{e}"))?;
                    if from_host {
                        emit(&format!(
                            "note: no -mcpu given: using the host CPU '{cpu}' (scheduling model {})\n",
                            m.name
                        ));
                    }
                    m
                }
                CpuLookup::NoSchedModel => {
                    emit(&format!("error: unable to find instruction-level scheduling information for target triple '{triple}' and cpu '{cpu}'.\n"));
                    return Ok(1);
                }
                CpuLookup::Unknown => {
                    let line = format!(
                        "'{cpu}' is not a recognized processor for this target (ignoring processor)\n"
                    );
                    emit(&format!("{line}{line}"));
                    return Ok(1);
                }
            }
        }
    };
    // A model without a reorder buffer runs llvm-mca's in-order pipeline: no retire control
    // unit (no -retire-stats view), and the bottleneck analysis only when asked by name.
    let in_order = model.micro_op_buffer_size == 0;
    // The reader takes bytes as they are: stray bytes in comments and strings are accepted,
    // elsewhere they are located errors (`mca::asm::reader_text`), as with llvm-mca.
    let input = read_input(args.input.as_deref())?;
    let name = input.name.clone();
    let skip = match args.skip_unsupported_instructions.as_str() {
        "none" => SkipUnsupported::None,
        "lack-sched" => SkipUnsupported::LackSched,
        "parse-failure" => SkipUnsupported::ParseFailure,
        "any" => SkipUnsupported::Any,
        other => {
            emit(&format!("atomir mca: for the --skip-unsupported-instructions option: Cannot find option named '{other}'!\n"));
            return Ok(1);
        }
    };
    let ordered_lsu = match args.lsu.as_str() {
        "llvm" => false,
        "ordered" => true,
        other => {
            emit(&format!(
                "atomir mca: for the --lsu option: Cannot find option named '{other}'!\n"
            ));
            return Ok(1);
        }
    };
    let timeline_format = match args.timeline_format.as_str() {
        "text" => TimelineFormat::Text,
        "svg" => TimelineFormat::Svg,
        "html" => TimelineFormat::Html,
        other => {
            emit(&format!("atomir mca: for the --timeline-format option: Cannot find option named '{other}'!\n"));
            return Ok(1);
        }
    };
    let on = |o: Option<bool>| o.unwrap_or(false);
    if timeline_format != TimelineFormat::Text
        && (on(args.json)
            || args
                .instruction_tables
                .as_deref()
                .is_some_and(|t| t != "none"))
    {
        emit("atomir mca: -timeline-format=svg and =html draw the simulated timeline: they cannot be combined with -json or -instruction-tables\n");
        return Ok(1);
    }
    let all_views = on(args.all_views);
    let all_stats = on(args.all_stats) || all_views;
    let tables = match args.instruction_tables.as_deref() {
        None => None,
        Some("normal") | Some("") => Some(false),
        Some("full") => Some(true),
        Some("none") => None,
        Some(other) => {
            emit(&format!("atomir mca: for the --instruction-tables option: Cannot find option named '{other}'!\n"));
            return Ok(1);
        }
    };
    let views = ViewSelection {
        summary: args.summary_view.unwrap_or(true),
        instruction_info: args.instruction_info.unwrap_or(true),
        resource_pressure: args.resource_pressure.unwrap_or(true),
        timeline: on(args.timeline) || all_views || timeline_format != TimelineFormat::Text,
        dispatch_stats: on(args.dispatch_stats) || all_stats,
        scheduler_stats: on(args.scheduler_stats) || all_stats,
        retire_stats: (on(args.retire_stats) || all_stats) && !in_order,
        register_file_stats: on(args.register_file_stats) || all_stats,
        bottleneck: on(args.bottleneck_analysis) || (all_views && !in_order),
        instruction_tables: tables,
        json: on(args.json),
        show_barriers: on(args.show_barriers),
        show_encoding: on(args.show_encoding),
        timeline_format,
    };
    let variant = match args.output_asm_variant {
        None => None,
        Some(0) => Some(Syntax::Att),
        Some(1) => Some(Syntax::Intel),
        Some(_) => None,
    };
    let opts = McaOptions {
        sim: SimConfig {
            iterations: if args.iterations == 0 {
                100
            } else {
                args.iterations
            },
            dispatch_width: args.dispatch,
            register_file_size: args.register_file_size,
            lqueue: args.lqueue,
            squeue: args.squeue,
            no_alias: args.noalias.unwrap_or(true),
            ordered_lsu,
            pressure_events: views.bottleneck,
            micro_op_queue_size: args.micro_op_queue_size,
            decoder_throughput: args.decoder_throughput,
            host: host_model.as_ref().map(|h| h.front_end.clone()),
        },
        views,
        timeline_max_iterations: args.timeline_max_iterations,
        timeline_max_cycles: args.timeline_max_cycles,
        print: PrintOptions {
            variant,
            imm_hex: on(args.print_imm_hex),
        },
        skip,
        call_latency: args.call_latency,
        cpu_name: cpu_name.clone(),
        triple: triple.clone(),
    };
    if let (Some(h), true) = (&host_model, args.verbose) {
        emit(&provenance_notes(h, &input.bytes));
    }
    let prepared = prepare(&name, &input.bytes, model, &opts);
    emit_bytes(&prepared.stderr);
    if prepared.failed && !prepared.reports_before_failing {
        return Ok(1);
    }
    let mut output = Output::create(args.output.as_deref())?;
    match prepared.report(&mut output) {
        Ok(()) if prepared.failed => {
            // The regions before the failing one are reported, and the run still fails.
            output.commit()?;
            return Ok(1);
        }
        Ok(()) => {}
        Err(ReportError::View(e)) => {
            // Nothing was written; dropping `output` removes its temporary file.
            emit(&format!("error: {e}\n"));
            return Ok(1);
        }
        Err(ReportError::Io(e)) => {
            return Err(e).context(output.write_error_context());
        }
    }
    output.commit()?;
    Ok(0)
}

/// `-mcpu=native-measured`: the calibrated model of this host, from its cache file.
const NATIVE_MEASURED: &str = "native-measured";

/// Where `-mcpu=native-measured` keeps the host model: `$ATOMIR_HOST_MODEL` when set, else
/// `$XDG_CACHE_HOME/atomir/host-model-<mcpu>.json`, else `$HOME/.cache/atomir/host-model-<mcpu>.json`.
pub fn native_measured_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("ATOMIR_HOST_MODEL") {
        return Some(PathBuf::from(p));
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
    Some(
        base.join("atomir")
            .join(format!("host-model-{}.json", host_cpu_name())),
    )
}

/// The cached host model's path, calibrating this host first when there is none. `None`:
/// calibration failed (its messages are printed).
fn native_measured_model() -> Result<Option<PathBuf>> {
    let Some(path) = native_measured_path() else {
        emit("error: -mcpu=native-measured: no cache directory (set ATOMIR_HOST_MODEL, XDG_CACHE_HOME or HOME)\n");
        return Ok(None);
    };
    if path.exists() {
        emit(&format!(
            "note: -mcpu=native-measured: using {}\n",
            path.display()
        ));
        return Ok(Some(path));
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)
            .with_context(|| format!("could not create '{}'", dir.display()))?;
    }
    emit(&format!(
        "note: -mcpu=native-measured: no host model yet; calibrating this host once into {}\n",
        path.display()
    ));
    let status = super::calibrate::calibrate_into(&path)?;
    if status != 0 || !path.exists() {
        emit("error: -mcpu=native-measured: calibration failed\n");
        return Ok(None);
    }
    Ok(Some(path))
}

/// Builds a host model over its fallback; `Err` is the rendered diagnostic (file:line:col,
/// the line, a caret).
fn load_host_model(path: &std::path::Path, text: &str) -> Result<HostModel, String> {
    let located = |e: HostModelError| {
        let line = text.lines().nth(e.line - 1).unwrap_or("");
        format!(
            "{}:{}:{}: error: {}\n{line}\n{}^\n",
            path.display(),
            e.line,
            e.column,
            e.message,
            " ".repeat(e.column - 1)
        )
    };
    let file = HostModelFile::parse(text).map_err(located)?;
    let cpu = file.fallback_cpu().map_err(located)?;
    let fallback = match lookup_cpu(&cpu) {
        CpuLookup::Model(id) => embedded_model(id).map_err(|e| format!("error: {e}\n"))?,
        _ => {
            return Err(located(file.error(
                &["fallback"],
                &format!("fallback CPU '{cpu}' has no bundled scheduling model"),
            )))
        }
    };
    file.build(fallback).map_err(located)
}

/// One note per distinct instruction of the input: where its scheduling figures come from.
fn provenance_notes(h: &HostModel, source: &[u8]) -> String {
    let text = crate::mca::asm::reader_text(source);
    let src = crate::mca::asm::parse_source(&text);
    let mut seen = std::collections::BTreeSet::new();
    let mut out = String::new();
    for st in &src.statements {
        let Ok(m) = crate::mca::asm::matcher::match_statement(st) else {
            continue;
        };
        let variant = SchedVariant::of(&m.instruction);
        let key = format!("{:?} {variant}", m.code);
        if !seen.insert(key.clone()) {
            continue;
        }
        let why = match h.provenance(m.code, variant) {
            Some(Provenance::Measured(f)) => format!("measured (form {f})"),
            Some(Provenance::SameClass(f)) => {
                format!("borrowed: same {} scheduling class as form {f}", h.fallback)
            }
            None => format!("borrowed: {} data (not measured)", h.fallback),
        };
        out.push_str(&format!("note: {} [{key}]: {why}\n", st.mnemonic));
    }
    out
}

fn emit_bytes(stderr: &[u8]) {
    let mut e = std::io::stderr().lock();
    let _ = e.write_all(stderr);
    let _ = e.flush();
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Args as _;

    #[test]
    fn every_option_has_a_help_line() {
        let cmd = Args::augment_args(clap::Command::new("mca"));
        let missing: Vec<String> = cmd
            .get_arguments()
            .filter(|a| a.get_help().is_none_or(|h| h.to_string().trim().is_empty()))
            .map(|a| a.get_id().to_string())
            .collect();
        assert!(missing.is_empty(), "options without help: {missing:?}");
    }
}
