//! Unit tests: IR that did not come from text. Each test parses a valid module, checks that it
//! verifies cleanly, breaks one thing in memory (an ordering, an opcode, an operand, the layout)
//! and checks the verifier's message — the parser would have rejected most of these as text.

use super::{verify_module, Entity, VerifierError};
use crate::ir::constant::ApInt;
use crate::ir::function::{FunctionBody, Inst, InstData, Layout, Value};
use crate::ir::instructions::{BinaryOp, CastOp, InstKind, Operand, Ordering, RmwOp};
use crate::ir::module::{GlobalKind, GlobalName, Module};
use crate::ir::types::TypeData;

fn parse(text: &str) -> Module {
    let m = crate::parse::parse_module(text, "t.ll").expect("test input parses");
    let errs = verify_module(&m);
    assert!(errs.is_empty(), "input should verify: {errs:?}");
    m
}

fn body_mut<'a>(m: &'a mut Module, name: &str) -> &'a mut FunctionBody {
    let g = m
        .layout
        .functions
        .iter()
        .copied()
        .find(|g| matches!(&m.globals[*g].name, GlobalName::Named(n) if n == name))
        .expect("function exists");
    match &mut m.globals[g].kind {
        GlobalKind::Function(f) => f.body.as_mut().expect("has a body"),
        _ => panic!("not a function"),
    }
}

/// The `n`-th instruction of `@f` in layout order.
fn nth(m: &Module, n: usize) -> Inst {
    let g = m.layout.functions[m.layout.functions.len() - 1];
    match &m.globals[g].kind {
        GlobalKind::Function(f) => f.body.as_ref().unwrap().layout.insts().nth(n).unwrap(),
        _ => unreachable!(),
    }
}

fn inst_mut(m: &mut Module, n: usize) -> &mut InstData {
    let i = nth(m, n);
    &mut body_mut(m, "f").dfg.insts[i]
}

fn param(m: &Module, n: usize) -> Value {
    let g = m.layout.functions[m.layout.functions.len() - 1];
    match &m.globals[g].kind {
        GlobalKind::Function(f) => f.body.as_ref().unwrap().params[n],
        _ => unreachable!(),
    }
}

fn messages(m: &Module) -> Vec<String> {
    verify_module(m)
        .into_iter()
        .filter(VerifierError::is_error)
        .map(|e| e.message)
        .collect()
}

fn assert_reports(m: &Module, message: &str) {
    let msgs = messages(m);
    assert!(
        msgs.iter().any(|x| x == message),
        "expected {message:?}, got {msgs:?}"
    );
}

#[test]
fn load_and_store_orderings() {
    let mut m = parse(
        "define void @f(ptr %p) {\n  %v = load atomic i32, ptr %p seq_cst, align 4\n  store atomic i32 %v, ptr %p seq_cst, align 4\n  ret void\n}\n",
    );
    if let InstKind::Load {
        atomic: Some(a), ..
    } = &mut inst_mut(&mut m, 0).kind
    {
        a.ordering = Ordering::AcqRel;
    }
    if let InstKind::Store {
        atomic: Some(a), ..
    } = &mut inst_mut(&mut m, 1).kind
    {
        a.ordering = Ordering::Acquire;
    }
    assert_reports(&m, "atomic load cannot use Release ordering");
    assert_reports(&m, "atomic store cannot use Acquire ordering");
    if let InstKind::Load { align, .. } = &mut inst_mut(&mut m, 0).kind {
        *align = None;
    }
    assert_reports(&m, "atomic load must have explicit non-zero alignment");
}

#[test]
fn fence_cmpxchg_and_rmw_orderings() {
    let mut m = parse(
        "define void @f(ptr %p) {\n  fence seq_cst\n  %c = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst\n  %r = atomicrmw add ptr %p, i32 1 seq_cst\n  ret void\n}\n",
    );
    if let InstKind::Fence { atomic } = &mut inst_mut(&mut m, 0).kind {
        atomic.ordering = Ordering::Monotonic;
    }
    if let InstKind::CmpXchg { failure, .. } = &mut inst_mut(&mut m, 1).kind {
        *failure = Ordering::Release;
    }
    if let InstKind::AtomicRmw { atomic, .. } = &mut inst_mut(&mut m, 2).kind {
        atomic.ordering = Ordering::Unordered;
    }
    assert_reports(&m, "fence cannot be monotonic");
    assert_reports(&m, "invalid cmpxchg failure ordering");
    assert_reports(&m, "atomicrmw cannot be unordered");
}

