//! Micro-op queue stage (`-micro-op-queue-size=N`, `-decoder-throughput=T`): a ring of N
//! micro-op slots between the entry stage and dispatch. At most T instructions (decoded
//! instructions, whatever their micro-op count: measured on llvm-mca 22) enter it per cycle;
//! an instruction takes min(its micro-ops, N) slots, at least one. It has no latency: at the end
//! of the cycle in which they entered, instructions are offered to dispatch, oldest first (so a
//! one-slot queue passes one instruction per cycle).
//! Without `-micro-op-queue-size` the stage does not exist (the throughput alone changes nothing),
//! unless a calibrated host model's front end asks for it ([`super::front_end`]). A macro-fused
//! jump (only under a host model) rides in the entry of the instruction before it: it takes no
//! slot and does not count against the throughput, and leaves the queue with it (if dispatch
//! takes the first but not the jump, the jump stays at the head, keeping the entry's slots).
//! Must not touch: any hardware unit (dispatch decides what it accepts).

use crate::mca::pipeline::Pipeline;

/// The queue's state; `None` in the pipeline when the stage is absent.
#[derive(Clone, Debug)]
pub struct MicroOpQueue {
    /// Entries by their first slot: (instruction id, whether the next instruction, a
    /// macro-fused jump, rides in it, slots taken).
    slots: Vec<Option<(u32, bool, u32)>>,
    /// The slot of the entry pushed last.
    last: usize,
    next_free: usize,
    head: usize,
    available: u32,
    /// Instructions accepted per cycle (0: unlimited).
    max_per_cycle: u32,
    this_cycle: u32,
}

impl MicroOpQueue {
    pub fn new(size: u32, decoder_throughput: u32) -> MicroOpQueue {
        let size = size.max(1);
        MicroOpQueue {
            slots: vec![None; size as usize],
            next_free: 0,
            last: 0,
            head: 0,
            available: size,
            max_per_cycle: decoder_throughput,
            this_cycle: 0,
        }
    }

    fn slots_for(&self, uops: u32) -> u32 {
        uops.min(self.slots.len() as u32).max(1)
    }

    /// Whether `iid` can ride in the entry pushed last (that entry holds `iid - 1` alone).
    fn rides(&self, iid: u32) -> bool {
        iid > 0 && matches!(self.slots[self.last], Some((id, false, _)) if id == iid - 1)
    }

    pub fn is_empty(&self) -> bool {
        self.available as usize == self.slots.len()
    }
}

impl Pipeline<'_> {
    pub(crate) fn micro_op_queue_cycle_start(&mut self) {
        if let Some(q) = self.uop_queue.as_mut() {
            q.this_cycle = 0;
        }
    }

    /// Whether the queue takes instruction `iid` now.
    pub(crate) fn micro_op_queue_is_available(&self, iid: u32) -> bool {
        let Some(q) = self.uop_queue.as_ref() else {
            return false;
        };
        if self.desc_of(iid).macro_fused && q.rides(iid) {
            return true;
        }
        if q.max_per_cycle != 0 && q.this_cycle >= q.max_per_cycle {
            return false;
        }
        q.slots_for(self.desc_of(iid).num_micro_ops) <= q.available
    }

    /// Puts `iid` in the queue.
    pub(crate) fn micro_op_queue_push(&mut self, iid: u32) {
        let desc = self.desc_of(iid);
        let uops = desc.num_micro_ops;
        if let Some(q) = self.uop_queue.as_mut() {
            if desc.macro_fused && q.rides(iid) {
                let last = q.last;
                if let Some(e) = q.slots[last].as_mut() {
                    e.1 = true;
                }
                return;
            }
            let n = q.slots_for(uops);
            q.last = q.next_free;
            q.slots[q.next_free] = Some((iid, false, n));
            q.this_cycle += 1;
            q.available -= n;
            q.next_free = (q.next_free + n as usize) % q.slots.len();
        }
    }

    /// At the end of a cycle: moves instructions from the head of the queue into dispatch while
    /// it accepts them.
    pub(crate) fn micro_op_queue_drain(&mut self) {
        loop {
            let Some((iid, fused, n)) = self.uop_queue.as_ref().and_then(|q| q.slots[q.head])
            else {
                return;
            };
            if !self.dispatch_is_available(iid) {
                return;
            }
            self.dispatch(iid);
            if fused {
                // The macro-fused jump leaves with it, or stays at the head alone.
                let jump = iid + 1;
                if !self.dispatch_is_available(jump) {
                    if let Some(q) = self.uop_queue.as_mut() {
                        q.slots[q.head] = Some((jump, false, n));
                    }
                    return;
                }
                self.dispatch(jump);
            }
            if let Some(q) = self.uop_queue.as_mut() {
                q.slots[q.head] = None;
                q.head = (q.head + n as usize) % q.slots.len();
                q.available += n;
            }
        }
    }
}
