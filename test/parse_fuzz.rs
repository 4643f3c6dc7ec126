//! Mutation fuzzing of the `.ll` parser: 10,000 deterministic mutants of small modules must
//! parse or fail with an error, never panic (and never overflow the stack).
//!
//! Owns: the seed modules and the mutation operators (byte flips,
//! deletions, duplications, token splices, deep nesting). Must not touch: the parser itself.

use atomir::parse::parse_module;
use atomir::parse::parse_module_serial;
use atomir::parse::parser::parallel::parse_module_parallel_with;
use atomir::print::print_module;

/// The fuzzers' one PRNG (xorshift64*), shared with the grammar-aware fuzzer.
#[path = "../tools/ir_fuzz/grammar.rs"]
#[allow(dead_code)]
mod grammar;
use grammar::Rng;

const SEEDS: &[&str] = &[
    r#"target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"
%struct.S = type { i32, ptr, [2 x i8] }
@g = global %struct.S { i32 1, ptr @g, [2 x i8] c"a\00" }, align 8
@s = private constant [4 x i8] c"abc\00"
define i32 @f(i32 %a, ptr %p) #0 {
entry:
  %x = add nsw i32 %a, 1
  %c = icmp slt i32 %x, 10
  br i1 %c, label %then, label %else
then:
  %v = load atomic i32, ptr %p seq_cst, align 4
  br label %join
else:
  %w = call i32 @f(i32 %x, ptr %p) #0
  br label %join
join:
  %r = phi i32 [ %v, %then ], [ %w, %else ]
  ret i32 %r
}
attributes #0 = { nounwind "frame-pointer"="all" }
"#,
    r#"define <4 x float> @v(<4 x float> %a, double %d) {
  %s = shufflevector <4 x float> %a, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 3>
  %e = extractelement <4 x float> %s, i64 2
  %f = fadd fast float %e, 1.5
  %i = insertelement <4 x float> %s, float %f, i32 0
  %t = fptrunc double %d to float
  %g = getelementptr inbounds [4 x i32], ptr null, i64 0, i64 3
  %x = cmpxchg weak ptr %g, i32 0, i32 1 syncscope("singlethread") acq_rel monotonic, align 4
  %y = atomicrmw xchg ptr %g, i32 7 seq_cst
  fence release
  switch i32 %y, label %dd [
    i32 1, label %dd
  ]
dd:
  ret <4 x float> %i
}
"#,
    r#"declare i32 @__gxx_personality_v0(...)
declare void @g(i32)
define void @eh() personality ptr @__gxx_personality_v0 !dbg !3 {
entry:
  invoke void @g(i32 1)
          to label %ok unwind label %lp
ok:
    #dbg_value(i32 1, !7, !DIExpression(DW_OP_plus_uconst, 4), !8)
  ret void, !dbg !8
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}
!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "t.c", directory: "/tmp")
!3 = distinct !DISubprogram(name: "eh", scope: !2, file: !2, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !1)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!7 = !DILocalVariable(name: "a", scope: !3, file: !2, line: 1, type: !9)
!8 = !DILocation(line: 1, column: 1, scope: !3)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
"#,
    r#"@a = alias i32, ptr @x
@x = global i32 ptrtoint (ptr @x to i32)
$c = comdat any
@y = weak_odr global i64 0, comdat($c), section "s", align 8
define i8* @typed(i32* %p) {
  %q = bitcast i32* %p to i8*
  %r = call i32 @llvm.atomic.cas.i32.p0i32(i32* %p, i32 0, i32 1)
  %h = fadd half 0xH3C00, 1.0
  ret i8* %q
}
declare i32 @llvm.atomic.cas.i32.p0i32(i32*, i32, i32)
"#,
];

/// Tokens spliced into inputs (keywords, sigils, punctuation the grammar cares about).
const TOKENS: &[&str] = &[
    "%",
    "@",
    "!",
    "#0",
    "^0",
    "$c",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "<",
    ">",
    ",",
    "=",
    "*",
    "...",
    "x",
    ":",
    "\"",
    "c\"",
    "0x",
    "0xK",
    "-",
    "i32",
    "i0",
    "i99999999",
    "ptr",
    "void",
    "label",
    "metadata",
    "type",
    "opaque",
    "define",
    "declare",
    "global",
    "alias",
    "ret",
    "br",
    "phi",
    "call",
    "invoke",
    "getelementptr",
    "splat",
    "blockaddress(@f, %x)",
    "zeroinitializer",
    "!DIExpression(",
    "!{",
    "distinct",
    "#dbg_value(",
    "addrspace(",
    "vscale",
    "%0",
    "%99",
    "@0",
    "!0",
    "entry:",
    "0:",
    "1e999",
    "-0.0",
    "18446744073709551616",
    "\n",
    " ",
    "\u{e9}",
];

