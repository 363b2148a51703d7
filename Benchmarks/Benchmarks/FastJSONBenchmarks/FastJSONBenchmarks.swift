import Benchmark
import BenchmarkCorpusModels

/// The operations of `fastjson-bench`, on each corpus file, by FastJSON and by Foundation.
///
/// Names are `file.operation.library`, so that the two libraries sort side by side, and carry no
/// spaces or slashes: the tool writes a threshold file under a name with those replaced but reads
/// it back under the benchmark's own name.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        // Not `.peakMemoryResident` by default: its sampling thread allocates in the measured
        // process, more the longer an iteration runs (16 more on twitter, 90 on Foundation's
        // canada), which would swamp the thresholds below. Ask for it with
        // `--metric peakMemoryResident` (with the other metrics wanted: `--metric` replaces these).
        // (`.memoryLeaked` would need jemalloc; the interposer counts bytes not freed instead.)
        metrics: [.wallClock, .throughput, .mallocCountTotal, .memoryLeakedBytes],
        // Exact allocation counts, not thousands, so that the ratio to Foundation can be read off.
        units: [.mallocCountTotal: .count],
        warmupIterations: 1,
        // At most 2 s per benchmark keeps the 24 of them to about a minute on 2 cores; the slowest
        // (Foundation on canada with .convertFromSnakeCase) still gets 5 or more samples.
        maxDuration: .seconds(2),
        maxIterations: 200,
        // Counts still move by one between processes (hash seeds change the order that sorting
        // and dictionary growth see), so 8 allocations either way pass `thresholds check`; a
        // regression that costs one per value or object (100 statuses on twitter, far more
        // elsewhere) fails it, and so does an improvement, to have the thresholds updated. Only
        // the FastJSON benchmarks have committed thresholds; Foundation's counts are the toolchain's.
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 8])]
    )

    CorpusOperations(
        Corpus(file: "twitter", model: Twitter.SearchResponse.self),
        snakeCaseModel: TwitterCamelCase.SearchResponse.self
    ).register()
    CorpusOperations(
        Corpus(file: "citm_catalog", model: CitmCatalog.self),
        snakeCaseModel: CitmCatalog.self
    ).register()
    CorpusOperations(
        Corpus(file: "canada", model: FeatureCollection.self),
        snakeCaseModel: FeatureCollection.self
    ).register()
}
