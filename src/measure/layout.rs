//! The address-space layout of a measuring child and the machine code of its timed programs.
//!
//! Owns: the fixed addresses (code, data page, stack, save area), the initial register values, and
//! the bytes of each timed program: a prologue that saves the caller's state, resets the vector and
//! x87 state, reads the TSC and sets every general-purpose register; the block unrolled N times;
//! an epilogue that reads the TSC again and restores the caller. Everything here is plain data
//! computed in the parent, so `-dry-run` prints exactly what a child would map and run.
//! Must not touch: processes, signals or timing (that is `runner`).
//!
//! Register values (documented choice, after BHive): every general-purpose register but `rsp`
//! and `rdx` holds [`REGISTER_VALUE`], a 64-byte aligned address in the middle of the data page
//! (aligned so `movaps (%rax)` does not fault; its low byte 0x40 is not 0 so `divb %cl` does not
//! divide by zero); `rdx` holds [`RDX_VALUE`], lower, so that `div %rcx` (which divides `rdx:rax`)
//! does not overflow; `rsp` holds [`STACK_VALUE`] on a separate stack page so pushes, pops and
//! calls work (or [`STACK_VALUE_AT_ENTRY`], 8 lower, on the second attempt after a
//! general-protection fault). Every data or stack page, whether mapped at the start or on demand, is the same
//! physical page (one memfd), filled with [`REGISTER_VALUE`] before every run, so a pointer
//! loaded from memory points into the page again.

use super::block::EncodedBlock;
use iced_x86::code_asm::*;

/// The data page (all general-purpose registers but `rsp` point into it).
pub const DATA_PAGE: u64 = 0x1000_0000;
/// The value of rax, rbx, rcx, rsi, rdi, rbp, r8-r15 when the block starts.
pub const REGISTER_VALUE: u64 = DATA_PAGE + 0x840;
/// The value of rdx (below [`REGISTER_VALUE`]: see the module doc).
pub const RDX_VALUE: u64 = DATA_PAGE + 0x400;
/// The stack page; `rsp` starts in its middle.
pub const STACK_PAGE: u64 = 0x2000_0000;
pub const STACK_VALUE: u64 = STACK_PAGE + 0x800;
/// `rsp` of the second attempt after a general-protection fault: 8 lower, as at a function's
/// entry (compilers address aligned SSE stack slots assuming either `rsp % 16 == 0`, inside a
/// function body, or `rsp % 16 == 8`, at its entry; a block cut from either runs with one).
pub const STACK_VALUE_AT_ENTRY: u64 = STACK_VALUE - 8;
/// Where the timed programs are mapped (read + execute).
pub const CODE_BASE: u64 = 0x4000_0000;
/// A private read-write page: saved `rsp` (+0), TSC at start (+8) and end (+16), MXCSR (+24).
pub const SAVE_PAGE: u64 = 0x0f00_0000;
pub const PAGE: u64 = 4096;

// The register values keep `div` from overflowing (rdx below the divisor, in 64 and 32 bits),
// vector accesses aligned, `divb %cl` away from zero, and fit a sign-extended disp32.
const _: () = {
    assert!(RDX_VALUE < REGISTER_VALUE);
    assert!((RDX_VALUE as u32) < (REGISTER_VALUE as u32));
    assert!(REGISTER_VALUE.is_multiple_of(64));
    assert!(REGISTER_VALUE & 0xff != 0);
    assert!(REGISTER_VALUE < i32::MAX as u64);
};

/// Unroll factors of the add chain that converts TSC ticks to core cycles.
pub const CHAIN_UNROLL: (u32, u32) = (500, 1500);
/// How many times one timed run executes its unrolled body, each time from freshly set
/// registers: the TSC of this machine advances in steps (26 ticks, 10 ns, on the AMD host
/// this was written on), so one run of 100 copies of a 1-cycle block would be a few steps;
/// the trips make every run long enough for the step to be noise. The trips' own cost (an
/// `lfence`, the register set-up and the loop branch) is the same for A and B copies and cancels.
pub const LOOP_TRIPS: u32 = 100;

/// The four timed programs of one measurement, in the order they are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgramKind {
    ChainA,
    ChainB,
    BlockA,
    BlockB,
}

