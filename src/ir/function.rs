//! Function bodies: the data-flow graph (values, instructions, operands, use lists) kept apart
//! from the layout (block order and instruction order), plus a side table of source spans.
//!
//! Owns: [`Value`], [`Inst`], [`Block`], [`LocalMd`] handles, [`DataFlowGraph`], [`Layout`],
//! [`FunctionBody`] and [`BodySpans`]. Invariant: every `Value` is an argument or the result of
//! exactly one instruction; a `Value` whose def is [`ValueDef::Unresolved`] only exists while a
//! parser is building the body. Must not touch: text, module-level entities.
//!
//! Editing (for transforms): [`Layout::insert_inst_before`], [`Layout::insert_inst_after`],
//! [`Layout::remove_inst`], [`Layout::insert_block_after`], [`DataFlowGraph::set_operand`],
//! [`DataFlowGraph::replace_all_uses`], [`DataFlowGraph::make_result`],
//! [`FunctionBody::split_block`] and [`FunctionBody::erase_block`]. Use lists are not stored:
//! [`DataFlowGraph::value_uses`] computes them from the layout, so an edit never leaves a stale
//! use list behind. An instruction removed from the layout keeps its arena slot (handles stay
//! valid) but no longer counts as a use; the caller replaces the uses of its result first.

use super::entity::{EntityRef, PrimaryMap, SecondaryMap};
use super::instructions::{InstKind, Operand};
use super::metadata::{DbgRecord, MdOperand, Metadata};
use super::types::Type;
use crate::diag::Span;

crate::entity_handle!(
    /// An SSA value local to a function (argument or instruction result).
    Value,
    "v"
);
crate::entity_handle!(
    /// An instruction.
    Inst,
    "inst"
);
crate::entity_handle!(
    /// A basic block.
    Block,
    "block"
);
crate::entity_handle!(
    /// A function-local metadata operand (see [`DataFlowGraph::local_md`]).
    LocalMd,
    "md"
);

/// Where a value comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// The n-th function argument.
    Param(u32),
    /// The result of an instruction.
    Inst(Inst),
    /// Referenced before its definition (parser-internal).
    Unresolved,
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
    /// `None`: unnamed (printed as a dense number).
    pub name: Option<Box<str>>,
}

#[derive(Clone, Debug)]
pub struct BlockData {
    pub name: Option<Box<str>>,
}

#[derive(Clone, Debug)]
pub struct InstData {
    pub kind: InstKind,
    pub args: Vec<Operand>,
    /// Result value (`None` for `void` results).
    pub result: Option<Value>,
    /// Result type (`void` when there is none).
    pub ty: Type,
    /// Metadata attachments: (kind id, node), in the order written.
    pub attachments: Vec<(u32, Metadata)>,
    /// Debug records that precede this instruction.
    pub dbg_records: Vec<DbgRecord>,
}

/// One use of a value or block: instruction and operand index.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Use {
    pub inst: Inst,
    pub operand: u32,
}

/// Definitions and operands of one function.
#[derive(Clone, Debug, Default)]
pub struct DataFlowGraph {
    pub insts: PrimaryMap<Inst, InstData>,
    pub values: PrimaryMap<Value, ValueData>,
    pub blocks: PrimaryMap<Block, BlockData>,
    /// Metadata operands of instructions (`metadata !5`, `metadata i32 %x`).
    pub local_md: PrimaryMap<LocalMd, MdOperand>,
}

