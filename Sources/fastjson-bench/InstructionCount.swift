import BenchmarkReport
import Foundation

/// What one call of an operation costs on this executable, as `scripts/per-call` counts it: the
/// same from run to run, where a small document's time is not.
enum InstructionCount {
    private static let script = "scripts/per-call"

    /// Whether this machine can count: valgrind installed, and run from the repository's root.
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: script) && (try? ChildProcess.run("valgrind", ["--version"])) != nil
    }

    static func perCall(file: URL, model: CorpusModel, operation: OperationKind, foundation: Bool) throws -> Int {
        let output = try ChildProcess.run(
            "env",
            ["PER_CALL_BINARY=\(ChildProcess.selfExecutable.path)", script, operation.rawValue,
             "--file", file.path, "--model", model.rawValue] + (foundation ? ["--foundation"] : []))
        guard let match = output.firstMatch(of: /(\d+) instructions/), let count = Int(match.1) else {
            throw ChildProcess.Failure(description: "\(script) printed no count for \(operation.rawValue): \(output)")
        }
        return count
    }
}
