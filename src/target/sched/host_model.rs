//! A calibrated host model (`atomir-host-model/2`, written by `atomir calibrate`) turned into a
//! [`SchedModel`] the simulator runs: the measured instruction forms, port groups and front-end
//! facts applied over a fallback model (the bundled llvm-mca model of the host's `-mcpu` name,
//! or the file's `"fallback"`), which supplies everything the file does not measure.
//!
//! Owns: reading the file (JSON errors and bad values located by line and column), and the
//! rules that map measurements onto scheduling descriptors (below). Must not touch: files, flags
//! or the simulator (`cli::mca` reads the file and picks the fallback; `mca` runs the result
//! like any other model), and the bundled models themselves (the fallback is cloned).
//!
//! Rules (each applies only where the file has the fact; otherwise the fallback's data stand):
//! - Forms: a measured form's `"encoding"` (hex machine code) is decoded to its iced `Code` and
//!   [`SchedVariant`]; the fallback descriptor for them is replaced. A descriptor the fallback
//!   shares between several opcodes (LLVM's scheduling class) is replaced for all of them (the
//!   class borrows the form's figures); when a second form meets a descriptor an earlier form
//!   already replaced, it gets a descriptor of its own. Forms that decode to the same entry
//!   (LEA's address shapes share one variant) are not all applied: the fastest wins (lowest
//!   latency, then rthroughput), the others are noted.
//! - Latency: `round(latency)`. For a form that loads (and does not store) and whose measured
//!   latency is below the load-to-use latency (`mov_r64_m64`'s), the measured figure is the
//!   operation after the load: the write latency is their sum. Stores and read-modify-writes
//!   keep the fallback's latency (the simulator has no memory dependencies). Per-operand write
//!   latencies equal to the old latency follow the new one.
//! - Throughput of a form no probe was paired with (the forms `calibrate` generates from the
//!   bundled models; only the hand-written forms are paired): the fallback descriptor's units
//!   stay, each occupancy scaled by measured / fallback rthroughput (the fallback's figure being
//!   the largest occupancy / units), at least 1 cycle; a descriptor without units is left as it
//!   is. So the fallback's port assignment holds and the model's resources do not grow.
//! - Throughput: the form uses every port group (`"ports"`) whose probe it shares with
//!   (sharing >= 0.5), for `max(1, round(rthroughput x units))` cycles of a group of `units`
//!   units; a form sharing with no probe goes to `Host.pool<u>` (`u = round(1 / rthroughput)`
//!   units, shared by such forms of the same u) or, at rthroughput 1 or more, to
//!   `Host.serial<c>` (one unit held `c = round(rthroughput)` cycles). Port groups are
//!   resources appended after the fallback's.
//! - Front end: `issue_width` is the dispatch width (and the retire width when the fallback
//!   retires fewer per cycle: a machine cannot sustain issuing more than it retires); `zero_idioms` marks (or unmarks) the idiom
//!   of each `zero_idiom_<key>` form as a zero idiom; `move_elimination: false` turns move
//!   elimination off; `true` makes every move the fallback may eliminate a rename-only
//!   instruction (latency 0, no unit) that keeps its source dependency.
//! - `dependency_breaking_idioms`: the instruction of each `dep_break_<key>` form marked true
//!   no longer waits for its destination's old value (cvtsi2ss's merge).
//! - Locked read-modify-writes: any lockable instruction with a `lock` prefix that no form
//!   measured takes `lock_add_m64_r64`'s descriptor (the lock's cost dominates).
//! - Forms named `zero_idiom_*`, `dep_break_*`, `store_load_forward_*` and `nop` measure
//!   front-end facts and are not applied as instruction figures.
//! - `decode_width`, `micro_op_queue` (optional whole numbers; null: not measured) run the
//!   micro-op queue stage with that per-cycle instruction limit and size; `macro_fusion`
//!   (`{ "cmp" | "test" | "add" | "sub" | "and" | "inc" | "dec": bool }`) fuses a listed
//!   register-only instruction with an adjacent following `jcc`. They become [`HostFrontEnd`],
//!   which `mca` applies (`mca::stages::front_end`, rules and their goldens there); the
//!   scheduling model itself is unchanged by them.
//! - `store_forwarding` (`{ "same_address", "address_dependent", "other_registers": cycles |
//!   null, "aliasing": "registers" | "harness", "harness_register_value": v }`): a load that
//!   reads an earlier store's bytes gets a dependency on the store's data
//!   (`mca::units::store_forwarding`, rules there). Facts measured on znver5
//!   (`scripts/measure/probes/frontend.s`, `atomir measure`, and calibrate's `sf_*` probes):
//!   same base register and displacement (`movq %r8, 8(%rdi); movq 8(%rdi), %r8`) 0.52 cycles
//!   per iteration, with an `addq $1, %r8` in the chain 1.00: the value is renamed from the
//!   store's source, `same_address` 0; the same pair through another base register holding the
//!   same address (`movq 8(%rsi), %r8`) 6.99: `other_registers` 7; a chain through the address
//!   (`movq %rax, (%rax); movq (%rax), %rax`) 10.00: `address_dependent` 10.
//!   Which model this is: with `"aliasing": "harness"` the file describes `atomir measure`'s
//!   harness, where every general-purpose register but rsp and rdx holds one address
//!   (`harness_register_value`), so loads and stores through different registers do alias
//!   there; with `"registers"` it describes real code, where only the same registers and
//!   displacement are known to alias. `atomir calibrate` writes `"harness"` (its figures and
//!   the accuracy figures are measured in the harness); a user predicting real code sets
//!   `"registers"`.

use std::collections::BTreeMap;

use iced_x86::{Decoder, DecoderOptions};
use serde_json::Value;

