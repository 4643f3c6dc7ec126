//! `calibrate`: the host's instruction forms measured with the `measure` engine, as a model file.
//!
//! Owns: choosing the forms ([`forms::FORMS`], filtered by `-forms=` through [`pattern`] and by
//! the host's cpuid features, which the caller passes in), generating each form's latency chain
//! and throughput stream blocks ([`forms`]), measuring them with [`super::measure_block`], and the
//! model file (rendered as a string). Must not touch: cpuid, files, the terminal (the caller draws
//! progress from the callback), the mca simulator or `target::sched` (loading this file into the
//! simulator is a later step).
//!
//! Model file (JSON, keys sorted, figures rounded to 1/10,000; the layout does not depend on the
//! host, only the figures do):
//! ```text
//! { "schema": "atomir-host-model/1",
//!   "host": null (in a dry run) | { "cpu": "<model name>", "mcpu": "<LLVM -mcpu name from cpuid>",
//!             "features": [ the cpuid features the form table asks about that the host has ] },
//!   "method": { "chain_copies": 4, "stream_copies": 12, "unroll": [A, B],
//!               "repetitions": N, "samples": S, "cpu": K | null },
//!   "front_end": { "decode_width", "issue_width", "micro_op_queue", "macro_fusion",
//!                  "zero_idioms", "dependency_breaking_idioms", "move_elimination",
//!                  "immediate_folding", "store_forwarding_latency": all null until measured },
//!   "ports": null (port sharing by pairs of forms: not measured yet),
//!   "forms": { "<form>": { "instruction": "<AT&T text of the first copy>",
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

pub mod forms;
pub mod pattern;

use super::block::encode_regions;
use super::{measure_block, MeasureOptions, Outcome};
use forms::{Form, Kind, FORMS};
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
    pub fn supports(&self, feature: &str) -> bool {
        feature == "base" || self.features.iter().any(|f| f == feature)
    }
}

/// Every cpuid feature the form table asks about, sorted.
pub fn features_asked() -> Vec<&'static str> {
    let mut v: Vec<&str> = FORMS
        .iter()
        .map(|f| f.feature)
        .filter(|&f| f != "base")
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The forms whose names `pattern` matches (all without one), in table order.
pub fn select(pattern: Option<&Pattern>) -> Vec<&'static Form> {
    FORMS
        .iter()
        .filter(|f| pattern.is_none_or(|p| p.is_match(f.name)))
        .collect()
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
    progress(Progress {
        done,
        total,
        block: "",
    });
    Ok(Calibration {
        host: Some(host.clone()),
        opts: *opts,
        forms: out,
    })
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
        .find(|l| !l.starts_with('#'))
        .map(|l| l.trim().to_string())
        .unwrap_or_default()
}

/// The model file (schema in the module doc).
pub fn render_model(c: &Calibration) -> String {
    let mut forms = Map::new();
    for (f, outcome) in &c.forms {
        let fig = |x: &Option<Figure>| x.as_ref().map(|x| round4(x.cycles));
        let spread = |x: &Option<Figure>| x.as_ref().map(|x| round4(x.spread));
        let mut v = json!({
            "instruction": instruction_text(f),
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
        "schema": "atomir-host-model/1",
        "host": host,
        "method": {
            "chain_copies": forms::CHAIN_COPIES,
            "stream_copies": forms::STREAM_COPIES,
            "unroll": [c.opts.unroll.0, c.opts.unroll.1],
            "repetitions": c.opts.run.repetitions,
            "samples": c.opts.run.samples,
            "cpu": c.opts.run.cpu,
        },
        "front_end": {
            "decode_width": null, "issue_width": null, "micro_op_queue": null,
            "macro_fusion": null, "zero_idioms": null, "dependency_breaking_idioms": null,
            "move_elimination": null, "immediate_folding": null,
            "store_forwarding_latency": null,
        },
        "ports": null,
        "forms": forms,
    });
    let mut s = serde_json::to_string_pretty(&doc).expect("JSON values serialise");
    s.push('\n');
    s
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
        assert_eq!(v["schema"], "atomir-host-model/1");
        assert_eq!(
            v["forms"]["vaddps_zmm_zmm_zmm"]["status"],
            "not supported by the host"
        );
        assert_eq!(v["forms"]["vaddps_zmm_zmm_zmm"]["reason"], "needs avx512f");
    }

    #[test]
    fn features_asked_are_sorted_and_known() {
        let f = features_asked();
        assert!(f.windows(2).all(|w| w[0] < w[1]));
        assert!(f.contains(&"avx2") && !f.contains(&"base"));
    }
}
