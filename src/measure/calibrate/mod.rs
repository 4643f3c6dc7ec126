//! `calibrate`: the host's instruction forms measured with the `measure` engine, as a model file.
//!
//! The simulator reads this file (`target::sched::host_model`: `atomir mca -mcpu-model=FILE`).
//!
//! Owns: choosing the forms ([`forms::FORMS`], filtered by `-forms=` through [`pattern`] and by
//! the host's cpuid features, which the caller passes in), generating each form's latency chain
//! and throughput stream blocks ([`forms`]), measuring them with [`super::measure_block`], and the
//! model file (rendered as a string). Must not touch: cpuid, files, the terminal (the caller draws
//! progress from the callback), the mca simulator or `target::sched` (`target::sched::host_model`
//! turns the file into a scheduling model).
//!
//! Model file (JSON, keys sorted, figures rounded to 1/10,000; the layout does not depend on the
//! host, only the figures do):
//! ```text
//! { "schema": "atomir-host-model/2",
//!   "host": null (in a dry run) | { "cpu": "<model name>", "mcpu": "<LLVM -mcpu name from cpuid>",
//!             "features": [ the cpuid features the form table asks about that the host has ] },
//!   "method": { "chain_copies": 4, "stream_copies": 12, "unroll": [A, B],
//!               "repetitions": N, "samples": S, "cpu": K | null },
//!   "front_end": { "issue_width": round(1 / nop rthroughput) | null,
//!                  "zero_idioms": { "xor_r32" | "sub_r32" | "pxor_xmm" | "xorps_xmm" |
//!                                   "vpxor_xmm": recognised? } | null,
//!                  "dependency_breaking_idioms": { "cvtsi2ss_xmm": bool } | null,
//!                  "move_elimination": bool | null, "store_forwarding_latency": cycles | null,
//!                  "immediate_folding": bool | null,
//!                  "decode_width": instructions per cycle | null,
//!                  "micro_op_queue": null (not measurable here),
//!                  "macro_fusion": { "cmp" | "test" | "add" | "sub" | "and" | "inc" | "dec":
//!                                    bool | null },
//!                  "store_forwarding": { "same_address", "other_registers",
//!                                        "address_dependent": cycles | null,
//!                                        "aliasing": "harness",
//!                                        "harness_register_value": v } | null,
//!                  "not_measured": { "<field>": "<why it is null>" } }
//!                  (rules in `front_end` and `front_end_probe_fields` below),
//!   "probes": null (before the probes run) | { "<probe>": { "cycles": c, "spread": s } |
//!             { "cycles": null, "reason": "<why>" } } ([`FRONT_END_PROBES`]),
//!   "ports": null (dry run) | { "<group>": { "probe": "<form>", "units": round(1 / the
//!             probe's rthroughput), "sharing": { "<form>": 0..1 } } } for the groups of
//!             [`PROBES`] (method in `measure_ports`),
//!   "forms": { "<form>": { "instruction": "<AT&T text of the form's instruction>",
//!                          "encoding": "<its machine code in hex>",
//!                          "feature": "<cpuid feature or base>",
//!                          "status": "measured" | "cannot measure" | "not supported by the host"
//!                                    | "dry-run",
//!                          "latency": cycles | null, "rthroughput": cycles | null,
//!                          "uops": null (no performance counters to count them),
//!                          "spread": { "latency": (p90-min)/min | null, "rthroughput": ... },
//!                          "reason": "<why>" (only when not measured) } } }
//! ```
//! `latency` is null for forms with no chain (stores, `mov $imm`), `rthroughput` for forms
//! with no stream (`store_load_forward_r64`: the store-and-reload round trip's latency).

pub mod auto_forms;
pub mod forms;
pub mod pattern;

use super::block::encode_regions;
use super::{measure_block, MeasureOptions, Outcome};
use forms::{Form, Kind};
use pattern::Pattern;
use serde_json::{json, Map, Value};

/// What the caller found out about the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostInfo {
    /// The processor's name (`/proc/cpuinfo`'s model name).
    pub cpu: String,
    /// LLVM's `-mcpu` name of the host.
    pub mcpu: String,
    /// The features (as [`Form::feature`] spells them) the host has; `base` is implied.
    pub features: Vec<String>,
}

impl HostInfo {
    /// `feature` may be several joined by `+` (generated forms): all are needed.
    pub fn supports(&self, feature: &str) -> bool {
        feature
            .split('+')
            .all(|one| one == "base" || self.features.iter().any(|f| f == one))
    }
}

/// Every cpuid feature the form table asks about, sorted.
pub fn features_asked() -> Vec<&'static str> {
    let mut v: Vec<&str> = forms::all_forms()
        .iter()
        .flat_map(|f| f.feature.split('+'))
        .filter(|&f| f != "base")
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The forms whose names `pattern` matches (all without one), in table order: the hand-written
/// table, then the forms generated from the bundled models ([`auto_forms`]).
pub fn select(pattern: Option<&Pattern>) -> Vec<&'static Form> {
    forms::all_forms()
        .iter()
        .copied()
        .filter(|f| pattern.is_none_or(|p| p.is_match(f.name)))
        .collect()
}

