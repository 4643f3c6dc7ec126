//! The pipeline: hardware units owned by one simulation, the stages chained in llvm-mca's order
//! (entry, the optional micro-op queue, dispatch, execute, retire; or entry and the in-order
//! issue stage for a model without a reorder buffer) and the cycle loop. Each cycle: listeners hear
//! `CycleBegin`, stages run their cycle-start work from last to first, instructions flow from
//! the entry stage while the next stage accepts them, stages run their cycle-end work, and
//! listeners hear `CycleEnd`. The stage logic lives in `stages/`.
//! Must not touch: the report text (views) or the input (asm).

use super::context::InstanceTable;
use super::events::{HwEvent, Listener};

use super::instr::{InstrDesc, ResourceTable};
use super::units::lsu::LoadStoreUnit;
use super::units::rcu::RetireControlUnit;
use super::units::register_file::RegisterFile;
use super::units::resource_manager::ResourceManager;
use crate::target::sched::SchedModel;

/// Knobs of one simulation (llvm-mca's flags).
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub iterations: u32,
    /// 0: the model's issue width.
    pub dispatch_width: u32,
    pub register_file_size: u32,
    pub lqueue: u32,
    pub squeue: u32,
    pub no_alias: bool,
    /// `-lsu=ordered`: fences, locked instructions and serializing instructions drain the load
    /// and store queues as x86 orders them ([`crate::mca::units::lsu`]).
    pub ordered_lsu: bool,
    /// Compute back-pressure events and critical dependencies (what the bottleneck analysis
    /// needs; without it the simulation skips that bookkeeping).
    pub pressure_events: bool,
    /// `-micro-op-queue-size` (0: no micro-op queue stage) and `-decoder-throughput`.
    pub micro_op_queue_size: u32,
    pub decoder_throughput: u32,
    /// A calibrated host model's front end and store forwarding (`None` for llvm-mca's models:
    /// nothing below changes then). Its decode width and queue size run the micro-op queue
    /// stage when the flags above do not; its fusion and forwarding rules rewrite the region's
    /// descriptors before the simulation ([`super::stages::front_end`],
    /// [`super::units::store_forwarding`]).
    pub host: Option<crate::target::sched::host_model::HostFrontEnd>,
}

impl Default for SimConfig {
    /// llvm-mca's defaults: 100 iterations, the model's widths and sizes, `-noalias`.
    fn default() -> SimConfig {
        SimConfig {
            iterations: 100,
            dispatch_width: 0,
            register_file_size: 0,
            lqueue: 0,
            squeue: 0,
            no_alias: true,
            ordered_lsu: false,
            pressure_events: false,
            micro_op_queue_size: 0,
            decoder_throughput: 0,
            host: None,
        }
    }
}

/// Sends `ev` to the listeners that want its kind (`wanted`: the union of their interests). A
/// function of the listener list alone, so that an event may borrow other parts of the pipeline.
#[inline]
pub(crate) fn notify_listeners(
    listeners: &mut [(&mut dyn Listener, u32)],
    wanted: u32,
    ev: &HwEvent,
) {
    let k = ev.kind();
    if wanted & k == 0 {
        return;
    }
    for (l, interests) in listeners.iter_mut() {
        if *interests & k != 0 {
            l.on_event(ev);
        }
    }
}

