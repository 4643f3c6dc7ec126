//! Register renaming: which in-flight write defines each register (with LLVM's partial-write and
//! sub-register rules), physical register files with their sizes and costs (file #0 is the
//! default, unbounded unless `-register-file-size` says otherwise), zero registers and move
//! elimination. Must not touch: instruction scheduling.

use crate::mca::regs::{self, RegId, NUM_REGS};
use crate::target::sched::{RegKind, SchedModel};

/// An in-flight write: (instruction index, write index within the instruction).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WriteRef {
    pub iid: u32,
    pub idx: u16,
}

#[derive(Clone, Copy, Debug, Default)]
struct Mapping {
    /// The write defining this register, if still in flight.
    write: Option<WriteRef>,
    /// Instruction index of the last writer once executed (for committed-write bookkeeping).
    file: u16,
    cost: u16,
    rename_as: Option<RegId>,
    alias: Option<RegId>,
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

/// All register files and the register → write mapping.
#[derive(Clone, Debug)]
pub struct RegisterFile {
    rel: regs::RegRelations,
    map: Vec<Mapping>,
    pub files: Vec<RegisterFileState>,
    zero: Vec<bool>,
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
    pub fn new(model: &SchedModel, default_size: u32) -> RegisterFile {
        let mut map = vec![Mapping::default(); NUM_REGS];
        for m in map.iter_mut() {
            m.cost = 1;
        }
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
                    let e = &mut map[reg.index()];
                    e.file = index;
                    e.cost = class.cost as u16;
                    e.rename_as = Some(reg);
                    e.allow_move_elim = class.allow_move_elimination;
                    for &sub in regs::subregs(reg) {
                        let o = &mut map[sub.index()];
                        if o.file == 0 {
                            o.file = index;
                            o.cost = class.cost as u16;
                            o.rename_as = Some(reg);
                        }
                    }
                }
            }
        }
        RegisterFile {
            rel: regs::RegRelations::get(),
            map,
            files,
            zero: vec![false; NUM_REGS],
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

    /// Bit mask of register files that cannot take new mappings for `regs`.
    pub fn is_available(&self, regs: impl Iterator<Item = RegId>) -> u32 {
        let mut need = [0u32; 8];
        if self.files.len() > need.len() {
            return 0;
        }
        for r in regs {
            let m = &self.map[r.index()];
            if m.file != 0 {
                need[m.file as usize] += m.cost as u32;
            }
            need[0] += m.cost as u32;
        }
        let mut response = 0;
        for (i, f) in self.files.iter().enumerate() {
            let mut n = need[i];
            if n == 0 || f.num_phys_regs == 0 {
                continue;
            }
            if f.num_phys_regs < n {
                n = f.num_phys_regs;
            }
            if f.num_phys_regs < f.used + n {
                response |= 1 << i;
            }
        }
        response
    }

    fn allocate(&mut self, reg: RegId, used: &mut [u32]) {
        let m = self.map[reg.index()];
        let cost = m.cost as u32;
        if m.file != 0 {
            let f = &mut self.files[m.file as usize];
            f.used += cost;
            used[m.file as usize] += cost;
        }
        self.files[0].used += cost;
        used[0] += cost;
    }

    fn free(&mut self, reg: RegId, freed: &mut [u32]) {
        let m = self.map[reg.index()];
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

    /// Writes a read of `reg` depends on (deduplicated, ordered).
    pub fn collect_writes(&self, reg: RegId, out: &mut Vec<WriteRef>) {
        let mut reg = reg;
        if let Some(a) = self.map[reg.index()].alias {
            reg = a;
        }
        if let Some(w) = self.map[reg.index()].write {
            out.push(w);
        }
        for &sub in self.rel.subregs(reg) {
            if let Some(w) = self.map[sub.index()].write {
                // Usually one write defines the whole register: skip repeats of the last one.
                if out.last() != Some(&w) {
                    out.push(w);
                }
            }
        }
        if out.len() > 1 {
            out.sort();
            out.dedup();
        }
    }

    /// Index of the register file that renames `reg` (0: the default file).
    pub fn file_of(&self, reg: RegId) -> usize {
        self.map[reg.index()].file as usize
    }

    pub fn is_zero(&self, reg: RegId) -> bool {
        self.zero[reg.index()]
    }

    /// The write currently defining `reg` after renaming (for false dependencies).
    pub fn rename_as(&self, reg: RegId) -> Option<RegId> {
        self.map[reg.index()].rename_as
    }

    pub fn current_write(&self, reg: RegId) -> Option<WriteRef> {
        self.map[reg.index()].write
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
        let mut reg_id = reg;
        let mut should_alloc = !is_zero && !eliminated;
        let mut false_dep = None;
        let m = self.map[reg.index()];
        if let Some(ra) = m.rename_as {
            if ra != reg {
                reg_id = ra;
                if !clears_super {
                    should_alloc = false;
                    if let Some(other) = self.map[reg_id.index()].write {
                        if other.iid != w.iid {
                            false_dep = Some(other);
                        }
                    }
                }
            }
        }
        let zero_reg = if clears_super { reg_id } else { reg };
        self.zero[zero_reg.index()] = is_zero;
        for &s in self.rel.subregs(zero_reg) {
            self.zero[s.index()] = is_zero;
        }
        if !eliminated {
            if let Some(other) = self.map[reg_id.index()].write {
                if other.iid == w.iid && keep_existing(other) {
                    if should_alloc {
                        self.allocate(reg_id, used);
                    }
                    return false_dep;
                }
            }
            self.map[reg_id.index()].write = Some(w);
            self.map[reg_id.index()].alias = None;
            for &s in self.rel.subregs(reg_id) {
                self.map[s.index()].write = Some(w);
                self.map[s.index()].alias = None;
            }
            if should_alloc {
                self.allocate(reg_id, used);
            }
        }
        if !clears_super {
            return false_dep;
        }
        for &s in self.rel.superregs(reg_id) {
            if !eliminated {
                self.map[s.index()].write = Some(w);
                self.map[s.index()].alias = None;
            }
            self.zero[s.index()] = is_zero;
        }
        false_dep
    }

    /// Frees the physical register of a retired write.
    pub fn remove_write(
        &mut self,
        w: WriteRef,
        reg: RegId,
        clears_super: bool,
        is_zero: bool,
        eliminated: bool,
        freed: &mut [u32],
    ) {
        let mut reg_id = reg;
        let mut should_free = !is_zero && !eliminated;
        if let Some(ra) = self.map[reg.index()].rename_as {
            if ra != reg {
                reg_id = ra;
                if !clears_super {
                    should_free = false;
                }
            }
        }
        if should_free {
            self.free(reg_id, freed);
        }
        if self.map[reg_id.index()].write == Some(w) {
            self.map[reg_id.index()].write = None;
        }
        for &s in self.rel.subregs(reg_id) {
            if self.map[s.index()].write == Some(w) {
                self.map[s.index()].write = None;
            }
        }
        if !clears_super {
            return;
        }
        for &s in self.rel.superregs(reg_id) {
            if self.map[s.index()].write == Some(w) {
                self.map[s.index()].write = None;
            }
        }
    }

    /// Marks the writes of an executed instruction as no longer in flight.
    pub fn on_executed(&mut self, w: WriteRef, reg: RegId, clears_super: bool) {
        let mut reg_id = reg;
        if let Some(ra) = self.map[reg.index()].rename_as {
            if ra != reg {
                reg_id = ra;
                if !clears_super {
                    // Partial writes are tracked through their full register.
                }
            }
        }
        if self.map[reg_id.index()].write == Some(w) {
            self.map[reg_id.index()].write = None;
        }
        for &s in self.rel.subregs(reg_id) {
            if self.map[s.index()].write == Some(w) {
                self.map[s.index()].write = None;
            }
        }
        if !clears_super {
            return;
        }
        for &s in self.rel.superregs(reg_id) {
            if self.map[s.index()].write == Some(w) {
                self.map[s.index()].write = None;
            }
        }
    }

    /// Tries to eliminate a register move (one write, one read). Returns whether it did.
    pub fn try_eliminate_move(
        &mut self,
        write_reg: RegId,
        write_clears_super: bool,
        read_reg: RegId,
    ) -> Option<bool> {
        let file = self.map[write_reg.index()].file as usize;
        let f = &self.files[file];
        if f.max_moves_per_cycle != 0 && f.moves_this_cycle + 1 > f.max_moves_per_cycle {
            return None;
        }
        let from = self.map[read_reg.index()];
        let to = self.map[write_reg.index()];
        if from.file as usize != file || to.file as usize != file {
            return None;
        }
        let to_rename = to.rename_as?;
        if !self.map[to_rename.index()].allow_move_elim {
            return None;
        }
        if to_rename != write_reg && !write_clears_super {
            return None;
        }
        let is_zero_move = self.zero[read_reg.index()];
        if f.zero_move_only && !is_zero_move {
            return None;
        }
        let mut aliased = from.rename_as.unwrap_or(read_reg);
        let alias_reg = to.rename_as.unwrap_or(write_reg);
        if let Some(a) = self.map[aliased.index()].alias {
            aliased = a;
        }
        self.map[alias_reg.index()].alias = Some(aliased);
        for &s in self.rel.subregs(alias_reg) {
            self.map[s.index()].alias = Some(aliased);
        }
        self.files[file].moves_this_cycle += 1;
        Some(is_zero_move)
    }
}
