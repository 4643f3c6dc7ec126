//! `mca_model_gen`: extracts x86-64 scheduling models from llvm-mca 22 into the JSON files that
//! `atomir mca` embeds (src/target/sched/data/*.json, schema in src/target/sched/model.rs).
//!
//! Usage (from the repository root):
//!   cargo run --release --bin mca_model_gen -- [--llvm-mca PATH] [--out DIR] [--cpu NAME]...
//! Without `--cpu` it regenerates every bundled model. It also rewrites `mcpu-help.txt`.
//!   cargo run --bin mca_model_gen -- derive IN.json OUT.json OPCODE=LATENCY...
//! copies a model with changed latencies (for `-mcpu-model=FILE` experiments).
//!   cargo run --bin mca_model_gen -- probes
//! prints the AT&T text of every probe, one per line.
//!   cargo run --bin mca_model_gen -- register-numbers
//! rewrites `data/x86-register-numbers.txt` (LLVM's register numbers, for `-json` bottleneck edges).
//!   cargo run --bin mca_model_gen -- vex2-commutable
//! rewrites `data/x86-vex2-commutable.txt` (VEX codes the assembler commutes for a 2-byte prefix).
//!   cargo run --bin mca_model_gen -- relayout
//! rewrites the bundled `data/*.json` as `SchedModel::to_json` writes them now, without probing
//! (after a change of the file layout; the facts are kept as they are).
//!   cargo run --bin mca_model_gen -- code-facts
//! rewrites `data/x86-code-facts.txt` and `data/x86-mnemonics.txt` (iced op-code facts, no LLVM).
//!
//! How each fact is measured:
//! * per instruction: `--instruction-tables=full` over probes built from every iced `Code` valid
//!   in 64-bit mode (probes.rs, tables.rs);
//! * dispatch width, ROB size, scheduler buffer sizes, register files: `-all-stats` on the
//!   supported probes (stats.rs);
//! * per-operand write latencies, read-advance, dependency-breaking/zero idioms, move
//!   elimination, register-file costs, queue sizes: small `-timeline` / `-register-file-stats`
//!   probes, many per llvm-mca run as separate code regions (probing.rs).
//! * super resources (ProcResource `Super`): inferred from the scheduler buffers each instruction
//!   occupies when simulated alone (supers.rs; left unset with `--skip-probing`).
//!
//! Why Rust and not a script: the probes are built from iced-x86's own opcode tables and
//! formatted with its GAS formatter, and every probe's key is `SchedVariant::of` of the very
//! instruction formatted, so the data and the simulator's lookup agree by construction.
//!
//! A full run takes about 9 minutes on 2 cores (alderlake alone about 4: llvm-mca 22 loops
//! forever simulating some instructions there, each found by splitting chunks under a 2 s
//! timeout). Output is deterministic (sorted keys, content-sorted descriptor table).
//!
//! Not extractable, left at defaults: `load_latency`/`high_latency` (unused by llvm-mca's
//! simulation, printed nowhere),
//! `begin_group`/`end_group` (checked: no bundled model has dispatch-group stalls),
//! `retire_ooo`, read-advance that depends on the producer's write class (one value is stored,
//! measured with a load-op multiply/`vmulps` producer), x87 register costs.
//!
//! This is a developer tool: it prints progress on stderr and exits 1 on failure.

mod code_facts;
mod llvm;
mod probes;
mod probing;
mod register_numbers;
mod stats;
mod supers;
mod tables;
mod vex2_commutable;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use atomir::target::sched::{
    InstrRef, InstrSchedDesc, ModelId, ProcResourceDesc, ResourceUse, SchedModel, SchedVariant,
    FORMAT_VERSION,
};

use crate::llvm::Mca;
use crate::probes::Probe;

