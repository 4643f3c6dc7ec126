//! Instruction payloads: opcodes, flags, predicates, atomic orderings and sync scopes.
//!
//! Owns: [`InstKind`] (the opcode and its immediates, one variant per instruction family),
//! [`Operand`] (what an operand slot holds) and the small enums and flag sets instructions carry.
//! Operands themselves live in [`super::function::InstData::args`]; each variant documents its
//! operand layout. Must not touch: text, use lists (the data-flow graph computes those).

use super::attributes::AttrList;
use super::constant::{Constant, GepFlags};
use super::function::{Block, LocalMd, Value};
use super::types::Type;

/// One operand slot.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Operand {
    /// A function-local value (argument or instruction result).
    Value(Value),
    /// A constant (including globals and inline asm).
    Const(Constant),
    /// A basic block (branch targets).
    Block(Block),
    /// A `metadata` operand (intrinsic calls).
    Meta(LocalMd),
}

/// Memory orderings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Ordering {
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    pub fn name(self) -> &'static str {
        match self {
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }
    pub fn from_keyword(s: &str) -> Option<Ordering> {
        Some(match s {
            "unordered" => Ordering::Unordered,
            "monotonic" => Ordering::Monotonic,
            "acquire" => Ordering::Acquire,
            "release" => Ordering::Release,
            "acq_rel" => Ordering::AcqRel,
            "seq_cst" => Ordering::SeqCst,
            _ => return None,
        })
    }
}

/// Synchronisation scope: `None` is the default (system) scope.
pub type SyncScope = Option<Box<str>>;

/// An atomic ordering with its scope.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Atomic {
    pub scope: SyncScope,
    pub ordering: Ordering,
}

/// Fast-math flags (bit set).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct FastMath(pub u8);

impl FastMath {
    pub const REASSOC: u8 = 1;
    pub const NNAN: u8 = 2;
    pub const NINF: u8 = 4;
    pub const NSZ: u8 = 8;
    pub const ARCP: u8 = 16;
    pub const CONTRACT: u8 = 32;
    pub const AFN: u8 = 64;
    pub const ALL: u8 = 127;
    /// Flag keywords in LLVM's print order.
    pub const NAMES: [(u8, &'static str); 7] = [
        (Self::REASSOC, "reassoc"),
        (Self::NNAN, "nnan"),
        (Self::NINF, "ninf"),
        (Self::NSZ, "nsz"),
        (Self::ARCP, "arcp"),
        (Self::CONTRACT, "contract"),
        (Self::AFN, "afn"),
    ];
    pub fn from_keyword(s: &str) -> Option<u8> {
        if s == "fast" {
            return Some(Self::ALL);
        }
        Self::NAMES.iter().find(|(_, n)| *n == s).map(|(b, _)| *b)
    }
}

/// Integer arithmetic flags.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct IntFlags {
    pub nuw: bool,
    pub nsw: bool,
    pub exact: bool,
    pub disjoint: bool,
    pub nneg: bool,
    pub samesign: bool,
}

macro_rules! keyword_enum {
    ($(#[$m:meta])* $name:ident { $($variant:ident = $kw:expr),* $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum $name { $($variant),* }
        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),*];
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $kw),* }
            }
            pub fn from_keyword(s: &str) -> Option<$name> {
                match s { $($kw => Some($name::$variant),)* _ => None }
            }
        }
    };
}

keyword_enum!(
    /// Two-operand arithmetic and logic.
    BinaryOp {
        Add = "add", FAdd = "fadd", Sub = "sub", FSub = "fsub", Mul = "mul", FMul = "fmul",
        UDiv = "udiv", SDiv = "sdiv", FDiv = "fdiv", URem = "urem", SRem = "srem", FRem = "frem",
        Shl = "shl", LShr = "lshr", AShr = "ashr", And = "and", Or = "or", Xor = "xor",
    }
);

impl BinaryOp {
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinaryOp::FAdd | BinaryOp::FSub | BinaryOp::FMul | BinaryOp::FDiv | BinaryOp::FRem
        )
    }
    pub fn has_wrap_flags(self) -> bool {
        matches!(
            self,
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Shl
        )
    }
    pub fn has_exact_flag(self) -> bool {
        matches!(
            self,
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::LShr | BinaryOp::AShr
        )
    }
}

