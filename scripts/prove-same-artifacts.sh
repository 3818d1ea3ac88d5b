#!/usr/bin/env bash
# Runs `make all` on REV (a fresh clone) and on this working tree, fingerprints every artifact of
# both (scripts/same-artifacts.ts) and compares them: exit 0 when a change altered the code's
# shape and nothing it produces. Usage: scripts/prove-same-artifacts.sh REV [KEEP_DIR]
set -euo pipefail
rev=${1:?usage: scripts/prove-same-artifacts.sh REV [KEEP_DIR]}
here=$(cd "$(dirname "$0")/.." && pwd)
work=${2:-$(mktemp -d)}
mkdir -p "$work"
if [ ! -f "$work/before.txt" ]; then
  rm -rf "$work/before"
  git clone -q "$here" "$work/before"
  git -C "$work/before" checkout -q "$rev"
  echo "make all on $rev (log: $work/before.log)"
  (cd "$work/before" && make all >"$work/before.log" 2>&1)
  (cd "$here" && npx tsx scripts/same-artifacts.ts fingerprint --root "$work/before" --out "$work/before.txt")
fi
echo "make all on the working tree (log: $work/after.log)"
(cd "$here" && make all >"$work/after.log" 2>&1)
(cd "$here" && npx tsx scripts/same-artifacts.ts fingerprint --root "$here" --out "$work/after.txt")
cd "$here" && npx tsx scripts/same-artifacts.ts compare "$work/before.txt" "$work/after.txt"
