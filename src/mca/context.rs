//! Per-instance simulation state: one [`Instance`] per dynamic instruction (iteration x index),
//! with the state of each register read ([`ReadState`]) and write ([`WriteState`]), mirroring
//! llvm-mca's Instruction/ReadState/WriteState, and the stage an instruction is in.
//! Must not touch: static descriptors (`instr`) or hardware units (`units`).

use super::instr::InstrDesc;
use super::prefetch::{prefetch, prefetch2};
use super::regs::RegId;
use super::units::register_file::WriteRef;

/// [`Instance::mem`] bits.
pub const MAY_LOAD: u8 = 1;
pub const MAY_STORE: u8 = 2;

/// Issue cycle of something not issued yet.
pub const NOT_ISSUED: u32 = u32::MAX;

/// A reference to a read of some instance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReadRef {
    pub iid: u32,
    pub idx: u16,
}

/// Where an instruction is in the pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstStage {
    Invalid,
    Dispatched,
    Pending,
    Ready,
    Executing,
    Executed,
    Retired,
}

/// A register read (its register and read advance are in the static descriptor). Timing is
/// kept as absolute cycles, so nothing counts down cycle by cycle: llvm-mca's per-cycle
/// countdowns of a read (`TotalCycles` while producers are still unknown, then `CyclesLeft`) both
/// equal `max(0, available_at - now)`.
#[derive(Clone, Debug, Default)]
pub struct ReadState {
    /// Producers that have not issued yet.
    pub dependent_writes: u32,
    /// First cycle at which the producers known so far have delivered the value.
    pub available_at: u32,
    /// Critical dependency: (producer iid, register, cycles).
    pub critical: Option<(u32, RegId, u32)>,
}

impl ReadState {
    /// Every producer has issued and the value is available at cycle `now`.
    #[inline]
    pub fn is_ready(&self, now: u32) -> bool {
        self.dependent_writes == 0 && self.available_at <= now
    }

    /// A producer issued at cycle `now`: the value arrives `cycles` later.
    pub fn write_start(&mut self, now: u32, producer: u32, reg: RegId, cycles: u32) {
        self.dependent_writes = self.dependent_writes.saturating_sub(1);
        if self.available_at.saturating_sub(now) < cycles {
            self.critical = Some((producer, reg, cycles));
            self.available_at = now + cycles;
        }
    }
}

/// A register write. It completes `latency` cycles after its instruction issues
/// ([`Instance::writes_issued_at`]); a false dependency on an older partial write clears at
/// `dependent_write_at`.
#[derive(Clone, Debug)]
pub struct WriteState {
    pub reg: RegId,
    pub latency: u32,
    pub write_zero: bool,
    pub eliminated: bool,
    pub users: Vec<(ReadRef, i32)>,
    pub partial_write: Option<WriteRef>,
    pub dependent_write: Option<WriteRef>,
    pub dependent_write_at: u32,
    /// Critical dependency of a partial write: (producer iid, register, cycles).
    pub critical: Option<(u32, RegId, u32)>,
}

impl WriteState {
    pub fn num_users(&self) -> u32 {
        self.users.len() as u32 + self.partial_write.is_some() as u32
    }

    /// Cycles until the write completes, seen at cycle `now` (negative once complete), when
    /// its instruction's writes issued at `issued_at`; `None` before they do.
    #[inline]
    pub fn cycles_left(&self, issued_at: u32, now: u32) -> Option<i32> {
        if issued_at == NOT_ISSUED {
            return None;
        }
        Some(self.latency as i32 - now.wrapping_sub(issued_at) as i32)
    }

    /// First cycle at which the false dependency no longer holds this write back (llvm-mca:
    /// the older write's cycles left are zero or below this write's latency).
    pub fn ready_from(&self) -> u32 {
        if self.latency == 0 {
            self.dependent_write_at
        } else {
            self.dependent_write_at.saturating_sub(self.latency - 1)
        }
    }
}