impl DataFlowGraph {
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }
    pub fn make_value(&mut self, ty: Type, def: ValueDef, name: Option<Box<str>>) -> Value {
        self.values.push(ValueData { ty, def, name })
    }
    pub fn make_block(&mut self, name: Option<Box<str>>) -> Block {
        self.blocks.push(BlockData { name })
    }
    /// Adds an instruction (not yet placed in the layout).
    pub fn make_inst(&mut self, kind: InstKind, args: Vec<Operand>, ty: Type) -> Inst {
        self.insts.push(InstData {
            kind,
            args,
            result: None,
            ty,
            attachments: Vec::new(),
            dbg_records: Vec::new(),
        })
    }

    /// Gives `inst` a result value of its type (`name`: `None` for an unnamed one).
    pub fn make_result(&mut self, inst: Inst, name: Option<Box<str>>) -> Value {
        let ty = self.insts[inst].ty;
        let v = self.make_value(ty, ValueDef::Inst(inst), name);
        self.insts[inst].result = Some(v);
        v
    }

    /// Replaces operand `index` of `inst`; returns the operand it held.
    pub fn set_operand(&mut self, inst: Inst, index: usize, op: Operand) -> Operand {
        std::mem::replace(&mut self.insts[inst].args[index], op)
    }

    /// Replaces every use of `old` by `new` in the instructions placed in `layout` (LLVM's
    /// `replaceAllUsesWith`); returns how many operands changed.
    pub fn replace_all_uses(&mut self, layout: &Layout, old: Value, new: Operand) -> usize {
        let mut changed = 0;
        for inst in layout.insts() {
            for op in &mut self.insts[inst].args {
                if *op == Operand::Value(old) {
                    *op = new;
                    changed += 1;
                }
            }
        }
        changed
    }

    /// Whether `inst` is a `phi`.
    pub fn is_phi(&self, inst: Inst) -> bool {
        matches!(self.insts[inst].kind, InstKind::Phi { .. })
    }

    /// Use lists of every value, each in creation order (LLVM's use-list order is the reverse).
    pub fn value_uses(&self, layout: &Layout) -> SecondaryMap<Value, Vec<Use>> {
        let mut uses: SecondaryMap<Value, Vec<Use>> = SecondaryMap::new();
        for inst in layout.insts() {
            for (i, op) in self.insts[inst].args.iter().enumerate() {
                if let Operand::Value(v) = op {
                    uses.get_mut(*v).push(Use {
                        inst,
                        operand: i as u32,
                    });
                }
            }
        }
        uses
    }

    /// The same use lists as [`value_uses`](Self::value_uses), held in two flat vectors
    /// (built with three allocations whatever the body's size; read-only).
    pub fn value_use_lists(&self, layout: &Layout) -> UseLists {
        let n = self.values.len();
        let mut start = vec![0u32; n + 1];
        for inst in layout.insts() {
            for op in &self.insts[inst].args {
                if let Operand::Value(v) = op {
                    if let Some(c) = start.get_mut(v.index() + 1) {
                        *c += 1;
                    }
                }
            }
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let unfilled = Use {
            inst: Inst::new(0),
            operand: 0,
        };
        let mut uses = vec![unfilled; start[n] as usize];
        let mut fill: Vec<u32> = start[..n].to_vec();
        for inst in layout.insts() {
            for (i, op) in self.insts[inst].args.iter().enumerate() {
                if let Operand::Value(v) = op {
                    if let Some(at) = fill.get_mut(v.index()) {
                        uses[*at as usize] = Use {
                            inst,
                            operand: i as u32,
                        };
                        *at += 1;
                    }
                }
            }
        }
        UseLists { start, uses }
    }

    /// Uses of every block by instructions, in creation order.
    pub fn block_uses(&self, layout: &Layout) -> SecondaryMap<Block, Vec<Use>> {
        let mut uses: SecondaryMap<Block, Vec<Use>> = SecondaryMap::new();
        for inst in layout.insts() {
            for (i, op) in self.insts[inst].args.iter().enumerate() {
                if let Operand::Block(b) = op {
                    uses.get_mut(*b).push(Use {
                        inst,
                        operand: i as u32,
                    });
                }
            }
        }
        uses
    }

    /// The successor blocks of a terminator as [`successors`](Self::successors) lists them,
    /// without allocating (nothing for an instruction that is not a terminator).
    pub fn successor_blocks(&self, inst: Inst) -> impl Iterator<Item = Block> + '_ {
        let d = &self.insts[inst];
        let args: &[Operand] = if d.kind.is_terminator() { &d.args } else { &[] };
        args.iter().filter_map(|op| match op {
            Operand::Block(b) => Some(*b),
            _ => None,
        })
    }

    /// Successor blocks of a terminator, in operand order (phi incoming blocks excluded).
    pub fn successors(&self, inst: Inst) -> Vec<Block> {
        let d = &self.insts[inst];
        if !d.kind.is_terminator() {
            return Vec::new();
        }
        d.args
            .iter()
            .filter_map(|op| match op {
                Operand::Block(b) => Some(*b),
                _ => None,
            })
            .collect()
    }
}

/// Use lists of every value of a body at one moment, in creation order
/// ([`DataFlowGraph::value_use_lists`]): `uses[start[v]..start[v + 1]]` are `v`'s uses.
#[derive(Clone, Debug, Default)]
pub struct UseLists {
    start: Vec<u32>,
    uses: Vec<Use>,
}