fn mutate(rng: &mut Rng, input: &str) -> String {
    let mut b: Vec<u8> = input.as_bytes().to_vec();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        let len = b.len().max(1);
        match rng.below(6) {
            0 => {
                // Byte flip.
                if !b.is_empty() {
                    let i = rng.below(b.len());
                    b[i] ^= 1 << rng.below(8);
                }
            }
            1 => {
                // Delete a range.
                let i = rng.below(len);
                let n = 1 + rng.below(16);
                let end = (i + n).min(b.len());
                if i < end {
                    b.drain(i..end);
                }
            }
            2 => {
                // Duplicate a range.
                let i = rng.below(len);
                let n = 1 + rng.below(64);
                let end = (i + n).min(b.len());
                if i < end {
                    let chunk: Vec<u8> = b[i..end].to_vec();
                    let at = rng.below(b.len() + 1);
                    b.splice(at..at, chunk);
                }
            }
            3 | 4 => {
                // Splice a token.
                let t = TOKENS[rng.below(TOKENS.len())].as_bytes();
                let at = rng.below(b.len() + 1);
                b.splice(at..at, t.iter().copied());
            }
            _ => {
                // Truncate.
                let at = rng.below(len);
                b.truncate(at);
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

#[test]
fn ten_thousand_mutants_never_panic() {
    let mut rng = Rng::new(0x5EED_1234_ABCD_0001);
    let mut parsed = 0usize;
    let mut failed = 0usize;
    for i in 0..10_000 {
        let seed = SEEDS[i % SEEDS.len()];
        let input = mutate(&mut rng, seed);
        let result = std::panic::catch_unwind(|| match parse_module(&input, "fuzz.ll") {
            // Printing a module that parsed must not panic either.
            Ok(m) => {
                let _ = print_module(&m, "fuzz.ll");
                true
            }
            Err(e) => {
                assert!(!e.message.is_empty());
                assert!(e.span.start as usize <= input.len() && e.span.end as usize <= input.len());
                false
            }
        });
        match result {
            Ok(true) => parsed += 1,
            Ok(false) => failed += 1,
            Err(_) => panic!("parser panicked on mutant #{i}:\n{input}"),
        }
    }
    // Both outcomes must occur, or the mutator is not exercising the parser.
    assert!(parsed > 100, "only {parsed} mutants parsed");
    assert!(failed > 1000, "only {failed} mutants failed");
}

#[test]
fn parallel_and_serial_parsers_agree_on_mutants() {
    let mut rng = Rng::new(0xD1FF_0000_0000_0042);
    for i in 0..2_000 {
        let input = mutate(&mut rng, SEEDS[i % SEEDS.len()]);
        let outcome = std::panic::catch_unwind(|| {
            let serial = parse_module_serial(&input, "f.ll").map(|m| print_module(&m, "f"));
            let parallel =
                parse_module_parallel_with(&input, "f.ll", 0).map(|m| print_module(&m, "f"));
            (serial, parallel)
        });
        match outcome {
            Ok((s, p)) => assert_eq!(s, p, "mutant #{i} differs:\n{input}"),
            Err(_) => panic!("parser panicked on mutant #{i}:\n{input}"),
        }
    }
}

#[test]
fn the_seeds_parse() {
    for s in SEEDS {
        if let Err(e) = parse_module(s, "seed.ll") {
            panic!("seed failed: {e:?}\n{s}");
        }
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let deep_type = format!(
        "@g = global {}i8{} zeroinitializer\n",
        "[1 x ".repeat(5000),
        "]".repeat(5000)
    );
    let deep_struct = format!(
        "@g = global {}i8{} zeroinitializer\n",
        "{ ".repeat(5000),
        " }".repeat(5000)
    );
    let deep_md = format!("!0 = !{{{}}}\n", "!{".repeat(5000) + &"}".repeat(5000));
    let deep_const = format!(
        "@g = global ptr {}ptr @g{}\n",
        "getelementptr (i8, ptr ".repeat(5000),
        ", i64 0)".repeat(5000)
    );
    // The parser needs the stack the CLI gives it for nesting up to the bound (4,096).
    std::thread::Builder::new()
        .stack_size(atomir::ir::NESTING_STACK_BYTES)
        .spawn(move || {
            for src in [deep_type, deep_struct, deep_md, deep_const] {
                let e = parse_module(&src, "deep.ll").expect_err("deep nesting must be rejected");
                assert!(e.message.contains("nesting too deep"), "{}", e.message);
            }
        })
        .expect("thread")
        .join()
        .expect("no panic");
}
