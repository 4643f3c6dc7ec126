//! Unit tests of the scheduling-model schema, the embedded models and the `-mcpu` table.
//! The expectations for corpus kernels (opcode, latency, uOps) are llvm-mca 22's
//! `-instruction-tables=full` output for /work/shared/corpus/mca/kernels/*.s; none of these
//! tests runs LLVM.

use iced_x86::{Code, Instruction, MemoryOperand, Register};

use super::*;

fn m(base: Register, index: Register, scale: u32, displ: i64) -> MemoryOperand {
    let size = if displ != 0 { 1 } else { 0 };
    MemoryOperand::new(base, index, scale, displ, size, false, Register::None)
}

fn fix(mut i: Instruction) -> Instruction {
    i.set_code_size(iced_x86::CodeSize::Code64);
    i
}

fn i1<A>(code: Code, a: A) -> Instruction
where
    Instruction: With1<A>,
{
    fix(<Instruction as With1<A>>::make(code, a))
}

fn i2<A, B>(code: Code, a: A, b: B) -> Instruction
where
    Instruction: With2<A, B>,
{
    fix(<Instruction as With2<A, B>>::make(code, a, b))
}

fn i3<A, B, C>(code: Code, a: A, b: B, c: C) -> Instruction
where
    Instruction: With3<A, B, C>,
{
    fix(<Instruction as With3<A, B, C>>::make(code, a, b, c))
}

fn lock(mut i: Instruction) -> Instruction {
    i.set_has_lock_prefix(true);
    i
}

fn br(code: Code) -> Instruction {
    fix(Instruction::with_branch(code, 0x1000).expect("branch"))
}

// Small adapters over iced's fallible constructors so the table below stays readable.
trait With1<A> {
    fn make(code: Code, a: A) -> Instruction;
}
trait With2<A, B> {
    fn make(code: Code, a: A, b: B) -> Instruction;
}
trait With3<A, B, C> {
    fn make(code: Code, a: A, b: B, c: C) -> Instruction;
}
impl With1<Register> for Instruction {
    fn make(code: Code, a: Register) -> Instruction {
        Instruction::with1(code, a).expect("with1")
    }
}
impl With1<MemoryOperand> for Instruction {
    fn make(code: Code, a: MemoryOperand) -> Instruction {
        Instruction::with1(code, a).expect("with1")
    }
}
impl With2<Register, Register> for Instruction {
    fn make(code: Code, a: Register, b: Register) -> Instruction {
        Instruction::with2(code, a, b).expect("with2")
    }
}
impl With2<Register, MemoryOperand> for Instruction {
    fn make(code: Code, a: Register, b: MemoryOperand) -> Instruction {
        Instruction::with2(code, a, b).expect("with2")
    }
}
impl With2<MemoryOperand, Register> for Instruction {
    fn make(code: Code, a: MemoryOperand, b: Register) -> Instruction {
        Instruction::with2(code, a, b).expect("with2")
    }
}
impl With2<Register, i32> for Instruction {
    fn make(code: Code, a: Register, b: i32) -> Instruction {
        Instruction::with2(code, a, b).expect("with2")
    }
}
impl With2<Register, u64> for Instruction {
    fn make(code: Code, a: Register, b: u64) -> Instruction {
        Instruction::with2(code, a, b).expect("with2")
    }
}
impl With3<Register, Register, Register> for Instruction {
    fn make(code: Code, a: Register, b: Register, c: Register) -> Instruction {
        Instruction::with3(code, a, b, c).expect("with3")
    }
}
impl With3<Register, Register, MemoryOperand> for Instruction {
    fn make(code: Code, a: Register, b: Register, c: MemoryOperand) -> Instruction {
        Instruction::with3(code, a, b, c).expect("with3")
    }
}
impl With3<Register, Register, i32> for Instruction {
    fn make(code: Code, a: Register, b: Register, c: i32) -> Instruction {
        Instruction::with3(code, a, b, c).expect("with3")
    }
}