/// The `-list-forms` report: counts of the bundled models' entries (known), the forms made of
/// them (generated, plus the hand-written table), the exclusions by reason class, and with a
/// host, the forms it supports (what a full run measures); then one line per form and per
/// exclusion: `<name>  <kind>  <detail>`.
pub fn list_forms_text(host: Option<&HostInfo>) -> String {
    use std::fmt::Write as _;
    let g = auto_forms::generated();
    let hand = forms::FORMS;
    let mut s = String::new();
    let both = g
        .forms
        .iter()
        .filter(|f| f.form.latency.is_some() && f.form.throughput.is_some())
        .count();
    let lat_only = g
        .forms
        .iter()
        .filter(|f| f.form.throughput.is_none())
        .count();
    let thr_only = g.forms.iter().filter(|f| f.form.latency.is_none()).count();
    let _ = writeln!(
        s,
        "known: {} (iced Code, variant) entries in the bundled models",
        g.known
    );
    let _ = writeln!(
        s,
        "generated: {} (latency and throughput {both}, throughput only {thr_only}, latency only {lat_only})",
        g.forms.len()
    );
    let _ = writeln!(s, "hand-written: {}", hand.len());
    let _ = writeln!(s, "excluded: {}", g.excluded.len());
    for (class, n) in auto_forms::exclusion_counts() {
        let _ = writeln!(s, "  {class}: {n}");
    }
    if let Some(h) = host {
        let gen = g
            .forms
            .iter()
            .filter(|f| h.supports(f.form.feature))
            .count();
        let hw = hand.iter().filter(|f| h.supports(f.feature)).count();
        let _ = writeln!(
            s,
            "host-supported: {} (generated {gen} of {}, hand-written {hw} of {}); a full run measures these",
            gen + hw,
            g.forms.len(),
            hand.len()
        );
    }
    let mut notes: Vec<(String, String)> = Vec::new();
    for f in hand {
        notes.push((f.name.to_string(), format!("hand-written\t{}", f.feature)));
    }
    for f in &g.forms {
        let mut what = match (f.form.latency.is_some(), f.form.throughput.is_some()) {
            (true, true) => "latency+throughput".to_string(),
            (false, true) => format!(
                "throughput only ({})",
                f.latency_note.unwrap_or("no latency chain")
            ),
            _ => format!(
                "latency only ({})",
                f.throughput_note.unwrap_or("no stream")
            ),
        };
        if let Some(h) = host {
            if !h.supports(f.form.feature) {
                what.push_str(", not supported by the host");
            }
        }
        notes.push((
            f.form.name.to_string(),
            format!("generated\t{}\t{what}", f.form.feature),
        ));
    }
    for e in &g.excluded {
        notes.push((
            e.name.clone(),
            format!("excluded\t{}: {}", e.class, e.detail),
        ));
    }
    for (name, what) in notes {
        let _ = writeln!(s, "{name}\t{what}");
    }
    s
}

/// The blocks of `forms` as one assembly text (one region per block, usable as `atomir measure`
/// input), each form introduced by a comment saying how its figures are derived. Every block is
/// encoded to check it, so an error here is the same one a measurement would meet.
pub fn dry_run_text(forms: &[&Form]) -> Result<String, Vec<u8>> {
    let mut out = String::new();
    for f in forms {
        out.push_str(&format!(
            "# form {} (class {}, needs {})\n",
            f.name,
            f.class.name(),
            f.feature
        ));
        for kind in [Kind::Latency, Kind::Throughput] {
            if let Some(text) = f.block(kind) {
                encode_regions(&format!("<{}.{}>", f.name, kind.name()), text.as_bytes())?;
                out.push_str(&format!(
                    "# {} = cycles per iteration / {}\n",
                    kind.name(),
                    f.divisor(kind)
                ));
                out.push_str(&text);
            }
        }
    }
    Ok(out)
}

/// The model file's layout for `forms` without measuring (`-dry-run -json`): every form
/// `"status": "dry-run"`, figures and host null.
pub fn skeleton(forms: &[&'static Form], opts: &MeasureOptions) -> Calibration {
    Calibration {
        host: None,
        opts: *opts,
        forms: forms.iter().map(|&f| (f, FormOutcome::DryRun)).collect(),
        ports: Vec::new(),
        probes: Vec::new(),
    }
}

/// One measured figure.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub cycles: f64,
    pub spread: f64,
}

/// What became of one form.
#[derive(Clone, Debug, PartialEq)]
pub enum FormOutcome {
    Measured {
        latency: Option<Figure>,
        rthroughput: Option<Figure>,
    },
    CannotMeasure(String),
    NotSupported,
    /// `-dry-run -json`: the file's layout without measuring.
    DryRun,
}