impl UseLists {
    /// The uses of `v` (none for a value made after the lists were).
    pub fn get(&self, v: Value) -> &[Use] {
        let i = v.index();
        if i + 1 >= self.start.len() {
            return &[];
        }
        &self.uses[self.start[i] as usize..self.start[i + 1] as usize]
    }
}

/// Block order and instruction order within blocks.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    blocks: Vec<Block>,
    block_insts: SecondaryMap<Block, Vec<Inst>>,
    inst_block: SecondaryMap<Inst, Option<Block>>,
}

impl Layout {
    pub fn append_block(&mut self, b: Block) {
        self.blocks.push(b);
    }
    /// Moves a placed block (with its instructions) to the end of the function, or appends it.
    pub fn move_block_to_end(&mut self, b: Block) {
        self.blocks.retain(|&x| x != b);
        self.blocks.push(b);
    }
    pub fn append_inst(&mut self, inst: Inst, b: Block) {
        self.block_insts.get_mut(b).push(inst);
        self.inst_block.set(inst, Some(b));
    }
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }
    /// Places block `b` (not yet placed) right after `after` in the block order.
    pub fn insert_block_after(&mut self, b: Block, after: Block) {
        let at = self.block_position(after) + 1;
        self.blocks.insert(at, b);
    }
    /// Index of a placed block in the block order. Panics if `b` is not placed.
    fn block_position(&self, b: Block) -> usize {
        match self.blocks.iter().position(|&x| x == b) {
            Some(p) => p,
            None => panic!("{b} is not placed in the layout"),
        }
    }
    /// Places block `b` (not yet placed) right before `before` in the block order.
    pub fn insert_block_before(&mut self, b: Block, before: Block) {
        let at = self.block_position(before);
        self.blocks.insert(at, b);
    }
    /// Moves the placed block `b` (with its instructions) right after the placed `after`
    /// (LLVM's `moveAfter`).
    pub fn move_block_after(&mut self, b: Block, after: Block) {
        if b == after {
            return;
        }
        let from = self.block_position(b);
        self.blocks.remove(from);
        let at = self.block_position(after) + 1;
        self.blocks.insert(at, b);
    }
    /// Removes block `b` and its instructions from the layout (their arena slots stay).
    pub fn remove_block(&mut self, b: Block) -> Vec<Inst> {
        let at = self.block_position(b);
        self.blocks.remove(at);
        let insts = std::mem::take(self.block_insts.get_mut(b));
        for &i in &insts {
            self.inst_block.set(i, None);
        }
        insts
    }
    /// Index of a placed instruction within its block. Panics if `inst` is not placed.
    pub fn inst_position(&self, inst: Inst) -> (Block, usize) {
        let Some(b) = self.inst_block(inst) else {
            panic!("{inst} is not placed in the layout")
        };
        let at = self
            .block_insts(b)
            .iter()
            .position(|&x| x == inst)
            .expect("layout maps are consistent");
        (b, at)
    }
    /// Places `inst` (not placed yet) right before the placed instruction `before`.
    pub fn insert_inst_before(&mut self, inst: Inst, before: Inst) {
        let (b, at) = self.inst_position(before);
        self.block_insts.get_mut(b).insert(at, inst);
        self.inst_block.set(inst, Some(b));
    }
    /// Places `inst` (not placed yet) right after the placed instruction `after`.
    pub fn insert_inst_after(&mut self, inst: Inst, after: Inst) {
        let (b, at) = self.inst_position(after);
        self.block_insts.get_mut(b).insert(at + 1, inst);
        self.inst_block.set(inst, Some(b));
    }
    /// Places `inst` (not placed yet) at the start of block `b`.
    pub fn prepend_inst(&mut self, inst: Inst, b: Block) {
        self.block_insts.get_mut(b).insert(0, inst);
        self.inst_block.set(inst, Some(b));
    }
    /// Takes a placed instruction out of the layout; returns the block it was in.
    pub fn remove_inst(&mut self, inst: Inst) -> Block {
        let (b, at) = self.inst_position(inst);
        self.block_insts.get_mut(b).remove(at);
        self.inst_block.set(inst, None);
        b
    }
    /// Keeps the instructions of block `b` for which `keep` holds (in order) and takes the others
    /// out of the layout: one pass over the block, for transforms that delete many at once.
    pub fn retain_block_insts(&mut self, b: Block, mut keep: impl FnMut(Inst) -> bool) {
        let mut removed = Vec::new();
        self.block_insts.get_mut(b).retain(|&i| {
            let k = keep(i);
            if !k {
                removed.push(i);
            }
            k
        });
        for i in removed {
            self.inst_block.set(i, None);
        }
    }
    /// Whether `a` comes before `b`; both placed in the same block.
    pub fn comes_before(&self, a: Inst, b: Inst) -> bool {
        self.inst_position(a).1 < self.inst_position(b).1
    }
    pub fn entry(&self) -> Option<Block> {
        self.blocks.first().copied()
    }
    pub fn block_insts(&self, b: Block) -> &[Inst] {
        self.block_insts.get(b)
    }
    pub fn inst_block(&self, i: Inst) -> Option<Block> {
        *self.inst_block.get(i)
    }
    pub fn is_placed(&self, b: Block) -> bool {
        self.blocks.contains(&b)
    }
    /// All instructions in layout order.
    pub fn insts(&self) -> impl Iterator<Item = Inst> + '_ {
        self.blocks
            .iter()
            .flat_map(move |b| self.block_insts.get(*b).iter().copied())
    }
}

