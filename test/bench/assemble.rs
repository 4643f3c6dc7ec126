//! Criterion benchmark of `assemble`'s library path: parse and print LLVM IR.
//!
//! Owns: the benchmark inputs (a synthetic module generated here, plus the corpus stress files
//! and, when `ATOMIR_BENCH_FILE` names one, a large file such as an unpacked sqlite3 module).
//! Must not touch: the CLI.

use atomir::parse::parse_module;
use atomir::print::print_module;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

/// A module with many small functions (deterministic), ~1 MB of text.
fn synthetic_module() -> String {
    let mut s = String::from(
        "target datalayout = \"e-m:e-i64:64-n8:16:32:64-S128\"\n%struct.S = type { i32, ptr }\n@g = global %struct.S zeroinitializer, align 8\n",
    );
    for i in 0..2000 {
        s.push_str(&format!(
            "define i32 @f{i}(i32 %a, ptr %p) #0 {{\nentry:\n  %x = add nsw i32 %a, {i}\n  %c = icmp slt i32 %x, 10\n  br i1 %c, label %t, label %e\nt:\n  %v = load i32, ptr %p, align 4\n  %q = getelementptr inbounds %struct.S, ptr @g, i64 0, i32 1\n  store ptr %p, ptr %q, align 8\n  br label %j\ne:\n  %w = mul i32 %x, 3\n  br label %j\nj:\n  %r = phi i32 [ %v, %t ], [ %w, %e ]\n  ret i32 %r\n}}\n"
        ));
    }
    s.push_str("attributes #0 = { nounwind }\n");
    s
}

fn bench(c: &mut Criterion) {
    let mut inputs: Vec<(String, String)> =
        vec![("synthetic-2000-functions".into(), synthetic_module())];
    let corpus = std::env::var("CORPUS").unwrap_or_else(|_| "/work/shared/corpus/ir".into());
    let stress = format!("{corpus}/stress/stress-1.ll");
    for path in [
        std::env::var("ATOMIR_BENCH_FILE").ok(),
        Some(stress.to_string()),
    ]
    .into_iter()
    .flatten()
    {
        if let Ok(text) = std::fs::read_to_string(&path) {
            inputs.push((path, text));
        }
    }
    let mut group = c.benchmark_group("assemble");
    group.sample_size(10);
    for (name, text) in &inputs {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_function(format!("parse/{name}"), |b| {
            b.iter(|| black_box(parse_module(black_box(text), "bench.ll").is_ok()))
        });
        let module = match parse_module(text, "bench.ll") {
            Ok(m) => m,
            Err(e) => panic!("{name}: {}", e.message),
        };
        group.bench_function(format!("print/{name}"), |b| {
            b.iter(|| black_box(print_module(black_box(&module), "bench.ll").len()))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
