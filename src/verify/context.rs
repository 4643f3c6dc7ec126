//! What every per-function check needs: the function, its CFG and dominator tree, instruction
//! positions, type helpers, and the list the checks append findings to.
//!
//! Owns: [`FuncCx`] and small type utilities (sizes in bits, type spelling for messages).
//! Must not touch: the rules themselves (one file per concern beside this one).

use super::{Entity, VerifierError};
use crate::analysis::cfg::BlockCfg;
use crate::analysis::domtree::DominatorTree;
use crate::ir::constant::Constant;
use crate::ir::entity::EntityRef;
use crate::ir::function::{Block, FunctionBody, Inst, InstData, Value, ValueDef};
use crate::ir::instructions::Operand;
use crate::ir::module::{FunctionData, GlobalValue, Module};
use crate::ir::types::{Type, TypeData, TypeTable};

/// One function under verification.
pub struct FuncCx<'a> {
    pub m: &'a Module,
    pub func: GlobalValue,
    pub data: &'a FunctionData,
    pub body: &'a FunctionBody,
    pub cfg: BlockCfg,
    pub dt: DominatorTree<Block>,
    /// Position of each placed instruction inside its block (`u32::MAX`: not placed).
    pos: Vec<u32>,
    /// Whether each block handle is placed in the layout.
    placed_blocks: Vec<bool>,
    errors: Vec<VerifierError>,
}

