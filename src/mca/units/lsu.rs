//! The load/store unit: load and store queues (`-lqueue`, `-squeue`) and memory groups that keep
//! llvm-mca's ordering rules: a store waits for older loads and stores; a load waits for older
//! stores only when `-noalias=false`; loads with no store in between share a group. It also
//! keeps, per group, the instructions the scheduler parked on it (registers ready, held back
//! only by the group's predecessors) and releases them when the group stops waiting.
//!
//! By default (`-lsu=llvm`) fences are llvm-mca's "soft barriers": `mfence`/`lfence` start a
//! group later loads wait for, `mfence`/`sfence` one later stores wait for, but the fence itself
//! only waits for older memory operations to *start* (with `-noalias`), and locked
//! read-modify-writes, `xchg` with memory, `cpuid` and `serialize` are plain memory operations
//! or not memory operations at all. `-lsu=ordered` ([`ordering_of`], [`Drain`]) applies x86's
//! ordering rules instead, as the Intel SDM states them (vol. 3A §9.2 "Memory ordering", §9.3
//! "Serializing instructions"; §8.2/§8.3 in older editions), in our words:
//! - `mfence`, a `lock`-prefixed read-modify-write and `xchg` with a memory operand (locked
//!   whether written with `lock` or not): every older load and store completes before the
//!   instruction executes, and no younger load or store executes before it has completed.
//! - `sfence`: every older store completes before it; younger stores wait for it to complete;
//!   loads are not ordered by it.
//! - `lfence`: it executes only once every older instruction has completed locally (here: every
//!   older load and store), and no younger instruction starts before it completes (here: younger
//!   loads and stores).
//! - `cpuid`, `serialize`: fully serializing; as `mfence` towards loads and stores.
//!
//! Modelled here for memory operations only: the hold `lfence`, `cpuid` and `serialize` put on
//! younger instructions that do not touch memory is not modelled (the scheduler is not told).
//! Under `-lsu=ordered` each of these instructions takes a queue entry of the kind it orders
//! (a load and a store entry, a store entry for `sfence`). "Completes" is the simulator's
//! "executed": there is no separate store-buffer drain or global-visibility latency.
//! Must not touch: register dependencies (the register file) or resources.

/// Which older memory groups an instruction waits for to *complete* (a data edge from each of
/// them) under `-lsu=ordered`, besides llvm-mca's own edges.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Drain {
    /// llvm-mca's edges only (every instruction by default).
    #[default]
    None,
    /// Every older load and store (`mfence`, locked forms, `xchg` with memory, `lfence`,
    /// `cpuid`, `serialize`).
    All,
    /// Every older store (`sfence`).
    Stores,
}

/// The ordering x86 gives `instr` (the module doc's rules): `Some((may_load, may_store, drain))`
/// for the instructions `-lsu=ordered` treats as fences, `None` for the others.
pub fn ordering_of(instr: &iced_x86::Instruction) -> Option<(bool, bool, Drain)> {
    use iced_x86::{Code, Mnemonic, OpKind};
    let has_memory = (0..instr.op_count()).any(|i| instr.op_kind(i) == OpKind::Memory);
    match instr.code() {
        Code::Sfence => Some((false, true, Drain::Stores)),
        Code::Mfence | Code::Lfence | Code::Cpuid | Code::Serialize => {
            Some((true, true, Drain::All))
        }
        _ if instr.mnemonic() == Mnemonic::Xchg && has_memory => Some((true, true, Drain::All)),
        _ if instr.has_lock_prefix() && has_memory => Some((true, true, Drain::All)),
        _ => None,
    }
}

/// Turns `desc` into the fence `-lsu=ordered` makes of it (see [`ordering_of`]): it takes
/// queue entries, starts a load and/or store barrier and drains the older groups.
pub fn apply_ordering(desc: &mut crate::mca::instr::InstrDesc, instr: &iced_x86::Instruction) {
    if let Some((may_load, may_store, drain)) = ordering_of(instr) {
        desc.may_load |= may_load;
        desc.may_store |= may_store;
        desc.load_barrier |= may_load;
        desc.store_barrier |= may_store;
        desc.drain = drain;
    }
}

/// Why a memory instruction cannot be dispatched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LsuStatus {
    Available,
    LoadQueueFull,
    StoreQueueFull,
}

