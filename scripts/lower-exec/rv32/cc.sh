#!/usr/bin/env bash
# The "compiler" of the riscv32 lower-exec rows: builds harness.c and atomir's .s files against
# the freestanding runtime beside this script (Debian has no riscv32 libc or libatomic), for
# qemu-riscv32. Takes lower-exec.sh's gcc-style arguments and drops the ones that name the
# missing C library (-pthread, -lm, -latomic). The harness is compiled with F/D instructions
# (rv32imafd) under the soft-float ILP32 ABI, so its float reference and the soft-float routines
# rt.c provides need no soft-float library; atomir's files carry their own `.attribute arch`.
# Also checks that GNU as accepts every .s file as rv32ima (the assembler of riscv64 gcc).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
args=()
for a in "$@"; do
  case "$a" in
    -pthread|-lm|-latomic) ;;
    *.s)
      if command -v riscv64-linux-gnu-as >/dev/null; then
        riscv64-linux-gnu-as -march=rv32ima -mabi=ilp32 "$a" -o /dev/null
      fi
      args+=("$a") ;;
    *) args+=("$a") ;;
  esac
done
exec clang-22 --target=riscv32-unknown-linux -march=rv32imafd -mabi=ilp32 -ffreestanding \
  -nostdlib -nostdlibinc -static -fuse-ld=lld -mno-relax -Wl,-z,separate-loadable-segments \
  -I"$here/include" "$here/rt.c" "${args[@]}"
