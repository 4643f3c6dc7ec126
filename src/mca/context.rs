//! Per-instance simulation state: one [`Instance`] per dynamic instruction (iteration x index),
//! with the state of each register read ([`ReadState`]) and write ([`WriteState`]), mirroring
//! llvm-mca's Instruction/ReadState/WriteState, and the stage an instruction is in.
//! Must not touch: static descriptors (`instr`) or hardware units (`units`).

use super::instr::InstrDesc;
use super::regs::RegId;
use super::units::register_file::WriteRef;

/// Cycles not known yet (the producer has not issued).
pub const UNKNOWN_CYCLES: i32 = -512;

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

#[derive(Clone, Debug)]
pub struct ReadState {
    pub reg: RegId,
    pub advance: i32,
    pub independent: bool,
    pub dependent_writes: u32,
    pub cycles_left: i32,
    pub total_cycles: u32,
    pub ready: bool,
    /// Critical dependency: (producer iid, register, cycles).
    pub critical: Option<(u32, RegId, u32)>,
}

impl ReadState {
    pub fn is_pending(&self) -> bool {
        !self.independent && self.cycles_left > 0
    }

    pub fn write_start(&mut self, producer: u32, reg: RegId, cycles: u32) {
        self.dependent_writes = self.dependent_writes.saturating_sub(1);
        if self.total_cycles < cycles {
            self.critical = Some((producer, reg, cycles));
            self.total_cycles = cycles;
        }
        if self.dependent_writes == 0 {
            self.cycles_left = self.total_cycles as i32;
            self.ready = self.cycles_left == 0;
        }
    }

    /// One cycle passes. Returns whether the next call would change nothing (until a producer
    /// reports through [`ReadState::write_start`]).
    pub fn cycle_event(&mut self) -> bool {
        if self.dependent_writes != 0 && self.total_cycles != 0 {
            self.total_cycles -= 1;
            return self.total_cycles == 0 && self.cycles_left == UNKNOWN_CYCLES;
        }
        if self.cycles_left == UNKNOWN_CYCLES {
            return true;
        }
        if self.cycles_left != 0 {
            self.cycles_left -= 1;
            self.ready = self.cycles_left == 0;
        }
        self.cycles_left == 0
    }
}

#[derive(Clone, Debug)]
pub struct WriteState {
    pub reg: RegId,
    pub latency: u32,
    pub cycles_left: i32,
    pub clears_super: bool,
    pub write_zero: bool,
    pub eliminated: bool,
    pub users: Vec<(ReadRef, i32)>,
    pub partial_write: Option<WriteRef>,
    pub dependent_write: Option<WriteRef>,
    pub dependent_write_cycles_left: u32,
    /// Critical dependency of a partial write: (producer iid, register, cycles).
    pub critical: Option<(u32, RegId, u32)>,
}

impl WriteState {
    pub fn num_users(&self) -> u32 {
        self.users.len() as u32 + self.partial_write.is_some() as u32
    }

    pub fn is_ready(&self) -> bool {
        if self.dependent_write.is_some() {
            return false;
        }
        let c = self.dependent_write_cycles_left;
        c == 0 || c < self.latency
    }

    pub fn is_executed(&self) -> bool {
        self.cycles_left != UNKNOWN_CYCLES && self.cycles_left <= 0
    }

    /// One cycle passes. Returns whether the next call would change nothing.
    pub fn cycle_event(&mut self) -> bool {
        if self.dependent_write_cycles_left != 0 {
            self.dependent_write_cycles_left -= 1;
        }
        if self.cycles_left != UNKNOWN_CYCLES {
            self.cycles_left -= 1;
            return false;
        }
        self.dependent_write_cycles_left == 0
    }
}

