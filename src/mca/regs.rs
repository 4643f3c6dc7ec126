//! The register universe the simulator renames: every iced-x86 register plus EFLAGS and the
//! x87 control and status words (LLVM's FPCW and FPSW, which iced does not name), with
//! LLVM's sub-/super-register relations (RAX ⊃ EAX ⊃ AX ⊃ AL, AH; ZMM0 ⊃ YMM0 ⊃ XMM0).
//! Must not touch: register files or their sizes (that is `units::register_file`).

use iced_x86::Register;
use std::sync::OnceLock;

/// A register the simulator tracks: an iced register number, [`RegId::EFLAGS`],
/// [`RegId::FPCW`] or [`RegId::FPSW`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RegId(pub u16);

impl RegId {
    /// The flags register (iced has no register for it).
    pub const EFLAGS: RegId = RegId(NUM_ICED as u16);
    /// The x87 control word (LLVM's FPCW, printed `%fpcr`).
    pub const FPCW: RegId = RegId(NUM_ICED as u16 + 1);
    /// The x87 status word (LLVM's FPSW, printed `%fpsr`).
    pub const FPSW: RegId = RegId(NUM_ICED as u16 + 2);

    pub fn from_iced(r: Register) -> RegId {
        RegId(r as u16)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The iced register, or `None` for EFLAGS and the x87 words.
    pub fn iced(self) -> Option<Register> {
        if self.index() >= NUM_ICED {
            None
        } else {
            // O(1): `Register::values().nth(i)` stepped through the first `i` registers, and
            // sorting the register layout (`Pipeline::new`) spent ~770k instructions there.
            Register::try_from(self.0 as usize).ok()
        }
    }
}

const NUM_ICED: usize = 256;

/// Number of register ids (iced registers plus EFLAGS, FPCW and FPSW).
pub const NUM_REGS: usize = NUM_ICED + 3;

/// iced-x86's name of each register (its `Debug` spelling), lower-cased, by register number.
/// A table rather than `format!("{r:?}")` at start-up: formatting all 256 names for the
/// register tables cost a short `mca` run ~450k instructions. The test
/// `iced_names_are_the_debug_names` checks every entry against iced.
#[rustfmt::skip]
const ICED_NAMES: [&str; NUM_ICED] = [
    "none", "al", "cl", "dl", "bl", "ah", "ch", "dh",
    "bh", "spl", "bpl", "sil", "dil", "r8l", "r9l", "r10l",
    "r11l", "r12l", "r13l", "r14l", "r15l", "ax", "cx", "dx",
    "bx", "sp", "bp", "si", "di", "r8w", "r9w", "r10w",
    "r11w", "r12w", "r13w", "r14w", "r15w", "eax", "ecx", "edx",
    "ebx", "esp", "ebp", "esi", "edi", "r8d", "r9d", "r10d",
    "r11d", "r12d", "r13d", "r14d", "r15d", "rax", "rcx", "rdx",
    "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10",
    "r11", "r12", "r13", "r14", "r15", "eip", "rip", "es",
    "cs", "ss", "ds", "fs", "gs", "xmm0", "xmm1", "xmm2",
    "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10",
    "xmm11", "xmm12", "xmm13", "xmm14", "xmm15", "xmm16", "xmm17", "xmm18",
    "xmm19", "xmm20", "xmm21", "xmm22", "xmm23", "xmm24", "xmm25", "xmm26",
    "xmm27", "xmm28", "xmm29", "xmm30", "xmm31", "ymm0", "ymm1", "ymm2",
    "ymm3", "ymm4", "ymm5", "ymm6", "ymm7", "ymm8", "ymm9", "ymm10",
    "ymm11", "ymm12", "ymm13", "ymm14", "ymm15", "ymm16", "ymm17", "ymm18",
    "ymm19", "ymm20", "ymm21", "ymm22", "ymm23", "ymm24", "ymm25", "ymm26",
    "ymm27", "ymm28", "ymm29", "ymm30", "ymm31", "zmm0", "zmm1", "zmm2",
    "zmm3", "zmm4", "zmm5", "zmm6", "zmm7", "zmm8", "zmm9", "zmm10",
    "zmm11", "zmm12", "zmm13", "zmm14", "zmm15", "zmm16", "zmm17", "zmm18",
    "zmm19", "zmm20", "zmm21", "zmm22", "zmm23", "zmm24", "zmm25", "zmm26",
    "zmm27", "zmm28", "zmm29", "zmm30", "zmm31", "k0", "k1", "k2",
    "k3", "k4", "k5", "k6", "k7", "bnd0", "bnd1", "bnd2",
    "bnd3", "cr0", "cr1", "cr2", "cr3", "cr4", "cr5", "cr6",
    "cr7", "cr8", "cr9", "cr10", "cr11", "cr12", "cr13", "cr14",
    "cr15", "dr0", "dr1", "dr2", "dr3", "dr4", "dr5", "dr6",
    "dr7", "dr8", "dr9", "dr10", "dr11", "dr12", "dr13", "dr14",
    "dr15", "st0", "st1", "st2", "st3", "st4", "st5", "st6",
    "st7", "mm0", "mm1", "mm2", "mm3", "mm4", "mm5", "mm6",
    "mm7", "tr0", "tr1", "tr2", "tr3", "tr4", "tr5", "tr6",
    "tr7", "tmm0", "tmm1", "tmm2", "tmm3", "tmm4", "tmm5", "tmm6",
    "tmm7", "dontuse0", "dontusefa", "dontusefb", "dontusefc", "dontusefd", "dontusefe", "dontuseff",
];

/// iced-x86's name of `r` in lower case (`r8l`, `st0`; LLVM's printed spellings differ for
/// those: `asm::operand::register_name`).
pub fn iced_name(r: Register) -> &'static str {
    ICED_NAMES.get(r as usize).copied().unwrap_or("")
}

