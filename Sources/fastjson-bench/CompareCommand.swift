import ArgumentParser
import FastJSON
import CorpusModels
import Foundation

/// Checks a switch to FastJSON on a user's own files: decodes each into a generic JSON value with
/// both decoders, encodes that value again with both encoders (keys sorted, so the bytes must be
/// equal), and reports every difference by its JSON path.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Decode JSON files with FastJSON and Foundation and report every difference.")

    @Argument(help: "JSON files or folders.")
    var paths: [String]

    func run() throws {
        var differing = 0
        for file in try BenchmarkFiles.resolve(paths) {
            let differences = try Self.differences(in: Data(contentsOf: file))
            if differences.isEmpty {
                print("\(file.path): identical")
            } else {
                differing += 1
                print("\(file.path): \(differences.count) difference(s)")
                for difference in differences { print("  \(difference)") }
            }
        }
        if differing > 0 { throw ExitCode(1) }
    }

    /// Where FastJSON's sorted encoding of `value` differs from Foundation's, by JSON path.
    static func encodingDifferences(of value: ProbedJSONValue) throws -> [String] {
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        let fast = FastJSONEncoder()
        fast.outputFormatting = .sortedKeys
        let expected = try foundation.encode(value)
        let actual = try fast.encode(value)
        guard expected != actual else { return [] }
        let reparsed = try JSONDecoder().decode(ProbedJSONValue.self, from: actual)
        let differences = try JSONDecoder().decode(ProbedJSONValue.self, from: expected).differences(from: reparsed)
        return differences.isEmpty
            ? ["encode: the same JSON value, written with different bytes"]
            : differences.map { "encode: \($0)" }
    }

    static func differences(in data: Data) throws -> [String] {
        let fast = Result { try FastJSONDecoder().decode(ProbedJSONValue.self, from: data) }
        let foundation = Result { try JSONDecoder().decode(ProbedJSONValue.self, from: data) }
        switch (fast, foundation) {
        case let (.success(mine), .success(theirs)):
            let decoded = mine.differences(from: theirs)
            return decoded.isEmpty ? try encodingDifferences(of: theirs) : decoded.map { "decode: \($0)" }
        case let (.failure(mine), .failure(theirs)):
            return "\(type(of: mine))" == "\(type(of: theirs))" ? [] : ["decode: FastJSON threw \(mine); Foundation threw \(theirs)"]
        case let (.failure(error), .success):
            return ["decode: FastJSON threw \(error); Foundation decoded it"]
        case let (.success, .failure(error)):
            return ["decode: Foundation threw \(error); FastJSON decoded it"]
        }
    }
}
