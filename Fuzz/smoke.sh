#!/usr/bin/env bash
# CI-sized fuzz smoke: builds every fuzz target and runs each for FUZZ_SMOKE_SECONDS (default 10, so
# about two minutes for the eleven, plus the build). Fails on any finding. For .ci/run:
#   Fuzz/smoke.sh
# The corpus grown here is thrown away: the smoke starts from the committed seeds every time.
set -euo pipefail
FUZZ="$(cd "$(dirname "$0")" && pwd)"
seconds="${FUZZ_SMOKE_SECONDS:-10}"
"$FUZZ/run.sh" build
status=0
for target in tokenizer decode-value decode-models roundtrip differential streaming foundation-types json5 encoder dynamic-json fast-path; do
    rm -rf "$FUZZ/.corpus/$target"
    log="$(mktemp)"
    # A fixed seed, so that CI explores the same inputs every run; the long runs use random seeds.
    if "$FUZZ/run.sh" "$target" "$seconds" -seed=1 >"$log" 2>&1; then
        echo "fuzz smoke: $target: $(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}') executions, no finding"
    else
        echo "fuzz smoke: $target FAILED; log follows" >&2
        grep -v -E '^#[0-9]+' "$log" | tail -60 >&2
        status=1
    fi
    rm -f "$log"
done
exit $status
