//! Register renaming: which in-flight write defines each register (with LLVM's partial-write and
//! sub-register rules), physical register files with their sizes and costs (file #0 is the
//! default, unbounded unless `-register-file-size` says otherwise), zero registers and move
//! elimination. Must not touch: instruction scheduling.
//!
//! The per-register state is kept as one flat array of records (the defining write packed in a
//! `u64`), and the registers each static instruction's reads and writes touch (the register
//! renamed as, its sub-registers and, for a write that clears its super-registers, those too),
//! with the physical registers it takes, are resolved once per run ([`RenamePlan`]), because
//! renaming runs several times for every simulated instruction.
//!
//! A write's mappings are not cleared when its instruction executes (llvm-mca clears them
//! then): the caller knows which instructions have executed and passes over their writes
//! ([`RegisterFile::for_each_write`], [`RegisterFile::add_write`]'s `in_flight`), which finds
//! the same producers without going over the registers of every executed write.

use crate::mca::instr::InstrDesc;
use crate::mca::prefetch::prefetch;
use crate::mca::regs::{self, RegId, NUM_REGS};
use crate::target::sched::{RegKind, SchedModel};
use std::hint::select_unpredictable;

/// An in-flight write: (instruction index, write index within the instruction).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WriteRef {
    pub iid: u32,
    pub idx: u16,
}

/// At most this many register files (the default one included); the per-file counters of a
/// dispatch or a retirement live in fixed arrays of this size.
pub const MAX_REGISTER_FILES: usize = 8;

/// Physical registers used or freed per register file (only the first `num_files` count).
pub type FileCounts = [u32; MAX_REGISTER_FILES];

/// A [`WriteRef`] packed into one word, ordered as [`WriteRef`] is; [`NO_WRITE`] when none.
type PackedWrite = u64;
const NO_WRITE: PackedWrite = u64::MAX;
const NO_REG: u16 = u16::MAX;

#[inline]
fn pack(w: WriteRef) -> PackedWrite {
    ((w.iid as u64) << 16) | w.idx as u64
}

#[inline]
fn unpack(p: PackedWrite) -> WriteRef {
    WriteRef {
        iid: (p >> 16) as u32,
        idx: p as u16,
    }
}

#[inline]
fn range((s, e): (u16, u16)) -> std::ops::Range<usize> {
    s as usize..e as usize
}

/// The most slots of one register family (a full register with all its sub-registers, such as
/// rax, eax, ax, al, ah): every run of slots a read or write covers fits in this many from its
/// start. The hot loops over such a run go over this fixed number of slots, leaving the slots
/// past the run as they are, so that their exits do not depend on the register (which varies
/// from instruction to instruction, too irregularly on a big block for the branch predictor).
const WINDOW: usize = 5;

/// The renaming state of one register (by slot; one record, because a write sets all three
/// fields over the same run of slots).
#[derive(Clone, Copy, Debug)]
struct SlotState {
    /// The write defining the register, if still in flight ([`NO_WRITE`]: none).
    writer: PackedWrite,
    /// The register a move-eliminated register aliases ([`NO_REG`]: none).
    alias: u16,
    /// The register is known to be zero.
    zero: bool,
}

/// The fixed facts of one register.
#[derive(Clone, Copy, Debug)]
struct RegInfo {
    /// Register file renaming it (0: only the default file).
    file: u16,
    cost: u16,
    /// The register it is renamed as ([`NO_REG`]: none).
    rename_as: u16,
    allow_move_elim: bool,
}

/// The renaming facts of one static register read, resolved once per run.
#[derive(Clone, Copy, Debug)]
pub struct ReadPlan {
    /// Slot of the register read (where a move elimination records an alias).
    slot: u16,
    /// Slots of the register and its sub-registers.
    subs: (u16, u16),
    /// The read advance of the operand.
    pub advance: i32,
    /// A dependency-breaking idiom ignores the value (no producers are looked up).
    pub independent: bool,
}

