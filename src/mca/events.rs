//! Typed hardware events: what the pipeline tells its listeners (the views). Listeners only
//! observe; nothing here can change the simulation.

use super::units::resource_manager::ResourceRef;

/// Why dispatch stalled (llvm-mca's HWStallEvent kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StallKind {
    RegisterFileStall,
    RetireControlUnitStall,
    DispatchGroupStall,
    SchedulerQueueFull,
    LoadQueueFull,
    StoreQueueFull,
}

/// Kind of back-pressure seen at the end of a cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PressureKind {
    Resources,
    RegisterDeps,
    MemoryDeps,
}

/// The critical dependencies of an instruction when it issues (for the bottleneck analysis).
#[derive(Clone, Copy, Debug, Default)]
pub struct IssueCriticals {
    pub resource_mask: u64,
    pub reg_dep: Option<(u32, crate::mca::regs::RegId, u32)>,
    pub mem_dep: (u32, u32),
}

/// One hardware event. Instruction ids are global (iteration * block size + index).
#[derive(Clone, Copy, Debug)]
pub enum HwEvent<'a> {
    CycleBegin,
    CycleEnd,
    Dispatched {
        iid: u32,
        used_regs: &'a [u32],
        uops: u32,
        /// For an optimizable register move: (register file, eliminated, zero move).
        move_elim: Option<(usize, bool, bool)>,
    },
    Pending {
        iid: u32,
    },
    Ready {
        iid: u32,
    },
    Issued {
        iid: u32,
        /// The static instruction (`iid` modulo the block size).
        index: u32,
        used: &'a [(ResourceRef, u32)],
        /// Why the instruction waited: busy resource units, the critical register dependency
        /// (producer, register, cycles) and the critical memory dependency (producer, cycles).
        critical: IssueCriticals,
    },
    Executed {
        iid: u32,
    },
    Retired {
        iid: u32,
        freed_regs: &'a [u32],
    },
    Stall {
        kind: StallKind,
        iid: u32,
    },
    /// Buffered resources (by model index) reserved at dispatch or released at issue.
    Buffers {
        reserved: bool,
        mask: u64,
    },
    Pressure {
        kind: PressureKind,
        /// Affected instructions and their critical resource masks.
        insts: &'a [(u32, u64)],
        mask: u64,
    },
}

/// Bit sets of event kinds ([`HwEvent::kind`]), for [`Listener::interests`].
pub mod kind {
    pub const CYCLE_BEGIN: u32 = 1 << 0;
    pub const CYCLE_END: u32 = 1 << 1;
    pub const DISPATCHED: u32 = 1 << 2;
    pub const PENDING: u32 = 1 << 3;
    pub const READY: u32 = 1 << 4;
    pub const ISSUED: u32 = 1 << 5;
    pub const EXECUTED: u32 = 1 << 6;
    pub const RETIRED: u32 = 1 << 7;
    pub const STALL: u32 = 1 << 8;
    pub const BUFFERS: u32 = 1 << 9;
    pub const PRESSURE: u32 = 1 << 10;
    pub const ALL: u32 = (1 << 11) - 1;
}

impl HwEvent<'_> {
    /// This event's bit in [`kind`].
    pub fn kind(&self) -> u32 {
        match self {
            HwEvent::CycleBegin => kind::CYCLE_BEGIN,
            HwEvent::CycleEnd => kind::CYCLE_END,
            HwEvent::Dispatched { .. } => kind::DISPATCHED,
            HwEvent::Pending { .. } => kind::PENDING,
            HwEvent::Ready { .. } => kind::READY,
            HwEvent::Issued { .. } => kind::ISSUED,
            HwEvent::Executed { .. } => kind::EXECUTED,
            HwEvent::Retired { .. } => kind::RETIRED,
            HwEvent::Stall { .. } => kind::STALL,
            HwEvent::Buffers { .. } => kind::BUFFERS,
            HwEvent::Pressure { .. } => kind::PRESSURE,
        }
    }
}

/// Something that observes the simulation.
pub trait Listener {
    fn on_event(&mut self, ev: &HwEvent);

    /// The event kinds this listener reacts to (a [`kind`] bit set). The pipeline delivers
    /// only those, and skips building events nobody listens to.
    fn interests(&self) -> u32 {
        kind::ALL
    }
}