#[derive(Clone, Debug, Default)]
struct MemoryGroup {
    num_predecessors: u32,
    num_executing_predecessors: u32,
    num_executed_predecessors: u32,
    num_instructions: u32,
    num_executing: u32,
    num_executed: u32,
    order_succ: Vec<u32>,
    data_succ: Vec<u32>,
    /// (iid, cycles left) of the critical memory instruction.
    critical_inst: Option<u32>,
    critical_pred: (u32, u32),
    /// Instructions parked on this group while it waits ([`LoadStoreUnit::park`]).
    parked: Vec<u32>,
    /// The slot holds a group ([`GroupTable`]).
    live: bool,
    /// The group holds a store ([`Drain::Stores`] looks for them).
    has_store: bool,
}

impl MemoryGroup {
    /// An empty live group, keeping the lists' allocations.
    fn reset(&mut self) {
        let mut lists = [
            std::mem::take(&mut self.order_succ),
            std::mem::take(&mut self.data_succ),
            std::mem::take(&mut self.parked),
        ];
        for l in &mut lists {
            l.clear();
        }
        let [order_succ, data_succ, parked] = lists;
        *self = MemoryGroup {
            order_succ,
            data_succ,
            parked,
            live: true,
            ..MemoryGroup::default()
        };
    }

    /// After a predecessor count grew: moves the parked instructions to `released` when the
    /// group has just stopped waiting.
    fn release_if_unblocked(&mut self, was_waiting: bool, released: &mut Vec<u32>) {
        if was_waiting && !self.is_waiting() {
            released.append(&mut self.parked);
        }
    }
    fn is_waiting(&self) -> bool {
        self.num_predecessors > self.num_executing_predecessors + self.num_executed_predecessors
    }
    fn is_pending(&self) -> bool {
        self.num_executing_predecessors != 0
            && self.num_executed_predecessors + self.num_executing_predecessors
                == self.num_predecessors
    }
    fn is_ready(&self) -> bool {
        self.num_executed_predecessors == self.num_predecessors
    }
    fn is_executing(&self) -> bool {
        self.num_executing != 0 && self.num_executing == self.num_instructions - self.num_executed
    }
    fn is_executed(&self) -> bool {
        self.num_instructions == self.num_executed
    }
}

/// Memory groups by id; ids are handed out in increasing order (from 1) and removed in any
/// order. Ids `first..end` have slots in a ring of power-of-two length (group `id` is in slot
/// `id & mask`); a removed group's slot keeps its lists' allocations for a later group.
#[derive(Clone, Debug)]
struct GroupTable {
    first: u32,
    end: u32,
    slots: Vec<MemoryGroup>,
}

impl Default for GroupTable {
    fn default() -> GroupTable {
        GroupTable {
            first: 1,
            end: 1,
            slots: vec![MemoryGroup::default(); 16],
        }
    }
}

impl GroupTable {
    #[inline]
    fn slot(&self, id: u32) -> usize {
        id as usize & (self.slots.len() - 1)
    }
    #[inline]
    fn get(&self, id: &u32) -> Option<&MemoryGroup> {
        if id.wrapping_sub(self.first) >= self.end - self.first {
            return None;
        }
        let g = &self.slots[self.slot(*id)];
        g.live.then_some(g)
    }
    #[inline]
    fn get_mut(&mut self, id: &u32) -> Option<&mut MemoryGroup> {
        if id.wrapping_sub(self.first) >= self.end - self.first {
            return None;
        }
        let i = self.slot(*id);
        let g = &mut self.slots[i];
        g.live.then_some(g)
    }
    /// Creates group `id` (the next id), empty, reusing its slot's allocations.
    fn create(&mut self, id: u32) -> &mut MemoryGroup {
        debug_assert_eq!(id, self.end);
        if (self.end - self.first) as usize == self.slots.len() {
            // Full: double, keeping each live group at `id & new_mask`.
            let mut slots = vec![MemoryGroup::default(); self.slots.len() * 2];
            let new_mask = slots.len() - 1;
            for i in self.first..self.end {
                let old = self.slot(i);
                slots[i as usize & new_mask] = std::mem::take(&mut self.slots[old]);
            }
            self.slots = slots;
        }
        self.end += 1;
        let i = self.slot(id);
        let g = &mut self.slots[i];
        g.reset();
        g
    }
    fn remove(&mut self, id: &u32) {
        if let Some(g) = self.get_mut(id) {
            g.live = false;
        }
        while self.first != self.end && !self.slots[self.slot(self.first)].live {
            self.first += 1;
        }
    }
    fn values_mut(&mut self) -> impl Iterator<Item = &mut MemoryGroup> {
        self.slots.iter_mut().filter(|g| g.live)
    }
}