/// One dynamic instruction.
#[derive(Clone, Debug)]
pub struct Instance {
    /// Index of the static instruction in the block.
    pub index: u32,
    pub stage: InstStage,
    pub cycles_left: i32,
    pub reads: Vec<ReadState>,
    pub writes: Vec<WriteState>,
    pub rcu_token: u64,
    pub lsu_group: u32,
    pub eliminated: bool,
    pub critical_resource_mask: u64,
    pub critical_mem_dep: (u32, u32),
    /// May load or store (a load/store unit client).
    pub mem_op: bool,
    /// Set by [`Instance::cycle_event`] when, in stage `idle_stage`, further cycles change
    /// nothing until a producer reports to one of the reads or writes (whoever does so clears
    /// it with [`Instance::wake`]). Skipping such instances is what keeps long dependency chains
    /// cheap.
    pub idle: bool,
    pub idle_stage: InstStage,
}

/// The in-flight instances, indexed by instruction id. Instance `iid` lives in slot
/// `iid & mask` of a power-of-two ring, so a lookup is a mask and one bounds check. Retired
/// instances leave from the front (retirement is in order) and their slots (with their
/// allocations) are reused for new ones, so memory stays bounded by the reorder buffer whatever
/// the number of iterations.
#[derive(Default)]
pub struct InstanceTable {
    /// Id of the oldest live instance.
    base: usize,
    /// Number of live instances (ids `base..base + len`).
    len: usize,
    /// `slots.len()` is zero or a power of two; every slot holds an instance (live or stale).
    slots: Vec<Instance>,
}

impl InstanceTable {
    fn mask(&self) -> usize {
        self.slots.len().wrapping_sub(1)
    }

    pub fn get(&self, iid: usize) -> Option<&Instance> {
        if iid >= self.base && iid - self.base < self.len {
            Some(&self.slots[iid & self.mask()])
        } else {
            None
        }
    }

