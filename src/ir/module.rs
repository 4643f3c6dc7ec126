//! A module: header, global values (variables, functions, aliases, ifuncs), comdats, the
//! interned type/constant/attribute tables, metadata and summary entries.
//!
//! Owns: [`Module`], [`GlobalValue`] handles and [`GlobalValueData`] (one arena for every kind of
//! global, so constants can name a global before it is defined), [`ModuleLayout`] (the order of
//! each kind of global, kept apart from their data), linkage and visibility enums, [`Comdat`].
//! Must not touch: text.

use super::attributes::{AttrList, AttrSet, AttrTable};
use super::constant::{Constant, ConstantPool};
use super::entity::PrimaryMap;
use super::function::FunctionBody;
use super::instructions::CallConv;
use super::metadata::{MdKinds, MdOperand, Metadata, MetadataArena};
use super::types::{Type, TypeTable};
use crate::diag::Span;

crate::entity_handle!(
    /// A global variable, function, alias or ifunc.
    GlobalValue,
    "@"
);
crate::entity_handle!(
    /// A comdat (`$name = comdat any`).
    Comdat,
    "$"
);

macro_rules! keyword_enum {
    ($(#[$m:meta])* $name:ident, default $def:ident { $($variant:ident = $kw:expr),* $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
        pub enum $name { #[default] $def, $($variant),* }
        impl $name {
            /// The keyword (empty for the default).
            pub fn name(self) -> &'static str {
                match self { $name::$def => "", $($name::$variant => $kw),* }
            }
            pub fn from_keyword(s: &str) -> Option<$name> {
                match s { $($kw => Some($name::$variant),)* _ => None }
            }
        }
    };
}

keyword_enum!(
    /// Linkage types.
    Linkage, default External {
        Private = "private", Internal = "internal", AvailableExternally = "available_externally",
        LinkOnce = "linkonce", Weak = "weak", Common = "common", Appending = "appending",
        ExternWeak = "extern_weak", LinkOnceOdr = "linkonce_odr", WeakOdr = "weak_odr",
    }
);

impl Linkage {
    pub fn is_local(self) -> bool {
        matches!(self, Linkage::Private | Linkage::Internal)
    }
}

keyword_enum!(
    /// Symbol visibility.
    Visibility, default Default { Hidden = "hidden", Protected = "protected" }
);
keyword_enum!(
    /// DLL storage class.
    DllStorage, default None { Import = "dllimport", Export = "dllexport" }
);
keyword_enum!(
    /// `unnamed_addr` / `local_unnamed_addr`.
    UnnamedAddr, default None { Global = "unnamed_addr", Local = "local_unnamed_addr" }
);
keyword_enum!(
    /// Thread-local storage model (printed as `thread_local` or `thread_local(model)`).
    ThreadLocal, default NotThreadLocal {
        GeneralDynamic = "generaldynamic", LocalDynamic = "localdynamic",
        InitialExec = "initialexec", LocalExec = "localexec",
    }
);
keyword_enum!(
    /// Comdat selection kinds.
    ComdatKind, default Any {
        ExactMatch = "exactmatch", Largest = "largest", NoDeduplicate = "nodeduplicate",
        SameSize = "samesize",
    }
);

impl ComdatKind {
    pub fn keyword(self) -> &'static str {
        match self {
            ComdatKind::Any => "any",
            k => k.name(),
        }
    }
}

/// A global's name: `@name` or `@N`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum GlobalName {
    Named(String),
    Numbered(u32),
}

#[derive(Clone, Debug)]
pub struct ComdatData {
    pub name: String,
    pub kind: ComdatKind,
}

/// Sanitizer flags on a global variable.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SanitizerFlags {
    pub no_sanitize_address: bool,
    pub no_sanitize_hwaddress: bool,
    pub sanitize_memtag: bool,
    pub sanitize_address_dyninit: bool,
}

/// Properties shared by every kind of global value.
#[derive(Clone, Debug)]
pub struct GlobalValueData {
    pub name: GlobalName,
    pub linkage: Linkage,
    pub visibility: Visibility,
    pub dll: DllStorage,
    pub thread_local: ThreadLocal,
    pub unnamed_addr: UnnamedAddr,
    /// `dso_local` as written (also implied by local linkage or non-default visibility).
    pub dso_local: bool,
    pub addrspace: u32,
    pub partition: Option<String>,
    pub kind: GlobalKind,
    pub span: Span,
}