/// The load/store unit.
#[derive(Clone, Debug)]
pub struct LoadStoreUnit {
    lq_size: u32,
    sq_size: u32,
    pub used_lq: u32,
    pub used_sq: u32,
    no_alias: bool,
    /// Whether groups track their critical instruction (without it `critical_inst` stays
    /// `None`, and so no critical predecessor is ever recorded).
    track_critical: bool,
    next_group: u32,
    /// Live groups by id (ids only grow; an executed group is removed).
    groups: GroupTable,
    current_load: u32,
    current_load_barrier: u32,
    current_store: u32,
    current_store_barrier: u32,
    /// Parked instructions whose group stopped waiting, in the order released; the scheduler
    /// takes them (a group only stops waiting, never starts again: its predecessors are fixed
    /// when it is created and the executing and executed ones only grow).
    pub released: Vec<u32>,
}

impl LoadStoreUnit {
    /// `track_critical`: keep each group's critical memory instruction and predecessor (only
    /// the bottleneck analysis reads them).
    pub fn new(lq_size: u32, sq_size: u32, no_alias: bool, track_critical: bool) -> LoadStoreUnit {
        LoadStoreUnit {
            lq_size,
            sq_size,
            used_lq: 0,
            used_sq: 0,
            no_alias,
            track_critical,
            next_group: 1,
            groups: GroupTable::default(),
            current_load: 0,
            current_load_barrier: 0,
            current_store: 0,
            current_store_barrier: 0,
            released: Vec::new(),
        }
    }

    /// Whether an instruction that may load and/or store finds room in the queues. Evaluated
    /// without branching on the instruction's kind (any instruction may ask), so that the
    /// usual answer is the only branch.
    #[inline]
    pub fn is_available(&self, may_load: bool, may_store: bool) -> LsuStatus {
        let lq_full = may_load & (self.lq_size != 0) & (self.used_lq == self.lq_size);
        let sq_full = may_store & (self.sq_size != 0) & (self.used_sq == self.sq_size);
        if !(lq_full | sq_full) {
            LsuStatus::Available
        } else if lq_full {
            LsuStatus::LoadQueueFull
        } else {
            LsuStatus::StoreQueueFull
        }
    }

    fn create_group(&mut self) -> u32 {
        let id = self.next_group;
        self.next_group += 1;
        self.groups.create(id);
        id
    }

    /// `cycles_left` gives the cycles left of an executing instruction (for critical deps).
    fn add_successor(
        &mut self,
        pred: u32,
        succ: u32,
        data: bool,
        cycles_left: &dyn Fn(u32) -> u32,
    ) {
        let (executing, critical) = match self.groups.get(&pred) {
            Some(g) => (g.is_executing(), g.critical_inst),
            None => return,
        };
        if !data && executing {
            return;
        }
        if let Some(s) = self.groups.get_mut(&succ) {
            s.num_predecessors += 1;
            if executing {
                s.num_executing_predecessors += 1;
                if data {
                    if let Some(ci) = critical {
                        let c = cycles_left(ci);
                        if s.critical_pred.1 < c {
                            s.critical_pred = (ci, c);
                        }
                    }
                }
            }
        }
        if let Some(g) = self.groups.get_mut(&pred) {
            if data {
                g.data_succ.push(succ);
            } else {
                g.order_succ.push(succ);
            }
        }
    }

    /// Dispatches a memory instruction; returns its group id.
    pub fn dispatch(
        &mut self,
        may_load: bool,
        may_store: bool,
        load_barrier: bool,
        store_barrier: bool,
        drain: Drain,
        cycles_left: &dyn Fn(u32) -> u32,
    ) -> u32 {
        if may_load {
            self.used_lq += 1;
        }
        if may_store {
            self.used_sq += 1;
        }
        if may_store {
            let gid = self.create_group();
            if let Some(g) = self.groups.get_mut(&gid) {
                g.num_instructions += 1;
                g.has_store = true;
            }
            self.drain_into(gid, drain, cycles_left);
            let dom = self.current_load.max(self.current_load_barrier);
            if dom != 0 {
                self.add_successor(dom, gid, !self.no_alias, cycles_left);
            }
            if self.current_store_barrier != 0 {
                self.add_successor(self.current_store_barrier, gid, true, cycles_left);
            }
            if self.current_store != 0 && self.current_store != self.current_store_barrier {
                self.add_successor(self.current_store, gid, !self.no_alias, cycles_left);
            }
            self.current_store = gid;
            if store_barrier {
                self.current_store_barrier = gid;
            }
            if may_load {
                self.current_load = gid;
                if load_barrier {
                    self.current_load_barrier = gid;
                }
            }
            return gid;
        }
        let dom = self.current_load.max(self.current_load_barrier);
        let dom_executing = self.groups.get(&dom).is_some_and(|g| g.is_executing());
        let new_group = load_barrier
            || dom == 0
            || self.current_load_barrier == dom
            || dom <= self.current_store
            || dom_executing;
        if new_group {
            let gid = self.create_group();
            if let Some(g) = self.groups.get_mut(&gid) {
                g.num_instructions += 1;
            }
            self.drain_into(gid, drain, cycles_left);
            if !self.no_alias && self.current_store != 0 {
                self.add_successor(self.current_store, gid, true, cycles_left);
            }
            if load_barrier {
                if dom != 0 {
                    self.add_successor(dom, gid, true, cycles_left);
                }
            } else if self.current_load_barrier != 0 {
                self.add_successor(self.current_load_barrier, gid, true, cycles_left);
            }
            self.current_load = gid;
            if load_barrier {
                self.current_load_barrier = gid;
            }
            return gid;
        }
        if let Some(g) = self.groups.get_mut(&self.current_load) {
            g.num_instructions += 1;
        }
        self.current_load
    }

