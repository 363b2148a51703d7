import Foundation

/// The benchmark table as text, one block per file.
public enum ResultTable {
    public static func render(_ results: [BenchmarkResult]) -> String {
        guard let first = results.first else { return "" }
        // The instruction column only for a file with counted rows.
        let countsInstructions = results.contains { $0.fastJSONInstructions != nil }
        var rows = [["operation", "FastJSON", "MB/s", "Foundation", "÷ Foundation", "÷ yajl", "peak memory (FastJSON / Foundation)"]
            + (countsInstructions ? ["instructions per call (FastJSON / Foundation)"] : [])]
        for result in results {
            rows.append([
                result.operation.rawValue,
                duration(result.fastJSONSeconds),
                String(format: "%.0f", result.megabytesPerSecond),
                result.foundationSeconds.map(duration) ?? "",
                result.ratioToFoundation.map { String(format: "%.2fx", $0) } ?? "",
                result.ratioToYajl.map { String(format: "%.2fx", $0) } ?? "",
                memory(result),
            ] + (countsInstructions ? [instructions(result)] : []))
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = "\n\(first.file) (\(String(format: "%.1f", Double(first.bytes) / 1_000_000)) MB)\n"
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            text += "  " + cells.joined(separator: "  ") + "\n"
            if index == 0 {
                text += "  " + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
            }
        }
        return text
    }

    /// The memory kept per idle thread, one row per document.
    public static func render(_ idleThreads: [IdleThreadMemory]) -> String {
        guard let first = idleThreads.first else { return "" }
        var text = "\nmemory kept per idle thread (\(first.threads) threads, each decoded and encoded a generated users document once)\n"
        text += "  document   FastJSON  Foundation\n  --------  ---------  ----------\n"
        for row in idleThreads {
            let cells = [
                String(format: "%.1f MB", Double(row.documentBytes) / 1_000_000),
                mebibytes(row.fastJSONBytesPerThread), mebibytes(row.foundationBytesPerThread),
            ]
            text += "  " + zip(cells, [8, 9, 10]).map { cell, width in
                String(repeating: " ", count: max(0, width - cell.count)) + cell
            }.joined(separator: "  ") + "\n"
        }
        return text
    }

    public static func machineNote() -> String {
        let info = ProcessInfo.processInfo
        return "\nMedians of interleaved samples; ÷ columns are FastJSON's time over the other's (below 1 is faster). "
            + "\(info.activeProcessorCount) cores, \(info.physicalMemory / 1_073_741_824) GiB, \(systemName())."
    }

    /// The operating system's name and release (on Linux, the distribution's, from os-release).
    public static func systemName() -> String {
        let osRelease = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        for line in osRelease.split(separator: "\n") where line.hasPrefix("PRETTY_NAME=") {
            return line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return ProcessInfo.processInfo.operatingSystemVersionString
    }

    private static func duration(_ seconds: Double) -> String {
        seconds >= 0.001 ? String(format: "%.2f ms", seconds * 1000) : String(format: "%.1f µs", seconds * 1_000_000)
    }

    private static func mebibytes(_ bytes: Int) -> String {
        String(format: "%.2f MiB", Double(bytes) / 1_048_576)
    }

    private static func instructions(_ result: BenchmarkResult) -> String {
        guard let fast = result.fastJSONInstructions, let foundation = result.foundationInstructions else { return "" }
        return "\(fast.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) / "
            + "\(foundation.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US"))))"
    }

    private static func memory(_ result: BenchmarkResult) -> String {
        let mebibytes = { (bytes: Int) in String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
        switch (result.fastJSONPeakBytes, result.foundationPeakBytes) {
        case let (fast?, foundation?): return "\(mebibytes(fast)) / \(mebibytes(foundation))"
        case let (fast?, nil): return mebibytes(fast)
        default: return ""
        }
    }
}
