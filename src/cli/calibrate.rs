//! `atomir calibrate`: measures this host's instruction forms and writes the model file.
//!
//! Owns: the flags (`-o FILE` (default standard output), `-forms=REGEX`, `-dry-run` (with
//! `-json`: the model file's layout),
//! `-repetitions=N`, `-samples=N`, `-cpu=K`, `-timeout=S`), asking cpuid which features the
//! host has, the processor name from `/proc/cpuinfo`, the progress display on stderr (a bar
//! redrawn in place when stderr is a terminal, one plain line per block otherwise), writing the
//! model, diagnostics and the exit status (1 on a bad flag, when no form is selected, or when a
//! selected form the host supports could not be measured; the model is still written).
//! Must not touch: the measuring and the form table (`crate::measure::calibrate`).

use super::io::{eprint_bytes, write_output};
use crate::measure::calibrate::pattern::Pattern;
use crate::measure::calibrate::{
    calibrate, dry_run_text, features_asked, list_forms_text, measure_probes, probes_dry_run_text,
    render_model, select, select_probes, skeleton, FormOutcome, HostInfo, Progress,
};
use crate::measure::runner::RunConfig;
use crate::measure::MeasureOptions;
use anyhow::Result;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The model file to write (`-` or none: standard output).
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,
    /// Measure only the forms whose names match (literals, `.`, `^`, `$`, `[...]`, `*+?`, `|`).
    #[arg(long)]
    pub forms: Option<String>,
    /// Print the generated measurement blocks (assembly `atomir measure` reads) instead.
    #[arg(long = "dry-run")]
    pub dry_run: bool,
    /// With `-dry-run`: print the model file's layout (every form, figures null) instead.
    #[arg(long)]
    pub json: bool,
    /// Print the counts of known, generated, excluded (by reason) and host-supported forms, then
    /// one line per form (with `-dry-run`: without the host's support).
    #[arg(long = "list-forms")]
    pub list_forms: bool,
    /// Repetitions of each block's measurement.
    #[arg(long, default_value_t = 10)]
    pub repetitions: u32,
    /// Timed runs of each program per repetition.
    #[arg(long, default_value_t = 16)]
    pub samples: u32,
    /// Pin the measuring process to this CPU (default: the CPU it starts on).
    #[arg(long)]
    pub cpu: Option<u32>,
    /// Seconds a block may take before it is reported as timed out.
    #[arg(long, default_value_t = 10)]
    pub timeout: u32,
}

/// Whether the host has a feature as the form tables spell it: cpuid through `std::arch` for
/// the features it knows, else the `flags` line of `/proc/cpuinfo` (the generated forms' names
/// for the others are cpuinfo's).
fn host_has(feature: &str, cpuinfo_flags: &[String]) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        macro_rules! detect {
            ($($name:tt),*) => {
                match feature {
                    $($name => return std::arch::is_x86_feature_detected!($name),)*
                    _ => {}
                }
            };
        }
        detect!(
            "sse",
            "sse2",
            "sse3",
            "ssse3",
            "sse4.1",
            "sse4.2",
            "sse4a",
            "popcnt",
            "lzcnt",
            "bmi1",
            "bmi2",
            "tbm",
            "adx",
            "aes",
            "pclmulqdq",
            "sha",
            "rdrand",
            "rdseed",
            "movbe",
            "f16c",
            "fma",
            "avx",
            "avx2",
            "avx512f",
            "avx512cd",
            "avx512bw",
            "avx512dq",
            "avx512vl",
            "avx512ifma",
            "avx512vbmi",
            "avx512vbmi2",
            "avx512vnni",
            "avx512bitalg",
            "avx512vpopcntdq",
            "avx512bf16",
            "avx512fp16",
            "avx512vp2intersect",
            "avxvnni",
            "avxifma",
            "gfni",
            "vaes",
            "vpclmulqdq",
            "cmpxchg16b",
            "xsave",
            "xsaveopt",
            "xsavec",
            "xsaves",
            "rtm",
            "sha512",
            "sm3",
            "sm4"
        );
        cpuinfo_flags.iter().any(|f| f == feature)
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = (feature, cpuinfo_flags);
        false
    }
}