/// Models bundled with atomir and the file each one is written to.
pub const BUNDLED: [(ModelId, &str); 17] = [
    (ModelId::BtVer2, "btver2"),
    (ModelId::SkylakeClient, "skylake"),
    (ModelId::SkylakeServer, "skylake-avx512"),
    (ModelId::Haswell, "haswell"),
    (ModelId::SandyBridge, "sandybridge"),
    (ModelId::IceLake, "icelake"),
    (ModelId::AlderlakeP, "alderlake"),
    (ModelId::Znver3, "znver3"),
    (ModelId::Znver4, "znver4"),
    (ModelId::Atom, "atom"),
    (ModelId::BdVer2, "bdver2"),
    (ModelId::Broadwell, "broadwell"),
    (ModelId::LunarlakeP, "lunarlake"),
    (ModelId::SapphireRapids, "sapphirerapids"),
    (ModelId::Silvermont, "silvermont"),
    (ModelId::Znver1, "znver1"),
    (ModelId::Znver2, "znver2"),
];

struct Args {
    llvm_mca: PathBuf,
    out: PathBuf,
    cpus: Vec<String>,
    skip_probing: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        llvm_mca: PathBuf::from("/usr/lib/llvm-22/bin/llvm-mca"),
        out: PathBuf::from("src/target/sched/data"),
        cpus: Vec::new(),
        skip_probing: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--llvm-mca" => a.llvm_mca = it.next().ok_or("--llvm-mca needs a path")?.into(),
            "--out" => a.out = it.next().ok_or("--out needs a directory")?.into(),
            "--cpu" => a.cpus.push(it.next().ok_or("--cpu needs a name")?),
            "--skip-probing" => a.skip_probing = true,
            "-h" | "--help" => {
                return Err("usage: mca_model_gen [--llvm-mca PATH] [--out DIR] [--cpu NAME]... [--skip-probing]".into())
            }
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    Ok(a)
}

fn main() {
    if let Err(e) = real_main() {
        eprintln!("mca_model_gen: {e}");
        std::process::exit(1);
    }
}

/// `derive IN OUT OPCODE=LATENCY...`: copies a model file, giving every entry of each named
/// LLVM opcode a descriptor with the new latency (and bypass latency). This is how
/// examples/btver2-vhaddps3.json is made from the generated btver2 model.
fn derive(args: &[String]) -> Result<(), String> {
    let [input, output, edits @ ..] = args else {
        return Err("usage: mca_model_gen derive IN.json OUT.json OPCODE=LATENCY...".into());
    };
    let text = std::fs::read_to_string(input).map_err(|e| format!("{input}: {e}"))?;
    let mut model = SchedModel::from_json(&text).map_err(|e| format!("{input}: {e}"))?;
    for edit in edits {
        let (opcode, lat) = edit.split_once('=').ok_or(format!("bad edit `{edit}`"))?;
        let lat: u32 = lat
            .parse()
            .map_err(|_| format!("bad latency in `{edit}`"))?;
        let mut changed = 0;
        let mut new_index: HashMap<u32, u32> = HashMap::new();
        let Some(op_index) = model.opcodes.iter().position(|o| o == opcode) else {
            return Err(format!("no instruction has opcode `{opcode}`"));
        };
        let keys: Vec<(String, SchedVariant)> = model
            .instrs
            .iter()
            .flat_map(|(c, vs)| {
                vs.iter()
                    .filter(|(_, r)| r.opcode as usize == op_index)
                    .map(move |(v, _)| (c.clone(), *v))
            })
            .collect();
        for (code, v) in keys {
            let r = model
                .instrs
                .get_mut(&code)
                .and_then(|m| m.get_mut(&v))
                .ok_or("lost entry")?;
            let idx = match new_index.get(&r.desc) {
                Some(&i) => i,
                None => {
                    let mut d = model.descs[r.desc as usize].clone();
                    d.latency = lat;
                    d.bypass_latency = lat;
                    d.writes.retain(|w| (w.cycles as u32) < lat);
                    model.descs.push(d);
                    let i = (model.descs.len() - 1) as u32;
                    new_index.insert(r.desc, i);
                    i
                }
            };
            r.desc = idx;
            changed += 1;
        }
        if changed == 0 {
            return Err(format!("no instruction has opcode `{opcode}`"));
        }
        eprintln!("{opcode}: latency {lat} for {changed} entries");
    }
    model.source = format!("{} (derived: {})", model.source, edits.join(" "));
    model.validate().map_err(|e| e.to_string())?;
    std::fs::write(output, model.to_json()).map_err(|e| format!("{output}: {e}"))
}