/// A calibration: the host, the options and each selected form's outcome.
#[derive(Clone, Debug, PartialEq)]
pub struct Calibration {
    /// None in a dry run (the host is not examined).
    pub host: Option<HostInfo>,
    pub opts: MeasureOptions,
    pub forms: Vec<(&'static Form, FormOutcome)>,
    /// Port sharing measured by pairs (empty in a dry run or when no probe was measured).
    pub ports: Vec<PortProbe>,
    /// The front-end and forwarding probes measured ([`measure_probes`]; empty until then).
    pub probes: Vec<(&'static FrontEndProbe, ProbeOutcome)>,
}

/// The probe forms whose ports the others are compared with: (group name, form).
pub const PROBES: [(&str, &str); 5] = [
    ("alu", "add_r64_r64"),
    ("load", "mov_r64_m64"),
    ("store", "mov_m64_r64"),
    ("fp_add", "addps_xmm_xmm"),
    ("fp_mul", "mulps_xmm_xmm"),
];

/// One probe's port group: its units (1 / the probe's rthroughput, rounded) and, per form, how
/// much the form and the probe slow each other down when run together.
#[derive(Clone, Debug, PartialEq)]
pub struct PortProbe {
    pub group: &'static str,
    pub probe: &'static str,
    pub units: u32,
    /// (form, sharing): 0 = the two never compete (the pair runs as fast as the slower half
    /// alone), 1 = they compete for the same units (the pair takes the sum of the halves).
    pub sharing: Vec<(&'static str, f64)>,
}

/// Progress of a calibration: `done` of `total` blocks, the block about to be measured.
pub struct Progress<'a> {
    pub done: usize,
    pub total: usize,
    pub block: &'a str,
}

fn kinds(f: &Form) -> Vec<Kind> {
    [Kind::Latency, Kind::Throughput]
        .into_iter()
        .filter(|&k| f.block(k).is_some())
        .collect()
}

/// Measures `forms` on this host (forms whose feature the host lacks are recorded, not run).
/// `Err` is the rendered diagnostics of a generated block that does not encode (a bug in the
/// form table, which the unit tests keep from happening).
pub fn calibrate(
    forms: &[&'static Form],
    host: &HostInfo,
    opts: &MeasureOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<Calibration, Vec<u8>> {
    let runnable: Vec<&Form> = forms
        .iter()
        .copied()
        .filter(|f| host.supports(f.feature))
        .collect();
    let total: usize = runnable.iter().map(|f| kinds(f).len()).sum();
    let mut done = 0;
    let mut out = Vec::new();
    for &f in forms {
        if !host.supports(f.feature) {
            out.push((f, FormOutcome::NotSupported));
            continue;
        }
        let mut figures = [None, None];
        let mut failure = None;
        for kind in kinds(f) {
            let name = format!("{}.{}", f.name, kind.name());
            progress(Progress {
                done,
                total,
                block: &name,
            });
            let text = f.block(kind).expect("kinds() lists only existing blocks");
            let block = encode_regions(&format!("<{name}>"), text.as_bytes())?
                .pop()
                .expect("a generated text has one region");
            match measure_block(&block, opts) {
                Outcome::Measured(m) => {
                    figures[kind as usize] = Some(Figure {
                        cycles: m.cycles / f.divisor(kind),
                        spread: m.spread.relative,
                    })
                }
                Outcome::CannotMeasure(why) => {
                    failure.get_or_insert(format!("{}: {why}", kind.name()));
                }
                Outcome::DryRun(_) => unreachable!("calibrate never asks for a dry run"),
            }
            done += 1;
        }
        let [latency, rthroughput] = figures;
        out.push((
            f,
            match failure {
                Some(why) => FormOutcome::CannotMeasure(why),
                None => FormOutcome::Measured {
                    latency,
                    rthroughput,
                },
            },
        ));
    }
    let ports = measure_ports(&out, opts, progress)?;
    progress(Progress {
        done: 1,
        total: 1,
        block: "",
    });
    Ok(Calibration {
        host: Some(host.clone()),
        opts: *opts,
        forms: out,
        ports,
        probes: Vec::new(),
    })
}

/// Cycles per iteration of one generated block, or none when it cannot be measured.
fn measure_text(name: &str, text: &str, opts: &MeasureOptions) -> Result<Option<f64>, Vec<u8>> {
    let block = encode_regions(&format!("<{name}>"), text.as_bytes())?
        .pop()
        .expect("a generated text has one region");
    Ok(match measure_block(&block, opts) {
        Outcome::Measured(m) => Some(m.cycles),
        _ => None,
    })
}

/// Port sharing by pairs: every measured form with a stream is run beside each measured probe
/// ([`PROBES`]), half the stream each ([`Form::half_block`], [`Form::pair_block`]). With `a` and
/// `b` the halves alone, `f` the front end's time for the pair's instructions (12 x the `nop`
/// form's rthroughput, when measured) and `p` the pair, sharing = (p - max(a, b, f)) / min(a, b),
/// clamped to [0, 1].
fn measure_ports(
    measured: &[(&'static Form, FormOutcome)],
    opts: &MeasureOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<Vec<PortProbe>, Vec<u8>> {
    let streams: Vec<&'static Form> = measured
        .iter()
        .filter(|(f, o)| {
            // Pairs for the hand-written forms only: the generated ones would multiply the run
            // time by six (their ports come from the host model's pools; see auto_forms).
            forms::is_hand_written(f)
                && f.throughput.is_some()
                && matches!(
                    o,
                    FormOutcome::Measured {
                        rthroughput: Some(_),
                        ..
                    }
                )
        })
        .map(|(f, _)| *f)
        .collect();
    let probes: Vec<(&'static str, &'static Form, f64)> = PROBES
        .iter()
        .filter_map(|&(group, name)| {
            measured.iter().find_map(|(f, o)| match o {
                FormOutcome::Measured {
                    rthroughput: Some(r),
                    ..
                } if f.name == name => Some((group, *f, r.cycles)),
                _ => None,
            })
        })
        .collect();
    let total = streams.len() * (probes.len() + 1) + probes.len();
    let mut done = 0;
    let mut step = |name: &str, progress: &mut dyn FnMut(Progress)| {
        progress(Progress {
            done,
            total,
            block: name,
        });
        done += 1;
    };
    let half = forms::STREAM_COPIES / 2;
    // The front end's bound on a pair block: its instructions at the measured `nop` rate (a
    // pair that only runs into the issue width does not share ports).
    let front_end = measured.iter().find_map(|(f, o)| match o {
        FormOutcome::Measured {
            rthroughput: Some(r),
            ..
        } if f.name == "nop" => Some(r.cycles * forms::STREAM_COPIES as f64),
        _ => None,
    });
    let mut probe_alone = Vec::new();
    for (_, p, _) in &probes {
        let text = p.half_block(half).expect("probes have streams");
        step(&format!("{}.half", p.name), progress);
        probe_alone.push(measure_text(p.name, &text, opts)?);
    }
    let mut out: Vec<PortProbe> = probes
        .iter()
        .map(|&(group, p, r)| PortProbe {
            group,
            probe: p.name,
            units: (1.0 / r).round().max(1.0) as u32,
            sharing: Vec::new(),
        })
        .collect();
    for f in &streams {
        step(&format!("{}.half", f.name), progress);
        let alone = measure_text(f.name, &f.half_block(0).expect("a stream"), opts)?;
        for (k, (_, p, _)) in probes.iter().enumerate() {
            let name = format!("{}.with.{}", f.name, p.name);
            step(&name, progress);
            let pair = measure_text(&name, &f.pair_block(p).expect("streams"), opts)?;
            if let (Some(a), Some(b), Some(pair)) = (alone, probe_alone[k], pair) {
                let lo = a.min(b);
                if lo > 0.0 {
                    let bound = a.max(b).max(front_end.unwrap_or(0.0));
                    let s = ((pair - bound) / lo).clamp(0.0, 1.0);
                    out[k].sharing.push((f.name, s));
                }
            }
        }
    }
    Ok(out)
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

/// The first instruction of a form's block, as the model file names it.
fn instruction_text(f: &Form) -> String {
    let text = f
        .block(Kind::Latency)
        .or_else(|| f.block(Kind::Throughput))
        .expect("every form has a block");
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .nth(f.subject)
        .map(|l| l.trim().to_string())
        .unwrap_or_default()
}

/// The machine code of the form's instruction (lower-case hex), which the simulator's host model
/// decodes to find the instruction's scheduling entry.
fn instruction_encoding(f: &Form) -> String {
    let text = format!(
        "# LLVM-MCA-BEGIN e\n{}\n# LLVM-MCA-END e\n",
        instruction_text(f)
    );
    match encode_regions("<form>", text.as_bytes()) {
        Ok(mut blocks) => blocks
            .pop()
            .and_then(|b| b.insts.into_iter().next())
            .map(|i| i.bytes.iter().map(|b| format!("{b:02x}")).collect())
            .unwrap_or_default(),
        Err(_) => String::new(),
    }
}

fn figure_of<'a>(c: &'a Calibration, name: &str, latency: bool) -> Option<&'a Figure> {
    c.forms.iter().find_map(|(f, o)| match o {
        FormOutcome::Measured {
            latency: l,
            rthroughput: r,
        } if f.name == name => {
            if latency {
                l.as_ref()
            } else {
                r.as_ref()
            }
        }
        _ => None,
    })
}

/// The front-end facts derived from the measured forms (null where the form was not measured):
/// issue width = 1 / the `nop` stream's rthroughput, rounded; each zero idiom is recognised when
/// its chain costs less than half the feeding add's latency per copy; move elimination when
/// `mov r64, r64` there and back costs under half a cycle per move; store-to-load forwarding
/// latency = the store-then-reload round trip (`movq %rax, (%rax); movq (%rax), %rax`: the next
/// address is the loaded value, so it is an address-dependent round trip); `cvtsi2ss` breaks the
/// dependency on its destination when the chain through it costs less than the feeding addss's
/// latency per copy; immediate folding (the immediate form costs what the register form costs)
/// when `add $imm` (`add_r64_imm`) has a latency and a reciprocal throughput no more than 5%
/// above `add reg` (`add_r64_r64`).
fn front_end(c: &Calibration) -> Value {
    let issue = figure_of(c, "nop", false).map(|r| (1.0 / r.cycles).round());
    let mut idioms = Map::new();
    for (key, form, feeder) in [
        ("xor_r32", "zero_idiom_xor_r32", "add_r32_r32"),
        ("sub_r32", "zero_idiom_sub_r32", "add_r32_r32"),
        ("pxor_xmm", "zero_idiom_pxor_xmm", "paddd_xmm_xmm"),
        ("xorps_xmm", "zero_idiom_xorps_xmm", "paddd_xmm_xmm"),
        ("vpxor_xmm", "zero_idiom_vpxor_xmm", "paddd_xmm_xmm"),
    ] {
        if let (Some(l), Some(add)) = (figure_of(c, form, true), figure_of(c, feeder, true)) {
            idioms.insert(key.into(), json!(l.cycles < add.cycles / 2.0));
        }
    }
    let mut dep_breaking = Map::new();
    if let (Some(l), Some(add)) = (
        figure_of(c, "dep_break_cvtsi2ss_xmm", true),
        figure_of(c, "addss_xmm_xmm", true),
    ) {
        dep_breaking.insert("cvtsi2ss_xmm".into(), json!(l.cycles < add.cycles));
    }
    let (decode_width, macro_fusion, store_forwarding, mut not_measured) =
        front_end_probe_fields(c);
    not_measured.insert(
        "micro_op_queue".into(),
        json!("not measurable without performance counters: a queue's size shows only as stalls this harness cannot tell from the dispatch width"),
    );
    json!({
        "decode_width": decode_width,
        "issue_width": issue,
        "micro_op_queue": null,
        "macro_fusion": macro_fusion,
        "store_forwarding": store_forwarding,
        "not_measured": not_measured,
        "zero_idioms": if idioms.is_empty() { Value::Null } else { Value::Object(idioms) },
        "dependency_breaking_idioms": if dep_breaking.is_empty() { Value::Null } else { Value::Object(dep_breaking) },
        "move_elimination": figure_of(c, "mov_r64_r64", true).map(|l| l.cycles < 0.5),
        "immediate_folding": immediate_folding(c),
        "store_forwarding_latency": figure_of(c, "store_load_forward_r64", true).map(|l| round4(l.cycles)),
    })
}

/// Whether an immediate operand costs nothing over a register one (rule in [`front_end`]); None
/// when either `add` form lacks a figure.
fn immediate_folding(c: &Calibration) -> Option<bool> {
    let no_dearer = |a: &Figure, b: &Figure| a.cycles <= b.cycles * 1.05;
    Some(
        no_dearer(
            figure_of(c, "add_r64_imm", true)?,
            figure_of(c, "add_r64_r64", true)?,
        ) && no_dearer(
            figure_of(c, "add_r64_imm", false)?,
            figure_of(c, "add_r64_r64", false)?,
        ),
    )
}

/// The `ports` object: per probe group its probe, units and the sharing of every form.
fn ports_json(c: &Calibration) -> Value {
    if c.ports.is_empty() {
        return Value::Null;
    }
    let mut groups = Map::new();
    for p in &c.ports {
        let mut sharing = Map::new();
        for (f, s) in &p.sharing {
            sharing.insert((*f).into(), json!(round4(*s)));
        }
        groups.insert(
            p.group.into(),
            json!({"probe": p.probe, "units": p.units, "sharing": sharing}),
        );
    }
    Value::Object(groups)
}

/// The model file (schema in the module doc).
pub fn render_model(c: &Calibration) -> String {
    let mut forms = Map::new();
    for (f, outcome) in &c.forms {
        let fig = |x: &Option<Figure>| x.as_ref().map(|x| round4(x.cycles));
        let spread = |x: &Option<Figure>| x.as_ref().map(|x| round4(x.spread));
        let mut v = json!({
            "instruction": instruction_text(f),
            "encoding": instruction_encoding(f),
            "feature": f.feature,
            "uops": Value::Null,
        });
        let o = v.as_object_mut().expect("an object");
        match outcome {
            FormOutcome::Measured {
                latency,
                rthroughput,
            } => {
                o.insert("status".into(), json!("measured"));
                o.insert("latency".into(), json!(fig(latency)));
                o.insert("rthroughput".into(), json!(fig(rthroughput)));
                o.insert(
                    "spread".into(),
                    json!({"latency": spread(latency), "rthroughput": spread(rthroughput)}),
                );
            }
            FormOutcome::CannotMeasure(why) => {
                o.insert("status".into(), json!("cannot measure"));
                o.insert("reason".into(), json!(why));
                o.insert("latency".into(), Value::Null);
                o.insert("rthroughput".into(), Value::Null);
                o.insert(
                    "spread".into(),
                    json!({"latency": null, "rthroughput": null}),
                );
            }
            FormOutcome::DryRun => {
                o.insert("status".into(), json!("dry-run"));
                o.insert("latency".into(), Value::Null);
                o.insert("rthroughput".into(), Value::Null);
                o.insert(
                    "spread".into(),
                    json!({"latency": null, "rthroughput": null}),
                );
            }
            FormOutcome::NotSupported => {
                o.insert("status".into(), json!("not supported by the host"));
                o.insert("reason".into(), json!(format!("needs {}", f.feature)));
                o.insert("latency".into(), Value::Null);
                o.insert("rthroughput".into(), Value::Null);
                o.insert(
                    "spread".into(),
                    json!({"latency": null, "rthroughput": null}),
                );
            }
        }
        forms.insert(f.name.to_string(), v);
    }
    let host = c.host.as_ref().map(|h| {
        let mut features = h.features.clone();
        features.sort();
        json!({"cpu": h.cpu, "mcpu": h.mcpu, "features": features})
    });
    let doc = json!({
        "schema": "atomir-host-model/2",
        "host": host,
        "method": {
            "chain_copies": forms::CHAIN_COPIES,
            "stream_copies": forms::STREAM_COPIES,
            "unroll": [c.opts.unroll.0, c.opts.unroll.1],
            "repetitions": c.opts.run.repetitions,
            "samples": c.opts.run.samples,
            "cpu": c.opts.run.cpu,
        },
        "front_end": front_end(c),
        "probes": probes_json(c),
        "ports": ports_json(c),
        "forms": forms,
    });
    let mut s = serde_json::to_string_pretty(&doc).expect("JSON values serialise");
    s.push('\n');
    s
}

// ---- Front-end and store-forwarding probes -------------------------------------------------
//
// Hand-written blocks that are not instruction forms: macro fusion (each fusible instruction
// with a `jne` after it, adjacent and split), decode width (long nops) and store-to-load
// forwarding (three store/load pairs). Measured after the forms and ports; their figures fill
// `front_end`'s `decode_width`, `macro_fusion` and `store_forwarding` (rules in
// [`front_end_probe_fields`]).

/// One probe: its name (`fe_...`), the block and the divisor from cycles per iteration.
#[derive(Debug, PartialEq)]
pub struct FrontEndProbe {
    pub name: &'static str,
    /// What the figure is, for the dry run.
    pub what: &'static str,
    pub divisor: f64,
    kind: ProbeKind,
}

#[derive(Debug, PartialEq)]
enum ProbeKind {
    /// 8 copies of (`movq %rcx, %rdx`; the instruction; the jump to the next instruction) when
    /// adjacent, of (the instruction; `movq %rcx, %rdx`; the jump) when split; `{r}` is a
    /// register that differs per copy. The jump is the one the harness's values leave not
    /// taken (`cmp` of two equal registers: `jne`; the others leave a nonzero result: `je`):
    /// taken jumps to the next instruction cost about 1.6 cycles each here and hide the front
    /// end.
    Fusion {
        first: &'static str,
        jump: &'static str,
        adjacent: bool,
    },
    /// 12 copies of a 9-byte nop.
    LongNops,
    /// The block as written.
    Fixed(&'static str),
}

/// Registers the fusion probes' instructions write, one per copy (no chain between copies;
/// none is rcx/rdx, which the `mov` uses, rax, which `cmp`/`test` read, or rsp).
const FUSION_REGISTERS: [&str; 8] = ["rbx", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12"];

const fn fusion(
    name: &'static str,
    first: &'static str,
    jump: &'static str,
    adjacent: bool,
) -> FrontEndProbe {
    FrontEndProbe {
        name,
        what: if adjacent {
            "8 x (movq; instruction; jcc not taken): cycles per iteration"
        } else {
            "8 x (instruction; movq; jcc not taken): cycles per iteration"
        },
        divisor: 1.0,
        kind: ProbeKind::Fusion {
            first,
            jump,
            adjacent,
        },
    }
}

/// Every probe, in measuring order.
pub const FRONT_END_PROBES: [FrontEndProbe; 18] = [
    fusion("fe_fuse_cmp_adjacent", "cmpq %rax, %{r}", "jne", true),
    fusion("fe_fuse_cmp_split", "cmpq %rax, %{r}", "jne", false),
    fusion("fe_fuse_test_adjacent", "testq %rax, %{r}", "je", true),
    fusion("fe_fuse_test_split", "testq %rax, %{r}", "je", false),
    fusion("fe_fuse_add_adjacent", "addq $1, %{r}", "je", true),
    fusion("fe_fuse_add_split", "addq $1, %{r}", "je", false),
    fusion("fe_fuse_sub_adjacent", "subq $1, %{r}", "je", true),
    fusion("fe_fuse_sub_split", "subq $1, %{r}", "je", false),
    fusion("fe_fuse_and_adjacent", "andq %rax, %{r}", "je", true),
    fusion("fe_fuse_and_split", "andq %rax, %{r}", "je", false),
    fusion("fe_fuse_inc_adjacent", "incq %{r}", "je", true),
    fusion("fe_fuse_inc_split", "incq %{r}", "je", false),
    fusion("fe_fuse_dec_adjacent", "decq %{r}", "je", true),
    fusion("fe_fuse_dec_split", "decq %{r}", "je", false),
    FrontEndProbe {
        name: "fe_decode_long_nops",
        what: "rthroughput of a 9-byte nop (12 per iteration)",
        divisor: 12.0,
        kind: ProbeKind::LongNops,
    },
    FrontEndProbe {
        name: "fe_sf_same_address",
        what: "store, reload through the same register and displacement, add: cycles per iteration",
        divisor: 1.0,
        kind: ProbeKind::Fixed(
            "\tmovq %r8, 8(%rdi)\n\tmovq 8(%rdi), %r8\n\taddq $1, %r8\n",
        ),
    },
    FrontEndProbe {
        name: "fe_sf_other_registers",
        what: "store, reload through another register holding the same address, add: cycles per iteration",
        divisor: 1.0,
        kind: ProbeKind::Fixed(
            "\tmovq %r8, 8(%rdi)\n\tmovq 8(%rsi), %r8\n\taddq $1, %r8\n",
        ),
    },
    FrontEndProbe {
        name: "fe_sf_address_dependent",
        what: "store, reload through the stored value's address: cycles per iteration",
        divisor: 1.0,
        kind: ProbeKind::Fixed("\tmovq %rax, (%rax)\n\tmovq (%rax), %rax\n"),
    },
];

impl FrontEndProbe {
    /// The probe's block as `atomir measure` reads it (one region).
    pub fn block(&self) -> String {
        let mut out = format!("# LLVM-MCA-BEGIN {}\n", self.name);
        match &self.kind {
            ProbeKind::Fusion {
                first,
                jump,
                adjacent,
            } => {
                for (i, r) in FUSION_REGISTERS.iter().enumerate() {
                    let first = first.replace("{r}", r);
                    let mov = "movq %rcx, %rdx";
                    let (a, b) = if *adjacent {
                        (mov, first.as_str())
                    } else {
                        (first.as_str(), mov)
                    };
                    out.push_str(&format!(
                        "\t{a}\n\t{b}\n\t{jump} .L{name}_{i}\n.L{name}_{i}:\n",
                        name = self.name
                    ));
                }
            }
            ProbeKind::LongNops => {
                for _ in 0..12 {
                    out.push_str("\tnopw 256(%rax,%rax)\n");
                }
            }
            ProbeKind::Fixed(text) => out.push_str(text),
        }
        out.push_str(&format!("# LLVM-MCA-END {}\n", self.name));
        out
    }
}

/// The probes `pattern` selects: all without a pattern, else those whose name it matches
/// (`-forms='^fe_'` runs them alone).
pub fn select_probes(pattern: Option<&Pattern>) -> Vec<&'static FrontEndProbe> {
    FRONT_END_PROBES
        .iter()
        .filter(|p| pattern.is_none_or(|pat| pat.is_match(p.name)))
        .collect()
}

/// The probes' blocks for `-dry-run`, each introduced by what its figure is.
pub fn probes_dry_run_text(probes: &[&FrontEndProbe]) -> Result<String, Vec<u8>> {
    let mut out = String::new();
    for p in probes {
        let text = p.block();
        encode_regions(&format!("<{}>", p.name), text.as_bytes())?;
        out.push_str(&format!("# probe {}: {} / {}\n", p.name, p.what, p.divisor));
        out.push_str(&text);
    }
    Ok(out)
}

/// Measures `probes` into `c.probes` (none measurable: `None` with the reason).
pub fn measure_probes(
    c: &mut Calibration,
    probes: &[&'static FrontEndProbe],
    opts: &MeasureOptions,
    progress: &mut dyn FnMut(Progress),
) -> Result<(), Vec<u8>> {
    for (done, p) in probes.iter().enumerate() {
        progress(Progress {
            done,
            total: probes.len(),
            block: p.name,
        });
        let block = encode_regions(&format!("<{}>", p.name), p.block().as_bytes())?
            .pop()
            .expect("a probe has one region");
        let outcome = match measure_block(&block, opts) {
            Outcome::Measured(m) => ProbeOutcome::Measured(Figure {
                cycles: m.cycles / p.divisor,
                spread: m.spread.relative,
            }),
            Outcome::CannotMeasure(why) => ProbeOutcome::CannotMeasure(why.to_string()),
            Outcome::DryRun(_) => unreachable!("probes are never dry runs"),
        };
        c.probes.push((*p, outcome));
    }
    Ok(())
}

/// What became of one probe.
#[derive(Clone, Debug, PartialEq)]
pub enum ProbeOutcome {
    Measured(Figure),
    CannotMeasure(String),
}

fn probe_cycles(c: &Calibration, name: &str) -> Option<f64> {
    c.probes.iter().find_map(|(p, o)| match o {
        ProbeOutcome::Measured(f) if p.name == name => Some(f.cycles),
        _ => None,
    })
}

/// Fused when the adjacent block runs in under 95% of the split one's time, not fused at 98%
/// or more; in between the probe cannot tell (null, with the reason).
pub const FUSED_BELOW: f64 = 0.95;
pub const NOT_FUSED_FROM: f64 = 0.98;

/// The `probes` object: each measured probe's figure and spread (or why it was not measured);
/// null before the probes run.
fn probes_json(c: &Calibration) -> Value {
    if c.probes.is_empty() {
        return Value::Null;
    }
    let mut out = Map::new();
    for (p, o) in &c.probes {
        out.insert(
            p.name.into(),
            match o {
                ProbeOutcome::Measured(f) => {
                    json!({"cycles": round4(f.cycles), "spread": round4(f.spread)})
                }
                ProbeOutcome::CannotMeasure(why) => json!({"cycles": null, "reason": why}),
            },
        );
    }
    Value::Object(out)
}

/// The probes' front-end fields: (`decode_width`, `macro_fusion`, `store_forwarding`,
/// reasons for what stays null). Rules:
/// - `decode_width` = round(1 / the 9-byte nop's rthroughput): instructions delivered per cycle
///   when they are long (it equals the issue width when long instructions are no slower).
/// - `macro_fusion.<m>`: the adjacent/split ratio against [`FUSED_BELOW`] / [`NOT_FUSED_FROM`]
///   (the two blocks have the same instructions; only the pair's adjacency differs).
/// - `store_forwarding`: `same_address` = same-address block - `add_r64_imm`'s latency (1 when
///   not measured), `other_registers` the same for the other-register block, `address_dependent`
///   the address-dependent block (each at least 0); `aliasing` "harness" with the harness's
///   register value (the probes run there: `%rdi` and `%rsi` hold one address).
fn front_end_probe_fields(c: &Calibration) -> (Value, Value, Value, Map<String, Value>) {
    let mut reasons = Map::new();
    // Not written as a width: see the rule above.
    let decode: Option<f64> = None;
    reasons.insert(
        "decode_width".into(),
        json!(match probe_cycles(c, "fe_decode_long_nops") {
            Some(r) => format!(
                "9-byte nops deliver {:.2} per cycle (probe fe_decode_long_nops), plain nops {}: a limit on bytes, not on instructions; as an instruction limit for every block it made the tuning set's error worse (14.6% -> 15.1% MAPE with 7 on znver5; held-out 13.5% -> 14.5%), so no width is written",
                1.0 / r,
                figure_of(c, "nop", false)
                    .map_or("unmeasured".to_string(), |n| format!("{:.2}", 1.0 / n.cycles))
            ),
            None => "probe fe_decode_long_nops not measured".to_string(),
        }),
    );
    let issue = figure_of(c, "nop", false).map(|r| (1.0 / r.cycles).round());
    let mut fusion = Map::new();
    for key in ["cmp", "test", "add", "sub", "and", "inc", "dec"] {
        let adjacent = probe_cycles(c, &format!("fe_fuse_{key}_adjacent"));
        let split = probe_cycles(c, &format!("fe_fuse_{key}_split"));
        let verdict = match (adjacent, split) {
            (Some(a), Some(s)) if s > 0.0 => {
                let ratio = a / s;
                // 24 instructions at the issue width: a split block much slower than that is
                // bound by something else, and adjacency cannot show.
                let front_end_bound = issue.map(|w| 24.0 / w);
                if front_end_bound.is_some_and(|b| s > 1.5 * b) {
                    reasons.insert(
                        format!("macro_fusion.{key}"),
                        json!(format!("split block {s:.2} cycles, over 1.5 x the front end's {:.2}: bound elsewhere, cannot tell", front_end_bound.unwrap_or_default())),
                    );
                    Value::Null
                } else if ratio < FUSED_BELOW {
                    json!(true)
                } else if ratio >= NOT_FUSED_FROM {
                    json!(false)
                } else {
                    reasons.insert(
                        format!("macro_fusion.{key}"),
                        json!(format!("adjacent/split {ratio:.3}: between {FUSED_BELOW} and {NOT_FUSED_FROM}, cannot tell")),
                    );
                    Value::Null
                }
            }
            _ => {
                reasons.insert(
                    format!("macro_fusion.{key}"),
                    json!(format!("probes fe_fuse_{key}_* not measured")),
                );
                Value::Null
            }
        };
        fusion.insert(key.into(), verdict);
    }
    let add = figure_of(c, "add_r64_imm", true).map_or(1.0, |f| f.cycles);
    let same = probe_cycles(c, "fe_sf_same_address").map(|x| round4((x - add).max(0.0)));
    let other = probe_cycles(c, "fe_sf_other_registers").map(|x| round4((x - add).max(0.0)));
    let dependent = probe_cycles(c, "fe_sf_address_dependent").map(round4);
    let forwarding = if same.is_none() && other.is_none() && dependent.is_none() {
        reasons.insert(
            "store_forwarding".into(),
            json!("probes fe_sf_* not measured"),
        );
        Value::Null
    } else {
        json!({
            "same_address": same,
            "other_registers": other,
            "address_dependent": dependent,
            "aliasing": "harness",
            "harness_register_value": super::layout::REGISTER_VALUE,
        })
    };
    (json!(decode), Value::Object(fusion), forwarding, reasons)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::measure::runner::RunConfig;

    #[test]
    fn every_generated_block_encodes() {
        let all = select(None);
        let text = dry_run_text(&all).unwrap_or_else(|d| panic!("{}", String::from_utf8_lossy(&d)));
        assert!(text.contains("# LLVM-MCA-BEGIN add_r64_r64.latency"));
    }

    #[test]
    fn selection_and_unsupported_forms() {
        let p = Pattern::parse("^vaddps").unwrap();
        let chosen = select(Some(&p));
        assert_eq!(
            chosen.iter().map(|f| f.name).collect::<Vec<_>>(),
            ["vaddps_ymm_ymm_ymm", "vaddps_zmm_zmm_zmm"]
        );
        let host = HostInfo {
            cpu: "test".into(),
            mcpu: "generic".into(),
            features: vec![],
        };
        let opts = MeasureOptions {
            unroll: (100, 200),
            run: RunConfig {
                repetitions: 1,
                samples: 1,
                cpu: None,
                page_limit: 256,
                timeout_seconds: 10,
            },
            dry_run: false,
        };
        let mut calls = 0;
        let c = calibrate(&chosen, &host, &opts, &mut |_| calls += 1).unwrap();
        assert_eq!(calls, 1, "only the final progress report: nothing ran");
        assert!(c.forms.iter().all(|(_, o)| *o == FormOutcome::NotSupported));
        let text = render_model(&c);
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["schema"], "atomir-host-model/2");
        assert_eq!(
            v["forms"]["vaddps_zmm_zmm_zmm"]["status"],
            "not supported by the host"
        );
        assert_eq!(v["forms"]["vaddps_zmm_zmm_zmm"]["reason"], "needs avx512f");
    }

    #[test]
    fn immediate_folding_compares_the_add_forms() {
        let form = |name: &str| *select(None).iter().find(|f| f.name == name).unwrap();
        let fig = |cycles| Figure {
            cycles,
            spread: 0.0,
        };
        let calibration = |imm_lat, imm_rthr| Calibration {
            host: None,
            opts: MeasureOptions {
                unroll: (100, 200),
                run: RunConfig {
                    repetitions: 1,
                    samples: 1,
                    cpu: None,
                    page_limit: 256,
                    timeout_seconds: 10,
                },
                dry_run: false,
            },
            forms: vec![
                (
                    form("add_r64_r64"),
                    FormOutcome::Measured {
                        latency: Some(fig(1.0)),
                        rthroughput: Some(fig(0.25)),
                    },
                ),
                (
                    form("add_r64_imm"),
                    FormOutcome::Measured {
                        latency: Some(fig(imm_lat)),
                        rthroughput: Some(fig(imm_rthr)),
                    },
                ),
            ],
            ports: Vec::new(),
            probes: Vec::new(),
        };
        assert_eq!(immediate_folding(&calibration(1.0, 0.26)), Some(true));
        assert_eq!(immediate_folding(&calibration(1.0, 0.5)), Some(false));
        assert_eq!(immediate_folding(&calibration(2.0, 0.25)), Some(false));
        let mut missing = calibration(1.0, 0.25);
        missing.forms.pop();
        assert_eq!(immediate_folding(&missing), None);
        assert_eq!(
            front_end(&calibration(1.0, 0.25))["immediate_folding"],
            true
        );
    }

    #[test]
    fn features_asked_are_sorted_and_known() {
        let f = features_asked();
        assert!(f.windows(2).all(|w| w[0] < w[1]));
        assert!(f.contains(&"avx2") && !f.contains(&"base"));
    }
}
