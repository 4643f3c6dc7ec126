//! Static per-instruction descriptors ([`InstrDesc`]), built once per instruction of the input
//! from the CPU model and the matched iced instruction, the way LLVM's InstrBuilder does:
//! register reads and writes (explicit operands first, then implicit registers and EFLAGS), write
//! latencies and read-advance cycles, the processor resources consumed (units before groups,
//! cycles of units subtracted from the groups that contain them), buffers used, and flags.
//! Per-instance state lives in `context` (an [`InstrDesc`] is shared by every iteration).
//! Must not touch: the simulation state or the views.

use super::asm::matcher::MatchedInst;
use super::regs::RegId;
use crate::target::sched::{InstrSchedDesc, OperandRef, SchedModel};
use iced_x86::{InstructionInfoFactory, OpAccess, OpKind, Register};

/// Processor resources as masks, in LLVM's numbering (units first, then groups).
#[derive(Clone, Debug)]
pub struct ResourceTable {
    /// Mask of each model resource (by model index).
    pub masks: Vec<u64>,
    /// Model index of each mask bit (state index).
    pub state_to_model: Vec<usize>,
    pub names: Vec<String>,
    pub units: Vec<u32>,
    pub buffer_sizes: Vec<i32>,
    pub is_group: Vec<bool>,
    /// Super resource (model index) of each resource.
    pub super_of: Vec<Option<usize>>,
}

impl ResourceTable {
    pub fn new(model: &SchedModel) -> Result<ResourceTable, String> {
        let n = model.resources.len();
        if n > 64 {
            return Err(format!(
                "model '{}' has {n} processor resources; at most 64 are supported",
                model.name
            ));
        }
        let mut masks = vec![0u64; n];
        let mut state_to_model = vec![0usize; n];
        let mut next = 0;
        let is_group: Vec<bool> = model
            .resources
            .iter()
            .map(|r| !r.members.is_empty())
            .collect();
        for i in 0..n {
            if !is_group[i] {
                masks[i] = 1 << next;
                state_to_model[next] = i;
                next += 1;
            }
        }
        for i in 0..n {
            if is_group[i] {
                masks[i] = 1 << next;
                state_to_model[next] = i;
                next += 1;
            }
        }
        for i in 0..n {
            if is_group[i] {
                for m in &model.resources[i].members {
                    let j = model
                        .resource_index(m)
                        .ok_or_else(|| format!("unknown resource {m}"))?
                        as usize;
                    masks[i] |= masks[j];
                }
            }
        }
        let super_of = model
            .resources
            .iter()
            .map(|r| {
                r.super_resource
                    .as_ref()
                    .and_then(|s| model.resource_index(s))
                    .map(|x| x as usize)
            })
            .collect();
        Ok(ResourceTable {
            masks,
            state_to_model,
            names: model.resources.iter().map(|r| r.name.clone()).collect(),
            units: model.resources.iter().map(|r| r.units).collect(),
            buffer_sizes: model.resources.iter().map(|r| r.buffer_size).collect(),
            is_group,
            super_of,
        })
    }

    /// Model index of the resource whose own bit is the highest bit of `mask`.
    pub fn model_index(&self, mask: u64) -> usize {
        self.state_to_model[state_index(mask)]
    }

    pub fn len(&self) -> usize {
        self.masks.len()
    }

    pub fn is_empty(&self) -> bool {
        self.masks.is_empty()
    }
}

/// Index of the highest set bit (LLVM's getResourceStateIndex).
pub fn state_index(mask: u64) -> usize {
    63 - mask.leading_zeros() as usize
}

/// Cycles a resource is used for, and how many of its units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ResourceUsage {
    pub mask: u64,
    pub cycles: u32,
    pub num_units: u32,
    /// A group held as a whole for extra cycles.
    pub reserved: bool,
}

/// A register write of an instruction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WriteDesc {
    pub reg: RegId,
    pub latency: u32,
    pub clears_super: bool,
}

/// A register read of an instruction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReadDesc {
    pub reg: RegId,
    pub advance: i32,
    /// A dependency-breaking idiom ignores the value of this operand.
    pub independent: bool,
}