keyword_enum!(
    /// Conversions.
    CastOp {
        Trunc = "trunc", ZExt = "zext", SExt = "sext", FPTrunc = "fptrunc", FPExt = "fpext",
        FPToUI = "fptoui", FPToSI = "fptosi", UIToFP = "uitofp", SIToFP = "sitofp",
        PtrToInt = "ptrtoint", PtrToAddr = "ptrtoaddr", IntToPtr = "inttoptr", BitCast = "bitcast",
        AddrSpaceCast = "addrspacecast",
    }
);

keyword_enum!(
    /// `icmp` predicates.
    IntPredicate {
        Eq = "eq", Ne = "ne", Ugt = "ugt", Uge = "uge", Ult = "ult", Ule = "ule",
        Sgt = "sgt", Sge = "sge", Slt = "slt", Sle = "sle",
    }
);

keyword_enum!(
    /// `fcmp` predicates.
    FloatPredicate {
        False = "false", Oeq = "oeq", Ogt = "ogt", Oge = "oge", Olt = "olt", Ole = "ole",
        One = "one", Ord = "ord", Uno = "uno", Ueq = "ueq", Ugt = "ugt", Uge = "uge",
        Ult = "ult", Ule = "ule", Une = "une", True = "true",
    }
);

keyword_enum!(
    /// `atomicrmw` operations.
    RmwOp {
        Xchg = "xchg", Add = "add", Sub = "sub", And = "and", Nand = "nand", Or = "or",
        Xor = "xor", Max = "max", Min = "min", UMax = "umax", UMin = "umin", FAdd = "fadd",
        FSub = "fsub", FMax = "fmax", FMin = "fmin", FMaximum = "fmaximum",
        FMinimum = "fminimum", UIncWrap = "uinc_wrap", UDecWrap = "udec_wrap",
        USubCond = "usub_cond", USubSat = "usub_sat",
    }
);

impl IntPredicate {
    /// The predicate that holds exactly when this one does not (`eq` and `ne`, `ult` and `uge`).
    pub fn inverse(self) -> IntPredicate {
        use IntPredicate as P;
        match self {
            P::Eq => P::Ne,
            P::Ne => P::Eq,
            P::Ugt => P::Ule,
            P::Ule => P::Ugt,
            P::Uge => P::Ult,
            P::Ult => P::Uge,
            P::Sgt => P::Sle,
            P::Sle => P::Sgt,
            P::Sge => P::Slt,
            P::Slt => P::Sge,
        }
    }
}

impl FloatPredicate {
    /// The predicate that holds exactly when this one does not: ordered and unordered swap
    /// (`oeq` and `une`, `olt` and `uge`, `ord` and `uno`, `false` and `true`).
    pub fn inverse(self) -> FloatPredicate {
        use FloatPredicate as P;
        match self {
            P::False => P::True,
            P::True => P::False,
            P::Oeq => P::Une,
            P::Une => P::Oeq,
            P::Ogt => P::Ule,
            P::Ule => P::Ogt,
            P::Oge => P::Ult,
            P::Ult => P::Oge,
            P::Olt => P::Uge,
            P::Uge => P::Olt,
            P::Ole => P::Ugt,
            P::Ugt => P::Ole,
            P::One => P::Ueq,
            P::Ueq => P::One,
            P::Ord => P::Uno,
            P::Uno => P::Ord,
        }
    }
}

impl RmwOp {
    pub fn is_float(self) -> bool {
        matches!(
            self,
            RmwOp::FAdd
                | RmwOp::FSub
                | RmwOp::FMax
                | RmwOp::FMin
                | RmwOp::FMaximum
                | RmwOp::FMinimum
        )
    }
}

/// Calling conventions: the named ones, or `cc N`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct CallConv(pub u32);

