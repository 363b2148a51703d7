import BenchmarkReport
import Foundation

/// One call's count of an operation on this executable, from `scripts/per-call` (callgrind), which
/// repeats exactly where a small document's time moves from run to run.
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
