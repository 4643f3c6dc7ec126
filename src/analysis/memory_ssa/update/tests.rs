//! Each case edits a function with `ir::function`'s mutation API, updates its MemorySSA, and
//! checks the result against a fresh build of the edited function (equal canonical forms, see
//! the module doc) and with the MemorySSA verifier.

use super::*;
use crate::analysis::memory_ssa::build::build;
use crate::analysis::memory_ssa::verify::verify;
use crate::ir::constant::{ApInt, ConstantData};
use crate::ir::function::ValueDef;
use crate::ir::instructions::{InstKind, Operand};
use crate::ir::module::GlobalKind;

struct Case {
    module: Module,
    body: FunctionBody,
    mssa: MemorySsa,
}

fn case(text: &str) -> Case {
    let module = crate::parse::parse_module(text, "t.ll").unwrap();
    let f = module.layout.functions[0];
    let body = match &module.globals[f].kind {
        GlobalKind::Function(d) => d.body.clone().unwrap(),
        _ => unreachable!(),
    };
    let cfg = BlockCfg::new(&body);
    let dt = DominatorTree::compute(&cfg);
    let mssa = build(&module, &body, &cfg, &dt);
    Case { module, body, mssa }
}

impl Case {
    fn block(&self, name: &str) -> Block {
        *self
            .body
            .layout
            .blocks()
            .iter()
            .find(|&&b| self.body.dfg.blocks[b].name.as_deref() == Some(name))
            .unwrap_or_else(|| panic!("no block {name}"))
    }
    /// The `k`-th instruction of block `name`.
    fn inst(&self, name: &str, k: usize) -> Inst {
        self.body.layout.block_insts(self.block(name))[k]
    }
    fn param(&self, k: usize) -> Operand {
        Operand::Value(self.body.params[k])
    }
    fn int(&mut self, v: u64) -> Operand {
        let ty = self.module.types.int(32);
        Operand::Const(self.module.constants.intern(ConstantData::Int {
            ty,
            value: ApInt::from_u64(32, v),
        }))
    }
    /// A new (unplaced) `store i32 v, ptr p`.
    fn store(&mut self, v: u64, p: Operand) -> Inst {
        let val = self.int(v);
        let void = self.module.types.void();
        self.body.dfg.make_inst(
            InstKind::Store {
                volatile: false,
                atomic: None,
                align: Some(4),
            },
            vec![val, p],
            void,
        )
    }
    /// A new (unplaced) `%name = load i32, ptr p`.
    fn load(&mut self, p: Operand, name: &str) -> Inst {
        let i32t = self.module.types.int(32);
        let i = self.body.dfg.make_inst(
            InstKind::Load {
                volatile: false,
                atomic: None,
                align: Some(4),
            },
            vec![p],
            i32t,
        );
        self.body.dfg.make_result(i, Some(name.into()));
        i
    }

    fn insert(&mut self, inst: Inst) -> Option<AccessId> {
        let cfg = BlockCfg::new(&self.body);
        let dt = DominatorTree::compute(&cfg);
        let cx = UpdateContext {
            module: &self.module,
            body: &self.body,
            cfg: &cfg,
            dt: &dt,
        };
        insert_access(&mut self.mssa, &cx, inst)
    }
    fn remove(&mut self, inst: Inst) {
        self.body.layout.remove_inst(inst);
        let cfg = BlockCfg::new(&self.body);
        let dt = DominatorTree::compute(&cfg);
        let cx = UpdateContext {
            module: &self.module,
            body: &self.body,
            cfg: &cfg,
            dt: &dt,
        };
        remove_access(&mut self.mssa, &cx, inst);
    }
    /// Moves `inst` before `before` and updates.
    fn move_before(&mut self, inst: Inst, before: Inst) {
        self.body.layout.remove_inst(inst);
        self.body.layout.insert_inst_before(inst, before);
        let cfg = BlockCfg::new(&self.body);
        let dt = DominatorTree::compute(&cfg);
        let cx = UpdateContext {
            module: &self.module,
            body: &self.body,
            cfg: &cfg,
            dt: &dt,
        };
        move_access(&mut self.mssa, &cx, inst);
    }

    /// The updated MemorySSA equals a fresh build and verifies; returns its canonical form.
    fn check(&self) -> String {
        let cfg = BlockCfg::new(&self.body);
        let dt = DominatorTree::compute(&cfg);
        let fresh = build(&self.module, &self.body, &cfg, &dt);
        let got = canonical_form(&self.mssa, &self.body, &cfg);
        let want = canonical_form(&fresh, &self.body, &cfg);
        assert_eq!(
            got, want,
            "updated (left) differs from a fresh build (right)"
        );
        let errors = verify(&self.module, &self.body, &dt, &self.mssa);
        assert!(errors.is_empty(), "{errors:?}\n{got}");
        assert_eq!(self.mssa.num_accesses(), fresh.num_accesses(), "{got}");
        got
    }
}