/// Everything the simulation needs to know about one instruction of the input.
#[derive(Clone, Debug, Default)]
pub struct InstrDesc {
    pub num_micro_ops: u32,
    pub max_latency: u32,
    pub writes: Vec<WriteDesc>,
    pub reads: Vec<ReadDesc>,
    /// Units before groups (LLVM's order).
    pub resources: Vec<ResourceUsage>,
    /// The units (not groups) in `resources`: each is needed once and never reserved, so the
    /// resource manager tests them all with one mask.
    pub resource_units: u64,
    /// Index in `resources` of the first group.
    pub first_group: u32,
    pub used_buffers: u64,
    pub used_groups: u64,
    pub has_partially_overlapping_groups: bool,
    pub must_issue_immediately: bool,
    pub may_load: bool,
    pub may_store: bool,
    pub has_side_effects: bool,
    pub begin_group: bool,
    pub end_group: bool,
    pub retire_ooo: bool,
    pub zero_idiom: bool,
    pub optimizable_move: bool,
    pub is_call: bool,
    pub is_return: bool,
    /// Memory barriers as llvm-mca's X86 post-processing marks them (mfence, lfence, sfence).
    pub load_barrier: bool,
    pub store_barrier: bool,
    /// Under `-lsu=ordered`, the earlier memory groups this instruction waits for
    /// ([`crate::mca::units::lsu::Drain`]); `Drain::None` otherwise.
    pub drain: crate::mca::units::lsu::Drain,
    /// A conditional jump fused with the instruction before it (a calibrated host model's
    /// macro fusion, [`crate::mca::stages::front_end`]): no micro-op, no decode slot, no queue
    /// slot of its own; it still executes on its own resources. Never set for llvm-mca's models.
    pub macro_fused: bool,
}

impl InstrDesc {
    pub fn is_zero_latency(&self) -> bool {
        self.max_latency == 0 && self.resources.is_empty()
    }
}

fn operand_ref(instr: &iced_x86::Instruction, reg: Register) -> OperandRef {
    for i in 0..instr.op_count() {
        if instr.op_kind(i) == OpKind::Register && instr.op_register(i) == reg {
            return OperandRef::Op(i as u8);
        }
    }
    OperandRef::Implicit(reg)
}

fn is_read(a: OpAccess) -> bool {
    matches!(
        a,
        OpAccess::Read | OpAccess::CondRead | OpAccess::ReadWrite | OpAccess::ReadCondWrite
    )
}

fn is_write(a: OpAccess) -> bool {
    matches!(
        a,
        OpAccess::Write | OpAccess::CondWrite | OpAccess::ReadWrite | OpAccess::ReadCondWrite
    )
}

fn clears_super(reg: Register, vex_or_evex: bool) -> bool {
    reg.is_gpr32() || (vex_or_evex && (reg.is_xmm() || reg.is_ymm()))
}

/// How llvm-mca 22 tracks the implicit stack pointer of an instruction.
enum StackPointerUse {
    /// A dependency on older writes of RSP; its own write is not seen by later readers.
    ReadOnly,
    ReadWrite,
    None,
}

fn stack_pointer_use(m: iced_x86::Mnemonic) -> StackPointerUse {
    use iced_x86::Mnemonic as M;
    match m {
        M::Push | M::Pop | M::Call => StackPointerUse::ReadOnly,
        M::Leave | M::Pushf | M::Pushfq | M::Popf | M::Popfq => StackPointerUse::ReadWrite,
        _ => StackPointerUse::None,
    }
}

/// The x87 control word (FPCW) and status word (FPSW) an instruction reads and writes, as
/// LLVM's x87 instructions name them. LLVM gives the x87 stack registers (`st(i)`) no
/// definitions, so they carry no dependency and are left out of the descriptors; the two
/// words are what x87 code waits on. Facts from llvm-mca 22 (skylake, one iteration:
/// `-register-file-stats` mappings of each form alone, and the timeline wait of each form
/// after `fldcw`, which writes both words, and after `fsqrt`, which writes the status word):
/// * every x87 instruction writes FPSW, and `fxrstor` too; `fxsave` writes nothing;
/// * FPCW is written by `fldcw`, `fninit`, `fldenv`, `frstor`, `fxrstor`, `fnstenv`, `fnsave`;
/// * FPSW is read by `fnstsw`, `fnstenv`, `fnsave`, `fxsave`;
/// * FPCW is read by `fnstenv` and `fnsave` (after FPSW: the bottleneck view names `%fpcr`) and
///   by every other x87 instruction but the writers of FPCW, the readers of FPSW, `fnclex`,
///   `fcmov*`, `ffree`, `wait`, `fbld`, `fchs`, `fabs`, `fxam`, `fdecstp`, `fincstp`, `fnop`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct X87Words {
    /// An x87 instruction (or `fxsave`/`fxrstor`).
    x87: bool,
    reads_control: bool,
    reads_status: bool,
    writes_control: bool,
    writes_status: bool,
}

