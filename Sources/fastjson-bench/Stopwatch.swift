import Foundation

/// Times operations against each other: interleaved (A B A B ...) so that drift on a noisy machine
/// hits both alike, each sample long enough to dwarf the clock, and the median kept.
struct Stopwatch {
    /// How long one sample should take.
    var sampleDuration: Duration = .milliseconds(20)
    /// How many samples of each operation are taken.
    var samples = 11

    /// The median seconds per run of each operation, in the order given.
    func medians(of operations: [() throws -> Void]) throws -> [Double] {
        let repetitions = try operations.map { try repetitionsPerSample(for: $0) }
        var times = Array(repeating: [Double](), count: operations.count)
        for _ in 0..<samples {
            for (index, operation) in operations.enumerated() {
                times[index].append(try secondsPerRun(of: operation, repetitions: repetitions[index]))
            }
        }
        return times.map { $0.sorted()[$0.count / 2] }
    }

    private func repetitionsPerSample(for operation: () throws -> Void) throws -> Int {
        _ = try secondsPerRun(of: operation, repetitions: 1)  // warm up
        let once = try secondsPerRun(of: operation, repetitions: 1)
        let target = Double(sampleDuration.components.attoseconds) / 1e18 + Double(sampleDuration.components.seconds)
        return max(1, Int(target / max(once, 1e-7)))
    }

    private func secondsPerRun(of operation: () throws -> Void, repetitions: Int) throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<repetitions {
            try operation()
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return seconds / Double(repetitions)
    }
}
