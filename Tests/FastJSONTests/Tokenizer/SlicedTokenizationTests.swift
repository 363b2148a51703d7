import CYajl
import CorpusModels
@testable import FastJSON
import Foundation
import Testing

/// A whole document goes to yajl in slices, and a string that yajl is left inside at the end of one
/// is read to its end by `OpenStringScan`. Whatever the slices, the tokens, or the error and its
/// offset, must be those of the document given to yajl in one piece: checked here with slices of a
/// few bytes, so that every string is cut at every position, escapes and characters included.
@Suite struct SlicedTokenizationTests {
    /// Slices of 1 to 9 bytes, and two lengths that cut long strings in the middle.
    static let sliceLengths = Array(1...9) + [64, 1000]

    static func expectSameAsInOnePiece(_ bytes: [UInt8], _ comment: @autoclosure () -> String,
                                       sourceLocation: SourceLocation = #_sourceLocation) {
        let inOnePiece = Tokenization.whole(bytes: bytes, sliceLength: .max)
        for length in sliceLengths {
            let sliced = Tokenization.whole(bytes: bytes, sliceLength: length)
            #expect(sliced == inOnePiece, "\(comment()), slices of \(length)", sourceLocation: sourceLocation)
        }
    }

    @Test func jsonTestSuiteFilesTokenizeAsInOnePiece() throws {
        for url in JSONTestSuiteTests.files {
            Self.expectSameAsInOnePiece(Array(try Data(contentsOf: url)), url.lastPathComponent)
        }
    }

    /// Strings with every kind of content: escapes of each form, surrogate pairs, characters of two,
    /// three and four bytes, as keys, values and whole documents.
    static let validStrings: [String] = [
        "", "plain", #"a\"b"#, #"\\"#, #"\/\/AQID\/"#, #"\b\f\n\r\t"#, #"\u0000\u001f\u0041\u00e9\u20AC\uFFFF"#,
        #"\ud83d\ude00 and \uD834\uDD1E"#, "é€😀 mixed with \\n", String(repeating: "ab\\/", count: 40),
        String(repeating: "é", count: 30) + #"\u00e9"#, String(repeating: "x", count: 100),
    ]

    @Test(arguments: validStrings)
    func validStringsTokenizeAsInOnePiece(content: String) {
        for document in ["\"\(content)\"", "[\"\(content)\", 1, \"\(content)\"]", "{\"\(content)\": \"\(content)\"}",
                         "{\"k\" : [ \"\(content)\" ,\"\(content)\"] }"] {
            let bytes = Array(document.utf8)
            #expect(Tokenization.whole(bytes: bytes, sliceLength: .max) != .tokens([]))
            Self.expectSameAsInOnePiece(bytes, document)
        }
    }

