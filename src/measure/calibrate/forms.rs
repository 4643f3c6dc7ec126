//! The instruction forms `atomir calibrate` measures, and the blocks it generates for each.
//!
//! Owns: the form table (name, required cpuid feature, the latency chain template, the
//! throughput stream template) and the expansion of templates into AT&T assembly text.
//! Must not touch: measuring (the engine is `measure::measure_block`), files, cpuid (the caller
//! says which features the host has).
//!
//! Templates: `{d}` is a destination register that is also read (so `addq %rsi, {d}` chains through
//! `{d}`), `{q}` the 64-bit name of the same register (for addresses), `{o}` a displacement
//! (8 x the copy's index, so independent loads and stores touch different words). Registers that
//! are only read: `%rsi` (integer source), `%rdi` (pointer into the data page), `%xmm14`/`%xmm15`
//! (`%ymm14`/`%ymm15`, `%zmm14`/`%zmm15`). Values (from `measure::layout`): integer registers
//! hold a pointer into the data page and the page is filled with that pointer, so `movq ({q}), {d}`
//! chases a pointer to itself; vector registers start at zero.
//!
//! Latency: the chain block is [`CHAIN_COPIES`] copies of the template with `{d}` = the first
//! register of the class, each copy depending on the one before through `{d}`; latency = cycles
//! per iteration / (copies x `chain_steps`), where `chain_steps` is the number of instructions of
//! the template on the dependency path whose latency the form reports (2 for `mov` there and back).
//! Reciprocal throughput: the stream block is [`STREAM_COPIES`] copies, each with its own `{d}`
//! (a copy depends only on itself one iteration earlier, and [`STREAM_COPIES`] registers hide up
//! to that many cycles of latency per instruction); rthroughput = cycles per iteration / copies.

/// Copies of the template in a latency chain block.
pub const CHAIN_COPIES: usize = 4;
/// Copies (distinct destination registers) in a throughput stream block.
pub const STREAM_COPIES: usize = 12;

/// The register class `{d}` ranges over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegClass {
    Gpr64,
    /// Byte registers (`setcc`); `{q}` is the 64-bit register.
    Gpr8,
    Gpr32,
    /// 16-bit registers (generated forms).
    Gpr16,
    Xmm,
    Ymm,
    Zmm,
    /// AVX-512 mask registers `k1`..`k6` (generated forms; the stream's 12 copies use each
    /// register twice, `k7` is the masked forms' mask).
    K,
    /// MMX registers `mm0`..`mm7` (generated forms; 12 copies over 8 registers).
    Mm,
}

/// Destination registers (64-bit names); `rdx` (its value differs), `rsp`, and the read-only
/// `rsi`/`rdi` are left out.
const GPR64: [&str; STREAM_COPIES] = [
    "rax", "rbx", "rcx", "rbp", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
];
const GPR8: [&str; STREAM_COPIES] = [
    "al", "bl", "cl", "bpl", "r8b", "r9b", "r10b", "r11b", "r12b", "r13b", "r14b", "r15b",
];
const GPR32: [&str; STREAM_COPIES] = [
    "eax", "ebx", "ecx", "ebp", "r8d", "r9d", "r10d", "r11d", "r12d", "r13d", "r14d", "r15d",
];
const GPR16: [&str; STREAM_COPIES] = [
    "ax", "bx", "cx", "bp", "r8w", "r9w", "r10w", "r11w", "r12w", "r13w", "r14w", "r15w",
];

impl RegClass {
    pub fn name(self) -> &'static str {
        match self {
            RegClass::Gpr64 => "r64",
            RegClass::Gpr32 => "r32",
            RegClass::Gpr8 => "r8",
            RegClass::Gpr16 => "r16",
            RegClass::Xmm => "xmm",
            RegClass::Ymm => "ymm",
            RegClass::Zmm => "zmm",
            RegClass::K => "k",
            RegClass::Mm => "mm",
        }
    }

    fn register(self, i: usize) -> (String, String) {
        match self {
            RegClass::Gpr64 => (format!("%{}", GPR64[i]), format!("%{}", GPR64[i])),
            RegClass::Gpr32 => (format!("%{}", GPR32[i]), format!("%{}", GPR64[i])),
            RegClass::Gpr8 => (format!("%{}", GPR8[i]), format!("%{}", GPR64[i])),
            RegClass::Gpr16 => (format!("%{}", GPR16[i]), format!("%{}", GPR64[i])),
            RegClass::Xmm => (format!("%xmm{i}"), "%rdi".to_string()),
            RegClass::Ymm => (format!("%ymm{i}"), "%rdi".to_string()),
            RegClass::Zmm => (format!("%zmm{i}"), "%rdi".to_string()),
            RegClass::K => (format!("%k{}", 1 + i % 6), "%rdi".to_string()),
            RegClass::Mm => (format!("%mm{}", i % 8), "%rdi".to_string()),
        }
    }
}