/// What kind of global this is, with its specific data.
#[derive(Clone, Debug)]
pub enum GlobalKind {
    Variable(Box<GlobalVarData>),
    Function(Box<FunctionData>),
    Alias {
        value_ty: Type,
        aliasee: Constant,
    },
    IFunc {
        value_ty: Type,
        resolver: Constant,
    },
    /// Referenced but not defined yet (parser-internal).
    Unresolved,
}

#[derive(Clone, Debug)]
pub struct GlobalVarData {
    pub value_ty: Type,
    pub init: Option<Constant>,
    pub constant: bool,
    pub externally_initialized: bool,
    pub section: Option<String>,
    pub comdat: Option<Comdat>,
    pub align: Option<u64>,
    pub code_model: Option<String>,
    pub sanitizer: SanitizerFlags,
    pub attrs: AttrSet,
    pub attachments: Vec<(u32, Metadata)>,
}

#[derive(Clone, Debug)]
pub struct FunctionData {
    /// The function type.
    pub sig: Type,
    pub cc: CallConv,
    pub attrs: AttrList,
    pub section: Option<String>,
    pub comdat: Option<Comdat>,
    pub align: Option<u64>,
    pub gc: Option<String>,
    pub prefix: Option<Constant>,
    pub prologue: Option<Constant>,
    pub personality: Option<Constant>,
    pub attachments: Vec<(u32, Metadata)>,
    /// Parameter names written on a declaration (not printed by LLVM, kept for tools).
    pub decl_param_names: Vec<Option<String>>,
    /// `None` for a declaration.
    pub body: Option<FunctionBody>,
}

/// Order of each kind of global (their data lives in [`Module::globals`]).
#[derive(Clone, Debug, Default)]
pub struct ModuleLayout {
    pub variables: Vec<GlobalValue>,
    pub functions: Vec<GlobalValue>,
    pub aliases: Vec<GlobalValue>,
    pub ifuncs: Vec<GlobalValue>,
}

/// A `uselistorder` directive: the value (as written) and the permutation.
#[derive(Clone, Debug)]
pub struct UseListOrder {
    pub function: Option<GlobalValue>,
    pub value_text: String,
    pub indexes: Vec<u32>,
}

/// A whole module.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub source_filename: Option<String>,
    pub datalayout: Option<String>,
    pub triple: Option<String>,
    /// `module asm` lines, concatenated with newlines like LLVM does.
    pub module_asm: Option<String>,
    pub types: TypeTable,
    pub constants: ConstantPool,
    pub attrs: AttrTable,
    pub metadata: MetadataArena,
    pub md_kinds: MdKinds,
    pub named_metadata: Vec<(String, Vec<MdOperand>)>,
    pub globals: PrimaryMap<GlobalValue, GlobalValueData>,
    pub layout: ModuleLayout,
    pub comdats: PrimaryMap<Comdat, ComdatData>,
    /// Summary entries (`^0 = ...`), kept as written.
    pub summary_entries: Vec<String>,
    pub use_list_orders: Vec<UseListOrder>,
}

impl Module {
    /// The blocks of function `g` named by a `blockaddress` constant (block indices), in the
    /// constants' creation order. Reads only the pool's `blockaddress` index.
    pub fn address_taken_blocks(&self, g: GlobalValue) -> Vec<u32> {
        self.constants
            .block_addresses()
            .iter()
            .filter_map(|&c| match self.constants.data(c) {
                crate::ir::constant::ConstantData::BlockAddress {
                    function, block, ..
                } if *function == g => Some(*block),
                _ => None,
            })
            .collect()
    }

    pub fn new() -> Module {
        Module::default()
    }
    pub fn function(&self, g: GlobalValue) -> Option<&FunctionData> {
        match &self.globals[g].kind {
            GlobalKind::Function(f) => Some(f),
            _ => None,
        }
    }
    pub fn global_name(&self, g: GlobalValue) -> &GlobalName {
        &self.globals[g].name
    }
    /// The value type of a global (the function type for functions).
    pub fn value_type(&self, g: GlobalValue) -> Option<Type> {
        match &self.globals[g].kind {
            GlobalKind::Variable(v) => Some(v.value_ty),
            GlobalKind::Function(f) => Some(f.sig),
            GlobalKind::Alias { value_ty, .. } | GlobalKind::IFunc { value_ty, .. } => {
                Some(*value_ty)
            }
            GlobalKind::Unresolved => None,
        }
    }
    /// Is the global implicitly `dso_local` (local linkage, or hidden/protected visibility)?
    pub fn is_implicit_dso_local(&self, g: GlobalValue) -> bool {
        let d = &self.globals[g];
        d.linkage.is_local()
            || (d.visibility != Visibility::Default && d.linkage != Linkage::ExternWeak)
    }
}
