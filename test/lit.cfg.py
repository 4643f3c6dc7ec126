# Configuration for running atomir's golden tests with real LLVM lit + FileCheck:
#   PATH=/usr/lib/llvm-22/bin:$PWD/target/release:$PATH lit -v test/
# The in-tree runner (test/lit.rs, run by `cargo test`) reads the same RUN/CHECK lines.
import os
import lit.formats

config.name = "atomir"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".ll", ".s", ".test"]
config.excludes = ["lit", "bench", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.dirname(config.test_source_root)
config.environment["PATH"] = os.pathsep.join(
    [os.path.join(root, "target", "release"), os.path.join(root, "target", "debug"),
     "/usr/lib/llvm-22/bin", config.environment.get("PATH", os.environ.get("PATH", ""))])
# Scratch output (lit's Output/ directories, %t files) goes under target/, never into the source
# tree; .gitignore keeps stray Output/ directories out of git too.
config.test_exec_root = os.path.join(root, "target", "lit-output")
