//! Retire stage: retires executed instructions in program order from the reorder buffer,
//! releasing load/store queue entries and physical registers. Must not touch: the scheduler.

use crate::mca::context::InstStage;
use crate::mca::events::HwEvent;
use crate::mca::pipeline::Pipeline;
use crate::mca::units::register_file::{FileCounts, WriteRef, MAX_REGISTER_FILES};

impl Pipeline<'_> {
    pub(crate) fn retire_cycle_start(&mut self) {
        self.prf.cycle_start();
        let max = self.rcu.max_retire_per_cycle;
        let mut n = 0;
        while let Some(iid) = self.rcu.peek_retirable() {
            if max != 0 && n == max {
                break;
            }
            self.retire(iid);
            self.rcu.retire_front();
            n += 1;
        }
        self.insts.release_retired();
    }

    fn retire(&mut self, iid: u32) {
        let desc = self.desc_of(iid);
        if desc.may_load || desc.may_store {
            self.lsu.on_retired(desc.may_load, desc.may_store);
        }
        let mut freed: FileCounts = [0; MAX_REGISTER_FILES];
        let inst = &mut self.insts[iid as usize];
        for (i, w) in inst.writes.iter().enumerate() {
            self.prf.remove_write(
                WriteRef { iid, idx: i as u16 },
                w.reg,
                w.clears_super,
                w.write_zero,
                w.eliminated,
                &mut freed,
            );
        }
        inst.stage = InstStage::Retired;
        self.notify(HwEvent::Retired {
            iid,
            freed_regs: &freed[..self.prf.num_files()],
        });
    }

    /// An instruction finished executing (ExecuteStage -> RetireStage).
    pub(crate) fn retire_execute(&mut self, iid: u32) {
        let inst = &self.insts[iid as usize];
        for (i, w) in inst.writes.iter().enumerate() {
            if w.eliminated {
                break;
            }
            self.prf
                .on_executed(WriteRef { iid, idx: i as u16 }, w.reg, w.clears_super);
        }
        self.rcu.on_executed(inst.rcu_token);
    }
}
