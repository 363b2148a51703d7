import Foundation

/// Locations of the data files the tests read, found from this source file so that `swift test`
/// works from any directory.
enum TestResources {
    static let testsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let jsonTestSuite = testsDirectory.appendingPathComponent("Resources/JSONTestSuite")

    static let corpus = testsDirectory
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/Corpus")

    static func corpusFile(_ name: String) throws -> Data {
        try Data(contentsOf: corpus.appendingPathComponent(name))
    }
}
