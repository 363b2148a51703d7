import CYajl
import Foundation
import Testing
@testable import FastJSON

/// Records every token as text, to compare tokenizations.
final class TokenRecorder: JSONTokenConsumer {
    var events: [String] = []
    /// Whether keys and strings are recorded as their bytes (two strings can be equal as `String`s
    /// and differ in bytes) and with whether the tokenizer says they are ASCII (object lookups rely
    /// on it), which is checked against those bytes.
    let notesNonASCII: Bool

    init(notesNonASCII: Bool = false) {
        self.notesNonASCII = notesNonASCII
    }

    func beginObject() { events.append("{") }
    func endObject() { events.append("}") }
    func beginArray() { events.append("[") }
    func endArray() { events.append("]") }
    func key(_ token: JSONTextToken) { events.append("key:" + describe(token)) }
    func string(_ token: JSONTextToken) { events.append("string:" + describe(token)) }

    private func describe(_ token: JSONTextToken) -> String {
        guard notesNonASCII else { return String(decoding: token.bytes, as: UTF8.self) }
        #expect(token.isASCII == token.bytes.allSatisfy { $0 < 0x80 }, "\(Array(token.bytes))")
        return Array(token.bytes).description + (token.isASCII ? "" : " (non-ASCII)")
    }
    func number(_ token: JSONTextToken) { events.append("number:" + String(decoding: token.bytes, as: UTF8.self)) }
    func bool(_ value: Bool) { events.append("bool:\(value)") }
    func null() { events.append("null") }

    /// The callbacks of a tokenizer that records its tokens.
    static let yajlCallbacks = YajlCallbacks(yajl_callbacks(
        yajl_null: { YajlCallbacks.null($0, TokenRecorder.self) },
        yajl_boolean: { YajlCallbacks.boolean($0, $1, TokenRecorder.self) },
        yajl_integer: nil,
        yajl_double: nil,
        yajl_number: { YajlCallbacks.number($0, $1, $2, TokenRecorder.self) },
        yajl_string: { YajlCallbacks.string($0, $1, $2, TokenRecorder.self) },
        yajl_start_map: { YajlCallbacks.beginContainer($0, isObject: true, TokenRecorder.self) },
        yajl_map_key: { YajlCallbacks.key($0, $1, $2, TokenRecorder.self) },
        yajl_end_map: { YajlCallbacks.endContainer($0, isObject: true, TokenRecorder.self) },
        yajl_start_array: { YajlCallbacks.beginContainer($0, isObject: false, TokenRecorder.self) },
        yajl_end_array: { YajlCallbacks.endContainer($0, isObject: false, TokenRecorder.self) }
    ))
}

enum Tokenization: Equatable {
    case tokens([String])
    case failure(JSONError.Reason, offset: Int)

    static func whole(_ text: String) -> Tokenization {
        whole(bytes: Array(text.utf8))
    }

    /// `sliceLength`: how many bytes yajl is given at a time (see `JSONTokenizer.sliceLength`).
    static func whole(bytes: [UInt8], sliceLength: Int = TokenizerLimits.sliceLength) -> Tokenization {
        run(sliceLength: sliceLength) { tokenizer in
            try bytes.withUnsafeBytes { try tokenizer.tokenize(wholeDocument: $0) }
        }
    }

    static func chunked(_ text: String, splitAt splits: [Int]) -> Tokenization {
        let bytes = Array(text.utf8)
        return run { tokenizer in
            var start = 0
            for split in splits + [bytes.count] {
                try bytes[start..<split].withUnsafeBytes { try tokenizer.feed($0) }
                start = split
            }
            try tokenizer.finish()
        }
    }

    private static func run(
        sliceLength: Int = TokenizerLimits.sliceLength, _ body: (JSONTokenizer<TokenRecorder>) throws -> Void
    ) -> Tokenization {
        let recorder = TokenRecorder()
        let tokenizer = JSONTokenizer(consumer: recorder, sliceLength: sliceLength)
        do {
            try body(tokenizer)
            return .tokens(recorder.events)
        } catch let error as JSONError {
            return .failure(error.reason, offset: error.byteOffset)
        } catch {
            return .failure(.syntax("\(error)"), offset: -1)
        }
    }
}

