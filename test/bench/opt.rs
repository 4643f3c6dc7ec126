//! Criterion benchmark of MemorySSA through the library API: building it (CFG, dominator tree,
//! MemorySSA with optimised uses) for every defined function, and the whole `print<memoryssa>`
//! and `print<memoryssa-walker>` pipelines (build plus printing, as `atomir opt` runs them).
//!
//! Owns: the `opt` bench. Input: `$ATOMIR_BENCH_LL` if set, else one generated function of
//! about 12,000 instructions of the same shape as `scripts/opt-speed.sh`'s growth-curve
//! functions (loops with phis, loads, stores, calls, branches, four allocas, GEP arithmetic),
//! so the bench needs neither LLVM nor the corpus. Throughput is instructions per second.
//! Run: `cargo bench --bench opt`. The comparison with opt-22 is `scripts/opt-speed.sh`.
//! Must not touch: MemorySSA, the pass manager or the printers themselves.

use atomir::analysis::cfg::BlockCfg;
use atomir::analysis::domtree::DominatorTree;
use atomir::analysis::memory_ssa::build::build;
use atomir::ir::module::{GlobalKind, Module};
use atomir::parse::parse_module;
use atomir::passes::{parse_pipeline, PipelineRunner};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::fmt::Write;
use std::time::Duration;

/// One function of `chunks` loop chunks of 24 instructions each (plus entry and exit).
fn long_function(chunks: usize) -> String {
    let mut s = String::from(
        "declare void @ext(ptr)\n@g = global i64 0, align 8\ndefine i32 @long(ptr %p, i64 %n) {\nentry:\n  %a0 = alloca [16 x i32], align 4\n  %a1 = alloca i64, align 8\n  %a2 = alloca [8 x i64], align 8\n  %a3 = alloca i32, align 4\n  store i64 0, ptr %a1, align 8\n  br label %h0\n",
    );
    let (mut prev, mut acc) = ("entry".to_string(), "0".to_string());
    for k in 0..chunks {
        let next = if k + 1 < chunks {
            format!("h{}", k + 1)
        } else {
            "exit".to_string()
        };
        writeln!(
            s,
            "h{k}:\n  %i{k} = phi i64 [ 0, %{prev} ], [ %in{k}, %l{k} ]\n  %s{k} = phi i32 [ {acc}, %{prev} ], [ %sn{k}, %l{k} ]\n  %m{k} = and i64 %i{k}, 15\n  %g{k} = getelementptr inbounds [16 x i32], ptr %a0, i64 0, i64 %m{k}\n  %v{k} = load i32, ptr %g{k}, align 4\n  %c{k} = icmp slt i32 %v{k}, %s{k}\n  br i1 %c{k}, label %t{k}, label %l{k}\nt{k}:\n  store i32 %s{k}, ptr %g{k}, align 4\n  %q{k} = getelementptr inbounds i32, ptr %p, i64 %i{k}\n  %w{k} = load i32, ptr %q{k}, align 4\n  call void @ext(ptr %a3)\n  store i32 %w{k}, ptr %a3, align 4\n  br label %l{k}\nl{k}:\n  %x{k} = phi i32 [ %v{k}, %h{k} ], [ %w{k}, %t{k} ]\n  %sn{k} = add i32 %s{k}, %x{k}\n  %e{k} = and i64 %i{k}, 7\n  %r{k} = getelementptr inbounds [8 x i64], ptr %a2, i64 0, i64 %e{k}\n  %o{k} = load i64, ptr %a1, align 8\n  %u{k} = add i64 %o{k}, %i{k}\n  store i64 %u{k}, ptr %a1, align 8\n  store i64 %u{k}, ptr %r{k}, align 8\n  %in{k} = add nuw nsw i64 %i{k}, 1\n  %b{k} = icmp ult i64 %in{k}, %n\n  br i1 %b{k}, label %h{k}, label %{next}"
        )
        .expect("writing to a String");
        prev = format!("l{k}");
        acc = format!("%sn{k}");
    }
    writeln!(
        s,
        "exit:\n  %gl = load i64, ptr @g, align 8\n  ret i32 {acc}\n}}"
    )
    .expect("writing to a String");
    s
}

fn input() -> (String, String) {
    if let Ok(p) = std::env::var("ATOMIR_BENCH_LL") {
        if let Ok(text) = std::fs::read_to_string(&p) {
            return (p, text);
        }
    }
    ("generated-12k".into(), long_function(500))
}

/// Builds MemorySSA for every defined function; returns the number of memory accesses.
fn build_all(m: &Module) -> usize {
    let mut accesses = 0;
    for &f in &m.layout.functions {
        if let GlobalKind::Function(d) = &m.globals[f].kind {
            if let Some(body) = &d.body {
                let cfg = BlockCfg::new(body);
                let dt = DominatorTree::compute(&cfg);
                accesses += build(m, body, &cfg, &dt).num_accesses();
            }
        }
    }
    accesses
}

/// Runs `passes` over a copy of `m` and returns how many bytes the printer wrote.
fn run_printer(m: &Module, passes: &str) -> usize {
    let mut pipeline = parse_pipeline(passes).expect("printer pipeline parses");
    let mut module = m.clone();
    let mut written = 0;
    PipelineRunner::default()
        .run(&mut pipeline, &mut module, &mut |s| written += s.len())
        .expect("printer pipeline runs");
    written
}

fn bench(c: &mut Criterion) {
    let (name, text) = input();
    let module = parse_module(&text, &name).expect("bench input parses");
    let insts: usize = module
        .layout
        .functions
        .iter()
        .filter_map(|&f| match &module.globals[f].kind {
            GlobalKind::Function(d) => d.body.as_ref(),
            _ => None,
        })
        .map(|b| b.layout.insts().count())
        .sum();
    assert!(build_all(&module) > 1, "bench input has memory accesses");
    let mut g = c.benchmark_group(format!("opt/{name}"));
    g.sample_size(10).measurement_time(Duration::from_secs(5));
    g.throughput(Throughput::Elements(insts as u64));
    g.bench_function("memoryssa build", |b| b.iter(|| build_all(&module)));
    g.bench_function("print<memoryssa> pipeline", |b| {
        b.iter(|| run_printer(&module, "print<memoryssa>"))
    });
    g.bench_function("print<memoryssa-walker> pipeline", |b| {
        b.iter(|| run_printer(&module, "print<memoryssa-walker>"))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
