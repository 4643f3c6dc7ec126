//! Predecessor lists in LLVM's use-list order, with `uselistorder` directives applied.
//!
//! Owns: [`block_preds`], the model of a block's use list after `llvm-as` parsed the text: uses
//! are prepended as they are created, so the list is the reverse of creation order. Created
//! first is the block's `blockaddress` constant (one per block, uniqued; in the usual case it is
//! referenced from a global, i.e. before the body is parsed), then every terminator operand in
//! text order. A `uselistorder label %bb, { ... }` directive in the body, or a module-level
//! `uselistorder_bb @f, %bb, { ... }`, then gives use `i` the new position `indexes[i]`.
//! A directive whose index count does not match the modelled use count is not applied.
//! Must not touch: parsing, the rest of printing.

use crate::ir::constant::ConstantData;
use crate::ir::entity::{EntityRef, SecondaryMap};
use crate::ir::function::{Block, FunctionBody};
use crate::ir::instructions::Operand;
use crate::ir::module::{GlobalKind, GlobalName, GlobalValue, Module};
use crate::ir::Constant;

/// One use of a block, as far as the predecessor list is concerned.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum BlockUse {
    /// A terminator operand in this (predecessor) block.
    Terminator(Block),
    /// The block's `blockaddress` constant.
    Address,
}

/// Each block's predecessors in the order `; preds =` lists them (use-list order), with the
/// body's and the module's use-list directives applied. `block_number` gives an unnamed
/// block's printed number (to resolve `uselistorder_bb @f, %5, ...`).
///
/// Linear in the body's size plus its directives: one walk over the instructions, and the
/// module's `blockaddress` constants only through
/// [`ConstantPool::block_addresses`](crate::ir::constant::ConstantPool::block_addresses).
pub(super) fn block_preds(
    m: &Module,
    g: GlobalValue,
    body: &FunctionBody,
    block_number: &dyn Fn(Block) -> u32,
) -> SecondaryMap<Block, Vec<Block>> {
    let mut module_orders = Vec::new();
    if !m.use_list_orders.is_empty() {
        module_block_orders(m, g, body, block_number, &mut module_orders);
    }
    let directives = !body.block_use_orders.is_empty() || !module_orders.is_empty();
    // When each block's blockaddress (if any) was created, relative to the body's parse. Only
    // needed when a directive may count the address among the uses.
    let mut address: SecondaryMap<Block, Option<AddressTime>> = SecondaryMap::new();
    let mut any_address = false;
    if directives {
        any_address = address_times(m, g, body, &mut address);
    }
    if any_address {
        return block_preds_with_addresses(body, &address, &module_orders);
    }
    // No use is a blockaddress: a block's list is its terminator uses, most recent first,
    // i.e. the terminator operands walked backwards from the end of the body.
    let mut preds: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
    if let Some(last) = body.dfg.blocks.len().checked_sub(1) {
        preds.get_mut(Block::new(last));
    }
    for &b in body.layout.blocks().iter().rev() {
        for &i in body.layout.block_insts(b).iter().rev() {
            let d = &body.dfg.insts[i];
            if !d.kind.is_terminator() {
                continue;
            }
            for op in d.args.iter().rev() {
                if let Operand::Block(s) = op {
                    preds.get_mut(*s).push(b);
                }
            }
        }
    }
    // The body's directives (in their order; each names one block), then the module's.
    for (b, indexes) in &body.block_use_orders {
        permute(preds.get_mut(*b), indexes);
    }
    for (b, indexes) in &module_orders {
        permute(preds.get_mut(*b), indexes);
    }
    // Only placed blocks have a list (a directive or a stale branch may name another one).
    if body.layout.blocks().len() != body.dfg.blocks.len() {
        let mut placed = vec![false; body.dfg.blocks.len()];
        for &b in body.layout.blocks() {
            if let Some(p) = placed.get_mut(b.index()) {
                *p = true;
            }
        }
        for (k, &is_placed) in placed.iter().enumerate() {
            if !is_placed {
                preds.get_mut(Block::new(k)).clear();
            }
        }
    }
    preds
}

