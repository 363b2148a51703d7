import CorpusModels
@testable import FastJSON
import Foundation
import Testing

extension Hardening {
    /// A thread that goes idle keeps no more of FastJSON's memory than `RetainedMemory` states,
    /// whatever it decoded or encoded last: each buffer past its share is freed when its call ends.
    @Suite struct RetainedMemoryTests {
        @Test func theSharesFitInOneMebibyte() {
            #expect(RetainedMemory.perThread <= 1 << 20)
        }

        /// Documents that each grow some buffer far past its share: a tape, a skeleton, escaped
        /// strings and one long one, many snake-case keys, a large output.
        static let documents = ["twitter.json", "users.json", "3 MB of base64"]

        static func document(_ name: String) throws -> Data {
            guard name.hasSuffix(".json") else {
                let bytes = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
                return try JSONEncoder().encode(["data": bytes])
            }
            return try TestResources.corpusFile(name)
        }

        @Test(arguments: documents)
        func aThreadKeepsOnlyTheShares(after name: String) async throws {
            let data = try Self.document(name)
            let kept = try await onNewThread {
                let value = try FastJSONDecoder().decode(ProbedJSONValue.self, from: data)
                let snakeCase = FastJSONDecoder()
                snakeCase.keyDecodingStrategy = .convertFromSnakeCase
                _ = try snakeCase.decode(ProbedJSONValue.self, from: data)
                let sorted = FastJSONEncoder()
                sorted.outputFormatting = [.sortedKeys, .prettyPrinted]
                _ = try sorted.encode(value)
                _ = try FastJSONEncoder().encode(value)
                return (decoding: WholeDocumentParser.withThreadCached { $0.retainedBytes },
                        encoding: JSONWriter.withThreadCached(settings: LockedSnapshot(EncoderOptions.defaults)) { $0.retainedBytes })
            }
            // yajl does not say what it holds: its share is stated, not counted.
            #expect(kept.decoding <= RetainedMemory.decoding - RetainedMemory.yajl, "\(name)")
            #expect(kept.encoding <= RetainedMemory.encoding, "\(name)")
        }

        /// Below its share, a buffer is kept: a small document's next call makes none again.
        @Test func smallDocumentsKeepTheirBuffers() async throws {
            let data = Data(#"{"id": 1, "name": "a_b", "tags": ["x", "y"], "note": "line\nbreak"}"#.utf8)
            let kept = try await onNewThread {
                let value = try FastJSONDecoder().decode(ProbedJSONValue.self, from: data)
                _ = try FastJSONEncoder().encode(value)
                let first = (WholeDocumentParser.withThreadCached { $0.retainedBytes },
                             JSONWriter.withThreadCached(settings: LockedSnapshot(EncoderOptions.defaults)) { $0.retainedBytes })
                _ = try FastJSONEncoder().encode(try FastJSONDecoder().decode(ProbedJSONValue.self, from: data))
                let second = (WholeDocumentParser.withThreadCached { $0.retainedBytes },
                              JSONWriter.withThreadCached(settings: LockedSnapshot(EncoderOptions.defaults)) { $0.retainedBytes })
                return [first.0, first.1, second.0, second.1]
            }
            #expect(kept[0] > 0 && kept[1] > 0)
            #expect(kept[0] == kept[2] && kept[1] == kept[3])
        }
    }
}