/// Named calling conventions and their numbers.
pub const CALLING_CONVENTIONS: &[(&str, u32)] = &[
    ("ccc", 0),
    ("fastcc", 8),
    ("coldcc", 9),
    ("ghccc", 10),
    ("cc 11", 11),
    ("anyregcc", 13),
    ("preserve_mostcc", 14),
    ("preserve_allcc", 15),
    ("swiftcc", 16),
    ("cxx_fast_tlscc", 17),
    ("tailcc", 18),
    ("cfguard_checkcc", 19),
    ("swifttailcc", 20),
    ("x86_stdcallcc", 64),
    ("x86_fastcallcc", 65),
    ("arm_apcscc", 66),
    ("arm_aapcscc", 67),
    ("arm_aapcs_vfpcc", 68),
    ("msp430_intrcc", 69),
    ("x86_thiscallcc", 70),
    ("ptx_kernel", 71),
    ("ptx_device", 72),
    ("spir_func", 75),
    ("spir_kernel", 76),
    ("intel_ocl_bicc", 77),
    ("x86_64_sysvcc", 78),
    ("win64cc", 79),
    ("x86_vectorcallcc", 80),
    ("hhvmcc", 81),
    ("hhvm_ccc", 82),
    ("x86_intrcc", 83),
    ("avr_intrcc", 84),
    ("avr_signalcc", 85),
    ("amdgpu_vs", 87),
    ("amdgpu_gs", 88),
    ("amdgpu_ps", 89),
    ("amdgpu_cs", 90),
    ("amdgpu_kernel", 91),
    ("x86_regcallcc", 92),
    ("amdgpu_hs", 93),
    ("amdgpu_ls", 95),
    ("amdgpu_es", 96),
    ("aarch64_vector_pcs", 97),
    ("aarch64_sve_vector_pcs", 98),
    ("amdgpu_gfx", 100),
    ("m68k_intrcc", 101),
    ("aarch64_sme_preservemost_from_x0", 102),
    ("aarch64_sme_preservemost_from_x2", 103),
    ("m68k_rtdcc", 104),
    ("riscv_vector_cc", 110),
    ("preserve_nonecc", 111),
];

/// Tail-call marker of a `call`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum TailKind {
    #[default]
    None,
    Tail,
    MustTail,
    NoTail,
}

/// Everything a call site carries besides its operands.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CallInfo {
    /// The function type of the call.
    pub fn_ty: Type,
    pub cc: CallConv,
    pub attrs: AttrList,
    pub fmf: FastMath,
    /// Explicit `addrspace(N)` on the call (kept when written).
    pub addrspace: Option<u32>,
    /// Operand bundles: tag and number of operands (they follow the arguments in `args`).
    pub bundles: Vec<(String, u32)>,
}

/// Clause kinds of a `landingpad`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Clause {
    Catch,
    Filter,
}

/// An instruction's opcode and immediates.
///
/// Operand layouts (`args`): binary `[lhs, rhs]`; unary/cast/freeze/va_arg `[x]`; cmp `[lhs, rhs]`;
/// alloca `[count]`; load `[ptr]`; store `[value, ptr]`; cmpxchg `[ptr, cmp, new]`;
/// atomicrmw `[ptr, value]`; gep `[base, indices..]`; select `[cond, then, else]`;
/// phi `[v0, b0, v1, b1, ..]`; extractelement `[vec, idx]`; insertelement `[vec, elt, idx]`;
/// shufflevector `[a, b]`; extractvalue `[agg]`; insertvalue `[agg, val]`;
/// call `[callee, args.., bundle operands..]`; invoke `[callee, args.., bundle ops.., normal, unwind]`;
/// callbr `[callee, args.., bundle ops.., default, indirect..]`; ret `[]`/`[v]`; br `[dest]`;
/// condbr `[cond, then, else]`; switch `[cond, default, v0, d0, ..]`; indirectbr `[addr, dests..]`;
/// resume `[v]`; landingpad `[clauses..]`; catchswitch `[parent, handlers.., unwind?]`;
/// catchpad/cleanuppad `[parent, args..]`; catchret `[pad, dest]`; cleanupret `[pad, unwind?]`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum InstKind {
    FNeg {
        fmf: FastMath,
    },
    Binary {
        op: BinaryOp,
        flags: IntFlags,
        fmf: FastMath,
    },
    Cast {
        op: CastOp,
        flags: IntFlags,
        fmf: FastMath,
    },
    ICmp {
        pred: IntPredicate,
        samesign: bool,
    },
    FCmp {
        pred: FloatPredicate,
        fmf: FastMath,
    },
    Alloca {
        allocated: Type,
        align: Option<u64>,
        addrspace: u32,
        inalloca: bool,
        swifterror: bool,
    },
    Load {
        volatile: bool,
        atomic: Option<Atomic>,
        align: Option<u64>,
    },
    Store {
        volatile: bool,
        atomic: Option<Atomic>,
        align: Option<u64>,
    },
    Fence {
        atomic: Atomic,
    },
    CmpXchg {
        weak: bool,
        volatile: bool,
        scope: SyncScope,
        success: Ordering,
        failure: Ordering,
        align: u64,
    },
    AtomicRmw {
        op: RmwOp,
        volatile: bool,
        atomic: Atomic,
        align: u64,
    },
    Gep {
        source: Type,
        flags: GepFlags,
    },
    Select {
        fmf: FastMath,
    },
    Phi {
        fmf: FastMath,
    },
    Freeze,
    VaArg,
    ExtractElement,
    InsertElement,
    /// Mask elements; -1 is `poison`.
    ShuffleVector {
        mask: Vec<i32>,
        scalable: bool,
    },
    ExtractValue {
        indices: Vec<u32>,
    },
    InsertValue {
        indices: Vec<u32>,
    },
    Call {
        info: Box<CallInfo>,
        tail: TailKind,
    },
    Invoke {
        info: Box<CallInfo>,
    },
    CallBr {
        info: Box<CallInfo>,
        indirect: u32,
    },
    Ret,
    Br,
    CondBr,
    Switch,
    IndirectBr,
    Unreachable,
    Resume,
    LandingPad {
        cleanup: bool,
        clauses: Vec<Clause>,
    },
    CatchSwitch {
        has_unwind: bool,
    },
    CatchPad,
    CleanupPad,
    CatchRet,
    CleanupRet {
        has_unwind: bool,
    },
}

