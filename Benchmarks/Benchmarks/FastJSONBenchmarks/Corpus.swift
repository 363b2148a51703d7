import FastJSON
import Foundation

/// A file of `Benchmarks/Corpus` and the value Foundation decodes from it with `Model`.
///
/// Loaded on first use, in a benchmark's setup: every benchmark runs in a process of its own, and
/// none should pay for the files and models of the others, nor measure the loading.
final class Corpus<Model: Codable & Equatable> {
    let file: String
    private var loaded: (data: Data, value: Model)?

    init(file: String, model: Model.Type) {
        self.file = file
    }

    /// Beside this source file: `Benchmarks/Benchmarks/FastJSONBenchmarks/` → `Benchmarks/Corpus`.
    private static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Corpus")
    }

    /// Reads the file and decodes it with both decoders; throws unless they agree, so that nothing
    /// is timed that FastJSON gets wrong.
    func load() throws {
        guard loaded == nil else { return }
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("\(file).json"))
        let value = try JSONDecoder().decode(Model.self, from: data)
        try Mismatch.check(try FastJSONDecoder().decode(Model.self, from: data) == value, "\(file): FastJSON decodes a different value than Foundation")
        loaded = (data, value)
    }

    var data: Data {
        loaded!.data
    }

    var value: Model {
        loaded!.value
    }
}

/// FastJSON's result differs from Foundation's: the benchmark is not run.
struct Mismatch: Error, CustomStringConvertible {
    let description: String

    static func check(_ same: Bool, _ description: @autoclosure () -> String) throws {
        guard same else { throw Mismatch(description: "\(description()); not timing it.") }
    }
}
