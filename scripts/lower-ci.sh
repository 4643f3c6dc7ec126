#!/usr/bin/env bash
# CI step for `atomir lower` (issue 15): x86-64 natively, AArch64 and RISC-V 64 under
# qemu-user, each row of scripts/lower-exec.sh linked with the target's gcc and run.
# Installs what is missing with apt-get (non-interactive; needs root on Debian bookworm:
# qemu-user, gcc, the aarch64 and riscv64 cross compilers and their libc), builds atomir,
# and fails when a row fails or cannot run.
#
# Usage: scripts/lower-ci.sh [N]   (updates per thread; default 200000 to stay within minutes)
# Env: ATOMIR as for scripts/lower-exec.sh (default: target/release/atomir when it exists).
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-200000}

packages=()
need() { command -v "$1" >/dev/null 2>&1 || packages+=("${@:2}"); }
need gcc gcc libc6-dev
need qemu-aarch64 qemu-user
need qemu-riscv64 qemu-user
need aarch64-linux-gnu-gcc gcc-aarch64-linux-gnu libc6-dev-arm64-cross
need riscv64-linux-gnu-gcc gcc-riscv64-linux-gnu libc6-dev-riscv64-cross
# libatomic for the native row's `-latomic` (i128 libcalls).
[ -n "$(gcc -print-file-name=libatomic.so 2>/dev/null | grep /)" ] && [ -e "$(gcc -print-file-name=libatomic.so)" ] \
  || packages+=(libatomic1)
if [ ${#packages[@]} -gt 0 ]; then
  mapfile -t packages < <(printf '%s\n' "${packages[@]}" | sort -u)
  echo "lower-ci: installing ${packages[*]}"
  if [ "$(id -u)" != 0 ]; then
    echo "lower-ci: not root, cannot install ${packages[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${packages[@]}"
fi

if [ -z "${ATOMIR:-}" ]; then
  if [ -x target/release/atomir ]; then
    cargo build --release -q
    ATOMIR=target/release/atomir
  else
    cargo build -q
    ATOMIR=target/debug/atomir
  fi
fi
export ATOMIR
ROWS='^(x86_64|aarch64|riscv64)-' REQUIRE=1 scripts/lower-exec.sh "$N"