impl X87Words {
    fn of(instr: &iced_x86::Instruction) -> X87Words {
        use iced_x86::{CpuidFeature as F, Mnemonic as M};
        let m = instr.mnemonic();
        let fxsr = matches!(m, M::Fxsave | M::Fxsave64 | M::Fxrstor | M::Fxrstor64);
        let x87 = m == M::Wait
            || instr
                .cpuid_features()
                .iter()
                .any(|f| matches!(f, F::FPU | F::FPU287 | F::FPU287XL_ONLY | F::FPU387));
        if !x87 && !fxsr {
            return X87Words::default();
        }
        let reads_status = matches!(
            m,
            M::Fnstsw | M::Fnstenv | M::Fnsave | M::Fxsave | M::Fxsave64
        );
        let writes_control = matches!(
            m,
            M::Fldcw
                | M::Fninit
                | M::Fldenv
                | M::Frstor
                | M::Fxrstor
                | M::Fxrstor64
                | M::Fnstenv
                | M::Fnsave
        );
        let no_control_read = matches!(
            m,
            M::Fnclex
                | M::Fcmovb
                | M::Fcmove
                | M::Fcmovbe
                | M::Fcmovu
                | M::Fcmovnb
                | M::Fcmovne
                | M::Fcmovnbe
                | M::Fcmovnu
                | M::Ffree
                | M::Ffreep
                | M::Wait
                | M::Fbld
                | M::Fchs
                | M::Fabs
                | M::Fxam
                | M::Fdecstp
                | M::Fincstp
                | M::Fnop
        );
        // `fnstenv` and `fnsave` store the control word before they mask exceptions.
        let saves_control = matches!(m, M::Fnstenv | M::Fnsave);
        X87Words {
            x87: true,
            reads_control: saves_control
                || !(reads_status || writes_control || no_control_read || fxsr),
            reads_status,
            writes_control,
            writes_status: !matches!(m, M::Fxsave | M::Fxsave64),
        }
    }
}