/// One run of the simulator over a block of instructions.
pub struct Pipeline<'a> {
    pub(crate) descs: &'a [InstrDesc],
    pub(crate) table: &'a ResourceTable,
    pub(crate) total: u32,
    pub(crate) block: u32,
    pub(crate) insts: InstanceTable,
    /// Scratch buffers reused every cycle.
    pub(crate) scratch_used: Vec<(super::units::resource_manager::ResourceRef, u32)>,
    pub(crate) scratch_executed: Vec<u32>,
    pub(crate) scratch_pending: Vec<u32>,
    pub(crate) scratch_ready: Vec<u32>,
    pub(crate) scratch_issue_pending: Vec<u32>,
    pub(crate) scratch_issue_ready: Vec<u32>,
    pub(crate) cycle: u32,
    // entry stage
    pub(crate) next_iid: u32,
    /// Static index of instruction `next_iid`.
    pub(crate) next_index: u32,
    pub(crate) current: Option<u32>,
    // micro-op queue stage
    pub(crate) uop_queue: Option<super::stages::micro_op_queue::MicroOpQueue>,
    // dispatch stage
    pub(crate) dispatch_width: u32,
    pub(crate) available_entries: u32,
    pub(crate) carry_over: u32,
    pub(crate) carried_over: Option<u32>,
    // execute stage / scheduler
    pub(crate) wait_set: Vec<u32>,
    /// Wait-set instances in stage `Dispatched` woken by a producer since the last scan.
    pub(crate) woken_waiting: Vec<u32>,
    pub(crate) scratch_candidates: Vec<u32>,
    pub(crate) pending_set: Vec<u32>,
    /// Ready instructions in llvm-mca's order of discovery (kept for the bottleneck analysis,
    /// which sees that order).
    pub(crate) ready_set: Vec<u32>,
    /// Ready instructions ordered by selection rank (used without the bottleneck analysis).
    pub(crate) ready_ranked: super::stages::execute::ReadyList,
    /// Executing instructions by end cycle.
    pub(crate) issued_set: super::stages::execute::CompletionCalendar,
    /// Whether instructions that are not load/store unit clients skip the wait and pending
    /// sets: when their last producer issues they are filed in `ready_calendar` by the cycle
    /// they become ready. Only when nobody can see set membership (no bottleneck analysis, no
    /// `Pending` listener).
    pub(crate) ready_by_calendar: bool,
    /// Pending instructions (not load/store unit clients) by the cycle they become ready.
    pub(crate) ready_calendar: super::stages::execute::CompletionCalendar,
    pub(crate) had_token_stall: bool,
    /// Per static instruction: (select call, busy units) of its last resource check.
    pub(crate) availability: Vec<(u64, u64)>,
    pub(crate) select_generation: u64,
    /// Position in `ready_ranked` before which every entry was found blocked in this cycle.
    pub(crate) select_resume: usize,
    /// Availability checks made at select calls from this one on, that found the instruction
    /// blocked, still hold (`u64::MAX`: none).
    pub(crate) busy_valid_from: u64,
    /// Some instruction of the block releases a reserved resource when it issues.
    pub(crate) releases_at_issue: bool,
    pub(crate) busy_resource_units: u64,
    pub(crate) dispatched_to_pending: u32,
    pub(crate) num_dispatched_opcodes: u32,
    pub(crate) num_issued_opcodes: u32,
    pub(crate) pressure_events: bool,
    // units
    pub(crate) rm: ResourceManager,
    pub(crate) prf: RegisterFile,
    /// What renaming needs of each static instruction (with the physical registers its writes
    /// need in each register file), resolved once.
    pub(crate) rename: super::units::register_file::RenamePlan,
    pub(crate) rcu: RetireControlUnit,
    pub(crate) lsu: LoadStoreUnit,
    /// Listeners with the event kinds each wants, and the union of those kinds.
    pub(crate) listeners: Vec<(&'a mut dyn Listener, u32)>,
    pub(crate) wanted: u32,
    /// The block is big enough for prefetch hints ([`super::prefetch::MIN_BLOCK`]).
    pub(crate) prefetch: bool,
    /// A model without a reorder buffer: the in-order issue stage replaces dispatch, execute
    /// and retire.
    pub(crate) in_order: Option<super::stages::in_order_issue::InOrderIssue>,
    /// Some descriptor is a macro-fused jump (only under a calibrated host model).
    pub(crate) has_fused: bool,
}

