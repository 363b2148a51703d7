import CorpusModels
import FastJSON
import Foundation
import Testing

extension Hardening {
    /// Malformed `\u` escapes (the path of yajl's known out-of-bounds read in `hexToDigit`) and lone
    /// surrogates fail with `.dataCorrupted`, wherever the escape sits, the end of the input included.
    @Suite struct EscapeTests {
        static let malformed = [
            #"\u"#, #"\u1"#, #"\u12"#, #"\u123"#, #"\u123g"#, #"\ug123"#, #"\u 123"#, #"\u+123"#, #"\u-123"#, #"\U0041"#,
            #"\uD800"#, #"\uDBFF"#, #"\uDC00"#, #"\uDFFF"#, #"\uD800\u"#, #"\uD800\uD"#, #"\uD800\uDC"#,
            #"\uD800\uDC0"#, #"\uD800\uD800"#, #"\uDC00\uD800"#, #"\uD800\n"#, #"\uD800x"#, #"\uD800\\uDC00"#,
            #"\uD800\u0041"#, #"\"#, #"\x"#, #"\'"#, #"\0"#, "\\\u{0}", "\\\u{E9}",
        ]

        @Test(arguments: malformed)
        func malformedEscapeFails(escape: String) throws {
            let documents = [
                "\"\(escape)\"", "[\"\(escape)\"]", "{\"\(escape)\":1}", "[\"a\(escape)z\"]", "{\"k\":\"\\n\(escape)\"}",
                "\"\(escape)", "[\"\(escape)", "{\"k\":\"x\(escape)", "{\"\(escape)",
                "[\"" + String(repeating: "\\u00e9", count: 1000) + escape + "\"]",
            ]
            for document in documents {
                let bytes = Array(document.utf8)
                Hostile.expectCorrupted(ProbedJSONValue.self, from: bytes)
                Hostile.expectCorrupted([String: Int].self, from: bytes)
                // Foundation agrees that it is invalid.
                #expect(throws: DecodingError.self, "\(document)") { try JSONDecoder().decode(ProbedJSONValue.self, from: Data(bytes)) }
            }
        }

        @Test func loneSurrogateIsNamed() throws {
            let error = Hostile.expectCorrupted(String.self, from: Array(#""ab\uD834c""#.utf8))
            #expect(error?.reason == .unpairedSurrogate("\\uD834"))
            #expect(error?.byteOffset == 3)
        }

        /// The same escapes cut short by the end of a `Data` slice whose storage goes on with digits:
        /// nothing past the slice may be read.
        @Test func escapesCutByTheEndOfASlice() throws {
            let storage = Data(#"["\uD83D\uDE00\u00e9\u0041"]"#.utf8)
            let full = try FastJSONDecoder().decode([String].self, from: storage)
            #expect(full == ["😀éA"])
            for end in 3..<(storage.count - 1) {
                #expect(throws: DecodingError.self, "cut at \(end)") {
                    try FastJSONDecoder().decode([String].self, from: storage[0..<end])
                }
            }
        }

        @Test(arguments: [
            (#""\u0000""#, "\u{0}"), (#""\u001F""#, "\u{1F}"), (#""\uFFFF""#, "\u{FFFF}"), (#""\uFEFF""#, "\u{FEFF}"),
            (#""\uD834\uDD1E""#, "𝄞"), (#""\uDBFF\uDFFF""#, "\u{10FFFF}"), (#""\uD800\uDC00""#, "\u{10000}"),
            (#""\u00E9\u00e9""#, "éé"), (#""\/\b\f\n\r\t\"\\""#, "/\u{8}\u{C}\n\r\t\"\\"),
        ])
        func validEscapesDecode(text: String, expected: String) throws {
            #expect(try FastJSONDecoder().decode(String.self, from: Array(text.utf8)) == expected)
        }
    }
}
