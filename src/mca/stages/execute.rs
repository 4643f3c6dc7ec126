//! Execute stage and scheduler: the wait/pending/ready/issued sets, the wake-up of dependent
//! instructions, the selection of the next instruction (oldest first, instructions with more
//! users first, as llvm-mca's default strategy), issue to resource units, and completion.
//! Must not touch: dispatch bookkeeping or retirement order.

use crate::mca::context::{InstStage, Instance, NOT_ISSUED};
use crate::mca::events::{kind, HwEvent, IssueCriticals, PressureKind, StallKind};
use crate::mca::instr::InstrDesc;
use crate::mca::pipeline::{notify_listeners, Pipeline};
use crate::mca::units::lsu::LsuStatus;
use crate::mca::units::resource_manager::BufferState;
use std::hint::cold_path;

/// The executing instructions, filed by the cycle at which they finish: a ring of one bucket
/// per cycle, longer than the longest latency, so filing and collecting cost O(1) per
/// instruction (a heap would cost O(log n) each way).
pub(crate) struct CompletionCalendar {
    buckets: Vec<Vec<u32>>,
    len: usize,
}

impl CompletionCalendar {
    /// A calendar for instructions finishing at most `max_latency` cycles after they issue.
    pub(crate) fn new(max_latency: u32) -> CompletionCalendar {
        let n = (max_latency as usize + 1).next_power_of_two();
        CompletionCalendar {
            buckets: vec![Vec::new(); n],
            len: 0,
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Files `iid`, finishing at cycle `done_at` (at most `max_latency` cycles from now).
    fn push(&mut self, done_at: u32, iid: u32) {
        let m = self.buckets.len() - 1;
        self.buckets[done_at as usize & m].push(iid);
        self.len += 1;
    }

    /// Whether some instruction finishes at cycle `now`.
    #[inline]
    fn has(&self, now: u32) -> bool {
        let m = self.buckets.len() - 1;
        !self.buckets[now as usize & m].is_empty()
    }

    /// Whether an instruction finishing at `at` can be filed at cycle `now`.
    fn fits(&self, now: u32, at: u32) -> bool {
        (at.wrapping_sub(now) as usize) < self.buckets.len()
    }

    /// Appends the instructions finishing at cycle `now`, oldest first (`sorted`) or in filing
    /// order, to `out`. Called once per cycle, so the bucket of `now` holds exactly those.
    fn take(&mut self, now: u32, out: &mut Vec<u32>, sorted: bool) {
        let m = self.buckets.len() - 1;
        let bucket = &mut self.buckets[now as usize & m];
        if bucket.is_empty() {
            return;
        }
        if sorted && bucket.len() > 1 {
            sort_small(bucket);
        }
        self.len -= bucket.len();
        if out.is_empty() {
            // The bucket becomes the output and the (empty) output list the bucket: no copy.
            std::mem::swap(out, bucket);
        } else {
            out.extend_from_slice(bucket);
            bucket.clear();
        }
    }
}

/// Sorts a few instruction ids with compare-exchanges that compile to conditional moves (a
/// bucket's order is irregular, so the comparisons of a general sort are mispredicted).
fn sort_small(v: &mut [u32]) {
    #[inline(always)]
    fn cx(v: &mut [u32], i: usize, j: usize) {
        let (a, b) = (v[i], v[j]);
        v[i] = a.min(b);
        v[j] = a.max(b);
    }
    match v.len() {
        2 => cx(v, 0, 1),
        3 => {
            cx(v, 0, 1);
            cx(v, 1, 2);
            cx(v, 0, 1);
        }
        4 => {
            cx(v, 0, 1);
            cx(v, 2, 3);
            cx(v, 0, 2);
            cx(v, 1, 3);
            cx(v, 1, 2);
        }
        _ => v.sort_unstable(),
    }
}

/// A ready instruction with llvm-mca's selection key: the rank `iid - users`, then `iid`.
/// Without the bottleneck analysis the order of the ready set is invisible, so the scheduler
/// keeps it sorted by this key and selects the first instruction whose resources are free
/// (the same choice as llvm-mca's scan for the lowest key among the available ones).
#[derive(Clone, Copy, Debug)]
pub(crate) struct RankedReady {
    rank: i64,
    iid: u32,
    index: u32,
}

impl RankedReady {
    #[inline]
    fn key(&self) -> (i64, u32) {
        (self.rank, self.iid)
    }
}

fn rank_key(iid: u32, users: u32) -> (i64, u32) {
    (iid as i64 - users as i64, iid)
}

/// The ready instructions in rank order. The selection usually takes one of the first
/// entries and a new entry usually goes last, so the live entries are `buf[head..]`: taking
/// entry `p` moves the `p` entries before it one place up instead of the rest one place down
/// (no general memory move for the common case).
#[derive(Default)]
pub(crate) struct ReadyList {
    buf: Vec<RankedReady>,
    head: usize,
}

impl ReadyList {
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.buf.len() - self.head
    }

    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.buf.len() == self.head
    }

