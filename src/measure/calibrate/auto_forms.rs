//! Instruction forms generated from the bundled scheduling models: every (iced `Code`,
//! scheduling variant) entry any bundled model has becomes a form `atomir calibrate` measures, or
//! an exclusion with a reason class.
//!
//! Owns: the enumeration of the bundled models' entries (read, never changed), the reasons a form
//! is not generated (control flow, privileged, I/O, segment, stack, string, x87, state
//! save/restore, waits, system state, operands the generator does not make, text that does not
//! read back as the form, forms the hand-written table already measures), the cpuid features
//! each form needs (iced's, spelled as `std::arch` / `/proc/cpuinfo` spell them), and the chain and
//! stream templates of each generated form in the placeholder language of [`super::forms`].
//! Must not touch: measuring, files, cpuid (the caller says what the host has), the models
//! themselves.
//!
//! Generation of one form (`<Code>.<variant>`, e.g. `Addps_xmm_xmmm128.m`): an iced
//! `Instruction` is built with the code's operands: the first register operand the instruction
//! writes is the destination (`rbx`/`ebx`/`bx`/`bl` in copy 0, `xmm0`/
//! `ymm0`/`zmm0`, `k1`, `mm0`, rotated over 12 registers in the stream), other registers are
//! fixed sources (`rsi`, `rdx`; `xmm15`..`xmm12`; `k6`, `k5`; `mm7`, `mm6`), a memory operand is
//! `{v}(%rdi)` (64 x the copy's index), immediates are 3 (0x1234, 0x12345, 0x123456789 for
//! 16/32/64-bit ones; 0 or 1 for the `imm0`/`imm1` variants), the variant's flags are set (`{%k7}` mask, `{z}`, `{1toN}`, `{rn-sae}`, `{sae}`,
//! `lock`, all sources one register for `same`, an index and scale for `slowlea`). The
//! instruction is printed in AT&T syntax by iced's GAS formatter, the registers of copy 0 are
//! replaced by placeholders, and the text is read back through `mca`'s reader and matcher: a form
//! whose text does not read back as its own code and variant is excluded ("alternate encoding").
//!
//! Latency chain (4 copies through one register), in order of preference:
//! - the destination is also read (`addps %xmm15, {d}`), or a source of the same register file
//!   can be made the destination's register (`vaddps %ymm15, {ymm}, {ymm}`, `movzbl {r8}, {r32}`);
//! - a read-modify-write of memory: every copy on the same address (`addq %rsi, 0(%rdi)`), so
//!   the chain runs through memory;
//! - a 32- or 64-bit load into a general-purpose register: a pointer chase (`movq ({g64}), {g64}`;
//!   the data page holds its own address);
//! - otherwise none: the form has only a throughput, and [`GeneratedForm::latency_note`] says why
//!   (writes only flags, only memory, nothing, or a register file none of its inputs is in).
//!
//! Throughput stream (12 copies on 12 registers), unless the instruction reads and writes an
//! implicit register (`mul`'s `rax`, `cpuid`'s `eax`): its copies would then form one chain, so
//! the stream is not made and the note says so.

use super::forms::{Form, RegClass};
use crate::measure::block::encode_regions;
use crate::target::sched::{embedded_model, ModelId, SchedVariant};
use iced_x86::{
    Code, CpuidFeature, Decoder, DecoderOptions, FlowControl, Formatter, GasFormatter, Instruction,
    InstructionInfoFactory, MemoryOperand, Mnemonic, OpAccess, OpCodeOperandKind as K, OpKind,
    Register, RoundingControl,
};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

/// A generated form and what its measurement covers.
#[derive(Clone, Debug)]
pub struct GeneratedForm {
    pub form: Form,
    pub code: Code,
    pub variant: SchedVariant,
    /// Why the form has no latency chain (none when it has one).
    pub latency_note: Option<&'static str>,
    /// Why the form has no throughput stream (none when it has one).
    pub throughput_note: Option<&'static str>,
}

/// A bundled-model entry that is not generated, with its reason class and detail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Excluded {
    /// `<Code>.<variant>`.
    pub name: String,
    /// The reason class (one of [`REASON_CLASSES`]).
    pub class: &'static str,
    pub detail: String,
}

/// Every reason class an exclusion can have, in the order the listing prints them.
pub const REASON_CLASSES: [&str; 14] = [
    "control flow",
    "privileged",
    "I/O",
    "segment",
    "stack",
    "string",
    "x87",
    "state save/restore",
    "waits or traps",
    "system state",
    "operand not generated",
    "alternate encoding",
    "measured by a hand-written form",
    "not an instruction",
];

/// The generated forms and the exclusions (host independent: built once per process).
pub struct Generated {
    pub forms: Vec<GeneratedForm>,
    pub excluded: Vec<Excluded>,
    /// (Code, variant) entries of the bundled models, all of them.
    pub known: usize,
}

/// The forms generated from the bundled models (built on first use: reads every bundled model
/// and iced's op-code table, well under a second).
pub fn generated() -> &'static Generated {
    static G: OnceLock<Generated> = OnceLock::new();
    G.get_or_init(|| generate(&hand_written_keys()))
}

