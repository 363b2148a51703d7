import CorpusModels
import FastJSON
import Foundation
import Testing

/// Each JSON5 feature on typed models, with the value FastJSON gives checked against Foundation's
/// (both with `allowsJSON5`) and against the value expected.
@Suite struct JSON5FeatureTests {
    struct Point: Codable, Equatable {
        var x: Int
        var y: Int
    }

    struct Named: Codable, Equatable {
        var name: String
    }

    static var json5: DecodeOptions {
        var options = DecodeOptions()
        options.allowsJSON5 = true
        return options
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String, assumesTopLevelDictionary: Bool = false) throws -> T {
        let decoder = FastJSONDecoder()
        decoder.allowsJSON5 = true
        decoder.assumesTopLevelDictionary = assumesTopLevelDictionary
        return try decoder.decode(type, from: Data(text.utf8))
    }

    /// Same outcome as Foundation, and the value expected.
    static func expect<T: Decodable & Equatable>(
        _ text: String, as type: T.Type, _ expected: T, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (fast, foundation) = DecodingOracle.outcomes(type, Data(text.utf8), json5)
        #expect(fast == foundation, "\(text)", sourceLocation: sourceLocation)
        #expect(fast == .value(expected), "\(text)", sourceLocation: sourceLocation)
    }

    @Test func comments() {
        Self.expect("// a point\n{x: 1, /* between */ y: 2} // after", as: Point.self, Point(x: 1, y: 2))
        Self.expect("/* first */ [1, 2 /* ** */ ] /**/", as: [Int].self, [1, 2])
        Self.expect("[1] // up to the end", as: [Int].self, [1])
        Self.expect("{\"name\": \"a // b /* c */\"}", as: Named.self, Named(name: "a // b /* c */"))
    }

    @Test func trailingCommas() {
        Self.expect("[1, 2, ]", as: [Int].self, [1, 2])
        Self.expect("{x: 1, y: 2,}", as: Point.self, Point(x: 1, y: 2))
        for invalid in ["[1,,]", "[,]", "[,1]", "{,}", "{x: 1,,}"] {
            let (fast, foundation) = DecodingOracle.outcomes([Int].self, Data(invalid.utf8), Self.json5)
            #expect(fast.error?.kind == "dataCorrupted" && foundation.error?.kind == "dataCorrupted", "\(invalid)")
        }
    }

    @Test func singleQuotedStrings() {
        Self.expect("{'name': 'it\\'s \"quoted\"'}", as: Named.self, Named(name: "it's \"quoted\""))
        Self.expect("['\\x41\\u00e9\\uD83D\\uDE00', \"'\"]", as: [String].self, ["Aé😀", "'"])
    }

    @Test func unquotedKeys() {
        Self.expect("{x: 1, $y_2: 2, ümlåût: 3, while: 4, Infinity: 5}", as: [String: Int].self,
                    ["x": 1, "$y_2": 2, "ümlåût": 3, "while": 4, "Infinity": 5])
        Self.expect("{a\u{200D}b: 1, e\u{0301}: 2}", as: [String: Int].self, ["a\u{200D}b": 1, "e\u{0301}": 2])
        // Foundation keeps an escaped key's text as written.
        Self.expect("{sig\\u03A3ma: 1, \\u0031a: 2}", as: [String: Int].self, ["sig\\u03A3ma": 1, "\\u0031a": 2])
        for invalid in ["{1a: 1}", "{a-b: 1}", "{😀: 1}", "{a\\u0020: 1}", "{a\\n: 1}", "{: 1}"] {
            let (fast, foundation) = DecodingOracle.outcomes([String: Int].self, Data(invalid.utf8), Self.json5)
            #expect(fast == foundation, "\(invalid)")
            #expect(fast.error?.kind == "dataCorrupted", "\(invalid)")
        }
    }

    @Test func keysConvertAndMatchAsForJSON() throws {
        struct Snake: Decodable, Equatable { var userId: Int }
        var options = Self.json5
        options.keys = .convertFromSnakeCase
        let (fast, foundation) = DecodingOracle.outcomes(Snake.self, Data("{user_id: 0x10}".utf8), options)
        #expect(fast == foundation)
        #expect(fast == .value(Snake(userId: 16)))
    }

