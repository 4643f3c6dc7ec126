//! Build script: linker flags for the `atomir` binary, nothing else (no generated code).
//!
//! On Linux with glibc the binary is linked with packed relative relocations (`DT_RELR`,
//! `-z pack-relative-relocs`, GNU ld 2.38+ / glibc 2.36+): its ~28,000 relative relocations
//! (pointers in iced-x86's and atomir's static tables) took ~670 KB of `.rela.dyn` that the
//! dynamic loader read and applied one 24-byte entry at a time on every start (~400k
//! instructions of a 4M-instruction `atomir mca` run); packed, they are a few kilobytes of
//! bitmaps. A linker that does not know the flag ignores it with a warning.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os == "linux" && env == "gnu" {
        println!("cargo:rustc-link-arg-bin=atomir=-Wl,-z,pack-relative-relocs");
    }
}
