#!/usr/bin/env bash
# CI-sized fuzz smoke: builds every fuzz target and runs each for FUZZ_SMOKE_SECONDS (default 10),
# as many at once as the machine has cores (so about a minute for the eleven on two cores, plus the
# build). Fails on any finding. For .ci/run:
#   Fuzz/smoke.sh
# The corpus grown here is thrown away: the smoke starts from the committed seeds every time.
set -euo pipefail
FUZZ="$(cd "$(dirname "$0")" && pwd)"
seconds="${FUZZ_SMOKE_SECONDS:-10}"
"$FUZZ/run.sh" build
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
smoke() {
    local target="$1" log="$logs/$1"
    rm -rf "$FUZZ/.corpus/$target"
    # A fixed seed, so that CI explores the same inputs every run; the long runs use random seeds.
    if "$FUZZ/run.sh" "$target" "$seconds" -seed=1 >"$log" 2>&1; then
        echo "fuzz smoke: $target: $(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}') executions, no finding"
    else
        { echo "fuzz smoke: $target FAILED; log follows"; grep -v -E '^#[0-9]+' "$log" | tail -60; } >&2
        return 1
    fi
}
status=0
running=0
for target in tokenizer decode-value decode-models roundtrip differential streaming foundation-types json5 encoder dynamic-json fast-path; do
    smoke "$target" &
    running=$((running + 1))
    if [ "$running" -ge "$(nproc)" ]; then
        wait -n || status=1
        running=$((running - 1))
    fi
done
while [ "$running" -gt 0 ]; do
    wait -n || status=1
    running=$((running - 1))
done
exit $status