impl<'a> FuncCx<'a> {
    pub fn new(
        m: &'a Module,
        func: GlobalValue,
        data: &'a FunctionData,
        body: &'a FunctionBody,
    ) -> FuncCx<'a> {
        let cfg = BlockCfg::new(body);
        let dt = DominatorTree::compute(&cfg);
        let mut pos = vec![u32::MAX; body.dfg.insts.len()];
        let mut placed_blocks = vec![false; body.dfg.blocks.len()];
        for &b in body.layout.blocks() {
            if let Some(p) = placed_blocks.get_mut(b.index()) {
                *p = true;
            }
            for (i, &inst) in body.layout.block_insts(b).iter().enumerate() {
                if let Some(p) = pos.get_mut(inst.index()) {
                    *p = i as u32;
                }
            }
        }
        FuncCx {
            m,
            func,
            data,
            body,
            cfg,
            dt,
            pos,
            placed_blocks,
            errors: Vec::new(),
        }
    }

    pub fn types(&self) -> &'a TypeTable {
        &self.m.types
    }

    pub fn inst(&self, inst: Inst) -> &'a InstData {
        &self.body.dfg.insts[inst]
    }

    /// Position of a placed instruction within its block.
    pub fn position(&self, inst: Inst) -> Option<u32> {
        self.pos
            .get(inst.index())
            .copied()
            .filter(|&p| p != u32::MAX)
    }

    /// The block holding `inst` (`None` if it is not placed in the layout).
    pub fn block_of(&self, inst: Inst) -> Option<Block> {
        self.position(inst)?;
        self.body.layout.inst_block(inst)
    }

    /// Every placed instruction with its block, in layout order (read from the body as the
    /// loop goes, not collected: each rule walks it once and may report while walking).
    pub fn placed(&self) -> impl Iterator<Item = (Block, Inst)> + 'a {
        let layout = &self.body.layout;
        layout
            .blocks()
            .iter()
            .flat_map(move |&b| layout.block_insts(b).iter().map(move |&i| (b, i)))
    }

    /// Is `b` a block of this function's layout?
    pub fn is_placed_block(&self, b: Block) -> bool {
        self.placed_blocks.get(b.index()).copied().unwrap_or(false)
    }

    pub fn is_valid_value(&self, v: Value) -> bool {
        v.index() < self.body.dfg.values.len()
    }

    pub fn value_def(&self, v: Value) -> Option<ValueDef> {
        self.body.dfg.values.get(v).map(|d| d.def)
    }

    /// The type of an operand (`None` for blocks, metadata and dangling handles).
    pub fn operand_type(&self, op: &Operand) -> Option<Type> {
        match op {
            Operand::Value(v) => self.body.dfg.values.get(*v).map(|d| d.ty),
            Operand::Const(c) => self.const_type(*c),
            Operand::Block(_) | Operand::Meta(_) => None,
        }
    }

    pub fn const_type(&self, c: Constant) -> Option<Type> {
        (c.index() < self.m.constants.len()).then(|| self.m.constants.ty(c))
    }

    pub fn type_name(&self, t: Type) -> String {
        type_name(self.types(), t)
    }

    pub fn err_inst(&mut self, inst: Inst, message: impl Into<String>) {
        let e = VerifierError::error(
            Entity::Inst {
                func: self.func,
                inst,
            },
            message,
        );
        self.errors.push(e);
    }

    pub fn err_operand(&mut self, inst: Inst, index: usize, message: impl Into<String>) {
        let e = VerifierError::error(
            Entity::Operand {
                func: self.func,
                inst,
                index: index as u32,
            },
            message,
        );
        self.errors.push(e);
    }

    pub fn err_keyword(&mut self, inst: Inst, keyword: &str, message: impl Into<String>) {
        let e = VerifierError::error(
            Entity::Inst {
                func: self.func,
                inst,
            },
            message,
        )
        .at_keyword(keyword);
        self.errors.push(e);
    }

    pub fn err_block(&mut self, block: Block, message: impl Into<String>) {
        let e = VerifierError::error(
            Entity::Block {
                func: self.func,
                block,
            },
            message,
        );
        self.errors.push(e);
    }

    pub fn err_function_at(&mut self, keyword: &str, message: impl Into<String>) {
        self.errors
            .push(VerifierError::error(Entity::Global(self.func), message).at_keyword(keyword));
    }

    pub fn err_function(&mut self, message: impl Into<String>) {
        self.errors
            .push(VerifierError::error(Entity::Global(self.func), message));
    }

    pub fn push(&mut self, e: VerifierError) {
        self.errors.push(e);
    }

    /// The findings, in source order (stable for entities without spans).
    pub fn finish(self) -> Vec<VerifierError> {
        let body = self.body;
        let m = self.m;
        let mut errors = self.errors;
        let key = |e: &VerifierError| -> u32 {
            match e.entity {
                Entity::Inst { inst, .. } | Entity::Operand { inst, .. } => {
                    body.spans.insts.get(inst).start
                }
                // Entry-block findings come first, as in LLVM (function-level checks); the
                // entry block is not first in the text when a repeated label moved a block.
                Entity::Block { block, .. } if Some(block) == body.layout.entry() => 0,
                Entity::Block { block, .. } => body.spans.blocks.get(block).start,
                Entity::Global(g) => m.globals.get(g).map_or(0, |g| g.span.start),
                Entity::Module => 0,
            }
        };
        errors.sort_by_key(|e| key(e));
        errors
    }
}

/// The data of a constant, `None` for a dangling handle (IR built in memory may have one).
pub fn const_data(m: &Module, c: Constant) -> Option<&crate::ir::constant::ConstantData> {
    (c.index() < m.constants.len()).then(|| m.constants.data(c))
}

/// Spells a type the way LLVM prints it (for messages).
pub fn type_name(types: &TypeTable, t: Type) -> String {
    let mut s = String::new();
    write_type(types, t, &mut s, 0);
    s
}