/// Every (Code name, variant) entry of the bundled models, sorted.
pub fn known_entries() -> BTreeSet<(String, SchedVariant)> {
    let mut out = BTreeSet::new();
    for id in ModelId::ALL {
        if let Ok(m) = embedded_model(id) {
            for (code, variants) in m.instrs.iter() {
                for v in variants.keys() {
                    out.insert((code.clone(), *v));
                }
            }
        }
    }
    out
}

/// The (code, variant) each hand-written form measures, from its instruction read back.
fn hand_written_keys() -> BTreeMap<(Code, SchedVariant), &'static str> {
    let mut out = BTreeMap::new();
    for f in super::forms::FORMS {
        let Some(text) = f.latency.or(f.throughput) else {
            continue;
        };
        let Some(inst) = text.split(';').nth(f.subject) else {
            continue;
        };
        let one = Form {
            latency: Some(leak(inst.trim().to_string())),
            throughput: None,
            subject: 0,
            chain_steps: 1,
            ..*f
        };
        if let Some(i) = read_back(&one) {
            out.entry((i.code(), SchedVariant::of(&i)))
                .or_insert(f.name);
        }
    }
    out
}

/// Process-lifetime text of a generated form (the forms are built once and referenced as
/// `&'static Form` like the hand-written table).
fn leak(s: String) -> &'static str {
    String::leak(s)
}

/// The first instruction of the form's chain (else stream) block for copy 0, decoded from what
/// `mca`'s reader and matcher make of the text.
fn read_back(f: &Form) -> Option<Instruction> {
    let kind = if f.latency.is_some() {
        super::forms::Kind::Latency
    } else {
        super::forms::Kind::Throughput
    };
    let text = f.block(kind)?;
    let blocks = encode_regions("<form>", text.as_bytes()).ok()?;
    let first = blocks.first()?.insts.get(f.subject)?;
    let mut d = Decoder::new(64, &first.bytes, DecoderOptions::NONE);
    let i = d.decode();
    (!i.is_invalid() && i.len() == first.bytes.len()).then_some(i)
}

fn code_by_name() -> BTreeMap<String, Code> {
    Code::values().map(|c| (format!("{c:?}"), c)).collect()
}

fn generate(hand: &BTreeMap<(Code, SchedVariant), &'static str>) -> Generated {
    let names = code_by_name();
    let entries = known_entries();
    let mut forms = Vec::new();
    let mut excluded = Vec::new();
    for (code_name, variant) in &entries {
        let name = format!("{code_name}.{variant}");
        let Some(&code) = names.get(code_name) else {
            excluded.push(Excluded {
                name,
                class: "not an instruction",
                detail: "iced has no such code".into(),
            });
            continue;
        };
        if let Some(hw) = hand.get(&(code, *variant)) {
            excluded.push(Excluded {
                name,
                class: "measured by a hand-written form",
                detail: (*hw).to_string(),
            });
            continue;
        }
        match generate_one(code, *variant, &name) {
            Ok(g) => forms.push(g),
            Err((class, detail)) => excluded.push(Excluded {
                name,
                class,
                detail,
            }),
        }
    }
    Generated {
        forms,
        excluded,
        known: entries.len(),
    }
}

/// The cpuid features a code needs, as `+`-joined names (`base` when every x86-64 has them).
pub fn feature_names(code: Code) -> String {
    let mut names: Vec<&'static str> = code
        .cpuid_features()
        .iter()
        .filter_map(|&f| feature_name(f))
        .collect();
    names.sort_unstable();
    names.dedup();
    if names.is_empty() {
        "base".to_string()
    } else {
        names.join("+")
    }
}

