import Foundation
import Testing
@testable import FastJSON

extension Hardening {
    /// A streamed element's tape addresses its text with 32-bit offsets:
    /// an element holding more than 4 GiB of text is refused with an error where it passes the
    /// limit, instead of wrapping. Checked with a small limit (4 GiB of input is beyond a unit test);
    /// the count starts again with each element.
    @Suite struct StreamedElementSizeTests {
        static func strings(_ count: Int, bytes: Int) -> String {
            "[" + Array(repeating: "\"" + String(repeating: "a", count: bytes - 2) + "\"", count: count).joined(separator: ",") + "]"
        }

        /// Feeds `text` in 64-byte chunks to a splitter with a 1,000-byte limit per element (and
        /// `entryLimit` entries); returns the elements finished and the error, if any.
        static func split(
            _ text: String, layout: FastJSONDecoder.StreamLayout,
            entryLimit: Int = ElementSplitter.defaultElementEntryLimit
        ) -> (elements: Int, error: JSONError?) {
            let splitter = ElementSplitter(
                layout: layout, maximumDepth: 512, elementTextLimit: 1_000, elementEntryLimit: entryLimit)
            let tokenizer = JSONTokenizer(consumer: splitter, allowsMultipleValues: layout == .concatenatedValues)
            var elements = 0
            do {
                let bytes = Array(text.utf8)
                for start in stride(from: 0, to: bytes.count, by: 64) {
                    try splitter.parse(Array(bytes[start..<min(start + 64, bytes.count)]), with: tokenizer)
                    elements += splitter.takeFinished().count
                }
                try tokenizer.finish()
                elements += splitter.takeFinished().count
                return (elements, nil)
            } catch {
                return (elements, error as? JSONError)
            }
        }

        @Test(arguments: [FastJSONDecoder.StreamLayout.array, .concatenatedValues])
        func anElementPastTheLimitIsRefusedWhereItPassesIt(layout: FastJSONDecoder.StreamLayout) throws {
            // 10 strings of 50 bytes fit (500); 30 do not (1,500), and the 21st string passes the limit.
            let elements = [Self.strings(10, bytes: 50), Self.strings(30, bytes: 50)]
            let text = layout == .array ? "[" + elements.joined(separator: ",\n") + "]" : elements.joined(separator: "\n")
            let (finished, error) = Self.split(text, layout: layout)
            #expect(finished == 1)
            let refused = try #require(error)
            #expect(refused.reason == .inputTooLarge(limit: 1_000))
            #expect(refused.line == 2)
            // The 21st string of the second line ends at column 20 * 51 + 50 (plus the line's `[`).
            let firstByteOfLine2 = (layout == .array ? 1 : 0) + elements[0].utf8.count + (layout == .array ? 2 : 1)
            #expect(refused.byteOffset > firstByteOfLine2 + 20 * 51 && refused.byteOffset <= firstByteOfLine2 + 21 * 51 + 1)
        }

        @Test(arguments: [FastJSONDecoder.StreamLayout.array, .concatenatedValues])
        func theLimitIsPerElement(layout: FastJSONDecoder.StreamLayout) {
            // Eight elements of 600 bytes: 4,800 in all, each under the limit.
            let elements = Array(repeating: Self.strings(12, bytes: 50), count: 8)
            let text = layout == .array ? "[" + elements.joined(separator: ",") + "]" : elements.joined(separator: "\n")
            let (finished, error) = Self.split(text, layout: layout)
            #expect(error == nil)
            #expect(finished == 8)
        }

        /// Values with no text (`null`, `true`, `[]`) count towards no text limit, but each takes an
        /// entry, whose indices are 32 bits too: an element that reaches the entry limit before it
        /// ends is refused, within one piece of where it reached it. Checked with a limit of 100
        /// entries; an element with 99 fits, and the count starts again with each element.
        @Test(arguments: [FastJSONDecoder.StreamLayout.array, .concatenatedValues])
        func anElementWithTooManyEntriesIsRefused(layout: FastJSONDecoder.StreamLayout) throws {
            func element(_ values: Int) -> String {
                "[" + (0..<values).map { ["null", "true", "[]", "{}"][$0 % 4] }.joined(separator: ",") + "]"
            }
            // The array's own entry and 98 values: 99 entries, three times; then 100.
            let elements = Array(repeating: element(98), count: 3) + [element(99)]
            let text = layout == .array ? "[" + elements.joined(separator: ",\n") + "]" : elements.joined(separator: "\n")
            let (finished, error) = Self.split(text, layout: layout, entryLimit: 100)
            #expect(finished == 3)
            let refused = try #require(error)
            #expect(refused.reason == .inputTooLarge(limit: 100))
            #expect(refused.line == 4)
            let lastLineStart = (layout == .array ? 1 : 0) + 3 * (elements[0].utf8.count + (layout == .array ? 2 : 1))
            #expect(refused.byteOffset > lastLineStart && refused.byteOffset < lastLineStart + elements[3].utf8.count)

            let fitting = Self.split(Array(repeating: element(98), count: 4).joined(separator: "\n"),
                                     layout: .concatenatedValues, entryLimit: 100)
            #expect(fitting.error == nil)
            #expect(fitting.elements == 4)
        }

        @Test func theDefaultLimitKeepsOffsetsIn32Bits() {
            #expect(ElementSplitter.defaultElementTextLimit == Int(UInt32.max))
            // An element's entries and the `null` entry after them, whose `end` is one past it.
            #expect(ElementSplitter.defaultElementEntryLimit + 1 <= Int(UInt32.max))
            #expect(ElementSplitter.defaultPieceLength <= Int(UInt32.max))
            #expect(ElementSplitter(layout: .array, maximumDepth: 8, pieceLength: .max).pieceLength == Int(UInt32.max))
        }

        /// A chunk goes to the tokenizer in pieces, whose elements' tapes point into the piece they
        /// were finished in; an element cut by a piece's end has the text before the cut copied into
        /// its arena. Elements decoded from one chunk cut every few bytes give Foundation's values.
        @Test(arguments: [1, 3, 7, 64, 1 << 20])
        func elementsCutByPiecesDecodeAsFoundationDoes(pieceLength: Int) throws {
            struct Line: Codable, Equatable {
                let id: Int
                let name: String
                let tags: [String]
                let note: String?
            }
            let lines = (0..<30).map { index in
                #"{"id": \#(index), "name": "n\#(index)\#(String(repeating: "x", count: index % 5 * 9))", "tags": ["a", "é\u00e9"], "note": \#(index % 3 == 0 ? "null" : #""q\"\#(index)""#)}"#
            }
            let splitter = ElementSplitter(layout: .concatenatedValues, maximumDepth: 512, pieceLength: pieceLength)
            let tokenizer = JSONTokenizer(consumer: splitter, allowsMultipleValues: true)
            try splitter.parse(Array(lines.joined(separator: "\n").utf8), with: tokenizer)
            try tokenizer.finish()
            let leftovers = DecodeLeftovers()
            let options = FastJSONDecoder().currentOptions
            let decoded = try splitter.takeFinished().map { tape in
                try leftovers.decode(tape, builtBy: splitter.builder, options: options) {
                    try $0.unwrap(valueAt: 0, as: Line.self, parent: .root)
                }
            }
            #expect(decoded == (try lines.map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }))
        }
    }
}
