import Foundation

/// What the example servers' tests share: the request bodies they send and the way a client reads
/// the answers.
public enum ExampleClient {
    /// A file of the repository, by its path from the root, found from this source file so that
    /// tests run from any directory.
    public static func repositoryFile(_ path: String) throws -> Data {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: root.appendingPathComponent(path))
    }

    /// A file of the repository's `Benchmarks/Corpus`.
    public static func corpusFile(_ name: String) throws -> Data {
        try repositoryFile("Benchmarks/Corpus/\(name)")
    }

    /// Nesting past 512 levels cut short (546 bytes of `[`), on which Foundation's decoder traps
    /// (found by FastJSON's fuzzer): a body that ends a server decoding with Foundation's coders.
    public static func foundationCrashingBody() throws -> Data {
        try repositoryFile("Fuzz/Regressions/foundation-traps-deep-truncated-nesting")
    }

    /// Foundation's decoder as both frameworks' default JSON settings have it (ISO 8601 dates): what
    /// a client of either server would use.
    public static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