    @Test func escapedLineBreaksStayInTheString() {
        // Foundation keeps the escaped line break (the JSON5 specification drops it).
        Self.expect("['a\\\nb', 'c\\\r\nd', 'e\\\rf']", as: [String].self, ["a\nb", "c\r\nd", "e\rf"])
        Self.expect("['a\u{2028}b']", as: [String].self, ["a\u{2028}b"])
    }

    @Test func stringEscapesFoundationRefuses() {
        for invalid in ["['\\0']", "['\\x00']", "['\\u0000']", "['\\v']", "['\\q']", "['\\x4']", "['\\uD800']", "['a\tb']",
                        "['\\\u{2028}']"] {
            let (fast, foundation) = DecodingOracle.outcomes([String].self, Data(invalid.utf8), Self.json5)
            #expect(fast == foundation, "\(invalid)")
            #expect(fast.error?.kind == "dataCorrupted", "\(invalid)")
        }
    }

    @Test func whitespace() {
        // Vertical tab and form feed; not U+00A0, U+2028 or U+FEFF, which Foundation refuses.
        Self.expect("[\u{0B}1,\u{0C}2]", as: [Int].self, [1, 2])
        for invalid in ["[\u{A0}1]", "[\u{2028}1]", "[\u{FEFF}1]"] {
            let (fast, foundation) = DecodingOracle.outcomes([Int].self, Data(invalid.utf8), Self.json5)
            #expect(fast == foundation, "\(invalid)")
        }
    }

    @Test func assumesTopLevelDictionary() throws {
        var options = Self.json5
        options.assumesTopLevelDictionary = true
        let cases: [(String, [String: Int]?)] = [
            ("x: 1, y: 2", ["x": 1, "y": 2]), ("x: 1,", ["x": 1]), ("/* c */ {x: 1}", ["x": 1]), ("", [:]),
            ("  // only a comment\n", [:]), ("x: 1}", nil), ("x: 1,}", nil), ("[1]", nil), ("1", nil),
        ]
        for (text, expected) in cases {
            let (fast, foundation) = DecodingOracle.outcomes([String: Int].self, Data(text.utf8), options)
            #expect(fast == foundation, "\(text)")
            #expect(fast == (expected.map { .value($0) } ?? fast), "\(text)")
            if expected == nil { #expect(fast.error?.kind == "dataCorrupted", "\(text)") }
        }
    }

    @Test func nestingLimit() {
        for (depth, decodes) in [(512, true), (513, false)] {
            let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let (fast, foundation) = DecodingOracle.outcomes(ExactJSONValue.self, Data(text.utf8), Self.json5)
            #expect((fast.error == nil) == decodes)
            #expect(fast == foundation)
        }
        // The brace-less top-level object counts as a level.
        var options = Self.json5
        options.assumesTopLevelDictionary = true
        for (depth, decodes) in [(511, true), (512, false)] {
            let text = "a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let (fast, foundation) = DecodingOracle.outcomes(ExactJSONValue.self, Data(text.utf8), options)
            #expect((fast.error == nil) == decodes)
            #expect(fast == foundation)
        }
    }

    @Test func typeMismatchesKeepFoundationsPath() {
        Self.expect("{x: 1, y: 2}", as: Point.self, Point(x: 1, y: 2))
        let cases = ["{x: 'one', y: 2}", "{x: 1}", "{x: null, y: 2}", "[{x: 1, y: 0x2}, {x: NaN, y: 1}]", "{x: 1.5, y: 2}"]
        for text in cases {
            let (fast, foundation) = DecodingOracle.outcomes([Point].self, Data("[\(text)]".utf8), Self.json5)
            #expect(fast == foundation, "\(text)")
        }
    }

    @Test func utf16InputIsReadAsJSON5Too() throws {
        let text = "{x: 0x10, /* c */ y: +2,}"
        let data = try #require(text.data(using: .utf16LittleEndian))
        let (fast, foundation) = DecodingOracle.outcomes(Point.self, data, Self.json5)
        #expect(fast == foundation)
        #expect(fast == .value(Point(x: 16, y: 2)))
    }

    @Test func plainJSONIsUnchangedWithoutTheOption() {
        let (fast, _) = DecodingOracle.outcomes([Int].self, Data("[0x10]".utf8))
        #expect(fast.error?.kind == "dataCorrupted")
    }
}