/// A cpuid feature as `std::arch::is_x86_feature_detected!` spells it (or, for features it does
/// not know, as `/proc/cpuinfo` does); none for what every x86-64 processor has.
fn feature_name(f: CpuidFeature) -> Option<&'static str> {
    use CpuidFeature as C;
    Some(match f {
        C::INTEL8086
        | C::INTEL8086_ONLY
        | C::INTEL186
        | C::INTEL286
        | C::INTEL286_ONLY
        | C::INTEL386
        | C::INTEL386_ONLY
        | C::INTEL386_A0_ONLY
        | C::INTEL486
        | C::INTEL486_A_ONLY
        | C::X64
        | C::CMOV
        | C::CPUID
        | C::CX8
        | C::FPU
        | C::FPU287
        | C::FPU387
        | C::FXSR
        | C::MMX
        | C::SSE
        | C::SSE2
        | C::TSC
        | C::MSR
        | C::SYSCALL
        | C::MULTIBYTENOP
        | C::PAUSE => return None,
        C::SSE3 => "sse3",
        C::SSSE3 => "ssse3",
        C::SSE4_1 => "sse4.1",
        C::SSE4_2 => "sse4.2",
        C::SSE4A => "sse4a",
        C::POPCNT => "popcnt",
        C::LZCNT => "lzcnt",
        C::BMI1 => "bmi1",
        C::BMI2 => "bmi2",
        C::TBM => "tbm",
        C::ADX => "adx",
        C::AES => "aes",
        C::PCLMULQDQ => "pclmulqdq",
        C::SHA => "sha",
        C::RDRAND => "rdrand",
        C::RDSEED => "rdseed",
        C::MOVBE => "movbe",
        C::F16C => "f16c",
        C::FMA => "fma",
        C::AVX => "avx",
        C::AVX2 => "avx2",
        C::AVX512F => "avx512f",
        C::AVX512CD => "avx512cd",
        C::AVX512BW => "avx512bw",
        C::AVX512DQ => "avx512dq",
        C::AVX512VL => "avx512vl",
        C::AVX512_IFMA => "avx512ifma",
        C::AVX512_VBMI => "avx512vbmi",
        C::AVX512_VBMI2 => "avx512vbmi2",
        C::AVX512_VNNI => "avx512vnni",
        C::AVX512_BITALG => "avx512bitalg",
        C::AVX512_VPOPCNTDQ => "avx512vpopcntdq",
        C::AVX512_BF16 => "avx512bf16",
        C::AVX512_FP16 => "avx512fp16",
        C::AVX512_VP2INTERSECT => "avx512vp2intersect",
        C::AVX_VNNI => "avxvnni",
        C::AVX_IFMA => "avxifma",
        C::GFNI => "gfni",
        C::VAES => "vaes",
        C::VPCLMULQDQ => "vpclmulqdq",
        C::CMPXCHG16B => "cmpxchg16b",
        C::XSAVE => "xsave",
        C::XSAVEOPT => "xsaveopt",
        C::XSAVEC => "xsavec",
        C::XSAVES => "xsaves",
        C::RTM => "rtm",
        C::FMA4 => "fma4",
        C::XOP => "xop",
        C::D3NOW => "3dnow",
        C::D3NOWEXT => "3dnowext",
        C::PREFETCHW => "3dnowprefetch",
        C::CLFSH => "clflush",
        C::CLFLUSHOPT => "clflushopt",
        C::CLWB => "clwb",
        C::CLZERO => "clzero",
        C::RDTSCP => "rdtscp",
        C::RDPID => "rdpid",
        C::MOVDIRI => "movdiri",
        C::MOVDIR64B => "movdir64b",
        C::SERIALIZE => "serialize",
        C::WBNOINVD => "wbnoinvd",
        C::HLE => "hle",
        C::PKU => "pku",
        C::MONITORX => "mwaitx",
        C::FSGSBASE => "fsgsbase",
        C::INVPCID => "invpcid",
        C::SMAP => "smap",
        C::WAITPKG => "waitpkg",
        C::SHA512 => "sha512",
        C::SM3 => "sm3",
        C::SM4 => "sm4",
        _ => "unknown-feature",
    })
}

type Skip = (&'static str, String);

fn skip<T>(class: &'static str, detail: impl Into<String>) -> Result<T, Skip> {
    Err((class, detail.into()))
}

/// Excluded mnemonics by class (what iced's flags do not already say).
fn mnemonic_class(m: Mnemonic) -> Option<&'static str> {
    use Mnemonic as M;
    Some(match m {
        M::In | M::Out | M::Insb | M::Insw | M::Insd | M::Outsb | M::Outsw | M::Outsd => "I/O",
        M::Lds
        | M::Les
        | M::Lfs
        | M::Lgs
        | M::Lss
        | M::Wrfsbase
        | M::Wrgsbase
        | M::Rdfsbase
        | M::Rdgsbase
        | M::Swapgs
        | M::Verr
        | M::Verw
        | M::Lar
        | M::Lsl
        | M::Arpl
        | M::Sldt
        | M::Str
        | M::Sgdt
        | M::Sidt
        | M::Smsw => "segment",
        M::Mwait
        | M::Mwaitx
        | M::Monitor
        | M::Monitorx
        | M::Umwait
        | M::Umonitor
        | M::Tpause
        | M::Hlt
        | M::Ud0
        | M::Ud1
        | M::Ud2
        | M::Int
        | M::Int1
        | M::Int3
        | M::Into
        | M::Xabort
        | M::Xbegin
        | M::Xend
        | M::Xtest
        // A VM exit each (`cpuid`), or hundreds to thousands of cycles (`rdrand`, `rdseed`):
        // a block of them outlasts the 10 s budget.
        | M::Cpuid
        | M::Rdrand
        | M::Rdseed => "waits or traps",
        M::Wrpkru
        | M::Rdpkru
        | M::Rdpmc
        | M::Ldmxcsr
        | M::Vldmxcsr
        | M::Emms
        | M::Femms
        | M::Xsetbv
        | M::Clui
        | M::Stui
        | M::Senduipi
        | M::Testui
        | M::Ptwrite
        | M::Incsspd
        | M::Incsspq
        | M::Rdsspd
        | M::Rdsspq
        | M::Saveprevssp
        | M::Rstorssp
        | M::Wrssd
        | M::Wrssq
        | M::Wrussd
        | M::Wrussq
        | M::Setssbsy
        | M::Clrssbsy
        | M::Endbr32
        | M::Endbr64
        | M::Enqcmd
        | M::Enqcmds
        | M::Ldtilecfg
        | M::Sttilecfg
        | M::Tilerelease
        | M::Loadiwkey
        | M::Encodekey128
        | M::Encodekey256
        | M::Cld
        | M::Std
        | M::Cli
        | M::Sti => "system state",
        _ => return None,
    })
}

/// Register classes of explicit register operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rc {
    G8,
    G16,
    G32,
    G64,
    X,
    Y,
    Z,
    K,
    Mm,
}