/// Source spans of a body's entities (naga style: beside the arenas, not inside them).
#[derive(Clone, Debug, Default)]
pub struct BodySpans {
    pub insts: SecondaryMap<Inst, Span>,
    pub blocks: SecondaryMap<Block, Span>,
    pub values: SecondaryMap<Value, Span>,
}

/// The body of a defined function.
#[derive(Clone, Debug, Default)]
pub struct FunctionBody {
    pub dfg: DataFlowGraph,
    pub layout: Layout,
    /// Argument values in order.
    pub params: Vec<Value>,
    pub spans: BodySpans,
    /// `uselistorder label %bb, { ... }` directives written in this body: the block and the
    /// permutation of its use list (applied when predecessors are listed).
    pub block_use_orders: Vec<(Block, Vec<u32>)>,
    /// The function this body belongs to while it is detached from the module for editing
    /// (`None` while it sits in the module, where its address identifies it): analyses find
    /// the function's attributes (`noalias` parameters) through it.
    pub detached_from: Option<crate::ir::module::GlobalValue>,
}

impl FunctionBody {
    /// Splits the block holding `at` before `at` (LLVM's `splitBasicBlock`): `at` and what
    /// follows move to a new block named `name`, placed right after the old one; the old block
    /// ends in `br label %new` (`void`: the type of that branch); phis of the moved terminator's
    /// successors now name the new block as their incoming block. Returns the new block.
    pub fn split_block(&mut self, at: Inst, name: Option<Box<str>>, void: Type) -> Block {
        let (old, pos) = self.layout.inst_position(at);
        let new = self.dfg.make_block(name);
        self.layout.insert_block_after(new, old);
        let tail: Vec<Inst> = self.layout.block_insts.get_mut(old).split_off(pos);
        for &i in &tail {
            self.layout.append_inst(i, new);
        }
        let br = self
            .dfg
            .make_inst(InstKind::Br, vec![Operand::Block(new)], void);
        self.layout.append_inst(br, old);
        if let Some(&term) = tail.last() {
            let mut succs = self.dfg.successors(term);
            succs.dedup();
            for s in succs {
                self.retarget_phis(s, old, new);
            }
        }
        new
    }

    /// In the phis at the top of `b`, incoming block `from` becomes `to`.
    fn retarget_phis(&mut self, b: Block, from: Block, to: Block) {
        for &i in self.layout.block_insts(b) {
            if !self.dfg.is_phi(i) {
                break;
            }
            for pair in self.dfg.insts[i].args.chunks_mut(2) {
                if pair.get(1) == Some(&Operand::Block(from)) {
                    pair[1] = Operand::Block(to);
                }
            }
        }
    }

    /// LLVM's `removeIncomingValue` for one edge: each phi at the top of `b` loses its first
    /// entry for `pred`, and the last entry moves into its place.
    pub fn remove_phi_edge(&mut self, b: Block, pred: Block) {
        for &i in self.layout.block_insts(b) {
            if !self.dfg.is_phi(i) {
                break;
            }
            swap_remove_phi_entry(&mut self.dfg.insts[i].args, pred);
        }
    }

    /// Removes the entries for incoming block `pred` from the phis at the top of `b`.
    pub fn remove_phi_incoming(&mut self, b: Block, pred: Block) {
        for &i in self.layout.block_insts(b) {
            if !self.dfg.is_phi(i) {
                break;
            }
            let args = std::mem::take(&mut self.dfg.insts[i].args);
            self.dfg.insts[i].args = args
                .chunks(2)
                .filter(|pair| pair.get(1) != Some(&Operand::Block(pred)))
                .flatten()
                .copied()
                .collect();
        }
    }

