import CorpusModels
import Foundation
import Testing
@testable import FastJSON

/// A document is parsed from its skeleton (strings emptied, indentation dropped) with the strings
/// handed out beside it: that must tokenize exactly as the document does, be given up whenever the
/// document has a string or byte the pass does not take, and errors must still point into the
/// document.
@Suite struct DocumentSkeletonTests {
    enum Outcome: Equatable {
        case tokens([String])
        case failure
    }

    /// The skeleton of `bytes` and its strings, or nil when the pass gives up.
    static func parts(_ bytes: [UInt8]) -> (skeleton: String, strings: [String])? {
        let skeleton = DocumentSkeleton()
        return bytes.withUnsafeBytes { document in
            guard let parts = skeleton.parts(of: document, minimumLength: 0) else { return nil }
            var extracted = parts.strings
            var strings: [String] = []
            while let token = extracted.next(in: parts.text.baseAddress) {
                strings.append(String(decoding: token.bytes, as: UTF8.self))
            }
            return (String(decoding: parts.skeleton, as: UTF8.self), strings)
        }
    }

    /// The tokens of `bytes` read from the document itself, or from its skeleton (nil when the
    /// pass gives up).
    static func tokenize(_ bytes: [UInt8], fromSkeleton: Bool) -> Outcome? {
        let skeleton = DocumentSkeleton()
        let recorder = TokenRecorder(notesNonASCII: true)
        let tokenizer = JSONTokenizer(consumer: recorder)
        return bytes.withUnsafeBytes { document -> Outcome? in
            do {
                if fromSkeleton {
                    guard let parts = skeleton.parts(of: document, minimumLength: 0) else { return nil }
                    try tokenizer.tokenize(skeleton: parts.skeleton, strings: parts.strings)
                } else {
                    try tokenizer.tokenize(wholeDocument: document)
                }
                return .tokens(recorder.events)
            } catch {
                return .failure
            }
        }
    }

    @Test(arguments: [
        ("{\"a\": \"x\\\"y\",\n   \"b\": [1, 2]}", "{\"\":\"\",\"\":[1,2]}", ["a", "x\"y", "b"]),
        ("{\"a\" : 1, \"b\":  2}", "{\"\":1,\"\":2}", ["a", "b"]),
        ("[\n\n  \r\n\t 1]", "[1]", []),
        ("[1 ,-2\t]", "[1,-2]", []),
        ("[\"\\\\\"  ,\n  \"x\\\\\\\"  \"]", "[\"\",\"\"]", ["\\", "x\\\"  "]),
        ("[\"\\u00e9\\ud83d\\ude00\\/\", \"\u{e9}t\u{e9}\"]", "[\"\",\"\"]", ["\u{e9}😀/", "\u{e9}t\u{e9}"]),
        ("\"\"", "\"\"", [""]),
        ("[\"a long string that fills more than one block of sixty-four bytes, the length the pass reads at a time\",\"\"]",
         "[\"\",\"\"]", ["a long string that fills more than one block of sixty-four bytes, the length the pass reads at a time", ""]),
    ])
    func emptiesStringsAndDropsWhitespace(document: String, skeleton: String, strings: [String]) throws {
        let parts = try #require(Self.parts(Array(document.utf8)))
        #expect(parts.skeleton == skeleton)
        #expect(parts.strings == strings)
    }

    /// Strings the tokenizer would refuse, the bytes yajl would take for whitespace, a backslash
    /// outside a string, and whitespace that keeps two tokens apart: the pass gives up, and the
    /// document itself is parsed for its error.
    @Test(arguments: [
        "[\"a\u{01}b\"]", "[\"tab\tinside\"]", "[\"\\q\"]", "[\"\\u12\"]", "[\"\\ud800\"]", "[\"\\udc00\\ud800\"]",
        "[\"unclosed", "[\"unclosed\\\"]", "[1,\u{0B}2]", "[1,\u{0C}2]", "{\"a\":\n\u{0C}1}", "[1,\u{00}2]", "[1,\\2]",
        "\n 1 2 \n", "\n  tru\n  e", "[nul l]", "[- 1]", "[1.5 e3]", "[1, 2 3]",
    ])
    func givesUpOnWhatItDoesNotTake(document: String) {
        #expect(Self.parts(Array(document.utf8)) == nil)
        let padded = "[" + String(repeating: "\"padding\", ", count: 20) + document + "]"
        #expect(Self.parts(Array(padded.utf8)) == nil)
    }

