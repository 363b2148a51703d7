import CorpusModels
import FastJSON
import Foundation
import Testing

extension Hardening {
    /// Ill-formed UTF-8 anywhere in a document fails with `.dataCorrupted`; inside a string it is
    /// reported as `.invalidUTF8` at the exact byte.
    @Suite struct InvalidUTF8Tests {
        static let sequences: [[UInt8]] = [
            [0xFF], [0xFE], [0x80], [0xBF], [0xC3], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xE0, 0x9F, 0xBF],
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF0, 0x80, 0x80, 0xAF], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
        ]

        @Test func insertedAtManyPositionsOfARealDocument() throws {
            let status = HostileDocuments.firstStatus
            try #require(!status.isEmpty)
            var position = 0
            var step = 0
            while position <= status.count {
                let bad = Self.sequences[step % Self.sequences.count]
                var bytes = status
                bytes.insert(contentsOf: bad, at: position)
                if let error = Hostile.expectCorrupted(Twitter.Status.self, from: bytes), error.reason == .invalidUTF8 {
                    // Inserted inside a multi-byte character, the error is at that character's lead
                    // byte, or at its stray tail when the insertion completed it.
                    #expect((position - 3..<position + bad.count + 4).contains(error.byteOffset),
                            "\(bad) at \(position): reported at \(error.byteOffset)")
                }
                step += 1
                position += 3
            }
        }

        @Test(arguments: sequences)
        func inValuesKeysAndAfterEscapes(bad: [UInt8]) throws {
            let contexts: [([UInt8], [UInt8])] = [
                (Array("\"".utf8), Array("\"".utf8)),
                (Array("[\"abc".utf8), Array("def\"]".utf8)),
                (Array("{\"".utf8), Array("\":1}".utf8)),
                (Array("[\"\\n\\u00e9".utf8), Array("\\t\"]".utf8)),  // after escapes: checked on the raw text
                (Array("{\"k\\\"".utf8), Array("\":1}".utf8)),
            ]
            for (before, after) in contexts {
                let bytes = before + bad + after
                let error = Hostile.expectCorrupted(ProbedJSONValue.self, from: bytes)
                #expect(error?.reason == .invalidUTF8, "\(Hostile.preview(bytes)): \(String(describing: error))")
                #expect(error.map { (before.count..<before.count + bad.count).contains($0.byteOffset) } ?? false)
                #expect(throws: DecodingError.self) { try JSONDecoder().decode(ProbedJSONValue.self, from: Data(bytes)) }
            }
        }

        @Test func outsideStrings() throws {
            for bad in Self.sequences {
                for (before, after) in [([UInt8](), [UInt8]()), (Array("[".utf8), Array("]".utf8)), (Array("[1,".utf8), Array("]".utf8)),
                                        (Array("{".utf8), Array(":1}".utf8)), (Array("1".utf8), [])] {
                    Hostile.expectCorrupted(ProbedJSONValue.self, from: before + bad + after)
                }
            }
        }
    }
}
