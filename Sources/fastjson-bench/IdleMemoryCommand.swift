import ArgumentParser
import BenchmarkReport
import CorpusModels
import FastJSON
import Foundation
import Synchronization

/// What a server's idle threads keep: each of `threads` threads decodes and encodes one generated
/// users document, then waits, as event-loop and pool threads do between requests. The resident
/// memory they added, after glibc has handed back what was freed, over the thread count, is what
/// one idle thread keeps.
struct IdleMemoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "idle-memory",
        abstract: "Print the resident memory each idle thread keeps after one decode and encode.")

    @Option(help: "Threads that each decode and encode the document once.")
    var threads = 32

    @Option(help: "Records of the generated users document (75,000: about 9 MB).")
    var records = 75_000

    @Flag(help: "Use Foundation's coders instead of FastJSON's.")
    var foundation = false

    @Flag(help: "Print only the bytes per thread (for run).")
    var bytes = false

    /// The documents `run` measures: about 9 MB and 1 MB.
    static let measuredRecords = [75_000, 8_000]

    func run() throws {
        let data = Self.document(records: records)
        let foundation = self.foundation
        // What a request does: decode the body, then encode what was decoded.
        let team = IdleThreads(count: threads) {
            if foundation {
                _ = try JSONEncoder().encode(JSONDecoder().decode([Users.User].self, from: data))
            } else {
                _ = try FastJSONEncoder().encode(FastJSONDecoder().decode([Users.User].self, from: data))
            }
        }
        ProcessMemory.releaseFreedMemory()
        let before = try ProcessMemory.residentBytes()
        try team.workOnce()
        ProcessMemory.releaseFreedMemory()
        let after = try ProcessMemory.residentBytes()
        team.finish()
        let perThread = (after - before) / threads
        guard !bytes else { return print(perThread) }
        print(String(format: "%.2f MiB per idle thread (%d threads, %.1f MB document, %@)",
                     Double(perThread) / 1_048_576, threads, Double(data.count) / 1_000_000,
                     foundation ? "Foundation" : "FastJSON"))
    }
}

extension IdleMemoryCommand {
    static func document(records: Int) -> Data {
        Data(Users.generatedDocument(count: records).utf8)
    }

    /// The median over `runs` fresh processes of the memory each idle thread keeps, for FastJSON
    /// and for Foundation.
    static func measure(records: Int, threads: Int = 32, runs: Int = 3) throws -> IdleThreadMemory {
        func median(foundation: Bool) throws -> Int {
            let samples = try (0..<runs).map { _ in
                let text = try ChildProcess.runSelf(
                    ["idle-memory", "--records", "\(records)", "--threads", "\(threads)", "--bytes"] + (foundation ? ["--foundation"] : []))
                guard let value = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                    throw ValidationError("idle-memory printed \(text)")
                }
                return value
            }
            return samples.sorted()[runs / 2]
        }
        return IdleThreadMemory(
            threads: threads, documentBytes: document(records: records).count,
            fastJSONBytesPerThread: try median(foundation: false), foundationBytesPerThread: try median(foundation: true))
    }
}

/// Threads that start idle, do their work once when told, and stay alive until `finish`.
private final class IdleThreads: Sendable {
    private let go = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
    private let leave = DispatchSemaphore(value: 0), started = DispatchSemaphore(value: 0)
    private let count: Int
    private let failure = Mutex<(any Error)?>(nil)

    init(count: Int, work: @escaping @Sendable () throws -> Void) {
        self.count = count
        for _ in 0..<count {
            let thread = Thread { [self] in
                started.signal()
                go.wait()
                do {
                    try work()
                } catch {
                    failure.withLock { $0 = error }
                }
                done.signal()
                leave.wait()
            }
            thread.start()
        }
        for _ in 0..<count { started.wait() }
    }

    /// Lets each thread do its work in turn, and returns when all have: one at a time, so that
    /// what is left is what each thread keeps, not how the threads' work interleaved in the heap.
    func workOnce() throws {
        for _ in 0..<count {
            go.signal()
            done.wait()
        }
        if let failure = failure.withLock({ $0 }) { throw failure }
    }

    func finish() {
        for _ in 0..<count { leave.signal() }
    }
}