/// The renaming facts of one static register write, resolved once per run.
#[derive(Clone, Copy, Debug)]
pub struct WritePlan {
    /// Slots of the register the write is recorded under and of its sub-registers (the first
    /// is that register's own slot).
    subs: (u16, u16),
    /// Slots whose zero flag the write sets: the run above when the write clears its
    /// super-registers, else the written register's own run.
    zero_subs: (u16, u16),
    /// Slots of the renamed register's super-registers when the write clears them (else none).
    supers: (u16, u16),
    /// The slots from the first super-register to the last sub-register: every slot mapped to
    /// the write lies there (the runs above).
    hull: (u16, u16),
    /// The hull is exactly the sub- and super-register runs and the zero flags are set over
    /// the same slots (then a mapping write sets the hull in one pass).
    one_run: bool,
    /// Takes a physical register of its own (a partial write does not).
    own: bool,
}

/// Where the plans of one static instruction are (see [`RenamePlan`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct InstPlan {
    /// Positions of its read plans and of its write plans, in descriptor order.
    reads: (u32, u32),
    writes: (u32, u32),
    /// Positions in [`RenamePlan`]'s `(file, count)` lists: the registers of bounded files
    /// dispatch checks for, and those its writes take (and free at retirement).
    checks: (u32, u32),
    takes: (u32, u32),
}

impl InstPlan {
    /// Positions of its read plans.
    #[inline]
    pub fn reads(&self) -> std::ops::Range<usize> {
        self.reads.0 as usize..self.reads.1 as usize
    }

    /// Position of its first write plan (the others follow).
    #[inline]
    pub fn first_write(&self) -> usize {
        self.writes.0 as usize
    }

    /// Its writes take registers of a bounded file (only then does the count of registers in
    /// use need to change: nothing reads the others).
    #[inline]
    pub fn takes_bounded(&self) -> bool {
        self.takes.0 != self.takes.1
    }
}

/// The renaming plan of a block: what renaming needs of each static instruction's reads and
/// writes, resolved once (the descriptors do not change during a run), so that dispatch,
/// execution and retirement do no register-table lookups per dynamic instruction.
#[derive(Clone, Debug, Default)]
pub struct RenamePlan {
    reads: Vec<ReadPlan>,
    writes: Vec<WritePlan>,
    /// Per static instruction.
    insts: Vec<InstPlan>,
    /// (file, physical registers) of bounded files, in file order, per instruction (see
    /// [`InstPlan`]): what dispatch checks (every write, at the cost of its register) and what
    /// is taken (the `alloc` counts).
    counts: Vec<(u32, u32)>,
    /// Per static instruction, `num_files` entries: the physical registers its writes take at
    /// dispatch and free at retirement (none for a zero idiom's writes or partial writes), unless
    /// its write is move-eliminated (then none).
    alloc: Vec<u32>,
    num_files: usize,
}

impl RenamePlan {
    /// Where the plans of static instruction `index` are.
    #[inline]
    pub fn inst(&self, index: usize) -> InstPlan {
        self.insts[index]
    }

    /// Asks the cache for the plans of static instruction `index` (see [`crate::mca::prefetch`]).
    #[inline]
    pub fn prefetch(&self, index: usize) {
        let p = &self.insts[index];
        prefetch(p);
        prefetch(self.reads.as_ptr().wrapping_add(p.reads.0 as usize));
        prefetch(self.writes.as_ptr().wrapping_add(p.writes.0 as usize));
    }

    /// The read plans of an instruction, in descriptor order.
    #[inline]
    pub fn reads(&self, p: &InstPlan) -> &[ReadPlan] {
        &self.reads[p.reads()]
    }

    /// The write plan at position `k`.
    #[inline]
    pub fn write(&self, k: usize) -> WritePlan {
        self.writes[k]
    }

    /// The write plans of an instruction, in descriptor order.
    #[inline]
    pub fn writes(&self, p: &InstPlan) -> &[WritePlan] {
        &self.writes[p.writes.0 as usize..p.writes.1 as usize]
    }

    /// Physical registers per file that static instruction `index` takes when its write is not
    /// eliminated.
    #[inline]
    pub fn alloc(&self, index: usize) -> &[u32] {
        &self.alloc[index * self.num_files..(index + 1) * self.num_files]
    }