impl ProgramKind {
    pub const ALL: [ProgramKind; 4] = [
        ProgramKind::ChainA,
        ProgramKind::ChainB,
        ProgramKind::BlockA,
        ProgramKind::BlockB,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ProgramKind::ChainA => "chain-a",
            ProgramKind::ChainB => "chain-b",
            ProgramKind::BlockA => "block-a",
            ProgramKind::BlockB => "block-b",
        }
    }
}

/// One timed program at its address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    pub kind: ProgramKind,
    pub address: u64,
    pub copies: u32,
    /// Byte offset of the first copy of the body (after the prologue).
    pub body_at: usize,
    pub bytes: Vec<u8>,
}

/// Everything a child maps and runs for one block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub programs: Vec<Program>,
    /// `rsp` when the block starts ([`STACK_VALUE`] or [`STACK_VALUE_AT_ENTRY`]).
    pub stack_value: u64,
    /// Bytes of the code mapping (a multiple of the page size).
    pub code_len: u64,
}

impl Layout {
    pub fn program(&self, kind: ProgramKind) -> &Program {
        &self.programs[kind as usize]
    }
}

/// The add chain: one `addq $1, %rax` per iteration, one cycle of latency each.
pub fn chain_block() -> EncodedBlock {
    EncodedBlock {
        name: "tsc-to-core-clock chain".to_string(),
        insts: vec![super::block::EncodedInst {
            bytes: vec![0x48, 0x83, 0xc0, 0x01],
            relocation: None,
            text: "addq $1, %rax".to_string(),
            uses_avx: false,
        }],
    }
}

/// Lays out the chain and `block`, unrolled `unroll.0` and `unroll.1` times, with `rsp` =
/// `stack_value` when the block starts.
pub fn build(block: &EncodedBlock, unroll: (u32, u32), stack_value: u64) -> Layout {
    let chain = chain_block();
    let mut programs = Vec::with_capacity(4);
    let mut address = CODE_BASE;
    for kind in ProgramKind::ALL {
        let (body, copies) = match kind {
            ProgramKind::ChainA => (&chain, CHAIN_UNROLL.0),
            ProgramKind::ChainB => (&chain, CHAIN_UNROLL.1),
            ProgramKind::BlockA => (block, unroll.0),
            ProgramKind::BlockB => (block, unroll.1),
        };
        let avx = body.uses_avx();
        let mut bytes = prologue(avx);
        let top = bytes.len();
        bytes.extend(set_registers(stack_value));
        let body_at = bytes.len();
        for _ in 0..copies {
            let at = address + bytes.len() as u64;
            bytes.extend(body.place(at, REGISTER_VALUE));
        }
        bytes.extend(loop_tail(
            address + bytes.len() as u64,
            address + top as u64,
        ));
        bytes.extend(epilogue(avx));
        let len = bytes.len() as u64;
        programs.push(Program {
            kind,
            address,
            copies,
            body_at,
            bytes,
        });
        address += len.div_ceil(PAGE) * PAGE;
    }
    Layout {
        programs,
        stack_value,
        code_len: address - CODE_BASE,
    }
}

/// Saves the caller, resets the FP/vector state, sets the trip counter and reads the TSC.
/// Position independent (absolute addresses only).
fn prologue(avx: bool) -> Vec<u8> {
    let mut a = CodeAssembler::new(64).expect("64-bit assembler");
    let mut emit = || -> Result<Vec<u8>, IcedError> {
        for r in [rbx, rbp, r12, r13, r14, r15] {
            a.push(r)?;
        }
        a.mov(r11, SAVE_PAGE)?;
        a.mov(qword_ptr(r11), rsp)?;
        a.stmxcsr(dword_ptr(r11 + 24))?;
        a.mov(qword_ptr(r11 + 32), LOOP_TRIPS as i32)?;
        a.fninit()?;
        if avx {
            a.vzeroall()?;
        } else {
            for x in [
                xmm0, xmm1, xmm2, xmm3, xmm4, xmm5, xmm6, xmm7, xmm8, xmm9, xmm10, xmm11, xmm12,
                xmm13, xmm14, xmm15,
            ] {
                a.xorps(x, x)?;
            }
        }
        a.lfence()?;
        a.rdtsc()?;
        a.lfence()?;
        a.shl(rdx, 32)?;
        a.or(rax, rdx)?;
        a.mov(qword_ptr(r11 + 8), rax)?;
        a.assemble(0)
    };
    emit().expect("the prologue assembles")
}

