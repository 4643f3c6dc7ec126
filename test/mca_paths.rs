//! The simulator's shortcuts against its plain path. Without the bottleneck analysis the
//! scheduler takes shortcuts that llvm-mca does not (a rank-ordered ready list, instructions
//! that are not load/store unit clients filed in a ready calendar instead of the wait and
//! pending sets, blocked checks reused for the rest of a cycle, selection resuming after the
//! entries found blocked). `SimConfig::pressure_events` turns them all off (llvm-mca's own sets,
//! orders and scans, plus the critical-dependency bookkeeping). Every view but the bottleneck
//! analysis must print the same bytes either way: this runs the C kernels of `examples/mca/`
//! and a few hand-written blocks on several CPU models, with every statistics view and the
//! timeline, both ways. Blocks of at least `prefetch::MIN_BLOCK` instructions are simulated
//! with cache prefetch hints, which must not change anything either: a block repeated to that
//! length must give what as many iterations of the block give.

use atomir::mca::asm::printer::PrintOptions;
use atomir::mca::pipeline::SimConfig;
use atomir::mca::prefetch::MIN_BLOCK;
use atomir::mca::{analyze, McaOptions, SkipUnsupported, ViewSelection};
use atomir::target::sched::{embedded_model, lookup_cpu, CpuLookup, SchedModel};

/// Dependency chains through partial registers, zero idioms, loads and stores that alias, a
/// divider, moves, and a zero-latency instruction.
const MIXED: &str = "\
movq (%rdi), %rax
addq %rax, %rbx
movl %ebx, %ecx
xorl %edx, %edx
divq %rcx
movq %rax, 8(%rdi)
movq 8(%rdi), %rsi
addb %sil, %al
imulq %rsi, %rax
movq %rax, %r8
vmulps %xmm0, %xmm1, %xmm2
vaddps %xmm2, %xmm3, %xmm3
vmovaps %xmm3, (%rsi)
leaq 16(%rdi), %rdi
cmpq %rdi, %r9
jne .L1
";

/// Long-latency work and a call (100 cycles), so instructions wait long in every set.
const SLOW: &str = "\
vsqrtpd %ymm0, %ymm1
vdivpd %ymm1, %ymm2, %ymm2
callq foo
movq (%rsp), %rax
addq $1, %rax
movq %rax, (%rsp)
lock addq $1, (%rdi)
mfence
vaddpd %ymm2, %ymm0, %ymm0
";

fn model(cpu: &str) -> &'static SchedModel {
    match lookup_cpu(cpu) {
        CpuLookup::Model(id) => embedded_model(id).unwrap_or_else(|e| panic!("{cpu}: {e}")),
        other => panic!("{cpu}: {other:?}"),
    }
}

fn options(cpu: &str, iterations: u32, pressure_events: bool, extra: &SimConfig) -> McaOptions {
    McaOptions {
        sim: SimConfig {
            iterations,
            pressure_events,
            ..extra.clone()
        },
        views: ViewSelection {
            summary: true,
            instruction_info: true,
            resource_pressure: true,
            timeline: true,
            dispatch_stats: true,
            scheduler_stats: true,
            retire_stats: true,
            register_file_stats: true,
            ..ViewSelection::default()
        },
        timeline_max_iterations: 0,
        timeline_max_cycles: 0,
        print: PrintOptions {
            variant: None,
            imm_hex: false,
        },
        skip: SkipUnsupported::Any,
        call_latency: 100,
        cpu_name: cpu.into(),
        triple: "x86_64-pc-linux-gnu".into(),
    }
}

fn inputs() -> Vec<(String, String)> {
    let mut out = vec![
        ("mixed".to_string(), MIXED.to_string()),
        ("slow".to_string(), SLOW.to_string()),
    ];
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/mca");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("examples/mca")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .collect();
    files.sort();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("example");
        out.push((f.display().to_string(), text));
    }
    out
}

#[test]
fn shortcuts_print_what_the_plain_path_prints() {
    let plain = SimConfig::default();
    // Queues and register files small enough to stall, aliasing loads, a narrow dispatch.
    let tight = SimConfig {
        register_file_size: 40,
        lqueue: 4,
        squeue: 3,
        no_alias: false,
        dispatch_width: 2,
        ..plain.clone()
    };
    let uop_queue = SimConfig {
        micro_op_queue_size: 8,
        decoder_throughput: 4,
        ..plain.clone()
    };
    let mut runs = 0;
    for (name, text) in inputs() {
        for cpu in ["btver2", "skylake", "haswell", "znver3"] {
            let m = model(cpu);
            for extra in [&plain, &tight, &uop_queue] {
                let fast = analyze(&name, &text, m, &options(cpu, 30, false, extra));
                let slow = analyze(&name, &text, m, &options(cpu, 30, true, extra));
                assert!(!fast.failed, "{name} on {cpu}: {}", fast.stderr);
                assert!(
                    fast.stdout == slow.stdout,
                    "{name} on {cpu} ({extra:?}): the shortcuts changed the report"
                );
                runs += 1;
            }
        }
    }
    assert!(runs >= 2 * 4 * 3);
}

#[test]
fn prefetch_hints_change_nothing() {
    // MIXED repeated to at least MIN_BLOCK lines, 3 iterations, against MIXED alone for as many
    // iterations: the same instruction stream, one simulated with hints (a big block) and one
    // without. Everything but the per-instruction views and the block's own figures agrees.
    let lines = MIXED.lines().count() as u32;
    let copies = MIN_BLOCK.div_ceil(lines);
    let big = MIXED.repeat(copies as usize);
    let keep = |text: &str| -> String {
        text.lines()
            .filter(|l| !l.starts_with("Iterations:") && !l.starts_with("Block RThroughput:"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    for cpu in ["btver2", "skylake", "znver3"] {
        let m = model(cpu);
        let opts = |iterations: u32| {
            let mut o = options(cpu, iterations, false, &SimConfig::default());
            o.views.instruction_info = false;
            o.views.resource_pressure = false;
            o.views.timeline = false;
            o
        };
        let hinted = analyze("big", &big, m, &opts(3));
        let plain = analyze("small", MIXED, m, &opts(3 * copies));
        assert!(!hinted.failed && !plain.failed, "{cpu}: {}", hinted.stderr);
        assert!(hinted.stdout.contains("Total Cycles:"));
        assert_eq!(keep(&hinted.stdout), keep(&plain.stdout), "{cpu}");
    }
}