/// One instruction form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Form {
    /// The key in the model file: `<mnemonic>_<operand kinds>`.
    pub name: &'static str,
    /// The cpuid feature the host must have (`base` = every x86-64).
    pub feature: &'static str,
    pub class: RegClass,
    /// Chain template (instructions separated by `;`), or none when latency has no meaning
    /// for the form (a store).
    pub latency: Option<&'static str>,
    /// Instructions of the chain template on the measured dependency path.
    pub chain_steps: u32,
    /// Stream template, or none (the pair forms that only have a latency).
    pub throughput: Option<&'static str>,
    /// Which instruction of the template the form describes (0: the first; 1 for the zero
    /// idiom forms, whose chain starts with the add that feeds the idiom).
    pub subject: usize,
}

const fn form(
    name: &'static str,
    feature: &'static str,
    class: RegClass,
    latency: Option<&'static str>,
    throughput: Option<&'static str>,
) -> Form {
    Form {
        name,
        feature,
        class,
        latency,
        chain_steps: 1,
        throughput,
        subject: 0,
    }
}

/// A zero-idiom form: `t` is an instruction writing `{d}` and then the idiom on `{d}`.
const fn idiom(
    name: &'static str,
    feature: &'static str,
    class: RegClass,
    t: &'static str,
) -> Form {
    Form {
        subject: 1,
        ..form(name, feature, class, Some(t), Some(t))
    }
}

/// ALU-like forms whose chain and stream use the same template.
const fn alu(name: &'static str, feature: &'static str, class: RegClass, t: &'static str) -> Form {
    form(name, feature, class, Some(t), Some(t))
}

use RegClass::*;