fn write_type(types: &TypeTable, t: Type, out: &mut String, depth: u32) {
    if depth > crate::ir::MAX_WALK_DEPTH {
        out.push_str("...");
        return;
    }
    let list = |out: &mut String, items: &[Type]| {
        for (i, f) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_type(types, *f, out, depth + 1);
        }
    };
    match types.data(t) {
        TypeData::Void => out.push_str("void"),
        TypeData::Label => out.push_str("label"),
        TypeData::Metadata => out.push_str("metadata"),
        TypeData::Token => out.push_str("token"),
        TypeData::X86Amx => out.push_str("x86_amx"),
        TypeData::Int(n) => out.push_str(&format!("i{n}")),
        TypeData::Float(k) => out.push_str(k.keyword()),
        TypeData::Ptr { addrspace: 0 } => out.push_str("ptr"),
        TypeData::Ptr { addrspace } => out.push_str(&format!("ptr addrspace({addrspace})")),
        TypeData::Function {
            ret,
            params,
            vararg,
        } => {
            write_type(types, *ret, out, depth + 1);
            out.push_str(" (");
            list(out, params);
            if *vararg {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push(')');
        }
        TypeData::Struct { fields, packed } => {
            if *packed {
                out.push('<');
            }
            if fields.is_empty() {
                out.push_str("{}");
            } else {
                out.push_str("{ ");
                list(out, fields);
                out.push_str(" }");
            }
            if *packed {
                out.push('>');
            }
        }
        TypeData::Named(id) => match &types.struct_def(*id).name {
            Some(n) => out.push_str(&format!("%{n}")),
            None => out.push_str(&format!("%{}", id.index())),
        },
        TypeData::Array { len, elem } => {
            out.push_str(&format!("[{len} x "));
            write_type(types, *elem, out, depth + 1);
            out.push(']');
        }
        TypeData::Vector {
            len,
            scalable,
            elem,
        } => {
            out.push('<');
            if *scalable {
                out.push_str("vscale x ");
            }
            out.push_str(&format!("{len} x "));
            write_type(types, *elem, out, depth + 1);
            out.push('>');
        }
        TypeData::TargetExt {
            name,
            types: ts,
            ints,
        } => {
            out.push_str(&format!("target(\"{name}\""));
            for t in ts {
                out.push_str(", ");
                write_type(types, *t, out, depth + 1);
            }
            for i in ints {
                out.push_str(&format!(", {i}"));
            }
            out.push(')');
        }
    }
}

/// Pointer size in bits for `addrspace`, from the module's datalayout (`p[n]:size:...`),
/// defaulting to 64.
pub fn pointer_bits(m: &Module, addrspace: u32) -> u64 {
    let Some(dl) = &m.datalayout else {
        return 64;
    };
    for spec in dl.split('-') {
        let Some(rest) = spec.strip_prefix('p') else {
            continue;
        };
        // `p:64:64`, `p0:64:64`, `p270:32:32`, possibly with a flag letter after `p`.
        let rest = rest.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        let mut parts = rest.split(':');
        let space = parts.next().unwrap_or("");
        let space: u32 = if space.is_empty() {
            0
        } else {
            match space.parse() {
                Ok(s) => s,
                Err(_) => continue,
            }
        };
        if space == addrspace {
            if let Some(Ok(bits)) = parts.next().map(str::parse::<u64>) {
                return bits;
            }
        }
    }
    64
}

/// The size in bits of a value of type `t` as the datalayout sees it (`getTypeSizeInBits`):
/// exact widths for integers, formats' widths for FP, element count times element size for
/// vectors. `None` for aggregates and unsized types (not needed by the checks).
pub fn size_in_bits(m: &Module, t: Type) -> Option<u64> {
    let types = &m.types;
    match types.data(t) {
        TypeData::Int(n) => Some(u64::from(*n)),
        TypeData::Float(k) => Some(u64::from(k.bits())),
        TypeData::Ptr { addrspace } => Some(pointer_bits(m, *addrspace)),
        TypeData::Vector { len, elem, .. } => {
            size_in_bits(m, *elem).map(|b| b.saturating_mul(u64::from(*len)))
        }
        TypeData::X86Amx => Some(8192),
        _ => None,
    }
}

/// Integer, or vector of integers.
pub fn is_int_or_int_vector(types: &TypeTable, t: Type) -> bool {
    types.is_int(types.scalar(t))
}

pub fn is_fp_or_fp_vector(types: &TypeTable, t: Type) -> bool {
    types.is_float(types.scalar(t))
}

pub fn is_ptr_or_ptr_vector(types: &TypeTable, t: Type) -> bool {
    types.is_ptr(types.scalar(t))
}

/// `(length, scalable)` of a vector type.
pub fn vector_shape(types: &TypeTable, t: Type) -> Option<(u32, bool)> {
    match types.data(t) {
        TypeData::Vector { len, scalable, .. } => Some((*len, *scalable)),
        _ => None,
    }
}
