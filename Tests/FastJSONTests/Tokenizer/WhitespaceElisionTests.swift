import CorpusModels
import Foundation
import Testing
@testable import FastJSON

/// A pretty-printed document is parsed from a copy without its indentation: the copy must tokenize
/// exactly as the document does, be refused whenever the document is, and errors must still point
/// into the document.
@Suite struct WhitespaceElisionTests {
    /// The copy of `text`, or nil when it is not made.
    static func compacted(_ bytes: [UInt8]) -> [UInt8]? {
        let elision = WhitespaceElision()
        return withExtendedLifetime(elision) { bytes.withUnsafeBytes { elision.compacted($0, minimumLength: 0).map(Array.init) } }
    }

    @Test(arguments: [
        ("[1 ,\n 2]", "[1 ,\n2]"),
        ("\n 1 2 \n", "\n1 2 \n"),
        ("\n  \"a\"  \t \"b\"", "\n\"a\"  \t \"b\""),
        ("\n  tru\n  e", "\ntru\ne"),
        ("[\n\n  \r\n\t 1]", "[\n1]"),
        ("{ \"a b\" :\r\n \"c \\\" \n d\" }\n", "{ \"a b\" :\r\n\"c \\\" \nd\" }\n"),
        ("[\"\\\\\"  ,\n  \"x\\\\\\\"  \"]", "[\"\\\\\"  ,\n\"x\\\\\\\"  \"]"),
        ("[1,\n  \u{0B} 2]", "[1,\n\u{0B} 2]"),
        ("\n  [\"unclosed  \n   x", "\n[\"unclosed  \nx"),
    ])
    func keepsTokensApart(document: String, expected: String) {
        #expect(Self.compacted(Array(document.utf8)).map { String(decoding: $0, as: UTF8.self) } == expected)
    }