const STRAIGHT: &str = "define i32 @f(ptr %p, ptr %q) {\nentry:\n  store i32 1, ptr %p, align 4\n  %a = load i32, ptr %p, align 4\n  %b = load i32, ptr %q, align 4\n  ret i32 %a\n}\n";

#[test]
fn insert_a_store_in_a_block() {
    let mut c = case(STRAIGHT);
    c.check();
    let q = c.param(1);
    let s = c.store(2, q);
    let before = c.inst("entry", 1);
    c.body.layout.insert_inst_before(s, before);
    let id = c.insert(s).unwrap();
    assert_eq!(c.mssa.access(id).number, 2);
    let form = c.check();
    // `%a` still reads the first store (%q and %p are not known apart: both clobber), and
    // `%b` the new one.
    assert!(form.contains("  ; 2 = MemoryDef(1)  ; #1\n"), "{form}");
    assert!(form.contains("  ; MemoryUse(2)  ; #3\n"), "{form}");
}

#[test]
fn insert_and_remove_a_load() {
    let mut c = case(STRAIGHT);
    let p = c.param(0);
    let l = c.load(p, "c");
    let at = c.inst("entry", 0);
    c.body.layout.insert_inst_before(l, at);
    c.insert(l).unwrap();
    let form = c.check();
    assert!(
        form.contains("  ; MemoryUse(liveOnEntry)  ; #0\n"),
        "{form}"
    );
    let a = c.inst("entry", 2);
    c.remove(a);
    c.check();
    c.remove(l);
    c.check();
}

const DIAMOND: &str = "define i32 @f(ptr %p, i1 %c) {\nentry:\n  store i32 0, ptr %p, align 4\n  br i1 %c, label %t, label %j\nt:\n  store i32 1, ptr %p, align 4\n  br label %j\nj:\n  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n";

#[test]
fn removing_a_store_makes_the_phi_trivial() {
    let mut c = case(DIAMOND);
    let before = c.check();
    assert!(
        before.contains("j: ; 3 = MemoryPhi({entry,1},{t,2})\n"),
        "{before}"
    );
    let s = c.inst("t", 0);
    c.remove(s);
    let after = c.check();
    assert!(!after.contains("MemoryPhi"), "{after}");
    assert!(after.contains("  ; MemoryUse(1)  ; #0\n"), "{after}");
}

#[test]
fn inserting_a_store_in_a_branch_needs_a_new_phi() {
    let mut c = case(DIAMOND);
    let s = c.inst("t", 0);
    c.remove(s);
    c.check();
    let p = c.param(0);
    let s2 = c.store(7, p);
    let at = c.inst("t", 0);
    c.body.layout.insert_inst_before(s2, at);
    c.insert(s2).unwrap();
    let form = c.check();
    assert!(
        form.contains("j: ; 3 = MemoryPhi({entry,1},{t,2})\n"),
        "{form}"
    );
    assert!(form.contains("  ; MemoryUse(3)  ; #0\n"), "{form}");
}

const LOOP: &str = "define i32 @f(ptr %p, ptr %q, i1 %c) {\nentry:\n  store i32 0, ptr %q, align 4\n  br label %h\nh:\n  %x = load i32, ptr %p, align 4\n  br i1 %c, label %body, label %exit\nbody:\n  %y = load i32, ptr %q, align 4\n  br label %h\nexit:\n  %z = load i32, ptr %q, align 4\n  ret i32 %z\n}\n";

#[test]
fn inserting_a_store_in_a_loop_body_places_the_header_phi() {
    let mut c = case(LOOP);
    let before = c.check();
    assert!(!before.contains("MemoryPhi"), "{before}");
    let p = c.param(0);
    let s = c.store(3, p);
    let at = c.inst("body", 1);
    c.body.layout.insert_inst_before(s, at);
    c.insert(s).unwrap();
    let form = c.check();
    assert!(
        form.contains("h: ; 3 = MemoryPhi({entry,1},{body,2})\n"),
        "{form}"
    );
    assert!(form.contains("  ; 2 = MemoryDef(3)  ; #1\n"), "{form}");
    // And out again: the phi becomes trivial and goes.
    c.remove(s);
    let after = c.check();
    assert_eq!(after, before);
}