use super::model::{
    code_name, InstrRef, InstrSchedDesc, OperandLatency, OperandRef, ProcResourceDesc, ResourceUse,
    SchedModel, SchedVariant,
};

/// The calibrated host's front-end and store-to-load forwarding facts: what the simulator does
/// beyond a scheduling model (llvm-mca's models have none of these; `mca::pipeline::SimConfig`
/// carries them only for a host model). Rules in the module doc.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostFrontEnd {
    /// Instructions delivered to the micro-op queue per cycle (`front_end.decode_width`); a
    /// macro-fused pair counts once.
    pub decode_width: Option<u32>,
    /// Micro-op queue entries between decode and dispatch (`front_end.micro_op_queue`).
    pub micro_op_queue: Option<u32>,
    /// Mnemonics (of [`FUSIBLE`]) that fuse with an adjacent following `jcc`.
    pub macro_fusion: Vec<String>,
    /// Store-to-load forwarding (`front_end.store_forwarding`).
    pub store_forwarding: Option<StoreForwarding>,
}

impl HostFrontEnd {
    /// Whether the front-end stage runs (a width or a queue size is given).
    pub fn has_stage(&self) -> bool {
        self.decode_width.is_some() || self.micro_op_queue.is_some()
    }

    /// The facts given, for a note: `, decode width 2, macro fusion cmp/test, ...` (empty when
    /// none is).
    pub fn describe(&self) -> String {
        let mut out = String::new();
        if let Some(w) = self.decode_width {
            out.push_str(&format!(", decode width {w}"));
        }
        if let Some(q) = self.micro_op_queue {
            out.push_str(&format!(", micro-op queue {q}"));
        }
        if !self.macro_fusion.is_empty() {
            out.push_str(&format!(", macro fusion {}", self.macro_fusion.join("/")));
        }
        if let Some(sf) = &self.store_forwarding {
            let fig = |x: Option<u32>| x.map_or("-".to_string(), |c| c.to_string());
            out.push_str(&format!(
                ", store forwarding {}/{}/{} cycles (same address/address in flight/other registers, {} aliasing)",
                fig(sf.same_address),
                fig(sf.address_dependent),
                fig(sf.other_registers),
                if sf.harness_register_value.is_some() { "harness" } else { "register" }
            ));
        }
        out
    }
}

/// Which loads read what an earlier store wrote, and how late (rules in the module doc).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoreForwarding {
    /// Cycles from the store's data to the load's value when the load names the store's
    /// address with the same registers and displacement and its address registers are not
    /// written in the block (memory renaming: 0 on znver5).
    pub same_address: Option<u32>,
    /// The same, but the load's address registers are written in the block (the address is
    /// in flight: an address-dependent round trip, 10 on znver5).
    pub address_dependent: Option<u32>,
    /// The load names the same address through other registers (harness aliasing only: 7 on
    /// znver5).
    pub other_registers: Option<u32>,
    /// The load-to-use latency a forwarded load's figure replaces (`mov_r64_m64`'s measured
    /// latency, else the fallback model's `LoadLatency`, else 4).
    pub load_latency: u32,
    /// `Some(v)`: `"aliasing": "harness"`, every general-purpose register the block does not
    /// write but `rsp` and `rdx` holds `v` (`atomir measure`'s harness); `None`: `"registers"`,
    /// only textually equal addresses alias.
    pub harness_register_value: Option<u64>,
}

/// The first instructions of a macro-fusible pair the file may name.
pub const FUSIBLE: [&str; 7] = ["add", "and", "cmp", "dec", "inc", "sub", "test"];

/// The schema this reader accepts.
pub const HOST_MODEL_SCHEMA: &str = "atomir-host-model/2";

/// An error in a host model file, at a 1-based line and column of its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostModelError {
    pub message: String,
    pub line: usize,
    pub column: usize,
}

/// True when `text` is a host model file (its `"schema"` names `atomir-host-model/...`), as
/// opposed to a scheduling model file.
pub fn is_host_model(text: &str) -> bool {
    text.contains("\"schema\"") && text.contains("\"atomir-host-model/")
}

/// The parsed file, before it is applied.
pub struct HostModelFile {
    doc: Value,
    text: String,
}

/// Where each instruction's figures come from, for the notes `mca` prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Provenance {
    /// The form measured exactly this instruction (code and variant).
    Measured(String),
    /// Another opcode of the fallback's scheduling class was measured by this form.
    SameClass(String),
}

/// The built model and the bookkeeping of what was applied.
pub struct HostModel {
    pub model: SchedModel,
    /// The fallback's name (e.g. `Znver4`).
    pub fallback: String,
    /// Descriptor index -> the form whose figures it holds.
    pub desc_source: BTreeMap<u32, String>,
    /// (Code name, variant) of each applied form.
    pub measured: BTreeMap<(String, SchedVariant), String>,
    /// Forms that could not be applied, with the reason (printed as notes).
    pub skipped: Vec<String>,
    /// Front-end and forwarding facts for the simulator (none given: all default).
    pub front_end: HostFrontEnd,
}

impl HostModel {
    /// Where the figures for `code` in `variant` come from; `None`: the fallback's own data.
    pub fn provenance(&self, code: iced_x86::Code, variant: SchedVariant) -> Option<Provenance> {
        let name = code_name(code).to_string();
        let variants = self.model.instrs.variants(&name)?;
        let (v, r) = variant
            .fallbacks()
            .find_map(|v| variants.get(&v).map(|r| (v, *r)))?;
        if let Some(form) = self.measured.get(&(name, v)) {
            return Some(Provenance::Measured(form.clone()));
        }
        self.desc_source
            .get(&r.desc)
            .map(|f| Provenance::SameClass(f.clone()))
    }
}

