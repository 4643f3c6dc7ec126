//! Dispatch stage: up to the dispatch width of micro-ops per cycle (an instruction wider than
//! that carries over), register renaming (reads find their producers, writes take physical
//! registers, move elimination), reorder-buffer slots, and the stall checks in llvm-mca's order
//! (RCU, register file, then the scheduler's buffers and load/store queues).
//! Must not touch: issue or retirement.

use crate::mca::context::{InstStage, ReadRef, ReadState};
use crate::mca::events::{kind, HwEvent, StallKind};
use crate::mca::pipeline::Pipeline;
use crate::mca::stages::execute::ready_user_added;
use crate::mca::units::register_file::{FileCounts, WritePlan, WriteRef, MAX_REGISTER_FILES};
use std::hint::cold_path;

impl Pipeline<'_> {
    pub(crate) fn dispatch_cycle_start(&mut self) {
        if self.carry_over == 0 {
            self.available_entries = self.dispatch_width;
            return;
        }
        self.available_entries = self.dispatch_width.saturating_sub(self.carry_over);
        let dispatched = self.dispatch_width - self.available_entries;
        self.carry_over -= dispatched;
        if let Some(iid) = self.carried_over {
            let regs: FileCounts = [0; MAX_REGISTER_FILES];
            let move_elim = self.move_elim_info(iid);
            self.notify(HwEvent::Dispatched {
                iid,
                used_regs: &regs[..self.prf.num_files()],
                uops: dispatched,
                move_elim,
            });
        }
        if self.carry_over == 0 {
            self.carried_over = None;
        }
    }

    /// Inlined into its callers (the cycle loop and the micro-op queue drain): a call cost
    /// about a fifth of it.
    #[inline(always)]
    pub(crate) fn dispatch_is_available(&mut self, iid: u32) -> bool {
        let index = self.insts[iid as usize].index as usize;
        let desc = &self.descs[index];
        // A micro-op-less instruction (an eliminated move, alderlake's `addq $1, %r8`) still
        // needs a dispatch slot left in the cycle: llvm-mca 22 dispatches none once the width
        // is used up.
        // A macro-fused jump rides in its first instruction's slot.
        let required = if desc.macro_fused {
            0
        } else {
            desc.num_micro_ops.clamp(1, self.dispatch_width.max(1))
        };
        if required > self.available_entries {
            return false;
        }
        if desc.begin_group && self.available_entries != self.dispatch_width {
            cold_path();
            return false;
        }
        // canDispatch: every check runs and reports its own stall.
        let mut ok = true;
        if !self.rcu.is_available(desc.num_micro_ops) {
            if !self.wants(kind::STALL) && !self.pressure_events {
                // The other checks only report their own stalls (nobody listens).
                return false;
            }
            self.notify(HwEvent::Stall {
                kind: StallKind::RetireControlUnitStall,
                iid,
            });
            ok = false;
        }
        let plan = self.rename.inst(index);
        if self.prf.is_available(self.rename.checks(&plan)) != 0 {
            cold_path();
            self.notify(HwEvent::Stall {
                kind: StallKind::RegisterFileStall,
                iid,
            });
            ok = false;
        }
        if !self.execute_is_available(iid, desc) {
            cold_path();
            ok = false;
        }
        ok
    }

    pub(crate) fn dispatch(&mut self, iid: u32) {
        let i = iid as usize;
        let index = self.insts[i].index as usize;
        let desc = &self.descs[index];
        let uops = desc.num_micro_ops;
        if uops > self.dispatch_width {
            cold_path();
            self.available_entries = 0;
            self.carry_over = uops - self.dispatch_width;
            self.carried_over = Some(iid);
        } else {
            self.available_entries -= uops;
        }
        if desc.end_group {
            cold_path();
            self.available_entries = 0;
        }
        let mut eliminated = false;
        let mut elim_zero = false;
        if desc.optimizable_move && desc.writes.len() == 1 && desc.reads.len() == 1 {
            let (wd, rd) = (&desc.writes[0], &desc.reads[0]);
            if let Some(is_zero) = self.prf.try_eliminate_move(wd.reg, wd.clears_super, rd.reg) {
                eliminated = true;
                elim_zero = is_zero;
                // Its write executes at once (an eliminated write is never mapped, so no read
                // waits on it).
                let inst = &mut self.insts[i];
                inst.eliminated = true;
                inst.writes_issued_at = self.cycle;
            }
        }
        let plan = self.rename.inst(index);
        let now = self.cycle;
        // What llvm-mca's Dispatched -> Pending check would find is gathered in the instance
        // while renaming (it was just reset: stage `Invalid`, `ready_at` 0): the first cycle
        // every read has its value, and stage `Dispatched` when a read waits on a producer that
        // has not issued or a write on an older partial write. The reset instance has no read
        // states yet: each read's is pushed here, in descriptor order.
        if eliminated {
            cold_path();
            self.insts[i]
                .reads
                .resize(desc.reads.len(), ReadState::default());
        } else {
            let insts = &mut self.insts;
            let ready = &mut self.ready_ranked;
            let prf = &self.prf;
            for (r, plan) in self.rename.reads(&plan).iter().enumerate() {
                if plan.independent {
                    insts[i].reads.push(ReadState::default());
                    continue;
                }
                let advance = plan.advance;
                // The read's state (it starts at its default), built locally and stored in the
                // reader once.
                let mut read = ReadState::default();
                // Writes of this same instruction are not dependencies.
                prf.for_each_write(plan, iid, |w| {
                    // An executed write no longer counts (see `InstanceTable::is_in_flight`).
                    let Some(producer) = insts.in_flight_mut(w.iid) else {
                        return;
                    };
                    read.dependent_writes += 1;
                    let issued_at = producer.writes_issued_at;
                    let ws = &mut producer.writes[w.idx as usize];
                    if let Some(left) = ws.cycles_left(issued_at, now) {
                        let cycles = (left - advance).max(0) as u32;
                        read.write_start(now, w.iid, ws.reg, cycles);
                    } else {
                        ws.users.push((ReadRef { iid, idx: r as u16 }, advance));
                        producer.users += 1;
                        if producer.in_ready {
                            ready_user_added(ready, w.iid, producer.users - 1);
                        }
                    }
                });
                let me = &mut insts[i];
                me.ready_at = me.ready_at.max(read.available_at);
                me.unresolved += read.dependent_writes;
                debug_assert_eq!(me.reads.len(), r);
                me.reads.push(read);
            }
        }
        let first = plan.first_write();
        // Every write of an instruction is zero for a zero idiom; an eliminated move's only
        // write may become zero. Each write state is set up here, then renamed.
        let is_zero = desc.zero_idiom || elim_zero;
        for (w, wd) in desc.writes.iter().enumerate() {
            self.insts[i].set_write(w, wd.reg, wd.latency, is_zero, eliminated);
            let plan = self.rename.write(first + w);
            self.add_register_write(iid, w, &plan, is_zero, eliminated, wd.latency);
        }
        if !eliminated && plan.takes_bounded() {
            self.prf.allocate(self.rename.takes(&plan));
        }
        let token = self.rcu.dispatch(iid, uops);
        let inst = &mut self.insts[i];
        inst.rcu_token = token;
        // Instance::update_dispatched and update_pending, from what renaming found: it waits
        // (stage `Dispatched`) while a producer has not issued or a write waits on an older
        // partial write, else it is ready once `ready_at` is reached.
        inst.stage = if inst.unresolved != 0 {
            InstStage::Dispatched
        } else if inst.ready_at <= now {
            InstStage::Ready
        } else {
            InstStage::Pending
        };
        inst.woken = false;
        if self.wants(kind::DISPATCHED) {
            let mut used: FileCounts = [0; MAX_REGISTER_FILES];
            let nf = self.prf.num_files();
            if !eliminated {
                used[..nf].copy_from_slice(self.rename.alloc(index));
            }
            let move_elim = self.move_elim_info(iid);
            self.notify(HwEvent::Dispatched {
                iid,
                used_regs: &used[..nf],
                uops: uops.min(self.dispatch_width),
                move_elim,
            });
        }
        self.execute_accept(iid, desc);
    }

    fn move_elim_info(&self, iid: u32) -> Option<(usize, bool, bool)> {
        if !self.wants(kind::DISPATCHED) {
            return None;
        }
        let desc = self.desc_of(iid);
        let inst = &self.insts[iid as usize];
        if !desc.optimizable_move || inst.num_writes == 0 || desc.writes.len() != desc.reads.len() {
            return None;
        }
        let w = &inst.writes[0];
        Some((
            self.prf.file_of(w.reg),
            w.eliminated,
            w.eliminated && w.write_zero,
        ))
    }

    /// Records write `w` of `iid`; a false dependency on an older partial write leaves `iid` in
    /// stage `Dispatched` (see `dispatch`).
    #[allow(clippy::too_many_arguments)]
    fn add_register_write(
        &mut self,
        iid: u32,
        w: usize,
        plan: &WritePlan,
        zero: bool,
        elim: bool,
        lat: u32,
    ) {
        let i = iid as usize;
        let me = WriteRef { iid, idx: w as u16 };
        let insts = &self.insts;
        let keep =
            |other: WriteRef| insts[other.iid as usize].writes[other.idx as usize].latency > lat;
        let in_flight = |other: WriteRef| insts.is_in_flight(other.iid);
        let Some(other) = self.prf.add_write(me, plan, zero, elim, keep, in_flight) else {
            return;
        };
        // (The instruction's own `woken` is cleared at the end of its dispatch, and its stage
        // set from what renaming found.)
        self.wake(other.iid);
        let now = self.cycle;
        let other_inst = &mut self.insts[other.iid as usize];
        let issued_at = other_inst.writes_issued_at;
        let ows = &mut other_inst.writes[other.idx as usize];
        if let Some(left) = ows.cycles_left(issued_at, now) {
            let c = left.max(0) as u32;
            let oreg = ows.reg;
            self.insts[i].partial_write_known(w, now + c, (other.iid, oreg, c));
        } else {
            let first = ows.partial_write.replace(me).is_none();
            let producer = &mut self.insts[other.iid as usize];
            producer.users += first as u32;
            if first && producer.in_ready {
                ready_user_added(&mut self.ready_ranked, other.iid, producer.users - 1);
            }
            let me = &mut self.insts[i];
            me.writes[w].dependent_write = Some(other);
            me.unresolved += 1;
        }
    }
}
