//! Retire stage: retires executed instructions in program order from the reorder buffer,
//! releasing load/store queue entries and physical registers. Must not touch: the scheduler.

use crate::mca::context::{InstStage, MAY_LOAD, MAY_STORE};
use crate::mca::events::{kind, HwEvent};
use crate::mca::pipeline::Pipeline;
use crate::mca::units::register_file::{FileCounts, MAX_REGISTER_FILES};
use std::hint::cold_path;

impl Pipeline<'_> {
    pub(crate) fn retire_cycle_start(&mut self) {
        self.prf.cycle_start();
        if !self.rcu.has_retirable() {
            return;
        }
        let max = self.rcu.max_retire_per_cycle;
        let mut n = 0;
        while max == 0 || n != max {
            let Some(iid) = self.rcu.pop_retirable() else {
                break;
            };
            self.retire(iid);
            // A macro-fused jump retires with its pair's first instruction (a host model's).
            n += 1 - u32::from(self.has_fused && self.desc_of(iid).macro_fused);
        }
        self.insts.release_retired();
    }

    fn retire(&mut self, iid: u32) {
        let inst = &mut self.insts[iid as usize];
        inst.stage = InstStage::Retired;
        let (index, eliminated) = (inst.index as usize, inst.eliminated);
        self.lsu
            .on_retired(inst.mem & MAY_LOAD != 0, inst.mem & MAY_STORE != 0);
        // The physical registers taken at dispatch (none when the write was eliminated).
        if eliminated {
            cold_path();
            if self.wants(kind::RETIRED) {
                let freed: FileCounts = [0; MAX_REGISTER_FILES];
                self.notify(HwEvent::Retired {
                    iid,
                    freed_regs: &freed[..self.prf.num_files()],
                });
            }
            return;
        }
        let plan = self.rename.inst(index);
        if plan.takes_bounded() {
            self.prf.free(self.rename.takes(&plan));
        }
        let freed = self.rename.alloc(index);
        if self.wants(kind::RETIRED) {
            let mut counts: FileCounts = [0; MAX_REGISTER_FILES];
            counts[..freed.len()].copy_from_slice(freed);
            self.notify(HwEvent::Retired {
                iid,
                freed_regs: &counts[..freed.len()],
            });
        }
    }

    /// An instruction finished executing (ExecuteStage -> RetireStage). (Its writes' register
    /// mappings stay; renaming treats them as gone, see `InstanceTable::is_in_flight`.)
    pub(crate) fn retire_execute(&mut self, iid: u32) {
        let inst = &self.insts[iid as usize];
        self.rcu.on_executed(inst.rcu_token);
    }
}