/// The forms, in the order they are measured (the model file sorts them by name).
pub const FORMS: &[Form] = &[
    alu("add_r64_r64", "base", Gpr64, "addq %rsi, {d}"),
    alu("add_r32_r32", "base", Gpr32, "addl %esi, {d}"),
    alu("add_r64_imm", "base", Gpr64, "addq $7, {d}"),
    alu("sub_r64_r64", "base", Gpr64, "subq %rsi, {d}"),
    alu("and_r64_r64", "base", Gpr64, "andq %rsi, {d}"),
    alu("or_r64_r64", "base", Gpr64, "orq %rsi, {d}"),
    alu("xor_r64_r64", "base", Gpr64, "xorq %rsi, {d}"),
    alu("xor_r32_r32", "base", Gpr32, "xorl %esi, {d}"),
    alu("inc_r64", "base", Gpr64, "incq {d}"),
    alu("neg_r64", "base", Gpr64, "negq {d}"),
    alu("shl_r64_imm", "base", Gpr64, "shlq $3, {d}"),
    alu("sar_r64_imm", "base", Gpr64, "sarq $3, {d}"),
    alu("rol_r64_imm", "base", Gpr64, "rolq $3, {d}"),
    alu("shl_r32_imm", "base", Gpr32, "shll $3, {d}"),
    alu("imul_r64_r64", "base", Gpr64, "imulq %rsi, {d}"),
    alu("imul_r32_r32", "base", Gpr32, "imull %esi, {d}"),
    alu("imul_r64_r64_imm", "base", Gpr64, "imulq $7, {d}, {d}"),
    alu("lea_r64_base_disp", "base", Gpr64, "leaq 8({d}), {d}"),
    alu(
        "lea_r64_base_index_disp",
        "base",
        Gpr64,
        "leaq 8({d},%rsi), {d}",
    ),
    alu(
        "lea_r64_base_index_scale_disp",
        "base",
        Gpr64,
        "leaq 8({d},%rsi,2), {d}",
    ),
    alu("lea_r32_base_disp", "base", Gpr32, "leal 8({d}), {d}"),
    Form {
        chain_steps: 2,
        ..form(
            "mov_r64_r64",
            "base",
            Gpr64,
            Some("movq {d}, %rdx; movq %rdx, {d}"),
            Some("movq %rsi, {d}"),
        )
    },
    Form {
        chain_steps: 2,
        ..form(
            "mov_r32_r32",
            "base",
            Gpr32,
            Some("movl {d}, %edx; movl %edx, {d}"),
            Some("movl %esi, {d}"),
        )
    },
    form("mov_r64_imm", "base", Gpr64, None, Some("movq $7, {d}")),
    form(
        "mov_r64_m64",
        "base",
        Gpr64,
        Some("movq ({q}), {d}"),
        Some("movq {o}(%rdi), {d}"),
    ),
    form(
        "mov_r32_m32",
        "base",
        Gpr32,
        Some("movl ({q}), {d}"),
        Some("movl {o}(%rdi), {d}"),
    ),
    form(
        "mov_m64_r64",
        "base",
        Gpr64,
        None,
        Some("movq %rsi, {o}(%rdi)"),
    ),
    form(
        "mov_m32_r32",
        "base",
        Gpr32,
        None,
        Some("movl %esi, {o}(%rdi)"),
    ),
    form(
        "store_load_forward_r64",
        "base",
        Gpr64,
        Some("movq {d}, ({q}); movq ({q}), {d}"),
        None,
    ),
    alu("add_r64_m64", "base", Gpr64, "addq {o}(%rdi), {d}"),
    alu("popcnt_r64_r64", "popcnt", Gpr64, "popcntq {d}, {d}"),
    alu("lzcnt_r64_r64", "lzcnt", Gpr64, "lzcntq {d}, {d}"),
    alu("tzcnt_r64_r64", "bmi1", Gpr64, "tzcntq {d}, {d}"),
    alu("addps_xmm_xmm", "sse", Xmm, "addps %xmm15, {d}"),
    alu("mulps_xmm_xmm", "sse", Xmm, "mulps %xmm15, {d}"),
    alu("andps_xmm_xmm", "sse", Xmm, "andps %xmm15, {d}"),
    alu("addpd_xmm_xmm", "sse2", Xmm, "addpd %xmm15, {d}"),
    alu("mulpd_xmm_xmm", "sse2", Xmm, "mulpd %xmm15, {d}"),
    alu("addsd_xmm_xmm", "sse2", Xmm, "addsd %xmm15, {d}"),
    alu("mulsd_xmm_xmm", "sse2", Xmm, "mulsd %xmm15, {d}"),
    alu("paddd_xmm_xmm", "sse2", Xmm, "paddd %xmm15, {d}"),
    alu("pxor_xmm_xmm", "sse2", Xmm, "pxor %xmm15, {d}"),
    alu("pshufd_xmm_xmm_imm", "sse2", Xmm, "pshufd $27, {d}, {d}"),
    alu("pmulld_xmm_xmm", "sse4.1", Xmm, "pmulld %xmm15, {d}"),
    alu("vaddps_ymm_ymm_ymm", "avx", Ymm, "vaddps %ymm15, {d}, {d}"),
    alu("vmulps_ymm_ymm_ymm", "avx", Ymm, "vmulps %ymm15, {d}, {d}"),
    alu("vaddpd_ymm_ymm_ymm", "avx", Ymm, "vaddpd %ymm15, {d}, {d}"),
    alu("vpaddd_ymm_ymm_ymm", "avx2", Ymm, "vpaddd %ymm15, {d}, {d}"),
    alu(
        "vpmulld_ymm_ymm_ymm",
        "avx2",
        Ymm,
        "vpmulld %ymm15, {d}, {d}",
    ),
    alu(
        "vfmadd231ps_ymm_ymm_ymm",
        "fma",
        Ymm,
        "vfmadd231ps %ymm15, %ymm14, {d}",
    ),
    alu(
        "vaddps_zmm_zmm_zmm",
        "avx512f",
        Zmm,
        "vaddps %zmm15, {d}, {d}",
    ),
    alu(
        "vfmadd231ps_zmm_zmm_zmm",
        "avx512f",
        Zmm,
        "vfmadd231ps %zmm15, %zmm14, {d}",
    ),
    // Forms frequent in the measured block set (scripts/measure/*.s), added for the simulator's
    // host model: immediates, extensions, compares, flags consumers, memory destinations.
    form("mov_r32_imm", "base", Gpr32, None, Some("movl $7, {d}")),
    form(
        "movabs_r64_imm64",
        "base",
        Gpr64,
        None,
        Some("movabsq $1469598103934665603, {d}"),
    ),
    form(
        "mov_m64_imm",
        "base",
        Gpr64,
        None,
        Some("movq $7, {o}(%rdi)"),
    ),
    form(
        "mov_m32_imm",
        "base",
        Gpr32,
        None,
        Some("movl $7, {o}(%rdi)"),
    ),
    form("mov_m8_imm", "base", Gpr8, None, Some("movb $7, {o}(%rdi)")),
    form(
        "movzx_r32_r8",
        "base",
        Gpr32,
        None,
        Some("movzbl %sil, {d}"),
    ),
    form(
        "movzx_r32_m8",
        "base",
        Gpr32,
        None,
        Some("movzbl {o}(%rdi), {d}"),
    ),
    form(
        "movsx_r64_m32",
        "base",
        Gpr64,
        None,
        Some("movslq {o}(%rdi), {d}"),
    ),
    form(
        "movsx_r64_r32",
        "base",
        Gpr64,
        None,
        Some("movslq %esi, {d}"),
    ),
    form("cmp_r64_r64", "base", Gpr64, None, Some("cmpq %rsi, {d}")),
    form("cmp_r64_imm", "base", Gpr64, None, Some("cmpq $7, {d}")),
    form(
        "cmp_m64_r64",
        "base",
        Gpr64,
        None,
        Some("cmpq %rsi, {o}(%rdi)"),
    ),
    form(
        "cmp_m32_imm",
        "base",
        Gpr64,
        None,
        Some("cmpl $7, {o}(%rdi)"),
    ),
    form("test_r64_r64", "base", Gpr64, None, Some("testq {d}, {d}")),
    form("sete_r8", "base", Gpr8, None, Some("sete {d}")),
    alu("cmovne_r64_r64", "base", Gpr64, "cmovneq %rsi, {d}"),
    alu("shr_r32_imm", "base", Gpr32, "shrl $3, {d}"),
    alu("and_r32_imm", "base", Gpr32, "andl $7, {d}"),
    alu("sub_r32_r32", "base", Gpr32, "subl %esi, {d}"),
    alu("dec_r64", "base", Gpr64, "decq {d}"),
    alu("add_r32_m32", "base", Gpr32, "addl {o}(%rdi), {d}"),
    alu("imul_r64_m64", "base", Gpr64, "imulq {o}(%rdi), {d}"),
    form(
        "add_m64_r64",
        "base",
        Gpr64,
        Some("addq %rsi, ({q})"),
        Some("addq %rsi, {o}(%rdi)"),
    ),
    form(
        "inc_m32",
        "base",
        Gpr64,
        Some("incl ({q})"),
        Some("incl {o}(%rdi)"),
    ),
    form(
        "lock_add_m64_r64",
        "base",
        Gpr64,
        Some("lock addq %rsi, ({q})"),
        Some("lock addq %rsi, {o}(%rdi)"),
    ),
    form(
        "lock_xadd_m64_r64",
        "base",
        Gpr64,
        None,
        Some("lock xaddq {d}, {o}(%rdi)"),
    ),
    form(
        "xchg_m64_r64",
        "base",
        Gpr64,
        None,
        Some("xchgq {d}, {o}(%rdi)"),
    ),
    form("div_r64", "base", Gpr64, Some("divq %rsi"), None),
    form("div_r32", "base", Gpr32, Some("divl %esi"), None),
    form("nop", "base", Gpr64, None, Some("nop")),
    // Zero idioms: the chain is the idiom after an add writing its register; per copy the chain
    // costs the add's latency (1) when the idiom depends on its register, about nothing when it
    // is recognised (the add then depends on the idiom, the idiom on nothing).
    idiom(
        "zero_idiom_xor_r32",
        "base",
        Gpr32,
        "addl %esi, {d}; xorl {d}, {d}",
    ),
    idiom(
        "zero_idiom_sub_r32",
        "base",
        Gpr32,
        "addl %esi, {d}; subl {d}, {d}",
    ),
    idiom(
        "zero_idiom_pxor_xmm",
        "sse2",
        Xmm,
        "paddd %xmm15, {d}; pxor {d}, {d}",
    ),
    idiom(
        "zero_idiom_xorps_xmm",
        "sse",
        Xmm,
        "paddd %xmm15, {d}; xorps {d}, {d}",
    ),
    idiom(
        "zero_idiom_vpxor_xmm",
        "avx",
        Xmm,
        "vpaddd %xmm15, {d}, {d}; vpxor {d}, {d}, {d}",
    ),
    form(
        "movups_xmm_m128",
        "sse",
        Xmm,
        None,
        Some("movups {v}(%rdi), {d}"),
    ),
    form(
        "movaps_m128_xmm",
        "sse",
        Xmm,
        None,
        Some("movaps %xmm15, {v}(%rdi)"),
    ),
    form(
        "movsd_xmm_m64",
        "sse2",
        Xmm,
        None,
        Some("movsd {v}(%rdi), {d}"),
    ),
    form(
        "movsd_m64_xmm",
        "sse2",
        Xmm,
        None,
        Some("movsd %xmm15, {v}(%rdi)"),
    ),
    form(
        "movss_xmm_m32",
        "sse",
        Xmm,
        None,
        Some("movss {v}(%rdi), {d}"),
    ),
    form(
        "vmovups_ymm_m256",
        "avx",
        Ymm,
        None,
        Some("vmovups {v}(%rdi), {d}"),
    ),
    form(
        "vmovups_m256_ymm",
        "avx",
        Ymm,
        None,
        Some("vmovups %ymm15, {v}(%rdi)"),
    ),
    form(
        "vbroadcastss_ymm_m32",
        "avx",
        Ymm,
        None,
        Some("vbroadcastss {v}(%rdi), {d}"),
    ),
    form(
        "movaps_xmm_xmm",
        "sse",
        Xmm,
        None,
        Some("movaps %xmm15, {d}"),
    ),
    alu("addss_xmm_xmm", "sse", Xmm, "addss %xmm15, {d}"),
    alu("mulss_xmm_xmm", "sse", Xmm, "mulss %xmm15, {d}"),
    alu("addsd_xmm_m64", "sse2", Xmm, "addsd {v}(%rdi), {d}"),
    alu("divss_xmm_xmm", "sse", Xmm, "divss %xmm15, {d}"),
    alu("divsd_xmm_xmm", "sse2", Xmm, "divsd %xmm15, {d}"),
    alu("sqrtsd_xmm_xmm", "sse2", Xmm, "sqrtsd %xmm15, {d}"),
    alu("shufps_xmm_xmm_imm", "sse", Xmm, "shufps $27, %xmm15, {d}"),
    alu("unpcklpd_xmm_xmm", "sse2", Xmm, "unpcklpd %xmm15, {d}"),
    alu("pmuludq_xmm_xmm", "sse2", Xmm, "pmuludq %xmm15, {d}"),
    form(
        "cvtsi2sd_xmm_r64",
        "sse2",
        Xmm,
        None,
        Some("cvtsi2sd %rsi, {d}"),
    ),
    form("movq_xmm_r64", "sse2", Xmm, None, Some("movq %rsi, {d}")),
    alu(
        "vfmadd231pd_ymm_ymm_ymm",
        "fma",
        Ymm,
        "vfmadd231pd %ymm15, %ymm14, {d}",
    ),
    alu("vdivps_ymm_ymm_ymm", "avx", Ymm, "vdivps %ymm15, {d}, {d}"),
    alu("crc32_r32_r8", "sse4.2", Gpr32, "crc32b %sil, {d}"),
    form(
        "lock_add_m32_r32",
        "base",
        Gpr32,
        Some("lock addl %esi, ({q})"),
        Some("lock addl %esi, {o}(%rdi)"),
    ),
    form(
        "lock_inc_m64",
        "base",
        Gpr64,
        Some("lock incq ({q})"),
        Some("lock incq {o}(%rdi)"),
    ),
    form(
        "lock_dec_m64",
        "base",
        Gpr64,
        None,
        Some("lock decq {o}(%rdi)"),
    ),
    form(
        "lock_cmpxchg_m64_r64",
        "base",
        Gpr64,
        None,
        Some("lock cmpxchgq %rsi, {o}(%rdi)"),
    ),
    form(
        "lock_cmpxchg_m32_r32",
        "base",
        Gpr32,
        None,
        Some("lock cmpxchgl %esi, {o}(%rdi)"),
    ),
    form(
        "xchg_m32_r32",
        "base",
        Gpr32,
        None,
        Some("xchgl {d}, {o}(%rdi)"),
    ),
    alu("xor_r8_imm", "base", Gpr8, "xorb $1, {d}"),
    alu("and_r8_r8", "base", Gpr8, "andb %sil, {d}"),
    alu("add_r8_imm", "base", Gpr8, "addb $-48, {d}"),
    alu(
        "lea_r64_base_index_scale",
        "base",
        Gpr64,
        "leaq ({d},%rsi,4), {d}",
    ),
    form("mul_r64", "base", Gpr64, Some("mulq %rsi"), None),
    form(
        "movzx_r32_r16",
        "base",
        Gpr32,
        None,
        Some("movzwl %si, {d}"),
    ),
    form(
        "cvttss2si_r64_xmm",
        "sse",
        Gpr64,
        None,
        Some("cvttss2si %xmm15, {d}"),
    ),
    form(
        "movd_r32_xmm",
        "sse2",
        Gpr32,
        None,
        Some("movd %xmm15, {d}"),
    ),
    form(
        "sub_m64_imm_rsp",
        "base",
        Gpr64,
        None,
        Some("subq $8, {o}(%rdi)"),
    ),
    // A dependency-breaking test: `cvtsi2ss` writes the low element of its destination and
    // keeps the rest, so it reads the destination unless the host breaks that dependency; the
    // chain per copy is the addss latency plus the conversion's when it does not.
    idiom(
        "dep_break_cvtsi2ss_xmm",
        "sse",
        Xmm,
        "addss %xmm15, {d}; cvtsi2ss %esi, {d}",
    ),
];