#[test]
fn atomicrmw_operation_types() {
    let mut m = parse(
        "define void @f(ptr %p) {\n  %a = atomicrmw add ptr %p, i32 1 seq_cst\n  %b = atomicrmw fadd ptr %p, float 1.0 seq_cst\n  ret void\n}\n",
    );
    if let InstKind::AtomicRmw { op, .. } = &mut inst_mut(&mut m, 0).kind {
        *op = RmwOp::FMaximum;
    }
    if let InstKind::AtomicRmw { op, .. } = &mut inst_mut(&mut m, 1).kind {
        *op = RmwOp::UIncWrap;
    }
    assert_reports(
        &m,
        "atomicrmw fmaximum operand must be a floating point type",
    );
    assert_reports(&m, "atomicrmw uinc_wrap operand must be an integer");
}

#[test]
fn casts_and_binary_operators() {
    let mut m = parse(
        "define i64 @f(i32 %a) {\n  %x = zext i32 %a to i64\n  %y = add i64 %x, %x\n  ret i64 %y\n}\n",
    );
    if let InstKind::Cast { op, .. } = &mut inst_mut(&mut m, 0).kind {
        *op = CastOp::Trunc;
    }
    if let InstKind::Binary { op, .. } = &mut inst_mut(&mut m, 1).kind {
        *op = BinaryOp::FAdd;
    }
    assert_reports(&m, "invalid cast opcode for cast from 'i32' to 'i64'");
    assert_reports(
        &m,
        "Floating-point arithmetic operators only work with floating-point types!",
    );
}

#[test]
fn operand_types_of_select_store_ret_and_calls() {
    let mut m = parse(
        "declare void @g(i64)\ndefine i64 @f(i1 %c, ptr %p, i32 %n, i64 %w) {\n  %s = select i1 %c, i64 %w, i64 0\n  store i64 %s, ptr %p\n  call void @g(i64 %s)\n  ret i64 %s\n}\n",
    );
    let n = param(&m, 2);
    inst_mut(&mut m, 0).args[0] = Operand::Value(n); // select condition i32
    inst_mut(&mut m, 1).args[1] = Operand::Value(n); // store to an i32
    inst_mut(&mut m, 2).args[1] = Operand::Value(n); // call argument i32 for i64
    inst_mut(&mut m, 3).args[0] = Operand::Value(n); // ret i32 from an i64 function
    assert_reports(&m, "select condition must be i1 or <n x i1>");
    assert_reports(&m, "store operand must be a pointer");
    assert_reports(&m, "value doesn't match function result type 'i64'");
    let msgs = messages(&m);
    assert!(
        msgs.iter()
            .any(|x| x.starts_with("Call parameter type does not match function signature!")),
        "{msgs:?}"
    );
}

#[test]
fn aggregate_and_vector_indices() {
    let mut m = parse(
        "define i32 @f({ i32, i64 } %s, <2 x i32> %v, ptr %p) {\n  %a = extractvalue { i32, i64 } %s, 0\n  %b = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> <i32 0, i32 3>\n  %q = getelementptr { i32, i64 }, ptr %p, i32 0, i32 1\n  ret i32 %a\n}\n",
    );
    if let InstKind::ExtractValue { indices } = &mut inst_mut(&mut m, 0).kind {
        indices[0] = 2;
    }
    if let InstKind::ShuffleVector { mask, .. } = &mut inst_mut(&mut m, 1).kind {
        mask[1] = 4;
    }
    let i32t = m.types.int(32);
    let two = m.constants.make_int(i32t, ApInt::from_u64(32, 2));
    inst_mut(&mut m, 2).args[2] = Operand::Const(two);
    assert_reports(&m, "invalid indices for extractvalue");
    assert_reports(&m, "invalid shufflevector operands");
    assert_reports(&m, "invalid getelementptr indices");
}

#[test]
fn switch_duplicate_case() {
    let mut m = parse(
        "define void @f(i32 %x) {\nentry:\n  switch i32 %x, label %a [ i32 1, label %a\n                            i32 2, label %a ]\na:\n  ret void\n}\n",
    );
    let first = inst_mut(&mut m, 0).args[2];
    inst_mut(&mut m, 0).args[4] = first;
    assert_reports(&m, "duplicate case value in switch");
}

#[test]
fn terminators_and_layout() {
    let mut m = parse("define void @f() {\nentry:\n  br label %next\nnext:\n  ret void\n}\n");
    // Move `ret` into the entry block after `br`, leaving `next` empty.
    let body = body_mut(&mut m, "f");
    let blocks = body.layout.blocks().to_vec();
    let br = body.layout.block_insts(blocks[0])[0];
    let ret = body.layout.block_insts(blocks[1])[0];
    let mut layout = Layout::default();
    layout.append_block(blocks[0]);
    layout.append_block(blocks[1]);
    layout.append_inst(br, blocks[0]);
    layout.append_inst(ret, blocks[0]);
    body.layout = layout;
    assert_reports(&m, "Terminator found in the middle of a basic block!");
    assert_reports(&m, "Basic Block in function 'f' does not have terminator!");
}