impl<'a> Pipeline<'a> {
    pub fn new(
        model: &SchedModel,
        table: &'a ResourceTable,
        descs: &'a [InstrDesc],
        config: &SimConfig,
        listeners: Vec<&'a mut dyn Listener>,
    ) -> Pipeline<'a> {
        let dispatch_width = if config.dispatch_width == 0 {
            model.dispatch_width
        } else {
            config.dispatch_width
        };
        let block = descs.len() as u32;
        let prf = RegisterFile::new(model, config.register_file_size);
        let rename = prf.plan(descs);
        Pipeline {
            descs,
            table,
            total: block.saturating_mul(config.iterations),
            block,
            insts: InstanceTable::default(),
            scratch_used: Vec::new(),
            scratch_executed: Vec::new(),
            scratch_pending: Vec::new(),
            scratch_ready: Vec::new(),
            scratch_issue_pending: Vec::new(),
            scratch_issue_ready: Vec::new(),
            cycle: 0,
            next_iid: 0,
            next_index: 0,
            current: None,
            uop_queue: super::stages::front_end::micro_op_queue(config),
            dispatch_width,
            available_entries: dispatch_width,
            carry_over: 0,
            carried_over: None,
            wait_set: Vec::new(),
            woken_waiting: Vec::new(),
            scratch_candidates: Vec::new(),
            pending_set: Vec::new(),
            ready_set: Vec::new(),
            ready_ranked: Default::default(),
            issued_set: super::stages::execute::CompletionCalendar::new(
                descs.iter().map(|d| d.max_latency).max().unwrap_or(0),
            ),
            ready_by_calendar: !config.pressure_events
                && listeners
                    .iter()
                    .all(|l| l.interests() & super::events::kind::PENDING == 0),
            ready_calendar: super::stages::execute::CompletionCalendar::new(
                // A read is ready at most its producer's latency plus a negative read
                // advance after the producer issues.
                descs
                    .iter()
                    .flat_map(|d| d.writes.iter().map(|w| w.latency).chain([d.max_latency]))
                    .max()
                    .unwrap_or(0)
                    + descs
                        .iter()
                        .flat_map(|d| d.reads.iter().map(|r| (-r.advance).max(0) as u32))
                        .max()
                        .unwrap_or(0),
            ),
            had_token_stall: false,
            availability: vec![(0, 0); descs.len()],
            select_generation: 0,
            select_resume: 0,
            busy_valid_from: u64::MAX,
            releases_at_issue: descs
                .iter()
                .any(|d| d.resources.iter().any(|r| r.cycles == 0)),
            busy_resource_units: 0,
            dispatched_to_pending: 0,
            num_dispatched_opcodes: 0,
            num_issued_opcodes: 0,
            pressure_events: config.pressure_events,
            rm: ResourceManager::new(table, descs),
            prf,
            rename,
            rcu: RetireControlUnit::new(model.micro_op_buffer_size, model.max_retire_per_cycle),
            lsu: LoadStoreUnit::new(
                if config.lqueue != 0 {
                    config.lqueue
                } else {
                    model.load_queue_size
                },
                if config.squeue != 0 {
                    config.squeue
                } else {
                    model.store_queue_size
                },
                config.no_alias,
                config.pressure_events,
            ),
            wanted: listeners.iter().fold(0, |m, l| m | l.interests()),
            prefetch: super::prefetch::is_hinted(block as usize),
            in_order: (model.micro_op_buffer_size == 0).then(Default::default),
            has_fused: descs.iter().any(|d| d.macro_fused),
            listeners: listeners
                .into_iter()
                .map(|l| {
                    let k = l.interests();
                    (l, k)
                })
                .collect(),
        }
    }

    /// Whether some listener wants events of `kind` (a [`super::events::kind`] bit).
    #[inline]
    pub(crate) fn wants(&self, kind: u32) -> bool {
        self.wanted & kind != 0
    }

    #[inline]
    pub(crate) fn notify(&mut self, ev: HwEvent) {
        notify_listeners(&mut self.listeners, self.wanted, &ev);
    }

    pub(crate) fn desc_of(&self, iid: u32) -> &'a InstrDesc {
        &self.descs[self.insts[iid as usize].index as usize]
    }

    fn has_work(&self) -> bool {
        self.current.is_some()
            || self.next_iid < self.total
            || self.uop_queue.as_ref().is_some_and(|q| !q.is_empty())
            || self.carry_over != 0
            || !self.wait_set.is_empty()
            || !self.pending_set.is_empty()
            || !self.ready_set.is_empty()
            || !self.ready_ranked.is_empty()
            || !self.issued_set.is_empty()
            || !self.ready_calendar.is_empty()
            || !self.rcu.is_empty()
    }

    /// Runs to completion; returns the number of cycles simulated.
    #[inline(never)]
    pub fn run(&mut self) -> u32 {
        if self.in_order.is_some() {
            return self.run_in_order();
        }
        if self.total == 0 {
            return 0;
        }
        loop {
            self.notify(HwEvent::CycleBegin);
            self.retire_cycle_start();
            self.execute_cycle_start();
            self.dispatch_cycle_start();
            self.micro_op_queue_cycle_start();
            self.entry_cycle_start();
            while let Some(iid) = self.current {
                if self.uop_queue.is_some() {
                    if !self.micro_op_queue_is_available(iid) {
                        break;
                    }
                    self.micro_op_queue_push(iid);
                } else {
                    if !self.dispatch_is_available(iid) {
                        break;
                    }
                    self.dispatch(iid);
                }
                self.current = None;
                self.entry_next();
            }
            self.micro_op_queue_drain();
            self.execute_cycle_end();
            self.notify(HwEvent::CycleEnd);
            self.cycle += 1;
            if !self.has_work() {
                break;
            }
        }
        self.cycle
    }

    /// Physical register files (for the register-file statistics).
    pub fn register_file(&self) -> &RegisterFile {
        &self.prf
    }

    pub fn rcu(&self) -> &RetireControlUnit {
        &self.rcu
    }
}