/// General-purpose registers in the order of [`super::forms`]'s rotation: 64/32/16/8-bit names.
/// The generated forms' copy i uses entry (i + 1) % 12 (`{g64}`, `{g32}`, `{g16}`, `{g8}`), so
/// copy 0 is `rbx`, not the accumulator the assembler has short forms for (`addq $imm, %rax`).
const GPRS: [[Register; 4]; 12] = {
    use Register as R;
    [
        [R::RAX, R::EAX, R::AX, R::AL],
        [R::RBX, R::EBX, R::BX, R::BL],
        [R::RCX, R::ECX, R::CX, R::CL],
        [R::RBP, R::EBP, R::BP, R::BPL],
        [R::R8, R::R8D, R::R8W, R::R8L],
        [R::R9, R::R9D, R::R9W, R::R9L],
        [R::R10, R::R10D, R::R10W, R::R10L],
        [R::R11, R::R11D, R::R11W, R::R11L],
        [R::R12, R::R12D, R::R12W, R::R12L],
        [R::R13, R::R13D, R::R13W, R::R13L],
        [R::R14, R::R14D, R::R14W, R::R14L],
        [R::R15, R::R15D, R::R15W, R::R15L],
    ]
};

/// Register numbers: copy 0's destination, the partner of a two-register chain, and sources.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Num {
    Dest,
    Partner,
    Source(usize),
}

impl Rc {
    /// Index of the register file (GPRs of all widths share one, xmm/ymm/zmm another).
    fn file(self) -> u8 {
        match self {
            Rc::G8 | Rc::G16 | Rc::G32 | Rc::G64 => 0,
            Rc::X | Rc::Y | Rc::Z => 1,
            Rc::K => 2,
            Rc::Mm => 3,
        }
    }

    fn class(self) -> RegClass {
        match self {
            Rc::G8 => RegClass::Gpr8,
            Rc::G16 => RegClass::Gpr16,
            Rc::G32 => RegClass::Gpr32,
            Rc::G64 => RegClass::Gpr64,
            Rc::X => RegClass::Xmm,
            Rc::Y => RegClass::Ymm,
            Rc::Z => RegClass::Zmm,
            Rc::K => RegClass::K,
            Rc::Mm => RegClass::Mm,
        }
    }

    /// The register of number `n`; `high`: vector registers 16-31 (EVEX forms, which the
    /// assembler would otherwise encode as VEX).
    fn reg(self, n: Num, high: bool) -> Register {
        use Register as R;
        let gpr = |w: usize| match n {
            Num::Dest => GPRS[1][w],
            Num::Partner => GPRS[11][w],
            Num::Source(k) => [
                [R::RSI, R::ESI, R::SI, R::SIL],
                [R::RDX, R::EDX, R::DX, R::DL],
            ][k % 2][w],
        };
        let vec = |first: Register| {
            let base = if high { 16 } else { 0 };
            let k = match n {
                Num::Dest => base,
                Num::Partner => base + 11,
                Num::Source(k) => base + 15 - (k % 4),
            };
            Register::values().nth(first as usize + k).unwrap_or(first)
        };
        match self {
            Rc::G64 => gpr(0),
            Rc::G32 => gpr(1),
            Rc::G16 => gpr(2),
            Rc::G8 => gpr(3),
            Rc::X => vec(R::XMM0),
            Rc::Y => vec(R::YMM0),
            Rc::Z => vec(R::ZMM0),
            Rc::K => match n {
                Num::Dest => R::K1,
                Num::Partner => R::K2,
                Num::Source(k) => [R::K6, R::K5][k % 2],
            },
            Rc::Mm => match n {
                Num::Dest => R::MM0,
                Num::Partner => R::MM1,
                Num::Source(k) => [R::MM7, R::MM6][k % 2],
            },
        }
    }
}

/// How one operand of the code is filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Reg(Rc),
    /// A fixed register (`al`, `cl`, `rax`, ...).
    Fixed(Register),
    Mem,
    /// An immediate of this `OpKind`; false: a constant 1 (`shl $1`).
    Imm(OpKind, bool),
}

