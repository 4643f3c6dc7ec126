//! In-order issue stage: the pipeline of a model without a reorder buffer (MicroOpBufferSize 0,
//! e.g. Atom), chosen by [`Pipeline::new`] in place of dispatch, execute and retire.
//!
//! Each cycle, up to the issue width of micro-ops issue in program order. An instruction issues
//! only when its register operands are ready (a read's producer has `cycles left - read
//! advance` <= 0), its resources are free, its load/store group has no unexecuted predecessor,
//! and its first write-back is not earlier than the previous instruction's (writes happen in
//! program order unless the instruction may retire out of order). Otherwise it stalls for the
//! cycles the failed check computed (1 for resources and memory), and nothing younger issues
//! meanwhile. Register and resource stalls are reported each stalled cycle (as llvm-mca 22's
//! RAT and GROUP dispatch stalls). An instruction wider than the issue width takes the whole
//! width for as many cycles as it needs. Dispatch and issue happen in the same cycle; an
//! instruction retires in the cycle it finishes executing (there is no retire control unit).
//!
//! Owns the in-order stage state ([`InOrderIssue`]). Must not touch: the out-of-order stages'
//! state (dispatch, scheduler sets, the reorder buffer), nor the views.

use crate::mca::context::InstStage;
use crate::mca::events::{kind, HwEvent, IssueCriticals, PressureKind, StallKind};
use crate::mca::pipeline::{notify_listeners, Pipeline};
use crate::mca::units::register_file::{FileCounts, WriteRef, MAX_REGISTER_FILES};

/// Why the instruction at the head of the stage cannot issue yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hazard {
    RegisterDeps,
    Resources,
    LoadStore,
    /// Its write-back would come before the previous instruction's.
    Delay,
}

/// The stalled head instruction: which, for how many more cycles, and why.
#[derive(Clone, Copy, Debug)]
struct Stall {
    iid: u32,
    cycles_left: u32,
    hazard: Hazard,
}

/// State of the in-order issue stage.
#[derive(Clone, Debug, Default)]
pub struct InOrderIssue {
    /// Instructions issued and still executing, in llvm-mca's list order.
    issued: Vec<u32>,
    stall: Option<Stall>,
    /// An instruction wider than what was left of the issue width, and its micro-ops still to
    /// issue in later cycles.
    carried_over: Option<u32>,
    carry_over: u32,
    /// Micro-ops that may still issue this cycle.
    bandwidth: u32,
    /// Instructions (counting a carried-over one once) and micro-ops issued this cycle.
    num_issued: u32,
    /// Cycles until the last issued instruction (that retires in order) writes back.
    last_write_back: u32,
}

impl InOrderIssue {
    fn has_work(&self) -> bool {
        !self.issued.is_empty() || self.stall.is_some() || self.carried_over.is_some()
    }
}