    /// `-lsu=ordered`: the new group `gid` waits for every older live group (with a store, for
    /// [`Drain::Stores`]) to complete.
    fn drain_into(&mut self, gid: u32, drain: Drain, cycles_left: &dyn Fn(u32) -> u32) {
        if drain == Drain::None {
            return;
        }
        for pred in self.groups.first..gid {
            let wanted = self
                .groups
                .get(&pred)
                .is_some_and(|g| drain == Drain::All || g.has_store);
            if wanted {
                self.add_successor(pred, gid, true, cycles_left);
            }
        }
    }

    pub fn is_waiting(&self, gid: u32) -> bool {
        self.groups.get(&gid).is_some_and(|g| g.is_waiting())
    }
    pub fn is_pending(&self, gid: u32) -> bool {
        self.groups.get(&gid).is_some_and(|g| g.is_pending())
    }
    pub fn is_ready(&self, gid: u32) -> bool {
        self.groups.get(&gid).is_none_or(|g| g.is_ready())
    }
    /// Parks instruction `iid` on its group `gid`, which is waiting: it moves to `released`
    /// when the group stops waiting.
    pub fn park(&mut self, gid: u32, iid: u32) {
        if let Some(g) = self.groups.get_mut(&gid) {
            debug_assert!(g.is_waiting());
            g.parked.push(iid);
        }
    }

    pub fn has_dependent_users(&self, gid: u32) -> bool {
        self.groups.get(&gid).is_some_and(|g| {
            !(g.is_executed() || g.order_succ.is_empty() && g.data_succ.is_empty())
        })
    }

    /// Critical memory predecessor (iid, cycles) of a group.
    pub fn critical_predecessor(&self, gid: u32) -> (u32, u32) {
        self.groups.get(&gid).map_or((0, 0), |g| g.critical_pred)
    }

    pub fn on_issued(&mut self, gid: u32, iid: u32, cycles_left: &dyn Fn(u32) -> u32) {
        let (order, data, critical) = {
            let Some(g) = self.groups.get_mut(&gid) else {
                return;
            };
            g.num_executing += 1;
            if self.track_critical {
                match g.critical_inst {
                    Some(ci) => {
                        if cycles_left(ci) < cycles_left(iid) {
                            g.critical_inst = Some(iid);
                        }
                    }
                    None => g.critical_inst = Some(iid),
                }
            }
            if !g.is_executing() {
                return;
            }
            // Taken for the loops below (no group is its own successor) and put back after.
            (
                std::mem::take(&mut g.order_succ),
                std::mem::take(&mut g.data_succ),
                g.critical_inst,
            )
        };
        for &s in &order {
            if let Some(sg) = self.groups.get_mut(&s) {
                let was_waiting = sg.is_waiting();
                sg.num_executing_predecessors += 1;
                sg.num_executing_predecessors -= 1;
                sg.num_executed_predecessors += 1;
                sg.release_if_unblocked(was_waiting, &mut self.released);
            }
        }
        for &s in &data {
            if let Some(sg) = self.groups.get_mut(&s) {
                let was_waiting = sg.is_waiting();
                sg.num_executing_predecessors += 1;
                sg.release_if_unblocked(was_waiting, &mut self.released);
                if let Some(ci) = critical {
                    let c = cycles_left(ci);
                    if sg.critical_pred.1 < c {
                        sg.critical_pred = (ci, c);
                    }
                }
            }
        }
        if let Some(g) = self.groups.get_mut(&gid) {
            g.order_succ = order;
            g.data_succ = data;
        }
    }