/// [`block_preds`] when some block of the body has its address taken and a directive applies:
/// the use lists hold the `blockaddress` use too, at the moment it was created.
fn block_preds_with_addresses(
    body: &FunctionBody,
    address: &SecondaryMap<Block, Option<AddressTime>>,
    module_orders: &[(Block, &[u32])],
) -> SecondaryMap<Block, Vec<Block>> {
    // Creation order, per block, while the body is parsed.
    let mut created: SecondaryMap<Block, Vec<BlockUse>> = SecondaryMap::new();
    // Addresses first referenced by an instruction of the body, by that instruction's ordinal.
    let mut at_inst: Vec<(usize, Block)> = Vec::new();
    for &b in body.layout.blocks() {
        match *address.get(b) {
            Some(AddressTime::BeforeBody) => created.get_mut(b).push(BlockUse::Address),
            Some(AddressTime::AtInst(ordinal)) => at_inst.push((ordinal, b)),
            _ => {}
        }
    }
    at_inst.sort_by_key(|&(ordinal, _)| ordinal);
    let mut next_address = 0usize;
    let mut ordinal = 0usize;
    for &b in body.layout.blocks() {
        for &i in body.layout.block_insts(b) {
            while let Some(&(o, t)) = at_inst.get(next_address) {
                if o != ordinal {
                    break;
                }
                created.get_mut(t).push(BlockUse::Address);
                next_address += 1;
            }
            ordinal += 1;
            for s in body.dfg.successors(i) {
                created.get_mut(s).push(BlockUse::Terminator(b));
            }
        }
    }
    let mut uses: SecondaryMap<Block, Vec<BlockUse>> = SecondaryMap::new();
    for &b in body.layout.blocks() {
        *uses.get_mut(b) = created.get(b).iter().rev().copied().collect();
    }
    // The body's directives are applied when the body ends; a blockaddress made later (in a
    // later function) is then added in front; module-level directives come last.
    for (b, indexes) in &body.block_use_orders {
        permute(uses.get_mut(*b), indexes);
    }
    for &b in body.layout.blocks() {
        if *address.get(b) == Some(AddressTime::AfterBody) {
            uses.get_mut(b).insert(0, BlockUse::Address);
        }
    }
    for (b, indexes) in module_orders {
        permute(uses.get_mut(*b), indexes);
    }
    let mut preds: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
    for &b in body.layout.blocks() {
        *preds.get_mut(b) = uses
            .get(b)
            .iter()
            .filter_map(|u| match u {
                BlockUse::Terminator(p) => Some(*p),
                BlockUse::Address => None,
            })
            .collect();
    }
    preds
}

/// When a block's `blockaddress` constant was first referenced.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum AddressTime {
    /// From a global initializer or an earlier function (resolved when the body starts).
    BeforeBody,
    /// By the body's instruction with this ordinal (layout order).
    AtInst(usize),
    /// Only from later functions.
    AfterBody,
}

fn address_times(
    m: &Module,
    g: GlobalValue,
    body: &FunctionBody,
    out: &mut SecondaryMap<Block, Option<AddressTime>>,
) -> bool {
    let mut any = false;
    for &c in m.constants.block_addresses() {
        let ConstantData::BlockAddress {
            function, block, ..
        } = m.constants.data(c)
        else {
            continue;
        };
        if *function != g {
            continue;
        }
        let mut memo = std::collections::HashMap::new();
        let in_const = |k: Constant, memo: &mut std::collections::HashMap<Constant, bool>| {
            refers_to(m, k, c, memo)
        };
        let in_body = |f: &FunctionBody, memo: &mut std::collections::HashMap<Constant, bool>| {
            f.layout.insts().position(|inst| {
                f.dfg.insts[inst]
                    .args
                    .iter()
                    .any(|op| matches!(op, Operand::Const(k) if in_const(*k, memo)))
            })
        };
        let before_globals = m.layout.variables.iter().any(|&v| {
            matches!(&m.globals[v].kind, GlobalKind::Variable(d) if d.init.is_some_and(|k| in_const(k, &mut memo)))
        });
        let mut time = before_globals.then_some(AddressTime::BeforeBody);
        if time.is_none() {
            for &f in &m.layout.functions {
                if f == g {
                    time = in_body(body, &mut memo).map(AddressTime::AtInst);
                    if time.is_some() {
                        break;
                    }
                    continue;
                }
                let GlobalKind::Function(fd) = &m.globals[f].kind else {
                    continue;
                };
                let Some(fb) = &fd.body else {
                    continue;
                };
                if in_body(fb, &mut memo).is_some() {
                    let before = m.layout.functions.iter().position(|&x| x == f)
                        < m.layout.functions.iter().position(|&x| x == g);
                    time = Some(if before {
                        AddressTime::BeforeBody
                    } else {
                        AddressTime::AfterBody
                    });
                    break;
                }
            }
        }
        *out.get_mut(Block::new(*block as usize)) = Some(time.unwrap_or(AddressTime::AfterBody));
        any = true;
    }
    any
}

/// Does constant `k` use `target` (itself or through its operands)?
fn refers_to(
    m: &Module,
    k: Constant,
    target: Constant,
    memo: &mut std::collections::HashMap<Constant, bool>,
) -> bool {
    if k == target {
        return true;
    }
    if let Some(&r) = memo.get(&k) {
        return r;
    }
    memo.insert(k, false);
    let r = m
        .constants
        .operands(k)
        .into_iter()
        .any(|o| refers_to(m, o, target, memo));
    memo.insert(k, r);
    r
}

