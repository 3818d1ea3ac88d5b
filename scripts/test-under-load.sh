#!/usr/bin/env bash
# Runs the README's test command (`make test`) while busy loops hold every core, to show that no
# test depends on an idle machine. Usage: scripts/test-under-load.sh [LOOPS] [COMMAND ...]
# (LOOPS defaults to one per core; COMMAND to `make test`, e.g. a browser eval or one test file).
# Exits with the command's status; the loops are stopped however it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
loops=$(nproc)
if [[ $# -gt 0 && $1 =~ ^[0-9]+$ ]]; then loops=$1; shift; fi
[[ $# -gt 0 ]] || set -- make test
pids=()
stop() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop EXIT INT TERM
for _ in $(seq "$loops"); do
  ( while :; do :; done ) &
  pids+=($!)
done
echo "test-under-load: $loops busy loop(s) running (pids ${pids[*]}); starting $*" >&2
"$@"
