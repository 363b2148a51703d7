import Foundation

/// What `docs/benchmark.json` holds: one whole run of `scripts/bench --record`, the only home of
/// the figures that the README and the Performance article show.
public struct BenchmarkRecord: Codable, Sendable {
    public var run: RunDescription
    public var results: [BenchmarkResult]
    public var idleThreads: [IdleThreadMemory]

    public init(run: RunDescription, results: [BenchmarkResult], idleThreads: [IdleThreadMemory]) {
        self.run = run
        self.results = results
        self.idleThreads = idleThreads
    }

    /// The row for `operation` on `file`, which a generated table needs.
    public func result(file: String, operation: OperationKind) throws -> BenchmarkResult {
        guard let result = results.first(where: { $0.file == file && $0.operation == operation }) else {
            throw BenchmarkRecordError.missingRow(file: file, operation: operation)
        }
        return result
    }

    public static func read(from url: URL) throws -> BenchmarkRecord {
        try JSONDecoder().decode(BenchmarkRecord.self, from: Data(contentsOf: url))
    }

    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try (encoder.encode(self) + Data("\n".utf8)).write(to: url)
    }
}

/// The resident memory each of a server's idle threads keeps after it decoded and encoded one
/// document (`fastjson-bench idle-memory`), the median of a few runs.
public struct IdleThreadMemory: Codable, Sendable {
    public let threads: Int
    public let documentBytes: Int
    public let fastJSONBytesPerThread: Int
    public let foundationBytesPerThread: Int

    public init(threads: Int, documentBytes: Int, fastJSONBytesPerThread: Int, foundationBytesPerThread: Int) {
        self.threads = threads
        self.documentBytes = documentBytes
        self.fastJSONBytesPerThread = fastJSONBytesPerThread
        self.foundationBytesPerThread = foundationBytesPerThread
    }
}

/// When and where a run was measured, so that a reader can weigh its figures.
public struct RunDescription: Codable, Sendable {
    /// ISO 8601, UTC, to the minute.
    public var date: String
    /// The short hash of the commit measured, with "+ local changes" when the work tree differed.
    public var commit: String
    public var command: String
    public var cores: Int
    public var memoryGiB: Int
    public var system: String
    public var swift: String
    public var yajl: String

    public init(date: String, commit: String, command: String, cores: Int, memoryGiB: Int, system: String, swift: String, yajl: String) {
        self.date = date
        self.commit = commit
        self.command = command
        self.cores = cores
        self.memoryGiB = memoryGiB
        self.system = system
        self.swift = swift
        self.yajl = yajl
    }

    /// One sentence for the generated pages.
    var sentence: String {
        let day = date.prefix(10), time = date.dropFirst(11).prefix(5)
        return "Measured with `\(command)` (release build) on \(day) at \(time) UTC, commit \(commit): "
            + "\(cores) cores, \(memoryGiB) GiB, \(system), \(swift), yajl \(yajl)."
    }
}

public enum BenchmarkRecordError: Error, CustomStringConvertible {
    case missingRow(file: String, operation: OperationKind)
    case missingMarkers(page: String)

    public var description: String {
        switch self {
        case let .missingRow(file, operation):
            "docs/benchmark.json has no row \"\(operation.rawValue)\" for \(file): run `scripts/bench --record`."
        case let .missingMarkers(page):
            "\(page) lacks the begin and end lines of its generated figures (\(GeneratedFigures.beginMarker))."
        }
    }
}
