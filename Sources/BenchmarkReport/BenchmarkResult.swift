/// One row of the benchmark table.
struct BenchmarkResult: Codable {
    let file: String
    let operation: String
    let bytes: Int
    /// Whether the operation reads the file itself (and so compares with yajl's parse of it).
    let readsFile: Bool
    let fastJSONSeconds: Double
    let foundationSeconds: Double?
    /// The bare yajl parse of the same file, in the same run.
    let yajlSeconds: Double
    var fastJSONPeakBytes: Int?
    var foundationPeakBytes: Int?

    var megabytesPerSecond: Double { Double(bytes) / fastJSONSeconds / 1_000_000 }
    /// FastJSON's time over Foundation's: below 1 is faster.
    var ratioToFoundation: Double? { foundationSeconds.map { fastJSONSeconds / $0 } }
    var ratioToYajl: Double? { readsFile ? fastJSONSeconds / yajlSeconds : nil }
}