/// Builds the descriptor of one instruction. `call_latency` replaces the latency of calls.
pub fn build_desc(
    model: &SchedModel,
    table: &ResourceTable,
    sched: &InstrSchedDesc,
    m: &MatchedInst,
    call_latency: u32,
) -> InstrDesc {
    let instr = &m.instruction;
    let mut factory = InstructionInfoFactory::new();
    let info = factory.info(instr);
    let vex = matches!(
        m.code.encoding(),
        iced_x86::EncodingKind::VEX | iced_x86::EncodingKind::EVEX | iced_x86::EncodingKind::XOP
    );
    let independent = sched.zero_idiom || sched.dep_breaking;
    let flow = instr.flow_control();
    let is_call = matches!(
        flow,
        iced_x86::FlowControl::Call | iced_x86::FlowControl::IndirectCall
    );
    let is_return = flow == iced_x86::FlowControl::Return;
    // The model's latency is the one llvm-mca prints, which adds the forwarding delay of negative
    // ReadAdvance entries; the simulation itself uses the scheduling class's latency.
    let forwarding_delay = sched
        .reads
        .iter()
        .map(|r| (-r.cycles).max(0) as u32)
        .max()
        .unwrap_or(0);
    let class_latency = sched.latency.saturating_sub(forwarding_delay);
    let max_latency = if is_call { call_latency } else { class_latency };

    let mut reads: Vec<ReadDesc> = Vec::new();
    let mut writes: Vec<WriteDesc> = Vec::new();
    let words = X87Words::of(instr);
    // Explicit registers: (register, read, written).
    let mut explicit_regs: Vec<(Register, bool, bool)> = Vec::new();
    // Calls take `call_latency` as a whole; their register writes keep the model's latencies.
    let write_latency = |op: OperandRef| -> u32 {
        sched
            .writes
            .iter()
            .find(|w| w.operand == op)
            .map_or(class_latency, |w| w.cycles.max(0) as u32)
    };
    // Explicit defs first (LLVM numbers defs before uses).
    for i in 0..instr.op_count() {
        if instr.op_kind(i) != OpKind::Register {
            continue;
        }
        let r = instr.op_register(i);
        let acc = info.op_access(i);
        if is_write(acc) && !r.is_segment_register() && !r.is_st() {
            writes.push(WriteDesc {
                reg: RegId::from_iced(r),
                latency: write_latency(OperandRef::Op(i as u8)),
                clears_super: clears_super(r, vex),
            });
        }
    }
    for i in 0..instr.op_count() {
        match instr.op_kind(i) {
            OpKind::Register if instr.op_register(i).is_st() => {}
            OpKind::Register => {
                let r = instr.op_register(i);
                let acc = info.op_access(i);
                // A conditional write (cmov's destination) keeps the old value when the
                // condition fails: LLVM ties it to a source, so it is read too.
                // iced marks the sources of a same-register idiom (`xorl %eax, %eax`) as not
                // accessed; LLVM reads them unless the model breaks the dependency (Alder Lake's
                // model does not for `xor`), so they are reads here, independent or not.
                let same_as_other = |j: u32| {
                    j != i && instr.op_kind(j) == OpKind::Register && instr.op_register(j) == r
                };
                // The destination of a legacy two-operand idiom (`pxor %xmm1, %xmm1`, iced: op0
                // written only) is LLVM's tied source too: it reads the register twice, so the
                // producer gains two users (the rank that orders issue).
                let tied_idiom_dest = i == 0
                    && acc == OpAccess::Write
                    && instr.encoding() == iced_x86::EncodingKind::Legacy
                    && (0..instr.op_count())
                        .any(|j| same_as_other(j) && info.op_access(j) == OpAccess::None);
                let same_reg_idiom = (acc == OpAccess::None
                    && (0..instr.op_count()).any(same_as_other))
                    || tied_idiom_dest;
                let read = is_read(acc)
                    || acc == OpAccess::CondWrite
                    || (independent && acc == OpAccess::None)
                    || same_reg_idiom;
                explicit_regs.push((r, read, is_write(acc)));
                if read {
                    reads.push(ReadDesc {
                        reg: RegId::from_iced(r),
                        advance: SchedModel::read_advance(sched, OperandRef::Op(i as u8)),
                        independent,
                    });
                }
            }
            OpKind::Memory => {
                for (r, opref) in [
                    (instr.memory_base(), OperandRef::MemBase),
                    (instr.memory_index(), OperandRef::MemIndex),
                ] {
                    if r != Register::None && r != Register::RIP && r != Register::EIP {
                        explicit_regs.push((r, true, false));
                        reads.push(ReadDesc {
                            reg: RegId::from_iced(r),
                            advance: SchedModel::read_advance(sched, opref),
                            independent: false,
                        });
                    }
                }
            }
            _ => {}
        }
    }
    // Implicit registers iced knows about (RAX/RDX of div, RSP of push, ...).
    for ur in info.used_registers() {
        let r = ur.register();
        if r.is_segment_register() || r == Register::RIP || r == Register::EIP || r.is_st() {
            continue;
        }
        // iced lists the MMX aliases of the x87 stack for `frstor`/`fnsave`; LLVM names none.
        if words.x87 && r.is_mm() {
            continue;
        }
        // iced lists the explicit operands too; what they already read or write is not
        // implicit (but `mulq %rdx` reads RDX explicitly and writes it implicitly).
        let same = |e: &&(Register, bool, bool)| e.0.full_register() == r.full_register();
        let explicit_read = explicit_regs.iter().filter(same).any(|e| e.1);
        let explicit_write = explicit_regs.iter().filter(same).any(|e| e.2);
        let explicit = explicit_regs.iter().any(|e| same(&e));
        if explicit
            && (explicit_read || !is_read(ur.access()))
            && (explicit_write || !is_write(ur.access()))
        {
            continue;
        }
        // The count register of a `rep`-prefixed string instruction: LLVM's string
        // instructions (`stosb`, `movsq`, ...) neither read nor write RCX, the prefix is not an
        // operand (llvm-mca 22's timelines: `rep stosb` waits for no RCX producer).
        if r.full_register() == Register::RCX
            && (instr.has_rep_prefix() || instr.has_repe_prefix() || instr.has_repne_prefix())
        {
            continue;
        }
        // The implicit stack pointer, as llvm-mca 22 treats it (learned from its timelines):
        // push, pop and call wait for the stack pointer but later readers do not wait for
        // theirs; leave, pushf and popf both read and write it; ret and the rest neither.
        let (mut force_read, mut write_ok) = (false, true);
        if r.full_register() == Register::RSP {
            match stack_pointer_use(instr.mnemonic()) {
                StackPointerUse::ReadOnly => write_ok = false,
                // iced calls leave's stack pointer written only; LLVM also reads it.
                StackPointerUse::ReadWrite => force_read = true,
                StackPointerUse::None => continue,
            }
        }
        // iced names the zero-extended 64-bit register for implicit 32-bit writes (idivl's
        // EDX:EAX); LLVM's implicit operands are the 32-bit registers.
        let r = if r.is_gpr64()
            && crate::target::sched::code_facts::code_facts(m.code).operand_size == 32
            && !instr.is_stack_instruction()
        {
            r.full_register32()
        } else {
            r
        };
        // LLVM's string instructions (`stosb`, `movsq`, `lodsb`, `cmpsb`, ...) name their
        // implicit pointers EDI and ESI even with 64-bit addresses (the 32-bit write clears the
        // upper half, so only the name differs: the bottleneck view prints it).
        let is_string = (0..instr.op_count())
            .any(|i| matches!(instr.op_kind(i), OpKind::MemoryESRDI | OpKind::MemorySegRSI));
        let r = match r {
            // ... except `stosq`, whose destination LLVM names RDI (the bottleneck view of
            // gcc's `rep stosq` after `movq %rdi, ...` says `%rdi`).
            Register::RDI if is_string && m.code != iced_x86::Code::Stosq_m64_RAX => Register::EDI,
            Register::RSI if is_string => Register::ESI,
            other => other,
        };
        let opref = operand_ref(instr, r);
        // The model names an implicit register by its full register (`divl`'s EAX is RAX).
        let full_ref = match opref {
            OperandRef::Implicit(x) => OperandRef::Implicit(x.full_register()),
            other => other,
        };
        let known = |op: OperandRef| {
            sched.reads.iter().any(|x| x.operand == op)
                || sched.writes.iter().any(|x| x.operand == op)
        };
        let opref = if known(opref) { opref } else { full_ref };
        // LLVM's vzeroupper/vzeroall define the vector registers without reading them.
        let zeroes_vectors = matches!(
            m.code,
            iced_x86::Code::VEX_Vzeroupper | iced_x86::Code::VEX_Vzeroall
        );
        if (is_read(ur.access()) || force_read) && !explicit_read && !zeroes_vectors {
            reads.push(ReadDesc {
                reg: RegId::from_iced(r),
                advance: SchedModel::read_advance(sched, opref),
                independent: false,
            });
        }
        // LLVM's vzeroupper/vzeroall define YMM0-15 (iced lists the ZMM registers): on a model
        // without a ZMM register class (Znver3, BtVer2) the mappings go to the YMM class
        // (llvm-mca 22 `-register-file-stats`: 16 on Znver3, 32 at cost 2 on BtVer2).
        let r = match r {
            _ if !zeroes_vectors => r,
            z if z.is_zmm() && z.number() < 16 => Register::YMM0 + z.number() as u32,
            other => other,
        };
        if is_write(ur.access()) && !is_call && write_ok && !explicit_write {
            writes.push(WriteDesc {
                reg: RegId::from_iced(r),
                latency: write_latency(opref),
                clears_super: clears_super(r, vex),
            });
        }
    }
    // A lone `rep`/`repne` is LLVM's REP_PREFIX/REPNE_PREFIX, which defines and uses ECX
    // (llvm-mca 22's timelines: it waits for an RCX producer, and an ECX reader waits for it).
    if matches!(
        m.lone_prefix,
        Some(crate::mca::asm::Prefix::Rep | crate::mca::asm::Prefix::Repne)
    ) {
        let ecx = Register::ECX;
        writes.push(WriteDesc {
            reg: RegId::from_iced(ecx),
            latency: write_latency(OperandRef::Implicit(Register::RCX)),
            clears_super: clears_super(ecx, false),
        });
        reads.push(ReadDesc {
            reg: RegId::from_iced(ecx),
            advance: SchedModel::read_advance(sched, OperandRef::Implicit(Register::RCX)),
            independent: false,
        });
    }
    // LLVM's CWD/CDQ/CQO also define the accumulator they read.
    let acc = match m.code {
        iced_x86::Code::Cwd => Some(Register::AX),
        iced_x86::Code::Cdq => Some(Register::EAX),
        iced_x86::Code::Cqo => Some(Register::RAX),
        _ => None,
    };
    if let Some(a) = acc {
        writes.insert(
            0,
            WriteDesc {
                reg: RegId::from_iced(a),
                latency: write_latency(OperandRef::Implicit(a)),
                clears_super: clears_super(a, false),
            },
        );
    }
    // The string instructions read only the direction flag, which LLVM keeps in a register of
    // its own (DF): they wait for no EFLAGS producer (llvm-mca 22: `imulq` then `rep stosb`).
    // DF's own writers (`cld`, `std`) are not tracked apart: they still write EFLAGS here.
    // iced counts the x87 condition codes (C0-C3) among the flags; LLVM keeps them in FPSW.
    let x87_codes = iced_x86::RflagsBits::C0
        | iced_x86::RflagsBits::C1
        | iced_x86::RflagsBits::C2
        | iced_x86::RflagsBits::C3;
    let flags_read = instr.rflags_read() & !x87_codes;
    let flags_modified = instr.rflags_modified() & !x87_codes;
    // LLVM's `fcmov*` read no EFLAGS (llvm-mca 22, btver2 and atom: `imull` then `fcmovbe`
    // does not wait), so no x87 instruction reads the flags here.
    if flags_read != 0 && flags_read != iced_x86::RflagsBits::DF && !words.x87 {
        reads.push(ReadDesc {
            reg: RegId::EFLAGS,
            advance: SchedModel::read_advance(sched, OperandRef::Flags),
            independent: false,
        });
    }
    if flags_modified != 0 {
        writes.push(WriteDesc {
            reg: RegId::EFLAGS,
            latency: write_latency(OperandRef::Flags),
            clears_super: false,
        });
    }
    // FPSW before FPCW: of two equally critical reads the later is named (`%fpcr`).
    if words.reads_status {
        reads.push(ReadDesc {
            reg: RegId::FPSW,
            advance: 0,
            independent: false,
        });
    }
    if words.reads_control {
        reads.push(ReadDesc {
            reg: RegId::FPCW,
            advance: 0,
            independent: false,
        });
    }
    for (written, reg) in [
        (words.writes_control, RegId::FPCW),
        (words.writes_status, RegId::FPSW),
    ] {
        if written {
            writes.push(WriteDesc {
                reg,
                latency: class_latency,
                clears_super: false,
            });
        }
    }

    let mut desc = InstrDesc {
        num_micro_ops: sched.uops,
        max_latency,
        writes,
        reads,
        resources: Vec::new(),
        resource_units: 0,
        first_group: 0,
        used_buffers: 0,
        used_groups: 0,
        has_partially_overlapping_groups: false,
        must_issue_immediately: false,
        may_load: sched.may_load,
        may_store: sched.may_store,
        has_side_effects: sched.has_side_effects,
        begin_group: sched.begin_group,
        end_group: sched.end_group,
        retire_ooo: sched.retire_ooo,
        zero_idiom: sched.zero_idiom,
        optimizable_move: sched.optimizable_move,
        is_call,
        is_return,
        load_barrier: matches!(m.code, iced_x86::Code::Mfence | iced_x86::Code::Lfence),
        store_barrier: matches!(m.code, iced_x86::Code::Mfence | iced_x86::Code::Sfence),
        drain: crate::mca::units::lsu::Drain::None,
        macro_fused: false,
    };
    init_resources(&mut desc, model, table, sched);
    desc
}