    /// What [`RegisterFile::is_available`] checks for an instruction.
    #[inline]
    pub fn checks(&self, p: &InstPlan) -> &[(u32, u32)] {
        &self.counts[p.checks.0 as usize..p.checks.1 as usize]
    }

    /// The registers of bounded files an instruction takes ([`RegisterFile::allocate`]).
    #[inline]
    pub fn takes(&self, p: &InstPlan) -> &[(u32, u32)] {
        &self.counts[p.takes.0 as usize..p.takes.1 as usize]
    }
}

/// One physical register file.
#[derive(Clone, Debug)]
pub struct RegisterFileState {
    pub name: String,
    pub num_phys_regs: u32,
    pub max_used: u32,
    pub total_mappings: u64,
    pub max_moves_per_cycle: u32,
    pub moves_this_cycle: u32,
    pub zero_move_only: bool,
}

/// Where each register's renaming state lives. Registers are laid out family by family (a full
/// register first, then its sub-registers from the widest down), so that a register with its
/// sub-registers, and a register's super-registers, are each one contiguous run of slots.
#[derive(Clone, Debug)]
struct RegLayout {
    /// Slot of each register.
    slot: Vec<u16>,
    /// Per register: the slots of the register and its sub-registers.
    with_subs: Vec<(u16, u16)>,
    /// Per register: the slots of its super-registers.
    supers: Vec<(u16, u16)>,
}

impl RegLayout {
    fn new() -> RegLayout {
        let size = |r: RegId| r.iced().map_or(0, |x| x.size());
        // The widest register containing each one (super-registers are sorted narrowest first).
        let root = |r: RegId| regs::superregs(r).last().copied().unwrap_or(r);
        // Keys computed once (a sort by a computed key recomputed them per comparison, ~100k
        // instructions); they are distinct (the register is the last part), so an unstable
        // sort gives the same order.
        let mut keyed: Vec<(RegId, std::cmp::Reverse<usize>, RegId)> = (0..NUM_REGS as u16)
            .map(|r| (root(RegId(r)), std::cmp::Reverse(size(RegId(r))), RegId(r)))
            .collect();
        keyed.sort_unstable();
        let order: Vec<RegId> = keyed.into_iter().map(|(_, _, r)| r).collect();
        let mut slot = vec![0u16; NUM_REGS];
        for (i, r) in order.iter().enumerate() {
            slot[r.index()] = i as u16;
        }
        let span = |regs: &mut dyn Iterator<Item = RegId>| -> (u16, u16) {
            let slots: Vec<u16> = regs.map(|r| slot[r.index()]).collect();
            match (slots.iter().min(), slots.iter().max()) {
                (Some(&lo), Some(&hi)) => {
                    debug_assert_eq!((hi - lo) as usize + 1, slots.len(), "not contiguous");
                    (lo, hi + 1)
                }
                _ => (0, 0),
            }
        };
        let mut with_subs = Vec::with_capacity(NUM_REGS);
        let mut supers = Vec::with_capacity(NUM_REGS);
        for r in 0..NUM_REGS as u16 {
            let r = RegId(r);
            let subs = regs::subregs(r).iter().copied();
            let (lo, hi) = span(&mut std::iter::once(r).chain(subs));
            debug_assert_eq!(lo, slot[r.index()]);
            with_subs.push((lo, hi));
            supers.push(span(&mut regs::superregs(r).iter().copied()));
        }
        RegLayout {
            slot,
            with_subs,
            supers,
        }
    }

    #[inline]
    fn slot(&self, r: RegId) -> usize {
        self.slot[r.index()] as usize
    }

    #[inline]
    fn with_subs(&self, r: RegId) -> std::ops::Range<usize> {
        let (s, e) = self.with_subs[r.index()];
        s as usize..e as usize
    }

    #[cfg(test)]
    fn supers(&self, r: RegId) -> std::ops::Range<usize> {
        let (s, e) = self.supers[r.index()];
        s as usize..e as usize
    }
}

