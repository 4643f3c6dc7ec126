//! The resource manager: processor resource units and groups as bit masks, their busy state,
//! buffered resources (reservation stations), and the round-robin choice of a unit inside a group
//! exactly as llvm-mca makes it (the highest ready unit still in the current sequence).
//! Must not touch: instruction state (the scheduler asks, this answers).

use crate::mca::instr::{state_index, InstrDesc, ResourceTable};

/// A resource unit actually used: (resource mask, sub-unit mask).
pub type ResourceRef = (u64, u64);

/// Whether dispatch can reserve the buffers an instruction needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferState {
    Available,
    Unavailable,
    Reserved,
}

#[derive(Clone, Debug)]
struct ResourceState {
    mask: u64,
    /// Units (or sub-resource masks of a group) currently free.
    ready_mask: u64,
    size_mask: u64,
    num_units: u32,
    buffer_size: i32,
    available_slots: u32,
    is_group: bool,
    reserved: bool,
}

impl ResourceState {
    fn is_ready(&self, num_units: u32) -> bool {
        (!self.reserved || self.is_dispatch_hazard())
            && match num_units {
                // The common cases without a population count (not one instruction on the
                // baseline x86-64 target).
                0 => true,
                1 => self.ready_mask != 0,
                n => self.ready_mask.count_ones() >= n,
            }
    }
    fn is_dispatch_hazard(&self) -> bool {
        self.buffer_size == 0
    }
    fn mark_used(&mut self, id: u64) {
        self.ready_mask &= !id;
    }
    fn release_sub(&mut self, id: u64) {
        self.ready_mask |= id;
    }
}

/// LLVM's DefaultResourceStrategy.
#[derive(Clone, Debug)]
struct Strategy {
    unit_mask: u64,
    next_in_sequence: u64,
    removed: u64,
}

impl Strategy {
    fn new(unit_mask: u64) -> Strategy {
        Strategy {
            unit_mask,
            next_in_sequence: unit_mask,
            removed: 0,
        }
    }

    fn select_impl(candidates: u64, next: &mut u64) -> u64 {
        let c = 1u64 << state_index(candidates);
        *next &= c | (c - 1);
        c
    }

    fn select(&mut self, ready: u64) -> u64 {
        let c = ready & self.next_in_sequence;
        if c != 0 {
            return Self::select_impl(c, &mut self.next_in_sequence);
        }
        self.next_in_sequence = self.unit_mask ^ self.removed;
        self.removed = 0;
        let c = ready & self.next_in_sequence;
        if c != 0 {
            return Self::select_impl(c, &mut self.next_in_sequence);
        }
        self.next_in_sequence = self.unit_mask;
        let c = ready & self.next_in_sequence;
        Self::select_impl(c, &mut self.next_in_sequence)
    }

    fn used(&mut self, mask: u64) {
        if mask > self.next_in_sequence {
            self.removed |= mask;
            return;
        }
        self.next_in_sequence &= !mask;
        if self.next_in_sequence != 0 {
            return;
        }
        self.next_in_sequence = self.unit_mask ^ self.removed;
        self.removed = 0;
    }
}

/// Busy state of every processor resource of one CPU model.
#[derive(Clone, Debug)]
pub struct ResourceManager {
    states: Vec<ResourceState>,
    strategies: Vec<Option<Strategy>>,
    resource_to_groups: Vec<u64>,
    unit_mask: u64,
    reserved_groups: u64,
    available_buffers: u64,
    reserved_buffers: u64,
    /// Busy resources and the cycle at which each becomes free again (llvm-mca counts the
    /// cycles left down every cycle; an absolute cycle needs no per-cycle work).
    busy: Vec<(ResourceRef, u32)>,
    /// The earliest cycle in `busy` (`u32::MAX` when empty).
    next_free: u32,
}