/// Every form: the hand-written table ([`FORMS`]), then the forms generated from the bundled
/// scheduling models (`super::auto_forms`), built once.
pub fn all_forms() -> &'static [&'static Form] {
    static ALL: std::sync::OnceLock<Vec<&'static Form>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        FORMS
            .iter()
            .chain(super::auto_forms::generated().forms.iter().map(|g| &g.form))
            .collect()
    })
}

/// Whether `f` is one of the hand-written table's forms.
pub fn is_hand_written(f: &Form) -> bool {
    FORMS.iter().any(|h| std::ptr::eq(h, f))
}

/// Which measurement of a form a block is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Latency,
    Throughput,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Latency => "latency",
            Kind::Throughput => "throughput",
        }
    }
}

fn expand(template: &str, class: RegClass, i: usize, out: &mut String) {
    let (d, q) = class.register(i);
    for inst in template.split(';') {
        let mut line = inst
            .trim()
            .replace("{d}", &d)
            .replace("{q}", &q)
            .replace("{o}", &(8 * i).to_string())
            .replace("{v}", &(64 * i).to_string());
        if line.contains('{') {
            // The generated forms' placeholders: copy i's register in each width and file.
            let g = (i + 1) % STREAM_COPIES;
            line = line
                .replace("{g64}", &format!("%{}", GPR64[g]))
                .replace("{g32}", &format!("%{}", GPR32[g]))
                .replace("{g16}", &format!("%{}", GPR16[g]))
                .replace("{g8}", &format!("%{}", GPR8[g]))
                .replace("{xmm}", &format!("%xmm{i}"))
                .replace("{ymm}", &format!("%ymm{i}"))
                .replace("{zmm}", &format!("%zmm{i}"))
                .replace("{xmmh}", &format!("%xmm{}", 16 + i))
                .replace("{ymmh}", &format!("%ymm{}", 16 + i))
                .replace("{zmmh}", &format!("%zmm{}", 16 + i))
                .replace("{kr}", &format!("%k{}", 1 + i % 6))
                .replace("{mm}", &format!("%mm{}", i % 8));
        }
        out.push('\t');
        out.push_str(&line);
        out.push('\n');
    }
}

