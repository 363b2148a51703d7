import Foundation

/// Locations of the data files the tests read, found from this source file so that `swift test`
/// works from any directory.
enum TestResources {
    static let testsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let jsonTestSuite = testsDirectory.appendingPathComponent("Resources/JSONTestSuite")

    /// The JSON5 project's parse test cases (MIT licence, its LICENSE.md beside them).
    static let json5Tests = testsDirectory.appendingPathComponent("Resources/JSON5Tests")

    static let repositoryRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    static let corpus = repositoryRoot.appendingPathComponent("Benchmarks/Corpus")

    static func corpusFile(_ name: String) throws -> Data {
        try Data(contentsOf: corpus.appendingPathComponent(name))
    }
}
