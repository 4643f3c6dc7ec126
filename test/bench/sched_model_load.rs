//! Criterion benchmark: parsing one embedded scheduling model from its JSON text (what a
//! one-instruction `atomir mca` run pays once) and looking instructions up in it.
//! Owns no model data; reads the embedded files through `target::sched`.

use atomir::target::sched::{embedded, embedded_model, ModelId, SchedModel};
use criterion::{criterion_group, criterion_main, Criterion};
use iced_x86::{Code, Instruction, Register};

fn bench(c: &mut Criterion) {
    for id in [
        ModelId::BtVer2,
        ModelId::SkylakeClient,
        ModelId::SkylakeServer,
    ] {
        let Some(text) = embedded::embedded_json(id) else {
            continue;
        };
        c.bench_function(&format!("parse {}", id.name()), |b| {
            b.iter(|| SchedModel::from_json(std::hint::black_box(text)).expect("parses"))
        });
    }
    let model = embedded_model(ModelId::SkylakeClient).expect("skylake");
    let add = Instruction::with2(Code::Add_r64_rm64, Register::RAX, Register::RBX).expect("add");
    c.bench_function("lookup add skylake", |b| {
        b.iter(|| {
            model
                .lookup(std::hint::black_box(&add))
                .expect("found")
                .latency
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
