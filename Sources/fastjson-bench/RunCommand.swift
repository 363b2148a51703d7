import ArgumentParser
import BenchmarkReport
import Foundation

/// The main job: times FastJSON against Foundation on each file and prints the table.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Time FastJSON against Foundation (the default).")

    @Argument(help: "JSON files or folders to measure (default: the shipped corpus).")
    var paths: [String] = []

    @Option(help: "The model for the files named: twitter, citm, canada, users, requestBodies or generic (default: by file name, else generic).")
    var model: CorpusModel?

    @Option(help: "Only the operations whose name starts with this (e.g. \"decode\", \"encode\").")
    var only: String?

    @Option(help: "Samples of each operation; the median is reported.")
    var samples = 11

    @Option(help: "Milliseconds per sample.")
    var sampleMilliseconds = 20

    @Flag(inversion: .prefixedNo, help: "Measure peak extra memory per operation (one process per operation).")
    var memory = true

    @Flag(inversion: .prefixedNo, help: "Count the instructions per call of the operations on one small document, with scripts/per-call (needs valgrind; skipped without it).")
    var instructions = true

    @Option(help: "Also write the results as JSON to this file.")
    var json: String?

    @Option(help: "Also draw the ratios to Foundation as an SVG bar chart in this file.")
    var chart: String?

    @Flag(help: "Make this run the documented one: write docs/benchmark.json, then the README's and the Performance article's tables from it. Needs the whole corpus.")
    var record = false

    func validate() throws {
        if record && (!paths.isEmpty || only != nil || model != nil) {
            throw ValidationError("--record measures the whole shipped corpus: no files, --only or --model.")
        }
        if record && !(instructions && InstructionCount.isAvailable) {
            throw ValidationError("--record counts instructions per call: it needs valgrind (apt-get install valgrind) and scripts/per-call.")
        }
    }

    func run() throws {
        let files = try BenchmarkFiles.resolve(paths)
        let stopwatch = Stopwatch(sampleDuration: .milliseconds(sampleMilliseconds), samples: samples)
        var results: [BenchmarkResult] = []
        let countsInstructions = instructions && InstructionCount.isAvailable
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
            if countsInstructions {
                for index in fileResults.indices where OperationKind.perCallCountedKinds.contains(fileResults[index].operation) {
                    let operation = fileResults[index].operation
                    fileResults[index].fastJSONInstructions = try InstructionCount.perCall(file: file, model: chosenModel, operation: operation, foundation: false)
                    fileResults[index].foundationInstructions = try InstructionCount.perCall(file: file, model: chosenModel, operation: operation, foundation: true)
                }
            }
            results += fileResults
            print(ResultTable.render(fileResults), terminator: "")
        }
        // A server's idle threads, after the whole corpus only: a few seconds per document.
        let idleThreads = memory && paths.isEmpty && only == nil
            ? try IdleMemoryCommand.measuredRecords.map { try IdleMemoryCommand.measure(records: $0) } : []
        print(ResultTable.render(idleThreads), terminator: "")
        print(ResultTable.machineNote())
        let benchmarkRecord = BenchmarkRecord(run: try describeRun(), results: results, idleThreads: idleThreads)
        if let json {
            try benchmarkRecord.write(to: URL(fileURLWithPath: json))
        }
        if let chart {
            try RatioChart.svg(for: results).write(toFile: chart, atomically: true, encoding: .utf8)
        }
        if record {
            try benchmarkRecord.write(to: URL(fileURLWithPath: FiguresCommand.recordPath))
            let changed = try GeneratedFigures.write(benchmarkRecord, root: URL(fileURLWithPath: "."))
            print("\nWrote \(FiguresCommand.recordPath) and \(changed.joined(separator: ", ")).")
        }
    }

    /// The run's date, commit and machine, as the documented figures state them.
    private func describeRun() throws -> RunDescription {
        let info = ProcessInfo.processInfo
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        let commit = (try? ChildProcess.run("git", ["rev-parse", "--short", "HEAD"])) ?? ""
        let localChanges = (try? ChildProcess.run("git", ["status", "--porcelain", "--untracked-files=no"])) ?? ""
        let swift = (try? ChildProcess.run("swift", ["--version"]))?
            .split(separator: "\n").first.map { $0.replacing(/\s*\(.*$/, with: "").replacing("Swift version", with: "Swift") } ?? "Swift"
        let yajl = (try? ChildProcess.run("pkg-config", ["--modversion", "yajl"])) ?? "?"
        var command = "scripts/bench --record"
        if samples != 11 { command += " --samples \(samples)" }
        if sampleMilliseconds != 20 { command += " --sample-milliseconds \(sampleMilliseconds)" }
        return RunDescription(
            date: formatter.string(from: Date()),
            commit: commit.trimmingCharacters(in: .whitespacesAndNewlines) + (localChanges.isEmpty ? "" : " + local changes"),
            command: command,
            cores: info.activeProcessorCount, memoryGiB: Int(info.physicalMemory / 1_073_741_824),
            system: ResultTable.systemName(), swift: String(swift),
            yajl: yajl.trimmingCharacters(in: .whitespacesAndNewlines))
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
        let yajlSeconds = zip(operations, timings).first { $0.0.kind == .yajlFloor }?.1.fast
        return zip(operations, timings).map { operation, timing in
            BenchmarkResult(
                file: name, operation: operation.kind, bytes: operation.inputBytes ?? data.count,
                readsFile: operation.inputBytes == nil,
                fastJSONSeconds: timing.fast, foundationSeconds: timing.foundation, yajlSeconds: yajlSeconds)
        }
    }

    private func probeMemory(file: URL, model: CorpusModel, operation: OperationKind, foundation: Bool) throws -> Int? {
        let text = try ChildProcess.runSelf(
            ["memory-probe", "--file", file.path, "--model", model.rawValue, "--operation", operation.rawValue]
                + (foundation ? ["--foundation"] : []))
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// The files a run measures.
enum BenchmarkFiles {
    static let corpusFolder = "Benchmarks/Corpus"
    static let corpusOrder = ["twitter.json", "citm_catalog.json", "canada.json", "users.json", "request-bodies.json"]

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