impl HostModelFile {
    /// Parses the text: JSON syntax and the schema line (errors located).
    pub fn parse(text: &str) -> Result<HostModelFile, HostModelError> {
        let doc: Value = serde_json::from_str(text).map_err(|e| HostModelError {
            message: e
                .to_string()
                .split(" at line ")
                .next()
                .unwrap_or("")
                .to_string(),
            line: e.line().max(1),
            column: e.column().max(1),
        })?;
        let file = HostModelFile {
            doc,
            text: text.to_string(),
        };
        if !file.doc.is_object() {
            return Err(file.error(&[], "a host model file is a JSON object"));
        }
        match file.doc.get("schema").and_then(Value::as_str) {
            Some(HOST_MODEL_SCHEMA) => {}
            Some("atomir-host-model/1") => {
                return Err(file.error(
                    &["schema"],
                    "schema atomir-host-model/1 has no instruction encodings; run `atomir calibrate` again",
                ))
            }
            Some(other) => {
                return Err(file.error(
                    &["schema"],
                    &format!("unknown schema `{other}` (expected `{HOST_MODEL_SCHEMA}`)"),
                ))
            }
            None => {
                return Err(file.error(
                    &[],
                    &format!("missing string field `schema` (`{HOST_MODEL_SCHEMA}`)"),
                ))
            }
        }
        Ok(file)
    }

