//! Model-wide facts read from llvm-mca's statistics views: dispatch width (`Dispatch Width:`),
//! ROB size (`Total ROB Entries:`), scheduler buffer sizes (`-scheduler-stats` `[4]`), register
//! files (`-register-file-stats`), retire width, and load/store queue sizes.
//!
//! Owns those parsers and the probes that stress the retire unit and the load/store queues.

use std::collections::{HashMap, HashSet};

use atomir::target::sched::RegisterFileDesc;

use crate::llvm::Mca;
use crate::probes::Probe;
use crate::tables::Tables;

/// Facts about the whole model.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    pub dispatch_width: u32,
    pub rob_size: u32,
    pub in_order: bool,
    pub max_retire_per_cycle: u32,
    pub buffer_sizes: HashMap<String, i32>,
    /// Names and sizes; classes and costs are filled in by `probing.rs`.
    pub register_files: Vec<RegisterFileDesc>,
    pub load_queue_size: u32,
    pub store_queue_size: u32,
    /// Probe texts llvm-mca crashes or loops on when simulating (excluded from later probes).
    pub bad_texts: HashSet<String>,
    /// Sum of `GROUP - Static restrictions on the dispatch group` stalls over the supported
    /// instructions; non-zero would mean BeginGroup/EndGroup instructions exist in the model.
    pub group_stalls: u64,
    /// Probe index -> the scheduler buffers it occupied when simulated alone (`-scheduler-stats`
    /// rows with a non-zero maximum), filled in by `probing.rs`; read by `supers.rs`.
    pub occupied_buffers: HashMap<usize, Vec<String>>,
}

/// Value after `label` on the first line starting with it.
pub fn value_after<'a>(out: &'a str, label: &str) -> Option<&'a str> {
    out.lines()
        .find_map(|l| l.strip_prefix(label))
        .map(|v| v.split_whitespace().next().unwrap_or(""))
}

/// `-scheduler-stats` rows: resource name -> total buffer entries.
pub fn parse_scheduler_buffers(out: &str, into: &mut HashMap<String, i32>) {
    let mut in_table = false;
    for l in out.lines() {
        if l.trim_start().starts_with("[1]") && l.contains("[4]") {
            in_table = true;
            continue;
        }
        if in_table {
            let f: Vec<&str> = l.split_whitespace().collect();
            if f.len() != 4 {
                in_table = false;
                continue;
            }
            if let Ok(n) = f[3].parse::<i32>() {
                into.insert(f[0].to_string(), n);
            }
        }
    }
}

/// `-scheduler-stats` rows whose maximum number of used entries is not zero: the buffers the
/// simulated code occupied at some point.
pub fn parse_occupied_buffers(out: &str) -> Vec<String> {
    let mut used = Vec::new();
    let mut in_table = false;
    for l in out.lines() {
        if l.trim_start().starts_with("[1]") && l.contains("[4]") {
            in_table = true;
            continue;
        }
        if in_table {
            let f: Vec<&str> = l.split_whitespace().collect();
            if f.len() != 4 {
                in_table = false;
                continue;
            }
            if f[2].parse::<u64>().is_ok_and(|m| m > 0) {
                used.push(f[0].to_string());
            }
        }
    }
    used
}

/// Per register file (in order): name, physical registers (0 = unbounded), mappings created,
/// optimizable moves, moves eliminated, zero moves, max moves eliminated per cycle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FileUsage {
    pub name: String,
    pub physical: u32,
    pub mappings: u64,
    pub optimizable_moves: u64,
    pub eliminated: u64,
    pub zero_moves: u64,
    pub max_eliminated_per_cycle: u64,
}

pub fn parse_register_files(out: &str) -> Vec<FileUsage> {
    let mut files: Vec<FileUsage> = Vec::new();
    for l in out.lines() {
        let t = l.trim();
        if let Some(rest) = t.strip_prefix("*  Register File #") {
            let name = rest
                .split(" -- ")
                .nth(1)
                .unwrap_or("")
                .trim_end_matches(':')
                .to_string();
            files.push(FileUsage {
                name,
                ..Default::default()
            });
            continue;
        }
        let Some(f) = files.last_mut() else { continue };
        let num = |s: &str| -> u64 {
            s.split_whitespace()
                .next()
                .and_then(|v| v.parse().ok())
                .unwrap_or(0)
        };
        if let Some(v) = t.strip_prefix("Number of physical registers:") {
            f.physical = num(v) as u32;
        } else if let Some(v) = t.strip_prefix("Total number of mappings created:") {
            f.mappings = num(v);
        } else if let Some(v) = t.strip_prefix("Number of optimizable moves:") {
            f.optimizable_moves = num(v);
        } else if let Some(v) = t.strip_prefix("Number of moves eliminated:") {
            f.eliminated = num(v);
        } else if let Some(v) = t.strip_prefix("Number of zero moves:") {
            f.zero_moves = num(v);
        } else if let Some(v) = t.strip_prefix("Max moves eliminated per cycle:") {
            f.max_eliminated_per_cycle = num(v);
        }
    }
    files
}

/// Largest N in the `-retire-stats` histogram.
fn max_retired(out: &str) -> u32 {
    let mut in_hist = false;
    let mut max = 0;
    for l in out.lines() {
        if l.starts_with("Retire Control Unit") {
            in_hist = true;
            continue;
        }
        if in_hist {
            if l.starts_with("[#") {
                continue;
            }
            let Some((n, _)) = l.trim().split_once(',') else {
                break;
            };
            match n.trim().parse::<u32>() {
                Ok(n) => max = max.max(n),
                Err(_) => break,
            }
        }
    }
    max
}

