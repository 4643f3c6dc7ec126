//! `atomir opt`: run a `-passes=` pipeline over a module (like LLVM's `opt`).
//!
//! Owns: the subcommand's flags (`-passes=`/`-p`, `-S`, `-o`, `-disable-output`, `-verify-each`,
//! `-disable-verify`, `-print-passes`, `-print-pipeline-passes`, `-debug-pass-manager`, `-time-passes`, `-atomic-opt=llvm|seed`
//! (handed to the passes through `PassOptions`), and the target
//! flags `-mtriple=`, `-mattr=`, `-codegen-opt-level=` that `atomic-expand` reads, and `aa-eval`'s `-print-*` flags), the order of
//! work as `opt` has it (parse the input, verify it, run the
//! pipeline, verify the result, print), turning pipeline errors into diagnostics on the pipeline
//! text and verifier findings into diagnostics on the input (rendered as `atomir verify` does),
//! and the exit status. `-debug-pass-manager` lines go to stderr with the printers' text, and
//! end with the final verification's lines as opt-22 prints them; `-time-passes` writes its
//! report to stderr after the output. atomir has no bitcode writer: without `-S` or `-disable-output` the run
//! fails with exit 1 instead of writing anything.
//! Must not touch: the pass manager or the passes (that is `crate::passes`), parsing, verifying
//! or printing logic.

use super::io::{eprint_bytes, read_input, write_output};
use crate::diag::SourceMap;
use crate::passes::{parse_pipeline, PassError, PipelineRunner};
use anyhow::{bail, Result};
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Input file (`-` or none: standard input).
    pub input: Option<PathBuf>,
    /// Output file (`-`: standard output, the default).
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,
    /// The pass pipeline, in LLVM's syntax (`verify,function(no-op-function)`).
    #[arg(long = "passes", short = 'p', default_value = "")]
    pub passes: String,
    /// Write the module as LLVM IR text (atomir cannot write bitcode yet).
    #[arg(short = 'S')]
    pub text_output: bool,
    /// Run the pipeline but write nothing.
    #[arg(long = "disable-output")]
    pub disable_output: bool,
    /// Run the verifier after every pass.
    #[arg(long = "verify-each")]
    pub verify_each: bool,
    /// Do not verify the input before the pipeline nor the result after it.
    #[arg(long = "disable-verify")]
    pub disable_verify: bool,
    /// List the passes and analyses atomir has, by level, and exit.
    #[arg(long = "print-passes")]
    pub print_passes: bool,
    /// Print the pipeline that would run, in canonical text with every level explicit
    /// (`default<O1>` expanded), then exit 0 without running it (after reading the input).
    #[arg(long = "print-pipeline-passes")]
    pub print_pipeline_passes: bool,
    /// Print each pass and analysis run and each invalidation (LLVM's lines), on stderr.
    #[arg(long = "debug-pass-manager")]
    pub debug_pass_manager: bool,
    /// Report the time spent in each pass and analysis, on stderr at the end.
    #[arg(long = "time-passes")]
    pub time_passes: bool,
    /// Target triple: written into the module with the target's datalayout, as opt does.
    #[arg(long = "mtriple")]
    pub mtriple: Option<String>,
    /// Target features (`+lse`, `-a`, comma separated): stamped on every function as
    /// `"target-features"`, as opt does.
    #[arg(long = "mattr")]
    pub mattr: Option<String>,
    /// CodeGen opt level of the target machine (0-3; opt's default is 0, "None").
    #[arg(long = "codegen-opt-level", value_parser = clap::value_parser!(u8).range(0..=3))]
    pub codegen_opt_level: Option<u8>,
    /// Rules for atomic and volatile accesses in the transforms: `llvm` (LLVM 22's, the
    /// default) or `seed` (also what the atomics guide, seed 001, permits and LLVM 22 leaves
    /// undone: forwarding and dead-store elimination across monotonic, acquire and release
    /// accesses, the first of two adjacent seq_cst stores deleted).
    #[arg(long = "atomic-opt", value_name = "llvm|seed")]
    pub atomic_opt: Option<String>,
    /// `aa-eval`: print every alias and mod/ref answer.
    #[arg(long = "print-all-alias-modref-info")]
    pub print_all_alias_modref_info: bool,
    /// `aa-eval`: print the `NoAlias` answers.
    #[arg(long = "print-no-aliases")]
    pub print_no_aliases: bool,
    /// `aa-eval`: print the `MayAlias` answers.
    #[arg(long = "print-may-aliases")]
    pub print_may_aliases: bool,
    /// `aa-eval`: print the `PartialAlias` answers.
    #[arg(long = "print-partial-aliases")]
    pub print_partial_aliases: bool,
    /// `aa-eval`: print the `MustAlias` answers.
    #[arg(long = "print-must-aliases")]
    pub print_must_aliases: bool,
    /// `aa-eval`: print the `NoModRef` answers.
    #[arg(long = "print-no-modref")]
    pub print_no_modref: bool,
    /// `aa-eval`: print the `Just Mod` answers.
    #[arg(long = "print-mod")]
    pub print_mod: bool,
    /// `aa-eval`: print the `Just Ref` answers.
    #[arg(long = "print-ref")]
    pub print_ref: bool,
    /// `aa-eval`: print the `Both ModRef` answers.
    #[arg(long = "print-modref")]
    pub print_modref: bool,
}

