#!/usr/bin/env bash
# Builds one libFuzzer target of FastJSON (instrumented with -sanitize=fuzzer,address) and runs it.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer options...]
#   Fuzz/run.sh TARGET reproduce FILE...     # run inputs once (e.g. a crash artifact)
#   Fuzz/run.sh build                        # build every target, run none
#
# TARGET: tokenizer | decode-value | decode-models | roundtrip | differential | streaming | foundation-types | json5 | encoder | dynamic-json | fast-path (or all, one after
# another, SECONDS each). The growing corpus lives in Fuzz/.corpus/TARGET (not committed), seeded from
# the committed Fuzz/Seeds and Fuzz/Regressions; findings land in Fuzz/.artifacts/TARGET/. Exit status
# 0 means no finding.
# Environment: FUZZ_MAX_LEN (default 65536 for tokenizer and decode-value, 8192 for the slower
# targets), FUZZ_RSS_MB (default 3072).
# Long run (issue 8's bar): Fuzz/run.sh all 1800
set -euo pipefail
FUZZ="$(cd "$(dirname "$0")" && pwd)"
caller="$PWD"
cd "$FUZZ"

targets=(tokenizer decode-value decode-models roundtrip differential streaming foundation-types json5 encoder dynamic-json fast-path)
product() {
    case "$1" in
        tokenizer) echo FuzzTokenizer ;;
        decode-value) echo FuzzDecodeValue ;;
        decode-models) echo FuzzDecodeModels ;;
        roundtrip) echo FuzzRoundTrip ;;
        differential) echo FuzzDifferential ;;
        streaming) echo FuzzStreaming ;;
        foundation-types) echo FuzzFoundationTypes ;;
        json5) echo FuzzJSON5 ;;
        encoder) echo FuzzEncoder ;;
        dynamic-json) echo FuzzDynamicJSON ;;
        fast-path) echo FuzzFastPath ;;
        *) echo "unknown target '$1' (one of: ${targets[*]}, all)" >&2; exit 2 ;;
    esac
}
seeds() {
    case "$1" in
        roundtrip|encoder) echo "$FUZZ/Seeds/roundtrip" ;;
        foundation-types) echo "$FUZZ/Seeds/foundation-types" ;;
        json5) echo "$FUZZ/Seeds/json5" ;;
        fast-path) echo "$FUZZ/Seeds/fast-path" ;;
        *) echo "$FUZZ/Seeds/json" ;;
    esac
}

max_len() {
    case "$1" in
        tokenizer|decode-value) echo 65536 ;;
        *) echo 8192 ;;  # decodes by Foundation too: keep inputs small, runs fast
    esac
}

build() {
    # The toolset adds -sanitize=fuzzer,address to every compile and link, and links with lld: the
    # system's gold crashes on these objects. SwiftPM renames an executable's main, so each target
    # starts libFuzzer itself through LLVMFuzzerRunDriver (Sources/CFuzzDriver).
    "$FUZZ/../scripts/bootstrap"
    swift build -c release --package-path "$FUZZ" --toolset "$FUZZ/toolset.json" "$@" >&2
}

run_target() {
    local target="$1" seconds="$2"; shift 2
    local name; name="$(product "$target")"
    local binary="$FUZZ/.build/release/$name"
    mkdir -p "$FUZZ/.corpus/$target" "$FUZZ/.artifacts/$target"
    echo "== fuzz $target for ${seconds}s" >&2
    # The Swift runtime's backtracer and ASan's handler fight over a crash; let ASan report it.
    export SWIFT_BACKTRACE=enable=no
    # Every finding is read again by every target at the start of each run: a finding of one
    # target's oracle may be a document another target's oracle gets wrong.
    "$binary" "$FUZZ/.corpus/$target" "$(seeds "$target")" "$FUZZ/Regressions" \
        -max_total_time="$seconds" -max_len="${FUZZ_MAX_LEN:-$(max_len "$target")}" -timeout=20 \
        -rss_limit_mb="${FUZZ_RSS_MB:-3072}" -dict="$FUZZ/json.dict" \
        -artifact_prefix="$FUZZ/.artifacts/$target/" -print_final_stats=1 "$@"
}

if [ "${1:-}" = build ]; then build; exit 0; fi
if [ $# -lt 2 ]; then sed -n '2,13p' "$0" >&2; exit 2; fi
target="$1"; shift
if [ "$1" = reproduce ]; then
    shift
    build --product "$(product "$target")"
    export SWIFT_BACKTRACE=enable=no
    files=()
    for file in "$@"; do case "$file" in /*|-*) files+=("$file") ;; *) files+=("$caller/$file") ;; esac; done
    exec "$FUZZ/.build/release/$(product "$target")" "${files[@]}"
fi
seconds="$1"; shift
if [ "$target" = all ]; then
    build
    for t in "${targets[@]}"; do run_target "$t" "$seconds" "$@"; done
else
    build --product "$(product "$target")"
    run_target "$target" "$seconds" "$@"
fi