impl ResourceManager {
    pub fn new(table: &ResourceTable) -> ResourceManager {
        let n = table.len();
        let mut states = Vec::with_capacity(n);
        let mut strategies = Vec::with_capacity(n);
        for s in 0..n {
            let mi = table.state_to_model[s];
            let mask = table.masks[mi];
            let is_group = mask.count_ones() > 1;
            let num_units = table.units[mi];
            let size_mask = if is_group {
                mask ^ (1u64 << state_index(mask))
            } else if num_units >= 64 {
                u64::MAX
            } else {
                (1u64 << num_units) - 1
            };
            let bs = table.buffer_sizes[mi];
            states.push(ResourceState {
                mask,
                ready_mask: size_mask,
                size_mask,
                num_units,
                buffer_size: bs,
                available_slots: if bs < 0 { 0 } else { bs as u32 },
                is_group,
                reserved: false,
            });
            strategies.push(if is_group || num_units > 1 {
                Some(Strategy::new(size_mask))
            } else {
                None
            });
        }
        let mut resource_to_groups = vec![0u64; n];
        let mut unit_mask = 0u64;
        for (s, st) in states.iter().enumerate() {
            if !st.is_group {
                unit_mask |= st.mask;
                continue;
            }
            let gbit = 1u64 << s;
            let mut m = st.mask ^ gbit;
            while m != 0 {
                let unit = m & m.wrapping_neg();
                resource_to_groups[state_index(unit)] |= gbit;
                m ^= unit;
            }
        }
        ResourceManager {
            states,
            strategies,
            resource_to_groups,
            unit_mask,
            reserved_groups: 0,
            available_buffers: u64::MAX,
            reserved_buffers: 0,
            busy: Vec::new(),
            next_free: u32::MAX,
        }
    }

    pub fn can_be_dispatched(&self, buffers: u64) -> BufferState {
        if buffers & self.reserved_buffers != 0 {
            BufferState::Reserved
        } else if buffers & !self.available_buffers != 0 {
            BufferState::Unavailable
        } else {
            BufferState::Available
        }
    }

    pub fn reserve_buffers(&mut self, mut buffers: u64) {
        while buffers != 0 {
            let cur = buffers & buffers.wrapping_neg();
            buffers ^= cur;
            let rs = &mut self.states[state_index(cur)];
            if rs.available_slots > 0 {
                rs.available_slots -= 1;
            }
            if rs.available_slots == 0 {
                self.available_buffers &= !cur;
            }
            if rs.is_dispatch_hazard() {
                self.reserved_buffers ^= cur;
            }
        }
    }

    pub fn release_buffers(&mut self, mut buffers: u64) {
        self.available_buffers |= buffers;
        while buffers != 0 {
            let cur = buffers & buffers.wrapping_neg();
            buffers ^= cur;
            let rs = &mut self.states[state_index(cur)];
            rs.available_slots += 1;
        }
    }

    /// Mask of busy units that prevent `desc` from issuing now (0 = can issue).
    pub fn check_availability(&self, desc: &InstrDesc) -> u64 {
        if !desc.has_partially_overlapping_groups {
            // The usual case: each resource on its own.
            let mut busy = 0u64;
            for r in &desc.resources {
                let num_units = if r.reserved { 0 } else { r.num_units };
                if !self.states[state_index(r.mask)].is_ready(num_units) {
                    busy |= r.mask;
                }
            }
            busy &= self.unit_mask;
            if busy != 0 {
                return busy;
            }
            return desc.used_groups & self.reserved_groups;
        }
        let mut busy = 0u64;
        let mut consumed = 0u64;
        let mut avail_units: Vec<(u64, u32)> = Vec::new();
        for r in &desc.resources {
            let num_units = if r.reserved { 0 } else { r.num_units };
            let rs = &self.states[state_index(r.mask)];
            if !rs.is_ready(num_units) {
                busy |= r.mask;
                continue;
            }
            if desc.has_partially_overlapping_groups && !rs.is_group {
                let n = rs.ready_mask.count_ones().saturating_sub(num_units);
                avail_units.push((r.mask, n));
                if n == 0 {
                    consumed |= r.mask;
                }
            }
        }
        busy &= self.unit_mask;
        if busy != 0 {
            return busy;
        }
        busy = desc.used_groups & self.reserved_groups;
        if !desc.has_partially_overlapping_groups || busy != 0 {
            return busy;
        }
        for r in &desc.resources {
            let rs = &self.states[state_index(r.mask)];
            if r.reserved || !rs.is_group {
                continue;
            }
            let ready = rs.ready_mask & !consumed;
            if ready == 0 {
                busy |= rs.ready_mask;
                continue;
            }
            let res = 1u64 << state_index(ready);
            let entry = match avail_units.iter().position(|(m, _)| *m == res) {
                Some(p) => p,
                None => {
                    let n = self.states[state_index(res)].ready_mask.count_ones();
                    avail_units.push((res, n));
                    avail_units.len() - 1
                }
            };
            if avail_units[entry].1 == 0 {
                busy |= res;
                continue;
            }
            avail_units[entry].1 -= 1;
            if avail_units[entry].1 == 0 {
                consumed |= res;
            }
        }
        busy
    }