/// All register files and the register → write mapping.
#[derive(Clone, Debug)]
pub struct RegisterFile {
    info: Vec<RegInfo>,
    layout: RegLayout,
    /// By slot: the renaming state of each register, then [`WINDOW`] spare slots that are never
    /// mapped.
    state: Vec<SlotState>,
    pub files: Vec<RegisterFileState>,
    /// Per file: its size (`num_phys_regs`) and the physical registers in use (kept for bounded
    /// files only: nothing reads the others), side by side in fixed arrays for the dispatch
    /// check.
    size: [u32; MAX_REGISTER_FILES],
    used: [u32; MAX_REGISTER_FILES],
    /// A move was eliminated this cycle (some `moves_this_cycle` is not zero).
    moved: bool,
}

fn class_members(kind: RegKind) -> Vec<RegId> {
    let mut out = Vec::new();
    for r in iced_x86::Register::values() {
        if (r as usize) >= 256 || r == iced_x86::Register::None {
            continue;
        }
        if RegKind::of(r) != Some(kind) {
            continue;
        }
        // Full registers only (sub-registers follow their full register).
        let full = match kind {
            RegKind::Gpr => r.is_gpr64(),
            _ => true,
        };
        if full {
            out.push(RegId::from_iced(r));
        }
    }
    if kind == RegKind::Flags {
        out.push(RegId::EFLAGS);
    }
    out
}

impl RegisterFile {
    /// The register files of `model` (at most [`MAX_REGISTER_FILES`] - 1 of them; the caller
    /// checks).
    pub fn new(model: &SchedModel, default_size: u32) -> RegisterFile {
        let mut info = vec![
            RegInfo {
                file: 0,
                cost: 1,
                rename_as: NO_REG,
                allow_move_elim: false,
            };
            NUM_REGS
        ];
        let mut files = vec![RegisterFileState {
            name: String::new(),
            num_phys_regs: default_size,
            max_used: 0,
            total_mappings: 0,
            max_moves_per_cycle: 0,
            moves_this_cycle: 0,
            zero_move_only: false,
        }];
        for (fi, rf) in model.register_files.iter().enumerate() {
            let index = (fi + 1) as u16;
            files.push(RegisterFileState {
                name: rf.name.clone(),
                num_phys_regs: rf.physical_registers,
                max_used: 0,
                total_mappings: 0,
                max_moves_per_cycle: rf.max_moves_eliminated_per_cycle,
                moves_this_cycle: 0,
                zero_move_only: rf.allow_zero_move_elimination_only,
            });
            for class in &rf.classes {
                for reg in class_members(class.class) {
                    let e = &mut info[reg.index()];
                    e.file = index;
                    e.cost = class.cost as u16;
                    e.rename_as = reg.0;
                    e.allow_move_elim = class.allow_move_elimination;
                    for &sub in regs::subregs(reg) {
                        let o = &mut info[sub.index()];
                        if o.file == 0 {
                            o.file = index;
                            o.cost = class.cost as u16;
                            o.rename_as = reg.0;
                        }
                    }
                }
            }
        }
        let layout = RegLayout::new();
        assert!(
            layout
                .with_subs
                .iter()
                .chain(&layout.supers)
                .all(|&(s, e)| (e - s) as usize <= WINDOW),
            "a register family is wider than the renaming window"
        );
        RegisterFile {
            info,
            layout,
            state: vec![
                SlotState {
                    writer: NO_WRITE,
                    alias: NO_REG,
                    zero: false,
                };
                NUM_REGS + WINDOW
            ],
            moved: false,
            size: std::array::from_fn(|i| files.get(i).map_or(0, |f| f.num_phys_regs)),
            used: [0; MAX_REGISTER_FILES],
            files,
        }
    }

    pub fn num_files(&self) -> usize {
        self.files.len()
    }

    pub fn cycle_start(&mut self) {
        if !self.moved {
            return;
        }
        self.moved = false;
        for f in self.files.iter_mut() {
            f.moves_this_cycle = 0;
        }
    }

    /// Physical registers each file needs for writes of `regs`, at the cost of each register
    /// written (what [`RegisterFile::is_available`] checks).
    fn write_costs(&self, regs: impl Iterator<Item = RegId>) -> Vec<u32> {
        let mut need = vec![0u32; self.files.len()];
        for r in regs {
            let m = &self.info[r.index()];
            if m.file != 0 {
                need[m.file as usize] += m.cost as u32;
            }
            need[0] += m.cost as u32;
        }
        need
    }