    /// The static instruction of live entry `p`.
    #[inline]
    fn index_at(&self, p: usize) -> u32 {
        self.buf[self.head + p].index
    }

    #[inline]
    fn entries(&self) -> &[RankedReady] {
        &self.buf[self.head..]
    }

    #[inline]
    fn entries_mut(&mut self) -> &mut [RankedReady] {
        &mut self.buf[self.head..]
    }

    /// Inserts `e` at position `pos` of the live entries.
    #[inline]
    fn insert(&mut self, pos: usize, e: RankedReady) {
        if pos == self.len() {
            self.buf.push(e);
        } else if pos < self.len() / 2 && self.head > 0 {
            self.head -= 1;
            let h = self.head;
            for k in h..h + pos {
                self.buf[k] = self.buf[k + 1];
            }
            self.buf[h + pos] = e;
        } else {
            self.buf.insert(self.head + pos, e);
        }
    }

    /// Removes and returns the live entry at position `pos`.
    #[inline]
    fn remove(&mut self, pos: usize) -> RankedReady {
        let h = self.head;
        let live = &mut self.buf[h..];
        let e = live[pos];
        if pos > live.len() / 2 {
            self.buf.remove(h + pos);
            return e;
        }
        // The entries before it move up one place (usually none).
        for k in (0..pos).rev() {
            live[k + 1] = live[k];
        }
        self.head = h + 1;
        if self.head == self.buf.len() {
            self.buf.clear();
            self.head = 0;
        } else if self.head >= 64 && self.head >= self.len() {
            // The space before the live entries is reclaimed now and then (amortized: at
            // least as many removals as entries moved).
            self.buf.drain(..self.head);
            self.head = 0;
        }
        e
    }
}

/// Files a ready instruction in rank order; returns its position.
fn ready_insert(list: &mut ReadyList, iid: u32, inst: &mut Instance) -> usize {
    let key = rank_key(iid, inst.users);
    let live = list.entries();
    // A newly ready instruction is usually the youngest.
    let pos = if live.last().is_none_or(|e| e.key() < key) {
        live.len()
    } else {
        live.partition_point(|e| e.key() < key)
    };
    list.insert(
        pos,
        RankedReady {
            rank: key.0,
            iid,
            index: inst.index,
        },
    );
    inst.in_ready = true;
    pos
}

/// A ready instruction gained a user (its rank dropped by one): moves it forward.
pub(crate) fn ready_user_added(list: &mut ReadyList, iid: u32, users_before: u32) {
    let old = rank_key(iid, users_before);
    let list = list.entries_mut();
    if let Ok(mut p) = list.binary_search_by(|e| e.key().cmp(&old)) {
        list[p].rank -= 1;
        while p > 0 && list[p - 1].key() > list[p].key() {
            list.swap(p - 1, p);
            p -= 1;
        }
    }
}

