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

struct Relations {
    subregs: Vec<Vec<RegId>>,
    superregs: Vec<Vec<RegId>>,
    names: Vec<String>,
}

fn relations() -> &'static Relations {
    static R: OnceLock<Relations> = OnceLock::new();
    R.get_or_init(|| {
        let mut subregs = vec![Vec::new(); NUM_REGS];
        let mut superregs = vec![Vec::new(); NUM_REGS];
        let mut names = vec![String::new(); NUM_REGS];
        let regs: Vec<Register> = Register::values().collect();
        for &r in &regs {
            if (r as usize) < NUM_ICED {
                names[r as usize] = format!("{r:?}").to_ascii_lowercase();
            }
        }
        names[RegId::EFLAGS.index()] = "eflags".into();
        names[RegId::FPCW.index()] = "fpcr".into();
        names[RegId::FPSW.index()] = "fpsr".into();
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
        Relations {
            subregs,
            superregs,
            names,
        }
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
    &relations().names[r.index()]
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