    /// The `-mcpu` name whose bundled model fills in what the file lacks: `"fallback"`, else
    /// `host.mcpu`.
    pub fn fallback_cpu(&self) -> Result<String, HostModelError> {
        if let Some(v) = self.doc.get("fallback") {
            return v
                .as_str()
                .map(str::to_string)
                .ok_or_else(|| self.error(&["fallback"], "`fallback` must be a -mcpu name"));
        }
        self.doc
            .get("host")
            .and_then(|h| h.get("mcpu"))
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| {
                self.error(
                    &[],
                    "no fallback model: give `\"fallback\": \"<-mcpu name>\"` or `host.mcpu`",
                )
            })
    }

    /// An error located at the key `path` leads to (its last key's position; the file start
    /// when `path` is empty). Keys are searched in order, each after the previous one.
    pub fn error(&self, path: &[&str], message: &str) -> HostModelError {
        let mut at = 0;
        for key in path {
            let quoted = format!("\"{key}\"");
            match self.text[at..].find(&quoted) {
                Some(i) => at += i,
                None => break,
            }
        }
        let before = &self.text[..at];
        let line = before.matches('\n').count() + 1;
        let column = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
        HostModelError {
            message: message.to_string(),
            line,
            column,
        }
    }

    fn number(&self, path: &[&str], v: &Value) -> Result<Option<f64>, HostModelError> {
        match v {
            Value::Null => Ok(None),
            Value::Number(n) => match n.as_f64() {
                Some(x) if x.is_finite() && (0.0..=MAX_FIGURE).contains(&x) => Ok(Some(x)),
                _ => Err(self.error(path, &format!("expected a number from 0 to {MAX_FIGURE}"))),
            },
            _ => Err(self.error(path, "expected a number or null")),
        }
    }

    /// Applies the file over `fallback` (rules in the module doc).
    pub fn build(&self, fallback: &SchedModel) -> Result<HostModel, HostModelError> {
        let mut model = fallback.clone();
        let host_cpu = self
            .doc
            .get("host")
            .and_then(|h| h.get("cpu"))
            .and_then(Value::as_str)
            .unwrap_or("hand-made model");
        model.name = format!("AtomirHost({host_cpu})");
        model.source = format!(
            "atomir calibrate on {host_cpu}; unmeasured instructions from {}",
            fallback.name
        );
        let mut out = HostModel {
            model,
            fallback: fallback.name.clone(),
            desc_source: BTreeMap::new(),
            measured: BTreeMap::new(),
            skipped: Vec::new(),
            front_end: HostFrontEnd::default(),
        };
        self.apply_front_end(&mut out)?;
        let groups = self.port_groups(&mut out.model)?;
        let forms = match self.doc.get("forms") {
            None | Some(Value::Null) => serde_json::Map::new(),
            Some(Value::Object(m)) => m.clone(),
            Some(_) => return Err(self.error(&["forms"], "`forms` must be an object")),
        };
        let load_latency = forms
            .get("mov_r64_m64")
            .and_then(|f| f.get("latency"))
            .and_then(Value::as_f64);
        // Several forms may fall on one entry (LEA's shapes share one variant): the fastest
        // (lowest latency, then rthroughput, then name) is applied, the others noted.
        let mut chosen: BTreeMap<(String, SchedVariant), (f64, f64, &str)> = BTreeMap::new();
        for (name, form) in &forms {
            if !self.applies(name, form) {
                continue;
            }
            let inst = self.decode(name, form)?;
            let key = (code_name(inst.code()).to_string(), SchedVariant::of(&inst));
            let fig = |k: &str| form.get(k).and_then(Value::as_f64).unwrap_or(f64::MAX);
            let this = (fig("latency"), fig("rthroughput"), name.as_str());
            match chosen.get(&key) {
                Some(best) if (best.0, best.1) <= (this.0, this.1) => out.skipped.push(format!(
                    "form {name}: measures the same entry ({} [{}]) as faster form {}; not applied",
                    key.0, key.1, best.2
                )),
                Some(best) => {
                    out.skipped.push(format!(
                        "form {}: measures the same entry ({} [{}]) as faster form {name}; not applied",
                        best.2, key.0, key.1
                    ));
                    chosen.insert(key, this);
                }
                None => {
                    chosen.insert(key, this);
                }
            }
        }
        let applied: std::collections::BTreeSet<&str> = chosen.values().map(|c| c.2).collect();
        for (name, form) in &forms {
            if applied.contains(name.as_str()) || !self.applies(name, form) {
                self.apply_form(&mut out, &groups, name, form, load_latency)?;
            }
        }
        self.apply_idioms(&mut out, &forms)?;
        self.apply_dependency_breaking(&mut out, &forms)?;
        self.apply_move_elimination(&mut out)?;
        apply_lock_class(&mut out);
        Ok(out)
    }

    /// `front_end.move_elimination` (after the forms, so it decides for measured moves too).
    fn apply_move_elimination(&self, out: &mut HostModel) -> Result<(), HostModelError> {
        let Some(fe) = self.doc.get("front_end") else {
            return Ok(());
        };
        match fe.get("move_elimination") {
            None | Some(Value::Null) => {}
            Some(Value::Bool(true)) => {
                // Eliminated at rename: latency 0, and the dependency on the source kept
                // (llvm-mca's eliminated moves drop a dependency on a source still in flight;
                // the host's do not: a chain through `mov` measures its other instructions'
                // latencies). Renaming handles as many as the front end issues per cycle: a
                // `Host.rename` group of dispatch-width units, one cycle each.
                let units = out.model.dispatch_width;
                let resource = out.model.resources.len() as u32;
                out.model.resources.push(ProcResourceDesc {
                    name: "Host.rename".to_string(),
                    units,
                    buffer_size: -1,
                    members: Vec::new(),
                    super_resource: None,
                });
                for i in 0..out.model.descs.len() {
                    let d = &mut out.model.descs[i];
                    if d.optimizable_move {
                        d.optimizable_move = false;
                        d.latency = 0;
                        d.writes.iter_mut().for_each(|w| w.cycles = 0);
                        d.resources = vec![ResourceUse {
                            resource,
                            acquire_at: 0,
                            release_at: 1,
                        }];
                        d.rthroughput = Some(((100.0 / units as f64).round()) / 100.0);
                    }
                }
            }
            Some(Value::Bool(false)) => {
                for i in 0..out.model.descs.len() {
                    out.model.descs[i].optimizable_move = false;
                }
            }
            Some(_) => {
                return Err(self.error(
                    &["front_end", "move_elimination"],
                    "expected true, false or null",
                ))
            }
        }
        Ok(())
    }

    /// `front_end.dependency_breaking_idioms`: `{ "<key>": true | false }` for the instruction
    /// of form `dep_break_<key>`: when true, its read of its destination register (a partial
    /// write's merge) is no dependency (a read advance larger than any latency).
    fn apply_dependency_breaking(
        &self,
        out: &mut HostModel,
        forms: &serde_json::Map<String, Value>,
    ) -> Result<(), HostModelError> {
        let Some(v) = self
            .doc
            .get("front_end")
            .and_then(|f| f.get("dependency_breaking_idioms"))
        else {
            return Ok(());
        };
        let idioms = match v {
            Value::Null => return Ok(()),
            Value::Object(m) => m,
            _ => {
                return Err(self.error(
                    &["front_end", "dependency_breaking_idioms"],
                    "`dependency_breaking_idioms` must map names to true/false",
                ))
            }
        };
        for (key, on) in idioms {
            let Some(on) = on.as_bool() else {
                return Err(self.error(
                    &["front_end", "dependency_breaking_idioms", key.as_str()],
                    "expected true or false",
                ));
            };
            if !on {
                continue;
            }
            let form_name = format!("dep_break_{key}");
            let Some(form) = forms.get(&form_name) else {
                out.skipped.push(format!(
                    "dependency-breaking idiom {key}: no form {form_name} says which instruction it is"
                ));
                continue;
            };
            let inst = self.decode(&form_name, form)?;
            let code = code_name(inst.code()).to_string();
            let variant = SchedVariant::of(&inst);
            let found = out
                .model
                .instrs
                .variants(&code)
                .and_then(|vs| variant.fallbacks().find_map(|v| vs.get(&v).copied()));
            let Some(r) = found else {
                out.skipped.push(format!(
                    "dependency-breaking idiom {key}: the fallback model has no entry for {code}"
                ));
                continue;
            };
            let mut d = out.model.descs[r.desc as usize].clone();
            let dest = OperandRef::Op(0);
            d.reads.retain(|x| x.operand != dest);
            d.reads.push(OperandLatency {
                operand: dest,
                cycles: NO_DEPENDENCY_ADVANCE,
            });
            out.model.descs.push(d);
            let target = InstrRef {
                opcode: r.opcode,
                desc: (out.model.descs.len() - 1) as u32,
            };
            out.model
                .instrs
                .get_mut(&code)
                .expect("found above")
                .insert(variant, target);
            out.desc_source.insert(target.desc, form_name.clone());
            out.measured.insert((code, variant), form_name);
        }
        Ok(())
    }

    fn apply_front_end(&self, out: &mut HostModel) -> Result<(), HostModelError> {
        let Some(fe) = self.doc.get("front_end") else {
            return Ok(());
        };
        if fe.is_null() {
            return Ok(());
        }
        if !fe.is_object() {
            return Err(self.error(&["front_end"], "`front_end` must be an object"));
        }
        if let Some(w) = fe.get("issue_width") {
            if let Some(w) = self.number(&["front_end", "issue_width"], w)? {
                let w = w.round() as u32;
                if !(1..=64).contains(&w) {
                    return Err(self.error(
                        &["front_end", "issue_width"],
                        "issue_width must be from 1 to 64",
                    ));
                }
                out.model.dispatch_width = w;
                if out.model.max_retire_per_cycle != 0 && out.model.max_retire_per_cycle < w {
                    out.model.max_retire_per_cycle = w;
                }
            }
        }
        out.front_end.decode_width = self.count(fe, "decode_width", 64)?;
        out.front_end.micro_op_queue = self.count(fe, "micro_op_queue", 1024)?;
        match fe.get("macro_fusion") {
            None | Some(Value::Null) => {}
            Some(Value::Object(m)) => {
                for (key, on) in m {
                    let path = ["front_end", "macro_fusion", key.as_str()];
                    if !FUSIBLE.contains(&key.as_str()) {
                        return Err(self.error(
                            &path,
                            &format!(
                                "unknown fusible instruction `{key}` (expected one of {})",
                                FUSIBLE.join(", ")
                            ),
                        ));
                    }
                    match on {
                        Value::Bool(true) => out.front_end.macro_fusion.push(key.clone()),
                        Value::Bool(false) | Value::Null => {}
                        _ => return Err(self.error(&path, "expected true, false or null")),
                    }
                }
            }
            Some(_) => {
                return Err(self.error(
                    &["front_end", "macro_fusion"],
                    "`macro_fusion` must map instructions (cmp, test, ...) to true/false",
                ))
            }
        }
        match fe.get("store_forwarding") {
            None | Some(Value::Null) => {}
            Some(Value::Object(m)) => {
                let cycles = |key: &str| -> Result<Option<u32>, HostModelError> {
                    match m.get(key) {
                        None => Ok(None),
                        Some(v) => Ok(self
                            .number(&["front_end", "store_forwarding", key], v)?
                            .map(|x| x.round() as u32)),
                    }
                };
                let mut sf = StoreForwarding {
                    same_address: cycles("same_address")?,
                    address_dependent: cycles("address_dependent")?,
                    other_registers: cycles("other_registers")?,
                    load_latency: self
                        .doc
                        .get("forms")
                        .and_then(|f| f.get("mov_r64_m64"))
                        .filter(|f| f.get("status").and_then(Value::as_str) == Some("measured"))
                        .and_then(|f| f.get("latency"))
                        .and_then(Value::as_f64)
                        .map(|l| l.round() as u32)
                        .or(out.model.load_latency)
                        .unwrap_or(4),
                    harness_register_value: None,
                };
                match m.get("aliasing").and_then(Value::as_str) {
                    Some("registers") => {}
                    Some("harness") => {
                        match m.get("harness_register_value").and_then(Value::as_u64) {
                            Some(v) => sf.harness_register_value = Some(v),
                            None => {
                                return Err(self.error(
                                    &["front_end", "store_forwarding", "aliasing"],
                                    "`\"aliasing\": \"harness\"` needs `harness_register_value` (an unsigned integer)",
                                ))
                            }
                        }
                    }
                    _ => {
                        return Err(self.error(
                            &["front_end", "store_forwarding", "aliasing"],
                            "`aliasing` must be \"registers\" or \"harness\"",
                        ))
                    }
                }
                out.front_end.store_forwarding = Some(sf);
            }
            Some(_) => {
                return Err(self.error(
                    &["front_end", "store_forwarding"],
                    "`store_forwarding` must be an object or null",
                ))
            }
        }
        Ok(())
    }

    /// An optional whole count of `front_end` from 1 to `max` (a number is rounded).
    fn count(&self, fe: &Value, key: &str, max: u32) -> Result<Option<u32>, HostModelError> {
        let Some(v) = fe.get(key) else {
            return Ok(None);
        };
        let path = ["front_end", key];
        match self.number(&path, v)? {
            None => Ok(None),
            Some(x) => {
                let n = x.round() as u32;
                if !(1..=max).contains(&n) {
                    return Err(self.error(&path, &format!("`{key}` must be from 1 to {max}")));
                }
                Ok(Some(n))
            }
        }
    }

    /// The port groups of `"ports"`, appended to the model's resources: group name ->
    /// (resource index, units, form -> sharing).
    fn port_groups(&self, model: &mut SchedModel) -> Result<Vec<PortGroup>, HostModelError> {
        let ports = match self.doc.get("ports") {
            None | Some(Value::Null) => return Ok(Vec::new()),
            Some(Value::Object(m)) => m,
            Some(_) => return Err(self.error(&["ports"], "`ports` must be an object or null")),
        };
        let mut out = Vec::new();
        for (group, g) in ports {
            let path = ["ports", group.as_str(), "units"];
            let units = match g.get("units").and_then(Value::as_u64) {
                Some(u) if (1..=64).contains(&u) => u as u32,
                _ => return Err(self.error(&path, "`units` must be an integer from 1 to 64")),
            };
            let mut sharing = BTreeMap::new();
            if let Some(s) = g.get("sharing") {
                let Some(s) = s.as_object() else {
                    return Err(self.error(
                        &["ports", group.as_str(), "sharing"],
                        "`sharing` must map form names to numbers",
                    ));
                };
                for (form, v) in s {
                    let p = ["ports", group.as_str(), "sharing", form.as_str()];
                    if let Some(x) = self.number(&p, v)? {
                        sharing.insert(form.clone(), x);
                    }
                }
            }
            let resource = model.resources.len() as u32;
            model.resources.push(ProcResourceDesc {
                name: format!("Host.{group}"),
                units,
                buffer_size: -1,
                members: Vec::new(),
                super_resource: None,
            });
            out.push(PortGroup {
                resource,
                units,
                sharing,
            });
        }
        Ok(out)
    }

    fn decode(&self, name: &str, form: &Value) -> Result<iced_x86::Instruction, HostModelError> {
        let path = ["forms", name, "encoding"];
        let hex = form
            .get("encoding")
            .and_then(Value::as_str)
            .ok_or_else(|| self.error(&["forms", name], "a measured form needs `encoding`"))?;
        let bytes: Option<Vec<u8>> = (0..hex.len())
            .step_by(2)
            .map(|i| {
                hex.get(i..i + 2)
                    .and_then(|b| u8::from_str_radix(b, 16).ok())
            })
            .collect();
        let bytes = match bytes {
            Some(b) if !b.is_empty() && b.len() <= 15 => b,
            _ => return Err(self.error(&path, "`encoding` must be 1 to 15 bytes in hex")),
        };
        let mut d = Decoder::new(64, &bytes, DecoderOptions::NONE);
        let inst = d.decode();
        if inst.is_invalid() || inst.len() != bytes.len() {
            return Err(self.error(&path, "`encoding` is not one x86-64 instruction"));
        }
        Ok(inst)
    }

    /// A measured form that stands for an instruction (not a front-end test).
    fn applies(&self, name: &str, form: &Value) -> bool {
        form.get("status").and_then(Value::as_str) == Some("measured")
            && !(name.starts_with("zero_idiom_")
                || name.starts_with("dep_break_")
                || name.starts_with("store_load_forward")
                || name == "nop")
    }

    fn apply_form(
        &self,
        out: &mut HostModel,
        groups: &[PortGroup],
        name: &str,
        form: &Value,
        load_latency: Option<f64>,
    ) -> Result<(), HostModelError> {
        if !form.is_object() {
            return Err(self.error(&["forms", name], "a form must be an object"));
        }
        if form.get("status").and_then(Value::as_str) != Some("measured") {
            return Ok(());
        }
        if name.starts_with("zero_idiom_")
            || name.starts_with("store_load_forward")
            || name == "nop"
        {
            return Ok(());
        }
        let latency = self.number(
            &["forms", name, "latency"],
            form.get("latency").unwrap_or(&Value::Null),
        )?;
        let rthroughput = self.number(
            &["forms", name, "rthroughput"],
            form.get("rthroughput").unwrap_or(&Value::Null),
        )?;
        let inst = self.decode(name, form)?;
        let code = code_name(inst.code()).to_string();
        let variant = SchedVariant::of(&inst);
        let Some(variants) = out.model.instrs.variants(&code) else {
            out.skipped.push(format!(
                "form {name}: the fallback model {} has no entry for {code}",
                out.fallback
            ));
            return Ok(());
        };
        let Some((v, r)) = variant
            .fallbacks()
            .find_map(|v| variants.get(&v).map(|r| (v, *r)))
        else {
            out.skipped.push(format!(
                "form {name}: the fallback model {} has no entry for {code} [{variant}]",
                out.fallback
            ));
            return Ok(());
        };
        let mut desc: InstrSchedDesc = out.model.descs[r.desc as usize].clone();
        if let Some(l) = latency {
            if !desc.may_store {
                let total = match load_latency {
                    Some(ld) if desc.may_load && l < ld - 0.5 => l + ld,
                    _ => l,
                };
                let new = total.round() as u32;
                let old = desc.latency;
                for w in &mut desc.writes {
                    if w.cycles == old as i32 {
                        w.cycles = new as i32;
                    }
                }
                desc.latency = new;
            }
        }
        // A form no probe was paired with (the generated forms) keeps the fallback's units,
        // their occupancy scaled to the measured rthroughput (rule in the module doc).
        let paired = groups.iter().any(|g| g.sharing.contains_key(name));
        if let (Some(r), false) = (rthroughput, paired || groups.is_empty()) {
            let occupancy = |u: &ResourceUse| u.release_at.saturating_sub(u.acquire_at);
            let units = |u: &ResourceUse| {
                out.model
                    .resources
                    .get(u.resource as usize)
                    .map_or(1, |res| res.units.max(1))
            };
            let fallback_r = desc
                .resources
                .iter()
                .map(|u| occupancy(u) as f64 / units(u) as f64)
                .fold(0.0, f64::max);
            if fallback_r > 0.0 && r > 0.0 {
                let k = r / fallback_r;
                for u in &mut desc.resources {
                    let scaled = ((occupancy(u) as f64 * k).round() as u32).max(1);
                    u.release_at = u.acquire_at + scaled;
                }
                desc.rthroughput = Some((r * 100.0).round() / 100.0);
            }
        } else if let Some(r) = rthroughput {
            let mut uses: Vec<ResourceUse> = groups
                .iter()
                .filter(|g| g.sharing.get(name).is_some_and(|&s| s >= 0.5))
                .map(|g| ResourceUse {
                    resource: g.resource,
                    acquire_at: 0,
                    release_at: ((r * g.units as f64).round() as u32).max(1),
                })
                .collect();
            if uses.is_empty() && r > 0.0 {
                // No probe shares its ports: forms of rthroughput 1 or more share one unit per
                // occupancy (`Host.serial<cycles>`: the locked operations, all about 20 cycles,
                // end up on one unit, as they serialise on the host); faster ones share one pool
                // per unit count (`Host.pool<units>`). This keeps the model within the
                // simulator's 64 resources.
                let units = ((1.0 / r).round() as u32).clamp(1, 64);
                let res_name = if r >= 1.0 {
                    format!("Host.serial{}", r.round() as u32)
                } else {
                    format!("Host.pool{units}")
                };
                let resource = match out.model.resource_index(&res_name) {
                    Some(i) => i,
                    None => {
                        out.model.resources.push(ProcResourceDesc {
                            name: res_name,
                            units,
                            buffer_size: -1,
                            members: Vec::new(),
                            super_resource: None,
                        });
                        (out.model.resources.len() - 1) as u32
                    }
                };
                uses.push(ResourceUse {
                    resource,
                    acquire_at: 0,
                    release_at: ((r * units as f64).round() as u32).max(1),
                });
            }
            if !uses.is_empty() {
                desc.rthroughput = Some((r * 100.0).round() / 100.0);
                desc.resources = uses;
            }
        }
        // A form whose exact variant the fallback does not list (`lock add` where the fallback
        // only has `add` with memory) gets an entry of its own for that variant.
        let index = if out.desc_source.contains_key(&r.desc) || v != variant {
            out.model.descs.push(desc);
            let i = (out.model.descs.len() - 1) as u32;
            out.model
                .instrs
                .get_mut(&code)
                .expect("the entry was found above")
                .insert(
                    variant,
                    InstrRef {
                        opcode: r.opcode,
                        desc: i,
                    },
                );
            i
        } else {
            out.model.descs[r.desc as usize] = desc;
            r.desc
        };
        out.desc_source.insert(index, name.to_string());
        out.measured.insert((code, variant), name.to_string());
        Ok(())
    }

    /// `front_end.zero_idioms`: `{ "<key>": true | false }` for the idiom of form
    /// `zero_idiom_<key>`.
    fn apply_idioms(
        &self,
        out: &mut HostModel,
        forms: &serde_json::Map<String, Value>,
    ) -> Result<(), HostModelError> {
        let Some(idioms) = self.doc.get("front_end").and_then(|f| f.get("zero_idioms")) else {
            return Ok(());
        };
        let idioms = match idioms {
            Value::Null => return Ok(()),
            Value::Object(m) => m,
            _ => {
                return Err(self.error(
                    &["front_end", "zero_idioms"],
                    "`zero_idioms` must map idiom names to true/false",
                ))
            }
        };
        for (key, on) in idioms {
            let Some(on) = on.as_bool() else {
                return Err(self.error(
                    &["front_end", "zero_idioms", key.as_str()],
                    "expected true or false",
                ));
            };
            let form_name = format!("zero_idiom_{key}");
            let Some(form) = forms.get(&form_name) else {
                out.skipped.push(format!(
                    "zero idiom {key}: no form {form_name} says which instruction it is"
                ));
                continue;
            };
            let inst = self.decode(&form_name, form)?;
            let code = code_name(inst.code()).to_string();
            let variant = SchedVariant::of(&inst);
            let found = out
                .model
                .instrs
                .variants(&code)
                .and_then(|vs| vs.get(&variant).copied());
            let Some(r) = found else {
                out.skipped.push(format!(
                    "zero idiom {key}: the fallback model has no entry for {code} [{variant}]"
                ));
                continue;
            };
            let is_idiom = {
                let d = &out.model.descs[r.desc as usize];
                d.zero_idiom
            };
            if is_idiom == on {
                continue;
            }
            let target = if on {
                // Recognised on the host, not by the fallback: an idiom entry of its own.
                let mut d = out.model.descs[r.desc as usize].clone();
                d.zero_idiom = true;
                d.dep_breaking = true;
                d.latency = 0;
                d.writes.clear();
                d.resources.clear();
                d.renamed_writes = Some(0);
                out.model.descs.push(d);
                InstrRef {
                    opcode: r.opcode,
                    desc: (out.model.descs.len() - 1) as u32,
                }
            } else {
                // Not recognised on the host: the instruction is scheduled as the same
                // instruction with different registers (the variant without `same`).
                let plain = SchedVariant {
                    same_regs: false,
                    ..variant
                };
                let found = out
                    .model
                    .instrs
                    .variants(&code)
                    .and_then(|vs| plain.fallbacks().find_map(|v| vs.get(&v).copied()));
                match found {
                    Some(p) => p,
                    None => {
                        out.skipped.push(format!(
                            "zero idiom {key}: the fallback model has no non-idiom entry for {code}"
                        ));
                        continue;
                    }
                }
            };
            out.model
                .instrs
                .get_mut(&code)
                .expect("found above")
                .insert(variant, target);
            if on {
                out.desc_source.insert(target.desc, form_name.clone());
            }
            out.measured.insert((code, variant), form_name);
        }
        Ok(())
    }
}