#[test]
fn values_of_another_function() {
    let mut m = parse(
        "define i32 @g(i32 %a) {\n  %x = add i32 %a, 1\n  %y = add i32 %x, 1\n  %z = add i32 %y, 1\n  ret i32 %z\n}\ndefine i32 @f(i32 %b) {\n  ret i32 %b\n}\n",
    );
    // A handle that only exists in @g.
    inst_mut(&mut m, 0).args[0] = Operand::Value(<Value as crate::ir::entity::EntityRef>::new(3));
    assert_reports(&m, "Referring to a value in another function!");
}

#[test]
fn dominance_and_self_reference_in_memory() {
    let mut m = parse(
        "define i32 @f(i32 %a) {\n  %x = add i32 %a, 1\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n",
    );
    let y = inst_mut(&mut m, 1).result.unwrap();
    inst_mut(&mut m, 0).args[0] = Operand::Value(y); // uses a later value
    inst_mut(&mut m, 1).args[1] = Operand::Value(y); // uses itself
    assert_reports(&m, "Instruction does not dominate all uses!");
    assert_reports(&m, "Only PHI nodes may reference their own value!");
}

#[test]
fn global_initializer_type() {
    let mut m = parse("@g = global i32 0\ndefine void @f() {\n  ret void\n}\n");
    let i64t = m.types.int(64);
    let c = m.constants.make_int(i64t, ApInt::from_u64(64, 1));
    let g = m.layout.variables[0];
    if let GlobalKind::Variable(v) = &mut m.globals[g].kind {
        v.init = Some(c);
    }
    let msgs = messages(&m);
    assert!(
        msgs.iter().any(|x| x
            .starts_with("Global variable initializer type does not match global variable type!")),
        "{msgs:?}"
    );
}

#[test]
fn errors_carry_entities_and_render_with_notes() {
    let text = "define i32 @f(ptr %p) {\nentry:\n  %v = load atomic i32, ptr %p seq_cst, align 4\n  ret i32 %v\n}\n";
    let mut m = parse(text);
    if let InstKind::Load {
        atomic: Some(a), ..
    } = &mut inst_mut(&mut m, 0).kind
    {
        a.ordering = Ordering::Release;
    }
    let errs = verify_module(&m);
    assert_eq!(errs.len(), 1);
    assert!(matches!(errs[0].entity, Entity::Inst { .. }));
    let mut map = crate::diag::SourceMap::new();
    let file = map.add("t.ll", text);
    let out = map.render(&super::render_errors(&errs, &m, &map, file));
    // The keyword `release` is not in the text (the IR was changed in memory): the caret falls
    // back to the whole instruction, on its first line.
    assert!(out.contains("t.ll:3:8"), "{out}");
    assert!(
        out.contains("^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"),
        "{out}"
    );
    assert!(out.contains("in function @f, block %entry"), "{out}");
}

#[test]
fn output_is_the_same_whatever_the_thread_count() {
    let mut text = String::new();
    for k in 0..40 {
        text.push_str(&format!(
            "define i32 @f{k}(i32 %a) {{\n  %x = add i32 %a, {k}\n  ret i32 %x\n}}\n"
        ));
    }
    let mut m = parse(&text);
    // Break every function in memory: the add becomes a float add on integers.
    for g in m.layout.functions.clone() {
        if let GlobalKind::Function(f) = &mut m.globals[g].kind {
            let body = f.body.as_mut().unwrap();
            let i = body.layout.insts().next().unwrap();
            if let InstKind::Binary { op, .. } = &mut body.dfg.insts[i].kind {
                *op = BinaryOp::FMul;
            }
        }
    }
    let serial = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap()
        .install(|| verify_module(&m));
    let parallel = rayon::ThreadPoolBuilder::new()
        .num_threads(4)
        .build()
        .unwrap()
        .install(|| verify_module(&m));
    assert_eq!(serial.len(), 40);
    assert_eq!(serial, parallel);
}

#[test]
fn unsized_alloca() {
    let mut m = parse("%T = type { i32 }\ndefine void @f() {\n  %a = alloca %T\n  ret void\n}\n");
    let opaque = m.types.new_struct(Some("O".into()));
    if let InstKind::Alloca { allocated, .. } = &mut inst_mut(&mut m, 0).kind {
        *allocated = opaque;
    }
    assert!(matches!(m.types.data(opaque), TypeData::Named(_)));
    assert_reports(&m, "Cannot allocate unsized type");
}
