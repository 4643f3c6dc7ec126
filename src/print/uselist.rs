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
use crate::ir::module::{GlobalName, GlobalValue, Module};
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
pub(super) fn block_preds(
    m: &Module,
    g: GlobalValue,
    body: &FunctionBody,
    block_number: &dyn Fn(Block) -> u32,
) -> SecondaryMap<Block, Vec<Block>> {
    let mut orders: Vec<(Block, &[u32])> = body
        .block_use_orders
        .iter()
        .map(|(b, ix)| (*b, ix.as_slice()))
        .collect();
    if !m.use_list_orders.is_empty() {
        module_block_orders(m, g, body, block_number, &mut orders);
    }
    // Creation order, per block.
    let mut created: SecondaryMap<Block, Vec<BlockUse>> = SecondaryMap::new();
    if !orders.is_empty() {
        for i in 0..m.constants.len() {
            if let ConstantData::BlockAddress {
                function, block, ..
            } = m.constants.data(Constant::new(i))
            {
                if *function == g {
                    let b = Block::new(*block as usize);
                    if !created.get(b).contains(&BlockUse::Address) {
                        created.get_mut(b).push(BlockUse::Address);
                    }
                }
            }
        }
    }
    for &b in body.layout.blocks() {
        for &i in body.layout.block_insts(b) {
            for s in body.dfg.successors(i) {
                created.get_mut(s).push(BlockUse::Terminator(b));
            }
        }
    }
    let mut preds: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
    for &b in body.layout.blocks() {
        let mut uses: Vec<BlockUse> = created.get(b).iter().rev().copied().collect();
        for (ob, indexes) in &orders {
            if *ob == b {
                permute(&mut uses, indexes);
            }
        }
        *preds.get_mut(b) = uses
            .iter()
            .filter_map(|u| match u {
                BlockUse::Terminator(p) => Some(*p),
                BlockUse::Address => None,
            })
            .collect();
    }
    preds
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
    use super::permute;

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
