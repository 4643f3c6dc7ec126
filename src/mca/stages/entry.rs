//! Entry stage: hands out instructions in program order, iteration after iteration, creating the
//! per-instance state. Must not touch: any hardware unit.

use crate::mca::pipeline::Pipeline;

impl Pipeline<'_> {
    pub(crate) fn entry_next(&mut self) {
        if self.current.is_some() || self.next_iid >= self.total {
            return;
        }
        let iid = self.next_iid;
        // `iid % block`, kept as a counter (a division per instruction is not free).
        let index = self.next_index;
        self.next_index = if index + 1 == self.block {
            0
        } else {
            index + 1
        };
        self.insts.push(index, &self.descs[index as usize]);
        self.current = Some(iid);
        self.next_iid += 1;
    }

    pub(crate) fn entry_cycle_start(&mut self) {
        if self.current.is_none() {
            self.entry_next();
        }
    }
}