fn operand(k: K, mem: bool) -> Result<Op, Skip> {
    let rm = |rc: Rc| if mem { Op::Mem } else { Op::Reg(rc) };
    Ok(match k {
        K::r8_or_mem => rm(Rc::G8),
        K::r16_or_mem => rm(Rc::G16),
        K::r32_or_mem => rm(Rc::G32),
        K::r64_or_mem => rm(Rc::G64),
        K::xmm_or_mem => rm(Rc::X),
        K::ymm_or_mem => rm(Rc::Y),
        K::zmm_or_mem => rm(Rc::Z),
        K::mm_or_mem => rm(Rc::Mm),
        K::k_or_mem => rm(Rc::K),
        K::mem => Op::Mem,
        K::r8_reg | K::r8_opcode => Op::Reg(Rc::G8),
        K::r16_reg | K::r16_rm | K::r16_opcode => Op::Reg(Rc::G16),
        K::r32_reg | K::r32_rm | K::r32_opcode | K::r32_vvvv => Op::Reg(Rc::G32),
        K::r64_reg | K::r64_rm | K::r64_opcode | K::r64_vvvv => Op::Reg(Rc::G64),
        K::xmm_reg | K::xmm_rm | K::xmm_vvvv | K::xmm_is4 | K::xmm_is5 => Op::Reg(Rc::X),
        K::ymm_reg | K::ymm_rm | K::ymm_vvvv | K::ymm_is4 | K::ymm_is5 => Op::Reg(Rc::Y),
        K::zmm_reg | K::zmm_rm | K::zmm_vvvv => Op::Reg(Rc::Z),
        K::k_reg | K::k_rm | K::k_vvvv => Op::Reg(Rc::K),
        K::mm_reg | K::mm_rm => Op::Reg(Rc::Mm),
        K::al => Op::Fixed(Register::AL),
        K::cl => Op::Fixed(Register::CL),
        K::ax => Op::Fixed(Register::AX),
        K::eax => Op::Fixed(Register::EAX),
        K::rax => Op::Fixed(Register::RAX),
        K::imm8 | K::imm4_m2z => Op::Imm(OpKind::Immediate8, true),
        K::imm8_const_1 => Op::Imm(OpKind::Immediate8, false),
        K::imm8sex16 => Op::Imm(OpKind::Immediate8to16, true),
        K::imm8sex32 => Op::Imm(OpKind::Immediate8to32, true),
        K::imm8sex64 => Op::Imm(OpKind::Immediate8to64, true),
        K::imm16 => Op::Imm(OpKind::Immediate16, true),
        K::imm32 => Op::Imm(OpKind::Immediate32, true),
        K::imm32sex64 => Op::Imm(OpKind::Immediate32to64, true),
        K::imm64 => Op::Imm(OpKind::Immediate64, true),
        K::st0 | K::sti_opcode => return skip("x87", "x87 stack register operand"),
        K::seg_reg | K::es | K::cs | K::ss | K::ds | K::fs | K::gs => {
            return skip("segment", "segment register operand")
        }
        K::seg_rSI | K::es_rDI | K::seg_rDI | K::seg_rBX_al => {
            return skip("string", "implicit memory through rsi/rdi/rbx")
        }
        other => return skip("operand not generated", format!("{other:?}")),
    })
}

/// Which registers the explicit operands get in one built instruction.
#[derive(Clone, Copy, Debug)]
struct Regs {
    /// The destination operand and the number it gets.
    dest: Option<(usize, Num)>,
    /// A source operand made part of the chain, and its number.
    tie: Option<(usize, Num)>,
    /// `same` variant: every register of the destination's file gets the destination's number.
    same: bool,
    high: bool,
}