    /// Creates the next instance (ids are consecutive).
    pub fn push(&mut self, index: u32, desc: &InstrDesc) {
        let cap = self.slots.len();
        if cap == 0 {
            self.slots.push(Instance::new(index, desc));
            self.len = 1;
            return;
        }
        if self.len == cap {
            // Full: double, keeping each live instance at `iid & new_mask`.
            let filler = self.slots[0].clone();
            self.slots.rotate_left(self.base & (cap - 1));
            self.slots.resize(cap * 2, filler);
            self.slots.rotate_right(self.base & (cap * 2 - 1));
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

impl std::ops::Index<usize> for InstanceTable {
    type Output = Instance;
    fn index(&self, iid: usize) -> &Instance {
        debug_assert!(iid >= self.base && iid - self.base < self.len);
        &self.slots[iid & self.mask()]
    }
}

impl std::ops::IndexMut<usize> for InstanceTable {
    fn index_mut(&mut self, iid: usize) -> &mut Instance {
        debug_assert!(iid >= self.base && iid - self.base < self.len);
        let m = self.mask();
        &mut self.slots[iid & m]
    }
}

impl Instance {
    /// Reuses this instance's allocations for a new dynamic instruction.
    pub fn reset(&mut self, index: u32, desc: &InstrDesc) {
        self.index = index;
        self.stage = InstStage::Invalid;
        self.cycles_left = UNKNOWN_CYCLES;
        self.reads.clear();
        self.reads.extend(desc.reads.iter().map(|r| ReadState {
            reg: r.reg,
            advance: r.advance,
            independent: r.independent,
            dependent_writes: 0,
            cycles_left: UNKNOWN_CYCLES,
            total_cycles: 0,
            ready: true,
            critical: None,
        }));
        self.writes.truncate(desc.writes.len());
        for (k, w) in desc.writes.iter().enumerate() {
            let fresh = |users: Vec<(ReadRef, i32)>| WriteState {
                reg: w.reg,
                latency: w.latency,
                cycles_left: UNKNOWN_CYCLES,
                clears_super: w.clears_super,
                write_zero: desc.zero_idiom,
                eliminated: false,
                users,
                partial_write: None,
                dependent_write: None,
                dependent_write_cycles_left: 0,
                critical: None,
            };
            if let Some(old) = self.writes.get_mut(k) {
                let mut users = std::mem::take(&mut old.users);
                users.clear();
                *old = fresh(users);
            } else {
                self.writes.push(fresh(Vec::new()));
            }
        }
        self.rcu_token = 0;
        self.lsu_group = 0;
        self.eliminated = false;
        self.critical_resource_mask = 0;
        self.critical_mem_dep = (0, 0);
        self.mem_op = desc.may_load || desc.may_store;
        self.idle = false;
        self.idle_stage = InstStage::Invalid;
    }

    pub fn new(index: u32, desc: &InstrDesc) -> Instance {
        Instance {
            index,
            stage: InstStage::Invalid,
            cycles_left: UNKNOWN_CYCLES,
            reads: desc
                .reads
                .iter()
                .map(|r| ReadState {
                    reg: r.reg,
                    advance: r.advance,
                    independent: r.independent,
                    dependent_writes: 0,
                    cycles_left: UNKNOWN_CYCLES,
                    total_cycles: 0,
                    ready: true,
                    critical: None,
                })
                .collect(),
            writes: desc
                .writes
                .iter()
                .map(|w| WriteState {
                    reg: w.reg,
                    latency: w.latency,
                    cycles_left: UNKNOWN_CYCLES,
                    clears_super: w.clears_super,
                    write_zero: desc.zero_idiom,
                    eliminated: false,
                    users: Vec::new(),
                    partial_write: None,
                    dependent_write: None,
                    dependent_write_cycles_left: 0,
                    critical: None,
                })
                .collect(),
            rcu_token: 0,
            lsu_group: 0,
            eliminated: false,
            critical_resource_mask: 0,
            critical_mem_dep: (0, 0),
            mem_op: desc.may_load || desc.may_store,
            idle: false,
            idle_stage: InstStage::Invalid,
        }
    }

    /// Whether the last cycle left this instance, in its current stage, with nothing to do
    /// until a producer reports (its stage checks would fail again).
    #[inline]
    pub fn is_idle(&self) -> bool {
        self.idle && self.idle_stage == self.stage
    }

    /// A producer changed one of this instance's reads or writes.
    pub fn wake(&mut self) {
        self.idle = false;
    }

    pub fn num_users(&self) -> u32 {
        self.writes.iter().map(|w| w.num_users()).sum()
    }

    pub fn has_dependent_users(&self) -> bool {
        self.writes.iter().any(|w| w.num_users() > 0)
    }

    /// Dispatched -> Pending when every read knows its latency.
    pub fn update_dispatched(&mut self) -> bool {
        if !self.reads.iter().all(|r| r.is_pending() || r.ready) {
            return false;
        }
        if !self.writes.iter().all(|w| w.dependent_write.is_none()) {
            return false;
        }
        self.stage = InstStage::Pending;
        true
    }

    /// Pending -> Ready when every read is ready.
    pub fn update_pending(&mut self) -> bool {
        if !self.reads.iter().all(|r| r.ready) {
            return false;
        }
        if !self.writes.iter().all(|w| w.is_ready()) {
            return false;
        }
        self.stage = InstStage::Ready;
        true
    }

    pub fn update(&mut self) {
        if self.stage == InstStage::Dispatched {
            self.update_dispatched();
        }
        if self.stage == InstStage::Pending {
            self.update_pending();
        }
    }

    /// One cycle passes (llvm-mca's Instruction::cycleEvent).
    pub fn cycle_event(&mut self) {
        match self.stage {
            InstStage::Ready => {}
            InstStage::Dispatched | InstStage::Pending => {
                if self.is_idle() {
                    return;
                }
                let mut quiet = true;
                for r in self.reads.iter_mut() {
                    quiet &= r.cycle_event();
                }
                for w in self.writes.iter_mut() {
                    quiet &= w.cycle_event();
                }
                self.update();
                self.idle = quiet;
                self.idle_stage = self.stage;
            }
            InstStage::Executing => {
                for w in self.writes.iter_mut() {
                    w.cycle_event();
                }
                self.cycles_left -= 1;
                if self.cycles_left <= 0 {
                    self.stage = InstStage::Executed;
                }
            }
            _ => {}
        }
    }
}
