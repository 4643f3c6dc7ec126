//! The resource manager: processor resource units and groups as bit masks, their busy state,
//! buffered resources (reservation stations), and the round-robin choice of a unit inside a group
//! exactly as llvm-mca makes it (the highest ready unit still in the current sequence).
//! Must not touch: instruction state (the scheduler asks, this answers).
//!
//! Layout: everything is indexed by LLVM's state index (the resource's own bit), in fixed arrays
//! of 64. A group's ready mask is not stored: llvm-mca clears a unit's bit in every group that
//! contains it when the unit's last sub-unit is taken and sets it again when the unit is
//! released, so every group sees the same unit bits, kept once in `group_view`
//! (`members & group_view` is the group's ready mask; a group nested in another is always
//! ready in it). The groups' round-robin states
//! (`Strategy` in llvm-mca) are flat arrays updated for every "unit fully used" event of a
//! member, in order, as llvm-mca does. An instruction whose groups share units (AlderlakeP's
//! gathers: ADLPPort01_05 and ADLPPort00_01_05) is issued in llvm-mca's two steps instead of
//! descriptor order (`issue_overlapping`): units and groups with one ready unit first, then the
//! other groups fewest ready units first.

use crate::mca::instr::{state_index, InstrDesc, ResourceTable};
use std::hint::select_unpredictable;

/// A resource unit actually used: (resource mask, sub-unit mask).
pub type ResourceRef = (u64, u64);

/// Whether dispatch can reserve the buffers an instruction needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferState {
    Available,
    Unavailable,
    Reserved,
}

/// Maximum number of processor resources of a model (one bit each).
const MAX: usize = 64;

/// Bit of state index `idx`.
fn bit(idx: usize) -> u64 {
    1u64 << (idx & (MAX - 1))
}

/// Whether `ready` has at least `n` bits set.
#[inline]
fn at_least(ready: u64, n: u32) -> bool {
    match n {
        // The common cases without a population count (not one instruction on the baseline
        // x86-64 target).
        0 => true,
        1 => ready != 0,
        2 => ready & ready.wrapping_sub(1) != 0,
        n => ready.count_ones() >= n,
    }
}

/// Busy state of every processor resource of one CPU model.
#[derive(Clone, Debug)]
pub struct ResourceManager {
    /// Sub-units still free, per unit (a group's entry is unused).
    sub_ready: [u64; MAX],
    /// All sub-units of a unit; a group's members without its own bit.
    size_mask: [u64; MAX],
    /// Number of units of each resource (of a group: its members).
    num_units: [u32; MAX],
    /// Free reservation-station slots of each buffered resource.
    available_slots: [u32; MAX],
    /// Round-robin state of every group and of every unit with more than one sub-unit (LLVM's
    /// DefaultResourceStrategy): the full sequence, what is left of it, units used up while
    /// above the current sequence.
    strat_mask: [u64; MAX],
    strat_next: [u64; MAX],
    strat_removed: [u64; MAX],
    /// Groups containing each unit that choose units for some instruction (no other group's
    /// round-robin state is ever read).
    resource_to_groups: [u64; MAX],
    /// The unit bits every group sees as ready (a group nested in another is never marked
    /// used, as in llvm-mca: `group_view | group_mask` is what groups see).
    group_view: u64,
    /// Units with at least one free sub-unit.
    units_free: u64,
    /// Resources that are groups.
    group_mask: u64,
    /// Units with more than one sub-unit (they keep a round-robin state of their own).
    multi_unit_mask: u64,
    /// Resources with a dispatch hazard (buffer size 0).
    hazard_mask: u64,
    /// Resources marked reserved that are not dispatch hazards (they are not ready).
    blocked: u64,
    /// Groups that `check_availability`'s quick test cannot handle: blocked ones and groups
    /// with a group among their members.
    slow_groups: u64,
    /// Groups with a group among their members.
    nested_groups: u64,
    unit_mask: u64,
    reserved_groups: u64,
    available_buffers: u64,
    reserved_buffers: u64,
    /// Busy resources and the cycle at which each becomes free again, latest first (llvm-mca
    /// counts the cycles left down every cycle; an absolute cycle needs no per-cycle work).
    busy: Vec<(ResourceRef, u32)>,
    /// Entries of `busy` per resource.
    busy_count: [u32; MAX],
    /// Scratch lists of `issue_overlapping` (group uses still to place, and those left for
    /// the next round), kept so that issuing allocates nothing.
    scratch_waiting: Vec<(u64, u32)>,
    scratch_next: Vec<(u64, u32)>,
}