/// A descriptor with only the resource fields of `sched` filled in (tests of the resource
/// manager).
#[cfg(test)]
pub(crate) fn resource_desc(
    model: &SchedModel,
    table: &ResourceTable,
    sched: &InstrSchedDesc,
) -> InstrDesc {
    let mut desc = InstrDesc {
        num_micro_ops: sched.uops,
        max_latency: sched.latency,
        ..InstrDesc::default()
    };
    init_resources(&mut desc, model, table, sched);
    desc
}

/// LLVM's initializeUsedResources: resources sorted units-first, cycles consumed by smaller
/// resources subtracted from the groups containing them, groups over-subscribed reserved.
fn init_resources(
    desc: &mut InstrDesc,
    model: &SchedModel,
    table: &ResourceTable,
    sched: &InstrSchedDesc,
) {
    let mut worklist: Vec<ResourceUsage> = Vec::new();
    let mut super_cycles: Vec<(u64, u32)> = Vec::new();
    let mut buffers = 0u64;
    let mut all_in_order = true;
    let mut any_dispatch_hazards = false;
    for u in &sched.resources {
        if u.release_at == 0 {
            continue;
        }
        let idx = u.resource as usize;
        let mask = table.masks[idx];
        let bs = table.buffer_sizes[idx];
        if bs < 0 {
            all_in_order = false;
        } else {
            buffers |= 1u64 << state_index(mask);
            any_dispatch_hazards |= bs == 0;
            all_in_order &= bs <= 1;
        }
        worklist.push(ResourceUsage {
            mask,
            cycles: u.release_at,
            num_units: 1,
            reserved: false,
        });
        if let Some(s) = table.super_of[idx] {
            let smask = table.masks[s];
            match super_cycles.iter_mut().find(|(m, _)| *m == smask) {
                Some(e) => e.1 += u.release_at,
                None => super_cycles.push((smask, u.release_at)),
            }
        }
    }
    desc.must_issue_immediately = all_in_order && any_dispatch_hazards;
    worklist.sort_by(|a, b| {
        a.mask
            .count_ones()
            .cmp(&b.mask.count_ones())
            .then(a.mask.cmp(&b.mask))
    });
    let mut used_groups = 0u64;
    let mut units_from_groups = 0u64;
    for i in 0..worklist.len() {
        let a = worklist[i];
        if a.cycles == 0 {
            used_groups |= 1u64 << state_index(a.mask);
            continue;
        }
        desc.resources.push(a);
        let mut normalized = a.mask;
        if a.mask.count_ones() > 1 {
            normalized ^= 1u64 << state_index(a.mask);
            if units_from_groups & normalized != 0 {
                desc.has_partially_overlapping_groups = true;
            }
            units_from_groups |= normalized;
            used_groups |= a.mask ^ normalized;
        }
        let sup = super_cycles
            .iter()
            .find(|(m, _)| *m == a.mask)
            .map_or(0, |e| e.1);
        for b in worklist.iter_mut().skip(i + 1) {
            if normalized & b.mask == normalized {
                let sub = a.cycles.saturating_sub(sup);
                b.cycles = b.cycles.saturating_sub(sub);
                if b.mask.count_ones() > 1 {
                    b.num_units += 1;
                }
            }
        }
    }
    for r in desc.resources.iter_mut() {
        if r.mask.count_ones() > 1 && !r.reserved {
            let m = r.mask ^ (1u64 << state_index(r.mask));
            if r.num_units > m.count_ones() {
                r.reserved = true;
                r.num_units = m.count_ones();
            }
        }
    }
    for &(smask, _) in &super_cycles {
        for (i, &mask) in table.masks.iter().enumerate() {
            if table.buffer_sizes[i] == -1 {
                continue;
            }
            if mask != smask && (mask & smask) == smask {
                buffers |= 1u64 << state_index(mask);
            }
        }
    }
    let _ = model;
    // Units come first (sorted by bit count); each is used by one unit and never reserved.
    let first_group = desc
        .resources
        .iter()
        .position(|r| r.mask.count_ones() > 1 || r.num_units != 1 || r.reserved)
        .unwrap_or(desc.resources.len());
    desc.first_group = first_group as u32;
    desc.resource_units = desc.resources[..first_group]
        .iter()
        .fold(0, |m, r| m | r.mask);
    desc.used_buffers = buffers;
    desc.used_groups = used_groups;
}