/// One dynamic instruction.
#[derive(Clone, Debug)]
pub struct Instance {
    /// Index of the static instruction in the block.
    pub index: u32,
    pub stage: InstStage,
    /// Cycle at which it finishes executing (issue cycle + latency); [`NOT_ISSUED`] before.
    pub done_at: u32,
    /// Cycle at which its writes issued (with the instruction, or at dispatch for an
    /// eliminated move); [`NOT_ISSUED`] before.
    pub writes_issued_at: u32,
    /// In stage `Pending`: the first cycle at which every read and write is ready (kept as
    /// the running maximum of what its reads and writes have learnt so far; each only moves
    /// later).
    pub ready_at: u32,
    /// Producers of its reads that have not issued, plus its writes still waiting for an older
    /// partial write to issue: the `Dispatched -> Pending` check passes at zero.
    pub unresolved: u32,
    pub reads: Vec<ReadState>,
    /// Its writes are the first `num_writes` (see [`Instance::writes`]); the slots after them
    /// belonged to earlier instructions of this ring slot and keep their user lists'
    /// allocations. Dispatch sets each write up as it renames it ([`Instance::set_write`]).
    pub writes: Vec<WriteState>,
    pub num_writes: u32,
    pub rcu_token: u64,
    pub lsu_group: u32,
    pub eliminated: bool,
    pub critical_resource_mask: u64,
    pub critical_mem_dep: (u32, u32),
    /// May load ([`MAY_LOAD`]) and/or store ([`MAY_STORE`]); a load/store unit client when
    /// not zero. (Bits in one byte: the instance table is scanned dozens of times per
    /// simulated instruction, and a bigger instance measurably costs.)
    pub mem: u8,
    /// A producer reported to a read or write since the last `Dispatched -> Pending` check
    /// (set by [`Instance::wake`]). In stage `Dispatched` nothing else can change the answer,
    /// so waiting instances are only rechecked when woken.
    pub woken: bool,
    /// Reads and partial writes waiting on this instance's writes (llvm-mca's
    /// `getNumUsers`, kept as a count because the scheduler ranks by it every cycle).
    pub users: u32,
    /// In the scheduler's wait set, at position `wait_pos`.
    pub in_wait: bool,
    pub wait_pos: u32,
    /// Scratch mark of the wait-set scan: passes the `Dispatched -> Pending` checks.
    pub promotable: bool,
    /// In the scheduler's rank-ordered ready list (`Pipeline::ready_ranked`).
    pub in_ready: bool,
}

/// The in-flight instances, indexed by instruction id. Instance `iid` lives in slot
/// `iid & mask` of a power-of-two ring, so a lookup is a mask and no bounds check. Retired
/// instances leave from the front (retirement is in order) and their slots (with their
/// allocations) are reused for new ones, so memory stays bounded by the reorder buffer whatever
/// the number of iterations.
pub struct InstanceTable {
    /// Id of the oldest live instance.
    base: usize,
    /// Number of live instances (ids `base..base + len`).
    len: usize,
    /// Invariant: `slots.len()` is a power of two (at least one); every slot holds an instance
    /// (live or stale). So `iid & mask` is in bounds for every `iid`.
    slots: Vec<Instance>,
    /// `slots.len() - 1`.
    mask: usize,
}

impl Default for InstanceTable {
    fn default() -> InstanceTable {
        InstanceTable {
            base: 0,
            len: 0,
            slots: vec![Instance::new(0, &InstrDesc::default())],
            mask: 0,
        }
    }
}

impl InstanceTable {
    #[inline]
    fn mask(&self) -> usize {
        debug_assert_eq!(self.mask, self.slots.len() - 1);
        self.mask
    }

    /// Whether the writes of instruction `iid` are still in flight: it has not executed (nor
    /// retired). The register file keeps a write's mappings after its instruction executes and
    /// renaming ignores them (llvm-mca clears them then; the answers are the same, and
    /// completing an instruction does not go over its writes' registers).
    #[inline]
    pub fn is_in_flight(&self, iid: u32) -> bool {
        self.get(iid as usize)
            .is_some_and(Instance::writes_in_flight)
    }

    /// Instruction `iid` if its writes are still in flight (see [`InstanceTable::is_in_flight`]).
    #[inline]
    pub fn in_flight_mut(&mut self, iid: u32) -> Option<&mut Instance> {
        let iid = iid as usize;
        if self.is_live(iid) {
            let x = &mut self[iid];
            x.writes_in_flight().then_some(x)
        } else {
            None
        }
    }

    /// Whether instance `iid` is live (created and not yet released).
    #[inline]
    fn is_live(&self, iid: usize) -> bool {
        iid >= self.base && iid - self.base < self.len
    }

    pub fn get(&self, iid: usize) -> Option<&Instance> {
        if self.is_live(iid) {
            Some(&self.slots[iid & self.mask()])
        } else {
            None
        }
    }

