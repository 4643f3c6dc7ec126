//! Bottleneck analysis (`-bottleneck-analysis`): how many cycles saw back-pressure and why
//! (resources, register or memory dependencies), which resources were the busiest, and the
//! critical sequence of dependencies found by the simulation.
//!
//! ```text
//! Cycles with backend pressure increase [ 40.76% ]
//! Throughput Bottlenecks:
//!   Resource Pressure       [ 39.34% ]
//!   - JFPA  [ 39.34% ]
//!   Data Dependencies:      [ 1.42% ]
//!   - Register Dependencies [ 1.42% ]
//!   - Memory Dependencies   [ 0.00% ]
//!
//! Critical sequence based on the simulation:
//!
//!               Instruction                                 Dependency Information
//!  +----< 2.    vhaddps    %xmm3, %xmm3, %xmm4
//! ```

use super::{pad_to_column, round_fmt, ViewContext};
use crate::mca::events::{kind, HwEvent, Listener, PressureKind};
use crate::mca::instr::{state_index, ResourceTable};
use crate::mca::regs::RegId;
use std::collections::HashMap;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DepKind {
    Register,
    Memory,
    Resource,
}

#[derive(Clone, Copy, Debug)]
struct Edge {
    kind: DepKind,
    id: u64,
    cost: u64,
    from: usize,
    to: usize,
    frequency: u64,
}

#[derive(Clone, Debug, Default)]
struct Node {
    num_predecessors: u32,
    num_visited: u32,
    cost: u64,
    depth: usize,
    critical: Option<Edge>,
    out: Vec<Edge>,
}

#[derive(Clone, Copy, Default)]
struct PressureInfo {
    register: u32,
    memory: u32,
    resource: u32,
}

pub struct BottleneckView {
    block: usize,
    iterations: u32,
    nodes: Vec<Node>,
    finalized: bool,
    /// Per model resource: first index into `users`.
    users_index: Vec<usize>,
    users: Vec<(u32, u32)>,
    masks: Vec<u64>,
    state_to_model: Vec<usize>,
    units: Vec<u32>,
    distribution: Vec<u64>,
    ipi: HashMap<u32, PressureInfo>,
    total_cycles: u64,
    pressure_cycles: u64,
    resource_cycles: u64,
    data_cycles: u64,
    register_cycles: u64,
    memory_cycles: u64,
    flag_resources: bool,
    flag_registers: bool,
    flag_memory: bool,
    seen_stalls: bool,
}

impl BottleneckView {
    pub fn new(table: &ResourceTable, block: usize, iterations: u32) -> BottleneckView {
        let mut users_index = Vec::with_capacity(table.len());
        let mut next = 0;
        for mi in 0..table.len() {
            users_index.push(next);
            next += table.units[mi].max(1) as usize;
        }
        BottleneckView {
            block,
            iterations,
            nodes: vec![Node::default(); block * 3],
            finalized: false,
            users_index,
            users: vec![(u32::MAX, 0); next],
            masks: table.masks.clone(),
            state_to_model: table.state_to_model.clone(),
            units: table.units.clone(),
            distribution: vec![0; table.len()],
            ipi: HashMap::new(),
            total_cycles: 0,
            pressure_cycles: 0,
            resource_cycles: 0,
            data_cycles: 0,
            register_cycles: 0,
            memory_cycles: 0,
            flag_resources: false,
            flag_registers: false,
            flag_memory: false,
            seen_stalls: false,
        }
    }

    fn add_dep(&mut self, from: usize, to: usize, kind: DepKind, id: u64, cost: u64) {
        let n = self.block;
        if from >= to {
            self.add_edge(from, to + n, kind, id, cost);
            self.add_edge(from + n, to + 2 * n, kind, id, cost);
        } else {
            self.add_edge(from + n, to + n, kind, id, cost);
        }
    }

    fn add_edge(&mut self, from: usize, to: usize, kind: DepKind, id: u64, cost: u64) {
        let node = &mut self.nodes[from];
        if let Some(e) = node.out.iter_mut().find(|e| e.to == to && e.id == id) {
            e.cost += cost;
            e.frequency += 1;
            return;
        }
        node.out.push(Edge {
            kind,
            id,
            cost,
            from,
            to,
            frequency: 1,
        });
        self.nodes[to].num_predecessors += 1;
    }