fn generate_one(code: Code, variant: SchedVariant, name: &str) -> Result<GeneratedForm, Skip> {
    let info = code.op_code();
    if !info.is_instruction() || !info.mode64() {
        return skip("not an instruction", "not an instruction in 64-bit mode");
    }
    if code.is_privileged() {
        return skip("privileged", "ring 0 only");
    }
    if code.flow_control() != FlowControl::Next {
        return skip("control flow", format!("{:?}", code.flow_control()));
    }
    if let Some(class) = mnemonic_class(code.mnemonic()) {
        return skip(class, format!("{:?}", code.mnemonic()));
    }
    if code.is_stack_instruction() {
        return skip("stack", "changes rsp");
    }
    if code.is_string_instruction() {
        return skip("string", "implicit rsi/rdi/rcx");
    }
    if code.is_save_restore_instruction() {
        return skip("state save/restore", format!("{:?}", code.mnemonic()));
    }
    let features = code.cpuid_features();
    if features.iter().any(|f| {
        matches!(
            f,
            CpuidFeature::FPU | CpuidFeature::FPU287 | CpuidFeature::FPU387
        )
    }) && !features.iter().any(|f| {
        matches!(
            f,
            CpuidFeature::MMX | CpuidFeature::SSE | CpuidFeature::SSE2
        )
    }) {
        return skip("x87", format!("{:?}", code.mnemonic()));
    }
    if matches!(
        code.mnemonic(),
        Mnemonic::Blendvps | Mnemonic::Blendvpd | Mnemonic::Pblendvb | Mnemonic::Sha256rnds2
    ) {
        // The implicit `%xmm0` operand is the register the generator gives copy 0.
        return skip("operand not generated", "implicit xmm0");
    }
    let ops: Vec<Op> = info
        .op_kinds()
        .iter()
        .map(|&k| operand(k, variant.mem))
        .collect::<Result<_, _>>()?;
    if variant.mem && !ops.contains(&Op::Mem) {
        return skip(
            "operand not generated",
            "memory variant without a memory operand",
        );
    }
    let is_lea = code.mnemonic() == Mnemonic::Lea;
    // EVEX forms without a mask, broadcast or rounding would be read as VEX with registers
    // 0-15: they use registers 16-31.
    // EVEX xmm/ymm forms without a mask, broadcast or rounding are reachable from text only
    // with registers 16-31, which `mca`'s matcher reads as the VEX code (and cannot encode):
    // they are listed as alternate encodings, so registers 0-15 serve everywhere.
    let high = false;
    let plain = Regs {
        dest: None,
        tie: None,
        same: false,
        high,
    };
    // First pass: sources everywhere, to learn which operand is written.
    let probe = build(code, variant, &ops, plain, is_lea)?;
    let mut factory = InstructionInfoFactory::new();
    let access: Vec<OpAccess> = (0..ops.len() as u32)
        .map(|i| factory.info(&probe).op_access(i))
        .collect();
    let writes = |a: OpAccess| {
        matches!(
            a,
            OpAccess::Write | OpAccess::ReadWrite | OpAccess::CondWrite | OpAccess::ReadCondWrite
        )
    };
    let reads = |a: OpAccess| {
        matches!(
            a,
            OpAccess::Read | OpAccess::ReadWrite | OpAccess::CondRead | OpAccess::ReadCondWrite
        )
    };
    let dest = ops.iter().enumerate().find_map(|(i, o)| match o {
        Op::Reg(rc) if writes(access[i]) => Some((i, *rc)),
        _ => None,
    });
    let mem_index = ops.iter().position(|o| *o == Op::Mem);
    let mem_rmw = mem_index.is_some_and(|i| reads(access[i]) && writes(access[i]));
    let mem_write = mem_index.is_some_and(|i| writes(access[i]));
    let mut latency_note = None;
    let mut chain_kind = ChainKind::None;
    let mut tie = None;
    if let Some((di, drc)) = dest {
        if reads(access[di]) || variant.same_regs || is_lea {
            chain_kind = ChainKind::Register;
        } else if let Some(si) = ops.iter().enumerate().position(|(i, o)| {
            i != di && matches!(o, Op::Reg(rc) if rc.file() == drc.file()) && reads(access[i])
        }) {
            tie = Some(si);
            chain_kind = ChainKind::TwoRegisters;
        } else if code.mnemonic() == Mnemonic::Mov
            && mem_index.is_some()
            && !mem_write
            && mem_size_matches(code, drc)
        {
            chain_kind = ChainKind::PointerChase;
        } else {
            latency_note = Some("no input in the destination's register file");
        }
    } else if mem_rmw {
        chain_kind = ChainKind::Memory;
    } else if mem_write {
        latency_note = Some("writes only memory");
    } else if factory
        .info(&probe)
        .used_registers()
        .iter()
        .any(|u| writes(u.access()))
        || probe.rflags_modified() != 0
    {
        latency_note = Some("writes only flags or implicit registers");
    } else {
        latency_note = Some("no output");
    }
    let stream_regs = Regs {
        dest: dest.map(|d| (d.0, Num::Dest)),
        same: variant.same_regs,
        ..plain
    };
    let stream_inst = build(code, variant, &ops, stream_regs, is_lea)?;
    // An implicit (or fixed, `addq $3, %rax`) register both read and written chains the
    // stream's copies: such a form has a latency chain (the copies themselves) and no stream.
    let explicit: Vec<Register> = ops
        .iter()
        .enumerate()
        .filter(|(_, o)| matches!(o, Op::Reg(_)))
        .map(|(i, _)| stream_inst.op_register(i as u32).full_register())
        .collect();
    // iced may list such a register once as read-write or twice (read, then written).
    let used: Vec<(Register, OpAccess)> = factory
        .info(&stream_inst)
        .used_registers()
        .iter()
        .map(|u| (u.register().full_register(), u.access()))
        .filter(|(r, _)| !explicit.contains(r) && *r != Register::None)
        .collect();
    let implicit_rw = used.iter().any(|&(r, a)| {
        matches!(a, OpAccess::ReadWrite | OpAccess::ReadCondWrite)
            || (reads(a) && used.iter().any(|&(r2, a2)| r2 == r && writes(a2)))
    });
    let throughput_note = implicit_rw.then_some("reads and writes an implicit register");
    if implicit_rw && chain_kind == ChainKind::None {
        chain_kind = ChainKind::Register;
        latency_note = None;
    }
    let drc = dest.map(|d| d.1);
    let stream_text = placeholders(&att_text(&stream_inst), drc, high);
    let mut chain_steps = 1;
    let chain_text = match chain_kind {
        ChainKind::None => None,
        ChainKind::Register => Some(stream_text.replace("{v}(%rdi)", "0(%rdi)")),
        ChainKind::Memory => Some(stream_text.replace("{v}(%rdi)", "0(%rdi)")),
        ChainKind::PointerChase => Some(stream_text.replace("{v}(%rdi)", "({g64})")),
        ChainKind::TwoRegisters => {
            let (di, si) = (dest.expect("a destination").0, tie.expect("a tied source"));
            let there = Regs {
                dest: Some((di, Num::Partner)),
                tie: Some((si, Num::Dest)),
                ..plain
            };
            let back = Regs {
                dest: Some((di, Num::Dest)),
                tie: Some((si, Num::Partner)),
                ..plain
            };
            chain_steps = 2;
            let a = placeholders(
                &att_text(&build(code, variant, &ops, there, is_lea)?),
                drc,
                high,
            );
            let b = placeholders(
                &att_text(&build(code, variant, &ops, back, is_lea)?),
                drc,
                high,
            );
            Some(format!("{a}; {b}").replace("{v}(%rdi)", "0(%rdi)"))
        }
    };
    let stream = (!implicit_rw).then(|| leak(stream_text.clone()));
    let chain = chain_text.map(leak);
    if chain.is_none() && stream.is_none() {
        return skip(
            "operand not generated",
            "neither a chain nor an independent stream",
        );
    }
    let class = drc.map(Rc::class).unwrap_or(RegClass::Gpr64);
    let form = Form {
        name: leak(name.to_string()),
        feature: leak(feature_names(code)),
        class,
        latency: chain,
        chain_steps,
        throughput: stream,
        subject: 0,
    };
    // The text must read back as this code and variant (the stream's copy, else the chain's).
    let back = read_back(&form);
    match back {
        Some(i) if i.code() == code && SchedVariant::of(&i) == variant => {}
        Some(i) => {
            return skip(
                "alternate encoding",
                format!(
                    "`{stream_text}` reads back as {:?} [{}]",
                    i.code(),
                    SchedVariant::of(&i)
                ),
            )
        }
        None => {
            return skip(
                "alternate encoding",
                format!("`{stream_text}` does not read back"),
            )
        }
    }
    Ok(GeneratedForm {
        form,
        code,
        variant,
        latency_note: if chain.is_some() { None } else { latency_note },
        throughput_note,
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ChainKind {
    None,
    /// The copies chain through the destination (read and written, or all sources the
    /// destination's register for `same`), or through an implicit register.
    Register,
    /// The destination is only written: two copies per step, each reading the other's
    /// destination (`op %xmm0 -> %xmm11; op %xmm11 -> %xmm0`).
    TwoRegisters,
    Memory,
    PointerChase,
}

/// Whether the load's memory operand is as wide as the destination (a pointer survives it).
fn mem_size_matches(code: Code, drc: Rc) -> bool {
    let bytes = code.op_code().memory_size().size();
    matches!((drc, bytes), (Rc::G64, 8) | (Rc::G32, 4))
}

/// The immediate of an operand: 0 or 1 for the `imm0`/`imm1` variants, else a value that needs
/// the operand's full width (so the assembler does not choose a shorter encoding).
fn immediate(kind: OpKind, variant: SchedVariant) -> u64 {
    if variant.imm1 {
        return 1;
    }
    if variant.imm0 {
        return 0;
    }
    match kind {
        OpKind::Immediate16 => 0x1234,
        OpKind::Immediate32 | OpKind::Immediate32to64 => 0x12345,
        OpKind::Immediate64 => 0x1_2345_6789,
        _ => 3,
    }
}

/// One instruction of the form with registers chosen by `regs`.
fn build(
    code: Code,
    variant: SchedVariant,
    ops: &[Op],
    regs: Regs,
    is_lea: bool,
) -> Result<Instruction, Skip> {
    let mut inst = Instruction::default();
    inst.set_code(code);
    let mut used = [0usize; 4];
    let dest_file = regs.dest.and_then(|(i, _)| match ops[i] {
        Op::Reg(rc) => Some(rc.file()),
        _ => None,
    });
    let mut imm_count = 0;
    for (i, op) in ops.iter().enumerate() {
        let n = i as u32;
        match *op {
            Op::Reg(rc) => {
                inst.set_op_kind(n, OpKind::Register);
                let num = match (regs.dest, regs.tie) {
                    (Some((d, num)), _) if d == i => num,
                    (_, Some((t, num))) if t == i => num,
                    _ if regs.same && dest_file == Some(rc.file()) => Num::Dest,
                    _ => {
                        let k = used[rc.file() as usize];
                        used[rc.file() as usize] += 1;
                        Num::Source(k)
                    }
                };
                inst.set_op_register(n, rc.reg(num, regs.high));
            }
            Op::Fixed(r) => {
                inst.set_op_kind(n, OpKind::Register);
                inst.set_op_register(n, r);
            }
            Op::Mem => {
                let m = if is_lea {
                    if variant.slow_lea {
                        MemoryOperand::with_base_index_scale_displ_size(
                            Register::RBX,
                            Register::RSI,
                            2,
                            8,
                            1,
                        )
                    } else {
                        MemoryOperand::with_base_displ_size(Register::RBX, 8, 1)
                    }
                } else {
                    MemoryOperand::with_base(Register::RDI)
                };
                inst.set_op_kind(n, OpKind::Memory);
                inst.set_memory_base(m.base);
                inst.set_memory_index(m.index);
                inst.set_memory_index_scale(m.scale);
                inst.set_memory_displacement64(m.displacement as u64);
                inst.set_memory_displ_size(m.displ_size);
            }
            Op::Imm(kind, free) => {
                let v = if free { immediate(kind, variant) } else { 1 };
                if kind == OpKind::Immediate8 && imm_count > 0 {
                    inst.set_op_kind(n, OpKind::Immediate8_2nd);
                    inst.set_immediate8_2nd(v as u8);
                } else {
                    inst.set_op_kind(n, kind);
                    inst.try_set_immediate_u64(n, v)
                        .map_err(|e| ("operand not generated", e.to_string()))?;
                }
                imm_count += 1;
            }
        }
    }
    if variant.mask != crate::target::sched::MaskKind::None {
        inst.set_op_mask(Register::K7);
        inst.set_zeroing_masking(variant.mask == crate::target::sched::MaskKind::Zero);
    }
    if variant.broadcast {
        inst.set_is_broadcast(true);
    }
    if variant.rounding {
        inst.set_rounding_control(RoundingControl::RoundToNearest);
    }
    if variant.sae {
        inst.set_suppress_all_exceptions(true);
    }
    if variant.lock {
        inst.set_has_lock_prefix(true);
    }
    Ok(inst)
}

/// AT&T text of the instruction as iced's GAS formatter writes it (size suffixes on).
fn att_text(inst: &Instruction) -> String {
    let mut f = GasFormatter::new();
    f.options_mut().set_gas_show_mnemonic_size_suffix(true);
    f.options_mut().set_space_after_operand_separator(true);
    f.options_mut().set_uppercase_hex(false);
    let mut out = String::new();
    f.format(inst, &mut out);
    out
}

/// Copy 0's destination registers replaced by placeholders (its number in every width of its
/// file) and the memory operand's displacement by `{v}`.
fn placeholders(text: &str, dest: Option<Rc>, high: bool) -> String {
    let mut t = text.to_string();
    if let Some(drc) = dest {
        let names: &[(&str, &str)] = match (drc.file(), high) {
            (0, _) => &[
                ("%rbx", "{g64}"),
                ("%ebx", "{g32}"),
                ("%bx", "{g16}"),
                ("%bl", "{g8}"),
            ],
            (1, false) => &[("%xmm0", "{xmm}"), ("%ymm0", "{ymm}"), ("%zmm0", "{zmm}")],
            (1, true) => &[
                ("%xmm16", "{xmmh}"),
                ("%ymm16", "{ymmh}"),
                ("%zmm16", "{zmmh}"),
            ],
            (2, _) => &[("%k1", "{kr}")],
            _ => &[("%mm0", "{mm}")],
        };
        for (from, to) in names {
            t = replace_register(&t, from, to);
        }
    }
    t.replace("(%rdi)", "{v}(%rdi)")
}

/// Replaces a register name only where it is a whole name (`%xmm1` in `%xmm1,` but not in
/// `%xmm16`).
fn replace_register(text: &str, from: &str, to: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(p) = rest.find(from) {
        let after = &rest[p + from.len()..];
        let whole = !after.starts_with(|c: char| c.is_ascii_alphanumeric());
        out.push_str(&rest[..p]);
        out.push_str(if whole { to } else { from });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Counts for `-list-forms`: per reason class, how many entries were excluded.
pub fn exclusion_counts() -> Vec<(&'static str, usize)> {
    let g = generated();
    REASON_CLASSES
        .iter()
        .map(|&c| (c, g.excluded.iter().filter(|e| e.class == c).count()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find(name: &str) -> &'static GeneratedForm {
        generated()
            .forms
            .iter()
            .find(|g| g.form.name == name)
            .unwrap_or_else(|| panic!("{name} not generated"))
    }

    #[test]
    fn every_entry_is_generated_or_excluded_with_a_known_class() {
        let g = generated();
        assert_eq!(g.forms.len() + g.excluded.len(), g.known);
        assert!(g.known > 10_000, "{}", g.known);
        for e in &g.excluded {
            assert!(REASON_CLASSES.contains(&e.class), "{e:?}");
        }
        let mut names: Vec<&str> = g.forms.iter().map(|f| f.form.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), g.forms.len());
    }

    #[test]
    fn templates_chain_through_the_destination() {
        // Read and written destination: one register.
        let f = find("Subps_xmm_xmmm128.r");
        assert_eq!(f.form.latency, Some("subps %xmm15, {xmm}"));
        assert_eq!(f.form.chain_steps, 1);
        // Written-only destination: two registers in turn, two instructions per step.
        let v = find("VEX_Vsubps_ymm_ymm_ymmm256.r");
        assert_eq!(
            v.form.latency,
            Some("vsubps %ymm15, {ymm}, %ymm11; vsubps %ymm15, %ymm11, {ymm}")
        );
        assert_eq!(v.form.chain_steps, 2);
        assert_eq!(v.form.throughput, Some("vsubps %ymm14, %ymm15, {ymm}"));
        // A load whose value is no address: throughput only, said why.
        let load = find("Popcnt_r64_rm64.m");
        assert_eq!(load.form.latency, None);
        assert_eq!(
            load.latency_note,
            Some("no input in the destination's register file")
        );
        assert_eq!(load.form.throughput, Some("popcntq {v}(%rdi), {g64}"));
        // Copy 0 is rbx, so the immediate form is not the accumulator's short one.
        let imm = find("Add_rm64_imm32.r");
        assert_eq!(imm.form.latency, Some("addq $0x12345, {g64}"));
        // Implicit registers read and written: a chain of the copies, no stream.
        let mul = find("Mul_rm64.m");
        assert!(mul.form.latency.is_some() && mul.form.throughput.is_none());
        assert_eq!(
            mul.throughput_note,
            Some("reads and writes an implicit register")
        );
        // Memory read-modify-write: the chain stays on one address.
        let rmw = find("Adc_rm64_r64.m");
        assert_eq!(rmw.form.latency, Some("adcq %rsi, 0(%rdi)"));
    }

    #[test]
    fn exclusions_have_reasons() {
        let g = generated();
        let class = |n: &str| g.excluded.iter().find(|e| e.name == n).map(|e| e.class);
        assert_eq!(class("Jne_rel32_64.r"), Some("control flow"));
        assert_eq!(
            class("Add_rm64_r64.r"),
            Some("measured by a hand-written form")
        );
        assert_eq!(class("Cpuid.r"), Some("waits or traps"));
    }
}
