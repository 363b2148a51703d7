import ArgumentParser
import CorpusModels
@_spi(Benchmarking) import FastJSON
import Foundation

/// Times the corpus encodes when the allocator has to hand out fresh pages: before each timed call,
/// other work allocates and frees tens of megabytes and the heap's free pages go back to the
/// system, as on a server that does more than encode. `run` times calls back to back, which keeps
/// their memory warm; a page fault per fresh page can add a fifth to a large encode.
struct AllocatorPressureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "allocator-pressure",
        abstract: "Time the encodes alone and with allocation-heavy work between calls, against Foundation.")

    @Argument(help: "JSON files or folders to measure (default: the shipped corpus).")
    var paths: [String] = []

    @Option(help: "Timed calls per operation and condition; the median is reported.")
    var samples = 21

    @Option(help: "Mebibytes the work between calls allocates, touches and frees.")
    var churnMebibytes = 48

    func run() throws {
        print("Median ms per call; \"pressed\": \(churnMebibytes) MiB allocated, touched and freed, then malloc_trim(0), before each call.")
        print("file               operation                               FastJSON alone  pressed  ratio   Foundation alone  pressed  ratio   ÷ Foundation pressed")
        for file in try BenchmarkFiles.resolve(paths) {
            let data = try Data(contentsOf: file)
            let model = CorpusModel(forFileNamed: file.lastPathComponent)
            let operations = try model.operations(on: data, file: file.lastPathComponent)
                .filter { $0.kind == .encode || $0.kind == .encodeSortedPretty }
            for operation in operations {
                guard let foundation = operation.foundation else { continue }
                let bodies = [operation.fastJSON, foundation]
                var times = Array(repeating: [Double](), count: 4)
                for body in bodies { try body() }  // warm up
                // Interleaved, so that drift on a busy machine hits every column alike.
                for _ in 0..<samples {
                    for (index, body) in bodies.enumerated() {
                        Self.yieldProcessor()
                        times[2 * index].append(try Self.seconds(body))
                        Self.churn(mebibytes: churnMebibytes)
                        Self.yieldProcessor()
                        times[2 * index + 1].append(try Self.seconds(body))
                    }
                }
                let medians = times.map { $0.sorted()[$0.count / 2] * 1000 }
                print(
                    file.lastPathComponent.padding(toLength: 19, withPad: " ", startingAt: 0)
                        + operation.kind.rawValue.padding(toLength: 40, withPad: " ", startingAt: 0)
                        + String(format: "%14.2f %8.2f %6.2fx %17.2f %8.2f %6.2fx %21.2fx",
                                 medians[0], medians[1], medians[1] / medians[0],
                                 medians[2], medians[3], medians[3] / medians[2], medians[1] / medians[3]))
            }
        }
    }

    /// Sleeps a moment before a timed call, so that on a busy machine it starts on a fresh time
    /// slice rather than at the end of the one the churn used up.
    private static func yieldProcessor() {
        Thread.sleep(forTimeInterval: 0.002)
    }

    /// The seconds one call of `body` takes.
    private static func seconds(_ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Allocation-heavy work of another part of a program: blocks of 32 bytes to 1 MiB, each page
    /// written, freed in a scattered order; then the heap's free pages go back to the system.
    private static func churn(mebibytes: Int) {
        // Seeded, so that every run churns alike.
        var generator = SplitMix64(seed: 0x5EED)
        var blocks: [UnsafeMutableRawPointer] = []
        var total = 0
        while total < mebibytes << 20 {
            let size = 32 << Int(generator.next() % 16)
            let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            var offset = 0
            while offset < size {
                block.storeBytes(of: UInt8(truncatingIfNeeded: offset), toByteOffset: offset, as: UInt8.self)
                offset += 4096
            }
            blocks.append(block)
            total += size
        }
        for index in blocks.indices.reversed() {
            blocks.swapAt(index, Int(generator.next() % UInt64(index + 1)))
        }
        for block in blocks { block.deallocate() }
        ProcessMemory.releaseFreedMemory()
    }
}