    /// Drops the rare edges before the costs are propagated: an edge seen on at most a tenth of
    /// the iterations (and not on every one) goes, and the node it points to loses a
    /// predecessor. As llvm-mca 22 does it, a dropped edge changes places with the node's last
    /// kept one, and the edge moved into its slot is not looked at again (so it is kept); the
    /// order of the kept edges changes which of two equal-cost paths wins.
    fn prune_rare_edges(&mut self) {
        let iterations = self.iterations.max(1) as u64;
        for n in 0..self.nodes.len() {
            let mut end = self.nodes[n].out.len();
            let mut i = 0;
            while i < end {
                let e = self.nodes[n].out[i];
                let rare =
                    e.frequency != iterations && (e.frequency as f64 / iterations as f64) <= 0.10;
                if rare {
                    self.nodes[e.to].num_predecessors -= 1;
                    self.nodes[n].out.swap(i, end - 1);
                    end -= 1;
                }
                i += 1;
            }
            self.nodes[n].out.truncate(end);
        }
    }

    fn finalize(&mut self) {
        self.prune_rare_edges();
        let mut roots: Vec<usize> = (0..self.nodes.len())
            .filter(|&i| self.nodes[i].num_predecessors == 0 && !self.nodes[i].out.is_empty())
            .collect();
        let mut to_visit = Vec::new();
        while !roots.is_empty() {
            for &iid in &roots {
                let out = self.nodes[iid].out.clone();
                let (ncost, ndepth) = (self.nodes[iid].cost, self.nodes[iid].depth);
                for e in out {
                    let to = &mut self.nodes[e.to];
                    let cost = ncost + e.cost;
                    if cost > to.cost {
                        to.critical = Some(e);
                        to.cost = cost;
                        to.depth = ndepth + 1;
                    }
                    to.num_visited += 1;
                    if to.num_visited == to.num_predecessors {
                        to_visit.push(e.to);
                    }
                }
            }
            std::mem::swap(&mut roots, &mut to_visit);
            to_visit.clear();
        }
        self.finalized = true;
    }

    fn critical_sequence(&self) -> Vec<Edge> {
        let mut best = 0;
        for (i, n) in self.nodes.iter().enumerate() {
            if n.cost > self.nodes[best].cost {
                best = i;
            }
        }
        let depth = self.nodes[best].depth;
        let mut seq = Vec::with_capacity(depth);
        let mut iid = best;
        for _ in 0..depth {
            let Some(e) = self.nodes[iid].critical else {
                break;
            };
            seq.push(e);
            iid = e.from;
        }
        seq.reverse();
        seq
    }

    fn resource_users(&self, mask: u64, out: &mut Vec<(u32, u32)>) {
        let mi = self.state_to_model[state_index(mask)];
        let base = self.users_index[mi];
        for u in 0..self.units[mi].max(1) as usize {
            let user = self.users[base + u];
            if user.1 != 0 && self.ipi.contains_key(&user.0) {
                out.push(user);
            }
        }
    }

    fn update_distribution(&mut self, mut cumulative: u64) {
        while cumulative != 0 {
            let current = cumulative & cumulative.wrapping_neg();
            let mi = self.state_to_model[state_index(current)];
            let mask = self.masks[mi];
            if mask == current {
                self.distribution[mi] += 1;
                cumulative ^= current;
                continue;
            }
            let mut m = mask ^ current;
            while m != 0 {
                let sub = m & m.wrapping_neg();
                self.distribution[self.state_to_model[state_index(sub)]] += 1;
                m ^= sub;
            }
            cumulative ^= current;
        }
    }

    /// Writes the view (a few rows per resource plus the critical sequence).
    pub fn print(
        &self,
        ctx: &ViewContext,
        reg_prefix: &str,
        out: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        super::write_small(out, |s| self.print_text(ctx, reg_prefix, s))
    }

    fn print_text(&self, ctx: &ViewContext, reg_prefix: &str, out: &mut String) {
        if !self.seen_stalls || self.pressure_cycles == 0 {
            out.push_str("\n\nNo resource or data dependency bottlenecks discovered.\n");
            return;
        }
        let tc = self.total_cycles.max(1) as f64;
        let pct = |n: u64| round_fmt(n as f64 * 100.0 / tc, 2);
        out.push_str(&format!(
            "\n\nCycles with backend pressure increase [ {}% ]",
            pct(self.pressure_cycles)
        ));
        out.push_str(&format!(
            "\nThroughput Bottlenecks: \n  Resource Pressure       [ {}% ]",
            pct(self.resource_cycles)
        ));
        for (i, &d) in self.distribution.iter().enumerate() {
            if d != 0 {
                out.push_str(&format!(
                    "\n  - {}  [ {}% ]",
                    ctx.model.resources[i].name,
                    pct(d)
                ));
            }
        }
        out.push_str(&format!(
            "\n  Data Dependencies:      [ {}% ]",
            pct(self.data_cycles)
        ));
        out.push_str(&format!(
            "\n  - Register Dependencies [ {}% ]",
            pct(self.register_cycles)
        ));
        out.push_str(&format!(
            "\n  - Memory Dependencies   [ {}% ]\n",
            pct(self.memory_cycles)
        ));
        self.print_critical_sequence(ctx, reg_prefix, out);
    }

