import Foundation

/// Runs this executable again with other arguments, in a fresh process whose heap and peak memory
/// owe nothing to the parent's, or another tool.
enum ChildProcess {
    /// Runs `fastjson-bench` with `arguments` and returns what it printed.
    static func runSelf(_ arguments: [String]) throws -> String {
        try run(selfExecutable, arguments).output
    }

    /// This executable.
    static var selfExecutable: URL {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: executable.path), let main = Bundle.main.executableURL {
            return main
        }
        return executable
    }

    /// Runs `tool` found on the PATH and returns what it printed; throws if it fails.
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let (output, status) = try run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, quiet: true)
        guard status == 0 else { throw Failure(description: "\(tool) exited with \(status)") }
        return output
    }

    private static func run(_ executable: URL, _ arguments: [String], quiet: Bool = false) throws -> (output: String, status: Int32) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        if quiet { process.standardError = FileHandle.nullDevice }
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (text, process.terminationStatus)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
