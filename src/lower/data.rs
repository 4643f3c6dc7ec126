//! Global variables as assembler data: section, alignment, symbol type and size, then the
//! initializer as `.byte`/`.short`/`.long`/`.quad`/`.zero` directives every GNU assembler
//! accepts (the assembler applies the target's byte order).
//!
//! Owns: [`emit_global_var`] and the constant-initializer walk. Must not touch: code
//! generation (the targets' files), the IR.

use super::codegen::symbol;
use super::layout::Layout;
use super::LowerError;
use crate::ir::constant::ConstantData;
use crate::ir::module::GlobalKind;
use crate::ir::{Constant, GlobalValue, Module};
use std::fmt::Write as _;

/// Emits a defined global variable (data directives every GNU assembler accepts;
/// `type_prefix` is `@`, or `%` where `@` starts a comment).
pub(super) fn emit_global_var(
    m: &Module,
    layout: &Layout,
    g: GlobalValue,
    out: &mut String,
    target_name: &str,
    type_prefix: &str,
) -> Result<(), LowerError> {
    let d = &m.globals[g];
    let GlobalKind::Variable(v) = &d.kind else {
        return Ok(());
    };
    let Some(init) = v.init else { return Ok(()) };
    let name = symbol(m, g);
    let err = |what: &str| {
        LowerError::new(
            format!("cannot lower global @{name} for {target_name}: {what}"),
            Some(d.span),
        )
    };
    let (size, abi_align) = layout
        .size_align(v.value_ty)
        .ok_or_else(|| err("its type is outside the supported subset"))?;
    let align = v.align.unwrap_or(abi_align).max(1);
    let section = if v.constant {
        ".section\t.rodata"
    } else {
        ".data"
    };
    let _ = writeln!(out, "\t{section}");
    if !d.linkage.is_local() {
        let _ = writeln!(out, "\t.globl\t{name}");
    }
    let _ = writeln!(out, "\t.p2align\t{}", align.trailing_zeros());
    let _ = writeln!(out, "\t.type\t{name},{type_prefix}object");
    let _ = writeln!(out, "\t.size\t{name}, {size}");
    let _ = writeln!(out, "{name}:");
    let mut body = String::new();
    emit_const_data(m, layout, init, &mut body).map_err(|w| err(&w))?;
    out.push_str(&body);
    Ok(())
}

fn emit_const_data(
    m: &Module,
    layout: &Layout,
    c: Constant,
    out: &mut String,
) -> Result<(), String> {
    let ty = m.constants.ty(c);
    let (size, _) = layout
        .size_align(ty)
        .ok_or("an initializer type outside the supported subset")?;
    match m.constants.data(c) {
        ConstantData::Int { value, .. } => {
            let bits = m.types.int_bits(ty).unwrap_or(64);
            if bits > 64 {
                let _ = writeln!(out, "\t.quad\t{}", value.low_u64());
                let hi = value.words.get(1).copied().unwrap_or(0);
                let _ = writeln!(out, "\t.quad\t{hi}");
            } else {
                let dir = match size {
                    1 => ".byte",
                    2 => ".short",
                    4 => ".long",
                    _ => ".quad",
                };
                let _ = writeln!(out, "\t{dir}\t{}", value.low_u64());
            }
        }
        ConstantData::Float { bits, .. } => {
            let dir = if size == 4 { ".long" } else { ".quad" };
            let _ = writeln!(out, "\t{dir}\t{}", *bits as u64);
        }
        ConstantData::Null(_)
        | ConstantData::Zero(_)
        | ConstantData::Undef(_)
        | ConstantData::Poison(_) => {
            let _ = writeln!(out, "\t.zero\t{size}");
        }
        ConstantData::Bytes { bytes, .. } => {
            for chunk in bytes.chunks(16) {
                let list: Vec<String> = chunk.iter().map(|b| b.to_string()).collect();
                let _ = writeln!(out, "\t.byte\t{}", list.join(","));
            }
        }
        ConstantData::Array { elems, .. } => {
            for &e in elems {
                emit_const_data(m, layout, e, out)?;
            }
        }
        ConstantData::Struct { fields, .. } => {
            let mut off = 0;
            for (i, &f) in fields.iter().enumerate() {
                let fo = layout.field_offset(ty, i).ok_or("bad struct")?;
                if fo > off {
                    let _ = writeln!(out, "\t.zero\t{}", fo - off);
                }
                emit_const_data(m, layout, f, out)?;
                let (fs, _) = layout.size_align(m.constants.ty(f)).ok_or("bad field")?;
                off = fo + fs;
            }
            if size > off {
                let _ = writeln!(out, "\t.zero\t{}", size - off);
            }
        }
        ConstantData::Global { global, .. } => {
            let dir = if size == 4 { ".long" } else { ".quad" };
            let _ = writeln!(out, "\t{dir}\t{}", symbol(m, *global));
        }
        _ => return Err("a constant expression in an initializer is not supported".into()),
    }
    Ok(())
}