    /// Asks the cache for the slot instance `iid` will take and its read and write lists (see
    /// [`crate::mca::prefetch`]).
    #[inline]
    pub fn prefetch_slot(&self, iid: u32) {
        let slot = &self.slots[iid as usize & self.mask()];
        prefetch2(slot);
        prefetch(slot.reads.as_ptr());
        prefetch(slot.writes.as_ptr());
    }

    /// Creates the next instance (ids are consecutive).
    pub fn push(&mut self, index: u32, desc: &InstrDesc) {
        let cap = self.slots.len();
        if self.len == cap {
            // Full: double, keeping each live instance at `iid & new_mask`.
            let filler = self.slots[0].clone();
            self.slots.rotate_left(self.base & (cap - 1));
            self.slots.resize(cap * 2, filler);
            self.slots.rotate_right(self.base & (cap * 2 - 1));
            self.mask = self.slots.len() - 1;
        }
        let slot = (self.base + self.len) & self.mask();
        self.slots[slot].reset(index, desc);
        self.len += 1;
    }

    /// Drops retired instances from the front.
    pub fn release_retired(&mut self) {
        while self.len != 0 && self.slots[self.base & self.mask()].stage == InstStage::Retired {
            self.base += 1;
            self.len -= 1;
        }
    }
}

// The simulator looks instances up dozens of times per simulated instruction; the ring's
// invariant (a power-of-two number of slots, never zero) makes every `iid & mask` a valid slot,
// so the lookups skip the slice bounds check (measured: ~3% of the simulation).
impl std::ops::Index<usize> for InstanceTable {
    type Output = Instance;
    #[inline]
    fn index(&self, iid: usize) -> &Instance {
        debug_assert!(self.is_live(iid));
        let slot = iid & self.mask();
        debug_assert!(slot < self.slots.len());
        // SAFETY: `mask` is `slots.len() - 1` and `slots.len()` a power of two, so
        // `slot < slots.len()` (type invariant).
        unsafe { self.slots.get_unchecked(slot) }
    }
}

impl std::ops::IndexMut<usize> for InstanceTable {
    #[inline]
    fn index_mut(&mut self, iid: usize) -> &mut Instance {
        debug_assert!(self.is_live(iid));
        let slot = iid & self.mask();
        debug_assert!(slot < self.slots.len());
        // SAFETY: as in `index`.
        unsafe { self.slots.get_unchecked_mut(slot) }
    }
}

impl Instance {
    /// Reuses this instance's allocations for a new dynamic instruction.
    pub fn reset(&mut self, index: u32, desc: &InstrDesc) {
        self.index = index;
        self.stage = InstStage::Invalid;
        self.done_at = NOT_ISSUED;
        self.writes_issued_at = NOT_ISSUED;
        self.ready_at = 0;
        self.unresolved = 0;
        // Dispatch pushes the read states (renaming finds them).
        self.reads.clear();
        // Dispatch sets the write states up (renaming goes over the writes anyway).
        self.num_writes = desc.writes.len() as u32;
        self.rcu_token = 0;
        self.lsu_group = 0;
        self.eliminated = false;
        self.critical_resource_mask = 0;
        self.critical_mem_dep = (0, 0);
        self.mem = (desc.may_load as u8 * MAY_LOAD) | (desc.may_store as u8 * MAY_STORE);
        self.woken = true;
        self.users = 0;
        self.in_wait = false;
        self.wait_pos = 0;
        self.promotable = false;
        self.in_ready = false;
    }

    pub fn new(index: u32, desc: &InstrDesc) -> Instance {
        let mut inst = Instance {
            index,
            stage: InstStage::Invalid,
            done_at: NOT_ISSUED,
            writes_issued_at: NOT_ISSUED,
            ready_at: 0,
            unresolved: 0,
            reads: Vec::with_capacity(desc.reads.len()),
            writes: Vec::with_capacity(desc.writes.len()),
            num_writes: 0,
            rcu_token: 0,
            lsu_group: 0,
            eliminated: false,
            critical_resource_mask: 0,
            critical_mem_dep: (0, 0),
            mem: 0,
            woken: true,
            users: 0,
            in_wait: false,
            wait_pos: 0,
            promotable: false,
            in_ready: false,
        };
        inst.reset(index, desc);
        inst
    }

    /// Its writes.
    #[inline]
    pub fn writes(&self) -> &[WriteState] {
        &self.writes[..self.num_writes as usize]
    }

