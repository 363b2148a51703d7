import ArgumentParser
import Foundation

/// The main job: times FastJSON against Foundation on each file and prints the table.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Time FastJSON against Foundation (the default).")

    @Argument(help: "JSON files or folders to measure (default: the shipped corpus).")
    var paths: [String] = []

    @Option(help: "The model for the files named: twitter, citm, canada, users or generic (default: by file name, else generic).")
    var model: CorpusModel?

    @Option(help: "Only the operations whose name starts with this (e.g. \"decode\", \"encode\").")
    var only: String?

    @Option(help: "Samples of each operation; the median is reported.")
    var samples = 11

    @Option(help: "Milliseconds per sample.")
    var sampleMilliseconds = 20

    @Flag(inversion: .prefixedNo, help: "Measure peak extra memory per operation (one process per operation).")
    var memory = true

    @Option(help: "Also write the results as JSON to this file.")
    var json: String?

    @Option(help: "Also draw the ratios to Foundation as an SVG bar chart in this file.")
    var chart: String?

    func run() throws {
        let files = try BenchmarkFiles.resolve(paths)
        let stopwatch = Stopwatch(sampleDuration: .milliseconds(sampleMilliseconds), samples: samples)
        var results: [BenchmarkResult] = []
        for file in files {
            let data = try Data(contentsOf: file)
            let chosenModel = model ?? CorpusModel(forFileNamed: file.lastPathComponent)
            let operations = try chosenModel.operations(on: data, file: file.lastPathComponent)
                .filter { operation in
                    // The yajl floor is kept: the ÷ yajl column needs it.
                    only.map { operation.kind.rawValue.hasPrefix($0) || operation.kind == .yajlFloor } ?? true
                }
            var fileResults = try measure(operations, on: data, named: file.lastPathComponent, with: stopwatch)
            if memory {
                for index in fileResults.indices {
                    fileResults[index].fastJSONPeakBytes = try probeMemory(file: file, model: chosenModel, operation: fileResults[index].operation, foundation: false)
                    if fileResults[index].foundationSeconds != nil {
                        fileResults[index].foundationPeakBytes = try probeMemory(file: file, model: chosenModel, operation: fileResults[index].operation, foundation: true)
                    }
                }
            }
            results += fileResults
            print(ResultTable.render(fileResults), terminator: "")
        }
        print(ResultTable.machineNote())
        if let json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(results).write(to: URL(fileURLWithPath: json))
        }
        if let chart {
            try RatioChart.svg(for: results).write(toFile: chart, atomically: true, encoding: .utf8)
        }
    }

    private func measure(_ operations: [BenchmarkOperation], on data: Data, named name: String, with stopwatch: Stopwatch) throws -> [BenchmarkResult] {
        var timed: [() throws -> Void] = []
        for operation in operations {
            timed.append(operation.fastJSON)
            if let foundation = operation.foundation { timed.append(foundation) }
        }
        var medians = try stopwatch.medians(of: timed)[...]
        let timings = operations.map { operation in
            (fast: medians.removeFirst(), foundation: operation.foundation == nil ? nil : medians.removeFirst())
        }
        let yajlSeconds = zip(operations, timings).first { $0.0.kind == .yajlFloor }?.1.fast ?? .nan
        return zip(operations, timings).map { operation, timing in
            BenchmarkResult(
                file: name, operation: operation.kind.rawValue, bytes: operation.inputBytes ?? data.count,
                readsFile: operation.inputBytes == nil,
                fastJSONSeconds: timing.fast, foundationSeconds: timing.foundation, yajlSeconds: yajlSeconds)
        }
    }

    private func probeMemory(file: URL, model: CorpusModel, operation: String, foundation: Bool) throws -> Int? {
        let text = try ChildProcess.runSelf(
            ["memory-probe", "--file", file.path, "--model", model.rawValue, "--operation", operation]
                + (foundation ? ["--foundation"] : []))
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// The files a run measures.
enum BenchmarkFiles {
    static let corpusFolder = "Benchmarks/Corpus"
    static let corpusOrder = ["twitter.json", "citm_catalog.json", "canada.json", "users.json"]

    static func resolve(_ paths: [String]) throws -> [URL] {
        let named = paths.isEmpty ? [corpusFolder] : paths
        var files: [URL] = []
        for path in named {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ValidationError("No file or folder at \(path)\(paths.isEmpty ? " (run from the repository's root)" : "").")
            }
            if isDirectory.boolValue {
                let contents = try FileManager.default.contentsOfDirectory(atPath: path)
                    .filter { $0.hasSuffix(".json") }
                    .sorted { (corpusOrder.firstIndex(of: $0) ?? .max, $0) < (corpusOrder.firstIndex(of: $1) ?? .max, $1) }
                files += contents.map { URL(fileURLWithPath: path).appendingPathComponent($0) }
            } else {
                files.append(URL(fileURLWithPath: path))
            }
        }
        return files
    }
}