    fn select_pipe(&mut self, mask: u64) -> ResourceRef {
        let idx = state_index(mask);
        let rs = &self.states[idx];
        if !rs.is_group && rs.num_units == 1 {
            return (mask, rs.ready_mask);
        }
        let ready = rs.ready_mask;
        let is_group = rs.is_group;
        let sub = match self.strategies[idx].as_mut() {
            Some(s) => s.select(ready),
            None => ready & ready.wrapping_neg(),
        };
        if is_group {
            self.select_pipe(sub)
        } else {
            (mask, sub)
        }
    }

    fn use_resource(&mut self, rr: ResourceRef) {
        let idx = state_index(rr.0);
        self.states[idx].mark_used(rr.1);
        if self.states[idx].num_units > 1 {
            if let Some(s) = self.strategies[idx].as_mut() {
                s.used(rr.1);
            }
        }
        if self.states[idx].is_ready(1) {
            return;
        }
        let mut users = self.resource_to_groups[idx];
        while users != 0 {
            let g = state_index(users & users.wrapping_neg());
            self.states[g].mark_used(rr.0);
            if let Some(s) = self.strategies[g].as_mut() {
                s.used(rr.0);
            }
            users &= users - 1;
        }
    }

    fn release(&mut self, rr: ResourceRef) {
        let idx = state_index(rr.0);
        let was_fully_used = !self.states[idx].is_ready(1);
        self.states[idx].release_sub(rr.1);
        if !was_fully_used {
            return;
        }
        let mut users = self.resource_to_groups[idx];
        while users != 0 {
            let g = state_index(users & users.wrapping_neg());
            self.states[g].release_sub(rr.0);
            users &= users - 1;
        }
    }

    fn reserve_resource(&mut self, mask: u64) {
        let idx = state_index(mask);
        self.states[idx].reserved = true;
        self.reserved_groups ^= 1u64 << idx;
    }

    fn release_resource(&mut self, mask: u64) {
        let idx = state_index(mask);
        let rs = &mut self.states[idx];
        rs.reserved = false;
        if rs.is_group {
            self.reserved_groups ^= 1u64 << idx;
        }
        if rs.is_dispatch_hazard() {
            self.reserved_buffers ^= 1u64 << idx;
        }
    }

    fn add_busy(&mut self, rr: ResourceRef, cycles: u32, now: u32) {
        let end = match self.busy.iter_mut().find(|(r, _)| *r == rr) {
            Some(e) => {
                e.1 += cycles;
                e.1
            }
            None => {
                self.busy.push((rr, now + cycles));
                now + cycles
            }
        };
        self.next_free = self.next_free.min(end);
    }

    /// Takes the resources of `desc` at cycle `now`; returns the units used and for how many
    /// cycles.
    pub fn issue(&mut self, desc: &InstrDesc, now: u32, used: &mut Vec<(ResourceRef, u32)>) {
        for r in &desc.resources {
            if r.cycles == 0 {
                self.release_resource(r.mask);
                continue;
            }
            if !r.reserved {
                let pipe = self.select_pipe(r.mask);
                self.use_resource(pipe);
                self.add_busy(pipe, r.cycles, now);
                used.push((pipe, r.cycles));
            } else {
                self.reserve_resource(r.mask);
                self.add_busy((r.mask, r.mask), r.cycles, now);
            }
        }
    }

    /// Starts cycle `now`: resources whose time is up are freed and appended to `freed`.
    pub fn cycle_event(&mut self, now: u32, freed: &mut Vec<ResourceRef>) {
        if self.next_free > now {
            return;
        }
        let start = freed.len();
        let mut next = u32::MAX;
        self.busy.retain(|&(rr, end)| {
            if end <= now {
                freed.push(rr);
                false
            } else {
                next = next.min(end);
                true
            }
        });
        self.next_free = next;
        for &rr in &freed[start..] {
            if rr.0.is_power_of_two() {
                self.release(rr);
            }
            self.release_resource(rr.0);
        }
    }

    /// Whether the unit is busy (used by the bottleneck analysis).
    pub fn ready_mask(&self, mask: u64) -> u64 {
        self.states[state_index(mask)].ready_mask
    }

    pub fn size_mask(&self, mask: u64) -> u64 {
        self.states[state_index(mask)].size_mask
    }

    pub fn unit_mask(&self) -> u64 {
        self.unit_mask
    }
}
