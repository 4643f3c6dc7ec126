#!/usr/bin/env bash
# The CI budget of scripts/ir-fuzz.sh: 20,000 inputs per subcommand, seed 1 (a ratchet in
# scripts/ratchets.tsv; the full 100,000 run is `scripts/ir-fuzz.sh`).
exec "$(dirname "$0")/ir-fuzz.sh" 20000 1
