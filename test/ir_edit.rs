//! The IR editing API of `ir::function`, end to end: each edit, then print, re-parse and verify
//! the edited module. (An integration test: `ir` sits below `parse`, `print` and `verify`.)
use atomir::ir::function::*;
use atomir::ir::instructions::{InstKind, Operand};
use atomir::ir::module::{GlobalKind, Module};
use atomir::ir::types::Type;

fn int_const(m: &mut Module, ty: Type, v: u64) -> atomir::ir::constant::Constant {
    use atomir::ir::constant::{ApInt, ConstantData};
    m.constants.intern(ConstantData::Int {
        ty,
        value: ApInt::from_u64(32, v),
    })
}

fn parse(text: &str) -> Module {
    atomir::parse::parse_module(text, "t.ll").unwrap()
}

fn body_mut(m: &mut Module) -> &mut FunctionBody {
    let f = m.layout.functions[0];
    match &mut m.globals[f].kind {
        GlobalKind::Function(d) => d.body.as_mut().unwrap(),
        _ => unreachable!(),
    }
}

fn block_named(body: &FunctionBody, name: &str) -> Block {
    *body
        .layout
        .blocks()
        .iter()
        .find(|&&b| body.dfg.blocks[b].name.as_deref() == Some(name))
        .unwrap()
}

fn value_named(body: &FunctionBody, name: &str) -> Value {
    body.dfg
        .values
        .keys()
        .find(|&v| body.dfg.values[v].name.as_deref() == Some(name))
        .unwrap()
}

/// Prints `m`, checks the text re-parses, verifies, and prints the same again.
fn print_checked(m: &Module) -> String {
    let text = atomir::print::print_module(m, "t.ll");
    let again =
        atomir::parse::parse_module(&text, "t.ll").unwrap_or_else(|e| panic!("{text}\n{e:?}"));
    let errors: Vec<_> = atomir::verify::verify_module(&again)
        .into_iter()
        .filter(atomir::verify::VerifierError::is_error)
        .collect();
    assert!(errors.is_empty(), "{text}\n{errors:?}");
    assert_eq!(atomir::print::print_module(&again, "t.ll"), text);
    text
}

fn function_text(text: &str) -> &str {
    let start = text.find("define").unwrap();
    let end = text[start..].find("\n}\n").unwrap() + start + 3;
    &text[start..end]
}

const DIAMOND: &str = "define i32 @f(ptr %p, i1 %c) {\nentry:\n  %a = load i32, ptr %p, align 4\n  br i1 %c, label %t, label %j\nt:\n  %b = add i32 %a, 1\n  br label %j\nj:\n  %r = phi i32 [ %a, %entry ], [ %b, %t ]\n  ret i32 %r\n}\n";

#[test]
fn insert_before_and_after_then_print() {
    let mut m = parse(DIAMOND);
    let i32t = m.types.int(32);
    let void = m.types.void();
    let one = int_const(&mut m, i32t, 1);
    let body = body_mut(&mut m);
    let p = body.params[0];
    let a = value_named(body, "a");
    let load = match body.dfg.values[a].def {
        ValueDef::Inst(i) => i,
        _ => unreachable!(),
    };
    let store = body.dfg.make_inst(
        InstKind::Store {
            volatile: false,
            atomic: None,
            align: Some(4),
        },
        vec![Operand::Const(one), Operand::Value(p)],
        void,
    );
    body.layout.insert_inst_before(store, load);
    let add = body.dfg.make_inst(
        InstKind::Binary {
            op: atomir::ir::instructions::BinaryOp::Add,
            flags: Default::default(),
            fmf: Default::default(),
        },
        vec![Operand::Value(a), Operand::Value(a)],
        i32t,
    );
    let twice = body.dfg.make_result(add, Some("twice".into()));
    body.layout.insert_inst_after(add, load);
    assert_eq!(body.layout.inst_block(add), body.layout.inst_block(load));
    assert!(body.layout.comes_before(store, load) && body.layout.comes_before(load, add));
    let uses = body.dfg.value_uses(&body.layout);
    assert_eq!(uses.get(twice).len(), 0);
    assert_eq!(uses.get(a).len(), 4);
    let text = print_checked(&m);
    assert_eq!(
        function_text(&text),
        "define i32 @f(ptr %p, i1 %c) {\nentry:\n  store i32 1, ptr %p, align 4\n  %a = load i32, ptr %p, align 4\n  %twice = add i32 %a, %a\n  br i1 %c, label %t, label %j\n\nt:                                                ; preds = %entry\n  %b = add i32 %a, 1\n  br label %j\n\nj:                                                ; preds = %t, %entry\n  %r = phi i32 [ %a, %entry ], [ %b, %t ]\n  ret i32 %r\n}\n"
    );
}

