#ifndef FASTJSON_CFUZZDRIVER_H
#define FASTJSON_CFUZZDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's own driver (compiler-rt, linked by -sanitize=fuzzer). SwiftPM renames an executable's
/// `main` to `<Target>_main`, so libFuzzer's `main` never runs: each target's `@main` calls this.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