impl Form {
    /// The block text (one region, named `<form>.<kind>`), or none when the form has no such
    /// measurement.
    pub fn block(&self, kind: Kind) -> Option<String> {
        let (template, copies, vary) = match kind {
            Kind::Latency => (self.latency?, CHAIN_COPIES, false),
            Kind::Throughput => (self.throughput?, STREAM_COPIES, true),
        };
        let name = format!("{}.{}", self.name, kind.name());
        let mut out = format!("# LLVM-MCA-BEGIN {name}\n");
        for i in 0..copies {
            expand(template, self.class, if vary { i } else { 0 }, &mut out);
        }
        out.push_str(&format!("# LLVM-MCA-END {name}\n"));
        Some(out)
    }

    /// A stream of half the copies (registers and offsets `lo..lo + STREAM_COPIES / 2`), for
    /// measuring two forms side by side: [`Form::pair_block`] runs `self` on the low half and
    /// `other` on the high half, interleaved; `half_block` is one form alone on its half.
    pub fn half_block(&self, lo: usize) -> Option<String> {
        let template = self.throughput?;
        let name = format!("{}.half{}", self.name, lo);
        let mut out = format!("# LLVM-MCA-BEGIN {name}\n");
        for i in lo..lo + STREAM_COPIES / 2 {
            expand(template, self.class, i, &mut out);
        }
        out.push_str(&format!("# LLVM-MCA-END {name}\n"));
        Some(out)
    }