impl ResourceManager {
    /// The resource manager of `table`'s model for a program of `descs`.
    pub fn new(table: &ResourceTable, descs: &[InstrDesc]) -> ResourceManager {
        let n = table.len().min(MAX);
        let mut rm = ResourceManager {
            sub_ready: [0; MAX],
            size_mask: [0; MAX],
            num_units: [0; MAX],
            available_slots: [0; MAX],
            strat_mask: [0; MAX],
            strat_next: [0; MAX],
            strat_removed: [0; MAX],
            resource_to_groups: [0; MAX],
            group_view: 0,
            units_free: 0,
            group_mask: 0,
            multi_unit_mask: 0,
            hazard_mask: 0,
            blocked: 0,
            slow_groups: 0,
            nested_groups: 0,
            unit_mask: 0,
            reserved_groups: 0,
            available_buffers: u64::MAX,
            reserved_buffers: 0,
            busy: Vec::new(),
            busy_count: [0; MAX],
            scratch_waiting: Vec::new(),
            scratch_next: Vec::new(),
        };
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
            rm.size_mask[s] = size_mask;
            rm.num_units[s] = num_units;
            rm.available_slots[s] = if bs < 0 { 0 } else { bs as u32 };
            if bs == 0 {
                rm.hazard_mask |= bit(s);
            }
            if is_group {
                rm.group_mask |= bit(s);
            } else {
                rm.unit_mask |= mask;
                rm.sub_ready[s] = size_mask;
                if size_mask != 0 {
                    rm.units_free |= bit(s);
                }
                if num_units > 1 {
                    rm.multi_unit_mask |= bit(s);
                }
            }
            if is_group || num_units > 1 {
                rm.strat_mask[s] = size_mask;
                rm.strat_next[s] = size_mask;
            }
        }
        // Every group starts with all its members ready, even units without sub-units.
        rm.group_view = rm.unit_mask;
        for s in 0..n {
            if rm.group_mask & bit(s) != 0 && rm.size_mask[s] & rm.group_mask != 0 {
                rm.nested_groups |= bit(s);
            }
        }
        // Only the groups that choose a unit for some instruction need their round-robin state
        // (all of them when a group can choose a group).
        let mut selecting = 0u64;
        for d in descs {
            for r in &d.resources {
                if !r.reserved {
                    selecting |= bit(state_index(r.mask)) & rm.group_mask;
                }
            }
        }
        if rm.nested_groups != 0 {
            selecting = rm.group_mask;
        }
        for s in 0..n {
            if selecting & bit(s) == 0 {
                continue;
            }
            let mut m = rm.size_mask[s];
            while m != 0 {
                let unit = m & m.wrapping_neg();
                rm.resource_to_groups[state_index(unit) & (MAX - 1)] |= bit(s);
                m ^= unit;
            }
        }
        rm.slow_groups = rm.nested_groups;
        rm
    }

    /// LLVM's DefaultResourceStrategy::select for resource `idx` among `ready`.
    fn strategy_select(&mut self, idx: usize, ready: u64) -> u64 {
        let idx = idx & (MAX - 1);
        let pick = |c: u64, next: &mut u64| {
            let c = 1u64 << state_index(c);
            *next &= c | (c - 1);
            c
        };
        let c = ready & self.strat_next[idx];
        if c != 0 {
            return pick(c, &mut self.strat_next[idx]);
        }
        self.strat_next[idx] = self.strat_mask[idx] ^ self.strat_removed[idx];
        self.strat_removed[idx] = 0;
        let c = ready & self.strat_next[idx];
        if c != 0 {
            return pick(c, &mut self.strat_next[idx]);
        }
        self.strat_next[idx] = self.strat_mask[idx];
        let c = ready & self.strat_next[idx];
        pick(c, &mut self.strat_next[idx])
    }

    /// LLVM's DefaultResourceStrategy::used for resource `idx`: `mask` was used up. Written as
    /// selects rather than branches: which case applies depends on the instruction mix, and a
    /// big block's mix is too irregular for the branch predictor.
    #[inline]
    fn strategy_used(&mut self, idx: usize, mask: u64) {
        let idx = idx & (MAX - 1);
        let next = self.strat_next[idx];
        let removed = self.strat_removed[idx];
        let above = mask > next;
        let cleared = next & !mask;
        // Not above the sequence: `mask` leaves it; when it empties, it starts over without
        // the units removed meanwhile. Above it: `mask` is remembered as removed.
        let emptied = cleared == 0;
        let new_next = select_unpredictable(emptied, self.strat_mask[idx] ^ removed, cleared);
        let new_removed = select_unpredictable(emptied, 0, removed);
        self.strat_next[idx] = select_unpredictable(above, next, new_next);
        self.strat_removed[idx] = select_unpredictable(above, removed | mask, new_removed);
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

    pub fn reserve_buffers(&mut self, buffers: u64) {
        let mut b = buffers;
        while b != 0 {
            let cur = b & b.wrapping_neg();
            b ^= cur;
            let slots = &mut self.available_slots[state_index(cur) & (MAX - 1)];
            *slots = slots.saturating_sub(1);
            if *slots == 0 {
                self.available_buffers &= !cur;
            }
        }
        self.reserved_buffers ^= buffers & self.hazard_mask;
    }

    pub fn release_buffers(&mut self, buffers: u64) {
        self.available_buffers |= buffers;
        let mut b = buffers;
        while b != 0 {
            let cur = b & b.wrapping_neg();
            b ^= cur;
            self.available_slots[state_index(cur) & (MAX - 1)] += 1;
        }
    }

    /// Whether resource `idx`, needed `num_units` times, is ready (llvm-mca's
    /// ResourceState::isReady).
    fn is_ready(&self, idx: usize, num_units: u32) -> bool {
        if self.blocked & bit(idx) != 0 {
            return false;
        }
        at_least(self.ready_mask_of(idx), num_units)
    }

    /// Free units of a group, or free sub-units of a unit.
    fn ready_mask_of(&self, idx: usize) -> u64 {
        let idx = idx & (MAX - 1);
        if self.group_mask & bit(idx) != 0 {
            self.size_mask[idx] & (self.group_view | self.group_mask)
        } else {
            self.sub_ready[idx]
        }
    }

    /// Mask of busy units that prevent `desc` from issuing now (0 = can issue). Always inlined:
    /// since the in-order stage calls it too, LLVM kept it out of line, and the out-of-order
    /// select loop ran ~1.5% more instructions per simulated instruction.
    #[inline(always)]
    pub fn check_availability(&self, desc: &InstrDesc) -> u64 {
        if desc.used_groups & self.slow_groups != 0 {
            return self.check_availability_slow(desc);
        }
        // No group reserved or nested. A unit is needed once and never reserved, so all units
        // are one mask test.
        let mut busy = desc.resource_units & !self.units_free;
        let groups = &desc.resources[desc.first_group as usize..];
        for r in groups {
            let num_units = if r.reserved { 0 } else { r.num_units };
            if !at_least(r.mask & self.group_view, num_units) {
                busy |= r.mask;
            }
        }
        busy &= self.unit_mask;
        if busy != 0 {
            return busy;
        }
        busy = desc.used_groups & self.reserved_groups;
        if busy != 0 || !desc.has_partially_overlapping_groups {
            return busy;
        }
        if self.multi_unit_mask != 0 || self.group_view != self.units_free {
            return self.check_availability_slow(desc);
        }
        // Groups sharing units must not count the same free unit twice. Every unit has one
        // sub-unit, so a unit the instruction uses itself, or that a group before took (its
        // highest ready unit), is consumed.
        let mut consumed = desc.resource_units;
        for r in groups {
            if r.reserved {
                continue;
            }
            let group_ready = r.mask & self.group_view;
            let ready = group_ready & !consumed;
            if ready == 0 {
                busy |= group_ready;
                continue;
            }
            consumed |= 1u64 << state_index(ready);
        }
        busy
    }

    /// `check_availability` in full: reserved or nested groups, and groups that share units
    /// (which must not count the same free unit twice).
    #[cold]
    #[inline(never)]
    fn check_availability_slow(&self, desc: &InstrDesc) -> u64 {
        if !desc.has_partially_overlapping_groups {
            let mut busy = 0u64;
            for r in &desc.resources {
                let num_units = if r.reserved { 0 } else { r.num_units };
                if !self.is_ready(state_index(r.mask), num_units) {
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
        // Units still available to the groups, by state index (`counted`: which are known).
        let mut avail = [0u32; MAX];
        let mut counted = 0u64;
        for r in &desc.resources {
            let num_units = if r.reserved { 0 } else { r.num_units };
            let idx = state_index(r.mask);
            if !self.is_ready(idx, num_units) {
                busy |= r.mask;
                continue;
            }
            if self.group_mask & bit(idx) == 0 {
                let n = self
                    .ready_mask_of(idx)
                    .count_ones()
                    .saturating_sub(num_units);
                if counted & bit(idx) == 0 {
                    counted |= bit(idx);
                    avail[idx & (MAX - 1)] = n;
                }
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
        if busy != 0 {
            return busy;
        }
        for r in &desc.resources {
            let idx = state_index(r.mask);
            if r.reserved || self.group_mask & bit(idx) == 0 {
                continue;
            }
            let group_ready = self.ready_mask_of(idx);
            let ready = group_ready & !consumed;
            if ready == 0 {
                busy |= group_ready;
                continue;
            }
            let unit = state_index(ready) & (MAX - 1);
            let res = bit(unit);
            if counted & res == 0 {
                counted |= res;
                avail[unit] = self.ready_mask_of(unit).count_ones();
            }
            if avail[unit] == 0 {
                busy |= res;
                continue;
            }
            avail[unit] -= 1;
            if avail[unit] == 0 {
                consumed |= res;
            }
        }
        busy
    }

    /// The unit (its state index) and sub-unit that serve one use of resource `mask`.
    fn select_pipe(&mut self, mut mask: u64) -> (usize, ResourceRef) {
        loop {
            let idx = state_index(mask) & (MAX - 1);
            if self.group_mask & bit(idx) != 0 {
                let ready = self.size_mask[idx] & (self.group_view | self.group_mask);
                mask = self.strategy_select(idx, ready);
                continue;
            }
            let ready = self.sub_ready[idx];
            let sub = if self.multi_unit_mask & bit(idx) != 0 {
                self.strategy_select(idx, ready)
            } else if self.num_units[idx] == 1 {
                ready
            } else {
                ready & ready.wrapping_neg()
            };
            return (idx, (mask, sub));
        }
    }

    /// Takes sub-unit `rr.1` of unit `rr.0` (state index `idx`); when the unit has no sub-unit
    /// left, every group containing it sees it used.
    fn use_resource(&mut self, idx: usize, rr: ResourceRef) {
        let idx = idx & (MAX - 1);
        self.sub_ready[idx] &= !rr.1;
        if self.multi_unit_mask & bit(idx) != 0 {
            self.strategy_used(idx, rr.1);
        }
        if self.sub_ready[idx] != 0 {
            return;
        }
        self.units_free &= !bit(idx);
        self.group_view &= !rr.0;
        let mut users = self.resource_to_groups[idx];
        while users != 0 {
            let g = users.trailing_zeros() as usize;
            self.strategy_used(g, rr.0);
            users &= users - 1;
        }
    }

    /// Gives sub-unit `rr.1` of unit `rr.0` back.
    fn release(&mut self, rr: ResourceRef) {
        let idx = state_index(rr.0) & (MAX - 1);
        let was_fully_used = self.sub_ready[idx] == 0;
        self.sub_ready[idx] |= rr.1;
        if self.sub_ready[idx] != 0 {
            self.units_free |= bit(idx);
        }
        if was_fully_used {
            self.group_view |= rr.0;
        }
    }

    fn reserve_resource(&mut self, mask: u64) {
        let b = bit(state_index(mask));
        self.blocked |= b & !self.hazard_mask;
        self.slow_groups = self.blocked | self.nested_groups;
        self.reserved_groups ^= b;
    }

    fn release_resource(&mut self, mask: u64) {
        let b = bit(state_index(mask));
        self.blocked &= !b;
        self.slow_groups = self.blocked | self.nested_groups;
        self.reserved_groups ^= b & self.group_mask;
        self.reserved_buffers ^= b & self.hazard_mask;
    }

    /// Unit (or reserved group) `rr` is busy for `cycles` more cycles from `now` (from the end
    /// of its current use if it is still busy, as llvm-mca adds the cycles).
    #[inline]
    fn add_busy(&mut self, idx: usize, rr: ResourceRef, cycles: u32, now: u32) {
        let idx = idx & (MAX - 1);
        let end = now + cycles;
        // Latest first: the units to free next are at the back. A unit is rarely taken again
        // while busy (only one with sub-units left, or an instruction that issues without
        // asking), and a new use usually ends first.
        if self.busy_count[idx] == 0 && self.busy.last().is_none_or(|last| last.1 >= end) {
            self.busy_count[idx] = 1;
            self.busy.push((rr, end));
        } else {
            self.add_busy_sorted(rr, cycles, end);
        }
    }

    #[cold]
    #[inline(never)]
    fn add_busy_sorted(&mut self, rr: ResourceRef, cycles: u32, end: u32) {
        let idx = state_index(rr.0) & (MAX - 1);
        let found = if self.busy_count[idx] != 0 {
            self.busy.iter().position(|(r, _)| *r == rr)
        } else {
            None
        };
        let end = match found {
            Some(p) => self.busy.remove(p).1 + cycles,
            None => {
                self.busy_count[idx] += 1;
                end
            }
        };
        let mut at = self.busy.len();
        while at > 0 && self.busy[at - 1].1 < end {
            at -= 1;
        }
        self.busy.insert(at, (rr, end));
    }

    /// Takes the resources of `desc` at cycle `now`; returns the units used and for how many
    /// cycles. Always inlined, as `check_availability` (two callers since the in-order stage).
    #[inline(always)]
    pub fn issue(&mut self, desc: &InstrDesc, now: u32, used: &mut Vec<(ResourceRef, u32)>) {
        if desc.has_partially_overlapping_groups {
            return self.issue_overlapping(desc, now, used);
        }
        for r in &desc.resources {
            if r.cycles == 0 {
                self.release_resource(r.mask);
                continue;
            }
            if !r.reserved {
                let (idx, pipe) = self.select_pipe(r.mask);
                self.use_resource(idx, pipe);
                self.add_busy(idx, pipe, r.cycles, now);
                used.push((pipe, r.cycles));
            } else {
                self.reserve_resource(r.mask);
                self.add_busy(state_index(r.mask), (r.mask, r.mask), r.cycles, now);
            }
        }
    }

    /// `issue` for an instruction whose groups share units (llvm-mca's issueInstructionImpl):
    /// taking the groups in descriptor order could leave a later group without a unit, so
    /// units, reserved groups and groups with one ready unit are served first, in order; the
    /// other groups are then served fewest-ready-units first (ties: lower mask), and in each
    /// pass over them the first one and every one left with a single ready unit take their
    /// unit, the rest wait for the next pass (re-sorted by what is ready then).
    #[cold]
    #[inline(never)]
    fn issue_overlapping(
        &mut self,
        desc: &InstrDesc,
        now: u32,
        used: &mut Vec<(ResourceRef, u32)>,
    ) {
        let mut waiting = std::mem::take(&mut self.scratch_waiting);
        let mut next = std::mem::take(&mut self.scratch_next);
        waiting.clear();
        for r in &desc.resources {
            if r.cycles == 0 {
                self.release_resource(r.mask);
                continue;
            }
            if r.reserved {
                self.reserve_resource(r.mask);
                self.add_busy(state_index(r.mask), (r.mask, r.mask), r.cycles, now);
                continue;
            }
            let idx = state_index(r.mask) & (MAX - 1);
            if self.group_mask & bit(idx) != 0 && self.ready_mask_of(idx).count_ones() > 1 {
                waiting.push((r.mask, r.cycles));
                continue;
            }
            self.take_unit(r.mask, r.cycles, now, used);
        }
        while !waiting.is_empty() {
            let ready_units =
                |rm: &Self, mask: u64| rm.ready_mask_of(state_index(mask)).count_ones();
            waiting.sort_by(|a, b| {
                ready_units(self, a.0)
                    .cmp(&ready_units(self, b.0))
                    .then(a.0.cmp(&b.0))
            });
            next.clear();
            for (i, &(mask, cycles)) in waiting.iter().enumerate() {
                if i == 0 || ready_units(self, mask) == 1 {
                    self.take_unit(mask, cycles, now, used);
                } else {
                    next.push((mask, cycles));
                }
            }
            std::mem::swap(&mut waiting, &mut next);
        }
        self.scratch_waiting = waiting;
        self.scratch_next = next;
    }

    /// Chooses a unit for one use of resource `mask`, takes it for `cycles` from `now` and
    /// records it in `used`.
    fn take_unit(&mut self, mask: u64, cycles: u32, now: u32, used: &mut Vec<(ResourceRef, u32)>) {
        let (idx, pipe) = self.select_pipe(mask);
        self.use_resource(idx, pipe);
        self.add_busy(idx, pipe, cycles, now);
        used.push((pipe, cycles));
    }

    /// Starts cycle `now`: resources whose time is up are freed, each passed to `freed`.
    #[inline]
    pub fn cycle_event(&mut self, now: u32, mut freed: impl FnMut(ResourceRef)) {
        while let Some(&(rr, end)) = self.busy.last() {
            if end > now {
                break;
            }
            self.busy.pop();
            self.busy_count[state_index(rr.0) & (MAX - 1)] -= 1;
            freed(rr);
            if rr.0.is_power_of_two() {
                // A unit: never reserved, never a group (llvm-mca's releaseResource reduced to
                // what can change for one).
                self.release(rr);
                self.reserved_buffers ^= rr.0 & self.hazard_mask;
            } else {
                self.release_resource(rr.0);
            }
        }
    }

    /// Free units of a group, or free sub-units of a unit (used by the bottleneck analysis).
    pub fn ready_mask(&self, mask: u64) -> u64 {
        self.ready_mask_of(state_index(mask))
    }

    pub fn size_mask(&self, mask: u64) -> u64 {
        self.size_mask[state_index(mask) & (MAX - 1)]
    }

    pub fn unit_mask(&self) -> u64 {
        self.unit_mask
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mca::instr::resource_desc;
    use crate::target::sched::{embedded_model, lookup_cpu, CpuLookup, SchedModel};

    /// The first implementation of this file, kept to check that the flat-mask one makes the same
    /// choices on every event.
    mod reference {
        use super::super::{BufferState, ResourceRef};
        use crate::mca::instr::{state_index, InstrDesc, ResourceTable};

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

        /// The resource manager as it was before its state was kept in flat masks.
        #[derive(Clone, Debug)]
        pub struct Reference {
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

        impl Reference {
            pub fn new(table: &ResourceTable) -> Reference {
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
                Reference {
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

            /// Whether `issue` finds a unit for every resource (a group may have no ready unit
            /// left although `check_availability` passed: its quick count is not the
            /// round-robin choice; this version indexes out of bounds then).
            pub fn can_issue(&self, desc: &InstrDesc) -> bool {
                let mut c = self.clone();
                if desc.has_partially_overlapping_groups {
                    // llvm-mca's two-step issue for shared units: every group it serves has a
                    // ready unit left when its turn comes.
                    let mut ok = true;
                    c.issue_with(desc, 0, &mut Vec::new(), &mut ok);
                    return ok;
                }
                for r in &desc.resources {
                    if r.cycles == 0 || r.reserved {
                        continue;
                    }
                    let mut mask = r.mask;
                    while c.states[state_index(mask)].is_group {
                        let idx = state_index(mask);
                        let ready = c.states[idx].ready_mask;
                        if ready == 0 {
                            return false;
                        }
                        mask = match c.strategies[idx].as_mut() {
                            Some(s) => s.select(ready),
                            None => ready & ready.wrapping_neg(),
                        };
                    }
                    let pipe = c.select_pipe(mask);
                    c.use_resource(pipe);
                }
                true
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
            pub fn issue(
                &mut self,
                desc: &InstrDesc,
                now: u32,
                used: &mut Vec<(ResourceRef, u32)>,
            ) {
                let mut ok = true;
                self.issue_with(desc, now, used, &mut ok);
            }

            /// `issue`; `ok` is cleared when a group to serve has no ready unit.
            fn issue_with(
                &mut self,
                desc: &InstrDesc,
                now: u32,
                used: &mut Vec<(ResourceRef, u32)>,
                ok: &mut bool,
            ) {
                if desc.has_partially_overlapping_groups {
                    // Step 1: units, reserved groups and groups with one ready unit, in order.
                    let mut later = Vec::new();
                    for r in &desc.resources {
                        let st = &self.states[state_index(r.mask)];
                        if r.cycles == 0 {
                            self.release_resource(r.mask);
                        } else if r.reserved {
                            self.reserve_resource(r.mask);
                            self.add_busy((r.mask, r.mask), r.cycles, now);
                        } else if st.is_group && st.ready_mask.count_ones() > 1 {
                            later.push(*r);
                        } else {
                            *ok &= st.ready_mask != 0;
                            if !*ok {
                                return;
                            }
                            let pipe = self.select_pipe(r.mask);
                            self.use_resource(pipe);
                            self.add_busy(pipe, r.cycles, now);
                            used.push((pipe, r.cycles));
                        }
                    }
                    // Step 2: fewest ready units first; per pass the first group and those
                    // down to one ready unit.
                    while !later.is_empty() {
                        let n = |s: &Self, m: u64| s.states[state_index(m)].ready_mask.count_ones();
                        later.sort_by_key(|r| (n(self, r.mask), r.mask));
                        let mut rest = Vec::new();
                        for (i, r) in later.iter().enumerate() {
                            if i == 0 || n(self, r.mask) == 1 {
                                *ok &= n(self, r.mask) != 0;
                                if !*ok {
                                    return;
                                }
                                let pipe = self.select_pipe(r.mask);
                                self.use_resource(pipe);
                                self.add_busy(pipe, r.cycles, now);
                                used.push((pipe, r.cycles));
                            } else {
                                rest.push(*r);
                            }
                        }
                        later = rest;
                    }
                    return;
                }
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
    }

    fn model_for(cpu: &str) -> &'static SchedModel {
        match lookup_cpu(cpu) {
            CpuLookup::Model(id) => embedded_model(id).unwrap_or_else(|e| panic!("{cpu}: {e}")),
            other => panic!("{cpu}: {other:?}"),
        }
    }

    /// xorshift64*: a fixed pseudo-random sequence.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    /// Drives the resource manager and the reference with the same random instruction stream
    /// (dispatch, availability, issue, cycles) and compares every answer and every ready mask.
    fn same_as_reference(cpu: &str, seed: u64) {
        let model = model_for(cpu);
        let table = ResourceTable::new(model).expect("resource table");
        let (overlapping, plain): (Vec<InstrDesc>, Vec<InstrDesc>) = model
            .descs
            .iter()
            .filter(|d| !d.resources.is_empty())
            .map(|d| resource_desc(model, &table, d))
            .partition(|d| d.has_partially_overlapping_groups);
        let mut rng = Rng(seed);
        // Groups sharing units take the long way through the availability check: many of them.
        let mut descs: Vec<InstrDesc> = (0..32)
            .map(|_| plain[rng.below(plain.len())].clone())
            .collect();
        if !overlapping.is_empty() {
            descs.extend((0..16).map(|_| overlapping[rng.below(overlapping.len())].clone()));
        }
        let mut rm = ResourceManager::new(&table, &descs);
        let mut reference = reference::Reference::new(&table);
        let masks: Vec<u64> = table.masks.clone();
        assert_eq!(rm.unit_mask(), reference.unit_mask());
        for &m in &masks {
            assert_eq!(rm.size_mask(m), reference.size_mask(m), "{cpu}");
        }
        let mut now = 0u32;
        let (mut freed_a, mut freed_b) = (Vec::new(), Vec::new());
        let (mut used_a, mut used_b) = (Vec::new(), Vec::new());
        let mut dispatched: Vec<usize> = Vec::new();
        let mut issued = 0;
        for step in 0..20_000 {
            if rng.below(3) == 0 {
                now += 1;
                freed_a.clear();
                freed_b.clear();
                rm.cycle_event(now, |rr| freed_a.push(rr));
                reference.cycle_event(now, &mut freed_b);
                freed_a.sort_unstable();
                freed_b.sort_unstable();
                assert_eq!(freed_a, freed_b, "{cpu} step {step}: freed");
            }
            if dispatched.len() < 16 && rng.below(2) == 0 {
                let i = rng.below(descs.len());
                let b = descs[i].used_buffers;
                let state = rm.can_be_dispatched(b);
                assert_eq!(state, reference.can_be_dispatched(b), "{cpu} step {step}");
                if state == BufferState::Available {
                    rm.reserve_buffers(b);
                    reference.reserve_buffers(b);
                    dispatched.push(i);
                }
            }
            if dispatched.is_empty() {
                continue;
            }
            let k = rng.below(dispatched.len());
            let d = &descs[dispatched[k]];
            let busy = rm.check_availability(d);
            assert_eq!(
                busy,
                reference.check_availability(d),
                "{cpu} step {step}: busy"
            );
            if busy == 0 && reference.can_issue(d) {
                dispatched.swap_remove(k);
                rm.release_buffers(d.used_buffers);
                reference.release_buffers(d.used_buffers);
                used_a.clear();
                used_b.clear();
                rm.issue(d, now, &mut used_a);
                reference.issue(d, now, &mut used_b);
                assert_eq!(used_a, used_b, "{cpu} step {step}: units used");
                issued += 1;
            }
            for &m in &masks {
                assert_eq!(
                    rm.ready_mask(m),
                    reference.ready_mask(m),
                    "{cpu} step {step}"
                );
            }
        }
        // The fewest issues come from alderlake's stream (489 of 20,000 steps: its groups that
        // share units hold PortAny for many cycles).
        assert!(issued > 400, "{cpu}: only {issued} issued");
    }

    #[test]
    fn same_choices_as_reference() {
        for (cpu, seed) in [
            ("skylake", 1),
            ("skylake", 7),
            ("haswell", 2),
            ("btver2", 3),
            ("sandybridge", 4),
            ("znver3", 5),
            ("znver4", 6),
            ("alderlake", 8),
        ] {
            same_as_reference(cpu, seed);
        }
    }
}