impl Pipeline<'_> {
    fn is_mem_op(&self, iid: u32) -> bool {
        self.insts[iid as usize].mem_op()
    }

    /// Scheduler::isAvailable plus its stall event.
    pub(crate) fn execute_is_available(&mut self, iid: u32, desc: &InstrDesc) -> bool {
        let kind = match self.rm.can_be_dispatched(desc.used_buffers) {
            BufferState::Unavailable => Some(StallKind::SchedulerQueueFull),
            BufferState::Reserved => Some(StallKind::DispatchGroupStall),
            BufferState::Available => None,
        };
        self.had_token_stall = kind.is_some();
        let kind = kind.or_else(|| {
            let s = self.lsu.is_available(desc.may_load, desc.may_store);
            self.had_token_stall = s != LsuStatus::Available;
            match s {
                LsuStatus::LoadQueueFull => Some(StallKind::LoadQueueFull),
                LsuStatus::StoreQueueFull => Some(StallKind::StoreQueueFull),
                LsuStatus::Available => None,
            }
        });
        match kind {
            Some(kind) => {
                cold_path();
                self.notify(HwEvent::Stall { kind, iid });
                false
            }
            None => true,
        }
    }

    fn buffers_model_mask(&self, buffers: u64) -> u64 {
        if !self.wants(kind::BUFFERS) {
            return 0;
        }
        let mut out = 0u64;
        let mut b = buffers;
        while b != 0 {
            let cur = b & b.wrapping_neg();
            b ^= cur;
            out |= 1u64 << self.table.model_index(cur);
        }
        out
    }

    /// ExecuteStage::execute: the instruction enters the scheduler.
    pub(crate) fn execute_accept(&mut self, iid: u32, desc: &InstrDesc) {
        let (eliminated, index) = {
            let inst = &self.insts[iid as usize];
            (inst.eliminated, inst.index)
        };
        if eliminated {
            cold_path();
            self.notify(HwEvent::Pending { iid });
            self.notify(HwEvent::Ready { iid });
            self.notify(HwEvent::Issued {
                iid,
                index,
                used: &[],
                critical: IssueCriticals::default(),
            });
            self.insts[iid as usize].stage = InstStage::Executed;
            self.notify(HwEvent::Executed { iid });
            self.retire_execute(iid);
            return;
        }
        let ready = self.scheduler_dispatch(iid, desc);
        self.num_dispatched_opcodes += desc.num_micro_ops;
        if desc.used_buffers != 0 && self.wants(kind::BUFFERS) {
            let mask = self.buffers_model_mask(desc.used_buffers);
            self.notify(HwEvent::Buffers {
                reserved: true,
                mask,
            });
        }
        if !ready {
            if self.insts[iid as usize].stage == InstStage::Pending {
                self.notify(HwEvent::Pending { iid });
            }
            return;
        }
        self.notify(HwEvent::Pending { iid });
        self.notify(HwEvent::Ready { iid });
        if !Self::must_issue_immediately(desc) {
            return;
        }
        self.issue_instruction(iid);
    }

    fn must_issue_immediately(d: &InstrDesc) -> bool {
        d.is_zero_latency() || d.must_issue_immediately
    }

    fn scheduler_dispatch(&mut self, iid: u32, desc: &InstrDesc) -> bool {
        if desc.used_buffers != 0 {
            self.rm.reserve_buffers(desc.used_buffers);
        }
        let mem = desc.may_load || desc.may_store;
        if mem {
            let insts = &self.insts;
            let now = self.cycle;
            let cl = |i: u32| insts.get(i as usize).map_or(0, |x| x.cycles_left(now));
            let gid = self.lsu.dispatch(
                desc.may_load,
                desc.may_store,
                desc.load_barrier,
                desc.store_barrier,
                desc.drain,
                &cl,
            );
            self.insts[iid as usize].lsu_group = gid;
        }
        let stage = self.insts[iid as usize].stage;
        if self.ready_by_calendar && (!mem || self.lsu.is_ready(self.insts[iid as usize].lsu_group))
        {
            // Not a load/store unit client, or one whose group's predecessors have all executed
            // (that stays so; the unit's checks pass from now on): its producers file it when
            // the last one issues.
            match stage {
                InstStage::Dispatched => return false,
                InstStage::Pending if self.file_in_ready_calendar(iid) => return false,
                _ => {}
            }
        }
        let inst = &mut self.insts[iid as usize];
        let gid = inst.lsu_group;
        if stage == InstStage::Dispatched || (mem && self.lsu.is_waiting(gid)) {
            inst.in_wait = true;
            inst.wait_pos = self.wait_set.len() as u32;
            self.wait_set.push(iid);
            if mem && stage != InstStage::Dispatched {
                self.lsu.park(gid, iid);
            }
            return false;
        }
        if stage == InstStage::Pending || (mem && self.lsu.is_pending(gid)) {
            self.pending_set.push(iid);
            self.dispatched_to_pending += 1;
            return false;
        }
        if !Self::must_issue_immediately(desc) {
            self.push_ready(iid);
        }
        true
    }

    pub(crate) fn execute_cycle_start(&mut self) {
        // Scheduler::cycleEvent. Nothing counts down here: instances and units keep the
        // absolute cycles at which they finish, and the scans below compare with `self.cycle`.
        if self.pressure_events {
            // Critical memory dependencies only feed the bottleneck analysis.
            self.lsu.cycle_event();
        }
        // (Nothing listens to the freed units: llvm-mca's resource pressure comes from issues.)
        self.rm.cycle_event(self.cycle, |_| {});
        self.busy_resource_units = 0;
        self.dispatched_to_pending = 0;
        self.num_dispatched_opcodes = 0;
        self.num_issued_opcodes = 0;
        // Most cycles nothing finishes or moves between sets (then the work below is skipped).
        let now = self.cycle;
        let any_executed = self.issued_set.has(now);
        let any_moved = !self.woken_waiting.is_empty()
            || !self.lsu.released.is_empty()
            || !self.pending_set.is_empty()
            || (self.ready_by_calendar && self.ready_calendar.has(now));
        if any_executed || any_moved {
            self.cycle_transitions(any_executed, any_moved);
        }
        // Within the selection rounds of one cycle, resources are only taken, so an
        // instruction found blocked stays blocked: its check is reused until the cycle ends
        // (unless the bottleneck analysis wants the growing busy masks).
        self.busy_valid_from = if self.pressure_events {
            u64::MAX
        } else {
            self.select_generation + 1
        };
        self.select_resume = 0;
        while let Some(iid) = self.select() {
            self.issue_instruction(iid);
        }
    }

    /// The cycle-start transitions of the scheduler's sets, in llvm-mca's order: instructions
    /// finishing now execute (and the retire stage hears of them), waiting ones move to
    /// pending and pending ones to ready; then the listeners hear of each (Executed, then
    /// Pending, then Ready).
    #[inline]
    fn cycle_transitions(&mut self, any_executed: bool, any_moved: bool) {
        let now = self.cycle;
        let mut executed = Vec::new();
        if any_executed {
            executed = std::mem::take(&mut self.scratch_executed);
            executed.clear();
            self.update_issued_set(&mut executed);
        }
        let (mut pending, mut ready) = (Vec::new(), Vec::new());
        if any_moved {
            pending = std::mem::take(&mut self.scratch_pending);
            ready = std::mem::take(&mut self.scratch_ready);
            pending.clear();
            ready.clear();
            self.promote_to_pending(&mut pending);
            if !self.pending_set.is_empty() {
                self.promote_to_ready(&mut ready);
            }
            if self.ready_by_calendar {
                let start = ready.len();
                self.ready_calendar.take(now, &mut ready, false);
                for &iid in &ready[start..] {
                    self.insts[iid as usize].stage = InstStage::Ready;
                    self.push_ready(iid);
                }
            }
        }
        if any_executed {
            if self.wants(kind::EXECUTED) {
                for &iid in &executed {
                    self.notify(HwEvent::Executed { iid });
                }
            }
            self.scratch_executed = executed;
        }
        if any_moved {
            for &iid in &pending {
                self.notify(HwEvent::Pending { iid });
            }
            for &iid in &ready {
                self.notify(HwEvent::Ready { iid });
            }
            self.scratch_pending = pending;
            self.scratch_ready = ready;
        }
    }

    /// The issued instructions whose execution ends at this cycle (filed by end cycle, so
    /// long-latency instructions cost nothing while they wait).
    fn update_issued_set(&mut self, executed: &mut Vec<u32>) {
        let start = executed.len();
        self.issued_set.take(self.cycle, executed, true);
        for &iid in &executed[start..] {
            let inst = &mut self.insts[iid as usize];
            debug_assert_eq!(inst.done_at, self.cycle);
            inst.stage = InstStage::Executed;
            if inst.mem_op() {
                let gid = inst.lsu_group;
                self.lsu.on_executed(gid, iid);
            }
            // The retire stage hears of it here rather than after the set transitions: it only
            // marks the reorder buffer entry, which nothing in the transitions reads (and
            // listeners only see events).
            self.retire_execute(iid);
        }
    }

    /// A producer changed a read or write of `iid`.
    pub(crate) fn wake(&mut self, iid: u32) {
        if self.insts[iid as usize].wake() {
            self.woken_waiting.push(iid);
        }
    }

    /// Whether wait-set member `iid` may move to the pending set (Scheduler's
    /// promoteToPendingSet test); may advance it from `Dispatched` to `Pending`.
    fn can_leave_wait_set(&mut self, iid: u32) -> bool {
        let inst = &mut self.insts[iid as usize];
        if inst.stage == InstStage::Dispatched {
            // Only a producer can change the answer, and it wakes the instance.
            if !inst.woken {
                return false;
            }
            inst.woken = false;
            if !inst.update_dispatched() {
                return false;
            }
        }
        !(inst.mem_op() && self.lsu.is_waiting(inst.lsu_group))
    }

    /// Scheduler::promoteToPendingSet: moves the wait-set instances that pass into the pending
    /// set. llvm-mca scans the whole set and removes an entry by swapping the last unscanned
    /// entry into its place (then looks at that one); the resulting order is visible to the
    /// bottleneck analysis. Only woken instances and memory instructions can pass, so this
    /// tests those alone and replays exactly that scan over the positions that pass.
    fn promote_to_pending(&mut self, out: &mut Vec<u32>) -> bool {
        if self.woken_waiting.is_empty() && self.lsu.released.is_empty() {
            return false;
        }
        let mut cand = std::mem::take(&mut self.scratch_candidates);
        cand.clear();
        let mut woken = std::mem::take(&mut self.woken_waiting);
        for &iid in &woken {
            if self.can_leave_wait_set(iid) {
                let inst = &mut self.insts[iid as usize];
                inst.promotable = true;
                cand.push(inst.wait_pos);
            } else {
                let inst = &self.insts[iid as usize];
                if inst.mem_op() && inst.stage != InstStage::Dispatched {
                    // Its registers are ready now; only the load/store unit holds it back.
                    self.lsu.park(inst.lsu_group, iid);
                }
            }
        }
        woken.clear();
        self.woken_waiting = woken;
        // A memory instruction whose registers are ready is parked on its load/store unit group
        // and passes once that group stops waiting (one still waiting for registers passes only
        // when woken).
        if !self.lsu.released.is_empty() {
            let mut released = std::mem::take(&mut self.lsu.released);
            for &iid in &released {
                if !self.insts[iid as usize].promotable && self.can_leave_wait_set(iid) {
                    let inst = &mut self.insts[iid as usize];
                    inst.promotable = true;
                    cand.push(inst.wait_pos);
                }
            }
            released.clear();
            self.lsu.released = released;
        }
        if cand.is_empty() {
            self.scratch_candidates = cand;
            return false;
        }
        cand.sort_unstable();
        let mut end = self.wait_set.len();
        for &p in &cand {
            let p = p as usize;
            while p < end {
                let iid = self.wait_set[p];
                let inst = &mut self.insts[iid as usize];
                if !inst.promotable {
                    break;
                }
                inst.promotable = false;
                inst.in_wait = false;
                out.push(iid);
                self.pending_set.push(iid);
                end -= 1;
                self.wait_set.swap(p, end);
                let moved = self.wait_set[p];
                self.insts[moved as usize].wait_pos = p as u32;
            }
        }
        self.wait_set.truncate(end);
        self.scratch_candidates = cand;
        true
    }

    fn promote_to_ready(&mut self, out: &mut Vec<u32>) -> bool {
        let mut promoted = 0;
        let mut i = 0;
        let n = self.pending_set.len();
        while i < n - promoted {
            let iid = self.pending_set[i];
            let inst = &mut self.insts[iid as usize];
            if inst.stage != InstStage::Ready && !inst.update_pending(self.cycle) {
                i += 1;
                continue;
            }
            if self.is_mem_op(iid) && !self.lsu.is_ready(self.insts[iid as usize].lsu_group) {
                i += 1;
                continue;
            }
            out.push(iid);
            self.push_ready(iid);
            promoted += 1;
            self.pending_set.swap(i, n - promoted);
        }
        self.pending_set.truncate(n - promoted);
        promoted > 0
    }

    fn push_ready(&mut self, iid: u32) {
        if self.pressure_events {
            self.ready_set.push(iid);
        } else {
            let pos = ready_insert(&mut self.ready_ranked, iid, &mut self.insts[iid as usize]);
            self.select_resume = self.select_resume.min(pos);
        }
    }

    /// The busy units keeping static instruction `index` from issuing, checked once per select
    /// call (`generation`); a blocked answer stands for the rest of the cycle when
    /// `busy_valid_from` allows it. Always inlined into the select loops, as before
    /// `check_availability` was forced inline (LLVM then kept this function out of line: dot on
    /// btver2 ran 3% more instructions per simulated instruction).
    #[inline(always)]
    fn busy_units_of(&mut self, index: usize, generation: u64) -> u64 {
        let cached = self.availability[index];
        if cached.0 == generation || (cached.1 != 0 && cached.0 >= self.busy_valid_from) {
            return cached.1;
        }
        let busy = self.rm.check_availability(&self.descs[index]);
        self.availability[index] = (generation, busy);
        busy
    }

    /// [`Pipeline::select`] on the rank-ordered ready list: the first instruction whose
    /// resources are free.
    fn select_ranked(&mut self) -> Option<u32> {
        if self.ready_ranked.is_empty() {
            return None;
        }
        self.select_generation += 1;
        let generation = self.select_generation;
        // Entries before `select_resume` were found blocked earlier in this cycle, and stay
        // blocked while resources are only taken.
        let start = if self.busy_valid_from == u64::MAX {
            0
        } else {
            self.select_resume
        };
        for p in start..self.ready_ranked.len() {
            let index = self.ready_ranked.index_at(p) as usize;
            let busy = self.busy_units_of(index, generation);
            if busy == 0 {
                let iid = self.ready_ranked.remove(p).iid;
                self.insts[iid as usize].in_ready = false;
                self.select_resume = p;
                return Some(iid);
            }
        }
        self.select_resume = self.ready_ranked.len();
        None
    }

    /// Scheduler::select with llvm-mca's default strategy: among the ready instructions whose
    /// resources are free, the lowest `iid - users` (ties: the oldest). Resource availability
    /// cannot change during one call, so it is computed once per static instruction.
    fn select(&mut self) -> Option<u32> {
        if !self.pressure_events {
            return self.select_ranked();
        }
        let n = self.ready_set.len();
        if n == 0 {
            return None;
        }
        self.select_generation += 1;
        let generation = self.select_generation;
        let mut q = n;
        let (mut q_rank, mut q_iid) = (0i64, 0u32);
        for i in 0..n {
            let iid = self.ready_set[i];
            let inst = &self.insts[iid as usize];
            let rank = iid as i64 - inst.users as i64;
            let better = q == n || rank < q_rank || (rank == q_rank && iid < q_iid);
            if !better {
                continue;
            }
            let index = inst.index as usize;
            let busy = self.busy_units_of(index, generation);
            if busy != 0 {
                self.insts[iid as usize].critical_resource_mask = busy;
                self.busy_resource_units |= busy;
            } else {
                q = i;
                q_rank = rank;
                q_iid = iid;
            }
        }
        if q == n {
            return None;
        }
        let iid = self.ready_set[q];
        self.ready_set.swap(q, n - 1);
        self.ready_set.pop();
        Some(iid)
    }

    fn issue_instruction(&mut self, iid: u32) {
        let (index, gid, own_users) = {
            let inst = &self.insts[iid as usize];
            (inst.index, inst.lsu_group, inst.users)
        };
        let desc = &self.descs[index as usize];
        let mem = desc.may_load || desc.may_store;
        let lsu_users = mem && self.lsu.has_dependent_users(gid);
        let has_dependent_users = own_users > 0 || lsu_users;
        if desc.used_buffers != 0 {
            self.rm.release_buffers(desc.used_buffers);
        }
        // issueInstructionImpl
        self.scratch_used.clear();
        self.rm.issue(desc, self.cycle, &mut self.scratch_used);
        if self.releases_at_issue && desc.resources.iter().any(|r| r.cycles == 0) {
            cold_path();
            // A reserved resource was released: blocked instructions may issue after all.
            self.busy_valid_from = u64::MAX;
        }
        let woke = self.instruction_execute(iid, desc.max_latency);
        if mem {
            let insts = &self.insts;
            let now = self.cycle;
            let cl = |i: u32| insts.get(i as usize).map_or(0, |x| x.cycles_left(now));
            self.lsu.on_issued(gid, iid, &cl);
            if self.pressure_events {
                self.insts[iid as usize].critical_mem_dep = self.lsu.critical_predecessor(gid);
            }
        }
        let executed = desc.max_latency == 0;
        if !executed {
            self.issued_set.push(self.cycle + desc.max_latency, iid);
        } else if mem {
            self.lsu.on_executed(gid, iid);
        }
        // Rescanning the waiting instructions only matters when one may issue this cycle, or
        // when the bottleneck analysis looks at the pending set (set membership is otherwise
        // invisible: the next cycle's scan moves them with the same result).
        let rescan = has_dependent_users && (self.pressure_events || woke || lsu_users);
        let mut pending = Vec::new();
        let mut ready = Vec::new();
        if rescan {
            pending = std::mem::take(&mut self.scratch_issue_pending);
            ready = std::mem::take(&mut self.scratch_issue_ready);
            pending.clear();
            ready.clear();
            if self.promote_to_pending(&mut pending) {
                self.promote_to_ready(&mut ready);
            }
        }
        self.num_issued_opcodes += desc.num_micro_ops;
        if desc.used_buffers != 0 && self.wants(kind::BUFFERS) {
            let mask = self.buffers_model_mask(desc.used_buffers);
            self.notify(HwEvent::Buffers {
                reserved: false,
                mask,
            });
        }
        // Critical dependencies only feed the bottleneck analysis.
        let critical = if self.pressure_events {
            IssueCriticals {
                resource_mask: self.insts[iid as usize].critical_resource_mask,
                reg_dep: self.critical_reg_dep(iid),
                mem_dep: self.insts[iid as usize].critical_mem_dep,
            }
        } else {
            IssueCriticals::default()
        };
        // The event borrows the units just used: sent with the listener list alone.
        notify_listeners(
            &mut self.listeners,
            self.wanted,
            &HwEvent::Issued {
                iid,
                index,
                used: &self.scratch_used,
                critical,
            },
        );
        if executed {
            self.notify(HwEvent::Executed { iid });
            self.retire_execute(iid);
        }
        if rescan {
            for &i in &pending {
                self.notify(HwEvent::Pending { iid: i });
            }
            for &i in &ready {
                self.notify(HwEvent::Ready { iid: i });
            }
            self.scratch_issue_pending = pending;
            self.scratch_issue_ready = ready;
        }
    }

    /// Instruction::execute: writes learn when they complete and tell their users. Returns
    /// whether some user may have become ready in this very cycle (a read with no cycles left).
    fn instruction_execute(&mut self, iid: u32, max_latency: u32) -> bool {
        let mut woke = false;
        let now = self.cycle;
        let i = iid as usize;
        let inst = &mut self.insts[i];
        inst.done_at = now + max_latency;
        inst.stage = if max_latency == 0 {
            InstStage::Executed
        } else {
            InstStage::Executing
        };
        debug_assert_eq!(inst.writes_issued_at, NOT_ISSUED);
        inst.writes_issued_at = now;
        if inst.num_users() == 0 {
            // Nobody waits on its writes.
            return false;
        }
        for w in 0..self.insts[i].num_writes as usize {
            let ws = &mut self.insts[i].writes[w];
            if ws.users.is_empty() && ws.partial_write.is_none() {
                // Nobody waits on this write.
                continue;
            }
            let cycles = ws.latency as i32;
            let reg = ws.reg;
            let users = std::mem::take(&mut ws.users);
            let partial = ws.partial_write;
            for (r, adv) in &users {
                let rc = (cycles - adv).max(0) as u32;
                let user = &mut self.insts[r.iid as usize];
                user.read_producer_issued(r.idx as usize, now, iid, reg, rc);
                let in_wait = user.in_wait;
                // Its last unresolved producer issued.
                let resolved = user.unresolved == 0;
                woke |= in_wait && user.reads[r.idx as usize].is_ready(now);
                if user.wake() {
                    self.woken_waiting.push(r.iid);
                }
                if !in_wait && resolved {
                    self.producers_issued(r.iid);
                }
            }
            self.insts[i].writes[w].users = users;
            if let Some(p) = partial {
                self.wake(p.iid);
                let user = &mut self.insts[p.iid as usize];
                let c = cycles.max(0) as u32;
                user.writes[p.idx as usize].dependent_write = None;
                user.unresolved -= 1;
                user.partial_write_known(p.idx as usize, now + c, (iid, reg, c));
                if user.in_wait {
                    woke = true;
                } else {
                    self.producers_issued(p.iid);
                }
            }
        }
        woke
    }

    /// With the ready calendar: one of the producers of `iid` (not in the wait set) issued.
    /// Once all have, it is pending until the cycle its operands are ready, filed in the ready
    /// calendar (or ready at once), as llvm-mca's wait -> pending -> ready scans would find it.
    fn producers_issued(&mut self, iid: u32) {
        let now = self.cycle;
        let inst = &mut self.insts[iid as usize];
        if inst.stage != InstStage::Dispatched || !inst.update_dispatched() {
            return;
        }
        if inst.update_pending(now) {
            self.push_ready(iid);
            self.notify(HwEvent::Ready { iid });
        } else if !self.file_in_ready_calendar(iid) {
            self.pending_set.push(iid);
        }
    }

    /// Files pending instruction `iid` in the ready calendar at its ready cycle, if the
    /// calendar reaches that far.
    fn file_in_ready_calendar(&mut self, iid: u32) -> bool {
        let ready_at = self.insts[iid as usize].ready_at;
        if !self.ready_calendar.fits(self.cycle, ready_at) {
            return false;
        }
        self.ready_calendar.push(ready_at, iid);
        true
    }

    /// Instruction::computeCriticalRegDep (the last non-zero one wins, as in llvm-mca).
    fn critical_reg_dep(&self, iid: u32) -> Option<(u32, crate::mca::regs::RegId, u32)> {
        let inst = &self.insts[iid as usize];
        let mut crit = None;
        for w in inst.writes() {
            if let Some(c) = w.critical {
                if c.2 > 0 {
                    crit = Some(c);
                }
            }
        }
        for r in &inst.reads {
            if let Some(c) = r.critical {
                if c.2 > 0 {
                    crit = Some(c);
                }
            }
        }
        crit
    }

    pub(crate) fn execute_cycle_end(&mut self) {
        if !self.pressure_events {
            return;
        }
        if !self.had_token_stall && self.num_dispatched_opcodes <= self.num_issued_opcodes {
            return;
        }
        let insts: Vec<(u32, u64)> = self
            .ready_set
            .iter()
            .map(|&i| (i, self.insts[i as usize].critical_resource_mask))
            .collect();
        let mask = self.busy_resource_units;
        if mask != 0 {
            self.notify(HwEvent::Pressure {
                kind: PressureKind::Resources,
                insts: &insts,
                mask,
            });
        }
        let mut reg_deps = Vec::new();
        let mut mem_deps = Vec::new();
        let end = self.pending_set.len()
            - (self.dispatched_to_pending as usize).min(self.pending_set.len());
        for &iid in &self.pending_set[..end] {
            let desc = self.desc_of(iid);
            if self.rm.check_availability(desc) != 0 {
                continue;
            }
            let inst = &self.insts[iid as usize];
            if (desc.may_load || desc.may_store) && self.lsu.is_pending(inst.lsu_group) {
                mem_deps.push((iid, inst.critical_resource_mask));
            }
            if inst.stage == InstStage::Pending {
                reg_deps.push((iid, inst.critical_resource_mask));
            }
        }
        if !reg_deps.is_empty() {
            self.notify(HwEvent::Pressure {
                kind: PressureKind::RegisterDeps,
                insts: &reg_deps,
                mask: 0,
            });
        }
        if !mem_deps.is_empty() {
            self.notify(HwEvent::Pressure {
                kind: PressureKind::MemoryDeps,
                insts: &mem_deps,
                mask: 0,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sort_small_sorts_every_order() {
        // Every arrangement of up to five values, repeats included.
        for len in 0..=5u32 {
            for code in 0..4u32.pow(len) {
                let mut v: Vec<u32> = (0..len).map(|i| (code >> (2 * i)) & 3).collect();
                let mut want = v.clone();
                want.sort_unstable();
                sort_small(&mut v);
                assert_eq!(v, want);
            }
        }
    }

    fn entry(rank: i64, iid: u32) -> RankedReady {
        RankedReady {
            rank,
            iid,
            index: 0,
        }
    }

    #[test]
    fn ready_list_matches_a_plain_list() {
        // Inserts at any position and removals near the front and back, against a `Vec`.
        let mut list = ReadyList::default();
        let mut model: Vec<(i64, u32)> = Vec::new();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for step in 0..20_000u32 {
            if model.is_empty() || next(3) != 0 {
                let pos = next(model.len() + 1);
                let key = (step as i64, step);
                model.insert(pos, key);
                list.insert(pos, entry(key.0, key.1));
            } else {
                let pos = if next(2) == 0 {
                    next(model.len().min(3))
                } else {
                    next(model.len())
                };
                let want = model.remove(pos);
                assert_eq!(list.remove(pos).key(), want);
            }
            assert_eq!(list.len(), model.len());
            let keys: Vec<(i64, u32)> = list.entries().iter().map(|e| e.key()).collect();
            assert_eq!(keys, model);
            // The space before the live entries stays bounded.
            assert!(list.head <= 64 || list.head < list.len());
        }
    }
}