pub fn model_stats(mca: &Mca, probes: &[Probe], tables: &Tables) -> Result<Stats, String> {
    let mut s = Stats::default();
    // All supported probes, in chunks: every buffered resource any instruction uses shows up.
    // A chunk that crashes or hangs llvm-mca is split until the culprit is alone and dropped.
    let supported: Vec<&str> = probes
        .iter()
        .enumerate()
        .filter(|(i, _)| tables.rows[*i].is_some())
        .map(|(_, p)| p.text.as_str())
        .collect();
    let mut out = String::new();
    for chunk in supported.chunks(256) {
        stats_chunk(
            mca,
            chunk,
            &mut s.buffer_sizes,
            &mut out,
            &mut s.bad_texts,
            &mut s.group_stalls,
        )?;
    }
    if out.is_empty() {
        return Err("no -all-stats run succeeded".into());
    }
    s.dispatch_width = value_after(&out, "Dispatch Width:")
        .and_then(|v| v.parse().ok())
        .ok_or("no Dispatch Width in -all-stats output")?;
    match value_after(&out, "Total ROB Entries:") {
        Some(v) => s.rob_size = v.parse().map_err(|_| "bad ROB size")?,
        None => s.in_order = true,
    }
    s.register_files = parse_register_files(&out)
        .into_iter()
        .map(|f| RegisterFileDesc {
            name: f.name,
            physical_registers: f.physical,
            classes: Vec::new(),
            max_moves_eliminated_per_cycle: 0,
            allow_zero_move_elimination_only: false,
        })
        .collect();

    // Retire width: a long-latency instruction at the head, then many independent one-cycle
    // instructions that must wait for it; they retire together as fast as the model allows.
    let n_after = (s.rob_size.max(8) - 2).min(120);
    let mut retire =
        String::from("sqrtsd %xmm1, %xmm1\nsqrtsd %xmm1, %xmm1\nsqrtsd %xmm1, %xmm1\n");
    for i in 0..n_after {
        let r = ["%rax", "%rbx", "%rcx", "%rdx", "%rsi", "%r8", "%r9", "%r10"][i as usize % 8];
        retire.push_str(&format!("movq $1, {r}\n"));
    }
    let out = mca.run(&retire, &["-retire-stats", "-iterations=1"])?;
    let m = max_retired(&out);
    s.max_retire_per_cycle = if m >= n_after.min(s.rob_size.max(1)) - 1 {
        0
    } else {
        m
    };

    // Load / store queues: many loads (stores) whose address depends on a long chain; the
    // queue fills. The size is the smallest `-lqueue=N` whose report equals the default one.
    s.load_queue_size = queue_size(mca, "movq (%rax), %rbx", "-lqueue")?;
    s.store_queue_size = queue_size(mca, "movq %rbx, (%rax)", "-squeue")?;
    Ok(s)
}

/// Runs `-all-stats` on `texts`, merging scheduler buffer sizes; keeps the first full report.
fn stats_chunk(
    mca: &Mca,
    texts: &[&str],
    buffers: &mut HashMap<String, i32>,
    first: &mut String,
    bad: &mut HashSet<String>,
    group_stalls: &mut u64,
) -> Result<(), String> {
    let mut input = String::new();
    for t in texts {
        input.push_str(t);
        input.push('\n');
    }
    let args = [
        "-all-stats",
        "-iterations=1",
        "-skip-unsupported-instructions=any",
        "-call-latency=1",
    ];
    let (code, out, _) = mca.run_raw(&input, &args)?;
    if code != 0 {
        if texts.len() > 1 {
            let (a, b) = texts.split_at(texts.len() / 2);
            stats_chunk(mca, a, buffers, first, bad, group_stalls)?;
            stats_chunk(mca, b, buffers, first, bad, group_stalls)?;
        } else {
            bad.insert(texts[0].to_string());
            eprintln!(
                "{}: -all-stats fails on `{}` (exit {code}); skipped",
                mca.cpu, texts[0]
            );
        }
        return Ok(());
    }
    parse_scheduler_buffers(&out, buffers);
    *group_stalls += value_after(&out, "GROUP   - Static restrictions on the dispatch group:")
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(0);
    if first.is_empty() {
        *first = out;
    }
    Ok(())
}

fn queue_size(mca: &Mca, mem_op: &str, flag: &str) -> Result<u32, String> {
    let mut block = String::from("imulq %rax, %rax\nimulq %rax, %rax\nimulq %rax, %rax\n");
    for _ in 0..16 {
        block.push_str(mem_op);
        block.push('\n');
    }
    let key = if flag == "-lqueue" {
        "LQ      - Load queue full:"
    } else {
        "SQ      - Store queue full:"
    };
    let stalls = |out: &str| -> u64 {
        value_after(out, key)
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    let default = mca.run(&block, &["-all-stats", "-iterations=200"])?;
    let base = stalls(&default);
    if base == 0 {
        // The backlog never fills the queue: unbounded (0).
        return Ok(0);
    }
    let run_n = |n: u32| -> Result<String, String> {
        let f = format!("{flag}={n}");
        mca.run(&block, &["-all-stats", "-iterations=200", &f])
    };
    // Stalls shrink as the queue grows; the model's size is the smallest N with no more stalls
    // than the default run, and that run must be identical to the default one.
    let (mut lo, mut hi) = (1u32, 4096u32);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if stalls(&run_n(mid)?) <= base {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    // Stall counts are not monotonic near the size; the model's size is the first N around the
    // search result whose whole report equals the default one.
    for n in lo.saturating_sub(16).max(1)..=lo + 256 {
        if run_n(n)? == default {
            return Ok(n);
        }
    }
    Err(format!(
        "{flag}: no size reproduces the default report (searched around {lo})"
    ))
}
