import CorpusModels
import Foundation
import Testing
@testable import FastJSON

@Suite("Encoding keys with convertToSnakeCase")
struct SnakeCaseEncodingTests {
    /// Foundation's conversion of `keys`, read from what its encoder writes.
    static func foundationConversion(of keys: [String]) throws -> [String] {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = .sortedKeys
        return try keys.map { key in
            let value = ContainerModels.Custom { encoder in
                var container = encoder.container(keyedBy: ContainerModels.Key.self)
                try container.encode(0, forKey: .init(key))
            }
            let object = try JSONSerialization.jsonObject(with: encoder.encode(value)) as? [String: Int]
            return object?.keys.first ?? "<none>"
        }
    }

    static func fastConversion(of key: String) -> String {
        var bytes: [UInt8] = []
        var text = key
        let isASCII = text.withUTF8 { ToSnakeCase.convertASCII($0, into: &bytes) }
        return isASCII ? String(decoding: bytes, as: UTF8.self) : ToSnakeCase.convert(key)
    }

    @Test func documentedExamples() throws {
        let keys = ["myURL", "thisIsAnXMLProperty", "version4Thing", "dataPoint22Word", "aA", "_oneTwoThree_",
                    "", "a", "A", "ALLCAPS", "URLValue", "__a__B__", "oneTwo_Three", "snake_case", "ŒuvreÉtude",
                    "çaÇa", "ǅungla", "a\r\nB", "é́Ab", "🐧Penguin🐟Fish", "x\u{301}Y\u{301}z", "ΣίσυφοςΦ"]
        let expected = try Self.foundationConversion(of: keys)
        #expect(keys.map(Self.fastConversion) == expected)
    }

    @Test func generatedKeys() throws {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet: [Character] = Array("aAbBzZ09_- xXyY") + ["é", "É", "ǅ", "ß", "😀", "\u{301}", "Σ", "ς", "\r", "\n", "İ"]
        let keys = (0..<3000).map { index -> String in
            let asciiOnly = index % 2 == 0
            let length = Int.random(in: 0...12, using: &generator)
            return String((0..<length).map { _ in
                asciiOnly ? alphabet[Int.random(in: 0..<15, using: &generator)] : alphabet.randomElement(using: &generator)!
            })
        }
        let expected = try Self.foundationConversion(of: keys)
        for (key, foundation) in zip(keys, expected) {
            #expect(Self.fastConversion(of: key) == foundation, "key \(key.debugDescription)")
        }
    }
}
