#if NIO
import CorpusModels
import FastJSON
import Foundation
import NIOCore
import NIOFoundationCompat
import Testing

/// The ByteBuffer entry points against swift-nio's own helpers for Foundation's coders
/// (NIOFoundationCompat) on the same buffers: same values, same errors (case and coding path), same
/// bytes, and the same reader and writer indices afterwards.
@Suite struct ByteBufferTests {
    struct Point: Codable, Equatable {
        var x: Int
        var y: Int
        var label: String?
    }

    /// A buffer whose readable bytes are `json`, with `junk` consumed bytes before them and unwritten
    /// capacity after, so that an entry point that read from offset 0 or to the capacity would fail.
    static func buffer(_ json: String, after junk: String = "") -> ByteBuffer {
        var buffer = ByteBufferAllocator().buffer(capacity: junk.utf8.count + json.utf8.count + 64)
        buffer.writeString(junk)
        buffer.moveReaderIndex(forwardBy: junk.utf8.count)
        buffer.writeString(json)
        return buffer
    }

    /// A JSON Pointer into a buffer's readable bytes reaches what it does in the same bytes as
    /// `Data`, and leaves both indices where they were.
    @Test func decodingAtAPointer() throws {
        let json = #"{"data": {"points": [{"x": 1, "y": 2}, {"x": 3, "y": "four"}]}}"#
        let buffer = Self.buffer(json, after: #"{"x": 9, "y": 9}"#)
        let decoder = FastJSONDecoder()
        #expect(try decoder.decode(Point.self, from: buffer, at: "/data/points/0") == Point(x: 1, y: 2))
        #expect(buffer.readerIndex == 16 && buffer.readableBytes == json.utf8.count)
        let fromBuffer = DecodeOutcome.capture { try decoder.decode(Point.self, from: buffer, at: "/data/points/1") }
        let fromData = DecodeOutcome.capture { try decoder.decode(Point.self, from: Data(json.utf8), at: "/data/points/1") }
        #expect(fromBuffer == fromData)
        #expect(fromBuffer.error?.path == ["data", "points", "Index 1#1", "y"])
        #expect(try decoder.decode(RawJSON.self, from: buffer, at: "/data/points/1").description == #"{"x": 3, "y": "four"}"#)
    }

    static let badDocuments: [String] = [
        #"{"x": 1, "y": }"#,                      // invalid JSON
        #"{"x": 1, "y": "two"}"#,                 // wrong type
        #"{"x": 1}"#,                             // missing key
        #"{"x": 1, "y": null}"#,                  // null for a non-optional
        #"{"x": 1, "y": 2, "label": [1]}"#,       // wrong type, nested
        #"{"x": 1, "y": 2, "lab"#,                // truncated
        #"{"x": 300000000000000000000, "y": 2}"#, // out of range
        "",                                       // empty
    ]

    @Test(arguments: badDocuments)
    func badDocumentsFailAsFoundationDoes(json: String) {
        for junk in ["", "[1, 2, 3]"] {
            let buffer = Self.buffer(json, after: junk)
            let expected = DecodeOutcome<Point>.capture { try JSONDecoder().decode(Point.self, from: buffer) }
            let actual = DecodeOutcome<Point>.capture { try FastJSONDecoder().decode(Point.self, from: buffer) }
            #expect(actual.error != nil)
            #expect(actual == expected, "after \(junk.utf8.count) consumed bytes")
        }
    }

    @Test func readsOnlyTheReadableBytes() throws {
        let buffer = Self.buffer(#"{"x": 1, "y": 2}"#, after: #"{"x": 9, "y": 9}"#)
        #expect(buffer.readerIndex > 0)
        #expect(try FastJSONDecoder().decode(Point.self, from: buffer) == Point(x: 1, y: 2))
        #expect(try JSONDecoder().decode(Point.self, from: buffer) == Point(x: 1, y: 2))
    }

    @Test func decodesASlice() throws {
        let element = #"{"x": 3, "y": 4, "label": "é"}"#
        let whole = Self.buffer(#"[{"x": 1, "y": 2}, "# + element + "]", after: "  ")
        let start = whole.readerIndex + 19
        let length = element.utf8.count
        let slice = try #require(whole.getSlice(at: start, length: length))
        #expect(slice.getString(at: slice.readerIndex, length: slice.readableBytes) == element)
        let expected = try JSONDecoder().decode(Point.self, from: slice)
        #expect(try FastJSONDecoder().decode(Point.self, from: slice) == expected)
        #expect(try whole.getJSONDecodable(Point.self, decoder: FastJSONDecoder(), at: start, length: length) == expected)
    }

    @Test func corpusDocuments() throws {
        for name in ["twitter.json", "citm_catalog.json"] {
            let data = try TestResources.corpusFile(name)
            var buffer = ByteBufferAllocator().buffer(capacity: data.count + 8)
            buffer.writeString("garbage!")
            buffer.moveReaderIndex(forwardBy: 8)
            buffer.writeBytes(data)
            if name == "twitter.json" {
                let expected = try JSONDecoder().decode(Twitter.SearchResponse.self, from: buffer)
                #expect(try FastJSONDecoder().decode(Twitter.SearchResponse.self, from: buffer) == expected)
            } else {
                let expected = try JSONDecoder().decode(CitmCatalog.self, from: buffer)
                #expect(try FastJSONDecoder().decode(CitmCatalog.self, from: buffer) == expected)
            }
        }
    }

    @Test func readMovesTheReaderIndexOnlyOnSuccess() throws {
        let good = #"{"x": 1, "y": 2}"#
        let bad = #"{"x": 1, "y": "two"}"#
        var foundation = Self.buffer(good + bad, after: "??")
        var fast = foundation

        #expect(try foundation.readJSONDecodable(Point.self, decoder: JSONDecoder(), length: good.utf8.count) == Point(x: 1, y: 2))
        #expect(try fast.readJSONDecodable(Point.self, decoder: FastJSONDecoder(), length: good.utf8.count) == Point(x: 1, y: 2))
        #expect(fast.readerIndex == foundation.readerIndex)

        // Too few readable bytes: nil, nothing moves.
        let past = bad.utf8.count + 1
        #expect(try foundation.readJSONDecodable(Point.self, decoder: JSONDecoder(), length: past) == nil)
        #expect(try fast.readJSONDecodable(Point.self, decoder: FastJSONDecoder(), length: past) == nil)
        #expect(fast.readerIndex == foundation.readerIndex)

        // A failed decode throws the same error and leaves the reader index where it was.
        let before = fast.readerIndex
        let expected = DecodeOutcome<Point>.capture {
            try foundation.readJSONDecodable(Point.self, decoder: JSONDecoder(), length: bad.utf8.count) ?? Point(x: 0, y: 0)
        }
        let actual = DecodeOutcome<Point>.capture {
            try fast.readJSONDecodable(Point.self, decoder: FastJSONDecoder(), length: bad.utf8.count) ?? Point(x: 0, y: 0)
        }
        #expect(actual.error?.kind == "typeMismatch")
        #expect(actual == expected)
        #expect(fast.readerIndex == before)
        #expect(foundation.readerIndex == before)
    }

    @Test func getRefusesBytesThatAreNotReadable() throws {
        let buffer = Self.buffer(#"{"x": 1, "y": 2}"#, after: "12345")
        let cases: [(index: Int, length: Int)] = [
            (0, 5),                                         // before the reader index
            (buffer.readerIndex, -1),                       // negative length
            (buffer.readerIndex, buffer.readableBytes + 1), // past the writer index
            (buffer.writerIndex + 1, 0),                    // starts past the writer index
            (Int.max, 1),                                   // would overflow
        ]
        for (index, length) in cases {
            let expected = try buffer.getJSONDecodable([Int].self, decoder: JSONDecoder(), at: index, length: length)
            let actual = try buffer.getJSONDecodable([Int].self, decoder: FastJSONDecoder(), at: index, length: length)
            #expect(expected == nil)
            #expect(actual == nil, "at \(index), length \(length)")
        }
    }

    /// A megabyte of nested brackets is an error, not a crash, as from `Data`.
    @Test func deepNestingIsAnError() {
        var buffer = ByteBufferAllocator().buffer(capacity: 1 << 20)
        buffer.writeRepeatingByte(UInt8(ascii: "["), count: 1 << 20)
        let outcome = DecodeOutcome<[Int]>.capture { try FastJSONDecoder().decode([Int].self, from: buffer) }
        #expect(outcome.error?.kind == "dataCorrupted")
    }

    @Test func writeAndEncodeIntoGiveFoundationsBytes() throws {
        let foundationEncoder = JSONEncoder()
        foundationEncoder.outputFormatting = .sortedKeys
        let fastEncoder = FastJSONEncoder()
        fastEncoder.outputFormatting = .sortedKeys
        let twitter = try JSONDecoder().decode(Twitter.SearchResponse.self, from: TestResources.corpusFile("twitter.json"))
        try expectSameBytes(twitter, foundationEncoder, fastEncoder)
        try expectSameBytes(Point(x: -1, y: 2, label: "a/b \"é\" \u{1}"), foundationEncoder, fastEncoder)
    }

    private func expectSameBytes<T: Encodable>(_ value: T, _ foundationEncoder: JSONEncoder, _ fastEncoder: FastJSONEncoder) throws {
        var expected = Self.buffer("prefix", after: "consumed")
        var actual = expected
        #expect(try actual.writeJSONEncodable(value, encoder: fastEncoder)
            == expected.writeJSONEncodable(value, encoder: foundationEncoder))
        #expect(actual == expected)

        try foundationEncoder.encode(value, into: &expected)
        try fastEncoder.encode(value, into: &actual)
        #expect(actual == expected)
        #expect(actual.readerIndex == expected.readerIndex && actual.writerIndex == expected.writerIndex)

        let allocator = ByteBufferAllocator()
        #expect(try fastEncoder.encodeAsByteBuffer(value, allocator: allocator)
            == foundationEncoder.encodeAsByteBuffer(value, allocator: allocator))
    }

    @Test func setLeavesTheWriterIndex() throws {
        let encoder = FastJSONEncoder()
        for index in [0, 3, 40] {
            var expected = Self.buffer("0123456789", after: "abc")
            var actual = expected
            let expectedCount = try expected.setJSONEncodable(Point(x: 1, y: 2), encoder: JSONEncoder(), at: index)
            let actualCount = try actual.setJSONEncodable(Point(x: 1, y: 2), encoder: encoder, at: index)
            #expect(actualCount == expectedCount)
            #expect(actual.writerIndex == expected.writerIndex)
            #expect(actual.getString(at: index, length: actualCount) == expected.getString(at: index, length: expectedCount))
        }
    }

    @Test func aFailedEncodeLeavesTheBufferAsItWas() throws {
        struct Bad: Encodable { var value = Double.nan }
        let original = Self.buffer("[1,", after: "x")
        var expected = original
        var actual = original
        let foundationError = #expect(throws: EncodingError.self) { try expected.writeJSONEncodable(Bad(), encoder: JSONEncoder()) }
        let fastError = #expect(throws: EncodingError.self) { try actual.writeJSONEncodable(Bad(), encoder: FastJSONEncoder()) }
        #expect(actual == original && expected == original)
        #expect(fastError.map(Self.path) == foundationError.map(Self.path))
        #expect(throws: EncodingError.self) { try actual.setJSONEncodable(Bad(), encoder: FastJSONEncoder(), at: 0) }
        #expect(throws: EncodingError.self) { try FastJSONEncoder().encode(Bad(), into: &actual) }
        #expect(actual == original)
    }

    /// A file that imports both modules still compiles its calls to swift-nio's helpers that leave the
    /// coder out: FastJSON's overloads have no default coder, so they cannot make those calls ambiguous.
    @Test func callsWithoutACoderStillMeanFoundation() throws {
        var buffer = Self.buffer("[1,2]")
        #expect(try buffer.readJSONDecodable([Int].self, length: 5) == [1, 2])
        #expect(try buffer.writeJSONEncodable([3]) == 3)
    }

    static func path(_ error: EncodingError) -> [String] {
        guard case .invalidValue(_, let context) = error else { return ["?"] }
        return context.codingPath.map(\.stringValue)
    }
}
#endif