    /// Bit mask of register files that cannot take new mappings of an instruction
    /// ([`RenamePlan::checks`]: only bounded files, the count capped at the file's size).
    #[inline]
    pub fn is_available(&self, checks: &[(u32, u32)]) -> u32 {
        let mut response = 0;
        for &(i, n) in checks {
            let k = i as usize % MAX_REGISTER_FILES;
            if self.size[k] < self.used[k] + n {
                response |= 1 << i;
            }
        }
        response
    }

    /// Takes physical registers of bounded files ([`RenamePlan::takes`]; the counts of
    /// unbounded files are never read).
    #[inline]
    pub fn allocate(&mut self, takes: &[(u32, u32)]) {
        for &(i, n) in takes {
            self.used[i as usize % MAX_REGISTER_FILES] += n;
        }
    }

    /// Gives back the physical registers [`RegisterFile::allocate`] took.
    #[inline]
    pub fn free(&mut self, takes: &[(u32, u32)]) {
        for &(i, n) in takes {
            let used = &mut self.used[i as usize % MAX_REGISTER_FILES];
            *used -= n.min(*used);
        }
    }

    /// The renaming plan of `descs` (see [`RenamePlan`]).
    pub fn plan(&self, descs: &[InstrDesc]) -> RenamePlan {
        let nf = self.files.len();
        let mut plan = RenamePlan {
            num_files: nf,
            ..RenamePlan::default()
        };
        for d in descs {
            let (first_read, first_write) = (plan.reads.len() as u32, plan.writes.len() as u32);
            for rd in &d.reads {
                plan.reads.push(ReadPlan {
                    slot: self.layout.slot[rd.reg.index()],
                    subs: self.layout.with_subs[rd.reg.index()],
                    advance: rd.advance,
                    independent: rd.independent,
                });
            }
            let mut alloc = vec![0u32; nf];
            for wd in &d.writes {
                let (reg_id, own) = self.renamed(wd.reg, wd.clears_super);
                let zero_reg = if wd.clears_super { reg_id } else { wd.reg };
                let subs = self.layout.with_subs[reg_id.index()];
                let supers = if wd.clears_super {
                    self.layout.supers[reg_id.index()]
                } else {
                    (0, 0)
                };
                let hull = if supers.0 == supers.1 {
                    subs
                } else {
                    (subs.0.min(supers.0), subs.1.max(supers.1))
                };
                let zero_subs = self.layout.with_subs[zero_reg.index()];
                let width = |(s, e): (u16, u16)| e - s;
                plan.writes.push(WritePlan {
                    subs,
                    zero_subs,
                    supers,
                    hull,
                    one_run: zero_subs == subs && width(hull) == width(subs) + width(supers),
                    own,
                });
                if own && !d.zero_idiom {
                    let m = self.info[reg_id.index()];
                    let cost = m.cost as u32;
                    if m.file != 0 {
                        alloc[m.file as usize] += cost;
                    }
                    alloc[0] += cost;
                }
            }
            let need = self.write_costs(d.writes.iter().map(|w| w.reg));
            let first_check = plan.counts.len() as u32;
            for (i, f) in self.files.iter().enumerate() {
                if f.num_phys_regs != 0 && need[i] != 0 {
                    plan.counts.push((i as u32, need[i].min(f.num_phys_regs)));
                }
            }
            let first_take = plan.counts.len() as u32;
            for (i, f) in self.files.iter().enumerate() {
                if f.num_phys_regs != 0 && alloc[i] != 0 {
                    plan.counts.push((i as u32, alloc[i]));
                }
            }
            plan.insts.push(InstPlan {
                reads: (first_read, plan.reads.len() as u32),
                writes: (first_write, plan.writes.len() as u32),
                checks: (first_check, first_take),
                takes: (first_take, plan.counts.len() as u32),
            });
            plan.alloc.extend_from_slice(&alloc);
        }
        plan
    }