    pub fn on_executed(&mut self, gid: u32, iid: u32) {
        let (done, data) = {
            let Some(g) = self.groups.get_mut(&gid) else {
                return;
            };
            g.num_executing = g.num_executing.saturating_sub(1);
            g.num_executed += 1;
            if g.critical_inst == Some(iid) {
                g.critical_inst = None;
            }
            if !g.is_executed() {
                return;
            }
            // The group is removed below.
            (true, std::mem::take(&mut g.data_succ))
        };
        if done {
            // Executing predecessors become executed ones: no group starts or stops waiting.
            for &s in &data {
                if let Some(sg) = self.groups.get_mut(&s) {
                    sg.num_executing_predecessors = sg.num_executing_predecessors.saturating_sub(1);
                    sg.num_executed_predecessors += 1;
                }
            }
            if let Some(g) = self.groups.get_mut(&gid) {
                // The slot keeps the list for a later group (`MemoryGroup::reset` empties it).
                debug_assert!(g.parked.is_empty());
                g.data_succ = data;
            }
            self.groups.remove(&gid);
            if gid == self.current_load {
                self.current_load = 0;
            }
            if gid == self.current_store {
                self.current_store = 0;
            }
            if gid == self.current_load_barrier {
                self.current_load_barrier = 0;
            }
            if gid == self.current_store_barrier {
                self.current_store_barrier = 0;
            }
        }
    }

    /// Frees the queue entries of a retiring instruction (any instruction: one that neither
    /// loads nor stores frees none).
    #[inline]
    pub fn on_retired(&mut self, may_load: bool, may_store: bool) {
        self.used_lq = self.used_lq.saturating_sub(may_load as u32);
        self.used_sq = self.used_sq.saturating_sub(may_store as u32);
    }

    pub fn cycle_event(&mut self) {
        for g in self.groups.values_mut() {
            if g.is_waiting() && g.critical_pred.1 > 0 {
                g.critical_pred.1 -= 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_cycles(_: u32) -> u32 {
        0
    }

    #[test]
    fn a_full_drain_waits_for_every_older_group_to_complete() {
        let mut lsu = LoadStoreUnit::new(0, 0, true, false);
        let load = lsu.dispatch(true, false, false, false, Drain::None, &no_cycles);
        let store = lsu.dispatch(false, true, false, false, Drain::None, &no_cycles);
        let fence = lsu.dispatch(true, true, true, true, Drain::All, &no_cycles);
        let younger = lsu.dispatch(true, false, false, false, Drain::None, &no_cycles);
        assert!(lsu.is_waiting(fence));
        lsu.on_issued(load, 1, &no_cycles);
        lsu.on_issued(store, 2, &no_cycles);
        // Started is not enough: the fence waits for both to complete.
        assert!(!lsu.is_ready(fence));
        lsu.on_executed(load, 1);
        assert!(!lsu.is_ready(fence));
        lsu.on_executed(store, 2);
        assert!(lsu.is_ready(fence));
        assert!(!lsu.is_ready(younger));
        lsu.on_issued(fence, 3, &no_cycles);
        lsu.on_executed(fence, 3);
        assert!(lsu.is_ready(younger));
    }

    #[test]
    fn without_a_drain_the_store_only_waits_for_older_operations_to_start() {
        let mut lsu = LoadStoreUnit::new(0, 0, true, false);
        let load = lsu.dispatch(true, false, false, false, Drain::None, &no_cycles);
        let fence = lsu.dispatch(true, true, true, true, Drain::None, &no_cycles);
        lsu.on_issued(load, 1, &no_cycles);
        assert!(lsu.is_ready(fence));
    }

    #[test]
    fn a_store_drain_ignores_older_loads() {
        let mut lsu = LoadStoreUnit::new(0, 0, true, false);
        let load = lsu.dispatch(true, false, false, false, Drain::None, &no_cycles);
        let store = lsu.dispatch(false, true, false, false, Drain::None, &no_cycles);
        let sfence = lsu.dispatch(false, true, false, true, Drain::Stores, &no_cycles);
        lsu.on_issued(store, 2, &no_cycles);
        lsu.on_executed(store, 2);
        // The older store completed; llvm-mca's own edge from the older load only needs the
        // load to start, and the store drain adds no wait for loads.
        lsu.on_issued(load, 1, &no_cycles);
        assert!(lsu.is_ready(sfence));
    }
}
