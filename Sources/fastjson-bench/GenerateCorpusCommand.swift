import ArgumentParser
import CorpusModels
import Foundation

/// Writes the generated corpus file `users.json`, so that the committed file can be made again.
struct GenerateUsersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-users",
        abstract: "Write Benchmarks/Corpus/users.json, the generated API-traffic corpus file.")

    @Option(help: "Where to write it.")
    var output = "\(BenchmarkFiles.corpusFolder)/users.json"

    func run() throws {
        try Users.generatedDocument().write(toFile: output, atomically: true, encoding: .utf8)
    }
}
