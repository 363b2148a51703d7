import ArgumentParser
import Foundation

/// Runs one operation many times and nothing else, for profilers: under
/// `valgrind --tool=callgrind`, the instructions and `malloc` calls of one run are the totals of
/// two such processes with different `--times`, subtracted and divided, which cancels the set-up.
struct RepeatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repeat", abstract: "Run one operation a given number of times (for callgrind).")

    @Option var file: String
    @Option var model: CorpusModel?
    @Option var operation: String
    @Option var times = 1000
    @Flag var foundation = false

    func run() throws {
        let chosenModel = model ?? CorpusModel(forFileNamed: (file as NSString).lastPathComponent)
        let body = try chosenModel.operation(named: operation, file: file, foundation: foundation)
        for _ in 0..<times {
            try body()
        }
    }
}
