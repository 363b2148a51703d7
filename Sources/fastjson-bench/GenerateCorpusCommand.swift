import ArgumentParser
import CorpusModels
import Foundation

/// Writes the generated corpus files, `users.json` and `request-bodies.json`, so that the
/// committed files can be made again.
struct GenerateCorpusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-corpus",
        abstract: "Write Benchmarks/Corpus/users.json and request-bodies.json, the generated corpus files.")

    @Option(help: "The folder to write them to.")
    var folder = BenchmarkFiles.corpusFolder

    func run() throws {
        try Users.generatedDocument().write(toFile: "\(folder)/users.json", atomically: true, encoding: .utf8)
        try RequestBodies.generatedDocument().write(toFile: "\(folder)/request-bodies.json", atomically: true, encoding: .utf8)
    }
}
