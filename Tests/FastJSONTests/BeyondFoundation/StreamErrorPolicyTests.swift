import FastJSON
import Foundation
import Testing

/// One element that fails, in both directions, synchronously and asynchronously: `.stop` ends the
/// stream with its error, `.skip` reports it and goes on; a broken stream always ends.
@Suite struct StreamErrorPolicyTests {
    static let input = Array(#"[1, "x", 3, 1.5, 5]"#.utf8)

    static func paths(_ errors: [any Error]) -> [[String]] {
        errors.map { error in
            switch error {
            case DecodingError.typeMismatch(_, let context), DecodingError.dataCorrupted(let context):
                return context.codingPath.map(\.stringValue)
            default:
                return ["unexpected: \(error)"]
            }
        }
    }

    @Test func synchronousDecodingUnderEachPolicy() {
        // No policy: every failure is a result and the loop decides.
        let all = Array(FastJSONDecoder().decodeElements(of: Int.self, from: [Self.input]))
        #expect(all.count == 5)

        let stopped = Array(FastJSONDecoder().decodeElements(of: Int.self, from: [Self.input], onElementError: .stop))
        #expect(stopped.count == 2)
        #expect((try? stopped[0].get()) == 1)
        guard case .failure(let error) = stopped[1] else {
            Issue.record("expected the failure last")
            return
        }
        #expect(Self.paths([error]) == [["Index 1"]])

        var reported: [(Int, any Error)] = []
        let skipped = Array(FastJSONDecoder().decodeElements(of: Int.self, from: [Self.input], onElementError: .skip { reported.append(($0, $1)) }))
        #expect(skipped.compactMap { try? $0.get() } == [1, 3, 5])
        #expect(skipped.count == 3)
        #expect(reported.map(\.0) == [1, 3])
        #expect(Self.paths(reported.map(\.1)).first == ["Index 1"])
    }

    @Test func skippingStillEndsOnInvalidJSON() {
        var reported: [Int] = []
        let results = Array(FastJSONDecoder().decodeElements(
            of: Int.self, from: [Array(#"[1, "x", 3, }"#.utf8)], onElementError: .skip { index, _ in reported.append(index) }))
        #expect(results.count == 3)
        #expect(reported == [1])
        guard case .failure(DecodingError.dataCorrupted) = results.last else {
            Issue.record("expected dataCorrupted last, got \(String(describing: results.last))")
            return
        }
    }

    static func chunks() -> AsyncStream<[UInt8]> {
        AsyncStream { continuation in
            continuation.yield(Self.input)
            continuation.finish()
        }
    }

    @Test func asynchronousDecodingUnderEachPolicy() async throws {
        var decoded: [Int] = []
        let stopping = FastJSONDecoder().decodeElements(of: Int.self, fromChunks: Self.chunks())
        var iterator = stopping.makeAsyncIterator()
        decoded.append(try #require(try await iterator.next()))
        await #expect(throws: DecodingError.self) { _ = try await iterator.next() }
        // Stopped means stopped, even for an iterator driven by hand.
        #expect(try await iterator.next() == nil)
        #expect(decoded == [1])

        var reported: [Int] = []
        decoded = []
        for try await value in FastJSONDecoder().decodeElements(
            of: Int.self, fromChunks: Self.chunks(), onElementError: .skip { index, _ in reported.append(index) }) {
            decoded.append(value)
        }
        #expect(decoded == [1, 3, 5])
        #expect(reported == [1, 3])
    }

    @Test func encodingReportsTheSameIndices() throws {
        let values: [Double] = [1, .nan, 3, .infinity, 5]
        var reported: [Int] = []
        var bytes: [UInt8] = []
        try FastJSONEncoder().encodeElements(values, onElementError: .skip { index, _ in reported.append(index) }) {
            bytes.append(contentsOf: $0)
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "[1,3,5]")
        #expect(reported == [1, 3])
    }
}