/// What llvm-mca 22 says about an instruction on one CPU.
#[derive(Debug)]
enum Expect {
    /// Opcode name, latency, uOps as printed by `-instruction-tables=full`.
    Exact(&'static str, u32, u32),
    /// Supported (seen only in a run whose table was not printed).
    Resolves,
    /// llvm-mca reports "found an unsupported instruction".
    Unsupported,
}
use Expect::{Exact, Resolves, Unsupported};

/// The corpus CPUs, in the column order of `kernel_table`.
const CORPUS_CPUS: [&str; 5] = ["btver2", "skylake", "znver3", "haswell", "ivybridge"];

/// One row per distinct instruction form in the corpus kernels.
fn kernel_table() -> Vec<(Instruction, [Expect; 5])> {
    vec![
        // addl $7, %r9d
        (
            i2(Code::Add_rm32_imm8, Register::R9D, 7i32),
            [
                Exact("ADD32ri8", 1, 1),
                Exact("ADD32ri8", 1, 1),
                Exact("ADD32ri8", 1, 1),
                Exact("ADD32ri8", 1, 1),
                Exact("ADD32ri8", 1, 1),
            ],
        ),
        // addl %esi, %edi
        (
            i2(Code::Add_rm32_r32, Register::EDI, Register::ESI),
            [
                Exact("ADD32rr", 1, 1),
                Exact("ADD32rr", 1, 1),
                Exact("ADD32rr", 1, 1),
                Exact("ADD32rr", 1, 1),
                Exact("ADD32rr", 1, 1),
            ],
        ),
        // addps %xmm4, %xmm2
        (
            i2(Code::Addps_xmm_xmmm128, Register::XMM2, Register::XMM4),
            [
                Exact("ADDPSrr", 3, 1),
                Exact("ADDPSrr", 4, 1),
                Exact("ADDPSrr", 3, 1),
                Exact("ADDPSrr", 3, 1),
                Exact("ADDPSrr", 3, 1),
            ],
        ),
        // addps %xmm8, %xmm9
        (
            i2(Code::Addps_xmm_xmmm128, Register::XMM9, Register::XMM8),
            [
                Resolves,
                Exact("ADDPSrr", 4, 1),
                Exact("ADDPSrr", 3, 1),
                Exact("ADDPSrr", 3, 1),
                Exact("ADDPSrr", 3, 1),
            ],
        ),
        // addq $16, %rax
        (
            i2(Code::Add_rm64_imm8, Register::RAX, 16i32),
            [
                Resolves,
                Exact("ADD64ri8", 1, 1),
                Exact("ADD64ri8", 1, 1),
                Exact("ADD64ri8", 1, 1),
                Exact("ADD64ri8", 1, 1),
            ],
        ),
        // addq %rax, %rbx
        (
            i2(Code::Add_rm64_r64, Register::RBX, Register::RAX),
            [
                Exact("ADD64rr", 1, 1),
                Exact("ADD64rr", 1, 1),
                Exact("ADD64rr", 1, 1),
                Exact("ADD64rr", 1, 1),
                Exact("ADD64rr", 1, 1),
            ],
        ),
        // addq (%rsi), %r8
        (
            i2(
                Code::Add_r64_rm64,
                Register::R8,
                m(Register::RSI, Register::None, 1, 0),
            ),
            [
                Exact("ADD64rm", 4, 1),
                Exact("ADD64rm", 6, 2),
                Exact("ADD64rm", 5, 1),
                Exact("ADD64rm", 6, 2),
                Exact("ADD64rm", 6, 2),
            ],
        ),
        // addss (%rsi,%rax,4), %xmm1
        (
            i2(
                Code::Addss_xmm_xmmm32,
                Register::XMM1,
                m(Register::RSI, Register::RAX, 4, 0),
            ),
            [
                Exact("ADDSSrm_Int", 8, 1),
                Exact("ADDSSrm_Int", 9, 2),
                Exact("ADDSSrm_Int", 10, 1),
                Exact("ADDSSrm_Int", 8, 2),
                Exact("ADDSSrm_Int", 9, 2),
            ],
        ),
        // addw %ax, %si
        (
            i2(Code::Add_rm16_r16, Register::SI, Register::AX),
            [
                Exact("ADD16rr", 1, 1),
                Exact("ADD16rr", 1, 1),
                Exact("ADD16rr", 1, 1),
                Exact("ADD16rr", 1, 1),
                Exact("ADD16rr", 1, 1),
            ],
        ),
        // andl $-306674912, %eax
        (
            i2(Code::And_EAX_imm32, Register::EAX, -306674912i32),
            [
                Exact("AND32i32", 1, 1),
                Exact("AND32i32", 1, 1),
                Exact("AND32i32", 1, 1),
                Exact("AND32i32", 1, 1),
                Exact("AND32i32", 1, 1),
            ],
        ),
        // andl $1, %eax
        (
            i2(Code::And_rm32_imm8, Register::EAX, 1i32),
            [
                Exact("AND32ri8", 1, 1),
                Exact("AND32ri8", 1, 1),
                Exact("AND32ri8", 1, 1),
                Exact("AND32ri8", 1, 1),
                Exact("AND32ri8", 1, 1),
            ],
        ),
        // andq %rdx, %rax
        (
            i2(Code::And_rm64_r64, Register::RAX, Register::RDX),
            [
                Exact("AND64rr", 1, 1),
                Exact("AND64rr", 1, 1),
                Exact("AND64rr", 1, 1),
                Exact("AND64rr", 1, 1),
                Exact("AND64rr", 1, 1),
            ],
        ),
        // cltd
        (
            Instruction::with(Code::Cdq),
            [
                Exact("CDQ", 1, 1),
                Exact("CDQ", 1, 1),
                Exact("CDQ", 1, 1),
                Exact("CDQ", 1, 1),
                Exact("CDQ", 1, 1),
            ],
        ),
        // cmpq $8, %rdx
        (
            i2(Code::Cmp_rm64_imm8, Register::RDX, 8i32),
            [
                Exact("CMP64ri8", 1, 1),
                Exact("CMP64ri8", 1, 1),
                Exact("CMP64ri8", 1, 1),
                Exact("CMP64ri8", 1, 1),
                Exact("CMP64ri8", 1, 1),
            ],
        ),
        // cmpq %r9, %rax
        (
            i2(Code::Cmp_rm64_r64, Register::RAX, Register::R9),
            [
                Exact("CMP64rr", 1, 1),
                Exact("CMP64rr", 1, 1),
                Exact("CMP64rr", 1, 1),
                Exact("CMP64rr", 1, 1),
                Exact("CMP64rr", 1, 1),
            ],
        ),
        // cvtsi2sd %rax, %xmm1
        (
            i2(Code::Cvtsi2sd_xmm_rm64, Register::XMM1, Register::RAX),
            [
                Exact("CVTSI642SDrr_Int", 10, 2),
                Exact("CVTSI642SDrr_Int", 5, 2),
                Exact("CVTSI642SDrr_Int", 4, 2),
                Exact("CVTSI642SDrr_Int", 4, 2),
                Exact("CVTSI642SDrr_Int", 4, 2),
            ],
        ),
        // divq %rsi
        (
            i1(Code::Div_rm64, Register::RSI),
            [
                Exact("DIV64r", 41, 2),
                Exact("DIV64r", 76, 32),
                Exact("DIV64r", 17, 2),
                Exact("DIV64r", 98, 32),
                Exact("DIV64r", 25, 1),
            ],
        ),
        // divsd %xmm1, %xmm0
        (
            i2(Code::Divsd_xmm_xmmm64, Register::XMM0, Register::XMM1),
            [
                Exact("DIVSDrr_Int", 19, 1),
                Exact("DIVSDrr_Int", 14, 1),
                Exact("DIVSDrr_Int", 13, 1),
                Exact("DIVSDrr_Int", 20, 1),
                Exact("DIVSDrr_Int", 22, 1),
            ],
        ),
        // idivl %ecx
        (
            i1(Code::Idiv_rm32, Register::ECX),
            [
                Exact("IDIV32r", 25, 2),
                Exact("IDIV32r", 102, 66),
                Exact("IDIV32r", 13, 2),
                Exact("IDIV32r", 112, 66),
                Exact("IDIV32r", 25, 1),
            ],
        ),
        // imull %edi, %esi
        (
            i2(Code::Imul_r32_rm32, Register::ESI, Register::EDI),
            [
                Exact("IMUL32rr", 3, 1),
                Exact("IMUL32rr", 3, 1),
                Exact("IMUL32rr", 3, 1),
                Exact("IMUL32rr", 3, 1),
                Exact("IMUL32rr", 3, 1),
            ],
        ),
        // imulq %r12, %r13
        (
            i2(Code::Imul_r64_rm64, Register::R13, Register::R12),
            [
                Exact("IMUL64rr", 6, 1),
                Exact("IMUL64rr", 3, 1),
                Exact("IMUL64rr", 3, 1),
                Exact("IMUL64rr", 3, 1),
                Exact("IMUL64rr", 3, 1),
            ],
        ),
        // incq %rax
        (
            i1(Code::Inc_rm64, Register::RAX),
            [
                Exact("INC64r", 1, 1),
                Exact("INC64r", 1, 1),
                Exact("INC64r", 1, 1),
                Exact("INC64r", 1, 1),
                Exact("INC64r", 1, 1),
            ],
        ),
        // jae .LBB0_4
        (
            br(Code::Jae_rel8_64),
            [
                Exact("JCC_1", 1, 1),
                Exact("JCC_1", 1, 1),
                Exact("JCC_1", 1, 1),
                Exact("JCC_1", 1, 1),
                Exact("JCC_1", 1, 1),
            ],
        ),
        // jne .Lloop
        (
            br(Code::Jne_rel8_64),
            [
                Exact("JCC_1", 1, 1),
                Exact("JCC_1", 1, 1),
                Exact("JCC_1", 1, 1),
                Exact("JCC_1", 1, 1),
                Exact("JCC_1", 1, 1),
            ],
        ),
        // jle .LBB0_3
        (
            br(Code::Jle_rel32_64),
            [Resolves, Resolves, Resolves, Resolves, Resolves],
        ),
        // jmp .LBB0_3
        (
            br(Code::Jmp_rel8_64),
            [
                Exact("JMP_1", 1, 1),
                Exact("JMP_1", 1, 1),
                Exact("JMP_1", 1, 1),
                Exact("JMP_1", 1, 1),
                Exact("JMP_1", 1, 1),
            ],
        ),
        // leaq 1(%rsi,%rdi), %r8
        (
            i2(
                Code::Lea_r64_m,
                Register::R8,
                m(Register::RSI, Register::RDI, 1, 1),
            ),
            [
                Exact("LEA64r", 2, 1),
                Exact("LEA64r", 1, 1),
                Exact("LEA64r", 2, 2),
                Exact("LEA64r", 1, 1),
                Exact("LEA64r", 1, 1),
            ],
        ),
        // lfence
        (
            Instruction::with(Code::Lfence),
            [
                Exact("LFENCE", 1, 1),
                Exact("LFENCE", 2, 2),
                Exact("LFENCE", 1, 1),
                Exact("LFENCE", 2, 2),
                Exact("LFENCE", 1, 2),
            ],
        ),
        // mfence
        (
            Instruction::with(Code::Mfence),
            [
                Exact("MFENCE", 1, 1),
                Exact("MFENCE", 1, 2),
                Exact("MFENCE", 1, 1),
                Exact("MFENCE", 1, 2),
                Exact("MFENCE", 1, 2),
            ],
        ),
        // sfence
        (
            Instruction::with(Code::Sfence),
            [
                Exact("SFENCE", 1, 1),
                Exact("SFENCE", 1, 2),
                Exact("SFENCE", 1, 1),
                Exact("SFENCE", 1, 2),
                Exact("SFENCE", 1, 2),
            ],
        ),
        // lock cmpxchgq %rcx, 8(%rdi)
        (
            lock(i2(
                Code::Cmpxchg_rm64_r64,
                m(Register::RDI, Register::None, 1, 8),
                Register::RCX,
            )),
            [
                Exact("CMPXCHG64rm", 17, 6),
                Exact("CMPXCHG64rm", 8, 6),
                Exact("CMPXCHG64rm", 3, 6),
                Exact("CMPXCHG64rm", 9, 6),
                Exact("CMPXCHG64rm", 8, 6),
            ],
        ),
        // lock incl 16(%rdi)
        (
            lock(i1(Code::Inc_rm32, m(Register::RDI, Register::None, 1, 16))),
            [
                Exact("INC32m", 19, 1),
                Exact("INC32m", 7, 3),
                Exact("INC32m", 6, 1),
                Exact("INC32m", 7, 3),
                Exact("INC32m", 7, 3),
            ],
        ),
        // lock xaddq %rax, (%rdi)
        (
            lock(i2(
                Code::Xadd_rm64_r64,
                m(Register::RDI, Register::None, 1, 0),
                Register::RAX,
            )),
            [
                Exact("XADD64rm", 16, 4),
                Exact("XADD64rm", 7, 5),
                Exact("XADD64rm", 5, 1),
                Exact("XADD64rm", 8, 5),
                Exact("XADD64rm", 8, 5),
            ],
        ),
        // lzcntq %rsi, %rcx
        (
            i2(Code::Lzcnt_r64_rm64, Register::RCX, Register::RSI),
            [
                Exact("LZCNT64rr", 1, 1),
                Exact("LZCNT64rr", 3, 1),
                Exact("LZCNT64rr", 1, 1),
                Exact("LZCNT64rr", 3, 1),
                Exact("LZCNT64rr", 3, 1),
            ],
        ),
        // movabsq $9223372036854775800, %rax
        (
            i2(Code::Mov_r64_imm64, Register::RAX, 9223372036854775800u64),
            [
                Exact("MOV64ri", 1, 1),
                Exact("MOV64ri", 1, 1),
                Exact("MOV64ri", 1, 1),
                Exact("MOV64ri", 1, 1),
                Exact("MOV64ri", 1, 1),
            ],
        ),
        // movaps %xmm0, %xmm1
        (
            i2(Code::Movaps_xmm_xmmm128, Register::XMM1, Register::XMM0),
            [
                Exact("MOVAPSrr", 1, 1),
                Exact("MOVAPSrr", 1, 1),
                Exact("MOVAPSrr", 0, 1),
                Exact("MOVAPSrr", 1, 1),
                Exact("MOVAPSrr", 1, 1),
            ],
        ),
        // movb %dl, %al
        (
            i2(Code::Mov_rm8_r8, Register::AL, Register::DL),
            [
                Exact("MOV8rr", 1, 1),
                Exact("MOV8rr", 1, 1),
                Exact("MOV8rr", 1, 1),
                Exact("MOV8rr", 1, 1),
                Exact("MOV8rr", 1, 1),
            ],
        ),
        // movd %edx, %xmm2
        (
            i2(Code::Movd_xmm_rm32, Register::XMM2, Register::EDX),
            [
                Exact("MOVDI2PDIrr", 8, 2),
                Exact("MOVDI2PDIrr", 1, 1),
                Exact("MOVDI2PDIrr", 1, 1),
                Exact("MOVDI2PDIrr", 1, 1),
                Exact("MOVDI2PDIrr", 1, 1),
            ],
        ),
        // movd %xmm2, %eax
        (
            i2(Code::Movd_rm32_xmm, Register::EAX, Register::XMM2),
            [
                Exact("MOVPDI2DIrr", 4, 1),
                Exact("MOVPDI2DIrr", 2, 1),
                Exact("MOVPDI2DIrr", 1, 1),
                Exact("MOVPDI2DIrr", 1, 1),
                Exact("MOVPDI2DIrr", 2, 1),
            ],
        ),
        // movdqa .LCPI0_0(%rip), %xmm0
        (
            i2(
                Code::Movdqa_xmm_xmmm128,
                Register::XMM0,
                m(Register::RIP, Register::None, 1, 0),
            ),
            [
                Exact("MOVDQArm", 5, 1),
                Exact("MOVDQArm", 6, 1),
                Exact("MOVDQArm", 8, 1),
                Exact("MOVDQArm", 6, 1),
                Exact("MOVDQArm", 6, 1),
            ],
        ),
        // movl $-1, %eax
        (
            i2(Code::Mov_r32_imm32, Register::EAX, -1i32),
            [
                Exact("MOV32ri", 1, 1),
                Exact("MOV32ri", 1, 1),
                Exact("MOV32ri", 1, 1),
                Exact("MOV32ri", 1, 1),
                Exact("MOV32ri", 1, 1),
            ],
        ),
        // movl %eax, %ecx
        (
            i2(Code::Mov_rm32_r32, Register::ECX, Register::EAX),
            [
                Exact("MOV32rr", 1, 1),
                Exact("MOV32rr", 1, 1),
                Exact("MOV32rr", 0, 1),
                Exact("MOV32rr", 1, 1),
                Exact("MOV32rr", 1, 1),
            ],
        ),
        // movq $1, %rcx
        (
            i2(Code::Mov_rm64_imm32, Register::RCX, 1i32),
            [
                Exact("MOV64ri32", 1, 1),
                Exact("MOV64ri32", 1, 1),
                Exact("MOV64ri32", 1, 1),
                Exact("MOV64ri32", 1, 1),
                Exact("MOV64ri32", 1, 1),
            ],
        ),
        // movq %r8, 16(%rsi,%rax,8)
        (
            i2(
                Code::Mov_rm64_r64,
                m(Register::RSI, Register::RAX, 8, 16),
                Register::R8,
            ),
            [
                Exact("MOV64mr", 1, 1),
                Exact("MOV64mr", 1, 1),
                Exact("MOV64mr", 1, 1),
                Exact("MOV64mr", 1, 1),
                Exact("MOV64mr", 1, 1),
            ],
        ),
        // movq %rax, %rbx
        (
            i2(Code::Mov_rm64_r64, Register::RBX, Register::RAX),
            [Resolves, Resolves, Resolves, Resolves, Resolves],
        ),
        // movq (%rdi), %rbx
        (
            i2(
                Code::Mov_r64_rm64,
                Register::RBX,
                m(Register::RDI, Register::None, 1, 0),
            ),
            [
                Exact("MOV64rm", 3, 1),
                Exact("MOV64rm", 5, 1),
                Exact("MOV64rm", 5, 1),
                Exact("MOV64rm", 5, 1),
                Exact("MOV64rm", 5, 1),
            ],
        ),
        // movslq (%rdi,%rcx,4), %rdx
        (
            i2(
                Code::Movsxd_r64_rm32,
                Register::RDX,
                m(Register::RDI, Register::RCX, 4, 0),
            ),
            [
                Exact("MOVSX64rm32", 3, 1),
                Exact("MOVSX64rm32", 5, 1),
                Exact("MOVSX64rm32", 5, 1),
                Exact("MOVSX64rm32", 5, 1),
                Exact("MOVSX64rm32", 5, 1),
            ],
        ),
        // movss %xmm1, (%rsi,%rax,4)
        (
            i2(
                Code::Movss_xmmm32_xmm,
                m(Register::RSI, Register::RAX, 4, 0),
                Register::XMM1,
            ),
            [
                Exact("MOVSSmr", 2, 1),
                Exact("MOVSSmr", 1, 2),
                Exact("MOVSSmr", 1, 1),
                Exact("MOVSSmr", 1, 2),
                Exact("MOVSSmr", 1, 1),
            ],
        ),
        // movss (%rdi,%rax,4), %xmm1
        (
            i2(
                Code::Movss_xmm_xmmm32,
                Register::XMM1,
                m(Register::RDI, Register::RAX, 4, 0),
            ),
            [
                Exact("MOVSSrm", 5, 1),
                Exact("MOVSSrm", 5, 1),
                Exact("MOVSSrm", 8, 1),
                Exact("MOVSSrm", 5, 1),
                Exact("MOVSSrm", 6, 1),
            ],
        ),
        // movups %xmm2, (%rsi,%rcx,4)
        (
            i2(
                Code::Movups_xmmm128_xmm,
                m(Register::RSI, Register::RCX, 4, 0),
                Register::XMM2,
            ),
            [
                Exact("MOVUPSmr", 1, 1),
                Exact("MOVUPSmr", 1, 2),
                Exact("MOVUPSmr", 1, 1),
                Exact("MOVUPSmr", 1, 2),
                Exact("MOVUPSmr", 1, 1),
            ],
        ),
        // movups (%rdi,%rcx,4), %xmm2
        (
            i2(
                Code::Movups_xmm_xmmm128,
                Register::XMM2,
                m(Register::RDI, Register::RCX, 4, 0),
            ),
            [
                Exact("MOVUPSrm", 5, 1),
                Exact("MOVUPSrm", 6, 1),
                Exact("MOVUPSrm", 8, 1),
                Exact("MOVUPSrm", 6, 1),
                Exact("MOVUPSrm", 6, 1),
            ],
        ),
        // movzbl (%rdi,%rcx), %edx
        (
            i2(
                Code::Movzx_r32_rm8,
                Register::EDX,
                m(Register::RDI, Register::RCX, 1, 0),
            ),
            [
                Exact("MOVZX32rm8", 3, 1),
                Exact("MOVZX32rm8", 5, 1),
                Exact("MOVZX32rm8", 5, 1),
                Exact("MOVZX32rm8", 5, 1),
                Exact("MOVZX32rm8", 5, 1),
            ],
        ),
        // mulps %xmm1, %xmm2
        (
            i2(Code::Mulps_xmm_xmmm128, Register::XMM2, Register::XMM1),
            [
                Exact("MULPSrr", 2, 1),
                Exact("MULPSrr", 4, 1),
                Exact("MULPSrr", 3, 1),
                Exact("MULPSrr", 5, 1),
                Exact("MULPSrr", 5, 1),
            ],
        ),
        // mulss %xmm0, %xmm1
        (
            i2(Code::Mulss_xmm_xmmm32, Register::XMM1, Register::XMM0),
            [
                Exact("MULSSrr_Int", 2, 1),
                Exact("MULSSrr_Int", 4, 1),
                Exact("MULSSrr_Int", 3, 1),
                Exact("MULSSrr_Int", 5, 1),
                Exact("MULSSrr_Int", 5, 1),
            ],
        ),
        // negl %eax
        (
            i1(Code::Neg_rm32, Register::EAX),
            [
                Exact("NEG32r", 1, 1),
                Exact("NEG32r", 1, 1),
                Exact("NEG32r", 1, 1),
                Exact("NEG32r", 1, 1),
                Exact("NEG32r", 1, 1),
            ],
        ),
        // notl %eax
        (
            i1(Code::Not_rm32, Register::EAX),
            [
                Exact("NOT32r", 1, 1),
                Exact("NOT32r", 1, 1),
                Exact("NOT32r", 1, 1),
                Exact("NOT32r", 1, 1),
                Exact("NOT32r", 1, 1),
            ],
        ),
        // pand %xmm0, %xmm2
        (
            i2(Code::Pand_xmm_xmmm128, Register::XMM2, Register::XMM0),
            [
                Exact("PANDrr", 1, 1),
                Exact("PANDrr", 1, 1),
                Exact("PANDrr", 1, 1),
                Exact("PANDrr", 1, 1),
                Exact("PANDrr", 1, 1),
            ],
        ),
        // pcmpeqd %xmm0, %xmm2
        (
            i2(Code::Pcmpeqd_xmm_xmmm128, Register::XMM2, Register::XMM0),
            [
                Exact("PCMPEQDrr", 1, 1),
                Exact("PCMPEQDrr", 1, 1),
                Exact("PCMPEQDrr", 1, 1),
                Exact("PCMPEQDrr", 1, 1),
                Exact("PCMPEQDrr", 1, 1),
            ],
        ),
        // pcmpeqd %xmm2, %xmm2
        (
            i2(Code::Pcmpeqd_xmm_xmmm128, Register::XMM2, Register::XMM2),
            [
                Exact("PCMPEQDrr", 1, 1),
                Exact("PCMPEQDrr", 1, 1),
                Exact("PCMPEQDrr", 1, 1),
                Exact("PCMPEQDrr", 1, 1),
                Exact("PCMPEQDrr", 1, 1),
            ],
        ),
        // popcntq %rdi, %rax
        (
            i2(Code::Popcnt_r64_rm64, Register::RAX, Register::RDI),
            [
                Exact("POPCNT64rr", 1, 1),
                Exact("POPCNT64rr", 3, 1),
                Exact("POPCNT64rr", 1, 1),
                Exact("POPCNT64rr", 3, 1),
                Exact("POPCNT64rr", 3, 1),
            ],
        ),
        // pshufd $0, %xmm2, %xmm2
        (
            i3(
                Code::Pshufd_xmm_xmmm128_imm8,
                Register::XMM2,
                Register::XMM2,
                0i32,
            ),
            [
                Exact("PSHUFDri", 1, 1),
                Exact("PSHUFDri", 1, 1),
                Exact("PSHUFDri", 1, 1),
                Exact("PSHUFDri", 1, 1),
                Exact("PSHUFDri", 1, 1),
            ],
        ),
        // pshufd $238, %xmm2, %xmm3
        (
            i3(
                Code::Pshufd_xmm_xmmm128_imm8,
                Register::XMM3,
                Register::XMM2,
                238i32,
            ),
            [
                Exact("PSHUFDri", 1, 1),
                Exact("PSHUFDri", 1, 1),
                Exact("PSHUFDri", 1, 1),
                Exact("PSHUFDri", 1, 1),
                Exact("PSHUFDri", 1, 1),
            ],
        ),
        // pxor %xmm1, %xmm1
        (
            i2(Code::Pxor_xmm_xmmm128, Register::XMM1, Register::XMM1),
            [
                Exact("PXORrr", 0, 1),
                Exact("PXORrr", 0, 1),
                Exact("PXORrr", 1, 1),
                Exact("PXORrr", 0, 1),
                Exact("PXORrr", 0, 1),
            ],
        ),
        // pxor %xmm2, %xmm3
        (
            i2(Code::Pxor_xmm_xmmm128, Register::XMM3, Register::XMM2),
            [
                Exact("PXORrr", 1, 1),
                Exact("PXORrr", 1, 1),
                Exact("PXORrr", 1, 1),
                Exact("PXORrr", 1, 1),
                Exact("PXORrr", 1, 1),
            ],
        ),
        // retq
        (
            Instruction::with(Code::Retnq),
            [
                Exact("RET64", 4, 1),
                Exact("RET64", 7, 3),
                Exact("RET64", 5, 1),
                Exact("RET64", 7, 3),
                Exact("RET64", 1, 1),
            ],
        ),
        // sarl $31, %eax
        (
            i2(Code::Sar_rm32_imm8, Register::EAX, 31i32),
            [
                Exact("SAR32ri", 1, 1),
                Exact("SAR32ri", 1, 1),
                Exact("SAR32ri", 1, 1),
                Exact("SAR32ri", 1, 1),
                Exact("SAR32ri", 1, 1),
            ],
        ),
        // shll $26, %eax
        (
            i2(Code::Shl_rm32_imm8, Register::EAX, 26i32),
            [
                Exact("SHL32ri", 1, 1),
                Exact("SHL32ri", 1, 1),
                Exact("SHL32ri", 1, 1),
                Exact("SHL32ri", 1, 1),
                Exact("SHL32ri", 1, 1),
            ],
        ),
        // shlq $3, %rax
        (
            i2(Code::Shl_rm64_imm8, Register::RAX, 3i32),
            [
                Exact("SHL64ri", 1, 1),
                Exact("SHL64ri", 1, 1),
                Exact("SHL64ri", 1, 1),
                Exact("SHL64ri", 1, 1),
                Exact("SHL64ri", 1, 1),
            ],
        ),
        // shrl $6, %r8d
        (
            i2(Code::Shr_rm32_imm8, Register::R8D, 6i32),
            [
                Exact("SHR32ri", 1, 1),
                Exact("SHR32ri", 1, 1),
                Exact("SHR32ri", 1, 1),
                Exact("SHR32ri", 1, 1),
                Exact("SHR32ri", 1, 1),
            ],
        ),
        // shrl %r8d
        (
            i2(Code::Shr_rm32_1, Register::R8D, 1i32),
            [
                Exact("SHR32r1", 1, 1),
                Exact("SHR32r1", 1, 1),
                Exact("SHR32r1", 1, 1),
                Exact("SHR32r1", 1, 1),
                Exact("SHR32r1", 1, 1),
            ],
        ),
        // shufps $0, %xmm0, %xmm1
        (
            i3(
                Code::Shufps_xmm_xmmm128_imm8,
                Register::XMM1,
                Register::XMM0,
                0i32,
            ),
            [
                Exact("SHUFPSrri", 1, 1),
                Exact("SHUFPSrri", 1, 1),
                Exact("SHUFPSrri", 1, 1),
                Exact("SHUFPSrri", 1, 1),
                Exact("SHUFPSrri", 1, 1),
            ],
        ),
        // sqrtsd %xmm0, %xmm2
        (
            i2(Code::Sqrtsd_xmm_xmmm64, Register::XMM2, Register::XMM0),
            [
                Exact("SQRTSDr_Int", 27, 1),
                Exact("SQRTSDr_Int", 18, 1),
                Exact("SQRTSDr_Int", 21, 1),
                Exact("SQRTSDr_Int", 16, 1),
                Exact("SQRTSDr_Int", 21, 1),
            ],
        ),
        // subq %r10, %r11
        (
            i2(Code::Sub_rm64_r64, Register::R11, Register::R10),
            [
                Exact("SUB64rr", 1, 1),
                Exact("SUB64rr", 1, 1),
                Exact("SUB64rr", 1, 1),
                Exact("SUB64rr", 1, 1),
                Exact("SUB64rr", 1, 1),
            ],
        ),
        // subq %rbx, %rbx
        (
            i2(Code::Sub_rm64_r64, Register::RBX, Register::RBX),
            [
                Exact("SUB64rr", 0, 1),
                Exact("SUB64rr", 0, 1),
                Exact("SUB64rr", 0, 1),
                Exact("SUB64rr", 0, 1),
                Exact("SUB64rr", 0, 1),
            ],
        ),
        // testq %rdx, %rdx
        (
            i2(Code::Test_rm64_r64, Register::RDX, Register::RDX),
            [
                Exact("TEST64rr", 1, 1),
                Exact("TEST64rr", 1, 1),
                Exact("TEST64rr", 1, 1),
                Exact("TEST64rr", 1, 1),
                Exact("TEST64rr", 1, 1),
            ],
        ),
        // vaddps %xmm0, %xmm1, %xmm2
        (
            i3(
                Code::VEX_Vaddps_xmm_xmm_xmmm128,
                Register::XMM2,
                Register::XMM1,
                Register::XMM0,
            ),
            [
                Exact("VADDPSrr", 3, 1),
                Exact("VADDPSrr", 4, 1),
                Exact("VADDPSrr", 3, 1),
                Exact("VADDPSrr", 3, 1),
                Exact("VADDPSrr", 3, 1),
            ],
        ),
        // vfmadd213ps %ymm4, %ymm5, %ymm6
        (
            i3(
                Code::VEX_Vfmadd213ps_ymm_ymm_ymmm256,
                Register::YMM6,
                Register::YMM5,
                Register::YMM4,
            ),
            [
                Unsupported,
                Exact("VFMADD213PSYr", 4, 1),
                Exact("VFMADD213PSYr", 4, 1),
                Exact("VFMADD213PSYr", 5, 1),
                Exact("VFMADD213PSYr", 5, 1),
            ],
        ),
        // vfmadd231ps (%rdi,%rax,4), %ymm2, %ymm0
        (
            i3(
                Code::VEX_Vfmadd231ps_ymm_ymm_ymmm256,
                Register::YMM0,
                Register::YMM2,
                m(Register::RDI, Register::RAX, 4, 0),
            ),
            [
                Unsupported,
                Exact("VFMADD231PSYm", 11, 2),
                Exact("VFMADD231PSYm", 11, 1),
                Exact("VFMADD231PSYm", 12, 2),
                Exact("VFMADD231PSYm", 10, 2),
            ],
        ),
        // vhaddps %xmm2, %xmm2, %xmm3
        (
            i3(
                Code::VEX_Vhaddps_xmm_xmm_xmmm128,
                Register::XMM3,
                Register::XMM2,
                Register::XMM2,
            ),
            [
                Exact("VHADDPSrr", 4, 1),
                Exact("VHADDPSrr", 6, 3),
                Exact("VHADDPSrr", 6, 4),
                Exact("VHADDPSrr", 5, 3),
                Exact("VHADDPSrr", 5, 3),
            ],
        ),
        // vmovups (%rsi,%rax,4), %ymm2
        (
            i2(
                Code::VEX_Vmovups_ymm_ymmm256,
                Register::YMM2,
                m(Register::RSI, Register::RAX, 4, 0),
            ),
            [
                Resolves,
                Exact("VMOVUPSYrm", 7, 1),
                Exact("VMOVUPSYrm", 8, 1),
                Exact("VMOVUPSYrm", 7, 1),
                Exact("VMOVUPSYrm", 7, 1),
            ],
        ),
        // vmulps %xmm0, %xmm1, %xmm2
        (
            i3(
                Code::VEX_Vmulps_xmm_xmm_xmmm128,
                Register::XMM2,
                Register::XMM1,
                Register::XMM0,
            ),
            [
                Exact("VMULPSrr", 2, 1),
                Exact("VMULPSrr", 4, 1),
                Exact("VMULPSrr", 3, 1),
                Exact("VMULPSrr", 5, 1),
                Exact("VMULPSrr", 5, 1),
            ],
        ),
        // vmulps %xmm2, %xmm2, %xmm3
        (
            i3(
                Code::VEX_Vmulps_xmm_xmm_xmmm128,
                Register::XMM3,
                Register::XMM2,
                Register::XMM2,
            ),
            [
                Exact("VMULPSrr", 2, 1),
                Exact("VMULPSrr", 4, 1),
                Exact("VMULPSrr", 3, 1),
                Exact("VMULPSrr", 5, 1),
                Exact("VMULPSrr", 5, 1),
            ],
        ),
        // vsubps %xmm3, %xmm0, %xmm0
        (
            i3(
                Code::VEX_Vsubps_xmm_xmm_xmmm128,
                Register::XMM0,
                Register::XMM0,
                Register::XMM3,
            ),
            [
                Exact("VSUBPSrr", 3, 1),
                Exact("VSUBPSrr", 4, 1),
                Exact("VSUBPSrr", 3, 1),
                Exact("VSUBPSrr", 3, 1),
                Exact("VSUBPSrr", 3, 1),
            ],
        ),
        // vxorps %xmm0, %xmm0, %xmm0
        (
            i3(
                Code::VEX_Vxorps_xmm_xmm_xmmm128,
                Register::XMM0,
                Register::XMM0,
                Register::XMM0,
            ),
            [
                Exact("VXORPSrr", 0, 1),
                Exact("VXORPSrr", 0, 1),
                Exact("VXORPSrr", 0, 1),
                Exact("VXORPSrr", 0, 1),
                Exact("VXORPSrr", 0, 1),
            ],
        ),
        // xchgq %rdx, 24(%rdi)
        (
            i2(
                Code::Xchg_rm64_r64,
                m(Register::RDI, Register::None, 1, 24),
                Register::RDX,
            ),
            [
                Exact("XCHG64rm", 16, 3),
                Exact("XCHG64rm", 10, 8),
                Exact("XCHG64rm", 6, 2),
                Exact("XCHG64rm", 9, 6),
                Exact("XCHG64rm", 6, 3),
            ],
        ),
        // xorl %eax, %eax
        (
            i2(Code::Xor_rm32_r32, Register::EAX, Register::EAX),
            [
                Exact("XOR32rr", 0, 1),
                Exact("XOR32rr", 0, 1),
                Exact("XOR32rr", 0, 1),
                Exact("XOR32rr", 0, 1),
                Exact("XOR32rr", 0, 1),
            ],
        ),
        // xorl %eax, %edx
        (
            i2(Code::Xor_rm32_r32, Register::EDX, Register::EAX),
            [
                Exact("XOR32rr", 1, 1),
                Exact("XOR32rr", 1, 1),
                Exact("XOR32rr", 1, 1),
                Exact("XOR32rr", 1, 1),
                Exact("XOR32rr", 1, 1),
            ],
        ),
        // xorl %r8d, %eax
        (
            i2(Code::Xor_rm32_r32, Register::EAX, Register::R8D),
            [
                Exact("XOR32rr", 1, 1),
                Exact("XOR32rr", 1, 1),
                Exact("XOR32rr", 1, 1),
                Exact("XOR32rr", 1, 1),
                Exact("XOR32rr", 1, 1),
            ],
        ),
    ]
}

fn model_for(cpu: &str) -> &'static SchedModel {
    match lookup_cpu(cpu) {
        CpuLookup::Model(id) => embedded_model(id).unwrap_or_else(|e| panic!("{cpu}: {e}")),
        other => panic!("{cpu}: {other:?}"),
    }
}

