import Foundation

/// What the example servers' tests share: the request bodies they send and the way a client reads
/// the answers.
public enum ExampleClient {
    /// A file of the repository's `Benchmarks/Corpus`, found from this source file so that tests
    /// run from any directory.
    public static func corpusFile(_ name: String) throws -> Data {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: root.appendingPathComponent("Benchmarks/Corpus/\(name)"))
    }

    /// Foundation's decoder as both frameworks' default JSON settings have it (ISO 8601 dates): what
    /// a client of either server would use.
    public static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
