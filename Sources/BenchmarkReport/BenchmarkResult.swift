/// One row of the benchmark table.
public struct BenchmarkResult: Codable, Sendable {
    public let file: String
    public let operation: OperationKind
    public let bytes: Int
    /// Whether the operation reads the file itself (and so compares with yajl's parse of it).
    public let readsFile: Bool
    public let fastJSONSeconds: Double
    public let foundationSeconds: Double?
    /// The bare yajl parse of the same file, in the same run; `nil` for a file without that row.
    public let yajlSeconds: Double?
    public var fastJSONPeakBytes: Int?
    public var foundationPeakBytes: Int?
    /// What `scripts/per-call` counts for one call, for the operations on one small document:
    /// their times move from run to run by more than a change to them, and the counts do not.
    public var fastJSONInstructions: Int?
    public var foundationInstructions: Int?

    public init(
        file: String, operation: OperationKind, bytes: Int, readsFile: Bool,
        fastJSONSeconds: Double, foundationSeconds: Double?, yajlSeconds: Double?
    ) {
        self.file = file
        self.operation = operation
        self.bytes = bytes
        self.readsFile = readsFile
        self.fastJSONSeconds = fastJSONSeconds
        self.foundationSeconds = foundationSeconds
        self.yajlSeconds = yajlSeconds
    }

    public var megabytesPerSecond: Double { Double(bytes) / fastJSONSeconds / 1_000_000 }
    /// FastJSON's time over Foundation's: below 1 is faster.
    public var ratioToFoundation: Double? { foundationSeconds.map { fastJSONSeconds / $0 } }
    public var ratioToYajl: Double? { readsFile ? yajlSeconds.map { fastJSONSeconds / $0 } : nil }
}
