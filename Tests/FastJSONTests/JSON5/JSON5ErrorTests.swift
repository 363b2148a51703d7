import FastJSON
import Foundation
import Testing

/// Invalid JSON5: Foundation's error case and path, and a message that says where, as for JSON.
@Suite struct JSON5ErrorTests {
    static func failure(_ text: [UInt8], assumesTopLevelDictionary: Bool = false) throws -> JSONError {
        let decoder = FastJSONDecoder()
        decoder.allowsJSON5 = true
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        do {
            _ = try decoder.decode([String: [String]].self, from: Data(text))
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.isEmpty)
            return try #require(context.underlyingError as? JSONError)
        }
        Issue.record("decoded \(text)")
        throw CancellationError()
    }

    @Test func lineColumnAndExcerpt() throws {
        let error = try Self.failure(Array("{\n  // comment\n  a: ['x' 'y'],\n}".utf8))
        #expect(error.line == 3)
        #expect(error.column == 11)
        #expect(error.excerpt.contains("a: ['x' 'y'],"))
        #expect(error.description.contains("expected ',' or ']'"))
    }

    @Test func unexpectedEnd() throws {
        for text in ["{a: ['x'", "{a: 'x", "{a", "/* open", ""] {
            let error = try Self.failure(Array(text.utf8))
            if text == "/* open" {
                #expect(error.reason == .syntax("unterminated block comment"))
            } else {
                #expect(error.reason == .unexpectedEnd, "\(text)")
            }
        }
    }

    @Test func invalidUTF8IsRejectedAnywhere() throws {
        // In a string, an unquoted key, a comment, and a raw 0xA0 byte (which Foundation's scanner
        // skips as whitespace, reading the UTF-8 input as Latin-1).
        let cases: [[UInt8]] = [
            Array("{a: ['".utf8) + [0xC0, 0x80] + Array("']}".utf8),
            Array("{a".utf8) + [0xFF] + Array(": []}".utf8),
            Array("{a: [] // ".utf8) + [0xED, 0xA0, 0x80] + Array("\n}".utf8),
            Array("{a:".utf8) + [0xA0] + Array("[]}".utf8),
        ]
        for text in cases {
            #expect(try Self.failure(text).reason == .invalidUTF8, "\(text)")
        }
    }

    @Test func unpairedSurrogate() throws {
        let error = try Self.failure(Array("{a: ['\\uD834x']}".utf8))
        #expect(error.reason == .unpairedSurrogate("\\uD834"))
        #expect(error.column == 7)
    }

    @Test func nestingTooDeep() throws {
        let text = "{a: [" + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "]}"
        #expect(try Self.failure(Array(text.utf8)).reason == .nestingTooDeep(limit: 512))
    }

    @Test func afterTheTopLevelValue() throws {
        let error = try Self.failure(Array("{a: []} x".utf8))
        #expect(error.column == 9)
    }

    @Test func streamingSaysItReadsJSONOnly() throws {
        let decoder = FastJSONDecoder()
        decoder.allowsJSON5 = true
        let results = Array(decoder.decodeElements(of: Int.self, from: [Data("[1, 2]".utf8)]))
        #expect(results.count == 1)
        guard case .failure(DecodingError.dataCorrupted(let context)) = results.first else {
            Issue.record("streaming with allowsJSON5 gave \(results)")
            return
        }
        #expect(context.debugDescription.contains("allowsJSON5"))
    }

    @Test func asyncStreamingThrowsToo() async throws {
        let decoder = FastJSONDecoder()
        decoder.allowsJSON5 = true
        let chunks = AsyncStream<Data> { continuation in
            continuation.yield(Data("[1]".utf8))
            continuation.finish()
        }
        await #expect(throws: DecodingError.self) {
            for try await _ in decoder.decodeElements(of: Int.self, fromChunks: chunks) {}
        }
    }
}
