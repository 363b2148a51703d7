import ArgumentParser
import FastJSON
import Foundation

/// One export of `stream-encode`, alone in its process; prints the bytes written, the seconds
/// taken and the peak resident memory of the whole process.
struct StreamEncodeProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stream-encode-probe", abstract: "Run one export of stream-encode (used by stream-encode).",
        shouldDisplay: false)

    enum Way: String, ExpressibleByArgument {
        case lines, array, whole

        var title: String {
            switch self {
            case .lines: "encodeElements, JSON Lines, to an fd"
            case .array: "encodeElements, one array, to an fd"
            case .whole: "encode([Record]) whole, then write"
            }
        }
    }

    @Option var way: Way
    @Option var records: Int
    @Option var output: String

    func run() throws {
        let descriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw ValidationError("Cannot open \(output) for writing.") }
        defer { close(descriptor) }
        let encoder = FastJSONEncoder()
        let elements = ExportRecords(count: records)
        try ProcessMemory.resetPeak()
        let writtenBefore = try ProcessMemory.bytesWritten()
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        switch way {
        case .lines, .array:
            let start = clock.now
            try encoder.encodeElements(elements, layout: way == .lines ? .concatenatedValues : .array, toFileDescriptor: descriptor)
            elapsed = clock.now - start
        case .whole:
            // The records in memory are what encoding a whole document asks for; they count in the
            // peak, not in the time.
            let all = Array(elements)
            let start = clock.now
            let data = try encoder.encode(all)
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: data)
            elapsed = clock.now - start
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(try ProcessMemory.bytesWritten() - writtenBefore, seconds, try ProcessMemory.peakResidentBytes())
    }
}