    /// Sets write `k` up for a new instruction (writes are set in order, after `reset`):
    /// register `reg` with `latency`, of an eliminated move or not.
    #[inline]
    pub fn set_write(&mut self, k: usize, reg: RegId, latency: u32, zero: bool, eliminated: bool) {
        let ws = WriteState {
            reg,
            latency,
            write_zero: zero,
            eliminated,
            users: Vec::new(),
            partial_write: None,
            dependent_write: None,
            dependent_write_at: 0,
            critical: None,
        };
        match self.writes.get_mut(k) {
            // An earlier write of this slot lends its (emptied) user list.
            Some(old) => {
                let mut users = std::mem::take(&mut old.users);
                users.clear();
                *old = WriteState { users, ..ws };
            }
            None => {
                debug_assert_eq!(self.writes.len(), k);
                self.writes.push(ws);
            }
        }
    }

    /// It has not executed (nor retired), so its writes are in flight.
    #[inline]
    pub fn writes_in_flight(&self) -> bool {
        !matches!(self.stage, InstStage::Executed | InstStage::Retired)
    }

    /// May load or store (a load/store unit client).
    #[inline]
    pub fn mem_op(&self) -> bool {
        self.mem != 0
    }

    /// A producer changed one of this instance's reads or writes. Returns whether it is newly
    /// woken while waiting in the wait set (then the next wait-set scan must look at it).
    #[inline]
    pub fn wake(&mut self) -> bool {
        let first = !self.woken;
        self.woken = true;
        first && self.in_wait && self.stage == InstStage::Dispatched
    }

    /// Cycles until it finishes executing, seen at cycle `now` (0 when not issued or done).
    #[inline]
    pub fn cycles_left(&self, now: u32) -> u32 {
        if self.done_at == NOT_ISSUED {
            0
        } else {
            self.done_at.saturating_sub(now)
        }
    }

    #[inline]
    pub fn num_users(&self) -> u32 {
        debug_assert_eq!(
            self.users,
            self.writes().iter().map(|w| w.num_users()).sum::<u32>()
        );
        self.users
    }

    pub fn has_dependent_users(&self) -> bool {
        self.num_users() > 0
    }

    /// Dispatched -> Pending when every producer has issued (each read knows its latency) and
    /// no write waits for an older partial write to issue (`unresolved` is zero). From then on
    /// nothing changes the timing: `ready_at` is final.
    pub fn update_dispatched(&mut self) -> bool {
        debug_assert_eq!(
            self.unresolved,
            self.reads.iter().map(|r| r.dependent_writes).sum::<u32>()
                + self
                    .writes()
                    .iter()
                    .filter(|w| w.dependent_write.is_some())
                    .count() as u32
        );
        if self.unresolved != 0 {
            return false;
        }
        debug_assert_eq!(
            self.ready_at,
            self.reads
                .iter()
                .map(|r| r.available_at)
                .chain(self.writes().iter().map(|w| w.ready_from()))
                .max()
                .unwrap_or(0)
        );
        self.stage = InstStage::Pending;
        true
    }

    /// A producer of read `r` issued (see [`ReadState::write_start`]).
    #[inline]
    pub fn read_producer_issued(
        &mut self,
        r: usize,
        now: u32,
        producer: u32,
        reg: RegId,
        cycles: u32,
    ) {
        let rs = &mut self.reads[r];
        let before = rs.dependent_writes;
        rs.write_start(now, producer, reg, cycles);
        self.unresolved -= before - rs.dependent_writes;
        self.ready_at = self.ready_at.max(rs.available_at);
    }

    /// Write `w` learnt when the older partial write it depends on completes: it is held back
    /// until cycle `at` (see [`WriteState::ready_from`]), `critical` being that dependency.
    #[inline]
    pub fn partial_write_known(&mut self, w: usize, at: u32, critical: (u32, RegId, u32)) {
        let ws = &mut self.writes[w];
        ws.dependent_write_at = at;
        ws.critical = Some(critical);
        let from = ws.ready_from();
        self.ready_at = self.ready_at.max(from);
    }

    /// Pending -> Ready when every read and write is ready at cycle `now`.
    #[inline]
    pub fn update_pending(&mut self, now: u32) -> bool {
        if self.ready_at > now {
            return false;
        }
        self.stage = InstStage::Ready;
        true
    }
}