impl InstKind {
    /// The opcode keyword.
    pub fn opcode_name(&self) -> &'static str {
        match self {
            InstKind::FNeg { .. } => "fneg",
            InstKind::Binary { op, .. } => op.name(),
            InstKind::Cast { op, .. } => op.name(),
            InstKind::ICmp { .. } => "icmp",
            InstKind::FCmp { .. } => "fcmp",
            InstKind::Alloca { .. } => "alloca",
            InstKind::Load { .. } => "load",
            InstKind::Store { .. } => "store",
            InstKind::Fence { .. } => "fence",
            InstKind::CmpXchg { .. } => "cmpxchg",
            InstKind::AtomicRmw { .. } => "atomicrmw",
            InstKind::Gep { .. } => "getelementptr",
            InstKind::Select { .. } => "select",
            InstKind::Phi { .. } => "phi",
            InstKind::Freeze => "freeze",
            InstKind::VaArg => "va_arg",
            InstKind::ExtractElement => "extractelement",
            InstKind::InsertElement => "insertelement",
            InstKind::ShuffleVector { .. } => "shufflevector",
            InstKind::ExtractValue { .. } => "extractvalue",
            InstKind::InsertValue { .. } => "insertvalue",
            InstKind::Call { .. } => "call",
            InstKind::Invoke { .. } => "invoke",
            InstKind::CallBr { .. } => "callbr",
            InstKind::Ret => "ret",
            InstKind::Br | InstKind::CondBr => "br",
            InstKind::Switch => "switch",
            InstKind::IndirectBr => "indirectbr",
            InstKind::Unreachable => "unreachable",
            InstKind::Resume => "resume",
            InstKind::LandingPad { .. } => "landingpad",
            InstKind::CatchSwitch { .. } => "catchswitch",
            InstKind::CatchPad => "catchpad",
            InstKind::CleanupPad => "cleanuppad",
            InstKind::CatchRet => "catchret",
            InstKind::CleanupRet { .. } => "cleanupret",
        }
    }

    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Ret
                | InstKind::Br
                | InstKind::CondBr
                | InstKind::Switch
                | InstKind::IndirectBr
                | InstKind::Unreachable
                | InstKind::Resume
                | InstKind::Invoke { .. }
                | InstKind::CallBr { .. }
                | InstKind::CatchSwitch { .. }
                | InstKind::CatchRet
                | InstKind::CleanupRet { .. }
        )
    }

    pub fn call_info(&self) -> Option<&CallInfo> {
        match self {
            InstKind::Call { info, .. }
            | InstKind::Invoke { info }
            | InstKind::CallBr { info, .. } => Some(info),
            _ => None,
        }
    }
}

/// A reference to a constant used by an instruction, for convenience in builders.
pub fn const_operand(c: Constant) -> Operand {
    Operand::Const(c)
}
