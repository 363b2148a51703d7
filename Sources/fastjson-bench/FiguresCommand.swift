import ArgumentParser
import BenchmarkReport
import Foundation

/// Rewrites the README's and the Performance article's tables from
/// `docs/benchmark.json`, or checks that they agree with it.
struct FiguresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figures",
        abstract: "Write the documented tables from docs/benchmark.json (run from the repository's root).")

    static let recordPath = "docs/benchmark.json"

    @Flag(help: "Only check: exit with an error if a page disagrees with docs/benchmark.json.")
    var check = false

    func run() throws {
        let root = URL(fileURLWithPath: ".")
        let record = try BenchmarkRecord.read(from: root.appendingPathComponent(Self.recordPath))
        if check {
            let stale = try GeneratedFigures.expectedFiles(record, root: root).filter { path, text in
                (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) != text
            }
            guard stale.isEmpty else {
                throw ValidationError("Not generated from \(Self.recordPath): \(stale.map(\.path).joined(separator: ", ")). Run `fastjson-bench figures`.")
            }
        } else {
            let changed = try GeneratedFigures.write(record, root: root)
            print(changed.isEmpty ? "Every page agrees with \(Self.recordPath)." : "Wrote \(changed.joined(separator: ", ")).")
        }
    }
}