    @Test func givesUpOnInvalidUTF8() {
        for bad: [UInt8] in [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80]] {
            for lead in [[UInt8](), Array("é and a block's worth of text".utf8)] {
                let document = Array("[\"".utf8) + lead + bad + Array("\"]".utf8)
                #expect(Self.parts(document) == nil, "\(bad)")
            }
        }
    }

    /// Numbers alone gain nothing from a skeleton: after its first 4 KiB, canada.json is given up.
    @Test func givesUpWhereItGainsTooLittle() throws {
        let numbers = Array(("[" + Array(repeating: "[-65.613616999999977,43.420273000000009]", count: 200).joined(separator: ",") + "]").utf8)
        #expect(numbers.withUnsafeBytes { DocumentSkeleton().parts(of: $0) } == nil)
        let canada = try TestResources.corpusFile("canada.json")
        #expect(Array(canada).withUnsafeBytes { DocumentSkeleton().parts(of: $0) } == nil)
        let users = try TestResources.corpusFile("users.json")
        #expect(Array(users).withUnsafeBytes { DocumentSkeleton().parts(of: $0) } != nil)
        let short = Array("[\"a\"]".utf8)
        #expect(short.withUnsafeBytes { DocumentSkeleton().parts(of: $0) } == nil)
    }

    /// A large document's buffer is let go once its decode is over, whether its skeleton was made
    /// or given up; a small one's is kept for the next document.
    @Test func largeBuffersAreNotKept() {
        let skeleton = DocumentSkeleton()
        let numbers = Array(("[" + String(repeating: "1234567,", count: 600_000) + "1]").utf8)
        #expect(numbers.withUnsafeBytes { skeleton.parts(of: $0) } == nil)
        skeleton.releaseIfLarge()
        #expect(skeleton.retainedBytes == 0)
        let strings = Array(("[" + String(repeating: "\"abcdefghijklmnopqrstuvwxyz\",\n  ", count: 200_000) + "1]").utf8)
        #expect(strings.withUnsafeBytes { skeleton.parts(of: $0)?.strings } != nil)
        skeleton.releaseIfLarge()
        #expect(skeleton.retainedBytes == 0)
        let pretty = Array(("[\n" + String(repeating: "  \"a\",\n", count: 1_000) + "  1\n]").utf8)
        #expect(pretty.withUnsafeBytes { skeleton.parts(of: $0)?.skeleton.count } == 3_003)
        skeleton.releaseIfLarge()
        #expect(skeleton.retainedBytes >= pretty.count)
    }

    /// Every file of the JSON test suite and a part of the corpus, as they are and with whitespace,
    /// vertical tabs, form feeds, quotes and backslashes thrown in anywhere (inside strings,
    /// numbers and literals too): the skeleton gives the same tokens, or is refused where the
    /// document is, or is given up where the document is refused.
    @Test func skeletonTokenizesAsTheDocument() throws {
        var documents = try JSONTestSuiteTests.files.map { try Array(Data(contentsOf: $0)) }
        documents += try ["twitter", "citm_catalog", "users"].map { try Array(TestResources.corpusFile($0 + ".json").prefix(40_000)) }
        var generator = SplitMix64(seed: 0x5CE1E7)
        let insertions: [[UInt8]] = [
            [0x20], [0x0A], [0x09, 0x09], [0x0D, 0x0A, 0x20, 0x20], [0x0A, 0x0A, 0x09], [0x20, 0x0B], [0x0C],
            [0x22], [0x5C], [0x5C, 0x22], [0xC3, 0xA9], [0x0A] + Array(repeating: 0x20, count: 20),
        ]
        var compared = 0
        var failures: [String] = []
        for document in documents {
            var variants = [document]
            for _ in 0..<6 {
                var variant = document
                for _ in 0..<(1 + Int(generator.next() % 4)) {
                    let position = Int(generator.next() % UInt64(variant.count + 1))
                    variant.insert(contentsOf: insertions[Int(generator.next() % UInt64(insertions.count))], at: position)
                }
                variants.append(variant)
            }
            for variant in variants {
                let fromDocument = Self.tokenize(variant, fromSkeleton: false)
                guard let fromSkeleton = Self.tokenize(variant, fromSkeleton: true) else {
                    // Given up: only ever on a document the tokenizer refuses.
                    if fromDocument != .failure {
                        failures.append("given up: " + String(decoding: variant.prefix(200), as: UTF8.self).debugDescription)
                    }
                    continue
                }
                compared += 1
                if fromSkeleton != fromDocument {
                    failures.append(String(decoding: variant.prefix(200), as: UTF8.self).debugDescription)
                }
            }
        }
        #expect(compared > 500)
        #expect(failures == [])
    }

    /// Random strings of every kind of byte, at every length around a block's: the strings the
    /// pass hands out are the tokenizer's, and what it gives up on the tokenizer refuses.
    @Test func randomStringsMatchTheTokenizer() {
        var generator = SplitMix64(seed: 0x57_0E5)
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("é".utf8), Array("😀".utf8), Array("\\n".utf8), Array("\\u00e9".utf8),
            Array("\\ud83d\\ude00".utf8), Array("\\\"".utf8), Array("\\\\".utf8), [0x01], [0xFF], [0xE2, 0x82],
        ]
        var given = 0
        var failures: [String] = []
        for _ in 0..<3_000 {
            var content: [UInt8] = []
            let length = Int(generator.next() % 40)
            for _ in 0..<length {
                let roll = Int(generator.next() % 40)
                content += roll < pieces.count ? pieces[roll] : [UInt8(ascii: "a") + UInt8(roll % 26)]
            }
            let document = Array("[\"".utf8) + content + Array("\",1]".utf8)
            let fromSkeleton = Self.tokenize(document, fromSkeleton: true)
            let fromDocument = Self.tokenize(document, fromSkeleton: false)
            if let fromSkeleton {
                given += 1
                if fromSkeleton != fromDocument { failures.append(String(decoding: document, as: UTF8.self).debugDescription) }
            } else if fromDocument != .failure {
                failures.append("given up: " + String(decoding: document, as: UTF8.self).debugDescription)
            }
        }
        #expect(given > 300)
        #expect(failures == [])
    }

    /// The portable string scan (eight bytes at a time) and the SSE2 one agree on every stop and
    /// on the bytes they copy.
    @Test func portableScanAgreesWithTheVectorOne() {
        var generator = SplitMix64(seed: 0xB10C)
        var source = [UInt8](repeating: 0, count: 16)
        for round in 0..<20_000 {
            for index in 0..<16 { source[index] = Self.randomByte(&generator) }
            source.withUnsafeBytes { block in
                var vectorCopy = [UInt8](repeating: 0, count: 16), portableCopy = vectorCopy
                let stopsAtNonASCII = round % 2 == 0
                let vector = vectorCopy.withUnsafeMutableBytes {
                    StopBytes.copyString(from: block.baseAddress!, to: $0.baseAddress!, stopsAtNonASCII: stopsAtNonASCII)
                }
                let portable = portableCopy.withUnsafeMutableBytes {
                    StopBytes.Portable.copyString(from: block.baseAddress!, to: $0.baseAddress!, stopsAtNonASCII: stopsAtNonASCII)
                }
                let expected = block.firstIndex { byte in
                    byte == 0x22 || byte == 0x5C || byte < 0x20 || (stopsAtNonASCII && byte >= 0x80)
                } ?? 16
                #expect(vector == expected && portable == expected, "\(Array(block))")
                #expect(vectorCopy == Array(block) && portableCopy == Array(block))
            }
        }
    }

    /// The classes of 64 bytes, from SSE2 and from the portable words, are each byte's, tested
    /// one by one.
    @Test func byteClassesAreEachBytes() {
        var generator = SplitMix64(seed: 0xC1A55)
        var source = [UInt8](repeating: 0, count: 64)
        func bits(_ test: (UInt8) -> Bool) -> UInt64 {
            source.indices.reduce(0) { $0 | (test(source[$1]) ? 1 << UInt64($1) : 0) }
        }
        for _ in 0..<5_000 {
            for index in 0..<64 { source[index] = Self.randomByte(&generator) }
            let expected = [
                bits { $0 == 0x22 }, bits { $0 == 0x5C }, bits { [0x20, 0x09, 0x0A, 0x0D].contains($0) }, bits { $0 < 0x20 },
                bits { $0 >= 0x80 }, bits { Array("{}[],:".utf8).contains($0) },
            ]
            for classes in source.withUnsafeBytes({ [ByteClasses(of: $0.baseAddress!), ByteClasses.Portable.classes(of: $0.baseAddress!)] }) {
                let found = [classes.quotes, classes.backslashes, classes.whitespace, classes.controls, classes.nonASCII, classes.punctuation]
                #expect(found == expected, "\(source)")
            }
        }
    }

    /// A byte that is often one a scan stops at.
    private static func randomByte(_ generator: inout SplitMix64) -> UInt8 {
        let interesting: [UInt8] = [
            0x00, 0x01, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x2C, 0x3A, 0x5B, 0x5C, 0x5D, 0x7B, 0x7D, 0x7F,
            0x80, 0xC3, 0xFF,
        ]
        let roll = generator.next()
        return roll % 3 == 0 ? interesting[Int(roll / 3 % UInt64(interesting.count))] : UInt8(ascii: "a") &+ UInt8(roll % 26)
    }

    /// Strings, escapes, whitespace and scalars at every offset from the pass's 64-byte blocks, in
    /// documents of every length around them: the skeleton tokenizes as the document does, and
    /// whitespace between two scalars is given up wherever it falls.
    @Test func everyOffsetFromTheBlocks() {
        var failures: [String] = []
        for shift in 0..<150 {
            let prefix = "[" + String(repeating: " ", count: shift % 75) + String(repeating: "\"x\",", count: shift / 75)
            let taken = [
                prefix + "\"abc\\\"def\", \"\u{e9}\u{e9}\", 12 , true\n, null, -1.5e3 ]",
                prefix + "\"" + String(repeating: "y", count: 100) + "\", \"\\u00e9" + String(repeating: "z", count: 70) + "\"]",
                prefix + "{\"k\": [1 ,2\t,\r\n3]}]",
                prefix + "1]",
            ]
            for document in taken.map({ Array($0.utf8) }) {
                let fromSkeleton = Self.tokenize(document, fromSkeleton: true)
                if fromSkeleton == nil || fromSkeleton != Self.tokenize(document, fromSkeleton: false) {
                    failures.append(String(decoding: document, as: UTF8.self).debugDescription)
                }
            }
            let refused = [prefix + "1 \n 2]", prefix + "tru e]", prefix + "1" + String(repeating: " ", count: 70) + "2]"]
            for document in refused.map({ Array($0.utf8) }) {
                let fromSkeleton = Self.tokenize(document, fromSkeleton: true)
                if fromSkeleton != nil && fromSkeleton != .failure || Self.tokenize(document, fromSkeleton: false) != .failure {
                    failures.append("taken: " + String(decoding: document, as: UTF8.self).debugDescription)
                }
            }
        }
        #expect(failures == [])
    }

    /// Errors in a document with a skeleton name its own line and column, not the skeleton's.
    @Test func errorsPointIntoTheDocument() throws {
        let documents = [
            "{\n  \"a\": [1, 2,\n    3 4]\n}",
            "{\n  \"a\": \"\\ud800 is alone\"\n}",
            "[\n  \"x\",\n  tru\n]",
            "{\n  \"a\": 1\n}\n  x",
            "[\n" + String(repeating: "[", count: 600) + "\n",
            "{\n  \"user_name\": \"a\",\n  \"user_id\": 1 2\n}",
            "{\n  \"a\": \"x\"\n  \"b\": \"y\"\n}",
        ]
        let snakeCase = FastJSONDecoder()
        snakeCase.keyDecodingStrategy = .convertFromSnakeCase
        // Past the length below which no skeleton is made.
        for document in documents.map({ "[\"" + String(repeating: "x", count: DocumentSkeleton.shortestCopied) + "\",\n" + $0 + "]" }) {
            guard case .failure(_, let offset) = Tokenization.whole(document) else {
                Issue.record("\(document.debugDescription) parsed")
                continue
            }
            // Snake case too: the document is parsed again with a key conversion of its own.
            for decoder in [FastJSONDecoder(), snakeCase] {
                do {
                    _ = try decoder.decode(ProbedJSONValue.self, from: Data(document.utf8))
                    Issue.record("\(document.debugDescription) decoded")
                } catch DecodingError.dataCorrupted(let context) {
                    let error = try #require(context.underlyingError as? JSONError)
                    #expect(error.byteOffset == offset, "\(document.debugDescription)")
                }
            }
        }
    }

    /// A decoder kept past `decode` reads its strings after the next decode on the same thread
    /// has reused the buffer the skeleton was made in.
    @Test func aKeptDecoderOutlivesTheNextDocument() throws {
        let decoder = FastJSONDecoder()
        let kept = try decoder.decode(KeptContainerTests.KeepsSuperDecoder.self, from: Data(
            "{\n  \"name\": \"original\",\n  \"child\": {\n    \"name\": \"inner\"\n  }\n}".utf8))
        _ = try decoder.decode(ProbedJSONValue.self, from: Data("{\n  \"other\": \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"\n}".utf8))
        let container = try kept.decoder.container(keyedBy: KeptContainerTests.Keys.self)
        #expect(try container.decode(String.self, forKey: .name) == "inner")
    }

    /// Documents decode to Foundation's values, under every formatting Foundation writes.
    @Test func corpusDecodesAsFoundationDoesInEveryFormatting() throws {
        let twitter = try JSONDecoder().decode(Twitter.SearchResponse.self, from: TestResources.corpusFile("twitter.json"))
        for formatting: JSONEncoder.OutputFormatting in [[], [.prettyPrinted], [.prettyPrinted, .sortedKeys], [.prettyPrinted, .withoutEscapingSlashes]] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            let data = try encoder.encode(twitter)
            #expect(try FastJSONDecoder().decode(Twitter.SearchResponse.self, from: data) == JSONDecoder().decode(Twitter.SearchResponse.self, from: data))
        }
    }
}
