import ArgumentParser
@_spi(Benchmarking) import FastJSON
import Foundation

/// glibc's `malloc_trim`, which the Glibc module does not export.
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32

/// Runs one operation once in a fresh process and prints how far it raised the peak resident
/// memory: the parent starts one probe per operation, so no run inherits another's heap.
struct MemoryProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory-probe", abstract: "Print the peak extra memory of one operation (used by run).",
        shouldDisplay: false)

    @Option var file: String
    @Option var model: CorpusModel
    @Option var operation: String
    @Flag var foundation = false
    @Flag(help: "Also print the probe's own peak (measured around an empty body), the output's size and the ratio of the peak less the probe's to it (encodes).")
    var outputSize = false

    func run() throws {
        let chosen = try model.operation(named: operation, file: file)
        let body = try chosen.body(foundation: foundation)
        // The probe's first measurement faults in the code that reads and resets the peak (about
        // half a megabyte); what an empty body raises the peak by after it is the floor.
        _ = try Self.peak {}
        let floor = try Self.peak {}
        let peak = try Self.peak(of: body)
        if outputSize, let output = chosen.outputBytes {
            print(peak, floor, output, String(format: "%.2fx", Double(peak - floor) / Double(output)))
        } else {
            print(peak)
        }
    }

    /// How far `body` raises the peak resident memory.
    private static func peak(of body: () throws -> Void) throws -> Int {
        // Setting up checked the results, which left freed memory in the heap that the operation
        // could reuse unseen, and the output pages kept for the next encode; hand them back first.
        BenchmarkHooks.releaseSpareOutputPages()
        ProcessMemory.releaseFreedMemory()
        let before = try ProcessMemory.residentBytes()
        try ProcessMemory.resetPeak()
        try body()
        return max(0, try ProcessMemory.peakResidentBytes() - before)
    }
}

/// Resident memory and output of this process, from /proc (Linux).
enum ProcessMemory {
    static func residentBytes() throws -> Int { try statusField("VmRSS:") * 1024 }
    static func peakResidentBytes() throws -> Int { try statusField("VmHWM:") * 1024 }
    /// Bytes handed to `write(2)` and its kin so far.
    static func bytesWritten() throws -> Int { try statusField("wchar:", file: "/proc/self/io") }

    static func releaseFreedMemory() {
        _ = mallocTrim(0)
    }

    /// Makes the peak start again from the current resident size.
    static func resetPeak() throws {
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// The number after `name` in a /proc file (kilobytes in `status`).
    private static func statusField(_ name: String, file: String = "/proc/self/status") throws -> Int {
        let status = try String(contentsOfFile: file, encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }),
              let value = Int(line.dropFirst(name.count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        else { throw ValidationError("No \(name) in \(file).") }
        return value
    }
}