/// The largest latency, rthroughput or width a file may give (cycles): larger figures are
/// errors, so a bad file cannot make the simulation run for ever.
const MAX_FIGURE: f64 = 10_000.0;

/// A read advance no latency reaches: the read is never waited for.
const NO_DEPENDENCY_ADVANCE: i32 = 100_000;

/// iced `Code` name prefixes of the read-modify-write instructions that take a `lock` prefix
/// (memory destination forms).
const LOCKABLE: [&str; 19] = [
    "Add_rm",
    "Adc_rm",
    "And_rm",
    "Btc_rm",
    "Btr_rm",
    "Bts_rm",
    "Cmpxchg_rm",
    "Cmpxchg8b_m",
    "Cmpxchg16b_m",
    "Dec_rm",
    "Inc_rm",
    "Neg_rm",
    "Not_rm",
    "Or_rm",
    "Sbb_rm",
    "Sub_rm",
    "Xor_rm",
    "Xadd_rm",
    "Xchg_rm",
];

/// Locked read-modify-writes the file did not measure one by one take the measured
/// `lock_add_m64_r64` figures (its descriptor, their own opcode): on x86 every locked operation
/// is a full barrier whose cost is the lock, not the operation.
fn apply_lock_class(out: &mut HostModel) {
    let Some(lock_desc) = out
        .measured
        .iter()
        .find(|(_, f)| f.as_str() == "lock_add_m64_r64")
        .and_then(|((code, v), _)| out.model.instrs.variants(code)?.get(v).copied())
    else {
        return;
    };
    let codes: Vec<String> = out
        .model
        .instrs
        .keys()
        .filter(|c| LOCKABLE.iter().any(|p| c.starts_with(p)))
        .cloned()
        .collect();
    let locked = SchedVariant {
        lock: true,
        ..SchedVariant::MEM
    };
    for code in codes {
        if out.measured.contains_key(&(code.clone(), locked)) {
            continue;
        }
        let variants = out.model.instrs.get_mut(&code).expect("listed above");
        let Some(mem) = variants.get(&SchedVariant::MEM).copied() else {
            continue;
        };
        variants.insert(
            locked,
            InstrRef {
                opcode: mem.opcode,
                desc: lock_desc.desc,
            },
        );
    }
}

