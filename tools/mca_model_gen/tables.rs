//! Runs `llvm-mca --instruction-tables=full` over the probes and parses what it prints: the
//! `Resources:` list (names, units, group members) and one row per supported probe.
//!
//! Owns the text format of that view and the alignment of output rows with input probes (a
//! marker instruction follows every probe, so a probe llvm-mca skipped shows up as two markers
//! in a row). Must not decide what goes into the model file (that is `main.rs`).

use std::collections::HashMap;

use crate::llvm::Mca;
use crate::probes::Probe;

/// A marker instruction no probe produces.
pub const MARKER: &str = "movabsq $81985529216486895, %r15";
const MARKER_IMM: &str = "$81985529216486895";

/// One processor resource as listed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedResource {
    pub name: String,
    pub units: u32,
    pub members: Vec<String>,
}

/// One row of the full instruction table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableRow {
    pub uops: u32,
    pub latency: u32,
    pub rthroughput: Option<f64>,
    pub may_load: bool,
    pub may_store: bool,
    pub has_side_effects: bool,
    pub bypass_latency: u32,
    /// (resource name, acquire, release)
    pub resources: Vec<(String, u32, u32)>,
    pub opcode: String,
    /// llvm-mca's own rendering of the instruction.
    pub text: String,
}

/// Result of one table run.
pub struct Tables {
    pub resources: Vec<ListedResource>,
    /// Aligned with the probes: `None` = unsupported (parse failure or no scheduling data) or
    /// ambiguous (the text became several instructions).
    pub rows: Vec<Option<TableRow>>,
}

/// Runs the full instruction table for `probes` on `mca`'s CPU, in chunks. llvm-mca 22 crashes
/// on a few instructions (e.g. `push %fs` in the table view); a chunk that does not run is
/// split in halves until the culprit is alone, and the culprit is recorded as unsupported.
pub fn run_tables(mca: &Mca, probes: &[Probe]) -> Result<Tables, String> {
    let mut resources: Vec<ListedResource> = Vec::new();
    let mut rows: Vec<Option<TableRow>> = Vec::with_capacity(probes.len());
    for chunk in probes.chunks(2048) {
        run_chunk(mca, chunk, &mut resources, &mut rows)?;
    }
    if resources.is_empty() {
        return Err(format!("-mcpu={}: no resource list in any table", mca.cpu));
    }
    Ok(Tables { resources, rows })
}

fn run_chunk(
    mca: &Mca,
    probes: &[Probe],
    resources: &mut Vec<ListedResource>,
    rows: &mut Vec<Option<TableRow>>,
) -> Result<(), String> {
    let mut input = String::with_capacity(probes.len() * 48);
    input.push_str(MARKER);
    input.push('\n');
    for p in probes {
        input.push_str(&p.text);
        input.push('\n');
        input.push_str(MARKER);
        input.push('\n');
    }
    let (code, out, _err) = mca.run_raw(
        &input,
        &[
            "--instruction-tables=full",
            "-skip-unsupported-instructions=any",
        ],
    )?;
    if code != 0 {
        if probes.len() == 1 {
            rows.push(None);
            return Ok(());
        }
        let (a, b) = probes.split_at(probes.len() / 2);
        run_chunk(mca, a, resources, rows)?;
        return run_chunk(mca, b, resources, rows);
    }
    let t = parse_tables(&out, probes.len())?;
    if resources.is_empty() {
        *resources = t.resources;
    } else if *resources != t.resources {
        return Err("resource lists differ between runs".into());
    }
    rows.extend(t.rows);
    Ok(())
}

/// Parses the Resources list of a full table (also used on other views' output).
pub fn parse_resource_list(out: &str) -> Vec<ListedResource> {
    let mut res = Vec::new();
    let mut lines = out.lines();
    for l in lines.by_ref() {
        if l == "Resources:" {
            break;
        }
    }
    for l in lines {
        let Some(rest) = l.strip_prefix('[') else {
            break;
        };
        let Some(pos) = rest.find("- ") else { break };
        let body = &rest[pos + 2..];
        let (head, members) = match body.find(' ') {
            Some(sp) => (&body[..sp], body[sp..].trim()),
            None => (body, ""),
        };
        let (name, units) = match head.rsplit_once(':') {
            Some((n, u)) => (n.to_string(), u.parse().unwrap_or(1)),
            None => (head.to_string(), 1),
        };
        let members = if members.is_empty() {
            Vec::new()
        } else {
            members.split(", ").map(|s| s.trim().to_string()).collect()
        };
        res.push(ListedResource {
            name,
            units,
            members,
        });
    }
    res
}

