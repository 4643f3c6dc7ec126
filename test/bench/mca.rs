//! Criterion benchmark of `atomir mca`'s simulator: the llvm-mca documentation's dot-product
//! kernel and a 33-instruction SSE loop (clang -O2 saxpy body) on a btver2 model, at 100 and
//! 10 000 iterations, reported as simulated instructions per second (criterion `Elements`).
//! Uses the test subset model in test/mca/Inputs, so it needs neither LLVM nor embedded data.
//! Run: `cargo bench --bench mca`. The comparison with llvm-mca itself is scripts/mca-bench.sh.

use atomir::mca::asm::printer::PrintOptions;
use atomir::mca::pipeline::SimConfig;
use atomir::mca::{analyze, McaOptions, SkipUnsupported, ViewSelection};
use atomir::target::sched::SchedModel;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

const DOT: &str =
    "vmulps %xmm0, %xmm1, %xmm2\nvhaddps %xmm2, %xmm2, %xmm3\nvhaddps %xmm3, %xmm3, %xmm4\n";
const ALU: &str = "addq %rax, %rbx\naddq %rbx, %rcx\nimulq %rcx, %rdx\nmovq (%rdi), %rax\nmovq %rdx, 8(%rsi)\nleaq 8(%rsi), %rsi\nsubq %rcx, %r8\ncmpq %r8, %r9\njne .L1\n";

fn options(iterations: u32) -> McaOptions {
    McaOptions {
        sim: SimConfig {
            iterations,
            ..SimConfig::default()
        },
        views: ViewSelection {
            summary: true,
            instruction_info: true,
            resource_pressure: true,
            ..ViewSelection::default()
        },
        timeline_max_iterations: 10,
        timeline_max_cycles: 80,
        print: PrintOptions {
            variant: None,
            imm_hex: false,
        },
        skip: SkipUnsupported::None,
        call_latency: 100,
        cpu_name: "btver2".into(),
        triple: "x86_64-pc-linux-gnu".into(),
    }
}

fn bench(c: &mut Criterion) {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/test/mca/Inputs/btver2-mini.json"
    );
    let text = std::fs::read_to_string(path).expect("test model");
    let model = SchedModel::from_json(&text).expect("valid test model");
    let mut group = c.benchmark_group("mca");
    for (name, src) in [("dot", DOT), ("alu", ALU)] {
        let n = src.lines().count() as u64;
        for iterations in [100u32, 10_000] {
            let opts = options(iterations);
            let out = analyze("<bench>", src, &model, &opts);
            assert!(!out.failed, "{}", out.stderr);
            group.throughput(Throughput::Elements(n * iterations as u64));
            group.bench_function(format!("{name}/{iterations}"), |b| {
                b.iter(|| analyze("<bench>", src, &model, &opts))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