    /// Erases block `b` (LLVM's `eraseFromParent` after `DeleteDeadBlock`'s phi fix-up): the
    /// phis of its successors drop their entries for `b`, then `b` and its instructions leave
    /// the layout. The caller makes sure nothing else still branches to `b` or uses its values.
    pub fn erase_block(&mut self, b: Block) {
        if let Some(&term) = self.layout.block_insts(b).last() {
            let mut succs = self.dfg.successors(term);
            succs.sort();
            succs.dedup();
            for s in succs {
                if s != b && self.layout.is_placed(s) {
                    self.remove_phi_incoming(s, b);
                }
            }
        }
        self.layout.remove_block(b);
    }
}

/// Takes the first `[value, pred]` pair out of a phi's operands, the last pair filling the hole
/// (LLVM's order after `removeIncomingValue`). Whether one was found.
pub fn swap_remove_phi_entry(args: &mut Vec<Operand>, pred: Block) -> bool {
    let Some(k) = args
        .chunks(2)
        .position(|pair| pair.get(1) == Some(&Operand::Block(pred)))
    else {
        return false;
    };
    let last = args.len() - 2;
    args.swap(2 * k, last);
    args.swap(2 * k + 1, last + 1);
    args.truncate(last);
    true
}

/// The names in use in one function, for new values and blocks named as LLVM's per-function
/// symbol table names them: a free name is taken as it is, a taken one gets the function's
/// next counter value appended (`x` -> `x1`, `x2`, ...; the counter is shared by every base
/// name). An empty name stays unnamed.
#[derive(Clone, Debug, Default)]
pub struct UniqueNames {
    taken: std::collections::HashSet<Box<str>>,
    last_unique: u32,
}

impl UniqueNames {
    /// The names of the body's parameters, placed instructions' results and placed blocks.
    pub fn of_body(body: &FunctionBody) -> UniqueNames {
        let mut taken = std::collections::HashSet::new();
        for &p in &body.params {
            if let Some(n) = &body.dfg.values[p].name {
                taken.insert(n.clone());
            }
        }
        for &b in body.layout.blocks() {
            if let Some(n) = &body.dfg.blocks[b].name {
                taken.insert(n.clone());
            }
            for &i in body.layout.block_insts(b) {
                if let Some(v) = body.dfg.insts[i].result {
                    if let Some(n) = &body.dfg.values[v].name {
                        taken.insert(n.clone());
                    }
                }
            }
        }
        UniqueNames {
            taken,
            last_unique: 0,
        }
    }

    /// A fresh name built from `base` (`None` for an empty base: unnamed).
    pub fn make(&mut self, base: &str) -> Option<Box<str>> {
        if base.is_empty() {
            return None;
        }
        if self.taken.insert(base.into()) {
            return Some(base.into());
        }
        loop {
            self.last_unique += 1;
            let candidate: Box<str> = format!("{base}{}", self.last_unique).into();
            if self.taken.insert(candidate.clone()) {
                return Some(candidate);
            }
        }
    }

    /// Gives a name back (its value or block was erased).
    pub fn release(&mut self, name: &str) {
        self.taken.remove(name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::types::TypeTable;

    #[test]
    fn uses_follow_layout_order() {
        let mut types = TypeTable::new();
        let i32t = types.int(32);
        let void = types.void();
        let mut body = FunctionBody::default();
        let p = body.dfg.make_value(i32t, ValueDef::Param(0), None);
        let b0 = body.dfg.make_block(None);
        let b1 = body.dfg.make_block(Some("x".into()));
        body.layout.append_block(b0);
        body.layout.append_block(b1);
        let br = body
            .dfg
            .make_inst(InstKind::Br, vec![Operand::Block(b1)], void);
        body.layout.append_inst(br, b0);
        let ret = body
            .dfg
            .make_inst(InstKind::Ret, vec![Operand::Value(p)], void);
        body.layout.append_inst(ret, b1);
        let bu = body.dfg.block_uses(&body.layout);
        assert_eq!(bu.get(b1).len(), 1);
        let vu = body.dfg.value_uses(&body.layout);
        assert_eq!(vu.get(p)[0].inst, ret);
        assert_eq!(body.dfg.successors(br), vec![b1]);
    }
}