struct PortGroup {
    resource: u32,
    units: u32,
    sharing: BTreeMap<String, f64>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::target::sched::{embedded_model, lookup_cpu, CpuLookup};

    fn btver2() -> &'static SchedModel {
        let CpuLookup::Model(id) = lookup_cpu("btver2") else {
            panic!("btver2")
        };
        embedded_model(id).unwrap()
    }

    #[test]
    fn errors_are_located() {
        let e = HostModelFile::parse("{\n  \"schema\": 3,\n}")
            .err()
            .unwrap();
        assert_eq!((e.line, e.column), (3, 1));
        let e = HostModelFile::parse("{\n  \"schema\": \"atomir-host-model/9\"\n}")
            .err()
            .unwrap();
        assert_eq!((e.line, e.column), (2, 3));
        assert!(e.message.contains("unknown schema"));
    }

    #[test]
    fn a_measured_form_replaces_its_class() {
        // addq %rsi, %rax = 48 01 f0
        let text = r#"{"schema": "atomir-host-model/2", "fallback": "btver2",
          "front_end": {"issue_width": 4},
          "ports": {"alu": {"units": 3, "sharing": {"add_r64_r64": 1.0}}},
          "forms": {"add_r64_r64": {"status": "measured", "encoding": "4801f0",
                                    "latency": 2.02, "rthroughput": 0.34}}}"#;
        let f = HostModelFile::parse(text).unwrap();
        let h = f.build(btver2()).unwrap();
        assert_eq!(h.model.dispatch_width, 4);
        let d = h
            .model
            .desc_for(iced_x86::Code::Add_rm64_r64, SchedVariant::REG)
            .unwrap();
        assert_eq!(d.latency, 2);
        assert_eq!(d.resources.len(), 1);
        let res = &h.model.resources[d.resources[0].resource as usize];
        assert_eq!((res.name.as_str(), res.units), ("Host.alu", 3));
        assert_eq!(d.resources[0].release_at, 1);
        assert_eq!(
            h.provenance(iced_x86::Code::Add_rm64_r64, SchedVariant::REG),
            Some(Provenance::Measured("add_r64_r64".into()))
        );
    }

    #[test]
    fn an_unpaired_form_keeps_the_fallback_units_scaled() {
        // imulq %rsi, %rax = 48 0f af c6: in the file, but not in any probe's sharing map (a
        // generated form): the fallback's units stay, occupancy scaled to the measurement.
        let text = r#"{"schema": "atomir-host-model/2", "fallback": "btver2",
          "ports": {"alu": {"units": 2, "sharing": {"add_r64_r64": 1.0}}},
          "forms": {"imul_gen": {"status": "measured", "encoding": "480fafc6",
                                 "latency": 3.0, "rthroughput": 2.0}}}"#;
        let fallback = btver2();
        let before = fallback
            .desc_for(iced_x86::Code::Imul_r64_rm64, SchedVariant::REG)
            .unwrap();
        let h = HostModelFile::parse(text).unwrap().build(fallback).unwrap();
        let d = h
            .model
            .desc_for(iced_x86::Code::Imul_r64_rm64, SchedVariant::REG)
            .unwrap();
        assert_eq!(d.latency, 3);
        assert_eq!(d.rthroughput, Some(2.0));
        let names = |resources: &[ResourceUse], m: &SchedModel| -> Vec<String> {
            resources
                .iter()
                .map(|u| m.resources[u.resource as usize].name.clone())
                .collect()
        };
        assert_eq!(
            names(&d.resources, &h.model),
            names(&before.resources, fallback)
        );
        let implied = d
            .resources
            .iter()
            .map(|u| {
                (u.release_at - u.acquire_at) as f64
                    / h.model.resources[u.resource as usize].units as f64
            })
            .fold(0.0, f64::max);
        assert!((implied - 2.0).abs() < 0.51, "{implied}");
        assert!(!h
            .model
            .resources
            .iter()
            .any(|r| r.name.starts_with("Host.pool") || r.name.starts_with("Host.serial")));
    }

    #[test]
    fn colliding_forms_apply_the_fastest_and_locks_share_the_lock_figures() {
        // leaq (%rax,%rsi,4), %rax and leaq 8(%rax,%rsi,2), %rax: both `m.slowlea`.
        let text = r#"{"schema": "atomir-host-model/2", "fallback": "btver2",
          "forms": {
            "lea_a": {"status": "measured", "encoding": "488d447008", "latency": 2.0, "rthroughput": 0.5},
            "lea_b": {"status": "measured", "encoding": "488d04b0", "latency": 1.0, "rthroughput": 0.25},
            "lock_add_m64_r64": {"status": "measured", "encoding": "f0480130", "latency": 20.0, "rthroughput": 20.0}}}"#;
        let h = HostModelFile::parse(text).unwrap().build(btver2()).unwrap();
        let slow = SchedVariant {
            slow_lea: true,
            ..SchedVariant::MEM
        };
        let d = h.model.desc_for(iced_x86::Code::Lea_r64_m, slow).unwrap();
        assert_eq!(d.latency, 1);
        assert!(h
            .skipped
            .iter()
            .any(|s| s.contains("form lea_a") && s.contains("lea_b")));
        // `lock incq (%rax)` was not measured: it takes lock add's descriptor.
        let locked = SchedVariant {
            lock: true,
            ..SchedVariant::MEM
        };
        let add = h
            .model
            .instr_desc(iced_x86::Code::Add_rm64_r64, locked)
            .unwrap();
        let inc = h
            .model
            .instr_desc(iced_x86::Code::Inc_rm64, locked)
            .unwrap();
        assert_eq!(add.desc, inc.desc);
        assert_eq!(inc.resources.len(), 1);
        let res = &h.model.resources[inc.resources[0].resource as usize];
        assert_eq!(
            (res.name.as_str(), inc.resources[0].release_at),
            ("Host.serial20", 20)
        );
    }
}