@Suite struct TokenizerTests {
    @Test func reportsEveryConstruct() {
        let text = #"{"a":[1,-2.5e+3,true,false,null,"x"],"b\n":{},"c":[],"d":"\u00e9\ud83d\ude00"}"#
        #expect(Tokenization.whole(text) == .tokens([
            "{", "key:a", "[", "number:1", "number:-2.5e+3", "bool:true", "bool:false", "null", "string:x", "]",
            "key:b\n", "{", "}", "key:c", "[", "]", "key:d", "string:é😀", "}",
        ]))
    }

    @Test func numbersKeepTheirExactText() {
        #expect(Tokenization.whole("[-9223372036854775808, 0.1000000000000000055511151231257827, 1E400]") ==
            .tokens(["[", "number:-9223372036854775808", "number:0.1000000000000000055511151231257827", "number:1E400", "]"]))
    }

    @Test(arguments: [
        #"{"key": "value with \"escapes\" and \\ and \u00e9", "n": [1, 23, 456.5e-7], "t": true}"#,
        #"["\ud834\udd1e", "plain", {"nested": [null, false, "é"]}, -0]"#,
        #"["\ud834"]"#,
        #"["a\udd1eb"]"#,
        #"{"a": [1, 2,]}"#,
        #"["\u00e9\ud834\u1221"]"#,
        "[\"\u{7f}é\"]",
        "123",
        "[1, 2",
    ])
    func chunkedFeedingMatchesOneChunkAtEverySplit(text: String) {
        let whole = Tokenization.whole(text)
        for split in 0...text.utf8.count {
            #expect(Tokenization.chunked(text, splitAt: [split]) == whole, "split at \(split)")
        }
        let everyByte = Array(1..<text.utf8.count)
        #expect(Tokenization.chunked(text, splitAt: everyByte) == whole)
    }

    /// Strings and keys read straight from an all-ASCII chunk skip their own UTF-8 check: whether a
    /// chunk is ASCII is learned again for each, so a later chunk's non-ASCII text is still marked
    /// and its invalid UTF-8 still refused, at its offset.
    @Test func learnsWhetherEachChunkIsASCII() {
        func tokenize(_ chunks: [[UInt8]]) -> Tokenization {
            let recorder = TokenRecorder(notesNonASCII: true)
            let tokenizer = JSONTokenizer(consumer: recorder, allowsMultipleValues: true)
            do {
                for chunk in chunks { try chunk.withUnsafeBytes { try tokenizer.feed($0) } }
                try tokenizer.finish()
                return .tokens(recorder.events)
            } catch let error as JSONError {
                return .failure(error.reason, offset: error.byteOffset)
            } catch {
                return .failure(.syntax("\(error)"), offset: -1)
            }
        }
        let ascii = Array(#"{"key":"plain text"}"#.utf8) + [0x0A]
        let accented = Array(#"{"clé":"é"}"#.utf8) + [0x0A]
        let invalid: [UInt8] = Array(#"{"k":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8) + [0x0A]
        let asciiTokens = ["{", "key:\(Array("key".utf8))", "string:\(Array("plain text".utf8))", "}"]
        let accentedTokens = ["{", "key:\(Array("clé".utf8)) (non-ASCII)", "string:\(Array("é".utf8)) (non-ASCII)", "}"]
        #expect(tokenize([ascii, accented, ascii]) == .tokens(asciiTokens + accentedTokens + asciiTokens))
        #expect(tokenize([accented, ascii]) == .tokens(accentedTokens + asciiTokens))
        #expect(tokenize([ascii, invalid]) == .failure(.invalidUTF8, offset: ascii.count + 6))
        #expect(tokenize([ascii + invalid]) == .failure(.invalidUTF8, offset: ascii.count + 6))
    }

    @Test func rejectsWhatYajlLetsThrough() {
        func reason(_ bytes: [UInt8]) -> JSONError.Reason? {
            let recorder = TokenRecorder()
            do {
                try bytes.withUnsafeBytes { try JSONTokenizer(consumer: recorder).tokenize(wholeDocument: $0) }
                return nil
            } catch let error as JSONError {
                return error.reason
            } catch {
                return nil
            }
        }
        #expect(reason(Array(#"["\ud834"]"#.utf8)) == .unpairedSurrogate("\\ud834"))
        #expect(reason(Array(#"["\uDD1E"]"#.utf8)) == .unpairedSurrogate("\\uDD1E"))
        #expect(reason(Array(#"["\uD834\u1221"]"#.utf8)) == .unpairedSurrogate("\\uD834"))
        #expect(reason([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D]) == .invalidUTF8)  // overlong "/"
        #expect(reason([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]) == .invalidUTF8)  // encoded surrogate
        #expect(reason([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D]) == .invalidUTF8)  // above U+10FFFF
        #expect(reason([0x5B, 0x0C, 0x5D]) == .syntax("invalid character (form feed) in JSON text"))
        #expect(reason(Array("[1,".utf8)) == .unexpectedEnd)
        #expect(reason(Array("".utf8)) == .unexpectedEnd)
    }

    @Test func enforcesTheNestingLimit() {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(Tokenization.whole(ok) != .failure(.nestingTooDeep(limit: 512), offset: 512))
        #expect(Tokenization.whole(tooDeep) == .failure(.nestingTooDeep(limit: 512), offset: 512))
        let hostile = String(repeating: "[", count: 1_000_000)
        #expect(Tokenization.whole(hostile) == .failure(.nestingTooDeep(limit: 512), offset: 512))
    }

    @Test func errorsSayWhereAndWhat() throws {
        let text = "{\n  \"a\": [1, 2,,]\n}"
        do {
            try Array(text.utf8).withUnsafeBytes { try JSONTokenizer(consumer: TokenRecorder()).tokenize(wholeDocument: $0) }
            Issue.record("no error")
        } catch let error as JSONError {
            // The caret goes under the second comma, the token yajl could not take.
            #expect(error.line == 2)
            #expect(error.column == 14)
            #expect(error.byteOffset == 15)
            #expect(error.description.contains("line 2, column 14"))
            #expect(error.excerpt.contains("^"))
        }
    }

    /// The caret goes under what is wrong: the start of a misspelt literal, the byte a lexical error
    /// stopped at, the token the grammar could not take. Checked whole and byte by byte (one line,
    /// so the column is the offset plus one); fed byte by byte, a grammar error on a number lands one
    /// byte later, on the byte that ended the number (yajl holds a number back until then).
    func errorsPointAtTheCulprit(text: String, column: Int, reason: String) {
        #expect(Tokenization.whole(text) == .failure(.syntax(reason), offset: column - 1))
        let culprit = text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: column - 1)]
        let chunkedColumn = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(culprit) && !reason.contains("number") ? column + 1 : column
        #expect(Tokenization.chunked(text, splitAt: Array(1..<text.utf8.count)) == .failure(.syntax(reason), offset: chunkedColumn - 1),
                "byte by byte")
    }
}
