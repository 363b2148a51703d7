import CorpusModels
import FastJSON
import Foundation
import Synchronization
import Testing

extension Hardening {
    /// Deep nesting fails fast with an error, on input far deeper than any stack would survive.
    @Suite struct NestingTests {
        struct Empty: Codable {}

        @Test(arguments: [
            ("[", ""), ("{\"a\":", ""), ("[{\"k\":", ""), ("[", "]"),
        ])
        func millionLevelsFailFastWithoutStackOverflow(open: String, close: String) throws {
            let levels = 1_000_000
            var bytes: [UInt8] = []
            bytes.reserveCapacity(levels * (open.utf8.count + close.utf8.count))
            for _ in 0..<levels { bytes.append(contentsOf: open.utf8) }
            for _ in 0..<levels { bytes.append(contentsOf: close.utf8) }
            let error = Hostile.expectCorrupted(ProbedJSONValue.self, from: bytes)
            Hostile.expectCorrupted(Empty.self, from: bytes)
            Hostile.expectCorrupted([String: Int].self, from: bytes)
            #expect(error?.reason == .nestingTooDeep(limit: 512))
            // It stops at level 513, right where it is: no clock needed to see that it failed fast.
            #expect(error.map { $0.byteOffset < 513 * open.utf8.count } ?? false)
        }

        @Test func limitIsFoundations() throws {
            func nested(_ levels: Int) -> [UInt8] {
                Array(String(repeating: "[", count: levels) + String(repeating: "]", count: levels))
            }
            let error = Hostile.expectCorrupted(Empty.self, from: nested(513))
            #expect(error?.reason == .nestingTooDeep(limit: 512))
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Empty.self, from: Data(nested(513))) }
            _ = try FastJSONDecoder().decode(Empty.self, from: nested(512))
        }

        /// A value that nests itself `depth` times, counting its `encode(to:)` calls.
        struct Chain: Encodable {
            static let calls = Mutex(0)
            let depth: Int
            func encode(to encoder: any Encoder) throws {
                Self.calls.withLock { $0 += 1 }
                var container = encoder.unkeyedContainer()
                if depth > 0 { try container.encode(Chain(depth: depth - 1)) }
            }
        }

        @Test func encoderRefusesDeepValues() throws {
            #expect(throws: EncodingError.self) { try FastJSONEncoder().encode(Chain(depth: 600)) }
            #expect(throws: EncodingError.self) { try JSONEncoder().encode(Chain(depth: 600)) }
            #expect(try FastJSONEncoder().encode(Chain(depth: 100)).count == 202)
            #expect(try FastJSONEncoder().encode(Chain(depth: 510)).count == 1022)  // 511 levels, as Foundation
        }

        /// F4: past the limit FastJSONEncoder only sets `writer.exceededDepth` and throws once the whole
        /// value is written (EncoderImpl+Values.swift, JSONDirectEncodable+Collections.swift), so it
        /// recurses through every level: a self-nesting value 5,000 levels deep overflows a test
        /// thread's stack (SIGSEGV, debug build) where Foundation, which also recurses through every
        /// level, still fits and throws. Throwing at level 513 would bound the stack whatever the value.
        /// Run here on a thread with a 64 MB stack, counting the calls instead of crashing.
        @Test func encoderStopsAtTheLimit() throws {
            let depth = 2_000
            let counts = Mutex<(fast: Int, foundation: Int)>((0, 0))
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                defer { done.signal() }
                Chain.calls.withLock { $0 = 0 }
                _ = try? FastJSONEncoder().encode(Chain(depth: depth))
                let fast = Chain.calls.withLock { $0 }
                Chain.calls.withLock { $0 = 0 }
                _ = try? JSONEncoder().encode(Chain(depth: depth))
                let foundation = Chain.calls.withLock { $0 }
                counts.withLock { $0 = (fast, foundation) }
            }
            thread.stackSize = 64 << 20
            thread.start()
            done.wait()
            let (fast, foundation) = counts.withLock { $0 }
            #expect(foundation == depth + 1, "Foundation recurses through every level too")
            #expect(fast <= 520, "FastJSONEncoder called encode(to:) \(fast) times")
        }

        /// F4: the encoder once recursed through every level and overflowed the stack.
        @Test func encoderRefusesVeryDeepValuesOnAnyThread() throws {
            #expect(throws: EncodingError.self) { try FastJSONEncoder().encode(Chain(depth: 5_000)) }
            #expect(throws: EncodingError.self) { try JSONEncoder().encode(Chain(depth: 5_000)) }
        }
    }
}