#[test]
fn hoisting_a_load_to_the_preheader() {
    let mut c = case(LOOP);
    let y = c.inst("body", 0);
    let at = c.inst("entry", 1);
    c.move_before(y, at);
    let form = c.check();
    assert!(
        form.contains("entry:\n  ; 1 = MemoryDef(liveOnEntry)  ; #0\n  ; MemoryUse(1)  ; #1\n"),
        "{form}"
    );
}

const STORE_IN_LOOP: &str = "define void @f(ptr %p, i1 %c) {\nentry:\n  br label %h\nh:\n  %x = load i32, ptr %p, align 4\n  br i1 %c, label %body, label %exit\nbody:\n  store i32 1, ptr %p, align 4\n  br label %h\nexit:\n  ret void\n}\n";

#[test]
fn sinking_a_store_out_of_a_loop() {
    let mut c = case(STORE_IN_LOOP);
    let before = c.check();
    assert!(
        before.contains("h: ; 2 = MemoryPhi({entry,liveOnEntry},{body,1})\n"),
        "{before}"
    );
    let s = c.inst("body", 0);
    let at = c.inst("exit", 0);
    c.move_before(s, at);
    let form = c.check();
    assert!(!form.contains("MemoryPhi"), "{form}");
    assert!(
        form.contains("exit:\n  ; 1 = MemoryDef(liveOnEntry)  ; #0\n"),
        "{form}"
    );
    // And back into the loop: the phi comes back.
    let s = c.inst("exit", 0);
    let at = c.inst("body", 0);
    c.move_before(s, at);
    assert_eq!(c.check(), before);
}

#[test]
fn moving_within_a_block_and_unreachable_blocks() {
    let text = "define i32 @f(ptr %p) {\nentry:\n  %a = load i32, ptr %p, align 4\n  store i32 1, ptr %p, align 4\n  %b = load i32, ptr %p, align 4\n  ret i32 %a\ndead:\n  store i32 2, ptr %p, align 4\n  br label %dead2\ndead2:\n  ret i32 0\n}\n";
    let mut c = case(text);
    c.check();
    let a = c.inst("entry", 0);
    let ret = c.inst("entry", 3);
    c.move_before(a, ret);
    let form = c.check();
    assert!(form.contains("  ; MemoryUse(1)  ; #2\n"), "{form}");
    // A store put into an unreachable block is defined by liveOnEntry, and renumbers the
    // defs after it.
    let p = c.param(0);
    let s = c.store(5, p);
    let at = c.inst("dead2", 0);
    c.body.layout.insert_inst_before(s, at);
    c.insert(s);
    let form = c.check();
    assert!(
        form.contains("dead2:\n  ; 3 = MemoryDef(liveOnEntry)  ; #0\n"),
        "{form}"
    );
}

#[test]
fn nested_loops_and_a_chain_of_edits() {
    let text = "define void @f(ptr %p, ptr %q, i1 %c) {\nentry:\n  br label %outer\nouter:\n  br label %inner\ninner:\n  %v = load i32, ptr %p, align 4\n  br i1 %c, label %inner, label %latch\nlatch:\n  br i1 %c, label %outer, label %exit\nexit:\n  %w = load i32, ptr %q, align 4\n  ret void\n}\n";
    let mut c = case(text);
    c.check();
    // A store in the inner loop: phis at both headers.
    let q = c.param(1);
    let s = c.store(1, q);
    let at = c.inst("inner", 1);
    c.body.layout.insert_inst_before(s, at);
    c.insert(s);
    let form = c.check();
    assert_eq!(form.matches("MemoryPhi").count(), 2, "{form}");
    // Another in the latch: no new phi (outer's is already there) but new operands.
    let p = c.param(0);
    let s2 = c.store(2, p);
    let at = c.inst("latch", 0);
    c.body.layout.insert_inst_before(s2, at);
    c.insert(s2);
    c.check();
    // Remove the inner one: the inner phi becomes trivial, the outer one stays.
    c.remove(s);
    let form = c.check();
    assert_eq!(form.matches("MemoryPhi").count(), 1, "{form}");
    c.remove(s2);
    let form = c.check();
    assert_eq!(form.matches("MemoryPhi").count(), 0, "{form}");
}