    /// `self`'s half stream (low registers) interleaved with `other`'s (high registers).
    pub fn pair_block(&self, other: &Form) -> Option<String> {
        let (a, b) = (self.throughput?, other.throughput?);
        let name = format!("{}.with.{}", self.name, other.name);
        let mut out = format!("# LLVM-MCA-BEGIN {name}\n");
        let half = STREAM_COPIES / 2;
        for i in 0..half {
            expand(a, self.class, i, &mut out);
            expand(b, other.class, half + i, &mut out);
        }
        out.push_str(&format!("# LLVM-MCA-END {name}\n"));
        Some(out)
    }

    /// Divisor turning the block's cycles per iteration into the form's figure.
    pub fn divisor(&self, kind: Kind) -> f64 {
        match kind {
            Kind::Latency => (CHAIN_COPIES as u32 * self.chain_steps) as f64,
            Kind::Throughput => STREAM_COPIES as f64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_well_formed() {
        let mut names: Vec<&str> = FORMS.iter().map(|f| f.name).collect();
        names.sort_unstable();
        let n = names.len();
        names.dedup();
        assert_eq!(names.len(), n);
        for f in FORMS {
            assert!(f.latency.is_some() || f.throughput.is_some(), "{}", f.name);
            assert!(
                f.name
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_'),
                "{}",
                f.name
            );
        }
    }

    #[test]
    fn chain_reuses_one_register_stream_varies_it() {
        let f = FORMS.iter().find(|f| f.name == "add_r64_r64").unwrap();
        let chain = f.block(Kind::Latency).unwrap();
        assert_eq!(chain.matches("addq %rsi, %rax").count(), CHAIN_COPIES);
        let stream = f.block(Kind::Throughput).unwrap();
        assert!(stream.contains("addq %rsi, %r15"));
        assert_eq!(stream.lines().count(), STREAM_COPIES + 2);
        let load = FORMS.iter().find(|f| f.name == "mov_r32_m32").unwrap();
        assert!(load
            .block(Kind::Latency)
            .unwrap()
            .contains("movl (%rax), %eax"));
        assert!(load
            .block(Kind::Throughput)
            .unwrap()
            .contains("movl 88(%rdi), %r15d"));
    }
}
