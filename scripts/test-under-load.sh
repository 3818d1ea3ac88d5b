#!/usr/bin/env bash
# Runs the README's test command (`make test`) while busy loops hold every core, to show that no
# test depends on an idle machine. Usage: scripts/test-under-load.sh [LOOPS]  (default: one per core)
# Exits with make test's status; the loops are stopped however it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
loops=${1:-$(nproc)}
pids=()
stop() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop EXIT INT TERM
for _ in $(seq "$loops"); do
  ( while :; do :; done ) &
  pids+=($!)
done
echo "test-under-load: $loops busy loop(s) running (pids ${pids[*]}); starting make test" >&2
make test