    @Test func leavesCompactDocumentsAlone() throws {
        let short = Array("[1,\n 2]".utf8)
        #expect(short.withUnsafeBytes { WhitespaceElision().compacted($0) } == nil)
        #expect(Self.compacted(Array(#"{"a": [1, 2], "b": "x"}"#.utf8)) == nil)
        // Nothing after its one line feed to drop.
        #expect(Self.compacted(Array("{\"a\":1}\n".utf8)) == nil)
        // Little whitespace in the first 4 KiB: not worth a copy.
        let sparse = "[" + Array(repeating: #""abcdefghijklmnopqrstuvwxyz""#, count: 400).joined(separator: ",\n") + "]"
        #expect(Self.compacted(Array(sparse.utf8)) == nil)
        let users = try TestResources.corpusFile("users.json")
        #expect(Self.compacted(Array(users)) == nil)
    }

    /// A document whose whitespace stops after its first line is not copied whole for it, and a
    /// large document's buffer is not kept once its copy is abandoned; a small one's is kept for the
    /// next document.
    @Test func largeBuffersAreNotKept() {
        let elision = WhitespaceElision()
        let sparse = Array(("[\n" + String(repeating: "\"abcdefghijklmnopqrstuvwxyz\",", count: 400_000) + "1]").utf8)
        #expect(sparse.withUnsafeBytes { elision.compacted($0) } == nil)
        #expect(elision.keptBytes == 0)
        let pretty = Array(("[\n" + String(repeating: "  1,\n", count: 10_000) + "  1\n]").utf8)
        #expect(pretty.withUnsafeBytes { elision.compacted($0)?.count } == 30_005)
        #expect(elision.keptBytes == pretty.count)
    }

    /// Every file of the JSON test suite and the pretty-printed corpus, as they are and with
    /// whitespace thrown in anywhere (inside strings, numbers and literals too): the copy gives the
    /// same tokens, or is refused where the document is.
    @Test func copyTokenizesAsTheDocument() throws {
        var documents = try JSONTestSuiteTests.files.map { try Array(Data(contentsOf: $0)) }
        documents += try ["twitter", "citm_catalog"].map { try Array(TestResources.corpusFile($0 + ".json").prefix(40_000)) }
        var generator = SplitMix64(seed: 0x5BACE)
        let whitespace: [[UInt8]] = [[0x20], [0x0A], [0x09, 0x09], [0x0D, 0x0A, 0x20, 0x20], [0x0A, 0x0A, 0x09], [0x20, 0x0B], [0x0C]]
        var compared = 0
        var failures: [String] = []
        for document in documents {
            var variants = [document]
            for _ in 0..<6 {
                var variant = document
                for _ in 0..<(1 + Int(generator.next() % 4)) {
                    let position = Int(generator.next() % UInt64(variant.count + 1))
                    variant.insert(contentsOf: whitespace[Int(generator.next() % UInt64(whitespace.count))], at: position)
                }
                // Indented, so that every variant has something to drop.
                variants.append([0x0A, 0x20] + variant)
            }
            for variant in variants {
                guard let copy = Self.compacted(variant) else { continue }
                compared += 1
                let original = Tokenization.whole(bytes: variant)
                let fromCopy = Tokenization.whole(bytes: copy)
                switch (original, fromCopy) {
                case (.tokens(let expected), .tokens(let actual)) where expected == actual: continue
                case (.failure, .failure): continue
                default: failures.append(String(decoding: variant.prefix(200), as: UTF8.self).debugDescription)
                }
            }
        }
        #expect(compared > 1_800)
        #expect(failures == [])
    }

    /// Errors in a pretty-printed document name its own line and column, not the copy's.
    @Test func errorsPointIntoTheDocument() throws {
        let documents = [
            "{\n  \"a\": [1, 2,\n    3 4]\n}",
            "{\n  \"a\": \"\\ud800 is alone\"\n}",
            "[\n  \"x\",\n  tru\n]",
            "{\n  \"a\": 1\n}\n  x",
            "[\n" + String(repeating: "[", count: 600) + "\n",
            "{\n  \"user_name\": \"a\",\n  \"user_id\": 1 2\n}",
        ]
        let snakeCase = FastJSONDecoder()
        snakeCase.keyDecodingStrategy = .convertFromSnakeCase
        // Indented past the length below which no copy is made.
        for document in documents.map({ "\n" + String(repeating: " ", count: WhitespaceElision.shortestCopied) + $0 }) {
            guard case .failure(_, let offset) = Tokenization.whole(document) else {
                Issue.record("\(document.debugDescription) parsed")
                continue
            }
            #expect(Self.compacted(Array(document.utf8)) != nil)
            // Snake case too: the document is parsed again with a key conversion of its own.
            for decoder in [FastJSONDecoder(), snakeCase] {
                do {
                    _ = try decoder.decode(JSONValue.self, from: Data(document.utf8))
                    Issue.record("\(document.debugDescription) decoded")
                } catch DecodingError.dataCorrupted(let context) {
                    let error = try #require(context.underlyingError as? JSONError)
                    #expect(error.byteOffset == offset, "\(document.debugDescription)")
                }
            }
        }
    }

    /// A decoder kept past `decode` reads the copy's text after the next decode on the same thread
    /// has reused the buffer the copy was made in.
    @Test func aKeptDecoderOutlivesTheNextDocument() throws {
        let decoder = FastJSONDecoder()
        let kept = try decoder.decode(KeptContainerTests.KeepsSuperDecoder.self, from: Data(
            "{\n  \"name\": \"original\",\n  \"child\": {\n    \"name\": \"inner\"\n  }\n}".utf8))
        _ = try decoder.decode(JSONValue.self, from: Data("{\n  \"other\": \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"\n}".utf8))
        let container = try kept.decoder.container(keyedBy: KeptContainerTests.Keys.self)
        #expect(try container.decode(String.self, forKey: .name) == "inner")
    }

    /// Pretty-printed documents decode to Foundation's values, under every formatting Foundation writes.
    @Test func prettyPrintedCorpusDecodesAsFoundationDoes() throws {
        let twitter = try JSONDecoder().decode(Twitter.SearchResponse.self, from: TestResources.corpusFile("twitter.json"))
        for formatting: JSONEncoder.OutputFormatting in [[.prettyPrinted], [.prettyPrinted, .sortedKeys], [.prettyPrinted, .withoutEscapingSlashes]] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            let data = try encoder.encode(twitter)
            #expect(try FastJSONDecoder().decode(Twitter.SearchResponse.self, from: data) == JSONDecoder().decode(Twitter.SearchResponse.self, from: data))
        }
    }
}