    /// The `BottleneckAnalysis` object of `-json`: the cycle counts, the busiest resources and
    /// the critical sequence's edges between node ids (instruction index plus iteration times
    /// block size, over the three iterations the graph spans). A register edge names LLVM's
    /// register number; a register LLVM's table lacks is an error, not a made-up number.
    pub fn to_json(&self, ctx: &ViewContext) -> Result<serde_json::Value, String> {
        use serde_json::{json, Map, Value};
        if !self.seen_stalls || self.pressure_cycles == 0 {
            return Ok(json!({ "PressureIncreaseCycles": 0 }));
        }
        let mut edges = Vec::new();
        for e in self.critical_sequence() {
            let (kind, id) = match e.kind {
                DepKind::Register => {
                    let name = crate::mca::regs::display_name(RegId(e.id as u16));
                    let number = crate::target::sched::register_numbers::llvm_register_number(
                        &name,
                    )
                    .ok_or_else(|| {
                        format!("-json -bottleneck-analysis: no LLVM register number for %{name}")
                    })?;
                    (1, number as u64)
                }
                DepKind::Memory => (2, e.id),
                DepKind::Resource => (3, e.id),
            };
            edges.push(
                json!({ "FromID": e.from, "ResourceOrRegID": id, "ToID": e.to, "Type": kind }),
            );
        }
        let pressure: Vec<Value> = self
            .distribution
            .iter()
            .enumerate()
            .filter(|(_, &d)| d != 0)
            .map(|(i, &d)| {
                let mut m = Map::new();
                m.insert(ctx.model.resources[i].name.clone(), d.into());
                Value::Object(m)
            })
            .collect();
        Ok(json!({
            "DataDependencyCycles": self.data_cycles,
            "DependencyEdge": edges,
            "MemoryDependencyCycles": self.memory_cycles,
            "PressureIncreaseCycles": self.pressure_cycles,
            "RegisterDependencyCycles": self.register_cycles,
            "ResourcePressure": pressure,
            "ResourcePressureCycles": self.resource_cycles,
            "TotalCycles": self.total_cycles,
        }))
    }

    fn print_critical_sequence(&self, ctx: &ViewContext, reg_prefix: &str, out: &mut String) {
        let seq = self.critical_sequence();
        if seq.is_empty() {
            return;
        }
        let n = self.block;
        out.push_str("\nCritical sequence based on the simulation:\n\n");
        let first = seq[0];
        let from = first.from % n;
        let to0 = first.to % n;
        let loop_carried = from >= to0;
        pad_to_column(out, 14);
        out.push_str("Instruction");
        pad_to_column(out, 58);
        out.push_str("Dependency Information");
        let inst = |out: &mut String, i: usize| {
            pad_to_column(out, 14);
            out.push_str(&ctx.text[i]);
        };
        let mut cur = 0usize;
        if loop_carried {
            out.push_str(&format!("\n +----< {from}."));
            inst(out, from);
            out.push_str("\n |\n |    < loop carried > \n |");
        } else {
            while cur < from {
                out.push_str(&format!("\n        {cur}."));
                inst(out, cur);
                cur += 1;
            }
            out.push_str(&format!("\n +----< {cur}."));
            inst(out, cur);
            cur += 1;
        }
        for e in &seq {
            let to = e.to % n;
            let last = if cur > to { n } else { to };
            while cur < last {
                out.push_str(&format!("\n |      {cur}."));
                inst(out, cur);
                cur += 1;
            }
            if cur == to {
                out.push_str(&format!("\n +----> {to}."));
                inst(out, cur);
            } else {
                out.push_str(&format!("\n |\n |    < loop carried > \n |\n +----> {to}."));
                inst(out, to);
            }
            pad_to_column(out, 58);
            match e.kind {
                DepKind::Register => {
                    let name = crate::mca::regs::display_name(RegId(e.id as u16));
                    out.push_str(&format!("## REGISTER dependency:  {reg_prefix}{name}"));
                }
                DepKind::Memory => out.push_str("## MEMORY dependency."),
                DepKind::Resource => {
                    let mi = self.state_to_model[state_index(e.id)];
                    out.push_str(&format!(
                        "## RESOURCE interference:  {} [ probability: {}% ]",
                        ctx.model.resources[mi].name,
                        (e.frequency * 100) / self.iterations.max(1) as u64
                    ));
                }
            }
            cur += 1;
        }
        // After the sequence's last edge the rest of the block is listed without the bar.
        while cur < n {
            out.push_str(&format!("\n        {cur}."));
            inst(out, cur);
            cur += 1;
        }
        out.push('\n');
    }
}