    /// Calls `f` with each write mapped to the registers a read (planned as `read`) covers, in
    /// order and without repeats, leaving out writes of instruction `reader` itself. Writes of
    /// instructions that have executed are among them: `f` passes over those (see the module
    /// comment).
    #[inline]
    pub fn for_each_write(&self, read: &ReadPlan, reader: u32, mut f: impl FnMut(WriteRef)) {
        let a = self.state[read.slot as usize].alias;
        let (s, e) = if a == NO_REG {
            read.subs
        } else {
            self.layout.with_subs[a as usize]
        };
        let slots = &self.state[s as usize..e as usize];
        let Some(first) = slots.first() else {
            return;
        };
        let first = first.writer;
        // Whether one write defines every slot of the run, tested over the fixed window.
        // (A count of the slots that differ, which the compiler keeps free of branches.)
        // A run of one slot (vector registers, EFLAGS) needs no test.
        let n = slots.len();
        let mut differ = 0u32;
        if n > 1 {
            for (k, x) in self.state[s as usize..s as usize + WINDOW]
                .iter()
                .enumerate()
            {
                differ += ((k < n) & (x.writer != first)) as u32;
            }
        }
        let single;
        let mut found;
        let producers: &[PackedWrite] = if differ == 0 {
            // Usually one write defines the register and all its sub-registers.
            if first == NO_WRITE || unpack(first).iid == reader {
                return;
            }
            single = [first];
            &single
        } else {
            found = [NO_WRITE; 8];
            let mut n = 0;
            for x in slots {
                let w = x.writer;
                if w != NO_WRITE && unpack(w).iid != reader && n < found.len() {
                    found[n] = w;
                    n += 1;
                }
            }
            // Packed writes order as `WriteRef`s do; drop repeats.
            found[..n].sort_unstable();
            let mut kept = 0;
            for k in 0..n {
                if kept == 0 || found[k] != found[kept - 1] {
                    found[kept] = found[k];
                    kept += 1;
                }
            }
            &found[..kept]
        };
        // One call site, so that `f` is inlined.
        for &w in producers {
            f(unpack(w));
        }
    }

    /// Index of the register file that renames `reg` (0: the default file).
    pub fn file_of(&self, reg: RegId) -> usize {
        self.info[reg.index()].file as usize
    }

    pub fn is_zero(&self, reg: RegId) -> bool {
        self.state[self.layout.slot(reg)].zero
    }

    /// The register `reg` is renamed as, if a register file renames it.
    pub fn rename_as(&self, reg: RegId) -> Option<RegId> {
        let r = self.info[reg.index()].rename_as;
        (r != NO_REG).then_some(RegId(r))
    }

    pub fn current_write(&self, reg: RegId) -> Option<WriteRef> {
        let w = self.state[self.layout.slot(reg)].writer;
        (w != NO_WRITE).then(|| unpack(w))
    }

    /// The register a write of `reg` is recorded under, and whether it takes a physical
    /// register of its own (a partial write does not).
    #[inline]
    fn renamed(&self, reg: RegId, clears_super: bool) -> (RegId, bool) {
        let ra = self.info[reg.index()].rename_as;
        if ra != NO_REG && ra != reg.0 {
            (RegId(ra), clears_super)
        } else {
            (reg, true)
        }
    }

