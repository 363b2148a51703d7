import FastJSON
import Foundation
import FuzzCorpusModels
import FuzzSupport

/// Raw bytes into the streaming decoder (`decodeElements`), as one top-level array and as
/// concatenated values, each cut into chunks three ways: one chunk, byte by byte, and sizes drawn
/// from a hash of the input (so a finding reproduces).
///
/// - Where chunks end must never change what the stream gives: the same results, in order.
/// - Every failure is a `DecodingError`.
/// - Against a whole-document decode of the same UTF-8 bytes (a byte-order mark is skipped by both): a `[ProbedJSONValue]` that decodes is the
///   array stream's elements; a whole-document failure inside an element is the stream's first
///   failure; a failure of the document itself (syntax, not an array) ends the stream with a
///   failure at the top level. A single value that decodes is the one value of the concatenated stream.
@main enum FuzzStreaming {
    static let decoder = FastJSONDecoder()

    static func main() {
        FuzzDriver.run { FuzzStreaming.testOneInput($0, $1) }
    }

    typealias Outcome = DecodeOutcome<ProbedJSONValue>

    static func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let bytes = FuzzDriver.buffer(data, count)
        let whole = Array(bytes)
        let chunkings = [[whole], whole.map { [$0] }, randomChunks(of: whole)]
        for layout in [FastJSONDecoder.StreamLayout.array, .concatenatedValues] {
            let outcomes = chunkings.map { stream(layout, $0, input: bytes) }
            for (chunks, other) in zip(chunkings.dropFirst(), outcomes.dropFirst()) where other != outcomes[0] {
                FuzzDriver.fail(
                    "\(layout) in \(chunks.count) chunks gave \(other), in one chunk \(outcomes[0])", input: bytes)
            }
            if InputEncodingProbe.utf8MarkLength(bytes) != nil {
                compareWithWholeDocument(layout, outcomes[0], input: bytes)
            }
        }
        return 0
    }

    static func stream(
        _ layout: FastJSONDecoder.StreamLayout, _ chunks: [[UInt8]], input: UnsafeRawBufferPointer
    ) -> [Outcome] {
        decoder.decodeElements(of: ProbedJSONValue.self, layout: layout, from: chunks).map { result in
            let outcome = Outcome.capture { try result.get() }
            if outcome.isNotADecodingError {
                FuzzDriver.fail("\(layout) stream gave \(outcome)", input: input)
            }
            return outcome
        }
    }

    static func compareWithWholeDocument(
        _ layout: FastJSONDecoder.StreamLayout, _ streamed: [Outcome], input: UnsafeRawBufferPointer
    ) {
        let firstFailure = streamed.first { $0.value == nil }
        switch layout {
        case .array:
            switch DecodeOutcome.capture({ try decoder.decode([ProbedJSONValue].self, from: input) }) {
            case .value(let elements):
                if streamed != elements.map(Outcome.value) {
                    FuzzDriver.fail("array stream gave \(streamed), a whole decode \(elements)", input: input)
                }
            case .failure(let kind, let path) where path.isEmpty:
                guard case .failure(_, let lastPath)? = streamed.last, lastPath.isEmpty else {
                    FuzzDriver.fail("a whole decode failed with \(kind), the array stream gave \(streamed)", input: input)
                }
            case .failure(let kind, let path):
                if firstFailure != .failure(kind: kind, path: path) {
                    FuzzDriver.fail("a whole decode failed with \(kind) at \(path), the array stream gave \(streamed)", input: input)
                }
            }
        case .concatenatedValues:
            if let value = DecodeOutcome.capture({ try decoder.decode(ProbedJSONValue.self, from: input) }).value,
               streamed != [.value(value)] {
                FuzzDriver.fail("a whole decode gave \(value), the concatenated stream \(streamed)", input: input)
            }
        }
    }

    /// Chunks of 1 to 64 bytes, their sizes drawn from an FNV-1a hash of the input.
    static func randomChunks(of bytes: [UInt8]) -> [[UInt8]] {
        var state = bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        var chunks: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let end = min(bytes.count, start + 1 + Int(state >> 58))
            chunks.append(Array(bytes[start..<end]))
            start = end
        }
        return chunks
    }
}
