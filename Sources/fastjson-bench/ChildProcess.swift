import Foundation

/// Runs this executable again with other arguments, in a fresh process whose heap and peak memory
/// owe nothing to the parent's.
enum ChildProcess {
    /// Runs `fastjson-bench` with `arguments` and returns what it printed.
    static func runSelf(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL?.path ?? "") {
            process.executableURL = Bundle.main.executableURL
        }
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    /// Runs `tool` found on the PATH and returns what it printed; throws if it fails.
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "\(tool) exited with \(process.terminationStatus)") }
        return text
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