/// `relayout`: parses each bundled model file in full and writes it back with `to_json`.
fn relayout(dir: &Path) -> Result<(), String> {
    for (_, file) in BUNDLED {
        let path = dir.join(format!("{file}.json"));
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let model = SchedModel::from_json(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let json = model.to_json();
        if SchedModel::from_json(&json).as_ref() != Ok(&model) {
            return Err(format!(
                "{}: the new layout does not read back",
                path.display()
            ));
        }
        std::fs::write(&path, json).map_err(|e| format!("{}: {e}", path.display()))?;
        eprintln!("{}", path.display());
    }
    Ok(())
}

fn real_main() -> Result<(), String> {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.first().map(String::as_str) == Some("derive") {
        return derive(&argv[1..]);
    }
    if argv.first().map(String::as_str) == Some("register-numbers") {
        return register_numbers::generate(
            Path::new("/usr/lib/llvm-22/bin/llvm-mca"),
            Path::new("src/target/sched/data"),
        );
    }
    if argv.first().map(String::as_str) == Some("vex2-commutable") {
        return vex2_commutable::generate(
            Path::new("/usr/lib/llvm-22/bin/llvm-mc"),
            Path::new("src/target/sched/data"),
        );
    }
    if argv.first().map(String::as_str) == Some("relayout") {
        return relayout(Path::new("src/target/sched/data"));
    }
    if argv.first().map(String::as_str) == Some("code-facts") {
        return code_facts::generate(Path::new("src/target/sched/data"));
    }
    if argv.first().map(String::as_str) == Some("probes") {
        // The AT&T text of every probe, once each (scripts/mca-encoding-diff.sh feeds them to
        // `-show-encoding`).
        use std::io::Write;
        let mut seen = std::collections::HashSet::new();
        let mut out = std::io::BufWriter::new(std::io::stdout().lock());
        for p in probes::all_probes() {
            if seen.insert(p.text.clone()) {
                writeln!(out, "{}", p.text).map_err(|e| e.to_string())?;
            }
        }
        return out.flush().map_err(|e| e.to_string());
    }
    let args = parse_args()?;
    std::fs::create_dir_all(&args.out).map_err(|e| e.to_string())?;
    let probes = probes::all_probes();
    eprintln!("{} probes from {} codes", probes.len(), {
        let mut c: Vec<_> = probes.iter().map(|p| p.code).collect();
        c.dedup();
        c.len()
    });
    write_help(&args)?;
    let targets: Vec<(ModelId, String, String)> = if args.cpus.is_empty() {
        BUNDLED
            .iter()
            .map(|(id, f)| (*id, id.probe_cpu().to_string(), f.to_string()))
            .collect()
    } else {
        args.cpus
            .iter()
            .map(|c| match atomir::target::sched::lookup_cpu(c) {
                atomir::target::sched::CpuLookup::Model(id) => {
                    let file = BUNDLED
                        .iter()
                        .find(|(m, _)| *m == id)
                        .map(|(_, f)| f.to_string())
                        .unwrap_or_else(|| c.clone());
                    Ok((id, c.clone(), file))
                }
                _ => Err(format!("`{c}` has no scheduling model")),
            })
            .collect::<Result<_, _>>()?
    };
    for (id, cpu, file) in targets {
        let t0 = std::time::Instant::now();
        let mca = Mca {
            bin: args.llvm_mca.clone(),
            cpu: cpu.clone(),
        };
        let model = generate(&mca, id, &probes, args.skip_probing)?;
        let json = model.to_json();
        // Round-trip check before writing.
        SchedModel::from_json(&json).map_err(|e| format!("{cpu}: generated model invalid: {e}"))?;
        let path = args.out.join(format!("{file}.json"));
        std::fs::write(&path, json.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))?;
        eprintln!(
            "{cpu}: {} codes, {} descriptors, {} bytes -> {} ({:.1}s)",
            model.instrs.len(),
            model.descs.len(),
            json.len(),
            path.display(),
            t0.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

fn write_help(args: &Args) -> Result<(), String> {
    let mca = Mca {
        bin: args.llvm_mca.clone(),
        cpu: "help".into(),
    };
    let (code, _out, err) = mca.run_raw("", &[])?;
    if code != 0 || !err.starts_with("Available CPUs") {
        return Err(format!("-mcpu=help exited {code}"));
    }
    let path = args.out.join("mcpu-help.txt");
    std::fs::write(&path, err.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))
}

/// Builds the whole model for one CPU.
fn generate(
    mca: &Mca,
    id: ModelId,
    probes: &[Probe],
    skip_probing: bool,
) -> Result<SchedModel, String> {
    let tables = tables::run_tables(mca, probes)?;
    let supported: Vec<(usize, &Probe)> = probes
        .iter()
        .enumerate()
        .filter(|(i, _)| tables.rows[*i].is_some())
        .collect();
    eprintln!(
        "{}: {} of {} probes supported",
        mca.cpu,
        supported.len(),
        probes.len()
    );
    let mut stats = stats::model_stats(mca, probes, &tables)?;
    if stats.group_stalls > 0 {
        // Not seen in any bundled model (all report 0); extracting BeginGroup/EndGroup per
        // instruction would need its own probe.
        eprintln!(
            "{}: warning: {} dispatch-group stalls; begin_group/end_group are not extracted",
            mca.cpu, stats.group_stalls
        );
    }
    let mut resources: Vec<ProcResourceDesc> = tables
        .resources
        .iter()
        .map(|r| ProcResourceDesc {
            name: r.name.clone(),
            units: r.units,
            buffer_size: stats.buffer_sizes.get(&r.name).copied().unwrap_or(-1),
            members: r.members.clone(),
            super_resource: None,
        })
        .collect();
    resources.iter_mut().for_each(|r| {
        if stats.in_order {
            r.buffer_size = r.buffer_size.max(0);
        }
    });
    let index: HashMap<String, u32> = resources
        .iter()
        .enumerate()
        .map(|(i, r)| (r.name.clone(), i as u32))
        .collect();

    let mut descs: Vec<InstrSchedDesc> = probes
        .iter()
        .enumerate()
        .map(|(i, _)| {
            tables.rows[i]
                .as_ref()
                .map(|row| desc_from_row(row, &index))
        })
        .map(|d| d.unwrap_or_else(empty_desc))
        .collect();
    let opcodes: Vec<String> = tables
        .rows
        .iter()
        .map(|r| r.as_ref().map(|r| r.opcode.clone()).unwrap_or_default())
        .collect();
    let present: Vec<bool> = tables.rows.iter().map(|r| r.is_some()).collect();

    if !skip_probing {
        probing::refine(mca, probes, &present, &mut descs, &mut stats)?;
        supers::infer(&mca.cpu, &mut resources, &descs, &stats.occupied_buffers);
    }

    let mut model = SchedModel {
        format: FORMAT_VERSION,
        name: id.name().to_string(),
        source: format!("llvm-mca 22 -mtriple=x86_64 -mcpu={}", mca.cpu),
        dispatch_width: stats.dispatch_width,
        micro_op_buffer_size: stats.rob_size,
        max_retire_per_cycle: stats.max_retire_per_cycle,
        load_latency: None,
        high_latency: None,
        load_queue_size: stats.load_queue_size,
        store_queue_size: stats.store_queue_size,
        resources,
        register_files: stats.register_files.clone(),
        descs: Default::default(),
        opcodes: Default::default(),
        instrs: Default::default(),
    };
    intern(&mut model, probes, &present, &opcodes, descs);
    Ok(model)
}

fn empty_desc() -> InstrSchedDesc {
    InstrSchedDesc {
        uops: 0,
        latency: 0,
        rthroughput: None,
        bypass_latency: 0,
        may_load: false,
        may_store: false,
        has_side_effects: false,
        begin_group: false,
        end_group: false,
        retire_ooo: false,
        zero_idiom: false,
        dep_breaking: false,
        optimizable_move: false,
        renamed_writes: None,
        resources: Vec::new(),
        writes: Vec::new(),
        reads: Vec::new(),
    }
}

fn desc_from_row(row: &tables::TableRow, index: &HashMap<String, u32>) -> InstrSchedDesc {
    InstrSchedDesc {
        uops: row.uops,
        latency: row.latency,
        rthroughput: row.rthroughput,
        bypass_latency: row.bypass_latency,
        may_load: row.may_load,
        may_store: row.may_store,
        has_side_effects: row.has_side_effects,
        resources: row
            .resources
            .iter()
            .filter_map(|(n, a, r)| {
                index.get(n).map(|&i| ResourceUse {
                    resource: i,
                    acquire_at: *a,
                    release_at: *r,
                })
            })
            .collect(),
        ..empty_desc()
    }
}

/// The variant a `.same`/`.imm0`/`.imm1`/`.slowlea`/`.lock` probe refines.
fn base_variant(v: SchedVariant) -> SchedVariant {
    SchedVariant {
        same_regs: false,
        imm0: false,
        imm1: false,
        slow_lea: false,
        lock: false,
        ..v
    }
}

/// Fills `model.descs`/`model.instrs`, sharing identical descriptors and keeping refined
/// variants only where they differ from their base.
fn intern(
    model: &mut SchedModel,
    probes: &[Probe],
    present: &[bool],
    opcodes: &[String],
    descs: Vec<InstrSchedDesc>,
) {
    let mut by_key: HashMap<(iced_x86::Code, SchedVariant), usize> = HashMap::new();
    for (i, p) in probes.iter().enumerate() {
        if present[i] {
            by_key.insert((p.code, p.variant), i);
        }
    }
    // Sort descriptors by content for a deterministic table.
    let mut table: BTreeMap<String, u32> = BTreeMap::new();
    let mut chosen: Vec<(usize, String)> = Vec::new();
    for (i, p) in probes.iter().enumerate() {
        if !present[i] {
            continue;
        }
        let base = base_variant(p.variant);
        if base != p.variant {
            if let Some(&b) = by_key.get(&(p.code, base)) {
                if descs[b] == descs[i] && opcodes[b] == opcodes[i] {
                    continue;
                }
            }
        }
        let key = serde_json::to_string(&descs[i]).unwrap_or_default();
        table.insert(key.clone(), 0);
        chosen.push((i, key));
    }
    for (n, (_, v)) in table.iter_mut().enumerate() {
        *v = n as u32;
    }
    model.descs = table
        .keys()
        .map(|k| serde_json::from_str(k).expect("descriptor JSON round-trips"))
        .collect();
    let names: std::collections::BTreeSet<&str> =
        chosen.iter().map(|(i, _)| opcodes[*i].as_str()).collect();
    model.opcodes = names.iter().map(|s| s.to_string()).collect();
    let opcode_index: HashMap<&str, u32> = names
        .iter()
        .enumerate()
        .map(|(n, s)| (*s, n as u32))
        .collect();
    for (i, key) in chosen {
        let p = &probes[i];
        model
            .instrs
            .entry(format!("{:?}", p.code))
            .or_default()
            .insert(
                p.variant,
                InstrRef {
                    opcode: opcode_index[opcodes[i].as_str()],
                    desc: table[&key],
                },
            );
    }
}