impl Pipeline<'_> {
    /// Runs an in-order model to completion; returns the number of cycles simulated.
    pub(crate) fn run_in_order(&mut self) -> u32 {
        if self.total == 0 {
            return 0;
        }
        loop {
            self.notify(HwEvent::CycleBegin);
            self.in_order_cycle_start();
            self.entry_cycle_start();
            while let Some(iid) = self.current {
                if !self.in_order_is_available(iid) {
                    break;
                }
                self.in_order_execute(iid);
                self.current = None;
                self.entry_next();
            }
            self.in_order_cycle_end();
            self.notify(HwEvent::CycleEnd);
            self.cycle += 1;
            let busy = self.in_order.as_ref().is_some_and(InOrderIssue::has_work);
            if !(busy || self.current.is_some() || self.next_iid < self.total) {
                break;
            }
        }
        self.cycle
    }

    fn io(&mut self) -> &mut InOrderIssue {
        self.in_order.as_mut().expect("in-order pipeline")
    }

    fn in_order_cycle_start(&mut self) {
        let width = self.dispatch_width;
        {
            let io = self.io();
            io.num_issued = 0;
            io.bandwidth = width;
        }
        self.prf.cycle_start();
        self.lsu.cycle_event();
        self.rm.cycle_event(self.cycle, |_| {});
        self.in_order_update_issued();
        self.in_order_update_carried_over();
        let Some(stall) = self.io().stall else {
            return;
        };
        if stall.cycles_left == 0 {
            self.io().stall = None;
            self.in_order_try_issue(stall.iid);
        }
        if self.io().stall.is_some_and(|s| s.cycles_left != 0) {
            // Still stalled: nothing else issues this cycle.
            self.in_order_notify_stall();
            self.io().bandwidth = 0;
        }
    }

    fn in_order_cycle_end(&mut self) {
        let io = self.io();
        if let Some(s) = io.stall.as_mut() {
            s.cycles_left = s.cycles_left.saturating_sub(1);
        }
        io.last_write_back = io.last_write_back.saturating_sub(1);
    }

    /// Whether the stage takes instruction `iid` this cycle.
    fn in_order_is_available(&self, iid: u32) -> bool {
        let io = self.in_order.as_ref().expect("in-order pipeline");
        if io.stall.is_some() || io.carried_over.is_some() {
            return false;
        }
        let desc = self.desc_of(iid);
        let uops = desc.num_micro_ops;
        let carries_over = uops > self.dispatch_width;
        if io.bandwidth < uops && !carries_over {
            return false;
        }
        !(desc.begin_group && io.num_issued != 0)
    }

    /// A new instruction enters the stage: it joins the load/store unit and tries to issue.
    fn in_order_execute(&mut self, iid: u32) {
        let desc = self.desc_of(iid);
        if desc.may_load || desc.may_store {
            let insts = &self.insts;
            let now = self.cycle;
            let cl = |i: u32| insts.get(i as usize).map_or(0, |x| x.cycles_left(now));
            let gid = self.lsu.dispatch(
                desc.may_load,
                desc.may_store,
                desc.load_barrier,
                desc.store_barrier,
                desc.drain,
                &cl,
            );
            self.insts[iid as usize].lsu_group = gid;
        }
        self.in_order_try_issue(iid);
        if self.io().stall.is_some() {
            self.in_order_notify_stall();
        }
    }

    /// Cycles until the operands of `iid` are ready: the first read (in operand order) whose
    /// in-flight producer write still has cycles left after the read advance decides.
    fn in_order_register_hazard(&self, iid: u32) -> u32 {
        let index = self.insts[iid as usize].index as usize;
        let plan = self.rename.inst(index);
        let now = self.cycle;
        for rp in self.rename.reads(&plan) {
            if rp.independent {
                continue;
            }
            let mut worst = 0i32;
            self.prf.for_each_write(rp, iid, |w: WriteRef| {
                let Some(producer) = self.insts.get(w.iid as usize) else {
                    return;
                };
                if !producer.writes_in_flight() {
                    return;
                }
                let ws = &producer.writes[w.idx as usize];
                // (Every producer in flight has issued, issue being in order; one that had not
                // would count as one cycle, as llvm-mca counts an unknown wait.)
                let left = ws
                    .cycles_left(producer.writes_issued_at, now)
                    .map_or(1, |c| c - rp.advance);
                worst = worst.max(left);
            });
            if worst > 0 {
                return worst as u32;
            }
        }
        0
    }

    /// The hazard that keeps `iid` from issuing this cycle, with its stall length.
    fn in_order_hazard(&self, iid: u32) -> Option<(Hazard, u32)> {
        let cycles = self.in_order_register_hazard(iid);
        if cycles != 0 {
            return Some((Hazard::RegisterDeps, cycles));
        }
        let desc = self.desc_of(iid);
        if self.rm.check_availability(desc) != 0 {
            return Some((Hazard::Resources, 1));
        }
        let inst = &self.insts[iid as usize];
        if inst.mem_op() && !self.lsu.is_ready(inst.lsu_group) {
            return Some((Hazard::LoadStore, 1));
        }
        let last = self.in_order.as_ref().map_or(0, |io| io.last_write_back);
        if last != 0 && !desc.retire_ooo {
            // Its first write-back, counted from issue.
            let first = desc
                .writes
                .iter()
                .map(|w| w.latency)
                .fold(desc.max_latency, u32::min);
            if first < last {
                return Some((Hazard::Delay, last - first));
            }
        }
        None
    }

    fn in_order_try_issue(&mut self, iid: u32) {
        if let Some((hazard, cycles_left)) = self.in_order_hazard(iid) {
            let io = self.io();
            io.stall = Some(Stall {
                iid,
                cycles_left,
                hazard,
            });
            io.bandwidth = 0;
            return;
        }
        let i = iid as usize;
        let index = self.insts[i].index as usize;
        let desc = &self.descs[index];
        // Renaming: the writes become the registers' newest mappings.
        let plan = self.rename.inst(index);
        let first = plan.first_write();
        for (w, wd) in desc.writes.iter().enumerate() {
            self.insts[i].set_write(w, wd.reg, wd.latency, desc.zero_idiom, false);
            let wp = self.rename.write(first + w);
            let insts = &self.insts;
            let lat = wd.latency;
            let keep = |o: WriteRef| insts[o.iid as usize].writes[o.idx as usize].latency > lat;
            // A partial write's false dependency does not hold an in-order issue back.
            let _ = self.prf.add_write(
                WriteRef { iid, idx: w as u16 },
                &wp,
                desc.zero_idiom,
                false,
                keep,
                |_| false,
            );
        }
        if plan.takes_bounded() {
            self.prf.allocate(self.rename.takes(&plan));
        }
        let uops = desc.num_micro_ops;
        if self.wants(kind::DISPATCHED) {
            let nf = self.prf.num_files();
            let mut used: FileCounts = [0; MAX_REGISTER_FILES];
            used[..nf].copy_from_slice(self.rename.alloc(index));
            self.notify(HwEvent::Dispatched {
                iid,
                used_regs: &used[..nf],
                uops,
                move_elim: None,
            });
        }
        self.scratch_used.clear();
        self.rm.issue(desc, self.cycle, &mut self.scratch_used);
        let now = self.cycle;
        let latency = desc.max_latency;
        {
            let inst = &mut self.insts[i];
            inst.done_at = now + latency;
            inst.writes_issued_at = now;
            inst.stage = if latency == 0 {
                InstStage::Executed
            } else {
                InstStage::Executing
            };
        }
        let mem = desc.may_load || desc.may_store;
        let gid = self.insts[i].lsu_group;
        if mem {
            let insts = &self.insts;
            let cl = |x: u32| insts.get(x as usize).map_or(0, |y| y.cycles_left(now));
            self.lsu.on_issued(gid, iid, &cl);
        }
        self.notify(HwEvent::Ready { iid });
        notify_listeners(
            &mut self.listeners,
            self.wanted,
            &HwEvent::Issued {
                iid,
                index: index as u32,
                used: &self.scratch_used,
                critical: IssueCriticals::default(),
            },
        );
        let end_group = desc.end_group;
        let retire_ooo = desc.retire_ooo;
        {
            let io = self.io();
            if uops > io.bandwidth {
                io.carry_over = uops - io.bandwidth;
                io.carried_over = Some(iid);
                io.bandwidth = 0;
                io.num_issued += 1;
            } else {
                io.num_issued += uops;
                io.bandwidth = if end_group { 0 } else { io.bandwidth - uops };
            }
        }
        if latency == 0 {
            if mem {
                self.lsu.on_executed(gid, iid);
            }
            self.notify(HwEvent::Executed { iid });
            self.in_order_retire(iid);
            return;
        }
        let io = self.io();
        io.issued.push(iid);
        if !retire_ooo {
            io.last_write_back = latency;
        }
    }

    /// Instructions that finish this cycle execute and retire (llvm-mca's list walk: a finished
    /// entry is swapped with the last unfinished one).
    fn in_order_update_issued(&mut self) {
        let mut issued = std::mem::take(&mut self.io().issued);
        let now = self.cycle;
        let mut end = issued.len();
        let mut k = 0;
        while k < end {
            let iid = issued[k];
            if self.insts[iid as usize].done_at > now {
                k += 1;
                continue;
            }
            self.insts[iid as usize].stage = InstStage::Executed;
            let inst = &self.insts[iid as usize];
            if inst.mem_op() {
                let gid = inst.lsu_group;
                self.lsu.on_executed(gid, iid);
            }
            self.notify(HwEvent::Executed { iid });
            self.in_order_retire(iid);
            end -= 1;
            issued.swap(k, end);
        }
        issued.truncate(end);
        self.io().issued = issued;
    }

    fn in_order_update_carried_over(&mut self) {
        let Some(iid) = self.io().carried_over else {
            return;
        };
        let end_group = self.desc_of(iid).end_group;
        let io = self.io();
        if io.carry_over > io.bandwidth {
            io.carry_over -= io.bandwidth;
            io.bandwidth = 0;
            return;
        }
        io.bandwidth = if end_group {
            0
        } else {
            io.bandwidth - io.carry_over
        };
        io.carried_over = None;
        io.carry_over = 0;
    }

    fn in_order_retire(&mut self, iid: u32) {
        let inst = &mut self.insts[iid as usize];
        inst.stage = InstStage::Retired;
        let index = inst.index as usize;
        let (may_load, may_store) = (
            inst.mem & crate::mca::context::MAY_LOAD != 0,
            inst.mem & crate::mca::context::MAY_STORE != 0,
        );
        self.lsu.on_retired(may_load, may_store);
        let plan = self.rename.inst(index);
        if plan.takes_bounded() {
            self.prf.free(self.rename.takes(&plan));
        }
        if self.wants(kind::RETIRED) {
            let freed = self.rename.alloc(index);
            let mut counts: FileCounts = [0; MAX_REGISTER_FILES];
            counts[..freed.len()].copy_from_slice(freed);
            self.notify(HwEvent::Retired {
                iid,
                freed_regs: &counts[..freed.len()],
            });
        }
        self.insts.release_retired();
    }

    /// Reports the head instruction's stall (register and resource stalls only, as llvm-mca).
    fn in_order_notify_stall(&mut self) {
        let Some(stall) = self.io().stall else {
            return;
        };
        let (stall_kind, pressure) = match stall.hazard {
            Hazard::RegisterDeps => (StallKind::RegisterFileStall, PressureKind::RegisterDeps),
            Hazard::Resources => (StallKind::DispatchGroupStall, PressureKind::Resources),
            Hazard::LoadStore | Hazard::Delay => return,
        };
        let iid = stall.iid;
        self.notify(HwEvent::Stall {
            kind: stall_kind,
            iid,
        });
        // (llvm-mca's in-order stage names no busy resources in its pressure events.)
        self.notify(HwEvent::Pressure {
            kind: pressure,
            insts: &[(iid, 0)],
            mask: 0,
        });
    }
}