fn host_info() -> HostInfo {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let flags: Vec<String> = cpuinfo
        .lines()
        .find(|l| l.starts_with("flags"))
        .and_then(|l| l.split_once(':'))
        .map(|(_, v)| v.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default();
    let cpu = Some(&cpuinfo)
        .and_then(|t| {
            t.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".to_string());
    HostInfo {
        cpu,
        mcpu: super::mca::host_cpu_name().to_string(),
        features: features_asked()
            .into_iter()
            .filter(|f| host_has(f, &flags))
            .map(str::to_string)
            .collect(),
    }
}

/// Draws progress on stderr: a bar redrawn in place on a terminal, plain lines otherwise.
struct ProgressDisplay {
    terminal: bool,
}

impl ProgressDisplay {
    fn show(&mut self, p: Progress) {
        let mut err = std::io::stderr().lock();
        if self.terminal {
            const WIDTH: usize = 30;
            let filled = (p.done * WIDTH).checked_div(p.total).unwrap_or(WIDTH);
            let _ = write!(
                err,
                "\r\x1b[2K[{}{}] {}/{} {}",
                "#".repeat(filled),
                ".".repeat(WIDTH - filled),
                p.done,
                p.total,
                p.block
            );
            if p.done == p.total {
                let _ = writeln!(err);
            }
        } else if p.done < p.total {
            let _ = writeln!(err, "calibrate: [{}/{}] {}", p.done + 1, p.total, p.block);
        }
        let _ = err.flush();
    }
}

/// Calibrates every form with the default settings into `path` (`mca -mcpu=native-measured`).
pub fn calibrate_into(path: &std::path::Path) -> Result<i32> {
    run(Args {
        output: Some(path.to_path_buf()),
        forms: None,
        dry_run: false,
        json: false,
        list_forms: false,
        repetitions: 10,
        samples: 16,
        cpu: None,
        timeout: 10,
    })
}

pub fn run(args: Args) -> Result<i32> {
    let usage = |msg: String| {
        eprint_bytes(format!("atomir calibrate: {msg}\n").as_bytes());
        Ok(1)
    };
    if args.repetitions == 0 || args.samples == 0 {
        return usage("-repetitions and -samples must be at least 1".to_string());
    }
    if args.timeout == 0 {
        return usage("-timeout must be at least 1 second".to_string());
    }
    let pattern = match args.forms.as_deref().map(Pattern::parse) {
        None => None,
        Some(Ok(p)) => Some(p),
        Some(Err(e)) => {
            let shown = format!("-forms={}", args.forms.as_deref().unwrap_or_default());
            let col = "-forms=".len() + e.offset;
            eprint_bytes(
                format!(
                    "<command line>:1:{}: error: -forms: {}\n{shown}\n{}^\n",
                    col + 1,
                    e.message,
                    " ".repeat(col)
                )
                .as_bytes(),
            );
            return Ok(1);
        }
    };
    if args.list_forms {
        if args.json || args.forms.is_some() {
            return usage("-list-forms goes with neither -json nor -forms".to_string());
        }
        let host = (!args.dry_run).then(host_info);
        write_output(
            args.output.as_deref(),
            list_forms_text(host.as_ref()).as_bytes(),
        )?;
        return Ok(0);
    }
    let forms = select(pattern.as_ref());
    // The front-end probes (`fe_*`): all of them without `-forms=`, else those it matches.
    let probes = select_probes(pattern.as_ref());
    if forms.is_empty() && probes.is_empty() {
        return usage(format!(
            "-forms={}: no instruction form matches (`-dry-run` lists them)",
            args.forms.as_deref().unwrap_or_default()
        ));
    }
    if args.json && !args.dry_run {
        return usage("-json only goes with -dry-run (the model file is always JSON)".to_string());
    }
    let opts = MeasureOptions {
        unroll: (100, 200),
        run: RunConfig {
            repetitions: args.repetitions,
            samples: args.samples,
            cpu: args.cpu,
            page_limit: 256,
            timeout_seconds: args.timeout,
        },
        dry_run: false,
    };
    if args.dry_run && args.json {
        write_output(
            args.output.as_deref(),
            render_model(&skeleton(&forms, &opts)).as_bytes(),
        )?;
        return Ok(0);
    }
    if args.dry_run {
        match dry_run_text(&forms).and_then(|t| Ok(t + &probes_dry_run_text(&probes)?)) {
            Ok(text) => write_output(args.output.as_deref(), text.as_bytes())?,
            Err(diagnostics) => {
                eprint_bytes(&diagnostics);
                return Ok(1);
            }
        }
        return Ok(0);
    }
    let host = host_info();
    let mut display = ProgressDisplay {
        terminal: std::io::stderr().is_terminal(),
    };
    let c = match calibrate(&forms, &host, &opts, &mut |p| display.show(p)).and_then(|mut c| {
        measure_probes(&mut c, &probes, &opts, &mut |p| display.show(p))?;
        Ok(c)
    }) {
        Ok(c) => c,
        Err(diagnostics) => {
            eprint_bytes(&diagnostics);
            return Ok(1);
        }
    };
    write_output(args.output.as_deref(), render_model(&c).as_bytes())?;
    let mut failed = false;
    for (f, o) in &c.forms {
        if let FormOutcome::CannotMeasure(why) = o {
            failed = true;
            eprint_bytes(
                format!("atomir calibrate: form {}: cannot measure: {why}\n", f.name).as_bytes(),
            );
        }
    }
    Ok(if failed { 1 } else { 0 })
}