fn parse_tables(out: &str, n_probes: usize) -> Result<Tables, String> {
    let resources = parse_resource_list(out);
    let names: HashMap<&str, ()> = resources.iter().map(|r| (r.name.as_str(), ())).collect();
    let mut rows_out: Vec<TableRow> = Vec::new();
    let mut in_table = false;
    for l in out.lines() {
        if !in_table {
            if l.starts_with("[1]") && l.contains("Instructions:") {
                in_table = true;
            }
            continue;
        }
        if l.trim().is_empty() {
            break;
        }
        rows_out.push(parse_row(l, &names).ok_or_else(|| format!("cannot parse table row `{l}`"))?);
    }
    // Align: the input is M P1 M P2 M ... Pn M.
    let mut rows: Vec<Option<TableRow>> = Vec::with_capacity(n_probes);
    let mut it = rows_out.into_iter().peekable();
    match it.next() {
        Some(r) if is_marker(&r) => {}
        _ => return Err("table does not start with the marker".into()),
    }
    for _ in 0..n_probes {
        let mut between = Vec::new();
        loop {
            match it.next() {
                Some(r) if is_marker(&r) => break,
                Some(r) => between.push(r),
                None => return Err("table ended before the last marker".into()),
            }
        }
        rows.push(if between.len() == 1 {
            between.pop()
        } else {
            None
        });
    }
    Ok(Tables { resources, rows })
}

fn is_marker(r: &TableRow) -> bool {
    r.opcode == "MOV64ri" && r.text.contains(MARKER_IMM) && r.text.contains("%r15")
}

/// Column start offsets of the full table.
const COL_LAT: usize = 7;
const COL_RTP: usize = 14;
const COL_LOAD: usize = 22;
const COL_STORE: usize = 29;
const COL_SIDE: usize = 36;
const COL_BYPASS: usize = 43;

fn field(l: &str, from: usize, to: usize) -> &str {
    let to = to.min(l.len());
    if from >= to {
        return "";
    }
    l.get(from..to).unwrap_or("").trim()
}

fn parse_row(l: &str, names: &HashMap<&str, ()>) -> Option<TableRow> {
    let uops = field(l, 0, COL_LAT).parse().ok()?;
    let latency = field(l, COL_LAT, COL_RTP).parse().ok()?;
    let rtp = field(l, COL_RTP, COL_LOAD);
    let rthroughput = if rtp == "-" {
        None
    } else {
        Some(rtp.parse().ok()?)
    };
    let may_load = field(l, COL_LOAD, COL_STORE) == "*";
    let may_store = field(l, COL_STORE, COL_SIDE) == "*";
    let has_side_effects = field(l, COL_SIDE, COL_BYPASS) == "U";
    // The bypass latency is printed unsigned: a negative one (a read advance larger than the
    // latency, e.g. Atom's ADD64rm) is a 10-digit number that runs past its column, pushing the
    // rest of the row right.
    let (bypass, rest) = split_token(l.get(COL_BYPASS..)?.trim_start());
    let bypass_latency = bypass.parse().ok()?;
    let rest = rest.trim_start();
    let (first, after) = split_token(rest);
    let (resources, opcode, text) = if looks_like_resources(first, names) {
        let (op, text) = split_token(after.trim_start());
        (parse_resources(first)?, op, text)
    } else {
        (Vec::new(), first, after)
    };
    Some(TableRow {
        uops,
        latency,
        rthroughput,
        may_load,
        may_store,
        has_side_effects,
        bypass_latency,
        resources,
        opcode: opcode.to_string(),
        text: text.trim().to_string(),
    })
}

fn split_token(s: &str) -> (&str, &str) {
    match s.find(char::is_whitespace) {
        Some(i) => (&s[..i], &s[i..]),
        None => (s, ""),
    }
}

fn resource_name(part: &str) -> &str {
    part.split('[').next().unwrap_or(part)
}

fn looks_like_resources(tok: &str, names: &HashMap<&str, ()>) -> bool {
    !tok.is_empty() && tok.split(',').all(|p| names.contains_key(resource_name(p)))
}

fn parse_resources(tok: &str) -> Option<Vec<(String, u32, u32)>> {
    let mut out = Vec::new();
    for p in tok.split(',') {
        let name = resource_name(p).to_string();
        let (acq, rel) = match p.find('[') {
            None => (0, 1),
            Some(i) => {
                let inner = p[i + 1..].strip_suffix(']')?;
                match inner.split_once(',') {
                    Some((a, r)) => (a.parse().ok()?, r.parse().ok()?),
                    None => (0, inner.parse().ok()?),
                }
            }
        };
        out.push((name, acq, rel));
    }
    Some(out)
}