struct Relations {
    subregs: Vec<Vec<RegId>>,
    superregs: Vec<Vec<RegId>>,
}

fn relations() -> &'static Relations {
    static R: OnceLock<Relations> = OnceLock::new();
    R.get_or_init(|| {
        let mut subregs = vec![Vec::new(); NUM_REGS];
        let mut superregs = vec![Vec::new(); NUM_REGS];
        let regs: Vec<Register> = Register::values().collect();
        // Sub-registers share their full register: only those pairs are tested (in the order
        // of `regs` within each, so the lists come out as a test of every pair would make them).
        let mut by_full: Vec<Vec<Register>> = vec![Vec::new(); NUM_REGS];
        for &r in &regs {
            by_full[r.full_register() as usize].push(r);
        }
        for &a in &regs {
            for &b in &by_full[a.full_register() as usize] {
                if a == b || a == Register::None || b == Register::None {
                    continue;
                }
                if (a as usize) >= NUM_ICED || (b as usize) >= NUM_ICED {
                    continue;
                }
                if is_subreg(b, a) {
                    subregs[a as usize].push(RegId::from_iced(b));
                    superregs[b as usize].push(RegId::from_iced(a));
                }
            }
        }
        // Super-registers from the smallest to the largest, as LLVM iterates them.
        for s in superregs.iter_mut() {
            s.sort_by_key(|r| r.iced().map_or(0, |x| x.size()));
        }
        for s in subregs.iter_mut() {
            s.sort_by_key(|r| std::cmp::Reverse(r.iced().map_or(0, |x| x.size())));
        }
        Relations { subregs, superregs }
    })
}

/// Whether `b` is a proper sub-register of `a`.
fn is_subreg(b: Register, a: Register) -> bool {
    let gpr_or_vec = |r: Register| r.is_gpr() || r.is_xmm() || r.is_ymm() || r.is_zmm();
    if !gpr_or_vec(a) || !gpr_or_vec(b) {
        return false;
    }
    if a.full_register() != b.full_register() || b.size() >= a.size() {
        return false;
    }
    if a.is_gpr() != b.is_gpr() {
        return false;
    }
    // AH is inside AX/EAX/RAX but not inside AL.
    true
}

pub fn subregs(r: RegId) -> &'static [RegId] {
    &relations().subregs[r.index()]
}