impl Listener for BottleneckView {
    fn on_event(&mut self, ev: &HwEvent) {
        match ev {
            HwEvent::Dispatched { iid, .. } => {
                self.ipi.entry(*iid).or_default();
            }
            HwEvent::Executed { iid } => {
                self.ipi.remove(iid);
            }
            HwEvent::Stall { .. } => self.seen_stalls = true,
            HwEvent::Issued {
                iid,
                used,
                critical,
                ..
            } => {
                let to = *iid as usize % self.block;
                let info = self.ipi.get(iid).copied().unwrap_or_default();
                let cycles = 2 * info.resource as u64;
                let mut m = critical.resource_mask;
                let mut users = Vec::new();
                while m != 0 {
                    let current = m & m.wrapping_neg();
                    self.resource_users(current, &mut users);
                    for &(uid, c) in &users {
                        self.add_dep(
                            uid as usize % self.block,
                            to,
                            DepKind::Resource,
                            current,
                            c as u64 + cycles,
                        );
                    }
                    users.clear();
                    m ^= current;
                }
                if let Some((from, reg, c)) = critical.reg_dep {
                    let cost = c as u64 + 2 * info.register as u64;
                    self.add_dep(
                        from as usize % self.block,
                        to,
                        DepKind::Register,
                        reg.0 as u64,
                        cost,
                    );
                }
                if critical.mem_dep.1 != 0 {
                    let cost = critical.mem_dep.1 as u64 + 2 * info.memory as u64;
                    self.add_dep(
                        critical.mem_dep.0 as usize % self.block,
                        to,
                        DepKind::Memory,
                        0,
                        cost,
                    );
                }
                for &((mask, sub), c) in used.iter() {
                    let mi = self.state_to_model[state_index(mask)];
                    let idx = self.users_index[mi] + sub.trailing_zeros() as usize;
                    if let Some(u) = self.users.get_mut(idx) {
                        *u = (*iid, c);
                    }
                }
                if *iid as usize == self.iterations as usize * self.block - 1 && !self.finalized {
                    self.finalize();
                }
            }
            HwEvent::Pressure { kind, insts, mask } => match kind {
                PressureKind::Resources => {
                    self.update_distribution(*mask);
                    for &(iid, crit) in insts.iter() {
                        if crit & mask == 0 {
                            continue;
                        }
                        self.ipi.entry(iid).or_default().resource += 1;
                    }
                    self.flag_resources = true;
                }
                PressureKind::RegisterDeps => {
                    for &(iid, _) in insts.iter() {
                        self.ipi.entry(iid).or_default().register += 1;
                    }
                    self.flag_registers = true;
                }
                PressureKind::MemoryDeps => {
                    for &(iid, _) in insts.iter() {
                        self.ipi.entry(iid).or_default().memory += 1;
                    }
                    self.flag_memory = true;
                }
            },
            HwEvent::CycleEnd => {
                self.total_cycles += 1;
                let data = self.flag_registers || self.flag_memory;
                if !self.flag_resources && !data {
                    return;
                }
                self.pressure_cycles += 1;
                if self.flag_registers {
                    self.register_cycles += 1;
                }
                if self.flag_memory {
                    self.memory_cycles += 1;
                }
                if data {
                    self.data_cycles += 1;
                }
                if self.flag_resources {
                    self.resource_cycles += 1;
                }
                self.flag_resources = false;
                self.flag_registers = false;
                self.flag_memory = false;
            }
            _ => {}
        }
    }

    fn interests(&self) -> u32 {
        kind::DISPATCHED
            | kind::EXECUTED
            | kind::STALL
            | kind::ISSUED
            | kind::PRESSURE
            | kind::CYCLE_END
    }
}