/// The top of each loop trip: `lfence` (the trip starts when everything before it has
/// completed, so trips never overlap: each is a whole run of the unrolled body from a fresh state,
/// as one BHive run is; without it the out-of-order window runs the next trip's fresh dependency
/// chains beside the current trip's tail and a short block measures less than its latency), then
/// every general-purpose register is set.
fn set_registers(stack_value: u64) -> Vec<u8> {
    let mut a = CodeAssembler::new(64).expect("64-bit assembler");
    let mut emit = || -> Result<Vec<u8>, IcedError> {
        a.lfence()?;
        for r in [
            rax, rbx, rcx, rsi, rdi, rbp, r8, r9, r10, r11, r12, r13, r14, r15,
        ] {
            a.mov(r, REGISTER_VALUE)?;
        }
        a.mov(rdx, RDX_VALUE)?;
        a.mov(rsp, stack_value)?;
        a.assemble(0)
    };
    emit().expect("the prologue assembles")
}

/// `decq SAVE+32; jne top`, placed at `at`: counts the trips down (absolute addressing, so no
/// register is needed).
fn loop_tail(at: u64, top: u64) -> Vec<u8> {
    let mut a = CodeAssembler::new(64).expect("64-bit assembler");
    let mut emit = || -> Result<Vec<u8>, IcedError> {
        a.dec(qword_ptr(SAVE_PAGE + 32))?;
        // Assembled at `at`, so the label-free absolute target is resolved relative to it.
        a.add_instruction(iced_x86::Instruction::with_branch(
            iced_x86::Code::Jne_rel32_64,
            top,
        )?)?;
        a.assemble(at)
    };
    emit().expect("the loop tail assembles")
}

/// Reads the TSC after the block's instructions have executed and restores the caller.
fn epilogue(avx: bool) -> Vec<u8> {
    let mut a = CodeAssembler::new(64).expect("64-bit assembler");
    let mut emit = || -> Result<Vec<u8>, IcedError> {
        a.rdtscp()?;
        a.lfence()?;
        a.shl(rdx, 32)?;
        a.or(rax, rdx)?;
        a.mov(r11, SAVE_PAGE)?;
        a.mov(qword_ptr(r11 + 16), rax)?;
        a.mov(rsp, qword_ptr(r11))?;
        a.ldmxcsr(dword_ptr(r11 + 24))?;
        a.fninit()?;
        a.cld()?;
        if avx {
            a.vzeroupper()?;
        }
        for r in [r15, r14, r13, r12, rbp, rbx] {
            a.pop(r)?;
        }
        a.ret()?;
        a.assemble(0)
    };
    emit().expect("the epilogue assembles")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_are_page_aligned_and_hold_the_copies() {
        let block = super::super::block::encode_regions("t.s", b"addq %rax, %rbx\n").unwrap();
        let l = build(&block[0], (100, 200), STACK_VALUE);
        assert_eq!(l.programs.len(), 4);
        for p in &l.programs {
            assert_eq!(p.address % PAGE, 0);
        }
        let b = l.program(ProgramKind::BlockB);
        assert_eq!(b.copies, 200);
        assert_eq!(&b.bytes[b.body_at..b.body_at + 3], &[0x48, 0x01, 0xc3]);
        let a = l.program(ProgramKind::BlockA);
        assert_eq!(b.bytes.len() - a.bytes.len(), 300);
        // The loop tail jumps back to the register set-up before the body.
        let tail = &b.bytes[b.body_at + 600..];
        let mut dec = iced_x86::Decoder::with_ip(64, tail, b.address + b.body_at as u64 + 600, 0);
        let d = dec.decode();
        assert_eq!(d.mnemonic(), iced_x86::Mnemonic::Dec);
        assert_eq!(d.memory_displacement64(), SAVE_PAGE + 32);
        let j = dec.decode();
        assert_eq!(j.code(), iced_x86::Code::Jne_rel32_64);
        assert!(j.near_branch64() < b.address + b.body_at as u64);
        let c = l.program(ProgramKind::ChainB);
        assert_eq!(
            c.bytes.len() - l.program(ProgramKind::ChainA).bytes.len(),
            4000
        );
        assert_eq!(
            l.code_len,
            b.address + b.bytes.len().div_ceil(4096) as u64 * 4096 - CODE_BASE
        );
    }
}
