//! Register renaming: which in-flight write defines each register (with LLVM's partial-write and
//! sub-register rules), physical register files with their sizes and costs (file #0 is the
//! default, unbounded unless `-register-file-size` says otherwise), zero registers and move
//! elimination. Must not touch: instruction scheduling.
//!
//! The per-register state is kept as flat arrays (the defining write packed in a `u64`), and the
//! registers a write or a read touches (the register renamed as, its sub-registers and, for a
//! write that clears its super-registers, those too) are precomputed once per register, because
//! renaming runs several times for every simulated instruction.

use crate::mca::regs::{self, RegId, NUM_REGS};
use crate::target::sched::{RegKind, SchedModel};

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

/// One physical register file.
#[derive(Clone, Debug)]
pub struct RegisterFileState {
    pub name: String,
    pub num_phys_regs: u32,
    pub used: u32,
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
        let mut order: Vec<RegId> = (0..NUM_REGS as u16).map(RegId).collect();
        order.sort_by_key(|&r| (root(r), std::cmp::Reverse(size(r)), r));
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

    #[inline]
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
    /// By slot: the write defining each register, if still in flight.
    writer: Vec<PackedWrite>,
    /// By slot: the register a move-eliminated register aliases ([`NO_REG`]: none).
    alias: Vec<u16>,
    /// By slot: whether the register is known to be zero.
    zero: Vec<bool>,
    pub files: Vec<RegisterFileState>,
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
            used: 0,
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
                used: 0,
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
        RegisterFile {
            info,
            layout: RegLayout::new(),
            writer: vec![NO_WRITE; NUM_REGS],
            alias: vec![NO_REG; NUM_REGS],
            zero: vec![false; NUM_REGS],
            files,
        }
    }

    pub fn num_files(&self) -> usize {
        self.files.len()
    }

    pub fn cycle_start(&mut self) {
        for f in self.files.iter_mut() {
            f.moves_this_cycle = 0;
        }
    }

    /// Physical registers each file needs for writes of `regs` (what
    /// [`RegisterFile::is_available`] checks; fixed per instruction, so computed once).
    pub fn write_costs(&self, regs: impl Iterator<Item = RegId>) -> Vec<u32> {
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

    /// Bit mask of register files that cannot take new mappings costing `need` (from
    /// [`RegisterFile::write_costs`]).
    #[inline]
    pub fn is_available(&self, need: &[u32]) -> u32 {
        let mut response = 0;
        for (i, (f, &n)) in self.files.iter().zip(need).enumerate() {
            if n == 0 || f.num_phys_regs == 0 {
                continue;
            }
            let n = n.min(f.num_phys_regs);
            if f.num_phys_regs < f.used + n {
                response |= 1 << i;
            }
        }
        response
    }

    #[inline]
    fn allocate(&mut self, reg: u16, used: &mut [u32]) {
        let m = self.info[reg as usize];
        let cost = m.cost as u32;
        if m.file != 0 {
            self.files[m.file as usize].used += cost;
            used[m.file as usize] += cost;
        }
        self.files[0].used += cost;
        used[0] += cost;
    }

    #[inline]
    fn free(&mut self, reg: u16, freed: &mut [u32]) {
        let m = self.info[reg as usize];
        let cost = m.cost as u32;
        if m.file != 0 {
            let f = &mut self.files[m.file as usize];
            f.used -= cost.min(f.used);
            freed[m.file as usize] += cost;
        }
        let f0 = &mut self.files[0];
        f0.used -= cost.min(f0.used);
        freed[0] += cost;
    }

    /// Calls `f` with each write a read of `reg` depends on, in order and without repeats,
    /// leaving out writes of instruction `reader` itself.
    #[inline]
    pub fn for_each_write(&self, reg: RegId, reader: u32, mut f: impl FnMut(WriteRef)) {
        let mut reg = reg;
        let a = self.alias[self.layout.slot(reg)];
        if a != NO_REG {
            reg = RegId(a);
        }
        let slots = &self.writer[self.layout.with_subs(reg)];
        let Some(&first) = slots.first() else {
            return;
        };
        // Usually one write defines the register and all its sub-registers.
        if slots[1..].iter().all(|&w| w == first) {
            if first != NO_WRITE && unpack(first).iid != reader {
                f(unpack(first));
            }
            return;
        }
        let mut found = [NO_WRITE; 8];
        let mut n = 0;
        for &w in slots {
            if w != NO_WRITE && unpack(w).iid != reader && n < found.len() {
                found[n] = w;
                n += 1;
            }
        }
        // Packed writes order as `WriteRef`s do.
        let found = &mut found[..n];
        found.sort_unstable();
        let mut last = NO_WRITE;
        for &w in found.iter() {
            if w != last {
                f(unpack(w));
                last = w;
            }
        }
    }

    /// Index of the register file that renames `reg` (0: the default file).
    pub fn file_of(&self, reg: RegId) -> usize {
        self.info[reg.index()].file as usize
    }

    pub fn is_zero(&self, reg: RegId) -> bool {
        self.zero[self.layout.slot(reg)]
    }

    /// The register `reg` is renamed as, if a register file renames it.
    pub fn rename_as(&self, reg: RegId) -> Option<RegId> {
        let r = self.info[reg.index()].rename_as;
        (r != NO_REG).then_some(RegId(r))
    }

    pub fn current_write(&self, reg: RegId) -> Option<WriteRef> {
        let w = self.writer[self.layout.slot(reg)];
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

    /// Records a new write. Returns the write this one partially depends on, if any.
    /// `slower_same_inst` answers whether another write of the same instruction to the same
    /// register is slower (then the mapping keeps that one).
    #[allow(clippy::too_many_arguments)]
    pub fn add_write(
        &mut self,
        w: WriteRef,
        reg: RegId,
        clears_super: bool,
        is_zero: bool,
        eliminated: bool,
        keep_existing: impl Fn(WriteRef) -> bool,
        used: &mut [u32],
    ) -> Option<WriteRef> {
        let (reg_id, own) = self.renamed(reg, clears_super);
        let should_alloc = own && !is_zero && !eliminated;
        let mut false_dep = None;
        let id_slot = self.layout.slot(reg_id);
        if !own {
            let other = self.writer[id_slot];
            if other != NO_WRITE && unpack(other).iid != w.iid {
                false_dep = Some(unpack(other));
            }
        }
        let packed = pack(w);
        let zero_reg = if clears_super { reg_id } else { reg };
        self.zero[self.layout.with_subs(zero_reg)].fill(is_zero);
        if !eliminated {
            let other = self.writer[id_slot];
            if other != NO_WRITE && unpack(other).iid == w.iid && keep_existing(unpack(other)) {
                if should_alloc {
                    self.allocate(reg_id.0, used);
                }
                return false_dep;
            }
            let subs = self.layout.with_subs(reg_id);
            self.writer[subs.clone()].fill(packed);
            self.alias[subs].fill(NO_REG);
            if should_alloc {
                self.allocate(reg_id.0, used);
            }
        }
        if !clears_super {
            return false_dep;
        }
        let supers = self.layout.supers(reg_id);
        if !eliminated {
            self.writer[supers.clone()].fill(packed);
            self.alias[supers.clone()].fill(NO_REG);
        }
        self.zero[supers].fill(is_zero);
        false_dep
    }

    /// Clears the mappings of `reg_id` (and its sub-registers, and super-registers when
    /// `clears_super`) that still point at `w`.
    #[inline]
    fn unmap(&mut self, w: PackedWrite, reg_id: RegId, clears_super: bool) {
        for x in &mut self.writer[self.layout.with_subs(reg_id)] {
            if *x == w {
                *x = NO_WRITE;
            }
        }
        if clears_super {
            for x in &mut self.writer[self.layout.supers(reg_id)] {
                if *x == w {
                    *x = NO_WRITE;
                }
            }
        }
    }

    /// Frees the physical register of a retired write. Its mappings are already gone: they were
    /// removed when its instruction executed ([`RegisterFile::on_executed`]), and an eliminated
    /// write is never mapped.
    pub fn remove_write(
        &mut self,
        w: WriteRef,
        reg: RegId,
        clears_super: bool,
        is_zero: bool,
        eliminated: bool,
        freed: &mut [u32],
    ) {
        let (reg_id, own) = self.renamed(reg, clears_super);
        if own && !is_zero && !eliminated {
            self.free(reg_id.0, freed);
        }
        debug_assert!(self.writer.iter().all(|&x| x != pack(w)));
    }

    /// Marks the writes of an executed instruction as no longer in flight.
    pub fn on_executed(&mut self, w: WriteRef, reg: RegId, clears_super: bool) {
        let (reg_id, _) = self.renamed(reg, clears_super);
        self.unmap(pack(w), reg_id, clears_super);
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
        let is_zero_move = self.zero[self.layout.slot(read_reg)];
        if f.zero_move_only && !is_zero_move {
            return None;
        }
        let mut aliased = if from.rename_as != NO_REG {
            from.rename_as
        } else {
            read_reg.0
        };
        let alias_reg = RegId(to_rename);
        let a = self.alias[self.layout.slot(RegId(aliased))];
        if a != NO_REG {
            aliased = a;
        }
        self.alias[self.layout.with_subs(alias_reg)].fill(aliased);
        self.files[file].moves_this_cycle += 1;
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
