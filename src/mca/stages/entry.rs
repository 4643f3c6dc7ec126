//! Entry stage: hands out instructions in program order, iteration after iteration, creating the
//! per-instance state. Must not touch: any hardware unit.

use crate::mca::pipeline::Pipeline;
use crate::mca::prefetch::{ahead, prefetch, prefetch2, DISTANCE};

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
        if self.prefetch {
            self.prefetch_ahead(index);
        }
        self.current = Some(iid);
        self.next_iid += 1;
    }

    /// Asks the cache for the data of the static instructions that enter [`DISTANCE`] and
    /// twice that many places after `index`: the descriptor itself two steps early (its fields
    /// locate the rest), then its register lists, resource list, renaming plan and availability
    /// entry. The instance slot the next instructions will take is asked for too.
    #[inline]
    fn prefetch_ahead(&self, index: u32) {
        let (index, block) = (index as usize, self.block as usize);
        let far = ahead(index, 2 * DISTANCE, block);
        let near = ahead(index, DISTANCE, block);
        prefetch2(&self.descs[far]);
        let d = &self.descs[near];
        prefetch(d.resources.as_ptr());
        prefetch(d.writes.as_ptr());
        prefetch(d.reads.as_ptr());
        self.rename.prefetch(near);
        prefetch(&self.availability[near]);
        self.insts.prefetch_slot(self.next_iid + DISTANCE);
    }

    pub(crate) fn entry_cycle_start(&mut self) {
        if self.current.is_none() {
            self.entry_next();
        }
    }
}