    /// Records a new write (planned as `p`). Returns the write this one partially depends on,
    /// if any (one that `in_flight` says has not executed). `keep_existing` answers whether
    /// another write of the same instruction to the same register is slower (then the mapping
    /// keeps that one). Physical registers are taken per instruction
    /// ([`RegisterFile::allocate`]).
    #[inline]
    pub fn add_write(
        &mut self,
        w: WriteRef,
        p: &WritePlan,
        is_zero: bool,
        eliminated: bool,
        keep_existing: impl Fn(WriteRef) -> bool,
        in_flight: impl Fn(WriteRef) -> bool,
    ) -> Option<WriteRef> {
        let other = self.state[p.subs.0 as usize].writer;
        // (Non-short-circuit tests: whether the register is mapped varies from instruction to
        // instruction; `NO_WRITE` unpacks to an id no instruction has.)
        let mut false_dep = None;
        if !p.own & (other != NO_WRITE) & (unpack(other).iid != w.iid) && in_flight(unpack(other)) {
            false_dep = Some(unpack(other));
        }
        let mapped = SlotState {
            writer: pack(w),
            alias: NO_REG,
            zero: is_zero,
        };
        if eliminated {
            for x in &mut self.state[range(p.zero_subs)] {
                x.zero = is_zero;
            }
            for x in &mut self.state[range(p.supers)] {
                x.zero = is_zero;
            }
            return false_dep;
        }
        if unpack(other).iid == w.iid && keep_existing(unpack(other)) {
            for x in &mut self.state[range(p.zero_subs)] {
                x.zero = is_zero;
            }
            return false_dep;
        }
        if p.one_run {
            // The hull, set over the fixed window.
            let (h, n) = (p.hull.0 as usize, (p.hull.1 - p.hull.0) as usize);
            for (k, x) in self.state[h..h + WINDOW].iter_mut().enumerate() {
                *x = select_unpredictable(k < n, mapped, *x);
            }
            return false_dep;
        }
        if p.zero_subs == p.subs {
            self.state[range(p.subs)].fill(mapped);
        } else {
            for x in &mut self.state[range(p.zero_subs)] {
                x.zero = is_zero;
            }
            for x in &mut self.state[range(p.subs)] {
                x.writer = mapped.writer;
                x.alias = NO_REG;
            }
        }
        // Empty unless the write clears its super-registers.
        self.state[range(p.supers)].fill(mapped);
        false_dep
    }

    /// Tries to eliminate a register move (one write, one read). Returns whether it did.
    pub fn try_eliminate_move(
        &mut self,
        write_reg: RegId,
        write_clears_super: bool,
        read_reg: RegId,
    ) -> Option<bool> {
        let file = self.info[write_reg.index()].file as usize;
        let f = &self.files[file];
        if f.max_moves_per_cycle != 0 && f.moves_this_cycle + 1 > f.max_moves_per_cycle {
            return None;
        }
        let from = self.info[read_reg.index()];
        let to = self.info[write_reg.index()];
        if from.file as usize != file || to.file as usize != file {
            return None;
        }
        if to.rename_as == NO_REG {
            return None;
        }
        let to_rename = to.rename_as;
        if !self.info[to_rename as usize].allow_move_elim {
            return None;
        }
        if to_rename != write_reg.0 && !write_clears_super {
            return None;
        }
        let is_zero_move = self.state[self.layout.slot(read_reg)].zero;
        if f.zero_move_only && !is_zero_move {
            return None;
        }
        let mut aliased = if from.rename_as != NO_REG {
            from.rename_as
        } else {
            read_reg.0
        };
        let alias_reg = RegId(to_rename);
        let a = self.state[self.layout.slot(RegId(aliased))].alias;
        if a != NO_REG {
            aliased = a;
        }
        for x in &mut self.state[self.layout.with_subs(alias_reg)] {
            x.alias = aliased;
        }
        self.files[file].moves_this_cycle += 1;
        self.moved = true;
        Some(is_zero_move)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every register's run of slots holds exactly it and its sub-registers, and its
    /// super-registers' run exactly those.
    #[test]
    fn layout_runs_are_exact() {
        let layout = RegLayout::new();
        let mut by_slot = vec![RegId(0); NUM_REGS];
        for r in 0..NUM_REGS as u16 {
            by_slot[layout.slot(RegId(r))] = RegId(r);
        }
        for r in 0..NUM_REGS as u16 {
            let r = RegId(r);
            let mut want: Vec<RegId> = vec![r];
            want.extend_from_slice(regs::subregs(r));
            want.sort();
            let mut got: Vec<RegId> = layout.with_subs(r).map(|s| by_slot[s]).collect();
            assert_eq!(got[0], r);
            got.sort();
            assert_eq!(got, want, "sub-registers of {r:?}");
            let mut want: Vec<RegId> = regs::superregs(r).to_vec();
            want.sort();
            let mut got: Vec<RegId> = layout.supers(r).map(|s| by_slot[s]).collect();
            got.sort();
            assert_eq!(got, want, "super-registers of {r:?}");
        }
    }
}
