@testable import FastJSON
import Foundation
import Testing

/// `RawJSONLocator`: the bytes it finds, and how far it walks for them, whatever the order in which
/// a model asks for its members.
@Suite struct RawJSONLocatorTests {
    /// Rows whose members come in the reverse of the order a model reads them, and the tape
    /// indices of each row's values in the model's order.
    static func reversedRows(_ count: Int) -> (text: String, reads: [(index: Int, text: String)]) {
        var rows: [String] = []
        var reads: [(Int, String)] = []
        // Index 0 is the array; each row is an object, then 3 keys and values.
        var index = 1
        for row in 0..<count {
            let c = #"{"n": \#(row)}"#, b = #""\#(row)""#, a = "[\(row), true]"
            rows.append(#"{"c": \#(c), "b": \#(b), "a": \#(a)}"#)
            // c's value at index+2 spans an object and its member: 3 entries.
            let cValue = index + 2, bValue = index + 6, aValue = index + 8
            reads += [(aValue, a), (bValue, b), (cValue, c)]
            index = aValue + 3
        }
        return ("[" + rows.joined(separator: ", ") + "]", reads)
    }

    @Test func readsInAnyOrderWalkLittle() throws {
        for count in [10, 1_000, 20_000] {
            let (text, reads) = Self.reversedRows(count)
            let bytes = Array(text.utf8)
            try bytes.withUnsafeBytes { document in
                let tape = try TapeBuilder.buildTape(borrowing: document)
                var locator = RawJSONLocator()
                for (index, expected) in reads {
                    let found = locator.range(ofValueAt: index, in: tape, document: document)
                    let range = try #require(found)
                    #expect(String(decoding: document[range], as: UTF8.self) == expected)
                }
                // Every read goes back at most a checkpoint's span: linear in the document, not quadratic.
                #expect(locator.tokensWalked <= 200 * reads.count, "\(count) rows: \(locator.tokensWalked) tokens walked")
            }
        }
    }

    /// A tape's locator serves its next document (`Tape.noteDocument`): nothing found in the last
    /// one, neither checkpoints nor where its last search stopped, points into the new one.
    @Test func aLocatorStartsOverForTheNextDocument() throws {
        var locator = RawJSONLocator()
        let (first, firstReads) = Self.reversedRows(1_000)
        try Array(first.utf8).withUnsafeBytes { document in
            let tape = try TapeBuilder.buildTape(borrowing: document)
            for (index, _) in firstReads { _ = locator.range(ofValueAt: index, in: tape, document: document) }
        }
        locator.forgetDocument()
        #expect(locator.tokensWalked == 0)
        // The same entries at other offsets: a checkpoint of the last document would point wrong.
        let (rows, shiftedReads) = Self.reversedRows(100)
        let shifted = rows.replacingOccurrences(of: "}, {", with: "},\n\n  {")
        try Array(shifted.utf8).withUnsafeBytes { document in
            let tape = try TapeBuilder.buildTape(borrowing: document)
            for (index, expected) in shiftedReads {
                let found = locator.range(ofValueAt: index, in: tape, document: document)
                let range = try #require(found)
                #expect(String(decoding: document[range], as: UTF8.self) == expected)
            }
        }
    }

    @Test func aModelReadingMembersOutOfOrderGetsTheirBytes() throws {
        struct Row: Decodable, Equatable {
            let a: RawJSON
            let b: RawJSON
            let c: RawJSON
        }
        let (text, reads) = Self.reversedRows(3_000)
        let rows = try FastJSONDecoder().decode([Row].self, from: Data(text.utf8))
        #expect(rows.count == 3_000)
        #expect(rows.map { [$0.a.description, $0.b.description, $0.c.description] }.joined().elementsEqual(reads.map(\.text)))
    }

    @Test func anIndexOutsideTheDocumentIsNotFound() throws {
        let bytes = Array("[1, 2]".utf8)
        try bytes.withUnsafeBytes { document in
            let tape = try TapeBuilder.buildTape(borrowing: document)
            var locator = RawJSONLocator()
            let past = locator.range(ofValueAt: tape.nullIndex, in: tape, document: document)
            let negative = locator.range(ofValueAt: -1, in: tape, document: document)
            let second = locator.range(ofValueAt: 2, in: tape, document: document)
            #expect(past == nil && negative == nil)
            #expect(second == 4..<5)
        }
    }

    @Test func aMissingKeysDecoderGivesNull() throws {
        struct Probe: Decodable {
            let extra: RawJSON
            enum Keys: String, CodingKey { case extra }
            init(from decoder: any Decoder) throws {
                extra = try RawJSON(from: decoder.container(keyedBy: Keys.self).superDecoder(forKey: .extra))
            }
        }
        #expect(try FastJSONDecoder().decode(Probe.self, from: Data("{}".utf8)).extra.description == "null")
        #expect(try JSONDecoder().decode(Probe.self, from: Data("{}".utf8)).extra.description == "null")
    }
}