pub fn run(args: Args) -> Result<i32> {
    if args.print_passes {
        write_output(None, crate::passes::print_passes().as_bytes())?;
        return Ok(0);
    }
    if !args.text_output && !args.disable_output && !args.print_pipeline_passes {
        bail!("atomir cannot write bitcode yet: pass -S to write LLVM IR text, or -disable-output");
    }
    let atomic_opt = match args.atomic_opt.as_deref() {
        None => crate::ir::atomics::AtomicOptMode::default(),
        Some(v) => match crate::ir::atomics::AtomicOptMode::from_name(v) {
            Some(mode) => mode,
            None => bail!("-atomic-opt: unknown value '{v}' (expected 'llvm' or 'seed')"),
        },
    };
    let mut pipeline = match parse_pipeline(&args.passes) {
        Ok(p) => p,
        Err(e) => {
            let mut map = SourceMap::new();
            let file = map.add("<pipeline>", args.passes.clone());
            eprint_bytes(&map.render_bytes(&[e.to_diagnostic(file)]));
            return Ok(1);
        }
    };
    pipeline.configure(&crate::passes::PassOptions { atomic_opt });
    let input = read_input(args.input.as_deref())?;
    let name = input.name.clone();
    let text = input.into_text();
    let mut map = SourceMap::new();
    let parse_start = std::time::Instant::now();
    let parsed = crate::parse::parse_module(&text, &name);
    let parse_secs = parse_start.elapsed().as_secs_f64();
    let file = map.add(name.clone(), text);
    let mut module = match parsed {
        Ok(m) => m,
        Err(e) => {
            eprint_bytes(&map.render_bytes(&[e.to_diagnostic(file)]));
            return Ok(1);
        }
    };
    if args.print_pipeline_passes {
        // As opt-22: the pipeline, then the driver's own final `verify` and `-S` printer.
        let mut parts = vec![pipeline.describe()];
        if !args.disable_verify {
            parts.push("verify".to_string());
        }
        if args.text_output && !args.disable_output {
            parts.push("print".to_string());
        }
        parts.retain(|p| !p.is_empty());
        write_output(None, format!("{}\n", parts.join(",")).as_bytes())?;
        return Ok(0);
    }
    let report = |findings: &[crate::verify::VerifierError], module: &crate::ir::module::Module| {
        let diags = crate::verify::render_errors(findings, module, &map, file);
        eprint_bytes(&map.render_bytes(&diags));
    };
    if !args.disable_verify {
        let mut findings = crate::verify::verify_module(&module);
        findings.retain(crate::verify::VerifierError::is_error);
        if !findings.is_empty() {
            report(&findings, &module);
            bail!("{name}: input module is broken");
        }
    }
    // Without -mtriple, -mattr applies to the module's own triple (opt builds its target
    // machine from it).
    let triple = args
        .mtriple
        .clone()
        .or_else(|| args.mattr.as_ref().and_then(|_| module.triple.clone()));
    if let Some(triple) = &triple {
        if let Err(e) = crate::passes::atomic_expand::apply_target_options(
            &mut module,
            triple,
            args.mattr.as_deref(),
        ) {
            bail!("{e}");
        }
    }
    let runner = PipelineRunner {
        verify_each: args.verify_each,
        debug_pass_manager: args.debug_pass_manager,
        time_passes: args.time_passes,
    };
    let mut analyses = crate::passes::analysis_manager::AnalysisManager::new();
    analyses.module_id = name.clone();
    // Analysis printers write to stderr, as opt does, as each batch of functions is done.
    let stderr = std::io::stderr();
    let mut sink = |text: &str| {
        use std::io::Write;
        let _ = stderr.lock().write_all(text.as_bytes());
    };
    let level = args.codegen_opt_level.unwrap_or(0);
    let aa_eval_options = crate::passes::aa_eval::PrintOptions {
        all: args.print_all_alias_modref_info,
        no_alias: args.print_no_aliases,
        may_alias: args.print_may_aliases,
        partial_alias: args.print_partial_aliases,
        must_alias: args.print_must_aliases,
        no_mod_ref: args.print_no_modref,
        just_mod: args.print_mod,
        just_ref: args.print_ref,
        both_mod_ref: args.print_modref,
    };
    let result = crate::passes::aa_eval::with_print_options(aa_eval_options, || {
        crate::passes::atomic_expand::with_codegen_opt_level(level, || {
            runner.run_with(&mut pipeline, &mut module, &mut analyses, &mut sink)
        })
    });
    if let Err(PassError::Unsupported {
        pass,
        function,
        message,
    }) = &result
    {
        bail!("{pass} on function '{function}': {message}");
    }
    if let Err(PassError::Failed {
        message,
        span: Some(span),
        ..
    }) = &result
    {
        // The instruction's first line: its span runs to the next token.
        let text = map.text(file);
        let start = (span.start as usize).min(text.len());
        let end = text[start..]
            .find('\n')
            .map_or(text.len(), |i| start + i)
            .min(span.end as usize)
            .max(start);
        let shown = crate::diag::Span::new(start, text[start..end].trim_end().len() + start);
        let diag = crate::diag::Diagnostic::error(message.clone()).with_label(
            file,
            shown,
            "not expanded for this target",
        );
        eprint_bytes(&map.render_bytes(&[diag]));
        return Ok(1);
    }
    if let Err(PassError::Failed { message, .. }) = &result {
        bail!("{message}");
    }
    if let Err(PassError::InvalidAnalysis {
        pass,
        function,
        problems,
    }) = &result
    {
        for p in problems {
            eprintln!("{pass}: function '{function}': {p}");
        }
        bail!("{pass} failed on function '{function}'");
    }
    if let Err(PassError::BrokenModule { after, findings }) = result {
        report(&findings, &module);
        match after {
            Some(pass) => bail!("broken module found after pass '{pass}', compilation aborted"),
            None => bail!("broken module found by the verify pass, compilation aborted"),
        }
    }
    if !args.disable_verify {
        if args.debug_pass_manager {
            sink("Running pass: VerifierPass on [module]\n");
            sink(&analyses.debug_module_verifier());
        }
        let start = std::time::Instant::now();
        let mut findings = crate::verify::verify_module(&module);
        if args.time_passes {
            analyses
                .timings
                .add_pass("VerifierPass", start.elapsed().as_secs_f64());
        }
        findings.retain(crate::verify::VerifierError::is_error);
        if !findings.is_empty() {
            report(&findings, &module);
            bail!("broken module found after the pipeline, compilation aborted");
        }
    }
    if !args.disable_output {
        let out = crate::print::print_module(&module, &name);
        // Freeing the module's and the analyses' many small allocations takes tens of
        // milliseconds on a large module: the other core does it while the output is written.
        let cached = if args.time_passes {
            None
        } else {
            Some(std::mem::take(&mut analyses))
        };
        let freeing = std::thread::spawn(move || drop((module, cached)));
        write_output(args.output.as_deref(), &crate::bytestr::decode(&out))?;
        let _ = freeing.join();
    }
    if args.time_passes {
        sink(&crate::passes::manager::timing_report(
            &analyses.timings,
            parse_secs,
        ));
    }
    Ok(0)
}