/// Use `i` moves to position `indexes[i]` (LLVM sorts the uses by their index). Ignored unless
/// `indexes` is a permutation of `0..uses.len()`.
fn permute<T: Copy>(uses: &mut [T], indexes: &[u32]) {
    if indexes.len() != uses.len() {
        return;
    }
    let mut out: Vec<Option<T>> = vec![None; uses.len()];
    for (u, &ix) in uses.iter().zip(indexes) {
        match out.get_mut(ix as usize) {
            Some(slot @ None) => *slot = Some(*u),
            _ => return,
        }
    }
    for (dst, src) in uses.iter_mut().zip(out) {
        if let Some(v) = src {
            *dst = v;
        }
    }
}

/// Module-level `uselistorder_bb @f, %bb, { ... }` directives that name a block of `g`.
fn module_block_orders<'m>(
    m: &'m Module,
    g: GlobalValue,
    body: &FunctionBody,
    block_number: &dyn Fn(Block) -> u32,
    out: &mut Vec<(Block, &'m [u32])>,
) {
    let GlobalName::Named(fname) = &m.globals[g].name else {
        return;
    };
    for o in &m.use_list_orders {
        if o.function.is_some() {
            continue;
        }
        let Some((f, bb)) = o.value_text.split_once(',') else {
            continue;
        };
        let f = f.trim();
        let bb = bb.trim();
        if f.strip_prefix('@').map(unquote).as_deref() != Some(fname.as_str()) {
            continue;
        }
        let Some(bb) = bb.strip_prefix('%') else {
            continue;
        };
        let target =
            body.layout
                .blocks()
                .iter()
                .copied()
                .find(|&b| match &body.dfg.blocks[b].name {
                    Some(n) => **n == *unquote(bb),
                    None => bb.parse::<u32>().ok() == Some(block_number(b)),
                });
        if let Some(b) = target {
            out.push((b, o.indexes.as_slice()));
        }
    }
}

/// `"a b"` -> `a b`; other names unchanged (escapes are rare in directives and left as written).
fn unquote(s: &str) -> String {
    s.strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or(s)
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::{block_preds, block_preds_with_addresses, permute};
    use crate::ir::entity::SecondaryMap;
    use crate::ir::module::GlobalKind;

    /// Without any `blockaddress`, the backward walk gives the lists the creation-order model
    /// gives, directives included.
    #[test]
    fn backward_walk_matches_the_creation_order_model() {
        let text = "define void @f(i1 %c, i32 %k) {\n\
            entry:\n  br i1 %c, label %a, label %b\n\
            a:\n  switch i32 %k, label %b [ i32 1, label %d\n i32 2, label %b ]\n\
            b:\n  br i1 %c, label %d, label %a\n\
            d:\n  br i1 %c, label %b, label %exit\n\
            exit:\n  ret void\n\
              uselistorder label %b, { 2, 0, 3, 1 }\n}\n\
            uselistorder_bb @f, %d, { 1, 0 }\n";
        let m = crate::parse::parse_module(text, "t.ll").unwrap_or_else(|e| panic!("{e:?}"));
        let g = m.layout.functions[0];
        let GlobalKind::Function(fd) = &m.globals[g].kind else {
            panic!("not a function");
        };
        let body = fd.body.as_ref().expect("a body");
        let fast = block_preds(&m, g, body, &|_| 0);
        let mut module_orders = Vec::new();
        super::module_block_orders(&m, g, body, &|_| 0, &mut module_orders);
        assert_eq!(module_orders.len(), 1);
        let model = block_preds_with_addresses(body, &SecondaryMap::new(), &module_orders);
        let names = |b| body.dfg.blocks[b].name.as_deref().map(|n| n.to_string());
        for &b in body.layout.blocks() {
            assert_eq!(fast.get(b), model.get(b), "block {:?}", names(b));
        }
        let b = body.layout.blocks()[2];
        let got: Vec<_> = fast.get(b).iter().map(|&p| names(p)).collect();
        assert_eq!(got.len(), 4);
    }

    #[test]
    fn use_i_moves_to_position_indexes_i() {
        let mut v = ['a', 'b', 'c'];
        permute(&mut v, &[2, 0, 1]);
        assert_eq!(v, ['b', 'c', 'a']);
    }

    #[test]
    fn a_bad_permutation_is_not_applied() {
        let mut v = ['a', 'b', 'c'];
        permute(&mut v, &[0, 0, 1]);
        assert_eq!(v, ['a', 'b', 'c']);
        permute(&mut v, &[1, 0]);
        assert_eq!(v, ['a', 'b', 'c']);
    }
}