    /// Strings yajl or the tokenizer refuses: the error and its offset are theirs, wherever a slice
    /// ends; and strings placed where the grammar refuses them.
    static let invalidDocuments: [[UInt8]] = [
        Array(#"["ab\ud834cd"]"#.utf8), Array(#"["ab\udd1e"]"#.utf8), Array(#"["\uD834\u1221"]"#.utf8),
        Array(#"["\u12g4"]"#.utf8), Array(#"["\x"]"#.utf8), Array(#"["\"#.utf8), Array(#"["abc"#.utf8),
        Array("[\"a\u{1}b\"]".utf8), Array("[\"a\tb\"]".utf8), Array("[\"ab\u{0B}cd\"]".utf8),
        [0x5B, 0x22, 0x61, 0xC0, 0xAF, 0x62, 0x22, 0x5D], [0x5B, 0x22, 0x5C, 0x6E, 0xED, 0xA0, 0x80, 0x22, 0x5D],
        [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D],
        Array(#"{"a" "bcdefgh"}"#.utf8), Array(#"["abcdef" "ghijkl"]"#.utf8), Array(#"{"a": "b" "c"}"#.utf8),
        Array(#"[1 "abcdef"]"#.utf8), Array(#"{} "trailing string""#.utf8), Array(#"{} "open string"#.utf8),
        Array(#"["a", "b",]"#.utf8), Array(#"["abc\/def", tru]"#.utf8), Array(#"[123"abc"]"#.utf8),
    ]

    @Test func invalidDocumentsFailAsInOnePiece() {
        for bytes in Self.invalidDocuments {
            let comment = String(decoding: bytes, as: UTF8.self)
            guard case .failure = Tokenization.whole(bytes: bytes, sliceLength: .max) else {
                Issue.record("\(comment) was accepted")
                continue
            }
            Self.expectSameAsInOnePiece(bytes, comment)
        }
    }

    /// Random documents of strings built from the pieces above, valid or not, against the same
    /// document in one piece: a cut escape, character or pair anywhere in a string of any length.
    @Test func randomStringsTokenizeAsInOnePiece() {
        let pieces = ["a", "Z", "é", "€", "😀", #"\/"#, #"\""#, #"\\"#, #"\n"#, #"\u00e9"#, #"\uD83D\uDE00"#, "/", " ",
                      #"\uD83D"#, "\u{1}", #"\q"#]
        var generator = SplitMix64(seed: 17)
        var rejected = 0
        for _ in 0..<400 {
            var document = "["
            for element in 0..<Int(generator.next() % 4 + 1) {
                if element > 0 { document += "," }
                let count = Int(generator.next() % 30)
                // Mostly valid pieces, so that most documents parse.
                let content = (0..<count).map { _ in
                    let index = Int(generator.next() % 100)
                    return pieces[index < 90 ? index % 13 : 13 + index % 3]
                }.joined()
                document += "\"\(content)\""
            }
            document += "]"
            let bytes = Array(document.utf8)
            if case .failure = Tokenization.whole(bytes: bytes, sliceLength: .max) { rejected += 1 }
            Self.expectSameAsInOnePiece(bytes, document)
        }
        // Both outcomes are covered.
        #expect(rejected > 20 && rejected < 380)
    }

    /// A byte that stops the word-at-a-time scan of an open string (its closing quote, an escape, a
    /// control character, the first byte above 0x7F, invalid UTF-8) at every offset of the words it
    /// reads, after plain text and after text that is already not ASCII.
    @Test func everyStopByteIsFoundWhereverItFallsInABlock() {
        let stops: [[UInt8]] = [[], Array(#"\/"#.utf8), Array(#"\u00e9"#.utf8), [0x01], [0x1F], Array("é".utf8), [0xFF],
                                [0xE2, 0x82], Array("😀".utf8), [0x7F], Array(#"\q"#.utf8)]
        for lead in ["", "€"] {
            for offset in 0..<40 {
                for stop in stops {
                    let bytes = Array("[\"\(lead)".utf8) + Array(repeating: UInt8(ascii: "p"), count: offset) + stop
                        + Array("tail, then more than a block of plain text\"]".utf8)
                    Self.expectSameAsInOnePiece(bytes, "\(lead) + \(offset) bytes + \(stop)")
                }
            }
        }
    }

    /// Through the public decoder, with its real slices of 64 KiB: strings and base64 `Data` longer
    /// than a slice, starting anywhere in one, decode to Foundation's values.
    @Test func stringsLongerThanASliceDecodeAsFoundationDoes() throws {
        struct Payload: Codable, Equatable {
            var text: String
            var blob: Data
            var texts: [String]
        }
        var generator = SplitMix64(seed: 5)
        let pieces = ["ab", "é", "€", "😀", "/", "\\", "\"", "\n", "\u{1}", "x y"]
        for padding in [0, 1, 7, 30_001] {
            let text = (0..<40_000).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let payload = Payload(
                text: String(repeating: "p", count: padding) + text,
                blob: Data((0..<(100_000 + padding)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }),
                texts: [text, String(text.reversed()), ""])
            let json = try JSONEncoder().encode(payload)
            #expect(json.count > 3 * TokenizerLimits.sliceLength)
            #expect(try FastJSONDecoder().decode(Payload.self, from: json) == JSONDecoder().decode(Payload.self, from: json))
            // As a key too, and as the whole document.
            let keyed = try JSONEncoder().encode([payload.text: 1])
            #expect(try FastJSONDecoder().decode([String: Int].self, from: keyed) == JSONDecoder().decode([String: Int].self, from: keyed))
            let whole = try JSONEncoder().encode(payload.text)
            #expect(try FastJSONDecoder().decode(String.self, from: whole) == payload.text)
        }
    }

    /// A long string that is invalid past the first slice fails as Foundation's decode does, with
    /// FastJSON's own error at the byte it names, as when yajl reads it in one piece.
    @Test func invalidLongStringsFailAtTheirFirstBadByte() throws {
        let prefix = Array(("[\"" + String(repeating: "ab\\/", count: 40_000)).utf8)
        let badBytes: [(bytes: [UInt8], reason: JSONError.Reason?)] = [
            (Array("\\ud800".utf8), .unpairedSurrogate("\\ud800")), ([0x01], nil), (Array("\\x".utf8), nil),
            ([0xFF], .invalidUTF8), ([0xE2, 0x82], .invalidUTF8),
        ]
        for (bad, reason) in badBytes {
            let bytes = prefix + bad + Array("cd\"]".utf8)
            let error = Hostile.expectCorrupted([String].self, from: bytes)
            // Where yajl, given the document in one piece, points: at the bad byte or just past it.
            guard case .failure(let expectedReason, let expectedOffset) = Tokenization.whole(bytes: bytes, sliceLength: .max),
                  let error else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(error.reason == expectedReason && error.byteOffset == expectedOffset, "\(bad)")
            #expect((prefix.count...prefix.count + 1).contains(error.byteOffset), "\(bad)")
            if let reason { #expect(error.reason == reason) }
            #expect(throws: DecodingError.self) { try JSONDecoder().decode([String].self, from: Data(bytes)) }
        }
    }
}

extension SlicedTokenizationTests {
    /// The corpus, cut everywhere: numbers, literals, keys and strings with escapes cross the ends
    /// of slices.
    @Test(arguments: ["twitter.json", "citm_catalog.json", "canada.json", "users.json"])
    func corpusTokenizesAsInOnePiece(file: String) throws {
        let bytes = Array(try TestResources.corpusFile(file))
        let inOnePiece = Tokenization.whole(bytes: bytes, sliceLength: .max)
        for length in [5, 97, 4096] {
            #expect(Tokenization.whole(bytes: bytes, sliceLength: length) == inOnePiece, "\(file), slices of \(length)")
        }
    }
}

extension SlicedTokenizationTests {
    /// Counts the numbers, keys and strings reported from yajl's buffer rather than from the input:
    /// the tape builder copies each into its arena.
    final class CopiedTextCounter: JSONTokenConsumer {
        var copied = 0
        var total = 0
        func beginObject() {}
        func endObject() {}
        func beginArray() {}
        func endArray() {}
        func key(_ token: JSONTextToken) { count(token) }
        func string(_ token: JSONTextToken) { count(token) }
        func number(_ token: JSONTextToken) { count(token) }
        func bool(_ value: Bool) {}
        func null() {}
        private func count(_ token: JSONTextToken) {
            total += 1
            if token.offsetInChunk == nil { copied += 1 }
        }

        /// The callbacks of a tokenizer that counts copied text.
        static let yajlCallbacks = YajlCallbacks(yajl_callbacks(
            yajl_null: { YajlCallbacks.null($0, CopiedTextCounter.self) },
            yajl_boolean: { YajlCallbacks.boolean($0, $1, CopiedTextCounter.self) },
            yajl_integer: nil,
            yajl_double: nil,
            yajl_number: { YajlCallbacks.number($0, $1, $2, CopiedTextCounter.self) },
            yajl_string: { YajlCallbacks.string($0, $1, $2, CopiedTextCounter.self) },
            yajl_start_map: { YajlCallbacks.beginContainer($0, isObject: true, CopiedTextCounter.self) },
            yajl_map_key: { YajlCallbacks.key($0, $1, $2, CopiedTextCounter.self) },
            yajl_end_map: { YajlCallbacks.endContainer($0, isObject: true, CopiedTextCounter.self) },
            yajl_start_array: { YajlCallbacks.beginContainer($0, isObject: false, CopiedTextCounter.self) },
            yajl_end_array: { YajlCallbacks.endContainer($0, isObject: false, CopiedTextCounter.self) }
        ))
    }

    /// Slices end before punctuation, where yajl's habit of taking the first token of the next
    /// slice into its own buffer costs no copy: documents without escapes, cut hundreds of times,
    /// have every token read from the input, as in one piece.
    @Test(arguments: ["canada.json", "users.json"])
    func slicesEndWhereNoTokenIsCopied(file: String) throws {
        let bytes = Array(try TestResources.corpusFile(file))
        for length in [4096, TokenizerLimits.sliceLength] {
            let counter = CopiedTextCounter()
            try bytes.withUnsafeBytes {
                try JSONTokenizer(consumer: counter, sliceLength: length).tokenize(wholeDocument: $0)
            }
            #expect(counter.total > 1000)
            #expect(counter.copied == 0, "\(file), slices of \(length)")
        }
    }
}
