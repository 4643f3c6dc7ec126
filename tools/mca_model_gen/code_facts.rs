//! `mca_model_gen code-facts`: writes `src/target/sched/data/x86-code-facts.txt` and
//! `x86-mnemonics.txt`, the iced op-code facts `atomir mca` reads instead of building iced's
//! op-code table at run time. Both texts come from `atomir::target::sched::code_facts` (whose
//! test checks the embedded copies against iced); this file only writes them. Needs no LLVM.

use std::path::Path;

pub fn generate(out_dir: &Path) -> Result<(), String> {
    use atomir::target::sched::code_facts::{render_facts_table, render_mnemonic_table};
    for (file, text) in [
        ("x86-code-facts.txt", render_facts_table()),
        ("x86-mnemonics.txt", render_mnemonic_table()),
    ] {
        let path = out_dir.join(file);
        std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        eprintln!("wrote {}", path.display());
    }
    Ok(())
}