pub fn superregs(r: RegId) -> &'static [RegId] {
    &relations().superregs[r.index()]
}

/// The sub- and super-register lists of every register, for hot loops that should not go
/// through the lazy initialisation check on each call.
#[derive(Clone, Copy)]
pub struct RegRelations(&'static Relations);

impl RegRelations {
    pub fn get() -> RegRelations {
        RegRelations(relations())
    }

    #[inline]
    pub fn subregs(self, r: RegId) -> &'static [RegId] {
        &self.0.subregs[r.index()]
    }

    #[inline]
    pub fn superregs(self, r: RegId) -> &'static [RegId] {
        &self.0.superregs[r.index()]
    }
}

impl std::fmt::Debug for RegRelations {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RegRelations")
    }
}

/// LLVM-style lower-case name (for the bottleneck view).
pub fn name(r: RegId) -> &'static str {
    match r {
        RegId::EFLAGS => "eflags",
        RegId::FPCW => "fpcr",
        RegId::FPSW => "fpsr",
        _ => ICED_NAMES.get(r.index()).copied().unwrap_or(""),
    }
}

/// The name LLVM's printers use (`r8b`, `flags`, `xmm3`, `fpsr`), without `%`.
pub fn display_name(r: RegId) -> String {
    match r.iced() {
        Some(reg) => crate::mca::asm::operand::register_name(reg),
        None if r == RegId::EFLAGS => "flags".into(),
        None => name(r).into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gpr_and_vector_hierarchy() {
        let rax = RegId::from_iced(Register::RAX);
        let al = RegId::from_iced(Register::AL);
        let ah = RegId::from_iced(Register::AH);
        assert!(subregs(rax).contains(&al));
        assert!(subregs(rax).contains(&ah));
        assert!(!subregs(al).contains(&ah));
        assert_eq!(
            superregs(al),
            &[
                RegId::from_iced(Register::AX),
                RegId::from_iced(Register::EAX),
                rax
            ]
        );
        let xmm0 = RegId::from_iced(Register::XMM0);
        assert!(superregs(xmm0).contains(&RegId::from_iced(Register::YMM0)));
    }

    #[test]
    fn iced_names_are_the_debug_names() {
        for r in Register::values() {
            assert_eq!(iced_name(r), format!("{r:?}").to_ascii_lowercase(), "{r:?}");
        }
        assert_eq!(name(RegId::from_iced(Register::R8L)), "r8l");
        assert_eq!(name(RegId::EFLAGS), "eflags");
        assert_eq!(name(RegId::FPSW), "fpsr");
    }

    #[test]
    fn iced_is_the_register_of_that_number() {
        for id in 0..NUM_REGS as u16 {
            let want = if RegId(id) == RegId::EFLAGS {
                None
            } else {
                Register::values().nth(id as usize)
            };
            assert_eq!(RegId(id).iced(), want, "{id}");
        }
    }

    #[test]
    fn relations_are_those_of_a_test_of_every_pair() {
        // The first implementation: every pair of registers tested, then stable-sorted by size.
        let regs: Vec<Register> = Register::values().collect();
        let mut subs = vec![Vec::new(); NUM_REGS];
        let mut supers = vec![Vec::new(); NUM_REGS];
        for &a in &regs {
            for &b in &regs {
                if a != b && a != Register::None && b != Register::None && is_subreg(b, a) {
                    subs[a as usize].push(RegId::from_iced(b));
                    supers[b as usize].push(RegId::from_iced(a));
                }
            }
        }
        for s in supers.iter_mut() {
            s.sort_by_key(|r| r.iced().map_or(0, |x| x.size()));
        }
        for s in subs.iter_mut() {
            s.sort_by_key(|r| std::cmp::Reverse(r.iced().map_or(0, |x| x.size())));
        }
        for id in 0..NUM_REGS as u16 {
            assert_eq!(subregs(RegId(id)), &subs[id as usize][..], "{id}");
            assert_eq!(superregs(RegId(id)), &supers[id as usize][..], "{id}");
        }
    }
}
