//! Criterion benchmark of the IR verifier, measured apart from parsing.
//!
//! Owns: the `verify` bench. Input: `$ATOMIR_BENCH_LL` if set, else the largest corpus module
//! (`../shared/corpus/ir/sqlite3.O2g.ll.gz`, unpacked with `gzip -dc` into `target/`), else a
//! generated module of many small functions, so the bench always runs. The module is parsed
//! once outside the timed loop; `verify_module` is timed with the default rayon pool and with
//! one thread, and parsing is timed too so the two can be compared.
//! Must not touch: the verifier itself.

use atomir::parse::parse_module;
use atomir::verify::verify_module;
use criterion::{criterion_group, criterion_main, Criterion};
use std::path::{Path, PathBuf};
use std::time::Duration;

fn input() -> (String, String) {
    if let Ok(p) = std::env::var("ATOMIR_BENCH_LL") {
        if let Ok(text) = std::fs::read_to_string(&p) {
            return (p, text);
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let gz = [
        root.join("../shared/corpus/ir/sqlite3.O2g.ll.gz"),
        PathBuf::from("/work/shared/corpus/ir/sqlite3.O2g.ll.gz"),
    ]
    .into_iter()
    .find(|p| p.exists());
    if let Some(gz) = gz {
        let out = root.join("target/sqlite3.O2g.ll");
        if !out.exists() {
            if let Ok(o) = std::process::Command::new("gzip")
                .arg("-dc")
                .arg(&gz)
                .output()
            {
                if o.status.success() {
                    let _ = std::fs::write(&out, &o.stdout);
                }
            }
        }
        if let Ok(text) = std::fs::read_to_string(&out) {
            return ("sqlite3.O2g.ll".into(), text);
        }
    }
    let mut text = String::new();
    for k in 0..5000 {
        text.push_str(&format!(
            "define i32 @f{k}(i32 %a, ptr %p, i1 %c) {{\nentry:\n  br i1 %c, label %l, label %r\nl:\n  %x = add i32 %a, {k}\n  store atomic i32 %x, ptr %p release, align 4\n  br label %m\nr:\n  %y = load atomic i32, ptr %p acquire, align 4\n  br label %m\nm:\n  %z = phi i32 [ %x, %l ], [ %y, %r ]\n  ret i32 %z\n}}\n"
        ));
    }
    ("generated".into(), text)
}

fn bench(c: &mut Criterion) {
    let (name, text) = input();
    let module = parse_module(&text, &name).expect("bench input parses");
    assert!(
        verify_module(&module).iter().all(|e| !e.is_error()),
        "bench input verifies"
    );
    let mut g = c.benchmark_group(format!("verify/{name}"));
    g.sample_size(10).measurement_time(Duration::from_secs(10));
    g.bench_function("verify_module", |b| b.iter(|| verify_module(&module)));
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("thread pool");
    g.bench_function("verify_module 1 thread", |b| {
        b.iter(|| one.install(|| verify_module(&module)))
    });
    g.bench_function("parse_module (for comparison)", |b| {
        b.iter(|| parse_module(&text, &name))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