#[test]
fn a_value_def_is_not_memory() {
    let mut c = case(STRAIGHT);
    let i32t = c.module.types.int(32);
    let a = c
        .body
        .dfg
        .values
        .keys()
        .find(|&v| c.body.dfg.values[v].name.as_deref() == Some("a"))
        .unwrap();
    let add = c.body.dfg.make_inst(
        InstKind::Binary {
            op: crate::ir::instructions::BinaryOp::Add,
            flags: Default::default(),
            fmf: Default::default(),
        },
        vec![Operand::Value(a), Operand::Value(a)],
        i32t,
    );
    assert!(matches!(c.body.dfg.values[a].def, ValueDef::Inst(_)));
    let at = c.inst("entry", 3);
    c.body.layout.insert_inst_before(add, at);
    assert_eq!(c.insert(add), None);
    c.check();
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random function of `n` blocks: each block holds a few loads and stores on two pointers
/// and ends in a branch to one or two blocks (back edges included, so loops and irreducible
/// shapes happen; some blocks end up unreachable).
fn random_function(rng: &mut Rng, n: usize) -> String {
    let mut s = String::from("define void @f(ptr %p, ptr %q, i1 %c) {\n");
    let mut v = 0;
    for b in 0..n {
        s.push_str(&format!("b{b}:\n"));
        for _ in 0..rng.below(3) {
            let ptr = if rng.below(2) == 0 { "%p" } else { "%q" };
            if rng.below(2) == 0 {
                s.push_str(&format!("  store i32 {b}, ptr {ptr}, align 4\n"));
            } else {
                s.push_str(&format!("  %v{v} = load i32, ptr {ptr}, align 4\n"));
                v += 1;
            }
        }
        if b + 1 == n {
            s.push_str("  ret void\n");
        } else {
            let t = 1 + rng.below(n - 1);
            let e = 1 + rng.below(n - 1);
            if rng.below(3) == 0 {
                s.push_str(&format!("  br label %b{t}\n"));
            } else {
                s.push_str(&format!("  br i1 %c, label %b{t}, label %b{e}\n"));
            }
        }
    }
    s.push_str("}\n");
    s
}

/// Random edits (insert a store or a load anywhere, remove a memory instruction, move one to
/// another place in any block), each followed by the update and the comparison with a fresh
/// build: 200 functions of 2-8 blocks, 8 edits each. Longer runs: `UPD_SEED=n UPD_N=functions
/// UPD_BLOCKS=max-extra-blocks cargo test --lib memory_ssa::update::tests::random`.
#[test]
fn random_edits_match_fresh_builds() {
    let mut rng = Rng(std::env::var("UPD_SEED")
        .map(|v| v.parse().unwrap())
        .unwrap_or(0x9E37_79B9_7F4A_7C15));
    let mut edits = 0;
    for _ in 0..std::env::var("UPD_N")
        .map(|v| v.parse().unwrap())
        .unwrap_or(200)
    {
        let n = 2 + rng.below(
            std::env::var("UPD_BLOCKS")
                .map(|v| v.parse().unwrap())
                .unwrap_or(7),
        );
        let text = random_function(&mut rng, n);
        let mut c = case(&text);
        c.check();
        for _ in 0..8 {
            let blocks = c.body.layout.blocks().to_vec();
            let b = blocks[rng.below(blocks.len())];
            let insts = c.body.layout.block_insts(b).to_vec();
            // A place before a non-phi instruction of `b` (the terminator included).
            let at = insts[rng.below(insts.len())];
            let memory: Vec<Inst> = c
                .body
                .layout
                .insts()
                .filter(|&i| c.mssa.access_of(i).is_some())
                .collect();
            match rng.below(4) {
                0 => {
                    let ptr = c.param(rng.below(2));
                    let s = c.store(100 + edits as u64, ptr);
                    c.body.layout.insert_inst_before(s, at);
                    c.insert(s);
                }
                1 => {
                    let ptr = c.param(rng.below(2));
                    let l = c.load(ptr, &format!("n{edits}"));
                    c.body.layout.insert_inst_before(l, at);
                    c.insert(l);
                }
                2 if !memory.is_empty() => {
                    let i = memory[rng.below(memory.len())];
                    // A load's value may be used; removing it is the caller's business in a
                    // real pass, here only stores are removed and loads moved.
                    if matches!(c.body.dfg.insts[i].kind, InstKind::Store { .. }) {
                        c.remove(i);
                    } else if i != at {
                        c.move_before(i, at);
                    }
                }
                _ if !memory.is_empty() => {
                    let i = memory[rng.below(memory.len())];
                    // Stores can move anywhere (they define no value); loads only within
                    // their block's dominance, so they move before their block's terminator.
                    if matches!(c.body.dfg.insts[i].kind, InstKind::Store { .. }) && i != at {
                        c.move_before(i, at);
                    }
                }
                _ => continue,
            }
            edits += 1;
            c.check();
        }
    }
    assert!(edits > 1000, "{edits}");
}