#[test]
fn corpus_kernel_instructions_resolve_on_corpus_cpus() {
    let mut failures = Vec::new();
    for (instr, expects) in kernel_table() {
        for (cpu, expect) in CORPUS_CPUS.iter().zip(expects.iter()) {
            let model = model_for(cpu);
            let found = model.lookup(&instr);
            let what = format!("{cpu}: {:?} [{}]", instr.code(), SchedVariant::of(&instr));
            match (expect, found) {
                (Unsupported, None) => {}
                (Unsupported, Some(f)) => {
                    failures.push(format!("{what}: expected unsupported, got {}", f.opcode))
                }
                (Resolves, Some(_)) => {}
                (Exact(op, lat, uops), Some(f)) => {
                    if f.opcode != *op || f.latency != *lat || f.uops != *uops {
                        failures.push(format!(
                            "{what}: expected {op} lat {lat} uops {uops}, got {} lat {} uops {}",
                            f.opcode, f.latency, f.uops
                        ));
                    }
                }
                (_, None) => failures.push(format!("{what}: no scheduling data")),
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_embedded_model_parses_and_round_trips() {
    for id in ModelId::ALL {
        let Some(text) = embedded::embedded_json(id) else {
            continue;
        };
        let model = embedded_model(id).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(model.name, id.name());
        assert!(model.dispatch_width > 0);
        assert!(!model.resources.is_empty());
        assert!(!model.instrs.is_empty());
        // The file is exactly what the schema writes (deterministic, compact).
        assert_eq!(
            model.to_json(),
            text,
            "{}: file is not in canonical form",
            id.name()
        );
    }
}

#[test]
fn bundled_models_cover_the_required_cpus() {
    for cpu in [
        "btver2",
        "skylake",
        "skylake-avx512",
        "haswell",
        "ivybridge",
        "sandybridge",
        "icelake-client",
        "rocketlake",
        "alderlake",
        "znver3",
        "znver4",
    ] {
        model_for(cpu);
    }
}

#[test]
fn model_facts_match_llvm_mca_statistics() {
    // Dispatch width and ROB size as printed by -all-stats (corpus cpus.md).
    for (cpu, width, rob) in [
        ("btver2", 2, 64),
        ("skylake", 6, 224),
        ("znver3", 6, 256),
        ("haswell", 4, 192),
        ("ivybridge", 4, 168),
    ] {
        let m = model_for(cpu);
        assert_eq!(
            (m.dispatch_width, m.micro_op_buffer_size),
            (width, rob),
            "{cpu}"
        );
    }
    let bt = model_for("btver2");
    let jfpu01 = &bt.resources[bt.resource_index("JFPU01").expect("JFPU01") as usize];
    assert_eq!((jfpu01.units, jfpu01.buffer_size), (2, 18));
    assert_eq!(jfpu01.members, ["JFPU0", "JFPU1"]);
    let files: Vec<(&str, u32)> = bt
        .register_files
        .iter()
        .map(|f| (f.name.as_str(), f.physical_registers))
        .collect();
    assert_eq!(files, [("JFpuPRF", 72), ("JIntegerPRF", 64)]);
    let zn3 = model_for("znver3");
    let fp = &zn3.resources[zn3.resource_index("Zn3FP").expect("Zn3FP") as usize];
    assert_eq!(
        fp.members,
        ["Zn3FP0", "Zn3FP2", "Zn3FP1", "Zn3FP3", "Zn3FP45", "Zn3FP45"]
    );
}

#[test]
fn resource_uses_follow_the_full_table() {
    // vmulps %xmm0, %xmm1, %xmm2 on btver2: `JFPM,JFPU1,JFPU01,JFPX`, latency 2.
    let bt = model_for("btver2");
    let i = i3(
        Code::VEX_Vmulps_xmm_xmm_xmmm128,
        Register::XMM2,
        Register::XMM1,
        Register::XMM0,
    );
    let f = bt.lookup(&i).expect("vmulps");
    let names: Vec<&str> = f
        .resources
        .iter()
        .map(|u| bt.resources[u.resource as usize].name.as_str())
        .collect();
    assert_eq!(names, ["JFPM", "JFPU1", "JFPU01", "JFPX"]);
    assert!(f
        .resources
        .iter()
        .all(|u| (u.acquire_at, u.release_at) == (0, 1)));
    assert_eq!(
        (f.opcode, f.latency, f.rthroughput),
        ("VMULPSrr", 2, Some(1.0))
    );
}

#[test]
fn variants_distinguish_idioms_and_forms() {
    let skl = model_for("skylake");
    let zero = i2(Code::Xor_rm32_r32, Register::EAX, Register::EAX);
    let plain = i2(Code::Xor_rm32_r32, Register::EDX, Register::EAX);
    assert!(SchedVariant::of(&zero).same_regs);
    assert!(!SchedVariant::of(&plain).same_regs);
    assert_eq!(skl.lookup(&zero).expect("xor same").latency, 0);
    assert_eq!(skl.lookup(&plain).expect("xor").latency, 1);
    // VEX three-operand: the destination is not a source.
    let vx = i3(
        Code::VEX_Vxorps_xmm_xmm_xmmm128,
        Register::XMM1,
        Register::XMM0,
        Register::XMM0,
    );
    assert!(SchedVariant::of(&vx).same_regs);
    // slow LEA on btver2: base + index + displacement.
    let bt = model_for("btver2");
    let slow = i2(
        Code::Lea_r64_m,
        Register::R8,
        m(Register::RSI, Register::RDI, 1, 1),
    );
    let fast = i2(
        Code::Lea_r64_m,
        Register::R8,
        m(Register::RSI, Register::RDI, 1, 0),
    );
    assert!(SchedVariant::of(&slow).slow_lea);
    assert_eq!(bt.lookup(&slow).expect("lea").latency, 2);
    assert_eq!(bt.lookup(&fast).expect("lea").latency, 1);
}

#[test]
fn variant_text_round_trips() {
    for text in [
        "r",
        "m",
        "r.same",
        "m.b.kz",
        "r.k.rc",
        "r.sae",
        "m.slowlea",
        "r.same.imm1",
        "m.lock",
    ] {
        let v: SchedVariant = text.parse().expect(text);
        assert_eq!(v.to_string(), text);
    }
    assert!("x".parse::<SchedVariant>().is_err());
    assert!("r.bogus".parse::<SchedVariant>().is_err());
    let v: SchedVariant = "r.same.imm1".parse().expect("parse");
    let fb: Vec<String> = v.fallbacks().map(|v| v.to_string()).collect();
    assert_eq!(fb, ["r.same.imm1", "r.same", "r.imm1", "r"]);
    let v: SchedVariant = "m.slowlea.lock".parse().expect("parse");
    let fb: Vec<String> = v.fallbacks().map(|v| v.to_string()).collect();
    assert_eq!(fb, ["m.slowlea.lock", "m.slowlea", "m.lock", "m"]);
    // The fixed fallback order is every mask, most flags kept first, then the higher mask.
    let mut masks: Vec<u8> = (0..16u8).collect();
    masks.sort_by_key(|m| (std::cmp::Reverse(m.count_ones()), std::cmp::Reverse(*m)));
    assert_eq!(masks, super::model::FALLBACK_KEEP);
    let v: SchedVariant = "r.same.slowlea.imm1.lock".parse().expect("parse");
    assert_eq!(v.fallbacks().count(), 16);
    // `imm0` is dropped where `imm1` would be.
    let v: SchedVariant = "m.imm0.lock".parse().expect("parse");
    assert_eq!(v.to_string(), "m.imm0.lock");
    let fb: Vec<String> = v.fallbacks().map(|v| v.to_string()).collect();
    assert_eq!(fb, ["m.imm0.lock", "m.imm0", "m.lock", "m"]);
}

#[test]
fn variant_of_a_zero_or_one_immediate() {
    use iced_x86::{Code, Instruction, Register};
    let of = |i: Instruction| SchedVariant::of(&i).to_string();
    let adc = |imm: i32| Instruction::with2(Code::Adc_rm32_imm8, Register::ECX, imm).expect("adc");
    assert_eq!(of(adc(0)), "r.imm0");
    assert_eq!(of(adc(1)), "r.imm1");
    assert_eq!(of(adc(2)), "r");
    // Not with the accumulator (llvm-mca 22 on Haswell: `adcl $0, %eax` is two micro-ops).
    let adc_eax = Instruction::with2(Code::Adc_rm32_imm8, Register::EAX, 0).expect("adc");
    assert_eq!(of(adc_eax), "r");
}

#[test]
fn schema_round_trips_through_serde() {
    let model = SchedModel {
        format: FORMAT_VERSION,
        name: "Tiny".into(),
        source: "test".into(),
        dispatch_width: 2,
        micro_op_buffer_size: 8,
        max_retire_per_cycle: 0,
        load_latency: Some(3),
        high_latency: None,
        load_queue_size: 4,
        store_queue_size: 0,
        resources: vec![
            ProcResourceDesc {
                name: "P0".into(),
                units: 1,
                buffer_size: -1,
                members: vec![],
                super_resource: None,
            },
            ProcResourceDesc {
                name: "P01".into(),
                units: 2,
                buffer_size: 8,
                members: vec!["P0".into(), "P0".into()],
                super_resource: Some("P0".into()),
            },
        ],
        register_files: vec![RegisterFileDesc {
            name: "PRF".into(),
            physical_registers: 16,
            classes: vec![RegisterClassCost {
                class: RegKind::Ymm,
                cost: 2,
                allow_move_elimination: true,
            }],
            max_moves_eliminated_per_cycle: 1,
            allow_zero_move_elimination_only: true,
        }],
        descs: vec![InstrSchedDesc {
            uops: 2,
            latency: 5,
            rthroughput: Some(0.5),
            bypass_latency: 5,
            may_load: true,
            may_store: false,
            has_side_effects: true,
            begin_group: true,
            end_group: false,
            retire_ooo: false,
            zero_idiom: false,
            dep_breaking: true,
            optimizable_move: false,
            renamed_writes: Some(2),
            resources: vec![ResourceUse {
                resource: 1,
                acquire_at: 1,
                release_at: 3,
            }],
            writes: vec![OperandLatency {
                operand: OperandRef::Implicit(Register::RDX),
                cycles: 4,
            }],
            reads: vec![OperandLatency {
                operand: OperandRef::Op(1),
                cycles: 5,
            }],
        }]
        .into(),
        opcodes: vec!["ADD64rm".into()].into(),
        instrs: [(
            "Add_r64_rm64".to_string(),
            [("m".parse().expect("m"), InstrRef { opcode: 0, desc: 0 })]
                .into_iter()
                .collect(),
        )]
        .into_iter()
        .collect(),
    };
    let text = model.to_json();
    let back = SchedModel::from_json(&text).expect("round trip");
    assert_eq!(back, model);
    assert!(text.contains(r#""writes":[["RDX",4]]"#), "{text}");
    assert!(text.contains(r#""Add_r64_rm64":{"m":[0,0]}"#), "{text}");
    assert!(
        text.contains("\n\"opcodes\":[\n\"ADD64rm\"\n],\n"),
        "{text}"
    );
    // The same text read as an embedded file: entries are parsed on lookup, with equal results.
    let lazy = SchedModel::from_embedded_json(Box::leak(text.clone().into_boxed_str()))
        .expect("lazy read");
    assert!(lazy.instrs.is_backed_by_lines() && lazy.descs.is_backed_by_lines());
    let i_lazy = i2(
        Code::Add_r64_rm64,
        Register::RAX,
        m(Register::RDI, Register::None, 1, 0),
    );
    assert_eq!(lazy.lookup(&i_lazy), back.lookup(&i_lazy));
    assert_eq!(lazy, model);
    let i = i2(
        Code::Add_r64_rm64,
        Register::RAX,
        m(Register::RDI, Register::None, 1, 0),
    );
    let f = back.lookup(&i).expect("lookup");
    assert_eq!(SchedModel::read_advance(&f, OperandRef::Op(1)), 5);
    assert_eq!(SchedModel::write_latency(&f, OperandRef::Op(0)), 5);
    assert_eq!(
        SchedModel::write_latency(&f, OperandRef::Implicit(Register::RDX)),
        4
    );
    assert!(back
        .lookup(&i2(Code::Add_r64_rm64, Register::RAX, Register::RBX))
        .is_none());
}

#[test]
fn embedded_models_read_lazily_agree_with_a_full_parse() {
    for id in ModelId::ALL {
        let Some(text) = embedded::embedded_json(id) else {
            continue;
        };
        let full = SchedModel::from_json(text).unwrap_or_else(|e| panic!("{e}"));
        let lazy = SchedModel::from_embedded_json(text).unwrap_or_else(|e| panic!("{e}"));
        let name = id.name();
        assert!(lazy.instrs.is_backed_by_lines(), "{name}: not read lazily");
        // The digest matched, so the bundled reading (which does not recompute it) is the same.
        let bundled = SchedModel::from_bundled_json(text).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            bundled.instrs.is_backed_by_lines(),
            "{name}: bundled not lazy"
        );
        assert_eq!(bundled, full, "{name}: bundled");
        assert_eq!(lazy.descs.len(), full.descs.len(), "{name}");
        assert_eq!(lazy.opcodes.len(), full.opcodes.len(), "{name}");
        assert_eq!(lazy.instrs.len(), full.instrs.len(), "{name}");
        // Every line parses on its own to what the full parse gives.
        for (i, d) in full.descs.iter().enumerate() {
            assert_eq!(lazy.descs.get(i), Some(d), "{name}: descriptor {i}");
        }
        for (i, o) in full.opcodes.iter().enumerate() {
            assert_eq!(lazy.opcodes.get(i), Some(o), "{name}: opcode {i}");
        }
        for (code, variants) in &full.instrs {
            assert_eq!(lazy.instrs.variants(code), Some(variants), "{name}: {code}");
        }
        assert!(lazy.instrs.variants("NoSuchCode").is_none());
        assert!(
            lazy.instrs.is_backed_by_lines(),
            "{name}: materialised by a lookup"
        );
        // And the whole tables, when walked, are the same.
        assert_eq!(lazy, full, "{name}");
    }
}

#[test]
fn edited_embedded_files_are_parsed_in_full() {
    let text = embedded::embedded_json(ModelId::BtVer2).expect("btver2");
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    // A table line edited by hand (still valid): the digest no longer matches, so the file is
    // parsed and checked in full, and the edit is seen.
    let pos = text.find("\"latency\":").expect("a latency");
    let edited = format!("{}\"latency\":9{}", &text[..pos], &text[pos + 11..]);
    assert_ne!(edited, text);
    let m = SchedModel::from_embedded_json(leak(edited)).expect("still a valid model");
    assert!(!m.instrs.is_backed_by_lines());
    assert_eq!(m.descs[0].latency, 9);
    // A broken table line: a syntax error with its position, not a panic.
    let broken = text.replacen("\"uops\":", "\"uops\" ", 1);
    match SchedModel::from_embedded_json(leak(broken)) {
        Err(ModelError::Syntax { line, .. }) => assert_eq!(line, 3),
        other => panic!("{other:?}"),
    }
    // A bad first line is checked even when the tables are read lazily.
    let bad_header = text.replacen("\"format\":1,", "\"format\":7,", 1);
    assert!(matches!(
        SchedModel::from_embedded_json(leak(bad_header)),
        Err(ModelError::Invalid(_))
    ));
    // A descriptor naming a resource that does not exist, written with a matching digest: read
    // lazily, the entries using it are no entry (as `validate` rejects the whole file).
    let bad_ref =
        with_fresh_digest(&text.replacen("\"resources\":[[", "\"resources\":[[999,0,1],[", 1));
    let m = SchedModel::from_embedded_json(leak(bad_ref)).expect("header is fine");
    assert!(m.descs.is_backed_by_lines());
    let full = SchedModel::from_json(text).expect("btver2");
    let bad = full
        .descs
        .iter()
        .position(|d| !d.resources.is_empty())
        .expect("a descriptor with resources") as u32;
    let (code, variant) = full
        .instrs
        .iter()
        .find_map(|(c, vs)| vs.iter().find(|(_, r)| r.desc == bad).map(|(v, _)| (c, *v)))
        .expect("an entry using it");
    let code = Code::values()
        .find(|c| format!("{c:?}") == *code)
        .expect("an iced code");
    assert!(full.instr_desc(code, variant).is_some());
    assert!(m.instr_desc(code, variant).is_none());
    assert!(m.validate().is_err());
}

/// `text` with the digest on its first line recomputed for the lines after it.
fn with_fresh_digest(text: &str) -> String {
    let (first, tail) = text.split_once('\n').expect("two lines");
    let at = first.rfind("\"tables_digest\":\"").expect("a digest") + 17;
    format!(
        "{}{:016x}{}\n{tail}",
        &first[..at],
        crate::target::sched::tables::tables_digest(tail),
        &first[at + 16..]
    )
}

#[test]
fn lines_split_as_str_split_does() {
    let long = "x".repeat(40) + "\n\u{e9}\u{b}\u{b}\n\n";
    // Newlines at the edges of the 16-byte lanes and 64-byte blocks, and a tail after them.
    let blocks: String = (0..203)
        .map(|i| match i {
            0 | 15 | 16 | 31 | 47 | 63 | 64 | 100 | 127 | 128 | 191 | 192 | 202 => '\n',
            _ => 'y',
        })
        .collect();
    for t in [
        blocks.as_str(),
        &blocks[1..],
        &blocks[..192],
        "",
        "\n",
        "a",
        "abcdefgh",
        "abcdefg\n",
        "abcdefgh\n",
        "\n\n\n",
        long.as_str(),
    ] {
        let want: Vec<&str> = t.split('\n').collect();
        let starts = super::model::line_starts(t).unwrap();
        let got: Vec<&str> = (0..starts.len())
            .map(|i| match starts.get(i + 1) {
                Some(&next) => &t[starts[i] as usize..next as usize - 1],
                None => &t[starts[i] as usize..],
            })
            .collect();
        assert_eq!(got, want, "{t:?}");
    }
}

#[test]
fn bad_model_files_are_reported_not_panicked() {
    match SchedModel::from_json("{\"format\": 1,\n \"name\": 3}") {
        Err(ModelError::Syntax { line, .. }) => assert_eq!(line, 2),
        other => panic!("{other:?}"),
    }
    let mut m = model_for("btver2").clone();
    m.format = 99;
    assert!(matches!(
        SchedModel::from_json(&m.to_json()),
        Err(ModelError::Invalid(_))
    ));
    let mut m = model_for("btver2").clone();
    m.descs[0].resources.push(ResourceUse {
        resource: 999,
        acquire_at: 0,
        release_at: 1,
    });
    assert!(matches!(
        SchedModel::from_json(&m.to_json()),
        Err(ModelError::Invalid(_))
    ));
}

#[test]
fn cpu_names_map_to_models() {
    assert_eq!(CPUS.len(), 131);
    assert_eq!(lookup_cpu("rocketlake"), CpuLookup::Model(ModelId::IceLake));
    assert_eq!(
        lookup_cpu("ivybridge"),
        CpuLookup::Model(ModelId::SandyBridge)
    );
    assert_eq!(
        lookup_cpu("x86-64-v4"),
        CpuLookup::Model(ModelId::SkylakeServer)
    );
    assert_eq!(lookup_cpu("znver5"), CpuLookup::Model(ModelId::Znver4));
    assert_eq!(lookup_cpu("bdver4"), CpuLookup::Model(ModelId::Znver1));
    assert_eq!(lookup_cpu("pentium4"), CpuLookup::NoSchedModel);
    assert_eq!(lookup_cpu("btver1"), CpuLookup::NoSchedModel);
    assert_eq!(lookup_cpu("nosuchcpu"), CpuLookup::Unknown);
    assert_eq!(lookup_cpu("Skylake"), CpuLookup::Unknown);
    assert_eq!(CPUS.iter().filter(|(_, m)| m.is_none()).count(), 47);
    // Every name in the help text is in the table and vice versa.
    let help = mcpu_help_text();
    assert!(help.starts_with("Available CPUs for this target:\n\n"));
    for (name, _) in CPUS {
        assert!(
            help.contains(&format!("\n  {name} ")),
            "{name} missing from help"
        );
    }
    // Every model llvm-mca 22 has for x86 is bundled.
    for id in ModelId::ALL {
        let m = embedded_model(id).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(m.name, id.name());
    }
}

#[test]
fn derived_example_model_changes_only_vhaddps() {
    // examples/btver2-vhaddps3.json = `mca_model_gen derive` of the embedded btver2 model with
    // VHADDPSrr at the latency of seed 002's report (3; LLVM 22 says 4).
    let text = include_str!("../../../examples/btver2-vhaddps3.json");
    let derived = SchedModel::from_json(text).expect("example parses");
    let base = model_for("btver2");
    let vhadd = i3(
        Code::VEX_Vhaddps_xmm_xmm_xmmm128,
        Register::XMM3,
        Register::XMM2,
        Register::XMM2,
    );
    assert_eq!(base.lookup(&vhadd).expect("base").latency, 4);
    let d = derived.lookup(&vhadd).expect("derived");
    assert_eq!((d.opcode, d.latency), ("VHADDPSrr", 3));
    let mut changed = 0;
    for (code, variants) in &base.instrs {
        for (v, r) in variants {
            let other = &derived.instrs[code][v];
            assert_eq!(derived.opcode_name(other), base.opcode_name(r));
            let (a, b) = (
                &base.descs[r.desc as usize],
                &derived.descs[other.desc as usize],
            );
            if a != b {
                changed += 1;
                assert_eq!(base.opcode_name(r), "VHADDPSrr");
                assert_eq!(a.resources, b.resources);
            }
        }
    }
    assert_eq!(changed, 1);
    assert_eq!(derived.resources, base.resources);
}

#[test]
fn measured_operand_facts() {
    // ReadAdvance of the register operand of a load-op form (corpus README: on skylake
    // `imull %eax, %ecx; addl (%rdi), %ecx` does not wait: the read is 5 cycles late).
    let load_op = i2(
        Code::Add_r32_rm32,
        Register::ECX,
        m(Register::RDI, Register::None, 1, 0),
    );
    let skl = model_for("skylake");
    let f = skl.lookup(&load_op).expect("addl (%rdi), %ecx");
    assert_eq!(f.opcode, "ADD32rm");
    assert_eq!(SchedModel::read_advance(&f, OperandRef::Op(0)), 5);
    assert_eq!(SchedModel::read_advance(&f, OperandRef::MemBase), 0);
    let reg = skl
        .lookup(&i2(Code::Add_r32_rm32, Register::ECX, Register::EAX))
        .expect("addl");
    assert_eq!(SchedModel::read_advance(&reg, OperandRef::Op(0)), 0);
    // Renamed writes: destination + EFLAGS; none for a zero idiom.
    assert_eq!(reg.renamed_writes, Some(2));
    let zero = skl
        .lookup(&i2(Code::Xor_rm32_r32, Register::EAX, Register::EAX))
        .expect("xor");
    assert_eq!(zero.renamed_writes, Some(0));
    // btver2: zero idioms and dependency-breaking idioms, move elimination.
    let bt = model_for("btver2");
    let pxor = bt
        .lookup(&i2(Code::Pxor_xmm_xmmm128, Register::XMM1, Register::XMM1))
        .expect("pxor");
    assert!(pxor.zero_idiom && pxor.dep_breaking);
    let ones = bt
        .lookup(&i2(
            Code::Pcmpeqd_xmm_xmmm128,
            Register::XMM2,
            Register::XMM2,
        ))
        .expect("pcmpeqd");
    assert!(ones.dep_breaking && !ones.zero_idiom);
    let mov = bt
        .lookup(&i2(Code::Mov_rm64_r64, Register::RCX, Register::RAX))
        .expect("movq");
    assert!(mov.optimizable_move);
    let gpr_file = bt
        .register_files
        .iter()
        .find(|f| f.name == "JIntegerPRF")
        .expect("int prf");
    assert!(gpr_file
        .classes
        .iter()
        .any(|c| c.class == RegKind::Gpr && c.allow_move_elimination));
    assert!(gpr_file
        .classes
        .iter()
        .any(|c| c.class == RegKind::Flags && c.cost == 1));
    let fp_file = bt
        .register_files
        .iter()
        .find(|f| f.name == "JFpuPRF")
        .expect("fp prf");
    assert!(fp_file
        .classes
        .iter()
        .any(|c| c.class == RegKind::Ymm && c.cost == 2));
    // btver2 schedules locked read-modify-writes differently.
    let xadd = i2(
        Code::Xadd_rm64_r64,
        m(Register::RDI, Register::None, 1, 0),
        Register::RAX,
    );
    assert_eq!(bt.lookup(&xadd).expect("xadd").latency, 11);
    assert_eq!(bt.lookup(&lock(xadd)).expect("lock xadd").latency, 16);
    // znver3 has load and store queues.
    let zn3 = model_for("znver3");
    assert_eq!((zn3.load_queue_size, zn3.store_queue_size), (72, 64));
}