#[test]
fn replace_all_uses_and_set_operand() {
    let mut m = parse(DIAMOND);
    let i32t = m.types.int(32);
    let seven = int_const(&mut m, i32t, 7);
    let body = body_mut(&mut m);
    let a = value_named(body, "a");
    let b = value_named(body, "b");
    let layout = body.layout.clone();
    assert_eq!(
        body.dfg.replace_all_uses(&layout, a, Operand::Const(seven)),
        2
    );
    assert!(body.dfg.value_uses(&body.layout).get(a).is_empty());
    let badd = match body.dfg.values[b].def {
        ValueDef::Inst(i) => i,
        _ => unreachable!(),
    };
    let old = body.dfg.set_operand(badd, 1, Operand::Value(b));
    let one = int_const(&mut m, i32t, 1);
    assert_eq!(old, Operand::Const(one));
    // `%b = add i32 7, %b` would not verify (a use before its def); put the 1 back.
    let body = body_mut(&mut m);
    body.dfg.set_operand(badd, 1, old);
    let text = print_checked(&m);
    assert!(text.contains("  %b = add i32 7, 1\n"), "{text}");
    assert!(
        text.contains("  %r = phi i32 [ 7, %entry ], [ %b, %t ]\n"),
        "{text}"
    );
}

#[test]
fn remove_an_instruction_after_its_uses_are_gone() {
    let mut m = parse(DIAMOND);
    let i32t = m.types.int(32);
    let zero = int_const(&mut m, i32t, 0);
    let body = body_mut(&mut m);
    let b = value_named(body, "b");
    let badd = match body.dfg.values[b].def {
        ValueDef::Inst(i) => i,
        _ => unreachable!(),
    };
    let layout = body.layout.clone();
    body.dfg.replace_all_uses(&layout, b, Operand::Const(zero));
    let t = body.layout.remove_inst(badd);
    assert_eq!(t, block_named(body, "t"));
    assert_eq!(body.layout.inst_block(badd), None);
    assert_eq!(body.layout.block_insts(t).len(), 1);
    let text = print_checked(&m);
    assert!(
        text.contains(
            "t:                                                ; preds = %entry\n  br label %j\n"
        ),
        "{text}"
    );
    assert!(text.contains("[ 0, %t ]"), "{text}");
}

#[test]
fn split_a_block_fixes_successor_phis() {
    let mut m = parse(DIAMOND);
    let void = m.types.void();
    let body = body_mut(&mut m);
    let b = value_named(body, "b");
    let badd = match body.dfg.values[b].def {
        ValueDef::Inst(i) => i,
        _ => unreachable!(),
    };
    let t = block_named(body, "t");
    let tail = body.split_block(badd, Some("t.split".into()), void);
    assert_eq!(body.layout.blocks()[2], tail);
    assert_eq!(body.layout.block_insts(t).len(), 1);
    assert_eq!(body.layout.inst_block(badd), Some(tail));
    let text = print_checked(&m);
    assert_eq!(
        function_text(&text),
        "define i32 @f(ptr %p, i1 %c) {\nentry:\n  %a = load i32, ptr %p, align 4\n  br i1 %c, label %t, label %j\n\nt:                                                ; preds = %entry\n  br label %t.split\n\nt.split:                                          ; preds = %t\n  %b = add i32 %a, 1\n  br label %j\n\nj:                                                ; preds = %t.split, %entry\n  %r = phi i32 [ %a, %entry ], [ %b, %t.split ]\n  ret i32 %r\n}\n"
    );
    // Splitting at the first instruction leaves an empty-but-branching head.
    let body = body_mut(&mut m);
    let entry = body.layout.entry().unwrap();
    let first = body.layout.block_insts(entry)[0];
    body.split_block(first, None, void);
    let text = print_checked(&m);
    assert!(text.contains("entry:\n  br label %0\n\n0:"), "{text}");
    assert!(text.contains("[ %a, %0 ]"), "{text}");
}

#[test]
fn erase_a_block_drops_its_phi_entries() {
    let mut m = parse(DIAMOND);
    let body = body_mut(&mut m);
    let t = block_named(body, "t");
    let j = block_named(body, "j");
    let entry = body.layout.entry().unwrap();
    // entry branches straight to %j: turn `br i1 %c, ...` into `br label %j`.
    let term = *body.layout.block_insts(entry).last().unwrap();
    body.dfg.insts[term].kind = InstKind::Br;
    body.dfg.insts[term].args = vec![Operand::Block(j)];
    body.erase_block(t);
    assert!(!body.layout.is_placed(t));
    let text = print_checked(&m);
    assert!(text.contains("  %r = phi i32 [ %a, %entry ]\n"), "{text}");
    assert!(!text.contains("\nt:"), "{text}");
}

#[test]
fn insert_block_after_and_prepend() {
    let mut m = parse(DIAMOND);
    let void = m.types.void();
    let body = body_mut(&mut m);
    let t = block_named(body, "t");
    let j = block_named(body, "j");
    let nb = body.dfg.make_block(Some("mid".into()));
    body.layout.insert_block_after(nb, t);
    let br = body
        .dfg
        .make_inst(InstKind::Br, vec![Operand::Block(j)], void);
    body.layout.prepend_inst(br, nb);
    // %t now goes to %mid; the phi names %mid.
    let tterm = *body.layout.block_insts(t).last().unwrap();
    body.dfg.set_operand(tterm, 0, Operand::Block(nb));
    let r = value_named(body, "r");
    let phi = match body.dfg.values[r].def {
        ValueDef::Inst(i) => i,
        _ => unreachable!(),
    };
    body.dfg.set_operand(phi, 3, Operand::Block(nb));
    let text = print_checked(&m);
    assert!(
        text.contains(
            "mid:                                              ; preds = %t\n  br label %j\n"
        ),
        "{text}"
    );
}
