import ArgumentParser
import FastJSON
import Foundation

/// Exports generated records as JSON Lines and as one array, streamed with `encodeElements` and
/// encoded whole, each size and way in a fresh process: throughput, and peak memory that must not
/// grow with the size when streaming. Linux only (peak memory and bytes written come from /proc).
struct StreamEncodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stream-encode",
        abstract: "Export generated records streamed (JSON Lines, array) and whole: MB/s and peak memory (Linux).")

    @Option(help: "Export sizes in megabytes (10^6 bytes), each measured in a fresh process.")
    var megabytes: [Int] = [100, 1100]

    @Option(help: "Where the JSON is written; the default measures encoding and write(2) only.")
    var output = "/dev/null"

    @Flag(help: "Leave out the whole-document encode, which holds every record and the output in memory.")
    var streamOnly = false

    func run() throws {
        try checkOutput()
        let ways: [StreamEncodeProbeCommand.Way] = streamOnly ? [.lines, .array] : [.lines, .array, .whole]
        print("way                                   size       records    time      MB/s     peak memory (VmHWM)")
        for size in megabytes {
            let records = try ExportRecords.count(forBytes: size * 1_000_000)
            for way in ways {
                let text = try ChildProcess.runSelf(
                    ["stream-encode-probe", "--way", way.rawValue, "--records", String(records), "--output", output])
                let fields = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                guard fields.count == 3 else { throw ValidationError("The probe printed \(text.debugDescription).") }
                let (bytes, seconds, peak) = (fields[0], fields[1], fields[2])
                print(way.title.padded(38) + String(format: "%6.0f MB  %9ld  %6.2f s  %7.0f  %8.1f MiB", bytes / 1e6, records, seconds,
                                                   bytes / 1e6 / seconds, peak / 1_048_576))
            }
        }
    }

    /// The streamed bytes must be the whole encode's before any of them is timed.
    private func checkOutput() throws {
        let records = ExportRecords(count: 5000)
        let encoder = FastJSONEncoder()
        var array = Data(), lines = Data()
        try encoder.encodeElements(records, chunkSize: 1000) { array.append(contentsOf: $0) }
        try encoder.encodeElements(records, layout: .concatenatedValues, chunkSize: 1000) { lines.append(contentsOf: $0) }
        let expectedLines = try records.reduce(into: Data()) { $0 += try encoder.encode($1) + Data("\n".utf8) }
        guard try array == encoder.encode(Array(records)), lines == expectedLines,
              try JSONDecoder().decode([ExportRecords.Record].self, from: array) == Array(records)
        else { throw BenchmarkOperation.Mismatch(description: "stream-encode: the streamed output is not the whole encode's; not timing it.") }
    }
}
